"""h-gate61: "where did <client> go for <a named day>", asked again with the period's name (chat/read_again.py
`period_name`), is answered by the period's record that gives a place, though it never says "go".

Sentences and names are the helper's own."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import going_places
from shared.usecases.chat import read_again


def _taken(question: str, topic: str, *texts: str) -> bool:
    reading = SimpleNamespace(question=question, topic=topic)
    again = SimpleNamespace(prompt=SimpleNamespace(sources=[SimpleNamespace(metadata={"text": t}) for t in texts]))
    return read_again._says_an_own_word(reading, again)


def test_a_where_question_of_a_verb_of_going_only():
    assert going_places.asks_where_gone("where did go for easter", "go travel")
    assert going_places.asks_where_gone("where's going for christmas", "going travel")
    assert going_places.asks_where_gone("where is he heading at half term", "heading")
    # A thing asked beside the verb, another question word, or no topic at all: not this reading.
    assert not going_places.asks_where_gone("where did go for dinner at easter", "go dinner")
    assert not going_places.asks_where_gone("when did go for easter", "go travel")
    assert not going_places.asks_where_gone("what did do at easter", "")


def test_the_periods_record_giving_a_place_answers_where_the_client_went():
    assert _taken("where did go for easter", "go travel", "Off to a cottage at Padstow for Easter with the boys.")
    assert _taken("where's going for christmas", "going travel", "Flying out to Lanzarote on the 23rd. Christmas by the pool!")


def test_a_record_naming_the_period_alone_tells_no_place_and_the_refusal_stands():
    assert not _taken("where did go for easter", "go travel", "happy easter x")
    assert not _taken("where did go for easter", "go travel", "Easter weekend, no session, back on the tuesday.")
    # A thing of the question's own still has to be said (the rule before): a deadlift never told.
    assert not _taken("what was his deadlift at easter", "deadlift", "Off to a cottage at Padstow for Easter.")
