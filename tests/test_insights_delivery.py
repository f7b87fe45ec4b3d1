"""Approved means delivered: chat message + notification, once, audited, never read back as a signal."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import main
from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from tests.factories import add_message
from tests.insights_fixtures import at, insights, seed

pytestmark = pytest.mark.emulator

CFG = InsightSettings(weekly_notes=False)


@pytest.fixture
def now():
    return datetime.now(timezone.utc)


@pytest.fixture
def drafted(db, backends, now):
    seed(db, now=now)
    run_insights(backends, now=now - timedelta(minutes=1), cfg=CFG)
    return {d["clientId"]: i for i, d in insights(db).items()}


def messages(db, chat_id):
    return {s.id: s.to_dict() for s in db.collection("chats").document(chat_id).collection("messages").stream()}


def notifications(db):
    return {s.id: s.to_dict() for s in db.collection("notifications").stream()}


def audits(db, action):
    return [s.to_dict() for s in db.collection("auditLog").stream() if s.to_dict().get("action") == action]


def test_approving_with_an_edit_sends_the_edited_words_to_the_chat_and_a_notification(db, drafted, call_function):
    insight_id = drafted["sarah"]
    edited = "Hey Sarah, lighter week? Let's talk tomorrow."
    status, body = call_function(
        main.reviewInsight, {"insightId": insight_id, "decision": "approve", "clientMessage": edited}, uid="trainer-a"
    )
    assert status == 200, body
    delivery = body["result"]["delivery"]
    assert delivery["chatId"] == "chat-sarah" and delivery["mode"] == "approved" and delivery["deliveredAt"].endswith("Z")

    sent = messages(db, "chat-sarah")[f"insight-{insight_id}"]
    assert sent["text"] == edited
    assert sent["senderId"] == "trainer-a" and sent["origin"] == "insight" and sent["insightId"] == insight_id
    note = notifications(db)[f"insight-{insight_id}"]
    assert note["recipientId"] == "sarah" and note["trainerId"] == "trainer-a" and note["clientId"] == "sarah"
    assert note["body"] == edited and note["read"] is False and note["chatId"] == "chat-sarah"
    assert note["messageId"] == f"insight-{insight_id}"

    stored = db.collection("insights").document(insight_id).get().to_dict()
    assert stored["delivery"]["messageId"] == f"insight-{insight_id}"


def test_approving_twice_sends_once(db, drafted, call_function):
    insight_id = drafted["john"]
    before = len(messages(db, "chat-john"))
    first, _ = call_function(main.reviewInsight, {"insightId": insight_id, "decision": "approve"}, uid="trainer-a")
    second, body = call_function(main.reviewInsight, {"insightId": insight_id, "decision": "approve"}, uid="trainer-a")
    assert (first, second, body["error"]["status"]) == (200, 400, "FAILED_PRECONDITION")
    assert len(messages(db, "chat-john")) == before + 1
    assert list(notifications(db)) == [f"insight-{insight_id}"]
    # One delivery audit record, ids only: no text field of any kind.
    records = audits(db, "deliverInsight")
    assert len(records) == 1
    assert set(records[0]) == {"trainerId", "action", "outcome", "at", "clientId", "chatId"}
    assert (records[0]["clientId"], records[0]["chatId"], records[0]["outcome"]) == ("john", "chat-john", "ok")


def test_concurrent_approvals_deliver_once(db, drafted, backends):
    import threading

    from shared.kernel.errors import FailedPrecondition
    from shared.domain.insights.models import ReviewRequest
    from shared.usecases.insights.review import review_insight

    insight_id = drafted["sarah"]
    outcomes: list[str] = []
    barrier = threading.Barrier(5)

    def approve():
        barrier.wait()
        try:
            review_insight(backends, "trainer-a", ReviewRequest(insightId=insight_id, decision="approve"))
            outcomes.append("ok")
        except FailedPrecondition:
            outcomes.append("refused")

    threads = [threading.Thread(target=approve) for _ in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(outcomes) == ["ok"] + ["refused"] * 4
    assert [m for m in messages(db, "chat-sarah").values() if m.get("origin") == "insight"] != []
    assert len([m for m in messages(db, "chat-sarah").values() if m.get("origin") == "insight"]) == 1
    assert len(notifications(db)) == 1


def _insight_messages(db, chat_id):
    return [m for m in messages(db, chat_id).values() if m.get("origin") == "insight"]


def test_an_approval_that_loses_a_race_rereads_and_is_refused(db, drafted, backends, monkeypatch):
    """Another device approves between this approval's read and its write: this write's condition fails,
    it reads again, finds the insight approved and is refused; only the winner's words are sent."""
    from shared.kernel.errors import FailedPrecondition
    from shared.domain.insights.models import ReviewRequest
    from shared.usecases.insights import delivery
    from shared.usecases.insights.review import review_insight

    insight_id = drafted["sarah"]
    real_plan = delivery.plan_delivery
    plans: list[str] = []

    def plan_then_lose(db_, iid, data):
        plan = real_plan(db_, iid, data)
        plans.append(data["clientMessage"])
        if len(plans) == 1:
            review_insight(backends, "trainer-a", ReviewRequest(insightId=iid, decision="approve", clientMessage="from the phone"))
        return plan

    monkeypatch.setattr(delivery, "plan_delivery", plan_then_lose)
    with pytest.raises(FailedPrecondition, match="approved"):
        review_insight(backends, "trainer-a", ReviewRequest(insightId=insight_id, decision="approve", clientMessage="from the tablet"))
    # The loser planned a delivery once, the winner once; the loser's second read refused without planning.
    assert plans == ["from the tablet", "from the phone"]
    assert [m["text"] for m in _insight_messages(db, "chat-sarah")] == ["from the phone"]
    assert [n["body"] for n in notifications(db).values()] == ["from the phone"]
    stored = db.collection("insights").document(insight_id).get().to_dict()
    assert (stored["status"], stored["clientMessage"]) == ("approved", "from the phone")


