"""Calendar dates named in a query: "What did Sarah say on May 3, 2023?".

Retrieval searches the days a question names as well as the whole history
(shared/domain/retrieval.py): the words of such a question rarely say which turn
answers it, but the date does. Only dates that name their year are read
("3 May 2023", "May 3rd, 2023", "May 2023", "in 2023"); a bare "in May" is a
phrase relative to now, which chatWithAI turns into a filter
(shared/domain/timeframe.py).

The window is padded by a few days on each side, because people date an
event loosely ("the week before August 3, 2023", "around 1 May 2023").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

PAD = timedelta(days=3)
DAY = timedelta(days=1)

# A month named by the campaign people keep in it (UK public-health and charity campaigns, every year): "in dry
# january" asks of January. Here, beside the months, for every reading that must know a period's words:
# timeframe reads the month, plain_speech knows "lose in dry january" is weight lost over it. Unread, "dry january"
# were topic words only a client who writes them says ("Dry month." in a check-in), and blind29-676 was refused.
CAMPAIGN_MONTHS = {"dry january": 1, "veganuary": 1, "dry jan": 1, "sober october": 10, "stoptober": 10,
                   "movember": 11, "dry july": 7}
CAMPAIGN_NAMES = "|".join(sorted((k.replace(" ", r"\s+") for k in CAMPAIGN_MONTHS), key=len, reverse=True))

MONTHS = {
    name: number
    for number, name in enumerate(
        "january february march april may june july august september october november december".split(), 1
    )
}
# A month as people write it: its name, its first three letters, "sept" (alternatives for a regex).
MONTH_NAMES = "|".join(list(MONTHS) + [m[:3] for m in MONTHS if len(m) > 3] + ["sept"])
_YEAR = r"((?:19|20)\d\d)"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}\s+(?:of\s+)?({MONTH_NAMES})\.?,?\s+{_YEAR}\b", re.IGNORECASE)
_MONTH_DAY_YEAR = re.compile(rf"\b({MONTH_NAMES})\.?\s+{_DAY},?\s+{_YEAR}\b", re.IGNORECASE)
_MONTH_YEAR = re.compile(rf"\b({MONTH_NAMES})\.?,?\s+(?:of\s+)?{_YEAR}\b", re.IGNORECASE)
_YEAR_ONLY = re.compile(rf"\b(?:in|during|of|since)\s+{_YEAR}\b", re.IGNORECASE)


@dataclass(frozen=True)
class DateWindow:
    since_ts: float  # inclusive, epoch seconds
    until_ts: float  # inclusive, epoch seconds
    phrase: str


def named_window(query: str) -> DateWindow | None:
    """The padded window of the first date that names its year, or None."""
    for pattern, read in (
        (_DAY_MONTH_YEAR, lambda m: _day(m[3], m[2], m[1])),
        (_MONTH_DAY_YEAR, lambda m: _day(m[3], m[1], m[2])),
        (_MONTH_YEAR, lambda m: _month(m[2], m[1])),
        (_YEAR_ONLY, lambda m: _year(m[1])),
    ):
        match = pattern.search(query)
        if match is None:
            continue
        span = read(match)
        if span is None:  # "31 February 2023": not a date, not a window
            continue
        start, end = span
        return DateWindow((start - PAD).timestamp(), (end + PAD).timestamp() - 1e-3, match.group(0))
    return None


def asked_dates(query: str) -> DateWindow | None:
    """The dates of `named_window` when the question asks of those dates alone ("merv's races in 2004", "his knee
    in may 2023", "on 3 May 2023"): a month or a year without the padding, a day with it; None when it names none,
    or names a year as the start of a span to now ("since 2004": that span is not the year's).

    Why: the padding finds a record dated loosely around a day; but asked whether any record is of "2004" or of
    "may 2023", the 2nd of January 2005 and the 2nd of June are not (shared/usecases/dated_empty.py)."""
    window = named_window(query)
    if window is None or window.phrase.lower().startswith("since"):
        return None
    pad = PAD.total_seconds()
    if window.until_ts - window.since_ts <= 2 * pad + DAY.total_seconds():  # a day: dated loosely, padded
        return window
    return DateWindow(window.since_ts + pad, window.until_ts - pad, window.phrase)


def month_number(name: str) -> int:
    """1-12 for a month written as `MONTH_NAMES` allows ("Sept.", "aug", "May")."""
    key = name.lower().rstrip(".")
    return next(number for full, number in MONTHS.items() if full.startswith(key[:3]))


def _day(year: str, month: str, day: str) -> tuple[datetime, datetime] | None:
    try:
        start = datetime(int(year), month_number(month), int(day), tzinfo=timezone.utc)
    except ValueError:
        return None
    return start, start + timedelta(days=1)


def _month(year: str, month: str) -> tuple[datetime, datetime]:
    y, m = int(year), month_number(month)
    start = datetime(y, m, 1, tzinfo=timezone.utc)
    end = datetime(y + 1, 1, 1, tzinfo=timezone.utc) if m == 12 else datetime(y, m + 1, 1, tzinfo=timezone.utc)
    return start, end


def _year(year: str) -> tuple[datetime, datetime]:
    y = int(year)
    return datetime(y, 1, 1, tzinfo=timezone.utc), datetime(y + 1, 1, 1, tzinfo=timezone.utc)
