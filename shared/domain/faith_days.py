"""The feasts of Britain's faiths and communities that move with a lunar calendar, as the time something happened.

"carys on holi", "dev the week after diwali", "mei over chinese new year", "ruth at passover", "since vaisakhi"
ask for the client's records of those days. The records say what the day was like ("legs are coming back, walked
to the school gate without the stick"), rarely the feast's name: left unread, "holi" or "diwali" was a topic word
no record says and the question was refused (blind33-562). shared/domain/timeframe.py reads these after
public_events, public_events_dated and eid_days (Ramadan and the Eids are eid_days'; Christmas, Easter and the
saints' days are timeframe's own).

Where the dates come from: the main day of each feast as observed in Britain, from the published calendars of
each faith (public record, general knowledge), 2010-2026, one line a feast, checked with `datetime` in
tests/test_faith_days.py (each Passover 163 days before the next Rosh Hashanah, each Chinese New Year between 21
January and 20 February, and so on). The Hindu, Sikh, Jewish and Chinese calendars are lunisolar: no rule of the
Gregorian calendar gives them, hence tables. Lohri is fixed (13 January).
- Holi (the day of colours, the day after Holika Dahan), Diwali (Lakshmi Puja, the main night), Vaisakhi (13-14
  April, the Sikh new year), Lohri (13 January);
- Chinese (lunar) New Year's day;
- Passover (the eight days from 15 Nisan; the first Seder the evening before), Rosh Hashanah (its two days), Yom
  Kippur (10 Tishrei), Hanukkah (the eight days from 25 Kislev; the first candle the evening before).

Read after "on", "at", "over", "for", "during", "around", "in", "through(out)" ("carys on holi"); with a span
beside it ("the week after diwali", "the day before passover", "the weekend of holi", "chinese new year week");
and "since / after
<feast>" (from its first or last day to now). Not before a gathering's word ("at the diwali party", "the holi
mela": the event is its own day, which its words find), nor "about <feast>" (a topic).

The last one begun by the moment of asking, within public_events.RECENT_DAYS of its end; padded (PAD) with its
own days as the core, as public_events' events are. One that moved past the table's last year is not known: its
words stay topic words, as before (the table wants a line added).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from shared.domain.public_events import RECENT_DAYS, Event, beside
from shared.domain.query_dates import PAD


def _days(first_days: tuple[date, ...], length: int) -> tuple[tuple[date, date], ...]:
    """(first, last) of a feast of `length` days begun on each of `first_days`."""
    return tuple((d, d + timedelta(days=length - 1)) for d in first_days)


# Holi, the day of colours (Dhulandi), the day after the bonfire of Holika Dahan.
HOLI = _days((
    date(2010, 3, 1), date(2011, 3, 20), date(2012, 3, 8), date(2013, 3, 27), date(2014, 3, 17), date(2015, 3, 6),
    date(2016, 3, 24), date(2017, 3, 13), date(2018, 3, 2), date(2019, 3, 21), date(2020, 3, 10), date(2021, 3, 29),
    date(2022, 3, 18), date(2023, 3, 8), date(2024, 3, 25), date(2025, 3, 14), date(2026, 3, 4)), 1)
# Diwali, the night of Lakshmi Puja (the festival's main day; Bandi Chhor Divas for Sikhs is the same day).
DIWALI = _days((
    date(2010, 11, 5), date(2011, 10, 26), date(2012, 11, 13), date(2013, 11, 3), date(2014, 10, 23),
    date(2015, 11, 11), date(2016, 10, 30), date(2017, 10, 19), date(2018, 11, 7), date(2019, 10, 27),
    date(2020, 11, 14), date(2021, 11, 4), date(2022, 10, 24), date(2023, 11, 12), date(2024, 10, 31),
    date(2025, 10, 20), date(2026, 11, 8)), 1)
# Vaisakhi, kept on 13 or 14 April (the solar new year): both days, every year.
VAISAKHI = tuple((date(y, 4, 13), date(y, 4, 14)) for y in range(2010, 2027))
LOHRI = tuple((date(y, 1, 13), date(y, 1, 13)) for y in range(2010, 2027))
# The first day of the Chinese (lunar) new year.
CHINESE_NEW_YEAR = _days((
    date(2010, 2, 14), date(2011, 2, 3), date(2012, 1, 23), date(2013, 2, 10), date(2014, 1, 31), date(2015, 2, 19),
    date(2016, 2, 8), date(2017, 1, 28), date(2018, 2, 16), date(2019, 2, 5), date(2020, 1, 25), date(2021, 2, 12),
    date(2022, 2, 1), date(2023, 1, 22), date(2024, 2, 10), date(2025, 1, 29), date(2026, 2, 17)), 1)
# Passover from 15 Nisan, eight days in the diaspora.
PASSOVER = _days((
    date(2010, 3, 30), date(2011, 4, 19), date(2012, 4, 7), date(2013, 3, 26), date(2014, 4, 15), date(2015, 4, 4),
    date(2016, 4, 23), date(2017, 4, 11), date(2018, 3, 31), date(2019, 4, 20), date(2020, 4, 9), date(2021, 3, 28),
    date(2022, 4, 16), date(2023, 4, 6), date(2024, 4, 23), date(2025, 4, 13), date(2026, 4, 2)), 8)
# Rosh Hashanah, 1-2 Tishrei; Yom Kippur is 10 Tishrei, nine days after its first day.
ROSH_HASHANAH = _days((
    date(2010, 9, 9), date(2011, 9, 29), date(2012, 9, 17), date(2013, 9, 5), date(2014, 9, 25), date(2015, 9, 14),
    date(2016, 10, 3), date(2017, 9, 21), date(2018, 9, 10), date(2019, 9, 30), date(2020, 9, 19), date(2021, 9, 7),
    date(2022, 9, 26), date(2023, 9, 16), date(2024, 10, 3), date(2025, 9, 23), date(2026, 9, 12)), 2)
YOM_KIPPUR = tuple((first + timedelta(days=9), first + timedelta(days=9)) for first, _ in ROSH_HASHANAH)
# Hanukkah from 25 Kislev, eight days.
HANUKKAH = _days((
    date(2010, 12, 2), date(2011, 12, 21), date(2012, 12, 9), date(2013, 11, 28), date(2014, 12, 17),
    date(2015, 12, 7), date(2016, 12, 25), date(2017, 12, 13), date(2018, 12, 3), date(2019, 12, 23),
    date(2020, 12, 11), date(2021, 11, 29), date(2022, 12, 19), date(2023, 12, 8), date(2024, 12, 26),
    date(2025, 12, 15), date(2026, 12, 5)), 8)

# Each feast's names as said (spellings in common British use), and its table.
_NAMES = (
    (r"holi", HOLI),
    (r"diwali|divali|deepavali|deepawali", DIWALI),
    (r"vaisakhi|vaisaki|baisakhi|baisaki|vasakhi", VAISAKHI),
    (r"lohri", LOHRI),
    (r"(?:chinese|lunar)\s+new\s+year", CHINESE_NEW_YEAR),
    (r"passover|pesach", PASSOVER),
    (r"rosh\s+hashanah?|rosh\s+hashona|jewish\s+new\s+year", ROSH_HASHANAH),
    (r"yom\s+kippur", YOM_KIPPUR),
    (r"hanukk?ah|chanukk?ah|hannukah", HANUKKAH),
)
_FEAST = "|".join(f"(?:{names})" for names, _ in _NAMES)
# A gathering's word after the feast's ("the diwali party", "the holi mela"): the gathering is its own day.
_GATHERING = (r"\s+(?:party|parties|do|dos|dinner|meal|lunch|drinks|bash|night\s+out|show|social|socials|ceilidh|dance"
              r"|disco|ball|quiz|mela|fair|market|get[-\s]together|concert|class|session|run|race)\b")
_PATTERN = re.compile(
    r"(?<![\w'\u2019-])(?:"
    r"(?:(?:in|during|over|on|for|at)\s+)?(?:the\s+)?(?P<near>day|night|week|wk|weekend|fortnight)\s+"
    r"(?P<side>after|before|of)\s+(?P<near_feast>" + _FEAST + r")"
    # "chinese new year week", "diwali weekend": the span of the feast said after it, as "bonfire week" is
    r"|(?:(?:in|during|over|on|for|at)\s+)?(?:the\s+)?(?P<week_feast>" + _FEAST + r")\s+(?P<week>week|wk|weekend|fortnight)"
    r"|(?P<since>since|after)\s+(?P<since_feast>" + _FEAST + r")"
    r"|(?:on|at|over|for|during|around|in|through|throughout)\s+(?P<feast>" + _FEAST + r")"
    r")(?:\s+(?:day|festival|celebrations?))?(?![\w'\u2019-])(?!" + _GATHERING + r")",
    re.IGNORECASE,
)


def _table(said: str) -> tuple[tuple[date, date], ...]:
    """The table of the feast named by `said`."""
    for names, table in _NAMES:
        if re.fullmatch(names, said, re.IGNORECASE):
            return table
    raise ValueError(said)


def find(question: str, now: datetime) -> Event | None:
    """The days of the feast the question names as its time (module doc), the last begun by `now`, padded (PAD) and
    clipped at `now`, with its own days as `core`; None when it names none, or none known has begun recently."""
    match = _PATTERN.search(question)
    if match is None:
        return None
    said = " ".join((match.group("feast") or match.group("near_feast") or match.group("since_feast")
                     or match.group("week_feast")).split())
    begun = [(first, last) for first, last in _table(said) if first <= now.date()]
    if not begun or (now.date() - begun[-1][1]).days > RECENT_DAYS:
        return None
    days = begun[-1]
    first = datetime(days[0].year, days[0].month, days[0].day, tzinfo=now.tzinfo)
    end = datetime(days[1].year, days[1].month, days[1].day, tzinfo=now.tzinfo) + timedelta(days=1)
    if match.group("since"):  # "since diwali" from its first day; "after diwali" from its end
        start = first if match.group("since").lower() == "since" else end
        return Event(start - PAD, now, match.start(), match.end(), (start, now))
    if match.group("near") or match.group("week"):
        first, end = beside(first, end, (match.group("near") or match.group("week")).lower(),
                             (match.group("side") or "of").lower())
    return Event(first - PAD, min(end + PAD, now), match.start(), match.end(), (first, min(end, now)))
