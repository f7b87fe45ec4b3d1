"""A record named by its ordinal answers a question asking its judgement of the client ("first note on marek,
what's his weak point"), whose words the note never uses (shared/domain/ordinal.py `asks_judgement`, h-fail55).
Hand-written questions, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import ordinal
from shared.domain.retrieval import Candidate


def _note(coverage: float) -> Candidate:
    return Candidate(id="sn-1", cosine=0.5, relevance=0.5,
                     metadata={"sourceType": "session_note", "ts": 1.0}, features={"coverage": coverage})


@pytest.mark.parametrize("question", [
    "first note on marek, what's his weak point",
    "first note on marek, what's his weak spot",
    "first note i did on marek, what was his weakness",
    "first note on marek, what's he doing wrong",
    "first note on marek, what does he need to work on",
])
def test_a_judgement_asked_is_answered_by_the_record_named(question):
    assert ordinal.asks_judgement(question)
    assert ordinal.answers(_note(0.0), True, question)


@pytest.mark.parametrize("question", [
    "his caffeine in my first note",
    "marek's quad strength in my last note",   # a measure, not a judgement
    "what did i say about his tree work on the call",
])
def test_another_topic_is_left_to_the_decision(question):
    assert not ordinal.asks_judgement(question)
    assert not ordinal.answers(_note(0.0), True, question)
    assert ordinal.answers(_note(0.4), True, question)