def test_an_insight_that_keeps_changing_answers_unavailable_and_sends_nothing(db, drafted, call_function, monkeypatch):
    """Every round loses its condition (the insight is touched between read and write): after the last
    round the callable answers UNAVAILABLE with retryAfter, and nothing was delivered or approved."""
    from shared.usecases.insights import delivery, settle

    insight_id = drafted["john"]
    real_plan = delivery.plan_delivery
    rounds: list[int] = []

    def plan_then_touch(db_, iid, data):
        rounds.append(1)
        db_.collection("insights").document(iid).update({"touchedBy": f"other-{len(rounds)}"})
        return real_plan(db_, iid, data)

    monkeypatch.setattr(delivery, "plan_delivery", plan_then_touch)
    monkeypatch.setattr(settle, "PAUSE_S", (0.0, 0.0))
    status, body = call_function(main.reviewInsight, {"insightId": insight_id, "decision": "approve"}, uid="trainer-a")
    assert (status, body["error"]["status"]) == (503, "UNAVAILABLE"), body
    assert body["error"]["details"]["retryAfter"] >= 1
    assert len(rounds) == settle.ATTEMPTS
    assert _insight_messages(db, "chat-john") == [] and notifications(db) == {}
    assert db.collection("insights").document(insight_id).get().to_dict()["status"] == "pending"


def test_rejecting_delivers_nothing(db, drafted, call_function):
    status, body = call_function(main.reviewInsight, {"insightId": drafted["john"], "decision": "reject"}, uid="trainer-a")
    assert status == 200 and body["result"]["delivery"] is None
    assert notifications(db) == {}
    assert not [m for m in messages(db, "chat-john").values() if m.get("origin") == "insight"]


def test_a_client_without_a_chat_still_gets_the_notification(db, drafted, call_function):
    insight_id = drafted["john"]
    db.recursive_delete(db.collection("chats").document("chat-john"))
    status, body = call_function(main.reviewInsight, {"insightId": insight_id, "decision": "approve"}, uid="trainer-a")
    assert status == 200 and body["result"]["delivery"]["chatId"] is None
    assert notifications(db)[f"insight-{insight_id}"]["messageId"] is None


