"""h-when32: periods a question names that the records fall in or that bound what is quoted.

- a public period of a year before the tables began (the heatwave of 2017, the year's hottest day);
- "at the start of the year": its first months;
- a whole month's window ends before the next month's first midnight (a date-only record of the 1st is not of it);
- a record written after a period that names the day of what it reports ("calf strain 29 April") reports on that
  day, not on all of its month;
- a month not yet begun this year, asked of in the present or future tense, is a plan: no period gone by.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import event_dates, public_events, timeframe

UTC = timezone.utc
ASKED = datetime(2017, 7, 4, 9, 0, tzinfo=UTC)  # a roster whose records run February to June 2017


def _d(*a: int) -> datetime:
    return datetime(*a, tzinfo=UTC)


@pytest.mark.parametrize("question, rest", [
    ("gaz in the heatwave", "gaz"),
    ("how was tasha during the heatwave", "how was tasha"),
])
def test_the_heatwave_of_2017_is_read_from_the_table(question, rest):
    left, when = timeframe.extract(question, ASKED)
    assert when is not None and left == rest
    # 17-21 June 2017, padded three days each side; its own days are the core
    assert (when.since, when.until) == (_d(2017, 6, 14), _d(2017, 6, 25))
    assert when.core == (_d(2017, 6, 17), _d(2017, 6, 22))


def test_the_heatwave_asked_long_after_the_last_known_is_not_read():
    # the table's 2013 spell is no "the heatwave" of a question asked in June 2015 before that summer's
    assert public_events.find("gaz in the heatwave", _d(2015, 6, 1)) is None


def test_the_hottest_day_of_the_year_is_that_year_s_day():
    left, when = timeframe.extract("maureen on the hottest day of the year", ASKED)
    assert when is not None and left == "maureen"
    assert when.core == (_d(2017, 6, 21), _d(2017, 6, 22))
    # before this year's is known, last year's
    _, before = timeframe.extract("maureen on the hottest day of the year", _d(2017, 3, 1))
    assert before is not None and before.core == (_d(2016, 7, 19), _d(2016, 7, 20))


def test_the_hottest_day_said_as_a_topic_is_no_period():
    assert timeframe.extract("was that the hottest day of the year", ASKED)[1] is None


@pytest.mark.parametrize("question, rest", [
    ("what did i tell dylan at the start of the year", "what did i tell dylan"),
    ("gaz's weight at the beginning of the year", "gaz's weight"),
])
def test_the_start_of_the_year_is_its_first_two_months(question, rest):
    left, when = timeframe.extract(question, ASKED)
    assert when is not None and left == rest
    assert (when.since, when.until) == (_d(2017, 1, 1) - timedelta(days=3), _d(2017, 3, 1) + timedelta(days=3))


def test_since_the_start_of_the_year_still_runs_to_now():
    _, when = timeframe.extract("weight since the start of the year", ASKED)
    assert when is not None and when.until == ASKED


def test_a_month_s_window_leaves_out_the_next_month_s_first_midnight():
    _, when = timeframe.extract("ronnie's hip in january", ASKED)
    assert when is not None
    first_of_february = _d(2017, 2, 1).timestamp()  # a session note dated 1 February, kept at its midnight
    assert when.since.timestamp() <= _d(2017, 1, 31, 12).timestamp() <= when.until.timestamp()
    assert not when.until.timestamp() >= first_of_february


def test_yesterday_leaves_out_today_s_midnight():
    _, when = timeframe.extract("knee pain yesterday", ASKED)
    assert when is not None and when.until < _d(2017, 7, 4) and when.until > _d(2017, 7, 3, 23, 59)


NOTE = ("Gareth: HbA1c 58 to 49 mmol/mol (April). Right calf strain 29 April at the veterans' tournament, no scan, "
        "3 weeks no running. Weight 16 st 4 (103.4 kg).")
WRITTEN = _d(2017, 6, 26).timestamp()


def test_a_clause_naming_its_day_reports_on_that_day_not_its_month():
    easter = (_d(2017, 4, 11).timestamp(), _d(2017, 4, 21).timestamp())
    said = event_dates.reporting_clauses(NOTE, WRITTEN, *easter)
    assert "calf" not in said and "HbA1c" in said  # "(April)" alone still reports on the month
    april = (_d(2017, 4, 1).timestamp(), _d(2017, 4, 30, 23, 59, 59).timestamp())
    assert "calf strain 29 April" in event_dates.reporting_clauses(NOTE, WRITTEN, *april)


@pytest.mark.parametrize("question, asked", [
    ("where's gaz going in september", ASKED),
    ("where does tasha want to go in november", ASKED),
    ("what's euan got in march", _d(2017, 2, 3, 8)),
])
def test_a_month_to_come_asked_in_the_present_is_a_plan_not_a_period(question, asked):
    left, when = timeframe.extract(question, asked)
    assert when is None and left == question  # the month's words stay: the record of the plan says them


@pytest.mark.parametrize("question", [
    "what did he do in september",
    "how was his knee in september",
    "gaz's hba1c in september",
])
def test_a_month_to_come_asked_of_the_past_or_with_no_verb_is_last_year_s(question):
    _, when = timeframe.extract(question, ASKED)
    assert when is not None and when.since == _d(2016, 9, 1)


def test_a_month_begun_this_year_is_this_year_s_whatever_the_tense():
    _, when = timeframe.extract("where's gaz going in june", ASKED)
    assert when is not None and when.since == _d(2017, 6, 1)


@pytest.mark.parametrize("question, day, rest", [
    ("what did dylan say on good friday", _d(2017, 4, 14), "what did dylan say"),
    ("dylan on easter monday", _d(2017, 4, 17), "dylan"),
    ("tasha on easter sunday", _d(2017, 4, 16), "tasha"),
    ("what did roxy say on valentine's day", _d(2017, 2, 14), "what did roxy say"),
    ("drew on boxing day", _d(2016, 12, 26), "drew"),
])
def test_a_day_named_with_on_is_that_day_and_the_next_unpadded(question, day, rest):
    left, when = timeframe.extract(question, ASKED)
    assert when is not None and left == rest
    assert (when.since, when.until) == (day, day + timedelta(days=2) - timedelta(seconds=1))
    assert when.core == (day, day + timedelta(days=1))


@pytest.mark.parametrize("question, since", [
    ("maureen around valentine's", _d(2017, 2, 14) - timedelta(days=7 + 3)),  # the week either side, padded
    ("gaz's calf over easter", _d(2017, 4, 14) - timedelta(days=3)),  # Good Friday to Easter Monday, padded
    ("dylan the week after easter monday", _d(2017, 4, 18) - timedelta(days=3)),
])
def test_a_day_said_otherwise_keeps_its_padded_window(question, since):
    _, when = timeframe.extract(question, ASKED)
    assert when is not None and when.since == since


def test_before_the_clocks_went_back_is_the_run_up_to_the_last_change():
    asked = _d(2017, 2, 3, 8)
    left, when = timeframe.extract("colin's pulse before the clocks went back", asked)
    assert when is not None and left == "colin's pulse"
    # the last Sunday of October 2016 was the 30th: eight weeks before it, padded, to the end of the day
    assert (when.since, when.until) == (_d(2016, 10, 30) - timedelta(weeks=8, days=3), _d(2016, 10, 31))
    _, forward = timeframe.extract("roxy before the clocks went forward", ASKED)
    assert forward is not None and forward.until == _d(2017, 3, 27)  # Sunday 26 March 2017


# "after / since the clocks went forward" is read since h-when33 (public_events_dated); "when" stays to the words.
@pytest.mark.parametrize("question", ["what did euan say when the clocks went back"])
def test_the_clocks_otherwise_are_left_to_the_words(question):
    assert timeframe.extract(question, ASKED)[1] is None


def test_a_record_of_the_period_keeps_only_its_own_clauses():
    june = (_d(2017, 6, 1).timestamp(), _d(2017, 6, 30, 23, 59, 59).timestamp())
    own = event_dates.own_clauses(NOTE, WRITTEN, *june)
    assert "HbA1c" not in own and "calf" not in own  # April's, by the note's own words
    assert "Weight 16 st 4" in own  # no month named: the note's own day
    assert event_dates.own_clauses("HbA1c 52 today", WRITTEN, *june) == "HbA1c 52 today"


def _candidate(text: str, at: datetime, relevance: float = 0.9):
    from shared.domain.retrieval import Candidate
    return Candidate(text[:12], relevance, relevance, {"text": text, "ts": at.timestamp()}, {})


def test_a_value_of_the_period_given_only_as_another_month_s_is_named():
    from shared.domain import months_dated
    june = (_d(2017, 6, 1).timestamp(), _d(2017, 6, 30, 23, 59, 59).timestamp())
    no_name = lambda w: False  # noqa: E731
    note = _candidate(NOTE, _d(2017, 6, 26))
    assert months_dated.of_another_month("hba1c", [note], 0.5, *june, no_name) == "hba1c"
    # a record of June that gives it as June's answers
    todays = _candidate("hba1c 47 at the nurse today", _d(2017, 6, 12))
    assert months_dated.of_another_month("hba1c", [note, todays], 0.5, *june, no_name) == ""
    # no period asked: nothing to say
    assert months_dated.of_another_month("hba1c", [note], 0.5, None, None, no_name) == ""
    # the weight the note gives with no month is the note's own
    assert months_dated.of_another_month("weight", [note], 0.5, *june, no_name) == ""


def test_before_the_clocks_with_no_direction_is_the_last_change_either_way():
    # the chat's reading takes "back" out of "went back" as a word of time: what is left still names the run-up
    left, when = timeframe.extract("colin's pulse before the clocks went", _d(2017, 2, 3, 8))
    assert when is not None and left == "colin's pulse" and when.until == _d(2016, 10, 31)
    _, spring = timeframe.extract("before the clocks changed", _d(2017, 5, 1))
    assert spring is not None and spring.until == _d(2017, 3, 27)


@pytest.mark.parametrize("question", ["will's snatch in december", "will's comp in december",
                                      "how does his knee feel in november"])
def test_a_name_or_a_present_verb_alone_is_no_plan(question):
    # "will" is as often a client's name, and "does" asks of a past month as readily: last year's month
    _, when = timeframe.extract(question, _d(2021, 4, 12, 8))
    assert when is not None and when.since.year == 2020
