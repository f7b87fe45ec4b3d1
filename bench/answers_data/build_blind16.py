#!/usr/bin/env python3
"""Build the sixteenth blind data set for the answer benchmark (bench/answers_data/blind16.json).

    functions/venv/bin/python -m bench.answers_data.build_blind16

Four trainers of kinds the other rosters do not have (an athletics throws and pole-vault coach in
Cardiff with a 17-year-old javelin thrower who sprains the ligament inside his right elbow and whose
dad texts, a Spanish pole vaulter of 21 who rolls her left ankle landing half off the mat and whose
flatmate texts, and a masters hammer thrower of 61 with a left golfer's elbow who goes to the World
Masters Indoors in Toruń and whose wife texts; a mountain-bike and BMX coach in Sheffield with an
enduro racer who breaks his left scaphoid and has it screwed and whose girlfriend texts, a 14-year-old
BMX racer who dislocates her left kneecap and whose stepmum texts, and an accountant of 52 with atrial
fibrillation on apixaban and bisoprolol whose son texts; a chronic-pain exercise coach in Bristol with
a woman with fibromyalgia on duloxetine whose daughter texts, a solicitor with endometriosis who has
excision surgery in February and whose partner texts, and a Polish bus driver with complex regional
pain syndrome in his left foot on pregabalin whose wife texts; a bobsleigh, skeleton and curling
conditioning coach in Bath with a brakewoman who strains her right calf at Winterberg and whose
sister texts, a skeleton slider who dislocates his left shoulder at Igls and whose German mum texts,
and a curler of 57 with right knee arthritis whose Portuguese husband texts), 12 clients, 3 October
2022 to 19 May 2023 (asked on 22 May 2023): one-to-one chats, two group chats, session notes, four
session transcripts, check-ins, client profiles and health data (weight four times, steps twice,
resting heart rate twice, systolic blood pressure twice, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-11-30 by helper h-blind16 (issue 14) without reading
shared/domain/*.py, shared/usecases/*.py, functions/*, any list of benchmark failures or any result
file: a held-out check of whether the fixes made on the other sets generalise.

The period, October 2022 to May 2023, is one no other roster covers (blind15 starts in July 2023),
and it crosses a new year: a line's "MM-DD" in October to December is 2022, in January to May 2023
(`when`). Halloween, the clocks going back (30 October), bonfire night, Christmas, new year, Valentine's day, the cold snap of early March, Mothering Sunday,
the clocks going forward (26 March), Easter (9 April) and the coronation bank holiday (8 May) lie
inside it. The story messages are written the way people text: lowercase, typos, run-ons, emoji,
shorthand and slang (throws "700g", "run-up", "5 strides", "pb"; vault "13'6 pole", "short run";
bikes "20 min test", "the black", "fire roads", "gate starts", "moto", "hardtail";
pain "flare", "boom and bust", "pacing", "mirror therapy"; sliding "push track", "brakewoman", "the
Kreisel", "sled"; curling "lead", "rink", "bonspiel", "the delivery", "last end"), other languages'
words (Welsh "diolch", "iawn", "da iawn", "Nadolig llawen"; Spanish "vale", "madre mía", "gracias",
"metros"; Polish "dzień dobry", "dziękuję", "Wesołych Świąt", "masakra"; German "hallo", "Mutter",
"Liebe Grüße", "danke"; Portuguese "olá", "obrigado"; Yoruba "e se"), mixed units
(kg, stone and pounds, m, feet and pounds of a pole, km, miles, seconds, minutes, hours, watts,
mg, IU, nmol/L, mmol/L, mmol/mol, bpm, mmHg, pounds sterling), negations ("not broken", "not torn
thru", "no fracture", "didn't ring 111", "no throwing", "no running"), revisions later (the scaphoid
cast then the screw, amitriptyline changed to duloxetine, the pregabalin dose up then down, the Welsh
Masters discus planned then not thrown, the World Seniors in Korea hoped for then not reached, the
world championships in St Moritz planned then off), plans never carried out or lying after the period
(the ablation, Ard Rock, the Welsh Schools, the GB talent day, a new knee, the selection camp in
August, a summer in Valencia), facts only in the coach's reply or only in a note, facts split across
turns, a family member or friend writing for a client (a dad, a flatmate, a wife twice, a girlfriend,
a stepmum, a son, a daughter, a partner, a sister, a mum, a husband), names that are also words
(Chase, Grace, Dawn, Sky, Will, Frank), and two pairs of clients with similar problems (Osian's
right elbow and Barry's left elbow; Dawn's and Wojtek's nerve-pain tablets). The everyday chatter
between them comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and
names no body part, food, drink, medicine, sport, event or number a question asks about.
Deterministic: two runs write byte-identical files. `blind16_tags.json` maps the story tags to message
ids for the question list (bench/answers_data/blind16_questions.py).

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
OUT, TAGS_OUT = HERE / "blind16.json", HERE / "blind16_tags.json"
START, END = datetime(2022, 10, 3, 7, 0), datetime(2023, 5, 19, 21, 0)
ASKED_AT = "2023-05-22T09:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" in October to December is 2022, in January to May 2023."""
    return records.at(text, 2022 if int(text[:2]) >= 10 else 2023)


