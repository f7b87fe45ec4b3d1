"""A value asked that no relevant record gives (asked_values.asked_value, word_evidence.unheld_value).

Hand-written questions and records: "her parkrun time" asks for a number, and records that speak of
the parkrun without one ("booked the parkrun for saturday", "what time do we meet?") do not answer it;
a record with a time ("27:41") does, and so does the reply beside a relevant turn. A question of how a
thing went ("how did the parkrun go"), of the time of day ("what time is the session") or of "the same
time" asks no value and is left to the other evidence."""

from __future__ import annotations

from types import SimpleNamespace

from shared.domain import asked_values, word_evidence
from shared.domain.answerability import AnswerabilityModel, Evidence, decide

MODEL = AnswerabilityModel({"unmatched_salience": -7.0}, 0.5, 0.2)


def record(text: str, relevance: float = 0.9, chat: str | None = None, ts: float | None = None, sender: str = "c"):
    meta = {"text": text}
    if chat is not None:
        meta.update(chatId=chat, ts=ts, senderId=sender)
    return SimpleNamespace(id=text[:12], relevance=relevance, metadata=meta)


def test_a_word_that_names_the_value_asks_for_it():
    assert asked_values.asked_value("her parkrun time") == ("time",)
    assert asked_values.asked_value("what was his half marathon time?") == ("time",)
    assert asked_values.asked_value("whats her pace on the long run") == ("time",)
    assert asked_values.asked_value("his 400m splits") == ("time",)
    assert asked_values.asked_value("last blood pressure reading") == ("blood_pressure",)
    assert asked_values.asked_value("deadlift rpe last week") == ("rpe",)


def test_how_a_thing_went_the_time_of_day_and_same_time_ask_no_value():
    assert asked_values.asked_value("how did the parkrun go") == ()
    assert asked_values.asked_value("how is her blood pressure") == ()
    assert asked_values.asked_value("what time is the session on friday") == ()
    assert asked_values.asked_value("same time next week?") == ()
    assert asked_values.asked_value("first time on the rower") == ()
    assert asked_values.asked_value("how is the knee") == ()


def test_records_of_the_thing_without_a_value_do_not_answer():
    pool = [record("booked the parkrun for saturday"), record("what time do we meet?", 0.8),
            record("legs heavy today", 0.3)]
    assert word_evidence.unheld_value("parkrun time", pool, 0.7) == "time"
    pool = [record("the GP changed my blood pressure tablets"), record("feeling dizzy in the mornings", 0.75)]
    assert word_evidence.unheld_value("blood pressure reading", pool, 0.7) == "reading"
    assert word_evidence.unheld_value("bench rpe", [record("bench felt heavy, grip slipping")], 0.7) == "rpe"


def test_a_value_of_the_kind_asked_answers():
    assert word_evidence.unheld_value("parkrun time", [record("parkrun done, 27:41, new pb")], 0.7) == ""
    assert word_evidence.unheld_value("parkrun time", [record("parkrun in 26 mins flat")], 0.7) == ""
    assert word_evidence.unheld_value("blood pressure reading", [record("nurse took it: 128/79")], 0.7) == ""
    assert word_evidence.unheld_value("bench rpe", [record("bench 100x3 @ 8.5")], 0.7) == ""


def test_a_value_of_another_kind_does_not_answer():
    # A weight is no race time, a set is no blood pressure.
    assert word_evidence.unheld_value("parkrun time", [record("parkrun then weighed 71.2kg")], 0.7) == "time"
    assert word_evidence.unheld_value("blood pressure reading", [record("squat 120x5 after the GP visit")], 0.7) == "reading"


def test_the_reply_beside_a_relevant_turn_and_the_best_few_are_read():
    asked = record("how did the parkrun go?", 0.9, chat="c1", ts=1000.0, sender="coach")
    reply = record("28:05, legs were dead", 0.2, chat="c1", ts=1060.0, sender="client")
    assert word_evidence.unheld_value("parkrun time", [asked, reply], 0.7) == ""
    # A record just under the threshold, among the best few, still answers.
    assert word_evidence.unheld_value("parkrun time", [record("signed up for parkrun"), record("25:30 today", 0.6)], 0.7) == ""


def test_a_question_that_asks_no_value_is_never_refused_here():
    pool = [record("booked the parkrun for saturday")]
    assert word_evidence.unheld_value("how did the parkrun go", pool, 0.7) == ""
    assert word_evidence.unheld_value("what time is parkrun", pool, 0.7) == ""
    assert word_evidence.unheld_value("parkrun time", [], 0.7) == ""


def test_decide_refuses_with_the_value_word_named():
    kept = Evidence(0.9, 1.0, 1.0)
    unheld = word_evidence.unheld_value("parkrun time", [record("booked the parkrun for saturday")], 0.7)
    refused = decide(0.9, 0.7, [], kept, MODEL, "", "", unheld)
    assert (refused.answerable, refused.reason, refused.absent_topic) == (False, "topic_absent", "time")
    assert decide(0.9, 0.7, [], kept, MODEL).answerable is True  # the model alone answers it


def test_time_as_a_count_a_stretch_or_a_thing_of_its_own_asks_no_value():
    assert asked_values.asked_value("how many times has she been to the pool this month") == ()
    assert asked_values.asked_value("which drill has he done multiple times") == ()
    assert asked_values.asked_value("when did she take time off work") == ()
    assert asked_values.asked_value("did he sign up for the time trial") == ()
    assert asked_values.asked_value("had she timed a mile before") == ()
    # A result's time with a word of when after it still asks for the value.
    assert asked_values.asked_value("her 5k time in may") == ("time",)
    assert asked_values.asked_value("his 10k time this year") == ("time",)


def test_a_value_said_in_words_answers():
    # A transcript or a chatty message says the number: the record is the answer.
    assert word_evidence.unheld_value("pace per km", [record("Coach: hold three minutes forty a kilometre")], 0.7) == ""
    assert word_evidence.unheld_value("marathon time", [record("finished in just over four hours")], 0.7) == ""
    assert word_evidence.unheld_value("blood pressure reading", [record("nurse said 131 over 84")], 0.7) == ""
    assert word_evidence.unheld_value("deadlift rpe", [record("top single, rpe of nine")], 0.7) == ""
    # A check-in's hours of sleep are no race time, "two sets of ten" no value at all.
    assert word_evidence.unheld_value("marathon time", [record("sleep 7 h per night, two sets of ten")], 0.7) == "time"
