"""Period phrases beyond "last week" and "in May": since, ranges, parts of a month, rolling windows.

Each phrase is read against a fixed moment of asking, never the wall clock.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2026, 11, 22, 9, 30, tzinfo=timezone.utc)  # a Sunday
PAD = timedelta(days=3)
# A month's window ends the second before the next month's first midnight (timeframe._LAST_INSTANT).
END = timedelta(seconds=1)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, since, until, phrase",
    [
        # from a moment to now (padded back a few days for the starting figure)
        ("how much weight has tom lost since new year", _d(2026, 1, 1) - PAD, NOW, "since new year"),
        ("squat progress since the start of the year?", _d(2026, 1, 1) - PAD, NOW, "since the start of the year"),
        ("what has ana said since the beginning of the month", _d(2026, 11, 1) - PAD, NOW,
         "since the beginning of the month"),
        ("has his knee flared up since March", _d(2026, 3, 1) - PAD, NOW, "since March"),
        ("any injuries since december", _d(2025, 12, 1) - PAD, NOW, "since december"),
        ("how has her 5k gone from april onwards", _d(2026, 4, 1) - PAD, NOW, "from april onwards"),
        # a range of months: the last May, and the March before it
        ("what did lea say about sleep between March and May", _d(2026, 3, 1), _d(2026, 6, 1) - END,
         "between March and May"),
        ("diet from march to may", _d(2026, 3, 1), _d(2026, 6, 1) - END, "from march to may"),
        ("her shoulder from October through January", _d(2025, 10, 1), _d(2026, 2, 1) - END,
         "from October through January"),
        # parts of a month (thirds, padded)
        ("what did sam say in early April", _d(2026, 4, 1) - PAD, _d(2026, 4, 11) + PAD, "in early April"),
        ("knee pain mid-April", _d(2026, 4, 11) - PAD, _d(2026, 4, 21) + PAD, "mid-April"),
        ("anything from him in mid april?", _d(2026, 4, 11) - PAD, _d(2026, 4, 21) + PAD, "in mid april"),
        ("late April check-in", _d(2026, 4, 21) - PAD, _d(2026, 5, 1) + PAD, "late April"),
        ("what happened at the end of March", _d(2026, 3, 21) - PAD, _d(2026, 4, 1) + PAD, "at the end of March"),
        ("the beginning of May", _d(2026, 5, 1) - PAD, _d(2026, 5, 11) + PAD, "the beginning of May"),
        ("late november", _d(2026, 11, 21) - PAD, NOW, "late november"),  # clipped at the moment of asking
        ("end of december", _d(2025, 12, 21) - PAD, _d(2026, 1, 1) + PAD, "end of december"),
        # rolling windows
        ("sleep over the last two weeks", NOW - timedelta(days=14), NOW, "over the last two weeks"),
        ("the last two weeks", NOW - timedelta(days=14), NOW, "the last two weeks"),
        ("weight in the past 3 months", NOW - timedelta(days=90), NOW, "in the past 3 months"),
        ("how has she felt the last few days", NOW - timedelta(days=4), NOW, "the last few days"),
        ("missed sessions in the past couple of weeks", NOW - timedelta(days=21), NOW,
         "in the past couple of weeks"),
        ("any pain over the past several days", NOW - timedelta(days=7), NOW, "over the past several days"),
        ("past six months of runs", NOW - timedelta(days=180), NOW, "past six months"),
    ],
)
def test_phrase_forms_name_their_window(question, since, until, phrase):
    rest, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert phrase.lower() not in rest.lower()


THURSDAY = datetime(2026, 11, 26, 10, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, since, phrase",
    [
        # "last week" on a Thursday: Monday of the previous calendar week, not just the last 7 days
        # (a message of Wednesday the 18th is "last week" to most people).
        ("what did ana tell me last week", _d(2026, 11, 16), "last week"),
        # "last month" late in November: October from its 1st, not only the last 30 days.
        ("knee pain last month", _d(2026, 10, 1), "last month"),
    ],
)
def test_last_week_and_last_month_reach_the_previous_calendar_week_and_month(question, since, phrase):
    rest, when = timeframe.extract(question, THURSDAY)
    assert when is not None and when.phrase == phrase
    assert (when.since, when.until) == (since, THURSDAY)


@pytest.mark.parametrize(
    "question, since, until, phrase",
    [
        ("what did ana send me in the first week of july", _d(2026, 7, 1) - PAD, _d(2026, 7, 8) + PAD,
         "in the first week of july"),
        ("her sleep the second week of august", _d(2026, 8, 8) - PAD, _d(2026, 8, 15) + PAD,
         "the second week of august"),
        ("the last week of september", _d(2026, 9, 22) - PAD, _d(2026, 10, 1) + PAD, "the last week of september"),
    ],
)
def test_a_week_of_a_month_is_a_period_not_topic_words(question, since, until, phrase):
    rest, when = timeframe.extract(question, THURSDAY)
    assert when is not None and when.phrase == phrase
    assert (when.since, when.until) == (since, until)
    assert "week" not in rest and "july" not in rest.lower()


def test_late_in_a_month_not_yet_reached_is_last_years():
    early = datetime(2026, 11, 5, 12, tzinfo=timezone.utc)
    _, when = timeframe.extract("late november", early)
    assert (when.since, when.until) == (_d(2025, 11, 21) - PAD, _d(2025, 12, 1) + PAD)


@pytest.mark.parametrize(
    "question, rest",
    [
        # a point of comparison: the answer needs both times, so nothing is filtered
        ("Is Mateo sleeping more than last month?", "Is Mateo sleeping more than ?"),
        ("is she lifting more compared to last week", "is she lifting more compared to"),
    ],
)
def test_a_point_of_comparison_is_no_period(question, rest):
    assert timeframe.extract(question, NOW) == (rest, None)


def test_may_as_a_verb_is_no_month():
    question = "since may have been injured, what should we do"
    assert timeframe.extract(question, NOW) == (question, None)


@pytest.mark.parametrize(
    "question",
    [
        "what did he say between March and May 2025",  # names its year: a calendar date
        "since March 2024 how has she done",
        "how did she do in early April 2025",
        "has he had a cigarette since he quit",  # "since" without a time
        "how many weeks passed between Maria adopting Coco and Shadow?",
    ],
)
def test_phrases_with_a_year_or_without_a_time_are_not_read_against_now(question):
    assert timeframe.extract(question, NOW) == (question, None)
