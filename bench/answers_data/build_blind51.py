#!/usr/bin/env python3
"""Build the fifty-first blind data set for the answer benchmark (bench/answers_data/blind51.json).

    functions/venv/bin/python -m bench.answers_data.build_blind51

Four trainers of kinds no other roster has: a pipe major of a pipe band at Jedburgh in the Borders
(Marsali Tweedie), the director of a barbershop chorus at Driffield in the East Riding (Evangeline
Hogarth), a hedge laying instructor at Foxton in Leicestershire (Lemuel Turnbull) and a stock car
racing coach at the King's Lynn track on Saddlebow Road in Norfolk (Rhoda Sturman). 12 clients,
1 July to 31 December 1994 (asked on Thursday 5 January 1995): one-to-one chats, four group chats,
session notes, four session transcripts, check-ins, client profiles and health data, in the format of
demo/data/demo_dataset.json. Written on 2026-12-06 by helper h-blind51 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file, and of
docs/ANSWERS.md only the fiftieth blind set's section: a held-out check of whether the fixes made on the
other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it happened to the day the
client was back (Tormod's broken ankle, off the band bus at Glasgow Green; Mercy's hand, cut by her
billhook), a medicine changed twice (Jabez's mouth ulcers: Bonjela, Corsodyl instead, Adcortyl instead;
Fingal's neck after a shunt: Deep Heat, Nurofen instead, Voltarol instead), a client who tells the group
chat more than the coach (Connie, Hepsie), a client who says little beyond yes or no (Greig, Lachie), a
client whose records correct themselves (Abner, Ezra) and a client whose record is a run (Sheena's days
without a cigarette, broken at a wedding and counted again; Caleb's Saturdays in a row out laying). Three
things are new in this roster, for the question list: kit the coach lent, kept, lost, found and given back
(a crutch pair, a pitch pipe, a slasher, a helmet, a practice chanter, a learning tape, a tow rope), the
client's own words asked for word for word, and two things asked as on the same day or week.

The period, July to December 1994, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1992 to 1998 or 2000 to 2001 finds none). Asked on 5 January 1995,
"last year" is the period itself and "this year" holds nothing. Inside it (every weekday checked with
Python's `datetime`): the World Cup final (Sunday 17 July), the Scottish August bank holiday (Monday 1
August), the World Pipe Band Championships at Glasgow Green (Saturday 13 August), the August bank
holiday (Monday 29 August), the Last Night of the Proms (Saturday 10 September), the clocks going back
(Sunday 23 October), Halloween (Monday 31 October), Bonfire Night (Saturday 5 November), Remembrance
Sunday (13 November), the first National Lottery draw (Saturday 19 November), St Andrew's Day (Wednesday
30 November), Christmas Eve (Saturday 24 December), Christmas Day, Boxing Day (Monday 26 December) and
Hogmanay (Saturday 31 December). The everyday chatter comes from this builder's own pools with a fixed
seed (roster_assembly.chatter), names no body part, food, drink, medicine, sport, event, unit or number a
question asks about, and is kept off every day a story line or a named day falls on (QUIET_DAYS).
Deterministic: two runs write byte-identical files. `blind51_tags.json` maps the story tags to message
ids for the question list (bench/answers_data/blind51_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime, timedelta
from pathlib import Path

from bench.answers_data import build_blind
from bench.answers_data.build_blind import L
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind51.json", HERE / "blind51_tags.json"
YEAR = 1994
START, END = datetime(1994, 7, 1, 7, 0), datetime(1994, 12, 31, 21, 0)
ASKED_AT = "1995-01-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-marsali", "displayName": "Marsali Tweedie", "email": "marsali.tweedie@example.com", "short": "marsali"},
    {"id": "coach-evangeline", "displayName": "Evangeline Hogarth", "email": "evangeline.hogarth@example.com", "short": "evangeline"},
    {"id": "coach-lemuel", "displayName": "Lemuel Turnbull", "email": "lemuel.turnbull@example.com", "short": "lemuel"},
    {"id": "coach-rhoda", "displayName": "Rhoda Sturman", "email": "rhoda.sturman@example.com", "short": "rhoda"},
]

# (trainer short, client id, display name, short).
CLIENTS = [
    ("marsali", "tormod-renwick", "Tormod Renwick", "tormod"),
    ("marsali", "sheena-haldane", "Sheena Haldane", "sheena"),
    ("marsali", "lachie-brydon", "Lachie Brydon", "lachie"),
    ("evangeline", "jabez-moffat", "Jabez Moffat", "jabez"),
    ("evangeline", "constance-cranston", "Constance Cranston", "connie"),
    ("evangeline", "ezra-elliot", "Ezra Elliot", "ezra"),
    ("lemuel", "abner-pochin", "Abner Pochin", "abner"),
    ("lemuel", "mercy-brudenell", "Mercy Brudenell", "mercy"),
    ("lemuel", "caleb-tilley", "Caleb Tilley", "caleb"),
    ("rhoda", "greig-angove", "Greig Angove", "greig"),
    ("rhoda", "hepzibah-anstruther", "Hepzibah Anstruther", "hepsie"),
    ("rhoda", "fingal-dalgleish", "Fingal Dalgleish", "fingal"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a group talker, a yes/no client, a
# client whose records correct themselves, a client whose record is a run) has one in each half, and
# each trainer has two clients in one half, so a question may name both.
DEV_CLIENTS = ("tormod", "sheena", "jabez", "connie", "abner", "greig")

PROFILES = [
    {"clientId": "tormod-renwick", "age": 44, "goal": "March with the bass drum again by Remembrance Sunday, and 90 kg",
     "dietaryRestrictions": [],
     "injuries": ["left ankle, broken fibula (stepped off the band bus at Glasgow Green, 13 August 1994): plaster six weeks, a boot, physio at Kelso, back marching 13 November"],
     "notes": "Pipe band, Jedburgh. Bass drummer. Joiner from Hawick. Wife Sidony."},
    {"clientId": "sheena-haldane", "age": 38, "goal": "Stop smoking for good and play a full set without gasping",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Pipe band, Jedburgh. Piper. Hairdresser in Kelso. Partner Blair. Keeps a count of her days without a cigarette."},
    {"clientId": "lachie-brydon", "age": 16, "goal": "Move from the practice chanter to the full pipes",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Pipe band, Jedburgh. Learner piper, at school in Selkirk. His gran Nettie drives him. Says little."},
    {"clientId": "jabez-moffat", "age": 55, "goal": "Sing lead in a quartet at the Christmas show",
     "dietaryRestrictions": [],
     "injuries": ["mouth ulcers (from July 1994): Bonjela from the chemist, then Corsodyl mouthwash instead (dentist, 2 August), then Adcortyl in Orabase instead (GP, 19 September)"],
     "notes": "Barbershop chorus, Driffield. Sings lead. Retired railway signalman from Hornsea. Wife Damaris."},
    {"clientId": "constance-cranston", "age": 49, "goal": "Learn the tenor part of the whole contest set",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": [],
     "notes": "Barbershop chorus, Driffield. Sings tenor. School secretary in Pocklington. Husband Gregor. Goes by Connie. Tells the chorus chat more than the coach."},
    {"clientId": "ezra-elliot", "age": 29, "goal": "Sing bass in a registered quartet",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Barbershop chorus, Driffield. Sings bass. Trainee accountant in Beverley. Girlfriend Fay. Often puts a number or a day right the day after."},
    {"clientId": "abner-pochin", "age": 61, "goal": "Lay a hedge at the national championship",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Hedge laying, Foxton, Midland style. Retired farmer from Lutterworth. Wife Jessie. Collie Bess. Sometimes gets a number or a day wrong and puts it right after."},
    {"clientId": "mercy-brudenell", "age": 34, "goal": "Enter the open class at the Foxton match",
     "dietaryRestrictions": [],
     "injuries": ["left hand, cut across the palm by her billhook (15 October 1994): seven stitches at Leicester, no laying three weeks, back laying 12 November"],
     "notes": "Hedge laying, Foxton. Gardener at Stanford Hall. Partner Vida."},
    {"clientId": "caleb-tilley", "age": 52, "goal": "Lay every Saturday of the season",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Hedge laying, Foxton. Retired woodwork teacher. Daughter Merle. Terrier Brock. Counts his Saturdays out laying."},
    {"clientId": "greig-angove", "age": 19, "goal": "Win a final at King's Lynn",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Stock car racing, King's Lynn. Apprentice mechanic in Swaffham. Says little."},
    {"clientId": "hepzibah-anstruther", "age": 45, "goal": "Finish every meeting of the season",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Stock car racing, King's Lynn. Runs a cafe in Downham Market. Son Toby is her mechanic. Goes by Hepsie. Tells the drivers' chat more than the coach."},
    {"clientId": "fingal-dalgleish", "age": 50, "goal": "Race the whole season without a spin",
     "dietaryRestrictions": [],
     "injuries": ["neck, whiplash after a shunt at King's Lynn (30 July 1994): Deep Heat from the chemist, then Nurofen instead (the pharmacist, 9 August), then Voltarol tablets instead (GP, 23 August)"],
     "notes": "Stock car racing, King's Lynn. Lorry driver from Fakenham. Wife Aileen."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[build_blind.Line]] = {
    # An injury from the day it happened to the day he was back: off the band bus, a broken ankle.
    "tormod": [
        L("07-05 21:40", "c", "Practice was grand tonight. The drum's sounding braw since the new head went on", "tormod-head"),
        L("07-05 21:55", "t", "Best it's sounded. Keep the beating soft under the slow air.", "tormod-head-coach"),
        L("07-12 19:05", "c", "Put me and Sidony down for the bus to the Worlds please", "tormod-bus"),
        L("07-25 08:30", "c", "Kelso games on Saturday, we came 3rd in grade 4. Arms like lead after", "tormod-kelso"),
        L("08-14 09:15", "c", "Broke my left ankle stepping off the bus at Glasgow Green yesterday. The fibula. Plaster for six weeks", "tormod-onset"),
        L("08-14 09:40", "t", "Oh Tormod. Feet up, no drumming stood up, and do what Sidony tells you.", "tormod-onset-coach"),
        L("08-15 18:20", "t", "I've left my dad's old crutches at your door. Keep them as long as you need them.", "tormod-crutches"),
        L("08-15 19:02", "c", "Lifesaver. The hospital pair are too short for me", "tormod-crutches-ta"),
        L("08-30 12:10", "c", "Fracture clinic at the Borders General says it's knitting well. Still in plaster", "tormod-clinic"),
        L("09-26 16:45", "c", "Plaster off today! A boot for three weeks and physio at Kelso", "tormod-plaster"),
        L("10-04 20:00", "c", "Physio says walk twenty minutes a day and heel raises, 3 sets of 15", "tormod-physio"),
        L("10-10 18:30", "c", "Brought your crutches back, they're in the band hall by the drum cupboard", "tormod-crutches-back"),
        L("10-18 13:15", "c", "Out of the boot. Physio says no marching till November", "tormod-boot"),
        L("11-08 22:05", "c", "Back at practice tonight! Drummed sat down the whole time", "tormod-back"),
        L("11-08 22:20", "t", "Good to have the big drum back. Sat down till Remembrance, mind.", "tormod-back-coach"),
        L("11-13 14:30", "c", "Marched at the Remembrance parade in Jedburgh. Ankle held up fine", "tormod-parade"),
        L("11-13 15:00", "t", "Proud of you. Short steps, and ice on it tonight.", "tormod-parade-coach"),
        L("12-18 10:10", "c", "Christmas concert in the Abbey last night went grand, stood the whole time", "tormod-concert"),
        L("12-31 23:55", "c", "Drummed the new year in at the Mercat Cross. Happy new year pipe major!", "tormod-hogmanay"),
    ],
    # A run: days without a cigarette, counted from the first of July, broken at a wedding, counted again.
    "sheena": [
        L("07-01 08:30", "c", "Day 1. Packed in the fags last night. Blair's bet me a tenner I won't last", "sheena-day1"),
        L("07-01 09:00", "t", "Brilliant. Your piping will thank you. Tell me the count every week.", "sheena-day1-coach"),
        L("07-04 17:20", "c", "Got Nicorette patches from the chemist, the 15mg ones", "sheena-patch"),
        L("07-15 20:30", "c", "Day 15. Ratty as anything but not smoked", "sheena-day15"),
        L("07-31 21:00", "c", "Day 31! A whole month", "sheena-day31"),
        L("08-14 10:05", "c", "Day 45, and I blew the whole set at the Worlds yesterday without gasping once", "sheena-day45"),
        L("08-29 10:00", "c", "Had two fags at my cousin's wedding on Saturday. 57 days and I blew it", "sheena-broke"),
        L("08-29 10:30", "t", "57 days is still 57 days. Start the count again.", "sheena-broke-coach"),
        L("08-30 08:15", "c", "Day 1 again. Back on the patches", "sheena-restart"),
        L("09-13 19:40", "c", "Walked up to the Capon Tree without stopping. Chest feels clearer", "sheena-chest"),
        L("09-28 20:10", "c", "Day 30 of the new run", "sheena-day30"),
        L("10-11 22:00", "t", "How's the count?", "sheena-count-q"),
        L("10-11 22:15", "c", "Day 43. Not even tempted at the pub after practice", "sheena-day43"),
        L("10-21 12:30", "c", "Down to the 10mg patches", "sheena-patch10"),
        L("11-17 18:00", "c", "Day 80. Off the patches completely", "sheena-day80"),
        L("12-07 21:30", "c", "Day 100! Blair's paid up his tenner", "sheena-day100"),
        L("12-07 21:45", "t", "A hundred days! Buy yourself a new bag cover with it.", "sheena-day100-coach"),
        L("12-25 11:00", "c", "Day 118. First Christmas without a fag since I was 15", "sheena-xmas"),
    ],
    # Says little: aye, naw. The coach's question is half the answer.
    "lachie": [
        L("07-06 19:00", "t", "Did you get the practice chanter I left with your gran?", "lachie-chanter-q"),
        L("07-06 21:30", "c", "aye", "lachie-chanter"),
        L("07-20 18:30", "t", "Have you got Scotland the Brave off by heart yet?", "lachie-stb-q"),
        L("07-20 22:10", "c", "nearly", "lachie-stb"),
        L("08-03 17:00", "t", "Coming to the Worlds on the bus?", "lachie-worlds-q"),
        L("08-03 21:00", "c", "cant. camping wi the school", "lachie-worlds"),
        L("09-05 19:10", "t", "How did the junior solo at Hawick go on Saturday?", "lachie-solo-q"),
        L("09-05 21:45", "c", "2nd", "lachie-solo"),
        L("10-04 18:00", "t", "On the full pipes yet or still the chanter?", "lachie-pipes-q"),
        L("10-04 20:30", "c", "pipes. borrowed set fae the school", "lachie-pipes"),
        L("10-25 22:00", "t", "Missed you tonight, everything ok?", "lachie-missed-q"),
        L("10-26 08:00", "c", "tattie holidays. away at my dads", "lachie-missed"),
        L("11-09 18:30", "t", "Will you march with us on Remembrance Sunday?", "lachie-parade-q"),
        L("11-09 20:00", "c", "aye", "lachie-parade"),
        L("12-06 19:30", "t", "Have you still got my practice chanter?", "lachie-chanter2-q"),
        L("12-06 21:10", "c", "aye. need it for xmas", "lachie-chanter2"),
        L("12-15 18:00", "t", "Playing at the Christmas concert on Saturday?", "lachie-concert-q"),
        L("12-15 22:30", "c", "naw. flu", "lachie-concert"),
    ],
    # A medicine changed twice: mouth ulcers, a gel from the chemist, a mouthwash, a paste from the GP.
    "jabez": [
        L("07-11 17:30", "c", "Ulcer on my tongue, makes the words hard. Got Bonjela from the chemist", "jabez-bonjela"),
        L("07-11 18:00", "t", "Rest the voice tonight, plenty of water. Sing the lead line in your head.", "jabez-bonjela-coach"),
        L("07-25 20:15", "c", "Two more ulcers now. The Bonjela does nowt", "jabez-more"),
        L("08-02 11:40", "c", "Dentist says stop the Bonjela and use Corsodyl mouthwash twice a day instead", "jabez-corsodyl"),
        L("08-22 19:00", "c", "The Corsodyl's turned my teeth brown! Damaris says I look like a smoker", "jabez-brown"),
        L("09-05 21:30", "t", "Take my spare pitch pipe for the quartet, blow the key before every tag.", "jabez-pipe"),
        L("09-05 21:50", "c", "Will do. We're calling ourselves the Hornsea Four", "jabez-quartet"),
        L("09-12 16:00", "c", "Still getting them. Dentist's sent me to the GP", "jabez-gpref"),
        L("09-19 13:20", "c", "GP's given me Adcortyl in Orabase instead of the mouthwash. A paste you dab on", "jabez-adcortyl"),
        L("10-03 20:40", "c", "I've lost your pitch pipe. I'm so sorry", "jabez-pipe-lost"),
        L("10-05 09:10", "c", "Found it! In the glovebox of the Cortina", "jabez-pipe-found"),
        L("10-10 19:30", "c", "The Adcortyl works, they go in days. GP wants a blood test for iron", "jabez-iron"),
        L("10-24 12:00", "c", "Blood test fine, iron's normal", "jabez-blood"),
        L("11-07 21:15", "c", "Your pitch pipe's back on your music stand", "jabez-pipe-back"),
        L("11-21 20:00", "c", "No ulcers for a month. Stopped the Adcortyl", "jabez-stopped"),
        L("12-18 09:30", "c", "Sang lead in the quartet at the Christmas show last night. Not an ulcer in sight", "jabez-show"),
        L("12-18 10:00", "t", "You rang every chord. Best lead you've sung.", "jabez-show-coach"),
    ],
    # Says little to the coach: her mum's illness and the care home are in the chorus chat.
    "connie": [
        L("07-18 17:00", "c", "Can't make tonight, sorry", "connie-miss1"),
        L("07-25 22:00", "c", "Got the tenor line for the first contest song now", "connie-tenor"),
        L("09-12 16:30", "c", "Not coming for a few weeks. Family stuff", "connie-family"),
        L("09-12 17:00", "t", "Take all the time you need. Your spot's here.", "connie-family-coach"),
        L("10-17 18:00", "c", "Back tonight", "connie-back"),
        L("11-28 20:30", "c", "Can I still sing at the Christmas show?", "connie-show-q"),
        L("11-28 20:45", "t", "Of course. Front row, tenor end.", "connie-show-coach"),
        L("12-19 08:40", "c", "Loved Saturday night", "connie-show"),
    ],
    # Records that correct themselves: an exam, a price, a gig's day, a contest score, a low note.
    "ezra": [
        L("07-14 18:00", "c", "Passed my accountancy exam, paper 6!", "ezra-exam"),
        L("07-15 08:30", "c", "Paper 7 not 6, sorry, I've been staring at numbers all week", "ezra-exam-fix"),
        L("08-08 19:20", "c", "Bought a second-hand keyboard to learn the parts on, £80", "ezra-keyboard"),
        L("08-09 07:50", "c", "£60 actually, £80 was with the stand, Fay reminded me", "ezra-keyboard-fix"),
        L("09-20 21:30", "c", "Our quartet's first gig is Friday at the Hornsea lifeboat do", "ezra-gig"),
        L("09-21 08:10", "c", "Saturday not Friday. The 24th", "ezra-gig-fix"),
        L("10-03 21:40", "t", "Here's the learning tape for the Christmas set. Bring it back when you've copied it.", "ezra-tape"),
        L("10-10 20:15", "c", "Tape's back in your pigeonhole, copied it", "ezra-tape-back"),
        L("10-24 09:00", "c", "Scored 62 at the prelims on Saturday", "ezra-score"),
        L("10-25 08:30", "c", "68 not 62, I read the wrong column", "ezra-score-fix"),
        L("11-16 21:00", "c", "I can get down to a low F now", "ezra-low"),
        L("11-17 08:20", "c", "Low E! You checked on the piano, I'd got it wrong", "ezra-low-fix"),
        L("12-18 11:00", "c", "Sang the bass solo in Silent Night last night, nobody noticed my knees knocking", "ezra-show"),
    ],
    # Records that correct themselves: a price, a day's work, a place, a date, whether the slasher came back.
    "abner": [
        L("08-15 16:20", "c", "New billhook from the forge at Husbands Bosworth, £35", "abner-hook"),
        L("08-16 09:00", "c", "£53 not £35. Jessie's got the receipt", "abner-hook-fix"),
        L("10-03 19:00", "t", "Take my slasher for the blackthorn on Saturday, it's sharper than yours.", "abner-slasher"),
        L("10-05 20:30", "c", "Laid 3 chains on Tuesday at Gumley", "abner-chains"),
        L("10-06 08:45", "c", "2 chains, not 3. Long day muddled me", "abner-chains-fix"),
        L("10-20 18:10", "c", "Gave your slasher back on Tuesday", "abner-slasher-back"),
        L("10-21 07:30", "c", "No I didn't, it's still in my van. Sorry", "abner-slasher-fix"),
        L("10-25 17:00", "c", "Slasher's back in your shed now, honest", "abner-slasher-shed"),
        L("10-30 10:00", "c", "Came 2nd in the veterans at the Foxton match yesterday", "abner-match"),
        L("10-31 08:15", "c", "3rd not 2nd. The judge's card was upside down on the board", "abner-match-fix"),
        L("11-07 19:20", "c", "The national championship's on the 19th", "abner-nat"),
        L("11-08 08:00", "c", "26th not 19th. The 19th is that lottery thing Jessie's on about", "abner-nat-fix"),
        L("11-27 09:30", "c", "Laid at the national yesterday, 11th in the veterans. Bess sat by the fire all day", "abner-national"),
        L("11-27 10:00", "t", "11th at the national at 61! Proud of you.", "abner-national-coach"),
        L("12-12 20:00", "c", "Back aches after the cold. Taking it steady till the new year", "abner-back"),
    ],
    # An injury from the day it happened to the day she was back: the billhook slipped.
    "mercy": [
        L("07-19 18:00", "c", "Can I start with you in the autumn? Laying's my winter job at the Hall", "mercy-start"),
        L("10-01 17:30", "c", "First day laying with you. Hands are blistered already", "mercy-first"),
        L("10-01 18:00", "t", "Gloves on both hands next week, and keep the hook sharp.", "mercy-first-coach"),
        L("10-16 09:00", "c", "Cut my left hand across the palm with the billhook yesterday. Seven stitches at Leicester. Vida drove me", "mercy-onset"),
        L("10-16 09:30", "t", "Oh Mercy. No laying till the stitches are out and the doctor says.", "mercy-onset-coach"),
        L("10-25 12:00", "c", "Stitches out at the surgery. Nurse says no gripping a hook for two weeks", "mercy-stitches"),
        L("11-02 19:00", "c", "Doing the squeeze-a-ball exercises from the hand clinic, 10 times an hour", "mercy-ball"),
        L("11-12 17:45", "c", "Back laying today! Left hand a bit stiff on the stakes", "mercy-back"),
        L("11-12 18:00", "t", "Good lass. Let the right hand do the cutting for now.", "mercy-back-coach"),
        L("11-26 18:30", "c", "Laid my first full chain on my own", "mercy-chain"),
        L("12-10 16:00", "c", "Entered for the open class at Foxton next season. Hand's fine now", "mercy-entered"),
    ],
    # A run: Saturdays in a row out laying, broken by his daughter's wedding, counted again.
    "caleb": [
        L("10-01 18:00", "c", "First Saturday of the season out laying. Brock chased a rabbit all afternoon", "caleb-sat1"),
        L("10-01 18:30", "t", "Good start. Going for every Saturday?", "caleb-sat1-coach"),
        L("10-01 18:40", "c", "Every Saturday till Christmas, that's the plan", "caleb-plan"),
        L("10-22 17:50", "c", "4 Saturdays on the trot", "caleb-sat4"),
        L("11-05 17:30", "c", "6 in a row. Had a bonfire of the brash", "caleb-sat6"),
        L("11-19 17:40", "c", "8 Saturdays in a row. Missing next week for Merle's wedding, so that's the run done", "caleb-sat8"),
        L("11-28 09:00", "c", "Merle's wedding was lovely. Run's over at 8", "caleb-wedding"),
        L("12-03 17:30", "c", "Starting again. Saturday 1 of the new run", "caleb-restart"),
        L("12-17 17:20", "c", "3 in a row again", "caleb-sat3b"),
        L("12-24 12:30", "c", "Laid Christmas Eve morning, 4 in a row. Brock's got a new collar for Christmas", "caleb-eve"),
        L("12-31 17:00", "c", "5 in a row. Nine chains since the wedding", "caleb-sat5b"),
    ],
    # Says little: yep, nope. The coach's question is half the answer.
    "greig": [
        L("07-09 22:30", "t", "How did it go at Lynn tonight?", "greig-heat-q"),
        L("07-09 23:00", "c", "won heat 2", "greig-heat"),
        L("07-16 19:00", "t", "Use my spare helmet till yours comes.", "greig-helmet"),
        L("07-23 22:00", "t", "Did the new tyres help?", "greig-tyres-q"),
        L("07-23 22:30", "c", "yep", "greig-tyres"),
        L("08-29 21:00", "t", "Bank holiday meeting ok?", "greig-roll-q"),
        L("08-29 21:40", "c", "rolled it. im fine", "greig-roll"),
        L("09-03 10:00", "t", "Still got my helmet? Neck ok after the roll?", "greig-neck-q"),
        L("09-03 12:00", "c", "yep. new 1 comes next wk", "greig-neck"),
        L("09-17 19:00", "c", "new helmet here. yours is in ur van", "greig-helmet-back"),
        L("09-24 18:00", "t", "Did you sort the cage after the roll?", "greig-cage-q"),
        L("09-24 20:30", "c", "welded it", "greig-cage"),
        L("10-08 22:00", "t", "Where are you in the points now?", "greig-points-q"),
        L("10-08 22:40", "c", "3rd", "greig-points"),
        L("10-30 10:00", "t", "Last meeting of the season last night. How did you get on?", "greig-final-q"),
        L("10-30 11:30", "c", "won the final", "greig-final"),
        L("12-05 18:00", "t", "Coming to the dinner dance?", "greig-dance-q"),
        L("12-05 22:00", "c", "maybe", "greig-dance"),
    ],
    # Says little to the coach: the stolen car and the new one are in the drivers' chat.
    "hepsie": [
        L("07-02 20:00", "c", "Finished both heats tonight, tail end but finished", "hepsie-heats"),
        L("07-02 20:30", "t", "Finishing is the goal. Smooth hands on the wheel.", "hepsie-heats-coach"),
        L("08-20 11:00", "t", "Borrow my tow rope for the trailer, it's on the hook in the pits.", "hepsie-rope"),
        L("09-19 09:00", "c", "Can't race for a bit. Stuff going on", "hepsie-stuff"),
        L("09-19 09:20", "t", "Ok love. Shout if you need anything.", "hepsie-stuff-coach"),
        L("10-22 19:30", "c", "Back next week", "hepsie-back"),
        L("10-29 22:45", "c", "Finished the last meeting. Season done", "hepsie-last"),
        L("11-14 12:00", "t", "Have you still got my tow rope?", "hepsie-rope-q"),
        L("11-14 12:30", "c", "Toby's got it. He'll drop it at yours", "hepsie-rope-toby"),
    ],
    # A medicine changed twice: the neck after a shunt, a rub from the chemist, tablets, stronger tablets.
    "fingal": [
        L("07-31 10:00", "c", "Got shunted into the fence last night. Neck's stiff as a board", "fingal-onset"),
        L("07-31 10:20", "t", "Get it checked. No racing till it's right.", "fingal-onset-coach"),
        L("08-01 17:00", "c", "Got some Deep Heat from the chemist, rubbing it in morning and night", "fingal-deepheat"),
        L("08-09 12:15", "c", "Deep Heat's no good. Pharmacist says take Nurofen instead, 2 three times a day", "fingal-nurofen"),
        L("08-23 16:40", "c", "GP's stopped the Nurofen and put me on Voltarol tablets instead. Says it's whiplash", "fingal-voltarol"),
        L("08-23 17:00", "t", "Sensible. And no lorry driving if the tablets make you drowsy.", "fingal-voltarol-coach"),
        L("09-06 19:00", "c", "Neck turning properly again. Aileen says I can stop walking like a robot", "fingal-turning"),
        L("09-24 22:30", "c", "Raced tonight. First time since the shunt. 5th in the final", "fingal-back"),
        L("10-03 20:00", "c", "Finished the Voltarol. Neck's right", "fingal-off"),
        L("10-29 23:00", "c", "Season over. Not one spin since I came back", "fingal-season"),
        L("12-20 18:30", "c", "Fitted a new headrest for next season, higher one", "fingal-headrest"),
    ],
}

GROUPS = [
    {
        "id": "chat-marsali-band", "trainer": "marsali", "members": ["tormod", "sheena", "lachie"],
        "lines": [
            L("08-13 21:30", "t", "Tormod went over on his ankle stepping off the bus at Glasgow Green. Sidony's taken him to the Western. We came 6th, by the way.", "g-marsali-tormod"),
            L("08-13 21:45", "sheena", "Poor Tormod. Tell him I played the set for him", "g-sheena-tormod"),
            L("11-13 18:00", "t", "Well done all at the Remembrance parade. Tormod marched the whole way on that ankle.", "g-marsali-parade"),
            L("11-13 18:05", "t", "And Lachie played his first parade. Not a wrong note.", "g-marsali-lachie"),
            L("11-13 18:20", "lachie", "ta", "g-lachie-parade"),
            L("12-17 22:30", "t", "Lovely concert in the Abbey tonight. We missed Lachie's chanter.", "g-marsali-concert"),
            L("12-31 23:58", "sheena", "Hogmanay and not a fag since August. 124 days!", "g-sheena-hogmanay"),
        ],
    },
    {
        "id": "chat-evangeline-chorus", "trainer": "evangeline", "members": ["jabez", "connie", "ezra"],
        "lines": [
            L("09-11 21:00", "connie", "Mum's had a fall and they've found she's got dementia. Don't tell Evangeline yet, I'll sort it", "g-connie-mum"),
            L("09-11 21:20", "jabez", "Oh Connie love. Damaris will make you a pie", "g-jabez-connie"),
            L("09-27 19:30", "connie", "Mum's going into Beech Lodge care home on Friday. Gregor's doing the move", "g-connie-home"),
            L("10-01 15:00", "connie", "Mum's settled at Beech Lodge. She sang along to the radio", "g-connie-settled"),
            L("10-22 21:30", "t", "4th at the prelims at Scarborough! Proud of you all.", "g-evangeline-prelims"),
            L("10-22 21:40", "connie", "First time I've sung out since mum. Cried all the way home", "g-connie-prelims"),
            L("11-05 20:00", "connie", "Took mum to watch the fireworks from the lounge at Beech Lodge", "g-connie-bonfire"),
            L("12-10 12:00", "connie", "Gregor's retiring at Christmas, so he'll do mum's visits in the week", "g-connie-gregor"),
            L("12-17 22:45", "t", "What a Christmas show. Jabez's quartet brought the house down.", "g-evangeline-show"),
            L("12-17 22:50", "t", "And Ezra, that bass solo was perfect.", "g-evangeline-ezra"),
            L("12-25 18:00", "connie", "Christmas dinner at Beech Lodge with mum. She knew us!", "g-connie-christmas"),
        ],
    },
    {
        "id": "chat-lemuel-hedgers", "trainer": "lemuel", "members": ["abner", "mercy", "caleb"],
        "lines": [
            L("10-15 19:00", "t", "Mercy cut her hand with her hook at Gumley today, Vida's taken her to Leicester. Always cut away from yourself, all of you.", "g-lemuel-mercy"),
            L("10-15 19:20", "caleb", "Poor lass. I'll finish her length tomorrow", "g-caleb-mercy"),
            L("10-29 18:00", "t", "Foxton match results on the board at the pub. Abner placed in the veterans.", "g-lemuel-match"),
            L("10-29 18:10", "t", "And Caleb 5th in the open, well laid.", "g-lemuel-caleb"),
            L("11-26 20:00", "t", "Abner laid at the national today, 11th in the veterans.", "g-lemuel-national"),
            L("11-26 20:05", "t", "Caleb couldn't come, he was at Merle's wedding.", "g-lemuel-wedding"),
            L("12-24 13:00", "caleb", "Merry Christmas hedgers. Four Saturdays in a row again", "g-caleb-xmas"),
        ],
    },
    {
        "id": "chat-rhoda-drivers", "trainer": "rhoda", "members": ["greig", "hepsie", "fingal"],
        "lines": [
            L("07-30 22:15", "t", "Fingal took a big shunt into the fence tonight, he's walked away but sore.", "g-rhoda-fingal"),
            L("09-18 21:00", "hepsie", "Someone's nicked my car from the yard. Please don't tell Rhoda yet, I'll look a fool", "g-hepsie-stolen"),
            L("09-25 10:00", "hepsie", "Police found it burnt out in a field near Swaffham. Insurance says £900", "g-hepsie-burnt"),
            L("10-09 18:00", "hepsie", "Toby's building me a new car out of an old Capri shell", "g-hepsie-capri"),
            L("10-30 09:00", "greig", "won the final", "g-greig-final"),
            L("10-30 09:30", "hepsie", "First race in the Capri and I finished! Toby cried", "g-hepsie-finish"),
            L("11-19 22:00", "hepsie", "Bought a lottery ticket for a new engine. Won a tenner", "g-hepsie-lottery"),
            L("12-10 23:00", "t", "Thank you all for the dinner dance. Greig, you can dance!", "g-rhoda-dance"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Some facts are only here,
# said in the coach's own words.
NOTES = [
    ("marsali", "tormod", "1994-07-07", "Tormod (44): bass drum, steady tempo. New head on the drum. Joiner, strong arms."),
    ("marsali", "tormod", "1994-08-16", "Tormod: broke left fibula stepping off the bus at Glasgow Green 13 Aug. Plaster six weeks. Lent him dad's crutches."),
    ("marsali", "tormod", "1994-11-14", "Tormod: back at practice 8 Nov sat down, marched on Remembrance Sunday. Crutches back 10 Oct."),
    ("marsali", "sheena", "1994-07-04", "Sheena (38): piper. Stopped smoking 1 Jul, on patches. Short of breath in the long tunes."),
    ("marsali", "sheena", "1994-09-01", "Sheena: 57 days then smoked at a wedding 27 Aug. Started again 30 Aug."),
    ("marsali", "sheena", "1994-12-08", "Sheena: 100 days on 7 Dec, off the patches since mid-November. Breath much better."),
    ("marsali", "lachie", "1994-07-08", "Lachie (16): learner, practice chanter (mine, lent). Gran Nettie drives him. Quiet."),
    ("marsali", "lachie", "1994-11-15", "Lachie: on the full pipes since October (school's set). First parade 13 Nov. Still has my chanter."),
    ("evangeline", "jabez", "1994-07-12", "Jabez (55): lead. Ulcer on the tongue, Bonjela. Lovely ringing tone."),
    ("evangeline", "jabez", "1994-09-20", "Jabez: ulcers since July. Bonjela no use, Corsodyl stained his teeth, Adcortyl from the GP since 19 Sep."),
    ("evangeline", "jabez", "1994-12-19", "Jabez: no ulcers since October, off the Adcortyl. Sang lead in the Hornsea Four at the show."),
    ("evangeline", "connie", "1994-07-19", "Connie (49): tenor, accurate, shy of solos. Missed 18 Jul."),
    ("evangeline", "connie", "1994-10-18", "Connie: away five weeks, 'family stuff'. Back 17 Oct, a little rusty."),
    ("evangeline", "ezra", "1994-07-16", "Ezra (29): bass, big voice, muddles his numbers. Passed accountancy paper 7."),
    ("evangeline", "ezra", "1994-10-25", "Ezra: quartet sang at the lifeboat do 24 Sep. Prelims score 68."),
    ("lemuel", "abner", "1994-08-17", "Abner (61): laid hedges all his life, wants the national. New billhook, £53."),
    ("lemuel", "abner", "1994-11-28", "Abner: 3rd in the veterans at Foxton 29 Oct, 11th at the national 26 Nov."),
    ("lemuel", "mercy", "1994-10-03", "Mercy (34): gardener at Stanford Hall, neat work, rushes the cut."),
    ("lemuel", "mercy", "1994-10-17", "Mercy: cut left palm with billhook 15 Oct, seven stitches. No laying till cleared."),
    ("lemuel", "mercy", "1994-11-14", "Mercy: back laying 12 Nov, grip weak but improving. First chain alone 26 Nov."),
    ("lemuel", "caleb", "1994-10-04", "Caleb (52): retired woodwork teacher, careful, slow. Wants every Saturday of the season."),
    ("lemuel", "caleb", "1994-12-05", "Caleb: eight Saturdays running until Merle's wedding 26 Nov, started again 3 Dec. 5th in the open at Foxton."),
    ("rhoda", "greig", "1994-07-11", "Greig (19): quick, brave, says nothing. Won heat 2 on 9 Jul."),
    ("rhoda", "greig", "1994-11-01", "Greig: rolled 29 Aug, cage welded. 3rd in points, won the last final 29 Oct."),
    ("rhoda", "hepsie", "1994-07-04", "Hepsie (45): steady, finishes. Son Toby is her mechanic."),
    ("rhoda", "hepsie", "1994-10-31", "Hepsie: missed five weeks in Sep-Oct, said 'stuff going on'. Back in a new car."),
    ("rhoda", "fingal", "1994-08-02", "Fingal (50): shunted into the fence 30 Jul, neck. Deep Heat so far."),
    ("rhoda", "fingal", "1994-09-26", "Fingal: whiplash. Nurofen no good, Voltarol from the GP since 23 Aug. Back racing 24 Sep, 5th in the final."),
]

TRANSCRIPTS = [
    {
        "id": "tr-marsali-tormod-19940816", "trainer": "marsali", "client": "tormod", "startedAt": "1994-08-16T19:00:00Z",
        "title": "Call with Tormod and Sidony: after the fracture",
        "lines": [
            ("Coach", 0, "How's the leg, Tormod?"),
            ("Tormod", 4, "Sore. Plaster to the knee, six weeks, then they'll see."),
            ("Sidony", 9, "He's not to put weight on it at all. And he's not to drive, so I'm taking him to his jobs."),
            ("Coach", 14, "Then come to practice and sit in. You can keep time on a practice pad."),
            ("Tormod", 20, "Can I still carry the big drum to the car?"),
            ("Sidony", 25, "No he cannot. Lachie's gran says her lad can carry it."),
        ],
    },
    {
        "id": "tr-evangeline-jabez-19940919", "trainer": "evangeline", "client": "jabez", "startedAt": "1994-09-19T19:30:00Z",
        "title": "Call with Jabez and Damaris: the GP's paste",
        "lines": [
            ("Coach", 0, "What did the GP say, Jabez?"),
            ("Jabez", 5, "Adcortyl paste, dab it on after meals and at night. Stop the mouthwash."),
            ("Damaris", 11, "And he's to cut down the pickled onions. The GP thinks they set it off."),
            ("Coach", 16, "Then sing quietly this week and come to the quartet on Thursday."),
            ("Jabez", 22, "Will the paste stop me singing?"),
            ("Damaris", 26, "Only if you talk with it on."),
        ],
    },
    {
        "id": "tr-lemuel-mercy-19941017", "trainer": "lemuel", "client": "mercy", "startedAt": "1994-10-17T18:00:00Z",
        "title": "Call with Mercy and Vida: the stitches",
        "lines": [
            ("Coach", 0, "How's the hand, Mercy?"),
            ("Mercy", 4, "Seven stitches across the palm. It missed the tendon, thank God."),
            ("Vida", 9, "She's not to grip anything for three weeks, so she's off the hedges at the Hall."),
            ("Coach", 14, "Then come and watch on Saturday and do the pleaching with your eyes."),
            ("Mercy", 20, "Can I still drive the tractor?"),
            ("Vida", 24, "Not with one hand you can't."),
        ],
    },
    {
        "id": "tr-rhoda-fingal-19940823", "trainer": "rhoda", "client": "fingal", "startedAt": "1994-08-23T19:00:00Z",
        "title": "Call with Fingal and Aileen: the GP",
        "lines": [
            ("Coach", 0, "What did the doctor say about the neck?"),
            ("Fingal", 5, "Whiplash. Voltarol, one twice a day with food, and stop the Nurofen."),
            ("Aileen", 10, "And a soft collar at night. He won't wear it."),
            ("Coach", 15, "No racing till you can look over both shoulders. Miss September if you need to."),
            ("Fingal", 21, "Can I still do my runs to Felixstowe?"),
            ("Aileen", 25, "Only the short ones, the GP said."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("tormod", "1994-07-22", 7.0, 3, 85, "Grand."),
    ("tormod", "1994-09-02", 5.5, 6, 25, "Ankle."),
    ("sheena", "1994-07-22", 5.0, 8, 80, "Craving."),
    ("sheena", "1994-11-25", 7.5, 3, 95, "Free."),
    ("lachie", "1994-08-26", 9.5, 2, 70, "ok"),
    ("jabez", "1994-08-26", 6.5, 5, 60, "Mouth."),
    ("jabez", "1994-11-25", 7.5, 2, 90, "Clear."),
    ("connie", "1994-09-23", 4.5, 9, 0, "Busy."),
    ("connie", "1994-11-18", 6.5, 5, 75, "Better."),
    ("ezra", "1994-08-05", 6.0, 5, 80, "Exams done."),
    ("ezra", "1994-11-11", 7.0, 3, 90, "Fine."),
    ("abner", "1994-09-09", 7.5, 2, 85, "Fine."),
    ("abner", "1994-12-16", 6.0, 4, 60, "Back."),
    ("mercy", "1994-10-21", 6.0, 6, 20, "Hand."),
    ("mercy", "1994-12-02", 7.5, 2, 90, "Laying."),
    ("caleb", "1994-10-14", 7.0, 2, 95, "Saturdays."),
    ("caleb", "1994-12-09", 7.5, 3, 90, "Wedding done."),
    ("greig", "1994-09-09", 8.0, 3, 80, "yep"),
    ("hepsie", "1994-09-30", 4.0, 9, 0, "Stuff."),
    ("hepsie", "1994-11-25", 7.0, 3, 70, "Better."),
    ("fingal", "1994-08-12", 5.0, 7, 30, "Neck."),
    ("fingal", "1994-10-14", 7.0, 2, 90, "Right."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble).
READINGS = [
    ("tormod", "weight", "kg", "1994-07-04", "1994-12-26", 7, 94.0, 91.0, 0.3),
    ("sheena", "resting_heart_rate", "bpm", "1994-07-04", "1994-12-26", 7, 82.0, 71.0, 0.8),
    ("jabez", "weight", "kg", "1994-07-04", "1994-12-26", 7, 86.0, 83.0, 0.3),
    ("connie", "steps", "steps", "1994-07-04", "1994-12-26", 7, 7500, 6000, 400),
    ("ezra", "steps", "steps", "1994-07-04", "1994-12-26", 7, 5000, 8000, 400),
    ("abner", "resting_heart_rate", "bpm", "1994-07-04", "1994-12-26", 7, 64.0, 62.0, 0.8),
    ("mercy", "steps", "steps", "1994-07-04", "1994-12-26", 7, 12000, 10500, 500),
    ("caleb", "weight", "kg", "1994-07-04", "1994-12-26", 7, 81.0, 78.0, 0.3),
    ("hepsie", "steps", "steps", "1994-07-04", "1994-12-26", 7, 6000, 6500, 400),
    ("fingal", "resting_heart_rate", "bpm", "1994-07-04", "1994-12-26", 7, 74.0, 70.0, 0.8),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("tormod", "goal-marsali-tormod-weight", "weight", 90.0, "kg", "1994-12-31", "active"),
    ("caleb", "goal-lemuel-caleb-weight", "weight", 78.0, "kg", "1994-12-31", "achieved"),
    ("ezra", "goal-evangeline-ezra-steps", "steps", 7500, "steps", "1994-12-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("jabez", "1994-10-21", "Ferritin", 85, "ug/L", 30, 400),
    ("jabez", "1994-12-14", "Ferritin", 92, "ug/L", 30, 400),
    ("sheena", "1994-07-08", "Carbon monoxide", 22, "ppm", 0, 6),
    ("sheena", "1994-12-09", "Carbon monoxide", 3, "ppm", 0, 6),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic, unit or number a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "cheers", "on my way", "paid", "hiya", "lovely", "will do", "no worries",
    "sorry, running late", "can we swap to friday?", "what time tomorrow?", "see you there", "wrong chat sorry",
    "only just seen this", "same time next week?", "where do i park?", "nearly there", "stuck on the A68",
    "stuck on the A614", "stuck on the A47", "stuck on the A6", "stuck behind a combine", "all good here",
    "can i pay cash?", "on the way now", "are we still on?", "no signal here", "stuck at work",
    "perfect", "long day", "nowt to report", "ta duck", "ha", "noted", "right you are", "bit late",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the noticeboard.", "Have a good weekend.", "Invoice on its way.", "Plan's in the post.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]

# The named days (feast days, news days, bank holidays) a question may name as one day.
NAMED_DAYS = frozenset({
    "07-17", "08-01", "08-13", "08-29", "09-10", "10-23", "10-31", "11-05", "11-13", "11-19", "11-30",
    "12-24", "12-25", "12-26", "12-31",
})

# Days a question names on which no story line falls (the Saturday of the Kelso games, told on the Monday; the
# Saturday of Sheena's cousin's wedding, told on the Monday; the Saturday of Lachie's solo at Hawick, asked on the
# Monday; the Friday Ezra first gave for his quartet's gig; the Tuesday Abner said he gave the slasher back; the
# Saturday of the prelims, told by Ezra on the Monday; the Saturday of the Foxton match, told by Abner on the Sunday;
# the Saturday of the national, told on the Sunday): kept quiet too, so a question about that day finds nothing but
# what another line tells of it.
ASKED_DAYS = frozenset({"08-27", "07-23", "09-03", "09-23", "10-18", "11-26", "10-29", "10-22"})


def _story_days() -> frozenset[str]:
    """Every day a story line falls on (one-to-one or group): a question may name any of them."""
    lines = [ln for story in STORY.values() for ln in story] + [ln for g in GROUPS for ln in g["lines"]]
    return frozenset(ln.when[:5] for ln in lines)


# No everyday chatter line falls on a named day, an asked day or a story day, so a question about one day finds only the
# story. A chatter line drawn on one is moved back to the first day before it that is neither.
QUIET_DAYS = NAMED_DAYS | ASKED_DAYS | _story_days()


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=19940701, health_seed=19950105, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
