#!/usr/bin/env python3
"""Build the forty-second blind data set for the answer benchmark (bench/answers_data/blind42.json).

    functions/venv/bin/python -m bench.answers_data.build_blind42

Four trainers of kinds no other roster has: a coracle racing coach at Cilgerran on the Teifi (Hywel
Cadwaladr), a hang gliding coach on Mam Tor (Percival Bagshaw), a roller skating coach at the rink in
Accrington (Clarice Entwistle) and a double dutch coach in Malton (Thomasina Wrightson). 12 clients,
1 January to 30 June 1986 (asked on Wednesday 2 July 1986): one-to-one chats, four group chats,
session notes, four session transcripts, check-ins, client profiles and health data, in the format
of demo/data/demo_dataset.json. Written on 2026-12-04 by helper h-blind42 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the forty-first blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The clients are not written to one outline. Two carry an operation and its recovery over weeks
(Alwyn's left hip: the GP, the waiting list, the replacement at Withybush, the sticks, the first
paddle; Kevin's right knee: a torn cartilage, a keyhole operation at the Northern General, the
physio, the first flight), two a medicine changed twice (Norah's blood pressure: bendrofluazide, then
atenolol for the cold hands, then nifedipine for the swollen ankles; Lenny's stomach: Gaviscon, then
cimetidine, then ranitidine after a scope), two a relative who writes nearly everything (Elfed's mum
Olwen, Irene's daughter Joanne), two tell the group chat more than the coach (Debbie, Florrie), two
say little beyond yes or no (Ivor, Shane) and two log numbers (Vera, Tegwen). The period, January to
June 1986, is one no other roster covers (a grep of every file of bench/answers_data for a date of
1979 or 1982 to 1989 in ISO form finds none). Inside it (every weekday checked with Python's
`datetime`): Burns Night (Saturday 25 January), the Challenger disaster (Tuesday 28 January), the big freeze of February, Pancake Day
(Tuesday 11 February), Valentine's Day (Friday 14 February), St David's Day (Saturday 1 March),
Mothering Sunday (9 March), St Patrick's Day (Monday 17 March), Good Friday (28 March), Easter
Monday (31 March), West Tip's Grand National (Saturday 5 April), the Queen's sixtieth (Monday 21
April), the May Day bank holiday (Monday 5 May), the Merseyside cup final (Saturday 10 May), Sport Aid (Sunday 25
May), the spring bank holiday (Monday 26 May) and the hand of God (Sunday 22 June). The story
messages are written the way people text then and now: lowercase, typos, run-ons, shorthand and
slang (coracle "the paddle", "the seat board", "the lath", "went round in circles"; hang gliding
"the hill", "a top landing", "the A-frame", "the harness", "a whack-in"; roller skating "the rink",
"quads", "the toe stop", "a backwards crossover", "the slow skate"; double dutch "the ropes", "the
turners", "a jump-in", "speed", "a freestyle"), West Wales, Derbyshire, Lancashire and North
Yorkshire English, mixed units (kg, stone, miles, bpm, steps, mmHg, mmol/L, ratio, g/L, a peak flow without a unit),
negations, revisions later, plans lying after the period, facts only in the coach's reply, a note, a
transcript or a lab panel, nicknames (Teg, Debs, Reenie, Flo, Vee) and body parts with sides. The
everyday chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter),
names no body part, food, drink, medicine, sport, event or number a question asks about, and is kept
off the days a question names as a single day (QUIET_DAYS). Deterministic: two runs write
byte-identical files. `blind42_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind42_questions.py).

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
OUT, TAGS_OUT = HERE / "blind42.json", HERE / "blind42_tags.json"
YEAR = 1986
START, END = datetime(1986, 1, 1, 7, 0), datetime(1986, 6, 30, 21, 0)
ASKED_AT = "1986-07-02T08:00:00Z"

TRAINERS = [
    {"id": "coach-hywel", "displayName": "Hywel Cadwaladr", "email": "hywel.cadwaladr@example.com", "short": "hywel"},
    {"id": "coach-percival", "displayName": "Percival Bagshaw", "email": "percival.bagshaw@example.com", "short": "percival"},
    {"id": "coach-clarice", "displayName": "Clarice Entwistle", "email": "clarice.entwistle@example.com", "short": "clarice"},
    {"id": "coach-thomasina", "displayName": "Thomasina Wrightson", "email": "thomasina.wrightson@example.com", "short": "thomasina"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("hywel", "alwyn-furniss", "Alwyn Furniss", "alwyn"),
    ("hywel", "tegwen-probert", "Tegwen Probert", "tegwen"),
    ("hywel", "elfed-bulmer", "Elfed Bulmer", "elfed"),
    ("percival", "norah-wragg", "Norah Wragg", "norah"),
    ("percival", "kevin-fothergill", "Kevin Fothergill", "kevin"),
    ("percival", "ivor-broadbent", "Ivor Broadbent", "ivor"),
    ("clarice", "debbie-duckworth", "Debbie Duckworth", "debbie"),
    ("clarice", "lenny-mycock", "Lenny Mycock", "lenny"),
    ("clarice", "irene-pilling", "Irene Pilling", "irene"),
    ("thomasina", "shane-ackroyd", "Shane Ackroyd", "shane"),
    ("thomasina", "florrie-critchley", "Florrie Critchley", "florrie"),
    ("thomasina", "vera-thackray", "Vera Thackray", "vera"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an operation and its recovery, a medicine changed twice, a relative who writes, a group
# talker, a yes/no client, a numbers logger) has one in each half.
DEV_CLIENTS = ("alwyn", "elfed", "norah", "ivor", "debbie", "vera")

PROFILES = [
    {"clientId": "alwyn-furniss", "age": 61, "goal": "Paddle the Cilgerran regatta in August on the new hip",
     "dietaryRestrictions": [],
     "injuries": ["osteoarthritis, left hip: replaced at Withybush 14 April 1986, sticks six weeks, no coracle till June",
                  "chest infection (GP 20 January 1986): amoxicillin a week"],
     "notes": "Coracle racing, Cilgerran. Salmon netsman on the Teifi, builds his own coracles. Wife Nesta."},
    {"clientId": "tegwen-probert", "age": 27, "goal": "Resting heart rate under 62 and the ladies' race at Cilgerran",
     "dietaryRestrictions": ["vegetarian"],
     "injuries": ["asthma: blue inhaler, then a brown preventer twice a day (GP 17 February 1986)",
                  "shin splints, both legs (March 1986): rest from the round two days a week"],
     "notes": "Coracle racing, Cilgerran. Postwoman in Cardigan, a walking round. Known as Teg. Partner Denzil."},
    {"clientId": "elfed-bulmer", "age": 14, "goal": "The junior race at Cilgerran in August",
     "dietaryRestrictions": [],
     "injuries": ["Osgood-Schlatter, right knee (GP 29 January 1986): no football, ice after training",
                  "chickenpox (February 1986): off school ten days"],
     "notes": "Coracle racing, Cilgerran. Schoolboy at Newcastle Emlyn. Mum Olwen does his messages."},
    {"clientId": "norah-wragg", "age": 52, "goal": "Systolic under 140 and a top landing on Mam Tor",
     "dietaryRestrictions": ["less salt"],
     "injuries": ["high blood pressure (GP 13 January 1986): bendrofluazide, then atenolol (3 March), then nifedipine (21 April)",
                  "tennis elbow, right (physio at Bakewell, May 1986): a strap, no hoovering"],
     "notes": "Hang gliding, Mam Tor. Dinner lady at the school in Bakewell. Husband Ernie."},
    {"clientId": "kevin-fothergill", "age": 34, "goal": "Back in the air by July and a cross-country flight to Bakewell",
     "dietaryRestrictions": [],
     "injuries": ["torn cartilage, right knee (whack-in on landing 8 March 1986): keyhole operation at the Northern General 19 May 1986, physio six weeks",
                  "hay fever: tablets May to July"],
     "notes": "Hang gliding, Mam Tor. Quarryman at Matlock. Wife Tina."},
    {"clientId": "ivor-broadbent", "age": 70, "goal": "Ground handling every week and one more flight off the hill",
     "dietaryRestrictions": ["warfarin: the same amount of greens each week, no cranberry"],
     "injuries": ["atrial fibrillation (GP 4 February 1986): warfarin, INR checks at the surgery",
                  "hearing aid, left ear (April 1986)"],
     "notes": "Hang gliding, Mam Tor. Retired signalman from Eyam. Wife Phyllis."},
    {"clientId": "debbie-duckworth", "age": 19, "goal": "9,000 steps a day and a backwards crossover at the rink",
     "dietaryRestrictions": ["coeliac: no wheat, no barley, no ordinary bread (diagnosed April 1986)"],
     "injuries": ["eczema, both hands: a steroid cream, gloves for the shampoo",
                  "coeliac disease (blood test and a biopsy at Blackburn, April 1986): gluten-free diet"],
     "notes": "Roller skating, Accrington. Hairdresser in Accrington. Known as Debs. Boyfriend Jason."},
    {"clientId": "lenny-mycock", "age": 45, "goal": "Skate the whole session without stopping",
     "dietaryRestrictions": ["stomach ulcer: no fry-ups, no curry, go easy on the ale"],
     "injuries": ["duodenal ulcer (scope at Burnley General 24 March 1986): Gaviscon, then cimetidine, then ranitidine",
                  "bruised coccyx (fell on the rink 7 June 1986)"],
     "notes": "Roller skating, Accrington. Bus mechanic at the depot in Burnley. Wife Doreen."},
    {"clientId": "irene-pilling", "age": 66, "goal": "4,000 steps a day and the slow skate with her granddaughter",
     "dietaryRestrictions": [],
     "injuries": ["broken left wrist (fell on the ice 12 February 1986): a plaster six weeks",
                  "osteoporosis (bone scan at Blackburn, April 1986): calcium tablets and a weekly pill"],
     "notes": "Roller skating, Accrington. Retired weaver from Darwen. Known as Reenie. Daughter Joanne."},
    {"clientId": "shane-ackroyd", "age": 23, "goal": "Turn for the team at the Malton show",
     "dietaryRestrictions": [],
     "injuries": ["sprained right ankle (a rabbit hole in the yard, 17 March 1986): strapping two weeks",
                  "farmer's lung (chest clinic, May 1986): a mask in the hay barn"],
     "notes": "Double dutch, Malton. Farm lad at Kirkbymoorside. Mam Mavis."},
    {"clientId": "florrie-critchley", "age": 13, "goal": "Speed for the team and a freestyle at the Malton show",
     "dietaryRestrictions": ["no nuts (allergic, an EpiPen)"],
     "injuries": ["tonsillitis, four times since January: tonsils out at Malton hospital 12 June 1986",
                  "verruca, left foot (April 1986): a plaster and the freezing spray"],
     "notes": "Double dutch, Malton. Schoolgirl at Helmsley. Known as Flo. Dad Edwin."},
    {"clientId": "vera-thackray", "age": 38, "goal": "Under 80 kg and turn the ropes for a whole routine",
     "dietaryRestrictions": ["cholesterol: no chips on the chip-shop days, skimmed milk"],
     "injuries": ["high cholesterol (7.8 mmol/L, GP 20 January 1986): diet first, a recheck in June",
                  "sciatica, left leg (March 1986): stretches, a hot water bottle"],
     "notes": "Double dutch, Malton. Runs the chip shop on the front at Filey. Known as Vee. Daughter Lottie."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    # An operation and its recovery, told over weeks: the hip from the first ache to the first paddle.
    "alwyn": [
        L("01-04 10:00", "c", "blwyddyn newydd dda hywel. alwyn furniss, 61, netsman on the teifi, made my own coracles forty years. 96 kg and a hip like a rusty gate", "alwyn-intro"),
        L("01-04 10:30", "t", "Happy new year Alwyn! Tuesday nights at the slip below the castle, and we'll go easy on that hip.", "alwyn-intro-coach"),
        L("01-20 18:00", "c", "nesta here. alwyn's got a chest infection, coughing all night. doctor gave him amoxicillin for a week", "alwyn-chest"),
        L("01-20 18:20", "t", "Thanks Nesta. No river till the cough's gone, tell him.", "alwyn-chest-coach"),
        L("02-06 09:00", "c", "hip's worse in the cold, can't get my leg over the seat board. gp sent an x-ray off", "alwyn-xray"),
        L("02-18 17:00", "c", "x-ray back. worn right through on the left, bone on bone the gp said. on the list for a new one at withybush", "alwyn-list"),
        L("02-18 17:30", "t", "Sorry Alwyn. Swim and the bike in the shed till then, no kneeling in the coracle.", "alwyn-list-coach"),
        L("03-12 19:00", "c", "letter came, op is 14 april. nesta's already cleaning the house like the queen's coming", "alwyn-date"),
        L("04-14 20:00", "c", "nesta again. he's had it done, surgeon's happy, new hip in. he's asking for a cup of tea and the paper so he's alright x", "alwyn-op"),
        L("04-14 20:15", "t", "Wonderful news Nesta. Give him my best.", "alwyn-op-coach"),
        L("04-22 11:00", "c", "home. zimmer frame round the kitchen, nesta won't let me near the shed", "alwyn-home"),
        L("05-02 16:00", "c", "off the frame onto two sticks. physio at cardigan says walk to the gate and back twice a day", "alwyn-sticks"),
        L("05-19 12:00", "c", "one stick now. walked down to the slip to watch the boys", "alwyn-onestick"),
        L("05-19 12:20", "t", "Brilliant. Watching only, mind.", "alwyn-onestick-coach"),
        L("06-03 08:00", "c", "no sticks at all since the weekend. surgeon says i can kneel in the coracle from the middle of june", "alwyn-nosticks"),
        L("06-17 21:00", "c", "back on the river tonight! twenty minutes on the flat water by the bridge, hip didn't say a word", "alwyn-back"),
        L("06-17 21:10", "t", "First paddle since the op, Alwyn. Regatta's on.", "alwyn-back-coach"),
        L("06-30 09:00", "c", "91 kg this morning. nesta says it's her cawl", "alwyn-weight"),
    ],
    # Numbers, mostly: peak flow, pulse and the round, a sentence or two about anything else.
    "tegwen": [
        L("01-06 09:00", "c", "hiya hywel, tegwen probert, teg. postwoman in cardigan, walk about 12 miles a round. resting pulse 72", "tegwen-intro"),
        L("01-06 09:20", "t", "Croeso Teg! Tuesdays at the slip, we'll get that pulse down.", "tegwen-intro-coach"),
        L("01-27 18:00", "c", "peak flow 380 this morning, 420 on a good day. 70 bpm", "tegwen-jan"),
        L("02-17 18:00", "c", "wheezy in the freeze, peak flow down to 310. gp gave me a brown inhaler twice a day as well as the blue", "tegwen-brown"),
        L("02-17 18:30", "t", "Take the blue before you get in the coracle, Teg.", "tegwen-brown-coach"),
        L("03-10 18:00", "c", "peak flow back up 430. pulse 68. shins sore on the round though", "tegwen-mar"),
        L("03-24 18:00", "c", "physio says shin splints both legs. two days off the round a week, the van instead", "tegwen-shins"),
        L("04-21 18:00", "c", "april: 66 bpm, peak flow 450. did the upstream half in 14 min", "tegwen-apr"),
        L("05-12 18:00", "c", "13 min 20 upstream!! 64 bpm", "tegwen-may"),
        L("05-26 11:00", "c", "denzil here, teg's partner. she's been out every morning of the bank holiday, tell her to rest a day will you", "tegwen-denzil"),
        L("05-26 11:20", "t", "Will do Denzil, rest day tomorrow.", "tegwen-denzil-coach"),
        L("06-16 18:00", "c", "61 bpm this morning!! under the 62. peak flow 470", "tegwen-goal"),
        L("06-16 18:10", "t", "Goal met Teg! Ladies' race next.", "tegwen-goal-coach"),
    ],
    # A mum writes nearly all of it; the boy himself twice.
    "elfed": [
        L("01-08 19:00", "c", "hello hywel this is olwen bulmer, elfed's mum. he's 14 and mad on the coracles since the regatta. can he come tuesdays", "elfed-intro"),
        L("01-08 19:20", "t", "Of course Olwen, Tuesday at six at the slip, a life jacket on.", "elfed-intro-coach"),
        L("01-29 20:00", "c", "olwen here. elfed's right knee is swollen below the kneecap, a lump. doctor says osgood-schlatter, growing pains, no football and ice after training", "elfed-knee"),
        L("01-29 20:20", "t", "Thanks Olwen. Paddling is fine, no kneeling on the hard board, I'll give him a cushion.", "elfed-knee-coach"),
        L("02-14 08:00", "c", "olwen. spots all over him this morning, chickenpox. off school, no river, sorry hywel", "elfed-pox"),
        L("02-24 19:00", "c", "olwen. spots scabbed over, doctor says back to school monday, ten days he was off", "elfed-pox-clear"),
        L("03-01 12:00", "c", "its elfed. went round in circles only twice tonight!! can i have a go in the big one", "elfed-own"),
        L("03-01 12:20", "t", "Not yet Elfed, the little one till Easter.", "elfed-own-coach"),
        L("04-05 18:00", "c", "olwen. knee much better, he's stopped limping. his dad had him in the garden watching the national, west tip", "elfed-national"),
        L("05-10 19:00", "c", "olwen. his dad let him stay up for the cup final, liverpool. he's got exams in june so only tuesdays till then", "elfed-exams"),
        L("06-24 20:00", "c", "elfed again. exams finished!!! can i race in august", "elfed-race"),
        L("06-24 20:20", "t", "Yes, the junior race. Tell your mum.", "elfed-race-coach"),
    ],
    # A medicine changed twice, each change told in its own message weeks apart; her husband fills in.
    "norah": [
        L("01-07 19:00", "c", "evening percival, norah wragg, 52, dinner lady at bakewell. ernie bought me the lessons for christmas. never flown in my life", "norah-intro"),
        L("01-07 19:30", "t", "Welcome Norah! Ground school Saturdays, the training slope first.", "norah-intro-coach"),
        L("01-13 18:00", "c", "went for a check up at the surgery, blood pressure 172 over 100! doctor's put me on bendrofluazide, a water tablet", "norah-bp"),
        L("01-13 18:30", "t", "Glad you went, Norah. Gentle ground handling only till it's down.", "norah-bp-coach"),
        L("02-10 19:00", "c", "up and down to the loo all night with these water tablets and it's only 160", "norah-feb"),
        L("03-03 18:00", "c", "doctor's changed me to atenolol, the water tablet wasn't doing enough. 158 today", "norah-atenolol"),
        L("03-24 18:00", "c", "ernie here. norah's hands and feet are like ice since the new tablets, she won't say so herself", "norah-cold"),
        L("03-24 18:20", "t", "Thanks Ernie. Gloves on the hill, and tell her to mention it to the doctor.", "norah-cold-coach"),
        L("04-21 18:00", "c", "changed again! off the atenolol because of the cold hands, on nifedipine now. 150", "norah-nifedipine"),
        L("05-06 19:00", "c", "ankles swelling up by teatime on the nifedipine, doctor says that's usual and to put my feet up. 146", "norah-ankles"),
        L("05-20 19:00", "c", "right elbow's killing me, physio at bakewell says tennis elbow. from the mop. got a strap", "norah-elbow"),
        L("05-20 19:20", "t", "No carrying the glider on that side, Norah. I'll take the nose.", "norah-elbow-coach"),
        L("06-07 17:00", "c", "my first proper flight off the top!! landed at the bottom in one piece. 144 this morning", "norah-flight"),
        L("06-07 17:10", "t", "First flight off the top! Proud of you Norah.", "norah-flight-coach"),
        L("06-28 18:00", "c", "142. so close to the 140", "norah-latest"),
    ],
    # An operation and its recovery: the knee from the landing to the first flight back; his wife texts.
    "kevin": [
        L("01-05 10:00", "c", "percival, kevin fothergill, quarryman at matlock, flown two years on my own glider. 84 kg. want to go cross country this year", "kevin-intro"),
        L("01-05 10:30", "t", "Welcome Kevin. Sundays on the hill when the wind's west.", "kevin-intro-coach"),
        L("02-16 17:00", "c", "too cold to fly, hill's white over. running up the quarry track instead", "kevin-freeze"),
        L("03-08 18:00", "c", "whacked in on landing, right knee went sideways. can't straighten it", "kevin-whack"),
        L("03-08 18:20", "t", "Ice and rest Kevin, and get it looked at Monday.", "kevin-whack-coach"),
        L("03-18 19:00", "c", "tina here, kev's wife. the hospital says it's a torn cartilage in the right knee. on the list for a keyhole op at the northern general", "kevin-cartilage"),
        L("04-15 19:00", "c", "knee locks if i turn too quick. op date is 19 may", "kevin-date"),
        L("05-19 21:00", "c", "tina again. op done, keyhole, three little cuts. he's home tomorrow", "kevin-op"),
        L("05-19 21:15", "t", "Great news Tina. Nothing but the sofa this week.", "kevin-op-coach"),
        L("05-27 18:00", "c", "physio twice a week for six weeks. leg raises and the bike. hay fever's started too, sneezing on the exercise bike", "kevin-physio"),
        L("06-10 18:00", "c", "walking without the crutch since friday. back at the quarry on light duties", "kevin-crutch"),
        L("06-22 22:00", "c", "maradona. hand of god my backside. kicked the telly and me knee didn't mind", "kevin-handofgod"),
        L("06-29 17:00", "c", "physio says i can fly in july if i take it easy on landing. 87 kg, the sofa did that", "kevin-latest"),
        L("06-29 17:20", "t", "Then the training slope first in July, Kevin. Land on your feet.", "kevin-latest-coach"),
    ],
    # Says little: yes, no, a number.
    "ivor": [
        L("01-10 11:00", "c", "Percival. Ivor Broadbent. 70. Flew in the sixties. Want to go again.", "ivor-intro"),
        L("01-10 11:30", "t", "Welcome Ivor! Ground handling first, we'll see about the hill.", "ivor-intro-coach"),
        L("02-04 12:00", "c", "Heart going funny. Doctor says atrial fibrillation. Warfarin.", "ivor-af"),
        L("02-04 12:20", "t", "Sorry Ivor. Let me know what the doctor says about flying.", "ivor-af-coach"),
        L("02-20 12:00", "c", "Doctor says no flying till the INR is steady. Ground handling fine.", "ivor-noflying"),
        L("03-14 12:00", "c", "INR too high. Tablets cut.", "ivor-inr"),
        L("04-09 12:00", "c", "Hearing aid now. Left ear.", "ivor-aid"),
        L("04-21 20:00", "c", "Phyllis here. Ivor had a little nosebleed that wouldn't stop, the surgery says it's the warfarin and it's nothing to worry about", "ivor-nosebleed"),
        L("05-15 12:00", "c", "INR steady. Doctor says a tandem flight is fine.", "ivor-steady"),
        L("06-14 16:00", "c", "Tandem off the top. Grand.", "ivor-tandem"),
        L("06-14 16:10", "t", "First time off the hill since the sixties, Ivor!", "ivor-tandem-coach"),
    ],
    # Says little to the coach: her news is mostly in the group chat.
    "debbie": [
        L("01-11 20:00", "c", "hiya clarice debbie duckworth, hairdresser, 19. can i do the adult class saturdays", "debbie-intro"),
        L("01-11 20:10", "t", "Course you can Debs, Saturday at ten, bring your own quads if you've got them.", "debbie-intro-coach"),
        L("02-22 18:00", "c", "hands cracked and bleeding from the perm lotion, can't do up my laces", "debbie-hands"),
        L("02-22 18:20", "t", "Get some gloves for work Debs, I'll lace you up.", "debbie-hands-coach"),
        L("04-24 19:00", "c", "doctor rang, bloods and the test at blackburn show coeliac. no bread ever again 😩", "debbie-coeliac"),
        L("04-24 19:20", "t", "That explains the tiredness. No toast at the rink café for you then.", "debbie-coeliac-coach"),
        L("06-21 12:00", "c", "did a backwards crossover!!!", "debbie-crossover"),
    ],
    # A medicine changed twice: the stomach, one step at a time; his wife fills in.
    "lenny": [
        L("01-03 18:00", "c", "clarice its lenny mycock from the depot. 45. doreen says i need a hobby that isn't the pub", "lenny-intro"),
        L("01-03 18:20", "t", "Welcome Lenny! Wednesday adults' night, seven o'clock.", "lenny-intro-coach"),
        L("01-22 19:00", "c", "burning in me chest after tea every night. swigging gaviscon from the bottle", "lenny-gaviscon"),
        L("02-12 19:00", "c", "doctor says it's an ulcer most likely. cimetidine twice a day, no more curry", "lenny-cimetidine"),
        L("02-12 19:20", "t", "Skate before tea, not after, then.", "lenny-cimetidine-coach"),
        L("03-20 20:00", "c", "doreen here. lenny was sick and it was black, he's in burnley general. they're doing a camera down tomorrow", "lenny-bleed"),
        L("03-24 18:00", "c", "scope showed an ulcer in the duodenum, bled a bit. off the cimetidine, on ranitidine now, zantac", "lenny-ranitidine"),
        L("03-24 18:20", "t", "Rest up, Lenny. No rink for a fortnight.", "lenny-ranitidine-coach"),
        L("04-16 19:00", "c", "back at the rink tonight, went round slow. no pain since the zantac", "lenny-back"),
        L("05-10 18:00", "c", "everton lost. ale's off the list so i watched it on orange squash", "lenny-cupfinal"),
        L("06-07 21:00", "c", "fell on me backside doing the slow skate. coccyx bruised, sitting on a cushion at work", "lenny-coccyx"),
        L("06-07 21:20", "t", "Ouch. Knee pads AND the padded shorts next time.", "lenny-coccyx-coach"),
        L("06-25 19:00", "c", "did the whole session without stopping!! stomach good", "lenny-whole"),
    ],
    # Her daughter writes nearly everything.
    "irene": [
        L("01-09 18:00", "c", "hello clarice i'm joanne, irene pilling's daughter. mum is 66 and wants to skate with our little girl. she skated at the palais in the fifties", "irene-intro"),
        L("01-09 18:20", "t", "How lovely Joanne. Thursday afternoons are quiet, bring her then.", "irene-intro-coach"),
        L("02-12 17:00", "c", "joanne. mum slipped on the ice outside the co-op in darwen and broke her left wrist. plaster six weeks. not on the rink i promise", "irene-wrist"),
        L("02-12 17:20", "t", "Oh no, give her my love. We'll wait for her.", "irene-wrist-coach"),
        L("03-27 17:00", "c", "joanne. plaster off today, wrist stiff, physio exercises with a tennis ball", "irene-plaster"),
        L("04-29 17:00", "c", "joanne. they did a bone scan at blackburn after the wrist. thin bones, osteoporosis. calcium every day and a pill once a week", "irene-osteo"),
        L("04-29 17:20", "t", "Then wrist guards and the barrier side for her, Joanne.", "irene-osteo-coach"),
        L("05-22 16:00", "c", "it's irene. round the rink twice holding the rail. lovely", "irene-own"),
        L("06-19 17:00", "c", "joanne. mum did the slow skate with our seraphina, holding hands! she cried", "irene-slowskate"),
    ],
    # Says little: a word or two, his mam now and then.
    "shane": [
        L("01-14 20:00", "c", "shane ackroyd. 23. me sister's team needs a turner", "shane-intro"),
        L("01-14 20:10", "t", "Brilliant Shane! Monday nights at the church hall in Malton.", "shane-intro-coach"),
        L("03-17 19:00", "c", "ankle. rabbit hole in the yard. right one", "shane-ankle"),
        L("03-17 19:10", "t", "Turning sitting on a stool till it's better then.", "shane-ankle-coach"),
        L("04-02 19:00", "c", "strapping off", "shane-strapping"),
        L("05-21 19:00", "c", "mavis here shanes mam. he's been coughing since the hay, the chest clinic says farmer's lung, he has to wear a mask in the barn now", "shane-lung"),
        L("06-23 19:00", "c", "turned the whole routine. no cough", "shane-routine"),
    ],
    # Says little to the coach: her news is mostly in the group chat.
    "florrie": [
        L("01-13 17:00", "c", "hi thomasina its florrie, can i join the team my friend is in it", "florrie-intro"),
        L("01-13 17:20", "t", "Yes Flo! Monday at the church hall, bring your dad to sign the form.", "florrie-intro-coach"),
        L("03-10 18:00", "c", "edwin critchley, florrie's dad. tonsillitis again, third time since christmas. she's off this week", "florrie-tonsils"),
        L("03-10 18:20", "t", "Thanks Edwin, get well soon Flo.", "florrie-tonsils-coach"),
        L("06-12 20:00", "c", "edwin. tonsils out this morning at malton hospital, she's eating ice cream and complaining. two weeks off", "florrie-op"),
        L("06-12 20:15", "t", "Ice cream is the best medicine. Tell her the team saved her place.", "florrie-op-coach"),
    ],
    # Numbers, mostly: weight, steps and the cholesterol.
    "vera": [
        L("01-06 20:00", "c", "thomasina vera thackray, the chip shop on the front. 38. lottie wants me to turn for her team. 89 kg, 14 stone, don't laugh", "vera-intro"),
        L("01-06 20:20", "t", "No laughing, Vee! Turning is great exercise. Mondays at seven.", "vera-intro-coach"),
        L("01-20 19:00", "c", "cholesterol 7.8 at the doctor's. diet first he says, recheck in june", "vera-chol"),
        L("02-03 19:00", "c", "87.5. no chips on shop days is killing me", "vera-feb"),
        L("03-03 19:00", "c", "86 kg. left leg's got a shooting pain down the back, doctor says sciatica. stretches and a hot water bottle", "vera-sciatica"),
        L("03-03 19:20", "t", "Turn from a chair if it's bad, Vee.", "vera-sciatica-coach"),
        L("04-07 19:00", "c", "84.6 kg. 7,200 steps on the pedometer lottie got me", "vera-apr"),
        L("05-05 19:00", "c", "bank holiday, the shop heaving. 83 kg, 9,000 steps just behind the counter", "vera-may"),
        L("06-10 19:00", "c", "cholesterol 6.1!! doctor's pleased. 81.4 kg", "vera-chol2"),
        L("06-10 19:20", "t", "Down from 7.8 Vee! Brilliant.", "vera-chol2-coach"),
        L("06-30 19:00", "c", "turned a whole routine for lottie without stopping. 81 kg", "vera-routine"),
    ],
}

GROUPS = [
    {
        "id": "chat-hywel-coracles", "trainer": "hywel", "members": ["alwyn", "tegwen", "elfed"],
        "lines": [
            L("01-02 09:00", "t", "Cilgerran coracles 🛶 Tides, nights at the slip and news here.", "g-coracles-start"),
            L("02-19 10:00", "alwyn", "new hip for me in the spring, watching from the bank till then", "g-alwyn-hip"),
            L("02-18 10:00", "tegwen", "inhaler twice a day now, wheezing like an old accordion", "g-tegwen-wheeze"),
            L("04-23 10:00", "alwyn", "home with the new hip, thank you all for the cards", "g-alwyn-home"),
            L("06-18 10:00", "alwyn", "paddled last night!! two months to the day near enough", "g-alwyn-paddled"),
        ],
    },
    {
        "id": "chat-percival-hill", "trainer": "percival", "members": ["norah", "kevin", "ivor"],
        "lines": [
            L("01-05 09:00", "t", "Mam Tor flyers 🪂 Wind, hill days and news here.", "g-hill-start"),
            L("03-09 10:00", "kevin", "knackered knee, grounded", "g-kevin-knee"),
            L("04-22 10:00", "norah", "third lot of blood pressure tablets in four months, I rattle", "g-norah-rattle"),
            L("05-20 10:00", "kevin", "three holes in me knee and a bandage, on the sofa", "g-kevin-op"),
            L("06-15 10:00", "ivor", "Tandem. Grand.", "g-ivor-tandem"),
        ],
    },
    {
        "id": "chat-clarice-rink", "trainer": "clarice", "members": ["debbie", "lenny", "irene"],
        "lines": [
            L("01-04 09:00", "t", "Accrington rink ⛸️ Sessions, skates and news here.", "g-rink-start"),
            L("01-25 10:00", "debbie", "sooo tired all the time lately, fell asleep under the dryer at work", "g-debbie-tired"),
            L("02-26 10:00", "debbie", "doctor gave me a steroid cream for my hands, it stings like mad but they're healing", "g-debbie-cream"),
            L("03-25 10:00", "lenny", "ulcer bled, camera down, fine now. no rink for a bit", "g-lenny-ulcer"),
            L("04-10 10:00", "debbie", "they put a tube down my throat at blackburn to take a bit of my gut, never again", "g-debbie-biopsy"),
            L("05-02 10:00", "debbie", "gluten free bread tastes like cardboard but my belly's stopped bloating and i'm not tired anymore", "g-debbie-gf"),
            L("05-25 15:00", "debbie", "did the sport aid run round accrington with jason!! 10k", "g-debbie-sportaid"),
            L("06-21 13:00", "debbie", "BACKWARDS CROSSOVER 🎉", "g-debbie-crossover"),
        ],
    },
    {
        "id": "chat-thomasina-ropes", "trainer": "thomasina", "members": ["shane", "florrie", "vera"],
        "lines": [
            L("01-13 09:00", "t", "Malton double dutch 🪢 Halls, shows and news here.", "g-ropes-start"),
            L("01-28 17:00", "florrie", "did you see the space shuttle on the news, we watched it at school, everyone was crying", "g-florrie-challenger"),
            L("02-03 17:00", "florrie", "throat's agony again, can't even swallow squash", "g-florrie-throat"),
            L("04-14 17:00", "florrie", "got a verruca on my left foot from the swimming baths, doctor froze it and it HURT", "g-florrie-verruca"),
            L("04-30 17:00", "florrie", "someone gave me a flapjack with nuts at a party, dad used my epipen, ambulance came, i'm fine now", "g-florrie-nuts"),
            L("05-12 17:00", "florrie", "doctor says my tonsils are coming out in june!!! no more sore throats", "g-florrie-tonsils"),
            L("06-16 17:00", "florrie", "jelly and ice cream for a week, best op ever", "g-florrie-jelly"),
            L("06-30 17:00", "florrie", "doing speed at the show!!", "g-florrie-speed"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Not the same number for
# everyone; some facts are only here, said in the coach's own words.
NOTES = [
    ("hywel", "alwyn", "1986-01-07", "Alwyn (61): netsman, builds his own coracles. Weight 96 kg. Strong stroke, stiff getting in and out."),
    ("hywel", "alwyn", "1986-04-29", "Alwyn: left hip replaced 14 April at Withybush. Frame at home, physio at Cardigan. Surgeon: no bending past a right angle for six weeks. Regatta in August is the aim."),
    ("hywel", "alwyn", "1986-06-24", "Alwyn: back in the coracle 17 June, kneeling fine. Sticks gone since the end of May. Weight 91 kg."),
    ("hywel", "tegwen", "1986-01-07", "Tegwen (27): postwoman. Resting HR 72. Good engine, upstream half in 15 min. Asthma, blue inhaler."),
    ("hywel", "tegwen", "1986-06-17", "Tegwen: resting HR 61, goal met. Peak flow up from 380 to 470 since the preventer. Shin splints eased. Upstream half 13:20."),
    ("hywel", "elfed", "1986-01-14", "Elfed (14): keen, strong for his size, lets the coracle spin. Mum Olwen brings him."),
    ("hywel", "elfed", "1986-06-24", "Elfed: the lump below his right knee has settled, no ice needed since May. Off ten days with chickenpox in February. Entered for the junior race."),
    ("percival", "norah", "1986-01-11", "Norah (52): nervous but keen. BP 172/100 at the surgery, on treatment. Ground handling only to start."),
    ("percival", "norah", "1986-04-26", "Norah: third blood pressure tablet this year. The water pill kept her up at night, the beta-blocker chilled her fingers. Now nifedipine. Wears gloves on the hill."),
    ("percival", "norah", "1986-06-28", "Norah: first flight off the top 7 June. Systolic 142. Right tennis elbow, strap, I carry the nose."),
    ("percival", "kevin", "1986-01-12", "Kevin (34): quarryman, two years solo. Weight 84 kg. Lands flat-footed, needs to run it out."),
    ("percival", "kevin", "1986-06-30", "Kevin: right knee cartilage trimmed by keyhole 19 May. Off crutches early June. Training slope in July. Weight 87 kg."),
    ("percival", "ivor", "1986-01-18", "Ivor (70): flew Rogallos in the sixties. Weight 73 kg. Quiet, knows more than he lets on."),
    ("percival", "ivor", "1986-06-21", "Ivor: AF, on warfarin, INR settled. Tandem from the top 14 June. Hearing aid on the left, so I stand on his right on the hill."),
    ("clarice", "debbie", "1986-01-18", "Debbie (19): hairdresser. 6,800 steps. Natural balance, scared of going backwards."),
    ("clarice", "debbie", "1986-06-21", "Debbie: coeliac since April, gluten-free, far more energy. Eczema on both hands. Backwards crossover today."),
    ("clarice", "lenny", "1986-01-08", "Lenny (45): bus mechanic. Stiff, brave, falls a lot. Weight 95 kg."),
    ("clarice", "lenny", "1986-04-16", "Lenny: duodenal ulcer, bled in March. Tablets changed twice since January. Back at the rink, slow."),
    ("clarice", "lenny", "1986-06-25", "Lenny: whole session without stopping. Bruised coccyx from 7 June, padded shorts now."),
    ("clarice", "irene", "1986-01-16", "Irene (66): skated at the Palais as a girl. 2,500 steps. Holds the rail, good posture."),
    ("clarice", "irene", "1986-06-19", "Irene: left wrist broken in February, plaster off end of March. Thin bones on the scan in April. Wrist guards always. Slow skate with her granddaughter."),
    ("thomasina", "shane", "1986-01-20", "Shane (23): farm lad, big arms, turns too fast. Says nothing."),
    ("thomasina", "shane", "1986-06-23", "Shane: right ankle sprained in March, fine. Lungs: the hay dust, a mask now. Turned the whole routine."),
    ("thomasina", "florrie", "1986-01-20", "Florrie (13): quick feet, chatty. Nut allergy, EpiPen in her bag."),
    ("thomasina", "florrie", "1986-06-30", "Florrie: tonsillitis four times, tonsils out 12 June. Verruca left foot in April. Speed at the show."),
    ("thomasina", "vera", "1986-01-13", "Vera (38): chip shop. Weight 89 kg. Steady turner, breathless after a minute."),
    ("thomasina", "vera", "1986-06-30", "Vera: cholesterol 7.8 to 6.1 on diet alone. Left sciatica in March, settled. Weight 81 kg, 80 to go. Whole routine turned."),
]

TRANSCRIPTS = [
    {
        "id": "tr-hywel-alwyn-19860425", "trainer": "hywel", "client": "alwyn", "startedAt": "1986-04-25T18:00:00Z",
        "title": "Call with Alwyn and Nesta: home after the hip",
        "lines": [
            ("Coach", 0, "How's the new hip, Alwyn?"),
            ("Alwyn", 4, "Like somebody's oiled the gate at last."),
            ("Nesta", 9, "The surgeon said he's not to cross his legs or sit on anything low for six weeks, he sleeps on his back with a pillow between his knees, and no driving the van till he's seen in June."),
            ("Coach", 14, "Then the coracle waits till the surgeon says, and you can watch from a high chair on the bank."),
            ("Alwyn", 20, "Can I at least tar the new coracle?"),
            ("Nesta", 24, "Standing up, at the bench, not bending."),
        ],
    },
    {
        "id": "tr-percival-norah-19860423", "trainer": "percival", "client": "norah", "startedAt": "1986-04-23T19:00:00Z",
        "title": "Call with Norah and Ernie: the new tablets",
        "lines": [
            ("Coach", 0, "How are the new tablets, Norah?"),
            ("Norah", 4, "My fingers have warmed up, that's something."),
            ("Ernie", 9, "The doctor said she may get a flush in the face and a headache the first week, and to stand up slowly out of the chair so she doesn't go dizzy."),
            ("Coach", 14, "Then no launching if you've gone light-headed, and we'll keep to the training slope this month."),
            ("Norah", 20, "Can I still do the top in June?"),
            ("Coach", 24, "If the readings keep coming down, yes."),
        ],
    },
    {
        "id": "tr-percival-kevin-19860522", "trainer": "percival", "client": "kevin", "startedAt": "1986-05-22T19:00:00Z",
        "title": "Call with Kevin and Tina: after the keyhole",
        "lines": [
            ("Coach", 0, "How's the knee, Kevin?"),
            ("Kevin", 4, "Like I've been kicked by a shire horse, but it bends."),
            ("Tina", 9, "The surgeon said crutches for two weeks, no kneeling, no twisting, and not to get it wet till the stitches are out on the thirtieth."),
            ("Coach", 14, "Then no hill till the physio says, and the exercise bike when they allow it."),
            ("Kevin", 20, "Can I drive the glider up on the roof rack?"),
            ("Tina", 24, "You're not driving anything for a fortnight."),
        ],
    },
    {
        "id": "tr-clarice-lenny-19860326", "trainer": "clarice", "client": "lenny", "startedAt": "1986-03-26T19:00:00Z",
        "title": "Call with Lenny and Doreen: home from Burnley General",
        "lines": [
            ("Coach", 0, "How are you, Lenny?"),
            ("Lenny", 4, "Like a bus with no engine."),
            ("Doreen", 9, "The consultant said no aspirin or anything like it ever again, ranitidine at bedtime for two months, and off the beer for good."),
            ("Coach", 14, "Then two weeks off skates and we start with the slow skate."),
            ("Lenny", 20, "Not even a half at christmas?"),
            ("Doreen", 24, "Not even a half."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("alwyn", "1986-02-21", 6.0, 6, 60, "Hip."),
    ("alwyn", "1986-05-09", 7.0, 4, 80, "Sticks."),
    ("tegwen", "1986-02-21", 6.5, 5, 70, "Chest."),
    ("tegwen", "1986-04-25", 8.0, 3, 90, "Shins."),
    ("tegwen", "1986-06-20", 8.0, 2, 95, "Goal."),
    ("elfed", "1986-02-28", 10.0, 3, 20, "Spots."),
    ("norah", "1986-03-07", 5.0, 7, 70, "Tablets."),
    ("norah", "1986-05-09", 7.0, 5, 80, "Ankles."),
    ("kevin", "1986-03-14", 6.0, 8, 30, "Knee."),
    ("kevin", "1986-06-06", 8.0, 5, 70, "Physio."),
    ("ivor", "1986-04-11", 7.5, 3, 90, "Ear."),
    ("debbie", "1986-04-25", 9.0, 6, 50, "Coeliac."),
    ("lenny", "1986-03-28", 6.0, 8, 60, "Ulcer."),
    ("lenny", "1986-06-13", 5.5, 5, 70, "Coccyx."),
    ("irene", "1986-02-14", 6.0, 7, 0, "Wrist."),
    ("irene", "1986-05-02", 7.0, 4, 60, "Bones."),
    ("shane", "1986-03-21", 8.0, 2, 40, "Ankle."),
    ("florrie", "1986-03-14", 9.0, 5, 30, "Throat."),
    ("florrie", "1986-06-20", 10.0, 3, 0, "Tonsils."),
    ("vera", "1986-03-07", 6.5, 6, 60, "Back of leg."),
    ("vera", "1986-06-13", 7.0, 3, 85, "Cholesterol."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("alwyn", "weight", "kg", "1986-01-06", "1986-06-30", 7, 96.0, 91.0, 0.4),
    ("kevin", "weight", "kg", "1986-01-06", "1986-06-30", 7, 84.0, 87.0, 0.3),
    ("ivor", "weight", "kg", "1986-01-13", "1986-06-23", 7, 73.0, 71.0, 0.3),
    ("vera", "weight", "kg", "1986-01-06", "1986-06-30", 7, 89.0, 81.0, 0.3),
    ("lenny", "weight", "kg", "1986-01-06", "1986-06-30", 7, 95.0, 90.0, 0.4),
    ("tegwen", "resting_heart_rate", "bpm", "1986-01-06", "1986-06-30", 7, 72.0, 61.0, 0.8),
    ("norah", "systolic_bp", "mmHg", "1986-01-13", "1986-06-30", 7, 172.0, 142.0, 2.0),
    ("debbie", "steps", "steps", "1986-01-13", "1986-06-30", 7, 6800, 9400, 250),
    ("irene", "steps", "steps", "1986-01-13", "1986-06-30", 7, 2500, 4100, 150),
    ("vera", "steps", "steps", "1986-03-03", "1986-06-30", 7, 6500, 9200, 250),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("tegwen", "goal-hywel-tegwen-rhr", "resting_heart_rate", 62, "bpm", "1986-06-30", "achieved"),
    ("norah", "goal-percival-norah-bp", "systolic_bp", 140, "mmHg", "1986-09-30", "active"),
    ("debbie", "goal-clarice-debbie-steps", "steps", 9000, "steps", "1986-06-30", "achieved"),
    ("vera", "goal-thomasina-vera-weight", "weight", 80.0, "kg", "1986-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("vera", "1986-01-20", "Total cholesterol", 7.8, "mmol/L", 0, 5.2),
    ("vera", "1986-06-10", "Total cholesterol", 6.1, "mmol/L", 0, 5.2),
    ("ivor", "1986-03-14", "INR", 3.9, "ratio", 2.0, 3.0),
    ("ivor", "1986-05-15", "INR", 2.5, "ratio", 2.0, 3.0),
    ("lenny", "1986-03-21", "Haemoglobin", 104, "g/L", 130, 170),
    ("lenny", "1986-05-30", "Haemoglobin", 138, "g/L", 130, 170),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "👍", "🙂", "aye", "yes", "sorted", "on my way", "paid", "ta-ra", "hiya", "cheers",
    "sorry, running late", "can we swap to thursday?", "what time saturday?", "see you there", "will do", "right you are",
    "wrong chat sorry", "diolch", "nice one", "ha", "hehe", "noted", "you're a gem", "only just seen this sorry",
    "same again next week?", "where do i park?", "nearly there", "stuck behind a milk tanker", "thanks x", "smashing",
    "all good here", "👏", "😂", "can i pay cash?", "champion", "ta love", "now then", "iawn", "nowt to report", "on the way now",
    "are we still on?", "phone box was out of order", "no parking anywhere", "stuck at work", "perfect", "long day", "right", "ta chuck",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the board.", "Pop it on the board please.", "Have a good weekend.", "Invoice in the post.", "Plan's in the post.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]


# The days a question names as one day (a date, a feast day, a match, a bank holiday): no everyday chatter
# line falls on them, so a question about that day finds only the story. As in build_blind41, a chatter
# line drawn on one of these days is moved back to the first day before it that is not one.
QUIET_DAYS = frozenset({
    "01-25", "01-28", "01-29", "02-11", "02-12", "02-14", "03-01", "03-09", "03-17", "03-28", "03-31", "04-14", "04-21",
    "04-24", "05-05", "05-10", "05-19", "05-25", "05-26", "06-07", "06-10", "06-12", "06-14", "06-16", "06-17", "06-22",
    "06-23",
})


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=19860101, health_seed=19860702, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
