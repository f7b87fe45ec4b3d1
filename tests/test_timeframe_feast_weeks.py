"""A feast's week said with the week after it (shared/domain/timeframe.py): "xmas week" as "the week of
christmas", and, only so, "new year's week" and "bonfire week". Sentences written for these tests."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2026, 3, 10, 9, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, same_as, rest", [
    ("did petra train xmas week", "did petra train the week of christmas", "did petra train"),
    ("oskar's sleep christmas week", "oskar's sleep the week of christmas", "oskar's sleep"),
    ("any gym for petra easter fortnight", "any gym for petra the fortnight of easter", "any gym for petra"),
])
def test_a_feast_then_its_week_is_the_week_of_the_feast(question, same_as, rest):
    left, found = timeframe.extract(question, NOW)
    _, expected = timeframe.extract(same_as, NOW)
    assert found is not None and expected is not None
    assert (found.since, found.until) == (expected.since, expected.until)
    assert left == rest


def test_new_years_week_runs_around_the_first_of_january():
    left, found = timeframe.extract("what did oskar eat new year's week", NOW)
    assert left == "what did oskar eat"
    assert found.since < datetime(2026, 1, 1, tzinfo=timezone.utc) < found.until
    assert found.until - found.since < timedelta_days(15)


def test_bonfire_week_runs_around_the_fifth_of_november():
    _, found = timeframe.extract("petra's knee bonfire week", NOW)
    assert found.since < datetime(2025, 11, 5, tzinfo=timezone.utc) < found.until


@pytest.mark.parametrize("question", [
    "what was oskar's new year resolution",   # no week: a resolution, not a period
    "did petra light a bonfire",
    "is petra in the new year squad",
])
def test_new_year_and_bonfire_alone_are_no_period(question):
    assert timeframe.extract(question, NOW)[1] is None


def timedelta_days(n: int):
    from datetime import timedelta

    return timedelta(days=n)