TRAINERS = [
    {"id": "coach-gwen", "displayName": "Gwen Pritchard", "email": "gwen.pritchard@example.com", "short": "gwen"},
    {"id": "coach-tash", "displayName": "Tash Whitlock", "email": "tash.whitlock@example.com", "short": "tash"},
    {"id": "coach-yusuf", "displayName": "Yusuf Hassan", "email": "yusuf.hassan@example.com", "short": "yusuf"},
    {"id": "coach-ollie", "displayName": "Ollie Fenn", "email": "ollie.fenn@example.com", "short": "ollie"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("gwen", "osian-bevan", "Osian Bevan", "osian"),
    ("gwen", "rosa-delgado", "Rosa Delgado", "rosa"),
    ("gwen", "barry-lomax", "Barry Lomax", "barry"),
    ("tash", "chase-morgan", "Chase Morgan", "chase"),
    ("tash", "lily-mae-clarke", "Lily-Mae Clarke", "lily"),
    ("tash", "frank-oduya", "Frank Oduya", "frank"),
    ("yusuf", "dawn-whitaker", "Dawn Whitaker", "dawn"),
    ("yusuf", "grace-obi", "Grace Obi", "grace"),
    ("yusuf", "wojtek-nowak", "Wojtek Nowak", "wojtek"),
    ("ollie", "sky-adeyemi", "Sky Adeyemi", "sky"),
    ("ollie", "will-harcourt", "Will Harcourt", "will"),
    ("ollie", "ines-carvalho", "Inês Carvalho", "ines"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("osian", "barry", "chase", "dawn", "sky", "ines")

PROFILES = [
    {"clientId": "osian-bevan", "age": 17, "goal": "Throw 65 m with the 700 g javelin and win the Welsh Schools",
     "dietaryRestrictions": [], "injuries": ["right elbow, ulnar collateral ligament sprain (November 2022)"],
     "notes": "Javelin, U18. Year 13 at Whitchurch High School in Cardiff, A-levels in the summer. Dad Huw."},
    {"clientId": "rosa-delgado", "age": 21, "goal": "Clear 4.00 m in the pole vault",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left ankle sprain (January 2023)"],
     "notes": "Pole vaulter from Valencia. Final-year sport and exercise science student at Cardiff Met. Flatmate Ffion."},
    {"clientId": "barry-lomax", "age": 61, "goal": "A medal at the World Masters Indoors and 45 m in the hammer",
     "dietaryRestrictions": [], "injuries": ["left elbow, medial epicondylitis (golfer's elbow)"],
     "notes": "Masters M60 hammer and weight throw. Retired postman in Newport. Wife Carol."},
    {"clientId": "chase-morgan", "age": 26, "goal": "Top 20 at Ard Rock in the British enduro series",
     "dietaryRestrictions": [], "injuries": ["left scaphoid fracture (November 2022), screw fixation (February 2023)"],
     "notes": "Enduro mountain biker. Mechanic at a bike shop in Hathersage. Girlfriend Amber."},
    {"clientId": "lily-mae-clarke", "age": 14, "goal": "Get onto the GB BMX talent pathway",
     "dietaryRestrictions": ["nut allergy"], "injuries": ["left kneecap dislocation (November 2022)"],
     "notes": "BMX racer at the Sheffield track. Year 9. Lives with her dad and stepmum Jo, who sorts her training."},
    {"clientId": "frank-oduya", "age": 52, "goal": "Ride the Ladybower loop on a bike without a motor and lose 8 kg",
     "dietaryRestrictions": [], "injuries": ["atrial fibrillation (apixaban, bisoprolol)"],
     "notes": "Accountant in Chesterfield. Started on an e-bike in summer 2022. Son Tobi."},
    {"clientId": "dawn-whitaker", "age": 44, "goal": "Walk a parkrun without a flare afterwards",
     "dietaryRestrictions": [], "injuries": ["fibromyalgia (diagnosed 2019)"],
     "notes": "Lunchtime supervisor at a primary school in Bedminster. Referred by her GP. Daughter Kayla."},
    {"clientId": "grace-obi", "age": 31, "goal": "Run the Bristol 10k in May 2023",
     "dietaryRestrictions": ["dairy-free"], "injuries": ["endometriosis, excision laparoscopy (February 2023)"],
     "notes": "Solicitor in Bristol city centre. Plays netball on Tuesday nights. Partner Tom."},
    {"clientId": "wojtek-nowak", "age": 38, "goal": "Walk without a limp and get back to full hours at work",
     "dietaryRestrictions": [], "injuries": ["complex regional pain syndrome, left foot, after a left ankle fracture (June 2022)"],
     "notes": "Polish, bus driver with First in Bristol, off sick from June 2022. Referred by the pain clinic. Wife Agnieszka, two children."},
    {"clientId": "sky-adeyemi", "age": 24, "goal": "Make the GB women's bobsleigh team as a brakewoman",
     "dietaryRestrictions": [], "injuries": ["right calf strain (December 2022)"],
     "notes": "Former 100 m sprinter (11.62), picked up at a bobsleigh talent day in summer 2022. Works part-time in a sports shop in Bath. Sister Tolu."},
    {"clientId": "will-harcourt", "age": 29, "goal": "Qualify for the skeleton world championships",
     "dietaryRestrictions": [], "injuries": ["left shoulder dislocation (December 2022), Bankart repair (April 2023)"],
     "notes": "Skeleton slider. PE teacher on a year out. Mum Sabine is German."},
    {"clientId": "ines-carvalho", "age": 57, "goal": "Win the Scottish senior women's curling championship",
     "dietaryRestrictions": [], "injuries": ["right knee osteoarthritis"],
     "notes": "Portuguese, lives in Perth. Lead for a senior women's rink. Pharmacist. Husband Rui."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "osian": [
        L("10-04 19:10", "c", "hiya gwen its osian. javelin, u18. pb 58.40 with the 700g. want 65m next summer. elbow been a bit twingey after throwing sessions", "osian-intro"),
        L("10-04 19:40", "t", "Hi Osian! Throws Tuesday and Saturday, gym Monday and Thursday. Keep a note of the elbow after each session, and no full run-ups till I've seen you throw.", "osian-intro-coach"),
        L("10-22 18:00", "c", "threw off 5 strides today, 52m ish. elbow sore on the inside after, like 3/10", "osian-elbow1"),
        L("11-15 20:30", "c", "Hi Gwen, Huw here, Osian's dad. He's been icing his elbow every night and it's not settling. He says it went 'pop' on Saturday on his last throw. Should we see someone? Diolch", "osian-huw"),
        L("11-15 21:00", "t", "Hi Huw, thanks for telling me. No throwing at all until he's been seen. The sports physio at the uni clinic this week if you can.", "osian-huw-coach"),
        L("11-24 17:00", "c", "physio thinks its my ucl, grade 2 sprain. no throwing 6 weeks then a return to throw programme. gutted", "osian-ucl"),
        L("12-12 19:00", "c", "had the ultrasound, ligament not torn thru just stretched. iawn", "osian-scan"),
        L("01-09 18:30", "c", "first throws back today, standing throws with the 300g ball. no pain 🙌", "osian-back"),
        L("01-16 21:00", "c", "mocks all this week so only gym monday sorry", "osian-mocks"),
        L("02-25 17:00", "c", "welsh junior indoors, shot put 13.10 with the 5kg, 2nd 🥈 not even my event lol", "osian-shot"),
        L("03-28 19:00", "c", "clocks went forward, lost an hour of sleep and then threw like a pleb. 54.20 with the 800 in training", "osian-800"),
        L("04-10 14:00", "c", "easter camp in lanzarote was unreal. elbow 0/10 all week", "osian-lanzarote"),
        L("04-10 14:30", "t", "Brilliant. Back to full run-up on Tuesday, but 12 throws max a session for now.", "osian-lanzarote-coach"),
        L("05-06 17:00", "c", "first comp of the season, 61.05 with the 700g!!! pb by nearly 3m. dad cried 😂", "osian-pb"),
        L("05-13 16:00", "c", "welsh schools is the 20th of june in brecon, entered the u18 jav", "osian-schools"),
    ],
    "rosa": [
        L("10-06 12:00", "c", "hola gwen! rosa, pole vault, final year at cardiff met. pb 3.81, i want 4m this season. jumping a 13'6 pole 140lb", "rosa-intro"),
        L("10-06 12:30", "t", "Hi Rosa! Vault with me Wednesday and Sunday, gym twice a week, and 10 minutes of gymnastics conditioning every day.", "rosa-intro-coach"),
        L("10-31 18:00", "c", "halloween party tonight so no gym sorry 🎃 madre mía", "rosa-halloween"),
        L("11-19 17:00", "c", "cleared 3.85 in training!! first time on the 14ft 145 pole", "rosa-385"),
        L("12-08 10:00", "c", "gp says my vitamin d is low, 31. taking 1000 IU a day now", "rosa-vitd"),
        L("01-28 22:00", "c", "Hi Gwen, it's Ffion, Rosa's flatmate. Rosa landed half off the mat at the indoor meet today and rolled her left ankle. She's ok but it's massive. Her phone died so she asked me to tell you x", "rosa-ffion"),
        L("01-28 22:20", "t", "Thanks Ffion. Ice, elevate, and ask her to message me tomorrow. No vaulting until I've seen it.", "rosa-ffion-coach"),
        L("01-30 11:00", "c", "xray says not broken, bad sprain. boot for 2 weeks. vale", "rosa-xray"),
        L("02-20 19:00", "c", "out of the boot. running straight lines, no plant yet", "rosa-boot"),
        L("03-15 18:00", "c", "dissertation due friday 😩 missing wednesday", "rosa-diss"),
        L("04-06 20:00", "c", "back vaulting off a short run, 6 strides, 3.50. ankle taped", "rosa-short"),
        L("04-06 20:30", "t", "Good. Keep it to 6 strides for two more weeks and tape every session.", "rosa-short-coach"),
        L("05-07 18:00", "c", "4.00 at the cardiff met open!!!! 🎉🎉 gracias gwen, 4 metros!!", "rosa-4m"),
        L("05-15 12:00", "c", "think i'll go home to valencia for the summer, can train with my old club there", "rosa-summer"),
    ],
    "barry": [
        L("10-05 09:00", "c", "Morning Gwen. Barry Lomax, M60 hammer, been throwing 40 years. Best this year 44.60 with the 5kg. Inside of my left elbow is sore gripping the handle. Want to go to Torun for the world masters indoors in March, weight throw.", "barry-intro"),
        L("10-05 09:30", "t", "Morning Barry! Technique on Saturdays, gym Tuesday and Friday. Ease off the grip work for now and get the elbow looked at.", "barry-intro-coach"),
        L("10-20 18:00", "c", "GP says golfers elbow. Told to rest it and take ibuprofen. Not doing the rest bit!", "barry-gp"),
        L("11-03 08:30", "c", "17st 2 on the scales this morning. Carol wants me under 16", "barry-weight"),
        L("11-29 20:00", "c", "Hi Gwen, Carol here, Barry's wife. He won't tell you but he's been throwing with a strap on his arm and holding his elbow at night. Please make him rest. Carol", "barry-carol"),
        L("11-29 20:30", "t", "Thanks Carol, I'll have a word. Two weeks with no hammer, eccentric wrist work only.", "barry-carol-coach"),
        L("12-21 17:00", "c", "physio gave me a steroid jab in the elbow. Feels better already", "barry-jab"),
        L("01-04 10:00", "c", "Happy new year Gwen. Torun booked! Flying Bristol to Gdansk on the 25th of March, £186 return", "barry-torun-booked"),
        L("02-11 16:00", "c", "weight throw 15.40 in training with the 9.08kg", "barry-wt"),
        L("03-30 19:00", "c", "6th in the weight throw at Torun, 15.02. Elbow held up. Polish beer very good 🍺", "barry-torun"),
        L("04-18 12:00", "c", "Welsh Masters is 13 May in Cardiff, doing hammer and discus", "barry-welsh-plan"),
        L("05-08 11:00", "c", "coronation street party today so gym tomorrow instead if thats ok", "barry-coronation"),
        L("05-14 18:00", "c", "Welsh Masters: hammer 45.12, season's best and a gold 🥇. Didn't bother with the discus in the end, elbow", "barry-welsh"),
        L("05-14 18:30", "t", "Da iawn Barry! 45 metres at last. Rest the elbow this week.", "barry-welsh-coach"),
    ],
    "chase": [
        L("10-03 18:00", "c", "yo tash. chase. enduro, racing the british enduro series next yr, want top 20 at ard rock. fitness goes after stage 3 every race", "chase-intro"),
        L("10-03 18:30", "t", "Hey Chase! Gym Monday and Thursday, a long zone 2 ride at the weekend and intervals on Wednesdays. We'll do a 20 min test next week.", "chase-intro-coach"),
        L("10-12 20:00", "c", "20 min test 301w. 72kg", "chase-ftp"),
        L("11-13 19:00", "c", "Hi Tash, this is Amber, Chase's girlfriend. He came off on the black at Revolution and his left wrist is really swollen. We're at the minor injuries unit in Llandrindod. He says sorry about tomorrow!", "chase-amber"),
        L("11-13 19:20", "t", "Thanks Amber, hope he's ok. Tell him to forget tomorrow and send me what the x-ray says.", "chase-amber-coach"),
        L("11-14 10:00", "c", "scaphoid fracture left wrist 🤬 cast for 6 wks. cant work either, cant hold a spanner", "chase-scaphoid"),
        L("12-30 12:00", "c", "cast off. ct shows it hasnt healed. surgeon wants to put a screw in. gutted man", "chase-ct"),
        L("02-08 16:00", "c", "op done yesterday, screw in the scaphoid. splint for 2 weeks", "chase-op"),
        L("02-08 16:30", "t", "Glad it went well. Turbo with no hands on the bars is fine from next week; legs and core only in the gym.", "chase-op-coach"),
        L("03-20 19:00", "c", "back on the trail bike, fire roads only. wrist 2/10", "chase-back"),
        L("04-09 15:00", "c", "easter sunday ride with the lads round ladybower 62km, legs dead but buzzing", "chase-easter"),
        L("04-24 08:00", "c", "back at the shop full time from today 🔧", "chase-work"),
        L("05-10 20:00", "c", "20 min test 289w. down from 301 but not bad after no riding all winter", "chase-ftp2"),
        L("05-17 18:00", "c", "entered ard rock in august, first race back", "chase-ardrock"),
    ],
    "lily": [
        L("10-07 17:30", "c", "hi tash its lily-mae!! im 14 and i race bmx at the sheffield track. i want to get on the gb talent thing. jo my stepmum said to message u 😊", "lily-intro"),
        L("10-07 18:00", "t", "Hi Lily-Mae! Gym with me Saturdays at 10 (bring Jo to the first one) and gate starts at the track on Wednesdays.", "lily-intro-coach"),
        L("10-29 20:00", "c", "national series in derby, 4th in my final. so close to the podium 😤", "lily-derby"),
        L("11-20 16:00", "c", "Hi Tash it's Jo, Lily-Mae's stepmum. She crashed in the semi at the national series in Birmingham and her left kneecap popped out. The medics put it back at the track. We're going to the children's hospital to get it checked.", "lily-jo"),
        L("11-20 16:30", "t", "Oh no, thanks Jo. Let me know what they say. No training till the knee clinic has seen her.", "lily-jo-coach"),
        L("11-22 18:00", "c", "dislocated knee cap, not broken. brace 3 wks then physio. im so bored already", "lily-kneecap"),
        L("12-23 12:00", "c", "xmas hols!! can i go on the turbo?", "lily-turbo"),
        L("12-23 12:30", "t", "Yes! 20 minutes easy, sitting down, no standing sprints yet.", "lily-turbo-coach"),
        L("01-14 11:00", "c", "physio says my vmo is weak. doing the leg raises every day", "lily-vmo"),
        L("02-15 19:00", "c", "half term, first gate starts back at the track 😍 knee felt fine", "lily-gates"),
        L("04-16 18:00", "c", "first race back, regional round in manchester, won my moto and 2nd in the final!!", "lily-race"),
        L("05-02 17:00", "c", "got invited to the gb talent id day in manchester on 10 june!!!", "lily-talent"),
        L("05-02 17:20", "t", "Amazing! We'll do a start test on the 20th so you're ready.", "lily-talent-coach"),
    ],
    "frank": [
        L("10-10 07:30", "c", "Morning Tash, Frank Oduya. 52, accountant in Chesterfield. Got an e-bike in the summer and love it but I want a proper mountain bike without the motor by spring. I have atrial fibrillation, on apixaban and bisoprolol.", "frank-intro"),
        L("10-10 08:00", "t", "Morning Frank! Heart rate zones look odd on bisoprolol, so we'll go by feel for now. Two rides and one gym session a week. On apixaban you bleed more, so full-face helmet and pads off-road please.", "frank-intro-coach"),
        L("10-25 19:00", "c", "weighed in at 104 kg. that's 16 st 5 in old money", "frank-weight"),
        L("11-26 20:00", "c", "had an AF episode on the climb out of Edale, heart all over the place, sat down 20 mins and it settled. Didn't ring 111.", "frank-af"),
        L("11-26 20:15", "t", "Please tell your cardiology nurse about it this week, Frank. Easy rides only until they've seen you.", "frank-af-coach"),
        L("12-07 12:00", "c", "cardio nurse upped the bisoprolol to 5mg. putting me on the list for an ablation, maybe in the summer", "frank-bisoprolol"),
        L("12-22 21:00", "c", "Hi Tash, Tobi here, Frank's son. We've got Dad a proper hardtail for Christmas, a Vitus, no motor! Don't tell him 🤫", "frank-tobi"),
        L("01-02 13:00", "c", "new year new bike! round linacre reservoirs, 14km, walked 2 of the hills haha", "frank-newbike"),
        L("02-14 18:00", "c", "valentine's meal tonight so skipping the ride, sorry", "frank-valentine"),
        L("03-09 17:00", "c", "snow on the trails, 3 rides on the turbo instead this week", "frank-snow"),
        L("04-22 16:00", "c", "did the ladybower loop without stopping!! 2h05. no AF 🙌", "frank-ladybower"),
        L("04-22 16:30", "t", "Frank! That was the goal. Brilliant.", "frank-ladybower-coach"),
        L("05-12 07:45", "c", "98.6kg this morning. ablation date still hasn't come through", "frank-weight2"),
    ],
    "dawn": [
        L("10-11 11:00", "c", "hi yusuf, dawn here. i have fibromyalgia (dx 2019), my gp referred me. everything hurts most days and im shattered. i used to love walking, want to do a parkrun again", "dawn-intro"),
        L("10-11 11:30", "t", "Hi Dawn, lovely to meet you. We'll start small: 10 minutes of walking a day and the gentle pool session on Thursdays. We build slowly and pace it, no boom and bust.", "dawn-intro-coach"),
        L("10-27 15:00", "c", "doctor changed me from amitriptyline to duloxetine 30mg. feel a bit sick with it", "dawn-duloxetine"),
        L("11-17 09:00", "c", "bad flare after wednesday, did too much at work, pain 8/10, in bed 2 days", "dawn-flare"),
        L("11-17 09:30", "t", "Sorry Dawn. Resting was right. When you're ready we'll halve the walk for a week. That's pacing, not failing.", "dawn-flare-coach"),
        L("12-15 20:00", "c", "Hi Yusuf it's Kayla, Dawn's daughter. Mum's had a really tough week and asked me to say she can't make Thursday. She's ok just exhausted. Thanks for being so patient with her x", "dawn-kayla"),
        L("01-12 14:00", "c", "duloxetine going up to 60mg from monday. sleeping better already tho", "dawn-dose"),
        L("02-02 16:00", "c", "walked 25 mins without stopping!! first time in about 3 years", "dawn-25min"),
        L("03-09 10:00", "c", "this cold is making everything ache, stayed in all week", "dawn-cold"),
        L("03-18 18:00", "c", "mothers day lunch tomorrow, kayla's cooking 🥰", "dawn-mothers"),
        L("04-01 11:00", "c", "did the ashton court parkrun, walked it, 47:12!!! cried at the end", "dawn-parkrun"),
        L("04-01 11:20", "t", "Dawn, that's massive. So proud of you.", "dawn-parkrun-coach"),
        L("05-08 19:00", "c", "coronation street party, sat down most of it but stayed till 6 😄", "dawn-coronation"),
        L("05-13 12:00", "c", "second parkrun 44:50. a bit sore after but no flare", "dawn-parkrun2"),
    ],
    "grace": [
        L("10-13 19:00", "c", "Hi Yusuf! Grace, 31. I have endometriosis, waiting for a laparoscopy. I want to run the Bristol 10k in May, but the pain flattens me for 3-4 days every month", "grace-intro"),
        L("10-13 19:30", "t", "Hi Grace! We'll plan around your cycle: harder sessions in the good weeks, easy ones when it flares. Two runs and one strength session a week to start.", "grace-intro-coach"),
        L("10-30 09:30", "c", "5k in 31:40 this morning 🏃‍♀️", "grace-5k"),
        L("11-21 13:00", "c", "op date through! 21st feb, excision lap at southmead", "grace-opdate"),
        L("12-05 20:00", "c", "gynae put me on norethisterone till the op to stop my periods. feeling moody af", "grace-noreth"),
        L("01-01 12:00", "c", "happy new year! hungover run 😂 3 miles", "grace-nye"),
        L("02-21 21:00", "c", "Hi Yusuf, Tom here, Grace's partner. Op went well, about 4 hours. They found endo on her bowel and bladder and cut it out. She's sleepy but good.", "grace-tom"),
        L("02-21 21:15", "t", "Thanks Tom, great news. Tell her there's no rush at all.", "grace-tom-coach"),
        L("03-07 18:00", "c", "2 weeks post op. walking 20 mins. surgeon said no running for 6 weeks", "grace-postop"),
        L("04-09 10:00", "c", "easter sunday first run back, 2k, felt weird but no pain", "grace-firstrun"),
        L("04-25 19:00", "c", "10k in training, 1:04:30. slow but done", "grace-10k-training"),
        L("05-02 22:00", "c", "back at netball tonight! wing attack, only half a game", "grace-netball"),
        L("05-14 12:00", "c", "BRISTOL 10K DONE 58:47 🎉 sub hour!!", "grace-bristol10k"),
        L("05-14 12:30", "t", "Grace, sub-hour three months after surgery. Incredible.", "grace-bristol10k-coach"),
    ],
    "wojtek": [
        L("10-17 10:00", "c", "Hello Yusuf, Wojtek. I have CRPS in left foot after I broke the ankle in June, fall from ladder at home. Foot is burning, I can't wear shoe on it. Pain clinic send me to you. I drive bus for First but off sick now.", "wojtek-intro"),
        L("10-17 10:30", "t", "Hello Wojtek. We'll start with graded motor imagery: the left/right app first, then mirror therapy. 10 minutes three times a day. Gentle and slow.", "wojtek-intro-coach"),
        L("11-02 19:00", "c", "pregabalin now 150 mg 2 times a day. sleepy like zombie, masakra", "wojtek-pregabalin"),
        L("11-23 20:00", "c", "Dzień dobry Yusuf, Agnieszka here, Wojtek's wife. He says the mirror exercise makes him feel strange but the burning is less in the evening. He is too proud to say. Dziękuję", "wojtek-agnieszka"),
        L("11-23 20:30", "t", "Thank you Agnieszka, that's really useful. Feeling strange is normal with the mirror. Tell him to keep going.", "wojtek-agnieszka-coach"),
        L("12-19 18:00", "c", "sock on the left foot, first time since summer 🧦", "wojtek-sock"),
        L("01-18 17:00", "c", "walk 15 minutes with shoe. foot colour more normal, not so purple", "wojtek-shoe"),
        L("02-10 13:00", "c", "occupational health meeting, maybe phased return in march, 4 hours a day", "wojtek-oh"),
        L("03-17 21:00", "c", "first week back at work, 4 hours, only short routes. tired but ok", "wojtek-work"),
        L("04-09 16:00", "c", "Wesołych Świąt! easter with family in swindon, walked to the park with the kids, 40 min", "wojtek-easter"),
        L("04-20 19:00", "c", "pain clinic say go down on pregabalin to 75 mg 2 times. doing it slowly", "wojtek-taper"),
        L("05-11 18:00", "c", "full hours at work from june. foot pain 3/10, before was 8", "wojtek-full"),
    ],
    "sky": [
        L("10-04 18:00", "c", "hey ollie! sky, ex 100m sprinter (11.62 pb). british bobsleigh picked me up at a talent day as a brakewoman. want to make the team for the world cup this winter", "sky-intro"),
        L("10-04 18:30", "t", "Hi Sky! Push track Monday and Thursday, heavy legs Tuesday, sprints Friday. Let's put some muscle on you before December.", "sky-intro-coach"),
        L("10-18 19:00", "c", "30m push 4.72 on the push track", "sky-push1"),
        L("11-08 13:00", "c", "up to 71.5 kg, eating sooo much rice 🍚", "sky-weight"),
        L("11-28 20:00", "c", "first trip! winterberg next week for the europa cup 🇩🇪 ❄️", "sky-winterberg"),
        L("12-09 21:00", "c", "Hi Ollie, Tolu here, Sky's sister. She's strained her right calf on the push at Winterberg and didn't want to tell you because she's embarrassed. The physio there says a few weeks", "sky-tolu"),
        L("12-09 21:20", "t", "Thanks Tolu. Tell her not to be embarrassed! Ice it, and I'll speak to the team physio.", "sky-tolu-coach"),
        L("12-16 10:00", "c", "grade 1 right calf. no pushing for 3 wks. sorry ollie 🙈", "sky-calf"),
        L("01-23 19:00", "c", "back on the push track. 30m 4.55 pb!!", "sky-push2"),
        L("02-19 20:00", "c", "not picked for the world champs, they took the girl from loughborough. next season", "sky-notpicked"),
        L("03-20 12:00", "c", "season over. off to lagos to see my grandma for 2 wks 🇳🇬 e se for everything ollie", "sky-lagos"),
        L("04-24 18:00", "c", "back. 75.2 kg, bench 80kg x 3", "sky-bench"),
        L("05-16 17:00", "c", "selection camp for next season is in august at bath 🤞", "sky-august"),
    ],
    "will": [
        L("10-06 18:00", "c", "Ollie, Will here. Skeleton. Need to be quicker on the push and my steering goes when I'm tired. Aiming for the worlds in St Moritz in January.", "will-intro"),
        L("10-06 18:30", "t", "Hi Will! Sprints and push work Monday and Thursday, strength Tuesday and Friday, and neck work every session for the G-forces.", "will-intro-coach"),
        L("11-10 20:00", "c", "first runs at igls since last season, best 54.1. neck is wrecked", "will-igls1"),
        L("12-03 19:00", "c", "Hallo Ollie, Sabine hier, Will's Mutter. Will crashed at Igls today in the Kreisel and his left shoulder came out. The medics put it back. He is ok, a bit shaken. Liebe Grüße", "will-sabine"),
        L("12-03 19:30", "t", "Danke Sabine. Please tell Will to message me when he can, and no sliding until a doctor has seen the shoulder.", "will-sabine-coach"),
        L("12-06 12:00", "c", "dislocated left shoulder, came out the front. no fracture on the x ray. sling 2 wks. worlds looking unlikely", "will-shoulder"),
        L("01-05 18:00", "c", "mri back. labrum torn at the front, a bankart lesion. surgeon says stabilisation op in april after the season", "will-mri"),
        L("01-20 21:00", "c", "not going to st moritz. gutted. i'll watch it on the stream", "will-noworlds"),
        L("02-25 18:00", "c", "doing push training one armed lol. 15m 2.20", "will-onearm"),
        L("04-18 13:00", "c", "op done yesterday, arthroscopic bankart repair. sling 4 wks. no sliding till october", "will-op"),
        L("04-18 13:30", "t", "Good luck with the recovery Will. Legs and trunk from next week, nothing for the left arm.", "will-op-coach"),
        L("05-09 19:00", "c", "physio 3 times a week. can lift the arm to shoulder height now", "will-rehab"),
    ],
    "ines": [
        L("10-08 10:00", "c", "Olá Ollie! Inês Carvalho, 57, I'm lead for a senior women's rink in Perth. My right knee is bad, osteoarthritis, it hurts getting up out of the delivery. I want to be fit for the Scottish seniors in February.", "ines-intro"),
        L("10-08 10:30", "t", "Olá Inês! Quads and glutes twice a week, and getting up from a lunge every day. We'll keep your sweeping strong too.", "ines-intro-coach"),
        L("10-24 19:00", "c", "I take naproxen 500mg when it's bad, with omeprazole", "ines-naproxen"),
        L("11-14 18:00", "c", "first bonspiel of the season in Kinross, won 3 lost 1 🥌", "ines-bonspiel"),
        L("12-12 20:00", "c", "Olá Ollie, Rui here, husband of Inês. She fell on the ice at training on Thursday, not the knee but her wrist, she says it's fine. She doesn't listen to me. Obrigado", "ines-rui"),
        L("12-12 20:30", "t", "Thanks Rui. Ask her to get the wrist x-rayed please; falls on ice are often worse than they feel.", "ines-rui-coach"),
        L("12-14 13:00", "c", "wrist x-ray fine, just bruised. Rui worries too much 😄", "ines-wrist"),
        L("01-17 18:00", "c", "hyaluronic acid injection in the right knee yesterday. the surgeon says I'm on the list for a new knee but the wait is 18 months", "ines-injection"),
        L("02-12 21:00", "c", "Scottish seniors: lost the final 6-5 on the last end 😢 so no worlds in Korea", "ines-seniors"),
        L("02-12 21:20", "t", "So close Inês. Proud of you all.", "ines-seniors-coach"),
        L("03-10 12:00", "c", "knee much better since the injection, walking to work again", "ines-knee-better"),
        L("04-02 19:00", "c", "clocks changed, evening walks by the Tay in daylight again", "ines-walks"),
        L("04-30 10:00", "c", "season over. going to Porto for 3 weeks in May to see my mother", "ines-porto"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-gwen-throws-vault", "trainer": "gwen", "members": ["osian", "rosa", "barry"],
        "lines": [
            L("10-09 09:00", "t", "Throws & Vault: session times, PBs and comp entries here. Saturday throws 10 am at Leckwith.", "g-tv-start"),
            L("12-25 10:00", "barry", "Nadolig llawen all 🎄", "g-barry-xmas"),
            L("01-10 19:00", "osian", "back throwing 💪", "g-osian-back"),
            L("01-29 12:00", "rosa", "my ankle is the size of a melon 🍈", "g-rosa-ankle"),
            L("01-29 12:15", "barry", "Rest it girl! Listen to Gwen, not like me", "g-barry-rosa"),
            L("05-06 18:00", "osian", "61.05 🚀", "g-osian-pb"),
            L("05-07 19:00", "rosa", "4 METROS 🎉", "g-rosa-4m"),
        ],
    },
    {
        "id": "chat-yusuf-pacing", "trainer": "yusuf", "members": ["dawn", "grace", "wojtek"],
        "lines": [
            L("10-20 09:00", "t", "Pacing group: small wins go here. Thursday pool session is 1 pm at Hengrove.", "g-pace-start"),
            L("12-19 18:30", "wojtek", "sock on the foot 🧦 small win", "g-wojtek-sock"),
            L("02-02 16:30", "dawn", "walked 25 mins!!", "g-dawn-25"),
            L("02-28 12:00", "grace", "op done, endo gone 💜", "g-grace-op"),
            L("05-14 13:00", "grace", "sub hour 10k 💜", "g-grace-10k"),
            L("05-14 13:10", "dawn", "so proud of you grace!", "g-dawn-grace"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("gwen", "osian", "2022-10-08", "Osian (17): javelin U18. PB 58.40 (700 g). Right elbow sore on the inside after throwing. Standing broad jump 2.70 m. Medicine ball overhead throw 16.5 m."),
    ("gwen", "osian", "2023-05-09", "Osian: PB 61.05. Right elbow pain-free. Standing broad jump 2.84 m. Medicine ball overhead throw 18.2 m. Welsh Schools in June."),
    ("gwen", "rosa", "2022-10-12", "Rosa (21): pole vault PB 3.81. 13'6 pole, 140 lb. 30 m sprint 4.31 s. Rope climb 5 m in 9 s. Vegetarian."),
    ("gwen", "rosa", "2023-05-10", "Rosa: PB 4.00. Left ankle taped for every session. 30 m sprint 4.22 s. Back on the 14 ft 145 pole."),
    ("gwen", "barry", "2022-10-08", "Barry (61): M60 hammer, SB 44.60 (5 kg). Left medial elbow pain on grip. Grip dynamometer 46 kg right, 38 kg left. 108 kg."),
    ("gwen", "barry", "2023-04-15", "Barry: weight throw 15.02 at Torun (6th). Grip dynamometer 47 kg right, 44 kg left. 103 kg."),
    ("tash", "chase", "2022-10-12", "Chase (26): enduro. 20 min power 301 W, 72 kg. Back squat 110 kg x 5. Fades after stage 3 at races."),
    ("tash", "chase", "2023-05-11", "Chase: 20 min power 289 W. Left wrist grip 41 kg vs right 52 kg. Back squat 120 kg x 5."),
    ("tash", "lily", "2022-10-08", "Lily-Mae (14): BMX. 10 m gate start 1.98 s. Nut allergy (EpiPen in her bag). Jo brings her."),
    ("tash", "lily", "2023-05-20", "Lily-Mae: 10 m gate start 1.91 s. Left knee stable, single-leg squat good. Talent ID day 10 June."),
    ("tash", "frank", "2022-10-15", "Frank (52): AF, apixaban 5 mg twice daily, bisoprolol 2.5 mg. 104 kg. Resting HR 58. Use RPE, not heart rate zones."),
    ("tash", "frank", "2023-05-13", "Frank: 98.6 kg. Bisoprolol 5 mg. Ladybower loop in 2:05 in April. Ablation still waiting."),
    ("yusuf", "dawn", "2022-10-13", "Dawn (44): fibromyalgia. Pain 6/10 most days. Walks 10 min. 30-second sit-to-stand 8. Sleep poor."),
    ("yusuf", "dawn", "2023-05-04", "Dawn: pain 4/10 most days. Walks 30 min. 30-second sit-to-stand 13. Duloxetine 60 mg."),
    ("yusuf", "grace", "2022-10-17", "Grace (31): endometriosis, laparoscopy awaited. 5k 31:40. Heavy weeks: day 1 to 3 of her cycle. Dairy-free."),
    ("yusuf", "grace", "2023-05-16", "Grace: Bristol 10k 58:47. Pain 1/10 after the excision. Back at netball."),
    ("yusuf", "wojtek", "2022-10-19", "Wojtek (38): CRPS left foot. Pain 8/10, burning. Cannot tolerate a sock. Left/right recognition 62 % accuracy. Pregabalin 75 mg twice daily."),
    ("yusuf", "wojtek", "2023-05-15", "Wojtek: pain 3/10. Left/right recognition 91 %. Walks 40 min in shoes. Pregabalin 75 mg twice daily again."),
    ("ollie", "sky", "2022-10-05", "Sky (24): brakewoman. 30 m sprint 3.98 s. 68 kg. Back squat 95 kg x 3. Push track 30 m 4.72 s."),
    ("ollie", "sky", "2023-04-26", "Sky: 75.2 kg. Back squat 120 kg x 3. Push track 30 m 4.55 s. Right calf fine."),
    ("ollie", "will", "2022-10-07", "Will (29): skeleton. 15 m push 2.12 s. Power clean 100 kg. Neck flexion hold 45 s."),
    ("ollie", "will", "2023-05-10", "Will: three weeks after the left Bankart repair. Legs only. Trap bar 160 kg x 3."),
    ("ollie", "ines", "2022-10-10", "Inês (57): curling, lead. Right knee OA. 30-second sit-to-stand 12. Single-leg balance 8 s right, 20 s left."),
    ("ollie", "ines", "2023-04-28", "Inês: 30-second sit-to-stand 17. Single-leg balance 18 s right, 25 s left. Knee better since the January injection."),
]

TRANSCRIPTS = [
    {
        "id": "tr-gwen-osian-20221128", "trainer": "gwen", "client": "osian", "startedAt": "2022-11-28T18:00:00Z",
        "title": "Call with Osian and Huw: the elbow",
        "lines": [
            ("Coach", 0, "How's the elbow feeling this week?"),
            ("Osian", 4, "Doesn't hurt unless I straighten it fast."),
            ("Huw", 9, "The physio said his hips aren't doing enough, so his arm is doing all the work."),
            ("Coach", 15, "That fits. We'll spend the six weeks on his hips and trunk, and drills with a soft ball."),
            ("Osian", 21, "Can I still do bench press?"),
            ("Coach", 24, "Not for now. Legs, trunk and the left arm only."),
        ],
    },
    {
        "id": "tr-tash-chase-20230103", "trainer": "tash", "client": "chase", "startedAt": "2023-01-03T19:00:00Z",
        "title": "Call: the scaphoid hasn't healed",
        "lines": [
            ("Coach", 0, "What did the surgeon say exactly?"),
            ("Chase", 4, "It's a non-union. The blood supply to that bone is rubbish, so they want a screw in it."),
            ("Coach", 10, "When?"),
            ("Chase", 12, "February, they said. The shop says I can do the till and bike fits till then."),
            ("Coach", 18, "We'll keep your legs and lungs going on the turbo and aim for the race season from April."),
        ],
    },
    {
        "id": "tr-yusuf-wojtek-20230125", "trainer": "yusuf", "client": "wojtek", "startedAt": "2023-01-25T17:00:00Z",
        "title": "Call: going back to the buses",
        "lines": [
            ("Coach", 0, "How is the foot in the shoe now?"),
            ("Wojtek", 4, "Better. Fifteen minutes, then it starts to burn."),
            ("Coach", 9, "And your sleep?"),
            ("Wojtek", 12, "The tablets make me sleep ten hours. Agnieszka says I snore like a tractor."),
            ("Coach", 18, "What worries you about going back to work?"),
            ("Wojtek", 21, "The pedal. Left foot is clutch on the old buses, but the new ones are automatic, so maybe OK."),
        ],
    },
    {
        "id": "tr-ollie-will-20230110", "trainer": "ollie", "client": "will", "startedAt": "2023-01-10T18:00:00Z",
        "title": "Call: after the MRI",
        "lines": [
            ("Coach", 0, "How are you doing in yourself?"),
            ("Will", 4, "Low, honestly. Four years working for this season."),
            ("Coach", 9, "What does the surgeon want you to do until April?"),
            ("Will", 12, "Physio for the rotator cuff, and no overhead lifting."),
            ("Coach", 17, "Then we build the biggest legs you've ever had. Push starts are mostly legs anyway."),
            ("Will", 22, "My mum wants me to give it up and go back to teaching."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("osian", "2022-11-25", 7.5, 7, 40, "Elbow."),
    ("osian", "2023-04-14", 8.5, 3, 95, "Easter camp."),
    ("rosa", "2022-11-21", 7.0, 4, 85, "New pole."),
    ("rosa", "2023-03-17", 5.5, 8, 50, "Dissertation."),
    ("barry", "2022-12-02", 6.5, 5, 60, "Elbow strap."),
    ("barry", "2023-04-03", 7.5, 2, 90, "After Torun."),
    ("chase", "2022-11-18", 6.0, 8, 30, "Wrist."),
    ("chase", "2023-04-14", 7.5, 3, 90, "Riding again."),
    ("lily", "2022-11-25", 9.0, 6, 50, "Knee brace."),
    ("lily", "2023-02-17", 9.5, 2, 95, "Half term."),
    ("frank", "2022-11-28", 6.5, 6, 70, "AF episode."),
    ("frank", "2023-03-10", 7.0, 3, 80, "Snow week."),
    ("dawn", "2022-11-18", 4.5, 8, 30, "Flare."),
    ("dawn", "2023-02-03", 7.0, 4, 85, "25 minutes."),
    ("grace", "2022-12-09", 6.0, 6, 75, "Norethisterone."),
    ("grace", "2023-03-08", 8.0, 3, 90, "After the op."),
    ("wojtek", "2022-11-04", 10.0, 7, 60, "Pregabalin."),
    ("wojtek", "2023-03-20", 8.0, 5, 85, "Back at work."),
    ("sky", "2022-12-17", 8.0, 7, 60, "Calf."),
    ("sky", "2023-01-27", 8.5, 3, 95, "Push PB."),
    ("will", "2022-12-09", 6.0, 8, 50, "Shoulder."),
    ("will", "2023-04-21", 7.0, 5, 80, "After the op."),
    ("ines", "2022-12-16", 7.0, 4, 85, "Wrist."),
    ("ines", "2023-02-14", 6.5, 6, 70, "After the final."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("barry", "weight", "kg", "2022-10-08", "2023-05-13", 7, 108.0, 102.5, 0.4),
    ("frank", "weight", "kg", "2022-10-15", "2023-05-13", 7, 104.0, 98.6, 0.4),
    ("sky", "weight", "kg", "2022-10-05", "2022-12-10", 7, 68.0, 72.5, 0.3),
    ("sky", "weight", "kg", "2022-12-17", "2023-05-13", 7, 72.0, 75.2, 0.3),
    ("chase", "weight", "kg", "2022-10-12", "2023-05-11", 14, 72.0, 73.5, 0.4),
    ("dawn", "steps", "steps", "2022-10-13", "2023-05-13", 7, 2500, 6500, 600),
    ("wojtek", "steps", "steps", "2022-10-19", "2023-05-15", 7, 1500, 7000, 600),
    ("frank", "resting_heart_rate", "bpm", "2022-10-15", "2023-05-13", 7, 58.0, 54.0, 1.5),
    ("sky", "resting_heart_rate", "bpm", "2022-10-05", "2023-05-13", 7, 56.0, 51.0, 1.5),
    ("frank", "systolic_bp", "mmHg", "2022-10-15", "2023-05-13", 14, 138.0, 126.0, 3.0),
    ("ines", "systolic_bp", "mmHg", "2022-10-10", "2023-04-28", 14, 142.0, 134.0, 3.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("frank", "goal-tash-frank-weight", "weight", 96, "kg", "2023-07-31", "active"),
    ("barry", "goal-gwen-barry-weight", "weight", 101.6, "kg", "2023-06-30", "active"),
    ("sky", "goal-ollie-sky-weight", "weight", 75, "kg", "2023-04-30", "achieved"),
    ("dawn", "goal-yusuf-dawn-steps", "steps", 6000, "steps", "2023-05-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("rosa", "2022-12-05", "Vitamin D", 31, "nmol/L", 50, 175),
    ("rosa", "2023-04-03", "Vitamin D", 68, "nmol/L", 50, 175),
    ("frank", "2022-12-05", "Total cholesterol", 5.8, "mmol/L", 0, 5.0),
    ("frank", "2022-12-05", "Creatinine", 96, "umol/L", 60, 110),
    ("grace", "2022-11-14", "Haemoglobin", 104, "g/L", 115, 160),
    ("grace", "2023-04-17", "Haemoglobin", 126, "g/L", 115, 160),
    ("sky", "2022-10-03", "Ferritin", 52, "ug/L", 15, 150),
    ("dawn", "2023-01-09", "Vitamin D", 44, "nmol/L", 50, 175),
    ("barry", "2023-02-20", "HbA1c", 44, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks!", "👍", "🙏", "👌", "🙌", "ok", "okey dokey", "yep", "done ✅", "booked", "paid ✅",
    "running 10 late sorry", "traffic is mad", "can we do later?", "what time tmrw?", "see you then", "will do",
    "wrong chat 🙈", "sound", "lush", "perfect", "cool cool", "nice one", "haha", "got it", "legend", "diolch",
    "phone died sorry", "sorry only just seen this", "same time next week?", "usual place?",
    "can i pay by bank transfer", "ace", "omw", "obrigada", "cheers", "ha true", "👀", "😂", "thank you 😊",
    "dzięki", "gracias!", "parking is a nightmare", "just leaving now",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem at all.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Same time as usual.", "Shout if anything changes.", "Transfer is fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, with `when`
    reading a line's year from its month)."""
    return blind_roster(sys.modules[__name__], seed=20230522, health_seed=20230522, when=when, chatter_lines=(20, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
