"""A unit of time after what it measures ("sleep hrs", "training hours") is the question's frame: the
records give a value in whichever form of the unit ("5.5 h", "40 minutes"), never the word
(shared/domain/question_frame.py).

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import answerability
from shared.domain.question_frame import without_frame


@pytest.mark.parametrize("question, left", [
    ("ivo's check-in after the trip, sleep hrs", "ivo's check-in after the trip, sleep"),
    ("how were gwen's training hours in june", "how were gwen's training in june"),
    ("walk mins on her first week", "walk on her first week"),
    ("nap minutes before the race", "nap before the race"),
])
def test_a_time_unit_after_what_it_measures_is_the_frame(question, left):
    assert without_frame(question) == left


@pytest.mark.parametrize("question", [
    "she did 10 hours on the bike",       # after a number: the value itself
    "hours of sleep on nights",           # the unit first: the topic
    "what are his resting hr numbers",    # "hr" is a heart rate
    "his hours at the depot",             # after a possessive: the topic
])
def test_the_unit_stays_elsewhere(question):
    assert without_frame(question) == question


def test_the_decision_no_longer_misses_the_unit():
    # The record gives the value in another form of the unit: no word of the question is missing.
    record = {"text": "Weekly check-in of Ivo: sleep 5.5 h per night, stress 6/10"}
    words = answerability.decision_words("ivo's check-in, sleep hrs")
    assert "hrs" not in words.split()
    assert answerability.unsaid_words(words, [record]) == []
