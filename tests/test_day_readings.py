"""A health measure asked on one named day that only weekly summaries of other days give
(shared/domain/day_readings.py, never_said check `measure_on_a_day`). Hand-written records."""

from __future__ import annotations

from datetime import date, datetime, timezone
from types import SimpleNamespace

from shared.domain import day_readings, timeframe
from shared.usecases import never_said


def _ts(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=timezone.utc).timestamp()


def _day_window(day: str) -> tuple[date, float, float]:
    # The named day, and timeframe's window for "on <a named day>": the day and the day after, to the last second.
    return date.fromisoformat(day), _ts(day), _ts(day) + 2 * 86400 - 1


def _summary(week: str, text: str, metric: str = "weight") -> SimpleNamespace:
    return SimpleNamespace(metadata={"sourceType": "metric_summary", "metric": metric, "ts": _ts(week), "text": text})


def _message(day: str, text: str) -> SimpleNamespace:
    return SimpleNamespace(metadata={"sourceType": "message", "ts": _ts(day), "text": text})


def test_a_reading_of_the_next_day_is_not_the_days_value():
    day, since, until = _day_window("2021-01-24")  # a Sunday
    monday = _summary("2021-01-25", "Weight, week of Jan 25, 2021 (Kit Lowe): 1 reading: 80.4 kg on Jan 25, 2021; "
                                    "trend since the previous week: flat (from 80.5 kg).")
    assert day_readings.unread_on_the_day("kit's weight", [monday], day, since, until) == "weight on Jan 24, 2021"
    hr = _summary("2021-01-25", "Resting heart rate, week of Jan 25, 2021 (Kit Lowe): 1 reading: 61 bpm on Jan 25, "
                                "2021; trend within the week: flat.", "resting_heart_rate")
    assert day_readings.unread_on_the_day("kit resting hr", [hr], day, since, until) == "resting hr on Jan 24, 2021"


def test_the_days_own_reading_or_a_message_with_a_number_is_left_alone():
    day, since, until = _day_window("2021-01-25")
    monday = _summary("2021-01-25", "Weight, week of Jan 25, 2021 (Kit Lowe): 1 reading: 80.4 kg on Jan 25, 2021.")
    assert day_readings.unread_on_the_day("kit's weight", [monday], day, since, until) == ""
    day, since, until = _day_window("2021-01-24")
    said = _message("2021-01-24", "scales said 12 st 9 after the roast")
    assert day_readings.unread_on_the_day("kit's weight", [monday, said], day, since, until) == ""
    # A number of something else that day gives no value of the measure.
    other = _message("2021-01-24", "sunday stroll, 9 degrees and drizzle")
    assert day_readings.unread_on_the_day("kit's weight", [monday, other], day, since, until) == "weight on Jan 24, 2021"
    # Several readings in a week holding the day: which day each was is not said.
    week = _summary("2021-01-18", "Weight, week of Jan 18, 2021 (Kit Lowe): 3 readings, 81 → 80.4 kg (−0.6 kg "
                                  "over the week).")
    day, since, until = _day_window("2021-01-20")
    assert day_readings.unread_on_the_day("kit's weight", [week], day, since, until) == ""


def test_no_named_day_or_another_measure_is_left_alone():
    monday = _summary("2021-01-25", "Weight, week of Jan 25, 2021 (Kit Lowe): 1 reading: 80.4 kg on Jan 25, 2021.")
    # No one day named ("last week", "yesterday"), or no window.
    assert day_readings.unread_on_the_day("kit's weight", [monday], None, _ts("2021-01-21"), _ts("2021-01-28")) == ""
    assert day_readings.unread_on_the_day("kit's weight", [monday], date(2021, 1, 24), None, None) == ""
    day, since, until = _day_window("2021-01-24")
    # A measure the table does not know, or no summary of the measure asked.
    assert day_readings.unread_on_the_day("kit's mood", [monday], day, since, until) == ""
    assert day_readings.unread_on_the_day("kit's steps", [monday], day, since, until) == ""
    # A blood pressure summary is the one asked by "bp", and not the weight's.
    bp = _summary("2021-01-25", "Systolic bp, week of Jan 25, 2021 (Kit Lowe): 1 reading: 131 mmHg on Jan 25, 2021.",
                  "systolic_bp")
    assert day_readings.unread_on_the_day("kits bp", [bp], day, since, until) == "bp on Jan 24, 2021"
    assert day_readings.unread_on_the_day("kit's weight", [bp], day, since, until) == ""


