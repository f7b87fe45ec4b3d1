#!/usr/bin/env python3
"""Build the thirty-sixth blind data set for the answer benchmark (bench/answers_data/blind36.json).

    functions/venv/bin/python -m bench.answers_data.build_blind36

Four trainers of kinds the other rosters do not have: a croquet coach in Budleigh Salterton (a
retired bank manager of 71 whose heart "went like a drum solo" on the lawn on 14 July, then atrial
fibrillation on an ECG at the RD&E on 18 July (bisoprolol, warfarin from 22 July, an INR of 3.6 then
2.5, a cardioversion booked for 15 February 2012), resting heart rate, whose wife Verity texts; a
retired headteacher of 63 with a right elbow "like toothache", then tennis elbow, and a tick bite in
August, then Lyme disease (doxycycline three weeks), weight in kg, whose husband Humphrey texts; a
landscape gardener of 39 with systolic blood pressure from 152 to 134 (ramipril from 5 August) and
"bad indigestion" under his right ribs, then gallstones on an ultrasound and his gallbladder out by
keyhole on 14 November, whose wife Nessa texts), an aikido coach in Dunfermline (a software tester of
29 who hears a crack on a breakfall on 10 September, a broken left collarbone at Queen Margaret (a sling
six weeks, no breakfalls three months), weight in kg, whose girlfriend Greer texts; a pharmacist of 44
"always tired and always cold", then an underactive thyroid (TSH 9.8 then 2.1 mU/L, levothyroxine from
2 August) and a left little finger caught in a sleeve on 22 October, then a fracture (buddy strapping
three weeks), steps, whose husband Struan texts; a bus driver of 57 with type 2 diabetes (HbA1c 58 then
49 mmol/mol, metformin from 14 July) and a right knee that "clicks and locks" in seiza, then a torn
meniscus on an MRI on 7 November (no kneeling, an arthroscopy booked for 20 March 2012), weight in kg,
whose wife Sharon texts), a wakeboarding coach at Tattershall Lakes (a scaffolder of 22 who smacks his
head on the water on 6 August, concussion at the Pilgrim A&E (no riding three weeks), then a right thumb
bent back by the handle on 1 October, a skier's thumb (a splint four weeks), resting heart rate, whose
mum Lynsey texts; a nursery nurse of 26 whose left kneecap "popped out sideways" on 20 August, a
patellar dislocation (a brace four weeks, no riding six), and a chest "tight and wheezy" in cold water,
then exercise-induced asthma (two inhalers), whose boyfriend Reuben texts; an electrician of 52 with an
LDL cholesterol of 4.6 then 3.1 mmol/L (simvastatin from 12 August) whose back "went" on the start dock
on 17 September, then a slipped disc at L5/S1 with sciatica on an MRI at Pilgrim on 3 October, weight
in kg, whose wife Bev texts), and an aerial silks teacher in Telford (a hairdresser of 31 who goes
dizzy on the climb, then iron-deficiency anaemia (ferritin 8 then 45 ug/L) and a right ring finger that
"keeps locking", then a trigger finger (a steroid injection at the Princess Royal on 1 December),
resting heart rate, whose sister Demi texts; an accountant of 38 with "zigzag lines" and a thumping
headache, then migraine with aura (propranolol), and a fall from the silk on 19 November, a bruised
tailbone, weight in kg, whose husband Anand texts; a retired postman of 60 with a left shoulder "stiff
as a board", then a frozen shoulder (hydrodilatation at New Cross on 8 November) and a vitamin B12 of 150
then 420 ng/L, steps, whose partner Piers texts). 12 clients, 1 July to 31 December 2011 (asked on
Tuesday 3 January 2012): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight of five clients, resting heart rate of three, steps
of two, systolic blood pressure of one, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-03 by helper h-blind36 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the thirty-fifth blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The period, July to December 2011, is one no other roster covers (a grep of every data set of
bench/answers_data for a date of 2011 finds none; blind35 covers January to June 2012), so the
questions asked on 3 January say "over the summer", "back in august", "in ramadan", "over the bank
holiday", "during the rugby world cup", "since the clocks went back", "in the autumn half term", "around
bonfire night", "before christmas", "in q3" and "in q4". Inside it (every weekday checked with Python's
`datetime`): the Wimbledon finals (Saturday 2 and Sunday 3 July), the Tour de France (2 to 24 July,
Cadel Evans), Darren Clarke's Open (Sunday 17 July), Ramadan (from about Monday 1 August to the end of
August), the England riots (6 to 10 August), the Notting Hill Carnival and the August bank holiday
(Monday 29 August, England), the tenth anniversary of 9/11 (Sunday 11 September), the Rugby World Cup in
New Zealand (9 September to 23 October: England 16-12 Scotland on Saturday 1 October, England out to
France on Saturday 8 October, Wales out to France on Saturday 15 October, the All Blacks 8-7 in the final
on Sunday 23 October), the Great North Run (Sunday 18 September), the October heat (Saturday 1 October),
Man Utd 1-6 Man City (Sunday 23 October), the autumn half term (from Monday 24 October), Diwali
(Wednesday 26 October), the clocks going back (Sunday 30 October), Halloween (Monday 31 October),
Movember, Bonfire Night (Saturday 5 November), Remembrance Sunday (13 November), Children in Need
(Friday 18 November), St Andrew's Day and the public sector strike (Wednesday 30 November), the storm of
Thursday 8 December in Scotland, Christmas Day (Sunday) and the bank holidays of Monday 26 and Tuesday
27 December. The story messages are written the way people text: lowercase, typos, run-ons, emoji,
shorthand and slang (croquet "the hoop", "the lawn", "the mallet", "the ladder", "golf croquet",
"handicap"; aikido "breakfall", "ukemi", "seiza", "kyu", "uke", "tori", "the dojo"; wakeboarding "the
cable", "the kicker", "the start dock", "the handle", "backroll", "two-tower"; aerial silks "the climb",
"foot locks", "the drop", "inverts", "the lyra", "the hip key"), Devon, Fife, Lincolnshire and
Shropshire English, mixed units (kg, bpm, steps, mmHg, ratio, mU/L, mmol/mol, mmol/L, ug/L, ng/L),
negations, revisions later (a heart "like a drum solo", then atrial fibrillation; an elbow "like
toothache", then tennis elbow; a tick, then Lyme disease; "indigestion", then gallstones; a "crack",
then a broken collarbone; "tired and cold", then an underactive thyroid; a finger "bent backwards",
then a fracture; a knee that "locks", then a torn meniscus; "seeing stars", then concussion; a thumb
"bent back", then a skier's thumb; a kneecap "popped out", then a patellar dislocation; "wheezy", then
asthma; a back that "went", then a slipped disc; "dizzy", then anaemia; a finger "locking", then a
trigger finger; "zigzag lines", then migraine; a shoulder "stiff as a board", then a frozen shoulder),
plans lying after the period, facts only in the coach's reply, only in a note, only in a transcript or
only in a lab panel, a relative or partner writing for every client, nicknames (Leo, Pru, Lorky, Con,
Izzy, Dougie, Jay, Sas, Roy, Kace, Jas, Wilf) and elbow, knee, collarbone, finger, thumb, kneecap, leg,
shoulder and ribs with sides. The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind36_tags.json` maps the
story tags to message ids for the question list (bench/answers_data/blind36_questions.py).

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
OUT, TAGS_OUT = HERE / "blind36.json", HERE / "blind36_tags.json"
YEAR = 2011
START, END = datetime(2011, 7, 1, 7, 0), datetime(2011, 12, 31, 21, 0)
ASKED_AT = "2012-01-03T08:00:00Z"

TRAINERS = [
    {"id": "coach-cressida", "displayName": "Cressida Blenkinsop", "email": "cressida.blenkinsop@example.com", "short": "cressida"},
    {"id": "coach-mungo", "displayName": "Mungo Rattray", "email": "mungo.rattray@example.com", "short": "mungo"},
    {"id": "coach-tegan", "displayName": "Tegan Ashdown", "email": "tegan.ashdown@example.com", "short": "tegan"},
    {"id": "coach-odette", "displayName": "Odette Villiers", "email": "odette.villiers@example.com", "short": "odette"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("cressida", "lionel-quarmby", "Lionel Quarmby", "lionel"),
    ("cressida", "prudence-lazenby", "Prudence Lazenby", "prudence"),
    ("cressida", "lorcan-stainthorpe", "Lorcan Stainthorpe", "lorcan"),
    ("mungo", "conall-kinnear", "Conall Kinnear", "conall"),
    ("mungo", "isobel-guthrie", "Isobel Guthrie", "isobel"),
    ("mungo", "dougal-tuckwell", "Dougal Tuckwell", "dougal"),
    ("tegan", "jayden-pettifer", "Jayden Pettifer", "jayden"),
    ("tegan", "saskia-haverstock", "Saskia Haverstock", "saskia"),
    ("tegan", "royston-fairclough", "Royston Fairclough", "royston"),
    ("odette", "kacey-uttley", "Kacey Uttley", "kacey"),
    ("odette", "jasmine-pickersgill", "Jasmine Pickersgill", "jasmine"),
    ("odette", "wilfred-cleverley", "Wilfred Cleverley", "wilfred"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("lionel", "lorcan", "isobel", "jayden", "royston", "jasmine")

PROFILES = [
    {"clientId": "lionel-quarmby", "age": 71, "goal": "A handicap of 10 and the top of the golf croquet ladder",
     "dietaryRestrictions": ["warfarin: keep the greens steady, no cranberry juice"],
     "injuries": ["atrial fibrillation (ECG at the RD&E 18 July 2011): bisoprolol, warfarin from 22 July 2011, INR target 2 to 3",
                  "cardioversion booked 15 February 2012"],
     "notes": "Croquet, Budleigh Salterton. Retired bank manager from Sidmouth. Known as Leo. Wife Verity."},
    {"clientId": "prudence-lazenby", "age": 63, "goal": "Under 78 kg and the club handicap tournament",
     "dietaryRestrictions": [],
     "injuries": ["right tennis elbow (lateral epicondylitis, physio 11 August 2011): a strap, a lighter mallet",
                  "Lyme disease (tick bite, GP 26 August 2011): doxycycline 3 weeks, out of the sun"],
     "notes": "Croquet, Budleigh Salterton. Retired headteacher from Exmouth. Known as Pru. Husband Humphrey."},
    {"clientId": "lorcan-stainthorpe", "age": 39, "goal": "Blood pressure under 140",
     "dietaryRestrictions": ["low fat (gallstones)"],
     "injuries": ["high blood pressure (152, July 2011): ramipril 2.5 mg from 5 August 2011",
                  "gallstones (ultrasound at the RD&E 10 October 2011), laparoscopic cholecystectomy 14 November 2011: no lifting 4 weeks"],
     "notes": "Croquet, Budleigh Salterton. Landscape gardener in Otterton. Known as Lorky. Wife Nessa."},
    {"clientId": "conall-kinnear", "age": 29, "goal": "5th kyu in March",
     "dietaryRestrictions": [],
     "injuries": ["left collarbone fracture, mid-shaft (breakfall, 10 September 2011, Queen Margaret Hospital): sling 6 weeks, no breakfalls or rolls 3 months"],
     "notes": "Aikido, Dunfermline. Software tester in Rosyth. Known as Con. Girlfriend Greer."},
    {"clientId": "isobel-guthrie", "age": 44, "goal": "7,500 steps a day and her 5th kyu",
     "dietaryRestrictions": ["levothyroxine on an empty stomach, coffee half an hour after"],
     "injuries": ["underactive thyroid (TSH 9.8, July 2011): levothyroxine 50 mcg from 2 August 2011",
                  "left little finger fracture (caught in a sleeve, 22 October 2011): buddy strapping 3 weeks, no grabs with the left hand"],
     "notes": "Aikido, Dunfermline. Pharmacist in Inverkeithing. Known as Izzy. Husband Struan."},
    {"clientId": "dougal-tuckwell", "age": 57, "goal": "Under 95 kg before the knee op",
     "dietaryRestrictions": ["type 2 diabetes: less sugar and white bread, metformin with meals"],
     "injuries": ["type 2 diabetes (HbA1c 58 mmol/mol, July 2011): metformin 500 mg twice a day from 14 July 2011",
                  "right medial meniscus tear (MRI at Queen Margaret 7 November 2011): no kneeling or twisting, arthroscopy booked 20 March 2012"],
     "notes": "Aikido, Dunfermline. Bus driver. Known as Dougie. Wife Sharon."},
    {"clientId": "jayden-pettifer", "age": 22, "goal": "Land a backroll",
     "dietaryRestrictions": [],
     "injuries": ["concussion (fall off the kicker, 6 August 2011, Pilgrim Hospital A&E): no riding 3 weeks, then a graded return",
                  "right thumb ulnar collateral ligament sprain (skier's thumb, 1 October 2011): splint 4 weeks"],
     "notes": "Wakeboarding, Tattershall Lakes. Scaffolder from Coningsby. Known as Jay. Mum Lynsey."},
    {"clientId": "saskia-haverstock", "age": 26, "goal": "Ride the two-tower and teach the kids' sessions",
     "dietaryRestrictions": [],
     "injuries": ["left patellar dislocation (20 August 2011): brace 4 weeks, no riding 6 weeks, quads work",
                  "exercise-induced asthma (GP 16 September 2011): salbutamol before riding, beclometasone morning and night"],
     "notes": "Wakeboarding, Tattershall Lakes. Nursery nurse in Horncastle. Known as Sas. Boyfriend Reuben."},
    {"clientId": "royston-fairclough", "age": 52, "goal": "Stand up on the board next season",
     "dietaryRestrictions": ["less saturated fat (cholesterol)"],
     "injuries": ["high LDL cholesterol (4.6 mmol/L, August 2011): simvastatin 40 mg at night from 12 August 2011",
                  "L5/S1 slipped disc with left sciatica (MRI at Pilgrim Hospital 3 October 2011): naproxen, physio, no wakeboarding till spring"],
     "notes": "Wakeboarding, Tattershall Lakes. Electrician from Woodhall Spa. Known as Roy. Wife Beverley (Bev)."},
    {"clientId": "kacey-uttley", "age": 31, "goal": "Climb to the top and a drop at the Christmas show",
     "dietaryRestrictions": ["iron tablets with orange juice, no tea with meals"],
     "injuries": ["iron-deficiency anaemia (ferritin 8 ug/L, July 2011): ferrous sulphate from 19 July 2011",
                  "right ring trigger finger (GP 14 November 2011): steroid injection at the Princess Royal 1 December 2011, no gripping the silks a week"],
     "notes": "Aerial silks, Telford. Hairdresser in Madeley. Known as Kace. Sister Demi."},
    {"clientId": "jasmine-pickersgill", "age": 38, "goal": "Climb the silk and do a drop",
     "dietaryRestrictions": [],
     "injuries": ["migraine with aura (GP 14 September 2011): propranolol 40 mg twice a day, sumatriptan when one starts; no inversions on an aura day",
                  "bruised coccyx (fall from the silk, 19 November 2011, X-ray at the Princess Royal): no drops 4 weeks"],
     "notes": "Aerial silks, Telford. Accountant in Dawley. Known as Jas. Husband Anand."},
    {"clientId": "wilfred-cleverley", "age": 60, "goal": "Climb with both arms",
     "dietaryRestrictions": ["B12 injections"],
     "injuries": ["left frozen shoulder (adhesive capsulitis, GP 28 July 2011): physio, hydrodilatation at New Cross 8 November 2011",
                  "low vitamin B12 (150 ng/L, August 2011): injections"],
     "notes": "Aerial silks, Telford. Retired postman. Known as Wilf. Partner Piers."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "lionel": [
        L("07-05 10:00", "c", "good morning cressida, lionel quarmby, 71, retired bank manager in sidmouth. verity says i need a hobby that isn't the telly. played a bit of golf croquet on holiday. resting pulse about 90 on my watch", "lionel-intro"),
        L("07-05 10:30", "t", "Good morning Lionel! Golf croquet on Tuesday and Friday mornings on the top lawn, mallets are on the club. Flat shoes only, the greenkeeper is fierce.", "lionel-intro-coach"),
        L("07-14 16:00", "c", "heart went like a drum solo after the second hoop, all fluttery and skipping beats, had to sit on the bench", "lionel-flutter"),
        L("07-17 20:00", "c", "darren clarke won the open! 42 and a pint of guinness, there's hope for us all ⛳", "lionel-open"),
        L("07-18 18:00", "c", "hello cressida it's verity, lionel's wife. the gp sent him to the rd&e and the ecg says atrial fibrillation. they've started bisoprolol and want him on warfarin, and no croquet till the heart clinic has seen him. he's sulking in the conservatory x", "lionel-verity"),
        L("07-18 18:20", "t", "Thank you Verity. Gentle walks only for now, and I'll keep his place on the Friday ladder.", "lionel-verity-coach"),
        L("07-22 11:00", "c", "started warfarin today, 5 mg, blood tests every week at the surgery till it settles", "lionel-warfarin"),
        L("07-22 11:20", "t", "Tell me your INR each week. On warfarin you'll bruise easily: no jump shots and mind your shins.", "lionel-warfarin-coach"),
        L("08-10 12:00", "c", "inr came back 3.6, too high, they've dropped the dose to 4 mg", "lionel-inr"),
        L("08-29 15:00", "c", "bank holiday, grandchildren, croquet on our back lawn with a wonky hoop", "lionel-bankhol"),
        L("09-06 10:00", "c", "heart clinic cleared me to play, pulse 74 now 🙂", "lionel-cleared"),
        L("10-12 12:00", "c", "inr 2.5, bang in the middle, the nurse is pleased", "lionel-inr2"),
        L("11-13 12:00", "c", "remembrance sunday, laid the bank's wreath at the war memorial in sidmouth", "lionel-remembrance"),
        L("12-20 19:00", "c", "verity again: his pulse is 68 now and he's booked in for a cardioversion on 15 february at the rd&e. he's asked for a new mallet for christmas x", "lionel-verity2"),
        L("12-20 19:20", "t", "Lovely news, Verity. He's earned it; tell him the club handicap list goes up in March.", "lionel-verity2-coach"),
    ],
    "prudence": [
        L("07-03 17:00", "c", "hello cressida, prudence lazenby, 63, retired head of the primary in exmouth. 82 kg and the doctor wants less of me. watched djokovic win wimbledon and fancied a racket, humphrey says croquet is more my speed", "prudence-intro"),
        L("07-03 17:30", "t", "Hello Prudence! Beginners' association croquet on Wednesday afternoons. Bring a sunhat, the lawns are very exposed.", "prudence-intro-coach"),
        L("07-27 19:00", "c", "right elbow aches like toothache on the outside when i grip the mallet", "prudence-elbow"),
        L("08-11 18:00", "c", "physio says tennis elbow in my right arm, of all things! a strap below the elbow, squeezes and a lighter mallet", "prudence-te"),
        L("08-11 18:20", "t", "Then a lighter mallet and a centre grip, and ice it after play. Short games only for a fortnight.", "prudence-te-coach"),
        L("08-16 20:00", "c", "found a tick on the back of my knee after gardening, pulled it out with tweezers", "prudence-tick"),
        L("08-26 17:00", "c", "hello cressida, humphrey, pru's husband. a red ring came up round the bite like a bullseye and the gp says it's lyme disease. doxycycline for 3 weeks and keep out of the sun on the tablets. she's cross about the club tournament x", "prudence-humphrey"),
        L("08-26 17:20", "t", "Thank you Humphrey. Rest this week, then short games under the trees, long sleeves and factor 50 while she's on the doxycycline.", "prudence-humphrey-coach"),
        L("09-18 13:00", "c", "humphrey's nephew ran the great north run in 1:58, we watched on the telly looking for him", "prudence-gnr"),
        L("09-20 18:00", "c", "finished the doxycycline, rash gone, legs less achy", "prudence-lymedone"),
        L("10-01 16:00", "c", "29 degrees on the 1st of october! played in a sunhat and a vest", "prudence-heat"),
        L("11-05 21:00", "c", "bonfire night on the beach at exmouth, 78 kg 🎆", "prudence-bonfire"),
        L("12-02 17:00", "c", "elbow's fine now, strap's in the drawer", "prudence-elbowok"),
        L("12-23 18:00", "c", "humphrey again: she's 77 kg and wants the club handicap tournament in may. we're in lanzarote for new year x", "prudence-humphrey2"),
        L("12-23 18:20", "t", "Wonderful, Humphrey. Tell her May it is, and to take the sunhat.", "prudence-humphrey2-coach"),
    ],
    "lorcan": [
        L("07-07 19:00", "c", "evening cressida, lorcan stainthorpe, 39, landscape gardener in otterton. nurse took my blood pressure at a check up, 152, told me to get moving. i mow your lawns actually 😂", "lorcan-intro"),
        L("07-07 19:30", "t", "Evening Lorcan! Thursday evening golf croquet, and walk to the club if you can. Blood pressure readings in the app please.", "lorcan-intro-coach"),
        L("08-05 18:00", "c", "gp started me on ramipril 2.5 for the blood pressure, said a dry cough can be a side effect", "lorcan-ramipril"),
        L("08-05 18:20", "t", "Take it at the same time every day, and tell me if you get dizzy standing up from a shot.", "lorcan-ramipril-coach"),
        L("08-09 22:00", "c", "riots on the news all night, glad we're out in the sticks", "lorcan-riots"),
        L("09-24 20:00", "c", "pain under my right ribs after a chippy tea, like bad indigestion, went right through to my back", "lorcan-pain"),
        L("10-10 17:00", "c", "ultrasound at the rd&e says gallstones, they want my gallbladder out, keyhole. no fatty food meanwhile", "lorcan-gallstones"),
        L("10-10 17:20", "t", "Then low fat and small meals, and croquet's fine as long as it's not grumbling.", "lorcan-gallstones-coach"),
        L("10-23 18:00", "c", "city put six past united and the all blacks won by a point, what a sunday 🏉", "lorcan-sunday"),
        L("11-14 18:00", "c", "hello cressida, nessa, lorcan's wife. he had his gallbladder out this morning, keyhole at the rd&e, four little cuts. no lifting for 4 weeks and no mowing, so the lads are doing his rounds. he wants to know when he can play x", "lorcan-nessa"),
        L("11-14 18:20", "t", "Thank you Nessa. Walks from tomorrow, gentle roll shots in a fortnight, and full games when the surgeon says.", "lorcan-nessa-coach"),
        L("12-05 18:00", "c", "bp 134 at the nurse, under 140!", "lorcan-bp"),
        L("12-05 18:20", "t", "Under 140, Lorcan! That's the goal met.", "lorcan-bp-coach"),
        L("12-27 19:00", "c", "nessa again: he's back lifting sacks and ate his christmas dinner with no pain. he wants to enter the club doubles with leo in the spring x", "lorcan-nessa2"),
    ],
    "conall": [
        L("07-04 20:00", "c", "hi mungo, conall kinnear, 29, software tester in rosyth. did judo at school, want to try aikido. 76 kg", "conall-intro"),
        L("07-04 20:30", "t", "Hi Conall! Beginners on Mondays and Thursdays at the dojo. Just a gi for now, the hakama comes later.", "conall-intro-coach"),
        L("07-24 19:00", "c", "cadel evans won the tour, watched every mountain stage on the sofa 🚴", "conall-tour"),
        L("08-20 13:00", "c", "passed my 6th kyu!", "conall-6kyu"),
        L("09-10 12:00", "c", "landed on my left shoulder on a breakfall and heard a crack, can't lift my arm", "conall-crack"),
        L("09-10 21:00", "c", "hi mungo it's greer, con's girlfriend. queen margaret x-rayed him, a broken left collarbone, the middle bit. a sling for 6 weeks and no breakfalls for 3 months. he's trying to type one handed x", "conall-greer"),
        L("09-10 21:20", "t", "Thanks Greer. Sling, walking and leg work, and he can come and watch; no ukemi till I've seen the X-ray at three months.", "conall-greer-coach"),
        L("10-08 18:00", "c", "england out to france in the quarters, greer's french cousin is unbearable", "conall-rwc"),
        L("10-20 17:00", "c", "fracture clinic, x-ray shows it knitting, sling off, physio for the stiffness", "conall-slingoff"),
        L("10-20 17:20", "t", "Good. Weapons kata with the left arm low, and no rolls or breakfalls till December.", "conall-slingoff-coach"),
        L("11-18 22:00", "c", "children in need, the office raised £600 with a bake off", "conall-cin"),
        L("12-12 19:00", "c", "first forward roll since september, felt fine. 79 kg, too many mince pies", "conall-roll"),
        L("12-28 20:00", "c", "greer again: there's a lump on his collarbone where it healed, the physio says that's normal. he wants to grade for 5th kyu in march x", "conall-greer2"),
        L("12-28 20:20", "t", "A normal bit of new bone, Greer. March it is if the rolls stay comfortable.", "conall-greer2-coach"),
    ],
    "isobel": [
        L("07-06 09:00", "c", "morning mungo, isobel guthrie, 44, pharmacist in inverkeithing. always tired and always cold, struan says aikido will wake me up. 5000 steps on a good day", "isobel-intro"),
        L("07-06 09:30", "t", "Morning Isobel! Beginners on Mondays and Thursdays. We'll build your steps with a walk along the coast path.", "isobel-intro-coach"),
        L("07-28 18:00", "c", "blood test says underactive thyroid, tsh 9.8. that'll be the tired and cold then", "isobel-tsh"),
        L("08-02 18:00", "c", "started levothyroxine 50 mcg this morning, empty stomach, half an hour before my coffee", "isobel-levo"),
        L("08-02 18:20", "t", "Good. Don't expect miracles for a few weeks, and keep the walks going.", "isobel-levo-coach"),
        L("08-15 20:00", "c", "ramadan at the shop, our saturday girl is fasting and still lifting boxes, hats off", "isobel-ramadan"),
        L("09-11 12:00", "c", "ten years since 9/11, a minute's silence at church this morning", "isobel-911"),
        L("10-22 21:00", "c", "left little finger caught in uke's sleeve on a throw, bent backwards and swollen", "isobel-finger"),
        L("10-24 18:00", "c", "hi mungo, struan here, izzy's husband. the minor injuries at queen margaret say she's broken the little finger on her left hand. strapped to the next finger for 3 weeks, no grabbing with that hand. she's counting pills one handed x", "isobel-struan"),
        L("10-24 18:20", "t", "Thanks Struan. Footwork and tai sabaki, and she can be tori with the right hand only. No wrist grabs on the left.", "isobel-struan-coach"),
        L("11-09 18:00", "c", "tsh 2.1 now, normal! energy back, 7500 steps", "isobel-tsh2"),
        L("11-09 18:20", "t", "Normal, Isobel! And that's your steps target too.", "isobel-tsh2-coach"),
        L("11-30 19:00", "c", "st andrew's day, struan made cullen skink, strapping's off", "isobel-standrew"),
        L("12-08 22:00", "c", "what a storm! class cancelled, the trampoline's in next door's garden 🌬️", "isobel-storm"),
        L("12-22 18:00", "c", "struan again: 8000 steps today and she passed her 5th kyu on saturday. she wants the summer school in july x", "isobel-struan2"),
    ],
    "dougal": [
        L("07-08 18:00", "c", "mungo, dougal tuckwell, 57, drive the number 7 bus. 104 kg. gp says i'm type 2, hba1c 58, and sharon's signed me up for something", "dougal-intro"),
        L("07-08 18:30", "t", "Welcome Dougal! Thursday seniors' class, plenty of chairs round the edge of the mat. We'll get some of that weight off.", "dougal-intro-coach"),
        L("07-14 18:00", "c", "started metformin today, 500 twice a day with meals. stomach's not impressed", "dougal-metformin"),
        L("07-14 18:20", "t", "Take it with food, and keep a bit of fruit in your bag for class in case you feel shaky.", "dougal-metformin-coach"),
        L("09-26 19:00", "c", "right knee clicks and locks when i kneel in seiza, had to roll off it", "dougal-knee"),
        L("10-01 12:00", "c", "scotland out, 16-12 to england, sharon had to take the remote off me", "dougal-rugby"),
        L("11-07 18:00", "c", "hello mungo, sharon, dougal's wife. he had an mri of the right knee at queen margaret today, a torn cartilage, the meniscus. no kneeling and no twisting, and they'll do keyhole in march. he's driving me daft x", "dougal-sharon"),
        L("11-07 18:20", "t", "Thank you Sharon. He can sit on a chair instead of seiza and do the standing techniques; no suwari waza and no shikko till after the op.", "dougal-sharon-coach"),
        L("11-23 17:00", "c", "hba1c 49, the nurse says that's great. 100 kg on the clinic scales", "dougal-hba1c"),
        L("11-23 17:20", "t", "Down from 58, Dougal! The metformin and the Thursdays are working.", "dougal-hba1c-coach"),
        L("12-26 10:00", "c", "98 kg this boxing day morning, only the one plate of turkey yesterday", "dougal-boxing"),
        L("12-29 18:00", "c", "sharon again: the knee op's booked for 20 march at queen margaret. he wants his 5th kyu after it x", "dougal-sharon2"),
    ],
    "jayden": [
        L("07-02 18:00", "c", "yo tegan, jayden pettifer, 22, scaffolder from coningsby. been on a board twice, want to land a backroll by the end of the season. rhr 66 on my watch", "jayden-intro"),
        L("07-02 18:30", "t", "Hey Jayden! Cable sessions Tuesday and Thursday evenings and Saturday mornings. Helmet and impact vest every set, no exceptions.", "jayden-intro-coach"),
        L("07-24 20:00", "c", "first 180 off the kicker today!! 🏄", "jayden-180"),
        L("08-06 14:00", "c", "caught my edge on the kicker and smacked my head on the water, seeing stars, bit sick", "jayden-fall"),
        L("08-06 22:00", "c", "tegan it's lynsey, jayden's mum. pilgrim a&e says concussion. no riding for 3 weeks, no screens or booze, and back to the gp if the headaches get worse. he's in a dark room moaning about his cable pass x", "jayden-lynsey"),
        L("08-06 22:20", "t", "Thanks Lynsey. Full rest, then walking, then the bike, and he only rides again after a week with no headache.", "jayden-lynsey-coach"),
        L("08-09 23:00", "c", "listening to the riots on the radio, mum won't give me my phone back", "jayden-riots"),
        L("08-30 19:00", "c", "headaches gone a week, gp says i can ride again, helmet strapped tight", "jayden-back"),
        L("10-01 15:00", "c", "handle ripped out of my hand on a landing, right thumb bent back, swollen at the base", "jayden-thumb"),
        L("10-03 18:00", "c", "physio says i've sprained the ligament in my right thumb, a skier's thumb. splint for 4 weeks, no holding the handle", "jayden-ucl"),
        L("10-03 18:20", "t", "Then that's your season, Jay. Legs, core and the balance board, and we'll get that backroll in spring.", "jayden-ucl-coach"),
        L("10-31 21:00", "c", "halloween, went as a zombie scaffolder, splint and all 🎃", "jayden-halloween"),
        L("11-28 19:00", "c", "splint off, thumb a bit stiff. rhr 58 from all the bike work", "jayden-splintoff"),
        L("12-27 19:00", "c", "lynsey again: he's booked a cable park in thailand for february with his mates. christmas present to himself x", "jayden-lynsey2"),
        L("12-27 19:20", "t", "Tell him helmet on out there too, Lynsey, and to send me the backroll video.", "jayden-lynsey2-coach"),
    ],
    "saskia": [
        L("07-09 12:00", "c", "hi tegan! saskia haverstock, 26, nursery nurse in horncastle. reuben rides so i'm giving it a go. did gymnastics as a kid", "saskia-intro"),
        L("07-09 12:30", "t", "Hi Saskia! Beginners' cable on Saturday mornings, and the two-tower on Tuesdays once you're up. Wetsuit hire is at the hut.", "saskia-intro-coach"),
        L("08-20 16:00", "c", "left kneecap popped out sideways when i landed, went back in on its own, agony 😭", "saskia-knee"),
        L("08-22 18:00", "c", "hi tegan it's reuben, sas's boyfriend. the physio says her left kneecap dislocated and popped back. a brace for 4 weeks and no riding for 6 weeks, quads exercises every day. she's gutted about the comp x", "saskia-reuben"),
        L("08-22 18:20", "t", "Thanks Reuben. Straight leg raises and the bike with no resistance, and she can come and film the rest of us.", "saskia-reuben-coach"),
        L("08-29 13:00", "c", "bank holiday monday, watched reuben at the cable in my brace, carnival on the telly after", "saskia-bankhol"),
        L("09-12 18:00", "c", "chest goes tight and wheezy when the water's cold, coughing after every run", "saskia-wheeze"),
        L("09-16 18:00", "c", "gp says asthma brought on by exercise and the cold. blue inhaler before riding and a brown one morning and night", "saskia-asthma"),
        L("09-16 18:20", "t", "Blue inhaler in the hut every session, and a proper warm up on the bank before you get cold.", "saskia-asthma-coach"),
        L("10-04 18:00", "c", "back on the board, brace off, knee feels solid", "saskia-back"),
        L("10-26 20:00", "c", "diwali at my friend anjali's, so many sweets 🪔", "saskia-diwali"),
        L("11-05 20:00", "c", "fireworks over the lakes for bonfire night, wheezed in the smoke but the blue one sorted it", "saskia-bonfire"),
        L("12-18 18:00", "c", "reuben again: she's passed her instructor's course and the park want her teaching the kids' sessions next summer x", "saskia-reuben2"),
        L("12-18 18:20", "t", "Brilliant, Reuben. She'll be a natural with the little ones.", "saskia-reuben2-coach"),
    ],
    "royston": [
        L("07-11 19:00", "c", "now then tegan, royston fairclough, 52, sparky from woodhall spa. 96 kg. the lad's got me on a kneeboard and i want to stand up like him", "royston-intro"),
        L("07-11 19:30", "t", "Now then Royston! Tuesday evening beginners; we'll get you up off the start dock in no time.", "royston-intro-coach"),
        L("08-11 18:00", "c", "cholesterol test, ldl 4.6, gp wants me on simvastatin 40 from tomorrow", "royston-ldl"),
        L("08-11 18:20", "t", "Take it at night. Tell me if your legs ache, and swap the bacon butty at the hut for the porridge.", "royston-ldl-coach"),
        L("08-29 16:00", "c", "bank holiday bbq at the lakes, the lad did a backroll for the crowd", "royston-bankhol"),
        L("09-17 11:00", "c", "cable yanked me forward on the start and my back went, pain shooting down my left leg to the ankle", "royston-back"),
        L("10-03 17:00", "c", "tegan it's bev, roy's wife. the mri at pilgrim today says a slipped disc at the bottom, l5 s1, pressing on the nerve. naproxen, physio and no wakeboarding the rest of the season. he's walking like john wayne x", "royston-bev"),
        L("10-03 17:20", "t", "Thanks Bev. Short walks every hour, the physio's McKenzie exercises, and no lifting with a bent back at work.", "royston-bev-coach"),
        L("10-30 09:00", "c", "clocks went back, extra hour in bed, leg's calmer", "royston-clocks"),
        L("11-15 18:00", "c", "ldl 3.1 now, gp's happy. 93 kg", "royston-ldl2"),
        L("11-15 18:20", "t", "Down from 4.6, Roy! Keep the porridge going.", "royston-ldl2-coach"),
        L("12-10 17:00", "c", "no more pins and needles in the foot, back up ladders at work", "royston-better"),
        L("12-26 18:00", "c", "bev again: 92 kg on boxing day after all that! he wants to stand up on the board next season and he's booked a pilates class in january x", "royston-bev2"),
    ],
    "kacey": [
        L("07-01 19:00", "c", "hiya odette, kacey uttley, 31, hairdresser in madeley. saw your silks show at the carnival and i'm hooked. rhr 78 which my watch says is rubbish", "kacey-intro"),
        L("07-01 19:30", "t", "Hiya Kacey! Beginners on Wednesday nights at the studio in Ironbridge. Leggings, long sleeves and no jewellery on the silks.", "kacey-intro-coach"),
        L("07-13 21:00", "c", "went dizzy halfway up the climb and had to slide down, heart pounding, so tired lately", "kacey-dizzy"),
        L("07-19 18:00", "c", "blood test says anaemia, ferritin 8, my iron stores are empty. ferrous sulphate three times a day", "kacey-ferritin"),
        L("07-19 18:20", "t", "No climbing above head height till you feel better, and take the iron with orange juice, not tea.", "kacey-ferritin-coach"),
        L("08-08 20:00", "c", "riots on the news, shut the salon early just in case", "kacey-riots"),
        L("09-03 12:00", "c", "climbed to the top today without seeing stars! 🙌", "kacey-top"),
        L("10-25 18:00", "c", "ferritin 45, back in the normal range. rhr 70", "kacey-ferritin2"),
        L("10-25 18:20", "t", "Back in range, Kacey! Now we can start on the drops.", "kacey-ferritin2-coach"),
        L("11-03 19:00", "c", "right ring finger keeps locking bent in the mornings, have to click it straight, the scissors don't help", "kacey-finger"),
        L("11-14 18:00", "c", "gp says trigger finger in my right ring finger, referred for an injection", "kacey-trigger"),
        L("12-01 18:00", "c", "hiya odette it's demi, kacey's sister. she's had the steroid injection in her finger at the princess royal today. no gripping the silks for a week, and it might take a few weeks to work. she's already moaning about the christmas show x", "kacey-demi"),
        L("12-01 18:20", "t", "Thanks Demi. A week off the silks, then the lyra with a loose grip, and she can still do the floor routine at the show.", "kacey-demi-coach"),
        L("12-17 21:00", "c", "christmas show done, did my first drop!! rhr 66", "kacey-show"),
        L("12-28 18:00", "c", "demi again: the finger's not locking anymore. she's signed up for the intermediate course in january x", "kacey-demi2"),
    ],
    "jasmine": [
        L("07-10 20:00", "c", "hi odette, jasmine pickersgill, 38, accountant in dawley. office job, no upper body strength at all. 71 kg. my niece does silks and makes it look easy", "jasmine-intro"),
        L("07-10 20:30", "t", "Hi Jasmine! Beginners on Wednesdays, and conditioning on Sunday mornings for the grip. No rings or watches on the fabric.", "jasmine-intro-coach"),
        L("08-25 21:00", "c", "zigzag lines in my eyes then a thumping headache on one side, had to lie in the dark", "jasmine-zigzag"),
        L("09-14 18:00", "c", "gp says migraine with aura. propranolol 40 twice a day to stop them, sumatriptan when one starts", "jasmine-migraine"),
        L("09-14 18:20", "t", "Then no inversions on a day you've had an aura, and keep water and a snack in your bag. The propranolol keeps your heart rate low, so don't chase it.", "jasmine-migraine-coach"),
        L("10-26 21:00", "c", "diwali at anand's parents, lamps on every step, ate my body weight in barfi", "jasmine-diwali"),
        L("11-19 20:00", "c", "slid off the silk on a drop and landed on my bum, tailbone is agony", "jasmine-fall"),
        L("11-20 18:00", "c", "hi odette, anand, jas's husband. the princess royal x-rayed her tailbone, bruised not broken. a ring cushion and painkillers, and no drops for 4 weeks. she's sitting on a rubber ring at work x", "jasmine-anand"),
        L("11-20 18:20", "t", "Thanks Anand. Conditioning on the floor and standing, and no drops or sitting in the hip key till it's comfortable.", "jasmine-anand-coach"),
        L("12-02 19:00", "c", "no migraines since october, 69 kg", "jasmine-nomigraine"),
        L("12-24 18:00", "c", "anand again: 68 kg and she can sit through a film now. she's booked the aerial retreat in spain for may x", "jasmine-anand2"),
        L("12-24 18:20", "t", "She'll love it, Anand. Tell her to pack her own tape.", "jasmine-anand2-coach"),
    ],
    "wilfred": [
        L("07-12 10:00", "c", "morning odette, wilfred cleverley, 60, retired postie. walked 6000 steps a day for 40 years and now i'm bored. piers bought me a silks taster for my birthday", "wilfred-intro"),
        L("07-12 10:30", "t", "Morning Wilfred! The over-fifties class on Friday mornings: low silks and a big crash mat.", "wilfred-intro-coach"),
        L("07-20 11:00", "c", "left shoulder's stiff as a board, can't reach my back pocket or do my belt up behind", "wilfred-shoulder"),
        L("07-28 17:00", "c", "gp says frozen shoulder on the left, physio and patience, it can take a year or two", "wilfred-frozen"),
        L("07-28 17:20", "t", "Then right-arm climbs and foot locks, and the pendulum swings the physio gives you every day. Nothing forced on the left.", "wilfred-frozen-coach"),
        L("08-17 18:00", "c", "pins and needles in my feet and knackered, blood test says my b12 is low, 150. jabs to start", "wilfred-b12"),
        L("08-17 18:20", "t", "Good they found it. Easy classes till the jabs kick in.", "wilfred-b12-coach"),
        L("08-29 13:00", "c", "bank holiday, piers dragged me round ironbridge gorge, 11000 steps 😅", "wilfred-bankhol"),
        L("09-18 12:00", "c", "watched the great north run, my old sorting office ran it for the hospice", "wilfred-gnr"),
        L("11-01 09:00", "c", "growing a tache for movember, piers hates it", "wilfred-movember"),
        L("11-08 17:00", "c", "hello odette, piers, wilf's partner. he had the hydrodilatation at new cross this morning, a big injection to stretch the shoulder. physio within 2 days, no hanging from that arm for a fortnight. he's already lifting the shopping x", "wilfred-piers"),
        L("11-08 17:20", "t", "Thank you Piers. Physio exercises three times a day and low work with the right arm in class.", "wilfred-piers-coach"),
        L("12-06 18:00", "c", "b12 420 now, the tingling in my feet's gone. 9000 steps most days", "wilfred-b12b"),
        L("12-06 18:20", "t", "From 150 to 420, Wilf! Keep the jabs going.", "wilfred-b12b-coach"),
        L("12-30 18:00", "c", "piers again: the shoulder reaches his back pocket now! we've booked our civil partnership for june x", "wilfred-piers2"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-cressida-croquet", "trainer": "cressida", "members": ["lionel", "prudence", "lorcan"],
        "lines": [
            L("07-01 09:00", "t", "Budleigh croquet 🌿 Lawn times, the ladder and news here.", "g-croquet-start"),
            L("07-19 10:00", "lionel", "heart's gone funny, off the lawn for a bit", "g-lionel-heart"),
            L("08-27 10:00", "prudence", "lyme disease from a tick! check your ankles everyone", "g-prudence-lyme"),
            L("11-15 10:00", "lorcan", "gallbladder out, back in a fortnight", "g-lorcan-gallbladder"),
            L("12-21 10:00", "lionel", "cardioversion in february, new mallet for christmas", "g-lionel-cardioversion"),
        ],
    },
    {
        "id": "chat-mungo-aikido", "trainer": "mungo", "members": ["conall", "isobel", "dougal"],
        "lines": [
            L("07-01 09:00", "t", "Dunfermline aikido 🥋 Class times, gradings and news here.", "g-aikido-start"),
            L("09-11 10:00", "conall", "broke my collarbone on a breakfall, out till christmas", "g-conall-collarbone"),
            L("10-25 10:00", "isobel", "broken pinky, tori with one hand 🙈", "g-isobel-finger"),
            L("11-08 10:00", "dougal", "torn cartilage, it's the chair for me", "g-dougal-knee"),
            L("12-18 10:00", "isobel", "passed 5th kyu!!", "g-isobel-kyu"),
        ],
    },
    {
        "id": "chat-tegan-wake", "trainer": "tegan", "members": ["jayden", "saskia", "royston"],
        "lines": [
            L("07-01 09:00", "t", "Tattershall wake crew 🏄 Cable times, comps and news here.", "g-wake-start"),
            L("08-07 10:00", "jayden", "concussed, off 3 weeks 🤕", "g-jayden-concussion"),
            L("08-23 10:00", "saskia", "dislocated kneecap, on filming duty", "g-saskia-knee"),
            L("10-04 10:00", "royston", "slipped disc, season over", "g-royston-disc"),
            L("12-19 10:00", "saskia", "teaching the kids next summer!!", "g-saskia-teaching"),
        ],
    },
    {
        "id": "chat-odette-silks", "trainer": "odette", "members": ["kacey", "jasmine", "wilfred"],
        "lines": [
            L("07-01 09:00", "t", "Telford silks 🎪 Classes, the Christmas show and news here.", "g-silks-start"),
            L("07-20 10:00", "kacey", "anaemic, climbing low for now", "g-kacey-anaemia"),
            L("07-29 10:00", "wilfred", "frozen shoulder, the one armed wonder", "g-wilfred-shoulder"),
            L("11-21 10:00", "jasmine", "fell on my tailbone, ring cushion life", "g-jasmine-tailbone"),
            L("12-18 10:00", "kacey", "first drop at the show!!", "g-kacey-drop"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("cressida", "lionel", "2011-07-08", "Lionel (71): retired bank manager. Resting HR 90. Golf croquet handicap 16. Stands well, stiff bending to the ball."),
    ("cressida", "lionel", "2011-12-21", "Lionel: atrial fibrillation (ECG at the RD&E 18 July), bisoprolol, warfarin from 22 July. INR 3.6 (August) to 2.5 (October). Resting HR 68. Handicap 12. Cardioversion 15 February. No jump shots."),
    ("cressida", "prudence", "2011-07-06", "Prudence (63): retired headteacher. Weight 82 kg. Grip right 22 kg. Good eye, rushes her swing."),
    ("cressida", "prudence", "2011-12-19", "Prudence: right tennis elbow (physio 11 August), strap and a lighter mallet, settled by December. Lyme disease (GP 26 August), doxycycline 3 weeks, clear. Weight 77 kg. Grip right 26 kg. Handicap tournament May."),
    ("cressida", "lorcan", "2011-07-09", "Lorcan (39): landscape gardener. BP 152/94. Waist 98 cm. Strong, heavy-handed with the mallet."),
    ("cressida", "lorcan", "2011-12-20", "Lorcan: ramipril from 5 August, BP 134/84. Gallstones on ultrasound (RD&E, 10 October), laparoscopic cholecystectomy 14 November. Waist 94 cm. Club doubles in spring."),
    ("mungo", "conall", "2011-07-07", "Conall (29): software tester. Weight 76 kg. Judo background, good breakfalls on the right, stiff on the left."),
    ("mungo", "conall", "2011-12-19", "Conall: left mid-shaft clavicle fracture 10 September (Queen Margaret), sling 6 weeks, healing on X-ray 20 October. Rolls from 12 December. Weight 79 kg. Shoulder flexion left 160, right 175 degrees. 5th kyu grading March."),
    ("mungo", "isobel", "2011-07-08", "Isobel (44): pharmacist. 5,000 steps. Tired, feels the cold. Rolls both sides, slowly."),
    ("mungo", "isobel", "2011-12-21", "Isobel: underactive thyroid (TSH 9.8, July), levothyroxine 50 mcg from 2 August, TSH 2.1 in November. Left little finger fracture 22 October, buddy strapping 3 weeks. 8,000 steps. Passed 5th kyu 17 December. Summer school July."),
    ("mungo", "dougal", "2011-07-11", "Dougal (57): bus driver. Weight 104 kg. HbA1c 58. Sit to stand 30 s: 10. Stiff hips, a kind uke."),
    ("mungo", "dougal", "2011-12-20", "Dougal: type 2 diabetes, metformin from 14 July, HbA1c 58 to 49. Right medial meniscus tear on MRI 7 November, arthroscopy 20 March. Weight 99 kg. Sit to stand 30 s: 14. No kneeling."),
    ("tegan", "jayden", "2011-07-05", "Jayden (22): scaffolder. Resting HR 66. Rides regular. Jumps with straight legs. Wants a backroll."),
    ("tegan", "jayden", "2011-12-19", "Jayden: concussion 6 August (Pilgrim A&E), riding again 30 August. Right thumb ulnar collateral ligament sprain 1 October, splint 4 weeks, season over. Resting HR 58. Single leg balance 45 s. Thailand February."),
    ("tegan", "saskia", "2011-07-12", "Saskia (26): nursery nurse. Peak flow 420. Flexible, good balance, scared of the kicker. Rides goofy."),
    ("tegan", "saskia", "2011-12-14", "Saskia: left patellar dislocation 20 August, brace 4 weeks, riding again 4 October. Exercise-induced asthma (GP 16 September): salbutamol before riding, beclometasone twice a day. Peak flow 380 in September, 460 now. Single leg squats left 8, right 12. Teaching the kids next summer."),
    ("tegan", "royston", "2011-07-13", "Royston (52): electrician. Weight 96 kg. Waist 104 cm. Strong arms, pulls against the cable."),
    ("tegan", "royston", "2011-12-15", "Royston: L5/S1 disc prolapse with left sciatica (MRI at Pilgrim 3 October), naproxen, physio, no riding till spring. Simvastatin from 12 August, LDL 4.6 to 3.1. Weight 92 kg. Waist 100 cm. Pilates January."),
    ("odette", "kacey", "2011-07-04", "Kacey (31): hairdresser. Resting HR 78. Climbs 3 m. Good shoulders, weak grip. Inverts from the floor."),
    ("odette", "kacey", "2011-12-20", "Kacey: iron-deficiency anaemia (ferritin 8, July), ferrous sulphate, ferritin 45 in October. Right ring trigger finger, steroid injection at the Princess Royal 1 December. Resting HR 66. Climbs 6 m. First drop at the Christmas show. Intermediate course January."),
    ("odette", "jasmine", "2011-07-12", "Jasmine (38): accountant. Weight 71 kg. Dead hang 8 s. Can't climb yet. Good flexibility."),
    ("odette", "jasmine", "2011-12-16", "Jasmine: migraine with aura (GP 14 September), propranolol 40 mg twice a day, none since October. Bruised coccyx 19 November (X-ray at the Princess Royal), no drops 4 weeks. Weight 68 kg. Dead hang 35 s. Climbs 5 m. Spain retreat May."),
    ("odette", "wilfred", "2011-07-15", "Wilfred (60): retired postman. 6,000 steps. Grip right 38 kg, left 30 kg. Climbs 2 m. Good legs."),
    ("odette", "wilfred", "2011-12-19", "Wilfred: left frozen shoulder (GP 28 July), hydrodilatation at New Cross 8 November, flexion left 120 to 150 degrees. B12 150 to 420, injections. 9,000 steps. Civil partnership June."),
]

TRANSCRIPTS = [
    {
        "id": "tr-cressida-lionel-20110726", "trainer": "cressida", "client": "lionel", "startedAt": "2011-07-26T10:00:00Z",
        "title": "Call with Lionel and Verity: on warfarin",
        "lines": [
            ("Coach", 0, "How are you feeling on the new tablets, Leo?"),
            ("Lionel", 4, "Tired, and my ankles are a bit puffy by teatime."),
            ("Verity", 9, "The anticoagulation nurse said no cranberry juice, keep his greens the same every week, and he's to carry the yellow book everywhere in case he has a fall."),
            ("Coach", 14, "Then walks on the flat and putting practice on the croquet lawn at home. Nothing that gets your heart racing till the clinic says."),
            ("Lionel", 20, "Can I still referee on Fridays?"),
            ("Coach", 24, "You can referee from the bench, yes."),
        ],
    },
    {
        "id": "tr-mungo-dougal-20111109", "trainer": "mungo", "client": "dougal", "startedAt": "2011-11-09T18:00:00Z",
        "title": "Call with Dougal and Sharon: after the MRI",
        "lines": [
            ("Coach", 0, "How's the knee, Dougie?"),
            ("Dougal", 4, "Fine walking, but it catches on the stairs."),
            ("Sharon", 9, "The surgeon said they'll trim the torn bit, he'll be on crutches a few days and off the bus for two weeks, and he's to keep his sugars steady before the op."),
            ("Coach", 14, "Then strong thighs before March: chair squats and the bike."),
            ("Dougal", 20, "Can I still do the weapons?"),
            ("Coach", 24, "Jo and bokken standing up, yes."),
        ],
    },
    {
        "id": "tr-tegan-royston-20111005", "trainer": "tegan", "client": "royston", "startedAt": "2011-10-05T18:00:00Z",
        "title": "Call with Royston and Bev: after the MRI",
        "lines": [
            ("Coach", 0, "How's the back, Roy?"),
            ("Royston", 4, "Sitting's the worst. The van's a killer."),
            ("Bev", 9, "The consultant said most discs settle in six to twelve weeks, and if he goes numb in the saddle area or can't wee he goes straight to A&E, and he's to stop sleeping on the sofa."),
            ("Coach", 14, "Then walking little and often and the press-ups on the floor. No bending into the van for the tools."),
            ("Royston", 20, "Can I still come to the lakes?"),
            ("Coach", 24, "Come and run the start dock for me on Saturdays."),
        ],
    },
    {
        "id": "tr-odette-kacey-20110721", "trainer": "odette", "client": "kacey", "startedAt": "2011-07-21T19:00:00Z",
        "title": "Call with Kacey and Demi: the anaemia",
        "lines": [
            ("Coach", 0, "How are you feeling, Kace?"),
            ("Kacey", 4, "Like my legs are full of sand."),
            ("Demi", 9, "The nurse said heavy periods are the likely cause, she's to see the gynae if the iron doesn't come up, and the tablets turn everything black so don't panic."),
            ("Coach", 14, "Then floor conditioning and low climbs with the crash mat under you."),
            ("Kacey", 20, "Can I still do the foot locks?"),
            ("Coach", 24, "Yes, at the bottom of the silk."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("lionel", "2011-07-29", 6.0, 7, 30, "Heart."),
    ("lionel", "2011-10-14", 7.5, 3, 85, "Lawn."),
    ("prudence", "2011-08-12", 7.0, 5, 50, "Elbow."),
    ("prudence", "2011-09-02", 6.0, 6, 30, "Tablets."),
    ("lorcan", "2011-08-19", 6.5, 6, 60, "Work."),
    ("lorcan", "2011-11-25", 7.0, 5, 40, "Scars."),
    ("conall", "2011-09-16", 5.0, 7, 20, "Sling."),
    ("conall", "2011-11-25", 7.0, 4, 75, "Kata."),
    ("isobel", "2011-07-22", 9.0, 5, 50, "Tired."),
    ("isobel", "2011-10-28", 7.0, 5, 60, "Finger."),
    ("dougal", "2011-07-29", 6.0, 6, 50, "Tablets."),
    ("dougal", "2011-11-11", 6.5, 6, 60, "Knee."),
    ("jayden", "2011-08-12", 10.0, 6, 10, "Headache."),
    ("jayden", "2011-10-07", 7.0, 6, 40, "Thumb."),
    ("saskia", "2011-08-26", 6.0, 7, 20, "Knee."),
    ("saskia", "2011-09-23", 7.5, 4, 70, "Inhalers."),
    ("royston", "2011-08-19", 7.0, 4, 75, "Kneeboard."),
    ("royston", "2011-09-30", 4.5, 8, 20, "Back."),
    ("kacey", "2011-07-22", 9.0, 6, 40, "Tired."),
    ("kacey", "2011-12-09", 7.0, 5, 60, "Finger."),
    ("jasmine", "2011-08-26", 6.0, 7, 50, "Headaches."),
    ("jasmine", "2011-11-25", 6.5, 5, 40, "Tailbone."),
    ("wilfred", "2011-08-19", 7.0, 5, 50, "Shoulder."),
    ("wilfred", "2011-11-11", 6.5, 4, 70, "Injection."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("prudence", "weight", "kg", "2011-07-04", "2011-12-26", 7, 82.0, 77.0, 0.3),
    ("conall", "weight", "kg", "2011-07-04", "2011-12-26", 7, 76.0, 79.0, 0.3),
    ("dougal", "weight", "kg", "2011-07-11", "2011-12-26", 7, 104.0, 98.0, 0.4),
    ("royston", "weight", "kg", "2011-07-11", "2011-12-26", 7, 96.0, 92.0, 0.4),
    ("jasmine", "weight", "kg", "2011-07-11", "2011-12-26", 7, 71.0, 68.0, 0.3),
    ("lionel", "resting_heart_rate", "bpm", "2011-07-04", "2011-12-26", 7, 90.0, 68.0, 1.5),
    ("jayden", "resting_heart_rate", "bpm", "2011-07-04", "2011-12-26", 7, 66.0, 58.0, 1.0),
    ("kacey", "resting_heart_rate", "bpm", "2011-07-04", "2011-12-26", 7, 78.0, 66.0, 1.0),
    ("lorcan", "systolic_bp", "mmHg", "2011-07-11", "2011-12-26", 7, 152.0, 134.0, 2.0),
    ("isobel", "steps", "steps", "2011-07-04", "2011-12-26", 7, 5000, 8000, 300),
    ("wilfred", "steps", "steps", "2011-07-18", "2011-12-26", 7, 6000, 9000, 300),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("prudence", "goal-cressida-prudence-weight", "weight", 78.0, "kg", "2011-12-31", "achieved"),
    ("lorcan", "goal-cressida-lorcan-bp", "systolic_bp", 140, "mmHg", "2011-12-31", "achieved"),
    ("isobel", "goal-mungo-isobel-steps", "steps", 7500, "steps", "2011-12-31", "achieved"),
    ("dougal", "goal-mungo-dougal-weight", "weight", 95.0, "kg", "2012-03-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("lionel", "2011-08-09", "INR", 3.6, "ratio", 2.0, 3.0),
    ("lionel", "2011-10-11", "INR", 2.5, "ratio", 2.0, 3.0),
    ("isobel", "2011-07-26", "TSH", 9.8, "mU/L", 0.4, 4.0),
    ("isobel", "2011-11-08", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("dougal", "2011-07-06", "HbA1c", 58, "mmol/mol", 20, 42),
    ("dougal", "2011-11-22", "HbA1c", 49, "mmol/mol", 20, 42),
    ("royston", "2011-08-10", "LDL cholesterol", 4.6, "mmol/L", 0, 3.0),
    ("royston", "2011-11-14", "LDL cholesterol", 3.1, "mmol/L", 0, 3.0),
    ("kacey", "2011-07-18", "Ferritin", 8, "ug/L", 15, 150),
    ("kacey", "2011-10-24", "Ferritin", 45, "ug/L", 15, 150),
    ("wilfred", "2011-08-15", "Vitamin B12", 150, "ng/L", 200, 900),
    ("wilfred", "2011-12-05", "Vitamin B12", 420, "ng/L", 200, 900),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta very much", "thanks", "👌", "🙂", "okey doke", "yes", "sorted ✅", "on my way", "paid", "cheerio", "hiya",
    "sorry, late again", "could we move it?", "what time friday?", "see you there", "will do", "grand",
    "oops wrong person", "smashing", "brill", "ha", "hehe", "noted", "you're a star", "only just seen this sorry",
    "same again next week?", "which gate?", "nearly there", "roadworks again", "thanks x", "aye fine",
    "all quiet here", "👏", "🤣", "is cash ok?", "och aye", "mint", "duck",
    "are we still on?", "battery died", "can't park anywhere", "held up at work", "ideal", "long day", "belter", "canny",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Moved it for you.", "Thanks for telling me.",
    "It's in the app.", "Put it in the app please.", "Enjoy your weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Same time as usual.", "Let me know if anything changes.", "Cash is fine.", "Not a problem.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20120103, health_seed=20120103, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
