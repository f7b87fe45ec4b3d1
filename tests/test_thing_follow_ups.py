"""A follow-up about "it" or of frame words alone ("why did it go up?", "by how much?", "how long is
it?", "what was it in april?") leans on the previous turn for its client and its topic.

Hand-written turns, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Bea Orton", "Lyle Mensah"]


@pytest.mark.parametrize("question", [
    "why did it go up?",
    "what was it in march?",
    "how long is it?",
    "by how much?",
    "how many?",
])
def test_a_question_about_it_or_of_frame_words_alone_is_a_follow_up(question):
    assert intent.is_follow_up(question)


@pytest.mark.parametrize("question", [
    "did anyone mention marathon training?",
    "which clients have a sore knee",
])
def test_a_question_with_a_topic_of_its_own_and_no_it_is_not(question):
    assert not intent.is_follow_up(question)


def test_a_question_about_it_carries_the_previous_topic_besides_its_own():
    turns = [Turn("user", "beas ferritin"), Turn("assistant", "The lab panel of May 2 …")]
    assert intent.carried_topic("why did it go up?", turns, NAMES) == "ferritin"
    assert intent.carried_topic("what was it", turns, NAMES) == "ferritin"


def test_frame_words_alone_carry_the_previous_topic():
    turns = [Turn("user", "where did lyle race his bike"), Turn("assistant", "At Hillingdon …")]
    assert intent.carried_topic("by how much?", turns, NAMES) == "race bike"
    assert intent.carried_topic("how long is it?", turns, NAMES) == "race bike"


def test_it_as_an_object_asks_of_the_questions_own_topic():
    # "for it": the question asks of the operation, its own topic; "she" still makes it a follow-up.
    turns = [Turn("user", "beas ankle"), Turn("assistant", "…")]
    assert intent.carried_topic("did she need an operation for it?", turns, NAMES) == ""
    assert not intent.points_back("did she need an operation for it?")
    assert intent.points_back("it's gone up again?")


def test_a_question_with_its_own_topic_and_no_it_still_carries_nothing():
    turns = [Turn("user", "beas ferritin"), Turn("assistant", "…")]
    assert intent.carried_topic("what did lyle say about his shoulder", turns, NAMES) == ""


@pytest.mark.parametrize("question, asks", [
    ("what was it", True),          # "what was it in april?" once the period is out
    ("and ?", True),                # "and in june?"
    ("what did she say", False),    # "what did she say in july?": her news of July
])
def test_it_in_a_period_asks_the_previous_topic_then(question, asks):
    assert intent.asks_topic_in_period(question, intent.topic(question)) is asks
