#!/usr/bin/env python3
"""Build the ninth blind data set for the answer benchmark (bench/answers_data/blind9.json).

    functions/venv/bin/python -m bench.answers_data.build_blind9

Four trainers of kinds the other rosters do not have (an esports and desk-performance coach with a
pro Valorant player, a Twitch streamer and a fighting-game player; a physique and bodybuilding
contest-prep coach with a novice bikini competitor, a classic-physique man on TRT and a masters
bodybuilder on a statin; a circus and aerial-arts conditioning coach with an aerial-silks performer,
a handbalancer and a pole-sport competitor; a coach for people before and after weight-loss surgery
with a gastric sleeve, a gastric bypass and a client on tirzepatide waiting for her operation), 12
clients, June to November 2026 (asked on 20 November 2026): one-to-one chats, two group chats,
session notes, four session transcripts, check-ins, client profiles and health data (weight six
times, steps twice, resting heart rate twice, systolic blood pressure twice, goals, lab panels), in
the format of demo/data/demo_dataset.json. Written on 2026-11-29 by helper h-blind9 (issue 14)
without reading shared/domain/*.py, shared/usecases/*.py, any list of benchmark failures or result
file: a held-out check of whether the fixes made on the other sets generalise.

The story messages are written the way people text: lowercase, typos, run-ons, emoji, slang and
dialect (gamer slang "gg", "ngl", "bet", "smh", "wagwan"; Dundee "baith", "nicht", "fae", "braw"
and "eh"; Black Country "ow am ya"; Bolton "now then" and "our kid"; Czech English), run-ons,
numbers in words, mixed units (kilos, grams, pounds sterling, cm, seconds, hours, cans, L/L,
mmol/L, ug/L, ng/L, mmol/mol), negations ("no tingling at all"), a correction in the next
message, facts only in the coach's reply, facts split across turns, a forwarded message, emoji-only
replies, a team manager, a brother, a girlfriend, a mum, a wife (twice), a flatmate, a husband, a
daughter and a sister writing for a client. The everyday chatter between them comes from this
builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food,
drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind9_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind9_questions.py).

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
OUT, TAGS_OUT = HERE / "blind9.json", HERE / "blind9_tags.json"
YEAR = 2026
START, END = datetime(2026, 6, 1, 7, 0), datetime(2026, 11, 18, 21, 0)
ASKED_AT = "2026-11-20T09:00:00Z"

TRAINERS = [
    {"id": "coach-lorenzo", "displayName": "Lorenzo Baptiste", "email": "lorenzo.baptiste@example.com", "short": "lorenzo"},
    {"id": "coach-shauna", "displayName": "Shauna Kilbride", "email": "shauna.kilbride@example.com", "short": "shauna"},
    {"id": "coach-noemi", "displayName": "Noémi Laszlo", "email": "noemi.laszlo@example.com", "short": "noemi"},
    {"id": "coach-fraser", "displayName": "Fraser Okoro", "email": "fraser.okoro@example.com", "short": "fraser"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("lorenzo", "raff-quinlan", "Rafferty Quinlan", "raff"),
    ("lorenzo", "harpreet-sangha", "Harpreet Sangha", "harps"),
    ("lorenzo", "femi-adeyemi", "Oluwafemi Adeyemi-Clarke", "femi"),
    ("shauna", "jodie-thwaite", "Jodie Thwaite", "jodie"),
    ("shauna", "marek-dvorak", "Marek Dvořák", "marek"),
    ("shauna", "gordon-mcallister", "Gordon McAllister", "gordon"),
    ("noemi", "roisin-tierney", "Róisín Tierney", "roisin"),
    ("noemi", "tobiah-mensah", "Tobiah Mensah-Reid", "tobiah"),
    ("noemi", "maggie-sutcliffe", "Marguerite Sutcliffe", "maggie"),
    ("fraser", "denise-ogunleye", "Denise Ogunleye", "denise"),
    ("fraser", "trevor-pilkington", "Trevor Pilkington", "trevor"),
    ("fraser", "yusra-haddad", "Yusra Haddad", "yusra"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("raff", "femi", "jodie", "roisin", "maggie", "denise")

PROFILES = [
    {"clientId": "raff-quinlan", "age": 19, "goal": "Play a full VCT Challengers season without wrist pain",
     "dietaryRestrictions": [], "injuries": ["right wrist, ulnar side (mouse hand)"],
     "notes": "Pro Valorant player (duelist) for a Brighton team. Team manager Jules. Sleeps 4am to noon."},
    {"clientId": "harpreet-sangha", "age": 34, "goal": "Stream 8-10 hours a day without neck pain or headaches",
     "dietaryRestrictions": ["vegetarian"], "injuries": [],
     "notes": "Full-time Twitch streamer (Harps), Leicester. Wears glasses. Brother Arjun helps run the channel."},
    {"clientId": "femi-adeyemi", "age": 27, "goal": "Top 32 at EVO in August, and lose some weight",
     "dietaryRestrictions": ["no pork"], "injuries": ["left thumb (base of the thumb)"],
     "notes": "Street Fighter player on a leverless controller, Peckham. Works in a phone shop. Girlfriend Shanice."},
    {"clientId": "jodie-thwaite", "age": 28, "goal": "Step on stage in novice bikini at a natural show in October",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": [],
     "notes": "Dental nurse in Hull. First prep. Mum Carol. 66 kg at the start."},
    {"clientId": "marek-dvorak", "age": 38, "goal": "Compete in classic physique",
     "dietaryRestrictions": [], "injuries": ["left knee meniscus (old, 2019)"],
     "notes": "From Brno, lives in Bristol, engineer. Testosterone replacement prescribed by his GP (gel)."},
    {"clientId": "gordon-mcallister", "age": 58, "goal": "Over-50s bodybuilding show in Scotland this autumn",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Retired postman from Dundee. High cholesterol. Wife Moira. Has trained since the eighties."},
    {"clientId": "roisin-tierney", "age": 24, "goal": "Perform a solo silks act at the summer showcase",
     "dietaryRestrictions": ["coeliac"], "injuries": [],
     "notes": "From Galway, circus degree student in London. Flatmate Keeva."},
    {"clientId": "tobiah-mensah", "age": 31, "goal": "A clean one-arm handstand for his Fringe show",
     "dietaryRestrictions": [], "injuries": ["left wrist pain (2026)"],
     "notes": "Handbalancer, Bristol. Performs in a three-person show. Right-handed, balances on the left."},
    {"clientId": "maggie-sutcliffe", "age": 40, "goal": "Place at a national pole competition (masters 40+)",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Maggie. Primary school teacher in Sheffield. Husband Pete. Two kids."},
    {"clientId": "denise-ogunleye", "age": 44, "goal": "Keep the weight off after her sleeve and run a 5k",
     "dietaryRestrictions": ["small meals, no fizzy drinks after surgery"], "injuries": [],
     "notes": "Gastric sleeve on 14 May 2026. Care home manager in Wolverhampton. Daughter Kemi. 132 kg before surgery."},
    {"clientId": "trevor-pilkington", "age": 51, "goal": "Stay off diabetes tablets and walk the Three Peaks",
     "dietaryRestrictions": ["no sugar (dumping)"], "injuries": ["left knee osteoarthritis"],
     "notes": "Gastric bypass in March 2026. Type 2 diabetes since 2019. Bus driver in Bolton. Wife Janet."},
    {"clientId": "yusra-haddad", "age": 36, "goal": "Get fit for her sleeve surgery in January",
     "dietaryRestrictions": ["halal"], "injuries": [],
     "notes": "Pharmacy technician in Luton. On tirzepatide (Mounjaro). Sister Leila."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "raff": [
        L("06-03 02:40", "c", "yo lorenzo its raff. 19, duelist for a team in brighton, we're in challengers. right wrist hurts on the pinky side after scrims, like 6 hrs a day on mouse. also i drink like 5 monsters a day ngl", "raff-intro"),
        L("06-03 10:15", "t", "Hi Raff. Three things from today: a 5-minute wrist and forearm warm-up before scrims, a break every 50 minutes, and let's get the energy drinks down to one a day by July.", "raff-intro-coach"),
        L("06-17 03:10", "c", "wrist still bad after long days. tingling in the pinky and ring finger sometimes", "raff-tingle"),
        L("06-17 11:00", "t", "The tingling is the ulnar nerve being irritated. Lower the chair so your forearm rests flat, no leaning on the desk edge, and see a physio this week.", "raff-tingle-coach"),
        L("06-24 18:00", "c", "physio said TFCC irritation not a tear. gave me a wrist band and said no ranked after scrims for 2 wks", "raff-physio"),
        L("07-08 14:00", "c", "hi lorenzo, jules here (raff's team manager). we're doing a bootcamp in berlin 20-27 july, can you send him a travel routine? he won't ask himself lol", "raff-jules"),
        L("07-08 14:40", "t", "Hi Jules, thanks. I'll send him a 20-minute hotel-room routine and a sleep plan: bed by 3am at the latest and daylight before practice.", "raff-jules-coach"),
        L("07-29 13:00", "c", "back from berlin. down to 2 cans a day", "raff-cans"),
        L("07-29 13:05", "c", "wait nah 3, forgot the one at lan", "raff-cans-fix"),
        L("08-30 15:00", "c", "we qualified for the stage 3 playoffs!! wrist was fine all weekend, no tingling at all", "raff-playoffs"),
        L("08-30 15:20", "t", "Massive, Raff! Keep the warm-up and the breaks, they're working.", "raff-playoffs-coach"),
        L("09-21 12:30", "c", "sleep tracker says avg 6h40 this week, bed at 3 like u said", "raff-sleep"),
        L("10-12 16:00", "c", "playoffs done, we went out 2-1 in the lower bracket. gg. wrist 0 pain", "raff-out"),
        L("11-06 14:00", "c", "off season now. one can a day 💪 want to start gym 3x a week", "raff-offseason"),
        L("11-06 14:30", "t", "Love it. Pull-ups, rows and push-ups three times a week, and we keep the wrist routine going.", "raff-offseason-coach"),
    ],
    "harps": [
        L("06-05 20:00", "c", "hiya! harps here, i stream on twitch full time, 10 hour days. my neck and between my shoulder blades are wrecked and i get headaches behind my eyes most evenings", "harps-intro"),
        L("06-05 20:45", "t", "Hi Harps! Raise your monitor so the top of the screen is at eye level, chin tucks every hour on stream, and a 20-second look at something far away every 20 minutes.", "harps-intro-coach"),
        L("06-19 21:00", "c", "bought a standing desk!! 340 quid ouch. standing for the first hour of stream", "harps-desk"),
        L("07-02 22:30", "c", "optician says dry eyes from not blinking, gave me hyaluronic drops. headaches a bit better", "harps-eyes"),
        L("07-15 12:00", "c", "hey its arjun, harps brother. she's planning a 24 hour charity stream on 8 august. is that safe for her neck?? she won't listen to me 😅", "harps-arjun"),
        L("07-15 12:30", "t", "Hi Arjun, thanks for checking. It can be, with a 10-minute movement break every two hours and the desk up for part of each block. I'll talk it through with her.", "harps-arjun-coach"),
        L("08-09 11:00", "c", "did the 24h!!! raised £4,180 for the hospice. neck stiff today but not headachey", "harps-charity"),
        L("08-09 11:05", "c", "sorry £4,810 not 4180 lol brain fried", "harps-charity-fix"),
        L("09-03 19:00", "c", "only 2 headaches this week vs like every day in june", "harps-headaches"),
        L("09-25 20:00", "c", "neck is good but now my lower back aches when i stand on stream too long", "harps-back"),
        L("09-25 20:30", "t", "Swap every 30 minutes between sitting and standing, put one foot up on a box when you stand, and add glute bridges to your routine.", "harps-back-coach"),
        L("10-20 18:00", "c", "streaming 8 hours now not 10, feel so much better", "harps-hours"),
        L("11-12 19:00", "c", "🙌", "harps-emoji"),
    ],
    "femi": [
        L("06-08 22:00", "c", "wagwan lorenzo. femi, i play street fighter on leverless. my left thumb base is killing me after long sets, like where it joins the wrist. also trying to drop weight, 97kg rn", "femi-intro"),
        L("06-08 22:40", "t", "Hi Femi. Thumb stretches and a rubber-band opening drill between sets, and cap a session at 3 hours for now. For weight: walk 8,000 steps a day and we'll sort your meals.", "femi-intro-coach"),
        L("06-22 19:00", "c", "gp said its arthritis at the base of the thumb early stages?? at 27?? gave me a splint for nights", "femi-gp"),
        L("06-22 19:30", "t", "Early thumb-base arthritis happens with repetitive pinching. The night splint helps, and we'll strengthen the thumb muscles with putty.", "femi-gp-coach"),
        L("07-10 21:00", "c", "down to 93.4. shanice has me on meal prep lol", "femi-weight"),
        L("07-24 20:00", "c", "hi its shanice, femis girlfriend. he's been staying up till 5 grinding ranked before evo, he won't tell you. can u have a word", "femi-shanice"),
        L("07-24 20:20", "t", "Thanks Shanice. I'll talk to him: ranked stops at 1am from now until EVO.", "femi-shanice-coach"),
        L("08-03 23:00", "c", "EVO!!! went 4-2, finished 33rd. didnt make top 32 by one game smh. thumb held up", "femi-evo"),
        L("08-03 23:40", "t", "33rd at EVO is huge, Femi! One game off. Rest the thumb for a week.", "femi-evo-coach"),
        L("09-15 18:00", "c", "thumb only sore after 4+ hr sessions now. not at all day to day", "femi-thumb"),
        L("10-06 19:00", "c", "fwd from my gp: 'your blood pressure reading today was 138/86, please recheck at home in four weeks'", "femi-bp"),
        L("10-06 19:20", "t", "Worth rechecking. Keep walking, easy on the salt and the energy drinks, and send me the home reading.", "femi-bp-coach"),
        L("11-03 20:00", "c", "home bp 129/81. weight 90.2", "femi-bp-2"),
    ],
    "jodie": [
        L("06-01 19:00", "c", "hiya shauna!! jodie here, 28, dental nurse from hull. first ever prep, want to do novice bikini at a natural show in october. 66kg now. lactose intolerant so no whey", "jodie-intro"),
        L("06-01 19:40", "t", "Welcome Jodie! Twenty weeks is a good run-in. Four weights sessions a week, 10,000 steps to start, and a vegan or whey-isolate protein so the lactose doesn't bother you. Weekly check-in every Monday.", "jodie-intro-coach"),
        L("06-29 20:00", "c", "left shoulder clicks on lateral raises, not painful just clicky", "jodie-shoulder"),
        L("06-29 20:30", "t", "Drop the laterals to 5 kg and lean on an incline bench; if it stays painless we keep going.", "jodie-shoulder-coach"),
        L("07-27 18:00", "c", "starving ngl. 61.8 this morning", "jodie-hungry"),
        L("07-27 18:30", "t", "You're doing great. We'll add a refeed day on Saturdays, carbs up to 250 g, and steps go to 12,000 from Monday.", "jodie-hungry-coach"),
        L("08-20 21:00", "c", "its carol, jodies mum. shes been crying over a biscuit 🙈 is this normal in prep?? she wont tell you", "jodie-carol"),
        L("08-20 21:30", "t", "Thanks Carol. It's common late in prep, and it matters. I'll ease the diet this week and check in with her.", "jodie-carol-coach"),
        L("09-14 19:00", "c", "posing practice with the heels is killing my calves", "jodie-posing"),
        L("10-03 08:00", "c", "weigh in 56.8kg!! stage weight", "jodie-stage"),
        L("10-03 08:02", "c", "sorry 57.2, misread it 🙄", "jodie-stage-fix"),
        L("10-04 22:00", "c", "3RD IN NOVICE BIKINI 🥉🥉 out of 9. tan went patchy on my back but who cares", "jodie-show"),
        L("10-04 22:30", "t", "Third in your first show, Jodie!! So proud. Reverse diet starts Monday: calories up 100 a day each week.", "jodie-show-coach"),
        L("11-09 18:00", "c", "61kg post show, feeling normal again", "jodie-post"),
    ],
    "marek": [
        L("06-02 18:00", "c", "Hello Shauna, Marek here, 38, from Brno, living in Bristol. I want to compete in classic physique. I am on TRT from my GP, testosterone gel 2 pumps a day. Old left knee meniscus from 2019", "marek-intro"),
        L("06-02 18:40", "t", "Hi Marek. Great to have you. Your GP will keep an eye on your bloods on TRT; send me the results each time. Leg press and split squats over deep barbell squats for the knee.", "marek-intro-coach"),
        L("06-30 20:00", "c", "Blood test: haematocrit 0.54, GP says too high, I must donate blood and she reduced the gel to 1 pump", "marek-hct"),
        L("07-20 19:00", "c", "Donated blood. Legs felt empty for two days", "marek-donate"),
        L("08-14 18:00", "c", "blood pressure at pharmacy 142/90", "marek-bp"),
        L("08-14 18:30", "t", "That's up, Marek. Cut the pre-workout, tell your GP, and check it at home twice a week.", "marek-bp-coach"),
        L("09-02 20:00", "c", "Haematocrit now 0.49. GP happy", "marek-hct-2"),
        L("09-10 19:00", "c", "I will not compete in september. not ready, my legs are behind. next year", "marek-postpone"),
        L("09-10 19:30", "t", "Sensible call. We'll do an improvement season and aim at the spring shows.", "marek-postpone-coach"),
        L("10-15 18:00", "c", "left knee swelling after walking lunges", "marek-knee"),
        L("10-15 18:40", "t", "No walking lunges for now. Stick to the leg press and the leg extension, and ice after legs.", "marek-knee-coach"),
        L("11-10 19:00", "c", "knee no swelling for 3 weeks. bp home 128/80", "marek-knee-2"),
    ],
    "gordon": [
        L("06-04 17:00", "c", "aye shauna gordon here, 58, dundee. been training since 1986. want to do the over 50s at the scottish in october. gp has me on atorvastatin 20mg for the cholesterol", "gordon-intro"),
        L("06-04 17:45", "t", "Great to meet you Gordon! Sixteen weeks out. Four days a week, a slow cut, and we keep the cardio as walking. Tell me if the statin gives you any muscle aches.", "gordon-intro-coach"),
        L("06-25 20:00", "c", "cramp in baith calves at nicht. is that the statin", "gordon-cramp"),
        L("06-25 20:30", "t", "Could be, or the sweating. More salt and water, magnesium in the evening, and mention it to your GP.", "gordon-cramp-coach"),
        L("07-18 19:00", "c", "Moira here. Gordon's fallen asleep in his chair every night this week after the gym. He's 58 not 28! Is he overdoing it?", "gordon-moira"),
        L("07-18 19:30", "t", "Hi Moira! I'll take a session a week off him for a fortnight.", "gordon-moira-coach"),
        L("08-21 18:00", "c", "cholesterol back, LDL 2.2 fae 3.9. gp braw chuffed", "gordon-ldl"),
        L("09-09 19:00", "c", "posing round is harder than the training eh", "gordon-posing"),
        L("10-11 21:00", "c", "2nd in the over 50s!! beaten by a boy fae aberdeen. 86.4kg on the day", "gordon-show"),
        L("10-11 21:30", "t", "Second at the Scottish at 58! What a prep, Gordon.", "gordon-show-coach"),
        L("10-28 18:00", "c", "back to maintenance. calves nae cramp since september", "gordon-after"),
    ],
    "roisin": [
        L("06-06 18:00", "c", "hi noémi! roisin, 24, from galway, doing the circus degree in london. silks is my thing. want a solo act for the summer showcase on 25 july. coeliac btw", "roisin-intro"),
        L("06-06 18:40", "t", "Hi Róisín! Pull-ups, hanging leg raises and grip work three times a week, plus shoulder prehab before every silks session.", "roisin-intro-coach"),
        L("06-18 21:00", "c", "rope burn behind my right knee from a drop, stings like mad", "roisin-burn"),
        L("06-18 21:20", "t", "Clean it, cover it, and wear long leggings on the fabric for a week.", "roisin-burn-coach"),
        L("07-02 20:00", "c", "my left shoulder sort of slipped out and back in on an inversion 😬 no pain now", "roisin-shoulder"),
        L("07-02 20:30", "t", "Please get that looked at before you go upside down again. Until then, no inversions, and band rotations every day.", "roisin-shoulder-coach"),
        L("07-07 17:00", "c", "physio said it was a subluxation, shoulder is a bit loose, not dislocated. inversions ok if i engage first", "roisin-physio"),
        L("07-26 12:00", "c", "hi noémi, keeva here, roisin's flatmate!! she smashed it last night, standing ovation 😭 she's asleep so i'm telling you", "roisin-keeva"),
        L("07-26 14:00", "c", "yesss it went so well. did the star drop and the shoulder was totally fine", "roisin-showcase"),
        L("08-30 19:00", "c", "got a summer contract at a festival in portugal, 3 shows a day for 2 weeks in september", "roisin-portugal"),
        L("09-27 19:00", "c", "back from portugal. hands are wrecked, calluses ripped on both palms", "roisin-hands"),
        L("09-27 19:30", "t", "Hand care: file the calluses down weekly, moisturise at night, and rest the grip three days.", "roisin-hands-coach"),
        L("10-25 18:00", "c", "started learning trapeze too!! static for now", "roisin-trapeze"),
    ],
    "tobiah": [
        L("06-09 19:00", "c", "Hi Noémi, Tobiah here, handbalancer in Bristol. Left wrist has been sore for a month, worse on one-arm work. Show at the Edinburgh Fringe in August", "tobiah-intro"),
        L("06-09 19:40", "t", "Hi Tobiah. Get it x-rayed first: a sore wrist after a month of loading needs the scaphoid ruled out. Meanwhile two-arm work on parallettes only.", "tobiah-intro-coach"),
        L("06-16 13:00", "c", "x-ray clear, no fracture. physio thinks its the back of the wrist getting pinched", "tobiah-xray"),
        L("06-16 13:30", "t", "Then: wrist push-ups on the fingertips, a wedge under the heel of the hand, and ibuprofen gel only if your physio agrees.", "tobiah-xray-coach"),
        L("07-05 18:00", "c", "one arm hold 8 seconds on the left, wrist ok", "tobiah-oah"),
        L("07-30 18:00", "c", "wrist brace at night helps a lot", "tobiah-brace"),
        L("08-25 23:00", "c", "Fringe done, 22 shows. Wrist fine the whole run. Sold out the last week!", "tobiah-fringe"),
        L("08-25 23:30", "t", "Brilliant, Tobiah. A week off balancing, then we rebuild.", "tobiah-fringe-coach"),
        L("09-30 18:00", "c", "one arm hold 21 seconds!!! left side", "tobiah-oah-2"),
        L("10-19 19:00", "c", "right shoulder is achy from the cane work, no clicking", "tobiah-shoulder"),
        L("10-19 19:30", "t", "Scale back the cane press to three sets, add face pulls and rotator cuff work twice a week.", "tobiah-shoulder-coach"),
    ],
    "maggie": [
        L("06-10 20:00", "c", "hi noemi! maggie, 40, teacher in sheffield. been doing pole 6 years, want to place at the national comp in october, masters 40+. bruises everywhere obviously 😂", "maggie-intro"),
        L("06-10 20:40", "t", "Hi Maggie! Shoulder and core strength three times a week, flexibility twice. We'll plan the routine backwards from October.", "maggie-intro-coach"),
        L("06-27 21:00", "c", "so tired all the time, gp did bloods, ferritin 11. on ferrous fumarate now", "maggie-iron"),
        L("06-27 21:30", "t", "That explains a lot. Take the iron with orange juice, not with tea, and we'll keep sessions shorter for a few weeks.", "maggie-iron-coach"),
        L("07-22 19:00", "c", "my left elbow hyperextends on the cup grip and now its sore on the inside", "maggie-elbow"),
        L("07-22 19:40", "t", "Keep a micro-bend in that elbow and swap the cup grip for the forearm grip until it settles. Wrist curls and bicep curls three times a week.", "maggie-elbow-coach"),
        L("08-18 20:00", "c", "its pete, maggies husband. she fell off the pole at home last night, landed on her bum, shes ok but wont admit it hurts", "maggie-pete"),
        L("08-18 20:30", "t", "Thanks Pete. Tell her no inverts for a week and I'll check in.", "maggie-pete-coach"),
        L("08-19 08:00", "c", "he exaggerates 🙄 bruised tailbone, thats all", "maggie-tailbone"),
        L("09-08 19:00", "c", "iron bloods back, ferritin 46!! feel human", "maggie-ferritin"),
        L("10-17 22:00", "c", "NATIONALS: 2nd in masters 40+!!! 🥈 elbow totally fine", "maggie-nationals"),
        L("10-17 22:30", "t", "Second in the country, Maggie! Enjoy it.", "maggie-nationals-coach"),
        L("11-14 18:00", "c", "want to try aerial hoop next term", "maggie-hoop"),
    ],
    "denise": [
        L("06-02 19:00", "c", "ow am ya fraser! denise here, had my gastric sleeve on 14 may. 132kg before, 118 now. surgeon says walking only for now and 60g protein a day", "denise-intro"),
        L("06-02 19:40", "t", "Hi Denise! Walking every day, building by 5 minutes a week, and light resistance bands from 6 weeks after surgery if the surgeon agrees. Protein first at every meal.", "denise-intro-coach"),
        L("06-23 20:00", "c", "hair coming out in the shower, is that normal??", "denise-hair"),
        L("06-23 20:30", "t", "Very common 3 to 6 months after surgery, and it grows back. Keep hitting your protein and take the vitamins the clinic gave you.", "denise-hair-coach"),
        L("07-14 18:00", "c", "started couch to 5k!! week 1 done. 109 on the scales", "denise-c25k"),
        L("08-05 10:00", "c", "hi its kemi, denises daughter, mom fainted at work yesterday. shes ok, the doctor said her sugar dipped because she skipped lunch", "denise-kemi"),
        L("08-05 10:30", "t", "Thank you Kemi. Please tell her small meals every 3 hours, and no runs on an empty stomach.", "denise-kemi-coach"),
        L("08-28 19:00", "c", "b12 injection today, they want one every 3 months now", "denise-b12"),
        L("09-20 11:00", "c", "ran the whole 5k at the parkrun!!! 38:12 😭😭", "denise-5k"),
        L("09-20 11:05", "c", "sorry 38:21 the text just came", "denise-5k-fix"),
        L("10-22 19:00", "c", "103 kilo. no more chafing on my thighs either", "denise-103"),
        L("11-11 18:00", "c", "hair stopped falling out 🙏", "denise-hair-2"),
    ],
    "trevor": [
        L("06-07 20:00", "c", "now then fraser, trevor, 51, bus driver from bolton. had a gastric bypass in march. type 2 diabetic since 2019, still on metformin. 121kg. knee is knackered, left one, arthritis", "trevor-intro"),
        L("06-07 20:45", "t", "Hi Trevor. Bike and pool to spare the knee, and strength twice a week. Keep an eye on your sugars with your diabetes nurse as the weight comes off.", "trevor-intro-coach"),
        L("06-26 21:00", "c", "had a doughnut at work, 20 min later sweating, heart racing, had to lie down in the canteen", "trevor-dumping"),
        L("06-26 21:30", "t", "That's dumping syndrome, from the sugar after your bypass. Avoid sugary food, eat slowly, and no drinks with meals.", "trevor-dumping-coach"),
        L("07-16 19:00", "c", "janet here (trevs wife). the diabetes nurse stopped his metformin today!! he is made up", "trevor-janet"),
        L("08-12 18:00", "c", "hba1c 41 now, it was 64 in january", "trevor-hba1c"),
        L("08-30 19:00", "c", "swimming 40 lengths no stopping", "trevor-swim"),
        L("09-24 18:00", "c", "iron low, ferritin 18. tablets again", "trevor-iron"),
        L("10-10 20:00", "c", "our kid wants me to do the three peaks with him next june", "trevor-peaks"),
        L("10-10 20:30", "t", "Let's do it. From January: hill walks every other weekend, step-ups with a pack twice a week.", "trevor-peaks-coach"),
        L("11-08 18:00", "c", "98.6kg this morning. first time under 100 since 2005", "trevor-98"),
    ],
    "yusra": [
        L("06-11 21:00", "c", "Hi Fraser, Yusra here, 36. I'm on the list for a sleeve, surgery probably january. The clinic has me on Mounjaro 5mg meanwhile. 124kg. Never done a gym", "yusra-intro"),
        L("06-11 21:40", "t", "Hi Yusra! Walking 20 minutes a day and a 30-minute machine circuit twice a week. On Mounjaro, eat protein first and drink well: the nausea is worse when you're dry.", "yusra-intro-coach"),
        L("07-06 20:00", "c", "so nauseous the day after the jab, skipped the gym tuesday", "yusra-nausea"),
        L("07-06 20:30", "t", "Move your gym days away from the day after the injection, and keep those days to a walk.", "yusra-nausea-coach"),
        L("08-10 19:00", "c", "dose went up to 7.5mg this week", "yusra-dose"),
        L("08-27 12:00", "c", "hi fraser its leila, yusras sister. she had a bad pain under her right ribs last night and went to a&e. they think gallstones. she's home now", "yusra-leila"),
        L("08-27 12:30", "t", "Thank you Leila. Please tell her to rest and follow the hospital's advice, and no training until she's been seen again.", "yusra-leila-coach"),
        L("09-09 18:00", "c", "ultrasound confirmed gallstones. they'll take my gallbladder out at the same time as the sleeve", "yusra-gall"),
        L("10-01 19:00", "c", "112kg today. leg press 60kg x 12!", "yusra-leg"),
        L("10-29 20:00", "c", "surgery date is 19 january. liver shrink diet starts 2 weeks before", "yusra-date"),
        L("10-29 20:30", "t", "That's great news. Keep training right up to the liver-shrinkage diet, then walking only.", "yusra-date-coach"),
        L("11-16 18:00", "c", "😴😴", "yusra-emoji"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-lorenzo-desk-athletes", "trainer": "lorenzo", "members": ["raff", "harps", "femi"],
        "lines": [
            L("06-12 18:00", "t", "Desk Athletes: post your daily movement breaks here. Stretch call every Friday at 5pm.", "g-da-start"),
            L("06-12 18:30", "femi", "bet", "g-femi-bet"),
            L("08-04 12:00", "femi", "33rd at evo fam 🙏", "g-femi-evo"),
            L("08-04 12:10", "harps", "incredible!! my chat was watching", "g-harps-evo"),
            L("08-09 13:00", "harps", "24 hour stream done, thank u all for the raid", "g-harps-24"),
            L("08-31 10:00", "raff", "playoffs qualified lets gooo", "g-raff-playoffs"),
        ],
    },
    {
        "id": "chat-noemi-rig-and-pole", "trainer": "noemi", "members": ["roisin", "tobiah", "maggie"],
        "lines": [
            L("06-13 10:00", "t", "Rig & Pole: open conditioning Saturdays 11am at the warehouse. Bring grip chalk.", "g-rp-start"),
            L("07-26 18:00", "roisin", "showcase done!! thank u noémi", "g-roisin-showcase"),
            L("08-26 09:00", "tobiah", "fringe done, 22 shows, wrist survived", "g-tobiah-fringe"),
            L("10-18 09:00", "maggie", "silver at nationals!!!", "g-maggie-silver"),
            L("10-18 09:20", "roisin", "QUEEN 👑", "g-roisin-maggie"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("lorenzo", "raff", "2026-06-04", "Raff (19): right wrist ulnar-side pain after long scrims. Chair too high, forearm on the desk edge. Grip 44 kg right, 46 kg left. Five energy drinks a day. Bed 4am."),
    ("lorenzo", "harps", "2026-06-06", "Harps (34): neck and upper back pain, headaches behind the eyes in the evening. Forward head posture, monitor too low. Streams 10 hours a day, sitting. Wears glasses."),
    ("lorenzo", "femi", "2026-06-09", "Femi (27): left thumb base pain after 4-hour sets on a leverless controller. 97 kg. About 3,000 steps a day. Plays till 3-4am before tournaments."),
    ("shauna", "jodie", "2026-06-02", "Jodie (28): 66 kg, 1.63 m. Hip thrust 80 kg, squat 60 kg. Lactose intolerant. Show 4 October, novice bikini. Steps 6,000 at the start."),
    ("shauna", "marek", "2026-06-03", "Marek (38): 88 kg. TRT gel from GP. Left knee meniscus 2019, no deep squats. Upper body ahead of the legs. BP 126/80 at the start."),
    ("shauna", "gordon", "2026-06-05", "Gordon (58): 94 kg. Atorvastatin 20 mg. Trains four days. Good back, weak calves. Over-50s at the Scottish on 11 October."),
    ("noemi", "roisin", "2026-06-07", "Róisín (24): pull-ups 9, hanging leg raise 12, dead hang 70 s. Hypermobile shoulders. Coeliac. Showcase 25 July."),
    ("noemi", "tobiah", "2026-06-10", "Tobiah (31): left wrist pain on extension, 4 weeks. Two-arm handstand 90 s. One-arm not held. Fringe show from 1 August."),
    ("noemi", "maggie", "2026-06-11", "Maggie (40): strong shoulders, tight hamstrings, split 15 cm off the floor. Tired. Nationals on 17 October, masters 40+."),
    ("noemi", "maggie", "2026-08-20", "Maggie: bruised tailbone after a fall at home. No inverts this week. Floor work and flexibility only."),
    ("fraser", "denise", "2026-06-03", "Denise (44): sleeve 14 May. 118 kg. Walking 20 minutes. Protein 60 g target, managing 45 g. Vitamins from the clinic. No lifting over 5 kg until 6 weeks."),
    ("fraser", "trevor", "2026-06-08", "Trevor (51): bypass March 2026. 121 kg. Metformin. Left knee OA, pain on stairs. Sit to stand 11 in 30 s. Swims a little."),
    ("fraser", "yusra", "2026-06-12", "Yusra (36): 124 kg, tirzepatide 5 mg weekly. Never trained. Sit to stand 9 in 30 s. Surgery expected January. Nausea the day after the injection."),
]

TRANSCRIPTS = [
    {
        "id": "tr-lorenzo-raff-20260715", "trainer": "lorenzo", "client": "raff", "startedAt": "2026-07-15T15:00:00Z",
        "title": "Call: Berlin bootcamp plan",
        "lines": [
            ("Coach", 0, "So, Berlin. What does a day look like?"),
            ("Raff", 6, "Scrims from two till ten, then VOD review till midnight."),
            ("Coach", 12, "Then the wrist warm-up before two, a walk outside at six, and the band stretches before bed."),
            ("Raff", 24, "Can I take the wrist band on the plane?"),
            ("Coach", 29, "Yes. And two cans a day, no more, I'll ask Jules."),
        ],
    },
    {
        "id": "tr-shauna-jodie-20260914", "trainer": "shauna", "client": "jodie", "startedAt": "2026-09-14T18:30:00Z",
        "title": "Video call: peak week plan",
        "lines": [
            ("Coach", 0, "Three weeks out. How are the calves after the heels?"),
            ("Jodie", 5, "Still tight, but I can do the full routine."),
            ("Coach", 10, "Good. Peak week: carbs up to 300 grams on Thursday and Friday, water normal, no cutting water."),
            ("Jodie", 22, "What about the tan?"),
            ("Coach", 26, "Patch test this week, on your back and your arm."),
        ],
    },
    {
        "id": "tr-noemi-tobiah-20260720", "trainer": "noemi", "client": "tobiah", "startedAt": "2026-07-20T17:00:00Z",
        "title": "Session: wrist check before the Fringe",
        "lines": [
            ("Coach", 0, "How's the wrist with the brace?"),
            ("Tobiah", 4, "Better. I can do the one-arm on the left for about ten seconds."),
            ("Coach", 10, "Then in the show keep the one-arm to the finale only, once a night."),
            ("Tobiah", 18, "And the right hand?"),
            ("Coach", 22, "The right is fine, use it for the cane press."),
        ],
    },
    {
        "id": "tr-fraser-trevor-20260902", "trainer": "fraser", "client": "trevor", "startedAt": "2026-09-02T18:00:00Z",
        "title": "Call: six months after the bypass",
        "lines": [
            ("Coach", 0, "How's the knee with the swimming?"),
            ("Trevor", 5, "Grand in the pool, only the stairs at home."),
            ("Coach", 10, "We'll add step-ups, a low box, 3 sets of 10 each leg."),
            ("Trevor", 18, "Janet says I've got more energy than in years."),
            ("Coach", 24, "And no dumping since the doughnut?"),
            ("Trevor", 28, "Not once. I read the labels now."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("raff", "2026-06-20", 6.0, 6, 50, "Wrist sore after scrims."),
    ("raff", "2026-10-14", 7.0, 4, 90, "Out of playoffs, resting."),
    ("harps", "2026-06-26", 6.5, 7, 70, "Headaches most evenings."),
    ("harps", "2026-10-23", 7.5, 3, 90, "Eight-hour streams."),
    ("femi", "2026-07-26", 5.0, 6, 60, "Late nights before EVO."),
    ("femi", "2026-09-17", 7.0, 3, 80, "Thumb better."),
    ("jodie", "2026-08-24", 7.0, 8, 100, "Hungry and teary."),
    ("jodie", "2026-10-12", 8.0, 2, 70, "Reverse diet."),
    ("marek", "2026-07-22", 7.0, 5, 90, "Tired after donating."),
    ("marek", "2026-09-12", 7.5, 3, 80, "Not competing this year."),
    ("gordon", "2026-07-20", 8.0, 3, 100, "Moira says I'm tired."),
    ("gordon", "2026-10-13", 8.0, 2, 60, "Show done."),
    ("roisin", "2026-07-04", 7.0, 6, 80, "Shoulder scare."),
    ("roisin", "2026-09-29", 6.0, 5, 60, "Hands sore after Portugal."),
    ("tobiah", "2026-06-18", 7.5, 5, 90, "X-ray clear."),
    ("tobiah", "2026-09-01", 8.0, 2, 50, "Week off after the Fringe."),
    ("maggie", "2026-06-29", 6.0, 7, 70, "Exhausted, iron low."),
    ("maggie", "2026-08-21", 7.0, 5, 60, "Sore tailbone."),
    ("denise", "2026-06-25", 7.0, 6, 80, "Hair loss worry."),
    ("denise", "2026-09-22", 7.5, 3, 100, "First full 5k."),
    ("trevor", "2026-06-28", 7.0, 5, 80, "Dumping at work."),
    ("trevor", "2026-09-26", 7.5, 3, 90, "Iron tablets again."),
    ("yusra", "2026-07-08", 6.5, 6, 50, "Nausea after the jab."),
    ("yusra", "2026-08-29", 6.0, 8, 20, "Gallstone pain, resting."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("raff", "resting_heart_rate", "bpm", "2026-06-04", "2026-11-17", 7, 72.0, 63.0, 1.5),
    ("harps", "steps", "steps", "2026-06-06", "2026-11-16", 7, 2500, 7500, 500),
    ("femi", "weight", "kg", "2026-06-09", "2026-11-16", 7, 97.0, 90.2, 0.4),
    ("femi", "systolic_bp", "mmHg", "2026-10-07", "2026-11-17", 7, 137.0, 129.0, 1.5),
    ("jodie", "weight", "kg", "2026-06-02", "2026-11-16", 7, 66.0, 61.0, 0.3),
    ("marek", "systolic_bp", "mmHg", "2026-08-15", "2026-11-14", 7, 141.0, 128.0, 2.0),
    ("gordon", "weight", "kg", "2026-06-05", "2026-11-13", 7, 94.0, 87.5, 0.4),
    ("maggie", "resting_heart_rate", "bpm", "2026-06-11", "2026-11-12", 7, 74.0, 64.0, 1.2),
    ("denise", "weight", "kg", "2026-06-03", "2026-11-17", 7, 118.0, 101.5, 0.5),
    ("denise", "steps", "steps", "2026-06-03", "2026-11-17", 7, 3000, 9500, 500),
    ("trevor", "weight", "kg", "2026-06-08", "2026-11-16", 7, 121.0, 98.6, 0.5),
    ("yusra", "weight", "kg", "2026-06-12", "2026-11-13", 7, 124.0, 109.0, 0.5),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("jodie", "goal-shauna-jodie-weight", "weight", 57, "kg", "2026-10-03", "active"),
    ("denise", "goal-fraser-denise-weight", "weight", 95, "kg", "2026-12-31", "active"),
    ("harps", "goal-lorenzo-harps-steps", "steps", 8000, "steps", None, "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("marek", "2026-06-29", "Haematocrit", 0.54, "L/L", 0.40, 0.50),
    ("marek", "2026-09-01", "Haematocrit", 0.49, "L/L", 0.40, 0.50),
    ("gordon", "2026-05-20", "LDL cholesterol", 3.9, "mmol/L", 0.0, 3.0),
    ("gordon", "2026-08-19", "LDL cholesterol", 2.2, "mmol/L", 0.0, 3.0),
    ("maggie", "2026-06-25", "Ferritin", 11, "ug/L", 15, 150),
    ("maggie", "2026-09-07", "Ferritin", 46, "ug/L", 15, 150),
    ("denise", "2026-08-26", "Vitamin B12", 190, "ng/L", 197, 771),
    ("trevor", "2026-01-15", "HbA1c", 64, "mmol/mol", 20, 42),
    ("trevor", "2026-08-10", "HbA1c", 41, "mmol/mol", 20, 42),
    ("trevor", "2026-09-22", "Ferritin", 18, "ug/L", 30, 400),
    ("yusra", "2026-06-05", "HbA1c", 44, "mmol/mol", 20, 42),
    ("raff", "2026-06-22", "Vitamin D", 29, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "cheers", "sorry late reply", "see you at 6", "👍", "ta", "still on for thursday?", "done ✅", "on my way",
    "sorry just seen this", "can we do half 7", "nice one", "will do", "haha", "thanks so much", "sound",
    "booked in", "link not working", "paid", "what time again?", "mad week", "🙏", "no worries", "lovely",
    "ok", "perfect", "speak tomorrow", "wrong chat soz", "can i move friday?", "yes!", "ok will try",
    "phone on 2%", "see u next week", "got the email", "thank you x", "legend", "👌", "running 5 late",
    "gg", "bet", "grand so", "aye", "ty", "noted", "🫡",
]
TRAINER_CHATTER = [
    "Great, see you then.", "Booked.", "No problem.", "Moved to Friday.", "Thanks for letting me know.",
    "New week's plan is in the app.", "Don't forget to log your sessions.", "Have a good weekend!",
    "Invoice sent.", "Resent the link.", "Good work.", "Any time.", "Same time as usual.",
    "Let me know if anything changes.", "Nice week.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261120, health_seed=20261120)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
