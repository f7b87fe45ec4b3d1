"""A period named after "by" is a deadline ("a pull-up by christmas", "fit by the end of march"): the
year up to the period's end, not the period itself (shared/domain/timeframe.py, `_BY`). Read as the
period, advice given in September about a pull-up "by christmas" was searched for in the days of
Christmas and refused. Fails on main 44abc8d.

Hand-written sentences, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2031, 4, 20, 10, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, rest, phrase", [
    ("what did i tell rhys about a muscle up by xmas", "what did i tell rhys about a muscle up", "by xmas"),
    ("did tam get her first pull-up by christmas", "did tam get her first pull-up", "by christmas"),
    ("was his knee sorted by the end of march", "was his knee sorted", "by the end of march"),
])
def test_a_period_after_by_is_the_year_up_to_it(question, rest, phrase):
    left, when = timeframe.extract(question, NOW)
    _, period = timeframe.extract(question.replace(phrase, phrase.removeprefix("by ")), NOW)
    assert when is not None and period is not None
    assert left == rest and when.phrase == phrase
    assert when.until == period.until                        # up to the period's end …
    assert when.since == period.until - timedelta(days=366)  # … from a year before it
    assert when.since < period.since


@pytest.mark.parametrize("question", [
    "who stood by her in march",  # the period's own word leads it: "by" is not its deadline
    "her weight since christmas",
])
def test_by_beside_a_period_with_its_own_word_is_not_a_deadline(question):
    left, when = timeframe.extract(question, NOW)
    assert when is not None and not when.phrase.startswith("by")
