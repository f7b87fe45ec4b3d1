#!/usr/bin/env python3
"""Build the thirty-first blind data set for the answer benchmark (bench/answers_data/blind31.json).

    functions/venv/bin/python -m bench.answers_data.build_blind31

Four trainers of kinds the other rosters do not have: a Highland dancing conditioning coach in Oban
(a dancer of 15 with Osgood-Schlatter's in her left knee who comes second in the fling at the Oban
indoor competition on 22 March and whose mum Morven texts; a student dancer of 19 with type 1
diabetes (HbA1c 64 then 53) and a stress fracture of the right second metatarsal (MRI 17 April, a
boot for six weeks) whose girlfriend Skye texts; a primary teacher of 41 back at adult classes with
osteopenia on a DEXA scan (T-score -1.8), HRT from March, a vitamin D of 38 then 72, who weighs
herself in stone and whose husband Calum texts), a stand-up paddleboard coach in Tenby (a dentist
of 44 with a right shoulder impingement (steroid injection 6 March), a cholesterol of 6.4 then 5.2
and a resting heart rate, whose wife Sian texts; a SUP racer of 17 with glandular fever (an
enlarged spleen on an ultrasound on 4 March, no racing or contact for six weeks) who wins silver in
the juniors at the Welsh championships on 21 June and whose mum Rhian texts; a retired dairy
farmer of 66 with heart block who has a pacemaker fitted on 2 April (no lifting the left arm over
the shoulder and no paddling for six weeks, no driving a week), weighs himself in stone and whose
daughter Carys texts), a Zumba instructor in Bridgwater (a care-home cook of 47 from Moorland whose
house floods in February, with plantar fasciitis in the left foot (podiatrist 18 March, insoles,
no jumping tracks four weeks), who weighs herself in stone and whose husband Kev texts; a
hairdresser of 31, pregnant (due 9 August), with pelvic girdle pain from April (a support belt, no
lunges or wide side steps) and a low haemoglobin (98 then 116 g/L on iron) whose partner Liam
texts; a retired postman of 70 at Zumba Gold with gout in the right big toe (a flare on 11
February, colchicine, allopurinol from March; urate 520 then 330), who goes to Glastonbury and whose
granddaughter Chloe texts), and a combined events (heptathlon and decathlon) coach in Hexham (a
heptathlete of 20, coeliac, who tears her left hamstring at the county championships on 10 May (MRI
13 May, grade 2, four to six weeks) and whose boyfriend Tom texts; a decathlete of 17 who breaks
his left scaphoid falling in the pole vault on 3 February (a cast for eight weeks, off on 31 March)
and whose dad Neil texts; a masters pentathlete of 54, a dental receptionist, who tears her left
calf at the masters indoors on 1 March, has a prediabetic HbA1c (44 then 40), a resting heart rate,
and whose son Daniel texts). 12 clients, 1 January to 30 June 2014 (asked on 7 July 2014):
one-to-one chats, four group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight of four clients, resting heart rate of three, steps of three,
goals, lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-12-02 by helper
h-blind31 (issue 14) without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file, and of docs/ANSWERS.md its format notes and its text from
the thirtieth blind set's section to the end (whose later sections name failing dev questions of
earlier sets; none was used): a held-out check of whether the fixes made on the other sets
generalise.

The period, January to June 2014, is one no other roster covers (a scan of every data set's
earliest and latest message: blind30 starts on 2 July 2014, every other roster later), so the
questions asked in July say "in the winter", "back in the spring", "over easter", "since the clocks
went forward", "in q1", "in q2", "the first half of the year" and "since new year". The January
storms and the Somerset Levels floods (January and February; Moorland flooded in February), Burns
Night (Saturday 25 January), the Sochi Winter Olympics (Friday 7 to Sunday 23 February; Jenny Jones's
slopestyle bronze on Sunday 9 February, Lizzy Yarnold's skeleton gold on Valentine's Day, Friday 14
February, the women's curling bronze on Thursday 20 February), the storm of Wednesday 12 February,
St David's Day (Saturday 1 March), Pancake Day (Tuesday 4 March), the Cheltenham Festival (Tuesday 11
to Friday 14 March), the Six Nations' last day (Saturday 15 March: Wales 51 Scotland 3), Mothering
Sunday and the clocks going forward (Sunday 30 March), the Grand National (Saturday 5 April), the
London Marathon (Sunday 13 April), Easter (Good Friday 18 April, Easter Sunday 20 April, Easter
Monday 21 April), the May bank holidays (Monday 5 May and Monday 26 May), the FA Cup final (Saturday
17 May, Arsenal 3 Hull 2), the World Cup in Brazil (from Thursday 12 June; England lost to Italy on
Saturday 14 June and to Uruguay on Thursday 19 June), Father's Day (Sunday 15 June), Wimbledon's first
day (Monday 23 June) and Glastonbury (Wednesday 25 to Sunday 29 June; Dolly Parton on the Sunday)
lie inside it; every weekday is checked with Python's `datetime`. The story messages are written
the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (Highland "the fling",
"the sword dance", "the sean triubhas", "the flora", "the comp"; SUP "the board", "the 200", "flat
water", "kneeling"; Zumba "the tracks", "zumba gold", "low impact"; combined events "the hept", "the
800", "the shot", "the jav", "the 200", "pb", "indoors", "the northerns"), Scots, Welsh, West
Country and Northumbrian English ("aye", "didnae", "nae bother", "bore da", "iechyd da", "dydd gŵyl
dewi hapus", "cawl", "diolch", "tidy", "proper job", "now then", "canny", "stiff as owt"), mixed
units (kg, stone, m, feet and inches, km, seconds, minutes, mmol/mol, mmol/L, nmol/L, g/L, umol/L,
steps, bpm), negations ("no jumping drills on hard floors", "no racing, no contact", "no lunges",
"no driving", "no paddling", "no jumping in class", "no gluten", "no statin yet", "no vaulting"),
revisions later (a knee "sore after jumps" then Osgood-Schlatter's, a foot "aching" on top then a
stress fracture, a heel "like a stone bruise" then plantar fasciitis, "wiped out" then glandular
fever, "dizzy spells" then heart block, a toe "like it's on fire" then gout, "back of her left
thigh" then a grade 2 tear, an HbA1c 64 then 53, injections then a pump, colchicine then
allopurinol), plans lying after the period (the Cowal in August, a DEXA again in 2016, the Caldey
crossing on 16 August, a pacemaker check in October, the Welsh open water in September, the baby
due 9 August, the English Schools, the heptathlon in August, the European masters in August, a
charity Zumbathon in September), facts only in the coach's reply, only in a note, only in a
transcript or only in a lab panel, a relative or partner writing for every client (a mum twice, a
girlfriend, a husband twice, a wife, a daughter, a partner, a granddaughter, a boyfriend, a dad, a
son; Skye and Tom are also words, Skye a place), nicknames (Eils, Ru, Fi, Gaz, Meg, Dai (Dafydd),
Trace, Jess, Ron, Hols, Kyley, San) and knee, foot, heel, toe, shoulder, arm, hip, calf, hamstring
and wrist with sides. The everyday chatter comes from this
builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food,
drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind31_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind31_questions.py).

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
OUT, TAGS_OUT = HERE / "blind31.json", HERE / "blind31_tags.json"
YEAR = 2014
START, END = datetime(2014, 1, 2, 7, 0), datetime(2014, 6, 30, 21, 0)
ASKED_AT = "2014-07-07T08:00:00Z"

TRAINERS = [
    {"id": "coach-catriona", "displayName": "Catriona MacPhail", "email": "catriona.macphail@example.com", "short": "catriona"},
    {"id": "coach-ffion", "displayName": "Ffion Pritchard", "email": "ffion.pritchard@example.com", "short": "ffion"},
    {"id": "coach-shelley", "displayName": "Shelley Tanner", "email": "shelley.tanner@example.com", "short": "shelley"},
    {"id": "coach-graham", "displayName": "Graham Ridley", "email": "graham.ridley@example.com", "short": "graham"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("catriona", "eilidh-macinnes", "Eilidh MacInnes", "eilidh"),
    ("catriona", "ruaridh-gillies", "Ruaridh Gillies", "ruaridh"),
    ("catriona", "fiona-buchanan", "Fiona Buchanan", "fiona"),
    ("ffion", "gareth-howells", "Gareth Howells", "gareth"),
    ("ffion", "megan-price", "Megan Price", "megan"),
    ("ffion", "dafydd-morgan", "Dafydd Morgan", "dai"),
    ("shelley", "tracey-hembrow", "Tracey Hembrow", "tracey"),
    ("shelley", "jessica-coombes", "Jessica Coombes", "jess"),
    ("shelley", "ronald-pike", "Ronald Pike", "ron"),
    ("graham", "holly-dixon", "Holly Dixon", "holly"),
    ("graham", "kyle-robson", "Kyle Robson", "kyle"),
    ("graham", "sandra-milburn", "Sandra Milburn", "sandra"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("eilidh", "fiona", "dai", "tracey", "ron", "holly")

PROFILES = [
    {"clientId": "eilidh-macinnes", "age": 15, "goal": "Place in the fling at the Cowal in August and jump without a sore knee",
     "dietaryRestrictions": [], "injuries": ["left knee Osgood-Schlatter's (physio 28 January 2014), ice after dancing, no jumping drills on hard floors"],
     "notes": "Highland dancing, Oban. S4 pupil. Known as Eils. Mum Morven."},
    {"clientId": "ruaridh-gillies", "age": 19, "goal": "Back dancing the sean triubhas by the summer and an HbA1c under 55",
     "dietaryRestrictions": ["type 1 diabetes: carb counting"],
     "injuries": ["type 1 diabetes since age 9, insulin pump from February 2014",
                  "stress fracture right 2nd metatarsal (MRI 17 April 2014), boot 6 weeks, no dancing till cleared"],
     "notes": "Highland dancing, Oban; home from Glasgow University at weekends. Known as Ru. Girlfriend Skye."},
    {"clientId": "fiona-buchanan", "age": 41, "goal": "Stronger bones, eleven stone and the adult class's display in June",
     "dietaryRestrictions": ["dairy three times a day (calcium)"],
     "injuries": ["osteopenia (DEXA 12 February 2014, T-score -1.8 at the hip)", "HRT patches from 10 March 2014",
                  "low vitamin D (38 nmol/L January 2014), colecalciferol daily"],
     "notes": "Adult Highland dancing, Oban. Primary teacher. Known as Fi. Husband Calum."},
    {"clientId": "gareth-howells", "age": 44, "goal": "Paddle the Tenby to Caldey crossing without shoulder pain",
     "dietaryRestrictions": [],
     "injuries": ["right shoulder impingement, steroid injection 6 March 2014", "high cholesterol (6.4 mmol/L January 2014), no statin yet"],
     "notes": "Stand-up paddleboarding, Tenby. Dentist. Known as Gaz. Wife Sian."},
    {"clientId": "megan-price", "age": 17, "goal": "A medal at the Welsh SUP championships in June",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["glandular fever February 2014, enlarged spleen (ultrasound 4 March 2014), no racing or contact 6 weeks, cleared 15 April 2014"],
     "notes": "SUP racing, Tenby. A-level student. Known as Meg. Mum Rhian."},
    {"clientId": "dafydd-morgan", "age": 66, "goal": "Back on the board after his pacemaker and under fifteen stone",
     "dietaryRestrictions": ["low salt"],
     "injuries": ["complete heart block, pacemaker fitted 2 April 2014 (no lifting the left arm over the shoulder 6 weeks, no paddling 6 weeks, no driving 1 week)",
                  "arthritis in both hands"],
     "notes": "Stand-up paddleboarding for beginners, Tenby. Retired dairy farmer. Known as Dai. Daughter Carys."},
    {"clientId": "tracey-hembrow", "age": 47, "goal": "Lose a stone by the summer and dance without heel pain",
     "dietaryRestrictions": [],
     "injuries": ["left plantar fasciitis (podiatrist 18 March 2014), insoles, no jumping tracks 4 weeks"],
     "notes": "Zumba, Bridgwater. Cook at a care home. Lives in Moorland (house flooded February 2014). Known as Trace. Husband Kev."},
    {"clientId": "jessica-coombes", "age": 31, "goal": "Keep dancing safely through her pregnancy (due 9 August 2014)",
     "dietaryRestrictions": ["pregnant: no soft cheese, no liver"],
     "injuries": ["pregnant, due 9 August 2014", "pelvic girdle pain from April 2014: support belt, no lunges, no wide side steps",
                  "low haemoglobin (98 g/L February 2014), ferrous fumarate"],
     "notes": "Zumba, Bridgwater. Hairdresser. Known as Jess. Partner Liam."},
    {"clientId": "ronald-pike", "age": 70, "goal": "8,000 steps a day and no more gout flares",
     "dietaryRestrictions": ["less red meat and beer (gout)"],
     "injuries": ["gout right big toe (flare 11 February 2014), colchicine, allopurinol 100 mg from 10 March 2014"],
     "notes": "Zumba Gold, Bridgwater. Retired postman. Known as Ron. Granddaughter Chloe."},
    {"clientId": "holly-dixon", "age": 20, "goal": "5,200 points in the heptathlon and the English Championships",
     "dietaryRestrictions": ["coeliac: gluten free"],
     "injuries": ["left hamstring tear grade 2 (county championships 10 May 2014, MRI 13 May 2014), no sprinting 4-6 weeks"],
     "notes": "Heptathlon, Hexham. Sports science student at Northumbria. Known as Hols. Boyfriend Tom."},
    {"clientId": "kyle-robson", "age": 17, "goal": "6,000 points in the under-18 decathlon and the English Schools",
     "dietaryRestrictions": [],
     "injuries": ["broken left scaphoid (pole vault fall 3 February 2014), cast 8 weeks, off 31 March 2014"],
     "notes": "Decathlon, Hexham. Sixth form at Queen Elizabeth High. Known as Kyley. Dad Neil."},
    {"clientId": "sandra-milburn", "age": 54, "goal": "The pentathlon at the European masters in August",
     "dietaryRestrictions": ["cutting sugar (prediabetes)"],
     "injuries": ["left calf tear (masters indoors 1 March 2014), 5 weeks", "prediabetes (HbA1c 44 mmol/mol January 2014)"],
     "notes": "Masters pentathlon (W50), Hexham. Dental receptionist. Known as San. Son Daniel."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "eilidh": [
        L("01-06 17:00", "c", "hi catriona its eilidh macinnes, 15, i dance with the oban school. want to get fitter for the comps this year, the cowal in august is the big one. my left knee gets sore after jumps", "eilidh-intro"),
        L("01-06 17:30", "t", "Hi Eilidh. Twice a week with me: calves, hips and core, and we keep an eye on that knee.", "eilidh-intro-coach"),
        L("01-25 21:00", "c", "danced at a burns supper tonight in the hotel, did the sword dance, knee's killing after", "eilidh-burns"),
        L("01-28 18:00", "c", "catriona it's morven, eilidh's mum. physio says osgood-schlatter's in her left knee, a growth thing. ice after dancing, no jumping drills on hard floors and she can keep dancing if it's under 4 out of 10 x", "eilidh-morven"),
        L("01-28 18:20", "t", "Thanks Morven. No jump drills with me on the hard floor, just strength and stretches, and she tells me her pain number every session.", "eilidh-morven-coach"),
        L("02-20 22:00", "c", "watched the curling bronze at granny's!! eve muirhead 🥌 hop test 18 hops on the left", "eilidh-curling"),
        L("03-22 19:00", "c", "2nd in the fling at the oban indoor comp!!! 🥈 knee was ok", "eilidh-comp"),
        L("03-22 19:20", "t", "Second in the fling, Eilidh! All that calf work paying off.", "eilidh-comp-coach"),
        L("04-19 12:00", "c", "easter hols, dancing 2 hours a day at the summer school, knee 3 out of 10", "eilidh-easter"),
        L("05-26 16:00", "c", "bank holiday, danced at the games in the rain ☔ my sword dance is rubbish", "eilidh-bankhol"),
        L("06-15 18:00", "c", "morven again: she's grown 2 inches since january!! 5 ft 5 now. her knee's much better x", "eilidh-morven2"),
        L("06-27 20:00", "c", "last week of school, hop test 26 on the left now. cowal in august!!", "eilidh-hop"),
        L("06-27 20:20", "t", "26 from 18! We'll build the stamina for the Cowal over the summer.", "eilidh-hop-coach"),
    ],
    "ruaridh": [
        L("01-08 20:00", "c", "hi catriona, ruaridh gillies, 19, dance the highland and the national, home from glasgow uni most weekends. type 1 diabetic since i was 9, hba1c's 64 and my consultant's not happy. want to get fitter for the championships", "ruaridh-intro"),
        L("01-08 20:30", "t", "Hi Ruaridh. Saturdays with me when you're home, and a plan for the week in Glasgow. Test before and after every session.", "ruaridh-intro-coach"),
        L("02-07 19:00", "c", "insulin pump fitted today!! no more jabs 💉 opening ceremony on in the background", "ruaridh-pump"),
        L("02-07 19:20", "t", "Great news. Bring the pump numbers on Saturday and we'll sort your carbs round training.", "ruaridh-pump-coach"),
        L("03-15 18:00", "c", "51-3 😩 wales destroyed us. hypo after training, 3.2, had my jelly babies", "ruaridh-hypo"),
        L("04-07 21:00", "c", "top of my right foot's aching after the sean triubhas, like a bruise but no bruise", "ruaridh-foot"),
        L("04-17 19:00", "c", "catriona its skye, ruaridh's girlfriend. he had an mri today: a stress fracture in his right foot, second metatarsal. boot for 6 weeks and no dancing till the consultant clears him. he's raging about the championships x", "ruaridh-skye"),
        L("04-17 19:20", "t", "Thanks Skye. Upper body, core and the bike with the boot on, nothing weight-bearing on the right.", "ruaridh-skye-coach"),
        L("05-02 13:00", "c", "hba1c 53!! consultant says the pump's working", "ruaridh-hba1c"),
        L("05-17 19:00", "c", "watched the cup final in the flat with the boot on the table, arsenal 3-2", "ruaridh-cupfinal"),
        L("05-30 17:00", "c", "boot off! consultant says walking and swimming for 2 weeks, dancing slowly from the middle of june", "ruaridh-bootoff"),
        L("06-28 16:00", "c", "skye again: he danced the fling today for the first time since april and didnae stop smiling x", "ruaridh-skye2"),
        L("06-28 16:20", "t", "Brilliant. Half routines in July and the full sean triubhas when the foot says yes.", "ruaridh-skye2-coach"),
    ],
    "fiona": [
        L("01-09 19:00", "c", "Hi Catriona, Fiona Buchanan, 41, primary teacher. I danced as a girl and I've joined the adult class. 11 st 12 and my back aches after marking. Want to get stronger", "fiona-intro"),
        L("01-09 19:30", "t", "Hi Fiona. Strength twice a week: legs, back and balance, plus the adult class on Thursdays.", "fiona-intro-coach"),
        L("01-21 18:00", "c", "bloods back, vitamin d 38, gp says low, tablets every day", "fiona-vitd"),
        L("02-14 21:00", "c", "valentine's in with calum and the skeleton on tv, yarnold got gold!! 🥇", "fiona-valentine"),
        L("02-19 19:00", "c", "catriona it's calum, fi's husband. her dexa scan came back: osteopenia, thinning of the bones, t-score -1.8 at the hip. the gp says weight-bearing exercise and calcium, and she's to see the menopause clinic about hrt x", "fiona-calum"),
        L("02-19 19:20", "t", "Thanks Calum. Impact and strength is exactly what her bones want. We'll add step-ups and skipping.", "fiona-calum-coach"),
        L("03-10 17:00", "c", "hrt patches started today 🤞", "fiona-hrt"),
        L("03-30 11:00", "c", "mothering sunday breakfast in bed from the boys, clocks went forward, lost an hour of it 😂", "fiona-mothering"),
        L("04-21 15:00", "c", "easter monday, walked up pulpit hill with calum. 11 st 6", "fiona-easter"),
        L("05-05 12:00", "c", "no hot flushes in class now. deadlift 50kg!", "fiona-deadlift"),
        L("06-14 21:00", "c", "adult class display at the highland ball, did the flora and didnae fall over 💃", "fiona-display"),
        L("06-26 18:00", "c", "calum again: vit d's 72 now and she's 11 st 3. another dexa in 2016 x", "fiona-calum2"),
        L("06-26 18:20", "t", "Lovely. Keep the skipping going over the holidays, Fiona.", "fiona-calum2-coach"),
    ],
    "gareth": [
        L("01-10 19:00", "c", "Hi Ffion, Gareth Howells, 44, dentist in Tenby. Bought a board last summer and want to paddle to Caldey this year. Right shoulder pinches when I reach forward", "gareth-intro"),
        L("01-10 19:30", "t", "Hi Gareth. Shoulder work twice a week in the gym and the board when the sea lets us. No long reaches yet.", "gareth-intro-coach"),
        L("01-20 18:00", "c", "cholesterol 6.4 at the work medical, gp says diet first, no statin yet", "gareth-chol"),
        L("02-12 22:00", "c", "storm's taken half the beach huts, the harbour wall's getting hammered 🌊 no paddling this week", "gareth-storm"),
        L("03-01 13:00", "c", "dydd gŵyl dewi hapus! cawl for lunch. shoulder's worse, can't reach the top shelf", "gareth-stdavid"),
        L("03-06 19:00", "c", "ffion it's sian, gareth's wife. he had a steroid injection in the right shoulder today, impingement. no paddling for 2 weeks and then build up slowly. he's moping x", "gareth-sian"),
        L("03-06 19:20", "t", "Thanks Sian. Band work only for two weeks, then short flat-water paddles with me.", "gareth-sian-coach"),
        L("04-13 16:00", "c", "watched the marathon, mo was 8th. back on the board, 5km round the bay, no pinch", "gareth-marathon"),
        L("05-26 18:00", "c", "bank holiday, paddled to the lifeboat station and back. rhr 58", "gareth-bankhol"),
        L("06-09 19:00", "c", "cholesterol's 5.2 now. off the cheese 🧀", "gareth-chol2"),
        L("06-14 23:30", "c", "england lost to italy, sian's cheering for italy 🙄", "gareth-worldcup"),
        L("06-28 19:00", "c", "sian again: he's booked the caldey crossing with the club for 16 august, god help us x", "gareth-sian2"),
        L("06-28 19:20", "t", "He's ready. We'll do a 10 km in July to be sure.", "gareth-sian2-coach"),
    ],
    "megan": [
        L("01-13 17:00", "c", "hiya ffion, megan price, 17, i race sup for the club and want a medal at the welsh champs in june. 200 sprint 58 seconds", "megan-intro"),
        L("01-13 17:30", "t", "Hi Megan. Gym twice a week for power and core, and sprints on the water on Sundays.", "megan-intro-coach"),
        L("02-09 14:00", "c", "jenny jones got bronze!! 🏂 im so wiped out tho, sleeping 12 hours", "megan-wiped"),
        L("02-20 18:00", "c", "gp says glandular fever 🤢 blood test positive. sore throat for a week", "megan-gf"),
        L("03-04 18:00", "c", "ffion it's rhian, megan's mum. ultrasound today: her spleen's enlarged from the glandular fever. no racing, no contact and nothing strenuous for 6 weeks, the doctor said it could rupture. she's gutted x", "megan-rhian"),
        L("03-04 18:20", "t", "Thanks Rhian. No gym and no board for six weeks. Walks only, and I'll check in with her.", "megan-rhian-coach"),
        L("04-15 17:00", "c", "gp cleared me!!! spleen's back to normal size", "megan-cleared"),
        L("04-15 17:20", "t", "Brilliant. Easy paddles this week, then we build back to sprints in May.", "megan-cleared-coach"),
        L("05-05 12:00", "c", "bank hol, first sprint session back, 200 in 61 😭", "megan-sprint"),
        L("06-07 18:00", "c", "200 in 54!! pb 🔥", "megan-pb"),
        L("06-21 19:00", "c", "SILVER in the juniors at the welsh champs!!! 🥈", "megan-champs"),
        L("06-21 19:20", "t", "Silver after the spring you've had, Megan! So proud.", "megan-champs-coach"),
        L("06-29 20:00", "c", "rhian again: she wants to do the welsh open water in september now x", "megan-rhian2"),
    ],
    "dai": [
        L("01-14 11:00", "c", "Bore da Ffion. Dafydd Morgan, Dai to everyone. 66, retired, dairy farm at Manorbier till last year. My grandson bought me a paddleboard for my birthday. 16 st 2, and I get dizzy spells", "dai-intro"),
        L("01-14 11:30", "t", "Bore da Dai. Beginners on flat water, kneeling first, and have the GP look at the dizzy spells before we go out.", "dai-intro-coach"),
        L("02-03 18:00", "c", "gp did an ecg, sending me to the cardiologist in swansea", "dai-ecg"),
        L("03-15 20:00", "c", "51-3!!! iechyd da 🏉🍺 resting pulse 44 the nurse says, too slow", "dai-sixnations"),
        L("03-20 12:00", "c", "cardiologist says complete heart block, pacemaker on 2 april", "dai-booked"),
        L("04-02 19:00", "c", "ffion it's carys, dai's daughter. pacemaker's in, he's fine. no lifting his left arm above his shoulder for 6 weeks, no paddling for 6 weeks and no driving for a week. he's already asking about the board x", "dai-carys"),
        L("04-02 19:20", "t", "Thanks Carys. Walks only for now, and we'll start with the right arm and legs in a fortnight.", "dai-carys-coach"),
        L("04-05 17:00", "c", "grand national, had 50p on pineau de re and won!! walked to the shop and back", "dai-national"),
        L("05-16 11:00", "c", "6 weeks done, no more dizzy spells. 15 st 9", "dai-6weeks"),
        L("05-16 11:20", "t", "Back on the board kneeling on Tuesday, Dai, flat water only.", "dai-6weeks-coach"),
        L("06-15 16:00", "c", "father's day, the grandkids took me paddling to the harbour. stood up the whole way!", "dai-fathersday"),
        L("06-27 18:00", "c", "carys again: he's 15 st 4 and his pacemaker check is in october x", "dai-carys2"),
        L("06-27 18:20", "t", "Well done Dai. Under fifteen by the autumn.", "dai-carys2-coach"),
    ],
    "tracey": [
        L("01-07 20:00", "c", "hiya shelley, tracey hembrow, 47, cook at the care home. i live out at moorland. want to lose a stone by summer, 15 st 3 now. love the tuesday class", "tracey-intro"),
        L("01-07 20:30", "t", "Hiya Tracey. Tuesday and Thursday classes and a walk most days. We'll count your steps.", "tracey-intro-coach"),
        L("01-29 21:00", "c", "water's right up the lane, army's out with sandbags", "tracey-water"),
        L("02-05 22:00", "c", "shelley its kev, tracey's husband. house is flooded, we've been evacuated, we're at her sister's in bridgwater for now. she'll miss class this week x", "tracey-kev"),
        L("02-05 22:20", "t", "Oh Kev, so sorry. Tell her not to worry about class, and shout if you need anything.", "tracey-kev-coach"),
        L("03-04 19:00", "c", "pancake day at my sister's, had 2 😬 left heel's like a stone bruise first thing in the morning", "tracey-heel"),
        L("03-18 18:00", "c", "podiatrist says plantar fasciitis in my left foot. insoles, stretch it on a frozen bottle and no jumping in class for 4 weeks", "tracey-podiatrist"),
        L("03-18 18:20", "t", "I'll give you the low-impact version of every track for four weeks, Tracey.", "tracey-podiatrist-coach"),
        L("04-18 12:00", "c", "good friday, walked the grand western canal, 14,000 steps. 14 st 9", "tracey-goodfriday"),
        L("05-20 20:00", "c", "heel's better, jumping again! proper job", "tracey-heelbetter"),
        L("06-12 21:00", "c", "kev again: we're back in the house! new kitchen and all. she's 14 st 1 x", "tracey-kev2"),
        L("06-12 21:20", "t", "So glad you're home. 15 st 3 to 14 st 1, Tracey: that's over a stone!", "tracey-kev2-coach"),
        L("06-24 19:00", "c", "signing up for the zumbathon in september for the flood fund 💃", "tracey-zumbathon"),
    ],
    "jess": [
        L("01-15 18:00", "c", "hi shelley jess coombes 31 hairdresser. 12 weeks pregnant!! due 9 august. midwife says i can keep doing zumba if i take it down a notch", "jess-intro"),
        L("01-15 18:30", "t", "Congratulations Jess! Low impact from now on, no jumps, and water in class. Tell me how you feel each week.", "jess-intro-coach"),
        L("02-14 20:00", "c", "valentines, liam made a curry. bloods at midwife, haemoglobin 98, on iron tablets now", "jess-hb"),
        L("03-11 17:00", "c", "liam's at cheltenham with his mates 🙄 20 week scan was fine, it's a girl!!", "jess-scan"),
        L("04-10 20:00", "c", "front of my pelvis hurts when i turn over in bed or go upstairs", "jess-pelvis"),
        L("04-14 19:00", "c", "shelley it's liam, jess's partner. the physio says pelvic girdle pain. she's got a support belt, no lunges, no wide side steps and keep her knees together getting out of the car. she wants to keep coming to class x", "jess-liam"),
        L("04-14 19:20", "t", "Thanks Liam. She can come: marching on the spot instead of the side steps, and she sits out anything that hurts.", "jess-liam-coach"),
        L("05-13 18:00", "c", "haemoglobin 116 now, not so knackered 🙌", "jess-hb2"),
        L("05-26 14:00", "c", "bank holiday, baby shower at my mum's 🎀", "jess-babyshower"),
        L("06-06 18:00", "c", "last class for me, finishing work next week. 7000 steps today", "jess-lastclass"),
        L("06-06 18:20", "t", "We'll miss you. Gentle walks and your pelvic floor exercises, and come back when the midwife says.", "jess-lastclass-coach"),
        L("06-29 19:00", "c", "liam again: she's on maternity leave and the pelvis is a bit easier with the belt. 6 weeks to go x", "jess-liam2"),
    ],
    "ron": [
        L("01-16 11:00", "c", "Morning Shelley. Ron Pike, 70, retired postman. My granddaughter signed me up for your Zumba Gold. Never danced in my life. 4,000 steps a day since I stopped the round", "ron-intro"),
        L("01-16 11:30", "t", "Morning Ron! Zumba Gold on Wednesdays at the community centre. Go at your own pace, everyone does.", "ron-intro-coach"),
        L("02-11 09:00", "c", "right big toe's like it's on fire, can't get a sock on, missing class", "ron-toe"),
        L("02-12 18:00", "c", "shelley it's chloe, ron's granddaughter. gp says gout in his right big toe. colchicine for the flare, drink plenty of water and cut down the beer and red meat. blood test for uric acid in 2 weeks x", "ron-chloe"),
        L("02-12 18:20", "t", "Thanks Chloe. Feet up till it settles, and back to class when he can get a shoe on.", "ron-chloe-coach"),
        L("02-26 12:00", "c", "urate 520, gp wants me on allopurinol when the flare's gone", "ron-urate"),
        L("03-10 10:00", "c", "started the allopurinol, 100mg a day. back at class wednesday", "ron-allopurinol"),
        L("04-20 15:00", "c", "easter sunday, walked the grandkids to the egg hunt, 9,000 steps", "ron-easter"),
        L("05-17 20:00", "c", "cup final at the legion. no beer, honest. 7,500 steps", "ron-cupfinal"),
        L("06-04 12:00", "c", "urate 330 now, gp says that's where it should be", "ron-urate2"),
        L("06-19 22:00", "c", "england out. uruguay. suarez. that's it 😤", "ron-worldcup"),
        L("06-29 23:00", "c", "chloe again: took grandad to glastonbury for the day to see dolly parton, 17,000 steps and he knew every word x", "ron-chloe2"),
        L("06-29 23:20", "t", "Ha! Best Zumba Gold warm-up ever, Ron.", "ron-chloe2-coach"),
    ],
    "holly": [
        L("01-04 16:00", "c", "now then graham, holly dixon, 20, heptathlon, 2nd year sport science at northumbria. want 5200 points this summer and the english champs. pb's 4870. coeliac so no gluten", "holly-intro"),
        L("01-04 16:30", "t", "Now then Holly. Monday and Thursday in Hexham, the track on Saturdays. Shot and 800 are where the points are.", "holly-intro-coach"),
        L("01-25 19:00", "c", "northern indoors at sheffield, pentathlon 3590, shot 11.42", "holly-indoors"),
        L("02-23 20:00", "c", "closing ceremony of the olympics and i'm doing my stats essay 😩", "holly-closing"),
        L("04-12 15:00", "c", "800 in 2:16.4 at the open meeting, pb by 3 seconds!!", "holly-800"),
        L("04-12 15:20", "t", "2:16.4, Holly! That's 40 points on the 800 alone.", "holly-800-coach"),
        L("05-10 18:00", "c", "graham it's tom, holly's boyfriend. she pulled up in the 200 at the county champs, back of her left thigh. physio at the track thinks hamstring, she's getting a scan x", "holly-tom"),
        L("05-13 17:00", "c", "mri: grade 2 tear in my left hamstring. 4-6 weeks, no sprinting or hurdles, physio twice a week 😭", "holly-mri"),
        L("05-13 17:20", "t", "Gutted for you. Upper body, the shot and the bike, and we rehab the hamstring properly. No rushing back.", "holly-mri-coach"),
        L("06-07 16:00", "c", "first jog on the grass, no pain! shot 12.05 pb in training", "holly-shot"),
        L("06-19 20:00", "c", "tom again: she's been told no heptathlon till july, she'll do the shot and jav at the northerns x", "holly-tom2"),
        L("06-28 17:00", "c", "jav 38.10 at the northerns, shot 11.88. hamstring fine 🙌", "holly-northerns"),
        L("06-28 17:20", "t", "Good work Holly. Hurdles back in July, the hept in August.", "holly-northerns-coach"),
    ],
    "kyle": [
        L("01-11 17:00", "c", "hiya graham kyle robson 17 sixth form at qe. doing decathlon this year, under 18s. 100m 11.6, pole vault 3.60. want the english schools", "kyle-intro"),
        L("01-11 17:30", "t", "Hiya Kyle. Two nights a week with me and the pole vault group on Saturdays. Technique first.", "kyle-intro-coach"),
        L("02-03 20:00", "c", "graham its neil, kyle's dad. he came off the pole at training and landed on his left hand. a&e x-ray says a broken scaphoid in his left wrist. cast for 8 weeks, no vaulting, no throwing with that arm. sorry for the late notice x", "kyle-neil"),
        L("02-03 20:20", "t", "Thanks Neil. Legs, running and right-arm work while he's in plaster, and no pole till it's healed.", "kyle-neil-coach"),
        L("03-12 19:00", "c", "still in the cast, running's going well tho, 100m 11.4 hand timed", "kyle-100"),
        L("03-31 17:00", "c", "CAST OFF 🙌 x-ray says it's healed. wrist's stiff as owt", "kyle-castoff"),
        L("03-31 17:20", "t", "Brilliant. Physio for the stiffness, and no vaulting till you can do a press-up on it.", "kyle-castoff-coach"),
        L("04-26 18:00", "c", "first vault back, 3.40, wrist held up", "kyle-vault"),
        L("05-17 21:00", "c", "county schools, 100 in 11.3 and the 400 in 51.9 🔥", "kyle-county"),
        L("06-14 16:00", "c", "neil again: he's made the english schools team in the octathlon!! x", "kyle-neil2"),
        L("06-14 16:20", "t", "Get in! Well done Kyle.", "kyle-neil2-coach"),
        L("06-24 19:00", "c", "pole vault 3.90 pb!! canny chuffed", "kyle-pv"),
    ],
    "sandra": [
        L("01-03 10:00", "c", "Hi Graham, Sandra Milburn, 54, dental receptionist. I do masters pentathlon, W50. Want to get to the European masters in Turkey in August. My HbA1c came back 44 so I'm cutting the sugar", "sandra-intro"),
        L("01-03 10:30", "t", "Hi Sandra. Strength and the hurdles technique on Mondays, and the track on Wednesday nights. Cutting the sugar will help the legs too.", "sandra-intro-coach"),
        L("02-14 18:00", "c", "valentine's tea for one 😂 hurdles feel smoother", "sandra-valentine"),
        L("03-01 17:00", "c", "graham it's daniel, sandra's son. she felt something go in her left calf in the 800 at the masters indoors, she's hobbling. physio says a tear, 5 weeks, crutches for a few days x", "sandra-daniel"),
        L("03-01 17:20", "t", "Thanks Daniel. Rest, ice, and the physio's plan. Upper body with me once she's off the crutches.", "sandra-daniel-coach"),
        L("03-30 13:00", "c", "mothering sunday, daniel cooked 😍 calf's better, walking fine", "sandra-mothering"),
        L("04-13 18:00", "c", "ran my first lap since the calf. marathon on the telly inspired me", "sandra-lap"),
        L("05-05 14:00", "c", "bank holiday open meeting, high jump 1.30, shot 8.90", "sandra-open"),
        L("06-02 18:00", "c", "hba1c's 40!! nurse says out of the prediabetes range 🎉", "sandra-hba1c"),
        L("06-02 18:20", "t", "Fantastic, Sandra. That's the diet and the training together.", "sandra-hba1c-coach"),
        L("06-22 19:00", "c", "daniel again: she's booked turkey for august, the pentathlon, she's going x", "sandra-daniel2"),
        L("06-30 20:00", "c", "800 in 3:02 at the track, no calf", "sandra-800"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-catriona-dancers", "trainer": "catriona", "members": ["eilidh", "ruaridh", "fiona"],
        "lines": [
            L("01-10 09:00", "t", "Oban dancers 🏴󠁧󠁢󠁳󠁣󠁴󠁿 Session times, comps and news here.", "g-dancers-start"),
            L("01-29 10:00", "eilidh", "osgood-schlatter's in my left knee 🙄 no jump drills on hard floors", "g-eilidh-knee"),
            L("03-23 10:00", "eilidh", "2nd in the fling!!", "g-eilidh-comp"),
            L("04-18 09:00", "ruaridh", "stress fracture in my foot, boot for 6 weeks, gutted", "g-ruaridh-foot"),
            L("06-15 09:00", "fiona", "display done, thanks for the cheering 💃", "g-fiona-display"),
        ],
    },
    {
        "id": "chat-ffion-paddlers", "trainer": "ffion", "members": ["gareth", "megan", "dai"],
        "lines": [
            L("01-15 09:00", "t", "Tenby paddlers 🏄 Tides, sessions and news here.", "g-paddlers-start"),
            L("03-05 09:00", "megan", "glandular fever, out for 6 weeks 😷", "g-megan-gf"),
            L("03-07 09:00", "gareth", "injection in the shoulder, back in 2 weeks", "g-gareth-shoulder"),
            L("04-03 10:00", "dai", "got a pacemaker now, see you in 6 weeks", "g-dai-pacemaker"),
            L("06-22 10:00", "megan", "silver at the welsh!!", "g-megan-champs"),
        ],
    },
    {
        "id": "chat-shelley-zumba", "trainer": "shelley", "members": ["tracey", "jess", "ron"],
        "lines": [
            L("01-17 09:00", "t", "Zumba fam 💃 Class times, changes and news here.", "g-zumba-start"),
            L("02-06 10:00", "tracey", "flooded out, at my sister's, back when i can", "g-tracey-flood"),
            L("02-13 10:00", "ron", "gout, feet up for a week", "g-ron-gout"),
            L("03-19 10:00", "tracey", "plantar fasciitis, low impact for me for 4 weeks", "g-tracey-heel"),
            L("06-07 09:00", "jess", "last class till the baby 👶 thanks all", "g-jess-last"),
        ],
    },
    {
        "id": "chat-graham-multis", "trainer": "graham", "members": ["holly", "kyle", "sandra"],
        "lines": [
            L("01-12 09:00", "t", "Multis 🏃 Sessions, comps and results here.", "g-multis-start"),
            L("02-04 09:00", "kyle", "broke my wrist, cast for 8 weeks 🙄", "g-kyle-wrist"),
            L("03-02 10:00", "sandra", "torn calf, off for 5 weeks", "g-sandra-calf"),
            L("05-14 09:00", "holly", "grade 2 hamstring tear, out 4-6 weeks", "g-holly-hamstring"),
            L("06-14 17:00", "kyle", "english schools team!!", "g-kyle-schools"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("catriona", "eilidh", "2014-01-07", "Eilidh (15): Highland dancer. Left knee sore after jumps. Hop test 18 (left), 24 (right). Plank 40 s. Calf raises 15 each side."),
    ("catriona", "eilidh", "2014-06-27", "Eilidh: Osgood-Schlatter's left knee (28 January), pain 1-3/10 now. Second in the fling, Oban indoor 22 March. Hop test 26 (left). Plank 1:20. Calf raises 30. Grown 2 inches. Cowal in August."),
    ("catriona", "ruaridh", "2014-01-11", "Ruaridh (19): type 1 diabetes, injections, HbA1c 64 mmol/mol. Dances Highland and National. Squat 60 kg. Single-leg calf raise 20."),
    ("catriona", "ruaridh", "2014-06-28", "Ruaridh: insulin pump 7 February. HbA1c 53 (May). Stress fracture right 2nd metatarsal (MRI 17 April), boot 6 weeks, off 30 May. Dancing again from June. Squat 75 kg. Single-leg calf raise 12 on the right."),
    ("catriona", "fiona", "2014-01-10", "Fiona (41): teacher, adult class. Weight 11 st 12 (75.3 kg). Deadlift 30 kg. Single-leg balance 15 s eyes closed. Lower back ache after marking."),
    ("catriona", "fiona", "2014-06-26", "Fiona: osteopenia (DEXA 12 February, T-score -1.8 hip). HRT patches from 10 March. Vitamin D 38 to 72. Weight 11 st 3 (71.2 kg). Deadlift 55 kg. Balance 40 s. Skipping 3 x 1 min. DEXA again 2016."),
    ("ffion", "gareth", "2014-01-11", "Gareth (44): dentist. Right shoulder pinch on the reach (impingement?). Cholesterol 6.4. Resting HR 64. Paddles 3 km flat water."),
    ("ffion", "gareth", "2014-06-28", "Gareth: steroid injection right shoulder 6 March, pain-free from April. Cholesterol 5.2 (June). Resting HR 57. Paddles 8 km. Caldey crossing 16 August."),
    ("ffion", "megan", "2014-01-14", "Megan (17): SUP racer. 200 m sprint 58 s. Pull-ups 4. Vegetarian. Welsh championships in June."),
    ("ffion", "megan", "2014-06-23", "Megan: glandular fever February, enlarged spleen (ultrasound 4 March), 6 weeks off, cleared 15 April. 200 m 54 s (June). Pull-ups 6. Silver, juniors, Welsh championships 21 June. Welsh open water in September."),
    ("ffion", "dai", "2014-01-15", "Dai (66): retired dairy farmer. Dizzy spells, GP to check. Weight 16 st 2 (102.5 kg). Resting HR 46. Kneels on the board, can't stand yet."),
    ("ffion", "dai", "2014-06-27", "Dai: complete heart block, pacemaker 2 April (left side). Back on the board 20 May. Weight 15 st 4 (96.6 kg). Resting HR 62 (paced). Stands for 20 minutes. Pacemaker check October."),
    ("shelley", "tracey", "2014-01-08", "Tracey (47): care-home cook. Weight 15 st 3 (96.6 kg). 5,000 steps. Lives in Moorland."),
    ("shelley", "tracey", "2014-06-24", "Tracey: flooded out 5 February to 12 June. Left plantar fasciitis 18 March, insoles, no jumps 4 weeks. Weight 14 st 1 (89.4 kg). 9,500 steps. Zumbathon in September."),
    ("shelley", "jess", "2014-01-16", "Jess (31): hairdresser, 12 weeks pregnant, due 9 August. Low impact only. 6,000 steps."),
    ("shelley", "jess", "2014-06-06", "Jess: Hb 98 to 116 on ferrous fumarate. Pelvic girdle pain from April, belt, no lunges, no wide side steps. Last class 6 June. 7,000 steps."),
    ("shelley", "ron", "2014-01-16", "Ron (70): retired postman, Zumba Gold. 4,000 steps. Sit to stand 30 s: 10."),
    ("shelley", "ron", "2014-06-25", "Ron: gout right big toe 11 February, colchicine, allopurinol 100 mg from 10 March. Urate 520 to 330. 8,000 steps. Sit to stand 30 s: 14."),
    ("graham", "holly", "2014-01-06", "Holly (20): heptathlon PB 4870. Shot 11.20. 800 2:19.8. Coeliac. Squat 70 kg."),
    ("graham", "holly", "2014-06-28", "Holly: 800 2:16.4 (April). Left hamstring grade 2 tear 10 May (MRI 13 May), jogging 7 June. Shot 12.05 (training), 11.88 northerns. Jav 38.10. No heptathlon till July. Squat 80 kg."),
    ("graham", "kyle", "2014-01-13", "Kyle (17): under-18 decathlon. 100 m 11.6. Pole vault 3.60. 400 m 53.4. Height 6 ft 1."),
    ("graham", "kyle", "2014-06-24", "Kyle: left scaphoid fracture 3 February, cast off 31 March. 100 m 11.3. 400 m 51.9. Pole vault 3.90. English Schools octathlon team."),
    ("graham", "sandra", "2014-01-06", "Sandra (54): masters pentathlon W50. HbA1c 44. Resting HR 66. 80 m hurdles 15.9. High jump 1.28. 800 m 3:08."),
    ("graham", "sandra", "2014-06-30", "Sandra: left calf tear 1 March, 5 weeks. HbA1c 40 (June). Resting HR 61. High jump 1.30. Shot 8.90. 800 m 3:02. European masters in August."),
]

TRANSCRIPTS = [
    {
        "id": "tr-catriona-fiona-20140224", "trainer": "catriona", "client": "fiona", "startedAt": "2014-02-24T18:00:00Z",
        "title": "Call with Fiona and Calum: after the DEXA scan",
        "lines": [
            ("Coach", 0, "How are you feeling about the scan, Fiona?"),
            ("Fiona", 4, "Old. My mum broke her hip at sixty-eight."),
            ("Calum", 9, "The GP said it's not osteoporosis, it's the step before. Calcium, vitamin D, and she's to stop skipping breakfast."),
            ("Coach", 14, "Then we load the bones: step-ups, skipping, deadlifts. Jumping is good for you now, not bad."),
            ("Fiona", 20, "Can I still do the sword dance?"),
            ("Coach", 24, "Yes. Dancing is one of the best things you can do for your hips."),
        ],
    },
    {
        "id": "tr-ffion-megan-20140306", "trainer": "ffion", "client": "megan", "startedAt": "2014-03-06T18:00:00Z",
        "title": "Call with Megan and Rhian: the spleen",
        "lines": [
            ("Coach", 0, "How are you feeling, Megan?"),
            ("Megan", 4, "Tired. I fell asleep in chemistry."),
            ("Rhian", 9, "The doctor said no lifting anything heavy and no rough play with her brothers, and if she gets pain on the left under her ribs we go straight to A&E."),
            ("Coach", 14, "No board and no gym till she's cleared. Short walks on the beach, that's all."),
            ("Megan", 20, "Will I make the Welsh?"),
            ("Coach", 24, "If you're cleared by the middle of April, yes. We'll have eight weeks."),
        ],
    },
    {
        "id": "tr-shelley-jess-20140416", "trainer": "shelley", "client": "jess", "startedAt": "2014-04-16T18:00:00Z",
        "title": "Call with Jess and Liam: the pelvic girdle pain",
        "lines": [
            ("Coach", 0, "How's the pelvis, Jess?"),
            ("Jess", 4, "Clicky. Worst when I turn over in bed."),
            ("Liam", 9, "The physio said to put a pillow between her knees at night and to take the stairs one at a time."),
            ("Coach", 14, "In class, no grapevines either, and small steps. If it hurts, we stop."),
            ("Jess", 20, "Will it go after the baby's born?"),
            ("Coach", 24, "For most women it does. Ask the midwife at the next check."),
        ],
    },
    {
        "id": "tr-graham-holly-20140515", "trainer": "graham", "client": "holly", "startedAt": "2014-05-15T18:00:00Z",
        "title": "Call with Holly and Tom: after the hamstring scan",
        "lines": [
            ("Coach", 0, "How's the leg, Holly?"),
            ("Holly", 4, "Sore sitting down. I can walk okay."),
            ("Tom", 9, "The physio said no stretching it hard for a week, ice twice a day, and bridges from next week."),
            ("Coach", 14, "We'll do the shot from a stand, upper body and the bike. No sprinting till the physio's happy."),
            ("Holly", 20, "Can I do the northerns?"),
            ("Coach", 24, "The throws, maybe. Not the hurdles or the 200."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("eilidh", "2014-02-07", 8.5, 5, 85, "Knee."),
    ("eilidh", "2014-05-16", 8.0, 7, 90, "Exams."),
    ("ruaridh", "2014-02-14", 6.5, 6, 80, "Pump."),
    ("ruaridh", "2014-04-25", 7.0, 8, 60, "Boot."),
    ("fiona", "2014-01-31", 6.5, 6, 85, "Report cards."),
    ("fiona", "2014-05-23", 7.5, 3, 95, "Feeling strong."),
    ("gareth", "2014-02-21", 7.0, 5, 70, "Storms."),
    ("gareth", "2014-05-09", 7.5, 3, 90, "Paddling."),
    ("megan", "2014-01-24", 8.0, 4, 95, "Training well."),
    ("megan", "2014-03-21", 11.0, 7, 30, "Resting."),
    ("dai", "2014-01-31", 7.0, 4, 80, "Dizzy."),
    ("dai", "2014-04-18", 6.5, 5, 70, "Pacemaker."),
    ("tracey", "2014-02-21", 5.0, 9, 40, "Flood."),
    ("tracey", "2014-05-02", 6.5, 5, 85, "Heel."),
    ("jess", "2014-02-28", 8.0, 4, 85, "Tired."),
    ("jess", "2014-04-25", 6.0, 6, 70, "Pelvis."),
    ("ron", "2014-02-21", 7.0, 5, 30, "Toe."),
    ("ron", "2014-04-25", 7.5, 2, 95, "Grand."),
    ("holly", "2014-02-14", 7.0, 6, 90, "Essays."),
    ("holly", "2014-05-23", 7.5, 8, 65, "Hamstring."),
    ("kyle", "2014-02-14", 8.0, 6, 70, "Cast."),
    ("kyle", "2014-05-30", 7.5, 7, 90, "AS levels."),
    ("sandra", "2014-01-24", 7.0, 3, 90, "Diet."),
    ("sandra", "2014-03-14", 6.5, 6, 60, "Calf."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("fiona", "weight", "kg", "2014-01-06", "2014-06-23", 7, 75.3, 71.2, 0.3),
    ("dai", "weight", "kg", "2014-01-13", "2014-06-23", 7, 102.5, 96.6, 0.4),
    ("tracey", "weight", "kg", "2014-01-06", "2014-06-23", 7, 96.6, 89.4, 0.4),
    ("sandra", "weight", "kg", "2014-01-06", "2014-06-30", 7, 64.0, 61.5, 0.3),
    ("gareth", "resting_heart_rate", "bpm", "2014-01-06", "2014-06-30", 7, 64.0, 57.0, 1.0),
    ("dai", "resting_heart_rate", "bpm", "2014-01-13", "2014-06-23", 7, 46.0, 62.0, 1.0),
    ("sandra", "resting_heart_rate", "bpm", "2014-01-06", "2014-06-30", 7, 66.0, 61.0, 1.0),
    ("tracey", "steps", "steps", "2014-01-06", "2014-06-23", 7, 5000, 9500, 500),
    ("jess", "steps", "steps", "2014-01-13", "2014-06-23", 7, 6000, 7000, 400),
    ("ron", "steps", "steps", "2014-01-13", "2014-06-30", 7, 4000, 8000, 400),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("fiona", "goal-catriona-fiona-weight", "weight", 70.0, "kg", "2014-12-31", "active"),
    ("dai", "goal-ffion-dai-weight", "weight", 95.0, "kg", "2014-10-31", "active"),
    ("tracey", "goal-shelley-tracey-weight", "weight", 90.0, "kg", "2014-07-31", "achieved"),
    ("ron", "goal-shelley-ron-steps", "steps", 8000, "steps", "2014-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ruaridh", "2014-01-06", "HbA1c", 64, "mmol/mol", 20, 48),
    ("ruaridh", "2014-05-01", "HbA1c", 53, "mmol/mol", 20, 48),
    ("fiona", "2014-01-20", "Vitamin D", 38, "nmol/L", 50, 175),
    ("fiona", "2014-06-20", "Vitamin D", 72, "nmol/L", 50, 175),
    ("gareth", "2014-01-17", "Total cholesterol", 6.4, "mmol/L", 0, 5.0),
    ("gareth", "2014-06-06", "Total cholesterol", 5.2, "mmol/L", 0, 5.0),
    ("jess", "2014-02-13", "Haemoglobin", 98, "g/L", 110, 150),
    ("jess", "2014-05-12", "Haemoglobin", 116, "g/L", 110, 150),
    ("ron", "2014-02-25", "Uric acid", 520, "umol/L", 200, 430),
    ("ron", "2014-06-03", "Uric acid", 330, "umol/L", 200, 430),
    ("sandra", "2014-01-02", "HbA1c", 44, "mmol/mol", 20, 42),
    ("sandra", "2014-05-30", "HbA1c", 40, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "aye", "yep", "done ✅", "booked", "paid 👍", "diolch",
    "running late sorry", "can we make it later?", "what time saturday?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which hall again?", "omw", "roads are murder", "thank you x",
    "ta lovely", "nothing to report", "🙌", "😂", "bank transfer ok?", "nae bother", "tidy",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "what a day", "grand",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20140707, health_seed=20140707, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
