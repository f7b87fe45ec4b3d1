"""Calendar dates in a query become a padded search window (shared/domain/query_dates.py)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.query_dates import PAD, named_window


def day(y: int, m: int, d: int) -> float:
    return datetime(y, m, d, tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize(
    "query, start, end",
    [
        ("Who did Maria have dinner with on May 3, 2023?", day(2023, 5, 3), day(2023, 5, 4)),
        ("What did Gina find on 1 February, 2023?", day(2023, 2, 1), day(2023, 2, 2)),
        ("What did he say on the 3rd of March 2024", day(2024, 3, 3), day(2024, 3, 4)),
        ("knee update Sept 9th, 2025", day(2025, 9, 9), day(2025, 9, 10)),
        ("What did John attend in March 2023?", day(2023, 3, 1), day(2023, 4, 1)),
        ("How did December, 2022 go?", day(2022, 12, 1), day(2023, 1, 1)),
        ("How many times did she run in 2023?", day(2023, 1, 1), day(2024, 1, 1)),
    ],
)
def test_named_dates_give_a_padded_window(query, start, end):
    window = named_window(query)
    assert window is not None
    pad = PAD.total_seconds()
    assert window.since_ts == start - pad
    assert window.until_ts == pytest.approx(end + pad, abs=0.01) and window.until_ts < end + pad
    assert window.phrase in query


@pytest.mark.parametrize(
    "query",
    [
        "What did Sarah say about her knee?",
        "What did she do in May?",  # relative to now: chatWithAI's timeframe, not a calendar date
        "She may 2x her squat volume",
        "Did she run 2023 metres?",  # a number, not a year named as a date
        "",
    ],
)
def test_no_window_without_a_calendar_date(query):
    assert named_window(query) is None


def test_the_first_date_wins():
    window = named_window("Between May 3, 2023 and June 9, 2023, what changed?")
    assert window is not None and window.phrase == "May 3, 2023"


def test_an_impossible_day_falls_back_to_its_month():
    window = named_window("What happened on 31 February 2023?")
    assert window is not None and window.phrase == "February 2023"
