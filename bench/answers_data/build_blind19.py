#!/usr/bin/env python3
"""Build the nineteenth blind data set for the answer benchmark (bench/answers_data/blind19.json).

    functions/venv/bin/python -m bench.answers_data.build_blind19

Four trainers of kinds the other rosters do not have (a Highland games heavy-events and shinty
conditioning coach in Inverness with a heavy-events thrower of 27, a tree surgeon, whose lower back
goes with a disc bulge at L5/S1 in October and whose fiancée texts, a shinty player of 22 who tears
her right hamstring in November and whose mum texts in Gaelic, and a masters heavy-events thrower of
58, a retired police officer with gout on allopurinol whose wife texts; a women's lacrosse strength
and conditioning coach in Manchester with a midfielder of 24, a trainee solicitor, going for England
who is concussed in January and whose housemate texts, a university goalie of 19 who dislocates her
left shoulder and whose dad texts, and a masters defender of 41, a maths teacher, with a left
Achilles tendinopathy and an underactive thyroid on levothyroxine whose husband texts; a lifeboat
crew and lifeguard fitness coach in Falmouth with a volunteer lifeboat crew member of 31, a marine
electrician, with a right rotator cuff tendinopathy whose partner texts, a crewman of 55 found to
have atrial fibrillation in November whose daughter texts, and a 17-year-old training to be a beach
lifeguard with low iron whose mum texts; a water polo and ultimate frisbee conditioning coach in
Bristol with a water polo centre forward of 26, a chef, who perforates his left eardrum and whose
Italian mum texts, an ultimate handler of 33 with a stress reaction of her left shin whose
boyfriend texts, and a masters water polo goalkeeper of 64 who has his left hip replaced in January
and whose Polish son texts), 12 clients, 5 August 2019 to 23 March 2020 (asked on 24 March 2020):
one-to-one chats, four group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight of three clients, resting heart rate of three, steps of two,
goals, lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-11-30 by helper
h-blind19 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py, functions/*, any
list of benchmark failures or any result file: a held-out check of whether the fixes made on the
other sets generalise.

The period, August 2019 to the evening the first lockdown was announced (23 March 2020), is one no
other roster covers (blind18 starts in June 2021), and it crosses a new year: a chat line's
"MM-DD HH:MM" is of 2019 from August to December and of 2020 from January to March (`when`). The
late-summer Highland games (Cowal, Pitlochry, Nairn), the August bank holiday, the Rugby World Cup
in Japan (England lose the final to South Africa on 2 November), October half term, the clocks
going back (27 October), bonfire night, the general election (12 December), Christmas, Wigilia,
Hogmanay, New Year, dry January, Burns night, Brexit day, the Six Nations (from 1 February), storms
Ciara (9 February) and Dennis (15-16 February), the leap day, and the March of cancelled seasons,
closed pools and schools and the lockdown announcement lie inside it. The story messages are
written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang (heavy events
"wfh" for weight for height, "the 22lb", "12 o'clock", "the stone"; shinty "camanachd", "the
gates"; lacrosse "1.2k", "free position", "bucs"; lifeboat "shout", "ALB", "helm", "NPLQ"; water
polo "eggbeater", "centre forward"; ultimate "handler", "tourney"), other languages' words (Scottish
Gaelic "tapadh leat", "bliadhna mhath ur"; Italian "ciao", "sono", "grazie mille"; Polish
"dziękuję", "wesołych świąt", "Wigilia"; Cornish "dreckly"), mixed units (m, km, lb, kg,
seconds, minutes, hours, degrees of a joint, mg, mcg, IU, umol/L, ug/L, mU/L, nmol/L, bpm,
mmol/mol, g/L, percent, pounds sterling, pounds an hour), negations ("no surgery", "no tear", "not a full
fracture", "nothing broken", "no contact"), revisions later (a 400 m of 8:10 then 7:52, 7:38 and
7:24; a pool "in 12 weeks maybe" then "from April"; levothyroxine 75 then 100 mcg), plans never
carried out or lying after the period (the masters worlds, the wedding, the shockwave, the helm
assessment, the home internationals, the world cup, the April pool), facts only in the coach's
reply, only in a note, only in a transcript or only in a lab panel, a family member or partner
writing for a client (a fiancée, a mum twice, a wife, a housemate, a dad, a husband, a partner, a
daughter, a son), names that are also words (Hope, Grace, Summer, Wren, Frank, Gus, Stan, Mabel,
Iona), two clients of one trainer with a sore lower back (Gus's disc and Dougie's spasm), and
left-side injuries across all four trainers (Gus's left leg, Mabel's left shoulder, Tess's left
Achilles, Marco's left ear, Grace's left shin, Stan's left hip). The everyday chatter comes from this builder's own pools with a fixed
seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or
number a question asks about. Deterministic: two runs write byte-identical files.
`blind19_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind19_questions.py).

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
OUT, TAGS_OUT = HERE / "blind19.json", HERE / "blind19_tags.json"
YEAR = 2019  # August to December; January to March lines are of the next year (`when`)
START, END = datetime(2019, 8, 5, 7, 0), datetime(2020, 3, 22, 21, 0)
ASKED_AT = "2020-03-24T09:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" of 2019 from August on, of 2020 before August (the period crosses a new year)."""
    return records.at(text, YEAR if int(text[:2]) >= 8 else YEAR + 1)


