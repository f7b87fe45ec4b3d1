"""h-follow34 (issue 14, docs/ANSWERS.md "h-follow34"): two follow-ups that ask the thread's thing again.

- A comparison of the thing with another time opened by "how much" ("how much quicker than in january" after
  "<name>'s 20m sprint") is a comparison as "quicker than in august?" is: its comparative is frame, the thing's
  values answer it (the records never say "quicker"; read as a topic word it was refused: blind29-010, -538).
- A unit asked again arrives with its other spellings added by the chat's plain-speech reading ("and in stone"
  as "and in stone st"): still the unit asked again, every word frame (blind29-424, refused on "stone").
"""

from __future__ import annotations

import pytest

from shared.domain import question_frame
from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Tia Baptiste", "Roy Tickner"]


def _thread(*questions: str) -> list[Turn]:
    """The questions asked in one conversation, each answered with a record quoted."""
    turns: list[Turn] = []
    for n, q in enumerate(questions):
        turns += [Turn("user", q), Turn("assistant", "…", (f"m-{n}",))]
    return turns


@pytest.mark.parametrize("question", [
    "how much quicker than in january", "how much quicker than", "how many seconds faster than in march?",
    "how much heavier than at christmas", "and how much lighter than in june", "how far further than last year",
])
def test_a_comparison_asked_by_how_much_is_a_comparison(question):
    assert intent.compares(question)


@pytest.mark.parametrize("question", [
    "how much did he lift", "how much is it now", "how much rather than", "how many other than her",
    "how much quicker", "how many sessions this week",
])
def test_how_much_questions_that_compare_nothing(question):
    assert not intent.compares(question)


def test_a_comparison_carries_the_threads_thing_with_no_words_of_its_own():
    turns = _thread("tia's 20m sprint")
    # Not read as a follow-up by its words alone (no pronoun, no opener): the comparison is what carries.
    assert not intent.is_follow_up("how much quicker than")
    assert intent.carried_topic("how much quicker than", turns, NAMES) == "20m sprint"
    assert intent.asks_thing_again("how much quicker than")
    # After a sibling of no words of its own the first question's thing, as before.
    turns = _thread("tia's 20m sprint", "and the one before last")
    assert intent.carried_topic("how much quicker than", turns, NAMES) == "20m sprint"


def test_a_question_that_compares_nothing_keeps_its_own_words():
    turns = _thread("tia's 20m sprint")
    assert not intent.asks_thing_again("how much did she bowl")
    assert intent.carried_topic("how many did she bowl out", turns, NAMES) == ""


@pytest.mark.parametrize("question", [
    "and in stone st", "and in stone st kg", "in lbs st?", "and in kilos kg", "in stone",
])
def test_a_unit_with_its_spellings_added_is_still_the_unit_asked_again(question):
    assert question_frame.asks_thread_thing(question)


@pytest.mark.parametrize("question", [
    "and in stone and pounds", "and in stone st since june", "in st helens", "and in kg her knee",
])
def test_a_unit_beside_other_words_is_not(question):
    assert not question_frame.asks_thread_thing(question)


def test_the_unit_with_its_spellings_carries_the_thing_alone():
    turns = _thread("roy's weight")
    assert intent.carried_topic("and in stone st", turns, NAMES) == "weight"
