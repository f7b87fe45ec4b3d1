"""h-follow33 (issue 14, docs/ANSWERS.md "h-follow33"): two readings of a follow-up's carried words.

- A sibling that compares the thread's thing with another time ("higher than in the summer?") asks nothing
  new of the thing: a later follow-up ("and the one before last") carries what was asked before it, not the
  comparison's words ("higher summer", which no record says beside the thing: blind28-011).
- A value asked again in another unit ("and in km/h", "in kg?") asks the thread's thing: the unit is frame,
  not a topic word (the records give the value in the other unit: "throw 52 mph"; blind28-252).
"""

from __future__ import annotations

import pytest

from shared.domain import question_frame
from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Aoife Byrne", "Frank Dyer"]


def _thread(*questions: str) -> list[Turn]:
    """The questions asked in one conversation, each answered with a record quoted."""
    turns: list[Turn] = []
    for n, q in enumerate(questions):
        turns += [Turn("user", q), Turn("assistant", "…", (f"m-{n}",))]
    return turns


@pytest.mark.parametrize("question", [
    "higher than in the summer?", "faster than at the start of july?", "better than in july?",
    "is it more than in march", "was that lower than last time", "and worse than before?",
])
def test_a_comparison_is_read_as_one(question):
    assert intent.compares(question)


@pytest.mark.parametrize("question", [
    "what did she say about her knee", "higher summer", "other than that?", "and her 30m?", "the one before last",
])
def test_other_questions_compare_nothing(question):
    assert not intent.compares(question)


def test_a_follow_up_after_a_comparison_carries_what_was_asked_before_it():
    turns = _thread("frank's jump", "higher than in the summer?")
    assert intent.carried_topic("and the one before last", turns, NAMES) == "jump"
    # Before the comparison a sibling's detail: carried as it would be without the comparison between.
    without = _thread("frank's jump", "and his 10m?")
    with_comparison = _thread("frank's jump", "and his 10m?", "higher than in the summer?")
    assert (intent.carried_topic("and the one before last", with_comparison, NAMES)
            == intent.carried_topic("and the one before last", without, NAMES))


def test_a_comparison_opening_the_conversation_is_still_its_own_topic():
    turns = _thread("higher than in the summer?")
    assert intent.carried_topic("and the one before last", turns, NAMES) == "higher summer"


@pytest.mark.parametrize("question", [
    "and in km/h", "in kg?", "what's that in miles", "and in stone", "so in lbs", "in m/s please", "and in kg",
])
def test_a_value_asked_in_another_unit_asks_the_threads_thing(question):
    assert question_frame.asks_thread_thing(question)


@pytest.mark.parametrize("question", [
    "and in the summer", "in march?", "and in her knee", "in my notes", "and in english", "kg?",
])
def test_other_in_phrases_are_no_unit_change(question):
    assert not question_frame.asks_thread_thing(question)


def test_the_unit_is_no_topic_word_of_the_follow_up():
    turns = _thread("frank's throw")
    assert intent.carried_topic("and in km/h", turns, NAMES) == "throw"
    turns = _thread("what does aoife weigh", "lighter than in february?")
    assert intent.carried_topic("and in kg", turns, NAMES) == "weigh"


def test_a_question_of_no_words_of_its_own_asked_at_an_earlier_time_carries_the_siblings_detail():
    # blind16-329: "what was she on before" asks what "dose?" asked (the medicine), before; as "and before" is read.
    turns = _thread("what's aoife on for the fibro", "dose?")
    assert intent.carried_topic("what was she on before", turns, NAMES) == "dose fibro"
    assert intent.carried_topic("and before", turns, NAMES) == "dose fibro"
    # Not one of its own words, nor one that asks no earlier time: the thing alone, as h-follow32 reads them.
    assert intent.carried_topic("what was she on", turns, NAMES) == "fibro"
    turns = _thread("what happened to aoife's ankle", "which side", "was it broken")
    assert intent.carried_topic("what grade", turns, NAMES) == "ankle"
