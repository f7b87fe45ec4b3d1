"""New year named with a word that dates something by it ("around new year", "over the new year", "on new
year's eve"): shared/domain/timeframe.py reads it as the other fixed days of the year; never "new year"
alone nor "in the new year" (a time ahead), nor a resolution.

Hand-written sentences, not taken from any benchmark set. Each is read against a fixed moment of asking.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

PAD = timedelta(days=3)
# A day named with \"on\" is that day and the next, unpadded (timeframe.ON_THE_DAY), to the second before midnight.
NEXT_DAY = timedelta(days=1) - timedelta(seconds=1)
NOW = datetime(2031, 8, 4, 10, 0, tzinfo=timezone.utc)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, since, until, rest", [
    # "around" a single day: the week either side of it, as "around paddy's day".
    ("how was mei around new year", _d(2030, 12, 25) - PAD, _d(2031, 1, 9) + PAD, "how was mei"),
    ("tomas around the new year", _d(2030, 12, 25) - PAD, _d(2031, 1, 9) + PAD, "tomas"),
    # The day itself, padded.
    ("did her knee flare over new year", _d(2031, 1, 1) - PAD, _d(2031, 1, 2) + PAD, "did her knee flare"),
    ("sleep over the new year", _d(2031, 1, 1) - PAD, _d(2031, 1, 2) + PAD, "sleep"),
    ("what did he eat at new year's", _d(2031, 1, 1) - PAD, _d(2031, 1, 2) + PAD, "what did he eat"),
    # New Year's Eve is the last day of the year (h-dates24; it was read as the first of January before).
    ("anything from ravi on new year's eve", _d(2030, 12, 31), _d(2031, 1, 1) + NEXT_DAY, "anything from ravi"),
])
def test_new_year_so_named_is_the_period(question, since, until, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


@pytest.mark.parametrize("question", [
    "what races is she planning in the new year",   # a time ahead
    "his new year resolution",                      # a resolution
    "did she say happy new year",                   # a greeting, no word dating by it
    "any new year resolutions over new year resolutions",  # never a resolution, even after "over"
])
def test_not_new_year_as_a_period(question):
    assert timeframe.extract(question, NOW) == (question, None)


def test_since_new_year_is_still_the_start_of_the_year():
    left, when = timeframe.extract("weight since new year", NOW)
    assert when is not None and left == "weight"
    assert (when.since, when.until) == (_d(2031, 1, 1) - PAD, NOW)