def test_delivered_message_is_not_read_back_as_a_signal(db, backends, now):
    """The delivered text is itself stress vocabulary; even posted as if by the client it must be skipped."""
    from shared.usecases.insights.sources import recent_messages

    seed(db, now=now)
    add_message(db, "mia", "insight-x", "I feel so overwhelmed and exhausted", "Mia Chen", sender_id="mia", at=at(1.2, now))
    db.collection("chats").document("chat-mia").collection("messages").document("insight-x").update({"origin": "insight"})
    add_message(db, "mia", "insight-y", "so stressed and drained lately", "Mia Chen", sender_id="mia", at=at(0.3, now))
    db.collection("chats").document("chat-mia").collection("messages").document("insight-y").update({"origin": "insight"})
    ids = {m.id for m in recent_messages(db, "trainer-a", "mia", at(7, now), now)}
    assert ids == {"c1", "c2"}
    summary = run_insights(backends, now=now, cfg=CFG)
    assert not [i for i, d in insights(db).items() if d["clientId"] == "mia"]
    assert summary.clientErrors == 0


def test_run_after_delivery_detects_nothing_new_from_the_delivered_message(db, drafted, call_function, backends, now):
    call_function(main.reviewInsight, {"insightId": drafted["sarah"], "decision": "approve"}, uid="trainer-a")
    # Days later (duplicate window and cooldown passed): only Sarah's own old messages could count,
    # and they are out of the window; the coach's delivered follow-up is not evidence.
    later = now + timedelta(days=8)
    run_insights(backends, now=later, cfg=CFG)
    sarah = [d for d in insights(db).values() if d["clientId"] == "sarah"]
    assert [d["triggeringData"]["pattern"] for d in sarah].count("stress") == 1
    evidence = {m for d in sarah for m in d["triggeringData"]["messageIds"]}
    assert not {m for m in evidence if m.startswith("insight-")}


def test_auto_send_opt_in_delivers_the_stress_follow_up_without_review(db, backends, call_function, now):
    status, body = call_function(main.setInsightPreferences, {"autoSendStressFollowUp": True}, uid="trainer-a")
    assert status == 200 and body["result"]["autoSendStressFollowUp"] is True
    seed(db, now=now)
    run_insights(backends, now=now, cfg=CFG)
    by_client = {d["clientId"]: (i, d) for i, d in insights(db).items()}
    sarah_id, sarah = by_client["sarah"]
    assert sarah["status"] == "approved" and sarah["reviewedBy"] == "auto" and sarah["delivery"]["mode"] == "auto"
    assert f"insight-{sarah_id}" in messages(db, "chat-sarah")
    # Only the stress follow-up is automatic: John's pain insight waits for the coach,
    # and trainer-b (not opted in) gets a pending stress draft.
    assert by_client["john"][1]["status"] == "pending"
    assert by_client["sam"][1]["status"] == "pending"
    assert set(notifications(db)) == {f"insight-{sarah_id}"}


def test_stress_follow_up_is_not_repeated_within_three_days(db, backends, now):
    seed(db, now=now)
    run_insights(backends, now=now, cfg=CFG)
    sarah_id = next(i for i, d in insights(db).items() if d["clientId"] == "sarah")
    db.collection("insights").document(sarah_id).update({"status": "rejected", "reviewedAt": now - timedelta(days=3)})
    # Fresh stress on the next two days; the rejection's 48 h cooldown is over, the 3-day rule is not.
    add_message(db, "sarah", "s5", "exhausted again, barely slept", "Sarah Kim", sender_id="sarah", at=now + timedelta(hours=20))
    add_message(db, "sarah", "s6", "so drained today", "Sarah Kim", sender_id="sarah", at=now + timedelta(hours=40))
    summary = run_insights(backends, now=now + timedelta(hours=41), cfg=CFG)
    reasons = [a.to_dict() for a in db.collection("insightAttempts").stream() if a.to_dict()["clientId"] == "sarah"]
    assert any(r["reason"] == "followup_repeat" for r in reasons)
    assert len([d for d in insights(db).values() if d["clientId"] == "sarah"]) == 1
    assert summary.clientErrors == 0


def test_preferences_reject_unknown_fields_and_non_booleans(call_function, backends):
    for data in ({"autoSendStressFollowUp": "yes"}, {"autoSendStressFollowUp": True, "trainerId": "x"}, {}):
        status, body = call_function(main.setInsightPreferences, data, uid="trainer-a")
        assert status == 400 and body["error"]["status"] == "INVALID_ARGUMENT"
