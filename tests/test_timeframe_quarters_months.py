"""Periods named by a quarter, "later/earlier in <month>" or a month after "across", "during", "over",
"through(out)" (issue 14, wrongful refusals: before, only "in <month>" was read, and the words of the
others were searched for as topics, "across" or "q1", which no record says). Seasons stay unread
(h-season13 and h-season15 measured them: docs/ANSWERS.md).

Hand-written sentences, read against a fixed moment of asking (never the wall clock).
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import timeframe

NOW = datetime(2026, 10, 15, 8, 0, tzinfo=timezone.utc)
PAD = timedelta(days=3)
# A month's window ends the second before the next month's first midnight (timeframe._LAST_INSTANT).
END = timedelta(seconds=1)


def _d(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "question, since, until, phrase, rest",
    [
        # a month after a word that puts the whole month around what is asked
        ("lena hrv across june", _d(2026, 6, 1), _d(2026, 7, 1) - END, "across june", "lena hrv"),
        ("her squat during march", _d(2026, 3, 1), _d(2026, 4, 1) - END, "during march", "her squat"),
        ("bo protein throughout july", _d(2026, 7, 1), _d(2026, 8, 1) - END, "throughout july", "bo protein"),
        # later / earlier in a month: its late or early part
        ("lena knee later in april", _d(2026, 4, 21) - PAD, _d(2026, 5, 1) + PAD, "later in april", "lena knee"),
        ("bo sleep earlier in sept", _d(2026, 9, 1) - PAD, _d(2026, 9, 11) + PAD, "earlier in sept", "bo sleep"),
        # a quarter of the year
        ("bo bodyweight over q2", _d(2026, 4, 1) - PAD, _d(2026, 7, 1) + PAD, "over q2", "bo bodyweight"),
        ("lena rhr q3", _d(2026, 7, 1) - PAD, _d(2026, 10, 1) + PAD, "q3", "lena rhr"),
        ("bo sessions in the first quarter", _d(2026, 1, 1) - PAD, _d(2026, 4, 1) + PAD, "in the first quarter",
         "bo sessions"),
    ],
)
def test_the_period_is_read_and_leaves_the_question(question, since, until, phrase, rest):
    left, when = timeframe.extract(question, NOW)
    assert when is not None
    assert (when.since, when.until, when.phrase) == (since, until, phrase)
    assert left == rest


@pytest.mark.parametrize("question", [
    "lena weight this summer",          # "this <season>" is not read (tests/test_timeframe_seasons.py reads "over the summer")
    "his winter training block",
    "this may hurt a bit",              # "this" does not make "may" a month
    "the first quarter of the match",   # a quarter of something else
])
def test_this_season_a_quarter_of_something_else_or_this_may_is_no_period(question):
    assert timeframe.extract(question, NOW) == (question, None)
