#!/usr/bin/env python3
"""Build the twenty-ninth blind data set for the answer benchmark (bench/answers_data/blind29.json).

    functions/venv/bin/python -m bench.answers_data.build_blind29

Four trainers of kinds the other rosters do not have (a dragon-boat paddling coach in Lowestoft with
a stroke paddler of 24, a port warehouseman, who does Dry January, whose left wrist shows a De
Quervain's tenosynovitis on an ultrasound on 24 March (no tear, a splint three weeks, no injection),
whose erg 200 m falls from 58.2 to 55.9 seconds and whose girlfriend Summer texts, a nurse of 38 who
helms the boat with an iron deficiency anaemia (ferritin 9, 18 then 41) who slips on the pontoon on
Good Friday and tears the medial meniscus of her right knee (an MRI on 28 April, no surgery) and
whose husband texts, and a retired lorry driver of 67 with type 2 diabetes on metformin (HbA1c 62
then 51) who weighs himself in stone, gets a trigger finger of his right ring finger and a steroid
injection on 19 March and whose wife texts; a Pilates and reformer instructor in Aberystwyth with a
farm vet of 31 who hurts her right sacroiliac joint pulling a calf on Valentine's Day (no scan), whose
plank goes from 45 seconds to 2:10 and whose partner texts, a retired bank manager of 72 who has his
left hip replaced on 9 March (blood thinner tablets five weeks, no bending past 90 degrees six weeks,
driving from 20 April), weighs himself in stone and whose daughter texts, and an ecology student of
19 with a thoracic scoliosis (24 then 23 degrees on an x-ray on 16 June) who gets glandular fever on
23 February (no exercise four weeks, no contact sport eight) and whose mam Carys texts; a cancer
rehabilitation exercise coach in Salisbury with a school business manager of 54 after a left breast
cancer on letrozole with a left arm lymphoedema, a DEXA scan on 10 March (osteopenia, T-score -1.8,
alendronic acid) and Race for Life on 14 June (5 km, 38:40) whose son texts, a retired printer of 69
with prostate cancer on hormone injections every 12 weeks (PSA 8.4, 0.9 then 0.3) and hot flushes
whose wife Jean texts, and a dentist of 41 after bowel cancer surgery and chemotherapy (the last on 27
January) with tingling in both feet, haemoglobin 108 then 129, a clear CT scan on 2 April, no lifting
over 10 kg till July, who fasts for Ramadan from 18 June and whose husband texts; a rounders and
stoolball coach in Horsham with a bowler of 15 with Osgood-Schlatter in her right knee (no x-ray) who
makes the Sussex under-16s at the trials on 16 May, whose 20 m sprint falls from 3.45 to 3.31 seconds
and whose dad texts, a hairdresser of 47 on HRT who bats for the Horsham ladies' stoolball, tears her
left calf (grade 2 of the medial gastrocnemius on an ultrasound on 12 May, crutches a week, six weeks
no running) and whose wife Robin texts, and a gas engineer of 58 after a heart attack on 28 December
2014 and a stent (aspirin, ticagrelor, atorvastatin, bisoprolol; cholesterol 6.1 then 3.9) who stops
smoking (20 a day), weighs himself in stone, plays works rounders from 30 May and whose daughter Poppy
texts), 12 clients, 1 January to 30 June 2015 (asked on 6 July 2015): one-to-one chats, four group
chats, session notes, four session transcripts, check-ins, client profiles and health data (weight
of four clients, resting heart rate of three, steps of three, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-02 by helper h-blind29 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only its format notes and the twenty-eighth blind set's section: a held-out
check of whether the fixes made on the other sets generalise.

The period, January to June 2015, is one no other roster covers (a scan of every builder's message
dates: blind28 starts on 1 July 2015, every other roster later), so the questions asked in July say
"in the spring", "back in the winter", "over easter", "during lent", "since the clocks went forward",
"in q1" and "in the first half of the year". Dry January and Veganuary, Blue Monday (19 January), the
Six Nations (Friday 6 February to Super Saturday 21 March; England won in Cardiff on 6 February, Wales
beat Ireland on 14 March), the Cricket World Cup (14 February to 29 March), Chinese New Year (Thursday
19 February), February half term (16-20 February), Pancake Day (Tuesday 17 February), Lent (18
February to 4 April), the solar eclipse (Friday 20 March, morning), Mother's Day (15 March), the clocks
going forward (Sunday 29 March), Good Friday (3 April), Easter Sunday (5 April) and Monday, the Boat
Race and the Grand National (Saturday 11 April), the London Marathon (Sunday 26 April), the early May
bank holiday (Monday 4 May), the general election (Thursday 7 May), the spring bank holiday (Monday 25
May) and May half term, the FA Cup final (Saturday 30 May), the summer solstice (Sunday 21 June),
Ramadan (from Thursday 18 June), Glastonbury (24-28 June), Wimbledon (from Monday 29 June) and the hot
end of June lie inside it; every weekday is checked with Python's `datetime`. The story messages are
written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (dragon boat "the
erg", "stroke seat", "the helm", "the drum", "the broad", "the pontoon", "silver dragons"; Pilates
"the reformer", "mat class", "the hundred", "side-lying"; cancer rehab "the sleeve", "zoladex", "the
jab", "chemo feet", "iftar"; rounders and stoolball "bowler", "a rounder", "not out", "the wicket",
"running between"), Welsh and Sussex English ("mam", "hiya", "cwtch"), mixed units (kg, stone, miles,
km, m, cm, seconds, minutes, degrees, mmol/mol, ug/L, ng/mL, g/L, mmol/L, mg, steps, runs, rounders),
negations ("no tear", "no injection for now", "no scan needed", "no x-ray needed", "no surgery for
now", "not worse"), revisions later (a wrist "sore by the thumb" then tenosynovitis, a knee "twisted"
then a meniscus tear, a finger "locking" then a trigger finger, a back "went" then the sacroiliac
joint, a knee "bump" then Osgood-Schlatter, a calf "kick" then a tear, a PSA 8.4 then 0.9 then 0.3),
plans lying after the period (the GB trials in September, a festival in Hong Kong, the Snowdon race in
July, a walk along the prom to Borth, the county finals in August, a cup in July, a works tournament
in September), facts only in the coach's reply, only in a note, only in a transcript or only in a lab
panel, a relative or partner writing for every client (a girlfriend, a husband twice, a wife three
times, a partner, a daughter twice, a mam, a son, a dad; Summer, Robin, Jean and Poppy are also
words), nicknames (Kez, Oaksey, Del, Ffi, Morgs, Nini, Ange, Tick, Faz, Tiz, Sal, Mal) and wrist, knee,
finger, back, hip, spine, arm, feet, knee, calf and heart with sides. The everyday chatter comes from
this builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food,
drink, medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind29_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind29_questions.py).

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
OUT, TAGS_OUT = HERE / "blind29.json", HERE / "blind29_tags.json"
YEAR = 2015
START, END = datetime(2015, 1, 2, 7, 0), datetime(2015, 6, 30, 21, 0)
ASKED_AT = "2015-07-06T08:00:00Z"

TRAINERS = [
    {"id": "coach-marnie", "displayName": "Marnie Hollis", "email": "marnie.hollis@example.com", "short": "marnie"},
    {"id": "coach-elin", "displayName": "Elin Rowlands", "email": "elin.rowlands@example.com", "short": "elin"},
    {"id": "coach-fiona", "displayName": "Fiona Marsh", "email": "fiona.marsh@example.com", "short": "fiona"},
    {"id": "coach-bev", "displayName": "Bev Tulley", "email": "bev.tulley@example.com", "short": "bev"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("marnie", "kieran-bly", "Kieran Bly", "kieran"),
    ("marnie", "hannah-oakes", "Hannah Oakes", "hannah"),
    ("marnie", "derek-pye", "Derek Pye", "derek"),
    ("elin", "ffion-pugh", "Ffion Pugh", "ffion"),
    ("elin", "glyn-morgan", "Glyn Morgan", "glyn"),
    ("elin", "nia-jenkins", "Nia Jenkins", "nia"),
    ("fiona", "angela-webb", "Angela Webb", "angela"),
    ("fiona", "roy-tickner", "Roy Tickner", "roy"),
    ("fiona", "farah-qureshi", "Farah Qureshi", "farah"),
    ("bev", "tia-baptiste", "Tia Baptiste", "tia"),
    ("bev", "sally-frost", "Sally Frost", "sally"),
    ("bev", "malcolm-gatland", "Malcolm Gatland", "malcolm"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("kieran", "derek", "glyn", "roy", "tia", "malcolm")

PROFILES = [
    {"clientId": "kieran-bly", "age": 24, "goal": "A faster 200 m and a seat in the GB premier crew",
     "dietaryRestrictions": [], "injuries": ["left wrist De Quervain's tenosynovitis (ultrasound 24 March 2015), no tear, splint 3 weeks, no injection"],
     "notes": "Dragon boat, stroke seat, Lowestoft Dragons. Warehouseman at the port. Known as Kez. Girlfriend Summer."},
    {"clientId": "hannah-oakes", "age": 38, "goal": "Energy for her shifts and to helm the boat all season",
     "dietaryRestrictions": [], "injuries": ["iron deficiency anaemia (ferrous fumarate 210 mg twice a day)",
                                             "right knee medial meniscus tear (MRI 28 April 2015), no surgery, physio 6 weeks"],
     "notes": "Dragon boat helm (steerer), Lowestoft Dragons. A&E nurse. Known as Oaksey. Husband Gareth."},
    {"clientId": "derek-pye", "age": 67, "goal": "Under 16 and a half stone and his HbA1c under 53",
     "dietaryRestrictions": ["low sugar"], "injuries": ["type 2 diabetes (metformin 500 mg twice a day)",
                                                       "right ring finger trigger finger, steroid injection 19 March 2015"],
     "notes": "Dragon boat, the Silver Dragons (over-60s crew). Retired lorry driver. Known as Del. Wife Maureen."},
    {"clientId": "ffion-pugh", "age": 31, "goal": "A strong core for lambing and calving and a plank of two minutes",
     "dietaryRestrictions": [], "injuries": ["right sacroiliac joint pain (14 February 2015, lifting a calf), no scan"],
     "notes": "Pilates, mat class and reformer. Farm vet. Known as Ffi. Partner Rhodri."},
    {"clientId": "glyn-morgan", "age": 72, "goal": "Walk the prom to Borth after his new hip",
     "dietaryRestrictions": [], "injuries": ["left total hip replacement 9 March 2015 (blood thinner tablets 5 weeks, no bending past 90 degrees or crossing the legs for 6 weeks)"],
     "notes": "Pilates before and after a hip replacement. Retired bank manager. Known as Morgs. Daughter Sian."},
    {"clientId": "nia-jenkins", "age": 19, "goal": "A stronger back so the curve doesn't get worse",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["thoracic scoliosis, 24 degrees, 23 degrees on x-ray 16 June 2015",
                                                        "glandular fever (23 February 2015): no exercise 4 weeks, no contact sport 8 weeks"],
     "notes": "Pilates for scoliosis. Ecology student at Aberystwyth University. Known as Nini. Mam Carys."},
    {"clientId": "angela-webb", "age": 54, "goal": "Fitter after breast cancer, and Race for Life in June",
     "dietaryRestrictions": [], "injuries": ["left breast cancer, radiotherapy finished December 2014, letrozole 2.5 mg (joint aches)",
                                             "left arm lymphoedema (compression sleeve)",
                                             "osteopenia on DEXA 10 March 2015 (T-score -1.8), alendronic acid weekly"],
     "notes": "Cancer rehabilitation exercise. School business manager. Known as Ange. Son Callum."},
    {"clientId": "roy-tickner", "age": 69, "goal": "Keep his muscle and his weight down on the hormone injections",
     "dietaryRestrictions": [], "injuries": ["prostate cancer, hormone injections (Zoladex) every 12 weeks: 6 January, 31 March, 23 June 2015; hot flushes"],
     "notes": "Cancer rehabilitation exercise. Retired printer. Known as Tick. Wife Jean."},
    {"clientId": "farah-qureshi", "age": 41, "goal": "Back to full-time work and walking 8,000 steps a day",
     "dietaryRestrictions": ["halal"], "injuries": ["bowel cancer, surgery October 2014, chemotherapy to 27 January 2015; CT clear 2 April 2015",
                                                   "numbness and tingling in both feet from the chemo (peripheral neuropathy)",
                                                   "no lifting over 10 kg till July 2015 (hernia risk)"],
     "notes": "Cancer rehabilitation exercise. Dentist. Known as Faz. Husband Imran."},
    {"clientId": "tia-baptiste", "age": 15, "goal": "A place in the Sussex under-16s as a bowler",
     "dietaryRestrictions": [], "injuries": ["right knee Osgood-Schlatter (GP 12 February 2015), no x-ray"],
     "notes": "Rounders bowler, Horsham. School pupil, Year 10. Known as Tiz. Dad Marcus."},
    {"clientId": "sally-frost", "age": 47, "goal": "Fitter for the stoolball season and quicker between the wickets",
     "dietaryRestrictions": [], "injuries": ["menopause, HRT patches", "left calf tear, grade 2 medial gastrocnemius (ultrasound 12 May 2015), crutches 1 week, 6 weeks no running"],
     "notes": "Stoolball, Horsham ladies, batter. Hairdresser. Known as Sal. Wife Robin."},
    {"clientId": "malcolm-gatland", "age": 58, "goal": "Fit to play works rounders after his heart attack, off the cigarettes, under 15 stone",
     "dietaryRestrictions": ["low fat"], "injuries": ["heart attack 28 December 2014, one stent; aspirin 75 mg, ticagrelor 90 mg twice a day, atorvastatin 80 mg, bisoprolol 2.5 mg",
                                                     "stopped smoking 28 December 2014 (was 20 a day)"],
     "notes": "Rounders with the works team, after cardiac rehab. Gas engineer. Known as Mal. Daughter Poppy."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "kieran": [
        L("01-03 18:00", "c", "hi marnie kieran bly, 24, paddle stroke seat for the lowestoft dragons. warehouse at the port. want the gb premier crew trials in september. erg 200m 58.2s. doing dry january too 🍺❌", "kieran-intro"),
        L("01-03 18:30", "t", "Hi Kieran. Twice a week with me: pulling strength, rotation and the paddle erg. Water with the crew on Sundays.", "kieran-intro-coach"),
        L("01-19 20:00", "c", "blue monday lol. erg 200m 57.6, pull ups 9", "kieran-blue"),
        L("02-01 12:00", "c", "made it through dry january, first pint tasted weird 😂", "kieran-dryjan"),
        L("02-06 22:30", "c", "england won in cardiff!! left wrist a bit sore after paddling, by the thumb", "kieran-sixnations"),
        L("03-10 17:00", "c", "physio says de quervain's in the left wrist, the tendons by the thumb. sending me for an ultrasound", "kieran-physio"),
        L("03-24 18:00", "c", "marnie its summer, kieran's girlfriend. ultrasound on his left wrist today: tenosynovitis, no tear. splint for 3 weeks, no paddling, no injection for now. he's sulking on the sofa x", "kieran-summer"),
        L("03-24 18:20", "t", "Thanks Summer. Legs, trunk and the bike with me, nothing gripping with the left for three weeks.", "kieran-summer-coach"),
        L("04-11 17:00", "c", "boat race in the pub, oxford walked it. splint off monday", "kieran-boatrace"),
        L("04-20 19:00", "c", "first paddle back, 30 mins on the broad, no pain", "kieran-back"),
        L("04-20 19:20", "t", "Great, Kieran. Half sessions this week, full crew from May.", "kieran-back-coach"),
        L("05-25 15:00", "c", "bank holiday regatta on oulton broad, we won the 200m final in 54.8 🐉", "kieran-regatta"),
        L("06-14 19:00", "c", "summer again: he's been invited to the gb trials in september, over the moon x", "kieran-summer2"),
        L("06-26 18:00", "c", "erg 200m 55.9 in the heat 🥵", "kieran-erg"),
    ],
    "hannah": [
        L("01-07 20:00", "c", "Hi Marnie, Hannah Oakes, 38, A&E nurse. I helm the lowestoft dragons (steer at the back). Always tired, gp found iron deficiency anaemia, ferritin 9, on ferrous fumarate 210mg twice a day", "hannah-intro"),
        L("01-07 20:30", "t", "Hi Hannah. Gentle strength twice a week to start, and we build as your iron comes up.", "hannah-intro-coach"),
        L("02-19 21:00", "c", "chinese new year takeaway after a night shift 🐐 ferritin 18 now", "hannah-cny"),
        L("03-20 09:30", "c", "watched the eclipse from the hospital roof on my break 🌑", "hannah-eclipse"),
        L("04-03 14:00", "c", "slipped on the wet pontoon getting in the boat, twisted my right knee, it's swelling", "hannah-knee"),
        L("04-05 19:00", "c", "Marnie it's Gareth, Hannah's husband. Her right knee's locked twice over Easter, she can't straighten it. GP's sent her for an MRI. She did the egg hunt on one leg x", "hannah-gareth"),
        L("04-05 19:20", "t", "Thanks Gareth. No paddling or helming till the MRI, ice and rest, and upper body with me.", "hannah-gareth-coach"),
        L("04-28 17:00", "c", "mri on the right knee: small tear of the medial meniscus. no surgery for now, physio for 6 weeks", "hannah-mri"),
        L("04-28 17:20", "t", "Sorry Hannah. The physio's plan plus glutes and upper body with me. No twisting or deep squats for six weeks.", "hannah-mri-coach"),
        L("05-30 18:00", "c", "fa cup final at my brother's, arsenal 4-0. knee 3/10", "hannah-facup"),
        L("06-10 18:00", "c", "ferritin 41 now! feel human again", "hannah-ferritin"),
        L("06-21 10:00", "c", "solstice paddle at sunrise, helmed the whole session, knee fine 🌅", "hannah-solstice"),
        L("06-27 19:00", "c", "gareth again: she's booked us on a dragon boat festival in hong kong next june, i've been told I'm on the drum 🥁 x", "hannah-gareth2"),
    ],
    "derek": [
        L("01-05 10:00", "c", "Morning Marnie, Derek Pye, 67, retired lorry driver. Paddle with the silver dragons (over 60s). Type 2 diabetes, metformin 500mg twice a day. 17 stone 4, want under 16 and a half. Doing dry january with the wife", "derek-intro"),
        L("01-05 10:30", "t", "Morning Derek. Two gym sessions a week with me, a walk every day, and weigh in on Mondays.", "derek-intro-coach"),
        L("01-19 11:00", "c", "blue monday and it's chucking it down. 17 st 1", "derek-blue"),
        L("02-17 19:00", "c", "pancake day, had one with lemon not three 😇 16 st 12", "derek-pancake"),
        L("02-26 12:00", "c", "hba1c 62 at the surgery, the nurse wants it under 53", "derek-hba1c"),
        L("03-06 18:00", "c", "right ring finger keeps locking when i grip the paddle, clicks when it straightens", "derek-finger"),
        L("03-19 16:00", "c", "Marnie it's Maureen, Derek's wife. GP says trigger finger in his right ring finger, gave him a steroid injection today. No paddling this week. He'll say he's fine x", "derek-maureen"),
        L("03-19 16:20", "t", "Thanks Maureen. Legs and the bike with me this week, and he can grip again once it's settled.", "derek-maureen-coach"),
        L("04-06 12:00", "c", "easter monday, grandkids' egg hunt, ate 2 of their eggs 🙈 16 st 9. finger fine since the jab", "derek-easter"),
        L("05-07 21:00", "c", "voted then did my walk. 16 st 8", "derek-election"),
        L("06-03 18:00", "c", "hba1c down to 51!! nurse very pleased, same metformin", "derek-hba1c2"),
        L("06-03 18:20", "t", "From 62 to 51, Derek. That's the walks and the pancake discipline.", "derek-hba1c2-coach"),
        L("06-28 15:00", "c", "maureen again: he paddled in the heat with no hat and came home red as a lobster, told him off x", "derek-maureen2"),
    ],
    "ffion": [
        L("01-08 19:00", "c", "Hiya Elin, Ffion Pugh, 31, farm vet. Want Pilates for a stronger core, I'm out on calvings half the night. plank 45 seconds 😬", "ffion-intro"),
        L("01-08 19:30", "t", "Hi Ffion. Mat class on Tuesdays and a one-to-one on the reformer on Thursdays.", "ffion-intro-coach"),
        L("02-14 22:00", "c", "valentines spent pulling a calf out in a shed. something went in my lower back on the right, by the dimple", "ffion-back"),
        L("02-16 18:00", "c", "Elin it's Rhodri, Ffion's partner. Physio says her right sacroiliac joint, no scan needed, no heavy lifting for 2 weeks. She's still out on calls x", "ffion-rhodri"),
        L("02-16 18:20", "t", "Thanks Rhodri. Gentle mat work only for two weeks, no jumpboard on the reformer, and heat on it at night.", "ffion-rhodri-coach"),
        L("03-14 17:00", "c", "wales beat ireland!! back 2/10", "ffion-sixnations"),
        L("03-20 09:40", "c", "watched the eclipse through a colander in the yard 🌘", "ffion-eclipse"),
        L("04-06 20:00", "c", "lambing flat out over easter, missed two classes sorry", "ffion-lambing"),
        L("05-04 16:00", "c", "bank holiday walk up pen dinas. plank 1:40 yesterday", "ffion-plank"),
        L("06-12 18:00", "c", "rhodri again: she's entered the snowdon race in july, the lunatic x", "ffion-rhodri2"),
        L("06-25 20:00", "c", "plank 2:10!! back fine", "ffion-plank2"),
        L("06-25 20:20", "t", "Brilliant, Ffion. Side planks next.", "ffion-plank2-coach"),
    ],
    "glyn": [
        L("01-06 11:00", "c", "Good morning Elin. Glyn Morgan, 72, retired bank manager. My left hip is worn out and I'm having it replaced on 9 March. The surgeon says get strong first. 13 stone 1.", "glyn-intro"),
        L("01-06 11:30", "t", "Good morning Glyn. Prehab twice a week: glutes, legs and balance, and a walk most days.", "glyn-intro-coach"),
        L("02-17 15:00", "c", "Pancake day. Walked to the harbour and back, 4,000 steps.", "glyn-pancake"),
        L("03-09 19:00", "c", "Elin, Sian here, Glyn's daughter. Left hip replacement done this morning, all went well. He's on blood thinner tablets for 5 weeks and mustn't bend past 90 degrees or cross his legs for 6 weeks", "glyn-sian"),
        L("03-09 19:20", "t", "Thank you Sian. Give him my best. I'll do the physio's exercises with him at home from next week.", "glyn-sian-coach"),
        L("03-15 12:00", "c", "Mothering Sunday, Sian cooked. Walking with two crutches.", "glyn-mothersday"),
        L("03-29 10:00", "c", "Clocks forward. One crutch now, 2,500 steps.", "glyn-clocks"),
        L("04-13 11:00", "c", "Off the crutches! A walking stick outside only.", "glyn-stick"),
        L("04-20 14:00", "c", "The surgeon says I can drive again 🚗 and come back to your mat class", "glyn-drive"),
        L("04-20 14:20", "t", "Wonderful, Glyn. Mat class from Tuesday on a high chair, no deep bends yet.", "glyn-drive-coach"),
        L("05-07 12:00", "c", "Voted on my own two feet. 12 st 11.", "glyn-election"),
        L("06-15 19:00", "c", "Sian again: he walked the prom to the bandstand and back without the stick, 6,500 steps on his phone x", "glyn-sian2"),
    ],
    "nia": [
        L("01-12 18:00", "c", "hiya elin nia jenkins, 19, first year ecology at aber uni. i've got scoliosis, curve in my upper back 24 degrees, physio says pilates. i'm veggie btw", "nia-intro"),
        L("01-12 18:30", "t", "Hi Nia. Mat class on Tuesdays and the reformer for your back on Fridays.", "nia-intro-coach"),
        L("02-23 20:00", "c", "elin it's carys, nia's mam. she's got glandular fever, blood test today. gp says no exercise for 4 weeks and no contact sport for 8 because of her spleen. she's come home to llanelli x", "nia-carys"),
        L("02-23 20:20", "t", "Thanks Carys. Rest is the plan. Tell her I'll keep her reformer for her.", "nia-carys-coach"),
        L("03-23 17:00", "c", "back in aber, first class back tomorrow. knackered after the stairs", "nia-back"),
        L("03-23 17:20", "t", "Welcome back Nia. Half the class tomorrow, lying down, and stop when you're tired.", "nia-back-coach"),
        L("04-26 14:00", "c", "watched the marathon on tv, my housemate's dad ran it in 3:58 😲", "nia-marathon"),
        L("05-15 19:00", "c", "exams next week, sat at a desk all day, upper back aching on the right", "nia-exams"),
        L("06-16 18:00", "c", "repeat x-ray: curve 23 degrees, not worse!! physio v happy", "nia-xray"),
        L("06-16 18:20", "t", "Great news, Nia. We keep the rotations and the side-lying work.", "nia-xray-coach"),
        L("06-26 21:00", "c", "carys again: she's gone to glastonbury with her friends, I told her to sleep in the tent not the mud x", "nia-carys2"),
    ],
    "angela": [
        L("01-09 10:00", "c", "Hi Fiona, Angela Webb, 54, school business manager. Finished radiotherapy for breast cancer (left) in December. On letrozole 2.5mg, achy joints, and my left arm swells so I wear a sleeve. Want to get fit and do Race for Life in June", "angela-intro"),
        L("01-09 10:30", "t", "Hi Angela. Two sessions a week: strength, walking, and arm work that's kind to the lymphoedema. Sleeve on when we lift.", "angela-intro-coach"),
        L("02-06 12:00", "c", "joints stiff every morning on the letrozole, hands and knees", "angela-joints"),
        L("03-10 17:00", "c", "dexa scan today because of the letrozole: osteopenia, t-score -1.8. gp's started alendronic acid once a week", "angela-dexa"),
        L("03-10 17:20", "t", "Thanks Angela. That's why we lift: heavier weights and some small hops, a little at a time.", "angela-dexa-coach"),
        L("03-15 18:00", "c", "mother's day! callum made breakfast and wrecked the kitchen 😂", "angela-mothersday"),
        L("05-18 19:00", "c", "Fiona it's Callum, Angela's son. Mum's arm swelled up after gardening at the weekend, the nurse says a flare of the lymphoedema, bandaging for two weeks. She says don't cancel her sessions x", "angela-callum"),
        L("05-18 19:20", "t", "Thanks Callum. Legs and walking only, no arm weights for two weeks, bandage on.", "angela-callum-coach"),
        L("06-14 13:00", "c", "race for life done!! 5k in 38:40, walked and jogged, cried at the finish 💗", "angela-race"),
        L("06-14 13:20", "t", "So proud of you, Angela. 38:40!", "angela-race-coach"),
        L("06-29 20:00", "c", "callum again: wimbledon's on and she's doing her arm exercises in front of it, won't let us change the channel x", "angela-callum2"),
    ],
    "roy": [
        L("01-06 09:00", "c", "morning fiona, roy tickner, 69, retired printer. prostate cancer, on hormone injections every 12 weeks, had one today. psa was 8.4. put weight on, 94 kg. hot flushes something awful", "roy-intro"),
        L("01-06 09:30", "t", "Morning Roy. Strength twice a week to keep the muscle the injections take, and a walk every day.", "roy-intro-coach"),
        L("02-14 17:00", "c", "england thumped italy, watched it after my walk. hot flushes 6 a day", "roy-sixnations"),
        L("03-21 18:00", "c", "super saturday! walked 3 miles before the rugby", "roy-supersat"),
        L("03-31 12:00", "c", "second injection today. psa down to 0.9", "roy-psa"),
        L("03-31 12:20", "t", "0.9 from 8.4, Roy. The injections are working, and the lifting keeps you strong through them.", "roy-psa-coach"),
        L("04-11 18:00", "c", "grand national, my horse fell at the first 😂", "roy-national"),
        L("04-13 19:00", "c", "Fiona, it's Jean, Roy's wife. He's up every night with the flushes and he's shattered, the oncologist says it's the hormones. Can you go easier this week? x", "roy-jean"),
        L("04-13 19:20", "t", "Of course, Jean. Shorter sessions this week, and his walk in the morning when he's fresher.", "roy-jean-coach"),
        L("05-04 12:00", "c", "bank holiday, mowed the lawn, 91.5 kg", "roy-bankhol"),
        L("06-23 12:00", "c", "third injection. psa 0.3, the oncologist's chuffed", "roy-psa2"),
        L("06-30 18:00", "c", "jean again: too hot for his walk, he sat in the paddling pool with the grandkids x", "roy-jean2"),
    ],
    "farah": [
        L("01-13 19:00", "c", "Hi Fiona, Farah Qureshi, 41, dentist. Bowel cancer op in October, chemo (capecitabine and oxaliplatin) till 27 January. Tingling in both feet from the chemo. Surgeon says no lifting over 10 kg till July because of hernias", "farah-intro"),
        L("01-13 19:30", "t", "Hi Farah. Short walks and light strength through the chemo, then we build. Nothing over 10 kg, and we protect the tummy.", "farah-intro-coach"),
        L("01-27 18:00", "c", "LAST CHEMO TODAY 🎉", "farah-lastchemo"),
        L("02-19 18:00", "c", "haemoglobin 108, gp says it'll come up on its own", "farah-hb"),
        L("03-05 19:00", "c", "feet still tingling, wobbly on the stairs", "farah-feet"),
        L("03-05 19:20", "t", "We'll do balance every session, and hold the rail on the stairs.", "farah-feet-coach"),
        L("04-02 19:00", "c", "Fiona, Imran here, Farah's husband. Her CT scan today was clear!! No sign of the cancer. She's dancing in the kitchen x", "farah-imran"),
        L("04-02 19:20", "t", "Wonderful news, Imran. Tell her the dancing counts as a session.", "farah-imran-coach"),
        L("05-12 18:00", "c", "haemoglobin 129 now, back at work 3 days a week, 8,000 steps a day", "farah-hb2"),
        L("06-17 20:00", "c", "ramadan starts tomorrow, can we move my sessions to after iftar?", "farah-ramadan"),
        L("06-17 20:20", "t", "Yes. Sessions at 9:45 pm during Ramadan, lighter ones, and water as soon as we start.", "farah-ramadan-coach"),
        L("06-25 21:00", "c", "imran again: she's out walking after iftar every night, 7,000 steps even fasting x", "farah-imran2"),
    ],
    "tia": [
        L("01-10 12:00", "c", "hi bev its tia baptiste, 15, i bowl for horsham rounders and want to get in the sussex under 16s. 20m sprint 3.45", "tia-intro"),
        L("01-10 12:30", "t", "Hi Tia. Twice a week: speed, jumps and shoulder strength for bowling. County trials are in May.", "tia-intro-coach"),
        L("02-09 18:00", "c", "right knee hurts below the kneecap, there's a bump and it hurts kneeling", "tia-knee"),
        L("02-12 19:00", "c", "Bev it's Marcus, Tia's dad. GP says Osgood-Schlatter in her right knee, from growing. No x-ray needed. Ice, stretches, and stop when it hurts.", "tia-marcus"),
        L("02-12 19:20", "t", "Thanks Marcus. No jumping for two weeks, sprints only if the pain's under 3, and quad stretches every night.", "tia-marcus-coach"),
        L("02-18 12:00", "c", "half term, grown 2cm since christmas lol. knee 4/10", "tia-halfterm"),
        L("03-29 11:00", "c", "clocks forward, first session outside on the field ☀️", "tia-clocks"),
        L("05-16 17:00", "c", "SUSSEX TRIALS!!! got in the under 16s 🎉🎉", "tia-trials"),
        L("05-16 17:20", "t", "Tia! Brilliant. All those sprints paid off.", "tia-trials-coach"),
        L("05-27 12:00", "c", "may half term, 20m in 3.31!", "tia-sprint"),
        L("06-20 19:00", "c", "Marcus again: first county game, she bowled out 5 and scored a rounder, knee no trouble. County finals in August!", "tia-marcus2"),
    ],
    "sally": [
        L("01-14 20:00", "c", "Hi Bev, Sally Frost, 47, hairdresser. I bat for the Horsham ladies stoolball and want to get fitter for the season. On HRT patches since the menopause. rhr 66", "sally-intro"),
        L("01-14 20:30", "t", "Hi Sally. Strength twice a week, and running between the wickets drills from March.", "sally-intro-coach"),
        L("03-15 14:00", "c", "mother's day lunch at the pub, still did my run after", "sally-mothersday"),
        L("04-03 11:00", "c", "good friday run round the park, 5k 31:20", "sally-5k"),
        L("04-26 18:00", "c", "first match of the season, 54 not out 🏏", "sally-54"),
        L("05-09 16:00", "c", "ran between the wickets and felt a kick in my left calf, couldn't walk, hobbled off", "sally-calf"),
        L("05-12 18:00", "c", "Bev it's Robin, Sally's wife. Ultrasound on her left calf: grade 2 tear of the medial gastrocnemius. Crutches for a week, no running for 6 weeks. She's furious x", "sally-robin"),
        L("05-12 18:20", "t", "Thanks Robin. Upper body and the bike once she's off the crutches, and calf raises when the physio says.", "sally-robin-coach"),
        L("05-25 13:00", "c", "bank holiday, off the crutches, walking slow round the park", "sally-crutches"),
        L("06-20 10:00", "c", "walk/jog 10 mins, calf fine. rhr 61", "sally-jog"),
        L("06-28 19:00", "c", "robin again: she umpired today in 30 degrees rather than sit out x", "sally-robin2"),
    ],
    "malcolm": [
        L("01-05 18:00", "c", "evening bev, malcolm gatland, 58, gas engineer. had a heart attack on 28 december, they put a stent in. quit smoking that day, was 20 a day. 15 stone 10. want to play rounders with the works team in the summer", "malcolm-intro"),
        L("01-05 18:30", "t", "Evening Malcolm. Cardiac rehab first, then walking and light strength with me from March. Send me your meds list.", "malcolm-intro-coach"),
        L("01-07 19:00", "c", "meds: aspirin 75, ticagrelor 90 twice a day, atorvastatin 80, bisoprolol 2.5", "malcolm-meds"),
        L("02-27 17:00", "c", "last cardiac rehab class today, 6 weeks done. 15 st 3", "malcolm-rehab"),
        L("02-27 17:20", "t", "Well done, Malcolm. From Monday: walking and the bike at a chatting pace, heart rate under 110.", "malcolm-rehab-coach"),
        L("03-29 12:00", "c", "clocks forward, walked 4 miles by the river", "malcolm-clocks"),
        L("04-05 17:00", "c", "easter sunday, no egg for me, poppy ate mine. 14 st 13... no 15 st 0 😂", "malcolm-easter"),
        L("05-21 19:00", "c", "Bev it's Poppy, Malcolm's daughter. The cardiologist says he can play rounders but no diving and nothing flat out. And he's been caught smoking in the van once, tell him off x", "malcolm-poppy"),
        L("05-21 19:20", "t", "Thanks Poppy. Batting and fielding at 70 percent, and I'll keep an eye on his heart rate. And I'll have a word.", "malcolm-poppy-coach"),
        L("05-30 16:00", "c", "first works rounders game, scored 2 rounders, then the cup final 🍺", "malcolm-first"),
        L("06-09 18:00", "c", "cholesterol 3.9!! was 6.1 in january", "malcolm-chol"),
        L("06-09 18:20", "t", "3.9, Malcolm! The statin, the walking and no cigarettes.", "malcolm-chol-coach"),
        L("06-29 18:00", "c", "14 st 12 this morning, rhr 55", "malcolm-weight"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-marnie-dragons", "trainer": "marnie", "members": ["kieran", "hannah", "derek"],
        "lines": [
            L("01-04 09:00", "t", "Dragons 🐉 Sessions, water times and results here.", "g-dragons-start"),
            L("03-24 19:00", "kieran", "wrist splint for 3 weeks 😩 no paddling", "g-kieran-wrist"),
            L("04-28 18:00", "hannah", "meniscus tear, no helming for a bit", "g-hannah-knee"),
            L("05-25 16:00", "kieran", "won the 200m final at the regatta 🏆", "g-kieran-regatta"),
            L("06-03 19:00", "derek", "hba1c 51 👍", "g-derek-hba1c"),
        ],
    },
    {
        "id": "chat-elin-pilates", "trainer": "elin", "members": ["ffion", "glyn", "nia"],
        "lines": [
            L("01-09 09:00", "t", "Pilates 🧘 Class times and changes here.", "g-pilates-start"),
            L("02-17 10:00", "ffion", "back's gone, mat only for me for 2 weeks", "g-ffion-back"),
            L("02-24 10:00", "nia", "glandular fever 🤒 out for a month", "g-nia-gf"),
            L("03-10 12:00", "glyn", "New hip in. See you all in April.", "g-glyn-hip"),
            L("06-16 19:00", "nia", "curve 23 not worse 🙌", "g-nia-xray"),
        ],
    },
    {
        "id": "chat-fiona-rehab", "trainer": "fiona", "members": ["angela", "roy", "farah"],
        "lines": [
            L("01-12 09:00", "t", "Moving on 💜 Class times and news here.", "g-rehab-start"),
            L("01-27 19:00", "farah", "last chemo done 🎉", "g-farah-chemo"),
            L("04-02 20:00", "farah", "CT clear!!", "g-farah-ct"),
            L("06-14 14:00", "angela", "race for life done, 38:40 💗", "g-angela-race"),
            L("06-23 13:00", "roy", "psa 0.3", "g-roy-psa"),
        ],
    },
    {
        "id": "chat-bev-bats", "trainer": "bev", "members": ["tia", "sally", "malcolm"],
        "lines": [
            L("01-11 09:00", "t", "Bats and balls 🏏 Sessions, fixtures and results here.", "g-bats-start"),
            L("02-12 20:00", "tia", "osgood schlatter in my knee, no jumping 2 weeks", "g-tia-knee"),
            L("05-12 19:00", "sally", "calf tear, 6 weeks no running 😭", "g-sally-calf"),
            L("05-16 18:00", "tia", "in the sussex u16s!!", "g-tia-sussex"),
            L("05-30 17:00", "malcolm", "first game back, 2 rounders", "g-malcolm-first"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("marnie", "kieran", "2015-01-05", "Kieran (24): dragon boat, stroke seat, Lowestoft Dragons. Erg 200 m 58.2 s. Pull-ups 8. Bench pull 70 kg. Goal the GB premier crew trials in September."),
    ("marnie", "kieran", "2015-06-29", "Kieran: left wrist De Quervain's tenosynovitis, ultrasound 24 March, splint 3 weeks, no injection, paddling from 20 April. Erg 200 m 55.9 s. Pull-ups 14. Bench pull 82 kg. Regatta 200 m final won in 54.8 (25 May). Invited to the GB trials in September."),
    ("marnie", "hannah", "2015-01-09", "Hannah (38): helm, Lowestoft Dragons. A&E nurse, nights. Iron deficiency anaemia, ferritin 9, ferrous fumarate 210 mg twice a day. Goblet squat 12 kg. Step test heart rate 148."),
    ("marnie", "hannah", "2015-06-26", "Hannah: right knee medial meniscus tear on MRI 28 April (slipped on the pontoon 3 April), no surgery, physio 6 weeks, helming again from June. Ferritin 41 (June). Goblet squat 20 kg. Step test heart rate 128. Hong Kong festival next June."),
    ("marnie", "derek", "2015-01-07", "Derek (67): Silver Dragons. Retired lorry driver. Type 2 diabetes, metformin 500 mg twice a day. Weight 17 st 4 (109.8 kg). Sit to stand 30 s: 10."),
    ("marnie", "derek", "2015-06-30", "Derek: HbA1c 62 to 51 mmol/mol (June). Right ring trigger finger, steroid injection 19 March, fine since. Weight 16 st 6 (104.3 kg). Sit to stand 30 s: 15."),
    ("elin", "ffion", "2015-01-13", "Ffion (31): farm vet. Core weak, plank 45 s. Side plank 20 s. Roll-up with help."),
    ("elin", "ffion", "2015-06-30", "Ffion: right sacroiliac joint pain 14 February (calving), no scan, settled by April. Plank 2:10. Side plank 55 s. Roll-up unaided. Snowdon race in July."),
    ("elin", "glyn", "2015-01-08", "Glyn (72): left hip osteoarthritis, replacement booked 9 March. Retired bank manager. Weight 13 st 1 (83.0 kg). Single-leg stand 6 s on the left. 4,000 steps."),
    ("elin", "glyn", "2015-06-29", "Glyn: left total hip replacement 9 March. Crutches to 13 April, driving 20 April, mat class from 21 April. Single-leg stand 15 s on the left. Weight 12 st 9 (80.3 kg). 6,500 steps. Goal: the prom to Borth in the summer."),
    ("elin", "nia", "2015-01-16", "Nia (19): thoracic scoliosis 24 degrees (right), no brace. Ecology student. Vegetarian. Side plank 25 s. Rotation limited to the left."),
    ("elin", "nia", "2015-06-30", "Nia: glandular fever 23 February, 4 weeks off, back 24 March. Repeat x-ray 16 June: 23 degrees. Side plank 50 s. Rotation equal both ways."),
    ("fiona", "angela", "2015-01-12", "Angela (54): left breast cancer, radiotherapy finished December. Letrozole 2.5 mg. Left arm lymphoedema, compression sleeve. Sit to stand 30 s: 11. Walks 2 km."),
    ("fiona", "angela", "2015-06-30", "Angela: DEXA 10 March osteopenia (T-score -1.8), alendronic acid weekly. Lymphoedema flare May, bandaged two weeks. Race for Life 14 June, 5 km 38:40. Sit to stand 30 s: 16."),
    ("fiona", "roy", "2015-01-07", "Roy (69): prostate cancer, Zoladex every 12 weeks. PSA 8.4. Weight 94.0 kg. Grip 34 kg. Sit to stand 30 s: 11. Walks 1 mile."),
    ("fiona", "roy", "2015-06-29", "Roy: Zoladex 6 January, 31 March, 23 June. PSA 0.3 (June). Weight 90.5 kg. Grip 37 kg. Sit to stand 30 s: 15. Walks 3 miles. Hot flushes at night."),
    ("fiona", "farah", "2015-01-15", "Farah (41): bowel cancer, anterior resection October 2014, chemotherapy to 27 January. Neuropathy both feet. No lifting over 10 kg till July. Walks 20 minutes. 3,000 steps."),
    ("fiona", "farah", "2015-06-30", "Farah: CT clear 2 April. Haemoglobin 108 to 129 g/L. Feet still tingling, balance better (single-leg stand 12 s). Back at work 3 days a week. 8,000 steps. Ramadan sessions at 9:45 pm."),
    ("bev", "tia", "2015-01-12", "Tia (15): rounders bowler, Horsham. 20 m sprint 3.45 s. Broad jump 1.92 m. Height 162 cm."),
    ("bev", "tia", "2015-06-29", "Tia: right knee Osgood-Schlatter (12 February), no x-ray, pain-led. Sussex under-16s (trials 16 May). 20 m sprint 3.31 s. Broad jump 2.05 m. Height 166 cm. County finals in August."),
    ("bev", "sally", "2015-01-16", "Sally (47): stoolball batter, Horsham ladies. Hairdresser. HRT patches. Resting HR 66. 5 km 33:10."),
    ("bev", "sally", "2015-06-29", "Sally: left calf tear grade 2 (9 May, ultrasound 12 May), crutches 1 week, no running to 23 June. 54 not out 26 April. 5 km 31:20 (3 April). Resting HR 61."),
    ("bev", "malcolm", "2015-01-06", "Malcolm (58): heart attack 28 December 2014, one stent. Aspirin, ticagrelor, atorvastatin 80 mg, bisoprolol 2.5 mg. Stopped smoking (20 a day). Weight 15 st 10 (99.8 kg). Cholesterol 6.1."),
    ("bev", "malcolm", "2015-06-30", "Malcolm: cardiac rehab done 27 February. Works rounders from 30 May. Cholesterol 3.9 (June). Weight 14 st 12 (94.3 kg). Resting HR 55. One cigarette slip in May. Works tournament in September."),
]

TRANSCRIPTS = [
    {
        "id": "tr-marnie-kieran-20150326", "trainer": "marnie", "client": "kieran", "startedAt": "2015-03-26T18:00:00Z",
        "title": "Call with Kieran and Summer: the wrist",
        "lines": [
            ("Coach", 0, "How's the wrist in the splint, Kieran?"),
            ("Kieran", 4, "Fine if I don't move my thumb. I'm going mad."),
            ("Summer", 9, "The physio said it's from gripping the paddle too tight and cocking the wrist, and he's got to change his grip when he's back. He's still on his phone all day with it."),
            ("Coach", 14, "Right. Legs, core and the bike with me, and when you're back we'll loosen that top hand. No paddling till the splint's off."),
            ("Kieran", 20, "Will I make the regatta?"),
            ("Coach", 24, "The May one, yes, if you don't rush the wrist."),
        ],
    },
    {
        "id": "tr-elin-glyn-20150323", "trainer": "elin", "client": "glyn", "startedAt": "2015-03-23T11:00:00Z",
        "title": "Call with Glyn and Sian: two weeks after the hip",
        "lines": [
            ("Coach", 0, "How's the new hip, Glyn?"),
            ("Glyn", 4, "Sore at night. I can't get my socks on."),
            ("Sian", 9, "The physio gave him a sock aid and a grabber, and he's to sleep on his back with a pillow between his knees. He keeps trying to bend down for the post."),
            ("Coach", 14, "Heel slides, squeezes and standing hip work at the kitchen counter, three times a day. Leave the post to Sian."),
            ("Glyn", 20, "When can I do the mat class again?"),
            ("Coach", 24, "When the surgeon lets you drive, we'll start you on a chair."),
        ],
    },
    {
        "id": "tr-fiona-roy-20150415", "trainer": "fiona", "client": "roy", "startedAt": "2015-04-15T10:00:00Z",
        "title": "Call with Roy and Jean: the flushes",
        "lines": [
            ("Coach", 0, "How are you sleeping, Roy?"),
            ("Roy", 4, "Badly. Four or five flushes a night."),
            ("Jean", 9, "The nurse said a fan by the bed and no wine in the evening, and the exercise should help the flushes too. He's stopped the wine, I'll give him that."),
            ("Coach", 14, "Good. Morning walks, two short strength sessions, and we keep the weights the same this week."),
            ("Roy", 20, "Will the flushes stop?"),
            ("Coach", 24, "They often ease after a few months. We'll see at your next injection."),
        ],
    },
    {
        "id": "tr-bev-sally-20150514", "trainer": "bev", "client": "sally", "startedAt": "2015-05-14T19:00:00Z",
        "title": "Call with Sally and Robin: after the scan",
        "lines": [
            ("Coach", 0, "How's the calf, Sally?"),
            ("Sally", 4, "Black and blue down to the ankle. I hate crutches."),
            ("Robin", 9, "The physio said she's to wear the heel raises in both shoes, and no stretching the calf for two weeks. She's already stretching it."),
            ("Coach", 14, "Upper body and the bike once you're off the crutches. Calf raises when the physio says, not before."),
            ("Sally", 20, "Will I be back for the cup in July?"),
            ("Coach", 24, "Maybe, if the running goes well in June."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("kieran", "2015-01-30", 8.0, 3, 95, "Dry month."),
    ("kieran", "2015-03-27", 7.5, 7, 60, "Splint."),
    ("hannah", "2015-02-13", 5.5, 6, 75, "Nights."),
    ("hannah", "2015-05-08", 6.5, 6, 70, "Knee."),
    ("derek", "2015-01-23", 7.0, 3, 90, "Walks."),
    ("derek", "2015-04-24", 7.5, 3, 85, "Grandkids."),
    ("ffion", "2015-02-20", 5.0, 7, 65, "Calving."),
    ("ffion", "2015-05-22", 6.5, 5, 85, "Busy."),
    ("glyn", "2015-02-06", 7.0, 4, 95, "Before the op."),
    ("glyn", "2015-04-03", 6.0, 5, 80, "Crutches."),
    ("nia", "2015-01-30", 8.0, 4, 90, "Term."),
    ("nia", "2015-05-29", 7.0, 8, 60, "Exams."),
    ("angela", "2015-02-20", 7.0, 5, 85, "Joints."),
    ("angela", "2015-05-22", 6.5, 6, 70, "Arm."),
    ("roy", "2015-02-27", 6.0, 4, 85, "Flushes."),
    ("roy", "2015-04-17", 5.0, 6, 70, "Tired."),
    ("farah", "2015-02-06", 7.5, 6, 70, "After chemo."),
    ("farah", "2015-06-26", 6.0, 4, 85, "Ramadan."),
    ("tia", "2015-02-20", 9.0, 3, 90, "Half term."),
    ("tia", "2015-05-15", 8.0, 7, 95, "Trials."),
    ("sally", "2015-03-06", 7.0, 4, 90, "Salon."),
    ("sally", "2015-05-29", 6.5, 7, 60, "Calf."),
    ("malcolm", "2015-01-30", 6.0, 7, 80, "Rehab."),
    ("malcolm", "2015-04-24", 7.0, 4, 90, "Walking."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("derek", "weight", "kg", "2015-01-05", "2015-06-29", 7, 109.8, 104.3, 0.4),
    ("glyn", "weight", "kg", "2015-01-05", "2015-06-29", 7, 83.0, 80.3, 0.3),
    ("roy", "weight", "kg", "2015-01-05", "2015-06-29", 7, 94.0, 90.5, 0.4),
    ("malcolm", "weight", "kg", "2015-01-05", "2015-06-29", 7, 99.8, 94.3, 0.4),
    ("kieran", "resting_heart_rate", "bpm", "2015-01-05", "2015-06-29", 7, 56.0, 52.0, 1.5),
    ("sally", "resting_heart_rate", "bpm", "2015-01-05", "2015-06-29", 7, 66.0, 61.0, 1.0),
    ("malcolm", "resting_heart_rate", "bpm", "2015-01-05", "2015-06-29", 7, 62.0, 55.0, 1.0),
    ("glyn", "steps", "steps", "2015-01-05", "2015-06-29", 7, 4000, 6500, 400),
    ("angela", "steps", "steps", "2015-01-05", "2015-06-29", 7, 5000, 9000, 600),
    ("farah", "steps", "steps", "2015-01-05", "2015-06-29", 7, 3000, 8000, 500),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("derek", "goal-marnie-derek-weight", "weight", 104.8, "kg", "2015-09-30", "achieved"),
    ("malcolm", "goal-bev-malcolm-weight", "weight", 95.3, "kg", "2015-06-30", "achieved"),
    ("glyn", "goal-elin-glyn-steps", "steps", 6000, "steps", "2015-06-30", "achieved"),
    ("farah", "goal-fiona-farah-steps", "steps", 8000, "steps", "2015-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("derek", "2015-02-25", "HbA1c", 62, "mmol/mol", 20, 42),
    ("derek", "2015-06-02", "HbA1c", 51, "mmol/mol", 20, 42),
    ("hannah", "2015-01-05", "Ferritin", 9, "ug/L", 15, 150),
    ("hannah", "2015-02-18", "Ferritin", 18, "ug/L", 15, 150),
    ("hannah", "2015-06-09", "Ferritin", 41, "ug/L", 15, 150),
    ("roy", "2015-01-05", "PSA", 8.4, "ng/mL", 0, 4),
    ("roy", "2015-03-30", "PSA", 0.9, "ng/mL", 0, 4),
    ("roy", "2015-06-22", "PSA", 0.3, "ng/mL", 0, 4),
    ("farah", "2015-02-18", "Haemoglobin", 108, "g/L", 115, 165),
    ("farah", "2015-05-11", "Haemoglobin", 129, "g/L", 115, 165),
    ("malcolm", "2015-01-02", "Total cholesterol", 6.1, "mmol/L", 0, 5),
    ("malcolm", "2015-06-08", "Total cholesterol", 3.9, "mmol/L", 0, 5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey doke", "yep", "done ✅", "booked", "paid 👍",
    "running late sorry", "can we make it later instead?", "what time thurs?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door is it?", "omw", "roadworks again", "thank you x",
    "ta love", "nothing to report", "🙌", "😂", "bank transfer ok?", "diolch",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "what a day", "sound",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20150706, health_seed=20150706, chatter_lines=(22, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
