#!/usr/bin/env python3
"""Build the forty-fifth blind data set for the answer benchmark (bench/answers_data/blind45.json).

    functions/venv/bin/python -m bench.answers_data.build_blind45

Four trainers of kinds no other roster has: a steeplechase coach at Keighley (Gwendoline Sugden), a
savate (French boxing) coach at Devonport (Anatole Venables), a crown green bowls coach at
Westhoughton (Gladys Brierley) and a rhythmic gymnastics coach at Chelmsford (Zinaida Bassett). 12
clients, 1 July to 31 December 2007 (asked on Monday 7 January 2008): one-to-one chats, four group
chats, session notes, four session transcripts, check-ins, client profiles and health data, in the
format of demo/data/demo_dataset.json. Written on 2026-12-05 by helper h-blind45 (issue 14) without
reading shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result
file, and of docs/ANSWERS.md only the forty-fourth blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Jed's left ankle; Reece's right hand), a medicine changed twice (Rosalie's migraines:
sumatriptan, propranolol added, amitriptyline instead; Arnold's gout: colchicine, allopurinol added,
febuxostat instead), a client who tells the group chat more than the coach (Sonia, Hetty), a client who
says little beyond yes or no (Brody, Paige) and two kinds new in this roster: **a relative who writes
some of the messages**, in the third person, while the client writes others (Kezia, 14, whose mum
Marcia does the arrangements: "she's still limping a bit, she says thursday is fine"; Vernon, 71, whose
wife Madge writes from his phone while he is laid up after a hip replacement), and **a client who
dictates by voice, with speech-to-text slips** (Norbert, known as Nobby: "my need is up like a balloon"
for his knee, "bursar tis" for bursitis, "court is own injection" for cortisone; Delroy, dictating in
his delivery van: "a kill ease ten and itis" for Achilles tendinitis, "heal drops", "fizz yo"), so a
question in the right words has to find the misheard ones.

The period, July to December 2007, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1997 to 2007 finds none). Inside it (every weekday checked with
Python's `datetime`): the smoking ban in England (Sunday 1 July), the last Harry Potter book (Saturday 21
July), the Open at Carnoustie (its last day Sunday 22 July), the August bank holiday (Monday 27 August),
the queues at Northern Rock (Friday 14 September), the Rugby World Cup final (Saturday 20 October),
Halloween (Wednesday 31 October), Bonfire Night (Monday 5 November), Remembrance Sunday (11 November),
Children in Need (Friday 16 November), the night England lost to Croatia (Wednesday 21 November),
Christmas Eve (Monday), Christmas Day, Boxing Day and New Year's Eve (Monday 31 December). The everyday
chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter), names no body
part, food, drink, medicine, sport, event or number a question asks about, and is kept off the days a
question names as a single day (QUIET_DAYS). Deterministic: two runs write byte-identical files.
`blind45_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind45_questions.py).

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
OUT, TAGS_OUT = HERE / "blind45.json", HERE / "blind45_tags.json"
YEAR = 2007
START, END = datetime(2007, 7, 1, 7, 0), datetime(2007, 12, 31, 21, 0)
ASKED_AT = "2008-01-07T08:00:00Z"

TRAINERS = [
    {"id": "coach-gwendoline", "displayName": "Gwendoline Sugden", "email": "gwendoline.sugden@example.com", "short": "gwendoline"},
    {"id": "coach-anatole", "displayName": "Anatole Venables", "email": "anatole.venables@example.com", "short": "anatole"},
    {"id": "coach-gladys", "displayName": "Gladys Brierley", "email": "gladys.brierley@example.com", "short": "gladys"},
    {"id": "coach-zinaida", "displayName": "Zinaida Bassett", "email": "zinaida.bassett@example.com", "short": "zinaida"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("gwendoline", "jed-lumb", "Jed Lumb", "jed"),
    ("gwendoline", "brody-heaton", "Brody Heaton", "brody"),
    ("gwendoline", "delroy-horsfall", "Delroy Horsfall", "delroy"),
    ("anatole", "reece-tregunna", "Reece Tregunna", "reece"),
    ("anatole", "rosalie-cundy", "Rosalie Cundy", "rosalie"),
    ("anatole", "hetty-rowse", "Hetty Rowse", "hetty"),
    ("gladys", "arnold-whitworth", "Arnold Whitworth", "arnold"),
    ("gladys", "vernon-openshaw", "Vernon Openshaw", "vernon"),
    ("gladys", "norbert-cunliffe", "Norbert Cunliffe", "norbert"),
    ("zinaida", "kezia-blundell", "Kezia Blundell", "kezia"),
    ("zinaida", "sonia-tulliver", "Sonia Tulliver", "sonia"),
    ("zinaida", "paige-dewhurst", "Paige Dewhurst", "paige"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a relative who writes some of the
# messages, a group talker, a yes/no client, a client dictating by voice) has one in each half.
DEV_CLIENTS = ("jed", "brody", "rosalie", "norbert", "kezia", "sonia")

PROFILES = [
    {"clientId": "jed-lumb", "age": 23, "goal": "Under nine minutes for the 3000 m steeplechase next summer",
     "dietaryRestrictions": [],
     "injuries": ["torn ligaments, left ankle, grade two (landed off the water jump 18 August 2007): air cast boot and crutches two weeks, no operation"],
     "notes": "Steeplechase, Keighley. Trainee surveyor in Skipton. Girlfriend Courtney."},
    {"clientId": "brody-heaton", "age": 19, "goal": "A top ten at the county cross country",
     "dietaryRestrictions": [],
     "injuries": ["cut shin from a barrier (September 2007): steri-strips"],
     "notes": "Steeplechase, Keighley. Apprentice joiner. Says little."},
    {"clientId": "delroy-horsfall", "age": 31, "goal": "Under 9:40 for the steeplechase and 77.5 kg",
     "dietaryRestrictions": [],
     "injuries": ["Achilles tendinitis, right (from 14 October 2007): heel drops, heel raises, no hills or spikes six weeks"],
     "notes": "Steeplechase, Keighley. Parcel delivery driver from Bingley. Dictates his messages by voice in the van, so the phone mishears words. Wife Paulette."},
    {"clientId": "reece-tregunna", "age": 26, "goal": "The red glove grading in December",
     "dietaryRestrictions": [],
     "injuries": ["broken fifth metacarpal, right hand, boxer's fracture (sparring 22 September 2007): cast four weeks, no operation"],
     "notes": "Savate, Devonport. Fitter at the dockyard. Girlfriend Kenzie."},
    {"clientId": "rosalie-cundy", "age": 34, "goal": "Fight her first assaut (light contact bout) in the autumn",
     "dietaryRestrictions": [],
     "injuries": ["migraines (GP 24 July 2007): sumatriptan, then propranolol added as a preventer (4 September), then amitriptyline instead of the propranolol (30 October)"],
     "notes": "Savate, Devonport. Primary school teacher in Saltash. Husband Lucien. Known as Rosie."},
    {"clientId": "hetty-rowse", "age": 47, "goal": "Get fit and have a laugh",
     "dietaryRestrictions": [],
     "injuries": ["bunion operation, left foot (30 October 2007): surgical shoe six weeks"],
     "notes": "Savate, Devonport. Hairdresser in Torpoint. Husband Rodney, daughter Brogan. Tells the team chat more than the coach."},
    {"clientId": "arnold-whitworth", "age": 64, "goal": "The club singles final and down to 90 kg",
     "dietaryRestrictions": ["low purine (gout): less red meat, less bitter"],
     "injuries": ["gout, right big toe (GP 12 July 2007): colchicine, then allopurinol added (20 August), then febuxostat instead (8 October, after a rash)"],
     "notes": "Crown green bowls, Westhoughton. Retired plumber from Atherton. Wife Dorothy."},
    {"clientId": "vernon-openshaw", "age": 71, "goal": "Back on the green after his new hip",
     "dietaryRestrictions": [],
     "injuries": ["left hip replacement at Wrightington (6 September 2007): frame, then sticks, no bending past ninety degrees six weeks"],
     "notes": "Crown green bowls, Westhoughton. Retired miner from Tyldesley. Wife Madge writes his messages from his phone while he is laid up after the operation."},
    {"clientId": "norbert-cunliffe", "age": 69, "goal": "The county merit in the spring",
     "dietaryRestrictions": [],
     "injuries": ["bursitis, right knee, housemaid's knee (GP 14 August 2007): ibuprofen, no kneeling, a cortisone injection 13 September",
                  "cataract, left eye: operation 13 November 2007"],
     "notes": "Crown green bowls, Westhoughton. Retired signalman from Hindley. Dictates his messages by voice (can't see the small keys), so the phone mishears words. Grandson Harvey. Known as Nobby."},
    {"clientId": "kezia-blundell", "age": 14, "goal": "A medal at the regional championships in November",
     "dietaryRestrictions": [],
     "injuries": ["sprained right ankle (landed a leap in PE, 2 October 2007): Tubigrip, no jumps three weeks"],
     "notes": "Rhythmic gymnastics, Chelmsford. Schoolgirl, year 10. Mum Marcia does the arrangements and writes some of her messages; Kezia writes some herself."},
    {"clientId": "sonia-tulliver", "age": 42, "goal": "65 kg and a full routine at the club show in December",
     "dietaryRestrictions": [],
     "injuries": ["frozen shoulder, left (GP 3 October 2007): physio"],
     "notes": "Rhythmic gymnastics adult class, Chelmsford. Dental nurse in Braintree. Son Levi. Tells the team chat more than the coach."},
    {"clientId": "paige-dewhurst", "age": 16, "goal": "Qualify for the national clubs final",
     "dietaryRestrictions": [],
     "injuries": ["sore left wrist (October 2007)"],
     "notes": "Rhythmic gymnastics, Chelmsford. Sixth-former. Says little."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    # An injury from the day it started to the day he was back: the left ankle off the water jump.
    "jed": [
        L("07-03 19:10", "c", "Evening coach. Ran 9:12 at Cleckheaton on Saturday, still clattering the water jump. I want under nine next summer.", "jed-intro"),
        L("07-03 19:40", "t", "Then we fix the water jump first: lead leg up onto the barrier, push off, land on the other leg.", "jed-intro-coach"),
        L("07-20 21:05", "c", "Courtney's dragging me to the midnight opening for the last Harry Potter book, so tomorrow's long run will be a slow one.", "jed-potter"),
        L("07-26 18:20", "c", "Bought new spikes from the shop in Ilkley, £65, much lighter than the old ones.", "jed-spikes"),
        L("08-18 15:40", "c", "Landed wrong off the water jump at the Cleckheaton open meeting, left ankle went right over. Can't put any weight on it. Courtney's taking me to Airedale.", "jed-onset"),
        L("08-18 15:52", "t", "Get it X-rayed, ice and keep it up, and don't try to run it off. Text me from A&E.", "jed-onset-coach"),
        L("08-18 21:30", "c", "Not broken. Torn ligaments on the outside of the ankle, grade two. Air cast boot and crutches for two weeks, and a physio referral.", "jed-ae"),
        L("08-29 12:15", "c", "Still on the crutches. Work are letting me do drawings from home. Bored out of my mind.", "jed-crutches"),
        L("09-03 17:45", "c", "Boot's off today. The physio in Skipton says balance board every night, walking only for a fortnight, no running till the end of September.", "jed-bootoff"),
        L("09-03 18:10", "t", "Then the bike and the pool, and we'll do the balance work at the Tuesday session.", "jed-bootoff-coach"),
        L("09-24 19:30", "c", "First run back today, 20 minutes on the canal towpath. Ankle fine, a bit stiff after.", "jed-run"),
        L("09-24 19:50", "t", "Flat ground only for two weeks, and no barriers until I say.", "jed-run-coach"),
        L("10-15 20:40", "c", "Back over the barriers tonight, first time since August, no pain at all.", "jed-barriers"),
        L("10-15 20:55", "t", "Good lad. Only five at half height this week, the water jump can wait.", "jed-barriers-coach"),
        L("10-26 13:00", "c", "Passed my surveying exams! Chartered in two years if I keep going.", "jed-exams"),
        L("11-24 16:10", "c", "First race back today, the county cross country at Harewood. 23rd, ankle held up in the mud.", "jed-race"),
        L("11-24 16:30", "t", "Brilliant. Strapping on for every muddy race this winter.", "jed-race-coach"),
        L("12-07 18:00", "c", "Physio signed me off today. Balance board twice a week to keep it strong. Weighed 69 kg.", "jed-signedoff"),
    ],
    # Says little: aye, nope, a number. The coach's question is half the answer.
    "brody": [
        L("07-05 19:00", "t", "Brody, what did you run at the county champs?", "brody-county-q"),
        L("07-05 21:30", "c", "9:41", "brody-county"),
        L("07-30 18:00", "t", "Are you away at all in August?", "brody-away-q"),
        L("07-30 20:15", "c", "aye. skegness. 2 weeks", "brody-away"),
        L("08-25 17:00", "t", "Time at the Bingley open today?", "brody-pb-q"),
        L("08-25 18:40", "c", "9:33. pb", "brody-pb"),
        L("09-12 19:30", "t", "Heard you clipped a barrier and cut your shin last night. Stitches?", "brody-shin-q"),
        L("09-12 21:05", "c", "nope. steri strips", "brody-shin"),
        L("10-08 18:00", "t", "What do you weigh these days?", "brody-weight-q"),
        L("10-08 19:20", "c", "63", "brody-weight"),
        L("11-06 18:30", "t", "Are you fit for the county cross country?", "brody-fit-q"),
        L("11-06 22:00", "c", "aye", "brody-fit"),
        L("11-24 16:00", "t", "How did you get on today?", "brody-race-q"),
        L("11-24 17:45", "c", "8th", "brody-race"),
        L("12-03 18:00", "t", "Any pain in that shin still?", "brody-shin2-q"),
        L("12-03 20:30", "c", "nope", "brody-shin2"),
        L("12-18 18:00", "t", "Training over Christmas?", "brody-xmas-q"),
        L("12-18 19:10", "c", "aye. boxing day run", "brody-xmas"),
    ],
    # Dictates by voice in the van: the phone mishears (a kill ease, ten and itis, heal, fizz yo).
    "delroy": [
        L("07-09 07:40", "c", "Morning coach dictating this in the van so excuse the spelling. Ran 9 52 at Cleckheaton want to get under 9 40 next year.", "delroy-intro"),
        L("08-13 19:15", "c", "Calf is tight after the track maybe the new spikes will foam roll to night.", "delroy-calf"),
        L("08-20 12:30", "c", "Booked a sports mass age Thursday in Bingley 30 quid.", "delroy-massage"),
        L("09-18 07:50", "c", "Can't make Thursday the deep oh has got me on the late round all week.", "delroy-depot"),
        L("10-14 17:20", "c", "Back of my right he'll is killing me after the long run like a hot wire up the a kill ease.", "delroy-onset"),
        L("10-14 17:35", "t", "Stop running on it. Ice it tonight and get it looked at this week.", "delroy-onset-coach"),
        L("10-17 12:40", "c", "Fizz yo says it's a kill ease ten and itis right side. Heal drops off a step three times a day no hills or spikes for six weeks.", "delroy-physio"),
        L("10-17 12:42", "c", "She said I be pro fen for five days with food.", "delroy-ibu"),
        L("10-17 13:05", "t", "Then pool running and the bike, and I'll rewrite your plan tonight.", "delroy-physio-coach"),
        L("10-30 18:10", "c", "Got the heal raises in my work boots 18 quid from the chemist in Bingley.", "delroy-raises"),
        L("11-26 19:00", "c", "First jog today twenty minutes the ten don felt fine bit creaky in the morning.", "delroy-jog"),
        L("11-26 19:20", "t", "Great. Every other day for two weeks, flat, no spikes.", "delroy-jog-coach"),
        L("12-10 18:30", "c", "Back in full training this week no pain on the heal drops. Paulette says I'm less grumpy.", "delroy-back"),
        L("12-10 18:45", "t", "Welcome back. Spikes in January, not before.", "delroy-back-coach"),
        L("12-21 07:35", "c", "Christmas rush at the deep oh working till Christmas Eve can we do the session on the twenty seventh.", "delroy-xmas"),
        L("12-28 08:00", "c", "Weighed seventy seven and a half this morning made my target.", "delroy-target"),
    ],
    # An injury from the day it started to the day he was back: the right hand broken in sparring.
    "reece": [
        L("07-04 18:30", "c", "Alright Anatole. I want my red glove at the December grading, can you push me?", "reece-intro"),
        L("07-04 19:00", "t", "I can. Your kicks are good, your hands drop when you tire. We work on that.", "reece-intro-coach"),
        L("08-10 17:50", "c", "New 14 oz gloves and shin guards from the shop on Union Street, £55.", "reece-kit"),
        L("09-22 20:15", "c", "Caught a punch on an elbow in sparring tonight, right hand's swollen and the knuckle's gone flat. Off to A&E.", "reece-onset"),
        L("09-22 20:25", "t", "Go now, ice it on the way, and no sparring till it's sorted.", "reece-onset-coach"),
        L("09-23 11:00", "c", "Broken fifth metacarpal, boxer's fracture they called it. Cast for four weeks, no operation.", "reece-xray"),
        L("10-01 12:30", "c", "Dockyard have me on light duties in the stores while the cast's on.", "reece-work"),
        L("10-19 16:40", "c", "Cast off today. Hand therapist says squeeze the putty, no punching for three weeks, kicks only.", "reece-castoff"),
        L("10-19 17:00", "t", "Kicks and footwork only then, chassé drills until November.", "reece-castoff-coach"),
        L("11-05 21:10", "c", "Back on the pads tonight, punched with the right for the first time. No pain.", "reece-pads"),
        L("11-05 21:30", "t", "Light hands for a fortnight, and tape the knuckle.", "reece-pads-coach"),
        L("12-08 18:20", "c", "Won my first bout back at the Torquay open, points decision.", "reece-bout"),
        L("12-14 12:00", "c", "Hand clinic signed me off today, full use.", "reece-signedoff"),
        L("12-15 17:30", "c", "Passed the red glove grading!", "reece-grading"),
        L("12-15 17:45", "t", "Earned it. Kenzie can stop worrying now.", "reece-grading-coach"),
    ],
    # A medicine changed twice, each change weeks apart: the migraines.
    "rosalie": [
        L("07-03 20:00", "c", "Hello Anatole, I'd like to fight an assaut in the autumn, but my migraines keep knocking me out, two or three a week.", "rosalie-intro"),
        L("07-24 18:30", "c", "GP's given me sumatriptan for the migraines, one at the start of the headache. Ibuprofen wasn't touching them.", "rosalie-suma"),
        L("07-24 18:45", "t", "Good. If one starts in a session, stop and tell me, no training through it.", "rosalie-suma-coach"),
        L("08-14 19:10", "c", "The sumatriptan works but my chest goes tight and tingly for an hour after.", "rosalie-tingle"),
        L("09-04 17:30", "c", "GP added propranolol, a preventer, twice a day, so I need the sumatriptan less. Sumatriptan kept for the bad ones.", "rosalie-prop"),
        L("09-04 17:50", "t", "Propranolol keeps your heart rate down, so don't chase the numbers on your watch, go by feel.", "rosalie-prop-coach"),
        L("10-09 20:30", "c", "The propranolol makes my hands freezing and I'm shattered by eight o'clock.", "rosalie-cold"),
        L("10-30 17:15", "c", "GP's swapped the propranolol for amitriptyline, a small dose at night. Sumatriptan still for a bad one.", "rosalie-amit"),
        L("10-30 17:40", "t", "Then lighter sessions in the mornings while it settles, you might be groggy.", "rosalie-amit-coach"),
        L("11-17 19:00", "c", "Won my first assaut at Newton Abbot! No headache after.", "rosalie-assaut"),
        L("11-17 19:20", "t", "Superb. Lucien must be proud.", "rosalie-assaut-coach"),
        L("12-04 20:00", "c", "Migraine diary: two in November, against nine in July.", "rosalie-diary"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "hetty": [
        L("07-05 18:00", "c", "Hello Anatole, I'm 47 and I'm here to get fit and have a laugh.", "hetty-intro"),
        L("10-25 16:30", "c", "Can't come for a few weeks, having a little op on my foot Tuesday.", "hetty-op"),
        L("10-25 16:45", "t", "Look after yourself, Hetty. Tell me when you're cleared.", "hetty-op-coach"),
        L("12-13 20:30", "c", "Good to be back tonight!", "hetty-back"),
        L("12-13 20:45", "t", "Good to have you back. Go easy on the left foot.", "hetty-back-coach"),
    ],
    # A medicine changed twice: the gout, one tablet at a time.
    "arnold": [
        L("07-02 10:00", "c", "Morning Gladys. 96 kilos and I want the club singles final this year.", "arnold-intro"),
        L("07-12 11:30", "c", "Big toe's like a tomato, right foot, can't get a shoe on. Doctor says gout, gave me colchicine.", "arnold-gout"),
        L("07-12 12:00", "t", "Rest it, plenty of water, and no bitter for a bit.", "arnold-gout-coach"),
        L("08-20 10:15", "c", "Flare's gone. GP's started me on allopurinol every day to keep the uric acid down, with the colchicine for the first few weeks.", "arnold-allo"),
        L("09-25 09:40", "c", "Come up in an itchy rash all over my arms. Chemist says it could be the allopurinol.", "arnold-rash"),
        L("09-25 10:00", "t", "Ring the GP today, don't wait for it to spread.", "arnold-rash-coach"),
        L("10-08 14:00", "c", "GP's stopped the allopurinol because of the rash. Febuxostat instead now, blood test in December.", "arnold-febux"),
        L("10-08 14:20", "t", "Good. We'll keep the sessions going, and plenty of water on match days.", "arnold-febux-coach"),
        L("12-12 11:00", "c", "Blood test's back, uric acid normal now. Doctor's chuffed.", "arnold-result"),
    ],
    # His wife Madge writes from his phone while he is laid up after the hip; he writes himself before and after.
    "vernon": [
        L("07-03 09:30", "c", "Morning Gladys. Left hip's grinding, I'm on the list at Wrightington for September.", "vernon-intro"),
        L("07-25 20:00", "c", "Beat Arnold 21-14 in the club singles tonight, hip or no hip.", "vernon-singles"),
        L("09-06 15:00", "c", "Madge here on Vernon's phone. He had the new hip done this morning at Wrightington, all went well, he's groggy. He says sorry about Saturday's match.", "vernon-op"),
        L("09-06 15:20", "t", "Thank you Madge, give him my best and tell him no bowls talk till he's home.", "vernon-op-coach"),
        L("09-11 12:00", "c", "Madge again. He's home. On the frame, he says the stairs are the worst bit. He says Thursday's fine for you to ring.", "vernon-home"),
        L("09-20 13:30", "c", "Nurse took the staples out today, 22 of them, he counted. He's still on the frame but moaning about the telly.", "vernon-staples"),
        L("10-04 11:00", "c", "He's off the frame and onto two sticks. Physio says no bending past ninety degrees for six weeks, so no bowling yet. Madge.", "vernon-sticks"),
        L("10-04 11:20", "t", "Tell him I'll bring the club news round on Sunday.", "vernon-sticks-coach"),
        L("10-22 10:00", "c", "Vernon here, writing myself now. One stick, walking to the paper shop and back.", "vernon-self"),
        L("11-08 16:00", "c", "Surgeon at the clinic said it's a lovely job. I can drive from December.", "vernon-surgeon"),
        L("11-19 19:30", "c", "Back on the green at the indoor club in Hindley tonight, bowled a full end, hip fine.", "vernon-green"),
        L("11-19 19:45", "t", "Wonderful. Short sessions till Christmas, Vernon.", "vernon-green-coach"),
    ],
    # Dictates by voice: the phone mishears (my need, bursar tis, court is own, cat a rack).
    "norbert": [
        L("07-04 10:30", "c", "Hello glad is this is Norbert I'm talking into the phone because I can't see the little keys. Looking forward to the county merit.", "norbert-intro"),
        L("07-18 11:00", "c", "Bought a new set of woods size four from the shop in Westhoughton two hundred and ten pound.", "norbert-woods"),
        L("08-09 10:20", "c", "My need is up like a balloon the right one from all the kneeling on the green.", "norbert-onset"),
        L("08-09 10:40", "t", "Keep off your knees, ice it, and see the doctor if it's hot.", "norbert-onset-coach"),
        L("08-14 12:10", "c", "Doctor says it's bursar tis house maids need he called it. I be pro fen and no kneeling I'm to use a cushion.", "norbert-gp"),
        L("08-14 12:30", "t", "Then bowl from standing for now, a kneeling mat isn't enough.", "norbert-gp-coach"),
        L("09-13 15:00", "c", "Had a court is own injection in the need today stung like anything swelling's going down.", "norbert-jab"),
        L("10-01 11:15", "c", "Need is back to normal size bowled three ends without a twinge.", "norbert-better"),
        L("10-06 18:00", "c", "Played the whole match today won 21 17 first full game since the need went.", "norbert-back"),
        L("10-06 18:20", "t", "Lovely. Keep the cushion in your bag anyway.", "norbert-back-coach"),
        L("11-13 16:00", "c", "Had the cat a rack done on my left I today can't drive for a week my grand son Harvey is fetching me.", "norbert-cataract"),
        L("11-13 16:20", "t", "Rest those eyes, Norbert. I'll pick you up for Saturday.", "norbert-cataract-coach"),
        L("12-17 10:00", "c", "Can see the jack like a hawk now best Christmas present.", "norbert-jack"),
    ],
    # Her mum writes some of it (the arrangements, the ankle) in the third person; Kezia writes some herself.
    "kezia": [
        L("07-02 19:00", "c", "Hi Zinaida, it's Marcia, Kezia's mum. She's got a phone now but I'll still do the arrangements. She says the new hoop routine is going well.", "kezia-intro"),
        L("07-16 20:30", "c", "hi its kezia, can i do the ribbon at the regionals?", "kezia-self1"),
        L("07-16 20:45", "t", "Yes, if your ribbon spirals are clean by September.", "kezia-self1-coach"),
        L("08-22 18:00", "c", "Marcia here. We bought the competition leotard, £95. She says it's sparkly enough.", "kezia-leotard"),
        L("09-05 17:30", "c", "She's back at school today, year 10 now. Can we move Tuesdays to 5? Marcia", "kezia-school"),
        L("10-02 16:10", "c", "Kezia landed a leap badly in PE today and went over on her right ankle. It's swollen, we're off to the minor injuries unit at Broomfield. Marcia", "kezia-onset"),
        L("10-02 16:25", "t", "Ice and keep it up, and let me know what they say.", "kezia-onset-coach"),
        L("10-03 09:00", "c", "Sprain, not broken. Tubigrip and rest for a week, no jumps for three. She's fed up.", "kezia-sprain"),
        L("10-09 18:30", "c", "She's still limping a bit, she says Thursday is fine, she wants to do the arm work sitting down.", "kezia-limp"),
        L("10-09 18:45", "t", "Arm work and flexibility only then, no relevés and no leaps.", "kezia-limp-coach"),
        L("10-23 21:00", "c", "ankle feels fine now can i do leaps again??", "kezia-self2"),
        L("10-29 17:45", "c", "The physio says she can jump again from this week, so she'll do the full routine on Thursday. Marcia", "kezia-back"),
        L("11-17 15:30", "c", "Regionals at Harlow today: 4th with the ribbon and 2nd with the hoop! She says thank you.", "kezia-regionals"),
        L("11-17 21:10", "c", "thank u for everything zinaida!!", "kezia-self3"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "sonia": [
        L("07-02 20:00", "c", "Hi Zinaida, 42 and finally doing the adult class. My goal is 65 kg and a full routine at the club show in December.", "sonia-intro"),
        L("10-04 17:30", "c", "My shoulder's a bit stiff, I'll skip the hoop tonight.", "sonia-stiff"),
        L("10-04 17:50", "t", "No problem, ball and floor work then.", "sonia-stiff-coach"),
        L("12-15 21:00", "c", "Did the ball routine at the club show, the shoulder held up!", "sonia-show"),
        L("12-15 21:20", "t", "You were lovely. Proud of you.", "sonia-show-coach"),
    ],
    # Says little: yeah, no, a score. The coach's question is half the answer.
    "paige": [
        L("07-06 18:00", "t", "Paige, can you make Saturdays over the summer?", "paige-sat-q"),
        L("07-06 20:30", "c", "yeah", "paige-sat"),
        L("09-10 18:00", "t", "Did you keep up the flexibility work on holiday?", "paige-flex-q"),
        L("09-10 22:15", "c", "bit", "paige-flex"),
        L("10-17 18:30", "t", "Is the left wrist still sore?", "paige-wrist-q"),
        L("10-17 21:00", "c", "bit", "paige-wrist"),
        L("10-18 18:00", "t", "Did you see anyone about it?", "paige-wrist2-q"),
        L("10-18 19:40", "c", "no", "paige-wrist2"),
        L("11-17 18:00", "t", "What did you get for clubs today?", "paige-clubs-q"),
        L("11-17 19:05", "c", "11.2", "paige-clubs"),
        L("11-28 18:00", "t", "Is the wrist fine now?", "paige-wrist3-q"),
        L("11-28 20:10", "c", "yeah", "paige-wrist3"),
        L("12-10 18:00", "t", "Can you make Saturdays through your mocks?", "paige-mocks-q"),
        L("12-10 21:30", "c", "no", "paige-mocks"),
    ],
}

GROUPS = [
    {
        "id": "chat-gwendoline-harriers", "trainer": "gwendoline", "members": ["jed", "brody", "delroy"],
        "lines": [
            L("07-01 12:00", "t", "Summer plan's up. Water jump drills every Tuesday, no excuses.", "g-gwendoline-plan"),
            L("08-19 09:00", "t", "Jed's done his ankle off the water jump, so send him some daft videos.", "g-gwendoline-jed"),
            L("08-19 09:30", "delroy", "Get well soon mate dictating this so sorry if it comes out wrong.", "g-delroy-jed"),
            L("11-21 19:00", "jed", "Anyone else watching England Croatia tonight? Doing my balance board in front of it.", "g-jed-croatia"),
            L("11-24 18:00", "t", "Two of ours in the top 25 at Harewood today: Brody 8th, Jed 23rd on his comeback.", "g-gwendoline-county"),
            L("11-24 18:10", "brody", "ta", "g-brody-county"),
            L("12-26 09:00", "t", "Boxing Day run from the park at 10, all welcome.", "g-gwendoline-boxing"),
            L("12-26 09:40", "brody", "aye", "g-brody-boxing"),
        ],
    },
    {
        "id": "chat-anatole-salle", "trainer": "anatole", "members": ["reece", "rosalie", "hetty"],
        "lines": [
            L("07-08 12:00", "t", "Summer timetable: Monday and Thursday in the salle, Saturday open sparring.", "g-anatole-summer"),
            L("08-13 10:30", "hetty", "Back from Madeira for our silver wedding! Rodney danced every night, I didn't know he had it in him.", "g-hetty-madeira"),
            L("09-02 08:15", "hetty", "I'm a nan!!! Our Brogan had a little girl last night, 7lb 2oz, Ysolde.", "g-hetty-nan"),
            L("09-14 13:00", "hetty", "Rodney's been queuing outside Northern Rock on Royal Parade since eight to get our savings out.", "g-hetty-northernrock"),
            L("09-23 12:00", "reece", "Broke my hand sparring, out for a bit lads.", "g-reece-hand"),
            L("10-20 17:00", "hetty", "Rodney's got the flags out for the rugby final, England all the way!", "g-hetty-rugby"),
            L("10-30 19:00", "hetty", "Had my bunion done this morning at the Nuffield, left foot, two screws in the big toe. Surgical shoe for six weeks and I'm not allowed to drive.", "g-hetty-bunion"),
            L("10-30 19:20", "rosalie", "Get well soon Hetty! Feet up.", "g-rosalie-hetty"),
            L("11-20 11:00", "hetty", "Surgeon says the toe's healing straight. Out of the shoe on the 11th of December.", "g-hetty-healing"),
            L("12-11 15:00", "hetty", "Shoe's off! Back at the salle Thursday girls.", "g-hetty-shoeoff"),
            L("12-24 10:00", "hetty", "Cooking for fourteen tomorrow, pray for me.", "g-hetty-xmas"),
        ],
    },
    {
        "id": "chat-gladys-green", "trainer": "gladys", "members": ["arnold", "vernon", "norbert"],
        "lines": [
            L("07-01 18:00", "t", "No smoking in the clubhouse from today, lads, it's the law now.", "g-gladys-smoking"),
            L("07-01 18:30", "arnold", "About time.", "g-arnold-smoking"),
            L("07-22 19:00", "norbert", "Did anyone watch the golf at car new sticky. Harrington won it in a play off.", "g-norbert-open"),
            L("08-27 12:00", "t", "Bank holiday triples at 2, bring a flask.", "g-gladys-bankholiday"),
            L("09-07 10:00", "t", "Vernon's had his new hip, Madge says he's doing well. Cards to the clubhouse.", "g-gladys-vernon"),
            L("11-11 12:30", "t", "Two minutes' silence on the green at eleven was lovely, thank you all.", "g-gladys-remembrance"),
            L("11-11 12:45", "arnold", "My dad's medals came out today.", "g-arnold-medals"),
            L("12-24 12:00", "t", "Merry Christmas all, indoor green reopens on the 2nd.", "g-gladys-xmas"),
        ],
    },
    {
        "id": "chat-zinaida-gym", "trainer": "zinaida", "members": ["kezia", "sonia", "paige"],
        "lines": [
            L("07-07 12:00", "t", "Summer plan: ribbon and hoop for the girls, ball for the adult class.", "g-zinaida-summer"),
            L("08-06 19:00", "sonia", "Back from my sister's hen do in Benidorm. Never again. Ever.", "g-sonia-hen"),
            L("09-29 21:00", "sonia", "Dropped our Levi at uni in Lancaster today. Cried all the way down the M6.", "g-sonia-levi"),
            L("10-03 20:30", "sonia", "GP says I've got a frozen shoulder, the left one, could take a year to go. Physio referral and painkillers. Gutted.", "g-sonia-shoulder"),
            L("10-31 18:00", "sonia", "Doing Sober October, 31 days dry, done!", "g-sonia-sober"),
            L("11-07 20:00", "sonia", "Physio says the shoulder's in the frozen stage now. I've got a pulley on the door for exercises.", "g-sonia-physio"),
            L("11-16 21:00", "sonia", "Sold 60 cupcakes for Children in Need at the surgery, £84 raised!", "g-sonia-cin"),
            L("11-17 20:00", "t", "Well done girls at Harlow: Kezia 2nd with the hoop, Paige a PB with the clubs.", "g-zinaida-harlow"),
            L("11-21 22:30", "sonia", "Levi rang from uni gutted about England.", "g-sonia-croatia"),
            L("12-19 08:00", "sonia", "66.5 on the scales this morning, nearly three kilos since the summer!", "g-sonia-weight"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Not the same number for
# everyone; some facts are only here, said in the coach's own words.
NOTES = [
    ("gwendoline", "jed", "2007-07-07", "Jed (23): surveyor, good engine, stutters before the water jump. 9:12 best. 70.5 kg."),
    ("gwendoline", "jed", "2007-09-08", "Jed: left ankle ligaments torn 18 August landing off the water jump, grade two, no fracture. Boot off 3 September. Balance work, no running before late September."),
    ("gwendoline", "jed", "2007-12-08", "Jed: running since 24 September, barriers from 15 October, raced the county cross country 24 November. Signed off by the physio 7 December. 69 kg."),
    ("gwendoline", "brody", "2007-07-07", "Brody (19): natural hurdler, no words. 9:41 at the county. 64 kg."),
    ("gwendoline", "brody", "2007-12-01", "Brody: 9:33 PB in August, shin cut on a barrier in September (healed). 8th at the county cross country."),
    ("gwendoline", "delroy", "2007-07-07", "Delroy (31): strong, heavy on the barriers. 79 kg. Messages come by voice, read them twice."),
    ("gwendoline", "delroy", "2007-11-03", "Delroy: right Achilles tendinitis from mid-October, physio, heel drops, no hills or spikes for six weeks. Pool running."),
    ("gwendoline", "delroy", "2007-12-15", "Delroy: jogging from 26 November, full training from 10 December. Weight down to 78."),
    ("anatole", "reece", "2007-07-09", "Reece (26): long legs, good fouetté, drops his hands when tired. Wants the red glove."),
    ("anatole", "reece", "2007-10-20", "Reece: right fifth metacarpal fracture in sparring 22 September, cast off 19 October. Kicks and footwork only."),
    ("anatole", "reece", "2007-12-16", "Reece: hands back from Bonfire Night, won at Torquay on 8 December, red glove on the 15th. Signed off by the hand clinic."),
    ("anatole", "rosalie", "2007-07-09", "Rosalie (34): quick, brave, loses days to migraines. Resting pulse 64."),
    ("anatole", "rosalie", "2007-11-24", "Rosalie: migraines on the third plan since July, a night tablet now, far fewer attacks. Won her first assaut on 17 November."),
    ("anatole", "hetty", "2007-07-09", "Hetty (47): hairdresser, all laughs, good guard, lazy back leg."),
    ("anatole", "hetty", "2007-12-15", "Hetty: away from late October to mid-December after a foot operation. Back on the 13th, footwork light."),
    ("gladys", "arnold", "2007-07-06", "Arnold (64): steady draw, short on the long jack. 96 kg."),
    ("gladys", "arnold", "2007-10-13", "Arnold: gout since July, the second tablet gave him a rash, on a third one now. Drinks more water on match days."),
    ("gladys", "arnold", "2007-12-15", "Arnold: no flare since August, uric acid normal in December. 92 kg."),
    ("gladys", "vernon", "2007-07-06", "Vernon (71): the club's best reader of a green. Left hip bad, on the list."),
    ("gladys", "vernon", "2007-11-24", "Vernon: new left hip 6 September, frame then sticks, back bowling indoors from 19 November. Madge wrote for him while he was laid up."),
    ("gladys", "norbert", "2007-07-06", "Norbert (69): smooth delivery, poor eyesight for the long jack. Talks his messages into the phone."),
    ("gladys", "norbert", "2007-10-13", "Norbert: right knee bursitis from August, injection in September, full games again since 6 October. Bowls standing on bad days."),
    ("zinaida", "kezia", "2007-07-07", "Kezia (14): lovely line, rushes the ribbon. Mum Marcia does the arrangements."),
    ("zinaida", "kezia", "2007-11-24", "Kezia: right ankle sprain 2 October, arm work only for three weeks, full routine from 1 November. Silver with the hoop at Harlow."),
    ("zinaida", "sonia", "2007-07-07", "Sonia (42): adult class, keen, stiff through the back. 68 kg."),
    ("zinaida", "sonia", "2007-12-15", "Sonia: left shoulder stiff since October, keeps the ball work low. Did the full ball routine at the club show."),
    ("zinaida", "paige", "2007-07-07", "Paige (16): best clubs in the club, silent. Resting pulse 62."),
    ("zinaida", "paige", "2007-12-01", "Paige: left wrist sore in October, fine by the end of November. 11.2 with the clubs at Harlow."),
]

TRANSCRIPTS = [
    {
        "id": "tr-gwendoline-jed-20070903", "trainer": "gwendoline", "client": "jed", "startedAt": "2007-09-03T19:00:00Z",
        "title": "Call with Jed and Courtney: the boot's off",
        "lines": [
            ("Coach", 0, "How's the ankle out of the boot, Jed?"),
            ("Jed", 4, "Wobbly. Like walking on a sponge."),
            ("Courtney", 9, "The physio said ten minutes on the balance board every night, the ankle brace for walking, no running for three weeks, and to go back if it swells up again."),
            ("Coach", 14, "Then the pool and the bike, and I'll add the balance work to Tuesdays."),
            ("Jed", 20, "Can I still drive to site?"),
            ("Courtney", 24, "Once you can stamp on the brake, she said."),
        ],
    },
    {
        "id": "tr-anatole-rosalie-20071030", "trainer": "anatole", "client": "rosalie", "startedAt": "2007-10-30T19:30:00Z",
        "title": "Call with Rosalie: the night tablet",
        "lines": [
            ("Coach", 0, "How did you get on with the GP, Rosalie?"),
            ("Rosalie", 4, "No more propranolol. Amitriptyline instead, ten milligrams."),
            ("Rosalie", 9, "She said take it two hours before bed, I might feel groggy in the mornings for a couple of weeks, no wine with it, and she'll review it in six weeks."),
            ("Coach", 14, "Then we move your sessions to the evening until the mornings feel normal."),
            ("Rosalie", 20, "Lucien says I should give up the fighting."),
            ("Coach", 24, "Lucien fought for twenty years. He can wait."),
        ],
    },
    {
        "id": "tr-gladys-vernon-20070913", "trainer": "gladys", "client": "vernon", "startedAt": "2007-09-13T14:00:00Z",
        "title": "Call with Vernon and Madge: home from Wrightington",
        "lines": [
            ("Coach", 0, "How are you feeling, Vernon?"),
            ("Vernon", 4, "Sore, but the grinding's gone. First time in two years."),
            ("Madge", 9, "The nurse said six weeks on the frame and then sticks, no crossing his legs, no low chairs, and the stockings on day and night for six weeks."),
            ("Coach", 14, "Then I'll come round with the club news, and we'll talk about the green in November."),
            ("Vernon", 20, "Can I watch the league final at the club?"),
            ("Madge", 24, "Only if somebody drives you and you sit on a high chair."),
        ],
    },
    {
        "id": "tr-gladys-arnold-20071008", "trainer": "gladys", "client": "arnold", "startedAt": "2007-10-08T18:00:00Z",
        "title": "Call with Arnold and Dorothy: the new tablet",
        "lines": [
            ("Coach", 0, "How's the rash, Arnold?"),
            ("Arnold", 4, "Fading. New tablet from today, febuxostat."),
            ("Dorothy", 9, "The doctor said one a day, keep taking the colchicine for six months in case of a flare, two litres of water a day, and a blood test for his liver in December."),
            ("Coach", 14, "Then a water bottle on the green every session, and I'll keep an eye on you."),
            ("Arnold", 20, "Can I have a pint after the match?"),
            ("Dorothy", 24, "One pint of lager, not the bitter."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("jed", "2007-08-31", 6.0, 7, 20, "Crutches."),
    ("jed", "2007-11-30", 8.0, 3, 90, "Racing."),
    ("brody", "2007-09-14", 8.5, 2, 90, "ok"),
    ("delroy", "2007-10-19", 6.0, 7, 40, "Heal."),
    ("delroy", "2007-12-14", 7.0, 4, 85, "Back."),
    ("reece", "2007-09-28", 6.5, 7, 30, "Cast."),
    ("reece", "2007-12-14", 7.5, 3, 95, "Grading."),
    ("rosalie", "2007-07-27", 5.5, 8, 50, "Migraines."),
    ("rosalie", "2007-10-12", 7.0, 6, 70, "Cold hands."),
    ("rosalie", "2007-12-07", 8.0, 3, 90, "Better."),
    ("hetty", "2007-11-09", 7.0, 5, 0, "Foot."),
    ("arnold", "2007-07-13", 5.0, 7, 30, "Toe."),
    ("arnold", "2007-09-28", 6.0, 6, 70, "Rash."),
    ("vernon", "2007-09-21", 5.5, 6, 0, "Hip. Madge."),
    ("vernon", "2007-11-23", 7.5, 2, 80, "Bowling."),
    ("norbert", "2007-08-17", 6.5, 5, 50, "Need."),
    ("norbert", "2007-11-16", 7.0, 4, 60, "Eye."),
    ("kezia", "2007-10-05", 9.0, 6, 40, "Ankle."),
    ("kezia", "2007-11-23", 9.5, 2, 95, "Medal."),
    ("sonia", "2007-10-12", 6.0, 7, 60, "Shoulder."),
    ("sonia", "2007-12-14", 7.0, 3, 85, "Show."),
    ("paige", "2007-10-19", 9.0, 4, 80, "ok"),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("jed", "weight", "kg", "2007-07-02", "2007-12-31", 7, 70.5, 69.0, 0.3),
    ("brody", "weight", "kg", "2007-07-02", "2007-12-31", 7, 64.0, 63.0, 0.3),
    ("delroy", "weight", "kg", "2007-07-02", "2007-12-31", 7, 79.0, 77.5, 0.3),
    ("rosalie", "resting_heart_rate", "bpm", "2007-07-09", "2007-12-31", 7, 64.0, 58.0, 0.8),
    ("hetty", "steps", "steps", "2007-07-02", "2007-12-31", 7, 9000, 7000, 500),
    ("arnold", "weight", "kg", "2007-07-02", "2007-12-31", 7, 96.0, 92.0, 0.4),
    ("vernon", "steps", "steps", "2007-07-02", "2007-12-31", 7, 3000, 5000, 300),
    ("norbert", "steps", "steps", "2007-07-02", "2007-12-31", 7, 6000, 7500, 400),
    ("sonia", "weight", "kg", "2007-07-02", "2007-12-31", 7, 68.0, 66.0, 0.3),
    ("paige", "resting_heart_rate", "bpm", "2007-07-09", "2007-12-31", 7, 62.0, 58.0, 0.8),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("delroy", "goal-gwendoline-delroy-weight", "weight", 77.5, "kg", "2007-12-31", "achieved"),
    ("arnold", "goal-gladys-arnold-weight", "weight", 90.0, "kg", "2008-06-30", "active"),
    ("sonia", "goal-zinaida-sonia-weight", "weight", 65.0, "kg", "2008-03-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("arnold", "2007-07-16", "Uric acid", 0.52, "mmol/L", 0.2, 0.42),
    ("arnold", "2007-12-10", "Uric acid", 0.34, "mmol/L", 0.2, 0.42),
    ("vernon", "2007-09-07", "Haemoglobin", 108, "g/L", 130, 170),
    ("vernon", "2007-10-18", "Haemoglobin", 131, "g/L", 130, 170),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "yes", "cheers", "on my way", "paid", "ta-ra", "hiya", "right you are", "champion",
    "sorry, running late", "can we swap to friday?", "what time saturday?", "see you there", "will do", "no worries",
    "wrong chat sorry", "nowt to report", "dreckly", "ok ta x", "nice one", "ha", "noted", "gradely",
    "you're a star", "only just seen this sorry", "same again next week?", "where do i park?", "nearly there",
    "stuck on the A629", "stuck on the A38", "stuck on the A12", "stuck on the A6", "lovely", "all good here",
    "can i pay by card?", "on the way now", "are we still on?", "battery's dying", "no parking anywhere",
    "stuck at work", "perfect", "long day", "that's grand",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Card's fine.", "No problem.",
]


# The days a question names as one day (a date, a feast day, a news day, a bank holiday): no everyday
# chatter line falls on them, so a question about that day finds only the story. As in build_blind44, a
# chatter line drawn on one of these days is moved back to the first day before it that is not one.
QUIET_DAYS = frozenset({
    "07-01", "07-03", "07-12", "07-20", "07-21", "07-22", "07-24", "08-09", "08-13", "08-14", "08-18", "08-20",
    "08-27", "09-02", "09-03", "09-04", "09-06", "09-11", "09-13", "09-14", "09-20", "09-22", "09-24", "09-25",
    "10-02", "10-03", "10-04", "10-06", "10-08", "10-11", "10-14", "10-15", "10-17", "10-19", "10-20", "10-29",
    "10-30", "10-31", "11-05", "11-11", "11-13", "11-16", "11-17", "11-19", "11-21", "11-24", "11-26", "12-07",
    "12-08", "12-10", "12-11", "12-13", "12-14", "12-15", "12-24", "12-25", "12-26", "12-31",
})


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20070701, health_seed=20080107, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
