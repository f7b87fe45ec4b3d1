"""Days and weeks of the calendar named without their year: "on 24/5", "28/8 - 3/9", "the 3rd of may",
"may 24th", "wk 28".

shared/domain/timeframe.py reads these as a period, as it reads "in May": the last such day that has
begun by the moment of asking. Left unread, the digits were searched as words, no record says "24/5",
and the answer quoted the client's newest records of the topic (the weekly weight summaries of the
last weeks for "weight 24/5") instead of the day's.

The forms read, day first as written in Britain and most of the world:

- a day: "24/5", "24.5" is not read (a decimal), "24/05"; "24 may", "24th of may", "may 24", "may 24th";
- a range of two such days: "between 28/8 and 3/9", "from 18/8 to 24/8", "18/8-24/8", "18/8–24/8";
- a range of days of one month, the month said once: "20th–24th dec", "21-27 april", "from the 3rd to
  the 10th of may", "dec 20-24", "may 3rd to 10th" (the first day before the last);
- an ISO week of the year: "wk 28", "week 28", "week no. 28" (Monday to Sunday, as the weekly health
  summaries are keyed: shared/domain/health/reads.py `iso_week`).

A slash between two numbers is often a score or a share ("pain 7/10", "3/4 sessions", "10/10"): a
lone "a/b" is read as a day only when it cannot be one of those, its first number greater than its
second (a fraction or a score is at most its whole), or when a word that dates stands before it
("on 1/6", "since 2/3"). The ends of a range are days whatever their order ("28/8 - 3/9", "3/4 to 10/4"),
unless both could be scores ("from 6/10 to 8/10": a score that moved). A second number above 12 and a first at most 12 ("5/24") is the month written first.
A week number is read only as a week of the year ("week 3 of rehab" counts the weeks of something).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from shared.domain.query_dates import MONTH_NAMES, PAD, month_number

_ORD = r"(?:st|nd|rd|th)?"
# One day: "24/5" (not "24/5/2026", which query_dates reads with its year, nor a decimal "2.5"),
# "24 may", "24th of may", "the 24th of may", "may 24th". A month name not followed by "'s" (a name).
_NUMERIC = r"(?<![\d/.])(?P<@a>\d{1,2})\s?/\s?(?P<@b>\d{1,2})(?![\d/]|\.\d)"
_DAY_MONTH = rf"(?:the\s+)?(?P<@d>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<@m>{MONTH_NAMES})\b\.?(?!['’]s)"
_MONTH_DAY = (rf"(?P<@n>{MONTH_NAMES})\.?\s+(?:the\s+)?(?P<@e>\d{{1,2}}){_ORD}\b"
              r"(?!\s*(?:/|:|%|k\b|km|kg|lb|mi|min|rep|set|x\b))")


def _day(p: str) -> str:
    """One day's pattern, its groups named with the prefix `p` (a range has two)."""
    return "(?:" + "|".join(f.replace("@", p) for f in (_NUMERIC, _DAY_MONTH, _MONTH_DAY)) + ")"


# A word that says the numbers after it are a date ("on 1/6"), so that a lone day-before-month such as
# "1/6" is read, which alone could be a share. Not "from", "at", "by": a score goes "from 6/10", sits
# "at 7/10", improves "by 2/10".
_DATING = r"(?:on|since|after|before|until|till|around)"
_RANGE = re.compile(
    rf"(?<![\w/])(?:(?:between|from)\s+)?{_day('x')}\s*(?:and|to|till|until|through|-|–|—)\s*{_day('y')}",
    re.IGNORECASE,
)
# "20th–24th dec", "dec 20-24": two days of one month, the month said once. Left unread, the first day
# stayed in the question as a topic word ("20th") and the second was read alone as one day.
_ENDS = r"\s*(?:and|to|till|until|through|-|–|—)\s*(?:the\s+)?"
_SHARED_MONTH = re.compile(
    rf"(?<![\w/])(?:(?:between|from)\s+)?(?:the\s+)?(?P<d1>\d{{1,2}}){_ORD}{_ENDS}(?P<d2>\d{{1,2}}){_ORD}\s+(?:of\s+)?"
    rf"(?P<m1>{MONTH_NAMES})\b\.?(?!['’]s)"
    rf"|(?<![\w/])(?:(?:between|from)\s+)?(?P<m2>{MONTH_NAMES})\.?\s+(?:the\s+)?(?P<d3>\d{{1,2}}){_ORD}{_ENDS}"
    rf"(?P<d4>\d{{1,2}}){_ORD}\b(?!\s*(?:/|:|%|k\b|km|kg|lb|mi|min|rep|set|x\b))",
    re.IGNORECASE,
)
_ONE = re.compile(rf"(?<![\w/])(?:(?P<dating>{_DATING})\s+(?:the\s+)?)?{_day('x')}", re.IGNORECASE)
# "wk 28", "week 28", "week no. 28", "in week 28": a week of the year; not "week 3 of rehab", "week 2 post-op".
_WEEK = re.compile(
    r"(?<![\w/])(?:(?:in|during|for|of)\s+)?(?:the\s+)?(?:wk|week)\s*(?:no\.?\s*|number\s+|#)?(?P<w>\d{1,2})\b"
    r"(?!\s*(?:of|into|in|post|after|before|since|out)\b)",
    re.IGNORECASE,
)
WEEKS_PER_YEAR = 53
RANGE_PAD = timedelta(days=1)  # a range is said with care; a day either side for the time zone


