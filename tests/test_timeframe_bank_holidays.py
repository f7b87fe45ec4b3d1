"""A UK bank holiday named by its month or season is a period (timeframe.extract): hand-written phrases."""

from datetime import datetime, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2027, 9, 15, 10, 0, tzinfo=timezone.utc)  # a Wednesday; May and August 2027 have passed
UTC = timezone.utc


@pytest.mark.parametrize(
    "question, rest, since, until",
    [
        # "the may bank holiday" may be either of May 2027's (Monday 3 or Monday 31): from the Saturday
        # before the first to the end of the last, padded three days
        ("what did his brother say over the may bank holiday", "what did his brother say",
         datetime(2027, 4, 28, tzinfo=UTC), datetime(2027, 6, 4, tzinfo=UTC)),
        # early May 2027: Monday 3 May; the weekend Saturday 1 – Monday 3, padded three days
        ("any calf pain on the may day bank holiday?", "any calf pain ?",
         datetime(2027, 4, 28, tzinfo=UTC), datetime(2027, 5, 7, tzinfo=UTC)),
        # the late one: Monday 31 May 2027
        ("her shoulder during the spring bank holiday", "her shoulder",
         datetime(2027, 5, 26, tzinfo=UTC), datetime(2027, 6, 4, tzinfo=UTC)),
        ("the late may bank hol weekend, how far did she walk", ", how far did she walk",
         datetime(2027, 5, 26, tzinfo=UTC), datetime(2027, 6, 4, tzinfo=UTC)),
        # August's: Monday 2 August 2027 in Scotland, Monday 30 August in England: both
        ("did the wife message over the august bank holiday weekend", "did the wife message",
         datetime(2027, 7, 28, tzinfo=UTC), datetime(2027, 9, 3, tzinfo=UTC)),
        ("sleep at the summer bank holiday", "sleep",
         datetime(2027, 7, 28, tzinfo=UTC), datetime(2027, 9, 3, tzinfo=UTC)),
        ("her hip over the late august bank hol", "her hip",
         datetime(2027, 8, 25, tzinfo=UTC), datetime(2027, 9, 3, tzinfo=UTC)),
    ],
)
def test_a_bank_holiday_names_its_weekend(question, rest, since, until):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until) == (since, until)
    assert left == rest


@pytest.mark.parametrize("side", ["since", "after"])
def test_since_or_after_a_bank_holiday_runs_to_now(side):
    left, when = timeframe.extract(f"his knee {side} the may bank holiday", NOW)
    assert when is not None
    assert when.since == datetime(2027, 4, 28, tzinfo=UTC) and when.until == NOW
    assert left == "his knee"


def test_a_bank_holiday_not_yet_come_is_last_years():
    early = datetime(2027, 4, 20, 9, 0, tzinfo=UTC)  # before May 2027's: May 2026's (Mondays 4 and 25 May)
    _, when = timeframe.extract("anything from her dad over the may bank holiday", early)
    assert when is not None
    assert when.since == datetime(2026, 4, 29, tzinfo=UTC) and when.until == datetime(2026, 5, 29, tzinfo=UTC)


def test_the_bank_holiday_weekend_itself_is_clipped_at_now():
    monday = datetime(2027, 5, 3, 18, 0, tzinfo=UTC)
    _, when = timeframe.extract("how was the run over the may bank holiday", monday)
    assert when is not None and when.until == monday


@pytest.mark.parametrize(
    "question",
    [
        "what did he do over the bank holiday",   # which one depends on when it is asked: not read
        "bank holiday plans for the family",
        "did she say she may bank the points",     # "may" the verb
    ],
)
def test_no_month_or_season_named_is_no_bank_holiday(question):
    _, when = timeframe.extract(question, NOW)
    assert when is None


def test_a_month_alone_is_still_the_month():
    _, when = timeframe.extract("his weight in may", NOW)
    assert when is not None
    assert when.since == datetime(2027, 5, 1, tzinfo=UTC) and when.until == datetime(2027, 5, 31, 23, 59, 59, tzinfo=UTC)
