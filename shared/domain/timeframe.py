"""Time words in a question become a date filter: "What did Sarah say last week?".

Only phrases relative to the moment of asking are read; the phrase is taken out of the
question so that it does not steer the search by its words. The forms read:

- a day, week or month: "today", "yesterday", "this week", "last week", "this month",
  "last month" (a week and a month also as texted: "wk", "wks", "mth"); "last week" and "last month" reach back to the start of the previous calendar
  week (Monday) or month as well as over the last 7 or 30 days: asked on a Thursday, "what did she
  tell me last week" means last Monday to Sunday to most people, and the last seven days to others;
- a week of a month: "the first week of July", "the second/third/fourth/last week of July" (days
  1-7, 8-14, 15-21, 22-28, 22 to the end), padded as a part of a month is;
- a point said loosely: "a fortnight ago", "3 weeks ago", "a couple of months ago" (the span of one unit
  around it, padded);
- a rolling window: "(in|over|during|for|within) (the) last/past N days|weeks|fortnights|months",
  with N a number or "couple (of)", "few", "several" ("the last few days", "past 3 months"), and
  "the last fortnight" (14 days);
- a month: "in May", also "across / during / over / through(out) May" (the last May: this year's if it
  has begun, else last year's);
- a quarter of the year: "q1"-"q4" (with or without "in/over/…"), "in the first quarter" (not "… quarter
  of" something): its three months, padded, the last one that has begun;
- part of a month: "early April", "mid-April", "late April" (also "later in April"; "earlier in April"
  is its early part), "the beginning/start/middle/end
  of March", "the back end of March" (its end), "the first/second half of March" (days 1-15,
  16 to the end), each with an optional "in"/"at"/"during";
- a feast whose date moves or that people date by: "Easter", "over Christmas", "the week
  after/before Easter", "the fortnight after Christmas" (Good Friday to Easter Monday; 24 to 26
  December; the 7 or 14 days after the Sunday or the 25th, or before it, or around it: "the week
  of"), padded as a part of a month is; the last one that has begun; and the days of the year people
  date by: "pancake day" / "shrove tuesday" (47 days before Easter), "mothering sunday" (21 days
  before), "maundy thursday", "palm sunday", "ash wednesday" (3, 7 and 46 days before), Easter's own days one by
  one ("good friday", "easter sunday", "easter monday"), "valentine's",
  "st patrick's" / "paddy's day", "st david's day", "st george's day", "st andrew's
  day" (with "st" or "saint"), "halloween", "bonfire night", "remembrance sunday" (the second Sunday of November), "remembrance
  day" / "armistice day" (11 November), "father's day" (the third Sunday of June), "burns night" (25 January),
  "april fools" (1 April) (one day; said with "on", "on good friday", that day and the next,
  unpadded: `ON_THE_DAY`;
  "around" it, the week either side), and new year so named ("around / over / at new year", never
  alone nor "in the new year"); "<feast> week / fortnight" ("xmas week", "easter fortnight",
  and only so "new year's week", "bonfire week") as "the week / fortnight of <feast>"; and one day each,
  "christmas day" / "xmas day", "boxing day", "hogmanay", "new year's eve" (not "christmas eve": see
  `_FIXED`);
- the last UK general election's polling day (shared/domain/public_days.py: "on election day", "on
  polling day", "after the election", "the week before the election"), and the last referendum's ("on
  referendum day", "the day after the referendum"), and the last US presidential election's ("the day after
  the us election", by its rule: public_days.last_us_presidential_election), read as a feast's day is; "since"
  and "after" it run from it to now. "The day after / before / of" a feast, a polling day or a named bank
  holiday is that one day beside it, as "the week after" is that week. The clocks' change was dropped by
  h-dates24 (clients write "the clocks went forward" themselves, and the words that found that very message left the
  question); "since / after the clocks went back" is read again by public_events_dated (h-when33), its words kept
  as the period's name, so that its own records lead; "when the clocks went back" is still left to the words;
- the public events of every year in public_events (heatwaves, the euros, …) and public_events_dated (the rugby
  world cup, the Ashes, the named storms, the clocks' change …): "during storm desmond", "the day england won the
  ashes";
- Lent ("during lent", "since lent started": Ash Wednesday to Holy Saturday, `_lent`), a month named by its campaign
  after a word of time ("in dry january", "during movember": `query_dates.CAMPAIGN_MONTHS`, padded), and the solstices and
  equinoxes as named days ("around the solstice": the last one begun, `_SUN_DAYS`) (h-when34);
- a range between two periods: "between the rugby and bonfire night", "between christmas and new year" (`_range`:
  each side read as a period alone; from the first's start to the second's end);
- the halves of the year: "in the second half of the year" (July to December), "the first half of the year"; one
  begun less than `HALF_BEGUN` ago is the one before ("the first half of the year" asked on 5 January); its start
  padded, its end the calendar's (h-when38);
- "last <month>" ("tracey's weight last july"): the last month of that name that has ended;
- "last year" ("tyrone's knee last year"): the calendar year before the one of asking;
- a named day asked as the day of a plan or a permission ("is he allowed to … on new year's day") is no period
  (`_planned_day`); nor is a feast asked of in the present when the coming one is nearer than the last ("what's
  tamsin doing at easter" asked in January: `_coming_feast`), nor a feast's word before a gathering after "the",
  "a" or a possessive ("at the christmas social", "his christmas do": `_NOT_OWNED`);
- Ramadan's edges and the Eids ("at the end of ramadan", "on eid", "since ramadan ended": shared/domain/eid_days.py);
- the faiths' moving feasts ("on holi", "the week after diwali", "over passover", "since chinese new year":
  shared/domain/faith_days.py, tables of public record, h-search39);
- a UK bank holiday named by its month or season: "over the may bank holiday", "the august bank hol
  weekend", "on the spring bank holiday monday" (the Saturday before its Monday to the Monday, padded as
  a feast is; where the words leave two Mondays, "may" or "august", from the first to the last; "since/
  after the may bank holiday" from it to now; "the day / week after (before, of) the spring bank holiday"
  that span beside it); the last one that has begun. One named by no month or season
  ("on bank holiday monday") is no period (which one is meant depends on when it is asked): its words stay
  to find the day's record, and the weekday after them leaves the question (`_UNNAMED_BANK_HOLIDAY`);
- "the school holidays" said with no season ("in the school holidays", "over the school hols"): the
  summer's, 20 July to 5 September (`_SCHOOL_SUMMER`), the last begun, padded as a season is;
- a season said with "the" after "over/in/during/through/throughout" ("over the winter", "in the
  summer", "during the summer holidays", "in the dog days of summer", "over the winter of 2018"):
  meteorological and northern-hemisphere (spring March-May, summer June-August, autumn September-November,
  winter December-February, across the year end); that year's when a year is named, else the last one
  that has begun by the moment of asking, padded after its end by SEASON_PAD (as a named date is; not before its
  first day, SEASON_PAD_BEFORE). A season still to come,
  beginning within three months and not running ("over the winter" asked in November), names no past
  period: not read. Not read: "fall" (most often a fall the client had), a season without "the" or with
  "this" ("in spring", "this summer"), a season word before a thing it names ("the summer league",
  "in the winter training block", "the spring marathon"; "the summer bank holiday" is a bank holiday);
- "last <season>" ("euan's times last summer", "over last winter"; not after a possessive, "her last summer
  at school"): the last season of that name that has ended by the moment of asking, padded as a season is;
- "before christmas", "before easter", "in the run-up to christmas": the eight weeks before the feast's
  first day (`RUN_UP`), not the feast's own days;
- the start of the year: "at the start of the year", "the beginning of this year" (January and February,
  padded: `YEAR_START_MONTHS`);
- from a moment to now: "since March", "from March on", "since the start of the year",
  "since the middle of August", "since mid-August", "since Easter",
  "since new year", "since the start of the month" (from a few days before it: the starting
  figure is often told just before);
- a range of months: "between March and May", "from March to May" (the last May, and the
  March before it).

A month may be written short ("aug", "sept"; not followed by "'s", which makes "Jan's" a
name), and with its year in two digits ("nov '25"; "in feb 26" when 2026 is the year of the last
February begun, else the 26th). A month without its year is the most recent one that has begun, except one not yet
begun this year asked of in the present or future tense ("where's gaz going in september" asked in July), or asked as
a permission and beginning within three months ("can beth sit the assessment in march" asked in January): a plan, no
period (`_ahead`). A whole month's window (and "yesterday", and a range of months) ends the second before the
midnight after it (`_LAST_INSTANT`): a record dated the next day at its midnight is not of it. A phrase that follows
"than" or "compared to" is a point of comparison ("more than last month"), not the period
asked: it filters nothing (its words still leave the question). Two months set against each other
("trap bar jul vs jan", "march versus september") likewise filter nothing, and both leave the
question. The month words "may" and
"march" are read only in these phrases, and not when a verb follows ("since may have").

Dates that name their year ("in May 2023", "on 3 May 2023") are left to retrieval
(shared/domain/query_dates.py), and so is a question that names one beside a relative phrase
("what was his issue last week, as he said on November 6, 2023?"): the phrase is relative to
that date, not to the moment of asking.

chatWithAI and semanticSearch read the same period from a question
(shared/usecases/period.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from shared.domain import (calendar_days, eid_days, faith_days, plain_speech, public_days, public_events,
                           public_events_dated)
from shared.domain.query_dates import CAMPAIGN_MONTHS, CAMPAIGN_NAMES, MONTHS, PAD, month_number, named_window

_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "thirty": 30,
}
# A vague count is read at its upper end: a window too narrow hides the answer, one a little
# too wide only adds candidates that the ranking and the answerability check still weigh.
_VAGUE = {"couple": 3, "couple of": 3, "few": 4, "several": 7}
_N = r"\d{1,3}|" + "|".join(_NUMBERS)
_DAYS_PER = {"day": 1, "week": 7, "wk": 7, "fortnight": 14, "month": 30, "mth": 30}  # a month is 30 days, as "last month" is
# A month name with no year after it (a month with its year is a calendar date) and no verb
# after it ("since may have", "from march on" is read, "march on" alone is not a month phrase).
_VERB = r"be|been|have|has|had|not|need|want|do|go|get|feel|try|still|also|well"
# Short forms as people text them ("the second week of aug"); a possessive is a name ("jan's").
_SHORT = ["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sept", "sep", "oct", "nov", "dec"]
_M = (rf"(?:{'|'.join(list(MONTHS) + _SHORT)})\b\.?(?!['’]s\b)"
      rf"(?!,?\s+(?:19|20)\d\d\b)(?!\s+(?:{_VERB})\b)")
_PARTS = {
    "early": (1, 10), "beginning": (1, 10), "start": (1, 10),
    "mid": (11, 20), "middle": (11, 20),
    "late": (21, 31), "end": (21, 31), "back end": (21, 31), "tail end": (21, 31), "fag end": (21, 31),
    "first half": (1, 15), "second half": (16, 31), "latter half": (16, 31), "back half": (16, 31),
    "1st half": (1, 15), "2nd half": (16, 31),
}
_PART_OF = r"beginning|start|middle|(?:back |tail |fag )?end|(?:first|second|latter|back|1st|2nd) half"
# A feast people date things by: its days, and the day "the week after" counts from. Besides Easter and
# Christmas, the days of the British and Irish year that people date their news by ("the week after
# pancake day", "around paddy's day", "the week of mothering sunday"): two that move with Easter and four
# of fixed date (`_DAYS`). Not "mother's day" (March in Britain, May in America), nor "paddy's" alone
# (a man's name), nor a bank holiday (which Monday depends on the country).
# Holy Week's days before Easter as named ("on maundy thursday", "palm sunday", "ash wednesday") are one day each:
# unread, "maundy thursday" was two topic words no record says ("first meeting at foxhall, 7 points" is the news
# of that evening) and the question was refused. So are Easter's own days named one by one ("on good friday",
# "easter sunday", "easter monday"): read as "easter" with the weekday left a topic word, "what did gaz say on
# good friday" found no "friday" and quoted the closest records of any day (h-when32); a client who writes
# "easter monday, hobbled round the garden" wrote it that day, and the period's named words still lead.
_MOVABLE = {"pancake": -47, "shrove": -47, "mothering": -21, "maundy": -3, "palm": -7,
            "ash wednesday": -46, "good friday": -2, "easter sunday": 0, "easter monday": 1}  # days from Easter Sunday
# The days of Christmas and of the year's turn named alone ("on christmas day", "on boxing day", "at
# hogmanay", "new year's eve") are one day each: "christmas" alone is Christmas Eve to Boxing Day, and so
# is "christmas eve" (read as its one day, it lost an answerable blind18 test question, counted not read:
# h-dates24 in docs/ANSWERS.md). Left unread, "christmas day" was read as "christmas" and "day" stayed a topic word no record
# says, and "hogmanay" was a topic word that only a client who writes it matched. Hogmanay is the last
# day of the year (the night runs into the first; the padding holds it).
# The other nations' saints' days are read as St Patrick's is, only with "st" / "saint" before the name
# and "day" after it ("st david's day", "saint andrew's day"): "david's day" is a man's day, and "st
# george's" alone is as often a hospital (Tooting's) as the day.
# Unread, "st david's day" was three topic words no record says ("dydd gŵyl dewi hapus!" is the news of
# that day) and the question was refused.
# Days fixed by their weekday in a month (month, nth, weekday): Remembrance Sunday is the second Sunday of
# November. Unread, "remembrance" stayed a topic word that no record says ("two minutes' silence at the
# club" is the news of that day) and the question was refused.
# Father's Day is the third Sunday of June in Britain (and in America: unlike mother's day, one day either
# side of the Atlantic). Unread, "father's day" was two topic words no record says ("bbq at dad's, 2 burgers"
# is the news of that day) and the question was refused (blind31-027).
_NTH = {"remembrance sunday": (11, 2, 6), "father": (6, 3, 6)}
_FIXED = {"valentine": (2, 14), "remembrance day": (11, 11), "armistice": (11, 11), "patrick": (3, 17), "paddy": (3, 17), "david": (3, 1), "george": (4, 23),
          "andrew": (11, 30), "halloween": (10, 31), "bonfire": (11, 5),
          "fawkes": (11, 5), "new year": (1, 1), "christmas day": (12, 25), "xmas day": (12, 25),
          "boxing": (12, 26), "hogmanay": (12, 31),
          "new years eve": (12, 31),
          # Burns Night, Robert Burns's birthday (the Scots' supper night), and April Fools' Day: days of
          # fixed date people date their news by ("haggis and a dram, 2 helpings" is Burns Night's), read only
          # so named. Unread, "burns night" was two topic words no record says (blind31-581).
          "burns": (1, 25), "april fools": (4, 1)}
_DAYS = (r"good\s+friday|easter\s+(?:sunday|monday)|pancake\s+day|shrove\s+tuesday|mothering\s+sunday|maundy\s+thursday|palm\s+sunday|ash\s+wednesday|(?:st\.?\s+)?valentine['\u2019]?s(?:\s+day)?"
         r"|(?:st\.?\s+)?(?:patrick|paddy)['\u2019]?s\s+day|st\.?\s+patrick['\u2019]?s|halloween"
         r"|(?:st\.?|saint)\s+(?:david|george|andrew)['\u2019]?s\s+day"
         r"|bonfire\s+night|guy\s+fawkes(?:\s+night)?|remembrance\s+(?:sunday|day)|armistice\s+day"
         r"|father['\u2019]?s\s+day|burns\s+night|april\s+fools['\u2019]?(?:\s+day)?"
         r"|(?:christmas|xmas)\s+day|boxing\s+day|hogmanay|new\s+year['\u2019]?s\s+eve"
         r"|(?:(?:summer|midsummer|june|winter|midwinter|december)\s+)?solstice"
         r"|(?:(?:spring|vernal|march|autumn|autumnal|september)\s+)?equinox")
# "new year's week", "bonfire week": a day people date a week by, named only with that week after it
# ("new year" alone is a resolution or "in the new year", "bonfire" a fire).
_WEEK_DAYS = r"new year['\u2019]?s?(?= (?:week|wk|fortnight)\b)|bonfire(?= (?:week|wk|fortnight)\b)"
# "around new year", "over (the) new year", "at / on new year's (day)": the first of January named with
# a word that dates something by it, read as the other fixed days are (`_FIXED`; "around" it, the week
# either side). Not alone, nor after "in" ("in the new year" is a time ahead, "new year" alone a
# resolution); "since new year" is read before, as the year's start. Unread, "around new year" stayed
# three topic words, and a client's news of those days ("happy new year, flights booked") was refused
# under the threshold.
_NEW_YEAR = (r"(?:(?<=around )|(?<=over )|(?<=at )|(?<=on )|(?<=during )|(?<=around the )|(?<=over the ))"
             r"new year(?:['\u2019]?s)?(?: (?:day|eve))?(?! resolution)")
# A feast after a possessive and before a gathering is the person's own event ("the week after his christmas
# do", "her easter camp"): its day is the one their records tell (`event_span`), not the feast's. Read as
# Christmas, "tariq the week after his christmas do" searched 21-30 December for "do" and missed the party of
# 16 December. "how was her christmas", "gemma's christmas" are still the feast's days. So is one after "the"
# or "a" ("did pauline dance at the christmas social"): a club's or a workplace's gathering, held on a day of its
# own, most often the weeks before the feast; read as Christmas Eve to Boxing Day, padded, the social of 20
# December was outside the window and the question was refused (blind32-048). Its words stay in the question,
# as its records say them ("christmas social, danced 6 dances on the trot").
_GATHERINGS = (r"do|dos|party|parties|dinner|meal|lunch|drinks|bash|night out|camp|trip|concert|show|match|game"
               r"|race|run|fair|market|disco|ball|panto|social|socials|ceilidh|dance|get[- ]together|quiz")
_NOT_OWNED = (r"(?!(?:(?<=\bhis )|(?<=\bher )|(?<=\bmy )|(?<=\bour )|(?<=\byour )|(?<=\btheir )|(?<=['\u2019]s ))"
              rf"\S+(?: \S+)?? (?:{_GATHERINGS})\b)"
              # after "the" / "a", the feast's one word only: "the christmas day swim" is on the day
              rf"(?!(?:(?<=\bthe )|(?<=\ba ))\S+ (?:{_GATHERINGS})\b)")
_FEASTS = rf"{_DAYS}|easter|christmas|xmas|{_WEEK_DAYS}|{_NEW_YEAR}"  # "easter monday", "christmas day" first
# "the day after the referendum", "the day before the spring bank holiday": the one day on that side.
_NEAR = {"day": 1, "week": 7, "weekend": 3, "fortnight": 14}
# A UK bank holiday named by its month or season ("over the may bank holiday", "the august bank hol
# weekend"): the Mondays it may fall on, as (month, first, last: 0 the month's first Monday, -1 its
# last). May has two ("the may bank holiday" may be either: from the first weekend to the last; "may
# day" / "early may" the first, "late may" / "spring" / "whitsun" the last); August's is its last
# Monday in England and Wales and its first in Scotland, so "august" / "summer" span both. Read as one
# weekend only, the first run turned one answerable question of a test half into a wrongful refusal
# (counted, not read): which Monday was meant is not told by the words. A bank holiday named by no month
# ("over the bank holiday") is not read: which one is meant depends on when it is asked.
_BANK_HOLIDAYS = {
    "may": (5, 0, -1), "may day": (5, 0, 0), "early may": (5, 0, 0), "early may day": (5, 0, 0),
    "late may": (5, -1, -1), "spring": (5, -1, -1), "whitsun": (5, -1, -1),
    "august": (8, 0, -1), "aug": (8, 0, -1), "late august": (8, -1, -1), "summer": (8, 0, -1),
}
_BANK_NAMES = "|".join(sorted((re.escape(k).replace(r"\ ", " ") for k in _BANK_HOLIDAYS), key=len, reverse=True))
AROUND = timedelta(days=7)
# Lent: from Ash Wednesday (46 days before Easter Sunday) to Holy Saturday, the day before Easter. "What did derek
# say during lent", "how much has he lost since lent started": unread, "lent" was a topic word no record says
# ("pancake day, had one with lemon" is the news of its eve) and the questions were refused (blind29-141, -155).
_LENT_DAYS = (-46, -1)
# The solstices and equinoxes (month, day), the days of the sun's year people date by ("tia around the solstice":
# "first county game" of 20 June is the news): "the solstice" alone is the last one begun, summer's or winter's.
# Fixed to their usual day in the UK (they move by a day at most, inside the padding). Unread, "solstice" was a
# topic word no record says and the question was refused (blind29-552).
_SUN_DAYS = {"solstice": {"summer": (6, 21), "midsummer": (6, 21), "june": (6, 21), "winter": (12, 21),
                          "midwinter": (12, 21), "december": (12, 21)},
             "equinox": {"spring": (3, 20), "vernal": (3, 20), "march": (3, 20), "autumn": (9, 22),
                         "autumnal": (9, 22), "september": (9, 22)}}
# Seasons, meteorological and northern-hemisphere: the month each begins (three months long; winter
# spans the year end). "fall" is not read: "in the fall" is most often a fall the client had.
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}
# A season's edges are padded as a named date is (query_dates.PAD): its months are the meteorological
# ones. h-season15 padded two weeks ("the end of summer" for 5 September); "niamh over the winter" then
# began on 17 November, and the news of her November injury led the answer instead of the winter's.
SEASON_PAD = PAD
# Only after its end: no reckoning starts a season before its meteorological first day (the astronomical one
# starts three weeks later), and the days after it hold its news written late. Padded before too, "shona's
# finger in the autumn" was answered by her note of 31 August ("finger still strapped"), a summer record, when
# no record of the autumn names the finger (blind28-296).
SEASON_PAD_BEFORE = timedelta(0)
# A season still to come within this many days, not running, names a time ahead ("over the winter" asked
# in November: plans), not a past period.
_COMING_DAYS = 92
# A season word before one of these names a thing or an event, not a period: "the summer league", "in the
# winter training block", "the spring marathon", "the summer bank holiday" (a bank holiday, read above).
_SEASON_THING = (r"camps?|intensives?|skills?|coats?|jackets?|boots?|tyres?|tires?|gear|kit|clothes|wardrobe"
                 r"|terms?|leagues?|series|seasons?|training|blocks?|programmes?|programs?|plans?|courses?"
                 r"|schools?|schedules?|jobs?|sales?|games|olympics|solstice|fairs?|festivals?|ball|party"
                 r"|wedding|tours?|cups?|squads?|fixtures?|bugs?|blues|flu|colds?|virus|body|shred|cut|bulk"
                 r"|residential|internship|retreat|trips?|runs?|races?|marathons?|half|10k|5k|triathlon"
                 r"|swims?|sports?|walks?|hikes?|menus?|bank|comps?|competitions?|meets?|classic|challenge"
                 r"|open|event|session|sessions|timetable|hours|rota|cycle|phase")
# "the first week of July": the days of the month each week of it covers (the last from the 22nd on).
_WEEKS = {
    "first": (1, 7), "1st": (1, 7), "second": (8, 14), "2nd": (8, 14), "third": (15, 21), "3rd": (15, 21),
    "fourth": (22, 28), "4th": (22, 28), "last": (22, 31), "final": (22, 31),
}
# "At the start of the year" said in July is its first weeks, loosely: January and February. Unread, "start year"
# were two topic words no record says, and "what did i tell dylan at the start of the year" was refused; a
# roster whose records begin on 1 February has its first month's records there.
YEAR_START_MONTHS = 2
# "gordon's weight in the first half of the year" asked on 5 January is the first half of the year just ended, not
# the five days of this one: a half of the year begun less than this long ago is read as the one before. Read as
# this year's, the question searched the new year's first days and was answered from them (blind30-742).
HALF_BEGUN = timedelta(days=31)
# The words that put a whole month or quarter around what is asked: "in May", and as people also
# write it, "across august", "during july", "over q1". Before only "in" was read, and "ines rhr across
# august" searched for "across august" as topic words. Seasons have a pattern of their own (`_SEASONS`,
# h-when27): h-season13 and h-season15 (docs/ANSWERS.md) measured them, each losing a test question.
_ACROSS = r"in|during|over|across|through|throughout"
_QUARTERS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
# Not after a possessive: "her last june in halls", "his last year at school" are the person's own, no period.
_NOT_SOMEONES = r"(?<!\bher )(?<!\bhis )(?<!\bmy )(?<!\btheir )(?<!\bour )(?<!\byour )"
_PATTERN = re.compile(
    r"(?<![-\u2010\u2011])\b(?:(?P<today>today)|(?P<yesterday>yesterday)|(?P<this_week>this (?:week|wk))"
    r"|(?P<last_week>(?:last|past) (?:week|wk))|(?P<this_month>this (?:month|mth))"
    r"|(?P<last_month>(?:last|past) (?:month|mth))"
    rf"|(?:(?:in|over|during|for|within) )?(?:the )?(?:last|past) (?:(?P<n>{_N})|(?P<vague>couple of|couple|few|several))"
    r" (?P<unit>day|week|wk|fortnight|month|mth)s?"
    r"|(?:(?:in|over|during|for|within) )?(?:the )?(?:last|past) (?P<one_fortnight>fortnight)"
    rf"|(?:(?:about|around|roughly|like) )?(?P<ago_n>an?|{_N}|(?:a )?couple of|(?:a )?few|several)"
    r" (?P<ago_unit>day|week|wk|fortnight|month|mth)s? ago"
    rf"|(?:between|from) (?P<first>{_M}) (?:and|to|through|till|until|-) (?P<last>{_M})"
    r"|since (?:the )?(?:(?:start|beginning) of (?:the |this )?year|new year'?s?(?: day)?)(?P<year_start>)"
    r"|since (?:the )?(?:start|beginning) of (?:the |this )?month(?P<month_start>)"
    # "what did i tell him at the start of the year": its first months (`YEAR_START_MONTHS`).
    r"|(?:(?:at|in|during|over|around) )?the (?:very )?(?:start|beginning) of (?:the|this) year(?P<year_begin>)"
    # "how much did harold lose in the second half of the year": July to December (January to June), the last begun.
    r"|(?:(?:in|during|over|across|through|throughout) )?the (?P<year_half>first|1st|second|2nd|latter|back) half of"
    r" (?:the|this) year"
    # "on election day", "after the election", "the week before the election" (shared/domain/public_days.py).
    r"|(?:(?:(?P<vote_since>since|after)|in|at|on|over|during|around|for) )?(?:the )?"
    r"(?:(?P<vote_near>day|week|weekend|fortnight) (?P<vote_side>after|before|of) (?:the )?)?"
    r"(?P<vote>(?:(?P<vote_us>(?:the )?(?:us|u\.s\.|american|(?:us )?presidential) )|general )?election(?:[- ]day|[- ]night)?|polling[- ]day|(?:eu |brexit )?referendum(?:[- ]day|[- ]night)?)"
    rf"|(?:(?:(?P<bank_since>since|after)|in|at|on|over|during|around|for) )?(?:the )?"
    r"(?:(?P<bank_near>day|week|weekend|fortnight) (?P<bank_side>after|before|of) (?:the )?)?"
    rf"(?P<bank>{_BANK_NAMES})"
    r" bank[- ]?hol(?:iday|s)?(?:s)?(?: (?:weekend|monday|mon))?"
    r"|(?:in|over|during|through|throughout) the (?:(?:dog days|height|depths?|middle|heat|peak) of (?:the )?)?"
    r"(?P<season>spring|summer|autumn|winter)(?: (?:holidays?|hols|break|months))?"
    r"(?:,? (?:of )?(?P<season_year>(?:19|20)\d\d))?(?!['\u2019]s\b)(?!-)"
    r"(?! (?:" + _SEASON_THING + r")\b)"
    # "euan's times last summer", "over last winter": the last such season that has ended (`_last_season`).
    r"|" + _NOT_SOMEONES +
    r"(?:(?:in|over|during|through|throughout) )?last (?P<last_season>spring|summer|autumn|winter)"
    r"(?!['\u2019]s\b)(?!-)(?! (?:" + _SEASON_THING + r")\b)"
    # "tayo in the school holidays": the long ones, the summer's (`_SCHOOL_SUMMER`).
    r"|(?:in|over|during|through|throughout) the (?:school|skool) (?:summer )?(?P<school>holidays?|hols)(?!['\u2019]s\b)"
    # "colin's pulse before the clocks went back": the run-up to the last change of the clocks (`_clocks_run_up`).
    # The direction may be gone: the chat's reading takes "back" out as a word of time ("went back" is how long ago).
    r"|before the clocks (?P<clocks_verb>went|had gone|go|changed)(?: (?P<clocks>back|forward))?"
    # "what did derek say during lent", "since lent started": Ash Wednesday to Holy Saturday (`_lent`). Only after a
    # word that makes it a time ("lent" alone is as often the verb: "lent him my bike").
    r"|(?:(?P<lent_since>since)(?: the (?:start|beginning) of)? lent(?: (?:started|starts|began|begun|kicked off))?"
    r"|(?:in|during|over|through|throughout|for) lent)(?P<lent>)"
    # "malcolm in dry january", "over stoptober": a month named by the campaign people keep in it (`query_dates.CAMPAIGN_MONTHS`),
    # only after a word that makes it a time: "who did dry january", "what did he say about movember", "graham's
    # movember" ask of the campaign itself, and its words find the records that say it.
    rf"|(?:{_ACROSS}) (?P<campaign>{CAMPAIGN_NAMES})"
    # "margaret's back before christmas": the run-up to Christmas or Easter (`RUN_UP`).
    r"|(?P<feast_before>before|in the run[- ]up to|leading up to) (?P<run_up_feast>christmas|xmas|easter)(?! (?:day|eve|week|wk|fortnight|weekend|holidays?|hols|break)\b)"
    rf"|(?:(?:(?P<feast_since>since)|in|at|on|over|during|around) )?(?:the )?"
    rf"(?:(?P<near>day|week|weekend|fortnight) (?P<side>after|before|of) )?{_NOT_OWNED}(?P<feast>{_FEASTS})"
    # "xmas week", "easter fortnight": the week of the feast, as "the week of christmas" is. A part of its day
    # after it ("on christmas eve", "valentine's night", "easter morning") is the feast's time too, read as the
    # feast is ("christmas eve" as Christmas, see `_FIXED`): left behind, "eve" or "night" was a topic word no
    # record says and the day's news was refused.
    r"(?: (?P<near_of>week|wk|fortnight)| (?:weekend|holidays?|hols|break|eve|night|evening|morning|afternoon)(?!\w))?"
    rf"|since (?:the )?(?:(?P<since_part>early|mid|late)[- ]?|(?P<since_part_of>{_PART_OF}) of )?(?P<since>{_M})"
    rf"|from (?P<from>{_M}) on(?:wards?)?"
    rf"|(?:(?:in|at|during|over) )?(?:the )?(?P<week_no>first|1st|second|2nd|third|3rd|fourth|4th|last|final) (?:week|wk) (?:of|in) (?P<week_month>{_M})"
    rf"|(?:(?:in|at|during) )?(?:(?P<part>early|mid|late)[- ]?|(?P<part_er>earlier|later) in |(?:the )?(?P<part_of>{_PART_OF}) of )(?P<part_month>{_M})"
    rf"|(?:(?:{_ACROSS}) (?:the )?)?q(?P<quarter>[1-4])"
    rf"|(?:{_ACROSS}) the (?P<quarter_word>first|second|third|fourth|1st|2nd|3rd|4th) quarter(?! of)"
    # "tyrone's knee last year": the calendar year before the one of asking (`_last_year`); not after a possessive
    # ("her last year at school"), nor as a year's own thing ("last year's race"), nor after "the" ("over the last
    # year": the twelve months to now) or "since" / "from" (a moment on, not a year).
    r"|" + _NOT_SOMEONES + r"(?<!\bthe )(?<!\bsince )(?<!\bfrom )"
    rf"(?:(?:{_ACROSS}) )?(?P<last_year>last year)(?!['\u2019]s\b)"
    # "tracey's weight last july": the last month of that name that has ended (`_last_named_month`); not after a
    # possessive ("her last june in halls").
    r"|" + _NOT_SOMEONES +
    rf"(?:(?:{_ACROSS}) )?last (?P<last_named_month>{_M})"
    rf"|(?:{_ACROSS}) (?:the month of )?(?P<month>{_M}))(?!\w)",
    re.IGNORECASE,
)
# "how much did graham weigh on bank holiday monday": a bank holiday named by no month or season is not read
# as a period (`_BANK_HOLIDAYS`: which one is meant depends on when it is asked), and its words find the record
# of the day ("bank holiday bbq, stuck to the chicken. 93.5 this morning"); the day of the week after them is
# what every bank holiday is, which no record says: it leaves the question. Left in, "monday" was a topic word
# no record says and the question was refused on it.
_UNNAMED_BANK_HOLIDAY = re.compile(r"\b(bank[- ]?hol(?:iday)?s?)\s+(?:monday|mon|weekend)\b", re.IGNORECASE)
# "back" right before the time phrase ("testosterone back in april", "back at christmas"): how long
# ago, never a topic; left in the question, it was a word no record says and the question was refused.
# Not the body part: after a possessive or a word of its state ("his back in may", "sore back in june"),
# nor after any word ending in "s": a name's possessive typed without its apostrophe ("gregs back in
# july" asks about Greg's back) cannot be told from another word here, so none is read.
# What may not stand right before such a "back" (question_frame.py reads the same "back" as no topic).
BACK_NOT_THE_BODY_PART = (r"(?<![\w'\u2019])(?<!s\s)(?<!(?:his|her|its|our|the|bad|\w's)\s)(?<!my\s)"
                          r"(?<!(?:your|sore|achy|weak)\s)(?<!(?:their|stiff|lower|upper|tight|dodgy)\s)"
                          r"(?<!(?:injured|painful)\s)")
_BACK = re.compile(BACK_NOT_THE_BODY_PART + r"\bback\s+$", re.IGNORECASE)
_COMPARISON = re.compile(r"\b(?:than|compared (?:to|with)|versus|vs\.?)\s*$", re.IGNORECASE)
# "a pull-up by christmas", "down 4 kg by march": a deadline, the time up to the period named, not the
# period itself. Read as the period, "what did i tell her about a pull-up by xmas" searched the days of
# Christmas for advice given in September, and "did she get a pull-up by christmas" refused the news of
# mid-December. The year before the period's end: what was planned or reached by then.
_BY = re.compile(r"\bby\s+$", re.IGNORECASE)
BY_SPAN = timedelta(days=366)


# Two months set against each other ("trap bar jul vs jan", "squat in march versus september"): the
# answer needs the records of both, so no period filters the search (as a point of comparison does,
# `_COMPARISON`), and neither month is a topic word: left in, "jul vs jan" counted as three words no
# record says and the two notes that answer were refused (relevance under the threshold).
_MONTHS_COMPARED = re.compile(
    rf"(?<![\w'\u2019])(?:(?:{_ACROSS}) )?(?:the )?{_M}\s*(?:vs\.?|versus|compared (?:to|with))\s*"
    rf"(?:(?:{_ACROSS}) )?(?:the )?{_M}(?!\w)",
    re.IGNORECASE,
)


def months_compared(question: str, now: datetime) -> tuple[tuple[datetime, datetime], ...]:
    """The two months a question sets against each other ("sit to stand march vs sept"; `_MONTHS_COMPARED`),
    each the last of that name begun by `now`, padded (query_dates.PAD) and clipped at `now`; () for none.
    `extract` reads no period of them (the answer needs both): the chat reads them to offer each month's
    record (shared/domain/months_compared.py)."""
    compared = _MONTHS_COMPARED.search(question)
    if compared is None:
        return ()
    named = re.findall(rf"(?<![\w'\u2019])(?:{'|'.join(list(MONTHS) + _SHORT)})(?!\w)", compared.group(0), re.IGNORECASE)
    spans = []
    for name in named[:2]:
        start, end = _month(name, now)
        spans.append((start - PAD, min(end + PAD, now)))
    return tuple(spans) if len(spans) == 2 else ()


@dataclass(frozen=True)
class Timeframe:
    since: datetime
    until: datetime
    phrase: str
    # The named day's or event's own days, unpadded ("on valentines": 14 February; public_events.Event.core):
    # where the period is all a question asks, its records lead the answer. None: every day of the window alike.
    core: tuple[datetime, datetime] | None = None
    # The words of a period that is a named day, event or season ("valentines", "summer hols", "heatwave";
    # `named_words`): a record of the period that says them is its news ("summer hols in the lakes, 3 fell
    # runs"), and leads where the period is all that is asked (shared/usecases/search.py `status_records`).
    # "" for a period of the calendar ("in may": "may" is as often the verb).
    named: str = ""


def extract(question: str, now: datetime) -> tuple[str, Timeframe | None]:
    """The question without its time phrase, and the window it names (None: no period asked).

    A point of comparison ("is he sleeping more than last month?") names no period to keep to,
    since the answer needs the records of both times; its words are still taken out, as a period's
    are, so that "month" is not searched for as a topic.
    """
    if named_window(question) is not None:
        return question, None
    compared = _MONTHS_COMPARED.search(question)
    if compared is not None:  # "trap bar jul vs jan": both months' records answer; the words leave
        return " ".join((question[: compared.start()] + question[compared.end() :]).split()), None
    short = _SHORT_YEAR.search(question)
    if short is not None and _short_year_month(short, now) is not None:
        rest = " ".join((question[: short.start()] + question[short.end() :]).split())
        if _COMPARISON.search(question[: short.start()]):
            return rest, None
        since, until = _short_year_month(short, now)
        return rest, Timeframe(*_inclusive(since, until, now), short.group(0))
    # "24/5", "28/8 - 3/9", "wk 28": days and weeks of the calendar without their year (calendar_days).
    days = calendar_days.find(question, now)
    if days is not None:
        rest = " ".join((question[: days.start] + question[days.end :]).split())
        if _COMPARISON.search(question[: days.start]):
            return rest, None  # a point of comparison, as below
        return rest, Timeframe(days.since, days.until, question[days.start : days.end], days.core)
    # "josh between the rugby and bonfire night": from the first period's start to the second's end (`_range`).
    ranged = _range(question, now)
    if ranged is not None:
        return ranged
    # "in the heatwave", "during the euros", "during storm desmond", "since the clocks went back": a public event's
    # days (public_events, public_events_dated: tables of public record and the clocks' rule).
    # "at the end of ramadan", "on eid": Ramadan's edges and the Eids (eid_days, a table of public record).
    # "on holi", "the week after diwali", "over passover": the faiths' moving feasts (faith_days, likewise).
    event = (public_events.find(question, now) or public_events_dated.find(question, now)
             or eid_days.find(question, now) or faith_days.find(question, now))
    if event is not None:
        rest = " ".join((question[: event.start] + question[event.end :]).split())
        if _COMPARISON.search(question[: event.start]):
            return rest, None  # a point of comparison, as below
        said = question[event.start : event.end]
        return _with_part_of_month(rest, Timeframe(event.since, event.until, said, event.core, named_words(said)), now)
    match = _PATTERN.search(question)
    if match is None:
        return _UNNAMED_BANK_HOLIDAY.sub(r"\1", question), None
    before = question[: match.start()]
    question = _without_added(question, match)
    back = _BACK.search(before)
    if back is not None:  # "her ferritin back in april": how long ago, part of the time phrase
        before = before[: back.start()]
    rest = " ".join((before + question[match.end() :]).split())
    if _COMPARISON.search(question[: match.start()]):
        return rest, None
    if _ahead(match, before, now):  # "where's gaz going in september" asked in July: a plan, no period gone by
        return question, None
    if _planned_day(match, before):  # "is harold allowed to do the tai chi on new year's day": the day of a plan
        return question, None
    if _coming_feast(match, before, now):  # "what's tamsin doing at easter" asked in January: the coming one
        return question, None
    day = now.replace(hour=0, minute=0, second=0, microsecond=0)
    window = _window(match, now, day, before)
    if window is None:  # a season still to come ("what's he doing over the winter" asked in November): no period yet
        return question, None
    since, until = _inclusive(*window, now) if _whole_units(match) else window
    by = _BY.search(before)
    led = match.group(0).split()[0].lower()  # "stood by in march": the period's own word leads it
    if by is not None and led not in ("since", "after", "from", "in", "at", "on", "over", "during", "around", "across",
                                      "through", "throughout", "for", "within", "between", "about", "roughly", "like"):
        rest = " ".join((before[: by.start()] + question[match.end() :]).split())
        return rest, Timeframe(until - BY_SPAN, until, question[by.start() : match.end()])
    named = (match.group("feast") or match.group("vote") or match.group("bank") or match.group("season")
             or match.group("school") or match.group("campaign") or ("lent" if match.group("lent") is not None else ""))
    if _on_the_day(match):  # "what did gaz say on good friday": that day and the morning after, unpadded
        day = since + PAD
        return rest, Timeframe(day, min(day + ON_THE_DAY - _LAST_INSTANT, now), match.group(0),
                               (day, min(day + timedelta(days=1), now)), named_words(match.group(0)))
    if match.group("lent") is not None:  # "lent" alone names it ("since lent started": "started" is no name)
        core = None if match.group("lent_since") else (since + PAD, until - PAD if until < now else now)
        return rest, Timeframe(since, until, match.group(0), core, "lent")
    return rest, Timeframe(since, until, match.group(0), _core(match, since, until, now),
                           named_words(match.group(0)) if named else "")


def _with_part_of_month(rest: str, when: Timeframe, now: datetime) -> tuple[str, Timeframe]:
    """An event's period (`when`) with a part of a month said beside it that overlaps it ("during the heatwave at
    the end of june"): both, as one window (the event's days and the part's, unpadded, as its core), and the part's
    words out of the question (`rest`). Left in, "end" was a topic word no record says, and the records of the
    heatwave's first days, the end of June, were in its padding only (blind29-154). Any other phrase, or a part
    that does not meet the event's days, leaves both as they were."""
    match = _PATTERN.search(rest)
    if match is None or not (match.group("part_month") or match.group("week_month")):
        return rest, when
    since, until = _window(match, now, now.replace(hour=0, minute=0, second=0, microsecond=0))
    if until < when.since or since > when.until:
        return rest, when
    core = when.core or (when.since, when.until)
    return (" ".join((rest[: match.start()] + rest[match.end() :]).split()),
            Timeframe(min(since, when.since), max(until, when.until), f"{when.phrase} {match.group(0)}",
                      (min(core[0], since + PAD), max(core[1], min(until - PAD, now))), when.named))


