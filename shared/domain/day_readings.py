"""A client's measure asked on one named day that only the health data's readings of other days give.

"what did kit weigh on burns night", "dev's resting hr on shrove tuesday": timeframe reads the day and keeps the
day after in its window too (a record written the morning after may tell it), so the pool holds the weekly
summary whose one reading was taken the Monday after, and the quoting layer gave that reading as the day's.
The check sees the question without its period (the chat took the phrase out); the day is timeframe's own
reading of it (`Timeframe.core`, passed down as the decision's `day`: `named_day`), so a date ("on 19 may") and a
day timeframe pads by a week ("on new year's day") are read as the day they name, not the week around it. A
summary of one reading says the day it was taken ("1 reading: 80.4 kg on Mar 8, 2021"): where every record of
the pool giving the measure is such a summary and none was read on the day, nothing tells the value that day.

The measure is asked_values' (`measured`: "weigh", "rhr", "bp", "steps", "sleep"), the summary's metric read by
the same table ("resting_heart_rate" is a heart rate), so the two cannot drift apart.

Left alone: a day timeframe does not read ("on the day of the fun run": event_measures'), a period of several
days ("over christmas", "yesterday" has no named day), a summary of several readings whose week holds the day (it
does not say which day each was), and any other record of the window giving a number beside the measure's words,
or a value of its shape ("82 kg after the christmas dinner", written that evening or the next day): the model
reads those. But a record of the day after that names its own day by the calendar ("st stephen's day swim, 2 km"):
its number is of that day, and where it is all the window gives of the measure, nothing tells the day asked.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone
from typing import Any, Sequence

from shared.domain import asked_values, timeframe
from shared.domain.record_time import written_at
from shared.ports.keywords import tokens

# The weekly summaries' kind (shared/domain/sources/kinds/metric_summary.py).
_HEALTH = ("metric_summary",)
# The summary's words (shared/domain/health/render.py, week_summary): its week, and its one reading's day.
_WEEK_OF = re.compile(r"\bweek of ([A-Z][a-z]{2} \d{1,2}, \d{4})")
_ONE_READING = re.compile(r"\b1 reading: [^;]*? on ([A-Z][a-z]{2} \d{1,2}, \d{4})")
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W_]+(?:['\u2019-][^\W_]+)*")
_DAY = timedelta(days=1)


def named_day(core: tuple[datetime, datetime] | None) -> date | None:
    """The one day a period names, from timeframe's reading of it (`Timeframe.core`: the named day's or date's own
    days, unpadded): "on burns night", "on 19 may" give that day; a period of several days or none, None."""
    if core is None:
        return None
    since, until = (t.astimezone(timezone.utc) for t in core)
    if (since.hour, since.minute, since.second) != (0, 0, 0) or abs((until - since) - _DAY) > timedelta(seconds=1):
        return None
    return since.date()


def period_day(when: timeframe.Timeframe | None) -> date | None:
    """The one day a question's period names (`named_day` of its `core`), or None with no period: the day the chat's
    and the search box's decisions both read, so the two cannot read it apart."""
    return named_day(when.core if when is not None else None)


def unread_on_the_day(asked: str, candidates: Sequence[Any], day: date | None, since_ts: float | None,
                      until_ts: float | None) -> str:
    """The measure and its day ("weight on Jan 25, 2021") when `asked` (the question without its period) asks
    a health measure (asked_values.measured), `day` is the one day the period names (`named_day`), the pool holds
    summaries of that measure, none read on the day, and no other record of the window [since_ts, until_ts]
    gives a number beside the measure's words or a value of its shape; "" otherwise."""
    if day is None or since_ts is None or until_ts is None:
        return ""
    quantities = set(asked_values.measured(asked.lower()))
    if not quantities:
        return ""
    summaries = [c for c in candidates if c.metadata.get("sourceType") in _HEALTH
                 and quantities & set(asked_values.measured(str(c.metadata.get("metric") or "").replace("_", " ")))]
    if any(_may_be_of(str(c.metadata.get("text") or ""), day) for c in summaries):
        return ""
    giving = [c for c in candidates if c.metadata.get("sourceType") not in _HEALTH and written_at(c.metadata) is not None
              and since_ts <= written_at(c.metadata) <= until_ts and _gives(str(c.metadata.get("text") or "").lower(), quantities)]
    if not summaries and not giving:
        return ""  # nothing of the measure in the pool: no reading to be taken for the day's
    if any(not _of_another_day(c, day) for c in giving):
        return ""  # a record of the window giving the measure a number: the model reads it
    return f"{_measure_words(asked.lower(), quantities)} on {day:%b} {day.day}, {day.year}"


def only_the_weeks(records: Sequence[Any], day: date | None) -> bool:
    """True when `records` (a client's news of one named day, nothing else asked: "nilesh on halloween",
    "roderick on christmas day") are all weekly health summaries: a week's readings are not the day's news.

    The dev halves' answerable questions of one named day were each answered by a message or a note of the
    day, a summary of the week only beside it; those asked of a day the client wrote nothing on were answered
    by the summary alone ("Weight, week of Nov 14 … 1 reading: 75.6 kg on Nov 14", for "graziella on
    remembrance sunday": h-fail54, blind43 and blind42). A measure asked by its words is not news asked
    (`unread_on_the_day` reads it), and a period of several days ("over christmas", a date padded to its
    week) names no day (`named_day`)."""
    return day is not None and bool(records) and all(c.metadata.get("sourceType") in _HEALTH for c in records)


def _of_another_day(candidate: Any, day: date) -> bool:
    # A record written after the day (the window keeps the day after) that names its own day by the calendar's
    # name for it ("st stephen's day swim, 2 km" written that day): its number is of that day, not of the one asked.
    # One written on the day itself, or naming no day ("this morning", "yesterday"), may be of it.
    ts = written_at(candidate.metadata)
    if ts is None:
        return False
    written = datetime.fromtimestamp(ts, tz=timezone.utc)
    if written.date() == day:
        return False
    _, named = timeframe.extract(str(candidate.metadata.get("text") or ""), written)
    core = named.core if named is not None else None
    if core is None:
        return False
    since = core[0].astimezone(timezone.utc)
    return (since.hour, since.minute, since.second) == (0, 0, 0) and core[1] - core[0] <= _DAY and since.date() != day


def _gives(text: str, quantities: set[str]) -> bool:
    # A number beside a word asking the measure ("scales said 12 st 9", "rhr 58") or a value of its shape
    # ("140/85", "9,000"): a number of anything else that day ("22 degrees on the beach") gives none.
    if not _DIGIT.search(text):
        return False
    if asked_values.holds_value(tuple(quantities), text):
        return True
    stems = {s for w in _WORD.findall(text) for s in tokens(w)}
    return any(stems & asked_values.asking_stems(q) for q in quantities)


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


def _measure_words(asked: str, quantities: set[str]) -> str:
    # The question's own run of words asking the measure ("resting hr", "weigh"), for the refusal to name.
    asking = set().union(*(asked_values.asking_stems(q) for q in quantities))
    run: list[str] = []
    for word in _WORD.findall(asked):
        if set(tokens(word)) & asking:
            run.append(word)
        elif run:
            break
    return " ".join(run) or sorted(quantities)[0].replace("_", " ")
