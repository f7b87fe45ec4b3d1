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
from shared.domain.models import SearchRequest
from shared.usecases import indexing, period, search
from shared.usecases.chat import service
from shared.usecases.chat.models import ChatRequest

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
    from tests.factories import add_client, add_message, chat_id_for

    add_client(db, "coach", "noor", "Noor Haddad")
    for mid, text, at in HISTORY:
        add_message(db, "noor", mid, text, "Noor Haddad", at=at)
        assert indexing.sync_message(backends, chat_id_for("noor"), mid).outcome == "indexed"
    real = search.decide

    def decide(backends_, trainer_id, query, candidates, query_filter, roster):
        if query_filter.since_ts is not None:  # the period's own ranking: not answered
            return answerability.Decision(False, "nothing_relevant")
        return real(backends_, trainer_id, query, candidates, query_filter, roster)

    def in_period(backends_, trainer_id, whole, answered, when, threshold, budget, query=""):
        assert answered  # the whole history answers
        return [c for c in whole if c.metadata.get("sourceId") == "n-sore"]

    monkeypatch.setattr(search, "decide", decide)
    monkeypatch.setattr(period, "topic_in_period", in_period)
    return backends


@pytest.mark.emulator
def test_chat_and_search_offer_what_follows_a_periods_records_alike(period_not_answered):
    backends = period_not_answered
    prepared = service.prepare(backends, "coach", ChatRequest(message=QUESTION), now=NOW)
    assert prepared.outcome == "period_of_topic" and prepared.prompt is not None
    offered = [s.metadata.get("sourceId") for s in prepared.prompt.sources]
    results = search.semantic_search(backends, "coach", SearchRequest(query=QUESTION, limit=10), now=NOW).results
    returned = [r.messageId for r in results]
    # The record of the period, and the second turn of the same message, in both.
    assert offered[:2] == ["n-sore", "n-outside"]
    assert returned[:2] == ["n-sore", "n-outside"]
    assert "n-fine" not in returned  # June: outside the period asked
