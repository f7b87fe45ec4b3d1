"""Periods said in forms that were left unread (issue 14, wrongful refusals: the words stayed in the
question as its topic — "20th", "2nd half", "fortnight ago" — no record says them, and the question
was refused): days of one month with the month said once, a half of a month written "1st / 2nd half",
and a point in the past said loosely ("a fortnight ago").

Hand-written sentences, read against a fixed moment of asking (never the wall clock). Each test fails
on main ed55010.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import calendar_days, timeframe

NOW = datetime(2026, 3, 18, 9, 0, tzinfo=timezone.utc)
PAD = timedelta(days=3)
# A month's window ends the second before the next month's first midnight (timeframe._LAST_INSTANT).
END = timedelta(seconds=1)
DAY = timedelta(days=1)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, first, last, rest",
    [
        ("what did noor log 11th–15th feb", _d(2026, 2, 11), _d(2026, 2, 15), "what did noor log"),
        ("otto 3-9 january", _d(2026, 1, 3), _d(2026, 1, 9), "otto"),
        ("anything from the 2nd to the 6th of march", _d(2026, 3, 2), _d(2026, 3, 6), "anything"),
        ("bea sleep nov 24-28", _d(2025, 11, 24), _d(2025, 11, 28), "bea sleep"),
        ("his knee between dec 1st and 5th", _d(2025, 12, 1), _d(2025, 12, 5), "his knee"),
    ],
)
def test_days_of_one_month_said_once(question: str, first: datetime, last: datetime, rest: str) -> None:
    left, found = timeframe.extract(question, NOW)
    assert found is not None
    assert found.since == first - calendar_days.RANGE_PAD
    assert found.until == last + DAY + calendar_days.RANGE_PAD
    assert left == rest


@pytest.mark.parametrize("question", ["squat 5-3 march", "she ran 5-10 km in may"])
def test_no_range_of_days_of_one_month(question: str) -> None:
    """Days in the wrong order are no range; a range of kilometres is no range of days (the month stays
    "in may")."""
    left, found = timeframe.extract(question, NOW)
    assert found is None or found.phrase != question.split(" ", 1)[1]
    if question.endswith("in may"):
        assert found is not None and found.phrase == "in may"
        assert found.since == _d(2025, 5, 1)


@pytest.mark.parametrize(
    "question, since, until, rest",
    [
        ("noor the 2nd half of jan", _d(2026, 1, 16) - PAD, _d(2026, 2, 1) + PAD, "noor"),
        ("otto hrv 1st half of feb", _d(2026, 2, 1) - PAD, _d(2026, 2, 16) + PAD, "otto hrv"),
    ],
)
def test_half_of_a_month_with_a_numeral(question: str, since: datetime, until: datetime, rest: str) -> None:
    left, found = timeframe.extract(question, NOW)
    assert found is not None
    assert (found.since, found.until, left) == (since, until, rest)


@pytest.mark.parametrize(
    "question, since, until, rest",
    [
        # one unit around the point, padded
        ("noor a fortnight ago", NOW - timedelta(days=21) - PAD, NOW - timedelta(days=7) + PAD, "noor"),
        ("what did otto say 3 weeks ago", NOW - timedelta(days=24.5) - PAD, NOW - timedelta(days=17.5) + PAD,
         "what did otto say"),
        ("about a month ago her knee", NOW - timedelta(days=45) - PAD, NOW - timedelta(days=15) + PAD, "her knee"),
        # a vague count: from its least to its most
        ("bea a couple of weeks ago", NOW - timedelta(days=24.5) - PAD, NOW - timedelta(days=10.5) + PAD, "bea"),
        # never past the moment of asking
        ("otto two days ago", NOW - timedelta(days=2.5) - PAD, NOW, "otto"),
    ],
)
def test_a_point_in_the_past_said_loosely(question: str, since: datetime, until: datetime, rest: str) -> None:
    left, found = timeframe.extract(question, NOW)
    assert found is not None
    assert (found.since, found.until, left) == (since, until, rest)


def test_ago_as_a_point_of_comparison_filters_nothing() -> None:
    """"than a month ago" compares two times: no period kept to, its words out of the topic."""
    left, found = timeframe.extract("is he lighter than a month ago", NOW)
    assert found is None
    assert "month" not in left and "ago" not in left


def test_how_long_ago_is_no_period() -> None:
    left, found = timeframe.extract("how long ago was the op", NOW)
    assert found is None and left == "how long ago was the op"


@pytest.mark.parametrize(
    "question, since, until, rest",
    [
        # a month with its year in two digits after an apostrophe, anywhere
        ("otto's calf in oct '25", _d(2025, 10, 1), _d(2025, 11, 1) - END, "otto's calf"),
        ("noor ferritin sept '24", _d(2024, 9, 1), _d(2024, 10, 1) - END, "noor ferritin"),
        # bare after "in", when the number is the year of the last such month begun
        ("bea's hip in jan 26", _d(2026, 1, 1), _d(2026, 2, 1) - END, "bea's hip"),
        ("bea's hip in dec 25", _d(2025, 12, 1), _d(2026, 1, 1) - END, "bea's hip"),
        # "since" runs to the moment of asking, from a few days before
        ("noor's sleep since aug '25", _d(2025, 8, 1) - PAD, NOW, "noor's sleep"),
    ],
)
def test_a_month_with_a_two_digit_year(question: str, since: datetime, until: datetime, rest: str) -> None:
    left, found = timeframe.extract(question, NOW)
    assert found is not None
    assert (found.since, found.until, left) == (since, until, rest)


@pytest.mark.parametrize(
    "question, first",
    [
        ("bea's hip in jan 14", _d(2026, 1, 14)),   # 2014 is no year of the last January: the 14th
        ("otto on feb 26", _d(2026, 2, 26)),       # "on": a day, though 2026 is the year of the last February
    ],
)
def test_a_bare_number_that_is_no_such_year_stays_a_day(question: str, first: datetime) -> None:
    _left, found = timeframe.extract(question, NOW)
    assert found is not None
    assert found.since == first - PAD
