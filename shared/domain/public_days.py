"""Days of public events that people date their news by, other than feasts: the day the clocks change
and a general election's polling day.

shared/domain/timeframe.py reads "since the clocks went back", "the weekend the clocks went forward",
"on election day", "after the election" as periods with these dates. Unread, "clocks", "election" and
"polling" stayed topic words that no record says ("voted then straight to the gym" is the news of
polling day), and the question was refused or answered with the client's records of other days.

- The clocks (British Summer Time, and the European Union's summer time alike) go forward on the last
  Sunday of March and back on the last Sunday of October: computed for any year.
- A UK general election has no rule for its date (Parliament is dissolved early as often as not): the
  polling days are a table of public record (`UK_GENERAL_ELECTIONS`). "The election" is the last one
  held by the moment of asking; one called after the table was written is not known here, and a
  question asked after it reads the one before (the table wants a line added).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

# Polling days of the United Kingdom's general elections (public record).
UK_GENERAL_ELECTIONS = (
    date(1979, 5, 3), date(1983, 6, 9), date(1987, 6, 11), date(1992, 4, 9), date(1997, 5, 1),
    date(2001, 6, 7), date(2005, 5, 5), date(2010, 5, 6), date(2015, 5, 7), date(2017, 6, 8),
    date(2019, 12, 12), date(2024, 7, 4),
)
_MARCH, _OCTOBER = 3, 10


def last_sunday(year: int, month: int) -> date:
    """The last Sunday of `month` in `year`."""
    day = (date(year + month // 12, month % 12 + 1, 1)) - timedelta(days=1)  # the month's last day
    return day - timedelta(days=(day.weekday() - 6) % 7)


def clocks_change(year: int, forward: bool) -> date:
    """The Sunday the clocks go forward (the last of March) or back (the last of October) in `year`."""
    return last_sunday(year, _MARCH if forward else _OCTOBER)


def last_clocks_change(now: datetime, forward: bool) -> date:
    """The last day the clocks went forward (or back) on or before `now`'s day."""
    for year in (now.year, now.year - 1):
        day = clocks_change(year, forward)
        if day <= now.date():
            return day
    raise AssertionError("a clock change happens every year")  # pragma: no cover


def last_general_election(now: datetime) -> date | None:
    """The polling day of the last UK general election held on or before `now`'s day; None before the
    first in the table."""
    held = [d for d in UK_GENERAL_ELECTIONS if d <= now.date()]
    return held[-1] if held else None
