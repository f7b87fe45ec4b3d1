#!/usr/bin/env python3
"""Build the thirty-ninth blind data set for the answer benchmark (bench/answers_data/blind39.json).

    functions/venv/bin/python -m bench.answers_data.build_blind39

Four trainers of kinds the other rosters do not have: a ceilidh dancing teacher in Rothbury (a
retired shepherd of 68 whose right big toe is "in a vice", then gout (uric acid 520 then 340 umol/L,
allopurinol), and a ringing in his ears, then tinnitus (a hearing test at Alnwick, a sound
generator), weight in kg, whose wife Evadne texts; a vet nurse of 27 who went over on her left ankle
in a strip the willow on 16 August, then a torn ankle ligament (a brace six weeks), and "shattered",
then glandular fever (a blood test on 6 November: no dancing a month, no contact sports for the
spleen), resting heart rate, whose boyfriend Ansel texts; a gamekeeper of 52 with a band of blisters
round his left side, then shingles (aciclovir), and a pain in his right side "like a knife", then a
kidney stone on a CT at Wansbeck on 19 November (lithotripsy booked 10 February), steps, whose
daughter Lettice texts), a real tennis coach in Leamington (a solicitor of 45 who dislocated his
right shoulder diving at the grille on 24 July (put back at Warwick, a sling three weeks), and a lump
in his groin, then an inguinal hernia mended by keyhole on 9 December, weight in kg, whose husband
Horatio texts; a teacher of 33 with headaches and zigzag lights, then migraine with aura
(sumatriptan; no combined pill), and pins and needles in her right hand at night, then carpal tunnel
syndrome on a nerve test on 3 December (a night splint), steps, whose mum Millicent texts; a retired
headmaster of 71 with a swollen right calf after a flight home from Portugal on 2 August, then a DVT
on a scan (warfarin three months), and a cloudy left eye, then a cataract taken out on 14 October,
systolic blood pressure from 148 to 134, whose nephew Lysander texts), a caving instructor in
Castleton (a cheesemaker of 39 who fell on a climb in Peak Cavern on 4 October, a broken left
collarbone (a sling six weeks), and "cold and sluggish", then an underactive thyroid (TSH 8.2 then
2.1 mU/L, levothyroxine), weight in kg, whose husband Ignatius texts; a climbing-shop worker of 24
who hit his head on a low roof on 9 August, then a concussion (no caving two weeks), and a pain under
his right heel, then plantar fasciitis (insoles, a night splint), resting heart rate, whose girlfriend
Jocasta texts; a librarian of 58 "puffed out on the ladders", then iron deficiency anaemia (ferritin 8
then 45 ug/L, ferrous sulphate), and white then blue fingers in the cold, then Raynaud's (thermal
gloves, nifedipine), steps, whose son Oswald texts), and a dodgeball coach in Chippenham (a retired
train driver of 62 whose right ring finger curls in, then Dupuytren's contracture (a needle
fasciotomy on 10 December), and an HbA1c of 58 then 49 mmol/mol, type 2 diabetes (metformin),
weight in kg, whose wife Sybil texts; a receptionist of 29 whose car was shunted on the A4 on 13
September, then whiplash (physio), and a sore left wrist at the thumb side, then De Quervain's
(a steroid injection on 5 November), steps, whose fiancé Cosmo texts; a retired vicar of 75 "saying
pardon all the time", then hearing aids in both ears (audiology 3 September), and the left side of
his face dropping, then Bell's palsy on 17 November (prednisolone; an eye patch at night), no health
readings, whose daughter Lucinda texts). 12 clients, 1 July to 31 December 2008 (asked on Monday 5
January 2009): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight of four clients, resting heart rate of two, steps
of four, systolic blood pressure of one, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-04 by helper h-blind39 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the thirty-eighth blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The period, July to December 2008, is one no other roster covers (a grep of every file of
bench/answers_data for a date of 2008 in ISO form finds none), so the questions asked on 5 January
2009 say "in july", "over the summer", "during the olympics", "in august", "on the bank holiday",
"the day lehman went under", "when the clocks went back", "on bonfire night", "on election night", "in
november", "in december", "in q3", "in q4" and name single days. Inside it (every weekday checked with Python's `datetime`): the Wimbledon men's final
(Sunday 6 July, Nadal over Federer), the Beijing Olympics (opening Friday 8 August; Bolt's 100 m
Saturday 16 August), the summer bank holiday (Monday 25 August), Lehman Brothers going bust (Monday
15 September), the Ryder Cup's last day (Sunday 21 September), the clocks going back (Sunday 26
October), Diwali (Tuesday 28 October), the October snow (Wednesday 29 October), Halloween (Friday 31
October), Lewis Hamilton's world title (Sunday 2 November), the American election (Tuesday 4
November), Bonfire Night (Wednesday 5 November), Remembrance Sunday (9 November), Children in Need
(Friday 14 November), St Andrew's Day (Sunday 30 November), Christmas Day (Thursday 25 December),
Boxing Day (Friday 26 December) and New Year's Eve (Wednesday 31 December). The story messages are
written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (ceilidh "the
caller", "strip the willow", "the dashing white sergeant", "a birl", "the set"; real tennis "the
dedans", "the grille", "the penthouse", "a chase", "a railroad serve"; caving "the pitch", "the
ladder", "a squeeze", "the SRT kit", "the sump", "a through trip"; dodgeball "the rush", "a
catch", "a headshot", "the line", "blocking"), Northumbrian, Warwickshire, Derbyshire and Wiltshire
English, mixed units (kg, bpm, steps, mmHg, umol/L, mU/L, ug/L, mmol/mol), negations, revisions later
(a toe "in a vice", then gout; a ringing, then tinnitus; an ankle gone over, then a torn ligament;
"shattered", then glandular fever; blisters, then shingles; a pain "like a knife", then a kidney
stone; a shoulder "out", then a dislocation; a lump, then a hernia; zigzag lights, then migraine;
pins and needles, then carpal tunnel; a fat calf, then a DVT; a cloudy eye, then a cataract; a fall,
then a broken collarbone; "cold and sluggish", then a thyroid; a bang on the head, then concussion;
a heel, then plantar fasciitis; "puffed out", then anaemia; white fingers, then Raynaud's; a curling
finger, then Dupuytren's; a sugar number, then diabetes; a shunt, then whiplash; a wrist, then De
Quervain's; "pardon", then hearing aids; a drooping face, then Bell's palsy), plans lying after the
period, facts only in the coach's reply, only in a note, only in a transcript or only in a lab panel,
a relative or partner writing for every client, nicknames (Cuddy, Minty, Morty, Perry, Clemmie, Bram,
Mena, Poldy, Effie, Augie, Hettie, Algy) and toe, ankle, side, shoulder, hand, calf, eye, collarbone,
heel, finger and wrist with sides. The everyday chatter comes from this builder's own pools with a
fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or
number a question asks about. Deterministic: two runs write byte-identical files. `blind39_tags.json`
maps the story tags to message ids for the question list (bench/answers_data/blind39_questions.py).

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
OUT, TAGS_OUT = HERE / "blind39.json", HERE / "blind39_tags.json"
YEAR = 2008
START, END = datetime(2008, 7, 1, 7, 0), datetime(2008, 12, 31, 21, 0)
ASKED_AT = "2009-01-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-ottoline", "displayName": "Ottoline Ravensworth", "email": "ottoline.ravensworth@example.com", "short": "ottoline"},
    {"id": "coach-lancelot", "displayName": "Lancelot Vavasour", "email": "lancelot.vavasour@example.com", "short": "lancelot"},
    {"id": "coach-swithin", "displayName": "Swithin Ayscough", "email": "swithin.ayscough@example.com", "short": "swithin"},
    {"id": "coach-hildebrand", "displayName": "Hildebrand Quarrington", "email": "hildebrand.quarrington@example.com", "short": "hildebrand"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("ottoline", "cuthbert-threlfall", "Cuthbert Threlfall", "cuthbert"),
    ("ottoline", "araminta-catchpole", "Araminta Catchpole", "araminta"),
    ("ottoline", "mortimer-gotobed", "Mortimer Gotobed", "mortimer"),
    ("lancelot", "peregrine-winterbottom", "Peregrine Winterbottom", "peregrine"),
    ("lancelot", "clementine-nettleship", "Clementine Nettleship", "clementine"),
    ("lancelot", "bertram-lightfoot", "Bertram Lightfoot", "bertram"),
    ("swithin", "philomena-shufflebotham", "Philomena Shufflebotham", "philomena"),
    ("swithin", "leopold-fitzroy", "Leopold Fitzroy", "leopold"),
    ("swithin", "euphemia-ramsbottom", "Euphemia Ramsbottom", "euphemia"),
    ("hildebrand", "augustus-sidebottom", "Augustus Sidebottom", "augustus"),
    ("hildebrand", "henrietta-pennycuick", "Henrietta Pennycuick", "henrietta"),
    ("hildebrand", "algernon-dymock", "Algernon Dymock", "algernon"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("cuthbert", "mortimer", "clementine", "philomena", "augustus", "algernon")

PROFILES = [
    {"clientId": "cuthbert-threlfall", "age": 68, "goal": "Under 85 kg and dance every set at the Rothbury Hogmanay ceilidh",
     "dietaryRestrictions": ["gout: no beer, go easy on red meat and shellfish, plenty of water"],
     "injuries": ["gout, right big toe (GP 21 July 2008, uric acid 520): colchicine for flares, allopurinol 100 mg daily from September",
                  "tinnitus, both ears (hearing test at Alnwick 2 October 2008): a sound generator at night, earplugs at loud ceilidhs"],
     "notes": "Ceilidh dancing, Rothbury. Retired hill shepherd from Thropton. Known as Cuddy. Wife Evadne."},
    {"clientId": "araminta-catchpole", "age": 27, "goal": "Dance strip the willow without the brace and get her fitness back",
     "dietaryRestrictions": [],
     "injuries": ["torn ligament, left ankle (went over in strip the willow 16 August 2008, A&E Alnwick): ankle brace 6 weeks, physio",
                  "glandular fever (blood test 6 November 2008): rest, no dancing 4 weeks, no contact sports 8 weeks for the spleen"],
     "notes": "Ceilidh dancing, Rothbury. Vet nurse in Alnwick. Known as Minty. Boyfriend Ansel."},
    {"clientId": "mortimer-gotobed", "age": 52, "goal": "10,000 steps a day and call a dance himself",
     "dietaryRestrictions": ["kidney stone: 3 litres of water a day, less salt, go easy on tea"],
     "injuries": ["shingles, left side of the chest (GP 12 September 2008): aciclovir 7 days, no dancing till the blisters crusted",
                  "kidney stone, right kidney, 7 mm (CT at Wansbeck 19 November 2008): lithotripsy booked 10 February 2009, painkillers"],
     "notes": "Ceilidh dancing, Rothbury. Gamekeeper on the Cragside side. Known as Morty. Daughter Lettice."},
    {"clientId": "peregrine-winterbottom", "age": 45, "goal": "Under 88 kg and a handicap under 40",
     "dietaryRestrictions": [],
     "injuries": ["dislocated right shoulder (dived at the grille 24 July 2008, put back in A&E at Warwick): sling 3 weeks, physio, no overhead serves till October",
                  "inguinal hernia, right side (repaired by keyhole 9 December 2008): no court 4 weeks, no lifting"],
     "notes": "Real tennis, Leamington. Solicitor in Warwick. Known as Perry. Husband Horatio."},
    {"clientId": "clementine-nettleship", "age": 33, "goal": "9,000 steps a day and her first club handicap match",
     "dietaryRestrictions": ["migraine: no red wine, regular meals, no skipping breakfast"],
     "injuries": ["migraine with aura (GP 8 September 2008): sumatriptan at the start, no combined pill",
                  "carpal tunnel syndrome, right hand (nerve test at Warwick 3 December 2008): night splint, steroid injection if no better"],
     "notes": "Real tennis, Leamington. Primary teacher in Kenilworth. Known as Clemmie. Mum Millicent."},
    {"clientId": "bertram-lightfoot", "age": 71, "goal": "Systolic under 140 and a doubles partner for the spring",
     "dietaryRestrictions": ["warfarin: no cranberry, the same greens every week"],
     "injuries": ["DVT, right calf (scan at Warwick 5 August 2008, after a flight from Faro): warfarin 3 months, INR checks",
                  "cataract, left eye (removed 14 October 2008): drops 4 weeks, no court 2 weeks"],
     "notes": "Real tennis, Leamington. Retired headmaster from Kenilworth. Known as Bram. Nephew Lysander."},
    {"clientId": "philomena-shufflebotham", "age": 39, "goal": "Under 70 kg and a through trip in the Peak Cavern system",
     "dietaryRestrictions": [],
     "injuries": ["broken left collarbone (fell on a climb in Peak Cavern 4 October 2008, Chesterfield Royal): sling 6 weeks, no caving 10 weeks",
                  "underactive thyroid (TSH 8.2, GP 28 August 2008): levothyroxine 50 mcg every morning"],
     "notes": "Caving, Castleton. Cheesemaker at Bradwell. Known as Mena. Husband Ignatius."},
    {"clientId": "leopold-fitzroy", "age": 24, "goal": "Lead a novice trip and learn SRT",
     "dietaryRestrictions": [],
     "injuries": ["concussion (hit his head on a low roof 9 August 2008, checked at Chesterfield Royal): no caving 2 weeks, no driving 48 hours",
                  "plantar fasciitis, right heel (GP 20 November 2008): insoles, calf stretches, a night splint"],
     "notes": "Caving, Castleton. Works at the climbing shop in Hathersage. Known as Poldy. Girlfriend Jocasta."},
    {"clientId": "euphemia-ramsbottom", "age": 58, "goal": "8,000 steps a day and the ladder pitch without stopping",
     "dietaryRestrictions": ["iron: ferrous sulphate with orange juice, no tea with meals"],
     "injuries": ["iron deficiency anaemia (ferritin 8, GP 29 July 2008): ferrous sulphate 200 mg twice a day, a camera test at Sheffield",
                  "Raynaud's, both hands (GP 1 December 2008): thermal gloves, hand warmers, nifedipine in the winter"],
     "notes": "Caving, Castleton. Librarian at Tideswell. Known as Effie. Son Oswald."},
    {"clientId": "augustus-sidebottom", "age": 62, "goal": "Under 95 kg and the HbA1c under 48",
     "dietaryRestrictions": ["type 2 diabetes: no sugary drinks, smaller portions, wholemeal"],
     "injuries": ["type 2 diabetes (HbA1c 58, GP 15 July 2008): metformin 500 mg twice a day",
                  "Dupuytren's contracture, right ring finger (hand clinic at Bath 22 October 2008): needle fasciotomy 10 December 2008"],
     "notes": "Dodgeball, Chippenham. Retired train driver from Corsham. Known as Augie. Wife Sybil."},
    {"clientId": "henrietta-pennycuick", "age": 29, "goal": "10,000 steps a day and back in the Friday league",
     "dietaryRestrictions": [],
     "injuries": ["whiplash (car shunted on the A4 13 September 2008): physio 6 weeks, neck exercises",
                  "De Quervain's, left wrist (steroid injection 5 November 2008): a thumb splint, no catching 3 weeks"],
     "notes": "Dodgeball, Chippenham. Receptionist at the vets in Trowbridge. Known as Hettie. Fiancé Cosmo."},
    {"clientId": "algernon-dymock", "age": 75, "goal": "Keep up in the over-sixties game and hear the whistle",
     "dietaryRestrictions": [],
     "injuries": ["hearing loss, both ears (audiology at Bath 3 September 2008): hearing aids in both ears",
                  "Bell's palsy, left side of the face (GP 17 November 2008): prednisolone 10 days, eye drops and a patch at night"],
     "notes": "Dodgeball, Chippenham. Retired vicar of Lacock. Known as Algy. Daughter Lucinda."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "cuthbert": [
        L("07-02 10:00", "c", "now then ottoline, cuthbert threlfall, 68, shepherd up thropton way forty year, retired. evadne wants us dancin at the hogmanay do. 92 kg", "cuthbert-intro"),
        L("07-02 10:30", "t", "Now then Cuthbert! Thursday nights at the Jubilee Hall, the caller goes slow for the first hour.", "cuthbert-intro-coach"),
        L("07-19 08:00", "c", "me right big toe's like it's in a vice, cannot bear the sheet on it", "cuthbert-toe"),
        L("07-21 18:00", "c", "ottoline it's evadne, cuddy's wife. the doctor says it's gout, his uric acid's 520. colchicine for now and no beer, he's fair scunnered x", "cuthbert-evadne"),
        L("07-21 18:20", "t", "Thanks Evadne. He can sit out the Gay Gordons and clap till the toe settles.", "cuthbert-evadne-coach"),
        L("08-16 22:00", "c", "watched that bolt lad on the telly, never seen owt like it", "cuthbert-bolt"),
        L("09-03 11:00", "c", "doctor's put us on allopurinol now, 100 every morning for good", "cuthbert-allo"),
        L("09-20 21:00", "c", "ringin in me ears after the dance, like a kettle that'll not stop", "cuthbert-ringing"),
        L("10-02 17:00", "c", "hearin test at alnwick says tinnitus. they've give us a sound machine for the night, and earplugs for the loud bands", "cuthbert-tinnitus"),
        L("10-02 17:20", "t", "Then you stand at the far end from the band, Cuddy, and the earplugs go in for the reels.", "cuthbert-tinnitus-coach"),
        L("11-09 14:00", "c", "remembrance sunday, laid a wreath for me da at the memorial", "cuthbert-remembrance"),
        L("12-08 10:00", "c", "uric acid down to 340 the nurse says. 87 kg", "cuthbert-uric"),
        L("12-29 18:00", "c", "evadne again: no gout since september, 86 kg and he's practising the dashing white sergeant for hogmanay x", "cuthbert-evadne2"),
        L("12-29 18:20", "t", "Front of the set at Hogmanay then, Cuddy!", "cuthbert-evadne2-coach"),
    ],
    "araminta": [
        L("07-03 19:00", "c", "hi ottoline! araminta catchpole, 27, vet nurse in alnwick. ansel says i cant dance so proving him wrong. rhr 66", "araminta-intro"),
        L("07-03 19:30", "t", "Hi Araminta! Thursdays at the Jubilee Hall, and flat shoes please.", "araminta-intro-coach"),
        L("08-16 23:00", "c", "went over on my left ankle in strip the willow, its massive", "araminta-ankle"),
        L("08-17 12:00", "c", "ottoline its ansel, minty's boyfriend. a&e at alnwick say shes torn a ligament in the left ankle. a brace for 6 weeks and physio. shes gutted x", "araminta-ansel"),
        L("08-17 12:20", "t", "Thanks Ansel. She can help me call the dances from a chair.", "araminta-ansel-coach"),
        L("09-29 18:00", "c", "brace off!! ankle still a bit wobbly", "araminta-brace"),
        L("10-24 20:00", "c", "shattered all the time and my glands are like golf balls", "araminta-tired"),
        L("11-06 18:00", "c", "blood test says glandular fever. rest, no dancing for a month and no contact sports for 8 weeks cos of my spleen", "araminta-gf"),
        L("11-06 18:20", "t", "Rest up, Minty. Come and watch when you feel up to it, no birling.", "araminta-gf-coach"),
        L("11-14 21:00", "c", "children in need on the sofa with ansel, pudsey onesie", "araminta-cin"),
        L("12-20 18:00", "c", "ansel again: shes back at work and her rhr is down to 60 on the watch, she wants to dance at hogmanay x", "araminta-ansel2"),
        L("12-20 18:20", "t", "Hogmanay's fine, Ansel, but gentle sets only.", "araminta-ansel2-coach"),
    ],
    "mortimer": [
        L("07-04 09:00", "c", "morning ottoline, mortimer gotobed, 52, keeper on the estate. lettice signed us up. about 6000 steps a day", "mortimer-intro"),
        L("07-04 09:30", "t", "Morning Mortimer! Thursdays at the Jubilee Hall, and the walks on Sundays.", "mortimer-intro-coach"),
        L("08-25 16:00", "c", "bank holiday, took lettice up to the crags with a picnic", "mortimer-bankhol"),
        L("09-10 20:00", "c", "band of blisters round me left side, burns like hell", "mortimer-blisters"),
        L("09-12 18:00", "c", "ottoline it's lettice, morty's daughter. the gp says it's shingles, aciclovir for 7 days and no dancing till the blisters scab over. he's to keep away from the baby x", "mortimer-lettice"),
        L("09-12 18:20", "t", "Thanks Lettice. Tell him to rest, I'll keep his place.", "mortimer-lettice-coach"),
        L("10-31 19:00", "c", "halloween, lettice's bairn came round as a pumpkin", "mortimer-halloween"),
        L("11-16 03:00", "c", "pain in me right side like a knife, rolling about on the floor", "mortimer-pain"),
        L("11-19 18:00", "c", "ct at wansbeck says a kidney stone, 7 mm in the right kidney. they'll blast it in february, three litres of water a day", "mortimer-stone"),
        L("11-19 18:20", "t", "Water bottle at the hall then, Morty, and sit out if it grabs you.", "mortimer-stone-coach"),
        L("12-26 15:00", "c", "boxing day walk, 11000 steps!", "mortimer-steps"),
        L("12-30 18:00", "c", "lettice again: the stone's keeping quiet and he called the first dance at the hall on saturday, proud as punch x", "mortimer-lettice2"),
        L("12-30 18:20", "t", "He called it well, Lettice! 10,000 steps most days now too.", "mortimer-lettice2-coach"),
    ],
    "peregrine": [
        L("07-01 19:00", "c", "evening lancelot, peregrine winterbottom, 45, solicitor in warwick. horatio bought me lessons after wimbledon fever. 94 kg", "peregrine-intro"),
        L("07-01 19:30", "t", "Evening Peregrine! Tuesday and Friday lessons at the court, rackets provided.", "peregrine-intro-coach"),
        L("07-06 21:00", "c", "nadal! what a final, nearly dark at the end", "peregrine-wimbledon"),
        L("07-24 20:00", "c", "dived at the grille and my right shoulder popped out", "peregrine-shoulder"),
        L("07-24 23:00", "c", "lancelot it's horatio, perry's husband. a&e at warwick put his right shoulder back in, dislocated. a sling for three weeks and physio x", "peregrine-horatio"),
        L("07-24 23:20", "t", "Thanks Horatio. No overhead serves till October, underarm only when he's back.", "peregrine-horatio-coach"),
        L("09-15 19:00", "c", "lehman's gone bust, the office is in a flap", "peregrine-lehman"),
        L("10-20 18:00", "c", "a lump in my groin that comes and goes when i cough", "peregrine-lump"),
        L("11-04 18:00", "c", "surgeon says an inguinal hernia on the right, keyhole repair on 9 december", "peregrine-hernia"),
        L("11-04 18:20", "t", "Then no court for four weeks after it, Perry. We'll do the rules and the chases in the dedans.", "peregrine-hernia-coach"),
        L("12-09 20:00", "c", "horatio again: the hernia's mended, keyhole went fine, he's home and already asking about the court x", "peregrine-horatio2"),
        L("12-22 18:00", "c", "89 kg on the scales", "peregrine-weight"),
        L("12-22 18:20", "t", "Nearly at 88, Perry. Back on court in January.", "peregrine-weight-coach"),
    ],
    "clementine": [
        L("07-05 10:00", "c", "hi lancelot, clementine nettleship, 33, teach year 2 in kenilworth. mum says i need a hobby that isnt marking. 5000 steps on a good day", "clementine-intro"),
        L("07-05 10:30", "t", "Hi Clementine! Saturday mornings for beginners, and the ladies' evening on Wednesdays.", "clementine-intro-coach"),
        L("08-29 19:00", "c", "zigzag lights in my eyes then a thumping head for a day, third one this month", "clementine-zigzag"),
        L("09-08 18:00", "c", "lancelot it's millicent, clemmie's mum. the gp says migraine with aura, sumatriptan when the lights start and she's to come off the combined pill x", "clementine-millicent"),
        L("09-08 18:20", "t", "Thanks Millicent. She can sit in the dedans if one comes on.", "clementine-millicent-coach"),
        L("10-26 18:00", "c", "clocks went back, dark at five, school run in the gloom", "clementine-clocks"),
        L("11-12 07:00", "c", "pins and needles in my right hand every night, wakes me up", "clementine-pins"),
        L("12-03 18:00", "c", "nerve test at warwick says carpal tunnel in my right hand. a splint at night and an injection if its no better", "clementine-carpal"),
        L("12-03 18:20", "t", "A smaller grip for now then, Clemmie, and tell me if it tingles on court.", "clementine-carpal-coach"),
        L("12-25 12:00", "c", "christmas day, mum burnt the sprouts", "clementine-christmas"),
        L("12-27 18:00", "c", "9200 steps today, walked to mum's and back", "clementine-steps"),
        L("12-27 18:20", "t", "Over 9,000 most days, Clemmie! Steps goal met.", "clementine-steps-coach"),
        L("12-30 18:00", "c", "millicent again: no migraine since october and she's got her first handicap match in february x", "clementine-millicent2"),
    ],
    "bertram": [
        L("07-07 11:00", "c", "good morning lancelot, bertram lightfoot, 71, headmaster of st nicholas's till 2001. played fives at school. bp 148 at the surgery", "bertram-intro"),
        L("07-07 11:30", "t", "Good morning Bertram! Veterans' doubles on Monday mornings.", "bertram-intro-coach"),
        L("08-03 17:00", "c", "back from the algarve and my right calf's fat and hot", "bertram-calf"),
        L("08-05 18:00", "c", "lancelot it's lysander, bram's nephew. the scan at warwick shows a dvt in his right calf. warfarin for three months and blood tests for it. he's moaning about the cranberry juice x", "bertram-lysander"),
        L("08-05 18:20", "t", "Thanks Lysander. No court till the doctor says, then gentle rallies only.", "bertram-lysander-coach"),
        L("09-21 19:00", "c", "ryder cup, the americans took it back, hard to watch", "bertram-ryder"),
        L("09-26 10:00", "c", "left eye's gone all cloudy, can't follow the ball off the penthouse", "bertram-eye"),
        L("10-14 17:00", "c", "cataract out of the left eye this morning, drops for four weeks and no court for a fortnight", "bertram-cataract"),
        L("10-14 17:20", "t", "Rest it, Bram. We'll start back slowly in November.", "bertram-cataract-coach"),
        L("11-04 23:00", "c", "stayed up for the american election, obama!", "bertram-election"),
        L("11-10 10:00", "c", "warfarin finished, the doctor's happy with the leg", "bertram-warfarin"),
        L("12-15 10:00", "c", "bp 134 at the nurse, under 140 at last", "bertram-bp"),
        L("12-15 10:20", "t", "Under 140, Bram! That's your target met.", "bertram-bp-coach"),
        L("12-29 18:00", "c", "lysander again: he sees the ball like a hawk now and he's found a doubles partner for the spring x", "bertram-lysander2"),
    ],
    "philomena": [
        L("07-02 20:00", "c", "ey up swithin, philomena shufflebotham, 39, make the cheese at bradwell. ignatius has caved for years and i'm sick of waiting at the top. 78 kg", "philomena-intro"),
        L("07-02 20:30", "t", "Ey up Philomena! Novice trips on Saturdays from Castleton, helmet and light provided.", "philomena-intro-coach"),
        L("08-12 18:00", "c", "cold all the time and sluggish, even in august, hair coming out in the brush", "philomena-cold"),
        L("08-28 18:00", "c", "gp says underactive thyroid, tsh 8.2. levothyroxine 50 every morning before breakfast", "philomena-thyroid"),
        L("08-28 18:20", "t", "Good to know, Mena. Layers on underground and we'll take it steady.", "philomena-thyroid-coach"),
        L("10-04 19:00", "c", "swithin it's ignatius, mena's husband. she came off the climb in peak cavern and broke her left collarbone, chesterfield royal put her in a sling for 6 weeks. no caving till christmas x", "philomena-ignatius"),
        L("10-04 19:20", "t", "Thanks Ignatius. Walks on the top only, and I'm sorry she fell on my trip.", "philomena-ignatius-coach"),
        L("10-29 10:00", "c", "snow in october!! the cheese van got stuck on winnats", "philomena-snow"),
        L("11-17 18:00", "c", "sling off, arm's like a noodle", "philomena-sling"),
        L("12-05 10:00", "c", "tsh 2.1 now, the gp's pleased. 71 kg", "philomena-tsh"),
        L("12-28 18:00", "c", "ignatius again: she's down to 70 kg and did the ladder pitch in speedwell on saturday, no bother x", "philomena-ignatius2"),
        L("12-28 18:20", "t", "That's your weight goal met, Mena! Through trip in the spring.", "philomena-ignatius2-coach"),
    ],
    "leopold": [
        L("07-06 14:00", "c", "alright swithin, leopold fitzroy, 24, work at the climbing shop in hathersage. want to learn srt properly. rhr 64", "leopold-intro"),
        L("07-06 14:30", "t", "Alright Leopold! Saturday trips, and SRT training on the Wednesday evenings at the barn.", "leopold-intro-coach"),
        L("08-09 18:00", "c", "cracked my head on a low roof in the squeeze, helmet took most of it but seeing stars", "leopold-head"),
        L("08-09 23:00", "c", "swithin it's jocasta, poldy's girlfriend. chesterfield royal say it's a concussion, no caving for 2 weeks and no driving for 48 hours. he keeps asking the same thing twice x", "leopold-jocasta"),
        L("08-09 23:20", "t", "Thanks Jocasta. Two weeks off and then a gentle trip, and he wears the new helmet.", "leopold-jocasta-coach"),
        L("08-22 20:00", "c", "watched the gb lot in the olympic cycling, velodrome's mental", "leopold-olympics"),
        L("11-05 21:00", "c", "bonfire night at castleton, fireworks off the castle", "leopold-bonfire"),
        L("11-10 08:00", "c", "stabbing pain under my right heel first thing in the morning", "leopold-heel"),
        L("11-20 18:00", "c", "gp says plantar fasciitis. insoles, calf stretches and a night splint, no long walk-ins for a bit", "leopold-pf"),
        L("11-20 18:20", "t", "Short walk-ins then, Poldy: Peak Cavern from the car park.", "leopold-pf-coach"),
        L("12-21 18:00", "c", "jocasta again: his heel's loads better and his rhr's 58, he's leading the novices in january he says x", "leopold-jocasta2"),
        L("12-21 18:20", "t", "January's his, Jocasta, with me at the back.", "leopold-jocasta2-coach"),
    ],
    "euphemia": [
        L("07-08 12:00", "c", "good afternoon swithin, euphemia ramsbottom, 58, librarian at tideswell. oswald says i read too much about caves and should go in one. 5500 steps", "euphemia-intro"),
        L("07-08 12:30", "t", "Good afternoon Euphemia! The gentle Saturday trips, starting in Bagshawe.", "euphemia-intro-coach"),
        L("07-22 17:00", "c", "puffed out on the library ladders and white as a sheet", "euphemia-puffed"),
        L("07-29 18:00", "c", "swithin it's oswald, effie's son. the gp says iron deficiency anaemia, ferritin 8. iron tablets twice a day and a camera test at sheffield to check the stomach x", "euphemia-oswald"),
        L("07-29 18:20", "t", "Thanks Oswald. Easy trips only till her iron's up.", "euphemia-oswald-coach"),
        L("09-04 18:00", "c", "camera test all clear, nothing bleeding", "euphemia-camera"),
        L("11-22 18:00", "c", "fingers went white then blue in the cave, couldn't undo my cowstails", "euphemia-fingers"),
        L("12-01 18:00", "c", "gp says raynaud's. thermal gloves and hand warmers, and nifedipine for the winter", "euphemia-raynauds"),
        L("12-01 18:20", "t", "Spare gloves in my bag then, Effie, and a hand warmer in every pocket.", "euphemia-raynauds-coach"),
        L("11-30 13:00", "c", "st andrew's day, oswald's scottish girlfriend made haggis", "euphemia-standrew"),
        L("12-12 10:00", "c", "ferritin 45 now! 8000 steps", "euphemia-ferritin"),
        L("12-30 18:00", "c", "oswald again: she's not puffed on the ladders any more and walks to work every day x", "euphemia-oswald2"),
        L("12-30 18:20", "t", "Over 8,000 steps most days, Effie. The ladder pitch in February.", "euphemia-oswald2-coach"),
    ],
    "augustus": [
        L("07-01 10:00", "c", "afternoon hildebrand, augustus sidebottom, 62, drove trains out of swindon. sybil says i need to run about. 101 kg", "augustus-intro"),
        L("07-01 10:30", "t", "Afternoon Augustus! The over-fifties game is Monday nights at the Olympiad.", "augustus-intro-coach"),
        L("07-15 18:00", "c", "doc says type 2 diabetes, hba1c 58. metformin 500 twice a day", "augustus-diabetes"),
        L("07-15 18:20", "t", "Bring a snack and water, Augie, and sit out if you go shaky.", "augustus-diabetes-coach"),
        L("08-08 21:00", "c", "olympics opening, them drummers in beijing!", "augustus-olympics"),
        L("09-30 18:00", "c", "right ring finger's curling into my palm, can't catch proper", "augustus-finger"),
        L("10-22 18:00", "c", "hildebrand it's sybil, augie's wife. the hand clinic at bath says dupuytren's in his right ring finger. a needle op on 10 december, he's not to catch with that hand till it's done x", "augustus-sybil"),
        L("10-22 18:20", "t", "Thanks Sybil. Dodging only, no catching with the right hand.", "augustus-sybil-coach"),
        L("12-10 18:00", "c", "needle op done, finger straight as a die", "augustus-op"),
        L("12-18 10:00", "c", "hba1c 49 now, 96 kg", "augustus-hba1c"),
        L("12-29 18:00", "c", "sybil again: 96 kg and he caught three in the christmas game, daft as a brush x", "augustus-sybil2"),
        L("12-29 18:20", "t", "Under 95 by the spring, Augie!", "augustus-sybil2-coach"),
    ],
    "henrietta": [
        L("07-09 19:00", "c", "hiya hildebrand, henrietta pennycuick, 29, reception at the vets in trowbridge. cosmo's in the friday league and i want in. 6500 steps", "henrietta-intro"),
        L("07-09 19:30", "t", "Hiya Henrietta! The Friday league at the Olympiad, first week free.", "henrietta-intro-coach"),
        L("09-13 14:00", "c", "someone went into the back of me on the a4, neck's gone stiff", "henrietta-shunt"),
        L("09-14 18:00", "c", "hildebrand it's cosmo, hettie's fiancé. the walk-in centre says whiplash. physio for six weeks and neck exercises, no dodgeball till it's better x", "henrietta-cosmo"),
        L("09-14 18:20", "t", "Thanks Cosmo. She can ref the Friday games from the bench.", "henrietta-cosmo-coach"),
        L("10-28 19:00", "c", "diwali at the neighbours, sparklers and sweets", "henrietta-diwali"),
        L("10-20 18:00", "c", "left wrist hurts at the thumb side when i catch", "henrietta-wrist"),
        L("11-05 18:00", "c", "gp says de quervain's, gave me a steroid injection in the left wrist today. a thumb splint and no catching for 3 weeks", "henrietta-dq"),
        L("11-05 18:20", "t", "Dodging only then, Hettie, right hand throws.", "henrietta-dq-coach"),
        L("12-19 18:00", "c", "cosmo again: neck's fine, wrist's fine, she's back in the friday league and walking 10000 steps a day x", "henrietta-cosmo2"),
        L("12-19 18:20", "t", "10,000 a day, Hettie! That's the steps goal met.", "henrietta-cosmo2-coach"),
    ],
    "algernon": [
        L("07-10 11:00", "c", "good morning mr quarrington, algernon dymock, 75, vicar of lacock till i retired. lucinda thinks dodgeball will keep me young", "algernon-intro"),
        L("07-10 11:30", "t", "Good morning Algernon! Over-sixties on Wednesday afternoons, soft balls only.", "algernon-intro-coach"),
        L("08-14 10:00", "c", "i keep saying pardon, i can't hear your whistle", "algernon-pardon"),
        L("09-03 18:00", "c", "hildebrand it's lucinda, algy's dad... i mean algy's daughter! audiology at bath gave him hearing aids in both ears today. he can hear the birds again x", "algernon-lucinda"),
        L("09-03 18:20", "t", "Thanks Lucinda. I'll wave as well as whistle.", "algernon-lucinda-coach"),
        L("10-31 17:00", "c", "halloween, gave out all the toffees by six", "algernon-halloween"),
        L("11-15 10:00", "c", "left side of my face has dropped, can't whistle or close my eye", "algernon-face"),
        L("11-17 18:00", "c", "the gp says bell's palsy, not a stroke. prednisolone for ten days, eye drops and a patch on my left eye at night", "algernon-bells"),
        L("11-17 18:20", "t", "Rest, Algy. Come back when the eye closes, and goggles on court.", "algernon-bells-coach"),
        L("12-24 23:00", "c", "midnight mass at lacock, first time in the pew not the pulpit", "algernon-christmas"),
        L("12-30 18:00", "c", "lucinda again: his face has nearly all come back and he's playing wednesdays again x", "algernon-lucinda2"),
        L("12-30 18:20", "t", "Lovely to have him back, Lucinda.", "algernon-lucinda2-coach"),
    ],
}

GROUPS = [
    {
        "id": "chat-ottoline-ceilidh", "trainer": "ottoline", "members": ["cuthbert", "araminta", "mortimer"],
        "lines": [
            L("07-07 09:00", "t", "Rothbury ceilidh 💃 Sets, the band and news here.", "g-ceilidh-start"),
            L("07-22 10:00", "cuthbert", "gout, sittin out the reels for a bit", "g-cuthbert-gout"),
            L("08-18 10:00", "araminta", "torn ligament, i'll be calling from a chair", "g-araminta-ankle"),
            L("09-13 10:00", "mortimer", "shingles, stay away from us", "g-mortimer-shingles"),
            L("11-07 10:00", "araminta", "glandular fever, see you in december", "g-araminta-gf"),
        ],
    },
    {
        "id": "chat-lancelot-court", "trainer": "lancelot", "members": ["peregrine", "clementine", "bertram"],
        "lines": [
            L("07-07 09:00", "t", "Leamington real tennis 🎾 Court times, handicaps and news here.", "g-court-start"),
            L("07-26 10:00", "peregrine", "shoulder popped out at the grille, mind how you dive", "g-peregrine-shoulder"),
            L("08-06 10:00", "bertram", "dvt, on warfarin, don't hit me with the ball", "g-bertram-dvt"),
            L("10-15 10:00", "bertram", "new lens in the left eye, watch out", "g-bertram-cataract"),
            L("12-04 10:00", "clementine", "carpal tunnel, i'll be the one in the splint", "g-clementine-carpal"),
        ],
    },
    {
        "id": "chat-swithin-caves", "trainer": "swithin", "members": ["philomena", "leopold", "euphemia"],
        "lines": [
            L("07-07 09:00", "t", "Castleton cavers 🔦 Trips, kit and news here.", "g-caves-start"),
            L("08-11 10:00", "leopold", "concussion, helmets on and mind the roof", "g-leopold-concussion"),
            L("07-30 10:00", "euphemia", "anaemic, slow coach at the back on saturday", "g-euphemia-anaemia"),
            L("10-06 10:00", "philomena", "broken collarbone, top walks only for me", "g-philomena-collarbone"),
            L("11-21 10:00", "leopold", "plantar fasciitis, short walk-ins please", "g-leopold-pf"),
        ],
    },
    {
        "id": "chat-hildebrand-dodgeball", "trainer": "hildebrand", "members": ["augustus", "henrietta", "algernon"],
        "lines": [
            L("07-07 09:00", "t", "Chippenham dodgeball 🔴 Games, teams and news here.", "g-dodgeball-start"),
            L("09-04 10:00", "algernon", "hearing aids in, shout less please", "g-algernon-aids"),
            L("09-15 10:00", "henrietta", "whiplash, reffing for a bit", "g-henrietta-whiplash"),
            L("10-23 10:00", "augustus", "dupuytren's, left hand catches only for me", "g-augustus-dupuytren"),
            L("11-18 10:00", "algernon", "bell's palsy, back soon", "g-algernon-bells"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("ottoline", "cuthbert", "2008-07-03", "Cuthbert (68): retired shepherd. Weight 92 kg. Light on his feet for a big man. Loses count in the reels."),
    ("ottoline", "cuthbert", "2008-12-30", "Cuthbert: gout right big toe (uric acid 520, July), allopurinol from September, uric acid 340, no flare since September. Tinnitus (hearing test Alnwick 2 October), earplugs at the loud sets. Weight 86 kg. Hogmanay."),
    ("ottoline", "araminta", "2008-07-04", "Araminta (27): vet nurse. Resting HR 66. Quick feet, birls too hard."),
    ("ottoline", "araminta", "2008-12-22", "Araminta: left ankle torn ligament 16 August, brace 6 weeks, off 29 September. Glandular fever 6 November, no contact sports 8 weeks. Resting HR 60. Gentle sets at Hogmanay."),
    ("ottoline", "mortimer", "2008-07-05", "Mortimer (52): gamekeeper. 6,000 steps. Good sense of rhythm, shy of calling."),
    ("ottoline", "mortimer", "2008-12-31", "Mortimer: shingles left side September, aciclovir. Right kidney stone 7 mm (CT Wansbeck 19 November), lithotripsy 10 February. 10,000 steps most days. Called his first dance."),
    ("lancelot", "peregrine", "2008-07-02", "Peregrine (45): solicitor. Weight 94 kg. Strong forehand, dives for everything."),
    ("lancelot", "peregrine", "2008-12-23", "Peregrine: right shoulder dislocation 24 July, sling 3 weeks, overhead serves back in October. Right inguinal hernia repaired by keyhole 9 December, no court till January. Weight 89 kg."),
    ("lancelot", "clementine", "2008-07-06", "Clementine (33): primary teacher. 5,000 steps. Good eye, nervous on the serve."),
    ("lancelot", "clementine", "2008-12-29", "Clementine: migraine with aura (GP 8 September), sumatriptan, off the combined pill, none since October. Right carpal tunnel (nerve test 3 December), night splint, smaller grip. 9,000 steps. Handicap match February."),
    ("lancelot", "bertram", "2008-07-08", "Bertram (71): retired headmaster. BP 148/88. Reads the chases well, slow to the ball."),
    ("lancelot", "bertram", "2008-12-30", "Bertram: right calf DVT (scan 5 August), warfarin 3 months, finished 10 November. Left cataract out 14 October. BP 134/80. Doubles partner for spring."),
    ("swithin", "philomena", "2008-07-05", "Philomena (39): cheesemaker. Weight 78 kg. Brave in squeezes, slow on ladders."),
    ("swithin", "philomena", "2008-12-29", "Philomena: underactive thyroid (TSH 8.2, 28 August), levothyroxine, TSH 2.1 December. Left collarbone broken 4 October in Peak Cavern, sling off 17 November. Weight 70 kg. Ladder pitch in Speedwell."),
    ("swithin", "leopold", "2008-07-07", "Leopold (24): climbing-shop worker. Resting HR 64. Strong, rushes the squeezes."),
    ("swithin", "leopold", "2008-12-22", "Leopold: concussion 9 August (low roof), 2 weeks off. Right heel plantar fasciitis 20 November, insoles and night splint. Resting HR 58. Leading novices in January."),
    ("swithin", "euphemia", "2008-07-09", "Euphemia (58): librarian. 5,500 steps. Careful, good with a map, tires on climbs."),
    ("swithin", "euphemia", "2008-12-31", "Euphemia: iron deficiency anaemia (ferritin 8, July), ferrous sulphate, camera test clear, ferritin 45. Raynaud's both hands (1 December), thermal gloves, nifedipine. 8,000 steps."),
    ("hildebrand", "augustus", "2008-07-02", "Augustus (62): retired train driver. Weight 101 kg. HbA1c 58. Big arm, slow dodge."),
    ("hildebrand", "augustus", "2008-12-30", "Augustus: type 2 diabetes, metformin, HbA1c 58 to 49. Right ring finger Dupuytren's, needle fasciotomy 10 December. Weight 96 kg."),
    ("hildebrand", "henrietta", "2008-07-11", "Henrietta (29): receptionist. 6,500 steps. Fast, good catcher, throws wild."),
    ("hildebrand", "henrietta", "2008-12-20", "Henrietta: whiplash 13 September (A4), physio 6 weeks. Left wrist De Quervain's, steroid injection 5 November. 10,000 steps. Back in the Friday league."),
    ("hildebrand", "algernon", "2008-07-16", "Algernon (75): retired vicar. Slow but canny, never gets hit. Misses the whistle."),
    ("hildebrand", "algernon", "2008-12-31", "Algernon: hearing aids both ears (3 September). Bell's palsy left side 17 November, prednisolone, nearly recovered. Back on Wednesdays."),
]

TRANSCRIPTS = [
    {
        "id": "tr-ottoline-mortimer-20080915", "trainer": "ottoline", "client": "mortimer", "startedAt": "2008-09-15T19:00:00Z",
        "title": "Call with Mortimer and Lettice: the shingles",
        "lines": [
            ("Coach", 0, "How are you doing, Morty?"),
            ("Mortimer", 4, "Like I've been stung by a thousand wasps down one side."),
            ("Lettice", 9, "The doctor said he can still get a nerve pain after the rash goes, so paracetamol and a cool flannel, and he's to come back if it spreads near his eye."),
            ("Coach", 14, "Then the walks when the blisters dry, and the hall in October."),
            ("Mortimer", 20, "Can I still do the shoot on Saturday?"),
            ("Coach", 24, "That's one for your doctor, Morty."),
        ],
    },
    {
        "id": "tr-lancelot-peregrine-20080730", "trainer": "lancelot", "client": "peregrine", "startedAt": "2008-07-30T19:00:00Z",
        "title": "Call with Peregrine and Horatio: the shoulder",
        "lines": [
            ("Coach", 0, "How's the shoulder, Perry?"),
            ("Peregrine", 4, "Sore, and I can't put my own shirt on."),
            ("Horatio", 9, "The physio said he's to keep the elbow tucked in, no reaching behind his back for six weeks, and he's to sleep on the left side."),
            ("Coach", 14, "Then left-handed feeding drills from the dedans when the sling's off."),
            ("Peregrine", 20, "Can I still watch the club match?"),
            ("Coach", 24, "You can mark it."),
        ],
    },
    {
        "id": "tr-swithin-leopold-20080815", "trainer": "swithin", "client": "leopold", "startedAt": "2008-08-15T19:00:00Z",
        "title": "Call with Leopold and Jocasta: after the bang on the head",
        "lines": [
            ("Coach", 0, "How's the head, Poldy?"),
            ("Leopold", 4, "Foggy. Like I'm underwater."),
            ("Jocasta", 9, "The doctor said no screens late at night, no alcohol for a fortnight, and if he's sick or the headache gets worse it's straight back to A&E."),
            ("Coach", 14, "Then knots and rigging at the barn, nothing underground."),
            ("Leopold", 20, "Can I still do the Giants Hole trip?"),
            ("Coach", 24, "Not this month."),
        ],
    },
    {
        "id": "tr-hildebrand-algernon-20081120", "trainer": "hildebrand", "client": "algernon", "startedAt": "2008-11-20T11:00:00Z",
        "title": "Call with Algernon and Lucinda: the Bell's palsy",
        "lines": [
            ("Coach", 0, "How are you, Algy?"),
            ("Algernon", 4, "Lopsided. Tea dribbles out of the corner."),
            ("Lucinda", 9, "The doctor said most people get better in three months, he's to tape the eye shut at night, and massage the cheek with his fingers twice a day."),
            ("Coach", 14, "Then a walk round the park and the chair exercises."),
            ("Algernon", 20, "Can I still come to the Christmas game?"),
            ("Coach", 24, "As referee, Algy."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("cuthbert", "2008-07-25", 5.5, 6, 40, "Toe."),
    ("cuthbert", "2008-10-10", 6.5, 5, 70, "Ears."),
    ("araminta", "2008-08-22", 7.0, 7, 20, "Ankle."),
    ("araminta", "2008-11-14", 10.0, 6, 10, "Glands."),
    ("mortimer", "2008-09-19", 5.0, 6, 30, "Blisters."),
    ("mortimer", "2008-11-28", 6.5, 6, 60, "Stone."),
    ("peregrine", "2008-08-01", 6.0, 7, 30, "Sling."),
    ("peregrine", "2008-11-07", 7.0, 6, 70, "Lump."),
    ("clementine", "2008-09-12", 6.0, 7, 60, "Headaches."),
    ("clementine", "2008-12-05", 6.5, 6, 70, "Splint."),
    ("bertram", "2008-08-08", 7.0, 6, 50, "Leg."),
    ("bertram", "2008-10-17", 7.5, 4, 60, "Eye."),
    ("philomena", "2008-09-05", 8.0, 5, 70, "Tablets."),
    ("philomena", "2008-10-10", 6.0, 7, 20, "Collarbone."),
    ("leopold", "2008-08-15", 9.0, 5, 10, "Head."),
    ("leopold", "2008-11-28", 7.0, 5, 60, "Heel."),
    ("euphemia", "2008-08-01", 7.0, 5, 60, "Tired."),
    ("euphemia", "2008-12-05", 7.5, 4, 70, "Fingers."),
    ("augustus", "2008-07-25", 6.5, 6, 60, "Sugar."),
    ("augustus", "2008-10-31", 7.0, 5, 70, "Finger."),
    ("henrietta", "2008-09-19", 6.0, 7, 30, "Neck."),
    ("henrietta", "2008-11-07", 7.0, 5, 60, "Wrist."),
    ("algernon", "2008-09-12", 8.0, 3, 80, "Ears."),
    ("algernon", "2008-11-21", 7.0, 6, 30, "Face."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("cuthbert", "weight", "kg", "2008-07-07", "2008-12-29", 7, 92.0, 86.0, 0.4),
    ("peregrine", "weight", "kg", "2008-07-07", "2008-12-29", 7, 94.0, 89.0, 0.4),
    ("philomena", "weight", "kg", "2008-07-07", "2008-12-29", 7, 78.0, 70.0, 0.3),
    ("augustus", "weight", "kg", "2008-07-07", "2008-12-29", 7, 101.0, 96.0, 0.4),
    ("araminta", "resting_heart_rate", "bpm", "2008-07-07", "2008-12-29", 7, 66.0, 60.0, 1.0),
    ("leopold", "resting_heart_rate", "bpm", "2008-07-07", "2008-12-29", 7, 64.0, 58.0, 1.0),
    ("mortimer", "steps", "steps", "2008-07-07", "2008-12-29", 7, 6000, 10000, 300),
    ("clementine", "steps", "steps", "2008-07-07", "2008-12-29", 7, 5000, 9000, 300),
    ("euphemia", "steps", "steps", "2008-07-14", "2008-12-29", 7, 5500, 8000, 300),
    ("henrietta", "steps", "steps", "2008-07-14", "2008-12-29", 7, 6500, 10000, 300),
    ("bertram", "systolic_bp", "mmHg", "2008-07-07", "2008-12-29", 7, 148.0, 134.0, 2.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("clementine", "goal-lancelot-clementine-steps", "steps", 9000, "steps", "2008-12-31", "achieved"),
    ("bertram", "goal-lancelot-bertram-bp", "systolic_bp", 140, "mmHg", "2008-12-31", "achieved"),
    ("philomena", "goal-swithin-philomena-weight", "weight", 70.0, "kg", "2008-12-31", "achieved"),
    ("cuthbert", "goal-ottoline-cuthbert-weight", "weight", 85.0, "kg", "2009-03-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("cuthbert", "2008-07-21", "Uric acid", 520, "umol/L", 200, 430),
    ("cuthbert", "2008-12-08", "Uric acid", 340, "umol/L", 200, 430),
    ("philomena", "2008-08-28", "TSH", 8.2, "mU/L", 0.4, 4.0),
    ("philomena", "2008-12-05", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("euphemia", "2008-07-29", "Ferritin", 8, "ug/L", 15, 150),
    ("euphemia", "2008-12-12", "Ferritin", 45, "ug/L", 15, 150),
    ("augustus", "2008-07-15", "HbA1c", 58, "mmol/mol", 20, 42),
    ("augustus", "2008-12-18", "HbA1c", 49, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "👍", "🙂", "aye", "yes", "sorted", "on my way", "paid", "ta-ra", "hiya", "cheers",
    "sorry, running late", "can we swap to friday?", "what time saturday?", "see you there", "will do", "canny",
    "wrong chat sorry", "grand", "nice one", "ha", "hehe", "noted", "you're a star", "only just seen this sorry",
    "same again next week?", "where do i park?", "nearly there", "roadworks again", "thanks x", "howay",
    "all good here", "👏", "😂", "can i pay cash?", "lush", "gert lush", "ta duck",
    "are we still on?", "phone died", "no parking anywhere", "stuck at work", "perfect", "long day", "smashing", "champion",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20090105, health_seed=20090105, chatter_lines=(18, 26))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
