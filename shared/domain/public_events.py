"""Public events of some days or weeks that people date their news by: the heatwave, the Euros, the fuel crisis.

"frank in the heatwave", "drew during the euros", "drew in the fuel crisis" ask for the client's records of
those days. The records rarely name the event: they say what it was like ("34 on the thermometer", "queued 40
mins for petrol", "wembley for eng v scotland!!"). Left unread, "heatwave", "euros" and "fuel crisis" were
topic words no record says, and the question was refused. Read as periods (shared/domain/timeframe.py calls
`find`), the rest of the question is asked of the event's days, as "frank over easter" is.

The dates are a table of public record (UK), like public_days.py's polling days; "the <event>" is the last one
begun by the moment of asking. An event after the table was written is not known (its words stay topic words,
as before), and a question asked after it reads the one before (the table wants a line added).

- A heatwave: one a summer, the spell of that summer's highest temperature (the Met Office's heatwave of
  three days or more; the headline one when a summer had several): its days, as reported.
- The Euros: the European football championship's weeks, the men's and (2022, 2025) the women's.
- The fuel crisis: the weeks of petrol-station shortages (September 2000's blockades, autumn 2021's).
- A heatwave named by its month ("in the february heatwave"): the table's spell begun in that month
  (`HEATWAVES` and the warm spells out of summer, `WARM_SPELLS`, read only so named), the last such one
  begun; a month with none in the tables is read as that month (the last one begun), as "in february"
  is: the month is what the words date. Unread, "february heatwave" stayed two topic words no record
  says ("20 degrees on the seafront in february, ran in a vest" is its news) and the question was
  refused.

Not here: a storm ("storm ciara"), the jubilee, the olympics, the world cup: their records say their names
("named storm", "jubilee street party", "karate at the olympics"), and the words find them better than the
period does (dev questions of blind17–blind20 naming them are answered already).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from shared.domain.query_dates import MONTHS, PAD, month_number

# (first day, last day) of each event, oldest first.
HEATWAVES = (
    (date(2018, 7, 22), date(2018, 7, 28)),  # 35.3 °C at Faversham on 26 July
    (date(2019, 7, 22), date(2019, 7, 29)),  # 38.7 °C at Cambridge on 25 July
    (date(2020, 8, 7), date(2020, 8, 16)),  # six days over 34 °C in the south-east
    (date(2021, 7, 17), date(2021, 7, 24)),  # the first amber extreme-heat warning
    (date(2022, 7, 10), date(2022, 7, 19)),  # 40.3 °C at Coningsby on 19 July, the red warning
    (date(2023, 9, 4), date(2023, 9, 10)),  # the September heatwave, 33.5 °C
)
EUROS = (
    (date(2016, 6, 10), date(2016, 7, 10)),
    (date(2021, 6, 11), date(2021, 7, 11)),  # Euro 2020, played in 2021
    (date(2022, 7, 6), date(2022, 7, 31)),  # the women's, in England
    (date(2024, 6, 14), date(2024, 7, 14)),
    (date(2025, 7, 2), date(2025, 7, 27)),  # the women's, in Switzerland
)
# Warm spells out of summer that the press called heatwaves, read only when the question names the month
# ("the february heatwave"): "the heatwave" alone is the summer's.
WARM_SPELLS = (
    (date(2019, 2, 21), date(2019, 2, 27)),  # 21.2 °C at Kew on 26 February, the UK's first 20 °C in winter
)
FUEL_CRISES = (
    (date(2000, 9, 7), date(2000, 9, 16)),
    (date(2021, 9, 23), date(2021, 10, 10)),
)
_TABLES = {"heatwave": HEATWAVES, "euros": EUROS, "fuel crisis": FUEL_CRISES}
# "the heatwave" is one of the last year: asked in 2026, the table's last (2023) is no such heatwave, and a
# heatwave after the table was written is not known; the words stay topic words, as before.
RECENT_DAYS = 366

# The event as the time something happened: after a preposition of time and "the" ("in the heatwave",
# "during the euros", "over the fuel crisis"). "the heatwave" alone ("what did i say abt the heatwave") is a
# topic, and "the euros" after another word is money ("50 euros") or a thing ("the cadet euros", a
# competition of its own): neither is read.
_EVENT = re.compile(
    r"(?<![\w'\u2019-])(?:in|during|over|through|throughout|at)\s+the\s+"
    rf"(?:(?P<month>{'|'.join(MONTHS)})\s+(?=heat))?"
    r"(?P<event>heat\s?-?waves?|euros|(?:fuel|petrol)\s+(?:crisis|shortages?))(?![\w'\u2019-])",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Event:
    since: datetime
    until: datetime
    start: int  # where the words are in the question
    end: int


def _kind(said: str) -> str:
    said = " ".join(said.lower().replace("-", " ").split())
    if said.startswith("heat"):
        return "heatwave"
    return "euros" if said == "euros" else "fuel crisis"


def find(question: str, now: datetime) -> Event | None:
    """The days of the public event the question names as its time (module doc): the last one begun by
    `now`, padded (query_dates.PAD) and clipped at `now`; None when it names none, none has begun, or the last
    ended more than RECENT_DAYS ago."""
    match = _EVENT.search(question)
    if match is None:
        return None
    if match.group("month"):
        return _month_heat(match, now)
    begun = [(first, last) for first, last in _TABLES[_kind(match.group("event"))] if first <= now.date()]
    if not begun or (now.date() - begun[-1][1]).days > RECENT_DAYS:
        return None  # none yet, or the last one is long past: not "the" heatwave of a question asked now
    first, last = begun[-1]
    since = datetime(first.year, first.month, first.day, tzinfo=now.tzinfo) - PAD
    until = datetime(last.year, last.month, last.day, tzinfo=now.tzinfo) + timedelta(days=1) + PAD
    return Event(since, min(until, now), match.start(), match.end())


def _month_heat(match: re.Match[str], now: datetime) -> Event:
    """"in the february heatwave": the last spell of `HEATWAVES` or `WARM_SPELLS` begun in that month by
    `now`, padded and clipped as `find`'s; none known, the last such month begun (the month is what the
    words date)."""
    month = month_number(match.group("month"))
    begun = sorted((first, last) for first, last in (*HEATWAVES, *WARM_SPELLS)
                   if first.month == month and first <= now.date())
    if begun and (now.date() - begun[-1][1]).days <= RECENT_DAYS:
        first, last = begun[-1]
        since = datetime(first.year, first.month, first.day, tzinfo=now.tzinfo) - PAD
        until = datetime(last.year, last.month, last.day, tzinfo=now.tzinfo) + timedelta(days=1) + PAD
    else:
        year = now.year if month <= now.month else now.year - 1
        since = datetime(year, month, 1, tzinfo=now.tzinfo)
        until = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=now.tzinfo)
    return Event(since, min(until, now), match.start(), match.end())
