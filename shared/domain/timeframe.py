"""Time words in a question become a date filter: "What did Sarah say last week?".

Only phrases relative to the moment of asking are read ("today", "last week",
"past 3 days", "this month", "in May"); the phrase is taken out of the question
so that it does not steer the search by its words. Dates that name their year
("in May 2023", "on 3 May 2023") are left to retrieval (shared/domain/query_dates.py),
and so is a question that names one beside a relative phrase ("what was his issue
last week, as he said on November 6, 2023?"): the phrase is relative to that date,
not to the moment of asking.

chatWithAI and semanticSearch read the same period from a question
(shared/usecases/period.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from shared.domain.query_dates import MONTHS, named_window

_N = r"(\d{1,3}|two|three|four|five|six|seven|ten|fourteen|thirty)"
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "fourteen": 14, "thirty": 30}
_PATTERN = re.compile(
    r"\b(?:(?P<today>today)|(?P<yesterday>yesterday)|(?P<this_week>this week)"
    r"|(?P<last_week>(?:last|past) week)|(?P<this_month>this month)|(?P<last_month>(?:last|past) month)"
    rf"|(?:in the |over the )?(?:last|past) (?P<n>{_N}) (?P<unit>days?|weeks?)"
    # "in May 2023" names its year: a calendar date, read by shared/domain/query_dates.py.
    rf"|in (?P<month>{'|'.join(MONTHS)})(?!,?\s+(?:19|20)\d\d\b))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Timeframe:
    since: datetime
    until: datetime
    phrase: str


def extract(question: str, now: datetime) -> tuple[str, Timeframe | None]:
    """The question without its time phrase, and the window it names (None: no phrase)."""
    match = _PATTERN.search(question)
    if match is None or named_window(question) is not None:
        return question, None
    day = now.replace(hour=0, minute=0, second=0, microsecond=0)
    since, until = _window(match, now, day)
    rest = " ".join((question[: match.start()] + question[match.end() :]).split())
    return rest, Timeframe(since, until, match.group(0))


def _window(match: re.Match[str], now: datetime, day: datetime) -> tuple[datetime, datetime]:
    if match.group("today"):
        return day, now
    if match.group("yesterday"):
        return day - timedelta(days=1), day
    if match.group("this_week"):
        return day - timedelta(days=day.weekday()), now
    if match.group("last_week"):
        return now - timedelta(days=7), now
    if match.group("this_month"):
        return day.replace(day=1), now
    if match.group("last_month"):
        return now - timedelta(days=30), now
    if match.group("n"):
        raw = match.group("n").lower()
        n = int(raw) if raw.isdigit() else _NUMBERS[raw]
        days = n * 7 if match.group("unit").lower().startswith("week") else n
        return now - timedelta(days=days), now
    month = MONTHS[match.group("month").lower()]
    year = now.year if month <= now.month else now.year - 1  # "in May" is the last May
    start = day.replace(year=year, month=month, day=1)
    end = start.replace(year=year + 1, month=1) if month == 12 else start.replace(month=month + 1)
    return start, min(end, now)
