""""last year" read as the calendar year before the one of asking (shared/domain/timeframe.py `_last_year`, h-fail55)."""

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2014, 7, 7, 8, 0, tzinfo=timezone.utc)


def _utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, rest", [
    ("gemma's knee last year", "gemma's knee"),
    ("what did he say over last year", "what did he say"),
    ("his hba1c last year?", "his hba1c ?"),
])
def test_last_year_is_the_calendar_year_before(question, rest):
    got, tf = timeframe.extract(question, NOW)
    assert got == rest
    assert tf.since == _utc(2013, 1, 1) and _utc(2013, 12, 31, 23) < tf.until < _utc(2014, 1, 1)


def test_asked_in_january_it_is_the_year_just_ended():
    _, tf = timeframe.extract("her shoulder last year", _utc(1984, 1, 3, 9))
    assert tf.since == _utc(1983, 1, 1) and tf.until < _utc(1984, 1, 1)


@pytest.mark.parametrize("question", [
    "her last year at school",          # the person's own last year
    "last year's race time",            # a thing of the year, not a period asked
    "his weight over the last year",    # the twelve months to now: not read here
    "how much has he lost since last year",
])
def test_other_last_years_are_no_calendar_year(question):
    _, tf = timeframe.extract(question, NOW)
    assert tf is None or tf.since != _utc(2013, 1, 1)


def test_a_point_of_comparison_filters_nothing():
    rest, tf = timeframe.extract("is he quicker than last year", NOW)
    assert tf is None and "year" not in rest
