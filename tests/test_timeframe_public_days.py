"""Public days people date their news by, read as periods by shared/domain/timeframe.py: the days of
Christmas and the year's turn named alone ("on christmas day", "boxing day", "hogmanay") and a UK general
election's polling day (shared/domain/public_days.py).

Hand-written sentences, not taken from any benchmark set. Each is read against a fixed moment of asking.
Every case of the first two tests and the 2020 election fails on main 8ca0a99 (checked): "christmas day"
left "day" as a topic word and read the three days of Christmas, hogmanay and the election were no period.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from shared.domain import public_days, timeframe

PAD = timedelta(days=3)
# A day named with \"on\" is that day and the next, unpadded (timeframe.ON_THE_DAY), to the second before midnight.
NEXT_DAY = timedelta(days=1) - timedelta(seconds=1)
HALF_WEEK = timedelta(days=3.5)
NOW = datetime(2026, 2, 11, 9, 30, tzinfo=timezone.utc)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, since, until, rest", [
    # One day each, padded; the last that has begun (December 2025, asked in February 2026).
    ("how far did tam run on christmas day", _d(2025, 12, 25), _d(2025, 12, 26) + NEXT_DAY, "how far did tam run"),
    ("what did ola eat xmas day", _d(2025, 12, 25) - PAD, _d(2025, 12, 26) + PAD, "what did ola eat"),
    ("did the calf hold up on boxing day", _d(2025, 12, 26), _d(2025, 12, 27) + NEXT_DAY, "did the calf hold up"),
    ("morven at hogmanay", _d(2025, 12, 31) - PAD, _d(2026, 1, 1) + PAD, "morven"),
    ("sleep over hogmanay", _d(2025, 12, 31) - PAD, _d(2026, 1, 1) + PAD, "sleep"),
    ("drinks on new years eve", _d(2025, 12, 31), _d(2026, 1, 1) + NEXT_DAY, "drinks"),
    # "around" one day: the week either side; "the week after" it.
    ("her knee around boxing day", _d(2025, 12, 19) - PAD, _d(2026, 1, 3) + PAD, "her knee"),
    ("steps the week after christmas day", _d(2025, 12, 26) - PAD, _d(2026, 1, 2) + PAD, "steps"),
    # "the week of" one day: the day with half a week on each side, as a public day's (the election's, below).
    # Until h-tidy25 a feast's ended half a week after the day's midnight, a day before a public day's did.
    ("steps the week of boxing day", _d(2025, 12, 26) - HALF_WEEK - PAD, _d(2025, 12, 27) + HALF_WEEK + PAD,
     "steps"),
])
def test_a_day_of_christmas_or_the_year_turn_is_its_own_day(question, since, until, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


# Asked in February 2026, "the election" is the UK general election of 4 July 2024.
@pytest.mark.parametrize("question, since, until, rest", [
    ("what did lou do on election day", _d(2024, 7, 4) - PAD, _d(2024, 7, 5) + PAD, "what did lou do"),
    ("row times on polling day", _d(2024, 7, 4) - PAD, _d(2024, 7, 5) + PAD, "row times"),
    ("his election-day run", _d(2024, 7, 4) - PAD, _d(2024, 7, 5) + PAD, "his run"),
    ("how has she trained since the election", _d(2024, 7, 4) - PAD, NOW, "how has she trained"),
    ("his back after the general election", _d(2024, 7, 4) - PAD, NOW, "his back"),
    ("sessions the week before the election", _d(2024, 6, 27) - PAD, _d(2024, 7, 4) + PAD, "sessions"),
    # "the week of" it: the day with half a week on each side, as "the week of" a feast is (below).
    ("sessions the week of the election", _d(2024, 7, 4) - HALF_WEEK - PAD, _d(2024, 7, 5) + HALF_WEEK + PAD,
     "sessions"),
])
def test_the_election_is_the_last_polling_day(question, since, until, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


def test_the_election_asked_in_2020_is_december_2019():
    left, when = timeframe.extract("mo on election day", datetime(2020, 2, 1, tzinfo=timezone.utc))
    assert left == "mo"
    assert when is not None and when.since == _d(2019, 12, 12) - PAD


@pytest.mark.parametrize("question", [
    "christmas dinner plans",            # the feast's three days, as before: not one day
    "did she go over christmas",
])
def test_christmas_alone_is_still_its_three_days(question):
    _, when = timeframe.extract(question, NOW)
    assert when is not None
    assert when.since == _d(2025, 12, 24) - PAD and when.until == _d(2025, 12, 27) + PAD


@pytest.mark.parametrize("question", [
    # "since the clocks went back" is a period now (h-when33, public_events_dated; tests/test_when33_public_events.py)
    "boxing session went well",                # boxing, not Boxing Day
    "his selection for the squad",             # "election" inside a word
])
def test_no_public_day(question):
    assert timeframe.extract(question, NOW) == (question, None)


def test_no_election_before_the_table():
    assert public_days.last_general_election(datetime(1970, 1, 1, tzinfo=timezone.utc)) is None
    assert public_days.last_general_election(datetime(2017, 6, 8, 20, tzinfo=timezone.utc)) == date(2017, 6, 8)
