"""Insights on events (check-in, message, session note) on the emulator, through the real triggers."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import main
from shared.usecases.insights import events
from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from tests.events import written_event
from tests.factories import add_client, add_message
from tests.insights_fixtures import attempts, insights

pytestmark = pytest.mark.emulator


def created_event(path: str, fields: dict):
    event = written_event(path, None, fields)
    event["type"] = "google.cloud.firestore.document.v1.created"
    return event


def trigger_audits(db):
    return sorted(s.to_dict()["outcome"] for s in db.collection("auditLog").stream() if s.to_dict()["action"] == "insightTrigger")


@pytest.fixture
def now():
    return datetime.now(timezone.utc)


@pytest.fixture
def clients(db):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-a", "john", "John Reyes")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")


def put(db, collection, doc_id, fields):
    db.collection(collection).document(doc_id).set(fields)
    return f"{collection}/{doc_id}", fields


def test_a_check_in_with_poor_sleep_and_high_stress_produces_a_pending_insight(db, backends, clients, now):
    path, fields = put(db, "checkins", "ci1", {"trainerId": "trainer-a", "clientId": "sarah", "date": now,
                                               "sleepHours": 4.5, "stress": 8, "adherencePct": 80, "comment": "rough week"})
    main.insightsOnCheckin(created_event(path, fields))
    [(insight_id, insight)] = insights(db).items()
    assert (insight["clientId"], insight["status"], insight["insightType"]) == ("sarah", "pending", "recovery")
    assert insight["triggeringData"]["pattern"] == "stress"
    assert insight["triggeringData"]["sourceIds"] == ["checkin:ci1"] and insight["triggeringData"]["messageIds"] == []
    assert insight["triggeringData"]["detail"]["signal"] == "checkin"
    assert insight["title"] == "Sarah's check-in: high stress, poor sleep"
    assert [a["outcome"] for a in attempts(db)] == ["generated"]
    assert attempts(db)[0]["runId"].startswith("event-checkin-")
    assert trigger_audits(db) == ["ran"]


def test_a_calm_check_in_runs_but_finds_nothing(db, backends, clients, now):
    path, fields = put(db, "checkins", "ci1", {"trainerId": "trainer-a", "clientId": "sarah", "date": now,
                                               "sleepHours": 8, "stress": 3, "adherencePct": 90, "comment": "all good"})
    outcome = events.on_checkin(backends, "ci1", now=now)
    assert outcome.outcome == "ran" and outcome.insight_ids == []
    assert insights(db) == {}


def test_stress_messages_on_two_days_trigger_on_the_second(db, backends, clients, now):
    add_message(db, "sarah", "m1", "honestly exhausted, barely slept", "Sarah Kim", at=now - timedelta(days=1))
    first = events.on_message(backends, "chat-sarah", "m1", now=now - timedelta(days=1))
    assert first.outcome == "ran" and first.insight_ids == []  # one day is not a pattern
    add_message(db, "sarah", "m2", "can't sleep again, so drained", "Sarah Kim", at=now)
    main.insightsOnMessage(created_event("chats/chat-sarah/messages/m2", {"text": "x"}))
    [insight] = insights(db).values()
    assert insight["triggeringData"]["messageIds"] == ["m1", "m2"]
    assert insight["triggeringData"]["chatIds"] == ["chat-sarah"]


@pytest.mark.parametrize(
    "text, sender, origin, expected",
    [
        ("I'm not tired at all, great week", "sarah", None, "no_signal"),
        ("what time is the session?", "sarah", None, "no_signal"),
        ("Sounds like you're exhausted, rest up", "trainer-a", None, "ignored:not_client_text"),
        ("It sounds like a lot is on your plate — stressed?", "trainer-a", "insight", "ignored:not_client_text"),
        ("I feel so overwhelmed and drained", "sarah", "insight", "ignored:not_client_text"),
    ],
)
def test_messages_that_start_no_run(db, backends, clients, now, text, sender, origin, expected):
    add_message(db, "sarah", "m1", text, "x", sender_id=sender, at=now)
    if origin:
        db.collection("chats").document("chat-sarah").collection("messages").document("m1").update({"origin": origin})
    assert events.on_message(backends, "chat-sarah", "m1", now=now).outcome == expected
    assert not db.collection("insightTriggers").get()  # no debounce window was claimed
    assert insights(db) == {} and attempts(db) == []
    assert trigger_audits(db) == [expected]


def test_a_burst_runs_once_then_the_policy_dedups_later_runs(db, backends, clients, now):
    add_message(db, "john", "j1", "my knee hurts on the stairs", "John Reyes", at=now - timedelta(minutes=2))
    add_message(db, "john", "j2", "knee is killing me today", "John Reyes", at=now - timedelta(minutes=1))
    assert events.on_message(backends, "chat-john", "j1", now=now - timedelta(seconds=30)).outcome == "ran"
    assert events.on_message(backends, "chat-john", "j2", now=now).outcome == "debounced"
    later = events.on_message(backends, "chat-john", "j2", now=now + timedelta(minutes=10))
    assert later.outcome == "ran" and later.insight_ids == []
    assert len(insights(db)) == 1
    assert sorted((a["outcome"], a["reason"]) for a in attempts(db)) == [("duplicate", "same_type_live"), ("generated", "ok")]
    assert trigger_audits(db) == ["debounced", "ran", "ran"]


def test_a_burst_of_triggers_at_once_claims_the_window_once(db, backends, clients, now):
    """Five messages' triggers fire together: one claims the debounce window and runs, the rest are
    debounced (a conditional write loses, it does not wait on a lock), and one insight is drafted."""
    import threading

    add_message(db, "john", "j1", "my knee hurts on the stairs", "John Reyes", at=now - timedelta(minutes=2))
    barrier = threading.Barrier(5)
    outcomes: list[str] = []

    def fire():
        barrier.wait()
        outcomes.append(events.on_message(backends, "chat-john", "j1", now=now).outcome)

    threads = [threading.Thread(target=fire) for _ in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(outcomes) == ["debounced"] * 4 + ["ran"]
    assert len(insights(db)) == 1
    assert db.collection("insightTriggers").document("trainer-a_john").get().to_dict()["lastRunAt"] == now


def test_events_share_the_weekly_limit_with_the_schedule(db, backends, clients, now):
    for i, kind in enumerate(("nutrition", "general", "motivation")):
        db.collection("insights").document(f"old{i}").set({
            "trainerId": "trainer-a", "clientId": "john", "insightType": kind, "title": f"t{i}", "status": "rejected",
            "createdAt": now - timedelta(days=3), "reviewedAt": now - timedelta(days=3),
            "triggeringData": {"pattern": "milestone"},
        })
    add_message(db, "john", "j1", "I pulled my hamstring sprinting", "John Reyes", at=now)
    assert events.on_message(backends, "chat-john", "j1", now=now).outcome == "ran"
    assert [(a["outcome"], a["reason"]) for a in attempts(db)] == [("rate_limited", "client_per_week")]


def test_a_session_note_reporting_pain_triggers_with_the_note_as_evidence(db, backends, clients, now):
    path, fields = put(db, "sessionNotes", "n1", {"trainerId": "trainer-a", "clientId": "john", "date": now,
                                                  "author": "Coach", "text": "He said his knee hurts on deep squats."})
    main.insightsOnSessionNote(created_event(path, fields))
    [insight] = insights(db).values()
    assert insight["triggeringData"]["pattern"] == "pain"
    assert insight["triggeringData"]["sourceIds"] == ["session_note:n1"]
    assert insight["triggeringData"]["detail"]["bodyParts"] == ["knee"]


def test_a_document_filed_under_someone_elses_client_is_ignored(db, backends, clients, now):
    put(db, "checkins", "ci1", {"trainerId": "trainer-a", "clientId": "sam", "date": now, "sleepHours": 3, "stress": 9})
    outcome = events.on_checkin(backends, "ci1", now=now)
    assert outcome.outcome == "ignored:ownership_mismatch"
    assert insights(db) == {} and attempts(db) == []


def test_check_ins_drive_adherence_drop_and_missed_check_ins(db, backends, clients, now):
    for i, (days, pct) in enumerate(((21, 90), (14, 85), (7, 88), (0.5, 40))):
        put(db, "checkins", f"a{i}", {"trainerId": "trainer-a", "clientId": "sarah", "date": now - timedelta(days=days),
                                      "sleepHours": 7.5, "stress": 3, "adherencePct": pct})
    for i, days in enumerate((26, 19, 12)):
        put(db, "checkins", f"b{i}", {"trainerId": "trainer-a", "clientId": "john", "date": now - timedelta(days=days),
                                      "sleepHours": 7.5, "stress": 3, "adherencePct": 90})
    run_insights(backends, now=now, cfg=InsightSettings(weekly_notes=False))
    found = {d["clientId"]: d for d in insights(db).values()}
    assert found["sarah"]["triggeringData"]["detail"] == {"signal": "adherence_drop", "latestPct": 40}
    assert found["sarah"]["title"] == "Sarah's adherence dropped to 40%"
    assert found["john"]["triggeringData"]["detail"] == {"signal": "missed_checkins", "daysSinceCheckin": 12, "missedCount": 1}
    assert found["john"]["triggeringData"]["sourceIds"] == ["checkin:b1", "checkin:b2"]
