#!/usr/bin/env python3
"""Build the twelfth blind data set for the answer benchmark (bench/answers_data/blind12.json).

    functions/venv/bin/python -m bench.answers_data.build_blind12

Four trainers of kinds the other rosters do not have (a cricket fast-bowling and conditioning coach
with a 19-year-old county academy quick whose nan texts, a wicketkeeper-batter before an overseas
league and a 63-year-old over-60s off-spinner with gout; a freediving and spearfishing coach with a
constant-weight depth diver, a spearfisher on amlodipine who had a blackout on the surface and a pool
freediver with asthma; a figure-skating conditioning coach with a 14-year-old junior with Sever's
disease whose stepdad texts, an ice dancer whose back goes in a lift and an adult skater who breaks
her wrist; an inflammatory-arthritis exercise coach with a man with ankylosing spondylitis on
adalimumab, a woman with rheumatoid arthritis on methotrexate and a woman with lupus on
hydroxychloroquine), 12 clients, mid-September 2025 to mid-March 2026 (asked on 23 March 2026):
one-to-one chats, two group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight four times, steps twice, resting heart rate twice, systolic blood
pressure twice, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-11-29 by helper h-blind12 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py,
any list of benchmark failures or result file: a held-out check of whether the fixes made on the
other sets generalise.

Unlike the earlier blind rosters this one crosses a new year: a chat line's "MM-DD" in September to
December is 2025, in January to August 2026 (`when`), so Christmas, the new year and "dry january"
lie inside the period. The story messages are written the way people text: lowercase, typos,
run-ons, emoji, slang and other languages' words (cricket "quick", "spell", "nets", "keeping up to
the stumps", "3 for 22"; freediving "samba", "white card", "static", "DYN", "mouthfill", "spearo";
skating "3lutz", "double axel", "stroking"; Hindi "acha", Arabic "marhaba" and "inshallah", Māori
"kia ora", Irish "howya", "grand", "mam", Japanese "yoroshiku" and "otsukare", Italian "ciao", "buon
natale", "ero preoccupato", Twi "medaase", Ukrainian "дякую" and "dobre"), a voice-note run-on,
numbers in words, mixed units (overs, kph, seconds, metres, kilos, mg, mil, degrees, cm, km,
umol/L, ug/L, mg/L, mm/hr, g/L, nmol/L, mmHg, bpm, L/min), negations ("no pain at all", "no
sickness at all", "not a disc", "not a tear", "no broken bones"), corrections in the next message,
facts only in the coach's reply, facts split across turns, a forwarded message, emoji-only replies,
and a nan, a husband (twice), a wife, a sister, a son, a stepdad, a partner, a granddaughter and a
daughter writing for a client. The everyday chatter between them comes from this builder's own
pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine,
sport, event or number a question asks about. Deterministic: two runs write byte-identical files.
`blind12_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind12_questions.py).

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
OUT, TAGS_OUT = HERE / "blind12.json", HERE / "blind12_tags.json"
START, END = datetime(2025, 9, 15, 7, 0), datetime(2026, 3, 20, 21, 0)
ASKED_AT = "2026-03-23T09:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" in September to December is 2025, otherwise 2026."""
    return records.at(text, 2025 if int(text[:2]) >= 9 else 2026)


