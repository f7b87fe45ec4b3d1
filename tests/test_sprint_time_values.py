"""A time in seconds answers a question that asks for the time (asked_values._SAID["time"], read by
word_evidence.unheld_value and the period's value check).

Hand-written questions and records: "40 m sprint 5.02 s", "wall sit 45 s" and "20m 3.31" (a decimal
straight after the distance run) hold a time; a minutes-and-seconds time never fits one under a
minute. A decimal after a distance with another quantity's unit ("10 m 2.5 kg", "3m 1.5km") is no
time, nor is a body weight, a whole number glued to its "s" (an age, "in his 50s") or "3 sets", and
a record of the sprint without a number still does not answer."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import asked_values, word_evidence


def record(text: str, relevance: float = 0.9):
    return SimpleNamespace(id=text[:12], relevance=relevance, metadata={"text": text})


def test_seconds_written_with_a_bare_s_are_a_time():
    assert asked_values.holds_said_value(("time",), "testing day: 40 m sprint 5.02 s, broad jump 2.41 m")
    assert asked_values.holds_said_value(("time",), "flying 10 in 1.19s today")


def test_whole_seconds_written_apart_are_a_time():
    assert asked_values.holds_said_value(("time",), "Nia: wall sit 45 s, single-leg balance 30 s eyes closed")


def test_a_whole_number_glued_to_s_or_a_count_of_sets_is_no_time():
    assert not asked_values.holds_said_value(("time",), "her dad is in his 50s and fit as anything")
    assert not asked_values.holds_said_value(("time",), "did 3 sets of 8 on the leg press")


def test_a_decimal_right_after_the_distance_is_its_time():
    assert asked_values.holds_said_value(("time",), "tried the 20m again. 20m 3.31. legs felt good")
    assert asked_values.holds_said_value(("time",), "60 metres 7.68 at the indoor open")


def test_a_decimal_after_a_distance_with_another_unit_is_no_time():
    assert not asked_values.holds_said_value(("time",), "farmer carry 10 m 2.5 kg plates each side")
    assert not asked_values.holds_said_value(("time",), "warm up 3m 1.5km easy")
    assert not asked_values.holds_said_value(("time",), "weighed in at 71.4 this morning")
    assert not asked_values.holds_said_value(("time",), "sprint felt sharp, no tightness")


def test_a_sprint_time_answers_the_time_asked():
    pool = [record("tried the 20m again. 20m 3.31. legs felt good"), record("see you thursday", 0.4)]
    assert word_evidence.unheld_value("nia 20m time in june", pool, 0.7) == ""
    pool = [record("testing day: 40 m sprint 5.02 s, broad jump 2.41 m")]
    assert word_evidence.unheld_value("nia's 40m sprint time", pool, 0.7) == ""
    pool = [record("Nia: wall sit 45 s, single-leg balance 30 s eyes closed")]
    assert word_evidence.unheld_value("nia's wall sit time", pool, 0.7) == ""


def test_a_record_of_the_sprint_without_a_time_still_does_not_answer():
    pool = [record("20m sprints on the track today, felt sharp"), record("see you thursday", 0.4)]
    assert word_evidence.unheld_value("nia 20m time in june", pool, 0.7) == "time"


def test_seconds_in_a_sentence_of_another_thing_are_no_time_of_the_event():
    # A note lists several measures: the wall sit's "45 s" is no time of the shuttle run it names in
    # another sentence, while the sentence that names the wall sit gives its time.
    note = "Nia: back training after the ankle. Shuttle run done, no pain. Wall sit 45 s."
    pool = [record(note), record("shuttle run again on friday", 0.8)]
    assert word_evidence.unheld_value("nia's shuttle run time", pool, 0.7) == "time"
    assert word_evidence.unheld_value("nia's wall sit time", [record(note)], 0.7) == ""
