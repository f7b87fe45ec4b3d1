#!/usr/bin/env python3
"""Build the thirty-fourth blind data set for the answer benchmark (bench/answers_data/blind34.json).

    functions/venv/bin/python -m bench.answers_data.build_blind34

Four trainers of kinds the other rosters do not have: a kabaddi coach in Smethwick (a raider of 23
whose left knee "gave way" with a pop at a tournament on 19 August, called a sprain at A&E, then a
ruptured ACL and a torn meniscus on an MRI on 14 September (no twisting, raiding or jumping; an ACL
reconstruction with a hamstring graft booked for 14 February 2013), whose brother Manpreet texts; a
bus driver of 35 with type 2 diabetes (HbA1c 64 then 52 mmol/mol, metformin from 6 August) who
dislocates his right little finger catching a raider on 23 September (strapped to the next finger
three weeks, no catching) and weighs himself in stone, whose wife Rupinder texts; a pharmacy student
of 19 with a ferritin of 9 then 35 ug/L (iron tablets) and a concussion on 9 September (no screens,
no driving, no contact two weeks), resting heart rate, whose mum Parminder texts), a lindy hop teacher
in Margate (a retired postman of 71 whose heart races after the Olympic opening ceremony, then atrial
fibrillation (warfarin and bisoprolol, an INR of 1.6 then 2.6; no air steps), steps, whose daughter
Janet texts; a primary teacher of 27 whose left shin "aches" and is called shin splints, then a
stress fracture of the left tibia on an MRI on 3 October (a boot four weeks, no dancing eight
weeks), resting heart rate, Herräng in July 2013, whose boyfriend Tunde texts; a hairdresser of 48
with hot flushes (HRT patches from October), a frozen left shoulder (a hydrodilatation injection at
the QEQM on 14 November), systolic blood pressure from 148 to 134 (a goal met), weight in stone,
whose husband Clive texts), a morris dancing squire in Witney (a retired farmer of 62 with a right
knee "like gravel" then osteoarthritis (a steroid injection on 20 August, no capers) and a basal cell
carcinoma cut from his nose at the Churchill on 12 November, steps, a knee surgeon in March 2013, whose
son Gareth texts; a sixth former of 16 who breaks her nose in a stick dance at the Charlbury fair on
1 September (no stick dances four weeks) and is wheezy in the long hanky dances, then exercise-induced
asthma (a blue inhaler before dancing; peak flow 380 then 450 L/min), whose mum Karen texts; an IT
contractor of 44 with a vitamin B12 of 140 then 310 ng/L (injections) who "pings" his left hamstring
at the Witney Feast on 10 September (grade 1, no capers or running three weeks), weight in kg, whose
partner Mark texts), and a racquetball coach in Hartlepool (a pipe mill worker of 52 whose back
"locks" on court, then sciatica down the left leg from an L5/S1 disc on an MRI on 6 November (no
racquetball four weeks), weight in stone and kg, whose wife Tracey texts; a care worker of 31 with an
underactive thyroid (TSH 8.9 then 2.1 mU/L, levothyroxine from 8 August) hit in the left eye by the
ball on 20 October (a hyphaema at the Sunderland Eye Infirmary, no racquetball two weeks, goggles
from then on), steps, whose sister Donna texts; a retired geography teacher of 67 with a right elbow
"like toothache" then tennis elbow (a brace, no playing three weeks) and a PSA of 4.6 then 3.9 ng/mL,
New Zealand in February 2013, whose wife Pat texts). 12 clients, 1 July to 31 December 2012 (asked on
Monday 7 January 2013): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight of four clients, resting heart rate of two, steps
of three, systolic blood pressure of one, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-02 by helper h-blind34 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the thirty-third blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The period, July to December 2012, is one no other roster covers (a scan of every data set's earliest
and latest message: blind33 covers January to June 2013, blind32 July to December 2013, every other
roster starts in 2014 or later), so the questions asked in January say "over the summer", "during the
olympics", "back in july", "since the clocks went back", "in q3", "in q4", "the second half of the
year", "between bonfire night and christmas" and "before the paralympics". Inside it (every weekday
checked with Python's `datetime`): the Wimbledon men's final (Sunday 8 July, Federer beat Murray),
Wiggins winning the Tour de France (Sunday 22 July), the Olympic opening ceremony (Friday 27 July),
Super Saturday (4 August: Ennis, Rutherford, Farah), Farah's 5,000 m (Saturday 11 August), the closing
ceremony (Sunday 12 August), GCSE results day (Thursday 23 August), the Notting Hill Carnival and the
August bank holiday (Sunday 26 and Monday 27 August), the Paralympic opening ceremony (Wednesday 29
August) and closing ceremony (Sunday 9 September), the Witney Feast (Monday 10 September), Murray's US
Open final (Monday 10 September, won after midnight UK time), the Great North Run (Sunday 16
September), the Ryder Cup at Medinah (Europe behind on Saturday 29 September, winning on Sunday 30
September), the clocks going back (Sunday 28 October), Halloween (Wednesday 31 October), Bonfire
Night (Monday 5 November), Remembrance Sunday (11 November), Diwali (Tuesday 13 November), Children in
Need (Friday 16 November), Sports Personality of the Year (Sunday 16 December, Wiggins), Christmas Eve
(Monday), Christmas Day (Tuesday 25 December) and Boxing Day (Wednesday 26 December), with the wet
summer. The story messages are written the way people text: lowercase, typos, run-ons, emoji,
shorthand and slang (kabaddi "raider", "stopper", "the cant", "the ankle hold", "the touch"; lindy hop
"swing out", "shim sham", "air steps", "jack and jill", "the social", "follows" and "leads"; morris
"the side", "capers", "stick dance", "hanky dance", "the squire", "the fool", "the melodeon"; racquetball
"the ladder", "the ceiling ball", "the z-serve", "the back wall"), Black Country Punjabi-English,
Thanet, Oxfordshire and Hartlepool English ("paaji", "ji", "bab", "ow bist", "ta-ra a bit", "innit",
"me duck", "gert", "proper", "alreet", "howay", "bairns", "canny", "us" for me, "wor"), mixed units
(kg, stone, lb, miles, km, minutes, mmol/mol, ug/L, ng/L, ng/mL, mU/L, INR, L/min, steps, bpm,
mmHg), negations ("no raiding", "no catching", "no contact", "no screens", "no air steps", "no
dancing", "no capers", "no stick dances", "no running", "no racquetball", "no playing"), revisions
later (a knee that "gave way" and a sprain, then an ACL; a heart "going like the clappers", then AF;
"shin splints", then a stress fracture; an ache at night, then a frozen shoulder; "gravel in the
knee", then arthritis; "a scab that won't heal", then a basal cell carcinoma; "can't get my breath",
then asthma; a hamstring that "pinged", then a grade 1 strain; a back that "locked", then a disc; a
ball in the eye, then a hyphaema; an elbow "like toothache", then tennis elbow), plans lying after the
period (an ACL operation in February, a wedding in Jalandhar in March, England women's squad training
in March, a golden wedding in April, Herräng in July, a cruise in May, a knee surgeon in March, a gold
Duke of Edinburgh at Easter, the Oxford Half in October, the club ladder in February, the county
tournament in March, New Zealand in February), facts only in the coach's reply, only in a note, only
in a transcript or only in a lab panel, a relative or partner writing for every client (a brother, a
wife three times, a mum twice, a daughter, a boyfriend, a husband, a son, a partner, a sister; Mark,
Pat and Donna are also words or sound like one), nicknames (Jitty, Sukh, Ami, Perce, Kem, G, Wal,
El, Robbo, Gaz, Lea, Col) and knee, finger, head, heart, shin, shoulder, nose, hamstring, back, eye
and elbow with sides. The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind34_tags.json` maps
the story tags to message ids for the question list (bench/answers_data/blind34_questions.py).

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
OUT, TAGS_OUT = HERE / "blind34.json", HERE / "blind34_tags.json"
YEAR = 2012
START, END = datetime(2012, 7, 1, 7, 0), datetime(2012, 12, 31, 21, 0)
ASKED_AT = "2013-01-07T08:00:00Z"

TRAINERS = [
    {"id": "coach-kulwant", "displayName": "Kulwant Sangha", "email": "kulwant.sangha@example.com", "short": "kulwant"},
    {"id": "coach-marnie", "displayName": "Marnie Sayers", "email": "marnie.sayers@example.com", "short": "marnie"},
    {"id": "coach-barnaby", "displayName": "Barnaby Tuck", "email": "barnaby.tuck@example.com", "short": "barnaby"},
    {"id": "coach-lynne", "displayName": "Lynne Dowson", "email": "lynne.dowson@example.com", "short": "lynne"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("kulwant", "harjit-gill", "Harjit Gill", "harjit"),
    ("kulwant", "sukhi-johal", "Sukhi Johal", "sukhi"),
    ("kulwant", "amrit-bassi", "Amrit Bassi", "amrit"),
    ("marnie", "percy-lamb", "Percy Lamb", "percy"),
    ("marnie", "kemi-adeyemi", "Kemi Adeyemi", "kemi"),
    ("marnie", "gail-pettit", "Gail Pettit", "gail"),
    ("barnaby", "wally-hitchman", "Wally Hitchman", "wally"),
    ("barnaby", "ellie-brampton", "Ellie Brampton", "ellie"),
    ("barnaby", "rob-castle", "Rob Castle", "rob"),
    ("lynne", "gary-pounder", "Gary Pounder", "gary"),
    ("lynne", "leanne-kell", "Leanne Kell", "leanne"),
    ("lynne", "colin-hutchinson", "Colin Hutchinson", "colin"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("harjit", "amrit", "kemi", "ellie", "gary", "colin")

PROFILES = [
    {"clientId": "harjit-gill", "age": 23, "goal": "Fit for the England kabaddi trials in 2013",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["left ACL rupture and medial meniscus tear (tournament 19 August 2012, MRI 14 September 2012): no twisting, raiding or jumping",
                  "left ACL reconstruction (hamstring graft) booked 14 February 2013"],
     "notes": "Kabaddi, Smethwick. Raider. Forklift driver in Oldbury. Known as Jitty. Brother Manpreet."},
    {"clientId": "sukhi-johal", "age": 35, "goal": "HbA1c under 53 and under 15 and a half stone",
     "dietaryRestrictions": ["type 2 diabetes: fewer chapatis, no sugary chai"],
     "injuries": ["type 2 diabetes (HbA1c 64 mmol/mol, July 2012), metformin 500 mg twice a day from 6 August 2012",
                  "right little finger dislocation (23 September 2012): strapped 3 weeks, no catching"],
     "notes": "Kabaddi, Smethwick. Stopper. Bus driver. Known as Sukh. Wife Rupinder."},
    {"clientId": "amrit-bassi", "age": 19, "goal": "A place in the England women's kabaddi squad",
     "dietaryRestrictions": ["vegetarian", "iron tablets"],
     "injuries": ["iron deficiency (ferritin 9 ug/L, August 2012), ferrous sulphate three times a day",
                  "concussion (tournament final 9 September 2012): no screens, no driving, no contact 2 weeks, then a graded return"],
     "notes": "Kabaddi, Smethwick (women's team). Raider. Pharmacy student at Aston. Known as Ami. Mum Parminder."},
    {"clientId": "percy-lamb", "age": 71, "goal": "Dance the shim sham with June at their golden wedding in April 2013",
     "dietaryRestrictions": ["warfarin: the same amount of greens every week, no cranberry juice"],
     "injuries": ["atrial fibrillation (GP 1 August 2012), warfarin and bisoprolol: no air steps, stop if dizzy or breathless"],
     "notes": "Lindy hop, Margate. Retired postman, lives in Cliftonville. Known as Perce. Daughter Janet."},
    {"clientId": "kemi-adeyemi", "age": 27, "goal": "Compete in a jack and jill and go to Herräng in July 2013",
     "dietaryRestrictions": [],
     "injuries": ["left tibial stress fracture (MRI 3 October 2012): boot 4 weeks, no dancing 8 weeks"],
     "notes": "Lindy hop, Margate. Year 4 teacher in Ramsgate. Known as Kem. Boyfriend Tunde."},
    {"clientId": "gail-pettit", "age": 48, "goal": "Blood pressure under 140 and a stone off",
     "dietaryRestrictions": ["less salt (blood pressure)"],
     "injuries": ["menopause hot flushes, HRT patches from October 2012",
                  "left frozen shoulder (GP 9 October 2012), hydrodilatation injection at the QEQM 14 November 2012: no dancing 1 week"],
     "notes": "Lindy hop, Margate. Hairdresser in Westgate-on-Sea. Known as G. Husband Clive."},
    {"clientId": "wally-hitchman", "age": 62, "goal": "Dance the Whitsun with the side at Bampton in 2013",
     "dietaryRestrictions": [],
     "injuries": ["right knee osteoarthritis, steroid injection 20 August 2012: no capers or leaps",
                  "basal cell carcinoma on the nose, removed at the Churchill 12 November 2012"],
     "notes": "Morris dancing, Witney. Retired farmer. With the side since 1975. Known as Wal. Son Gareth."},
    {"clientId": "ellie-brampton", "age": 16, "goal": "Dance the solo jig at the day of dance",
     "dietaryRestrictions": [],
     "injuries": ["broken nose (stick dance, Charlbury fair, 1 September 2012): no stick dances 4 weeks",
                  "exercise-induced asthma (GP 18 September 2012): salbutamol inhaler 15 minutes before dancing"],
     "notes": "Morris dancing, Witney. Lower sixth. Known as El. Mum Karen."},
    {"clientId": "rob-castle", "age": 44, "goal": "Less tired, under 85 kg and the Oxford Half in October 2013",
     "dietaryRestrictions": [],
     "injuries": ["low vitamin B12 (140 ng/L, August 2012), hydroxocobalamin injections every 3 months",
                  "left hamstring strain, grade 1 (Witney Feast, 10 September 2012): no capers or running 3 weeks"],
     "notes": "Morris dancing, Witney. IT contractor in Chipping Norton. Known as Robbo. Partner Mark."},
    {"clientId": "gary-pounder", "age": 52, "goal": "Under 100 kg and a go on the club ladder",
     "dietaryRestrictions": [],
     "injuries": ["L5/S1 disc bulge with left sciatica (MRI 6 November 2012): no racquetball 4 weeks, walking daily"],
     "notes": "Racquetball, Hartlepool. Works at the pipe mill. Known as Gaz. Wife Tracey."},
    {"clientId": "leanne-kell", "age": 31, "goal": "More energy and the county ladies' tournament in March 2013",
     "dietaryRestrictions": [],
     "injuries": ["underactive thyroid (TSH 8.9 mU/L, July 2012), levothyroxine 50 mcg from 8 August 2012",
                  "left eye hyphaema (ball, 20 October 2012, Sunderland Eye Infirmary): no racquetball 2 weeks, goggles always"],
     "notes": "Racquetball, Hartlepool. Care worker. Known as Lea. Sister Donna."},
    {"clientId": "colin-hutchinson", "age": 67, "goal": "Play twice a week without the elbow",
     "dietaryRestrictions": [],
     "injuries": ["right tennis elbow (GP September 2012): brace, physio, no playing 3 weeks",
                  "raised PSA (4.6 ng/mL August 2012, 3.9 December 2012), GP watching"],
     "notes": "Racquetball, Hartlepool. Retired geography teacher. Known as Col. Wife Pat."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "harjit": [
        L("07-03 19:00", "c", "sat sri akal paaji, harjit gill, 23, raider for smethwick. want to be fit for the england trials next year. 84 kg, drive a forklift in oldbury so i'm on my backside all day", "harjit-intro"),
        L("07-03 19:30", "t", "Sat sri akal Harjit! Tuesday and Thursday nights at the club, and sprints on the park Sunday mornings. We'll get that raid quicker.", "harjit-intro-coach"),
        L("07-27 23:00", "c", "opening ceremony was mad paaji, the nhs beds bit 😂 bond and the queen", "harjit-olympics"),
        L("08-19 18:00", "c", "left knee gave way in the tackle at the derby tournament, heard a pop. swollen like a football 😫", "harjit-knee"),
        L("08-20 12:00", "c", "paaji its manpreet, harjit's brother. a&e at city hospital said its a sprain, crutches and rest. but he cant straighten it properly x", "harjit-manpreet"),
        L("08-20 12:20", "t", "Thanks Manpreet. Ice, leg up, no kabaddi, and get a physio to look at it. A pop isn't something I'd call a sprain without a scan.", "harjit-manpreet-coach"),
        L("09-14 17:00", "c", "mri at sandwell, acl's fully snapped and a tear in the cartilage, the meniscus. gutted bro", "harjit-mri"),
        L("09-14 17:20", "t", "Sorry Harjit. Prehab then: quads, straight leg raises and the bike. No twisting, no raiding, no jumping till after the op.", "harjit-mri-coach"),
        L("10-28 10:00", "c", "clocks went back, extra hour in bed. knee stiff in the mornings. 88 kg 😬", "harjit-clocks"),
        L("11-13 21:00", "c", "diwali, did langar seva standing all day at the gurdwara, knee held up 🪔", "harjit-diwali"),
        L("12-04 18:00", "c", "op date came through, acl reconstruction on 14th feb at the royal orthopaedic. hamstring graft they said", "harjit-opdate"),
        L("12-26 13:00", "c", "paaji manpreet again: boxing day and he's on the bike again, physio says his quad's come back. 86 kg x", "harjit-manpreet2"),
        L("12-26 13:20", "t", "Good work, both of you. Strong into the op, quicker out of it.", "harjit-manpreet2-coach"),
    ],
    "sukhi": [
        L("07-05 21:00", "c", "alright kulwant, sukhi johal, 35, drive the 87 bus. doc says i'm diabetic, the sugar test came back 64. 16 st 4. was a stopper back in the day innit", "sukhi-intro"),
        L("07-05 21:30", "t", "Alright Sukhi! Thursday nights with the old boys and a walk every day after your shift. We'll sort the sugar together.", "sukhi-intro-coach"),
        L("08-04 22:00", "c", "super saturday!! ennis, rutherford and mo in an hour, screamed the house down 🇬🇧", "sukhi-super"),
        L("08-06 18:00", "c", "gp's started me on metformin 500 twice a day with food", "sukhi-metformin"),
        L("08-06 18:20", "t", "Good. Take it with your meal, not before class on an empty stomach, and bring a banana in your bag.", "sukhi-metformin-coach"),
        L("09-23 17:00", "c", "caught the raider and my right little finger went sideways, popped it back myself 🙈", "sukhi-finger"),
        L("09-24 11:00", "c", "kulwant ji it's rupinder, sukhi's wife. a&e x-rayed it, dislocated not broken, strapped to the next finger for 3 weeks and no catching. he's pretending it's fine x", "sukhi-rupinder"),
        L("09-24 11:20", "t", "Thanks Rupinder. Legs and the bike then, and no holds or catches till the strapping's off.", "sukhi-rupinder-coach"),
        L("10-16 20:00", "c", "strapping off, finger's a bit bent still lol", "sukhi-strapping"),
        L("11-05 21:00", "c", "bonfire night, walked to the fireworks at the park and back. 15 st 8", "sukhi-bonfire"),
        L("12-11 18:00", "c", "hba1c 52 now!! was 64 in the summer. doc says keep going", "sukhi-hba1c"),
        L("12-11 18:20", "t", "Brilliant Sukhi! Under 53, so that's your target done. Keep the walks and the metformin.", "sukhi-hba1c-coach"),
        L("12-27 12:00", "c", "rupinder again: he's 15 st 2 after christmas somehow. we're going to my cousin's wedding in jalandhar in march x", "sukhi-rupinder2"),
    ],
    "amrit": [
        L("07-09 18:00", "c", "hiya kulwant, amrit bassi, 19, raider in the women's team. doing pharmacy at aston. want to get in the england squad. working at boots for the summer", "amrit-intro"),
        L("07-09 18:30", "t", "Hiya Amrit! Women's training Wednesdays and Sundays, plus sprints. Resting heart rate in the app every morning please.", "amrit-intro-coach"),
        L("07-30 20:00", "c", "so tired all the time, out of breath on the stairs at work. rhr 68", "amrit-tired"),
        L("08-10 17:00", "c", "ferritin 9!! gp says iron deficiency, ferrous sulphate 3 times a day, makes me feel sick", "amrit-ferritin"),
        L("08-10 17:20", "t", "That explains the stairs. Take them with orange juice, not with chai, and we'll ease the sprints till you feel it working.", "amrit-ferritin-coach"),
        L("08-29 23:00", "c", "paralympics opening was so good, cried at the bit with the lights", "amrit-paralympics"),
        L("09-09 19:00", "c", "clashed heads with a stopper in the final, seeing stars and felt sick after 😵", "amrit-head"),
        L("09-10 10:00", "c", "kulwant it's parminder, amrit's mum. the gp says concussion. no screens, no driving, no contact for 2 weeks, then back slowly if no headaches. she wants to go to uni on monday x", "amrit-parminder"),
        L("09-10 10:20", "t", "Thanks Parminder. Brain first. Walking only this week, then the bike, then drills, and no tackles till she's been clear for two weeks.", "amrit-parminder-coach"),
        L("09-28 18:00", "c", "no headaches for a week, back at drills, no contact", "amrit-drills"),
        L("10-22 20:00", "c", "full contact again 💪 rhr 62", "amrit-contact"),
        L("11-30 17:00", "c", "ferritin 35 now 🙌 not tired", "amrit-ferritin2"),
        L("12-25 19:00", "c", "parminder again: christmas day and she did the washing up for once! she's been picked for england women's squad training in march x", "amrit-parminder2"),
        L("12-25 19:20", "t", "England! Tell her I'm proud, Parminder. And the iron stays.", "amrit-parminder2-coach"),
    ],
    "percy": [
        L("07-02 11:00", "c", "hello marnie, percy lamb, 71, retired postman, up in cliftonville. saw the lindy hoppers on the front and fancied it. 3500 steps a day my grandson's gadget says", "percy-intro"),
        L("07-02 11:30", "t", "Hello Percy! Beginners on Tuesday afternoons at the Winter Gardens. Bring flat shoes with smooth soles.", "percy-intro-coach"),
        L("07-28 10:00", "c", "watched the opening ceremony at the pub, heart going like the clappers all night after. too much excitement at my age", "percy-heart"),
        L("08-01 16:00", "c", "hello marnie, janet here, percy's daughter. dad went to the gp with his heart racing, the ecg says atrial fibrillation. he's on warfarin and bisoprolol now, blood tests every week for his inr. he says can he still dance? x", "percy-janet"),
        L("08-01 16:20", "t", "Thanks Janet. Yes, gently: no air steps, no fast swing-outs, he stops if he's dizzy or breathless, and he tells me about any bruises.", "percy-janet-coach"),
        L("08-16 12:00", "c", "inr 1.6, the nurse says not thin enough yet, more warfarin", "percy-inr"),
        L("09-09 21:00", "c", "watched the paralympics every day, that weir lad, four golds!", "percy-paralympics"),
        L("10-12 15:00", "c", "bruise on my arm like a map of kent, that's the warfarin", "percy-bruise"),
        L("11-20 13:00", "c", "inr 2.6 now, in the range at last", "percy-inr2"),
        L("11-20 13:20", "t", "Great Percy! Between 2 and 3 is where they want you. Keep telling me about the bruises.", "percy-inr2-coach"),
        L("12-08 14:00", "c", "6000 steps along the prom, blowing a gale", "percy-prom"),
        L("12-24 18:00", "c", "janet again: dad did the shim sham at the family party tonight! and he wants lessons for him and mum for their golden wedding in april x", "percy-janet2"),
        L("12-24 18:20", "t", "Lovely! Percy and June, private lessons from February. Happy Christmas, Janet.", "percy-janet2-coach"),
    ],
    "kemi": [
        L("07-04 20:00", "c", "hi marnie! kemi, 27, teach year 4 in ramsgate. been dancing lindy 3 years, want to enter the jack and jill at the swing festival in october. rhr 58", "kemi-intro"),
        L("07-04 20:30", "t", "Hi Kemi! Intermediates on Thursdays and the Friday social. We'll drill your swing outs for the jack and jill.", "kemi-intro-coach"),
        L("07-22 19:00", "c", "wiggins won the tour!! tunde's growing sideburns now 🙄", "kemi-wiggins"),
        L("08-04 22:30", "c", "super saturday, danced round the living room when mo won", "kemi-super"),
        L("09-03 18:00", "c", "back to school, left shin aching after the weekender in brighton", "kemi-shin"),
        L("09-20 19:00", "c", "shin worse, hurts walking to the car. gp says shin splints, rest", "kemi-splints"),
        L("10-03 20:00", "c", "hi marnie it's tunde, kemi's boyfriend. she had an mri today: it's a stress fracture in her left tibia, not shin splints. a boot for 4 weeks and no dancing for 8. she's gutted about the jack and jill x", "kemi-tunde"),
        L("10-03 20:20", "t", "Thanks Tunde. Tell her the jack and jill comes round again. Upper body, core and the pool if the consultant says so, nothing on the leg.", "kemi-tunde-coach"),
        L("10-31 21:00", "c", "halloween, went to school as a zombie in a boot, the kids loved it 🧟", "kemi-halloween"),
        L("11-29 19:00", "c", "8 weeks!! cleared to dance, slow tempos only", "kemi-cleared"),
        L("11-29 19:20", "t", "Welcome back Kem! Slow songs and no kicks for two weeks, then we build the tempo up.", "kemi-cleared-coach"),
        L("12-16 22:00", "c", "sports personality, wiggins won obviously. rhr 55", "kemi-spoty"),
        L("12-30 12:00", "c", "tunde again: she did the whole christmas social without a twinge, and she's booked herräng for two weeks in july x", "kemi-tunde2"),
    ],
    "gail": [
        L("07-06 19:00", "c", "hiya marnie, gail pettit, 48, hairdresser in westgate. nurse says my blood pressure's 148 and the hot flushes are killing me. 12 st 6. clive's got two left feet but he's coming", "gail-intro"),
        L("07-06 19:30", "t", "Hiya Gail! Beginners on Thursdays, and bring Clive, he'll be fine. Water bottle and a fan for the flushes.", "gail-intro-coach"),
        L("08-12 23:00", "c", "closing ceremony, spice girls on taxis 😂 danced in the kitchen", "gail-closing"),
        L("08-27 16:00", "c", "bank holiday, salon shut, carnival on the telly and a bbq in the rain", "gail-bankhol"),
        L("09-15 20:00", "c", "left shoulder aching at night, can't reach up to do my ladies' hair", "gail-ache"),
        L("10-09 18:00", "c", "gp says frozen shoulder, the left. physio and painkillers. and she's started me on hrt patches for the flushes", "gail-frozen"),
        L("10-09 18:20", "t", "Thanks Gail. Left arm below shoulder height: no underarm turns on that side for now, and Clive leads them gently.", "gail-frozen-coach"),
        L("11-14 19:00", "c", "hi marnie it's clive, gail's husband. she had the injection in her shoulder at the qeqm today, the hydro one where they stretch it with water. no dancing for a week, then the physio's exercises every day x", "gail-clive"),
        L("11-14 19:20", "t", "Thanks Clive. A week off, then the exercises, and she'll be back for the Christmas social.", "gail-clive-coach"),
        L("11-30 20:00", "c", "shoulder's moving again, can do the swing out. bp 136", "gail-moving"),
        L("12-18 17:00", "c", "bp 134 at the nurse, under 140 at last! 11 st 12 🙌", "gail-bp"),
        L("12-18 17:20", "t", "Under 140, Gail! That's the goal done, and half a stone off.", "gail-bp-coach"),
        L("12-27 12:00", "c", "clive again: she danced with me at the family do on boxing day, first time in 20 years. we've booked a cruise for may x", "gail-clive2"),
    ],
    "wally": [
        L("07-07 18:00", "c", "evening barnaby, wally hitchman, 62. been dancing with the side since 75, knee's gone creaky. want to dance the whitsun at bampton next year. 5000 steps round the yard", "wally-intro"),
        L("07-07 18:30", "t", "Evening Wally! Wednesday practice at the church hall as ever, and I'll give you some knee strength to do at home.", "wally-intro-coach"),
        L("08-05 22:00", "c", "watched bolt in the pub after practice, 9.63 👀", "wally-bolt"),
        L("08-14 20:00", "c", "right knee's locking, like there's gravel in it", "wally-gravel"),
        L("08-20 15:00", "c", "hello barnaby, gareth, wally's son. the gp injected his right knee today, a steroid, says it's arthritis, wear and tear. no dancing for a week then the slow dances only, no capers. he's grumbling x", "wally-gareth"),
        L("08-20 15:20", "t", "Thanks Gareth. The slow processionals and the hanky dances only, no capers or leaps, and he can call the dances from the side.", "wally-gareth-coach"),
        L("09-29 23:00", "c", "ryder cup, europe getting hammered, switched it off", "wally-ryder"),
        L("10-01 09:00", "c", "europe won!!! the miracle at medinah and i was in bed", "wally-ryder2"),
        L("10-24 19:00", "c", "scab on my nose won't heal, gareth says get it looked at", "wally-scab"),
        L("11-11 14:00", "c", "remembrance sunday, laid the wreath for the side at the memorial", "wally-remembrance"),
        L("11-12 17:00", "c", "gareth again: he had the thing on his nose cut out at the churchill today, a basal cell carcinoma, not the bad sort they said. stitches out in a week x", "wally-gareth2"),
        L("11-12 17:20", "t", "Thanks Gareth. Glad it's the good sort. Practice when the stitches are out, hat on outdoors.", "wally-gareth2-coach"),
        L("12-26 18:00", "c", "boxing day tour, 5 pubs, knee held, 9000 steps 🍺", "wally-boxing"),
        L("12-30 11:00", "c", "gareth again: he's seeing the knee surgeon in march about a new knee. stubborn old goat x", "wally-gareth3"),
    ],
    "ellie": [
        L("07-08 21:00", "c", "hi barnaby, ellie, 16, joined the side in may. want to dance the solo jig at the day of dance. wimbledon final, murray cried and so did i 😭", "ellie-intro"),
        L("07-08 21:30", "t", "Hi Ellie! Wednesday practice and the jig on Saturdays with me. Murray will have his day.", "ellie-intro-coach"),
        L("07-21 19:00", "c", "cant get my breath in the long hanky dances, wheezy after", "ellie-breath"),
        L("08-23 12:00", "c", "GCSE results!! 9 a*s 🎉", "ellie-gcse"),
        L("09-01 18:00", "c", "hi barnaby it's karen, ellie's mum. the stick caught her on the nose at the charlbury fair, a&e at the jr says it's broken but straight. no stick dances for 4 weeks. she's more bothered about the school photos x", "ellie-karen"),
        L("09-01 18:20", "t", "Thanks Karen. Hanky dances only for four weeks, and she stands out of the stick line till the JR says otherwise.", "ellie-karen-coach"),
        L("09-18 17:00", "c", "gp says exercise induced asthma, blue inhaler 15 mins before dancing", "ellie-asthma"),
        L("09-18 17:20", "t", "Inhaler in your kit bag every practice, a proper warm up, and stop and puff if it comes on.", "ellie-asthma-coach"),
        L("10-31 20:00", "c", "halloween practice in the church hall, danced as a witch 🧙‍♀️", "ellie-halloween"),
        L("11-16 19:00", "c", "danced outside the co-op for children in need, no wheeze with the inhaler", "ellie-cin"),
        L("12-20 18:00", "c", "peak flow 450 now, was 380 in september", "ellie-peakflow"),
        L("12-26 20:00", "c", "karen again: she did the whole boxing day tour, all 5 pubs (orange juice!). she's doing her gold d of e at easter x", "ellie-karen2"),
        L("12-26 20:20", "t", "Five pubs and the jig at the last one, Karen. She's a dancer.", "ellie-karen2-coach"),
    ],
    "rob": [
        L("07-10 20:00", "c", "barnaby, robbo castle, 44, you know me from the side. desk job in chippy. 88 kg and knackered all the time", "rob-intro"),
        L("07-10 20:30", "t", "Robbo! Practice Wednesdays and a run on Sundays if you're up to it. Get the tiredness checked though.", "rob-intro-coach"),
        L("07-31 19:00", "c", "tired all the time and pins and needles in my feet, gp's doing bloods", "rob-tired"),
        L("08-09 18:00", "c", "b12 is 140, low. injections, 6 in 2 weeks then every 3 months", "rob-b12"),
        L("08-09 18:20", "t", "That explains a lot. Practice as you feel, and we'll start the Sunday runs once the injections kick in.", "rob-b12-coach"),
        L("09-10 17:00", "c", "witney feast, left hamstring pinged on the caper, ouch", "rob-hamstring"),
        L("09-11 12:00", "c", "barnaby it's mark, rob's partner. the physio says a grade 1 hamstring strain in his left leg. no capers and no running for 3 weeks, stretches twice a day. he's hobbling round like an old man x", "rob-mark"),
        L("09-11 12:20", "t", "Thanks Mark. He can play the melodeon for us meanwhile. Three weeks, then capers from low.", "rob-mark-coach"),
        L("10-02 21:00", "c", "hamstring's fine, full practice tonight", "rob-back"),
        L("10-28 18:00", "c", "clocks went back, dark by 5, practice in the hall from now", "rob-clocks"),
        L("11-26 19:00", "c", "b12 310 now, the tiredness has gone", "rob-b12b"),
        L("12-26 19:00", "c", "boxing day tour with wal and el, best one yet. 84.5 kg", "rob-boxing"),
        L("12-29 11:00", "c", "mark again: he's entered the oxford half next october, god help me x", "rob-mark2"),
        L("12-29 11:20", "t", "Ha! Sunday runs it is then, Mark.", "rob-mark2-coach"),
    ],
    "gary": [
        L("07-03 20:00", "c", "alreet lynne, gary pounder, 52, work at the pipe mill. 17 st 2, wor lass says get off the settee. played squash years back", "gary-intro"),
        L("07-03 20:30", "t", "Alreet Gary! Beginners on Monday nights at the leisure centre. Goggles are on me.", "gary-intro-coach"),
        L("07-27 23:30", "c", "opening ceremony, the queen and bond 😂 canny", "gary-olympics"),
        L("08-27 18:00", "c", "bank holiday, took the grandbairns to seaton carew, rained all day", "gary-bankhol"),
        L("09-16 17:00", "c", "great north run, tracey's sister did it in 2:40, proud of her", "gary-gnr"),
        L("10-15 21:00", "c", "back's locked, bent for a low ball and couldn't get up", "gary-back"),
        L("10-22 19:00", "c", "pain's gone down me left leg to the foot now, like toothache", "gary-leg"),
        L("11-06 18:00", "c", "hi lynne it's tracey, gary's wife. the mri says a bulging disc at l5 s1 pressing on the nerve, sciatica. no racquetball for 4 weeks, walking every day and the physio's back exercises. he's like a bear with a sore head x", "gary-tracey"),
        L("11-06 18:20", "t", "Thanks Tracey. Walks every day, no bending and twisting, and he comes back on court doubles first.", "gary-tracey-coach"),
        L("12-08 12:00", "c", "back on court, doubles, gentle. 16 st 5", "gary-court"),
        L("12-25 21:00", "c", "christmas dinner, two plates 😬", "gary-xmas"),
        L("12-31 11:00", "c", "tracey again: he's 16 st 1 this morning and he's put his name down for the club ladder in february x", "gary-tracey2"),
        L("12-31 11:20", "t", "The ladder! Good lad. Happy new year, Tracey.", "gary-tracey2-coach"),
    ],
    "leanne": [
        L("07-05 19:00", "c", "hiya lynne, leanne, 31, care worker. always tired, gp's testing me thyroid. want to get back playing", "leanne-intro"),
        L("07-05 19:30", "t", "Hiya Leanne! Wednesday ladies' night, and we'll go steady till the bloods are back.", "leanne-intro-coach"),
        L("07-19 18:00", "c", "tsh 8.9, underactive thyroid they said", "leanne-tsh"),
        L("08-08 08:00", "c", "started levothyroxine 50 every morning before me brew", "leanne-levo"),
        L("08-08 08:20", "t", "Good. Same time every day, on an empty stomach, and tell me how the energy is in a month.", "leanne-levo-coach"),
        L("08-11 22:00", "c", "mo won the 5000 as well!! 🏃‍♂️", "leanne-mo"),
        L("10-20 15:00", "c", "ball hit us in the left eye, no goggles 😭 can't see out of it", "leanne-eye"),
        L("10-20 20:00", "c", "hi lynne it's donna, leanne's sister. sunderland eye infirmary says there's blood in the front of her eye, a hyphaema. rest with her head up, drops, and no racquetball for 2 weeks. goggles from now on x", "leanne-donna"),
        L("10-20 20:20", "t", "Thanks Donna. Goggles for everybody at the club from now on, not just Leanne.", "leanne-donna-coach"),
        L("11-05 21:00", "c", "bonfire night, first time out since the eye, watched from the car", "leanne-bonfire"),
        L("11-22 18:00", "c", "tsh 2.1!! not tired anymore", "leanne-tsh2"),
        L("12-01 12:00", "c", "back playing with the goggles on, look like a welder 😂", "leanne-back"),
        L("12-20 22:00", "c", "9000 steps on shift today", "leanne-steps"),
        L("12-28 12:00", "c", "donna again: she's entered the county ladies' tournament in march, and she's my bridesmaid in may x", "leanne-donna2"),
    ],
    "colin": [
        L("07-04 10:00", "c", "hello lynne, colin hutchinson, 67, retired geography teacher. pat says i need a hobby. played tennis at college", "colin-intro"),
        L("07-04 10:30", "t", "Hello Colin! Seniors on Tuesday and Friday mornings. Racquetball is tennis that forgives you.", "colin-intro-coach"),
        L("07-22 18:00", "c", "wiggins on the champs elysees, first british winner of the tour!", "colin-wiggins"),
        L("08-21 11:00", "c", "psa 4.6, the gp says keep an eye, recheck in december", "colin-psa"),
        L("09-11 01:30", "c", "murray's done it!!! up till 2am", "colin-murray"),
        L("09-17 12:00", "c", "right elbow's like toothache after the forehand", "colin-elbow"),
        L("09-24 18:00", "c", "hello lynne, pat, colin's wife. the gp says tennis elbow in his right arm, a brace and the physio, and no playing for 3 weeks. he's sulking x", "colin-pat"),
        L("09-24 18:20", "t", "Thanks Pat. The physio's wrist exercises every day, and when he's back, a lighter racquet and a looser grip.", "colin-pat-coach"),
        L("10-15 11:00", "c", "back playing, brace on", "colin-back"),
        L("10-31 21:00", "c", "halloween, 40 children at the door, ran out of sweets", "colin-halloween"),
        L("12-12 12:00", "c", "psa 3.9, the gp's happy", "colin-psa2"),
        L("12-12 12:20", "t", "Good news Colin. Down from 4.6.", "colin-psa2-coach"),
        L("12-29 19:00", "c", "pat again: we're off to new zealand in february to see our son. can you give him exercises for the elbow to take x", "colin-pat2"),
        L("12-29 19:20", "t", "Of course Pat. I'll write him a sheet: the wrist curls, the squeeze and the stretches.", "colin-pat2-coach"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-kulwant-kabaddi", "trainer": "kulwant", "members": ["harjit", "sukhi", "amrit"],
        "lines": [
            L("07-02 09:00", "t", "Smethwick kabaddi 🤼 Training times, tournaments and news here.", "g-kabaddi-start"),
            L("08-21 10:00", "harjit", "knee's swollen, out for a bit 😫", "g-harjit-knee"),
            L("09-15 10:00", "harjit", "acl's gone, op in the new year", "g-harjit-acl"),
            L("09-11 10:00", "amrit", "concussion, no contact for 2 weeks", "g-amrit-concussion"),
            L("09-25 10:00", "sukhi", "dislocated finger, no catching for 3 weeks 🙈", "g-sukhi-finger"),
            L("12-26 10:00", "amrit", "england squad training in march!!", "g-amrit-england"),
        ],
    },
    {
        "id": "chat-marnie-lindy", "trainer": "marnie", "members": ["percy", "kemi", "gail"],
        "lines": [
            L("07-02 09:00", "t", "Margate lindy hop 🎷 Classes, socials and news here.", "g-lindy-start"),
            L("08-02 10:00", "percy", "doctor says my heart's in af, gentle dancing only", "g-percy-af"),
            L("10-04 10:00", "kemi", "stress fracture 😭 no dancing for 8 weeks", "g-kemi-fracture"),
            L("11-15 10:00", "gail", "shoulder injection done, back next week", "g-gail-shoulder"),
            L("12-21 10:00", "kemi", "christmas social friday, who's coming?", "g-kemi-social"),
        ],
    },
    {
        "id": "chat-barnaby-side", "trainer": "barnaby", "members": ["wally", "ellie", "rob"],
        "lines": [
            L("07-02 09:00", "t", "Witney morris 🔔 Practice, dance outs and the Boxing Day tour here.", "g-side-start"),
            L("08-21 10:00", "wally", "knee injection, no capers for me", "g-wally-knee"),
            L("09-02 10:00", "ellie", "broke my nose on a stick 🙃", "g-ellie-nose"),
            L("09-12 10:00", "rob", "hamstring strain, 3 weeks on the melodeon", "g-rob-hamstring"),
            L("11-17 10:00", "ellie", "£412 for children in need outside the co-op!!", "g-ellie-cin"),
            L("12-27 10:00", "wally", "best boxing day tour in years, thank you all", "g-wally-tour"),
        ],
    },
    {
        "id": "chat-lynne-racquetball", "trainer": "lynne", "members": ["gary", "leanne", "colin"],
        "lines": [
            L("07-02 09:00", "t", "Hartlepool racquetball 🎾 Courts, the ladder and news here.", "g-racquetball-start"),
            L("09-25 10:00", "colin", "tennis elbow, out for 3 weeks", "g-colin-elbow"),
            L("10-21 10:00", "leanne", "ball in the eye, wear your goggles people!!", "g-leanne-eye"),
            L("11-07 10:00", "gary", "disc in me back, out for a month", "g-gary-disc"),
            L("12-31 12:00", "gary", "signed up for the ladder, watch out", "g-gary-ladder"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("kulwant", "harjit", "2012-07-05", "Harjit (23): raider. Weight 84 kg. 30 m sprint 4.6 s. Single leg hop 1.6 m each side. Wants the England trials 2013."),
    ("kulwant", "harjit", "2012-12-20", "Harjit: left ACL rupture and medial meniscus tear (19 August, MRI 14 September). Reconstruction 14 February, hamstring graft. Weight 86 kg. Quad strength left 80% of right. Bike 30 min daily. No twisting or raiding."),
    ("kulwant", "sukhi", "2012-07-06", "Sukhi (35): stopper, bus driver. Weight 103.4 kg (16 st 4). Waist 110 cm. HbA1c 64. Plank 25 s."),
    ("kulwant", "sukhi", "2012-12-18", "Sukhi: metformin from 6 August, HbA1c 52 (December). Right little finger dislocated 23 September, strapped 3 weeks. Weight 97.5 kg (15 st 5). Waist 103 cm. Plank 70 s."),
    ("kulwant", "amrit", "2012-07-11", "Amrit (19): raider, women's team. Resting HR 68. 30 m sprint 5.3 s. Tires in the second half."),
    ("kulwant", "amrit", "2012-12-19", "Amrit: ferritin 9 to 35 on iron. Concussion 9 September, full contact from 22 October. Resting HR 60. 30 m sprint 5.0 s. England women's squad training March."),
    ("marnie", "percy", "2012-07-03", "Percy (71): retired postman. 3,500 steps. Sit to stand 30 s: 9. Balance on one leg 6 s. Good rhythm."),
    ("marnie", "percy", "2012-12-18", "Percy: AF (1 August), warfarin and bisoprolol. INR 1.6 to 2.6. No air steps. 5,800 steps. Sit to stand 30 s: 13. Balance 12 s. Golden wedding April: shim sham with June."),
    ("marnie", "kemi", "2012-07-05", "Kemi (27): intermediate follow. Resting HR 58. Swing outs clean at 180 bpm. Calf raises 25 each side."),
    ("marnie", "kemi", "2012-12-20", "Kemi: left tibial stress fracture (MRI 3 October), boot 4 weeks, cleared 29 November. Resting HR 55. Calf raises 18 left, 25 right. Herräng July."),
    ("marnie", "gail", "2012-07-12", "Gail (48): hairdresser. BP 148/92. Weight 12 st 6 (79.4 kg). Beginner. Flushes in class."),
    ("marnie", "gail", "2012-12-19", "Gail: left frozen shoulder (October), hydrodilatation 14 November. HRT from October. BP 134/84. Weight 11 st 12 (75.3 kg). Left arm raise to 150 degrees."),
    ("barnaby", "wally", "2012-07-11", "Wally (62): retired farmer, dancing since 1975. 5,000 steps. Right knee creaky. Sit to stand 30 s: 12."),
    ("barnaby", "wally", "2012-12-19", "Wally: right knee osteoarthritis, steroid injection 20 August, no capers. BCC on the nose removed 12 November (Churchill). 7,500 steps. Sit to stand 30 s: 14. Knee surgeon March."),
    ("barnaby", "ellie", "2012-07-11", "Ellie (16): newest in the side. Light on her feet. Wheezy in long dances. Solo jig at the day of dance."),
    ("barnaby", "ellie", "2012-12-19", "Ellie: broken nose 1 September (stick dance, Charlbury). Exercise-induced asthma (18 September), salbutamol before dancing. Peak flow 380 to 450 L/min. Solo jig learnt."),
    ("barnaby", "rob", "2012-07-11", "Rob (44): IT contractor. Weight 88.0 kg. Tired all the time. 5k 31:20."),
    ("barnaby", "rob", "2012-12-19", "Rob: B12 140 to 310, injections every 3 months. Left hamstring grade 1, 10 September, back 2 October. Weight 84.6 kg. 5k 27:45. Oxford Half October."),
    ("lynne", "gary", "2012-07-09", "Gary (52): pipe mill. Weight 17 st 2 (108.9 kg). Plank 15 s. Gets blowing after 10 minutes."),
    ("lynne", "gary", "2012-12-17", "Gary: L5/S1 disc, left sciatica (MRI 6 November), back on court 8 December, doubles only. Weight 16 st 3 (102.9 kg). Plank 45 s. Club ladder February."),
    ("lynne", "leanne", "2012-07-11", "Leanne (31): care worker. 6,000 steps. Tired, thyroid bloods pending. Good hands."),
    ("lynne", "leanne", "2012-12-19", "Leanne: hypothyroid, TSH 8.9 to 2.1 on levothyroxine 50 mcg. Left eye hyphaema 20 October, goggles always. 9,000 steps on shifts. County tournament March."),
    ("lynne", "colin", "2012-07-10", "Colin (67): retired teacher. Good eye from tennis. Grip right 34 kg. Sit to stand 30 s: 13."),
    ("lynne", "colin", "2012-12-18", "Colin: right tennis elbow (September), brace, back 15 October. Grip right 30 kg. PSA 4.6 to 3.9. New Zealand February."),
]

TRANSCRIPTS = [
    {
        "id": "tr-kulwant-harjit-20120918", "trainer": "kulwant", "client": "harjit", "startedAt": "2012-09-18T19:00:00Z",
        "title": "Call with Harjit and Manpreet: after the MRI",
        "lines": [
            ("Coach", 0, "How's the knee today, Harjit?"),
            ("Harjit", 4, "Wobbly on the stairs. It feels like it slides."),
            ("Manpreet", 9, "The surgeon said nine to twelve months before he's back to contact after the op, and he has to get the swelling down and the full straightening back before they'll operate."),
            ("Coach", 14, "Then that's our job till February: straightening, quads and the bike, nothing that twists."),
            ("Harjit", 20, "So I miss the whole of next season?"),
            ("Coach", 24, "You miss one season to play ten more."),
        ],
    },
    {
        "id": "tr-marnie-kemi-20121008", "trainer": "marnie", "client": "kemi", "startedAt": "2012-10-08T19:00:00Z",
        "title": "Call with Kemi and Tunde: after the stress fracture",
        "lines": [
            ("Coach", 0, "How are you getting on in the boot, Kemi?"),
            ("Kemi", 4, "It's heavy and the kids keep drawing on it."),
            ("Tunde", 9, "The consultant said cycling and swimming are fine from now as long as nothing hurts, and her vitamin D was low, so she's on tablets."),
            ("Coach", 14, "Then the pool twice a week and arms in the chair. We'll work your styling sitting down."),
            ("Kemi", 20, "Will I lose all my swing outs?"),
            ("Coach", 24, "They live in your head. They'll come back quicker than the bone."),
        ],
    },
    {
        "id": "tr-barnaby-wally-20121114", "trainer": "barnaby", "client": "wally", "startedAt": "2012-11-14T18:00:00Z",
        "title": "Call with Wally and Gareth: after the nose",
        "lines": [
            ("Coach", 0, "How's the nose, Wally?"),
            ("Wally", 4, "Sore, and I look like I've been in a fight."),
            ("Gareth", 9, "The doctor said keep it dry for a week, factor fifty and a hat outdoors from now on, and they'll check his skin every six months."),
            ("Coach", 14, "Then a hat with the bells on it for dance outs. Practice when the stitches are out."),
            ("Wally", 20, "Will I be right for the Boxing Day tour?"),
            ("Coach", 24, "You'll be leading it."),
        ],
    },
    {
        "id": "tr-lynne-leanne-20121024", "trainer": "lynne", "client": "leanne", "startedAt": "2012-10-24T18:00:00Z",
        "title": "Call with Leanne and Donna: after the eye",
        "lines": [
            ("Coach", 0, "How's the eye, Leanne?"),
            ("Leanne", 4, "Still blurry. The light hurts."),
            ("Donna", 9, "They checked the pressure in her eye again today and it's normal, but she's not to lift anything heavy or bend down for another week, and no aspirin."),
            ("Coach", 14, "Then walking only, and I've ordered you a pair of goggles that fit properly."),
            ("Leanne", 20, "Will I be scared of the ball?"),
            ("Coach", 24, "A bit, at first. We'll start with slow rallies."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("harjit", "2012-08-24", 6.0, 7, 30, "Knee."),
    ("harjit", "2012-11-16", 7.5, 5, 85, "Prehab."),
    ("sukhi", "2012-08-17", 6.0, 6, 75, "Shifts."),
    ("sukhi", "2012-10-05", 6.5, 5, 60, "Finger."),
    ("amrit", "2012-08-17", 8.0, 5, 60, "Tired."),
    ("amrit", "2012-09-14", 9.0, 7, 20, "Head."),
    ("percy", "2012-08-10", 6.5, 6, 70, "Heart."),
    ("percy", "2012-11-23", 7.0, 3, 90, "Steps."),
    ("kemi", "2012-10-12", 7.0, 8, 40, "Boot."),
    ("kemi", "2012-12-07", 7.5, 4, 90, "Dancing."),
    ("gail", "2012-09-21", 5.0, 7, 60, "Flushes."),
    ("gail", "2012-11-23", 6.5, 5, 75, "Shoulder."),
    ("wally", "2012-08-24", 7.0, 5, 60, "Knee."),
    ("wally", "2012-11-16", 7.5, 4, 70, "Nose."),
    ("ellie", "2012-07-27", 9.0, 4, 80, "Wheezy."),
    ("ellie", "2012-09-07", 8.5, 6, 70, "Nose."),
    ("rob", "2012-08-03", 8.5, 6, 50, "Tired."),
    ("rob", "2012-09-14", 7.0, 5, 60, "Hamstring."),
    ("gary", "2012-08-10", 6.5, 4, 80, "Courts."),
    ("gary", "2012-11-09", 5.0, 8, 30, "Back."),
    ("leanne", "2012-07-27", 9.5, 6, 50, "Tired."),
    ("leanne", "2012-10-26", 8.0, 6, 20, "Eye."),
    ("colin", "2012-08-31", 7.5, 3, 90, "Seniors."),
    ("colin", "2012-09-28", 7.0, 5, 40, "Elbow."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("harjit", "weight", "kg", "2012-07-02", "2012-12-24", 7, 84.0, 86.0, 0.4),
    ("sukhi", "weight", "kg", "2012-07-02", "2012-12-24", 7, 103.4, 96.2, 0.4),
    ("rob", "weight", "kg", "2012-07-09", "2012-12-24", 7, 88.0, 84.5, 0.3),
    ("gary", "weight", "kg", "2012-07-09", "2012-12-24", 7, 108.9, 102.1, 0.4),
    ("amrit", "resting_heart_rate", "bpm", "2012-07-09", "2012-12-24", 7, 68.0, 60.0, 1.0),
    ("kemi", "resting_heart_rate", "bpm", "2012-07-02", "2012-12-24", 7, 58.0, 55.0, 1.0),
    ("gail", "systolic_bp", "mmHg", "2012-07-09", "2012-12-17", 7, 148.0, 134.0, 2.0),
    ("percy", "steps", "steps", "2012-07-02", "2012-12-24", 7, 3500, 6000, 300),
    ("wally", "steps", "steps", "2012-07-09", "2012-12-24", 7, 5000, 7500, 300),
    ("leanne", "steps", "steps", "2012-07-09", "2012-12-24", 7, 6000, 9000, 400),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("sukhi", "goal-kulwant-sukhi-weight", "weight", 98.0, "kg", "2012-12-31", "achieved"),
    ("percy", "goal-marnie-percy-steps", "steps", 5000, "steps", "2012-12-31", "achieved"),
    ("gail", "goal-marnie-gail-bp", "systolic_bp", 140, "mmHg", "2012-12-31", "achieved"),
    ("gary", "goal-lynne-gary-weight", "weight", 100.0, "kg", "2013-03-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("sukhi", "2012-07-03", "HbA1c", 64, "mmol/mol", 20, 42),
    ("sukhi", "2012-12-10", "HbA1c", 52, "mmol/mol", 20, 42),
    ("amrit", "2012-08-08", "Ferritin", 9, "ug/L", 15, 150),
    ("amrit", "2012-11-28", "Ferritin", 35, "ug/L", 15, 150),
    ("percy", "2012-08-15", "INR", 1.6, "ratio", 2.0, 3.0),
    ("percy", "2012-11-19", "INR", 2.6, "ratio", 2.0, 3.0),
    ("rob", "2012-08-07", "Vitamin B12", 140, "ng/L", 180, 900),
    ("rob", "2012-11-23", "Vitamin B12", 310, "ng/L", 180, 900),
    ("leanne", "2012-07-18", "TSH", 8.9, "mU/L", 0.4, 4.0),
    ("leanne", "2012-11-21", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("colin", "2012-08-20", "PSA", 4.6, "ng/mL", 0, 4.5),
    ("colin", "2012-12-11", "PSA", 3.9, "ng/mL", 0, 4.5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "yep", "done ✅", "booked", "paid 👍", "ta-ra a bit", "alreet",
    "running late sorry", "can we make it later?", "what time wednesday?", "see you then", "will do", "innit",
    "wrong chat soz", "lovely", "proper", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which hall again?", "omw", "bus is late", "thank you x", "canny",
    "nothing to report", "🙌", "😂", "bank transfer ok?", "ow bist", "sound", "me duck",
    "still on?", "phone died", "no parking again", "stuck at work", "perfect", "what a day", "howay", "gert lush",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20130107, health_seed=20130107, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
