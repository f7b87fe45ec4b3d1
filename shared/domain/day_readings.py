"""A client's measure asked on one named day that only the health data's readings of other days give.

"what did kit weigh on burns night", "dev's resting hr on shrove tuesday": timeframe reads the day and keeps the
day after in its window too (a record written the morning after may tell it), so the pool holds the weekly
summary whose one reading was taken the Monday after, and the quoting layer gave that reading as the day's.
The check sees the question without its period (the chat took the phrase out), so the day is read from the
window's shape (`_asked_day`). A summary of one reading says the day it was taken ("1 reading: 80.4 kg on Mar
8, 2021"): where every record of the pool giving the measure is such a summary and none was read on the day,
nothing tells the value that day.

Left alone: a day timeframe does not read ("on the day of the fun run": event_measures'), a day timeframe reads
with a wider window (a date, "on new year's day": a week around it), a summary of several readings whose week
holds the day (it does not say which day each was), and any other record of the window giving a number with the
measure's words or units ("82 kg after the christmas dinner", written that evening or the next day): the model
reads those.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone
from typing import Any, Sequence

# A measure as a trainer asks it, and the health data's metric it is ("metric" of a summary's metadata).
_ASKED_METRICS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\b(?:weight|weigh|weighed|weighs|weigh[\s-]?in)\b"), ("weight",)),
    (re.compile(r"\b(?:rhr|resting\s+(?:hr|heart\s*rate|heart|pulse)|heart\s*rate|hr|pulse)\b"),
     ("resting_heart_rate",)),
    (re.compile(r"\b(?:bp|blood\s+pressure|systolic|diastolic)\b"), ("systolic_bp", "diastolic_bp")),
    (re.compile(r"\bsteps\b"), ("steps",)),
)
# How another record gives the measure: its words or its units beside a number ("12 st 4", "rhr 58", "140/85",
# "9,000 steps"). A number of anything else that day ("22 degrees on the beach") gives no value of it.
_GIVEN = {
    "weight": re.compile(r"\b(?:weigh\w*|scales?|kg|kgs|kilos?|st|stone|lbs?|pounds)\b|\d(?:kg|st|lbs?)\b"),
    "resting_heart_rate": re.compile(r"\b(?:rhr|hr|bpm|pulse|heart)\b|\dbpm\b"),
    "systolic_bp": re.compile(r"\b(?:bp|pressure)\b|\d{2,3}\s*/\s*\d{2,3}"),
    "diastolic_bp": re.compile(r"\b(?:bp|pressure)\b|\d{2,3}\s*/\s*\d{2,3}"),
    "steps": re.compile(r"\bsteps?\b|\d\s*k\b"),
}
# The weekly summaries' kind (shared/domain/sources/kinds/metric_summary.py).
_HEALTH = ("metric_summary",)
# The summary's words (shared/domain/health/render.py, week_summary): its week, and its one reading's day.
_WEEK_OF = re.compile(r"\bweek of ([A-Z][a-z]{2} \d{1,2}, \d{4})")
_ONE_READING = re.compile(r"\b1 reading: [^;]*? on ([A-Z][a-z]{2} \d{1,2}, \d{4})")
_DIGIT = re.compile(r"\d")


def unread_on_the_day(asked: str, candidates: Sequence[Any], since_ts: float | None, until_ts: float | None) -> str:
    """The measure and its day ("weight on Jan 25, 2021") when `asked` (the question without its period) asks
    a health measure, the window [since_ts, until_ts] is one named day's (`_asked_day`), the pool holds summaries
    of that measure, none read on the day, and no other record of the window gives a number beside the measure's
    words or units; "" otherwise."""
    day = _asked_day(since_ts, until_ts)
    if day is None or since_ts is None or until_ts is None:
        return ""
    lowered = asked.lower()
    metrics = next((m for pattern, m in _ASKED_METRICS if pattern.search(lowered)), None)
    if metrics is None:
        return ""
    summaries = [c for c in candidates
                 if c.metadata.get("sourceType") in _HEALTH and c.metadata.get("metric") in metrics]
    if not summaries:
        return ""
    if any(_may_be_of(str(c.metadata.get("text") or ""), day) for c in summaries):
        return ""
    for c in candidates:
        ts = c.metadata.get("ts")
        if c.metadata.get("sourceType") in _HEALTH or not isinstance(ts, (int, float)) or isinstance(ts, bool):
            continue
        text = str(c.metadata.get("text") or "").lower()
        if since_ts <= ts <= until_ts and _DIGIT.search(text) and any(_GIVEN[m].search(text) for m in metrics):
            return ""  # a record of the window giving the measure a number: the model reads it
    return f"{_measure_words(lowered, metrics)} on {day:%b} {day.day}, {day.year}"


def _asked_day(since_ts: float | None, until_ts: float | None) -> date | None:
    # timeframe's window for "on <a named day>" ("on burns night", "on good friday"): from the day's midnight to
    # the second before the midnight two days on (the day after holds a record of the morning after). No other
    # reading of a question's period gives that window ("yesterday" is one day; a date, a week around it).
    if since_ts is None or until_ts is None:
        return None
    since = datetime.fromtimestamp(since_ts, tz=timezone.utc)
    if (since.hour, since.minute, since.second) != (0, 0, 0) or abs(until_ts - since_ts - (2 * 86400 - 1)) > 1.0:
        return None
    return since.date()


def _may_be_of(text: str, day: date) -> bool:
    # One reading: its own day. Several: any day of the summary's week. Unreadable: may be.
    one = _ONE_READING.search(text)
    if one:
        read = _date(one[1])
        return read is None or read == day
    week = _WEEK_OF.search(text)
    if not week:
        return True
    first = _date(week[1])
    return first is None or first <= day < first + timedelta(days=7)


def _date(written: str) -> date | None:
    try:
        return datetime.strptime(written, "%b %d, %Y").date()
    except ValueError:
        return None


def _measure_words(rest: str, metrics: tuple[str, ...]) -> str:
    for pattern, m in _ASKED_METRICS:
        if m == metrics:
            found = pattern.search(rest)
            if found:
                return found.group(0)
    return metrics[0].replace("_", " ")
