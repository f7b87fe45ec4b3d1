#!/usr/bin/env python3
"""Build the forty-first blind data set for the answer benchmark (bench/answers_data/blind41.json).

    functions/venv/bin/python -m bench.answers_data.build_blind41

Four trainers of kinds the other rosters do not have: a quoits coach in Reeth, Swaledale (a hill
farmer of 58 whose right shoulder goes through a long saga: "stiff", physio, a cortisone jab that
did nothing, a scan showing a torn rotator cuff, a surgeon at the Friarage and a repair booked for
February 1991; and gout in his left big toe once (allopurinol), weight in kg, whose wife Tryphena
texts now and then; a vet nurse of 33 who logs her numbers (resting heart rate, ringers out of
forty, hours of sleep) and has migraines (sumatriptan) and hay fever, whose partner Caspar texts
once; a retired postmaster of 71 with type 2 diabetes (HbA1c 64 then 52 mmol/mol, metformin) and
a cataract in his left eye (done 12 November at the Friarage), weight, whose daughter Hephzibah
texts most of his news), a land yachting coach at Pendine (a schoolgirl of 16 whose mum Blodwen
writes nearly every message: a broken left collarbone when the yacht went over on 18 August, a
sling four weeks, then glandular fever in October, three weeks off school, no readings; a cockle
picker of 42 who tells the group chat more than his coach: a back that "went" lifting a sack, then
a slipped disc (L5, physio, no yacht six weeks), and high blood pressure (amlodipine), systolic
158 to 138 and a goal met, whose wife Eluned texts; a retired headmistress of 64 with an
underactive thyroid (levothyroxine, TSH 9.8 then 2.1 mU/L) and a bunion on her right foot (op 7
November), steps, whose son Taliesin texts), a water skiing coach on Loch Earn (an outdoor
instructor of 24 who hit the water at speed on 14 July and was concussed (Crieff hospital, a week
off), then burst his left eardrum on a fall in September (drops, no ducking his head six weeks),
resting heart rate, whose girlfriend Nerys texts; a hotel owner of 49 at St Fillans who logs her
weight, with plantar fasciitis in her left heel and iron-deficiency anaemia (ferritin 8 then 45
ug/L, ferrous sulphate), a goal of 65 kg still open, whose husband Rowland texts; a distillery
worker of 35 in Crieff who tore the ligament of his right thumb on the tow handle ("skier's
thumb", a splint six weeks) and passed a kidney stone in November, steps and a goal met, whose
sister Griselda texts), and a juggling coach in Southwold (a fisherman of 29 with numb hands at
night, then carpal tunnel in both (splints, the right released in January 1991), and ringing in
his ears, then tinnitus, weight, whose mum Zillah texts; an art student of 19 who says most things
in the group chat: panic attacks, then anxiety (propranolol, a counsellor), and a sprained right
wrist off her bike, resting heart rate and a goal met, whose dad Quentin texts; a retired bus
driver of 67 whose right hand shakes, then Parkinson's (co-careldopa, October), and a left
inguinal hernia (repaired 4 December), weight, whose wife Keziah texts). 12 clients, 1 July to 31
December 1990 (asked on Wednesday 2 January 1991): one-to-one chats, four group chats, session
notes, four session transcripts, check-ins, client profiles and health data (weight of five
clients, resting heart rate of three, steps of two, systolic blood pressure of one, goals, lab
panels), in the format of demo/data/demo_dataset.json. Written on 2026-12-04 by helper h-blind41
(issue 14) without reading shared/domain/*, shared/usecases/*, functions/*, any list of benchmark
failures or any result file, and of docs/ANSWERS.md only the fortieth blind set's section: a
held-out check of whether the fixes made on the other sets generalise.

The clients are not written to one outline: some send numbers every week and little else, one has a
long injury saga told over a dozen messages, two have a relative who writes nearly all of their
news, two tell the group chat what they never tell the coach, some say almost nothing beyond the
story's bones. The period, July to December 1990, is one no other roster covers (a grep of every
file of bench/answers_data for a date of 1989, 1990 or 1991 in ISO form finds none). Inside it
(every weekday checked with Python's `datetime`): the World Cup semi-final against West Germany
(Wednesday 4 July, lost on penalties), the final and the Wimbledon men's final (Sunday 8 July),
Faldo winning the Open at St Andrews (Sunday 22 July), Iraq invading Kuwait (Thursday 2 August),
the Scottish August bank holiday (Monday 6 August), the English and Welsh one (Monday 27 August),
the Last Night of the Proms (Saturday 15 September), German reunification (Wednesday 3 October),
the clocks going back (Sunday 28 October), Halloween (Wednesday 31 October), Bonfire Night (Monday 5
November), Remembrance Sunday (11 November), Thatcher resigning (Thursday 22 November), Major
taking over (Wednesday 28 November), St Andrew's Day (Friday 30 November), the Channel Tunnel
breakthrough (Saturday 1 December), Christmas Day (Tuesday 25 December), Boxing Day (Wednesday 26
December) and Hogmanay (Monday 31 December). The story messages are written the way people text:
lowercase, typos, run-ons, emoji, shorthand and slang (quoits "a ringer", "the hob", "the clay
end", "a gater", "the pin"; land yachting "the beach", "a gust", "the kite", "went over", "the
sheet"; water skiing "a deep-water start", "the wake", "the mono", "the handle", "a face plant";
juggling "a cascade", "the shower", "mills mess", "clubs", "a drop"), Dales, Welsh, Perthshire and
Suffolk English, mixed units (kg, stone, bpm, steps, mmHg, mmol/mol, mU/L, ug/L), negations,
revisions later, plans lying after the period, facts only in the coach's reply, a note, a
transcript or a lab panel, nicknames (Stace, Ursie, Ossie, Mabs, Yol, Ceri, Benny, Pets, Tolly,
Ric, Norrie, Wys) and body parts with sides. The everyday chatter comes from this builder's own
pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine,
sport, event or number a question asks about. Deterministic: two runs write byte-identical files.
`blind41_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind41_questions.py).

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
OUT, TAGS_OUT = HERE / "blind41.json", HERE / "blind41_tags.json"
YEAR = 1990
START, END = datetime(1990, 7, 1, 7, 0), datetime(1990, 12, 31, 21, 0)
ASKED_AT = "1991-01-02T08:00:00Z"

TRAINERS = [
    {"id": "coach-septimus", "displayName": "Septimus Kettlewell", "email": "septimus.kettlewell@example.com", "short": "septimus"},
    {"id": "coach-myfanwy", "displayName": "Myfanwy Gwilym", "email": "myfanwy.gwilym@example.com", "short": "myfanwy"},
    {"id": "coach-reginald", "displayName": "Reginald Menzies", "email": "reginald.menzies@example.com", "short": "reginald"},
    {"id": "coach-theodora", "displayName": "Theodora Thirkettle", "email": "theodora.thirkettle@example.com", "short": "theodora"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("septimus", "eustace-alderson", "Eustace Alderson", "eustace"),
    ("septimus", "ursula-raisbeck", "Ursula Raisbeck", "ursula"),
    ("septimus", "oswin-dinsdale", "Oswin Dinsdale", "oswin"),
    ("myfanwy", "mirabel-protheroe", "Mirabel Protheroe", "mirabel"),
    ("myfanwy", "iolo-gravell", "Iolo Gravell", "iolo"),
    ("myfanwy", "ceridwen-maddock", "Ceridwen Maddock", "ceridwen"),
    ("reginald", "benedict-crerar", "Benedict Crerar", "benedict"),
    ("reginald", "perpetua-stoddart", "Perpetua Stoddart", "perpetua"),
    ("reginald", "ptolemy-mcdiarmid", "Ptolemy McDiarmid", "ptolemy"),
    ("theodora", "leofric-spall", "Leofric Spall", "leofric"),
    ("theodora", "honoria-cattermole", "Honoria Cattermole", "honoria"),
    ("theodora", "wystan-woolnough", "Wystan Woolnough", "wystan"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (a long saga, a numbers logger, a relative who writes, a group talker, a yes/no client, a
# thread of follow-ups) has one in each half.
DEV_CLIENTS = ("eustace", "ursula", "mirabel", "ptolemy", "honoria", "wystan")

PROFILES = [
    {"clientId": "eustace-alderson", "age": 58, "goal": "Under 98 kg and throw for Reeth in the Swaledale league",
     "dietaryRestrictions": ["gout: go steady on the beer and red meat"],
     "injuries": ["torn rotator cuff, right shoulder (scan at the Friarage 9 October 1990): repair booked 11 February 1991, throwing left-handed till then",
                  "gout, left big toe (GP 20 August 1990): colchicine, then allopurinol"],
     "notes": "Quoits, Reeth. Hill farmer at Muker, Swaledale sheep. Known as Stace. Wife Tryphena."},
    {"clientId": "ursula-raisbeck", "age": 33, "goal": "Resting heart rate under 60 and 15 ringers out of 40",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["migraine (GP 13 September 1990): sumatriptan at the first sign, a diary of triggers",
                  "hay fever: antihistamine June to August"],
     "notes": "Quoits, Reeth. Veterinary nurse in Leyburn. Known as Ursie. Partner Caspar."},
    {"clientId": "oswin-dinsdale", "age": 71, "goal": "HbA1c under 53 and a full game of 21 on his feet",
     "dietaryRestrictions": ["type 2 diabetes: no sugar in his tea, brown bread, small portions"],
     "injuries": ["type 2 diabetes (HbA1c 64 mmol/mol, GP 10 July 1990): metformin 500 mg twice a day",
                  "cataract, left eye (removed at the Friarage 12 November 1990): drops four weeks, no bending or lifting two weeks"],
     "notes": "Quoits, Reeth. Retired postmaster of Reeth. Known as Ossie. Daughter Hephzibah."},
    {"clientId": "mirabel-protheroe", "age": 16, "goal": "Race the junior class at the Pendine open meeting",
     "dietaryRestrictions": [],
     "injuries": ["broken collarbone, left (went over on the beach 18 August 1990, Glangwili): a sling 4 weeks, no yacht 8 weeks",
                  "glandular fever (GP 8 October 1990): off school 3 weeks, no contact sport or sailing till her spleen settles"],
     "notes": "Land yachting, Pendine. Schoolgirl at Carmarthen, GCSE year. Known as Mabs. Mum Blodwen."},
    {"clientId": "iolo-gravell", "age": 42, "goal": "Systolic under 140 and sail the Cefn Sidan run",
     "dietaryRestrictions": ["less salt, no laverbread fry every morning"],
     "injuries": ["slipped disc, L5 (GP 30 July 1990, physio at Carmarthen): no yacht 6 weeks, no lifting sacks",
                  "high blood pressure (158/96, GP 3 July 1990): amlodipine 5 mg"],
     "notes": "Land yachting, Pendine. Cockle picker on the Burry estuary. Known as Yol. Wife Eluned."},
    {"clientId": "ceridwen-maddock", "age": 64, "goal": "6,000 steps a day and crew the two-seater",
     "dietaryRestrictions": [],
     "injuries": ["underactive thyroid (TSH 9.8, GP 21 August 1990): levothyroxine 50 then 75 micrograms",
                  "bunion, right foot (operated at Glangwili 7 November 1990): a flat shoe 6 weeks, no walking on sand till January"],
     "notes": "Land yachting, Pendine. Retired headmistress of the school at St Clears. Known as Ceri. Son Taliesin."},
    {"clientId": "benedict-crerar", "age": 24, "goal": "Slalom through six buoys on the mono",
     "dietaryRestrictions": [],
     "injuries": ["concussion (face plant at speed 14 July 1990, Crieff hospital): a week off, no skiing 2 weeks",
                  "perforated eardrum, left (fall 19 September 1990): drops, no head under water 6 weeks"],
     "notes": "Water skiing, Loch Earn. Outdoor instructor at Lochearnhead. Known as Benny. Girlfriend Nerys."},
    {"clientId": "perpetua-stoddart", "age": 49, "goal": "65 kg and a deep-water start on one ski",
     "dietaryRestrictions": ["iron: red meat twice a week, orange juice with the tablets, no tea with meals"],
     "injuries": ["plantar fasciitis, left heel (physio 23 July 1990): stretches, insoles, no barefoot on the pontoon",
                  "iron-deficiency anaemia (ferritin 8, GP 4 September 1990): ferrous sulphate three times a day"],
     "notes": "Water skiing, Loch Earn. Runs the hotel at St Fillans. Known as Pets. Husband Rowland."},
    {"clientId": "ptolemy-mcdiarmid", "age": 35, "goal": "10,000 steps a day and cross the wake without falling",
     "dietaryRestrictions": ["kidney stone: three litres of water a day, go easy on the tea"],
     "injuries": ["torn ligament, right thumb, skier's thumb (fracture clinic at Crieff 13 August 1990): a splint 6 weeks",
                  "kidney stone, left (passed 16 November 1990, Crieff hospital): painkillers, water"],
     "notes": "Water skiing, Loch Earn. Stillman at the distillery in Crieff. Known as Tolly. Sister Griselda."},
    {"clientId": "leofric-spall", "age": 29, "goal": "Five clubs for a minute at the Southwold regatta",
     "dietaryRestrictions": [],
     "injuries": ["carpal tunnel, both hands (nerve test at Bury St Edmunds 2 October 1990): splints at night, the right released 15 January 1991",
                  "tinnitus, both ears (GP 26 November 1990): ear defenders on the boat, a hearing test in February"],
     "notes": "Juggling, Southwold. Longshore fisherman off the beach at Southwold. Known as Ric. Mum Zillah."},
    {"clientId": "honoria-cattermole", "age": 19, "goal": "Resting heart rate under 75 and a three-club show at the art school",
     "dietaryRestrictions": ["vegan"],
     "injuries": ["anxiety with panic attacks (GP 10 September 1990): propranolol, a counsellor at Bungay on Thursdays",
                  "sprained right wrist (came off her bike 29 October 1990): a support 2 weeks"],
     "notes": "Juggling, Southwold. Art student at Halesworth, lives in Bungay. Known as Norrie. Dad Quentin."},
    {"clientId": "wystan-woolnough", "age": 67, "goal": "A three-ball cascade for a minute and keep his hands steady",
     "dietaryRestrictions": [],
     "injuries": ["Parkinson's disease (neurologist at Bury St Edmunds 16 October 1990): co-careldopa three times a day",
                  "inguinal hernia, left (repaired 4 December 1990 at Beccles): no lifting 6 weeks"],
     "notes": "Juggling, Southwold. Retired bus driver from Beccles. Known as Wys. Wife Keziah."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    # A long saga: the shoulder told over a dozen messages, each a little different from the last.
    "eustace": [
        L("07-03 10:00", "c", "ey up septimus, eustace alderson, 58, swaledales at muker. thrown quoits on the green since i were a lad but me arm's gone. 104 kg", "eustace-intro"),
        L("07-03 10:30", "t", "Ey up Eustace! Wednesday nights on the green at Reeth, the short end to start.", "eustace-intro-coach"),
        L("07-04 22:30", "c", "penalties again. waddle put it over the bar and tryphena cried", "eustace-semi"),
        L("07-12 08:00", "c", "right shoulder stiff as a gatepost after the clipping, can't get me arm up past me ear", "eustace-stiff"),
        L("07-12 08:30", "t", "Underarm only then Stace, the short end, and get the GP to look at it.", "eustace-stiff-coach"),
        L("07-19 18:00", "c", "gp thinks frozen shoulder starting. physio at richmond, exercises with a brush handle", "eustace-frozen"),
        L("08-09 18:00", "c", "physio says it's not frozen, she reckons it's the tendons, rotator cuff she called it. ultrasound machine twice a week", "eustace-physio"),
        L("08-20 19:00", "c", "septimus it's tryphena, stace's wife. his left big toe's swelled up like a plum, gp says gout. colchicine and no more stout x", "eustace-gout"),
        L("08-20 19:20", "t", "Thanks Tryphena. He can throw sitting on the bench till it settles.", "eustace-gout-coach"),
        L("08-30 20:00", "c", "had a cortisone jab in the shoulder tuesday. did nowt. still can't lift a bale", "eustace-jab"),
        L("09-06 18:00", "c", "gp says allopurinol every day now for the gout so it doesn't come back", "eustace-allopurinol"),
        L("10-09 17:00", "c", "scan at the friarage. torn rotator cuff, right side, the tendon's come off the bone", "eustace-scan"),
        L("10-09 17:20", "t", "Left-handed throws then, Stace. We'll make a left-hander of you yet.", "eustace-scan-coach"),
        L("10-23 18:00", "c", "seen the surgeon at the friarage. he'll stitch it back on 11 february, sling six week after", "eustace-surgeon"),
        L("11-22 13:00", "c", "she's gone! tryphena opened the sherry at dinnertime", "eustace-thatcher"),
        L("12-05 21:00", "c", "threw a ringer left-handed tonight! 101 kg", "eustace-ringer"),
        L("12-27 18:00", "c", "tryphena again: 98.5 on the scales after christmas, he couldn't believe it. shoulder aches when it's frosty x", "eustace-tryphena2"),
        L("12-27 18:20", "t", "Nearly there, Stace. Under 98 and a place in the league team after the op.", "eustace-tryphena2-coach"),
    ],
    # Numbers, mostly: readings sent every few weeks, a sentence or two about anything else.
    "ursula": [
        L("07-02 19:00", "c", "hi septimus, ursula raisbeck, 33, vet nurse at leyburn. caspar's dad got me into quoits. rhr 68, 6 ringers out of 40 first go", "ursula-intro"),
        L("07-02 19:30", "t", "Hi Ursula! Wednesdays at Reeth, and we'll count your ringers every week.", "ursula-intro-coach"),
        L("07-17 21:00", "c", "rhr 67. 7/40. slept 6h", "ursula-jul"),
        L("07-22 18:00", "c", "faldo won! caspar watched every shot", "ursula-faldo"),
        L("07-31 08:00", "c", "hay fever awful, eyes streaming at the pitch. antihistamine every day", "ursula-hayfever"),
        L("08-14 21:00", "c", "rhr 65, 9/40, 7h", "ursula-aug"),
        L("09-11 21:00", "c", "rhr 64. 8/40. eyes fine now the hay's cut", "ursula-sep"),
        L("09-13 18:00", "c", "migraine yesterday, zigzag lights then sick. gp gave me sumatriptan to take at the first sign", "ursula-migraine"),
        L("09-13 18:20", "t", "Keep a diary of what you ate and how you slept before each one, Ursie.", "ursula-migraine-coach"),
        L("09-24 08:00", "c", "another migraine saturday, sumatriptan worked in 40 mins", "ursula-migraine2"),
        L("10-09 21:00", "c", "rhr 62. 11/40!! 7.5h", "ursula-oct"),
        L("10-28 10:00", "c", "clocks back, extra hour in bed. rhr 61", "ursula-clocks"),
        L("11-13 21:00", "c", "rhr 61, 12/40, 5h. calving nights", "ursula-nov"),
        L("11-27 20:00", "c", "septimus it's caspar, ursie's other half. she's had three migraines this month, we think it's the night shifts x", "ursula-caspar"),
        L("11-27 20:20", "t", "Thanks Caspar. Earlier sessions after a night shift then, and she skips if the lights start.", "ursula-caspar-coach"),
        L("12-11 21:00", "c", "rhr 59!! 14/40", "ursula-dec"),
        L("12-23 19:00", "c", "rhr 58, 15/40 yesterday. that's both", "ursula-goal"),
        L("12-23 19:20", "t", "Both goals, Ursie! Under 60 and fifteen ringers.", "ursula-goal-coach"),
    ],
    # A daughter writes nearly all of it; the client himself once.
    "oswin": [
        L("07-05 11:00", "c", "septimus it's hephzibah, dad's daughter. oswin dinsdale, 71, ran the post office at reeth forty year. he wants to throw again. 88 kg. i'll be doing his messages, he won't text x", "oswin-intro"),
        L("07-05 11:30", "t", "Lovely, Hephzibah. Wednesdays on the green, and he can sit between ends.", "oswin-intro-coach"),
        L("07-10 18:00", "c", "hepzie: gp says dad's diabetic, type 2, hba1c 64. metformin twice a day and no sugar in his tea, he's furious x", "oswin-diabetes"),
        L("07-10 18:20", "t", "Thanks Hepzie. A walk round the green before each game then.", "oswin-diabetes-coach"),
        L("08-02 20:00", "c", "hepzie: kuwait on the news all day, dad's glued to it x", "oswin-kuwait"),
        L("08-28 18:00", "c", "hepzie: dad says his left eye's misty, like looking through a net curtain. he missed the hob twice on sunday x", "oswin-misty"),
        L("09-18 18:00", "c", "hepzie: optician says it's a cataract in his left eye, referred to the friarage x", "oswin-cataract"),
        L("09-18 18:20", "t", "I'll chalk the pin white for him, Hepzie.", "oswin-cataract-coach"),
        L("10-15 10:00", "c", "ossie here. me own hand. tired of her typing for me", "oswin-own"),
        L("11-12 17:00", "c", "hepzie: cataract out this morning at the friarage. drops four times a day for four weeks, no bending or lifting for two. no throwing till december x", "oswin-op"),
        L("11-12 17:20", "t", "Tell him the quoits will keep, Hepzie.", "oswin-op-coach"),
        L("12-11 18:00", "c", "hepzie: hba1c 52 now! gp very pleased. 84 kg x", "oswin-hba1c"),
        L("12-16 18:00", "c", "hepzie: he threw a full game of 21 standing today and he can see the pin x", "oswin-game"),
        L("12-16 18:20", "t", "A full game on his feet, Ossie! That's the goal.", "oswin-game-coach"),
        L("12-26 19:00", "c", "hepzie: boxing day and he's had a mince pie, don't tell the nurse x", "oswin-boxing"),
    ],
    # A mum writes most of it; the girl takes over now and then.
    "mirabel": [
        L("07-07 10:00", "c", "hello myfanwy, blodwen protheroe here, mirabel's mam. she's 16 and mad on the land yachts since she saw them at pendine. can she join the juniors? x", "mirabel-intro"),
        L("07-07 10:30", "t", "Croeso Blodwen! Juniors on Saturday mornings on the beach, helmet and gloves.", "mirabel-intro-coach"),
        L("07-08 16:00", "c", "hiya!! its mirabel. mam says i can text you myself now", "mirabel-hiya"),
        L("07-29 18:00", "c", "did my first proper gust run, went faster than dad's car!!", "mirabel-gust"),
        L("08-18 19:00", "c", "blodwen: she went over on the beach this afternoon. glangwili say broken left collarbone, sling for four weeks x", "mirabel-collarbone"),
        L("08-18 19:20", "t", "Oh Blodwen. Tell her rest, and no yacht for a good while.", "mirabel-collarbone-coach"),
        L("08-27 17:00", "c", "blodwen: bank holiday, she sat on the dunes watching the others and sulked x", "mirabel-bankhol"),
        L("09-14 18:00", "c", "blodwen: sling off today. doctor says no yacht for another four weeks, eight in all x", "mirabel-sling"),
        L("10-08 18:00", "c", "blodwen: now it's glandular fever, the gp says. she's wiped out, sleeping fifteen hours a day, off school three weeks x", "mirabel-glandular"),
        L("10-08 18:20", "t", "Poor Mabs. No sailing till the doctor says her spleen's settled, Blodwen.", "mirabel-glandular-coach"),
        L("10-31 20:00", "c", "went as a witch for halloween, still knackered tho", "mirabel-halloween"),
        L("11-20 18:00", "c", "blodwen: doctor says she can sail again from december if she takes it gentle, nothing rough till the new year x", "mirabel-clear"),
        L("12-08 14:00", "c", "back on the beach!!! slow runs only, mam watching from the car", "mirabel-back"),
        L("12-21 18:00", "c", "blodwen: she's entered the junior class at the pendine open in march, she's over the moon. mocks in january mind x", "mirabel-entered"),
        L("12-21 18:20", "t", "Brilliant, Blodwen. We'll have her ready by March, after the mocks.", "mirabel-entered-coach"),
    ],
    # Says little to the coach: his news is mostly in the group chat.
    "iolo": [
        L("07-02 12:00", "c", "shwmae myfanwy, iolo gravell, 42, cockles on the burry. eluned says i need a hobby that's not the pub. bp 158 at the gp", "iolo-intro"),
        L("07-02 12:30", "t", "Shwmae Iolo! Sunday mornings at Pendine, low tide.", "iolo-intro-coach"),
        L("07-03 18:00", "c", "gp put me on amlodipine for the blood pressure", "iolo-amlodipine"),
        L("07-30 19:00", "c", "myfanwy it's eluned, yol's wife. his back went lifting a sack of cockles. gp says slipped disc low down, l5. physio in carmarthen and no yacht for six weeks x", "iolo-eluned"),
        L("07-30 19:20", "t", "Thanks Eluned. Walks on the sand only, and the physio's exercises every day.", "iolo-eluned-coach"),
        L("09-16 11:00", "c", "back on the beach", "iolo-back"),
        L("12-17 18:00", "c", "bp 138 at the nurse", "iolo-bp"),
        L("12-17 18:20", "t", "Under 140, Yol! That's your goal met.", "iolo-bp-coach"),
    ],
    # Writes in full sentences; mostly things a yes or no answers.
    "ceridwen": [
        L("07-09 09:00", "c", "Good morning Myfanwy. Ceridwen Maddock, 64, retired headmistress at St Clears. My son Taliesin bought me a lesson. 3,500 steps a day.", "ceridwen-intro"),
        L("07-09 09:30", "t", "Bore da Ceridwen! The two-seater on Tuesdays, you crew and I steer.", "ceridwen-intro-coach"),
        L("08-14 10:00", "c", "I have been dreadfully tired all summer and I feel the cold in August. My hair is coming out in the brush.", "ceridwen-tired"),
        L("08-21 12:00", "c", "The GP says an underactive thyroid, TSH 9.8. Levothyroxine 50 micrograms every morning before breakfast.", "ceridwen-thyroid"),
        L("08-21 12:20", "t", "That explains a lot, Ceri. Short sessions till it kicks in.", "ceridwen-thyroid-coach"),
        L("09-15 22:00", "c", "Last Night of the Proms. I sang Jerusalem at the television.", "ceridwen-proms"),
        L("09-27 10:00", "c", "The bunion on my right foot is agony in beach shoes. Referred to Glangwili.", "ceridwen-bunion"),
        L("10-03 19:00", "c", "myfanwy it's taliesin, mam's son. gp's put her levothyroxine up to 75, she's more like herself x", "ceridwen-taliesin"),
        L("11-07 16:00", "c", "The bunion operation on my right foot was done at Glangwili today. A flat surgical shoe for six weeks and no walking on sand till January.", "ceridwen-op"),
        L("11-07 16:20", "t", "Crew from the car park then, Ceri. No sand till January.", "ceridwen-op-coach"),
        L("11-27 11:00", "c", "TSH 2.1 now. Normal, the GP says.", "ceridwen-tsh"),
        L("12-16 17:00", "c", "6,200 steps today, surgical shoe and all.", "ceridwen-steps"),
        L("12-16 17:20", "t", "Your goal in a surgical shoe, Ceri!", "ceridwen-steps-coach"),
    ],
    # One long thread: a fall, the days after, a second fall; his girlfriend fills in.
    "benedict": [
        L("07-03 17:00", "c", "hiya reg, benedict crerar, 24, instructor at lochearnhead. can do two skis, want the mono. rhr 56", "benedict-intro"),
        L("07-03 17:30", "t", "Hiya Benedict! Evenings off the St Fillans pontoon when the loch's flat.", "benedict-intro-coach"),
        L("07-14 20:00", "c", "face planted at about 30 mph on the mono, out cold for a minute. crieff hospital say concussion, a week off work and no skiing for 2 weeks", "benedict-concussion"),
        L("07-14 20:20", "t", "Rest it properly, Benny. No screens, no skiing, and I'll drive the boat for your kids.", "benedict-concussion-coach"),
        L("07-15 10:00", "c", "reg it's nerys, benny's girlfriend. he's got a thumping headache and he's been sick twice, the hospital says bring him back if the sickness keeps up x", "benedict-nerys"),
        L("07-23 19:00", "c", "headache's gone, still a bit foggy reading", "benedict-foggy"),
        L("08-06 19:00", "c", "bank holiday, drove the boat for the kids' session, no skiing yet", "benedict-bankhol"),
        L("09-19 21:00", "c", "fell on the turn, water straight into my left ear. it's ringing and there's blood on the pillow", "benedict-ear"),
        L("09-20 13:00", "c", "gp says perforated eardrum, left. drops, and no head under water for 6 weeks", "benedict-eardrum"),
        L("09-20 13:20", "t", "Two skis and no falls then Benny, and a hood over that ear.", "benedict-eardrum-coach"),
        L("11-01 18:00", "c", "ear's healed, gp had a look with the torch", "benedict-healed"),
        L("12-01 18:00", "c", "the tunnel lads met in the middle, nerys cried at the news", "benedict-tunnel"),
        L("12-20 19:00", "c", "nerys again: six buoys on the mono on sunday, and his rhr's 50 on his watch x", "benedict-buoys"),
        L("12-20 19:20", "t", "Six buoys, Benny! That's the goal.", "benedict-buoys-coach"),
    ],
    # Numbers, mostly: the weight every few weeks, a line about the heel or the blood.
    "perpetua": [
        L("07-02 15:00", "c", "Good afternoon Reginald, Perpetua Stoddart, 49, the hotel at St Fillans. Rowland thinks I'm mad. 71 kg.", "perpetua-intro"),
        L("07-02 15:30", "t", "Good afternoon Perpetua! Two skis off the hotel jetty, mornings before breakfast service.", "perpetua-intro-coach"),
        L("07-17 09:00", "c", "70.6 this morning", "perpetua-jul"),
        L("07-23 20:00", "c", "left heel like a nail through it first thing. physio says plantar fasciitis, stretches and insoles", "perpetua-heel"),
        L("07-23 20:20", "t", "Shoes on the pontoon then, Pets, and the calf stretch before you get in.", "perpetua-heel-coach"),
        L("08-14 09:00", "c", "69.8. heel still nippy", "perpetua-aug"),
        L("09-04 18:00", "c", "gp bloods: ferritin 8, anaemic. ferrous sulphate three times a day. explains the puffing on the start", "perpetua-ferritin"),
        L("09-04 18:20", "t", "That'll be the puffing, Pets. Easy starts till the iron's up.", "perpetua-ferritin-coach"),
        L("09-18 09:00", "c", "69.1", "perpetua-sep"),
        L("10-16 09:00", "c", "68.4, and the iron tablets have turned everything black, sorry", "perpetua-oct"),
        L("11-19 19:00", "c", "reginald it's rowland. pets is 67.3 and she did a deep-water start on one ski on sunday x", "perpetua-rowland"),
        L("11-19 19:20", "t", "One ski, Pets! Tell her well done, Rowland.", "perpetua-rowland-coach"),
        L("12-04 18:00", "c", "ferritin 45 now. 66.6", "perpetua-dec"),
        L("12-31 12:00", "c", "hogmanay weigh-in 66.1, 1.1 to go. heel fine", "perpetua-hogmanay"),
        L("12-31 12:20", "t", "Slainte, Pets. 65 by the spring.", "perpetua-hogmanay-coach"),
    ],
    # Threads: the thumb and the stone, each told in steps; his sister fills in.
    "ptolemy": [
        L("07-04 12:00", "c", "aye reg, ptolemy mcdiarmid, tolly, 35, stillman at the distillery in crieff. 6000 steps on a good day. want to cross the wake", "ptolemy-intro"),
        L("07-04 12:30", "t", "Aye Tolly! Saturday mornings at St Fillans, two skis first.", "ptolemy-intro-coach"),
        L("07-04 23:00", "c", "germany on penalties. whole pub greetin", "ptolemy-semi"),
        L("08-11 19:00", "c", "handle ripped out my hand on the start, right thumb bent back. swollen like a sausage", "ptolemy-thumb"),
        L("08-13 17:00", "c", "fracture clinic at crieff: torn ligament, skier's thumb they call it. splint for six weeks, no gripping", "ptolemy-splint"),
        L("08-13 17:20", "t", "Spotting in the boat for six weeks then, Tolly.", "ptolemy-splint-coach"),
        L("08-14 19:00", "c", "reg it's griselda, tolly's sister. he's in a huff, can't work the spirit safe with the splint so he's off two weeks x", "ptolemy-griselda"),
        L("09-25 18:00", "c", "splint off. thumb's weak as a kitten, physio gave me a putty ball", "ptolemy-putty"),
        L("10-03 17:00", "c", "germany's one country now, the boss gave us a dram", "ptolemy-germany"),
        L("11-15 23:00", "c", "pain in my left side down to my groin, worst thing ever, doubled over", "ptolemy-side"),
        L("11-16 12:00", "c", "griselda again: crieff hospital say kidney stone, left side, he passed it this morning. three litres of water a day they say x", "ptolemy-stone"),
        L("11-16 12:20", "t", "Thanks Griselda. Water bottle in the boat from now on, Tolly.", "ptolemy-stone-coach"),
        L("12-03 19:00", "c", "10,200 steps today. crossed the wake twice yesterday", "ptolemy-wake"),
        L("12-03 19:20", "t", "10,000 and the wake, Tolly! Both goals.", "ptolemy-wake-coach"),
    ],
    # A second long saga: the hands, told over many messages; his mum writes twice.
    "leofric": [
        L("07-06 13:00", "c", "hello theodora, leofric spall, ric, 29, fish off the beach at southwold. mum says juggling'll keep me out the pub. 92 kg", "leofric-intro"),
        L("07-06 13:30", "t", "Hello Leofric! Thursday nights at the church hall, three balls to start.", "leofric-intro-coach"),
        L("07-24 07:00", "c", "hands go numb at night, pins and needles in my thumbs, wake up shaking them", "leofric-numb"),
        L("07-24 07:30", "t", "Shake them out and tell the GP, Ric.", "leofric-numb-coach"),
        L("08-07 18:00", "c", "gp reckons it's the hauling. wrist splints for the night", "leofric-splints"),
        L("08-21 19:00", "c", "theodora it's zillah, ric's mum. he's dropping his tea now, the right hand's worse than the left x", "leofric-zillah"),
        L("09-04 18:00", "c", "splints help a bit. still numb hauling the nets", "leofric-nets"),
        L("10-02 17:00", "c", "nerve test at bury st edmunds. carpal tunnel both hands, right's bad. op on the right on 15 january", "leofric-carpal"),
        L("10-02 17:20", "t", "Three balls, not clubs, till then Ric.", "leofric-carpal-coach"),
        L("10-20 12:00", "c", "cortisone in the left wrist, that one's loads better", "leofric-cortisone"),
        L("11-11 13:00", "c", "stood at the memorial with mum for the two minutes", "leofric-remembrance"),
        L("11-26 18:00", "c", "ringing in both ears all the time, like a kettle. gp says tinnitus from the engine. ear defenders on the boat and a hearing test in february", "leofric-tinnitus"),
        L("11-26 18:20", "t", "Ear defenders it is, Ric. And a quiet hall on Thursdays.", "leofric-tinnitus-coach"),
        L("12-12 19:00", "c", "mum again: he did three clubs for a minute at the christmas fair x", "leofric-clubs"),
        L("12-12 19:20", "t", "Three clubs, Ric! Five by the regatta.", "leofric-clubs-coach"),
        L("12-28 10:00", "c", "89 kg. right hand still dead at night", "leofric-dec"),
    ],
    # Says little to the coach: her news is mostly in the group chat.
    "honoria": [
        L("07-09 20:00", "c", "hi theodora!! honoria cattermole (norrie), 19, art student. want to juggle in my show. rhr 84", "honoria-intro"),
        L("07-09 20:30", "t", "Hi Norrie! Thursdays at the church hall, beanbags first.", "honoria-intro-coach"),
        L("09-10 21:00", "c", "theodora it's quentin, norrie's dad. she's been having panic attacks, the gp's given her propranolol and a counsellor at bungay on thursdays. she'd kill me for telling you x", "honoria-quentin"),
        L("09-10 21:20", "t", "Thanks Quentin. I'll keep it quiet, and she can sit out any time.", "honoria-quentin-coach"),
        L("10-29 17:00", "c", "came off my bike in the rain, right wrist sprained, a support for 2 weeks", "honoria-wrist"),
        L("12-18 20:00", "c", "rhr 72!!", "honoria-rhr"),
        L("12-18 20:20", "t", "Under 75, Norrie! That's the goal.", "honoria-rhr-coach"),
    ],
    # Short messages; his wife tells the medical news.
    "wystan": [
        L("07-10 10:00", "c", "good morning theodora. wystan woolnough, 67, drove the beccles bus forty years. my physio says juggling is good for the hands. 79 kg", "wystan-intro"),
        L("07-10 10:30", "t", "Good morning Wystan! Tuesday afternoons at the church hall, scarves first.", "wystan-intro-coach"),
        L("08-15 18:00", "c", "my right hand shakes when it's resting. keziah noticed at tea", "wystan-shake"),
        L("09-05 18:00", "c", "theodora it's keziah, wys's wife. the gp's sending him to a neurologist at bury st edmunds about the shake x", "wystan-keziah"),
        L("10-16 18:00", "c", "keziah: the neurologist says parkinson's. co-careldopa three times a day. he's taking it well x", "wystan-parkinsons"),
        L("10-16 18:20", "t", "The cascade's good for him, Keziah. Same time Tuesday.", "wystan-parkinsons-coach"),
        L("10-28 11:00", "c", "clocks back. keziah's made a chart for the tablets", "wystan-clocks"),
        L("11-13 18:00", "c", "lump in my left groin when i cough. gp says hernia", "wystan-lump"),
        L("12-04 17:00", "c", "keziah: hernia repaired at beccles this morning. no lifting for six weeks x", "wystan-hernia"),
        L("12-04 17:20", "t", "Scarves only till the new year then, Wys.", "wystan-hernia-coach"),
        L("12-25 15:00", "c", "keziah bought me juggling clubs for christmas", "wystan-christmas"),
        L("12-29 11:00", "c", "cascade for a minute! 75 kg", "wystan-cascade"),
        L("12-29 11:20", "t", "A whole minute, Wys! That's the goal.", "wystan-cascade-coach"),
    ],
}

GROUPS = [
    {
        "id": "chat-septimus-quoits", "trainer": "septimus", "members": ["eustace", "ursula", "oswin"],
        "lines": [
            L("07-02 09:00", "t", "Reeth quoits 🥏 Fixtures, nights on the green and news here.", "g-quoits-start"),
            L("09-14 10:00", "ursula", "migraine, missing saturday sorry", "g-ursula-migraine"),
            L("10-10 10:00", "eustace", "torn shoulder, throwing cack-handed from now on", "g-eustace-shoulder"),
            L("11-13 10:00", "oswin", "eye done. watching for a bit", "g-oswin-eye"),
        ],
    },
    {
        "id": "chat-myfanwy-yachts", "trainer": "myfanwy", "members": ["mirabel", "iolo", "ceridwen"],
        "lines": [
            L("07-02 09:00", "t", "Pendine land yachts ⛵ Tides, sessions and news here.", "g-yachts-start"),
            L("07-05 10:00", "iolo", "these blood pressure pills make my ankles swell like balloons", "g-iolo-ankles"),
            L("08-02 10:00", "iolo", "back's in bits, disc. physio says it's pressing on the nerve down my right leg", "g-iolo-disc"),
            L("08-20 10:00", "mirabel", "collarbone, on the dunes for a bit 😭", "g-mirabel-collarbone"),
            L("08-25 10:00", "iolo", "physio's got me doing the cat and camel every morning on the kitchen floor", "g-iolo-catcamel"),
            L("09-20 10:00", "iolo", "first run since the back, lovely gust off cefn sidan", "g-iolo-firstrun"),
            L("11-08 10:00", "ceridwen", "Bunion operation done. I shall crew from the car park.", "g-ceridwen-bunion"),
            L("11-22 14:00", "iolo", "maggie's out! drinks in the pub tonight", "g-iolo-thatcher"),
            L("12-02 10:00", "iolo", "bp coming down, 142 at the chemist", "g-iolo-bp"),
        ],
    },
    {
        "id": "chat-reginald-waterski", "trainer": "reginald", "members": ["benedict", "perpetua", "ptolemy"],
        "lines": [
            L("07-02 09:00", "t", "Loch Earn water ski 🌊 Boat times, sessions and news here.", "g-waterski-start"),
            L("07-17 10:00", "benedict", "concussed, driving the boat for a bit", "g-benedict-concussion"),
            L("08-15 10:00", "ptolemy", "thumb in a splint, spotting only", "g-ptolemy-thumb"),
            L("09-05 10:00", "perpetua", "Anaemic, so slow starts for me.", "g-perpetua-anaemia"),
        ],
    },
    {
        "id": "chat-theodora-juggling", "trainer": "theodora", "members": ["leofric", "honoria", "wystan"],
        "lines": [
            L("07-09 09:00", "t", "Southwold jugglers 🤹 Hall times, shows and news here.", "g-juggling-start"),
            L("07-20 10:00", "honoria", "three balls for ten catches!!", "g-honoria-ten"),
            L("08-30 10:00", "honoria", "heart racing before class, honestly thought i was dying", "g-honoria-racing"),
            L("09-13 10:00", "honoria", "the pills stop the shaking, counsellor's nice", "g-honoria-pills"),
            L("10-03 10:00", "leofric", "carpal tunnel, three balls only for me", "g-leofric-carpal"),
            L("10-17 10:00", "wystan", "parkinson's. slow cascades for me", "g-wystan-parkinsons"),
            L("10-30 10:00", "honoria", "one-handed juggling for a bit, wrist", "g-honoria-wrist"),
            L("11-22 15:00", "honoria", "thatcher's gone!! party at college", "g-honoria-thatcher"),
            L("12-06 10:00", "honoria", "no panic attack in a month, coming off the propranolol in january", "g-honoria-month"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Not every client gets the
# same two: the long sagas get a note in the middle, the quiet ones only a first and a last.
NOTES = [
    ("septimus", "eustace", "1990-07-04", "Eustace (58): hill farmer. Weight 104 kg. Throws flat and hard, old style, no follow-through."),
    ("septimus", "eustace", "1990-10-10", "Eustace: right rotator cuff torn on the scan. Cortisone did nothing. Throwing left-handed from the short end. Gout settled on allopurinol."),
    ("septimus", "eustace", "1990-12-28", "Eustace: repair of the right rotator cuff at the Friarage 11 February, sling six weeks. First left-handed ringer 5 December. Weight 98.5 kg."),
    ("septimus", "ursula", "1990-07-04", "Ursula (33): vet nurse. Resting HR 68. 6 ringers out of 40. Counts everything."),
    ("septimus", "ursula", "1990-12-27", "Ursula: resting HR 58, 15 ringers out of 40, both goals met. Migraines September to November, sumatriptan, worse after night shifts."),
    ("septimus", "oswin", "1990-07-11", "Oswin (71): retired postmaster. Weight 88 kg. Good eye for the hob, tires after ten ends."),
    ("septimus", "oswin", "1990-12-19", "Oswin: type 2 diabetes, HbA1c 64 (July) to 52 (December) on metformin. Left cataract removed 12 November. Weight 84 kg. Full game standing."),
    ("myfanwy", "mirabel", "1990-07-14", "Mirabel (16): schoolgirl. Brave, steers too late into the gust."),
    ("myfanwy", "mirabel", "1990-12-22", "Mirabel: left collarbone broken 18 August (sling 4 weeks), glandular fever October (3 weeks off school). Back on the beach 8 December. Entered for the Pendine open in March."),
    ("myfanwy", "iolo", "1990-07-08", "Iolo (42): cockle picker. BP 158/96. Strong, reads the wind well, lazy on the sheet."),
    ("myfanwy", "iolo", "1990-12-23", "Iolo: slipped disc L5 (July), physio, back on the beach mid-September. Amlodipine, systolic 138. Cefn Sidan run in the spring."),
    ("myfanwy", "ceridwen", "1990-07-10", "Ceridwen (64): retired headmistress. 3,500 steps. Careful, good on the sheet, nervous of speed."),
    ("myfanwy", "ceridwen", "1990-12-18", "Ceridwen: underactive thyroid (August), levothyroxine 75, TSH 2.1. Right bunion operated 7 November, surgical shoe. 6,200 steps."),
    ("reginald", "benedict", "1990-07-05", "Benedict (24): outdoor instructor. Resting HR 56. Strong on two skis, leans back on the mono."),
    ("reginald", "benedict", "1990-09-21", "Benedict: perforated left eardrum 19 September, no head under water 6 weeks. Concussion in July fully cleared."),
    ("reginald", "benedict", "1990-12-21", "Benedict: six buoys on the mono. Resting HR 50. Ear healed (November)."),
    ("reginald", "perpetua", "1990-07-03", "Perpetua (49): hotel owner. Weight 71 kg. Deep-water start on two skis, scared of the mono."),
    ("reginald", "perpetua", "1990-12-31", "Perpetua: left plantar fasciitis (July), insoles, settled. Ferritin 8 (September) to 45 (December) on iron. Weight 66.1 kg, 65 to go. One-ski start in November."),
    ("reginald", "ptolemy", "1990-07-07", "Ptolemy (35): stillman. 6,000 steps. Brave, holds the handle too tight."),
    ("reginald", "ptolemy", "1990-12-04", "Ptolemy: right skier's thumb August, splint 6 weeks. Left kidney stone passed 16 November. 10,000 steps, wake crossed, both goals."),
    ("theodora", "leofric", "1990-07-12", "Leofric (29): fisherman. Weight 92 kg. Quick hands, drops when tired."),
    ("theodora", "leofric", "1990-10-04", "Leofric: carpal tunnel both hands on the nerve test, right worse, release 15 January. Night splints. Three balls only."),
    ("theodora", "leofric", "1990-12-20", "Leofric: tinnitus (November), ear defenders. Cortisone left wrist helped. Three clubs a minute at the fair. Weight 89 kg."),
    ("theodora", "honoria", "1990-07-12", "Honoria (19): art student. Resting HR 84. Talented, freezes when watched."),
    ("theodora", "honoria", "1990-12-20", "Honoria: anxiety, propranolol since September, counsellor, no attacks in December. Right wrist sprain October. Resting HR 72, goal met."),
    ("theodora", "wystan", "1990-07-10", "Wystan (67): retired bus driver. Weight 79 kg. Patient, slow hands, loves the scarves."),
    ("theodora", "wystan", "1990-12-30", "Wystan: Parkinson's (October), co-careldopa. Left inguinal hernia repaired 4 December. Weight 75 kg. Cascade for a minute."),
]

TRANSCRIPTS = [
    {
        "id": "tr-septimus-eustace-19901025", "trainer": "septimus", "client": "eustace", "startedAt": "1990-10-25T19:00:00Z",
        "title": "Call with Eustace and Tryphena: the shoulder operation",
        "lines": [
            ("Coach", 0, "What did the surgeon say, Stace?"),
            ("Eustace", 4, "He says it's like a rope frayed off its peg."),
            ("Tryphena", 9, "He said no driving the quad bike for six weeks after, twelve weeks of physio, and throwing again by the summer if he behaves."),
            ("Coach", 14, "Then left-handed till February, and we'll see you on the green in July."),
            ("Eustace", 20, "Who's going to gather the sheep?"),
            ("Tryphena", 24, "Our lad, and you'll let him."),
        ],
    },
    {
        "id": "tr-myfanwy-iolo-19900814", "trainer": "myfanwy", "client": "iolo", "startedAt": "1990-08-14T19:00:00Z",
        "title": "Call with Iolo and Eluned: the back",
        "lines": [
            ("Coach", 0, "How's the back, Yol?"),
            ("Iolo", 4, "Like someone's stuck a hot knitting needle in it."),
            ("Eluned", 9, "The physio said no bending to the cockles, sleep with a pillow between his knees, and back on the sands in October."),
            ("Coach", 14, "Then walks on the beach and no yacht till the physio says."),
            ("Iolo", 20, "Can I still do the Sunday run if I just sit?"),
            ("Coach", 24, "Not till the physio says, Yol."),
        ],
    },
    {
        "id": "tr-reginald-benedict-19900716", "trainer": "reginald", "client": "benedict", "startedAt": "1990-07-16T19:00:00Z",
        "title": "Call with Benedict and Nerys: the head",
        "lines": [
            ("Coach", 0, "How's the head, Benny?"),
            ("Benedict", 4, "Like I've been inside a bass drum."),
            ("Nerys", 9, "The doctor said no drink, no telly, no driving for a week, and back to the hospital if he gets drowsy or the sickness comes back."),
            ("Coach", 14, "Then nothing on the water for a fortnight."),
            ("Benedict", 20, "Can I drive the boat next weekend?"),
            ("Coach", 24, "Not the boat either, Benny."),
        ],
    },
    {
        "id": "tr-theodora-wystan-19901019", "trainer": "theodora", "client": "wystan", "startedAt": "1990-10-19T15:00:00Z",
        "title": "Call with Wystan and Keziah: the diagnosis",
        "lines": [
            ("Coach", 0, "How are you, Wys?"),
            ("Wystan", 4, "Like my hand belongs to somebody else."),
            ("Keziah", 9, "The neurologist said the tablets go down half an hour before food, not with his milk or his cheese, and a walking group twice a week."),
            ("Coach", 14, "Then the scarves and a slow cascade, and we do it sitting down if you're stiff."),
            ("Wystan", 20, "Can I still drive to the hall?"),
            ("Keziah", 24, "The neurologist said tell the licensing people first."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("eustace", "1990-07-13", 7.0, 5, 70, "Shoulder."),
    ("eustace", "1990-08-31", 6.0, 6, 50, "Jab."),
    ("eustace", "1990-10-12", 5.5, 8, 40, "Torn."),
    ("ursula", "1990-09-14", 5.0, 7, 60, "Head."),
    ("ursula", "1990-11-30", 4.5, 8, 50, "Nights."),
    ("oswin", "1990-07-13", 7.5, 6, 60, "Sugar."),
    ("oswin", "1990-11-16", 8.0, 4, 30, "Eye."),
    ("mirabel", "1990-08-24", 9.0, 8, 10, "Sling."),
    ("mirabel", "1990-10-12", 15.0, 6, 0, "Tired."),
    ("iolo", "1990-08-03", 5.0, 7, 30, "Back."),
    ("ceridwen", "1990-08-24", 9.5, 5, 50, "Thyroid."),
    ("ceridwen", "1990-11-09", 7.0, 4, 40, "Foot."),
    ("benedict", "1990-07-20", 10.0, 6, 20, "Head."),
    ("benedict", "1990-09-21", 7.0, 7, 40, "Ear."),
    ("perpetua", "1990-07-27", 7.0, 5, 80, "Heel."),
    ("perpetua", "1990-09-07", 8.5, 6, 70, "Iron."),
    ("perpetua", "1990-11-23", 7.0, 3, 90, "One ski."),
    ("ptolemy", "1990-08-17", 6.0, 7, 40, "Thumb."),
    ("ptolemy", "1990-11-19", 5.5, 6, 60, "Stone."),
    ("leofric", "1990-08-10", 5.0, 6, 70, "Hands."),
    ("leofric", "1990-10-05", 5.5, 7, 60, "Nerve test."),
    ("leofric", "1990-11-30", 6.0, 7, 60, "Ears."),
    ("honoria", "1990-09-14", 5.0, 9, 40, "Panic."),
    ("wystan", "1990-10-19", 6.5, 7, 70, "Diagnosis."),
    ("wystan", "1990-12-07", 7.0, 5, 30, "Hernia."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("eustace", "weight", "kg", "1990-07-02", "1990-12-24", 7, 104.0, 98.5, 0.4),
    ("oswin", "weight", "kg", "1990-07-09", "1990-12-24", 7, 88.0, 84.0, 0.3),
    ("perpetua", "weight", "kg", "1990-07-02", "1990-12-24", 7, 71.0, 66.3, 0.2),
    ("leofric", "weight", "kg", "1990-07-09", "1990-12-24", 7, 92.0, 89.0, 0.4),
    ("wystan", "weight", "kg", "1990-07-09", "1990-12-24", 7, 79.0, 75.0, 0.3),
    ("ursula", "resting_heart_rate", "bpm", "1990-07-02", "1990-12-24", 7, 68.0, 58.0, 0.8),
    ("benedict", "resting_heart_rate", "bpm", "1990-07-02", "1990-12-24", 7, 56.0, 50.0, 0.8),
    ("honoria", "resting_heart_rate", "bpm", "1990-07-09", "1990-12-24", 7, 84.0, 72.0, 1.0),
    ("ceridwen", "steps", "steps", "1990-07-09", "1990-12-24", 7, 3500, 6200, 200),
    ("ptolemy", "steps", "steps", "1990-07-09", "1990-12-24", 7, 6000, 10200, 300),
    ("iolo", "systolic_bp", "mmHg", "1990-07-02", "1990-12-24", 7, 158.0, 138.0, 2.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("iolo", "goal-myfanwy-iolo-bp", "systolic_bp", 140, "mmHg", "1990-12-31", "achieved"),
    ("ptolemy", "goal-reginald-ptolemy-steps", "steps", 10000, "steps", "1990-12-31", "achieved"),
    ("honoria", "goal-theodora-honoria-rhr", "resting_heart_rate", 75, "bpm", "1990-12-31", "achieved"),
    ("perpetua", "goal-reginald-perpetua-weight", "weight", 65.0, "kg", "1991-04-30", "active"),
    ("eustace", "goal-septimus-eustace-weight", "weight", 98.0, "kg", "1991-03-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("oswin", "1990-07-10", "HbA1c", 64, "mmol/mol", 20, 42),
    ("oswin", "1990-12-11", "HbA1c", 52, "mmol/mol", 20, 42),
    ("ceridwen", "1990-08-21", "TSH", 9.8, "mU/L", 0.4, 4.0),
    ("ceridwen", "1990-11-27", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("perpetua", "1990-09-04", "Ferritin", 8, "ug/L", 15, 150),
    ("perpetua", "1990-12-04", "Ferritin", 45, "ug/L", 15, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "👍", "🙂", "aye", "yes", "sorted", "on my way", "paid", "ta-ra", "hiya", "cheers",
    "sorry, running late", "can we swap to friday?", "what time sunday?", "see you there", "will do", "grand",
    "wrong chat sorry", "diolch", "nice one", "ha", "hehe", "noted", "you're a star", "only just seen this sorry",
    "same again next week?", "where do i park?", "nearly there", "stuck behind a tractor", "thanks x", "champion",
    "all good here", "👏", "😂", "can i pay cash?", "tidy", "lush", "ow do", "braw", "ok bor", "on the way now",
    "are we still on?", "phone's dead", "no parking anywhere", "stuck at work", "perfect", "long day", "aye right", "cheers bor",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


# The days a question names as one day (a date, a feast day, a match, a bank holiday): no everyday chatter
# line falls on them, so a question about that day finds only the story. blind40 moved its chatter seed
# till none fell there; with more named days here no seed did, so a chatter line drawn on one of these
# days is moved back to the first day before it that is not one.
QUIET_DAYS = frozenset({
    "07-04", "07-14", "07-22", "07-29", "08-01", "08-02", "08-06", "08-14", "08-27", "09-15", "09-27", "10-03", "10-20",
    "10-28", "10-31", "11-05", "11-11", "11-12", "11-22", "11-30", "12-01", "12-03", "12-05", "12-11", "12-16", "12-25",
    "12-26", "12-31",
})


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=19900702, health_seed=19910102, chatter_lines=(18, 26))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
