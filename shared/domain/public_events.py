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
  three days or more; the headline one when a summer had several): its days, as reported, from 2013.
- The year's hottest day, "on the hottest day of the year" (`HOTTEST_DAYS`): the day of the UK's highest
  temperature that year, the last known begun.
- The Euros: the European football championship's weeks, the men's and (2017, 2022, 2025) the women's.
- The fuel crisis: the weeks of petrol-station shortages (September 2000's blockades, autumn 2021's).
- A heatwave named by its month ("in the february heatwave"): the table's spell begun in that month
  (`HEATWAVES` and the warm spells out of summer, `WARM_SPELLS`, read only so named), the last such one
  begun; a month with none in the tables is read as that month (the last one begun), as "in february"
  is: the month is what the words date. Unread, "february heatwave" stayed two topic words no record
  says ("20 degrees on the seafront in february, ran in a vest" is its news) and the question was
  refused.

- The world cup (football, the men's and the women's) and the olympics (summer; "the winter olympics" the
  winter games): their weeks, read only after "during", "over", "through(out)" ("imran during the world
  cup", "will during the olympics"): "in / at the olympics" is as often the client competing in them, and
  their records say so ("karate at the olympics"), which the words find better than the period does.
- Snow that stopped the country: "the beast from the east" (2018), and "the snow" / "the snow day(s)" /
  "the big freeze", the last such spell of the table (`SNOWS`): "snowed in, van won't start" is the news
  of those days, and "the snow day" is no day a record names.
- One day each, after "on" ("on gdpr day", "on a level results day", "on world cup final day"): the day
  GDPR came into force, the A-level and GCSE results days (a Thursday of August, `RESULTS_DAYS`), the
  world cup's final (`WORLD_CUPS`' last day).