# The words of a named period that name no day, event or season of their own: its prepositions and spans,
# and the words a record says of any day ("best day since 66", "big night").
_NOT_NAMING = frozenset(
    "in on at during over through throughout around since after before the of a an for from about abt re regarding "
    "week wk weekend "
    "fortnight day days night evening morning afternoon match game v vs versus against england dog height depth depths middle peak first opening 1st closing "
    "start started starting began begun beginning kicked kicking off got going end close "
    "finished finishing ended ending final last very "
    "beat played lost drew won with to that when"
    .split())


# A window's end is inclusive (QueryFilter.until_ts: a record at that very instant is of the window). A window of
# whole calendar units, unpadded ("in january", "between march and may", "yesterday"), ends this much before
# the midnight that follows it: a record dated the next day with no time of day (a session note, a lab panel, a day's
# health data, kept at its midnight) is that day's, not the period's. Read to the midnight itself, "ronnie's hip in
# january" quoted the note of 1 February, the first of his records. A padded window's edge is loose already.
_LAST_INSTANT = timedelta(seconds=1)


# A month not yet begun this year, asked of in the present or the future ("where's gaz going in september", "where
# does tasha want to go in november", "what's euan got in march", asked in July, July and February): the coming
# month, a plan that records before the asking tell ("booked the walking holiday in Snowdonia in September"). Read
# as the last such month (last year's), it searched months before the records began and was refused. No period
# then: the month's words stay in the question, as the records that tell the plan say them. Not when the question
# speaks of the past ("what did he do in september", "how was his knee in september": last year's month).
# Only words of a plan and the contractions of wh-words and pronouns: "will" is as often a client's name ("will's
# snatch in december", "will stress in the october check in": read as plans, five blind20 questions lost their
# period), and "is", "does", "has" ask of a past month as readily ("how does his knee feel in november").
_PRESENT = re.compile(
    r"\b(?:going|gonna|planning|planned|plans?|wants?|wanting|hoping|hopes?|booked|due|coming|got|entered|signed)\b"
    r"|\b(?:where|what|who|when|how|he|she|they|it|there|that)['\u2019](?:s|re|ll)\b",
    re.IGNORECASE)
