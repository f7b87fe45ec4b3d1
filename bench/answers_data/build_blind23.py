#!/usr/bin/env python3
"""Build the twenty-third blind data set for the answer benchmark (bench/answers_data/blind23.json).

    functions/venv/bin/python -m bench.answers_data.build_blind23

Four trainers of kinds the other rosters do not have (a gymnastics and trampolining conditioning coach
in Huddersfield with a women's artistic gymnast of 14 whose left wrist has a growth-plate stress
reaction ("gymnast's wrist") and whose mum texts, a senior trampolinist of 24, an apprentice
electrician, with a right patellar tendinopathy who is named reserve, not in the team, for the Worlds
and whose girlfriend texts, and a joiner of 58 with sleep apnoea on CPAP who partly tears his left
hamstring at the top in the box splits at the adult class, does a front somersault on his birthday
and whose wife texts; a springboard and platform diving conditioning coach in Southampton with a
10 m platform diver of 16 with a stress fracture of the left L5 pars who sits his GCSEs and whose dad
texts, a 3 m springboard diver of 21, a sport science student, whose right shoulder slips out on a
reverse entry (a small labral tear, rehab not surgery) and whose boyfriend texts, and a masters diver
of 63, a retired harbour pilot, on bisoprolol after a heart attack, with a partial tear of his left
supraspinatus injected in April and whose daughter texts; a menopause strength coach in Exeter with a
head of year of 51 in the perimenopause on Oestrogel and Utrogestan with a left frozen shoulder whose
husband texts, a farmer's wife of 56 with osteoporosis on alendronic acid who breaks her right wrist
on the ice of Storm Emma and whose son texts, and a bank manager of 48 with fibroids and low iron who
has a hysterectomy with both ovaries out in April, goes onto HRT patches and whose wife texts; a
walking-football and over-50s football fitness coach in Preston with a walking footballer of 71, a
retired toolmaker with a replaced left knee on amlodipine who goes dizzy in the heat at the national
cup and whose granddaughter texts, a lollipop lady of 57 who has her right hip replaced in March and
whose husband texts, and a newsagent of 52, an over-50s centre half with prediabetes, who strains his
left hamstring, trains after iftar in Ramadan and whose son texts), 12 clients, 5 February to
21 September 2018 (asked on 24 September 2018): one-to-one chats, four group chats, session notes,
four session transcripts, check-ins, client profiles and health data (weight of four clients,
resting heart rate of two, steps of three, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-01 by helper h-blind23 (issue 14) without reading
shared/domain/*.py, shared/usecases/*.py, functions/*, any list of benchmark failures or any result
file: a held-out check of whether the fixes made on the other sets generalise.

The period, February to September 2018, is one no other roster covers (blind22 starts in October
2018), all of one year (a chat line's "MM-DD HH:MM" is of 2018). The Winter Olympics in PyeongChang
(closing 25 February), the Beast from the East and Storm Emma (26 February to 4 March: snow days on
1 and 2 March), Mother's Day (11 March), Easter (Easter Monday 2 April), the Commonwealth Games on the
Gold Coast (April), the London Marathon (22 April, the hottest on record), the royal wedding and the
FA Cup final (19 May), GDPR day (25 May), the May bank holidays (7 and 28 May), Ramadan (17 May to
14 June, Eid on 15 June), the heatwave, the World Cup (England 2-1 Tunisia on 18 June, 6-1 Panama on
24 June, Colombia on penalties on 3 July, the semi-final lost to Croatia on 11 July), the school
holidays, A-level results day (16 August), GCSE results day (23 August), the August bank holiday
(27 August) and Widecombe Fair (11 September) lie inside it; every weekday is checked with Python's
`calendar`. The story messages are written the way people text: lowercase, typos, run-ons, emoji,
shorthand and slang (gymnastics "WAG", "UB", "BB", "FX", "AA", "D score"; trampolining "ToF", "DD",
"the 10", "adult class"; diving "3m", "10m", "armstand", "rip", "reverse", "pike", "list", "BUCS";
menopause "peri", "HRT", "oestrogel", "pumps", "flushes", "DEXA", "T-score"; walking football "WF",
"over 70s", "PNE"), Yorkshire ("ey up", "nowt", "reet", "mardy"), Southampton ("mush", "dinlo"), Devon
("proper job", "dreckly", "my lover"), Lancashire ("now then", "brew", "butty", "our lass"), an Urdu
greeting ("salaam", "eid mubarak"), mixed units (kg, stone and pounds, cm, metres, seconds, points,
degrees, mg, pumps, IU/L, nmol/L, ug/L, g/L, mmol/mol, bpm, a blood pressure, a sleep study's AHI,
placings out of a field, match scores, words of a dissertation), negations ("no fracture", "not off
the bone", "no op", "not in the team", "no metformin"), revisions later (Oestrogel 2 then 3 pumps;
Evorel 50 then 75; amlodipine 5 then 2.5 mg; ferrous sulphate three times then once a day; a knee
"sore" then a tendinopathy; a wrist "sore" then a growth-plate stress reaction), plans never carried
out or lying after the period (the Worlds in November, a Yorkshire squad camp in October, the junior
nationals in December, the European masters in 2019, a North West over-55s game in October, a repeat
DEXA in 2020, an injection for the shoulder "if no better"), facts only in the coach's reply, only in
a note, only in a transcript or only in a lab panel, a relative or partner writing for every client
(a mum, a girlfriend, a wife twice, a dad, a boyfriend, a daughter, a husband twice, a son twice, a
granddaughter), names that are also words (Poppy, Saffron, Carol, Frank, Wendy), nicknames
(Pops, Trev, Saff, Caz, Ange, Lozza, Big Frank), two wrists at two trainers (Poppy's left, Ange's
right), two hamstrings (Trevor's left at the top, Imran's left), a right knee and a right hip and a
replaced left knee, and shoulders at two trainers (Saff's right, Gordon's left, Carol's left). The
everyday chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and
names no body part, food, drink, medicine, sport, event or number a question asks about.
Deterministic: two runs write byte-identical files. `blind23_tags.json` maps the story tags to
message ids for the question list (bench/answers_data/blind23_questions.py).

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
OUT, TAGS_OUT = HERE / "blind23.json", HERE / "blind23_tags.json"
YEAR = 2018
START, END = datetime(2018, 2, 5, 7, 0), datetime(2018, 9, 21, 21, 0)
ASKED_AT = "2018-09-24T08:00:00Z"

TRAINERS = [
    {"id": "coach-gemma", "displayName": "Gemma Haigh", "email": "gemma.haigh@example.com", "short": "gemma"},
    {"id": "coach-callum", "displayName": "Callum Reyes", "email": "callum.reyes@example.com", "short": "callum"},
    {"id": "coach-bryony", "displayName": "Bryony Hale", "email": "bryony.hale@example.com", "short": "bryony"},
    {"id": "coach-des", "displayName": "Des Whittle", "email": "des.whittle@example.com", "short": "des"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("gemma", "poppy-ainsworth", "Poppy Ainsworth", "poppy"),
    ("gemma", "kai-brennan", "Kai Brennan", "kai"),
    ("gemma", "trevor-sykes", "Trevor Sykes", "trevor"),
    ("callum", "ellis-dunmore", "Ellis Dunmore", "ellis"),
    ("callum", "saffron-okonjo", "Saffron Okonjo", "saff"),
    ("callum", "gordon-pike", "Gordon Pike", "gordon"),
    ("bryony", "carol-penrose", "Carol Penrose", "carol"),
    ("bryony", "angela-trewin", "Angela Trewin", "ange"),
    ("bryony", "lorraine-beckett", "Lorraine Beckett", "lorraine"),
    ("des", "frank-dobson", "Frank Dobson", "frank"),
    ("des", "wendy-hesketh", "Wendy Hesketh", "wendy"),
    ("des", "imran-patel", "Imran Patel", "imran"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("poppy", "trevor", "saff", "ange", "frank", "imran")

PROFILES = [
    {"clientId": "poppy-ainsworth", "age": 14, "goal": "Compete at the English Championships in June and make the Yorkshire squad",
     "dietaryRestrictions": [], "injuries": ["left wrist: stress reaction of the distal radius growth plate (gymnast's wrist), March 2018"],
     "notes": "Women's artistic gymnast at Colne Valley gym club, about 20 hours a week. Year 9 at school in Huddersfield. Mum Michelle."},
    {"clientId": "kai-brennan", "age": 24, "goal": "Make the GB team for the Trampoline World Championships in St Petersburg (November 2018)",
     "dietaryRestrictions": [], "injuries": ["right patellar tendinopathy (jumper's knee), April 2018"],
     "notes": "Senior elite trampolinist. Apprentice electrician. Girlfriend Tasha."},
    {"clientId": "trevor-sykes", "age": 58, "goal": "Lose two stone and do a front somersault on the trampoline by his birthday (8 September)",
     "dietaryRestrictions": [], "injuries": ["obstructive sleep apnoea (CPAP since January 2018)",
                                             "partial tear of the left proximal hamstring (March 2018)"],
     "notes": "Joiner, self-employed. Goes to the adult trampoline class with his granddaughter Lily. Wife Janet."},
    {"clientId": "ellis-dunmore", "age": 16, "goal": "Get back on the 10 m platform and make the junior nationals",
     "dietaryRestrictions": [], "injuries": ["stress fracture of the left L5 pars (spondylolysis), March 2018"],
     "notes": "Platform diver at the diving academy at the Quays, Southampton. Year 11, GCSEs in summer 2018. Dad Gary."},
    {"clientId": "saffron-okonjo", "age": 21, "goal": "A BUCS medal on the 3 m springboard",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right shoulder subluxation with a small anterior labral tear (April 2018)"],
     "notes": "Known as Saff. 3 m springboard diver, final-year sport science student at Solent. Boyfriend Dami."},
    {"clientId": "gordon-pike", "age": 63, "goal": "Compete at the masters nationals in June",
     "dietaryRestrictions": [], "injuries": ["heart attack in 2015, stented (bisoprolol 2.5 mg, atorvastatin 40 mg)",
                                             "partial tear of the left supraspinatus (April 2018)"],
     "notes": "Retired harbour pilot. Dives 1 m and 3 m in the masters group. Daughter Harriet."},
    {"clientId": "carol-penrose", "age": 51, "goal": "Deadlift her bodyweight by the end of the summer",
     "dietaryRestrictions": [], "injuries": ["perimenopause (HRT: Oestrogel and Utrogestan)", "left frozen shoulder (May 2018)"],
     "notes": "Head of year 10 at a secondary school in Exeter, lives in Topsham. Husband Steve."},
    {"clientId": "angela-trewin", "age": 56, "goal": "Build bone and not break anything",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": ["osteoporosis (DEXA January 2018: T-score -2.6 left hip, -2.1 spine)",
                                                                 "Colles fracture of the right wrist (1 March 2018)"],
     "notes": "Known as Ange. Farm and B&B at Widecombe-in-the-Moor. Son Jago."},
    {"clientId": "lorraine-beckett", "age": 48, "goal": "Walk the Two Moors Way (102 miles) with her wife in September",
     "dietaryRestrictions": [], "injuries": ["fibroids and iron-deficiency anaemia", "hysterectomy with both ovaries removed (26 April 2018)"],
     "notes": "Branch manager at a bank on Exeter high street. Wife Sue."},
    {"clientId": "frank-dobson", "age": 71, "goal": "Play for the over-70s at the national walking football cup and lose weight",
     "dietaryRestrictions": [], "injuries": ["left knee replacement (2015)", "right knee osteoarthritis", "high blood pressure (amlodipine)"],
     "notes": "Retired toolmaker from Leyland. Walking football Tuesdays and Thursdays. Granddaughter Chloe."},
    {"clientId": "wendy-hesketh", "age": 57, "goal": "Back to walking football after her hip replacement",
     "dietaryRestrictions": [], "injuries": ["right hip replacement (14 March 2018)"],
     "notes": "School crossing patrol (lollipop lady) in Penwortham. Women's walking football. Husband Keith."},
    {"clientId": "imran-patel", "age": 52, "goal": "HbA1c under 42 and keep playing over-50s football",
     "dietaryRestrictions": ["halal"], "injuries": ["prediabetes (HbA1c 46, February 2018)", "grade 1 left hamstring strain (April 2018)"],
     "notes": "Runs a newsagent's on Deepdale Road. Centre half in the over-50s league. Son Zain."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "poppy": [
        L("02-06 18:00", "c", "Hi Gemma, Michelle Ainsworth here, Poppy's mum. Poppy's 14 and does WAG at Colne Valley, about 20 hours a week. She wants to compete at the English champs in June. Her left wrist has been sore on bars and vault for a month, she says it's nowt", "poppy-michelle"),
        L("02-06 18:30", "t", "Hi Michelle, I'd love to work with Poppy. Strength with me Tuesdays and Thursdays. And please get that wrist seen by the GP: wrist pain for a month in a young gymnast needs an x-ray, not ignoring.", "poppy-michelle-coach"),
        L("02-20 17:30", "c", "hiya gemma its poppy!! mum gave me ur number. 12 strict pull ups today 💪 wrist 5/10 on handstands tho", "poppy-pullups"),
        L("03-01 09:00", "c", "SNOW DAY ❄️ school shut AND gym shut 😩 did ur circuit in the kitchen", "poppy-snow"),
        L("03-06 19:00", "c", "Gemma it's Michelle. X-ray then MRI at Huddersfield Royal: stress reaction of the growth plate at the bottom of her left radius, 'gymnast's wrist' they called it. Nothing on her left hand for 6 weeks. She's in bits", "poppy-mri"),
        L("03-06 19:20", "t", "Oh Pops. Six weeks of legs, core, flexibility and beam work with no hands: she'll come back stronger. Tell her June is still on if we're careful.", "poppy-mri-coach"),
        L("03-11 10:00", "c", "made mum breakfast in bed for mothers day, burnt the toast 😂", "poppy-mothers"),
        L("04-10 20:00", "c", "watching the commonwealth games gymnastics with mum, want to be there in 2022 🇬🇧", "poppy-cwg"),
        L("04-17 18:00", "c", "wrist pain free!!! physio says handstands from monday, bars in 2 weeks 🙌", "poppy-wristok"),
        L("05-19 19:00", "c", "regionals!! 3rd AA 🥉 beam 12.45. no vault, only 2 wks back on it. missed the royal wedding lol", "poppy-regionals"),
        L("05-19 19:20", "t", "3rd all-around eight weeks after that wrist, Pops! Proud of you.", "poppy-regionals-coach"),
        L("06-16 20:00", "c", "english champs: 9th on beam (12.1) and fell off UB on my release 😭 wrist fine tho", "poppy-english"),
        L("07-20 16:00", "c", "schools out!!! 6 weeks of training 5 hours a day 🤸‍♀️", "poppy-holidays"),
        L("08-02 18:00", "c", "Michelle again: Poppy's been picked for the Yorkshire squad training camp in October, she's made up. Thank you for all the wrist work x", "poppy-michelle2"),
        L("08-02 18:15", "t", "Brilliant news Michelle! Tell her she earned every bit of it doing planks while the others were on bars.", "poppy-michelle2-coach"),
        L("09-04 17:00", "c", "back at school 😩 year 10, picked pe for gcse obvs", "poppy-year10"),
    ],
    "kai": [
        L("02-07 20:00", "c", "ey up gemma, kai brennan. 24, senior trampolinist, sparky apprentice in the day. want the GB team for the worlds in st petersburg in november. ToF 16.9 on my 10, DD 13.8", "kai-intro"),
        L("02-07 20:30", "t", "Ey up Kai! Legs twice a week, landing mechanics and a plyo day. We'll retest your jumps every month.", "kai-intro-coach"),
        L("02-25 11:30", "c", "watched the winter olympics closing with a brew. no trampolining at the winter games, robbed", "kai-olympics"),
        L("03-20 21:00", "c", "right knee sore just under the kneecap after landings, worse going downstairs. 4/10", "kai-knee"),
        L("03-20 21:20", "t", "Sounds like the patellar tendon. Cut your bouncing by a third, slow heavy leg press 4x6 three times a week, and we'll see in two weeks.", "kai-knee-coach"),
        L("04-03 18:00", "c", "physio says patellar tendinopathy, right knee. jumpers knee. wall sits 5x45s every day", "kai-physio"),
        L("04-22 17:00", "c", "tasha did london today in that heat!! 5:12 😅 proud of her", "kai-london"),
        L("05-12 22:00", "c", "Hi Gemma it's Tasha, Kai's girlfriend. He's done two double shifts and his knee's flared up again, he was limping on the stairs. He won't tell you. Don't say I said x", "kai-tasha"),
        L("05-12 22:20", "t", "Thanks Tasha, I won't let on. I'll drop his bounce volume this week and ask him about stairs.", "kai-tasha-coach"),
        L("06-09 19:00", "c", "national league final in sheffield: 3rd 🥉 ToF 17.6 pb. knee 2/10", "kai-final"),
        L("07-11 22:30", "c", "gutted for england 😭 croatia. went and bounced it off at the club", "kai-semi"),
        L("07-30 18:00", "c", "selection's out. reserve for the worlds, not in the team 😕", "kai-worlds"),
        L("07-30 18:20", "t", "Reserve at 24 is a foot in the door, Kai. We go again for the next cycle, and that knee's finally behaving.", "kai-worlds-coach"),
        L("08-27 21:00", "c", "Tasha again: bank holiday bbq, he's had 4 burgers and says it's a cheat day. Tell him off x", "kai-tasha2"),
        L("09-15 12:00", "c", "ToF 18.1 on the 10 today!!! knee 0/10", "kai-tof"),
    ],
    "trevor": [
        L("02-09 19:00", "c", "Evening Gemma, Trevor Sykes. 58, joiner. Started the adult trampoline class with our granddaughter Lily. I'm 17st 2 (109kg) and want to lose 2 stone and do a front somersault by my birthday in September. Got sleep apnoea, on a CPAP machine since January", "trevor-intro"),
        L("02-09 19:30", "t", "Evening Trevor! Gym twice a week with me, the adult class on Saturdays, and a weight diary. No somersaults until your core's ready, mind.", "trevor-intro-coach"),
        L("02-14 21:00", "c", "took janet for a curry for valentines, had the tikka and no naan 👍", "trevor-valentine"),
        L("03-02 08:30", "c", "snowed in, van won't start. 50 squats in the garage instead", "trevor-snow"),
        L("03-25 09:00", "c", "Gemma, it's Janet, Trevor's wife. He tried the box splits at the adult class last night, heard a pop at the top of his left leg and it's bruised all down the back of the thigh this morning. He's gone to A&E at the Royal moaning", "trevor-janet"),
        L("03-25 09:20", "t", "Thanks Janet. Ice, rest, and crutches if they give him them. If the bruising's big ask about a scan: up at the top the hamstring can come off the bone.", "trevor-janet-coach"),
        L("04-02 15:00", "c", "easter monday, hobbled round the garden centre with janet on crutches", "trevor-easter"),
        L("04-05 12:00", "c", "MRI: partial tear of the left hamstring at the top, proximal they say. not off the bone, no op. 8 weeks physio. splits banned 😂", "trevor-mri"),
        L("05-28 17:00", "c", "bank holiday, walked up castle hill and back. hamstring 1/10", "trevor-castlehill"),
        L("06-18 21:00", "c", "ENGLAND 2-1!! kane twice. jumped off the sofa, hamstring fine", "trevor-tunisia"),
        L("07-17 18:00", "c", "sleep clinic: the CPAP's working, AHI down from 38 to 4. janet says i've stopped snoring", "trevor-cpap"),
        L("08-11 09:00", "c", "15st 12 this morning (100.7kg)!", "trevor-weight"),
        L("09-08 13:00", "c", "59 today and did a FRONT SOMERSAULT at the adult class!!! (crash mat but still)", "trevor-somersault"),
        L("09-08 13:20", "t", "Happy birthday Trev! A front somersault at 59, with a hamstring that tore in March. Legend.", "trevor-somersault-coach"),
        L("09-19 20:00", "c", "Janet: he's put the video on facebook 4 times. Please make it stop x", "trevor-janet2"),
    ],
    "ellis": [
        L("02-05 19:00", "c", "Hi Callum, Gary Dunmore, Ellis's dad. Ellis is 16 and dives 10m at the academy at the Quays. He wants to make the junior nationals. His lower back's sore after training, and he's got GCSEs this summer too", "ellis-gary"),
        L("02-05 19:30", "t", "Hi Gary, great to hear from you. Two gym sessions a week around his pool time. Tell me straight away if the back gets worse: in young divers that's worth checking early.", "ellis-gary-coach"),
        L("02-19 18:00", "c", "hi callum its ellis. back squat 80kg, CMJ 48cm. back 3/10 after armstands", "ellis-intro"),
        L("03-13 20:00", "c", "back way worse on arches and entries, 6/10, left side low down", "ellis-back"),
        L("03-13 20:15", "t", "Stop the platform until it's scanned, Ellis. Low back pain in a teenage diver that's worse arching needs an MRI: ask the academy doctor tomorrow.", "ellis-back-coach"),
        L("03-27 18:00", "c", "Gary here. MRI shows a stress fracture of the left L5 pars (spondylolysis). No diving for 3 months, physio and core. He's devastated, the nationals are out", "ellis-mri"),
        L("03-27 18:30", "t", "Gutted for him, Gary. Three months is long at 16 but these heal well when they're rested. I'll write him a plan: anti-extension core, hips and legs, no arching at all.", "ellis-mri-coach"),
        L("04-12 17:00", "c", "revision and core every day. dead bugs 3x20 lol", "ellis-revision"),
        L("05-14 16:00", "c", "first gcse today, chemistry. back 1/10", "ellis-gcse"),
        L("06-26 18:00", "c", "scan today: fracture's healed!! 1m and 3m from next week, no 10m till august", "ellis-healed"),
        L("07-26 20:00", "c", "pool deck was 31 degrees today, melted", "ellis-heat"),
        L("08-23 11:00", "c", "GCSE RESULTS: three 9s, five 7s and a 6 in french 🎉", "ellis-results"),
        L("08-23 11:15", "t", "Get in, Ellis! Three 9s while you were rehabbing a back. Proper proud.", "ellis-results-coach"),
        L("09-08 18:00", "c", "first 10m session since march. back 2½ pike, judges gave me 7s. back 0/10", "ellis-10m"),
        L("09-16 19:00", "c", "Gary: the academy says he can enter the junior nationals in December. Thank you for getting him through it", "ellis-gary2"),
    ],
    "saff": [
        L("02-08 19:00", "c", "hiya callum! saff okonjo (saffron on the register), 21, 3m springboard, 3rd yr sport sci at solent. BUCS in march and i want a medal. right shoulder clicks on my entries", "saff-intro"),
        L("02-08 19:30", "t", "Hi Saff! Shoulder stability every session, cuff and scapula, and we'll build your jump for the board.", "saff-intro-coach"),
        L("02-17 13:00", "c", "lizzy yarnold won AGAIN 🥇 skeleton queen, watched it in my pjs", "saff-olympics"),
        L("03-10 20:00", "c", "BUCS 3m: SILVER 🥈 289.5 points, shoulder held!!", "saff-bucs"),
        L("03-10 20:20", "t", "Silver at BUCS, Saff! All that cuff work paying off.", "saff-bucs-coach"),
        L("04-19 21:00", "c", "Hi Callum, Dami here, Saff's boyfriend. Her right shoulder popped out on a reverse entry tonight and went back in by itself. She's in a sling at Southampton General waiting for an x-ray", "saff-dami"),
        L("04-19 21:20", "t", "Thanks Dami. Sling on, ice, and ask them if they want a scan. Tell her not to worry about training this week.", "saff-dami-coach"),
        L("04-20 12:00", "c", "x-ray fine, no fracture. subluxation not a full dislocation they said. sling 1 week then physio", "saff-xray"),
        L("05-10 18:00", "c", "MR arthrogram: small labral tear at the front of the right shoulder. surgeon says rehab first, only op if it keeps slipping", "saff-mri"),
        L("05-25 15:00", "c", "DISSERTATION IN 🎉 12,000 words on sleep in divers, i need a nap", "saff-dissertation"),
        L("06-22 10:00", "c", "results out, 2:1!!! 🎓", "saff-degree"),
        L("07-15 19:00", "c", "back on my full 3m list, no pops. shoulder 1/10", "saff-list"),
        L("08-13 21:00", "c", "Dami again: she's started at the leisure centre, lifeguarding 6am shifts, so she'll be grumpy x", "saff-dami2"),
        L("09-02 18:00", "c", "southern counties 3m: 4th, 241 points. meh", "saff-counties"),
        L("09-02 18:20", "t", "4th in your first comp back with a shoulder like that is fine, Saff. The list's all there, the scores will come.", "saff-counties-coach"),
    ],
    "gordon": [
        L("02-12 15:00", "c", "Good afternoon Callum. Gordon Pike, 63, retired harbour pilot. I dive 1m and 3m with the masters group. Heart attack in 2015, stent, on bisoprolol 2.5mg and atorvastatin 40mg; the cardiologist is happy for me to dive. I'd like to compete at the masters nationals in June", "gordon-intro"),
        L("02-12 15:30", "t", "Good afternoon Gordon! Two gym sessions a week, keep your heart rate under 130, and tell me straight away about any chest pain or breathlessness.", "gordon-intro-coach"),
        L("03-02 11:00", "c", "Pool closed with the snow. Walked round the common in it, 6,000 steps", "gordon-snow"),
        L("04-04 10:00", "c", "Left shoulder sore reaching overhead and I can't sleep on it. 5/10", "gordon-shoulder"),
        L("04-04 10:20", "t", "No 3m hurdles or handstands for now, Gordon, and get the GP to look at it: it sounds like the rotator cuff.", "gordon-shoulder-coach"),
        L("04-16 16:00", "c", "Ultrasound: partial tear of the supraspinatus, left shoulder. Steroid injection on Thursday", "gordon-scan"),
        L("04-26 19:00", "c", "Callum, it's Harriet, Gordon's daughter. Dad had the injection last week and he's already back on the 3m board against the physio's advice. Could you have a word? x", "gordon-harriet"),
        L("04-26 19:20", "t", "Thanks Harriet, I will. 1m only for two more weeks and no armstands: the injection stops the pain, it doesn't mend the tear.", "gordon-harriet-coach"),
        L("05-19 18:00", "c", "Watched the wedding with Harriet and the grandchildren, then the cup final. Chelsea 1-0, fine by me", "gordon-wedding"),
        L("06-23 17:00", "c", "Masters nationals, 60-64: gold on 1m, silver on 3m! Shoulder 2/10", "gordon-nationals"),
        L("06-23 17:20", "t", "Gold and silver, Gordon! Masters champion on 1m. Superb.", "gordon-nationals-coach"),
        L("07-26 14:00", "c", "Hottest day of the year so far. Swam in the sea at Calshot instead of the pool", "gordon-heat"),
        L("08-15 12:00", "c", "Cardiology check: BP 128/76, all fine, bisoprolol stays at 2.5", "gordon-cardio"),
        L("09-10 20:00", "c", "Harriet: Dad's entered the European masters next year now, send help 😂", "gordon-harriet2"),
    ],
    "carol": [
        L("02-05 20:00", "c", "Hi Bryony, Carol Penrose, 51, head of year 10 at a secondary in Exeter. Hot flushes 10 a day, brain fog, sleep's gone. Put on a stone since last year. A friend says you're the menopause lady. I want to get strong: deadlift my bodyweight (68kg) by the end of the summer", "carol-intro"),
        L("02-05 20:30", "t", "Hi Carol, you've found the right place. Strength twice a week and a brisk walk on the other days. Do talk to your GP about HRT, and keep a flush diary for me.", "carol-intro-coach"),
        L("02-22 18:00", "c", "gp says perimenopause, FSH 52. started HRT: oestrogel 2 pumps a day + utrogestan 100mg at night", "carol-hrt"),
        L("03-01 10:00", "c", "storm emma, school's shut and we're snowed in at topsham. flushes down to 5 a day already", "carol-snow"),
        L("03-11 14:00", "c", "mother's day, the kids cooked, kitchen destroyed, worth it", "carol-mothers"),
        L("04-16 21:00", "c", "left shoulder stiff, can't do my bra up or reach the top shelf. 6/10 at night", "carol-shoulder"),
        L("04-16 21:20", "t", "That could be a frozen shoulder, which is common at this stage. Get the GP to look at it, and keep it moving gently: pendulums and wall walks.", "carol-shoulder-coach"),
        L("05-03 17:00", "c", "gp: frozen shoulder, left. physio, and an injection if it's no better. hrt up to 3 pumps, the flushes came back", "carol-frozen"),
        L("05-25 18:00", "c", "Hi Bryony, Steve Penrose, Carol's husband. She's stuck in a GDPR panic at school and won't make tonight, she asked me to let you know. She won't admit it but she's sleeping properly again", "carol-steve"),
        L("05-25 18:20", "t", "Thanks Steve, no problem at all. Good to hear about the sleep: tell her I'll move her to Monday.", "carol-steve-coach"),
        L("06-12 19:00", "c", "deadlift 60kg x 5!!", "carol-dl60"),
        L("07-20 16:00", "c", "last day of term 🎉 6 weeks off. flushes 1-2 a day now", "carol-term"),
        L("08-23 12:00", "c", "gcse results day, my old year 11s did us proud", "carol-results"),
        L("09-01 11:00", "c", "DEADLIFT 70KG!!! more than my bodyweight (66kg now) 🎉", "carol-dl70"),
        L("09-01 11:20", "t", "Over bodyweight, Carol! From 40 kg in February. Proper job.", "carol-dl70-coach"),
        L("09-14 20:00", "c", "Steve again: she's told the whole staffroom about the deadlift x", "carol-steve2"),
    ],
    "ange": [
        L("02-06 11:00", "c", "Hello Bryony my lover, Angela Trewin, everyone says Ange. 56, we've the farm and B&B at Widecombe. DEXA last month: osteoporosis, T-score -2.6 at the left hip and -2.1 at the spine. Mum broke her hip at 70. Doctor's put me on alendronic acid 70mg once a week. Want to do something about it", "ange-intro"),
        L("02-06 11:30", "t", "Hello Ange! Heavy-ish strength twice a week and some impact (hops and stamps) builds bone. Take the alendronic acid first thing with a full glass of water and stay upright for 30 minutes after.", "ange-intro-coach"),
        L("02-20 13:00", "c", "vit d came back 31, gp says adcal d3 twice a day", "ange-vitd"),
        L("03-01 10:30", "c", "Bryony, it's Jago, Ange's son. Mum slipped on the ice in the yard feeding the calves this morning and put her right hand out. It's broken, the wrist, we're at the RD&E. She said tell you she won't be in tomorrow 🙄", "ange-jago"),
        L("03-01 10:50", "t", "Oh no, thanks Jago. Give her my love. Nothing on that arm, but once she's in a cast we keep her legs working: that's where the hip bone is built.", "ange-jago-coach"),
        L("03-02 16:00", "c", "colles fracture of the right wrist, cast for 6 weeks, no op. snow's 3 foot at the gate", "ange-cast"),
        L("04-13 12:00", "c", "cast off!! wrist stiff as a board, physio tuesday", "ange-castoff"),
        L("04-25 21:00", "c", "lambing done, 212 lambs. 14,000 steps a day in the season 😂", "ange-lambing"),
        L("06-14 19:00", "c", "Jago again: mum's been up Haytor twice this week, tell her to slow down x", "ange-jago2"),
        L("06-14 19:20", "t", "Ha, thanks Jago. Walking up Haytor is exactly what her bones need. It's the ice I don't want her on.", "ange-jago2-coach"),
        L("07-10 12:00", "c", "vit d 74 now, proper job", "ange-vitd2"),
        L("08-07 18:00", "c", "step ups with 10kg and hops 3x20 today", "ange-hops"),
        L("09-11 20:00", "c", "widecombe fair, did the tug of war and the wrist held 💪", "ange-fair"),
        L("09-11 20:15", "t", "Tug of war at Widecombe Fair six months after a broken wrist! That's what the strength is for, Ange.", "ange-fair-coach"),
    ],
    "lorraine": [
        L("02-07 19:00", "c", "Hi Bryony, Lorraine Beckett. 48, branch manager at the bank on the high street. Fibroids, heavy periods, exhausted all the time. GP says my iron's on the floor. Hysterectomy booked for April. I want to be fit for the op and then walk the Two Moors Way with my wife Sue in September", "lorraine-intro"),
        L("02-07 19:30", "t", "Hi Lorraine! Prehab it is: strength twice a week and walking, built up carefully while the iron's low. Send me the blood numbers when you have them.", "lorraine-intro-coach"),
        L("02-15 17:00", "c", "ferritin 9, haemoglobin 104. ferrous sulphate 200mg three times a day 🤢", "lorraine-iron"),
        L("02-15 17:20", "t", "Take them with orange juice, away from tea and coffee. If they upset your stomach ask the GP about once a day: it's better than stopping.", "lorraine-iron-coach"),
        L("03-13 18:00", "c", "gp switched me to once a day, tummy much better", "lorraine-iron2"),
        L("04-13 17:00", "c", "bloods: haemoglobin 121 now, ferritin 22. op's on the 26th, hysterectomy and both ovaries out, so straight into menopause", "lorraine-preop"),
        L("04-26 20:00", "c", "Bryony, it's Sue, Lorraine's wife. She's out of theatre at the RD&E and it all went fine, keyhole in the end. They've started her on an HRT patch already. 6 weeks no lifting", "lorraine-sue"),
        L("04-26 20:20", "t", "Thanks Sue, so glad. Short walks from the first days, nothing heavier than a kettle for six weeks. I'll have a plan ready for when she's cleared.", "lorraine-sue-coach"),
        L("05-07 16:00", "c", "bank holiday, walked to the end of the road and back. 1,200 steps lol", "lorraine-bankhol"),
        L("06-08 12:00", "c", "6 week check fine, cleared to drive and start gentle exercise. hot flushes though!! evorel 50 patch", "lorraine-6wk"),
        L("07-02 18:00", "c", "gp put the patch up to 75, flushes much better. back in the gym!", "lorraine-patch"),
        L("07-14 19:00", "c", "sue and me walked 12 miles on dartmoor as a test, no problems", "lorraine-12miles"),
        L("08-18 20:00", "c", "Sue: she's bought new boots for the Two Moors and is breaking them in round the house in her dressing gown x", "lorraine-sue2"),
        L("09-20 18:00", "c", "FINISHED at lynmouth!!! 102 miles in 6 days from ivybridge, one blister", "lorraine-finished"),
        L("09-20 18:20", "t", "102 miles, Lozza! Five months after major surgery. Huge well done to you and Sue.", "lorraine-finished-coach"),
    ],
    "frank": [
        L("02-05 10:00", "c", "Now then Des, Frank Dobson here, our Chloe set this phone up. 71, retired toolmaker from Leyland. Walking football Tuesdays and Thursdays with the over 65s. Left knee's a new one (2015). Amlodipine 5mg for the blood pressure. Want to get in the over 70s for the national cup in July and lose a bit, I'm 94 kilo", "frank-intro"),
        L("02-05 10:30", "t", "Now then Frank! Two sessions a week with me: legs, balance and a bit of puff. We'll weigh in every Monday.", "frank-intro-coach"),
        L("03-01 11:00", "c", "no walking football, pitch under snow. did me exercises in the front room", "frank-snow"),
        L("03-20 12:00", "c", "right knee sore now, the old one. gp says arthritis, like the left was", "frank-knee"),
        L("03-20 12:20", "t", "We'll keep it strong, Frank: sit-to-stands, the bike and step-ups. Strong legs take the load off the joint.", "frank-knee-coach"),
        L("05-15 19:00", "c", "picked for the over 70s squad for the national cup at st georges park in july!!", "frank-selected"),
        L("06-24 17:00", "c", "ENGLAND 6 PANAMA 1!!! best day since 66", "frank-panama"),
        L("07-08 16:00", "c", "Hiya Des it's Chloe, Frank's granddaughter. Grandad went dizzy in the heat at the cup today and had to sit down. The first aider checked him, BP was 98/60. He's fine now and eating a sausage roll. He made me text you", "frank-chloe"),
        L("07-08 16:20", "t", "Thanks Chloe. Water, shade, and ask him to tell his GP: his blood pressure tablets can drop it too low in heat like this.", "frank-chloe-coach"),
        L("07-09 10:00", "c", "we came 5th of 16. played every game till i went dizzy", "frank-cup"),
        L("07-12 11:00", "c", "gp halved the amlodipine to 2.5 while it's hot. bp 126/74", "frank-amlo"),
        L("08-20 09:00", "c", "weighed 89.5 kilo this morning!!", "frank-weight"),
        L("08-20 09:20", "t", "Under 90, Frank! That's your target done.", "frank-weight-coach"),
        L("09-06 18:00", "c", "Chloe: Grandad's telling everyone at the club he's a pro now because he got a kit with his name on", "frank-chloe2"),
    ],
    "wendy": [
        L("02-06 09:00", "c", "Hiya Des, Wendy Hesketh, lollipop lady at St Mary's in Penwortham. 57. Right hip's shot, the replacement's booked for 14 March at the Royal Preston. I want to be back at walking football by the summer", "wendy-intro"),
        L("02-06 09:30", "t", "Hiya Wendy! Prehab till March: glutes, sit-to-stands and the bike. The stronger you go in, the quicker you come out.", "wendy-intro-coach"),
        L("03-14 17:00", "c", "Des, it's Keith, Wendy's husband. Hip's done, she's back on the ward already asking for a brew. Surgeon says it went well. 6 weeks on crutches", "wendy-keith"),
        L("03-14 17:20", "t", "Cheers Keith, great news. Tell her the ward exercises are her job now, three times a day.", "wendy-keith-coach"),
        L("03-17 12:00", "c", "home!! 2 crutches, exercises 3 times a day, stairs ok", "wendy-home"),
        L("04-12 11:00", "c", "down to 1 crutch, 2,000 steps a day", "wendy-crutch"),
        L("05-19 20:00", "c", "royal wedding street party, danced to the gospel choir, hip no bother", "wendy-wedding"),
        L("06-04 08:30", "c", "back on the crossing today, the kids made me a card", "wendy-work"),
        L("07-17 20:00", "c", "first walking football since the op! 40 mins, no pain, scored a tap in", "wendy-first"),
        L("07-17 20:20", "t", "Four months after a new hip and on the scoresheet, Wendy!", "wendy-first-coach"),
        L("08-10 19:00", "c", "hosepipe ban's called off, roses saved 🌹", "wendy-hosepipe"),
        L("09-09 17:00", "c", "north west trials: picked for the over 55s!! first game's in october", "wendy-squad"),
        L("09-12 19:00", "c", "Keith: she had her 6 month check, the surgeon says the x-ray's perfect", "wendy-keith2"),
    ],
    "imran": [
        L("02-05 21:00", "c", "Salaam Des, Imran Patel. 52, I have the newsagent on Deepdale Road. Over 50s football Sunday mornings, centre half. Doctor says prediabetes, HbA1c 46. I'm 88kg. Want to get it under 42 and keep playing", "imran-intro"),
        L("02-05 21:30", "t", "Walaikum salaam Imran! Two sessions a week, one strength and one intervals, and a walk after your evening meal.", "imran-intro-coach"),
        L("04-15 14:00", "c", "pulled my left hamstring chasing a long ball, 1-1 v leyland vets. physio says grade 1", "imran-hamstring"),
        L("04-15 14:20", "t", "Grade 1 is the good kind. Walking and gentle bridges this week, no sprinting for three weeks, then we build you back.", "imran-hamstring-coach"),
        L("05-14 20:00", "c", "ramadan starts thursday. can we train after iftar, about 10pm?", "imran-ramadan"),
        L("05-14 20:20", "t", "Of course. After iftar, lighter sessions, and plenty of water before suhoor.", "imran-ramadan-coach"),
        L("05-29 13:00", "c", "Des it's Zain, Imran's son. Dad's fasting and still doing the papers at 5am, he nearly fainted at the shop this morning. Can you tell him to take it easy, he won't listen to me", "imran-zain"),
        L("05-29 13:20", "t", "Thanks Zain. I'll tell him: no session this week, and he sits down the minute he feels light-headed.", "imran-zain-coach"),
        L("06-15 10:00", "c", "eid mubarak des! 3 kilo down in ramadan", "imran-eid"),
        L("07-03 22:00", "c", "ENGLAND ON PENS!!! shut the shop for the second half 😂", "imran-colombia"),
        L("07-11 22:00", "c", "gutted. that trippier free kick tho", "imran-croatia"),
        L("08-14 17:00", "c", "HbA1c 41!! doctor says normal now, no metformin needed", "imran-hba1c"),
        L("08-14 17:20", "t", "41, Imran! Under your target without a single tablet.", "imran-hba1c-coach"),
        L("08-16 12:00", "c", "Zain here: got my A levels, A*AB, off to Manchester for pharmacy. Dad's told every customer", "imran-zain2"),
        L("09-09 14:00", "c", "first game of the season, won 3-1, 90 mins at centre half", "imran-season"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-gemma-bounce", "trainer": "gemma", "members": ["poppy", "kai", "trevor"],
        "lines": [
            L("02-12 19:00", "t", "Colne Valley S&C 🤸 Plans go up here on Sunday nights.", "g-bounce-start"),
            L("03-07 18:00", "poppy", "no hands for 6 weeks 😭", "g-poppy-wrist"),
            L("04-05 13:00", "trevor", "hamstring not off the bone, no op 👍", "g-trevor-mri"),
            L("06-09 19:30", "kai", "3rd at the league final 🥉", "g-kai-final"),
            L("09-08 14:00", "trevor", "front somersault done 🎂", "g-trevor-somersault"),
        ],
    },
    {
        "id": "chat-callum-divers", "trainer": "callum", "members": ["ellis", "saff", "gordon"],
        "lines": [
            L("02-13 07:00", "t", "Quays dryland 🏊 Session times and the Saturday circuits go here.", "g-divers-start"),
            L("03-10 20:30", "saff", "BUCS silver 🥈", "g-saff-bucs"),
            L("03-28 17:00", "ellis", "out for 3 months, back's fractured 😩", "g-ellis-back"),
            L("06-23 17:30", "gordon", "Gold on 1m at the masters nationals!", "g-gordon-gold"),
            L("07-15 19:30", "saff", "full list back 🙌", "g-saff-list"),
        ],
    },
    {
        "id": "chat-bryony-strong", "trainer": "bryony", "members": ["carol", "ange", "lorraine"],
        "lines": [
            L("02-08 08:00", "t", "Strong through the change 💪 Tips, wins and questions. No judging.", "g-strong-start"),
            L("03-02 17:00", "ange", "broke the wrist on the ice 🙄 cast 6 weeks", "g-ange-wrist"),
            L("05-01 12:00", "lorraine", "op done, patch on, sofa bound", "g-lorraine-op"),
            L("09-01 11:30", "carol", "70kg deadlift!!!", "g-carol-dl"),
            L("09-20 18:30", "lorraine", "102 miles done 🥾", "g-lorraine-done"),
        ],
    },
    {
        "id": "chat-des-wf", "trainer": "des", "members": ["frank", "wendy", "imran"],
        "lines": [
            L("02-07 09:00", "t", "Deepdale walking footy & vets ⚽ Fixtures and session times here.", "g-wf-start"),
            L("03-17 13:00", "wendy", "new hip home 🦿", "g-wendy-hip"),
            L("05-15 19:30", "frank", "over 70s squad for st georges park!", "g-frank-squad"),
            L("07-17 20:30", "wendy", "scored on my comeback ⚽", "g-wendy-goal"),
            L("08-14 17:30", "imran", "hba1c 41, no more prediabetes", "g-imran-hba1c"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("gemma", "poppy", "2018-02-08", "Poppy (14): WAG, junior. Left wrist pain 5/10 on bars and vault. Strict pull-ups 10. Hollow hold 45 s. Split leap 170 degrees. Height 152 cm."),
    ("gemma", "poppy", "2018-09-13", "Poppy: left distal radius growth plate stress reaction (MRI March), no weight on the left hand 6 weeks, pain free since April. Strict pull-ups 14. Hollow hold 90 s. Regionals 3rd all-around (beam 12.45). English Championships 9th on beam (12.1). Yorkshire squad camp in October."),
    ("gemma", "kai", "2018-02-08", "Kai (24): senior trampolinist. Time of flight (10 bounces) 16.9 s. DD 13.8. Back squat 120 kg. Countermovement jump 58 cm."),
    ("gemma", "kai", "2018-09-17", "Kai: right patellar tendinopathy (physio April), pain 0/10. Time of flight 18.1 s. DD 14.6. Back squat 135 kg. CMJ 63 cm. 3rd at the national league final. Reserve for the Worlds."),
    ("gemma", "trevor", "2018-02-12", "Trevor (58): weight 109 kg. Sleep apnoea, CPAP since January. Sit and reach -8 cm. Plank 30 s. Goal: front somersault by his birthday (8 September)."),
    ("gemma", "trevor", "2018-09-17", "Trevor: weight 100.5 kg. Left proximal hamstring partial tear (MRI April), 8 weeks physio, healed. Sit and reach +2 cm. Plank 90 s. Front somersault on 8 September. CPAP AHI 38 to 4."),
    ("callum", "ellis", "2018-02-20", "Ellis (16): 10 m platform. Back squat 80 kg. CMJ 48 cm. Low back 3/10 after armstands. Tight hip flexors both sides."),
    ("callum", "ellis", "2018-09-17", "Ellis: left L5 pars stress fracture (MRI March), no diving 3 months, healed on the June scan. Back on 10 m from September. Back squat 90 kg. CMJ 52 cm. GCSEs done."),
    ("callum", "saff", "2018-02-09", "Saff (21): 3 m springboard. Right shoulder clicks on entries, 3/10. CMJ 52 cm. Handstand hold 60 s. Back squat 70 kg."),
    ("callum", "saff", "2018-09-14", "Saff: right shoulder subluxation 19 April, small anterior labral tear on MR arthrogram, rehab not surgery. CMJ 55 cm. Back squat 77.5 kg. BUCS silver (289.5). Southern counties 4th (241)."),
    ("callum", "gordon", "2018-02-13", "Gordon (63): 1 m and 3 m masters. Heart attack 2015, stent; bisoprolol 2.5 mg, atorvastatin 40 mg. Heart rate kept under 130. Grip 40 kg left. Sit and reach +4 cm."),
    ("callum", "gordon", "2018-09-14", "Gordon: left supraspinatus partial tear (ultrasound April), steroid injection 19 April, 1/10 now. Masters nationals gold 1 m, silver 3 m. BP 128/76 (August). Grip 42 kg left."),
    ("bryony", "carol", "2018-02-06", "Carol (51): perimenopause. Weight 68 kg. Deadlift 40 kg x 5. Flushes 10 a day. Sleep 5 hours. Grip 26 kg."),
    ("bryony", "carol", "2018-09-17", "Carol: Oestrogel 3 pumps and Utrogestan 100 mg since May. Flushes 1-2 a day. Weight 66 kg. Deadlift 70 kg. Left frozen shoulder (May), physio, no injection needed, 2/10."),
    ("bryony", "ange", "2018-02-07", "Ange (56): osteoporosis (DEXA January: T-score -2.6 left hip, -2.1 spine). Alendronic acid 70 mg weekly. Sit-to-stand 30 s: 14. Single-leg balance 12 s right, 9 s left. Grip 24 kg right."),
    ("bryony", "ange", "2018-09-18", "Ange: right Colles fracture 1 March (ice), cast 6 weeks, physio. Grip 22 kg right, 25 kg left. Sit-to-stand 30 s: 19. Balance 25 s right, 20 s left. Vitamin D 74. Repeat DEXA due January 2020."),
    ("bryony", "lorraine", "2018-02-08", "Lorraine (48): fibroids, heavy periods. Ferritin 9, Hb 104. Weight 74 kg. 6-minute walk 520 m. Hysterectomy booked for April."),
    ("bryony", "lorraine", "2018-09-13", "Lorraine: hysterectomy and both ovaries out 26 April (keyhole). Evorel 75 patch since July. Ferritin 38, Hb 131 (August). Weight 72 kg. 6-minute walk 610 m. Two Moors Way 15-20 September."),
    ("des", "frank", "2018-02-06", "Frank (71): walking football. Left knee replacement 2015. Amlodipine 5 mg, BP 142/84. Weight 94 kg. 6-minute walk 480 m. Sit-to-stand 30 s: 11."),
    ("des", "frank", "2018-09-18", "Frank: dizzy spell in the heat at the national cup (8 July), BP 98/60; amlodipine 2.5 mg since July, BP 126/74. Right knee arthritis (March). Weight 89.5 kg. 6-minute walk 540 m. Sit-to-stand 30 s: 14."),
    ("des", "wendy", "2018-02-07", "Wendy (57): right hip osteoarthritis, replacement booked 14 March. Sit-to-stand 30 s: 8. Timed up and go 11 s. Weight 71 kg."),
    ("des", "wendy", "2018-09-18", "Wendy: right hip replacement 14 March, 6-month check fine. Sit-to-stand 30 s: 15. Timed up and go 6.5 s. Back at walking football from July. North West over-55s squad."),
    ("des", "imran", "2018-02-06", "Imran (52): centre half, over-50s. Prediabetes, HbA1c 46. Weight 88 kg. Waist 102 cm. Bleep test 7.2."),
    ("des", "imran", "2018-09-17", "Imran: HbA1c 41 (August), no medication. Weight 83 kg. Waist 95 cm. Left hamstring grade 1 strain (April), fine. Bleep test 8.6."),
]

TRANSCRIPTS = [
    {
        "id": "tr-gemma-poppy-20180308", "trainer": "gemma", "client": "poppy", "startedAt": "2018-03-08T18:00:00Z",
        "title": "Call with Poppy and Michelle: after the wrist scan",
        "lines": [
            ("Coach", 0, "How are you feeling about it, Poppy?"),
            ("Poppy", 4, "Rubbish. Everyone else is doing bars and I'm sat on the side."),
            ("Michelle", 9, "The consultant said if she keeps loading it the growth plate can close early and the bone stops growing."),
            ("Coach", 14, "Which is why we're strict. No handstands, no push-ups, no bars for six weeks. Legs, core and beam without hands: leaps, turns and jumps."),
            ("Poppy", 20, "Can I still do my split leaps?"),
            ("Coach", 24, "Yes, every day. By June your legs will be the strongest in the club."),
        ],
    },
    {
        "id": "tr-callum-ellis-20180328", "trainer": "callum", "client": "ellis", "startedAt": "2018-03-28T18:30:00Z",
        "title": "Call with Ellis and Gary: after the back scan",
        "lines": [
            ("Coach", 0, "How's the back today, Ellis?"),
            ("Ellis", 4, "Fine when I sit still. Bending back is the bit that hurts."),
            ("Gary", 9, "The doctor said no diving at all for twelve weeks, then a repeat scan in June."),
            ("Coach", 14, "Then for twelve weeks we do planks, dead bugs, side planks and glute bridges, and hip flexor stretching every day. Nothing that arches the back."),
            ("Ellis", 20, "Can I still swim?"),
            ("Coach", 24, "Front crawl with a pull buoy, yes. No butterfly and no breaststroke kick."),
        ],
    },
    {
        "id": "tr-bryony-ange-20180305", "trainer": "bryony", "client": "ange", "startedAt": "2018-03-05T14:00:00Z",
        "title": "Call with Ange and Jago: after the wrist",
        "lines": [
            ("Coach", 0, "How's the arm, Ange?"),
            ("Ange", 4, "Itchy under the cast. The fingers are fat as sausages in the mornings."),
            ("Jago", 9, "The fracture clinic said it's the bones, that's why it broke so easy. They want her on the alendronic acid for five years."),
            ("Coach", 14, "Then we work everything we can: squats, step-ups, heel drops and marching. Wiggle those fingers every hour for the swelling."),
            ("Ange", 20, "And the calves?"),
            ("Coach", 24, "Jago does the calves for six weeks. No gates, no buckets, nothing on the ice."),
        ],
    },
    {
        "id": "tr-des-frank-20180710", "trainer": "des", "client": "frank", "startedAt": "2018-07-10T11:00:00Z",
        "title": "Call with Frank and Chloe: after the dizzy spell",
        "lines": [
            ("Coach", 0, "How are you feeling now, Frank?"),
            ("Frank", 4, "Right as rain. It were thirty degrees on that pitch and I'd had one cup of tea all day."),
            ("Chloe", 9, "He hadn't brought any water, Des. He had a flask of tea and a pork pie."),
            ("Coach", 14, "Two litres of water on a hot day, Frank, and a hat. And sit in the shade between games."),
            ("Frank", 19, "Do I still come Thursday?"),
            ("Coach", 23, "Yes, but indoors in the sports hall until this heat breaks."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("poppy", "2018-03-09", 8.5, 8, 70, "Wrist."),
    ("poppy", "2018-06-22", 9.0, 4, 90, "English champs."),
    ("kai", "2018-03-23", 7.0, 5, 80, "Knee."),
    ("kai", "2018-07-31", 6.5, 7, 85, "Worlds selection."),
    ("trevor", "2018-04-06", 7.5, 6, 50, "Hamstring."),
    ("trevor", "2018-08-10", 8.0, 2, 95, "Weight."),
    ("ellis", "2018-03-30", 7.0, 8, 60, "Back."),
    ("ellis", "2018-08-24", 9.0, 2, 90, "Results."),
    ("saff", "2018-04-27", 6.0, 7, 55, "Shoulder."),
    ("saff", "2018-07-20", 7.5, 3, 95, "Back on the board."),
    ("gordon", "2018-04-20", 7.0, 4, 80, "Shoulder."),
    ("gordon", "2018-06-29", 7.5, 2, 100, "Nationals."),
    ("carol", "2018-03-02", 5.5, 7, 60, "Snowed in."),
    ("carol", "2018-06-29", 7.0, 5, 85, "Shoulder."),
    ("ange", "2018-03-09", 6.5, 6, 40, "Wrist."),
    ("ange", "2018-07-13", 7.5, 3, 90, "Vit D."),
    ("lorraine", "2018-04-27", 6.0, 6, 30, "Op."),
    ("lorraine", "2018-07-06", 7.0, 3, 90, "Patch."),
    ("frank", "2018-03-23", 8.0, 3, 85, "Knee."),
    ("frank", "2018-07-13", 7.5, 4, 70, "Heat."),
    ("wendy", "2018-03-23", 6.0, 5, 90, "Hip."),
    ("wendy", "2018-07-20", 8.0, 2, 100, "Back playing."),
    ("imran", "2018-04-20", 6.5, 5, 60, "Hamstring."),
    ("imran", "2018-06-15", 5.5, 4, 70, "Eid."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("trevor", "weight", "kg", "2018-02-12", "2018-03-26", 7, 109.0, 106.5, 0.5),
    ("trevor", "weight", "kg", "2018-04-09", "2018-09-17", 7, 106.0, 100.5, 0.5),
    ("carol", "weight", "kg", "2018-02-12", "2018-09-17", 7, 68.0, 66.0, 0.4),
    ("frank", "weight", "kg", "2018-02-12", "2018-09-17", 7, 94.0, 89.5, 0.4),
    ("imran", "weight", "kg", "2018-02-12", "2018-09-17", 7, 88.0, 83.0, 0.4),
    ("kai", "resting_heart_rate", "bpm", "2018-02-06", "2018-09-18", 7, 58.0, 52.0, 1.5),
    ("saff", "resting_heart_rate", "bpm", "2018-02-06", "2018-09-18", 7, 60.0, 55.0, 1.5),
    ("ange", "steps", "steps", "2018-02-05", "2018-02-26", 7, 7000, 7500, 500),
    ("ange", "steps", "steps", "2018-03-05", "2018-04-09", 7, 3500, 4500, 400),
    ("ange", "steps", "steps", "2018-04-16", "2018-09-17", 7, 9000, 10500, 800),
    ("wendy", "steps", "steps", "2018-02-05", "2018-03-12", 7, 4500, 4000, 400),
    ("wendy", "steps", "steps", "2018-03-19", "2018-05-28", 7, 800, 5000, 300),
    ("wendy", "steps", "steps", "2018-06-04", "2018-09-17", 7, 6000, 8500, 600),
    ("frank", "steps", "steps", "2018-02-05", "2018-09-17", 7, 6000, 8000, 600),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("trevor", "goal-gemma-trevor-weight", "weight", 95, "kg", "2018-12-31", "active"),
    ("frank", "goal-des-frank-weight", "weight", 90, "kg", "2018-09-30", "achieved"),
    ("wendy", "goal-des-wendy-steps", "steps", 7000, "steps", "2018-09-30", "achieved"),
    ("imran", "goal-des-imran-weight", "weight", 82, "kg", "2018-12-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("carol", "2018-02-20", "FSH", 52, "IU/L", 3.5, 12.5),
    ("ange", "2018-02-19", "Vitamin D", 31, "nmol/L", 50, 175),
    ("ange", "2018-07-09", "Vitamin D", 74, "nmol/L", 50, 175),
    ("lorraine", "2018-02-14", "Ferritin", 9, "ug/L", 15, 150),
    ("lorraine", "2018-02-14", "Haemoglobin", 104, "g/L", 115, 165),
    ("lorraine", "2018-04-12", "Ferritin", 22, "ug/L", 15, 150),
    ("lorraine", "2018-04-12", "Haemoglobin", 121, "g/L", 115, 165),
    ("lorraine", "2018-08-09", "Ferritin", 38, "ug/L", 15, 150),
    ("lorraine", "2018-08-09", "Haemoglobin", 131, "g/L", 115, 165),
    ("gordon", "2018-08-14", "Total cholesterol", 4.1, "mmol/L", 3.0, 5.0),
    ("gordon", "2018-08-14", "LDL cholesterol", 1.9, "mmol/L", 0.0, 3.0),
    ("imran", "2018-02-05", "HbA1c", 46, "mmol/mol", 20, 42),
    ("imran", "2018-08-13", "HbA1c", 41, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey doke", "yep", "aye", "done ✅", "booked", "paid 👍", "running late sorry",
    "can we push it half an hour?", "what time tmrw?", "see you then", "will do", "wrong chat 🙈", "lovely", "nice one",
    "haha", "lol", "got it", "legend", "sorry only just seen this", "same time next week?", "where are we meeting?",
    "omw", "traffic's a nightmare", "thank you x", "ey up", "reet", "proper job", "dreckly", "cheers mush", "sorted",
    "nothing to report", "🙌", "😂", "bank transfer ok?", "still on?", "phone died soz", "parking's a joke",
    "ta love", "stuck at work, 10 mins", "perfect", "now then", "smashing",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer is fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, all of 2018)."""
    return blind_roster(sys.modules[__name__], seed=20180924, health_seed=20180924, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
