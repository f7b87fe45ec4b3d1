#!/usr/bin/env python3
"""Build the fourteenth blind data set for the answer benchmark (bench/answers_data/blind14.json).

    functions/venv/bin/python -m bench.answers_data.build_blind14

Four trainers of kinds the other rosters do not have (a canoe and kayak coach with a 17-year-old
slalom paddler whose mum texts, a marathon canoeist paddling Devizes to Westminster at Easter whose
wife texts from the bank and a sea kayaker of 61 with a rotator cuff planning to paddle round
Anglesey; a hurling and camogie strength coach with a county hurler with a hamstring whose
girlfriend texts, a 19-year-old camogie player who breaks her thumb and whose father texts, and a
dairy farmer of 36 playing junior B hurling who weighs himself in stone and whose wife texts; an
exercise coach in an addiction-recovery service with a plasterer off alcohol on acamprosate whose
daughter texts, a woman in recovery from heroin tapering buprenorphine and treated for hepatitis C
whose brother texts and a retired teacher cutting down her drinking on naltrexone whose husband
texts; a fell-running and orienteering coach with a runner attempting the Bob Graham Round twice
whose wife texts, a 15-year-old orienteer whose dad texts and a retired vet of 67 with polymyalgia
counting his Wainwrights whose son texts), 12 clients, early March to mid-October 2024 (asked on 14
October 2024): one-to-one chats, two group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight twice, steps twice, resting heart rate twice,
systolic blood pressure twice, goals, lab panels), in the format of demo/data/demo_dataset.json.
Written on 2026-11-30 by helper h-blind14 (issue 14) without reading shared/domain/*.py,
shared/usecases/*.py, any list of benchmark failures or any result file: a held-out check of whether
the fixes made on the other sets generalise.

The period, March to October 2024, is one no other roster covers (blind13 ends in June 2025 and
starts in November 2024), so Mother's Day, St Patrick's Day, Ramadan, Easter (and the clocks going
forward the same weekend), the May bank holidays, the Euros, the general election, the Olympics and
the August bank holiday lie inside it; every line's "MM-DD" is 2024 (`YEAR`). The story messages
are written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (paddling
"K1", "K2", "portages", "touches", "gate 14", "roll", "the Swellies", "slack"; hurling "hammy",
"0-3 off the bench", "1-2 from play", "frees", "belt of a hurl", "the full 60"; fell running "recce",
"clag", "leg 2", "tops", "Dunmail"; orienteering "MP'd", "control 9", "W16", "the JK", "the JHI";
recovery "clean", "the chip", "day 4 again", "units", "dry days"), other languages' words (Welsh
"diolch", Irish "go raibh maith agat", "grand", "howya", Twi "medaase", "chale", Scots "aye",
"wee", Gujarati "kem cho"), a voice-note run-on, numbers in words, mixed units (kg, stone and pounds,
miles, km, metres, mg, units, U/L, IU/mL, mmol/L, mg/L, cm, seconds, minutes, hours, degrees
Celsius, bpm, mmHg), negations ("not broken", "no leg pain", "not a new tear", "no walking", "0
touches"), a correction later ("3" pints, then "more like 6 pints and a couple of shots"; "J1 to
boston", then "not doing the J1 now"), plans never carried out (the Thames Ring, Anglesey this year,
a statin talk), facts only in the coach's reply or only in a note, facts split across turns, an
emoji-only message, names that are also words (Will, Grace, Faith, Frank, Dawn, Rowan, Sunny), two
clients with similar problems (Frank and Rowan, both drinking; Will's right shoulder and Dawn's left
one) and a mum, a wife (three times), a girlfriend, a father, a daughter, a brother, a husband (twice), a
dad and a son writing for a client. The everyday chatter between them comes from this builder's own
pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine,
sport, event or number a question asks about. Deterministic: two runs write byte-identical files.
`blind14_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind14_questions.py).

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
OUT, TAGS_OUT = HERE / "blind14.json", HERE / "blind14_tags.json"
YEAR = 2024
START, END = datetime(2024, 3, 4, 7, 0), datetime(2024, 10, 11, 21, 0)
ASKED_AT = "2024-10-14T09:00:00Z"

TRAINERS = [
    {"id": "coach-cerys", "displayName": "Cerys Pritchard", "email": "cerys.pritchard@example.com", "short": "cerys"},
    {"id": "coach-ciaran", "displayName": "Ciarán Madigan", "email": "ciaran.madigan@example.com", "short": "ciaran"},
    {"id": "coach-tamsin", "displayName": "Tamsin Orr", "email": "tamsin.orr@example.com", "short": "tamsin"},
    {"id": "coach-bryony", "displayName": "Bryony Hesketh", "email": "bryony.hesketh@example.com", "short": "bryony"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("cerys", "will-tranter", "Will Tranter", "will"),
    ("cerys", "graham-oduya", "Graham Oduya", "graham"),
    ("cerys", "dawn-whitlock", "Dawn Whitlock", "dawn"),
    ("ciaran", "sean-hogan", "Seánie Hogan", "seanie"),
    ("ciaran", "grace-moloney", "Grace Moloney", "grace"),
    ("ciaran", "padraig-kiely", "Pádraig Kiely", "podge"),
    ("tamsin", "frank-doherty", "Frank Doherty", "frank"),
    ("tamsin", "faith-mensah", "Faith Mensah", "faith"),
    ("tamsin", "rowan-ellery", "Rowan Ellery", "rowan"),
    ("bryony", "sunil-mistry", "Sunny Mistry", "sunny"),
    ("bryony", "elsie-garth", "Elsie Garth", "elsie"),
    ("bryony", "malcolm-reid", "Malcolm Reid", "malcolm"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("will", "dawn", "grace", "rowan", "sunny", "elsie")

PROFILES = [
    {"clientId": "will-tranter", "age": 17, "goal": "Make the Welsh junior slalom team",
     "dietaryRestrictions": [], "injuries": ["right shoulder click (possible labral)"],
     "notes": "K1 slalom. Year 12 in Penarth, trains at Cardiff International White Water. Mum Bethan."},
    {"clientId": "graham-oduya", "age": 44, "goal": "Finish Devizes to Westminster nonstop in a K2 at Easter",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": ["left forearm (intersection syndrome)"],
     "notes": "Marathon canoeist, paddles a K2 with his friend Pete. IT project manager, lives in Newbury. Wife Ruth."},
    {"clientId": "dawn-whitlock", "age": 61, "goal": "Paddle round Anglesey",
     "dietaryRestrictions": [], "injuries": ["left rotator cuff, partial tear (2023)"],
     "notes": "Sea kayaker. Retired midwife in Menai Bridge. Husband Tony."},
    {"clientId": "sean-hogan", "age": 23, "goal": "Start for the county in the championship",
     "dietaryRestrictions": [], "injuries": ["left hamstring strain, grade 2 (April 2024)"],
     "notes": "Hurler, senior county panel and his club. Apprentice electrician in Limerick. Girlfriend Aoife."},
    {"clientId": "grace-moloney", "age": 19, "goal": "Make the intermediate county camogie panel",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left thumb fracture (May 2024)"],
     "notes": "Camogie, club and university. Second-year nursing student at UL. Father Mick."},
    {"clientId": "padraig-kiely", "age": 36, "goal": "Get down to 16 stone and last a full match",
     "dietaryRestrictions": [], "injuries": ["low back pain"],
     "notes": "Goes by Podge. Junior B hurler. Dairy farmer in east Clare, 94 cows. Wife Siobhán, two children."},
    {"clientId": "frank-doherty", "age": 47, "goal": "Run the Bristol Half Marathon in September",
     "dietaryRestrictions": ["no alcohol"], "injuries": [],
     "notes": "In recovery from alcohol, sober since 2 January 2024. Acamprosate. Plasterer in Bristol. Daughter Keira."},
    {"clientId": "faith-mensah", "age": 31, "goal": "Run a parkrun without walking",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "In recovery from heroin. Buprenorphine, tapering. Hepatitis C treatment in 2024. Lives in Easton, Bristol. Brother Kwame."},
    {"clientId": "rowan-ellery", "age": 58, "goal": "Swim the marine lake mile in September",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Cutting down on alcohol with naltrexone (the Sinclair method). Retired primary teacher in Clevedon. Husband Geoff."},
    {"clientId": "sunil-mistry", "age": 34, "goal": "Complete the Bob Graham Round",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right iliotibial band"],
     "notes": "Fell and ultra runner. Software developer in Stockport. Wife Priya."},
    {"clientId": "elsie-garth", "age": 15, "goal": "Get picked for the Junior Home Internationals",
     "dietaryRestrictions": [], "injuries": ["left ankle sprain (April 2024)"],
     "notes": "Orienteer, W16. Year 10 in Kendal. Dad Rob."},
    {"clientId": "malcolm-reid", "age": 67, "goal": "Finish the 214 Wainwrights by his 70th birthday",
     "dietaryRestrictions": [], "injuries": ["polymyalgia rheumatica (January 2024)", "osteopenia, hip"],
     "notes": "Retired vet in Cockermouth, from Dumfries. Prednisolone. Wife Jean, son Angus."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "will": [
        L("03-05 17:40", "c", "hiya cerys its will. k1 slalom, 17. selection races at lee valley in april for the junior team. right shoulder goes clicky on big draw strokes", "will-intro"),
        L("03-05 18:05", "t", "Hi Will! Shoulder stability twice a week, gym Monday and Thursday, water Tuesday and Saturday. Get the physio to look at that click before April.", "will-intro-coach"),
        L("03-19 20:10", "c", "physio thinks labrum maybe, cant say w/o a scan. said keep paddling if it just clicks and doesnt hurt", "will-physio"),
        L("04-13 18:30", "c", "selection day 1: 2 touches on gate 14 😤 4th after run 1", "will-sel1"),
        L("04-14 19:00", "c", "finished 6th overall. top 4 go. missed it by 2 places", "will-sel2"),
        L("04-14 19:20", "t", "6th at your first selection is a real result. We build for next year; the shoulder held up, that's the win.", "will-sel-coach"),
        L("04-22 21:00", "c", "Hi Cerys, Bethan here (Will's mum). He's been very low since the weekend and hasn't touched his boat. Is there anything you'd suggest? Diolch", "will-bethan"),
        L("04-22 21:30", "t", "Thanks Bethan. A week off the water is fine. I'll take him for a fun paddle on the Tryweryn, no gates, no clock.", "will-bethan-coach"),
        L("05-16 19:00", "c", "got put on the reserve list for the junior team!! someone dropped out", "will-reserve"),
        L("06-10 20:00", "c", "feel rubbish, sore throat and glands like golf balls. gp did bloods", "will-glands"),
        L("06-13 17:00", "c", "glandular fever 🙄 no sport for 4 wks and no lifting anything heavy coz of my spleen", "will-gf"),
        L("06-13 17:30", "t", "Rest properly. No gym, no water, walks only until the GP clears you. Your spleen matters more than June.", "will-gf-coach"),
        L("07-18 18:00", "c", "gp cleared me!! flat water only this wk", "will-cleared"),
        L("08-10 16:00", "c", "div 1 race at llandysul: 2nd 🥈 clean run 0 touches. promoted to prem", "will-prem"),
        L("08-15 10:00", "c", "AS results: A B B 🎉 maths is the A", "will-as"),
        L("09-21 14:00", "c", "shoulder clicking way less. no pain on the reverse sweep either", "will-shoulder-ok"),
        L("10-05 12:00", "c", "🛶🛶", "will-emoji"),
    ],
    "graham": [
        L("03-04 19:00", "c", "evening cerys. graham. doing DW at easter in a k2 with my mate pete, senior doubles, nonstop. 125 miles 77 portages 😅 left wrist creaks when i paddle hard", "graham-intro"),
        L("03-04 19:30", "t", "Welcome Graham. Ice it and ease off the grip; see the GP if it's still creaking next week. We'll practise portages and eating on the move.", "graham-intro-coach"),
        L("03-12 20:00", "c", "gp says intersection syndrome, tendons rubbing in the forearm. splint at night + ibuprofen gel", "graham-wrist"),
        L("03-23 11:00", "c", "last long one before DW: devizes to reading in 11h 10", "graham-long"),
        L("03-29 19:40", "c", "Ruth here, Graham's wife, on his phone at the Reading bank. They're 2 hrs up on schedule. He's had 4 jam sandwiches and a gel every 40 min. Spirits good!", "graham-ruth"),
        L("03-29 19:50", "t", "Brilliant Ruth, thank you! Tell him: keep eating, and warm layers on before Teddington.", "graham-ruth-coach"),
        L("03-30 09:15", "c", "WESTMINSTER. 21h 47m. hands destroyed. pete threw up at teddington lol", "graham-finish"),
        L("03-30 09:30", "t", "21:47 nonstop in a K2. Legendary. Eat, sleep, no paddling for a week.", "graham-finish-coach"),
        L("04-10 18:00", "c", "blisters healed, wrist fine now. thinking thames ring in july?", "graham-wrist-ok"),
        L("05-02 20:00", "c", "weighed 84.1 this morning, was 88 at xmas", "graham-weight"),
        L("05-28 19:30", "c", "thames ring off, pete's done his back in moving house 😩", "graham-ring-off"),
        L("06-20 21:00", "c", "doing the hasler k1 series instead then, final at newbury in sept", "graham-hasler"),
        L("07-11 20:00", "c", "voice note: so tried the new wing paddle on the canal tonight and honestly it's like a different boat the catch is so much cleaner but my left forearm is grumbling a bit again not like march just a bit of a burn on the top near the wrist going to ice it and see", "graham-voice"),
        L("07-11 20:30", "t", "Drop to 3 sessions this week, night splint again for a few days, and tell me how it feels on Sunday.", "graham-voice-coach"),
        L("07-14 18:00", "c", "forearm fine by sunday 👍", "graham-forearm-ok"),
        L("09-15 16:00", "c", "hasler final: 3rd in div 3 K1, promoted to div 2. 14km in 1:08:30", "graham-hasler-result"),
    ],
    "dawn": [
        L("03-06 10:00", "c", "Good morning Cerys. Dawn, 61, sea kayaker. I want to paddle round Anglesey in August, about 125 miles. My left shoulder is the weak spot, a partial tear of the rotator cuff last year.", "dawn-intro"),
        L("03-06 10:30", "t", "Lovely to meet you Dawn. Band work for the cuff every day, two gym sessions a week, and one long paddle at the weekend, adding 2 km a week.", "dawn-intro-coach"),
        L("03-25 18:00", "c", "GP says my blood pressure is up, 162/94. Started losartan 25mg", "dawn-bp"),
        L("04-20 15:00", "c", "20 km round puffin island, shoulder fine, bit of a headwind coming back", "dawn-puffin"),
        L("05-09 19:00", "c", "Tony here, Dawn's husband. She capsized on a rescue practice and couldn't roll up, had to swim. She's fine, just cold and cross with herself. She won't tell you so I am.", "dawn-tony"),
        L("05-09 19:20", "t", "Thanks Tony. Cold water in May is no joke: she practises her rolls in the pool first, and always paddles with the group.", "dawn-tony-coach"),
        L("06-01 12:00", "c", "pool session - rolled 5 out of 6 on the right, still nothing on the left", "dawn-roll"),
        L("07-02 19:00", "c", "Shoulder sore after the 30 km day. physio says bursitis flare not a new tear. 2 wks easy", "dawn-bursitis"),
        L("08-12 20:00", "c", "Anglesey postponed. Force 6 all week and the tide windows were wrong. Gutted 😞", "dawn-postponed"),
        L("08-12 20:20", "t", "Right call. The sea will still be there next year. Let's plan something shorter for late August.", "dawn-postponed-coach"),
        L("08-24 17:00", "c", "Did the Menai Strait end to end instead, 24 km, went through the Swellies at slack 😊", "dawn-menai"),
        L("09-14 17:00", "c", "blood pressure 134/82 at the surgery today", "dawn-bp2"),
        L("09-30 11:00", "c", "Anglesey booked for june next year, Tony driving the support van", "dawn-2025"),
    ],
    "seanie": [
        L("03-07 20:00", "c", "howya ciaran, seanie hogan. on the county panel this year, league is on. want to be starting for championship. hammy tight after sprints", "seanie-intro"),
        L("03-07 20:20", "t", "Good man Seánie. Nordics twice a week, sprints every week, and you tell me the minute that hammy grabs.", "seanie-intro-coach"),
        L("03-24 21:00", "c", "got 0-3 off the bench on sunday, manager happy", "seanie-points"),
        L("04-14 22:00", "c", "pulled the hammy. left. 20 mins in. physio says grade 2, 4-6 wks", "seanie-hammy"),
        L("04-14 22:15", "t", "Sickener. Rehab starts tomorrow: isometrics, bike, then we build the running back. You'll be back for the business end of the championship.", "seanie-hammy-coach"),
        L("04-30 19:00", "c", "running at 70% pain free. nordics 3x5", "seanie-rehab"),
        L("05-20 18:00", "c", "split the webbing on me left hand in training, hurl came down on it. 6 stitches", "seanie-hand"),
        L("05-21 12:00", "c", "Hi Ciarán, Aoife here, Seánie's girlfriend. He's trying to train with the stitches in and wrapping it in tape. The nurse said 10 days. Please tell him 🙄", "seanie-aoife"),
        L("05-21 12:20", "t", "Thanks Aoife. No hurling until the stitches are out; legs and the bike meanwhile.", "seanie-aoife-coach"),
        L("06-09 20:00", "c", "back in, started at wing forward, 1-2 from play 💪", "seanie-back"),
        L("06-23 19:00", "c", "munster final lost by 3. gutted. hammy was grand tho", "seanie-munster"),
        L("08-18 20:00", "c", "club championship back on. 0-7 v the neighbours, 4 frees", "seanie-club"),
        L("09-14 13:00", "c", "sprint test 10m 1.68 40m 5.12 best ever", "seanie-sprint"),
        L("09-14 13:20", "t", "PBs both. The hamstring work is paying off.", "seanie-sprint-coach"),
        L("10-06 19:00", "c", "county final lost by a point. season over. hammy held all summer tho 🙌 go raibh maith agat for everything", "seanie-countyfinal"),
    ],
    "grace": [
        L("03-08 19:00", "c", "hi ciaran, grace moloney, camogie, 19. minor last yr now senior club + uni. want to make the intermediate county panel. might go on a J1 to boston in june", "grace-intro"),
        L("03-08 19:30", "t", "Hi Grace! Gym twice a week, speed on Wednesdays, and we test your jump and 5-0-5 next week.", "grace-intro-coach"),
        L("03-15 18:00", "c", "cmj 31cm, 5-0-5 2.61s turning left 2.70 right", "grace-test"),
        L("04-05 20:00", "c", "made the county panel!!! 🙌", "grace-panel"),
        L("04-28 21:00", "c", "not doing the J1 now, championship is on all summer. staying home", "grace-noj1"),
        L("05-12 18:30", "c", "Ciarán, Mick Moloney here, Grace's father. She got a belt of a hurl on the left thumb at training. It's swollen up. Do we bring her in?", "grace-mick"),
        L("05-12 18:45", "t", "Yes Mick, get it x-rayed tonight at the injury unit. Ice and strap it meantime.", "grace-mick-coach"),
        L("05-13 10:00", "c", "broken. thumb cast 4 wks 😭 can still run tho", "grace-thumb"),
        L("05-13 10:20", "t", "Running, legs and core for four weeks, nothing with the left hand.", "grace-thumb-coach"),
        L("06-11 18:00", "c", "cast off, thumb stiff but grand", "grace-cast-off"),
        L("06-30 20:00", "c", "nursing exams done, finally sleeping 8 hrs", "grace-exams"),
        L("07-13 19:00", "c", "came on at half time, scored 1-1 🥳", "grace-score"),
        L("08-17 16:00", "c", "rolled my right ankle, not broken, physio says grade 1, strapping it", "grace-ankle"),
        L("09-10 18:00", "c", "cmj 35cm now!! 5-0-5 2.48 left", "grace-test2"),
        L("09-10 18:20", "t", "Four centimetres in six months. The strength work is doing its job.", "grace-test2-coach"),
        L("09-28 17:00", "c", "placement in the hospital, 12 hr shifts, only 1 gym session this wk sorry", "grace-placement"),
    ],
    "podge": [
        L("03-11 21:30", "c", "ciaran its podge kiely. 36, junior B hurling, dairy farmer. 17 stone 9 and the back is killing me after calving. want to get to 16 stone and last a full match", "podge-intro"),
        L("03-11 21:50", "t", "Podge, welcome. Two short sessions a week we can do in the yard, a walk every evening, and a 10-minute back routine every day. Any pain down the legs?", "podge-intro-coach"),
        L("03-11 22:05", "c", "no leg pain, just low back, worse in the mornings", "podge-noleg"),
        L("03-28 20:00", "c", "calving done, 94 cows. might sleep now", "podge-calving"),
        L("04-16 19:30", "c", "17 stone 2 on the scales at the mart 😂", "podge-mart"),
        L("05-06 13:00", "c", "Hi Ciarán this is Siobhán, Podge's wife. He hasn't done his back exercises in two weeks and he's eating 3 breakfasts. He'll kill me for telling you 😂", "podge-siobhan"),
        L("05-06 13:20", "t", "Ha, thanks Siobhán. I'll have a word. The 10-minute back routine before milking, every day.", "podge-siobhan-coach"),
        L("06-15 22:00", "c", "silage week, 16 hr days, no gym. back sore", "podge-silage"),
        L("06-15 22:15", "t", "Do the routine morning and evening this week and that's enough. And drink water in the tractor.", "podge-silage-coach"),
        L("07-07 20:00", "c", "played the full 60 mins first time in 3 yrs. back grand", "podge-full60"),
        L("07-29 19:00", "c", "gp did bloods, cholesterol 6.8. said lose more weight and they'll talk about a statin in the new year", "podge-chol"),
        L("08-25 18:00", "c", "16 stone 6 👊", "podge-16-6"),
        L("09-22 20:00", "c", "won the junior B county semi, got 0-2. final in 3 wks", "podge-semi"),
    ],
    "frank": [
        L("03-04 18:00", "c", "hi tamsin frank here. 62 days sober today. keyworker said exercise helps. i want to run the bristol half in september. havent run since school", "frank-intro"),
        L("03-04 18:30", "t", "62 days, Frank, that's huge. We start with walk-run three times a week, and the gym on Thursday with the group. Sleep and food first.", "frank-intro-coach"),
        L("03-14 20:00", "c", "on acamprosate, 2 tablets 3x a day. gp says keep it up for a year", "frank-acamp"),
        L("04-11 21:00", "c", "100 days 🙏 got the chip at the meeting", "frank-100"),
        L("05-04 09:30", "c", "first parkrun! 34:50 at ashton court", "frank-parkrun"),
        L("06-16 23:40", "c", "had a few pints at my cousins wedding. 3. feel like shit", "frank-wedding"),
        L("06-17 08:00", "t", "Thank you for telling me, Frank. One night doesn't wipe out five months. Ring your keyworker today, and come to the group on Thursday.", "frank-wedding-coach"),
        L("06-20 19:00", "c", "to be honest it was more like 6 pints and a couple of shots. told my keyworker everything. day 4 again", "frank-wedding-fix"),
        L("06-22 12:00", "c", "Hi Tamsin it's Keira, Frank's daughter. Dad told me about the wedding. He's been out walking every day since and he's ok. Just wanted you to know he's trying x", "frank-keira"),
        L("06-22 12:30", "t", "Thank you Keira, that means a lot. He's doing all the right things.", "frank-keira-coach"),
        L("07-20 10:00", "c", "10 miles today. slow but done. 1:52", "frank-10mi"),
        L("08-06 19:00", "c", "liver bloods back, ggt down to 58 from 164 in march. gp well chuffed", "frank-ggt"),
        L("09-08 14:00", "c", "BRISTOL HALF DONE 2:21:09 😭😭 keira was at the finish", "frank-half"),
        L("09-08 14:20", "t", "2:21 at your first half marathon. I'm so proud of you, Frank.", "frank-half-coach"),
        L("10-01 19:00", "c", "signed up for the cardiff half next year", "frank-cardiff"),
    ],
    "faith": [
        L("03-06 11:00", "c", "hi its faith. jo from the service gave me ur number. 31. in recovery from heroin, 14 months clean. on subutex 8mg. want to get fit, i get out of breath on the stairs", "faith-intro"),
        L("03-06 11:30", "t", "Hi Faith, welcome. We'll start gently: walks three times a week and the Tuesday women's gym session with me. No pressure.", "faith-intro-coach"),
        L("04-08 14:00", "c", "started hep c tablets today, epclusa, 12 weeks, 1 a day", "faith-hepc"),
        L("04-08 14:20", "t", "That's brilliant news. Take it at the same time every day; an alarm on your phone helps.", "faith-hepc-coach"),
        L("05-13 18:00", "c", "got a job!!! cafe on gloucester road 3 days a week ☕", "faith-job"),
        L("06-03 12:00", "c", "subutex down to 4mg. bit sweaty and cant sleep but ok", "faith-taper1"),
        L("06-03 12:30", "t", "That's normal for a week or two after a drop. Walk in the evening rather than the gym, and tell your prescriber if it lasts.", "faith-taper-coach"),
        L("06-19 21:00", "c", "Hello Tamsin this is Kwame, Faith's brother. She's been really down this week and missed work twice. I don't want to push her. Medaase for everything", "faith-kwame"),
        L("06-19 21:20", "t", "Thank you Kwame. I'll message her tomorrow and keep her Tuesday slot open.", "faith-kwame-coach"),
        L("07-01 09:30", "c", "finished the hep c tabs 🎉", "faith-hepc-done"),
        L("07-27 10:00", "c", "parkrun 41:12 walked 2 bits", "faith-parkrun1"),
        L("09-02 16:00", "c", "hep c test clear!! cured 🥹", "faith-cured"),
        L("09-16 12:00", "c", "down to 2mg subutex", "faith-taper2"),
        L("09-28 10:00", "c", "parkrun no walking 36:40 chale im dead 😂", "faith-parkrun2"),
        L("10-08 18:00", "c", "dentist finally, 2 fillings", "faith-dentist"),
    ],
    "rowan": [
        L("03-07 09:30", "c", "Morning Tamsin. Rowan, 58. My GP referred me. I've been drinking too much since I retired, about a bottle of wine a night. On naltrexone now, the Sinclair method, so not stopping completely. I'd like to get fit and swim the marine lake mile in September.", "rowan-intro"),
        L("03-07 10:00", "t", "Thank you for being so open, Rowan. Swimming twice a week, a walk on the other days, and keep a drink diary we can look at together.", "rowan-intro-coach"),
        L("03-21 19:00", "c", "diary week 2: 41 units. down from about 70", "rowan-units1"),
        L("04-18 18:00", "c", "naltrexone making me feel sick on the drinking days, GP says take it with food", "rowan-sick"),
        L("05-15 20:00", "c", "Tamsin, Geoff here (Rowan's husband). She swam 40 lengths today and has had 4 dry days this week. First time in years. Thought you'd like to know.", "rowan-geoff"),
        L("05-15 20:20", "t", "Thank you Geoff! Tell her I'm delighted.", "rowan-geoff-coach"),
        L("06-10 08:00", "c", "first swim in the marine lake, 12 degrees!! 15 min, hands numb", "rowan-lake"),
        L("06-10 08:20", "t", "12 degrees is properly cold: 15 minutes is plenty for now, and a hot drink straight after.", "rowan-lake-coach"),
        L("07-05 19:00", "c", "this week 14 units. 5 alcohol free days", "rowan-units2"),
        L("07-25 18:00", "c", "BP at the surgery 138/84, was 158 in march", "rowan-bp"),
        L("08-19 17:00", "c", "bad week, my sister was ill, back up to about 30 units", "rowan-bad"),
        L("08-19 17:20", "t", "A bad week is part of it, not the end of it. Back to the diary, and swim tomorrow.", "rowan-bad-coach"),
        L("09-21 11:00", "c", "MILE DONE 🏊‍♀️ 42:30 in the marine lake", "rowan-mile"),
        L("10-03 19:00", "c", "GP wants me to stay on the naltrexone till christmas then review", "rowan-review"),
    ],
    "sunny": [
        L("03-05 20:30", "c", "hi bryony, sunny (sunil) mistry. 34, dev in stockport. want to do the bob graham in june. 66 miles 42 peaks, done a few ultras. right knee outside hurts on long descents", "sunny-intro"),
        L("03-05 21:00", "t", "Hi Sunny! Recce a leg every other weekend, strength twice a week with single-leg and hip work for that knee, and one long day a month.", "sunny-intro-coach"),
        L("03-26 19:00", "c", "physio says ITB, foam roller + hip abductors", "sunny-itb"),
        L("04-20 18:00", "c", "recced leg 2 in 5h02 in total clag, loads of compass practice 😅", "sunny-leg2"),
        L("05-11 19:00", "c", "recced leg 4 in 4:35, knee fine coming down off great gable", "sunny-leg4"),
        L("06-15 22:30", "c", "Hi Bryony it's Priya, Sunny's wife. He's stopped at Dunmail. Sick since Helvellyn and can't keep food down. He's 40 mins behind and the team say stop. He's gutted.", "sunny-priya"),
        L("06-15 22:45", "t", "Thank you Priya. Stopping is the right call. Fluids, sleep, and tell him I'm proud of him.", "sunny-priya-coach"),
        L("06-17 12:00", "c", "bgr attempt 1 over at dunmail after leg 2. 17 tops. stomach went. going again in aug", "sunny-bgr1"),
        L("07-09 20:00", "c", "new plan: real food every hour not gels. tried it on a 10hr day, fine", "sunny-food"),
        L("08-18 08:00", "c", "BOB GRAHAM DONE 23:12 🥲 42 tops. knee sore on the last descent off robinson but held", "sunny-bgr2"),
        L("08-18 08:30", "t", "23:12! You're a member of the club. Rest two weeks, I mean it.", "sunny-bgr2-coach"),
        L("09-07 18:00", "c", "knee fine, first run back 8k easy. mum says kem cho 👋", "sunny-back"),
        L("09-29 19:00", "c", "thinking paddy buckley next year 👀", "sunny-paddy"),
    ],
    "elsie": [
        L("03-08 17:00", "c", "hiya bryony im elsie 15 orienteering W16. want to do well at the JK at easter and get picked for the JHI in sept", "elsie-intro"),
        L("03-08 17:30", "t", "Hi Elsie! Hill reps on Tuesdays, map memory games, and strength for your ankles twice a week.", "elsie-intro-coach"),
        L("03-31 14:00", "c", "JK middle: 4th W16!! lost 3 mins on control 9 tho", "elsie-jk-middle"),
        L("04-01 16:00", "c", "Rob here, Elsie's dad. She went over on her left ankle in the forest on the relay today, it's swollen. We're driving back now. Should we get it looked at?", "elsie-rob"),
        L("04-01 16:20", "t", "Thanks Rob. Ice, compression and keep it raised; if she can't take four steps tomorrow, get it x-rayed.", "elsie-rob-coach"),
        L("04-03 10:00", "c", "not broken, bad sprain. crutches for a few days 🙄", "elsie-ankle"),
        L("05-10 18:00", "c", "first race back and i MP'd 😭 missed control 6", "elsie-mp"),
        L("05-10 18:20", "t", "A mispunch happens to everyone. Check the code at every control; we'll do a code-check drill on Tuesday.", "elsie-mp-coach"),
        L("06-16 19:00", "c", "british schools: 2nd in year 10 girls 🥈", "elsie-bsoc"),
        L("07-12 11:00", "c", "ankle still wobbly on tussocks, doing the wobble board every day", "elsie-wobble"),
        L("09-06 20:00", "c", "PICKED FOR THE JHI!!! england team 🏴", "elsie-jhi-picked"),
        L("09-22 18:00", "c", "jhi: 7th on the individual, team came 2nd. ankle held 🙌", "elsie-jhi"),
        L("10-02 17:00", "c", "mocks starting, only 1 session a wk til half term", "elsie-mocks"),
    ],
    "malcolm": [
        L("03-12 10:00", "c", "Good morning Bryony. Malcolm Reid, 67, retired vet. 131 of the 214 Wainwrights done, I want to finish by my 70th. Polymyalgia diagnosed in January, prednisolone 15 mg, shoulders and hips stiff in the mornings.", "malcolm-intro"),
        L("03-12 10:30", "t", "Good to meet you Malcolm. Gentle strength twice a week (the steroids thin muscle and bone), walks on the flat first, and the fells once the mornings ease.", "malcolm-intro-coach"),
        L("04-09 17:00", "c", "pred down to 12.5. stiffness ok", "malcolm-pred1"),
        L("04-27 16:00", "c", "Catbells and Maiden Moor, 133 now. Legs shaky on the way down", "malcolm-133"),
        L("05-30 19:00", "c", "Angus here, Malcolm's son. Dad went up Skiddaw on his own yesterday without telling anyone and came down in the dark. He's fine but Mum's furious. Can you have a word?", "malcolm-angus"),
        L("05-30 19:20", "t", "Thanks Angus. I'll talk to him: route left with someone every time, a headtorch, and down before dusk.", "malcolm-angus-coach"),
        L("06-18 12:00", "c", "pred 10mg. aye, a wee bit more stiffness this week", "malcolm-pred2"),
        L("07-10 18:00", "c", "bone scan (dexa) shows osteopenia in the hip. alendronic acid once a week", "malcolm-dexa"),
        L("07-10 18:20", "t", "Thank you. More loading then: step-ups, heel drops and carrying. It helps the bone.", "malcolm-dexa-coach"),
        L("08-08 17:00", "c", "the Fairfield horseshoe! 8 tops in one day, 147 now", "malcolm-147"),
        L("09-12 17:00", "c", "pred was 7.5 but a flare last week, the shoulders. back up to 10 for a fortnight then down again", "malcolm-flare"),
        L("10-05 16:00", "c", "152. Haystacks in the rain. Wainwright's favourite and I see why", "malcolm-152"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-ciaran-gym-shed", "trainer": "ciaran", "members": ["seanie", "grace", "podge"],
        "lines": [
            L("03-09 09:00", "t", "Gym Shed: sessions, scores and sore bits go here. Saturday session 9 am at the club, bring your own water.", "g-shed-start"),
            L("04-05 20:30", "grace", "made the county panel 🙌", "g-grace-panel"),
            L("04-05 20:40", "seanie", "fair play grace!!", "g-seanie-grace"),
            L("06-23 20:00", "seanie", "munster final gone. next year lads", "g-seanie-munster"),
            L("07-07 20:30", "podge", "full 60 mins and still standing 😂", "g-podge-60"),
            L("09-22 20:30", "podge", "junior B final in 3 weeks, all welcome", "g-podge-final"),
        ],
    },
    {
        "id": "chat-bryony-fell-folk", "trainer": "bryony", "members": ["sunny", "elsie", "malcolm"],
        "lines": [
            L("03-10 09:00", "t", "Fell Folk: recces, races and map fails go here. Thursday hill reps 6 pm from the Moot Hall.", "g-fell-start"),
            L("06-17 13:00", "sunny", "bgr #1 ended at dunmail, stomach. round 2 in august", "g-sunny-bgr1"),
            L("06-17 13:20", "malcolm", "The hills aren't going anywhere, lad.", "g-malcolm-sunny"),
            L("08-18 09:00", "sunny", "DONE. 23:12 🏔️", "g-sunny-bgr2"),
            L("08-18 09:10", "elsie", "omg sunny!!!", "g-elsie-sunny"),
            L("09-06 20:30", "elsie", "picked for the JHI 🏴", "g-elsie-jhi"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("cerys", "will", "2024-03-06", "Will (17): K1 slalom. Right shoulder clicks on draw strokes, no pain. Pull-ups 11, bench pull 70 kg x 5. Rolls both sides."),
    ("cerys", "will", "2024-09-24", "Will: pull-ups 15. Shoulder click rare now. Plan: junior selection again in April 2025."),
    ("cerys", "graham", "2024-03-05", "Graham (44): K2 with Pete for DW. Crepitus on the back of the left forearm. 88 kg. Best 10 km in the K2 52 min."),
    ("cerys", "dawn", "2024-03-07", "Dawn (61): sea kayak, 16 ft boat. Left shoulder external rotation weak, painful arc 80-120 degrees. Rolls on the right only."),
    ("cerys", "dawn", "2024-08-13", "Dawn: Anglesey postponed (weather). Left shoulder strength 80 % of the right. Still no roll on the left."),
    ("ciaran", "seanie", "2024-03-08", "Seánie (23): county panel. Hamstrings tight, left worse than right. 10 m 1.74 s, 40 m 5.25 s. Nordics 3 x 3."),
    ("ciaran", "seanie", "2024-05-02", "Seánie: left hamstring grade 2 (14 April). Running at 70 %. Isometric hold 35 s each side. Aim to be back early June."),
    ("ciaran", "grace", "2024-03-15", "Grace (19): camogie, right-handed striker. CMJ 31 cm. 5-0-5 2.61 s turning left, 2.70 s right. Trap bar 80 kg x 3."),
    ("ciaran", "podge", "2024-03-12", "Podge (36): 112 kg (17 st 9). Low back pain, no leg symptoms. Fingertips 20 cm short of his toes. Walks 3 km in the evenings. Smokes 5 a day."),
    ("ciaran", "podge", "2024-09-02", "Podge: 104.5 kg. Fingertips 5 cm short of his toes. Stopped smoking in June."),
    ("tamsin", "frank", "2024-03-05", "Frank (47): alcohol, sober since 2 January. Acamprosate. Plasterer, off work since December. Walk-run 1 min / 1 min for 20 min. Sleeps 5 hours."),
    ("tamsin", "frank", "2024-09-10", "Frank: Bristol Half 2:21:09. Back at work full time since July. Sleeps 7 hours."),
    ("tamsin", "faith", "2024-03-07", "Faith (31): 14 months off heroin, buprenorphine 8 mg. Breathless on two flights of stairs. 6-minute walk 410 m. Hepatitis C positive, treatment planned."),
    ("tamsin", "faith", "2024-09-30", "Faith: 6-minute walk 560 m. Buprenorphine 2 mg. Hepatitis C cured. Working three days a week."),
    ("tamsin", "rowan", "2024-03-08", "Rowan (58): about 70 units a week at referral. Naltrexone 50 mg an hour before drinking (Sinclair). BP 158/92. Swims 20 lengths breaststroke."),
    ("bryony", "sunny", "2024-03-06", "Sunny (34): Bob Graham planned for 15 June, clockwise from the Moot Hall. Right knee pain on the outside on descents (ITB). Right knee dives in on the single-leg squat. 60 km and 2,500 m of climb a week."),
    ("bryony", "sunny", "2024-08-20", "Sunny: Bob Graham done in 23:12 at the second attempt (17-18 August). Knee: a little pain on the outside on the Robinson descent only."),
    ("bryony", "elsie", "2024-03-09", "Elsie (15): W16. Single-leg balance, eyes closed, 9 s left, 14 s right. Nervous at starts. 3 km run in 12:10."),
    ("bryony", "malcolm", "2024-03-13", "Malcolm (67): polymyalgia, prednisolone 15 mg. 131 Wainwrights. 30-second sit-to-stand 11. Grip 34 kg. Two poles."),
    ("bryony", "malcolm", "2024-09-14", "Malcolm: 30-second sit-to-stand 15. 150 Wainwrights. Prednisolone back to 10 mg after a flare."),
]

TRANSCRIPTS = [
    {
        "id": "tr-cerys-graham-20240402", "trainer": "cerys", "client": "graham", "startedAt": "2024-04-02T19:00:00Z",
        "title": "Call: after DW",
        "lines": [
            ("Coach", 0, "Well done again. What was the hardest part?"),
            ("Graham", 4, "The hands. Blisters on both thumbs by Newbury, and the portages at night."),
            ("Coach", 10, "And food?"),
            ("Graham", 14, "Twelve jam sandwiches and about twenty gels. Pete was sick at Teddington and we lost twenty minutes."),
            ("Coach", 21, "What's next?"),
            ("Graham", 25, "The Thames Ring in July, if Pete's up for it."),
        ],
    },
    {
        "id": "tr-ciaran-seanie-20240415", "trainer": "ciaran", "client": "seanie", "startedAt": "2024-04-15T18:30:00Z",
        "title": "Call: the hamstring",
        "lines": [
            ("Coach", 0, "Tell me how it went."),
            ("Seánie", 4, "Sprinting for a ball, felt it go high up at the back of the left thigh."),
            ("Coach", 9, "Did the physio send you for a scan?"),
            ("Seánie", 13, "No, she said there's no need."),
            ("Coach", 17, "Weeks one and two isometrics and the bike, weeks three and four running, sprinting by week six."),
        ],
    },
    {
        "id": "tr-tamsin-frank-20240618", "trainer": "tamsin", "client": "frank", "startedAt": "2024-06-18T17:00:00Z",
        "title": "Call: after the wedding",
        "lines": [
            ("Coach", 0, "How are you doing today?"),
            ("Frank", 4, "Ashamed. I thought I could have one. I had one and then I didn't stop."),
            ("Coach", 10, "What would help next time?"),
            ("Frank", 15, "Leaving early. My keyworker on speed dial. A zero per cent beer in my hand."),
            ("Coach", 22, "Then at the next do you drive there and you're gone by nine."),
        ],
    },
    {
        "id": "tr-bryony-sunny-20240620", "trainer": "bryony", "client": "sunny", "startedAt": "2024-06-20T19:30:00Z",
        "title": "Call: what went wrong on the Bob Graham",
        "lines": [
            ("Coach", 0, "Talk me through the stomach."),
            ("Sunny", 4, "Gels only, about thirty of them, and by Helvellyn nothing would stay down."),
            ("Coach", 10, "Real food every hour then: potatoes, rice pudding, jam sandwiches. And slower on leg one: you were twelve minutes up at Skiddaw."),
            ("Sunny", 18, "August then. The seventeenth."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("will", "2024-04-19", 6.5, 7, 60, "After selection."),
    ("will", "2024-07-26", 8.5, 3, 85, "Cleared."),
    ("graham", "2024-04-05", 9.0, 2, 40, "Recovering from DW."),
    ("graham", "2024-09-20", 7.5, 3, 90, "Hasler final."),
    ("dawn", "2024-05-12", 7.0, 5, 80, "After the capsize."),
    ("dawn", "2024-08-16", 6.5, 6, 70, "Anglesey postponed."),
    ("seanie", "2024-04-19", 6.0, 7, 75, "Hamstring."),
    ("seanie", "2024-06-28", 7.5, 5, 90, "Munster final."),
    ("grace", "2024-05-17", 7.0, 6, 60, "Thumb in a cast."),
    ("grace", "2024-07-05", 8.0, 3, 90, "Exams over."),
    ("podge", "2024-06-21", 5.0, 7, 30, "Silage."),
    ("podge", "2024-09-06", 7.0, 3, 85, "Down to 16-6."),
    ("frank", "2024-04-12", 6.0, 5, 85, "100 days."),
    ("frank", "2024-06-21", 4.5, 9, 40, "After the wedding."),
    ("faith", "2024-06-07", 4.0, 7, 50, "Taper to 4 mg."),
    ("faith", "2024-09-06", 7.0, 3, 90, "Hep C clear."),
    ("rowan", "2024-04-19", 6.5, 6, 70, "Feeling sick."),
    ("rowan", "2024-09-24", 7.5, 2, 95, "Mile swim."),
    ("sunny", "2024-06-21", 7.0, 6, 70, "After attempt 1."),
    ("sunny", "2024-08-23", 9.0, 2, 50, "BGR done."),
    ("elsie", "2024-04-05", 8.0, 6, 50, "Sprained ankle."),
    ("elsie", "2024-09-27", 7.5, 4, 90, "JHI."),
    ("malcolm", "2024-06-03", 7.0, 4, 80, "After Skiddaw."),
    ("malcolm", "2024-09-13", 6.0, 6, 60, "Flare."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("graham", "weight", "kg", "2024-03-05", "2024-10-08", 7, 88.0, 83.5, 0.3),
    ("podge", "weight", "kg", "2024-03-12", "2024-10-08", 7, 112.0, 104.0, 0.5),
    ("frank", "steps", "steps", "2024-03-05", "2024-10-08", 7, 5000, 11000, 800),
    ("malcolm", "steps", "steps", "2024-03-13", "2024-10-09", 7, 6000, 12000, 900),
    ("faith", "resting_heart_rate", "bpm", "2024-03-07", "2024-10-08", 7, 92.0, 76.0, 2.0),
    ("sunny", "resting_heart_rate", "bpm", "2024-03-06", "2024-10-09", 7, 52.0, 46.0, 1.5),
    ("dawn", "systolic_bp", "mmHg", "2024-03-25", "2024-10-07", 7, 162.0, 134.0, 3.0),
    ("rowan", "systolic_bp", "mmHg", "2024-03-08", "2024-10-08", 7, 158.0, 134.0, 3.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("graham", "goal-cerys-graham-weight", "weight", 84, "kg", "2024-07-31", "achieved"),
    ("podge", "goal-ciaran-podge-weight", "weight", 101.6, "kg", "2024-12-31", "active"),
    ("frank", "goal-tamsin-frank-steps", "steps", 10000, "steps", "2024-09-01", "achieved"),
    ("rowan", "goal-tamsin-rowan-bp", "systolic_bp", 140, "mmHg", "2024-09-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("will", "2024-06-11", "ALT", 112, "U/L", 0, 50),
    ("will", "2024-07-16", "ALT", 38, "U/L", 0, 50),
    ("podge", "2024-07-26", "Total cholesterol", 6.8, "mmol/L", 0, 5.0),
    ("podge", "2024-07-26", "LDL cholesterol", 4.6, "mmol/L", 0, 3.0),
    ("frank", "2024-03-12", "GGT", 164, "U/L", 0, 55),
    ("frank", "2024-08-05", "GGT", 58, "U/L", 0, 55),
    ("faith", "2024-03-20", "HCV RNA", 2400000, "IU/mL", 0, 15),
    ("faith", "2024-08-30", "HCV RNA", 0, "IU/mL", 0, 15),
    ("malcolm", "2024-03-20", "CRP", 18, "mg/L", 0, 5),
    ("malcolm", "2024-09-10", "CRP", 11, "mg/L", 0, 5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "👌", "💯", "ok ta", "okay", "yep", "done ✅", "booked", "paid",
    "running late sorry", "stuck in traffic", "can we do later?", "what time tmrw?", "see u then", "will do",
    "wrong chat 🙈", "sound", "grand so", "perfect", "lush", "nice one", "lol", "got it", "legend", "diolch",
    "phone died sorry", "sorry just seen this", "same time next wk?", "is the link the same?", "can i pay cash",
    "ace", "on my way", "merci", "top", "ha yes", "👀", "🤣", "fab thank u",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Same time as usual.", "Shout if anything changes.", "Cash is fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, every line in YEAR)."""
    return blind_roster(sys.modules[__name__], seed=20241014, health_seed=20241014, chatter_lines=(20, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
