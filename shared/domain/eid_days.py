"""Ramadan's edges and the two Eids as the time something happened: "amira at the end of ramadan", "on eid".

"amira at the end of ramadan", "yusuf on eid", "the week after eid al-adha", "since ramadan ended" ask for the
client's records of those days. The records say what the day was ("eid mubarak!! first breakfast in a month"),
rarely "the end of ramadan": left unread, "end" and "ramadan" were topic words that matched the records of its
first days ("fasting for ramadan from 9 july") and the day itself was not quoted (blind32-298).
shared/domain/timeframe.py reads these after public_events ("in / during ramadan", its whole month, is
public_events' `RAMADANS`).

The dates move about eleven days a year (the lunar calendar, by sighting): no rule, a table of public record as
observed in Britain. Eid al-Fitr is the day after the last fast of `public_events.RAMADANS`; Eid al-Adha is
`EIDS_AL_ADHA`. Read:
- "the end of ramadan" (also "the close of", "the last day(s) of"): its last fast and Eid, the day after;
  "the start / beginning / first day of ramadan": its first fast;
- "eid", "eid al-fitr" (also "eid ul fitr", "little eid"), after "on", "at", "over", "for", "during", "around":
  Eid al-Fitr's day ("eid" alone is the feast that ends Ramadan, the one a Ramadan's records lead to); "eid
  al-adha" ("eid ul adha", "bakri eid", "big eid"): that feast's day;
- "since / after ramadan (ended / finished)", "since / after eid": from Eid to now; "since ramadan started":
  from its first fast;
- "the day / week / weekend / fortnight before / after / of eid (or ramadan)": that span beside it, as
  public_events reads it beside its events.

The last one begun by the moment of asking, within public_events.RECENT_DAYS of its end; padded (PAD) with its
own days as the core, as public_events' events are.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from shared.domain.public_events import RAMADANS, RECENT_DAYS, Event, beside
from shared.domain.query_dates import PAD

# Eid al-Adha as observed in Britain (the first day), public record.
EIDS_AL_ADHA = (
    date(2013, 10, 15), date(2014, 10, 4), date(2015, 9, 24), date(2016, 9, 12), date(2017, 9, 1), date(2018, 8, 21),
    date(2019, 8, 11), date(2020, 7, 31), date(2021, 7, 20), date(2022, 7, 9), date(2023, 6, 28), date(2024, 6, 16),
    date(2025, 6, 6), date(2026, 5, 27),
)

_ADHA = r"(?:eid\s+(?:al|ul|el)[-\s]?adha|bakri?\s+eid|big\s+eid|eid\s+al[-\s]?kabir)"
_FITR = r"(?:eid(?:\s+(?:al|ul|el)[-\s]?fitr)?|little\s+eid)"
_EID = r"(?P<eid>" + _ADHA + r"|" + _FITR + r")(?:\s+day)?"
_PATTERN = re.compile(
    r"(?<![\w'\u2019-])(?:"
    # "the week after eid", "the day before ramadan", "the weekend of eid al-adha"
    r"(?:(?:in|during|over|on|for|at)\s+)?(?:the\s+)?(?P<near>day|night|week|wk|weekend|fortnight)\s+"
    r"(?P<side>after|before|of)\s+(?:(?P<near_fast>ramadan)|" + _EID.replace("?P<eid>", "?P<near_eid>") + r")"
    # "since ramadan ended", "after ramadan", "since ramadan started", "since eid"
    r"|(?P<since>since|after)\s+(?:the\s+(?P<since_edge>start|beginning|end)\s+of\s+)?"
    r"(?:(?P<since_fast>ramadan)(?:\s+(?P<since_verb>started|began|begun|ended|finished))?|"
    + _EID.replace("?P<eid>", "?P<since_eid>") + r")"
    # "at the end of ramadan", "the last days of ramadan", "the start of ramadan"
    r"|(?:(?:at|on|by|around|towards|near|in|during)\s+)?the\s+(?:very\s+)?"
    r"(?P<edge>start|beginning|first\s+day|end|close|last\s+days?|final\s+days?)\s+of\s+ramadan"
    # "on eid", "over eid al-adha", "at little eid"
    r"|(?:on|at|over|for|during|around)\s+(?:the\s+)?" + _EID
    + r")(?![\w'\u2019-])",
    re.IGNORECASE,
)
_FIRSTS = ("start", "beginning", "first day")


def find(question: str, now: datetime) -> Event | None:
    """The days of Ramadan's edge or the Eid the question names as its time (module doc), the last begun by
    `now`, padded (PAD) and clipped at `now`, with its own days as `core`; None when it names none, or none known
    has begun recently."""
    match = _PATTERN.search(question)
    if match is None:
        return None
    eid = match.group("eid") or match.group("near_eid") or match.group("since_eid")
    if eid:
        table = _adha() if re.match(_ADHA, eid, re.IGNORECASE) else _fitr()
        days = _last_begun(table, now)
    else:
        fast = _last_begun(RAMADANS, now)
        if fast is None:
            return None
        edge = (match.group("edge") or match.group("since_edge") or "").lower()
        verb = (match.group("since_verb") or "").lower()
        if " ".join(edge.split()) in _FIRSTS or verb in ("started", "began", "begun"):
            days = (fast[0], fast[0])
        elif edge or verb or (match.group("since") or "").lower() == "after":  # its end: the last fast and Eid
            days = (fast[1], fast[1] + timedelta(days=1))
        else:
            days = fast  # "the week of ramadan", "the day before ramadan": beside the whole month
    if days is None:
        return None
    first = datetime(days[0].year, days[0].month, days[0].day, tzinfo=now.tzinfo)
    end = datetime(days[1].year, days[1].month, days[1].day, tzinfo=now.tzinfo) + timedelta(days=1)
    if match.group("since"):  # from Eid ("after ramadan", "since it ended") or its first fast ("since ramadan")
        start = end - timedelta(days=1) if not eid and days[0] != days[1] and days[1] - days[0] == timedelta(days=1) \
            else first
        return Event(start - PAD, now, match.start(), match.end(), (start, now))
    if match.group("near"):
        first, end = beside(first, end, match.group("near").lower(), match.group("side").lower())
    return Event(first - PAD, min(end + PAD, now), match.start(), match.end(), (first, min(end, now)))


def _fitr() -> tuple[tuple[date, date], ...]:
    """Eid al-Fitr's days: the day after each Ramadan's last fast."""
    return tuple((last + timedelta(days=1), last + timedelta(days=1)) for _, last in RAMADANS)


def _adha() -> tuple[tuple[date, date], ...]:
    return tuple((d, d) for d in EIDS_AL_ADHA)


def _last_begun(table: tuple[tuple[date, date], ...], now: datetime) -> tuple[date, date] | None:
    """The last (first, last) of `table` begun by `now`, within RECENT_DAYS of its end; else None."""
    begun = [(first, last) for first, last in sorted(table) if first <= now.date()]
    if not begun or (now.date() - begun[-1][1]).days > RECENT_DAYS:
        return None
    return begun[-1]
