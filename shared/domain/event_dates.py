"""The days a record names for an event still to come: "chicago marathon 11 oct", "tide window
14-20 August", "race on October 17th".

The result of an event rarely repeats its name: "3:27:51!!!! PB" on the day of the marathon, "WE
MADE FRANCE 13 hrs 22 min" in the relay's tide window. Ranked by the question ("sadias chicago
time"), the record that names the event wins and the result scores low, so the answer quoted the
plan instead of the outcome. The record names the day, though: the client's records of those days
are where the result is (shared/domain/threads.py `outcome_records`, offered after the record as a
follow-on).

A day with its month is read first, when it is still to come when the record was written (a day
already past is a report, not a plan); a date without a year is the next one on or after the
record's day, within a year. A record naming no such day may name its plan relative to its own
day: "tomorrow", "next week" (the next calendar week), "in september" (a month one to six months
after the record's; this month or an earlier one says nothing of a plan). A month is a wide window,
but only the client's record in it nearest the question is taken (threads.outcome_records), and
only as a follow-on of the plan: "trial was decent but they said not this time" for "got a trial
at reading in september".
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from shared.domain.query_dates import MONTHS, PAD, month_number
from shared.domain.timeframe import last_season

_MONTH = "|".join(sorted({*MONTHS, *(m[:3] for m in MONTHS), "sept"}, key=len, reverse=True))
_DAY = r"(?P<{}>\d{{1,2}})(?:st|nd|rd|th)?"
# "11 oct", "14-20 August", "17th of October"; "October 17", "oct 17th" (not "oct 17:30", "oct 17 kg").
_DAY_MONTH = re.compile(
    rf"\b{_DAY.format('d1')}(?:\s*(?:-|\u2013|to)\s*{_DAY.format('d2')})?\s+(?:of\s+)?(?P<m>{_MONTH})\b\.?",
    re.IGNORECASE)
_MONTH_DAY = re.compile(
    rf"\b(?P<m>{_MONTH})\.?\s+{_DAY.format('d1')}(?:\s*(?:-|\u2013|to)\s*{_DAY.format('d2')})?\b(?![:.,]?\d|\s*(?:kg|km|k|m|mi|lb|lbs|min|mins|h|hrs?|%))",
    re.IGNORECASE)
# Month names that are also words ("10 may help", "5 march on"): a month only when capitalised,
# or when written before a day with an ordinal ending ("on may 17th", "march 3rd": a verb is not
# followed by "17th"), or after "on" ("on may 17", "on 17 march": "on" takes no verb).
_VERBS = frozenset({"may", "march"})
_ORDINAL_DAY = re.compile(r"^\S+\.?\s+\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)
_ON = re.compile(r"\bon\s+$", re.IGNORECASE)
# A plan named relative to the day it was written: "tomorrow", "next week", "in september" (a month
# after the record's own). Read only when the record names no day: a day is the narrower window.
_TOMORROW = re.compile(r"\btomorrow\b", re.IGNORECASE)
_NEXT_WEEK = re.compile(r"\bnext\s+week\b", re.IGNORECASE)
_IN_MONTH = re.compile(rf"\bin\s+(?P<m>{_MONTH})\b", re.IGNORECASE)
# "in <month>" is a plan for a month at most this many months after the record's; a later one is
# more often a month gone by ("in may i ran every day", written in June).
MONTHS_AHEAD = 6
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
    day = _day_window(text, today)
    if day is not None:
        return day
    relative = _relative(text, today)
    if relative is None:
        return None
    start, end = relative
    return start.timestamp(), (end + timedelta(days=1) + AFTER).timestamp()


def day_ahead(text: str, written_ts: float) -> bool:
    """`text` names a day with its month ("8th oct", "June 20") that is after the day it was written
    (`written_ts`): the event on that day had not happened yet. The record's own day is not ahead (a
    result told on the day names it too), and a month alone ("in July") is not read: a note may name the
    month of what it reports."""
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    today = written.replace(hour=0, minute=0, second=0, microsecond=0)
    window = _day_window(text, today)
    return window is not None and window[0] >= (today + timedelta(days=1)).timestamp()


def _day_window(text: str, today: datetime) -> tuple[float, float] | None:
    """(since, until) of the first day with its month `text` names that is `today` or later (see
    event_window); None when it names none."""
    for pattern in (_DAY_MONTH, _MONTH_DAY):
        for match in pattern.finditer(text):
            if match.group("m").lower() in _VERBS and not match.group("m")[0].isupper() \
                    and not _dated_anyway(pattern, match, text):
                continue  # "3 sets of 10 may help": the verb, not the month
            month = month_number(match.group("m"))
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


def _relative(text: str, today: datetime) -> tuple[datetime, datetime] | None:
    """(first day, last day) of a plan named relative to `today`: "tomorrow" (that day), "next week"
    (Monday to Sunday of the following calendar week), "in september" (that month, when it is one to
    MONTHS_AHEAD months after `today`'s); None when the text names none of them."""
    if _TOMORROW.search(text):
        day = today + timedelta(days=1)
        return day, day
    if _NEXT_WEEK.search(text):
        monday = today + timedelta(days=7 - today.weekday())
        return monday, monday + timedelta(days=6)
    for match in _IN_MONTH.finditer(text):
        month = month_number(match.group("m"))
        ahead = (month - today.month) % 12
        if not 0 < ahead <= MONTHS_AHEAD:
            continue  # this month (a day past or to come, unsaid) or one gone by ("in may i ran", written in June)
        year = today.year if month > today.month else today.year + 1
        first = datetime(year, month, 1, tzinfo=timezone.utc)
        last = (datetime(year + month // 12, month % 12 + 1, 1, tzinfo=timezone.utc) - timedelta(days=1))
        return first, last
    return None


def _dated_anyway(pattern: re.Pattern[str], match: re.Match[str], text: str) -> bool:
    """Whether a lowercase "may" / "march" is the month all the same: after "on", or (month first)
    before a day with an ordinal ending."""
    if _ON.search(text[:match.start()]):
        return True
    return pattern is _MONTH_DAY and _ORDINAL_DAY.match(match.group(0)) is not None


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


# A month a record tells of after it ended: "only 1 migraine in september!!" written on 13 October.
# The question "how many migraines did greg have in september" asks for that month's events, and
# the record that counts them was written in the next. Only a month at most this many months
# before the record's own (a month further back is a memory, not a report of the period), and
# never the record's own month or a later one (a plan: `event_window`).
REPORTED_MONTHS_BACK = 2
# Whole month names ("sept" too): a bare "jan" or "mar" is as often a name or a word.
_WHOLE_MONTH = "|".join(sorted({*MONTHS, "sept"}, key=len, reverse=True))
_MONTH_WORD = re.compile(rf"\b(?P<m>{_WHOLE_MONTH})\b", re.IGNORECASE)


def reported_months(text: str, written_ts: float) -> set[tuple[int, int]]:
    """(year, month) of each month `text` names that ended at most REPORTED_MONTHS_BACK months
    before the month it was written in (`written_ts`): the months it reports on. A lowercase "may" or
    "march" is read as the verb ("it may help") unless dated anyway (after "on", or before a day)."""
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    found: set[tuple[int, int]] = set()
    for match in _MONTH_WORD.finditer(text):
        name = match.group("m")
        if name.lower() in _VERBS and not name[0].isupper() and not _ON.search(text[:match.start()]):
            continue  # "that may help": the verb
        month = month_number(name)
        back = (written.month - month) % 12
        if 0 < back <= REPORTED_MONTHS_BACK:
            found.add((written.year if month < written.month else written.year - 1, month))
    return found


# A month reported on is the month of the clause that names it: "5 km 26:55 (July)" in "Colin: donepezil
# 10 mg since June, nausea settled. 5 km 26:55 (July). Plank 75 s." dates the 5 km, not the plank. Clauses
# end at a sentence's end or a comma before a space ("48,000" is one number).
_CLAUSE_END = re.compile(r"(?:[.;!?]+|\n)(?=\s|$)|,\s")
# A reported month counts for a window only when it shares more than this with it: a window's end is the
# next month's first instant ("in february" runs to 1 March 00:00) and a part of a month is padded a few
# days into the next (query_dates.PAD), and neither edge is the period's own.
REPORT_OVERLAP = PAD.total_seconds()


def reporting_clauses(text: str, written_ts: float, since_ts: float, until_ts: float) -> str:
    """The clauses of `text`, written at `written_ts`, that report on a month (`reported_months`) overlapping
    the window [since_ts, until_ts] by more than REPORT_OVERLAP, joined; "" when none does.

    Touching the window is not enough: "Ferritin 41 (March)" in a note of 20 May reports on March, and
    March begins at the very instant "in february" ends, so "niamh's left ankle in february" was answered
    with May's note; "BP 134/82 (April)" likewise answered "bernie's ramipril in march". A clause that names
    the day of its month ("calf strain 29 April") reports on that day: it counts only when the day is in the
    window (`_reported_days`)."""
    kept = []
    for clause in _CLAUSE_END.split(text):
        days = _reported_days(clause, written_ts)
        for first, after in _reported_windows(clause, written_ts):
            # A month the clause names with its day ("calf strain 29 April") reports on that day: it is of the
            # window only when the day is (`_reported_days`), not whenever its month overlaps it.
            named = [day for day in days if first <= day < after]
            if named and any(since_ts <= day <= until_ts for day in named):
                kept.append(clause.strip())
                break
            if not named and min(after, until_ts) - max(first, since_ts) > REPORT_OVERLAP:
                kept.append(clause.strip())
                break
    return ". ".join(kept)


def own_clauses(text: str, written_ts: float, since_ts: float, until_ts: float) -> str:
    """The clauses of `text`, written at `written_ts` inside the window [since_ts, until_ts], that are the window's
    own: all but those that report only on months or days outside it (`_reported_windows`, `_reported_days`),
    joined. A note of 26 June saying "HbA1c 58 to 49 mmol/mol (April)" holds April's HbA1c, not June's: read whole,
    it answered "gaz's hba1c in june". Nor a clause dating its thing to an earlier month of the year, however far
    back (`_dated_earlier`: "Left sciatica in March" in a note of 30 June)."""
    kept = []
    for clause in _CLAUSE_END.split(text):
        windows = _reported_windows(clause, written_ts)
        if (not windows or reporting_clauses(clause, written_ts, since_ts, until_ts)) \
                and not _dated_earlier(clause, written_ts, since_ts):
            kept.append(clause.strip())
    return ". ".join(c for c in kept if c)


# "Left sciatica in March", "right plantar fasciitis (February)": the month a clause dates its thing to. Further
# back than REPORTED_MONTHS_BACK it is no report of the month (a memory), and no more the window's own: the note of
# 30 June saying "Left sciatica in March, settled" answered "vera's sciatica in june", the note of 2 May saying
# "front tooth crowned after a stick in February" "tyrone's tooth in may" (h-false56). Only "in <Month>" and
# "(<Month>)": "since January", "from February" tell a thing running on into the window.
_DATED_IN = re.compile(rf"(?:\bin\s+|\()(?P<m>{_WHOLE_MONTH})\b",
                       re.IGNORECASE)


def _dated_earlier(clause: str, written_ts: float, since_ts: float) -> bool:
    """Whether `clause`, written at `written_ts`, dates its thing "in <Month>" / "(<Month>)" only to months of
    the year it was written in that ended before the window (starting `since_ts`) began. A later month, or the
    record's own, is a plan's or last year's, and a month of the window keeps the clause."""
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    found = False
    for match in _DATED_IN.finditer(clause):
        name = match.group("m")
        if name.lower() in _VERBS and not name[0].isupper():
            continue  # "in may" written in lower case is as often "it may"
        month = month_number(name)
        if month >= written.month:
            return False
        if datetime(written.year, month + 1, 1, tzinfo=timezone.utc).timestamp() > since_ts:
            return False  # the window's month, or one overlapping it
        found = True
    return found


def _reported_days(clause: str, written_ts: float) -> list[float]:
    """The midnights (epoch seconds) of the days with their month a clause written at `written_ts` names on or
    before its own day, within PAST: "Right calf strain 29 April at the veterans' tournament" in a note of 26
    June names 29 April. Read as all of April, the note answered "gaz's calf over easter" (14-17 April)."""
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    today = written.replace(hour=0, minute=0, second=0, microsecond=0)
    found = []
    for pattern in (_DAY_MONTH, _MONTH_DAY):
        for match in pattern.finditer(clause):
            if match.group("m").lower() in _VERBS and not match.group("m")[0].isupper() \
                    and not _dated_anyway(pattern, match, clause):
                continue
            day = _past(today, month_number(match.group("m")), int(match.group("d1")))
            if day is not None:
                found.append(day.timestamp())
    return found


# "our camping trip last summer", written in August: the season the record reports on is the last one of that
# name ended when it was written (timeframe.last_season, the reading a question's "last summer" gets).
_LAST_SEASON = re.compile(r"\blast (?P<season>spring|summer|autumn|winter)\b", re.IGNORECASE)


def _reported_windows(clause: str, written_ts: float) -> list[tuple[float, float]]:
    """[start, end) of each month (`reported_months`) and each "last <season>" the clause reports on."""
    windows = [(datetime(year, month, 1, tzinfo=timezone.utc).timestamp(),
                datetime(year + month // 12, month % 12 + 1, 1, tzinfo=timezone.utc).timestamp())
               for year, month in reported_months(clause, written_ts)]
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    for match in _LAST_SEASON.finditer(clause):
        start, end = last_season(match.group("season"), written)
        windows.append((start.timestamp(), end.timestamp()))
    return windows


def reports_on(text: str, written_ts: float, since_ts: float, until_ts: float) -> bool:
    """Whether `text`, written at `written_ts`, reports on a month overlapping the window [since_ts,
    until_ts] (`reporting_clauses`)."""
    return bool(reporting_clauses(text, written_ts, since_ts, until_ts))


# How far (in characters) a day with its month may stand from a word of the event for the record to date the
# event by it: "right cataract operation 12 December (Forth Valley), two weeks no bending, back on court 7
# January" dates the operation by the day beside it, not by the note's own day or the other day it names.
NEAR_CHARS = 24
_TOKEN = re.compile(r"[^\W\d_]+")
# A day and a word of the event in different sentences say nothing of each other ("back on court 7 January.
# Cholesterol 6.8 to 5.1").
_SENTENCE_END = re.compile(r"[.;!?](?:\s|$)|\n")


def reported_day(text: str, written_ts: float, words: tuple[str, ...]) -> float | None:
    """The day a record written at `written_ts` says an event of the past happened on: of the days with their
    month it names (`_DAY_MONTH`, `_MONTH_DAY`) on or before the day it was written (within PAST), the one
    nearest a word of the text that begins with one of the event's `words` ("op" for "operation"), when within
    NEAR_CHARS of it; its midnight in epoch seconds, None when there is none. A summary note dated January
    that says "cataract operation 12 December" dates "the week after his op" on 12 December."""
    stems = tuple(w.lower() for w in words if len(w) >= 2)
    if not stems:
        return None
    at = [(m.start(), m.end()) for m in _TOKEN.finditer(text) if m.group(0).lower().startswith(stems)]
    if not at:
        return None
    written = datetime.fromtimestamp(written_ts, tz=timezone.utc)
    today = written.replace(hour=0, minute=0, second=0, microsecond=0)
    best: tuple[int, datetime] | None = None
    for pattern in (_DAY_MONTH, _MONTH_DAY):
        for match in pattern.finditer(text):
            if match.group("m").lower() in _VERBS and not match.group("m")[0].isupper() \
                    and not _dated_anyway(pattern, match, text):
                continue
            day = _past(today, month_number(match.group("m")), int(match.group("d1")))
            if day is None:
                continue
            gaps = [max(match.start() - end, start - match.end(), 0) for start, end in at
                    if not _SENTENCE_END.search(text[min(end, match.end()) - 1:max(start, match.start())])]
            gap = min(gaps, default=NEAR_CHARS + 1)
            if gap <= NEAR_CHARS and (best is None or gap < best[0]):
                best = (gap, day)
    return best[1].timestamp() if best is not None else None


def _past(today: datetime, month: int, day: int) -> datetime | None:
    """The last `day`/`month` on or before `today`, within PAST; None when there is none (or no such day)."""
    for year in (today.year, today.year - 1):
        try:
            candidate = today.replace(year=year, month=month, day=day)
        except ValueError:
            continue
        if candidate <= today:
            return candidate if today - candidate <= PAST else None
    return None
