"""A message of one person dated by the client's event (shared/domain/said_by.py, search.event_period):
hand-written questions, none from a benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain import said_by
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter
from shared.usecases import search

AT = datetime(2027, 3, 12, 9, 0, tzinfo=timezone.utc)
NAMES = ("Ottilie Brandt", ["Ottilie Brandt", "Cosmo Reyes"])


@pytest.mark.parametrize(
    "question",
    [
        "anything from gregor after the regatta?",
        "any texts from her dad after the final",
        "ulrikes message during the tournament",
        "her husband's email before the op",
        "what did wenonah say after the marathon",
        "what did her sister text me while she was in hospital",
        "did tobias ring after the crash",
    ],
)
def test_a_persons_message_is_asked(question):
    assert said_by.asks_what_one_said(question)


@pytest.mark.parametrize(
    "question",
    [
        "what did i tell her after the op",       # the trainer's advice may come before its event
        "what did you say after the regatta",
        "what did he say after the final",        # a pronoun alone: the client's news
        "her knee after the regatta",
        "anything after the regatta",
        "that message after the crash",
    ],
)
def test_no_person_or_the_trainer_is_no_message_asked(question):
    assert not said_by.asks_what_one_said(question)


def _candidate(id_: str, relevance: float, ts: float) -> Candidate:
    return Candidate(id_, relevance, relevance, {"ts": ts, "text": id_}, {})


def _backends(threshold: float = 0.7) -> SimpleNamespace:
    return SimpleNamespace(settings=SimpleNamespace(relevance_threshold=threshold))


def test_a_persons_message_after_the_event_is_looked_for_after_it(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("regatta day", 0.9, AT.timestamp())])
    rest, when = search.event_period(_backends(), "coach", "anything from gregor after the regatta?",
                                     QueryFilter(client_id="ottilie"), *NAMES)
    assert rest == "anything from gregor ?"
    assert when is not None
    assert when.since == AT - timedelta(days=1) and when.until > AT + timedelta(days=7)


def test_a_persons_message_during_a_state_runs_from_its_start(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("heat", 0.9, AT.timestamp())])
    rest, when = search.event_period(_backends(), "coach", "ulrikes message during the heat",
                                     QueryFilter(client_id="ottilie"), *NAMES)
    assert rest == "ulrikes message"
    assert when is not None and when.since == AT - timedelta(days=1) and when.until >= AT + timedelta(days=28)


def test_the_clients_own_words_or_a_topic_around_the_event_stay_as_asked(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("regatta day", 0.9, AT.timestamp())])
    for question in ("what did ottilie say after the regatta", "ottilie's shoulder after the regatta",
                     "what did i tell ottilie after the regatta"):
        assert search.event_period(_backends(), "coach", question, QueryFilter(client_id="ottilie"), *NAMES) == (question, None)


def test_no_record_dating_the_event_leaves_the_question(monkeypatch):
    monkeypatch.setattr(search, "search_candidates", lambda *a: [_candidate("weak", 0.4, AT.timestamp())])
    question = "anything from gregor after the regatta?"
    assert search.event_period(_backends(), "coach", question, QueryFilter(client_id="ottilie"), *NAMES) == (question, None)