def test_the_check_is_in_the_registry():
    assert "measure_on_a_day" in [c.name for c in never_said.CHECKS]


def test_the_day_is_timeframes_own_reading_of_it():
    # The named day is timeframe's `core` (its own days, unpadded), whatever padding its window has: a feast's
    # two-day window, a date's week around it. A period of several days names no one day.
    from shared.domain import timeframe

    now = datetime(2031, 3, 10, tzinfo=timezone.utc)
    for asked, day in (("what did ora weigh on burns night", "2031-01-25"),
                       ("oras weight on shrove tuesday", "2031-02-25"),
                       ("oras weight on 3 feb", "2031-02-03")):
        _, window = timeframe.extract(asked, now)
        assert window is not None
        assert day_readings.named_day(window.core) == date.fromisoformat(day)
    for asked in ("oras weight yesterday", "oras weight last week", "oras weight over christmas"):
        _, window = timeframe.extract(asked, now)
        assert window is not None
        assert day_readings.named_day(window.core) is None



def test_a_record_of_the_day_after_naming_its_own_day_is_not_the_days_value():
    christmas_day, since, until = _day_window("2021-12-25")
    # Written the day after, naming its own day by the calendar: its count is of that day.
    boxing = _message("2021-12-26", "boxing day hike, 15,300 steps")
    assert day_readings.unread_on_the_day("kit's steps", [boxing], christmas_day, since, until) == "steps on Dec 25, 2021"
    # Written the day after but naming no day, or naming the day asked: it may be of the day.
    plain = _message("2021-12-26", "15,300 steps yesterday, legs are done")
    assert day_readings.unread_on_the_day("kit's steps", [plain], christmas_day, since, until) == ""
    both = _message("2021-12-26", "christmas day was 9,800 steps, boxing day 15,300")
    assert day_readings.unread_on_the_day("kit's steps", [boxing, both], christmas_day, since, until) == ""
    # Written on the day itself, whatever day it names.
    eve = _message("2021-12-25", "christmas eve was lazy, 11,000 steps today though")
    assert day_readings.unread_on_the_day("kit's steps", [eve], christmas_day, since, until) == ""
    # Nothing of the measure in the pool: left to the other checks.
    assert day_readings.unread_on_the_day("kit's steps", [], christmas_day, since, until) == ""


def test_the_period_day_is_the_named_day_of_its_core_and_none_without_a_period():
    # One function for the chat's and the search box's decisions (service._one_pass, search._read).
    now = datetime(2031, 3, 10, tzinfo=timezone.utc)
    _, window = timeframe.extract("what did ora weigh on 3 feb", now)
    assert day_readings.period_day(window) == date(2031, 2, 3)
    _, window = timeframe.extract("oras weight last week", now)
    assert day_readings.period_day(window) is None
    assert day_readings.period_day(None) is None


def test_only_the_weeks_is_a_named_days_pool_of_weekly_summaries_alone():
    from shared.domain.day_readings import only_the_weeks

    def rec(kind):
        return SimpleNamespace(metadata={"sourceType": kind})

    day = date(2021, 10, 31)
    assert only_the_weeks([rec("metric_summary")], day)
    assert not only_the_weeks([rec("metric_summary"), rec("message")], day)  # the day's message is its news
    assert not only_the_weeks([rec("metric_summary")], None)                  # no one day named
    assert not only_the_weeks([], day)                                        # nothing: nothing to drop
