#!/usr/bin/env python3
"""Build the fifteenth blind data set for the answer benchmark (bench/answers_data/blind15.json).

    functions/venv/bin/python -m bench.answers_data.build_blind15

Four trainers of kinds the other rosters do not have (an ice-hockey strength and conditioning coach
with a 16-year-old goalie with a right hip labral tear whose mum texts, a women's league defender
with low iron who is concussed in November and whose partner texts from A&E, and a Dutch recreational
player of 47 on ramipril who pulls his left groin again and whose daughter texts; a cycling coach of
track sprint, cyclocross and hill climbs with a track sprinter who breaks his right collarbone in a
keirin crash and whose brother texts, a cyclocross racer with asthma in cold air who sprains her
right wrist and whose husband texts, and a hill climber of 66 with a replaced left hip and a raised
PSA whose wife texts; a learning-disability and Special Olympics coach with a sprinter and long jumper
with Down's syndrome on levothyroxine whose mum writes with him, an autistic swimmer of 19 whose dad
texts, and a footballer of 41 with type 2 diabetes whose support worker texts; a polar and desert
expedition coach with a firefighter skiing solo to the South Pole whose wife relays his satellite
calls, a junior doctor training for the Marathon des Sables whose sister texts, and a retired police
inspector pulling a pulk 100 miles in the Yukon Arctic Ultra whose husband texts), 12 clients,
10 July 2023 to 23 February 2024 (asked on 26 February 2024): one-to-one chats, two group chats,
session notes, four session transcripts, check-ins, client profiles and health data (weight four
times, steps twice, resting heart rate twice, systolic blood pressure twice, goals, lab panels), in
the format of demo/data/demo_dataset.json. Written on 2026-11-30 by helper h-blind15 (issue 14)
without reading shared/domain/*.py, shared/usecases/*.py, functions/*, any list of benchmark
failures or any result file: a held-out check of whether the fixes made on the other sets generalise.

The period, July 2023 to February 2024, is one no other roster covers (blind14 starts in March 2024),
and it crosses a new year: a line's "MM-DD" in July to December is 2023, in January or February 2024
(`when`). The August bank holiday, the Rugby World Cup, the clocks going back, Halloween, bonfire
night, Diwali, Black Friday, Christmas, Hogmanay, dry January, Storm Isha (21 January 2024), Burns
night, the Chinese new year and Valentine's day lie inside it. The story messages are written the way
people text: lowercase, typos, run-ons, emoji, shorthand and slang (ice hockey "butterfly", "save %",
"d", "+2", "double header", "the glass"; cycling "flying 200", "keirin", "the boards",
"the Hoy", "ftp", "w/kg", "off camber", "turbo", "zwift"; expeditions "pulk", "tyre drag", "sat
phone", "sastrugi", "frostnip", "MdS"; Special Olympics "regional games", "PB"), other
languages' words (Dutch "lekker", "borrels", "beterschap", "alternatieve elfstedentocht", Norwegian
"hei", "takk", "ha det", Yoruba "e se", Punjabi "shukriya", Scots "aye"), a voice-note run-on, mixed
units (kg, km, miles, m, cm, seconds, minutes, hours, watts, w/kg, kcal, degrees, mg, micrograms, IU,
mmol/L, mmol/mol, nmol/L, ug/L, mU/L, bpm, mmHg, pounds sterling), negations ("not broken", "no ct scan
needed", "not torn", "not cartilage", "no injection in the end", "no surgery", "no extra tablet
needed"), revisions later (the Weissensee planned then off, British nationals planned then off, the
national hill climb planned and not driven to, the March gala said no to), plans never carried out
or lying after the period (Greenland, the Yukon 300, the Bealach Mor, the national games), facts
only in the coach's reply or only in a note, facts split across turns, a family member writing for
a client (a mum, a partner, a daughter, a brother, a husband, a wife twice, a mum who helps with the
phone, a dad, a support worker, a sister, a husband), names that are also words (Summer, Bill, Mark,
Jade, Pearl, Miles, Ivy, Jack), and two pairs of clients with similar problems (Jack's right hip and
Mark's left groin; Miles's frostnip and Colin's frostbite). The everyday chatter between them comes
from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part,
food, drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind15_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind15_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write
from demo import records

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind15.json", HERE / "blind15_tags.json"
START, END = datetime(2023, 7, 10, 7, 0), datetime(2024, 2, 23, 21, 0)
ASKED_AT = "2024-02-26T09:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" in July to December is 2023, in January or February 2024."""
    return records.at(text, 2023 if int(text[:2]) >= 7 else 2024)


