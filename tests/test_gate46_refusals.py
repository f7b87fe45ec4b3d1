"""h-gate46: wrongful refusals of first questions — a yes-or-no question asking which side, the weight's
change asked with "weight" named, and "this week" of a measure asked in the week's first days.

Sentences and names are the helper's own."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

from shared.domain import plain_speech, side_asked, side_whether, timeframe, week_so_far, word_evidence
from shared.usecases.chat import read_again


def record(text: str, relevance: float = 0.9) -> SimpleNamespace:
    return SimpleNamespace(metadata={"text": text}, relevance=relevance)


# -- a yes-or-no question asking which side ------------------------------------------------------------

def test_a_yes_or_no_question_asks_whether_the_side_is_the_one():
    for question in ("was the sprain on her left foot", "is his bad hip the right one",
                     "did she get the rash on her left arm", "so was it the right wrist"):
        assert side_whether.asks_whether_side(question), question
    # A side named as given ("pia's right wrist"), or asked of the thing on it now or again: read as before.
    for question in ("pia's right wrist", "how is her left knee", "is her right knee still sore",
                     "has she hurt the left one again", "is the right shoulder any better"):
        assert not side_whether.asks_whether_side(question), question


def test_the_other_side_answers_whether_but_refuses_the_side_asked_as_given():
    pool = [record("physio says a strain in the left calf, two weeks off running", 0.85)]
    assert word_evidence.other_side("how is her right calf", pool, 0.7) == "right calf"
    assert word_evidence.other_side("was it her right calf", pool, 0.7) == ""
    assert word_evidence.other_side("did she strain her right calf", pool, 0.7) == ""
    assert word_evidence.other_side("is her right calf still tight", pool, 0.7) == "right calf"


def test_a_side_never_said_of_a_thing_no_part_of_the_body():
    left = [record("The scan shows a small cyst on the left side of the kidney")]
    assert side_asked.unsaid_side("what about the right side", ["right"], left, 0.5) == "right side"
    assert side_asked.unsaid_side("was the cyst on the right side", ["right"], left, 0.5) == ""


# -- the weight's change asked with the weight named ---------------------------------------------------

def test_how_much_weight_lost_reads_the_verb_as_the_weights_change():
    read = plain_speech.with_record_words("how much weight has nell lost since march")
    assert read == "how much weight has nell lost kg since march"
    assert plain_speech.as_typed(read) == "how much weight has nell lost since march"
    assert plain_speech.with_record_words("how much weight did he gain over the winter") == \
        "how much weight did he gain kg over the winter"
    assert plain_speech.with_record_words("how much weight has he dropped in the summer") == \
        "how much weight has he dropped kg in the summer"
    # A thing's weight, a possessive before the verb, a place lost in: left as typed.
    for question in ("how much weight has her horse lost", "how much weight has the bar lost",
                     "how much weight has nell lost in the gym"):
        assert plain_speech.with_record_words(question) == question, question


# -- "this week" of a measure asked in the week's first days ------------------------------------------

MONDAY_MORNING = datetime(2031, 3, 10, 9, 0, tzinfo=timezone.utc)  # a Monday


def _week(question: str, now: datetime) -> timeframe.Timeframe | None:
    return timeframe.extract(question, now)[1]


def test_this_week_asked_early_reaches_back_to_the_monday_before():
    when = _week("otto resting hr this week", MONDAY_MORNING)
    wider = week_so_far.last_seven_days(when, MONDAY_MORNING)
    assert wider is not None and wider.since == datetime(2031, 3, 3, tzinfo=timezone.utc)
    assert wider.until == when.until
    tuesday = MONDAY_MORNING + timedelta(days=1, hours=3)
    assert week_so_far.last_seven_days(_week("otto steps this week", tuesday), tuesday) is not None
    # Later in the week, or another period: the calendar reading stands.
    thursday = MONDAY_MORNING + timedelta(days=3)
    assert week_so_far.last_seven_days(_week("otto steps this week", thursday), thursday) is None
    assert week_so_far.last_seven_days(_week("otto steps last week", MONDAY_MORNING), MONDAY_MORNING) is None
    assert week_so_far.last_seven_days(None, MONDAY_MORNING) is None


def test_a_record_of_the_days_before_answers_only_by_the_measure_with_a_number():
    assert week_so_far.gives_measure("bp", ["diastolic and systolic bp averaged 128 over the week"])
    assert week_so_far.gives_measure("steps", ["averaged 9,100 steps a day"])
    assert not week_so_far.gives_measure("bp", ["nurse checked my bp, all fine"])
    assert not week_so_far.gives_measure("steps", ["ran 10 km on sunday"])
    assert not week_so_far.gives_measure("training", ["3 sessions done"])


def test_the_chat_reads_the_week_so_far_again_after_the_readings_of_things_and_periods():
    # After every other reading of a refused question but the loosest (a follow-up's own words alone, kept last:
    # test_follow32_own_words_alone) and the client named by their profile's words (h-fail58: asked only when
    # every reading of the roster's question was refused): a reading that stands first keeps its answer.
    labels = [entry.label for entry in read_again.WAYS]
    assert labels[-3:] == ["week_so_far", "described_client", "own_words"]


# -- one number of a blood pressure asked by its name ----------------------------------------------------

def test_a_diastolic_or_systolic_reads_the_pressure_words_after_it():
    read = plain_speech.with_record_words("what was ivo's diastolic at the clinic")
    assert read == "what was ivo's diastolic bp blood pressure at the clinic"
    assert plain_speech.as_typed(read) == "what was ivo's diastolic at the clinic"
    # The pressure named already: nothing added.
    for question in ("his systolic blood pressure", "her diastolic bp"):
        assert plain_speech.with_record_words(question) == question, question
