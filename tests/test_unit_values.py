""""and in stone?" after "<name>'s weight": the thread's thing is carried however the question's spelling was widened,
and the records giving the value in the unit asked lead (shared/domain/unit_values.py, intent.carried_topic).
Hand-written words and records, not taken from any benchmark set."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import unit_values
from shared.domain.retrieval import Candidate
from shared.usecases import intent


def _record(rid: str, text: str, relevance: float = 0.8) -> Candidate:
    return Candidate(rid, 0.0, relevance, {"clientId": "jo", "sourceType": "message", "text": text})


WEEK = _record("week", "Weight, week of 3 March: 1 reading: 80.4 kg", 0.9)
SCALES = _record("scales", "12 st 9 on the bathroom scales, finally", 0.6)
SAINT = _record("saint", "st andrews day ceilidh, danced till midnight", 0.7)


def test_the_unit_asked():
    assert unit_values.asked_unit("and in stone?") == "stone"
    assert unit_values.asked_unit("in stone please") == "stone"
    assert unit_values.asked_unit("what about in miles") == "miles"
    assert unit_values.asked_unit("and in km/h") == "km/h"
    assert unit_values.asked_unit("in km") == "kilometres"
    assert unit_values.asked_unit("what did she weigh in stone at the start") is None  # a question of its own


def test_a_value_held_in_a_unit_needs_its_number():
    assert unit_values.holds("stone", "12 st 9 on the scales") and unit_values.holds("stone", "down to 12st")
    assert not unit_values.holds("stone", "st andrews day ceilidh")
    assert unit_values.holds("kilometres", "a gentle 8k loop") and not unit_values.holds("metres", "ran for 12 min")


def test_the_records_in_the_unit_asked_lead():
    led = unit_values.leading("and in stone?", [WEEK, SAINT], [WEEK, SAINT, SCALES], 0.4)
    assert [c.id for c in led] == ["scales", "week", "saint"]
    # None in that unit, or below the floor: the records as they were.
    assert unit_values.leading("and in pounds?", [WEEK, SAINT], [SCALES], 0.4) == [WEEK, SAINT]
    assert unit_values.leading("and in stone?", [WEEK], [_record("faint", "12 st 9", 0.1)], 0.4) == [WEEK]
    assert unit_values.leading("jo's weight", [WEEK], [SCALES], 0.4) == [WEEK]


def test_the_thing_is_carried_with_the_records_spelling_added():
    turns = [SimpleNamespace(role="user", text="jo's weight", sources=()),
             SimpleNamespace(role="assistant", text="…", sources=("week",))]
    for asked in ("in stone", "in stone st", "in kg kilos"):
        assert intent.carried_topic(asked, turns, ["Jo Bloggs"]) == "weight", asked