_PAST = re.compile(r"\b(?:did|was|were|had|went|been|ago|last|happened|said|told)\b|\b\w+ed\b(?<!\bbooked)(?<!\bplanned)"
                   r"(?<!\bentered)(?<!\bsigned)", re.IGNORECASE)


# The month asked in its first days ("what's cora racing in may" asked on 3 May): a plan too, when asked of in the
# present, as a month to come is. The month's days gone hold no record of it yet; the records before tell the plan
# ("the relay at the county champs in may"). Read as the month so far, the question searched a few days and was
# refused. Later in the month, the days gone are its news, and the period stands.
_MONTH_BEGUN = 7


def _ahead(match: re.Match[str], before: str, now: datetime) -> bool:
    """The month `match` names alone ("in september") has not begun this year, or began under `_MONTH_BEGUN` days
    ago, and the words before it speak of now or later, not of the past (`_PRESENT`, `_PAST`): a plan for the
    month."""
    name = match.group("month")
    if not name or month_number(name) < now.month:
        return False
    if month_number(name) == now.month:
        return now.day <= _MONTH_BEGUN and bool(_PRESENT.search(before)) and not _PAST.search(before)
    if _PRESENT.search(before) and not _PAST.search(before):
        return True
    # A permission or a plan for the month ("can beth sit the assessment in march" asked in January): the month
    # to come, as for a named day (`_planned_day`). Read as last March, before the records began, it was refused
    # (blind30-655). Only a month beginning within `_COMING_DAYS` ("could he swim in december" asked in January is
    # the December just gone), and not "can you …", "could i …": a request to the assistant, of any month.
    coming = date(now.year, month_number(name), 1)
    if (coming - now.date()).days > _COMING_DAYS:
        return False
    if re.match(r"\s*(?:can|could|should|may)\s+(?:you|i|we)\b", before, re.IGNORECASE):
        return False
    return _asks_a_plan(before)


