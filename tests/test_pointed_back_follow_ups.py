"""A follow-up that points at one of the records the previous turn quoted ("the first number she sent
was?", "the corrected one or the first?", "and where was the extra one from?") and names no thing of its
own is read as the previous question's words (intent.pointed_back): its own words ("first", "corrected",
"number") are what no record says.

Hand-written turns, not taken from any benchmark set."""

from __future__ import annotations

from shared.domain.prompt import Turn
from shared.usecases import intent

NAMES = ["Ines Parry", "Tobias Lund"]


def _after(previous: str) -> list[Turn]:
    return [Turn("user", previous), Turn("assistant", "On May 2 Ines wrote: …")]


def test_the_first_number_sent_asks_the_previous_thing():
    out = intent.pointed_back("the first number she sent was?", _after("ines's plank hold"), NAMES)
    assert out == "the plank hold she sent was?"
    assert "first" not in out and "number" not in out


def test_a_choice_between_two_pointers_reads_the_previous_thing_once():
    out = intent.pointed_back("that the corrected one or the first number he sent?",
                              _after("tobias bench 1rm"), NAMES)
    assert out == "that the bench 1rm or he sent?"


def test_the_extra_one_after_an_opener():
    assert intent.pointed_back("and where was the extra one from?", _after("how many gels did tobias take"),
                               NAMES) == "and where was the many gels take from?"


def test_the_latest_figure_with_a_pronoun():
    assert intent.pointed_back("what was the latest figure he sent", _after("tobias resting hr"),
                               NAMES) == "what was the resting hr he sent"


def test_the_previous_question_is_the_last_one_the_trainer_asked():
    turns = [Turn("user", "ines sleep"), Turn("assistant", "…"),
             Turn("user", "tobias vo2 max"), Turn("assistant", "…")]
    assert intent.pointed_back("and the second number?", turns, NAMES) == "and the vo2 max?"


def test_another_side_or_thing_is_not_a_pointer():
    # "the other one" is often the other knee, which the records may never give: kept as asked.
    assert intent.pointed_back("and the other one?", _after("ines's sore wrist"), NAMES) == ""
    assert intent.pointed_back("the new one?", _after("tobias's running shoes"), NAMES) == ""
    assert intent.pointed_back("and the other forearm?", _after("tobias's arm"), NAMES) == ""


def test_a_thing_of_its_own_is_not_a_pointer():
    # "rower" is a thing the question names: its own topic.
    assert intent.pointed_back("the first number he sent from the rower?", _after("tobias's 2k"), NAMES) == ""
    assert intent.pointed_back("and her first ferritin number?", _after("ines's iron"), NAMES) == ""


def test_no_previous_question_with_words_of_its_own():
    assert intent.pointed_back("the first number she sent was?", [], NAMES) == ""
    assert intent.pointed_back("the first number she sent was?", _after("ines?"), NAMES) == ""


def test_not_a_follow_up_is_not_read():
    # No pronoun, no opener: a question of its own.
    assert intent.pointed_back("the first one", _after("tobias's shoes"), NAMES) == ""
