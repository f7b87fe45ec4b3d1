#!/usr/bin/env python3
"""Build the sixth blind data set for the answer benchmark (bench/answers_data/blind6.json).

    functions/venv/bin/python -m bench.answers_data.build_blind6

Four trainers of kinds the other rosters do not have (a golf fitness coach whose oldest client's
son texts for him, an exercise-oncology instructor whose clients are on chemotherapy, hormone
therapy or living with a stoma, a uniformed-services test-prep coach getting recruits through the
police, fire-service and army fitness tests, a ski pre-season conditioning coach), 13 clients, July
to December 2025 (asked on 11 December 2025): one-to-one chats, two group chats, session notes,
four session transcripts, check-ins, client profiles and health data (weight, steps, resting heart
rate, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-11-29 by
helper h-blind6 (issue 14) without reading the domain tables (kinds, drugs, vocabulary, sameness,
answerability, word evidence, sides, outcomes, question frame, names, event dates, threads,
frequency) nor any list of benchmark failures or result file: a held-out check of whether the
fixes made on the other sets generalise.

The story messages are written the way people text: lowercase, typos, run-ons, emoji, slang
("chonk", "ngl", "tidy", "af", "buzzing"), Scots, Welsh, Ghanaian and Australian English, numbers
in words, mixed units (yards and metres, stone and kilos, mph, miles and km), negations ("no
pain at all", "didnt look down once"), a correction in the next message, facts only in the coach's
reply, facts split across turns, a wife, a son, a daughter and a mother writing for a client.
The everyday chatter between them comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number
a question asks about. Deterministic: two runs write byte-identical files. `blind6_tags.json` maps
the story tags to message ids for the question list (bench/answers_data/blind6_questions.py).

The roster lies in 2025, not 2026: the health write path refuses readings after the real clock's
now, and the first draft (July to December 2026) failed at load on 2026-11-29 before any question
was asked; every date was moved back one year, nothing else changed.

Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind6.json", HERE / "blind6_tags.json"
YEAR = 2025
START, END = datetime(2025, 7, 1, 7, 0), datetime(2025, 12, 10, 21, 0)
ASKED_AT = "2025-12-11T09:00:00Z"

TRAINERS = [
    {"id": "coach-morag", "displayName": "Morag Sinclair", "email": "morag.sinclair@example.com", "short": "morag"},
    {"id": "coach-esther", "displayName": "Esther Nwosu", "email": "esther.nwosu@example.com", "short": "esther"},
    {"id": "coach-gareth", "displayName": "Gareth Pryce", "email": "gareth.pryce@example.com", "short": "gareth"},
    {"id": "coach-liesl", "displayName": "Liesl Brunner", "email": "liesl.brunner@example.com", "short": "liesl"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("morag", "duncan-forsyth", "Duncan Forsyth", "duncan"),
    ("morag", "harriet-osei", "Harriet Osei", "harriet"),
    ("morag", "kenji-watanabe", "Kenji Watanabe", "kenji"),
    ("morag", "bernie-walsh", "Bernie Walsh", "bernie"),
    ("esther", "marion-pettigrew", "Marion Pettigrew", "marion"),
    ("esther", "rosa-delgado", "Rosa Delgado", "rosa"),
    ("esther", "godfrey-mensah", "Godfrey Mensah", "godfrey"),
    ("gareth", "jordan-pike", "Jordan Pike", "jordan"),
    ("gareth", "shannon-kerr", "Shannon Kerr", "shannon"),
    ("gareth", "mohammed-rahman", "Mohammed Rahman", "mo"),
    ("liesl", "freddie-lomax", "Freddie Lomax", "freddie"),
    ("liesl", "imogen-tate", "Imogen Tate", "imogen"),
    ("liesl", "graham-whitlock", "Graham Whitlock", "graham"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("duncan", "kenji", "marion", "rosa", "jordan", "mo", "freddie")

PROFILES = [
    {"clientId": "duncan-forsyth", "age": 63, "goal": "Get his handicap to single figures and stop his back seizing after 18 holes",
     "dietaryRestrictions": [], "injuries": ["left hip replacement (2023)"],
     "notes": "Retired dentist. Plays at Gullane. Wife Elspeth."},
    {"clientId": "harriet-osei", "age": 47, "goal": "Play off 7 by the end of her captaincy year",
     "dietaryRestrictions": [], "injuries": ["golfer's elbow, right arm (2025)"],
     "notes": "Ladies captain at North Berwick for 2025. Solicitor."},
    {"clientId": "kenji-watanabe", "age": 35, "goal": "Clubhead speed 125 mph for the long drive qualifier on 17 October",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Long drive competitor. Software tester in Edinburgh. Grew up in Osaka."},
    {"clientId": "bernie-walsh", "age": 71, "goal": "Keep playing 18 holes at Longniddry",
     "dietaryRestrictions": ["diabetic"], "injuries": [],
     "notes": "Type 2 diabetes. Retired joiner. Son Conor arranges his sessions and texts for him."},
    {"clientId": "marion-pettigrew", "age": 58, "goal": "Stay strong through chemotherapy and get back to hillwalking",
     "dietaryRestrictions": [], "injuries": ["left breast cancer, lumpectomy and two lymph nodes removed (June 2025)"],
     "notes": "Primary school head teacher, on leave. Daughter Becky. Oncology nurse Jo."},
    {"clientId": "rosa-delgado", "age": 41, "goal": "Get fit for her kids after bowel cancer",
     "dietaryRestrictions": ["low fibre while she has the stoma"], "injuries": ["ileostomy (March 2025)"],
     "notes": "Bowel cancer 2024. Two boys, 8 and 11. Works in a bakery. Sister Carmen."},
    {"clientId": "godfrey-mensah", "age": 69, "goal": "Keep his muscle and bones strong on hormone therapy",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Prostate cancer, Zoladex injections every 12 weeks. Retired engineer from Kumasi, lives in Reading. Wife Abena."},
    {"clientId": "jordan-pike", "age": 24, "goal": "Pass the South Wales Police fitness test (bleep test level 5.4)",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Warehouse supervisor in Newport. 102 kg at the start."},
    {"clientId": "shannon-kerr", "age": 29, "goal": "Pass the Mid and West Wales Fire and Rescue physical tests",
     "dietaryRestrictions": ["vegetarian"], "injuries": [],
     "notes": "Care worker from Swansea. Afraid of heights."},
    {"clientId": "mohammed-rahman", "age": 19, "goal": "Pass the army assessment centre for the infantry",
     "dietaryRestrictions": ["halal"], "injuries": [],
     "notes": "Mo. Mum Shirin arranged the coaching. Plays Sunday league football."},
    {"clientId": "freddie-lomax", "age": 39, "goal": "Ski Val d'Isère in December with confidence in his right knee",
     "dietaryRestrictions": [], "injuries": ["right ACL reconstruction (March 2024)"],
     "notes": "Estate agent in Guildford. Plays five-a-side on Mondays."},
    {"clientId": "imogen-tate", "age": 27, "goal": "Pass the BASI Level 1 ski instructor course in January",
     "dietaryRestrictions": [], "injuries": ["left wrist fracture (snowboarding, 2024), healed"],
     "notes": "Barista in Manchester. Course in Hintertux."},
    {"clientId": "graham-whitlock", "age": 55, "goal": "Ski with his grandchildren in Morzine at February half term",
     "dietaryRestrictions": [], "injuries": ["osteoarthritis, left knee (moderate)"],
     "notes": "Runs a printing firm in Leicester. Wife Julie."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "duncan": [
        L("07-03 10:00", "c", "Morag hi, Duncan Forsyth here, Alasdair at the club gave me your number. 63, retired dentist, play off 16 at Gullane. Want to get to single figures and stop my back seizing up after 18", "duncan-intro"),
        L("07-03 10:40", "t", "Great to hear from you Duncan. We start with a screen: hip turn, upper-back rotation, single-leg balance. Then two gym sessions a week and a ten-minute warm-up before every round.", "duncan-intro-coach"),
        L("07-22 19:00", "c", "the new hip is grand btw, two years old now and i forget its there", "duncan-hip"),
        L("08-14 09:00", "c", "back went on the 14th tee on saturday. couldnt bend to tee the ball up, elspeth had to drive me home", "duncan-back"),
        L("08-14 09:30", "t", "Sorry Duncan. No golf for a week, walk twice a day, and the cat-camel and open books I showed you. Any pain down the leg, see the GP.", "duncan-back-coach"),
        L("08-15 20:00", "c", "This is Elspeth, Duncan's wife. He won't tell you himself but he's taking naproxen twice a day and sleeping in the chair", "duncan-elspeth"),
        L("08-29 18:00", "c", "back much better, played nine holes nae bother", "duncan-back-2"),
        L("09-20 17:00", "c", "smashed one 231 yards off the 1st today, longest drive in years 🏌️", "duncan-drive"),
        L("10-11 18:00", "c", "handicap cut to 13.8 after the autumn medal!", "duncan-handicap"),
        L("11-06 08:00", "c", "no golf this week, frost on the greens and ive got the cold elspeth had", "duncan-cold"),
        L("11-24 16:00", "c", "we're off to the algarve in february for a golf week, can you give me something for the hotel gym", "duncan-algarve"),
        L("11-24 16:30", "t", "Of course. Three rounds of goblet squat, single-arm row, Pallof press and a dumbbell hip hinge. It's in the app.", "duncan-algarve-coach"),
    ],
    "harriet": [
        L("07-05 21:00", "c", "hiya morag, harriet osei, ladies captain at north berwick this year. off 9. right elbow has been sore on the inside for months, physio said golfers elbow lol of course it is", "harriet-intro"),
        L("07-05 21:30", "t", "Classic! Eccentric wrist curls with a light dumbbell, three sets of fifteen a day, and a thicker grip on your practice club. The gym stays pain-free for that elbow.", "harriet-elbow-coach"),
        L("08-02 12:00", "c", "elbow 4/10 now, was 7. the wrist curls are boring af but working", "harriet-elbow-2"),
        L("08-30 19:00", "c", "captains day went well, we raised £3,200 for the hospice", "harriet-captains"),
        L("09-18 07:30", "c", "think ive got plantar fasc", "harriet-foot"),
        L("09-18 07:32", "c", "no scrap that its the achilles, left one, tight first thing in the morning", "harriet-achilles"),
        L("09-18 08:00", "t", "Slow heel drops off a step, knee straight and bent, and walk the course in the shoes with the bigger heel.", "harriet-achilles-coach"),
        L("10-16 20:00", "c", "handicap's down to 7.4 🎉 best ever", "harriet-handicap"),
        L("11-12 18:00", "c", "elbow gone completely, achilles still a bit stiff first thing", "harriet-update"),
        L("12-02 13:00", "c", "had the flu jab and covid booster, arm is sore, skipping gym till thursday", "harriet-jab"),
    ],
    "kenji": [
        L("07-08 18:00", "c", "yo morag, kenji. want clubhead speed from 118 to 125 mph for the long drive qualifier 17 oct", "kenji-intro"),
        L("07-08 18:30", "t", "Speed work three times a week with the overspeed sticks, heavy trap-bar jumps and rotational med ball throws. We test every four weeks.", "kenji-intro-coach"),
        L("08-05 19:00", "c", "tested 121 today", "kenji-121"),
        L("08-27 20:00", "c", "sharp pain left side of my ribs on a full swing, like a stitch but worse. stopped after 3 balls", "kenji-ribs"),
        L("08-27 20:20", "t", "Stop swinging. That sounds like an oblique or a rib stress injury: get it scanned. Lower body and anti-rotation work only until we know.", "kenji-ribs-coach"),
        L("09-03 13:00", "c", "scan says left oblique strain, grade 1, no rib fracture. 3 weeks no hitting", "kenji-scan"),
        L("09-29 19:00", "c", "back hitting, 119 mph, no pain", "kenji-back"),
        L("10-17 17:00", "c", "qualifier: 362 yards, 7th out of 40. not enough for the final but buzzing", "kenji-qualifier"),
        L("10-17 17:30", "t", "362! That's 25 yards more than last year. Huge.", "kenji-qualifier-coach"),
        L("11-09 12:00", "c", "taking creatine now, 5g a day, any issues?", "kenji-creatine"),
        L("11-09 12:40", "t", "Five grams a day is fine. Drink more water and don't expect miracles in a month.", "kenji-creatine-coach"),
    ],
    "bernie": [
        L("07-10 11:00", "c", "Morag its Conor, Bernie Walsh's son. Dad's 71, type 2 diabetes, on metformin and gliclazide, and he wants to keep playing 18 at Longniddry without being wrecked. He doesn't do phones well so I'll text for him", "bernie-intro"),
        L("07-10 11:30", "t", "Happy to, Conor. Twice a week: legs, balance and walking intervals. Tell him to bring a snack to every session.", "bernie-intro-coach"),
        L("08-07 09:00", "c", "Conor again. Dad had a hypo on the 16th hole on Sunday, shaking and sweating, his pal gave him jelly babies. He's fine now", "bernie-hypo"),
        L("08-07 09:30", "t", "Glad he's OK. Jelly babies or glucose tablets in his bag every round, and a banana at the turn. Tell the GP too, something may need changing.", "bernie-hypo-coach"),
        L("08-21 17:00", "c", "GP's taken him off the gliclazide, just the metformin now", "bernie-gp"),
        L("09-25 10:00", "c", "bernie here conor set up the voice thing. lost half a stone, trousers falling down", "bernie-weight"),
        L("11-01 12:00", "c", "Dad's right knee swelled up after the texas scramble yesterday, he's icing it", "bernie-knee"),
        L("11-01 12:30", "t", "Ice and rest, and the flat nine holes this week instead of eighteen. If it's hot or red, GP today.", "bernie-knee-coach"),
        L("11-20 15:00", "c", "knee settled. hba1c came back 52, down from 61 😀", "bernie-hba1c"),
    ],
    "marion": [
        L("07-06 10:00", "c", "Hello Esther, my oncology nurse Jo gave me your details. I'm 58, left breast cancer, had a lumpectomy in June and I start chemo on 15 July, six cycles. I want to stay strong through it", "marion-intro"),
        L("07-06 10:30", "t", "Hello Marion. Exercise through chemo helps with the fatigue, and we plan around your cycles: gentle in the first week after each one, more in weeks two and three. Did they say anything about your left arm and the lymph nodes?", "marion-intro-coach"),
        L("07-06 10:45", "c", "two nodes removed on the left, nurse said watch for swelling in the arm", "marion-nodes"),
        L("08-12 18:00", "c", "this is Becky, Marion's daughter. Mum's neutrophils were low on the bloods so chemo is delayed a week, she's gutted", "marion-neutro"),
        L("08-12 18:30", "t", "Thanks Becky. No gym while her counts are low, walks outside away from crowds only, and we go again after the next bloods.", "marion-neutro-coach"),
        L("09-09 20:00", "c", "tingling in my fingers and toes since the paclitaxel started. cant do the buttons on my coat", "marion-tingling"),
        L("09-09 20:30", "t", "That sounds like peripheral neuropathy. Tell your oncology team this week. We'll do seated work and balance by the wall, and machines instead of dumbbells.", "marion-tingling-coach"),
        L("10-14 15:00", "c", "last chemo done!!! rang the bell 🔔", "marion-bell"),
        L("11-04 17:00", "c", "radiotherapy starts monday, 15 sessions, then they'll put me on letrozole", "marion-radio"),
        L("11-27 09:00", "c", "started the letrozole. joints a bit achy in the mornings", "marion-letrozole"),
        L("11-27 09:40", "t", "Common with letrozole. Keep moving: the morning walk and the bike help most people. Tell me if it gets worse.", "marion-letrozole-coach"),
    ],
    "rosa": [
        L("07-09 21:00", "c", "hi esther, rosa. 41, bowel cancer last year, surgery in march and i have an ileostomy (bag). chemo finished may. want to get fit for my boys and do race for life in september", "rosa-intro"),
        L("07-09 21:30", "t", "Welcome Rosa. Core rehab first: breathing and deep core work, no sit-ups or crunches, and the support belt for anything you lift. Your stoma nurse's advice comes first.", "rosa-intro-coach"),
        L("08-03 19:00", "c", "bag leaked mid workout lol mortifying. new flange fixed it", "rosa-leak"),
        L("09-13 13:00", "c", "race for life done!!! 34:50, ran walked it with my sister carmen", "rosa-raceforlife"),
        L("09-13 13:30", "t", "Rosa that's brilliant. From surgery in March to a 5k in September.", "rosa-raceforlife-coach"),
        L("10-06 18:00", "c", "reversal surgery is booked for 22 october!!", "rosa-reversal"),
        L("10-06 18:30", "t", "Great news. Keep walking right up to it. Afterwards: walking only for six weeks, nothing heavier than a full kettle, and we restart the core from the breathing.", "rosa-reversal-coach"),
        L("11-02 16:00", "c", "reversal done. bowels all over the place, 10 trips a day, but BAG FREE", "rosa-after"),
        L("11-30 20:00", "c", "walked five miles on the beach at the weekend and down to 4 or 5 toilet trips a day", "rosa-walk"),
    ],
    "godfrey": [
        L("07-14 14:00", "c", "Good afternoon Esther. Godfrey Mensah. Prostate cancer, I am on the hormone injections (Zoladex) every 3 months and radiotherapy finished in June. The doctor says exercise helps with the side effects. I play walking football on Wednesdays", "godfrey-intro"),
        L("07-14 14:30", "t", "Good afternoon Godfrey. Resistance training twice a week is the best thing for the muscle and bone the hormone therapy takes, and it helps the fatigue. We fit it around the walking football.", "godfrey-intro-coach"),
        L("08-18 07:00", "c", "the hot flushes are bad at night, they wake me 4 or 5 times", "godfrey-flushes"),
        L("08-18 07:30", "t", "Ask your team about them, there are options. A cooler bedroom, no alcohol in the evening, and exercise helps some men.", "godfrey-flushes-coach"),
        L("09-03 19:00", "c", "This is Abena, Godfrey's wife. The DEXA scan showed osteopenia in his hip. He does not want to worry you", "godfrey-dexa"),
        L("09-03 19:30", "t", "Thank you Abena. That is why we lift: we'll add small hops and step-ups for the bone, carefully, and his doctor may prescribe calcium and vitamin D.", "godfrey-dexa-coach"),
        L("10-08 16:00", "c", "scored two goals at walking football, the young ones are 60 😂", "godfrey-goals"),
        L("11-12 12:00", "c", "PSA came back 0.1, the consultant is very pleased", "godfrey-psa"),
        L("12-03 10:00", "c", "I have put on 4 kilos since the injections started, mostly the belly", "godfrey-weight"),
    ],
    "jordan": [
        L("07-02 20:00", "c", "alright gareth, jordan pike. applying to south wales police, the fitness test is the bleep test, need 5.4. im a bit of a chonk ngl, 102 kilos", "jordan-intro"),
        L("07-02 20:30", "t", "Tidy, Jordan. 5.4 is very doable. Three runs a week, one of them shuttle intervals, and we get the weight moving with a food diary.", "jordan-intro-coach"),
        L("07-28 21:00", "c", "did a practice bleep test at the leisure centre, got to 4.8, lungs on fire", "jordan-practice"),
        L("08-20 18:00", "c", "shin splints on my right shin, hurts when i start running then eases off", "jordan-shins"),
        L("08-20 18:30", "t", "Swap two of the runs for the bike for a fortnight, calf raises and tib raises daily, and get your new trainers fitted properly.", "jordan-shins-coach"),
        L("09-24 07:00", "c", "96 kilos this morning, 6 down", "jordan-weight"),
        L("10-15 16:00", "c", "PASSED 😤 7.2 on the bleep test", "jordan-passed"),
        L("10-15 16:30", "t", "Get in!!! From 4.8 to 7.2 in under three months. Next up the interview.", "jordan-passed-coach"),
        L("11-10 19:00", "c", "interview went ok i think, they asked about dealing with conflict at work", "jordan-interview"),
        L("12-04 18:00", "c", "got the offer, start training in february!", "jordan-offer"),
    ],
    "shannon": [
        L("07-04 12:00", "c", "hi gareth its shannon, applying for mid and west wales fire. tests are a ladder climb, casualty drag, equipment carry, enclosed space and the chester step test. scared of the ladder tbh", "shannon-intro"),
        L("07-04 12:30", "t", "We'll train the ladder too. Grip work, farmer's carries, sled drags for the casualty, and the step test twice a week.", "shannon-intro-coach"),
        L("08-09 17:00", "c", "so tired all the time, gp did bloods, ferritin is 9 😬 on iron tablets now", "shannon-iron"),
        L("08-09 17:30", "t", "That explains a lot. Take the iron with orange juice, not tea, and we ease the volume off till you feel better.", "shannon-iron-coach"),
        L("09-06 11:00", "c", "casualty drag, 55kg dummy over 30m, 48 seconds", "shannon-drag"),
        L("10-02 20:00", "c", "climbed the 13.5 metre ladder at the station open day and didnt look down once!!", "shannon-ladder"),
        L("10-21 19:00", "c", "tweaked my lower back on the equipment carry practice, the hose reel one", "shannon-back"),
        L("10-21 19:30", "t", "Rest it a couple of days, then bird dogs, dead bugs and glute bridges. Carry close to the body and brace.", "shannon-back-coach"),
        L("11-19 18:00", "c", "all tests passed!!! medical next week", "shannon-passed"),
    ],
    "mo": [
        L("07-07 19:00", "c", "Hi Gareth this is Shirin, Mohammed's mum. He's 19 and applying to the army, infantry. Assessment centre in November. He needs help with his running, he says he's fine but he's not", "mo-intro"),
        L("07-07 19:30", "t", "Hi Shirin, happy to help Mo. The tests are a 2 km run, a mid-thigh pull and a medicine ball throw. Three runs and two strength sessions a week.", "mo-intro-coach"),
        L("07-15 20:00", "c", "yo its mo. 2k in 10:58 today, need under 10:30 for infantry", "mo-2k"),
        L("08-11 21:00", "c", "blisters on both heels from breaking in the boots, proper raw", "mo-blisters"),
        L("08-11 21:20", "t", "Compeed and dry socks, and wear the boots for short walks only till the skin toughens. No runs in boots this week.", "mo-blisters-coach"),
        L("09-01 18:00", "c", "mid thigh pull 142kg on the rig", "mo-mtp"),
        L("10-03 09:00", "c", "2k in 9:52!!!", "mo-2k-2"),
        L("10-25 17:00", "c", "sprained my left wrist at football, not bad but cant do press ups", "mo-wrist"),
        L("10-25 17:30", "t", "Lower body and running only for two weeks. Ice it, and see the physio if it's still swollen on Monday.", "mo-wrist-coach"),
        L("11-17 20:00", "c", "Shirin here. He passed the assessment centre! Starts at Catterick in January. Thank you Gareth 🙏", "mo-passed"),
        L("11-18 09:00", "c", "cheers gareth, the 2k was 9:47 on the day", "mo-final"),
    ],
    "freddie": [
        L("07-13 20:00", "c", "hey liesl, freddie lomax. going to val d'isere on 12 dec, first ski trip since my right ACL reconstruction in march 2024. physio signed me off but i dont trust the knee", "freddie-intro"),
        L("07-13 20:30", "t", "Hi Freddie. Five months is plenty of time. Single-leg strength, hopping and landing, and lateral work for the skiing. We test the hop every six weeks and aim for the right leg within ten percent of the left.", "freddie-intro-coach"),
        L("08-10 18:00", "c", "hop test: left 1.62m, right 1.33m", "freddie-hop1"),
        L("08-10 18:30", "t", "So the right is at 82 % of the left. Bulgarian split squats and step-downs, three times a week.", "freddie-hop1-coach"),
        L("09-16 21:00", "c", "knee swelled up a bit after five a side. not painful just puffy", "freddie-swell"),
        L("09-16 21:20", "t", "No five-a-side for now: the cutting and twisting is the risk. Ice it, and back to the plan in two days if it settles.", "freddie-swell-coach"),
        L("10-20 19:00", "c", "hop test again: right 1.52, left 1.63", "freddie-hop2"),
        L("11-15 10:00", "c", "wall sits are killing me, did two and a half minutes", "freddie-wallsit"),
        L("12-08 20:00", "c", "packed!! brace or no brace on the slopes?", "freddie-brace"),
        L("12-08 20:30", "t", "No brace needed, your numbers are good. Warm up before the first run, and no off-piste on day one.", "freddie-brace-coach"),
    ],
    "imogen": [
        L("07-18 09:00", "c", "hi! imogen. doing my BASI level 1 ski instructor course in january in hintertux. need legs of steel lol. broke my left wrist snowboarding in 2024, its fine now", "imogen-intro"),
        L("07-18 09:30", "t", "Hi Imogen! Leg endurance and plyometrics for the course: wall sits, jump squats, box jumps, and a long bike ride once a week.", "imogen-intro-coach"),
        L("08-24 18:00", "c", "rolled my right ankle on a hike in snowdonia, swollen like a tennis ball", "imogen-ankle"),
        L("08-24 18:30", "t", "Rest, ice, elevate. In a week, trace the alphabet with your foot and balance on a cushion. No jumps for three weeks.", "imogen-ankle-coach"),
        L("09-28 19:00", "c", "ankle good. did box jumps no problem", "imogen-ankle-2"),
        L("10-19 20:00", "c", "gone veggie btw, am i getting enough protein?", "imogen-veggie"),
        L("10-19 20:30", "t", "Aim for about 110 g a day: tofu, lentils, Greek yoghurt, eggs, and a shake after training.", "imogen-veggie-coach"),
        L("11-10 12:00", "c", "ran 10k in 51:20 🏃‍♀️", "imogen-10k"),
        L("12-01 17:00", "c", "course confirmed, 6 jan to 2 feb", "imogen-course"),
    ],
    "graham": [
        L("07-20 18:00", "c", "Hello Liesl, Graham Whitlock. 55, arthritis in my left knee (x-ray said moderate). Taking the family skiing to Morzine in February half term and want to keep up with the grandkids. Julie, my wife, is making me do this", "graham-intro"),
        L("07-20 18:30", "t", "Hi Graham, and thank Julie for me. Strength is the best thing for an arthritic knee. The bike for fitness, leg press and step-ups twice a week, and losing some weight takes load off the knee.", "graham-intro-coach"),
        L("08-17 21:00", "c", "Julie here, Graham's wife. He's been on the bike every day, but he's also been eating a pack of biscuits every evening so", "graham-julie"),
        L("09-09 08:00", "c", "knee flared up after the charity walk, 12 miles, took ibuprofen", "graham-flare"),
        L("09-09 08:30", "t", "Twelve miles was a big jump. Bike only this week, and ibuprofen gel on the knee rather than tablets if the GP agrees.", "graham-flare-coach"),
        L("10-12 07:30", "c", "down to 15 stone 6 from 16 stone 10", "graham-weight"),
        L("11-06 18:00", "c", "GP has put me on a statin, cholesterol 6.8", "graham-statin"),
        L("11-06 18:30", "t", "Fair enough. Keep the bike and the weights going, they help the cholesterol too.", "graham-statin-coach"),
        L("11-29 12:00", "c", "leg press 120 kg for 10, knee happy", "graham-legpress"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-morag-tee-time", "trainer": "morag", "members": ["duncan", "harriet", "kenji", "bernie"],
        "lines": [
            L("07-12 09:00", "t", "Welcome to Tee Time! Sunday 8am stretch-and-swing at the range, twenty minutes, then hit balls.", "g-tt-start"),
            L("08-06 20:00", "kenji", "who wants to see my 121 mph video 😎", "g-kenji-video"),
            L("09-01 10:00", "harriet", "thanks everyone for coming to captains day!", "g-harriet-captains"),
            L("10-12 12:00", "duncan", "anyone up for 9 holes tuesday?", "g-duncan-nine"),
            L("11-15 11:00", "bernie", "Conor here for Dad: he says thanks for the birthday card, he's 72 now", "g-bernie-birthday"),
        ],
    },
    {
        "id": "chat-gareth-pass-out", "trainer": "gareth", "members": ["jordan", "shannon", "mo"],
        "lines": [
            L("07-09 09:00", "t", "Pass Out Squad! Tuesdays 6.30pm at Pontcanna fields: shuttles, carries, sled. Bring a head torch from October.", "g-pos-start"),
            L("08-26 21:00", "mo", "anyone got spare boot insoles", "g-mo-insoles"),
            L("10-03 21:00", "shannon", "ladder done at the open day 🔥🚒", "g-shannon-ladder"),
            L("10-16 08:00", "jordan", "passed the police fitness test boys and girls 😎", "g-jordan-passed"),
            L("11-20 18:00", "t", "Shannon and Mo both through this week. Proud of you all. Christmas session 15 December.", "g-pos-xmas"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("morag", "duncan", "2025-07-06", "Duncan (63): handicap 16. Left hip replacement 2023, moves well. Poor upper-back rotation to the left. Low back stiffness after 18 holes. Plan: open books, hip hinge, Pallof press."),
    ("morag", "harriet", "2025-07-09", "Harriet: handicap 9, ladies captain. Right medial elbow (golfer's elbow). Grip strength left 31 kg, right 26 kg. Eccentric wrist curls daily."),
    ("morag", "kenji", "2025-07-10", "Kenji (35): clubhead speed 118 mph. Long drive qualifier 17 October. Overspeed sticks 3x a week, trap-bar jumps, med ball throws."),
    ("morag", "bernie", "2025-07-14", "Bernie (71): type 2 diabetes, metformin and gliclazide. Check glucose before sessions. Sit to stand 11 in 30 s. Balance 8 s on the left leg, 5 s on the right."),
    ("esther", "marion", "2025-07-08", "Marion: left breast cancer, lumpectomy and 2 nodes out (June). Chemo EC x3 then paclitaxel x3 from 15 July. 6-minute walk 520 m. Left arm: watch for lymphoedema, build load slowly."),
    ("esther", "rosa", "2025-07-11", "Rosa (41): ileostomy since March. No crunches or sit-ups. Support belt for lifts. Breathing and deep core work. Sister Carmen trains with her."),
    ("esther", "godfrey", "2025-07-16", "Godfrey (69): prostate cancer, Zoladex every 12 weeks, radiotherapy finished June. Walking football Wednesdays. Resistance twice weekly. Grip 34 kg."),
    ("gareth", "jordan", "2025-07-03", "Jordan (24): 102 kg, applying to South Wales Police. Bleep test target 5.4. Can jog 2 km without stopping. Food diary started."),
    ("gareth", "shannon", "2025-07-05", "Shannon (29): fire service application. Afraid of heights. Chester step test, ladder climb, casualty drag, equipment carry, enclosed space."),
    ("gareth", "mo", "2025-07-08", "Mo (19): army, infantry. 2 km run not timed yet. Mid-thigh pull and med ball throw to practise. Needs boots broken in before the AC."),
    ("liesl", "freddie", "2025-07-14", "Freddie (39): right ACL reconstruction March 2024, hamstring graft. Right quad visibly smaller. Val d'Isère 12 December."),
    ("liesl", "imogen", "2025-07-19", "Imogen (27): BASI Level 1 in January. Left wrist fracture 2024, healed. Good aerobic base. Leg endurance focus."),
    ("liesl", "graham", "2025-07-21", "Graham (55): moderate left knee osteoarthritis. 106 kg. Family ski trip to Morzine, February half term. Bike, leg press, step-ups."),
]

TRANSCRIPTS = [
    {
        "id": "tr-morag-kenji-20250915", "trainer": "morag", "client": "kenji", "startedAt": "2025-09-15T18:00:00Z",
        "title": "Studio: back to speed after the oblique strain",
        "lines": [
            ("Coach", 0, "Half swings first, fifty percent."),
            ("Kenji", 30, "No pain at all."),
            ("Coach", 35, "Then seventy-five percent for ten balls. Stop if the side grabs."),
            ("Kenji", 90, "What speed do I need to be at for the qualifier?"),
            ("Coach", 95, "If we're back to 121 by October I'll be happy."),
        ],
    },
    {
        "id": "tr-esther-marion-20251020", "trainer": "esther", "client": "marion", "startedAt": "2025-10-20T11:00:00Z",
        "title": "Video call: after chemo, planning around radiotherapy",
        "lines": [
            ("Coach", 0, "How has the energy been since the last cycle?"),
            ("Marion", 6, "Up and down. The tiredness hits at about three in the afternoon."),
            ("Coach", 12, "Then walk in the morning, and a twenty-minute rest at three is fine."),
            ("Marion", 25, "Is it safe to swim during radiotherapy?"),
            ("Coach", 30, "Ask the radiotherapy team: chlorine can irritate the treated skin, and most say wait until it has healed."),
            ("Marion", 44, "My left arm feels heavy by the evening."),
            ("Coach", 49, "Tell your nurse about that this week, and wear the compression sleeve in the gym."),
        ],
    },
    {
        "id": "tr-gareth-jordan-20251001", "trainer": "gareth", "client": "jordan", "startedAt": "2025-10-01T19:00:00Z",
        "title": "Call: bleep test day plan",
        "lines": [
            ("Coach", 0, "Two weeks out. Warm-up: ten minutes easy, then four strides."),
            ("Jordan", 8, "Should I eat before?"),
            ("Coach", 11, "Porridge three hours before, nothing heavy after that."),
            ("Jordan", 20, "What about the turns?"),
            ("Coach", 24, "Turn on the line, don't overrun it, and stay with the beep, not ahead of it."),
            ("Jordan", 33, "Shin's fine now, no pain."),
        ],
    },
    {
        "id": "tr-liesl-graham-20251110", "trainer": "liesl", "client": "graham", "startedAt": "2025-11-10T18:00:00Z",
        "title": "Video call: ski trip preparation",
        "lines": [
            ("Coach", 0, "Morzine in February, so about thirteen weeks."),
            ("Graham", 5, "Julie wants me to have lessons."),
            ("Coach", 9, "Two mornings of lessons, and stick to the blue runs till your legs remember it."),
            ("Graham", 20, "The knee's been good since the flare-up."),
            ("Coach", 24, "Good. We add wall sits and lateral lunges from now."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("duncan", "2025-08-20", 5.5, 6, 40, "Back, walking only. Sleeping in the chair."),
    ("duncan", "2025-10-14", 7.5, 3, 90, "Handicap down, feeling great."),
    ("harriet", "2025-09-20", 7.0, 5, 80, "Achilles stiff in the mornings."),
    ("kenji", "2025-09-05", 8.0, 7, 60, "Can't hit for 3 weeks, frustrated."),
    ("bernie", "2025-08-12", 7.0, 4, 70, "Conor: Dad a bit shaken after the hypo."),
    ("marion", "2025-08-15", 9.0, 7, 40, "Becky: Mum exhausted, counts low."),
    ("marion", "2025-10-28", 7.5, 4, 80, "Chemo finished, tired but happy."),
    ("rosa", "2025-11-05", 5.0, 6, 20, "After the reversal, walking only."),
    ("godfrey", "2025-08-20", 4.0, 5, 90, "Flushes at night."),
    ("jordan", "2025-08-25", 7.0, 5, 70, "Shins, on the bike."),
    ("shannon", "2025-08-14", 9.5, 6, 50, "Exhausted, started iron."),
    ("mo", "2025-09-12", 8.5, 3, 100, "All sessions done."),
    ("freddie", "2025-09-20", 7.0, 4, 80, "Knee puffy after five-a-side."),
    ("imogen", "2025-08-30", 8.0, 5, 40, "Ankle, upper body only."),
    ("graham", "2025-09-14", 6.5, 5, 60, "Knee flare, bike only."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("bernie", "weight", "kg", "2025-07-12", "2025-12-06", 7, 88.0, 83.0, 0.4),
    ("graham", "weight", "kg", "2025-07-21", "2025-12-08", 7, 106.0, 97.5, 0.5),
    ("marion", "resting_heart_rate", "bpm", "2025-07-07", "2025-12-08", 7, 64.0, 72.0, 1.5),
    ("duncan", "steps", "steps", "2025-07-06", "2025-12-07", 7, 6500, 9000, 700),
    ("imogen", "resting_heart_rate", "bpm", "2025-07-20", "2025-12-07", 7, 57.0, 51.0, 1.2),
    ("mo", "steps", "steps", "2025-07-08", "2025-12-02", 7, 9000, 14000, 1500),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("bernie", "goal-morag-bernie-weight", "weight", 82, "kg", "2025-12-31", "active"),
    ("graham", "goal-liesl-graham-weight", "weight", 95, "kg", "2026-02-01", "active"),
    ("duncan", "goal-morag-duncan-steps", "steps", 10000, "steps", None, "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("bernie", "2025-07-15", "HbA1c", 61, "mmol/mol", 20, 48),
    ("bernie", "2025-11-18", "HbA1c", 52, "mmol/mol", 20, 48),
    ("marion", "2025-08-11", "Neutrophils", 0.9, "10^9/L", 1.5, 7.5),
    ("marion", "2025-09-08", "Neutrophils", 2.4, "10^9/L", 1.5, 7.5),
    ("marion", "2025-10-13", "Haemoglobin", 104, "g/L", 115, 165),
    ("godfrey", "2025-07-20", "PSA", 0.8, "ng/mL", 0, 4),
    ("godfrey", "2025-11-10", "PSA", 0.1, "ng/mL", 0, 4),
    ("shannon", "2025-08-07", "Ferritin", 9, "ug/L", 15, 150),
    ("shannon", "2025-11-05", "Ferritin", 38, "ug/L", 15, 150),
    ("graham", "2025-11-03", "Total cholesterol", 6.8, "mmol/L", 0, 5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "running late sorry!!", "see you at 6", "yep", "👌", "cheers!", "is tomorrow still on?", "done and dusted",
    "sorry only just seen this", "can we do 5 instead", "on my way", "nice one", "will do", "haha brilliant",
    "thanks a million", "sound", "ok great", "booked it", "the link isnt working", "sent the money over",
    "what time again?", "sorry mad day", "🙌", "no bother", "lush, thanks", "diolch!", "ah ok", "perfect thank you",
    "bit of a week tbh, catch up soon", "wrong chat 🙈", "can i move thursday?", "yes!", "ok will try",
    "phone about to die", "see you next week", "got the email", "thanks x", "brill",
]
TRAINER_CHATTER = [
    "Brilliant, see you then.", "Booked in.", "No problem at all.", "Moved to Thursday.", "Thanks for the update.",
    "Your plan for the week is in the app.", "Don't forget to log your sessions.", "Enjoy the weekend!",
    "Invoice is in your inbox.", "Link resent.", "Good stuff.", "Any time.", "Same place as last week.",
    "Let me know if anything changes.", "Great effort this week.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261211, health_seed=20261211)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
