"""Public events of every year a trainer's history spans, named as the time something happened: the big
tournaments of British sport, the named storms, the clocks' change, the day England won the Ashes.

"josh during the rugby world cup", "what did keith say during storm desmond", "des the day england won the
ashes", "des's weight since the clocks went back" ask for the client's records of those days. The records
rarely name the event ("wales beat england at twickenham", "did the session at home", "13 st 6"): left
unread, "rugby", "desmond", "ashes", "clocks" were topic words no record says and the question was refused
(blind28). Read as periods (shared/domain/timeframe.py calls `find` after public_events.find), the rest of
the question is asked of the event's days, as "frank during the euros" is.

The tables are public record (UK), one line a year, so that a roster of any year finds its events, not
one roster's; "the <event>" is the last one begun by the moment of asking, within public_events.RECENT_DAYS
of its end (an event long past is no "the" event of a question asked now, and one after the table was
written is not known: its words stay topic words, as before). The clocks' change needs no table: it is a
rule (the last Sunday of March and of October, the EU rule the UK has kept since 1996).

Read, each with the preposition or span that makes it a time (public_events' forms):
- a tournament's weeks (`TOURNAMENTS`: the rugby union world cup, the Six Nations, the Ashes, Wimbledon, the
  Ryder Cup, the cricket world cup, the Commonwealth Games, the Lions' tours, the Paralympics) after "during", "over",
  "through(out)" ("in / at wimbledon" is as often the place, "in the six nations" a player in it);
- a named storm ("storm desmond", `STORMS`: those the Met Office and Met Éireann named, from the first list of
  2015/16) after "during", "in", "through(out)", "over", and any of them "since / after" it (from its first
  or last day to now) or with a span beside it ("the week after storm angus", "the day of the ashes");
- an event's first or last day ("on the first day of wimbledon", "the last day of the six nations": that one day,
  `_FIRST_EDGES`);
- the day England won the Ashes ("the day england won / regained / retained the ashes", `ASHES_WON`);
- a Six Nations match by its sides ("the day wales beat scotland", "the night of the ireland v france game") or by
  one side and the other's ground ("the night england won in cardiff"): `RUGBY_MATCHES` (2013-2016), the
  last begun, whoever won (`six_nations_match`, read when no other form of this module is);
- the clocks' change: "since / after the clocks went back (forward, changed)", from that Sunday to now, and
  "the day / weekend / week (that / when) the clocks went back", that span. With no direction said ("since the
  clocks went": the chat takes "back" out as a word of time), the last change either way. "Before the clocks
  went back" is timeframe's (`_clocks_run_up`).

`loose` names (`LOOSE`: "the rugby" for the rugby world cup) are read only where the words are already a time,
inside a range ("between the rugby and bonfire night": timeframe reads the range and asks each side here).

Not here: a storm said as the topic ("what did he say about storm desmond"): a record that names it answers.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from shared.domain.public_events import RECENT_DAYS, Event
from shared.domain.query_dates import PAD

# (first day, last day) of each tournament, oldest first: the days of play (public record).
TOURNAMENTS: dict[str, tuple[tuple[date, date], ...]] = {
    # The rugby union world cup, the men's and (2014, 2017, 2022, 2025) the women's.
    "rugby world cup": (
        (date(2007, 9, 7), date(2007, 10, 20)), (date(2011, 9, 9), date(2011, 10, 23)),
        (date(2014, 8, 1), date(2014, 8, 17)),  # the women's, in France
        (date(2015, 9, 18), date(2015, 10, 31)),  # in England
        (date(2017, 8, 9), date(2017, 8, 26)),  # the women's, in Ireland
        (date(2019, 9, 20), date(2019, 11, 2)),  # in Japan
        (date(2022, 10, 8), date(2022, 11, 12)),  # the women's (2021), in New Zealand
        (date(2023, 9, 8), date(2023, 10, 28)),  # in France
        (date(2025, 8, 22), date(2025, 9, 27)),  # the women's, in England
    ),
    # The men's Six Nations, first weekend to last (2020's was finished in October after the lockdown).
    "six nations": (
        (date(2013, 2, 2), date(2013, 3, 16)),
        (date(2014, 2, 1), date(2014, 3, 15)), (date(2015, 2, 6), date(2015, 3, 21)),
        (date(2016, 2, 6), date(2016, 3, 19)), (date(2017, 2, 4), date(2017, 3, 18)),
        (date(2018, 2, 3), date(2018, 3, 17)), (date(2019, 2, 1), date(2019, 3, 16)),
        (date(2020, 2, 1), date(2020, 10, 31)), (date(2021, 2, 6), date(2021, 3, 26)),
        (date(2022, 2, 5), date(2022, 3, 19)), (date(2023, 2, 4), date(2023, 3, 18)),
        (date(2024, 2, 2), date(2024, 3, 16)), (date(2025, 1, 31), date(2025, 3, 15)),
        (date(2026, 2, 5), date(2026, 3, 14)),
    ),
    # The Ashes series, first Test to last (England's home series in summer, Australia's across the new year).
    "ashes": (
        (date(2005, 7, 21), date(2005, 9, 12)), (date(2006, 11, 23), date(2007, 1, 5)),
        (date(2009, 7, 8), date(2009, 8, 23)), (date(2010, 11, 25), date(2011, 1, 7)),
        (date(2013, 7, 10), date(2013, 8, 25)), (date(2013, 11, 21), date(2014, 1, 5)),
        (date(2015, 7, 8), date(2015, 8, 23)), (date(2017, 11, 23), date(2018, 1, 8)),
        (date(2019, 8, 1), date(2019, 9, 16)), (date(2021, 12, 8), date(2022, 1, 18)),
        (date(2023, 6, 16), date(2023, 7, 31)), (date(2025, 11, 21), date(2026, 1, 8)),
    ),
    # The Championships, Wimbledon: its fortnight (none in 2020).
    "wimbledon": (
        (date(2012, 6, 25), date(2012, 7, 8)), (date(2013, 6, 24), date(2013, 7, 7)),
        (date(2014, 6, 23), date(2014, 7, 6)), (date(2015, 6, 29), date(2015, 7, 12)),
        (date(2016, 6, 27), date(2016, 7, 10)), (date(2017, 7, 3), date(2017, 7, 16)),
        (date(2018, 7, 2), date(2018, 7, 15)), (date(2019, 7, 1), date(2019, 7, 14)),
        (date(2021, 6, 28), date(2021, 7, 11)), (date(2022, 6, 27), date(2022, 7, 10)),
        (date(2023, 7, 3), date(2023, 7, 16)), (date(2024, 7, 1), date(2024, 7, 14)),
        (date(2025, 6, 30), date(2025, 7, 13)), (date(2026, 6, 29), date(2026, 7, 12)),
    ),
    "ryder cup": (
        (date(2012, 9, 28), date(2012, 9, 30)), (date(2014, 9, 26), date(2014, 9, 28)), (date(2016, 9, 30), date(2016, 10, 2)),
        (date(2018, 9, 28), date(2018, 9, 30)), (date(2021, 9, 24), date(2021, 9, 26)),
        (date(2023, 9, 29), date(2023, 10, 1)), (date(2025, 9, 26), date(2025, 9, 28)),
    ),
    # The men's one-day cricket world cup.
    "cricket world cup": (
        (date(2015, 2, 14), date(2015, 3, 29)), (date(2019, 5, 30), date(2019, 7, 14)),
        (date(2023, 10, 5), date(2023, 11, 19)),
    ),
    "commonwealth games": (
        (date(2014, 7, 23), date(2014, 8, 3)), (date(2018, 4, 4), date(2018, 4, 15)),
        (date(2022, 7, 28), date(2022, 8, 8)),
    ),
    # The British and Irish Lions' tours, first match to the last Test.
    "lions tour": (
        (date(2009, 5, 30), date(2009, 7, 4)), (date(2013, 6, 1), date(2013, 7, 6)),
        (date(2017, 6, 3), date(2017, 7, 8)), (date(2021, 6, 26), date(2021, 8, 7)),
        (date(2025, 6, 20), date(2025, 8, 2)),
    ),
    # The summer Paralympics.
    "paralympics": (
        (date(2012, 8, 29), date(2012, 9, 9)), (date(2016, 9, 7), date(2016, 9, 18)),
        (date(2021, 8, 24), date(2021, 9, 5)), (date(2024, 8, 28), date(2024, 9, 8)),
    ),
}
# The days England won (or kept) the Ashes: the last day of the Test that settled the series.
ASHES_WON = (date(2005, 9, 12), date(2009, 8, 23), date(2010, 12, 29), date(2013, 8, 5), date(2015, 8, 8))
# The storms named for Britain and Ireland (from the first list, 2015/16), by name: the days they struck.
# A name is used once a list; a name on two lists is two storms (the last begun is read).
STORMS: dict[str, tuple[tuple[date, date], ...]] = {name: tuple(days) for name, *days in (
    ("abigail", (date(2015, 11, 12), date(2015, 11, 13))), ("barney", (date(2015, 11, 17), date(2015, 11, 18))),
    ("clodagh", (date(2015, 11, 29), date(2015, 11, 30))), ("desmond", (date(2015, 12, 4), date(2015, 12, 6))),
    ("eva", (date(2015, 12, 24), date(2015, 12, 24))), ("frank", (date(2015, 12, 29), date(2015, 12, 30))),
    ("gertrude", (date(2016, 1, 29), date(2016, 1, 29))), ("henry", (date(2016, 2, 1), date(2016, 2, 2))),
    ("imogen", (date(2016, 2, 8), date(2016, 2, 8))), ("jake", (date(2016, 3, 2), date(2016, 3, 2))),
    ("katie", (date(2016, 3, 27), date(2016, 3, 28))),
    ("angus", (date(2016, 11, 19), date(2016, 11, 20))), ("barbara", (date(2016, 12, 23), date(2016, 12, 24))),
    ("conor", (date(2016, 12, 25), date(2016, 12, 26))), ("doris", (date(2017, 2, 23), date(2017, 2, 23))),
    ("ewan", (date(2017, 2, 26), date(2017, 2, 26))),
    ("aileen", (date(2017, 9, 12), date(2017, 9, 13))), ("ophelia", (date(2017, 10, 16), date(2017, 10, 17))),
    ("brian", (date(2017, 10, 21), date(2017, 10, 21))), ("caroline", (date(2017, 12, 7), date(2017, 12, 7))),
    ("dylan", (date(2017, 12, 30), date(2017, 12, 31))), ("eleanor", (date(2018, 1, 2), date(2018, 1, 3))),
    ("fionn", (date(2018, 1, 16), date(2018, 1, 16))), ("david", (date(2018, 1, 18), date(2018, 1, 18))),
    ("georgina", (date(2018, 1, 24), date(2018, 1, 24))), ("emma", (date(2018, 3, 1), date(2018, 3, 4))),
    ("hector", (date(2018, 6, 13), date(2018, 6, 14))),
    ("ali", (date(2018, 9, 19), date(2018, 9, 19))), ("bronagh", (date(2018, 9, 20), date(2018, 9, 21))),
    ("callum", (date(2018, 10, 12), date(2018, 10, 13))), ("deirdre", (date(2018, 12, 15), date(2018, 12, 15))),
    ("erik", (date(2019, 2, 8), date(2019, 2, 9))), ("freya", (date(2019, 3, 3), date(2019, 3, 3))),
    ("gareth", (date(2019, 3, 12), date(2019, 3, 13))), ("hannah", (date(2019, 4, 26), date(2019, 4, 27))),
    ("atiyah", (date(2019, 12, 8), date(2019, 12, 9))), ("brendan", (date(2020, 1, 13), date(2020, 1, 14))),
    ("ciara", (date(2020, 2, 8), date(2020, 2, 9))), ("dennis", (date(2020, 2, 15), date(2020, 2, 16))),
    ("jorge", (date(2020, 2, 28), date(2020, 2, 29))), ("ellen", (date(2020, 8, 19), date(2020, 8, 20))),
    ("francis", (date(2020, 8, 25), date(2020, 8, 26))),
    ("alex", (date(2020, 10, 2), date(2020, 10, 3))), ("aiden", (date(2020, 10, 31), date(2020, 10, 31))),
    ("bella", (date(2020, 12, 26), date(2020, 12, 27))), ("christoph", (date(2021, 1, 19), date(2021, 1, 21))),
    ("darcy", (date(2021, 2, 6), date(2021, 2, 7))), ("evert", (date(2021, 7, 29), date(2021, 7, 30))),
    ("arwen", (date(2021, 11, 26), date(2021, 11, 27))), ("barra", (date(2021, 12, 7), date(2021, 12, 8))),
    ("malik", (date(2022, 1, 29), date(2022, 1, 29))), ("corrie", (date(2022, 1, 30), date(2022, 1, 31))),
    ("dudley", (date(2022, 2, 16), date(2022, 2, 17))), ("eunice", (date(2022, 2, 18), date(2022, 2, 18))),
    ("franklin", (date(2022, 2, 20), date(2022, 2, 21))),
    ("otto", (date(2023, 2, 17), date(2023, 2, 17))), ("noa", (date(2023, 4, 12), date(2023, 4, 12))),
    ("agnes", (date(2023, 9, 27), date(2023, 9, 28))), ("babet", (date(2023, 10, 18), date(2023, 10, 21))),
    ("ciaran", (date(2023, 11, 1), date(2023, 11, 2))), ("debi", (date(2023, 11, 13), date(2023, 11, 13))),
    ("elin", (date(2023, 12, 9), date(2023, 12, 9))), ("fergus", (date(2023, 12, 10), date(2023, 12, 10))),
    ("gerrit", (date(2023, 12, 27), date(2023, 12, 28))), ("henk", (date(2024, 1, 2), date(2024, 1, 2))),
    ("isha", (date(2024, 1, 21), date(2024, 1, 22))), ("jocelyn", (date(2024, 1, 23), date(2024, 1, 24))),
    ("kathleen", (date(2024, 4, 6), date(2024, 4, 7))), ("lilian", (date(2024, 8, 23), date(2024, 8, 23))),
    ("ashley", (date(2024, 10, 20), date(2024, 10, 21))), ("bert", (date(2024, 11, 23), date(2024, 11, 25))),
    ("conall", (date(2024, 11, 26), date(2024, 11, 27))), ("darragh", (date(2024, 12, 6), date(2024, 12, 8))),
    ("eowyn", (date(2025, 1, 24), date(2025, 1, 24))), ("floris", (date(2025, 8, 4), date(2025, 8, 4))),
    ("amy", (date(2025, 10, 3), date(2025, 10, 4))),
)}
# The Six Nations' matches (and the 2015 world cup's between the same sides), (day, home side, away side), one
# line a round: "the day wales beat scotland", "the
# night england won in cardiff" name a match by its sides (or the away side and the home side's city), whoever
# won; the records of the day tell the score ("51-3!!! what a day at the stadium") and name neither side as the
# question does. Unread, "wales beat scotland" were topic words no record says and the question was refused
# (blind31-326, blind29-021).
RUGBY_MATCHES = tuple((day, home, away) for day, *pairs in (
    (date(2013, 2, 2), ("wales", "ireland"), ("england", "scotland")), (date(2013, 2, 3), ("italy", "france")),
    (date(2013, 2, 9), ("scotland", "italy"), ("france", "wales")), (date(2013, 2, 10), ("ireland", "england")),
    (date(2013, 2, 23), ("italy", "wales"), ("england", "france")), (date(2013, 2, 24), ("scotland", "ireland")),
    (date(2013, 3, 9), ("scotland", "wales"), ("ireland", "france")), (date(2013, 3, 10), ("england", "italy")),
    (date(2013, 3, 16), ("italy", "ireland"), ("wales", "england"), ("france", "scotland")),
    (date(2014, 2, 1), ("wales", "italy"), ("france", "england")), (date(2014, 2, 2), ("ireland", "scotland")),
    (date(2014, 2, 8), ("ireland", "wales"), ("scotland", "england")), (date(2014, 2, 9), ("france", "italy")),
    (date(2014, 2, 21), ("wales", "france")), (date(2014, 2, 22), ("italy", "scotland"), ("england", "ireland")),
    (date(2014, 3, 8), ("ireland", "italy"), ("scotland", "france")), (date(2014, 3, 9), ("england", "wales")),
    (date(2014, 3, 15), ("italy", "england"), ("wales", "scotland"), ("france", "ireland")),
    (date(2015, 2, 6), ("wales", "england")), (date(2015, 2, 7), ("italy", "ireland"), ("france", "scotland")),
    (date(2015, 2, 14), ("england", "italy"), ("ireland", "france")), (date(2015, 2, 15), ("scotland", "wales")),
    (date(2015, 2, 28), ("scotland", "italy"), ("france", "wales")), (date(2015, 3, 1), ("ireland", "england")),
    (date(2015, 3, 14), ("wales", "ireland"), ("england", "scotland")), (date(2015, 3, 15), ("italy", "france")),
    (date(2015, 3, 21), ("italy", "wales"), ("scotland", "ireland"), ("england", "france")),
    (date(2016, 2, 6), ("france", "italy"), ("scotland", "england")), (date(2016, 2, 7), ("ireland", "wales")),
    (date(2016, 2, 13), ("france", "ireland"), ("wales", "scotland")), (date(2016, 2, 14), ("italy", "england")),
    (date(2016, 2, 26), ("wales", "france")), (date(2016, 2, 27), ("italy", "scotland"), ("england", "ireland")),
    (date(2016, 3, 12), ("ireland", "italy"), ("england", "wales")), (date(2016, 3, 13), ("scotland", "france")),
    (date(2016, 3, 19), ("wales", "italy"), ("ireland", "scotland"), ("france", "england")),
    # The 2015 rugby world cup's pool matches between these sides (in England; the first named is no home side
    # but England's at Twickenham). Wales's 28-25 win of 26 September is "the night wales beat england" of a roster
    # asked in January 2016 (blind28-023), not the Six Nations' match of 6 February before it.
    (date(2015, 9, 19), ("france", "italy")), (date(2015, 9, 26), ("england", "wales")),
    (date(2015, 10, 4), ("italy", "ireland")), (date(2015, 10, 11), ("ireland", "france")),
) for home, away in pairs)
# The cities (and grounds) where each side plays at home: "england won in cardiff" is their match at Wales's.
HOME_GROUNDS = {"cardiff": "wales", "millennium stadium": "wales", "principality": "wales", "twickenham": "england",
                "london": "england", "murrayfield": "scotland", "edinburgh": "scotland", "dublin": "ireland",
                "aviva": "ireland", "lansdowne road": "ireland", "paris": "france", "stade de france": "france",
                "rome": "italy"}
_SIDES = {"wales": "wales", "welsh": "wales", "england": "england", "english": "england", "scotland": "scotland",
          "scots": "scotland", "ireland": "ireland", "irish": "ireland", "france": "france", "french": "france",
          "italy": "italy", "italians": "italy"}
# Names said loosely that mean a tournament of the table, read only inside a range (module doc).
LOOSE = {"rugby": "rugby world cup"}
# The first year of the clocks' present rule (the last Sunday of October for the autumn change).
CLOCKS_RULE_FROM = 1996

_TOURNAMENT = (r"rugby\s+(?:union\s+)?world\s+cup|six\s+nations|(?:the\s+)?ashes(?:\s+series)?|wimbledon"
               r"|ryder\s+cup|cricket\s+world\s+cup|commonwealth\s+games|paralympics|paralympic\s+games"
               r"|(?:british\s+(?:and|&)\s+irish\s+)?lions(?:['\u2019]?\s+|\s+)tour")
_STORM = r"storm\s+(?P<storm>" + "|".join(sorted(STORMS, key=len, reverse=True)) + r"|ciar[a\u00e1]n|[e\u00e9]owyn)"
_CLOCKS = r"the\s+clocks\s+(?:went|had\s+gone|go|changed|change)(?:\s+(?P<way>back|forward|forwards))?"
_SPAN = r"(?P<near>day|night|week|wk|weekend|fortnight)"
_PATTERN = re.compile(
    r"(?<![\w'\u2019-])(?:"
    # "since storm desmond", "after the rugby world cup", "the week after storm angus", "the day of the ashes"
    r"(?:(?P<since>since|after)\s+|(?:(?:in|during|over|on|for)\s+)?(?:the\s+)?"
    r"(?:(?P<edge>first|opening|1st|last|final|closing)\s+)?" + _SPAN
    + r"\s+(?P<side>after|before|of)\s+|(?P<during>during|over|through|throughout)\s+)(?:the\s+)?"
    # "over wimbledon fortnight", "during the six nations weekends": the tournament's own span, its words
    r"(?:(?P<tournament>" + _TOURNAMENT + r")(?:\s+(?:fortnight|weeks?|weekends?))?|" + _STORM + r")"
    r"|(?:in|at)\s+" + _STORM.replace("?P<storm>", "?P<storm_in>")
    + r"|(?:on\s+)?the\s+(?:day|night)\s+(?:that\s+|when\s+)?(?:england|we)\s+(?:won|regained|retained|reclaimed)"
    r"\s+the\s+ashes(?P<ashes_won>)"
    + r"|(?P<clocks_since>since|after)\s+" + _CLOCKS
    + r"|(?:on\s+)?the\s+(?P<clocks_near>day|night|weekend|week|wk)\s+(?:that\s+|when\s+)?"
    + _CLOCKS.replace("?P<way>", "?P<way_near>")
    + r")(?![\w'\u2019-])",
    re.IGNORECASE,
)
_SIDE = "|".join(sorted(_SIDES, key=len, reverse=True))
_GROUND = "|".join(sorted(HOME_GROUNDS, key=len, reverse=True)).replace(" ", r"\s+")
# A Six Nations match named by its sides ("the day wales beat scotland", "the night of the wales v scotland game")
# or by one side and the other's ground ("the night england won in cardiff"): `RUGBY_MATCHES`.
_MATCH = re.compile(
    r"(?<![\w'\u2019-])(?:on\s+)?(?:the\s+)?(?:day|night|weekend)\s+(?:that\s+|when\s+)?(?:"
    r"(?P<a>" + _SIDE + r")\s+(?:beat|played|lost\s+to|drew\s+with|drew|thrashed|hammered|battered|smashed)\s+"
    r"(?P<b>" + _SIDE + r")"
    r"|(?P<at_side>" + _SIDE + r")\s+(?:won|lost|drew|played|were\s+beaten|got\s+beat(?:en)?)\s+(?:in|at)\s+"
    r"(?P<ground>" + _GROUND + r")"
    r"|of\s+(?:the\s+)?(?P<home>" + _SIDE + r")\s+(?:v|vs\.?|versus|against)\s+(?P<away>" + _SIDE + r")"
    r"(?:\s+(?:game|match))?"
    r")(?![\w'\u2019-])",
    re.IGNORECASE,
)
_NEAR_DAYS = {"week": 7, "wk": 7, "fortnight": 14}
# "on the first day of wimbledon", "the final day of the ashes": the event's first or last day alone. Read as "the
# day of wimbledon" (its whole fortnight to now), "malcolm on the first day of wimbledon" quoted records of the
# days after and missed the one of 29 June (blind29-680). "the last day of …" is its last day of play.
_FIRST_EDGES = ("first", "opening", "1st")


def find(question: str, now: datetime, loose: bool = False) -> Event | None:
    """The days of the public event the question names as its time (module doc), the last begun by `now`,
    padded (query_dates.PAD) and clipped at `now`, its own days (or the span named) as `core`; None when it
    names none, or none known has begun recently. `loose`: the question is one side of a range, and a name
    of `LOOSE` alone after "the" is that tournament ("the rugby")."""
    if loose:
        said = re.fullmatch(r"\s*(?:the\s+)?(?P<name>\w+)\s*", question)
        if said is not None and said.group("name").lower() in LOOSE:
            days = _last_begun(TOURNAMENTS[LOOSE[said.group("name").lower()]], now)
            return None if days is None else _event(days, now, said.start("name"), said.end("name"))
    match = _PATTERN.search(question)
    if match is None:
        return six_nations_match(question, now)
    if match.group("clocks_since") or match.group("clocks_near"):
        way = (match.group("way") or match.group("way_near") or "").lower()
        day = last_clock_change(way, now)
        if day is None:
            return None
        days = (day, day)
    elif match.group("ashes_won") is not None:
        days = _last_begun(tuple((d, d) for d in ASHES_WON), now)
    elif match.group("storm") or match.group("storm_in"):
        name = (match.group("storm") or match.group("storm_in")).lower().replace("\u00e1", "a").replace("\u00e9", "e")
        days = _last_begun(STORMS[name], now)
    else:
        days = _last_begun(TOURNAMENTS[_tournament(match.group("tournament"))], now)
    if days is None:
        return None
    if match.group("since") or match.group("clocks_since"):
        first = _midnight(days[0], now)
        end = _midnight(days[1], now) + timedelta(days=1)
        start = first if (match.group("since") or match.group("clocks_since")).lower() == "since" else end
        if match.group("clocks_since"):
            start = first  # "after the clocks went back": from that Sunday, its own news ("clocks went back, dark at 4")
        return Event(start - PAD, now, match.start(), match.end(), (start, now))
    if match.group("edge") and (match.group("near") or "").lower() in ("day", "night") \
            and (match.group("side") or "").lower() == "of":
        # "on the first day of wimbledon", "the last day of the ashes": that one day of the event (`_EDGES`)
        day = days[0] if match.group("edge").lower() in _FIRST_EDGES else days[1]
        return _event((day, day), now, match.start(), match.end())
    near = (match.group("near") or match.group("clocks_near") or "").lower()
    side = (match.group("side") or "of").lower()
    return _event(days, now, match.start(), match.end(), near, side)


def six_nations_match(question: str, now: datetime) -> Event | None:
    """The day of the Six Nations match the question names as its time (`_MATCH`): the last begun by `now` between
    the sides said (or the side said away at the ground's side), within RECENT_DAYS of it, padded as an event is;
    None when it names none, or none such is known recently."""
    match = _MATCH.search(question)
    if match is None:
        return None
    if match.group("ground"):
        side = _SIDES[match.group("at_side").lower()]
        home = HOME_GROUNDS[" ".join(match.group("ground").lower().split())]
        days = [day for day, h, a in RUGBY_MATCHES if h == home and side in (h, a) and h != a]
    else:
        pair = {_SIDES[(match.group("a") or match.group("home")).lower()],
                _SIDES[(match.group("b") or match.group("away")).lower()]}
        days = [day for day, h, a in RUGBY_MATCHES if {h, a} == pair]
    last = _last_begun(tuple((d, d) for d in days), now)
    if last is None:
        return None
    near = "weekend" if re.search(r"\bweekend\b", match.group(0), re.IGNORECASE) else ""
    return _event(last, now, match.start(), match.end(), near)


def _tournament(said: str) -> str:
    """The `TOURNAMENTS` key of a tournament's words as said ("the ashes series" -> "ashes")."""
    said = " ".join(said.lower().split())
    for word, key in (("rugby", "rugby world cup"), ("cricket", "cricket world cup"), ("six", "six nations"),
                      ("ashes", "ashes"), ("wimbledon", "wimbledon"), ("ryder", "ryder cup"),
                      ("commonwealth", "commonwealth games"), ("lions", "lions tour")):
        if word in said:
            return key
    return "paralympics"


def _midnight(day: date, now: datetime) -> datetime:
    return datetime(day.year, day.month, day.day, tzinfo=now.tzinfo)


def _event(days: tuple[date, date], now: datetime, start: int, end: int, near: str = "", side: str = "of") -> Event:
    """The Event of `days` (first, last), or of the span `near` beside them, padded and clipped at `now`."""
    first = _midnight(days[0], now)
    until = _midnight(days[1], now) + timedelta(days=1)
    if near in ("day", "night"):
        if side == "after":
            first, until = until, until + timedelta(days=1)
        elif side == "before":
            first, until = first - timedelta(days=1), first
    elif near == "weekend":
        # The weekend of the day (its Saturday and Sunday), or the one after / before the event.
        if side == "after":
            saturday = until + timedelta(days=(5 - until.weekday()) % 7)
        elif side == "before":
            saturday = first - timedelta(days=(first.weekday() - 5) % 7 or 7)
        elif first.weekday() == 6:  # begun on a Sunday: its own weekend, from the Saturday before
            saturday = first - timedelta(days=1)
        else:
            # The weekend of an event begun on a weekday is the first one of its days: the Ryder Cup's
            # (Friday to Sunday) is its Saturday and Sunday. Read as the Saturday before its first day, "tam
            # the weekend of the ryder cup" searched the week before it (blind30-155, -701).
            saturday = first + timedelta(days=(5 - first.weekday()) % 7)
        first, until = saturday, saturday + timedelta(days=2)
    elif near:
        length = timedelta(days=_NEAR_DAYS[near])
        if side == "after":
            first, until = until, until + length
        elif side == "before":
            first, until = first - length, first
        else:
            first, until = first - length / 2, until + length / 2
    return Event(first - PAD, min(until + PAD, now), start, end, (first, min(until, now)))


def _last_begun(table: tuple[tuple[date, date], ...], now: datetime) -> tuple[date, date] | None:
    """The last (first, last) day of `table` begun by `now`, within RECENT_DAYS of its end; else None."""
    begun = [(first, last) for first, last in sorted(table) if first <= now.date()]
    if not begun or (now.date() - begun[-1][1]).days > RECENT_DAYS:
        return None
    return begun[-1]


def last_clock_change(way: str, now: datetime) -> date | None:
    """The Sunday of the last change of the clocks begun by `now`: "back" the last Sunday of October,
    "forward" of March, "" either; None before the rule (`CLOCKS_RULE_FROM`)."""
    months = {"back": (10,), "forward": (3,), "forwards": (3,)}.get(way, (3, 10))
    changes = []
    for year in (now.year, now.year - 1):
        for month in months:
            last = date(year, month, 31)  # March and October have 31 days
            changes.append(last - timedelta(days=(last.weekday() - 6) % 7))
    held = [d for d in changes if d <= now.date() and d.year >= CLOCKS_RULE_FROM]
    return max(held) if held else None
