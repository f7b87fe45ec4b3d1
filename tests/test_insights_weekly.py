"""Weekly summary notes: written once per client per week, embedded, retrievable by the owner only."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from shared.usecases.insights.weekly import previous_week
from shared.domain.retrieval import retrieve
from shared.ports.vectorstore import QueryFilter
from tests.factories import add_client, add_message
from tests.insights_fixtures import NOW

pytestmark = pytest.mark.emulator


def test_previous_week_is_the_last_complete_iso_week():
    week = previous_week(NOW, timezone.utc)  # Thursday of W46
    assert week.label == "2026-W45"
    assert week.start == datetime(2026, 11, 2, tzinfo=timezone.utc)
    assert week.end == datetime(2026, 11, 9, tzinfo=timezone.utc)


def seed_last_week(db):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    monday = datetime(2026, 11, 2, 8, 0, tzinfo=timezone.utc)
    for mid, text, sender, day in (
        ("w1", "my knee hurts after the long run", "sarah", 0),
        ("w2", "Great, let's ice it and skip lunges", "trainer-a", 0),
        ("w3", "knee pain again on the stairs", "sarah", 2),
        ("w4", "Had oatmeal before training", "sarah", 4),
        ("w0", "this one is from the week before", "sarah", -3),
    ):
        add_message(db, "sarah", mid, text, "Sarah Kim" if sender == "sarah" else "Coach", sender_id=sender,
                    at=monday + timedelta(days=day))
    add_message(db, "sam", "z1", "my knee hurts so much", "Sam Ortiz", sender_id="sam", at=monday)


def test_weekly_note_is_written_once_and_embedded(db, backends):
    seed_last_week(db)
    cfg = InsightSettings()
    first = run_insights(backends, now=NOW, cfg=cfg)
    again = run_insights(backends, now=NOW + timedelta(days=1), cfg=cfg)
    assert (first.weeklyNotes, again.weeklyNotes) == (2, 0)

    note = db.collection("weeklyNotes").document("sarah_2026-W45").get().to_dict()
    assert note["trainerId"] == "trainer-a" and note["messageCount"] == 4
    assert note["signals"] == ["pain"]
    assert "knee pain mentioned 2 times" in note["text"]
    assert "knee hurts after the long run" in note["text"]
    assert "week before" not in note["text"]
    ledger = db.collection("vectorIndex").document("weekly_note:sarah_2026-W45").get().to_dict()
    assert ledger["status"] == "indexed" and ledger["sourceType"] == "weekly_note"


def test_weekly_note_is_retrievable_for_its_trainer_only(db, backends):
    seed_last_week(db)
    run_insights(backends, now=NOW, cfg=InsightSettings())
    only_notes = QueryFilter(source_types=("weekly_note",))
    mine = retrieve(backends.embedder, backends.store, "trainer-a", "Sarah's knee pain last week", 5, only_notes)
    assert [c.id for c in mine] == ["weekly_note:sarah_2026-W45"]
    meta = mine[0].metadata
    assert (meta["clientId"], meta["sourceType"], meta["trainerId"]) == ("sarah", "weekly_note", "trainer-a")
    assert meta["ts"] == datetime(2026, 11, 2, tzinfo=timezone.utc).timestamp()
    theirs = retrieve(backends.embedder, backends.store, "trainer-b", "Sarah's knee pain last week", 5, only_notes)
    assert [c.id for c in theirs] == ["weekly_note:sam_2026-W45"]


def test_no_messages_last_week_means_no_note(db, backends):
    add_client(db, "trainer-a", "mia", "Mia Chen")
    add_message(db, "mia", "c1", "hello", "Mia Chen", sender_id="mia", at=NOW - timedelta(hours=3))
    summary = run_insights(backends, now=NOW, cfg=InsightSettings())
    assert summary.weeklyNotes == 0
    assert list(db.collection("weeklyNotes").stream()) == []


def test_a_failing_note_does_not_undo_the_clients_drafts(db, backends, monkeypatch):
    from tests.insights_fixtures import seed

    class BrokenStore:
        def __init__(self, inner):
            self.inner = inner

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def upsert(self, trainer_id, records):
            raise RuntimeError("store down")

    seed(db)
    backends.__dict__["store"] = BrokenStore(backends.store)
    summary = run_insights(backends, now=NOW, cfg=InsightSettings())
    assert (summary.generated, summary.weeklyNotes, summary.clientErrors) == (3, 0, 0)
    assert list(db.collection("weeklyNotes").stream()) == []
    backends.__dict__["store"] = backends.store.inner
    assert run_insights(backends, now=NOW + timedelta(hours=1), cfg=InsightSettings()).weeklyNotes == 1


def test_a_quiet_week_is_not_described_by_what_did_not_happen():
    # "No stress, pain or adherence signals." matched "is Sarah stressed?" with a confident false answer.
    from shared.usecases.insights.sources import ClientMessage
    from shared.usecases.insights.weekly import compose

    week = previous_week(NOW, timezone.utc)
    message = ClientMessage("m1", "c1", "Great session, squats felt strong", week.start + timedelta(days=1), True)
    text = compose(week, "Sarah Kim", [message], []).lower()
    assert "squats felt strong" in text
    assert not any(word in text for word in ("stress", "pain", "adherence", "signal"))
