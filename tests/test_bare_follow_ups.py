"""A bare follow-up ("score?", "in kilos?", "scan was when?", "who else knows?"): a question of at most
three words with one word of its own, typed after a question about a client, asks about the previous
turn's client and thing (intent.is_bare, read by is_follow_up and carried_topic). Before, its one word
was read as a topic of its own: the client was not carried and the answer searched every client's
messages for the word alone.

Hand-written turns, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Ines Parry", "Tobias Lund"]


def _after(previous: str) -> list[Turn]:
    return [Turn("user", previous), Turn("assistant", "On May 2 Ines wrote: …")]


@pytest.mark.parametrize("question", ["score?", "in kilos?", "scan was when?", "who else knows?", "dose?"])
def test_a_bare_question_is_a_follow_up(question):
    assert intent.is_bare(question)
    assert intent.is_follow_up(question)


@pytest.mark.parametrize("question, previous, carried", [
    ("in kilos?", "tobias race weight", "race weight"),
    ("score?", "ines finished where at the regionals", "finished regionals"),
    ("scan was when?", "tobias / ankle / which side", "ankle side"),
    ("who else knows?", "is ines moving abroad", "moving abroad"),
])
def test_a_bare_question_carries_the_previous_topic(question, previous, carried):
    assert intent.carried_topic(question, _after(previous), NAMES) == carried


@pytest.mark.parametrize("question", [
    "anyone injured?",                 # asks across the roster
    "who knows?",                      # "who" without "else": across the roster
    "clients with knee pain?",         # across the roster, and two words of its own
    "knee pain after runs?",           # two words of its own: a question of its own
    "what did ines say about sleep",   # more than three words
])
def test_not_bare(question):
    assert not intent.is_bare(question)


def test_a_question_of_its_own_carries_nothing():
    assert intent.carried_topic("knee pain after runs?", _after("tobias race weight"), NAMES) == ""


def test_a_bare_topic_word_asks_its_own_topic_of_the_same_client():
    # "elbow?" after "tobias back": the elbow, not "elbow back"; the client still carries.
    assert intent.is_follow_up("elbow?")
    assert intent.carried_topic("elbow?", _after("tobias back"), NAMES) == ""
    assert intent.carried_topic("which side?", _after("tobias back"), NAMES) == "back"


def test_a_thing_of_the_clients_named_with_a_pronoun_is_not_bare():
    # "and his ferritin?" after "tobias vitamin d": the ferritin, not "ferritin vitamin d".
    assert not intent.is_bare("and his ferritin?")
    assert intent.carried_topic("and his ferritin?", _after("tobias vitamin d"), NAMES) == ""
