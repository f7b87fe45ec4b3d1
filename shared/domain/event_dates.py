"""The days a record names for an event still to come: "chicago marathon 11 oct", "tide window
14-20 August", "race on October 17th".

The result of an event rarely repeats its name: "3:27:51!!!! PB" on the day of the marathon, "WE
MADE FRANCE 13 hrs 22 min" in the relay's tide window. Ranked by the question ("sadias chicago
time"), the record that names the event wins and the result scores low, so the answer quoted the
plan instead of the outcome. The record names the day, though: the client's records of those days
are where the result is (shared/domain/threads.py `outcome_records`, offered after the record as a
follow-on).

Only a day with its month is read (a month alone, "in september", is too wide a window to say
which record is the result), and only when it is still to come when the record was written (a
day already past is a report, not a plan). A date without a year is the next one on or after the
record's day, within a year.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from shared.domain.query_dates import MONTHS

_MONTH = "|".join(sorted({*MONTHS, *(m[:3] for m in MONTHS), "sept"}, key=len, reverse=True))
_DAY = r"(?P<{}>\d{{1,2}})(?:st|nd|rd|th)?"
# "11 oct", "14-20 August", "17th of October"; "October 17", "oct 17th" (not "oct 17:30", "oct 17 kg").
_DAY_MONTH = re.compile(
    rf"\b{_DAY.format('d1')}(?:\s*(?:-|\u2013|to)\s*{_DAY.format('d2')})?\s+(?:of\s+)?(?P<m>{_MONTH})\b\.?",
    re.IGNORECASE)
_MONTH_DAY = re.compile(
    rf"\b(?P<m>{_MONTH})\.?\s+{_DAY.format('d1')}(?:\s*(?:-|\u2013|to)\s*{_DAY.format('d2')})?\b(?![:.,]?\d|\s*(?:kg|km|k|m|mi|lb|lbs|min|mins|h|hrs?|%))",
    re.IGNORECASE)
# Month names that are also words ("10 may help", "5 march on"): a month only when capitalised.
_VERBS = frozenset({"may", "march"})
# A day this far before the record's is past (a report, "on 2 july i ran"); further back, it is
# next year's ("10 jan" written in December).
PAST = timedelta(days=183)
# The result is told on the day or soon after (a late finish, a result posted the next morning).
AFTER = timedelta(days=2)
# A date further ahead than this is not read as this record's event.
HORIZON = timedelta(days=366)


def event_window(text: str, written_ts: float) -> tuple[float, float] | None:
    """(since, until) in epoch seconds: the days of the first event date `text` names that is still
    to come on the day it was written (`written_ts`), until AFTER past its last day; None when it
    names none."""
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    today = written.replace(hour=0, minute=0, second=0, microsecond=0)
    for pattern in (_DAY_MONTH, _MONTH_DAY):
        for match in pattern.finditer(text):
            if match.group("m").lower() in _VERBS and not match.group("m")[0].isupper():
                continue  # "3 sets of 10 may help": the verb, not the month
            month = _month_number(match.group("m"))
            first = int(match.group("d1"))
            last = int(match.group("d2")) if match.group("d2") else first
            start = _next(today, month, first)
            if start is None or last < first:
                continue
            end = start + timedelta(days=last - first)
            if start - today > HORIZON or start < today:
                continue
            return start.timestamp(), (end + timedelta(days=1) + AFTER).timestamp()
    return None


def _month_number(name: str) -> int:
    name = name.lower().rstrip(".")
    return MONTHS.get(name) or next(n for m, n in MONTHS.items() if m.startswith(name[:3]))


def _next(today: datetime, month: int, day: int) -> datetime | None:
    """This year's `day`/`month` if it is today or later; None if it passed within PAST (a report of
    a past day) or is no day; else next year's."""
    try:
        candidate = today.replace(month=month, day=day)
    except ValueError:
        return None
    if candidate >= today:
        return candidate
    if today - candidate <= PAST:
        return None
    try:
        return candidate.replace(year=today.year + 1)
    except ValueError:
        return None
