"""Periods h-when31 reads (shared/domain/timeframe.py, shared/domain/public_days.py): "last <season>",
the run-up to Christmas or Easter ("before christmas"), and the US presidential election's day by its rule."""

from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from shared.domain import public_days, timeframe

FEB_2017 = datetime(2017, 2, 3, 12, tzinfo=timezone.utc)


def _read(question: str, now: datetime = FEB_2017):
    rest, when = timeframe.extract(question, now)
    assert when is not None, question
    return rest, when.since.date(), when.until.date()


@pytest.mark.parametrize("question, rest, first, last", [
    # Asked in February: last summer is the year before's, padded after its end as a season is (h-when33: not
    # before its first day).
    ("euan's times last summer", "euan's times", date(2016, 6, 1), date(2016, 9, 4)),
    ("colin's pulse over last autumn", "colin's pulse", date(2016, 9, 1), date(2016, 12, 4)),
    # Asked in winter, "last winter" is the one before the running one.
    ("her knee last winter", "her knee", date(2015, 12, 1), date(2016, 3, 4)),
])
def test_last_season_is_the_last_ended(question, rest, first, last):
    assert _read(question) == (rest, first, last)


def test_last_summer_asked_in_october_is_that_years():
    assert _read("sleep last summer", datetime(2016, 10, 10, tzinfo=timezone.utc))[1:] == (date(2016, 6, 1),
                                                                                          date(2016, 9, 4))


@pytest.mark.parametrize("question", ["her last summer at school", "in the last summer league",
                                      "his last winter coat", "what did she do in summer"])
def test_a_possessive_or_a_thing_named_is_no_last_season(question):
    assert timeframe.extract(question, FEB_2017)[1] is None


@pytest.mark.parametrize("question, rest, first, last", [
    ("margaret's back before christmas", "margaret's back", date(2016, 10, 26), date(2016, 12, 24)),
    ("who had an op before xmas", "who had an op", date(2016, 10, 26), date(2016, 12, 24)),
    ("his weight in the run-up to easter", "his weight", date(2016, 1, 26), date(2016, 3, 25)),
])
def test_before_christmas_is_its_run_up(question, rest, first, last):
    assert _read(question) == (rest, first, last)


def test_the_week_before_christmas_is_still_the_week():
    rest, first, last = _read("robin the week before christmas")
    assert rest == "robin" and (last - first).days < 21


def test_before_christmas_asked_in_its_run_up_is_this_years_clipped():
    now = datetime(2016, 12, 10, tzinfo=timezone.utc)
    assert _read("her back before christmas", now)[1:] == (date(2016, 10, 26), date(2016, 12, 10))


@pytest.mark.parametrize("year, day", [(2016, date(2016, 11, 8)), (2020, date(2020, 11, 3)),
                                       (2024, date(2024, 11, 5)), (2012, date(2012, 11, 6))])
def test_us_presidential_election_day_by_its_rule(year, day):
    assert public_days._election_tuesday(year) == day


def test_the_last_us_election_held():
    assert public_days.last_us_presidential_election(FEB_2017) == date(2016, 11, 8)
    assert public_days.last_us_presidential_election(datetime(2016, 11, 7, tzinfo=timezone.utc)) == date(2012, 11, 6)


def test_the_day_after_the_us_election():
    rest, when = timeframe.extract("tariq the day after the us election", FEB_2017)
    assert rest == "tariq"
    assert when.core[0].date() == date(2016, 11, 9)


def test_the_election_alone_is_still_the_uk_general_election():
    assert timeframe.extract("on election day", FEB_2017)[1].core[0].date() == date(2015, 5, 7)


@pytest.mark.parametrize("question", ["tariq the week after his christmas do", "the day after her christmas party",
                                      "sam's easter camp"])
def test_a_possessed_feast_gathering_is_the_persons_own_event(question):
    assert timeframe.extract(question, FEB_2017)[1] is None


def test_the_own_event_is_read_as_an_event_span():
    assert timeframe.event_span("tariq the week after his christmas do")[1].event == "his christmas do"


@pytest.mark.parametrize("question", ["how was her christmas", "gemma's christmas", "the office christmas do",
                                      "what did she eat over christmas"])
def test_the_feast_itself_is_still_read(question):
    assert timeframe.extract(question, FEB_2017)[1] is not None


# -- the day a record says an event of the past happened on (shared/domain/event_dates.py `reported_day`) --

from shared.domain import event_dates  # noqa: E402

_NOTE = ("Hamish: right cataract operation 12 December (Forth Valley), two weeks no bending, back on court "
         "7 January. Cholesterol 6.8 to 5.1.")
_JAN_25 = datetime(2017, 1, 25, 9, tzinfo=timezone.utc).timestamp()


def _day(text, words):
    at = event_dates.reported_day(text, _JAN_25, words)
    return None if at is None else datetime.fromtimestamp(at, tz=timezone.utc).date()


def test_the_day_beside_the_events_word_dates_it():
    assert _day(_NOTE, ("op",)) == date(2016, 12, 12)  # "op" begins "operation"
    assert _day(_NOTE, ("court",)) == date(2017, 1, 7)


def test_a_day_of_another_sentence_or_none_near_dates_nothing():
    assert _day(_NOTE, ("cholesterol",)) is None
    assert _day(_NOTE, ("tennis",)) is None
    assert _day("op booked for 3 march", ("op",)) is None  # a day still to come is a plan, not the event


# A record written after a season that says "last <season>" reports on it (integrator, int30): LoCoMo's "What activity
# did John and Max enjoy together last summer?" found nothing once the question's "last summer" was read as a period,
# for the evidence ("our camping trip last summer") was written in the August after.
def _ts(y, m, d):
    return datetime(y, m, d, tzinfo=timezone.utc).timestamp()


def test_a_record_saying_last_summer_reports_on_that_summer():
    text = "Max and I had a blast on our camping trip last summer. We hiked and swam."
    said = event_dates.reporting_clauses(text, _ts(2023, 8, 11), _ts(2022, 6, 1), _ts(2022, 9, 1))
    assert said == "Max and I had a blast on our camping trip last summer"


def test_a_record_saying_last_summer_reports_on_no_other_season():
    text = "Max and I had a blast on our camping trip last summer."
    assert event_dates.reporting_clauses(text, _ts(2023, 8, 11), _ts(2023, 6, 1), _ts(2023, 8, 11)) == ""
    assert event_dates.reporting_clauses(text, _ts(2023, 8, 11), _ts(2022, 12, 1), _ts(2023, 3, 1)) == ""
    assert event_dates.reporting_clauses("summer camp was great", _ts(2023, 9, 10), _ts(2023, 6, 1), _ts(2023, 9, 1)) == ""
