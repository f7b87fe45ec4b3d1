#!/usr/bin/env python3
"""Build the fifth blind data set for the answer benchmark (bench/answers_data/blind5.json).

    functions/venv/bin/python -m bench.answers_data.build_blind5

Four trainers of kinds the other rosters do not have (a para-sport coach whose squad races
wheelchairs, runs on a blade or with a guide, a cardiac-rehab instructor whose clients' wives,
sons and granddaughters text for them, a powerlifting meet-prep coach whose lifters mix pounds and
kilos, a Hyrox coach who also runs a bank's lunchtime bootcamp), 13 clients, June to November 2026
(asked on 27 November 2026): one-to-one chats, two group chats, session notes, four session
transcripts, check-ins, client profiles and health data (resting heart rate, weight, steps, blood
pressure readings, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-11-28 by helper h-blind5 (issue 14) without reading the vocabulary, kinds, drugs, sameness,
answerability, word-evidence, sides, outcomes, question-frame, names, event-dates or threads code
nor any list of benchmark failures: a held-out check of whether the fixes made on the other sets
generalise. (blind3 already has a boxing coach, a falls-prevention coach and a yoga teacher, so
this roster has none of those.)

The story messages are written the way people text: lowercase, typos, voice-dictation run-ons,
emoji, abbreviations, brand and short drug names ("GTN spray", "sumatriptan", "ramipril",
"nitrofurantoin"), Irish, Scottish, Australian, American and Jamaican English, sarcasm, negations
("no pinch", "no chest pain at all"), corrections, numbers in words ("sixty-eight and a half") and
mixed units (lb and kg, miles and km, stone), facts only in the coach's reply, facts split across
turns, a wife, a son, a brother, a mother and a granddaughter writing on a client's behalf. The
everyday chatter between them comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food,
drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind5_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind5_questions.py).

Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind5.json", HERE / "blind5_tags.json"
YEAR = 2026
START, END = datetime(2026, 6, 1, 7, 0), datetime(2026, 11, 26, 21, 0)
ASKED_AT = "2026-11-27T09:00:00Z"

TRAINERS = [
    {"id": "coach-rory", "displayName": "Rory Keane", "email": "rory.keane@example.com", "short": "rory"},
    {"id": "coach-judith", "displayName": "Judith Ashworth", "email": "judith.ashworth@example.com", "short": "judith"},
    {"id": "coach-bex", "displayName": "Bex Strand", "email": "bex.strand@example.com", "short": "bex"},
    {"id": "coach-kit", "displayName": "Kit Morrow", "email": "kit.morrow@example.com", "short": "kit"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("rory", "ellie-brandon", "Ellie Brandon", "ellie"),
    ("rory", "kieran-doyle", "Kieran Doyle", "kieran"),
    ("rory", "amit-sharma", "Amit Sharma", "amit"),
    ("rory", "josie-whelan", "Josie Whelan", "josie"),
    ("judith", "derek-holt", "Derek Holt", "derek"),
    ("judith", "norma-fitzgerald", "Norma Fitzgerald", "norma"),
    ("judith", "winston-clarke", "Winston Clarke", "winston"),
    ("bex", "tomas-ruiz", "Tomás Ruiz", "tomas"),
    ("bex", "hana-kowalski", "Hana Kowalski", "hana"),
    ("bex", "lewis-mcallister", "Lewis McAllister", "lewis"),
    ("kit", "greg-tanner", "Greg Tanner", "greg"),
    ("kit", "sophie-laurent", "Sophie Laurent", "sophie"),
    ("kit", "wen-zhao", "Wen Zhao", "wen"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("ellie", "amit", "derek", "winston", "tomas", "lewis", "greg")

PROFILES = [
    {"clientId": "ellie-brandon", "age": 28, "goal": "Break 1:50 in the wheelchair race at the Berlin Marathon on 27 September",
     "dietaryRestrictions": [], "injuries": ["T10 spinal cord injury (car crash, 2019)", "right shoulder (rotator cuff, 2026)"],
     "notes": "T54 wheelchair racer. Graphic designer in Sheffield. Races in a carbon Carbonbike chair."},
    {"clientId": "kieran-doyle", "age": 36, "goal": "Run a parkrun on a running blade by Christmas",
     "dietaryRestrictions": [], "injuries": ["left below-knee amputation (motorbike crash, 2024)"],
     "notes": "Kiz. Mechanic from Limerick, lives in Leeds. Prosthetist Tom at the limb centre. Daughter Aoibhe, 7."},
    {"clientId": "amit-sharma", "age": 44, "goal": "Run the Manchester 10k with his guide in under 55 minutes",
     "dietaryRestrictions": ["vegetarian"], "injuries": [],
     "notes": "Visually impaired (retinitis pigmentosa). Runs tethered to his brother Raj, who often texts for him. Accountant."},
    {"clientId": "josie-whelan", "age": 16, "goal": "Get picked for the GB under-18 wheelchair basketball talent camp",
     "dietaryRestrictions": ["nut allergy"], "injuries": [],
     "notes": "Spina bifida. Point guard. Mum Sinead books and sometimes texts from Josie's phone. Year 12."},
    {"clientId": "derek-holt", "age": 67, "goal": "Get back to bowls and walking the dog after his heart attack",
     "dietaryRestrictions": ["low salt"], "injuries": [],
     "notes": "Heart attack 14 May 2026, two stents. Bisoprolol, aspirin, clopidogrel, atorvastatin, GTN spray. Wife Pauline. Retired postman."},
    {"clientId": "norma-fitzgerald", "age": 74, "goal": "Manage her heart failure and walk to the shops without stopping",
     "dietaryRestrictions": ["fluid limit 1.5 litres a day"], "injuries": [],
     "notes": "Heart failure, ICD fitted 2025. Furosemide and sacubitril/valsartan. Son Declan texts for her. Retired seamstress from Dundalk."},
    {"clientId": "winston-clarke", "age": 70, "goal": "Stay fit with his AF and play dominoes tournaments without getting breathless",
     "dietaryRestrictions": [], "injuries": ["left knee (old football injury)"],
     "notes": "Atrial fibrillation, on apixaban. Retired bus inspector from Kingston, Jamaica, lives in Croydon. Granddaughter Tia."},
    {"clientId": "tomas-ruiz", "age": 27, "goal": "Total 1500 lb in the 83 kg class at the October meet",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Online client in Austin, Texas. Logs in pounds. Low-bar squatter, conventional deadlift."},
    {"clientId": "hana-kowalski", "age": 31, "goal": "Compete in the 63 kg class and bench 100 kg",
     "dietaryRestrictions": ["dairy-free"], "injuries": [],
     "notes": "Physiotherapy assistant in Coventry. Bench specialist. First full meet in September."},
    {"clientId": "lewis-mcallister", "age": 45, "goal": "Break the Scottish masters deadlift record (262.5 kg)",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Lewie. Offshore engineer from Aberdeen, two weeks on, two off. Weighs himself in stone."},
    {"clientId": "greg-tanner", "age": 41, "goal": "Finish Hyrox Manchester doubles in under 1:30 with his colleague Sam",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Aussie from Perth, actuary at Lumen Bank. Migraines 2-3 a month (sumatriptan)."},
    {"clientId": "sophie-laurent", "age": 36, "goal": "Race Hyrox Birmingham solo in the women's open",
     "dietaryRestrictions": ["vegan"], "injuries": ["plantar fasciitis, left heel (2026)"],
     "notes": "A&E nurse from Montréal on 12-hour shifts. Ex-rower."},
    {"clientId": "wen-zhao", "age": 52, "goal": "Keep up with the lunchtime bootcamp and sleep through the night",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "HR director at Lumen Bank; organised the lunchtime bootcamp. Menopause."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "ellie": [
        L("06-02 19:00", "c", "hey rory!! got my berlin entry, wheelchair race 27 sept 🇩🇪 want sub 1:50, my best is 1:56:40 from london", "ellie-intro"),
        L("06-02 19:30", "t", "Love it. Four pushes a week: one long at easy effort, one hills, one track intervals, one technique on the rollers. Gym twice for the upper back and rotator cuff.", "ellie-intro-coach"),
        L("06-24 21:00", "c", "right shoulder is grumbling on the hill reps, front of the shoulder, worse on the push not the recovery", "ellie-shoulder"),
        L("06-24 21:30", "t", "Hills off for ten days. Band external rotations and face pulls every day, and drop the gloves' contact point a touch lower on the push rim so you're not reaching.", "ellie-shoulder-coach"),
        L("07-10 18:00", "c", "shoulder fine now, did the hills today no ache at all", "ellie-shoulder-2"),
        L("08-03 12:00", "c", "pressure sore starting on my sacrum 😩 district nurse says off the race chair for a week at least", "ellie-sore"),
        L("08-03 12:30", "t", "Listen to the nurse. Arm ergo and the gym only this week, and we check your cushion and the race chair's seat cage when you're back.", "ellie-sore-coach"),
        L("08-19 20:00", "c", "new roho cushion in the day chair, skin all healed 🙏", "ellie-sore-2"),
        L("09-27 15:00", "c", "1:48:12!!!!! SUB 1:50 😭😭 berlin you beauty", "ellie-result"),
        L("09-27 15:30", "t", "ELLIE! Eight minutes off your PB. Easy fortnight now, nothing hard.", "ellie-result-coach"),
        L("10-22 19:00", "c", "got a uti again ugh, on nitrofurantoin, no pushing till its cleared", "ellie-uti"),
        L("11-13 18:00", "c", "thinking boston next april?? or is that mad", "ellie-boston"),
    ],
    "kieran": [
        L("06-05 20:00", "c", "howya rory, its kiz. got the blade fitted today at the limb centre 🦿 walked on it between the bars and nearly went on my arse lol", "kieran-blade"),
        L("06-05 20:30", "t", "That's how everyone starts! Ten minutes a day on it for the first two weeks, walking drills holding the rail, and we build from there.", "kieran-blade-coach"),
        L("06-26 18:00", "c", "stump is rubbed raw at the back of the knee after the drills. red and a blister coming", "kieran-rub"),
        L("06-26 18:20", "t", "Off the blade till it's healed, and ring Tom at the limb centre: the socket probably needs adjusting. Check the skin every night.", "kieran-rub-coach"),
        L("07-02 11:00", "c", "tom says my stump has shrunk, gave me an extra sock ply. no rubbing since", "kieran-socket"),
        L("07-30 22:00", "c", "phantom pain bad last few nights, like the foot thats not there is in a vice. gp upped the gabapentin to 300 three times a day", "kieran-phantom"),
        L("08-20 19:00", "c", "ran 400m without stopping!!! aoibhe was timing me, 3 min 10", "kieran-400"),
        L("09-16 20:00", "c", "hip flexor on the right is tight as anything from leaning over on the good leg", "kieran-hip"),
        L("09-16 20:30", "t", "That's the good leg doing the work. Couch stretch daily and we'll drill staying tall over the blade.", "kieran-hip-coach"),
        L("10-31 10:00", "c", "did 2k today, run walk, no stump pain", "kieran-2k"),
        L("11-21 11:00", "c", "first parkrun done!! 38:15 at woodhouse moor, walked a bit of the hill. not crying you're crying", "kieran-parkrun"),
        L("11-21 11:30", "t", "Kiz!!! Six months ago you were holding the rails. Savour that one.", "kieran-parkrun-coach"),
    ],
    "amit": [
        L("06-07 09:00", "c", "Hi Rory this is Raj, Amit's brother and his guide. He wants to do the Manchester 10k on 18 October, sub 55. We've been running tethered for a year", "amit-intro"),
        L("06-07 09:30", "t", "Hi Raj, hi Amit! Three runs a week together: one easy, one tempo, one long. I'll send cues for the turns so Raj can call them earlier.", "amit-intro-coach"),
        L("06-29 19:00", "c", "Raj again. Amit went over on his left ankle on a kerb on the canal path, I called it too late. Swollen but he can walk", "amit-ankle"),
        L("06-29 19:30", "t", "Ice, compress, elevate. Walk only till the swelling's down, then balance work on the ankle. And Raj, call kerbs two strides out.", "amit-ankle-coach"),
        L("07-20 18:00", "c", "amit here, using the voice thing. ankle is ok now, ran 5k with Raj no problem", "amit-ankle-2"),
        L("08-09 10:00", "c", "5k parkrun 26:02 with Raj, a PB!", "amit-5k"),
        L("09-05 20:00", "c", "raj here. we tried a shorter tether, 30cm instead of 50, feels much smoother on the turns", "amit-tether"),
        L("10-18 14:00", "c", "53:41!!! under 55 🎉 Raj cried more than me", "amit-result"),
        L("10-18 14:06", "c", "raj here, sorry its 53:14 not 53:41, read the watch upside down 🙈", "amit-result-2"),
        L("10-18 14:30", "t", "Brilliant, both of you. That's a team result.", "amit-result-coach"),
        L("11-09 09:00", "c", "Raj: we didn't run at all this week, Amit had his eye clinic and then a cold. Back next week", "amit-break"),
    ],
    "josie": [
        L("06-09 17:00", "c", "hi rory its sinead, josies mum. shes 16 and plays wheelchair basketball, point guard. the GB talent camp trials are in october and she wants to be fitter and faster off the mark", "josie-intro"),
        L("06-09 17:30", "t", "Hi Sinead! Sprints in the chair twice a week, upper-body strength twice, and I'll get her doing some ball-handling under fatigue.", "josie-intro-coach"),
        L("07-13 20:00", "c", "josie here lol. dislocated my ring finger on my left hand catching a pass 🙃 they put it back at a&e. buddy taped", "josie-finger"),
        L("07-13 20:20", "t", "Ouch! Buddy tape for three weeks, no catching with that hand for now, chair sprints and right-hand dribbling are fine.", "josie-finger-coach"),
        L("08-08 16:00", "c", "its sinead. josie has a nut allergy, just so you know for the camp snacks, she carries an epipen", "josie-allergy"),
        L("09-10 19:00", "c", "5m sprint 1.92 today!! was 2.15 in june", "josie-sprint"),
        L("10-10 18:00", "c", "sinead again. camp trials went well, she's exhausted, they tell us in november", "josie-trials"),
        L("11-18 21:00", "c", "IM IN!!! GB under 18 talent camp 🇬🇧🏀", "josie-selected"),
        L("11-18 21:15", "t", "JOSIE!!! So deserved. Tell your mum I said she's allowed to cry.", "josie-selected-coach"),
    ],
    "derek": [
        L("06-03 10:00", "c", "Morning Judith, Derek Holt. Cardiac rehab nurse gave me your name. Heart attack on 14 May, two stents. On bisoprolol and a load of others. Scared to push myself honestly", "derek-intro"),
        L("06-03 10:30", "t", "Morning Derek. That's very normal. We go by how it feels, not your heart rate, because the bisoprolol keeps it low: you should be able to talk in sentences. Three walks a week and two sessions with me.", "derek-intro-coach"),
        L("06-25 15:00", "c", "Pauline here, Derek's wife. He had tightness in his chest walking up Castle Hill today. Used the GTN spray, went in 2 minutes", "derek-chest"),
        L("06-25 15:20", "t", "Thank you Pauline. He did the right thing. Flat routes only this week, and please tell his cardiac nurse today. If the spray doesn't work after two goes, ring 999.", "derek-chest-coach"),
        L("07-16 18:00", "c", "Cardiac nurse says the angina was probably the cold wind and going too fast, no changes to tablets. Back on the hills slowly", "derek-nurse"),
        L("08-13 12:00", "c", "bowls on saturday for the first time since may, played 3 ends and won one 😂", "derek-bowls"),
        L("09-09 19:00", "c", "ankles are swollen in this heat, is that the tablets", "derek-ankles"),
        L("09-09 19:20", "t", "It can be the amlodipine they added in August, heat makes it worse. Mention it to your GP, feet up in the evening.", "derek-ankles-coach"),
        L("10-22 11:00", "c", "cholesterol LDL 1.6 now, the consultant says that's where it should be", "derek-ldl"),
        L("11-12 17:00", "c", "walked the dog round the reservoir, 4 miles, no chest pain at all", "derek-walk"),
    ],
    "norma": [
        L("06-04 11:00", "c", "Hello Judith, Declan here, Norma's son. Mam has heart failure and gets breathless walking to the shop. The heart failure nurse said gentle exercise would help. She has a defibrillator fitted", "norma-intro"),
        L("06-04 11:30", "t", "Hello Declan. Yes, it helps a lot. Seated strength twice a week with me, short walks every day, and I'll keep the arm on the ICD side below shoulder height for her.", "norma-intro-coach"),
        L("06-04 11:40", "t", "Ask her to weigh every morning, after the toilet, before breakfast. If she puts on 2 kg in 3 days, ring the heart failure nurse.", "norma-weigh-coach"),
        L("07-08 09:00", "c", "Declan. She was up 2.3 kilos since Saturday and her ankles were up. Nurse doubled the water tablet for 3 days", "norma-fluid"),
        L("07-22 16:00", "c", "Its norma. I walked to the shop and back without sitting on the wall. First time this year", "norma-shop"),
        L("08-26 10:00", "c", "Declan here. Mam's defibrillator went off on Sunday 😢 she's ok, they kept her in 2 nights and changed one of her tablets", "norma-shock"),
        L("08-26 10:30", "t", "I'm so sorry, that must have been frightening for you both. No sessions until the cardiology team says so, and then we restart gently.", "norma-shock-coach"),
        L("09-16 12:00", "c", "Cardiology said she can start again. She's nervous", "norma-restart"),
        L("10-20 14:00", "c", "Norma. I did the sit to stand 10 times today without my hands. Judith was very pleased", "norma-sts"),
        L("11-17 15:00", "c", "Declan. Bloods good, the BNP is down by half since June", "norma-bnp"),
    ],
    "winston": [
        L("06-08 18:00", "c", "Good evening Judith. Winston Clarke. I have the atrial fibrillation and the doctor says exercise is fine but I get breathless playing dominoes in the tournament, too excited!!", "winston-intro"),
        L("06-08 18:30", "t", "Good evening Winston! Let's build your fitness: brisk walking three times a week and strength with me on Wednesdays. Your heart may race a little when the AF is playing up, so we go by feel.", "winston-intro-coach"),
        L("07-01 20:00", "c", "big bruise on my thigh from the table edge, the blood thinner makes me bruise like a peach", "winston-bruise"),
        L("07-01 20:15", "t", "Common on apixaban. If a bruise keeps spreading or you cut yourself and it won't stop, get it checked.", "winston-bruise-coach"),
        L("07-29 17:00", "c", "this is tia, winstons granddaughter. grandad says his heart was racing on the walk on sunday so he stopped and sat down. he's fine now", "winston-racing"),
        L("07-29 17:30", "t", "Thanks Tia. Stopping was right. If it lasts more than 15 minutes or he feels faint, he needs a doctor.", "winston-racing-coach"),
        L("09-02 19:00", "c", "Won the dominoes in Brixton! And I walked there, 2 miles", "winston-dominoes"),
        L("10-07 18:00", "c", "My left knee is complaining on the stairs again, the old football one", "winston-knee"),
        L("10-07 18:30", "t", "Let's swap the step-ups for sit to stands and straight leg raises for a couple of weeks.", "winston-knee-coach"),
        L("11-11 19:00", "c", "cardiologist says the AF is well controlled, see him again in a year", "winston-cardio"),
    ],
    "tomas": [
        L("06-01 15:00", "c", "yo coach! meet is oct 24, 83 class. current maxes 545/330/600 lbs. want a 1500 total", "tomas-intro"),
        L("06-01 15:30", "t", "Let's go. Sixteen weeks: volume through July, intensity in August and September, peak in October. Every set by RPE, log the top sets in the app.", "tomas-intro-coach"),
        L("06-23 23:00", "c", "squat 455x5 @ rpe 8, felt smoooth", "tomas-squat"),
        L("07-14 22:00", "c", "lower back tweaked pulling 585, like a pinch on the right side just above the belt. not going down the leg", "tomas-back"),
        L("07-14 22:30", "t", "Deadlifts at 70 % for a week, keep squatting but belt on from the first warm-up, McGill big 3 daily. If it goes down the leg, see someone.", "tomas-back-coach"),
        L("07-22 23:00", "c", "back good, pulled 550x3 no pinch", "tomas-back-2"),
        L("08-19 22:00", "c", "left elbow cranky on low bar squats, bench is fine", "tomas-elbow"),
        L("08-19 22:30", "t", "Widen your grip a finger and wear elbow sleeves; it's the low-bar position, not the bench.", "tomas-elbow-coach"),
        L("10-01 14:00", "t", "Openers: squat 512, bench 314, deadlift 562 (lb). Nothing that isn't a triple on a bad day.", "tomas-openers"),
        L("10-25 01:00", "c", "9/9!!! 573 / 341 / 622 for a 1536 total 🏆 2nd in the class", "tomas-result"),
        L("10-25 01:30", "t", "Nine for nine is the dream meet. Deload two weeks, then we plan nationals.", "tomas-result-coach"),
    ],
    "hana": [
        L("06-14 10:00", "c", "hiii bex, walking round 64.5, want to do the 63s at the divisionals on 19 sept. bench is my baby, 92.5 best", "hana-intro"),
        L("06-14 10:30", "t", "Doable. Lose it slowly, no water cut for a kilo and a half. Bench three times a week, squat and deadlift twice.", "hana-intro-coach"),
        L("07-11 20:00", "c", "pec feels weird on the left near the armpit after heavy singles, like a pull", "hana-pec"),
        L("07-11 20:30", "t", "No singles for two weeks: paused triples at 80 %, and no bench at all if it's sharp. Pecs tear near the armpit, not worth it.", "hana-pec-coach"),
        L("07-26 12:00", "c", "pec all good, no pain on the pause", "hana-pec-2"),
        L("08-20 21:00", "c", "been eating my nephews haribo... dont judge me", "hana-haribo"),
        L("09-19 18:00", "c", "weighed in 62.7 ✅ benched 97.5 PB 🥹 total 352.5", "hana-meet"),
        L("09-19 18:30", "t", "Ninety-seven and a half! A five kilo bench PR at your first meet in the 63s.", "hana-meet-coach"),
        L("10-22 19:00", "c", "chiro says my left hip is out again ugh", "hana-hip"),
        L("10-22 19:30", "t", "I don't love the word 'out'. Does it hurt when you squat? If it's only stiff, hip airplanes and the 90/90 stretch.", "hana-hip-coach"),
        L("11-12 20:00", "c", "hip fine under the bar, just stiff after driving", "hana-hip-2"),
    ],
    "lewis": [
        L("06-09 19:00", "c", "Aye Bex. 45, 105kg, deadlift 250 on a good day. Want the Scottish masters record, its 262.5", "lewis-intro"),
        L("06-09 19:30", "t", "Let's have it. Deadlift twice a week, one heavy day and one of speed pulls, and we clean up your squat depth.", "lewis-intro-coach"),
        L("07-04 09:00", "c", "GP says my blood pressure's high, 152 over 96, wants me on ramipril. Can I still lift heavy", "lewis-bp"),
        L("07-04 09:30", "t", "Yes, with your GP's OK: breathe out on the way up on the lighter sets, no long breath holds on anything above 90 %, and check it at home once a week.", "lewis-bp-coach"),
        L("08-15 18:00", "c", "ramipril giving me a tickly cough, doc's switching me to amlodipine", "lewis-cough"),
        L("09-03 20:00", "c", "hammy twinged at the top of a romanian, right leg, no bad", "lewis-ham"),
        L("09-03 20:30", "t", "RDLs off for a fortnight, light slow leg curls. Pulls from the floor are fine if it doesn't bite.", "lewis-ham-coach"),
        L("10-31 21:00", "c", "263 AT THE SCOTTISH MASTERS. RECORD IS MINE 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "lewis-record"),
        L("10-31 21:15", "t", "LEWIS! 263! Told you so.", "lewis-record-coach"),
        L("11-16 08:00", "c", "bp 131 over 84 on the home monitor this week. 16 stone 2 as well", "lewis-bp-2"),
    ],
    "greg": [
        L("06-11 12:00", "c", "hey kit, signed up for hyrox manchester doubles with sam from work, 14 nov. never done a wall ball in my life mate", "greg-intro"),
        L("06-11 12:30", "t", "Welcome Greg! Thursday bootcamp with the team plus two runs a week. Wall balls, sled and lunges we drill in bootcamp.", "greg-intro-coach"),
        L("07-09 08:00", "c", "migraine again yesterday, had to take the sumatriptan and lie in a dark room. third this month", "greg-migraine"),
        L("07-09 08:30", "t", "Sorry Greg. Keep a diary for a month: sleep, screen hours, caffeine, water. Let's spot the pattern first.", "greg-migraine-coach"),
        L("08-04 19:00", "c", "diary says its the days I skip brekkie and smash 4 flat whites. who knew 🙃", "greg-diary"),
        L("09-08 13:00", "c", "lower back sore after the sled push, not sharp, just tight across the belt line", "greg-back"),
        L("09-08 13:30", "t", "Hips lower on the sled and arms straight, don't round over. Cat-cow and bird dogs today, and the sled light on Thursday.", "greg-back-coach"),
        L("10-13 12:00", "c", "only 1 migraine in september!! and back fine", "greg-migraine-2"),
        L("11-15 18:00", "c", "1:27:44 with sam 💪 wall balls nearly killed me, did them in sets of 10", "greg-result"),
        L("11-15 18:30", "t", "Under 1:30! Wall balls in tens was the right call.", "greg-result-coach"),
    ],
    "sophie": [
        L("06-15 21:00", "c", "Hi Kit, entered Hyrox Birmingham solo 12 dec. ex rower so the row is fine lol, running is my weak bit. nurse, 12 hr shifts", "sophie-intro"),
        L("06-15 21:30", "t", "Thanks Sophie. Let's build the running to four times a week, one of them a run-station-run session. Nights weeks we keep it to two.", "sophie-intro-coach"),
        L("07-17 08:00", "c", "nights all week, no energy for anything sorry", "sophie-nights"),
        L("08-08 10:00", "c", "left heel killing me first thing in the morning, like stepping on glass, eases after 10 min", "sophie-heel"),
        L("08-08 10:30", "t", "Sounds like plantar fasciitis. Calf raises slow on a step, roll the arch, proper trainers on shift, and cut the run volume by half for two weeks.", "sophie-heel-coach"),
        L("08-29 19:00", "c", "physio confirmed plantar fasciitis. heel is a 3/10 now, was 7", "sophie-physio"),
        L("09-14 20:00", "c", "did a sim race, 1:24 total, sandbag lunges were horrific 🥵", "sophie-sim"),
        L("10-27 19:00", "c", "1k repeats at 4:25 pace and heel didnt say a word", "sophie-reps"),
        L("11-18 07:30", "c", "pulled something in my right calf on the run to work, sore to walk", "sophie-calf"),
        L("11-18 08:00", "t", "No running till you can hop on it without pain. Row and ski erg only, and get the physio to look this week.", "sophie-calf-coach"),
    ],
    "wen": [
        L("06-16 12:00", "c", "Hi Kit, Wen from Lumen Bank HR. Lunchtime bootcamp for 14 staff on Thursdays at 12.30 please. I'll join too, though menopause is wrecking my sleep", "wen-intro"),
        L("06-16 12:30", "t", "Lovely to meet you, Wen. Thursdays work. Everything will have an easier option, nobody gets left behind.", "wen-intro-coach"),
        L("07-21 18:00", "c", "started HRT, the patches. GP says give it 3 months", "wen-hrt"),
        L("08-25 07:00", "c", "slept 6 hours straight!!! first time in a year", "wen-sleep"),
        L("09-30 18:00", "c", "wrist hurts on the burpees, the right one", "wen-wrist"),
        L("09-30 18:20", "t", "Do them on your fists or on the step for a couple of weeks, and we'll add wrist prep to the warm-up.", "wen-wrist-coach"),
        L("10-29 13:30", "c", "the CEO joined bootcamp today 😬 he did not enjoy the burpees", "wen-ceo"),
        L("11-17 20:00", "c", "hot flushes almost gone, maybe one a day", "wen-flushes"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-rory-para-squad", "trainer": "rory", "members": ["ellie", "kieran", "amit", "josie"],
        "lines": [
            L("06-06 09:00", "t", "Para squad chat! Saturday track session 9am at the stadium. Bring water and whatever spares your kit needs.", "g-ps-start"),
            L("07-11 10:30", "kieran", "anyone got a spare 5mm allen key? left mine in an uber 🤦", "g-kieran-key"),
            L("08-22 19:00", "ellie", "whos coming to watch josie's club play on the 30th? 🏀", "g-ellie-josie"),
            L("09-28 09:00", "t", "Ellie went 1:48 in Berlin yesterday!! 🔥", "g-ellie-berlin"),
            L("10-19 10:00", "amit", "raj says thanks for all the cheers yesterday, we heard you at the 8k", "g-amit-cheers"),
        ],
    },
    {
        "id": "chat-kit-lumen", "trainer": "kit", "members": ["greg", "wen"],
        "lines": [
            L("06-18 09:00", "t", "Lumen Bank bootcamp: Thursdays 12.30 in the basement car park gym. Trainers, water, no heroics.", "g-lb-start"),
            L("07-23 14:00", "greg", "can we do the partner wall ball thing again, it was savage", "g-greg-wallball"),
            L("08-27 10:00", "wen", "no bootcamp next week, the car park is being resurfaced", "g-wen-carpark"),
            L("10-01 09:00", "t", "New term: eight weeks, Thursdays, same time. A low-impact option for anyone with sore knees.", "g-lb-term"),
            L("11-05 15:00", "greg", "the ceo fell asleep in the cool down stretch and SNORED 😂", "g-greg-snore"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("rory", "ellie", "2026-06-03", "Ellie: T54, T10 complete. Best marathon 1:56:40 (London). Right shoulder clear at assessment. Push rim gloves checked. Target Berlin 27 Sept, sub 1:50."),
    ("rory", "kieran", "2026-06-06", "Kieran: left transtibial amputee, first blade fitted 5 June. Ten minutes a day on the blade. Walking drills at the rail, hip strength, core. Skin checks nightly."),
    ("rory", "amit", "2026-06-08", "Amit: RP, guided by brother Raj on a 50 cm tether. 10k best 58:30. Cues for turns and kerbs two strides early. Easy, tempo, long."),
    ("rory", "josie", "2026-06-10", "Josie (16): spina bifida, point guard. 5 m chair sprint 2.15 s. Upper-body strength, chair sprints, ball handling under fatigue. Mum Sinead."),
    ("judith", "derek", "2026-06-04", "Derek (67): MI 14 May, two stents (LAD). Bisoprolol so HR unreliable, use talk test and RPE 11-13. GTN spray carried. 6-minute walk 410 m."),
    ("judith", "norma", "2026-06-05", "Norma (74): heart failure, ICD left side. Furosemide, sacubitril/valsartan. Daily weights, 2 kg in 3 days rule. Seated strength, 5-minute walks. 6-minute walk 220 m."),
    ("judith", "winston", "2026-06-09", "Winston (70): AF on apixaban, bisoprolol. Old left knee injury. Brisk walks 3x a week, strength Wednesdays. Bruises easily."),
    ("bex", "tomas", "2026-07-15", "Tomás: right-sided low back pinch pulling 585 lb, no leg symptoms. Deadlift at 70 % for a week, McGill big 3, belt for every squat set."),
    ("bex", "hana", "2026-07-12", "Hana: left pec strain near the armpit after heavy bench singles. No singles for 2 weeks; paused triples at 80 %. Bodyweight 63.9 kg."),
    ("bex", "lewis", "2026-06-10", "Lewis: 45, 105 kg. Deadlift 250 kg, squat 200 kg, bench 140 kg. Scottish masters record 262.5 kg. Conventional stance, hook grip."),
    ("kit", "greg", "2026-06-12", "Greg: Hyrox doubles novice. Wall balls 9 kg to a 2.7 m target, sets of 5. Sled push 102 kg in the gym. Migraines 2-3 a month (sumatriptan)."),
    ("kit", "sophie", "2026-06-16", "Sophie: ex-rower, 2k row 7:31. Running 5k 25:40. Shift work: two sessions in night weeks. Target Hyrox Birmingham solo."),
    ("kit", "wen", "2026-06-17", "Wen: perimenopause, sleeping 4-5 hours, hot flushes. Organises the Lumen Bank bootcamp. Low-impact options for jumps."),
]

TRANSCRIPTS = [
    {
        "id": "tr-rory-ellie-20260915", "trainer": "rory", "client": "ellie", "startedAt": "2026-09-15T18:00:00Z",
        "title": "Video call: Berlin race plan",
        "lines": [
            ("Coach", 0, "Twelve days out. Let's talk about the start."),
            ("Ellie", 4, "The cobbles at the start terrify me."),
            ("Coach", 9, "Stay on the left of the pack, and don't chase anyone in the first five kilometres."),
            ("Ellie", 18, "What split should I hold?"),
            ("Coach", 23, "Two minutes thirty-five a kilometre, and a gel at 15 and 30 kilometres."),
            ("Ellie", 35, "Shoulder's been perfect."),
            ("Coach", 40, "Good. Same band warm-up in the call room, and no new gloves on race day."),
        ],
    },
    {
        "id": "tr-judith-norma-20261020", "trainer": "judith", "client": "norma", "startedAt": "2026-10-20T11:00:00Z",
        "title": "Home session: restart after the ICD shock",
        "lines": [
            ("Coach", 0, "How have your weights been this week, Norma?"),
            ("Norma", 5, "Steady. Sixty-eight and a half every morning."),
            ("Coach", 10, "Lovely. Ten sit to stands now, no hands if you can."),
            ("Norma", 40, "I did all ten!"),
            ("Coach", 45, "You did. Next week we add a walk to the end of the road and back."),
        ],
    },
    {
        "id": "tr-bex-tomas-20261001", "trainer": "bex", "client": "tomas", "startedAt": "2026-10-01T14:00:00Z",
        "title": "Video call: attempt selection",
        "lines": [
            ("Coach", 0, "Openers first: 512 squat, 314 bench, 562 deadlift."),
            ("Tomás", 6, "And the thirds?"),
            ("Coach", 10, "Third squat 573 if the second moves fast. We decide the bench on the day."),
            ("Tomás", 19, "Do I need to cut any weight?"),
            ("Coach", 23, "You're 82.1 kilos. Eat normally, no cut."),
        ],
    },
    {
        "id": "tr-kit-sophie-20261027", "trainer": "kit", "client": "sophie", "startedAt": "2026-10-27T18:30:00Z",
        "title": "Studio session: station practice",
        "lines": [
            ("Coach", 0, "Sandbag lunges first, twenty metres, then the sled."),
            ("Sophie", 40, "Heel's fine, no pain at all."),
            ("Coach", 44, "Then keep the calf raises twice a week and we'll go to full run volume next week."),
            ("Sophie", 60, "What weight on the sled in Birmingham?"),
            ("Coach", 64, "One hundred and two kilos for the women's open push, including the sled."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("ellie", "2026-08-08", 6.5, 7, 60, "Off the race chair with the pressure sore."),
    ("ellie", "2026-09-20", 8.0, 5, 100, "Taper, feeling fast."),
    ("kieran", "2026-08-01", 4.5, 8, 70, "Phantom pain keeping me up."),
    ("amit", "2026-07-04", 7.0, 4, 50, "Ankle, walking only."),
    ("josie", "2026-07-18", 8.5, 3, 80, "Finger taped, did chair sprints."),
    ("derek", "2026-06-27", 7.0, 6, 90, "Pauline filled this in. Chest tightness on the hill on Thursday."),
    ("norma", "2026-09-01", 6.0, 8, 0, "Declan: in hospital after the ICD went off."),
    ("winston", "2026-09-05", 7.5, 2, 100, "Dominoes champion."),
    ("tomas", "2026-10-18", 8.0, 6, 100, "Peak week, nervous."),
    ("hana", "2026-09-12", 6.5, 7, 90, "Work busy, weight on track."),
    ("lewis", "2026-09-07", 5.5, 6, 60, "Offshore rotation, hotel gym only."),
    ("greg", "2026-07-12", 6.0, 8, 70, "Quarter end at work, two migraines."),
    ("sophie", "2026-07-18", 4.5, 7, 30, "Night shifts."),
    ("wen", "2026-08-27", 6.0, 4, 90, "Sleeping better on the patches."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("derek", "resting_heart_rate", "bpm", "2026-06-04", "2026-11-19", 7, 62.0, 56.0, 1.5),
    ("norma", "weight", "kg", "2026-06-05", "2026-11-20", 7, 70.4, 68.5, 0.4),
    ("lewis", "systolic_bp", "mmHg", "2026-07-06", "2026-11-16", 7, 150.0, 131.0, 2.0),
    ("hana", "weight", "kg", "2026-06-15", "2026-09-17", 7, 64.5, 62.8, 0.2),
    ("amit", "steps", "steps", "2026-06-08", "2026-11-15", 7, 7000, 9500, 600),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("norma", "goal-judith-norma-weight", "weight", 70, "kg", None, "active"),
    ("hana", "goal-bex-hana-weight", "weight", 63, "kg", "2026-09-19", "achieved"),
    ("amit", "goal-rory-amit-steps", "steps", 10000, "steps", "2026-12-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("derek", "2026-06-05", "LDL cholesterol", 3.1, "mmol/L", 0, 1.8),
    ("derek", "2026-10-20", "LDL cholesterol", 1.6, "mmol/L", 0, 1.8),
    ("norma", "2026-06-10", "NT-proBNP", 1850, "ng/L", 0, 400),
    ("norma", "2026-11-13", "NT-proBNP", 910, "ng/L", 0, 400),
    ("winston", "2026-08-12", "Haemoglobin", 128, "g/L", 130, 170),
    ("lewis", "2026-08-05", "eGFR", 78, "mL/min/1.73m2", 60, 120),
    ("ellie", "2026-07-01", "Vitamin D", 38, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ok", "see you tues", "done ✅", "omw", "sorry running 10 late!!", "can we push to later?", "yep yep",
    "👍", "thank you!", "perfect", "haha", "lol ok", "cheers", "sorry, mad week", "will do it tonight",
    "paid 👍", "app wont load again", "kk", "sounds good", "cant do tmrw, thurs?", "booked", "ta very much",
    "🙏", "legend", "leaving now", "forgot to log it", "same time next week?", "yes please", "got it",
    "2 mins", "which door is it?", "only just seen this sorry", "deal", "crazy day, chat later?", "all good",
    "ah right makes sense", "have a good weekend!", "wrong chat sorry 🙈", "no worries", "brilliant thanks", "💪",
    "is there parking?", "phone died sorry", "obrigado!", "no dramas", "grand",
]
TRAINER_CHATTER = [
    "Great work today!", "You're booked in.", "See you then.", "No problem, Thursday works.", "Logged, thanks.",
    "This week's plan is in the app.", "Reminder to log your sessions.", "Have a lovely weekend!",
    "Happy to move it, just say.", "Thanks for letting me know.", "Invoice sent.", "Try the app again now.",
    "Perfect.", "Nice one 👍", "Any time!", "Same place as usual.", "Parking's free after 6.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261127, health_seed=20261127)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
