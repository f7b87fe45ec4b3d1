"""A health measure asked on one named day that only weekly summaries of other days give
(shared/domain/day_readings.py, never_said check `measure_on_a_day`). Hand-written records."""

from __future__ import annotations

from datetime import datetime, timezone
from types import SimpleNamespace

from shared.domain import day_readings
from shared.usecases import never_said


def _ts(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()


def _day_window(day: str) -> tuple[float, float]:
    # timeframe's window for "on <a named day>": the day and the day after, to the last second.
    return _ts(day), _ts(day) + 2 * 86400 - 1


def _summary(week: str, text: str, metric: str = "weight") -> SimpleNamespace:
    return SimpleNamespace(metadata={"sourceType": "metric_summary", "metric": metric, "ts": _ts(week), "text": text})


def _message(day: str, text: str) -> SimpleNamespace:
    return SimpleNamespace(metadata={"sourceType": "message", "ts": _ts(day), "text": text})


def test_a_reading_of_the_next_day_is_not_the_days_value():
    since, until = _day_window("2021-01-24")  # a Sunday
    monday = _summary("2021-01-25", "Weight, week of Jan 25, 2021 (Kit Lowe): 1 reading: 80.4 kg on Jan 25, 2021; "
                                    "trend since the previous week: flat (from 80.5 kg).")
    assert day_readings.unread_on_the_day("kit's weight", [monday], since, until) == "weight on Jan 24, 2021"
    hr = _summary("2021-01-25", "Resting heart rate, week of Jan 25, 2021 (Kit Lowe): 1 reading: 61 bpm on Jan 25, "
                                "2021; trend within the week: flat.", "resting_heart_rate")
    assert day_readings.unread_on_the_day("kit resting hr", [hr], since, until) == "resting hr on Jan 24, 2021"


def test_the_days_own_reading_or_a_message_with_a_number_is_left_alone():
    since, until = _day_window("2021-01-25")
    monday = _summary("2021-01-25", "Weight, week of Jan 25, 2021 (Kit Lowe): 1 reading: 80.4 kg on Jan 25, 2021.")
    assert day_readings.unread_on_the_day("kit's weight", [monday], since, until) == ""
    since, until = _day_window("2021-01-24")
    said = _message("2021-01-24", "scales said 12 st 9 after the roast")
    assert day_readings.unread_on_the_day("kit's weight", [monday, said], since, until) == ""
    # A number of something else that day gives no value of the measure.
    other = _message("2021-01-24", "sunday stroll, 9 degrees and drizzle")
    assert day_readings.unread_on_the_day("kit's weight", [monday, other], since, until) == "weight on Jan 24, 2021"
    # Several readings in a week holding the day: which day each was is not said.
    week = _summary("2021-01-18", "Weight, week of Jan 18, 2021 (Kit Lowe): 3 readings, 81 → 80.4 kg (−0.6 kg "
                                  "over the week).")
    since, until = _day_window("2021-01-20")
    assert day_readings.unread_on_the_day("kit's weight", [week], since, until) == ""


def test_other_windows_measures_and_pools_are_left_alone():
    monday = _summary("2021-01-25", "Weight, week of Jan 25, 2021 (Kit Lowe): 1 reading: 80.4 kg on Jan 25, 2021.")
    # A week around a date, one day ("yesterday"), no window.
    assert day_readings.unread_on_the_day("kit's weight", [monday], _ts("2021-01-21"), _ts("2021-01-28")) == ""
    assert day_readings.unread_on_the_day("kit's weight", [monday], _ts("2021-01-24"),
                                          _ts("2021-01-24") + 86399) == ""
    assert day_readings.unread_on_the_day("kit's weight", [monday], None, None) == ""
    since, until = _day_window("2021-01-24")
    # A measure the table does not know, or no summary of the measure asked.
    assert day_readings.unread_on_the_day("kit's mood", [monday], since, until) == ""
    assert day_readings.unread_on_the_day("kit's steps", [monday], since, until) == ""


def test_the_check_is_in_the_registry():
    assert "measure_on_a_day" in [c.name for c in never_said.CHECKS]


def test_timeframes_named_day_window_is_the_one_read():
    # day_readings reads the day from the window's shape, not from timeframe itself (the check sees only the
    # query filter's bounds): this pins the two together, so a change of timeframe's named-day window shows here
    # rather than silently switching the check off.
    from shared.domain import timeframe

    now = datetime(2031, 3, 10, tzinfo=timezone.utc)
    for asked, day in (("what did ora weigh on burns night", "2031-01-25"),
                       ("oras weight on shrove tuesday", "2031-02-25")):
        _, window = timeframe.extract(asked, now)
        assert window is not None
        got = day_readings._asked_day(window.since.timestamp(), window.until.timestamp())
        assert got is not None and got.isoformat() == day
    for asked in ("oras weight yesterday", "oras weight on 3 feb", "oras weight last week"):
        _, window = timeframe.extract(asked, now)
        assert window is not None
        assert day_readings._asked_day(window.since.timestamp(), window.until.timestamp()) is None
