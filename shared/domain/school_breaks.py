"""The school half terms and the new year as stretches of the calendar, for a topic asked "in the … half term".

"her ankle in the october half term", "his stitches in the new year": timeframe.extract reads no period in
these (the words stay topic words), so the pool holds the topic's records of every month and the quoting
layer answered from whichever it ranked first. They name a stretch of every year a trainer knows without
the records saying it: an English school's half terms fall in the middle of February, at the end of May and
at the end of October, a week each that moves by region and year; "the new year" is its first weeks.

A period reading of its own, not timeframe's: it is read only by occasion_topics (a topic asked of the
break, whose records are all of other months), and the windows are wide on purpose: a record a fortnight
from the break may tell it, and the only cost of a wide window is a question answered as before.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone

from shared.domain.query_dates import MONTH_NAMES, month_number

# (month, day) to (month, day), either side inclusive; a window may run over the year's end.
_FEBRUARY = ((2, 1), (3, 7))
_MAY = ((5, 15), (6, 15))
_OCTOBER = ((10, 10), (11, 10))
_NEW_YEAR = ((12, 20), (2, 20))

# A break named, with which windows it may be: a half term named without its season is any of the three.
_BREAKS: tuple[tuple[re.Pattern[str], tuple[tuple[tuple[int, int], tuple[int, int]], ...]], ...] = (
    (re.compile(r"\b(?:feb(?:ruary)?|spring|winter)\s+half[\s-]?term\b"), (_FEBRUARY,)),
    (re.compile(r"\b(?:may|whitsun|whit|summer)\s+half[\s-]?term\b"), (_MAY,)),
    (re.compile(r"\b(?:oct(?:ober)?|autumn|fall|halloween)\s+half[\s-]?term\b"), (_OCTOBER,)),
    (re.compile(r"\bhalf[\s-]?term\b"), (_FEBRUARY, _MAY, _OCTOBER)),
    (re.compile(r"\b(?:the\s+)?new\s+year\b"), (_NEW_YEAR,)),
)
# A sentence naming one of these months (or the break itself) may tell the break from outside it ("broke it
# 28 october", written in december). A month is a whole word as people write it (query_dates' names: "oct",
# "sept", "october"), never a word's first letters ("decided", "marathon", "junk" name no month).
_MONTH = re.compile(rf"\b({MONTH_NAMES})\b\.?")
# "may" and "march" are as often the verb ("may need a week off", "march them up the hill"): read as the month
# only with a word of time before them or a day beside them ("in may", "late march", "may 3rd", "3 may").
_VERB_TOO = {"may", "march", "mar"}
_AS_A_MONTH = re.compile(r"(?:\b(?:in|since|from|until|till|by|of|during|through|before|after|early|mid|late|end|"
                         r"last|this|next|start|beginning|middle)\s+|\d(?:st|nd|rd|th)?\s+)$")
_DAY_AFTER = re.compile(r"\s+\d{1,2}(?:st|nd|rd|th)?\b")
_BREAK_WORDS = re.compile(r"\bhalf[\s-]?term\b|\bnew\s+year\b|\bhols?\b|\bholidays?\b")


def windows(phrase: str) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
    """The stretches of the calendar `phrase` (lowercased: the words after "in the", "over the") names as a
    school half term or the new year, by its first match; () where it names none. The whole phrase must be
    the break ("the new year's eve party" is an event of its own)."""
    text = phrase.strip(" ?.!")
    for pattern, found in _BREAKS:
        match = pattern.search(text)
        if match and not text[match.end():].strip() and not _qualified_before(text[:match.start()]):
            return found
    return ()


def _qualified_before(before: str) -> bool:
    # Words left before the break's name are a thing of the break ("the chinese new year"), not the break.
    return bool(before.strip(" '\u2019"))


def within(ts: float, spans: tuple[tuple[tuple[int, int], tuple[int, int]], ...]) -> bool:
    """Whether the moment `ts` (epoch seconds) falls in one of `spans`, in any year."""
    day = datetime.fromtimestamp(ts, tz=timezone.utc)
    at = (day.month, day.day)
    for start, end in spans:
        if (start <= at <= end) if start <= end else (at >= start or at <= end):
            return True
    return False


def names_it(sentence: str, spans: tuple[tuple[tuple[int, int], tuple[int, int]], ...]) -> bool:
    """Whether `sentence` (lowercased) names a month of `spans` or a break by its words: it may tell the break
    though written outside it."""
    if _BREAK_WORDS.search(sentence):
        return True
    months = {m for start, end in spans for m in _months_between(start[0], end[0])}
    return any(month_number(match[1]) in months and _a_month(sentence, match) for match in _MONTH.finditer(sentence))


def _a_month(sentence: str, match: re.Match[str]) -> bool:
    # A month word that is also a verb is the month only beside a word of time or a day.
    if match[1] not in _VERB_TOO:
        return True
    return bool(_AS_A_MONTH.search(sentence[:match.start()]) or _DAY_AFTER.match(sentence, match.end()))


def _months_between(first: int, last: int) -> list[int]:
    out = [first]
    while out[-1] != last:
        out.append(out[-1] % 12 + 1)
    return out
