#!/usr/bin/env python3
"""Build the forty-third blind data set for the answer benchmark (bench/answers_data/blind43.json).

    functions/venv/bin/python -m bench.answers_data.build_blind43

Four trainers of kinds no other roster has: a sand yachting coach on Brean sands (Gervase Huxtable), a
bandy coach at Methil (Grizel Lindores), a tchoukball coach at King's Lynn (Dunstan Gotts) and a sepak
takraw coach off the Belgrave Road in Leicester (Kamlesh Solanki). 12 clients, 1 July to 31 December
1983 (asked on Tuesday 3 January 1984): one-to-one chats, four group chats, session notes, four session
transcripts, check-ins, client profiles and health data, in the format of demo/data/demo_dataset.json.
Written on 2026-12-05 by helper h-blind43 (issue 14) without reading shared/domain/*, shared/usecases/*,
functions/*, any list of benchmark failures or any result file, and of docs/ANSWERS.md only the
forty-second blind set's section: a held-out check of whether the fixes made on the other sets
generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Ewart's left Achilles; Carmel's right shoulder), a medicine changed twice (Roderick's
gout: indomethacin, naproxen, allopurinol; Hubert's migraines: propranolol, pizotifen, Migraleve when
needed), a relative who writes nearly everything (Jinty's son Wullie; Vivian's daughter Trish), a
client who tells the group chat more than the coach (Oonagh, Kenna), a client who says little beyond
yes or no (Nilesh, Sholto) and — new in this roster — a client who writes English with the words of
their first language mixed in and gives their numbers in mixed units (Graziella: Italian, stone and
kilos, miles and kilometres; Jadwiga: Polish, the same), so a question in English about "her knee" has
to find "il ginocchio" or "kolano". The period, July to December 1983, is one no other roster covers (a
grep of every file of bench/answers_data for an ISO date of 1960 to 1985 finds none). Inside it (every
weekday checked with Python's `datetime`): the August bank holiday (Monday 29 August), Kinnock's
election as Labour leader (Sunday 2 October), Halloween (Monday 31 October), bonfire night (Saturday 5
November), Remembrance Sunday (13 November), the Brink's-Mat robbery (Saturday 26 November), the
Harrods bomb (Saturday 17 December), Christmas Day (Sunday), Boxing Day (Monday 26 December) and
Hogmanay (Saturday 31 December). The everyday chatter comes from this builder's own pools with a fixed
seed (roster_assembly.chatter), names no body part, food, drink, medicine, sport, event or number a
question asks about, and is kept off the days a question names as a single day (QUIET_DAYS).
Deterministic: two runs write byte-identical files. `blind43_tags.json` maps the story tags to message
ids for the question list (bench/answers_data/blind43_questions.py).

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
OUT, TAGS_OUT = HERE / "blind43.json", HERE / "blind43_tags.json"
YEAR = 1983
START, END = datetime(1983, 7, 1, 7, 0), datetime(1983, 12, 31, 21, 0)
ASKED_AT = "1984-01-03T08:00:00Z"

TRAINERS = [
    {"id": "coach-gervase", "displayName": "Gervase Huxtable", "email": "gervase.huxtable@example.com", "short": "gervase"},
    {"id": "coach-grizel", "displayName": "Grizel Lindores", "email": "grizel.lindores@example.com", "short": "grizel"},
    {"id": "coach-dunstan", "displayName": "Dunstan Gotts", "email": "dunstan.gotts@example.com", "short": "dunstan"},
    {"id": "coach-kamlesh", "displayName": "Kamlesh Solanki", "email": "kamlesh.solanki@example.com", "short": "kamlesh"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("gervase", "ewart-chidgey", "Ewart Chidgey", "ewart"),
    ("gervase", "graziella-bertolini", "Graziella Bertolini", "graziella"),
    ("gervase", "hubert-coppard", "Hubert Coppard", "hubert"),
    ("grizel", "jinty-kinnaird", "Jinty Kinnaird", "jinty"),
    ("grizel", "sholto-tuffin", "Sholto Tuffin", "sholto"),
    ("grizel", "kenna-dunnachie", "Kenna Dunnachie", "kenna"),
    ("dunstan", "roderick-howes", "Roderick Howes", "roderick"),
    ("dunstan", "jadwiga-wierzbicka", "Jadwiga Wierzbicka", "jadwiga"),
    ("dunstan", "carmel-skelly", "Carmel Skelly", "carmel"),
    ("kamlesh", "nilesh-parmar", "Nilesh Parmar", "nilesh"),
    ("kamlesh", "oonagh-brosnan", "Oonagh Brosnan", "oonagh"),
    ("kamlesh", "vivian-kewley", "Vivian Kewley", "vivian"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a relative who writes, a group
# talker, a yes/no client, a client writing with another language's words and mixed units) has one in
# each half.
DEV_CLIENTS = ("ewart", "graziella", "jinty", "roderick", "nilesh", "oonagh")

PROFILES = [
    {"clientId": "ewart-chidgey", "age": 58, "goal": "Race the Brean winter series on his own yacht again",
     "dietaryRestrictions": [],
     "injuries": ["ruptured left Achilles (stepped off the yacht 9 August 1983): plaster at Musgrove Park eight weeks, no operation",
                  "cold sores when run down"],
     "notes": "Sand yachting, Brean. Farrier from Highbridge. Wife Kath."},
    {"clientId": "graziella-bertolini", "age": 44, "goal": "Down to 74 kg and sail the whole beach in a force five",
     "dietaryRestrictions": ["less gelato on shift"],
     "injuries": ["right knee: wear and tear (GP 2 August 1983), a knee support",
                  "low back strain (lifting a freezer, 10 October 1983)"],
     "notes": "Sand yachting, Brean. Runs the family ice-cream kiosk on the front at Weston. Writes English with Italian mixed in. Husband Enzo, daughter Carmela. Known as Grazi."},
    {"clientId": "hubert-coppard", "age": 67, "goal": "Migraine-free weekends on the beach",
     "dietaryRestrictions": ["no cheese, no red wine (migraine triggers)"],
     "injuries": ["migraine (GP 11 July 1983): propranolol, then pizotifen (5 September), then Migraleve when needed (7 November)",
                  "left cataract: operation at Musgrove Park 6 December 1983"],
     "notes": "Sand yachting, Brean. Retired lock-keeper from Berrow. Known as Hubie. Wife Ginny."},
    {"clientId": "jinty-kinnaird", "age": 71, "goal": "Skate the length of the pond at the Christmas match",
     "dietaryRestrictions": [],
     "injuries": ["frozen right shoulder (September 1983): a steroid injection 19 October",
                  "bronchitis (November 1983): amoxicillin a week"],
     "notes": "Bandy, Methil. Retired net-mender from Buckhaven. Son Wullie does her messages."},
    {"clientId": "sholto-tuffin", "age": 26, "goal": "Play the whole Hogmanay match",
     "dietaryRestrictions": [],
     "injuries": ["cut left hand on a creel (14 September 1983): six stitches, out on the 21st",
                  "twisted right knee (November 1983)"],
     "notes": "Bandy, Methil. Fisherman out of Buckhaven. Says little."},
    {"clientId": "kenna-dunnachie", "age": 17, "goal": "A place in the first team for the winter",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["glandular fever (October 1983): off six weeks",
                  "sprained left wrist (fell on the pond 17 December 1983)"],
     "notes": "Bandy, Methil. Sixth-year pupil at Buckhaven High, sitting her Highers. Tells the team chat everything."},
    {"clientId": "roderick-howes", "age": 55, "goal": "A full season of league tchoukball without a flare",
     "dietaryRestrictions": ["gout: go easy on beer, no liver or kidneys, no sardines"],
     "injuries": ["gout, right big toe (GP 14 July 1983): indomethacin, then naproxen (8 August), then allopurinol (20 September)"],
     "notes": "Tchoukball, King's Lynn. Foreman at the sugar beet factory. Known as Roddy. Wife Ethel."},
    {"clientId": "jadwiga-wierzbicka", "age": 39, "goal": "Run 10 km without stopping and play the Christmas tournament",
     "dietaryRestrictions": [],
     "injuries": ["sprained left ankle (27 August 1983): strapping two weeks",
                  "sore lower back (November 1983): the cannery lifting, stretches"],
     "notes": "Tchoukball, King's Lynn. Line supervisor at the cannery. Writes English with Polish mixed in. Husband Bogdan, mother Krystyna. Known as Jadzia."},
    {"clientId": "carmel-skelly", "age": 25, "goal": "Back in the league team and throwing hard by Christmas",
     "dietaryRestrictions": [],
     "injuries": ["dislocated right shoulder (landed off the frame 16 July 1983): put back at the QE, sling three weeks, physio"],
     "notes": "Tchoukball, King's Lynn. Staff nurse at the QE. Boyfriend Fintan."},
    {"clientId": "nilesh-parmar", "age": 29, "goal": "Serve from the back line every time",
     "dietaryRestrictions": ["vegetarian, no eggs"],
     "injuries": ["strained right calf (3 September 1983): three weeks off",
                  "wisdom tooth out (14 November 1983)"],
     "notes": "Sepak takraw, Leicester. Bus driver on the Belgrave route. Brother Manoj. Says little."},
    {"clientId": "oonagh-brosnan", "age": 35, "goal": "Play the Christmas tournament and the sponsored walk for the hospice",
     "dietaryRestrictions": ["iron-rich food (anaemia)"],
     "injuries": ["iron-deficiency anaemia (blood test 6 September 1983): ferrous sulphate three months",
                  "plantar fasciitis, left heel (November 1983): a heel cup, calf stretches"],
     "notes": "Sepak takraw, Leicester. Machinist at a hosiery factory in Oadby. Known as Oona. Tells the team chat more than the coach."},
    {"clientId": "vivian-kewley", "age": 68, "goal": "3,500 steps a day and keep the ball up ten times",
     "dietaryRestrictions": ["low fat (angina)"],
     "injuries": ["angina (GP 23 August 1983): a GTN spray, aspirin",
                  "bruised left hip (a fall on the step, 31 October 1983)"],
     "notes": "Sepak takraw, Leicester. Retired hosiery knitter from Wigston. Known as Viv. Daughter Trish does her messages."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    # An injury from the day it started to the day he was back: the left Achilles, told over months; his wife fills in.
    "ewart": [
        L("07-05 18:10", "c", "evening gervase, ewart chidgey, kath says i need a hobby that isnt shoeing horses. 102 kilo on the scales at the forge, be gentle", "ewart-intro"),
        L("07-05 18:40", "t", "Welcome Ewart! Saturday 10am at the Brean slipway, wear boots not wellies.", None),
        L("07-19 20:02", "c", "bit of a cold sore come up, nothing to stop me sailing", "ewart-coldsore"),
        L("08-09 16:45", "c", "done something daft. stepped off the yacht onto the sand and felt like someone kicked me in the back of the left leg. cant push off my toes", "ewart-onset"),
        L("08-09 16:58", "t", "That sounds like your Achilles, Ewart. Don't walk on it - get to casualty tonight, not tomorrow.", "ewart-onset-coach"),
        L("08-10 08:20", "c", "Kath here. Musgrove Park say his left achilles is snapped right through. no operation at his age they said, plaster with his toes pointed down for eight weeks and crutches", "ewart-musgrove"),
        L("08-10 08:35", "t", "Thanks Kath. Tell him no shoeing and no yachting - he can still come and watch from the van.", None),
        L("08-30 19:12", "c", "lad from highbridge doing my shoeing while im in plaster. going mad sat at home", "ewart-plaster"),
        L("09-20 19:00", "c", "second plaster on, foot not so pointed now. 100 kilo, all that sitting", "ewart-plaster2"),
        L("10-04 11:30", "c", "plaster off today! leg looks like a chicken drumstick. got a boot with a heel wedge now and physio tuesdays at burnham", "ewart-plasteroff"),
        L("10-18 17:40", "c", "walked in from the car park to the forge without the crutches", "ewart-nocrutches"),
        L("10-18 17:55", "t", "Brilliant. Heel raises every day like the physio said, and no running on the sand yet.", "ewart-nocrutches-coach"),
        L("11-12 12:30", "c", "back on the beach today gervase! only pushed the yacht out and sat in it in the shallows but by god it felt good", "ewart-back"),
        L("11-12 12:50", "t", "Great to see you back on the sand, Ewart. Keep to the gentle push-offs till the physio signs you off.", "ewart-back-coach"),
        L("11-26 15:10", "c", "first proper sail since august. two runs down the beach and back, leg held up fine", "ewart-sail"),
        L("12-19 09:15", "c", "physio signed me off friday. 98 kilo this morning. shoeing again half days", "ewart-signedoff"),
    ],
    # Italian words mixed in, numbers in stone and kilos, miles and kilometres.
    "graziella": [
        L("07-04 21:05", "c", "ciao gervase! is graziella, from the gelato kiosk. my daughter Carmela say to me mamma you need sport. I am 12 stone 4 - troppo!", "graziella-intro"),
        L("07-22 20:30", "c", "il ginocchio destro is very sore after sabato, when I push the yacht. molto gonfio this morning", "graziella-knee"),
        L("07-22 20:48", "t", "Sorry to hear that, Grazi. Ice on it tonight and keep off the push-off for a week. See the GP if it stays swollen.", "graziella-knee-coach"),
        L("08-02 13:10", "c", "il dottore say is the usura - wear and tear in the knee, artrite a little bit. he give me a support, the elastic one, and say lose some kilo", "graziella-gp"),
        L("08-15 22:15", "c", "I walk on the beach every morning now before the kiosk, 3 miles. Enzo come too sometimes", "graziella-walk"),
        L("09-05 21:40", "c", "oggi 76.5 chili! the support is good, ginocchio better", "graziella-sep"),
        L("09-26 21:20", "c", "now I walk 6 km each day. my feet they hurt but the knee is ok", "graziella-6k"),
        L("10-10 19:30", "c", "ahi, la schiena! I lift the freezer at the kiosk with Enzo and something go crack in the low back. cannot bend", "graziella-back"),
        L("10-10 19:45", "t", "Oh no. No lifting for a fortnight, warm baths, and gentle walking only. No sailing this weekend.", "graziella-back-coach"),
        L("10-24 18:00", "c", "la schiena is better, the physio lady in weston give me exercises, the cat and the cow", "graziella-backbetter"),
        L("11-07 20:10", "c", "11 stone 12 this morning on Carmela scale. sailed sabato, whole beach end to end", "graziella-nov"),
        L("12-12 20:00", "c", "buone notizie: 74.5 chili on the chemist scale. almost my goal! and 5 miles on the beach sunday", "graziella-dec"),
        L("12-12 20:20", "t", "Brava Grazi! Half a kilo to go. Just watch the knee on the long walks.", "graziella-dec-coach"),
    ],
    # A medicine changed twice, each change in its own message weeks apart; his wife fills in.
    "hubert": [
        L("07-06 10:00", "c", "Morning Gervase. Hubert Coppard, Ginny calls me Hubie. Retired off the locks at Bridgwater docks. I get migraines, the flashing lights sort, two or three a month", "hubert-intro"),
        L("07-11 17:30", "c", "Doctor has put me on propranolol for the migraines, every day, to stop them starting", "hubert-propranolol"),
        L("08-18 19:20", "c", "Ginny here. The propranolol makes his hands and feet like ice and he's tired all the time. He fell asleep in the yacht on the sand on Saturday", "hubert-cold"),
        L("09-05 18:05", "c", "Doctor switched me to pizotifen, one at night. Stopped the propranolol. Hands warming up already", "hubert-pizotifen"),
        L("09-05 18:30", "t", "Good news about the hands. Let me know how the new one goes.", "hubert-pizotifen-coach"),
        L("10-17 20:40", "c", "Pizotifen keeps the headaches off but I've put on half a stone and I'm hungry all day", "hubert-weight"),
        L("11-07 17:00", "c", "Off the pizotifen now. Doctor says just Migraleve when one starts, the pink ones first then the yellow, and keep a diary of what sets them off. Cheese and red wine so far", "hubert-migraleve"),
        L("11-07 17:20", "t", "Sensible. I'll keep the cheese sandwiches away from you at the club.", "hubert-migraleve-coach"),
        L("12-06 16:00", "c", "Ginny again. Hubie had the cataract in his left eye done at Musgrove today, all went well, patch on till tomorrow. No sailing till the new year, no bending down", "hubert-cataract"),
    ],
    # Her son writes nearly everything; she writes twice herself.
    "jinty": [
        L("07-08 19:00", "c", "Hello this is Wullie Kinnaird, Jinty's son. Mum played bandy on the Lochgelly pond as a lassie and wants to get back on. She's 71 but stubborn. Can she come Tuesday?", "jinty-intro"),
        L("07-08 19:30", "t", "Of course! Tuesdays at the rink, 2pm, skates on loan. Tell her to bring gloves.", None),
        L("08-03 20:00", "c", "wullie here. mum walked 2000 steps with her new pedometer, she is very pleased with herself", "jinty-steps"),
        L("09-12 18:45", "c", "Wullie again. Mum's right shoulder's been sore two weeks, she can't lift her arm to comb her hair. Doctor says frozen shoulder", "jinty-shoulder"),
        L("09-12 19:00", "t", "Poor Jinty. She can skate without a stick for now - keep the arm moving gently, pendulum swings.", "jinty-shoulder-coach"),
        L("10-19 17:30", "c", "Mum got the steroid injection in the shoulder at the health centre today. Says it hurt more than having me", "jinty-injection"),
        L("10-30 11:00", "c", "its jinty myself. the arm is much freer, i can reach the top shelf again. thank you for the swings", "jinty-self"),
        L("11-15 20:15", "c", "Wullie. Mum's got bronchitis, coughing all night. Doctor gave her amoxicillin for a week. She'll miss two Tuesdays", "jinty-chest"),
        L("12-06 18:00", "c", "Wullie. Mum's back at the rink today, chest clear. 3000 steps a day now", "jinty-back"),
        L("12-27 21:30", "c", "jinty here. i skated the whole pond at the christmas match. best present", "jinty-pond"),
    ],
    # Says little: aye, naw, a number.
    "sholto": [
        L("07-11 19:00", "c", "aye coming tuesday", "sholto-intro"),
        L("09-14 21:30", "c", "cut ma left hand on a creel. six stitches", "sholto-hand"),
        L("09-14 21:40", "t", "Ouch. Keep it dry and no stick work till the stitches are out.", "sholto-hand-coach"),
        L("09-21 18:00", "c", "stitches oot", "sholto-stitches"),
        L("10-10 19:00", "c", "76 kilo", "sholto-weight"),
        L("11-08 20:30", "c", "twisted right knee at the boats. no bad", "sholto-knee"),
        L("11-08 20:45", "t", "Rest it a week, Sholto, and tell me if it swells.", None),
        L("12-31 23:10", "c", "played the whole match. aye", "sholto-hogmanay"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "kenna": [
        L("07-12 17:00", "c", "hiya grizel, kenna, can i come to training", "kenna-intro"),
        L("10-07 16:00", "c", "not at training, not well", "kenna-ill"),
        L("11-22 18:30", "c", "can i come back monday", "kenna-back-ask"),
        L("11-22 18:45", "t", "Yes, but half sessions to start, Kenna. Don't rush it after glandular fever.", "kenna-back-coach"),
        L("12-17 15:40", "c", "hurt my wrist at the pond", "kenna-wrist"),
    ],
    # A medicine changed twice: the gout, one step at a time; his wife fills in.
    "roderick": [
        L("07-07 19:30", "c", "Evening Dunstan, Roderick Howes, Roddy to everyone. Foreman up the beet factory. 98 kilos and keen", "roderick-intro"),
        L("07-14 08:00", "c", "Right big toe blew up overnight like a beetroot. Doctor says gout. Put me on indomethacin three times a day", "roderick-gout"),
        L("07-14 08:20", "t", "Gout's no joke. Rest it, lots of water, and skip Thursday's training.", "roderick-gout-coach"),
        L("08-08 18:00", "c", "Ethel here. The indomethacin is giving him terrible indigestion and headaches. Doctor has changed it to naproxen, with food", "roderick-naproxen"),
        L("09-20 17:45", "c", "Third flare since July. Blood test came back, uric acid sky high. Doctor put me on allopurinol every day to stop it building up, naproxen only when it flares", "roderick-allopurinol"),
        L("09-20 18:00", "t", "Let's hope that sorts it. Plenty of water before matches.", "roderick-allopurinol-coach"),
        L("10-03 20:00", "c", "Ethel again. The doctor warned the allopurinol can bring on a flare in the first weeks, and he's not to drink beer on it. He's not happy about the beer", "roderick-warning"),
        L("11-28 19:10", "c", "No flare for six weeks now. Back playing every match. Down to 95 kilos", "roderick-noflare"),
        L("12-20 18:30", "c", "Second blood test, uric acid normal now, doctor's pleased", "roderick-urate2"),
    ],
    # Polish words mixed in, numbers in kilos and stone, kilometres and miles.
    "jadwiga": [
        L("07-06 20:00", "c", "dzień dobry Dunstan, Jadwiga here, Jadzia. My husband Bogdan say I need sport not only work at cannery. I run little bit, 3 km", "jadwiga-intro"),
        L("07-27 21:10", "c", "today 5 km, za szybko maybe, but good. waga 68 kilo", "jadwiga-jul"),
        L("08-27 19:00", "c", "kostka! I fall on the step at the cannery, lewa kostka very fat, blue. the nurse put strapping", "jadwiga-ankle"),
        L("08-27 19:20", "t", "Sorry Jadzia. Rest, ice and keep it up. No tchoukball for two weeks at least.", "jadwiga-ankle-coach"),
        L("09-12 20:30", "c", "strapping off, kostka ok now, I walk normal", "jadwiga-ankleok"),
        L("10-01 18:00", "c", "I run 4 miles today! My mother Krystyna say I am crazy woman", "jadwiga-4miles"),
        L("10-20 21:00", "c", "10 stone 8 on the scale at Boots, is good yes?", "jadwiga-oct"),
        L("11-09 19:40", "c", "plecy bolą, the low back, from lifting the trays at work. lekarz say stretches and not lift heavy", "jadwiga-back"),
        L("11-09 20:00", "t", "Take it easy. Stretches morning and night, and I'll keep you off the frame this week.", "jadwiga-back-coach"),
        L("12-10 17:30", "c", "10 km without stop!!! 66 kilo. Bogdan made pierogi to celebrate", "jadwiga-10k"),
    ],
    # An injury from the day it started to the day she was back: the right shoulder.
    "carmel": [
        L("07-08 21:00", "c", "Hi Dunstan, Carmel here, I've played two seasons at Thetford, just moved to the QE", "carmel-intro"),
        L("07-16 22:30", "c", "landed badly off the frame in the match, right shoulder popped out. they put it back in at the QE, in a sling now", "carmel-onset"),
        L("07-16 22:45", "t", "Oh Carmel. Rest it and do exactly what the doctors say. No throwing till the physio clears you.", "carmel-onset-coach"),
        L("08-06 18:00", "c", "sling off today after three weeks. physio says no overhead anything for six weeks", "carmel-slingoff"),
        L("09-26 19:15", "c", "first throw today since july! only gentle, against the wall, but it stayed in", "carmel-firstthrow"),
        L("10-22 21:00", "c", "played the whole league match today, shoulder felt strong", "carmel-back"),
        L("10-22 21:10", "t", "Fantastic, welcome back. Keep up the band exercises.", "carmel-back-coach"),
    ],
    # Says little: yes, no, a number.
    "nilesh": [
        L("07-04 20:00", "c", "yes coming", "nilesh-intro"),
        L("09-03 21:00", "c", "right calf went. pulled", "nilesh-calf"),
        L("09-03 21:15", "t", "Ice it, and no jumping for three weeks, Nilesh.", "nilesh-calf-coach"),
        L("09-24 19:00", "c", "back. calf ok", "nilesh-back"),
        L("10-15 20:00", "c", "70 kg", "nilesh-weight"),
        L("11-14 16:30", "c", "tooth out. wisdom. no training tonight", "nilesh-tooth"),
        L("12-18 20:30", "c", "yes. served from the back line 10 times", "nilesh-serve"),
    ],
    # Says little to the coach: her news is mostly in the team chat.
    "oonagh": [
        L("07-05 19:00", "c", "hi kamlesh, oonagh from the factory, is thursday ok", "oonagh-intro"),
        L("09-06 17:30", "c", "blood test today, will say", "oonagh-test"),
        L("11-20 18:00", "c", "foot sore, still coming", "oonagh-foot"),
        L("11-20 18:20", "t", "Thanks Oona, take it steady on the jumps then.", None),
    ],
    # Her daughter writes nearly everything.
    "vivian": [
        L("07-07 18:30", "c", "Hello, I'm Trish, Vivian Kewley's daughter. Mum is 68 and saw your club at the Belgrave fete. She does the kicking in the garden with my boys. Can she join?", "vivian-intro"),
        L("08-23 20:00", "c", "Trish here. Mum got chest pains walking up the hill to Wigston library. Doctor says angina, gave her a spray for under the tongue and an aspirin a day", "vivian-angina"),
        L("08-23 20:20", "t", "Thanks Trish. She can keep coming but gentle only, and the spray in her bag every session.", "vivian-angina-coach"),
        L("10-31 21:00", "c", "Trish. Mum slipped on the front step handing out sweets to the trick or treaters, bruised her left hip badly. Nothing broken, they X-rayed it", "vivian-fall"),
        L("11-21 17:00", "c", "Vivian here myself. Hip is better, I'm back on Thursday", "vivian-self"),
        L("12-15 19:30", "c", "Trish. Mum kept the ball up ten times at her session! She's doing 3500 steps most days", "vivian-ball"),
    ],
}

GROUPS = [
    {
        "id": "chat-gervase-yachts", "trainer": "gervase", "members": ["ewart", "graziella", "hubert"],
        "lines": [
            L("07-09 09:00", "t", "Morning all, wind's westerly, rigging at 10.", None),
            L("08-11 10:00", "hubert", "Heard about Ewart's leg, rotten luck", "g-hubert-ewart"),
            L("08-11 10:30", "ewart", "in plaster up to the knee. be back before the winter series", "g-ewart-plaster"),
            L("08-29 14:00", "graziella", "bank holiday gelato for everyone at the kiosk, gratis!", "g-graziella-bankholiday"),
            L("11-05 19:00", "ewart", "bonfire at the forge tonight, all welcome, bring your own sparklers", "g-ewart-bonfire"),
            L("11-26 17:00", "ewart", "back sailing today lads. leg held", "g-ewart-sail"),
            L("12-26 11:00", "t", "Boxing Day sail cancelled, gale warning.", "g-boxingday"),
        ],
    },
    {
        "id": "chat-grizel-bandy", "trainer": "grizel", "members": ["jinty", "sholto", "kenna"],
        "lines": [
            L("07-12 18:00", "t", "Welcome Kenna! Tuesdays and Thursdays.", None),
            L("08-20 19:00", "kenna", "got my o grade results, passed all seven!! doing highers this year", "g-kenna-results"),
            L("10-08 12:00", "kenna", "doctor thinks i've got glandular fever, so tired i slept 14 hours, my glands are like golf balls", "g-kenna-gf"),
            L("10-12 17:00", "kenna", "blood test says it's definitely glandular fever, off school and no sport for six weeks", "g-kenna-gf2"),
            L("10-12 17:30", "jinty", "get well soon hen", "g-jinty-kenna"),
            L("11-02 18:00", "kenna", "still off school, mum's making me rest, bored out my head, watching the telly all day", "g-kenna-bored"),
            L("11-28 19:30", "kenna", "first training back tonight!! only did half but so good to be back on the ice", "g-kenna-back"),
            L("12-17 17:00", "kenna", "went over on the pond, sprained my left wrist, strapped up, can still skate but no stick for a week", "g-kenna-wrist"),
            L("12-31 22:00", "kenna", "happy hogmanay everyone!! wrist ok, played the second half", "g-kenna-hogmanay"),
        ],
    },
    {
        "id": "chat-dunstan-frames", "trainer": "dunstan", "members": ["roderick", "jadwiga", "carmel"],
        "lines": [
            L("07-09 10:00", "t", "Court booked at the sports centre, Thursday 7pm.", None),
            L("07-17 09:00", "carmel", "shoulder out for a bit, sorry team", "g-carmel-shoulder"),
            L("08-27 21:00", "jadwiga", "sorry, my kostka, no tournament for me", "g-jadwiga-ankle"),
            L("10-02 20:00", "roderick", "Anyone see Kinnock got it? Ethel's made a cake", "g-roderick-kinnock"),
            L("10-22 22:00", "carmel", "back in the team at last!", "g-carmel-back"),
            L("12-17 20:00", "jadwiga", "did you see the news from London, Harrods, terrible", "g-jadwiga-harrods"),
        ],
    },
    {
        "id": "chat-kamlesh-takraw", "trainer": "kamlesh", "members": ["nilesh", "oonagh", "vivian"],
        "lines": [
            L("07-10 09:00", "t", "Thursday 7pm at the Belgrave hall, bring your own rattan ball if you have one.", None),
            L("09-07 18:00", "oonagh", "doctor rang, the blood test says I'm anaemic, low iron. on iron tablets for three months, they turn everything black, lovely", "g-oonagh-anaemia"),
            L("09-07 18:30", "vivian", "liver and onions, Oonagh, that's what my mother swore by", "g-vivian-liver"),
            L("10-13 19:00", "oonagh", "iron's kicking in, I'm not falling asleep at the machine any more", "g-oonagh-iron"),
            L("11-19 20:00", "oonagh", "my left heel is agony first thing in the morning, the chiropodist says plantar fasciitis, I've got a heel cup in my shoe and calf stretches", "g-oonagh-heel"),
            L("11-26 17:00", "oonagh", "did the sponsored walk for the hospice today, 12 miles Oadby to Market Harborough, heel held up, raised £140", "g-oonagh-walk"),
            L("12-08 19:00", "oonagh", "blood test again, iron back to normal, can stop the tablets at christmas", "g-oonagh-iron2"),
            L("12-15 20:00", "vivian", "ten kicks up today, ask Kamlesh!", "g-vivian-ball"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Not the same number for
# everyone; some facts are only here, said in the coach's own words.
NOTES = [
    ("gervase", "ewart", "1983-07-09", "Ewart (58): farrier, strong hands, steers too late. Weight 102 kg. Wants the winter series."),
    ("gervase", "ewart", "1983-10-08", "Ewart: left Achilles tendon ruptured 9 August, treated in plaster without surgery. Boot with heel wedge since 4 October. No running, no jumping off the yacht for three months."),
    ("gervase", "ewart", "1983-12-17", "Ewart: sailing again since late November, signed off by physio. Calf still thinner on the left. Weight 98 kg."),
    ("gervase", "graziella", "1983-07-09", "Graziella (44): ice-cream kiosk. Fearless in the wind, heavy on the push-off. Weight 78 kg."),
    ("gervase", "graziella", "1983-12-10", "Graziella: right knee wear and tear, support on, no pain now. Back strain in October settled with physio. 74.5 kg, goal nearly met."),
    ("gervase", "hubert", "1983-07-09", "Hubert (67): lock-keeper, reads the wind well. Migraines two or three a month. Weight 80 kg."),
    ("gervase", "hubert", "1983-11-12", "Hubert: tablets for the migraines changed twice since July, now only when a headache starts. Keeps a diary. Weight up to 83 kg on the second tablet."),
    ("grizel", "jinty", "1983-07-12", "Jinty (71): skates better than half the team. Short steps, good balance. Son drives her."),
    ("grizel", "jinty", "1983-12-20", "Jinty: right shoulder freed up after the October injection. Chest infection in November, cleared. 3,000 steps."),
    ("grizel", "sholto", "1983-07-12", "Sholto (26): fisherman, fast, never passes. One word answers. 77 kg."),
    ("grizel", "sholto", "1983-12-20", "Sholto: left hand healed, scar across the palm. Right knee fine. Starting to pass."),
    ("grizel", "kenna", "1983-07-14", "Kenna (17): quick, reads the ball, shy with me."),
    ("grizel", "kenna", "1983-12-01", "Kenna: back after glandular fever, six weeks out. Half sessions for a month. Tires quickly."),
    ("dunstan", "roderick", "1983-07-09", "Roderick (55): foreman, big shot, slow on the turn. Weight 98 kg."),
    ("dunstan", "roderick", "1983-10-15", "Roderick: gout, right big toe. Third tablet since July: the first upset his stomach, the second only for flares, now a daily one to bring the uric acid down. Water bottle at every match."),
    ("dunstan", "roderick", "1983-12-22", "Roderick: no flare since mid-October. Weight 94 kg. Playing every match."),
    ("dunstan", "jadwiga", "1983-07-09", "Jadwiga (39): cannery supervisor, fit, runs. Weight 68 kg. Quick hands."),
    ("dunstan", "jadwiga", "1983-12-13", "Jadwiga: left ankle sprain in August, fine. Low back sore in November from lifting at work, stretches. 10 km run done. 66 kg."),
    ("dunstan", "carmel", "1983-07-09", "Carmel (25): nurse, experienced, the best thrower in the club."),
    ("dunstan", "carmel", "1983-10-25", "Carmel: right shoulder dislocated 16 July, relocated at the QE. Sling three weeks, physio since. Full match 22 October. Band exercises three times a week."),
    ("kamlesh", "nilesh", "1983-07-07", "Nilesh (29): bus driver, great kicker, serves short. Weight 71 kg."),
    ("kamlesh", "nilesh", "1983-12-22", "Nilesh: right calf strain in September, three weeks out. Serving from the back line now."),
    ("kamlesh", "oonagh", "1983-07-07", "Oonagh (35): machinist, fit, chatty with the team."),
    ("kamlesh", "oonagh", "1983-12-15", "Oonagh: anaemia since September, iron tablets, much more energy. Heel pain left foot, heel cup. Did the hospice walk."),
    ("kamlesh", "vivian", "1983-07-14", "Vivian (68): gentle kicks, good eye. 3,000 steps. Daughter brings her."),
    ("kamlesh", "vivian", "1983-12-15", "Vivian: angina since August, spray in her bag, no hard efforts. Left hip bruised at Halloween, fine now. Ten kicks up."),
]

TRANSCRIPTS = [
    {
        "id": "tr-gervase-ewart-19831005", "trainer": "gervase", "client": "ewart", "startedAt": "1983-10-05T18:00:00Z",
        "title": "Call with Ewart and Kath: the plaster's off",
        "lines": [
            ("Coach", 0, "How's the leg out of plaster, Ewart?"),
            ("Ewart", 4, "Weak as a kitten, but it's mine again."),
            ("Kath", 9, "The consultant said the boot stays on day and night for four weeks, the wedges come out one at a time, and he's not to stand on tiptoe or run for three months or it could go again."),
            ("Coach", 14, "Then no pushing the yacht off till the new year, and you can helm from the shallows when the physio says."),
            ("Ewart", 20, "Can I shoe a pony sitting down?"),
            ("Kath", 24, "Not till the boot's off, you can't."),
        ],
    },
    {
        "id": "tr-gervase-hubert-19830906", "trainer": "gervase", "client": "hubert", "startedAt": "1983-09-06T19:00:00Z",
        "title": "Call with Hubert and Ginny: the new tablet",
        "lines": [
            ("Coach", 0, "How's the new tablet, Hubert?"),
            ("Hubert", 4, "My hands have come back to life, I can feel the sheet rope again."),
            ("Ginny", 9, "The doctor said it may make him drowsy and hungry, so take it at bedtime, and not to drive the car if he's sleepy in the morning."),
            ("Coach", 14, "Then I'll pick you up for Saturdays and nobody sails drowsy."),
            ("Hubert", 20, "Can I still have my pint at the club?"),
            ("Ginny", 24, "One, and not red wine."),
        ],
    },
    {
        "id": "tr-dunstan-roderick-19830921", "trainer": "dunstan", "client": "roderick", "startedAt": "1983-09-21T19:00:00Z",
        "title": "Call with Roderick and Ethel: the allopurinol",
        "lines": [
            ("Coach", 0, "How's the toe, Roddy?"),
            ("Roderick", 4, "Like it's been shut in the factory gate."),
            ("Ethel", 9, "The doctor said he's to drink three pints of water a day, no beer at all while he starts the new tablets, no liver, and keep taking them even when the toe's fine."),
            ("Coach", 14, "Then a water bottle at every match, and you sit out anything with jumping till it settles."),
            ("Roderick", 20, "Not even a shandy after the league?"),
            ("Ethel", 24, "Not even a shandy."),
        ],
    },
    {
        "id": "tr-dunstan-carmel-19830808", "trainer": "dunstan", "client": "carmel", "startedAt": "1983-08-08T19:00:00Z",
        "title": "Call with Carmel: the sling's off",
        "lines": [
            ("Coach", 0, "How's the shoulder without the sling?"),
            ("Carmel", 4, "Stiff, and I'm scared to reach for anything."),
            ("Carmel", 9, "The physio said no lifting my arm above my head for six weeks, no lying on that side, and lifting patients only with a second nurse."),
            ("Coach", 14, "Then you can run the bench and keep score till she clears you."),
            ("Carmel", 20, "Fintan says I'm a terrible patient."),
            ("Coach", 24, "Nurses always are."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("ewart", "1983-08-26", 5.5, 8, 10, "Plaster."),
    ("ewart", "1983-11-18", 7.5, 3, 80, "Back on the sand."),
    ("graziella", "1983-08-19", 6.0, 6, 70, "Ginocchio."),
    ("graziella", "1983-10-14", 5.0, 8, 40, "Schiena."),
    ("graziella", "1983-12-16", 7.0, 3, 90, "Quasi."),
    ("hubert", "1983-08-19", 9.5, 4, 60, "Tired."),
    ("hubert", "1983-11-11", 7.5, 3, 85, "Diary."),
    ("jinty", "1983-09-16", 6.0, 5, 70, "Shoulder."),
    ("jinty", "1983-11-18", 5.0, 6, 0, "Chest."),
    ("sholto", "1983-09-16", 8.0, 2, 80, "Hand."),
    ("kenna", "1983-10-21", 12.0, 7, 0, "Ill."),
    ("roderick", "1983-07-22", 6.0, 7, 50, "Toe."),
    ("roderick", "1983-10-07", 7.0, 5, 70, "Beer."),
    ("roderick", "1983-12-16", 7.5, 3, 95, "No flare."),
    ("jadwiga", "1983-09-02", 7.0, 5, 40, "Kostka."),
    ("jadwiga", "1983-11-11", 6.5, 6, 60, "Plecy."),
    ("carmel", "1983-07-29", 6.0, 8, 20, "Sling."),
    ("carmel", "1983-10-28", 7.5, 3, 90, "Back."),
    ("nilesh", "1983-09-09", 8.0, 3, 40, "Calf."),
    ("oonagh", "1983-09-16", 9.0, 5, 60, "Tired."),
    ("vivian", "1983-09-02", 7.0, 6, 70, "Heart."),
    ("vivian", "1983-11-04", 6.0, 7, 30, "Hip."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("ewart", "weight", "kg", "1983-07-04", "1983-12-26", 7, 102.0, 98.0, 0.4),
    ("graziella", "weight", "kg", "1983-07-04", "1983-12-26", 7, 78.0, 74.5, 0.3),
    ("hubert", "weight", "kg", "1983-07-04", "1983-12-26", 7, 80.0, 83.0, 0.3),
    ("roderick", "weight", "kg", "1983-07-04", "1983-12-26", 7, 98.0, 94.0, 0.4),
    ("jadwiga", "weight", "kg", "1983-07-11", "1983-12-26", 7, 68.0, 66.0, 0.3),
    ("jadwiga", "resting_heart_rate", "bpm", "1983-07-11", "1983-12-26", 7, 68.0, 58.0, 0.8),
    ("jinty", "steps", "steps", "1983-08-01", "1983-12-26", 7, 2000, 3000, 150),
    ("vivian", "steps", "steps", "1983-07-11", "1983-12-26", 7, 3000, 3500, 150),
    ("nilesh", "weight", "kg", "1983-07-04", "1983-12-26", 7, 71.0, 70.0, 0.3),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("graziella", "goal-gervase-graziella-weight", "weight", 74.0, "kg", "1984-03-31", "active"),
    ("jadwiga", "goal-dunstan-jadwiga-rhr", "resting_heart_rate", 60, "bpm", "1983-12-31", "achieved"),
    ("vivian", "goal-kamlesh-vivian-steps", "steps", 3500, "steps", "1983-12-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("roderick", "1983-09-19", "Urate", 0.56, "mmol/L", 0.2, 0.42),
    ("roderick", "1983-12-19", "Urate", 0.36, "mmol/L", 0.2, 0.42),
    ("oonagh", "1983-09-06", "Haemoglobin", 98, "g/L", 115, 165),
    ("oonagh", "1983-12-08", "Haemoglobin", 128, "g/L", 115, 165),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "aye", "yes", "grand", "on my way", "paid", "cheerio", "hiya", "cheers", "right",
    "sorry, running late", "can we swap to friday?", "what time saturday?", "see you there", "will do", "nae bother",
    "wrong chat sorry", "grazie", "dzięki", "nice one", "ha", "noted", "you're a star", "only just seen this sorry",
    "same again next week?", "where do i park?", "nearly there", "stuck behind a tractor", "thanks x", "lovely",
    "all good here", "can i pay cash?", "braw", "ta duck", "now then", "perfetto", "nothing to report", "on the way now",
    "are we still on?", "phone box was out of order", "no parking anywhere", "stuck at work", "perfect", "long day",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the noticeboard.", "Have a good weekend.", "Invoice in the post.", "Plan's in the post.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


# The days a question names as one day (a date, a feast day, a news day, a bank holiday): no everyday
# chatter line falls on them, so a question about that day finds only the story. As in build_blind42, a
# chatter line drawn on one of these days is moved back to the first day before it that is not one.
QUIET_DAYS = frozenset({
    "07-14", "07-16", "08-09", "08-29", "09-03", "09-05", "09-06", "09-14", "09-20", "09-21", "10-02", "10-04", "10-10",
    "10-19", "10-22", "10-30", "10-31", "11-05", "11-07", "11-12", "11-13", "11-14", "11-19", "11-21", "11-26", "11-28",
    "12-06", "12-10", "12-15", "12-17", "12-18", "12-24", "12-25", "12-26", "12-31",
})


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=19830701, health_seed=19840103, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
