"""A season said with "the" after a preposition is a period (issue #14, h-season15's reading, taken by h-when27).

Meteorological, northern-hemisphere seasons (spring March-May, summer June-August, autumn September-
November, winter December-February), padded after their end as a named date is (timeframe.SEASON_PAD, three days; h-season15
padded two weeks; not before their first day since h-when33, timeframe.SEASON_PAD_BEFORE). Only
"over/in/during/through/throughout the <season>" is read; a season word that names a thing or an event,
"fall", "this/last <season>", and a season still to come stay in the question as before. Each phrase is
read against a fixed moment of asking, never the wall clock; every sentence here is made up.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)
PAD = timedelta(days=3)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, since, until, phrase, rest",
    [
        ("was his elbow sore over the summer", _d(2026, 6, 1), _d(2026, 9, 1) + PAD, "over the summer",
         "was his elbow sore"),
        ("meds over the summer holidays", _d(2026, 6, 1), _d(2026, 9, 1) + PAD, "over the summer holidays",
         "meds"),
        ("cravings in the dog days of summer?", _d(2026, 6, 1), _d(2026, 9, 1) + PAD,
         "in the dog days of summer", "cravings ?"),
        ("hip pain in the spring", _d(2026, 3, 1), _d(2026, 6, 1) + PAD, "in the spring", "hip pain"),
        # the season still running is clipped at the moment of asking
        ("sleep during the autumn", _d(2026, 9, 1), NOW, "during the autumn", "sleep"),
    ],
)
def test_a_season_is_read_and_taken_out(question, since, until, phrase, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert left == rest


def test_winter_spans_the_year_end():
    _, when = timeframe.extract("how was her asthma over the winter", _d(2026, 4, 10))
    assert when.since == _d(2025, 12, 1) and when.until == _d(2026, 3, 1) + PAD


def test_the_season_is_its_meteorological_months_padded_a_few_days():
    _, when = timeframe.extract("any blisters over the summer", NOW)
    assert when.since <= _d(2026, 9, 2) <= when.until  # written on the first days after it
    assert not when.since <= _d(2026, 9, 7) <= when.until  # September is autumn
    assert not when.since <= _d(2026, 5, 14) <= when.until


def test_the_winter_asked_in_spring_is_the_last_one_and_its_year_end_news_is_in_it():
    """blind22's dev "niamh over the winter", asked on 27 May 2019, made up again: the winter is
    December 2018 to February 2019, and her November injury is not in it."""
    asked = datetime(2019, 5, 27, 8, tzinfo=timezone.utc)
    rest, when = timeframe.extract("niamh over the winter", asked)
    assert rest == "niamh"
    assert when.since <= _d(2018, 12, 15) <= when.until and when.since <= _d(2019, 2, 14) <= when.until
    assert not when.since <= _d(2018, 11, 17) <= when.until
    assert not when.since <= _d(2019, 3, 12) <= when.until


def test_a_season_with_its_year_is_that_years():
    rest, when = timeframe.extract("her knee over the winter 2024", NOW)
    assert rest == "her knee"
    assert (when.since, when.until) == (_d(2024, 12, 1), _d(2025, 3, 1) + PAD)


@pytest.mark.parametrize(
    "question",
    [
        "how did she do in the summer league",
        "how did he feel in the autumn training block",
        "what was his time in the spring marathon",
        "any homesickness during the summer camp",
        "did she hurt her wrist in the fall",
        "did kit travel this summer",  # not read: "this/last <season>" is left as before
        "any trips in spring",  # no "the": not read
        "any sunburn in the summer-house",
    ],
)
def test_a_season_word_that_names_a_thing_is_no_period(question):
    assert timeframe.extract(question, NOW) == (question, None)


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


@pytest.mark.parametrize(
    "question, rest",
    [
        ("nilesh's calf in the spring", "nilesh's calf"),          # a client's thing said alone
        ("stace's left shoulder in the spring", "stace's left shoulder"),
        ("how was he in the spring", "how was he"),               # words of the past
    ],
)
def test_the_season_about_to_come_asked_of_the_past_is_the_last_one(question, rest):
    # Asked in January, "in the spring" of a thing the records tell is last spring, not the coming one (h-fail54).
    left, when = timeframe.extract(question, _d(2026, 1, 15))
    assert left == rest
    assert when is not None and when.since == _d(2025, 3, 1) and when.until == _d(2025, 6, 1) + PAD


@pytest.mark.parametrize("question", ["what's he doing in the spring", "can she race in the spring",
                                      "is he planning to race in the spring"])
def test_the_season_about_to_come_asked_of_a_plan_stays_unread(question):
    assert timeframe.extract(question, _d(2026, 1, 15)) == (question, None)