TRAINERS = [
    {"id": "coach-kirsty", "displayName": "Kirsty Lennox", "email": "kirsty.lennox@example.com", "short": "kirsty"},
    {"id": "coach-dougie", "displayName": "Dougie Fairbairn", "email": "dougie.fairbairn@example.com", "short": "dougie"},
    {"id": "coach-nadia", "displayName": "Nadia Farouk", "email": "nadia.farouk@example.com", "short": "nadia"},
    {"id": "coach-ingrid", "displayName": "Ingrid Solberg", "email": "ingrid.solberg@example.com", "short": "ingrid"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("kirsty", "jack-pemberton", "Jack Pemberton", "jack"),
    ("kirsty", "ivy-sandhu", "Ivy Sandhu", "ivy"),
    ("kirsty", "mark-verhoeven", "Mark Verhoeven", "mark"),
    ("dougie", "tayo-adebayo", "Tayo Adebayo", "tayo"),
    ("dougie", "summer-kerr", "Summer Kerr", "summer"),
    ("dougie", "bill-mackintosh", "Bill Mackintosh", "bill"),
    ("nadia", "robbie-quinn", "Robbie Quinn", "robbie"),
    ("nadia", "jade-okafor", "Jade Okafor", "jade"),
    ("nadia", "dennis-holt", "Dennis Holt", "dennis"),
    ("ingrid", "miles-fenwick", "Miles Fenwick", "miles"),
    ("ingrid", "pearl-nwosu", "Pearl Nwosu", "pearl"),
    ("ingrid", "colin-shaw", "Colin Shaw", "colin"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("jack", "ivy", "summer", "dennis", "miles", "pearl")

PROFILES = [
    {"clientId": "jack-pemberton", "age": 16, "goal": "Be the number one goalie for the U18s and get into the GB development programme",
     "dietaryRestrictions": [], "injuries": ["right hip, femoroacetabular impingement and a small labral tear"],
     "notes": "Ice hockey goalie, U18s. Year 12 at college in Nottingham. Mum Dee."},
    {"clientId": "ivy-sandhu", "age": 24, "goal": "Quicker first three strides and stronger in the corners",
     "dietaryRestrictions": [], "injuries": ["concussion (November 2023)"],
     "notes": "Defender, women's national league team. Dental nurse at a practice in Beeston. Low ferritin, on iron. Partner Lauren."},
    {"clientId": "mark-verhoeven", "age": 47, "goal": "Lose 8 kg and get through a season without a groin strain",
     "dietaryRestrictions": [], "injuries": ["left adductor strain (recurring)"],
     "notes": "Dutch, plays recreational hockey on Sunday nights with the Ice Badgers. Mechanical engineer in Derby. High blood pressure, ramipril. Daughter Femke."},
    {"clientId": "tayo-adebayo", "age": 20, "goal": "Flying 200 under 10.5 seconds",
     "dietaryRestrictions": ["no pork"], "injuries": ["right collarbone fracture, plated (August 2023)"],
     "notes": "Track sprinter (sprint, keirin) at the Sir Chris Hoy Velodrome. Third-year mechanical engineering student at Strathclyde. Brother Femi."},
    {"clientId": "summer-kerr", "age": 38, "goal": "Top 10 at the national cyclocross championships",
     "dietaryRestrictions": ["coeliac"], "injuries": ["exercise-induced asthma", "right wrist sprain (November 2023)"],
     "notes": "Cyclocross, Scottish series. GP receptionist in Paisley. Husband Craig."},
    {"clientId": "bill-mackintosh", "age": 66, "goal": "Under 8 minutes up the Crow Road at the Scottish hill climb championship",
     "dietaryRestrictions": [], "injuries": ["left hip replacement (2021)"],
     "notes": "Hill climber. Retired joiner in Lennoxtown. Hearing aids. Wife Morag."},
    {"clientId": "robbie-quinn", "age": 22, "goal": "A gold medal at the Special Olympics regional games",
     "dietaryRestrictions": [], "injuries": ["flat feet (insoles)"],
     "notes": "Down's syndrome, underactive thyroid (levothyroxine). 100 m and long jump. Lives with his mum Tricia in Horsforth, who helps with his phone."},
    {"clientId": "jade-okafor", "age": 19, "goal": "100 m backstroke under 1:45",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right shoulder (swimmer's shoulder, October 2023)"],
     "notes": "Autistic, sensitive to noise, ear defenders poolside. Special Olympics swimmer. Animal care student at college from September 2023. Dad Emeka."},
    {"clientId": "dennis-holt", "age": 41, "goal": "Play in goal for the Thursday football team",
     "dietaryRestrictions": ["diabetic diet"], "injuries": ["left knee osteoarthritis"],
     "notes": "Learning disability, lives in supported living at Beech Court, Leeds. Type 2 diabetes, metformin. Support worker Shaz. Leeds United fan."},
    {"clientId": "miles-fenwick", "age": 35, "goal": "Ski solo and unsupported from Hercules Inlet to the South Pole",
     "dietaryRestrictions": [], "injuries": ["lower back (right side, August 2023)"],
     "notes": "Firefighter in Inverness. Expedition November 2023 to January 2024, raising money for the Fire Fighters Charity. Wife Hannah."},
    {"clientId": "pearl-nwosu", "age": 29, "goal": "Finish the Marathon des Sables in April 2024",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": ["left plantar fasciitis (October 2023)"],
     "notes": "Junior doctor in emergency medicine in Edinburgh, works nights and weekends on a rota. Sister Adaeze."},
    {"clientId": "colin-shaw", "age": 52, "goal": "Finish the Yukon Arctic Ultra 100 miles on foot",
     "dietaryRestrictions": [], "injuries": ["right knee (mild arthritis)", "frostbite, right toes (February 2024)"],
     "notes": "Retired police inspector in Aviemore. Atorvastatin. Husband Alan."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "jack": [
        L("07-11 19:30", "c", "hi kirsty its jack, goalie for the u18s. mum said to message u. my right hip pinches when i drop into butterfly, been like 2 months", "jack-intro"),
        L("07-11 20:00", "t", "Hi Jack! Off-ice with me Tuesday and Friday, hip mobility every day, and let's get a physio to look at that pinch before the season starts in September.", "jack-intro-coach"),
        L("07-25 18:00", "c", "physio said its prob FAI, cam type. no scan yet, do the exercises 6 wks and see", "jack-physio"),
        L("08-14 21:10", "c", "Hi Kirsty, it's Dee, Jack's mum. He's been doing his hip exercises every night without me nagging, which is a first 😂 Is it OK for him to go to goalie camp in Sheffield next week? 5 days on the ice.", "jack-dee"),
        L("08-14 21:40", "t", "Hi Dee, that's great to hear. Yes to camp, but no more than 2 ice sessions a day and his hip exercises morning and night.", "jack-dee-coach"),
        L("08-26 17:00", "c", "camp was class. hip sore on day 4 tho, skipped the afternoon", "jack-camp"),
        L("09-16 20:30", "c", "first league game, 28 saves from 31 shots, we won 4-3 🥅", "jack-first-game"),
        L("10-14 19:00", "c", "save % is .912 after 6 games", "jack-savepct"),
        L("10-30 18:00", "c", "hip bad again after the double header. cant get down properly in butterfly. pain like 6/10", "jack-hip-bad"),
        L("10-30 18:30", "t", "No ice till Thursday, no deep squats, and back to the physio this week please.", "jack-hip-bad-coach"),
        L("11-08 17:30", "c", "physio sent me for an mri now. waiting list is 8 weeks 🙄", "jack-mri-referral"),
        L("12-19 16:00", "c", "mri done. small labral tear right hip. consultant says no op for now, physio + maybe an injection in the new year", "jack-mri"),
        L("12-27 13:00", "c", "merry xmas kirsty 🎄 got new pads! vaughn ones", "jack-xmas"),
        L("01-20 19:00", "c", "no injection in the end, hip way better since xmas. playing full games", "jack-no-injection"),
        L("02-03 20:00", "c", "got picked for the gb u18 development camp over feb half term 🇬🇧", "jack-gb"),
        L("02-17 18:00", "c", "camp done. goalie coach says my rebound control needs work. hip 2/10", "jack-gb-camp"),
    ],
    "ivy": [
        L("07-12 20:00", "c", "hey kirsty, ivy, d for the women's team. want to be faster on my first 3 strides + stronger in the corners. also always knackered lately", "ivy-intro"),
        L("07-12 20:30", "t", "Hi Ivy! Sprint starts and heavy sleds Mondays and Wednesdays. If the tiredness sticks around, ask your GP for bloods.", "ivy-intro-coach"),
        L("08-03 18:00", "c", "gp did bloods. ferritin 9 🙃 on ferrous fumarate 210mg every other day", "ivy-iron"),
        L("08-22 19:00", "c", "5-10-5 was 4.88 today, was 5.02 in july", "ivy-5105"),
        L("09-24 21:00", "c", "first weekend of the season, 1 assist, +2 😎", "ivy-season"),
        L("11-05 22:40", "c", "Hi Kirsty, this is Lauren, Ivy's partner. Ivy took a big hit into the boards tonight and hit her head on the glass. She's got a headache and feels sick so we're at A&E now. She won't be at training tomorrow.", "ivy-lauren"),
        L("11-05 22:55", "t", "Thanks for letting me know Lauren. No training until she's been cleared; tell her I'm thinking of her.", "ivy-lauren-coach"),
        L("11-07 12:00", "c", "concussion. no ct scan needed they said. no screens, no hockey, graded return", "ivy-concussion"),
        L("11-20 18:00", "c", "still get headaches if i look at my phone too long. on stage 2 of the return to play, light bike only", "ivy-rtp2"),
        L("12-11 19:00", "c", "passed stage 5, full contact practice no symptoms 🙌 cleared for games after xmas", "ivy-cleared"),
        L("01-06 21:00", "c", "first game back, played 18 mins, no headache. bit scared going into corners tbh", "ivy-first-back"),
        L("01-07 10:00", "t", "Totally normal to be wary. We'll do contact drills on Tuesday so the corners feel familiar again.", "ivy-first-back-coach"),
        L("01-19 18:00", "c", "ferritin 41 now!! gp says carry on with the iron til march", "ivy-ferritin2"),
        L("02-10 20:00", "c", "shukriya for everything this season kirsty. named in the squad for the playoffs in march 🏒", "ivy-playoffs"),
    ],
    "mark": [
        L("07-13 19:00", "c", "Hallo Kirsty, Mark here, 47, I play rec hockey on Sunday nights with the Ice Badgers. I want to lose 8 kg and stop pulling my groin every season. Also doctor says my bloodpressure is high, 148/95.", "mark-intro"),
        L("07-13 19:45", "t", "Hi Mark! Adductor strengthening (Copenhagen planks), two gym sessions a week and a daily walk. Let's check the blood pressure again in a couple of months.", "mark-intro-coach"),
        L("08-08 20:00", "c", "ramipril 2.5mg started this week. little bit dizzy in the morning", "mark-ramipril"),
        L("09-10 22:00", "c", "first game of the season. groin ok! 1 goal 🏒 lekker", "mark-first-game"),
        L("09-25 20:00", "c", "my friend Joost wants us to do the alternatieve elfstedentocht on the weissensee in january, 200 km on natural ice 😬", "mark-weissensee"),
        L("10-01 21:30", "c", "pulled the groin. left side. again 🤦 same as last year", "mark-groin"),
        L("10-01 21:50", "t", "Ice and rest for a few days, then Copenhagen planks on the short lever only. No hockey for 2 weeks at least.", "mark-groin-coach"),
        L("10-22 19:00", "c", "back skating, groin fine. 94.2 kg this morning", "mark-back"),
        L("11-12 12:00", "c", "Hi Kirsty, Femke here, Mark's daughter. Dad asked me to tell you he's in Eindhoven for work for 2 weeks and won't make Tuesdays 🙂", "mark-femke"),
        L("12-04 20:00", "c", "weissensee is off, flights too much with femke's uni fees", "mark-weissensee-off"),
        L("12-18 18:00", "c", "voice: so its the christmas party season and i have 3 borrels this week i know i know the bitterballen and the beer i will be good and maybe i skip the sunday game also because we go to my parents in utrecht for christmas from the 22nd to the 2nd", "mark-voice"),
        L("12-18 18:30", "t", "Enjoy it Mark! Two walks a day in Utrecht and we'll get back on track on the 3rd.", "mark-voice-coach"),
        L("01-08 19:00", "c", "92.8 after christmas, not so bad. dry january going ok, 8 days", "mark-dry-jan"),
        L("01-30 20:00", "c", "bp at the gp 132/84 👍 doctor happy", "mark-bp-ok"),
        L("02-12 21:00", "c", "we won the rec league cup! I scored in the final, 3-2", "mark-cup"),
    ],
    "tayo": [
        L("07-10 18:00", "c", "yo dougie, tayo. sprint + keirin at the hoy. want to go under 10.5 for the flying 200 this season. pb 10.81", "tayo-intro"),
        L("07-10 18:30", "t", "Good to meet you Tayo. Gym Monday and Thursday (heavy squats and hip thrusts), track Tuesday and Saturday. We'll test the flying 200 in September.", "tayo-intro-coach"),
        L("07-29 20:00", "c", "back squat 175 x 3 today 💪", "tayo-squat"),
        L("08-19 21:30", "c", "Hi Dougie this is Femi, Tayo's brother. Tayo crashed in the keirin tonight at the Hoy, he's in the QEUH, they think his collarbone is broken. He's ok just sore. I'll keep you posted", "tayo-femi"),
        L("08-19 21:45", "t", "Thanks Femi, glad he's ok. Tell him not to worry about training at all.", "tayo-femi-coach"),
        L("08-21 11:00", "c", "right collarbone broken in 2 places. plate and 7 screws on wednesday 😬", "tayo-collarbone"),
        L("08-24 15:00", "c", "op went fine. sling for 2 wks. can i turbo?", "tayo-op"),
        L("08-24 15:20", "t", "Turbo from next week, seated and easy, no sprinting out of the saddle until the surgeon says so.", "tayo-op-coach"),
        L("09-28 19:00", "c", "surgeon happy w the xray, bone healing. allowed back on the track in 2 wks", "tayo-xray"),
        L("10-14 18:00", "c", "first session back on the boards, felt rusty but no pain", "tayo-back-track"),
        L("11-18 20:00", "c", "flying 200: 10.74 🔥 pb", "tayo-pb1"),
        L("11-25 12:00", "c", "going to british nationals in manchester end of jan?", "tayo-nationals-plan"),
        L("12-09 19:00", "c", "scottish track champs: 2nd in the sprint, lost the final 2-1. 4th in the keirin", "tayo-scottish"),
        L("01-08 17:00", "c", "not doing nationals, too close to exams and the train + hotel is 300 quid", "tayo-nationals-off"),
        L("01-15 18:00", "c", "exam season, only 3 sessions a week till the 26th", "tayo-exams"),
        L("02-10 19:00", "c", "flying 200 10.62 🚀 new pb again. e se dougie", "tayo-pb2"),
        L("02-10 19:15", "t", "10.62! Sub 10.5 is on for the summer.", "tayo-pb2-coach"),
    ],
    "summer": [
        L("07-14 20:00", "c", "hi dougie summer here. doing the scottish cx series this winter + want a top 10 at the nationals in jan. asthma in cold air is my thing 😮‍💨", "summer-intro"),
        L("07-14 20:30", "t", "Welcome Summer! Intervals Tuesday and Thursday, skills and running with the bike Saturday, long ride Sunday. Take your blue inhaler before every hard session.", "summer-intro-coach"),
        L("08-12 10:00", "c", "ftp test 231w. 58kg so ~4 w/kg", "summer-ftp"),
        L("09-17 17:00", "c", "first race of the series at callendar park, 5th 🙂 crashed on the off camber tho, left knee grazed", "summer-race1"),
        L("10-08 18:00", "c", "3rd at lochore meadows! first podium in the series", "summer-podium"),
        L("10-22 19:00", "c", "chest tight at the end of the race today, used the inhaler twice. cold + mud", "summer-chest"),
        L("10-22 19:30", "t", "Ask the asthma nurse about a preventer; needing the reliever twice in a race means it isn't controlled.", "summer-chest-coach"),
        L("11-02 17:00", "c", "asthma nurse put me on a preventer, clenil 100 2 puffs twice a day", "summer-clenil"),
        L("11-26 16:00", "c", "Craig here (Summer's husband) - she came off on the sand at Irvine and has hurt her right wrist, we're at Crosshouse getting it x-rayed. She's furious, she was in 4th lol", "summer-craig"),
        L("11-26 18:00", "c", "not broken!! sprain. 2 wks off the bike outside, turbo ok", "summer-wrist"),
        L("12-16 14:00", "c", "back racing, 6th, wrist ok with tape", "summer-back"),
        L("12-27 12:00", "c", "christmas cross at strathclyde park, fancy dress, i was an elf 🧝‍♀️ 2nd", "summer-xmas"),
        L("01-13 18:00", "c", "nationals: 14th in the elite women 😐 start was carnage, 30 riders. top 10 next year", "summer-nationals"),
        L("01-20 21:00", "c", "tomorrow's round cancelled coz of storm isha 🌬️", "summer-isha"),
        L("02-04 17:00", "c", "series final done: 4th overall in the series 🎉", "summer-series"),
        L("02-04 17:15", "t", "4th overall in your first full series. Brilliant.", "summer-series-coach"),
    ],
    "bill": [
        L("07-17 10:00", "c", "Morning Dougie. Bill Mackintosh, 66. Hill climbs. My target is under 8 minutes up the Crow Road at the Scottish champs in October, did 8:21 last year. Left hip was replaced in 2021, no bother since.", "bill-intro"),
        L("07-17 10:40", "t", "Great to hear from you Bill. Power-to-weight: a few kilos off and short hard efforts twice a week. What do you weigh?", "bill-intro-coach"),
        L("07-17 11:00", "c", "82 kg. Would like 77 by october", "bill-weight"),
        L("08-09 19:00", "c", "did 3 x the Crow Road today. best 8:09", "bill-recce"),
        L("08-30 20:00", "c", "Morag here, Bill's wife. He fell off at the bottom of the Tak Ma Doon road on Sunday, cut his elbow and his pride. He won't tell you so I am! He's fine.", "bill-morag"),
        L("08-30 20:20", "t", "Thank you Morag! I'll check in with him. Glad he's in one piece.", "bill-morag-coach"),
        L("08-31 09:00", "c", "aye I came off. gravel. right elbow 4 stitches. bike's fine", "bill-elbow"),
        L("09-20 18:00", "c", "78.4 this morning 👍", "bill-784"),
        L("10-08 16:00", "c", "scottish champs: 7:56!!! under 8. 1st in the 65-69", "bill-champs"),
        L("10-08 16:20", "t", "Under 8 minutes at 66. Outstanding Bill.", "bill-champs-coach"),
        L("10-29 18:00", "c", "was going to go down for the national hill climb but didn't, too far to drive on my own", "bill-national-off"),
        L("11-14 11:00", "c", "doc says my PSA is up a bit, 6.2. sending me for a scan, not worried", "bill-psa"),
        L("12-12 15:00", "c", "mri was clear, just an enlarged prostate. tamsulosin 400 mcg, up less at night now", "bill-mri"),
        L("12-24 10:00", "c", "Merry Christmas to you and yours Dougie. Turbo on xmas morning as usual, 45 min", "bill-xmas"),
        L("01-17 12:00", "c", "icy roads so turbo only. alpe du zwift in 1h 02", "bill-zwift"),
        L("02-13 19:00", "c", "signed up for the bealach mor in september, 90 miles 😬", "bill-bealach"),
    ],
    "robbie": [
        L("07-18 16:00", "c", "hi nadia its robbie 👋 i like runing. 100 m and long jump. i want a gold medal at the regional games", "robbie-intro"),
        L("07-18 16:30", "c", "Hi Nadia, Tricia here (Robbie's mum), I help him with his phone. Robbie has Down's syndrome and an underactive thyroid, he takes levothyroxine 75 micrograms every morning. His 100m is about 19 seconds. He gets sore feet, he has flat feet.", "robbie-tricia"),
        L("07-18 17:00", "t", "Hi Robbie and Tricia! Lovely to meet you. Tuesdays and Thursdays at the track at 5, and a walk every day. Let's get a podiatrist to look at the feet.", "robbie-intro-coach"),
        L("08-15 18:00", "c", "podiatrist gave him insoles, he says his feet are much better. Tricia", "robbie-insoles"),
        L("09-09 14:00", "c", "i got silver in 100 m 🥈 and gold in long jump 🥇🥇", "robbie-regional"),
        L("09-09 14:30", "c", "(Tricia) 100m in 17.8 and long jump 2.61 m, both PBs! He's over the moon", "robbie-regional-tricia"),
        L("09-10 10:00", "t", "Robbie that's amazing!! A gold and a silver! So proud of you.", "robbie-regional-coach"),
        L("10-10 17:00", "c", "i started at the cafe at the garden centre. tuesday and friday. i do the pots and tables", "robbie-job"),
        L("10-10 17:20", "t", "Brilliant Robbie! We'll move your Tuesday session to Wednesday then.", "robbie-job-coach"),
        L("11-21 19:00", "c", "(Tricia) GP did his thyroid bloods, TSH a bit high so levothyroxine up to 100 micrograms", "robbie-tsh"),
        L("12-15 18:00", "c", "i am tired nadia. no runing today", "robbie-tired"),
        L("12-21 17:00", "c", "christmas party at the club!! i danced 🕺🎄", "robbie-party"),
        L("01-11 17:00", "c", "(Tricia) Robbie weighed 80.4 kg at the GP today, down from 84 in the summer. Dry January for the fizzy drinks!", "robbie-weight"),
        L("02-08 18:00", "c", "i want to do the national games next year. in nottingham", "robbie-nationals"),
        L("02-15 17:00", "c", "(Tricia) he did 17.4 for the 100m at the indoor meet at the EIS on Saturday", "robbie-indoor"),
    ],
    "jade": [
        L("07-19 19:00", "c", "Hello Nadia. I am Jade. I am autistic. I swim 50m freestyle and 100m backstroke. I do not like loud changing rooms. I want to get faster at backstroke. My 100m backstroke is 1:58.", "jade-intro"),
        L("07-19 19:30", "t", "Hello Jade, thank you for telling me. We will use the quiet changing room at Kirkstall pool on Mondays at 4 pm when it is empty. We will work on your backstroke turns.", "jade-intro-coach"),
        L("08-02 20:00", "c", "Hi Nadia, Emeka here, Jade's dad. Jade asked me to tell you she will not come on Monday because the pool has a gala and it will be noisy. She will do her land exercises at home.", "jade-emeka"),
        L("08-02 20:15", "t", "Thank you Emeka, that's absolutely fine.", "jade-emeka-coach"),
        L("09-05 18:00", "c", "I started college. Animal care level 2. It is tiring. I will swim on Monday and Saturday only.", "jade-college"),
        L("09-23 17:00", "c", "Regional gala. 100m backstroke 1:51. I came first. 50m freestyle 41.2 seconds.", "jade-gala"),
        L("10-16 20:00", "c", "My right shoulder hurts at the front after backstroke.", "jade-shoulder"),
        L("10-16 20:30", "t", "Thank you for telling me Jade. No backstroke this week, freestyle and kick only. If it still hurts next Monday we ask the physio.", "jade-shoulder-coach"),
        L("10-30 18:00", "c", "Physio said it is swimmer's shoulder. Not torn. I have band exercises 3 times a day.", "jade-physio"),
        L("11-27 19:00", "c", "Emeka here. Jade had a meltdown at the pool on Saturday because the lanes were changed without warning. She is ok now but didn't want to swim. Could you let her know in advance if anything changes?", "jade-meltdown"),
        L("11-27 19:20", "t", "Of course Emeka. I'll send Jade the lane plan every Friday from now on.", "jade-meltdown-coach"),
        L("12-18 18:00", "c", "Shoulder is better. No pain for 2 weeks.", "jade-shoulder-ok"),
        L("01-22 19:00", "c", "I swam 100m backstroke in 1:47 in training. Personal best.", "jade-pb"),
        L("02-12 18:00", "c", "I do not want to do the gala in March. Too many people. Maybe the one in May.", "jade-march-gala"),
    ],
    "dennis": [
        L("07-20 11:00", "c", "Hi Nadia this is Shaz, Dennis's support worker at Beech Court. Dennis wants to join the football team on Thursdays. He has type 2 diabetes (metformin 500 mg twice a day) and a sore left knee sometimes. He gets out of breath on the stairs.", "dennis-shaz"),
        L("07-20 11:30", "t", "Hi Shaz, lovely. Dennis is very welcome on Thursdays at 6. We'll start with walking warm-ups and build up. Can he walk every day too?", "dennis-shaz-coach"),
        L("07-20 12:00", "c", "hello nadia. i am dennis. i like leeds united. i want to play in goal", "dennis-intro"),
        L("08-17 19:00", "c", "i scored a goal!!! ⚽ not in goal i was striker", "dennis-goal"),
        L("09-14 18:00", "c", "(Shaz) His HbA1c came back 64, the nurse wants it lower. She mentioned maybe adding another tablet if it doesn't come down by March", "dennis-hba1c"),
        L("09-14 18:30", "t", "Thanks Shaz. Let's aim for 8,000 steps a day and swap the full-sugar pop for diet.", "dennis-hba1c-coach"),
        L("10-12 19:00", "c", "knee hurt at football. the left one. i sat down", "dennis-knee"),
        L("10-19 18:00", "c", "(Shaz) GP says it's wear and tear in the left knee, arthritis. Paracetamol and keep moving", "dennis-knee-gp"),
        L("11-09 19:00", "c", "we played a tournament in bradford. we came 3rd. i got a medal 🥉", "dennis-tournament"),
        L("12-07 20:00", "c", "i walked 10000 steps today", "dennis-10k"),
        L("12-28 14:00", "c", "(Shaz) Dennis went to his sister's in Wakefield for Christmas, lots of food but he kept up his walks.", "dennis-xmas"),
        L("01-25 18:00", "c", "(Shaz) HbA1c now 52! Nurse very pleased, no extra tablet needed", "dennis-hba1c2"),
        L("02-15 19:00", "c", "i was goalkeeper today. we won 2 1. i saved a penalty", "dennis-keeper"),
        L("02-15 19:30", "t", "A penalty save! Brilliant Dennis, you got your wish to play in goal.", "dennis-keeper-coach"),
    ],
    "miles": [
        L("07-10 09:00", "c", "hi ingrid, miles. firefighter, 35. skiing solo to the south pole from hercules inlet this november, unsupported, 1130 km. need to be able to drag a 120kg pulk for 50 days. no polar experience except a week in norway", "miles-intro"),
        L("07-10 09:45", "t", "Hei Miles! Tyre drags 3 times a week building to 6 hours, strength twice a week, and we put weight on you: aim for +8 kg by November.", "miles-intro-coach"),
        L("07-28 18:00", "c", "first proper tyre drag, 2 tyres, 4 hrs along the beach at nairn. hips wrecked", "miles-tyre"),
        L("08-21 20:00", "c", "lower back sore after the 6 hr drag, right side", "miles-back"),
        L("08-21 20:30", "t", "Drop to 4 hours this week and add side planks and hip hitches daily. Check the harness sits on your hips, not your waist.", "miles-back-coach"),
        L("09-12 20:00", "c", "finse trip booked for oct, 10 days on the hardangervidda w a guide", "miles-finse"),
        L("10-24 19:00", "c", "finse done. -24 one night 🥶 learned my stove drill is slow. back fine", "miles-finse-done"),
        L("11-02 21:00", "c", "89.6 kg! was 82 in july. eating 5000 cal a day, sick of peanut butter", "miles-weight"),
        L("11-21 22:00", "c", "flying to punta arenas tomorrow. ha det ingrid 🇳🇴🧊", "miles-leaving"),
        L("12-04 20:00", "c", "Hi Ingrid, Hannah here (Miles's wife). He called on the sat phone last night: day 7, 98 km done, -28 with windchill. He says his left cheek has frostnip but he's taped it. Spirits good!", "miles-hannah1"),
        L("12-04 20:20", "t", "Takk Hannah! Tell him: face mask on in the wind, and eat the whole day's food even when he isn't hungry.", "miles-hannah1-coach"),
        L("12-26 19:00", "c", "(Hannah) Christmas day call! Day 29, 640 km, past halfway. He ate his Christmas pudding in the tent 🎄 Right big toe blistered but ok.", "miles-hannah2"),
        L("01-16 23:00", "c", "(Hannah) HE'S AT THE POLE!!! Day 50, 1130 km 🎉🎉", "miles-pole"),
        L("01-30 18:00", "c", "home. lost 11 kg out there, 79 now. nose and cheek healed. never again (maybe 😅)", "miles-home"),
        L("02-14 19:00", "c", "raised £24,300 for the fire fighters charity in the end", "miles-charity"),
        L("02-20 18:00", "c", "greenland crossing in 2025? thinking about it", "miles-greenland"),
    ],
    "pearl": [
        L("07-21 20:00", "c", "hi ingrid, pearl. junior doc in edinburgh. signed up for marathon des sables april 2024 🏜️ 250km, 6 stages, carrying my own kit. never run further than a marathon (3:52 in edinburgh in may)", "pearl-intro"),
        L("07-21 20:40", "t", "Hi Pearl! Back-to-back long runs at weekends, a weighted pack from October, and heat sessions from February. We'll plan around your rota.", "pearl-intro-coach"),
        L("08-16 07:30", "c", "nights this week, 4 x 12.5 hrs. no running, just walking the dog", "pearl-nights"),
        L("09-03 18:00", "c", "did 30k sat + 25k sun 🥵 legs ok", "pearl-b2b"),
        L("10-07 19:00", "c", "left heel agony first thing in the morning. worse after nights", "pearl-heel"),
        L("10-07 19:30", "t", "Sounds like plantar fasciitis. Slow heavy calf raises daily, roll the foot, cut the long run to 2 hours this week, and get it looked at.", "pearl-heel-coach"),
        L("10-20 20:00", "c", "podiatrist confirmed plantar fasciitis. night splint 🙄 and insoles", "pearl-podiatrist"),
        L("11-11 20:00", "c", "Hey Ingrid it's Adaeze, Pearl's sister. Pearl's at a wedding in Lagos till the 20th, she asked me to say she's still doing her calf raises in the hotel lol", "pearl-adaeze"),
        L("12-02 10:00", "c", "ran 35k with a 7kg pack on the pentlands, heel fine!", "pearl-pack"),
        L("12-23 18:00", "c", "working xmas day and boxing day in a&e 😭 runs on the 27th and 28th", "pearl-xmas"),
        L("01-09 19:00", "c", "vit d was 28, gp started me on 800 iu a day", "pearl-vitd"),
        L("01-27 12:00", "c", "hot yoga twice a week for the heat + sauna after runs 20 min", "pearl-heat"),
        L("02-10 18:00", "c", "heat chamber at the uni: 40 degrees, 60 min on the treadmill, core temp 38.9. felt awful then ok", "pearl-chamber"),
        L("02-18 19:00", "c", "kit weighs 6.8kg without water. food 14,000 kcal for the week", "pearl-kit"),
        L("02-18 19:30", "t", "Good. Let's practise packing and eating the race food on the March back-to-back.", "pearl-kit-coach"),
    ],
    "colin": [
        L("07-24 10:00", "c", "Morning Ingrid. Colin, 52, retired from the police in March. Entered the Yukon Arctic Ultra, 100 miles on foot pulling a pulk, starts 1 Feb in Whitehorse. Done 3 Lakeland 50s. I'm on atorvastatin 20 mg and my right knee grumbles on descents.", "colin-intro"),
        L("07-24 10:40", "t", "Hi Colin! Pulk drags twice a week on the forestry tracks, strength for the knee, and night walks so you're used to moving in the dark.", "colin-intro-coach"),
        L("08-29 19:00", "c", "did the night walk, 30 km 10pm-5am round loch morlich. knee ok", "colin-night"),
        L("09-26 18:00", "c", "knee swollen after the cairngorm descent. doc says bit of arthritis, not cartilage. keep going", "colin-knee"),
        L("10-31 20:00", "c", "cholesterol 4.9 on the statin, gp happy", "colin-chol"),
        L("11-15 19:00", "c", "bought the kit: -40 sleeping bag, pulk from a guy in finland, 2 stoves", "colin-kit"),
        L("12-10 12:00", "c", "Hello Ingrid, Alan here, Colin's husband. Colin has a chest infection and is on antibiotics (amoxicillin) for a week. He's grumpy about missing the pulk session. He'll message when he's better.", "colin-alan"),
        L("12-10 12:20", "t", "Thanks Alan. Rest is training too right now. Wish him better from me.", "colin-alan-coach"),
        L("12-22 18:00", "c", "better. 2 easy walks this week. christmas in ayr with alan's mum", "colin-better"),
        L("01-28 08:00", "c", "in whitehorse. -35 this morning. jet lag but buzzing", "colin-whitehorse"),
        L("02-04 22:00", "c", "(Alan) Colin finished the 100 miles! 46 hours 10 minutes. He's got frostbite on two toes on his right foot, they're treating it at the hospital in Whitehorse but he says it's not serious", "colin-finish"),
        L("02-04 22:15", "t", "Wonderful news Alan! Tell him congratulations, and to follow the doctors on those toes.", "colin-finish-coach"),
        L("02-16 18:00", "c", "home. toes blistered and black at the tips but the consultant in inverness says they'll heal, no surgery. 6 wks no running", "colin-toes"),
        L("02-20 19:00", "c", "the 300 mile next year? alan says no 😂", "colin-300"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-kirsty-off-ice", "trainer": "kirsty", "members": ["jack", "ivy", "mark"],
        "lines": [
            L("07-15 09:00", "t", "Off-Ice: gym times, sore bits and scores go here. Tuesday and Friday 6 pm at the rink gym.", "g-office-start"),
            L("09-17 21:00", "jack", "first W of the season 🥅", "g-jack-win"),
            L("11-08 18:00", "ivy", "concussed, out for a few weeks. dont hit ur heads kids", "g-ivy-concussed"),
            L("11-08 18:10", "mark", "Beterschap Ivy!", "g-mark-ivy"),
            L("02-12 21:30", "mark", "Ice Badgers cup winners 🏆", "g-mark-cup"),
            L("02-12 21:40", "jack", "mark scoring in a final 😂 legend", "g-jack-mark"),
        ],
    },
    {
        "id": "chat-ingrid-sledge-dogs", "trainer": "ingrid", "members": ["miles", "pearl", "colin"],
        "lines": [
            L("07-25 09:00", "t", "Sledge Dogs: drags, kit and frozen fingers go here. Saturday tyre drag 8 am, Nairn beach car park.", "g-sledge-start"),
            L("11-21 22:30", "pearl", "good luck miles!!! 🧊", "g-pearl-miles"),
            L("11-21 22:40", "colin", "Go well lad. Eat the butter.", "g-colin-miles"),
            L("01-17 08:00", "colin", "Miles made it to the Pole!! 🎉", "g-colin-pole"),
            L("02-05 09:00", "pearl", "colin 46 hrs!!! 🐐", "g-pearl-colin"),
            L("02-05 09:30", "miles", "welcome to the frozen toes club colin 😂", "g-miles-colin"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("kirsty", "jack", "2023-07-14", "Jack (16): U18 goalie. Right hip pinch in butterfly. Hip internal rotation 20 degrees right, 35 left. Broad jump 2.25 m. Knee-to-wall 11 cm both sides."),
    ("kirsty", "jack", "2024-02-20", "Jack: hip pain 2/10. Internal rotation right 28 degrees. Broad jump 2.41 m."),
    ("kirsty", "ivy", "2023-07-17", "Ivy (24): defender. 10 m sprint off-ice 1.92 s. Trap bar 110 kg x 3. Always tired, GP bloods suggested."),
    ("kirsty", "ivy", "2024-01-09", "Ivy: first week back after the concussion. No symptoms with contact. Trap bar 105 kg x 3."),
    ("kirsty", "mark", "2023-07-18", "Mark (47): rec hockey Sundays. 98.5 kg. BP 148/95 at the GP. Left adductor strain history (2022). Copenhagen plank short lever 10 s."),
    ("kirsty", "mark", "2024-02-13", "Mark: 91.6 kg. Copenhagen plank long lever 30 s each side. No groin pain since October."),
    ("dougie", "tayo", "2023-07-11", "Tayo (20): sprint, keirin. Flying 200 PB 10.81. Back squat 170 kg x 3. Peak power 1,640 W on the Wattbike."),
    ("dougie", "tayo", "2024-02-12", "Tayo: flying 200 10.62. Right shoulder full range, plate still in. Back squat 180 kg x 3. Peak power 1,710 W."),
    ("dougie", "summer", "2023-07-15", "Summer (38): cyclocross. Exercise-induced asthma, salbutamol before hard sessions. 58 kg. Dismount and remount slow on the left."),
    ("dougie", "summer", "2024-02-06", "Summer: 4th in the Scottish series. FTP 244 W. Remounts much smoother. Asthma controlled on Clenil."),
    ("dougie", "bill", "2023-07-18", "Bill (66): hill climbs. 82 kg. Left hip replaced 2021. Crow Road 8:21 (2022). Hearing aids both ears."),
    ("nadia", "robbie", "2023-07-20", "Robbie (22): Down's syndrome, hypothyroid (levothyroxine 75 mcg). 100 m about 19 s. Flat feet. Likes a countdown before each rep. Standing long jump 1.45 m."),
    ("nadia", "robbie", "2024-02-16", "Robbie: 100 m 17.4 indoors. Levothyroxine 100 mcg. Insoles in trainers and spikes."),
    ("nadia", "jade", "2023-07-24", "Jade (19): autistic, sensitive to noise (ear defenders poolside). 100 m backstroke 1:58, 50 m freestyle 43.0. Needs the plan in writing the day before."),
    ("nadia", "jade", "2024-01-29", "Jade: 100 m backstroke 1:47 in training. Right shoulder pain-free. Lane plan sent every Friday."),
    ("nadia", "dennis", "2023-07-27", "Dennis (41): type 2 diabetes, metformin 500 mg twice daily. Left knee sore on and off. Walks about 4,000 steps a day. 30-second sit-to-stand 9."),
    ("nadia", "dennis", "2024-02-01", "Dennis: HbA1c 52. Walks 7,500-8,000 steps a day. 30-second sit-to-stand 14. Left knee OK with paracetamol."),
    ("ingrid", "miles", "2023-07-11", "Miles (35): South Pole solo from Hercules Inlet, start late November. 82 kg. Deadlift 160 kg x 5. Tyre drag 2 hours. Cold hands, left worse."),
    ("ingrid", "miles", "2023-11-16", "Miles: 89.6 kg. Tyre drag 6 hours two days back to back. Stove drill down from 9 min to 6 min."),
    ("ingrid", "pearl", "2023-07-22", "Pearl (29): MdS April 2024. Marathon PB 3:52. Rota of nights and weekends. Single-leg calf raise 18 left, 25 right."),
    ("ingrid", "pearl", "2024-02-19", "Pearl: single-leg calf raise 30 left, 31 right. Pack 6.8 kg dry. One heat chamber session done."),
    ("ingrid", "colin", "2023-07-25", "Colin (52): Yukon Arctic Ultra 100 miles, 1 February. Atorvastatin 20 mg. Right knee pain on descents. 3 x Lakeland 50 (best 12:40)."),
    ("ingrid", "colin", "2024-02-19", "Colin: finished the YAU 100 in 46:10. Frostbite on the right 2nd and 3rd toes, healing, no running for 6 weeks."),
]

TRANSCRIPTS = [
    {
        "id": "tr-kirsty-ivy-20231114", "trainer": "kirsty", "client": "ivy", "startedAt": "2023-11-14T18:00:00Z",
        "title": "Call: after the concussion",
        "lines": [
            ("Coach", 0, "How's the head?"),
            ("Ivy", 4, "Headaches most afternoons, and the bright lights at work are the worst."),
            ("Coach", 9, "Are you back at work?"),
            ("Ivy", 12, "Half days. The practice has been great about it."),
            ("Coach", 17, "Do you remember the hit?"),
            ("Ivy", 20, "A girl from Sheffield, clean hit, I just didn't see her coming."),
            ("Coach", 26, "Twenty-four hours without symptoms at each stage before you move up. No rushing it."),
        ],
    },
    {
        "id": "tr-dougie-tayo-20230829", "trainer": "dougie", "client": "tayo", "startedAt": "2023-08-29T19:00:00Z",
        "title": "Call: after the collarbone",
        "lines": [
            ("Coach", 0, "What happened in the keirin?"),
            ("Tayo", 4, "The rider in front swerved on the last lap and I went over the bars at about sixty k."),
            ("Coach", 10, "How's the pain?"),
            ("Tayo", 13, "Four out of ten. Paracetamol and codeine the first few days, just paracetamol now."),
            ("Coach", 19, "And the plate?"),
            ("Tayo", 22, "The surgeon says it stays in unless it bothers me."),
        ],
    },
    {
        "id": "tr-nadia-jade-20231129", "trainer": "nadia", "client": "jade", "startedAt": "2023-11-29T17:00:00Z",
        "title": "Call with Jade and Emeka: the lanes",
        "lines": [
            ("Coach", 0, "Jade, can you tell me what happened on Saturday?"),
            ("Jade", 5, "The lanes were different. Nobody told me. It was loud."),
            ("Coach", 10, "What would help?"),
            ("Jade", 14, "A message on Friday. And a picture of the lanes."),
            ("Emeka", 19, "She calmed down once we got to the car, and she swam on Monday."),
            ("Coach", 24, "Every Friday I'll send the lane plan with a picture."),
        ],
    },
    {
        "id": "tr-ingrid-miles-20240131", "trainer": "ingrid", "client": "miles", "startedAt": "2024-01-31T19:00:00Z",
        "title": "Call: back from the Pole",
        "lines": [
            ("Coach", 0, "Welcome home. What was the hardest part?"),
            ("Miles", 4, "The sastrugi, days twenty to thirty. Some days I only did fourteen kilometres."),
            ("Coach", 10, "And the cold?"),
            ("Miles", 13, "Minus thirty-eight with the windchill on the worst day. Frostnip on the left cheek and a bit on the nose."),
            ("Coach", 20, "Food?"),
            ("Miles", 23, "Never enough. Lost eleven kilos even on six thousand calories a day."),
            ("Coach", 29, "What's next?"),
            ("Miles", 32, "Sleep for a month. Hannah wants a holiday somewhere hot."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("jack", "2023-10-31", 6.5, 6, 70, "Hip flare."),
    ("jack", "2024-01-22", 8.0, 3, 90, "Full games again."),
    ("ivy", "2023-08-07", 7.0, 5, 80, "Starting iron."),
    ("ivy", "2023-11-20", 9.0, 7, 40, "Concussion."),
    ("mark", "2023-10-06", 7.0, 4, 60, "Groin."),
    ("mark", "2024-01-12", 7.5, 3, 85, "Dry January."),
    ("tayo", "2023-08-25", 5.5, 8, 20, "After the op."),
    ("tayo", "2023-11-20", 7.5, 3, 90, "PB."),
    ("summer", "2023-11-28", 6.0, 7, 50, "Wrist."),
    ("summer", "2024-01-15", 7.0, 5, 80, "After nationals."),
    ("bill", "2023-08-31", 7.0, 3, 85, "After the fall."),
    ("bill", "2023-11-17", 5.5, 5, 70, "Up in the night."),
    ("robbie", "2023-09-12", 9.0, 2, 95, "Medals."),
    ("robbie", "2023-12-16", 10.0, 4, 50, "Tired."),
    ("jade", "2023-09-08", 6.0, 7, 70, "College started."),
    ("jade", "2023-12-01", 7.0, 6, 75, "After the lanes."),
    ("dennis", "2023-09-15", 8.0, 3, 80, "Football."),
    ("dennis", "2024-01-26", 8.0, 2, 90, "HbA1c down."),
    ("miles", "2023-08-23", 7.0, 4, 90, "Back sore."),
    ("miles", "2023-11-17", 6.0, 6, 100, "Before the flight."),
    ("pearl", "2023-08-18", 5.0, 7, 40, "Nights."),
    ("pearl", "2023-12-29", 6.0, 6, 70, "Christmas shifts."),
    ("colin", "2023-09-28", 7.0, 3, 85, "Knee."),
    ("colin", "2023-12-13", 6.0, 5, 30, "Chest infection."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("mark", "weight", "kg", "2023-07-18", "2024-02-20", 7, 98.5, 91.6, 0.4),
    ("bill", "weight", "kg", "2023-07-18", "2023-10-08", 7, 82.0, 77.5, 0.3),
    ("bill", "weight", "kg", "2023-10-15", "2024-02-18", 7, 77.8, 79.4, 0.3),
    ("miles", "weight", "kg", "2023-07-11", "2023-11-20", 7, 82.0, 89.6, 0.4),
    ("miles", "weight", "kg", "2024-01-28", "2024-02-20", 7, 79.0, 81.0, 0.3),
    ("robbie", "weight", "kg", "2023-07-20", "2024-02-20", 14, 84.0, 79.8, 0.4),
    ("dennis", "steps", "steps", "2023-07-27", "2024-02-20", 7, 4000, 8000, 700),
    ("robbie", "steps", "steps", "2023-07-20", "2024-02-20", 7, 6000, 9000, 800),
    ("ivy", "resting_heart_rate", "bpm", "2023-07-17", "2024-02-20", 7, 62.0, 55.0, 1.5),
    ("colin", "resting_heart_rate", "bpm", "2023-07-25", "2024-01-27", 7, 56.0, 49.0, 1.5),
    ("mark", "systolic_bp", "mmHg", "2023-07-18", "2024-02-13", 7, 148.0, 131.0, 3.0),
    ("dennis", "systolic_bp", "mmHg", "2023-07-27", "2024-02-15", 14, 142.0, 128.0, 3.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("mark", "goal-kirsty-mark-weight", "weight", 90.5, "kg", "2024-04-30", "active"),
    ("bill", "goal-dougie-bill-weight", "weight", 78, "kg", "2023-10-08", "achieved"),
    ("miles", "goal-ingrid-miles-weight", "weight", 89, "kg", "2023-11-20", "achieved"),
    ("dennis", "goal-nadia-dennis-steps", "steps", 8000, "steps", "2024-03-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ivy", "2023-08-01", "Ferritin", 9, "ug/L", 15, 150),
    ("ivy", "2024-01-18", "Ferritin", 41, "ug/L", 15, 150),
    ("robbie", "2023-11-20", "TSH", 6.8, "mU/L", 0.4, 4.0),
    ("robbie", "2024-02-05", "TSH", 3.1, "mU/L", 0.4, 4.0),
    ("dennis", "2023-09-12", "HbA1c", 64, "mmol/mol", 20, 48),
    ("dennis", "2024-01-24", "HbA1c", 52, "mmol/mol", 20, 48),
    ("pearl", "2024-01-08", "Vitamin D", 28, "nmol/L", 50, 175),
    ("colin", "2023-10-30", "Total cholesterol", 4.9, "mmol/L", 0, 5.0),
    ("bill", "2023-11-13", "PSA", 6.2, "ug/L", 0, 4.5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks!", "👍", "🙏", "👌", "🙌", "ok", "okey doke", "yep", "done ✅", "booked it", "paid ✅",
    "running a bit late sorry", "bus is late", "can we do later?", "what time tmrw?", "see you then", "will do",
    "wrong chat 😳", "sound", "nae bother", "perfect", "cool cool", "nice one", "haha", "got it", "legend", "takk",
    "phone was off sorry", "sorry only just seen this", "same time next week?", "is it the usual place?",
    "can i pay by card", "ace", "on my way", "dankjewel", "brill", "ha true", "👀", "😂", "thank you 😊",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem at all.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Same time as usual.", "Shout if anything changes.", "Card is fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, with `when`
    reading a line's year from its month)."""
    return blind_roster(sys.modules[__name__], seed=20240226, health_seed=20240226, when=when, chatter_lines=(20, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
