#!/usr/bin/env python3
"""Build the thirty-second blind data set for the answer benchmark (bench/answers_data/blind32.json).

    functions/venv/bin/python -m bench.answers_data.build_blind32

Four trainers of kinds the other rosters do not have: a line dancing fitness instructor in
Caister-on-Sea near Great Yarmouth (a retired dinner lady of 63 from Hemsby with atrial fibrillation
found in August (ECG 8 August, warfarin from 12 August, INR 1.6 then 2.6), who weighs herself in
stone, whose bungalow is evacuated in the tidal surge of 5 December and whose son Lee texts; a
retired lorry driver of 58 who has his right knee replaced on 11 September (no kneeling, no pivot
turns for twelve weeks, no driving six weeks; a CRP of 38 then 3) and whose wife Brenda texts; a care
assistant of 27 with an underactive thyroid (TSH 9.8 then 2.1, levothyroxine from 22 July) whose
fiancé Jordan texts), a capoeira instructor in Middlesbrough (a sixth former of 16 who dislocates his
left shoulder doing a macaco on the beach at Saltburn on 3 August (a sling three weeks, no au, macaco
or handstands six weeks) and gets his first cord at the batizado on 23 November, whose mum Lisa
texts; a pharmacist of 34 who fasts through Ramadan in the heatwave, runs the Great North Run on 15
September, has a ferritin of 9 then 41 and a right Achilles tendinopathy (physio 4 October, heel
drops, no jumping or running four weeks), whose husband Imran texts; a steelworker of 52 at Redcar with
high blood pressure (amlodipine from 19 July) and a left inguinal hernia repaired on 8 November (no
lifting over 10 kg four weeks, no kicks six weeks), whose daughter Jade texts), a surf lifesaving
coach in Bude (a nipper of 15 concussed by a board on 10 August (cleared 27 August) who wins silver
in the under-16 beach flags at the nationals on 21 September, whose dad Mark texts; a beach
lifeguard of 19 who has a changed mole cut out on 12 September (not a melanoma, no sea or pool till
the stitches are out), whose girlfriend Demelza texts; a B&B owner of 45 at Widemouth, a masters
ironwoman, with a torn right medial meniscus (MRI 2 October, keyhole surgery 13 November), a low
vitamin B12 (148 then 420 ng/L), who weighs herself in stone and whose husband Pete texts), and a
goalball and visually impaired fitness coach in Dudley (a B2 player of 22 with Stargardt disease
who breaks her nose with a ball to the face at a tournament in Sheffield on 20 October, whose dad
Harjit texts; a former forklift driver of 44 with type 2 diabetes and diabetic retinopathy (HbA1c
78 then 61) who has a vitrectomy on his left eye on 29 August (face down a week, no bending, lifting
or goalball four weeks), weighs himself in stone and whose wife Nicola texts; a B1 junior of 17,
blind from birth, whose asthma attack at a tournament in Nottingham on 16 November brings a new
preventer inhaler (peak flow 310 then 420), whose mum Gail texts). 12 clients, 1 July to 31 December
2013 (asked on Monday 6 January 2014): one-to-one chats, four group chats, session notes, four
session transcripts, check-ins, client profiles and health data (weight of four clients, resting
heart rate of two, steps of three (one from after his operation), systolic blood pressure of one
(from September), goals, lab panels), in the format
of demo/data/demo_dataset.json. Written on 2026-12-02 by helper h-blind32 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the thirty-first blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The period, July to December 2013, is one no other roster covers (a scan of every data set's
earliest and latest message: blind31 starts on 2 January 2014, every other roster later), so the
questions asked in January say "in the summer", "back in the summer", "in the autumn", "over
christmas", "during the heatwave", "since the clocks went back", "in q3", "in q4", "the second half
of last year", "between bonfire night and christmas" and "before the storm". The Lions' third test in
Sydney (Saturday 6 July, Lions 41 Australia 16), Murray's Wimbledon win (Sunday 7 July), the July
heatwave (about 6 to 23 July, hottest on Monday 22 July), Ramadan (from Tuesday 9 July; Eid on
Thursday 8 August), the first Ashes test at Trent Bridge (England won on Sunday 14 July), the Tour de
France's finish in Paris (Sunday 21 July, Froome), the royal baby (Monday 22 July), the Durham Ashes
test (England won on Monday 12 August), Mo Farah's golds in Moscow (Saturday 10 and Friday 16
August), the August bank holiday (Monday 26 August), the Great North Run (Sunday 15 September),
England 2 Poland 0 and Eid al-Adha (Tuesday 15 October), the clocks going back (Sunday 27 October),
the St Jude storm (Monday 28 October), Halloween (Thursday 31 October), Diwali (Sunday 3 November),
Bonfire Night (Tuesday 5 November), Remembrance Sunday (10 November), Children in Need (Friday 15
November), the North Sea tidal surge (Thursday 5 December; Hemsby's houses lost to the sea),
Christmas Day (Wednesday), Boxing Day (Thursday) and New Year's Eve (Tuesday) lie inside it; every
weekday is checked with Python's `datetime`. The story messages are written the way people text:
lowercase, typos, run-ons, emoji, shorthand and slang (line dancing "the vine", "the grapevine",
"pivot turns", "kick ball change", "copperhead road", "the tush push", "the social"; capoeira "the
roda", "ginga", "au", "macaco", "meia lua", "armada", "the batizado", "the corda", "prof"; surf
lifesaving "the nippers", "beach flags", "the board race", "the ironwoman", "run swim run", "the
nationals", "the tube"; goalball "eyeshades", "the bounce throw", "the block", "b1", "b2", "the
intermediates", "the juniors"), Norfolk, Teesside, Cornish and Black Country English ("bor", "on the
huh", "hold you hard", "a rum do", "our kid", "me mam", "mint", "parmo", "dreckly", "my 'ansum",
"proper", "emmets", "teasy", "ow bist", "bostin", "ar", "yow", "babby", "tara-a-bit"), mixed units
(kg, stone, m, km, miles, seconds, minutes, km/h, mph, ng/L, ug/L, mU/L, mg/L, mmol/mol, L/min, INR,
steps, bpm, mmHg), negations ("no kneeling", "no pivot turns", "no driving", "no au, no macaco, no
handstands", "no jumping", "no lifting over 10 kg", "no kicks", "no surf", "no screens", "no sea or
pool", "no running on sand", "no bending", "no goalball", "no cranberry juice"), revisions later (a
heart "fluttering" then atrial fibrillation, a knee "like gravel" then a new knee, "tired all the
time" then an underactive thyroid, a shoulder that "popped out" then a dislocation, the back of a
heel then Achilles tendinopathy, "a lump in my groin" then a hernia, a headache after the board then
concussion, a mole "gone darker" then a dysplastic naevus, a knee that "locks" then a torn meniscus,
"floaters" then a bleed in the eye and a vitrectomy, "wheezy" then an asthma attack, levothyroxine
50 then 75 mcg), plans lying after the period (a cardioversion in February, a wedding in June, the
gold cord next year, the Great North Run again, the NPLQ at Easter, the masters worlds in France in
September, the national league in March, the GB junior camp in February), facts only in the coach's
reply, only in a note, only in a transcript or only in a lab panel, a relative or partner writing
for every client (a son, a wife twice, a fiancé, a mum twice, a husband twice, a daughter, a dad
twice, a girlfriend; Mark and Jade are also words and Gail sounds like a gale), nicknames (Paul,
Keef, Shan, Cal, Mira, Geoffo, Tam, Jay, Wenna, Sim, Wayno, Chels) and shoulder, knee, heel, eye,
nose, groin, head and back with sides. The everyday chatter comes from this builder's own pools with
a fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event
or number a question asks about. Deterministic: two runs write byte-identical files.
`blind32_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind32_questions.py).

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
OUT, TAGS_OUT = HERE / "blind32.json", HERE / "blind32_tags.json"
YEAR = 2013
START, END = datetime(2013, 7, 1, 7, 0), datetime(2013, 12, 31, 21, 0)
ASKED_AT = "2014-01-06T08:00:00Z"

TRAINERS = [
    {"id": "coach-bev", "displayName": "Bev Thirtle", "email": "bev.thirtle@example.com", "short": "bev"},
    {"id": "coach-thiago", "displayName": "Thiago Ferreira", "email": "thiago.ferreira@example.com", "short": "thiago"},
    {"id": "coach-kerensa", "displayName": "Kerensa Pascoe", "email": "kerensa.pascoe@example.com", "short": "kerensa"},
    {"id": "coach-lloyd", "displayName": "Lloyd Baggott", "email": "lloyd.baggott@example.com", "short": "lloyd"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("bev", "pauline-gedge", "Pauline Gedge", "pauline"),
    ("bev", "keith-thrower", "Keith Thrower", "keith"),
    ("bev", "shannon-bly", "Shannon Bly", "shannon"),
    ("thiago", "callum-hebron", "Callum Hebron", "callum"),
    ("thiago", "amira-hussain", "Amira Hussain", "amira"),
    ("thiago", "geoff-pounder", "Geoff Pounder", "geoff"),
    ("kerensa", "tamsin-jewell", "Tamsin Jewell", "tamsin"),
    ("kerensa", "jago-trewin", "Jago Trewin", "jago"),
    ("kerensa", "morwenna-hocking", "Morwenna Hocking", "morwenna"),
    ("lloyd", "simran-bains", "Simran Bains", "simran"),
    ("lloyd", "wayne-hickman", "Wayne Hickman", "wayne"),
    ("lloyd", "chelsea-round", "Chelsea Round", "chelsea"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("pauline", "shannon", "amira", "tamsin", "morwenna", "wayne")

PROFILES = [
    {"clientId": "pauline-gedge", "age": 63, "goal": "Twelve and a half stone and dance the whole of the Christmas social",
     "dietaryRestrictions": ["on warfarin: no cranberry juice, keep the greens steady"],
     "injuries": ["atrial fibrillation (ECG 8 August 2013), warfarin from 12 August 2013, bisoprolol",
                  "cardioversion booked February 2014"],
     "notes": "Line dancing, Caister-on-Sea. Retired school dinner lady, lives on the Marrams at Hemsby. Known as Paul. Son Lee."},
    {"clientId": "keith-thrower", "age": 58, "goal": "Dance Copperhead Road on his new knee at the Christmas social",
     "dietaryRestrictions": [],
     "injuries": ["right total knee replacement 11 September 2013 (James Paget): no kneeling, no pivot turns 12 weeks, no driving 6 weeks"],
     "notes": "Line dancing, Caister-on-Sea. Retired HGV driver. Known as Keef. Wife Brenda."},
    {"clientId": "shannon-bly", "age": 27, "goal": "Lose a stone before her wedding in June 2014",
     "dietaryRestrictions": [],
     "injuries": ["underactive thyroid (TSH 9.8 mU/L July 2013), levothyroxine 50 mcg from 22 July 2013, 75 mcg from October 2013"],
     "notes": "Line dancing, Caister-on-Sea. Care assistant at a care home in Gorleston. Known as Shan. Fiancé Jordan."},
    {"clientId": "callum-hebron", "age": 16, "goal": "His first corda at the batizado in November",
     "dietaryRestrictions": [],
     "injuries": ["dislocated left shoulder (Saltburn beach, 3 August 2013), sling 3 weeks, no au, macaco or handstands 6 weeks"],
     "notes": "Capoeira, Middlesbrough. Lower sixth at Prior Pursglove. Known as Cal. Mum Lisa."},
    {"clientId": "amira-hussain", "age": 34, "goal": "Run the Great North Run and keep training through Ramadan",
     "dietaryRestrictions": ["halal", "fasting in Ramadan (July to August 2013)"],
     "injuries": ["low iron (ferritin 9 ug/L July 2013), ferrous sulphate", "right Achilles tendinopathy (physio 4 October 2013), heel drops, no jumping or running 4 weeks"],
     "notes": "Capoeira, Middlesbrough. Pharmacist in Stockton. Known as Mira. Husband Imran."},
    {"clientId": "geoff-pounder", "age": 52, "goal": "Blood pressure under 140 and back in the roda after the hernia",
     "dietaryRestrictions": ["less salt (blood pressure)"],
     "injuries": ["high blood pressure (162/98 July 2013), amlodipine 5 mg from 19 July 2013",
                  "left inguinal hernia repair (keyhole) 8 November 2013: no lifting over 10 kg 4 weeks, no kicks 6 weeks"],
     "notes": "Capoeira, Middlesbrough. Steelworker at Redcar. Known as Geoffo. Daughter Jade."},
    {"clientId": "tamsin-jewell", "age": 15, "goal": "A medal in the under-16 beach flags at the nationals",
     "dietaryRestrictions": [],
     "injuries": ["concussion (board to the head 10 August 2013), graduated return, cleared 27 August 2013"],
     "notes": "Surf lifesaving (nippers to youth), Bude. Year 11 at Budehaven. Known as Tam. Dad Mark."},
    {"clientId": "jago-trewin", "age": 19, "goal": "Pass the pool lifeguard qualification and a faster 200 m",
     "dietaryRestrictions": [],
     "injuries": ["mole removed from the left shoulder blade 12 September 2013: dysplastic naevus, not melanoma; factor 50 on the beach"],
     "notes": "Surf lifesaving, Bude. Beach lifeguard in the summer, first year at Falmouth from September. Known as Jay. Girlfriend Demelza."},
    {"clientId": "morwenna-hocking", "age": 45, "goal": "The masters ironwoman at the worlds in France in September 2014",
     "dietaryRestrictions": [],
     "injuries": ["torn right medial meniscus (MRI 2 October 2013), keyhole surgery 13 November 2013: no running on sand, no kneeling on the board 6 weeks",
                  "low vitamin B12 (148 ng/L July 2013), injections"],
     "notes": "Surf lifesaving (masters), Bude. Runs a B&B at Widemouth. Known as Wenna. Husband Pete."},
    {"clientId": "simran-bains", "age": 22, "goal": "Faster throw and a place in the national league team",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["Stargardt disease (B2)", "broken nose (ball to the face, Sheffield, 20 October 2013), face guard, no goalball 3 weeks"],
     "notes": "Goalball, Dudley. Works in a call centre. Known as Sim. Dad Harjit."},
    {"clientId": "wayne-hickman", "age": 44, "goal": "Under sixteen stone and an HbA1c under 58",
     "dietaryRestrictions": ["type 2 diabetes: low sugar"],
     "injuries": ["type 2 diabetes, diabetic retinopathy: most sight lost in the right eye",
                  "vitrectomy left eye 29 August 2013: face down a week, no bending, lifting or goalball 4 weeks"],
     "notes": "Goalball and VI fitness, Dudley. Former forklift driver. Known as Wayno. Wife Nicola."},
    {"clientId": "chelsea-round", "age": 17, "goal": "The GB junior squad camp in February 2014",
     "dietaryRestrictions": [],
     "injuries": ["blind from birth (B1, retinopathy of prematurity)", "asthma: attack at Nottingham 16 November 2013, brown preventer inhaler twice a day"],
     "notes": "Goalball juniors, Dudley. At college in Birmingham. Known as Chels. Mum Gail."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "pauline": [
        L("07-02 10:00", "c", "morning bev its pauline gedge, 63, from the marrams at hemsby. retired dinner lady. want to get back to line dancing and lose a bit, 13 st 4 and my knees dont thank me", "pauline-intro"),
        L("07-02 10:30", "t", "Morning Pauline! Tuesday and Friday classes at the village hall, and we'll start you on the beginners' dances.", "pauline-intro-coach"),
        L("07-19 15:00", "c", "too hot for the vine today bev 🥵 heart was fluttering on the way home, had to sit on the wall", "pauline-flutter"),
        L("07-22 18:00", "c", "royal baby!! a boy 👶 sat in the shade with the telly", "pauline-baby"),
        L("08-08 17:00", "c", "bev its lee, pauline's son. she had an ecg today, the gp says atrial fibrillation, an irregular heartbeat. she's starting warfarin on monday and a tablet to slow it down. she's to sit out anything fast and no more driving herself to the hospital x", "pauline-lee"),
        L("08-08 17:20", "t", "Thanks Lee. She can still come: the slow dances only, no fast turns, and she sits down the minute she feels it.", "pauline-lee-coach"),
        L("08-19 12:00", "c", "inr clinic, 1.6, not high enough yet they say. bruised me shin on the chair leg something rotten", "pauline-inr"),
        L("08-26 16:00", "c", "bank holiday dance on the pier, did the waltz across texas and sat the rest out. heart behaved", "pauline-bankhol"),
        L("10-27 11:00", "c", "clocks went back, up at 5 like a fool. 12 st 13", "pauline-clocks"),
        L("11-18 13:00", "c", "inr 2.6, spot on the nurse says. no more cranberry juice for me, it mucks it up", "pauline-inr2"),
        L("12-05 23:00", "c", "bev its lee again. the surge has taken the end of mum's garden at hemsby, the police moved everyone off the marrams. she's with us at martham tonight, she's fine, just shaken x", "pauline-surge"),
        L("12-05 23:20", "t", "Oh Lee, thank goodness she's safe. Tell her not to worry about Friday.", "pauline-surge-coach"),
        L("12-20 21:00", "c", "christmas social, danced 6 dances on the trot!! 12 st 10. cardioversion in february", "pauline-social"),
        L("12-20 21:20", "t", "Six in a row, Pauline! From 13 st 4 to 12 st 10 as well.", "pauline-social-coach"),
    ],
    "keith": [
        L("07-03 19:00", "c", "evening bev, keith thrower, 58, retired hgv. the wife dragged me to line dancing and i like it. right knee grinds like gravel, getting it replaced in september", "keith-intro"),
        L("07-03 19:30", "t", "Evening Keith! Strength work for that knee before the op, and the beginners' class on Fridays.", "keith-intro-coach"),
        L("07-14 18:00", "c", "ashes! won by 14 runs, i was stood up shouting on this knee 🏏", "keith-ashes"),
        L("08-12 11:00", "c", "pre-op at the james paget, all fine. 11th of sept it is", "keith-preop"),
        L("09-11 20:00", "c", "bev its brenda, keith's wife. new knee's in, the right one, he's sat up eating jelly. crutches for 6 weeks, no kneeling, no twisting on it, no driving for 6 weeks. he says save him a space at the back x", "keith-brenda"),
        L("09-11 20:20", "t", "Thanks Brenda! Physio's exercises first, and when he's back: no pivot turns or twists for twelve weeks, just walking the steps.", "keith-brenda-coach"),
        L("09-30 14:00", "c", "bent it to 90 degrees today, physio's chuffed. 3000 steps on the sticks", "keith-bend"),
        L("10-28 09:00", "c", "that wind last night, the fence is down and the shed roof's in next door's garden. couldnt do nowt about it with this knee", "keith-storm"),
        L("11-05 20:00", "c", "bonfire night, walked to the display on the beach with one stick. first time at class friday!", "keith-bonfire"),
        L("11-05 20:20", "t", "Brilliant Keith. Friday we'll walk the steps at half speed, no turns.", "keith-bonfire-coach"),
        L("12-10 18:00", "c", "brenda again: 7,500 steps today and he's off both sticks. the surgeon says he can start turning on it x", "keith-brenda2"),
        L("12-20 22:00", "c", "did copperhead road at the social on the new knee 🤠 that was suffin bor", "keith-copperhead"),
        L("12-20 22:20", "t", "You did it, Keith! Fourteen weeks from the op.", "keith-copperhead-coach"),
    ],
    "shannon": [
        L("07-04 21:00", "c", "hiya bev shannon bly, 27, care assistant in gorleston. getting married june next year and want to lose a stone. 12 st 1. im tired all the time tho, even after a day off", "shannon-intro"),
        L("07-04 21:30", "t", "Hiya Shannon! Tuesday class and two walks a week to start, and get the tiredness looked at by the GP.", "shannon-intro-coach"),
        L("07-06 13:00", "c", "jordan's got the lions on, so loud 🏉 im doing the vine in the kitchen", "shannon-lions"),
        L("07-18 17:00", "c", "bloods back, gp says underactive thyroid, tsh 9.8. thats why im so knackered", "shannon-thyroid"),
        L("07-22 09:00", "c", "started levothyroxine, 50 mcg, empty stomach half an hour before breakfast", "shannon-levo"),
        L("08-16 20:00", "c", "bev its jordan, shannon's fiance. she passed out at work in the heat, the nurse thinks she hadnt eaten. she's fine, just wanted you to know before class x", "shannon-jordan"),
        L("08-16 20:20", "t", "Thanks Jordan. Tell her breakfast and water before every class, and she sits out if she feels faint.", "shannon-jordan-coach"),
        L("10-10 18:00", "c", "gp's put my thyroid tablets up to 75, still tired in the afternoons", "shannon-levo2"),
        L("10-19 22:00", "c", "3rd in the team dance at the great yarmouth dance-off!!! 🥉 11 st 8", "shannon-danceoff"),
        L("10-19 22:20", "t", "Third, Shannon! Proud of the lot of you. And half a stone gone.", "shannon-danceoff-coach"),
        L("11-15 20:00", "c", "children in need, did a sponsored line dance at the care home with the residents 😂 6000 steps", "shannon-cin"),
        L("12-26 15:00", "c", "jordan again: boxing day walk along the front, she's 11 st 5 and says she's not tired any more. bless her x", "shannon-jordan2"),
        L("12-26 15:20", "t", "Lovely. Ten pounds off since July. Dress fitting in March?", "shannon-jordan2-coach"),
    ],
    "callum": [
        L("07-05 17:00", "c", "alright thiago its callum hebron, 16, been coming to the roda on saturdays since easter. want my first corda at the batizado in november. cant do a proper au yet", "callum-intro"),
        L("07-05 17:30", "t", "Alright Callum! Tuesdays with me for strength and handstands, Saturdays in the roda. The batizado is Saturday 23 November.", "callum-intro-coach"),
        L("07-07 18:00", "c", "MURRAY!!!! 🎾 me mam was crying", "callum-murray"),
        L("08-03 15:00", "c", "did a macaco on the sand at saltburn and my left shoulder popped out 😖 at james cook now", "callum-popped"),
        L("08-03 19:00", "c", "thiago its lisa, callum's mum. a&e put his left shoulder back in, it was dislocated. sling for 3 weeks then physio, and the doctor says no cartwheels, no handstands, nothing on his hands for 6 weeks. he's gutted about november x", "callum-lisa"),
        L("08-03 19:20", "t", "Thanks Lisa. No au, no macaco, no bananeira for six weeks. He can come and play the berimbau and do the legs.", "callum-lisa-coach"),
        L("08-27 17:00", "c", "sling off, physio says band work and wall push ups", "callum-sling"),
        L("09-20 18:00", "c", "first au since the shoulder!! felt a bit wobbly but held", "callum-au"),
        L("10-31 21:00", "c", "halloween, went as a mestre 😂 press ups 24 now", "callum-halloween"),
        L("11-23 19:00", "c", "GOT MY CORDA 🟡 played with the mestre from leeds and didnt get swept once", "callum-batizado"),
        L("11-23 19:20", "t", "Parabéns Callum! You earned that cord after the summer you had.", "callum-batizado-coach"),
        L("12-14 17:00", "c", "lisa again: he's been doing handstands in the hall all week, 25 seconds he says, the lampshade didnt make it x", "callum-lisa2"),
        L("12-14 17:20", "t", "Ha! Handstands outside or at the academy please, Callum. Next is the meia lua de compasso.", "callum-lisa2-coach"),
    ],
    "amira": [
        L("07-08 20:00", "c", "hi thiago, amira hussain, 34, pharmacist in stockton. loved the taster. ive got the great north run in september and want to keep training through ramadan which starts tomorrow", "amira-intro"),
        L("07-08 20:30", "t", "Hi Amira! Ramadan sessions after iftar, short and light, and the long runs wait till after Eid.", "amira-intro-coach"),
        L("07-16 22:00", "c", "fasting in this heat is no joke 🥵 so breathless on the stairs at work", "amira-breathless"),
        L("07-25 17:00", "c", "ferritin's 9, gp says iron deficient, ferrous sulphate twice a day. explains the stairs", "amira-ferritin"),
        L("08-08 12:00", "c", "eid mubarak!! 🌙 first breakfast in a month, 8 mile run tomorrow", "amira-eid"),
        L("09-15 16:00", "c", "great north run done!! 2:14:30 🏅 bekele beat mo, i saw them go past on the telly in the tent", "amira-gnr"),
        L("09-15 16:20", "t", "2:14:30 on your first half, Amira! Rest this week, ginga only.", "amira-gnr-coach"),
        L("09-28 19:00", "c", "back of my right heel is sore first thing, the tendon bit above the shoe", "amira-heel"),
        L("10-04 18:00", "c", "thiago it's imran, amira's husband. the physio says achilles tendinopathy in her right heel. heel drops on the stairs twice a day, no running and no jumping for 4 weeks. she'll still come on tuesdays x", "amira-imran"),
        L("10-04 18:20", "t", "Thanks Imran. No jumping in the roda, low ginga, and I'll give her the heel drops at the start of class.", "amira-imran-coach"),
        L("10-15 21:00", "c", "eid al adha, and england beat poland! imran's hoarse 😂", "amira-eidadha"),
        L("11-22 18:00", "c", "ferritin 41 now 🙌 not breathless at all", "amira-ferritin2"),
        L("12-29 19:00", "c", "imran again: she's entered the great north run for 2014 already, and the heel's fine running x", "amira-imran2"),
        L("12-29 19:20", "t", "Good. We'll keep the heel drops in the warm-up all winter.", "amira-imran2-coach"),
    ],
    "geoff": [
        L("07-09 19:00", "c", "now then thiago, geoff pounder, 52, work at the steelworks in redcar. our jade does capoeira with you and says i'm too stiff. works medical says my blood pressure's 162 over 98", "geoff-intro"),
        L("07-09 19:30", "t", "Now then Geoff! Mobility and ginga on Thursdays, and get the GP to look at that pressure.", "geoff-intro-coach"),
        L("07-19 18:00", "c", "gp's put me on amlodipine 5mg for the blood pressure. ankles a bit puffy", "geoff-amlodipine"),
        L("08-12 19:00", "c", "ashes at durham, broad took 6, we won it 🏏 watched it on the big screen at the club", "geoff-ashes"),
        L("09-06 18:00", "c", "bp 141 over 88 at the nurse. parmo on the way home mind 😬", "geoff-bp"),
        L("10-17 19:00", "c", "got a lump in my groin on the left, goes when i lie down", "geoff-lump"),
        L("11-08 20:00", "c", "thiago it's jade, dad's daughter lol. he's had his hernia done today, keyhole, left side. no lifting more than 10kg for 4 weeks and no kicking for 6, the surgeon said. he's off work for a fortnight x", "geoff-jade"),
        L("11-08 20:20", "t", "Thanks Jade. Walks and ginga without kicks when he's ready. No armada, no meia lua till Christmas.", "geoff-jade-coach"),
        L("11-10 12:00", "c", "remembrance sunday at the cenotaph with the grandkids, sore but fine", "geoff-remembrance"),
        L("12-06 19:00", "c", "bp 133 over 84 🙌 the nurse says keep doing what i'm doing", "geoff-bp2"),
        L("12-06 19:20", "t", "Under 140, Geoff! That's the goal done.", "geoff-bp2-coach"),
        L("12-24 15:00", "c", "jade again: he did a meia lua in the kitchen this morning and didnt split anything 😂 back in the roda in the new year x", "geoff-jade2"),
    ],
    "tamsin": [
        L("07-01 18:00", "c", "hiya kerensa its tamsin jewell, 15. moved up from nippers to youth this year. want a medal in the beach flags at the nationals in september, came 5th last year", "tamsin-intro"),
        L("07-01 18:30", "t", "Hiya Tam! Sprint starts and turns on Crooklets twice a week, and the pool on Mondays. 400 m time trial first.", "tamsin-intro-coach"),
        L("07-08 19:00", "c", "400 pool in 6:12 😩 my tumble turns are rubbish", "tamsin-400"),
        L("07-21 17:00", "c", "so hot the emmets are everywhere, couldnt get on the beach for flags", "tamsin-heat"),
        L("08-10 19:00", "c", "kerensa its mark, tamsin's dad. a board caught her on the side of the head in the surf at training. a&e at barnstaple say concussion, no ct needed. no surf, no training and no screens for a week, then back slowly if her headache's gone. she's moaning about the nationals already x", "tamsin-mark"),
        L("08-10 19:20", "t", "Thanks Mark. Complete rest first. We follow the return-to-play steps and nothing before she's symptom free.", "tamsin-mark-coach"),
        L("08-16 13:00", "c", "headache's gone, bored out of my mind. watched mo win the 5000 on my dad's phone", "tamsin-bored"),
        L("08-27 17:00", "c", "doctor cleared me!! back in the water tomorrow", "tamsin-cleared"),
        L("09-21 18:00", "c", "SILVER in the under 16 beach flags at the nationals!!! 🥈 lost the final stick by a finger", "tamsin-nationals"),
        L("09-21 18:20", "t", "Silver, Tam! Six weeks after a concussion. Brilliant.", "tamsin-nationals-coach"),
        L("10-31 18:00", "c", "trick or treating with the little ones then pool. 400 in 5:48 pb!!", "tamsin-pb"),
        L("12-25 12:00", "c", "christmas day swim at summerleaze 🎅 so cold my feet went blue", "tamsin-xmas"),
        L("12-30 20:00", "c", "mark again: she wants to do her pool lifeguard course at easter when she's 16. is she old enough? x", "tamsin-mark2"),
        L("12-30 20:20", "t", "She'll be 16 by then, so yes. I'll send you the dates.", "tamsin-mark2-coach"),
    ],
    "jago": [
        L("07-02 08:00", "c", "mornin kerensa, jago trewin, 19. lifeguarding on summerleaze for the rnli all summer. want a faster 200 and my pool lifeguard ticket before uni. 200 free is 2:21", "jago-intro"),
        L("07-02 08:30", "t", "Morning Jago! Early pool twice a week before your shifts, and the board on your days off.", "jago-intro-coach"),
        L("07-07 20:00", "c", "6 rescues on the beach today and murray won, what a day 🏄", "jago-rescues"),
        L("07-22 19:00", "c", "hottest day yet, 2 pulled out at crooklets. rhr 58 this morning", "jago-hot"),
        L("08-30 18:00", "c", "demelza says the mole on my left shoulder blade's gone darker and bigger, got an appointment", "jago-mole"),
        L("09-12 17:00", "c", "kerensa it's demelza, jago's girlfriend. the gp cut the mole out today, 6 stitches. no sea or pool for 10 days till the stitches are out, and they're sending it off to be tested. he's being brave about it x", "jago-demelza"),
        L("09-12 17:20", "t", "Thanks Demelza. Gym and runs for ten days then, no water. Let me know when the result's back.", "jago-demelza-coach"),
        L("09-24 10:00", "c", "moved into halls at falmouth, stitches out, back in the pool", "jago-falmouth"),
        L("10-03 16:00", "c", "result's back, a dysplastic naevus, not melanoma. factor 50 from now on they said 😅", "jago-result"),
        L("10-03 16:20", "t", "Huge relief. Factor 50 and a rash vest every shift next summer, Jay.", "jago-result-coach"),
        L("11-05 22:00", "c", "fireworks on the beach at gyllyngvase. 200 in 2:14 at the uni gala 🔥", "jago-gala"),
        L("12-31 18:00", "c", "demelza again: he's home for new year, swimming at summerleaze at midnight apparently, god help me x", "jago-demelza2"),
        L("12-31 18:20", "t", "Tell him the lifeguard rule: never alone, Demelza. Happy new year!", "jago-demelza2-coach"),
    ],
    "morwenna": [
        L("07-03 07:00", "c", "morning my 'ansum. morwenna hocking, 45, run the b&b at widemouth. swim in the sea all year. want to do the masters ironwoman properly, the worlds are in france in september next year. 11 st 9", "morwenna-intro"),
        L("07-03 07:30", "t", "Morning Morwenna! Board and ski on Wednesdays, strength on Saturdays, and we'll get your run-swim-run sharper.", "morwenna-intro-coach"),
        L("07-24 12:00", "c", "b12 came back 148, the gp says low, injections every 3 months now. thats the pins and needles", "morwenna-b12"),
        L("08-26 19:00", "c", "bank holiday, 18 breakfasts and then the board race at crooklets, 3rd in the masters", "morwenna-bankhol"),
        L("09-14 12:00", "c", "twisted my right knee running into the surf, it locks when i bend it 😖", "morwenna-knee"),
        L("10-02 19:00", "c", "kerensa it's pete, wenna's husband. mri today: a torn cartilage in her right knee, the medial meniscus. they'll do keyhole in november. no running on the sand and no kneeling on the board till then x", "morwenna-pete"),
        L("10-02 19:20", "t", "Thanks Pete. Swimming and the ski seated, and strength for the leg. No sand running.", "morwenna-pete-coach"),
        L("10-28 08:00", "c", "st jude storm took slates off the b&b and flattened the greenhouse. the sea was something else", "morwenna-storm"),
        L("11-13 18:00", "c", "keyhole done at derriford, they trimmed the torn bit. no running on sand and no kneeling on the board for 6 weeks", "morwenna-surgery"),
        L("11-13 18:20", "t", "Rest up. The bike and the pool from next week, and we build the knee back for the spring.", "morwenna-surgery-coach"),
        L("12-15 10:00", "c", "b12 420 now, no pins and needles. 11 st 2 😁", "morwenna-b122"),
        L("12-25 11:00", "c", "pete again: christmas day swim, she only went in to her knees, doctor's orders. happy christmas x", "morwenna-pete2"),
        L("12-25 11:20", "t", "Good girl! Nadelik lowen to you both.", "morwenna-pete2-coach"),
    ],
    "simran": [
        L("07-04 18:00", "c", "hi lloyd its simran bains, 22, b2, stargardt's. playing goalball with the dudley team. want a harder throw and a place in the national league side. my throw's 48 km/h on the speed gun", "simran-intro"),
        L("07-04 18:30", "t", "Hi Simran! Gym on Mondays for the legs and the rotation, and throwing on Thursdays with the team.", "simran-intro-coach"),
        L("07-13 14:00", "c", "too hot in the sports hall, eyeshades all sweaty 🥵 the fans are useless", "simran-heat"),
        L("08-10 21:00", "c", "dad had mo farah on the radio at full blast, gold!! 🥇", "simran-mo"),
        L("09-14 16:00", "c", "intermediate tournament, 52 on the gun today. bostin", "simran-52"),
        L("10-20 17:00", "c", "lloyd it's harjit, simran's dad. she took a ball in the face at sheffield, her nose is broken. a&e say it'll heal on its own, no goalball for 3 weeks and she must wear a face guard when she goes back. she's cross it was her own team mate x", "simran-harjit"),
        L("10-20 17:20", "t", "Thanks Harjit. Gym without contact for three weeks, nothing face down, and we'll get her a proper guard.", "simran-harjit-coach"),
        L("11-03 20:00", "c", "happy diwali!! 🪔 nose is still a bit swollen, cant wear me eyeshades yet", "simran-diwali"),
        L("11-14 19:00", "c", "back at training with the face guard, looks daft but ar it works", "simran-back"),
        L("12-12 19:00", "c", "56 on the gun!! 🔥", "simran-56"),
        L("12-12 19:20", "t", "56, Simran! That's 8 km/h since the summer.", "simran-56-coach"),
        L("12-28 12:00", "c", "harjit again: she's been picked for the national league team in march. we're so proud x", "simran-harjit2"),
    ],
    "wayne": [
        L("07-02 19:00", "c", "ow bist lloyd. wayne hickman, 44. type 2 diabetic and it's got me eyes, diabetic retinopathy, most of the right one's gone. lost me forklift licence. 17 st 8 and the diabetic nurse says move more. hba1c 78", "wayne-intro"),
        L("07-02 19:30", "t", "Alright Wayne! Gym twice a week with me guiding, and come and try goalball on Thursdays. Nobody can see in goalball.", "wayne-intro-coach"),
        L("07-28 20:00", "c", "tried goalball, bostin. everybody's blindfolded so i ay the odd one out for once", "wayne-goalball"),
        L("08-20 09:00", "c", "left eye's got floaters and a curtain coming down over it, going to the eye hospital", "wayne-floaters"),
        L("08-29 18:00", "c", "lloyd it's nicola, wayne's wife. he's had an operation on his left eye today, a vitrectomy, for a bleed. he has to lie face down for a week, then no bending, no lifting and no goalball for 4 weeks. he's driving me mad already x", "wayne-nicola"),
        L("08-29 18:20", "t", "Thanks Nicola. Nothing for a week, then walks with you, and we'll start the gym upright only.", "wayne-nicola-coach"),
        L("09-26 19:00", "c", "4 weeks done, eye man's pleased, the bleed's cleared. 17 st 1", "wayne-4weeks"),
        L("10-27 12:00", "c", "clocks went back, ay noticed 😂 back at goalball thursday", "wayne-clocks"),
        L("11-05 21:00", "c", "heard the fireworks at the castle, 8000 steps walking there and back", "wayne-bonfire"),
        L("12-04 18:00", "c", "hba1c 61!! nurse says keep it up", "wayne-hba1c"),
        L("12-04 18:20", "t", "78 to 61, Wayne! The gym and the walking are doing that.", "wayne-hba1c-coach"),
        L("12-25 16:00", "c", "nicola again: only one plate of christmas dinner and no pudding, he's 16 st 6. tara-a-bit x", "wayne-nicola2"),
        L("12-25 16:20", "t", "Happy Christmas to you both! The national league starts in March, Wayne.", "wayne-nicola2-coach"),
    ],
    "chelsea": [
        L("07-05 17:00", "c", "hi lloyd, chelsea round, 17. b1, blind since i was born. i play for the juniors. i want to get picked for the gb junior squad. i get a bit wheezy when i run", "chelsea-intro"),
        L("07-05 17:30", "t", "Hi Chelsea! Fitness on Tuesdays and goalball on Thursdays. Bring your inhaler to every session.", "chelsea-intro-coach"),
        L("07-22 20:00", "c", "my talking watch says 31 degrees. wheezy on the way to the bus", "chelsea-heat"),
        L("09-07 17:00", "c", "won the junior tournament in walsall!! scored 4 🙌", "chelsea-won"),
        L("10-05 12:00", "c", "started college in birmingham, going on the train with my cane on my own", "chelsea-college"),
        L("11-16 21:00", "c", "lloyd it's gail, chelsea's mum. she had a bad asthma attack at the nottingham tournament, the ambulance gave her a nebuliser and she's on steroid tablets for 5 days. the gp's given her a new brown inhaler to take morning and night. no training this week x", "chelsea-gail"),
        L("11-16 21:20", "t", "Thanks Gail. Rest this week, then easy sessions, and her reliever in her pocket at every training.", "chelsea-gail-coach"),
        L("11-26 18:00", "c", "peak flow 340, the asthma nurse wants 400", "chelsea-peak"),
        L("12-18 19:00", "c", "peak flow 420!! the brown one's working. no wheezing at training", "chelsea-peak2"),
        L("12-18 19:20", "t", "Brilliant, Chelsea. Keep taking it every day even when you feel fine.", "chelsea-peak2-coach"),
        L("12-21 18:00", "c", "gail again: she's been invited to the gb junior camp in february!! she's been screaming x", "chelsea-gail2"),
        L("12-21 18:20", "t", "Get in, Chelsea! We'll have you flying by February.", "chelsea-gail2-coach"),
        L("12-31 22:00", "c", "new years eve at my nan's, listening to the fireworks on the radio", "chelsea-nye"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-bev-dancers", "trainer": "bev", "members": ["pauline", "keith", "shannon"],
        "lines": [
            L("07-05 09:00", "t", "Caister line dancers 🤠 Class times, socials and news here.", "g-dancers-start"),
            L("08-09 10:00", "pauline", "irregular heartbeat, on warfarin now, slow dances for me", "g-pauline-af"),
            L("09-12 10:00", "keith", "new knee in! see you in november", "g-keith-knee"),
            L("10-20 10:00", "shannon", "3rd at the dance-off!! thanks for the cheering", "g-shannon-danceoff"),
            L("12-06 10:00", "pauline", "garden's gone but i'm ok, at lee's", "g-pauline-surge"),
        ],
    },
    {
        "id": "chat-thiago-roda", "trainer": "thiago", "members": ["callum", "amira", "geoff"],
        "lines": [
            L("07-06 09:00", "t", "Roda Middlesbrough 🪘 Classes, rodas and the batizado here.", "g-roda-start"),
            L("08-04 10:00", "callum", "dislocated me shoulder 🙄 sling for 3 weeks", "g-callum-shoulder"),
            L("09-16 09:00", "amira", "great north run done, 2:14:30!", "g-amira-gnr"),
            L("11-09 10:00", "geoff", "hernia done, no kicks for 6 weeks", "g-geoff-hernia"),
            L("11-24 10:00", "callum", "corda!! thanks everyone 🟡", "g-callum-corda"),
        ],
    },
    {
        "id": "chat-kerensa-club", "trainer": "kerensa", "members": ["tamsin", "jago", "morwenna"],
        "lines": [
            L("07-02 09:00", "t", "Bude surf lifesavers 🏖️ Tides, training and comps here.", "g-club-start"),
            L("08-11 10:00", "tamsin", "concussion, no water for a week 😭", "g-tamsin-concussion"),
            L("09-22 10:00", "tamsin", "silver in the flags at the nationals!!", "g-tamsin-nationals"),
            L("10-03 10:00", "morwenna", "torn meniscus, keyhole in november", "g-morwenna-knee"),
            L("10-04 09:00", "jago", "mole was fine, not cancer, wear your suncream people", "g-jago-mole"),
        ],
    },
    {
        "id": "chat-lloyd-goalball", "trainer": "lloyd", "members": ["simran", "wayne", "chelsea"],
        "lines": [
            L("07-03 09:00", "t", "Dudley goalball 🔔 Training, tournaments and lifts here. Messages read out fine on VoiceOver.", "g-goalball-start"),
            L("08-30 10:00", "wayne", "eye op done, face down for a week, see yow in october", "g-wayne-eye"),
            L("10-21 10:00", "simran", "broken nose 🙄 back in 3 weeks with a face guard", "g-simran-nose"),
            L("11-17 10:00", "chelsea", "asthma attack at nottingham, off this week", "g-chelsea-asthma"),
            L("12-22 10:00", "chelsea", "gb junior camp in february!!!", "g-chelsea-gb"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("bev", "pauline", "2013-07-05", "Pauline (63): retired dinner lady, Hemsby. Weight 13 st 4 (84.4 kg). Knees stiff. Sit to stand 30 s: 9. Resting HR 88."),
    ("bev", "pauline", "2013-12-20", "Pauline: atrial fibrillation (ECG 8 August), warfarin from 12 August, bisoprolol. INR 2.6 (November). Slow dances, no fast turns. Weight 12 st 10 (80.7 kg). Sit to stand 30 s: 13. Resting HR 74. Evacuated in the surge 5 December. Cardioversion February."),
    ("bev", "keith", "2013-07-05", "Keith (58): retired HGV driver. Right knee osteoarthritis, replacement booked 11 September. 3,500 steps. Sit to stand 30 s: 8. Wall sit 20 s."),
    ("bev", "keith", "2013-12-20", "Keith: right total knee replacement 11 September. Knee bend 115 degrees. Off sticks 10 December. 7,500 steps. Sit to stand 30 s: 12. Wall sit 45 s. Turns allowed from December."),
    ("bev", "shannon", "2013-07-09", "Shannon (27): care assistant. Weight 12 st 1 (76.7 kg). Tired. 5,000 steps. Plank 30 s. Wedding June 2014."),
    ("bev", "shannon", "2013-12-17", "Shannon: underactive thyroid, levothyroxine 50 mcg from 22 July, 75 mcg from October. TSH 2.1 (December). Weight 11 st 5 (72.1 kg). Plank 1:10. Third at the Great Yarmouth dance-off 19 October."),
    ("thiago", "callum", "2013-07-09", "Callum (16): press-ups 12, handstand against the wall 5 s, no au. Wants his first corda in November."),
    ("thiago", "callum", "2013-12-17", "Callum: left shoulder dislocation 3 August (Saltburn), sling 3 weeks, physio. Au from 20 September. First corda 23 November. Press-ups 30. Handstand 25 s. Meia lua de compasso next."),
    ("thiago", "amira", "2013-07-11", "Amira (34): pharmacist. Fasting for Ramadan from 9 July. Longest run 8 miles. Squat 40 kg. Great North Run 15 September."),
    ("thiago", "amira", "2013-12-19", "Amira: ferritin 9 to 41. Great North Run 2:14:30. Right Achilles tendinopathy 4 October, heel drops, running again from November. Squat 55 kg. Great North Run 2014 entered."),
    ("thiago", "geoff", "2013-07-11", "Geoff (52): steelworker. BP 162/98 (works medical). Sit and reach -12 cm. Weight 94 kg. Stiff hips."),
    ("thiago", "geoff", "2013-12-19", "Geoff: amlodipine 5 mg from 19 July, BP 133/84 (December). Left inguinal hernia repair 8 November (keyhole), no lifting over 10 kg 4 weeks, no kicks 6 weeks. Sit and reach -4 cm. Weight 91 kg."),
    ("kerensa", "tamsin", "2013-07-03", "Tamsin (15): beach flags, board. 400 m pool 6:12. Beach sprint 90 m 13.4 s. Fifth at the nationals last year."),
    ("kerensa", "tamsin", "2013-12-18", "Tamsin: concussion 10 August (board), cleared 27 August. Silver, under-16 beach flags, nationals 21 September. 400 m pool 5:48. Beach sprint 12.9 s. Pool lifeguard course Easter 2014."),
    ("kerensa", "jago", "2013-07-04", "Jago (19): RNLI beach lifeguard. 200 m free 2:21. Resting HR 58. Run-swim-run 11:40."),
    ("kerensa", "jago", "2013-12-31", "Jago: mole excised 12 September (dysplastic naevus, not melanoma). 200 m free 2:14 (uni gala). Resting HR 52. Run-swim-run 10:55. NPLQ at Falmouth in the spring."),
    ("kerensa", "morwenna", "2013-07-06", "Morwenna (45): masters ironwoman. Weight 11 st 9 (73.9 kg). Board 500 m 5:30. Pins and needles in her feet."),
    ("kerensa", "morwenna", "2013-12-16", "Morwenna: B12 148 to 420 (injections). Torn right medial meniscus (MRI 2 October), keyhole 13 November, no running on sand or kneeling on the board 6 weeks. Weight 11 st 2 (70.8 kg). Worlds in France September 2014."),
    ("lloyd", "simran", "2013-07-08", "Simran (22): B2, Stargardt disease. Throw 48 km/h. Squat 40 kg. Med ball rotational throw 4 kg. 6,000 steps."),
    ("lloyd", "simran", "2013-12-16", "Simran: broken nose 20 October (Sheffield), back 14 November with a face guard. Throw 56 km/h. Squat 55 kg. 9,000 steps. National league team in March."),
    ("lloyd", "wayne", "2013-07-04", "Wayne (44): type 2 diabetes, retinopathy, right eye mostly gone. Weight 17 st 8 (111.6 kg). HbA1c 78. Guided treadmill 10 min. Chest press 30 kg."),
    ("lloyd", "wayne", "2013-12-19", "Wayne: vitrectomy left eye 29 August. HbA1c 61 (December). Weight 16 st 6 (104.3 kg). Guided treadmill 30 min. Chest press 45 kg. National league in March."),
    ("lloyd", "chelsea", "2013-07-09", "Chelsea (17): B1. Asthma, blue reliever only. Peak flow 310. Shuttle run level 6. Plank 45 s."),
    ("lloyd", "chelsea", "2013-12-20", "Chelsea: asthma attack 16 November (Nottingham), prednisolone 5 days, brown preventer twice a day. Peak flow 420. Shuttle run level 8. Plank 1:30. GB junior camp February."),
]

TRANSCRIPTS = [
    {
        "id": "tr-bev-pauline-20130813", "trainer": "bev", "client": "pauline", "startedAt": "2013-08-13T18:00:00Z",
        "title": "Call with Pauline and Lee: after the AF diagnosis",
        "lines": [
            ("Coach", 0, "How are you feeling, Pauline?"),
            ("Pauline", 4, "Frightened, if I'm honest. My sister had a stroke."),
            ("Lee", 9, "The doctor said the warfarin is to stop a clot and a stroke. She has to watch for bleeding gums and big bruises, and tell the dentist."),
            ("Coach", 14, "Then we keep you on your feet: no fast turns, and nothing where you could fall. The waltzes are yours."),
            ("Pauline", 20, "Can I still do the Christmas social?"),
            ("Coach", 24, "Yes. We'll pick the slow dances and you sit out the fast ones."),
        ],
    },
    {
        "id": "tr-thiago-callum-20130807", "trainer": "thiago", "client": "callum", "startedAt": "2013-08-07T18:00:00Z",
        "title": "Call with Callum and Lisa: after the dislocation",
        "lines": [
            ("Coach", 0, "How's the shoulder, Callum?"),
            ("Callum", 4, "Aches at night. I can't sleep on it."),
            ("Lisa", 9, "The fracture clinic said it was a front dislocation and there's a chance it goes again, so the physio exercises are a must, every day."),
            ("Coach", 14, "Then the batizado is still on. Legs and ginga now, the arm when the physio says."),
            ("Callum", 20, "Will I have to play Angola instead?"),
            ("Coach", 24, "Slow game is good for you now. Low and careful, nothing on the hands."),
        ],
    },
    {
        "id": "tr-kerensa-morwenna-20131007", "trainer": "kerensa", "client": "morwenna", "startedAt": "2013-10-07T18:00:00Z",
        "title": "Call with Morwenna and Pete: after the knee MRI",
        "lines": [
            ("Coach", 0, "How's the knee, Morwenna?"),
            ("Morwenna", 4, "It clicks on the stairs and gives way if I turn quick."),
            ("Pete", 9, "The consultant said it's a bucket handle tear and it won't heal on its own, so they'll trim it. Six to eight weeks after that."),
            ("Coach", 14, "We keep the fitness in the pool and the ski. No beach running, no flags."),
            ("Morwenna", 20, "Will I make France?"),
            ("Coach", 24, "September's a long way off. Yes, if we're patient now."),
        ],
    },
    {
        "id": "tr-lloyd-chelsea-20131120", "trainer": "lloyd", "client": "chelsea", "startedAt": "2013-11-20T18:00:00Z",
        "title": "Call with Chelsea and Gail: after the asthma attack",
        "lines": [
            ("Coach", 0, "How's your breathing, Chelsea?"),
            ("Chelsea", 4, "Better. My chest was so tight I couldn't talk."),
            ("Gail", 9, "The asthma nurse said the sports hall dust set it off, and she's to take the reliever ten minutes before training."),
            ("Coach", 14, "Then two puffs before every session and a longer warm-up. We stop if you're tight."),
            ("Chelsea", 20, "Will this stop me going to the GB camp?"),
            ("Coach", 24, "No. Lots of athletes have asthma. We'll control it."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("pauline", "2013-08-16", 5.5, 8, 60, "Heart."),
    ("pauline", "2013-11-22", 7.0, 4, 85, "Settled."),
    ("keith", "2013-09-27", 6.0, 6, 90, "Knee exercises."),
    ("keith", "2013-12-06", 7.5, 3, 95, "Walking."),
    ("shannon", "2013-07-12", 9.0, 6, 60, "Tired."),
    ("shannon", "2013-10-25", 7.5, 4, 90, "Wedding plans."),
    ("callum", "2013-08-23", 8.0, 7, 50, "Sling."),
    ("callum", "2013-11-29", 8.5, 3, 95, "Corda."),
    ("amira", "2013-07-26", 5.0, 6, 70, "Fasting."),
    ("amira", "2013-10-11", 7.0, 5, 80, "Heel."),
    ("geoff", "2013-08-02", 6.5, 5, 75, "Shifts."),
    ("geoff", "2013-11-15", 7.0, 4, 60, "Hernia."),
    ("tamsin", "2013-08-16", 9.5, 6, 20, "Resting."),
    ("tamsin", "2013-10-18", 8.5, 5, 90, "GCSEs."),
    ("jago", "2013-07-26", 6.0, 4, 85, "Long shifts."),
    ("jago", "2013-09-13", 6.5, 7, 60, "Stitches."),
    ("morwenna", "2013-08-09", 5.5, 7, 70, "B&B full."),
    ("morwenna", "2013-11-29", 7.5, 4, 80, "Knee."),
    ("simran", "2013-07-19", 7.0, 4, 90, "Heat."),
    ("simran", "2013-10-25", 6.5, 6, 40, "Nose."),
    ("wayne", "2013-07-19", 6.0, 6, 80, "Eyes."),
    ("wayne", "2013-09-06", 5.0, 8, 30, "Face down."),
    ("chelsea", "2013-09-13", 8.0, 5, 90, "College."),
    ("chelsea", "2013-11-22", 7.0, 7, 40, "Chest."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("pauline", "weight", "kg", "2013-07-08", "2013-12-23", 7, 84.4, 80.7, 0.3),
    ("shannon", "weight", "kg", "2013-07-08", "2013-12-23", 7, 76.7, 72.1, 0.3),
    ("morwenna", "weight", "kg", "2013-07-08", "2013-12-16", 7, 73.9, 70.8, 0.3),
    ("wayne", "weight", "kg", "2013-07-08", "2013-12-23", 7, 111.6, 104.3, 0.4),
    ("pauline", "resting_heart_rate", "bpm", "2013-07-08", "2013-12-23", 7, 88.0, 74.0, 1.5),
    ("jago", "resting_heart_rate", "bpm", "2013-07-08", "2013-12-30", 7, 58.0, 52.0, 1.0),
    ("geoff", "systolic_bp", "mmHg", "2013-09-02", "2013-12-23", 7, 142.0, 133.0, 2.0),
    ("keith", "steps", "steps", "2013-09-30", "2013-12-23", 7, 3000, 7500, 300),
    ("amira", "steps", "steps", "2013-07-08", "2013-12-30", 7, 8000, 11000, 500),
    ("simran", "steps", "steps", "2013-07-08", "2013-12-23", 7, 6000, 9000, 400),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("pauline", "goal-bev-pauline-weight", "weight", 79.5, "kg", "2014-03-31", "active"),
    ("keith", "goal-bev-keith-steps", "steps", 7000, "steps", "2013-12-31", "achieved"),
    ("geoff", "goal-thiago-geoff-bp", "systolic_bp", 140, "mmHg", "2013-12-31", "achieved"),
    ("wayne", "goal-lloyd-wayne-weight", "weight", 101.6, "kg", "2014-06-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("pauline", "2013-08-19", "INR", 1.6, "ratio", 2.0, 3.0),
    ("pauline", "2013-11-18", "INR", 2.6, "ratio", 2.0, 3.0),
    ("keith", "2013-09-25", "CRP", 38, "mg/L", 0, 5),
    ("keith", "2013-12-04", "CRP", 3, "mg/L", 0, 5),
    ("shannon", "2013-07-16", "TSH", 9.8, "mU/L", 0.4, 4.0),
    ("shannon", "2013-12-03", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("amira", "2013-07-24", "Ferritin", 9, "ug/L", 15, 150),
    ("amira", "2013-11-21", "Ferritin", 41, "ug/L", 15, 150),
    ("morwenna", "2013-07-23", "Vitamin B12", 148, "ng/L", 190, 900),
    ("morwenna", "2013-12-13", "Vitamin B12", 420, "ng/L", 190, 900),
    ("wayne", "2013-07-01", "HbA1c", 78, "mmol/mol", 20, 48),
    ("wayne", "2013-12-03", "HbA1c", 61, "mmol/mol", 20, 48),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "ar", "yep", "done ✅", "booked", "paid 👍", "dreckly", "cheers bor",
    "running late sorry", "can we make it later?", "what time thursday?", "see you then", "will do",
    "wrong chat soz", "lovely", "mint", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door again?", "omw", "bus is late", "thank you x",
    "ta duck", "nothing to report", "🙌", "😂", "bank transfer ok?", "hold you hard, 5 mins", "proper",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "what a day", "tara-a-bit",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20140106, health_seed=20140106, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
