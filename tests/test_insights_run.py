"""The scheduled run on the Firestore emulator: drafts, audit log, idempotency, batching, expiry."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest

from shared.usecases.insights import run as run_module
from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from tests.insights_fixtures import NOW, at, attempts, insights, seed

pytestmark = pytest.mark.emulator

# Weekly notes have their own tests (test_insights_weekly.py); off here to keep these focused.
CFG = InsightSettings(weekly_notes=False)


def test_run_drafts_pending_insights_with_their_evidence(db, backends):
    seed(db)
    summary = run_insights(backends, now=NOW, cfg=CFG)
    assert (summary.trainers, summary.clients, summary.generated, summary.clientErrors) == (2, 4, 3, 0)

    found = insights(db)
    by_client = {(d["trainerId"], d["clientId"], d["insightType"]): d for d in found.values()}
    assert set(by_client) == {("trainer-a", "sarah", "recovery"), ("trainer-a", "john", "training"), ("trainer-b", "sam", "recovery")}
    assert sorted(summary.insightIds) == sorted(found)

    sarah = by_client[("trainer-a", "sarah", "recovery")]
    assert sarah["status"] == "pending"
    assert sarah["triggeringData"]["pattern"] == "stress"
    assert sarah["triggeringData"]["messageIds"] == ["s2", "s4"]  # the coach's s3 is not evidence
    assert sarah["triggeringData"]["chatIds"] == ["chat-sarah"]
    assert len(sarah["title"]) <= 50 and sarah["title"].startswith("Sarah")
    assert sarah["clientMessage"] and sarah["rationale"] and sarah["suggestedActions"]
    assert 0 < sarah["confidence"] <= 1
    assert sarah["createdAt"] == NOW and sarah["expiresAt"] == NOW + timedelta(days=7)

    john = by_client[("trainer-a", "john", "training")]
    assert john["title"] == "John reported knee pain twice this week"
    assert john["triggeringData"]["messageIds"] == ["j1", "j2"]


def test_every_attempt_is_audited_without_text(db, backends):
    seed(db)
    run_insights(backends, now=NOW, cfg=CFG)
    log = attempts(db)
    assert sorted((a["clientId"], a["outcome"]) for a in log) == [("john", "generated"), ("sam", "generated"), ("sarah", "generated")]
    for entry in log:
        assert set(entry) == {"trainerId", "clientId", "insightType", "pattern", "outcome", "reason", "insightId", "runId", "at", "expireAt"}
        assert entry["at"] == NOW and entry["expireAt"] == NOW + timedelta(days=365)


def test_double_run_is_idempotent(db, backends):
    seed(db)
    first = run_insights(backends, now=NOW, cfg=CFG)
    before = insights(db)
    second = run_insights(backends, now=NOW + timedelta(hours=2), cfg=CFG)
    assert (first.generated, second.generated, second.duplicate) == (3, 0, 3)
    assert insights(db) == before
    assert sorted(a["outcome"] for a in attempts(db)) == ["duplicate"] * 3 + ["generated"] * 3


def test_overlapping_runs_create_each_insight_once(db, backends):
    seed(db)
    for other in ("mia", "sam"):  # contend on Sarah and John only: each conflict costs a transaction retry
        db.collection("clients").document(other).update({"active": False})
    barrier = threading.Barrier(2)
    summaries = []
    def worker():
        barrier.wait()
        summaries.append(run_insights(backends, now=NOW, cfg=InsightSettings()))  # weekly notes too

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert len(summaries) == 2
    assert sum(s.generated for s in summaries) == 2
    assert sum(s.duplicate for s in summaries) == 2
    assert len(insights(db)) == 2
    # Sarah wrote last week (W45): her note is written once, whichever run got there first.
    assert sum(s.weeklyNotes for s in summaries) == 1
    assert [n.id for n in db.collection("weeklyNotes").stream()] == ["sarah_2026-W45"]


def test_next_day_while_pending_is_a_duplicate_then_cooldown_after_review(db, backends):
    from shared.domain.insights.models import ReviewRequest
    from shared.usecases.insights.review import review_insight

    seed(db)
    run_insights(backends, now=NOW, cfg=CFG)
    sarah_id = next(i for i, d in insights(db, clientId="sarah").items())
    # Still pending the next day: the same type is a duplicate.
    seed_more_stress(db, NOW + timedelta(days=1))
    nxt = run_insights(backends, now=NOW + timedelta(days=1), cfg=CFG)
    assert _outcome(db, "sarah", nxt.runId) == ("duplicate", "same_type_live")
    # Rejected a day later: no new recovery insight for 48 h after the review.
    review_insight(backends, "trainer-a", ReviewRequest(insightId=sarah_id, decision="reject"), now=NOW + timedelta(days=1, hours=1))
    later = run_insights(backends, now=NOW + timedelta(days=2), cfg=CFG)
    assert _outcome(db, "sarah", later.runId) == ("rate_limited", "type_cooldown")
    seed_more_stress(db, NOW + timedelta(days=3, hours=2))
    after = run_insights(backends, now=NOW + timedelta(days=3, hours=2), cfg=CFG)
    assert _outcome(db, "sarah", after.runId) == ("generated", "ok")
    assert len(insights(db, clientId="sarah")) == 2


def seed_more_stress(db, now):
    from tests.factories import add_message

    add_message(db, "sarah", f"more-{now:%d%H}-a", "I feel overwhelmed", "Sarah Kim", sender_id="sarah", at=now - timedelta(days=1))
    add_message(db, "sarah", f"more-{now:%d%H}-b", "so stressed today", "Sarah Kim", sender_id="sarah", at=now - timedelta(hours=1))


def _outcome(db, client_id, run_id):
    rows = [a for a in attempts(db) if a["clientId"] == client_id and a["runId"] == run_id]
    assert len(rows) == 1, rows
    return rows[0]["outcome"], rows[0]["reason"]


def test_weekly_cap_leaves_the_most_urgent_first(db, backends):
    from tests.factories import add_message

    seed(db)
    # John also went through stress and a personal best: three patterns, room for one more this week.
    for mid, text, ago in (("j3", "I feel overwhelmed", 1.1), ("j4", "so stressed", 0.1), ("j5", "New PR on bench today", 0.2)):
        add_message(db, "john", mid, text, "John Reyes", sender_id="john", at=at(ago))
    for n, kind in enumerate(("motivation", "nutrition")):
        db.collection("insights").document(f"old-{n}").set(
            {"trainerId": "trainer-a", "clientId": "john", "insightType": kind, "title": f"old {kind}",
             "status": "rejected", "createdAt": at(3 + n), "reviewedAt": at(3 + n), "expiresAt": at(-4)}
        )
    summary = run_insights(backends, now=NOW, cfg=CFG)
    john = sorted((a["pattern"], a["outcome"], a["reason"]) for a in attempts(db) if a["clientId"] == "john")
    assert john == [("milestone", "rate_limited", "client_per_week"), ("pain", "generated", "ok"),
                    ("stress", "rate_limited", "client_per_week")]
    assert summary.rate_limited == 2


def test_one_clients_failure_does_not_stop_the_run(db, backends, monkeypatch):
    seed(db)
    real = run_module.recent_messages

    def flaky(db_, trainer_id, client_id, *args):
        if client_id == "john":
            raise RuntimeError("boom")
        return real(db_, trainer_id, client_id, *args)

    monkeypatch.setattr(run_module, "recent_messages", flaky)
    summary = run_insights(backends, now=NOW, cfg=CFG)
    assert summary.clientErrors == 1
    assert summary.generated == 2
    assert {d["clientId"] for d in insights(db).values()} == {"sarah", "sam"}


def test_drafter_failure_is_an_audited_failed_attempt(db, backends):
    class Broken:
        name = "broken"

        def draft(self, item):
            raise ValueError("bug")

    seed(db)
    summary = run_insights(backends, now=NOW, cfg=CFG, drafter=Broken())
    assert (summary.generated, summary.failed, summary.clientErrors) == (0, 3, 0)
    assert {(a["outcome"], a["reason"]) for a in attempts(db)} == {("failed", "error:ValueError")}
    assert insights(db) == {}


def test_small_batches_page_through_every_trainer_and_client(db, backends):
    from tests.factories import add_client

    seed(db)
    for n in range(3):
        add_client(db, f"trainer-{n}", f"extra-{n}", f"Extra {n}")
    summary = run_insights(backends, now=NOW, cfg=InsightSettings(weekly_notes=False, batch_size=1))
    assert (summary.trainers, summary.clients, summary.generated) == (5, 7, 3)


def test_run_expires_overdue_pending_insights_only(db, backends):
    seed(db)
    base = {"trainerId": "trainer-a", "clientId": "mia", "insightType": "general", "title": "t", "createdAt": at(10)}
    db.collection("insights").document("overdue").set({**base, "status": "pending", "expiresAt": at(3)})
    db.collection("insights").document("fresh").set({**base, "status": "pending", "expiresAt": at(-1)})
    db.collection("insights").document("done").set({**base, "status": "approved", "expiresAt": at(3), "reviewedAt": at(9)})
    # An inactive client's draft expires too, though the run does not process the client.
    db.collection("insights").document("inactive").set({**base, "clientId": "old", "status": "pending", "expiresAt": at(1)})
    summary = run_insights(backends, now=NOW, cfg=CFG)
    assert summary.expired == 2
    statuses = {i: d["status"] for i, d in insights(db, trainerId="trainer-a").items() if d["clientId"] in ("mia", "old")}
    assert statuses == {"overdue": "expired", "fresh": "pending", "done": "approved", "inactive": "expired"}


def test_logs_carry_ids_and_counts_never_text_or_names(db, backends, caplog):
    import logging

    from shared.kernel.logs import CloudLoggingFormatter

    seed(db)
    with caplog.at_level(logging.INFO):
        run_insights(backends, now=NOW, cfg=InsightSettings())  # weekly notes on: they log too
    formatter = CloudLoggingFormatter()
    lines = [formatter.format(r) for r in caplog.records if r.name.startswith("shared.usecases.insights")]
    assert any('"generatedCount": 3' in line for line in lines)
    assert any('"outcome": "generated"' in line for line in lines)
    for line in lines:
        assert "droppedFields" not in line
        for secret in ("overwhelmed", "knee", "Sarah", "John", "keep up"):
            assert secret not in line


def test_a_creation_that_loses_to_another_run_rereads_and_is_a_duplicate(db):
    """Another run creates the same insight between this one's read and its write: this batch's
    condition on the client's lock document fails, the next round re-reads and finds it."""
    from shared.adapters.firestore_documents import FirestoreDocuments
    from shared.usecases.insights import store
    from shared.domain.insights.policy import ALLOWED

    def doc(by):
        return {"trainerId": "t", "clientId": "c", "createdAt": NOW, "by": by}

    checks: list[int] = []

    def check_then_lose(current):
        checks.append(len(current))
        if len(checks) == 1:  # the other run, in between: its own creation of the same id
            assert store.create_if_allowed(FirestoreDocuments(db), "t", "c", "i-1", doc("other"), lambda _: ALLOWED, NOW).allowed
        return ALLOWED

    verdict = store.create_if_allowed(FirestoreDocuments(db), "t", "c", "i-1", doc("this"), check_then_lose, NOW)
    assert (verdict.outcome, verdict.reason, verdict.conflicting_id) == ("duplicate", "same_id", "i-1")
    assert checks == [0]  # checked once; the second round found the other run's insight before checking
    assert db.collection("insights").document("i-1").get().to_dict()["by"] == "other"


def test_a_creation_that_loses_every_round_raises_aborted_and_creates_nothing(db, monkeypatch):
    """The client's lock document is rewritten between read and write every round: after the last
    round Aborted (the run logs the attempt failed; the next run retries), and nothing was created."""
    from google.api_core import exceptions

    from shared.adapters.firestore_documents import FirestoreDocuments
    from shared.usecases.insights import store
    from shared.domain.insights.policy import ALLOWED

    lock = db.collection("insightLocks").document("t_c")
    lock.set({"round": 0})
    rounds: list[int] = []

    def check_then_touch(current):
        rounds.append(1)
        lock.update({"round": len(rounds)})
        return ALLOWED

    monkeypatch.setattr(store, "PAUSE_S", (0.0, 0.0))
    with pytest.raises(exceptions.Aborted):
        store.create_if_allowed(FirestoreDocuments(db), "t", "c", "i-2", {"trainerId": "t", "clientId": "c", "createdAt": NOW}, check_then_touch, NOW)
    assert len(rounds) == store.CREATE_ATTEMPTS
    assert not db.collection("insights").document("i-2").get().exists
