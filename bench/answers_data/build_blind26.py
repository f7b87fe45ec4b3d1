#!/usr/bin/env python3
"""Build the twenty-sixth blind data set for the answer benchmark (bench/answers_data/blind26.json).

    functions/venv/bin/python -m bench.answers_data.build_blind26

Four trainers of kinds the other rosters do not have (a tennis conditioning coach in Stirling with a
junior tennis player of 16 in the Scotland under-16s who wins the county title in September, has a
stress fracture on the left side of his L5 vertebra (a pars fracture) on an MRI in October (a brace,
no operation, no tennis till January) and whose mum texts, a club and county-league player of 29, a
pharmacist, with a partial tear of her right supraspinatus on an ultrasound in November (physio, no
injection) whose husband texts, and an over-65s doubles player of 67, a retired postman, on
atorvastatin (cholesterol 6.8 then 5.1) who weighs himself in stone, has his right cataract out on
12 December and whose daughter texts; a road-running and half-marathon coach in Darlington with a
nurse of 31 running her first half marathon at the Great North Run (2:14:37) who gets a left ITB
syndrome in October (no scan), does Dry January and whose boyfriend texts, a firefighter of 45 in
a running club who runs 1:24:51 at the Great North Run and has a right Achilles tendinopathy on an
ultrasound in December (no tear) and whose sister texts, and a retired school secretary of 62 doing
the couch to 5k on levothyroxine (TSH 6.2 then 2.1) who slips on the ice on 6 January and bruises her
left wrist (an x-ray, no break) and whose son texts; an osteoporosis and bone-health exercise coach
in Carlisle with a retired librarian of 71 with osteoporosis on alendronic acid (vitamin D 32 then
71, a DEXA of -2.7 in January) who strains her upper back lifting a box from the loft in November (an
x-ray, no new fracture) and whose husband texts, a post office clerk of 48 with an early menopause,
osteopenia and HRT who gets a stress fracture of her left second metatarsal on an MRI in October (a
boot for six weeks) and whose daughter texts, and an IT support worker of 39 with coeliac disease and
osteopenia on colecalciferol (vitamin D 21 then 58) who eats gluten at the office Christmas do and
whose wife texts; a lawn and indoor bowls fitness coach in Worthing with a county indoor bowler of
74, a retired seamstress, who has her left knee replaced on 14 November and whose daughter texts, a
retired electrician of 66 with atrial fibrillation on apixaban who has a cardioversion on 6 December
and wins the club pairs and whose wife texts, and an England under-25 bowler of 23, a trainee
surveyor, with a right lumbar facet joint (no scan) whose girlfriend texts), 12 clients, 1 August
2016 to 31 January 2017 (asked on 3 February 2017): one-to-one chats, four group chats, session
notes, four session transcripts, check-ins, client profiles and health data (weight of three
clients, resting heart rate of two, steps of two, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-01 by helper h-blind26 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only its format notes and the twenty-fifth blind set's section: a held-out
check of whether the fixes made on the other sets generalise.

The period, August 2016 to January 2017, is one no other roster covers (blind25 ends in July 2016,
blind24 starts in July 2017), and it crosses a new year, so the questions asked in February say
"last year", "in december", "before christmas", "over new year" and "since new year". The Rio
Olympics (5-21 August; Murray's gold on 14 August, Mo Farah's double on 13 and 20 August), the
summer bank holiday (29 August), schools back (5 September), the Great North Run (11 September), the
Ryder Cup (30 September to 2 October, Europe lost), October half term (24-28 October), the clocks
going back (30 October), bonfire night (Saturday 5 November), Murray world number one (7 November),
the US election (8 November, Trump's win known on the 9th), Remembrance Sunday (13 November), Storm
Angus and Murray's ATP Finals win (20 November), Black Friday (25 November), Storm Barbara
(23 December), Christmas Day a Sunday, Boxing Day (26 December) and the bank holiday Tuesday
(27 December), New Year's Day a Sunday and the bank holiday Monday (2 January), Dry January and "Blue
Monday" (16 January) lie inside it; every weekday is checked with Python's `datetime`. The story
messages are written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang
(tennis "6-3 6-4", "the spider drill", "mixed doubles", "underarm feeds", "atp finals"; running
"GNR", "pb", "parkrun", "6x1k reps", "tempo", "couch to 5k", "sub 3", "ITB"; bones "DEXA", "T-score",
"timed up and go", "osteopenia", "HRT", "alendronic acid", "Adcal"; bowls "rink", "end", "shots",
"the jack", "pairs", "drive"), Scots ("aye", "dreich", "blowing a hoolie", "hen"), North East
("howay", "whey aye", "canny"), Cumbrian ("marra"), mixed units (kg, stone, miles, km, seconds,
minutes, hours, mmol/L, mU/L, nmol/L, mcg, mg, units, bpm, degrees, steps, set scores, shots),
negations ("no operation", "no injection", "no scan needed", "no tear", "no break", "no new
fracture", "no treatment"), revisions later (a knee "hurts running downhill" then ITB syndrome, a
foot "sore" then a stress fracture, an Achilles "stiff" then tendinopathy, levothyroxine 75 then
100, bisoprolol stopped), plans lying after the period (a Scotland under-18 camp in March, the
Manchester Marathon in April, an over-65s tournament in May, an under-25 test against Wales in
March, a women's 10k in the summer, a family 5k in the spring, the Great North Run next year), facts
only in the coach's reply, only in a note, only in a transcript or only in a lab panel, a relative or
partner writing for every client (a mum, a husband twice, a daughter three times, a boyfriend, a
sister, a son, a wife twice, a girlfriend; Will, Bill, Joy, Grace and Pat are also words), nicknames
(Ewie, Kirst, Hamie, Gem, Stevie, Norm, Peggy, Taz, Glen, Col, Penny; "wee man", "the postie", "the
fireman", "peg" and "the boy wonder" only in the questions), lower back, shoulder,
eye, knee, Achilles, wrist, upper back, foot, knee and lower back again at four trainers with sides.
The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind26_tags.json` maps
the story tags to message ids for the question list (bench/answers_data/blind26_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line  # noqa: F401  (Line: the chatter's line type)
from bench.answers_data.roster_assembly import blind_roster, write
from demo import records

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind26.json", HERE / "blind26_tags.json"
YEAR = 2016
START, END = datetime(2016, 8, 1, 7, 0), datetime(2017, 1, 31, 21, 0)
ASKED_AT = "2017-02-03T08:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" of 2016 from August, of 2017 in January."""
    return records.at(text, YEAR if int(text[:2]) >= 8 else YEAR + 1)