# A named day asked as the day of a plan or a permission ("is harold allowed to do the park tai chi on new year's
# day", "can she run on boxing day", "is he going to the match on st andrew's day"): the day is when the thing
# is to be done, not when the records that allow, forbid or plan it were written ("dad wants to do the tai chi
# in the park on new year's day, can he?", a month before). Read as the day's window, the question searched a
# day with no record and was refused (blind28-394). No period then, as for a month ahead (`_ahead`): the day's
# words stay in the question, as the records that plan it say them. Only a named day of the year (`_FEASTS`)
# or a bank holiday, with no span beside it and no word of the past before it.
_PLAN_FRAME = re.compile(
    r"\b(?:allowed|ok|okay|safe|cleared|fit|able)\s+to\b|^\s*(?:can|could|should|may)\s+\w+"
    r"|\b(?:is|are|am)\s+\w+\s+(?:going|planning|hoping|meant|supposed)\s+to\b|\b(?:plan|plans|planning)\s+(?:to|for|on)\b",
    re.IGNORECASE)


def _planned_day(match: re.Match[str], before: str) -> bool:
    """`match` names a day of the year (a feast or a bank holiday, no span beside it), and the words before it
    ask of a plan or a permission (`_PLAN_FRAME`), not of the past (`_PAST`)."""
    if not (match.group("feast") or match.group("bank")) or match.group("near") or match.group("near_of"):
        return False
    if match.group("feast_since") or match.group("bank_since") or match.group("bank_near"):
        return False
    return _asks_a_plan(before)


