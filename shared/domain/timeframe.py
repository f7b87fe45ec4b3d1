"""Time words in a question become a date filter: "What did Sarah say last week?".

Only phrases relative to the moment of asking are read; the phrase is taken out of the
question so that it does not steer the search by its words. The forms read:

- a day, week or month: "today", "yesterday", "this week", "last week", "this month",
  "last month"; "last week" and "last month" reach back to the start of the previous calendar
  week (Monday) or month as well as over the last 7 or 30 days: asked on a Thursday, "what did she
  tell me last week" means last Monday to Sunday to most people, and the last seven days to others;
- a week of a month: "the first week of July", "the second/third/fourth/last week of July" (days
  1-7, 8-14, 15-21, 22-28, 22 to the end), padded as a part of a month is;
- a rolling window: "(in|over|during|for|within) (the) last/past N days|weeks|months",
  with N a number or "couple (of)", "few", "several" ("the last few days", "past 3 months");
- a month: "in May" (the last May: this year's if it has begun, else last year's);
- part of a month: "early April", "mid-April", "late April", "the beginning/start/middle/end
  of March", each with an optional "in"/"at"/"during";
- from a moment to now: "since March", "from March on", "since the start of the year",
  "since new year", "since the start of the month" (from a few days before it: the starting
  figure is often told just before);
- a range of months: "between March and May", "from March to May" (the last May, and the
  March before it).

A month without its year is the most recent one that has begun. A phrase that follows
"than" or "compared to" is a point of comparison ("more than last month"), not the period
asked: it filters nothing (its words still leave the question). The month words "may" and
"march" are read only in these phrases, and not when a verb follows ("since may have").

Dates that name their year ("in May 2023", "on 3 May 2023") are left to retrieval
(shared/domain/query_dates.py), and so is a question that names one beside a relative phrase
("what was his issue last week, as he said on November 6, 2023?"): the phrase is relative to
that date, not to the moment of asking.

chatWithAI and semanticSearch read the same period from a question
(shared/usecases/period.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from shared.domain.query_dates import MONTHS, PAD, named_window

_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "thirty": 30,
}
# A vague count is read at its upper end: a window too narrow hides the answer, one a little
# too wide only adds candidates that the ranking and the answerability check still weigh.
_VAGUE = {"couple": 3, "couple of": 3, "few": 4, "several": 7}
_N = r"\d{1,3}|" + "|".join(_NUMBERS)
_DAYS_PER = {"day": 1, "week": 7, "month": 30}  # a month is 30 days, as "last month" is
# A month name with no year after it (a month with its year is a calendar date) and no verb
# after it ("since may have", "from march on" is read, "march on" alone is not a month phrase).
_VERB = r"be|been|have|has|had|not|need|want|do|go|get|feel|try|still|also|well"
_M = rf"(?:{'|'.join(MONTHS)})(?!,?\s+(?:19|20)\d\d\b)(?!\s+(?:{_VERB})\b)"
_PARTS = {
    "early": (1, 10), "beginning": (1, 10), "start": (1, 10),
    "mid": (11, 20), "middle": (11, 20),
    "late": (21, 31), "end": (21, 31),
}
# "the first week of July": the days of the month each week of it covers (the last from the 22nd on).
_WEEKS = {
    "first": (1, 7), "1st": (1, 7), "second": (8, 14), "2nd": (8, 14), "third": (15, 21), "3rd": (15, 21),
    "fourth": (22, 28), "4th": (22, 28), "last": (22, 31), "final": (22, 31),
}
_PATTERN = re.compile(
    r"\b(?:(?P<today>today)|(?P<yesterday>yesterday)|(?P<this_week>this week)"
    r"|(?P<last_week>(?:last|past) week)|(?P<this_month>this month)|(?P<last_month>(?:last|past) month)"
    rf"|(?:(?:in|over|during|for|within) )?(?:the )?(?:last|past) (?:(?P<n>{_N})|(?P<vague>couple of|couple|few|several))"
    r" (?P<unit>day|week|month)s?"
    rf"|(?:between|from) (?P<first>{_M}) (?:and|to|through|till|until|-) (?P<last>{_M})"
    r"|since (?:the )?(?:(?:start|beginning) of (?:the |this )?year|new year'?s?(?: day)?)(?P<year_start>)"
    r"|since (?:the )?(?:start|beginning) of (?:the |this )?month(?P<month_start>)"
    rf"|since (?:the )?(?:(?:start|beginning) of )?(?P<since>{_M})|from (?P<from>{_M}) on(?:wards?)?"
    rf"|(?:(?:in|at|during|over) )?(?:the )?(?P<week_no>first|1st|second|2nd|third|3rd|fourth|4th|last|final) week (?:of|in) (?P<week_month>{_M})"
    rf"|(?:(?:in|at|during) )?(?:(?P<part>early|mid|late)[- ]?|(?:the )?(?P<part_of>beginning|start|middle|end) of )(?P<part_month>{_M})"
    rf"|in (?P<month>{_M}))\b",
    re.IGNORECASE,
)
_COMPARISON = re.compile(r"\b(?:than|compared (?:to|with)|versus|vs\.?)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Timeframe:
    since: datetime
    until: datetime
    phrase: str


def extract(question: str, now: datetime) -> tuple[str, Timeframe | None]:
    """The question without its time phrase, and the window it names (None: no period asked).

    A point of comparison ("is he sleeping more than last month?") names no period to keep to,
    since the answer needs the records of both times; its words are still taken out, as a period's
    are, so that "month" is not searched for as a topic.
    """
    if named_window(question) is not None:
        return question, None
    match = _PATTERN.search(question)
    if match is None:
        return question, None
    rest = " ".join((question[: match.start()] + question[match.end() :]).split())
    if _COMPARISON.search(question[: match.start()]):
        return rest, None
    day = now.replace(hour=0, minute=0, second=0, microsecond=0)
    since, until = _window(match, now, day)
    return rest, Timeframe(since, until, match.group(0))


def _window(match: re.Match[str], now: datetime, day: datetime) -> tuple[datetime, datetime]:
    if match.group("today"):
        return day, now
    if match.group("yesterday"):
        return day - timedelta(days=1), day
    if match.group("this_week"):
        return day - timedelta(days=day.weekday()), now
    if match.group("last_week"):
        # The previous calendar week and the last seven days, whichever reaches further back.
        return min(now - timedelta(days=7), day - timedelta(days=day.weekday() + 7)), now
    if match.group("this_month"):
        return day.replace(day=1), now
    if match.group("last_month"):
        # The previous calendar month and the last thirty days, whichever reaches further back.
        previous = (day.replace(day=1) - timedelta(days=1)).replace(day=1)
        return min(now - timedelta(days=30), previous), now
    if match.group("unit"):
        raw = (match.group("n") or match.group("vague")).lower()
        n = int(raw) if raw.isdigit() else _NUMBERS.get(raw) or _VAGUE[raw]
        return now - timedelta(days=n * _DAYS_PER[match.group("unit").lower()]), now
    # "since ..." asks what changed from a starting point: the few days before it hold the
    # starting figure ("95 kg on 30 December, losing it from new year"), so they are kept (PAD).
    if match.group("year_start") is not None:
        return day.replace(month=1, day=1) - PAD, now
    if match.group("month_start") is not None:
        return day.replace(day=1) - PAD, now
    if match.group("first"):
        end = _month(match.group("last"), now)
        first = _month(match.group("first"), end[0] + timedelta(days=1))  # the first month at or before the last
        return first[0], end[1]
    if match.group("since") or match.group("from"):
        return _month(match.group("since") or match.group("from"), now)[0] - PAD, now
    if match.group("part_month") or match.group("week_month"):
        start, end = _month(match.group("part_month") or match.group("week_month"), now)
        first, last = (_WEEKS[match.group("week_no").lower()] if match.group("week_month")
                       else _PARTS[(match.group("part") or match.group("part_of")).lower()])
        # People place a day loosely in a month ("mid-April" for the 9th): each part is padded as
        # a named date is (query_dates.PAD), into the neighbouring month if need be.
        since = start + timedelta(days=first - 1) - PAD
        until = min(end, start + timedelta(days=last)) + PAD
        if since > now:  # "late November" asked on 5 November: last year's
            start, end = _month(match.group("part_month") or match.group("week_month"), start - timedelta(days=1))
            since = start + timedelta(days=first - 1) - PAD
            until = min(end, start + timedelta(days=last)) + PAD
        return since, min(until, now)
    return _month(match.group("month"), now)


def _month(name: str, now: datetime) -> tuple[datetime, datetime]:
    """The last month of that name that has begun by `now`, clipped at `now`."""
    month = MONTHS[name.lower()]
    year = now.year if month <= now.month else now.year - 1  # "in May" is the last May
    start = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    end = start.replace(year=year + 1, month=1) if month == 12 else start.replace(month=month + 1)
    return start, min(end, now)
