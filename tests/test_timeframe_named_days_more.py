"""More named days read as periods by shared/domain/timeframe.py (h-when30): Holy Week's days before Easter,
a UK referendum's polling day (shared/domain/public_days.py), the Grand National's and the Championship play-off
final's days (shared/domain/public_events.py), and "the day after / before" a feast, a vote or a named bank
holiday.

Hand-written sentences, not taken from any benchmark set, each read against a fixed moment of asking. Every
reading of the first test fails on main f40a66c (checked): "maundy thursday", "referendum", "grand national day"
and "play-off final day" stayed topic words and no period was read, and "the day after the spring bank holiday"
was read as the time from the holiday to now with "day" left a topic word.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from shared.domain import public_days, public_events, timeframe

PAD = timedelta(days=3)
# A day named with \"on\" is that day and the next, unpadded (timeframe.ON_THE_DAY), to the second before midnight.
NEXT_DAY = timedelta(days=1) - timedelta(seconds=1)
DAY = timedelta(days=1)
NOW = datetime(2016, 8, 1, 8, tzinfo=timezone.utc)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, since, until, rest", [
    # Easter 2016 was 27 March: Maundy Thursday the 24th, Palm Sunday the 20th, Ash Wednesday 10 February.
    ("sam on maundy thursday", _d(2016, 3, 24), _d(2016, 3, 25) + NEXT_DAY, "sam"),
    ("sam's knee on palm sunday", _d(2016, 3, 20), _d(2016, 3, 21) + NEXT_DAY, "sam's knee"),
    ("what did jo eat on ash wednesday", _d(2016, 2, 10), _d(2016, 2, 11) + NEXT_DAY, "what did jo eat"),
    # The EU referendum of 23 June 2016; the day after it.
    ("pat on referendum day", _d(2016, 6, 23) - PAD, _d(2016, 6, 24) + PAD, "pat"),
    ("pat the day after the referendum", _d(2016, 6, 24) - PAD, _d(2016, 6, 25) + PAD, "pat"),
    ("pat's sleep the week before the eu referendum", _d(2016, 6, 16) - PAD, _d(2016, 6, 23) + PAD, "pat's sleep"),
    # The Grand National of 9 April 2016, the Championship play-off final of 28 May 2016.
    ("lee on grand national day", _d(2016, 4, 9) - PAD, _d(2016, 4, 10) + PAD, "lee"),
    ("what did lee say on play-off final day", _d(2016, 5, 28) - PAD, _d(2016, 5, 29) + PAD, "what did lee say"),
    ("lee on the playoff final", _d(2016, 5, 28) - PAD, _d(2016, 5, 29) + PAD, "lee"),
    # The spring bank holiday was Monday 30 May 2016: the day after it is the Tuesday.
    ("kim the day after the spring bank holiday", _d(2016, 5, 31) - PAD, _d(2016, 6, 1) + PAD, "kim"),
    # A feast's day after: Boxing Day 2015, the 27th.
    ("kim the day after boxing day", _d(2015, 12, 27) - PAD, _d(2015, 12, 28) + PAD, "kim"),
])
def test_a_named_day_is_the_period(question, since, until, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


def test_the_week_of_a_bank_holiday_of_two_mondays_spans_both():
    # May 2016's bank holidays were the 2nd and the 30th: "the week of the may bank holiday" may be either.
    _, when = timeframe.extract("kim the week of the may bank holiday", NOW)
    assert when.since <= _d(2016, 4, 30) - PAD and when.until >= _d(2016, 5, 31) + PAD


def test_after_a_bank_holiday_alone_still_runs_to_now():
    _, when = timeframe.extract("kim after the spring bank holiday", NOW)
    assert when.until == NOW and when.since == _d(2016, 5, 28) - PAD


@pytest.mark.parametrize("question", [
    "lee's bet on the national",  # "the national" alone: read by its words
    "is lee in the playoff squad",
])
def test_not_a_named_day(question):
    left, when = timeframe.extract(question, NOW)
    assert when is None


def test_the_last_referendum_held():
    assert public_days.last_referendum(_d(2016, 6, 22)) == date(2014, 9, 18)
    assert public_days.last_referendum(_d(2016, 6, 23)) == date(2016, 6, 23)
    assert public_days.last_referendum(_d(2010, 1, 1)) is None


@pytest.mark.parametrize("table", [public_events.GRAND_NATIONALS, public_events.PLAY_OFF_FINALS,
                                   tuple((d, d) for d in public_days.UK_REFERENDUMS)])
def test_the_new_tables_are_in_order(table):
    assert list(table) == sorted(table) and all(first <= last for first, last in table)
