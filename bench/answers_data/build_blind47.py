#!/usr/bin/env python3
"""Build the forty-seventh blind data set for the answer benchmark (bench/answers_data/blind47.json).

    functions/venv/bin/python -m bench.answers_data.build_blind47

Four trainers of kinds no other roster has: a canoe slalom coach at Llangollen (Bleddyn Cadwallader), a
cyclo-cross coach at Bridgnorth (Delia Furnival), a ten-pin bowling coach at Grantham (Ifor Meakin) and a
skateboarding coach at Crediton (Zelda Bostock). 12 clients, 1 July to 31 December 2005 (asked on
Wednesday 4 January 2006): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data, in the format of demo/data/demo_dataset.json. Written on
2026-12-06 by helper h-blind47 (issue 14) without reading shared/domain/*, shared/usecases/*, functions/*,
any list of benchmark failures or any result file, and of docs/ANSWERS.md only the forty-sixth blind
set's section: a held-out check of whether the fixes made on the other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Trystan's left shoulder, strained rolling up after a capsize; Errol's right thumb, a
bowler's thumb), a medicine changed twice (Ivo's eczema: hydrocortisone from the chemist, Eumovate
instead, a Doublebase gel added; Cecily's migraines: sumatriptan, rizatriptan instead, propranolol
added), a client who tells the group chat more than the coach (Beryl, Avril), a client who says little
beyond yes or no (Marlon, Rufus) and two kinds new in this roster: **a client the trainer names by
trade, town or a trait** (Griff, the plumber from Ruthin with the twins, the squad's only C1 paddler;
Digby, the left-handed farrier from Sleaford with the ginger beard until he shaves it off), whom the
records and the profile make unambiguous, and **a client whose days are named by one-off events** (Merv:
the Much Wenlock sportive, his daughter's wedding, his first race, the works do; Lil: the Bideford jam,
her sister's hen do, moving house, her salon's opening night), the event told in the records with its
date, so a question about "the week after the wedding" has to find the wedding first.

The period, July to December 2005, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1997 to 2005 finds none). Inside it (every weekday checked with
Python's `datetime`): Live 8 (Saturday 2 July), London winning the 2012 Olympics (Wednesday 6 July), the
Edgbaston test won by two runs (Sunday 7 August), the August bank holiday (Monday 29 August), the Ashes
regained at the Oval (Monday 12 September), the clocks going back (Sunday 30 October), Halloween (Monday
31 October), Bonfire Night (Saturday 5 November), Remembrance Sunday (13 November), the day George Best
died (Friday 25 November), Christmas Day (Sunday), Boxing Day (Monday) and New Year's Eve (Saturday). The
everyday chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter), names no
body part, food, drink, medicine, sport, event, unit or number a question asks about, and is kept off
every day a story line or a named day falls on (QUIET_DAYS). Deterministic: two runs write byte-identical
files. `blind47_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind47_questions.py).

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
OUT, TAGS_OUT = HERE / "blind47.json", HERE / "blind47_tags.json"
YEAR = 2005
START, END = datetime(2005, 7, 1, 7, 0), datetime(2005, 12, 31, 21, 0)
ASKED_AT = "2006-01-04T08:00:00Z"

TRAINERS = [
    {"id": "coach-bleddyn", "displayName": "Bleddyn Cadwallader", "email": "bleddyn.cadwallader@example.com", "short": "bleddyn"},
    {"id": "coach-delia", "displayName": "Delia Furnival", "email": "delia.furnival@example.com", "short": "delia"},
    {"id": "coach-ifor", "displayName": "Ifor Meakin", "email": "ifor.meakin@example.com", "short": "ifor"},
    {"id": "coach-zelda", "displayName": "Zelda Bostock", "email": "zelda.bostock@example.com", "short": "zelda"},
]

# (trainer short, client id, display name, short).
CLIENTS = [
    ("bleddyn", "trystan-pickavance", "Trystan Pickavance", "trystan"),
    ("bleddyn", "griff-bebbington", "Griff Bebbington", "griff"),
    ("bleddyn", "cecily-moxon", "Cecily Moxon", "cecily"),
    ("delia", "merv-trickett", "Merv Trickett", "merv"),
    ("delia", "rufus-tudge", "Rufus Tudge", "rufus"),
    ("delia", "avril-partington", "Avril Partington", "avril"),
    ("ifor", "beryl-stott", "Beryl Stott", "beryl"),
    ("ifor", "errol-mottram", "Errol Mottram", "errol"),
    ("ifor", "digby-cresswell", "Digby Cresswell", "digby"),
    ("zelda", "ivo-blewett", "Ivo Blewett", "ivo"),
    ("zelda", "marlon-chugg", "Marlon Chugg", "marlon"),
    ("zelda", "lil-vosper", "Lil Vosper", "lil"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a group talker, a yes/no client, a
# client named by trade, town or trait, a client whose days are named by one-off events) has one in each half.
DEV_CLIENTS = ("trystan", "griff", "merv", "beryl", "ivo", "marlon")

PROFILES = [
    {"clientId": "trystan-pickavance", "age": 26, "goal": "Make the Welsh squad in K1",
     "dietaryRestrictions": [],
     "injuries": ["left shoulder, rotator cuff strain (capsize at the Town Falls, 6 August 2005): physio, no paddling four weeks"],
     "notes": "Canoe slalom (K1), Llangollen. Tree surgeon from Corwen. Partner Heulwen."},
    {"clientId": "griff-bebbington", "age": 41, "goal": "Win the masters C1 and get down to 90 kg",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Canoe slalom, Llangollen: the squad's only C1 (canoe) paddler and its oldest. Plumber from Ruthin. Twin boys Ianto and Deio, four, started school in September 2005."},
    {"clientId": "cecily-moxon", "age": 19, "goal": "A top-three K1 finish at a ranking race",
     "dietaryRestrictions": [],
     "injuries": ["migraines (from July 2005): sumatriptan (GP 6 September), then rizatriptan instead (4 October), then propranolol added as a preventer (22 November)"],
     "notes": "Canoe slalom (K1), Llangollen. Works in a cafe in Llangollen on a gap year. Lives in Corwen. Dad Royce."},
    {"clientId": "merv-trickett", "age": 52, "goal": "Finish a cyclo-cross season and get under 88 kg",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Cyclo-cross, Bridgnorth. Bus driver from Highley. Wife Pam, daughter Bronwen (married 20 August 2005). First season racing."},
    {"clientId": "rufus-tudge", "age": 17, "goal": "Top five in the junior league",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Cyclo-cross, Bridgnorth. At college in Wem. Dad Lew drives him. Says little."},
    {"clientId": "avril-partington", "age": 47, "goal": "Ride the whole league season",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Cyclo-cross, Bridgnorth. District nurse from Much Wenlock. Son Wynne, dog Biscuit. Tells the club chat more than the coach."},
    {"clientId": "beryl-stott", "age": 63, "goal": "A 160 average in the winter league",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Ten-pin bowling, Grantham. Retired post office clerk from Grantham. Husband Norman, grandson Alf. Bowls for the Alley Cats. Tells the league chat more than the coach."},
    {"clientId": "errol-mottram", "age": 34, "goal": "A 200 average and the county team",
     "dietaryRestrictions": [],
     "injuries": ["right thumb, bowler's thumb (numb from the Sleaford tournament, 30 July 2005): rest, a hand therapist, the thumb hole re-drilled"],
     "notes": "Ten-pin bowling, Grantham. Warehouse manager from Sleaford. Wife Marcia."},
    {"clientId": "digby-cresswell", "age": 29, "goal": "Win the Grantham singles",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Ten-pin bowling, Grantham. Farrier from Sleaford. Left-handed, the only lefty in the league. Ginger beard (shaved off for charity on 19 November 2005)."},
    {"clientId": "ivo-blewett", "age": 16, "goal": "Land a kickflip down the four stair and enter the Exeter jam",
     "dietaryRestrictions": [],
     "injuries": ["eczema on the hands (from July 2005): hydrocortisone 1% from the chemist, then Eumovate instead (GP 8 August), then a Doublebase gel added (15 September)"],
     "notes": "Skateboarding, Crediton. At school in Crediton. Mum Gaynor."},
    {"clientId": "marlon-chugg", "age": 14, "goal": "Drop in on the big bowl",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Skateboarding, Crediton. At school in Crediton. Sister Ceri. Says little."},
    {"clientId": "lil-vosper", "age": 38, "goal": "Skate a masters contest and not be the last",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Skateboarding, Crediton. Hairdresser, opened her own salon in Crediton on 1 December 2005. Daughter Una, sister Jackie. Moved house on 21 October 2005."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[build_blind.Line]] = {
    # An injury from the day it started to the day he was back: the left shoulder, after a capsize.
    "trystan": [
        L("07-04 19:10", "c", "7th in K1 at the Llangollen ranking race on Saturday. Happy with that.", "trystan-race1"),
        L("07-04 19:40", "t", "Good run. Gates 14 to 16 cost you four seconds. Upstream gates all week.", "trystan-race1-coach"),
        L("07-19 20:05", "c", "Can't do Thursday, big felling job in Chirk, won't be down till dark.", "trystan-work1"),
        L("08-06 18:40", "c", "Capsized at the Town Falls this afternoon, went to roll up with my arm out and felt the left shoulder go. Proper clunk. Swam out at the bottom.", "trystan-onset"),
        L("08-06 19:05", "t", "Ice it, no paddling, and if it's no better by Monday see the GP.", "trystan-onset-coach"),
        L("08-08 08:20", "c", "Worse this morning. Can't lift the arm above my head. Gwil's driving me to the GP tomorrow.", "trystan-worse"),
        L("08-09 17:30", "c", "GP says a strain. Ibuprofen, and she's referred me to a physio in Wrexham.", "trystan-gp"),
        L("08-16 18:15", "c", "Physio says rotator cuff strain. No paddling for four weeks, bands every day, and no climbing at work.", "trystan-physio"),
        L("08-16 18:50", "t", "Then legs, core and the bike. I'll send a plan that keeps the shoulder out of it.", "trystan-physio-coach"),
        L("08-25 19:00", "c", "On the chipper all week at work, can't climb. Bored stiff.", "trystan-work2"),
        L("09-12 20:30", "c", "Back in the boat! Physio said flat water only. Half an hour on the canal while England were drawing at the Oval. Shoulder fine.", "trystan-flat"),
        L("09-12 20:55", "t", "Flat water only for three weeks, no rolling. Then we'll see.", "trystan-flat-coach"),
        L("10-08 17:10", "c", "First white water since August. Ran the Town Falls twice, no swim, shoulder ok.", "trystan-white"),
        L("10-23 18:00", "c", "Bala slalom: 4th in K1! Back!", "trystan-bala"),
        L("10-23 18:20", "t", "Brilliant. 4th after ten weeks out. Keep the bands going.", "trystan-bala-coach"),
        L("11-15 17:45", "c", "Physio signed me off today. Bands twice a week from now on, that's all.", "trystan-signoff"),
        L("12-10 12:00", "c", "Picked for the Welsh squad winter training! First camp in January.", "trystan-squad"),
        L("12-10 12:30", "t", "Told you. Well earned.", "trystan-squad-coach"),
    ],
    # Named by trade, town or a trait: the plumber from Ruthin, the one with the twins, the only C1 paddler.
    "griff": [
        L("07-05 07:30", "c", "Can't do tonight, emergency job, burst pipe in Denbigh.", "griff-job1"),
        L("07-12 21:00", "c", "The twins came to watch on Saturday. Ianto wants a boat now.", "griff-twins1"),
        L("07-12 21:20", "t", "Bring them both to the taster day in August.", "griff-twins1-coach"),
        L("07-26 20:10", "c", "96 kilos at the doctor's. I want to be 90 by Christmas.", "griff-weight1"),
        L("07-26 20:30", "t", "Then two extra ergo sessions a week and no chips after training.", "griff-weight1-coach"),
        L("08-14 18:00", "c", "Ianto and Deio both had a go at the taster day. Deio fell in and loved it.", "griff-taster"),
        L("09-07 20:45", "c", "Twins started school today. Both cried, so did I. Still coming tonight.", "griff-school"),
        L("09-24 17:30", "c", "Masters C1 at Llangollen: 1st! Only two of us in it, mind.", "griff-win"),
        L("09-24 17:50", "t", "A win is a win. Your cross strokes were the cleanest I've seen from you.", "griff-win-coach"),
        L("10-18 08:10", "c", "Van's broken down, gearbox. Can't get to training till Thursday.", "griff-van"),
        L("11-24 21:30", "c", "Boiler callouts every night with this cold snap. Missing sessions, sorry.", "griff-boilers"),
        L("11-24 21:45", "t", "Twenty minutes on the ergo at home when you can. The boilers pay the bills.", "griff-boilers-coach"),
        L("12-05 19:20", "c", "Three kilos off since the summer. Trousers falling down on jobs.", "griff-lost"),
        L("12-14 20:00", "c", "Can't do Tuesday, the twins' nativity. Ianto's a sheep, Deio's a shepherd.", "griff-nativity"),
        L("12-28 10:00", "c", "92.3 this morning even after Christmas. Not 90, but close.", "griff-last"),
        L("12-28 10:20", "t", "Close enough to finish it in January.", "griff-last-coach"),
    ],
    # A medicine changed twice: the migraines, one tablet at a time.
    "cecily": [
        L("07-19 09:15", "c", "Migraine again, third this month. Paracetamol does nothing. Missed Saturday's session.", "cecily-mig1"),
        L("07-19 09:40", "t", "See the GP. And never paddle with the zigzags in your eyes.", "cecily-mig1-coach"),
        L("08-13 18:00", "c", "5th in K1 at the Bala ranking race. Best yet.", "cecily-race1"),
        L("09-06 17:20", "c", "GP gave me sumatriptan. One at the start of a migraine, a second after two hours if it comes back.", "cecily-suma"),
        L("09-20 10:30", "c", "Took a sumatriptan on Sunday, the migraine went but my chest and jaw went tight. Scared me.", "cecily-chest"),
        L("09-20 10:50", "t", "Tell the GP that this week, don't just stop it.", "cecily-chest-coach"),
        L("10-04 17:40", "c", "GP swapped me to rizatriptan, the ones that melt on your tongue. No chest thing so far.", "cecily-riza"),
        L("10-29 16:30", "c", "3rd in K1 at Llangollen! First podium!", "cecily-podium"),
        L("11-22 17:15", "c", "Still four a month, so she's added propranolol every day to stop them starting. 40 mg twice a day. Keep the rizatriptan for when one comes.", "cecily-prop"),
        L("11-22 17:40", "t", "Your heart rate will run lower on that. Don't chase numbers on the watch.", "cecily-prop-coach"),
        L("12-14 18:10", "c", "Three weeks on the propranolol and only one migraine. Cold hands though.", "cecily-cold"),
    ],
    # One-off events: the sportive, his daughter's wedding, his first race, the crash, the works do.
    "merv": [
        L("07-17 19:30", "c", "Did the Much Wenlock sportive today. 60 miles, first proper ride in years. Cooked.", "merv-sportive"),
        L("07-17 19:50", "t", "Well done. That's your base. Cross season starts in October if you fancy it.", "merv-sportive-coach"),
        L("07-28 20:00", "c", "Go on then, I'll race cross. Pam thinks I'm mad.", "merv-decide"),
        L("08-18 21:00", "c", "No riding this week, Bronwen's wedding on Saturday and I'm father of the bride. Speech is terrifying me more than any hill.", "merv-prewedding"),
        L("08-23 19:40", "c", "Ate and drank far too much at the wedding. Two kilos on. Back on the bike tonight.", "merv-postwedding"),
        L("08-25 20:15", "c", "Rode to Alveley and back, 25 miles, knees fine.", "merv-alveley"),
        L("09-08 19:00", "c", "Bought a second-hand cross bike off a lad in Shifnal. 400 quid.", "merv-bike"),
        L("09-08 19:20", "t", "Good buy. Get the tyres down to 35 psi for the mud.", "merv-bike-coach"),
        L("10-02 17:00", "c", "First race done at Shifnal. 38th of 52, lapped once. Loved it.", "merv-first"),
        L("10-02 17:30", "t", "Nobody minds being lapped in their first race. Run the steps next time, don't push.", "merv-first-coach"),
        L("10-27 19:30", "c", "Nearly a kilo down since the first race. Slow but going.", "merv-down"),
        L("11-06 16:40", "c", "Came off on the off-camber at Alveley, bruised hip. Got back on and finished 30th.", "merv-crash"),
        L("11-06 17:00", "t", "Ice the hip. Walk the off-cambers till you're sure.", "merv-crash-coach"),
        L("12-16 17:00", "c", "Works do at the depot social club tonight. No ride for me tomorrow then.", "merv-worksdo"),
        L("12-17 11:30", "c", "Head's bad. Missed the morning ride.", "merv-hangover"),
        L("12-17 11:45", "t", "Told you. Easy spin tomorrow instead.", "merv-hangover-coach"),
        L("12-26 15:00", "c", "Boxing Day cross at Bridgnorth: 22nd. Best yet!", "merv-boxing"),
        L("12-30 09:00", "c", "89.4 this morning. Not under 88 but the belt's two notches in.", "merv-last"),
    ],
    # Says little: yep, nope, a place. The coach's question is half the answer.
    "rufus": [
        L("07-09 18:00", "t", "Summer plan is in your inbox, Rufus. Three rides a week. Any questions?", "rufus-plan-q"),
        L("07-09 19:30", "c", "nope", "rufus-plan"),
        L("08-20 10:00", "t", "Did you get the new chain on?", "rufus-chain-q"),
        L("08-20 12:00", "c", "yep. lew did it", "rufus-chain"),
        L("10-02 17:05", "t", "How did Shifnal go?", "rufus-shifnal-q"),
        L("10-02 18:10", "c", "7th. juniors", "rufus-shifnal"),
        L("10-16 16:00", "t", "Any pain after the crash at Bridgnorth?", "rufus-crash-q"),
        L("10-16 19:00", "c", "nah. knee scraped", "rufus-crash"),
        L("11-06 17:10", "t", "Alveley?", "rufus-alveley-q"),
        L("11-06 20:00", "c", "4th. punctured last lap", "rufus-alveley"),
        L("11-20 09:00", "t", "Coming Tuesday?", "rufus-tues-q"),
        L("11-20 21:00", "c", "nope. coursework", "rufus-tues"),
        L("12-26 15:10", "t", "Boxing Day?", "rufus-boxing-q"),
        L("12-26 16:30", "c", "3rd!!", "rufus-boxing"),
        L("12-26 16:40", "t", "First podium. Tell Lew well done on the chain.", "rufus-boxing-coach"),
        L("12-29 10:00", "t", "Nationals in January?", "rufus-nationals-q"),
        L("12-29 22:00", "c", "maybe", "rufus-nationals"),
    ],
    # Says little to the coach: her news is mostly in the club chat.
    "avril": [
        L("07-13 20:00", "c", "Can't do Thursday, Wynne's graduation.", "avril-grad"),
        L("09-02 19:00", "c", "Back from the caravan. Legs fine.", "avril-caravan"),
        L("10-10 08:30", "c", "Bit of a chest cold, having a week off.", "avril-cold"),
        L("10-10 08:50", "t", "Rest up. Let me know when you're coughing less.", "avril-cold-coach"),
        L("10-24 19:30", "c", "All good now, back Tuesday.", "avril-back"),
        L("11-13 18:00", "c", "Finished at Bridgnorth. Last but finished.", "avril-race"),
        L("11-13 18:20", "t", "Finished is what counts a month after being poorly.", "avril-race-coach"),
        L("12-11 17:30", "c", "Fine thanks.", "avril-fine"),
    ],
    # Says little to the coach: her news is mostly in the league chat.
    "beryl": [
        L("07-08 19:00", "c", "158 average this week.", "beryl-avg1"),
        L("07-08 19:20", "t", "Keep the feet quiet at the line and it'll be 160.", "beryl-avg1-coach"),
        L("09-01 10:00", "c", "Can't do Sunday, family do.", "beryl-familydo"),
        L("10-07 18:00", "c", "Eyes a bit tired, having a week off.", "beryl-eyes"),
        L("10-07 18:30", "t", "No problem, Beryl. Rest them.", "beryl-eyes-coach"),
        L("10-25 19:00", "c", "Back Thursday.", "beryl-back"),
        L("11-17 20:00", "c", "162 in the league tonight.", "beryl-162"),
        L("11-17 20:15", "t", "There it is. Your spare shooting is the best in the team now.", "beryl-162-coach"),
        L("12-19 18:00", "c", "Away till the new year.", "beryl-away"),
    ],
    # An injury from the first tingle to the first 200 back: the right thumb, a bowler's thumb.
    "errol": [
        L("07-19 20:00", "c", "195 average this month, best ever.", "errol-avg1"),
        L("07-30 21:30", "c", "Sleaford tournament: 3rd. But my thumb was tingling after twelve games.", "errol-onset"),
        L("07-30 21:50", "t", "Take the week off the ball. Tell me if it's still tingling Wednesday.", "errol-onset-coach"),
        L("08-05 18:30", "c", "Numb patch on the inside of the right thumb now. Can't feel the ball properly.", "errol-numb"),
        L("08-11 17:45", "c", "GP says bowler's thumb, a squashed nerve. Four weeks off bowling and she's sending me to a hand therapist.", "errol-gp"),
        L("08-24 18:00", "c", "Hand therapist: a foam pad in the thumb hole, a thumb guard, and get the thumb hole drilled bigger.", "errol-therapist"),
        L("08-24 18:20", "t", "Vince at the pro shop will re-drill it. Tell him I sent you.", "errol-therapist-coach"),
        L("09-06 19:00", "c", "Vince re-drilled both balls today. Feels strange.", "errol-drilled"),
        L("10-03 21:00", "c", "Back bowling! Three games, 171 average, no tingling.", "errol-back"),
        L("10-03 21:20", "t", "Three games a night for two weeks, no more.", "errol-back-coach"),
        L("11-10 21:40", "c", "212 tonight! First 200 since the thumb.", "errol-212"),
        L("11-29 17:30", "c", "Hand therapist signed me off. Keep the pad in, that's all.", "errol-signoff"),
        L("12-15 20:00", "c", "County trial in February. 198 average this month.", "errol-county"),
    ],
    # Named by trade, town or a trait: the left-handed farrier from Sleaford with the ginger beard.
    "digby": [
        L("07-07 19:00", "c", "Six horses shod today. Arm's dead, sorry about tonight.", "digby-horses"),
        L("07-07 19:30", "t", "Rest it. Farriers' arms need Sundays too.", "digby-horses-coach"),
        L("08-02 20:00", "c", "Got a new left-handed ball, a Storm. 15 pound.", "digby-ball"),
        L("08-02 20:20", "t", "Let's drill it for your span, not the shop's.", "digby-ball-coach"),
        L("09-15 21:00", "c", "178 average this month, up from 168.", "digby-avg"),
        L("10-20 19:00", "c", "Kicked by a cob at work. Thigh's black. Bowling anyway.", "digby-kick"),
        L("10-20 19:20", "t", "Short approach then, four steps not five.", "digby-kick-coach"),
        L("11-19 13:00", "c", "Beard's gone! Shaved it off for the air ambulance. 340 quid raised.", "digby-beard"),
        L("11-19 13:30", "t", "Didn't recognise you in the photo. Well done.", "digby-beard-coach"),
        L("12-03 21:30", "c", "Won the Grantham singles! 224 in the final.", "digby-singles"),
        L("12-03 21:45", "t", "First lefty to win it in years. Brilliant.", "digby-singles-coach"),
    ],
    # A medicine changed twice: the eczema on his hands, a cream, a stronger one, a gel added.
    "ivo": [
        L("07-18 17:00", "c", "Hands are cracked and itchy, bleeding on the grip tape. Mum got me hydrocortisone cream from the chemist.", "ivo-hc"),
        L("07-18 17:30", "t", "Gloves on the ramps till they heal. Tell me if the cream works.", "ivo-hc-coach"),
        L("08-08 16:00", "c", "Chemist cream did nothing. GP gave me Eumovate instead, twice a day for two weeks.", "ivo-eumovate"),
        L("08-20 18:00", "c", "Landed my first kickflip!", "ivo-kickflip"),
        L("08-20 18:10", "t", "Told you the gloves wouldn't stop you.", "ivo-kickflip-coach"),
        L("09-15 16:30", "c", "Nurse at the skin clinic added Doublebase gel, loads of it, and the Eumovate only at weekends now.", "ivo-doublebase"),
        L("10-12 17:00", "c", "Hands are way better. No gloves today.", "ivo-better"),
        L("11-12 15:30", "c", "Kickflip down the four stair!", "ivo-fourstair"),
        L("11-12 15:50", "t", "Now the Exeter jam. Entries close in December.", "ivo-fourstair-coach"),
        L("12-17 17:00", "c", "Exeter jam: 6th in the under 18s.", "ivo-jam"),
    ],
    # Says little: ye, nah, landed it. The coach's question is half the answer.
    "marlon": [
        L("07-10 11:00", "t", "Are you coming to the bowl session on Saturday, Marlon?", "marlon-bowl-q"),
        L("07-10 15:00", "c", "ye", "marlon-bowl"),
        L("08-06 12:00", "t", "Did you drop in on the big bowl?", "marlon-dropin-q"),
        L("08-06 18:30", "c", "nah. scared", "marlon-dropin"),
        L("09-03 12:00", "t", "Drop in today?", "marlon-dropin2-q"),
        L("09-03 17:00", "c", "landed it!!", "marlon-dropin2"),
        L("09-03 17:10", "t", "Told you. First go?", "marlon-dropin2-coach"),
        L("09-03 19:00", "c", "3rd go", "marlon-tries"),
        L("10-22 10:00", "t", "Did your wrist stop hurting?", "marlon-wrist-q"),
        L("10-22 13:00", "c", "ye", "marlon-wrist"),
        L("12-17 17:05", "t", "How did the Exeter jam go?", "marlon-jam-q"),
        L("12-17 19:00", "c", "3rd. under 16s", "marlon-jam"),
        L("12-17 19:10", "t", "Brilliant. New deck for Christmas?", "marlon-deck-q"),
        L("12-17 21:00", "c", "maybe", "marlon-deck"),
    ],
    # One-off events: the Bideford jam, her sister's hen do, moving house, her salon's opening night.
    "lil": [
        L("07-15 20:00", "c", "Entered the masters at the Bideford jam. What have I done.", "lil-enter"),
        L("07-15 20:20", "t", "The best thing all year. We'll get your run sorted.", "lil-enter-coach"),
        L("08-27 18:30", "c", "Bideford jam: 2nd in the masters! Out of three, but still.", "lil-jam"),
        L("08-27 18:50", "t", "Second is second. That backside rock was clean.", "lil-jam-coach"),
        L("09-08 19:00", "c", "Jackie's hen do in Woolacombe this weekend. Surfing lesson on Saturday, God help me.", "lil-prehen"),
        L("09-14 19:30", "c", "Hen do was carnage. Fell off the surfboard more than I've ever fallen off a skateboard. Neck's stiff.", "lil-posthen"),
        L("09-14 19:50", "t", "Easy week then. Just flat ground.", "lil-posthen-coach"),
        L("10-21 21:00", "c", "Moved house today. Every box labelled 'misc'. No skating this week.", "lil-move"),
        L("10-30 16:00", "c", "First session since the move. Rusty.", "lil-aftermove"),
        L("12-01 23:00", "c", "Salon's open!! Opening night was packed. Una did the music.", "lil-salon"),
        L("12-01 23:10", "t", "Congratulations Lil! Proud of you.", "lil-salon-coach"),
        L("12-10 18:00", "c", "Since the salon opened I've skated once. Need a plan that fits.", "lil-busy"),
        L("12-10 18:20", "t", "Two short sessions, Monday and Thursday evening. Fifty minutes each.", "lil-busy-coach"),
    ],
}

GROUPS = [
    {
        "id": "chat-bleddyn-squad", "trainer": "bleddyn", "members": ["trystan", "griff", "cecily"],
        "lines": [
            L("07-02 21:00", "griff", "Anyone watching Live 8? The twins are dancing to the Who.", "g-griff-live8"),
            L("07-06 13:00", "t", "London's got the Olympics! Slalom at Lee Valley, 2012. Who's going to be in it?", "g-bleddyn-olympics"),
            L("07-06 13:10", "cecily", "Me!!", "g-cecily-olympics"),
            L("08-07 17:00", "trystan", "Two runs! Edgbaston! Watched it on the sofa with my arm in ice.", "g-trystan-edgbaston"),
            L("09-24 18:00", "t", "Griff 1st in the masters C1, Cecily 6th in K1. Good day.", "g-bleddyn-sept"),
            L("10-29 17:00", "t", "Cecily 3rd at Llangollen, her first podium.", "g-bleddyn-podium"),
            L("11-05 19:00", "griff", "Bonfire at the rugby club tonight. Twins in ear defenders.", "g-griff-bonfire"),
            L("12-25 10:00", "trystan", "Merry Christmas all. Heulwen got me a new spraydeck.", "g-trystan-xmas"),
        ],
    },
    {
        "id": "chat-delia-cross", "trainer": "delia", "members": ["merv", "rufus", "avril"],
        "lines": [
            L("07-14 22:00", "avril", "Wynne graduated today! Aberystwyth, geography, a 2:1. Cried all the way through.", "g-avril-grad"),
            L("08-20 23:00", "merv", "Bronwen's married! Speech went ok. Danced with Pam till midnight.", "g-merv-wedding"),
            L("08-29 12:00", "avril", "At the caravan at Borth with Biscuit. Rained all bank holiday.", "g-avril-borth"),
            L("09-12 18:00", "merv", "ASHES! Drove the 9 bus with the radio on.", "g-merv-ashes"),
            L("10-02 18:00", "t", "Shifnal: Rufus 7th in the juniors, Merv 38th in his first race.", "g-delia-shifnal"),
            L("10-12 20:00", "avril", "Out of hospital! Two nights in the Princess Royal with pneumonia, antibiotics through a drip. Don't tell Delia, she'll bench me.", "g-avril-pneumonia"),
            L("10-12 20:10", "merv", "Blimey Avril. Rest up.", "g-merv-avril"),
            L("10-19 19:00", "avril", "Still on the antibiotic tablets. Climbing the stairs is a mountain.", "g-avril-tablets"),
            L("11-06 17:30", "t", "Alveley: Rufus 4th in the juniors despite a puncture. Merv 30th after a crash.", "g-delia-alveley"),
            L("11-25 19:00", "merv", "George Best gone. Saw him at the Hawthorns in 1970.", "g-merv-best"),
            L("11-26 21:00", "avril", "Hospital follow-up X-ray clear. Told you I'm made of iron.", "g-avril-xray"),
            L("12-16 22:30", "merv", "Works do selfie. Santa hat on.", "g-merv-worksdo"),
            L("12-26 16:00", "t", "Boxing Day: Rufus 3rd in the juniors, Merv 22nd. Best day of the season.", "g-delia-boxing"),
        ],
    },
    {
        "id": "chat-ifor-league", "trainer": "ifor", "members": ["beryl", "errol", "digby"],
        "lines": [
            L("07-30 22:00", "t", "Sleaford tournament: Errol 3rd. Well bowled.", "g-ifor-sleaford"),
            L("09-04 18:00", "beryl", "Alf's christening today. Norman cried, I didn't.", "g-beryl-christening"),
            L("09-12 18:30", "digby", "Ashes! Shod a horse called Freddie this morning, must be a sign.", "g-digby-ashes"),
            L("10-12 11:00", "beryl", "Cataract done yesterday, left eye, at Grantham hospital. Patch on. Don't tell Ifor, he'll stop me bowling.", "g-beryl-cataract"),
            L("10-12 11:20", "errol", "Get well Beryl! Secret's safe.", "g-errol-beryl"),
            L("10-19 12:00", "beryl", "Patch off. I can see the pins like it's 1975. The right eye's next in the spring.", "g-beryl-patch"),
            L("10-31 19:00", "beryl", "Alf's a pumpkin for Halloween. Norman's a vampire.", "g-beryl-halloween"),
            L("11-19 13:10", "digby", "Photo of the beard coming off. 340 raised for the air ambulance.", "g-digby-beard"),
            L("12-03 22:00", "t", "Digby won the Grantham singles! 224 in the final.", "g-ifor-singles"),
            L("12-19 19:00", "beryl", "Off on the cruise to the Canaries tomorrow with Norman. Christmas on a ship!", "g-beryl-cruise"),
        ],
    },
    {
        "id": "chat-zelda-park", "trainer": "zelda", "members": ["ivo", "marlon", "lil"],
        "lines": [
            L("07-02 20:00", "lil", "Live 8 on at work all day, customers singing.", "g-lil-live8"),
            L("08-27 19:00", "t", "Lil 2nd in the masters at Bideford!", "g-zelda-bideford"),
            L("09-03 17:30", "marlon", "dropped in", "g-marlon-dropin"),
            L("10-31 18:00", "ivo", "Halloween session anyone? Dressed as a zombie.", "g-ivo-halloween"),
            L("11-05 18:00", "lil", "Fireworks at the showground with Una. Skated the car park after.", "g-lil-bonfire"),
            L("12-01 22:00", "lil", "Salon opening tonight! Thanks for coming Zelda!", "g-lil-salon"),
            L("12-17 18:00", "t", "Exeter jam: Marlon 3rd in the under 16s, Ivo 6th in the under 18s.", "g-zelda-jam"),
            L("12-25 11:00", "marlon", "new deck", "g-marlon-xmas"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Some facts are only here,
# said in the coach's own words.
NOTES = [
    ("bleddyn", "trystan", "2005-07-09", "Trystan (26): tree surgeon, strong upper body, rushes the upstream gates. Aim: Welsh squad."),
    ("bleddyn", "trystan", "2005-08-20", "Trystan: left shoulder, rotator cuff strain (capsize at the Town Falls 6 Aug, physio 16 Aug). Four weeks out of the boat. Legs and bike."),
    ("bleddyn", "trystan", "2005-11-19", "Trystan: flat water from 12 Sep, white water 8 Oct, 4th at Bala 23 Oct, physio signed off 15 Nov. Roll on the right side only for now."),
    ("bleddyn", "griff", "2005-07-09", "Griff (41): plumber from Ruthin, the only C1 in the squad. Twins, four. Strong, stiff hips. 96 kg, wants 90."),
    ("bleddyn", "griff", "2005-10-01", "Griff: won the masters C1 24 Sep (two starters). Misses Tuesdays for work. Weight coming down."),
    ("bleddyn", "griff", "2005-12-17", "Griff: winter callouts eat his sessions. About 92 kg. Home ergo plan."),
    ("bleddyn", "cecily", "2005-07-09", "Cecily (19): gap year, cafe job, quick hands, fearless. Migraines, see how it goes."),
    ("bleddyn", "cecily", "2005-10-08", "Cecily: sumatriptan gave chest tightness, now rizatriptan. No paddling with an aura. 6th on 24 Sep."),
    ("bleddyn", "cecily", "2005-12-17", "Cecily: first podium 29 Oct. Propranolol since 22 Nov: resting pulse lower, fewer migraines."),
    ("delia", "merv", "2005-07-23", "Merv (52): bus driver, big engine from the sportive, no skills off road. 94 kg."),
    ("delia", "merv", "2005-10-08", "Merv: first race 2 Oct (38th). Put on 2 kg around his daughter's wedding, off again since. Technique: dismounts."),
    ("delia", "merv", "2005-12-20", "Merv: crash at Alveley (bruised hip), missed a ride after the works do. Close to 89 kg."),
    ("delia", "rufus", "2005-07-09", "Rufus (17): college, quiet, very quick on the run-ups. Dad Lew the mechanic."),
    ("delia", "rufus", "2005-12-28", "Rufus: 7th, 4th (puncture), 3rd on Boxing Day. Junior nationals in January if he says yes."),
    ("delia", "avril", "2005-07-09", "Avril (47): district nurse, steady, likes the social side."),
    ("delia", "avril", "2005-11-05", "Avril: two weeks off in October with a 'chest cold'. Back slower than I'd expect. Finished Bridgnorth."),
    ("ifor", "beryl", "2005-07-09", "Beryl (63): retired post office clerk, 158 average, great spares, talks to the whole centre."),
    ("ifor", "beryl", "2005-11-05", "Beryl: a week off in October for tired eyes. Lining up better since. 160 within reach."),
    ("ifor", "errol", "2005-07-09", "Errol (34): warehouse manager, 195 average, big hook, county material."),
    ("ifor", "errol", "2005-09-03", "Errol: bowler's thumb since the Sleaford tournament 30 Jul. Hand therapist, pad, re-drill at the pro shop. No bowling till October."),
    ("ifor", "errol", "2005-12-10", "Errol: back 3 Oct, first 200 game 10 Nov (212), signed off 29 Nov. County trial February."),
    ("ifor", "digby", "2005-07-09", "Digby (29): farrier from Sleaford, the league's only left-hander, 168 average, ginger beard."),
    ("ifor", "digby", "2005-12-10", "Digby: beard off for charity 19 Nov. Won the Grantham singles 3 Dec, 224 in the final. 181 average now."),
    ("zelda", "ivo", "2005-07-16", "Ivo (16): quick learner, scared of nothing, hands cracked with eczema."),
    ("zelda", "ivo", "2005-10-15", "Ivo: eczema better on Eumovate and the Doublebase gel. Kickflip since August, four stair next."),
    ("zelda", "marlon", "2005-07-16", "Marlon (14): says nothing, watches everything. Bowl is the target."),
    ("zelda", "marlon", "2005-12-20", "Marlon: dropped in 3 Sep, sore wrist in October (gone), 3rd at the Exeter jam under 16s."),
    ("zelda", "lil", "2005-07-16", "Lil (38): hairdresser, started at 37, brave, wants a masters contest."),
    ("zelda", "lil", "2005-12-20", "Lil: 2nd at Bideford 27 Aug, stiff neck after the hen do, moved house 21 Oct, salon open 1 Dec. Two short sessions a week now."),
]

TRANSCRIPTS = [
    {
        "id": "tr-bleddyn-trystan-20050817", "trainer": "bleddyn", "client": "trystan", "startedAt": "2005-08-17T19:00:00Z",
        "title": "Call with Trystan and Heulwen: after the physio",
        "lines": [
            ("Coach", 0, "How did the physio go, Trystan?"),
            ("Trystan", 4, "Rotator cuff strain. Four weeks out of the boat."),
            ("Heulwen", 9, "She said bands twice a day, ice after, no climbing at work, and come back at once if his hand goes numb."),
            ("Coach", 14, "Then legs and the bike for four weeks, and flat water first when she says."),
            ("Trystan", 20, "Can I still drive the chipper?"),
            ("Heulwen", 24, "Yes, as long as he doesn't lift the logs in over his head."),
        ],
    },
    {
        "id": "tr-zelda-ivo-20050808", "trainer": "zelda", "client": "ivo", "startedAt": "2005-08-08T18:30:00Z",
        "title": "Call with Ivo and his mum Gaynor: the GP and the eczema",
        "lines": [
            ("Coach", 0, "What did the GP say, Ivo?"),
            ("Ivo", 4, "Stop the chemist cream. Eumovate instead, twice a day for two weeks, then see."),
            ("Gaynor", 9, "Thin layer only, not on his face, and wash his hands after the skatepark, the grip tape makes it worse."),
            ("Coach", 14, "Then gloves on the ramps for two weeks and no grabs."),
            ("Ivo", 20, "Can I still skate Saturday?"),
            ("Gaynor", 24, "With the gloves, yes."),
        ],
    },
    {
        "id": "tr-bleddyn-cecily-20051004", "trainer": "bleddyn", "client": "cecily", "startedAt": "2005-10-04T19:00:00Z",
        "title": "Call with Cecily and her dad Royce: the new tablets",
        "lines": [
            ("Coach", 0, "What did the GP say about the chest, Cecily?"),
            ("Cecily", 4, "Stop the sumatriptan. Rizatriptan instead, ten milligrams, melts on the tongue."),
            ("Royce", 9, "And not more than two in a day, and a diary of every migraine, what she ate and how she slept."),
            ("Coach", 14, "Then no white water on a migraine day, flat water the day after."),
            ("Cecily", 20, "Can I still race at Llangollen?"),
            ("Royce", 24, "If she's clear that morning, the GP said yes."),
        ],
    },
    {
        "id": "tr-ifor-errol-20050825", "trainer": "ifor", "client": "errol", "startedAt": "2005-08-25T19:00:00Z",
        "title": "Call with Errol: the hand therapist",
        "lines": [
            ("Coach", 0, "How was the hand therapist, Errol?"),
            ("Errol", 4, "A foam pad in the thumb hole, a guard when I bowl, and the hole drilled bigger."),
            ("Coach", 9, "Then no bowling till the four weeks are up, and only three games a night after."),
            ("Errol", 14, "Marcia says I should switch to a fingertip grip."),
            ("Coach", 20, "Not mid-season. We re-drill and keep your grip."),
            ("Errol", 24, "Right. Vince next week then."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("trystan", "2005-08-19", 6.0, 7, 50, "Shoulder."),
    ("trystan", "2005-10-28", 8.0, 3, 95, "Racing again."),
    ("griff", "2005-09-09", 5.5, 6, 70, "School run."),
    ("griff", "2005-11-25", 5.0, 8, 30, "Boilers."),
    ("cecily", "2005-09-23", 7.0, 6, 70, "Chest."),
    ("cecily", "2005-12-16", 8.5, 3, 90, "Cold hands."),
    ("merv", "2005-08-26", 6.5, 7, 40, "Wedding week."),
    ("merv", "2005-12-19", 6.0, 4, 60, "Christmas."),
    ("rufus", "2005-11-18", 7.0, 6, 70, "coursework"),
    ("avril", "2005-10-21", 9.5, 5, 0, "Resting."),
    ("beryl", "2005-10-14", 8.0, 4, 0, "Resting."),
    ("beryl", "2005-11-25", 7.5, 2, 90, "Good."),
    ("errol", "2005-08-12", 7.0, 7, 20, "Thumb."),
    ("errol", "2005-11-11", 7.5, 3, 95, "212!"),
    ("digby", "2005-10-21", 6.5, 5, 80, "Leg."),
    ("ivo", "2005-07-29", 7.0, 6, 60, "Itchy."),
    ("ivo", "2005-10-14", 8.5, 2, 90, "Hands ok."),
    ("marlon", "2005-09-09", 9.0, 2, 80, "ye"),
    ("lil", "2005-09-16", 6.0, 6, 60, "Neck."),
    ("lil", "2005-12-09", 5.0, 8, 30, "Salon."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble).
READINGS = [
    ("trystan", "resting_heart_rate", "bpm", "2005-07-04", "2005-12-26", 7, 56.0, 53.0, 0.8),
    ("griff", "weight", "kg", "2005-07-25", "2005-12-26", 7, 96.0, 92.3, 0.3),
    ("cecily", "resting_heart_rate", "bpm", "2005-07-04", "2005-12-26", 7, 62.0, 55.0, 0.8),
    ("merv", "weight", "kg", "2005-07-18", "2005-12-26", 7, 94.0, 89.4, 0.3),
    ("rufus", "resting_heart_rate", "bpm", "2005-07-04", "2005-12-26", 7, 52.0, 49.0, 0.8),
    ("avril", "steps", "steps", "2005-07-04", "2005-12-26", 7, 9000, 7500, 500),
    ("beryl", "steps", "steps", "2005-07-04", "2005-12-26", 7, 6000, 7500, 500),
    ("errol", "steps", "steps", "2005-07-04", "2005-12-26", 7, 8500, 9000, 500),
    ("digby", "weight", "kg", "2005-07-04", "2005-12-26", 7, 84.0, 82.0, 0.3),
    ("lil", "resting_heart_rate", "bpm", "2005-07-04", "2005-12-26", 7, 66.0, 61.0, 0.8),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("griff", "goal-bleddyn-griff-weight", "weight", 90.0, "kg", "2005-12-25", "active"),
    ("merv", "goal-delia-merv-weight", "weight", 88.0, "kg", "2005-12-31", "active"),
    ("beryl", "goal-ifor-beryl-steps", "steps", 7000, "steps", "2005-12-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("merv", "2005-08-10", "Total cholesterol", 6.4, "mmol/L", 0.0, 5.0),
    ("merv", "2005-12-08", "Total cholesterol", 5.6, "mmol/L", 0.0, 5.0),
    ("lil", "2005-09-22", "Ferritin", 12, "ug/L", 15, 150),
    ("lil", "2005-12-15", "Ferritin", 35, "ug/L", 15, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic, unit or number a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "cheers", "on my way", "paid", "hiya", "lovely", "sound", "will do", "no worries",
    "sorry, running late", "can we swap to thursday?", "what time tomorrow?", "see you there", "wrong chat sorry",
    "only just seen this", "same time next week?", "where do i park?", "nearly there", "stuck on the A5",
    "stuck on the A458", "stuck on the A52", "stuck on the A377", "stuck behind a tractor", "all good here",
    "can i pay cash?", "on the way now", "are we still on?", "phone's dying", "no signal here", "stuck at work",
    "perfect", "long day", "diolch", "grand", "champion", "you're a star", "ha", "noted", "gotcha",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]

# The named days (feast days, news days, bank holidays) a question may name as one day.
NAMED_DAYS = frozenset({
    "07-02", "07-06", "08-07", "08-29", "09-12", "10-30", "10-31", "11-05", "11-13", "11-25", "12-25", "12-26",
    "12-31",
})

# Days a question names on which no story line falls (the day of Beryl's cataract operation, told in the group the
# day after; the day after Merv's daughter's wedding): kept quiet too, so a question about that day finds nothing.
ASKED_DAYS = frozenset({"10-11", "08-21"})


def _story_days() -> frozenset[str]:
    """Every day a story line falls on (one-to-one or group): a question may name any of them."""
    lines = [ln for story in STORY.values() for ln in story] + [ln for g in GROUPS for ln in g["lines"]]
    return frozenset(ln.when[:5] for ln in lines)


# No everyday chatter line falls on a named day, an asked day or a story day, so a question about one day finds only the
# story. A chatter line drawn on one is moved back to the first day before it that is neither.
QUIET_DAYS = NAMED_DAYS | ASKED_DAYS | _story_days()


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20050701, health_seed=20060104, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