@dataclass(frozen=True)
class Days:
    since: datetime
    until: datetime
    start: int  # where the words are in the question
    end: int
    # One day named ("on 19 may", "24/5"): that day itself, unpadded (timeframe.Timeframe.core), so that where the
    # day is all a question asks ("what did sam say on 3 june"), its records lead those of the padding.
    core: tuple[datetime, datetime] | None = None


def find(question: str, now: datetime) -> Days | None:
    """The first range, week or day the question names without a year (as module doc), or None."""
    for read in (_range, _shared_month, _week, _one):
        found = read(question, now)
        if found is not None:
            return found
    return None


def _range(question: str, now: datetime) -> Days | None:
    for match in _RANGE.finditer(question):
        if _share(match, "x") and _share(match, "y"):
            continue  # "from 6/10 to 8/10": a score that moved, not two days
        last = _month_day(match, "y", numeric_either=True)
        first = _month_day(match, "x", numeric_either=True) if last is not None else None
        if first is None or last is None:
            continue
        end = _last_begun(*last, now)
        start = _last_begun(*first, end + timedelta(days=1))  # the first day at or before the last
        if start is None or end is None:
            continue
        return Days(start - RANGE_PAD, min(end + timedelta(days=1) + RANGE_PAD, now), match.start(), match.end())
    return None


def _shared_month(question: str, now: datetime) -> Days | None:
    for match in _SHARED_MONTH.finditer(question):
        month = month_number(match.group("m1") or match.group("m2"))
        first, last = (int(match.group(g)) for g in (("d1", "d2") if match.group("m1") else ("d3", "d4")))
        if not 1 <= first < last <= 31:  # "24-20 dec" or "0-5 may": no range of days
            continue
        end = _last_begun(month, last, now)
        start = _last_begun(month, first, end)  # the same month's first day
        if start is None or end is None:
            continue
        return Days(start - RANGE_PAD, min(end + timedelta(days=1) + RANGE_PAD, now), match.start(), match.end())
    return None


def _one(question: str, now: datetime) -> Days | None:
    for match in _ONE.finditer(question):
        found = _month_day(match, "x", numeric_either=bool(match.group("dating")))
        if found is None:
            continue
        day = _last_begun(*found, now)
        if day is None:
            continue
        return Days(day - PAD, min(day + timedelta(days=1) + PAD, now), match.start(), match.end(),
                    (day, min(day + timedelta(days=1), now)))
    return None


def _week(question: str, now: datetime) -> Days | None:
    for match in _WEEK.finditer(question):
        number = int(match.group("w"))
        if not 1 <= number <= WEEKS_PER_YEAR:
            continue
        for year in (now.year, now.year - 1):
            try:
                monday = datetime.fromisocalendar(year, number, 1).replace(tzinfo=now.tzinfo)
            except ValueError:  # week 53 of a year of 52
                continue
            if monday <= now:
                return Days(monday - RANGE_PAD, min(monday + timedelta(days=7) + RANGE_PAD, now),
                            match.start(), match.end())
    return None


def _share(match: re.Match[str], p: str) -> bool:
    """The day in group set `p` is written "a/b" with a at most b: it could be a share or a score."""
    a, b = match.group(f"{p}a"), match.group(f"{p}b")
    return a is not None and b is not None and int(a) <= int(b)


def _month_day(match: re.Match[str], p: str, numeric_either: bool = False) -> tuple[int, int] | None:
    """(month, day) of the day written in `match`'s group set `p`; None when it is no date (as module doc)."""
    if match.group(f"{p}a"):
        a, b = int(match.group(f"{p}a")), int(match.group(f"{p}b"))
        if b > 12 and 1 <= a <= 12:  # "5/24": the month first
            return a, b
        if not 1 <= b <= 12 or not 1 <= a <= 31:
            return None
        # A share or a score ("3/4", "7/10", "10/10") is at most its whole: alone and not dated, not a day.
        if a <= b and not numeric_either:
            return None
        return b, a
    if match.group(f"{p}d"):
        return month_number(match.group(f"{p}m")), int(match.group(f"{p}d"))
    return month_number(match.group(f"{p}n")), int(match.group(f"{p}e"))


def _last_begun(month: int, day: int, now: datetime | None) -> datetime | None:
    """The last `day` of `month` that has begun by `now` (this year's or last year's); None for no day."""
    if now is None:
        return None
    for year in (now.year, now.year - 1, now.year - 2):  # 29 February: the last leap year's
        try:
            at = now.replace(year=year, month=month, day=day, hour=0, minute=0, second=0, microsecond=0)
        except ValueError:
            continue
        if at <= now:
            return at
    return None
