#!/usr/bin/env python3
"""Build the twenty-second blind data set for the answer benchmark (bench/answers_data/blind22.json).

    functions/venv/bin/python -m bench.answers_data.build_blind22

Four trainers of kinds the other rosters do not have (a netball strength and conditioning coach in
Lisburn with a goal shooter of 22, a student nurse low on iron, who sprains her left ankle in a
match in November, shoots 38 from 44 in a lost cup final and is named a training partner, not one of
the twelve, for the Netball World Cup squad, and whose boyfriend texts, a wing attack of 16 with
asthma whose mum texts when she is concussed at a schools match in January, and an over-45s goal
keeper of 49, a primary teacher on ramipril, who tears the medial meniscus of her left knee and
whose husband texts; a CrossFit box coach in Norwich with an A&E nurse of 29 with a left wrist TFCC
tear who does the 2019 Open and whose girlfriend texts, a firefighter of 38 who gets rhabdomyolysis
from a workout on 3 January and whose wife texts from the hospital, and an accountant of 52 on
atorvastatin who ruptures his right distal biceps deadlifting and whose son texts; a field-hockey
conditioning coach in Cambridge with a university midfielder of 20 who has his right cheekbone
plated in November and scores in the Varsity match and whose mum texts, a goalkeeper of 33, a vet
nurse, with a right hip impingement injected in January whose husband texts, and an England over-65s
masters player of 67 with type 2 diabetes on metformin who tears his right calf and whose wife
texts; a diabetes exercise coach in Sunderland with a footballer of 15 with type 1 diabetes on a
pump whose mum texts about the night hypos, a runner of 38 with type 1 diabetes on pens who runs the
London Marathon and whose wife texts when his left IT band goes, and a dinner lady of 61 with type 2
diabetes whose left big toe ulcerates and whose daughter texts), 12 clients, 1 October 2018 to
24 May 2019 (asked on 27 May 2019, the spring bank holiday): one-to-one chats, four group chats,
session notes, four session transcripts, check-ins, client profiles and health data (weight of four
clients, resting heart rate of two, steps of three, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-01 by helper h-blind22 (issue 14) without reading
shared/domain/*.py, shared/usecases/*.py, functions/*, any list of benchmark failures or any result
file: a held-out check of whether the fixes made on the other sets generalise.

The period, October 2018 to late May 2019, is one no other roster covers (blind19 starts in August
2019, blind16 ends in May 2023 and starts in October 2022), and it crosses a new year: a chat line's
"MM-DD HH:MM" is of 2018 from October to December and of 2019 from January to May (`when`).
Halloween, the clocks going back (28 October), bonfire night, Remembrance Sunday (11 November, the
armistice's centenary), Black Friday (23 November), Christmas, the new year, dry January, Burns
night, the snow of 31 January, Valentine's day, the warm spell of late February (26 February),
Pancake Day (5 March), the Six Nations' last day (16 March, Wales's grand slam), the Brexit deadline
that passed (29 March), Mother's Day and the clocks going forward (both 31 March), Easter (21 April),
the London Marathon (28 April), the local elections (2 May) and the early May bank holiday (6 May)
lie inside it. The story messages are written the way people text: lowercase, typos, run-ons, emoji,
shorthand and slang (netball "GS", "WA", "GK", "shot 38 from 44", "yoyo"; CrossFit "WOD", "19.1",
"toes to bar", "the open", "scaled", "front rack"; hockey "blues", "varsity", "shootout",
"clean sheet", "vets"; diabetes "hypo", "basal", "libre", "pens", "jelly babies", "hba1c"), Ulster
English ("bout ye", "dead on", "so it is"), Norfolk ("on the huh", "bor"), Mackem ("haway", "canny",
"pet", "mam"), Cambridge student slang ("formal", "natsci", "blues"), Igbo from a husband ("ndo",
"nne"), mixed units (kg, stone and pounds, cm, metres, seconds, minutes, miles, km, reps, units of
insulin, grams of carbohydrate, mg, g, mmol/L, mmol/mol, ug/L, U/L, umol/L, nmol/L, L/min, bpm, a
blood pressure, a placing out of a field, match scores), negations ("no fracture", "not surgery", "no
hypo", "glucagon not needed"), revisions later (ramipril 5 then 10 mg; Tresiba 22 then 18 units
before long runs; a knee "locked" then an MRI's tear; a hip injection that wears off; CK 48,000 then
2,100 then 210), plans never carried out or lying after the period (the Netball World Cup in July,
the England U21 camp in June, an arthroscopy "if the hip's not right by summer", the Great North Run
in September, June mocks), facts only in the coach's reply, only in a note, only in a transcript or
only in a lab panel, a relative or partner writing for every client (a boyfriend, a mum three times,
a husband twice, a girlfriend, a wife three times, a son, a daughter), names that are also words
(Holly, Amber, Rich, Drew, Hope, Mac, Ruby, Sonny, Faith), three clients of one trainer with HbA1c
panels and a fourth at another trainer (Mac), two clients with ankles at two trainers (Niamh's left,
Ruby's right), two with knees (Bernie's left meniscus, Sonny's left IT band) and three rights at one
trainer (Ollie's cheekbone, Hope's hip, Mac's calf). The everyday chatter comes from this builder's
own pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine,
sport, event or number a question asks about. Deterministic: two runs write byte-identical files.
`blind22_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind22_questions.py).

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
OUT, TAGS_OUT = HERE / "blind22.json", HERE / "blind22_tags.json"
YEAR = 2018  # October to December; January to May lines are of the next year (`when`)
START, END = datetime(2018, 10, 1, 7, 0), datetime(2019, 5, 24, 21, 0)
ASKED_AT = "2019-05-27T08:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" of 2018 from October, of 2019 from January to May."""
    return records.at(text, YEAR if int(text[:2]) >= 10 else YEAR + 1)


