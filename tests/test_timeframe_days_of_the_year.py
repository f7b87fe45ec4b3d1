"""Days of the year people date their news by ("the week after pancake day", "around paddy's day", "the
week of mothering sunday", "over halloween"): shared/domain/timeframe.py reads them as periods.

Hand-written sentences, not taken from any benchmark set. Each is read against a fixed moment of asking.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

PAD = timedelta(days=3)
# A day named with \"on\" is that day and the next, unpadded (timeframe.ON_THE_DAY), to the second before midnight.
NEXT_DAY = timedelta(days=1) - timedelta(seconds=1)
NOW = datetime(2031, 8, 4, 10, 0, tzinfo=timezone.utc)  # Easter 2031 is 13 April


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, since, until, rest", [
    # Moves with Easter: 47 days before it (Tuesday 25 February 2031); the week after it.
    ("what did the physio say the week after pancake day", _d(2031, 2, 26) - PAD, _d(2031, 3, 5) + PAD,
     "what did the physio say"),
    ("gwen's squat on shrove tuesday", _d(2031, 2, 25), _d(2031, 2, 26) + NEXT_DAY, "gwen's squat"),
    # 21 days before Easter (23 March 2031); "the week of" is the day with half a week on each side of it
    # (timeframe._beside; until h-tidy25 it ended half a week after the Sunday's midnight, a day early).
    ("ivo weight the week of mothering sunday", _d(2031, 3, 23) - timedelta(days=3.5) - PAD,
     _d(2031, 3, 24) + timedelta(days=3.5) + PAD, "ivo weight"),
    # Fixed days.
    # "around" a single day: the week either side of it.
    ("her ankle around paddy's day", _d(2031, 3, 10) - PAD, _d(2031, 3, 25) + PAD, "her ankle"),
    ("sleep over st patrick's day", _d(2031, 3, 17) - PAD, _d(2031, 3, 18) + PAD, "sleep"),
    ("what did he eat on valentine's", _d(2031, 2, 14), _d(2031, 2, 15) + NEXT_DAY, "what did he eat"),
    # The other nations' saints' days, with "st" / "saint" and "day" (fail on main 44abc8d).
    ("what did rhys post on st david's day", _d(2031, 3, 1), _d(2031, 3, 2) + NEXT_DAY, "what did rhys post"),
    ("fergus weight saint andrews day", _d(2030, 11, 30) - PAD, _d(2030, 12, 1) + PAD, "fergus weight"),
    ("her hip around st george's day", _d(2031, 4, 16) - PAD, _d(2031, 5, 1) + PAD, "her hip"),
    # Not begun yet this year: last year's.
    ("did she go out over halloween", _d(2030, 10, 31) - PAD, _d(2030, 11, 1) + PAD, "did she go out"),
    ("how is his shoulder since bonfire night", _d(2030, 11, 5) - PAD, NOW, "how is his shoulder"),
])
def test_a_day_of_the_year_is_the_period(question, since, until, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


@pytest.mark.parametrize("question", [
    "paddy's knee after the match",       # a man's name, not the day
    "what did she say about mother's day",  # March or May: not read
    "valentine sent the forms",           # a name, no "'s"
    "her scan at st george's",            # without "day": as often the hospital
    "what did david's day off look like",  # no "st": a man's day
])
def test_not_a_day_of_the_year(question):
    assert timeframe.extract(question, NOW) == (question, None)