TRAINERS = [
    {"id": "coach-priyanka", "displayName": "Priyanka Dhillon", "email": "priyanka.dhillon@example.com", "short": "priyanka"},
    {"id": "coach-tane", "displayName": "Tane Rāwiri", "email": "tane.rawiri@example.com", "short": "tane"},
    {"id": "coach-oksana", "displayName": "Oksana Brennan", "email": "oksana.brennan@example.com", "short": "oksana"},
    {"id": "coach-rosalind", "displayName": "Rosalind Achterberg", "email": "rosalind.achterberg@example.com", "short": "rosalind"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("priyanka", "kieran-mahoney", "Kieran Mahoney", "kieran"),
    ("priyanka", "shreya-menon", "Shreya Menon", "shreya"),
    ("priyanka", "geoff-pilkington", "Geoff Pilkington", "geoff"),
    ("tane", "noor-haddad", "Noor Haddad", "noor"),
    ("tane", "cormac-tierney", "Cormac Tierney", "cormac"),
    ("tane", "ayaka-mori", "Ayaka Mori", "ayaka"),
    ("oksana", "mia-castellanos", "Mia Castellanos", "mia"),
    ("oksana", "luca-ferraro", "Luca Ferraro", "luca"),
    ("oksana", "harriet-oduya", "Harriet Oduya", "harriet"),
    ("rosalind", "tom-birkett", "Tom Birkett", "tom"),
    ("rosalind", "gloria-asante", "Gloria Asante", "gloria"),
    ("rosalind", "ludmila-petrenko", "Ludmila Petrenko", "ludmila"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("kieran", "geoff", "cormac", "mia", "luca", "gloria")

PROFILES = [
    {"clientId": "kieran-mahoney", "age": 19, "goal": "Bowl fast through a full season without breaking down",
     "dietaryRestrictions": [], "injuries": ["left side strain (November 2025)"],
     "notes": "Right-arm fast bowler in the county academy. Lives with his nan Maureen in Leeds. Apprentice electrician."},
    {"clientId": "shreya-menon", "age": 27, "goal": "Play the overseas league in February with a hamstring that holds",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right hamstring"],
     "notes": "Wicketkeeper-batter. From Kochi, lives in Birmingham. Husband Arjun. Works as a physiotherapy assistant."},
    {"clientId": "geoff-pilkington", "age": 63, "goal": "Get a look at the England over-60s trial and lose 5 kg",
     "dietaryRestrictions": ["low purine"], "injuries": ["gout, right big toe (2025)"],
     "notes": "Off-spinner for the club's over-60s. Retired bus driver in Bolton. Wife Pauline."},
    {"clientId": "noor-haddad", "age": 33, "goal": "Dive 50 m constant weight at the Dahab competition",
     "dietaryRestrictions": ["halal"], "injuries": [],
     "notes": "Freediver, constant weight with bi-fins. From Amman, lives in Brighton, dentist. Sister Lina."},
    {"clientId": "cormac-tierney", "age": 45, "goal": "Hold his breath longer and spearfish safely all winter",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Spearfisher out of Kinsale. Fisherman's son, runs a boat-hire business. High blood pressure on amlodipine. Son Oisín."},
    {"clientId": "ayaka-mori", "age": 38, "goal": "Beat 170 m dynamic with bi-fins at the nationals in March",
     "dietaryRestrictions": ["no shellfish"], "injuries": [],
     "notes": "Pool freediver, asthma since childhood. From Osaka, lives in Sheffield, translator. Husband Daisuke."},
    {"clientId": "mia-castellanos", "age": 14, "goal": "Land the double axel and skate it in competition",
     "dietaryRestrictions": [], "injuries": ["right heel (Sever's disease)"],
     "notes": "Junior ladies figure skater in Nottingham. Year 10. Stepdad Rob drives her to the rink at 5:30 am."},
    {"clientId": "luca-ferraro", "age": 22, "goal": "Skate the European Championships in January with a back that holds up",
     "dietaryRestrictions": [], "injuries": ["low back (lifts)"],
     "notes": "Ice dancer from Turin, skates for Great Britain with his partner Elise. Trains in Sheffield."},
    {"clientId": "harriet-oduya", "age": 41, "goal": "Compete at the adult international competition in Oberstdorf in May",
     "dietaryRestrictions": ["lactose free"], "injuries": ["left wrist fracture (December 2025)"],
     "notes": "Adult figure skater, silver level, started at 35. Solicitor in Leeds. Husband Kwame."},
    {"clientId": "tom-birkett", "age": 34, "goal": "Run a 10k in the spring",
     "dietaryRestrictions": [], "injuries": ["ankylosing spondylitis (2023)"],
     "notes": "Software tester in Manchester. Adalimumab every two weeks. Partner Sam."},
    {"clientId": "gloria-asante", "age": 58, "goal": "Carry her own shopping from the market again",
     "dietaryRestrictions": [], "injuries": ["rheumatoid arthritis, hands and right knee"],
     "notes": "Retired nurse from Kumasi, lives in Croydon. Methotrexate weekly with folic acid. Granddaughter Esi lives with her."},
    {"clientId": "ludmila-petrenko", "age": 44, "goal": "Walk the 3 km to work again",
     "dietaryRestrictions": ["gluten free"], "injuries": ["lupus (SLE, 2019)"],
     "notes": "Librarian from Kharkiv, in Cardiff since 2022. Hydroxychloroquine and prednisolone. Daughter Daryna."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "kieran": [
        L("09-16 18:20", "c", "alright priyanka, kieran. 19, right arm quick at the county academy. bowled 40 overs this wk in the nets", "kieran-intro"),
        L("09-16 18:24", "c", "14*** not 40 lol fat thumbs", "kieran-overs-fix"),
        L("09-16 19:00", "t", "Hi Kieran! 14 is plenty for September. We cap you at 20 overs a week till Christmas, gym Monday and Thursday, and a speed gun session next month.", "kieran-intro-coach"),
        L("10-01 19:00", "c", "gym done, 5x5 trap bar at 140", "kieran-trapbar"),
        L("10-14 17:45", "c", "speed gun today 131 kph top, avg about 126", "kieran-speed"),
        L("11-04 20:10", "c", "felt something go in my left side on the last ball of the spell. sharp when i breathe in deep", "kieran-side"),
        L("11-04 20:30", "t", "Stop bowling now. That sounds like a side strain on your non-bowling side. Get it scanned through the academy and no twisting in the gym.", "kieran-side-coach"),
        L("11-11 09:15", "c", "mri says grade 2 side strain, left internal oblique. 6 wks no bowling 😩", "kieran-mri"),
        L("11-20 19:30", "c", "Hello Priyanka this is Maureen, Kieran's nan. He's moping about the house and not eating much since the injury. He won't tell you himself. Is there something he can do? Thank you love", "kieran-nan"),
        L("11-20 20:05", "t", "Thank you Maureen. He can do legs, the bike and upper body work that doesn't twist, four days a week. I'll send him a plan tonight.", "kieran-nan-coach"),
        L("12-03 07:40", "c", "sleeping better now, 8 hrs most nights", "kieran-sleep"),
        L("12-22 11:00", "c", "first bowl since the injury!! 3 overs off a short run, no pain at all", "kieran-return"),
        L("01-13 18:00", "c", "6 over spell in the nets, full run up, bit stiff after but fine", "kieran-spell"),
        L("01-13 18:30", "t", "Good. Two spells a week, six overs max each, until Dubai.", "kieran-spell-coach"),
        L("02-10 21:00", "c", "dubai tour was unreal. took 3 for 22 in the last game 🔥 side held up fine", "kieran-dubai"),
        L("02-28 16:00", "c", "gun again: 134 top, pb", "kieran-speed2"),
        L("03-12 18:00", "c", "lions trial might happen in april, coach said maybe", "kieran-lions"),
        L("03-18 17:00", "c", "🏏💪", "kieran-emoji"),
    ],
    "shreya": [
        L("09-18 10:00", "c", "hi priyanka! shreya here, keeper-bat. playing in the overseas league in feb. right hammy has been grumbly since the summer. acha let's do this", "shreya-intro"),
        L("09-18 10:45", "t", "Welcome Shreya! Nordic curls twice a week, sprint drills, and we test your 2-run time next week.", "shreya-intro-coach"),
        L("09-25 19:00", "c", "2 run test 6.9 sec. coach wants under 6.7", "shreya-2run1"),
        L("10-05 16:00", "c", "voice note: so yeah nets were fine today hammy was a bit tight at the start but then honestly after the warm up it was nothing I did forty minutes keeping up to the stumps and then batted for like half an hour", "shreya-voice"),
        L("10-20 18:00", "c", "bloods back. ferritin 18, doc started me on ferrous fumarate 210 mg", "shreya-iron"),
        L("10-20 18:20", "t", "Take it with orange juice, not with tea, and we recheck in three months.", "shreya-iron-coach"),
        L("11-15 12:00", "c", "Hi, Arjun here, Shreya's husband. She keeps hiding the hamstring pain. After Sunday's game she could barely walk down the stairs. Please tell her to rest", "shreya-arjun"),
        L("11-15 12:40", "t", "Thanks Arjun. I'll call her today. No sprinting until she's been seen.", "shreya-arjun-coach"),
        L("11-19 17:00", "c", "physio: grade 1 right hamstring strain, not a tear. 3 weeks no sprinting", "shreya-ham"),
        L("12-14 09:30", "c", "2 run test 6.6!!! pb 🙌", "shreya-2run2"),
        L("12-30 13:00", "c", "christmas = 3 days of biryani, back to it tomorrow", "shreya-xmas"),
        L("01-21 18:00", "c", "ferritin up to 41 😁", "shreya-ferritin2"),
        L("02-15 22:00", "c", "first league game. 47 off 38 balls and 2 stumpings. hammy felt 100%", "shreya-league"),
        L("02-15 22:30", "t", "Brilliant! Keep the Nordics once a week during the league.", "shreya-league-coach"),
        L("03-08 08:00", "c", "league done. we finished 3rd. knackered but no injuries", "shreya-done"),
    ],
    "geoff": [
        L("09-22 08:30", "c", "Morning Priyanka. Geoff Pilkington, 63. Off spin for the over 60s. Want to get through next summer and maybe get a look for the England over 60s. Knees creak and I'm 98 kilos.", "geoff-intro"),
        L("09-22 09:10", "t", "Morning Geoff! Strength twice a week, a walking plan, and your weight down steady: half a kilo a week.", "geoff-intro-coach"),
        L("10-27 19:45", "c", "Big toe on my right foot flared up overnight, red and hot, couldn't bear the sheet on it", "geoff-toe"),
        L("10-28 11:00", "c", "GP says gout. Colchicine for the flare", "geoff-gout"),
        L("10-28 11:30", "t", "Rest it and drink plenty of water. No beer and go easy on red meat this week, Geoff.", "geoff-gout-coach"),
        L("11-05 10:00", "c", "walked 10k steps 5 days this week", "geoff-steps"),
        L("11-18 18:00", "c", "Uric acid 0.52. They're starting me on allopurinol 100 mg once the flare's settled", "geoff-urate"),
        L("12-09 20:00", "c", "Priyanka, Pauline here, Geoff's wife. He had four pints at the club dinner and ate the pork pies. Just so you know! x", "geoff-pauline"),
        L("12-09 20:20", "t", "Ha, thank you Pauline. I'll have a word, nicely.", "geoff-pauline-coach"),
        L("01-06 07:50", "c", "dry january going well. 94.8 this morning", "geoff-dryjan"),
        L("01-06 07:52", "c", "sorry 95.8. specs weren't on", "geoff-dryjan-fix"),
        L("02-03 18:30", "c", "Uric acid now 0.34. Allopurinol up to 200 mg. No flares since November", "geoff-urate2"),
        L("02-24 17:00", "c", "England over 60s trial date through. 18th April at Loughborough", "geoff-trial"),
        L("03-10 19:00", "c", "Bowled eight overs indoors. Knees fine, toe fine.", "geoff-indoor"),
        L("03-10 19:30", "t", "Lovely. Keep the squats going and we'll add fielding drills in April.", "geoff-indoor-coach"),
    ],
    "noor": [
        L("09-20 14:00", "c", "marhaba tane! noor. freediver, constant weight. pb 42 m. want 50 at the dahab comp in feb inshallah", "noor-intro"),
        L("09-20 14:40", "t", "Kia ora Noor! CO2 tables three times a week, and we'll work on your mouthfill and neck flexibility on land.", "noor-intro-coach"),
        L("10-11 18:00", "c", "static in the pool today 5:12 😮‍💨", "noor-static"),
        L("10-30 17:00", "c", "mouthfill drills every day this week", "noor-mouthfill"),
        L("11-08 16:00", "c", "right ear hurting after the weekend dives, muffled. ent says mild barotrauma, no diving 2 weeks", "noor-ear"),
        L("11-08 16:30", "t", "Listen to the ENT. Dry training only, tables on land, and no flying either.", "noor-ear-coach"),
        L("11-29 10:00", "c", "ear cleared! back in the water, eased to 30 m", "noor-ear-ok"),
        L("12-14 19:00", "c", "hi tane, this is lina, noor's sister. she coughed up a bit of blood after diving today and says its nothing. can u talk to her", "noor-lina"),
        L("12-14 19:30", "t", "Thank you Lina. That sounds like a lung squeeze. She stops diving deep until it's checked.", "noor-lina-coach"),
        L("12-16 11:00", "c", "doc says small lung squeeze. no deep dives 3 weeks, pool only", "noor-squeeze"),
        L("01-18 12:00", "c", "45 m clean today, no squeeze", "noor-45"),
        L("02-20 20:00", "c", "DAHAB: 48 m white card!! new pb, 2 off 50 but im so happy", "noor-dahab"),
        L("02-20 20:30", "t", "48 and clean! 50 is a matter of time.", "noor-dahab-coach"),
        L("03-14 09:00", "c", "🤿🤍", "noor-emoji"),
    ],
    "cormac": [
        L("09-17 19:00", "c", "howya tane, cormac, 45, spearo out of kinsale. want to hold my breath longer and not get wrecked in the cold. on amlodipine 5 for the blood pressure", "cormac-intro"),
        L("09-17 19:40", "t", "Hi Cormac. Breath-hold tables on land only, never alone in the water, strength twice a week, and we watch your BP.", "cormac-intro-coach"),
        L("10-04 18:00", "c", "static on land 3:40", "cormac-static1"),
        L("10-19 17:30", "c", "bit of a scare. had a samba on the surface after a 14 m dive, buddy held me up. was fine after a minute", "cormac-samba"),
        L("10-19 18:00", "t", "That's loss of motor control, Cormac. Longer recovery on the surface, one up one down always, and no dives past 10 m for a month.", "cormac-samba-coach"),
        L("11-12 20:00", "c", "gp upped the amlodipine to 10, bp still high. ankles a bit puffy", "cormac-amlo"),
        L("12-02 21:00", "c", "Hi Tane this is Oisín, Cormac's son. Dad went out on his own on Sunday. Mam's raging. Can you say something to him", "cormac-son"),
        L("12-02 21:20", "t", "Thanks Oisín, I will. Never alone, that's the rule.", "cormac-son-coach"),
        L("01-10 10:00", "c", "static 4:05 on land, new best", "cormac-static2"),
        L("01-31 18:00", "c", "water 9 degrees today, 6 mil suit, 2 hrs out, grand", "cormac-cold"),
        L("02-22 15:00", "c", "pollock 4.5 kg off the rocks at the old head 🐟", "cormac-fish"),
        L("03-05 19:00", "c", "left shoulder sore from loading the speargun, not bad", "cormac-shoulder"),
        L("03-05 19:30", "t", "Band work for that shoulder daily, and load the gun against your hip, not with the arm alone.", "cormac-shoulder-coach"),
    ],
    "ayaka": [
        L("09-24 07:30", "c", "good morning tane. ayaka, 38. pool freediver, DYN with bi-fins. pb 150 m. nationals in march. yoroshiku", "ayaka-intro"),
        L("09-24 08:10", "t", "Welcome Ayaka! Two pool sessions and two dry sessions a week, and we build your DYN up 5 m at a time.", "ayaka-intro-coach"),
        L("10-15 21:00", "c", "asthma a bit worse since the heating came on. using the blue inhaler before training", "ayaka-asthma"),
        L("10-15 21:30", "t", "See your GP before the next pool session, and no CO2 tables while you're wheezy.", "ayaka-asthma-coach"),
        L("10-22 12:00", "c", "gp gave me a brown preventer inhaler, 2 puffs morning and night", "ayaka-preventer"),
        L("11-05 07:00", "c", "dry session: 8 x 30 s apnea walks", "ayaka-dry"),
        L("11-26 20:00", "c", "sinus infection. no pool until its clear", "ayaka-sinus"),
        L("12-17 18:00", "c", "DYN 165 m in training!", "ayaka-165"),
        L("01-08 19:00", "c", "Hello, I am Daisuke, Ayaka's husband. She trained at the pool 3 times with a cold this week. Please tell her to stop. Thank you", "ayaka-daisuke"),
        L("01-08 19:20", "t", "Thank you Daisuke. I'll tell her: no breath-holds with a cold.", "ayaka-daisuke-coach"),
        L("02-04 18:00", "c", "peak flow 460 now, was 390 in october", "ayaka-peak"),
        L("02-18 07:00", "c", "no wheeze at all this month", "ayaka-nowheeze"),
        L("03-15 17:00", "c", "nationals: 172 m, silver! otsukare 🥈", "ayaka-nationals"),
        L("03-15 17:30", "t", "Silver at nationals! From 150 in September.", "ayaka-nationals-coach"),
    ],
    "mia": [
        L("09-15 17:00", "c", "hiii oksana its mia!! junior ladies. trying to land my double axel before british champs in nov 😬 heel hurts a bit (right)", "mia-intro"),
        L("09-15 17:30", "t", "Hi Mia! Jump strength twice a week, core every day. Does the heel hurt after jumping or all the time?", "mia-intro-coach"),
        L("09-15 17:45", "c", "after jumping mostly", "mia-heel-when"),
        L("10-02 20:00", "c", "Hello Oksana, this is Rob, Mia's stepdad. The GP says Sever's disease in her right heel, a growth thing. She's skating 5 days a week. Should she cut back?", "mia-rob"),
        L("10-02 20:30", "t", "Thanks Rob. Off-ice jumps down to two days, heel cups in her trainers, and calf stretches every night. She can keep skating.", "mia-rob-coach"),
        L("10-10 18:00", "c", "jump strength done, 3 x 8 box jumps", "mia-box"),
        L("11-22 19:00", "c", "british champs: 6th!!! fell on the 3lutz but whatever 🥹", "mia-champs"),
        L("12-06 16:00", "c", "LANDED THE DOUBLE AXEL 😭😭 clean", "mia-axel"),
        L("12-06 16:10", "t", "YES Mia! Now three clean in a row before we put it in the programme.", "mia-axel-coach"),
        L("12-23 12:00", "c", "merry christmas!!🎄⛸️", "mia-xmas"),
        L("01-09 18:00", "c", "heel doesnt hurt anymore, like at all", "mia-heel"),
        L("02-14 19:00", "c", "grew 3 cm since september lol mum measured", "mia-growth"),
        L("02-28 17:00", "c", "mocks next week so only skating 3 days", "mia-mocks"),
        L("03-19 18:00", "c", "double axel in my free skate at the club comp, landed it!! 1st 🥇", "mia-club"),
    ],
    "luca": [
        L("09-19 11:00", "c", "ciao oksana, luca here. ice dance with elise. lower back tight after lifts, esp the rotational one. europeans in jan is the goal", "luca-intro"),
        L("09-19 11:40", "t", "Ciao Luca! Hip hinge, anti-rotation core and glute work four days a week. And film the lifts so I can see your back.", "luca-intro-coach"),
        L("10-08 18:00", "c", "deadlift 3 x 5 at 120 kg", "luca-dl"),
        L("10-29 19:30", "c", "new boots today. feet destroyed, blisters on both heels", "luca-boots"),
        L("10-29 19:50", "t", "Break them in 20 minutes a session for the first week, and plasters on the heels.", "luca-boots-coach"),
        L("11-14 21:00", "c", "back went in the curve lift today, sharp on the right, low down", "luca-back"),
        L("11-15 10:00", "c", "physio said facet joint irritation, not a disc. 10 days no lifts", "luca-facet"),
        L("11-15 10:20", "t", "Ok. Walking, the bike and the McGill big three every day. No lifts until the physio clears you.", "luca-facet-coach"),
        L("12-18 18:00", "c", "ero preoccupato ma lifts are back, no pain 🙏", "luca-lifts"),
        L("12-27 11:00", "c", "buon natale! 🎄 tortellini x3", "luca-xmas"),
        L("01-30 20:00", "c", "europeans: 14th. rhythm dance was our best ever score, free dance a bit messy", "luca-europeans"),
        L("01-30 20:20", "t", "14th at your first Europeans! Rest a week, then we talk about next season.", "luca-europeans-coach"),
        L("02-12 18:00", "c", "elise is sick, skating solo this week 😒", "luca-elise"),
        L("03-02 19:00", "c", "worlds not happening for us, federation picked the other team", "luca-worlds"),
    ],
    "harriet": [
        L("09-23 19:00", "c", "evening oksana, harriet. 41, adult skater, started at 35. want to do the adult international comp in oberstdorf next may, silver free skate", "harriet-intro"),
        L("09-23 19:30", "t", "Lovely! Balance work, ankle strength and two off-ice jump sessions a week.", "harriet-intro-coach"),
        L("10-16 20:00", "c", "vit d came back 38, gp says 800 units a day", "harriet-vitd"),
        L("11-01 09:00", "c", "off ice jumps 2x done this week", "harriet-office"),
        L("12-04 21:30", "c", "fell on a waltz jump tonight, left wrist. a&e says broken, distal radius. cast 6 weeks 😭", "harriet-wrist"),
        L("12-04 21:45", "t", "Oh no Harriet. Legs and core only, nothing weight-bearing on that arm, and keep the fingers moving.", "harriet-wrist-coach"),
        L("12-06 10:00", "c", "Hi Oksana, Kwame here, Harriet's husband. She's worried she's lost Oberstdorf. She's driving me mad 😂 any advice", "harriet-kwame"),
        L("12-06 10:30", "t", "Thanks Kwame! May is a long way off. Six weeks in a cast, then rehab, she'll be fine.", "harriet-kwame-coach"),
        L("01-16 12:00", "c", "cast off! wrist stiff as anything", "harriet-cast"),
        L("02-09 19:00", "c", "back on the ice, just stroking, no jumps yet", "harriet-ice"),
        L("03-11 20:00", "c", "vit d 72 now 🎉", "harriet-vitd2"),
        L("03-16 18:00", "c", "first waltz jump since the fall. wobbly but landed", "harriet-jump"),
    ],
    "tom": [
        L("09-16 08:00", "c", "hi rosalind, tom. 34, ankylosing spondylitis, diagnosed 2023. stiff every morning for an hour. humira every 2 weeks. want to run a 10k in the spring", "tom-intro"),
        L("09-16 08:40", "t", "Hi Tom! Mobility every morning, swimming twice a week, and a run-walk plan towards the 10k.", "tom-intro-coach"),
        L("10-09 18:00", "c", "crp 24 at the rheum, bit high", "tom-crp"),
        L("10-22 08:00", "c", "basdai 6.1 this time 😕", "tom-basdai"),
        L("11-21 07:30", "c", "flare. lower back and right hip, can barely get out of bed", "tom-flare"),
        L("11-21 08:00", "t", "Keep moving gently: hot shower, then your mobility routine, and ring the rheumatology nurse line today.", "tom-flare-coach"),
        L("11-24 19:00", "c", "Hi Rosalind it's Sam, Tom's partner. He's been up at 4 every night with the pain. The nurse gave him a short course of naproxen. He hates asking for help so I thought I'd tell you", "tom-sam"),
        L("11-24 19:30", "t", "Thank you Sam, that's really helpful. I'll change his plan this week.", "tom-sam-coach"),
        L("12-10 18:00", "c", "flare settled. morning stiffness down to 20 min", "tom-settled"),
        L("01-14 18:30", "c", "crp 6!!", "tom-crp2"),
        L("02-01 10:00", "c", "first 5k run without walking, 29:10", "tom-5k"),
        L("02-25 08:00", "c", "basdai 3.2", "tom-basdai2"),
        L("03-08 11:00", "c", "10k at the spring run: 58:44 🏃‍♂️ no back pain during", "tom-10k"),
        L("03-08 11:30", "t", "Under the hour! From one-hour stiff mornings in September.", "tom-10k-coach"),
    ],
    "gloria": [
        L("09-18 10:00", "c", "Good morning Rosalind. Gloria Asante. Rheumatoid arthritis 10 years, methotrexate 15 mg on Saturdays with folic acid. My hands and my right knee are the trouble. I want to carry my shopping again", "gloria-intro"),
        L("09-18 10:40", "t", "Good morning Gloria. Hand exercises every day, sit to stand and step-ups twice a week, and we measure your grip next session.", "gloria-intro-coach"),
        L("10-24 17:00", "c", "Rheumatology added hydroxychloroquine 200 mg", "gloria-hcq"),
        L("10-30 19:00", "c", "hand exercises every day this week, the putty is hard work", "gloria-putty"),
        L("11-13 18:00", "c", "feeling sick the day after the methotrexate. nurse says maybe injections instead of tablets", "gloria-mtx"),
        L("11-13 18:30", "t", "Ask them, Gloria. Injections often help with the sickness. Keep Sundays easy.", "gloria-mtx-coach"),
        L("12-05 20:00", "c", "Hello Rosalind, I am Esi, Gloria's granddaughter. Grandma fell in the kitchen on Tuesday. She is fine, no broken bones, but she is scared to do the step-ups now", "gloria-esi"),
        L("12-05 20:30", "t", "Thank you Esi. We'll do the step-ups holding the rail, and practise getting up from the floor.", "gloria-esi-coach"),
        L("01-02 10:00", "c", "new year new knees haha. sit to stand 10 in 30 seconds", "gloria-sts"),
        L("01-20 17:00", "c", "methotrexate injections now. no sickness at all 🙏 medaase", "gloria-inj"),
        L("02-17 19:00", "c", "carried 2 bags from the market, right knee ok", "gloria-bags"),
        L("03-03 18:00", "c", "ESR 18, it was 42 in september", "gloria-esr"),
        L("03-17 17:00", "c", "🙏🏾", "gloria-emoji"),
    ],
    "ludmila": [
        L("09-21 12:00", "c", "hello rosalind. ludmila, 44. lupus since 2019. hydroxychloroquine 200 twice a day and prednisolone 7.5. tired all the time, hands ache. want to walk to work again, its 3 km", "ludmila-intro"),
        L("09-21 12:40", "t", "Hello Ludmila. Short walks every day, gentle strength twice a week, and factor 50 and a hat in the sun.", "ludmila-intro-coach"),
        L("10-13 18:00", "c", "pred down to 5 mg 👍", "ludmila-pred"),
        L("10-28 18:00", "c", "walks 5 x 15 min this week", "ludmila-walks"),
        L("11-10 19:00", "c", "fingers went white then blue in the cold today. gp says raynaud's", "ludmila-raynaud"),
        L("11-10 19:30", "t", "Gloves and hand warmers before you go out, and warm up indoors before the walk.", "ludmila-raynaud-coach"),
        L("12-12 17:00", "c", "flare. rash on my cheeks and knees swollen. rheum gave me a steroid injection", "ludmila-flare"),
        L("12-20 19:00", "c", "Hello, Daryna here, Ludmila's daughter. Mama is too tired to text. She sleeps 12 hours. Can the exercises wait until January? Дякую", "ludmila-daryna"),
        L("12-20 19:30", "t", "Of course, Daryna. Rest over Christmas, and we start again gently in the new year.", "ludmila-daryna-coach"),
        L("01-12 10:00", "c", "back walking. 20 min", "ludmila-walk"),
        L("01-27 18:00", "c", "Forwarded: \"Dear Ms Petrenko, your hydroxychloroquine eye screening is booked for 14 April at 10:20, Eye Clinic, University Hospital.\"", "ludmila-eye"),
        L("02-23 08:30", "c", "walked to work!!! 3 km, 38 min", "ludmila-work"),
        L("03-09 18:00", "c", "pred 2.5 now. dobre", "ludmila-pred2"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-priyanka-the-nets", "trainer": "priyanka", "members": ["kieran", "shreya", "geoff"],
        "lines": [
            L("09-29 08:00", "t", "The Nets: post your sessions and your match figures here. Winter strength circuits Sundays at 9 in the indoor school.", "g-nets-start"),
            L("02-10 21:30", "kieran", "3 for 22 in dubai 🔥", "g-kieran-dubai"),
            L("02-11 08:00", "geoff", "Well bowled young man. I took 3 for 22 once, in 1987", "g-geoff-kieran"),
            L("02-15 23:00", "shreya", "47 off 38 + 2 stumpings 🧤", "g-shreya-league"),
            L("03-10 20:00", "geoff", "8 overs indoors tonight, toe behaving", "g-geoff-indoor"),
        ],
    },
    {
        "id": "chat-tane-bottom-time", "trainer": "tane", "members": ["noor", "cormac", "ayaka"],
        "lines": [
            L("09-27 09:00", "t", "Bottom Time: tables, pool sessions and dives go here. Never dive alone. Saturday dry session 8 am at the club.", "g-bt-start"),
            L("10-19 19:00", "cormac", "samba today lads, buddy sorted me. lesson learned", "g-cormac-samba"),
            L("02-20 21:00", "noor", "48 m at dahab 🤍", "g-noor-dahab"),
            L("02-21 07:00", "ayaka", "omedetou noor!!", "g-ayaka-noor"),
            L("03-15 18:00", "ayaka", "172 m at nationals, silver 🥈", "g-ayaka-nationals"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("priyanka", "kieran", "2025-09-18", "Kieran (19): right-arm quick. 82 kg, 188 cm. Trap bar 5x5 at 130. Front-on action, back foot lands hard. Cap 20 overs a week till Christmas."),
    ("priyanka", "kieran", "2026-01-15", "Kieran: back bowling after the left side strain. Full run, six-over spells. Side plank 60 s each side. Off to Dubai with the academy on 28 January."),
    ("priyanka", "shreya", "2025-09-19", "Shreya (27): keeper-bat. Right hamstring tight after long keeping sessions. 2-run test to do. Squat 70 kg."),
    ("priyanka", "geoff", "2025-09-23", "Geoff (63): off-spin, over-60s. 98 kg, waist 112 cm. Sit to stand 12 in 30 s. Knees creak, no pain. Likes a pint."),
    ("tane", "noor", "2025-09-22", "Noor (33): CWT PB 42 m. Static 4:50. Mouthfill weak. Right ear slow to equalise."),
    ("tane", "cormac", "2025-09-18", "Cormac (45): spearo. BP 150/94 on amlodipine 5 mg. Static on land 3:20. Dives to 15 m. Dives alone sometimes: talked about it."),
    ("tane", "ayaka", "2025-09-25", "Ayaka (38): DYN bi-fins 150 m. Asthma, blue inhaler. Peak flow 390 L/min. Very good technique."),
    ("oksana", "mia", "2025-09-16", "Mia (14): junior. Double axel under-rotated. Right heel sore after jumps. Growing fast: 158 cm."),
    ("oksana", "luca", "2025-09-20", "Luca (22): ice dance. Low back tight after the rotational lift. Deadlift 110 kg. Hamstrings tight."),
    ("oksana", "luca", "2026-02-05", "Luca: 14th at the Europeans. Back fine through both dances. Deadlift 130 kg. Elise wants more lift practice."),
    ("oksana", "harriet", "2025-09-24", "Harriet (41): adult silver. Single-leg balance 25 s left, 40 s right. Waltz jump and salchow solid, toe loop shaky."),
    ("rosalind", "tom", "2025-09-17", "Tom (34): AS. Morning stiffness 60 min. Chest expansion 3 cm. Runs 2 km with walk breaks."),
    ("rosalind", "gloria", "2025-09-19", "Gloria (58): RA. Grip right 14 kg, left 16 kg. Sit to stand 7 in 30 s. Right knee swollen."),
    ("rosalind", "gloria", "2026-02-19", "Gloria: grip right 19 kg, left 20 kg. Sit to stand 11 in 30 s. Step-ups with the rail, no fear now."),
    ("rosalind", "ludmila", "2025-09-22", "Ludmila (44): SLE. Fatigue 8/10. Walks 10 minutes. Hand pain in the mornings. Burns easily."),
]

TRANSCRIPTS = [
    {
        "id": "tr-priyanka-kieran-20251125", "trainer": "priyanka", "client": "kieran", "startedAt": "2025-11-25T18:00:00Z",
        "title": "Call: the side strain and the weeks off",
        "lines": [
            ("Coach", 0, "How's the side feeling when you breathe in?"),
            ("Kieran", 4, "Better. Only hurts when I sneeze now."),
            ("Coach", 9, "Good. Bike four times a week, legs twice, and no medicine ball throws until January."),
            ("Kieran", 15, "Will I make the Dubai tour?"),
            ("Coach", 20, "If you're bowling by Christmas, yes. And eat properly, your nan's worried."),
        ],
    },
    {
        "id": "tr-tane-cormac-20251021", "trainer": "tane", "client": "cormac", "startedAt": "2025-10-21T19:00:00Z",
        "title": "Video call: after the samba",
        "lines": [
            ("Coach", 0, "Talk me through the dive."),
            ("Cormac", 5, "Fourteen metres, maybe ninety seconds down, chasing a bass. Came up and my hands went."),
            ("Coach", 12, "Then recovery breaths first, always: three of them before you say anything."),
            ("Cormac", 19, "And the depth?"),
            ("Coach", 23, "Ten metres max till the end of November, and twice the dive time resting on the surface."),
        ],
    },
    {
        "id": "tr-oksana-mia-20260112", "trainer": "oksana", "client": "mia", "startedAt": "2026-01-12T17:00:00Z",
        "title": "Session: the double axel into the programme",
        "lines": [
            ("Coach", 0, "How many clean double axels this week?"),
            ("Mia", 4, "Five out of twelve. Three in a row on Thursday."),
            ("Coach", 9, "Then it goes in the free skate, at the start, while your legs are fresh."),
            ("Mia", 15, "Can I try the triple salchow too?"),
            ("Coach", 20, "Not till the summer. Harness only."),
        ],
    },
    {
        "id": "tr-rosalind-tom-20251203", "trainer": "rosalind", "client": "tom", "startedAt": "2025-12-03T18:30:00Z",
        "title": "Call: running through the flare",
        "lines": [
            ("Coach", 0, "How are the nights?"),
            ("Tom", 4, "Sleeping till six now. The naproxen helped."),
            ("Coach", 9, "Then walk-run on the flat, twenty minutes, every other day, and the mobility every morning."),
            ("Tom", 15, "Is the spring 10k still on?"),
            ("Coach", 20, "Yes. March gives us time."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("kieran", "2025-11-15", 6.0, 7, 40, "Side strain."),
    ("kieran", "2026-02-14", 8.0, 2, 95, "Back from Dubai."),
    ("shreya", "2025-11-22", 7.0, 6, 60, "Hamstring."),
    ("shreya", "2026-03-14", 8.5, 2, 90, "League over."),
    ("geoff", "2025-11-01", 6.5, 5, 50, "Gout."),
    ("geoff", "2026-01-31", 7.5, 3, 90, "Dry January done."),
    ("noor", "2025-12-20", 7.0, 6, 70, "Lung squeeze."),
    ("noor", "2026-02-28", 8.0, 2, 95, "Dahab PB."),
    ("cormac", "2025-10-25", 6.0, 7, 80, "The samba."),
    ("cormac", "2026-02-07", 7.5, 3, 85, "Cold water fine."),
    ("ayaka", "2025-11-29", 6.5, 5, 50, "Sinus."),
    ("ayaka", "2026-03-21", 8.0, 2, 100, "Nationals."),
    ("mia", "2025-10-11", 8.5, 6, 80, "Heel."),
    ("mia", "2026-03-07", 7.0, 8, 60, "Mocks."),
    ("luca", "2025-11-22", 7.0, 8, 50, "Back."),
    ("luca", "2026-02-07", 8.0, 3, 90, "After the Europeans."),
    ("harriet", "2025-12-13", 6.0, 7, 40, "Cast."),
    ("harriet", "2026-03-20", 7.5, 3, 90, "Jumping again."),
    ("tom", "2025-11-29", 4.5, 8, 30, "Flare."),
    ("tom", "2026-03-14", 7.5, 2, 95, "10k done."),
    ("gloria", "2025-12-12", 7.0, 6, 60, "After the fall."),
    ("gloria", "2026-02-21", 7.5, 2, 95, "Shopping."),
    ("ludmila", "2025-12-27", 11.0, 5, 10, "Flare, resting."),
    ("ludmila", "2026-02-28", 8.0, 3, 85, "Walking to work."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("geoff", "weight", "kg", "2025-09-22", "2026-03-16", 7, 98.0, 93.5, 0.4),
    ("luca", "weight", "kg", "2025-09-19", "2026-03-13", 7, 78.0, 76.5, 0.3),
    ("gloria", "weight", "kg", "2025-09-18", "2026-03-12", 7, 84.0, 81.0, 0.5),
    ("shreya", "weight", "kg", "2025-09-18", "2026-03-12", 7, 62.0, 60.5, 0.3),
    ("tom", "resting_heart_rate", "bpm", "2025-09-16", "2026-03-17", 7, 72.0, 61.0, 1.5),
    ("noor", "resting_heart_rate", "bpm", "2025-09-20", "2026-03-14", 7, 58.0, 52.0, 1.0),
    ("tom", "steps", "steps", "2025-09-16", "2026-03-17", 7, 6000, 10500, 700),
    ("harriet", "steps", "steps", "2025-09-23", "2026-03-17", 7, 8000, 9000, 900),
    ("cormac", "systolic_bp", "mmHg", "2025-09-17", "2026-03-18", 7, 150.0, 134.0, 3.0),
    ("ludmila", "systolic_bp", "mmHg", "2025-09-21", "2026-03-15", 7, 132.0, 124.0, 2.5),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("geoff", "goal-priyanka-geoff-weight", "weight", 93, "kg", "2026-04-30", "active"),
    ("cormac", "goal-tane-cormac-bp", "systolic_bp", 135, "mmHg", "2026-03-31", "achieved"),
    ("tom", "goal-rosalind-tom-steps", "steps", 10000, "steps", "2026-03-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("shreya", "2025-10-17", "Ferritin", 18, "ug/L", 15, 150),
    ("shreya", "2026-01-20", "Ferritin", 41, "ug/L", 15, 150),
    ("geoff", "2025-11-17", "Uric acid", 520, "umol/L", 200, 430),
    ("geoff", "2026-02-02", "Uric acid", 340, "umol/L", 200, 430),
    ("tom", "2025-10-08", "CRP", 24, "mg/L", 0, 5),
    ("tom", "2026-01-13", "CRP", 6, "mg/L", 0, 5),
    ("gloria", "2025-09-10", "ESR", 42, "mm/hr", 0, 30),
    ("gloria", "2026-03-02", "ESR", 18, "mm/hr", 0, 30),
    ("harriet", "2025-10-14", "Vitamin D", 38, "nmol/L", 50, 175),
    ("harriet", "2026-03-10", "Vitamin D", 72, "nmol/L", 50, 175),
    ("ludmila", "2025-11-05", "Haemoglobin", 112, "g/L", 120, 160),
    ("ludmila", "2025-11-05", "Complement C3", 0.72, "g/L", 0.9, 1.8),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "sound", "nice one", "ok", "👍", "✅", "🙏", "done", "booked", "paid", "seen it", "on my way",
    "running 10 late sorry", "can we do 6 instead", "what time tmrw?", "grand", "lovely", "thank you!", "will do",
    "sorry wrong chat 🙈", "yep", "brill", "ok ok", "shukran", "arigato", "grazie", "got it", "perfect", "legend",
    "my train's cancelled", "speak later", "in work, will reply later", "👌", "haha", "noted", "sure", "same time next wk?",
    "sorry missed this", "🙌",
]
TRAINER_CHATTER = [
    "See you then.", "Booked.", "No problem.", "Moved it.", "Thanks for the heads-up.", "Plan's in the app.",
    "Log it in the app please.", "Have a good weekend.", "Invoice is out.", "Resent the link.", "Nice one.",
    "Any time.", "Usual slot.", "Let me know if anything changes.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, with `when`
    reading a line's month as 2025 or 2026)."""
    return blind_roster(sys.modules[__name__], seed=20260323, health_seed=20260323, when=when)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
