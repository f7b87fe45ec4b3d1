#!/usr/bin/env python3
"""Build the seventh blind data set for the answer benchmark (bench/answers_data/blind7.json).

    functions/venv/bin/python -m bench.answers_data.build_blind7

Four trainers of kinds the other rosters do not have (a mountaineering and high-altitude trek
coach getting clients up Kilimanjaro, to Everest Base Camp, up Mont Blanc and along the Inca
Trail; a pulmonary-rehab trainer whose clients live with COPD, long COVID and bronchiectasis; a
jockey and rider fitness coach with an apprentice flat jockey, an event rider and a point-to-point
farmer; a dance-conditioning coach with a 13-year-old ballet student whose mum texts, a West End
swing and an amateur Latin competitor), 13 clients, March to August 2026 (asked on 28 August
2026): one-to-one chats, two group chats, session notes, four session transcripts, check-ins,
client profiles and health data (weight twice, steps twice, resting heart rate twice, systolic
blood pressure, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-11-29 by helper h-blind7 (issue 14) without reading shared/domain/*.py nor any list of
benchmark failures or result file: a held-out check of whether the fixes made on the other sets
generalise.

The story messages are written the way people text: lowercase, typos, run-ons, emoji, slang
("owt", "knackered", "howya", "grand", "nae bother", "wean", "mola"), Yorkshire, Scouse, Glaswegian,
Irish, Spanish, Brazilian and Polish English, numbers in words, mixed units (metres and feet,
stone, pounds and kilos, miles and km, furlongs, mmHg, bpm, percent), negations ("didn't need
the blue inhaler once", "no pain at all"), a correction in the next message, facts only in the
coach's reply, facts split across turns, a wife, a husband, a son, a mam, a mum and a granddaughter
writing for a client. The everyday chatter between them comes from this builder's own pools with a
fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or
number a question asks about. Deterministic: two runs write byte-identical files. `blind7_tags.json`
maps the story tags to message ids for the question list (bench/answers_data/blind7_questions.py).

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
OUT, TAGS_OUT = HERE / "blind7.json", HERE / "blind7_tags.json"
YEAR = 2026
START, END = datetime(2026, 3, 2, 7, 0), datetime(2026, 8, 27, 21, 0)
ASKED_AT = "2026-08-28T09:00:00Z"

TRAINERS = [
    {"id": "coach-ailsa", "displayName": "Ailsa Rennie", "email": "ailsa.rennie@example.com", "short": "ailsa"},
    {"id": "coach-siobhan", "displayName": "Siobhan Carey", "email": "siobhan.carey@example.com", "short": "siobhan"},
    {"id": "coach-fergal", "displayName": "Fergal Brennan", "email": "fergal.brennan@example.com", "short": "fergal"},
    {"id": "coach-ottilie", "displayName": "Ottilie Marchetti", "email": "ottilie.marchetti@example.com", "short": "ottilie"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("ailsa", "tariq-hussain", "Tariq Hussain", "tariq"),
    ("ailsa", "fenella-crowe", "Fenella Crowe", "fenella"),
    ("ailsa", "joaquin-ortega", "Joaquín Ortega", "joaquin"),
    ("ailsa", "winifred-akers", "Winifred Akers", "winifred"),
    ("siobhan", "desmond-farrell", "Desmond Farrell", "desmond"),
    ("siobhan", "nirmala-iyer", "Nirmala Iyer", "nirmala"),
    ("siobhan", "ewan-gallacher", "Ewan Gallacher", "ewan"),
    ("fergal", "shay-donnelly", "Shay Donnelly", "shay"),
    ("fergal", "tilly-ashcombe", "Tilly Ashcombe", "tilly"),
    ("fergal", "gerry-quinlan", "Gerry Quinlan", "gerry"),
    ("ottilie", "poppy-lindgren", "Poppy Lindgren", "poppy"),
    ("ottilie", "rafael-quintero", "Rafael Quintero", "rafael"),
    ("ottilie", "agnieszka-nowak", "Agnieszka Nowak", "agnieszka"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("tariq", "joaquin", "desmond", "ewan", "shay", "gerry", "poppy")

PROFILES = [
    {"clientId": "tariq-hussain", "age": 44, "goal": "Summit Kilimanjaro (Lemosho route) in July without his knees giving out on the descent",
     "dietaryRestrictions": ["halal"], "injuries": ["right knee pain on descents"],
     "notes": "Accountant in Bradford. Wife Samira, two kids. 94 kg at the start."},
    {"clientId": "fenella-crowe", "age": 52, "goal": "Trek to Everest Base Camp in April and May",
     "dietaryRestrictions": [], "injuries": ["left ankle sprain (2019)"],
     "notes": "Asthma, brown preventer morning and night and a blue reliever. Practice manager at a dental surgery in Cheltenham. Trekking with her sister Philippa."},
    {"clientId": "joaquin-ortega", "age": 31, "goal": "Climb Mont Blanc by the Goûter route in August",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Software engineer in Bristol, from Valencia. Runs about 40 km a week. Guide booked in Chamonix."},
    {"clientId": "winifred-akers", "age": 64, "goal": "Walk the Inca Trail to Machu Picchu in June with her walking group",
     "dietaryRestrictions": [], "injuries": ["bunion, right foot"],
     "notes": "Retired librarian in Harrogate. Amlodipine for blood pressure. Son Alistair set up the coaching and texts for her."},
    {"clientId": "desmond-farrell", "age": 72, "goal": "Walk to the shops and the pub without stopping for breath",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "COPD. Trelegy inhaler and salbutamol. Retired docker in Liverpool, stopped smoking in 2019. Granddaughter Kayleigh texts for him."},
    {"clientId": "nirmala-iyer", "age": 46, "goal": "Get back to teaching full time without crashing",
     "dietaryRestrictions": ["vegetarian"], "injuries": [],
     "notes": "Long COVID since January 2025. Secondary school maths teacher in Leicester. Husband Arvind."},
    {"clientId": "ewan-gallacher", "age": 58, "goal": "Walk the West Highland Way with his brother in September",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Bronchiectasis since childhood pneumonia. Acapella device for airway clearance. Bus driver in Glasgow. Brother Hamish."},
    {"clientId": "shay-donnelly", "age": 19, "goal": "Ride at 8 st 7 lb safely and get more rides as an apprentice",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Apprentice flat jockey in Newmarket, from Kildare. Mam Bernadette."},
    {"clientId": "tilly-ashcombe", "age": 34, "goal": "Finish Bramham in June fit and without back pain",
     "dietaryRestrictions": ["gluten free"], "injuries": ["right-sided lower back (SI joint)"],
     "notes": "Event rider near Marlborough. Horse: Moonlight Sonata (Sonny)."},
    {"clientId": "gerry-quinlan", "age": 48, "goal": "Make 11 st 7 lb with the saddle for the point-to-point season",
     "dietaryRestrictions": [], "injuries": ["right wrist fracture (2009)"],
     "notes": "Dairy farmer near Tiverton. Rides his own horse Bally Rua. High blood pressure, candesartan."},
    {"clientId": "poppy-lindgren", "age": 13, "goal": "Be strong enough to start pointe work",
     "dietaryRestrictions": [], "injuries": ["Sever's disease, left heel (2026)"],
     "notes": "Ballet at Elmhurst juniors, 5 days a week. Mum Jess arranges the sessions and texts."},
    {"clientId": "rafael-quintero", "age": 27, "goal": "Dance eight shows a week without hip pain",
     "dietaryRestrictions": [], "injuries": ["cam impingement and small labral tear, right hip (2026)"],
     "notes": "Rafa. Ensemble and swing in The Lighthouse Girls at the Adelphi. From Recife."},
    {"clientId": "agnieszka-nowak", "age": 38, "goal": "Stamina for five Latin dances in a row and 58 kg",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Pharmacist in Slough. Dances amateur Latin with her partner Tomek."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "tariq": [
        L("03-04 19:00", "c", "ailsa hi, tariq here. 44, accountant in bradford, never climbed owt bigger than pen y ghent. booked kilimanjaro, lemosho route, july. 94 kilos and knees not great going downhill", "tariq-intro"),
        L("03-04 19:40", "t", "Welcome Tariq! Back-to-back weekend hikes with a loaded pack building to 12 kg, step-ups and slow step-downs for the knees, and two easy zone 2 sessions a week. Poles from day one.", "tariq-intro-coach"),
        L("03-29 20:00", "c", "did the yorkshire three peaks saturday, 11 hrs 40. right knee screaming coming off whernside", "tariq-3peaks"),
        L("03-29 20:30", "t", "Big day. That sounds like the kneecap, not the joint: slow step-downs off a low box, 3x12 every day, and lengthen your poles on the way down.", "tariq-knee-coach"),
        L("04-20 18:00", "c", "gp gave me diamox to trial at home before the trip. fingers and toes gone all tingly lol is that normal", "tariq-diamox"),
        L("04-20 18:25", "t", "Tingling is the commonest side effect of acetazolamide and it's harmless, but mention it to the GP. Drink plenty: it makes you wee a lot.", "tariq-diamox-coach"),
        L("05-16 21:00", "c", "samira here (tariqs wife) he wont tell u but hes been on the stairmaster at 5am every day and hes knackered 😬", "tariq-samira"),
        L("06-12 07:30", "c", "weigh in: eighty nine and a half 😎", "tariq-weight"),
        L("07-18 16:00", "c", "flying out tmrw to kilimanjaro airport. boots broken in, 3 pairs of merino socks", "tariq-flying"),
        L("07-24 20:00", "c", "barranco camp, signal patchy. headache last night at 3900m, took paracetamol, better this morning. pulse ox 84%", "tariq-barranco"),
        L("07-24 20:02", "c", "sorry 82 not 84", "tariq-barranco-fix"),
        L("07-28 12:00", "c", "UHURU PEAK 5895m at 6.10am on the 27th!!! cried like a baby. knee held up all the way down 🙌", "tariq-summit"),
        L("07-28 12:30", "t", "Incredible, Tariq! Rest a week, then easy walks. Tell me how the knee is after the flight.", "tariq-summit-coach"),
        L("08-14 18:00", "c", "knee fine. samira wants to do snowdon next with the kids", "tariq-next"),
    ],
    "fenella": [
        L("03-06 10:00", "c", "Hello Ailsa, Fenella Crowe. 52. Everest Base Camp trek from Lukla on 18 April with my sister Philippa. I'm asthmatic (brown inhaler morning and night, blue one when needed) and my left ankle has been dodgy since a sprain in 2019.", "fenella-intro"),
        L("03-06 10:45", "t", "Lovely to meet you Fenella. Six weeks is tight but doable: stair intervals, hikes with a pack, and single-leg balance and calf raises for that ankle. Ask your asthma nurse about the cold, thin air.", "fenella-intro-coach"),
        L("03-21 12:00", "c", "asthma nurse says carry a spare blue inhaler and a rescue course of prednisolone just in case", "fenella-nurse"),
        L("04-02 17:00", "c", "8 miles on the cotswold way with a 9kg pack, ankle fine, not a wheeze", "fenella-hike"),
        L("04-17 15:00", "c", "kathmandu! flight to lukla tomorrow, terrified of that runway", "fenella-kathmandu"),
        L("04-28 06:30", "c", "at gorak shep. everyone has the khumbu cough incl me. resting hr 96 this morning vs 58 at home", "fenella-gorak"),
        L("04-28 07:00", "t", "That dry cough is the cold, dry air: a buff over your mouth and steam from a mug of tea. Blue inhaler before you set off. If you're breathless sitting still, go down.", "fenella-gorak-coach"),
        L("04-29 10:00", "c", "made it to base camp yesterday!! 5364m says the sign, my watch said 5320. philippa didnt, she turned back at lobuche with a headache", "fenella-ebc"),
        L("05-09 19:00", "c", "home. lost two toenails, both big toes. worth it", "fenella-toenails"),
        L("06-10 18:00", "c", "nurse switched my brown preventer to fostair. also fancy the tour du mont blanc next summer 👀", "fenella-fostair"),
        L("07-15 20:00", "c", "ankle went over on a tree root in the forest of dean, left again 🙄 walked it off", "fenella-ankle"),
        L("07-15 20:20", "t", "Ice it tonight, then back to the wobble board and single-leg calf raises, 3x15 every morning.", "fenella-ankle-coach"),
    ],
    "joaquin": [
        L("03-08 21:00", "c", "hola ailsa! joaquín, 31, from valencia, living in bristol. want to climb mont blanc in august, goûter route, with a guide from chamonix. i run 40 km a week but never on snow", "joaquin-intro"),
        L("03-08 21:30", "t", "Hola Joaquín! Mont Blanc is about vertical: we build to 2,000 m of ascent a week with a pack, and you book a winter skills course for crampons and the ice axe. Swap one run a week for a long stair session.", "joaquin-intro-coach"),
        L("04-11 19:00", "c", "left achilles sore after the hill reps, morning stiffness like 5/10", "joaquin-achilles"),
        L("04-11 19:45", "t", "Drop the hill reps for two weeks. Heavy slow calf raises with a rucksack, 4x8, straight and bent knee, every other day.", "joaquin-achilles-coach"),
        L("05-02 18:00", "c", "winter skills in the cairngorms done. self-arrest with the ice axe mola mucho", "joaquin-winterskills"),
        L("06-06 08:00", "c", "achilles much better, 2/10 in the morning now", "joaquin-achilles-2"),
        L("06-20 20:00", "c", "2400 m of vert this week!! new record", "joaquin-vert"),
        L("06-20 20:06", "c", "ah no, 2100. strava counted the car park hill twice 😂", "joaquin-vert-fix"),
        L("08-09 17:00", "c", "in chamonix. guide pierre says the forecast is bad for summit day", "joaquin-cham"),
        L("08-12 19:00", "c", "we turned back at the vallot hut, 4362 m. wind 80 km/h, pierre said no. gutted but safe", "joaquin-turned"),
        L("08-12 19:30", "t", "The right call, and Pierre's a good guide. 4,362 m is a huge effort. Rest the Achilles and we plan the next attempt.", "joaquin-turned-coach"),
        L("08-20 12:00", "c", "nose peeling and lips destroyed from the sun. achilles zero pain", "joaquin-after"),
    ],
    "winifred": [
        L("03-10 11:00", "c", "Hi Ailsa, this is Alistair, Winifred Akers' son. Mum is 64 and has booked the Inca Trail for June with her walking group. She's on amlodipine for her blood pressure and has a bunion on her right foot. Could you help her get ready?", "winifred-intro"),
        L("03-10 11:40", "t", "Hi Alistair, of course. Step-ups, stairs and walking with poles three times a week, and wide-toed boots for the bunion. Ask your mum to bring her boots to the first session.", "winifred-intro-coach"),
        L("04-05 16:00", "c", "Alistair showed me how to use this. I walked seven miles on Sunday round Fewston reservoir, no trouble at all", "winifred-walk"),
        L("04-30 14:00", "c", "Fell on the steps at Knaresborough, bruised my left shin. Nothing broken", "winifred-fall"),
        L("04-30 14:30", "t", "Poor you! Rest it a few days. When you're back we'll practise going down steps with the poles, one step at a time.", "winifred-fall-coach"),
        L("05-22 10:00", "c", "The doctor says my blood pressure is 138 over 84 now, better than it was", "winifred-bp"),
        L("06-18 22:00", "c", "We made it to Machu Picchu! Dead Woman's Pass was hard, 4,215 metres, I took it very slowly. A porter called Wilber carried my bag for the last part", "winifred-machupicchu"),
        L("06-20 09:00", "c", "Alistair here, mum had a bad tummy on the last day, she's fine now, home on the 22nd", "winifred-tummy"),
        L("07-22 18:00", "c", "Back to my walks, ten thousand steps most days", "winifred-steps"),
        L("08-10 17:00", "c", "Right foot sore, the bunion, after a long walk in my new shoes", "winifred-bunion"),
        L("08-10 17:30", "t", "Back to the wide boots, and a toe spacer might help. If it stays sore, see a podiatrist.", "winifred-bunion-coach"),
    ],
    "desmond": [
        L("03-05 18:00", "c", "hiya siobhan its kayleigh, desmond farrells granddaughter. grandad is 72 and has copd, the hospital said pulmonary rehab but the waiting list is months so we found you. hes on trelegy and the blue inhaler. he wont text so i will x", "desmond-intro"),
        L("03-05 18:30", "t", "Hi Kayleigh, thanks for getting in touch. Twice a week: walking intervals, sit to stand, light arm weights and breathing control. He takes his blue inhaler before we start.", "desmond-intro-coach"),
        L("03-26 13:00", "c", "des here. kayleigh set me up. walked to the end of the road and back without stopping, first time in a year", "desmond-walk"),
        L("04-14 09:00", "c", "grandads had a flare up, green phlegm and really breathless, GP gave him steroids and doxycycline. no sessions this week", "desmond-flare"),
        L("04-14 09:20", "t", "Thanks Kayleigh. Rest this week, keep him moving round the house, and we restart gently when the course is done.", "desmond-flare-coach"),
        L("05-06 12:00", "c", "back at it. the breathing where you blow out through your lips like a candle is helping on the stairs", "desmond-pursed"),
        L("06-03 15:00", "t", "Great work today Des: six-minute walk 345 metres, up from 280 in March!", "desmond-6mw"),
        L("06-03 15:20", "c", "345 eh, not bad for an old docker", "desmond-6mw-reply"),
        L("07-08 19:00", "c", "grandad asked me to say he walked to the pub quiz and back, nearly 2 miles, didnt need the blue inhaler once", "desmond-pub"),
        L("07-29 11:00", "c", "not smoked since 2019 siobhan, not one, before you ask 😂", "desmond-smoking"),
        L("08-19 10:00", "c", "chest a bit tight in this heatwave, using the blue one 3 or 4 times a day", "desmond-heat"),
        L("08-19 10:30", "t", "In the heat, walk early in the morning, carry water and the blue inhaler, and if you need it more than four times a day, ring the GP.", "desmond-heat-coach"),
    ],
    "nirmala": [
        L("03-07 20:00", "c", "Hi Siobhan, Nirmala. I've had long covid since january 2025. Maths teacher, off sick since October. If I do too much I crash for days. My GP referred me to you for gentle rehab", "nirmala-intro"),
        L("03-07 20:40", "t", "Hi Nirmala. With long COVID we don't push through: pacing first. We keep your heart rate under 110 when you're active, start with lying and seated exercises, and only build if you haven't crashed in the 48 hours after.", "nirmala-intro-coach"),
        L("03-30 19:00", "c", "heart rate goes from 70 lying down to 125 standing at the sink. is that normal??", "nirmala-hr"),
        L("03-30 19:30", "t", "That jump on standing is worth telling your GP about, it can be POTS. Drink more, and sit down to do the washing up for now.", "nirmala-hr-coach"),
        L("04-20 08:00", "c", "This is Arvind, Nirmala's husband. She went to her cousin's wedding on Saturday and has been in bed since, can't get up. Please cancel this week", "nirmala-crash"),
        L("05-18 17:00", "c", "back to 20 mins of seated exercise. no crash", "nirmala-seated"),
        L("06-15 16:00", "c", "tilt table test done. it's POTS. they said salt, 2 to 3 litres of fluid a day and compression tights. no meds for now", "nirmala-pots"),
        L("07-06 18:00", "c", "back at school for the summer planning days, 2 mornings a week. exhausted but ok", "nirmala-school"),
        L("07-06 18:30", "t", "Two mornings is the right start. Keep a rest day after each one.", "nirmala-school-coach"),
        L("08-12 12:00", "c", "walked to the park and back, 1.2 km, heart rate stayed under 110 the whole time 🎉", "nirmala-park"),
        L("08-24 19:00", "c", "september: back 3 days a week. nervous", "nirmala-sept"),
    ],
    "ewan": [
        L("03-11 19:00", "c", "awright siobhan, ewan gallacher. 58, drive the number 4 bus in glasgow. bronchiectasis since a bad pneumonia as a wean. cough up a cupful every morning. want tae walk the west highland way in september wi ma brother", "ewan-intro"),
        L("03-11 19:45", "t", "Hi Ewan. Airway clearance first: your Acapella twice a day, before exercise, not after. Then walking and leg strength three times a week.", "ewan-intro-coach"),
        L("04-04 17:00", "c", "did 6 mile on the kelvin walkway, nae bother. chest clear efter the acapella", "ewan-walk"),
        L("05-12 08:00", "c", "chest infection. phlegm gone dark green n am burnin up. gp gave me co-amoxiclav", "ewan-infection"),
        L("05-12 08:30", "t", "Rest, fluids, and clearance three times a day while it's bad. Message me when the antibiotics are done.", "ewan-infection-coach"),
        L("05-20 18:00", "c", "finished the antibiotics. bloods were CRP 48 at the start, 6 now", "ewan-crp"),
        L("06-09 19:00", "c", "resp nurse has started me on a salt water nebuliser before the acapella, 7 percent. makes me cough like mad but it shifts it", "ewan-neb"),
        L("07-04 21:00", "c", "did 14 mile, conic hill and back wi hamish. knees sore, chest fine", "ewan-conic"),
        L("07-04 21:30", "t", "Great distance. For knees on the downhill: poles, and step-downs twice a week.", "ewan-conic-coach"),
        L("08-15 18:00", "c", "booked the whw, 12 sept, 7 days milngavie to fort william", "ewan-booked"),
        L("08-16 09:00", "c", "actually its 6 days no 7, hamish changed it", "ewan-booked-fix"),
    ],
    "shay": [
        L("03-03 06:30", "c", "howya fergal, shay donnelly, apprentice with mr hanlon in newmarket. 19. riding at 8 stone 9 but need to get down to 8 7 to get more rides. been using the sauna a lot", "shay-intro"),
        L("03-03 07:10", "t", "Hi Shay. We lose the weight with food, not the sauna: small regular meals with protein, fewer sweets, and the sauna only on race days if you must, never more than 20 minutes. Strength twice a week for your core and legs.", "shay-intro-coach"),
        L("03-31 06:00", "c", "8st 7 this morning 💪", "shay-weight"),
        L("04-18 21:00", "c", "Hello Fergal this is Bernadette, Shay's mam. He rang me dizzy after the sauna on saturday and he fainted in the weighing room. Is he eating at all??", "shay-mam"),
        L("04-18 21:30", "t", "Thanks Bernadette. I'll talk to him today. No sauna for a month, and the racecourse doctor has to see him before he rides again.", "shay-mam-coach"),
        L("04-25 13:00", "c", "doc did bloods, said kidneys a bit stressed from the dehydration, creatinine high. drinking 3 litres a day now", "shay-bloods"),
        L("05-14 18:00", "c", "fell at yarmouth, horse clipped heels. broke my left collarbone. plate going in tomorrow", "shay-fall"),
        L("05-14 18:30", "t", "Ah no, Shay. Get the op done and rest. From next week: legs on the bike and core work that doesn't load the shoulder.", "shay-fall-coach"),
        L("06-22 12:00", "c", "surgeon happy, can ride work again from july", "shay-surgeon"),
        L("07-09 11:00", "c", "riding out 3 lots a morning again, shoulder grand", "shay-riding"),
        L("08-18 17:00", "c", "FIRST WINNER!!! copper kettle at brighton, 7 furlongs, 12/1 😭😭", "shay-winner"),
        L("08-18 17:20", "t", "Shay!! Brilliant. Your mam must be thrilled.", "shay-winner-coach"),
    ],
    "tilly": [
        L("03-09 08:00", "c", "Hi Fergal, Tilly Ashcombe. Event rider, 34, near Marlborough. Aiming for Bramham in June with Sonny. Lower back on the right gets sore after jumping sessions", "tilly-intro"),
        L("03-09 08:40", "t", "Hi Tilly! Right-sided lower back after jumping is often the SI joint: glute bridges, side planks and dead bugs four days a week, and we work on your two-point position off the horse.", "tilly-intro-coach"),
        L("04-12 19:00", "c", "back much better. sonny jumped clear at burnham market, 6th", "tilly-burnham"),
        L("05-10 20:00", "c", "fell at the water at chatsworth. hit my head, concussion. stood down 21 days by the BE doctor", "tilly-fall"),
        L("05-10 20:30", "t", "Rest properly Tilly: short walks, not much screen time, no riding until you're signed off. We restart with easy bike work when the headaches have gone.", "tilly-fall-coach"),
        L("05-31 09:00", "c", "headaches gone. cleared to ride from the 1st", "tilly-cleared"),
        L("06-14 14:00", "c", "Bramham done! dressage 31.2, clear cross country, one pole in the showjumping, 11th", "tilly-bramham"),
        L("06-14 14:05", "c", "sorry 31.8 in the dressage not 31.2", "tilly-bramham-fix"),
        L("07-19 21:00", "c", "mum says im working too hard, riding 6 horses a day plus the yard", "tilly-busy"),
        L("08-08 18:00", "c", "back sore again after the long drive to hartpury", "tilly-back2"),
        L("08-08 18:30", "t", "Stop every 90 minutes on long drives, and back to the bridges and side planks every day.", "tilly-back2-coach"),
    ],
    "gerry": [
        L("03-02 20:00", "c", "Fergal, Gerry Quinlan, dairy farmer down near Tiverton, 48. I ride point to points on my own horse Bally Rua. Need to do 11 stone 7 with the saddle and I'm nearer 12 stone 4. On tablets for the blood pressure too, candesartan", "gerry-intro"),
        L("03-02 20:40", "t", "Hi Gerry. About ten pounds over ten weeks is sensible: three meals, no pints on weeknights, and the fitness the farm doesn't give you, intervals on the bike and core work. Keep taking your blood pressure at home.", "gerry-intro-coach"),
        L("03-28 05:30", "c", "bp 148 over 92 this morning, up a bit. calving all week, 4 hours sleep", "gerry-bp"),
        L("04-11 18:00", "c", "Bally Rua won at Tweseldown!! 3 miles, by a length. I was 11st 9 with the saddle, 2lb overweight", "gerry-win"),
        L("04-11 18:30", "t", "Massive, Gerry! Two pounds over is nothing, and the win says the fitness is there.", "gerry-win-coach"),
        L("05-05 06:00", "c", "the wrist I broke years ago is sore in the cold mornings, the right one", "gerry-wrist"),
        L("05-05 06:40", "t", "Wrist circles, and squeeze a tennis ball 3x20 a day. Warm it up before milking.", "gerry-wrist-coach"),
        L("06-16 13:00", "c", "GP says my potassium is up a bit on the candesartan, retest in 6 weeks", "gerry-potassium"),
        L("07-28 20:00", "c", "potassium back to normal, 4.6. season's over, bally rua out in the field", "gerry-potassium2"),
        L("08-21 07:00", "c", "down to 11st 6 😀 bp 132/84", "gerry-now"),
    ],
    "poppy": [
        L("03-04 20:00", "c", "Hi Ottilie, I'm Jess, Poppy Lindgren's mum. Poppy is 13 and dances 5 days a week at Elmhurst juniors. Her teacher says she needs more strength before she can go on pointe. She also has a sore left heel", "poppy-intro"),
        L("03-04 20:30", "t", "Hi Jess. For pointe readiness: calf raises, foot doming, single-leg balance and core, 15 minutes a day. A sore heel at 13 is often Sever's, a growth-plate irritation, worth getting checked.", "poppy-intro-coach"),
        L("03-18 19:00", "c", "Physio says yes it's Sever's, left heel. Heel cups in her school shoes and less jumping for a month", "poppy-severs"),
        L("04-08 17:00", "c", "hi its poppy!! mum let me use her phone. i can do 25 single leg rises on my left now and 30 on the right", "poppy-rises"),
        L("04-21 18:00", "c", "She passed her pre-pointe assessment!! Pointe shoe fitting on Saturday", "poppy-pointe"),
        L("05-13 20:00", "c", "Grown 5cm since Christmas, heel grumbling again", "poppy-growth"),
        L("05-13 20:30", "t", "Growth spurts do that. Keep the heel cups, ice after class, and back to the calf stretches morning and night.", "poppy-growth-coach"),
        L("06-02 16:00", "c", "I GOT INTO THE SUMMER INTENSIVE!!!!", "poppy-intensive"),
        L("06-02 16:05", "c", "(Jess here, it's the Royal Ballet School one, two weeks in July)", "poppy-intensive-2"),
        L("07-30 19:00", "c", "Intensive finished, she loved it, feet covered in blisters", "poppy-blisters"),
        L("07-30 19:30", "t", "Wonderful! For the blisters: tape the toes before class and let them air after. Rest week now.", "poppy-blisters-coach"),
    ],
    "rafael": [
        L("03-06 23:30", "c", "oi ottilie! rafa here, 27, ensemble + swing in the lighthouse girls at the adelphi. 8 shows a week. right hip pinches in grand battement and deep pliés", "rafael-intro"),
        L("03-07 09:00", "t", "Oi Rafa! Let's look at the hip next week. Meanwhile cut the battement height to where it doesn't pinch, and do glute med and hip flexor strength every day.", "rafael-intro-coach"),
        L("04-02 13:00", "c", "MRI: cam impingement right hip + small labral tear. surgeon says try rehab first", "rafael-mri"),
        L("04-02 13:30", "t", "That's common in dancers. Rehab first is right: we strengthen around the hip and keep you out of end range for 8 weeks.", "rafael-mri-coach"),
        L("05-05 23:00", "c", "pain 3/10 in the show now, was 6", "rafael-pain"),
        L("06-09 15:00", "c", "steroid injection in the hip today, rest 2 days they said", "rafael-injection"),
        L("06-23 23:15", "c", "injection working!! 1/10 valeu", "rafael-injection-2"),
        L("07-14 12:00", "c", "got the understudy for jonah (the lead!!)", "rafael-understudy"),
        L("07-20 11:00", "c", "went on as jonah last night!! no pain at all", "rafael-went-on"),
        L("08-18 13:00", "c", "tour starts 14 september, manchester first. need a hotel room routine", "rafael-tour"),
        L("08-18 13:30", "t", "On tour: clamshells, side-lying leg raises, bridges and a band, 20 minutes before every show. It's in the app.", "rafael-tour-coach"),
    ],
    "agnieszka": [
        L("03-12 21:00", "c", "Dzień dobry Ottilie! Agnieszka, 38, pharmacist in Slough. Me and my partner Tomek dance amateur latin, Blackpool in May is the big one. I want stamina for five dances in a row and to be 58 kg", "agnieszka-intro"),
        L("03-12 21:40", "t", "Hi Agnieszka! For five dances back to back: intervals, 90 seconds on and 30 off, twice a week, plus strength for the hips and feet. And we go for 58 slowly, half a kilo a week.", "agnieszka-intro-coach"),
        L("04-07 18:00", "c", "always tired, blood test says B12 is 180, low. GP is starting injections", "agnieszka-b12"),
        L("04-27 15:00", "c", "pulled my left calf in the jive, felt a pop", "agnieszka-calf"),
        L("04-27 15:03", "c", "no not a pop, more like someone kicked me. tomek says it was his heel lol", "agnieszka-calf-2"),
        L("04-27 15:30", "t", "Sounds like a calf strain or a knock. Ice, compression, no jive or samba for two weeks, and gentle calf raises once walking is pain free.", "agnieszka-calf-coach"),
        L("05-29 23:00", "c", "BLACKPOOL: we made the semi final in amateur latin!!! top 24", "agnieszka-blackpool"),
        L("06-20 07:00", "c", "59.2 kg this morning", "agnieszka-weight"),
        L("07-15 19:00", "c", "tomek has a knee problem so we stop competing for the summer", "agnieszka-tomek"),
        L("08-03 18:00", "c", "B12 now 410, injections every 3 months from now", "agnieszka-b12-2"),
        L("08-25 07:00", "c", "58.0 on the scale!!! dziękuję", "agnieszka-58"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-ailsa-thin-air", "trainer": "ailsa", "members": ["tariq", "fenella", "joaquin", "winifred"],
        "lines": [
            L("03-14 09:00", "t", "Welcome to Thin Air Club! Saturday hill days from the Peak District car parks, and post your training weeks here.", "g-ta-start"),
            L("04-22 06:00", "fenella", "namaste from namche bazaar 🏔️ 3440m and feeling fine", "g-fenella-namche"),
            L("05-30 20:00", "joaquin", "anyone want to do the welsh 3000s in june?", "g-joaquin-welsh"),
            L("06-23 10:00", "winifred", "Home from Peru. Photos when Alistair shows me how", "g-winifred-home"),
            L("07-30 19:00", "tariq", "summit pic 📸 thanks all for the support, couldnt have done it without saturdays", "g-tariq-summit"),
        ],
    },
    {
        "id": "chat-ottilie-barre-none", "trainer": "ottilie", "members": ["poppy", "rafael", "agnieszka"],
        "lines": [
            L("03-20 12:00", "t", "Barre None: Thursday 7pm online conditioning class, 40 minutes. Bring a band and a chair.", "g-bn-start"),
            L("05-30 09:00", "agnieszka", "semi final at blackpool!! thank you for thursdays", "g-agnieszka-semi"),
            L("06-03 17:00", "poppy", "i got into the summer intensive!! (mum helped me type)", "g-poppy-intensive"),
            L("07-21 10:00", "rafael", "went on as the lead last night 😭 thursday class saved my hip", "g-rafael-lead"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("ailsa", "tariq", "2026-03-07", "Tariq (44): 94 kg. Right knee pain on descents, kneecap not joint line. Step test 3 min, HR 148 at the end. Plan: loaded hikes to 12 kg, step-downs, zone 2 twice weekly, poles."),
    ("ailsa", "fenella", "2026-03-09", "Fenella (52): asthma well controlled, peak flow 410. Left ankle: single-leg balance 12 s left, 30 s right. EBC 18 April. Stairs, pack hikes, ankle work."),
    ("ailsa", "joaquin", "2026-03-11", "Joaquín (31): strong runner, weak on loaded descents. Target 2,000 m ascent a week with a 10 kg pack by June. Winter skills course to book. Mont Blanc 10-11 August."),
    ("ailsa", "winifred", "2026-03-13", "Winifred (64): amlodipine 5 mg. Right bunion, wide-fit boots. Sit to stand 12 in 30 s. Nervous on steps going down. Inca Trail 14-17 June."),
    ("siobhan", "desmond", "2026-03-09", "Desmond (72): COPD, MRC breathlessness grade 3. Six-minute walk 280 m, sats 91% falling to 87%. Trelegy, salbutamol before exercise. Pursed-lip breathing taught."),
    ("siobhan", "nirmala", "2026-03-10", "Nirmala (46): long COVID, post-exertional malaise. HR cap 110 during activity. Lying and seated exercise only, 10 minutes. Activity diary. Watch for orthostatic symptoms."),
    ("siobhan", "ewan", "2026-03-13", "Ewan (58): bronchiectasis. Acapella twice daily. Daily sputum about a cupful, clear to pale yellow. Walks well on the flat. West Highland Way in September with brother Hamish."),
    ("fergal", "shay", "2026-03-05", "Shay (19): 8 st 9 lb. Sauna up to an hour on race days, skips breakfast. Plan: three meals and two snacks, sauna 20 min max, core and leg strength twice weekly."),
    ("fergal", "tilly", "2026-03-11", "Tilly (34): right SI joint pain after jumping. Weak right glute med. Side plank 25 s right, 50 s left. Bramham CCI4*-L in June."),
    ("fergal", "gerry", "2026-03-04", "Gerry (48): 12 st 4 lb. Needs 11 st 7 with the saddle. Candesartan 8 mg. Old right wrist fracture 2009. Bike intervals and core."),
    ("ottilie", "poppy", "2026-03-06", "Poppy (13): left heel pain on jumps. Single-leg rises 18 left, 24 right. Good turnout. Pre-pointe assessment due in April. Mum Jess present."),
    ("ottilie", "rafael", "2026-03-12", "Rafa (27): right hip pinch in flexion past 100 degrees. Weak glute med both sides. Eight shows a week. MRI requested by the company physio."),
    ("ottilie", "agnieszka", "2026-03-14", "Agnieszka (38): 61.5 kg. Good flexibility, tires after the third dance. Intervals and hip strength. Blackpool end of May."),
]

TRANSCRIPTS = [
    {
        "id": "tr-ailsa-tariq-20260710", "trainer": "ailsa", "client": "tariq", "startedAt": "2026-07-10T19:00:00Z",
        "title": "Call: final prep before Kilimanjaro",
        "lines": [
            ("Coach", 0, "Nine days out. How's the knee on the long descents now?"),
            ("Tariq", 7, "Fine if I use the poles. Without them it still grumbles."),
            ("Coach", 12, "Then poles every step down. On summit night, pole pole, slowly slowly, and eat something every hour even if you're not hungry."),
            ("Tariq", 26, "Should I keep taking the Diamox?"),
            ("Coach", 30, "That's for your doctor and the expedition doctor; if they say yes, start the day before you go high, as they told you."),
            ("Tariq", 41, "And water?"),
            ("Coach", 44, "Four litres a day on the mountain."),
        ],
    },
    {
        "id": "tr-siobhan-nirmala-20260504", "trainer": "siobhan", "client": "nirmala", "startedAt": "2026-05-04T17:00:00Z",
        "title": "Video call: pacing plan after the crash",
        "lines": [
            ("Coach", 0, "How long did the crash after the wedding last?"),
            ("Nirmala", 6, "Nine days in bed. I'm only just up and about."),
            ("Coach", 11, "Then we go back to five minutes of lying exercises, twice a day, and we don't add anything for a week."),
            ("Nirmala", 25, "Can I do the school run?"),
            ("Coach", 29, "Arvind does it this month. Save your energy for one thing a day."),
            ("Nirmala", 40, "My resting heart rate is about 80."),
        ],
    },
    {
        "id": "tr-fergal-shay-20260630", "trainer": "fergal", "client": "shay", "startedAt": "2026-06-30T18:00:00Z",
        "title": "Call: back in the saddle after the collarbone",
        "lines": [
            ("Coach", 0, "Surgeon's cleared you for riding work from July. How's the shoulder?"),
            ("Shay", 6, "Stiff reaching overhead, fine for everything else."),
            ("Coach", 10, "Band pull-aparts and wall slides, every morning, and press-ups on the knees from next week."),
            ("Shay", 22, "Weight's gone up, I'm 8 stone 12."),
            ("Coach", 26, "That's from the weeks off. Same plan as before: proper meals, no sauna to fix it."),
        ],
    },
    {
        "id": "tr-ottilie-rafael-20260701", "trainer": "ottilie", "client": "rafael", "startedAt": "2026-07-01T12:00:00Z",
        "title": "Studio: hip check before the understudy rehearsals",
        "lines": [
            ("Coach", 0, "Grand battement to the front, to where it's comfortable."),
            ("Rafael", 9, "Higher than in March and no pinch."),
            ("Coach", 14, "Good. Deep plié in second?"),
            ("Rafael", 20, "A little tight at the bottom, no pain."),
            ("Coach", 26, "Keep the end range for the show only, not for warm-up, and keep the glute work three times a week."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("tariq", "2026-05-18", 5.5, 7, 100, "Early starts, tired. Samira not impressed."),
    ("tariq", "2026-08-03", 8.0, 2, 30, "Resting after the mountain."),
    ("fenella", "2026-03-30", 7.0, 5, 90, "All sessions done, ankle solid."),
    ("joaquin", "2026-04-20", 7.5, 4, 70, "Achilles, no hill reps."),
    ("winifred", "2026-05-04", 7.0, 4, 60, "Shin still bruised, walking slowly."),
    ("desmond", "2026-04-20", 6.0, 6, 10, "Kayleigh: grandad on steroids, chest bad."),
    ("desmond", "2026-07-13", 7.5, 3, 100, "Des: best week in a long time."),
    ("nirmala", "2026-04-27", 10.0, 8, 0, "Arvind: still crashed after the wedding."),
    ("nirmala", "2026-07-20", 8.0, 5, 80, "Two school mornings, resting between."),
    ("ewan", "2026-05-17", 6.0, 5, 40, "Infection, clearance 3 times a day."),
    ("shay", "2026-04-21", 6.5, 8, 50, "Mam worried. No sauna."),
    ("tilly", "2026-05-20", 9.0, 6, 20, "Concussion, walking only."),
    ("gerry", "2026-04-01", 4.5, 7, 60, "Calving."),
    ("poppy", "2026-05-16", 9.0, 3, 90, "Jess: heel sore after class."),
    ("rafael", "2026-06-12", 7.0, 4, 100, "Two days off after the injection."),
    ("agnieszka", "2026-05-04", 7.0, 6, 60, "Calf, upper body and core only."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("tariq", "weight", "kg", "2026-03-07", "2026-08-22", 7, 94.0, 88.5, 0.4),
    ("fenella", "resting_heart_rate", "bpm", "2026-03-09", "2026-08-24", 7, 61.0, 56.0, 1.2),
    ("winifred", "steps", "steps", "2026-03-13", "2026-08-21", 7, 6500, 10000, 700),
    ("desmond", "steps", "steps", "2026-03-09", "2026-08-24", 7, 2400, 4800, 300),
    ("nirmala", "resting_heart_rate", "bpm", "2026-03-10", "2026-08-25", 7, 82.0, 68.0, 1.5),
    ("gerry", "systolic_bp", "mmHg", "2026-03-04", "2026-08-19", 7, 149.0, 132.0, 2.0),
    ("agnieszka", "weight", "kg", "2026-03-14", "2026-08-22", 7, 61.5, 58.1, 0.3),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("tariq", "goal-ailsa-tariq-weight", "weight", 88, "kg", "2026-07-15", "active"),
    ("winifred", "goal-ailsa-winifred-steps", "steps", 10000, "steps", None, "active"),
    ("agnieszka", "goal-ottilie-agnieszka-weight", "weight", 58, "kg", "2026-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("desmond", "2026-03-09", "FEV1", 1.12, "L", 2.4, 3.6),
    ("ewan", "2026-05-11", "CRP", 48, "mg/L", 0, 5),
    ("ewan", "2026-05-19", "CRP", 6, "mg/L", 0, 5),
    ("nirmala", "2026-04-08", "Vitamin D", 29, "nmol/L", 50, 175),
    ("shay", "2026-04-24", "Creatinine", 128, "umol/L", 60, 110),
    ("shay", "2026-06-02", "Creatinine", 94, "umol/L", 60, 110),
    ("gerry", "2026-06-12", "Potassium", 5.4, "mmol/L", 3.5, 5.0),
    ("gerry", "2026-07-24", "Potassium", 4.6, "mmol/L", 3.5, 5.0),
    ("agnieszka", "2026-04-06", "Vitamin B12", 180, "ng/L", 197, 771),
    ("agnieszka", "2026-08-01", "Vitamin B12", 410, "ng/L", 197, 771),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "cheers", "sorry running behind!!", "see u at 7", "yep yep", "👍", "ta very much", "still on for tmrw?", "done ✅",
    "sorry only just seen this", "can we push to half 6", "leaving now", "nice one", "will do", "haha",
    "thank you so much", "sound", "grand so", "booked", "link not working for me", "paid x", "what time was it again?",
    "mad week sorry", "🙏", "no worries", "lovely thanks", "gracias", "obrigado!", "ah right", "perfect",
    "crazy week, speak soon", "oops wrong chat", "can i swap wednesday?", "yes!!", "ok ill give it a go",
    "battery dying", "see you next week", "got your email", "thanks xx", "legend",
]
TRAINER_CHATTER = [
    "Lovely, see you then.", "All booked.", "No problem.", "Swapped to Wednesday.", "Thanks for letting me know.",
    "This week's plan is in the app.", "Remember to log your sessions.", "Have a good weekend!",
    "Invoice sent.", "Sent the link again.", "Good stuff.", "Any time.", "Same time as last week.",
    "Shout if anything changes.", "Great week.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20260828, health_seed=20260828)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
