"""What follows a record is offered within the request's filter and only when it says something, by
chatWithAI as by semanticSearch (follow_ons.offered): the search left out a reply written after the
period asked ("in May": the coach's answer on the 1st of June) and a reply that says nothing ("ok 👍"),
which the chat quoted.

Hand-written records, not from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import follow_ons
from tests.alike import ask_both, seed_chat

NOW = datetime(2026, 7, 1, 9, tzinfo=timezone.utc)


def _c(cid: str, text: str, ts: float, **marks) -> Candidate:
    return Candidate(cid, 0.5, 0.5, {"text": text, "ts": ts, "clientId": "noor", "sourceType": "message", **marks})


MAY = QueryFilter(client_id="noor", since_ts=100.0, until_ts=200.0, source_types=("message",))


def test_a_record_chosen_as_it_came_is_no_follow_on():
    chosen = _c("a", "knee sore after the 10k", 150.0)
    assert not follow_ons.added(chosen, {"a"})
    assert follow_ons.added(_c("a", "knee sore after the 10k", 150.0, reply=True), {"a"})  # quoted as a reply
    assert follow_ons.added(_c("b", "ice it twice a day", 160.0), {"a"})


@pytest.mark.parametrize("record, kept", [
    (_c("r", "ice it twice a day and skip the run", 160.0, reply=True), True),
    (_c("r", "ice it twice a day and skip the run", 260.0, reply=True), False),  # after the period
    (_c("r", "ok 👍", 160.0, reply=True), False),                                # says nothing
])
def test_what_follows_is_offered_within_the_filter_when_it_says_something(record, kept):
    assert follow_ons.offered(record, MAY) is kept


@pytest.mark.emulator
def test_chat_and_search_leave_out_a_reply_that_says_nothing(db, backends):
    seed_chat(db, backends, "noor", "Noor Haddad", [
        ("n-sore", "knee was sore after the 10k on sunday, swollen on the outside", "Noor Haddad", "noor",
         datetime(2026, 6, 10, 9, tzinfo=timezone.utc)),
        ("c-ok", "ok 👍", "Coach", "coach", datetime(2026, 6, 10, 9, 30, tzinfo=timezone.utc)),
    ])
    asked = ask_both(backends, "what did noor say about her knee after the 10k?", NOW)
    assert asked.offered[:1] == asked.returned[:1] == ["n-sore"]
    assert "c-ok" not in asked.offered and "c-ok" not in asked.returned
