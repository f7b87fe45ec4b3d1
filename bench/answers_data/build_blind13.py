#!/usr/bin/env python3
"""Build the thirteenth blind data set for the answer benchmark (bench/answers_data/blind13.json).

    functions/venv/bin/python -m bench.answers_data.build_blind13

Four trainers of kinds the other rosters do not have (a grappling coach — judo, Brazilian jiu-jitsu
and freestyle wrestling — with a -73 kg judoka making weight whose girlfriend texts about the sauna,
a BJJ blue belt of 38 with a pinched nerve in his neck whose wife texts and a 16-year-old wrestler
with a cauliflower ear whose grandad texts; an exercise coach for blood disorders with a man with
severe haemophilia A on emicizumab, a woman with sickle cell disease on hydroxycarbamide and a man
with haemochromatosis having venesections; a fencing coach with a university épée fencer with a
patellar tendon, a 71-year-old veteran foil fencer after a cataract operation and a 15-year-old
left-handed sabreuse whose grandmother texts in French; a vestibular-rehabilitation trainer with a
woman of 67 with BPPV, a taxi driver with Ménière's disease and a runner after vestibular
neuritis), 12 clients, mid-November 2024 to mid-June 2025 (asked on 16 June 2025): one-to-one chats,
two group chats, session notes, four session transcripts, check-ins, client profiles and health data
(weight three times, steps twice, resting heart rate twice, systolic blood pressure twice, goals,
lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-11-30 by helper
h-blind13 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py, any list of benchmark
failures or any result file: a held-out check of whether the fixes made on the other sets generalise.

Like blind12's this roster crosses a new year, an earlier one than any other roster: a chat line's
"MM-DD" in November or December is 2024, in January to October 2025 (`when`), so Black Friday,
Christmas, Hogmanay, Chinese New Year, Ramadan, Eid and Easter lie inside the period. The story
messages are written the way people text: lowercase, typos, run-ons, emoji, slang and other
languages' words (judo "randori", "uchi mata", "golden score", "shido", "made weight"; BJJ "rolled",
"tap", "positional", "stacking"; wrestling "single leg"; fencing "piste", "lefty", "last 16";
Portuguese "obrigado", "bora", Polish "no dobra", Spanish "hola", "vale", Igbo "daalụ", Scots
"dreich", "aye", "mind", Chinese "加油" and "xièxie", French "salut", "mamie", "merci", Norwegian
"hei", "takk", "uff", Arabic "salaam", "alhamdulillah", "eid mubarak"), a voice-note run-on, numbers in
words, mixed units (kg, miles, km, mg, litres, ug/L, g/L, nmol/L, %, degrees, cm, seconds, bpm, mmHg),
negations ("no pain at all", "not a full dislocation", "no sauna", "not a single spin", "0 attacks"),
corrections in the next message, facts only in the coach's reply or only in a note, facts split across
turns, a forwarded letter, emoji-only replies, and a girlfriend, a wife (twice), a grandad, a sister
(twice), a husband, a son, a daughter, a mother and a grandmother writing for a client. The everyday
chatter between them comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind13_tags.json` maps the
story tags to message ids for the question list (bench/answers_data/blind13_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write
from demo import records

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind13.json", HERE / "blind13_tags.json"
START, END = datetime(2024, 11, 18, 7, 0), datetime(2025, 6, 13, 21, 0)
ASKED_AT = "2025-06-16T09:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" in November or December is 2024, otherwise 2025."""
    return records.at(text, 2024 if int(text[:2]) >= 11 else 2025)