- England's men's matches at the tournaments of the table, by their opponent: "on match day v tunisia",
  "the night of the england v croatia game" (`ENGLAND_MATCHES`): "ENGLAND 2-1!! kane twice" names no
  opponent; the women's at theirs too (`ENGLAND_WOMEN_MATCHES`), and either named by what happened in it ("the
  day england beat france", "the night the lionesses played spain"): the last match against that opponent
  begun; and "the night / day of the semi", England's last semi-final (`SEMI_FINALS`), read only so
  ("in the semi", "the bucs semi" are the client's own).
- The London Marathon's day, "on marathon day", "on the london marathon" (`LONDON_MARATHONS`): the
  records of the day say the result ("LONDON DONE!!! 3:58:41"), those naming the marathon are the
  training before it and the note after.
- The Grand National's day and the Championship play-off final's, after "on" ("on grand national day", "on
  play-off final day"; `GRAND_NATIONALS`, `PLAY_OFF_FINALS`): "lost a fiver on the national", "WEMBLEY!!! hull
  up!!" are their news.
- Ramadan, "in / during ramadan" (`RAMADANS`): "3 kilo down" in its weeks is its news; "about ramadan" is
  a topic, and "the ramadan check-in" names a record (its words find it).
- Any of these with a span beside it: "the week of the snow", "the weekend after the olympics", "the
  fortnight before the world cup" (the span from the event's last day, to its first, or around it), and the
  one-day events with a day beside them ("the day before marathon day", "the night after the grand national");
  "since / after the world cup", from its first or last day to now ("since the world cup started", "since the
  start of the world cup" from its first); its first or last day alone ("the world cup starting", "the start /
  end of the euros"), as one side of a range is said ("between the world cup starting and the end of june").
- "the olympics" with no summer games begun within RECENT_DAYS are the winter games (`_table`): asked in July
  2014, Sochi's February.
- The tables reach back to 2013 (h-when36: the rosters' half-years run back from 2016), one line a year.
- The Tour de France (`TOURS_DE_FRANCE`, 2012-2026): its weeks "during the tour de france", and any event's first or
  last day said with a verb, "the day the tour finished", "the night the world cup ended", "the day the heatwave
  ended" (`_ENDED`; "the tour" alone is read only so) (h-when38).

Each event also gives its own days unpadded (`Event.core`): where the period is all a question asks
("trevor on valentines"), the client's records of the day itself lead the answer, not those of the
padding (shared/usecases/chat/service.py `status_order`).

Not here: the jubilee, whose records say its name ("jubilee street party"): the words find it better than the
period does. A named storm as the time ("during storm desmond", "the week after storm angus"), the rugby world cup,
the Ashes, the clocks' change and the other events of every year are public_events_dated.py's (timeframe reads it
after this module); a storm said as the topic ("about storm ciara") is still left to its words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from shared.domain.query_dates import MONTHS, PAD, month_number

# (first day, last day) of each event, oldest first.
HEATWAVES = (
    # The summers before 2018, each its headline hot spell (h-when32: a roster of 2017 asked "gaz in the heatwave"
    # and the table began in 2018, so the words stayed two topic words no record says and the question was refused).
    (date(2013, 7, 6), date(2013, 7, 22)),  # 33.5 °C at Heathrow and Northolt on 22 July
    (date(2015, 6, 30), date(2015, 7, 1)),  # 36.7 °C at Heathrow on 1 July
    (date(2016, 7, 18), date(2016, 7, 20)),  # 33.5 °C at Heathrow on 19 July
    (date(2017, 6, 17), date(2017, 6, 21)),  # five days over 30 °C, 34.5 °C at Heathrow on 21 June
    # 2018's was one long spell, hot and dry from late June to early August (35.3 °C at Faversham on 26 July):
    # "the heatwave" of 2018 is all of it. Read as the week of its peak, "frank during the heatwave" missed
    # "dizzy in the heat at the cup" of 8 July.
    (date(2018, 6, 22), date(2018, 8, 8)),
    (date(2019, 7, 22), date(2019, 7, 29)),  # 38.7 °C at Cambridge on 25 July
    (date(2020, 8, 7), date(2020, 8, 16)),  # six days over 34 °C in the south-east
    (date(2021, 7, 17), date(2021, 7, 24)),  # the first amber extreme-heat warning
    (date(2022, 7, 10), date(2022, 7, 19)),  # 40.3 °C at Coningsby on 19 July, the red warning
    (date(2023, 9, 4), date(2023, 9, 10)),  # the September heatwave, 33.5 °C
)
EUROS = (
    (date(2013, 7, 10), date(2013, 7, 28)),  # the women's, in Sweden
    (date(2016, 6, 10), date(2016, 7, 10)),
    (date(2017, 7, 16), date(2017, 8, 6)),  # the women's, in the Netherlands
    (date(2021, 6, 11), date(2021, 7, 11)),  # Euro 2020, played in 2021
    (date(2022, 7, 6), date(2022, 7, 31)),  # the women's, in England
    (date(2024, 6, 14), date(2024, 7, 14)),
    (date(2025, 7, 2), date(2025, 7, 27)),  # the women's, in Switzerland
)
# The year's hottest day (the UK's highest temperature of the year), the day "on the hottest day of the year" names:
# "too hot for the kettlebell, did it in the kitchen" is its news, and no record says "hottest day". Only years
# whose day is of public record beyond doubt; a year missing reads the one before (`_last_begun`), within RECENT_DAYS.
HOTTEST_DAYS = tuple((d, d) for d in (
    date(2013, 7, 22), date(2015, 7, 1), date(2016, 7, 19), date(2017, 6, 21), date(2018, 7, 26), date(2019, 7, 25),
    date(2020, 7, 31), date(2022, 7, 19)))
# Warm spells out of summer that the press called heatwaves, read only when the question names the month
# ("the february heatwave"): "the heatwave" alone is the summer's.
WARM_SPELLS = (
    (date(2019, 2, 21), date(2019, 2, 27)),  # 21.2 °C at Kew on 26 February, the UK's first 20 °C in winter
)
FUEL_CRISES = (
    (date(2000, 9, 7), date(2000, 9, 16)),
    (date(2021, 9, 23), date(2021, 10, 10)),
)
# The football world cups (FIFA), the men's and the women's.
WORLD_CUPS = (
    (date(2014, 6, 12), date(2014, 7, 13)),
    (date(2015, 6, 6), date(2015, 7, 5)),  # the women's, in Canada
    (date(2018, 6, 14), date(2018, 7, 15)),
    (date(2019, 6, 7), date(2019, 7, 7)),  # the women's, in France
    (date(2022, 11, 20), date(2022, 12, 18)),
    (date(2023, 7, 20), date(2023, 8, 20)),  # the women's, in Australia and New Zealand
    (date(2026, 6, 11), date(2026, 7, 19)),
)
OLYMPICS = (
    (date(2012, 7, 27), date(2012, 8, 12)),
    (date(2016, 8, 5), date(2016, 8, 21)),
    (date(2021, 7, 23), date(2021, 8, 8)),  # Tokyo 2020, held in 2021
    (date(2024, 7, 26), date(2024, 8, 11)),
)
WINTER_OLYMPICS = (
    (date(2014, 2, 7), date(2014, 2, 23)),
    (date(2018, 2, 9), date(2018, 2, 25)),
    (date(2022, 2, 4), date(2022, 2, 20)),
    (date(2026, 2, 6), date(2026, 2, 22)),
)
# Snow that closed schools and roads across Britain: its days, as reported.
SNOWS = (
    (date(2010, 11, 25), date(2010, 12, 26)),  # the big freeze of December 2010
    (date(2013, 1, 14), date(2013, 1, 25)),
    (date(2018, 2, 26), date(2018, 3, 3)),  # the beast from the east and Storm Emma
    (date(2021, 2, 6), date(2021, 2, 14)),  # Storm Darcy
    (date(2022, 12, 8), date(2022, 12, 18)),
    (date(2023, 3, 6), date(2023, 3, 12)),
)
# Other snow of note, read only when the question names its month ("the march snow", "the week of the january
# snow"; `_month_snow`): "the snow" alone stays the spell of SNOWS that stopped the country. Public record (Met Office
# reports of the spells), one line a spell.
OTHER_SNOWS = (
    (date(2009, 2, 1), date(2009, 2, 6)),  # the February 2009 snow, London's deepest in eighteen years
    (date(2009, 12, 17), date(2010, 1, 13)),  # the winter of 2009-10's freeze
    (date(2013, 3, 22), date(2013, 3, 27)),  # the late March 2013 snow (drifts in Northern Ireland, Scotland, Wales)
    (date(2017, 12, 8), date(2017, 12, 12)),
    (date(2018, 3, 17), date(2018, 3, 19)),  # the "mini beast from the east"
    (date(2019, 1, 29), date(2019, 2, 2)),
    (date(2025, 1, 4), date(2025, 1, 10)),
)
BEAST_FROM_THE_EAST = ((date(2018, 2, 26), date(2018, 3, 3)),)
GDPR_DAY = ((date(2018, 5, 25), date(2018, 5, 25)),)
# A-level results day (England, Wales and Northern Ireland), and GCSE results day a week after.
A_LEVEL_RESULTS = tuple((d, d) for d in (
    date(2013, 8, 15), date(2014, 8, 14), date(2015, 8, 13), date(2016, 8, 18), date(2017, 8, 17), date(2018, 8, 16), date(2019, 8, 15),
    date(2020, 8, 13), date(2021, 8, 10), date(2022, 8, 18), date(2023, 8, 17), date(2024, 8, 15),
    date(2025, 8, 14), date(2026, 8, 13)))
GCSE_RESULTS = tuple((d, d) for d in (
    date(2013, 8, 22), date(2014, 8, 21), date(2015, 8, 20), date(2016, 8, 25), date(2017, 8, 24), date(2018, 8, 23), date(2019, 8, 22),
    date(2020, 8, 20), date(2021, 8, 12), date(2022, 8, 25), date(2023, 8, 24), date(2024, 8, 22),
    date(2025, 8, 21), date(2026, 8, 20)))
WORLD_CUP_FINALS = tuple((last, last) for _, last in WORLD_CUPS)
# The days of fasting of Ramadan as observed in Britain (first fast to last; Eid al-Fitr the day after, eid_days.py:
# 2020's thirty fasts ended on 23 May, Eid on Sunday 24 May).
RAMADANS = (
    (date(2013, 7, 10), date(2013, 8, 7)),
    (date(2014, 6, 28), date(2014, 7, 27)), (date(2015, 6, 18), date(2015, 7, 16)),
    (date(2016, 6, 6), date(2016, 7, 5)), (date(2017, 5, 27), date(2017, 6, 24)),
    (date(2018, 5, 17), date(2018, 6, 14)), (date(2019, 5, 6), date(2019, 6, 3)),
    (date(2020, 4, 24), date(2020, 5, 23)), (date(2021, 4, 13), date(2021, 5, 12)),
    (date(2022, 4, 2), date(2022, 5, 1)), (date(2023, 3, 23), date(2023, 4, 20)),
    (date(2024, 3, 11), date(2024, 4, 9)), (date(2025, 3, 1), date(2025, 3, 29)),
    (date(2026, 2, 18), date(2026, 3, 19)),
)
# England's men's matches at the tournaments above (and the Euros), by opponent: (day, opponent).
ENGLAND_MATCHES = (
    (date(2014, 6, 14), "italy"), (date(2014, 6, 19), "uruguay"), (date(2014, 6, 24), "costa rica"),
    (date(2016, 6, 11), "russia"), (date(2016, 6, 16), "wales"), (date(2016, 6, 20), "slovakia"),
    (date(2016, 6, 27), "iceland"),
    (date(2018, 6, 18), "tunisia"), (date(2018, 6, 24), "panama"), (date(2018, 6, 28), "belgium"),
    (date(2018, 7, 3), "colombia"), (date(2018, 7, 7), "sweden"), (date(2018, 7, 11), "croatia"),
    (date(2018, 7, 14), "belgium"),
    (date(2021, 6, 13), "croatia"), (date(2021, 6, 18), "scotland"), (date(2021, 6, 22), "czech republic"),
    (date(2021, 6, 29), "germany"), (date(2021, 7, 3), "ukraine"), (date(2021, 7, 7), "denmark"),
    (date(2021, 7, 11), "italy"),
    (date(2022, 11, 21), "iran"), (date(2022, 11, 25), "usa"), (date(2022, 11, 29), "wales"),
    (date(2022, 12, 4), "senegal"), (date(2022, 12, 10), "france"),
    (date(2024, 6, 16), "serbia"), (date(2024, 6, 20), "denmark"), (date(2024, 6, 25), "slovenia"),
    (date(2024, 6, 30), "slovakia"), (date(2024, 7, 6), "switzerland"), (date(2024, 7, 10), "netherlands"),
    (date(2024, 7, 14), "spain"),
)
# England's women's matches at the women's tournaments above, by opponent: "the day england beat france" of a
# question asked in the winter of 2017 is the Lionesses' quarter-final of 30 July ("lionesses into the semis!"),
# the last match against that opponent begun (`_last_begun`), whichever side played it.
ENGLAND_WOMEN_MATCHES = (
    (date(2013, 7, 12), "spain"), (date(2013, 7, 15), "russia"), (date(2013, 7, 18), "france"),
    (date(2015, 6, 9), "france"), (date(2015, 6, 13), "mexico"), (date(2015, 6, 17), "colombia"),
    (date(2015, 6, 22), "norway"), (date(2015, 6, 27), "canada"), (date(2015, 7, 1), "japan"),
    (date(2015, 7, 4), "germany"),
    (date(2017, 7, 19), "scotland"), (date(2017, 7, 23), "spain"), (date(2017, 7, 27), "portugal"),
    (date(2017, 7, 30), "france"), (date(2017, 8, 3), "netherlands"),
    (date(2022, 7, 6), "austria"), (date(2022, 7, 11), "norway"), (date(2022, 7, 15), "northern ireland"),
    (date(2022, 7, 20), "spain"), (date(2022, 7, 26), "sweden"), (date(2022, 7, 31), "germany"),
    (date(2023, 7, 22), "haiti"), (date(2023, 7, 28), "denmark"), (date(2023, 8, 1), "china"),
    (date(2023, 8, 7), "nigeria"), (date(2023, 8, 12), "colombia"), (date(2023, 8, 16), "australia"),
    (date(2023, 8, 20), "spain"),
    (date(2025, 7, 5), "france"), (date(2025, 7, 9), "netherlands"), (date(2025, 7, 13), "wales"),
    (date(2025, 7, 17), "sweden"), (date(2025, 7, 22), "italy"), (date(2025, 7, 27), "spain"),
)
# The London Marathon's race day: "marathon day" to a British runner ("LONDON DONE!!! 3:58:41" is its news).
LONDON_MARATHONS = tuple((d, d) for d in (
    date(2013, 4, 21), date(2014, 4, 13), date(2015, 4, 26), date(2016, 4, 24), date(2017, 4, 23), date(2018, 4, 22),
    date(2019, 4, 28), date(2020, 10, 4), date(2021, 10, 3), date(2022, 10, 2), date(2023, 4, 23),
    date(2024, 4, 21), date(2025, 4, 27), date(2026, 4, 26)))
# The Grand National's race day at Aintree (a Saturday of April; none in 2020): "lost a fiver on the national" is
# its news, and "grand national day" no record's words.
GRAND_NATIONALS = tuple((d, d) for d in (
    date(2013, 4, 6), date(2014, 4, 5), date(2015, 4, 11), date(2016, 4, 9), date(2017, 4, 8), date(2018, 4, 14),
    date(2019, 4, 6), date(2021, 4, 10), date(2022, 4, 9), date(2023, 4, 15), date(2024, 4, 13),
    date(2025, 4, 5)))
# The EFL Championship play-off final at Wembley, "the play-off final" of English football ("WEMBLEY!!! hull up!!"
# is its news); League One's and Two's follow it on the same weekend, inside the padding.
PLAY_OFF_FINALS = tuple((d, d) for d in (
    date(2013, 5, 27), date(2014, 5, 24), date(2015, 5, 25), date(2016, 5, 28), date(2017, 5, 29), date(2018, 5, 26),
    date(2019, 5, 27), date(2020, 8, 4), date(2021, 5, 29), date(2022, 5, 29), date(2023, 5, 27),
    date(2024, 5, 26), date(2025, 5, 24)))
# The Tour de France, the Grand Départ to the finish in Paris (a Sunday), 2020's put back to September: "the day the
# tour finished" of a summer's roster is its last Sunday ("so hot the emmets are everywhere" is that day's news, and
# no record names the race). Unread, "tour finished" were topic words no record says and the question was refused.
TOURS_DE_FRANCE = (
    (date(2012, 6, 30), date(2012, 7, 22)), (date(2013, 6, 29), date(2013, 7, 21)), (date(2014, 7, 5), date(2014, 7, 27)),
    (date(2015, 7, 4), date(2015, 7, 26)), (date(2016, 7, 2), date(2016, 7, 24)), (date(2017, 7, 1), date(2017, 7, 23)),
    (date(2018, 7, 7), date(2018, 7, 29)), (date(2019, 7, 6), date(2019, 7, 28)), (date(2020, 8, 29), date(2020, 9, 20)),
    (date(2021, 6, 26), date(2021, 7, 18)), (date(2022, 7, 1), date(2022, 7, 24)), (date(2023, 7, 1), date(2023, 7, 23)),
    (date(2024, 6, 29), date(2024, 7, 21)), (date(2025, 7, 5), date(2025, 7, 27)), (date(2026, 7, 4), date(2026, 7, 26)),
)
# England's men's semi-finals of those tournaments: "the night of the semi" asked in their summer.
SEMI_FINALS = ((date(2018, 7, 11), "croatia"), (date(2021, 7, 7), "denmark"), (date(2024, 7, 10), "netherlands"))
_OPPONENTS = {"czechia": "czech republic", "czech": "czech republic", "holland": "netherlands", "america": "usa",
              "us": "usa", "united states": "usa", "the netherlands": "netherlands", "swiss": "switzerland"}
_TABLES = {"heatwave": HEATWAVES, "euros": EUROS, "fuel crisis": FUEL_CRISES, "world cup": WORLD_CUPS,
           "olympics": OLYMPICS, "winter olympics": WINTER_OLYMPICS, "snow": SNOWS,
           "beast from the east": BEAST_FROM_THE_EAST, "gdpr day": GDPR_DAY, "a level results day": A_LEVEL_RESULTS,
           "gcse results day": GCSE_RESULTS, "world cup final": WORLD_CUP_FINALS, "ramadan": RAMADANS,
           "semi": tuple((d, d) for d, _ in SEMI_FINALS), "marathon day": LONDON_MARATHONS,
           "grand national": GRAND_NATIONALS, "play off final": PLAY_OFF_FINALS, "hottest day": HOTTEST_DAYS,
           "tour de france": TOURS_DE_FRANCE}
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


_OPPONENT_NAMES = "|".join(sorted({*(name for _, name in (*ENGLAND_MATCHES, *ENGLAND_WOMEN_MATCHES)), *_OPPONENTS},
                                  key=len, reverse=True))
_NAMED = (r"world\s+cup|winter\s+olympics|olympics|olympic\s+games|beast\s+from\s+the\s+east|snow|big\s+freeze"
          r"|heat\s?-?waves?|euros|tour\s+de\s+france")
# The one-day events of the tables, as `_MORE`'s "on ..." names them ("marathon day", "grand national day").
_ONE_DAYS = (r"gdpr\s+day|a[-\s]?levels?\s+results\s+day|gcse\s+results\s+day"
             r"|world\s+cup\s+final(?:\s+day)?|(?:london\s+)?marathon\s+day|the\s+london\s+marathon"
             r"|(?:the\s+)?grand\s+national(?:\s+day)?|(?:the\s+)?play[-\s]?offs?\s+final(?:\s+day)?")
# "since the world cup started", "the world cup starting": the event's start said with a verb, which names no day
# of its own. Left in the question, "started" was a topic word no record says (blind31-398).
_STARTED = r"(?:\s+(?:started|starting|start|began|begun|beginning|kicked\s+off|kicking\s+off|got\s+going))"
# "the day the tour finished", "the night the world cup ended": the event's last day said with a verb, as `_STARTED`
# its first. "the tour" alone is the Tour de France only so, a day named by its finish or start (`_ENDED`): "after
# the tour" is as often a tour of a house or a band's.
_FINISHED = r"(?:\s+(?:finished|finishing|ended|ending|was\s+over|came\s+to\s+an\s+end|wrapped\s+up))"
_ENDED = (r"(?:(?:on|at|by|around)\s+)?(?:the\s+)?(?:day|night|weekend)\s+(?:that\s+|when\s+)?the\s+"
          r"(?P<ended>" + _NAMED + r"|tour)(?:(?P<ended_start>" + _STARTED + r")|" + _FINISHED + r")")
# The events of the tables above besides `_EVENT`'s (module doc): a span beside any of them or since it;
# the world cup and the olympics through their weeks; the snow; the days read after "on"; England's matches.
_MORE = re.compile(
    r"(?<![\w'\u2019-])(?:"
    + _ENDED + r"|"
    r"(?:(?P<since>since|after)\s+(?:the\s+(?P<since_start>start|beginning)\s+of\s+)?"
    r"|(?:(?:in|during|over|on|for)\s+)?(?:the\s+)?"
    r"(?P<near>day|night|week|wk|weekend|fortnight)\s+(?P<side>after|before|of)\s+)"
    r"(?:(?:on\s+)?(?:the\s+)?(?P<spanned_day>" + _ONE_DAYS + r")|the\s+(?P<spanned>" + _NAMED + r")(?P<verb>" + _STARTED
    + r")?)"
    # "the world cup starting" (one side of a range: "between the world cup starting and the end of june"), "the
    # start of the olympics": the event's first day; "the end of the euros" its last.
    r"|(?:(?:at|on|from|by)\s+)?the\s+(?P<started>" + _NAMED + r")" + _STARTED
    + r"|(?:(?:at|on|from|by|around)\s+)?the\s+(?P<edge>start|beginning|opening|end|close)\s+of\s+the\s+"
    r"(?P<edged>" + _NAMED + r")"
    r"|(?:during|over|through|throughout)\s+the\s+(?P<long>world\s+cup|winter\s+olympics|olympics|olympic\s+games"
    r"|tour\s+de\s+france)"
    r"|(?:in|during|over|on|through|throughout)\s+the\s+(?P<snow>beast\s+from\s+the\s+east|snow(?:\s+days?)?"
    r"|big\s+(?:snow|freeze))"
    r"|(?:in|during|over|through|throughout)\s+(?:the\s+month\s+of\s+)?(?P<fast>ramadan)"
    # "on the hottest day of the year", "maureen on the hottest day": the table's day (`HOTTEST_DAYS`).
    r"|(?:on|during)\s+the\s+(?P<hottest>hottest\s+day)(?:\s+of\s+(?:the|this)\s+(?:year|summer)"
    rf"|\s+(?:in|of)\s+(?P<hot_month>{'|'.join(MONTHS)}))?"
    r"|(?:on\s+)?the\s+(?:night|day)\s+of\s+the\s+(?P<semi>semi(?:[-\s]?final)?s?)"
    r"|on\s+(?:the\s+)?(?P<day>gdpr\s+day|a[-\s]?levels?\s+results\s+day|gcse\s+results\s+day"
    r"|world\s+cup\s+final(?:\s+day)?|(?:london\s+)?marathon\s+day|the\s+london\s+marathon"
    r"|(?:the\s+)?grand\s+national(?:\s+day)?|(?:the\s+)?play[-\s]?offs?\s+final(?:\s+day)?)"
    r"|(?:on\s+)?(?:the\s+)?(?:match\s*day|game\s*day|night|day)\s+(?:of\s+(?:the\s+)?)?(?:england\s+)?"
    r"(?:v|vs\.?|versus|against)\s+(?P<opponent>" + _OPPONENT_NAMES + r")(?:\s+(?:game|match))?"
    # "the day england beat france", "the night england played spain": the match named by what happened in it.
    r"|(?:on\s+)?(?:the\s+)?(?:day|night)\s+(?:that\s+|when\s+)?(?:england|the\s+lionesses|the\s+three\s+lions)\s+"
    r"(?:beat|played|lost\s+to|drew\s+with|drew|thrashed|hammered|knocked\s+out|went\s+out\s+to)\s+"
    r"(?P<beaten>" + _OPPONENT_NAMES + r")"
    r")(?![\w'\u2019-])",
    re.IGNORECASE,
)
_NEAR_DAYS = {"week": 7, "wk": 7, "fortnight": 14}


@dataclass(frozen=True)
class Event:
    since: datetime
    until: datetime
    start: int  # where the words are in the question
    end: int
    # The event's own days (or the span named beside it), unpadded: where the period is all that is asked,
    # the records of these days lead (module doc). None: the window is all there is.
    core: tuple[datetime, datetime] | None = None


def _kind(said: str) -> str:
    said = " ".join(said.lower().replace("-", " ").split())
    if said.startswith("heat"):
        return "heatwave"
    return "euros" if said == "euros" else "fuel crisis"


# The snow named by its month ("the january snow", "the march snows"): `_month_snow`.
_SNOW_MONTH = re.compile(rf"(?<=\bthe\s)(?P<month>{'|'.join(MONTHS)})\s+(?=snows?\b|big\s+freeze\b)", re.IGNORECASE)


def find(question: str, now: datetime) -> Event | None:
    """The days of the public event the question names as its time (module doc): the last one begun by
    `now`, padded (query_dates.PAD) and clipped at `now`; None when it names none, none has begun, or the last
    ended more than RECENT_DAYS ago."""
    match = _EVENT.search(question)
    if match is None:
        snow_month = _SNOW_MONTH.search(question)
        if snow_month is not None:
            return _month_snow(question, snow_month, now)
        return _more(question, now)
    if match.group("month"):
        return _month_heat(match, now)
    begun = [(first, last) for first, last in _TABLES[_kind(match.group("event"))] if first <= now.date()]
    if not begun or (now.date() - begun[-1][1]).days > RECENT_DAYS:
        return None  # none yet, or the last one is long past: not "the" heatwave of a question asked now
    first, last = begun[-1]
    since = datetime(first.year, first.month, first.day, tzinfo=now.tzinfo) - PAD
    until = datetime(last.year, last.month, last.day, tzinfo=now.tzinfo) + timedelta(days=1) + PAD
    return Event(since, min(until, now), match.start(), match.end(), (since + PAD, until - PAD))


# A public event as the topic ("what did saff say about the winter olympics"): read as its period only where its
# words find nothing (timeframe.event_as_topic; its records rarely name it: "lizzy yarnold won AGAIN, skeleton
# queen" is the news of the winter olympics).
_ABOUT = re.compile(
    r"(?<![\w'\u2019-])(?:about|abt|re|regarding)\s+the\s+(?P<event>world\s+cup|winter\s+olympics|olympics|euros"
    r"|heat\s?-?wave|beast\s+from\s+the\s+east|fuel\s+crisis)(?![\w'\u2019-])",
    re.IGNORECASE,
)


def about(question: str, now: datetime) -> Event | None:
    """The days of the public event `question` asks about as its topic ("about the winter olympics"), as `find`
    reads "during the winter olympics", the words where the question says them; None when it names none or none
    known has begun recently."""
    match = _ABOUT.search(question)
    if match is None:
        return None
    during = find(f"during the {match.group('event')}", now)
    if during is None:
        return None
    return Event(during.since, during.until, match.start(), match.end(), during.core)


def _key(said: str) -> str:
    """The `_TABLES` key of the event's words as said."""
    said = " ".join(said.lower().replace("-", " ").split())
    if said.startswith("heat"):
        return "heatwave"
    if said.startswith(("snow", "big")):
        return "snow"
    if said.startswith("a") and "results" in said:
        return "a level results day"
    if said.startswith("world cup final"):
        return "world cup final"
    if said.startswith("semi"):
        return "semi"
    if said.startswith("hottest"):
        return "hottest day"
    if said.startswith("tour"):  # "the tour" said with its finish or start (`_ENDED`)
        return "tour de france"
    if "marathon" in said:
        return "marathon day"
    if "national" in said:
        return "grand national"
    if said.startswith(("the play", "play")):
        return "play off final"
    return {"olympic games": "olympics"}.get(said, said)


def _hottest_in(month: int, now: datetime) -> tuple[date, date] | None:
    """"the hottest day in june": the year's hottest day when it fell in that month, else the last day in that
    month of a heatwave (or warm spell) of the tables, the last such begun by `now` within RECENT_DAYS. "roy on the
    hottest day in june" asked in July 2015 is 30 June, the first day of the heatwave whose peak (1 July) is the
    year's; read as the year's day, its records of 30 June were in the padding and "in june" stayed words
    (blind29-437)."""
    days = [first for first, _ in HOTTEST_DAYS if first.month == month]
    for first, last in (*HEATWAVES, *WARM_SPELLS):
        inside = [first + timedelta(days=n) for n in range((last - first).days + 1)
                  if (first + timedelta(days=n)).month == month]
        days += inside[-1:]
    return _last_begun(tuple(sorted((d, d) for d in days)), now)


def _table(key: str, now: datetime) -> tuple[tuple[date, date], ...]:
    """The table of `_TABLES[key]`, save that "the olympics" with no summer games begun recently is the winter
    games: asked in July 2014, "eilidh during the olympics" is Sochi's February (her check-in of its opening day),
    not London's of two summers before, which no longer reads as "the" olympics (RECENT_DAYS) and left the
    question refused (blind31-024). Both recent, the summer games are "the olympics"."""
    if key == "olympics" and _last_begun(OLYMPICS, now) is None:
        return WINTER_OLYMPICS
    return _TABLES[key]


def _last_begun(table: tuple[tuple[date, date], ...], now: datetime) -> tuple[date, date] | None:
    """The last (first, last) day of `table` begun by `now`; None when none has, or it ended more than
    RECENT_DAYS ago (not "the" event of a question asked now)."""
    begun = [(first, last) for first, last in table if first <= now.date()]
    if not begun or (now.date() - begun[-1][1]).days > RECENT_DAYS:
        return None
    return begun[-1]


def _month_snow(question: str, said: re.Match[str], now: datetime) -> Event | None:
    """"during the january snow", "the week of the march snow": the snow of the question read with the
    month's word blanked (its place kept, so the words cut are the question's), of the spells of SNOWS and
    OTHER_SNOWS that fell in that month, the last begun by `now` within RECENT_DAYS; none known, the last such
    month (the month is what the words date), as "the february heatwave" is read (`_month_heat`). Unread, "the
    january snow" was no event ("the snow" is, the month's word between broke it) and "january snow" two topic
    words no record says: "slipped on the ice outside the gurdwara" of 18 January 2013 was not found (blind33-028)."""
    month = month_number(said.group("month"))
    blanked = question[: said.start()] + " " * (said.end() - said.start()) + question[said.end():]
    match = _MORE.search(blanked)
    if match is None or not any(match.group(g) for g in ("spanned", "snow", "ended", "started", "edged")):
        return None
    spells = tuple(sorted(spell for spell in (*SNOWS, *OTHER_SNOWS)
                          if any((spell[0] + timedelta(days=n)).month == month
                                 for n in range((spell[1] - spell[0]).days + 1))))
    if _last_begun(spells, now) is not None:
        return _more(blanked, now, spells)
    year = now.year if month <= now.month else now.year - 1
    since = datetime(year, month, 1, tzinfo=now.tzinfo)
    until = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=now.tzinfo)
    return Event(since, min(until, now), match.start(), match.end())


def _more(question: str, now: datetime, snows: tuple[tuple[date, date], ...] | None = None) -> Event | None:
    """The events of `_MORE` (module doc): their days (or the span beside them) padded (query_dates.PAD) and
    clipped at `now`, with the days themselves as `core`; None when the question names none or none known
    has begun recently."""
    match = _MORE.search(question)
    if match is None:
        return None
    if match.group("opponent") or match.group("beaten"):
        said = " ".join((match.group("opponent") or match.group("beaten")).lower().split())
        opponent = _OPPONENTS.get(said, said)
        days = _last_begun(tuple(sorted((d, d) for d, name in (*ENGLAND_MATCHES, *ENGLAND_WOMEN_MATCHES)
                                        if name == opponent)), now)
    elif match.group("hot_month"):
        days = _hottest_in(month_number(match.group("hot_month")), now)
    else:
        words = next(match.group(g) for g in ("ended", "spanned", "spanned_day", "started", "edged", "long", "snow", "day",
                                              "fast", "semi", "hottest") if match.group(g))
        key = _key(words)
        days = _last_begun(snows if snows is not None and key == "snow" else _table(key, now), now)
    if days is None:
        return None
    first = datetime(days[0].year, days[0].month, days[0].day, tzinfo=now.tzinfo)
    end = datetime(days[1].year, days[1].month, days[1].day, tzinfo=now.tzinfo) + timedelta(days=1)
    if match.group("since"):  # "since the world cup" from its start; "after the world cup" from its end
        # "after the world cup started" is from its start, as "since" is: the verb names the first day.
        start = (first if match.group("since").lower() == "since" or match.group("verb") or match.group("since_start")
                 else end)
        return Event(start - PAD, now, match.start(), match.end(), (start, now))
    if match.group("started") or match.group("edged") or match.group("ended"):
        # its first day ("the start of", "the day the tour started"), or its last ("the end of", "the day it finished")
        last = (match.group("edge") or "").lower() in ("end", "close") or (match.group("ended") and not match.group("ended_start"))
        day = end - timedelta(days=1) if last else first
        return Event(day - PAD, min(day + timedelta(days=1) + PAD, now), match.start(), match.end(),
                     (day, min(day + timedelta(days=1), now)))
    if match.group("near"):
        first, end = beside(first, end, match.group("near").lower(), match.group("side").lower())
    return Event(first - PAD, min(end + PAD, now), match.start(), match.end(), (first, min(end, now)))


def beside(first: datetime, end: datetime, near: str, side: str) -> tuple[datetime, datetime]:
    """The span `near` (a week, weekend or fortnight) after, before or around ("of") the event of days
    [first, end): "the weekend after the olympics" is the Saturday and Sunday after its last day, "the
    week of the snow" the week around its days."""
    if near in ("day", "night"):  # "the day before marathon day": that one day beside it; "the day of" its days
        one = timedelta(days=1)
        return {"after": (end, end + one), "before": (first - one, first)}.get(side, (first, end))
    if near == "weekend":
        if side == "after":
            saturday = end + timedelta(days=(5 - end.weekday()) % 7)
        elif side == "before":
            saturday = first - timedelta(days=(first.weekday() - 5) % 7 or 7)
        else:
            saturday = first + timedelta(days=(5 - first.weekday()) % 7)
        return saturday, saturday + timedelta(days=2)
    length = timedelta(days=_NEAR_DAYS[near])
    if side == "after":
        return end, end + length
    if side == "before":
        return first - length, first
    return first - length / 2, end + length / 2


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