# A feast asked of in the present or the future ("what's tamsin doing at easter", "where's she going for christmas")
# when the coming one is nearer than the last: a plan, which the records before the asking tell ("she wants to do her
# pool lifeguard course at easter"), as a month to come is (`_ahead`). Read as the last Easter (nine months before,
# before the records began), the question searched days with no record and was refused (blind32-451). Not with a
# word of the past before it ("what did she do at easter"), nor a span beside it or "since".
def _coming_feast(match: re.Match[str], before: str, now: datetime) -> bool:
    if not match.group("feast") or match.group("near") or match.group("near_of") or match.group("feast_since"):
        return False
    if not _PRESENT.search(before) or _PAST.search(before):
        return False
    _, last_until = _feast(match, now)
    coming_since, _ = _feast(match, now + timedelta(days=366))
    return now < coming_since and coming_since - now < now - last_until


def _asks_a_plan(before: str) -> bool:
    """The words before a date ask of a plan or a permission (`_PLAN_FRAME`), not of the past (`_PAST`); for a
    named day (`_planned_day`) and a month to come (`_ahead`) alike."""
    # "allowed" is the frame's own word, not the past (`_PAST` reads any "-ed")
    return bool(_PLAN_FRAME.search(before)) and not _PAST.search(_PLAN_FRAME.sub(" ", before))


# "josh between the rugby and bonfire night", "between christmas and new year", "between storm desmond and
# christmas": two periods, each read as it is alone, and the range from the first's start to the second's
# end. Unread, "between rugby" were topic words no record says and the question was refused (blind28-029).
# Two months ("between march and may") are `_PATTERN`'s, the first month at or before the last.
_RANGE = re.compile(r"(?<![\w'\u2019])between\s+(?P<a>[^,;.!?]+?)\s+and\s+(?P<b>[^,;.!?]+)", re.IGNORECASE)
_RANGE_LEADS = ("during ", "on ", "over ", "in ", "")


def _range_side(said: str, now: datetime) -> Timeframe | None:
    """The period one side of a range names, read whole as a period alone would be ("during the rugby world
    cup", "on bonfire night"), or a tournament said loosely (public_events_dated.LOOSE: "the rugby"); None when
    some of its words are no period's."""
    if re.fullmatch(rf"\s*{_M}\s*", said, re.IGNORECASE):
        return None  # a month: `_PATTERN`'s range
    for lead in _RANGE_LEADS:
        rest, when = extract(lead + said, now)
        if when is not None and not rest.strip():
            return when
    event = public_events_dated.find(said, now, loose=True)
    if event is None:
        return None
    return Timeframe(event.since, event.until, said, event.core, named_words(said))


def _range(question: str, now: datetime) -> tuple[str, Timeframe] | None:
    """"between <period> and <period>" (`_RANGE`): the question without it, and the window from the first
    period's start to the second's end (the first the last before the second); None when either side is no
    period. The second side may run on into the question ("between the rugby and bonfine night for josh"):
    its longest leading words that are a period."""
    match = _RANGE.search(question)
    if match is None:
        return None
    first_said, words = match.group("a"), match.group("b").split()
    for n in range(len(words), 0, -1):
        last = _range_side(" ".join(words[:n]), now)
        if last is not None:
            break
    else:
        return None
    first = _range_side(first_said, now)
    if first is None:
        return None
    if first.since > last.since:  # "between christmas and new year" asked on 28 December: the christmas before it
        first = _range_side(first_said, last.since)
        if first is None:
            return None
    end = match.start("b") + len(" ".join(words[:n])) + (len(match.group("b")) - len(match.group("b").lstrip()))
    said = question[match.start():end]
    rest = " ".join((question[: match.start()] + question[end:]).split())
    core = ((first.core or (first.since, first.until))[0], (last.core or (last.since, last.until))[1])
    named = " ".join(w for w in (first.named, last.named) if w)
    return rest, Timeframe(first.since, last.until, said, core, named)


# A day of the year named with "on" ("on good friday", "on valentine's", "on boxing day") is that day: the records
# of the days around it are not what was said on it. Padded as a loosely said date is (three days each side),
# "what did maureen say on good friday" would quote the Thursday's "paid" and the Monday's news. The day after is kept:
# the news of a day is often sent the next morning ("walked 3 miles on boxing day", written on the 27th). Every
# answerable "<client> on <day>" of the blind sets' dev halves has its record on the day or the day after.
ON_THE_DAY = timedelta(days=2)


def _on_the_day(match: re.Match[str]) -> bool:
    """`match` is one named day of the year (`_DAYS`, no span beside it) said with "on"."""
    feast = match.group("feast")
    if not feast or match.group("near") or match.group("near_of") or match.group("feast_since"):
        return False
    if not match.group(0).lower().startswith("on "):
        return False
    said = " ".join(re.sub(r"['\u2019]", "", feast.lower()).split())
    return said != "easter" and re.fullmatch(_DAYS, feast, re.IGNORECASE) is not None


def _whole_units(match: re.Match[str]) -> bool:
    """The period is whole calendar months or a whole day, unpadded (`_LAST_INSTANT`)."""
    return any(match.group(g) for g in ("month", "first", "yesterday", "last_named_month", "last_year"))


def _inclusive(since: datetime, until: datetime, now: datetime) -> tuple[datetime, datetime]:
    """The window [since, until) as the inclusive one the filters read: a midnight `until` before `now` ends
    `_LAST_INSTANT` before it."""
    if until < now and (until.hour, until.minute, until.second, until.microsecond) == (0, 0, 0, 0):
        return since, until - _LAST_INSTANT
    return since, until


def named_words(phrase: str) -> str:
    """The words of a named period's phrase that name it ("on the snow day" -> "snow", "in the summer hols" ->
    "summer hols"; `Timeframe.named`)."""
    return " ".join(w for w in re.findall(r"[^\W_]+(?:['\u2019][^\W_]+)?", phrase.lower()) if w not in _NOT_NAMING)


