#!/usr/bin/env python3
"""Build the tenth blind data set for the answer benchmark (bench/answers_data/blind10.json).

    functions/venv/bin/python -m bench.answers_data.build_blind10

Four trainers of kinds the other rosters do not have (a rowing and indoor-erg coach with a university
lightweight rower whose rib cracks, a masters sculler on HRT and an indoor rower chasing a million
metres; a neurological-conditions exercise coach with a man with Parkinson's on co-careldopa, a woman
with relapsing MS on ocrelizumab and a man after a stroke on clopidogrel; a coach for shift workers
with an ICU night nurse, a long-haul airline pilot and an offshore oil-rig worker on two weeks on, two
off; a climbing and bouldering coach with a boulderer with a finger pulley strain, a Kazakh sport
climber with an elbow before a Kalymnos trip and a woman of 52 who took up climbing with osteopenia),
12 clients, January to July 2026 (asked on 24 July 2026): one-to-one chats, two group chats, session
notes, four session transcripts, check-ins, client profiles and health data (weight four times, steps
twice, resting heart rate twice, systolic blood pressure twice, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-11-29 by helper h-blind10 (issue 14) without reading
shared/domain/*.py, shared/usecases/*.py, any list of benchmark failures or result file: a held-out
check of whether the fixes made on the other sets generalise.

The story messages are written the way people text: lowercase, typos, run-ons, emoji, slang and
other languages' words (rowing slang "erg", "2k", "rate 18", "UT2", "the dunk tank"; climbing slang
"crimp", "send", "proj", "font 6b"; Cornish "dreckly" and "proper job"; Aberdeen "fit like"; Kazakh and Russian "рахмет" and "nu"; Igbo "nna" and "chai"; Tamil "aiyo"; Welsh "diolch" in the chatter;
Afrikaans "ja-nee" and "lekker"), voice-note run-ons, numbers in words, mixed units (kilos, stone,
2k times in minutes and seconds, metres, hours, mg, mmHg, nmol/L, ug/L, mmol/L, mmol/mol, U/L), negations ("no
dizziness at all"), a correction in the next message, facts only in the coach's reply, facts split
across turns, forwarded messages (occupational health's letter, a first officer's message), emoji-only replies, and a mum, a
husband, a daughter, two partners, two wives, a sister, a son and a girlfriend writing for a client. The everyday chatter between
them comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no body
part, food, drink, medicine, sport, event or number a question asks about. Deterministic: two runs
write byte-identical files. `blind10_tags.json` maps the story tags to message ids for the question
list (bench/answers_data/blind10_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind10.json", HERE / "blind10_tags.json"
YEAR = 2026
START, END = datetime(2026, 1, 5, 7, 0), datetime(2026, 7, 21, 21, 0)
ASKED_AT = "2026-07-24T09:00:00Z"

TRAINERS = [
    {"id": "coach-astrid", "displayName": "Astrid Vold", "email": "astrid.vold@example.com", "short": "astrid"},
    {"id": "coach-hamish", "displayName": "Hamish Drummond", "email": "hamish.drummond@example.com", "short": "hamish"},
    {"id": "coach-yolanda", "displayName": "Yolanda Ferreira", "email": "yolanda.ferreira@example.com", "short": "yolanda"},
    {"id": "coach-bartek", "displayName": "Bartek Zieliński", "email": "bartek.zielinski@example.com", "short": "bartek"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("astrid", "torquil-fairweather", "Torquil Fairweather", "torquil"),
    ("astrid", "beatrix-ndlovu", "Beatrix Ndlovu", "bea"),
    ("astrid", "kunle-bakare", "Oluwakunle Bakare", "kunle"),
    ("hamish", "walter-penhaligon", "Walter Penhaligon", "walt"),
    ("hamish", "meenakshi-raman", "Meenakshi Raman", "meena"),
    ("hamish", "kees-achterberg", "Cornelis Achterberg", "kees"),
    ("yolanda", "nkechi-obi", "Nkechi Obi", "nkechi"),
    ("yolanda", "gavin-trelawney", "Gavin Trelawney", "gavin"),
    ("yolanda", "innes-macleod", "Innes MacLeod", "innes"),
    ("bartek", "sorcha-price", "Sorcha Price", "sorcha"),
    ("bartek", "kairat-abenov", "Kairat Abenov", "kairat"),
    ("bartek", "rosamund-keane", "Rosamund Keane", "rosamund"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("torquil", "kunle", "meena", "nkechi", "sorcha", "rosamund")

PROFILES = [
    {"clientId": "torquil-fairweather", "age": 20, "goal": "Make the university lightweight eight and race at Henley in July",
     "dietaryRestrictions": [], "injuries": ["right rib stress fracture (February 2026)"],
     "notes": "Second-year at Durham, strokes the lightweight eight. Lightweight limit 70 kg. Mum Fiona."},
    {"clientId": "beatrix-ndlovu", "age": 47, "goal": "Win a masters single sculls race at Henley Masters",
     "dietaryRestrictions": ["pescatarian"], "injuries": ["left sacroiliac joint"],
     "notes": "Bea. Grew up in Cape Town, lives in Marlow, accountant. On HRT (oestrogen gel). Husband Tendai."},
    {"clientId": "kunle-bakare", "age": 33, "goal": "Row a million metres on the erg by July and a sub-7 2k",
     "dietaryRestrictions": ["no pork"], "injuries": [],
     "notes": "Indoor rower, rows in his garage in Croydon. Bus mechanic. Sister Bisi."},
    {"clientId": "walter-penhaligon", "age": 68, "goal": "Keep walking the coast path and stay out of the wheelchair",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Walt. Parkinson's since 2021. Co-careldopa four times a day. Retired fisherman in Newlyn. Daughter Jenna."},
    {"clientId": "meenakshi-raman", "age": 39, "goal": "Walk 5 km without the foot splint and keep working full time",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left foot drop (MS)"],
     "notes": "Relapsing MS since 2019, ocrelizumab infusions every six months. Architect in Leeds. Partner Sam."},
    {"clientId": "kees-achterberg", "age": 61, "goal": "Walk to the allotment on his own and drive again",
     "dietaryRestrictions": ["low salt"], "injuries": ["right-sided weakness after a stroke (November 2025)"],
     "notes": "Kees (Cornelis), born in Utrecht. Stroke in November 2025. Clopidogrel and atorvastatin. Former driving instructor, Swansea. Wife Marjorie."},
    {"clientId": "nkechi-obi", "age": 42, "goal": "Lose 10 kg and sleep properly on nights",
     "dietaryRestrictions": [], "injuries": ["right heel plantar fasciitis"],
     "notes": "Intensive care nurse, three 12.5-hour night shifts a week, Manchester. Two teenagers."},
    {"clientId": "gavin-trelawney", "age": 45, "goal": "Keep his class 1 medical and get his blood pressure down",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Long-haul airline captain, Heathrow to Singapore and Johannesburg. Lives in Reading. Wife Siân."},
    {"clientId": "innes-macleod", "age": 36, "goal": "Stay strong on the rig and quit vaping",
     "dietaryRestrictions": [], "injuries": ["lower back (2024)"],
     "notes": "Offshore production technician, two weeks on, two weeks off, North Sea. From Stornoway, lives in Aberdeen. Partner Kirsty."},
    {"clientId": "sorcha-price", "age": 26, "goal": "Send her first 7B boulder",
     "dietaryRestrictions": ["vegan"], "injuries": ["left ring finger A2 pulley (2026)"],
     "notes": "Sorcha. Boulderer, junior doctor in Sheffield. Climbs at the Foundry and on the grit."},
    {"clientId": "kairat-abenov", "age": 30, "goal": "Redpoint 7c on a trip to Kalymnos in May",
     "dietaryRestrictions": ["halal"], "injuries": ["right elbow, inner side"],
     "notes": "From Almaty, software developer in Bristol. Sport climber. Girlfriend Dana."},
    {"clientId": "rosamund-keane", "age": 52, "goal": "Climb a 6a on a top rope and build bone strength",
     "dietaryRestrictions": ["lactose free"], "injuries": ["left shoulder impingement"],
     "notes": "Took up climbing in January. Osteopenia on a DEXA scan in 2025. Librarian in Cork, moved to Bath. Son Oisín."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "torquil": [
        L("01-07 21:10", "c", "hi astrid, torquil from the durham lwt squad. 2k pb is 6:31, want sub 6:25 by the summer trial. weigh 72.4 most mornings and the limit is 70 so thats the other thing", "torquil-intro"),
        L("01-07 21:50", "t", "Hi Torquil. No crash dieting: we'll get you there over the term at half a kilo a week at most. Three UT2 sessions a week, one 2k-pace piece, and weights twice.", "torquil-intro-coach"),
        L("02-11 18:30", "c", "sharp pain right side under the armpit when i breathe in hard. started on the 16k steady", "torquil-pain"),
        L("02-11 18:45", "t", "Stop rowing today and get it seen. Pain on breathing in, on one side, after long miles is a rib until proven otherwise.", "torquil-pain-coach"),
        L("02-19 12:00", "c", "scan came back. stress fracture of the 6th rib, right. 6 weeks no rowing 😩", "torquil-rib"),
        L("02-19 12:20", "t", "Sorry Torquil. Bike and swimming if they don't hurt, legs in the gym, and nothing that twists.", "torquil-rib-coach"),
        L("03-04 20:00", "c", "hello astrid this is fiona, torquils mum. hes barely eating to stay under 70 with no training and hes grumpy as anything. please can you talk to him x", "torquil-fiona"),
        L("03-04 20:40", "t", "Thanks for telling me, Fiona. While he's injured there's no weight target at all: three proper meals and a snack. I'll call him tonight.", "torquil-fiona-coach"),
        L("04-06 17:00", "c", "back on the erg!! 20 mins at rate 18, no pain at all", "torquil-back"),
        L("05-20 19:15", "c", "trial today: 6:27.4", "torquil-trial"),
        L("05-20 19:16", "c", "sorry 6:24.7, was looking at last years sheet lol. SUB 6:25", "torquil-trial-fix"),
        L("05-20 19:40", "t", "Sub 6:25 after a broken rib. That is a proper result, Torquil.", "torquil-trial-coach"),
        L("06-10 08:00", "c", "made the eight. stroking it at henley. weighed 69.6 this morning", "torquil-eight"),
        L("07-05 18:00", "c", "out in the semi by a length. gutted but we rowed well", "torquil-henley"),
        L("07-05 18:30", "t", "A semi at Henley in your first year in the eight. Two weeks off the water now, then we plan next season.", "torquil-henley-coach"),
    ],
    "bea": [
        L("01-09 07:30", "c", "Morning Astrid, Bea here. Masters single sculler, 47, want to win at Henley Masters in June. My left SI joint grumbles after long outings and I'm on HRT since October which has helped the sleep ja-nee", "bea-intro"),
        L("01-09 08:15", "t", "Morning Bea! Glute and hip work twice a week, keep the long outings to 14 km for now, and we'll check your 2k on the erg in February.", "bea-intro-coach"),
        L("02-14 10:00", "c", "2k test 7:58.9. Was hoping for 7:50 but the back behaved", "bea-2k"),
        L("02-14 10:40", "t", "7:58.9 with a calm back is a good start, Bea. Next test in May: hold rate 30 through the third 500.", "bea-2k-coach"),
        L("03-12 19:00", "c", "hi astrid its tendai, beas husband. she capsized in the cold last week and hasnt been back in the boat, she says shes fine but shes rattled. just so you know", "bea-tendai"),
        L("03-12 19:40", "t", "Thank you, Tendai. I'll speak to her. Erg sessions this week and we'll go out together in a double first.", "bea-tendai-coach"),
        L("03-20 12:00", "c", "Tendai told you didn't he 🙈 I'm ok. Double outing Saturday sounds lekker", "bea-double"),
        L("04-22 18:00", "c", "GP put the oestrogen gel up to 3 pumps. Hot flushes on the water were driving me mad", "bea-hrt"),
        L("05-16 15:00", "c", "SI joint flared after the head race, had to stop at 10k on Sunday's outing", "bea-si"),
        L("05-16 15:30", "t", "Rest from long outings this week. Dead bugs, side planks and clams daily, and the physio if it isn't calmer by Thursday.", "bea-si-coach"),
        L("06-28 17:00", "c", "Henley Masters: won my heat, lost the final by a canvas!!", "bea-masters"),
        L("07-14 09:00", "c", "🚣‍♀️🥈", "bea-emoji"),
    ],
    "kunle": [
        L("01-05 20:00", "c", "evening astrid. kunle. i row in my garage on a concept2, going for a million metres by july 1st. 2k is 7:12. forearms burn like mad after 10k", "kunle-intro"),
        L("01-05 20:30", "t", "Evening Kunle! A million metres in six months is about 38 km a week. Relax the grip, hook the fingers, wrists flat, and split it into five sessions.", "kunle-intro-coach"),
        L("01-28 21:00", "c", "sooo voice note basically my left forearm is creaking like when i move the wrist theres a squeak thing near the back of the wrist on the thumb side and its swollen a bit since sunday and i did a half marathon on the erg on saturday which maybe wasnt smart", "kunle-forearm"),
        L("01-28 21:30", "t", "That creaking is usually intersection syndrome, from gripping too hard. Three days off the erg, ice, and then back with a looser grip and shorter pieces.", "kunle-forearm-coach"),
        L("02-20 19:00", "c", "forearm fine now, no creak. 300,000 metres done", "kunle-300k"),
        L("03-10 19:00", "c", "hi its bisi, kunles sister. he rowed on christmas day and new years day and now hes doing it at 5am before work. is this normal 😂", "kunle-bisi"),
        L("03-10 19:30", "t", "Ha, hi Bisi! It's keen, but fine if he sleeps. I'll tell him 5am rows only twice a week.", "kunle-bisi-coach"),
        L("04-18 20:00", "c", "2k 7:03.1!! 9 sec off", "kunle-2k"),
        L("04-18 20:30", "t", "Nine seconds in three months! The looser grip is paying off.", "kunle-2k-coach"),
        L("05-02 18:00", "c", "blisters on both palms, one popped. gross", "kunle-blisters"),
        L("05-02 18:20", "t", "Tape the hands, no gloves, and file the calluses down once a week so they don't tear.", "kunle-blisters-coach"),
        L("06-27 21:00", "c", "1,000,000 metres DONE. 4 days early 🎉", "kunle-million"),
        L("07-18 20:00", "c", "resting hr down to 52 on the watch. was 64 in january", "kunle-hr"),
        L("07-18 20:15", "t", "That's the aerobic base. Next: the sub-7 2k in September.", "kunle-hr-coach"),
    ],
    "walt": [
        L("01-12 11:00", "c", "Hello Hamish Walter Penhaligon here my daughter set this up. Parkinsons 5 years. Tremor right hand. I freeze in doorways and the shuffling is worse in the afternoons", "walt-intro"),
        L("01-12 11:40", "t", "Hello Walt, good to meet you. Big steps practice daily, count out loud '1, 2' through doorways, and we'll do boxing-style pad work twice a week for the arms and balance.", "walt-intro-coach"),
        L("02-03 16:00", "c", "hi hamish its jenna walts daughter. dad had a fall in the kitchen tuesday, no damage just a bruised hip (left). the gp changed his tablet times to 7, 11, 3 and 7", "walt-jenna"),
        L("02-03 16:30", "t", "Thanks Jenna, glad he's OK. Sessions at 11:30 then, when the tablets work best, and we'll do getting up off the floor.", "walt-jenna-coach"),
        L("03-09 12:00", "c", "Did the floor getting up 3 times proper job. Knee pads help", "walt-floor"),
        L("03-09 12:30", "t", "Proper job indeed, Walt. Next step: up from the floor without using the chair.", "walt-floor-coach"),
        L("04-14 14:00", "c", "Neurologist added rasagiline 1 mg in the morning. Says the off times should be shorter", "walt-rasagiline"),
        L("05-11 13:00", "c", "Walked Newlyn to Mousehole and back with the poles, 2 hours. No falls", "walt-walk"),
        L("05-11 13:30", "t", "Brilliant, Walt. The Nordic poles really help your arm swing. Keep them for the coast path.", "walt-walk-coach"),
        L("06-16 15:00", "c", "Freezing less in doorways. Still bad in the supermarket aisles", "walt-freeze"),
        L("06-16 15:20", "t", "Try a laser on the stick or a strip of tape on the floor to step over. I'll bring the metronome app to the next session too.", "walt-freeze-coach"),
        L("07-17 10:00", "c", "I'll do the 10k steps dreckly", "walt-steps"),
    ],
    "meena": [
        L("01-08 19:00", "c", "Hi Hamish, Meenakshi here (Meena). 39. MS since 2019, relapsing remitting. Left foot drops when I'm tired and I wear a splint on that foot. Heat makes everything worse, aiyo summer", "meena-intro"),
        L("01-08 19:40", "t", "Hi Meena. Short sessions with rests, cooling vest in warm rooms, and ankle strength plus balance work twice a week.", "meena-intro-coach"),
        L("01-30 20:00", "c", "infusion day yesterday, ocrelizumab, wiped out, skipping tomorrow", "meena-infusion"),
        L("02-24 21:00", "c", "hey hamish, sam here, meenas partner. she's had numbness in her right hand for 3 days and she's worried its a relapse. she didnt want to bother you", "meena-sam"),
        L("02-24 21:30", "t", "Thanks Sam. She should ring her MS nurse today. No training until they've seen her.", "meena-sam-coach"),
        L("03-05 18:00", "c", "MS nurse said its a relapse, mild. 3 days of steroids. hand is coming back", "meena-relapse"),
        L("04-15 19:00", "c", "vitamin d came back at 48, nurse wants me on 4000 units", "meena-vitd"),
        L("04-15 19:30", "t", "Take it with your main meal, and stick to the 4000 units your nurse gave you.", "meena-vitd-coach"),
        L("05-19 19:30", "c", "walked 3.2km without the splint!", "meena-walk"),
        L("05-19 19:35", "c", "sorry 2.3km, fat thumbs. still!!", "meena-walk-fix"),
        L("05-19 19:50", "t", "2.3 km without the splint is huge. Keep the heel raises and the band work.", "meena-walk-coach"),
        L("07-10 14:00", "c", "heatwave 😵 foot dragging by 4pm every day, cold showers help", "meena-heat"),
        L("07-10 14:20", "t", "That's the heat, not a relapse: it settles when you cool down. Train before 9am this week and keep the vest on.", "meena-heat-coach"),
    ],
    "kees": [
        L("01-14 10:00", "c", "hi hamish. kees. stroke in november. right arm and leg weak. words come slow. marjorie types this", "kees-intro"),
        L("01-14 10:40", "t", "Hello Kees, and Marjorie. We'll start with sit-to-stand, step-ups on the bottom stair, and squeezing a ball in the right hand, every day.", "kees-intro-coach"),
        L("02-09 11:00", "c", "Hamish its Marjorie. Kees's blood pressure at the stroke clinic was 152/94, they've added ramipril 2.5mg. He's cross about another tablet", "kees-marjorie"),
        L("02-09 11:30", "t", "Thank you Marjorie. Walking every day helps the pressure too. We'll keep sessions gentle for two weeks while he settles on it.", "kees-marjorie-coach"),
        L("03-18 12:00", "c", "walked to the post box. 400 m. stick", "kees-postbox"),
        L("04-21 15:00", "c", "right hand can hold a mug now!! 🙂", "kees-mug"),
        L("05-12 17:00", "c", "dizzy getting up from the sofa twice this week", "kees-dizzy"),
        L("05-12 17:20", "t", "Get up in stages: sit on the edge, count to ten, then stand. And please tell the GP, it might be the ramipril.", "kees-dizzy-coach"),
        L("05-26 11:00", "c", "GP halved the ramipril. no dizziness at all since", "kees-dizzy-fix"),
        L("06-23 16:00", "c", "walked to the allotment!! 1.1km. marjorie cried", "kees-allotment"),
        L("06-23 16:30", "t", "Kees, that is the goal on your profile done! Next: there and back with one rest on the bench.", "kees-allotment-coach"),
        L("07-16 10:00", "c", "dvla says no driving till the consultant signs it off in september", "kees-dvla"),
    ],
    "nkechi": [
        L("01-06 09:30", "c", "Hi Yolanda! Nkechi here, ICU nurse on nights, 3 x 12.5hr a week. I'm 91kg want to get to 81. Sleep after nights is terrible, 4 hrs max. Right heel kills first thing in the morning chai", "nkechi-intro"),
        L("01-06 10:10", "t", "Hi Nkechi! Blackout blinds and earplugs, sleep straight after the shift from 9 to 3, and a 20-minute nap before the first night. For the heel: calf stretches and rolling a frozen bottle under the foot.", "nkechi-intro-coach"),
        L("01-27 08:45", "c", "post nights. ate a whole pack of biscuits at 4am on the unit again 🙈", "nkechi-biscuits"),
        L("01-27 09:10", "t", "Bring a proper meal for 1am: rice and stew or eggs and veg. The biscuits at 4am come when the break meal is small.", "nkechi-biscuits-coach"),
        L("02-17 10:00", "c", "podiatrist said plantar fasciitis, gave me insoles. no injection", "nkechi-pod"),
        L("03-15 11:00", "c", "88.2 nna. slow but down", "nkechi-88"),
        L("03-15 11:30", "t", "2.8 kg down in ten weeks while working nights. That is real progress.", "nkechi-88-coach"),
        L("04-08 09:00", "c", "fwd from occupational health: 'Your night shift pattern will change to 4 x 10 hours from May.'", "nkechi-oh"),
        L("04-08 09:40", "t", "Four tens gives you an extra night's sleep to plan. We'll move the gym days to the day after the last night.", "nkechi-oh-coach"),
        L("05-21 12:00", "c", "sleeping 6 hours after nights now with the blinds!", "nkechi-sleep"),
        L("06-19 13:00", "c", "heel pain gone in the mornings. walked 12k steps on my day off", "nkechi-heel"),
        L("07-20 10:00", "c", "84.9 this morning. 6kg down since january", "nkechi-84"),
    ],
    "gavin": [
        L("01-10 14:00", "c", "Hi Yolanda, Gavin, 45, long haul captain. AME flagged my BP at my class 1 medical: 148/92. Need it down before the 6-month recheck or I'm grounded", "gavin-intro"),
        L("01-10 14:40", "t", "Hi Gavin. Cardio four times a week (even in hotel gyms), less salt on layovers, and no more than two drinks on a night stop. Buy a home BP cuff and send me the readings.", "gavin-intro-coach"),
        L("02-02 06:00", "c", "jet lag is brutal after SIN. awake at 3am in reading for 4 nights", "gavin-jetlag"),
        L("02-02 06:30", "t", "Daylight first thing, no nap longer than 20 minutes, and train outdoors in the morning the first two days home.", "gavin-jetlag-coach"),
        L("03-01 09:00", "c", "Hello Yolanda, this is Siân, Gavin's wife. He's been taking melatonin he got in Singapore, 10mg. Is that OK with his medical? He won't ask the AME", "gavin-sian"),
        L("03-01 09:30", "t", "Thanks Siân. That's a question for his AME, not me, and 10 mg is a lot. I'll ask him to check before his next flight.", "gavin-sian-coach"),
        L("04-09 19:00", "c", "home bp avg 136/86 this fortnight", "gavin-bp"),
        L("04-09 19:30", "t", "Good trend. Keep the salt down on layovers and the cuff readings twice a week.", "gavin-bp-coach"),
        L("05-14 08:00", "c", "fwd from Jo (FO on my trip): 'Gav did a 5k on the hotel treadmill in Jo'burg at 6am, I saw him, he's keen'", "gavin-jo"),
        L("06-03 18:00", "c", "AME recheck today, 128/82. medical renewed ✈️", "gavin-medical"),
        L("06-03 18:20", "t", "Fantastic, Gavin! Keep the morning cardio on trips and the cuff at home.", "gavin-medical-coach"),
        L("07-08 07:00", "c", "knee sore on the right after the treadmill in SIN. probably the hotel shoes", "gavin-knee"),
        L("07-08 07:30", "t", "Two days off running, then bring your own trainers on the next trip.", "gavin-knee-coach"),
    ],
    "innes": [
        L("01-15 18:00", "c", "fit like yolanda. innes, offshore, 2 on 2 off. rig gym is a bike, some dumbbells up to 30kg and a bench. back went in 2024 lifting a valve, still niggles. vaping like a chimney", "innes-intro"),
        L("01-15 18:40", "t", "Hi Innes! Three 40-minute sessions a hitch on the rig, a dumbbell plan I'll send, and on your two weeks home we add deadlifts slowly. On vaping: pick a quit date.", "innes-intro-coach"),
        L("02-12 20:00", "c", "quit date 1st march. kirsty's holding me to it", "innes-quitdate"),
        L("03-02 19:00", "c", "day 2 no vape. climbing the walls", "innes-day2"),
        L("03-19 20:00", "c", "hiya yolanda its kirsty, innes partner. hes been eating crisps instead of vaping and has put on half a stone, he's raging. any ideas x", "innes-kirsty"),
        L("03-19 20:30", "t", "Hi Kirsty! Half a stone is normal when quitting. Nicotine gum for cravings, and let's keep the crisps out of the house for a month.", "innes-kirsty-coach"),
        L("04-25 17:00", "c", "helicopter got cancelled, 3 extra days on the rig. trained every day on the bike", "innes-heli"),
        L("05-30 18:00", "c", "deadlift 140kg x3 on my home fortnight. back fine", "innes-deadlift"),
        L("05-30 18:30", "t", "Strong, and a back that stayed quiet. Keep it at 140 for the next home fortnight.", "innes-deadlift-coach"),
        L("06-22 19:00", "c", "90 days vape free ✅", "innes-90"),
        L("06-22 19:20", "t", "Massive, Innes. Ninety days is the hard bit done.", "innes-90-coach"),
        L("07-19 18:00", "c", "offshore survival refresher next month, the dunk tank. bit nervous tbh", "innes-tank"),
    ],
    "sorcha": [
        L("01-11 20:00", "c", "hey bartek! sorcha, boulderer, foundry mostly. proj is a 7A+ crimpy thing, want my first 7B this year. left ring finger is a bit tweaky after crimping", "sorcha-intro"),
        L("01-11 20:40", "t", "Hi Sorcha! No full crimp on the tweaky finger for two weeks, open hand only, and three sets of easy hangs a day to load it gently.", "sorcha-intro-coach"),
        L("02-08 21:00", "c", "heard a POP on the proj. left ring finger, base. swollen 😭", "sorcha-pop"),
        L("02-08 21:20", "t", "Ice, no climbing, and see a hand physio this week. A pop at the base of the finger is usually a pulley.", "sorcha-pop-coach"),
        L("02-13 18:00", "c", "physio said A2 pulley strain grade 2. no rupture. 6 weeks off crimps, H-taping", "sorcha-a2"),
        L("03-29 19:00", "c", "first session back, climbed 6s open hand, no pain", "sorcha-back"),
        L("04-26 20:00", "c", "SENT THE 7A+!!!!", "sorcha-send"),
        L("04-26 20:20", "t", "Eleven weeks after a grade 2 pulley! Well climbed, Sorcha.", "sorcha-send-coach"),
        L("05-17 17:00", "c", "grit at stanage today, cold and perfect. did Business Boy font 6b", "sorcha-grit"),
        L("06-14 20:00", "c", "hangboard 20mm edge, bodyweight +5kg, 7 sec hangs", "sorcha-hang"),
        L("06-14 20:30", "t", "Good. Hold at +5 kg for three weeks before adding more, and only one hangboard day a week.", "sorcha-hang-coach"),
        L("07-12 19:00", "c", "7B is going down soon i can feel it 🔥", "sorcha-7b"),
    ],
    "kairat": [
        L("01-13 19:00", "c", "Hello Bartek, Kairat here, from Almaty, live in Bristol. I climb sport, best is 7b+. Want 7c in Kalymnos in May. Right elbow inside hurts after steep routes", "kairat-intro"),
        L("01-13 19:45", "t", "Hi Kairat! That sounds like golfer's elbow. Slow wrist-curl eccentrics, 3 sets of 15 daily, and fewer steep routes for a month.", "kairat-intro-coach"),
        L("02-16 20:00", "c", "elbow better, maybe 3/10 now. рахмет", "kairat-elbow"),
        L("03-22 19:00", "c", "Hi Bartek this is Dana, Kairats girlfriend. He doesnt rest days at all, climbing 6 days a week before the trip. Please say something", "kairat-dana"),
        L("03-22 19:30", "t", "Thanks Dana. I'll put two rest days in his plan and make them non-negotiable.", "kairat-dana-coach"),
        L("04-20 18:00", "c", "board session, 4x4 on the moonboard, elbow nu fine", "kairat-board"),
        L("05-24 21:00", "c", "Kalymnos done. sent 7c on day 9!! route Aegialis", "kairat-kaly"),
        L("05-24 21:05", "c", "sorry, route is 'Monahiki', Aegialis is the sector", "kairat-kaly-fix"),
        L("05-24 21:30", "t", "Kairat!! First 7c, on a trip. Enjoy the rest week.", "kairat-kaly-coach"),
        L("06-30 20:00", "c", "skin on the fingertips split, tape for a week", "kairat-skin"),
        L("06-30 20:20", "t", "Sand the split edges flat, tape for a week, and no board sessions until it closes.", "kairat-skin-coach"),
        L("07-15 19:00", "c", "👍👍", "kairat-emoji"),
    ],
    "rosamund": [
        L("01-16 18:00", "c", "Hello Bartek, I'm Rosamund, 52, brand new to climbing. My DEXA last year showed osteopenia in the spine and the GP said loading exercise. Also a grumpy left shoulder when I reach overhead", "rosamund-intro"),
        L("01-16 18:50", "t", "Welcome Rosamund! Climbing is great loading. Top rope and auto-belay only for now, no jumping off boulders, and band external rotations for the shoulder.", "rosamund-intro-coach"),
        L("02-21 12:00", "c", "climbed my first 4+ without coming off!", "rosamund-first"),
        L("03-14 16:00", "c", "hi bartek this is oisín, rosamund's son. mam's shoulder has been bad since saturday, she can't sleep on that side. she's too polite to say", "rosamund-oisin"),
        L("03-14 16:30", "t", "Thanks Oisín. She should rest the overhead moves and see her GP or a physio. I'll change her plan.", "rosamund-oisin-coach"),
        L("03-24 11:00", "c", "physio said impingement, not a tear. no overhead reaching for a fortnight", "rosamund-physio"),
        L("04-30 19:00", "c", "GP started me on alendronic acid weekly and calcium with vit D", "rosamund-alendronate"),
        L("04-30 19:30", "t", "Take the alendronic acid first thing with water and stay upright for 30 minutes, so climb later in the day on that morning.", "rosamund-alendronate-coach"),
        L("05-28 18:00", "c", "top roped a 5+ cleanly. grand so", "rosamund-5plus"),
        L("06-25 17:00", "c", "shoulder is fine reaching now. trying the 6a next week 🙏", "rosamund-shoulder"),
        L("07-09 19:00", "c", "6a done!! on the second go", "rosamund-6a"),
        L("07-09 19:15", "t", "Rosamund, that's your goal done in six months! Next: lead climbing lessons.", "rosamund-6a-coach"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-astrid-erg-shed", "trainer": "astrid", "members": ["torquil", "bea", "kunle"],
        "lines": [
            L("01-20 19:00", "t", "Erg Shed: post your weekly metres here. Team 5k challenge on the last Sunday of each month.", "g-es-start"),
            L("02-22 18:00", "kunle", "300k club 💪", "g-kunle-300"),
            L("05-21 08:00", "torquil", "sub 6:25 at trials!!", "g-torquil-trial"),
            L("05-21 08:15", "bea", "Well done Torquil! Lekker", "g-bea-torquil"),
            L("06-28 20:00", "kunle", "million done lads", "g-kunle-million"),
        ],
    },
    {
        "id": "chat-bartek-crimp-club", "trainer": "bartek", "members": ["sorcha", "kairat", "rosamund"],
        "lines": [
            L("01-25 10:00", "t", "Crimp Club: Thursday evening sessions at the wall, 7pm. Bring tape.", "g-cc-start"),
            L("04-27 09:00", "sorcha", "sent my proj 🎉", "g-sorcha-send"),
            L("05-25 08:00", "kairat", "7c in kalymnos", "g-kairat-kaly"),
            L("05-25 08:30", "rosamund", "Congratulations Kairat!", "g-rosamund-kairat"),
            L("07-10 09:00", "rosamund", "6a!!", "g-rosamund-6a"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("astrid", "torquil", "2026-01-08", "Torquil (20): 72.4 kg, lightweight limit 70. 2k 6:31. Strokes the eight. Bench pull 80 kg x 5. Low body fat already: weight off slowly."),
    ("astrid", "bea", "2026-01-10", "Bea (47): left SI joint pain after 16 km outings. HRT since October. Single sculls, Henley Masters in late June. 2k about 8:00."),
    ("astrid", "kunle", "2026-01-06", "Kunle (33): 2k 7:12. Grips too hard, wrists bent on the drive. Target 1,000,000 m by 1 July. Rows in a garage, no heating."),
    ("hamish", "walt", "2026-01-13", "Walt (68): Parkinson's, right-hand tremor, freezing in doorways, small steps. Timed up and go 14 s. Co-careldopa four times a day. Lives with his daughter nearby."),
    ("hamish", "meena", "2026-01-09", "Meena (39): relapsing MS, left foot drop, AFO splint. Heat sensitive. 10 m walk 9 s. Fatigue after 3pm. Ocrelizumab every six months."),
    ("hamish", "kees", "2026-01-15", "Kees (61): left-hemisphere stroke, November 2025. Right arm and leg weak, mild aphasia. Sit to stand 6 in 30 s. Clopidogrel 75 mg, atorvastatin 80 mg."),
    ("hamish", "kees", "2026-05-13", "Kees: dizzy on standing, twice this week. Lying and standing BP 134/80 then 112/70. Told to see the GP about the ramipril."),
    ("yolanda", "nkechi", "2026-01-07", "Nkechi (42): 91 kg, 1.68 m. ICU nights, 3 x 12.5 h. Sleeps 4 hours after nights. Right heel pain in the mornings. Snacks on shift."),
    ("yolanda", "gavin", "2026-01-11", "Gavin (45): airline captain. BP 148/92 at the class 1 medical. 96 kg. Drinks on night stops. Resting HR 71."),
    ("yolanda", "innes", "2026-01-16", "Innes (36): offshore, 2 on 2 off. 88 kg. Lower back from lifting a valve in 2024. Vapes all day. Rig gym: bike, dumbbells to 30 kg, bench."),
    ("bartek", "sorcha", "2026-01-12", "Sorcha (26): bouldering 7A+. Left ring finger tweaky in full crimp. Strong fingers, weak shoulders. Junior doctor, irregular hours."),
    ("bartek", "kairat", "2026-01-14", "Kairat (30): sport 7b+. Right medial elbow pain after steep routes. Climbs 5-6 days a week. Kalymnos in May."),
    ("bartek", "rosamund", "2026-01-17", "Rosamund (52): beginner. Osteopenia (DEXA 2025). Left shoulder pain reaching overhead. Top rope only. Very careful, good footwork."),
]

TRANSCRIPTS = [
    {
        "id": "tr-astrid-torquil-20260325", "trainer": "astrid", "client": "torquil", "startedAt": "2026-03-25T18:00:00Z",
        "title": "Call: coming back after the rib",
        "lines": [
            ("Coach", 0, "How is the rib when you breathe in hard now?"),
            ("Torquil", 5, "Nothing. Physio cleared me from the first of April."),
            ("Coach", 11, "Then the first week back is steady rows only, rate 18, twenty minutes, every other day."),
            ("Torquil", 20, "And the weight? I'm 73 now."),
            ("Coach", 26, "Leave it till May. We'll get to 70 with the training, not by starving."),
        ],
    },
    {
        "id": "tr-hamish-walt-20260421", "trainer": "hamish", "client": "walt", "startedAt": "2026-04-21T11:30:00Z",
        "title": "Session: balance and the new tablet",
        "lines": [
            ("Coach", 0, "How are the mornings since the rasagiline?"),
            ("Walt", 6, "Better. I'm moving by eight now, not ten."),
            ("Coach", 12, "Good. Today: stepping over the tape, turning on the spot, then the pads."),
            ("Walt", 20, "The left hip still aches from the fall."),
            ("Coach", 25, "Then no floor work today, only standing balance."),
        ],
    },
    {
        "id": "tr-yolanda-gavin-20260415", "trainer": "yolanda", "client": "gavin", "startedAt": "2026-04-15T16:00:00Z",
        "title": "Video call: training on a Singapore trip",
        "lines": [
            ("Coach", 0, "Four nights in Singapore. What does the hotel have?"),
            ("Gavin", 6, "A gym with treadmills and a pool on the roof."),
            ("Coach", 11, "Then treadmill intervals on day two, a swim on day three, and nothing on the last day before the flight home."),
            ("Gavin", 20, "Drinks with the crew?"),
            ("Coach", 25, "Two at most, and water in between."),
        ],
    },
    {
        "id": "tr-bartek-sorcha-20260320", "trainer": "bartek", "client": "sorcha", "startedAt": "2026-03-20T19:00:00Z",
        "title": "Session: back on the wall after the pulley",
        "lines": [
            ("Coach", 0, "Six weeks since the pop. How does the finger feel in an open hand?"),
            ("Sorcha", 6, "Fine on jugs and slopers, a bit stiff in the morning."),
            ("Coach", 12, "Then two weeks of open hand only on 6a and below, H-tape on the left ring finger."),
            ("Sorcha", 21, "When can I crimp?"),
            ("Coach", 25, "Half crimp from mid-April, full crimp not before May."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("torquil", "2026-03-07", 7.0, 7, 40, "Injured, hungry, fed up."),
    ("torquil", "2026-06-13", 8.0, 4, 95, "Made the eight."),
    ("bea", "2026-03-14", 7.5, 6, 60, "Capsize, off the water."),
    ("bea", "2026-06-30", 8.0, 3, 90, "Henley Masters done."),
    ("kunle", "2026-02-23", 6.5, 4, 100, "300k done."),
    ("kunle", "2026-05-04", 7.0, 3, 90, "Blisters."),
    ("walt", "2026-02-06", 6.0, 7, 60, "Fall at home."),
    ("walt", "2026-06-18", 7.0, 4, 85, "Supermarket freezing."),
    ("meena", "2026-03-07", 6.0, 8, 30, "Relapse, steroids."),
    ("meena", "2026-07-11", 6.5, 6, 70, "Heat is hard."),
    ("kees", "2026-02-11", 7.0, 6, 70, "New tablet."),
    ("kees", "2026-06-25", 8.0, 2, 95, "Allotment walk."),
    ("nkechi", "2026-01-29", 4.5, 8, 50, "Bad week of nights."),
    ("nkechi", "2026-05-23", 6.0, 4, 85, "Blinds working."),
    ("gavin", "2026-02-04", 5.0, 6, 60, "Jet lag after Singapore."),
    ("gavin", "2026-06-05", 7.0, 2, 90, "Medical renewed."),
    ("innes", "2026-03-04", 6.5, 9, 70, "No vape, grumpy."),
    ("innes", "2026-06-24", 7.5, 3, 90, "Ninety days."),
    ("sorcha", "2026-02-15", 6.0, 7, 50, "Finger injured."),
    ("sorcha", "2026-04-28", 7.0, 2, 90, "Sent the project."),
    ("kairat", "2026-03-24", 7.0, 5, 70, "Too much climbing."),
    ("kairat", "2026-05-27", 8.5, 2, 60, "Trip done, resting."),
    ("rosamund", "2026-03-16", 5.5, 6, 50, "Shoulder at night."),
    ("rosamund", "2026-07-11", 7.5, 2, 95, "Goal reached."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("torquil", "weight", "kg", "2026-01-08", "2026-07-20", 7, 72.4, 69.8, 0.4),
    ("kunle", "resting_heart_rate", "bpm", "2026-01-06", "2026-07-20", 7, 64.0, 52.0, 1.2),
    ("walt", "steps", "steps", "2026-01-13", "2026-07-20", 7, 3500, 8500, 500),
    ("kees", "systolic_bp", "mmHg", "2026-02-10", "2026-07-21", 7, 150.0, 128.0, 2.0),
    ("kees", "steps", "steps", "2026-01-15", "2026-07-21", 7, 1200, 5200, 300),
    ("nkechi", "weight", "kg", "2026-01-07", "2026-07-20", 7, 91.0, 84.9, 0.4),
    ("gavin", "systolic_bp", "mmHg", "2026-01-12", "2026-07-19", 7, 147.0, 127.0, 2.0),
    ("gavin", "resting_heart_rate", "bpm", "2026-01-12", "2026-07-19", 7, 71.0, 62.0, 1.5),
    ("innes", "weight", "kg", "2026-01-16", "2026-07-17", 7, 88.0, 90.5, 0.4),
    ("kairat", "weight", "kg", "2026-01-14", "2026-07-14", 7, 68.0, 65.5, 0.3),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("nkechi", "goal-yolanda-nkechi-weight", "weight", 81, "kg", "2026-12-31", "active"),
    ("torquil", "goal-astrid-torquil-weight", "weight", 70, "kg", "2026-06-30", "achieved"),
    ("gavin", "goal-yolanda-gavin-bp", "systolic_bp", 130, "mmHg", "2026-06-01", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("torquil", "2026-02-20", "Vitamin D", 38, "nmol/L", 50, 175),
    ("torquil", "2026-02-20", "Ferritin", 22, "ug/L", 30, 400),
    ("meena", "2026-04-13", "Vitamin D", 48, "nmol/L", 50, 175),
    ("meena", "2026-07-06", "Vitamin D", 92, "nmol/L", 50, 175),
    ("walt", "2026-03-02", "Vitamin B12", 210, "ng/L", 197, 771),
    ("kees", "2026-01-20", "LDL cholesterol", 2.6, "mmol/L", 0.0, 1.8),
    ("kees", "2026-06-08", "LDL cholesterol", 1.5, "mmol/L", 0.0, 1.8),
    ("gavin", "2026-01-09", "Total cholesterol", 6.1, "mmol/L", 0.0, 5.0),
    ("innes", "2026-05-28", "GGT", 74, "U/L", 0, 55),
    ("nkechi", "2026-02-25", "HbA1c", 43, "mmol/mol", 20, 42),
    ("rosamund", "2026-04-24", "Vitamin D", 41, "nmol/L", 50, 175),
    ("sorcha", "2026-03-10", "Ferritin", 19, "ug/L", 15, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "cheers", "sorry late reply", "see you at 6", "👍", "ta", "still on for tuesday?", "done ✅", "on my way",
    "sorry just seen this", "can we do quarter past", "nice one", "will do", "haha", "thank you!", "sound",
    "booked", "link not working", "paid", "what time again?", "mad week", "🙏", "no bother", "lovely",
    "ok", "perfect", "speak soon", "wrong chat sorry", "can i move thursday?", "yes!", "ok will try",
    "battery dying", "see u next week", "got the email", "thanks x", "star", "👌", "running 10 late",
    "aye", "grand", "diolch", "ta-ra", "nae bother", "🫡", "legend",
]
TRAINER_CHATTER = [
    "Great, see you then.", "Booked in.", "No problem.", "Moved to Thursday.", "Thanks for letting me know.",
    "This week's plan is in the app.", "Remember to log your sessions.", "Have a good weekend!",
    "Invoice sent.", "Resent the link.", "Good work.", "Any time.", "Same time as usual.",
    "Let me know if anything changes.", "Good week.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20260724, health_seed=20260724)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
