#!/usr/bin/env python3
"""Build the thirty-seventh blind data set for the answer benchmark (bench/answers_data/blind37.json).

    functions/venv/bin/python -m bench.answers_data.build_blind37

Four trainers of kinds the other rosters do not have: a pilot gig rowing coach in Mevagissey (a crab
fisherman of 48 with "a knife between the ribs" when he pulls, then a stress fracture of his left
seventh rib on a bone scan at the Royal Cornwall on 3 March (no rowing six weeks), and a right big toe
"red hot" on 12 May, then gout (uric acid 520 then 380 umol/L, colchicine, allopurinol from 6 June),
weight in kg, whose wife Senara texts; a primary teacher of 35 whose hands "go numb and tingly" at
night, then carpal tunnel syndrome (wrist splints, a nerve test on 17 March, worse on the right) and a
pregnancy (the twelve-week scan on 4 May, due 16 November), steps, whose husband Piran texts; a retired
harbour master of 66 with systolic blood pressure from 156 to 138 (amlodipine from 2 February), up at
night for a wee, then a PSA of 4.8 then 3.9 ug/L and an enlarged prostate, not cancer (tamsulosin), and
a lump in his right groin, then an inguinal hernia (a repair booked for 15 July), whose daughter Bryher
texts), a kitesurfing instructor at Hoylake and West Kirby (a wind turbine technician of 27 whose
right shoulder "popped out" when his kite looped on 19 March, a dislocation at Arrowe Park, then a
Bankart lesion on an MRI (stabilisation booked for 14 September), and a foot cut on a razor shell
that went bad, cellulitis (flucloxacillin), resting heart rate, whose girlfriend Roxanne texts; a
veterinary nurse of 33 "achy and run down", then a low vitamin D (28 then 71 nmol/L, colecalciferol),
and a sharp pain in the middle of her chest, not her heart but costochondritis, weight in kg, whose
wife Laurie texts; a retired ferry engineer of 58 with the worst pain of his life on 10 February, a
5 mm kidney stone on a CT at Arrowe Park (passed on 21 February), and snoring "like a foghorn", then
obstructive sleep apnoea on a sleep study (a CPAP mask), weight in kg, whose wife Coral texts), a wing
chun sifu in Grimsby (a parcel driver of 31 whose nose took an elbow in chi sau on 12 February, a
broken nose set under local anaesthetic at the Diana, Princess of Wales on 17 February, and eyes
"streaming" in May, then hay fever (cetirizine, a nasal spray), resting heart rate, whose mum Noreen
texts; a staff nurse of 45 "wiped out" by heavy periods, then fibroids on an ultrasound and a
haemoglobin of 98 then 126 g/L (tranexamic acid, iron), and a lump on her right wrist, then a ganglion
(drained on 6 April, back by June), steps, whose husband Anselm texts; a retired trawlerman of 62 with
a total cholesterol of 7.2 then 4.9 mmol/L (atorvastatin from 1 February), a band of blisters round
his right side, then shingles (aciclovir), and a misty left eye, then a cataract (removed on 23 June),
weight in kg, whose son Kingsley texts), and a belly dance teacher in Tewkesbury (a librarian of 52
with a heel "like standing on a stone", then plantar fasciitis in her left heel (insoles, jazz shoes),
and hot flushes, then the menopause (an HRT patch from 3 March), weight in kg, whose husband Crispin
texts; a dental nurse of 29 with a throat "like swallowing glass", then glandular fever (no dancing a
month), and a right ankle gone over on the cobbles at her hen do on 11 June, a bad sprain, not broken,
resting heart rate, whose fiance Fenton texts; a retired dinner lady of 67 with shoulders and hips
"like concrete" every morning, then polymyalgia rheumatica (a CRP of 38 then 6 mg/L, prednisolone),
then thin bones on a DEXA scan (osteopenia: alendronic acid, calcium and vitamin D), no health
readings, whose daughter Jessamy texts). 12 clients, 1 January to 30 June 2011 (asked on Monday 4
July 2011): one-to-one chats, four group chats, session notes, four session transcripts, check-ins,
client profiles and health data (weight of five clients, resting heart rate of three, steps of two,
systolic blood pressure of one, goals, lab panels), in the format of demo/data/demo_dataset.json.
Written on 2026-12-04 by helper h-blind37 (issue 14) without reading shared/domain/*,
shared/usecases/*, functions/*, any list of benchmark failures or any result file, and of
docs/ANSWERS.md only the thirty-sixth blind set's section: a held-out check of whether the fixes made
on the other sets generalise.

The period, January to June 2011, is one no other roster covers (a grep of every data set of
bench/answers_data for a date of 2010 or of January to June 2011 finds none; blind36 covers July to
December 2011), so the questions asked on 4 July say "back in january", "in february", "in the february half
term", "in march", "over easter", "since the clocks went forward", "around the royal wedding", "since
the royal wedding", "in may", "in june", "in q1", "in q2" and name single days. Inside it
(every weekday checked with Python's `datetime`): New Year's Day (Saturday 1 January) and its bank
holiday (Monday 3 January), the Chinese New Year of the rabbit (Thursday 3 February), the Six Nations'
opening Friday in Cardiff (4 February, Wales 19-26 England), the Super Bowl (Sunday 6 February),
Valentine's Day (Monday 14 February), the Carling Cup final (Sunday 27 February, Birmingham 2-1
Arsenal), St David's Day (Tuesday 1 March), World Book Day (Thursday 3 March), St Piran's Day
(Saturday 5 March), Pancake Day (Tuesday 8 March) and Ash Wednesday (9 March), the tsunami in Japan
(Friday 11 March), St Patrick's Day (Thursday 17 March), Comic Relief and the Cheltenham Gold Cup
(Friday 18 March), Ireland 24-8 England (Saturday 19 March), the Boat Race (Saturday 26 March), the
census and the clocks going forward (Sunday 27 March), India's cricket World Cup (Saturday 2 April),
Mothering Sunday (3 April), the Grand National (Saturday 9 April, Ballabriggs), the Masters (Sunday
10 April), the London Marathon (Sunday 17 April), Easter (Good Friday 22 April to Easter Monday 25
April, the hot Easter), the royal wedding (Friday 29 April), the May Day bank holiday (Monday 2 May), the AV referendum (Thursday 5 May), the FA Cup
final and Eurovision (Saturday 14 May), the Champions League final at Wembley (Saturday 28 May,
Barcelona 3-1 Manchester United), the spring bank holiday (Monday 30 May) and the May half term,
the Derby (Saturday 4 June), Father's Day and Rory McIlroy's US Open (Sunday 19 June), the longest
day (Tuesday 21 June), Glastonbury (22 to 26 June) and the strike of Thursday 30 June. The story
messages are written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (gig
rowing "the gig", "bow", "stroke", "the cox", "the veterans' crew", "the regatta", "the erg"; kiting
"the kite", "the bar", "the harness", "body drag", "waterstart", "the lines", "a gust", "the marine
lake"; wing chun "sifu", "chi sau", "the wooden dummy", "siu nim tao", "bong sau", "the kwoon";
belly dance "shimmy", "hip drops", "the veil", "zills", "the hafla", "camels"), Cornish, Wirral,
Grimsby and Gloucestershire English, mixed units (kg, bpm, steps, mmHg, umol/L, ug/L, nmol/L, g/L,
mmol/L, mg/L), negations, revisions later (a "knife between the ribs", then a rib stress fracture; a
toe "red hot", then gout; hands "numb and tingly", then carpal tunnel; "up three times a night", then
an enlarged prostate; a groin "lump", then a hernia; a shoulder "popped out", then a dislocation and
a Bankart lesion; a cut foot, then cellulitis; "achy and run down", then low vitamin D; a chest pain
she "thought was her heart", then costochondritis; "the worst pain of my life", then a kidney stone;
snoring "like a foghorn", then sleep apnoea; a nose "bent", then a broken nose; eyes "streaming",
then hay fever; "wiped out", then fibroids and anaemia; a wrist "lump", then a ganglion; "blisters in
a band", then shingles; a "misty" eye, then a cataract; a heel "like a stone", then plantar
fasciitis; "hot flushes", then the menopause; a throat "like glass", then glandular fever; an ankle
"gone over", then a sprain; shoulders "like concrete", then polymyalgia; thin bones, then osteopenia),
plans lying after the period, facts only in the coach's reply, only in a note, only in a transcript or
only in a lab panel, a relative or partner writing for every client, nicknames (Tris, Lowi, Kenny,
Jez, Lace, Cliffy, Dunny, Gra, Eamo, Dymps, Clem, Melly) and rib, toe, wrist, groin, shoulder, foot,
nose, eye, heel and ankle with sides. The everyday chatter comes from this builder's own pools with a
fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or
number a question asks about. Deterministic: two runs write byte-identical files. `blind37_tags.json`
maps the story tags to message ids for the question list (bench/answers_data/blind37_questions.py).

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
OUT, TAGS_OUT = HERE / "blind37.json", HERE / "blind37_tags.json"
YEAR = 2011
START, END = datetime(2011, 1, 1, 7, 0), datetime(2011, 6, 30, 21, 0)
ASKED_AT = "2011-07-04T08:00:00Z"

TRAINERS = [
    {"id": "coach-loveday", "displayName": "Loveday Trevaskis", "email": "loveday.trevaskis@example.com", "short": "loveday"},
    {"id": "coach-jolyon", "displayName": "Jolyon Fazakerley", "email": "jolyon.fazakerley@example.com", "short": "jolyon"},
    {"id": "coach-wesley", "displayName": "Wesley Ramsden", "email": "wesley.ramsden@example.com", "short": "wesley"},
    {"id": "coach-tabitha", "displayName": "Tabitha Ingleby", "email": "tabitha.ingleby@example.com", "short": "tabitha"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("loveday", "tristram-polglase", "Tristram Polglase", "tristram"),
    ("loveday", "elowen-chenoweth", "Elowen Chenoweth", "elowen"),
    ("loveday", "kenwyn-treloar", "Kenwyn Treloar", "kenwyn"),
    ("jolyon", "jerome-nuttall", "Jerome Nuttall", "jerome"),
    ("jolyon", "lacey-lockwood", "Lacey Lockwood", "lacey"),
    ("jolyon", "clifford-hepworth", "Clifford Hepworth", "clifford"),
    ("wesley", "ruairi-dunsmore", "Ruairi Dunsmore", "ruairi"),
    ("wesley", "grainne-haworth", "Grainne Haworth", "grainne"),
    ("wesley", "eamonn-pogson", "Eamonn Pogson", "eamonn"),
    ("tabitha", "dympna-gledhill", "Dympna Gledhill", "dympna"),
    ("tabitha", "clemency-blamire", "Clemency Blamire", "clemency"),
    ("tabitha", "imelda-sowerby", "Imelda Sowerby", "imelda"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("tristram", "kenwyn", "lacey", "ruairi", "eamonn", "clemency")

PROFILES = [
    {"clientId": "tristram-polglase", "age": 48, "goal": "Under 95 kg and a seat in the veterans' crew at the Fowey regatta",
     "dietaryRestrictions": ["gout: no stout, go easy on shellfish and red meat, plenty of water"],
     "injuries": ["stress fracture of the left 7th rib (bone scan at the Royal Cornwall 3 March 2011): no rowing 6 weeks",
                  "gout, right big toe (GP 16 May 2011): colchicine for the flare, allopurinol 100 mg from 6 June 2011"],
     "notes": "Pilot gig rowing, Mevagissey. Crab fisherman. Known as Tris. Wife Senara."},
    {"clientId": "elowen-chenoweth", "age": 35, "goal": "8,000 steps a day and row in the ladies' crew till the baby comes",
     "dietaryRestrictions": ["pregnant: no soft cheese, no alcohol"],
     "injuries": ["carpal tunnel syndrome, both wrists, worse on the right (nerve conduction test at the Royal Cornwall 17 March 2011): wrist splints at night, release after the baby",
                  "pregnant (12-week scan 4 May 2011), due 16 November 2011: no racing starts"],
     "notes": "Pilot gig rowing, Mevagissey. Year 2 teacher in Fowey. Known as Lowi. Husband Piran."},
    {"clientId": "kenwyn-treloar", "age": 66, "goal": "Blood pressure under 140 and cox the veterans' crew",
     "dietaryRestrictions": ["less salt (blood pressure)"],
     "injuries": ["high blood pressure (156, January 2011): amlodipine 5 mg from 2 February 2011",
                  "enlarged prostate, benign (PSA 4.8, urology at the Royal Cornwall April 2011): tamsulosin 400 mcg at night",
                  "right inguinal hernia (GP 1 June 2011): mesh repair booked 15 July 2011 at St Austell, no lifting the gig"],
     "notes": "Pilot gig rowing, Mevagissey. Retired harbour master from Gorran Haven. Known as Kenny. Daughter Bryher."},
    {"clientId": "jerome-nuttall", "age": 27, "goal": "Ride upwind and own his own kit",
     "dietaryRestrictions": [],
     "injuries": ["right shoulder anterior dislocation (kite looped, 19 March 2011, relocated at Arrowe Park): sling 3 weeks, physio",
                  "right shoulder Bankart lesion (MRI at Arrowe Park 28 April 2011): stabilisation surgery booked 14 September 2011",
                  "cellulitis of the left foot (razor shell cut, GP 10 May 2011): flucloxacillin 1 week"],
     "notes": "Kitesurfing, Hoylake and West Kirby. Wind turbine technician on Burbo Bank, from Meols. Known as Jez. Girlfriend Roxanne."},
    {"clientId": "lacey-lockwood", "age": 33, "goal": "Under 70 kg and a waterstart both ways",
     "dietaryRestrictions": ["vitamin D: colecalciferol daily"],
     "injuries": ["vitamin D deficiency (28 nmol/L, February 2011): colecalciferol 3 months",
                  "costochondritis (chest pain, ECG normal at Arrowe Park 14 April 2011): ibuprofen, no harness 2 weeks"],
     "notes": "Kitesurfing, Hoylake and West Kirby. Veterinary nurse in West Kirby. Known as Lace. Wife Laurie."},
    {"clientId": "clifford-hepworth", "age": 58, "goal": "Under 100 kg by Christmas",
     "dietaryRestrictions": ["kidney stones: 3 litres of water a day, less salt"],
     "injuries": ["left kidney stone, 5 mm (CT at Arrowe Park 10 February 2011): passed 21 February 2011",
                  "obstructive sleep apnoea (sleep study at Arrowe Park 10 May 2011): CPAP mask every night"],
     "notes": "Kitesurfing, Hoylake and West Kirby. Retired engineer off the Mersey ferries, from Wallasey. Known as Cliffy. Wife Coral."},
    {"clientId": "ruairi-dunsmore", "age": 31, "goal": "First grading in July",
     "dietaryRestrictions": [],
     "injuries": ["broken nose (elbow in chi sau, 12 February 2011, A&E at the Diana, Princess of Wales): set under local 17 February 2011, no sparring 6 weeks",
                  "hay fever (GP 16 May 2011): cetirizine daily, a mometasone nasal spray"],
     "notes": "Wing chun, Grimsby. Parcel delivery driver from Cleethorpes. Known as Dunny. Mum Noreen."},
    {"clientId": "grainne-haworth", "age": 45, "goal": "10,000 steps a day and her first sash",
     "dietaryRestrictions": ["iron tablets with orange juice"],
     "injuries": ["heavy periods with fibroids (ultrasound 2 March 2011), haemoglobin 98 g/L: tranexamic acid, ferrous fumarate",
                  "ganglion on the back of the right wrist (drained in clinic 6 April 2011, back in June): left alone, no wooden dummy with the right"],
     "notes": "Wing chun, Grimsby. Staff nurse on a surgical ward at the Diana, Princess of Wales, from Immingham. Known as Gra. Husband Anselm."},
    {"clientId": "eamonn-pogson", "age": 62, "goal": "Siu nim tao by summer and under 90 kg",
     "dietaryRestrictions": ["cholesterol: less fried fish, more oats"],
     "injuries": ["high cholesterol (total 7.2 mmol/L, January 2011): atorvastatin 20 mg from 1 February 2011",
                  "shingles, right side of the chest (GP 22 March 2011): aciclovir 1 week",
                  "left cataract, removed 23 June 2011 at the Diana, Princess of Wales: drops 4 weeks, no chi sau 4 weeks"],
     "notes": "Wing chun, Grimsby. Retired trawlerman. Known as Eamo. Son Kingsley."},
    {"clientId": "dympna-gledhill", "age": 52, "goal": "Under 75 kg and the summer hafla",
     "dietaryRestrictions": [],
     "injuries": ["left plantar fasciitis (podiatrist 8 February 2011): insoles, calf stretches, dances in jazz shoes",
                  "menopause (GP 3 March 2011): HRT patch twice a week"],
     "notes": "Belly dance, Tewkesbury. Librarian in Winchcombe. Known as Dymps. Husband Crispin."},
    {"clientId": "clemency-blamire", "age": 29, "goal": "A veil solo at her own wedding in September",
     "dietaryRestrictions": [],
     "injuries": ["glandular fever (GP 27 January 2011): no dancing a month, no contact sport for the spleen",
                  "right ankle sprain (hen do, 11 June 2011; no fracture on X-ray at Tewkesbury minor injuries): Tubigrip, no dancing 2 weeks"],
     "notes": "Belly dance, Tewkesbury. Dental nurse in Tewkesbury. Known as Clem. Fiance Fenton."},
    {"clientId": "imelda-sowerby", "age": 67, "goal": "Dance the whole hafla and lift her arms over her head",
     "dietaryRestrictions": ["prednisolone: calcium and vitamin D tablets"],
     "injuries": ["polymyalgia rheumatica (CRP 38, GP 10 March 2011): prednisolone 15 mg, tapering",
                  "osteopenia (DEXA scan at the Gloucestershire Royal 12 April 2011): alendronic acid once a week, calcium and vitamin D"],
     "notes": "Belly dance, Tewkesbury. Retired dinner lady from Ashchurch. Known as Melly. Daughter Jessamy."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "tristram": [
        L("01-08 10:00", "c", "morning loveday, tris polglase, 48, crab boat out of mevagissey. 98 kg and senara says i need a hobby that isn't the pub. rowed gigs as a boy", "tristram-intro"),
        L("01-08 10:30", "t", "Morning Tristram! Men's crew Tuesday and Thursday nights off the slip, and bring your own water bottle. We'll get you back on an oar.", "tristram-intro-coach"),
        L("02-15 19:00", "c", "sharp pain in my left side every time i pull, like a knife between the ribs. rowed through it", "tristram-ribs"),
        L("03-03 18:00", "c", "loveday it's senara, tris's wife. bone scan at the royal cornwall says a stress fracture in a rib, the 7th on the left. no rowing for 6 weeks, paracetamol. he's still going out on the crab boat, stubborn as a mule x", "tristram-senara"),
        L("03-03 18:20", "t", "Thank you Senara. Walking and the bike only, no erg and no oar, and I'll keep his seat in the veterans' crew for the summer.", "tristram-senara-coach"),
        L("03-05 20:00", "c", "st piran's day, flag on the boat and a pasty the size of my head", "tristram-piran"),
        L("04-14 19:00", "c", "back in the gig at bow tonight, rib's quiet 🚣", "tristram-back"),
        L("04-29 15:00", "c", "watched the royal wedding in the ship inn, senara cried at the dress", "tristram-wedding"),
        L("05-12 07:00", "c", "right big toe swelled up red hot overnight, can't bear the sheet on it", "tristram-toe"),
        L("05-16 18:00", "c", "gp says gout! uric acid 520. colchicine for the flare then allopurinol once it's settled, and no more stout", "tristram-gout"),
        L("05-16 18:20", "t", "Rest it till the colchicine's done its job, plenty of water, and sit out Thursday. Your rib's the easy one now!", "tristram-gout-coach"),
        L("06-06 19:00", "c", "started the allopurinol today, 100 mg", "tristram-allopurinol"),
        L("06-21 18:00", "c", "uric acid 380 on the recheck, toe's fine. 93 kg on senara's scales", "tristram-uric2"),
        L("06-21 18:20", "t", "Under 95, Tris! That's the weight goal met.", "tristram-uric2-coach"),
        L("06-28 19:00", "c", "senara again: he's in the veterans' crew for the fowey regatta in august and he hasn't had a stout since may x", "tristram-senara2"),
    ],
    "elowen": [
        L("01-10 19:00", "c", "hi loveday, elowen chenoweth, 35, i teach year 2 in fowey. new year's resolution! piran rows in the men's crew so i'm joining the ladies. about 6000 steps on school days", "elowen-intro"),
        L("01-10 19:30", "t", "Hi Elowen! Ladies' crew on Wednesday nights and Sunday mornings. Warm layers, it's bitter on the water till Easter.", "elowen-intro-coach"),
        L("02-02 21:00", "c", "my hands go numb and tingly at night, thumb and first two fingers, i wake up shaking them out", "elowen-hands"),
        L("02-24 18:00", "c", "gp thinks carpal tunnel, both wrists but the right's worse. splints on at night", "elowen-ct"),
        L("02-24 18:20", "t", "Then a looser grip on the oar, feather with the left, and tell me if it's worse after a row.", "elowen-ct-coach"),
        L("03-08 16:00", "c", "pancake race in the playground, year 2 won and i got flour everywhere 🥞", "elowen-pancake"),
        L("03-17 17:00", "c", "nerve test at the royal cornwall, it's definitely carpal tunnel, moderate on the right", "elowen-nerve"),
        L("04-06 20:00", "c", "hi loveday it's piran, lowi's husband. news: she's pregnant, 8 weeks! the gp says the pregnancy is probably why her wrists are worse, it's the fluid. she wants to keep rowing x", "elowen-piran"),
        L("04-06 20:20", "t", "Congratulations both! She can row with the ladies till the midwife says otherwise: no racing starts, and she stops if she's dizzy or breathless.", "elowen-piran-coach"),
        L("05-04 18:00", "c", "12 week scan today, all perfect, due 16 november 👶", "elowen-scan"),
        L("06-08 19:00", "c", "piran again: the hand surgeon says the carpal tunnel often settles after the baby, so no operation till next year x", "elowen-piran2"),
        L("06-24 18:00", "c", "9000 steps round the harbour today, 20 weeks and feeling great", "elowen-steps"),
        L("06-24 18:20", "t", "Over 8,000 most days now, Elowen, that's your steps goal met.", "elowen-steps-coach"),
        L("06-30 12:00", "c", "on strike today so a morning row with the ladies instead of marking!", "elowen-strike"),
    ],
    "kenwyn": [
        L("01-12 11:00", "c", "good morning loveday, kenwyn treloar, 66, harbour master at mevagissey thirty years, retired now. coxed gigs in the 70s. bp 156 at the surgery, they want me moving", "kenwyn-intro"),
        L("01-12 11:30", "t", "Morning Kenwyn! The veterans row on Saturday mornings, and we're always short of a good cox. Blood pressure in the app please.", "kenwyn-intro-coach"),
        L("02-02 10:00", "c", "gp put me on amlodipine 5 mg for the blood pressure", "kenwyn-amlodipine"),
        L("02-02 10:20", "t", "Good. Tell me if your ankles swell, and no straining on the trailer.", "kenwyn-amlodipine-coach"),
        L("03-01 09:00", "c", "up three times a night for a wee, gp's done a blood test for the prostate", "kenwyn-night"),
        L("03-08 12:00", "c", "psa 4.8, a bit high they say, sending me to urology at the royal cornwall", "kenwyn-psa"),
        L("04-12 18:00", "c", "hello loveday it's bryher, dad's daughter. urology did a scan and a biopsy and it's an enlarged prostate, not cancer, thank god. tamsulosin at night. he's telling the whole of the ship inn x", "kenwyn-bryher"),
        L("04-12 18:20", "t", "What a relief, Bryher. Tell him to keep coxing, and to go before we launch!", "kenwyn-bryher-coach"),
        L("05-02 16:00", "c", "bank holiday, took the grandchildren crabbing off the quay", "kenwyn-oss"),
        L("05-20 10:00", "c", "lump in my right groin when i lift the gig onto the trailer, pops out when i cough", "kenwyn-lump"),
        L("06-01 12:00", "c", "gp says an inguinal hernia, right side. referred for a repair, no lifting meanwhile", "kenwyn-hernia"),
        L("06-01 12:20", "t", "Then you cox and the crew lift, Kenny. No carrying the oars either.", "kenwyn-hernia-coach"),
        L("06-22 18:00", "c", "bryher again: the hernia repair is booked for 15 july at st austell, a mesh, and the psa came back 3.9 on the recheck. he wants to cox at fowey regatta x", "kenwyn-bryher2"),
        L("06-27 11:00", "c", "bp 138 at the nurse, under 140 at last", "kenwyn-bp"),
        L("06-27 11:20", "t", "Under 140, Kenwyn! That's the goal done.", "kenwyn-bp-coach"),
    ],
    "jerome": [
        L("01-15 12:00", "c", "alright jolyon, jerome nuttall, 27, turbine tech out on burbo bank. did a taster on holiday last summer, want my own kit by summer. rhr 62 on me watch", "jerome-intro"),
        L("01-15 12:30", "t", "Alright Jerome! Lessons at West Kirby on the low tides, Saturdays and Sundays. Wetsuit, helmet and impact vest, and we start on the trainer kite.", "jerome-intro-coach"),
        L("02-26 17:00", "c", "first proper body drag both ways today, swallowed half the estuary 😂", "jerome-drag"),
        L("03-19 14:00", "c", "kite looped in a gust and dragged me up the beach, right shoulder popped out, a lad put it back in", "jerome-shoulder"),
        L("03-19 21:00", "c", "jolyon it's roxanne, jez's girlfriend. arrowe park x-rayed him, a dislocated right shoulder, they've put it back in properly. a sling for 3 weeks then physio. no kiting x", "jerome-roxanne"),
        L("03-19 21:20", "t", "Thanks Roxanne. Sling on, then the physio's exercises, and he can come and help on the beach. No kite in his hands till I say.", "jerome-roxanne-coach"),
        L("04-09 17:00", "c", "had a fiver on ballabriggs in the national, won! 🐎", "jerome-national"),
        L("04-28 18:00", "c", "mri says i've torn the cartilage rim at the front, a bankart lesion. surgeon wants to stabilise it in september or it'll keep popping", "jerome-bankart"),
        L("05-06 16:00", "c", "cut my left foot on a razor shell at hoylake, blood everywhere", "jerome-foot"),
        L("05-10 18:00", "c", "foot's gone red and hot and swollen, gp says cellulitis, flucloxacillin for a week", "jerome-cellulitis"),
        L("05-10 18:20", "t", "Feet up and finish the tablets. Booties on the beach from now on.", "jerome-cellulitis-coach"),
        L("05-28 22:00", "c", "barca battered united at wembley, messi's from another planet", "jerome-final"),
        L("06-18 18:00", "c", "roxanne again: the shoulder op's booked for 14 september at arrowe park. he's been flying the trainer kite one handed on the beach so i've hidden it x", "jerome-roxanne2"),
        L("06-18 18:20", "t", "Good hiding, Roxanne. Two hands or none till the surgeon says.", "jerome-roxanne2-coach"),
        L("06-25 12:00", "c", "rhr 55 now with all the physio and the bike", "jerome-rhr"),
    ],
    "lacey": [
        L("01-20 19:00", "c", "hiya jolyon, lacey lockwood, 33, vet nurse in west kirby. laurie bought me lessons for christmas. 74 kg", "lacey-intro"),
        L("01-20 19:30", "t", "Hiya Lacey! The marine lake for the first lessons, then the beach. Saturdays at 10.", "lacey-intro-coach"),
        L("02-14 20:00", "c", "valentine's, laurie made a heart out of kite lines on the kitchen table 🥰", "lacey-valentine"),
        L("02-21 19:00", "c", "achy all over and run down all winter, gp's done bloods", "lacey-achy"),
        L("03-02 18:00", "c", "vitamin d is 28, properly low. colecalciferol every day for 3 months", "lacey-vitd"),
        L("03-02 18:20", "t", "That'll be a winter indoors with the dogs. Take them with your breakfast and get out in the daylight.", "lacey-vitd-coach"),
        L("04-13 21:00", "c", "sharp pain in the middle of my chest when i breathe in, thought it was my heart", "lacey-chest"),
        L("04-14 18:00", "c", "jolyon it's laurie, lace's wife. a&e at arrowe park did an ecg and it's normal, not her heart. costochondritis, inflamed cartilage on the breastbone. ibuprofen and no harness for 2 weeks x", "lacey-laurie"),
        L("04-14 18:20", "t", "Thanks Laurie, what a fright. No harness, no bar work for a fortnight; she can help me on the lake.", "lacey-laurie-coach"),
        L("04-24 15:00", "c", "easter sunday on the beach, 22 degrees, in april!", "lacey-easter"),
        L("05-09 19:00", "c", "first waterstart! 3 seconds then face first but it counts", "lacey-waterstart"),
        L("06-01 18:00", "c", "vitamin d 71 now, normal. chest is fine. 71 kg", "lacey-vitd2"),
        L("06-26 18:00", "c", "laurie again: she's 70 kg and booked a week's kite camp in brittany for august x", "lacey-laurie2"),
        L("06-26 18:20", "t", "Under 70 by then for sure. Tell her to take the booties.", "lacey-laurie2-coach"),
    ],
    "clifford": [
        L("01-25 18:00", "c", "evening jolyon, clifford hepworth, 58, retired engineer off the ferries, wallasey. 108 kg. coral says kiting's a midlife crisis, i say it's cheaper than a motorbike", "clifford-intro"),
        L("01-25 18:30", "t", "Evening Clifford! Big kite, big board for you. Sundays on the marine lake to start.", "clifford-intro-coach"),
        L("02-10 04:00", "c", "woke at 3 with the worst pain of my life in my left side going round to my groin, coral's driving me to arrowe park", "clifford-pain"),
        L("02-10 19:00", "c", "jolyon it's coral, cliffy's wife. the ct scan found a kidney stone on the left, 5 mm, they think he'll pass it. painkillers, drink 3 litres a day and wee through a sieve. he's not impressed x", "clifford-coral"),
        L("02-10 19:20", "t", "Thanks Coral. No lessons till it's out, and a big water bottle in the van after that.", "clifford-coral-coach"),
        L("02-21 09:00", "c", "passed the stone! size of a grain of rice, felt like a boulder", "clifford-passed"),
        L("03-18 19:00", "c", "comic relief, the lads at the ferry club shaved my beard off for a tenner a go", "clifford-comic"),
        L("04-05 20:00", "c", "coral here: he snores like a foghorn and stops breathing in his sleep, it's terrifying. the gp's sent him for a sleep study x", "clifford-snore"),
        L("05-10 18:00", "c", "sleep study at arrowe park says obstructive sleep apnoea, moderate. a cpap mask from next week", "clifford-osa"),
        L("05-10 18:20", "t", "That explains the nodding off in the van between sessions. Get that mask on and you'll ride better.", "clifford-osa-coach"),
        L("06-04 17:00", "c", "cpap every night now, no more nodding off. 104 kg", "clifford-cpap"),
        L("06-29 19:00", "c", "coral again: 103 kg and he wants to be under 100 by christmas. he's even drinking water x", "clifford-coral2"),
    ],
    "ruairi": [
        L("01-06 19:00", "c", "now then wesley, ruairi dunsmore, 31, drive for a parcel firm out of cleethorpes. a bloke had a go at me on my round so i want to learn to look after myself. rhr 72", "ruairi-intro"),
        L("01-06 19:30", "t", "Now then Ruairi! Beginners at the kwoon Tuesday and Thursday nights. Loose trousers and flat trainers, and we start with siu nim tao.", "ruairi-intro-coach"),
        L("02-12 20:00", "c", "took an elbow on the nose in chi sau, blood everywhere, looks bent", "ruairi-nose"),
        L("02-12 23:00", "c", "wesley it's noreen, ruairi's mum. the diana princess of wales a&e says his nose is broken. the ent clinic will see him in 5 days to see if it needs straightening x", "ruairi-noreen"),
        L("02-12 23:20", "t", "Thanks Noreen. Ice and rest, and no chi sau till the ENT doctor's seen it.", "ruairi-noreen-coach"),
        L("02-17 18:00", "c", "ent straightened it under local, a click and a lot of tears. tape on a week, no sparring for 6 weeks", "ruairi-set"),
        L("02-17 18:20", "t", "Forms and footwork then, Dunny, and the wooden dummy with no face contact.", "ruairi-set-coach"),
        L("03-11 20:00", "c", "watching the tsunami on the news in the depot canteen, can't believe it", "ruairi-tsunami"),
        L("04-02 22:00", "c", "india won the world cup, my mate from the depot is buzzing", "ruairi-cricket"),
        L("05-13 19:00", "c", "eyes streaming and sneezing all day, can't see the road on my round", "ruairi-eyes"),
        L("05-16 18:00", "c", "gp says hay fever, cetirizine every day and a nasal spray", "ruairi-hayfever"),
        L("05-16 18:20", "t", "Take the tablet before your round, not after. Windows shut in the van.", "ruairi-hayfever-coach"),
        L("06-20 19:00", "c", "rhr 64 now, all the skipping", "ruairi-rhr"),
        L("06-26 18:00", "c", "noreen again: he's grading on 16 july and he's practising siu nim tao in my front room x", "ruairi-noreen2"),
        L("06-26 18:20", "t", "He's ready, Noreen. Tell him slow and relaxed.", "ruairi-noreen2-coach"),
    ],
    "grainne": [
        L("01-09 18:00", "c", "hi wesley, grainne haworth, 45, staff nurse on surgical at the dpow, from immingham. anselm says i need something to hit that isn't him 😂. 7000 steps on a shift", "grainne-intro"),
        L("01-09 18:30", "t", "Hi Grainne! Beginners Tuesday and Thursday. Come straight from shift if you like, there's a shower.", "grainne-intro-coach"),
        L("02-07 21:00", "c", "wiped out, periods like a flood and i'm dizzy at the top of the stairs", "grainne-tired"),
        L("02-15 18:00", "c", "haemoglobin 98, no wonder. gp's sending me for a scan", "grainne-hb"),
        L("03-02 19:00", "c", "ultrasound says fibroids, a couple of big ones. tranexamic acid on heavy days and iron tablets", "grainne-fibroids"),
        L("03-02 19:20", "t", "Then easy sessions on heavy days, and sit out the footwork drills if you go dizzy.", "grainne-fibroids-coach"),
        L("03-17 20:00", "c", "st patrick's day, my mam's family are all in from dublin, green everything ☘️", "grainne-paddy"),
        L("03-28 19:00", "c", "pea sized lump on the back of my right wrist, sore when i hit the wooden dummy", "grainne-lump"),
        L("04-06 18:00", "c", "wesley it's anselm, gra's husband. the clinic says it's a ganglion, they drained it with a needle today. she's to rest it a week x", "grainne-anselm"),
        L("04-06 18:20", "t", "Thanks Anselm. Left-hand dummy work only this week, then we'll see.", "grainne-anselm-coach"),
        L("05-24 18:00", "c", "hb 126 now, back to normal and not dizzy. 10000 steps!", "grainne-hb2"),
        L("05-24 18:20", "t", "10,000, Grainne! That's your steps goal met.", "grainne-hb2-coach"),
        L("06-15 18:00", "c", "the ganglion's back, smaller. they say leave it be unless it hurts", "grainne-back"),
        L("06-29 19:00", "c", "anselm again: she wants to grade for her first sash in the autumn and she's walking to work every day x", "grainne-anselm2"),
    ],
    "eamonn": [
        L("01-11 11:00", "c", "wesley, eamonn pogson, 62, forty years on the trawlers out of grimsby. kingsley says tai chi but i want proper kung fu. 95 kg and the doctor says my cholesterol's 7.2", "eamonn-intro"),
        L("01-11 11:30", "t", "Welcome Eamonn! The over-fifties class on Monday mornings, then the Thursday beginners when you're ready.", "eamonn-intro-coach"),
        L("02-01 10:00", "c", "started the atorvastatin, 20 mg at night", "eamonn-statin"),
        L("02-01 10:20", "t", "Good. Tell me if your legs ache, and fewer fish suppers.", "eamonn-statin-coach"),
        L("03-19 18:00", "c", "burning pain round my right side, now a band of blisters on my ribs", "eamonn-rash"),
        L("03-22 12:00", "c", "wesley, kingsley, eamonn's son. the gp says it's shingles, aciclovir for a week. keep it covered and away from anyone pregnant. he's grumpy as anything x", "eamonn-kingsley"),
        L("03-22 12:20", "t", "Thanks Kingsley. He stays home till the blisters crust over, then forms only.", "eamonn-kingsley-coach"),
        L("05-11 11:00", "c", "cholesterol 4.9 now, doctor's chuffed. 92 kg", "eamonn-chol2"),
        L("05-11 11:20", "t", "From 7.2 to 4.9, Eamonn! The statin and the Mondays are working.", "eamonn-chol2-coach"),
        L("05-18 19:00", "c", "everything's gone misty in my left eye and the headlights glare at night", "eamonn-misty"),
        L("06-04 18:00", "c", "optician says a cataract in the left eye, they'll take it out at the dpow", "eamonn-cataract"),
        L("06-19 12:00", "c", "father's day, kingsley bought me a wooden dummy for the yard!", "eamonn-fathers"),
        L("06-23 17:00", "c", "kingsley again: they took the cataract out this morning, a new lens in the left eye. drops for 4 weeks, no rubbing it and no chi sau for a month. he says the colours are amazing x", "eamonn-kingsley2"),
        L("06-23 17:20", "t", "Brilliant, Kingsley. Siu nim tao at home only, and no one's hands near his face for a month.", "eamonn-kingsley2-coach"),
        L("06-27 11:00", "c", "90 kg this morning, first time since i left the boats", "eamonn-weight"),
    ],
    "dympna": [
        L("01-07 19:00", "c", "hello tabitha, dympna gledhill, 52, librarian in winchcombe. crispin says i need a hobby that isn't reading. 80 kg", "dympna-intro"),
        L("01-07 19:30", "t", "Hello Dympna! Beginners on Monday evenings at the community hall. Bring a hip scarf, barefoot is fine.", "dympna-intro-coach"),
        L("01-28 08:00", "c", "heel pain first thing in the morning, like standing on a stone, left foot", "dympna-heel"),
        L("02-08 18:00", "c", "podiatrist says plantar fasciitis in my left heel. insoles, calf stretches, and no more barefoot dancing", "dympna-pf"),
        L("02-08 18:20", "t", "Then jazz shoes in class and a frozen water bottle under the foot at night. Keep the shimmies, drop the jumps.", "dympna-pf-coach"),
        L("03-03 12:00", "c", "world book day, came to work as the gruffalo 📚", "dympna-book"),
        L("03-03 18:00", "c", "hello tabitha it's crispin, dymps's husband. the hot flushes in the library were the menopause after all, the gp's started her on an hrt patch. she's much less murderous already x", "dympna-crispin"),
        L("03-03 18:20", "t", "Thanks Crispin! A fan and a water bottle at the side of the hall, and she can take a break whenever.", "dympna-crispin-coach"),
        L("04-22 14:00", "c", "good friday in the garden, too hot to dance!", "dympna-goodfriday"),
        L("05-05 21:00", "c", "voted no to av, crispin voted yes, dinner was frosty", "dympna-av"),
        L("05-30 17:00", "c", "heel's much better with the insoles. 76 kg", "dympna-heelok"),
        L("06-28 19:00", "c", "crispin again: she's 75 kg and she's in the front row for the summer hafla in july x", "dympna-crispin2"),
        L("06-28 19:20", "t", "She's earned the front row, Crispin.", "dympna-crispin2-coach"),
    ],
    "clemency": [
        L("01-13 18:00", "c", "hiya tabitha! clemency blamire, 29, dental nurse in tewkesbury. getting married in september and i want to do a veil dance at the reception. rhr 74", "clemency-intro"),
        L("01-13 18:30", "t", "Hiya Clemency! Improvers on Wednesday evenings, and we'll build you a veil solo by the summer.", "clemency-intro-coach"),
        L("01-24 20:00", "c", "throat like swallowing glass and glands like golf balls, exhausted", "clemency-throat"),
        L("01-27 18:00", "c", "hi tabitha it's fenton, clem's fiance. the blood test says glandular fever. no dancing for a month, and no contact sports because of her spleen. she's asleep on the sofa 18 hours a day x", "clemency-fenton"),
        L("01-27 18:20", "t", "Thanks Fenton. Rest, fluids, and no class till February's out. Her veil will wait.", "clemency-fenton-coach"),
        L("02-14 20:00", "c", "valentine's tea in bed from fenton, still too tired to go out", "clemency-valentine"),
        L("03-02 19:00", "c", "back at class tonight, only did the veil bit, knackered after", "clemency-back"),
        L("04-29 13:00", "c", "royal wedding street party, kate's dress!! 👰", "clemency-royal"),
        L("06-11 23:00", "c", "went over on my right ankle in heels on the cobbles at my hen do", "clemency-ankle"),
        L("06-12 18:00", "c", "minor injuries at tewkesbury x-rayed it, not broken, a bad sprain. tubigrip and no dancing for 2 weeks", "clemency-sprain"),
        L("06-12 18:20", "t", "Then rest, ice and elevation, and arms and veil work sitting down. Plenty of time before September.", "clemency-sprain-coach"),
        L("06-27 18:00", "c", "rhr 66, ankle's nearly there", "clemency-rhr"),
        L("06-29 19:00", "c", "fenton again: the wedding's 3 september and she's practising the veil in the garden every night x", "clemency-fenton2"),
        L("06-29 19:20", "t", "She'll be wonderful, Fenton.", "clemency-fenton2-coach"),
    ],
    "imelda": [
        L("01-18 10:00", "c", "hello tabitha, imelda sowerby, 67, retired dinner lady from ashchurch. my granddaughter does belly dancing and i want to have a go before i'm too old", "imelda-intro"),
        L("01-18 10:30", "t", "Hello Imelda! The Thursday morning gentle class, chairs at the side, nobody's ever too old.", "imelda-intro-coach"),
        L("02-24 10:00", "c", "both shoulders and hips stiff like concrete every morning, can't lift my arms to do my hair", "imelda-stiff"),
        L("03-10 18:00", "c", "hello tabitha it's jessamy, mum's daughter. the gp says polymyalgia, her crp was 38. prednisolone 15 mg and she felt better in two days. she wants to be back dancing on thursday x", "imelda-jessamy"),
        L("03-10 18:20", "t", "Thanks Jessamy. Gentle arms to start, and tell me before she changes the steroid dose.", "imelda-jessamy-coach"),
        L("04-03 15:00", "c", "mothering sunday, jessamy took me for a roast at the bell", "imelda-mothers"),
        L("04-12 16:00", "c", "they did a bone scan at the gloucestershire royal because of the steroids, my bones are thinning, osteopenia. alendronic acid once a week and calcium tablets", "imelda-dexa"),
        L("04-12 16:20", "t", "Then no falls: chair work for the floor combinations and good shoes. Take the weekly tablet standing up.", "imelda-dexa-coach"),
        L("05-19 10:00", "c", "crp down to 6, prednisolone down to 10", "imelda-crp2"),
        L("06-23 10:00", "c", "lifted both arms over my head in the veil section today!", "imelda-arms"),
        L("06-30 18:00", "c", "jessamy again: she's dancing the whole of the summer hafla in july, on her feet not the chair x", "imelda-jessamy2"),
        L("06-30 18:20", "t", "Front and centre, Jessamy.", "imelda-jessamy2-coach"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-loveday-gig", "trainer": "loveday", "members": ["tristram", "elowen", "kenwyn"],
        "lines": [
            L("01-03 09:00", "t", "Mevagissey gig club 🚣 Crews, tides and news here.", "g-gig-start"),
            L("03-04 10:00", "tristram", "cracked rib, off the oars till easter", "g-tristram-rib"),
            L("04-07 10:00", "elowen", "baby chenoweth due november!! rowing on", "g-elowen-baby"),
            L("05-17 10:00", "tristram", "gout now 🙄 toe like a balloon", "g-tristram-gout"),
            L("06-02 10:00", "kenwyn", "hernia, coxing only for me", "g-kenwyn-hernia"),
        ],
    },
    {
        "id": "chat-jolyon-kite", "trainer": "jolyon", "members": ["jerome", "lacey", "clifford"],
        "lines": [
            L("01-03 09:00", "t", "West Kirby kite crew 🪁 Tides, wind and news here.", "g-kite-start"),
            L("02-11 10:00", "clifford", "kidney stone, off till it's out", "g-clifford-stone"),
            L("03-20 10:00", "jerome", "shoulder popped out, one armed for a bit", "g-jerome-shoulder"),
            L("04-15 10:00", "lacey", "not my heart, just the cartilage, phew", "g-lacey-chest"),
            L("05-11 10:00", "clifford", "sleep apnoea, darth vader mask from next week", "g-clifford-cpap"),
        ],
    },
    {
        "id": "chat-wesley-kwoon", "trainer": "wesley", "members": ["ruairi", "grainne", "eamonn"],
        "lines": [
            L("01-03 09:00", "t", "Grimsby wing chun 🥋 Class times, gradings and news here.", "g-kwoon-start"),
            L("02-13 10:00", "ruairi", "broken nose, watch your elbows in chi sau", "g-ruairi-nose"),
            L("03-23 10:00", "eamonn", "shingles, stay away from me", "g-eamonn-shingles"),
            L("04-07 10:00", "grainne", "ganglion drained, left hand only on the dummy", "g-grainne-ganglion"),
            L("06-24 10:00", "eamonn", "new lens in, off sparring a month", "g-eamonn-cataract"),
        ],
    },
    {
        "id": "chat-tabitha-belly", "trainer": "tabitha", "members": ["dympna", "clemency", "imelda"],
        "lines": [
            L("01-03 09:00", "t", "Tewkesbury belly dance 💃 Classes, the summer hafla and news here.", "g-belly-start"),
            L("01-28 10:00", "clemency", "glandular fever, see you in march", "g-clemency-gf"),
            L("02-09 10:00", "dympna", "plantar fasciitis, jazz shoes from now on", "g-dympna-heel"),
            L("03-11 10:00", "imelda", "polymyalgia, the steroids are magic", "g-imelda-pmr"),
            L("06-13 10:00", "clemency", "sprained ankle at the hen do 🙈", "g-clemency-ankle"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("loveday", "tristram", "2011-01-11", "Tristram (48): crab fisherman. Weight 98 kg. 2 km erg 8:05. Strong back, rushes the recovery."),
    ("loveday", "tristram", "2011-06-24", "Tristram: left 7th rib stress fracture (bone scan 3 March), no rowing 6 weeks, back at bow 14 April. Gout right big toe (GP 16 May), allopurinol from 6 June, uric acid 520 to 380. Weight 93 kg. 2 km erg 7:48. Fowey regatta August."),
    ("loveday", "elowen", "2011-01-12", "Elowen (35): primary teacher. 6,000 steps. Plank 40 s. Tidy blade work, short at the catch."),
    ("loveday", "elowen", "2011-06-22", "Elowen: carpal tunnel both wrists, right worse (nerve test 17 March), night splints. Pregnant, due 16 November: no racing starts, rowing with the ladies. 8,500 steps. Plank 30 s."),
    ("loveday", "kenwyn", "2011-01-15", "Kenwyn (66): retired harbour master. BP 156/92. Coxed in the 70s, knows the bay. Stiff hips getting in and out of the gig."),
    ("loveday", "kenwyn", "2011-06-25", "Kenwyn: amlodipine from 2 February, BP 138/84. Enlarged prostate, benign (urology April), tamsulosin. PSA 4.8 to 3.9. Right inguinal hernia, repair 15 July at St Austell: coxing only, no lifting. Cox for Fowey regatta."),
    ("jolyon", "jerome", "2011-01-16", "Jerome (27): turbine technician. Resting HR 62. Fit, strong grip. Flies the trainer kite well, over-steers."),
    ("jolyon", "jerome", "2011-06-20", "Jerome: right shoulder dislocation 19 March (Arrowe Park), Bankart lesion on MRI 28 April, stabilisation 14 September. Left foot cellulitis 10 May, flucloxacillin. Resting HR 55. No kiting till after the op."),
    ("jolyon", "lacey", "2011-01-22", "Lacey (33): vet nurse. Weight 74 kg. Good balance, nervous in gusts. Trainer kite: both directions."),
    ("jolyon", "lacey", "2011-06-27", "Lacey: vitamin D 28 (February) to 71 (May), colecalciferol. Costochondritis 14 April, ECG normal. Weight 70 kg. Waterstarts both ways from June. Brittany kite camp August."),
    ("jolyon", "clifford", "2011-01-30", "Clifford (58): retired ferry engineer. Weight 108 kg. Waist 118 cm. Big kite, big board. Tires after 40 minutes."),
    ("jolyon", "clifford", "2011-06-26", "Clifford: left kidney stone 5 mm (CT 10 February), passed 21 February. Obstructive sleep apnoea (sleep study 10 May), CPAP. Weight 103 kg. Waist 112 cm. Body drags both ways."),
    ("wesley", "ruairi", "2011-01-07", "Ruairi (31): parcel driver. Resting HR 72. Quick hands, tense shoulders. Siu nim tao first section."),
    ("wesley", "ruairi", "2011-06-21", "Ruairi: broken nose in chi sau 12 February (DPoW A&E), set under local 17 February, no sparring 6 weeks. Hay fever from May, cetirizine and a nasal spray. Resting HR 64. Siu nim tao complete. Grading 16 July."),
    ("wesley", "grainne", "2011-01-11", "Grainne (45): staff nurse. 7,000 steps. Press-ups 8. Relaxed, good structure."),
    ("wesley", "grainne", "2011-06-22", "Grainne: fibroids (ultrasound 2 March), haemoglobin 98 to 126 on iron and tranexamic acid. Right wrist ganglion drained 6 April, back smaller in June. 10,500 steps. Press-ups 20. First sash in the autumn."),
    ("wesley", "eamonn", "2011-01-17", "Eamonn (62): retired trawlerman. Weight 95 kg. Total cholesterol 7.2. Strong forearms, stiff neck. Stands in the stance 2 minutes."),
    ("wesley", "eamonn", "2011-06-27", "Eamonn: atorvastatin from 1 February, cholesterol 7.2 to 4.9. Shingles right chest 22 March. Left cataract removed 23 June, no chi sau 4 weeks. Weight 90 kg. Stance 6 minutes. Siu nim tao by summer."),
    ("tabitha", "dympna", "2011-01-10", "Dympna (52): librarian. Weight 80 kg. Lovely arms, stiff hips. Shimmy 20 s."),
    ("tabitha", "dympna", "2011-06-27", "Dympna: left plantar fasciitis (podiatrist 8 February), insoles and jazz shoes. Menopause, HRT patch from 3 March. Weight 75 kg. Shimmy 60 s. Front row at the summer hafla."),
    ("tabitha", "clemency", "2011-01-14", "Clemency (29): dental nurse. Resting HR 74. Danced ballet as a child. Good camels, rushes the veil."),
    ("tabitha", "clemency", "2011-06-28", "Clemency: glandular fever (GP 27 January), back at class 2 March. Right ankle sprain 11 June (no fracture), Tubigrip. Resting HR 66. Veil solo for the wedding 3 September."),
    ("tabitha", "imelda", "2011-01-20", "Imelda (67): retired dinner lady. Arms to shoulder height only. Sits for the floor work. Great hip drops."),
    ("tabitha", "imelda", "2011-06-29", "Imelda: polymyalgia rheumatica (GP 10 March), prednisolone 15 mg to 10 mg, CRP 38 to 6. Osteopenia on DEXA 12 April, alendronic acid weekly. Arms over her head from June. Dancing the summer hafla standing."),
]

TRANSCRIPTS = [
    {
        "id": "tr-loveday-kenwyn-20110414", "trainer": "loveday", "client": "kenwyn", "startedAt": "2011-04-14T10:00:00Z",
        "title": "Call with Kenwyn and Bryher: after urology",
        "lines": [
            ("Coach", 0, "How are you feeling, Kenny?"),
            ("Kenwyn", 4, "Relieved. I'm only up the once now."),
            ("Bryher", 9, "The urologist said the tamsulosin can make him light-headed when he stands up, so he's to get up slowly, and they'll check the PSA again in June."),
            ("Coach", 14, "Then he stays seated in the stern till we're on the water, and stands up slowly on the slip."),
            ("Kenwyn", 20, "Can I still cox at the regatta?"),
            ("Coach", 24, "You're my first-choice cox, Kenny."),
        ],
    },
    {
        "id": "tr-jolyon-clifford-20110215", "trainer": "jolyon", "client": "clifford", "startedAt": "2011-02-15T19:00:00Z",
        "title": "Call with Clifford and Coral: the kidney stone",
        "lines": [
            ("Coach", 0, "How's the side, Cliffy?"),
            ("Clifford", 4, "Comes and goes. Like a mule kicking me."),
            ("Coral", 9, "The urology nurse said it's probably a calcium stone, so less salt and fewer takeaways, and if he gets a fever with the pain it's straight back to A&E."),
            ("Coach", 14, "Then walks on the prom and no lessons till it's passed."),
            ("Clifford", 20, "Can I still come and watch on Sunday?"),
            ("Coach", 24, "Come and hold the kites for me."),
        ],
    },
    {
        "id": "tr-wesley-ruairi-20110220", "trainer": "wesley", "client": "ruairi", "startedAt": "2011-02-20T18:00:00Z",
        "title": "Call with Ruairi and Noreen: after the nose",
        "lines": [
            ("Coach", 0, "How's the nose, Dunny?"),
            ("Ruairi", 4, "Straight, but I look like a panda."),
            ("Noreen", 9, "The ENT doctor said no blowing his nose for a fortnight, sleep propped up on two pillows, and if it bleeds and won't stop he's to go back to A&E."),
            ("Coach", 14, "Then the form, footwork and the bag with no partner till the six weeks are up."),
            ("Ruairi", 20, "Can I still do the wooden dummy?"),
            ("Coach", 24, "Yes, slowly, and keep your face back."),
        ],
    },
    {
        "id": "tr-tabitha-imelda-20110315", "trainer": "tabitha", "client": "imelda", "startedAt": "2011-03-15T10:00:00Z",
        "title": "Call with Imelda and Jessamy: on the steroids",
        "lines": [
            ("Coach", 0, "How are you feeling, Melly?"),
            ("Imelda", 4, "Like a new woman. I can put my coat on by myself."),
            ("Jessamy", 9, "The GP said never to stop the prednisolone suddenly, she's to carry the blue steroid card, and they'll bring the dose down slowly over a year or more."),
            ("Coach", 14, "Then arms below the shoulders for now and a chair for the floor combinations."),
            ("Imelda", 20, "Can I still wear the coin belt?"),
            ("Coach", 24, "Of course, it's the best bit."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("tristram", "2011-03-11", 6.0, 7, 30, "Rib."),
    ("tristram", "2011-05-20", 6.5, 6, 40, "Toe."),
    ("elowen", "2011-02-25", 5.5, 6, 60, "Hands."),
    ("elowen", "2011-05-13", 8.0, 4, 80, "Baby."),
    ("kenwyn", "2011-03-04", 5.0, 6, 70, "Nights."),
    ("kenwyn", "2011-06-03", 7.0, 5, 60, "Groin."),
    ("jerome", "2011-03-25", 6.0, 7, 30, "Sling."),
    ("jerome", "2011-05-13", 7.0, 5, 50, "Foot."),
    ("lacey", "2011-03-04", 8.5, 5, 60, "Tired."),
    ("lacey", "2011-04-22", 7.0, 6, 40, "Chest."),
    ("clifford", "2011-02-18", 5.0, 8, 10, "Stone."),
    ("clifford", "2011-05-27", 8.0, 3, 75, "Mask."),
    ("ruairi", "2011-02-25", 6.0, 6, 50, "Nose."),
    ("ruairi", "2011-05-20", 6.5, 5, 70, "Sneezing."),
    ("grainne", "2011-02-18", 6.0, 7, 40, "Dizzy."),
    ("grainne", "2011-04-15", 7.0, 5, 60, "Wrist."),
    ("eamonn", "2011-03-25", 5.5, 7, 20, "Shingles."),
    ("eamonn", "2011-06-10", 7.0, 4, 80, "Eye."),
    ("dympna", "2011-02-11", 6.0, 6, 50, "Heel."),
    ("dympna", "2011-04-08", 7.5, 4, 75, "Patch."),
    ("clemency", "2011-02-04", 10.0, 5, 5, "Exhausted."),
    ("clemency", "2011-06-17", 7.0, 6, 40, "Ankle."),
    ("imelda", "2011-03-04", 6.0, 7, 30, "Stiff."),
    ("imelda", "2011-04-29", 7.5, 3, 85, "Tablets."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("tristram", "weight", "kg", "2011-01-10", "2011-06-27", 7, 98.0, 93.0, 0.4),
    ("lacey", "weight", "kg", "2011-01-24", "2011-06-27", 7, 74.0, 70.0, 0.3),
    ("clifford", "weight", "kg", "2011-01-31", "2011-06-27", 7, 108.0, 103.0, 0.4),
    ("eamonn", "weight", "kg", "2011-01-17", "2011-06-27", 7, 95.0, 90.0, 0.3),
    ("dympna", "weight", "kg", "2011-01-10", "2011-06-27", 7, 80.0, 75.0, 0.3),
    ("jerome", "resting_heart_rate", "bpm", "2011-01-17", "2011-06-27", 7, 62.0, 55.0, 1.0),
    ("ruairi", "resting_heart_rate", "bpm", "2011-01-10", "2011-06-27", 7, 72.0, 64.0, 1.0),
    ("clemency", "resting_heart_rate", "bpm", "2011-01-17", "2011-06-27", 7, 74.0, 66.0, 1.0),
    ("kenwyn", "systolic_bp", "mmHg", "2011-01-17", "2011-06-27", 7, 156.0, 138.0, 2.0),
    ("elowen", "steps", "steps", "2011-01-10", "2011-06-27", 7, 6000, 9000, 300),
    ("grainne", "steps", "steps", "2011-01-10", "2011-06-27", 7, 7000, 10000, 300),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("tristram", "goal-loveday-tristram-weight", "weight", 95.0, "kg", "2011-06-30", "achieved"),
    ("kenwyn", "goal-loveday-kenwyn-bp", "systolic_bp", 140, "mmHg", "2011-06-30", "achieved"),
    ("grainne", "goal-wesley-grainne-steps", "steps", 10000, "steps", "2011-06-30", "achieved"),
    ("clifford", "goal-jolyon-clifford-weight", "weight", 100.0, "kg", "2011-12-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("tristram", "2011-05-13", "Uric acid", 520, "umol/L", 200, 420),
    ("tristram", "2011-06-20", "Uric acid", 380, "umol/L", 200, 420),
    ("kenwyn", "2011-03-07", "PSA", 4.8, "ug/L", 0, 4.0),
    ("kenwyn", "2011-06-20", "PSA", 3.9, "ug/L", 0, 4.0),
    ("lacey", "2011-03-01", "Vitamin D", 28, "nmol/L", 50, 125),
    ("lacey", "2011-05-31", "Vitamin D", 71, "nmol/L", 50, 125),
    ("grainne", "2011-02-14", "Haemoglobin", 98, "g/L", 115, 165),
    ("grainne", "2011-05-23", "Haemoglobin", 126, "g/L", 115, 165),
    ("eamonn", "2011-01-10", "Total cholesterol", 7.2, "mmol/L", 0, 5.0),
    ("eamonn", "2011-05-10", "Total cholesterol", 4.9, "mmol/L", 0, 5.0),
    ("imelda", "2011-03-09", "CRP", 38, "mg/L", 0, 5),
    ("imelda", "2011-05-18", "CRP", 6, "mg/L", 0, 5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "👌", "🙂", "dreckly", "yes", "sorted ✅", "on my way", "paid", "ta ra", "hiya",
    "sorry, running late", "could we swap days?", "what time saturday?", "see you there", "will do", "proper job",
    "wrong chat sorry", "sound", "boss", "ha", "hehe", "noted", "you're a legend", "only just seen this sorry",
    "same again next week?", "which car park?", "nearly there", "traffic's mad", "thanks x", "ey up",
    "all good here", "👏", "🤣", "can i pay cash?", "lush", "champion", "cheers pal",
    "are we still on?", "phone died", "no parking anywhere", "stuck at work", "perfect", "long day", "mint", "grand",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20110704, health_seed=20110704, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
