#!/usr/bin/env python3
"""Build the fiftieth blind data set for the answer benchmark (bench/answers_data/blind50.json).

    functions/venv/bin/python -m bench.answers_data.build_blind50

Four trainers of kinds no other roster has: a bell ringing tower captain at Clun in Shropshire (Thurza
Catterall), a falconry coach at Elsdon in Northumberland (Japheth Errington), a sled dog racing coach at
Feshiebridge in Badenoch (Clarimond Swarbrick) and a brass band trainer at Delph in Saddleworth (Enoch
Battye). 12 clients, 1 January to 30 June 1999 (asked on Monday 5 July 1999): one-to-one chats, four group
chats, session notes, four session transcripts, check-ins, client profiles and health data, in the format
of demo/data/demo_dataset.json. Written on 2026-12-06 by helper h-blind50 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file, and of
docs/ANSWERS.md only the forty-ninth blind set's section: a held-out check of whether the fixes made on the
other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it happened to the day the
client was back (Amos's dislocated shoulder, from a bell rope; Rosie's knee, off the sled rig on an icy
bend), a medicine changed twice (Ferdie's hand eczema under the hawking glove: E45, Betnovate instead,
Dermovate instead; Jeremy's cold sores on his playing lip: Blistex, Zovirax instead, Famvir instead), a
client who tells the group chat more than the coach (Queenie, Ket), a client who says little beyond yes or
no (Finlay, Orrin), a client whose records correct themselves (Cris, Hugo), and, new in this roster, **a
client whose record is a run** (Tempe, Amyas): a count kept week on week or day on day ("that's 10
Wednesdays in a row"; "day 59"), a run broken and started again, so "how many in a row", "has she missed
one since Easter", "when did the run end" are read across many messages. The trainers of each split have
two clients in it, so a question can name two clients at once (the roster's other new kind, asked in the
question list).

The period, January to June 1999, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1992 to 2001 finds none but blind40's 1996). Inside it (every weekday
checked with Python's `datetime`): New Year's Day (Friday 1 January), Burns Night (Monday 25 January),
Valentine's Day (Sunday 14 February), Shrove Tuesday (16 February), St David's Day (Monday 1 March),
Mothering Sunday (14 March), the clocks going forward (Sunday 28 March), Good Friday (2 April), Easter
Sunday (4 April), Easter Monday (5 April), St George's Day (Friday 23 April), the May Day bank holiday
(Monday 3 May), the Scottish and Welsh elections (Thursday 6 May), the FA Cup final (Saturday 22 May), the
Champions League final in Barcelona (Wednesday 26 May), Whit Friday (28 May), the spring bank holiday
(Monday 31 May), Prince Edward's wedding (Saturday 19 June) and midsummer's day (Monday 21 June). The
everyday chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter), names no
body part, food, drink, medicine, sport, event, unit or number a question asks about, and is kept off every
day a story line or a named day falls on (QUIET_DAYS). Deterministic: two runs write byte-identical files.
`blind50_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind50_questions.py).

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
OUT, TAGS_OUT = HERE / "blind50.json", HERE / "blind50_tags.json"
YEAR = 1999
START, END = datetime(1999, 1, 1, 7, 0), datetime(1999, 6, 30, 21, 0)
ASKED_AT = "1999-07-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-thurza", "displayName": "Thurza Catterall", "email": "thurza.catterall@example.com", "short": "thurza"},
    {"id": "coach-japheth", "displayName": "Japheth Errington", "email": "japheth.errington@example.com", "short": "japheth"},
    {"id": "coach-clarimond", "displayName": "Clarimond Swarbrick", "email": "clarimond.swarbrick@example.com", "short": "clarimond"},
    {"id": "coach-enoch", "displayName": "Enoch Battye", "email": "enoch.battye@example.com", "short": "enoch"},
]

# (trainer short, client id, display name, short).
CLIENTS = [
    ("thurza", "amos-kenyon", "Amos Kenyon", "amos"),
    ("thurza", "temperance-dyson", "Temperance Dyson", "tempe"),
    ("thurza", "orrin-snaith", "Orrin Snaith", "orrin"),
    ("japheth", "ferdinand-aynsley", "Ferdinand Aynsley", "ferdie"),
    ("japheth", "keturah-laidlaw", "Keturah Laidlaw", "ket"),
    ("japheth", "hugo-pringle", "Hugo Pringle", "hugo"),
    ("clarimond", "queenie-horrocks", "Queenie Horrocks", "queenie"),
    ("clarimond", "crispian-ogden", "Crispian Ogden", "cris"),
    ("clarimond", "ambrosine-charnley", "Ambrosine Charnley", "rosie"),
    ("enoch", "finlay-firth", "Finlay Firth", "finlay"),
    ("enoch", "amyas-greenwood", "Amyas Greenwood", "amyas"),
    ("enoch", "jeremy-hirst", "Jeremy Hirst", "jeremy"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a group talker, a yes/no client, a
# client whose records correct themselves, a client whose record is a run) has one in each half, and
# each trainer has two clients in one half, so a question may name both.
DEV_CLIENTS = ("amos", "tempe", "ferdie", "queenie", "cris", "finlay")

PROFILES = [
    {"clientId": "amos-kenyon", "age": 47, "goal": "Ring the tenor to a quarter peal, and get down to 87 kg",
     "dietaryRestrictions": [],
     "injuries": ["left shoulder, dislocated (the tenor rope caught his wrist at practice, 10 February 1999): sling three weeks, physio at Knighton, back ringing 14 April"],
     "notes": "Bell ringing, Clun. Postman from Bucknell. Wife Audrey."},
    {"clientId": "temperance-dyson", "age": 33, "goal": "Ring every practice night this year and ring inside to a peal",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Bell ringing, Clun. District nurse. Husband Neville. Everyone calls her Tempe. Keeps count of her practices and quarter peals."},
    {"clientId": "orrin-snaith", "age": 15, "goal": "Ring a touch of Plain Bob Doubles",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Bell ringing, Clun. Learner, at school in Bishop's Castle. Mum Cheryl drives him. Says little."},
    {"clientId": "ferdinand-aynsley", "age": 58, "goal": "Enter Tansy for the Northumberland hawking meet",
     "dietaryRestrictions": [],
     "injuries": ["left hand, eczema under the glove (from January 1999): E45 from the chemist, then Betnovate instead (GP 29 January), then Dermovate instead (skin clinic, 8 March) with a cotton liner"],
     "notes": "Falconry, Elsdon. Retired gamekeeper from Otterburn. Harris hawk Tansy. Wife Gertie. Everyone calls him Ferdie."},
    {"clientId": "keturah-laidlaw", "age": 41, "goal": "Fly Sorrel to the lure in front of a crowd",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": [],
     "notes": "Falconry, Elsdon. Dinner lady at the first school in Wooler. Lanner falcon Sorrel. Partner Douglas. Goes by Ket. Tells the club chat more than the coach."},
    {"clientId": "hugo-pringle", "age": 29, "goal": "Fly Tinder at a public display",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Falconry, Elsdon. Trainee vet in Alnwick. Kestrel Tinder. Flatmate Tarquin. Often puts a number or a day right the day after."},
    {"clientId": "queenie-horrocks", "age": 67, "goal": "Finish the Aviemore rally in the four dog class",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Sled dog racing, Feshiebridge. Retired school cook from Kincraig. Husband Basil. Siberians, lead dog Juniper. Tells the club chat more than the coach."},
    {"clientId": "crispian-ogden", "age": 35, "goal": "A podium in the four dog class",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Sled dog racing, Feshiebridge. Forestry worker from Carrbridge. Wife Lesley. Goes by Cris. Sometimes gets a result or a day wrong and puts it right after."},
    {"clientId": "ambrosine-charnley", "age": 26, "goal": "Race the six dog class next winter",
     "dietaryRestrictions": [],
     "injuries": ["right knee, medial ligament sprain (the rig tipped on an icy bend at Glenmore, 17 January 1999): brace six weeks, physio at Kingussie, back racing 20 March"],
     "notes": "Sled dog racing, Feshiebridge. Dental nurse in Kingussie. Partner Roland. Lead dog Quince. Goes by Rosie."},
    {"clientId": "finlay-firth", "age": 14, "goal": "Win the junior slow melody contest",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Brass band, Delph. Second cornet in the junior band. Grandad Stanley brings him. Says little."},
    {"clientId": "amyas-greenwood", "age": 52, "goal": "Practise every day this year, and 97 kg",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Brass band, Delph. Solo euphonium. Bus driver from Uppermill. Wife Glenda. Keeps a count of his days of practice."},
    {"clientId": "jeremy-hirst", "age": 38, "goal": "Play the solo in the Whit Friday march without a split note",
     "dietaryRestrictions": [],
     "injuries": ["cold sores on the top lip (from February 1999): Blistex from the chemist, then Zovirax cream instead (22 February), then Famvir tablets instead (GP 19 April)"],
     "notes": "Brass band, Delph. Principal trombone. Works at the mill in Dobcross. Wife Rita."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[build_blind.Line]] = {
    # An injury from the day it happened to the day he was back: the tenor rope, a dislocated shoulder.
    "amos": [
        L("01-13 21:40", "c", "Rang the tenor behind for the first time tonight, arms like jelly", "amos-tenor"),
        L("01-13 21:55", "t", "You held it beautifully. Keep your hands together on the tail end.", "amos-tenor-coach"),
        L("02-11 09:10", "c", "Dislocated my left shoulder. The tenor rope caught round my wrist when she went over and lifted me off my feet", "amos-onset"),
        L("02-11 09:20", "c", "Royal Shrewsbury put it back in last night. Sling for three weeks", "amos-xray"),
        L("02-11 09:45", "t", "Oh Amos. No ringing till the physio says so, and never wrap the tail end round your hand.", "amos-onset-coach"),
        L("02-25 19:00", "c", "Still can't lift my arm above my shoulder. Audrey is doing my round's paperwork", "amos-sling"),
        L("03-04 18:30", "c", "Sling off. First physio at Knighton today, exercises with a broom handle", "amos-physio"),
        L("03-04 18:45", "t", "Do the exercises every day. Come and watch on Wednesdays if you like.", "amos-physio-coach"),
        L("03-24 20:00", "c", "Physio says another three weeks before a rope", "amos-physio2"),
        L("04-14 21:45", "c", "Rang the treble tonight! First time since February. Shoulder fine", "amos-back"),
        L("04-14 22:00", "t", "Lovely to have you back. Light bells only till May.", "amos-back-coach"),
        L("05-12 21:30", "c", "Rang the 4 for the whole practice, no ache", "amos-may"),
        L("06-05 16:00", "c", "Rang the tenor for the Pryce wedding today. First time on her since the accident", "amos-wedding"),
        L("06-05 16:20", "t", "Well done. That's the shoulder properly back then.", "amos-wedding-coach"),
        L("06-26 19:30", "c", "My first quarter peal on the tenor! Plain Bob Doubles, 42 minutes", "amos-quarter"),
        L("06-26 19:40", "t", "Brilliant Amos. I'll send it to the Ringing World.", "amos-quarter-coach"),
    ],
    # A run: practice nights counted week on week, broken by flu and started again.
    "tempe": [
        L("01-06 21:40", "c", "First practice of the year, ticked off! Going for every Wednesday this year", "tempe-run-start"),
        L("01-16 18:00", "c", "Rang my first quarter of the year, Grandsire Doubles, inside to the 2", "tempe-q1"),
        L("01-16 18:15", "t", "That's a good start to the year, Tempe.", "tempe-q1-coach"),
        L("02-03 21:50", "c", "5 Wednesdays out of 5!", "tempe-run-5"),
        L("02-20 17:30", "c", "Second quarter, Plain Bob Minor at Bishop's Castle", "tempe-q2"),
        L("03-10 21:45", "c", "That's 10 Wednesdays in a row. And every Sunday service since New Year", "tempe-run-10"),
        L("03-10 21:55", "t", "Ten in a row! Don't you dare get ill now.", "tempe-run-10-coach"),
        L("03-17 08:00", "c", "Flu. Neville's got it too. Won't be there tonight, so much for the run", "tempe-flu"),
        L("03-17 08:10", "t", "Rest. The run can start again. Get well.", "tempe-flu-coach"),
        L("03-24 09:00", "c", "Still in bed, not tonight either. Missed Sunday as well", "tempe-flu2"),
        L("03-31 21:40", "c", "Back! Starting the count again from one", "tempe-restart"),
        L("05-01 18:30", "c", "Third quarter this year, Stedman Doubles. First time I've rung Stedman", "tempe-q3"),
        L("05-01 18:40", "t", "Stedman! Proud of you.", "tempe-q3-coach"),
        L("05-26 21:40", "c", "9 Wednesdays in a row since the flu, back on track", "tempe-run-9"),
        L("06-19 15:00", "c", "Rang for the royal wedding, a quarter of Grandsire. That's 4 quarters this year", "tempe-q4"),
        L("06-30 21:45", "c", "Another Wednesday, 14 in a row since the flu, and every Sunday since Easter", "tempe-run-14"),
        L("06-30 21:50", "t", "Not missed one since you came back. That's the spirit.", "tempe-run-14-coach"),
    ],
    # Says little: ye, nah. The coach's question is half the answer.
    "orrin": [
        L("01-05 17:00", "t", "Practice tomorrow Orrin?", "orrin-jan-q"),
        L("01-05 19:30", "c", "nah. mocks", "orrin-jan"),
        L("01-26 17:00", "t", "Did you get your handstroke sorted with Tempe's help?", "orrin-hs-q"),
        L("01-26 18:10", "c", "ye", "orrin-hs"),
        L("02-16 17:00", "t", "Coming to the pancake social after practice tomorrow?", "orrin-pancake-q"),
        L("02-16 20:40", "c", "cant. cheryl working", "orrin-pancake"),
        L("03-18 08:00", "t", "How did your first touch of Plain Bob go last night?", "orrin-bob-q"),
        L("03-18 16:20", "c", "did it", "orrin-bob"),
        L("03-18 16:21", "c", "no mistakes", "orrin-bob-b"),
        L("04-20 17:00", "t", "Back after Easter? You missed two weeks.", "orrin-easter-q"),
        L("04-20 18:00", "c", "ye. was in blackpool", "orrin-easter"),
        L("05-18 17:00", "t", "Can you ring for the wedding on the 5th of June?", "orrin-wed-q"),
        L("05-18 21:00", "c", "nah. work experience that week", "orrin-wed"),
        L("06-15 17:00", "t", "Will you ring for the royal wedding on Saturday?", "orrin-royal-q"),
        L("06-15 19:10", "c", "ye", "orrin-royal"),
        L("06-22 17:00", "t", "Still want to try ringing the tenor?", "orrin-tenor-q"),
        L("06-22 21:30", "c", "maybe", "orrin-tenor"),
    ],
    # A medicine changed twice: the glove hand, a cream from the chemist, a steroid cream, a stronger one.
    "ferdie": [
        L("01-11 19:00", "c", "Skin on my left hand's cracked and raw under the glove. Got some E45 from the chemist", "ferdie-e45"),
        L("01-11 19:20", "t", "Fly Tansy off the other fist for a week if you can.", "ferdie-e45-coach"),
        L("01-29 18:30", "c", "E45 did nothing. GP says eczema, gave me Betnovate instead, thin layer twice a day", "ferdie-betnovate"),
        L("02-19 18:00", "c", "Tansy took her first rabbit of the year at Elsdon Burn today", "ferdie-rabbit"),
        L("02-19 18:10", "t", "Grand. Weigh her tonight and tell me.", "ferdie-rabbit-coach"),
        L("02-19 19:30", "c", "1lb 9oz after feeding up", "ferdie-weight"),
        L("03-08 17:00", "c", "Betnovate's not strong enough, hand's bleeding in the cold. Skin clinic at Hexham put me on Dermovate instead, and a cotton liner under the glove", "ferdie-dermovate"),
        L("03-08 17:20", "t", "Then no hawking till it heals. I'll fly Tansy for you on Saturday.", "ferdie-dermovate-coach"),
        L("04-03 16:00", "c", "Hand healed. Flew Tansy myself, six slips and a rabbit", "ferdie-back"),
        L("04-19 18:00", "c", "Clinic says stop the Dermovate now, just the E45 to keep it soft", "ferdie-off"),
        L("05-10 18:00", "c", "Put Tansy up to moult today", "ferdie-moult"),
        L("05-10 18:20", "t", "Good. Feed her up well, we'll get her down again in August.", "ferdie-moult-coach"),
        L("06-12 17:00", "c", "Gertie and I went to the Northumberland hawking meet to watch, booked Tansy in for next year", "ferdie-meet"),
    ],
    # Says little to the coach: the lost falcon and Douglas's job are in the club chat.
    "ket": [
        L("01-09 16:30", "c", "Sorrel flew to the lure 200 yards today", "ket-lure"),
        L("01-09 16:45", "t", "Lovely. Start calling her off in front of the village next.", "ket-lure-coach"),
        L("02-13 15:00", "c", "Sorrel's 1lb 4oz, flying keen", "ket-weight"),
        L("03-10 19:00", "c", "Not flying Sorrel for a bit. Busy", "ket-busy"),
        L("03-10 19:15", "t", "Fine, let me know when you're ready.", "ket-busy-coach"),
        L("03-27 12:00", "c", "Sorrel's back flying", "ket-back"),
        L("05-05 20:00", "c", "Might have to stop the lessons for a while. Money", "ket-money"),
        L("05-05 20:10", "t", "Pay me when you can, Ket.", "ket-money-coach"),
        L("06-09 18:00", "c", "Sorted now. Lessons back on", "ket-sorted"),
        L("06-26 17:00", "c", "Flew Sorrel at the Wooler show! Crowd clapped", "ket-show"),
        L("06-26 17:10", "t", "That's your goal done. Proud of you.", "ket-show-coach"),
    ],
    # Records that correct themselves: a weight, a day and a quarry, a display date, an age, a course's length.
    "hugo": [
        L("01-09 18:00", "c", "Tinder flew at 165g today, really sharp", "hugo-weight"),
        L("01-10 09:00", "c", "Sorry, 156g not 165. Swapped the digits", "hugo-weight-fix"),
        L("01-10 09:15", "t", "156 is about right for her. Keep her there.", "hugo-weight-coach"),
        L("02-08 08:30", "c", "Tinder's first kill on Saturday! A mouse in the stubble", "hugo-kill"),
        L("02-08 19:00", "c", "Actually it was Sunday, and a vole not a mouse. Tarquin was there and put me right", "hugo-kill-fix"),
        L("02-08 19:15", "t", "A vole is a proper kestrel kill. Well done.", "hugo-kill-coach"),
        L("03-02 18:00", "c", "Tinder's 2 so she should settle down soon", "hugo-age"),
        L("03-03 08:00", "c", "Tinder's 3 in May, not 2. Checked her ring papers", "hugo-age-fix"),
        L("04-12 18:00", "c", "Booked the falconry course at Kielder, it's 3 days", "hugo-course"),
        L("04-13 08:00", "c", "Course is 2 days not 3, the Friday and Saturday", "hugo-course-fix"),
        L("05-17 18:00", "c", "Display at Bamburgh is on the 12th of June", "hugo-display"),
        L("05-18 08:00", "c", "Bamburgh display is the 19th, the 12th is the hawk walk", "hugo-display-fix"),
        L("06-19 18:00", "c", "Flew Tinder at Bamburgh castle! She came straight back every time", "hugo-display-result"),
        L("06-19 18:20", "t", "Your first public display. Well done Hugo.", "hugo-display-coach"),
    ],
    # Says little to the coach: Basil's stroke is mostly in the club chat.
    "queenie": [
        L("01-10 14:00", "c", "Juniper led beautifully on the training run, 6 miles", "queenie-jan"),
        L("01-10 14:15", "t", "She's the best lead dog in the club.", "queenie-jan-coach"),
        L("01-24 16:00", "c", "Finished Aviemore! 4 dog class, 9th of 14", "queenie-aviemore"),
        L("01-24 16:10", "t", "Your goal, Queenie! Well done.", "queenie-aviemore-coach"),
        L("02-22 10:00", "c", "Can't make Glenmore. Family", "queenie-family"),
        L("02-22 10:15", "t", "Of course. Take care.", "queenie-family-coach"),
        L("04-10 13:00", "c", "Back on the rig with Juniper this morning. Only 3 miles, it's warming up", "queenie-back"),
        L("05-15 09:00", "c", "Too warm for the dogs now, walking them at 5am", "queenie-warm"),
        L("06-05 18:00", "c", "Sold Sloe to the Carrbridge lad", "queenie-sloe"),
    ],
    # Records that correct themselves: a place and a time, a training day, a dog's age, a price, a rally's date.
    "cris": [
        L("01-23 17:00", "c", "Aviemore rally, 4 dog class: 3rd in 14:20!", "cris-aviemore"),
        L("01-24 09:00", "c", "Sorry Clarimond, got it wrong. 4th not 3rd, and 14:02. I read the wrong line of the results", "cris-aviemore-fix"),
        L("01-24 09:20", "t", "4th at Aviemore is a great result. 14:02 is your best.", "cris-aviemore-coach"),
        L("02-02 18:00", "c", "Can only train on Tuesdays from now", "cris-day"),
        L("02-02 21:00", "c", "Thursdays I mean, I'm on shift Tuesdays", "cris-day-fix"),
        L("02-27 18:00", "c", "Bought a new rig, £450", "cris-rig"),
        L("02-28 10:00", "c", "It was £540 not £450, Lesley's got the receipt", "cris-rig-fix"),
        L("03-01 18:00", "c", "Feshiebridge rally is on the 13th of March", "cris-fesh"),
        L("03-01 21:00", "c", "Feshiebridge is the 20th, the 13th is the club dinner", "cris-fesh-fix"),
        L("03-20 16:00", "c", "3rd at Feshiebridge! 4 dog class, 13:48", "cris-fesh-result"),
        L("03-20 16:10", "t", "A podium. That's your goal met, Cris.", "cris-fesh-coach"),
        L("06-05 19:00", "c", "Got Sloe off Queenie. She's 3", "cris-sloe"),
        L("06-06 08:00", "c", "Sloe's 4 in August actually, not 3", "cris-sloe-fix"),
    ],
    # An injury from the day it happened to the race back: the rig tipped on an icy bend.
    "rosie": [
        L("01-17 19:00", "c", "Rig tipped on the icy bend at Glenmore this morning. Right knee's swollen", "rosie-onset"),
        L("01-18 12:00", "c", "Raigmore says medial ligament sprain. Brace for six weeks", "rosie-xray"),
        L("01-18 12:20", "t", "No running the dogs. Roland can exercise them on the quad.", "rosie-xray-coach"),
        L("01-24 15:00", "c", "Watched Aviemore from the finish. Gutted", "rosie-aviemore"),
        L("02-15 18:00", "c", "Physio at Kingussie, bike and step-ups", "rosie-physio"),
        L("03-01 18:00", "c", "Brace off!", "rosie-brace"),
        L("03-06 14:00", "c", "Back on the rig, two dogs, gentle", "rosie-back"),
        L("03-06 14:10", "t", "Two dogs for two weeks, then Quince and the four.", "rosie-back-coach"),
        L("03-20 17:00", "c", "Raced Feshiebridge! 2nd in the 2 dog class, knee fine", "rosie-race"),
        L("04-01 18:00", "c", "Physio signed me off", "rosie-signed"),
        L("05-22 18:00", "c", "Knee good, walking the dogs up Creag Dhubh", "rosie-may"),
    ],
    # Says little: ye, nah. The coach's question is half the answer.
    "finlay": [
        L("01-12 17:00", "t", "Coming to junior band Thursday Finlay?", "finlay-jan-q"),
        L("01-12 20:00", "c", "ye", "finlay-jan"),
        L("02-23 17:00", "t", "Did your grade 5 go ok?", "finlay-grade-q"),
        L("02-23 19:30", "c", "passed. merit", "finlay-grade"),
        L("03-13 17:00", "t", "Slow melody contest at Dobcross tomorrow?", "finlay-contest-q"),
        L("03-13 19:00", "c", "ye", "finlay-contest-a"),
        L("03-14 18:00", "c", "won", "finlay-contest"),
        L("03-14 18:01", "c", "1st", "finlay-contest-b"),
        L("04-27 17:00", "t", "Why no band last night?", "finlay-lip-q"),
        L("04-27 21:00", "c", "lip sore", "finlay-lip"),
        L("05-20 17:00", "t", "You marching with the seniors on Whit Friday?", "finlay-whit-q"),
        L("05-20 20:00", "c", "ye", "finlay-whit"),
        L("06-08 17:00", "t", "Junior band concert on the 26th, can you play?", "finlay-concert-q"),
        L("06-08 21:00", "c", "nah. holiday", "finlay-concert"),
    ],
    # A run: days of practice counted from New Year's Day, broken at Easter, started again.
    "amyas": [
        L("01-01 12:00", "c", "New year, new rule: practise every day. Day 1 done", "amyas-day1"),
        L("01-31 21:00", "c", "31 days out of 31", "amyas-day31"),
        L("01-31 21:10", "t", "Keep it up. Long tones every day.", "amyas-day31-coach"),
        L("02-28 21:00", "c", "Day 59, lips like leather", "amyas-day59"),
        L("04-06 08:00", "c", "Missed yesterday. Easter Monday at Glenda's sister's in Leeds and forgot the euph. 94 days and then nothing, gutted", "amyas-broke"),
        L("04-06 08:15", "t", "94 days is a proper effort. Start again today.", "amyas-broke-coach"),
        L("04-20 17:00", "c", "Can't do rehearsal tonight, bus shift", "amyas-shift"),
        L("05-25 21:00", "c", "Day 50 again", "amyas-day50"),
        L("05-28 23:00", "c", "Whit Friday done, played all 9 contests", "amyas-whit"),
        L("05-28 23:10", "t", "Nine marches on a hot day. Legend.", "amyas-whit-coach"),
        L("06-30 21:00", "c", "Day 86 of the new run. Not missed a rehearsal since the bus shift either", "amyas-day86"),
    ],
    # A medicine changed twice: cold sores on the playing lip: a balm, a cream, tablets.
    "jeremy": [
        L("02-15 19:00", "c", "Cold sore on my top lip right where the mouthpiece sits. Blistex from the chemist", "jeremy-blistex"),
        L("02-15 19:20", "t", "Play gently, use the warm ups only.", "jeremy-blistex-coach"),
        L("02-22 18:00", "c", "Blistex useless. Pharmacist said Zovirax cream instead, five times a day", "jeremy-zovirax"),
        L("03-13 18:00", "c", "Lip's clear. Played the whole rehearsal", "jeremy-clear"),
        L("04-19 19:00", "c", "Another cold sore, third one this year. GP's put me on Famvir tablets instead of the cream, to stop them coming back", "jeremy-famvir"),
        L("04-19 19:15", "t", "Sit out the area contest if you must. Your lip matters more.", "jeremy-famvir-coach"),
        L("04-24 18:00", "c", "Played the area contest at Bradford, lip held, 3rd place", "jeremy-area"),
        L("05-28 22:30", "c", "Whit Friday, played the solo in every march, not one split note", "jeremy-whit"),
        L("05-28 22:40", "t", "That's your goal. Well played Jeremy.", "jeremy-whit-coach"),
        L("06-21 18:00", "c", "Finished the Famvir. No cold sores since April", "jeremy-done"),
    ],
}

GROUPS = [
    {
        "id": "chat-thurza-tower", "trainer": "thurza", "members": ["amos", "tempe", "orrin"],
        "lines": [
            L("02-10 22:30", "t", "Amos hurt his shoulder at practice tonight, Audrey's taken him to Shrewsbury. Never wrap a rope round your hand, any of you.", "g-thurza-amos"),
            L("02-10 22:40", "tempe", "Poor Amos. I'll drop his post round tomorrow", "g-tempe-amos"),
            L("03-17 19:00", "t", "Practice tonight, but no Tempe, she's got flu.", "g-thurza-tempe"),
            L("06-05 17:00", "t", "Thank you all for the Pryce wedding today: Amos on the tenor, Tempe on the treble.", "g-thurza-wedding"),
            L("06-19 17:00", "t", "Quarter for the royal wedding rung: Tempe, Orrin, Amos and the Bishop's Castle band.", "g-thurza-royal"),
            L("06-19 17:20", "amos", "Glad to be part of it", "g-amos-royal"),
        ],
    },
    {
        "id": "chat-japheth-club", "trainer": "japheth", "members": ["ferdie", "ket", "hugo"],
        "lines": [
            L("03-08 08:00", "ket", "Sorrel went off after a crow at Harbottle on Saturday. Douglas and I out all day yesterday with the telemetry, nothing. Don't tell Japheth yet", "g-ket-lost"),
            L("03-08 09:00", "ferdie", "I'll come out with you tonight Ket", "g-ferdie-lost"),
            L("03-09 20:00", "ket", "Found her! In a fir at Alwinton, thin as a rake, 3 days out", "g-ket-found"),
            L("05-03 19:00", "ket", "Douglas has lost his job at the quarry. Might have to sell Sorrel", "g-ket-job"),
            L("06-07 18:00", "ket", "Douglas got a job at the sawmill at Rothbury. Sorrel stays!", "g-ket-sawmill"),
            L("06-19 18:30", "t", "Hugo flew Tinder at Bamburgh today, his first display.", "g-japheth-hugo"),
        ],
    },
    {
        "id": "chat-clarimond-team", "trainer": "clarimond", "members": ["queenie", "cris", "rosie"],
        "lines": [
            L("01-17 20:00", "t", "Rosie's rig tipped at Glenmore this morning, knee's hurt. Go steady on that bend, all of you.", "g-clarimond-rosie"),
            L("02-21 20:00", "queenie", "Basil's had a stroke, he's in Raigmore. Please don't tell Clarimond till after the rally", "g-queenie-stroke"),
            L("02-21 20:30", "rosie", "Oh Queenie. Roland and I will feed your dogs", "g-rosie-stroke"),
            L("03-27 18:00", "queenie", "Basil home today with a stick. Talking better every day", "g-queenie-home"),
            L("05-22 17:00", "queenie", "Won my age class at the Kincraig dog walk, against 3 others!", "g-queenie-walk"),
            L("06-05 18:30", "queenie", "Sold Sloe to Cris. Can't manage six dogs with Basil as he is", "g-queenie-sloe"),
        ],
    },
    {
        "id": "chat-enoch-band", "trainer": "enoch", "members": ["finlay", "amyas", "jeremy"],
        "lines": [
            L("03-14 19:00", "t", "Finlay won the slow melody at Dobcross today!", "g-enoch-finlay"),
            L("04-24 19:00", "t", "3rd at the area contest at Bradford. Jeremy's solo was superb.", "g-enoch-area"),
            L("05-29 09:00", "t", "Whit Friday: 9 contests, prizes at Delph and Dobcross. Thanks to everyone.", "g-enoch-whit"),
            L("05-29 10:00", "amyas", "Feet still aching, worth it", "g-amyas-whit"),
            L("06-26 20:00", "t", "Junior concert went well, we missed Finlay.", "g-enoch-concert"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Some facts are only here,
# said in the coach's own words.
NOTES = [
    ("thurza", "amos", "1999-01-14", "Amos (47): strong, learning to ring the tenor behind. Hands together on the tail end."),
    ("thurza", "amos", "1999-03-05", "Amos: left shoulder dislocated 10 Feb, tenor rope round his wrist. Sling off, physio at Knighton."),
    ("thurza", "amos", "1999-06-28", "Amos: back ringing 14 Apr, tenor for the wedding 5 Jun, first quarter on the tenor 26 Jun."),
    ("thurza", "tempe", "1999-01-07", "Tempe (33): steady, good striking. Wants every practice this year."),
    ("thurza", "tempe", "1999-04-01", "Tempe: ten Wednesdays running until flu 17 Mar, missed two. Started again 31 Mar."),
    ("thurza", "tempe", "1999-06-30", "Tempe: every practice since 31 Mar, four quarters this year, first Stedman."),
    ("thurza", "orrin", "1999-01-08", "Orrin (15): quiet, good rope control. Mum Cheryl drives him."),
    ("thurza", "orrin", "1999-03-19", "Orrin: first touch of Plain Bob Doubles 17 Mar, no mistakes. Goal met."),
    ("japheth", "ferdie", "1999-01-15", "Ferdie (58): Harris hawk Tansy, flies her at Elsdon Burn. Glove hand sore."),
    ("japheth", "ferdie", "1999-03-12", "Ferdie: eczema on the glove hand. E45 no use, Betnovate not strong enough, Dermovate since 8 Mar and a cotton liner."),
    ("japheth", "ferdie", "1999-05-14", "Ferdie: hand healed, off the Dermovate 19 Apr. Tansy up to moult 10 May."),
    ("japheth", "ket", "1999-01-12", "Ket (41): lanner Sorrel, keen to the lure. Nervous with people watching."),
    ("japheth", "ket", "1999-03-29", "Ket: back 27 Mar after a fortnight off. Said she was busy. Sorrel thin."),
    ("japheth", "hugo", "1999-01-11", "Hugo (29): kestrel Tinder, flying weight 156g. Quick learner, muddles his numbers."),
    ("japheth", "hugo", "1999-06-21", "Hugo: display at Bamburgh 19 Jun, Tinder perfect. Course at Kielder done."),
    ("clarimond", "queenie", "1999-01-25", "Queenie (67): finished Aviemore, 4 dog class, 9th. Goal met. Juniper a superb leader."),
    ("clarimond", "queenie", "1999-04-12", "Queenie: away six weeks, 'family'. Back on the rig 10 Apr, short runs."),
    ("clarimond", "cris", "1999-01-26", "Cris (35): 4th at Aviemore, 14:02. Trains Thursdays."),
    ("clarimond", "cris", "1999-03-22", "Cris: 3rd at Feshiebridge (20 Mar), 13:48. Goal met. New rig."),
    ("clarimond", "rosie", "1999-01-19", "Rosie (26): right knee MCL sprain, rig tipped at Glenmore 17 Jan. Brace six weeks."),
    ("clarimond", "rosie", "1999-04-02", "Rosie: brace off 1 Mar, back on the rig 6 Mar, 2nd at Feshiebridge, signed off 1 Apr."),
    ("enoch", "finlay", "1999-01-14", "Finlay (14): second cornet, lovely tone. Grandad Stanley brings him."),
    ("enoch", "finlay", "1999-03-15", "Finlay: grade 5 merit, won the slow melody at Dobcross 14 Mar."),
    ("enoch", "amyas", "1999-02-01", "Amyas (52): solo euphonium, practising every day since New Year."),
    ("enoch", "amyas", "1999-06-01", "Amyas: 94 days then missed Easter Monday, new run since 6 Apr. Missed one rehearsal (20 Apr, shift)."),
    ("enoch", "jeremy", "1999-02-16", "Jeremy (38): principal trombone. Cold sore on the top lip, Blistex."),
    ("enoch", "jeremy", "1999-04-21", "Jeremy: Blistex, then Zovirax cream from 22 Feb, now Famvir tablets from 19 Apr. Third cold sore this year."),
]

TRANSCRIPTS = [
    {
        "id": "tr-thurza-amos-19990212", "trainer": "thurza", "client": "amos", "startedAt": "1999-02-12T19:00:00Z",
        "title": "Call with Amos and Audrey: after the hospital",
        "lines": [
            ("Coach", 0, "What did they say at Shrewsbury, Amos?"),
            ("Amos", 4, "Dislocated, not broken. Sling three weeks, then physio."),
            ("Audrey", 9, "And no driving, so I'm taking him round on his post."),
            ("Coach", 14, "Then no ringing till the physio says. Come and sit in on Wednesdays."),
            ("Amos", 20, "Can I still do the steeple keeping, winding the clock?"),
            ("Audrey", 24, "The nurse said nothing above his head for six weeks, so no."),
        ],
    },
    {
        "id": "tr-japheth-ferdie-19990308", "trainer": "japheth", "client": "ferdie", "startedAt": "1999-03-08T19:00:00Z",
        "title": "Call with Ferdie and Gertie: the skin clinic",
        "lines": [
            ("Coach", 0, "What did the clinic say, Ferdie?"),
            ("Ferdie", 4, "Dermovate instead of the Betnovate. Two weeks, then every other day."),
            ("Gertie", 9, "And gloves off indoors, and a cotton liner under the hawking glove."),
            ("Coach", 14, "Then I'll fly Tansy for you till the skin's closed."),
            ("Ferdie", 20, "Can I still weigh her and feed her?"),
            ("Gertie", 24, "With the washing up gloves on, the doctor said."),
        ],
    },
    {
        "id": "tr-clarimond-rosie-19990119", "trainer": "clarimond", "client": "rosie", "startedAt": "1999-01-19T19:00:00Z",
        "title": "Call with Rosie and Roland: after Raigmore",
        "lines": [
            ("Coach", 0, "What did they say at Raigmore, Rosie?"),
            ("Rosie", 4, "Medial ligament, not torn. Brace six weeks, then physio."),
            ("Roland", 9, "And she's not to stand on the runners. I'll run the dogs on the quad."),
            ("Coach", 14, "Then no rig, no races. Come and hand out at Aviemore if you want."),
            ("Rosie", 20, "Can I still go to work?"),
            ("Roland", 24, "Sitting down only, the doctor said, so the surgery's fine."),
        ],
    },
    {
        "id": "tr-enoch-jeremy-19990419", "trainer": "enoch", "client": "jeremy", "startedAt": "1999-04-19T19:30:00Z",
        "title": "Call with Jeremy and Rita: the tablets",
        "lines": [
            ("Coach", 0, "What did the GP say, Jeremy?"),
            ("Jeremy", 4, "Famvir tablets, a week's course, and more if they come back."),
            ("Rita", 9, "And a new mouthpiece rim, not sharing anyone's, and no kissing the grandchildren."),
            ("Coach", 14, "Then play only if it's not weeping. The area contest is Saturday."),
            ("Jeremy", 20, "Can I still do the warm ups?"),
            ("Rita", 24, "Soft long tones only, the pharmacist said."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("amos", "1999-01-22", 7.0, 3, 85, "Good."),
    ("amos", "1999-02-26", 5.0, 7, 20, "Shoulder."),
    ("tempe", "1999-03-12", 6.5, 4, 95, "On a roll."),
    ("tempe", "1999-03-26", 9.5, 5, 10, "Flu."),
    ("orrin", "1999-02-05", 9.0, 3, 70, "ok"),
    ("ferdie", "1999-02-05", 6.5, 5, 60, "Hand."),
    ("ferdie", "1999-04-30", 7.5, 2, 90, "Healed."),
    ("ket", "1999-03-12", 4.5, 9, 0, "Busy."),
    ("ket", "1999-06-11", 7.0, 3, 85, "Better."),
    ("hugo", "1999-02-12", 6.0, 4, 80, "Exams."),
    ("hugo", "1999-05-21", 7.0, 3, 90, "Fine."),
    ("queenie", "1999-03-05", 4.0, 9, 0, "Family."),
    ("queenie", "1999-05-07", 6.5, 4, 70, "Better."),
    ("cris", "1999-02-05", 7.0, 3, 85, "Shifts."),
    ("cris", "1999-03-26", 7.5, 2, 95, "Podium!"),
    ("rosie", "1999-02-05", 6.0, 6, 30, "Knee."),
    ("rosie", "1999-04-09", 8.0, 2, 95, "Racing."),
    ("finlay", "1999-03-19", 9.5, 2, 80, "ok"),
    ("amyas", "1999-04-09", 6.0, 6, 70, "Gutted."),
    ("amyas", "1999-06-04", 7.0, 3, 95, "Whit."),
    ("jeremy", "1999-02-26", 6.5, 5, 50, "Lip."),
    ("jeremy", "1999-05-31", 7.5, 2, 95, "Clear."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble).
READINGS = [
    ("amos", "weight", "kg", "1999-01-04", "1999-06-28", 7, 92.0, 88.0, 0.3),
    ("tempe", "steps", "steps", "1999-01-04", "1999-06-28", 7, 9000, 10500, 500),
    ("ferdie", "resting_heart_rate", "bpm", "1999-01-04", "1999-06-28", 7, 70.0, 67.0, 0.8),
    ("ket", "steps", "steps", "1999-01-04", "1999-06-28", 7, 8000, 7000, 400),
    ("hugo", "weight", "kg", "1999-01-04", "1999-06-28", 7, 78.0, 76.0, 0.3),
    ("queenie", "steps", "steps", "1999-01-04", "1999-06-28", 7, 6500, 5500, 400),
    ("cris", "resting_heart_rate", "bpm", "1999-01-04", "1999-06-28", 7, 58.0, 55.0, 0.8),
    ("rosie", "steps", "steps", "1999-01-04", "1999-06-28", 7, 4000, 9000, 500),
    ("amyas", "weight", "kg", "1999-01-04", "1999-06-28", 7, 104.0, 98.0, 0.3),
    ("jeremy", "resting_heart_rate", "bpm", "1999-01-04", "1999-06-28", 7, 68.0, 64.0, 0.8),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("amos", "goal-thurza-amos-weight", "weight", 87.0, "kg", "1999-06-30", "active"),
    ("amyas", "goal-enoch-amyas-weight", "weight", 97.0, "kg", "1999-06-30", "active"),
    ("rosie", "goal-clarimond-rosie-steps", "steps", 8000, "steps", "1999-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ferdie", "1999-01-20", "Vitamin D", 28, "nmol/L", 50, 175),
    ("ferdie", "1999-05-26", "Vitamin D", 64, "nmol/L", 50, 175),
    ("amyas", "1999-01-14", "Total cholesterol", 6.8, "mmol/L", 0, 5),
    ("amyas", "1999-06-10", "Total cholesterol", 5.6, "mmol/L", 0, 5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic, unit or number a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "cheers", "on my way", "paid", "hiya", "lovely", "will do", "no worries",
    "sorry, running late", "can we swap to friday?", "what time tomorrow?", "see you there", "wrong chat sorry",
    "only just seen this", "same time next week?", "where do i park?", "nearly there", "stuck on the A488",
    "stuck on the A68", "stuck on the A9", "stuck on the A62", "stuck behind a tractor", "all good here",
    "can i pay cash?", "on the way now", "are we still on?", "phone's dying", "no signal here", "stuck at work",
    "perfect", "long day", "aye", "champion", "nowt to report", "ta love", "ha", "noted", "gotcha", "bit late",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]

# The named days (feast days, news days, bank holidays) a question may name as one day.
NAMED_DAYS = frozenset({
    "01-01", "01-25", "02-14", "02-16", "03-01", "03-14", "03-28", "04-02", "04-04", "04-05", "04-23", "05-03",
    "05-06", "05-22", "05-26", "05-28", "05-31", "06-19", "06-21",
})

# Days a question names on which no story line falls (the Saturday Ket's falcon flew off, told in the club chat on
# the Monday; the Saturday Hugo first said Tinder's kill was on, put right as the Sunday; the Monday Amyas missed
# his practice at Easter, told on the Tuesday; the 12th of June Hugo first gave for the display; the 13th of March
# Cris first gave for the Feshiebridge rally; the Monday Finlay missed band, asked on the Tuesday; the Tuesday Cris
# first said he would train on): kept quiet too, so a question about that day finds nothing but what another line
# tells of it.
ASKED_DAYS = frozenset({"03-06", "02-06", "02-07", "06-12", "03-13", "04-26", "02-09"})


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
    return blind_roster(sys.modules[__name__], seed=19990101, health_seed=19990705, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
