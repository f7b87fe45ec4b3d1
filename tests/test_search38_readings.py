"""h-search38's readings that need no store: the heart as a body system in the kinds table, a month's
note named at the end of a terse question, the trainer's first words asked about a thing, and a metric's weeks
past two offered after the records that belong to the question under the threshold.

Hand-written questions and records, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import asked_speaker, kinds, readings
from shared.domain.retrieval import Candidate
from shared.usecases import intent, search

THRESHOLD = 0.7


@pytest.mark.parametrize("record", ["the gp says atrial fibrillation, on warfarin now", "irregular heartbeat again",
                                    "cardiologist says it's angina", "palpitations on the stairs"])
def test_the_hearts_conditions_answer_the_heart_asked_plainly(record):
    assert kinds.relation_of_words("heart", record) == "narrower"


@pytest.mark.parametrize("asked,record", [("heart attack", "the gp says atrial fibrillation"),
                                          ("heart rate", "the gp says atrial fibrillation"),
                                          ("angina", "had a heart attack in 2019")])
def test_one_condition_of_the_heart_says_nothing_of_another(asked, record):
    assert kinds.relation_of_words(asked, record) == "sibling"


@pytest.mark.parametrize("question,named,rest", [
    ("nora weight july vs december note", "session_note", "nora weight july vs december"),
    ("his march notes", "session_note", "his march"),
    ("what did she note", None, "what did she note"),
    ("did she take note in july", None, "did she take note in july"),
])
def test_a_months_note_at_the_end_names_the_session_note(question, named, rest):
    assert intent.named_source(question) == (named, rest)


def test_a_thing_asked_at_the_start_is_read_apart_from_the_beginning():
    q = "what did i tell ravi about the rowing at the start"
    assert asked_speaker.told_first(q) == "ravi"
    assert asked_speaker.told_first_about(q) == "the rowing"
    assert asked_speaker.told(q) == asked_speaker.Told("ravi", "the rowing")  # not "the rowing at the start"
    assert asked_speaker.told_first_about("what did i tell ravi at the start") == ""
    assert asked_speaker.told("what did i tell ravi about the rowing") == asked_speaker.Told("ravi", "the rowing")


def _ts(day: int) -> float:
    return datetime(2031, 9, day, tzinfo=timezone.utc).timestamp()


def _week(day: int) -> Candidate:
    return Candidate(f"c-ana:resting_heart_rate:{day}", 0.4, 0.78 - day / 1000, {
        "sourceType": "metric_summary", "metric": "resting_heart_rate", "clientId": "c-ana", "ts": _ts(day),
        "text": f"Resting heart rate, week of Sep {day}: one reading"}, {"coverage": 0.5})


def test_a_metrics_crowd_leaves_a_place_for_the_record_under_the_threshold():
    weeks = [_week(d) for d in (1, 8, 15, 22, 29)]
    gp = Candidate("m-gp", 0.41, 0.67, {"sourceType": "message", "clientId": "c-ana", "ts": _ts(3),
                                        "text": "the gp says atrial fibrillation"}, {"coverage": 0.5})
    ranked = [*weeks[:4], gp, weeks[4]]
    first, later = readings.weeks_apart([c for c in ranked if c.relevance >= THRESHOLD])
    assert [c.id for c in first] == [weeks[0].id, weeks[1].id]
    assert [c.id for c in later] == [w.id for w in weeks[2:]]
    out = search.relevant_results(ranked, True, THRESHOLD, "what's going on with ana's heart")
    assert [c.id for c in out] == [weeks[0].id, weeks[1].id, "m-gp", *(w.id for w in weeks[2:])]
    assert out[2].relevance == THRESHOLD  # offered as the chat quotes it
    # A metric the question names keeps its weeks: they are what it asks, and fill the places.
    named = search.relevant_results(ranked, True, THRESHOLD, "ana's resting heart rate")
    assert [c.id for c in named] == [w.id for w in weeks]