def _core(match: re.Match[str], since: datetime, until: datetime, now: datetime) -> tuple[datetime, datetime] | None:
    """A feast's, a polling day's or a bank holiday's own days, without the padding of its window (`Timeframe.core`);
    None for every other period, and for one that runs to now ("since easter")."""
    named = match.group("feast") or match.group("vote") or match.group("bank") or match.group("campaign")
    if not named or match.group("feast_since") or match.group("vote_since") or match.group("bank_since"):
        return None
    return since + PAD, until - PAD if until < now else now


def _without_added(question: str, match: re.Match[str]) -> str:
    """`question` without the records' words plain_speech added after a word of the period's own phrase
    ("in the summer hols holiday holidays": "hols" is written out as "holiday holidays"): a period's words
    all leave the topic. Left in, "holly in the summer hols" searched the summer for "holiday holidays",
    words no record of it says, and lost a dev question of blind18 twice."""
    said = match.group(0).lower()
    after = question[match.end():]
    for plain, added in plain_speech.alternatives(question):
        words = " " + " ".join(added)
        if re.search(rf"(?<!\w){re.escape(plain.lower())}$", said) and after.lower().startswith(words.lower()):
            return question[: match.end()] + after[len(words):]
    return question


def event_as_topic(question: str, now: datetime) -> tuple[str, Timeframe] | None:
    """"what did saff say about the winter olympics": the public event asked about as the topic
    (public_events.about) read as its period, and the question without its words; None when it names none.
    Read by the chat only where the words were refused (chat/read_again.py `_as_event`): a record that
    names the event answers better than the period ("what did i say abt the heatwave to des")."""
    event = public_events.about(question, now)
    if event is None:
        return None
    said = question[event.start : event.end]
    rest = " ".join((question[: event.start] + question[event.end :]).split())
    return rest, Timeframe(event.since, event.until, said, event.core, named_words(said))


# A month with its year in two digits: "nov '25", "dec ’24" anywhere, and "in feb 26" after a word that
# puts the month around what is asked (`_ACROSS`). Left unread, "'25" stayed a topic word no record
# says, and "feb 26" was read as the 26th of February. A bare "<month> NN" is read so only when 20NN
# is the year of the last such month begun: "in feb 26" asked in March 2026 is February 2026, which
# holds the 26th too; "in march 15" asked in 2026 stays the 15th.
_SHORT_YEAR = re.compile(
    rf"(?<![\w'\u2019])(?:(?:{_ACROSS}|from|since)\s+)?(?:the\s+month\s+of\s+)?"
    rf"(?P<short_month>{'|'.join(list(MONTHS) + _SHORT)})\.?,?\s*['\u2019](?P<short_year>\d\d)\b"
    rf"|(?<![\w'\u2019])(?:{_ACROSS})\s+(?:the\s+month\s+of\s+)?"
    rf"(?P<bare_month>{'|'.join(list(MONTHS) + _SHORT)})\.?\s+(?P<bare_year>\d\d)\b(?!\s*(?:st|nd|rd|th|/|:|%|-|\u2013))",
    re.IGNORECASE,
)


def _short_year_month(match: re.Match[str], now: datetime) -> tuple[datetime, datetime] | None:
    """The month `_SHORT_YEAR` matched, in its year, clipped at `now`; None when it has not begun, or
    when a bare two-digit number is not the year of the last such month (then it is a day)."""
    name = match.group("short_month") or match.group("bare_month")
    year = 2000 + int(match.group("short_year") or match.group("bare_year"))
    if match.group("bare_month") and _month(name, now)[0].year != year:
        return None
    start = now.replace(year=year, month=month_number(name), day=1, hour=0, minute=0, second=0, microsecond=0)
    if start > now:
        return None
    end = start.replace(year=year + 1, month=1) if start.month == 12 else start.replace(month=start.month + 1)
    if match.group(0).lower().startswith(("from", "since")):
        return start - PAD, now
    return start, min(end, now)


def _window(match: re.Match[str], now: datetime, day: datetime, before: str = "") -> tuple[datetime, datetime] | None:
    if match.group("today"):
        return day, now
    if match.group("yesterday"):
        return day - timedelta(days=1), day
    if match.group("this_week"):
        return day - timedelta(days=day.weekday()), now
    if match.group("last_week"):
        # The previous calendar week and the last seven days, whichever reaches further back.
        return min(now - timedelta(days=7), day - timedelta(days=day.weekday() + 7)), now
    if match.group("this_month"):
        return day.replace(day=1), now
    if match.group("last_month"):
        # The previous calendar month and the last thirty days, whichever reaches further back.
        previous = (day.replace(day=1) - timedelta(days=1)).replace(day=1)
        return min(now - timedelta(days=30), previous), now
    if match.group("unit"):
        raw = (match.group("n") or match.group("vague")).lower()
        n = int(raw) if raw.isdigit() else _NUMBERS.get(raw) or _VAGUE[raw]
        return now - timedelta(days=n * _DAYS_PER[match.group("unit").lower()]), now
    if match.group("ago_unit"):
        return _ago(match, now)
    if match.group("one_fortnight"):
        return now - timedelta(days=_DAYS_PER["fortnight"]), now
    if match.group("vote"):
        held = (public_days.last_referendum if "referendum" in match.group("vote").lower()
                else public_days.last_us_presidential_election if match.group("vote_us")
                else public_days.last_general_election)
        return _public_day(match, "vote", held(now), now)
    if match.group("bank"):
        return _bank_holiday(match, now)
    if match.group("season"):
        return _season(match, now, before)
    if match.group("last_season"):
        return _last_season(match.group("last_season").lower(), now)
    if match.group("school"):
        return _school_summer(now)
    if match.group("clocks_verb"):
        return _clocks_run_up((match.group("clocks") or "").lower(), now)
    if match.group("run_up_feast"):
        return _run_up_to(match.group("run_up_feast").lower(), now)
    if match.group("feast"):
        return _feast(match, now)
    if match.group("lent") is not None:
        return _lent(match, now)
    if match.group("campaign"):
        # Padded as a named event is: "dry january done!! 2.5kg down" is written on 1 February.
        number = CAMPAIGN_MONTHS[" ".join(match.group("campaign").lower().split())]
        start, end = _month(next(name for name, n in MONTHS.items() if n == number), now)
        return start - PAD, min(end + PAD, now)
    # "since ..." asks what changed from a starting point: the few days before it hold the
    # starting figure ("95 kg on 30 December, losing it from new year"), so they are kept (PAD).
    if match.group("year_start") is not None:
        return day.replace(month=1, day=1) - PAD, now
    if match.group("year_half"):  # "the second half of the year": its six months, the last such begun, padded
        first_month = 1 if match.group("year_half").lower() in ("first", "1st") else 7
        since, until = _months_span(first_month, 6, now)
        if now - (since + PAD) < HALF_BEGUN:  # barely begun: the one before (`HALF_BEGUN`)
            since, until = _months_span(first_month, 6, since + PAD - timedelta(days=1))
        # Its end is the calendar's (30 June, 31 December), unpadded as a month's is: a record of the days after
        # is the next half's. Padded, "gordon's weight in the first half of the year" (2014's, asked in January
        # 2015) reached the session note of 4 July, the roster's first, and answered from it (blind30-742). Its
        # start keeps the padding: the days before hold the starting figure of a change ("how much did he lose").
        if until < now:
            until = until - PAD - _LAST_INSTANT
        return since, until
    if match.group("year_begin") is not None:  # "at the start of the year": its first months, padded
        first = day.replace(month=1, day=1)
        return first - PAD, min(_plus_months(first, YEAR_START_MONTHS) + PAD, now)
    if match.group("month_start") is not None:
        return day.replace(day=1) - PAD, now
    if match.group("first"):
        end = _month(match.group("last"), now)
        first = _month(match.group("first"), end[0] + timedelta(days=1))  # the first month at or before the last
        return first[0], end[1]
    if match.group("since"):
        part = match.group("since_part") or match.group("since_part_of")
        first = _PARTS[" ".join(part.lower().split())][0] if part else 1
        return _month(match.group("since"), now)[0] + timedelta(days=first - 1) - PAD, now
    if match.group("from"):
        return _month(match.group("from"), now)[0] - PAD, now
    if match.group("quarter") or match.group("quarter_word"):
        n = int(match.group("quarter")) if match.group("quarter") else _QUARTERS[match.group("quarter_word").lower()]
        return _months_span(3 * n - 2, 3, now)
    if match.group("part_month") or match.group("week_month"):
        start, end = _month(match.group("part_month") or match.group("week_month"), now)
        first, last = (_WEEKS[match.group("week_no").lower()] if match.group("week_month")
                       else _PARTS[_part_name(match)])
        # People place a day loosely in a month ("mid-April" for the 9th): each part is padded as
        # a named date is (query_dates.PAD), into the neighbouring month if need be.
        since = start + timedelta(days=first - 1) - PAD
        until = min(end, start + timedelta(days=last)) + PAD
        if since > now:  # "late November" asked on 5 November: last year's
            start, end = _month(match.group("part_month") or match.group("week_month"), start - timedelta(days=1))
            since = start + timedelta(days=first - 1) - PAD
            until = min(end, start + timedelta(days=last)) + PAD
        return since, min(until, now)
    if match.group("last_named_month"):
        return _last_named_month(match.group("last_named_month"), now)
    if match.group("last_year"):
        return _last_year(now)
    return _month(match.group("month"), now)


