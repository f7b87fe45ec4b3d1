#!/usr/bin/env python3
"""Build the thirty-eighth blind data set for the answer benchmark (bench/answers_data/blind38.json).

    functions/venv/bin/python -m bench.answers_data.build_blind38

Four trainers of kinds the other rosters do not have: a clog dancing teacher in Todmorden (a retired
signalman of 71 whose chest "goes tight" on the hill up to the hall, then stable angina on an exercise
test at the Calderdale Royal on 9 March (a GTN spray, bisoprolol) and a left knee "like a balloon",
then bursitis (no kneeling), a total cholesterol of 6.4 then 4.7 mmol/L, weight in kg, whose daughter
Thelma texts; a bus driver of 38 who fell on the ice on 7 January, a broken right wrist in plaster six
weeks, then "thirsty all the time", type 2 diabetes (metformin), steps, whose husband Barnabas texts; a
postman of 55 whose back "went" at a letterbox, then a slipped disc with sciatica down his left leg on
an MRI on 23 March, and a morning wheeze, then asthma (a brown inhaler), resting heart rate, whose wife
Dorcas texts), a disc golf coach in Callander (a pharmacist of 44 whose room "spins" when she turns
over in bed, then BPPV put right by an Epley manoeuvre on 18 February, and a right thumb that locks,
then a trigger thumb (an injection on 20 May), weight in kg, whose husband Lorne texts; a forestry
worker of 29 who felt "kicked in the heel" on 27 February, then a ruptured left Achilles on an
ultrasound at Falkirk (a boot ten weeks, no operation), and a bullseye rash after a tick, then Lyme
disease (doxycycline three weeks), resting heart rate, whose girlfriend Kirsteen texts; a retired
postmistress of 63 with heartburn "like a blowtorch" at night, then a hiatus hernia on an endoscopy
on 14 April (omeprazole), and a right hip that "grinds", then osteoarthritis on an X-ray (on the list
for a new hip), systolic blood pressure from 152 to 136 (ramipril), whose son Torin texts), a
windsurfing instructor at Rutland Water (a dairy farmer of 34 with a pain low on her right side, then
her appendix out on 28 February, and a mole on her left shoulder, cut out on 10 May, not cancer,
weight in kg, whose wife Hermione texts; a retired bank manager of 60 with an eGFR of 48 then 53,
chronic kidney disease stage 3, and a frozen left shoulder (hydrodilatation on 8 June), weight in kg,
whose daughter Letitia texts; a trainee solicitor of 26 "bloated and shattered",
then coeliac disease (haemoglobin 104 then 128 g/L, gluten free) and a right knee that gave way on a
gybe on 18 May, then a torn meniscus on an MRI (keyhole booked 2 August), resting heart rate, whose mum
Marigold texts), and a racketball coach in Ludlow (a sheep farmer of 49 hit in the right eye by the
ball on 14 January, then blood in the front of the eye (a hyphaema: no racketball four weeks, goggles
after), and a heart "going like a washing machine", then atrial fibrillation on an ECG on 29 April
(bisoprolol, warfarin), weight in kg, whose wife Gwenllian texts; a florist of 31 with an elbow sore on
the backhand, then tennis elbow in her right arm (a brace), and "tired and achy", a vitamin D of 22
then 64 nmol/L, steps, whose boyfriend Emrys texts; a retired blacksmith of 67 whose hands are "stiff
as boards" every morning, then rheumatoid arthritis (CRP 42 then 9 mg/L, methotrexate weekly) and a
cough that would not shift, then pneumonia on a chest X-ray on 28 April (amoxicillin), no health
readings, whose daughter Maud texts). 12 clients, 1 January to 30 June 2010 (asked on Monday 5 July
2010): one-to-one chats, four group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight of five clients, resting heart rate of three, steps of two, systolic
blood pressure of one, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-12-04 by helper h-blind38 (issue 14) without reading shared/domain/*, shared/usecases/*,
functions/*, any list of benchmark failures or any result file, and of docs/ANSWERS.md only the
thirty-seventh blind set's section: a held-out check of whether the fixes made on the other sets
generalise.

The period, January to June 2010, is one no other roster covers (a grep of every file of
bench/answers_data for a date of 2010 finds none), so the questions asked on 5 July say "back in
january", "in the big freeze", "in february", "in march", "over easter", "when the clocks went
forward", "when the volcano grounded the planes", "since the election", "in may", "in june", "in q1",
"in q2" and name single days. Inside it (every weekday checked with Python's `datetime`): New Year's
Day (Friday 1 January), the big freeze (snow from Tuesday 5 January), the Haiti earthquake (Tuesday
12 January), Valentine's Day and the Chinese New Year of the tiger (Sunday 14 February), Pancake Day
(Tuesday 16 February), Amy Williams's skeleton gold in Vancouver (Friday 19 February), St David's
Day (Monday 1 March), Mothering Sunday (14 March), St Patrick's Day (Wednesday 17 March), Sport
Relief (Sunday 21 March), the clocks going forward (Sunday 28 March), Good Friday (2 April) and
Easter Sunday (4 April), the Grand National (Saturday 10 April, Don't Push It), the volcano's ash
cloud grounding the planes (from Thursday 15 April) and the first leaders' debate (the same night),
St George's Day (Friday 23 April), the London Marathon (Sunday 25 April), the May Day bank holiday
(Monday 3 May), the general election (Thursday 6 May) and the new prime minister (Tuesday 11 May),
the FA Cup final (Saturday 15 May), the Champions League final (Saturday 22 May, Inter 2-0 Bayern),
Eurovision (Saturday 29 May), the spring bank holiday (Monday 31 May), the World Cup's first weekend
(England 1-1 USA, Saturday 12 June), Father's Day (Sunday 20 June), the longest day (Monday 21
June) and Germany 4-1 England (Sunday 27 June). The story messages are written the way people text:
lowercase, typos, run-ons, emoji, shorthand and slang (clog dancing "the clogs", "the irons", "heel
and toe", "the stepping", "the shuffle", "the folk day"; disc golf "the basket", "the chains", "a
putter", "a driver", "the tee pad", "a birdie", "hyzer"; windsurfing "the rig", "the boom", "uphaul",
"beach start", "planing", "the harness lines", "a gybe"; racketball "the T", "a boast", "the back
wall", "the box league", "a lob"), Calderdale, Stirlingshire, Rutland and Shropshire English, mixed
units (kg, bpm, steps, mmHg, mmol/L, mL/min/1.73m2, g/L, nmol/L, mg/L), negations, revisions later (a
chest "gone tight", then angina; a knee "like a balloon", then bursitis; a fall on the ice, then a
broken wrist; "thirsty all the time", then diabetes; a back that "went", then a slipped disc; a
wheeze, then asthma; a room that "spins", then BPPV; a thumb that "locks", then trigger thumb; "kicked
in the heel", then a ruptured Achilles; a bullseye rash, then Lyme disease; heartburn "like a
blowtorch", then a hiatus hernia; a hip that "grinds", then osteoarthritis; a pain low on the right,
then appendicitis; a mole, then a harmless one; an eGFR of 48, then kidney disease stage 3; a shoulder "stuck", then a frozen shoulder; "bloated and shattered", then coeliac disease; a
knee that "gave way", then a torn meniscus; a ball in the eye, then a hyphaema; a heart "like a
washing machine", then AF; a sore elbow, then tennis elbow; "tired and achy", then low vitamin D;
hands "stiff as boards", then rheumatoid arthritis; a cough, then pneumonia), plans lying after the
period, facts only in the coach's reply, only in a note, only in a transcript or only in a lab panel,
a relative or partner writing for every client, nicknames (Ern, Nel, Cy, Mhai, Murd, Bel, Hils,
Horry, Wena, Jeth, Sez, Nin) and knee, wrist, leg, thumb, heel, hip, shoulder, eye and elbow with
sides. The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind38_tags.json` maps the
story tags to message ids for the question list (bench/answers_data/blind38_questions.py).

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
OUT, TAGS_OUT = HERE / "blind38.json", HERE / "blind38_tags.json"
YEAR = 2010
START, END = datetime(2010, 1, 1, 7, 0), datetime(2010, 6, 30, 21, 0)
ASKED_AT = "2010-07-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-hester", "displayName": "Hester Tattersall", "email": "hester.tattersall@example.com", "short": "hester"},
    {"id": "coach-fergus", "displayName": "Fergus Urquhart", "email": "fergus.urquhart@example.com", "short": "fergus"},
    {"id": "coach-silas", "displayName": "Silas Cudworth", "email": "silas.cudworth@example.com", "short": "silas"},
    {"id": "coach-gwendolen", "displayName": "Gwendolen Mytton", "email": "gwendolen.mytton@example.com", "short": "gwendolen"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("hester", "ernest-ormerod", "Ernest Ormerod", "ernest"),
    ("hester", "nellie-greenhalgh", "Nellie Greenhalgh", "nellie"),
    ("hester", "cyril-holroyd", "Cyril Holroyd", "cyril"),
    ("fergus", "mhairi-cruickshank", "Mhairi Cruickshank", "mhairi"),
    ("fergus", "murdo-macgillivray", "Murdo MacGillivray", "murdo"),
    ("fergus", "ishbel-menteith", "Ishbel Menteith", "ishbel"),
    ("silas", "hilda-tebbutt", "Hilda Tebbutt", "hilda"),
    ("silas", "horace-cheseldine", "Horace Cheseldine", "horace"),
    ("silas", "rowena-stanyon", "Rowena Stanyon", "rowena"),
    ("gwendolen", "jethro-corbett", "Jethro Corbett", "jethro"),
    ("gwendolen", "seren-bebb", "Seren Bebb", "seren"),
    ("gwendolen", "ninian-beddoes", "Ninian Beddoes", "ninian"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("ernest", "cyril", "mhairi", "rowena", "jethro", "ninian")

PROFILES = [
    {"clientId": "ernest-ormerod", "age": 71, "goal": "Under 80 kg and dance the whole set at the Todmorden folk day",
     "dietaryRestrictions": ["cholesterol: no more dripping on his toast, porridge most days"],
     "injuries": ["stable angina (exercise test at the Calderdale Royal 9 March 2010): GTN spray, bisoprolol 2.5 mg, stops and sprays if the chest goes tight",
                  "left knee bursitis (GP 27 April 2010): no kneeling, an ice pack after class"],
     "notes": "Clog dancing, Todmorden. Retired railway signalman from Walsden. Known as Ern. Daughter Thelma."},
    {"clientId": "nellie-greenhalgh", "age": 38, "goal": "8,000 steps a day and her first solo step at the folk day",
     "dietaryRestrictions": ["type 2 diabetes: no sugary pop, carbs with every meal on metformin"],
     "injuries": ["broken right wrist (fell on the ice 7 January 2010, Calderdale Royal): plaster 6 weeks, physio after",
                  "type 2 diabetes (GP 22 March 2010): metformin 500 mg twice a day"],
     "notes": "Clog dancing, Todmorden. Drives the bus over to Rochdale. Known as Nel. Husband Barnabas."},
    {"clientId": "cyril-holroyd", "age": 55, "goal": "Dance the clog step on the cobbles again",
     "dietaryRestrictions": [],
     "injuries": ["slipped disc L5/S1 with sciatica down the left leg (MRI at the Calderdale Royal 23 March 2010): physio, no jumps",
                  "asthma (GP 12 May 2010): brown preventer inhaler twice a day, blue reliever before class"],
     "notes": "Clog dancing, Todmorden. Postman from Mytholmroyd. Known as Cy. Wife Dorcas."},
    {"clientId": "mhairi-cruickshank", "age": 44, "goal": "Under 68 kg and break 60 on the Callander course",
     "dietaryRestrictions": [],
     "injuries": ["BPPV, right ear (GP 18 February 2010): Epley manoeuvre, sleeps propped up a week",
                  "right trigger thumb (steroid injection 20 May 2010): putter grip only for a fortnight"],
     "notes": "Disc golf, Callander. Pharmacist in Doune. Known as Mhai. Husband Lorne."},
    {"clientId": "murdo-macgillivray", "age": 29, "goal": "Back on the course by the summer and a tournament in the autumn",
     "dietaryRestrictions": [],
     "injuries": ["ruptured left Achilles tendon (ultrasound at Falkirk 6 March 2010): walking boot 10 weeks, no operation, physio",
                  "Lyme disease (tick bite, GP 9 June 2010): doxycycline 3 weeks, no sun on his skin"],
     "notes": "Disc golf, Callander. Forestry worker out of Deanston. Known as Murd. Girlfriend Kirsteen."},
    {"clientId": "ishbel-menteith", "age": 63, "goal": "Blood pressure under 140 and nine holes without the hip",
     "dietaryRestrictions": ["hiatus hernia: no big meals late, no coffee after six"],
     "injuries": ["high blood pressure (152, January 2010): ramipril 5 mg from 1 February 2010",
                  "hiatus hernia (endoscopy at Falkirk 14 April 2010): omeprazole 20 mg",
                  "right hip osteoarthritis (X-ray 2 June 2010): on the list for a hip replacement"],
     "notes": "Disc golf, Callander. Retired postmistress from Killin. Known as Bel. Son Torin."},
    {"clientId": "hilda-tebbutt", "age": 34, "goal": "Under 63 kg and planing in the harness",
     "dietaryRestrictions": [],
     "injuries": ["appendicitis, appendix out by keyhole 28 February 2010: no sailing 4 weeks",
                  "mole on the left shoulder (cut out 10 May 2010, not cancer): stitches out 20 May"],
     "notes": "Windsurfing, Rutland Water. Dairy farmer at Empingham. Known as Hils. Wife Hermione."},
    {"clientId": "horace-cheseldine", "age": 60, "goal": "Under 92 kg and a beach start",
     "dietaryRestrictions": ["kidneys: less salt, no ibuprofen"],
     "injuries": ["chronic kidney disease stage 3 (eGFR 48, GP February 2010): yearly kidney checks, blood pressure watched",
                  "frozen left shoulder (hydrodilatation at Stamford 8 June 2010): physio, no uphauling the rig"],
     "notes": "Windsurfing, Rutland Water. Retired bank manager from Oakham. Known as Horry. Daughter Letitia."},
    {"clientId": "rowena-stanyon", "age": 26, "goal": "A planing gybe before her knee op",
     "dietaryRestrictions": ["coeliac: strictly gluten free"],
     "injuries": ["coeliac disease (biopsy at Stamford 11 March 2010), haemoglobin 104 g/L: gluten free, iron tablets",
                  "torn medial meniscus, right knee (gave way on a gybe 18 May 2010, MRI 3 June 2010): keyhole surgery booked 2 August 2010"],
     "notes": "Windsurfing, Rutland Water. Trainee solicitor in Stamford. Known as Wena. Mum Marigold."},
    {"clientId": "jethro-corbett", "age": 49, "goal": "Under 97 kg and the top of the box league",
     "dietaryRestrictions": ["warfarin: no cranberry juice, the same amount of greens each week"],
     "injuries": ["hyphaema, right eye (hit by the ball 14 January 2010, eye unit): no racketball 4 weeks, goggles always after",
                  "atrial fibrillation (ECG 29 April 2010): bisoprolol and warfarin, INR checks"],
     "notes": "Racketball, Ludlow. Sheep farmer near Craven Arms. Known as Jeth. Wife Gwenllian."},
    {"clientId": "seren-bebb", "age": 31, "goal": "10,000 steps a day and a backhand that doesn't hurt",
     "dietaryRestrictions": [],
     "injuries": ["tennis elbow, right arm (GP 4 February 2010): a brace, eccentric wrist exercises, smaller grip",
                  "vitamin D deficiency (22 nmol/L, March 2010): colecalciferol 3 months"],
     "notes": "Racketball, Ludlow. Florist on Broad Street. Known as Sez. Boyfriend Emrys."},
    {"clientId": "ninian-beddoes", "age": 67, "goal": "Hold a racket without the hands aching and play doubles",
     "dietaryRestrictions": ["methotrexate: no alcohol, folic acid the day after"],
     "injuries": ["rheumatoid arthritis, both hands (rheumatology clinic at Ludlow 9 March 2010, CRP 42): methotrexate weekly, folic acid",
                  "pneumonia, right lung (chest X-ray 28 April 2010): amoxicillin, no racketball 4 weeks"],
     "notes": "Racketball, Ludlow. Retired blacksmith from Church Stretton. Known as Nin. Daughter Maud."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "ernest": [
        L("01-04 10:00", "c", "ey up hester, ernest ormerod, 71, signalman at walsden box forty year, retired now. me dad danced clogs and i want to before i peg it. 84 kg", "ernest-intro"),
        L("01-04 10:30", "t", "Ey up Ernest! Beginners on Wednesday nights at the Unitarian hall. Bring your clogs if you've got them, we've spares if not.", "ernest-intro-coach"),
        L("02-03 21:00", "c", "chest goes tight walking up the hill to the hall, have to stop at the lamp post", "ernest-chest"),
        L("03-09 18:00", "c", "hester it's thelma, ern's daughter. they did a treadmill test at the calderdale royal and it's angina, stable they said. a gtn spray under his tongue and bisoprolol. he's to stop and spray if it comes on x", "ernest-thelma"),
        L("03-09 18:20", "t", "Thanks Thelma. I'll drive him up the hill, and he dances the slow steps at the back till the tablets settle.", "ernest-thelma-coach"),
        L("03-14 16:00", "c", "mothering sunday, took thelma's mam flowers up the cemetery then a brew at thelma's", "ernest-mothers"),
        L("04-10 17:00", "c", "had two bob on don't push it in the national, mccoy at last!", "ernest-national"),
        L("04-26 09:00", "c", "left knee's come up like a balloon after all that heel and toe", "ernest-knee"),
        L("04-27 18:00", "c", "gp says bursitis, housemaid's knee. no kneeling, ice on it after class", "ernest-bursitis"),
        L("04-27 18:20", "t", "Then no floor steps, Ern, and pad it when you polish the clogs.", "ernest-bursitis-coach"),
        L("05-10 11:00", "c", "cholesterol down to 4.7 from 6.4, porridge every morning like the doctor said. 81 kg", "ernest-chol"),
        L("06-20 15:00", "c", "father's day, thelma bought me new irons for me clogs", "ernest-fathers"),
        L("06-28 18:00", "c", "thelma again: he's 80 kg, not used his spray since may and he's dancing the whole set at the folk day in july x", "ernest-thelma2"),
        L("06-28 18:20", "t", "Under 80 next week then, Ern! Front of the set at the folk day.", "ernest-thelma2-coach"),
    ],
    "nellie": [
        L("01-05 19:00", "c", "hiya hester, nellie greenhalgh, 38, drive the bus over the tops to rochdale. new year new me. about 5000 steps cos i sit all day", "nellie-intro"),
        L("01-05 19:30", "t", "Hiya Nellie! Wednesday beginners, and Saturday practice when you fancy it.", "nellie-intro-coach"),
        L("01-07 12:00", "c", "went flying on the ice at the depot, wrist's a funny shape", "nellie-ice"),
        L("01-07 20:00", "c", "hester it's barnabas, nel's husband. calderdale royal says her right wrist is broken, a plaster for 6 weeks. she can't drive the bus so she's climbing the walls x", "nellie-barnabas"),
        L("01-07 20:20", "t", "Thanks Barnabas. She can still come and learn the feet, arms by her side.", "nellie-barnabas-coach"),
        L("02-16 18:00", "c", "pancake day with one hand, barnabas did the tossing", "nellie-pancake"),
        L("02-22 12:00", "c", "plaster off! wrist like a twig, physio starts next week", "nellie-plaster"),
        L("03-10 20:00", "c", "always thirsty and up for a wee in the night, and i've lost weight without trying", "nellie-thirsty"),
        L("03-22 18:00", "c", "gp says type 2 diabetes. metformin 500 twice a day and a course on food", "nellie-diabetes"),
        L("03-22 18:20", "t", "Bring a snack and a bottle of water to class, and sit down if you go shaky.", "nellie-diabetes-coach"),
        L("05-06 22:00", "c", "voted on the way back from the depot, queue round the school", "nellie-election"),
        L("06-14 19:00", "c", "barnabas again: her sugar's much better on the metformin and she's walking home from the depot every night x", "nellie-barnabas2"),
        L("06-25 18:00", "c", "8500 steps today!", "nellie-steps"),
        L("06-25 18:20", "t", "Over 8,000 most days now, Nellie, that's your steps goal met.", "nellie-steps-coach"),
    ],
    "cyril": [
        L("01-06 18:00", "c", "evening hester, cyril holroyd, 55, postie in mytholmroyd. dorcas saw you at the folk day and signed me up. i've got the legs for it, i walk 12 mile a day", "cyril-intro"),
        L("01-06 18:30", "t", "Evening Cyril! Wednesday beginners, and we'll have you stepping by spring.", "cyril-intro-coach"),
        L("01-12 19:00", "c", "watching haiti on the news, terrible", "cyril-haiti"),
        L("02-25 10:00", "c", "back went bending to a letterbox, pain shooting down me left leg", "cyril-back"),
        L("03-23 18:00", "c", "mri at the calderdale royal says a slipped disc, l5, pressing on the nerve to me left leg. sciatica. physio and no jumping", "cyril-disc"),
        L("03-23 18:20", "t", "Then no jumps and no stamps, Cy, just the shuffle and heel and toe on the spot till the physio says.", "cyril-disc-coach"),
        L("04-15 21:00", "c", "no planes over the valley, volcano's got them all grounded. quiet as anything", "cyril-volcano"),
        L("05-01 08:00", "c", "wheezy every morning on the round, like an old accordion", "cyril-wheeze"),
        L("05-12 18:00", "c", "hester it's dorcas, cy's wife. the gp says it's asthma, a brown inhaler morning and night and a blue one before class. he's sulking x", "cyril-dorcas"),
        L("05-12 18:20", "t", "Thanks Dorcas. Blue inhaler in his coat pocket, and he stops if he's wheezy.", "cyril-dorcas-coach"),
        L("06-21 19:00", "c", "longest day, did me round and then an hour on the stepping. rhr 68", "cyril-rhr"),
        L("06-27 18:00", "c", "dorcas again: germany put four past us and he stamped so hard the clogs left a mark on the lino x", "cyril-dorcas2"),
        L("06-27 18:20", "t", "Ha! Save the stamps for the folk day, Dorcas.", "cyril-dorcas2-coach"),
    ],
    "mhairi": [
        L("01-08 19:00", "c", "hiya fergus, mhairi cruickshank, 44, pharmacist in doune. lorne plays at the park and i'm sick of waiting in the car. 72 kg", "mhairi-intro"),
        L("01-08 19:30", "t", "Hiya Mhairi! Beginners on Sunday mornings at the Callander course, discs provided.", "mhairi-intro-coach"),
        L("02-12 08:00", "c", "the room spins when i turn over in bed, had to hold onto the wardrobe", "mhairi-dizzy"),
        L("02-18 18:00", "c", "gp says bppv, crystals loose in my right ear. she did the epley thing, tipped my head about, and it's stopped!", "mhairi-bppv"),
        L("02-18 18:20", "t", "Brilliant. Take it easy bending for the disc out of the basket for a week.", "mhairi-bppv-coach"),
        L("03-01 13:00", "c", "st david's day, the welsh locum brought in welsh cakes for the whole shop", "mhairi-david"),
        L("04-04 16:00", "c", "easter sunday, first birdie on the 4th!! 🥏", "mhairi-birdie"),
        L("05-06 18:00", "c", "right thumb clicks and locks when i grip the driver", "mhairi-thumb"),
        L("05-20 18:00", "c", "hi fergus it's lorne, mhai's husband. the gp says trigger thumb, gave her a steroid injection today. putter only for a fortnight she says x", "mhairi-lorne"),
        L("05-20 18:20", "t", "Thanks Lorne. Putting practice it is, and a softer disc for the throws after.", "mhairi-lorne-coach"),
        L("06-12 22:00", "c", "scotland's not in it but we watched england draw with the usa, green's howler!", "mhairi-worldcup"),
        L("06-28 18:00", "c", "68 kg and round in 61", "mhairi-weight"),
        L("06-28 18:20", "t", "That's your weight goal met, Mhairi! 60 by August.", "mhairi-weight-coach"),
    ],
    "murdo": [
        L("01-10 14:00", "c", "aye fergus, murdo macgillivray, 29, forestry out of deanston. been throwing frisbees in the woods for years, want to do it proper. rhr 60", "murdo-intro"),
        L("01-10 14:30", "t", "Aye Murdo! Sunday league at the park, and bring your own discs.", "murdo-intro-coach"),
        L("02-27 15:00", "c", "felt like someone kicked me in the heel on the 7th tee, couldn't stand on my left leg", "murdo-heel"),
        L("03-06 18:00", "c", "fergus it's kirsteen, murd's girlfriend. the ultrasound at falkirk says his left achilles is ruptured. a boot for 10 weeks, no operation. he's hopping about like a daft thing x", "murdo-kirsteen"),
        L("03-06 18:20", "t", "Thanks Kirsteen. Crutches and the boot, and he can putt from a chair if he's desperate.", "murdo-kirsteen-coach"),
        L("03-21 15:00", "c", "kirsteen ran the sport relief mile, i cheered from the car", "murdo-sportrelief"),
        L("05-17 12:00", "c", "boot off! calf like a twig", "murdo-boot"),
        L("05-22 22:00", "c", "inter battered bayern in the final, mourinho strutting about", "murdo-final"),
        L("05-30 19:00", "c", "a big red bullseye rash on my right thigh where a tick got me at work", "murdo-rash"),
        L("06-09 18:00", "c", "gp says lyme disease from the tick. doxycycline for 3 weeks, no sun on my skin while i'm on it", "murdo-lyme"),
        L("06-09 18:20", "t", "Long sleeves and a hat on the course then, and tell me if your joints ache.", "murdo-lyme-coach"),
        L("06-24 18:00", "c", "kirsteen again: he's back throwing and his rhr is 57 on the watch, he wants the tournament in october x", "murdo-kirsteen2"),
        L("06-24 18:20", "t", "October's fine if the physio says, Kirsteen.", "murdo-kirsteen2-coach"),
    ],
    "ishbel": [
        L("01-11 11:00", "c", "good morning fergus, ishbel menteith, 63, postmistress in killin till last year. torin says i need fresh air. bp 152 at the surgery", "ishbel-intro"),
        L("01-11 11:30", "t", "Good morning Ishbel! The over-sixties on Tuesday mornings, nine holes and a flask.", "ishbel-intro-coach"),
        L("02-01 10:00", "c", "doctor's put me on ramipril, 5 mg, for the pressure", "ishbel-ramipril"),
        L("02-01 10:20", "t", "Good. Tell me if you get a tickly cough with it, and sit down between holes.", "ishbel-ramipril-coach"),
        L("03-05 22:00", "c", "heartburn like a blowtorch every night, sleeping sitting up", "ishbel-heartburn"),
        L("04-14 18:00", "c", "fergus it's torin, ishbel's son. the camera test at falkirk shows a hiatus hernia. omeprazole every morning, no big meals late. she's cross about the coffee x", "ishbel-torin"),
        L("04-14 18:20", "t", "Thanks Torin. Small lunch before the Tuesday round then, and a wee flask of tea.", "ishbel-torin-coach"),
        L("04-23 12:00", "c", "st george's day, torin's english wife put a flag up, cheek!", "ishbel-george"),
        L("05-18 11:00", "c", "right hip grinds on the hills, like a pepper mill", "ishbel-hip"),
        L("06-02 17:00", "c", "x-ray says osteoarthritis in the right hip. on the list for a new one, a year maybe", "ishbel-oa"),
        L("06-02 17:20", "t", "Then the flat nine holes and a cart when you need it, Ishbel.", "ishbel-oa-coach"),
        L("06-22 10:00", "c", "bp 136 at the nurse, under 140!", "ishbel-bp"),
        L("06-22 10:20", "t", "Under 140, Ishbel! That's the goal.", "ishbel-bp-coach"),
        L("06-29 18:00", "c", "torin again: the hip's on the list for february and she's still playing tuesdays with a stick x", "ishbel-torin2"),
    ],
    "hilda": [
        L("01-09 20:00", "c", "ay up silas, hilda tebbutt, 34, dairy farm at empingham, i can see the water from the parlour. hermione got me lessons. 66 kg", "hilda-intro"),
        L("01-09 20:30", "t", "Ay up Hilda! Dry-land rig lessons till the water warms, then Saturdays from March.", "hilda-intro-coach"),
        L("02-14 19:00", "c", "valentine's and chinese new year same day, hermione got a takeaway for both", "hilda-valentine"),
        L("02-27 22:00", "c", "pain low on my right side, can't stand up straight, hermione's driving me in", "hilda-pain"),
        L("02-28 14:00", "c", "silas it's hermione, hils's wife. it was her appendix, they took it out by keyhole this morning. no sailing for 4 weeks and no lifting the calves x", "hilda-hermione"),
        L("02-28 14:20", "t", "Thanks Hermione. Walks only, and I'll hold her place on the April course.", "hilda-hermione-coach"),
        L("04-02 11:00", "c", "good friday, first time on the water since the op, beach start first go!", "hilda-goodfriday"),
        L("04-22 19:00", "c", "mole on my left shoulder's gone darker, gp's sending me to get it off", "hilda-mole"),
        L("05-10 18:00", "c", "mole cut out today, 6 stitches. results in a fortnight", "hilda-excision"),
        L("05-24 18:00", "c", "hermione again: the mole was nothing, not cancer! stitches out and she's back on the water x", "hilda-hermione2"),
        L("05-24 18:20", "t", "Brilliant news. Sun cream and a rash vest from now, Hilda.", "hilda-hermione2-coach"),
        L("06-28 18:00", "c", "63 kg and planing in the harness", "hilda-weight"),
        L("06-28 18:20", "t", "63, Hils! Weight goal done.", "hilda-weight-coach"),
    ],
    "horace": [
        L("01-12 18:00", "c", "evening silas, horace cheseldine, 60, retired from the bank in oakham. letitia's husband windsurfs and i'm not being left on the shore. 96 kg", "horace-intro"),
        L("01-12 18:30", "t", "Evening Horace! Dry-land rig lessons on Tuesday nights, then the water from March.", "horace-intro-coach"),
        L("02-09 11:00", "c", "gp says my kidneys aren't working as well as they should, egfr 48. chronic kidney disease stage 3", "horace-kidney"),
        L("02-09 11:20", "t", "Plenty of water on the water then, and nothing from the chemist without asking.", "horace-kidney-coach"),
        L("03-28 16:00", "c", "clocks went forward, first evening sail and the rig's heavier than i thought", "horace-clocks"),
        L("04-15 20:00", "c", "letitia's stuck in majorca, the ash cloud's grounded her flight home", "horace-volcano"),
        L("05-11 19:00", "c", "left shoulder's stuck, can't lift it past my ear to uphaul", "horace-shoulder"),
        L("06-08 18:00", "c", "silas it's letitia, dad's daughter. it's a frozen shoulder, they did a hydrodilatation at stamford today, a big injection of water into the joint. physio after x", "horace-letitia"),
        L("06-08 18:20", "t", "Thanks Letitia. A small sail and a helper to uphaul, and no ibuprofen with his kidneys.", "horace-letitia-coach"),
        L("06-10 11:00", "c", "egfr 53 on the recheck, stable they say", "horace-egfr"),
        L("06-28 18:00", "c", "letitia again: he's 91 kg and managed a beach start on sunday x", "horace-letitia2"),
        L("06-28 18:20", "t", "Under 92, Horace! That's your goal.", "horace-letitia2-coach"),
    ],
    "rowena": [
        L("01-14 19:00", "c", "hi silas! rowena stanyon, 26, trainee solicitor in stamford. want something that isn't a desk. rhr 70", "rowena-intro"),
        L("01-14 19:30", "t", "Hi Rowena! Dry-land lessons Thursdays, the water from March.", "rowena-intro-coach"),
        L("02-10 20:00", "c", "bloated and shattered all the time, fell asleep at my desk", "rowena-bloated"),
        L("02-19 20:00", "c", "stayed up for amy williams's gold in the skeleton, amazing", "rowena-skeleton"),
        L("03-11 18:00", "c", "hi silas it's marigold, wena's mum. the biopsy at stamford shows coeliac disease. her haemoglobin was 104 too. strictly gluten free for life and iron tablets x", "rowena-marigold"),
        L("03-11 18:20", "t", "Thanks Marigold. I'll bring gluten-free flapjacks to the boathouse.", "rowena-marigold-coach"),
        L("05-18 17:00", "c", "right knee gave way on a gybe, twisted and went down in the water", "rowena-knee"),
        L("06-03 18:00", "c", "mri says a torn meniscus in my right knee. keyhole op on 2 august", "rowena-meniscus"),
        L("06-03 18:20", "t", "Then straight-line reaches only, no gybes till the op.", "rowena-meniscus-coach"),
        L("06-07 18:00", "c", "haemoglobin 128 now, no more bloating", "rowena-hb"),
        L("06-26 18:00", "c", "rhr 62, the gluten free's working", "rowena-rhr"),
        L("06-29 18:00", "c", "marigold again: she wants one planing gybe before the op and i've told her no x", "rowena-marigold2"),
        L("06-29 18:20", "t", "I'm with you, Marigold. After the op.", "rowena-marigold2-coach"),
    ],
    "jethro": [
        L("01-07 19:00", "c", "now then gwendolen, jethro corbett, 49, sheep near craven arms. squash is too fast for me now so racketball. 102 kg", "jethro-intro"),
        L("01-07 19:30", "t", "Now then Jethro! The box league on Monday nights at the leisure centre. Goggles, please.", "jethro-intro-coach"),
        L("01-14 21:00", "c", "took a ball in the right eye, can't see for blood", "jethro-eye"),
        L("01-15 10:00", "c", "gwendolen it's gwenllian, jeth's wife. the eye unit says blood in the front of his right eye, a hyphaema. rest with his head up and no racketball for 4 weeks. and he'll wear goggles now x", "jethro-gwenllian"),
        L("01-15 10:20", "t", "Thanks Gwenllian. Goggles every game after this, I'll have a pair for him.", "jethro-gwenllian-coach"),
        L("03-17 21:00", "c", "st patrick's, a guinness with the farmers' club", "jethro-paddy"),
        L("04-20 20:00", "c", "heart going like a washing machine on the T, all over the place", "jethro-heart"),
        L("04-29 18:00", "c", "ecg says atrial fibrillation. bisoprolol and warfarin, blood checks every week for now", "jethro-af"),
        L("04-29 18:20", "t", "Then no diving for balls and tell me if you feel faint. Bruises easy on warfarin.", "jethro-af-coach"),
        L("05-31 16:00", "c", "bank holiday, lambing's done, played two games and felt grand", "jethro-bank"),
        L("06-21 18:00", "c", "gwenllian again: he's 97 kg and top of the box league. the heart's steady on the tablets x", "jethro-gwenllian2"),
        L("06-21 18:20", "t", "Top of the box, Jeth! Weight goal met.", "jethro-gwenllian2-coach"),
    ],
    "seren": [
        L("01-13 18:00", "c", "hiya gwendolen, seren bebb, 31, florist on broad street. emrys plays and i want to beat him. 7500 steps", "seren-intro"),
        L("01-13 18:30", "t", "Hiya Seren! Beginners on Thursday nights, rackets to borrow.", "seren-intro-coach"),
        L("01-26 20:00", "c", "outside of my right elbow's sore on the backhand and when i lift a bucket", "seren-elbow"),
        L("02-04 18:00", "c", "gp says tennis elbow, right arm. a brace and exercises", "seren-te"),
        L("02-04 18:20", "t", "Then a smaller grip on your racket and a lighter one. Forehands only for a fortnight.", "seren-te-coach"),
        L("03-02 19:00", "c", "tired and achy all winter, emrys made me go to the gp, bloods done", "seren-tired"),
        L("03-09 18:00", "c", "hi gwendolen it's emrys, sez's boyfriend. her vitamin d is 22, really low. colecalciferol for 3 months x", "seren-emrys"),
        L("03-09 18:20", "t", "Thanks Emrys. Lunch outside on the good days then.", "seren-emrys-coach"),
        L("04-25 18:00", "c", "watched the marathon in the shop on the little telly, emrys wants to run it", "seren-marathon"),
        L("06-15 18:00", "c", "vitamin d 64 now! elbow's nearly right", "seren-vitd"),
        L("06-25 18:00", "c", "10000 steps, walking to the market every day", "seren-steps"),
        L("06-25 18:20", "t", "That's your steps goal, Seren!", "seren-steps-coach"),
        L("06-30 18:00", "c", "emrys again: she beat me 11-7 on sunday and won't shut up about it x", "seren-emrys2"),
    ],
    "ninian": [
        L("01-15 10:00", "c", "hello gwendolen, ninian beddoes, 67, blacksmith at church stretton fifty years. maud says i need company. i used to play squash", "ninian-intro"),
        L("01-15 10:30", "t", "Hello Ninian! The daytime doubles on Wednesdays, gentle pace.", "ninian-intro-coach"),
        L("02-18 09:00", "c", "hands stiff as boards every morning, swollen knuckles, can't hold the racket till dinner time", "ninian-hands"),
        L("03-09 18:00", "c", "gwendolen it's maud, dad's daughter. the rheumatology clinic at ludlow says rheumatoid arthritis, his crp was 42. methotrexate once a week and folic acid. no beer! x", "ninian-maud"),
        L("03-09 18:20", "t", "Thanks Maud. A thicker grip on his racket and he plays the afternoons when his hands are looser.", "ninian-maud-coach"),
        L("04-18 11:00", "c", "cough won't shift, three weeks now, bringing up green", "ninian-cough"),
        L("04-28 18:00", "c", "chest x-ray says pneumonia in my right lung. amoxicillin, no racketball for 4 weeks", "ninian-pneumonia"),
        L("04-28 18:20", "t", "Rest, Nin. The methotrexate makes chest bugs worse, so tell the doctor if you're breathless.", "ninian-pneumonia-coach"),
        L("05-06 20:00", "c", "voted at the village hall, tories got in round here", "ninian-election"),
        L("06-16 10:00", "c", "crp down to 9, hands like new", "ninian-crp"),
        L("06-30 18:00", "c", "maud again: he's back at doubles and the cough's gone. he wants to play the box league in september x", "ninian-maud2"),
        L("06-30 18:20", "t", "September it is, Maud.", "ninian-maud2-coach"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-hester-clogs", "trainer": "hester", "members": ["ernest", "nellie", "cyril"],
        "lines": [
            L("01-04 09:00", "t", "Todmorden clog dancers 👞 Practice times, the folk day and news here.", "g-clogs-start"),
            L("01-08 10:00", "nellie", "broke my wrist on the ice, feet only for me", "g-nellie-wrist"),
            L("03-10 10:00", "ernest", "angina, i'll be at the back with me spray", "g-ernest-angina"),
            L("03-24 10:00", "cyril", "slipped disc, no stamping for me", "g-cyril-disc"),
            L("05-13 10:00", "cyril", "asthma now an' all, blue inhaler in me pocket", "g-cyril-asthma"),
        ],
    },
    {
        "id": "chat-fergus-discs", "trainer": "fergus", "members": ["mhairi", "murdo", "ishbel"],
        "lines": [
            L("01-04 09:00", "t", "Callander disc golf 🥏 Rounds, the league and news here.", "g-discs-start"),
            L("02-19 10:00", "mhairi", "dizzy spells sorted, it was my ear!", "g-mhairi-bppv"),
            L("03-07 10:00", "murdo", "snapped my achilles, out till summer", "g-murdo-achilles"),
            L("04-15 10:00", "ishbel", "hiatus hernia, no bacon rolls at the clubhouse for me", "g-ishbel-hernia"),
            L("06-10 10:00", "murdo", "lyme disease off a tick, check your legs after the woods holes", "g-murdo-lyme"),
        ],
    },
    {
        "id": "chat-silas-rutland", "trainer": "silas", "members": ["hilda", "horace", "rowena"],
        "lines": [
            L("01-04 09:00", "t", "Rutland Water windsurfers 🏄 Wind, lessons and news here.", "g-rutland-start"),
            L("03-01 10:00", "hilda", "appendix out, off the water for a month", "g-hilda-appendix"),
            L("03-12 10:00", "rowena", "coeliac! gluten free cake only at the clubhouse please", "g-rowena-coeliac"),
            L("06-04 10:00", "rowena", "torn meniscus, no gybes till august", "g-rowena-knee"),
            L("06-09 10:00", "horace", "frozen shoulder, someone uphaul for me please", "g-horace-shoulder"),
        ],
    },
    {
        "id": "chat-gwendolen-courts", "trainer": "gwendolen", "members": ["jethro", "seren", "ninian"],
        "lines": [
            L("01-04 09:00", "t", "Ludlow racketball 🎾 Box league, court bookings and news here.", "g-courts-start"),
            L("01-16 10:00", "jethro", "ball in the eye, goggles on everyone!", "g-jethro-eye"),
            L("03-10 10:00", "ninian", "rheumatoid arthritis, afternoons only for me", "g-ninian-ra"),
            L("04-30 10:00", "jethro", "af, on warfarin, don't hit me", "g-jethro-af"),
            L("04-29 10:00", "ninian", "pneumonia, see you in june", "g-ninian-pneumonia"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("hester", "ernest", "2010-01-06", "Ernest (71): retired signalman. Weight 84 kg. Cholesterol 6.4. Good rhythm, heavy on the heels. Out of breath after two minutes."),
    ("hester", "ernest", "2010-06-29", "Ernest: stable angina (exercise test 9 March), GTN spray and bisoprolol, no spray needed since May. Left knee bursitis 27 April, no kneeling. Cholesterol 6.4 to 4.7. Weight 80 kg. Dances the whole set. Folk day July."),
    ("hester", "nellie", "2010-01-06", "Nellie (38): bus driver. 5,000 steps. Light on her feet. Shy in front of the mirror."),
    ("hester", "nellie", "2010-06-26", "Nellie: right wrist fracture 7 January, plaster off 22 February, full grip back. Type 2 diabetes 22 March, metformin. 8,500 steps. First solo step ready for the folk day."),
    ("hester", "cyril", "2010-01-13", "Cyril (55): postman. Resting HR 76. Strong calves, stiff hips. Stamps too hard."),
    ("hester", "cyril", "2010-06-23", "Cyril: L5 slipped disc with left sciatica (MRI 23 March), no jumps or stamps. Asthma 12 May, brown and blue inhalers. Resting HR 68. Heel and toe clean at speed."),
    ("fergus", "mhairi", "2010-01-10", "Mhairi (44): pharmacist. Weight 72 kg. Round of 74. Neat putting, weak drives."),
    ("fergus", "mhairi", "2010-06-28", "Mhairi: BPPV right ear 18 February, Epley, gone. Right trigger thumb injected 20 May. Weight 68 kg. Round of 61. Aiming for 60 by August."),
    ("fergus", "murdo", "2010-01-17", "Murdo (29): forestry worker. Resting HR 60. Big arm, no control. Throws 100 m."),
    ("fergus", "murdo", "2010-06-27", "Murdo: left Achilles rupture 27 February (ultrasound Falkirk 6 March), boot 10 weeks, off 17 May. Lyme disease 9 June, doxycycline 3 weeks. Resting HR 57. Tournament in October."),
    ("fergus", "ishbel", "2010-01-12", "Ishbel (63): retired postmistress. BP 152/90. Nine holes with a rest. Accurate putter."),
    ("fergus", "ishbel", "2010-06-29", "Ishbel: ramipril from 1 February, BP 136/82. Hiatus hernia (endoscopy 14 April), omeprazole. Right hip osteoarthritis (X-ray 2 June), on the list for a new hip. Flat nine holes, a stick."),
    ("silas", "hilda", "2010-01-12", "Hilda (34): dairy farmer. Weight 66 kg. Strong, stubborn, pulls the rig with her back."),
    ("silas", "hilda", "2010-06-29", "Hilda: appendix out by keyhole 28 February, back on the water Good Friday. Left shoulder mole removed 10 May, benign. Weight 63 kg. Planing in the harness."),
    ("silas", "horace", "2010-01-19", "Horace (60): retired bank manager. Weight 96 kg. eGFR 48 (CKD 3). Careful, slow to commit to the board."),
    ("silas", "horace", "2010-06-29", "Horace: CKD stage 3, eGFR 48 to 53, stable. Frozen left shoulder, hydrodilatation 8 June, no uphauling. Weight 91 kg. Beach start in June."),
    ("silas", "rowena", "2010-01-14", "Rowena (26): trainee solicitor. Resting HR 70. Quick learner, tires fast."),
    ("silas", "rowena", "2010-06-30", "Rowena: coeliac disease (biopsy 11 March), gluten free, Hb 104 to 128. Right knee torn meniscus (MRI 3 June), keyhole 2 August: no gybes. Resting HR 62."),
    ("gwendolen", "jethro", "2010-01-11", "Jethro (49): sheep farmer. Weight 102 kg. Hits hard, slow to the front wall. No goggles."),
    ("gwendolen", "jethro", "2010-06-29", "Jethro: right eye hyphaema 14 January, goggles always. AF on ECG 29 April, bisoprolol and warfarin. Weight 97 kg. Top of the box league."),
    ("gwendolen", "seren", "2010-01-14", "Seren (31): florist. 7,500 steps. Fast feet, wristy backhand."),
    ("gwendolen", "seren", "2010-06-29", "Seren: right tennis elbow (GP 4 February), brace and smaller grip. Vitamin D 22 to 64, colecalciferol. 10,000 steps. Backhand from the shoulder now."),
    ("gwendolen", "ninian", "2010-01-20", "Ninian (67): retired blacksmith. Grip like a vice. Stiff in the mornings. Reads the game well."),
    ("gwendolen", "ninian", "2010-06-30", "Ninian: rheumatoid arthritis (clinic 9 March), methotrexate weekly, CRP 42 to 9. Pneumonia right lung 28 April, amoxicillin, back in June. Thicker grip. Box league September."),
]

TRANSCRIPTS = [
    {
        "id": "tr-hester-cyril-20100326", "trainer": "hester", "client": "cyril", "startedAt": "2010-03-26T19:00:00Z",
        "title": "Call with Cyril and Dorcas: after the MRI",
        "lines": [
            ("Coach", 0, "How's the back, Cy?"),
            ("Cyril", 4, "Like a hot wire down me leg when I bend."),
            ("Dorcas", 9, "The physio said he's to sleep on his side with a pillow between his knees, and if his foot goes numb or he can't wee properly it's straight to A&E."),
            ("Coach", 14, "Then no stamps and no jumps, and the shuffle on the spot at the back."),
            ("Cyril", 20, "Can I still do me round?"),
            ("Coach", 24, "That's for the doctor, Cy, not me."),
        ],
    },
    {
        "id": "tr-fergus-murdo-20100310", "trainer": "fergus", "client": "murdo", "startedAt": "2010-03-10T19:00:00Z",
        "title": "Call with Murdo and Kirsteen: the Achilles",
        "lines": [
            ("Coach", 0, "How's the leg, Murd?"),
            ("Murdo", 4, "Itchy in the boot. Like a stookie."),
            ("Kirsteen", 9, "The physio said the heel wedges come out one at a time every two weeks, and he's to take an aspirin every day while he's in the boot for the clots."),
            ("Coach", 14, "Then putting from a chair and arm work with light discs."),
            ("Murdo", 20, "Can I still come to the league?"),
            ("Coach", 24, "You can keep the scores."),
        ],
    },
    {
        "id": "tr-silas-horace-20100212", "trainer": "silas", "client": "horace", "startedAt": "2010-02-12T18:00:00Z",
        "title": "Call with Horace and Letitia: the kidneys",
        "lines": [
            ("Coach", 0, "How are you feeling, Horry?"),
            ("Horace", 4, "Fine, that's the odd thing. I wouldn't know."),
            ("Letitia", 9, "The GP said his blood pressure has to stay under 130 to protect the kidneys, no ibuprofen or anything like it, and they'll check the blood every six months."),
            ("Coach", 14, "Then paracetamol in the kit bag, and a water bottle on the beach."),
            ("Horace", 20, "Can I still sail in March?"),
            ("Coach", 24, "March, on the small rig."),
        ],
    },
    {
        "id": "tr-gwendolen-ninian-20100312", "trainer": "gwendolen", "client": "ninian", "startedAt": "2010-03-12T11:00:00Z",
        "title": "Call with Ninian and Maud: on the methotrexate",
        "lines": [
            ("Coach", 0, "How are the hands, Nin?"),
            ("Ninian", 4, "Like two bunches of bananas in the morning."),
            ("Maud", 9, "The rheumatologist said the methotrexate takes up to three months to work, he needs a blood test every fortnight, and he's to stay away from anyone with chickenpox."),
            ("Coach", 14, "Then a thicker grip and afternoon doubles."),
            ("Ninian", 20, "Can I still play in the box league?"),
            ("Coach", 24, "In September, Nin."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("ernest", "2010-02-12", 6.0, 6, 60, "Chest."),
    ("ernest", "2010-05-07", 7.0, 4, 70, "Knee."),
    ("nellie", "2010-01-15", 5.5, 8, 30, "Plaster."),
    ("nellie", "2010-04-09", 7.0, 5, 70, "Thirsty."),
    ("cyril", "2010-03-05", 5.0, 7, 40, "Back."),
    ("cyril", "2010-05-21", 6.5, 5, 60, "Wheezy."),
    ("mhairi", "2010-02-19", 6.5, 5, 60, "Dizzy."),
    ("mhairi", "2010-05-28", 7.5, 4, 80, "Thumb."),
    ("murdo", "2010-03-19", 6.0, 7, 20, "Boot."),
    ("murdo", "2010-06-11", 7.0, 5, 60, "Tick."),
    ("ishbel", "2010-03-12", 5.0, 6, 70, "Heartburn."),
    ("ishbel", "2010-06-04", 7.0, 5, 65, "Hip."),
    ("hilda", "2010-03-05", 8.0, 6, 10, "Stitches."),
    ("hilda", "2010-05-14", 7.0, 5, 70, "Mole."),
    ("horace", "2010-02-19", 7.5, 5, 70, "Kidneys."),
    ("horace", "2010-05-21", 6.0, 6, 50, "Shoulder."),
    ("rowena", "2010-02-26", 9.0, 6, 40, "Shattered."),
    ("rowena", "2010-05-21", 7.0, 6, 50, "Knee."),
    ("jethro", "2010-01-22", 7.0, 6, 20, "Eye."),
    ("jethro", "2010-05-07", 6.5, 6, 70, "Heart."),
    ("seren", "2010-02-12", 7.0, 5, 60, "Elbow."),
    ("seren", "2010-04-16", 7.5, 4, 80, "Tablets."),
    ("ninian", "2010-03-05", 6.0, 6, 50, "Hands."),
    ("ninian", "2010-05-07", 8.0, 5, 30, "Chest."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("ernest", "weight", "kg", "2010-01-04", "2010-06-28", 7, 84.0, 80.0, 0.3),
    ("mhairi", "weight", "kg", "2010-01-11", "2010-06-28", 7, 72.0, 68.0, 0.3),
    ("hilda", "weight", "kg", "2010-01-11", "2010-06-28", 7, 66.0, 63.0, 0.3),
    ("horace", "weight", "kg", "2010-01-18", "2010-06-28", 7, 96.0, 91.0, 0.4),
    ("jethro", "weight", "kg", "2010-01-11", "2010-06-28", 7, 102.0, 97.0, 0.4),
    ("cyril", "resting_heart_rate", "bpm", "2010-01-11", "2010-06-28", 7, 76.0, 68.0, 1.0),
    ("murdo", "resting_heart_rate", "bpm", "2010-01-11", "2010-06-28", 7, 60.0, 57.0, 1.0),
    ("rowena", "resting_heart_rate", "bpm", "2010-01-18", "2010-06-28", 7, 70.0, 62.0, 1.0),
    ("ishbel", "systolic_bp", "mmHg", "2010-01-11", "2010-06-28", 7, 152.0, 136.0, 2.0),
    ("nellie", "steps", "steps", "2010-01-04", "2010-06-28", 7, 5000, 8500, 300),
    ("seren", "steps", "steps", "2010-01-18", "2010-06-28", 7, 7500, 10000, 300),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("mhairi", "goal-fergus-mhairi-weight", "weight", 68.0, "kg", "2010-06-30", "achieved"),
    ("ishbel", "goal-fergus-ishbel-bp", "systolic_bp", 140, "mmHg", "2010-06-30", "achieved"),
    ("seren", "goal-gwendolen-seren-steps", "steps", 10000, "steps", "2010-06-30", "achieved"),
    ("ernest", "goal-hester-ernest-weight", "weight", 79.0, "kg", "2010-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ernest", "2010-01-05", "Total cholesterol", 6.4, "mmol/L", 0, 5.0),
    ("ernest", "2010-05-07", "Total cholesterol", 4.7, "mmol/L", 0, 5.0),
    ("horace", "2010-02-08", "eGFR", 48, "mL/min/1.73m2", 60, 120),
    ("horace", "2010-06-07", "eGFR", 53, "mL/min/1.73m2", 60, 120),
    ("rowena", "2010-03-01", "Haemoglobin", 104, "g/L", 115, 165),
    ("rowena", "2010-06-04", "Haemoglobin", 128, "g/L", 115, 165),
    ("seren", "2010-03-05", "Vitamin D", 22, "nmol/L", 50, 125),
    ("seren", "2010-06-11", "Vitamin D", 64, "nmol/L", 50, 125),
    ("ninian", "2010-03-08", "CRP", 42, "mg/L", 0, 5),
    ("ninian", "2010-06-14", "CRP", 9, "mg/L", 0, 5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "👍", "🙂", "aye", "yes", "sorted", "on my way", "paid", "ta-ra", "hiya", "ta love",
    "sorry, running late", "can we swap to thursday?", "what time sunday?", "see you there", "will do", "champion",
    "wrong chat sorry", "grand", "nice one", "ha", "hehe", "noted", "you're a star", "only just seen this sorry",
    "same again next week?", "where do i park?", "nearly there", "roadworks again", "thanks x", "how do",
    "all good here", "👏", "😂", "can i pay cash?", "braw", "mint", "cheers me duck",
    "are we still on?", "phone died", "no parking anywhere", "stuck at work", "perfect", "long day", "smashing", "reet",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20100705, health_seed=20100705, chatter_lines=(18, 26))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
