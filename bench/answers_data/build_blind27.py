#!/usr/bin/env python3
"""Build the twenty-seventh blind data set for the answer benchmark (bench/answers_data/blind27.json).

    functions/venv/bin/python -m bench.answers_data.build_blind27

Four trainers of kinds the other rosters do not have (a handball conditioning coach in Wrexham with
a left wing of 19 in the Wales under-21 squad who sprains the ligament on the outside of his right
ankle landing from a jump shot on 18 March (A&E x-ray, no break, grade 2, a brace, four weeks off),
scores 7 in the league final (31-27) on the night of the Champions League final in Cardiff and whose
mam texts, a goalkeeper of 27, a primary teacher, with a left hip labral tear on an MR arthrogram in
April and an ultrasound-guided steroid injection on 22 May (no surgery) whose wife texts, and a
veterans' pivot of 41, a bus driver, with type 2 diabetes on metformin (HbA1c 58 then 49) who weighs
himself in stone and strains his right calf at the veterans' tournament on 29 April (no scan) and
whose daughter texts; an obstacle-course-racing (OCR) coach in Lancaster with a roofer of 24 who
falls off the monkey bars on 11 March, is told by an x-ray that nothing is broken and by an MRI ten
days later that his right scaphoid is (a cast for six weeks) and whose girlfriend texts, a dental
nurse of 32 with iron deficiency anaemia on ferrous fumarate (ferritin 9 then 38, haemoglobin 104
then 128) and left shin splints (no scan) who runs Tough Mudder North West on 13 May, moves her
sessions after iftar in Ramadan and whose sister texts, and a retired gas engineer of 58 on
amlodipine (blood pressure 152/94 then 134/84) who is second in his age group at a Spartan Sprint on
6 May, gets a right tennis elbow (a strap, no injection) and whose son texts; a kettlebell-sport
(girevoy) coach in Hereford with a farm vet of 35 in the 16 kg long cycle (98 reps then 121 and the
CMS rank at the British championships on 17 June) with a left de Quervain's on an ultrasound and a
steroid injection on 10 April whose husband texts, a builder of 46 in the jerk with a left inguinal
hernia repaired by keyhole on 3 April (no lifting for six weeks) who weighs himself in stone and
whose wife texts, and a retired dinner lady of 63 with pernicious anaemia (B12 injections; B12 190
then 420) and a left carpal tunnel on a nerve conduction study (a night splint, no operation)
whose granddaughter texts; an osteoarthritis (ESCAPE-pain) exercise coach in Scarborough with a
retired trawlerman of 72 with right hip osteoarthritis, a steroid injection on 9 March and a new hip
booked for September who weighs himself in stone and whose wife texts, a hairdresser of 61 with
osteoarthritis at the base of both thumbs (the right worse) and in her left knee (an x-ray,
naproxen) whose son texts, and a taxi driver of 55 with a left knee meniscus tear on an MRI (no
arthroscopy) and gout in his right big toe on allopurinol (uric acid 520 then 390) whose partner
texts), 12 clients, 1 February to 30 June 2017 (asked on 4 July 2017): one-to-one chats, four group
chats, session notes, four session transcripts, check-ins, client profiles and health data (weight
of four clients, resting heart rate of two, steps of two, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-01 by helper h-blind27 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only its format notes and the twenty-sixth blind set's section: a held-out
check of whether the fixes made on the other sets generalise.

The period, February to June 2017, is one no other roster covers (blind26 ends in January 2017,
blind24 starts in July 2017), so the questions asked in July say "in the spring", "back in
february", "before easter", "in the heatwave", "since the election" and "at the start of the year".
The Six Nations (4 February to 18 March; Wales lost to England 16-21 on 11 February and to Scotland
on 25 February), Storm Doris (Thursday 23 February), Valentine's Day, the Cheltenham Festival (14-17
March; Sizing John's Gold Cup on the 17th), Mother's Day and the clocks going forward (Sunday 26
March), the Grand National (Saturday 8 April, One For Arthur), Good Friday (14 April), Easter Sunday
(16 April) and Easter Monday (17 April), the snap election called (Tuesday 18 April), the London
Marathon (23 April), the early May bank holiday (1 May), the FA Cup final (Saturday 27 May, Arsenal),
the spring bank holiday (29 May), Ramadan (27 May to 24 June; Eid on the 25th/26th), the Champions
League final in Cardiff (Saturday 3 June), the general election (Thursday 8 June), the June heatwave
(17-22 June, the hottest day on the 21st) and Glastonbury (21-25 June) lie inside it; every weekday
is checked with Python's `datetime`. The story messages are written the way people text:
lowercase, typos, run-ons, emoji, shorthand and slang (handball "pivot", "left wing", "jump shot",
"vets"; OCR "the rig", "monkey bars", "penalty burpees", "Arctic Enema", "Beast", "Sprint"; kettlebell
sport "long cycle", "jerk", "the 16s", "CMS", "in the rack"; osteoarthritis "escape pain", "wear and
tear", "sit-to-stand", "the prom"), Welsh ("diolch", "iawn", "mam"), Lancashire and Yorkshire
("mither", "ey up", "nowt", "chuffed"), mixed units (kg, stone, miles, km, km/h, cm, seconds,
minutes, hours, mmol/mol, ug/L, g/L, ng/L, umol/L, mg, reps, degrees, steps, goals),
negations ("no break", "no surgery", "no scan needed", "no injection", "no operation", "no keyhole",
"nothing broken"), revisions later (a wrist "nothing broken" on an x-ray then a scaphoid fracture on
an MRI, a hip that "clicks" then a labral tear, hands that "tingle" then carpal tunnel, a shin
"sore" then shin splints, an elbow that "hurts gripping" then tennis elbow, a jerk count 90 then 86
after the operation), plans lying after the period (Malta in August, beach handball in the summer,
Snowdonia in September, the Spartan Beast in October, the world championships in November, a new
hip in September, a week off in July, the Great Yorkshire bike ride in September), facts only in
the coach's reply, only in a note, only in a transcript or only in a lab panel, a relative or partner
writing for every client (a mam, a wife three times, a daughter, a girlfriend, a sister, a son twice, a
husband, a granddaughter, a partner; Rob, Mark, Carol and Shannon are also words), nicknames (Dyl,
Ffi, Gaz, Cal, Roxy, Tash, Pricey, Mo, Ron) and ankle, hip, calf, wrist, shin, elbow, wrist, groin,
wrist, hip, thumbs and knee, knee and big toe with sides. The everyday chatter comes from this
builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food,
drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind27_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind27_questions.py).

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
OUT, TAGS_OUT = HERE / "blind27.json", HERE / "blind27_tags.json"
YEAR = 2017
START, END = datetime(2017, 2, 1, 7, 0), datetime(2017, 6, 30, 21, 0)
ASKED_AT = "2017-07-04T08:00:00Z"

TRAINERS = [
    {"id": "coach-sioned", "displayName": "Sioned Pryce", "email": "sioned.pryce@example.com", "short": "sioned"},
    {"id": "coach-kerry", "displayName": "Kerry Whitehead", "email": "kerry.whitehead@example.com", "short": "kerry"},
    {"id": "coach-marek", "displayName": "Marek Nowak", "email": "marek.nowak@example.com", "short": "marek"},
    {"id": "coach-hilary", "displayName": "Hilary Bolton", "email": "hilary.bolton@example.com", "short": "hilary"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("sioned", "dylan-rees", "Dylan Rees", "dylan"),
    ("sioned", "ffion-parry", "Ffion Parry", "ffion"),
    ("sioned", "gareth-hughes", "Gareth Hughes", "gareth"),
    ("kerry", "callum-birtwistle", "Callum Birtwistle", "callum"),
    ("kerry", "rukhsana-begum", "Rukhsana Begum", "rukhsana"),
    ("kerry", "derek-whalley", "Derek Whalley", "derek"),
    ("marek", "tasha-greenway", "Tasha Greenway", "tasha"),
    ("marek", "owen-price", "Owen Price", "owen"),
    ("marek", "maureen-ellis", "Maureen Ellis", "maureen"),
    ("hilary", "ronnie-cawthorne", "Ronnie Cawthorne", "ronnie"),
    ("hilary", "anne-storr", "Anne Storr", "anne"),
    ("hilary", "pete-wardle", "Pete Wardle", "pete"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("dylan", "gareth", "rukhsana", "tasha", "maureen", "ronnie")

PROFILES = [
    {"clientId": "dylan-rees", "age": 19, "goal": "Jump higher and throw harder for the Wales under-21s, and ankles that hold up",
     "dietaryRestrictions": [], "injuries": ["right ankle lateral ligament sprain, grade 2 (18 March 2017), x-ray no fracture, brace"],
     "notes": "Left wing, Wales under-21 handball squad. Sport science student at Glyndwr. Known as Dyl. Mam Bethan."},
    {"clientId": "ffion-parry", "age": 27, "goal": "Keep goal for the women's team without her hip giving way",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left hip labral tear (MR arthrogram 12 April 2017), steroid injection 22 May 2017, no surgery for now"],
     "notes": "Goalkeeper, women's national league handball. Primary school teacher. Known as Ffi. Wife Lowri."},
    {"clientId": "gareth-hughes", "age": 41, "goal": "Down to 15 stone and play the whole veterans' tournament",
     "dietaryRestrictions": ["low sugar"], "injuries": ["type 2 diabetes (metformin 500 mg twice a day)", "right calf strain (29 April 2017), no scan"],
     "notes": "Veterans' handball, pivot. Bus driver. Known as Gaz. Daughter Cerys."},
    {"clientId": "callum-birtwistle", "age": 24, "goal": "Spartan Beast in the autumn with no penalty burpees",
     "dietaryRestrictions": [], "injuries": ["right wrist scaphoid fracture (fall from the monkey bars 11 March 2017; MRI 21 March), cast 6 weeks"],
     "notes": "Obstacle racer. Roofer. Known as Cal. Girlfriend Shannon."},
    {"clientId": "rukhsana-begum", "age": 32, "goal": "Tough Mudder without walking and more energy",
     "dietaryRestrictions": ["halal"], "injuries": ["iron deficiency anaemia (ferrous fumarate 210 mg twice a day from February 2017)", "left shin splints (April 2017), no scan"],
     "notes": "Obstacle racer. Dental nurse. Known as Roxy. Sister Shazia."},
    {"clientId": "derek-whalley", "age": 58, "goal": "Podium in the 55-59 age group and his blood pressure down",
     "dietaryRestrictions": ["low salt"], "injuries": ["high blood pressure (amlodipine 5 mg)", "right tennis elbow (lateral epicondylitis, May 2017), strap, no injection"],
     "notes": "Masters obstacle racer. Retired gas engineer. Son Liam."},
    {"clientId": "tasha-greenway", "age": 35, "goal": "Candidate master of sport in the 16 kg long cycle at the British championships",
     "dietaryRestrictions": [], "injuries": ["left wrist de Quervain's tenosynovitis (ultrasound 4 April 2017), steroid injection 10 April"],
     "notes": "Kettlebell sport, long cycle. Farm vet. Known as Tash. Husband Rob."},
    {"clientId": "owen-price", "age": 46, "goal": "Back lifting after his hernia and under 16 stone",
     "dietaryRestrictions": [], "injuries": ["left inguinal hernia, keyhole repair 3 April 2017, no lifting 6 weeks"],
     "notes": "Kettlebell sport, jerk. Builder. Known as Pricey. Wife Karen."},
    {"clientId": "maureen-ellis", "age": 63, "goal": "Strong enough to lift her grandchildren and walk 7,000 steps a day",
     "dietaryRestrictions": [], "injuries": ["pernicious anaemia (B12 injections every 3 months)", "left carpal tunnel syndrome (nerve conduction study 15 March 2017), night splint, no operation"],
     "notes": "Kettlebells for fitness. Retired dinner lady. Known as Mo. Granddaughter Chloe."},
    {"clientId": "ronnie-cawthorne", "age": 72, "goal": "Walk the prom to the harbour and back without stopping, and under 15 stone before his new hip",
     "dietaryRestrictions": [], "injuries": ["right hip osteoarthritis, steroid injection 9 March 2017, hip replacement booked for September 2017"],
     "notes": "ESCAPE-pain class. Retired trawlerman. Known as Ron. Wife Sheila."},
    {"clientId": "anne-storr", "age": 61, "goal": "Cut hair all day without sore thumbs and walk the cliff path",
     "dietaryRestrictions": [], "injuries": ["hand osteoarthritis at the base of both thumbs, worse on the right", "left knee osteoarthritis (x-ray 8 February 2017), naproxen 500 mg twice a day"],
     "notes": "Hairdresser, own salon. Son Mark."},
    {"clientId": "pete-wardle", "age": 55, "goal": "Lose two stone and drive a full shift without his knee locking",
     "dietaryRestrictions": [], "injuries": ["left knee osteoarthritis and a degenerate medial meniscus tear (MRI 16 May 2017), no arthroscopy", "gout (allopurinol 100 mg from March 2017)"],
     "notes": "Taxi driver. Partner Carol."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "dylan": [
        L("02-02 18:00", "c", "Hiya Sioned, Dylan Rees, 19, left wing for the Wales under 21 handball squad. Sport science at Glyndwr. Coach says I need more spring and a harder shot before the summer. Jump 48cm, shot 86 km/h on the radar", "dylan-intro"),
        L("02-02 18:30", "t", "Hiya Dylan. Twice a week: plyos, single-leg strength and the med ball for your shot. We'll test again at Easter.", "dylan-intro-coach"),
        L("02-11 19:00", "c", "wales lost to england 16-21 🙄 did my plyos anyway", "dylan-sixnations"),
        L("02-23 17:00", "c", "storm doris took the sports hall roof vent off, training cancelled lol", "dylan-doris"),
        L("03-18 20:00", "c", "went over on my right ankle landing from a jump shot in the league game. massive swelling", "dylan-ankle"),
        L("03-19 12:00", "c", "Sioned it's Bethan, Dylan's mam. We took him to A&E last night, x-ray says no break, it's a bad sprain of the ligament on the outside, grade 2. Brace and crutches for a few days, no handball for 4 weeks", "dylan-bethan"),
        L("03-19 12:20", "t", "Thanks Bethan. Ice, elevate, and he can do upper body and the bike with me from Wednesday. Balance work when it settles.", "dylan-bethan-coach"),
        L("04-13 18:00", "c", "easter testing: jump 51cm, shot 89 km/h. ankle 2/10 on the hops", "dylan-tests2"),
        L("04-17 14:00", "c", "easter monday back on court, 20 mins, wore the brace", "dylan-eastermonday"),
        L("05-27 20:00", "c", "arsenal won the cup 😁 league final next week", "dylan-facup"),
        L("06-03 22:00", "c", "won the league final 31-27, scored 7! then watched real win the champions league in cardiff 🏆", "dylan-final"),
        L("06-03 22:20", "t", "Seven goals in a final, Dylan! And on that ankle.", "dylan-final-coach"),
        L("06-20 17:00", "c", "Bethan again: he's been picked for the under 21s trip to Malta in August, he's over the moon x", "dylan-bethan2"),
        L("06-28 18:00", "c", "end of season tests: jump 53cm, shot 92 km/h", "dylan-tests3"),
    ],
    "ffion": [
        L("02-06 19:00", "c", "Hi Sioned, Ffion Parry, 27, I keep goal for the women's team in the national league. Primary teacher. My left hip clicks and catches when I do the splits saves. Want to get through the season", "ffion-intro"),
        L("02-06 19:30", "t", "Hi Ffion. Hip strength and control twice a week, and we'll watch how deep you go on the low saves.", "ffion-intro-coach"),
        L("03-05 20:00", "c", "groin side of the left hip aching after the game, 5/10", "ffion-ache"),
        L("04-12 17:00", "c", "had the MR arthrogram on my left hip, they inject dye in first. it's a labral tear. physio and maybe an injection, no surgery for now", "ffion-scan"),
        L("04-12 17:20", "t", "Sorry Ffion. No deep splits saves for now, and we'll build the glutes and the trunk round it.", "ffion-scan-coach"),
        L("04-22 19:00", "c", "Sioned it's Lowri, Ffion's wife. She's been marking books on the floor because sitting on the sofa hurts her hip 🙈 can you talk some sense into her", "ffion-lowri"),
        L("04-22 19:20", "t", "Ha, thanks Lowri. A firm chair and a cushion, and short breaks every 30 minutes.", "ffion-lowri-coach"),
        L("05-22 16:00", "c", "steroid injection in the left hip this morning, guided by ultrasound. no training for 2 days", "ffion-injection"),
        L("06-08 22:00", "c", "polling station at school all day, no pe 🙄 hip 2/10 since the jab", "ffion-election"),
        L("06-21 15:00", "c", "hottest day of the year and a sports day on the field 🥵 did 9000 steps just on the field", "ffion-heat"),
        L("06-26 19:00", "c", "Lowri again: she's signed up for the beach handball in the summer, I'm holding the suncream x", "ffion-lowri2"),
    ],
    "gareth": [
        L("02-03 20:00", "c", "now then Sioned, Gaz Hughes, 41, bus driver. Play veterans handball at pivot. Type 2 diabetic on metformin 500 twice a day, hba1c 58. 17 stone 4 and the nurse wants me under 15. Veterans tournament end of april", "gareth-intro"),
        L("02-03 20:30", "t", "Now then Gaz. Two sessions a week with me, walks on your days off, and less of the bus station pasties. Weigh-in every Monday.", "gareth-intro-coach"),
        L("02-25 17:00", "c", "scotland beat us 29-13 😭 comfort ate. 17 st 1", "gareth-scotland"),
        L("03-26 13:00", "c", "mothers day carvery with the kids, had the veg not the yorkshires 😇 16 st 12", "gareth-mothersday"),
        L("04-10 18:00", "c", "hba1c 49 now! nurse says keep the metformin the same", "gareth-hba1c"),
        L("04-10 18:20", "t", "From 58 to 49, Gaz! That's the walking and the pasties.", "gareth-hba1c-coach"),
        L("04-29 19:00", "c", "veterans tournament, felt a pop in my right calf in the second game. limped off. didnt get to the final", "gareth-calf"),
        L("04-30 11:00", "c", "Sioned it's Cerys, Gareth's daughter. Dad saw the physio, it's a calf strain on the right, no scan needed. Heel raises and no running for 3 weeks. He's sulking on the sofa x", "gareth-cerys"),
        L("04-30 11:20", "t", "Thanks Cerys. Walks when it's not sore, the bike, and upper body with me. Tell him the sofa's only allowed for the football.", "gareth-cerys-coach"),
        L("05-29 12:00", "c", "bank holiday walk up moel famau with cerys, calf fine. 16 st 6", "gareth-moel"),
        L("06-19 18:00", "c", "too hot in the bus cab, 34 degrees on the dash. drinking water like a camel", "gareth-heat"),
        L("06-27 18:00", "c", "Cerys again: he's booked the walking holiday in Snowdonia in September, he's packed already x", "gareth-cerys2"),
    ],
    "callum": [
        L("02-01 19:00", "c", "alright Kerry, Callum Birtwistle, 24, roofer. Done a few Tough Mudders, want to do the Spartan Beast in the autumn without any penalty burpees. Grip goes on the rig and the rope climb", "callum-intro"),
        L("02-01 19:30", "t", "Alright Callum. Grip, pull-ups and hanging work twice a week, one long trail run, and rope climbs on Saturdays.", "callum-intro-coach"),
        L("02-18 12:00", "c", "10 pull ups, dead hang 75 secs", "callum-tests"),
        L("03-11 15:00", "c", "fell off the monkey bars at the nuclear races, landed on my right hand. wrist sore but carried on", "callum-fall"),
        L("03-14 18:00", "c", "x-ray at the walk in said nothing broken, still sore at the base of the thumb", "callum-xray"),
        L("03-21 17:00", "c", "they sent me for an mri anyway: scaphoid fracture right wrist. cast for 6 weeks, no climbing, no roofing", "callum-mri"),
        L("03-21 17:20", "t", "Glad they looked again, Callum. Legs, the bike and one-arm work with me. The cast stays dry.", "callum-mri-coach"),
        L("04-08 18:00", "c", "grand national, had a quid on one for arthur 🐎 winner!", "callum-national"),
        L("04-24 19:00", "c", "Kerry it's Shannon, Callum's girlfriend. He's been trying to do pull ups in the cast 🙄 please tell him no", "callum-shannon"),
        L("04-24 19:20", "t", "Thanks Shannon. No hanging till the fracture clinic says so. Tell him from me.", "callum-shannon-coach"),
        L("05-02 17:00", "c", "cast off! wrist stiff, grip 28kg right vs 52 left", "callum-castoff"),
        L("06-10 16:00", "c", "first race back, tough mudder half, 5 miles, no burpees 💪", "callum-mudder"),
        L("06-24 12:00", "c", "glastonbury on the telly and i'm up a roof in 30 degrees. grip 49kg right now", "callum-grip"),
    ],
    "rukhsana": [
        L("02-07 19:00", "c", "Hi Kerry, Rukhsana Begum, 32, everyone calls me Roxy. Dental nurse. Doing Tough Mudder in May with my sister. I get so tired and the gp found I'm anaemic, low iron. Want to get round without walking", "rukhsana-intro"),
        L("02-07 19:30", "t", "Hi Roxy. Run-walk three times a week and strength twice with me, and we'll go easy until the iron comes up.", "rukhsana-intro-coach"),
        L("02-10 18:00", "c", "ferritin 9, haemoglobin 104. on ferrous fumarate 210mg twice a day. black poo warning lol", "rukhsana-iron"),
        L("02-10 18:20", "t", "Take it with orange juice, not with tea, Roxy. It'll take a couple of months.", "rukhsana-iron-coach"),
        L("03-26 14:00", "c", "mothers day, took mum to the lakes, 5 miles walking. clocks went forward and i was late for everything", "rukhsana-lakes"),
        L("04-06 18:00", "c", "left shin sore on the inside after runs, sharp at the start", "rukhsana-shin"),
        L("04-11 18:00", "c", "physio says shin splints on the left, no scan needed. less running, calf raises, new trainers", "rukhsana-physio"),
        L("04-11 18:20", "t", "Okay Roxy. Swap two runs for the bike, and we'll build back with run-walk.", "rukhsana-physio-coach"),
        L("04-20 18:00", "c", "ferritin 38 now, haemoglobin 128. not so tired 🙌", "rukhsana-iron2"),
        L("05-13 17:00", "c", "Kerry it's Shazia, Roxy's sister. We did it! Tough Mudder North West, 10 miles in 3 hours 10, she didn't walk once apart from the queues. Arctic Enema nearly killed us", "rukhsana-shazia"),
        L("05-13 17:20", "t", "Brilliant Shazia! Tell her well done from me, and a warm bath tonight.", "rukhsana-shazia-coach"),
        L("05-28 21:00", "c", "ramadan started, can we move my sessions to after iftar? about 9.30", "rukhsana-ramadan"),
        L("05-28 21:20", "t", "Of course Roxy. 9.45 pm Tuesdays and Thursdays until Eid, and lighter sessions.", "rukhsana-ramadan-coach"),
        L("06-26 12:00", "c", "eid mubarak! back to normal times next week? shin fine", "rukhsana-eid"),
    ],
    "derek": [
        L("02-09 09:00", "c", "Morning Kerry, Derek Whalley, 58, retired gas engineer. Do Spartan races in the 55 to 59s. Doctor's put me on amlodipine 5mg for my blood pressure, 152 over 94. Want a podium and my bp down", "derek-intro"),
        L("02-09 09:30", "t", "Morning Derek. Intervals once a week, one long hilly run, and strength with me twice. We'll log your resting heart rate.", "derek-intro-coach"),
        L("03-17 20:00", "c", "gold cup day, won a tenner on sizing john and did hill reps in the rain", "derek-goldcup"),
        L("04-14 10:00", "c", "good friday 12 miles on the fells, bp 138 over 86 at the chemist", "derek-goodfriday"),
        L("04-23 15:00", "c", "watched the london marathon, 3rd time i've said i'll do it next year", "derek-marathon"),
        L("05-06 17:00", "c", "spartan sprint, 2nd in the 55 to 59s!! 5k and 20 obstacles in 52 mins", "derek-sprint"),
        L("05-06 17:20", "t", "Second place, Derek! The hill reps paid off.", "derek-sprint-coach"),
        L("05-16 19:00", "c", "outside of my right elbow hurts gripping, the rig and the bucket carry", "derek-elbow"),
        L("05-23 19:00", "c", "Kerry it's Liam, Dad's son. GP says it's tennis elbow on the right. A strap and exercises, no injection, the gp said they don't help long term. He's never played tennis in his life 😂", "derek-liam"),
        L("05-23 19:20", "t", "Thanks Liam. Slow wrist curls, no heavy carries for a month, and the rig with an open grip.", "derek-liam-coach"),
        L("06-09 09:00", "c", "bp 134 over 84, gp pleased. watched the election results till 4am", "derek-bp"),
        L("06-29 18:00", "c", "Liam again: he's entered the Spartan Beast in Scotland in October. We're all going to watch x", "derek-liam2"),
    ],
    "tasha": [
        L("02-02 20:00", "c", "Hi Marek, Tasha Greenway, 35, farm vet. Kettlebell sport, long cycle with the 16s. 10 mins: 98 reps. Want CMS at the British championships in June", "tasha-intro"),
        L("02-02 20:30", "t", "Hi Tasha. CMS for women is 16 kg long cycle. Three sets a week, one 10-minute test a month, and grip and legs with me.", "tasha-intro-coach"),
        L("02-23 20:00", "c", "lambing started and storm doris blew the shed door off. 104 reps", "tasha-doris"),
        L("03-28 19:00", "c", "left wrist sore on the thumb side when i hold the bell in the rack, swollen", "tasha-wrist"),
        L("04-04 18:00", "c", "ultrasound on the left wrist: de quervain's, inflamed tendons on the thumb side. injection booked", "tasha-scan"),
        L("04-04 18:20", "t", "Sorry Tasha. No long cycle on the left until the injection settles. Right arm only and legs.", "tasha-scan-coach"),
        L("04-10 17:00", "c", "steroid injection in the left wrist done. thumb splint for a week", "tasha-injection"),
        L("04-16 12:00", "c", "easter sunday, 12 lambs born overnight 🐑 no training", "tasha-easter"),
        L("05-01 19:00", "c", "Marek it's Rob, Tasha's husband. She did a full 10 minutes in the barn on the bank holiday, 112 reps, no pain. Don't tell her I told you she cried x", "tasha-rob"),
        L("05-01 19:20", "t", "Great news Rob. 112 is on track. I'll say nothing.", "tasha-rob-coach"),
        L("06-17 20:00", "c", "british championships: 121 reps long cycle 16kg, CMS!!! 🏆", "tasha-cms"),
        L("06-17 20:20", "t", "CMS, Tasha! From 98 to 121 with a wrist injection in the middle.", "tasha-cms-coach"),
        L("06-22 19:00", "c", "Rob again: she wants to go to the world championships in November now, help x", "tasha-rob2"),
    ],
    "owen": [
        L("02-06 19:00", "c", "alright Marek, Owen Price, 46, builder. Do the jerk with the 24s. Got a lump in my left groin, doc says hernia, op on the list. 16 stone 10. want to keep going till then and get under 16 stone", "owen-intro"),
        L("02-06 19:30", "t", "Alright Owen. No heavy jerks until the surgeon says, so lighter bells, core that doesn't strain, and walking.", "owen-intro-coach"),
        L("03-15 20:00", "c", "op date through, 3rd of april. cheltenham on in the cabin, lost 20 quid", "owen-opdate"),
        L("04-03 17:00", "c", "Marek it's Karen, Owen's wife. He had his hernia done this morning, keyhole, left side, home already. No lifting anything over a kettle for 6 weeks they said. He'll try, you know him", "owen-karen"),
        L("04-03 17:20", "t", "Thanks Karen. Walks every day from tomorrow, no bells for six weeks. I'll send him something gentle.", "owen-karen-coach"),
        L("04-18 20:00", "c", "election called, walked 3 miles to calm down 😂 scar fine", "owen-election"),
        L("05-15 18:00", "c", "surgeon signed me off. first session back with the 16s, 15 stone 12", "owen-back"),
        L("06-03 21:00", "c", "jerk 24kg 10 mins, 86 reps. was 90 before the op", "owen-jerk"),
        L("06-20 19:00", "c", "Karen again: too hot to sleep and he's doing swings in the garden at 6am 🙄 x", "owen-karen2"),
        L("06-29 18:00", "c", "15 stone 8. back on site full time", "owen-weight"),
    ],
    "maureen": [
        L("02-08 11:00", "c", "Hello Marek, Maureen Ellis, 63, retired dinner lady. My daughter says kettlebells will do me good. I've got pernicious anaemia, b12 jabs every 3 months. I want to lift the grandkids and walk more, 7000 steps a day", "maureen-intro"),
        L("02-08 11:30", "t", "Hello Maureen. Twice a week with the 8 kg: deadlifts, swings and carries, and a walk every day. We'll start light.", "maureen-intro-coach"),
        L("02-14 12:00", "c", "valentines day, the 8kg deadlift 10 times. hands tingle at night though", "maureen-tingle"),
        L("03-15 17:00", "c", "nerve test on my left wrist, carpal tunnel. splint at night, no operation needed for now the doctor said", "maureen-ct"),
        L("03-15 17:20", "t", "Okay Maureen. Wear the splint, and we'll hold the bell with a neutral wrist and use the handle grip.", "maureen-ct-coach"),
        L("03-27 10:00", "c", "b12 190 at the doctors, had my jab. mothers day flowers still out 💐", "maureen-b12"),
        L("04-17 16:00", "c", "Marek it's Chloe, Maureen's granddaughter. Nan carried my little brother round the easter egg hunt all morning! She was so proud x", "maureen-chloe"),
        L("04-17 16:20", "t", "That's the whole point, Chloe! Tell her well done.", "maureen-chloe-coach"),
        L("05-29 15:00", "c", "bank holiday, walked to the cathedral and back, 8000 steps. hands fine", "maureen-cathedral"),
        L("06-21 19:00", "c", "b12 420 now. too hot for the kettlebell, did it in the kitchen with the door open", "maureen-b12b"),
        L("06-28 11:00", "c", "12kg deadlift 10 times!", "maureen-12kg"),
        L("06-28 11:20", "t", "From the 8 to the 12 in five months, Maureen. Lovely.", "maureen-12kg-coach"),
    ],
    "ronnie": [
        L("02-01 10:00", "c", "Morning Hilary, Ronnie Cawthorne, 72. Retired trawlerman. Right hip's worn out, arthritis, on the list for a new one. Doctor says your escape pain class. 15 stone 11. Want to walk the prom to the harbour and back without stopping", "ronnie-intro"),
        L("02-01 10:30", "t", "Morning Ronnie. The class twice a week, sit-to-stands and step-ups at home, and a short walk every day. We'll time the prom.", "ronnie-intro-coach"),
        L("02-16 11:00", "c", "got to the spa bridge and had to sit down. hip 6/10", "ronnie-prom"),
        L("03-09 16:00", "c", "steroid injection in the right hip at the hospital today. leg's numb", "ronnie-injection"),
        L("03-09 16:20", "t", "Rest it today and tomorrow, Ronnie, and back to the class next week.", "ronnie-injection-coach"),
        L("03-26 14:00", "c", "Hilary it's Sheila, Ron's wife. He walked to the harbour and back with me for mothering sunday, didn't stop once, first time in two years. The injection's worked wonders", "ronnie-sheila"),
        L("03-26 14:20", "t", "That's lovely, Sheila! He's worked hard in the class too.", "ronnie-sheila-coach"),
        L("04-28 11:00", "c", "letter came, new hip in september. 15 stone 4", "ronnie-letter"),
        L("05-24 10:00", "c", "injection wearing off a bit, hip 4/10", "ronnie-wearing"),
        L("06-18 17:00", "c", "too hot for the prom, sat in the shelter. 15 stone 1", "ronnie-heat"),
        L("06-30 11:00", "c", "Sheila again: he's told the whole club he'll be dancing at the christmas do with his new hip 🙄 x", "ronnie-sheila2"),
    ],
    "anne": [
        L("02-02 19:00", "c", "Hello Hilary, Anne Storr, 61. Got my own salon. Both thumbs ache at the base from the scissors, the right worse, and my left knee's bad on the stairs. The gp says arthritis and your class", "anne-intro"),
        L("02-02 19:30", "t", "Hello Anne. The class twice a week for the knee, and hand exercises every day between clients.", "anne-intro-coach"),
        L("02-08 18:00", "c", "x-ray on the left knee, wear and tear on the inside. naproxen 500 twice a day", "anne-xray"),
        L("03-13 20:00", "c", "cheltenham week, salon full of gossip and bets. thumbs 5/10", "anne-cheltenham"),
        L("04-15 18:00", "c", "Hilary it's Mark, Anne's son. Mum's been standing 10 hours a day before easter and her knee's swollen. She won't listen to me, can you", "anne-mark"),
        L("04-15 18:20", "t", "Thanks Mark. A stool at the chair, ice after work, and the class on Tuesday.", "anne-mark-coach"),
        L("05-10 19:00", "c", "walked the cliff path to the next bay, 4 miles. knee 3/10", "anne-cliff"),
        L("06-01 19:00", "c", "thumb splints from the hand therapist, right one's great", "anne-splints"),
        L("06-22 18:00", "c", "Mark again: she's booked a week off in July, first in 3 years x", "anne-mark2"),
    ],
    "pete": [
        L("02-03 21:00", "c", "evening Hilary, Pete Wardle, 55, taxi driver. Left knee locks when I get out the cab. Arthritis the gp says. 104 kg, want to lose 2 stone. Big toe flares up now and then too", "pete-intro"),
        L("02-03 21:30", "t", "Evening Pete. The class twice a week, a bike at home if you can, and we'll work on getting out of the cab.", "pete-intro-coach"),
        L("03-02 18:00", "c", "gout again, right big toe. uric acid 520. gp put me on allopurinol 100mg", "pete-gout"),
        L("03-02 18:20", "t", "Plenty of water, Pete, and the bike instead of the class till the toe calms down.", "pete-gout-coach"),
        L("04-14 12:00", "c", "good friday, busiest day of the year in the cab. 100 kg", "pete-goodfriday"),
        L("05-16 18:00", "c", "mri on the left knee: wear and tear and a degenerate tear of the medial meniscus. no keyhole, surgeon says it won't help, keep doing the class", "pete-mri"),
        L("05-16 18:20", "t", "That's what the evidence says too, Pete. Strength and the bike, and we'll keep the weight coming off.", "pete-mri-coach"),
        L("06-03 23:00", "c", "champions league night, cab full of drunk lads from cardiff. 98 kg", "pete-cl"),
        L("06-12 19:00", "c", "Hilary it's Carol, Pete's partner. Uric acid 390 at the gp today and he's lost 6 kilos. I've hidden the lager x", "pete-carol"),
        L("06-12 19:20", "t", "Thanks Carol! 390 is under the target. Keep hiding it.", "pete-carol-coach"),
        L("06-26 19:00", "c", "Carol again: he wants to do the great yorkshire bike ride in September now x", "pete-carol2"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-sioned-court", "trainer": "sioned", "members": ["dylan", "ffion", "gareth"],
        "lines": [
            L("02-04 09:00", "t", "Court 🤾 Session times, tests and results here.", "g-court-start"),
            L("03-19 13:00", "dylan", "sprained ankle, out 4 weeks 😩", "g-dylan-ankle"),
            L("04-12 18:00", "ffion", "hip's a labral tear, no surgery", "g-ffion-hip"),
            L("04-29 20:00", "gareth", "calf went in the vets tournament", "g-gareth-calf"),
            L("06-03 23:00", "dylan", "league champions 31-27 🏆", "g-dylan-final"),
        ],
    },
    {
        "id": "chat-kerry-mud", "trainer": "kerry", "members": ["callum", "rukhsana", "derek"],
        "lines": [
            L("02-05 09:00", "t", "Mud crew 🧗 Race dates, training and results here.", "g-mud-start"),
            L("03-21 18:00", "callum", "scaphoid fracture, cast 6 weeks", "g-callum-wrist"),
            L("05-06 18:00", "derek", "2nd in my age group at the spartan sprint", "g-derek-sprint"),
            L("05-13 18:00", "rukhsana", "tough mudder done, 3:10 🙌", "g-rukhsana-mudder"),
            L("06-10 17:00", "callum", "back racing, no burpees", "g-callum-back"),
        ],
    },
    {
        "id": "chat-marek-bells", "trainer": "marek", "members": ["tasha", "owen", "maureen"],
        "lines": [
            L("02-04 10:00", "t", "Bells 🔔 Sets, tests and competition news here.", "g-bells-start"),
            L("04-03 18:00", "owen", "hernia fixed, 6 weeks off the bells", "g-owen-hernia"),
            L("04-10 18:00", "tasha", "wrist injection done, right arm only for a bit", "g-tasha-wrist"),
            L("06-17 21:00", "tasha", "CMS at the british 🏆", "g-tasha-cms"),
            L("06-28 12:00", "maureen", "12kg deadlift!", "g-maureen-12kg"),
        ],
    },
    {
        "id": "chat-hilary-class", "trainer": "hilary", "members": ["ronnie", "anne", "pete"],
        "lines": [
            L("02-06 09:00", "t", "Escape pain class 🦵 Times, changes and news here.", "g-class-start"),
            L("03-10 10:00", "ronnie", "had the hip injection, back next week", "g-ronnie-injection"),
            L("05-16 19:00", "pete", "knee mri, no op, carry on with the class", "g-pete-knee"),
            L("06-01 19:30", "anne", "thumb splints, the right one's a godsend", "g-anne-splints"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("sioned", "dylan", "2017-02-03", "Dylan (19): left wing, Wales under-21 handball. Countermovement jump 48 cm. Shot 86 km/h. 20 m sprint 3.05 s. Single-leg balance good both sides."),
    ("sioned", "dylan", "2017-06-28", "Dylan: right ankle lateral ligament sprain grade 2 (18 March), x-ray no fracture, brace, 4 weeks off. League final 31-27 (3 June), 7 goals. Jump 53 cm. Shot 92 km/h. 20 m sprint 2.98 s. Wales under-21 trip to Malta in August."),
    ("sioned", "ffion", "2017-02-07", "Ffion (27): goalkeeper, women's national league. Primary teacher. Left hip clicks and catches on low saves. Side plank 40 s each side. Single-leg squat to a box."),
    ("sioned", "ffion", "2017-06-27", "Ffion: left hip labral tear on MR arthrogram 12 April, ultrasound-guided steroid injection 22 May, no surgery for now. Hip pain 2/10. Side plank 75 s. Beach handball in the summer."),
    ("sioned", "gareth", "2017-02-06", "Gareth (41): veterans' handball, pivot. Bus driver. Type 2 diabetes, metformin 500 mg twice a day, HbA1c 58. Weight 17 st 4 (109.8 kg). Walks 2 miles."),
    ("sioned", "gareth", "2017-06-26", "Gareth: HbA1c 58 to 49 mmol/mol (April). Right calf strain 29 April at the veterans' tournament, no scan, 3 weeks no running. Weight 16 st 4 (103.4 kg). Walks 6 miles. Snowdonia in September."),
    ("kerry", "callum", "2017-02-18", "Callum (24): roofer, obstacle racing. Pull-ups 10. Dead hang 75 s. Grip 52 kg right, 50 kg left. 5 km trail 24:30."),
    ("kerry", "callum", "2017-06-26", "Callum: right scaphoid fracture 11 March (monkey bars), x-ray clear 14 March, MRI 21 March, cast 6 weeks, off 2 May. Grip 49 kg right, 52 kg left. Pull-ups 12. Tough Mudder Half 10 June, no penalties. Spartan Beast in October."),
    ("kerry", "rukhsana", "2017-02-08", "Rukhsana (32): dental nurse. Iron deficiency anaemia, ferritin 9, haemoglobin 104, ferrous fumarate 210 mg twice a day. Run-walk 20 min. Tough Mudder in May."),
    ("kerry", "rukhsana", "2017-06-27", "Rukhsana: ferritin 9 to 38, haemoglobin 104 to 128. Left shin splints April, no scan, physio. Tough Mudder North West 13 May, 10 miles, 3:10. Sessions 9.45 pm in Ramadan. Runs 5 km 31:40."),
    ("kerry", "derek", "2017-02-09", "Derek (58): masters obstacle racer, 55-59. Retired gas engineer. Amlodipine 5 mg, BP 152/94. Resting HR 58. Weight 84 kg."),
    ("kerry", "derek", "2017-06-29", "Derek: BP 152/94 to 134/84. Spartan Sprint 6 May, 2nd in the 55-59, 52 minutes. Right tennis elbow (lateral epicondylitis) May, strap, no injection. Resting HR 54. Spartan Beast in October."),
    ("marek", "tasha", "2017-02-03", "Tasha (35): kettlebell sport, 16 kg long cycle, 10 min: 98 reps. Farm vet. Goal CMS at the British championships in June."),
    ("marek", "tasha", "2017-06-19", "Tasha: left wrist de Quervain's on ultrasound 4 April, steroid injection 10 April, thumb splint a week. British championships 17 June: 121 reps, 16 kg long cycle, CMS. World championships in November."),
    ("marek", "owen", "2017-02-07", "Owen (46): kettlebell jerk, 24 kg, 10 min: 90 reps. Builder. Left inguinal hernia awaiting repair. Weight 16 st 10 (106.1 kg)."),
    ("marek", "owen", "2017-06-29", "Owen: left inguinal hernia, keyhole repair 3 April, no lifting 6 weeks, signed off 15 May. Jerk 24 kg 10 min: 86 reps. Weight 15 st 8 (98.9 kg)."),
    ("marek", "maureen", "2017-02-08", "Maureen (63): pernicious anaemia, B12 injections every 3 months. Retired dinner lady. Deadlift 8 kg x10. Sit-to-stand 30 s: 11. Steps about 4,500 a day."),
    ("marek", "maureen", "2017-06-28", "Maureen: left carpal tunnel on nerve conduction study 15 March, night splint, no operation. B12 190 to 420 ng/L. Deadlift 12 kg x10. Sit-to-stand 30 s: 15. Steps about 7,000 a day."),
    ("hilary", "ronnie", "2017-02-01", "Ronnie (72): right hip osteoarthritis, on the list for a replacement. Retired trawlerman. Weight 15 st 11 (100.2 kg). Sit-to-stand 30 s: 7. Prom walk 20 min with a rest."),
    ("hilary", "ronnie", "2017-06-30", "Ronnie: steroid injection right hip 9 March, helped for about 10 weeks. Hip replacement booked for September. Weight 15 st 1 (95.7 kg). Sit-to-stand 30 s: 11. Prom to the harbour and back without stopping (26 March)."),
    ("hilary", "anne", "2017-02-02", "Anne (61): hairdresser. Osteoarthritis base of both thumbs, right worse. Left knee pain on stairs. Sit-to-stand 30 s: 12. Pinch grip weak right."),
    ("hilary", "anne", "2017-06-27", "Anne: left knee x-ray 8 February, medial osteoarthritis, naproxen 500 mg twice a day. Thumb splints from the hand therapist (June). Sit-to-stand 30 s: 16. Cliff path 4 miles (10 May)."),
    ("hilary", "pete", "2017-02-06", "Pete (55): taxi driver. Left knee osteoarthritis, locks getting out of the cab. Gout in the past. Weight 104 kg. Sit-to-stand 30 s: 10."),
    ("hilary", "pete", "2017-06-28", "Pete: gout right big toe March, allopurinol 100 mg, uric acid 520 to 390. Left knee MRI 16 May, degenerate medial meniscus tear, no arthroscopy. Weight 97.5 kg. Sit-to-stand 30 s: 14."),
]

TRANSCRIPTS = [
    {
        "id": "tr-sioned-dylan-20170321", "trainer": "sioned", "client": "dylan", "startedAt": "2017-03-21T18:00:00Z",
        "title": "Call with Dylan and Bethan: the ankle",
        "lines": [
            ("Coach", 0, "How's the ankle, Dylan?"),
            ("Dylan", 4, "Still fat and purple. I'm off the crutches though."),
            ("Bethan", 9, "The A&E doctor said it's the ligament on the outside, not the bone, and he's to wear the brace for handball until the summer."),
            ("Coach", 14, "Right. Alphabet with the foot three times a day, the bike, and upper body with me. No jumping till he can hop ten times without pain."),
            ("Dylan", 20, "Will I be back for the league final?"),
            ("Coach", 24, "If you do the boring bits, yes. It's ten weeks away."),
        ],
    },
    {
        "id": "tr-kerry-rukhsana-20170512", "trainer": "kerry", "client": "rukhsana", "startedAt": "2017-05-12T19:00:00Z",
        "title": "Call with Roxy and Shazia: the night before Tough Mudder",
        "lines": [
            ("Coach", 0, "Big day tomorrow, Roxy. How are the shins?"),
            ("Rukhsana", 4, "Fine if I don't think about them. I'm scared of the ice bath one."),
            ("Shazia", 9, "She's packed three bags. And she's still taking the iron tablets, I checked."),
            ("Coach", 14, "Good. Porridge at breakfast, a gel every hour, and walk the queues. The Arctic Enema is cold for thirty seconds, then it's over."),
            ("Rukhsana", 20, "Should I run at the start?"),
            ("Coach", 24, "Jog the first mile, it's crowded anyway, and stay with Shazia."),
        ],
    },
    {
        "id": "tr-marek-owen-20170410", "trainer": "marek", "client": "owen", "startedAt": "2017-04-10T19:00:00Z",
        "title": "Call with Owen and Karen: a week after the hernia",
        "lines": [
            ("Coach", 0, "A week on, Owen. How's the groin?"),
            ("Owen", 4, "Sore when I cough. Three little scars. I'm bored stiff."),
            ("Karen", 9, "The surgeon said no lifting over five kilos for six weeks, and no driving for ten days. He tried to carry the shopping yesterday."),
            ("Coach", 14, "Walks twice a day, breathing and gentle core, nothing that makes you hold your breath. No bells till the surgeon signs you off."),
            ("Owen", 20, "Can I go back on the site?"),
            ("Coach", 24, "Ask the surgeon. Paperwork only, I'd say."),
        ],
    },
    {
        "id": "tr-hilary-ronnie-20170303", "trainer": "hilary", "client": "ronnie", "startedAt": "2017-03-03T11:00:00Z",
        "title": "Call with Ronnie and Sheila: before the injection",
        "lines": [
            ("Coach", 0, "Next Thursday's the injection, Ronnie. How's the hip this week?"),
            ("Ronnie", 4, "Grumbling. Worst first thing and getting out of the car."),
            ("Sheila", 9, "The consultant said the injection might last a few months, to tide him over till the operation. And he's not to drive home after it."),
            ("Coach", 14, "Keep the class going till then, and the sit-to-stands every day. After it, a couple of days' rest, then back."),
            ("Ronnie", 20, "Will I be able to do the prom after?"),
            ("Coach", 24, "That's the plan. We'll time you when it's settled."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("dylan", "2017-02-17", 8.0, 4, 90, "Six Nations."),
    ("dylan", "2017-03-31", 7.5, 7, 65, "Ankle."),
    ("ffion", "2017-02-24", 7.0, 5, 85, "Term."),
    ("ffion", "2017-04-28", 6.0, 6, 70, "Hip."),
    ("gareth", "2017-03-03", 6.5, 5, 80, "Shifts."),
    ("gareth", "2017-05-12", 7.0, 6, 70, "Calf."),
    ("callum", "2017-02-24", 7.5, 3, 95, "Grip."),
    ("callum", "2017-04-07", 7.0, 7, 60, "Cast."),
    ("rukhsana", "2017-03-10", 7.0, 5, 85, "Iron."),
    ("rukhsana", "2017-06-09", 5.5, 6, 70, "Ramadan."),
    ("derek", "2017-03-24", 7.5, 3, 95, "Hills."),
    ("derek", "2017-05-26", 7.0, 4, 80, "Elbow."),
    ("tasha", "2017-03-03", 5.5, 6, 80, "Lambing."),
    ("tasha", "2017-04-21", 6.5, 5, 75, "Wrist."),
    ("owen", "2017-03-10", 7.0, 5, 80, "Waiting."),
    ("owen", "2017-04-21", 7.5, 4, 90, "After the op."),
    ("maureen", "2017-02-24", 7.0, 3, 90, "Starting."),
    ("maureen", "2017-05-05", 7.5, 2, 95, "Hands."),
    ("ronnie", "2017-02-17", 6.0, 4, 85, "Prom."),
    ("ronnie", "2017-05-26", 6.5, 4, 80, "Hip."),
    ("anne", "2017-03-17", 6.5, 6, 70, "Salon."),
    ("anne", "2017-05-19", 7.0, 4, 85, "Knee."),
    ("pete", "2017-03-10", 6.0, 6, 65, "Gout."),
    ("pete", "2017-06-02", 6.5, 5, 80, "Knee."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("gareth", "weight", "kg", "2017-02-06", "2017-04-24", 7, 109.8, 106.6, 0.4),
    ("gareth", "weight", "kg", "2017-05-01", "2017-06-26", 7, 106.4, 103.4, 0.4),
    ("owen", "weight", "kg", "2017-02-06", "2017-03-27", 7, 106.1, 105.0, 0.4),
    ("owen", "weight", "kg", "2017-04-10", "2017-06-26", 7, 103.8, 98.9, 0.4),
    ("ronnie", "weight", "kg", "2017-02-06", "2017-06-26", 7, 100.2, 95.7, 0.4),
    ("pete", "weight", "kg", "2017-02-06", "2017-06-26", 7, 104.0, 97.5, 0.4),
    ("derek", "resting_heart_rate", "bpm", "2017-02-06", "2017-06-26", 7, 58.0, 54.0, 1.0),
    ("dylan", "resting_heart_rate", "bpm", "2017-02-06", "2017-06-26", 7, 52.0, 49.0, 1.5),
    ("ffion", "steps", "steps", "2017-02-06", "2017-06-26", 7, 8500, 9800, 800),
    ("maureen", "steps", "steps", "2017-02-06", "2017-06-26", 7, 4500, 7000, 400),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("gareth", "goal-sioned-gareth-weight", "weight", 95.3, "kg", "2017-12-31", "active"),
    ("owen", "goal-marek-owen-weight", "weight", 101.6, "kg", "2017-06-30", "achieved"),
    ("ronnie", "goal-hilary-ronnie-weight", "weight", 95, "kg", "2017-09-01", "active"),
    ("maureen", "goal-marek-maureen-steps", "steps", 7000, "steps", "2017-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("gareth", "2017-01-30", "HbA1c", 58, "mmol/mol", 20, 48),
    ("gareth", "2017-04-07", "HbA1c", 49, "mmol/mol", 20, 48),
    ("rukhsana", "2017-02-09", "Ferritin", 9, "ug/L", 15, 150),
    ("rukhsana", "2017-02-09", "Haemoglobin", 104, "g/L", 115, 165),
    ("rukhsana", "2017-04-19", "Ferritin", 38, "ug/L", 15, 150),
    ("rukhsana", "2017-04-19", "Haemoglobin", 128, "g/L", 115, 165),
    ("maureen", "2017-03-27", "Vitamin B12", 190, "ng/L", 200, 900),
    ("maureen", "2017-06-20", "Vitamin B12", 420, "ng/L", 200, 900),
    ("pete", "2017-03-01", "Uric acid", 520, "umol/L", 200, 430),
    ("pete", "2017-06-12", "Uric acid", 390, "umol/L", 200, 430),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey doke", "yep", "done ✅", "booked", "paid 👍", "diolch",
    "running late sorry", "can we make it later instead?", "what time weds?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door is it?", "omw", "roadworks on the a483 again", "thank you x", "iawn",
    "ta love", "nowt to report", "ey up", "🙌", "😂", "bank transfer ok?",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "mither of a day", "chuffed",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20170704, health_seed=20170704, chatter_lines=(22, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
