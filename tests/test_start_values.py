"""A question about the first value of a quantity ("what did she weigh at the start", "and when he started", "how
much has he lost since july") is answered with the oldest records that hold a value of it in front: the first
someone wrote (the intake, the first note), then the device's first weekly summary (h-pick43;
shared/domain/start_values.py, service._relevant). Any other question keeps its order. Hand-written questions,
names and messages, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import asked_values, start_values
from shared.domain.retrieval import Candidate


@pytest.mark.parametrize("question", [
    "what did nia weigh at the start", "and when she started", "how heavy was otis to begin with",
    "his starting weight", "her first reading", "how much has nia lost since march",
    "how many kg has otis gained", "how far has her resting heart rate dropped", "at first?",
])
def test_a_start_or_a_change_is_asked(question):
    assert start_values.asks_start(question)


@pytest.mark.parametrize("question", [
    "what does nia weigh now", "how is otis's weight", "when did she start the tablets?", "what did she lose",
    "first session went well?",
])
def test_any_other_question_asks_no_start(question):
    assert not start_values.asks_start(question)


def _record(rid: str, text: str, day: int, source: str = "message", relevance: float = 0.5) -> Candidate:
    return Candidate(rid, 0.0, relevance, {"clientId": "nia", "sourceType": source, "text": text,
                                           "ts": float(day * 86400)})


def test_the_oldest_written_value_then_the_first_summary_lead():
    intake = _record("intake", "hi, nia, 41, 88 kg and want to lose a stone", 1)
    chat = _record("chat", "can we move tuesday?", 0)
    goal = _record("goal", "Goal: weight 80 kg by june", 0, "health_goal")
    first_week = _record("w01", "weight, week of 2 jan: 87.6 kg", 2, "metric_summary")
    newest = _record("w26", "weight, week of 24 june: 81.2 kg", 170, "metric_summary")
    later = _record("later", "82 kg this morning!", 160)
    chosen = [newest, later]
    led = start_values.leading("what did nia weigh at the start", chosen, [chat, goal, first_week, intake, newest,
                                                                          later], 0.3, ("weight",))
    assert [c.id for c in led] == ["intake", "w01", "w26", "later"]
    # Below the floor, a record does not lead.
    faint = _record("faint", "88 kg", 0, relevance=0.1)
    assert start_values.leading("her weight at the start", chosen, [faint], 0.3, ("weight",)) == chosen


def test_no_start_asked_or_no_value_held_changes_nothing():
    newest = _record("w26", "weight, week of 24 june: 81.2 kg", 170, "metric_summary")
    intake = _record("intake", "hi, nia, 41, 88 kg", 1)
    assert start_values.leading("what does nia weigh now", [newest], [intake, newest], 0.3, ("weight",)) == [newest]
    assert start_values.leading("her weight at the start", [newest], [intake], 0.3, ()) == [newest]
    assert start_values.leading("her weight at the start", [newest], [_record("x", "hello", 0)], 0.3,
                                ("weight",)) == [newest]


@pytest.mark.parametrize("question", [
    "what did he start at", "and what weight did she start from?", "so what did they start at",
    "and before she tore it", "was it lower before he got ill",
])
def test_the_value_started_at_is_a_start(question):
    # h-pick45: "what did he start at" after "<name>'s weight" asks the first value, as "at the start" does.
    assert start_values.asks_start(question)


@pytest.mark.parametrize("question", [
    "when did he start at the gym", "what did she start on", "where did he start from",
    "what did she weigh before christmas", "how was he before the op",
])
def test_a_start_date_place_or_medicine_asks_no_value(question):
    assert not start_values.asks_start(question)


@pytest.mark.parametrize("text", [
    "bp 128 at the gp today", "the practice nurse says her blood pressure's 149.", "systolic down to 125",
    "BP: 141, better", "bp 150/95 again",
])
def test_a_systolic_alone_after_its_name_is_a_blood_pressure(text):
    assert start_values.holds_value(("blood_pressure",), text)


@pytest.mark.parametrize("text", [
    "bp fine, 150 mg of the new stuff", "bp 60", "bp 13.5", "blood pressure 2023 was worse", "squat 140 kg",
])
def test_other_numbers_near_bp_are_no_reading(text):
    assert not start_values.holds_value(("blood_pressure",), text)


def test_a_quantity_is_named_by_its_table_words():
    assert "systolic" in asked_values.naming_words("blood_pressure").split()
    assert asked_values.naming_words("no such quantity") == ""


def test_a_follow_up_measuring_nothing_takes_its_threads_quantity():
    # "what did he start at" after "otis weight": the thread's question names the quantity; a question that
    # measures one keeps its own.
    from shared.usecases import quantity_lead

    assert quantity_lead._quantities("what did he start at", [], "otis weight") == ("weight",)
    assert quantity_lead._quantities("his bp at the start", [], "otis weight") == ("blood_pressure",)
    assert quantity_lead._quantities("what did he start at", [], "") == ()
