#!/usr/bin/env python3
"""Build the forty-sixth blind data set for the answer benchmark (bench/answers_data/blind46.json).

    functions/venv/bin/python -m bench.answers_data.build_blind46

Four trainers of kinds no other roster has: a duathlon coach at Ripon (Casimir Barraclough), a floorball
coach at Doncaster (Ingeborg Dimmock), a sambo (Russian wrestling) coach at Barnsley (Tadhg Scargill) and
a snowboarding coach at the Tamworth Snowdome (Honor Ogilvy). 12 clients, 1 January to 30 June 2006
(asked on Monday 3 July 2006): one-to-one chats, four group chats, session notes, four session
transcripts, check-ins, client profiles and health data, in the format of demo/data/demo_dataset.json.
Written on 2026-12-05 by helper h-blind46 (issue 14) without reading shared/domain/*, shared/usecases/*,
functions/*, any list of benchmark failures or any result file, and of docs/ANSWERS.md only the
forty-fifth blind set's section: a held-out check of whether the fixes made on the other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Seamus's left elbow, dislocated in randori; Felicity's right foot, a stress fracture),
a medicine changed twice (Phoebe's hay fever: Piriton, cetirizine instead, a nose spray and eye drops
added; Jasper's asthma: a blue inhaler, a brown one added, Symbicort instead of the brown), a client who
tells the group chat more than the coach (Shirley, Janice), a client who says little beyond yes or no
(Nigel, Cillian) and two kinds new in this roster: **a client who goes by two names** (Clodagh Rushworth,
who marries in May and is Clodagh Ainscough after it, "Mrs A" to the team; Wilbur Murgatroyd, whom
everyone calls by his middle name Giles, his licence and forms saying Wilbur), the records using both,
and **a client whose numbers come in mixed units** (Stuart "Stu" Gaskell: stone and pounds until his
wife buys kilo scales, miles and minutes a mile beside kilometres, a ride at 28 °F, a run at 91 degrees;
Terry Crabtree: stone and pounds on his nan's scales, kilos at the weigh-in, a sauna at 190 degrees,
three miles round the reservoir), so a question in the other unit has to find them.

The period, January to June 2006, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1997 to 2006 finds none). Inside it (every weekday checked with
Python's `datetime`): Burns Night (Wednesday 25 January), Valentine's Day (Tuesday 14 February), Shelley
Rudman's skeleton silver in Turin (Thursday 16 February), Pancake Day (Tuesday 28 February), Mothering
Sunday and the clocks going forward (Sunday 26 March), the Grand National Numbersixvalverde won (Saturday
1 April), Good Friday (14 April), Easter Monday (17 April), the Queen's 80th birthday (Friday 21 April),
the London Marathon (Sunday 23 April), the day Rooney broke his foot (Saturday 29 April), the May Day bank
holiday (Monday 1 May), Gerrard's FA Cup final (Saturday 13 May), the night Lordi won Eurovision (Saturday
20 May), the spring bank holiday (Monday 29 May), England v Paraguay (Saturday 10 June), England v
Trinidad (Thursday 15 June) and England v Ecuador (Sunday 25 June). The everyday chatter comes from this
builder's own pools with a fixed seed (roster_assembly.chatter), names no body part, food, drink,
medicine, sport, event, unit or number a question asks about, and is kept off every day a story line or a
named day falls on (QUIET_DAYS). Deterministic: two runs write byte-identical files. `blind46_tags.json`
maps the story tags to message ids for the question list (bench/answers_data/blind46_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime, timedelta
from pathlib import Path

from bench.answers_data import build_blind
from bench.answers_data.build_blind import L
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind46.json", HERE / "blind46_tags.json"
YEAR = 2006
START, END = datetime(2006, 1, 2, 7, 0), datetime(2006, 6, 30, 21, 0)
ASKED_AT = "2006-07-03T08:00:00Z"

TRAINERS = [
    {"id": "coach-casimir", "displayName": "Casimir Barraclough", "email": "casimir.barraclough@example.com", "short": "casimir"},
    {"id": "coach-ingeborg", "displayName": "Ingeborg Dimmock", "email": "ingeborg.dimmock@example.com", "short": "ingeborg"},
    {"id": "coach-tadhg", "displayName": "Tadhg Scargill", "email": "tadhg.scargill@example.com", "short": "tadhg"},
    {"id": "coach-honor", "displayName": "Honor Ogilvy", "email": "honor.ogilvy@example.com", "short": "honor"},
]

# (trainer short, client id, display name, short). Clodagh is registered under her maiden name and Giles
# under his first name Wilbur: the records and the questions use the other name too.
CLIENTS = [
    ("casimir", "stuart-gaskell", "Stuart Gaskell", "stu"),
    ("casimir", "nigel-mellor", "Nigel Mellor", "nigel"),
    ("casimir", "felicity-clegg", "Felicity Clegg", "felicity"),
    ("ingeborg", "clodagh-rushworth", "Clodagh Rushworth", "clodagh"),
    ("ingeborg", "jasper-kershaw", "Jasper Kershaw", "jasper"),
    ("ingeborg", "shirley-bottomley", "Shirley Bottomley", "shirley"),
    ("tadhg", "terry-crabtree", "Terry Crabtree", "terry"),
    ("tadhg", "wilbur-murgatroyd", "Wilbur Murgatroyd", "giles"),
    ("tadhg", "seamus-oldroyd", "Seamus Oldroyd", "seamus"),
    ("honor", "phoebe-royle", "Phoebe Royle", "phoebe"),
    ("honor", "janice-grimshaw", "Janice Grimshaw", "janice"),
    ("honor", "cillian-marsden", "Cillian Marsden", "cillian"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a group talker, a yes/no client, a
# client with two names, a client whose numbers come in mixed units) has one in each half.
DEV_CLIENTS = ("stu", "nigel", "clodagh", "shirley", "seamus", "phoebe")

PROFILES = [
    {"clientId": "stuart-gaskell", "age": 41, "goal": "Under 2:20 at the Castle Howard duathlon in June and under 13 stone",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Duathlon, Ripon. Animal feed rep from Thirsk. Wife Marlene. Known as Stu. Thinks in stone, pounds and miles; the plan is in kilos and kilometres."},
    {"clientId": "nigel-mellor", "age": 22, "goal": "Win the Castle Howard duathlon",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Duathlon, Ripon. Farmhand at Boroughbridge. Says little."},
    {"clientId": "felicity-clegg", "age": 33, "goal": "Qualify for the age-group world duathlon championships",
     "dietaryRestrictions": [],
     "injuries": ["stress fracture, second metatarsal, right foot (sore from the Fountains Abbey race 9 April 2006, MRI 25 April): walking boot six weeks, no operation"],
     "notes": "Duathlon, Ripon. Solicitor in Ripon. Partner Alun."},
    {"clientId": "clodagh-rushworth", "age": 29, "goal": "Fit for her wedding in May and the league title",
     "dietaryRestrictions": [],
     "injuries": ["jammed left thumb (February 2006): taped"],
     "notes": "Floorball goalkeeper, Doncaster. Midwife at Doncaster Royal Infirmary. Married Gerard Ainscough on 20 May 2006: Clodagh Ainscough since, registered here under her maiden name Rushworth. Sister Dervla."},
    {"clientId": "jasper-kershaw", "age": 36, "goal": "Play a full game without stopping for breath",
     "dietaryRestrictions": [],
     "injuries": ["exercise asthma (GP 8 February 2006): salbutamol (blue) inhaler, then beclometasone (brown) added (15 March), then Symbicort instead of the brown one (10 May)"],
     "notes": "Floorball centre, Doncaster. Works in IT at the council. Wife Carole. Played ice hockey when younger."},
    {"clientId": "shirley-bottomley", "age": 51, "goal": "Have a laugh and keep moving",
     "dietaryRestrictions": [],
     "injuries": ["right knee, keyhole operation (7 April 2006)"],
     "notes": "Floorball, Doncaster. School dinner lady from Bawtry. Husband Dunc. Tells the team chat more than the coach."},
    {"clientId": "terry-crabtree", "age": 28, "goal": "Fight at 74 kg at the British sambo championships in May",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Sambo, Barnsley. Scaffolder from Wombwell. Girlfriend Kaz. Weighs himself in stone and pounds on his nan's scales; the weigh-ins are in kilos."},
    {"clientId": "wilbur-murgatroyd", "age": 34, "goal": "A medal in the masters at the British championships",
     "dietaryRestrictions": [],
     "injuries": ["back spasm (March 2006): osteopath"],
     "notes": "Sambo, Barnsley. Gas engineer from Penistone. Full name Wilbur Giles Murgatroyd, goes by his middle name Giles; Wilbur only on his licence and forms. Wife Elaine."},
    {"clientId": "seamus-oldroyd", "age": 24, "goal": "Win a sambo open in his first year",
     "dietaryRestrictions": [],
     "injuries": ["dislocated left elbow (randori, 4 March 2006): put back at A&E, sling two weeks, physio"],
     "notes": "Sambo, Barnsley. Apprentice electrician from Hoyland. Four years of judo before. Mum Mairead."},
    {"clientId": "phoebe-royle", "age": 19, "goal": "Land a 360 and make the freestyle team",
     "dietaryRestrictions": [],
     "injuries": ["hay fever (from April 2006): Piriton, then cetirizine instead (GP 3 May), then a Beconase nose spray and Opticrom eye drops added (1 June)"],
     "notes": "Snowboarding, Tamworth Snowdome. Student, weekend job at Drayton Manor. Mum Georgina."},
    {"clientId": "janice-grimshaw", "age": 45, "goal": "Ski-and-board trip next winter without falling over",
     "dietaryRestrictions": [],
     "injuries": ["left wrist, buckle fracture (fall on the slope, 11 March 2006): splint four weeks"],
     "notes": "Snowboarding, Tamworth Snowdome. School receptionist from Polesworth. Son Tez. Tells the group chat more than the coach."},
    {"clientId": "cillian-marsden", "age": 15, "goal": "Podium at the summer slopestyle",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Snowboarding, Tamworth Snowdome. Schoolboy. Brother Iggy drives him. Says little."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[build_blind.Line]] = {
    # Mixed units: stone and pounds, then kilos from his wife's scales; miles, minutes a mile and kilometres; °F.
    "stu": [
        L("01-03 19:10", "c", "Happy new year Cas. Weighed myself this morning: 14 st 9 lb. I want to be under 13 stone by Castle Howard in June.", "stu-intro"),
        L("01-03 19:40", "t", "Good target. Get some scales that do kilos when you can, the plan's all in kilos. Three runs and two rides a week to start.", "stu-intro-coach"),
        L("01-17 20:05", "c", "Ran the Boroughbridge loop last night, 6 miles in 51 minutes. Legs like lead.", "stu-run1"),
        L("01-31 18:30", "c", "Turbo done. 10 miles on the Garmin in 31:40, felt ok.", "stu-turbo"),
        L("02-14 08:10", "c", "Marlene got me scales for Valentine's. Romantic. They only do kilos: 91.2 this morning.", "stu-scales"),
        L("02-14 08:30", "t", "Perfect, kilos it is. Weigh every Monday and it goes in the log.", "stu-scales-coach"),
        L("03-05 13:20", "c", "Thirsk 10k: 44:10! That's 7:06 a mile.", "stu-10k"),
        L("03-05 13:45", "t", "Great run. In kilometres that's 4:25 a km. First run at Fountains Abbey at 4:35 a km, no faster.", "stu-10k-coach"),
        L("03-11 11:00", "c", "Garmin said 28 degrees F at the start of the ride this morning. Couldn't feel my fingers on the brakes for an hour.", "stu-cold"),
        L("03-11 11:20", "t", "Lobster gloves. And when it's frosty like that the long ride goes on the turbo.", "stu-cold-coach"),
        L("04-09 15:00", "c", "Fountains Abbey duathlon done. 5k run 21:30, 20k bike 38:05, 5k run 22:40. 9th in the 40-44s.", "stu-abbey"),
        L("04-09 15:30", "t", "Nine minutes quicker than last year. The second run is where we find the time.", "stu-abbey-coach"),
        L("04-26 21:00", "c", "First brick session: 15 mile ride then 2 miles running straight off the bike. Legs like jelly.", "stu-brick"),
        L("05-15 07:45", "c", "13 st 7 on the old bathroom scales at my mum's, 85.9 on Marlene's. Which one's lying?", "stu-mum"),
        L("05-15 08:10", "t", "Neither, they agree within half a pound. Stick to the one at home.", "stu-mum-coach"),
        L("06-12 19:30", "c", "91 degrees in the car coming back from Northallerton. Ran 5 miles at 7:40 pace anyway.", "stu-heat"),
        L("06-12 19:50", "t", "Not in that heat again please: early mornings till this breaks, and two bottles on you.", "stu-heat-coach"),
        L("06-18 14:10", "c", "Castle Howard: 10k run 43:20, 40k bike 1:12:30, 5k run 22:05. 2:19:55. UNDER 2:20!!", "stu-race"),
        L("06-18 14:40", "t", "Brilliant. That first 10k was 4:20 a km, the best you've ever run off a start line.", "stu-race-coach"),
        L("06-26 08:00", "c", "84.6 this morning. Marlene says that's 13 st 4 and a half. Not under 13 stone yet.", "stu-last"),
    ],
    # Says little: aye, no, a time. The coach's question is half the answer.
    "nigel": [
        L("01-10 19:00", "t", "Welcome aboard Nigel. Any injuries I should know about?", "nigel-intro-q"),
        L("01-10 21:30", "c", "no", "nigel-intro"),
        L("02-07 20:00", "t", "Did you get the bike serviced?", "nigel-bike-q"),
        L("02-08 06:40", "c", "aye. new chain", "nigel-bike"),
        L("03-05 13:30", "t", "How did Thirsk go?", "nigel-10k-q"),
        L("03-05 16:50", "c", "36:58", "nigel-10k"),
        L("03-20 20:00", "t", "Is lambing still keeping you up at night?", "nigel-lambing-q"),
        L("03-21 05:50", "c", "aye. 3 hrs sleep", "nigel-lambing"),
        L("04-09 15:05", "t", "Fountains Abbey, how was it?", "nigel-abbey-q"),
        L("04-09 18:00", "c", "3rd. puncture", "nigel-abbey"),
        L("04-09 18:10", "t", "Third with a puncture! Did you change it yourself?", "nigel-abbey-q2"),
        L("04-09 19:45", "c", "aye. 4 min", "nigel-abbey2"),
        L("05-08 19:00", "t", "Any soreness after the long ride?", "nigel-knee-q"),
        L("05-08 22:10", "c", "left knee. bit", "nigel-knee"),
        L("05-08 22:15", "t", "Saddle down 5 mm and ice it. Tell me if it's worse by Friday.", "nigel-knee-coach"),
        L("05-12 07:00", "c", "fine now", "nigel-knee-ok"),
        L("06-18 14:30", "t", "Castle Howard?", "nigel-race-q"),
        L("06-18 20:00", "c", "1st. 2:01", "nigel-race"),
        L("06-18 20:05", "t", "First overall! Proud of you. Do you want to try the British championships next year?", "nigel-race-coach"),
        L("06-19 06:30", "c", "maybe", "nigel-maybe"),
    ],
    # An injury from the first ache to the first run back: the right foot, a stress fracture.
    "felicity": [
        L("01-09 12:30", "c", "Hi Cas, Felicity Clegg. Two duathlons last year, I want to qualify for the age-group worlds. Alun (my other half) will be the one holding the bags at races.", "felicity-intro"),
        L("01-09 13:00", "t", "Welcome! The qualifier is Castle Howard in June. We'll build the run first, the bike's already good.", "felicity-intro-coach"),
        L("03-05 14:00", "c", "Thirsk 10k in 41:50. Top of my right foot a bit achy after, nothing much.", "felicity-ache"),
        L("04-09 16:00", "c", "Fountains Abbey: 2nd woman! But the top of my right foot is really sore, limped the last km.", "felicity-onset"),
        L("04-09 16:20", "t", "Brilliant result, but no running till the foot's been seen. Ice it, and the GP if it's still sore on Tuesday.", "felicity-onset-coach"),
        L("04-12 17:40", "c", "X-ray clear. GP thinks it's a strained tendon, rest a week.", "felicity-xray"),
        L("04-25 18:15", "c", "Still sore so the sports doctor sent me for an MRI. Stress fracture, second metatarsal, right foot. Walking boot for six weeks.", "felicity-mri"),
        L("04-25 18:40", "t", "Oh Felicity. We keep the engine going in the pool and, once the doctor's happy, on the turbo. No weight through that foot for now.", "felicity-mri-coach"),
        L("04-29 19:00", "c", "Rooney's only gone and broken the same bone! Me and Wayne in the boot together for the World Cup.", "felicity-rooney"),
        L("05-10 12:10", "c", "Sports doctor says easy spins on the turbo in the boot are fine now.", "felicity-turbo"),
        L("06-06 17:30", "c", "Boot off today!! My foot looks like a stranger's.", "felicity-bootoff"),
        L("06-06 17:50", "t", "Walk for a week, then we start walk-run on grass.", "felicity-bootoff-coach"),
        L("06-14 19:20", "c", "First run! 10 x 1 minute jog, 1 minute walk on the grass at Ripon racecourse. No pain.", "felicity-run"),
        L("06-14 19:40", "t", "That's the comeback started. Add a little each week, no hills till July.", "felicity-run-coach"),
        L("06-18 15:00", "c", "Did the bike leg at Castle Howard in a relay with two girls from the club and we won the women's relay!", "felicity-relay"),
        L("06-27 18:00", "c", "Physio signed me off to build up the running. No worlds this year, but next year.", "felicity-signedoff"),
    ],
    # Two names: registered as Clodagh Rushworth, married in May, Clodagh Ainscough (Mrs A) after it.
    "clodagh": [
        L("01-05 18:00", "c", "Hi Ingeborg, Clodagh Rushworth, the new goalie. Getting married in May so I need to be fit for the dress and for the league!", "clodagh-intro"),
        L("01-05 18:30", "t", "Welcome Clodagh, and congratulations! Mondays and Thursdays, bring knee pads and your own mask if you have one.", "clodagh-intro-coach"),
        L("02-02 21:40", "c", "Jammed my left thumb on a shot tonight. Going a bit purple.", "clodagh-thumb"),
        L("02-02 21:55", "t", "Tape it to the next finger and ice it. We'll get you a bigger glove.", "clodagh-thumb-coach"),
        L("02-16 20:00", "c", "Thumb's fine now, new glove is a beast.", "clodagh-thumb-ok"),
        L("03-18 13:00", "c", "Dress fitting today, it needs taking in! Down 2 kilos since Christmas.", "clodagh-dress"),
        L("04-20 19:00", "c", "Hen do in Magaluf this weekend, back for Monday hopefully, not promising anything.", "clodagh-hen"),
        L("05-18 21:30", "c", "Last training as Miss Rushworth!! Wedding Saturday at Conisbrough, then Corfu for ten days.", "clodagh-wedding"),
        L("05-18 21:45", "t", "Have the best day. Congratulations to you and Gerard!", "clodagh-wedding-coach"),
        L("06-01 10:00", "c", "Back from Corfu. It's Clodagh Ainscough now by the way! Can you change it on the team sheet and the league registration?", "clodagh-name"),
        L("06-01 10:30", "t", "Team sheet done. The league needs a copy of the marriage certificate to change your registration, bring one Monday.", "clodagh-name-coach"),
        L("06-05 19:00", "c", "Certificate copy's in your pigeonhole. Signed CLODAGH AINSCOUGH on the form for the first time, felt weird.", "clodagh-cert"),
        L("06-15 21:30", "c", "Clean sheet against Rotherham! First one as Mrs A.", "clodagh-cleansheet"),
        L("06-15 21:45", "t", "Best game of your season. Your angles on the low shots were perfect.", "clodagh-cleansheet-coach"),
        L("06-26 12:00", "c", "Bank card's come in my new name, so the kit money goes to the Ainscough account now.", "clodagh-bank"),
    ],
    # A medicine changed twice: the asthma, one inhaler at a time.
    "jasper": [
        L("01-12 20:00", "c", "Jasper here. Played ice hockey years ago, want to see if the legs remember. I'll play centre if you'll have me.", "jasper-intro"),
        L("02-06 21:50", "c", "Really wheezy in the cold tonight, had to come off twice.", "jasper-wheeze"),
        L("02-06 22:05", "t", "See the GP about that please, it's not just fitness.", "jasper-wheeze-coach"),
        L("02-08 17:30", "c", "GP says exercise asthma. Blue inhaler, salbutamol, two puffs before training.", "jasper-blue"),
        L("03-15 18:00", "c", "Using the blue one every session and most nights, so the asthma nurse has added a brown one, beclometasone, two puffs morning and night.", "jasper-brown"),
        L("03-15 18:20", "t", "Good. The blue one lives in the bench bag from now on.", "jasper-brown-coach"),
        L("04-24 20:10", "c", "Brown inhaler's giving me a croaky voice and a sore mouth.", "jasper-hoarse"),
        L("05-10 17:45", "c", "Nurse has stopped the brown one. Symbicort instead, one puff twice a day, blue one only when I need it.", "jasper-symbicort"),
        L("05-10 18:00", "t", "Rinse and spit after it, that's what got your voice.", "jasper-symbicort-coach"),
        L("06-08 21:45", "c", "Haven't touched the blue inhaler in three weeks. Played the full game tonight.", "jasper-better"),
        L("06-22 20:00", "c", "Peak flow 520 now, it was 410 in February.", "jasper-peak"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "shirley": [
        L("01-06 11:00", "c", "Hello love, Shirley. Don't expect much, I'm here for the laugh.", "shirley-intro"),
        L("02-20 18:30", "c", "Knee's a bit creaky, I'll go in goal for the warm up.", "shirley-creaky"),
        L("03-30 19:00", "c", "Can't make the next couple of weeks, bits and bobs.", "shirley-away"),
        L("03-30 19:20", "t", "No problem Shirley, see you when you're back.", "shirley-away-coach"),
        L("04-24 17:00", "c", "Back Thursday. Knee's fine.", "shirley-back"),
        L("05-26 16:00", "c", "Can't make Monday, family stuff.", "shirley-family"),
        L("06-10 08:00", "c", "Might be late, walking something for charity this morning.", "shirley-charity"),
    ],
    # Mixed units: stone and pounds at home, kilos at the weigh-in; miles; a sauna in degrees F.
    "terry": [
        L("01-09 18:00", "c", "Christmas done me. 12 st 13 this morning.", "terry-intro"),
        L("01-09 18:20", "t", "You fight at 74 kilos at the Brits in May. Get on the club scales Thursday and we'll talk in kilos from there.", "terry-intro-coach"),
        L("01-12 21:00", "c", "Club scales said 82.3. Sounds worse in kilos.", "terry-club"),
        L("01-24 19:30", "c", "Ran 3 mile round Worsbrough reservoir in 25 minutes. Lungs on fire.", "terry-run"),
        L("02-15 20:00", "c", "Sauna at the leisure centre says 190 degrees. Lasted 8 minutes.", "terry-sauna"),
        L("02-15 20:20", "t", "No saunas to make weight, Terry. We do it with food. Ten minutes at most, and water after.", "terry-sauna-coach"),
        L("03-16 21:10", "c", "Squatted 100 kilos for 5. Kaz says that's near enough 16 stone, more than me.", "terry-squat"),
        L("04-19 08:00", "c", "11 st 12 on my nan's scales!", "terry-nan"),
        L("04-19 08:30", "t", "Good lad. The club scales Thursday are the ones that count.", "terry-nan-coach"),
        L("05-06 18:00", "c", "Weighed in at 73.8. Won two, lost the semi. BRONZE at the Brits!", "terry-brits"),
        L("05-06 18:30", "t", "A bronze at your first Brits, at a weight you'd never fought at. Proud of you.", "terry-brits-coach"),
        L("05-16 19:00", "c", "Back up to 12 st 3 after a week of Kaz's cooking.", "terry-after"),
        L("06-21 20:30", "c", "5k round Locke Park in 23:40. What's that a mile?", "terry-5k"),
        L("06-21 20:50", "t", "Quicker than your reservoir run in January, whatever the units.", "terry-5k-coach"),
    ],
    # Two names: Wilbur on the forms and the licence, Giles (his middle name) to everyone.
    "giles": [
        L("01-11 19:00", "c", "Hi Tadhg, it's Giles. The form says Wilbur, ignore that, nobody's called me Wilbur since school except my mother.", "giles-intro"),
        L("01-11 19:20", "t", "Giles it is. The licence has to match your passport though, so Wilbur goes on that.", "giles-intro-coach"),
        L("02-09 20:00", "c", "Licence came. WILBUR G MURGATROYD in capitals. The lads have seen it. I'm finished.", "giles-licence"),
        L("03-13 07:30", "c", "Back's gone into spasm lifting a boiler at work. Can't stand up straight.", "giles-back"),
        L("03-13 07:50", "t", "No mat this week. Heat, gentle walking, and see someone if it hasn't eased in three days.", "giles-back-coach"),
        L("03-17 18:00", "c", "Osteopath in Penistone sorted it. Back on the mat next week.", "giles-osteo"),
        L("04-05 21:00", "c", "Passed the club coaching course. Certificate says Wilbur, of course.", "giles-course"),
        L("05-06 18:10", "c", "Masters at the Brits: won my first bout, lost the second to the lad who won it. Black eye.", "giles-brits"),
        L("05-07 10:00", "c", "Elaine says if I come home with another black eye she's calling me Wilbur for a month.", "giles-eye"),
        L("06-20 20:00", "c", "Baby's due in August. If it's a boy it is NOT going to be a Wilbur.", "giles-baby"),
        L("06-20 20:15", "t", "Congratulations to you both! Giles junior has a ring to it.", "giles-baby-coach"),
    ],
    # An injury from the day it started to the day he was back: the left elbow, dislocated in randori.
    "seamus": [
        L("01-08 18:00", "c", "Seamus. 24, four years of judo, want to try sambo comps this year.", "seamus-intro"),
        L("01-08 18:30", "t", "Welcome. The leg locks are the big difference from judo: tap early.", "seamus-intro-coach"),
        L("03-04 19:40", "c", "Done my left elbow in randori tonight, arm went the wrong way on a throw. Popped out. At A&E in Barnsley.", "seamus-onset"),
        L("03-04 19:50", "t", "Keep it still and don't let anyone pull on it. Who's with you?", "seamus-onset-coach"),
        L("03-04 20:05", "c", "Moz drove me.", "seamus-moz"),
        L("03-05 10:00", "c", "Dislocated. Doctor put it back under gas and air, nothing broken on the x-ray. Sling two weeks then physio.", "seamus-ae"),
        L("03-05 10:20", "t", "Sling means sling. I'll write you a legs-only plan.", "seamus-ae-coach"),
        L("03-06 12:00", "c", "Me mam wants me to pack it in.", "seamus-mam"),
        L("03-20 18:00", "c", "Sling off. Physio says it's stiff, can't straighten it yet, exercises four times a day.", "seamus-slingoff"),
        L("04-18 19:00", "c", "Physio says I can drill with a partner now. No arm locks, no falling on it.", "seamus-drill"),
        L("04-18 19:15", "t", "Drilling only. You'll go with Terry, he's careful.", "seamus-drill-coach"),
        L("05-15 21:30", "c", "First randori back tonight! Elbow felt fine, a bit of a clunk.", "seamus-randori"),
        L("05-15 21:45", "t", "Light rounds for two weeks, and tap early on anything on that arm.", "seamus-randori-coach"),
        L("06-17 17:00", "c", "Rotherham open: GOLD at 82 kilos!! First comp back.", "seamus-gold"),
        L("06-17 17:20", "t", "Three months from a dislocation to a gold. Amazing.", "seamus-gold-coach"),
        L("06-27 18:30", "c", "Physio's signed me off. Band exercises twice a week to keep it.", "seamus-signedoff"),
    ],
    # A medicine changed twice: the hay fever, a drowsy tablet, then another, then a spray and drops added.
    "phoebe": [
        L("01-07 12:00", "c", "Hi Honor, Phoebe. I want to learn 360s and get on the rails this year, and I'm going to Andorra in February.", "phoebe-intro"),
        L("01-07 12:30", "t", "Love it. Edges first, then the rails. 360s by Andorra if you come twice a week.", "phoebe-intro-coach"),
        L("02-26 19:00", "c", "Back from Andorra!! Landed my first 360 on the last day.", "phoebe-andorra"),
        L("04-20 18:00", "c", "Hay fever's started early. Sneezing my head off. Got Piriton from the chemist.", "phoebe-piriton"),
        L("04-29 16:00", "c", "Fell off the box today, felt dozy the whole session. Is it the Piriton?", "phoebe-fall"),
        L("04-29 16:30", "t", "Piriton makes lots of people drowsy. No rails till it's sorted, and ask the GP for a non-drowsy one.", "phoebe-fall-coach"),
        L("05-03 17:00", "c", "GP says stop the Piriton, cetirizine instead, one a day. Non-drowsy.", "phoebe-cetirizine"),
        L("05-20 18:00", "c", "Cetirizine is way better. Landed a 360 off the kicker today, wide awake for once.", "phoebe-better"),
        L("06-01 17:30", "c", "Pollen's mad, eyes streaming even with the cetirizine. The nurse added a Beconase nose spray and Opticrom eye drops.", "phoebe-beconase"),
        L("06-01 17:50", "t", "Good. Goggles on even indoors, it helps the eyes.", "phoebe-beconase-coach"),
        L("06-24 20:00", "c", "Made the Snowdome freestyle team for the summer comp!", "phoebe-team"),
    ],
    # Says little to the coach: her news is mostly in the group chat.
    "janice": [
        L("01-14 10:00", "c", "Hi Honor, Janice. Total beginner, be gentle with me.", "janice-intro"),
        L("03-11 17:00", "c", "Bit of a bruise on my wrist, I'll sit out next week.", "janice-bruise"),
        L("03-11 17:20", "t", "Look after it, Janice. Wrist guards for everyone from now on.", "janice-bruise-coach"),
        L("04-15 10:00", "c", "Back next week.", "janice-back"),
        L("05-25 09:00", "c", "Can't do Saturday, family thing.", "janice-family"),
    ],
    # Says little: yeah, nah, a place. The coach's question is half the answer.
    "cillian": [
        L("01-15 18:00", "t", "Cillian, did you land the 180 on the kicker?", "cillian-180-q"),
        L("01-15 20:30", "c", "yeah", "cillian-180"),
        L("02-12 18:00", "t", "Any pain after that fall on the rail?", "cillian-fall-q"),
        L("02-12 21:00", "c", "nah", "cillian-fall"),
        L("03-19 17:00", "t", "How did the rail jam go?", "cillian-jam-q"),
        L("03-19 19:40", "c", "2nd", "cillian-jam"),
        L("04-13 18:00", "t", "Is Iggy bringing you Saturday?", "cillian-iggy-q"),
        L("04-13 20:10", "c", "yeah", "cillian-iggy"),
        L("05-22 18:00", "t", "Have the exams started?", "cillian-exams-q"),
        L("05-22 21:15", "c", "yeah. maths tmrw", "cillian-exams"),
        L("06-11 18:00", "t", "Did you try the 540?", "cillian-540-q"),
        L("06-11 20:00", "c", "landed it", "cillian-540"),
        L("06-11 20:10", "t", "The first 540 in the club! Film it next time.", "cillian-540-coach"),
    ],
}

GROUPS = [
    {
        "id": "chat-casimir-club", "trainer": "casimir", "members": ["stu", "nigel", "felicity"],
        "lines": [
            L("01-25 20:00", "stu", "Anyone for haggis after the ride? Burns Night at the Black Bull.", "g-stu-burns"),
            L("02-28 19:00", "felicity", "Pancake race on the market square at 12, who's in?", "g-felicity-pancake"),
            L("04-01 17:30", "stu", "Numbersixvalverde! Marlene had a fiver on it at 11 to 1.", "g-stu-national"),
            L("04-09 19:00", "t", "Fountains Abbey: Nigel 3rd overall with a puncture, Felicity 2nd woman, Stu 9th in his age group. Proud of you all.", "g-casimir-abbey"),
            L("04-29 18:30", "stu", "Rooney's broken his foot. World Cup's over before it's started.", "g-stu-rooney"),
            L("06-10 17:00", "nigel", "1-0. rubbish", "g-nigel-paraguay"),
            L("06-18 18:00", "t", "Castle Howard: Nigel 1st overall in 2:01, Stu under 2:20 at last, and Felicity's relay won the women's race. What a day.", "g-casimir-castlehoward"),
        ],
    },
    {
        "id": "chat-ingeborg-team", "trainer": "ingeborg", "members": ["clodagh", "jasper", "shirley"],
        "lines": [
            L("02-09 19:00", "shirley", "Our Leticia's expecting!! Due in October, I'm going to be a nana.", "g-shirley-nana"),
            L("03-03 20:00", "shirley", "My knee's on the list for the keyhole at last. Don't tell Ingeborg, she'll fuss.", "g-shirley-list"),
            L("04-08 12:00", "shirley", "Had the keyhole on my knee yesterday. Little camera, three tiny holes, they trimmed the cartilage. On the settee with the remote.", "g-shirley-op"),
            L("04-13 18:00", "shirley", "Off to the caravan at Minehead for Easter with Dunc and his mother Dot. Pray for me.", "g-shirley-minehead"),
            L("04-21 19:30", "shirley", "Stitches out. Holes healed. Back to bossing you lot next week.", "g-shirley-stitches"),
            L("05-21 11:00", "clodagh", "Married!!! Mrs Ainscough now. Thank you for the card x", "g-clodagh-married"),
            L("05-21 11:30", "shirley", "Congratulations Mrs A! Did you watch the monsters win Eurovision after?", "g-shirley-eurovision"),
            L("05-27 12:00", "shirley", "Dunc's 60th tonight, surprise do at Mexborough working men's club. Sixty! Where did it go.", "g-shirley-dunc"),
            L("06-10 15:00", "shirley", "Did the Race for Life walk this morning, 5k with Leticia and the bump, raised £140.", "g-shirley-race"),
            L("06-15 22:00", "jasper", "Full game, no inhaler, and Mrs A didn't let one in. Good night.", "g-jasper-fullgame"),
        ],
    },
    {
        "id": "chat-tadhg-club", "trainer": "tadhg", "members": ["terry", "giles", "seamus"],
        "lines": [
            L("02-10 19:00", "terry", "Morning Wilbur", "g-terry-wilbur"),
            L("02-10 19:05", "giles", "Don't.", "g-giles-dont"),
            L("03-05 12:00", "t", "Seamus dislocated his elbow last night, nothing broken. Everyone check in on him.", "g-tadhg-seamus"),
            L("05-06 19:00", "t", "The Brits: Terry bronze at 74, Giles won a bout in the masters. A good day for a small club.", "g-tadhg-brits"),
            L("05-13 17:30", "seamus", "Gerrard!!! From 35 yards in the 91st minute", "g-seamus-cup"),
            L("06-17 18:00", "terry", "Gold for Seamus at Rotherham!! With the dodgy elbow", "g-terry-gold"),
            L("06-25 18:00", "giles", "Beckham's free kick. Sick on the pitch. Still counts.", "g-giles-ecuador"),
        ],
    },
    {
        "id": "chat-honor-crew", "trainer": "honor", "members": ["phoebe", "janice", "cillian"],
        "lines": [
            L("02-16 21:00", "phoebe", "Shelley Rudman silver in the skeleton!! A girl from Wiltshire!!", "g-phoebe-rudman"),
            L("03-12 10:00", "janice", "It's not a bruise, it's a buckle fracture in my wrist. Splint for four weeks. Don't tell Honor, she'll ban me.", "g-janice-wrist"),
            L("03-26 12:00", "janice", "Our Tez made me breakfast in bed for Mothering Sunday. Burnt toast, lovely.", "g-janice-mothering"),
            L("04-10 18:00", "janice", "Splint off! Wrist looks like a twig.", "g-janice-splint"),
            L("04-21 16:00", "janice", "Bake sale at school for the Queen's birthday raised £312 for the minibus.", "g-janice-bakesale"),
            L("05-01 12:00", "janice", "New puppy! A cockapoo called Crumble. Tez is in love.", "g-janice-puppy"),
            L("05-14 19:00", "janice", "Booked Val Thorens for next January. Who's coming?", "g-janice-valthorens"),
            L("06-11 20:30", "cillian", "540", "g-cillian-540"),
            L("06-12 09:00", "janice", "Tez starts his GCSEs today, pray for me.", "g-janice-tez"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Some facts are only here,
# said in the coach's own words.
NOTES = [
    ("casimir", "stu", "2006-01-07", "Stu (41): feed rep, keen, a heavy runner, good on the bike. Weighs in stone: 14 st 9. Plan in kilos and km."),
    ("casimir", "stu", "2006-04-15", "Stu: 9th in age group at Fountains Abbey. Weight down about 5 kg since January. Second run still fades; brick sessions from now."),
    ("casimir", "stu", "2006-06-24", "Stu: 2:19:55 at Castle Howard, goal done. 85 kg, about 8 kg gone since January. Cholesterol down."),
    ("casimir", "nigel", "2006-01-14", "Nigel (22): farmhand, natural engine, no words. 37 min 10k. Resting pulse in the forties."),
    ("casimir", "nigel", "2006-06-24", "Nigel: 1st overall at Castle Howard (2:01). Left knee niggle in May, saddle lowered, gone in days."),
    ("casimir", "felicity", "2006-01-14", "Felicity (33): solicitor, strong cyclist, light runner. Target: the age-group worlds qualifier."),
    ("casimir", "felicity", "2006-05-13", "Felicity: stress fracture right second metatarsal (sore from 9 April, MRI 25 April). Boot six weeks. Vitamin D low, on supplements. Pool and turbo."),
    ("casimir", "felicity", "2006-06-24", "Felicity: boot off 6 June, first run 14 June, won the women's relay at Castle Howard on the bike. Worlds next year."),
    ("ingeborg", "clodagh", "2006-01-09", "Clodagh Rushworth (29): midwife, goalkeeper, brave on the low shots. Wedding in May. 71 kg."),
    ("ingeborg", "clodagh", "2006-06-10", "Clodagh Ainscough (was Rushworth, married 20 May): back from honeymoon, league registration changed in her married name. 66 kg."),
    ("ingeborg", "jasper", "2006-01-16", "Jasper (36): IT at the council, ex ice hockey, strong stick, short of breath."),
    ("ingeborg", "jasper", "2006-05-15", "Jasper: asthma since February, third inhaler plan now (Symbicort), blue one in the bench bag."),
    ("ingeborg", "shirley", "2006-01-09", "Shirley (51): dinner lady, loud, good fun, moves well for a beginner."),
    ("ingeborg", "shirley", "2006-05-01", "Shirley: away most of April, came back moving stiffly on the right knee. Says it's fine."),
    ("tadhg", "terry", "2006-01-14", "Terry (28): scaffolder, strong grip, 82.3 kg on the club scales. Target 74 kg for the Brits. Talks in stone."),
    ("tadhg", "terry", "2006-05-13", "Terry: bronze at 74 kg at the Brits. Made weight sensibly. Back to 77-78 kg now, fine."),
    ("tadhg", "giles", "2006-01-14", "Giles (34): goes by Giles, Wilbur Murgatroyd on the forms and the licence. Gas engineer. Heavy, clever on the ground."),
    ("tadhg", "giles", "2006-05-13", "Giles: back spasm in March, osteopath, fine. Won one bout in the masters at the Brits."),
    ("tadhg", "seamus", "2006-01-14", "Seamus (24): judo black belt, quick hips, doesn't tap soon enough. 83 kg."),
    ("tadhg", "seamus", "2006-04-22", "Seamus: left elbow dislocated in randori 4 March, reduced at A&E, sling to 20 March, physio. Drilling from 18 April, no locks."),
    ("tadhg", "seamus", "2006-06-24", "Seamus: randori from 15 May, gold at 82 kg at the Rotherham open 17 June. Signed off by the physio."),
    ("honor", "phoebe", "2006-01-09", "Phoebe (19): student, fearless, good edges. Wants 360s and rails."),
    ("honor", "phoebe", "2006-06-03", "Phoebe: hay fever since April. The first tablet made her drowsy (fell off the box), the second is fine, spray and drops added in June. 360s landing."),
    ("honor", "janice", "2006-01-21", "Janice (45): beginner, nervous on the drag lift, laughs a lot."),
    ("honor", "janice", "2006-04-29", "Janice: off from mid-March to mid-April with her wrist. Back with wrist guards, cautious."),
    ("honor", "cillian", "2006-01-21", "Cillian (15): the most natural rider in the club. Says nothing. Brother Iggy drives him."),
    ("honor", "cillian", "2006-06-17", "Cillian: 2nd at the rail jam in March, first 540 in the club in June. Exams in May-June."),
]

TRANSCRIPTS = [
    {
        "id": "tr-tadhg-seamus-20060307", "trainer": "tadhg", "client": "seamus", "startedAt": "2006-03-07T19:00:00Z",
        "title": "Call with Seamus and his mum Mairead: after the elbow",
        "lines": [
            ("Coach", 0, "How's the arm, Seamus?"),
            ("Seamus", 4, "Sore, but I can wiggle my fingers. The sling's driving me mad."),
            ("Mairead", 9, "The fracture clinic said two weeks in the sling, then the physio, no lifting anything heavier than a kettle, and back in if his fingers go numb."),
            ("Coach", 14, "Then legs and core for two weeks, and I'll sit with the physio's plan when it comes."),
            ("Seamus", 20, "Can I still go to work?"),
            ("Mairead", 24, "Not up ladders, they said. Light duties."),
        ],
    },
    {
        "id": "tr-honor-phoebe-20060503", "trainer": "honor", "client": "phoebe", "startedAt": "2006-05-03T19:30:00Z",
        "title": "Call with Phoebe: the GP and the hay fever",
        "lines": [
            ("Coach", 0, "What did the GP say, Phoebe?"),
            ("Phoebe", 4, "Stop the Piriton. Cetirizine instead, ten milligrams, one in the morning."),
            ("Phoebe", 9, "She said it shouldn't make me sleepy but not to drive the first day in case, no alcohol with it, and come back if my eyes get bad."),
            ("Coach", 14, "Then rails from next week if you're wide awake on Saturday."),
            ("Phoebe", 20, "Mum says I should stop boarding till the pollen's over."),
            ("Coach", 24, "It's indoors, Georgina can relax. The Snowdome has no pollen."),
        ],
    },
    {
        "id": "tr-casimir-felicity-20060426", "trainer": "casimir", "client": "felicity", "startedAt": "2006-04-26T19:00:00Z",
        "title": "Call with Felicity and Alun: the MRI",
        "lines": [
            ("Coach", 0, "How are you feeling about the boot, Felicity?"),
            ("Felicity", 4, "Gutted. Castle Howard was the whole year."),
            ("Alun", 9, "The sports doctor said six weeks in the boot, crutches only if it aches, vitamin D tablets because her level was low, and a scan again if it's sore after the boot."),
            ("Coach", 14, "Then we swim four times a week and we look at a relay for Castle Howard."),
            ("Felicity", 20, "Can I still cycle to work?"),
            ("Alun", 24, "Not in the boot, he said. I'll drive you."),
        ],
    },
    {
        "id": "tr-tadhg-terry-20060420", "trainer": "tadhg", "client": "terry", "startedAt": "2006-04-20T18:00:00Z",
        "title": "Call with Terry: making weight for the Brits",
        "lines": [
            ("Coach", 0, "Where are you on the club scales, Terry?"),
            ("Terry", 4, "75.6 tonight. My nan's scales said 11 st 12 yesterday."),
            ("Coach", 9, "Then no cutting. Normal meals, less bread, and the weigh-in is the Friday night so you eat and drink after it."),
            ("Terry", 14, "Kaz says I should sit in the sauna."),
            ("Coach", 20, "No sauna. If you're over on the Friday we jog in a tracksuit for twenty minutes and that's it."),
            ("Terry", 24, "Right. Twenty minutes, no sauna."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("stu", "2006-02-03", 6.5, 5, 70, "Heavy legs."),
    ("stu", "2006-06-23", 7.5, 3, 95, "Race week."),
    ("nigel", "2006-03-24", 4.5, 6, 60, "lambing"),
    ("felicity", "2006-04-28", 6.0, 8, 40, "Boot."),
    ("felicity", "2006-06-16", 7.5, 3, 85, "Running!"),
    ("clodagh", "2006-03-17", 6.0, 7, 75, "Wedding stress."),
    ("clodagh", "2006-06-09", 8.0, 2, 90, "Mrs A."),
    ("jasper", "2006-02-10", 6.5, 6, 60, "Inhaler."),
    ("jasper", "2006-05-19", 7.5, 4, 80, "Voice."),
    ("shirley", "2006-04-14", 7.0, 5, 0, "Away."),
    ("terry", "2006-03-03", 7.0, 6, 85, "Hungry."),
    ("terry", "2006-05-12", 8.0, 2, 90, "Bronze."),
    ("giles", "2006-03-15", 5.0, 7, 20, "Back."),
    ("seamus", "2006-03-10", 6.0, 7, 30, "Sling."),
    ("seamus", "2006-05-19", 8.0, 3, 90, "Randori."),
    ("phoebe", "2006-04-28", 9.5, 5, 60, "Sleepy."),
    ("phoebe", "2006-06-02", 7.5, 4, 85, "Sneezing."),
    ("janice", "2006-03-24", 7.0, 6, 0, "Wrist."),
    ("cillian", "2006-05-26", 8.0, 5, 70, "exams"),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble).
# Stu's weight readings start when the kilo scales came (14 February; the first Monday after, 20 February).
READINGS = [
    ("stu", "weight", "kg", "2006-02-20", "2006-06-26", 7, 91.0, 84.6, 0.3),
    ("nigel", "resting_heart_rate", "bpm", "2006-01-09", "2006-06-26", 7, 48.0, 44.0, 0.8),
    ("felicity", "resting_heart_rate", "bpm", "2006-01-09", "2006-06-26", 7, 50.0, 54.0, 0.8),
    ("clodagh", "weight", "kg", "2006-01-09", "2006-05-15", 7, 71.0, 66.0, 0.3),
    ("jasper", "resting_heart_rate", "bpm", "2006-01-09", "2006-06-26", 7, 66.0, 60.0, 0.8),
    ("shirley", "steps", "steps", "2006-01-09", "2006-06-26", 7, 7000, 8500, 500),
    ("terry", "resting_heart_rate", "bpm", "2006-01-09", "2006-06-26", 7, 62.0, 56.0, 0.8),
    ("giles", "weight", "kg", "2006-01-09", "2006-06-26", 7, 88.0, 86.0, 0.3),
    ("seamus", "weight", "kg", "2006-01-09", "2006-06-26", 7, 83.0, 81.5, 0.3),
    ("phoebe", "resting_heart_rate", "bpm", "2006-01-09", "2006-06-26", 7, 60.0, 57.0, 0.8),
    ("janice", "steps", "steps", "2006-01-09", "2006-06-26", 7, 8000, 9500, 500),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("stu", "goal-casimir-stu-weight", "weight", 82.5, "kg", "2006-06-30", "active"),
    ("clodagh", "goal-ingeborg-clodagh-weight", "weight", 66.0, "kg", "2006-05-20", "achieved"),
    ("giles", "goal-tadhg-giles-weight", "weight", 85.0, "kg", "2006-12-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("stu", "2006-01-12", "Total cholesterol", 6.1, "mmol/L", 0.0, 5.0),
    ("stu", "2006-06-15", "Total cholesterol", 5.2, "mmol/L", 0.0, 5.0),
    ("felicity", "2006-04-27", "Vitamin D", 28, "nmol/L", 50, 175),
    ("felicity", "2006-06-22", "Vitamin D", 64, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic, unit or number a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "yes", "cheers", "on my way", "paid", "ta-ra", "hiya", "right you are", "sound",
    "sorry, running late", "can we swap to friday?", "what time saturday?", "see you there", "will do", "no worries",
    "wrong chat sorry", "nowt new", "ey up", "ok ta x", "nice one", "ha", "noted", "mint",
    "you're a star", "only just seen this sorry", "same again next week?", "where do i park?", "nearly there",
    "stuck on the A1", "stuck on the A61", "stuck on the A635", "stuck on the A5", "lovely", "all good here",
    "can i pay by card?", "on the way now", "are we still on?", "phone's dying", "no parking anywhere",
    "stuck at work", "perfect", "long day", "champion",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Card's fine.", "No problem.",
]

# The named days (feast days, news days, bank holidays) a question may name as one day.
NAMED_DAYS = frozenset({
    "01-25", "02-14", "02-16", "02-28", "03-26", "04-01", "04-14", "04-17", "04-21", "04-23", "04-29", "05-01",
    "05-13", "05-20", "05-29", "06-10", "06-15", "06-25",
})


# Days a question names on which no story line falls (the day of Shirley's knee operation, told in the group the
# day after): kept quiet too, so a question about that day finds nothing.
ASKED_DAYS = frozenset({"04-07"})


def _story_days() -> frozenset[str]:
    """Every day a story line falls on (one-to-one or group): a question may name any of them."""
    lines = [ln for story in STORY.values() for ln in story] + [ln for g in GROUPS for ln in g["lines"]]
    return frozenset(ln.when[:5] for ln in lines)


# No everyday chatter line falls on a named day, an asked day or a story day, so a question about one day finds only the
# story. A chatter line drawn on one is moved back to the first day before it that is neither.
QUIET_DAYS = NAMED_DAYS | ASKED_DAYS | _story_days()


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20060101, health_seed=20060703, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
