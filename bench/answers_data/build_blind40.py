#!/usr/bin/env python3
"""Build the fortieth blind data set for the answer benchmark (bench/answers_data/blind40.json).

    functions/venv/bin/python -m bench.answers_data.build_blind40

Four trainers of kinds the other rosters do not have: a unicycling coach in Penrith (a retired
dry-stone waller of 66 whose cholesterol is 7.4 then 5.6 mmol/L (simvastatin) and whose left leg
aches "like toothache", then sciatica (naproxen, physio), weight in kg and a goal of 88 kg still
open, whose wife Hortense texts; a student nurse of 19 who came off on the ice on 10 February with a
"sprain" that a second X-ray on 24 February showed to be a broken right scaphoid (plaster eight
weeks), and a tight, wheezy chest, then asthma (a brown and a blue inhaler), resting heart rate,
whose brother Zebedee texts; a milk-tanker driver of 47 with a sore right elbow, then tennis elbow
(a strap, an injection on 4 March), and a pain under his right ribs, then gallstones on a scan on 16
May (the gallbladder out by keyhole on 19 August), steps and a goal met, whose wife Octavia texts),
a coasteering guide in St Agnes (a lifeboat mechanic of 38 who cut his left shin on the rocks, then
cellulitis (a drip two days), and a room that spins when he rolls over, then positional vertigo (the
Epley manoeuvre), weight, whose mum Agatha texts; a pasty-shop manager of 29 with a "grumbling" right
side, then appendicitis (appendix out on 18 March), and silvery itchy patches, then psoriasis (cream,
tar shampoo), resting heart rate, whose girlfriend Sidonie texts; a retired harbourmaster of 61 with
a "fluttering" chest, then atrial fibrillation (digoxin, aspirin), and a left arm he cannot lift,
then a frozen shoulder (an injection on 14 May), systolic blood pressure 152 to 136 and a goal met,
whose son Obadiah texts), an alley skittles coach in Frome (a retired cider maker of 70 with a
grinding right hip, then arthritis (a new hip at Yeovil booked 9 September), and high eye pressure,
then glaucoma (drops in both eyes), weight, whose daughter Edwina texts; a postwoman of 34 with a
sore left foot on her round, then a stress fracture of the second metatarsal (a boot six weeks), and
tiredness with pins and needles, then a low B12 (140 then 420 ng/L, injections), steps and a goal
met, whose husband Fabian texts; a baker of 52 bloated after bread, then coeliac disease (a biopsy at
Yeovil, gluten-free), and a tight right heel cord, then Achilles tendinitis (physio), vitamin D 22
then 68 nmol/L, no health readings, whose wife Bathsheba texts), and a baton twirling coach in
Glenrothes (a school dinner lady of 44 with a shivery back and burning water, then a kidney
infection (antibiotics, 27 February), and a right thumb that locks, then trigger thumb (a release on
21 May), weight and a goal met, whose mum Gertrude texts; a joiner of 27 whose left knee locked on a
landing, then torn cartilage (keyhole on 14 May), and cracked red hands, then eczema (cream, cotton
gloves), resting heart rate, whose girlfriend Enid texts; a retired Co-op manageress of 72 who broke
her left wrist on the ice on 8 January (plaster six weeks), then osteoporosis on a scan on 14 March
(alendronate every Sunday), vitamin D 30 then 75 nmol/L, steps, whose grandson Hector texts). 12
clients, 1 January to 30 June 1996 (asked on Monday 1 July 1996): one-to-one chats, four group
chats, session notes, four session transcripts, check-ins, client profiles and health data (weight
of four clients, resting heart rate of three, steps of three, systolic blood pressure of one, goals,
lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-12-04 by helper h-blind40
(issue 14) without reading shared/domain/*, shared/usecases/*, functions/*, any list of benchmark
failures or any result file, and of docs/ANSWERS.md only the thirty-ninth blind set's section: a
held-out check of whether the fixes made on the other sets generalise.

The period, January to June 1996, is one no other roster covers (a grep of every file of
bench/answers_data for a date of 1995, 1996 or 1997 in ISO form finds none), so the questions
asked on 1 July 1996 say "in january", "after new year", "in the snow", "in the spring", "at
easter", "on pancake day", "on mothering sunday", "when the clocks went forward", "during euro 96",
"the day gazza scored", "in q1", "in q2" and name single days. Inside it (every weekday checked with
Python's `datetime`): Burns Night (Thursday 25 January), Take That splitting (Tuesday 13 February),
Valentine's Day (Wednesday 14 February), Chinese New Year (Monday 19 February), Pancake Day (Tuesday
20 February), Mothering Sunday (17 March), the mad cow statement (Wednesday 20 March), the Grand
National (Saturday 30 March), the clocks going forward (Sunday 31 March), Good Friday (5 April),
Easter Sunday (7 April), the May Day bank holiday (Monday 6 May), the FA Cup final (Saturday 11 May,
Cantona's goal), the spring bank holiday (Monday 27 May) and Euro 96 (opening Saturday 8 June,
Gascoigne's goal against Scotland Saturday 15 June, 4-1 against the Dutch Tuesday 18 June, the
Spain penalties Saturday 22 June, the Germany semi-final Wednesday 26 June, the final Sunday 30
June). The story messages are written the way people text: lowercase, typos, run-ons, emoji,
shorthand and slang (unicycling "a UPD", "freemount", "idling", "muni", "the 36er"; coasteering "the
jump", "the gully", "the swim-through", "the washing machine", "a zawn"; skittles "a floorer", "the
sticker-up", "the front pin", "the alley"; baton "a thumb flip", "an aerial", "two-baton", "the
gala", "the troupe"), Cumbrian, Cornish, Somerset and Fife English, mixed units (kg, bpm, steps,
mmHg, mmol/L, ng/L, nmol/L), negations, revisions later (a sprain, then a broken scaphoid; an ache
"like toothache", then sciatica; a sore elbow, then tennis elbow; a pain under the ribs, then
gallstones; a cut, then cellulitis; a spinning room, then vertigo; a grumbling side, then
appendicitis; patches, then psoriasis; a flutter, then AF; a stiff arm, then a frozen shoulder; a
grinding hip, then arthritis; an eye test, then glaucoma; a sore foot, then a stress fracture;
tiredness, then B12; bloating, then coeliac; a tight heel, then Achilles; a shivery back, then a
kidney infection; a locking thumb, then trigger thumb; a locked knee, then cartilage; red hands,
then eczema; a fall on the ice, then osteoporosis), plans lying after the period, facts only in the
coach's reply, only in a note, only in a transcript or only in a lab panel, a relative or partner
writing for every client, nicknames (Ebby, Jem, Corny, Rupe, Vinny, Thad, Marmy, Dru, Zeke, Billie,
Kel, Dilly) and leg, wrist, elbow, ribs, shin, side, shoulder, hip, foot, heel, thumb and knee with
sides. The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind40_tags.json` maps the
story tags to message ids for the question list (bench/answers_data/blind40_questions.py).

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
OUT, TAGS_OUT = HERE / "blind40.json", HERE / "blind40_tags.json"
YEAR = 1996
START, END = datetime(1996, 1, 1, 7, 0), datetime(1996, 6, 30, 21, 0)
ASKED_AT = "1996-07-01T08:00:00Z"

TRAINERS = [
    {"id": "coach-florian", "displayName": "Florian Postlethwaite", "email": "florian.postlethwaite@example.com", "short": "florian"},
    {"id": "coach-gwendolyn", "displayName": "Gwendolyn Tregaskis", "email": "gwendolyn.tregaskis@example.com", "short": "gwendolyn"},
    {"id": "coach-mervyn", "displayName": "Mervyn Clutterbuck", "email": "mervyn.clutterbuck@example.com", "short": "mervyn"},
    {"id": "coach-isadora", "displayName": "Isadora Auchterlonie", "email": "isadora.auchterlonie@example.com", "short": "isadora"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("florian", "ebenezer-sowerbutts", "Ebenezer Sowerbutts", "ebenezer"),
    ("florian", "jemima-tunnicliffe", "Jemima Tunnicliffe", "jemima"),
    ("florian", "cornelius-brocklebank", "Cornelius Brocklebank", "cornelius"),
    ("gwendolyn", "rupert-nankivell", "Rupert Nankivell", "rupert"),
    ("gwendolyn", "lavinia-trounson", "Lavinia Trounson", "lavinia"),
    ("gwendolyn", "thaddeus-honeysett", "Thaddeus Honeysett", "thaddeus"),
    ("mervyn", "marmaduke-wigglesworth", "Marmaduke Wigglesworth", "marmaduke"),
    ("mervyn", "drusilla-higginbottom", "Drusilla Higginbottom", "drusilla"),
    ("mervyn", "ezekiel-smallwood", "Ezekiel Smallwood", "ezekiel"),
    ("isadora", "wilhelmina-strachan", "Wilhelmina Strachan", "wilhelmina"),
    ("isadora", "kenelm-gillespie", "Kenelm Gillespie", "kenelm"),
    ("isadora", "dilys-balfour", "Dilys Balfour", "dilys"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("ebenezer", "cornelius", "lavinia", "marmaduke", "wilhelmina", "dilys")

PROFILES = [
    {"clientId": "ebenezer-sowerbutts", "age": 66, "goal": "Under 88 kg and ride the length of the Drill Hall without the wall",
     "dietaryRestrictions": ["cholesterol: no fry-ups, oats in the morning, skimmed milk"],
     "injuries": ["high cholesterol (7.4 mmol/L, GP 15 January 1996): simvastatin 10 mg at night",
                  "sciatica, left leg (GP 11 March 1996): naproxen, physio at Penrith, no saddle for two weeks"],
     "notes": "Unicycling, Penrith. Retired dry-stone waller from Appleby. Known as Ebby. Wife Hortense."},
    {"clientId": "jemima-tunnicliffe", "age": 19, "goal": "Ride the 10-mile muni trail at Whinlatter",
     "dietaryRestrictions": [],
     "injuries": ["broken scaphoid, right wrist (came off on the ice 10 February 1996; seen on a second X-ray 24 February): plaster 8 weeks",
                  "asthma (GP 21 May 1996): brown inhaler morning and night, blue inhaler before riding"],
     "notes": "Unicycling, Penrith. Student nurse. Known as Jem. Brother Zebedee."},
    {"clientId": "cornelius-brocklebank", "age": 47, "goal": "8,000 steps a day and a ride on the old railway to Smardale",
     "dietaryRestrictions": ["gallstones: low fat, no fried food, no cream"],
     "injuries": ["tennis elbow, right arm (GP 12 February 1996): a forearm strap, a steroid injection 4 March",
                  "gallstones (ultrasound at Penrith 16 May 1996): gallbladder out by keyhole booked 19 August 1996"],
     "notes": "Unicycling, Penrith. Milk-tanker driver at the creamery in Kirkby Stephen. Known as Corny. Wife Octavia."},
    {"clientId": "rupert-nankivell", "age": 38, "goal": "Under 84 kg and lead the Chapel Porth traverse",
     "dietaryRestrictions": [],
     "injuries": ["cellulitis, left shin (cut on the rocks 22 January 1996, admitted at Camborne-Redruth 25 January): antibiotics by drip 2 days, then tablets",
                  "positional vertigo (GP 2 May 1996): the Epley manoeuvre, no jumps till the spinning stops"],
     "notes": "Coasteering, St Agnes. Lifeboat mechanic at Perranporth. Known as Rupe. Mum Agatha."},
    {"clientId": "lavinia-trounson", "age": 29, "goal": "The big jump at Trevaunance by the summer",
     "dietaryRestrictions": [],
     "injuries": ["appendicitis (appendix out by keyhole 18 March 1996): no swimming 4 weeks, no lifting 6 weeks",
                  "psoriasis, elbows and scalp (dermatology at Camborne 30 April 1996): steroid cream, tar shampoo"],
     "notes": "Coasteering, St Agnes. Manages the pasty shop in Redruth. Known as Vinny. Girlfriend Sidonie."},
    {"clientId": "thaddeus-honeysett", "age": 61, "goal": "Systolic under 140 and the swim-through at Hayle",
     "dietaryRestrictions": ["less salt, no more than two pints"],
     "injuries": ["atrial fibrillation (ECG 22 January 1996): digoxin and aspirin, a heart clinic at Camborne every three months",
                  "frozen shoulder, left (steroid injection 14 May 1996): stretches, no overarm swimming till the autumn"],
     "notes": "Coasteering, St Agnes. Retired harbourmaster at Hayle. Known as Thad. Son Obadiah."},
    {"clientId": "marmaduke-wigglesworth", "age": 70, "goal": "Under 95 kg and bowl in the club's first team",
     "dietaryRestrictions": [],
     "injuries": ["osteoarthritis, right hip (X-ray 13 February 1996): a new hip at Yeovil booked 9 September 1996, a stick",
                  "glaucoma, both eyes (eye clinic at Yeovil 9 April 1996): drops in both eyes every night"],
     "notes": "Alley skittles, Frome. Retired cider maker from Shepton Mallet. Known as Marmy. Daughter Edwina."},
    {"clientId": "drusilla-higginbottom", "age": 34, "goal": "11,000 steps a day and captain the ladies' team",
     "dietaryRestrictions": [],
     "injuries": ["stress fracture, left foot, second metatarsal (X-ray 1 March 1996): a boot 6 weeks, off the round",
                  "low B12 (140 ng/L, GP 9 April 1996): B12 injections, six then one every three months"],
     "notes": "Alley skittles, Frome. Postwoman in Radstock. Known as Dru. Husband Fabian."},
    {"clientId": "ezekiel-smallwood", "age": 52, "goal": "A floorer in a league match",
     "dietaryRestrictions": ["coeliac: gluten free, no beer, his own toaster"],
     "injuries": ["coeliac disease (biopsy at Yeovil 25 March 1996): gluten-free diet, vitamin D tablets",
                  "Achilles tendinitis, right (physio 3 June 1996): heel raises, no running"],
     "notes": "Alley skittles, Frome. Baker on Catherine Hill. Known as Zeke. Wife Bathsheba."},
    {"clientId": "wilhelmina-strachan", "age": 44, "goal": "Under 70 kg and lead the troupe at the Glenrothes gala",
     "dietaryRestrictions": ["two litres of water a day"],
     "injuries": ["kidney infection (Cameron Hospital 27 February 1996): antibiotics 14 days",
                  "trigger thumb, right (released 21 May 1996): no baton in the right hand 3 weeks"],
     "notes": "Baton twirling, Glenrothes. Dinner lady at the school in Markinch. Known as Billie. Mum Gertrude."},
    {"clientId": "kenelm-gillespie", "age": 27, "goal": "A two-baton routine at the Cupar show",
     "dietaryRestrictions": [],
     "injuries": ["torn cartilage, left knee (keyhole 14 May 1996): crutches 1 week, no aerials 8 weeks",
                  "eczema, both hands (GP 12 February 1996): emollient, steroid cream, cotton gloves at night"],
     "notes": "Baton twirling, Glenrothes. Joiner in Cupar. Known as Kel. Girlfriend Enid."},
    {"clientId": "dilys-balfour", "age": 72, "goal": "6,000 steps a day and march with the troupe at the gala",
     "dietaryRestrictions": ["calcium: milk and cheese every day, vitamin D"],
     "injuries": ["broken left wrist (slipped on the ice 8 January 1996): plaster 6 weeks",
                  "osteoporosis (bone scan 14 March 1996): alendronate every Sunday, calcium and vitamin D"],
     "notes": "Baton twirling, Glenrothes. Retired Co-op manageress from Burntisland. Known as Dilly. Grandson Hector."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "ebenezer": [
        L("01-03 10:00", "c", "now then florian, ebenezer sowerbutts, 66, walled round appleby fifty year. grandbairn got a unicycle for christmas and i'll not be beat by a lad of nine. 96 kg", "ebenezer-intro"),
        L("01-03 10:30", "t", "Now then Ebenezer! Tuesday nights at the Drill Hall, and you hold the wall bars till you're ready.", "ebenezer-intro-coach"),
        L("01-15 18:00", "c", "florian it's hortense, ebby's wife. the gp did his bloods, cholesterol 7.4. simvastatin at night and no more fry-ups, he's mardy about it x", "ebenezer-hortense"),
        L("01-15 18:20", "t", "Thanks Hortense. Porridge before the Drill Hall then, and I'll keep him moving.", "ebenezer-hortense-coach"),
        L("02-20 19:00", "c", "pancake day, hortense let us have two, lemon no sugar", "ebenezer-pancake"),
        L("03-04 08:00", "c", "ache down me left leg like toothache, backside to the calf, cannot sit on the saddle", "ebenezer-leg"),
        L("03-11 17:00", "c", "doctor says sciatica, nerve trapped low in me back, left side. naproxen and physio at penrith, no saddle for a fortnight", "ebenezer-sciatica"),
        L("03-11 17:20", "t", "Walking and the physio's stretches for two weeks, Ebby, then short idling sessions by the wall.", "ebenezer-sciatica-coach"),
        L("04-07 16:00", "c", "easter sunday, egg rollin on the beacon with the grandbairns", "ebenezer-easter"),
        L("05-02 21:00", "c", "freemounted first go tonight! leg's grand now", "ebenezer-freemount"),
        L("06-10 10:00", "c", "nurse says cholesterol's 5.6 now. 91 kg", "ebenezer-chol"),
        L("06-15 17:00", "c", "gazza! that goal against the scots, hortense thought i'd had a turn", "ebenezer-gazza"),
        L("06-27 18:00", "c", "hortense again: 90 kg this morning, his leg's champion and he rode the length of the drill hall without the wall x", "ebenezer-hortense2"),
        L("06-27 18:20", "t", "The length of the hall, Ebby! 88 kg by the autumn and the goal's yours.", "ebenezer-hortense2-coach"),
    ],
    "jemima": [
        L("01-06 14:00", "c", "hiya florian! jemima tunnicliffe, 19, student nurse. zeb says i'll never ride a unicycle so here i am. rhr 72", "jemima-intro"),
        L("01-06 14:30", "t", "Hiya Jemima! Tuesdays at the Drill Hall, and muni on Sundays when you can freemount.", "jemima-intro-coach"),
        L("02-10 19:00", "c", "UPD on the ice outside the hall, landed on my right hand. wrist's swollen but i can wiggle it", "jemima-fall"),
        L("02-10 23:00", "c", "florian it's zebedee, jem's brother. a&e at penrith say it's just a sprain, strapping and ice x", "jemima-zeb"),
        L("02-24 18:00", "c", "zeb again: still sore so she went back, second xray shows a broken scaphoid in her right wrist. plaster for 8 weeks, she's raging x", "jemima-scaphoid"),
        L("02-24 18:20", "t", "Thanks Zeb. She can do the balance drills on the trainer with the plaster tucked in.", "jemima-scaphoid-coach"),
        L("03-17 13:00", "c", "mothering sunday, took mam for a carvery in alston", "jemima-mothering"),
        L("04-22 17:00", "c", "plaster off!! wrist looks like a twig", "jemima-plaster"),
        L("05-13 19:00", "c", "chest tight and wheezy going up hartside on the muni, couldnt get my breath", "jemima-wheezy"),
        L("05-21 18:00", "c", "gp says asthma. a brown inhaler morning and night and the blue one before i ride", "jemima-asthma"),
        L("05-21 18:20", "t", "Blue one in your pocket then, Jem, and we take the climbs steady.", "jemima-asthma-coach"),
        L("06-18 22:00", "c", "4-1 against the dutch!! shearer!!", "jemima-dutch"),
        L("06-24 18:00", "c", "zeb again: her rhr's 64 on the polar and she did the 10 mile muni at whinlatter yesterday, no wheezing x", "jemima-zeb2"),
        L("06-24 18:20", "t", "Ten miles, Jem! That's the goal done.", "jemima-zeb2-coach"),
    ],
    "cornelius": [
        L("01-04 19:00", "c", "evening florian, cornelius brocklebank, 47, drive the milk tanker out the creamery. octavia says i sit on me backside all day. 4500 steps", "cornelius-intro"),
        L("01-04 19:30", "t", "Evening Cornelius! Tuesdays at the Drill Hall, and I'll lend you a 20-inch to start.", "cornelius-intro-coach"),
        L("02-02 07:00", "c", "outside of me right elbow aches when i grip the wheel, worse on the cattle grids", "cornelius-elbow"),
        L("02-12 18:00", "c", "gp says tennis elbow, right arm. never held a racket in me life. a strap on the forearm and rest it", "cornelius-tennis"),
        L("03-04 18:00", "c", "had the injection in the elbow, like a hornet", "cornelius-jab"),
        L("03-04 18:20", "t", "Hands on hips when you idle then, Corny, no gripping the seat.", "cornelius-jab-coach"),
        L("03-20 20:00", "c", "mad cow all over the news, octavia's binned the mince", "cornelius-madcow"),
        L("05-10 23:00", "c", "pain under me right ribs after the fish supper, went right through to me back", "cornelius-ribs"),
        L("05-16 18:00", "c", "florian it's octavia, corny's wife. the scan at penrith shows gallstones. low fat and they'll take his gallbladder out by keyhole on 19 august x", "cornelius-octavia"),
        L("05-16 18:20", "t", "Thanks Octavia. Flat rides only till then, and he sits out if it grabs him.", "cornelius-octavia-coach"),
        L("05-27 15:00", "c", "bank holiday, rode the old railway to smardale, wobbly but did it", "cornelius-bankhol"),
        L("06-22 19:00", "c", "pearce screamin after his penalty, grown man greetin in the cab", "cornelius-pearce"),
        L("06-26 18:00", "c", "octavia again: 8500 steps most days now and no attacks since he cut out the chips x", "cornelius-octavia2"),
        L("06-26 18:20", "t", "8,500, Corny! That's your steps goal met.", "cornelius-octavia2-coach"),
    ],
    "rupert": [
        L("01-05 11:00", "c", "wasson gwen, rupert nankivell, 38, fix the lifeboat at perranporth. mum says i need a hobby that isn't engines. 88 kg", "rupert-intro"),
        L("01-05 11:30", "t", "Alright Rupert! Winter sessions on Saturday, full wetsuit, hood and gloves.", "rupert-intro-coach"),
        L("01-22 16:00", "c", "cut my left shin on the mussels in the gully, bled like a stuck pig", "rupert-cut"),
        L("01-25 20:00", "c", "gwen it's agatha, rupe's mum. the shin's gone red and hot up to his knee, camborne-redruth say cellulitis. antibiotics in a drip for two days, he's in a ward x", "rupert-agatha"),
        L("01-25 20:20", "t", "Thanks Agatha. No sea till it's healed, and a dressing under the wetsuit after.", "rupert-agatha-coach"),
        L("02-14 19:00", "c", "valentine's, took my girl for chips at the cove", "rupert-valentine"),
        L("04-26 07:00", "c", "room spins when i roll over in bed, had to crawl to the loo", "rupert-spin"),
        L("05-02 18:00", "c", "gp says positional vertigo, crystals in my inner ear. did a head-turning thing on the couch, the epley, and no jumps till the spinning stops", "rupert-vertigo"),
        L("05-02 18:20", "t", "Traverses and swims only then, Rupe, nothing off a height.", "rupert-vertigo-coach"),
        L("05-11 17:00", "c", "cantona! late winner, mum's not speaking to me", "rupert-cantona"),
        L("06-20 18:00", "c", "mum again: he's stopped spinning, 84 kg and he did the 5 metre jump on saturday x", "rupert-agatha2"),
        L("06-20 18:20", "t", "Nearly under 84, Rupe. The Chapel Porth traverse is yours in August.", "rupert-agatha2-coach"),
    ],
    "lavinia": [
        L("01-08 20:00", "c", "hi gwen! lavinia trounson, 29, run the pasty shop in redruth. sid's a lifeguard and i'm sick of watching from the sand. rhr 70", "lavinia-intro"),
        L("01-08 20:30", "t", "Hi Lavinia! Saturdays from the cove, and a pool session first for your confidence.", "lavinia-intro-coach"),
        L("03-14 18:00", "c", "right side low down grumbling for two days, off my food, even off pasties", "lavinia-side"),
        L("03-18 22:00", "c", "gwen it's sidonie, vinny's girlfriend. it was her appendix, they took it out by keyhole this afternoon. no swimming for 4 weeks and no lifting for 6 x", "lavinia-sidonie"),
        L("03-18 22:20", "t", "Thanks Sidonie. Tell her the sea will wait, and a walk on the cliffs when she's up to it.", "lavinia-sidonie-coach"),
        L("03-31 10:00", "c", "clocks went forward, lost an hour of opening and sid's grumpy", "lavinia-clocks"),
        L("04-15 19:00", "c", "itchy silvery patches on both elbows and in my hair, wetsuit rubs them", "lavinia-patches"),
        L("04-30 18:00", "c", "dermatology at camborne says psoriasis. a steroid cream and a tar shampoo that stinks like the harbour", "lavinia-psoriasis"),
        L("04-30 18:20", "t", "Rinse off in fresh water after every session, Vinny, and a rash vest under the suit.", "lavinia-psoriasis-coach"),
        L("05-06 16:00", "c", "bank holiday, the shop ran out of pasties by two", "lavinia-bankhol"),
        L("06-08 15:00", "c", "euro 96 started, sid's got the flags up in the shop", "lavinia-euro"),
        L("06-25 18:00", "c", "sidonie again: her rhr's 62 now and she did the big jump at trevaunance on sunday!! screamed the whole way x", "lavinia-sidonie2"),
        L("06-25 18:20", "t", "She jumped it beautifully, Sidonie. Proper job, Vinny!", "lavinia-sidonie2-coach"),
    ],
    "thaddeus": [
        L("01-10 10:00", "c", "good morning mrs tregaskis, thaddeus honeysett, 61, harbourmaster at hayle till last year. obadiah thinks i'm turning to barnacles. bp 152 at the surgery", "thaddeus-intro"),
        L("01-10 10:30", "t", "Good morning Thaddeus! The gentle Wednesday group, in the flat water first.", "thaddeus-intro-coach"),
        L("01-18 09:00", "c", "heart fluttering like a trapped bird, went on for an hour", "thaddeus-flutter"),
        L("01-22 18:00", "c", "gwen it's obadiah, thad's son. the ecg shows atrial fibrillation. digoxin and an aspirin a day and a heart clinic at camborne every three months x", "thaddeus-obadiah"),
        L("01-22 18:20", "t", "Thanks Obadiah. Flat water and a float, and he stops if it flutters.", "thaddeus-obadiah-coach"),
        L("03-30 17:00", "c", "grand national, my each way came in fourth", "thaddeus-national"),
        L("04-18 10:00", "c", "can't lift my left arm past my shoulder, can't get my coat on", "thaddeus-arm"),
        L("05-14 18:00", "c", "gp says frozen shoulder, left. an injection in it today and stretches on the door frame", "thaddeus-frozen"),
        L("05-14 18:20", "t", "Breaststroke with the right arm only then, Thad, and no scrambling up rocks.", "thaddeus-frozen-coach"),
        L("06-03 10:00", "c", "bp 136 at the nurse, under 140 for once", "thaddeus-bp"),
        L("06-03 10:20", "t", "Under 140, Thad! Target met.", "thaddeus-bp-coach"),
        L("06-26 23:00", "c", "southgate's penalty, couldn't watch. obadiah cried", "thaddeus-southgate"),
        L("06-28 18:00", "c", "obadiah again: no flutters since march and he did the swim-through at hayle with you, shoulder and all x", "thaddeus-obadiah2"),
    ],
    "marmaduke": [
        L("01-09 12:00", "c", "alright mervyn, marmaduke wigglesworth, 70, made cider at shepton forty year. edwina says i need to get out the house. 102 kg", "marmaduke-intro"),
        L("01-09 12:30", "t", "Alright Marmaduke! Thursday skittles night at the Bell, first round's on the club.", "marmaduke-intro-coach"),
        L("01-25 21:00", "c", "burns night at the bell, haggis and a wee dram, skittles after", "marmaduke-burns"),
        L("02-06 09:00", "c", "right hip grinding like a mill, can't get out the chair", "marmaduke-hip"),
        L("02-13 18:00", "c", "mervyn it's edwina, marmy's daughter. the xray shows arthritis in his right hip, worn to the bone. a new hip at yeovil on 9 september, he's to use a stick till then x", "marmaduke-edwina"),
        L("02-13 18:20", "t", "Thanks Edwina. He can bowl from a standstill, no run-up, and sit between legs.", "marmaduke-edwina-coach"),
        L("04-02 11:00", "c", "optician did the puff test, says pressure's high in both eyes, sending me to yeovil", "marmaduke-puff"),
        L("04-09 18:00", "c", "eye clinic says glaucoma, both eyes. drops every night for good", "marmaduke-glaucoma"),
        L("04-09 18:20", "t", "I'll put a white chalk mark on the front pin for you then, Marmy.", "marmaduke-glaucoma-coach"),
        L("05-11 18:00", "c", "cup final, cantona spoiled it for the scousers", "marmaduke-cup"),
        L("06-13 10:00", "c", "98 kg on the scales at boots", "marmaduke-weight"),
        L("06-29 18:00", "c", "edwina again: 97 kg, drops going in every night and he got a floorer on thursday, the whole pub cheered x", "marmaduke-edwina2"),
        L("06-29 18:20", "t", "First floorer, Marmy! 95 kg by Christmas.", "marmaduke-edwina2-coach"),
    ],
    "drusilla": [
        L("01-11 17:00", "c", "hiya mervyn, drusilla higginbottom, 34, post round in radstock. fabian plays for the bell and i want in. 8000 steps easy", "drusilla-intro"),
        L("01-11 17:30", "t", "Hiya Drusilla! The ladies play Mondays at the Bell.", "drusilla-intro-coach"),
        L("02-22 18:00", "c", "top of my left foot sore on the round, worse every day", "drusilla-foot"),
        L("03-01 18:00", "c", "mervyn it's fabian, dru's husband. the xray shows a stress fracture in her left foot, the second metatarsal. a boot for six weeks and off her round x", "drusilla-fabian"),
        L("03-01 18:20", "t", "Thanks Fabian. She can keep the score and bowl sitting down.", "drusilla-fabian-coach"),
        L("03-28 19:00", "c", "tired all the time and pins and needles in my toes, not the broken foot, the other one", "drusilla-tired"),
        L("04-09 18:00", "c", "bloods say my b12 is 140, low. six injections then one every three months", "drusilla-b12"),
        L("04-09 18:20", "t", "Rest when you need it, Dru. You're my sticker-up till you're back.", "drusilla-b12-coach"),
        L("04-15 17:00", "c", "boot off!!", "drusilla-boot"),
        L("06-18 18:00", "c", "b12 420 now and i'm not tired! 11500 steps on the round today", "drusilla-b12b"),
        L("06-18 18:20", "t", "Over 11,000, Dru! That's your steps goal met.", "drusilla-b12b-coach"),
        L("06-22 20:00", "c", "penalties against spain at the bell, skittles forgotten", "drusilla-spain"),
        L("06-28 18:00", "c", "fabian again: she's captain of the ladies from september, chuffed to bits x", "drusilla-fabian2"),
    ],
    "ezekiel": [
        L("01-12 15:00", "c", "afternoon mervyn, ezekiel smallwood, 52, the bakery on catherine hill. bathsheba says skittles will get me out the flour", "ezekiel-intro"),
        L("01-12 15:30", "t", "Afternoon Ezekiel! Thursday nights at the Bell, bring flat shoes.", "ezekiel-intro-coach"),
        L("02-19 21:00", "c", "chinese new year takeaway, bathsheba's treat", "ezekiel-cny"),
        L("03-05 09:00", "c", "bloated like a balloon after bread and running to the loo, a baker of all people", "ezekiel-bloated"),
        L("03-25 18:00", "c", "mervyn it's bathsheba, zeke's wife. the biopsy at yeovil says coeliac disease. gluten free for life, in a bakery! and his vitamin d was 22, tablets for that x", "ezekiel-bathsheba"),
        L("03-25 18:20", "t", "Thanks Bathsheba. Cider at the Bell is fine for him, I'll check the crisps.", "ezekiel-bathsheba-coach"),
        L("04-05 12:00", "c", "good friday, hot cross buns all night and couldn't eat one", "ezekiel-goodfriday"),
        L("05-24 09:00", "c", "back of my right heel tight like a rope, sore first thing", "ezekiel-heel"),
        L("06-03 18:00", "c", "physio says achilles tendinitis on the right. heel raises on the stairs and no running for the bus", "ezekiel-achilles"),
        L("06-03 18:20", "t", "Short steps in the run-up then, Zeke, and bowl from a standstill.", "ezekiel-achilles-coach"),
        L("06-17 10:00", "c", "vitamin d 68 now, doc's happy", "ezekiel-vitd"),
        L("06-29 18:00", "c", "bathsheba again: no bloating since april and he had a floorer in the league on thursday!! x", "ezekiel-bathsheba2"),
        L("06-29 18:20", "t", "A league floorer, Zeke! Your goal's done.", "ezekiel-bathsheba2-coach"),
    ],
    "wilhelmina": [
        L("01-07 18:00", "c", "hiya isadora, wilhelmina strachan, 44, dinner lady at the school in markinch. twirled as a lassie and want it back. 74 kg", "wilhelmina-intro"),
        L("01-07 18:30", "t", "Hiya Wilhelmina! Monday nights at the Rothes Halls, bring your own baton if you still have it.", "wilhelmina-intro-coach"),
        L("02-25 08:00", "c", "back's sore down low and i'm shivery, and peein' fire, awfy", "wilhelmina-back"),
        L("02-27 18:00", "c", "isadora it's gertrude, billie's mum. the cameron hospital say a kidney infection. antibiotics for a fortnight and plenty water, she's in her bed x", "wilhelmina-gertrude"),
        L("02-27 18:20", "t", "Thanks Gertrude. No twirling till the antibiotics are done, and water in the hall after.", "wilhelmina-gertrude-coach"),
        L("04-08 11:00", "c", "easter monday, rolled eggs in riverside park with the bairns", "wilhelmina-easter"),
        L("04-20 19:00", "c", "right thumb keeps lockin bent in the thumb flip, have to pull it straight", "wilhelmina-thumb"),
        L("05-21 18:00", "c", "trigger thumb the surgeon says, right hand. released it today under a local, no baton in that hand for three weeks", "wilhelmina-trigger"),
        L("05-21 18:20", "t", "Left-hand routines then, Billie, and you can lead the march.", "wilhelmina-trigger-coach"),
        L("06-10 10:00", "c", "70 kg on the bathroom scales!!", "wilhelmina-weight"),
        L("06-10 10:20", "t", "70 kg, Billie! That's your weight goal met.", "wilhelmina-weight-coach"),
        L("06-15 18:00", "c", "gazza's goal. no comment. mum's greetin", "wilhelmina-gazza"),
        L("06-27 18:00", "c", "gertrude again: thumb's fine and she's leading the troupe at the gala on saturday x", "wilhelmina-gertrude2"),
    ],
    "kenelm": [
        L("01-13 15:00", "c", "aye isadora, kenelm gillespie, 27, joiner in cupar. enid dared me, only lad in the troupe. rhr 62", "kenelm-intro"),
        L("01-13 15:30", "t", "Aye Kenelm! Monday nights at the Rothes Halls, and you'll be the best at the aerials.", "kenelm-intro-coach"),
        L("02-03 18:00", "c", "hands cracked and red raw, sawdust and the cold", "kenelm-hands"),
        L("02-12 18:00", "c", "gp says eczema on both hands. emollient all day, a steroid cream at night and cotton gloves in bed", "kenelm-eczema"),
        L("02-12 18:20", "t", "Grip tape off your baton then, Kel, it'll rub.", "kenelm-eczema-coach"),
        L("02-13 20:00", "c", "take that split up, enid's in bits", "kenelm-takethat"),
        L("04-29 20:00", "c", "landed an aerial and my left knee locked, couldnt straighten it", "kenelm-knee"),
        L("05-14 20:00", "c", "isadora it's enid, kel's girlfriend. torn cartilage in his left knee, they did it by keyhole today. crutches a week and no aerials for 8 weeks x", "kenelm-enid"),
        L("05-14 20:20", "t", "Thanks Enid. Sitting routines and two-baton drills in a chair till then.", "kenelm-enid-coach"),
        L("06-18 21:00", "c", "four one!! scotland still in with a chance", "kenelm-dutch"),
        L("06-24 18:00", "c", "enid again: off the crutches, rhr 55 and he's doing two-baton in the chair every night x", "kenelm-enid2"),
        L("06-24 18:20", "t", "Two-baton at the Cupar show then, Kel!", "kenelm-enid2-coach"),
    ],
    "dilys": [
        L("01-02 11:00", "c", "happy new year isadora, dilys balfour, 72, ran the co-op in burntisland thirty year. hector says i'm too old, i say watch me. 3000 steps", "dilys-intro"),
        L("01-02 11:30", "t", "Happy new year Dilys! Thursday afternoons at the Rothes Halls, the seniors' troupe.", "dilys-intro-coach"),
        L("01-08 18:00", "c", "isadora it's hector, dilly's grandson. she slipped on the ice at the bus stop and broke her left wrist. plaster for six weeks, she's mad at the council x", "dilys-hector"),
        L("01-08 18:20", "t", "Thanks Hector. Right-hand twirls only, and I'll walk her to the car.", "dilys-hector-coach"),
        L("01-25 19:00", "c", "burns supper at the church hall, hector did the address to the haggis", "dilys-burns"),
        L("02-21 12:00", "c", "plaster off, wrist's stiff as a poker", "dilys-plaster"),
        L("03-14 18:00", "c", "bone scan says osteoporosis, that's why the wrist went. alendronate every sunday and calcium and vitamin d, my vitamin d's only 30", "dilys-osteo"),
        L("03-14 18:20", "t", "Low twirls and no high kicks then, Dilly, feet on the floor.", "dilys-osteo-coach"),
        L("03-17 16:00", "c", "mothering sunday, hector brought daffs and a cake", "dilys-mothering"),
        L("05-06 14:00", "c", "may day, marched with the troupe round the town, 6200 steps!", "dilys-mayday"),
        L("06-19 10:00", "c", "vitamin d's 75 now, the nurse says", "dilys-vitd"),
        L("06-28 18:00", "c", "hector again: 6000 steps most days and she's marching with the seniors at the gala x", "dilys-hector2"),
        L("06-28 18:20", "t", "Front row at the gala, Dilly!", "dilys-hector2-coach"),
    ],
}

GROUPS = [
    {
        "id": "chat-florian-unicycle", "trainer": "florian", "members": ["ebenezer", "jemima", "cornelius"],
        "lines": [
            L("01-08 09:00", "t", "Penrith unicycle club 🚲 Sessions, rides and news here.", "g-unicycle-start"),
            L("02-27 10:00", "jemima", "broken wrist, i'll be the one in the plaster", "g-jemima-wrist"),
            L("03-13 10:00", "ebenezer", "sciatica, off the saddle a fortnight", "g-ebenezer-sciatica"),
            L("05-17 10:00", "cornelius", "gallstones, flat rides only for me", "g-cornelius-gallstones"),
        ],
    },
    {
        "id": "chat-gwendolyn-coasteer", "trainer": "gwendolyn", "members": ["rupert", "lavinia", "thaddeus"],
        "lines": [
            L("01-08 09:00", "t", "St Agnes coasteering 🌊 Tides, sessions and news here.", "g-coasteer-start"),
            L("01-24 10:00", "thaddeus", "af, flat water for me", "g-thaddeus-af"),
            L("01-27 10:00", "rupert", "cellulitis, out of the sea", "g-rupert-cellulitis"),
            L("03-21 10:00", "lavinia", "appendix out, back in may", "g-lavinia-appendix"),
            L("05-04 10:00", "rupert", "vertigo, no jumps for me", "g-rupert-vertigo"),
        ],
    },
    {
        "id": "chat-mervyn-skittles", "trainer": "mervyn", "members": ["marmaduke", "drusilla", "ezekiel"],
        "lines": [
            L("01-15 09:00", "t", "Bell skittles 🎳 Fixtures, teams and news here.", "g-skittles-start"),
            L("02-15 10:00", "marmaduke", "bad hip, bowling standing still", "g-marmaduke-hip"),
            L("03-03 10:00", "drusilla", "stress fracture, scoring for a bit", "g-drusilla-foot"),
            L("03-27 10:00", "ezekiel", "coeliac, no rolls for me at the match teas", "g-ezekiel-coeliac"),
        ],
    },
    {
        "id": "chat-isadora-baton", "trainer": "isadora", "members": ["wilhelmina", "kenelm", "dilys"],
        "lines": [
            L("01-08 09:00", "t", "Glenrothes twirlers ✨ Practices, the gala and news here.", "g-baton-start"),
            L("01-10 10:00", "dilys", "broke my wrist on the ice, one-handed for a while", "g-dilys-wrist"),
            L("03-01 10:00", "wilhelmina", "kidney infection, back in march", "g-wilhelmina-kidney"),
            L("05-16 10:00", "kenelm", "knee op, chair routines for me", "g-kenelm-knee"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("florian", "ebenezer", "1996-01-09", "Ebenezer (66): retired waller. Weight 96 kg. Stubborn, good balance on the wall bars. Looks down at the wheel."),
    ("florian", "ebenezer", "1996-06-28", "Ebenezer: cholesterol 7.4 (January) to 5.6 (June), simvastatin. Left sciatica March, naproxen and physio, settled by May. Freemounts. Weight 90 kg, 88 to go."),
    ("florian", "jemima", "1996-01-09", "Jemima (19): student nurse. Resting HR 72. Fearless, rides too fast."),
    ("florian", "jemima", "1996-06-25", "Jemima: right scaphoid broken 10 February (missed on the first X-ray), plaster 8 weeks. Asthma (GP 21 May), inhalers. Resting HR 64. Whinlatter 10 miles done."),
    ("florian", "cornelius", "1996-01-09", "Cornelius (47): milk-tanker driver. 4,500 steps. Nervous, grips the seat."),
    ("florian", "cornelius", "1996-06-27", "Cornelius: right tennis elbow, injection 4 March, better. Gallstones (scan 16 May), low fat, keyhole 19 August. 8,500 steps. Smardale ride done on the bank holiday."),
    ("gwendolyn", "rupert", "1996-01-06", "Rupert (38): lifeboat mechanic. Weight 88 kg. Strong swimmer, too quick to jump."),
    ("gwendolyn", "rupert", "1996-06-22", "Rupert: left shin cellulitis January, drip 2 days at Camborne-Redruth. Positional vertigo May, Epley, settled. Weight 84 kg. Chapel Porth traverse in August."),
    ("gwendolyn", "lavinia", "1996-01-13", "Lavinia (29): pasty-shop manager. Resting HR 70. Scared of heights, good in the water."),
    ("gwendolyn", "lavinia", "1996-06-26", "Lavinia: appendix out 18 March, back in the sea late April. Psoriasis elbows and scalp (30 April), cream, rash vest. Resting HR 62. Trevaunance big jump done."),
    ("gwendolyn", "thaddeus", "1996-01-17", "Thaddeus (61): retired harbourmaster. BP 152/90. Knows every rock, slow on land."),
    ("gwendolyn", "thaddeus", "1996-06-29", "Thaddeus: AF (ECG 22 January), digoxin and aspirin, no flutter since March. Left frozen shoulder, injection 14 May. BP 136/82. Swim-through at Hayle done."),
    ("mervyn", "marmaduke", "1996-01-11", "Marmaduke (70): retired cider maker. Weight 102 kg. Smooth delivery, no legs."),
    ("mervyn", "marmaduke", "1996-06-27", "Marmaduke: right hip arthritis, new hip at Yeovil 9 September, bowls from a standstill. Glaucoma both eyes (9 April), nightly drops, chalk mark on the front pin. Weight 97 kg. First floorer."),
    ("mervyn", "drusilla", "1996-01-15", "Drusilla (34): postwoman. 8,000 steps. Fast, throws the ball down hard."),
    ("mervyn", "drusilla", "1996-06-24", "Drusilla: left second metatarsal stress fracture 1 March, boot 6 weeks. Low B12 (140, April), injections, 420 in June. 11,500 steps. Ladies' captain from September."),
    ("mervyn", "ezekiel", "1996-01-18", "Ezekiel (52): baker. Steady arm, watches the pins not the line."),
    ("mervyn", "ezekiel", "1996-06-27", "Ezekiel: coeliac (biopsy 25 March), gluten free, vitamin D 22 to 68. Right Achilles tendinitis June, physio. League floorer."),
    ("isadora", "wilhelmina", "1996-01-08", "Wilhelmina (44): dinner lady. Weight 74 kg. Remembers her old routines, rusty thumb flips."),
    ("isadora", "wilhelmina", "1996-06-24", "Wilhelmina: kidney infection 27 February, antibiotics 14 days. Right trigger thumb released 21 May. Weight 70 kg, goal met. Leads the troupe at the gala."),
    ("isadora", "kenelm", "1996-01-15", "Kenelm (27): joiner. Resting HR 62. Big aerials, drops on the catch."),
    ("isadora", "kenelm", "1996-06-24", "Kenelm: eczema both hands (February), creams and gloves. Left knee torn cartilage, keyhole 14 May, no aerials till July. Resting HR 55. Cupar show two-baton."),
    ("isadora", "dilys", "1996-01-04", "Dilys (72): retired Co-op manageress. 3,000 steps. Keeps time perfectly, stiff wrists."),
    ("isadora", "dilys", "1996-06-27", "Dilys: left wrist broken on the ice 8 January, plaster 6 weeks. Osteoporosis (scan 14 March), alendronate Sundays, vitamin D 30 to 75. 6,000 steps. Gala march."),
]

TRANSCRIPTS = [
    {
        "id": "tr-florian-cornelius-19960520", "trainer": "florian", "client": "cornelius", "startedAt": "1996-05-20T19:00:00Z",
        "title": "Call with Cornelius and Octavia: the gallstones",
        "lines": [
            ("Coach", 0, "How are you feeling, Corny?"),
            ("Cornelius", 4, "Like a mule kicked me under the ribs."),
            ("Octavia", 9, "The consultant said if he goes yellow or gets a temperature it's straight to casualty, and after the keyhole he's two weeks off the tanker."),
            ("Coach", 14, "Then flat rides on the 20-inch and walking till August."),
            ("Cornelius", 20, "Can I still have a bacon roll on a Sunday?"),
            ("Coach", 24, "Ask the consultant, Corny."),
        ],
    },
    {
        "id": "tr-gwendolyn-rupert-19960505", "trainer": "gwendolyn", "client": "rupert", "startedAt": "1996-05-05T19:00:00Z",
        "title": "Call with Rupert and Agatha: the spinning",
        "lines": [
            ("Coach", 0, "How's the head, Rupe?"),
            ("Rupert", 4, "Like being on the boat in a force nine."),
            ("Agatha", 9, "The doctor said sleep propped on two pillows, get up slowly, and no ladders at the lifeboat station for a fortnight."),
            ("Coach", 14, "Then swims along the cove, nothing off a rock."),
            ("Rupert", 20, "Can I still do the bank holiday session?"),
            ("Coach", 24, "In the water, not on the ledge."),
        ],
    },
    {
        "id": "tr-mervyn-drusilla-19960305", "trainer": "mervyn", "client": "drusilla", "startedAt": "1996-03-05T19:00:00Z",
        "title": "Call with Drusilla and Fabian: the foot",
        "lines": [
            ("Coach", 0, "How's the foot, Dru?"),
            ("Drusilla", 4, "Like I've got a brick strapped to it."),
            ("Fabian", 9, "The doctor said the boot's on whenever she's standing, crutches for a fortnight, and she's to eat more dairy for her bones."),
            ("Coach", 14, "Then scoring from a stool and bowling sitting down."),
            ("Drusilla", 20, "Can I still play the cup match in April?"),
            ("Coach", 24, "If the boot's off, Dru."),
        ],
    },
    {
        "id": "tr-isadora-dilys-19960318", "trainer": "isadora", "client": "dilys", "startedAt": "1996-03-18T11:00:00Z",
        "title": "Call with Dilys and Hector: the bone scan",
        "lines": [
            ("Coach", 0, "How are you, Dilly?"),
            ("Dilys", 4, "Like a china doll, Hector says."),
            ("Hector", 9, "The doctor said the tablet goes down with a full glass of water on an empty stomach, she stays sitting up for half an hour after, and a walk every day is good for the bones."),
            ("Coach", 14, "Then marching and low twirls, and no high kicks."),
            ("Dilys", 20, "Can I still go to the gala in June?"),
            ("Coach", 24, "Front row, Dilly."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("ebenezer", "1996-01-19", 6.5, 5, 70, "Bloods."),
    ("ebenezer", "1996-03-15", 5.0, 7, 30, "Leg."),
    ("jemima", "1996-02-28", 6.0, 8, 20, "Plaster."),
    ("jemima", "1996-05-24", 7.0, 6, 60, "Chest."),
    ("cornelius", "1996-02-16", 7.0, 5, 60, "Elbow."),
    ("cornelius", "1996-05-17", 5.5, 7, 40, "Ribs."),
    ("rupert", "1996-01-29", 7.5, 7, 10, "Shin."),
    ("rupert", "1996-05-03", 6.0, 7, 50, "Dizzy."),
    ("lavinia", "1996-03-22", 8.5, 6, 10, "Scar."),
    ("lavinia", "1996-05-03", 7.0, 5, 70, "Skin."),
    ("thaddeus", "1996-01-26", 6.0, 7, 40, "Heart."),
    ("thaddeus", "1996-05-17", 6.5, 5, 60, "Shoulder."),
    ("marmaduke", "1996-02-16", 6.0, 6, 50, "Hip."),
    ("marmaduke", "1996-04-12", 7.0, 4, 70, "Drops."),
    ("drusilla", "1996-03-08", 7.0, 7, 30, "Boot."),
    ("drusilla", "1996-04-12", 9.0, 6, 40, "Tired."),
    ("ezekiel", "1996-03-29", 6.0, 7, 50, "Gut."),
    ("ezekiel", "1996-06-07", 6.5, 5, 70, "Heel."),
    ("wilhelmina", "1996-03-01", 9.0, 6, 10, "Kidneys."),
    ("wilhelmina", "1996-05-24", 7.0, 5, 60, "Thumb."),
    ("kenelm", "1996-02-16", 7.0, 4, 80, "Hands."),
    ("kenelm", "1996-05-17", 8.0, 7, 20, "Knee."),
    ("dilys", "1996-01-12", 6.0, 6, 30, "Wrist."),
    ("dilys", "1996-03-22", 7.0, 5, 60, "Bones."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("ebenezer", "weight", "kg", "1996-01-08", "1996-06-24", 7, 96.0, 90.0, 0.4),
    ("rupert", "weight", "kg", "1996-01-08", "1996-06-24", 7, 88.0, 84.0, 0.4),
    ("marmaduke", "weight", "kg", "1996-01-08", "1996-06-24", 7, 102.0, 97.0, 0.4),
    ("wilhelmina", "weight", "kg", "1996-01-08", "1996-06-24", 7, 74.0, 70.0, 0.3),
    ("jemima", "resting_heart_rate", "bpm", "1996-01-08", "1996-06-24", 7, 72.0, 64.0, 1.0),
    ("lavinia", "resting_heart_rate", "bpm", "1996-01-15", "1996-06-24", 7, 70.0, 62.0, 1.0),
    ("kenelm", "resting_heart_rate", "bpm", "1996-01-15", "1996-06-24", 7, 62.0, 55.0, 1.0),
    ("cornelius", "steps", "steps", "1996-01-08", "1996-06-24", 7, 4500, 8500, 300),
    ("drusilla", "steps", "steps", "1996-01-15", "1996-06-24", 7, 8000, 11500, 300),
    ("dilys", "steps", "steps", "1996-01-08", "1996-06-24", 7, 3000, 6000, 200),
    ("thaddeus", "systolic_bp", "mmHg", "1996-01-15", "1996-06-24", 7, 152.0, 136.0, 2.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("cornelius", "goal-florian-cornelius-steps", "steps", 8000, "steps", "1996-06-30", "achieved"),
    ("thaddeus", "goal-gwendolyn-thaddeus-bp", "systolic_bp", 140, "mmHg", "1996-06-30", "achieved"),
    ("wilhelmina", "goal-isadora-wilhelmina-weight", "weight", 70.0, "kg", "1996-06-30", "achieved"),
    ("ebenezer", "goal-florian-ebenezer-weight", "weight", 88.0, "kg", "1996-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ebenezer", "1996-01-15", "Total cholesterol", 7.4, "mmol/L", 0, 5.0),
    ("ebenezer", "1996-06-10", "Total cholesterol", 5.6, "mmol/L", 0, 5.0),
    ("drusilla", "1996-04-09", "Vitamin B12", 140, "ng/L", 180, 900),
    ("drusilla", "1996-06-18", "Vitamin B12", 420, "ng/L", 180, 900),
    ("ezekiel", "1996-03-25", "Vitamin D", 22, "nmol/L", 50, 200),
    ("ezekiel", "1996-06-17", "Vitamin D", 68, "nmol/L", 50, 200),
    ("dilys", "1996-03-14", "Vitamin D", 30, "nmol/L", 50, 200),
    ("dilys", "1996-06-19", "Vitamin D", 75, "nmol/L", 50, 200),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "👍", "🙂", "aye", "yes", "sorted", "on my way", "paid", "cheerio", "hiya", "cheers",
    "sorry, running late", "can we swap to thursday?", "what time saturday?", "see you there", "will do", "grand",
    "wrong chat sorry", "dreckly", "nice one", "ha", "hehe", "noted", "you're a gem", "only just seen this sorry",
    "same again next week?", "where do i park?", "nearly there", "tractor in front again", "thanks x", "braw",
    "all good here", "👏", "😂", "can i pay cash?", "proper job", "ansum", "ta babber", "where's it to?",
    "are we still on?", "phone's dead", "no parking anywhere", "stuck at work", "perfect", "long day", "champion", "och aye",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=19960846, health_seed=19960701, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
