"""A value asked at one event or of one quantity, where the records hold another's (issue 14).

Hand-written questions and records (names no benchmark set uses):
- a decimal written with another quantity's unit ("148.2 mmHg", "61.0 bpm") is a reading of that
  quantity, and a mass followed by a count of reps ("deadlift 90 kg x 5") a load lifted: neither is a
  body weight (shared/domain/asked_values.py), so "<client> weight" over a history of blood-pressure
  summaries and lifting notes finds no weight;
- a time asked of an event ("time at the regatta", "lap time at <circuit>") is held only where a
  record that says the event, or the turn beside it, holds a time (word_evidence.unheld_value): a
  time of another day's swim does not answer "time for the 60 lengths".
"""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import asked_values, word_evidence
from tests.candidates import said_by


record = said_by("Oskar Lind", sender_id=True)


def known(word: str) -> bool:
    return word in {"oskar", "lind"}


# -- what a weight looks like -----------------------------------------------------------------------------

def test_a_reading_with_another_quantitys_unit_is_no_weight():
    assert asked_values.held("Systolic bp, week of Feb 3 (Oskar Lind): 1 reading: 148.2 mmHg") == frozenset()
    assert asked_values.held("Resting heart rate, 1 reading: 61.0 bpm") == frozenset()
    assert asked_values.held("shuttle 12.4 s today") == frozenset()


def test_a_load_lifted_for_reps_is_no_weight():
    assert asked_values.held("Deadlift 90 kg x 5, rows 40kg x8.") == frozenset()
    assert asked_values.held("squat 100 kg \u00d7 3") == frozenset()


def test_a_body_weight_is_still_read():
    # A weight written with its unit is also a "mass" (h-values31: what "in stone" or "in kg" asks), a bare
    # decimal in a body weight's range is a weight only; nothing else is read in either.
    assert asked_values.held("84.6 this morning") == frozenset({"weight"})
    for text in ("Weight 1 reading: 84.6 kg", "down to 13 st 2", "weighed 84.6kg", "deadlift 90 kg today"):
        assert asked_values.held(text) == frozenset({"weight", "mass"}), text


# -- a time asked of an event ----------------------------------------------------------------------------

def test_time_at_an_event_asks_a_result():
    assert asked_values.asked_value("time at the regatta") == ("time",)
    assert asked_values.asked_value("time on the river loop") == ("time",)
    assert asked_values.asked_value("time for the 60 lengths") == ("time",)
    # A purpose or a period, not a result.
    assert asked_values.asked_value("time for a rest") == ()
    assert asked_values.asked_value("time in june") == ()
    assert asked_values.asked_value("what time at the pool") == ()


def test_a_time_of_another_swim_does_not_answer_the_event_asked():
    history = [record("swam 60 lengths at the lido today, shoulder fine", chat="c", ts=1000.0),
               record("Brilliant, well done!", relevance=0.3, chat="c", ts=1100.0, sender="Coach Ines"),
               record("open water mile done 38:10", relevance=0.5, chat="c", ts=90000.0)]
    assert word_evidence.unheld_value("time for the 60 lengths", history, 0.7, known) == "time"


def test_a_time_beside_the_event_answers():
    told = [record("swam 60 lengths at the lido today", chat="c", ts=1000.0),
            record("how long did it take?", relevance=0.3, chat="c", ts=1100.0, sender="Coach Ines"),
            record("open water mile done 38:10", relevance=0.5, chat="c", ts=90000.0)]
    # The time told in the turn beside the record of the event.
    replied = told[:2] + [record("52:40, felt easy", relevance=0.4, chat="c", ts=1150.0)]
    assert word_evidence.unheld_value("time for the 60 lengths", replied, 0.7, known) == ""
    # The time told with the event's name, in a record the ranking put low.
    named = told + [record("the 60 lengths took 51:05", relevance=0.2, chat="c", ts=5000.0)]
    assert word_evidence.unheld_value("time for the 60 lengths", named, 0.7, known) == ""


def test_a_time_of_an_event_no_record_names_is_read_as_before():
    # No record read says "regatta": any time read still answers, as before the binding.
    history = [record("2k on the river in 7:41", chat="c", ts=1000.0)]
    assert word_evidence.unheld_value("time at the regatta", history, 0.7, known) == ""


def test_a_time_told_bare_may_be_the_events():
    # "34:10 this morning" names no other event: it may be the regatta's, told in a record of its own.
    history = [record("regatta on saturday, nervous"), record("34:10 this morning", relevance=0.5)]
    assert word_evidence.unheld_value("time at the regatta", history, 0.7, known) == ""
    # A figure told with another event's words is that event's.
    other = [record("regatta on saturday, nervous"), record("erg test 7:02, legs gone", relevance=0.5)]
    assert word_evidence.unheld_value("time at the regatta", other, 0.7, known) == "time"


def test_a_heart_rate_asked_of_an_event_is_held_where_the_event_is_said():
    summaries = [record("Resting heart rate, week of Mar 4, 2024 (Oskar Lind): 1 reading: 49 bpm", relevance=0.9),
                 record("did 20 min on the treadmill today, felt dizzy after", relevance=0.8)]
    assert word_evidence.unheld_value("heart rate on the treadmill", summaries, 0.7, known) == "heart_rate"
    # The resting rate asked is held by the summaries ("resting" is a word of the thing).
    assert word_evidence.unheld_value("resting heart rate", summaries, 0.7, known) == ""
    # A rate told on the treadmill answers.
    told = summaries + [record("treadmill hr topped out at 171", relevance=0.5)]
    assert word_evidence.unheld_value("heart rate on the treadmill", told, 0.7, known) == ""


def part(doc: str, n: int, text: str, relevance: float = 0.8):
    """A part of a document indexed in parts (a call's transcript): no chat, its document's id."""
    return SimpleNamespace(id=f"transcript_segment:{doc}:{n}", relevance=relevance,
                           metadata={"text": text, "sourceType": "transcript_segment", "sourceId": doc})


def test_a_time_told_in_a_later_part_of_the_calls_transcript_answers():
    # The call is named in the transcript's first part, the split the coach gave in a later one
    # (said aloud, in words): one conversation, so the time of "the race plan call" is held.
    call = [part("tr-1", 0, "Video call: regatta race plan. Coach: Nine days out. Oskar: The start worries me."),
            part("tr-1", 1, "Coach: Hold two minutes ten a five hundred, then lift at the bridge.", 0.5)]
    assert word_evidence.unheld_value("on the regatta plan call what split did i give oskar", call, 0.7, known) == ""
    # Another call's part holds no time of this one.
    other = [call[0], part("tr-2", 1, "Coach: Hold two minutes ten a five hundred.", 0.5)]
    assert word_evidence.unheld_value("on the regatta plan call what split did i give oskar", other, 0.7, known) == "split"
