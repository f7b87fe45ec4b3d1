"""h-when33: periods named by public events of every year, ranges between two periods, the halves of the year,
a named day asked as a plan, and a season not padded before its first day.

Every sentence is made up; each is read against a fixed moment of asking, never the wall clock.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from shared.domain import plain_speech, public_events_dated, timeframe

UTC = timezone.utc
PAD = timedelta(days=3)
ASKED = datetime(2016, 1, 5, 8, 0, tzinfo=UTC)  # a roster whose records run July to December 2015


def _d(*a: int) -> datetime:
    return datetime(*a, tzinfo=UTC)


# --- the tables and the rule, checked against the calendar ---------------------------------------------------

def test_every_table_runs_forward_and_each_event_ends_after_it_begins():
    for name, table in (*public_events_dated.TOURNAMENTS.items(), *public_events_dated.STORMS.items()):
        assert all(first <= last for first, last in table), name
        assert list(table) == sorted(table), name


def test_each_ashes_win_falls_in_an_ashes_series():
    series = public_events_dated.TOURNAMENTS["ashes"]
    for day in public_events_dated.ASHES_WON:
        assert any(first <= day <= last for first, last in series), day


@pytest.mark.parametrize("year", range(1996, 2031))
def test_the_clocks_change_on_the_last_sunday_of_march_and_of_october(year):
    back = public_events_dated.last_clock_change("back", _d(year, 12, 31))
    forward = public_events_dated.last_clock_change("forward", _d(year, 12, 31))
    for day, month in ((back, 10), (forward, 3)):
        assert day.month == month and day.weekday() == 6  # a Sunday of that month
        assert (day + timedelta(days=7)).month != month  # and its last


def test_known_changes_of_the_clocks():
    assert public_events_dated.last_clock_change("back", ASKED) == date(2015, 10, 25)
    assert public_events_dated.last_clock_change("forward", ASKED) == date(2015, 3, 29)
    assert public_events_dated.last_clock_change("", ASKED) == date(2015, 10, 25)  # either way: the last


# --- public events as periods ---------------------------------------------------------------------------------

@pytest.mark.parametrize("question, rest, core", [
    ("josh during the rugby world cup", "josh", (_d(2015, 9, 18), _d(2015, 11, 1))),
    ("what did keith say during storm desmond", "what did keith say", (_d(2015, 12, 4), _d(2015, 12, 7))),
    ("josh during storm desmond", "josh", (_d(2015, 12, 4), _d(2015, 12, 7))),
    ("des the day england won the ashes", "des", (_d(2015, 8, 8), _d(2015, 8, 9))),
    ("how was his knee during the ashes", "how was his knee", (_d(2015, 7, 8), _d(2015, 8, 24))),
    ("her sleep the week after storm abigail", "her sleep", (_d(2015, 11, 14), _d(2015, 11, 21))),
])
def test_a_public_event_is_its_days(question, rest, core):
    left, when = timeframe.extract(question, ASKED)
    assert when is not None and left == rest
    assert when.core == core
    assert (when.since, when.until) == (core[0] - PAD, core[1] + PAD)


def test_the_tables_hold_other_years_than_one_roster_s():
    # asked in January 2020: the rugby world cup of Japan, storm atiyah of December 2019
    asked = _d(2020, 1, 10)
    assert timeframe.extract("ali during the rugby world cup", asked)[1].core == (_d(2019, 9, 20), _d(2019, 11, 3))
    assert timeframe.extract("ali during storm atiyah", asked)[1].core == (_d(2019, 12, 8), _d(2019, 12, 10))
    assert timeframe.extract("ali over wimbledon", _d(2019, 8, 1))[1].core == (_d(2019, 7, 1), _d(2019, 7, 15))


@pytest.mark.parametrize("question, rest", [
    ("des's weight since the clocks went back", "des's weight"),
    ("des's weight after the clocks went back", "des's weight"),
    ("des's weight since the clocks went", "des's weight"),  # the direction taken out as a word of time
])
def test_since_the_clocks_went_back_runs_from_that_sunday_to_now(question, rest):
    left, when = timeframe.extract(question, ASKED)
    assert when is not None and left == rest
    assert (when.since, when.until) == (_d(2015, 10, 25) - PAD, ASKED)
    assert "clocks" in when.named  # its own news ("clocks went back, dark at half four") leads


@pytest.mark.parametrize("question", [
    "what did he say about storm desmond",  # the storm as the topic: the record that names it answers
    "josh at wimbledon",  # the place as often as the fortnight
    "what did euan say when the clocks went back",  # "when" stays to the words (h-dates24)
    "dave during storm desmond",
])
def test_no_period_where_the_words_are_a_topic_or_long_past(question):
    # the last one asked about long after it (over public_events.RECENT_DAYS) is no "the" event either
    asked = ASKED if "dave" not in question else _d(2018, 1, 5)
    assert timeframe.extract(question, asked)[1] is None


# --- a range between two periods -----------------------------------------------------------------------------

def test_between_two_events_runs_from_the_first_s_start_to_the_second_s_end():
    left, when = timeframe.extract("josh between the rugby and bonfire night", ASKED)
    assert when is not None and left == "josh"
    assert when.since == _d(2015, 9, 18) - PAD  # the rugby world cup's first day, padded
    assert when.core == (_d(2015, 9, 18), _d(2015, 11, 6))  # to the end of bonfire night


def test_between_christmas_and_new_year_asked_before_new_year_is_last_year_s():
    _, when = timeframe.extract("his knee between christmas and new year", _d(2015, 12, 28, 9))
    assert when is not None and when.since == _d(2014, 12, 24) - PAD and when.core[1] == _d(2015, 1, 2)


def test_a_range_the_words_of_which_are_no_period_is_not_read():
    assert timeframe.extract("what did he do between the gym and the pool", ASKED) == (
        "what did he do between the gym and the pool", None)
    # two months stay the months' range (the first at or before the last)
    _, months = timeframe.extract("jo between march and may", ASKED)
    assert months.since == _d(2015, 3, 1)


# --- the halves of the year ------------------------------------------------------------------------------------

def test_the_second_half_of_the_year_is_july_to_december():
    left, when = timeframe.extract("how much did harold lose in the second half of the year", ASKED)
    assert left == "how much did harold lose"
    assert (when.since, when.until) == (_d(2015, 7, 1) - PAD, _d(2016, 1, 1) - timedelta(seconds=1))  # its end unpadded (h-when38)


def test_the_first_half_of_the_year_is_january_to_june():
    _, when = timeframe.extract("her squat in the first half of the year", _d(2015, 9, 1))
    assert (when.since, when.until) == (_d(2015, 1, 1) - PAD, _d(2015, 7, 1) - timedelta(seconds=1))  # its end unpadded (h-when38)


def test_lose_in_a_period_is_weight_lost_not_a_match():
    assert "weight" in plain_speech.with_record_words("how much did harold lose in the second half of the year")
    assert "weight" not in plain_speech.with_record_words("how much did they lose in the final")


# --- a named day asked as a plan -----------------------------------------------------------------------------

@pytest.mark.parametrize("question", [
    "is harold allowed to do the park tai chi on new year's day",
    "can she run on boxing day",
    "is he going to the match on st andrew's day",
])
def test_a_named_day_of_a_plan_or_a_permission_is_no_period(question):
    assert timeframe.extract(question, ASKED) == (question, None)


@pytest.mark.parametrize("question", [
    "what did he say on new year's day",
    "he was allowed out on christmas day, what did he say",  # the past: the day's records
])
def test_a_named_day_asked_of_the_past_is_still_read(question):
    assert timeframe.extract(question, ASKED)[1] is not None


# --- a season is not padded before its first day ---------------------------------------------------------------

def test_a_season_begins_on_its_first_day():
    _, when = timeframe.extract("shona's finger in the autumn", ASKED)
    assert when.since == _d(2015, 9, 1)  # a note of 31 August is summer's
    assert when.until == _d(2015, 12, 1) + PAD  # news written just after it is still of it


def test_a_tournament_s_own_span_said_after_it_is_its_words():
    left, when = timeframe.extract("ollie's result over wimbledon fortnight", _d(2026, 7, 24))
    assert left == "ollie's result"  # "fortnight" is no topic word
    assert when.core == (_d(2026, 6, 29), _d(2026, 7, 13))
