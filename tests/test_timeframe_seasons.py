"""A season said with "the" after a preposition is a period (issue #14, h-season15).

Meteorological, northern-hemisphere seasons (spring March-May, summer June-August, autumn September-
November, winter December-February), padded by two weeks either side (timeframe.SEASON_PAD). Only
"over/in/during/through/throughout the <season>" is read; a season word that names a thing or an event,
"fall", "this/last <season>", and a season still to come stay in the question as before. Each phrase is
read against a fixed moment of asking, never the wall clock; every sentence here is made up.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)
PAD = timedelta(days=14)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, since, until, phrase, rest",
    [
        ("was his elbow sore over the summer", _d(2026, 6, 1) - PAD, _d(2026, 9, 1) + PAD, "over the summer",
         "was his elbow sore"),
        ("meds over the summer holidays", _d(2026, 6, 1) - PAD, _d(2026, 9, 1) + PAD, "over the summer holidays",
         "meds"),
        ("cravings in the dog days of summer?", _d(2026, 6, 1) - PAD, _d(2026, 9, 1) + PAD,
         "in the dog days of summer", "cravings ?"),
        ("hip pain in the spring", _d(2026, 3, 1) - PAD, _d(2026, 6, 1) + PAD, "in the spring", "hip pain"),
        # the season still running is clipped at the moment of asking
        ("sleep during the autumn", _d(2026, 9, 1) - PAD, NOW, "during the autumn", "sleep"),
    ],
)
def test_a_season_is_read_and_taken_out(question, since, until, phrase, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert left == rest


def test_winter_spans_the_year_end():
    _, when = timeframe.extract("how was her asthma over the winter", _d(2026, 4, 10))
    assert when.since == _d(2025, 12, 1) - PAD and when.until == _d(2026, 3, 1) + PAD


def test_a_record_just_after_the_season_is_inside_it():
    _, when = timeframe.extract("any blisters over the summer", NOW)
    assert when.since <= _d(2026, 9, 7) <= when.until  # "summer was rough on my feet", written 7 September
    assert not when.since <= _d(2026, 9, 28) <= when.until  # late September is autumn
    assert not when.since <= _d(2026, 5, 14) <= when.until


@pytest.mark.parametrize(
    "question",
    [
        "did she win the summer league",
        "how did he feel in the winter training block",
        "what was his time in the spring marathon",
        "which summer camp did she book",
        "anything over the summer bank holiday weekend",  # a bank holiday, read as one (below)
        "did she hurt her wrist in the fall",
        "is there a spring in his step",
        "did kit travel this summer",  # not read: "this/last <season>" is left as before
        "any trips in spring",  # no "the": not read
        "her summer's plans",
    ],
)
def test_a_season_word_that_names_a_thing_is_no_season_period(question):
    left, when = timeframe.extract(question, NOW)
    assert when is None or when.phrase.endswith(("bank holiday weekend",))
    if when is None:
        assert left == question


def test_the_summer_bank_holiday_stays_a_bank_holiday():
    _, when = timeframe.extract("how was he over the summer bank holiday", NOW)
    assert when.phrase == "over the summer bank holiday"
    assert when.until - when.since < timedelta(days=60)


@pytest.mark.parametrize(
    "question, asked",
    [
        ("what's her plan over the winter", _d(2026, 11, 10)),
        ("is he racing in the summer?", _d(2026, 4, 20)),
        ("any trips during the spring", _d(2026, 1, 15)),
    ],
)
def test_the_season_about_to_come_is_no_past_period(question, asked):
    left, when = timeframe.extract(question, asked)
    assert when is None
    assert left == question


def test_the_summer_of_a_named_year_is_left_to_the_named_date():
    question = "knee pain over the summer of 2024"
    assert timeframe.extract(question, NOW) == (question, None)