TRAINERS = [
    {"id": "coach-orla", "displayName": "Orla McCann", "email": "orla.mccann@example.com", "short": "orla"},
    {"id": "coach-ross", "displayName": "Ross Chapman", "email": "ross.chapman@example.com", "short": "ross"},
    {"id": "coach-tess", "displayName": "Tess Ingram", "email": "tess.ingram@example.com", "short": "tess"},
    {"id": "coach-lindsay", "displayName": "Lindsay Forster", "email": "lindsay.forster@example.com", "short": "lindsay"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("orla", "niamh-devlin", "Niamh Devlin", "niamh"),
    ("orla", "holly-agnew", "Holly Agnew", "holly"),
    ("orla", "bernie-quinn", "Bernie Quinn", "bernie"),
    ("ross", "amber-leigh", "Amber Leigh", "amber"),
    ("ross", "rich-holloway", "Rich Holloway", "rich"),
    ("ross", "drew-pennington", "Drew Pennington", "drew"),
    ("tess", "ollie-barnes", "Ollie Barnes", "ollie"),
    ("tess", "hope-okafor", "Hope Okafor", "hope"),
    ("tess", "mac-reid", "Malcolm Reid", "mac"),
    ("lindsay", "ruby-tait", "Ruby Tait", "ruby"),
    ("lindsay", "sonny-robson", "Sonny Robson", "sonny"),
    ("lindsay", "faith-hedley", "Faith Hedley", "faith"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("niamh", "bernie", "rich", "ollie", "mac", "sonny")

PROFILES = [
    {"clientId": "niamh-devlin", "age": 22, "goal": "Make the Northern Ireland squad for the Netball World Cup in Liverpool (July 2019)",
     "dietaryRestrictions": [], "injuries": ["iron deficiency (ferritin 14, October 2018)", "grade 2 left ankle sprain (November 2018)"],
     "notes": "Goal shooter for Lagan Valley. Student nurse at Queen's University Belfast, from Lisburn. Boyfriend Conor."},
    {"clientId": "holly-agnew", "age": 16, "goal": "Make the Northern Ireland U17 squad",
     "dietaryRestrictions": [], "injuries": ["asthma (salbutamol, Clenil from December 2018)", "concussion (January 2019)"],
     "notes": "Wing attack for her school and the club U17s. GCSE year at Friends' School Lisburn. Mum Karen books and drives."},
    {"clientId": "bernie-quinn", "age": 49, "goal": "Lose a stone and keep playing for the over-45s",
     "dietaryRestrictions": [], "injuries": ["high blood pressure (ramipril)", "degenerative medial meniscus tear, left knee (MRI February 2019)"],
     "notes": "Goal keeper for the club's over-45s. Primary school teacher in Hillsborough. Husband Gerry; grandchildren."},
    {"clientId": "amber-leigh", "age": 29, "goal": "Top 1000 in Europe in the 2019 CrossFit Open",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left wrist TFCC tear (MRI December 2018)"],
     "notes": "A&E nurse at the Norfolk and Norwich, nights on rota. Girlfriend Jess."},
    {"clientId": "rich-holloway", "age": 38, "goal": "Get down to 90 kg and pass the fire service fitness test",
     "dietaryRestrictions": [], "injuries": ["rhabdomyolysis after a workout (January 2019)"],
     "notes": "Firefighter, blue watch at Sprowston fire station. Wife Kerry (Welsh). Rower in the garage."},
    {"clientId": "drew-pennington", "age": 52, "goal": "Do the CrossFit Open in the 50-54 masters division",
     "dietaryRestrictions": [], "injuries": ["high cholesterol (atorvastatin)", "right distal biceps rupture, repaired 21 December 2018"],
     "notes": "Accountant in Norwich, started CrossFit at 51. Son Tom."},
    {"clientId": "ollie-barnes", "age": 20, "goal": "Win the Varsity match and get into the England U21 hockey pool",
     "dietaryRestrictions": [], "injuries": ["fractured right cheekbone (zygoma), plated November 2018"],
     "notes": "Midfielder for the Cambridge University Blues. Second-year natural sciences at St John's. Mum Fiona."},
    {"clientId": "hope-okafor", "age": 33, "goal": "A full season in goal without hip pain",
     "dietaryRestrictions": [], "injuries": ["right hip cam impingement with a small labral tear", "low vitamin D (December 2018)"],
     "notes": "Goalkeeper for Cambridge City ladies 1s. Veterinary nurse. Husband Chidi."},
    {"clientId": "mac-reid", "age": 67, "goal": "Play for England over-65s at the masters Home Nations in May",
     "dietaryRestrictions": [], "injuries": ["type 2 diabetes (metformin)", "grade 2 tear of the right calf, medial gastrocnemius (February 2019)"],
     "notes": "Retired civil engineer, known as Mac. Plays for Cambridge City vets and England over-65s. Wife Sheila."},
    {"clientId": "ruby-tait", "age": 15, "goal": "HbA1c under 58 and no hypos at football",
     "dietaryRestrictions": [], "injuries": ["type 1 diabetes since age 9 (Omnipod pump)", "mild right ankle sprain (April 2019)"],
     "notes": "Centre midfielder in the Sunderland girls' academy. Year 10. Mum Lisa."},
    {"clientId": "sonny-robson", "age": 38, "goal": "Sub 4 hours at the London Marathon without a hypo",
     "dietaryRestrictions": [], "injuries": ["type 1 diabetes since 13 (Tresiba and NovoRapid pens)", "left iliotibial band syndrome (March 2019)"],
     "notes": "Works on the line at the Nissan plant, lives in Seaburn, Sunderland. Running London for Diabetes UK. Wife Leanne."},
    {"clientId": "faith-hedley", "age": 61, "goal": "Lose weight and stay off insulin",
     "dietaryRestrictions": ["diabetic diet"], "injuries": ["type 2 diabetes (metformin, dapagliflozin)", "numb feet (neuropathy)",
                                                            "ulcer on the left big toe (December 2018, healed)"],
     "notes": "Dinner lady at St Aidan's primary school, Sunderland. Daughter Stacey and granddaughters."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "niamh": [
        L("10-02 19:30", "c", "hiya orla, niamh here 🙋‍♀️ GS for lagan valley, 22, student nurse at queens. wanna be in the NI squad for the world cup in liverpool next july. standing vertical 46cm, yoyo 16.3. wrecked all the time tho", "niamh-intro"),
        L("10-02 20:00", "t", "Bout ye Niamh! Two gym sessions, one plyo session and your court work with the club. And get your GP to check your iron: being wrecked all the time is worth a blood test.", "niamh-intro-coach"),
        L("10-24 17:10", "c", "gp rang, ferritin 14 😬 on ferrous fumarate 210mg twice a day for 3 months", "niamh-iron"),
        L("10-24 17:30", "t", "That explains it. Take them with orange juice, not tea, and we'll keep the intensity down for a couple of weeks.", "niamh-iron-coach"),
        L("11-05 21:00", "c", "bonfire night and i'm on a placement night shift at the royal, listening to the fireworks from the ward 🎆", "niamh-bonfire"),
        L("11-17 18:45", "c", "orla its conor niamhs fella. she landed on someones foot in the match v ballymena and went over on her left ankle, cant put weight on it. were in the lagan valley a&e now", "niamh-conor"),
        L("11-17 19:05", "t", "Thanks Conor. Ice, elevate, and make sure they x-ray it. Tell her not to worry about Tuesday.", "niamh-conor-coach"),
        L("11-18 10:00", "c", "x-ray no fracture!! grade 2 sprain, aircast boot for 2 weeks then physio 🙄", "niamh-xray"),
        L("12-15 16:00", "c", "first match back, 32 from 36 and we won 51-40 💪 ankle taped", "niamh-back"),
        L("01-14 19:00", "c", "vertical jump 51cm today!! new pb", "niamh-jump"),
        L("02-14 20:00", "c", "valentines = conor made me a protein pancake stack 😂 romance is dead so it is", "niamh-valentine"),
        L("03-12 18:00", "c", "ferritin back up to 41 🙌 gp says i can stop the tablets", "niamh-iron2"),
        L("03-23 19:30", "c", "senior cup final. lost 45-48 to belfast ladies, i shot 38 from 44. gutted", "niamh-final"),
        L("03-23 19:50", "t", "38 from 44 in a final is brilliant shooting, Niamh. You lost it at the other end, not with your hands.", "niamh-final-coach"),
        L("04-13 17:00", "c", "NI trial today. yoyo 18.1 my best ever", "niamh-trial"),
        L("05-03 21:00", "c", "squad's out. not in the 12 for liverpool 😭 but named as a training partner", "niamh-squad"),
        L("05-03 21:20", "t", "A training partner for a World Cup squad at 22 is a big step, Niamh. We keep building for the next cycle.", "niamh-squad-coach"),
        L("05-20 08:00", "c", "cardiac ward placement starts today, early shifts so gym at 5pm ok?", "niamh-placement"),
    ],
    "holly": [
        L("10-03 18:00", "c", "Hi Orla, Karen Agnew here, Holly's mum. Holly is 16 and plays wing attack for the school and the club U17s. She has asthma, uses her blue inhaler before training. Could you take her on for strength? She wants to make the NI U17 squad", "holly-karen"),
        L("10-03 18:30", "t", "Hi Karen, dead on, delighted to. Thursdays at 5 in the club gym. Holly brings the inhaler to every session and takes 2 puffs before the warm-up.", "holly-karen-coach"),
        L("10-18 19:00", "c", "hi orla its holly!! mum gave me ur number. 20m sprint 3.52 today", "holly-sprint"),
        L("10-31 20:00", "c", "went as a netball post for halloween 🥅😂", "holly-halloween"),
        L("11-22 17:00", "c", "chest went tight in the cold at training, had to stop, 2 puffs and ok after 10 mins", "holly-asthma"),
        L("11-22 17:20", "t", "Good that you stopped. Warm up longer indoors when it's cold, and tell your GP it's happening more: they may want to look at the inhalers.", "holly-asthma-coach"),
        L("12-06 16:00", "c", "gp gave me a brown inhaler too now, clenil 2 puffs morning and night", "holly-clenil"),
        L("01-17 21:30", "c", "Orla it's Karen. Holly took an elbow to the side of the head at the schools match today and was sick after. We took her to the Ulster, they say concussion, no scan needed. Home now", "holly-concussion"),
        L("01-17 21:50", "t", "Oh no, Karen. Rest for 48 hours, as little screen time as she can manage, and nothing in the gym until she's symptom free. We'll do the graded return together.", "holly-concussion-coach"),
        L("01-28 17:00", "c", "headaches gone since friday. gp cleared her to start the return to play", "holly-cleared"),
        L("02-06 18:00", "c", "SCHOOLS CUP FINAL WON 31-24!!! player of the match 🏆", "holly-cup"),
        L("02-26 16:30", "c", "20 degrees in february?? trained outside in shorts ☀️", "holly-heat"),
        L("03-05 19:00", "c", "pancake tuesday, mum made 14. no training tmrw pls im dying", "holly-pancake"),
        L("03-30 20:00", "c", "U17 trials today, made the development squad!! 20m 3.41", "holly-trials"),
        L("03-30 20:20", "t", "Brilliant Holly! 3.41 is a proper jump from October. Tell your mum well done to the taxi service too.", "holly-trials-coach"),
        L("04-25 18:00", "c", "peak flow 420 now, was 380 in october. the brown one works", "holly-peakflow"),
        L("05-16 17:30", "c", "gcses started 😩 english lit today, can we move thursday?", "holly-gcse"),
    ],
    "bernie": [
        L("10-04 20:00", "c", "Hello Orla, Bernie Quinn. 49, goal keeper for the club's over 45s. Teacher at a primary school in Hillsborough. GP has me on ramipril 5mg for the blood pressure (152/94). I'd like to lose a stone and keep playing", "bernie-intro"),
        L("10-04 20:30", "t", "Hi Bernie! Two gym sessions a week and a walk on the days between. Let me know the readings the GP takes and we'll keep an eye on it.", "bernie-intro-coach"),
        L("11-11 13:00", "c", "remembrance sunday, 100 years. walked to the war memorial in lisburn with gerry and the grandkids", "bernie-remembrance"),
        L("11-26 17:00", "c", "gp put the ramipril up to 10mg, bp still 148/90", "bernie-ramipril"),
        L("12-20 21:00", "c", "left knee locked on me at the christmas social match, had to come off. swollen tonight", "bernie-knee"),
        L("12-20 21:15", "t", "Ice and rest it, Bernie, and no twisting or lunges till it's looked at. If it locks again ask the GP for a referral.", "bernie-knee-coach"),
        L("01-02 10:00", "c", "dry january starts today! gerry says he'll do it too, we'll see 🍷🚫", "bernie-dry"),
        L("01-24 19:00", "c", "Orla, Gerry here, Bernie's husband. She won't tell you but the knee gave way on the stairs last night. She's booked in for an MRI at the Ulster in February", "bernie-gerry"),
        L("02-01 08:00", "c", "dry january done!! 2.5kg down. gerry lasted 9 days 😂", "bernie-dryend"),
        L("02-12 16:00", "c", "MRI: degenerative tear of the medial meniscus, left knee. consultant says physio not surgery", "bernie-mri"),
        L("02-12 16:30", "t", "Good news that it's physio, Bernie. Straight-leg work, the bike, and step-ups to a low box. No pivoting on court for six weeks.", "bernie-mri-coach"),
        L("03-31 13:00", "c", "mothers day lunch out, said no to dessert. proud", "bernie-mothers"),
        L("04-15 17:00", "c", "bp 134/82 at the gp!! best in years", "bernie-bp"),
        L("05-02 22:00", "c", "presiding officer at the polling station for the council elections, 7am till 10pm. no gym tmrw", "bernie-elections"),
        L("05-11 18:00", "c", "over 45s tournament in belfast, came 4th of 8. knee held up, 3 games!", "bernie-tournament"),
        L("05-11 18:20", "t", "Three games on that knee, Bernie! That's the physio paying off.", "bernie-tournament-coach"),
    ],
    "amber": [
        L("10-01 19:00", "c", "alright ross! amber, 29. signed up for the open in feb, want top 1000 in europe. back squat 95kg, snatch 60, can't string toes to bar", "amber-intro"),
        L("10-01 19:30", "t", "Hi Amber! Three barbell days, one gymnastics day and a long engine piece on Sundays. Toes-to-bar in every warm-up till February.", "amber-intro-coach"),
        L("10-28 10:00", "c", "clocks went back and i still made the 6am class first 😎", "amber-clocks"),
        L("11-19 21:00", "c", "left wrist clicky and sore in the front rack. been like it 2 weeks", "amber-wrist"),
        L("11-19 21:20", "t", "Let's take the front rack out: cleans from the hang with a loose grip only, no handstands. If it's not better in a fortnight get it looked at.", "amber-wrist-coach"),
        L("12-11 18:00", "c", "MRI of the left wrist: TFCC tear. splint 4 weeks, physio after", "amber-mri"),
        L("12-21 22:00", "c", "ross it's jess, amber's girlfriend. she's on nights over christmas so she'll miss saturday. she's sleeping in the splint like the physio said, moaning about it", "amber-jess"),
        L("01-20 12:00", "c", "splint off, physio says strength now. wrist 2/10", "amber-splintoff"),
        L("02-22 21:00", "c", "19.1 done: 198 reps 💦 wall balls killed me", "amber-191"),
        L("03-01 21:00", "c", "19.2 got through the 135s, stuck on the 185 cleans, 8:41 tiebreak. wrist fine", "amber-192"),
        L("03-26 19:00", "c", "open done. 1,312th in europe women. missed top 1000 but way up from last year (4,800th)", "amber-open"),
        L("03-26 19:20", "t", "From 4,800th to 1,312th in a year, Amber, with a wrist in a splint for a month of it. Proud of you.", "amber-open-coach"),
        L("04-09 20:00", "c", "back squat 102.5kg!!! snatch 65", "amber-squat"),
        L("05-15 22:00", "c", "jess again, amber's fine but asleep on the sofa after 3 nights in a row. she said tell you she'll be back thursday", "amber-jess2"),
    ],
    "rich": [
        L("10-02 07:30", "c", "morning ross, rich here. 38, firefighter on blue watch at sprowston. deadlift 210, bleep test 12.4. want to drop to 90kg, i'm 96", "rich-intro"),
        L("10-02 08:00", "t", "Morning Rich. Four days a week: two strength, two conditioning. We build the engine before we chase any numbers.", "rich-intro-coach"),
        L("11-05 23:00", "c", "bonfire night shouts x4. one shed fire and 3 idiots with rockets. proper on the huh", "rich-bonfire"),
        L("11-23 12:00", "c", "black friday, bought a rower for the garage 🚣 kerry not impressed", "rich-rower"),
        L("12-25 14:00", "c", "merry christmas from blue watch, on shift and the turkey's in the station oven", "rich-christmas"),
        L("01-03 19:00", "c", "new year new me. did the filthy fifty at home then 200 wall balls extra for fun 😂", "rich-filthy"),
        L("01-05 21:30", "c", "Ross its Kerry, Rich's wife. He's in the N&N. His wee is the colour of coke and his arms are swollen. They say rhabdo, his CK is 48,000. On a drip for 3 days they think", "rich-kerry"),
        L("01-05 21:50", "t", "Kerry, thank you for telling me. It's serious but the fluids are the treatment. Nothing at all until the doctors clear him, and then we come back very slowly. I'll ring tomorrow.", "rich-kerry-coach"),
        L("01-09 12:00", "c", "home. CK down to 2,100, kidneys ok. feel like an idiot bor", "rich-home"),
        L("02-01 10:00", "c", "bloods today CK 210 normal!! gp says light training", "rich-ck"),
        L("02-01 10:20", "t", "Great. Week one: walks and the bike at an easy pace, 20 minutes. No eccentrics, no high reps, nothing to failure for six weeks.", "rich-ck-coach"),
        L("03-16 17:00", "c", "watched wales do the grand slam against ireland, kerry is welsh so that's my weekend ruined 🏴", "rich-sixnations"),
        L("04-02 18:00", "c", "passed the fitness test at work! bleep 11.8, not bad after january", "rich-fittest"),
        L("05-18 20:00", "c", "norwich throwdown team comp with the lads from the watch, 3rd of 12 🥉. deadlift 200 in the final", "rich-throwdown"),
        L("05-18 20:15", "t", "3rd of 12, four months after rhabdo. Sensible pacing, Rich: lesson learnt.", "rich-throwdown-coach"),
    ],
    "drew": [
        L("10-03 18:00", "c", "Evening Ross. Drew Pennington, 52, accountant. Started crossfit last year at 51. GP has me on atorvastatin 20mg (cholesterol 6.8). Want to do the Open as a masters athlete, 50-54", "drew-intro"),
        L("10-03 18:30", "t", "Evening Drew! Masters division it is. Technique first: three classes a week and a mobility session. Tell me if the statin makes your muscles ache.", "drew-intro-coach"),
        L("11-06 07:00", "c", "first strict pull up of my life at 52!", "drew-pullup"),
        L("12-07 20:00", "c", "felt a pop in the front of my right elbow on a heavy deadlift, bruise coming down the arm. not good", "drew-pop"),
        L("12-07 20:20", "t", "Drew, that sounds like the biceps tendon. Please get seen tomorrow, not Monday: if it's gone it needs repairing early.", "drew-pop-coach"),
        L("12-10 13:00", "c", "Hi Ross, Tom here, Drew's son. Dad's had an ultrasound, it's a complete rupture of the distal biceps on the right. Op at the Spire on the 21st", "drew-tom"),
        L("12-22 11:00", "c", "op done, arm in a cast at 90 degrees. 12 weeks no lifting with the right arm", "drew-op"),
        L("12-22 11:15", "t", "Glad it went well. Legs, core and left-arm work from January, the bike and the landmine, nothing pulling on the right.", "drew-op-coach"),
        L("02-11 17:00", "c", "cholesterol now 4.9 🎉", "drew-chol"),
        L("02-22 20:00", "c", "did 19.1 scaled, 142 reps, 50-54 scaled division. wall balls one handed no chance so rowed more", "drew-191"),
        L("03-29 17:00", "c", "brexit day that isn't. physio says i can start light pulling with the right, 2kg", "drew-brexit"),
        L("04-21 10:00", "c", "easter sunday, first bar hang since the op 🙌", "drew-hang"),
        L("05-08 19:00", "c", "Tom again. Dad did a strict pull up today and nearly cried, he told me to tell you", "drew-tom2"),
        L("05-08 19:20", "t", "Tell him I nearly cried too, Tom. Five months after a biceps repair, that's patience paying off.", "drew-tom2-coach"),
    ],
    "ollie": [
        L("10-05 18:00", "c", "hi tess, ollie barnes, 2nd year natsci at john's, mid for the blues. want to be fitter than the oxford lot by varsity in march and get in the england u21 pool. 40m sprint 5.32, yoyo 19.1", "ollie-intro"),
        L("10-05 18:30", "t", "Hi Ollie! Mondays and Thursdays at Fenner's after your labs, plus the repeat sprints I'll send you for Saturdays.", "ollie-intro-coach"),
        L("11-10 20:30", "c", "Tess, it's Fiona Barnes, Ollie's mum. He was hit in the face by a ball at the match today. Addenbrooke's say a fractured cheekbone on the right, he's having an operation on Wednesday to put a plate in. He asked me to let you know", "ollie-fiona"),
        L("11-10 20:50", "t", "Thank you Fiona, poor Ollie. Tell him there's no rush at all: after the op it's walking, and the bike only when the surgeon says.", "ollie-fiona-coach"),
        L("11-15 12:00", "c", "plate in, face like a hamster. no contact for 6 wks, surgeon says a face mask when i'm back", "ollie-op"),
        L("12-21 17:00", "c", "home for christmas, on the bike every day. 6 wks done", "ollie-bike"),
        L("01-08 18:00", "c", "back training in the mask. feel like a stormtrooper", "ollie-mask"),
        L("01-25 23:00", "c", "burns night formal at college, haggis and far too much whisky. tomorrow might be light", "ollie-burns"),
        L("02-08 19:00", "c", "40m 5.18!! pb", "ollie-sprint"),
        L("03-03 19:00", "c", "VARSITY WON 3-1 and i scored the third 🏑🎉", "ollie-varsity"),
        L("03-03 19:20", "t", "A goal in the Varsity match four months after a plate in your face. Massive, Ollie.", "ollie-varsity-coach"),
        L("03-18 12:00", "c", "exam term, can we drop to 1 session a week till june", "ollie-exams"),
        L("04-23 17:00", "c", "england u21 training camp invite!! 3 days at bisham abbey in june", "ollie-u21"),
        L("05-14 18:00", "c", "hi tess it's fiona again, ollie had his check up, the surgeon says the bone's fully healed and he can ditch the mask", "ollie-fiona2"),
        L("05-14 18:20", "t", "Wonderful news Fiona, thank you. He'll be glad to lose the stormtrooper look.", "ollie-fiona2-coach"),
    ],
    "hope": [
        L("10-08 20:00", "c", "Hi Tess, Hope Okafor, 33, keeper for Cambridge City ladies 1s. Vet nurse. My right hip pinches when I go down into the splits on saves. Physio thinks FAI. Want to get through the season", "hope-intro"),
        L("10-08 20:30", "t", "Hi Hope. Hip mobility every day, glute strength twice a week and no deep splits in training for now. Let's see how it responds in four weeks.", "hope-intro-coach"),
        L("11-20 19:00", "c", "hip still pinching, 6/10 on the low saves", "hope-hip6"),
        L("12-04 17:00", "c", "vit d 28, gp says low. 20,000 units a week for 7 weeks", "hope-vitd"),
        L("12-12 18:00", "c", "MRI: cam impingement right hip and a small labral tear. consultant wants to try an injection first", "hope-mri"),
        L("01-16 15:00", "c", "Tess it's Chidi, Hope's husband. She had the steroid injection in her hip this morning, under ultrasound. She's a bit sore and grumpy, ndo. No training for a week they said", "hope-chidi"),
        L("01-16 15:20", "t", "Thanks Chidi. Ice, feet up, and she can walk the dog. I'll send her an easy plan for next week.", "hope-chidi-coach"),
        L("01-31 08:00", "c", "snow! training cancelled. hip 2/10 since the injection 🙌", "hope-snow"),
        L("02-17 18:00", "c", "indoor cup semi, saved 2 in the shootout and we won 🥅", "hope-shootout"),
        L("02-17 18:20", "t", "Two saves in the shootout! That's the hip letting you get down low again.", "hope-shootout-coach"),
        L("03-09 17:00", "c", "league: 0-0 v ipswich, clean sheet number 6", "hope-cleansheet"),
        L("04-06 19:00", "c", "hip back to 4/10 this week, is the injection wearing off?", "hope-hip4"),
        L("04-06 19:20", "t", "Possibly. Back to the daily mobility, and ask the consultant what the next step is.", "hope-hip4-coach"),
        L("04-27 12:00", "c", "Chidi again: Hope's cousin is running london tomorrow so we're going down to cheer, she'll miss sunday's session. nne says hi", "hope-chidi2"),
        L("05-10 18:00", "c", "consultant says if the hip's not right by summer it's an arthroscopy. season's over anyway, 8 clean sheets", "hope-season"),
    ],
    "mac": [
        L("10-09 10:00", "c", "Good morning Tess. Malcolm Reid, Mac to everyone. 67, retired civil engineer. I play for Cambridge City vets and the England over 65s. Type 2 diabetic, metformin 500mg twice a day. Want to be fit for the home nations in May", "mac-intro"),
        L("10-09 10:30", "t", "Morning Mac! Two gym sessions and one interval session a week. Keep a snack in your kit bag and eat within an hour of matches.", "mac-intro-coach"),
        L("10-16 12:00", "c", "HbA1c 58 at the diabetic clinic. nurse wants it under 53", "mac-hba1c"),
        L("11-11 11:00", "c", "two minutes' silence at the club before the vets game. my grandfather was at the somme", "mac-remembrance"),
        L("12-27 19:00", "c", "boxing day hockey yesterday, mums v dads. scored two 🏑", "mac-boxingday"),
        L("02-09 18:00", "c", "Tess, Sheila here, Mac's wife. He's torn his calf at the vets match, right leg. He says it felt like being shot. He's hobbling about pretending he's fine", "mac-sheila"),
        L("02-09 18:20", "t", "Thank you Sheila. A heel raise in his shoe, ice, and no hockey until it's scanned. Could he ring the physio on Monday?", "mac-sheila-coach"),
        L("02-14 13:00", "c", "ultrasound: grade 2 tear of the right calf (medial gastrocnemius). 6 weeks out", "mac-scan"),
        L("03-20 10:00", "c", "first jog since the calf, 10 minutes, no pain", "mac-jog"),
        L("04-16 14:00", "c", "HbA1c 49!! nurse delighted", "mac-hba1c2"),
        L("04-16 14:20", "t", "49 is a great result, Mac. The walking and the intervals are doing that.", "mac-hba1c2-coach"),
        L("05-19 20:00", "c", "home nations in nottingham: O65 England silver, lost the final 1-2 to Scotland. played all 3 games", "mac-homenations"),
        L("05-22 09:00", "c", "Sheila: he's insufferable since the medal, he wears it to the shops 😄", "mac-sheila2"),
    ],
    "ruby": [
        L("10-04 19:00", "c", "Hi Lindsay, Lisa Tait, Ruby's mam. Ruby is 15, type 1 since she was 9, on an Omnipod pump. She plays centre mid for the Sunderland girls' academy. Her sugars go all over with football, she went 2.9 at training last week. Can you help?", "ruby-lisa"),
        L("10-04 19:30", "t", "Hi Lisa, of course, that's exactly what I do. Let's start with a food and glucose diary around training for two weeks: times, carbs and pump settings. Haway, we'll sort it.", "ruby-lisa-coach"),
        L("10-22 18:00", "c", "hiya its ruby. temp basal down 50% an hour before training and 20g of carbs, stayed 6-9 the whole session 🙌", "ruby-basal"),
        L("11-14 22:30", "c", "Lisa: she went low in the night again after the match, 2.6 at 3am. glucagon not needed, lucozade and toast", "ruby-nighthypo"),
        L("11-14 22:50", "t", "Thanks Lisa. After evening matches let's try the basal 20% lower overnight and a bedtime snack with some protein. I'll write it down for her.", "ruby-nighthypo-coach"),
        L("12-03 17:00", "c", "sports day at school. won the 800 😎 sugar 7.1 after", "ruby-800"),
        L("01-11 19:00", "c", "got the libre on prescription!!! no more finger pricks", "ruby-libre"),
        L("01-31 16:00", "c", "snow day!! school shut. did the workout in the garden", "ruby-snow"),
        L("02-23 18:00", "c", "county cup semi, won 3-1, scored one with my left foot ⚽", "ruby-semi"),
        L("03-14 20:00", "c", "Lisa: diabetic clinic today HbA1c 58, was 71 in october!! the nurse said whatever you're doing keep doing it", "ruby-hba1c"),
        L("03-14 20:20", "t", "58! Tell Ruby she did that herself with the diary and the basal changes. Canny work.", "ruby-hba1c-coach"),
        L("04-02 18:00", "c", "twisted my right ankle in training, physio says mild sprain, 1 week", "ruby-ankle"),
        L("05-05 17:00", "c", "county cup final lost 1-2 😡 played 90 mins, sugar 5.8 at full time", "ruby-final"),
        L("05-21 19:00", "c", "mocks in june, mam says less football 🙄", "ruby-mocks"),
    ],
    "sonny": [
        L("10-02 20:00", "c", "now then lindsay, sonny robson. 38, type 1 since i was 13, pens: tresiba 22 units and novorapid with meals. got a ballot place for london in april!! running it for diabetes uk. want sub 4 and not to hypo on the embankment", "sonny-intro"),
        L("10-02 20:30", "t", "Great stuff Sonny! Long run on Sundays building from 8 miles, and we test your fuelling on every one of them: check every 30 minutes to start with.", "sonny-intro-coach"),
        L("11-04 12:00", "c", "10 mile long run, went 3.4 at mile 8 😳 sat on a wall on the seafront eating jelly babies", "sonny-hypo"),
        L("11-04 12:20", "t", "Scary, but that's what training runs are for. Next week: Tresiba down to 18 the night before, 30g of carbs an hour from the start, and test at 45 minutes.", "sonny-hypo-coach"),
        L("11-28 17:00", "c", "HbA1c 61. nurse says ok for running but she'd like it lower", "sonny-hba1c"),
        L("12-16 12:00", "c", "16 miles, sugar 6-10 the whole way with the new plan 🙌", "sonny-16"),
        L("01-13 12:00", "c", "half marathon distance on the long run, 1:49, pb. 8.2 at the end", "sonny-half"),
        L("02-26 15:00", "c", "20 degrees on the seafront in february, ran in a vest 🥵", "sonny-heat"),
        L("03-10 13:00", "c", "Lindsay, it's Leanne, Sonny's wife. He's hobbling, the outside of his left knee went at 18 miles today. Says it's his IT band. He won't ring you because he thinks you'll stop him running", "sonny-leanne"),
        L("03-10 13:20", "t", "Thanks Leanne, I'm glad you did. Nobody's stopping London, but he's going to the physio this week and no running till then.", "sonny-leanne-coach"),
        L("03-15 18:00", "c", "physio: ITB syndrome left. foam roller, glute work, 10 days off running", "sonny-itb"),
        L("04-28 18:00", "c", "LONDON DONE!!! 3:58:41 🏅 sugar 5.4-11 the whole way, one jelly baby stop at mile 20. raised £1,870 for diabetes uk", "sonny-london"),
        L("04-28 18:30", "t", "Sub 4 and in range all day! Sonny, that's the whole plan working. Canny proud of you.", "sonny-london-coach"),
        L("05-08 17:00", "c", "HbA1c 54 now. marathon training was good for something", "sonny-hba1c2"),
        L("05-12 12:00", "c", "sunderland 10k today, 47:10 on tired legs", "sonny-10k"),
        L("05-22 20:00", "c", "Leanne: he's entered the great north run in september now, send help 😂", "sonny-leanne2"),
    ],
    "faith": [
        L("10-05 11:00", "c", "Hello pet, Faith Hedley. 61, dinner lady at St Aidan's primary. Type 2 diabetes 8 years, metformin 1g twice a day. Doctor says lose weight or it's insulin. 14 and a half stone (92kg). Never been to a gym in my life", "faith-intro"),
        L("10-05 11:30", "t", "Hello Faith, you've come to the right place. Tuesdays and Fridays at 10 in the studio, gentle to start, and a walk every day: we'll count your steps.", "faith-intro-coach"),
        L("10-20 15:00", "c", "4,000 steps a day on the phone. didn't know i walked so little", "faith-steps"),
        L("11-30 12:00", "c", "Hi Lindsay, it's Stacey, Faith's daughter. Mam has a blister on her left big toe from the new trainers and she can't feel it, it's gone a bit weepy. She didn't want to bother you", "faith-stacey"),
        L("11-30 12:20", "t", "Thanks Stacey, please get her to the GP or the practice nurse today: with numb feet a blister needs checking. No walking in those trainers until it's seen.", "faith-stacey-coach"),
        L("12-04 11:00", "c", "diabetic foot clinic: small ulcer on the left big toe, dressings twice a week, special shoe. no long walks till it's healed", "faith-ulcer"),
        L("12-25 15:00", "c", "merry christmas pet! had the sprouts AND said no to the trifle", "faith-xmas"),
        L("01-09 16:00", "c", "doctor added a new tablet, dapagliflozin 10mg once a day. have to drink more water", "faith-dapa"),
        L("01-29 11:00", "c", "foot clinic says the ulcer's healed!! back to walking", "faith-healed"),
        L("01-29 11:15", "t", "Great news Faith! Build back up slowly: check both feet every night, and the good trainers only.", "faith-healed-coach"),
        L("03-31 14:00", "c", "mothers day, stacey and the girls took us to roker beach. 9,000 steps!", "faith-mothers"),
        L("04-26 12:00", "c", "HbA1c 53!!! was 68. doctor says no insulin", "faith-hba1c"),
        L("05-19 13:00", "c", "race for life at herrington park, walked the 5k in 52 minutes with stacey and the girls, for my sister", "faith-race"),
        L("05-19 13:20", "t", "52 minutes, Faith! Seven months ago you'd never set foot in a gym. Your sister would be proud.", "faith-race-coach"),
        L("05-23 10:00", "c", "Stacey: mam weighed 13st 8 this morning (86kg), she's telling everyone at the school", "faith-weight"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-orla-courts", "trainer": "orla", "members": ["niamh", "holly", "bernie"],
        "lines": [
            L("10-07 19:00", "t", "Lagan Valley S&C 💪 Plans go up here every Sunday night.", "g-courts-start"),
            L("11-18 11:00", "niamh", "ankle not broken, boot for 2 wks 🙄", "g-niamh-ankle"),
            L("02-01 09:00", "bernie", "dry january done, 2.5kg gone 🥂", "g-bernie-dry"),
            L("02-06 18:30", "holly", "WE WON THE SCHOOLS CUP 🏆", "g-holly-cup"),
            L("03-23 20:00", "niamh", "lost the final by 3 😭", "g-niamh-final"),
        ],
    },
    {
        "id": "chat-ross-box", "trainer": "ross", "members": ["amber", "rich", "drew"],
        "lines": [
            L("10-08 06:00", "t", "Riverside barbell club 🏋️ Open prep and the Saturday team WODs get posted here.", "g-box-start"),
            L("12-22 12:00", "drew", "biceps reattached, see you all in 12 weeks 🤕", "g-drew-op"),
            L("01-10 09:00", "rich", "out of hospital. don't do what i did lads", "g-rich-rhabdo"),
            L("02-22 21:30", "amber", "19.1: 198 🔥", "g-amber-191"),
            L("05-18 20:30", "rich", "3rd at the throwdown 🥉", "g-rich-throwdown"),
        ],
    },
    {
        "id": "chat-tess-hockey", "trainer": "tess", "members": ["ollie", "hope", "mac"],
        "lines": [
            L("10-10 08:00", "t", "City & Blues conditioning 🏑 Session times and the Saturday sprint plans go here.", "g-hockey-start"),
            L("11-15 13:00", "ollie", "plate in the face, back in 6 weeks", "g-ollie-plate"),
            L("02-14 14:00", "mac", "Calf torn, grade 2. 6 weeks on the sidelines", "g-mac-calf"),
            L("02-17 19:00", "hope", "2 saves in the shootout, we're in the final!", "g-hope-shootout"),
            L("03-03 19:30", "ollie", "varsity won 3-1 🎉", "g-ollie-varsity"),
        ],
    },
    {
        "id": "chat-lindsay-type1", "trainer": "lindsay", "members": ["ruby", "sonny", "faith"],
        "lines": [
            L("10-06 10:00", "t", "Sugar & Sweat 💉🏃 Tips, wins and the odd hypo story. No judging.", "g-sugar-start"),
            L("11-04 13:00", "sonny", "went 3.4 on my long run today, carry more than you think you need 🍬", "g-sonny-hypo"),
            L("01-11 19:30", "ruby", "got my libre!!", "g-ruby-libre"),
            L("01-29 12:00", "faith", "toe healed pet!", "g-faith-toe"),
            L("04-28 19:00", "sonny", "3:58:41 and no hypo 🏅", "g-sonny-london"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("orla", "niamh", "2018-10-02", "Niamh (22): GS. Standing vertical jump 46 cm. Yo-yo IR1 16.3. Back squat 70 kg. Resting heart rate 56. Always tired: GP to check iron."),
    ("orla", "niamh", "2019-05-20", "Niamh: vertical jump 51 cm. Yo-yo 18.1 (NI trial). Back squat 82.5 kg. Left ankle taped for matches, no pain. Ferritin 41 (March), tablets stopped. NI World Cup training partner."),
    ("orla", "holly", "2018-10-04", "Holly (16): WA. Asthma, salbutamol 2 puffs before training. 20 m sprint 3.52. Single-leg hop 1.45 m. Peak flow 380 L/min."),
    ("orla", "holly", "2019-05-16", "Holly: 20 m sprint 3.41. Single-leg hop 1.62 m. Peak flow 420 L/min. Clenil 2 puffs twice a day since December. Concussion in January, graded return finished 4 February. NI U17 development squad."),
    ("orla", "bernie", "2018-10-04", "Bernie (49): over-45s GK. Ramipril 5 mg, BP 152/94. Weight 78 kg. Sit-to-stand 60 s: 24. Plank 40 s."),
    ("orla", "bernie", "2019-05-14", "Bernie: ramipril 10 mg since November, BP 134/82 (April). Weight 74 kg. Left medial meniscus degenerative tear (MRI February), physio, no surgery. Plank 75 s. 4th of 8 at the over-45s tournament."),
    ("ross", "amber", "2018-10-01", "Amber (29): back squat 95 kg, snatch 60 kg, clean and jerk 75 kg. Toes-to-bar 4 unbroken. A&E nurse, nights."),
    ("ross", "amber", "2019-04-09", "Amber: back squat 102.5 kg, snatch 65 kg, clean and jerk 80 kg. Toes-to-bar 15 unbroken. Left wrist TFCC tear (December), splint 4 weeks, 1/10 now. Open 2019: 1,312th in Europe."),
    ("ross", "rich", "2018-10-02", "Rich (38): deadlift 210 kg, back squat 160 kg. Bleep test 12.4. Weight 96 kg. Firefighter, Sprowston."),
    ("ross", "rich", "2019-05-20", "Rich: rhabdomyolysis in January (CK 48,000), CK 210 in February. Deadlift 200 kg. Bleep test 11.8 (April). Weight 92 kg. No sets to failure."),
    ("ross", "drew", "2018-10-03", "Drew (52): atorvastatin 20 mg. Deadlift 140 kg. Strict pull-ups 0. Row 500 m 1:48."),
    ("ross", "drew", "2019-05-09", "Drew: right distal biceps repaired 21 December. Strict pull-ups 1 (May). Deadlift 110 kg. Cholesterol 4.9 (February). Open 2019 scaled, 50-54."),
    ("tess", "ollie", "2018-10-05", "Ollie (20): 40 m sprint 5.32. Yo-yo 19.1. Countermovement jump 52 cm. Midfield."),
    ("tess", "ollie", "2019-05-14", "Ollie: 40 m sprint 5.18. Yo-yo 20.2. Countermovement jump 56 cm. Right zygoma plated 14 November, healed, mask off. Scored in the Varsity match (3-1)."),
    ("tess", "hope", "2018-10-08", "Hope (33): goalkeeper. Right hip pinch on low saves, 6/10. Hip internal rotation 15 degrees right, 30 left. Vitamin D to check."),
    ("tess", "hope", "2019-05-10", "Hope: right hip cam impingement and small labral tear (MRI December). Steroid injection 16 January. Pain 4/10. Internal rotation 20 degrees right. 8 clean sheets."),
    ("tess", "mac", "2018-10-09", "Mac (67): type 2 diabetes, metformin 500 mg twice a day. HbA1c 58. 30 m sprint 5.4 s. Grip 38 kg right."),
    ("tess", "mac", "2019-05-21", "Mac: HbA1c 49 (April). Right medial gastrocnemius grade 2 tear (February), healed. 30 m sprint 5.3 s. Grip 39 kg right. Home Nations silver."),
    ("lindsay", "ruby", "2018-10-04", "Ruby (15): type 1 diabetes, Omnipod pump. HbA1c 71. Hypo 2.9 at training. Yo-yo 15.4."),
    ("lindsay", "ruby", "2019-05-05", "Ruby: HbA1c 58 (March). Freestyle Libre since January. Temp basal 50 % an hour before training. Right ankle sprain in April, fine now. Yo-yo 17.2."),
    ("lindsay", "sonny", "2018-10-02", "Sonny (38): type 1, Tresiba 22 units, NovoRapid with meals. 10 km 51:30. Long run 8 miles. HbA1c to check."),
    ("lindsay", "sonny", "2019-05-13", "Sonny: London Marathon 3:58:41. Tresiba 18 units before long runs. Left ITB syndrome in March, settled. HbA1c 54 (May). Sunderland 10k 47:10."),
    ("lindsay", "faith", "2018-10-05", "Faith (61): type 2 diabetes, metformin 1 g twice a day. Weight 92 kg. Steps 4,000 a day. Sit-to-stand 30 s: 9. Numb toes on both feet."),
    ("lindsay", "faith", "2019-05-21", "Faith: dapagliflozin 10 mg since January. HbA1c 53. Weight 86 kg. Steps 8,500. Sit-to-stand 30 s: 14. Left big toe ulcer in December, healed in January. Race for Life 5k in 52 minutes."),
]

TRANSCRIPTS = [
    {
        "id": "tr-orla-holly-20190118", "trainer": "orla", "client": "holly", "startedAt": "2019-01-18T18:00:00Z",
        "title": "Call with Holly and Karen: after the concussion",
        "lines": [
            ("Coach", 0, "How's the head today, Holly?"),
            ("Holly", 4, "Sore at the front. The lights in school are too bright."),
            ("Karen", 9, "She slept twelve hours last night. The doctor said no school till Monday."),
            ("Coach", 14, "Then no training at all until she's had a full day with no headache. After that six stages, one a day: walking, bike, running, drills, contact training, then a match."),
            ("Holly", 20, "So I can't play in the cup final?"),
            ("Coach", 24, "If the stages go well you'll be fine for the final on the 6th. If a headache comes back, we drop back a stage."),
        ],
    },
    {
        "id": "tr-ross-rich-20190110", "trainer": "ross", "client": "rich", "startedAt": "2019-01-10T19:00:00Z",
        "title": "Call with Rich and Kerry: after the rhabdo",
        "lines": [
            ("Coach", 0, "How are you feeling, Rich?"),
            ("Rich", 4, "Stupid, mostly. The arms are still puffy. I did two hundred wall balls on top of the workout."),
            ("Kerry", 9, "The doctor said his kidneys were close to trouble. He's drinking four litres a day now."),
            ("Coach", 14, "Good. Nothing for three weeks, then bloods. When the CK's normal we start with walking and the bike."),
            ("Rich", 19, "And the fitness test at work in April?"),
            ("Coach", 23, "We build to it. Nothing to failure and no high-rep eccentric work until March."),
        ],
    },
    {
        "id": "tr-tess-ollie-20181120", "trainer": "tess", "client": "ollie", "startedAt": "2018-11-20T18:00:00Z",
        "title": "Call with Ollie and Fiona: after the cheekbone",
        "lines": [
            ("Coach", 0, "How's the face, Ollie?"),
            ("Ollie", 4, "Numb on the right side under the eye. They say the feeling comes back."),
            ("Fiona", 9, "He's on soft food for two weeks, soup and pasta. He's lost two kilos already."),
            ("Coach", 14, "Then protein shakes between meals. Walking from next week, the bike from week three if the surgeon agrees."),
            ("Ollie", 19, "Can I do weights?"),
            ("Coach", 23, "Legs on the machines, and nothing where you strain and hold your breath until six weeks."),
        ],
    },
    {
        "id": "tr-lindsay-ruby-20181115", "trainer": "lindsay", "client": "ruby", "startedAt": "2018-11-15T18:30:00Z",
        "title": "Call with Ruby and Lisa: the night hypos",
        "lines": [
            ("Coach", 0, "Tell me about the other night, Ruby."),
            ("Ruby", 4, "The match was at seven, I was fine at bed, 8.4, and then the alarm went at three."),
            ("Lisa", 9, "She was 2.6. I was up with her till five. Three jelly babies and toast."),
            ("Coach", 14, "After evening matches the muscles keep soaking up sugar all night. Basal down 20 percent overnight and a bedtime snack with protein, a glass of milk and a crumpet."),
            ("Ruby", 20, "Do I have to wake up to check?"),
            ("Coach", 24, "Your mam sets an alarm for 3 am on the first two match nights, until we know the pattern."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("niamh", "2018-10-26", 6.0, 6, 70, "Iron."),
    ("niamh", "2019-03-29", 7.5, 7, 90, "Final."),
    ("holly", "2018-11-23", 8.5, 4, 80, "Asthma."),
    ("holly", "2019-01-25", 9.5, 6, 20, "Concussion."),
    ("bernie", "2018-12-21", 7.0, 6, 60, "Knee."),
    ("bernie", "2019-02-01", 7.5, 3, 95, "Dry January."),
    ("amber", "2018-12-14", 5.0, 7, 50, "Wrist."),
    ("amber", "2019-03-01", 6.0, 5, 90, "Open."),
    ("rich", "2019-01-11", 8.0, 8, 0, "Hospital."),
    ("rich", "2019-04-05", 7.0, 3, 95, "Fitness test."),
    ("drew", "2018-12-14", 6.5, 7, 40, "Elbow."),
    ("drew", "2019-04-26", 7.5, 3, 85, "Easter."),
    ("ollie", "2018-11-16", 7.0, 7, 10, "Cheekbone."),
    ("ollie", "2019-03-08", 6.5, 4, 85, "Varsity."),
    ("hope", "2018-11-23", 7.5, 5, 75, "Hip."),
    ("hope", "2019-01-18", 8.0, 4, 40, "Injection."),
    ("mac", "2019-02-15", 7.0, 6, 30, "Calf."),
    ("mac", "2019-04-19", 7.5, 2, 90, "Good Friday."),
    ("ruby", "2018-11-16", 6.0, 7, 80, "Night hypo."),
    ("ruby", "2019-03-15", 9.0, 3, 95, "HbA1c."),
    ("sonny", "2018-11-09", 7.0, 6, 85, "Hypo."),
    ("sonny", "2019-03-15", 7.0, 8, 50, "Knee."),
    ("faith", "2018-12-07", 7.5, 7, 40, "Toe."),
    ("faith", "2019-04-26", 8.0, 2, 100, "HbA1c."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("bernie", "weight", "kg", "2018-10-08", "2019-05-13", 7, 78.0, 74.0, 0.4),
    ("rich", "weight", "kg", "2018-10-08", "2018-12-31", 7, 96.0, 92.5, 0.5),
    ("rich", "weight", "kg", "2019-01-21", "2019-05-20", 7, 90.5, 92.0, 0.5),
    ("drew", "weight", "kg", "2018-10-08", "2019-05-06", 7, 84.0, 86.5, 0.4),
    ("faith", "weight", "kg", "2018-10-08", "2019-05-20", 7, 92.0, 86.0, 0.4),
    ("niamh", "resting_heart_rate", "bpm", "2018-10-03", "2019-05-15", 7, 56.0, 52.0, 1.5),
    ("sonny", "resting_heart_rate", "bpm", "2018-10-03", "2019-05-15", 7, 62.0, 54.0, 1.5),
    ("bernie", "steps", "steps", "2018-10-08", "2019-05-13", 7, 7000, 10000, 800),
    ("mac", "steps", "steps", "2018-10-09", "2019-02-05", 7, 9000, 10500, 900),
    ("mac", "steps", "steps", "2019-02-12", "2019-03-19", 7, 4000, 6000, 500),
    ("mac", "steps", "steps", "2019-03-26", "2019-05-21", 7, 9500, 11500, 900),
    ("faith", "steps", "steps", "2018-10-08", "2018-11-26", 7, 4000, 6000, 500),
    ("faith", "steps", "steps", "2018-12-03", "2019-01-28", 7, 2500, 3000, 400),
    ("faith", "steps", "steps", "2019-02-04", "2019-05-20", 7, 6000, 8500, 600),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("bernie", "goal-orla-bernie-weight", "weight", 72, "kg", "2019-06-30", "active"),
    ("rich", "goal-ross-rich-weight", "weight", 90, "kg", "2019-06-30", "active"),
    ("mac", "goal-tess-mac-steps", "steps", 10000, "steps", "2019-03-31", "achieved"),
    ("faith", "goal-lindsay-faith-weight", "weight", 85, "kg", "2019-06-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("niamh", "2018-10-23", "Ferritin", 14, "ug/L", 15, 150),
    ("niamh", "2019-03-11", "Ferritin", 41, "ug/L", 15, 150),
    ("bernie", "2018-11-05", "Total cholesterol", 6.4, "mmol/L", 3.0, 5.0),
    ("rich", "2019-01-05", "Creatine kinase", 48000, "U/L", 40, 320),
    ("rich", "2019-01-05", "Creatinine", 142, "umol/L", 60, 110),
    ("rich", "2019-02-01", "Creatine kinase", 210, "U/L", 40, 320),
    ("rich", "2019-02-01", "Creatinine", 88, "umol/L", 60, 110),
    ("drew", "2018-10-01", "Total cholesterol", 6.8, "mmol/L", 3.0, 5.0),
    ("drew", "2019-02-11", "Total cholesterol", 4.9, "mmol/L", 3.0, 5.0),
    ("hope", "2018-12-03", "Vitamin D", 28, "nmol/L", 50, 175),
    ("mac", "2018-10-15", "HbA1c", 58, "mmol/mol", 20, 42),
    ("mac", "2019-04-15", "HbA1c", 49, "mmol/mol", 20, 42),
    ("ruby", "2018-10-01", "HbA1c", 71, "mmol/mol", 20, 42),
    ("ruby", "2019-03-14", "HbA1c", 58, "mmol/mol", 20, 42),
    ("sonny", "2018-11-27", "HbA1c", 61, "mmol/mol", 20, 42),
    ("sonny", "2019-05-07", "HbA1c", 54, "mmol/mol", 20, 42),
    ("faith", "2018-10-18", "HbA1c", 68, "mmol/mol", 20, 42),
    ("faith", "2019-04-25", "HbA1c", 53, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey dokey", "yep", "aye", "done ✅", "booked", "paid 👍", "running late sorry",
    "can we push it half an hour?", "what time tmrw?", "see you then", "will do", "wrong chat 🙈", "lovely", "nice one",
    "haha", "lol", "got it", "legend", "sorry only just seen this", "same time next week?", "where are we meeting?",
    "omw", "traffic's a nightmare", "thank you x", "dead on", "canny", "haway", "bout ye", "sorted", "cheers bor",
    "nothing to report", "🙌", "😂", "bank transfer ok?", "still on?", "phone died soz", "parking's a joke",
    "grand so", "ta pet", "stuck at work, 10 mins", "perfect",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer is fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, across a new year: `when`)."""
    return blind_roster(sys.modules[__name__], seed=20190527, health_seed=20190527, when=when, chatter_lines=(18, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
