#!/usr/bin/env python3
"""Build the twenty-eighth blind data set for the answer benchmark (bench/answers_data/blind28.json).

    functions/venv/bin/python -m bench.answers_data.build_blind28

Four trainers of kinds the other rosters do not have (a korfball conditioning coach in Tonbridge with
an attacker of 22 in the GB development squad, a trainee electrician who strains his left hamstring
sprinting for a rebound on 12 September (grade 1, no scan, three weeks no sprinting) and whose
girlfriend Hope texts, a pharmacist of 29, a coeliac defender with exercise asthma (peak flow 380
then 450) and a right patellar tendinopathy on an ultrasound on 14 October (no injection) whose
husband texts, and a veterans' postman of 51 on atorvastatin (cholesterol 6.8 then 5.1) who weighs
himself in stone, gets a left Achilles tendinopathy (no scan), grows a moustache for Movember and
whose daughter texts; a baseball and softball coach in Peterborough with a pitcher of 17 in the GB
under-18s whose right elbow's ulnar collateral ligament is sprained on an MRI on 9 September (no
tear, no surgery, six weeks no throwing), who reaches 81 mph in December and whose dad texts, a
midwife of 34 at shortstop with an underactive thyroid (levothyroxine 75 then 100 mcg; TSH 6.2 then
2.1) who breaks her left little finger catching a line drive on 18 July (an A&E x-ray, buddy
strapping, no operation) and whose sister texts, and a retired plumber of 63 at first base with
atrial fibrillation on apixaban whose right shoulder shows a rotator cuff tendinopathy on an
ultrasound on 3 November (no tear) and gets a steroid injection on 24 November, whose wife Pat
texts; a tai chi and qigong instructor in Gloucester with a retired signalman of 79 on ramipril who
breaks his left wrist (a Colles fracture, plaster six weeks) tripping on a hose on 6 August, whose
timed up and go falls from 14 to 10 seconds, who weighs himself in stone and whose son texts, a
school receptionist of 58 with low back pain and a left-sided L4-L5 disc bulge on an MRI on 22
October (no surgery, amitriptyline 10 mg at night) who stops smoking for Stoptober (15 a day), has
low vitamin D (28 then 64) and whose husband texts, and a retired accountant of 66 on losartan
(blood pressure 148/92 then 132/80) with a left frozen shoulder and a hydrodilatation injection on
16 November whose daughter texts; a race-walking coach in Douglas, Isle of Man with a junior of 16
(5 km 25:40 then 25:12) whose right shin shows a stress reaction of the tibia on an MRI on 2
November (not a fracture, six weeks no walking, a boot for two) and whose mum Sue texts, a vegan
librarian of 44 with a left plantar fasciitis (no scan) who walks the End to End (39 miles) on 20
September in 8:52 and whose partner Jo texts, and a retired ferry engineer of 71 with weak kidneys
(eGFR 52 then 58) who has a cataract operation on his right eye on 30 September, weighs himself in
stone, walks his first 10 km race in December and whose granddaughter texts), 12 clients, 1 July to
19 December 2015 (asked on 5 January 2016): one-to-one chats, four group chats, session notes,
four session transcripts, check-ins, client profiles and health data (weight of four clients,
resting heart rate of three, steps of three, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-01 by helper h-blind28 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only its format notes and the twenty-seventh blind set's section: a held-out
check of whether the fixes made on the other sets generalise.

The period, July to December 2015, is one no other roster covers (blind6 covers July to December
2025, blind25 starts in January 2016), so the questions asked in January say "in the autumn", "back
in the summer", "before christmas", "during the rugby world cup", "over half term", "since the
clocks went back" and "in the second half of the year". The hottest July day (Wednesday 1 July),
Wimbledon's men's final (Sunday 12 July), the Lord's Test (16-19 July), the Tour de France's final
day (Sunday 26 July), the Ashes won at Trent Bridge (Saturday 8 August), the August bank holiday
(Monday 31 August), the Great North Run (Sunday 13 September), the Rugby World Cup in England (Friday
18 September to Saturday 31 October; England lost to Wales on 26 September and were out on 3
October), Yom Kippur (23 September), the clocks going back (Sunday 25 October), half term (26-30
October), Halloween, Bonfire Night (Thursday 5 November), Remembrance Sunday (8 November), Diwali
(Wednesday 11 November), Storm Abigail (12-13 November), Black Friday (27 November), Storm Desmond
(5-6 December), Movember, Stoptober and the last day of school (Friday 18 December) lie inside it;
every weekday is checked with Python's `datetime`. The story messages are written the way people
text: lowercase, typos, run-ons, emoji, shorthand and slang (korfball "the post", "rebounds", "the
vets", "the twos"; baseball and softball "bullpen", "long toss", "line drive", "double header",
"slowpitch", "first base"; tai chi "the form", "qigong", "the standing set"; race walking "red card",
"bent knee", "the end to end", "the prom", "the parish"), Manx ("the island", "across"), Kentish and
Fenland English, mixed units (kg, stone, miles, km, feet, mph, seconds, minutes, hours, mmol/L,
mU/L, nmol/L, mL/min, L/min, mg, mcg, units, pitches, reps, steps, goals), negations ("no scan
needed", "no tear", "no surgery", "no op", "no injection", "not a fracture yet", "no cigs"),
revisions later (a shin "sore" then a stress reaction, a shoulder that "hurts lifting" then rotator
cuff tendinopathy, a heel "sore first thing" then plantar fasciitis, a back "bad for years" then a
disc bulge, a levothyroxine dose 75 then 100 mcg, a shoulder "stiff" then frozen), plans lying after
the period (the European Championships in October 2016, a beach tournament in Holland, a college in
Florida, a softball tour to Spain in April, managing the over-50s next season, tai chi in the park on
New Year's Day, a tai chi weekend in Wales, Gujarat in February, the inter-counties in March, the
Parish Walk in June), facts only in the coach's reply, only in a note, only in a transcript or only
in a lab panel, a relative or partner writing for every client (a girlfriend, a husband twice, a
daughter twice, a dad, a sister, a wife, a son, a mum, a partner, a granddaughter; Hope, Pat, Sue
and Jo are also words), nicknames (Tanz, Pri, Foulkesy, Ty, Sho, Baz, Harry, Raine, Sanj, El,
Ruthie, Desi — Des is short for Desmond, whose storm hits the island) and hamstring, knee, Achilles,
elbow, finger, shoulder, wrist, back and leg, shoulder, shin, heel and eye with sides. The everyday
chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no
body part, food, drink, medicine, sport, event or number a question asks about. Deterministic: two
runs write byte-identical files. `blind28_tags.json` maps the story tags to message ids for the
question list (bench/answers_data/blind28_questions.py).

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
OUT, TAGS_OUT = HERE / "blind28.json", HERE / "blind28_tags.json"
YEAR = 2015
START, END = datetime(2015, 7, 1, 7, 0), datetime(2015, 12, 19, 21, 0)
ASKED_AT = "2016-01-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-femke", "displayName": "Femke de Vries", "email": "femke.devries@example.com", "short": "femke"},
    {"id": "coach-carla", "displayName": "Carla Bennett", "email": "carla.bennett@example.com", "short": "carla"},
    {"id": "coach-wendy", "displayName": "Wendy Cheung", "email": "wendy.cheung@example.com", "short": "wendy"},
    {"id": "coach-trevor", "displayName": "Trevor Quayle", "email": "trevor.quayle@example.com", "short": "trevor"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("femke", "josh-tanner", "Josh Tanner", "josh"),
    ("femke", "priya-chauhan", "Priya Chauhan", "priya"),
    ("femke", "graham-foulkes", "Graham Foulkes", "graham"),
    ("carla", "tyler-okafor", "Tyler Okafor", "tyler"),
    ("carla", "shona-reid", "Shona Reid", "shona"),
    ("carla", "barry-nolan", "Barry Nolan", "barry"),
    ("wendy", "harold-pim", "Harold Pim", "harold"),
    ("wendy", "lorraine-daley", "Lorraine Daley", "lorraine"),
    ("wendy", "sanjay-mistry", "Sanjay Mistry", "sanjay"),
    ("trevor", "ellie-kinvig", "Ellie Kinvig", "ellie"),
    ("trevor", "ruth-corlett", "Ruth Corlett", "ruth"),
    ("trevor", "des-crellin", "Des Crellin", "des"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("josh", "graham", "shona", "harold", "ellie", "des")

PROFILES = [
    {"clientId": "josh-tanner", "age": 22, "goal": "A higher jump for rebounds and a quicker first step, and a place in the GB squad",
     "dietaryRestrictions": [], "injuries": ["left hamstring strain, grade 1 (12 September 2015), no scan, 3 weeks no sprinting"],
     "notes": "Korfball, attack. Tonbridge and the GB development squad. Trainee electrician. Known as Tanz. Girlfriend Hope."},
    {"clientId": "priya-chauhan", "age": 29, "goal": "Last the full 60 minutes of a korfball match without her chest tightening",
     "dietaryRestrictions": ["gluten free (coeliac disease)"],
     "injuries": ["exercise-induced asthma (salbutamol before games; a brown preventer inhaler from November 2015)",
                  "right patellar tendinopathy (ultrasound 14 October 2015), no injection"],
     "notes": "Korfball, defence, Tonbridge second team. Pharmacist. Known as Pri. Husband Nikhil."},
    {"clientId": "graham-foulkes", "age": 51, "goal": "Down to 15 stone and his cholesterol under 5",
     "dietaryRestrictions": ["low fat"], "injuries": ["high cholesterol (atorvastatin 20 mg)", "left Achilles tendinopathy (September 2015), no scan"],
     "notes": "Veterans' korfball. Postman. Known as Foulkesy. Daughter Amy."},
    {"clientId": "tyler-okafor", "age": 17, "goal": "Throw 80 mph and pitch for the GB under-18s",
     "dietaryRestrictions": [], "injuries": ["right elbow ulnar collateral ligament sprain (MRI 9 September 2015), no tear, no surgery, 6 weeks no throwing"],
     "notes": "Baseball pitcher, Peterborough Tigers and GB under-18s. A-level student. Known as Ty. Dad Emeka."},
    {"clientId": "shona-reid", "age": 34, "goal": "More energy on shift and a throw that reaches first base",
     "dietaryRestrictions": [], "injuries": ["hypothyroidism (levothyroxine 75 mcg, 100 mcg from August 2015)",
                                             "left little finger fracture (18 July 2015), x-ray at A&E, buddy strapping, no operation"],
     "notes": "Slowpitch softball, shortstop. Midwife. Known as Sho. Sister Kirsty."},
    {"clientId": "barry-nolan", "age": 63, "goal": "Lose a few kilos and keep playing first base for the over-50s",
     "dietaryRestrictions": [], "injuries": ["atrial fibrillation (apixaban 5 mg twice a day, a blood thinner)",
                                             "right shoulder rotator cuff tendinopathy (ultrasound 3 November 2015), no tear, steroid injection 24 November 2015"],
     "notes": "Over-50s softball, first base. Retired plumber. Known as Baz. Wife Pat."},
    {"clientId": "harold-pim", "age": 79, "goal": "Steadier on his feet and no more falls",
     "dietaryRestrictions": ["low salt"], "injuries": ["high blood pressure (ramipril 5 mg)",
                                                      "left wrist Colles fracture (fall 6 August 2015), x-ray at A&E, plaster 6 weeks"],
     "notes": "Tai chi for balance. Retired railway signalman. Known as Harry. Son Keith."},
    {"clientId": "lorraine-daley", "age": 58, "goal": "Walk 6,000 steps a day without her back aching, and stop smoking",
     "dietaryRestrictions": [], "injuries": ["low back pain, L4-L5 disc bulge on the left (MRI 22 October 2015), no surgery, amitriptyline 10 mg at night",
                                             "low vitamin D (colecalciferol 800 units a day)"],
     "notes": "Tai chi and qigong. Primary school receptionist. Stopped smoking in October 2015 (was 15 a day). Known as Raine. Husband Clive."},
    {"clientId": "sanjay-mistry", "age": 66, "goal": "Calmer, his blood pressure down, and his left arm behind his back again",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["high blood pressure (losartan 50 mg)",
                                                        "left frozen shoulder (August 2015), hydrodilatation injection 16 November 2015"],
     "notes": "Tai chi. Retired accountant. Known as Sanj. Daughter Anjali."},
    {"clientId": "ellie-kinvig", "age": 16, "goal": "Under 25 minutes for 5 km and the English Schools",
     "dietaryRestrictions": [], "injuries": ["right shin (tibia) stress reaction on MRI 2 November 2015, not a fracture, 6 weeks no walking training, boot 2 weeks"],
     "notes": "Junior race walker, Manx Harriers. School pupil. Known as El. Mum Sue."},
    {"clientId": "ruth-corlett", "age": 44, "goal": "Walk the End to End (39 miles) and race the masters",
     "dietaryRestrictions": ["vegan"], "injuries": ["left plantar fasciitis (September 2015), no scan, night splint and insoles"],
     "notes": "Masters race walker. Librarian. Known as Ruthie. Partner Jo."},
    {"clientId": "des-crellin", "age": 71, "goal": "Walk every day, get under 13 stone and walk a 10 km race",
     "dietaryRestrictions": [], "injuries": ["chronic kidney disease stage 3 (eGFR 52)", "right eye cataract operation 30 September 2015"],
     "notes": "Race walking for health. Retired ferry engineer. Known as Desi. Granddaughter Kayleigh."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "josh": [
        L("07-02 19:00", "c", "hi femke, josh tanner, 22, play attack for tonbridge korfball and in the gb development squad. trainee sparky. want more jump for rebounds and a quicker first step. jump 52cm, 10m sprint 1.82s", "josh-intro"),
        L("07-02 19:30", "t", "Hi Josh. Twice a week: plyos, single-leg strength and acceleration. We'll retest in September.", "josh-intro-coach"),
        L("07-12 18:00", "c", "watched djokovic win wimbledon then did my plyos in the garden", "josh-wimbledon"),
        L("08-08 17:00", "c", "we won the ashes!! 10m 1.78 now", "josh-ashes"),
        L("09-12 16:00", "c", "felt my left hammy go sprinting for a rebound in the first league game. limped off", "josh-hamstring"),
        L("09-13 11:00", "c", "femke it's hope, josh's girlfriend. physio says grade 1 strain of the left hamstring, no scan needed, 3 weeks no sprinting. he's gutted and eating all my biscuits", "josh-hope"),
        L("09-13 11:20", "t", "Thanks Hope. Bridges and walking from Tuesday, the bike, and upper body with me. No sprinting till he's pain free on the Nordic curls.", "josh-hope-coach"),
        L("09-26 22:00", "c", "wales beat england at twickenham 😩 hammy feeling good, jogged 2k", "josh-rwc"),
        L("10-10 15:00", "c", "first game back, 4 goals, no pain. we won 22-18", "josh-back"),
        L("10-10 15:20", "t", "Four goals on a healed hamstring, Josh. Keep the curls going.", "josh-back-coach"),
        L("11-05 21:00", "c", "bonfire night at the club after the retest: jump 57cm, 10m 1.74", "josh-tests2"),
        L("12-06 19:00", "c", "storm desmond cancelled the gb camp in manchester. did the session at home", "josh-desmond"),
        L("12-12 18:00", "c", "hope again on his phone: he's been picked for the gb squad for the european championships next october, he's not stopped grinning x", "josh-hope2"),
        L("12-18 17:00", "c", "last session before christmas, jump 58cm 💪", "josh-tests3"),
    ],
    "priya": [
        L("07-06 20:00", "c", "Hi Femke, Priya Chauhan, 29, pharmacist. I defend for the tonbridge twos. Coeliac so gluten free, and exercise asthma, blue inhaler before games. Want to last the full 60 minutes", "priya-intro"),
        L("07-06 20:30", "t", "Hi Priya. Intervals twice a week, legs and trunk with me. Inhaler 15 minutes before we start.", "priya-intro-coach"),
        L("08-20 18:00", "c", "peak flow 380 this morning, chesty with the pollen", "priya-peakflow"),
        L("09-18 21:00", "c", "world cup opener on the pharmacy telly. front of my right knee aches after jumping, just below the kneecap", "priya-knee"),
        L("10-14 17:00", "c", "ultrasound on the right knee: patellar tendinopathy, jumper's knee. no injection, physio says slow heavy squats", "priya-scan"),
        L("10-14 17:20", "t", "Sorry Priya. No jumping for two weeks, and we'll do slow heavy leg press and decline squats instead.", "priya-scan-coach"),
        L("10-28 19:00", "c", "Femke it's Nikhil, Priya's husband. She did jump drills in the car park over half term when you said not to 🙈", "priya-nikhil"),
        L("10-28 19:20", "t", "Thanks Nikhil. Tell her the tendon needs load, not jumps, for two more weeks.", "priya-nikhil-coach"),
        L("11-11 22:00", "c", "happy diwali! too many sweets, all gluten free though 😅 knee 2/10", "priya-diwali"),
        L("11-27 18:00", "c", "black friday, bought new court shoes. peak flow 450 now with the brown inhaler", "priya-peakflow2"),
        L("12-19 12:00", "c", "Nikhil again: she's entered the korfball beach tournament in Holland in the summer, I'm going for the cheese x", "priya-nikhil2"),
    ],
    "graham": [
        L("07-03 19:00", "c", "evening femke, graham foulkes, 51, postie. play for the vets. gp put me on atorvastatin 20mg, cholesterol 6.8. 16 stone 2, want to get to 15 stone", "graham-intro"),
        L("07-03 19:30", "t", "Evening Graham. Two sessions a week with me, intervals on the bike, and weigh in every Monday.", "graham-intro-coach"),
        L("07-26 18:00", "c", "watched froome win the tour, did 20 miles on the bike 🚴 15 st 13", "graham-tour"),
        L("08-31 12:00", "c", "bank holiday bbq, had the chicken not the burgers 😇 15 st 10", "graham-bbq"),
        L("09-21 18:00", "c", "back of my left heel stiff first thing, the achilles. walking the round is fine", "graham-achilles"),
        L("09-24 18:00", "c", "femke it's amy, graham's daughter. gp says it's achilles tendinopathy on the left, no scan, heel drops and no jumping for 6 weeks. he's still doing his round x", "graham-amy"),
        L("09-24 18:20", "t", "Thanks Amy. Heel drops every day, the bike, and no jumping or sprinting till Christmas if it grumbles.", "graham-amy-coach"),
        L("10-03 22:00", "c", "england out of their own world cup 😭 comfort ate. 15 st 9", "graham-rwcout"),
        L("11-01 10:00", "c", "growing a tash for movember, the vets are sponsoring me", "graham-movember"),
        L("11-03 18:00", "c", "cholesterol 5.1 now! gp says stay on the 20mg", "graham-chol"),
        L("11-03 18:20", "t", "From 6.8 to 5.1, Graham! That's the bike and the chicken.", "graham-chol-coach"),
        L("12-07 18:00", "c", "storm desmond, delivered in the rain all weekend. achilles 1/10. 15 st 5", "graham-desmond"),
        L("12-15 18:00", "c", "amy again: he's shaved the tash off and raised £340, mum's relieved x", "graham-amy2"),
    ],
    "tyler": [
        L("07-04 18:00", "c", "hi carla tyler okafor 17 pitcher for the peterborough tigers and gb under 18s. doing a levels. fastball 78 mph, want 80 before the trials", "tyler-intro"),
        L("07-04 18:30", "t", "Hi Tyler. Three sessions a week: hips, trunk, shoulder care and a throwing plan. No more than 80 pitches a game.", "tyler-intro-coach"),
        L("08-06 17:00", "c", "threw 95 pitches in the double header, elbow sore on the inside", "tyler-pitches"),
        L("08-06 17:20", "t", "That's over your limit, Tyler. Rest it two days and tell your coach.", "tyler-pitches-coach"),
        L("09-09 18:00", "c", "Carla it's Emeka, Tyler's dad. MRI on his right elbow today: sprain of the ulnar collateral ligament, no tear. No throwing for 6 weeks, no surgery, physio twice a week", "tyler-emeka"),
        L("09-09 18:20", "t", "Thanks Emeka. Legs, trunk and band work for his shoulder with me. Nothing overhead for six weeks.", "tyler-emeka-coach"),
        L("09-18 22:00", "c", "england beat fiji in the opener. elbow 3/10", "tyler-rwc"),
        L("10-23 16:00", "c", "physio cleared me for a throwing programme, 30 throws at 45 feet", "tyler-cleared"),
        L("10-30 15:00", "c", "half term, long toss to 120 feet, no pain", "tyler-halfterm"),
        L("11-13 20:00", "c", "storm abigail, indoor session in the sports hall. 76 mph off flat ground", "tyler-abigail"),
        L("12-12 17:00", "c", "bullpen: 81 mph! elbow fine", "tyler-81"),
        L("12-12 17:20", "t", "81, Tyler! Past your target, and the elbow's held.", "tyler-81-coach"),
        L("12-17 19:00", "c", "Emeka again: he got an offer from a college in Florida for the baseball, we're thinking about it x", "tyler-emeka2"),
    ],
    "shona": [
        L("07-07 20:00", "c", "Hi Carla, Shona Reid, 34, midwife, shortstop for the mixed slowpitch team. Underactive thyroid, levothyroxine 75mcg. Always tired and want to get my throw across to first", "shona-intro"),
        L("07-07 20:30", "t", "Hi Shona. Strength twice a week round your shifts, and a throwing and sprint session on Saturdays.", "shona-intro-coach"),
        L("07-18 16:00", "c", "caught a line drive on my left hand, little finger's swollen and bent. x-ray at a&e: fracture of the little finger, buddy strapped, no op", "shona-finger"),
        L("07-18 16:20", "t", "Ouch, Shona. Legs and trunk with me, nothing gripping with the left for three weeks.", "shona-finger-coach"),
        L("08-12 18:00", "c", "tsh came back 6.2, gp upped the levothyroxine to 100mcg", "shona-tsh"),
        L("08-31 12:00", "c", "bank holiday tournament in cambridge, we came 3rd, finger still strapped 🥉", "shona-tournament"),
        L("09-23 19:00", "c", "Carla it's Kirsty, Shona's sister. She's done three nights in a row and fell asleep at the tea table 😂 can she skip tomorrow", "shona-kirsty"),
        L("09-23 19:20", "t", "Of course, Kirsty. Sleep first. We'll move it to Saturday.", "shona-kirsty-coach"),
        L("10-25 10:00", "c", "clocks went back and i still turned up an hour early 🙄", "shona-clocks"),
        L("11-17 18:00", "c", "tsh 2.1!! not so tired now", "shona-tsh2"),
        L("11-17 18:20", "t", "Great, Shona. You'll feel it in the sessions too.", "shona-tsh2-coach"),
        L("12-05 15:00", "c", "storm desmond, no outdoor practice. throw 52 mph on the radar in the hall", "shona-throw"),
        L("12-18 19:00", "c", "Kirsty again: she's booked us both on a softball tour to Spain in April 🤞 x", "shona-kirsty2"),
    ],
    "barry": [
        L("07-08 10:00", "c", "Morning Carla, Barry Nolan, 63, retired plumber. Play first base for the over 50s softball. I've got AF, on apixaban 5mg twice a day, the blood thinner. 96 kg. Want to lose a bit and keep playing", "barry-intro"),
        L("07-08 10:30", "t", "Morning Barry. Strength twice a week and a walk most days. With the thinner, no diving for balls and tell me about any knocks.", "barry-intro-coach"),
        L("07-16 19:00", "c", "lords test on the radio all day in the shed. 95 kg", "barry-lords"),
        L("08-22 12:00", "c", "bruised my thigh where a ball hit me, massive purple thing. the thinner", "barry-bruise"),
        L("08-22 12:20", "t", "Ice it and keep an eye on it, Barry. If it spreads or swells, ring 111.", "barry-bruise-coach"),
        L("10-12 18:00", "c", "right shoulder hurts lifting my arm to throw, and at night lying on it", "barry-shoulder"),
        L("11-03 17:00", "c", "Carla it's Pat, Barry's wife. Ultrasound on his right shoulder today: rotator cuff tendinopathy, no tear. They've offered a steroid injection and he's said yes. He won't tell you he's been crying off the gardening 😂", "barry-pat"),
        L("11-03 17:20", "t", "Thanks Pat. Band work and nothing overhead, and I'll keep his legs busy.", "barry-pat-coach"),
        L("11-24 15:00", "c", "had the injection in the right shoulder. sore tonight. 93 kg", "barry-injection"),
        L("11-27 12:00", "c", "pat dragged me round the black friday sales in town, 9000 steps", "barry-blackfriday"),
        L("12-10 18:00", "c", "shoulder 2/10 since the jab. rhr 61 on the watch", "barry-shoulder2"),
        L("12-16 18:00", "c", "Pat again: he's been asked to manage the over 50s next season, he's thrilled x", "barry-pat2"),
    ],
    "harold": [
        L("07-06 11:00", "c", "Good morning Wendy, Harold Pim, 79, retired signalman. My doctor says tai chi for my balance, I've had two wobbles this year. On ramipril 5mg for blood pressure. 12 stone 8", "harold-intro"),
        L("07-06 11:30", "t", "Good morning Harold. The Tuesday and Friday class, and five minutes of the standing form at home each day.", "harold-intro-coach"),
        L("07-29 14:00", "c", "did the whole form without holding the chair", "harold-form"),
        L("08-06 18:00", "c", "Wendy it's Keith, Harold's son. Dad tripped on the hose in the garden this morning and put his hand out. A&E x-ray: broken left wrist, a Colles fracture. Plaster for 6 weeks. He's ok, cross more than hurt", "harold-keith"),
        L("08-06 18:20", "t", "Thank you, Keith. He can still come and do the leg and breathing parts of the class, sitting if he likes.", "harold-keith-coach"),
        L("09-17 12:00", "c", "plaster off, wrist stiff. fracture clinic says it's mended well", "harold-plaster"),
        L("10-25 15:00", "c", "clocks went back, dark at half four. still walking to the class in the light. 12 stone 5", "harold-clocks"),
        L("11-08 12:00", "c", "remembrance sunday at the cenotaph, stood for the two minutes without my stick", "harold-remembrance"),
        L("11-08 12:20", "t", "That's the balance work, Harold. Well done.", "harold-remembrance-coach"),
        L("11-20 11:00", "c", "timed up and go 10 seconds, was 14 in july!", "harold-tug"),
        L("12-06 17:00", "c", "Keith again: dad wants to do the tai chi in the park on new year's day with the club, can he? x", "harold-keith2"),
        L("12-06 17:20", "t", "Of course, Keith. Warm coat and his stick close by.", "harold-keith2-coach"),
        L("12-14 11:00", "c", "12 stone 3. christmas lunch with the class on friday", "harold-weight"),
    ],
    "lorraine": [
        L("07-09 19:00", "c", "Hi Wendy, Lorraine Daley, 58, receptionist at the primary. Low back's been bad for years, worse bending. And i smoke, 15 a day, I know. Want to walk without the ache, 6000 steps a day", "lorraine-intro"),
        L("07-09 19:30", "t", "Hi Lorraine. The Thursday class and the gentle qigong set every morning. We'll build the walking slowly.", "lorraine-intro-coach"),
        L("09-08 18:00", "c", "vitamin d 28, gp says low, on colecalciferol 800 units a day", "lorraine-vitd"),
        L("09-29 19:00", "c", "signed up for stoptober, last one tomorrow night 😬", "lorraine-stoptober"),
        L("10-15 19:00", "c", "two weeks no cigs. back bad again, pain down my left leg to the knee", "lorraine-leg"),
        L("10-22 17:00", "c", "mri on my back: disc bulge at L4-L5 pressing on a nerve on the left. no surgery, physio and amitriptyline 10mg at night", "lorraine-mri"),
        L("10-22 17:20", "t", "Sorry Lorraine. No forward bends in the form, and we'll keep it upright and small.", "lorraine-mri-coach"),
        L("10-31 19:00", "c", "Wendy it's Clive, Lorraine's husband. A whole month without a cigarette! She's eating a lot of mints x", "lorraine-clive"),
        L("10-31 19:20", "t", "That's brilliant, Clive. Tell her I'm proud of her.", "lorraine-clive-coach"),
        L("11-13 18:00", "c", "storm abigail, school shut early. leg ache 3/10", "lorraine-abigail"),
        L("12-08 18:00", "c", "vitamin d 64 now. 6000 steps most days", "lorraine-vitd2"),
        L("12-18 16:00", "c", "last day of term, the kids sang to me 😭 still not smoking", "lorraine-lastday"),
        L("12-19 11:00", "c", "Clive again: she wants to try the tai chi weekend in Wales in the spring x", "lorraine-clive2"),
    ],
    "sanjay": [
        L("07-13 10:00", "c", "Hello Wendy, Sanjay Mistry, 66, retired accountant. Blood pressure 148 over 92, on losartan 50mg. My left shoulder is stiff, can't reach behind my back. Want to calm down and move better", "sanjay-intro"),
        L("07-13 10:30", "t", "Hello Sanjay. The Tuesday class and the breathing set each evening. Gentle arm circles for the shoulder, no forcing.", "sanjay-intro-coach"),
        L("08-18 19:00", "c", "gp says frozen shoulder on the left, the stiff phase. physio and paracetamol", "sanjay-frozen"),
        L("09-30 19:00", "c", "bp 140 over 86 at the pharmacy", "sanjay-bp1"),
        L("10-17 17:00", "c", "Wendy this is Anjali, Sanjay's daughter. Dad can't lift his left arm to put his coat on, he's been hiding it from you. Can you help", "sanjay-anjali"),
        L("10-17 17:20", "t", "Thank you, Anjali. Wall walks and the pendulum every day, and I'll adapt the form for that arm.", "sanjay-anjali-coach"),
        L("11-11 21:00", "c", "happy diwali! family all here, i lit the lamps with my right arm 🪔", "sanjay-diwali"),
        L("11-16 16:00", "c", "hydrodilatation injection in the left shoulder at the hospital today, guided by x-ray. arm numb", "sanjay-hydro"),
        L("11-16 16:20", "t", "Rest it today, Sanjay, then the pendulum and wall walks tomorrow. Little and often.", "sanjay-hydro-coach"),
        L("12-02 19:00", "c", "can reach my back pocket now! bp 132 over 80", "sanjay-bp2"),
        L("12-17 18:00", "c", "Anjali again: dad's booked us all to Gujarat in February, he wants to do tai chi on the beach x", "sanjay-anjali2"),
    ],
    "ellie": [
        L("07-02 18:00", "c", "hi trevor ellie kinvig 16 race walker for manx harriers. 5k walk pb 25:40. want sub 25 and the english schools next year", "ellie-intro"),
        L("07-02 18:30", "t", "Hi Ellie. Technique twice a week, one long walk, and strength and hips with me. No more than 40 km a week.", "ellie-intro-coach"),
        L("07-25 16:00", "c", "5k at the manx championships, 25:12 pb! one red card for bent knee 🙈", "ellie-champs"),
        L("08-15 12:00", "c", "10k walk in the rain 54:30", "ellie-10k"),
        L("09-13 15:00", "c", "watched the great north run on telly, mo won again", "ellie-gnr"),
        L("10-12 18:00", "c", "right shin sore on the inside, sore to touch in one spot, worse walking fast", "ellie-shin"),
        L("10-12 18:20", "t", "Stop the fast stuff, Ellie. Bike and pool only till we know more.", "ellie-shin-coach"),
        L("10-27 17:00", "c", "half term, shin still sore walking to school", "ellie-halfterm"),
        L("11-02 18:00", "c", "Trevor it's Sue, Ellie's mum. MRI on her right shin today: stress reaction of the tibia, not a fracture yet. No walking training for 6 weeks, a boot for 2 weeks. They're checking her vitamin d too", "ellie-sue"),
        L("11-02 18:20", "t", "Thanks Sue. Pool running and the bike, and I'll look at her calcium and fuelling with her.", "ellie-sue-coach"),
        L("11-05 20:00", "c", "bonfire night in the boot 🎆", "ellie-bonfire"),
        L("12-14 18:00", "c", "first walk back, 3k easy, no pain", "ellie-back"),
        L("12-14 18:20", "t", "Lovely, Ellie. Every other day for two weeks, nothing fast till January.", "ellie-back-coach"),
        L("12-18 16:00", "c", "Sue again: last day of term and she's been picked for the isle of man team for the inter counties in march x", "ellie-sue2"),
    ],
    "ruth": [
        L("07-03 20:00", "c", "Hi Trevor, Ruth Corlett, 44, librarian, vegan. I race walk for the masters and want to do the end to end in september, 39 miles. 20k walk 2:14", "ruth-intro"),
        L("07-03 20:30", "t", "Hi Ruth. One long walk a week building to 30 miles, technique on Tuesdays, and strength with me. Plenty of protein on a vegan diet.", "ruth-intro-coach"),
        L("08-09 14:00", "c", "25 miles round the south, 6:05. feet fine", "ruth-25"),
        L("08-31 13:00", "c", "bank holiday 30 miles to peel and back, left heel sore first thing after", "ruth-heel"),
        L("09-04 18:00", "c", "physio says plantar fasciitis on the left, no scan needed. calf stretches, a night splint, new insoles", "ruth-physio"),
        L("09-04 18:20", "t", "Okay Ruth. Cut the long walk to 15 miles for two weeks and roll the foot every night.", "ruth-physio-coach"),
        L("09-20 21:00", "c", "Trevor it's Jo, Ruth's partner. She did it! End to end in 8 hours 52, heel held up till the last 5 miles. She's asleep on the sofa with her feet in a bowl", "ruth-jo"),
        L("09-20 21:20", "t", "Brilliant Jo! Tell her well done, and nothing but easy walks this week.", "ruth-jo-coach"),
        L("10-25 11:00", "c", "clocks back, walked the prom in the light at 7. heel 2/10", "ruth-clocks"),
        L("11-12 18:00", "c", "storm abigail nearly blew me off the prom, turned back", "ruth-abigail"),
        L("11-29 12:00", "c", "10k masters race, 1:03:40, 2nd woman over 40", "ruth-10k"),
        L("11-29 12:20", "t", "Second, Ruth! On a heel that was sore in September.", "ruth-10k-coach"),
        L("12-16 19:00", "c", "Jo again: she's entered the parish walk in june, 85 miles, I'm worried x", "ruth-jo2"),
    ],
    "des": [
        L("07-06 10:00", "c", "Morning Trevor, Des Crellin, 71, retired engineer off the ferries. Doctor says walk, my kidneys aren't great and I'm 13 stone 12. Want to walk the prom every day and do a 10k walk by christmas", "des-intro"),
        L("07-06 10:30", "t", "Morning Des. A walk every day, technique with the group on Tuesdays, and strength with me once a week. Plenty of water.", "des-intro-coach"),
        L("07-21 18:00", "c", "kidney blood test, egfr 52. doc says the walking's helping", "des-egfr"),
        L("08-08 17:00", "c", "won the ashes at trent bridge! walked 5 miles to celebrate 😂 13 st 9", "des-ashes"),
        L("09-23 11:00", "c", "right eye getting cloudy, cataract op on the 30th", "des-cataract"),
        L("09-30 16:00", "c", "Trevor it's Kayleigh, Des's granddaughter. Grandad had his cataract done on the right eye this morning, all fine. No bending or heavy lifting for a week and no driving till the optician says. He's already asking about his walk x", "des-kayleigh"),
        L("09-30 16:20", "t", "Thanks Kayleigh. Gentle walks on the flat from tomorrow, no bending down. Back with the group in a week.", "des-kayleigh-coach"),
        L("10-31 15:00", "c", "watched the rugby final at the club, all blacks. 13 st 6", "des-rwcfinal"),
        L("11-24 18:00", "c", "egfr 58 now, doc pleased", "des-egfr2"),
        L("11-24 18:20", "t", "Up from 52, Des. That's the walking and the water.", "des-egfr2-coach"),
        L("12-05 12:00", "c", "storm desmond, they've named one after me 😂 stayed in, no walk", "des-desmond"),
        L("12-13 12:00", "c", "10k walk at the nsc, 1:24:10, first race in 40 years. 13 st 4", "des-10k"),
        L("12-19 11:00", "c", "Kayleigh again: grandad's bought himself new walking shoes for christmas x", "des-kayleigh2"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-femke-korf", "trainer": "femke", "members": ["josh", "priya", "graham"],
        "lines": [
            L("07-04 09:00", "t", "Korf squad 🏐 Sessions, tests and results here.", "g-korf-start"),
            L("09-13 12:00", "josh", "hammy strain, out 3 weeks 😩", "g-josh-hammy"),
            L("09-24 19:00", "graham", "achilles playing up, heel drops for me", "g-graham-achilles"),
            L("10-14 18:00", "priya", "jumper's knee on the scan, no jumping for 2 weeks", "g-priya-knee"),
            L("12-12 19:00", "josh", "gb squad for the europeans 🇬🇧", "g-josh-gb"),
        ],
    },
    {
        "id": "chat-carla-diamond", "trainer": "carla", "members": ["tyler", "shona", "barry"],
        "lines": [
            L("07-05 09:00", "t", "Diamond crew ⚾ Training, games and news here.", "g-diamond-start"),
            L("07-18 17:00", "shona", "broke my little finger catching a line drive 🙄", "g-shona-finger"),
            L("09-09 19:00", "tyler", "elbow ligament sprain, no throwing 6 weeks", "g-tyler-elbow"),
            L("11-24 16:00", "barry", "shoulder jab done", "g-barry-jab"),
            L("12-12 18:00", "tyler", "81 mph 🔥", "g-tyler-81"),
        ],
    },
    {
        "id": "chat-wendy-class", "trainer": "wendy", "members": ["harold", "lorraine", "sanjay"],
        "lines": [
            L("07-07 09:00", "t", "Tai chi class ☯️ Times, changes and news here.", "g-class-start"),
            L("08-07 10:00", "harold", "broke my wrist, I'll do the class sitting", "g-harold-wrist"),
            L("10-23 09:00", "lorraine", "disc bulge on the mri, small movements for me", "g-lorraine-disc"),
            L("11-17 10:00", "sanjay", "shoulder injection done, pendulums all week", "g-sanjay-shoulder"),
        ],
    },
    {
        "id": "chat-trevor-walkers", "trainer": "trevor", "members": ["ellie", "ruth", "des"],
        "lines": [
            L("07-04 10:00", "t", "Walkers 🚶 Race dates, sessions and results here.", "g-walkers-start"),
            L("09-21 08:00", "ruth", "end to end done, 8:52 🙌", "g-ruth-e2e"),
            L("10-01 09:00", "des", "eye op done, back on the prom next week", "g-des-eye"),
            L("11-03 17:00", "ellie", "stress reaction in my shin, boot for 2 weeks 😭", "g-ellie-shin"),
            L("12-13 13:00", "des", "first 10k race, 1:24:10", "g-des-10k"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("femke", "josh", "2015-07-03", "Josh (22): korfball attack, Tonbridge and GB development squad. Countermovement jump 52 cm. 10 m sprint 1.82 s. Nordic curls 4 reps. Yo-yo test level 18.2."),
    ("femke", "josh", "2015-12-18", "Josh: left hamstring strain grade 1 (12 September), no scan, 3 weeks no sprinting, back 10 October (4 goals). Jump 58 cm. 10 m sprint 1.74 s. Nordic curls 10 reps. Yo-yo level 19.4. GB squad for the European Championships (October 2016)."),
    ("femke", "priya", "2015-07-07", "Priya (29): korfball defence, second team. Pharmacist. Coeliac, gluten free. Exercise-induced asthma, salbutamol before sessions. Peak flow 400 L/min. Yo-yo level 15.1."),
    ("femke", "priya", "2015-12-17", "Priya: right patellar tendinopathy on ultrasound 14 October, no injection, slow heavy squats. Peak flow 450 L/min on a brown preventer inhaler. Yo-yo level 16.6. Beach tournament in Holland in the summer."),
    ("femke", "graham", "2015-07-06", "Graham (51): veterans' korfball. Postman. Atorvastatin 20 mg, cholesterol 6.8 mmol/L. Weight 16 st 2 (102.5 kg). Bike 20 min intervals."),
    ("femke", "graham", "2015-12-14", "Graham: cholesterol 6.8 to 5.1 mmol/L (November). Left Achilles tendinopathy September, no scan, heel drops. Weight 15 st 5 (97.5 kg). Movember £340."),
    ("carla", "tyler", "2015-07-06", "Tyler (17): pitcher, Peterborough Tigers, GB under-18s. Fastball 78 mph. Med ball rotational throw 9.5 m. Shoulder external rotation 95 degrees right."),
    ("carla", "tyler", "2015-12-15", "Tyler: right elbow UCL sprain on MRI 9 September, no tear, no surgery, 6 weeks no throwing, throwing programme from 23 October. Fastball 81 mph (12 December). Med ball 11.2 m. College offer in Florida."),
    ("carla", "shona", "2015-07-08", "Shona (34): slowpitch shortstop. Midwife, night shifts. Hypothyroidism, levothyroxine 75 mcg. Throw 44 mph. 30 m sprint 5.4 s."),
    ("carla", "shona", "2015-12-16", "Shona: left little finger fracture 18 July, buddy strapping, no operation. Levothyroxine up to 100 mcg (August), TSH 6.2 to 2.1. Throw 52 mph. 30 m sprint 5.1 s. Spain tour in April."),
    ("carla", "barry", "2015-07-09", "Barry (63): over-50s softball, first base. Retired plumber. Atrial fibrillation, apixaban 5 mg twice a day. Weight 96 kg. Resting HR 64."),
    ("carla", "barry", "2015-12-14", "Barry: right shoulder rotator cuff tendinopathy on ultrasound 3 November, no tear, steroid injection 24 November. Weight 92.5 kg. Resting HR 60. Managing the over-50s next season."),
    ("wendy", "harold", "2015-07-07", "Harold (79): tai chi for balance, two near falls this year. Retired signalman. Ramipril 5 mg. Weight 12 st 8 (79.8 kg). Timed up and go 14 s. Single-leg stand 4 s."),
    ("wendy", "harold", "2015-12-15", "Harold: left wrist Colles fracture 6 August (tripped on a hose), plaster 6 weeks, off 17 September. Timed up and go 10 s. Single-leg stand 11 s. Weight 12 st 3 (77.6 kg). Tai chi in the park on New Year's Day."),
    ("wendy", "lorraine", "2015-07-10", "Lorraine (58): low back pain for years, worse bending. Smokes 15 a day. School receptionist. Steps about 4,000 a day. Sit and reach 12 cm short of the toes."),
    ("wendy", "lorraine", "2015-12-17", "Lorraine: L4-L5 disc bulge on the left on MRI 22 October, no surgery, amitriptyline 10 mg. Stopped smoking 1 October. Vitamin D 28 to 64 nmol/L. Steps about 6,000 a day. Sit and reach 6 cm short."),
    ("wendy", "sanjay", "2015-07-14", "Sanjay (66): retired accountant. Losartan 50 mg, blood pressure 148/92. Left shoulder stiff, hand behind back to the hip only. Resting HR 72. Vegetarian."),
    ("wendy", "sanjay", "2015-12-16", "Sanjay: left frozen shoulder (August), hydrodilatation 16 November, hand behind back to the belt. Blood pressure 132/80. Resting HR 66. Gujarat in February."),
    ("trevor", "ellie", "2015-07-03", "Ellie (16): junior race walker, Manx Harriers. 5 km 25:40. 3 km 14:55. Cadence 190 steps a minute. 40 km a week."),
    ("trevor", "ellie", "2015-12-15", "Ellie: 5 km 25:12 at the Manx championships (25 July), one red card. Right tibia stress reaction on MRI 2 November, not a fracture, boot 2 weeks, 6 weeks no walking; back 14 December. Picked for the Isle of Man team for the inter-counties in March."),
    ("trevor", "ruth", "2015-07-04", "Ruth (44): masters race walker. Librarian, vegan. 20 km 2:14. Long walk 18 miles. Goal the End to End in September."),
    ("trevor", "ruth", "2015-12-17", "Ruth: End to End 20 September, 39 miles, 8:52. Left plantar fasciitis September, no scan, night splint and insoles. 10 km masters 1:03:40, 2nd woman over 40 (29 November). Parish Walk in June."),
    ("trevor", "des", "2015-07-07", "Des (71): retired ferry engineer. Kidney disease stage 3, eGFR 52. Weight 13 st 12 (88.0 kg). Walks 2 miles. Goal a 10 km walk race by Christmas."),
    ("trevor", "des", "2015-12-16", "Des: right cataract operation 30 September. eGFR 52 to 58 (November). Weight 13 st 4 (84.4 kg). First 10 km race 13 December, 1:24:10. Walks 6 miles."),
]

TRANSCRIPTS = [
    {
        "id": "tr-femke-josh-20150915", "trainer": "femke", "client": "josh", "startedAt": "2015-09-15T18:00:00Z",
        "title": "Call with Josh and Hope: the hamstring",
        "lines": [
            ("Coach", 0, "How's the hamstring, Josh?"),
            ("Josh", 4, "Tight when I bend over. Walking's fine now."),
            ("Hope", 9, "The physio said it's only a small tear in the muscle, and he's not to stretch it hard for a week. He keeps stretching it in front of the telly."),
            ("Coach", 14, "Right. Bridges, the bike and upper body with me. No sprinting and no stretching it hard till he can do the Nordic curls without pain."),
            ("Josh", 20, "Will I be back for the cup game?"),
            ("Coach", 24, "The one in October, yes, if you do the boring bits."),
        ],
    },
    {
        "id": "tr-carla-tyler-20150911", "trainer": "carla", "client": "tyler", "startedAt": "2015-09-11T18:00:00Z",
        "title": "Call with Tyler and Emeka: after the MRI",
        "lines": [
            ("Coach", 0, "How's the elbow, Tyler?"),
            ("Tyler", 4, "Doesn't hurt unless I throw. I'm bored already."),
            ("Emeka", 9, "The consultant said no surgery as long as he rests it, and to keep his pitch counts down when he's back. He said Tommy John is for a full tear."),
            ("Coach", 14, "Good. Six weeks of legs, trunk and band work with me, then the physio's throwing programme. Pitch count 75 when you're back."),
            ("Tyler", 20, "Will I make the trials in the spring?"),
            ("Coach", 24, "If you don't rush it, yes."),
        ],
    },
    {
        "id": "tr-wendy-harold-20150810", "trainer": "wendy", "client": "harold", "startedAt": "2015-08-10T11:00:00Z",
        "title": "Call with Harold and Keith: after the fall",
        "lines": [
            ("Coach", 0, "How are you, Harold? How's the wrist in the plaster?"),
            ("Harold", 4, "Itchy. I can't do my buttons."),
            ("Keith", 9, "The fracture clinic said the bone's in a good position, no operation, and to keep his fingers moving. And they want his bone density checked."),
            ("Coach", 14, "Come to the class and do the legs and the breathing sitting down. Wiggle the fingers every hour."),
            ("Harold", 20, "Will I be able to do the whole form again?"),
            ("Coach", 24, "When the plaster's off, yes. We'll go slowly."),
        ],
    },
    {
        "id": "tr-trevor-ruth-20150918", "trainer": "trevor", "client": "ruth", "startedAt": "2015-09-18T19:00:00Z",
        "title": "Call with Ruth and Jo: two days before the End to End",
        "lines": [
            ("Coach", 0, "Sunday's the day, Ruth. How's the heel?"),
            ("Ruth", 4, "Sore first thing, fine once I'm going. I'm scared of the last ten miles."),
            ("Jo", 9, "She's packed six peanut butter wraps. And she's wearing the night splint, I checked."),
            ("Coach", 14, "Good. Start slow, eat every hour, and change your socks at Ramsey. If the heel goes sharp, stop."),
            ("Ruth", 20, "Should I wear the new insoles?"),
            ("Coach", 24, "Yes, you've walked in them for two weeks."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("josh", "2015-07-24", 8.0, 3, 95, "Summer."),
    ("josh", "2015-09-25", 7.5, 7, 60, "Hamstring."),
    ("priya", "2015-08-14", 7.0, 5, 85, "Pollen."),
    ("priya", "2015-10-30", 6.5, 6, 70, "Knee."),
    ("graham", "2015-08-07", 7.0, 4, 80, "Round."),
    ("graham", "2015-10-09", 6.5, 6, 70, "Achilles."),
    ("tyler", "2015-08-14", 8.5, 4, 90, "Games."),
    ("tyler", "2015-09-25", 8.0, 7, 65, "Elbow."),
    ("shona", "2015-07-31", 5.5, 6, 70, "Nights."),
    ("shona", "2015-10-16", 6.0, 5, 80, "Thyroid."),
    ("barry", "2015-08-28", 7.0, 3, 90, "Bruise."),
    ("barry", "2015-11-13", 6.0, 5, 75, "Shoulder."),
    ("harold", "2015-07-17", 7.0, 3, 95, "Class."),
    ("harold", "2015-08-21", 6.0, 6, 70, "Plaster."),
    ("lorraine", "2015-08-21", 6.5, 6, 70, "School holidays."),
    ("lorraine", "2015-11-06", 5.5, 8, 75, "No smoking."),
    ("sanjay", "2015-07-31", 7.0, 5, 85, "Breathing."),
    ("sanjay", "2015-10-23", 6.5, 6, 75, "Shoulder."),
    ("ellie", "2015-08-07", 9.0, 3, 95, "Holidays."),
    ("ellie", "2015-11-13", 8.5, 7, 60, "Boot."),
    ("ruth", "2015-08-21", 7.0, 4, 90, "Long walks."),
    ("ruth", "2015-10-02", 7.5, 3, 85, "After the End to End."),
    ("des", "2015-07-24", 7.0, 3, 90, "Prom."),
    ("des", "2015-10-09", 7.5, 4, 80, "Eye."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("graham", "weight", "kg", "2015-07-06", "2015-12-14", 7, 102.5, 97.5, 0.4),
    ("barry", "weight", "kg", "2015-07-06", "2015-12-14", 7, 96.0, 92.5, 0.4),
    ("harold", "weight", "kg", "2015-07-06", "2015-12-14", 7, 79.8, 77.6, 0.3),
    ("des", "weight", "kg", "2015-07-06", "2015-12-14", 7, 88.0, 84.4, 0.4),
    ("josh", "resting_heart_rate", "bpm", "2015-07-06", "2015-12-14", 7, 50.0, 47.0, 1.5),
    ("barry", "resting_heart_rate", "bpm", "2015-07-06", "2015-12-14", 7, 64.0, 60.0, 1.0),
    ("sanjay", "resting_heart_rate", "bpm", "2015-07-06", "2015-12-14", 7, 72.0, 66.0, 1.0),
    ("priya", "steps", "steps", "2015-07-06", "2015-12-14", 7, 9000, 10500, 700),
    ("lorraine", "steps", "steps", "2015-07-06", "2015-12-14", 7, 4000, 6000, 400),
    ("ruth", "steps", "steps", "2015-07-06", "2015-12-14", 7, 14000, 16000, 1200),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("graham", "goal-femke-graham-weight", "weight", 95.3, "kg", "2016-03-31", "active"),
    ("des", "goal-trevor-des-weight", "weight", 82.6, "kg", "2016-06-30", "active"),
    ("lorraine", "goal-wendy-lorraine-steps", "steps", 6000, "steps", "2015-12-31", "achieved"),
    ("ruth", "goal-trevor-ruth-steps", "steps", 15000, "steps", "2015-12-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("graham", "2015-07-01", "Total cholesterol", 6.8, "mmol/L", 0, 5),
    ("graham", "2015-11-02", "Total cholesterol", 5.1, "mmol/L", 0, 5),
    ("shona", "2015-08-11", "TSH", 6.2, "mU/L", 0.4, 4.0),
    ("shona", "2015-11-16", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("lorraine", "2015-09-07", "Vitamin D", 28, "nmol/L", 50, 175),
    ("lorraine", "2015-12-07", "Vitamin D", 64, "nmol/L", 50, 175),
    ("des", "2015-07-20", "eGFR", 52, "mL/min/1.73m2", 60, 120),
    ("des", "2015-11-23", "eGFR", 58, "mL/min/1.73m2", 60, 120),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey doke", "yep", "done ✅", "booked", "paid 👍",
    "running late sorry", "can we make it later instead?", "what time weds?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door is it?", "omw", "roadworks again", "thank you x",
    "ta love", "nothing to report", "🙌", "😂", "bank transfer ok?", "traa dy liooar",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "what a day", "sound",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20160105, health_seed=20160105, chatter_lines=(22, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
