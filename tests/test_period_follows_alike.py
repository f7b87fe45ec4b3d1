"""What follows a period's records, when the period's own ranking does not answer and the whole
history's best records in the period do (period.topic_in_period): chatWithAI offers them as it
offers an answered question's records (service._followed: what follows them, the record that leads,
a metric's weeks: accompanied.followed), as semanticSearch returns them (the same step). The chat offered only
their replies: a message the client sent in two turns ("knee was sore after" / "the swelling was on
the outside") lost its second turn in the chat and kept it in the search.

The period step itself is held fixed (its decision and its choice are stand-ins that pick the
record), so that the test reads only what follows. Hand-written records, not from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import answerability
from shared.usecases import period, search
from tests.alike import ask_both, seed_chat

NOW = datetime(2026, 7, 1, 9, tzinfo=timezone.utc)
HISTORY = [
    ("n-sore", "did the 10k on sunday, knee was sore after", datetime(2026, 5, 10, 9, 0, tzinfo=timezone.utc)),
    ("n-outside", "actually the swelling was on the outside of the knee, iced it twice",
     datetime(2026, 5, 10, 9, 1, tzinfo=timezone.utc)),
    ("n-fine", "knee feels fine now, back to full runs", datetime(2026, 6, 12, 9, tzinfo=timezone.utc)),
]
QUESTION = "how was noor's knee in May?"


@pytest.fixture
def period_not_answered(db, backends, monkeypatch):
    seed_chat(db, backends, "noor", "Noor Haddad", HISTORY)
    real = search.decide

    def decide(backends_, trainer_id, query, candidates, query_filter, roster, day=None):
        if query_filter.since_ts is not None:  # the period's own ranking: not answered
            return answerability.Decision(False, "nothing_relevant")
        return real(backends_, trainer_id, query, candidates, query_filter, roster, day)

    def in_period(backends_, trainer_id, whole, answered, when, threshold, budget, query=""):
        assert answered  # the whole history answers
        return [c for c in whole if c.metadata.get("sourceId") == "n-sore"]

    monkeypatch.setattr(search, "decide", decide)
    monkeypatch.setattr(period, "topic_in_period", in_period)
    return backends


@pytest.mark.emulator
def test_chat_and_search_offer_what_follows_a_periods_records_alike(period_not_answered):
    asked = ask_both(period_not_answered, QUESTION, NOW)
    assert asked.prepared.outcome == "period_of_topic"
    # The record of the period, and the second turn of the same message, in both.
    assert asked.offered[:2] == ["n-sore", "n-outside"]
    assert asked.returned[:2] == ["n-sore", "n-outside"]
    assert "n-fine" not in asked.returned  # June: outside the period asked