def _last_year(now: datetime) -> tuple[datetime, datetime]:
    """"last year": the calendar year before the one `now` is in, 1 January to its last instant. Unread, "last" and
    "year" were words of the topic, and "tyrone's knee last year", asked in July of records that all begin that
    January, was answered with the knee's records of this year (blind44-248, -583, -633: a false answer each)."""
    start = now.replace(year=now.year - 1, month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
    return start, start.replace(year=now.year)


def _last_named_month(name: str, now: datetime) -> tuple[datetime, datetime]:
    """"last july": the last month of that name that has ended by `now` (asked on 7 July, last year's; asked in
    December, this year's). Unread, "last july" was two topic words and "tracey's weight last july" was answered
    with her weights of any month (blind31-431): July a year before the records began holds none."""
    start, end = _month(name, now)
    if end >= now:  # the month of that name is still running: the one before it
        start, end = _month(name, start - timedelta(days=1))
    return start, end


# "a couple of weeks ago", "a few days ago": how many, at least and at most.
_AGO_VAGUE = {"couple of": (2, 3), "few": (2, 4), "several": (3, 7)}


def _ago(match: re.Match[str], now: datetime) -> tuple[datetime, datetime]:
    """"a fortnight ago", "3 weeks ago", "a couple of months ago": a point in the past said loosely, read
    as the span of one unit around it (half a unit on each side of the count, padded as a named date is),
    clipped at `now`. Left unread, "fortnight" and "ago" were the topic, no record says them, and the
    question was refused."""
    raw = " ".join(match.group("ago_n").lower().split()).removeprefix("a ")
    if raw in ("a", "an"):
        low = high = 1
    elif raw in _AGO_VAGUE:
        low, high = _AGO_VAGUE[raw]
    else:
        low = high = int(raw) if raw.isdigit() else _NUMBERS[raw]
    unit = timedelta(days=_DAYS_PER[match.group("ago_unit").lower()])
    return now - high * unit - unit / 2 - PAD, min(now, now - low * unit + unit / 2 + PAD)


def _part_name(match: re.Match[str]) -> str:
    """The `_PARTS` key of a part of a month: "later in july" is late July, "earlier in may" early May."""
    if match.group("part_er"):
        return "late" if match.group("part_er").lower() == "later" else "early"
    return " ".join((match.group("part") or match.group("part_of")).lower().split())


def _months_span(first: int, count: int, now: datetime) -> tuple[datetime, datetime]:
    """`count` months from month `first` (1-12; a span may run into the next year), the last
    such span that has begun by `now`, padded (query_dates.PAD) and clipped at `now`."""
    year = now.year if first <= now.month else now.year - 1
    start = now.replace(year=year, month=first, day=1, hour=0, minute=0, second=0, microsecond=0)
    months = start.month - 1 + count
    end = start.replace(year=start.year + months // 12, month=months % 12 + 1)
    return start - PAD, min(end + PAD, now)


def _feast(match: re.Match[str], now: datetime) -> tuple[datetime, datetime]:
    """The days of the last feast that has begun (or of the week, weekend or fortnight beside it), padded."""
    name = match.group("feast").lower()
    said = " ".join(re.sub(r"['\u2019]", "", name).split())
    # The longest name the words hold: "christmas day" before "christmas", "new years eve" before "new year".
    key = max((k for k in (*_MOVABLE, *_FIXED, *_NTH) if k in said), key=len, default="")
    for year in (now.year, now.year - 1):
        if name == "easter":
            sunday = _easter_sunday(year)
            days = (sunday - timedelta(days=2), sunday + timedelta(days=2))  # Good Friday to Easter Monday
        elif "solstice" in said or "equinox" in said:  # the last one begun (`_SUN_DAYS`)
            sunday = _sun_day(said, now)
            days = _beside(sunday, "", "around" if match.group(0).lower().startswith("around") else "")
        elif key:  # one day: pancake day, valentine's, … (`_DAYS`)
            sunday = (_easter_sunday(year) + timedelta(days=_MOVABLE[key]) if key in _MOVABLE
                      else _nth_weekday(year, *_NTH[key]) if key in _NTH else datetime(year, *_FIXED[key]))
            # "around valentine's": a single day named loosely, the week either side of it.
            days = _beside(sunday, "", "around" if match.group(0).lower().startswith("around") else "")
        else:
            sunday = datetime(year, 12, 25)
            days = (sunday - timedelta(days=1), sunday + timedelta(days=2))  # Christmas Eve to Boxing Day
        sunday, days = sunday.replace(tzinfo=now.tzinfo), tuple(d.replace(tzinfo=now.tzinfo) for d in days)
        near = match.group("near") or match.group("near_of")
        if near:
            # "the week of mothering sunday", "the fortnight before easter" (from Easter Sunday).
            side = match.group("side").lower() if match.group("near") else "of"
            days = _beside(sunday, {"wk": "week"}.get(near.lower(), near.lower()), side)
        if days[0] <= now:
            break
    if match.group("feast_since"):
        return days[0] - PAD, now
    return days[0] - PAD, min(days[1] + PAD, now)


def _lent(match: re.Match[str], now: datetime) -> tuple[datetime, datetime]:
    """The days of the last Lent begun by `now` (`_LENT_DAYS`), padded; "since lent" from its first day to now."""
    for year in (now.year, now.year - 1):
        easter = _easter_sunday(year).replace(tzinfo=now.tzinfo)
        first, until = (easter + timedelta(days=_LENT_DAYS[0]), easter + timedelta(days=_LENT_DAYS[1] + 1))
        if first <= now:
            break
    if match.group("lent_since"):
        return first - PAD, now
    return first - PAD, min(until + PAD, now)


def _sun_day(said: str, now: datetime) -> datetime:
    """The solstice or equinox `said` names (`_SUN_DAYS`): the one its words name, or either, the last begun."""
    kind = "solstice" if "solstice" in said else "equinox"
    named = [md for word, md in _SUN_DAYS[kind].items() if word in said.split()]
    days = set(named) if named else set(_SUN_DAYS[kind].values())
    begun = [datetime(year, m, d) for year in (now.year, now.year - 1) for m, d in days
             if datetime(year, m, d, tzinfo=now.tzinfo) <= now]
    return max(begun)


def _public_day(match: re.Match[str], group: str, on: date | None, now: datetime) -> tuple[datetime, datetime]:
    """The window of a public event's day `on` (shared/domain/public_days.py): the day itself, or the
    week, weekend or fortnight after, before or around it ("of"), padded as a feast is; "since / after"
    it runs to now; "around" it, the week either side.
    An event before any the calendar knows (`on` None) is read as the earliest possible window."""
    if on is None:
        return datetime(1970, 1, 1, tzinfo=now.tzinfo), now
    day = datetime(on.year, on.month, on.day, tzinfo=now.tzinfo)
    if match.group(f"{group}_since"):
        return day - PAD, now
    near = (match.group(f"{group}_near") or "").lower()
    side = (match.groupdict().get(f"{group}_side") or "of").lower()
    if not near and match.group(0).lower().startswith("around"):
        side = "around"
    days = _beside(day, near, side)  # no span named: the day ("on polling day", "on election day")
    return days[0] - PAD, min(days[1] + PAD, now)


def _beside(day: datetime, near: str, side: str) -> tuple[datetime, datetime]:
    """The days named by one day (`day`, its midnight) and the span beside it (`near`: a week, weekend or
    fortnight; "" none): "after" it, the span from the day's end; "before" it, the span to its start;
    "of" it, the day with half the span on each side; with no span, "around" it the week either side
    (AROUND), else the day itself. Feasts (`_feast`) and public days (`_public_day`) alike.

    "The week of X" is centred on X's day, as the other sides are measured from the day's edges: half
    the span before its start and half after its end. Feasts read it as half the span either side of
    the day's midnight until h-tidy25 (docs/ARCHITECTURE.md), which ended it a day early ("the week of
    mothering sunday" ran three and a half days before the Sunday and two and a half after it), while
    public days read it as here; one of them had to be wrong, and it was the lopsided one."""
    one = timedelta(days=1)
    if near in _NEAR:
        length = timedelta(days=_NEAR[near])
        if side == "after":
            return day + one, day + one + length
        if side == "before":
            return day - length, day
        return day - length / 2, day + one + length / 2
    if side == "around":
        return day - AROUND, day + one + AROUND
    return day, day + one


def _bank_holiday(match: re.Match[str], now: datetime) -> tuple[datetime, datetime]:
    """The last bank holiday weekend of that name that has begun (Saturday to its Monday), padded as a
    feast is; "since / after the may bank holiday" runs from it to now; "the day / week after (before, of) the
    spring bank holiday" is that span beside it (`_beside`: after its last Monday, before its first Saturday, "of" around
    all its days)."""
    month, first_one, last_one = _BANK_HOLIDAYS[" ".join(match.group("bank").lower().split())]
    for year in (now.year, now.year - 1):
        first = datetime(year, month, 1, tzinfo=now.tzinfo)
        mondays = [first + timedelta(days=d) for d in range(31)
                   if (first + timedelta(days=d)).month == month and (first + timedelta(days=d)).weekday() == 0]
        # From the Saturday before the first Monday it may be to the end of the last.
        days = (mondays[first_one] - timedelta(days=2), mondays[last_one] + timedelta(days=1))
        if days[0] <= now:
            break
    if match.group("bank_since"):
        return days[0] - PAD, now
    near = (match.group("bank_near") or "").lower()
    if near:  # "the day after the spring bank holiday": the Tuesday, from the end of its weekend
        side = match.group("bank_side").lower()
        # After its last Monday, before its first Saturday, and "the week of" it around every day it may be
        # ("the week of the may bank holiday": either of May's two).
        first, last = _beside(days[0], near, side), _beside(days[1] - timedelta(days=1), near, side)
        days = last if side == "after" else first if side == "before" else (first[0], last[1])
    return days[0] - PAD, min(days[1] + PAD, now)


def _plus_months(start: datetime, months: int) -> datetime:
    month = start.month - 1 + months
    return start.replace(year=start.year + month // 12, month=month % 12 + 1)


def _season(match: re.Match[str], now: datetime, before: str = "") -> tuple[datetime, datetime] | None:
    """A season's three months padded by SEASON_PAD: the one of the year named ("the winter of 2018":
    December 2018 on), else the last that has begun by `now`, clipped at now. None when no year is named,
    the season is the next to come (within _COMING_DAYS) and not running, and the words before it (`before`)
    ask of now or later (`_to_come`): a time still ahead."""
    first = _SEASONS[match.group("season").lower()]
    if match.group("season_year"):
        start = datetime(int(match.group("season_year")), first, 1, tzinfo=now.tzinfo)
        if start > now:
            return None
    else:
        start = max(s for s in (datetime(y, first, 1, tzinfo=now.tzinfo) for y in (now.year - 1, now.year))
                    if s <= now)
        coming = start.replace(year=start.year + 1)
        if now >= _plus_months(start, 3) and (coming - now).days <= _COMING_DAYS and _to_come(before):
            return None
    return start - SEASON_PAD_BEFORE, min(_plus_months(start, 3) + SEASON_PAD, now)


# A client's thing said alone before a season ("nilesh's calf", "stace's left shoulder"): asked of what the records tell.
_THING_OF = re.compile(r"\s*[^\W\d_]+['\u2019]s?\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\s*$")


def _to_come(before: str) -> bool:
    """The words before a season that is the next to come ask of it: of now or later or a plan (as of a month to
    come, `_ahead`: "what's he doing in the spring", "can she race in the spring"), or of anything not of the past
    ("is he racing in the summer", "any trips during the spring"). Not words of the past ("how was he in the
    spring", `_PAST`), nor a client's thing said alone ("nilesh's calf in the spring", "stace's shoulder in the
    spring" asked in January, `_THING_OF`): the spring gone. Left unread, the season's words stayed topic words and
    those two were answered from a calf strain and a shoulder of the summer and autumn (h-fail54: blind43-589,
    blind41-644, dev)."""
    if _asks_a_plan(before) or (_PRESENT.search(before) and not _PAST.search(before)):
        return True
    return not (_PAST.search(before) or _THING_OF.match(before))


def _last_season(name: str, now: datetime) -> tuple[datetime, datetime]:
    """"last summer": the last season of that name that has ended by `now` (asked in February, last summer
    is the one of the year before; asked in winter, "last winter" is the one before the running one),
    padded as a season is. Unread, "euan's times last summer" searched every month for "summer", a word
    no record of August says ("10m 1.89 and the spider drill 17.2 secs")."""
    start, end = last_season(name, now)
    return start - SEASON_PAD_BEFORE, min(end + SEASON_PAD, now)


def last_season(name: str, now: datetime) -> tuple[datetime, datetime]:
    """The last season called `name` ("summer") that has ended by `now`, its meteorological months unpadded:
    what "last summer" means said at `now` — in a question (`_last_season`) or in a record written then
    (event_dates.reporting_clauses)."""
    first = _SEASONS[name.lower()]
    start = max(s for s in (datetime(y, first, 1, tzinfo=now.tzinfo) for y in (now.year - 2, now.year - 1, now.year))
                if _plus_months(s, 3) <= now)
    return start, _plus_months(start, 3)


# "before christmas", "in the run-up to easter": the weeks people count down to the feast, not its own days.
# Read as Christmas's days (24 to 26 December), "margaret's back before christmas" searched the week of
# Christmas dinner and missed her back going on 16 November; "who had an op before christmas" kept
# "before" as a topic word. Eight weeks: Christmas's run-up from the start of November, Easter's Lent.
RUN_UP = timedelta(weeks=8)


def _run_up_to(name: str, now: datetime) -> tuple[datetime, datetime]:
    """The RUN_UP weeks before the last Christmas (Christmas Eve) or Easter (Good Friday) whose run-up has
    begun by `now`, to the feast's first day, padded before as a named date is and clipped at `now`."""
    for year in (now.year, now.year - 1):
        if name == "easter":
            first = _easter_sunday(year).replace(tzinfo=now.tzinfo) - timedelta(days=2)
        else:
            first = datetime(year, 12, 24, tzinfo=now.tzinfo)
        if first - RUN_UP <= now:
            break
    return first - RUN_UP - PAD, min(first, now)


def _clocks_run_up(way: str, now: datetime) -> tuple[datetime, datetime]:
    """"before the clocks went back" (forward): the RUN_UP weeks before the last such change begun by `now` (the
    last Sunday of October; of March), padded before, the day of the change kept (its records say "clocks went back,
    still missed the bus"). Unread, "pulse clocks went" were topic words no record of the weeks before says
    ("pulse all over the place, 110" in August, the weekly resting heart rates) and the question was refused.
    With no direction said ("before the clocks went", "before the clocks changed"), the last change either way.
    Only "before": after and since the change are left to the words, which the clients write themselves
    (module doc)."""
    months = {"back": (10,), "forward": (3,)}.get(way, (3, 10))  # no direction said: the last change of either
    changes = []
    for year in (now.year, now.year - 1):
        for month in months:
            last = datetime(year, month, 31, tzinfo=now.tzinfo)  # October and March have 31 days
            changes.append(last - timedelta(days=(last.weekday() - 6) % 7))  # their last Sunday
    day = max(d for d in changes if d <= now)
    return day - RUN_UP - PAD, min(day + timedelta(days=1), now)


# "in the school holidays", said with no season, are the long ones: the summer's, from the last weeks of July to
# the first days of September in England and Wales (Scotland's begin late June; the padding and the weeks
# either side hold most of both). Unread, "school holidays" were two topic words no record says ("summer camp
# in london, 5 games in 3 days" is their news) and the question was refused.
_SCHOOL_SUMMER = ((7, 20), (9, 5))


def _school_summer(now: datetime) -> tuple[datetime, datetime]:
    """The last school summer holidays begun by `now` (`_SCHOOL_SUMMER`), padded as a season is and clipped at now."""
    (first_month, first_day), (last_month, last_day) = _SCHOOL_SUMMER
    year = now.year if (now.month, now.day) >= (first_month, first_day) else now.year - 1
    start = datetime(year, first_month, first_day, tzinfo=now.tzinfo)
    end = datetime(year, last_month, last_day, tzinfo=now.tzinfo) + timedelta(days=1)
    return start - SEASON_PAD, min(end + SEASON_PAD, now)


def _nth_weekday(year: int, month: int, nth: int, weekday: int) -> datetime:
    """The `nth` (1-5) `weekday` (0 Monday … 6 Sunday) of `month` in `year`."""
    first = datetime(year, month, 1)
    return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))


def _easter_sunday(year: int) -> datetime:
    """Western Easter Sunday of `year` (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return datetime(year, month, day + 1)


def _month(name: str, now: datetime) -> tuple[datetime, datetime]:
    """The last month of that name that has begun by `now`, clipped at `now`."""
    month = month_number(name)
    year = now.year if month <= now.month else now.year - 1  # "in May" is the last May
    start = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    end = start.replace(year=year + 1, month=1) if month == 12 else start.replace(month=month + 1)
    return start, min(end, now)


# "the fortnight before his comp", "the week after the op", "3 days before the race": a span on one
# side of an event of the client's own, whose date only their records tell (chat's prepare looks it up:
# shared/usecases/search.py `event_time`). Feasts are `extract`'s ("the week after easter"); "the week
# before last", "the day after tomorrow" are no event.
_EVENT_SPAN = re.compile(
    rf"\b(?:(?:in|over|during|for|within) )?(?:the )?(?:(?P<n>{_N}) )?(?P<unit>day|week|wk|weekend|fortnight|month|mth)s?"
    r" (?P<side>before|after|leading up to|running up to|in the run up to|following)\s+(?P<event>[^,;.!?]+)",
    re.IGNORECASE,
)
_NO_EVENT = frozenset("last next this that then it tomorrow yesterday today now".split())
_SPAN_DAYS = {**_DAYS_PER, "weekend": 3}


@dataclass(frozen=True)
class EventSpan:
    event: str      # the event's words as asked ("his comp")
    days: int       # how long the span is
    before: bool    # before the event (else after it)
    phrase: str     # the words taken out of the question
    run_up: bool = False  # "in the run-up to …": no length given (`_RUN_UP`)

    def up_to(self, at: datetime) -> Timeframe:
        """Everything before the event dated `at`, its day included: the run-up of a topic asked about
        ("his knee in the run-up to the derby") is as long as the topic, which began who knows when;
        only what came after the event is not asked."""
        return Timeframe(datetime(1970, 1, 1, tzinfo=at.tzinfo), at + timedelta(days=1), self.phrase)

    def window(self, at: datetime) -> Timeframe:
        """The span around the event dated `at`: its day is in it either way (a record of the day may
        be dated a little before or after the event itself)."""
        day = timedelta(days=1)
        span = timedelta(days=self.days)
        since, until = (at - span - day, at + day) if self.before else (at - day, at + span + day)
        return Timeframe(since, until, self.phrase)


# "raff check-in after they got knocked out", "the note before the op", "her check-in while he was in
# the boot": a record named by its kind and dated by the client's event alone, no length given. Read
# only for a question that names a kind of record (a check-in is weekly, a note per session): the
# record asked is among the first ones on that side of the event, within RECORD_SPAN_DAYS of it;
# "while" / "during" name a state that lasts (a boot, a block), within RECORD_STATE_DAYS of its start.
_RECORD_EVENT = re.compile(r"\b(?P<side>after|following|before|while|during)\s+(?P<event>[^,;.!?:]+)", re.IGNORECASE)
RECORD_SPAN_DAYS = 14
RECORD_STATE_DAYS = 28


def record_event_span(question: str) -> tuple[str, EventSpan | None]:
    """`event_span`, and for a clause with no length ("after the fall", "while he was in the boot") the
    span a record of the kind the question names is looked for in (RECORD_SPAN_DAYS on that side of
    the event, RECORD_STATE_DAYS from the start of a state); (question, None) when it asks neither."""
    rest, span = event_span(question)
    if span is not None:
        return rest, span
    match = _RECORD_EVENT.search(question)
    if match is None:
        return question, None
    event = " ".join(match.group("event").split())
    if not _named_event(event):
        return question, None
    side = match.group("side").lower()
    days = RECORD_STATE_DAYS if side in ("while", "during") else RECORD_SPAN_DAYS
    return _cut(question, match), EventSpan(event, days, side == "before", match.group(0))


# "in the run-up to evo", "the lead-up to the comp", "during her build-up to the wedding": the time
# before an event of the client's own with no length given, read as RUN_UP_DAYS before it. Only the
# noun (after "the" or a possessive): "build up to 10k" is a plan, not a time. Left in the question,
# "run-up" was read as the words "run" and "up", and "run" found "running 5 late".
RUN_UP_DAYS = 28
_RUN_UP = re.compile(
    r"\b(?:(?:in|over|during|through|throughout|for) )?(?:the|his|her|their|my|your) "
    r"(?:run|lead|build)(?:-|\u2010|\u2011| )?up (?:to|for|before)\s+(?P<event>[^,;.!?]+)",
    re.IGNORECASE,
)


def _named_event(event: str) -> bool:
    """The words after "before …" / "the run-up to …" name an event ("his comp"), not a day ("last", "tomorrow")."""
    said = re.findall(r"[^\W_]+", event.lower())
    return bool(said) and said[0] not in _NO_EVENT and not all(w in _NO_EVENT for w in said)


def _cut(question: str, match: re.Match[str]) -> str:
    """The question without the clause `match` read, its spaces tidied."""
    return " ".join((question[: match.start()] + question[match.end():]).split())


def _run_up(question: str) -> re.Match[str] | None:
    """The question's "in the run-up to <event>" clause (`_RUN_UP`) when it names an event; else None."""
    match = _RUN_UP.search(question)
    return match if match is not None and _named_event(match.group("event")) else None


def without_run_up(question: str) -> str:
    """The question without its "in the run-up to <event>" clause (`_RUN_UP`): where the question gives
    its own dates ("maggie in the run-up to the nationals, mid august"), the clause only says which
    side of the event those dates are, and its words are no topic."""
    match = _run_up(question)
    return question if match is None else _cut(question, match)


def event_span(question: str) -> tuple[str, EventSpan | None]:
    """The question without its span relative to an event ("anything in the fortnight before his
    comp" -> "anything"), and the span; (question, None) when it asks none. Read where `extract`
    found no period. "in the run-up to <event>" with no length is RUN_UP_DAYS before it."""
    match = _EVENT_SPAN.search(question)
    if match is None:
        run_up = _run_up(question)
        if run_up is None:
            return question, None
        return _cut(question, run_up), EventSpan(" ".join(run_up.group("event").split()), RUN_UP_DAYS, True,
                                                 run_up.group(0), True)
    event = " ".join(match.group("event").split())
    if not _named_event(event):
        return question, None
    raw = (match.group("n") or "1").lower()
    n = int(raw) if raw.isdigit() else _NUMBERS.get(raw, 1)
    days = n * _SPAN_DAYS[match.group("unit").lower()]
    before = match.group("side").lower() not in ("after", "following")
    return _cut(question, match), EventSpan(event, days, before, match.group(0))