TRAINERS = [
    {"id": "coach-mairi", "displayName": "Mairi Fraser", "email": "mairi.fraser@example.com", "short": "mairi"},
    {"id": "coach-priya", "displayName": "Priya Nair", "email": "priya.nair@example.com", "short": "priya"},
    {"id": "coach-kieran", "displayName": "Kieran Doyle", "email": "kieran.doyle@example.com", "short": "kieran"},
    {"id": "coach-ola", "displayName": "Ola Lindqvist", "email": "ola.lindqvist@example.com", "short": "ola"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("mairi", "gus-munro", "Angus Munro", "gus"),
    ("mairi", "iona-macleod", "Iona MacLeod", "iona"),
    ("mairi", "dougie-grant", "Dougie Grant", "dougie"),
    ("priya", "hope-adeyemi", "Hope Adeyemi", "hope"),
    ("priya", "mabel-shaw", "Mabel Shaw", "mabel"),
    ("priya", "tess-warburton", "Tess Warburton", "tess"),
    ("kieran", "wren-pascoe", "Wren Pascoe", "wren"),
    ("kieran", "frank-tregear", "Frank Tregear", "frank"),
    ("kieran", "summer-hocking", "Summer Hocking", "summer"),
    ("ola", "marco-bellini", "Marco Bellini", "marco"),
    ("ola", "grace-oduya", "Grace Oduya", "grace"),
    ("ola", "stan-kowalczyk", "Stan Kowalczyk", "stan"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("gus", "dougie", "mabel", "wren", "frank", "grace")

PROFILES = [
    {"clientId": "gus-munro", "age": 27, "goal": "Win the Scottish heavy events championship in 2020 and throw the 22 lb hammer past 35 m",
     "dietaryRestrictions": [], "injuries": ["lower back, disc bulge L5/S1 with left sciatica (October 2019)"],
     "notes": "Highland games heavy events. Tree surgeon in Dingwall. Fiancée Kirsty, wedding planned for June 2020."},
    {"clientId": "iona-macleod", "age": 22, "goal": "Quicker over 20 m and a place in the Scotland shinty-hurling team",
     "dietaryRestrictions": ["coeliac (gluten free)"], "injuries": ["right hamstring tear, grade 1 (November 2019)"],
     "notes": "Shinty for Skye Camanachd ladies. Student at UHI in Inverness, Gaelic. Mum Catriona, from Portree."},
    {"clientId": "dougie-grant", "age": 58, "goal": "Compete at the Masters World Highland Games Championships in July 2020",
     "dietaryRestrictions": [], "injuries": ["gout, right big toe (allopurinol)", "lower back spasm (October 2019)"],
     "notes": "Masters heavy events, over-50s class. Retired police officer in Nairn. Wife Morag."},
    {"clientId": "hope-adeyemi", "age": 24, "goal": "Selection for the England senior lacrosse squad for the 2021 World Cup",
     "dietaryRestrictions": [], "injuries": ["concussion (January 2020)"],
     "notes": "Lacrosse midfielder. Trainee solicitor in Spinningfields. Housemate Niamh."},
    {"clientId": "mabel-shaw", "age": 19, "goal": "Win the BUCS trophy in goal for Manchester Met",
     "dietaryRestrictions": ["vegan"], "injuries": ["left shoulder dislocation, anterior (October 2019)"],
     "notes": "Lacrosse goalkeeper. First-year sports science student at Manchester Met, from Stockport. Dad Ian."},
    {"clientId": "tess-warburton", "age": 41, "goal": "Play for England masters at the home internationals in May 2020",
     "dietaryRestrictions": [], "injuries": ["left Achilles tendinopathy", "underactive thyroid (levothyroxine)"],
     "notes": "Lacrosse defender for Timperley ladies. Maths teacher at a secondary school in Altrincham. Husband Rob."},
    {"clientId": "wren-pascoe", "age": 31, "goal": "Become a helm on the inshore lifeboat in 2020",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right shoulder, rotator cuff (supraspinatus) tendinopathy"],
     "notes": "Volunteer crew on the Falmouth lifeboat. Marine electrician at the docks. Partner Jago."},
    {"clientId": "frank-tregear", "age": 55, "goal": "Pass the RNLI medical and fitness check to stay on crew past 55",
     "dietaryRestrictions": [], "injuries": ["atrial fibrillation (November 2019): bisoprolol and apixaban"],
     "notes": "All-weather lifeboat crew for 30 years. Retired fisherman. Daughter Lowenna."},
    {"clientId": "summer-hocking", "age": 17, "goal": "Pass the RNLI beach lifeguard test for summer 2020",
     "dietaryRestrictions": [], "injuries": ["iron deficiency (October 2019)"],
     "notes": "A levels at Truro College. Pool lifeguard at the leisure centre on Saturdays. Mum Kerenza."},
    {"clientId": "marco-bellini", "age": 26, "goal": "Win division 2 of the national water polo league with Bristol Central",
     "dietaryRestrictions": [], "injuries": ["perforated left eardrum (November 2019)"],
     "notes": "Water polo centre forward. Chef at an Italian restaurant in Clifton. Mum Giulia, from Bari."},
    {"clientId": "grace-oduya", "age": 33, "goal": "Make the GB mixed ultimate squad",
     "dietaryRestrictions": [], "injuries": ["left tibia stress reaction (December 2019)", "shin splints, both legs"],
     "notes": "Ultimate frisbee handler for a mixed club in Bristol. Civil engineer at the city council. Boyfriend Femi."},
    {"clientId": "stan-kowalczyk", "age": 64, "goal": "Back in goal for the masters after a left hip replacement",
     "dietaryRestrictions": [], "injuries": ["left hip osteoarthritis, total hip replacement 13 January 2020"],
     "notes": "Masters water polo goalkeeper. Retired bus driver in Bristol, from Gdańsk. Son Piotr."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "gus": [
        L("08-06 19:10", "c", "evening mairi, gus munro here. 27, heavy events, tree surgeon in dingwall. braemar's done for this yr, cowal at the end of the month is my big one. 22lb hammer pb 33.10m, 16lb stone 13.4m, caber i turn maybe 1 in 3 🌲", "gus-intro"),
        L("08-06 19:40", "t", "Welcome Gus! Two gym days, one throws day, and we keep your back happy: hinge drills before anything heavy.", "gus-intro-coach"),
        L("08-24 21:00", "c", "cowal games: 3rd overall!! hammer 33.85 pb, caber 12 o'clock twice 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "gus-cowal"),
        L("08-24 21:15", "t", "A podium at Cowal, brilliant Gus! Two easy days now.", "gus-cowal-coach"),
        L("09-14 17:00", "c", "last games of the season at pitlochry, hammer 32.9, back tight after the caber", "gus-pitlochry"),
        L("10-08 07:45", "c", "Mairi it's Kirsty, Gus's fiancée. He couldn't get out of bed this morning, his lower back has locked and he's got pins and needles down his left leg. He's saying it's nothing. It's not nothing", "gus-kirsty"),
        L("10-08 08:10", "t", "Thanks Kirsty. If the numbness spreads or he has any trouble peeing it's A&E straight away. Otherwise GP today please, and no lifting.", "gus-kirsty-coach"),
        L("10-15 12:30", "c", "physio thinks disc bulge L5/S1 pressing on the nerve, left side. nhs mri is 10 wks 🙄 signed off work 2 wks, no throwing till the new year", "gus-disc"),
        L("10-27 09:00", "c", "clocks went back, extra hr in bed. back 4/10, walking 40 mins a day", "gus-clocks"),
        L("11-05 20:00", "c", "bonfire night, carried kirsty's nephews' fireworks box and didn't die. progress 🎆", "gus-bonfire"),
        L("11-29 16:00", "c", "went private for the mri in the end, £350. small bulge, no surgery needed. phew", "gus-mri"),
        L("11-29 16:20", "t", "Great news. We build back to hinging with a kettlebell first, then the trap bar in January.", "gus-mri-coach"),
        L("12-12 19:30", "c", "voted then straight to the gym, trap bar 100kg x 5 pain free", "gus-election"),
        L("12-31 23:50", "c", "bliadhna mhath ur mairi! hogmanay at kirsty's folks, on the irn bru 😇", "gus-hogmanay"),
        L("01-18 14:00", "c", "first throws since october, light hammer (16lb) 38.2m, back fine", "gus-throws"),
        L("02-09 11:00", "c", "storm ciara took half a tree down on the A9, worked 14 hrs clearing. back grumbled 3/10", "gus-ciara"),
        L("02-22 18:00", "c", "winter series indoor in aberdeen: 16lb stone 13.9m, pb!!", "gus-stone"),
        L("03-16 19:00", "c", "all the spring games cancelled or looking like it. wedding in june might be off too 😬", "gus-cancel"),
        L("03-23 21:00", "c", "lockdown. back garden throwing it is", "gus-lockdown"),
    ],
    "iona": [
        L("08-07 18:00", "c", "hi mairi! iona, 22, shinty for skye ladies, student at uhi doing gaelic. want to be quicker over 20m and stop getting bumped off the ball. 20m is 3.41 on the gates", "iona-intro"),
        L("08-07 18:30", "t", "Hi Iona! Sprints and landing work twice a week and a strength day. We retest the 20 m in October.", "iona-intro-coach"),
        L("08-07 18:35", "c", "oh and i'm coeliac so no bread at the club teas 😅", "iona-coeliac"),
        L("09-21 19:00", "c", "valerie fraser cup semi, lost 2-1 😭 i scored tho", "iona-semi"),
        L("10-02 20:00", "c", "picked for the scotland shinty-hurling team v ireland!! 26th oct in inverness", "iona-scotland"),
        L("10-02 20:10", "t", "Amazing, Iona! Ten days of sharpening, then we taper.", "iona-scotland-coach"),
        L("10-15 17:30", "c", "20m 3.29 on the gates today 🚀", "iona-20m"),
        L("10-26 18:00", "c", "lost to ireland 3-2, played the full 60, knackered", "iona-intl"),
        L("11-16 15:30", "c", "hamstring 😩 right one, chasing a ball at the end of the first half, felt a ping", "iona-ham"),
        L("11-16 16:00", "t", "Ice, compression, no stretching it. Can you get it assessed on Monday?", "iona-ham-coach"),
        L("11-17 10:00", "c", "Mairi, 's e Catriona a th' ann, Iona's mum. She's limping and still trying to get the bus to uni. The club physio says it's a grade 1 tear of the right hamstring. Tapadh leat for looking after her", "iona-catriona"),
        L("11-19 12:00", "c", "physio says 3 weeks no sprinting, bike and nordics when it's pain free. nordics 5 reps", "iona-physio"),
        L("12-20 13:00", "c", "home to skye for xmas, first sprints since the ham, 80% only", "iona-xmas"),
        L("01-11 14:00", "c", "ham fine, back playing! pre-season friendly v lochaber, we won 4-0", "iona-back"),
        L("01-25 20:00", "c", "nordics 8 reps now", "iona-nordics"),
        L("02-01 17:00", "c", "watching the six nations in the union bar, scotland lost 19-12 to ireland 🙄", "iona-sixnations"),
        L("02-15 10:00", "c", "storm dennis, all games off, did your circuit in halls", "iona-dennis"),
        L("03-07 16:00", "c", "20m 3.24 pb!", "iona-20m2"),
        L("03-14 12:00", "c", "season start postponed and uni's going online 😔", "iona-postponed"),
    ],
    "dougie": [
        L("08-05 10:00", "c", "Morning Mairi. Dougie Grant, 58, retired polis in Nairn. Masters heavy events, over 50s. Want to be fit for the masters worlds next July. Weight over bar with the 56lb is 4.10m. Back stiff most mornings.", "dougie-intro"),
        L("08-05 10:30", "t", "Good to have you Dougie. Mobility every morning, two gym sessions, and we keep the throws to once a week.", "dougie-intro-coach"),
        L("08-17 19:00", "c", "Nairn games, home crowd, 2nd in the masters, weight over bar 4.20m", "dougie-nairn"),
        L("09-03 08:00", "c", "Mairi it's Morag, Dougie's wife. He's got the gout again in his right big toe, red and hot and he can't get a sock on. He was at a wedding on Saturday and you can guess the rest. He won't be at the gym today", "dougie-morag"),
        L("09-03 08:20", "t", "Thanks Morag, poor Dougie. Seated upper body only if he feels up to it, plenty of water, and the GP if it's no better in two days.", "dougie-morag-coach"),
        L("09-10 17:00", "c", "gp has me on colchicine for now and allopurinol 100mg once it calms down. told me to go easy on the beer and red meat 😒", "dougie-gp"),
        L("10-20 11:00", "c", "toe's fine. back is the problem now, went into spasm lifting the log store door, left side low down", "dougie-back"),
        L("10-20 11:30", "t", "Heat, gentle walks and the cat-camel I showed you. Back to the gym when you can tie your laces.", "dougie-back-coach"),
        L("11-02 12:00", "c", "world cup final at 9am, south africa 32 england 12. as a scot i enjoyed that more than i should", "dougie-rwc"),
        L("12-12 21:00", "c", "polling station then the physio. back 1/10", "dougie-election"),
        L("12-25 15:00", "c", "Christmas dinner, one dram only as instructed. Morag says hi", "dougie-xmas"),
        L("01-14 09:00", "c", "bloods back: uric acid 310, down from 480 in the summer. gp chuffed", "dougie-uric"),
        L("01-25 20:00", "c", "burns night. haggis and one dram. one.", "dougie-burns"),
        L("02-08 10:00", "c", "weight over bar in the sports hall 4.35m, best in 3 years", "dougie-wob"),
        L("02-08 10:20", "t", "Superb Dougie, that's the mobility work paying off.", "dougie-wob-coach"),
        L("03-01 09:00", "c", "booked flights to the masters worlds in july, £240 return", "dougie-flights"),
        L("03-20 18:00", "c", "worlds postponed to 2021. och well", "dougie-postponed"),
    ],
    "hope": [
        L("08-12 19:00", "c", "hi priya! hope, 24, midfield, trainee solicitor in spinningfields. england senior trials in december for the 2021 world cup 🥍 my 1.2k time trial is 4:38 and i need sub 4:30", "hope-intro"),
        L("08-12 19:30", "t", "Hi Hope! Two conditioning days, one strength, one speed. We time trial every six weeks.", "hope-intro-coach"),
        L("09-28 12:00", "c", "1.2k in 4:31 😤 so close", "hope-tt1"),
        L("10-26 14:00", "c", "half term traffic, missed the session, did 5 x 300m on the track instead", "hope-halfterm"),
        L("11-09 18:00", "c", "league game v poynton, 4 goals 2 assists 🔥", "hope-goals"),
        L("11-30 10:00", "c", "1.2k 4:26!!! SUB 4:30", "hope-tt2"),
        L("11-30 10:15", "t", "YES Hope! That's the number. Now we keep you fresh for trials.", "hope-tt2-coach"),
        L("12-08 19:00", "c", "trials done at loughborough. shuttles were brutal, think it went ok?", "hope-trials"),
        L("12-19 17:00", "c", "made the england training squad!!! first camp in february", "hope-squad"),
        L("01-18 21:00", "c", "Hi Priya, this is Niamh, Hope's housemate. She took a stick to the side of the head in the game today and was sick in the car on the way home. We're in A&E at the MRI now. She says tell you she's fine. She is not fine", "hope-niamh"),
        L("01-18 21:10", "t", "Thanks Niamh, you did the right thing. Keep me posted, and no screens for her tonight.", "hope-niamh-coach"),
        L("01-19 11:00", "c", "concussion. ct scan clear. 2 weeks off everything then graded return. england camp might be off for me 😭", "hope-concussion"),
        L("02-05 09:00", "c", "headache free 5 days, walked 30 min, no symptoms. stage 2 of the return to play", "hope-rtp"),
        L("02-15 12:00", "c", "england camp at bisham: cleared to train, no contact drills", "hope-camp"),
        L("03-14 17:00", "c", "world cup postponed? everyone's saying so. feels unreal", "hope-wc"),
        L("03-21 10:00", "c", "1.2k on the canal path 4:24 😅 lockdown incoming", "hope-tt3"),
    ],
    "mabel": [
        L("09-22 16:00", "c", "hiyaa priya, mabel, 19, first year sports sci at man met, goalie 🥅 want to be quicker on my feet and stronger in the shoulders so the shots don't hurt lol. oh and i'm vegan", "mabel-intro"),
        L("09-22 16:30", "t", "Hi Mabel! Footwork ladders, reaction work and upper-body strength twice a week. Bring your kit on Wednesday.", "mabel-intro-coach"),
        L("10-19 20:00", "c", "Hi Priya, Ian Shaw here, Mabel's dad. She dislocated her left shoulder diving at training tonight. They put it back in at A&E and she's in a sling. She's fine but very fed up. Thanks, Ian", "mabel-ian"),
        L("10-19 20:15", "t", "Thanks Ian, sorry to hear it. Sling as long as the hospital says, and ask them for a physio referral.", "mabel-ian-coach"),
        L("10-24 13:00", "c", "fracture clinic: nothing broken on the xray, sling 3 weeks, physio once a week", "mabel-clinic"),
        L("11-05 21:00", "c", "watched the fireworks from halls one-armed lol", "mabel-bonfire"),
        L("11-14 12:00", "c", "sling off! shoulder stiff af, can lift it to about 90°", "mabel-slingoff"),
        L("12-06 15:00", "c", "external rotation with the band 3 x 15, no pain. physio happy", "mabel-er"),
        L("12-12 11:00", "c", "first time voting! queue round the block at the polling station", "mabel-vote"),
        L("01-12 14:00", "c", "back in goal!! bucs v leeds beckett, 11 saves, we lost 9-6", "mabel-back"),
        L("01-12 14:20", "t", "Eleven saves on your first game back! How's the shoulder?", "mabel-back-coach"),
        L("01-12 14:30", "c", "2/10, a bit sore on the high ones", "mabel-back-shoulder"),
        L("02-05 18:00", "c", "orthopod says if it goes again they'll operate, otherwise no op", "mabel-ortho"),
        L("02-29 17:00", "c", "leap day bucs trophy qf, won 8-7, i saved a free position in the last min 🥅", "mabel-qf"),
        L("03-17 12:00", "c", "uni closing, moving home to stockport. bucs semi cancelled", "mabel-home"),
    ],
    "tess": [
        L("08-20 09:00", "c", "Hi Priya, Tess, 41, defender for Timperley ladies. Maths teacher in Altrincham so the summers are mine 😎 left achilles has been sore for months, worse first thing and after games. Want to play masters for England at the home internationals in May", "tess-intro"),
        L("08-20 09:30", "t", "Hi Tess! We start with heavy slow calf raises, and you send me your morning pain score each week.", "tess-intro-coach"),
        L("09-02 07:30", "c", "back to school today 😩 achilles 4/10 first thing", "tess-school"),
        L("09-25 18:00", "c", "blood test for my thyroid, gp's upped the levothyroxine from 75 to 100 mcg, explains why i've been so tired", "tess-thyroid"),
        L("10-12 13:00", "c", "first game of the season, drew 7-7 with poynton, achilles 3/10 after", "tess-game"),
        L("11-06 20:00", "c", "Priya, it's Rob (Tess's husband). She's been up marking till midnight every night and then wonders why she's shattered. Can you tell her to have a week off? She listens to you", "tess-rob"),
        L("11-06 20:30", "t", "Thanks Rob. I'll give her a deload week and tell her it's programmed, not a rest.", "tess-rob-coach"),
        L("11-20 17:00", "c", "single leg calf raises 18 on the left now, 25 right", "tess-calfraise"),
        L("12-20 12:00", "c", "term's over!!! 🎄 achilles 2/10", "tess-xmas"),
        L("01-08 07:30", "c", "new year new me. dry january, day 8 😬", "tess-dry"),
        L("01-30 19:00", "c", "physio's offered shockwave for the achilles, £60 a go x 3. thinking about it", "tess-shockwave"),
        L("02-16 10:00", "c", "storm dennis blew the goals over at timperley, game off", "tess-dennis"),
        L("03-01 16:00", "c", "selected for the england masters squad for the home internationals in may!", "tess-selected"),
        L("03-01 16:10", "t", "Tess!! So deserved. We peak you for May.", "tess-selected-coach"),
        L("03-19 21:00", "c", "schools closing friday. home internationals cancelled 😢", "tess-cancelled"),
    ],
    "wren": [
        L("08-09 18:00", "c", "hiya kieran, wren, 31, volunteer crew on the falmouth lifeboat, marine sparky at the docks by day. want to go for helm on the inshore boat next year. right shoulder aches hauling casualties in on exercises", "wren-intro"),
        L("08-09 18:30", "t", "Hi Wren! Pulling strength, grip and a proper rotator cuff routine. Tell me when your shouts are so we work around them.", "wren-intro-coach"),
        L("08-31 05:10", "c", "2am shout, yacht aground off pendennis, back at 5. no session today pls 😴", "wren-shout"),
        L("09-18 19:00", "c", "shoulder 5/10 overhead. gp says rotator cuff tendinopathy, supraspinatus, no tear on the ultrasound", "wren-gp"),
        L("09-18 19:20", "t", "Okay, no overhead pressing for now. Side-lying external rotations and rows every day.", "wren-gp-coach"),
        L("10-05 14:00", "c", "crew fitness check done, 50m swim in 1:02 in the lifejacket and the ladder climb. passed ✅", "wren-fitness"),
        L("10-27 09:00", "c", "clocks back, pitch black on the 6am shout. 3rd this week", "wren-clocks"),
        L("11-14 21:00", "c", "Kieran it's Jago, Wren's partner. She's been out on the boat twice in 24 hrs and she's got a stinking cold. Please tell her tomorrow's session can wait x", "wren-jago"),
        L("11-14 21:20", "t", "Thanks Jago, tomorrow's cancelled. Wren, rest.", "wren-jago-coach"),
        L("12-03 18:00", "c", "shoulder 2/10 now, did 3 x 8 pull ups", "wren-pullups"),
        L("12-25 11:00", "c", "xmas morning shout, dog cut off by the tide at swanpool. dog fine 🐶🎄", "wren-xmas"),
        L("01-21 19:00", "c", "helm assessment booked for april", "wren-helm"),
        L("02-09 12:00", "c", "storm ciara, 2 shouts in one day, 8m swell. shoulder fine", "wren-ciara"),
        L("03-02 18:00", "c", "inshore helm course part 1 done, navigation paper 88%", "wren-nav"),
        L("03-23 20:40", "c", "lockdown announced. boat still on service, sessions online?", "wren-lockdown"),
        L("03-23 20:50", "t", "Yes, online from tomorrow. Stay safe out there.", "wren-lockdown-coach"),
    ],
    "frank": [
        L("08-14 17:00", "c", "Kieran. Frank Tregear. 55 in October. Crew on the all weather boat 30 years. Need to pass the medical and fitness check to carry on past 55. Knees ok, wind not great.", "frank-intro"),
        L("08-14 17:30", "t", "Good to meet you Frank. Rowing machine, step-ups and grip work. We test the 2k row in September.", "frank-intro-coach"),
        L("09-12 18:00", "c", "2k row 8:41. slow old boat", "frank-row1"),
        L("10-11 19:00", "c", "55 today. cake from the crew 🎂", "frank-birthday"),
        L("11-08 10:00", "c", "Hi Kieran, it's Lowenna, Frank's daughter. Dad had palpitations on the boat last night and they took him to Treliske. It's atrial fibrillation. He's home now but grumpy. He won't tell you himself so I am. Lowenna", "frank-lowenna"),
        L("11-08 10:30", "t", "Thank you Lowenna. No sessions till his cardiologist says so. Give him my best.", "frank-lowenna-coach"),
        L("11-20 16:00", "c", "cardiologist: bisoprolol 2.5mg and apixaban. allowed to exercise, keep it moderate. off the boat till the medical", "frank-cardio"),
        L("12-12 12:00", "c", "voted. then walked the dog round the headland 1hr, heart rate stayed under 120", "frank-walk"),
        L("12-24 18:00", "c", "christmas eve carols at the station. no boat for me", "frank-xmas"),
        L("01-15 11:00", "c", "cardioversion booked for feb", "frank-cvbooked"),
        L("02-13 16:00", "c", "cardioversion done, back in normal rhythm ❤️", "frank-cv"),
        L("02-13 16:30", "t", "Brilliant news Frank. We build back slowly, rowing at easy pace only.", "frank-cv-coach"),
        L("03-05 18:00", "c", "2k row 8:55, not bad for a dodgy old ticker", "frank-row2"),
        L("03-18 19:00", "c", "rnli medical passed! back on the boat. station shut to visitors tho", "frank-medical"),
    ],
    "summer": [
        L("08-19 15:00", "c", "hi kieran!! summer, 17, a levels at truro college, want to be a beach lifeguard next summer. need 400m swim under 7:30 and 200m beach run under 40s. my 400 is 8:10 🙈", "summer-intro"),
        L("08-19 15:30", "t", "Hi Summer! Two swims, one run session and one strength session a week. We time the 400 every month.", "summer-intro-coach"),
        L("09-20 18:00", "c", "400m 7:52!", "summer-400a"),
        L("10-16 20:00", "c", "Hi Kieran, Kerenza here, Summer's mum. She's been exhausted and pale for weeks and the GP did a blood test - her iron is low, ferritin 9. She's on ferrous sulphate 200mg twice a day. Thought you should know", "summer-kerenza"),
        L("10-16 20:30", "t", "Thanks Kerenza, that explains a lot. We keep the swims easy for a few weeks.", "summer-kerenza-coach"),
        L("10-28 12:00", "c", "half term! NPLQ course all week at the leisure centre", "summer-halfterm"),
        L("11-02 17:00", "c", "passed my NPLQ 🛟 50m in 52s", "summer-nplq"),
        L("11-30 10:00", "c", "got a saturday job lifeguarding at the leisure centre, £7.70 an hour lol", "summer-job"),
        L("12-14 09:00", "c", "200m sand run 41.6s on gylly beach 🥶", "summer-run1"),
        L("01-10 16:00", "c", "400 in 7:38. iron tablets helping i think", "summer-400b"),
        L("02-07 18:00", "c", "mocks all week so no swims 😭", "summer-mocks"),
        L("02-29 11:00", "c", "200m beach run 39.4!! under 40 🏖️", "summer-run2"),
        L("02-29 11:20", "t", "Get in Summer! That's one test in the bag.", "summer-run2-coach"),
        L("03-14 09:00", "c", "400m 7:24!!! both under now 🥳", "summer-400c"),
        L("03-20 20:00", "c", "college shut, exams cancelled?? pools closing tonight", "summer-pools"),
    ],
    "marco": [
        L("08-13 20:00", "c", "ciao ola! marco, 26, centre forward for bristol central water polo. chef in clifton so my hours are crazy. want more leg power for the eggbeater and to hold position. 25m sprint best 14.8s", "marco-intro"),
        L("08-13 20:20", "t", "Ciao Marco! Legs in the gym twice a week and a pool session of eggbeater work. Send me your rota each Sunday.", "marco-intro-coach"),
        L("08-20 22:00", "c", "eggbeater hold with the 5kg belt 1:05", "marco-egg1"),
        L("09-28 21:00", "c", "first league game, won 11-8, i scored 3 🤽", "marco-first"),
        L("10-19 22:00", "c", "eggbeater hold with 5kg belt: 1:40 now 💪", "marco-egg2"),
        L("11-10 18:00", "c", "took an elbow to the left ear in the game, hearing muffled and a bit of blood. going to the walk in", "marco-ear"),
        L("11-11 09:00", "c", "Ciao Ola, sono Giulia, la mamma di Marco. The doctor says his eardrum has a hole, the left. No swimming 6 weeks! He is very sad. Grazie mille for the help. Giulia", "marco-giulia"),
        L("11-11 09:30", "t", "Grazie Giulia! Gym work only, and the bike for his fitness.", "marco-giulia-coach"),
        L("12-20 23:00", "c", "christmas rush at the restaurant, 14 hr shifts, gym twice this week", "marco-xmas"),
        L("01-06 12:00", "c", "ent says eardrum healed!! back in the pool next week with an ear plug", "marco-healed"),
        L("01-25 20:00", "c", "first game back, won 9-7, 2 goals", "marco-back"),
        L("02-01 17:00", "c", "wales 42 italy 0 😭 watched with the kitchen lads, povera italia", "marco-sixnations"),
        L("02-22 21:00", "c", "25m sprint 14.1s", "marco-sprint"),
        L("03-15 19:00", "c", "league suspended, pool shut. restaurant cutting hours 😬", "marco-suspended"),
        L("03-23 21:00", "c", "lockdown. restaurant closed. furlough maybe?", "marco-lockdown"),
    ],
    "grace": [
        L("08-08 19:00", "c", "hey ola 👋 grace, 33, handler for a mixed ultimate club in bristol, civil engineer at the council. gb mixed trials in october for the worlds next summer. both shins sore after tournaments, left worse. 40m sprint 5.9s", "grace-intro"),
        L("08-08 19:30", "t", "Hey Grace! We build your speed and calves, and cap the running on hard ground till the shins settle.", "grace-intro-coach"),
        L("08-26 20:00", "c", "bank hol tourney in nottingham, 7 games in 2 days, shins 6/10 after", "grace-tourney"),
        L("09-15 18:00", "c", "40m 5.78!", "grace-sprint"),
        L("10-12 19:00", "c", "gb trials at loughborough: through to the second round!", "grace-trials"),
        L("10-30 17:00", "c", "didn't make the final gb squad 😢 reserve list", "grace-reserve"),
        L("10-30 17:15", "t", "Reserve list at your first trials is a huge result. Shins first, then we go again.", "grace-reserve-coach"),
        L("11-25 21:00", "c", "Hi Ola it's Femi, Grace's boyfriend. She was limping after her run tonight and now she can't hop on her left leg without wincing. I think she should get it checked, can you persuade her? Cheers", "grace-femi"),
        L("11-25 21:20", "t", "Thanks Femi. Grace: no running until a doctor's seen that shin. Please book the GP tomorrow.", "grace-femi-coach"),
        L("12-10 13:00", "c", "mri: stress reaction left tibia, not a full fracture. 6 weeks no running. boot if it hurts walking", "grace-mri"),
        L("12-12 19:00", "c", "voted in the boot lol", "grace-vote"),
        L("01-02 11:00", "c", "happy new year! day 22 no running, pool running 3x a week", "grace-newyear"),
        L("01-24 18:00", "c", "walk-run 1 min/1 min x 10, shin 0/10 🙌", "grace-walkrun"),
        L("02-15 16:00", "c", "storm dennis = pool running again", "grace-dennis"),
        L("03-07 20:00", "c", "first tourney back (indoor, london): no pain! caught the winning point", "grace-indoor"),
        L("03-17 12:00", "c", "worlds cancelled. wfh from tomorrow", "grace-worlds"),
    ],
    "stan": [
        L("08-15 10:00", "c", "Hello Ola. Stanislaw Kowalczyk, Stan. 64. Goalkeeper for the masters water polo team. Retired bus driver. Left hip is bad, arthritis, I am on the list for a new one. I want to be strong for after the operation. Dziękuję", "stan-intro"),
        L("08-15 10:30", "t", "Hello Stan! Prehab: glutes, quads and upper body, three times a week. The stronger you go in, the faster you come out.", "stan-intro-coach"),
        L("09-21 12:00", "c", "masters tournament in cardiff, we came 4th, i saved a penalty", "stan-cardiff"),
        L("10-30 18:00", "c", "letter from hospital: hip operation 13th January at Southmead", "stan-date"),
        L("12-02 11:00", "c", "pre-op assessment ok, blood pressure 138/84, they want me to lose 3 kg", "stan-preop"),
        L("12-24 20:00", "c", "Wigilia! 12 dishes, I ate all of them 😅 wesołych świąt", "stan-wigilia"),
        L("01-13 19:00", "c", "Hi Ola, this is Piotr, Stan's son. Dad's hip went well, he's on the ward and already asking for his phone. Surgeon happy. Thanks for getting him ready. Piotr", "stan-piotr"),
        L("01-13 19:30", "t", "Thank you Piotr, wonderful news. Tell him no sessions until the physio says, and I'll see him when he's home.", "stan-piotr-coach"),
        L("01-16 14:00", "c", "home. walking with 2 crutches. 20 m to the kitchen and back", "stan-home"),
        L("02-10 11:00", "c", "one crutch now. physio says no pool until the surgeon agrees, 12 weeks maybe", "stan-onecrutch"),
        L("02-24 12:00", "c", "walked to the shop and back, 1.2 km, no crutch 💪", "stan-walk"),
        L("03-09 10:00", "c", "surgeon check: x-ray good, pool ok from april", "stan-surgeon"),
        L("03-20 15:00", "c", "pools closing. april swim cancelled. i do my exercises in the kitchen", "stan-pools"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-mairi-heavies", "trainer": "mairi", "members": ["gus", "iona", "dougie"],
        "lines": [
            L("08-08 09:00", "t", "Heavies and sticks 🏴󠁧󠁢󠁳󠁣󠁴󠁿 Saturday session 10am at the Bught Park, bring layers.", "g-heavies-start"),
            L("08-24 21:30", "dougie", "Well thrown at Cowal son", "g-dougie-cowal"),
            L("10-09 10:00", "gus", "back's gone 😩 out for a bit", "g-gus-back"),
            L("10-26 18:30", "iona", "lost to ireland but what a game", "g-iona-intl"),
            L("11-02 12:10", "dougie", "Anyone else enjoy that result 😂", "g-dougie-rwc"),
            L("02-08 10:30", "dougie", "4.35 over the bar, still got it", "g-dougie-wob"),
        ],
    },
    {
        "id": "chat-priya-sticks", "trainer": "priya", "members": ["hope", "mabel", "tess"],
        "lines": [
            L("09-23 09:00", "t", "Lax squad 🥍 Thursday conditioning 7pm at the Armitage, studs and a water bottle.", "g-sticks-start"),
            L("10-20 09:00", "mabel", "shoulder popped out 🙃 one arm for a while", "g-mabel-shoulder"),
            L("12-19 17:10", "hope", "ENGLAND TRAINING SQUAD", "g-hope-squad"),
            L("12-19 17:20", "tess", "Amazing Hope!!", "g-tess-hope"),
            L("03-01 16:20", "tess", "masters squad for me 🏴󠁧󠁢󠁥󠁮󠁧󠁿", "g-tess-selected"),
        ],
    },
    {
        "id": "chat-kieran-crew", "trainer": "kieran", "members": ["wren", "frank", "summer"],
        "lines": [
            L("08-20 09:00", "t", "Crew fitness 🛟 Wednesday pool 7pm at the leisure centre, Saturday beach session 9am at Gylly.", "g-crew-start"),
            L("10-05 14:30", "wren", "crew fitness check passed", "g-wren-fitness"),
            L("11-02 17:10", "summer", "NPLQ done!!", "g-summer-nplq"),
            L("11-09 09:00", "frank", "Off the boat for a bit. Heart. Don't fuss", "g-frank-heart"),
            L("03-18 19:10", "frank", "Back on the boat", "g-frank-back"),
        ],
    },
    {
        "id": "chat-ola-wet", "trainer": "ola", "members": ["marco", "grace", "stan"],
        "lines": [
            L("08-16 09:00", "t", "Bristol crew 🤽🥏 Sunday strength 9am at the gym by Temple Meads.", "g-wet-start"),
            L("11-11 10:00", "marco", "no pool 6 weeks 😭 ear", "g-marco-ear"),
            L("12-10 13:30", "grace", "shin = stress reaction. boot life", "g-grace-shin"),
            L("01-14 09:00", "stan", "New hip. Dziękuję for the flowers", "g-stan-hip"),
            L("01-14 09:20", "grace", "get well soon stan!!", "g-grace-stan"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("mairi", "gus", "2019-08-07", "Gus (27): heavy events. 22 lb hammer 33.10 m, 16 lb stone 13.4 m. Back squat 180 kg x 3. Trap bar 220 kg x 3. Toe touch: fingertips to mid-shin."),
    ("mairi", "gus", "2020-03-10", "Gus: L5/S1 disc bulge, no leg symptoms since December. Trap bar 160 kg x 3. Back squat 170 kg x 3. Straight leg raise 75° left, 80° right."),
    ("mairi", "iona", "2019-08-08", "Iona (22): shinty. 20 m 3.41 s. Countermovement jump 36 cm. Nordic curls 3. Coeliac."),
    ("mairi", "iona", "2020-03-09", "Iona: 20 m 3.24 s. Countermovement jump 40 cm. Nordic curls 8. Right hamstring 0/10."),
    ("mairi", "dougie", "2019-08-06", "Dougie (58): masters heavy events. 118 kg. Weight over bar 56 lb 4.10 m. Sit and reach -12 cm. BP 148/92."),
    ("mairi", "dougie", "2020-03-03", "Dougie: 112.5 kg. Weight over bar 4.35 m. Sit and reach -5 cm. Allopurinol 100 mg a day. BP 138/86."),
    ("priya", "hope", "2019-08-13", "Hope (24): midfield. 1.2 km 4:38. 10 m 1.86 s. Yo-yo IR1 level 16.4. Squat 65 kg x 5."),
    ("priya", "hope", "2020-03-12", "Hope: 1.2 km 4:26 (November). Yo-yo IR1 level 17.8. Concussion 18 January, full contact cleared 2 March. Squat 80 kg x 5."),
    ("priya", "mabel", "2019-09-25", "Mabel (19): goalkeeper. Reaction drop test 0.19 s. Push-ups 14. Side shuffle 5-10-5 5.4 s. Vegan."),
    ("priya", "mabel", "2020-03-05", "Mabel: left shoulder 5 months after the dislocation. External rotation 80° left, 95° right. Push-ups 18. 5-10-5 5.1 s."),
    ("priya", "tess", "2019-08-21", "Tess (41): defender. Left Achilles 4/10 in the morning. Single-leg calf raises 12 left, 24 right. Levothyroxine 75 mcg."),
    ("priya", "tess", "2020-03-11", "Tess: left Achilles 1/10 in the morning. Single-leg calf raises 23 left, 26 right. Levothyroxine 100 mcg. Hop test 1.35 m left, 1.48 m right."),
    ("kieran", "wren", "2019-08-10", "Wren (31): lifeboat crew. Pull-ups 4. Grip 36 kg right, 34 kg left. Right shoulder painful arc 80-120°. Vegetarian."),
    ("kieran", "wren", "2020-03-06", "Wren: pull-ups 9. Grip 41 kg right, 38 kg left. Right shoulder no painful arc. 50 m swim in kit 0:58."),
    ("kieran", "frank", "2019-08-15", "Frank (54): ALB crew. 2k row 8:50. Step test recovery HR 112. Grip 52 kg. BP 142/88."),
    ("kieran", "frank", "2020-03-04", "Frank: AF, cardioverted 13 February. Bisoprolol 2.5 mg, apixaban 5 mg twice a day. 2k row 8:55. BP 128/80."),
    ("kieran", "summer", "2019-08-20", "Summer (17): 400 m swim 8:10. 200 m sand run 43.0 s. Treading water 2 min. Plank 1:10."),
    ("kieran", "summer", "2020-03-16", "Summer: 400 m swim 7:24. 200 m sand run 39.4 s. Ferrous sulphate 200 mg once a day since January. Plank 2:00."),
    ("ola", "marco", "2019-08-14", "Marco (26): centre forward. 25 m sprint 14.8 s. Eggbeater hold, 5 kg belt 1:05. Back squat 110 kg x 5. 84 kg."),
    ("ola", "marco", "2020-03-13", "Marco: 25 m sprint 14.1 s. Eggbeater hold, 5 kg belt 1:52. Back squat 130 kg x 5. Left ear healed, plugs in the pool."),
    ("ola", "grace", "2019-08-09", "Grace (33): handler. 40 m 5.90 s. Single-leg calf raises 20 left, 26 right. Runs about 30 km a week."),
    ("ola", "grace", "2020-03-10", "Grace: left tibia stress reaction healed. 40 m 5.81 s. Single-leg calf raises 31 left, 32 right. Vitamin D 1000 IU a day."),
    ("ola", "stan", "2019-08-16", "Stan (64): masters goalkeeper. Left hip flexion 85°. Sit-to-stand 30 s: 10. 96 kg. Eggbeater hold 40 s."),
    ("ola", "stan", "2020-03-11", "Stan: 8 weeks after the left hip replacement. Hip flexion 95°. Sit-to-stand 30 s: 13. 92.5 kg. No crutches."),
]

TRANSCRIPTS = [
    {
        "id": "tr-mairi-gus-20191016", "trainer": "mairi", "client": "gus", "startedAt": "2019-10-16T18:00:00Z",
        "title": "Call with Gus: the back",
        "lines": [
            ("Coach", 0, "How's the leg today?"),
            ("Gus", 4, "Tingly down to the outside of the foot, but the back's easing."),
            ("Kirsty", 9, "He tried to lift the chainsaw out of the van this morning."),
            ("Coach", 14, "No chainsaws, no van. Walk three times a day and the press-ups on your belly I sent you."),
            ("Gus", 20, "Work want a fit note before I'm back up a tree."),
            ("Coach", 24, "Then get one, and when you're back it's ground work for a fortnight. Naproxen only as the GP said, with food."),
        ],
    },
    {
        "id": "tr-priya-hope-20200120", "trainer": "priya", "client": "hope", "startedAt": "2020-01-20T18:30:00Z",
        "title": "Call: after the concussion",
        "lines": [
            ("Coach", 0, "How's the head?"),
            ("Hope", 4, "Headache most of the day, and the office lights are awful."),
            ("Coach", 9, "Did work give you time off?"),
            ("Hope", 12, "A week at home, then half days. My supervisor's been great."),
            ("Coach", 17, "Good. Nothing from me until you've had 24 hours with no symptoms, then stage 2: walking. Six stages, at least a day each."),
            ("Niamh", 23, "I've hidden her laptop charger."),
        ],
    },
    {
        "id": "tr-kieran-frank-20191122", "trainer": "kieran", "client": "frank", "startedAt": "2019-11-22T17:00:00Z",
        "title": "Call with Frank and Lowenna: the heart",
        "lines": [
            ("Coach", 0, "What did the cardiologist say about exercise, Frank?"),
            ("Frank", 4, "Moderate. Talk while I do it. No sprinting on the rower."),
            ("Lowenna", 9, "And he has to keep his heart rate under 130."),
            ("Coach", 13, "Then we use the chest strap, and easy rowing and walking only. Any dizziness, you stop."),
            ("Frank", 19, "The blood thinner means no more knocks. Try telling the sea that."),
            ("Coach", 24, "You're off the boat till the medical anyway. Shore crew duties only, Lowenna, make sure he hears that."),
        ],
    },
    {
        "id": "tr-ola-stan-20191105", "trainer": "ola", "client": "stan", "startedAt": "2019-11-05T11:00:00Z",
        "title": "Call: getting ready for the new hip",
        "lines": [
            ("Coach", 0, "How's the hip with the extra exercises?"),
            ("Stan", 4, "Aching at night. Paracetamol helps. Walking 15 minutes is the most."),
            ("Coach", 9, "Keep the bridges and the seated knee lifts every day. Have you got the raised toilet seat and the grabber?"),
            ("Piotr", 14, "I ordered them, and a perching stool for the kitchen."),
            ("Stan", 18, "And my wife wants me to lose weight. Four kilos, she says."),
            ("Coach", 22, "Every kilo helps the new hip. Swap the evening bread for soup and we'll see."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("gus", "2019-08-30", 7.5, 3, 90, "Season done."),
    ("gus", "2019-10-25", 6.0, 8, 40, "Back."),
    ("iona", "2019-10-18", 8.0, 5, 95, "Scotland."),
    ("iona", "2019-11-29", 7.0, 7, 55, "Hamstring."),
    ("dougie", "2019-09-06", 6.5, 6, 50, "Toe."),
    ("dougie", "2020-01-31", 7.5, 3, 90, "Bloods."),
    ("hope", "2019-12-06", 6.5, 8, 95, "Trials."),
    ("hope", "2020-01-24", 9.0, 7, 20, "Head."),
    ("mabel", "2019-10-25", 6.0, 7, 30, "Sling."),
    ("mabel", "2020-02-07", 8.0, 4, 85, "Back in goal."),
    ("tess", "2019-09-27", 6.0, 8, 70, "Thyroid."),
    ("tess", "2019-11-15", 7.5, 5, 80, "Deload."),
    ("wren", "2019-09-20", 6.5, 6, 75, "Shoulder."),
    ("wren", "2019-11-15", 5.0, 7, 50, "Cold."),
    ("frank", "2019-09-13", 7.0, 3, 85, "Row test."),
    ("frank", "2019-11-29", 6.0, 8, 60, "Heart."),
    ("summer", "2019-10-18", 9.5, 6, 55, "Iron."),
    ("summer", "2020-02-07", 6.5, 8, 40, "Mocks."),
    ("marco", "2019-11-15", 7.0, 6, 60, "Ear."),
    ("marco", "2019-12-20", 5.0, 8, 45, "Christmas shifts."),
    ("grace", "2019-10-31", 7.5, 6, 85, "Reserve list."),
    ("grace", "2019-12-13", 7.0, 6, 70, "Boot."),
    ("stan", "2019-12-06", 6.0, 5, 90, "Pre-op."),
    ("stan", "2020-01-31", 6.5, 4, 95, "Rehab."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("dougie", "weight", "kg", "2019-08-06", "2020-03-17", 7, 118.0, 112.5, 0.5),
    ("stan", "weight", "kg", "2019-08-16", "2020-01-10", 7, 96.0, 93.0, 0.4),
    ("stan", "weight", "kg", "2020-01-24", "2020-03-20", 7, 92.0, 92.5, 0.4),
    ("marco", "weight", "kg", "2019-08-14", "2020-03-19", 7, 84.0, 86.0, 0.5),
    ("frank", "resting_heart_rate", "bpm", "2019-08-15", "2019-11-06", 7, 64.0, 62.0, 1.5),
    ("frank", "resting_heart_rate", "bpm", "2019-11-20", "2020-03-19", 7, 58.0, 55.0, 1.5),
    ("hope", "resting_heart_rate", "bpm", "2019-08-13", "2020-03-19", 7, 55.0, 52.0, 1.5),
    ("summer", "resting_heart_rate", "bpm", "2019-08-20", "2020-03-17", 7, 68.0, 60.0, 1.5),
    ("grace", "steps", "steps", "2019-08-09", "2019-11-22", 7, 11000, 11500, 1200),
    ("grace", "steps", "steps", "2019-12-06", "2020-01-17", 7, 5500, 6500, 600),
    ("grace", "steps", "steps", "2020-01-24", "2020-03-20", 7, 9000, 10500, 900),
    ("tess", "steps", "steps", "2019-08-21", "2020-03-19", 7, 8500, 9500, 1000),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("dougie", "goal-mairi-dougie-weight", "weight", 110, "kg", "2020-06-30", "active"),
    ("stan", "goal-ola-stan-weight", "weight", 93, "kg", "2020-01-12", "achieved"),
    ("hope", "goal-priya-hope-rhr", "resting_heart_rate", 50, "bpm", "2020-06-30", "active"),
    ("tess", "goal-priya-tess-steps", "steps", 10000, "steps", "2020-05-01", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("dougie", "2019-07-30", "Uric acid", 480, "umol/L", 200, 430),
    ("dougie", "2020-01-13", "Uric acid", 310, "umol/L", 200, 430),
    ("summer", "2019-10-14", "Ferritin", 9, "ug/L", 15, 150),
    ("summer", "2020-02-17", "Ferritin", 31, "ug/L", 15, 150),
    ("tess", "2019-09-24", "TSH", 6.8, "mU/L", 0.4, 4.0),
    ("tess", "2020-01-20", "TSH", 2.1, "mU/L", 0.4, 4.0),
    ("grace", "2019-12-09", "Vitamin D", 34, "nmol/L", 50, 175),
    ("frank", "2019-11-18", "Haemoglobin", 148, "g/L", 130, 170),
    ("hope", "2019-09-02", "Ferritin", 48, "ug/L", 15, 150),
    ("stan", "2019-12-02", "HbA1c", 39, "mmol/mol", 20, 42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okie", "yep", "aye", "done ✅", "booked", "paid 👍", "running late sorry",
    "can we push it half an hour?", "what time tmrw?", "see you then", "will do", "wrong chat 🙈", "grand", "nice one",
    "haha", "lol", "got it", "legend", "sorry only just seen this", "same time next week?", "where are we meeting?",
    "omw", "traffic's a joke", "thank you x", "dreckly 😂", "grazie", "dziękuję", "tapadh leat", "cheers pal",
    "sorted", "no parking anywhere", "leaving now", "nothing to report", "🙌", "😂", "bank transfer ok?",
    "still on?", "phone died soz", "bit late, sorry",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer is fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, across a new year: `when`)."""
    return blind_roster(sys.modules[__name__], seed=20200324, health_seed=20200324, when=when, chatter_lines=(18, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
