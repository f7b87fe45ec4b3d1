#!/usr/bin/env python3
"""Build the forty-eighth blind data set for the answer benchmark (bench/answers_data/blind48.json).

    functions/venv/bin/python -m bench.answers_data.build_blind48

Four trainers of kinds no other roster has: a show jumping coach at Corbridge (Thea Thirlwell), a clay
pigeon shooting coach at Kington (Monty Bufton), an aquathlon coach at Aldeburgh (Greta Gooderham) and a
bodyboarding coach at Portrush (Donal Kernohan). 12 clients, 1 January to 30 June 2004 (asked on Monday
5 July 2004): one-to-one chats, four group chats, session notes, four session transcripts, check-ins,
client profiles and health data, in the format of demo/data/demo_dataset.json. Written on 2026-12-06 by
helper h-blind48 (issue 14) without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file, and of docs/ANSWERS.md only the forty-seventh blind set's section:
a held-out check of whether the fixes made on the other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Esme's right collarbone, broken in a fall at the Morpeth indoor show; Otto's left heel,
plantar fasciitis), a medicine changed twice (Caoimhe's ear: EarCalm from the chemist, Otomize instead,
Sofradex drops instead; Lettie's hay fever: loratadine, fexofenadine instead, a Nasonex spray added), a
client who tells the group chat more than the coach (Sadie, Nancy), a client who says little beyond yes or
no (Conal, Rollo), and two kinds new in this roster: **a client who texts in bursts** (Barney, Bridie):
one thing told over several short consecutive messages ("jumped toffee at hexham" / "1.05" / "clear first
round" / "pole down in jump off, 5th"), so no single message holds the answer whole and the evidence is
every line of the burst; and **a client whose progress is asked as a comparison or a trend** (Hughie's
clay scores out of 25 and his hours of sleep, Pip's 400 m swim and 5 km run times and her vegetables),
the records giving a value at both ends of what a question compares, or at one end only.

The period, January to June 2004, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1997 to 2004 finds none). Inside it (every weekday checked with
Python's `datetime`): New Year's Day (Thursday), Burns Night (Sunday 25 January), Valentine's Day
(Saturday 14 February), Pancake Day (Tuesday 24 February), Mother's Day (Sunday 21 March), the clocks
going forward (Sunday 28 March), the Grand National (Saturday 3 April), Good Friday (9 April), Easter
Sunday (11 April), Easter Monday (12 April), the May Day bank holiday (Monday 3 May), the spring bank
holiday (Monday 31 May), the sixtieth anniversary of D-Day (Sunday 6 June), England losing to France at
Euro 2004 (Sunday 13 June), Father's Day (Sunday 20 June) and England out to Portugal on penalties
(Thursday 24 June). The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter), names no body part, food, drink, medicine, sport, event, unit or number a
question asks about, and is kept off every day a story line or a named day falls on (QUIET_DAYS).
Deterministic: two runs write byte-identical files. `blind48_tags.json` maps the story tags to message ids
for the question list (bench/answers_data/blind48_questions.py).

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
OUT, TAGS_OUT = HERE / "blind48.json", HERE / "blind48_tags.json"
YEAR = 2004
START, END = datetime(2004, 1, 1, 7, 0), datetime(2004, 6, 30, 21, 0)
ASKED_AT = "2004-07-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-thea", "displayName": "Thea Thirlwell", "email": "thea.thirlwell@example.com", "short": "thea"},
    {"id": "coach-monty", "displayName": "Monty Bufton", "email": "monty.bufton@example.com", "short": "monty"},
    {"id": "coach-greta", "displayName": "Greta Gooderham", "email": "greta.gooderham@example.com", "short": "greta"},
    {"id": "coach-donal", "displayName": "Donal Kernohan", "email": "donal.kernohan@example.com", "short": "donal"},
]

# (trainer short, client id, display name, short).
CLIENTS = [
    ("thea", "esme-haggerstone", "Esme Haggerstone", "esme"),
    ("thea", "barney-preece", "Barney Preece", "barney"),
    ("thea", "lettie-powles", "Lettie Powles", "lettie"),
    ("monty", "hughie-gwatkin", "Hughie Gwatkin", "hughie"),
    ("monty", "rollo-bowkett", "Rollo Bowkett", "rollo"),
    ("monty", "nancy-ringland", "Nancy Ringland", "nancy"),
    ("greta", "sadie-kerridge", "Sadie Kerridge", "sadie"),
    ("greta", "otto-flatman", "Otto Flatman", "otto"),
    ("greta", "pip-dunwoody", "Pip Dunwoody", "pip"),
    ("donal", "caoimhe-mccandless", "Caoimhe McCandless", "caoimhe"),
    ("donal", "conal-getty", "Conal Getty", "conal"),
    ("donal", "bridie-mcilwaine", "Bridie McIlwaine", "bridie"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a group talker, a yes/no client, a
# client who texts in bursts, a client whose progress is asked as a comparison) has one in each half.
DEV_CLIENTS = ("esme", "barney", "hughie", "sadie", "caoimhe", "conal")

PROFILES = [
    {"clientId": "esme-haggerstone", "age": 22, "goal": "Jump 1.20 m clear again at a county show",
     "dietaryRestrictions": [],
     "injuries": ["right collarbone, broken (fall at the Morpeth indoor show, 17 January 2004): sling six weeks, physio, no jumping till April"],
     "notes": "Show jumping, Corbridge. Veterinary nurse from Haydon Bridge. Mare Bramble. Boyfriend Magnus."},
    {"clientId": "barney-preece", "age": 31, "goal": "Qualify Toffee for the county show and get down to 85 kg",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Show jumping, Corbridge. Dairy farmer from Allendale. Gelding Toffee, eight. Wife Rhona. Texts in bits, a few words at a time."},
    {"clientId": "lettie-powles", "age": 17, "goal": "Jump clear at 1.00 m at Otterburn",
     "dietaryRestrictions": [],
     "injuries": ["hay fever (from April 2004): loratadine from the chemist, then fexofenadine instead (GP 7 May), then a Nasonex nasal spray added (28 May)"],
     "notes": "Show jumping, Corbridge. At sixth form in Hexham, lives in Bellingham. Pony Clover. Mum Aurelia."},
    {"clientId": "hughie-gwatkin", "age": 67, "goal": "20 out of 25 at the sporting, and sleep through the night",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Clay pigeon shooting (sporting), Kington. Retired hop farmer from Pembridge. Wife Bunty."},
    {"clientId": "rollo-bowkett", "age": 15, "goal": "Win the junior county",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Clay pigeon shooting, Kington. At school in Kington. Dad Jim brings him. Says little."},
    {"clientId": "nancy-ringland", "age": 58, "goal": "Shoot in the ladies' team at the county",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Clay pigeon shooting, Kington. School dinner lady from Presteigne. Husband Ted, daughter Maude. Tells the club chat more than the coach."},
    {"clientId": "sadie-kerridge", "age": 44, "goal": "Finish the Aldeburgh aquathlon in the top ten of her age group",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Aquathlon, Aldeburgh. Primary school teacher from Thorpeness. Husband Ned, daughter Dulcie. Tells the squad chat more than the coach."},
    {"clientId": "otto-flatman", "age": 35, "goal": "Run 5 km under 22 minutes in an aquathlon",
     "dietaryRestrictions": [],
     "injuries": ["left heel, plantar fasciitis (from February 2004): no running a month, insoles from a podiatrist in Saxmundham"],
     "notes": "Aquathlon, Aldeburgh. Boatbuilder from Walberswick. Partner Edie."},
    {"clientId": "pip-dunwoody", "age": 29, "goal": "A 400 m swim under 7:30 and five a day",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": [],
     "notes": "Aquathlon, Aldeburgh. Postwoman from Leiston. Boyfriend Arlo."},
    {"clientId": "caoimhe-mccandless", "age": 19, "goal": "A podium at the Irish bodyboard tour",
     "dietaryRestrictions": [],
     "injuries": ["left ear, otitis externa (from January 2004): EarCalm spray from the chemist, then Otomize instead (GP 27 January), then Sofradex drops instead (GP 12 February); earplugs and a hood in the water"],
     "notes": "Bodyboarding, Portrush. Works in a surf shop in Portrush. Dad Brendan, mum Winnie."},
    {"clientId": "conal-getty", "age": 15, "goal": "Win the Portrush junior open",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Bodyboarding, Portrush. At school in Portrush. Big brother Ronan. Says little."},
    {"clientId": "bridie-mcilwaine", "age": 24, "goal": "Land an el rollo in a contest",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Bodyboarding, Portrush. Works at the distillery visitor centre in Bushmills. Boyfriend Ferdie. Texts in bits, a few words at a time."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[build_blind.Line]] = {
    # An injury from the day it happened to the day she was back: the right collarbone, a fall at Morpeth.
    "esme": [
        L("01-06 19:40", "c", "Bramble jumped lovely tonight, 1.20 no bother", "esme-jan"),
        L("01-06 19:55", "t", "Great. Keep her soft into the oxers and don't override.", "esme-jan-coach"),
        L("01-17 21:30", "c", "Came off at Morpeth. Bramble stopped dead at the water tray and I went over her head, landed on my right shoulder. Magnus drove me to A&E, collarbone's broken", "esme-onset"),
        L("01-17 21:40", "t", "Oh Esme. Rest and do exactly what the hospital says. I'll ride Bramble for you this week.", "esme-onset-coach"),
        L("01-21 12:10", "c", "Fracture clinic in Hexham today. Sling for six weeks, no riding till they've seen it healed on an x-ray", "esme-clinic"),
        L("02-04 18:05", "c", "Can't sleep on it and the sling's driving me mad. Working one-handed at the surgery", "esme-sling"),
        L("02-27 17:30", "c", "Second x-ray today: healing well, sling off, physio from next week", "esme-xray"),
        L("03-08 18:15", "c", "Physio says walk and trot only for a fortnight, then canter, no jumping till April", "esme-physio"),
        L("03-08 18:30", "t", "Sensible. We'll do poles on the ground when she lets you.", "esme-physio-coach"),
        L("03-13 16:00", "c", "Back on Bramble today! Only hacked round the lanes but the shoulder was fine", "esme-back"),
        L("03-13 16:20", "t", "Brilliant news. Walk and trot like she said, nothing silly.", "esme-back-coach"),
        L("04-03 15:10", "c", "First jump since the fall, little crosspoles. Nerves more than the shoulder", "esme-jump"),
        L("04-24 19:00", "c", "First show back at Corbridge, double clear at 1.00 and 2nd!", "esme-show"),
        L("04-24 19:10", "t", "So proud of you. Move up to 1.10 in May if she feels right.", "esme-show-coach"),
        L("05-22 18:30", "c", "1.10 at Bellingham, clear first round, 4 faults in the jump off", "esme-may"),
        L("06-19 18:00", "c", "Jumped 1.15 at home tonight. Not back to the 1.20 yet but getting there", "esme-june"),
        L("06-28 09:20", "c", "Fracture clinic signed me off for good this morning", "esme-signoff"),
    ],
    # Texts in bursts: one thing over several short messages, the coach's question between.
    "barney": [
        L("01-10 20:01", "c", "jumped toffee at hexham", "barney-jan-a"),
        L("01-10 20:02", "c", "1.05", "barney-jan-b"),
        L("01-10 20:03", "c", "clear first round", "barney-jan-c"),
        L("01-10 20:04", "c", "pole down in jump off, 5th", "barney-jan-d"),
        L("01-10 20:20", "t", "Good lad. Which fence?", "barney-jan-q"),
        L("01-10 20:26", "c", "last one", "barney-jan-e"),
        L("01-10 20:27", "c", "rushed it", "barney-jan-f"),
        L("02-08 07:10", "c", "no riding this wk", "barney-calving-a"),
        L("02-08 07:11", "c", "calving", "barney-calving-b"),
        L("02-08 07:11", "c", "40 cows due", "barney-calving-c"),
        L("02-08 07:13", "c", "rhona's riding toffee for me", "barney-calving-d"),
        L("03-16 12:30", "c", "toffee lame", "barney-lame-a"),
        L("03-16 12:31", "c", "near fore", "barney-lame-b"),
        L("03-16 12:33", "c", "vet says bruised sole", "barney-lame-c"),
        L("03-16 12:34", "c", "box rest 10 days", "barney-lame-d"),
        L("03-16 12:50", "t", "Poor lad. Who's your vet?", "barney-lame-q"),
        L("03-16 13:05", "c", "malachy", "barney-lame-e"),
        L("03-16 13:05", "c", "from the practice in hexham", "barney-lame-f"),
        L("04-02 21:00", "c", "toffee sound again", "barney-sound-a"),
        L("04-02 21:01", "c", "jumped him tonight", "barney-sound-b"),
        L("04-02 21:01", "c", "1.10", "barney-sound-c"),
        L("04-02 21:02", "c", "felt amazing", "barney-sound-d"),
        L("05-15 18:40", "c", "did the county show qualifier", "barney-qual-a"),
        L("05-15 18:41", "c", "1.15", "barney-qual-b"),
        L("05-15 18:41", "c", "double clear", "barney-qual-c"),
        L("05-15 18:42", "c", "3rd", "barney-qual-d"),
        L("05-15 18:43", "c", "QUALIFIED!!", "barney-qual-e"),
        L("05-15 18:55", "t", "Fantastic! When's the county show?", "barney-qual-q"),
        L("05-15 19:10", "c", "july", "barney-qual-f"),
        L("05-15 19:10", "c", "the 17th", "barney-qual-g"),
        L("06-06 08:00", "c", "backs gone", "barney-back-a"),
        L("06-06 08:01", "c", "lifting a calf", "barney-back-b"),
        L("06-06 08:01", "c", "on thurs", "barney-back-c"),
        L("06-06 08:02", "c", "cant ride for a week", "barney-back-d"),
        L("06-06 08:20", "t", "Rest it. Heat, walk, no lifting. Tell me when it's easing.", "barney-back-coach"),
        L("06-14 20:30", "c", "back fine", "barney-backok-a"),
        L("06-14 20:31", "c", "rode toffee sat", "barney-backok-b"),
        L("06-14 20:31", "c", "86 kilo btw", "barney-backok-c"),
    ],
    # A medicine changed twice: the hay fever, one tablet then another, then a spray added.
    "lettie": [
        L("01-24 17:00", "c", "Clover jumped 90cm clear at the winter league!", "lettie-jan"),
        L("03-20 16:30", "c", "Clover's lost a shoe again, farrier Tuesday", "lettie-shoe"),
        L("04-19 18:10", "c", "Hay fever's started early, eyes streaming on Clover tonight", "lettie-onset"),
        L("04-20 17:40", "c", "Got loratadine from the chemist, one a day", "lettie-lora"),
        L("04-20 17:55", "t", "Good, take it in the morning before you ride.", "lettie-lora-coach"),
        L("05-04 16:20", "c", "The loratadine makes me so sleepy, nearly nodded off in my maths exam", "lettie-sleepy"),
        L("05-07 18:00", "c", "GP says stop the loratadine, fexofenadine instead, 120 mg once a day, it's not meant to make you drowsy", "lettie-fexo"),
        L("05-07 18:15", "t", "Perfect. And a peak on your hat in the arena.", "lettie-fexo-coach"),
        L("05-28 17:30", "c", "Still sneezing. GP added a Nasonex spray, one puff each side in the morning", "lettie-nasonex"),
        L("06-12 18:45", "c", "1.00 clear at Otterburn and not one sneeze!", "lettie-clear"),
        L("06-12 18:50", "t", "Told you the spray would help. Goal done!", "lettie-clear-coach"),
    ],
    # A comparison or a trend: his score out of 25 and his sleep, told now and then.
    "hughie": [
        L("01-08 16:00", "c", "25 bird sporting today, 14. Eyes not what they were", "hughie-jan-score"),
        L("01-08 16:30", "t", "It's your gun mount, not your eyes. 14 in that light is fine.", "hughie-jan-coach"),
        L("01-15 09:00", "c", "Sleeping badly, five hours a night since Christmas", "hughie-jan-sleep"),
        L("02-12 15:30", "c", "17 out of 25 today", "hughie-feb-score"),
        L("02-19 11:00", "c", "New cartridges, 28 gram instead of 32, less of a kick", "hughie-cartridges"),
        L("02-19 11:20", "t", "Good. Your cheek will thank you.", "hughie-cartridges-coach"),
        L("03-11 10:00", "c", "Bunty's got me walking every morning. Sleeping six hours now", "hughie-mar-sleep"),
        L("03-25 15:00", "c", "19 today, best since the autumn", "hughie-mar-score"),
        L("04-15 12:00", "c", "New shooting glasses from the optician in Leominster, yellow lenses", "hughie-glasses"),
        L("04-22 15:30", "c", "21 out of 25! It's the yellow lenses", "hughie-apr-score"),
        L("05-13 09:30", "c", "Seven hours most nights now", "hughie-may-sleep"),
        L("05-20 16:00", "c", "Only 18 today, wind all over the place", "hughie-may-score"),
        L("05-20 16:10", "t", "Wind does that to everyone. Still above where you started.", "hughie-may-coach"),
        L("06-13 15:00", "c", "22 out of 25 at the Kington open, 2nd in the veterans. Home for the France game", "hughie-open"),
        L("06-13 15:05", "t", "Best score you've shot with me. 20 was the goal, Hughie!", "hughie-open-coach"),
    ],
    # Says little: yep, nah, a score. The coach's question is half the answer.
    "rollo": [
        L("01-09 18:00", "t", "Did you get on with your dad's 20 bore?", "rollo-gun-q"),
        L("01-09 19:30", "c", "yep", "rollo-gun"),
        L("02-06 18:00", "t", "Shoulder sore after Saturday?", "rollo-shoulder-q"),
        L("02-06 18:40", "c", "bit. bruised", "rollo-shoulder"),
        L("03-13 17:00", "t", "How did the junior shoot go?", "rollo-junior-q"),
        L("03-13 17:20", "c", "2nd. 19", "rollo-junior"),
        L("04-16 18:00", "t", "Coming Saturday?", "rollo-sat-q"),
        L("04-16 21:00", "c", "nah. exams", "rollo-sat"),
        L("05-21 18:00", "t", "Still doing the mount drill at home?", "rollo-drill-q"),
        L("05-21 18:30", "c", "ye", "rollo-drill"),
        L("06-19 17:30", "t", "How was the junior county?", "rollo-county-q"),
        L("06-19 17:45", "c", "won it. 23", "rollo-county"),
        L("06-19 17:50", "t", "Rollo! Goal done. Who came second?", "rollo-county-coach"),
        L("06-19 18:30", "c", "dunno", "rollo-county2"),
    ],
    # Says little to the coach: her news is mostly in the club chat.
    "nancy": [
        L("01-14 10:00", "c", "Lovely morning at the ground, thank you Monty", "nancy-jan"),
        L("02-25 09:00", "c", "Shoulder's a bit stiff, going to have a fortnight off", "nancy-stiff"),
        L("02-25 09:20", "t", "Of course. Let me know when you're ready.", "nancy-stiff-coach"),
        L("04-03 14:00", "c", "Back shooting today, 15 out of 25", "nancy-back"),
        L("04-03 14:10", "t", "Welcome back. Shorter sessions for a bit.", "nancy-back-coach"),
        L("05-26 10:00", "c", "Can't do Saturday, going away", "nancy-away"),
        L("06-23 11:00", "c", "Picked for the ladies' team at the county!", "nancy-team"),
    ],
    # Says little to the coach: her news is mostly in the squad chat.
    "sadie": [
        L("01-12 19:00", "c", "400 in the pool in 8:50, slower than I'd like", "sadie-jan"),
        L("03-04 07:30", "c", "Tummy bug, having a week off", "sadie-bug"),
        L("03-04 07:45", "t", "Rest up. Fluids.", "sadie-bug-coach"),
        L("03-15 18:00", "t", "Feeling better?", "sadie-better-q"),
        L("03-15 18:30", "c", "Much, thanks. Back soon", "sadie-better"),
        L("03-29 20:00", "c", "Back in the pool tonight, took it easy", "sadie-back"),
        L("04-18 17:00", "c", "Entered the Aldeburgh aquathlon in May", "sadie-entered"),
        L("05-09 13:00", "c", "Aldeburgh done! 9th in my age group", "sadie-race"),
        L("05-09 13:10", "t", "Top ten! Well done Sadie.", "sadie-race-coach"),
    ],
    # An injury from the first ache to the first run back: the left heel, plantar fasciitis.
    "otto": [
        L("01-12 18:30", "c", "5k on the prom in 22:40, then 400 in the pool in 7:55", "otto-jan"),
        L("02-02 08:00", "c", "Left heel's sore first thing in the morning, like standing on a stone", "otto-onset"),
        L("02-09 19:00", "c", "Heel worse, limped round the last bit of the 5k", "otto-worse"),
        L("02-16 12:30", "c", "GP says plantar fasciitis. Blames the cheap trainers I ran the winter in. Stretch, ice, no running for a month", "otto-gp"),
        L("02-16 12:45", "t", "Swim only then, and the bike for your legs. We'll get you back.", "otto-gp-coach"),
        L("03-03 17:00", "c", "Podiatrist in Saxmundham made me insoles", "otto-podiatrist"),
        L("03-29 19:00", "c", "Edie says I'm like a bear with a sore head without running", "otto-edie"),
        L("04-05 18:30", "c", "First run back! 3k on grass, heel fine", "otto-back"),
        L("04-05 18:40", "t", "Great. Grass only for two weeks, then the prom.", "otto-back-coach"),
        L("05-09 13:30", "c", "Aldeburgh aquathlon, 6th. Swim fine, run still slow", "otto-race"),
        L("06-06 10:00", "c", "5k in 23:10 this morning, nearly back to January", "otto-june"),
    ],
    # A comparison or a trend: her swim and run times, her vegetables, told now and then.
    "pip": [
        L("01-13 19:00", "c", "400 test: 8:05. Run 5k Sunday in 24:30", "pip-jan"),
        L("01-13 19:20", "t", "Good baseline. We'll work on your catch.", "pip-jan-coach"),
        L("01-27 18:00", "c", "Honestly I live on toast and pasta, veg maybe twice a week", "pip-veg-jan"),
        L("01-27 18:10", "t", "Let's aim for five a day by the summer.", "pip-veg-coach"),
        L("03-16 19:00", "c", "400 in 7:42! The catch drills are working", "pip-mar-swim"),
        L("04-21 18:00", "c", "Arlo's been cooking, veg with every tea now, five a day most days", "pip-veg-apr"),
        L("05-09 13:20", "c", "Aldeburgh aquathlon, 4th lady! Swim felt strong", "pip-race"),
        L("06-15 19:00", "c", "400 in 7:20, under 7:30 at last", "pip-june-swim"),
        L("06-15 19:10", "t", "Goal smashed. Told you.", "pip-june-coach"),
    ],
    # A medicine changed twice: the ear, a spray from the chemist, another from the GP, then drops.
    "caoimhe": [
        L("01-13 18:00", "c", "Ear's killing me since Sunday at the East Strand", "caoimhe-onset"),
        L("01-14 12:30", "c", "Chemist gave me EarCalm spray, three times a day", "caoimhe-earcalm"),
        L("01-14 12:45", "t", "No going in till it's settled. Hood on when you do.", "caoimhe-earcalm-coach"),
        L("01-27 17:30", "c", "EarCalm did nothing. GP's given me Otomize spray instead, and says earplugs in the water from now on", "caoimhe-otomize"),
        L("02-10 19:00", "c", "Otomize made the ear itch like mad, rash all round it", "caoimhe-itch"),
        L("02-12 17:00", "c", "GP took a swab. Sofradex drops instead of the Otomize, three drops three times a day for a week", "caoimhe-sofradex"),
        L("02-23 18:00", "c", "Ear's clear at last!", "caoimhe-clear"),
        L("02-28 14:00", "c", "Back in the water at White Rocks, earplugs and hood, grand", "caoimhe-back"),
        L("02-28 14:10", "t", "Great to have you back. Keep the plugs in every session.", "caoimhe-back-coach"),
        L("04-17 16:00", "c", "3rd in the women's at the Portrush contest!", "caoimhe-contest"),
        L("06-01 18:00", "c", "Got a summer job lifeguarding on the West Strand", "caoimhe-job"),
    ],
    # Says little: ye, class, a place. The coach's question is half the answer.
    "conal": [
        L("01-19 17:00", "t", "Did you get in at the weekend?", "conal-weekend-q"),
        L("01-19 18:10", "c", "ye", "conal-weekend"),
        L("02-16 17:00", "t", "How's the new board?", "conal-board-q"),
        L("02-16 17:30", "c", "class", "conal-board"),
        L("02-16 17:35", "t", "Who got it for you?", "conal-board-q2"),
        L("02-16 18:00", "c", "ronan", "conal-board2"),
        L("03-22 17:00", "t", "How did Castlerock go?", "conal-castlerock-q"),
        L("03-22 17:40", "c", "2nd. juniors", "conal-castlerock"),
        L("04-26 17:00", "t", "Land the el rollo yet?", "conal-rollo-q"),
        L("04-26 20:00", "c", "landed it!!", "conal-rollo"),
        L("05-17 17:00", "t", "You limping on Saturday?", "conal-foot-q"),
        L("05-17 18:30", "c", "cut foot. rocks", "conal-foot"),
        L("05-31 17:00", "t", "Foot ok now?", "conal-foot2-q"),
        L("05-31 18:00", "c", "ye", "conal-foot2"),
        L("06-21 17:00", "t", "Coming to the junior open Saturday?", "conal-open-q"),
        L("06-21 19:00", "c", "maybe", "conal-open"),
        L("06-26 16:00", "c", "1st!!", "conal-won"),
    ],
    # Texts in bursts: a session, a knee, a contest, a board, each over several short messages.
    "bridie": [
        L("01-18 15:00", "c", "went in at white rocks", "bridie-jan-a"),
        L("01-18 15:01", "c", "freezing", "bridie-jan-b"),
        L("01-18 15:01", "c", "2 hrs", "bridie-jan-c"),
        L("01-18 15:02", "c", "got 3 good ones", "bridie-jan-d"),
        L("02-22 16:00", "c", "got my first el rollo", "bridie-rollo-a"),
        L("02-22 16:01", "c", "on a left", "bridie-rollo-b"),
        L("02-22 16:01", "c", "ferdie filmed it", "bridie-rollo-c"),
        L("03-14 13:00", "c", "hurt my knee", "bridie-knee-a"),
        L("03-14 13:01", "c", "landed flat on the sandbar", "bridie-knee-b"),
        L("03-14 13:01", "c", "left one", "bridie-knee-c"),
        L("03-14 13:03", "c", "swelling up now", "bridie-knee-d"),
        L("03-14 13:20", "t", "Ice, elevate, and get it looked at tomorrow.", "bridie-knee-coach"),
        L("03-17 18:00", "c", "physio says sprain", "bridie-physio-a"),
        L("03-17 18:00", "c", "no surfing", "bridie-physio-b"),
        L("03-17 18:01", "c", "2 weeks", "bridie-physio-c"),
        L("04-03 15:00", "c", "back in", "bridie-back-a"),
        L("04-03 15:00", "c", "knee grand", "bridie-back-b"),
        L("04-03 15:01", "c", "wore the brace", "bridie-back-c"),
        L("05-22 17:00", "c", "portrush open", "bridie-open-a"),
        L("05-22 17:01", "c", "4th", "bridie-open-b"),
        L("05-22 17:01", "c", "women's", "bridie-open-c"),
        L("05-22 17:02", "c", "landed the el rollo in my final heat", "bridie-open-d"),
        L("05-22 17:03", "c", "ferdie got 2nd in the drop knee", "bridie-open-e"),
        L("05-22 17:15", "t", "Goal done, Bridie! In a contest and all.", "bridie-open-coach"),
        L("06-16 12:00", "c", "board snapped", "bridie-board-a"),
        L("06-16 12:01", "c", "on the reef at ramore", "bridie-board-b"),
        L("06-16 12:01", "c", "ferdie's buying me a new one", "bridie-board-c"),
    ],
}

GROUPS = [
    {
        "id": "chat-thea-yard", "trainer": "thea", "members": ["esme", "barney", "lettie"],
        "lines": [
            L("01-18 11:00", "esme", "Thanks for all the messages everyone, Magnus is cutting my tea up for me", "g-esme-thanks"),
            L("02-14 20:00", "esme", "Magnus brought me flowers and did the mucking out, valentine's sorted", "g-esme-valentine"),
            L("04-11 12:00", "barney", "easter egg for toffee", "g-barney-easter-a"),
            L("04-11 12:00", "barney", "carrot one", "g-barney-easter-b"),
            L("05-15 19:30", "t", "Barney and Toffee qualified for the county show today, 3rd at 1.15!", "g-thea-qualifier"),
            L("06-13 21:30", "lettie", "Watched the France game on the lorry telly at Otterburn, gutted", "g-lettie-france"),
            L("06-26 10:00", "t", "Esme 1.15, Barney 1.15, Lettie 1.00: what a six months. Party at the yard tonight.", "g-thea-summary"),
        ],
    },
    {
        "id": "chat-monty-ground", "trainer": "monty", "members": ["hughie", "rollo", "nancy"],
        "lines": [
            L("02-26 19:00", "nancy", "Frozen shoulder, the GP says. Steroid jab at the County Hospital in Hereford on the 11th. Don't tell Monty, he'll only worry", "g-nancy-frozen"),
            L("02-02 21:00", "nancy", "I'm a nan! Maude had a little boy, Wendell, 8lb 2oz", "g-nancy-wendell"),
            L("03-12 18:00", "nancy", "Had the jab yesterday. Arm's like a dead weight today but the doctor says give it a fortnight", "g-nancy-jab"),
            L("03-25 10:00", "nancy", "Shoulder moving again! Ted's driving me to the ground next week", "g-nancy-moving"),
            L("05-27 20:00", "nancy", "Off to Blackpool on the coach Saturday with Ted, first holiday in years", "g-nancy-blackpool"),
            L("06-13 16:00", "t", "Hughie 2nd in the veterans at the Kington open with 22!", "g-monty-open"),
            L("06-19 18:10", "t", "Rollo won the junior county with 23. Our first county winner.", "g-monty-county"),
        ],
    },
    {
        "id": "chat-greta-squad", "trainer": "greta", "members": ["sadie", "otto", "pip"],
        "lines": [
            L("03-07 10:00", "sadie", "Not a tummy bug! Appendix out at Ipswich yesterday, keyhole, home tomorrow. Don't tell Greta, she'll have me doing lengths in the ward", "g-sadie-appendix"),
            L("03-16 19:00", "sadie", "Stitches out. The nurse says no swimming till the scars are healed, a fortnight", "g-sadie-stitches"),
            L("04-24 12:00", "sadie", "Dulcie passed her driving test first time!", "g-sadie-dulcie"),
            L("05-09 13:40", "t", "Aldeburgh: Pip 4th lady, Otto 6th, Sadie 9th in her age group. Proud of you all.", "g-greta-aldeburgh"),
            L("05-29 09:00", "sadie", "Ned and I off to Ilfracombe for half term, back the 6th", "g-sadie-ilfracombe"),
            L("06-15 19:30", "pip", "Arlo says I'm a rabbit now, all that veg", "g-pip-rabbit"),
        ],
    },
    {
        "id": "chat-donal-crew", "trainer": "donal", "members": ["caoimhe", "conal", "bridie"],
        "lines": [
            L("02-22 16:30", "bridie", "ferdie's video of my el rollo", "g-bridie-video-a"),
            L("02-22 16:30", "bridie", "on the club page", "g-bridie-video-b"),
            L("03-22 17:50", "t", "Conal 2nd in the juniors at Castlerock at the weekend!", "g-donal-castlerock"),
            L("04-17 16:30", "caoimhe", "3rd! And the ear held up in the cold", "g-caoimhe-contest"),
            L("05-22 17:30", "t", "Portrush open: Bridie 4th in the women's, Ferdie 2nd in the drop knee.", "g-donal-open"),
            L("06-26 16:10", "t", "Conal won the junior open! 15 and unbeaten this summer.", "g-donal-junior"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Some facts are only here,
# said in the coach's own words.
NOTES = [
    ("thea", "esme", "2004-01-09", "Esme (22): vet nurse, brave, jumping Bramble at 1.20. Tends to override into oxers."),
    ("thea", "esme", "2004-02-28", "Esme: right collarbone broken in the fall at Morpeth 17 Jan (Bramble stopped at the water tray). Sling off 27 Feb, physio next. No jumping till April."),
    ("thea", "esme", "2004-06-29", "Esme: back riding 13 Mar, first jump 3 Apr, 2nd at Corbridge 24 Apr, 1.15 now. Signed off 28 Jun. Nerves at water trays."),
    ("thea", "barney", "2004-01-12", "Barney (31): dairy farmer, Toffee (gelding, 8), rushes his last fence. Texts a word at a time. 88 kg, wants 85."),
    ("thea", "barney", "2004-03-20", "Barney: Toffee bruised sole near fore 16 Mar, box rest 10 days (Malachy, Hexham). Barney on the flat on a borrowed horse."),
    ("thea", "barney", "2004-06-19", "Barney: qualified for the county show 15 May (3rd, 1.15). Strained his back lifting a calf 3 Jun, riding again 12 Jun."),
    ("thea", "lettie", "2004-01-10", "Lettie (17): neat rider, Clover careful, 90cm. Exams in May."),
    ("thea", "lettie", "2004-05-15", "Lettie: hay fever. Loratadine made her drowsy, fexofenadine since 7 May. No riding in the field at cutting time."),
    ("monty", "hughie", "2004-01-16", "Hughie (67): sporting, 14/25, head lifting off the stock. Tired: sleeping badly."),
    ("monty", "hughie", "2004-03-27", "Hughie: 19/25, lighter cartridges since February, walking with Bunty, sleeping better."),
    ("monty", "hughie", "2004-06-16", "Hughie: 22/25 at the Kington open. Yellow lenses helped. Goal of 20 met."),
    ("monty", "rollo", "2004-01-10", "Rollo (15): natural, quiet, dad Jim's 20 bore. Junior county the target."),
    ("monty", "rollo", "2004-06-22", "Rollo: 2nd at the junior shoot in March, won the junior county 19 Jun with 23."),
    ("monty", "nancy", "2004-01-15", "Nancy (58): steady, sociable, 16/25 on skeet. Ladies' team hopeful."),
    ("monty", "nancy", "2004-04-10", "Nancy: five weeks off with a stiff shoulder (25 Feb to 3 Apr). Back 3 Apr, 15/25. Shorter sessions."),
    ("greta", "sadie", "2004-01-14", "Sadie (44): 400 m in 8:50, good runner. Social, loves the squad."),
    ("greta", "sadie", "2004-04-03", "Sadie: three weeks off in March, 'tummy bug'. Back in the pool 29 Mar. Easy fortnight."),
    ("greta", "otto", "2004-01-14", "Otto (35): boatbuilder, 5 km 22:40, 400 m 7:55. Wants sub-22."),
    ("greta", "otto", "2004-02-21", "Otto: plantar fasciitis, left heel, from 2 Feb. No running till March. Swim and bike."),
    ("greta", "otto", "2004-06-10", "Otto: running again from 5 Apr, insoles from Saxmundham. 6th at Aldeburgh. 5 km 23:10."),
    ("greta", "pip", "2004-01-14", "Pip (29): postwoman, 400 m 8:05, 5 km 24:30. Diet mostly toast and pasta."),
    ("greta", "pip", "2004-06-18", "Pip: 400 m 7:20 (from 8:05), five a day most days. 4th lady at Aldeburgh."),
    ("donal", "caoimhe", "2004-01-16", "Caoimhe (19): strong on rights, ear trouble. Out of the water till the ear settles."),
    ("donal", "caoimhe", "2004-03-06", "Caoimhe: EarCalm, then Otomize (itched), now Sofradex since 12 Feb. Back in 28 Feb. Earplugs and hood every session."),
    ("donal", "conal", "2004-01-16", "Conal (15): says nothing, rides everything. Ronan drives him."),
    ("donal", "conal", "2004-06-28", "Conal: 2nd at Castlerock (juniors), el rollo in April, cut his foot on the rocks in May, won the junior open 26 Jun."),
    ("donal", "bridie", "2004-01-16", "Bridie (24): messages in bits. Keen, cold-proof. Wants the el rollo in a contest."),
    ("donal", "bridie", "2004-06-20", "Bridie: knee sprain 14 Mar (back 3 Apr, brace), 4th at the Portrush open with the el rollo. Board broken at Ramore."),
]

TRANSCRIPTS = [
    {
        "id": "tr-thea-esme-20040122", "trainer": "thea", "client": "esme", "startedAt": "2004-01-22T19:00:00Z",
        "title": "Call with Esme and Magnus: after the fracture clinic",
        "lines": [
            ("Coach", 0, "What did the fracture clinic say, Esme?"),
            ("Esme", 4, "Clean break in the middle. Sling six weeks, another x-ray then."),
            ("Magnus", 9, "And no lifting anything heavier than a kettle, and no driving while she's in the sling."),
            ("Coach", 14, "Then I'll keep Bramble ticking over, and you do your walking."),
            ("Esme", 20, "Can I still groom her?"),
            ("Magnus", 24, "With the good arm, she said, if Bramble stands still."),
        ],
    },
    {
        "id": "tr-donal-caoimhe-20040212", "trainer": "donal", "client": "caoimhe", "startedAt": "2004-02-12T19:00:00Z",
        "title": "Call with Caoimhe and her dad Brendan: the drops",
        "lines": [
            ("Coach", 0, "What did the GP say about the itch, Caoimhe?"),
            ("Caoimhe", 4, "Stop the Otomize. Sofradex drops instead, and he took a swab."),
            ("Brendan", 9, "Lie on her side for five minutes after each lot of drops, and keep the ear dry, no showers on it."),
            ("Coach", 14, "Then no water till the drops are done and the ear's clear."),
            ("Caoimhe", 20, "Can I still do the gym sessions?"),
            ("Brendan", 24, "The GP said gym's fine, just not the pool."),
        ],
    },
    {
        "id": "tr-thea-lettie-20040507", "trainer": "thea", "client": "lettie", "startedAt": "2004-05-07T19:00:00Z",
        "title": "Call with Lettie and her mum Aurelia: the new tablets",
        "lines": [
            ("Coach", 0, "How did the GP go, Lettie?"),
            ("Lettie", 4, "Fexofenadine instead of the loratadine. One in the morning."),
            ("Aurelia", 9, "And shower and wash her hair after riding, and keep her bedroom window shut."),
            ("Coach", 14, "Then we ride in the indoor school when the grass is being cut."),
            ("Lettie", 20, "Can I still go to Otterburn?"),
            ("Aurelia", 24, "If the pollen count's not high, yes."),
        ],
    },
    {
        "id": "tr-greta-otto-20040217", "trainer": "greta", "client": "otto", "startedAt": "2004-02-17T19:00:00Z",
        "title": "Call with Otto: the heel",
        "lines": [
            ("Coach", 0, "How's the heel this morning, Otto?"),
            ("Otto", 4, "Like a knife for the first ten steps, then it eases."),
            ("Coach", 9, "Roll a frozen bottle under it night and morning, and calf stretches on the stairs."),
            ("Otto", 14, "Edie's bought me proper trainers."),
            ("Coach", 20, "Good. Swim three times a week, bike twice, no running till I say."),
            ("Otto", 24, "Right. Podiatrist after that then."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("esme", "2004-01-23", 5.0, 7, 20, "Sling."),
    ("esme", "2004-05-28", 7.5, 3, 90, "Jumping."),
    ("barney", "2004-02-13", 4.5, 8, 30, "calving"),
    ("barney", "2004-06-11", 6.0, 6, 50, "back"),
    ("lettie", "2004-05-06", 9.0, 7, 60, "Sleepy."),
    ("lettie", "2004-06-18", 8.0, 3, 95, "Better."),
    ("hughie", "2004-01-16", 5.0, 5, 80, "Tired."),
    ("hughie", "2004-05-14", 7.0, 2, 95, "Sleeping."),
    ("rollo", "2004-04-30", 8.5, 6, 70, "exams"),
    ("nancy", "2004-03-05", 7.0, 6, 0, "Resting."),
    ("nancy", "2004-06-04", 7.5, 2, 85, "Lovely."),
    ("sadie", "2004-03-12", 8.5, 5, 0, "Resting."),
    ("sadie", "2004-05-21", 7.0, 3, 90, "Good."),
    ("otto", "2004-02-20", 7.0, 7, 60, "Heel."),
    ("otto", "2004-04-09", 7.5, 3, 90, "Running!"),
    ("pip", "2004-02-06", 6.5, 5, 70, "Toast."),
    ("pip", "2004-06-11", 8.0, 2, 95, "Veg."),
    ("caoimhe", "2004-02-13", 6.0, 7, 40, "Ear."),
    ("caoimhe", "2004-04-23", 8.0, 2, 95, "Podium."),
    ("conal", "2004-03-26", 9.0, 2, 80, "ye"),
    ("bridie", "2004-03-19", 7.0, 6, 50, "knee"),
    ("bridie", "2004-06-18", 6.5, 5, 70, "board"),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble).
READINGS = [
    ("esme", "steps", "steps", "2004-01-05", "2004-06-28", 7, 8000, 10000, 500),
    ("barney", "weight", "kg", "2004-01-05", "2004-06-28", 7, 88.0, 86.0, 0.3),
    ("lettie", "resting_heart_rate", "bpm", "2004-01-05", "2004-06-28", 7, 64.0, 60.0, 0.8),
    ("hughie", "weight", "kg", "2004-01-05", "2004-06-28", 7, 92.0, 88.5, 0.3),
    ("nancy", "steps", "steps", "2004-01-05", "2004-06-28", 7, 6500, 8500, 500),
    ("sadie", "steps", "steps", "2004-01-05", "2004-06-28", 7, 7000, 9000, 500),
    ("otto", "resting_heart_rate", "bpm", "2004-01-05", "2004-06-28", 7, 50.0, 53.0, 0.8),
    ("pip", "resting_heart_rate", "bpm", "2004-01-05", "2004-06-28", 7, 60.0, 56.0, 0.8),
    ("caoimhe", "resting_heart_rate", "bpm", "2004-01-05", "2004-06-28", 7, 58.0, 55.0, 0.8),
    ("bridie", "steps", "steps", "2004-01-05", "2004-06-28", 7, 9000, 8000, 500),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("barney", "goal-thea-barney-weight", "weight", 85.0, "kg", "2004-06-30", "active"),
    ("hughie", "goal-monty-hughie-weight", "weight", 88.0, "kg", "2004-06-30", "active"),
    ("nancy", "goal-monty-nancy-steps", "steps", 8000, "steps", "2004-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("hughie", "2004-01-20", "Vitamin D", 38, "nmol/L", 50, 125),
    ("hughie", "2004-05-25", "Vitamin D", 71, "nmol/L", 50, 125),
    ("pip", "2004-01-22", "Haemoglobin", 118, "g/L", 120, 150),
    ("pip", "2004-06-03", "Haemoglobin", 131, "g/L", 120, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic, unit or number a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "cheers", "on my way", "paid", "hiya", "lovely", "will do", "no worries",
    "sorry, running late", "can we swap to friday?", "what time tomorrow?", "see you there", "wrong chat sorry",
    "only just seen this", "same time next week?", "where do i park?", "nearly there", "stuck on the A69",
    "stuck on the A44", "stuck on the A12", "stuck on the A2", "stuck behind a tractor", "all good here",
    "can i pay cash?", "on the way now", "are we still on?", "phone's dying", "no signal here", "stuck at work",
    "perfect", "long day", "canny", "aye", "sound", "you're a star", "ha", "noted", "gotcha", "wee bit late",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]

# The named days (feast days, news days, bank holidays) a question may name as one day.
NAMED_DAYS = frozenset({
    "01-01", "01-25", "02-14", "02-24", "03-21", "03-28", "04-03", "04-09", "04-11", "04-12", "05-03", "05-31",
    "06-06", "06-13", "06-20", "06-24",
})

# Days a question names on which no story line falls (the day of Nancy's steroid jab, told in the group the day
# after; the day of Sadie's appendix operation, told the day after; the Thursday Barney hurt his back, told on the
# Sunday): kept quiet too, so a question about that day finds nothing but what a later line tells of it.
ASKED_DAYS = frozenset({"03-11", "03-06", "06-03"})


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
    return blind_roster(sys.modules[__name__], seed=20040101, health_seed=20040705, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
