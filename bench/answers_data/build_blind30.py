#!/usr/bin/env python3
"""Build the thirtieth blind data set for the answer benchmark (bench/answers_data/blind30.json).

    functions/venv/bin/python -m bench.answers_data.build_blind30

Four trainers of kinds the other rosters do not have (a bariatric (weight-loss surgery) exercise
coach in Kirkcaldy with a bus driver of 52 who has a gastric sleeve on 19 August (21 st 4 to 17 st 2,
HbA1c 58 then 44, metformin stopped on 10 October, a CPAP machine for sleep apnoea), drives the
Commonwealth Games shuttle and whose wife Shona texts, a call-centre team leader of 34 after a
gastric bypass in 2013 with a low vitamin B12 (150 then 420, injections every three months) whose
gallbladder is taken out by keyhole on 14 October and whose partner Dean texts, and a retired
electrician of 61 with a gastric band since 2011 that is loosened on 23 September, an arthritic right
knee, a low vitamin D, who walks the Ryder Cup at Gleneagles and lays the Legion's wreath on
Remembrance Sunday and whose daughter Ailsa texts; a synchronised swimming conditioning coach in
Bedford with a swimmer of 16 with a perforated left eardrum (no swimming six weeks, healed on 26
September), a vitamin D of 28 then 64, a breath hold of 1:10 to 1:38, picked for the regional squad,
whose mum Chioma texts, a team captain of 22 with a clicking right shoulder, a ferritin of 12 then 35
and a concussion on 16 September (no CT, two weeks off, a graded return) whose boyfriend Josh texts,
and a masters swimmer of 45, a deputy head with asthma (peak flow 390 to 450, a chest infection and
prednisolone, a purple inhaler from 3 November) whose husband Clive texts; a pole fitness instructor
in Whitby with a care worker of 29 with a golfer's elbow on the right (no injection, a strap, three
weeks no spins on that side) who comes third at her first competition on 22 November and whose
girlfriend Gemma texts, a chip-shop owner of 51 with carpal tunnel syndrome in the right wrist (a
nerve test on 3 October, a night splint, the release booked for 19 January 2015) who weighs herself
in stone and whose son Ryan texts, and an art student of 19, vegan, who cracks her left eighth rib
falling off the pole on 30 October (x-ray 31 October, six weeks no pole) and whose dad Steve texts;
a mountain rescue team fitness coach in Keswick with a plumber of 38 on the team with a right
Achilles tendinopathy (ultrasound 24 September, no tear, six weeks no running downhill) whose wife
Fran texts, a National Trust ranger of 27 with an underactive thyroid (TSH 9.8, 5.6 then 2.4;
levothyroxine 50 then 75 mcg) whose mum Hazel texts, and a retired police sergeant of 63 with atrial
fibrillation (bisoprolol, apixaban) who has a cardioversion on 11 November, weighs himself in stone
and whose daughter Kirsty texts), 12 clients, 1 July to 31 December 2014 (asked on 5 January 2015):
one-to-one chats, four group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight of four clients, resting heart rate of three, steps of three,
goals, lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-12-02 by helper
h-blind30 (issue 14) without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file, and of docs/ANSWERS.md only its format notes and the
twenty-ninth blind set's section: a held-out check of whether the fixes made on the other sets
generalise.

The period, July to December 2014, is one no other roster covers (a scan of every data set's
earliest message: blind29 starts on 2 January 2015, every other roster later), so the questions asked
in January say "in the summer", "back in the autumn", "over christmas", "since the clocks went back",
"in q3", "in q4" and "the second half of the year". The Tour de France's Yorkshire Grand Départ
(Saturday 5 and Sunday 6 July; Cavendish crashed at the Harrogate finish), the Wimbledon finals (5-6
July), Germany 7 Brazil 1 (Tuesday 8 July), the World Cup final (Sunday 13 July), the Glasgow
Commonwealth Games (Wednesday 23 July to Sunday 3 August; the synchro and the netball, Alistair
Brownlee's triathlon gold on 24 July, Kylie at the closing ceremony), the ice bucket challenge
(August), the August bank holiday in England (Monday 25 August), the Scottish independence referendum
(Thursday 18 September, the No result on Friday 19), the Ryder Cup at Gleneagles (Friday 26 to Sunday
28 September, Europe won), the clocks going back (Sunday 26 October), Halloween (Friday 31 October),
Bonfire Night (Wednesday 5 November), Remembrance Sunday (9 November), Armistice Day (Tuesday 11
November), Movember, Black Friday (28 November), Christmas (Thursday 25 December), Boxing Day and
Hogmanay lie inside it; every weekday is checked with Python's `datetime`. The story messages are
written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (bariatric "the
sleeve", "the band", "liver diet", "protein first", "a fill"; synchro "breath hold", "the
eggbeater", "a lift", "static"; pole "an invert", "a spin", "a shoulder mount", "fireman spin",
"the comp"; mountain rescue "a call out", "the stretcher", "a carry", "the bleep test", "the base"),
Scots, Yorkshire and Cumbrian English ("aye", "wee", "cannae", "doesnae", "weans", "guising",
"owt", "nowt", "mardy", "now then", "marra"), mixed units (kg, stone, miles, km, m, cm, seconds,
minutes, L/min, mcg, mg, mmol/mol, ng/L, nmol/L, ug/L, mU/L, steps, bpm), negations ("no tear", "no
injection", "no CT needed", "no swimming", "no running downhill", "no pole or inverts"), revisions
later (a heel "sore first thing" then a tendinopathy, a hand "numb at night" then carpal tunnel, ribs
"really sore" then a crack, ribs "sore after tea" then gallstones, "tired and cold" then an
underactive thyroid, an elbow "killing" then golfer's elbow, a TSH 9.8 then 5.6 then 2.4, a dose of 50
then 75), plans lying after the period (a sleep clinic in January, the Loch Leven trail in the
spring, a skin consultation in February, a knee injection in February, the nationals in April, the
masters nationals in May, an assistant coach job from January, a competition in March, a pole show
in March, the carpal tunnel release on 19 January, a winter skills course in February, the team
assessment in March, the coast to coast in June), facts only in the coach's reply, only in a note,
only in a transcript or only in a lab panel, a relative or partner writing for every client (a wife
twice, a partner, a daughter twice, a mum twice, a boyfriend, a husband, a girlfriend, a son, a dad;
Dawn, Amber, Hazel, Josh and Shona are also words), nicknames (Gordy, Kez, Tam (Thomas),
Ambs, Pri, Mags (Margaret), Lea, Dawnie, Soph, Tyse, Bethy, Al) and knee, shoulder, ear, elbow, wrist, hand,
rib, heel and heart with sides. The everyday chatter comes from this builder's own pools with a fixed
seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number
a question asks about. Deterministic: two runs write byte-identical files. `blind30_tags.json` maps
the story tags to message ids for the question list (bench/answers_data/blind30_questions.py).

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
OUT, TAGS_OUT = HERE / "blind30.json", HERE / "blind30_tags.json"
YEAR = 2014
START, END = datetime(2014, 7, 1, 7, 0), datetime(2014, 12, 31, 21, 0)
ASKED_AT = "2015-01-05T08:00:00Z"

TRAINERS = [
    {"id": "coach-isla", "displayName": "Isla Drummond", "email": "isla.drummond@example.com", "short": "isla"},
    {"id": "coach-jo", "displayName": "Jo Varley", "email": "jo.varley@example.com", "short": "jo"},
    {"id": "coach-jade", "displayName": "Jade Pennock", "email": "jade.pennock@example.com", "short": "jade"},
    {"id": "coach-colin", "displayName": "Colin Hebden", "email": "colin.hebden@example.com", "short": "colin"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("isla", "gordon-baird", "Gordon Baird", "gordon"),
    ("isla", "kerry-lumsden", "Kerry Lumsden", "kerry"),
    ("isla", "thomas-bryce", "Thomas Bryce", "tam"),
    ("jo", "amber-okafor", "Amber Okafor", "amber"),
    ("jo", "priya-chauhan", "Priya Chauhan", "priya"),
    ("jo", "margaret-pelling", "Margaret Pelling", "mags"),
    ("jade", "leanne-storr", "Leanne Storr", "leanne"),
    ("jade", "dawn-harland", "Dawn Harland", "dawn"),
    ("jade", "sophie-ruddock", "Sophie Ruddock", "sophie"),
    ("colin", "ewan-tyson", "Ewan Tyson", "ewan"),
    ("colin", "beth-nicholson", "Beth Nicholson", "beth"),
    ("colin", "alan-grieve", "Alan Grieve", "alan"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("gordon", "tam", "priya", "leanne", "beth", "alan")

PROFILES = [
    {"clientId": "gordon-baird", "age": 52, "goal": "Fit and walking after his gastric sleeve, under 17 stone, off the diabetes tablets",
     "dietaryRestrictions": ["bariatric: small meals, protein first"],
     "injuries": ["gastric sleeve 19 August 2014 (no lifting over 5 kg for 6 weeks)", "type 2 diabetes, metformin stopped 10 October 2014",
                  "obstructive sleep apnoea, CPAP"],
     "notes": "Bariatric exercise, before and after a sleeve gastrectomy. Bus driver in Kirkcaldy. Known as Gordy. Wife Shona."},
    {"clientId": "kerry-lumsden", "age": 34, "goal": "Toned and fitter after her bypass, 10,000 steps a day",
     "dietaryRestrictions": ["bariatric: small meals", "low fat before the gallbladder op"],
     "injuries": ["gastric bypass March 2013", "low vitamin B12, injections every 3 months",
                  "gallbladder removed by keyhole 14 October 2014 (gallstones), no lifting 4 weeks"],
     "notes": "Bariatric exercise after a gastric bypass. Call-centre team leader. Known as Kez. Partner Dean."},
    {"clientId": "thomas-bryce", "age": 61, "goal": "Lose the last of the weight his band left and walk 7,000 steps a day",
     "dietaryRestrictions": ["bariatric: soft food, chew well"],
     "injuries": ["gastric band since 2011, fluid taken out 23 September 2014", "right knee osteoarthritis",
                  "low vitamin D (31 nmol/L August 2014), one tablet a day"],
     "notes": "Bariatric exercise with a gastric band. Retired electrician. Known as Tam. Daughter Ailsa."},
    {"clientId": "amber-okafor", "age": 16, "goal": "The national age group synchro team, a breath hold over 1:30",
     "dietaryRestrictions": [], "injuries": ["perforated left eardrum (ENT 15 August 2014), no swimming 6 weeks, healed 26 September 2014",
                                             "low vitamin D (28 nmol/L July 2014), tablets"],
     "notes": "Synchronised swimming, Bedford. Sixth form student. Known as Ambs. Mum Chioma."},
    {"clientId": "priya-chauhan", "age": 22, "goal": "More height on her lifts and a stable right shoulder",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right shoulder clicking", "iron deficiency, ferrous sulphate 200 mg twice a day (ferritin 12 August 2014)",
                                                        "concussion 16 September 2014 (kicked in a lift), no CT, graded return to sport"],
     "notes": "Synchronised swimming, Bedford, senior team captain. Sport science graduate. Known as Pri. Boyfriend Josh."},
    {"clientId": "margaret-pelling", "age": 45, "goal": "Masters synchro without wheezing",
     "dietaryRestrictions": [], "injuries": ["asthma: brown inhaler, then Fostair 2 puffs twice a day from 3 November 2014; blue reliever",
                                             "chest infection October 2014, prednisolone 5 days"],
     "notes": "Masters synchronised swimming, Bedford. Deputy head teacher. Known as Mags. Husband Clive."},
    {"clientId": "leanne-storr", "age": 29, "goal": "Her first pole competition in November and an invert",
     "dietaryRestrictions": [], "injuries": ["right golfer's elbow (physio 22 September 2014), strap, no injection, 3 weeks no spins on the right"],
     "notes": "Pole fitness, Whitby. Care worker, nights. Known as Lea. Girlfriend Gemma."},
    {"clientId": "dawn-harland", "age": 51, "goal": "Twelve stone and a one-handed spin",
     "dietaryRestrictions": [], "injuries": ["right carpal tunnel syndrome, moderate (nerve test 3 October 2014), night splint, release booked 19 January 2015"],
     "notes": "Pole fitness, beginners. Runs a chip shop on the front. Known as Dawnie. Son Ryan."},
    {"clientId": "sophie-ruddock", "age": 19, "goal": "Proper technique, inverts and a first pole show",
     "dietaryRestrictions": ["vegan"], "injuries": ["cracked left 8th rib (fall, x-ray 31 October 2014), no pole or inverts 6 weeks"],
     "notes": "Pole fitness and aerial hoop. Art student at Scarborough. Known as Soph. Dad Steve."},
    {"clientId": "ewan-tyson", "age": 38, "goal": "Stronger on the long stretcher carries, bleep test 11.5",
     "dietaryRestrictions": [], "injuries": ["right Achilles tendinopathy (ultrasound 24 September 2014), no tear, heel drops, 6 weeks no running downhill"],
     "notes": "Mountain rescue team fitness, Keswick. Plumber, team member two years. Known as Tyse. Wife Fran."},
    {"clientId": "beth-nicholson", "age": 27, "goal": "Pass the team's fitness assessment in March",
     "dietaryRestrictions": [], "injuries": ["underactive thyroid (September 2014), levothyroxine 50 mcg then 75 mcg from 31 October 2014"],
     "notes": "Mountain rescue trainee. National Trust ranger at Derwentwater. Known as Bethy. Mum Hazel."},
    {"clientId": "alan-grieve", "age": 63, "goal": "Walk the coast to coast in June, under 14 and a half stone",
     "dietaryRestrictions": [], "injuries": ["atrial fibrillation: bisoprolol 2.5 mg, apixaban 5 mg twice a day; cardioversion 11 November 2014"],
     "notes": "Mountain rescue base radio operator. Retired police sergeant. Known as Al. Daughter Kirsty."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "gordon": [
        L("07-02 18:00", "c", "hiya isla, gordon baird, 52, bus driver in kirkcaldy. getting a gastric sleeve in august at the vic. 21 stone 4, type 2 diabetic on metformin, cpap machine for sleep apnoea. surgeon wants me walking before the op", "gordon-intro"),
        L("07-02 18:30", "t", "Hi Gordon. A walk every day and two sessions a week with me before the op: chair work, bands and the bike, nothing daft.", "gordon-intro-coach"),
        L("07-25 21:00", "c", "driving the games shuttle fae the athletes village to hampden this fortnight, 12 hour shifts 😴 20 st 11", "gordon-games"),
        L("08-05 12:00", "c", "liver diet started, milk and soup for 2 weeks before the op, cannae stop thinking about chips", "gordon-liverdiet"),
        L("08-19 19:00", "c", "isla its shona, gordon's wife. sleeve done this morning, surgeon happy. he's to walk the ward every hour, nothing over 5kg for 6 weeks and no swimming till the wounds heal x", "gordon-shona"),
        L("08-19 19:20", "t", "Thanks Shona. Walks only for the first two weeks, then we start back gently. Give him my best.", "gordon-shona-coach"),
        L("09-02 17:00", "c", "back at the gym wi you thursday? 18 st 13 now, the sleeve's tiny, full after a yoghurt", "gordon-back"),
        L("09-18 08:00", "c", "voted first thing then walked to the harbour and back 🗳️", "gordon-referendum"),
        L("10-10 16:00", "c", "gp's stopped the metformin!! sugars normal without it", "gordon-metformin"),
        L("10-10 16:20", "t", "Brilliant, Gordon. Keep the protein first at every meal and the daily walk.", "gordon-metformin-coach"),
        L("11-20 19:00", "c", "shona again: sleep clinic says he can try without the cpap, they'll check him in january. snoring's still bad mind x", "gordon-shona2"),
        L("12-09 18:00", "c", "hba1c 44 at the diabetic clinic, might be off the register next year", "gordon-hba1c"),
        L("12-26 14:00", "c", "boxing day, 3 mouthfuls of turkey and i was stuffed. 17 st 2", "gordon-boxing"),
        L("12-26 14:20", "t", "17 st 2 from 21 st 4, Gordon. Next stop the Loch Leven trail in the spring.", "gordon-boxing-coach"),
    ],
    "kerry": [
        L("07-07 20:00", "c", "Hi Isla, Kerry Lumsden, 34, team leader at a call centre. had a gastric bypass march last year, lost 7 stone, want to tone up and get fitter now. walking 6000 steps a day", "kerry-intro"),
        L("07-07 20:30", "t", "Hi Kerry. Strength twice a week, and we'll build your steps. A protein shake after sessions.", "kerry-intro-coach"),
        L("07-22 18:00", "c", "gp says my b12's low (150), started injections every 3 months, first one today. explains the tingly fingers", "kerry-b12"),
        L("07-30 22:00", "c", "netball at the secc wi my sister, scotland got hammered 😂", "kerry-games"),
        L("08-27 21:00", "c", "sore under my right ribs after my tea every night, like a stitch that doesnae go away", "kerry-pain"),
        L("09-03 19:00", "c", "isla it's dean, kerry's partner. scan today showed gallstones, they're taking her gallbladder out, keyhole, date in october. she's to eat low fat till then x", "kerry-dean"),
        L("09-03 19:20", "t", "Thanks Dean. Sessions carry on as normal till the op, nothing heavy on her tummy the week before.", "kerry-dean-coach"),
        L("09-19 07:30", "c", "gutted this morning 😢 walked it off, 11,000 steps", "kerry-referendum"),
        L("10-14 20:00", "c", "gallbladder out this morning, keyhole, 4 wee cuts. home tonight", "kerry-op"),
        L("10-15 18:00", "c", "dean again: surgeon says no lifting anything heavier than the shopping for 4 weeks and no driving for a week x", "kerry-dean2"),
        L("10-15 18:20", "t", "Thanks Dean. Walks only for two weeks, then back with me on light weights.", "kerry-dean2-coach"),
        L("10-31 21:00", "c", "took the weans guising, 9,000 steps in a witch hat 🎃", "kerry-halloween"),
        L("11-28 19:00", "c", "black friday, new trainers haha. back lifting, goblet squat 20kg", "kerry-blackfriday"),
        L("12-16 18:00", "c", "b12 back up to 420!! no more pins and needles", "kerry-b12b"),
        L("12-31 19:00", "c", "hogmanay, 10,500 steps today. plastics consult in february for the loose skin", "kerry-hogmanay"),
    ],
    "tam": [
        L("07-03 14:00", "c", "afternoon isla tam bryce 61 retired electrician. had a gastric band since 2011, lost 5 stone then stuck. dodgy right knee, arthritis. 18 st 8, 3500 steps a day", "tam-intro"),
        L("07-03 14:30", "t", "Afternoon Tam. Knee-friendly strength twice a week, the bike, and we get those steps up bit by bit.", "tam-intro-coach"),
        L("07-13 22:30", "c", "world cup final, germany deserved it. 18 st 6", "tam-worldcup"),
        L("08-14 12:00", "c", "vit d 31, gp says low, 1 tablet a day now", "tam-vitd"),
        L("09-10 19:00", "c", "been sick after nearly every meal this week, band feels too tight", "tam-band"),
        L("09-23 18:00", "c", "isla it's ailsa, tam's daughter. they took some fluid out of his band at the clinic today, he can eat soft food again. the nurse said no big meals and chew everything 20 times x", "tam-ailsa"),
        L("09-23 18:20", "t", "Thanks Ailsa. A lighter session Thursday, and water between meals, not with them.", "tam-ailsa-coach"),
        L("09-27 20:00", "c", "ryder cup at gleneagles wi my brother, 19,000 steps round the course, knee's murder", "tam-ryder"),
        L("10-26 17:00", "c", "clocks back, dark by 5, on the bike in the garage", "tam-clocks"),
        L("11-09 13:00", "c", "laid the wreath for the legion at the memorial this morning", "tam-remembrance"),
        L("12-03 19:00", "c", "ailsa again: gp says his knee needs a steroid jab, booked for february. he's on 7000 steps now x", "tam-ailsa2"),
        L("12-03 19:20", "t", "Good. We keep the bike and the sit to stands going till the jab.", "tam-ailsa2-coach"),
        L("12-27 12:00", "c", "christmas was soup and a wee bit of turkey. 17 st 10", "tam-xmas"),
    ],
    "amber": [
        L("07-04 17:00", "c", "hi jo amber okafor, 16, i swim synchro for bedford and want to make the national age group team next year. breath hold 1:10 static", "amber-intro"),
        L("07-04 17:30", "t", "Hi Amber. Dryland twice a week with me: core, flexibility, legs for the eggbeater, and breath work.", "amber-intro-coach"),
        L("07-27 20:00", "c", "watched the synchro at the commonwealths on tv, the solo was amazing 😍", "amber-games"),
        L("08-12 21:00", "c", "left ear really hurts after training, all muffled", "amber-ear"),
        L("08-15 18:00", "c", "jo its chioma, amber's mum. ENT says a perforated left eardrum from an infection. antibiotic drops, no swimming for 6 weeks and keep it dry. she's devastated x", "amber-chioma"),
        L("08-15 18:20", "t", "Thanks Chioma. Land work only for six weeks: flexibility, core and legs, and no breath holds in the pool.", "amber-chioma-coach"),
        L("09-01 16:00", "c", "back to sixth form, doing biology chemistry psych", "amber-school"),
        L("09-26 17:00", "c", "ENT says the eardrum's healed!! can swim again with a plug in", "amber-healed"),
        L("09-26 17:20", "t", "Brilliant. Half sessions in the water next week, then full.", "amber-healed-coach"),
        L("10-20 18:00", "c", "vit d was 28 in the summer, now 64 on the tablets", "amber-vitd"),
        L("11-05 21:00", "c", "bonfire night, fireworks by the embankment 🎆 breath hold 1:32", "amber-bonfire"),
        L("12-13 19:00", "c", "chioma again: she got picked for the regional squad at the trials today!! x", "amber-chioma2"),
        L("12-20 12:00", "c", "breath hold 1:38 before the xmas break 🎄 nationals in april", "amber-breath"),
    ],
    "priya": [
        L("07-05 10:00", "c", "hi jo, priya chauhan, 22, just graduated sport science, captain of the senior team. want more height on my lifts and to sort my right shoulder, it clicks", "priya-intro"),
        L("07-05 10:30", "t", "Hi Priya. Shoulder stability, jumps and core twice a week. We'll keep an eye on the click.", "priya-intro-coach"),
        L("07-06 20:00", "c", "watched the tour finish in harrogate at my nan's yesterday, cav crashed right in front of us 😬", "priya-tour"),
        L("08-20 21:00", "c", "did the ice bucket challenge at the pool lol 🧊 tired all the time, gp's doing bloods", "priya-icebucket"),
        L("08-27 18:00", "c", "ferritin 12, gp says iron tablets, ferrous sulphate 200mg twice a day", "priya-iron"),
        L("09-16 22:00", "c", "jo its josh, priya's boyfriend. she got kicked in the head doing a lift tonight, A&E says concussion, no CT needed. no training for at least 2 weeks then back bit by bit. banging headache x", "priya-josh"),
        L("09-16 22:20", "t", "Thanks Josh. Rest, no screens late, and no training with me till the headache's gone. Then we follow the return-to-sport steps.", "priya-josh-coach"),
        L("10-01 17:00", "c", "headaches gone, gp says start the return to play steps", "priya-back"),
        L("10-01 17:20", "t", "Great. Step one this week: walking and the bike, nothing upside down, no lifts.", "priya-back-coach"),
        L("10-26 19:00", "c", "clocks back and first full team session since the kick, no headache 🙌", "priya-clocks"),
        L("11-24 18:00", "c", "ferritin 35 now! much less knackered", "priya-ferritin"),
        L("12-08 20:00", "c", "josh again: she's been offered the assistant coach job at the club from january x", "priya-josh2"),
        L("12-22 12:00", "c", "box jump 60cm to 70cm this term, shoulder's stopped clicking", "priya-box"),
    ],
    "mags": [
        L("07-08 16:00", "c", "Hi Jo, Mags Pelling, 45, deputy head. I swim masters synchro for the fun of it. Asthmatic, brown inhaler morning and night, blue when I need it. rhr 68", "mags-intro"),
        L("07-08 16:30", "t", "Hi Mags. Strength and flexibility on land, and we build your breath slowly. Blue inhaler poolside, always.", "mags-intro-coach"),
        L("07-08 22:30", "c", "brazil 1 germany 7. i can't even", "mags-brazil"),
        L("08-25 15:00", "c", "bank holiday, swam 2km at the lido, bliss", "mags-bankhol"),
        L("09-03 20:00", "c", "back at school, new year 7s 😩 peak flow 390", "mags-peak"),
        L("10-29 19:00", "c", "chest infection, wheezy, gp gave me steroids for 5 days (pred)", "mags-chest"),
        L("11-03 19:00", "c", "jo it's clive, mags' husband. she's been switched to a purple inhaler, fostair, 2 puffs twice a day. asthma nurse says no hard swimming till the cough's gone. she's marking in bed x", "mags-clive"),
        L("11-03 19:20", "t", "Thanks Clive. Land work only and gentle, and she stops if she's wheezy.", "mags-clive-coach"),
        L("11-11 12:00", "c", "two minutes silence with the whole school at 11. cough gone", "mags-armistice"),
        L("11-30 18:00", "c", "peak flow 450 on the new inhaler! never been that high", "mags-peak2"),
        L("11-30 18:20", "t", "450 from 390, Mags! Full sessions in the pool from Monday.", "mags-peak2-coach"),
        L("12-19 20:00", "c", "clive again: she's signed up for the masters nationals in may, god help us x", "mags-clive2"),
    ],
    "leanne": [
        L("07-06 19:00", "c", "hiya jade leanne storr 29 care worker. want to do my first pole comp in november!! can do 3 pull ups, no inverts yet", "leanne-intro"),
        L("07-06 19:30", "t", "Hiya Leanne. Two classes a week plus strength: pull-ups, core and grip. We'll aim for an invert by September.", "leanne-intro-coach"),
        L("07-23 09:00", "c", "on nights all week, missed class, soz", "leanne-nights"),
        L("08-25 20:00", "c", "bank holiday and i got my first invert!!! 🙃", "leanne-invert"),
        L("09-15 21:00", "c", "inside of my right elbow's killing after spins, cant even lift the kettle", "leanne-elbow"),
        L("09-22 19:00", "c", "jade its gemma, leanne's girlfriend. physio says golfer's elbow in her right arm, no injection, a strap on it and ease off spinning on that side for 3 weeks. she's proper mardy about it x", "leanne-gemma"),
        L("09-22 19:20", "t", "Thanks Gemma. Spins on the left only for three weeks, and grip work with the putty.", "leanne-gemma-coach"),
        L("10-20 20:00", "c", "elbow better, back to both sides. pull ups 6", "leanne-pullups"),
        L("11-22 18:00", "c", "COMP DONE!! 3rd in the beginners at the north east pole champs in newcastle 🥉", "leanne-comp"),
        L("11-22 18:20", "t", "Third at your first comp, Leanne! So proud of you.", "leanne-comp-coach"),
        L("12-12 20:00", "c", "gemma again: she's entered the intermediates at the yorkshire one in march, we're doomed x", "leanne-gemma2"),
        L("12-23 19:00", "c", "last class before christmas, 7 pull ups!", "leanne-pullups2"),
    ],
    "dawn": [
        L("07-09 15:00", "c", "Hi Jade Dawn Harland 51 I run the chippy on the front. Never done owt like pole but my daughter dared me. 13 stone, want to be 12", "dawn-intro"),
        L("07-09 15:30", "t", "Hi Dawn. Beginners' class on Mondays and a one-to-one on Wednesdays. No dares needed, just turn up.", "dawn-intro-coach"),
        L("08-04 22:00", "c", "right hand keeps going numb at night, pins and needles in my thumb and first 2 fingers", "dawn-hand"),
        L("08-30 21:00", "c", "busiest summer in the shop ever, 12 st 10", "dawn-summer"),
        L("10-03 18:00", "c", "jade it's ryan, dawn's son. nerve test today, carpal tunnel in her right wrist, moderate. splint at night and an op to release it in january. mum says she's still coming to class x", "dawn-ryan"),
        L("10-03 18:20", "t", "Thanks Ryan. Nothing gripping hard with the right for now: floor work, legs and left-hand spins.", "dawn-ryan-coach"),
        L("10-31 20:00", "c", "halloween class in a witch costume 🧙‍♀️ did a fireman spin one handed", "dawn-halloween"),
        L("11-28 21:00", "c", "black friday, bought my own pole for the spare room!! 12 st 6", "dawn-blackfriday"),
        L("12-10 17:00", "c", "op date through: 19 january, right hand. no pole for 6 weeks after 😩", "dawn-opdate"),
        L("12-10 17:20", "t", "We'll do legs and core from the chair for those six weeks, Dawn.", "dawn-opdate-coach"),
        L("12-24 16:00", "c", "ryan again: she's shut the chippy for christmas and is doing her stretches in front of the telly, 12 st 4 she says x", "dawn-ryan2"),
    ],
    "sophie": [
        L("07-10 16:00", "c", "hiya jade! sophie ruddock, 19, art student at scarborough. been doin pole 6 months off youtube lol, want proper lessons. vegan btw 🌱", "sophie-intro"),
        L("07-10 16:30", "t", "Hi Sophie. Intermediate class on Tuesdays, and we'll undo the YouTube habits one by one.", "sophie-intro-coach"),
        L("07-13 22:00", "c", "watched the final at the pub, gotze!!! 🇩🇪", "sophie-worldcup"),
        L("09-09 20:00", "c", "aerial hoop taster at yours was ace, can i do both?", "sophie-hoop"),
        L("10-30 21:00", "c", "came off the pole doing a shoulder mount, landed on my left side, ribs really sore", "sophie-fall"),
        L("10-31 19:00", "c", "jade its steve, sophie's dad. x-ray at the hospital: a crack in her 8th rib on the left. no pole or inverts for 6 weeks, painkillers and deep breaths. no trick or treating for her this year x", "sophie-steve"),
        L("10-31 19:20", "t", "Thanks Steve. Tell her to rest. Walking and legs only, and I'll save her spot.", "sophie-steve-coach"),
        L("11-05 20:00", "c", "bonfire night from the abbey steps, ribs still hurt when i laugh", "sophie-bonfire"),
        L("11-20 19:00", "c", "dad's growing a movember tash, it's grim 🥸", "sophie-movember"),
        L("12-12 18:00", "c", "6 weeks done!! back on the pole, no inverts till the new year tho", "sophie-back"),
        L("12-12 18:20", "t", "Welcome back. Spins and climbs only this month, inverts in January.", "sophie-back-coach"),
        L("12-31 17:00", "c", "steve again: she's doing a pole show at the spa in scarborough in march, her first x", "sophie-steve2"),
    ],
    "ewan": [
        L("07-11 19:00", "c", "now then colin, ewan tyson, 38, plumber, on the keswick team 2 year now. want to be fitter on the long carries. bleep test 10.2", "ewan-intro"),
        L("07-11 19:30", "t", "Evening Ewan. Twice a week: legs and carries with a pack, and hill intervals on Sundays.", "ewan-intro-coach"),
        L("07-27 10:00", "c", "call out on helvellyn last night, stretcher carry down swirral edge, 3 hours 😵", "ewan-callout"),
        L("08-25 21:00", "c", "bank holiday, 4 call outs in a day, walkers in flip flops everywhere", "ewan-bankhol"),
        L("09-08 07:00", "c", "back of my right heel's sore first thing in the morning, better once i'm moving", "ewan-heel"),
        L("09-24 19:00", "c", "colin it's fran, ewan's wife. ultrasound on his right achilles today: tendinopathy, no tear. physio says heel drops twice a day and no running downhill for 6 weeks. he's still going out on call outs x", "ewan-fran"),
        L("09-24 19:20", "t", "Thanks Fran. No hill reps for six weeks: the bike and heel drops with me instead.", "ewan-fran-coach"),
        L("10-26 22:00", "c", "clocks back, first call out in the dark, head torch died 🙄", "ewan-clocks"),
        L("11-15 17:00", "c", "heel's good, did the hill reps again. bleep test 11.2", "ewan-bleep"),
        L("12-06 21:00", "c", "fran again: storm on the fells, he was out 14 hours looking for a lost lad. found him fine. he's asleep on the sofa x", "ewan-fran2"),
        L("12-28 11:00", "c", "christmas dinner at me mam's, rhr 54 this morning. winter skills course in glen coe in february marra", "ewan-rhr"),
        L("12-28 11:20", "t", "Good. We build the pack weight in January for Glen Coe.", "ewan-rhr-coach"),
    ],
    "beth": [
        L("07-14 18:00", "c", "hi colin beth nicholson 27 ranger with the national trust at derwentwater. trainee on the team, want to pass the fitness assessment. 5k 27:40", "beth-intro"),
        L("07-14 18:30", "t", "Hi Beth. Two sessions a week: legs, pack carries and a 5k every Saturday. The assessment's in March, plenty of time.", "beth-intro-coach"),
        L("07-24 19:00", "c", "watched the commonwealths triathlon, alistair brownlee won 🥇", "beth-games"),
        L("08-22 20:00", "c", "so tired all the time, cold in august?? and i've put on half a stone", "beth-tired"),
        L("09-05 18:00", "c", "bloods back: underactive thyroid, tsh 9.8. gp started me on levothyroxine 50mcg", "beth-thyroid"),
        L("09-05 18:20", "t", "Thanks Beth. Sessions steady, nothing to exhaustion, till the tablets kick in.", "beth-thyroid-coach"),
        L("10-31 19:00", "c", "colin it's hazel, beth's mum. gp says her thyroid's still a bit low (tsh 5.6) and upped her tablets to 75. she's still dragging herself up catbells every weekend x", "beth-hazel"),
        L("10-31 19:20", "t", "Thanks Hazel. We keep her at the same weights till the new dose settles.", "beth-hazel-coach"),
        L("11-09 17:00", "c", "remembrance sunday, on duty at the lakeside all day, 16,000 steps", "beth-remembrance"),
        L("12-12 18:00", "c", "tsh 2.4!! feel like me again. 5k 26:55", "beth-tsh"),
        L("12-12 18:20", "t", "Brilliant, Beth. That's the tablets and you not giving up.", "beth-tsh-coach"),
        L("12-20 19:00", "c", "hazel again: she's been told she can sit the team assessment in march x", "beth-hazel2"),
    ],
    "alan": [
        L("07-15 14:00", "c", "Afternoon Colin. Alan Grieve, 63, retired police sergeant, I run the base radio for the team. Heart's been racing and fluttering, doctor says atrial fibrillation. On bisoprolol 2.5 and apixaban 5mg twice a day. 15 st 6.", "alan-intro"),
        L("07-15 14:30", "t", "Afternoon Alan. Walking and light strength to start, at a pace you can talk at, and we build as the cardiologist allows.", "alan-intro-coach"),
        L("08-03 22:30", "c", "watched the closing ceremony of the commonwealths, kylie 🙈 15 st 2", "alan-games"),
        L("09-28 19:00", "c", "europe won the ryder cup! walked 5 miles round the lake to celebrate", "alan-ryder"),
        L("10-20 12:00", "c", "cardiologist's booked me a cardioversion for 11 november, a shock to put it back in rhythm", "alan-booked"),
        L("11-11 18:00", "c", "Colin it's Kirsty, Alan's daughter. The cardioversion worked, he's back in normal rhythm! He stays on the apixaban for at least 4 weeks and no driving for 2 days. He wants to know when he can come back x", "alan-kirsty"),
        L("11-11 18:20", "t", "Wonderful, Kirsty. Back with me next week: walking and the bike, nothing heavy for two weeks.", "alan-kirsty-coach"),
        L("11-20 12:00", "c", "growing a movember tash for the team, look like a walrus. 14 st 12", "alan-movember"),
        L("12-25 16:00", "c", "christmas day walk up latrigg with the grandkids. heart rate 60 at rest", "alan-xmas"),
        L("12-29 18:00", "c", "kirsty again: the cardiologist says the rhythm's holding, and he's signed up to walk the coast to coast in june with his brother x", "alan-kirsty2"),
        L("12-29 18:20", "t", "Brilliant. 192 miles, Alan. We start the long walks in March.", "alan-kirsty2-coach"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-isla-newyou", "trainer": "isla", "members": ["gordon", "kerry", "tam"],
        "lines": [
            L("07-08 09:00", "t", "New You crew 💪 Session times, walks and wins here.", "g-newyou-start"),
            L("08-20 10:00", "gordon", "sleeve done, walking the ward 😅", "g-gordon-sleeve"),
            L("09-24 12:00", "tam", "band loosened, soup and mince for a week", "g-tam-band"),
            L("10-16 09:00", "kerry", "gallbladder's out, back in 2 weeks", "g-kerry-op"),
            L("12-27 12:00", "gordon", "17 st 2 🎉", "g-gordon-weight"),
        ],
    },
    {
        "id": "chat-jo-synchro", "trainer": "jo", "members": ["amber", "priya", "mags"],
        "lines": [
            L("07-07 09:00", "t", "Synchro dryland 🩱 Times, poolside news and results here.", "g-synchro-start"),
            L("08-16 10:00", "amber", "perforated eardrum 😭 out of the water 6 weeks", "g-amber-ear"),
            L("09-17 09:00", "priya", "concussion, out for a couple of weeks, sorry team", "g-priya-concussion"),
            L("12-01 19:00", "mags", "peak flow 450!!", "g-mags-peak"),
            L("12-13 20:00", "amber", "regional squad!!!", "g-amber-squad"),
        ],
    },
    {
        "id": "chat-jade-pole", "trainer": "jade", "members": ["leanne", "dawn", "sophie"],
        "lines": [
            L("07-11 09:00", "t", "Pole fam 💃 Class times, pole swaps and comps here.", "g-pole-start"),
            L("09-23 10:00", "leanne", "golfer's elbow 🙄 left side spins only for 3 weeks", "g-leanne-elbow"),
            L("10-04 09:00", "dawn", "carpal tunnel, op in january", "g-dawn-hand"),
            L("11-01 12:00", "sophie", "cracked a rib 🤕 off for 6 weeks", "g-sophie-rib"),
            L("11-22 19:00", "leanne", "3rd at the north east champs!!", "g-leanne-comp"),
        ],
    },
    {
        "id": "chat-colin-team", "trainer": "colin", "members": ["ewan", "beth", "alan"],
        "lines": [
            L("07-16 08:00", "t", "Team fitness ⛰️ Sessions, hill days and call-out news here.", "g-team-start"),
            L("09-06 09:00", "beth", "underactive thyroid, that's why i've been rubbish", "g-beth-thyroid"),
            L("09-25 09:00", "ewan", "achilles tendinopathy, no downhill running for 6 weeks", "g-ewan-achilles"),
            L("11-12 10:00", "alan", "back in rhythm ❤️ see you next week", "g-alan-rhythm"),
            L("12-12 20:00", "beth", "tsh 2.4 👍", "g-beth-tsh"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("isla", "gordon", "2014-07-04", "Gordon (52): bus driver. Sleeve gastrectomy booked August. Type 2 diabetes, metformin 500 mg twice a day, HbA1c 58 mmol/mol (July). CPAP for sleep apnoea. Weight 21 st 4 (135.2 kg). Sit to stand 30 s: 8. Walks 15 minutes."),
    ("isla", "gordon", "2014-12-29", "Gordon: sleeve 19 August, no complications. Metformin stopped 10 October. HbA1c 44 (December). Weight 17 st 2 (108.9 kg). Sit to stand 30 s: 14. Walks 45 minutes. Sleep clinic January. Loch Leven trail in the spring."),
    ("isla", "kerry", "2014-07-09", "Kerry (34): gastric bypass March 2013, lost 7 stone. Team leader, call centre. Goblet squat 10 kg. Press-ups on the knees 8. 6,000 steps."),
    ("isla", "kerry", "2014-12-30", "Kerry: B12 150 to 420 on injections. Gallstones, laparoscopic cholecystectomy 14 October, back lifting from November. Goblet squat 20 kg. Press-ups on the knees 15. 10,500 steps. Skin consultation February."),
    ("isla", "tam", "2014-07-07", "Tam (61): gastric band 2011, lost 5 stone, stuck. Right knee osteoarthritis. Weight 18 st 8 (118.0 kg). Sit to stand 30 s: 9. 3,500 steps."),
    ("isla", "tam", "2014-12-29", "Tam: band too tight in September, fluid removed 23 September. Vitamin D tablets. Weight 17 st 10 (112.5 kg). Sit to stand 30 s: 12. 7,000 steps. Knee steroid injection booked February."),
    ("jo", "amber", "2014-07-07", "Amber (16): synchro, Bedford. Static breath hold 1:10. Splits 5 cm off the floor (left). Vertical jump 38 cm."),
    ("jo", "amber", "2014-12-22", "Amber: perforated left eardrum 15 August, 6 weeks out of the water, healed 26 September. Vitamin D 28 to 64. Breath hold 1:38. Full splits both sides. Vertical jump 44 cm. Regional squad 13 December. Nationals in April."),
    ("jo", "priya", "2014-07-08", "Priya (22): senior team captain. Right shoulder clicks on overhead work, no pain. Box jump 60 cm. Pull-ups 4. Vegetarian."),
    ("jo", "priya", "2014-12-22", "Priya: ferritin 12 to 35 on ferrous sulphate. Concussion 16 September, graded return from 1 October, full training 26 October. Box jump 70 cm. Pull-ups 7. Shoulder not clicking. Assistant coach from January."),
    ("jo", "mags", "2014-07-10", "Mags (45): masters synchro. Asthma, brown inhaler twice a day, blue as needed. Peak flow 390 L/min. Resting HR 68. Plank 50 s."),
    ("jo", "mags", "2014-12-19", "Mags: chest infection late October, prednisolone 5 days. Fostair from 3 November. Peak flow 450. Resting HR 62. Plank 1:30. Masters nationals in May."),
    ("jade", "leanne", "2014-07-08", "Leanne (29): care worker, nights. Pull-ups 3. No invert. Dead hang 25 s. First competition November."),
    ("jade", "leanne", "2014-12-23", "Leanne: first invert 25 August. Right golfer's elbow 22 September, strap, no injection, left spins only 3 weeks. Third in beginners, North East Pole Championships 22 November. Pull-ups 7. Dead hang 55 s."),
    ("jade", "dawn", "2014-07-14", "Dawn (51): chip shop owner. Beginner. Weight 13 st (82.6 kg). Dead hang 10 s. Grip right 24 kg, left 22 kg."),
    ("jade", "dawn", "2014-12-22", "Dawn: right carpal tunnel syndrome, moderate, nerve conduction study 3 October. Night splint. Release 19 January 2015. Weight 12 st 4 (78.0 kg). Grip right 19 kg, left 24 kg. Fireman spin both sides."),
    ("jade", "sophie", "2014-07-15", "Sophie (19): self-taught, bad habits (shoulders shrugged). Vegan. Pull-ups 5. Climbs 2."),
    ("jade", "sophie", "2014-12-16", "Sophie: fall 30 October, cracked left 8th rib (x-ray 31 October), 6 weeks off, back 12 December. No inverts till January. Pull-ups 6. Aerial hoop from September. Pole show in March."),
    ("colin", "ewan", "2014-07-14", "Ewan (38): team member two years. Plumber. Bleep test 10.2. Step-ups 15 kg pack 10 minutes. Resting HR 58."),
    ("colin", "ewan", "2014-12-29", "Ewan: right Achilles tendinopathy, ultrasound 24 September, no tear. Heel drops. Hill reps again from November. Bleep test 11.2. Step-ups 20 kg pack 15 minutes. Resting HR 54. Glen Coe winter skills in February."),
    ("colin", "beth", "2014-07-17", "Beth (27): trainee, ranger. 5 km 27:40. Step-ups 10 kg pack 8 minutes. Weight 9 st 9."),
    ("colin", "beth", "2014-12-22", "Beth: underactive thyroid September, levothyroxine 50 then 75 mcg (31 October). TSH 9.8, 5.6, 2.4. 5 km 26:55. Step-ups 15 kg pack 12 minutes. Team assessment March."),
    ("colin", "alan", "2014-07-17", "Alan (63): atrial fibrillation, bisoprolol 2.5 mg, apixaban 5 mg twice a day. Base radio operator. Weight 15 st 6 (98.0 kg). Resting HR 74. Walks 2 miles."),
    ("colin", "alan", "2014-12-30", "Alan: cardioversion 11 November, sinus rhythm since. Apixaban at least 4 weeks after. Weight 14 st 9 (92.9 kg). Resting HR 60. Walks 6 miles. Coast to coast in June."),
]

TRANSCRIPTS = [
    {
        "id": "tr-isla-gordon-20140904", "trainer": "isla", "client": "gordon", "startedAt": "2014-09-04T18:00:00Z",
        "title": "Call with Gordon and Shona: two weeks after the sleeve",
        "lines": [
            ("Coach", 0, "How are you getting on with the sleeve, Gordon?"),
            ("Gordon", 4, "Hungry in my head, full in my belly. It's weird."),
            ("Shona", 9, "The dietitian said protein first, stop at the first feeling of full, and no drinking for half an hour either side of a meal. He's been drinking his tea with his dinner."),
            ("Coach", 14, "Right. Walking every day, and with me the bike and light bands. Nothing over 5 kg till October."),
            ("Gordon", 20, "When can I get back in the pool?"),
            ("Coach", 24, "When the surgeon says the wounds are healed. Ask at your check in October."),
        ],
    },
    {
        "id": "tr-jo-priya-20140918", "trainer": "jo", "client": "priya", "startedAt": "2014-09-18T19:00:00Z",
        "title": "Call with Priya and Josh: after the kick",
        "lines": [
            ("Coach", 0, "How's your head, Priya?"),
            ("Priya", 4, "Still achy. The lights in the supermarket were awful."),
            ("Josh", 9, "The A&E leaflet said no alcohol, no driving for 48 hours and come back if she's sick. She's been sick once but she says it was the curry."),
            ("Coach", 14, "If she's sick again, back to A&E. No training, no screens late, and we'll start the steps when she's had a day with no headache."),
            ("Priya", 20, "Will I be back for the gala?"),
            ("Coach", 24, "Not the October one. Let's aim for Christmas."),
        ],
    },
    {
        "id": "tr-jade-dawn-20141007", "trainer": "jade", "client": "dawn", "startedAt": "2014-10-07T18:00:00Z",
        "title": "Call with Dawn and Ryan: the carpal tunnel",
        "lines": [
            ("Coach", 0, "How's the hand, Dawn?"),
            ("Dawn", 4, "Numb when I wake up. I drop the batter jug."),
            ("Ryan", 9, "The consultant said the splint every night, keep the wrist straight, and shake it out when it tingles. She's been frying with it on."),
            ("Coach", 14, "Left-hand spins, floor work and legs with me, and no hanging off the right till after the op."),
            ("Dawn", 20, "Will I lose everything by the summer?"),
            ("Coach", 24, "No. Six weeks off after the op and you'll be back by Easter."),
        ],
    },
    {
        "id": "tr-colin-alan-20141113", "trainer": "colin", "client": "alan", "startedAt": "2014-11-13T17:00:00Z",
        "title": "Call with Alan and Kirsty: after the cardioversion",
        "lines": [
            ("Coach", 0, "How's the heart, Alan?"),
            ("Alan", 4, "Steady as a rock. Sore chest where the pads went."),
            ("Kirsty", 9, "The nurse said it can slip back into AF, so he's to check his pulse every morning and ring if it's racing again. And no missing the apixaban."),
            ("Coach", 14, "Pulse every morning, then. Walking and the bike with me, a pace you can chat at, weights from December."),
            ("Alan", 20, "Can I do the coast to coast?"),
            ("Coach", 24, "If the rhythm holds over Christmas, we'll plan it."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("gordon", "2014-07-31", 5.5, 6, 80, "Games shifts."),
    ("gordon", "2014-10-24", 7.0, 3, 95, "Off tablets."),
    ("kerry", "2014-08-08", 7.0, 5, 85, "Busy at work."),
    ("kerry", "2014-10-24", 6.0, 6, 60, "After the op."),
    ("tam", "2014-07-25", 6.5, 4, 80, "Knee."),
    ("tam", "2014-09-19", 6.0, 7, 55, "Band."),
    ("amber", "2014-08-22", 8.5, 8, 70, "Out of the pool."),
    ("amber", "2014-11-14", 8.0, 4, 95, "School."),
    ("priya", "2014-07-25", 7.5, 3, 95, "Summer."),
    ("priya", "2014-09-26", 9.0, 6, 40, "Head."),
    ("mags", "2014-07-18", 7.0, 4, 90, "Holidays."),
    ("mags", "2014-10-31", 5.0, 8, 50, "Chest."),
    ("leanne", "2014-08-15", 5.0, 6, 70, "Nights."),
    ("leanne", "2014-11-14", 6.5, 8, 95, "Comp nerves."),
    ("dawn", "2014-08-22", 5.5, 7, 75, "Busy shop."),
    ("dawn", "2014-11-07", 6.0, 5, 85, "Splint."),
    ("sophie", "2014-07-25", 8.0, 3, 90, "Summer."),
    ("sophie", "2014-11-14", 7.0, 6, 50, "Ribs."),
    ("ewan", "2014-08-08", 6.0, 5, 85, "Call outs."),
    ("ewan", "2014-10-10", 6.5, 5, 80, "Heel."),
    ("beth", "2014-08-29", 9.5, 6, 70, "Tired."),
    ("beth", "2014-11-21", 8.0, 4, 90, "New dose."),
    ("alan", "2014-08-01", 6.5, 5, 85, "Walking."),
    ("alan", "2014-10-31", 6.0, 6, 80, "Waiting."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("gordon", "weight", "kg", "2014-07-07", "2014-12-29", 7, 135.2, 108.9, 0.5),
    ("tam", "weight", "kg", "2014-07-07", "2014-12-29", 7, 118.0, 112.5, 0.4),
    ("dawn", "weight", "kg", "2014-07-07", "2014-12-22", 7, 82.6, 78.0, 0.3),
    ("alan", "weight", "kg", "2014-07-14", "2014-12-29", 7, 98.0, 92.9, 0.4),
    ("mags", "resting_heart_rate", "bpm", "2014-07-07", "2014-12-29", 7, 68.0, 62.0, 1.0),
    ("ewan", "resting_heart_rate", "bpm", "2014-07-07", "2014-12-29", 7, 58.0, 54.0, 1.0),
    ("alan", "resting_heart_rate", "bpm", "2014-07-14", "2014-12-29", 7, 74.0, 60.0, 1.5),
    ("kerry", "steps", "steps", "2014-07-07", "2014-12-29", 7, 6000, 10500, 500),
    ("tam", "steps", "steps", "2014-07-07", "2014-12-29", 7, 3500, 7000, 400),
    ("beth", "steps", "steps", "2014-07-14", "2014-12-29", 7, 9000, 14000, 800),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("gordon", "goal-isla-gordon-weight", "weight", 110.0, "kg", "2015-03-31", "achieved"),
    ("alan", "goal-colin-alan-weight", "weight", 93.5, "kg", "2015-06-30", "achieved"),
    ("tam", "goal-isla-tam-steps", "steps", 7000, "steps", "2014-12-31", "achieved"),
    ("kerry", "goal-isla-kerry-steps", "steps", 10000, "steps", "2014-12-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("gordon", "2014-07-08", "HbA1c", 58, "mmol/mol", 20, 42),
    ("gordon", "2014-12-08", "HbA1c", 44, "mmol/mol", 20, 42),
    ("kerry", "2014-07-21", "Vitamin B12", 150, "ng/L", 190, 900),
    ("kerry", "2014-12-15", "Vitamin B12", 420, "ng/L", 190, 900),
    ("tam", "2014-08-13", "Vitamin D", 31, "nmol/L", 50, 175),
    ("amber", "2014-07-21", "Vitamin D", 28, "nmol/L", 50, 175),
    ("amber", "2014-10-17", "Vitamin D", 64, "nmol/L", 50, 175),
    ("priya", "2014-08-26", "Ferritin", 12, "ug/L", 15, 150),
    ("priya", "2014-11-21", "Ferritin", 35, "ug/L", 15, 150),
    ("beth", "2014-09-04", "TSH", 9.8, "mU/L", 0.4, 4.0),
    ("beth", "2014-10-30", "TSH", 5.6, "mU/L", 0.4, 4.0),
    ("beth", "2014-12-11", "TSH", 2.4, "mU/L", 0.4, 4.0),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "aye", "yep", "done ✅", "booked", "paid 👍",
    "running late sorry", "can we make it later?", "what time friday?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door again?", "omw", "traffic's mental", "thank you x",
    "ta love", "nowt to report", "🙌", "😂", "bank transfer ok?", "nae bother",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "what a day", "grand",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20150105, health_seed=20150105, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
