#!/usr/bin/env python3
"""Build the twenty-fifth blind data set for the answer benchmark (bench/answers_data/blind25.json).

    functions/venv/bin/python -m bench.answers_data.build_blind25

Four trainers of kinds the other rosters do not have (a speedway and motocross rider conditioning
coach in Ipswich with a speedway rider of 19, an apprentice mechanic, who breaks his left collarbone
in a crash at Foxhall in April (an x-ray, a sling, no plate) and whose mum texts, a women's
motocross racer of 27, a veterinary nurse, with arm pump in her right forearm (a pressure test, a
fasciotomy only booked for September) whose boyfriend texts, and a vintage trials rider of 63, a
retired farmer with type 2 diabetes on metformin (HbA1c 58 then 49) who cracks two ribs on his right
side falling off at a trial, weighs himself in stone and whose wife texts; a darts and snooker
players' fitness coach in Stoke-on-Trent with a snooker player of 22 going to Q School with a right
tennis elbow (an ultrasound, no injection) whose dad texts, a superleague darts player of 41, a
dinner lady on amlodipine, whose right shoulder is injected in March, who hits her first 180 in a
match and whose daughter texts, and a pool player of 68, a retired signalman, who has his right hip
replaced on 15 March and whose son texts; a Crohn's and colitis exercise coach in Lincoln with a
student of 20 with Crohn's on infliximab who flares in March, has an iron infusion and whose mum
texts, a taxi driver of 35 with ulcerative colitis on mesalazine and a course of prednisolone who
fasts in Ramadan and whose brother texts, and a retired fireman of 58 with Crohn's and an ileostomy
on B12 injections who walks the Lincoln 10k and whose wife texts; a football goalkeeping coach in
Hull with an academy keeper of 17 who breaks the little finger of his left hand and whose dad texts,
a women's team keeper of 25, a hairdresser, who breaks her nose in a collision (set by ENT, a mask,
no op) and whose sister texts, and a walking-football keeper of 64, a retired docker on ramipril,
who tears his left calf and whose grandson texts), 12 clients, 4 January to 29 July 2016 (asked on
1 August 2016): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight of four clients, resting heart rate of two,
steps of two, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-12-01 by helper h-blind25 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py,
functions/*, any list of benchmark failures or any result file: a held-out check of whether the
fixes made on the other sets generalise.

The period, January to July 2016, is one no other roster covers (blind24, the earliest before it,
starts in July 2017). A leap year (29 February), Storm Imogen (8 February), Pancake Day (9 February),
Valentine's Day, Mother's Day (6 March), the UK Open darts (4-6 March), England's grand slam in Paris
(19 March), Easter (25-28 March) and the clocks going forward (27 March), the Grand National
(9 April), the World Snooker Championship at the Crucible (16 April to 2 May), the London Marathon
(24 April), the Lincoln 10k, Leicester City champions on the early May bank holiday (2 May), the FA
Cup final (21 May), Hull's play-off final at Wembley (28 May), the spring bank holiday (30 May),
Ramadan (6 June to 5 July) and Eid (6 July), Euro 2016 (10 June to 10 July; England 2-1 Wales on
16 June, out to Iceland on 27 June, Wales out in the semi-final on 6 July), the EU referendum
(23 June), Wimbledon (Murray's title on 10 July), the heat of 19 July and the school summer holidays
lie inside it; every weekday is checked with Python's `calendar`. The story messages are written
the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (speedway "heat", "Foxhall",
"the Witches", "3 pointer", "guesting at reserve"; motocross "moto", "holeshot", "arm pump", "MX",
"podium"; trials "dabs", "marks lost", "pre-65"; darts "180", "3 dart average", "leg", "oche";
snooker "break", "Q School", "the Crucible", "long pots", "last 64"; IBD "Crohn's", "IBD nurse",
"calprotectin", "CRP", "hb", "flare", "stoma", "ileostomy", "infliximab", "pred"; goalkeeping "GK",
"clean sheet", "pen", "5-10-5", "walking football"), Suffolk ("boy", "on the huh"), Potteries ("ay up
duck"), Lincolnshire ("mardy"), Hull ("nowt", "ten bob"), mixed units (kg, stone, miles, km,
seconds, minutes, mmHg, mg, mmol/mol, g/L, ug/g, ng/L, mg/L, bpm, percent, points, breaks,
averages, placings), negations ("no plate", "no injection", "no op needed", "no tear", "no flare", "no lung trouble",
"no hernia"),
revisions later (an elbow "twinging" then a tennis elbow; a forearm "tight" then arm pump; a calf
"tweak" then a tear; prednisolone 40 mg tapered and stopped), plans lying after the period (a
fasciotomy in September, the Scott trial in October, Q School event 2, the Great North Run next year,
a holiday in Greece, a captaincy and a number one shirt next season), facts only in the coach's reply, only in a note,
only in a transcript or only in a lab panel, a relative or partner writing for every client (a mum
twice, a boyfriend, a wife twice, a dad twice, a daughter, a son, a brother, a sister, a grandson),
names that are also words (Jack, Mark), nicknames (Cal, Del, Bootsy, Tan, Mo, Els, Imy,
Tocky, Dunney, Woody; "cally", "del boy" and "big ken" only in the questions), collarbone, shoulder, ribs,
elbow, forearm, hip, finger, nose and calf at four trainers with sides. The everyday chatter comes
from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part,
food, drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind25_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind25_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind25.json", HERE / "blind25_tags.json"
YEAR = 2016
START, END = datetime(2016, 1, 4, 7, 0), datetime(2016, 7, 29, 21, 0)
ASKED_AT = "2016-08-01T08:00:00Z"

TRAINERS = [
    {"id": "coach-gary", "displayName": "Gary Cobbold", "email": "gary.cobbold@example.com", "short": "gary"},
    {"id": "coach-lorraine", "displayName": "Lorraine Tatton", "email": "lorraine.tatton@example.com", "short": "lorraine"},
    {"id": "coach-fiona", "displayName": "Fiona Drury", "email": "fiona.drury@example.com", "short": "fiona"},
    {"id": "coach-neil", "displayName": "Neil Gorton", "email": "neil.gorton@example.com", "short": "neil"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("gary", "callum-rix", "Callum Rix", "cal"),
    ("gary", "jess-ambrose", "Jess Ambrose", "jess"),
    ("gary", "derek-pryke", "Derek Pryke", "derek"),
    ("lorraine", "ryan-boote", "Ryan Boote", "ryan"),
    ("lorraine", "tanya-brereton", "Tanya Brereton", "tanya"),
    ("lorraine", "maurice-adey", "Maurice Adey", "maurice"),
    ("fiona", "ellie-marsh", "Ellie Marsh", "ellie"),
    ("fiona", "imran-qureshi", "Imran Qureshi", "imran"),
    ("fiona", "brian-tock", "Brian Tock", "brian"),
    ("neil", "aaron-dunne", "Aaron Dunne", "aaron"),
    ("neil", "shauna-pickering", "Shauna Pickering", "shauna"),
    ("neil", "ken-woodmansey", "Ken Woodmansey", "ken"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("cal", "derek", "tanya", "ellie", "brian", "aaron")

PROFILES = [
    {"clientId": "callum-rix", "age": 19, "goal": "Stronger grip and core for the season and a place in the Ipswich team",
     "dietaryRestrictions": [], "injuries": ["left collarbone fracture (14 April 2016), treated in a sling, no plate"],
     "notes": "Speedway rider, number 7 for the Ipswich Witches second team. Apprentice motorcycle mechanic. Known as Cal. Mum Tracey."},
    {"clientId": "jess-ambrose", "age": 27, "goal": "Top 3 in the women's British motocross championship without her arm pumping up",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right forearm arm pump (chronic exertional compartment syndrome), pressure test May 2016"],
     "notes": "Women's motocross racer. Veterinary nurse. Boyfriend Liam."},
    {"clientId": "derek-pryke", "age": 63, "goal": "Down to 14 stone and ride the Scott-style trial in October",
     "dietaryRestrictions": [], "injuries": ["type 2 diabetes (metformin 500 mg twice a day)", "two cracked ribs on the right (7th and 8th), 20 March 2016"],
     "notes": "Vintage motorcycle trials rider on a 1962 BSA. Retired farmer. Known as Del. Wife Maureen."},
    {"clientId": "ryan-boote", "age": 22, "goal": "Win through Q School to a tour card, with an elbow that lasts a long session",
     "dietaryRestrictions": [], "injuries": ["right lateral elbow tendinopathy (tennis elbow), ultrasound February 2016"],
     "notes": "Amateur snooker player, highest match break 112. Works in his dad's carpet shop. Known as Bootsy. Dad Steve."},
    {"clientId": "tanya-brereton", "age": 41, "goal": "Lose 7 kg, keep her blood pressure down and stand a whole tournament without her shoulder aching",
     "dietaryRestrictions": [], "injuries": ["right shoulder impingement, steroid injection 9 March 2016", "high blood pressure (amlodipine 5 mg)"],
     "notes": "Darts player in the Potteries superleague and the county side. Dinner lady. Known as Tan. Daughter Chloe."},
    {"clientId": "maurice-adey", "age": 68, "goal": "Walk to the pub and play a full pool league night after his new hip",
     "dietaryRestrictions": ["no dairy"], "injuries": ["right hip osteoarthritis, total hip replacement 15 March 2016"],
     "notes": "Pool player for the Railway Inn in the Longton league. Retired railway signalman. Known as Mo. Son Gareth."},
    {"clientId": "ellie-marsh", "age": 20, "goal": "Get through her second year with energy left and run a 5k",
     "dietaryRestrictions": ["low fibre during flares"], "injuries": ["Crohn's disease (terminal ileum), infliximab every 8 weeks", "iron deficiency anaemia (iron infusion April 2016)"],
     "notes": "Second-year history student at the University of Lincoln. Known as Els. Mum Karen."},
    {"clientId": "imran-qureshi", "age": 35, "goal": "Stronger and fitter, and fast through Ramadan without a flare",
     "dietaryRestrictions": ["halal"], "injuries": ["ulcerative colitis (mesalazine 2.4 g a day), flare February 2016, prednisolone course"],
     "notes": "Taxi driver in Lincoln, nights. Known as Imy. Brother Asif."},
    {"clientId": "brian-tock", "age": 58, "goal": "Walk the Lincoln 10k and keep his core strong around the stoma",
     "dietaryRestrictions": [], "injuries": ["Crohn's disease, ileostomy since 2013", "vitamin B12 deficiency (injections every 12 weeks)"],
     "notes": "Retired firefighter. Known as Tocky. Wife Wendy."},
    {"clientId": "aaron-dunne", "age": 17, "goal": "A second-year scholarship and quicker off his line",
     "dietaryRestrictions": [], "injuries": ["left little finger fracture (23 January 2016), buddy strapped"],
     "notes": "Under-18 goalkeeper on the academy scholarship at a Hull club. Doing a BTEC in sport. Known as Dunney. Dad Mark."},
    {"clientId": "shauna-pickering", "age": 25, "goal": "Number one keeper for the women's first team this season",
     "dietaryRestrictions": [], "injuries": ["broken nose (21 February 2016), set by ENT on 2 March, no op"],
     "notes": "Goalkeeper for a women's team in Hull. Hairdresser. Sister Leanne."},
    {"clientId": "ken-woodmansey", "age": 64, "goal": "Keep goal for the walking football side all season and lose a stone",
     "dietaryRestrictions": [], "injuries": ["left calf tear, grade 2 (4 May 2016)", "high blood pressure (ramipril 5 mg)"],
     "notes": "Walking football goalkeeper in the over-60s league. Retired docker. Known as Woody. Grandson Jack."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "cal": [
        L("01-05 19:00", "c", "Hi Gary, Tracey Rix, Callum's mum. He's 19 and rides for the Witches second team, number 7. The promoter says he needs more strength in his arms and his middle for the bikes. He's 64 kg soaking. Could you fit him in before the season?", "cal-tracey"),
        L("01-05 19:30", "t", "Hi Tracey, yes. Twice a week with me: grip, core and legs, and a conditioning circuit on Saturdays. Season starts in March so we've got ten weeks.", "cal-tracey-coach"),
        L("01-14 20:00", "c", "grip 46kg right 44 left, plank 90 secs", "cal-grip"),
        L("02-08 12:00", "c", "imogen blew the workshop door off 😂 no work, did the circuit in the garage", "cal-imogen"),
        L("03-24 22:00", "c", "first meeting at foxhall, 2 heat wins and 7 points 🏁", "cal-first"),
        L("03-24 22:20", "t", "Seven points on your first night back, Cal! Legs and core did their job.", "cal-first-coach"),
        L("04-14 23:00", "c", "Gary it's Tracey. Cal came off in heat 9 at Foxhall tonight, a bike went down in front and he went over the bars. The x-ray at Ipswich hospital shows his left collarbone is broken, a clean break in the middle. They say no plate, a sling for 4 weeks. He's more worried about the bike x", "cal-tracey2"),
        L("04-14 23:20", "t", "Thanks Tracey, sorry to hear it. Sling for the four weeks, legs and the bike in the gym only, nothing with that arm. I'll ring him tomorrow.", "cal-tracey2-coach"),
        L("05-02 18:00", "c", "leicester champions lol 5000-1. sling comes off on friday", "cal-leicester"),
        L("05-24 19:00", "c", "fracture clinic says its knitting, no riding till june. pain 2/10", "cal-clinic"),
        L("06-16 22:00", "c", "back on the bike, 4 points from 4 rides, shoulder fine. watched the england wales game after", "cal-back"),
        L("07-07 20:00", "c", "grip 52kg right 50 left now 💪 weighed 66", "cal-grip2"),
        L("07-19 21:00", "c", "hottest day, 31 in the pits, drank 3 litres", "cal-heat"),
        L("07-21 22:30", "c", "Tracey here: Callum got his first 3 pointer in the main team tonight, guesting at reserve. So proud x", "cal-tracey3"),
    ],
    "jess": [
        L("01-06 20:00", "c", "Hey Gary, Jess Ambrose, 27, vet nurse and I race the women's British MX. Finished 6th overall last year. My right forearm goes rock hard halfway through a moto and I can't hold the bars. Want top 3 this year", "jess-intro"),
        L("01-06 20:30", "t", "Hey Jess. That tight forearm sounds like arm pump. We'll build your base fitness and forearm endurance, and work on staying loose on the bike. Twice a week.", "jess-intro-coach"),
        L("01-19 18:00", "c", "resting hr 58, did 20k on the bike", "jess-rhr"),
        L("03-13 19:00", "c", "round 1 at Canada Heights, 5th. right arm pumped up in moto 2 again", "jess-round1"),
        L("04-10 18:00", "c", "round 2, 4th overall and a holeshot in moto 1 🏍️ arm still goes after 15 mins", "jess-round2"),
        L("05-11 17:00", "c", "pressure test on my right forearm at the hospital: 42 after riding, should be under 30. they say compartment syndrome, proper arm pump", "jess-pressure"),
        L("05-11 17:20", "t", "At least it's confirmed, Jess. We'll keep the forearm work easy and the fitness up; the surgeon will decide on the operation.", "jess-pressure-coach"),
        L("05-29 21:00", "c", "Gary it's Liam, Jess's boyfriend. She's been booked in for a fasciotomy on her right arm in September after the season. She wanted you to know she'll race the last rounds first", "jess-liam"),
        L("05-29 21:20", "t", "Thanks Liam. Makes sense to finish the season. I'll keep her riding fitness topped up until then.", "jess-liam-coach"),
        L("06-26 18:00", "c", "round 4, 3rd!!! first podium 🏆", "jess-podium"),
        L("07-10 19:00", "c", "murray won!!! watched it at the vets on my break", "jess-murray"),
        L("07-24 18:00", "c", "round 5, 4th. arm went after 20 mins this time. 2nd in the championship by 6 points", "jess-round5"),
        L("07-24 18:30", "c", "Liam again: she did the whole moto with the arm gone, stubborn as anything x", "jess-liam2"),
    ],
    "derek": [
        L("01-04 10:00", "c", "Morning Gary, Derek Pryke. 63, retired from the farm. Ride trials on a 1962 BSA. 15 stone 6 and the diabetes nurse wants me lighter. Want to be 14 stone and ride the Scott trial in October", "derek-intro"),
        L("01-04 10:30", "t", "Morning Derek. Twice a week: legs and balance for standing on the pegs, and a walk on the other days. We'll weigh you on a Monday.", "derek-intro-coach"),
        L("01-18 09:00", "c", "hba1c 58 at the diabetes clinic. metformin 500 twice a day", "derek-hba1c"),
        L("02-14 17:00", "c", "valentines, maureen cooked, 2 dabs in the first section at the club trial though", "derek-valentine"),
        L("03-20 16:00", "c", "Gary, this is Maureen, Derek's wife. He came off on the rocks at the Bures trial this morning and landed on his right side. Two cracked ribs, the 7th and 8th, on the x-ray at Colchester. No lung trouble. He's sore and grumpy, no riding for 6 weeks", "derek-maureen"),
        L("03-20 16:30", "t", "Thank you Maureen. Breathing deeply every hour, walks, and painkillers on time so he can cough. Legs only with me when he's ready.", "derek-maureen-coach"),
        L("04-09 18:00", "c", "lost a fiver on the national, ribs still catch when i laugh", "derek-national"),
        L("05-02 10:00", "c", "back on the bike at the club, 14 stone 12, ribs fine", "derek-back"),
        L("05-30 16:00", "c", "bank holiday trial at Ipswich, 3rd in the pre-65 class, 11 marks lost", "derek-trial"),
        L("05-30 16:20", "t", "Third on the bank holiday, Derek, ten weeks after the ribs! The balance work shows.", "derek-trial-coach"),
        L("06-23 20:00", "c", "voted and walked home, 2 miles", "derek-vote"),
        L("07-11 09:00", "c", "hba1c 49 now, nurse is made up. 14 stone 6", "derek-hba1c2"),
        L("07-11 09:20", "t", "From 58 to 49, Derek. Six pounds to go.", "derek-hba1c2-coach"),
        L("07-20 19:00", "c", "Maureen here: he's been out polishing that bike in the heat all day, tell him it's not a workout x", "derek-maureen2"),
    ],
    "ryan": [
        L("01-07 19:00", "c", "Hi Lorraine, Steve Boote, Ryan's dad. He's 22 and going to Q School in May to try to get on the snooker tour. He plays 6 hours a day and his back and arm ache. Can you get him fit for it?", "ryan-steve"),
        L("01-07 19:30", "t", "Hi Steve, yes. Core, upper back and stamina twice a week, and breaks away from the table every hour. I'll do some testing first.", "ryan-steve-coach"),
        L("01-20 18:00", "c", "right elbow twinging on the long pots", "ryan-twinge"),
        L("02-11 17:00", "c", "ultrasound on the elbow: tennis elbow, tendon's thickened, no tear. physio says no injection, loading exercises 3x15", "ryan-scan"),
        L("02-11 17:20", "t", "Good, Ryan. Slow wrist extensions with the dumbbell every day, and we'll keep your grip work light for now.", "ryan-scan-coach"),
        L("03-19 20:00", "c", "grand slam!! dad was jumping round the shop", "ryan-slam"),
        L("04-18 18:00", "c", "112 break in the club league final 🎱 highest ever in a match", "ryan-112"),
        L("05-02 23:00", "c", "selby won the crucible, 18-14 v ding. that's gonna be me", "ryan-crucible"),
        L("05-21 19:00", "c", "Steve again: Q School event 1, he won 2 matches then lost 4-2 in the last 64. Elbow held up, proud of him", "ryan-qschool"),
        L("05-21 19:20", "t", "Two wins at his first Q School, Steve. He'll be back stronger for event 2.", "ryan-qschool-coach"),
        L("06-14 18:00", "c", "elbow 1/10, 6 hour session no problem", "ryan-elbow-ok"),
        L("07-05 20:00", "c", "plank 2 mins now, was 45 secs in january", "ryan-plank"),
    ],
    "tanya": [
        L("01-08 19:00", "c", "ay up Lorraine, Tanya Brereton, 41, dinner lady and I throw darts for the Potteries superleague and the county. Standing all night kills me and my right shoulder aches throwing. Also on amlodipine for blood pressure. Want to lose 7 kilo", "tanya-intro"),
        L("01-08 19:30", "t", "Ay up Tanya. Shoulder blade strength, legs for standing and walks on your days off. We'll weigh in every Monday and check your blood pressure monthly.", "tanya-intro-coach"),
        L("01-25 18:00", "c", "bp 148/92 at the chemist. 89 kg", "tanya-bp"),
        L("02-12 22:30", "c", "FIRST 180 IN A MATCH 🎯🎯🎯 after 20 years!!", "tanya-180"),
        L("02-12 22:45", "t", "Twenty years in the making, Tan! Get it framed.", "tanya-180-coach"),
        L("03-06 13:00", "c", "Hi Lorraine its Chloe, Tanya's daughter. Took mum for mother's day lunch, she had the salad and didn't moan once 😂", "tanya-chloe"),
        L("03-09 17:00", "c", "steroid injection in my right shoulder at the gp today. no darts for 2 weeks", "tanya-injection"),
        L("03-09 17:20", "t", "Rest it for two weeks as they said, then we build the shoulder blade work back slowly. Legs and walking carry on.", "tanya-injection-coach"),
        L("04-22 22:00", "c", "county game v cheshire, won my leg, 3 dart average 71.4. shoulder 1/10", "tanya-county"),
        L("05-21 19:00", "c", "fa cup final at the pub, man u won, had a diet coke", "tanya-facup"),
        L("06-20 18:00", "c", "bp 134/82!! 83.5 kg", "tanya-bp2"),
        L("06-20 18:20", "t", "Great numbers, Tanya. Keep walking to work.", "tanya-bp2-coach"),
        L("07-15 21:00", "c", "Chloe again: mum won the ladies singles at the club 🏆 she's unbearable x", "tanya-chloe2"),
    ],
    "maurice": [
        L("01-11 11:00", "c", "Hello Lorraine, Maurice Adey. 68. Retired signalman, play pool for the Railway Inn in the Longton league. My right hip is worn out and I'm having a new one on 15 March. GP says get fit before the op", "maurice-intro"),
        L("01-11 11:30", "t", "Hello Maurice. Prehab twice a week: strong thighs and buttocks, arms for the crutches, and the bike. The fitter you go in, the quicker you come out.", "maurice-intro-coach"),
        L("01-26 12:00", "c", "sit to stand 9 in 30 secs. walked to the paper shop and back", "maurice-sts"),
        L("03-15 19:00", "c", "Hi Lorraine, Gareth, Maurice's son. Dad's had his right hip done this morning at the Royal Stoke, all went well. He was up with the frame this afternoon. He'll be in 3 days", "maurice-gareth"),
        L("03-15 19:20", "t", "Wonderful, Gareth. Tell him to do the ankle pumps and buttock squeezes every hour. I'll see him at home when he's out.", "maurice-gareth-coach"),
        L("03-18 14:00", "c", "home. on the injections for clots for 4 weeks, daughter in law does them", "maurice-home"),
        L("04-15 12:00", "c", "off the crutches onto a stick. no pain at night", "maurice-stick"),
        L("05-10 11:00", "c", "physio discharged me. sit to stand 14", "maurice-sts2"),
        L("05-10 11:20", "t", "From 9 to 14, Maurice! Keep up the step-ups.", "maurice-sts2-coach"),
        L("06-16 21:00", "c", "first league night since the op, won both frames 🎱", "maurice-league"),
        L("06-24 09:00", "c", "Gareth: dad stayed up all night for the referendum results, don't let him nap in your session 😂", "maurice-gareth2"),
        L("07-14 21:00", "c", "walked to the pub and back, 1.5 miles", "maurice-walk"),
    ],
    "ellie": [
        L("01-09 14:00", "c", "Hi Fiona, Karen Marsh, Ellie's mum. Ellie is 20, at the uni doing history, and has Crohn's. She's on infliximab every 8 weeks. She gets so tired and she'd love to be able to run a 5k. The IBD nurse said to find someone who knows Crohn's", "ellie-karen"),
        L("01-09 14:30", "t", "Hi Karen. I'll keep it gentle and build slowly: strength twice a week and walk-run on the good days. If she's flaring we drop back to walking and stretching.", "ellie-karen-coach"),
        L("01-22 17:00", "c", "walk run 20 mins, 1 min run 2 walk. knackered but ok", "ellie-walkrun"),
        L("03-04 18:00", "c", "flaring 😩 8 times a day to the loo, cramps on the right side low down. crp 48", "ellie-flare"),
        L("03-04 18:20", "t", "Rest, fluids and no running, Els. Tell the IBD nurse today, not Monday.", "ellie-flare-coach"),
        L("03-10 20:00", "c", "Fiona it's Karen. The IBD team have moved her infliximab to every 6 weeks instead of 8. Her haemoglobin is 98 so she's having an iron infusion next month. She's exhausted but ok", "ellie-karen2"),
        L("04-07 16:00", "c", "iron infusion done, 2 hours, felt fine", "ellie-infusion"),
        L("04-24 13:00", "c", "watched the marathon, one day 😍", "ellie-marathon"),
        L("05-16 19:00", "c", "crp 6!! hb 121. ran 2k without stopping", "ellie-crp"),
        L("05-16 19:20", "t", "Remission numbers, Els! Two kilometres of running. We add a minute a week from here.", "ellie-crp-coach"),
        L("06-04 10:00", "c", "exams done!!! ran 3.5k", "ellie-exams"),
        L("07-02 10:30", "c", "first parkrun at boultham park, 31:40 🏃‍♀️", "ellie-parkrun"),
        L("07-02 11:00", "t", "31:40, Ellie! Six months ago you were walking most of twenty minutes.", "ellie-parkrun-coach"),
        L("07-23 20:00", "c", "Karen: she's off to Greece with her friends on Tuesday, first holiday in 3 years without worrying. Thank you x", "ellie-karen3"),
    ],
    "imran": [
        L("01-12 21:00", "c", "Alright Fiona, Imran Qureshi, 35. taxi driver on nights. Got ulcerative colitis, on mesalazine 2.4g a day. Sit down 10 hours a night and I've gone soft. Want to get strong and fit and fast Ramadan without a flare", "imran-intro"),
        L("01-12 21:30", "t", "Alright Imran. Strength twice a week before your shift, and a walk when you wake. We'll plan Ramadan together nearer the time.", "imran-intro-coach"),
        L("02-16 20:00", "c", "flare. blood in the loo, 6 times a day. gp put me on prednisolone 40mg", "imran-flare"),
        L("02-16 20:20", "t", "Sorry Imran. Rest this week, walking only. Take the pred with breakfast.", "imran-flare-coach"),
        L("03-01 12:00", "c", "Fiona this is Asif, Imran's brother. He's been sleeping on my sofa because the steroids keep him awake and he won't stop eating 😂 the pred is coming down 5mg a week", "imran-asif"),
        L("03-01 12:20", "t", "Thanks Asif. That's normal on prednisolone. Keep him walking and keep the biscuits in the cupboard.", "imran-asif-coach"),
        L("04-12 20:00", "c", "off the pred completely. calprotectin 95, was 820 in feb", "imran-calpro"),
        L("05-02 20:00", "c", "bank holiday, leicester champs, drove fans all night 😂 good money", "imran-leicester"),
        L("06-06 03:00", "c", "ramadan day 1. suhoor at 2:30, no training till after iftar", "imran-ramadan"),
        L("06-06 03:20", "t", "Train after iftar, light and short, and drink plenty between iftar and suhoor. Any cramps or blood, tell me and the GP.", "imran-ramadan-coach"),
        L("07-06 19:00", "c", "eid mubarak! fasted all 30 days, no flare 🙌", "imran-eid"),
        L("07-18 20:00", "c", "deadlift 120kg x5, started at 70", "imran-deadlift"),
        L("07-27 18:00", "c", "Asif again: he's bought a gym membership for both of us. I'm scared x", "imran-asif2"),
    ],
    "brian": [
        L("01-13 10:00", "c", "Morning Fiona, Brian Tock. 58, retired fireman. Crohn's for 30 years and an ileostomy since 2013. Worried about a hernia round the stoma. Wife signed us both up to walk the Lincoln 10k in April", "brian-intro"),
        L("01-13 10:30", "t", "Morning Brian. Core work that's safe round the stoma, starting with breathing and pelvic tilts, and walking building up to 10k. Support belt for anything heavy.", "brian-intro-coach"),
        L("01-29 11:00", "c", "b12 jab at the surgery, every 12 weeks. walked 5k in 58 mins", "brian-b12"),
        L("02-09 18:00", "c", "pancake day, had 2, stoma didn't complain", "brian-pancake"),
        L("03-27 16:00", "c", "easter sunday, walked 8k with wendy, clocks went forward and we forgot 😂", "brian-easter"),
        L("04-17 13:00", "c", "Fiona it's Wendy, Brian's wife. We did the Lincoln 10k this morning, 1 hour 52! He wore the support belt and had no trouble with the bag. He's very pleased with himself x", "brian-wendy"),
        L("04-17 13:20", "t", "Well done both of you, Wendy! Brian's first 10k since the op. Tell him he's earned a rest day.", "brian-wendy-coach"),
        L("05-18 11:00", "c", "bloods: b12 420, was 180 in january. stoma nurse measured me, no hernia", "brian-b12b"),
        L("06-11 22:00", "c", "england 1 russia 1, fuming. dead bug 3x12 now", "brian-euro"),
        L("06-27 22:00", "c", "iceland!!! embarrassing. walked it off", "brian-iceland"),
        L("07-12 10:00", "c", "86 kg, was 92 in january", "brian-weight"),
        L("07-12 10:20", "t", "Six kilos down and a 10k done, Brian. And the stoma nurse happy.", "brian-weight-coach"),
        L("07-25 18:00", "c", "Wendy again: he wants to do the Great North Run next year, help x", "brian-wendy2"),
    ],
    "aaron": [
        L("01-10 18:00", "c", "Hi Neil, Mark Dunne, Aaron's dad. He's 17, first year scholar at the academy, keeper for the under 18s. The coaches say he needs to be quicker off his line and more powerful. Can you work with him?", "aaron-mark"),
        L("01-10 18:30", "t", "Hi Mark, yes. Twice a week: footwork, power and diving technique, plus a gym session. We'll test him first.", "aaron-mark-coach"),
        L("01-16 13:00", "c", "vertical jump 58cm, 10m sprint 1.82", "aaron-tests"),
        L("01-23 17:00", "c", "Neil, Mark again. Aaron caught a shot on the end of his left little finger at training today, x-ray says a small fracture at the base. Buddy strapping for 3 weeks, he can still play with it taped", "aaron-mark2"),
        L("01-23 17:20", "t", "Thanks Mark. Strapped and gloved he can do footwork and legs with me. No diving onto that hand for a fortnight.", "aaron-mark2-coach"),
        L("02-20 16:00", "c", "clean sheet v sheffield u18s, 6 saves 🧤 finger fine", "aaron-cleansheet"),
        L("03-31 17:00", "c", "10m 1.74, vertical 62", "aaron-tests2"),
        L("04-30 18:00", "c", "saved a pen in the cup semi but we lost 2-1", "aaron-pen"),
        L("05-28 18:00", "c", "WEMBLEY!!! hull up!! dad cried 😭", "aaron-wembley"),
        L("05-31 19:00", "c", "got offered my second year scholarship!!!", "aaron-scholarship"),
        L("05-31 19:20", "t", "Brilliant, Dunney. You earned that with the work since January.", "aaron-scholarship-coach"),
        L("07-04 20:00", "c", "pre season testing: 10m 1.71, yo yo 17.3", "aaron-preseason"),
        L("07-22 18:00", "c", "Mark: he's been made captain of the under 18s for next season. Thanks Neil", "aaron-mark3"),
    ],
    "shauna": [
        L("01-06 19:00", "c", "Hiya Neil, Shauna Pickering, 25, keeper for the women's team. Hairdresser so on my feet all day. Want to be number one this season, I'm sharing the shirt at the minute", "shauna-intro"),
        L("01-06 19:30", "t", "Hiya Shauna. Power and agility twice a week, handling drills on Sundays. We'll test you on the 5-10-5 next week.", "shauna-intro-coach"),
        L("01-13 19:00", "c", "5-10-5 5.4 secs, vertical 44cm", "shauna-tests"),
        L("02-21 17:00", "c", "Neil this is Leanne, Shauna's sister. She came for a cross and a striker's head caught her nose. It's broken, A&E sent her to ENT to straighten it in 10 days. Two black eyes. She's fine but she looks like a panda", "shauna-leanne"),
        L("02-21 17:20", "t", "Thanks Leanne. Ice on it and no contact till ENT have seen her. She can do legs and the bike with me.", "shauna-leanne-coach"),
        L("03-02 16:00", "c", "ENT set my nose back, no op needed. wearing a mask for 6 weeks in games", "shauna-ent"),
        L("03-27 14:00", "c", "first game back in the mask, clean sheet 🧤", "shauna-mask"),
        L("04-24 18:00", "c", "5-10-5 5.1 now", "shauna-tests2"),
        L("05-15 17:00", "c", "cup final, lost on pens, saved 2 of 5 😭", "shauna-cupfinal"),
        L("05-15 17:20", "t", "Two saves in a shootout in a final, Shauna. Be proud of that.", "shauna-cupfinal-coach"),
        L("06-23 21:00", "c", "did the referendum then the gym, 80kg squat pb", "shauna-squat"),
        L("07-18 19:00", "c", "manager says i'm number one for next season!!", "shauna-number1"),
        L("07-18 19:30", "c", "Leanne again: she hasn't stopped smiling, you've made her year x", "shauna-leanne2"),
    ],
    "ken": [
        L("01-15 10:00", "c", "Now then Neil, Ken Woodmansey, 64, retired off the docks. Keep goal for the walking football over 60s. Blood pressure on ramipril 5mg. Want to lose a stone and not creak diving about", "ken-intro"),
        L("01-15 10:30", "t", "Now then Ken. Twice a week: legs, balance and getting down and up off the floor safely. Walks in between. We'll weigh in Mondays.", "ken-intro-coach"),
        L("02-01 11:00", "c", "bp 156/94 at the gp. 97 kg", "ken-bp"),
        L("03-19 19:00", "c", "grand slam, had a pint in the club to celebrate. just the one", "ken-slam"),
        L("04-28 12:00", "c", "calf tweaking on the left, walking football last night", "ken-tweak"),
        L("05-04 16:00", "c", "Neil it's Jack, Ken's grandson. Grandad felt something go in his left calf at walking football, like being shot he says. The physio says a grade 2 tear. Crutches for a week. He's moaning a lot", "ken-jack"),
        L("05-04 16:20", "t", "Thanks Jack. Crutches, ice and heel raise in his shoes. Upper body and the good leg with me till the physio says.", "ken-jack-coach"),
        L("06-08 11:00", "c", "back in goal, calf 1/10. bp 138/84", "ken-back"),
        L("06-16 19:00", "c", "wales game in the club, sturridge in the last minute 😅", "ken-wales"),
        L("07-08 10:00", "c", "90.5 kg. lost the stone and a bit", "ken-weight"),
        L("07-08 10:20", "t", "A stone and a bit, Ken! Just over 14 stone now.", "ken-weight-coach"),
        L("07-26 18:00", "c", "Jack here: grandad's team won the over 60s league, he saved 3 in the last game x", "ken-jack2"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-gary-pits", "trainer": "gary", "members": ["cal", "jess", "derek"],
        "lines": [
            L("01-11 08:00", "t", "Pit lane S&C 🏍️ Session times and the Saturday circuit here.", "g-pits-start"),
            L("03-20 18:00", "derek", "ribs cracked at bures, off the bike 6 weeks", "g-derek-ribs"),
            L("04-15 09:00", "cal", "collarbone snapped, sling 4 weeks 🙄", "g-cal-collarbone"),
            L("06-26 19:00", "jess", "first podium, 3rd 🏆", "g-jess-podium"),
            L("07-21 23:00", "cal", "3 pointer for the main team 🏁", "g-cal-3pointer"),
        ],
    },
    {
        "id": "chat-lorraine-oche", "trainer": "lorraine", "members": ["ryan", "tanya", "maurice"],
        "lines": [
            L("01-12 09:00", "t", "Oche & table fitness 🎯🎱 Plans, tips and wins.", "g-oche-start"),
            L("02-12 23:00", "tanya", "first match 180!!!", "g-tanya-180"),
            L("03-16 10:00", "maurice", "new hip in, up on the frame", "g-maurice-hip"),
            L("04-18 19:00", "ryan", "112 in the league final", "g-ryan-112"),
            L("07-15 21:30", "tanya", "ladies singles champ 🏆", "g-tanya-singles"),
        ],
    },
    {
        "id": "chat-fiona-gut", "trainer": "fiona", "members": ["ellie", "imran", "brian"],
        "lines": [
            L("01-14 09:00", "t", "Gut strong 💚 Plans, tips and wins. Flare days are rest days.", "g-gut-start"),
            L("03-05 10:00", "ellie", "flaring again, resting up 😩", "g-ellie-flare"),
            L("04-17 14:00", "brian", "lincoln 10k done, 1:52", "g-brian-10k"),
            L("07-02 12:00", "ellie", "parkrun 31:40!!", "g-ellie-parkrun"),
            L("07-06 20:00", "imran", "fasted the whole month, no flare 🙌", "g-imran-ramadan"),
        ],
    },
    {
        "id": "chat-neil-gloves", "trainer": "neil", "members": ["aaron", "shauna", "ken"],
        "lines": [
            L("01-11 09:00", "t", "Gloves on 🧤 GK sessions, times and clean sheets here.", "g-gloves-start"),
            L("02-21 20:00", "shauna", "broke my nose 🐼", "g-shauna-nose"),
            L("05-05 09:00", "ken", "calf gone, on crutches", "g-ken-calf"),
            L("05-31 20:00", "aaron", "second year scholarship ✅", "g-aaron-scholarship"),
            L("07-18 20:00", "shauna", "number one next season 🧤", "g-shauna-number1"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("gary", "cal", "2016-01-07", "Cal (19): speedway, Ipswich second team. Weight 64 kg. Grip 46 kg right, 44 kg left. Plank 90 s. Chin-ups 6."),
    ("gary", "cal", "2016-07-25", "Cal: left collarbone fracture 14 April (Foxhall, heat 9), mid-shaft, x-ray, sling 4 weeks, no plate. Riding again from 16 June. Weight 66 kg. Grip 52 kg right, 50 kg left. Chin-ups 11. First main-team 3 points 21 July."),
    ("gary", "jess", "2016-01-08", "Jess (27): women's British motocross, 6th in 2015. Vet nurse. Right forearm tightens mid-moto. Resting HR 58. Grip 34 kg right, 33 kg left. 2 km row 8:05."),
    ("gary", "jess", "2016-07-26", "Jess: right forearm compartment pressure 42 mmHg after riding (11 May), chronic exertional compartment syndrome; fasciotomy booked for September. Rounds: 5th, 4th, 3rd (26 June), 4th; 2nd in the championship. 2 km row 7:41. Resting HR 52."),
    ("gary", "derek", "2016-01-05", "Derek (63): vintage trials, 1962 BSA. Type 2 diabetes, metformin 500 mg twice a day. Weight 15 st 6 (98 kg). Single-leg stand 12 s right, 9 s left. Sit-to-stand 30 s: 11."),
    ("gary", "derek", "2016-07-27", "Derek: right 7th and 8th ribs cracked 20 March (Bures trial), 6 weeks off the bike. HbA1c 58 to 49 mmol/mol. Weight 14 st 6 (91.6 kg). 3rd pre-65 class at Ipswich 30 May. Single-leg stand 25 s right, 21 s left. Sit-to-stand 30 s: 15."),
    ("lorraine", "ryan", "2016-01-14", "Ryan (22): snooker, Q School in May. Plays 6 hours a day. Plank 45 s. Grip 48 kg right. Upper back aches after 3 hours."),
    ("lorraine", "ryan", "2016-07-20", "Ryan: right lateral elbow tendinopathy, ultrasound 11 February (thickened, no tear), no injection, wrist extension loading. Q School event 1: two wins, lost 4-2 in the last 64. Plank 2 min. Elbow 1/10. Highest match break 112."),
    ("lorraine", "tanya", "2016-01-14", "Tanya (41): darts, superleague and county. Dinner lady. Amlodipine 5 mg. Weight 89 kg. BP 148/92. Right shoulder aches throwing. Walk 30 min."),
    ("lorraine", "tanya", "2016-07-21", "Tanya: right shoulder impingement, steroid injection 9 March, 2 weeks no darts, 1/10 now. BP 134/82. Weight 83 kg. Three-dart average 71.4 for the county (22 April). First match 180 on 12 February. Club ladies singles winner."),
    ("lorraine", "maurice", "2016-01-18", "Maurice (68): pool, Railway Inn, Longton league. Right hip OA, replacement 15 March. Sit-to-stand 30 s: 9. Walk 10 min with a stick."),
    ("lorraine", "maurice", "2016-07-18", "Maurice: right total hip replacement 15 March (Royal Stoke), anticoagulant injections 4 weeks, stick from mid-April, physio discharged 10 May. Sit-to-stand 30 s: 15. Walks 1.5 miles. Back at the league 16 June."),
    ("fiona", "ellie", "2016-01-15", "Ellie (20): Crohn's, terminal ileum, infliximab every 8 weeks. History student. Walk-run 1:2 for 20 min. Grip 22 kg. Fatigue 7/10."),
    ("fiona", "ellie", "2016-07-22", "Ellie: flare 4 March (CRP 48), infliximab every 6 weeks from March, Hb 98 g/L, iron infusion 7 April. CRP 6, Hb 121 in May. parkrun 31:40 (2 July). Grip 26 kg. Fatigue 3/10."),
    ("fiona", "imran", "2016-01-18", "Imran (35): ulcerative colitis, mesalazine 2.4 g a day. Taxi driver, nights. Deadlift 70 kg x5. Weight 84 kg. Walk 20 min."),
    ("fiona", "imran", "2016-07-25", "Imran: UC flare 16 February, prednisolone 40 mg tapering 5 mg a week, stopped early April. Calprotectin 820 to 95. Fasted all of Ramadan without a flare. Deadlift 120 kg x5. Weight 81 kg."),
    ("fiona", "brian", "2016-01-19", "Brian (58): Crohn's, ileostomy 2013, B12 injections every 12 weeks. Retired firefighter. Weight 92 kg. 5 km walk 58 min. Dead bug 3x6."),
    ("fiona", "brian", "2016-07-26", "Brian: Lincoln 10k walked 17 April in 1:52 with a support belt. No parastomal hernia (stoma nurse, May). B12 180 to 420. Weight 86 kg. Dead bug 3x12."),
    ("neil", "aaron", "2016-01-12", "Aaron (17): GK, academy under-18s, first-year scholar. Vertical 58 cm. 10 m sprint 1.82 s. Height 188 cm."),
    ("neil", "aaron", "2016-07-25", "Aaron: left little finger base fracture 23 January, buddy strapped 3 weeks. Vertical 62 cm (March). 10 m 1.71 s (July). Yo-yo 17.3. Second-year scholarship offered 31 May. Under-18 captain next season."),
    ("neil", "shauna", "2016-01-11", "Shauna (25): GK, women's team. Hairdresser. 5-10-5 5.4 s. Vertical 44 cm. Back squat 65 kg."),
    ("neil", "shauna", "2016-07-20", "Shauna: broken nose 21 February (a header in a cross), set by ENT 2 March, no op, mask 6 weeks. 5-10-5 5.1 s. Back squat 80 kg. Cup final lost on penalties, 2 saves. Number one next season."),
    ("neil", "ken", "2016-01-18", "Ken (64): walking football GK, over-60s. Retired docker. Ramipril 5 mg. Weight 97 kg. Floor-to-stand 9 s. Single-leg stand 15 s."),
    ("neil", "ken", "2016-07-21", "Ken: left calf tear grade 2 (4 May), crutches 1 week, back in goal 8 June. BP 156/94 to 138/84. Weight 90.5 kg. Floor-to-stand 6 s. League winners."),
]

TRANSCRIPTS = [
    {
        "id": "tr-gary-cal-20160418", "trainer": "gary", "client": "cal", "startedAt": "2016-04-18T18:00:00Z",
        "title": "Call with Cal and Tracey: after the crash",
        "lines": [
            ("Coach", 0, "How's the collarbone, Cal?"),
            ("Cal", 4, "Sore at night. I can't get comfy in bed."),
            ("Tracey", 9, "The hospital said if it doesn't knit in six weeks they might plate it, but they think it will. He's sleeping propped up on three pillows."),
            ("Coach", 14, "Then four weeks of legs, the static bike and walking. Grip with the right hand only. No riding, not even the pit bike."),
            ("Cal", 20, "Can I still go to the meetings?"),
            ("Coach", 24, "Go and watch, help the mechanics, but keep the sling on in the pits."),
        ],
    },
    {
        "id": "tr-fiona-ellie-20160314", "trainer": "fiona", "client": "ellie", "startedAt": "2016-03-14T19:00:00Z",
        "title": "Call with Ellie and Karen: during the flare",
        "lines": [
            ("Coach", 0, "How are you today, Ellie?"),
            ("Ellie", 4, "Better than last week. Four times a day now, and the cramps have eased."),
            ("Karen", 9, "The nurse said she can walk but nothing that makes her breathless until the blood test comes down. And she's lost three kilos."),
            ("Coach", 14, "So gentle walks, ten minutes, and the floor exercises. We eat little and often and don't worry about the weight yet."),
            ("Ellie", 20, "When can I run again?"),
            ("Coach", 24, "When the nurse says you're settling. We start again at one minute running."),
        ],
    },
    {
        "id": "tr-fiona-imran-20160530", "trainer": "fiona", "client": "imran", "startedAt": "2016-05-30T20:00:00Z",
        "title": "Call with Imran and Asif: planning Ramadan",
        "lines": [
            ("Coach", 0, "So Ramadan starts next Monday. What did the GP say, Imran?"),
            ("Imran", 4, "He's fine with me fasting as long as I keep taking the mesalazine at suhoor and iftar."),
            ("Asif", 9, "Our mum's worried he'll flare. Last time he fasted he ended up in hospital, in 2013."),
            ("Coach", 14, "Then we train only after iftar, thirty minutes, and you drink two litres between iftar and suhoor. If you see blood, you stop fasting and ring the GP."),
            ("Imran", 20, "And the deadlift?"),
            ("Coach", 24, "Hold it at 100 for the month. We go up again after Eid."),
        ],
    },
    {
        "id": "tr-neil-shauna-20160224", "trainer": "neil", "client": "shauna", "startedAt": "2016-02-24T19:00:00Z",
        "title": "Call with Shauna and Leanne: after the nose",
        "lines": [
            ("Coach", 0, "How's the nose, Shauna?"),
            ("Shauna", 4, "Swollen. I can't breathe through the left side."),
            ("Leanne", 9, "The A&E doctor said she's lucky it wasn't her cheekbone. And she has to sleep with her head up."),
            ("Coach", 14, "Then no heading, no crosses and no contact till ENT. Legs, the bike and footwork without a ball are fine."),
            ("Shauna", 20, "Will I lose my place?"),
            ("Coach", 24, "Not if you come back fitter. The mask will take a game to get used to."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("cal", "2016-02-19", 8.5, 3, 95, "Pre-season."),
    ("cal", "2016-04-22", 6.5, 7, 60, "Collarbone."),
    ("jess", "2016-03-18", 7.0, 5, 85, "Season."),
    ("jess", "2016-05-13", 7.0, 6, 80, "Arm."),
    ("derek", "2016-03-25", 6.0, 6, 55, "Ribs."),
    ("derek", "2016-07-15", 7.5, 3, 90, "Diabetes."),
    ("ryan", "2016-02-12", 8.0, 5, 80, "Elbow."),
    ("ryan", "2016-05-27", 7.5, 6, 85, "Q School."),
    ("tanya", "2016-03-11", 7.0, 5, 75, "Shoulder."),
    ("tanya", "2016-06-24", 6.5, 4, 90, "Blood pressure."),
    ("maurice", "2016-02-26", 7.0, 6, 90, "Before the op."),
    ("maurice", "2016-04-29", 7.5, 4, 85, "Hip."),
    ("ellie", "2016-03-11", 9.0, 7, 50, "Flare."),
    ("ellie", "2016-06-10", 8.0, 3, 95, "Exams."),
    ("imran", "2016-02-19", 5.0, 7, 40, "Flare."),
    ("imran", "2016-06-17", 5.5, 5, 80, "Ramadan."),
    ("brian", "2016-04-22", 7.5, 3, 95, "10k."),
    ("brian", "2016-07-01", 7.0, 4, 90, "Core."),
    ("aaron", "2016-01-29", 8.5, 5, 85, "Finger."),
    ("aaron", "2016-06-03", 9.0, 2, 100, "Scholarship."),
    ("shauna", "2016-02-26", 7.0, 7, 70, "Nose."),
    ("shauna", "2016-05-20", 7.5, 5, 90, "Cup final."),
    ("ken", "2016-02-05", 7.0, 4, 80, "Blood pressure."),
    ("ken", "2016-05-13", 6.5, 6, 60, "Calf."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("derek", "weight", "kg", "2016-01-11", "2016-03-14", 7, 98.0, 95.0, 0.4),
    ("derek", "weight", "kg", "2016-03-21", "2016-04-25", 7, 95.5, 95.0, 0.4),
    ("derek", "weight", "kg", "2016-05-02", "2016-07-25", 7, 94.3, 91.6, 0.4),
    ("tanya", "weight", "kg", "2016-01-11", "2016-07-25", 7, 89.0, 83.0, 0.4),
    ("brian", "weight", "kg", "2016-01-11", "2016-07-25", 7, 92.0, 86.0, 0.4),
    ("ken", "weight", "kg", "2016-01-18", "2016-07-25", 7, 97.0, 90.5, 0.5),
    ("jess", "resting_heart_rate", "bpm", "2016-01-05", "2016-07-26", 7, 58.0, 52.0, 1.5),
    ("ellie", "resting_heart_rate", "bpm", "2016-01-05", "2016-02-29", 7, 74.0, 72.0, 1.5),
    ("ellie", "resting_heart_rate", "bpm", "2016-03-07", "2016-04-11", 7, 88.0, 80.0, 1.5),
    ("ellie", "resting_heart_rate", "bpm", "2016-04-18", "2016-07-25", 7, 74.0, 64.0, 1.5),
    ("maurice", "steps", "steps", "2016-01-04", "2016-03-14", 7, 2500, 3000, 300),
    ("maurice", "steps", "steps", "2016-03-21", "2016-07-25", 7, 800, 6500, 300),
    ("aaron", "steps", "steps", "2016-01-04", "2016-07-25", 7, 9000, 11000, 700),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("derek", "goal-gary-derek-weight", "weight", 89, "kg", "2016-10-01", "active"),
    ("tanya", "goal-lorraine-tanya-weight", "weight", 82, "kg", "2016-09-30", "active"),
    ("brian", "goal-fiona-brian-weight", "weight", 85, "kg", "2016-12-31", "active"),
    ("ken", "goal-neil-ken-weight", "weight", 90.6, "kg", "2016-08-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("derek", "2016-01-15", "HbA1c", 58, "mmol/mol", 20, 42),
    ("derek", "2016-07-08", "HbA1c", 49, "mmol/mol", 20, 42),
    ("ellie", "2016-03-03", "CRP", 48, "mg/L", 0, 5),
    ("ellie", "2016-05-13", "CRP", 6, "mg/L", 0, 5),
    ("ellie", "2016-03-09", "Haemoglobin", 98, "g/L", 115, 165),
    ("ellie", "2016-05-13", "Haemoglobin", 121, "g/L", 115, 165),
    ("imran", "2016-02-15", "Faecal calprotectin", 820, "ug/g", 0, 50),
    ("imran", "2016-04-11", "Faecal calprotectin", 95, "ug/g", 0, 50),
    ("brian", "2016-01-28", "Vitamin B12", 180, "ng/L", 197, 771),
    ("brian", "2016-05-17", "Vitamin B12", 420, "ng/L", 197, 771),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "ta duck", "cheers", "👍", "🙏", "ok", "okie", "yep", "sound", "done ✅", "booked", "paid 👍",
    "running late sorry", "can we make it later instead?", "what time thurs?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which entrance is it?", "omw", "roadworks on the a14 again", "thank you x", "ay up duck",
    "now then", "alright boy", "nowt to report", "🙌", "😂", "bank transfer ok?", "still on?", "phone died",
    "no parking again", "stuck at work, 10 mins", "perfect", "on the huh today", "mardy weather", "ten bob says it rains",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20160801, health_seed=20160801, chatter_lines=(22, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
