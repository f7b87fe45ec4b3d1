#!/usr/bin/env python3
"""Build the second blind data set for the answer benchmark (bench/answers_data/blind2.json).

    functions/venv/bin/python -m bench.answers_data.build_blind2

Three trainers (a physio-style rehab coach, a nutrition coach, a strength and endurance
coach), 10 clients, February to June 2026 (asked on 30 June 2026): one-to-one chats, one
group chat, session notes, two session transcripts, check-ins and client profiles, in the
format of demo/data/demo_dataset.json. Written on 2026-11-28 by helper h-newq (issue 14)
without reading the other rosters' test clients, the vocabulary, kinds, sameness or
answerability tables: fresh held-out material for the refusal side, which the first blind
set's dev half had been tuned on until it showed nothing more.

The story messages are hand-written the way people text (lowercase, slips, emoji, short
replies, the coach's replies holding the facts); the everyday chatter between them is drawn
from this builder's own small pools with a fixed seed and names no body part, food, drink,
medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind2_tags.json` maps the story tags to message ids for the
question list (bench/answers_data/blind2_questions.py).

Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import json
import random
import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import assemble, chatter
from demo import records

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind2.json", HERE / "blind2_tags.json"
YEAR = 2026
START, END = datetime(2026, 2, 2, 7, 0), datetime(2026, 6, 29, 21, 0)
ASKED_AT = "2026-06-30T09:00:00Z"

TRAINERS = [
    {"id": "coach-ama", "displayName": "Ama Owusu", "email": "ama.owusu@example.com", "short": "ama"},
    {"id": "coach-lucia", "displayName": "Lucía Ferreira", "email": "lucia.ferreira@example.com", "short": "lucia"},
    {"id": "coach-bjorn", "displayName": "Björn Halvorsen", "email": "bjorn.halvorsen@example.com", "short": "bjorn"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("ama", "kenji-watanabe", "Kenji Watanabe", "kenji"),
    ("ama", "priya-raman", "Priya Raman", "priya"),
    ("ama", "olu-adeyemi", "Olu Adeyemi", "olu"),
    ("ama", "mirela-kovac", "Mirela Kovač", "mirela"),
    ("lucia", "tane-rangi", "Tane Rangi", "tane"),
    ("lucia", "sunniva-lund", "Sunniva Lund", "sunniva"),
    ("lucia", "dario-esposito", "Dario Esposito", "dario"),
    ("bjorn", "haruka-mori", "Haruka Mori", "haruka"),
    ("bjorn", "gideon-abrams", "Gideon Abrams", "gideon"),
    ("bjorn", "zainab-hussain", "Zainab Hussain", "zainab"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("kenji", "priya", "tane", "haruka", "gideon")

PROFILES = [
    {"clientId": "kenji-watanabe", "age": 42, "goal": "Drum a full festival set and pass his kendo 3rd dan grading",
     "dietaryRestrictions": [], "injuries": ["left de Quervain's tenosynovitis (2026)"],
     "notes": "Sound engineer at a recording studio. Plays taiko in a community group and trains kendo twice a week."},
    {"clientId": "priya-raman", "age": 29, "goal": "Dance a full season without an injury",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left ankle sprain, grade 2 (2026)"],
     "notes": "Contemporary dancer with a touring company. Hypermobile."},
    {"clientId": "olu-adeyemi", "age": 61, "goal": "Bowl a full match on his new knee",
     "dietaryRestrictions": [], "injuries": ["right total knee replacement (January 2026)"],
     "notes": "Retired bus driver. Type 2 diabetes, on metformin. Plays lawn bowls at his club."},
    {"clientId": "mirela-kovac", "age": 36, "goal": "Stay strong for the yard work and jump 1.20 m this season",
     "dietaryRestrictions": [], "injuries": ["bruised coccyx (February 2026)"],
     "notes": "Runs a livery yard with 12 horses. Show-jumps her mare Pepper."},
    {"clientId": "tane-rangi", "age": 24, "goal": "Reach 118 kg for the rugby league season",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": [],
     "notes": "Prop forward for his semi-pro rugby league club. Works as a scaffolder."},
    {"clientId": "sunniva-lund", "age": 50, "goal": "Protect her bones and ski the Birkebeiner",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Hospital pharmacist. Menopausal, on an HRT patch. Osteopenia of the hip."},
    {"clientId": "dario-esposito", "age": 33, "goal": "Gain back the weight he lost and play futsal all season",
     "dietaryRestrictions": ["low residue during flares"], "injuries": [],
     "notes": "Graphic designer. Crohn's disease, on adalimumab."},
    {"clientId": "haruka-mori", "age": 27, "goal": "Finish her first Olympic-distance triathlon on 21 June",
     "dietaryRestrictions": [], "injuries": ["right hip flexor strain (2026)"],
     "notes": "Junior architect. Learnt to swim front crawl as an adult."},
    {"clientId": "gideon-abrams", "age": 55, "goal": "Squat 200 kg at a masters powerlifting meet",
     "dietaryRestrictions": ["kosher"], "injuries": ["right pec strain (2026)"],
     "notes": "Jazz saxophonist, plays late gigs. High blood pressure, on amlodipine."},
    {"clientId": "zainab-hussain", "age": 19, "goal": "Run the 800 m under 2:08",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["shin splints (2026)"],
     "notes": "Second-year sports science student. Eczema."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "kenji": [
        L("02-03 20:10", "c", "evening ama. left wrist sore on the thumb side after taiko practice, like a hot wire when i make a fist", "kenji-wrist-1"),
        L("02-03 20:40", "t", "That pattern on the thumb side sounds like de Quervain's tenosynovitis. Rest from the big drums for ten days, wear the thumb splint at night, and ice for 10 minutes after anything that flares it.", "kenji-wrist-coach"),
        L("02-11 18:00", "c", "gp gave me naproxen 500 twice a day w food. helping a bit", "kenji-naproxen"),
        L("02-11 18:30", "t", "Good. Take it with meals as she said, and tell me if your stomach complains. We'll start the gentle thumb glides on Friday.", "kenji-naproxen-coach"),
        L("03-02 21:00", "c", "kendo grading is 12 april, 3rd dan. sensei says my men strike is slow", "kenji-grading"),
        L("03-02 21:20", "t", "We'll add wrist-friendly speed work: med ball chest passes, band pull-aparts and footwork ladders. Grip work stays light until the thumb settles.", "kenji-grading-coach"),
        L("03-20 17:00", "c", "steroid injection today for the wrist. hurt like hell but ok now", "kenji-injection"),
        L("03-20 17:15", "t", "Two days of relative rest after the injection, no drumming till Monday, then build back with the light sticks.", "kenji-injection-coach"),
        L("04-12 19:00", "c", "PASSED 3rd dan!!! 🥋 wrist held up fine", "kenji-dan"),
        L("05-06 22:10", "c", "stomach been burning at night. stopped the naproxen, think it was that", "kenji-stomach"),
        L("05-06 22:30", "t", "Sensible. Mention it to the GP this week; paracetamol is the gentler option if you need something.", "kenji-stomach-coach"),
        L("05-28 12:00", "c", "festival gig on 20 june, 40 min set on the odaiko 😬", "kenji-festival"),
        L("06-21 10:00", "c", "gig done, wrist 2/10 after. miso soup and bed", "kenji-gig"),
        L("06-21 10:20", "t", "2/10 after forty minutes on the big drum is a real win. Keep the eccentric wrist work twice a week.", "kenji-gig-coach"),
    ],
    "priya": [
        L("02-05 22:00", "c", "rolled my left ankle in rehearsal, landed a jump on someones foot 🙃 swollen like a tennis ball", "priya-ankle-1"),
        L("02-05 22:15", "t", "Ice, compression and keep it up tonight. If you can't take four steps tomorrow get an X-ray; otherwise come in Thursday and we'll start moving it.", "priya-ankle-coach"),
        L("02-12 13:00", "c", "xray clear. physio said grade 2 sprain, the atfl", "priya-ankle-2"),
        L("02-26 09:00", "c", "doing the wobble board every day, balance still rubbish on the left", "priya-wobble"),
        L("03-09 18:00", "c", "show opens 27 march, can i dance on it?", "priya-show"),
        L("03-09 18:30", "t", "If you can hop 20 times on the left without pain by the 20th, yes. Tape it for the run and keep the calf raises going.", "priya-show-coach"),
        L("03-28 00:30", "c", "opening night done!!! ankle taped and fine 💃", "priya-opening"),
        L("04-15 11:00", "c", "gp says im hypermobile, beighton 7 out of 9. explains a lot lol", "priya-hypermobile"),
        L("04-15 11:30", "t", "It does. We'll work on strength at end range rather than more stretching: control beats flexibility for you.", "priya-hypermobile-coach"),
        L("05-04 19:00", "c", "audition for a big company next week. took a propranolol for nerves at the last one, is that ok with training?", "priya-propranolol"),
        L("05-04 19:20", "t", "Check with your GP, but your heart rate will run lower on the days you take it, so train by feel rather than by the watch.", "priya-propranolol-coach"),
        L("05-13 16:00", "c", "got a callback!!", "priya-callback"),
        L("06-10 20:00", "c", "right hip clicking in developpe, not painful just loud", "priya-hip"),
        L("06-10 20:20", "t", "A snapping hip without pain is usually harmless. We'll add hip flexor strength in the long-lever positions.", "priya-hip-coach"),
    ],
    "olu": [
        L("02-04 09:00", "c", "Good morning Ama. 2 weeks since the new knee. Bending to 85 degrees the physio says", "olu-bend-1"),
        L("02-04 09:30", "t", "Well done Olu. Heel slides and quad sets every two hours, and keep icing after each round.", "olu-bend-coach"),
        L("02-18 21:00", "c", "Sugar was 11 after dinner, too much jollof at my nieces party", "olu-sugar"),
        L("02-18 21:20", "t", "Keep the rice to a fist-sized portion and fill up on the stew and greens. A 10-minute walk after meals helps the sugar too.", "olu-sugar-coach"),
        L("03-10 12:00", "c", "Knee bending 110 now! Drove the car for the first time", "olu-bend-2"),
        L("04-01 10:00", "c", "The metformin is upsetting my stomach again, doctor changed me to the slow release one", "olu-metformin"),
        L("04-22 17:00", "c", "Back on the bowling green today! Played 2 ends and sat down", "olu-bowls"),
        L("04-22 17:30", "t", "Lovely. Keep the new knee forward in the delivery stance and add ends slowly."),
        L("05-19 11:00", "c", "HbA1c 52 down from 61, nurse very pleased", "olu-hba1c"),
        L("06-15 18:00", "c", "Club pairs competition on saturday, we came second!", "olu-pairs"),
    ],
    "mirela": [
        L("02-09 19:00", "c", "got bucked off by pepper yesterday, landed on my tailbone. cant sit down properly 😖", "mirela-fall"),
        L("02-09 19:20", "t", "Ouch. Sit on a cushion with a gap at the back, no riding for two weeks, and see the GP if it gets worse or you feel any numbness.", "mirela-fall-coach"),
        L("02-10 16:00", "c", "gp said bruised coccyx. co-codamol for a few days", "mirela-codamol"),
        L("03-03 07:30", "c", "mucking out 12 stables every morning is doing my back in now", "mirela-back"),
        L("03-03 08:00", "t", "Hinge from the hips with the fork and swap sides every few loads. We'll add deadlifts and side planks to build you up for it.", "mirela-back-coach"),
        L("04-11 18:00", "c", "clear round at 1.10 on pepper!! first show of the season", "mirela-clear"),
        L("05-20 13:00", "c", "got kicked on the thigh by one of the youngsters, dead leg, purple as anything", "mirela-kick"),
        L("06-08 21:00", "c", "haymaking all week, no gym. arms wrecked lol", "mirela-hay"),
    ],
    "tane": [
        L("02-02 18:00", "c", "kia ora lucia. preseason starts march. coach wants me at 118kg, im 111 now", "tane-weight-1"),
        L("02-02 18:40", "t", "Kia ora Tane! That's 7 kg to gain, so we'll eat about 500 kcal a day above maintenance: roughly 4,200 kcal and 220 g of protein.", "tane-plan-coach"),
        L("02-16 15:00", "c", "whey shakes are wrecking my guts, bloated all arvo 🤢", "tane-whey"),
        L("02-16 15:30", "t", "Sounds like the lactose. Switch to an egg white protein and try lactose-free milk.", "tane-whey-coach"),
        L("03-02 12:00", "c", "egg protein sorted me out. no more bloat", "tane-egg"),
        L("03-14 22:00", "c", "nan made a hangi for my cousins 21st, ate like 3 plates 😂", "tane-hangi"),
        L("03-30 07:00", "c", "116.4 this morning", "tane-weight-2"),
        L("04-20 20:00", "c", "cramping in the calves late in games, 2 games in a row", "tane-cramp"),
        L("04-20 20:30", "t", "Let's fix fluids and salt: 500 ml with an electrolyte tab two hours before kick-off, and sip through the warm-up. Bananas and kumara the night before for the carbs.", "tane-cramp-coach"),
        L("05-11 19:00", "c", "no cramps sat!! full 80 mins", "tane-nocramp"),
        L("06-01 08:00", "c", "118.2 on the scales at the club weigh in 💪", "tane-weight-3"),
        L("06-01 08:30", "t", "Target hit! Now we hold it: drop to about 3,900 kcal and keep protein at 220 g.", "tane-hold-coach"),
    ],
    "sunniva": [
        L("02-06 07:00", "c", "Hi Lucia, the hot flushes are waking me 3 times a night. Started an HRT patch on Monday.", "sunniva-hrt"),
        L("02-20 12:00", "c", "DEXA results: osteopenia in the hip, T-score -1.8. GP wants me on calcium and vitamin D", "sunniva-dexa"),
        L("02-20 12:30", "t", "Aim for 1,000 mg of calcium a day: dairy, tinned sardines with the bones, calcium-set tofu. And lift heavy, bones love load.", "sunniva-calcium-coach"),
        L("03-08 19:00", "c", "did the birkebeiner! 54km in 6h12 🎿", "sunniva-birken"),
        L("04-05 20:00", "c", "tummy so bloated since the vit d tablets? or maybe the lentils lol", "sunniva-bloat"),
        L("05-02 07:30", "c", "sleeping through most nights now the patch has kicked in", "sunniva-sleep"),
        L("05-24 21:00", "c", "craving sweet stuff every evening, ate a whole kvikk lunsj", "sunniva-cravings"),
        L("05-24 21:20", "t", "Have a proper protein snack at 4pm, Greek yoghurt with berries, and keep the chocolate to two fingers after dinner.", "sunniva-cravings-coach"),
    ],
    "dario": [
        L("02-10 10:00", "c", "ciao lucia, crohns flaring again, 6 times to the loo a day. gastro says low residue for now", "dario-flare"),
        L("02-10 10:30", "t", "OK: white rice, white bread, well-cooked peeled veg, eggs and fish for now. No seeds, skins or salad until the flare settles.", "dario-flare-coach"),
        L("03-01 19:00", "c", "first humira injection today, pen in the thigh. scary but done", "dario-humira"),
        L("03-25 18:00", "c", "flare calming down, back to futsal on wednesday", "dario-futsal"),
        L("04-18 13:00", "c", "lost 4kg in the flare, want it back", "dario-weight"),
        L("04-18 13:30", "t", "We'll get it back slowly: three meals and two snacks a day; risotto and pasta are great, with olive oil and parmesan for the extra calories.", "dario-weight-coach"),
        L("05-30 11:00", "c", "b12 came back low, getting injections every 3 months now", "dario-b12"),
        L("06-18 22:00", "c", "scored twice in the futsal final ⚽🇮🇹", "dario-final"),
    ],
    "haruka": [
        L("02-03 19:00", "c", "signed up for my first olympic tri, june 21st at the lake 🏊‍♀️🚴‍♀️🏃‍♀️", "haruka-tri-goal"),
        L("02-03 19:30", "t", "Great choice. 1.5 km swim, 40 km bike, 10 km run: two sessions of each a week plus one strength session.", "haruka-tri-coach"),
        L("02-24 20:00", "c", "front of my right hip pinches when i lift my knee on the run. sharp ish", "haruka-hip-1"),
        L("02-24 20:30", "t", "Sounds like a hip flexor strain. No hills or sprints for two weeks, keep the bike easy, and daily isometric holds.", "haruka-hip-coach"),
        L("03-16 18:00", "c", "hip fine now, ran 8k pain free", "haruka-hip-2"),
        L("03-30 12:00", "c", "vit d came back at 38, doc says low. taking 2000 iu a day", "haruka-vitd"),
        L("04-14 17:00", "c", "bike course recon: 40k in 1:18 😎 avg 30.7", "haruka-bike"),
        L("05-05 09:00", "c", "panicked in the open water session, couldnt breathe in the wetsuit 😰", "haruka-panic"),
        L("05-05 09:30", "t", "Very common the first time out. Loosen the neck seal, blow bubbles for the first 200 m, and start at the side of the pack on race day.", "haruka-panic-coach"),
        L("05-26 19:00", "c", "second open water swim way better, 1500m no panic", "haruka-ow-2"),
        L("06-21 15:00", "c", "FINISHED!!! 2:41:33 🥹 onigiri at the finish never tasted so good", "haruka-race"),
        L("06-21 15:20", "t", "2:41 on your first Olympic distance! So proud of you Haruka.", "haruka-race-coach"),
    ],
    "gideon": [
        L("02-04 23:30", "c", "bjorn my man. masters meet is 9 may. want 200 squat, currently 185", "gideon-squat-goal"),
        L("02-05 08:00", "t", "200 by May is on. Squat twice a week, one heavy day and one volume day, and we peak in April.", "gideon-squat-coach"),
        L("02-25 14:00", "c", "doc put me on amlodipine 5mg, bp was 152/96 at the checkup", "gideon-amlodipine"),
        L("02-25 14:30", "t", "Good that it's caught. No breath-holding on max attempts until it's under control; exhale on the way up.", "gideon-bp-coach"),
        L("03-11 22:00", "c", "ankles puffy in the evenings, doc says its the amlodipine", "gideon-ankles"),
        L("03-27 21:00", "c", "tweaked my right pec on bench tonight. little pop, no bruise", "gideon-pec-1"),
        L("03-27 21:20", "t", "Stop benching for now. If bruising shows up in the next two days get it scanned; otherwise light floor press in a week.", "gideon-pec-coach"),
        L("04-02 10:00", "c", "no bruise, pec ok just tight", "gideon-pec-2"),
        L("04-19 11:00", "c", "gig at the blue note sat night, home at 3am, trained sunday anyway 🎷", "gideon-gig"),
        L("05-09 18:00", "c", "MEET DONE. squat 197.5 😤 so close. bench 130 dead 230", "gideon-meet"),
        L("05-09 18:30", "t", "197.5 at 55 is elite. We'll get the 200 at the autumn meet.", "gideon-meet-coach"),
        L("06-05 12:00", "c", "bp 128/82 now, doc happy", "gideon-bp-2"),
    ],
    "zainab": [
        L("02-07 17:00", "c", "shins aching again on the track, inside edge, both legs 😩", "zainab-shins-1"),
        L("02-07 17:30", "t", "Medial tibial stress syndrome by the sound of it. Off the track and out of spikes for two weeks, cross-train on the bike, and if one spot on the bone is very sore, get a scan.", "zainab-shins-coach"),
        L("02-21 14:00", "c", "physio said shin splints not a stress fracture. can run on grass", "zainab-shins-2"),
        L("03-12 20:00", "c", "being veggie is it ok for iron? i feel so tired", "zainab-iron"),
        L("03-12 20:30", "t", "Let's get your bloods checked. Lentils, chickpeas, spinach and fortified cereal with orange juice, and no tea with meals.", "zainab-iron-coach"),
        L("04-09 16:00", "c", "800 at the uni champs 2:09.8 PB!!!!", "zainab-pb"),
        L("05-14 21:00", "c", "eczema flaring on my hands from the chalk lol", "zainab-eczema"),
        L("06-11 22:00", "c", "havent had a period since march, is that normal with training?", "zainab-period"),
        L("06-11 22:30", "t", "It isn't something to ignore: please see the GP this week. It can mean you're not eating enough for the training, and we'll look at your fuelling together.", "zainab-period-coach"),
    ],
}

# ---------------------------------------------------------------------------
# The group chat: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-bjorn-track-tuesday", "trainer": "bjorn", "members": ["haruka", "gideon", "zainab"],
        "lines": [
            L("02-10 12:00", "t", "Track Tuesday is back, 6:30pm at the university track. Bring spikes or flats."),
            L("03-03 18:20", "gideon", "old man here, walking the warm up lap 😂"),
            L("03-17 20:00", "zainab", "can someone lend me a foam roller for the bus home lol"),
            L("04-07 13:00", "haruka", "anyone want to split a lake swim coaching session? 40 quid for two", "g-haruka-swimcoach"),
            L("04-07 13:10", "gideon", "I sink like a stone but sure", "g-gideon-sink"),
            L("05-12 20:30", "t", "Zainab ran her 400s at 62 seconds tonight 🔥", "g-zainab-400"),
            L("06-02 19:00", "gideon", "bringing bagels next week for everyone", "g-gideon-bagels"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("ama", "kenji", "2026-02-13", "Kenji: left de Quervain's. Finkelstein positive. Thumb splint at night, naproxen from the GP. Thumb glides and isometric wrist work, no taiko for 10 days."),
    ("ama", "kenji", "2026-04-03", "Kenji: grip strength left 38 kg, right 44 kg. Pain 1/10 since the steroid injection. Eccentric radial deviation 3x15 with 1 kg."),
    ("ama", "priya", "2026-02-19", "Priya: left grade 2 ATFL sprain. Swelling down; single-leg balance 8 s left vs 40 s right. Wobble board, calf raises 3x20, band eversion."),
    ("ama", "priya", "2026-05-22", "Priya: hypermobile, Beighton 7/9. End-range strength: single-leg RDL, Copenhagen plank 20 s, slow développé holds."),
    ("ama", "olu", "2026-03-12", "Olu, right knee replacement at 7 weeks: flexion 110, extension -3. Stationary bike 15 min, step-ups on a 10 cm step, sit-to-stand 3x10."),
    ("ama", "mirela", "2026-03-05", "Mirela: low back ache after morning stable work, no leg symptoms. Hip hinge drill, trap bar deadlift 3x8 at 50 kg, side plank 3x20 s."),
    ("lucia", "tane", "2026-03-04", "Tane: 113.5 kg. About 4,200 kcal a day, protein 220 g from egg protein, chicken and mince. Lactose-free milk. Five meals a day."),
    ("lucia", "sunniva", "2026-02-27", "Sunniva: osteopenia of the hip, T-score -1.8. Calcium 1,000 mg a day from food first, vitamin D 1,000 IU. HRT patch since February."),
    ("lucia", "dario", "2026-04-20", "Dario: 66 kg, down from 70 in the flare. Now in remission: reintroduce cooked vegetables one at a time. Two snacks a day."),
    ("bjorn", "haruka", "2026-03-02", "Haruka: right hip flexor strain improving. Isometric hip flexion 5x30 s, no hills. Bike twice a week in zone 2."),
    ("bjorn", "gideon", "2026-04-01", "Gideon: right pec strain, no bruising, pain 2/10 pressing. Floor press 60 kg 3x10. Squat unaffected: 180 kg 3x3."),
    ("bjorn", "zainab", "2026-02-24", "Zainab: both shins, medial, no focal tenderness. Running on grass 3x a week, calf raises 3x20, hopping progression next month."),
]

TRANSCRIPTS = [
    {
        "id": "tr-lucia-tane-20260415", "trainer": "lucia", "client": "tane", "startedAt": "2026-04-15T17:00:00Z",
        "title": "In-person session: game-day fuelling",
        "lines": [
            ("Coach", 0, "So walk me through what you eat on a game day."),
            ("Tane", 8, "Usually just a big feed at lunch, mince and rice, then nothing till after."),
            ("Coach", 16, "Kick-off is at three? Then lunch at eleven, and a snack at one: a couple of jam sandwiches or some rice cakes."),
            ("Tane", 27, "Can I have a coffee before?"),
            ("Coach", 33, "Yes, one coffee an hour before kick-off is fine. After the game, a recovery shake with the egg protein and a proper dinner."),
            ("Tane", 45, "The boys all go for a pie after."),
            ("Coach", 50, "Have the pie then, but get the shake in first."),
        ],
    },
    {
        "id": "tr-bjorn-haruka-20260610", "trainer": "bjorn", "client": "haruka", "startedAt": "2026-06-10T18:00:00Z",
        "title": "Video call: race week for the Olympic triathlon",
        "lines": [
            ("Coach", 0, "Eleven days out. How are the legs?"),
            ("Haruka", 6, "Fresh actually. I'm nervous about the swim start still."),
            ("Coach", 12, "Line up on the far right, away from the buoy line, and count your strokes for the first minute."),
            ("Haruka", 24, "And T1? I always fumble the wetsuit."),
            ("Coach", 30, "Practise it three times this week: pull it to the waist while you run, then step out. Elastic laces on the run shoes."),
            ("Haruka", 44, "What about food on the bike?"),
            ("Coach", 50, "One gel at 20 minutes and one at 50 on the bike, water in the bottle, and a gel at the start of the run if you want it."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("kenji", "2026-02-20", 6.5, 6, 70, "Wrist better with the splint at night. Miss drumming."),
    ("kenji", "2026-06-12", 7.0, 5, 90, "Busy with festival rehearsals."),
    ("priya", "2026-03-20", 6.0, 7, 85, "Tech week. Ankle fine with tape."),
    ("priya", "2026-05-29", 7.5, 4, 95, "Callback went well, waiting to hear."),
    ("olu", "2026-04-10", 7.0, 3, 90, "Knee stiff in the mornings only."),
    ("mirela", "2026-06-12", 5.5, 6, 40, "Haymaking, no time for anything."),
    ("tane", "2026-03-27", 8.5, 3, 95, "Eating heaps. Stomach good since the switch."),
    ("tane", "2026-05-22", 8.0, 4, 90, "Season going well, no cramps."),
    ("sunniva", "2026-03-13", 5.0, 5, 80, "Hot flushes still bad at night."),
    ("dario", "2026-03-06", 6.0, 7, 60, "Flare. Mostly resting."),
    ("haruka", "2026-04-24", 7.5, 4, 95, "Long bike felt great."),
    ("haruka", "2026-05-08", 6.0, 6, 80, "Still shaken by the open water swim."),
    ("gideon", "2026-04-24", 5.0, 4, 85, "Late gigs this week, squat still moving well."),
    ("zainab", "2026-03-20", 7.0, 7, 75, "Tired all the time, deadlines."),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "kk", "see u tues", "done", "running 10 late soz", "can we push to 7?", "yeah", "👍🏽", "cheers!", "ta x",
    "sweet as", "haha", "ok cool", "sorry been flat out", "will do tonight", "paid 👍", "app crashed again ugh",
    "np", "tmrw no good, weds?", "booked in", "thank u!!", "🙌🏽", "legend", "leaving now", "forgot to log it oops",
    "same as last week?", "yes please", "noted", "cant wait", "one sec", "😂😂", "which room?", "only just saw this",
    "deal", "👌🏽", "hectic day, chat later?", "all sorted", "ahh gotcha", "have a good one", "wrong chat sorry 🙈",
]
TRAINER_CHATTER = [
    "Great session today!", "You're booked in.", "See you Tuesday.", "No problem, Wednesday works.", "Logged, thanks.",
    "This week's plan is in the app.", "Reminder to log your sessions this week.", "Have a lovely weekend!",
    "Happy to move it, just let me know.", "Thanks for the heads up.", "Invoice is in your inbox.",
    "Fixed, try the app now.", "Perfect, see you then.", "Nice one 👍", "Any time!", "Usual room.",
]


def _when(text: str) -> datetime:
    return records.at(text, YEAR)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    rng = random.Random(20260630)
    data, tags = assemble(
        trainers=TRAINERS, clients=CLIENTS, profiles=PROFILES, asked_at=ASKED_AT, when=_when,
        chat_lines=lambda short: STORY[short] + chatter(rng, rng.randint(18, 30), START, END, CLIENT_CHATTER,
                                                         TRAINER_CHATTER, Line),
        groups=GROUPS, group_lines="lines", notes=NOTES, transcripts=TRANSCRIPTS, checkins=CHECKINS,
    )
    return data, tags


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    data, tags = build()
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    if out == OUT:
        TAGS_OUT.write_text(json.dumps(tags, indent=1, sort_keys=True) + "\n")
    print(f"wrote {out}: {len(data['clients'])} clients, {len(data['chats'])} chats, {len(data['messages'])} messages, "
          f"{len(data['sessionNotes'])} notes, {len(data['transcripts'])} transcripts, {len(data['checkins'])} check-ins")


if __name__ == "__main__":
    main()
