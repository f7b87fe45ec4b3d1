"""Days of public events that people date their news by, other than feasts: a general election's polling
day, a referendum's, a United States presidential election's ("the us election": a rule, no table).

shared/domain/timeframe.py reads "on election day", "on polling day", "after the election" as periods with
these dates ("on referendum day", "the day after the referendum" likewise). Unread, "election" and "polling" stayed topic words that no record says ("voted then straight
to the gym" is the news of polling day), and the question was refused or answered with the client's
records of other days.

A UK general election has no rule for its date (Parliament is dissolved early as often as not): the
polling days are a table of public record (`UK_GENERAL_ELECTIONS`). "The election" is the last one held by
the moment of asking; one called after the table was written is not known here, and a question asked
after it reads the one before (the table wants a line added).

The clocks' change (the last Sunday of March and of October) was read here too and dropped: clients
write "the clocks went forward" themselves, and those words find the message better than the period
does (docs/ANSWERS.md, h-dates24). "Since / after the clocks went back" is read again, in
public_events_dated.py, with the period's own words kept to lead its records (Timeframe.named); "when the
clocks went back" is still left to the words.
"""

from __future__ import annotations

from datetime import date, datetime

# Polling days of the United Kingdom's general elections (public record).
UK_GENERAL_ELECTIONS = (
    date(1979, 5, 3), date(1983, 6, 9), date(1987, 6, 11), date(1992, 4, 9), date(1997, 5, 1),
    date(2001, 6, 7), date(2005, 5, 5), date(2010, 5, 6), date(2015, 5, 7), date(2017, 6, 8),
    date(2019, 12, 12), date(2024, 7, 4),
)


# Polling days of the United Kingdom's referendums (public record): the alternative vote (2011), Scotland's
# independence (2014, Scotland only), the European Union membership (2016). "derek on referendum day", "tanya the
# day after the referendum": "voted and walked home, 2 miles" is the news of the day and names no referendum.
UK_REFERENDUMS = (date(2011, 5, 5), date(2014, 9, 18), date(2016, 6, 23))


def last_us_presidential_election(now: datetime) -> date | None:
    """The polling day of the last United States presidential election held on or before `now`'s day. Unlike a UK
    general election's, its day is set by law (3 U.S.C. 7): the Tuesday after the first Monday of November, every
    fourth year (those divisible by four), so no table is needed. "tariq the day after the us election": "trump
    won?? did 8k to calm down" is the news of 9 November 2016; read as "election" alone, the question was asked
    of the UK's polling day of 2015 and "the us" stayed topic words."""
    year = now.year - now.year % 4
    while True:
        day = _election_tuesday(year)
        if day <= now.date():
            return day
        year -= 4


def _election_tuesday(year: int) -> date:
    """The Tuesday after the first Monday of November of `year`."""
    first = date(year, 11, 1)
    monday = first.day + (0 - first.weekday()) % 7
    return date(year, 11, monday + 1)


def last_referendum(now: datetime) -> date | None:
    """The polling day of the last UK referendum held on or before `now`'s day; None before the first in the
    table."""
    return _last_held(UK_REFERENDUMS, now)


def last_general_election(now: datetime) -> date | None:
    """The polling day of the last UK general election held on or before `now`'s day; None before the
    first in the table."""
    return _last_held(UK_GENERAL_ELECTIONS, now)


def _last_held(days: tuple[date, ...], now: datetime) -> date | None:
    # The tables are in date order: the last day on or before `now`'s.
    held = [d for d in days if d <= now.date()]
    return held[-1] if held else None
