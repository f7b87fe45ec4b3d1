"""A unit the question names is said by a value of its quantity in any unit (asked_values._MEASURE_WORDS,
sameness.means): "her 5k in miles" of a record that says "5k", "how far did he ride in km" of "30 miles",
"is he under 12 stone" of "74.5 kg". A unit of another quantity never says it, nor a sum of money or a
steps count in thousands. And "how many steps up the tower" is answered by a count said with its noun
("311 steps"), no day's count in thousands (asked_values._SAID, word_evidence.unheld_value).

Hand-written questions (keyword text) and records, none of a benchmark set's."""

from __future__ import annotations

import pytest

from shared.domain import asked_values, sameness, word_evidence
from shared.domain.retrieval import coverage, missing_words
from shared.ports.keywords import tokens
from tests.candidates import candidate
from tests.candidates import client_record as record

# (question's keyword text, the unit asked, a record giving the value in another unit)
CONVERTED = [
    ("aisha 5k in miles", "miles", "parkrun 5k this morning, 24:10"),
    ("how far did ben cycle in km", "km", "rode 30 miles into a headwind"),
    ("how far did ben cycle in miles", "miles", "48 km loop, legs gone"),
    ("is tom under 12 stone", "stone", "weighed in at 74.5 kg"),
    ("her weight in kg", "kg", "down to 10 st 4 at the club"),
    ("his weight in lbs", "lbs", "88 kilos on the gym scales"),
    ("how many minutes was the swim", "minutes", "open water swim 1:02:30"),
]
# (question's keyword text, the unit asked, a record holding no value of its quantity)
NOT_CONVERTED = [
    ("how far did ben cycle in km", "km", "weighed in at 74.5 kg"),  # a weight is no distance
    ("aisha 5k in miles", "miles", "raised £10k for the hospice"),  # money
    ("how far did ben walk in km", "km", "12k steps yesterday"),  # a steps count
    ("is tom under 12 stone", "stone", "rode 30 miles into a headwind"),  # a distance is no weight
    ("how many minutes was the swim", "minutes", "swam 2 km in the lake"),  # a distance is no time
    ("his weight in stone", "stone", "agility test 16.5, sprint 1.84"),  # a bare decimal has no unit
]


@pytest.mark.parametrize("question, unit, text", CONVERTED)
def test_a_unit_asked_is_said_by_a_value_of_its_quantity_in_another_unit(question: str, unit: str, text: str) -> None:
    assert sameness.word_in(unit, question, record(text))
    assert tokens(unit)[0] not in missing_words(question, record(text))
    assert coverage(unit, record(text)) == 1.0


@pytest.mark.parametrize("question, unit, text", NOT_CONVERTED)
def test_a_unit_is_never_said_by_another_quantity_money_or_a_steps_count(question: str, unit: str, text: str) -> None:
    assert not sameness.word_in(unit, question, record(text))
    assert coverage(unit, record(text)) == 0.0


def test_the_word_time_is_still_not_said_by_a_value_alone() -> None:
    # Only the units name a time: "time" or "split" asked is of a thing (the swim's or the run's).
    assert not sameness.word_in("split", "priya run split", record("swim was 39 min, choppy"))
    assert sameness.word_in("mins", "how many mins was the swim", record("swim was 39 min, choppy"))


def test_a_count_said_with_its_noun_answers_how_many_steps() -> None:
    asked = "how many steps up the clock tower"
    assert asked_values.asked_value(asked) == ("steps",)
    assert word_evidence.unheld_value(asked, [candidate("climbed the clock tower, 311 steps, knees ok")], 0.7) == ""
    assert word_evidence.unheld_value(asked, [candidate("climbed the clock tower, legs burning")], 0.7) == "steps"
    # A step said as a thing done is no count.
    assert not asked_values.holds_said_value(("steps",), "small steps this week, baby steps")
