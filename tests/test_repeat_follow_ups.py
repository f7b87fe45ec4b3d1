"""A follow-up asking for a thing made again ("and the retest?", "what about the rescan?") asks the
previous question's thing a second time: read as that thing and "again" (intent.repeated), since the
records say "tested again" or give the second reading without the word "retest".

Hand-written turns, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Ines Parry", "Tobias Lund"]


def _after(previous: str) -> list[Turn]:
    return [Turn("user", previous), Turn("assistant", "On May 2 Ines wrote: …")]


def test_a_retest_after_a_test_asks_the_test_again():
    assert intent.repeated("and the retest?", _after("ines's sit and reach test"), NAMES) == (
        "and the sit reach test again?")


def test_the_previous_questions_first_one_is_not_the_repeat():
    # "first": the retest is not the first one; a letter of a name ("vit b") stays.
    out = intent.repeated("what about the recheck?", _after("tobias first vit b level"), NAMES)
    assert out == "what about the vit b level again?"
    assert "first" not in out


def test_the_repeat_of_a_word_of_the_previous_question():
    # "trial" is no check repeated by its nature: the previous question said it.
    assert intent.repeated("and the retrial?", _after("tobias's drug trial"), NAMES) == (
        "and the drug trial again?")
    assert intent.repeated("and the retrial?", _after("tobias's knee"), NAMES) == ""


def test_the_repeated_question_names_the_thing_as_its_topic():
    out = intent.repeated("and the rescan?", _after("tobias shoulder scan"), NAMES)
    assert intent.topic(out, NAMES) == "shoulder scan"


@pytest.mark.parametrize("question, previous", [
    ("and the record?", "tobias bench press"),        # a record is no "cord" again
    ("and the refill?", "ines's inhaler"),             # "fill" is neither said before nor a check
    ("and the retest of his squat?", "tobias hop test"),  # a topic of its own besides the repeat
    ("the retest?", "tobias hop test"),                # no follow-up opener
    ("and the knee?", "tobias hop test"),              # no thing made again
])
def test_not_a_repeat(question, previous):
    assert intent.repeated(question, _after(previous), NAMES) == ""


def test_no_earlier_question_with_words_of_its_own():
    assert intent.repeated("and the retest?", [], NAMES) == ""
    assert intent.repeated("and the retest?", _after("tobias?"), NAMES) == ""
