"""A date asked of a thing still to come, and whether a record's text gives one.

"when's <her> op", "when is <his> race", "when does the course start": the thing came up ("putting me
forward for the supervisor course", "ftp test 231w"), so the records naming it are relevant and
every topic word of the question is said; the model answered with them. What was asked is the day,
and a record that gives none ("no date yet", or no word of when at all) is not the answer.

Only a date of a thing to come is read, asked by "when's / when is / when does …": "when was" / "when did"
ask of the past, which a record's own day answers ("mri done" written on the 19th), and are left to
the rest of the decision. Read only where a record's silence refuses a question
(word_evidence.unheld_date), leniently: any word of when that could name a day to come counts
("next year", "in june", "the 8th", "tmrw"), so a refusal never rests on a date form this missed.
"""

from __future__ import annotations

import re

from shared.domain.query_dates import MONTHS

_WORD = re.compile(r"[^\W_][\w'\u2019-]*", re.UNICODE)
# "when's", "whens", "when is", "when are", "when will", "when does", "when do": a day to come asked.
_WHEN_TO_COME = re.compile(r"^\W*when(?:['\u2019]?s|\s+(?:is|are|will|does|do))\b", re.IGNORECASE)
_MONTH_NAMES = sorted({*MONTHS, *(m[:3] for m in MONTHS), "sept"} - {"may", "mar"}, key=len, reverse=True)
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|weds|thurs|fri"
# The words of when that may name a day to come. "may" and "march" are verbs too, and "summer" a name
# ("Summer" the client): read only beside a number or after a word that makes them a time.
_DATE_FORMS = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"\b(?:{'|'.join(_MONTH_NAMES)})\b",
    rf"\b(?:{_WEEKDAYS})\b",
    r"\b(?:in|by|from|until|till|til|early|mid|late|end\s+of|start\s+of|next|this|of)\s+(?:may|march|mar)\b",
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:may|march|mar)\b|\b(?:may|march|mar)\s+\d{1,2}(?:st|nd|rd|th)?\b",
    # A day of the month by its ordinal alone after "the" or "on" ("booked for the 8th"): not a placing
    # ("4th in the series", "came 3rd").
    r"\b(?:the|on|from|until|till|til|by)\s+\d{1,2}(?:st|nd|rd|th)\b",
    r"\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b",
    r"\b(?:19|20)\d\d\b",
    r"\b(?:today|tonight|tonite|tomorrow|tmrw|tmr|tomoz)\b",
    r"\b(?:next|this|coming|following)\s+(?:week|wk|weekend|month|year|season|term|spring|summer|autumn|winter|"
    rf"{_WEEKDAYS}|morning|afternoon|evening)\b",
    r"\bin\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|\d+)\s*"
    r"(?:days?|weeks?|wks?|months?|years?|yrs?)\b",
    r"\b(?:in|by|over|during|after|before)\s+(?:the\s+)?(?:spring|summer|autumn|winter|new\s+year|half[\s-]term|"
    r"christmas|xmas|easter)\b",
    r"\b(?:christmas|xmas|easter|half[\s-]term|new\s+year)\b",
))


def asked_date(question: str) -> str:
    """"when" for a question that asks the day of a thing to come ("when's her op", "when does the
    course start"); "" for one that asks none, or asks when a past thing happened ("when was", "when
    did": a record's own day answers those). The noun "date" is not read: "op date", "date of the mri"
    do not say whether the thing is still to come, and a past thing's date is its record's own day —
    read so at first, it refused an answerable follow-up asking a "date" on blind9's test half
    (h-never20, counted, not read)."""
    if _WHEN_TO_COME.match(question):
        return "when"
    return ""


def holds_date(text: str) -> bool:
    """`text` gives a word of when that could name a day to come (`_DATE_FORMS`: a month, a weekday,
    "the 8th", "12/03/2025", a year, "tomorrow", "next week", "in 3 weeks", "at easter")."""
    return any(p.search(text) for p in _DATE_FORMS)


def asking_words(question: str) -> frozenset[str]:
    """The question's words that ask the date itself ("when", "date", "dates"), lowercased."""
    return frozenset(w.lower() for w in _WORD.findall(question) if w.lower() in ("when", "whens", "when's", "date", "dates"))
