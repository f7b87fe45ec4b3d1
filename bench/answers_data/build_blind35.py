#!/usr/bin/env python3
"""Build the thirty-fifth blind data set for the answer benchmark (bench/answers_data/blind35.json).

    functions/venv/bin/python -m bench.answers_data.build_blind35

Four trainers of kinds the other rosters do not have: a canoe polo coach in Stourport-on-Severn (a
tree surgeon of 24 whose right shoulder "popped out" in a roll at a tournament on 11 March, called a
dislocation that went back in at the Kidderminster minor injuries unit, then a torn labrum (a Bankart
lesion) on an MRI at the Alex in Redditch on 20 April (no rolling, no overhead shots, no contact; an
arthroscopic stabilisation booked for 3 September 2012), weight in kg, whose girlfriend Saffron texts;
a vet nurse of 33 who takes a paddle to the head on 4 February (a perforated left eardrum: no water in
the ear and no capsizing six weeks) with a vitamin D of 22 then 68 nmol/L, resting heart rate, whose
husband Owain texts; a retired lock keeper of 58 with a cholesterol of 7.1 then 5.2 mmol/L
(atorvastatin from 23 February) who cracks two right ribs on the slipway in the snow on 5 February,
steps, whose son Lewis texts), an underwater hockey coach in Morecambe (a junior doctor of 29 who
jams her right wrist on 25 February, "a sprain", then a scaphoid fracture on a repeat X-ray (a cast
eight weeks, no water), resting heart rate, whose sister Kavya texts; a lorry mechanic of 41 with gout
in the right big toe (uric acid 520 then 340 umol/L, allopurinol from 26 March) and weight in stone
and kg, whose wife Bethan texts; a retired librarian of 66 with systolic blood pressure from 156 to
138 and a left hip "grumbling" then trochanteric bursitis (a steroid injection at the Westmorland
General on 23 May), whose daughter Fran texts), a petanque coach in Bromyard (a retired butcher of 78
with an eGFR of 48 then 55 (no ibuprofen) and a "misty" left eye, then a cataract operated on at the
Wye Valley eye clinic on 15 May (no boules two weeks), steps, whose wife Peggy texts; a farm shop owner
of 45 with a right heel "like a stone in my shoe", then plantar fasciitis, and shingles on her left side
in April, whose husband Huw texts; a brewery driver of 34 with a fatty liver (ALT 88 then 41 U/L)
and a grade 2 tear of the right calf on 13 March (no boules three weeks), weight in stone and kg, whose
partner Jolene texts), and a tap dance teacher in Bridlington (a retired dinner lady of 72 who breaks
her left wrist (a Colles fracture, Hull Royal) falling in the snow on 5 February, then osteoporosis on a
bone scan (alendronic acid), steps, whose granddaughter Chelsea texts; an apprentice chef of 19 with
glandular fever in March (no dancing a month: the spleen) and a sprained right ankle on 19 May (no
tapping two weeks), resting heart rate, whose mum Denise texts; a school receptionist of 51 with an
HbA1c of 44 then 39 mmol/mol and carpal tunnel in the right wrist (a splint, then a steroid injection at
Bridlington hospital on 26 April), weight in kg, whose husband Trevor texts). 12 clients, 1 January to
30 June 2012 (asked on Monday 2 July 2012): one-to-one chats, four group chats, session notes, four
session transcripts, check-ins, client profiles and health data (weight of four clients, resting heart
rate of three, steps of three, systolic blood pressure of one, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-03 by helper h-blind35 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the thirty-fourth blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The period, January to June 2012, is one no other roster covers (a grep of every data set of
bench/answers_data for a date from January to June 2012 finds none; blind34 covers July to December
2012, blind33 January to June 2013), so the questions asked on 2 July say "in the new year", "back in
february", "in the snow", "during lent", "over easter", "since the clocks went forward", "in q1", "in
q2", "before euro 2012" and "during the jubilee weekend". Inside it (every weekday checked with
Python's `datetime`): Chinese New Year (Monday 23 January), Burns Night (Wednesday 25 January), the
snow of Saturday 4 and Sunday 5 February, Valentine's Day (Tuesday 14 February), Pancake Day (Tuesday
21 February) and Ash Wednesday (22 February), St David's Day (Thursday 1 March), the Cheltenham Gold
Cup (Friday 16 March, Synchronised), Wales's Grand Slam (Saturday 17 March, 16-9 against France),
Mother's Day (Sunday 18 March), the clocks going forward (Sunday 25 March), the hosepipe ban in the
south and east (from Thursday 5 April), Good Friday (6 April), the Boat Race stopped by a swimmer
(Saturday 7 April), Easter Sunday and Monday (8 and 9 April), the Grand National (Saturday 14 April,
Neptune Collonges), the London Marathon (Sunday 22 April), the FA Cup final (Saturday 5 May, Chelsea
beat Liverpool), the May Day bank holiday (Monday 7 May), Agüero's title goal for Manchester City
(Sunday 13 May), the Champions League final (Saturday 19 May, Chelsea on penalties), the Thames
pageant (Sunday 3 June), the Jubilee concert and bank holidays (Monday 4 and Tuesday 5 June), Euro
2012 (from Friday 8 June; England 1-1 France on Monday 11 June, 1-0 Ukraine on Tuesday 19 June, out to
Italy on penalties on Sunday 24 June) and Father's Day (Sunday 17 June), with the wettest April. The
story messages are written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang
(canoe polo "the roll", "the spraydeck", "the shot", "the pool session", "the river"; underwater hockey
"the puck", "the glove", "the stick", "fins", "the bottom"; petanque "the piste", "the cochonnet",
"the jack", "pointing", "shooting", "the ends", "triples"; tap "shuffles", "time steps", "the barre",
"the showcase", "the wings"), Worcestershire, Lancashire, Welsh, Herefordshire and East Riding English,
mixed units (kg, stone, lb, steps, bpm, mmHg, mmol/L, nmol/L, umol/L, U/L, mmol/mol, ml/min),
negations, revisions later (a shoulder "popped out", then a torn labrum; an ear "ringing", then a
perforated eardrum; "winded", then cracked ribs; a "sprain", then a scaphoid fracture; a toe "on fire",
then gout; a hip "grumbling", then bursitis; a "misty" eye, then a cataract; a heel "like a stone",
then plantar fasciitis; a rash, then shingles; a calf "like being shot", then a grade 2 tear; a
swollen wrist, then a Colles fracture and osteoporosis; a sore throat, then glandular fever; "pins and
needles", then carpal tunnel), plans lying after the period, facts only in the coach's reply, only in
a note, only in a transcript or only in a lab panel, a relative or partner writing for every client,
nicknames (Cal, Tam, Del, Ish, Geth, Mo, Reggie, Si, Bert, Ive, Kez, Haze) and shoulder, ear, ribs,
wrist, toe, hip, eye, heel, side, calf and ankle with sides. The everyday chatter comes from this
builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink,
medicine, sport, event or number a question asks about. Deterministic: two runs write byte-identical
files. `blind35_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind35_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line  # noqa: F401  (Line: the chatter's line type)
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind35.json", HERE / "blind35_tags.json"
YEAR = 2012
START, END = datetime(2012, 1, 1, 7, 0), datetime(2012, 6, 30, 21, 0)
ASKED_AT = "2012-07-02T08:00:00Z"

TRAINERS = [
    {"id": "coach-idris", "displayName": "Idris Kerslake", "email": "idris.kerslake@example.com", "short": "idris"},
    {"id": "coach-ros", "displayName": "Ros Quennell", "email": "ros.quennell@example.com", "short": "ros"},
    {"id": "coach-yvonne", "displayName": "Yvonne Castellan", "email": "yvonne.castellan@example.com", "short": "yvonne"},
    {"id": "coach-delphine", "displayName": "Delphine Oxtoby", "email": "delphine.oxtoby@example.com", "short": "delphine"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("idris", "callum-yeardley", "Callum Yeardley", "callum"),
    ("idris", "tamsin-hebblethwaite", "Tamsin Hebblethwaite", "tamsin"),
    ("idris", "derek-ollerenshaw", "Derek Ollerenshaw", "derek"),
    ("ros", "ishani-dholakia", "Ishani Dholakia", "ishani"),
    ("ros", "gethin-prydderch", "Gethin Prydderch", "gethin"),
    ("ros", "maureen-scattergood", "Maureen Scattergood", "maureen"),
    ("yvonne", "reg-mapplebeck", "Reg Mapplebeck", "reg"),
    ("yvonne", "sian-pengelly", "Sian Pengelly", "sian"),
    ("yvonne", "bertie-gillingwater", "Bertie Gillingwater", "bertie"),
    ("delphine", "ivy-sandercock", "Ivy Sandercock", "ivy"),
    ("delphine", "kieran-mossop", "Kieran Mossop", "kieran"),
    ("delphine", "hazel-brocklehurst", "Hazel Brocklehurst", "hazel"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("callum", "derek", "gethin", "maureen", "sian", "kieran")

PROFILES = [
    {"clientId": "callum-yeardley", "age": 24, "goal": "A first-team place for the canoe polo nationals",
     "dietaryRestrictions": [],
     "injuries": ["right shoulder dislocation (tournament 11 March 2012), anterior labral tear (Bankart lesion) on MRI 20 April 2012: no rolling, no overhead shots, no contact",
                  "right shoulder arthroscopic stabilisation booked 3 September 2012"],
     "notes": "Canoe polo, Stourport-on-Severn. Tree surgeon in Bewdley. Known as Cal. Girlfriend Saffron."},
    {"clientId": "tamsin-hebblethwaite", "age": 33, "goal": "A place in the ladies' squad",
     "dietaryRestrictions": ["vitamin D tablets"],
     "injuries": ["perforated left eardrum (paddle, 4 February 2012): no water in the ear and no capsizing 6 weeks, healed 22 March 2012",
                  "low vitamin D (22 nmol/L, February 2012), high-dose colecalciferol"],
     "notes": "Canoe polo, Stourport-on-Severn. Vet nurse. Known as Tam. Husband Owain."},
    {"clientId": "derek-ollerenshaw", "age": 58, "goal": "Cholesterol under 5.5 and 6,000 steps a day",
     "dietaryRestrictions": ["less saturated fat (cholesterol)"],
     "injuries": ["high cholesterol (7.1 mmol/L, January 2012), atorvastatin 20 mg at night from 23 February 2012",
                  "two cracked right ribs (slipway, snow, 5 February 2012): no contact 4 weeks"],
     "notes": "Canoe polo, Stourport-on-Severn. Retired lock keeper on the Staffs and Worcs canal. Known as Del. Son Lewis."},
    {"clientId": "ishani-dholakia", "age": 29, "goal": "Play for the club at the European club championships",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["right scaphoid fracture (pool, 25 February 2012, first X-ray read as a sprain, repeat X-ray 9 March 2012): cast 8 weeks, no water"],
     "notes": "Underwater hockey, Morecambe. Junior doctor at Furness General. Known as Ish. Sister Kavya."},
    {"clientId": "gethin-prydderch", "age": 41, "goal": "Under 16 stone and no more gout",
     "dietaryRestrictions": ["gout: less beer and red meat, more water"],
     "injuries": ["gout, right big toe (GP 28 February 2012, uric acid 520 umol/L): colchicine in flares, allopurinol 100 mg from 26 March 2012"],
     "notes": "Underwater hockey, Morecambe. Lorry mechanic. Ex rugby. Known as Geth. Wife Bethan."},
    {"clientId": "maureen-scattergood", "age": 66, "goal": "Blood pressure under 140",
     "dietaryRestrictions": ["less salt (blood pressure)"],
     "injuries": ["left trochanteric bursitis (GP 8 May 2012), steroid injection at the Westmorland General 23 May 2012: no swimming 48 hours"],
     "notes": "Underwater hockey, Morecambe. Retired librarian from Heysham. Known as Mo. Daughter Fran."},
    {"clientId": "reg-mapplebeck", "age": 78, "goal": "Play the county triples in August",
     "dietaryRestrictions": ["kidneys: no ibuprofen, plenty of water"],
     "injuries": ["chronic kidney disease stage 3 (eGFR 48, January 2012)",
                  "left cataract, operated at the Wye Valley eye clinic 15 May 2012: no boules, bending or lifting 2 weeks"],
     "notes": "Petanque, Bromyard. Retired butcher. Known as Reggie. Wife Peggy."},
    {"clientId": "sian-pengelly", "age": 45, "goal": "A place in the ladies' team",
     "dietaryRestrictions": [],
     "injuries": ["right plantar fasciitis (physio 16 February 2012): insoles, calf stretches",
                  "shingles, left side (GP 23 April 2012): antivirals, no club till the blisters crusted"],
     "notes": "Petanque, Bromyard. Runs a farm shop in Leominster. Known as Si. Husband Huw."},
    {"clientId": "bertie-gillingwater", "age": 34, "goal": "A normal liver test and under 17 stone",
     "dietaryRestrictions": ["fatty liver: no beer on club nights"],
     "injuries": ["fatty liver (ALT 88 U/L, January 2012)",
                  "right calf tear, grade 2 (13 March 2012): crutches 1 week, no boules 3 weeks"],
     "notes": "Petanque, Bromyard. Drives for the brewery. Known as Bert. Partner Jolene."},
    {"clientId": "ivy-sandercock", "age": 72, "goal": "Tap the solo in the summer show",
     "dietaryRestrictions": [],
     "injuries": ["left wrist Colles fracture (fall in the snow, 5 February 2012, Hull Royal): plaster 6 weeks",
                  "osteoporosis (bone scan, April 2012): alendronic acid weekly"],
     "notes": "Tap, Bridlington. Retired dinner lady. Known as Ive. Granddaughter Chelsea."},
    {"clientId": "kieran-mossop", "age": 19, "goal": "Dance in the showcase",
     "dietaryRestrictions": [],
     "injuries": ["glandular fever (2 March 2012): off work 2 weeks, no dancing or heavy lifting 4 weeks (spleen)",
                  "right ankle sprain (showcase dress rehearsal, 19 May 2012): strapping, no tapping 2 weeks"],
     "notes": "Tap, Bridlington. Apprentice chef at the Spa. Known as Kez. Mum Denise."},
    {"clientId": "hazel-brocklehurst", "age": 51, "goal": "Out of the pre-diabetes range and under 78 kg",
     "dietaryRestrictions": ["pre-diabetes: less sugar and white bread"],
     "injuries": ["pre-diabetes (HbA1c 44 mmol/mol, January 2012)",
                  "right carpal tunnel (GP 24 February 2012): night splint, steroid injection at Bridlington hospital 26 April 2012"],
     "notes": "Tap, Bridlington. School receptionist. Known as Haze. Husband Trevor."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "callum": [
        L("01-04 19:00", "c", "alright idris, callum yeardley, 24, tree surgeon over in bewdley. want a first team spot for the nationals this year. 82 kg, new year new me and all that", "callum-intro"),
        L("01-04 19:30", "t", "Welcome Callum! Pool session Tuesday nights in Stourport, the river on Sunday mornings once it warms up. Bring your own spraydeck.", "callum-intro-coach"),
        L("03-11 16:00", "c", "right shoulder popped out doing a roll at the tournament in nottingham, a lad shoved it back in on the bank 😫", "callum-shoulder"),
        L("03-12 10:00", "c", "hi idris its saffron, cal's girlfriend. minor injuries at kidderminster x-rayed it, a dislocated shoulder thats gone back in. sling for a week and no paddling for 6 weeks. he's moaning he can't climb x", "callum-saffron"),
        L("03-12 10:20", "t", "Thanks Saffron. Sling, then the physio's band work, nothing above his head, and no rolling or shooting till I've seen him move it.", "callum-saffron-coach"),
        L("03-17 22:00", "c", "watched wales do the grand slam one armed in the spoon, what a night 🏉", "callum-grandslam"),
        L("04-20 17:00", "c", "mri at the alex in redditch, torn labrum at the front, a bankart lesion they call it. surgeon wants to stabilise it", "callum-mri"),
        L("04-20 17:20", "t", "Sorry Cal. Shoulder blade strength till the op then. No rolling, no overhead shots and no contact.", "callum-mri-coach"),
        L("05-05 19:00", "c", "fa cup final, chelsea again. 85 kg 😬 too many takeaways with one arm", "callum-facup"),
        L("05-28 18:00", "c", "op date came through, arthroscopic stabilisation on 3rd september at the alex", "callum-opdate"),
        L("06-05 15:00", "c", "jubilee bbq at saffron's mum's, bunting everywhere 🇬🇧", "callum-jubilee"),
        L("06-25 20:00", "c", "saffron again: he does his band work every night in front of the euros, says the shoulder feels solid. 84 kg x", "callum-saffron2"),
        L("06-25 20:20", "t", "Brilliant, Saffron. Keep him at it, and keep him off the ropes above his head till September.", "callum-saffron2-coach"),
    ],
    "tamsin": [
        L("01-09 19:00", "c", "hi idris, tamsin hebblethwaite, 33, vet nurse in stourport. kayaked at uni, want to get in the ladies squad. rhr 64", "tamsin-intro"),
        L("01-09 19:30", "t", "Hi Tamsin! Ladies train Thursdays in the pool, and join the mixed session on Tuesdays. Helmet and cage on from day one.", "tamsin-intro-coach"),
        L("01-25 21:00", "c", "burns night, haggis and a dram, in bed by 9 like a granny", "tamsin-burns"),
        L("02-04 20:00", "c", "took a paddle to the side of the head in the pool, left ear ringing and all muffled 😵", "tamsin-ear"),
        L("02-07 18:00", "c", "hi idris it's owain, tam's husband. the gp says she's perforated her left eardrum. no water in it for 6 weeks, no capsizing, drops if it gets infected. she's cross about the league x", "tamsin-owain"),
        L("02-07 18:20", "t", "Thanks Owain. Land training then: the ergo and core, and a helmet with proper ear guards when she's back in.", "tamsin-owain-coach"),
        L("02-14 20:00", "c", "valentines, owain cooked, burnt the steak ❤️", "tamsin-valentine"),
        L("02-20 18:00", "c", "vitamin d came back 22, low. high dose tablets, explains the aching", "tamsin-vitd"),
        L("02-20 18:20", "t", "That'll be the winter. Take them with a meal that has a bit of fat in it.", "tamsin-vitd-coach"),
        L("03-22 19:00", "c", "gp looked in the ear, drum's healed, back in the water 🛶", "tamsin-healed"),
        L("04-22 14:00", "c", "watched the marathon on telly, owain's cousin did it in 4:12 dressed as a rhino", "tamsin-marathon"),
        L("05-16 18:00", "c", "vit d 68 now, aches all gone. rhr 59", "tamsin-vitd2"),
        L("06-28 20:00", "c", "owain again: she's been picked for the ladies' squad at the nationals in september. ear plugs every session x", "tamsin-owain2"),
    ],
    "derek": [
        L("01-05 11:00", "c", "morning idris, derek ollerenshaw, 58, retired lock keeper on the staffs and worcs. gp says my cholesterol's 7.1. about 4000 steps a day. my lad says you'll have me", "derek-intro"),
        L("01-05 11:30", "t", "Morning Derek! Tuesday pool nights, and a walk along the towpath every day. We'll get those steps up.", "derek-intro-coach"),
        L("02-05 12:00", "c", "slipped on the ice at the slipway in the snow, boat caught me in the ribs, right side, winded", "derek-ribs"),
        L("02-06 17:00", "c", "idris it's lewis, dad's son. worcestershire royal x-rayed him, two cracked ribs on the right. painkillers, deep breaths, no contact for 4 weeks. walking round like a robot x", "derek-lewis"),
        L("02-06 17:20", "t", "Thanks Lewis. Walking only and the breathing exercises, no paddling till it doesn't hurt to cough.", "derek-lewis-coach"),
        L("02-21 18:00", "c", "pancake day, lewis made them, two with lemon 🥞", "derek-pancake"),
        L("02-23 11:00", "c", "started atorvastatin 20 at night", "derek-statin"),
        L("02-23 11:20", "t", "Good. Tell me if your muscles ache, and keep the towpath walks going.", "derek-statin-coach"),
        L("03-16 17:00", "c", "gold cup, quid on synchronised and it won!! 🐎", "derek-goldcup"),
        L("04-07 15:00", "c", "boat race stopped by a swimmer! never seen the like", "derek-boatrace"),
        L("05-24 12:00", "c", "cholesterol 5.2 now, gp's pleased. 6500 steps", "derek-chol2"),
        L("05-24 12:20", "t", "Down from 7.1, Derek! That's the cholesterol target met.", "derek-chol2-coach"),
        L("06-17 18:00", "c", "lewis again: fathers day, took dad down the river in the open canoe and he paddled all the way. he wants to referee at the nationals x", "derek-lewis2"),
    ],
    "ishani": [
        L("01-10 20:00", "c", "hi ros! ishani dholakia, 29, junior doctor at furness general. saw the underwater hockey at the pool and want in. swam for school. rhr 62", "ishani-intro"),
        L("01-10 20:30", "t", "Hi Ishani! Wednesday nights at the pool. Fins, mask, snorkel and a glove; we lend sticks.", "ishani-intro-coach"),
        L("01-23 19:00", "c", "chinese new year in the canteen, year of the dragon 🐉", "ishani-cny"),
        L("02-25 21:00", "c", "jammed my right wrist on the bottom going for the puck, sore but it moves", "ishani-wrist"),
        L("02-27 18:00", "c", "x-ray at work says sprain, tubigrip and carry on", "ishani-sprain"),
        L("03-09 18:00", "c", "hi ros, kavya, ishani's sister. her wrist was still sore so they x-rayed it again and it's a scaphoid fracture after all. cast for 8 weeks and no water at all. she's furious she missed it x", "ishani-kavya"),
        L("03-09 18:20", "t", "Thanks Kavya. Legs and core on land and the bike, and nothing through that hand till the cast's off.", "ishani-kavya-coach"),
        L("03-18 12:00", "c", "mothers day, took mum for lunch at the midland", "ishani-mothers"),
        L("05-04 18:00", "c", "cast off!! wrist stiff as a board, physio twice a week", "ishani-castoff"),
        L("05-19 23:00", "c", "champions league final, chelsea on pens, whole ward watching on one phone", "ishani-ucl"),
        L("06-06 19:00", "c", "back in the pool, glove on the left hand for now. rhr 58", "ishani-back"),
        L("06-30 12:00", "c", "kavya again: she's going to the european club championships in august as a sub!! x", "ishani-kavya2"),
        L("06-30 12:20", "t", "Wonderful, Kavya. She's earned it.", "ishani-kavya2-coach"),
    ],
    "gethin": [
        L("01-03 20:00", "c", "ros, gethin prydderch, 41, lorry mechanic. 17 st 8, bethan's put me on a diet. played rugby till my knees went", "gethin-intro"),
        L("01-03 20:30", "t", "Welcome Gethin! Wednesday nights, and you'll be a menace on the bottom. Fins are on the club for the first month.", "gethin-intro-coach"),
        L("02-26 10:00", "c", "big toe on my right foot's on fire, can't get a sock on it", "gethin-toe"),
        L("02-28 17:00", "c", "gp says gout! uric acid 520. colchicine for now, allopurinol after, cut the beer and the red meat", "gethin-gout"),
        L("02-28 17:20", "t", "Common in big lads. Water, water, water, and no fins till the flare's gone.", "gethin-gout-coach"),
        L("03-01 12:00", "c", "st davids day, bethan made cawl, daffodil on the lorry", "gethin-stdavid"),
        L("03-17 18:00", "c", "GRAND SLAM!!!! 16-9, cried in the club", "gethin-grandslam"),
        L("03-26 18:00", "c", "started allopurinol 100 today", "gethin-allo"),
        L("04-15 12:00", "c", "hi ros bethan here, geth's wife. the toe flared again after starting the allopurinol, gp says that happens and keep taking it with the colchicine. hobbling and grumpy x", "gethin-bethan"),
        L("04-15 12:20", "t", "Thanks Bethan. Pool walking only, no fins till he can stand on his toes, and a pint of water with every meal.", "gethin-bethan-coach"),
        L("05-13 18:00", "c", "aguero in the 94th minute!! bethan's a blue, screaming", "gethin-city"),
        L("05-29 18:00", "c", "uric acid 340, under 360 where the gp wants it. 16 st 5", "gethin-urate"),
        L("06-11 22:00", "c", "england 1 france 1, bethan's relieved, i'm welsh 😂", "gethin-euro"),
        L("06-29 19:00", "c", "bethan again: 16 st 2 this morning and no flares since april. he wants the masters tournament in october x", "gethin-bethan2"),
    ],
    "maureen": [
        L("01-12 10:00", "c", "hello ros, maureen scattergood, 66, retired librarian from heysham. the nurse says my blood pressure's 156. swim most mornings but fancy something with company", "maureen-intro"),
        L("01-12 10:30", "t", "Hello Maureen! Come Wednesday, we've a slower lane for learners. Blood pressure readings in the app please.", "maureen-intro-coach"),
        L("02-05 11:00", "c", "snowed in, no pool, made marmalade instead", "maureen-snow"),
        L("03-25 11:00", "c", "clocks went forward, lost an hour and missed the pool", "maureen-clocks"),
        L("04-09 14:00", "c", "easter monday, grandchildren, chocolate everywhere", "maureen-easter"),
        L("04-18 19:00", "c", "left hip grumbling at night, can't lie on that side", "maureen-hip"),
        L("05-08 18:00", "c", "gp says bursitis in the left hip, not arthritis. painkillers and stretches", "maureen-bursitis"),
        L("05-08 18:20", "t", "Thanks Maureen. Fins are fine, no breaststroke kick for now, and a pillow between your knees at night.", "maureen-bursitis-coach"),
        L("05-23 17:00", "c", "hello ros, it's fran, maureen's daughter. mum had a steroid injection in her hip at the westmorland general today. no swimming for 48 hours. she's already packed her kit x", "maureen-fran"),
        L("05-23 17:20", "t", "Thanks Fran. Two days off, then gentle lengths, and hockey next week if it's settled.", "maureen-fran-coach"),
        L("06-03 17:00", "c", "watched the thames pageant in the rain, those poor singers", "maureen-pageant"),
        L("06-14 18:00", "c", "bp 138 at the nurse, under 140! hip much better", "maureen-bp"),
        L("06-14 18:20", "t", "Under 140, Maureen! That's your goal.", "maureen-bp-coach"),
        L("06-27 12:00", "c", "fran again: mum's booked a swimming holiday in gozo in september with the u3a x", "maureen-fran2"),
    ],
    "reg": [
        L("01-06 10:00", "c", "good morning yvonne, reg mapplebeck, 78, retired butcher in bromyard. doctor says my kidneys are tired. 3000 steps. took up boules on holiday in france", "reg-intro"),
        L("01-06 10:30", "t", "Good morning Reg! We play on the piste behind the Falcon on Tuesdays and Saturdays, and in the hall when it's wet.", "reg-intro-coach"),
        L("01-20 12:00", "c", "egfr 48, gp says stage 3, no ibuprofen and drink more water", "reg-egfr"),
        L("01-20 12:20", "t", "Paracetamol not ibuprofen then, and a bottle of water in your boules bag every time.", "reg-egfr-coach"),
        L("03-05 11:00", "c", "left eye's gone misty, can't see the cochonnet at 10 metres", "reg-misty"),
        L("03-30 11:00", "c", "optician says a cataract in the left eye, referred to the eye clinic", "reg-cataract"),
        L("05-15 16:00", "c", "hello yvonne, peggy here, reg's wife. he had the cataract done at the wye valley eye clinic this morning, the left one. drops four times a day, no bending, no lifting and no boules for 2 weeks, shield on at night x", "reg-peggy"),
        L("05-15 16:20", "t", "Thanks Peggy. Two weeks off, then pointing only, no shooting, and sunglasses on the piste.", "reg-peggy-coach"),
        L("05-30 11:00", "c", "back on the piste, can see the jack from the far end now 👀", "reg-back"),
        L("06-05 17:00", "c", "jubilee street party, played boules in the road", "reg-jubilee"),
        L("06-12 11:00", "c", "egfr 55 now, up a bit, gp's happy. 4500 steps", "reg-egfr2"),
        L("06-26 18:00", "c", "peggy again: he wants the county triples in august, and our diamond wedding's in october x", "reg-peggy2"),
        L("06-26 18:20", "t", "Sixty years! Triples it is, Peggy; I'll put him with the Tuesday pair.", "reg-peggy2-coach"),
    ],
    "sian": [
        L("01-07 18:00", "c", "hi yvonne, sian pengelly, 45, i run the farm shop at leominster, on my feet all day. 74 kg. want to get into the ladies team", "sian-intro"),
        L("01-07 18:30", "t", "Hi Sian! Saturdays at the club and the ladies' practice on Thursday evenings. Flat shoes, the gravel's unkind.", "sian-intro-coach"),
        L("01-29 09:00", "c", "right heel's like a stone in my shoe first thing in the morning", "sian-heel"),
        L("02-16 18:00", "c", "physio says plantar fasciitis in the right foot, insoles and calf stretches and a frozen bottle under the foot", "sian-pf"),
        L("02-16 18:20", "t", "Good. Roll the bottle every night, no bare feet on the shop floor, and sit on a stool between ends.", "sian-pf-coach"),
        L("02-22 20:00", "c", "ash wednesday, giving up chocolate for lent, we'll see 😅", "sian-lent"),
        L("04-05 19:00", "c", "my sister in kent's got a hosepipe ban from today, we've had rain for a week", "sian-hosepipe"),
        L("04-21 20:00", "c", "rash round my left side under my bra, burning", "sian-rash"),
        L("04-23 17:00", "c", "hi yvonne it's huw, sian's husband. the gp says shingles on her left side. antivirals for a week, rest, and keep away from pregnant women and babies till the blisters crust. she's still trying to open the shop x", "sian-huw"),
        L("04-23 17:20", "t", "Thanks Huw. No club till the blisters have crusted, and sleep is her training this week.", "sian-huw-coach"),
        L("05-07 18:00", "c", "shingles gone, back throwing 🙌 heel better with the insoles", "sian-back"),
        L("06-01 19:00", "c", "71 kg, shop's heaving with jubilee orders", "sian-jubilee"),
        L("06-24 22:30", "c", "huw again: she's been picked for the ladies' triples in bordeaux in september. england out on penalties, mind x", "sian-huw2"),
    ],
    "bertie": [
        L("01-08 19:00", "c", "alright yvonne, bertie gillingwater, 34, drive for the brewery. 18 st 1, gp says my liver's fatty. boules is the only sport you can do with a pint in your hand lol", "bertie-intro"),
        L("01-08 19:30", "t", "Alright Bertie! Tuesday nights and Saturdays. The pint can be a lime and soda.", "bertie-intro-coach"),
        L("01-17 18:00", "c", "liver test alt 88, gp says cut the beer and lose weight", "bertie-alt"),
        L("01-17 18:20", "t", "Then lime and soda on club nights, and a walk on the days you're not driving.", "bertie-alt-coach"),
        L("02-05 13:00", "c", "snowed in, no deliveries, snowman with the kids ⛄", "bertie-snow"),
        L("03-13 19:00", "c", "went to shoot and felt like somebody shot me in the right calf", "bertie-calf"),
        L("03-14 12:00", "c", "hi yvonne, jolene, bertie's partner. physio says a grade 2 tear in his right calf. crutches for a week, no boules for 3 weeks, a heel raise in his shoe. eating biscuits on the sofa x", "bertie-jolene"),
        L("03-14 12:20", "t", "Thanks Jolene. Sitting exercises and arms, nothing on the leg till the physio says, and hide the biscuits.", "bertie-jolene-coach"),
        L("04-10 19:00", "c", "calf's good, back playing", "bertie-back"),
        L("04-14 18:00", "c", "grand national, neptune collonges each way, won me £40", "bertie-national"),
        L("06-08 17:00", "c", "alt 41, normal!! 16 st 11", "bertie-alt2"),
        L("06-08 17:20", "t", "Normal, Bertie! Down from 88. The lime and soda did that.", "bertie-alt2-coach"),
        L("06-19 22:00", "c", "jolene again: england beat ukraine and he stayed on the lime and soda. we're getting married next march x", "bertie-jolene2"),
    ],
    "ivy": [
        L("01-11 10:00", "c", "hello delphine, ivy sandercock, 72, dinner lady at the primary for 30 years, retired now. did tap as a girl. 3500 steps my grandson's watch says", "ivy-intro"),
        L("01-11 10:30", "t", "Hello Ivy! Tuesday mornings, the over-sixties class at the Spa studio. Bring your old shoes if they still fit.", "ivy-intro-coach"),
        L("02-05 11:00", "c", "slipped on the ice outside the bakery in the snow, put my left hand out, it's all swollen", "ivy-fall"),
        L("02-05 20:00", "c", "hello delphine it's chelsea, ivy's granddaughter. hull royal says she's broken her left wrist, a colles fracture. plaster for 6 weeks, and they want a bone scan. she wants to know if she can still tap x", "ivy-chelsea"),
        L("02-05 20:20", "t", "Thanks Chelsea. She can tap at the barre holding on with the good hand, slow numbers, no turns.", "ivy-chelsea-coach"),
        L("03-19 12:00", "c", "plaster off, wrist stiff, physio on thursdays", "ivy-plaster"),
        L("04-03 12:00", "c", "bone scan says osteoporosis, alendronic acid once a week, sit up half an hour after it", "ivy-osteo"),
        L("04-03 12:20", "t", "Then leg strength and balance every class, and we'll keep you off slippy floors.", "ivy-osteo-coach"),
        L("04-08 16:00", "c", "easter sunday, made a simnel cake, 11 balls", "ivy-easter"),
        L("06-05 17:00", "c", "jubilee tea at the church hall, did a time step to in the mood 🎶", "ivy-jubilee"),
        L("06-15 18:00", "c", "5000 steps on the prom", "ivy-steps"),
        L("06-30 12:00", "c", "chelsea again: nana's doing the solo in the summer show in august x", "ivy-chelsea2"),
        L("06-30 12:20", "t", "She's earned it, Chelsea. Front row for you.", "ivy-chelsea2-coach"),
    ],
    "kieran": [
        L("01-02 18:00", "c", "hiya delphine, kieran mossop, 19, apprentice chef at the spa. did tap till i was 14, want to get back into it for the showcase. rhr 70", "kieran-intro"),
        L("01-02 18:30", "t", "Hiya Kieran! Intermediates on Monday nights and the showcase rehearsals from April. Shuffles and time steps first.", "kieran-intro-coach"),
        L("02-14 23:00", "c", "valentines shift, 80 covers, dead on my feet", "kieran-valentine"),
        L("02-27 20:00", "c", "sore throat and knackered, can't swallow", "kieran-throat"),
        L("03-02 10:00", "c", "hiya delphine it's denise, kieran's mum. the blood test says glandular fever. off work 2 weeks, and no dancing or heavy lifting for a month because of his spleen. he's sulking in bed x", "kieran-denise"),
        L("03-02 10:20", "t", "Thanks Denise. Rest is his training. Nothing bouncy for a month, then we build him back slowly.", "kieran-denise-coach"),
        L("04-02 19:00", "c", "back at work and back at class, legs like jelly", "kieran-back"),
        L("05-19 20:30", "c", "rolled my right ankle on the stage at the showcase dress rehearsal, ouch", "kieran-ankle"),
        L("05-21 18:00", "c", "physio says sprained right ankle, the ligament. strapping and no tapping for 2 weeks", "kieran-sprain"),
        L("05-21 18:20", "t", "Thanks Kieran. Balance board and calf raises every day, and you watch the showcase from the wings.", "kieran-sprain-coach"),
        L("06-04 23:00", "c", "jubilee concert, madness on the palace roof!!", "kieran-concert"),
        L("06-20 19:00", "c", "back tapping, ankle strapped. rhr 62", "kieran-tapping"),
        L("06-29 20:00", "c", "denise again: he's got a job at a restaurant in leeds from september, does delphine know a tap class there x", "kieran-denise2"),
        L("06-29 20:20", "t", "I do, Denise. I'll send him the details.", "kieran-denise2-coach"),
    ],
    "hazel": [
        L("01-03 19:00", "c", "hello delphine, hazel brocklehurst, 51, school receptionist. nurse says i'm borderline diabetic, 44. 84 kg. my friend dragged me to beginners", "hazel-intro"),
        L("01-03 19:30", "t", "Hello Hazel! Beginners on Thursday evenings. Tap is sneaky cardio: you'll not notice till your calves tell you.", "hazel-intro-coach"),
        L("01-30 08:00", "c", "pins and needles in my right hand at night, fingers numb in the morning", "hazel-pins"),
        L("02-24 17:00", "c", "gp says carpal tunnel in the right wrist, a splint at night", "hazel-ct"),
        L("02-24 17:20", "t", "Splint on every night, and shake it out between numbers.", "hazel-ct-coach"),
        L("04-06 12:00", "c", "good friday, hot cross buns, the diet can wait", "hazel-goodfriday"),
        L("04-26 18:00", "c", "hello delphine, trevor, hazel's husband. she had a steroid injection in the right wrist at bridlington hospital today for the carpal tunnel. no heavy lifting a few days. she says she'll be at class thursday x", "hazel-trevor"),
        L("04-26 18:20", "t", "Thanks Trevor. Arms low and no hands on the floor in the warm up for a week.", "hazel-trevor-coach"),
        L("05-22 18:00", "c", "hba1c 39 now, not borderline anymore! 78 kg", "hazel-hba1c"),
        L("05-22 18:20", "t", "Out of the borderline range, Hazel! The Thursday nights are paying off.", "hazel-hba1c-coach"),
        L("06-10 09:00", "c", "76 kg this morning 🙌", "hazel-weight"),
        L("06-24 19:00", "c", "trevor again: she's booked a tap weekend in blackpool in october x", "hazel-trevor2"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-idris-polo", "trainer": "idris", "members": ["callum", "tamsin", "derek"],
        "lines": [
            L("01-02 09:00", "t", "Stourport canoe polo 🛶 Pool times, river days and tournaments here.", "g-polo-start"),
            L("02-08 10:00", "tamsin", "burst eardrum, out of the water 6 weeks 😩", "g-tamsin-ear"),
            L("02-08 11:00", "derek", "cracked ribs, i'll be on the bank shouting", "g-derek-ribs"),
            L("03-13 10:00", "callum", "shoulder dislocated, out for a while", "g-callum-shoulder"),
            L("04-21 10:00", "callum", "torn labrum, op in september", "g-callum-labrum"),
            L("06-29 10:00", "tamsin", "ladies squad for the nationals!!", "g-tamsin-squad"),
        ],
    },
    {
        "id": "chat-ros-hockey", "trainer": "ros", "members": ["ishani", "gethin", "maureen"],
        "lines": [
            L("01-02 09:00", "t", "Morecambe underwater hockey 🏑 Pool nights, kit and news here.", "g-hockey-start"),
            L("02-29 10:00", "gethin", "gout 🙄 no fins for me this week", "g-gethin-gout"),
            L("03-10 10:00", "ishani", "broken scaphoid, cast 8 weeks", "g-ishani-scaphoid"),
            L("05-24 10:00", "maureen", "hip injection done, back next week", "g-maureen-hip"),
            L("06-07 10:00", "ishani", "cast off and back in the water 💦", "g-ishani-back"),
        ],
    },
    {
        "id": "chat-yvonne-boules", "trainer": "yvonne", "members": ["reg", "sian", "bertie"],
        "lines": [
            L("01-02 09:00", "t", "Bromyard petanque 🎯 Fixtures, the piste and news here.", "g-boules-start"),
            L("03-15 10:00", "bertie", "torn calf, 3 weeks off 🤕", "g-bertie-calf"),
            L("04-24 10:00", "sian", "shingles, don't come near me", "g-sian-shingles"),
            L("05-16 10:00", "reg", "cataract done, back in 2 weeks", "g-reg-cataract"),
            L("06-25 10:00", "sian", "ladies triples in bordeaux!!", "g-sian-bordeaux"),
        ],
    },
    {
        "id": "chat-delphine-tap", "trainer": "delphine", "members": ["ivy", "kieran", "hazel"],
        "lines": [
            L("01-02 09:00", "t", "Bridlington tap 👞 Classes, the showcase and news here.", "g-tap-start"),
            L("02-06 10:00", "ivy", "broken wrist in the snow, tapping one handed", "g-ivy-wrist"),
            L("03-03 10:00", "kieran", "glandular fever, out for a month 🤒", "g-kieran-gf"),
            L("05-22 10:00", "kieran", "sprained ankle, missing the showcase", "g-kieran-ankle"),
            L("06-06 10:00", "hazel", "jubilee photos from the hall on facebook!", "g-hazel-jubilee"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("idris", "callum", "2012-01-06", "Callum (24): tree surgeon. Weight 82 kg. Roll both sides. Shot 60 km/h on the radar. Wants the first team for the nationals."),
    ("idris", "callum", "2012-06-26", "Callum: right shoulder dislocation 11 March, Bankart lesion on MRI 20 April. Stabilisation 3 September at the Alex. Weight 84 kg. External rotation left 90, right 60 degrees. Band work daily. No rolling or contact."),
    ("idris", "tamsin", "2012-01-11", "Tamsin (33): vet nurse. Resting HR 64. 200 m paddle 58 s. Rolls left only."),
    ("idris", "tamsin", "2012-06-28", "Tamsin: perforated left eardrum 4 February, healed 22 March, plugs always. Vitamin D 22 to 68. Resting HR 59. 200 m paddle 52 s. Rolls both sides. Ladies' squad, nationals September."),
    ("idris", "derek", "2012-01-07", "Derek (58): retired lock keeper. Cholesterol 7.1. 4,000 steps. Sit to stand 30 s: 11. Steady in the boat."),
    ("idris", "derek", "2012-06-20", "Derek: two cracked right ribs 5 February, back 6 March. Atorvastatin from 23 February, cholesterol 5.2. 6,500 steps. Sit to stand 30 s: 15. Refereeing course for the nationals."),
    ("ros", "ishani", "2012-01-13", "Ishani (29): junior doctor. Resting HR 62. Breath hold 35 s. Strong swimmer, new to the stick."),
    ("ros", "ishani", "2012-06-27", "Ishani: right scaphoid fracture 25 February (missed on the first X-ray), cast to 4 May. Resting HR 58. Grip right 22 kg, left 30 kg. Breath hold 48 s. Playing with the glove on the left. European club champs in August as a sub."),
    ("ros", "gethin", "2012-01-05", "Gethin (41): lorry mechanic. Weight 17 st 8 (111.6 kg). Breath hold 25 s. Front row, strong on the bottom."),
    ("ros", "gethin", "2012-06-28", "Gethin: gout right big toe (28 February), allopurinol from 26 March, uric acid 520 to 340. Weight 16 st 2 (102.5 kg). Breath hold 40 s. No flares since April. Masters October."),
    ("ros", "maureen", "2012-01-16", "Maureen (66): retired librarian. BP 156/90. Swims 40 lengths. Breath hold 20 s."),
    ("ros", "maureen", "2012-06-25", "Maureen: left trochanteric bursitis (May), steroid injection 23 May at the Westmorland General. BP 138/84. Breath hold 30 s. Gozo in September."),
    ("yvonne", "reg", "2012-01-09", "Reg (78): retired butcher. eGFR 48. 3,000 steps. Points well, can't shoot. Balance on one leg 5 s."),
    ("yvonne", "reg", "2012-06-18", "Reg: left cataract done 15 May (Wye Valley), back 30 May. eGFR 48 to 55, no ibuprofen. 4,500 steps. Balance 9 s. County triples August."),
    ("yvonne", "sian", "2012-01-10", "Sian (45): farm shop. Weight 74 kg. Good pointer. Standing all day."),
    ("yvonne", "sian", "2012-06-19", "Sian: right plantar fasciitis (February), insoles, much better. Shingles left side April, clear by 7 May. Weight 71 kg. Ladies' triples in Bordeaux, September."),
    ("yvonne", "bertie", "2012-01-10", "Bertie (34): brewery driver. Weight 18 st 1 (114.8 kg). ALT 88. Waist 118 cm. Shoots well."),
    ("yvonne", "bertie", "2012-06-19", "Bertie: right calf grade 2 tear 13 March, back 10 April. ALT 88 to 41. Weight 16 st 11 (106.6 kg). Waist 110 cm. Wedding March."),
    ("delphine", "ivy", "2012-01-12", "Ivy (72): retired dinner lady. 3,500 steps. Balance on one leg 4 s. Remembers her shuffles."),
    ("delphine", "ivy", "2012-06-21", "Ivy: left Colles fracture 5 February, plaster off 19 March. Osteoporosis on the bone scan, alendronic acid weekly. 5,000 steps. Balance 10 s. Solo in the summer show."),
    ("delphine", "kieran", "2012-01-03", "Kieran (19): apprentice chef. Resting HR 70. Time steps rusty, good ear."),
    ("delphine", "kieran", "2012-06-22", "Kieran: glandular fever (2 March), back 2 April. Right ankle sprain 19 May, missed the showcase. Resting HR 62. Single leg balance right 20 s. Leeds in September."),
    ("delphine", "hazel", "2012-01-05", "Hazel (51): school receptionist. Weight 84 kg. HbA1c 44. Out of puff after one number."),
    ("delphine", "hazel", "2012-06-21", "Hazel: right carpal tunnel, splint, injection 26 April. HbA1c 44 to 39. Weight 76 kg. Dances a full class. Blackpool tap weekend October."),
]

TRANSCRIPTS = [
    {
        "id": "tr-idris-callum-20120423", "trainer": "idris", "client": "callum", "startedAt": "2012-04-23T19:00:00Z",
        "title": "Call with Callum and Saffron: after the MRI",
        "lines": [
            ("Coach", 0, "How's the shoulder feeling, Cal?"),
            ("Callum", 4, "Like it's not screwed on properly. It clunks when I reach behind me."),
            ("Saffron", 9, "The surgeon said four to six months before he's back in a boat after the op, and he's not to climb with a harness till the new year."),
            ("Coach", 14, "Then summer is strength: the shoulder blade, the rotator cuff and your legs. We'll keep you on the bank with a whistle."),
            ("Callum", 20, "What about work?"),
            ("Coach", 24, "Ground work only. Let the lads do the climbing."),
        ],
    },
    {
        "id": "tr-ros-maureen-20120525", "trainer": "ros", "client": "maureen", "startedAt": "2012-05-25T17:00:00Z",
        "title": "Call with Maureen and Fran: after the injection",
        "lines": [
            ("Coach", 0, "How's the hip since the injection, Maureen?"),
            ("Maureen", 4, "Sore last night, better this morning."),
            ("Fran", 9, "The doctor said it can take a fortnight to work, and if it comes back they'll send her for an ultrasound, and she should lose the handbag on that shoulder because it tips her."),
            ("Coach", 14, "Then lengths with a pull buoy next week and no kicking hard. We'll see how it is for the Wednesday game."),
            ("Maureen", 20, "Can I still do my breaststroke?"),
            ("Coach", 24, "Not yet. Front crawl or backstroke with a gentle kick."),
        ],
    },
    {
        "id": "tr-yvonne-reg-20120518", "trainer": "yvonne", "client": "reg", "startedAt": "2012-05-18T16:00:00Z",
        "title": "Call with Reg and Peggy: after the cataract",
        "lines": [
            ("Coach", 0, "How's the eye, Reg?"),
            ("Reg", 4, "Bright. Everything's too blue."),
            ("Peggy", 9, "The nurse said the blue goes in a few weeks, and he needs new glasses in six weeks, and the other eye might want doing next year."),
            ("Coach", 14, "Then no shooting till the new glasses, just pointing from the near end."),
            ("Reg", 20, "Can I still do the scoring?"),
            ("Coach", 24, "You can keep the score every Saturday."),
        ],
    },
    {
        "id": "tr-delphine-ivy-20120208", "trainer": "delphine", "client": "ivy", "startedAt": "2012-02-08T11:00:00Z",
        "title": "Call with Ivy and Chelsea: after the fall",
        "lines": [
            ("Coach", 0, "How's the wrist in the plaster, Ivy?"),
            ("Ivy", 4, "Itchy. I've a knitting needle down it."),
            ("Chelsea", 9, "The fracture clinic said keep her fingers moving and the arm up, and the bone scan is because she broke it falling from standing, so they're checking her bones are thin."),
            ("Coach", 14, "Then fingers and shoulder every day, and at class you hold the barre with your right."),
            ("Ivy", 20, "Will I fall again?"),
            ("Coach", 24, "Not if we make your legs strong. Balance work every class."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("callum", "2012-03-16", 6.0, 7, 30, "Shoulder."),
    ("callum", "2012-05-11", 7.5, 5, 80, "Bands."),
    ("tamsin", "2012-02-10", 7.0, 6, 40, "Ear."),
    ("tamsin", "2012-05-18", 7.5, 3, 90, "Pool."),
    ("derek", "2012-02-10", 5.5, 6, 30, "Ribs."),
    ("derek", "2012-04-27", 7.5, 3, 85, "Towpath."),
    ("ishani", "2012-03-16", 5.0, 8, 40, "Cast."),
    ("ishani", "2012-06-08", 6.5, 6, 80, "Nights."),
    ("gethin", "2012-03-02", 6.0, 6, 50, "Toe."),
    ("gethin", "2012-05-25", 7.0, 4, 85, "Water."),
    ("maureen", "2012-02-17", 8.0, 3, 90, "Lengths."),
    ("maureen", "2012-05-11", 6.0, 5, 60, "Hip."),
    ("reg", "2012-01-27", 8.0, 3, 80, "Kidneys."),
    ("reg", "2012-05-18", 7.5, 4, 50, "Eye."),
    ("sian", "2012-02-17", 7.0, 5, 70, "Heel."),
    ("sian", "2012-04-27", 5.5, 7, 30, "Shingles."),
    ("bertie", "2012-01-20", 6.5, 5, 60, "Beer."),
    ("bertie", "2012-03-23", 7.0, 6, 40, "Calf."),
    ("ivy", "2012-02-10", 6.0, 6, 50, "Plaster."),
    ("ivy", "2012-04-13", 7.0, 4, 80, "Tablets."),
    ("kieran", "2012-03-09", 10.0, 5, 10, "Bed."),
    ("kieran", "2012-05-25", 7.0, 7, 60, "Ankle."),
    ("hazel", "2012-02-03", 6.0, 5, 70, "Hand."),
    ("hazel", "2012-05-04", 7.0, 3, 90, "Class."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("callum", "weight", "kg", "2012-01-09", "2012-06-25", 7, 82.0, 84.0, 0.4),
    ("gethin", "weight", "kg", "2012-01-02", "2012-06-25", 7, 111.6, 102.5, 0.4),
    ("bertie", "weight", "kg", "2012-01-09", "2012-06-25", 7, 114.8, 106.6, 0.4),
    ("hazel", "weight", "kg", "2012-01-09", "2012-06-25", 7, 84.0, 76.0, 0.3),
    ("tamsin", "resting_heart_rate", "bpm", "2012-01-09", "2012-06-25", 7, 64.0, 59.0, 1.0),
    ("ishani", "resting_heart_rate", "bpm", "2012-01-16", "2012-06-25", 7, 62.0, 58.0, 1.0),
    ("kieran", "resting_heart_rate", "bpm", "2012-01-02", "2012-06-25", 7, 70.0, 62.0, 1.0),
    ("maureen", "systolic_bp", "mmHg", "2012-01-16", "2012-06-25", 7, 156.0, 138.0, 2.0),
    ("derek", "steps", "steps", "2012-01-09", "2012-06-25", 7, 4000, 6500, 300),
    ("reg", "steps", "steps", "2012-01-09", "2012-06-25", 7, 3000, 4500, 250),
    ("ivy", "steps", "steps", "2012-01-16", "2012-06-25", 7, 3500, 5000, 300),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("derek", "goal-idris-derek-steps", "steps", 6000, "steps", "2012-06-30", "achieved"),
    ("gethin", "goal-ros-gethin-weight", "weight", 101.6, "kg", "2012-09-30", "active"),
    ("maureen", "goal-ros-maureen-bp", "systolic_bp", 140, "mmHg", "2012-06-30", "achieved"),
    ("hazel", "goal-delphine-hazel-weight", "weight", 78.0, "kg", "2012-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("tamsin", "2012-02-17", "Vitamin D", 22, "nmol/L", 50, 175),
    ("tamsin", "2012-05-15", "Vitamin D", 68, "nmol/L", 50, 175),
    ("derek", "2012-01-03", "Total cholesterol", 7.1, "mmol/L", 0, 5.0),
    ("derek", "2012-05-22", "Total cholesterol", 5.2, "mmol/L", 0, 5.0),
    ("gethin", "2012-02-27", "Uric acid", 520, "umol/L", 200, 430),
    ("gethin", "2012-05-28", "Uric acid", 340, "umol/L", 200, 430),
    ("reg", "2012-01-18", "eGFR", 48, "mL/min/1.73m2", 60, 120),
    ("reg", "2012-06-11", "eGFR", 55, "mL/min/1.73m2", 60, 120),
    ("bertie", "2012-01-16", "ALT", 88, "U/L", 7, 45),
    ("bertie", "2012-06-07", "ALT", 41, "U/L", 7, 45),
    ("hazel", "2012-01-02", "HbA1c", 44, "mmol/mol", 20, 42),
    ("hazel", "2012-05-21", "HbA1c", 39, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "yep", "done ✅", "booked", "paid 👍", "ta-ra", "ey up",
    "running late sorry", "can we do later?", "what time thursday?", "see you then", "will do", "tidy",
    "wrong chat sorry", "lovely", "champion", "haha", "lol", "got it", "star", "sorry only just seen this",
    "same time next week?", "which door again?", "omw", "traffic's awful", "thank you x", "aye",
    "nothing to report", "🙌", "😂", "bank transfer ok?", "now then", "sound", "love",
    "still on?", "phone died", "no parking again", "stuck at work", "perfect", "what a day", "cracking", "lush",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20120702, health_seed=20120702, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