TRAINERS = [
    {"id": "coach-beatriz", "displayName": "Beatriz Okonkwo-Lund", "email": "beatriz.okonkwo-lund@example.com", "short": "beatriz"},
    {"id": "coach-fenella", "displayName": "Fenella Quist", "email": "fenella.quist@example.com", "short": "fenella"},
    {"id": "coach-sacha", "displayName": "Sacha Dubreuil", "email": "sacha.dubreuil@example.com", "short": "sacha"},
    {"id": "coach-yusuf", "displayName": "Yusuf Demirel", "email": "yusuf.demirel@example.com", "short": "yusuf"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("beatriz", "dario-mendes", "Dario Mendes", "dario"),
    ("beatriz", "marek-wisniewski", "Marek Wiśniewski", "marek"),
    ("beatriz", "keisha-lamptey", "Keisha Lamptey", "keisha"),
    ("fenella", "rafael-montoya", "Rafael Montoya", "rafa"),
    ("fenella", "chidinma-eze", "Chidinma Eze", "chidinma"),
    ("fenella", "gordon-mctavish", "Gordon McTavish", "gordon"),
    ("sacha", "jiahui-lin", "Jiahui Lin", "jiahui"),
    ("sacha", "ambrose-thackeray", "Ambrose Thackeray", "ambrose"),
    ("sacha", "delphine-moreau", "Delphine Moreau", "delphine"),
    ("yusuf", "bernadette-kowalski", "Bernadette Kowalski", "bernadette"),
    ("yusuf", "tariq-alamin", "Tariq Al-Amin", "tariq"),
    ("yusuf", "ingrid-solberg", "Ingrid Solberg", "ingrid"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("dario", "keisha", "chidinma", "jiahui", "delphine", "ingrid")

PROFILES = [
    {"clientId": "dario-mendes", "age": 24, "goal": "Make -73 kg without a sauna and medal at the British Championships",
     "dietaryRestrictions": [], "injuries": ["left knee MCL sprain (February 2025)"],
     "notes": "Judoka, -73 kg. From Porto, lives in Sheffield. Trainee surveyor. Girlfriend Joana."},
    {"clientId": "marek-wisniewski", "age": 38, "goal": "Compete at the masters Europeans and get his purple belt",
     "dietaryRestrictions": [], "injuries": ["neck, right arm nerve (C6)"],
     "notes": "Brazilian jiu-jitsu blue belt. Warehouse manager in Swindon, three children under eight. Wife Agnieszka."},
    {"clientId": "keisha-lamptey", "age": 16, "goal": "Medal at the English Schools in March",
     "dietaryRestrictions": ["no pork"], "injuries": ["left shoulder (subluxations)"],
     "notes": "Freestyle wrestler, 57 kg. Year 11 in Wolverhampton. Lives with her grandad Clement."},
    {"clientId": "rafael-montoya", "age": 29, "goal": "Walk the Camino Portugués in June",
     "dietaryRestrictions": [], "injuries": ["right ankle (haemophilic target joint)"],
     "notes": "Severe haemophilia A, emicizumab once a week. From Valencia, graphic designer in Manchester. Sister Lucía."},
    {"clientId": "chidinma-eze", "age": 23, "goal": "Run the Sickle Cell Society 5k in June without a crisis",
     "dietaryRestrictions": ["no alcohol"], "injuries": [],
     "notes": "Sickle cell disease (HbSS). Hydroxycarbamide and folic acid. Pharmacy student in Lewisham. Sister Adaeze."},
    {"clientId": "gordon-mctavish", "age": 56, "goal": "Walk the Speyside Way in May",
     "dietaryRestrictions": ["no iron supplements", "no vitamin C tablets"], "injuries": ["knuckle pain (haemochromatosis)"],
     "notes": "Haemochromatosis found in spring 2024, venesections. Joiner in Perth. Wife Fiona."},
    {"clientId": "jiahui-lin", "age": 20, "goal": "Fence BUCS in February without knee pain",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right patellar tendon"],
     "notes": "Épée, university first team. From Chengdu, second-year engineering student in Bath."},
    {"clientId": "ambrose-thackeray", "age": 71, "goal": "Fence the veterans' world championships in October",
     "dietaryRestrictions": [], "injuries": ["right thumb arthritis", "left eye cataract operation (December 2024)"],
     "notes": "Foil fencer since 1972. Retired headmaster in Canterbury. Widower. Daughter Philippa."},
    {"clientId": "delphine-moreau", "age": 15, "goal": "Qualify for the cadet Europeans",
     "dietaryRestrictions": [], "injuries": ["right ankle sprain (October 2024)"],
     "notes": "Left-handed sabreuse. Year 10 in Guildford. Her grandmother (Mamie) lives with the family."},
    {"clientId": "bernadette-kowalski", "age": 67, "goal": "Back to her Tuesday walking group without spinning",
     "dietaryRestrictions": ["diabetic"], "injuries": ["BPPV, right (November 2024)"],
     "notes": "Retired school secretary in Worcester. Lives alone. Son Dominic."},
    {"clientId": "tariq-alamin", "age": 42, "goal": "Fewer Ménière's attacks and keep driving his cab",
     "dietaryRestrictions": ["halal", "low salt"], "injuries": ["Ménière's disease, left ear (2023)"],
     "notes": "Taxi driver in Bradford. Betahistine. Wife Samira."},
    {"clientId": "ingrid-solberg", "age": 34, "goal": "Run 10k again",
     "dietaryRestrictions": [], "injuries": ["vestibular neuritis (November 2024)"],
     "notes": "From Bergen, architect in Edinburgh. Husband Lars."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "dario": [
        L("11-19 18:10", "c", "oi bea, dario. judoka, -73. walking round at 78.5 atm 😬 british champs end of april. obrigado for taking me on", "dario-intro"),
        L("11-19 18:40", "t", "Welcome Dario! No crash diets: about half a kilo a week, randori three times, strength Monday and Thursday. Weigh in every Friday morning and send it here.", "dario-intro-coach"),
        L("12-06 07:30", "c", "friday weigh in 67.4", "dario-wi1"),
        L("12-06 07:33", "c", "76.4*** obviously lol i wish", "dario-wi1-fix"),
        L("12-20 19:00", "c", "got ringworm on my right forearm off the mats 🤢 gp gave me clotrimazole cream", "dario-ringworm"),
        L("12-20 19:25", "t", "Cover it and no randori until it's cleared, or the whole club gets it. Solo drills and the bike meanwhile.", "dario-ringworm-coach"),
        L("01-08 20:00", "c", "ringworm gone. back on the mat bora", "dario-ring-ok"),
        L("01-22 21:00", "c", "uchi mata feeling sharp. threw the squad lad twice in randori", "dario-uchimata"),
        L("02-11 20:30", "c", "tweaked my left knee in randori, someone fell on it. inside of the knee. physio says grade 1 mcl sprain, 3 wks no randori", "dario-knee"),
        L("02-11 20:50", "t", "Gutted for you. Bike, upper body and straight-line leg work, no pivoting. The weight keeps coming down.", "dario-knee-coach"),
        L("03-04 07:40", "c", "pancakes: 0. willpower: 100. 75.1 this morning", "dario-pancake"),
        L("03-14 22:10", "c", "Hi Bea it's Joana, Dario's girlfriend. He's been in the sauna every night in a bin bag and he nearly passed out yesterday. Please talk to him", "dario-joana"),
        L("03-14 22:30", "t", "Thank you Joana. No more sauna cutting: he's on track to make 73 by eating well. I'll call him tomorrow.", "dario-joana-coach"),
        L("04-26 19:00", "c", "BRONZE at the british 🥉🥉 lost the semi on a shido in golden score. made weight 72.8 friday", "dario-british"),
        L("04-26 19:20", "t", "Bronze at the Brits! And 72.8 without a sauna. Proud of you.", "dario-british-coach"),
        L("05-20 18:00", "c", "knee 100% now, no brace", "dario-knee-ok"),
        L("06-09 12:00", "c", "🥋", "dario-emoji"),
    ],
    "marek": [
        L("11-21 21:30", "c", "hi bea marek here 38 bjj blue belt 3 kids no time lol. neck is bad, shooting down my right arm, thumb tingles. want to do the masters euros in lisbon in jan", "marek-intro"),
        L("11-21 21:55", "t", "Hi Marek. No neck bridges, no stacking, and see your GP about that arm this week. Gym twice a week, mobility every day.", "marek-intro-coach"),
        L("11-28 13:00", "c", "gp thinks pinched nerve at c6. naproxen + physio referral", "marek-c6"),
        L("12-09 20:15", "c", "Good evening, this is Agnieszka, Marek's wife. He rolled 2 hours on Saturday and couldn't turn his head on Sunday. He won't stop. Please help 🙏", "marek-agnieszka"),
        L("12-09 20:40", "t", "Thank you Agnieszka. One hour, positional sparring only, until the physio sees him. I'll tell him.", "marek-agnieszka-coach"),
        L("12-18 19:00", "c", "physio: chin tucks + nerve glides. tingling 50% better", "marek-physio"),
        L("01-25 17:00", "c", "lisbon: lost first round on points 2-0 😤 neck fine tho", "marek-lisbon"),
        L("01-25 17:30", "t", "First round at the Europeans and no neck pain. That's the win this year.", "marek-lisbon-coach"),
        L("02-18 18:30", "c", "deadlift 160 x 5 no arm stuff", "marek-dl"),
        L("03-22 14:00", "c", "voice note: so yeah rolled with the brown belt today and he basically smashed me for six minutes but I didn't tap to the neck crank I tapped to the arm bar which is fine the neck didn't care at all so I think we're good no dobra", "marek-voice"),
        L("04-12 16:00", "c", "grading today — PURPLE BELT 🟪🟪", "marek-purple"),
        L("05-15 20:00", "c", "tingling gone 100%. stopped the naproxen in march", "marek-tingle"),
        L("05-15 20:20", "t", "Brilliant. Keep the chin tucks twice a day and neck strength on Mondays.", "marek-tingle-coach"),
    ],
    "keisha": [
        L("11-25 17:00", "c", "hiya its keisha 16 freestyle wrestling 57kg. english schools in march. my left shoulder pops out sometimes", "keisha-intro"),
        L("11-25 17:20", "t", "Hi Keisha! Shoulder stability three times a week, and we'll get it checked. How often does it pop out?", "keisha-intro-coach"),
        L("11-25 17:26", "c", "like once a month maybe, pops back in itself", "keisha-intro-2"),
        L("12-12 21:00", "c", "Good evening Bea, Clement here, Keisha's grandad. Her ear has swelled up like a cauliflower after training. Is that normal? She says leave it.", "keisha-grandad"),
        L("12-12 21:15", "t", "Thank you Clement. It needs draining within a day or two or it stays like that. Please take her to A&E tomorrow, and she wears headgear from now on.", "keisha-grandad-coach"),
        L("12-13 15:00", "c", "ear drained at a&e, have to wear a compression thing for a week. right ear", "keisha-ear"),
        L("01-17 18:00", "c", "shoulder doc said subluxation not a full dislocation. physio for 6 wks", "keisha-sublux"),
        L("02-07 19:00", "c", "blood test said my iron is low. ferritin 12. on iron tablets one a day", "keisha-iron"),
        L("02-07 19:20", "t", "Take them with orange juice, not with milk or tea. Red meat, lentils and dark greens at dinner.", "keisha-iron-coach"),
        L("03-15 18:30", "c", "english schools: SILVER 🥈 lost the final 8-6 in the last 10 secs 😭", "keisha-schools"),
        L("03-15 18:50", "t", "Silver at English Schools! From a shoulder that popped out every month.", "keisha-schools-coach"),
        L("04-03 17:00", "c", "shoulder hasnt popped since january", "keisha-shoulder-ok"),
        L("05-02 16:30", "c", "ferritin 29 now 💪", "keisha-ferritin2"),
        L("05-29 17:00", "c", "exams till 20th june so only training twice a week", "keisha-exams"),
    ],
    "rafa": [
        L("11-20 19:00", "c", "hola fenella! rafa, 29, severe haemophilia A. on hemlibra injections every week. right ankle is my target joint, lots of old bleeds. want to walk the camino portugués in june vale?", "rafa-intro"),
        L("11-20 19:30", "t", "Hola Rafa! Ankle strength and balance daily, cycling for fitness, and we build the walking slowly. Tell me about every bleed.", "rafa-intro-coach"),
        L("12-10 18:00", "c", "bike 40 min, no issues", "rafa-bike"),
        L("01-14 09:00", "c", "fell off my bike on ice, left elbow swollen and hot. haemophilia centre says joint bleed, gave me factor VIII on top", "rafa-elbow"),
        L("01-14 09:30", "t", "Rest it and no gym for that arm until the centre says so. Legs on the static bike only.", "rafa-elbow-coach"),
        L("01-14 12:00", "c", "they want factor every day for 4 days", "rafa-factor"),
        L("02-03 18:00", "c", "elbow 90% straight now", "rafa-elbow-ok"),
        L("02-28 19:00", "c", "10 mile walk in the peak district, ankle fine 💪", "rafa-10mile"),
        L("03-19 21:00", "c", "Hi, this is Lucía, Rafa's sister. He did the Kinder Scout walk in trainers and his ankle bled after. He's downplaying it. Sorry to message!", "rafa-lucia"),
        L("03-19 21:20", "t", "Thank you Lucía, not at all. He rings the centre today and proper boots from now on.", "rafa-lucia-coach"),
        L("03-20 08:00", "c", "ok ok lucia told on me. small bleed right ankle, 2 extra doses, fine now", "rafa-ankle"),
        L("04-22 19:00", "c", "new boots broken in, 14 miles over easter weekend", "rafa-easter"),
        L("06-08 20:00", "c", "camino DONE porto to santiago 240 km in 12 days 🐚 ankle held", "rafa-camino"),
        L("06-08 20:30", "t", "Twelve days and 240 km on a target ankle! Rest this week.", "rafa-camino-coach"),
    ],
    "chidinma": [
        L("11-22 18:00", "c", "hi fenella chidinma here, 23, sickle cell (SS). on hydroxycarbamide 1000mg. want to run the sickle cell society 5k in june without a crisis 🤞", "chi-intro"),
        L("11-22 18:30", "t", "Hi Chidinma! Walk-run three times a week, 3 litres of water a day, warm layers, and stop if anything aches deep in the bones.", "chi-intro-coach"),
        L("12-05 19:00", "c", "walk run 20 min done, drank my 3 litres", "chi-walkrun"),
        L("01-09 08:00", "c", "Hello, Adaeze here, Chidinma's sister. She's been in hospital since last night with a crisis in her back and legs. She asked me to tell you. Daalụ", "chi-adaeze"),
        L("01-09 08:30", "t", "Thank you Adaeze. Please tell her to rest and not to worry about training. I'm thinking of her.", "chi-adaeze-coach"),
        L("01-13 15:00", "c", "out of hospital after 4 days. morphine for the first 2. think the cold snap did it", "chi-crisis"),
        L("01-13 15:30", "t", "Welcome home. Two weeks of walking only, thermals outside, and we start again slowly.", "chi-crisis-coach"),
        L("02-19 17:00", "c", "haemoglobin 84 at clinic. normal for me tbh", "chi-hb"),
        L("03-11 18:00", "c", "first 3k without walking!!", "chi-3k"),
        L("04-16 16:00", "c", "hb up to 91 😁 consultant happy", "chi-hb2"),
        L("05-06 19:00", "c", "no pain at all on the 4k today", "chi-4k"),
        L("06-01 13:00", "c", "5k done 36:20, no crisis, my mum cried 😭💜", "chi-race"),
        L("06-01 13:30", "t", "36:20 and no crisis! From a hospital bed in January.", "chi-race-coach"),
    ],
    "gordon": [
        L("11-26 19:30", "c", "Evening Fenella. Gordon McTavish, 56. Haemochromatosis, found in the spring. Venesection every fortnight. Knuckles ache and I'm knackered. Want to walk the Speyside Way in May.", "gordon-intro"),
        L("11-26 20:00", "t", "Evening Gordon! Walking three times a week building to long days, strength twice a week. Tell me after each venesection how you feel.", "gordon-intro-coach"),
        L("12-03 18:00", "c", "Venesection today. Ferritin still 1240. Wiped out after.", "gordon-fer1"),
        L("12-03 18:20", "t", "No training on venesection days, and an easy walk the day after.", "gordon-fer1-coach"),
        L("01-07 17:00", "c", "dreich but did 12 miles on the pentlands", "gordon-pentlands"),
        L("02-04 18:00", "c", "Ferritin down to 610.", "gordon-fer2"),
        L("02-20 19:00", "c", "Fiona here, Gordon's wife. He fainted at the venesection today, they kept him an hour. He's fine now but please no big walk tomorrow. Thanks", "gordon-fiona"),
        L("02-20 19:15", "t", "Thanks Fiona. Rest tomorrow, and plenty of fluids before the next one.", "gordon-fiona-coach"),
        L("03-25 18:00", "c", "knuckles no better mind", "gordon-knuckles"),
        L("04-15 18:00", "c", "Ferritin 180. Venesections every 3 months now", "gordon-fer3"),
        L("05-24 20:00", "c", "Speyside Way done in 5 days. 85 miles. Feet destroyed, knees fine. Aye.", "gordon-speyside"),
        L("05-24 20:30", "t", "85 miles! And on fortnightly venesections in the winter.", "gordon-speyside-coach"),
    ],
    "jiahui": [
        L("11-18 20:00", "c", "hi sacha! jiahui, epee, uni first team. right knee hurts below the kneecap when i lunge. bucs in feb 加油", "jiahui-intro"),
        L("11-18 20:30", "t", "Hi Jiahui! Isometric wall sits for the tendon every day, no jump work for now, and I'll watch your lunge on Thursday.", "jiahui-intro-coach"),
        L("12-02 21:00", "c", "wall sits 5 x 45s every day", "jiahui-wallsit"),
        L("12-16 18:00", "c", "physio says patellar tendinopathy, right. keep loading, no rest", "jiahui-tendon"),
        L("01-20 19:00", "c", "vit d came back 31. doc says take 1000 units", "jiahui-vitd"),
        L("02-16 20:00", "c", "BUCS: last 16!! lost 15-13 to the number 2 seed 😤 knee ok", "jiahui-bucs"),
        L("02-16 20:20", "t", "Last 16 at BUCS on a tendon that hurt every lunge in November!", "jiahui-bucs-coach"),
        L("03-08 22:00", "c", "Hello coach Sacha, I am Jiahui mother. She sleep only 5 hour before exam. Please less training this month. Thank you", "jiahui-mum"),
        L("03-08 22:20", "t", "Thank you for telling me. Two sessions a week until her exams finish, and sleep first.", "jiahui-mum-coach"),
        L("04-09 19:00", "c", "knee pain 2/10 on lunges now, was 6", "jiahui-knee"),
        L("05-14 18:00", "c", "vit d 68", "jiahui-vitd2"),
        L("06-03 20:00", "c", "xièxie for this year 🤺", "jiahui-thanks"),
    ],
    "ambrose": [
        L("11-27 14:00", "c", "Good afternoon Sacha. Ambrose Thackeray, 71, foil, fencing since 1972. Cataract operation on my left eye on 9 December. Thumb arthritis in the sword hand (right). Aim: the veterans' world championships in October.", "ambrose-intro"),
        L("11-27 14:30", "t", "Good afternoon Ambrose! Grip and thumb-friendly strength twice a week, footwork daily, and nothing jolting in the fortnight after the eye operation.", "ambrose-intro-coach"),
        L("12-09 17:00", "c", "Operation done. Left eye. No bending over or fencing for a month, says the surgeon.", "ambrose-cataract"),
        L("01-13 18:00", "c", "Left eye is splendid, like new glass. Back on the piste.", "ambrose-eye-ok"),
        L("02-05 12:00", "c", "Blood pressure 148 at the GP. Ramipril 2.5 started.", "ambrose-ramipril"),
        L("02-26 20:00", "c", "Good evening, Philippa here, Ambrose's daughter. Dad fell in the car park after fencing, grazed knee, not hurt, but he won't tell you. x", "ambrose-philippa"),
        L("02-26 20:20", "t", "Thank you Philippa. I'll check in with him and we'll do more balance work.", "ambrose-philippa-coach"),
        L("03-29 19:00", "c", "Regional veterans: 2nd in the over-70s foil. Lost the final 10-7.", "ambrose-regional"),
        L("04-23 11:00", "c", "Thumb brace from the hand clinic helps greatly", "ambrose-brace"),
        L("05-30 10:00", "c", "Forwarded: \"Dear Mr Thackeray, we are pleased to confirm your selection for the Veterans World Championships, men's foil 70+, 6-12 October 2025.\"", "ambrose-selected"),
        L("05-30 10:30", "t", "Congratulations Ambrose! We plan the summer around October.", "ambrose-selected-coach"),
    ],
    "delphine": [
        L("11-29 17:00", "c", "salut sacha!! delphine, 15, sabre, lefty 🤺 cadet euro qualifiers in march. sprained my right ankle last month still a bit wobbly", "del-intro"),
        L("11-29 17:30", "t", "Salut Delphine! Ankle balance every day, hopping drills on Tuesdays, and tape it for fencing until Christmas.", "del-intro-coach"),
        L("12-14 20:00", "c", "Bonjour Sacha, c'est Mamie, la grand-mère de Delphine. She is very nervous before competitions, she cries in the car. Merci de l'aider", "del-mamie"),
        L("12-14 20:30", "t", "Merci Madame. We'll practise a pre-bout routine together. She's doing really well.", "del-mamie-coach"),
        L("01-11 18:00", "c", "box breathing before bouts 4-4-4 works sm", "del-breathing"),
        L("02-02 19:00", "c", "my left wrist hurts after the cutting drills", "del-wrist"),
        L("02-02 19:20", "t", "Fewer cutting drills this week, wrist curls with the light band, and tell me: is it worse in the mornings?", "del-wrist-coach"),
        L("02-02 19:40", "c", "not worse in the mornings", "del-wrist-2"),
        L("03-09 19:00", "c", "qualifiers: 5th!! top 4 went to euros 😭 missed by one hit", "del-qualifiers"),
        L("03-09 19:30", "t", "5th at your first cadet qualifiers, at 15! Next year is yours.", "del-qualifiers-coach"),
        L("04-18 17:00", "c", "ankle totally fine, no tape today", "del-ankle-ok"),
        L("05-10 12:00", "c", "grew 4cm this year apparently", "del-growth"),
        L("05-24 18:00", "c", "club champs u17 won 15-9 in the final", "del-club"),
        L("06-06 17:00", "c", "😎🏅", "del-emoji"),
    ],
    "bernadette": [
        L("11-19 10:00", "c", "Hello Yusuf, Bernadette Kowalski, 67. The room spins when I turn over in bed to the right. Fell in the bathroom last week. Want to get back to my walking group.", "bern-intro"),
        L("11-19 10:30", "t", "Hello Bernadette. That sounds like BPPV, which is very treatable. I'll do the Epley manoeuvre on Thursday, and a night light for the bathroom meanwhile.", "bern-intro-coach"),
        L("11-22 15:00", "c", "Epley done. Dizzy for an hour after but better", "bern-epley"),
        L("12-05 08:00", "c", "Spinning came back this morning turning right. Not as bad", "bern-back"),
        L("12-05 08:30", "t", "We'll repeat the Epley on Monday. Sleep propped on two pillows till then.", "bern-back-coach"),
        L("12-10 16:00", "c", "second epley, spinning gone", "bern-epley2"),
        L("01-16 19:00", "c", "Hi Yusuf, it's Dominic, Bernadette's son. Mum's doing the walking group on Tuesdays again and loving it. Thank you from all of us", "bern-dominic"),
        L("02-12 18:00", "c", "7000 steps today!", "bern-7000"),
        L("03-18 10:00", "c", "Not a single spin since December", "bern-nospin"),
        L("04-29 17:00", "c", "Walked 8 miles with the group on the Malverns, nobody believed I'm 67", "bern-malverns"),
    ],
    "tariq": [
        L("11-24 20:00", "c", "salaam yusuf. tariq 42. menieres left ear diagnosed 2023. attacks 3 or 4 a month, spinning for hours, sick. on betahistine 16mg 3x a day. i drive a cab so its serious", "tariq-intro"),
        L("11-24 20:30", "t", "Salaam Tariq. Balance retraining every day between attacks, walking daily, and keep a diary of attacks with what you ate.", "tariq-intro-coach"),
        L("12-19 21:00", "c", "2 attacks this month. diary says both after takeaways 🤔", "tariq-diary"),
        L("12-19 21:20", "t", "Try keeping salt to 1500 mg a day for a month and see.", "tariq-salt-coach"),
        L("01-23 18:00", "c", "hearing test: left ear down a bit more in the low tones. consultant says normal for menieres", "tariq-hearing"),
        L("02-13 19:00", "c", "only 1 attack in jan. low salt working", "tariq-jan"),
        L("03-06 22:00", "c", "ramadan fasting going ok, 0 attacks so far, drinking lots at suhoor", "tariq-ramadan"),
        L("03-31 09:00", "c", "Eid mubarak yusuf! no attacks all ramadan alhamdulillah", "tariq-eid"),
        L("04-14 08:00", "c", "Hello Yusuf, Samira, Tariq's wife. He had a bad attack driving yesterday, pulled over on the ring road. He's OK. He doesn't want to stop working 😟", "tariq-samira"),
        L("04-14 08:30", "t", "Thank you Samira. He must not drive until he's spoken to his consultant, and he needs to tell the DVLA. I'll ring him now.", "tariq-samira-coach"),
        L("04-28 18:00", "c", "consultant says steroid injection in the ear. dvla told. off driving till 3 months attack free", "tariq-injection"),
        L("05-27 19:00", "c", "had the injection 2 wks ago, 0 attacks since", "tariq-after"),
    ],
    "ingrid": [
        L("12-02 19:00", "c", "hei yusuf, ingrid, 34. had a virus 3 weeks ago then woke up with the world spinning for 3 days. gp says vestibular neuritis. still wobbly walking in the supermarket. i used to run 10k", "ingrid-intro"),
        L("12-02 19:30", "t", "Hei Ingrid! Gaze stabilisation three times a day, walk every day even if it's wobbly, and we measure your balance on Friday.", "ingrid-intro-coach"),
        L("12-06 12:00", "c", "gp gave me buccastem for the sickness but said only a few days", "ingrid-buccastem"),
        L("12-06 12:30", "t", "Good, short-term only: taken for weeks it slows the brain learning to compensate.", "ingrid-bucc-coach"),
        L("12-23 18:00", "c", "supermarket ok today! only a bit swimmy in the cereal aisle", "ingrid-supermarket"),
        L("01-21 21:00", "c", "Hi Yusuf, Lars here, Ingrid's husband. She ran on the treadmill for 20 min today without telling anyone and then lay on the sofa for two hours. Is that ok? Takk", "ingrid-lars"),
        L("01-21 21:20", "t", "Thanks Lars. A bit of dizziness after is fine, but 10 minutes next time, and outside on flat ground.", "ingrid-lars-coach"),
        L("02-14 19:00", "c", "dizziness questionnaire (dhi) 30 now, was 62", "ingrid-dhi"),
        L("03-17 18:00", "c", "first 5k outdoors 31:05 uff my legs", "ingrid-5k"),
        L("04-25 18:00", "c", "busy train station no problem now", "ingrid-station"),
        L("05-18 12:00", "c", "10k!! 58:20, felt normal the whole way", "ingrid-10k"),
        L("05-18 12:30", "t", "Back to 10k six months after the neuritis!", "ingrid-10k-coach"),
        L("06-10 19:00", "c", "dhi 8 🥳", "ingrid-dhi2"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-beatriz-mat-rats", "trainer": "beatriz", "members": ["dario", "marek", "keisha"],
        "lines": [
            L("11-30 09:00", "t", "Mat Rats: randori, weigh-ins and comps go here. Saturday open mat 10 am, bring a clean gi.", "g-mat-start"),
            L("01-25 18:00", "marek", "lost 1st round in lisbon, next year 💪", "g-marek-lisbon"),
            L("03-15 19:00", "keisha", "SILVER english schools 🥈", "g-keisha-schools"),
            L("03-15 19:05", "dario", "get in keisha!! 🔥", "g-dario-keisha"),
            L("04-26 20:00", "dario", "bronze at the british 🥉 made weight no sauna", "g-dario-british"),
            L("04-27 09:00", "marek", "purple belt last wk too 🟪", "g-marek-purple"),
        ],
    },
    {
        "id": "chat-yusuf-steady-heads", "trainer": "yusuf", "members": ["bernadette", "tariq", "ingrid"],
        "lines": [
            L("12-04 10:00", "t", "Steady Heads: exercises, wins and wobbles go here. Gaze exercises every day. Group balance class Wednesdays 11 am.", "g-sh-start"),
            L("02-12 18:30", "bernadette", "7000 steps!", "g-bern-7000"),
            L("03-31 10:00", "tariq", "eid mubarak all, no attacks in ramadan", "g-tariq-eid"),
            L("05-18 13:00", "ingrid", "10k done 🥳", "g-ingrid-10k"),
            L("05-18 15:00", "bernadette", "Marvellous Ingrid!", "g-bern-ingrid"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("beatriz", "dario", "2024-11-20", "Dario (24): -73 kg judoka, 78.5 kg. Grip 58 kg right, 55 kg left. Favourite throw uchi mata. Has saunaed before weigh-ins in the past: told him no."),
    ("beatriz", "dario", "2025-03-06", "Dario: 75.1 kg. Left MCL cleared for light randori. Squat 140 x 3. Plan: 73 kg by 25 April with a normal water load in the last week, no sauna."),
    ("beatriz", "marek", "2024-11-22", "Marek (38): BJJ blue belt. Right arm tingling into the thumb. Neck rotation 45 degrees to the left, 60 to the right. Deadlift 140 kg."),
    ("beatriz", "keisha", "2024-11-26", "Keisha (16): freestyle 57 kg, 58.2 kg. Left shoulder subluxes about monthly. Strong single leg. Pull-ups 4."),
    ("beatriz", "keisha", "2025-04-08", "Keisha: pull-ups 9. Left shoulder stable. Next: the cadet trials in July."),
    ("fenella", "rafa", "2024-11-21", "Rafa (29): severe haemophilia A, emicizumab weekly. Right ankle target joint, dorsiflexion 8 degrees (left 15). Single-leg balance 12 s right, 30 s left."),
    ("fenella", "rafa", "2025-05-07", "Rafa: dorsiflexion right 12 degrees. Single-leg balance 28 s right. Hill repeats fine."),
    ("fenella", "chidinma", "2024-11-25", "Chidinma (23): HbSS. Hydroxycarbamide 1000 mg, folic acid. Walk-run 1 min / 1 min for 15 min. Cold hands."),
    ("fenella", "gordon", "2024-11-27", "Gordon (56): haemochromatosis (C282Y). Venesection fortnightly. 91 kg. Knuckle pain, index and middle fingers of both hands. Walks 5 miles comfortably."),
    ("sacha", "jiahui", "2024-11-19", "Jiahui (20): épée, right-handed. Right patellar tendon 6/10 on the lunge. Wall sit 30 s. Single-leg squat poor on the right."),
    ("sacha", "jiahui", "2025-04-10", "Jiahui: lunge pain 2/10. Wall sit 90 s. Single-leg decline squats 3 x 10."),
    ("sacha", "ambrose", "2024-11-28", "Ambrose (71): foil, right-handed. BP 152/88. Right thumb CMC arthritis. One-leg balance 8 s. Recovery step back slow."),
    ("sacha", "delphine", "2024-11-30", "Delphine (15): sabre, left-handed. Right ankle sprain in October, hop test 80 % of the left. Explosive. Nervous before bouts."),
    ("sacha", "delphine", "2025-03-12", "Delphine: hop test right 100 %. Wrist fine. Plan: the cadet circuit again next season."),
    ("yusuf", "bernadette", "2024-11-21", "Bernadette (67): right posterior canal BPPV, Dix-Hallpike positive on the right. Epley done. Timed up and go 13 s. Fell in the bathroom on 12 November."),
    ("yusuf", "bernadette", "2025-02-13", "Bernadette: timed up and go 9 s. Dix-Hallpike negative both sides. Walking group on Tuesdays."),
    ("yusuf", "tariq", "2024-11-25", "Tariq (42): left Ménière's. Betahistine 16 mg three times a day. Romberg on foam: sways at 10 s. Tinnitus in the left ear."),
    ("yusuf", "ingrid", "2024-12-06", "Ingrid (34): left vestibular neuritis, mid-November. Head impulse test positive to the left. Romberg on foam 5 s. DHI 62."),
    ("yusuf", "ingrid", "2025-03-20", "Ingrid: Romberg on foam 30 s. Running 5k. Head impulse still shows a catch-up saccade to the left."),
]

TRANSCRIPTS = [
    {
        "id": "tr-beatriz-dario-20250315", "trainer": "beatriz", "client": "dario", "startedAt": "2025-03-15T18:00:00Z",
        "title": "Call: after Joana's message",
        "lines": [
            ("Coach", 0, "Joana's worried. Tell me about the sauna."),
            ("Dario", 4, "Forty minutes a night. I got dizzy on Thursday and had to sit on the floor."),
            ("Coach", 10, "No more. You're 74.6, you make 73 by eating a bit less salt in the last week and a normal water load."),
            ("Dario", 16, "And on the Friday?"),
            ("Coach", 21, "Weigh in, then rice, a banana and a litre of electrolytes."),
        ],
    },
    {
        "id": "tr-fenella-rafa-20250121", "trainer": "fenella", "client": "rafa", "startedAt": "2025-01-21T18:30:00Z",
        "title": "Call: the elbow bleed",
        "lines": [
            ("Coach", 0, "How's the elbow?"),
            ("Rafa", 4, "Swelling's down. It won't straighten the last bit."),
            ("Coach", 9, "Then gentle range of movement, no weights, and we look again in two weeks."),
            ("Rafa", 15, "Is the Camino still on?"),
            ("Coach", 20, "June is far enough away. Your legs keep working on the bike."),
        ],
    },
    {
        "id": "tr-sacha-delphine-20250109", "trainer": "sacha", "client": "delphine", "startedAt": "2025-01-09T17:00:00Z",
        "title": "Session: the pre-bout routine",
        "lines": [
            ("Coach", 0, "What happens before a bout?"),
            ("Delphine", 4, "My hands shake and I think about losing."),
            ("Coach", 9, "Then the routine: mask on, breathe in for four, hold for four, out for four, and one cue word."),
            ("Delphine", 15, "Can the cue word be in French?"),
            ("Coach", 20, "Any language you like. Allez works."),
        ],
    },
    {
        "id": "tr-yusuf-tariq-20250415", "trainer": "yusuf", "client": "tariq", "startedAt": "2025-04-15T19:00:00Z",
        "title": "Call: the attack on the ring road",
        "lines": [
            ("Coach", 0, "Tell me what happened."),
            ("Tariq", 4, "Ear went full and loud, then the road tilted. I got onto the hard shoulder."),
            ("Coach", 10, "Pulling over was right. Now no driving until the consultant says so."),
            ("Tariq", 16, "What do I do for money?"),
            ("Coach", 21, "Ask your GP for a fit note, and keep the balance work going every day."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("dario", "2025-01-10", 7.5, 4, 85, "Ringworm gone."),
    ("dario", "2025-04-30", 8.0, 2, 95, "Bronze."),
    ("marek", "2024-12-13", 5.5, 8, 40, "Neck."),
    ("marek", "2025-04-18", 7.0, 3, 90, "Purple belt."),
    ("keisha", "2025-02-14", 6.5, 6, 70, "Tired, low iron."),
    ("keisha", "2025-03-21", 8.5, 2, 95, "Silver."),
    ("rafa", "2025-01-18", 6.0, 7, 50, "Elbow bleed."),
    ("rafa", "2025-06-11", 8.0, 2, 95, "Camino."),
    ("chidinma", "2025-01-24", 7.0, 6, 30, "After the crisis."),
    ("chidinma", "2025-06-06", 8.0, 2, 95, "5k done."),
    ("gordon", "2025-02-22", 6.5, 5, 60, "Fainted at venesection."),
    ("gordon", "2025-05-30", 7.5, 2, 90, "Speyside Way."),
    ("jiahui", "2025-02-20", 7.0, 4, 85, "BUCS."),
    ("jiahui", "2025-03-14", 5.0, 8, 50, "Exams."),
    ("ambrose", "2024-12-20", 7.0, 5, 40, "After the operation."),
    ("ambrose", "2025-04-04", 7.5, 2, 90, "Regional silver."),
    ("delphine", "2024-12-16", 7.5, 7, 80, "Nerves."),
    ("delphine", "2025-03-10", 8.0, 5, 90, "Qualifiers."),
    ("bernadette", "2024-12-12", 6.0, 6, 60, "Spinning again."),
    ("bernadette", "2025-03-20", 7.5, 2, 95, "No spins."),
    ("tariq", "2025-01-31", 7.0, 4, 80, "One attack."),
    ("tariq", "2025-04-18", 5.0, 9, 50, "Attack while driving."),
    ("ingrid", "2024-12-20", 7.0, 7, 50, "Wobbly."),
    ("ingrid", "2025-05-23", 8.0, 2, 95, "10k."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("dario", "weight", "kg", "2024-11-22", "2025-06-13", 7, 78.5, 73.4, 0.3),
    ("keisha", "weight", "kg", "2024-11-26", "2025-06-10", 7, 58.2, 57.4, 0.3),
    ("gordon", "weight", "kg", "2024-11-27", "2025-06-11", 7, 91.0, 87.0, 0.4),
    ("rafa", "steps", "steps", "2024-11-20", "2025-06-10", 7, 7000, 12000, 900),
    ("bernadette", "steps", "steps", "2024-11-19", "2025-06-10", 7, 3500, 7500, 600),
    ("chidinma", "resting_heart_rate", "bpm", "2024-11-25", "2025-06-09", 7, 88.0, 78.0, 2.0),
    ("ingrid", "resting_heart_rate", "bpm", "2024-12-02", "2025-06-10", 7, 64.0, 56.0, 1.5),
    ("ambrose", "systolic_bp", "mmHg", "2024-11-28", "2025-06-12", 7, 152.0, 134.0, 3.0),
    ("tariq", "systolic_bp", "mmHg", "2024-11-24", "2025-06-08", 7, 138.0, 128.0, 3.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("dario", "goal-beatriz-dario-weight", "weight", 73, "kg", "2025-04-25", "achieved"),
    ("gordon", "goal-fenella-gordon-weight", "weight", 86, "kg", "2025-06-30", "active"),
    ("bernadette", "goal-yusuf-bernadette-steps", "steps", 7000, "steps", "2025-04-30", "achieved"),
    ("ambrose", "goal-sacha-ambrose-bp", "systolic_bp", 140, "mmHg", "2025-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("keisha", "2025-02-05", "Ferritin", 12, "ug/L", 15, 150),
    ("keisha", "2025-04-30", "Ferritin", 29, "ug/L", 15, 150),
    ("chidinma", "2025-02-18", "Haemoglobin", 84, "g/L", 115, 160),
    ("chidinma", "2025-04-15", "Haemoglobin", 91, "g/L", 115, 160),
    ("gordon", "2024-12-03", "Ferritin", 1240, "ug/L", 30, 400),
    ("gordon", "2024-12-03", "Transferrin saturation", 78, "%", 20, 50),
    ("gordon", "2025-02-04", "Ferritin", 610, "ug/L", 30, 400),
    ("gordon", "2025-04-15", "Ferritin", 180, "ug/L", 30, 400),
    ("jiahui", "2025-01-17", "Vitamin D", 31, "nmol/L", 50, 175),
    ("jiahui", "2025-05-12", "Vitamin D", 68, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "cheers", "ta muchly", "👍", "🙏", "👌", "✅", "ok", "okie", "yep yep", "done", "sorted", "booked in", "paid ✔️",
    "on the bus, 5 mins", "can we push to half 7?", "what time thurs?", "see u sat", "lovely ta", "will do",
    "wrong chat sorry 🙈", "sure thing", "perfect", "brill", "nice", "haha", "noted", "got it", "legend",
    "my lift fell through", "parking is a nightmare here", "in a meeting, later", "sorry only just seen this",
    "same slot next week?", "merci", "gracias", "dzięki", "thank u!!", "🙌", "can i pay by transfer", "sound",
]
TRAINER_CHATTER = [
    "See you then.", "Booked.", "No bother.", "Moved it.", "Thanks for letting me know.", "Plan's in the app.",
    "Log it in the app please.", "Have a good weekend.", "Invoice sent.", "Link resent.", "Great.", "Any time.",
    "Usual slot.", "Shout if anything changes.", "Transfer's fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, with `when`
    reading a line's month as 2024 or 2025)."""
    return blind_roster(sys.modules[__name__], seed=20250616, health_seed=20250616, when=when, chatter_lines=(20, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
