#!/usr/bin/env python3
"""Build the forty-fourth blind data set for the answer benchmark (bench/answers_data/blind44.json).

    functions/venv/bin/python -m bench.answers_data.build_blind44

Four trainers of kinds no other roster has: a speed skating coach at the Deeside ice rink in
Queensferry (Angharad Pumphrey), a roller hockey coach at Herne Bay (Osbert Stubbings), a biathlon
coach at Tidworth on Salisbury Plain (Marit Haugland) and a cycle speedway coach at Wednesbury
(Terrence Tolley). 12 clients, 1 January to 30 June 2009 (asked on Monday 6 July 2009): one-to-one
chats, four group chats, session notes, four session transcripts, check-ins, client profiles and
health data, in the format of demo/data/demo_dataset.json. Written on 2026-12-05 by helper h-blind44
(issue 14) without reading shared/domain/*, shared/usecases/*, functions/*, any list of benchmark
failures or any result file, and of docs/ANSWERS.md only the forty-third blind set's section: a
held-out check of whether the fixes made on the other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Iestyn's left collarbone; Dale's right hamstring), a medicine changed twice (Aimee's
asthma: salbutamol, Clenil added, Symbicort instead; Garfield's blood pressure: ramipril, losartan for
the cough, a water tablet added), a relative who writes nearly everything (Tyrone's mum Trudy;
Llinos's dad Elwyn), a client who tells the group chat more than the coach (Nadine, Marcie), a client
who says little beyond yes or no (Ricky, Dwayne) and — new in this roster — a client who writes in
text-speak, vowels dropped and words cut short ("gd sesh 2day, L knee sore aftr sqts, cnt make thurs":
Kimberley, known as Kimmy; Siwan), so a question in plain words about "her shins" has to find "shns
killin", and a session she missed is told as "cnt make thurs". The period, January to June 2009, is
one no other roster covers (a grep of every file of bench/answers_data for an ISO date of 2009 finds
only another roster's asked day, 5 January, and a goal deadline, 31 March). Inside it (every weekday
checked with Python's `datetime`): Burns Night (Sunday 25 January), the big snow (Monday 2 February),
Valentine's Day (Saturday 14 February), Pancake Day (Tuesday 24 February), St David's Day (Sunday 1
March), St Patrick's Day (Tuesday 17 March), Mothering Sunday (22 March), the G20 summit in London
(Thursday 2 April), the Grand National (Saturday 4 April), Good Friday (10 April), Easter Sunday (12
April), Easter Monday (13 April), the London Marathon (Sunday 26 April), the May Day bank holiday
(Monday 4 May), the spring bank holiday (Monday 25 May), the Champions League final in Rome
(Wednesday 27 May), the FA Cup final (Saturday 30 May), Father's Day (Sunday 21 June) and the day
Michael Jackson died (Thursday 25 June). The everyday chatter comes from this builder's own pools
with a fixed seed (roster_assembly.chatter), names no body part, food, drink, medicine, sport, event
or number a question asks about, and is kept off the days a question names as a single day
(QUIET_DAYS). Deterministic: two runs write byte-identical files. `blind44_tags.json` maps the story
tags to message ids for the question list (bench/answers_data/blind44_questions.py).

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
OUT, TAGS_OUT = HERE / "blind44.json", HERE / "blind44_tags.json"
YEAR = 2009
START, END = datetime(2009, 1, 1, 7, 0), datetime(2009, 6, 30, 21, 0)
ASKED_AT = "2009-07-06T08:00:00Z"

TRAINERS = [
    {"id": "coach-angharad", "displayName": "Angharad Pumphrey", "email": "angharad.pumphrey@example.com", "short": "angharad"},
    {"id": "coach-osbert", "displayName": "Osbert Stubbings", "email": "osbert.stubbings@example.com", "short": "osbert"},
    {"id": "coach-marit", "displayName": "Marit Haugland", "email": "marit.haugland@example.com", "short": "marit"},
    {"id": "coach-terrence", "displayName": "Terrence Tolley", "email": "terrence.tolley@example.com", "short": "terrence"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("angharad", "iestyn-bowdler", "Iestyn Bowdler", "iestyn"),
    ("angharad", "siwan-meredith", "Siwan Meredith", "siwan"),
    ("angharad", "llinos-gwilliam", "Llinos Gwilliam", "llinos"),
    ("osbert", "tyrone-gilham", "Tyrone Gilham", "tyrone"),
    ("osbert", "garfield-ovenden", "Garfield Ovenden", "garfield"),
    ("osbert", "dwayne-fagg", "Dwayne Fagg", "dwayne"),
    ("marit", "aimee-crabbe", "Aimee Crabbe", "aimee"),
    ("marit", "kimberley-rumbold", "Kimberley Rumbold", "kimberley"),
    ("marit", "marcie-dunford", "Marcie Dunford", "marcie"),
    ("terrence", "nadine-hickinbottom", "Nadine Hickinbottom", "nadine"),
    ("terrence", "ricky-tromans", "Ricky Tromans", "ricky"),
    ("terrence", "dale-shingler", "Dale Shingler", "dale"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a relative who writes, a group
# talker, a yes/no client, a client writing in text-speak) has one in each half.
DEV_CLIENTS = ("iestyn", "tyrone", "aimee", "kimberley", "nadine", "ricky")

PROFILES = [
    {"clientId": "iestyn-bowdler", "age": 36, "goal": "Race the 1000 m at the Nationals in April",
     "dietaryRestrictions": [],
     "injuries": ["broken left collarbone (fell on the bend 17 January 2009): sling four weeks at the Maelor fracture clinic, no operation",
                  "hay fever in June"],
     "notes": "Speed skating, Deeside. Roofer from Shotton. Wife Meinir."},
    {"clientId": "siwan-meredith", "age": 19, "goal": "Under 47 seconds for the 500 m at the Welsh championships",
     "dietaryRestrictions": [],
     "injuries": ["left knee: patellar tendinitis, jumper's knee (from 3 February 2009), strapping and no jumps",
                  "tonsillitis (April 2009): penicillin ten days"],
     "notes": "Speed skating, Deeside. Student, works Saturdays at a chemist in Flint. Writes in text-speak. Boyfriend Garin. Known as Siw."},
    {"clientId": "llinos-gwilliam", "age": 13, "goal": "A medal at the junior Nationals",
     "dietaryRestrictions": [],
     "injuries": ["Sever's disease, both heels (GP 5 February 2009): heel pads, two sessions a week",
                  "chickenpox (March 2009): off two weeks"],
     "notes": "Speed skating, Deeside. Schoolgirl from Mold, no phone of her own. Dad Elwyn does her messages; mam Delyth."},
    {"clientId": "tyrone-gilham", "age": 14, "goal": "A place in the Kent under-16 squad",
     "dietaryRestrictions": [],
     "injuries": ["front tooth snapped by a stick (6 February 2009): a crown on 20 February",
                  "Osgood-Schlatter, left knee (GP 10 March 2009): ice, no kneeling drills"],
     "notes": "Roller hockey, Herne Bay. Schoolboy from Swalecliffe. Mum Trudy does his messages."},
    {"clientId": "garfield-ovenden", "age": 52, "goal": "Play the veterans' league and get the blood pressure down",
     "dietaryRestrictions": ["less salt (blood pressure)"],
     "injuries": ["high blood pressure (GP 20 January 2009): ramipril, then losartan (3 March, for the cough), then a water tablet added (12 May)"],
     "notes": "Roller hockey, Herne Bay. Fishmonger in Whitstable. Wife Maxine."},
    {"clientId": "dwayne-fagg", "age": 24, "goal": "Keep a clean sheet in the cup",
     "dietaryRestrictions": [],
     "injuries": ["cut above the left eye (14 March 2009): four stitches",
                  "sprained right thumb (May 2009): strapped"],
     "notes": "Roller hockey, Herne Bay. Goalkeeper. Warehouse at Reculver. Says little."},
    {"clientId": "aimee-crabbe", "age": 28, "goal": "Finish the Tidworth summer biathlon in June",
     "dietaryRestrictions": [],
     "injuries": ["asthma (GP 13 January 2009): salbutamol, then Clenil added (17 February), then Symbicort instead of the Clenil (21 April)"],
     "notes": "Biathlon, Tidworth. Vet nurse in Andover. Partner Niall, a sapper at the garrison."},
    {"clientId": "kimberley-rumbold", "age": 27, "goal": "Down to 69 kg before her husband's leave",
     "dietaryRestrictions": [],
     "injuries": ["shin splints, both shins, left worse (from 9 February 2009): new trainers, no running six weeks"],
     "notes": "Biathlon, Tidworth. Works at the NAAFI shop. Writes in text-speak. Husband Deano serving in Afghanistan; two kids. Known as Kimmy."},
    {"clientId": "marcie-dunford", "age": 41, "goal": "Shoot clean in the prone",
     "dietaryRestrictions": [],
     "injuries": ["gallstones: keyhole gallbladder operation at Salisbury District 22 April 2009"],
     "notes": "Biathlon, Tidworth. Post lady in Ludgershall. Daughter Shelby. Tells the team chat more than the coach."},
    {"clientId": "nadine-hickinbottom", "age": 45, "goal": "Ride the veterans' league and get to 80 kg",
     "dietaryRestrictions": ["diabetic diet (type 2)"],
     "injuries": ["type 2 diabetes (blood test 19 January 2009): metformin, then the slow-release kind",
                  "right shoulder, rotator cuff (May 2009): band exercises"],
     "notes": "Cycle speedway, Wednesbury. Cook at a primary school in Darlaston. Grandson Kaiden. Known as Nads. Tells the team chat more than the coach."},
    {"clientId": "ricky-tromans", "age": 22, "goal": "Ride every league meeting",
     "dietaryRestrictions": [],
     "injuries": ["bruised ribs (came off 21 February 2009)"],
     "notes": "Cycle speedway, Wednesbury. Works at the scrap yard in Bilston. Says little."},
    {"clientId": "dale-shingler", "age": 31, "goal": "The Midlands title",
     "dietaryRestrictions": [],
     "injuries": ["torn right hamstring, grade two (first bend at Wednesbury, 7 March 2009): physio, crutches a week"],
     "notes": "Cycle speedway, Wednesbury. Mechanic at a tyre depot in Tipton. Wife Kerrie-Ann. Known as Shingy."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    # An injury from the day it started to the day he was back: the left collarbone; his wife fills in.
    "iestyn": [
        L("01-06 19:10", "c", "Happy new year Angharad. Back on the ice Saturday. Weighed 84 kg on the rink scales, I want the 1000 at the Nationals in April.", "iestyn-intro"),
        L("01-17 20:40", "c", "Came off on the bend in the 1000 tonight, landed on my left shoulder and heard it crack. Meinir's driving me to the Maelor.", "iestyn-onset"),
        L("01-17 20:52", "t", "Go straight there and don't let anyone talk you into skating it off. Ring me after.", "iestyn-onset-coach"),
        L("01-18 10:15", "c", "Meinir here. Broken left collarbone, a clean break in the middle. Fracture clinic says no operation, a sling for four weeks and nothing heavy. He's in a foul mood.", "iestyn-maelor"),
        L("01-30 18:00", "c", "Can't go up a ladder one-handed so the lads are doing my roofs. Sleeping in the chair.", "iestyn-sling"),
        L("02-16 09:30", "c", "Sling off today. X-ray shows it knitting. Physio at the Maelor twice a week.", "iestyn-slingoff"),
        L("02-16 09:45", "t", "Great news. Bike and walking only for now, no falls allowed.", "iestyn-slingoff-coach"),
        L("03-09 19:30", "c", "Back on the ice tonight! Easy laps only, the shoulder's a bit stiff on the crossovers.", "iestyn-back"),
        L("03-09 19:50", "t", "Welcome back. Laps only and no race starts till the physio says.", "iestyn-back-coach"),
        L("03-28 11:00", "c", "Bought new clap skates, £350. Blades need sharpening every week.", "iestyn-skates"),
        L("04-18 21:00", "c", "First race back at the Nationals, 1000 in 1:32. Not my best but the shoulder held.", "iestyn-race"),
        L("04-18 21:10", "t", "It held, you finished, and you'll be faster next year. Proud of you.", "iestyn-race-coach"),
        L("05-20 18:00", "c", "Physio signed me off today. The lump on the collarbone will stay, apparently. 81 kg.", "iestyn-signedoff"),
        L("06-08 17:30", "c", "Hay fever's started, sneezing all the way round the rink.", "iestyn-hayfever"),
    ],
    # Text-speak: dropped vowels, numbers for words, sessions missed told as "cnt make".
    "siwan": [
        L("01-08 20:10", "c", "hiya ang, 47.9 in the 500 on sat, gna get undr 47 b4 the welsh champs x", "siwan-intro"),
        L("02-03 21:15", "c", "gd sesh 2day, L knee sore aftr sqts, cnt make thurs", "siwan-knee"),
        L("02-03 21:30", "t", "Ice it and rest it, no squats till I've seen it. See you Saturday.", "siwan-knee-coach"),
        L("02-12 18:40", "c", "physio sed its jumpers knee, patella tendon, no jumps 4 2 wks n strap it", "siwan-physio"),
        L("02-24 19:05", "c", "pancake day!! had 3 n no sesh 2nite lol, knee stil a bit sore", "siwan-pancake"),
        L("03-16 21:00", "c", "bk 2 full trainin 2nite, knee fine, no strap!!", "siwan-back"),
        L("03-16 21:20", "t", "Brilliant. Warm it up properly and tell me the minute it grumbles.", "siwan-back-coach"),
        L("04-14 10:20", "c", "got tonsillitis, gp gave me penicillin 4 10 days, cnt swallow, off ice til nxt wk", "siwan-tonsils"),
        L("04-25 12:00", "c", "tonsils gd now, finishd the tabs", "siwan-tonsils2"),
        L("05-16 18:30", "c", "46.4 at the welsh champs!!! pb by a mile, 3rd in the 500 x", "siwan-champs"),
        L("05-16 18:45", "t", "Brilliant, Siwan. Bronze and a PB. Proud of you.", "siwan-champs-coach"),
        L("06-02 20:00", "c", "exams nxt 2 wks, cnt make tues or thurs, sry", "siwan-exams"),
        L("06-19 09:10", "c", "rhr 52 this morn, garin sez im a robot lol", "siwan-rhr"),
    ],
    # Her dad writes nearly everything; she writes once herself.
    "llinos": [
        L("01-10 10:00", "c", "Elwyn here, Llinos's dad. I'll do her messages as she hasn't got a phone yet. She's 13, skating two years, and wants a medal at the junior Nationals.", "llinos-intro"),
        L("01-27 19:30", "c", "Elwyn again. Both her heels are sore after training, she's limping in the mornings.", "llinos-heels"),
        L("02-05 18:15", "c", "Elwyn: the GP says Sever's disease, the growth plates in her heels. Heel pads in her shoes, ice after, and cut down to two sessions a week.", "llinos-gp"),
        L("02-05 18:40", "t", "Two sessions a week it is, and no off-ice jumping. She's growing, it'll pass.", "llinos-gp-coach"),
        L("03-04 08:20", "c", "Elwyn: she's got chickenpox. Off school and off the ice for two weeks at least.", "llinos-chickenpox"),
        L("03-20 17:00", "c", "Elwyn: spots all gone, she's back Saturday.", "llinos-chickenpox-back"),
        L("04-11 14:00", "c", "Elwyn: we bought her new skates for Easter, £180 from the pro shop at the rink. Delyth says they'll last her a year if she stops growing.", "llinos-skates"),
        L("05-09 16:00", "c", "It's Llinos!! Dad let me use his phone. I came 2nd in the junior 500!", "llinos-self"),
        L("05-09 16:20", "t", "Silver! Well skated, Llinos. Tell your dad he owes me a cuppa.", "llinos-self-coach"),
        L("06-22 19:00", "c", "Elwyn: her heels are much better, she's back to three sessions a week from now.", "llinos-heels-better"),
    ],
    # His mum writes nearly everything; he writes once himself.
    "tyrone": [
        L("01-05 18:00", "c", "Hi Osbert, Trudy here, Tyrone's mum. I'll be doing his messages, he never looks at his phone. He's 14 and desperate for the Kent under-16s.", "tyrone-intro"),
        L("02-06 21:10", "c", "Trudy: Tyrone took a stick in the mouth at training tonight, his front tooth's snapped in half. Emergency dentist in Whitstable in the morning.", "tyrone-tooth"),
        L("02-06 21:25", "t", "So sorry Trudy. Gumshield from now on: no gumshield, no game.", "tyrone-tooth-coach"),
        L("02-20 16:30", "c", "Trudy: crown fitted on his front tooth today, £240. He's smiling again.", "tyrone-crown"),
        L("03-10 19:00", "c", "Trudy: his left knee's been sore just below the kneecap. GP says Osgood-Schlatter, a growing thing. Ice after games and no kneeling drills.", "tyrone-knee"),
        L("03-10 19:20", "t", "No kneeling drills then, and he can sit out the sprints when it's sore.", "tyrone-knee-coach"),
        L("04-25 17:45", "c", "Trudy: he's in the Kent under-16s squad! The trials were today at Herne Bay. He's over the moon.", "tyrone-trials"),
        L("05-04 12:00", "c", "tyrone here. mum says say thanks for the trials coaching. cheers", "tyrone-self"),
        L("06-13 11:00", "c", "Trudy: the knee's much better now the growth spurt's slowed. He's grown two inches since January.", "tyrone-knee-better"),
    ],
    # A medicine changed twice, each change weeks apart; his wife fills in on the call.
    "garfield": [
        L("01-07 19:00", "c", "Garfield. 52 next month, playing the veterans' league. 97 kg, the doctor wants some off me.", "garfield-intro"),
        L("01-20 18:30", "c", "Doctor says my blood pressure's 165 over 100. Started on ramipril today, one a day.", "garfield-ramipril"),
        L("01-20 18:45", "t", "Good that you went. Keep playing, but tell me if you feel dizzy.", "garfield-ramipril-coach"),
        L("02-26 07:10", "c", "This tickly cough won't go, keeps me up half the night. Maxine reckons it's the tablets.", "garfield-cough"),
        L("03-03 17:00", "c", "Doctor agrees it's the ramipril giving me the cough. Swapped to losartan today.", "garfield-losartan"),
        L("04-09 18:00", "c", "Cough's gone with the losartan. Pressure's down to 150 over 94, still too high he says.", "garfield-losartan2"),
        L("05-12 17:30", "c", "He's added a water tablet, bendroflumethiazide, in the mornings. Back and forth to the loo at the shop all day.", "garfield-water"),
        L("05-12 17:50", "t", "Take it in the morning like he says and keep drinking. A loo break at half time, no shame in it.", "garfield-water-coach"),
        L("06-16 18:10", "c", "Pressure 134 over 84 at the surgery today. 93 kg.", "garfield-june"),
    ],
    # Says little: yep, nope, a number.
    "dwayne": [
        L("01-08 19:00", "t", "Dwayne, you in goal Saturday?", "dwayne-t-01081900"),
        L("01-08 19:40", "c", "yep", "dwayne-yes1"),
        L("02-13 18:00", "t", "Coming to the Valentine's do at the club tomorrow?", "dwayne-t-02131800"),
        L("02-13 20:10", "c", "nope", "dwayne-valentine"),
        L("03-14 22:00", "c", "cut above left eye. 4 stitches.", "dwayne-stitches"),
        L("03-14 22:05", "t", "Ouch. Keep it dry. Fit for next week?", "dwayne-t-03142205"),
        L("03-14 22:30", "c", "yep", "dwayne-stitches2"),
        L("03-24 18:00", "t", "Stitches out?", "dwayne-t-03241800"),
        L("03-24 19:15", "c", "yep. tues", "dwayne-stitchesout"),
        L("04-04 17:30", "t", "Any luck in the National sweep?", "dwayne-t-04041730"),
        L("04-04 17:50", "c", "nope", "dwayne-national"),
        L("05-09 21:00", "c", "sprained right thumb", "dwayne-thumb"),
        L("05-09 21:10", "t", "Strap it and we'll see Thursday.", "dwayne-thumb-coach"),
        L("05-23 18:00", "t", "Thumb ok?", "dwayne-t-05231800"),
        L("05-23 18:30", "c", "nope. strapped.", "dwayne-thumb2"),
        L("06-06 10:00", "t", "Thumb?", "dwayne-t-06061000"),
        L("06-06 10:45", "c", "fine now", "dwayne-thumb3"),
        L("06-20 12:00", "t", "What are you weighing these days?", "dwayne-t-06201200"),
        L("06-20 12:30", "c", "86", "dwayne-weight"),
    ],
    # A medicine changed twice: the asthma, one inhaler at a time.
    "aimee": [
        L("01-05 20:00", "c", "Hi Marit, Aimee here. 28, vet nurse in Andover. I want to finish the Tidworth summer biathlon in June.", "aimee-intro"),
        L("01-13 12:30", "c", "Couldn't get my breath on the cold run this morning, wheezing at the range and my hands shaking on the rifle. GP gave me a blue inhaler, salbutamol, two puffs before I run.", "aimee-salbutamol"),
        L("01-13 12:50", "t", "Good. Inhaler in your pocket every session, and a longer warm-up when it's cold.", "aimee-salbutamol-coach"),
        L("02-17 19:00", "c", "Still tight most nights. The asthma nurse has added a brown preventer, Clenil, two puffs morning and night.", "aimee-clenil"),
        L("03-26 20:00", "c", "My voice has gone hoarse from the brown one. Nurse says rinse my mouth after.", "aimee-hoarse"),
        L("04-21 18:00", "c", "Switched to Symbicort today, one inhaler morning and night instead of the brown one. The blue one just for emergencies now.", "aimee-symbicort"),
        L("04-21 18:20", "t", "Much simpler. Still take the blue one to the range.", "aimee-symbicort-coach"),
        L("05-30 09:00", "c", "Peak flow's up to 460, it was 380 in January.", "aimee-peakflow"),
        L("06-13 17:00", "c", "4th in the women's at the Tidworth summer biathlon, shot 8 from 10 and no wheeze!", "aimee-race"),
        L("06-13 17:20", "t", "Brilliant shooting, Aimee. That's the inhaler plan working.", "aimee-race-coach"),
    ],
    # Text-speak: dropped vowels, numbers for words, sessions missed told as "cnt make".
    "kimberley": [
        L("01-09 21:00", "c", "hi marit its kimmy, 74kg, wnt 2 get 2 69 b4 deano gets bk on R&R, cn do tues n thurs", "kimberley-intro"),
        L("02-02 07:30", "c", "snowd in!! cnt get out the quarter, no sesh 2day", "kimberley-snow"),
        L("02-09 20:15", "c", "gd run 2day bt shns killin aftr, L wrse thn R", "kimberley-shins"),
        L("02-09 20:30", "t", "Sounds like shin splints. Swap the running for the bike this week and ice them.", "kimberley-shins-coach"),
        L("02-19 13:00", "c", "physio @ med centre sed shin splnts, new trainers n no runnin 4 6 wks, bike ok", "kimberley-physio"),
        L("03-05 07:45", "c", "cnt make thurs, kids ill", "kimberley-miss1"),
        L("03-17 16:00", "c", "cnt make 2nite sry, wrkin late @ naafi", "kimberley-miss2"),
        L("03-26 08:10", "c", "sry cnt do thurs again, deano on phone frm afghan", "kimberley-miss3"),
        L("03-30 18:30", "c", "1st run bk 2day!! 3k n no pain in shns", "kimberley-back"),
        L("03-30 18:45", "t", "Brilliant. Build up slowly, 3k twice this week at most.", "kimberley-back-coach"),
        L("04-20 09:00", "c", "71.5kg!! 2.5 2 go", "kimberley-weight1"),
        L("05-14 10:00", "c", "deano bk 4 R&R 2day!!! cnt make sesh 4 2 wks lol", "kimberley-deano"),
        L("05-29 20:00", "c", "deano gone bk 2day, gutted. bk 2 trainin mon. 69.8 on the scales", "kimberley-deano2"),
        L("06-27 08:30", "c", "69kg!!! made it xx", "kimberley-goal"),
        L("06-27 08:50", "t", "Target hit! Well done Kimmy.", "kimberley-goal-coach"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "marcie": [
        L("01-07 18:00", "c", "Marcie. 41, post lady in Ludgershall. Fit from the round but I want to shoot straight.", "marcie-intro"),
        L("04-16 19:00", "c", "Can't make the next few weeks, bit of a procedure. Will explain.", "marcie-off"),
        L("05-18 18:00", "c", "Back Thursday.", "marcie-back"),
        L("05-18 18:15", "t", "Lovely. Easy on the prone mat for a bit.", "marcie-back-coach"),
        L("06-08 20:00", "c", "Shelby's wedding was lovely, thanks for the card.", "marcie-wedding"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "nadine": [
        L("01-06 19:30", "c", "Nadine here, 45, cook at a primary school in Darlaston. Want to ride the veterans' league this year. 86 kilos.", "nadine-intro"),
        L("02-25 08:00", "c", "Can't do Thursday, doctor's.", "nadine-doctor"),
        L("03-04 08:00", "c", "Won't be in this week, family stuff.", "nadine-family"),
        L("05-21 19:00", "c", "Shoulder's sore.", "nadine-shoulder"),
        L("05-21 19:10", "t", "Which one, and since when?", "nadine-t-05211910"),
        L("05-21 19:30", "c", "right. lifting trays", "nadine-shoulder2"),
    ],
    # Says little: ar, nah, a number.
    "ricky": [
        L("01-08 18:00", "t", "Ricky, you riding the league this season?", "ricky-t-01081800"),
        L("01-08 18:40", "c", "ar", "ricky-yes1"),
        L("02-21 21:00", "c", "come off. ribs", "ricky-ribs"),
        L("02-21 21:05", "t", "Bad? Have you been checked?", "ricky-t-02212105"),
        L("02-21 23:10", "c", "bruised. a&e sed", "ricky-ribs2"),
        L("03-07 10:00", "t", "Ribs ok to ride today?", "ricky-t-03071000"),
        L("03-07 10:30", "c", "ar. bit sore", "ricky-ribs3"),
        L("04-01 19:00", "c", "new frame. £90", "ricky-frame"),
        L("05-13 18:00", "t", "What are you weighing?", "ricky-t-05131800"),
        L("05-13 18:20", "c", "72", "ricky-weight"),
        L("05-27 18:00", "t", "Watching the final tonight?", "ricky-t-05271800"),
        L("05-27 18:10", "c", "ar. united", "ricky-final"),
        L("06-10 19:00", "t", "Going for the West Midlands champs on the 27th?", "ricky-t-06101900"),
        L("06-10 21:00", "c", "nah. working", "ricky-champs"),
    ],
    # An injury from the day it started to the day he was back: the right hamstring; his wife fills in.
    "dale": [
        L("01-10 12:00", "c", "Dale. 31, mechanic at the tyre depot in Tipton, raced ten years. I want the Midlands title.", "dale-intro"),
        L("03-07 15:30", "c", "Felt my right hamstring go on the first bend at Wednesbury, like being shot. Can barely walk.", "dale-onset"),
        L("03-07 15:45", "t", "Ice and compress it, no stretching. Get it seen Monday.", "dale-onset-coach"),
        L("03-09 13:00", "c", "Kerrie-Ann here, Dale's wife. The physio at Russells Hall says a grade two tear of the right hamstring, six to eight weeks, crutches for a week.", "dale-physio"),
        L("03-16 19:00", "c", "Crutches gone. Walking stiff.", "dale-crutches"),
        L("04-27 20:30", "c", "Back on the bike tonight, steady laps only.", "dale-back"),
        L("04-27 20:45", "t", "Good. No sprint starts for two weeks.", "dale-back-coach"),
        L("05-30 17:00", "c", "First race back, won my heat, hamstring fine.", "dale-race"),
        L("06-15 18:00", "c", "Physio signed me off today.", "dale-signedoff"),
    ],
}

GROUPS = [
    {
        "id": "chat-angharad-ice", "trainer": "angharad", "members": ["iestyn", "siwan", "llinos"],
        "lines": [
            L("01-25 20:00", "t", "Happy Burns Night from a Welsh coach. Saturday as usual.", "g-angharad-burns"),
            L("03-01 11:00", "iestyn", "Happy St David's Day all. Wore my daffodil to the physio, Meinir made Welsh cakes for the rink.", "g-iestyn-stdavid"),
            L("03-01 11:30", "siwan", "happy st davids!! save me a welsh cake x", "g-siwan-stdavid"),
            L("04-12 10:00", "llinos", "Elwyn: Llinos says happy Easter to everyone, and the new skates are a dream.", "g-llinos-easter"),
            L("05-16 19:00", "siwan", "BRONZE!!! 46.4 in the 500 at the welsh champs xxx", "g-siwan-champs"),
            L("05-16 19:10", "iestyn", "Get in Siw! Buying you a drink at the club.", "g-iestyn-siwan"),
            L("05-16 19:20", "t", "Proud coach tonight.", "g-angharad-proud"),
        ],
    },
    {
        "id": "chat-osbert-rink", "trainer": "osbert", "members": ["tyrone", "garfield", "dwayne"],
        "lines": [
            L("02-14 12:00", "t", "Valentine's do at the club tonight, partners welcome.", "g-osbert-valentine"),
            L("04-25 18:30", "tyrone", "Trudy: Tyrone's made the Kent under-16s squad! Thank you all.", "g-tyrone-trials"),
            L("04-25 18:45", "garfield", "Well done lad. Drinks on your mum.", "g-garfield-tyrone"),
            L("05-30 12:00", "garfield", "Cup final at the club this afternoon, Chelsea to win. Maxine's doing sandwiches, no salt on mine.", "g-garfield-cupfinal"),
            L("05-30 12:20", "dwayne", "yep", "g-dwayne-cupfinal"),
        ],
    },
    {
        "id": "chat-marit-range", "trainer": "marit", "members": ["aimee", "kimberley", "marcie"],
        "lines": [
            L("01-14 19:00", "marcie", "Right girls, I'm quitting the fags on the 1st of March. Patches from the chemist. Hold me to it.", "g-marcie-smoking"),
            L("02-02 09:00", "kimberley", "range shut?? snow evrywhr", "g-kimberley-snow"),
            L("02-02 09:10", "t", "Range shut today, stay home and stay warm.", "g-marit-snow"),
            L("03-01 18:00", "marcie", "Day one on the patches. Already want to kill someone.", "g-marcie-patches"),
            L("03-22 13:00", "marcie", "Mothering Sunday and not one fag in three weeks. Shelby bought me tulips.", "g-marcie-mothering"),
            L("04-08 20:00", "marcie", "Gallstones! That's what the pain under my ribs was. Keyhole op at Salisbury District on the 22nd to take the gallbladder out.", "g-marcie-gallstones"),
            L("04-23 16:00", "marcie", "Op done yesterday, four little holes, home already. No lifting for four weeks and no round for six.", "g-marcie-op"),
            L("04-23 16:30", "aimee", "Get well soon Marcie, I'll drop some magazines round.", "g-aimee-marcie"),
            L("05-14 11:00", "kimberley", "deano home 2day!!!! xxx", "g-kimberley-deano"),
            L("05-30 10:00", "marcie", "Three months no fags today. Saved £300, spending it on my shoes for Shelby's wedding.", "g-marcie-smoke2"),
            L("06-06 09:00", "marcie", "Shelby's wedding today at St Mary's in Tidworth! Crying already.", "g-marcie-wedding"),
            L("06-13 18:00", "aimee", "4th at the summer biathlon! 8 from 10 on the range.", "g-aimee-race"),
        ],
    },
    {
        "id": "chat-terrence-speedway", "trainer": "terrence", "members": ["nadine", "ricky", "dale"],
        "lines": [
            L("01-21 20:00", "nadine", "Bloods are back, I've got type 2 diabetes. HbA1c 58. Doctor's put me on metformin, one with my tea.", "g-nadine-diabetes"),
            L("02-10 19:00", "nadine", "This metformin's upsetting my stomach something rotten. Doctor says stick with it and take it with food.", "g-nadine-metformin"),
            L("03-03 09:00", "nadine", "I'm a nan!!! Kaiden, 7lb 4oz, born at Russells Hall this morning.", "g-nadine-kaiden"),
            L("03-07 18:00", "dale", "Hamstring's gone, right one. Out for weeks.", "g-dale-hamstring"),
            L("03-24 20:00", "nadine", "Stomach's settled on the slow-release metformin, thank God.", "g-nadine-slowrelease"),
            L("05-20 20:00", "nadine", "Right shoulder's killing me from lifting the dinner trays. Physio says rotator cuff, exercises with a band.", "g-nadine-shoulder"),
            L("06-05 19:30", "nadine", "HbA1c down to 48! The nurse says keep doing what I'm doing. 81 kilos.", "g-nadine-hba1c"),
            L("06-20 17:00", "nadine", "Did the 20 mile sponsored ride for the school minibus, raised £410!", "g-nadine-ride"),
            L("06-20 17:15", "ricky", "ar nice one", "g-ricky-ride"),
            L("06-25 23:00", "nadine", "Michael Jackson's dead. Can't believe it. Played Thriller all the way round the track tonight.", "g-nadine-jackson"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Not the same number for
# everyone; some facts are only here, said in the coach's own words.
NOTES = [
    ("angharad", "iestyn", "2009-01-10", "Iestyn (36): roofer, powerful, sits too high on the straights. Weight 84 kg. Wants the 1000 at the Nationals."),
    ("angharad", "iestyn", "2009-02-21", "Iestyn: left collarbone broken 17 January in a fall on the bend, treated in a sling without surgery. Sling off 16 February. No ice until the physio clears him, no falls for six weeks."),
    ("angharad", "iestyn", "2009-06-06", "Iestyn: back on the ice since 9 March, raced the Nationals in April, signed off in May. A lump on the collarbone. 81 kg."),
    ("angharad", "siwan", "2009-01-10", "Siwan (19): quick starter, fades on the last lap. 500 m in 47.9. Texts in shorthand."),
    ("angharad", "siwan", "2009-05-30", "Siwan: left knee tendinitis in February, full training from mid-March. Tonsillitis in April. Bronze at the Welsh championships, 46.4."),
    ("angharad", "llinos", "2009-01-17", "Llinos (13): light, brave on the bends, growing fast. Dad writes for her."),
    ("angharad", "llinos", "2009-06-27", "Llinos: both heels sore (Sever's) since January, two sessions a week, now back to three. Chickenpox in March. Silver at the junior Nationals."),
    ("osbert", "tyrone", "2009-01-10", "Tyrone (14): fast skater, shoots too early. Mum writes for him."),
    ("osbert", "tyrone", "2009-05-02", "Tyrone: front tooth crowned after a stick in February, gumshield always now. Left knee Osgood-Schlatter, no kneeling drills. In the Kent under-16s."),
    ("osbert", "garfield", "2009-01-10", "Garfield (52): strong defender, short of breath. Weight 97 kg."),
    ("osbert", "garfield", "2009-06-20", "Garfield: blood pressure tablets changed twice since January, the first gave him a cough. Now two tablets and better readings. 93 kg."),
    ("osbert", "dwayne", "2009-01-10", "Dwayne (24): brave goalkeeper, quick glove. Says nothing. 88 kg."),
    ("osbert", "dwayne", "2009-06-20", "Dwayne: four stitches above the left eye in March, right thumb sprain in May, fine now. Wearing a cage on his helmet."),
    ("marit", "aimee", "2009-01-10", "Aimee (28): vet nurse, steady shot, breathing goes in the cold."),
    ("marit", "aimee", "2009-05-02", "Aimee: asthma since January. Third inhaler plan since then: blue first, then a brown preventer added, now a combination inhaler morning and night. Shooting steadier."),
    ("marit", "kimberley", "2009-01-10", "Kimberley (27): keen, runs too fast too soon. Weight 74 kg. Husband on tour."),
    ("marit", "kimberley", "2009-04-04", "Kimberley: shin splints from February, six weeks on the bike, running again since 30 March. Missed three sessions in March. 71.5 kg."),
    ("marit", "marcie", "2009-01-10", "Marcie (41): walks all day on her round, good legs, shaky in the prone."),
    ("marit", "marcie", "2009-05-23", "Marcie: out from mid-April to mid-May after a gallbladder operation. Stopped smoking in March. Prone steadier."),
    ("terrence", "nadine", "2009-01-10", "Nadine (45): brave in the bends, tires on the fourth lap. 86 kg."),
    ("terrence", "nadine", "2009-06-13", "Nadine: type 2 diabetes since January, tablets, sugar down. Right shoulder sore from work, band exercises. 81 kg, aiming for 80."),
    ("terrence", "ricky", "2009-01-10", "Ricky (22): fastest gate in the club, never talks. 70 kg."),
    ("terrence", "ricky", "2009-06-13", "Ricky: bruised ribs in February, rode through it. New frame. 72 kg."),
    ("terrence", "dale", "2009-01-10", "Dale (31): experienced, clever lines, wants the Midlands title."),
    ("terrence", "dale", "2009-06-20", "Dale: right hamstring grade two tear 7 March, crutches a week, back on the bike 27 April, won his heat on 30 May. Signed off 15 June."),
]

TRANSCRIPTS = [
    {
        "id": "tr-angharad-iestyn-20090216", "trainer": "angharad", "client": "iestyn", "startedAt": "2009-02-16T19:00:00Z",
        "title": "Call with Iestyn and Meinir: the sling's off",
        "lines": [
            ("Coach", 0, "How's the shoulder out of the sling, Iestyn?"),
            ("Iestyn", 4, "Stiff as a board, but I can lift a cup again."),
            ("Meinir", 9, "The fracture clinic said no falls and no ice for another three weeks, nothing heavier than a kettle with that arm, and back to them if it starts clicking."),
            ("Coach", 14, "Then the exercise bike and walking, and we'll talk about the ice in March."),
            ("Iestyn", 20, "Can I go up a ladder?"),
            ("Meinir", 24, "Not till the physio says, you can't."),
        ],
    },
    {
        "id": "tr-marit-aimee-20090421", "trainer": "marit", "client": "aimee", "startedAt": "2009-04-21T19:30:00Z",
        "title": "Call with Aimee: the new inhaler",
        "lines": [
            ("Coach", 0, "How's the breathing since the new inhaler, Aimee?"),
            ("Aimee", 4, "Only had it a day, but the nights are better already."),
            ("Aimee", 9, "The asthma nurse said one puff of Symbicort morning and night, rinse my mouth after, the blue one before cold runs, and if I need the blue more than three times a week to go back and see her."),
            ("Coach", 14, "Then we log every blue puff in your training diary and I'll check it on Thursdays."),
            ("Aimee", 20, "Niall says I should just train indoors."),
            ("Coach", 24, "Not a chance, the race is outdoors."),
        ],
    },
    {
        "id": "tr-osbert-garfield-20090303", "trainer": "osbert", "client": "garfield", "startedAt": "2009-03-03T19:00:00Z",
        "title": "Call with Garfield and Maxine: the new tablet",
        "lines": [
            ("Coach", 0, "How did you get on at the doctor's, Garfield?"),
            ("Garfield", 4, "New tablet, the cough should go in a week or two."),
            ("Maxine", 9, "The doctor said he's to get up slowly because it can make him dizzy, have his pressure checked in a month, and no more salt on his chips."),
            ("Coach", 14, "Then no sudden sprints off the bench, and we'll see how the month goes."),
            ("Garfield", 20, "Can I still have a pint after the game?"),
            ("Maxine", 24, "One pint, and a glass of water after it."),
        ],
    },
    {
        "id": "tr-terrence-dale-20090316", "trainer": "terrence", "client": "dale", "startedAt": "2009-03-16T19:30:00Z",
        "title": "Call with Dale and Kerrie-Ann: off the crutches",
        "lines": [
            ("Coach", 0, "How's the leg without the crutches, Dale?"),
            ("Dale", 4, "Tight at the back, but I'm walking."),
            ("Kerrie-Ann", 9, "The physio said walking only for three weeks, no sprinting or hard stretching till the end of April, ice after the exercises, and no lifting tyres at work."),
            ("Coach", 14, "Then easy spinning on the turbo trainer, sitting down, no standing up on the pedals."),
            ("Dale", 20, "Can I come and watch Saturday?"),
            ("Kerrie-Ann", 24, "Watch, yes. Ride, no."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("iestyn", "2009-01-30", 5.0, 8, 10, "Sling."),
    ("iestyn", "2009-04-24", 7.5, 3, 85, "Raced."),
    ("siwan", "2009-02-13", 7.0, 6, 50, "knee"),
    ("siwan", "2009-06-05", 6.0, 8, 60, "exams"),
    ("llinos", "2009-02-13", 9.5, 3, 60, "Heels."),
    ("tyrone", "2009-02-13", 8.0, 5, 70, "Tooth."),
    ("tyrone", "2009-05-01", 8.5, 2, 95, "Squad."),
    ("garfield", "2009-01-23", 6.5, 6, 80, "Tablets."),
    ("garfield", "2009-03-06", 5.0, 7, 60, "Cough."),
    ("garfield", "2009-06-19", 7.5, 3, 90, "Better."),
    ("dwayne", "2009-03-20", 8.0, 2, 90, "Eye."),
    ("aimee", "2009-01-16", 6.0, 6, 70, "Breathing."),
    ("aimee", "2009-04-24", 7.5, 4, 85, "Inhaler."),
    ("kimberley", "2009-02-20", 6.5, 7, 50, "shns"),
    ("kimberley", "2009-05-22", 8.0, 2, 20, "deano home"),
    ("marcie", "2009-03-06", 6.0, 8, 80, "Patches."),
    ("marcie", "2009-05-01", 8.5, 5, 0, "Op."),
    ("nadine", "2009-01-23", 6.0, 7, 75, "Sugar."),
    ("nadine", "2009-06-12", 7.0, 4, 90, "Shoulder."),
    ("ricky", "2009-02-27", 7.0, 3, 60, "Ribs."),
    ("dale", "2009-03-13", 6.0, 7, 20, "Hamstring."),
    ("dale", "2009-06-05", 7.5, 3, 95, "Racing."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("iestyn", "weight", "kg", "2009-01-05", "2009-06-29", 7, 84.0, 81.0, 0.3),
    ("siwan", "resting_heart_rate", "bpm", "2009-01-12", "2009-06-29", 7, 58.0, 52.0, 0.8),
    ("garfield", "weight", "kg", "2009-01-05", "2009-06-29", 7, 97.0, 93.0, 0.4),
    ("dwayne", "weight", "kg", "2009-01-05", "2009-06-29", 7, 88.0, 86.0, 0.3),
    ("aimee", "resting_heart_rate", "bpm", "2009-01-12", "2009-06-29", 7, 64.0, 56.0, 0.8),
    ("kimberley", "weight", "kg", "2009-01-12", "2009-06-29", 7, 74.0, 69.0, 0.3),
    ("marcie", "steps", "steps", "2009-01-05", "2009-06-29", 7, 14000, 15000, 600),
    ("nadine", "weight", "kg", "2009-01-05", "2009-06-29", 7, 86.0, 81.0, 0.3),
    ("ricky", "weight", "kg", "2009-01-05", "2009-06-29", 7, 70.0, 72.0, 0.3),
    ("dale", "weight", "kg", "2009-01-05", "2009-06-29", 7, 82.0, 80.0, 0.3),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("kimberley", "goal-marit-kimberley-weight", "weight", 69.0, "kg", "2009-06-30", "achieved"),
    ("nadine", "goal-terrence-nadine-weight", "weight", 80.0, "kg", "2009-12-31", "active"),
    ("garfield", "goal-osbert-garfield-weight", "weight", 90.0, "kg", "2009-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("garfield", "2009-01-19", "Total cholesterol", 6.4, "mmol/L", 0.0, 5.0),
    ("garfield", "2009-06-15", "Total cholesterol", 5.6, "mmol/L", 0.0, 5.0),
    ("nadine", "2009-01-19", "HbA1c", 58, "mmol/mol", 20, 42),
    ("nadine", "2009-06-04", "HbA1c", 48, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "yes", "cheers", "on my way", "paid", "ta ra", "hiya", "lush", "right",
    "sorry, running late", "can we swap to friday?", "what time saturday?", "see you there", "will do", "no worries",
    "wrong chat sorry", "diolch", "c u there", "thx", "soz runnin l8", "ok ta x", "nice one", "ha", "noted",
    "you're a star", "only just seen this sorry", "same again next week?", "where do i park?", "nearly there",
    "stuck on the M56", "stuck on the A299", "stuck on the A303", "lovely", "all good here", "can i pay by card?",
    "nothing to report", "on the way now", "are we still on?", "battery's dying", "no parking anywhere",
    "stuck at work", "perfect", "long day",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Card's fine.", "No problem.",
]


# The days a question names as one day (a date, a feast day, a news day, a bank holiday): no everyday
# chatter line falls on them, so a question about that day finds only the story. As in build_blind43, a
# chatter line drawn on one of these days is moved back to the first day before it that is not one.
QUIET_DAYS = frozenset({
    "01-17", "01-20", "01-25", "02-02", "02-03", "02-05", "02-06", "02-09", "02-14", "02-16", "02-21", "02-24",
    "03-01", "03-03", "03-05", "03-07", "03-09", "03-10", "03-14", "03-16", "03-17", "03-22", "03-26", "03-30",
    "04-02", "04-04", "04-10", "04-11", "04-12", "04-13", "04-18", "04-21", "04-22", "04-25", "04-26", "04-27",
    "05-04", "05-09", "05-12", "05-14", "05-16", "05-25", "05-27", "05-30", "06-06", "06-13", "06-20", "06-21",
    "06-25", "06-27",
})


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20090101, health_seed=20090706, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