TRAINERS = [
    {"id": "coach-moira", "displayName": "Moira Baird", "email": "moira.baird@example.com", "short": "moira"},
    {"id": "coach-lindsay", "displayName": "Lindsay Charlton", "email": "lindsay.charlton@example.com", "short": "lindsay"},
    {"id": "coach-ruth", "displayName": "Ruth Irving", "email": "ruth.irving@example.com", "short": "ruth"},
    {"id": "coach-trevor", "displayName": "Trevor Stenning", "email": "trevor.stenning@example.com", "short": "trevor"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("moira", "euan-calder", "Euan Calder", "euan"),
    ("moira", "kirsty-lamont", "Kirsty Lamont", "kirsty"),
    ("moira", "hamish-ferguson", "Hamish Ferguson", "hamish"),
    ("lindsay", "gemma-hedley", "Gemma Hedley", "gemma"),
    ("lindsay", "stevie-carr", "Stevie Carr", "stevie"),
    ("lindsay", "norma-atkinson", "Norma Atkinson", "norma"),
    ("ruth", "margaret-dodd", "Margaret Dodd", "margaret"),
    ("ruth", "jo-nixon", "Jo Nixon", "jo"),
    ("ruth", "tariq-hussain", "Tariq Hussain", "tariq"),
    ("trevor", "glenys-pike", "Glenys Pike", "glenys"),
    ("trevor", "colin-ayling", "Colin Ayling", "colin"),
    ("trevor", "josh-penfold", "Josh Penfold", "josh"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("euan", "hamish", "gemma", "margaret", "tariq", "colin")

PROFILES = [
    {"clientId": "euan-calder", "age": 16, "goal": "Quicker round the court and a back that lasts the winter tournaments",
     "dietaryRestrictions": [], "injuries": ["left L5 pars stress fracture (MRI 6 October 2016), back brace, no surgery"],
     "notes": "Junior tennis player, Scotland under-16s. At the high school in S5. Known as Ewie. Mum Shona."},
    {"clientId": "kirsty-lamont", "age": 29, "goal": "Serve again without pain and play the whole winter league",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right supraspinatus partial-thickness tear (ultrasound 10 November 2016), physio, no injection"],
     "notes": "Club first team and county league tennis player. Pharmacist. Known as Kirst. Husband Graeme."},
    {"clientId": "hamish-ferguson", "age": 67, "goal": "Down to 14 stone and keep up in the over-65s doubles",
     "dietaryRestrictions": [], "injuries": ["high cholesterol (atorvastatin 20 mg from August 2016)", "right cataract, operated 12 December 2016"],
     "notes": "Over-65s doubles at the tennis club. Retired postman. Known as Hamie. Daughter Isla."},
    {"clientId": "gemma-hedley", "age": 31, "goal": "Her first half marathon at the Great North Run in under 2:20 without walking, then a marathon",
     "dietaryRestrictions": [], "injuries": ["left iliotibial band syndrome (October 2016), physio"],
     "notes": "Nurse at Darlington Memorial, works nights. Known as Gem. Boyfriend Will."},
    {"clientId": "stevie-carr", "age": 45, "goal": "Under 1:25 at the Great North Run and a sub-3 marathon at Manchester in April 2017",
     "dietaryRestrictions": [], "injuries": ["right Achilles tendinopathy (ultrasound 14 December 2016, no tear)"],
     "notes": "Firefighter. Runs for Quakers Harriers. Steven, known as Stevie. Sister Dawn."},
    {"clientId": "norma-atkinson", "age": 62, "goal": "Run a whole parkrun and have more energy",
     "dietaryRestrictions": [], "injuries": ["hypothyroidism (levothyroxine 75 mcg, then 100 mcg from October 2016)", "left wrist bruised in a fall on ice (6 January 2017), no fracture"],
     "notes": "Couch to 5k. Retired school secretary. Known as Norm. Son Frank."},
    {"clientId": "margaret-dodd", "age": 71, "goal": "Carry her own shopping and stop being frightened of falling",
     "dietaryRestrictions": [], "injuries": ["osteoporosis (alendronic acid 70 mg weekly, Adcal-D3)", "right wrist fracture (2015)"],
     "notes": "Retired librarian. Known as Peggy. Husband Bill."},
    {"clientId": "jo-nixon", "age": 48, "goal": "Stronger bones and run 5k, then 10k",
     "dietaryRestrictions": [], "injuries": ["osteopenia after an early menopause, HRT gel", "left second metatarsal stress fracture (MRI 21 October 2016), boot 6 weeks"],
     "notes": "Post office counter clerk. Daughter Amber."},
    {"clientId": "tariq-hussain", "age": 39, "goal": "Run his first 10k and build his bone density",
     "dietaryRestrictions": ["gluten free (coeliac disease)"], "injuries": ["osteopenia (DEXA hip -1.9)", "low vitamin D (colecalciferol 20,000 units weekly)"],
     "notes": "IT support worker. Known as Taz. Wife Saima."},
    {"clientId": "glenys-pike", "age": 74, "goal": "Strong for her new knee and back on the rink for the county",
     "dietaryRestrictions": [], "injuries": ["left knee osteoarthritis, total knee replacement 14 November 2016"],
     "notes": "County indoor bowler. Retired seamstress. Known as Glen. Daughter Joy."},
    {"clientId": "colin-ayling", "age": 66, "goal": "Lose weight and get fit for his cardioversion, then stay in rhythm",
     "dietaryRestrictions": ["low salt"], "injuries": ["atrial fibrillation (apixaban 5 mg twice a day; bisoprolol until January 2017), cardioversion 6 December 2016"],
     "notes": "Lawn and indoor bowler. Retired electrician. Known as Col. Wife Pat."},
    {"clientId": "josh-penfold", "age": 23, "goal": "Keep his England under-25 place with a back that copes",
     "dietaryRestrictions": [], "injuries": ["right lumbar facet joint irritation (September 2016), no scan"],
     "notes": "Bowls, England under-25 squad. Trainee surveyor. Known as Penny. Girlfriend Grace."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "euan": [
        L("08-03 18:00", "c", "Hi Moira, Shona Calder, Euan's mum. He's 16 and plays for the Scottish under 16s. His coach at the club says he needs to get stronger and quicker round the court before the winter tournaments. His lower back gets sore after long matches", "euan-shona"),
        L("08-03 18:30", "t", "Hi Shona. Twice a week: legs, core and speed work, and I'll watch how he serves. We'll test him next week.", "euan-shona-coach"),
        L("08-09 17:00", "c", "10m 1.89 and the spider drill 17.2 secs", "euan-tests"),
        L("08-14 23:00", "c", "murray gold again!!! 🥇 stayed up for it", "euan-rio"),
        L("09-18 20:00", "c", "won the under 16 county title 6-3 6-4 🎾 back sore after", "euan-county"),
        L("10-06 19:00", "c", "Moira it's Shona. The physio sent Euan for an MRI on his lower back. It's a stress fracture on the left side of the L5 vertebra, a pars fracture they call it. No tennis for 3 months and a back brace, no operation. He's gutted", "euan-shona2"),
        L("10-06 19:20", "t", "Oh Shona, poor lad. The brace as they say, no serving and no twisting. Legs on the bike, his hips and the floor core work the physio allows.", "euan-shona2-coach"),
        L("10-30 12:00", "c", "clocks went back and i still missed the bus 🙄 brace is so itchy", "euan-clocks"),
        L("11-20 21:00", "c", "murray won the atp finals!! watched it in the brace lol", "euan-atp"),
        L("12-15 18:00", "c", "consultant says its healing, brace off in the day from monday. pain 1/10", "euan-consultant"),
        L("12-23 17:00", "c", "storm barbara, powers off, did my core in the dark 😂", "euan-barbara"),
        L("01-09 18:00", "c", "first hit on court since october, 30 mins no serves. back fine", "euan-court"),
        L("01-24 19:00", "c", "Shona: he's been picked for the Scottish under 18 squad camp in March. He's over the moon x", "euan-shona3"),
        L("01-26 17:30", "c", "10m 1.84 now, spider 16.5", "euan-tests2"),
        L("01-26 17:50", "t", "Quicker than August, Euan, and most of it done in a brace. That's the work.", "euan-tests2-coach"),
    ],
    "kirsty": [
        L("08-04 20:00", "c", "Hi Moira, Kirsty Lamont, 29, pharmacist. Play first team at the club and the county league. My right shoulder aches serving since the spring. Want to be fit for the winter league and get my serve back", "kirsty-intro"),
        L("08-04 20:30", "t", "Hi Kirsty. Rotator cuff and shoulder blade work twice a week and we'll look at your serve. Ease off serving for now.", "kirsty-intro-coach"),
        L("08-21 10:00", "c", "parkrun 27:10, watched mo do the double last night 🥇🥇", "kirsty-rio"),
        L("09-25 18:00", "c", "won the club mixed doubles with graeme! shoulder 4/10", "kirsty-mixed"),
        L("10-02 22:00", "c", "ryder cup gone 🙄 shoulder sore after the league match", "kirsty-ryder"),
        L("11-10 17:00", "c", "ultrasound on my right shoulder: partial tear of the supraspinatus, not full thickness. physio 6 weeks, no injection for now", "kirsty-scan"),
        L("11-10 17:20", "t", "Sorry Kirsty. Physio exercises every day, no serving, and we keep the legs and the left side going. Underarm feeds only.", "kirsty-scan-coach"),
        L("11-25 20:00", "c", "Moira it's Graeme, Kirsty's husband. She bought a new racket in the black friday sale and swears it'll fix her shoulder 🙄 can you tell her to listen to the physio", "kirsty-graeme"),
        L("11-25 20:20", "t", "Ha, thanks Graeme. The racket can wait till she's serving again.", "kirsty-graeme-coach"),
        L("12-20 18:00", "c", "shoulder 2/10, physio says start serving at half pace in january", "kirsty-physio"),
        L("01-01 11:00", "c", "new years day hit with graeme, 20 mins, no serves 🎾", "kirsty-ny"),
        L("01-16 19:00", "c", "first serves! 20 at half pace. blue monday my foot 😄", "kirsty-serve"),
        L("01-29 18:00", "c", "Graeme again: she won her first league match back 6-2 6-3, we're all relieved x", "kirsty-graeme2"),
    ],
    "hamish": [
        L("08-02 10:00", "c", "Morning Moira, Hamish Ferguson, 67, retired postman. Play doubles in the over 65s at the club. 15 stone 2 and the doctor wants me lighter and on a statin, cholesterol 6.8. Want to get to 14 stone and keep up with the young ones", "hamish-intro"),
        L("08-02 10:30", "t", "Morning Hamish. Twice a week: legs, balance and quick feet, and walks on the other days. We'll weigh you every Monday.", "hamish-intro-coach"),
        L("08-16 11:00", "c", "atorvastatin 20mg started. legs ache a bit", "hamish-statin"),
        L("09-11 16:00", "c", "walked up the wallace monument, 246 steps, then watched the great north run on the telly", "hamish-wallace"),
        L("09-30 19:00", "c", "ryder cup on and my right eye's gone cloudy, can't read the scores. optician says a cataract", "hamish-cataract"),
        L("10-14 10:00", "c", "cholesterol 5.1 now, 14 stone 10", "hamish-chol"),
        L("10-14 10:20", "t", "From 6.8 to 5.1, Hamish! And six pounds off.", "hamish-chol-coach"),
        L("11-07 10:00", "c", "murray world number one!! the whole club's buzzing", "hamish-murray"),
        L("12-12 18:00", "c", "Moira it's Isla, Hamish's daughter. Dad had his right cataract done this morning at Forth Valley, all fine. Drops four times a day and no bending or lifting for 2 weeks, so no tennis till the new year. He's already complaining x", "hamish-isla"),
        L("12-12 18:20", "t", "Thanks Isla. Walks only and the seated exercises, no bending. Tell him the ball will still be there in January.", "hamish-isla-coach"),
        L("12-27 15:00", "c", "can see the leaves on the trees again. walked 3 miles on boxing day", "hamish-boxing"),
        L("01-07 11:00", "c", "back on court, won a set with the doubles 🎾 14 stone 5", "hamish-back"),
        L("01-23 10:00", "c", "Isla again: he's entered the club's over 65s tournament in May, help us x", "hamish-isla2"),
    ],
    "gemma": [
        L("08-01 19:00", "c", "Hi Lindsay, Gemma Hedley, 31, nurse at the Memorial. Got a charity place in the Great North Run, my first half marathon! Longest I've run is 8 miles. Want to get round in under 2 hours 20 without walking", "gemma-intro"),
        L("08-01 19:30", "t", "Hi Gemma. Six weeks is enough. Three runs a week, a long one on Sunday going up a mile a week, and strength with me.", "gemma-intro-coach"),
        L("08-07 12:00", "c", "long run 9 miles, 1:36", "gemma-long1"),
        L("08-29 13:00", "c", "bank holiday 12 miles!! knees fine, hr 168 at the end", "gemma-long2"),
        L("09-11 16:00", "c", "Lindsay it's Will, Gemma's boyfriend. She did it! 2:14:37 and ran the whole way, cried at the red arrows. Thank you", "gemma-will"),
        L("09-11 16:20", "t", "Brilliant Will, under 2:20 and no walking. Tell her to rest and have an ice bath tonight.", "gemma-will-coach"),
        L("10-12 19:00", "c", "outside of my left knee hurts running downhill, sharp after 3 miles", "gemma-knee"),
        L("10-19 18:00", "c", "physio says ITB syndrome left knee, no scan needed. foam roller, hip work, no running 2 weeks", "gemma-itb"),
        L("10-19 18:20", "t", "Okay Gemma. Glutes and hips with me twice a week, the bike instead of runs, and we start back at 2 miles.", "gemma-itb-coach"),
        L("11-05 21:00", "c", "bonfire night on nights 🎆 first run back this morning 3 miles no knee pain", "gemma-bonfire"),
        L("12-25 10:00", "c", "christmas morning run 5 miles in a santa hat 🎅 knee fine", "gemma-xmas"),
        L("01-01 12:00", "c", "dry january starting 🍷❌ and i've signed up for the manchester marathon in april eek", "gemma-dryjan"),
        L("01-22 11:00", "c", "10 miles 1:38, hr 158", "gemma-long3"),
        L("01-31 19:00", "c", "Will again: she did the whole of dry january, 31 days, not even at my birthday x", "gemma-will2"),
    ],
    "stevie": [
        L("08-02 20:00", "c", "now then Lindsay, Stevie Carr, 45, fireman. Run for Quakers Harriers. Did 1:26:40 at the GNR last year, want under 1:25 this year and sub 3 at Manchester in april", "stevie-intro"),
        L("08-02 20:30", "t", "Now then Stevie. Intervals Tuesday, tempo Thursday, long run Sunday, and strength with me on Mondays. Let's go for it.", "stevie-intro-coach"),
        L("08-09 07:00", "c", "rhr 46 this morning. 6x1k reps at 3:50", "stevie-reps"),
        L("09-11 15:00", "c", "GNR 1:24:51!! pb by nearly 2 mins 🏃", "stevie-gnr"),
        L("09-11 15:20", "t", "Under 1:25, Stevie! The Thursday tempos paid off.", "stevie-gnr-coach"),
        L("10-30 09:00", "c", "extra hour in bed with the clocks and still did 18 miles", "stevie-clocks"),
        L("11-20 12:00", "c", "storm angus, ran 10 into a headwind, right achilles stiff first thing", "stevie-angus"),
        L("12-06 17:00", "c", "Lindsay it's Dawn, Stevie's sister. He won't tell you so I will, he's limping after every run and he's still going out. The GP has sent him for a scan on his right achilles", "stevie-dawn"),
        L("12-06 17:20", "t", "Thanks Dawn. I'll talk to him. Easy running only until the scan.", "stevie-dawn-coach"),
        L("12-14 18:00", "c", "ultrasound on the right achilles: tendinopathy, thickened, no tear. heel drops 3x15 twice a day, no hills", "stevie-scan"),
        L("12-27 11:00", "c", "bank holiday 6 miles easy, achilles 3/10", "stevie-bh"),
        L("01-15 10:00", "c", "dry january 2 weeks in, 11 stone 2, rhr 45", "stevie-dry"),
        L("01-28 09:00", "c", "Dawn again: he's entered the manchester marathon, we all think he's mad x", "stevie-dawn2"),
        L("01-29 17:00", "c", "achilles 1/10, 14 miles steady no pain", "stevie-14"),
    ],
    "norma": [
        L("08-08 11:00", "c", "Hello Lindsay, Norma Atkinson, 62. Retired school secretary. My son says I should do the couch to 5k. I have an underactive thyroid, on levothyroxine 75, and I get tired. 12 stone 9", "norma-intro"),
        L("08-08 11:30", "t", "Hello Norma. Couch to 5k three times a week and strength with me once. We'll go at your pace.", "norma-intro-coach"),
        L("08-20 10:00", "c", "week 2 done, the 90 second runs are hard", "norma-week2"),
        L("09-12 10:00", "c", "watched the great north run on the tv yesterday, maybe next year!", "norma-gnr"),
        L("10-03 12:00", "c", "tsh 6.2 at the gp, levothyroxine up to 100", "norma-tsh"),
        L("10-03 12:20", "t", "That should help the tiredness in a few weeks, Norma. Keep going with the runs.", "norma-tsh-coach"),
        L("10-22 10:00", "c", "first parkrun at south park, 38:12!! ran all of it", "norma-parkrun"),
        L("11-13 14:00", "c", "remembrance sunday, walked to the cenotaph with frank and back, 4 miles", "norma-remembrance"),
        L("12-10 11:00", "c", "tsh 2.1 now, not so tired. 12 stone 2", "norma-tsh2"),
        L("01-06 18:00", "c", "Hi Lindsay, Frank, Norma's son. Mum slipped on the ice outside the Co-op this morning and landed on her left wrist. X-ray at the Memorial says no break, just badly bruised. No running for a week or two she's been told", "norma-frank"),
        L("01-06 18:20", "t", "Thanks Frank, glad it's not broken. Walks and leg work when she's ready, nothing on that wrist.", "norma-frank-coach"),
        L("01-21 10:00", "c", "back at parkrun, 36:50 pb, wrist fine", "norma-parkrun2"),
        L("01-30 19:00", "c", "Frank: mum's decided to do the great north run this year. God help us x", "norma-frank2"),
    ],
    "margaret": [
        L("08-05 10:00", "c", "Good morning Ruth, Margaret Dodd, 71. Retired librarian. I have osteoporosis and broke my right wrist last year on a kerb. On alendronic acid 70 mg once a week and Adcal. The consultant says strength and balance work. I'd like to carry my shopping and not be frightened of falling", "margaret-intro"),
        L("08-05 10:30", "t", "Good morning Margaret. Strength and balance twice a week with me, a walk most days, and nothing that bends and twists your spine under load. We'll test your balance first.", "margaret-intro-coach"),
        L("08-12 11:00", "c", "stood on one leg 8 seconds on the left, 11 on the right. timed up and go 11.5", "margaret-tests"),
        L("08-29 15:00", "c", "Bill here, Margaret's husband. We walked round Talkin Tarn twice for the bank holiday, 2.5 miles, she didn't stop once. Best she's been in years", "margaret-bill"),
        L("09-14 10:00", "c", "vitamin d 32 at the surgery, low. gp added a high dose for 8 weeks", "margaret-vitd"),
        L("11-16 11:00", "c", "lifted the christmas box out of the loft and my upper back went. sharp between the shoulder blades", "margaret-back"),
        L("11-18 17:00", "c", "Ruth it's Bill. The GP sent Margaret for an x-ray of her back, there's no new fracture, just a muscle strain. No treatment, paracetamol and rest for a week. She was terrified", "margaret-bill2"),
        L("11-18 17:20", "t", "What a relief, Bill. Gentle walks and the breathing exercises, no lifting at all, and I'll bring the class back in slowly.", "margaret-bill2-coach"),
        L("12-25 16:00", "c", "christmas dinner for 9, Bill carried the turkey 😄 back fine", "margaret-xmas"),
        L("01-11 11:00", "c", "vitamin d 71 now. dexa scan on the 19th", "margaret-vitd2"),
        L("01-20 12:00", "c", "dexa: spine -2.7, was -2.9 two years ago. consultant pleased, stay on the alendronic acid", "margaret-dexa"),
        L("01-20 12:20", "t", "Better bones at 71, Margaret! The loading work is doing its job.", "margaret-dexa-coach"),
        L("01-27 11:00", "c", "one leg 15 seconds left, 19 right. timed up and go 9.1", "margaret-tests2"),
    ],
    "jo": [
        L("08-10 19:00", "c", "Hi Ruth, Jo Nixon, 48, work on the counter at the post office. Went through the menopause early at 44 and my scan says osteopenia. On HRT gel. Want to get strong and start running", "jo-intro"),
        L("08-10 19:30", "t", "Hi Jo. Heavy-ish lifting twice a week, which bones love, and walk-run to build up. Slowly does it.", "jo-intro-coach"),
        L("08-26 18:00", "c", "deadlift 40kg x8, walk run 25 mins", "jo-lift"),
        L("09-22 19:00", "c", "ran 5k without stopping first time! 34:20", "jo-5k"),
        L("10-14 18:00", "c", "top of my left foot is sore when i walk, swollen too", "jo-foot"),
        L("10-21 17:00", "c", "MRI on the left foot: stress fracture of the 2nd metatarsal. boot for 6 weeks, no running till december", "jo-mri"),
        L("10-21 17:20", "t", "Sorry Jo. Boot on as they say. Upper body and seated leg work with me, and ask the GP to check your vitamin D.", "jo-mri-coach"),
        L("10-27 19:00", "c", "Ruth it's Amber, Jo's daughter. Mum's half term plans are ruined, she's been hobbling round in the boot and eating my chocolate 😂", "jo-amber"),
        L("11-08 23:00", "c", "vitamin d 41, gp says fine. watching the election, cant sleep", "jo-vitd"),
        L("12-05 18:00", "c", "boot off! foot 1/10. deadlift 55kg", "jo-boot"),
        L("12-31 20:00", "c", "new years eve, walk run 20 mins first time back", "jo-nye"),
        L("01-25 18:00", "c", "5k no stopping again, 33:50 🏃‍♀️", "jo-5k2"),
        L("01-25 18:20", "t", "Quicker than before the foot, Jo! And no pain.", "jo-5k2-coach"),
        L("01-29 12:00", "c", "Amber again: mum's signed up for a women's 10k in the summer, I'm doing it with her x", "jo-amber2"),
    ],
    "tariq": [
        L("08-11 20:00", "c", "Hi Ruth, Tariq Hussain, 39, IT support. Coeliac, found out last year, and the scan showed thin bones in my hips, osteopenia. Gluten free now. GP says weights and impact. Want to run a 10k", "tariq-intro"),
        L("08-11 20:30", "t", "Hi Tariq. Weights twice a week with hopping and jumping built in, and a walk-run plan. We'll test you first.", "tariq-intro-coach"),
        L("08-18 19:00", "c", "squat 50kg x5, hops 20 each leg", "tariq-tests"),
        L("09-05 19:00", "c", "kids back at school, first run in peace, 4k", "tariq-school"),
        L("09-20 18:00", "c", "vitamin d 21, gp put me on colecalciferol 20,000 units a week", "tariq-vitd"),
        L("09-20 18:20", "t", "That'll help your bones and your energy, Tariq. Take it with a meal.", "tariq-vitd-coach"),
        L("11-09 21:00", "c", "trump won?? did 8k to calm down", "tariq-trump"),
        L("12-16 23:00", "c", "office christmas do, think something had gluten in. been on the loo all night", "tariq-gluten"),
        L("12-17 12:00", "c", "Ruth it's Saima, Tariq's wife. He's been poorly since the party and wiped out. He won't come tomorrow, sorry. I've told him no more buffets", "tariq-saima"),
        L("12-17 12:20", "t", "Thanks Saima. Rest, fluids, and back when he's eating normally. Nothing to make up.", "tariq-saima-coach"),
        L("01-02 10:00", "c", "bank holiday 10k done!! 58:40 on my own round the park", "tariq-10k"),
        L("01-18 19:00", "c", "vitamin d 58 now. squat 80kg x5", "tariq-vitd2"),
        L("01-28 20:00", "c", "Saima again: he wants us all to do a 5k as a family in the spring x", "tariq-saima2"),
    ],
    "glenys": [
        L("08-15 10:00", "c", "Hello Trevor, Glenys Pike, 74, retired seamstress. I bowl for the county indoors in the winter. My left knee is bad and I'm on the list for a new one in November. Want to be strong for it", "glenys-intro"),
        L("08-15 10:30", "t", "Hello Glenys. Prehab twice a week: thighs, hips and the bike, and practice getting up from a low chair. The stronger you go in the better.", "glenys-intro-coach"),
        L("08-24 11:00", "c", "sit to stand 8 in 30 seconds. knee 6/10", "glenys-sts"),
        L("10-10 20:00", "c", "first county match of the winter, won our rink by 6 shots", "glenys-county"),
        L("11-14 18:00", "c", "Trevor it's Joy, Glenys's daughter. Mum had her left knee replaced this morning at Worthing hospital, all went well. She was up with the physio by teatime. Home in 3 days they think", "glenys-joy"),
        L("11-14 18:20", "t", "That's wonderful, Joy. Ankle pumps and straight leg raises every hour, and I'll come to the house when she's home.", "glenys-joy-coach"),
        L("11-17 12:00", "c", "home. bends to 80 degrees. injections for clots for 4 weeks", "glenys-home"),
        L("12-06 11:00", "c", "bends to 105 now, off the frame onto 2 sticks", "glenys-bend"),
        L("12-25 14:00", "c", "walked round to my daughter's for christmas dinner with one stick 🎄", "glenys-xmas"),
        L("01-09 11:00", "c", "physio discharged me. sit to stand 12", "glenys-sts2"),
        L("01-09 11:20", "t", "From 8 to 12 with a new knee, Glenys! Keep going with the step-ups.", "glenys-sts2-coach"),
        L("01-24 20:00", "c", "Joy again: mum rolled her first end since the op at the club tonight, everyone clapped x", "glenys-joy2"),
    ],
    "colin": [
        L("08-16 19:00", "c", "Evening Trevor, Colin Ayling, 66, retired electrician. Bowls outdoors in summer and indoors in winter. I've got atrial fibrillation, on apixaban 5 mg twice a day and bisoprolol. 96 kilo. The cardiologist says lose weight and get fitter before they shock my heart back in December", "colin-intro"),
        L("08-16 19:30", "t", "Evening Colin. Walking and the bike most days at an easy pace, and strength twice a week with me. We'll keep an eye on your pulse.", "colin-intro-coach"),
        L("08-29 17:00", "c", "bank holiday bowls drive, won 3 of 4 ends. pulse all over the place, 110", "colin-bh"),
        L("09-30 20:00", "c", "walked 4 miles, 94 kg. ryder cup on the radio", "colin-walk"),
        L("10-28 19:00", "c", "Pat here, Colin's wife. He's been doing his walks with the grandchildren all half term and hasn't once complained about his chest. Thank you", "colin-pat"),
        L("11-25 12:00", "c", "black friday, bought a heart rate monitor. resting 78", "colin-hrm"),
        L("12-06 18:00", "c", "Trevor it's Pat. Colin had his cardioversion this morning at the Royal Sussex. They shocked him once and he's back in a normal rhythm, heart rate 64. He stays on the apixaban for at least 4 weeks. He's starving", "colin-pat2"),
        L("12-06 18:20", "t", "Brilliant news, Pat. A quiet week of walks, then we build back up. Tell him to keep the monitor on.", "colin-pat2-coach"),
        L("12-30 12:00", "c", "still in rhythm, resting 62. 91 kg", "colin-rhythm"),
        L("01-14 19:00", "c", "won the club pairs final indoors with dave 🏆 21-17", "colin-pairs"),
        L("01-14 19:20", "t", "Club pairs champion, Colin! Steady heart and a steady hand.", "colin-pairs-coach"),
        L("01-26 10:00", "c", "cardiologist says stay on the apixaban, stop the bisoprolol. walked 5 miles", "colin-cardio"),
    ],
    "josh": [
        L("08-03 19:00", "c", "alright Trevor, Josh Penfold, 23, trainee surveyor. I'm in the England under 25 bowls squad. Lower back gets stiff after long days bowling and sitting at a desk. Want to be fitter for the trials", "josh-intro"),
        L("08-03 19:30", "t", "Alright Josh. Hips, core and the back of the legs twice a week, and up from the desk every 45 minutes.", "josh-intro-coach"),
        L("08-21 20:00", "c", "won the county under 25 singles 21-14 🏆", "josh-singles"),
        L("09-12 18:00", "c", "back went bending for the jack, right side low down. can't stand straight", "josh-back"),
        L("09-16 17:00", "c", "physio says facet joint on the right, lower back. no scan needed. 2 weeks off bowling, exercises", "josh-physio"),
        L("09-16 17:20", "t", "Okay Josh. Walk every day, the physio's exercises, and gentle hip mobility with me. We'll bring the bowling back slowly.", "josh-physio-coach"),
        L("10-04 19:00", "c", "Trevor it's Grace, Josh's girlfriend. He's bowling again and he's stopped moaning about his back. I think he's finally doing his stretches x", "josh-grace"),
        L("11-05 21:00", "c", "bonfire night at the club, plank 2 mins 30, was 1 min in august", "josh-plank"),
        L("12-03 18:00", "c", "england trial weekend, picked for the under 25 test v wales in march 😁", "josh-trial"),
        L("12-03 18:20", "t", "England again, Josh! Keep the back work going through Christmas.", "josh-trial-coach"),
        L("12-28 19:00", "c", "christmas hols, deadlift 120kg x5, back fine", "josh-deadlift"),
        L("01-20 20:00", "c", "Grace again: he's been made captain of the club's under 25s x", "josh-grace2"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-moira-court", "trainer": "moira", "members": ["euan", "kirsty", "hamish"],
        "lines": [
            L("08-05 09:00", "t", "Court fit 🎾 Session times, drills and results here.", "g-court-start"),
            L("09-18 21:00", "euan", "county under 16 champ 🏆", "g-euan-county"),
            L("10-07 09:00", "euan", "stress fracture in my back, out till january 😩", "g-euan-back"),
            L("11-10 18:00", "kirsty", "shoulder's a partial tear, physio for 6 weeks", "g-kirsty-shoulder"),
            L("12-13 10:00", "hamish", "new lens in the right eye, see you all in january", "g-hamish-eye"),
        ],
    },
    {
        "id": "chat-lindsay-harriers", "trainer": "lindsay", "members": ["gemma", "stevie", "norma"],
        "lines": [
            L("08-03 08:00", "t", "Harriers 🏃 Plans, long runs and race results here.", "g-harriers-start"),
            L("09-11 17:00", "stevie", "1:24:51 at the GNR, get in", "g-stevie-gnr"),
            L("09-11 18:00", "gemma", "2:14:37 and no walking 😭", "g-gemma-gnr"),
            L("10-22 11:00", "norma", "first parkrun, 38:12", "g-norma-parkrun"),
            L("12-14 19:00", "stevie", "achilles is tendinopathy, no tear", "g-stevie-achilles"),
        ],
    },
    {
        "id": "chat-ruth-bones", "trainer": "ruth", "members": ["margaret", "jo", "tariq"],
        "lines": [
            L("08-12 09:00", "t", "Strong bones 💪 Class times and wins here. Load is good for bones.", "g-bones-start"),
            L("10-21 18:00", "jo", "stress fracture in my foot, in a boot 6 weeks", "g-jo-foot"),
            L("01-02 12:00", "tariq", "first 10k, 58:40 🙌", "g-tariq-10k"),
            L("01-20 13:00", "margaret", "dexa better, -2.7", "g-margaret-dexa"),
        ],
    },
    {
        "id": "chat-trevor-rink", "trainer": "trevor", "members": ["glenys", "colin", "josh"],
        "lines": [
            L("08-17 09:00", "t", "The rink 🎳 Times, fixtures and results here.", "g-rink-start"),
            L("08-21 21:00", "josh", "county u25 singles champ", "g-josh-singles"),
            L("11-15 10:00", "glenys", "new knee in, up with the frame", "g-glenys-knee"),
            L("12-07 09:00", "colin", "cardioversion worked, back in rhythm", "g-colin-rhythm"),
            L("01-14 20:00", "colin", "club pairs champs 🏆", "g-colin-pairs"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("moira", "euan", "2016-08-09", "Euan (16): junior tennis, Scotland under-16s. 10 m sprint 1.89 s. Spider drill 17.2 s. Countermovement jump 41 cm. Lower back sore after long matches."),
    ("moira", "euan", "2017-01-27", "Euan: left L5 pars stress fracture on MRI 6 October, brace 10 weeks, no surgery, no tennis till 9 January. Under-16 county champion (18 September). 10 m 1.84 s. Spider drill 16.5 s. Jump 44 cm. Scotland under-18 camp in March."),
    ("moira", "kirsty", "2016-08-05", "Kirsty (29): club first team and county league. Pharmacist. Right shoulder aches serving. External rotation 10 kg x 10 right. parkrun 27:40."),
    ("moira", "kirsty", "2017-01-30", "Kirsty: right supraspinatus partial-thickness tear on ultrasound 10 November, physio, no injection. Serving at half pace from 16 January. Club mixed doubles winner with Graeme. External rotation 14 kg x 10 right."),
    ("moira", "hamish", "2016-08-04", "Hamish (67): over-65s doubles. Retired postman. Atorvastatin from August, cholesterol 6.8. Weight 15 st 2 (96.2 kg). Sit-to-stand 30 s: 12. Single-leg stand 14 s right, 10 s left."),
    ("moira", "hamish", "2017-01-25", "Hamish: right cataract operation 12 December (Forth Valley), two weeks no bending, back on court 7 January. Cholesterol 6.8 to 5.1. Weight 14 st 5 (91.6 kg). Sit-to-stand 30 s: 16. Single-leg stand 22 s right, 17 s left."),
    ("lindsay", "gemma", "2016-08-02", "Gemma (31): nurse, first half marathon at the Great North Run. Longest run 8 miles. 5 km 29:30. Plank 60 s."),
    ("lindsay", "gemma", "2017-01-30", "Gemma: Great North Run 2:14:37 (11 September), no walking. Left ITB syndrome from October, physio, two weeks off running, no scan. 10 miles 1:38 (22 January). Manchester Marathon in April. Plank 2 min."),
    ("lindsay", "stevie", "2016-08-03", "Stevie (45): firefighter, Quakers Harriers. Half marathon 1:26:40 (2015). Resting HR 46. 5 km 17:58. Goal sub-1:25 at the GNR, sub-3 marathon in April."),
    ("lindsay", "stevie", "2017-01-30", "Stevie: GNR 1:24:51. Right Achilles tendinopathy on ultrasound 14 December, no tear, heel drops 3x15 twice a day. 14 miles pain-free (29 January). Resting HR 45. Weight 11 st 2."),
    ("lindsay", "norma", "2016-08-09", "Norma (62): couch to 5k. Retired school secretary. Hypothyroid, levothyroxine 75 mcg. Weight 12 st 9. Walk 20 min. Sit-to-stand 30 s: 10."),
    ("lindsay", "norma", "2017-01-31", "Norma: levothyroxine up to 100 mcg (October), TSH 6.2 to 2.1. parkrun 38:12 (22 October) then 36:50 (21 January). Left wrist bruised 6 January, x-ray no fracture. Weight 12 st 2. Sit-to-stand 30 s: 15."),
    ("ruth", "margaret", "2016-08-12", "Margaret (71): osteoporosis, alendronic acid 70 mg weekly and Adcal-D3. Right wrist fracture 2015. DEXA spine T-score -2.9 (2015). Single-leg stand 8 s left, 11 s right. Timed up and go 11.5 s."),
    ("ruth", "margaret", "2017-01-27", "Margaret: upper back strain 16 November, x-ray no new fracture. Vitamin D 32 to 71 nmol/L. DEXA spine -2.7 (19 January). Single-leg stand 15 s left, 19 s right. Timed up and go 9.1 s."),
    ("ruth", "jo", "2016-08-12", "Jo (48): early menopause at 44, osteopenia, HRT gel. Post office counter. Deadlift 35 kg x8. Walk-run 20 min."),
    ("ruth", "jo", "2017-01-26", "Jo: left 2nd metatarsal stress fracture on MRI 21 October, boot 6 weeks, off 5 December. Vitamin D 41. Deadlift 60 kg x5. 5 km 34:20 (September) then 33:50 (25 January)."),
    ("ruth", "tariq", "2016-08-18", "Tariq (39): coeliac disease (2015), gluten free. Osteopenia, DEXA hip -1.9. IT support. Squat 50 kg x5. Hops 20 each leg."),
    ("ruth", "tariq", "2017-01-30", "Tariq: vitamin D 21 to 58 nmol/L on colecalciferol 20,000 units weekly. Gluten exposure 16 December, a week off. First 10k 58:40 (2 January). Squat 80 kg x5."),
    ("trevor", "glenys", "2016-08-17", "Glenys (74): indoor bowls, county. Retired seamstress. Left knee OA, replacement booked November. Sit-to-stand 30 s: 8. Knee bend 95 degrees."),
    ("trevor", "glenys", "2017-01-26", "Glenys: left total knee replacement 14 November (Worthing), clot injections 4 weeks, two sticks then one, physio discharged 9 January. Knee bend 115 degrees. Sit-to-stand 30 s: 12."),
    ("trevor", "colin", "2016-08-18", "Colin (66): lawn and indoor bowls. Retired electrician. Atrial fibrillation, apixaban 5 mg twice a day, bisoprolol. Weight 96 kg. Resting HR 82, irregular. Walk 2 miles."),
    ("trevor", "colin", "2017-01-27", "Colin: DC cardioversion 6 December (Royal Sussex), one shock, sinus rhythm since. Bisoprolol stopped January. Weight 90.5 kg. Resting HR 61. Club indoor pairs champion 14 January. Walks 5 miles."),
    ("trevor", "josh", "2016-08-04", "Josh (23): England under-25 bowls squad. Trainee surveyor. Plank 1 min. Deadlift 90 kg x5. Lower back stiff after long days."),
    ("trevor", "josh", "2017-01-24", "Josh: right lumbar facet joint irritation 12 September, two weeks off bowling, no scan. County under-25 singles champion. England under-25 test v Wales in March. Plank 2 min 30. Deadlift 120 kg x5. Club under-25 captain."),
]

TRANSCRIPTS = [
    {
        "id": "tr-moira-euan-20161010", "trainer": "moira", "client": "euan", "startedAt": "2016-10-10T18:00:00Z",
        "title": "Call with Euan and Shona: the back brace",
        "lines": [
            ("Coach", 0, "How's the brace, Euan?"),
            ("Euan", 4, "Hot and itchy. I have to wear it 23 hours a day."),
            ("Shona", 9, "The consultant said if it doesn't heal in three months they'd think about a pin, but at his age they nearly always heal. He's to take it off only to shower."),
            ("Coach", 14, "Then no bending back, no serving, no twisting. We do the bike, his hips and glutes, and the side planks the physio showed him."),
            ("Euan", 20, "Can I still go and watch the squad?"),
            ("Coach", 24, "Go and watch, and be the ball boy if you like, but no hitting."),
        ],
    },
    {
        "id": "tr-lindsay-gemma-20160905", "trainer": "lindsay", "client": "gemma", "startedAt": "2016-09-05T19:00:00Z",
        "title": "Call with Gemma and Will: race week",
        "lines": [
            ("Coach", 0, "Race week, Gemma. How are the legs?"),
            ("Gemma", 4, "Heavy. I'm on nights till Thursday."),
            ("Will", 9, "She's worried about the toilets at the start. And she's bought new trainers."),
            ("Coach", 14, "No new trainers on race day; wear the ones you did the 12 miles in. Two easy runs of 3 miles this week and nothing on Saturday."),
            ("Gemma", 20, "What pace should I go off at?"),
            ("Coach", 24, "Ten and a half minutes a mile for the first three, it'll be crowded anyway. Then settle."),
        ],
    },
    {
        "id": "tr-ruth-jo-20161024", "trainer": "ruth", "client": "jo", "startedAt": "2016-10-24T18:00:00Z",
        "title": "Call with Jo and Amber: the boot",
        "lines": [
            ("Coach", 0, "How's the foot in the boot, Jo?"),
            ("Jo", 4, "Aching at night, and I'm clumping about the post office."),
            ("Amber", 9, "The doctor said it was from doing too much too soon, and because of her bones. She's cross with herself."),
            ("Coach", 14, "It's not your fault, Jo. We keep lifting with the upper body and seated legs, and the rowing machine is out until the boot's off."),
            ("Jo", 20, "Will I have to start running from the beginning?"),
            ("Coach", 24, "From walk-run, yes, but you'll go up much faster the second time."),
        ],
    },
    {
        "id": "tr-trevor-colin-20161129", "trainer": "trevor", "client": "colin", "startedAt": "2016-11-29T19:00:00Z",
        "title": "Call with Colin and Pat: before the cardioversion",
        "lines": [
            ("Coach", 0, "Next Tuesday then, Colin. How are you feeling about it?"),
            ("Colin", 4, "Bit nervous. They put you to sleep for a few minutes and shock you."),
            ("Pat", 9, "The nurse said he mustn't miss a single apixaban before it or they'll cancel. I've put them in a box by the kettle."),
            ("Coach", 14, "Keep walking every day till then, easy pace. After it, a week of short walks, then we build up."),
            ("Colin", 20, "Can I bowl at the weekend after?"),
            ("Coach", 24, "Ask the cardiology nurse; if she says yes, one game, and no driving the ball."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("euan", "2016-09-02", 8.5, 4, 95, "Pre-season."),
    ("euan", "2016-10-14", 7.5, 8, 70, "Back."),
    ("kirsty", "2016-09-09", 7.0, 5, 85, "League."),
    ("kirsty", "2016-11-18", 6.5, 6, 75, "Shoulder."),
    ("hamish", "2016-08-26", 7.0, 3, 90, "Statin."),
    ("hamish", "2016-12-16", 7.5, 5, 60, "Eye."),
    ("gemma", "2016-08-26", 6.0, 6, 85, "Nights."),
    ("gemma", "2016-10-21", 6.5, 6, 70, "Knee."),
    ("stevie", "2016-09-16", 7.5, 3, 95, "After the GNR."),
    ("stevie", "2016-12-09", 7.0, 7, 60, "Achilles."),
    ("norma", "2016-09-02", 7.0, 4, 90, "Couch to 5k."),
    ("norma", "2017-01-13", 7.5, 5, 70, "Wrist."),
    ("margaret", "2016-09-16", 7.0, 4, 95, "Balance."),
    ("margaret", "2016-11-25", 6.0, 7, 50, "Back."),
    ("jo", "2016-09-23", 7.0, 4, 90, "Running."),
    ("jo", "2016-11-04", 6.5, 6, 70, "Foot."),
    ("tariq", "2016-09-09", 6.5, 5, 85, "Back to school."),
    ("tariq", "2016-12-23", 7.0, 6, 50, "Gluten."),
    ("glenys", "2016-10-14", 7.0, 5, 90, "Before the op."),
    ("glenys", "2016-12-02", 6.0, 5, 80, "Knee."),
    ("colin", "2016-09-23", 7.0, 4, 85, "Walking."),
    ("colin", "2016-12-16", 8.0, 2, 90, "Rhythm."),
    ("josh", "2016-09-23", 6.5, 7, 70, "Back."),
    ("josh", "2016-12-09", 8.0, 3, 95, "England."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("hamish", "weight", "kg", "2016-08-08", "2016-10-10", 7, 96.2, 93.6, 0.4),
    ("hamish", "weight", "kg", "2016-10-17", "2017-01-30", 7, 93.4, 91.4, 0.4),
    ("norma", "weight", "kg", "2016-08-15", "2017-01-30", 7, 80.3, 76.8, 0.4),
    ("colin", "weight", "kg", "2016-08-22", "2016-09-26", 7, 96.0, 94.2, 0.4),
    ("colin", "weight", "kg", "2016-10-03", "2017-01-30", 7, 94.0, 90.5, 0.4),
    ("colin", "resting_heart_rate", "bpm", "2016-08-22", "2016-12-05", 7, 82.0, 78.0, 2.0),
    ("colin", "resting_heart_rate", "bpm", "2016-12-12", "2017-01-30", 7, 64.0, 61.0, 1.0),
    ("stevie", "resting_heart_rate", "bpm", "2016-08-08", "2017-01-30", 7, 46.0, 45.0, 1.0),
    ("gemma", "steps", "steps", "2016-08-01", "2017-01-30", 7, 9500, 11500, 900),
    ("margaret", "steps", "steps", "2016-08-08", "2016-11-14", 7, 3200, 4500, 300),
    ("margaret", "steps", "steps", "2016-11-21", "2016-12-05", 7, 1800, 2500, 200),
    ("margaret", "steps", "steps", "2016-12-12", "2017-01-30", 7, 4000, 5200, 300),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("hamish", "goal-moira-hamish-weight", "weight", 88.9, "kg", "2017-05-01", "active"),
    ("norma", "goal-lindsay-norma-weight", "weight", 76, "kg", "2017-04-30", "active"),
    ("colin", "goal-trevor-colin-weight", "weight", 88, "kg", "2017-03-31", "active"),
    ("margaret", "goal-ruth-margaret-steps", "steps", 5000, "steps", "2017-01-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("hamish", "2016-08-01", "Total cholesterol", 6.8, "mmol/L", 0, 5),
    ("hamish", "2016-10-12", "Total cholesterol", 5.1, "mmol/L", 0, 5),
    ("norma", "2016-09-30", "TSH", 6.2, "mU/L", 0.3, 4.2),
    ("norma", "2016-12-08", "TSH", 2.1, "mU/L", 0.3, 4.2),
    ("margaret", "2016-09-12", "Vitamin D", 32, "nmol/L", 50, 175),
    ("margaret", "2017-01-09", "Vitamin D", 71, "nmol/L", 50, 175),
    ("tariq", "2016-09-19", "Vitamin D", 21, "nmol/L", 50, 175),
    ("tariq", "2017-01-17", "Vitamin D", 58, "nmol/L", 50, 175),
    ("jo", "2016-11-07", "Vitamin D", 41, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey doke", "yep", "aye", "done ✅", "booked", "paid 👍",
    "running late sorry", "can we make it later instead?", "what time thurs?", "see you then", "will do",
    "wrong chat soz", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door is it?", "omw", "roadworks on the a1 again", "thank you x", "howay",
    "cheers hen", "whey aye", "canny", "alright marra", "nowt to report", "🙌", "😂", "bank transfer ok?",
    "still on?", "phone died", "no parking again", "stuck at work, 10 mins", "perfect", "dreich today", "blowing a hoolie",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, across a new year: `when`)."""
    return blind_roster(sys.modules[__name__], seed=20170203, health_seed=20170203, when=when, chatter_lines=(22, 32))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
