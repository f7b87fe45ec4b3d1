#!/usr/bin/env python3
"""Build the eighth blind data set for the answer benchmark (bench/answers_data/blind8.json).

    functions/venv/bin/python -m bench.answers_data.build_blind8

Four trainers of kinds the other rosters do not have (a strongman and strongwoman coach with a
novice Highland competitor, a Cornish strongwoman on levothyroxine and a masters lifter whose
hernia is repaired mid-season; an occupational-rehab trainer getting manual workers back to the
job: a scaffolder with a disc, an electrician with a broken heel, a warehouse picker with a trigger
finger; a fertility-aware trainer with a PCOS client on metformin and letrozole, a runner through
IVF and a man whose sperm count falls after a SARM; a racket-sports coach with a PSA squash
player, a type 1 diabetic badminton doubles player and a 15-year-old table tennis player with a
stress fracture in her back), 12 clients, April to October 2026 (asked on 23 October 2026):
one-to-one chats, two group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight five times, steps three times, resting heart rate twice,
systolic blood pressure, goals, lab panels), in the format of demo/data/demo_dataset.json.
Written on 2026-11-29 by helper h-blind8 (issue 14) without reading shared/domain/*.py,
shared/usecases/*.py, any list of benchmark failures or result file: a held-out check of whether
the fixes made on the other sets generalise.

The story messages are written the way people text: lowercase, typos, run-ons, emoji, slang and
dialect (Doric "fit like" and "ken", Cornish "ansum" and "dreckly", Nigerian "abeg" and "o",
Yorkshire "now then" and "nowt", Belfast "bout ye" and "wee buns", Welsh "tidy" and "cwtch",
Lebanese "yalla", Kiwi "chur" and "kia ora", Lithuanian English without articles, French
English), numbers in words, mixed units (kilos, stone, miles, km, mcg, mmol/L, nmol/L, mm,
cm, seconds), negations ("no pain in the groin at all", "not locking anymore"), a correction in
the next message, facts only in the coach's reply, facts split across turns, a girlfriend, a
wife (twice), a daughter, a boss, a friend from work, a sister, a husband, a partner, a father and
a mother writing for a client. The everyday chatter between them comes from this builder's own
pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine,
sport, event or number a question asks about. Deterministic: two runs write byte-identical files.
`blind8_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind8_questions.py).

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
OUT, TAGS_OUT = HERE / "blind8.json", HERE / "blind8_tags.json"
YEAR = 2026
START, END = datetime(2026, 4, 1, 7, 0), datetime(2026, 10, 22, 21, 0)
ASKED_AT = "2026-10-23T09:00:00Z"

TRAINERS = [
    {"id": "coach-rhodri", "displayName": "Rhodri Vaughan", "email": "rhodri.vaughan@example.com", "short": "rhodri"},
    {"id": "coach-bryony", "displayName": "Bryony Aldous", "email": "bryony.aldous@example.com", "short": "bryony"},
    {"id": "coach-leonie", "displayName": "Leonie Achterberg", "email": "leonie.achterberg@example.com", "short": "leonie"},
    {"id": "coach-sunil", "displayName": "Sunil Varghese", "email": "sunil.varghese@example.com", "short": "sunil"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("rhodri", "lachlan-munro", "Lachlan Munro", "lachlan"),
    ("rhodri", "shona-trevithick", "Shona Trevithick", "shona"),
    ("rhodri", "segun-bakare", "Olusegun Bakare", "segun"),
    ("bryony", "darren-pickles", "Darren Pickles", "darren"),
    ("bryony", "connor-maguire", "Connor Maguire", "connor"),
    ("bryony", "gintare-kazlauskaite", "Gintarė Kazlauskaitė", "gintare"),
    ("leonie", "yasmin-khoury", "Yasmin Khoury", "yasmin"),
    ("leonie", "roz-pemberton", "Rosalind Pemberton", "roz"),
    ("leonie", "gethin-prosser", "Gethin Prosser", "gethin"),
    ("sunil", "elodie-marchand", "Élodie Marchand", "elodie"),
    ("sunil", "wiremu-tane", "Wiremu Tane", "wiremu"),
    ("sunil", "meiling-chua", "Mei-Ling Chua", "meiling"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("lachlan", "segun", "darren", "connor", "yasmin", "elodie")

PROFILES = [
    {"clientId": "lachlan-munro", "age": 29, "goal": "Compete at Highland's Strongest Man (under 105 kg) in August",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Joiner in Inverness. Girlfriend Morven. 108 kg at the start, 6 ft 2."},
    {"clientId": "shona-trevithick", "age": 35, "goal": "Qualify for Britain's Strongest Woman (under 82 kg)",
     "dietaryRestrictions": ["dairy free"], "injuries": [],
     "notes": "From Truro. Hypothyroid, levothyroxine. Wife Jen. Works as a postwoman."},
    {"clientId": "segun-bakare", "age": 41, "goal": "Compete in masters (40+) strongman",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Segun. IT support in Croydon. High blood pressure, losartan 50 mg. Daughter Tolu."},
    {"clientId": "darren-pickles", "age": 47, "goal": "Back to scaffolding full time",
     "dietaryRestrictions": [], "injuries": ["L4/5 disc protrusion with left leg numbness (2026)"],
     "notes": "Scaffolder in Leeds, off work since March. Employer's insurer funds the rehab. Wife Tracey."},
    {"clientId": "connor-maguire", "age": 26, "goal": "Back on site as an electrician, up ladders again",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left calcaneal (heel) fracture, April 2026"],
     "notes": "Electrician in Belfast. Fell from a ladder at work. Boss Eamon."},
    {"clientId": "gintare-kazlauskaite", "age": 33, "goal": "Stronger for the shift without pain",
     "dietaryRestrictions": [], "injuries": ["trigger finger, right ring finger"],
     "notes": "Picker at a distribution warehouse in Kettering. From Kaunas. Night shifts until August, then days."},
    {"clientId": "yasmin-khoury", "age": 31, "goal": "Lose 5-10% of her weight to help her fertility treatment",
     "dietaryRestrictions": ["no pork"], "injuries": [],
     "notes": "PCOS. Teaching assistant in Manchester. Trying to conceive for two years. Sister Rania."},
    {"clientId": "roz-pemberton", "age": 37, "goal": "Keep running through IVF safely",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Roz. Solicitor in Clapham. Runs 30-40 km a week. Husband Olly. IVF at a London clinic from June."},
    {"clientId": "gethin-prosser", "age": 34, "goal": "Improve his sperm count through lifestyle before fertility treatment",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Works for the council in Swansea. Partner Ffion. Lifts four times a week."},
    {"clientId": "elodie-marchand", "age": 22, "goal": "Break into the PSA world top 100",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Professional squash player from Lyon, trains in Nottingham. Left-handed. Father Thierry."},
    {"clientId": "wiremu-tane", "age": 45, "goal": "Medal at the English Masters (over 45 men's doubles)",
     "dietaryRestrictions": [], "injuries": ["right Achilles tendinopathy"],
     "notes": "From Rotorua, lives in Reading. Type 1 diabetes with a Libre sensor. Wife Aroha. Doubles partner Colin."},
    {"clientId": "meiling-chua", "age": 15, "goal": "Play county and national junior table tennis without back pain",
     "dietaryRestrictions": [], "injuries": ["L5 spondylolysis (stress fracture), 2026"],
     "notes": "Trains 12 hours a week. Mum Wendy arranges the sessions."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "lachlan": [
        L("04-03 20:10", "c", "fit like rhodri. lachlan, 29, joiner up in inverness. been lifting 3 yr, want to do my first proper strongman comp - highlands strongest man u105 in august. currently 108kg so need to make weight. log 120, deadlift 260, never touched a real stone", "lachlan-intro"),
        L("04-03 21:00", "t", "Croeso Lachlan! Four days a week: a log and axle day, a deadlift and yoke day, a stones and carries day and a conditioning day. We bring you down to 105 slowly, no water cut before your first comp. Get some tacky and forearm sleeves for the stones.", "lachlan-intro-coach"),
        L("05-02 17:30", "c", "first go on the stones today. got the 100 to the platform, the 120 no chance. forearms are like mince, skin ripped off both", "lachlan-stones"),
        L("04-18 20:00", "c", "yoke first time, 300 for 20m in 19 seconds. felt like my spine was getting shorter", "lachlan-yoke"),
        L("05-02 18:05", "t", "Normal with stones. Keep the tears clean, tape them, and sand the calluses down. Stones once a week only while the skin toughens up.", "lachlan-stones-coach"),
        L("05-30 19:20", "c", "left bicep twinged on the 120 stone, kinda near the elbow crease. no bruising. can still curl fine", "lachlan-bicep"),
        L("05-30 19:50", "t", "Stop stones for now: that spot near the crease is where a distal biceps tear happens. Get it scanned. No mixed grip on deadlifts either until we know.", "lachlan-bicep-coach"),
        L("06-09 12:15", "c", "scan says its a strain not a tear. physio says 3 weeks no stones", "lachlan-scan"),
        L("06-21 21:40", "c", "hiya its morven, lachlans other half. hes eating 6 times a day and our shopping is £140 a week now 😩 is that right??", "lachlan-morven"),
        L("06-21 22:10", "t", "Hi Morven! Ha, strongman is expensive. Tell him tins of tuna, rice, eggs and oats do the job as well as the fancy stuff.", "lachlan-morven-coach"),
        L("07-11 18:00", "c", "LOG PB 130kg!!!", "lachlan-log"),
        L("07-11 18:03", "c", "well 127.5, the 130 was a press out, gareth no-repped it", "lachlan-log-fix"),
        L("07-25 19:00", "c", "axle clean and press 110 for 3, no bicep pain", "lachlan-axle"),
        L("08-07 07:40", "c", "weighed 105.4 this morning, gonna make it", "lachlan-weight"),
        L("08-16 20:30", "c", "highlands strongest man u105: 4th out of 11!! won the farmers walk, 2 stones short on the loading race. right calf cramped on the yoke", "lachlan-comp"),
        L("08-16 21:00", "t", "Fourth at your first comp is brilliant. The loading race is technique, we'll drill it. Calf cramp on the yoke: more salt and water on the day.", "lachlan-comp-coach"),
        L("09-19 10:00", "c", "want to do scotlands strongest man u105 qualifier next year. back on the stones, bicep fine", "lachlan-next"),
    ],
    "shona": [
        L("04-06 19:00", "c", "alright my ansum! shona from truro. 35, strongwoman u82, done a few local comps. want to qualify for britains strongest woman this year. hypothyroid, on levothyroxine 75mcg", "shona-intro"),
        L("04-06 19:35", "t", "Lovely to meet you Shona! Qualifiers are in July. Yoke, frame and farmers three times a week; log and axle twice. Keep your thyroid bloods regular, your energy will tell us a lot.", "shona-intro-coach"),
        L("04-29 20:00", "c", "right knee grumbling below the kneecap after yoke runs. worse on stairs", "shona-knee"),
        L("04-29 20:40", "t", "Patellar tendon by the sound of it. Spanish squats with a band, 5 x 45 second holds every day, and cap the yoke at 250 for two weeks.", "shona-knee-coach"),
        L("05-05 18:00", "c", "spanish squats proper job, knee calmer on the stairs already", "shona-knee-2"),
        L("05-20 21:15", "c", "absolutely knackered all the time, hair falling out a bit. gp did bloods, TSH 6.2", "shona-tired"),
        L("05-27 13:00", "c", "gp upped the levo to 100mcg", "shona-levo"),
        L("06-14 22:00", "c", "hi rhodri, it's jen (shona's wife). she won't tell you but she cried after training tues, the knee. she's proper frustrated", "shona-jen"),
        L("06-14 22:30", "t", "Thanks Jen. I'll swap the yoke for sled pushes this week and check in with her.", "shona-jen-coach"),
        L("07-12 18:00", "c", "QUALIFIED!!! 3rd at the southwest qualifier, top 4 go through. farmers 120kg a hand 20m in 14.8", "shona-qualifier"),
        L("07-12 18:04", "c", "sorry 15.8 not 14.8, 14.8 was the girl who won lol", "shona-qualifier-fix"),
        L("08-10 09:00", "c", "new bloods TSH 2.1, feel human again", "shona-tsh"),
        L("08-22 19:00", "c", "frame carry 300kg for 20m, first time ever", "shona-frame"),
        L("09-27 20:00", "c", "britains strongest woman u82: 9th of 12. zercher carry killed me. knee fine all day", "shona-bsw"),
        L("09-27 20:30", "t", "Ninth in Britain in your first final, Shona! The Zercher needs practice, we'll add it every week from November.", "shona-bsw-coach"),
    ],
    "segun": [
        L("04-10 19:00", "c", "Good evening coach Rhodri. Olusegun Bakare, everyone calls me Segun. 41 years, IT support in Croydon. I want to compete masters strongman (40+). I have high BP, on losartan 50mg. Deadlift 240kg", "segun-intro"),
        L("04-10 19:45", "t", "Good to meet you Segun. Masters is a great place to start. Breathe out on the way up rather than holding your breath long on the heavy pulls, and log your blood pressure twice a week.", "segun-intro-coach"),
        L("05-15 21:00", "c", "coach abeg, there is a small lump in my right groin after the car deadlift. it goes away when I lie down. no pain much", "segun-lump"),
        L("05-15 21:20", "t", "Please see your GP this week, that sounds like it could be an inguinal hernia. No heavy pulls or carries until you're checked.", "segun-lump-coach"),
        L("05-22 12:00", "c", "GP confirmed, right inguinal hernia. surgery list in july", "segun-hernia"),
        L("07-08 15:00", "c", "Hi coach, it's Tolu, Segun's daughter. Daddy had his operation this morning (keyhole, mesh), all went well, he's sleeping. He said to tell you 😊", "segun-op"),
        L("07-08 15:30", "t", "Thank you Tolu! Tell him walking only for two weeks and nothing heavier than a kettle for six.", "segun-op-coach"),
        L("06-10 20:00", "c", "BP machine says 138/88 this week. doing the breathing like you said", "segun-bp-june"),
        L("08-05 07:30", "c", "bp 128/82 this morning, best in years 🙏", "segun-bp"),
        L("08-26 19:00", "c", "walking 10k a day, surgeon cleared me for light lifting from 1 september", "segun-cleared"),
        L("09-14 19:00", "c", "first session back, log 80 for 5. wound no wahala", "segun-back"),
        L("10-10 18:00", "c", "Masters comp at Swindon: car deadlift 21 reps!! 2nd place 40+ u105. no pain in the groin at all", "segun-comp"),
        L("10-10 18:30", "t", "Second place and 21 reps three months after surgery! Well done sir. Rest a week.", "segun-comp-coach"),
    ],
    "darren": [
        L("04-08 10:00", "c", "now then bryony, darren, 47, scaffolder in leeds. off work since march wi me back, disc at L4/5 the mri said. left leg goes numb down to me little toe. firms insurance is paying for you", "darren-intro"),
        L("04-08 10:40", "t", "Hi Darren. We'll build you back to the job: walking every day, hip hinge practice, then lifting tubes and boards from the floor in stages. Your fit note says restricted duties, so no ladders yet.", "darren-intro-coach"),
        L("04-21 20:00", "c", "gp put me on amitriptyline 10mg at night for the nerve pain. sleeping like a log, groggy in morning", "darren-amitrip"),
        L("04-21 20:30", "t", "That grogginess usually settles in a week or two. Take it early evening rather than at bedtime, if your GP is happy with that.", "darren-amitrip-coach"),
        L("05-12 18:00", "c", "its tracey his wife. hes been carrying the shopping again and now hes on the sofa groaning 🙄", "darren-tracey"),
        L("06-05 12:00", "c", "tracey again. hes been much better, walking the dog twice a day now 🐕", "darren-tracey-2"),
        L("05-30 16:00", "c", "walked 3 mile round roundhay park no numbness", "darren-walk"),
        L("06-24 14:00", "c", "did that functional test at the clinic. lifted 25 kilo floor to waist, 10 kilo overhead, pain 2 out of 10", "darren-fce"),
        L("06-24 14:45", "t", "Great result. A scaffold tube is about 20 kg, so floor to shoulder with 20 kg is the next target. Practise carrying on one shoulder with a 10 kg bag.", "darren-fce-coach"),
        L("07-27 19:00", "c", "back on site tomorrow. half days monday to thursday, no ladders above first lift", "darren-return"),
        L("08-19 20:00", "c", "numbness back in left foot after a long day carrying boards. only a bit", "darren-numb"),
        L("08-19 20:25", "t", "Back off the boards for two days, do the nerve glides morning and night, and tell your gaffer you're on restricted duties till 6 September.", "darren-numb-coach"),
        L("09-28 18:00", "c", "full days again from today. no tablets since mid september", "darren-full"),
        L("10-16 18:00", "c", "gaffer says hes putting me forward for the supervisor course, less carrying", "darren-supervisor"),
    ],
    "connor": [
        L("04-28 21:00", "c", "bout ye bryony. connor, 26, sparky from belfast. fell off a ladder at a job 2 weeks ago, broke my left heel bone. in a boot, no weight on it for 6 weeks the fracture clinic says. going mad on the sofa", "connor-intro"),
        L("04-28 21:30", "t", "Hi Connor. While you're non-weight-bearing: upper body and core three times a week, and toe curls and ankle circles for the foot. Keep the leg up in the evenings.", "connor-intro-coach"),
        L("05-06 11:00", "c", "clinic did bloods, vitamin d 34, they gave me a tablet a day", "connor-vitd"),
        L("05-20 09:00", "c", "Eamon here, Connors boss. Just wanting to know roughly when hed be fit for site. No pressure on the lad", "connor-eamon"),
        L("05-20 09:40", "t", "Hi Eamon. If the fracture clinic clears him at 6 weeks, we'd be looking at light duties about 10 weeks after that, no ladders. I'll keep Connor updated and he can pass it on.", "connor-eamon-coach"),
        L("06-02 13:00", "c", "fracture clinic says start putting weight on it, 50% this week then full. sore but grand", "connor-wb"),
        L("06-20 20:00", "c", "swapped the boot for my trainers, physio says im walking normal now", "connor-trainers"),
        L("07-03 19:00", "c", "heel aches after an hour on my feet, like a bruise on the bottom", "connor-heel"),
        L("07-03 19:30", "t", "That's normal after a heel fracture. Cushioned insoles, calf raises 3 x 15 twice a day, and build your standing time by 15 minutes a week.", "connor-heel-coach"),
        L("08-17 18:00", "c", "went up a step ladder for the first time, legs like jelly lol but fine", "connor-ladder"),
        L("09-07 17:00", "c", "back on the tools, light duties. wee buns so far", "connor-site"),
        L("09-21 12:00", "c", "vit d now 71 so they stopped the tablets", "connor-vitd2"),
        L("10-09 19:00", "c", "eamon says i can do ladder work from monday. first time up a proper one at work", "connor-ladder-work"),
    ],
    "gintare": [
        L("04-09 08:00", "c", "Hello Bryony. I am Gintare, 33, picker in warehouse in Kettering, night shift. My right ring finger is locking in morning, I must open it with other hand. Also I want to be stronger, scanner gun all night", "gintare-intro"),
        L("04-09 09:00", "t", "Hi Gintare. That sounds like trigger finger, ask your GP to look. For the shift: grip and forearm work with a band, and swap the scanner to your left hand for half the shift.", "gintare-intro-coach"),
        L("05-04 08:30", "c", "GP say trigger finger, yes. splint at night for 6 weeks", "gintare-gp"),
        L("05-19 07:45", "c", "my watch say 24 thousand steps in one shift!!", "gintare-steps"),
        L("05-26 13:00", "c", "hi its dovile, gintare friend from work. she is too shy to say but her back hurts from lifting the heavy totes on the bottom shelf", "gintare-dovile"),
        L("05-26 13:40", "t", "Thank you Dovile. Gintare, bend at the hips and knees for the bottom shelf, keep the tote close, and we'll add kettlebell deadlifts to your plan.", "gintare-dovile-coach"),
        L("06-11 16:00", "c", "splint not working so today steroid injection in the finger", "gintare-injection"),
        L("06-11 16:30", "t", "Rest the hand from heavy gripping for 48 hours, then back to the band work gently.", "gintare-injection-coach"),
        L("07-06 08:00", "c", "finger not locking anymore!! ačiū", "gintare-better"),
        L("08-13 09:00", "c", "moved to day shift from next week, finally sleep normal", "gintare-days"),
        L("09-15 18:00", "c", "kettlebell 16kg deadlift 3x10 no back pain", "gintare-kb"),
        L("09-15 18:30", "t", "Brilliant. Next step 20 kg, and try the suitcase carry with 12 kg in each hand.", "gintare-kb-coach"),
        L("10-06 18:00", "c", "suitcase carry 12kg each hand done, back fine. I am strong woman now 💪", "gintare-carry"),
    ],
    "yasmin": [
        L("04-13 20:00", "c", "hi leonie! yasmin, 31, teaching assistant in manchester. we've been trying for a baby for 2 years, I have PCOS. fertility clinic said losing 5-10% of my weight would help. I'm 84kg. I hate the gym tbh", "yasmin-intro"),
        L("04-13 20:45", "t", "Hi Yasmin, lovely to meet you. No gym needed: brisk walks every day, two home strength sessions a week, and we build from there. Strength work helps insulin resistance, which matters a lot with PCOS.", "yasmin-intro-coach"),
        L("04-27 19:00", "c", "clinic started me on metformin 500mg, tummy is NOT happy 🤢", "yasmin-metformin"),
        L("04-27 19:30", "t", "Take it with your biggest meal, and ask about the slow-release version if it doesn't settle. Don't skip meals before our sessions.", "yasmin-metformin-coach"),
        L("05-18 19:00", "c", "metformin better now, switched to the slow release one with dinner", "yasmin-mr"),
        L("06-08 21:00", "c", "my cycle was 34 days this time!! usually 45+. yalla", "yasmin-cycle"),
        L("06-30 20:00", "c", "hi its rania, yasmins sister 😊 she won't say it but she's been getting up at 6 to walk before work every day. proud of her", "yasmin-rania"),
        L("07-21 07:30", "c", "79.0 this morning", "yasmin-weight"),
        L("08-04 18:00", "c", "starting letrozole this cycle, days 2 to 6. clinic said keep exercising but nothing crazy", "yasmin-letrozole"),
        L("08-04 18:40", "t", "Keep the walks and the strength sessions, just drop the intensity in the week after ovulation and skip the HIIT finisher. Tell me how you feel on it.", "yasmin-letrozole-coach"),
        L("08-10 22:00", "c", "letrozole giving me hot flushes at night", "yasmin-hot"),
        L("09-03 12:00", "c", "scan day 12: one follicle 19mm!! trigger shot tonight", "yasmin-scan"),
        L("10-05 07:00", "c", "leonie... positive test this morning 😭🤍 early days, only told you and rania", "yasmin-positive"),
        L("10-05 07:40", "t", "Oh Yasmin, congratulations! Keep walking, keep the strength work light, nothing to exhaustion, and we adapt every week.", "yasmin-positive-coach"),
    ],
    "roz": [
        L("04-15 12:30", "c", "Hi Leonie, Roz Pemberton, 37, solicitor in Clapham. Starting IVF in June. I run 30-40k a week and have been told different things about whether I can keep running. I'd like someone who actually knows.", "roz-intro"),
        L("04-15 13:15", "t", "Hi Roz. Until stims start, keep running as normal. From the first injections the ovaries get bigger and heavier, so we switch to walking, a stationary bike and pilates until after egg collection. Your clinic has the final say.", "roz-intro-coach"),
        L("04-28 18:00", "c", "AMH back, 8.1 pmol/l. clinic says lower end for my age but fine", "roz-amh"),
        L("06-05 07:30", "c", "started stims today. last run this morning, 8k, felt emotional lol", "roz-stims"),
        L("06-14 20:00", "c", "so bloated, walking only. follicles growing", "roz-bloated"),
        L("06-19 10:00", "c", "Hi Leonie, it's Olly, Roz's husband. Egg collection went fine yesterday, 11 eggs! She's sore and sleeping. She asked me to let you know.", "roz-olly"),
        L("06-19 10:30", "t", "Thanks Olly, wonderful news. Tell her rest, fluids and no exercise until the clinic says; a gentle walk only when she feels like it.", "roz-olly-coach"),
        L("06-23 17:00", "c", "6 fertilised, 2 made it to blastocyst. one transferred today, one frozen", "roz-embryos"),
        L("07-03 09:00", "c", "negative. gutted. can I run again?", "roz-bfn"),
        L("07-03 09:30", "t", "I'm so sorry, Roz. Yes: once your period comes you can go back to running, easy at first. Take whatever time you need.", "roz-bfn-coach"),
        L("07-20 07:00", "c", "first run back, 5k easy, cried a bit, felt good", "roz-firstrun"),
        L("09-05 18:00", "c", "16k long run done, 1:32", "roz-16k"),
        L("09-16 19:00", "c", "frozen transfer today. on cyclogest pessaries. walking only till test day", "roz-fet"),
        L("09-27 08:00", "c", "another negative. we're taking a break till the new year", "roz-fet-result"),
        L("10-12 12:00", "c", "ran the royal parks half yesterday for the fertility charity, 2:04:31", "roz-half"),
        L("10-12 12:02", "c", "2:04:13 sorry, typing with cold fingers", "roz-half-fix"),
    ],
    "gethin": [
        L("04-20 19:00", "c", "alright leonie, gethin here, 34, work for the council in swansea. me and ffion been trying a year and my sperm test came back low, 9 million per ml they said. gp said lifestyle first. i lift, cycle to work and use the gyms hot tub most nights", "gethin-intro"),
        L("04-20 19:40", "t", "Hi Gethin, thanks for trusting me with this. Sperm take about three months to develop, so what you change now shows on the retest in the summer. Skip the hot tub and sauna, keep lifting, and let's look at everything you take.", "gethin-intro-coach"),
        L("04-22 22:00", "c", "be honest i been taking a SARM from a mate at the gym, ostarine. since january", "gethin-sarm"),
        L("04-22 22:20", "t", "Thank you for telling me. Stop it and tell your GP: SARMs can shut down your own testosterone and sperm production, and it may take months to recover.", "gethin-sarm-coach"),
        L("05-11 08:00", "c", "swapped the bike commute for the bus 3 days a week, tidy", "gethin-bus"),
        L("05-30 18:00", "c", "gp checked my testosterone too, low from the sarm he reckons, 7.9", "gethin-testo"),
        L("06-02 21:00", "c", "hiya its ffion 😊 just to say hes been so good, no hot tub, no booze in the week. hes moaning about the bus tho", "gethin-ffion"),
        L("07-28 17:00", "c", "retest!! 21 million per ml now, motility better too. gp well chuffed", "gethin-retest"),
        L("07-28 17:30", "t", "That's a big improvement, Gethin. Keep doing what you're doing: the next test in three months tells us if it holds.", "gethin-retest-coach"),
        L("08-30 11:00", "c", "went on a stag in cardiff, broke the no booze rule lol. back on it now", "gethin-stag"),
        L("09-20 19:00", "c", "deadlift 180 for a single, first pb since january", "gethin-deadlift"),
        L("10-15 20:00", "c", "third test booked for 28 october", "gethin-third"),
    ],
    "elodie": [
        L("04-02 18:00", "c", "hello sunil! élodie, 22, squash, I play the PSA tour, world ranking 142. I train in nottingham. I want to be faster to the front corners and not so tired in the 5th game", "elodie-intro"),
        L("04-02 18:40", "t", "Bonjour Élodie! Ghosting intervals twice a week, lunges and split squats for the front corners, and one long aerobic session. We test your court sprint every month.", "elodie-intro-coach"),
        L("04-26 20:00", "c", "pulled something in my left groin on a deep lunge to the front left. adductor, the physio says grade 1", "elodie-groin"),
        L("04-26 20:30", "t", "Copenhagen planks from your knees, 3 x 20 seconds each side every day, and no full-depth lunges for ten days. Ghost at 70 % only.", "elodie-groin-coach"),
        L("05-23 21:00", "c", "thierry ici, elodie's father. she is hit in the right eye by the ball at the tournament in Paris. hospital says blood in the eye (hyphaema). no training 1 week. she is ok", "elodie-eye"),
        L("05-23 21:30", "t", "Merci Thierry. Complete rest and no bending or heavy lifting until the eye doctor clears her. Goggles from now on, please.", "elodie-eye-coach"),
        L("06-05 15:00", "c", "cleared by the eye doctor. bought goggles, I hate them but ok 🙄", "elodie-goggles"),
        L("06-25 19:00", "c", "lost in the first round in Manchester 3-2, legs dead in the 5th", "elodie-manchester"),
        L("07-19 22:00", "c", "WON the Cairo challenger!! 3-1 in the final. ranking will go up", "elodie-win"),
        L("08-04 10:00", "c", "new ranking 118 !!", "elodie-ranking"),
        L("08-30 17:00", "c", "court sprint test 6 corners in 19.4 s, was 21.1 in april", "elodie-sprint"),
        L("08-30 17:30", "t", "1.7 seconds faster, that's the front-corner work paying off. Now the 5th game: 45-minute ghosting blocks.", "elodie-sprint-coach"),
        L("10-03 20:00", "c", "groin fine all season. just tired from travel, 4 tournaments in 5 weeks", "elodie-travel"),
    ],
    "wiremu": [
        L("04-05 19:00", "c", "kia ora sunil, wiremu, 45, kiwi in reading. play badminton mens doubles, want to medal at the english masters o45 in september with my partner colin. type 1 diabetic, libre sensor on my arm. right achilles a bit creaky", "wiremu-intro"),
        L("04-05 19:40", "t", "Kia ora Wiremu! Footwork twice a week, jump and landing work, and heavy slow calf raises for the Achilles. Keep sugar tabs courtside and check your Libre between games.", "wiremu-intro-coach"),
        L("05-09 22:00", "c", "went hypo in the 3rd game at league night, libre said 3.4. jelly babies sorted it", "wiremu-hypo"),
        L("05-09 22:30", "t", "Talk to your diabetes nurse about lowering your basal or eating 20 g of carbs before you play. Check before every game, not just between matches.", "wiremu-hypo-coach"),
        L("06-03 07:00", "c", "achilles sore again after the tuesday session, 4/10 first thing", "wiremu-achilles"),
        L("06-03 07:30", "t", "Drop the jump smashes for two weeks, keep the calf raises, and add seated ones with the knee bent.", "wiremu-achilles-coach"),
        L("06-20 18:00", "c", "Hi Sunil, Aroha here, Wiremu's wife. He's been skipping lunch on match days, I found out. Thought you should know!", "wiremu-aroha"),
        L("07-16 12:00", "c", "hba1c down to 51 from 58!! nurse happy", "wiremu-hba1c"),
        L("07-30 19:00", "c", "achilles 1/10 now, smashes back in", "wiremu-achilles-2"),
        L("09-21 20:00", "c", "english masters o45 mens doubles: BRONZE 🥉 lost the semi 21-18 in the 3rd. sugars steady all weekend, ate the 20g every time", "wiremu-masters"),
        L("09-21 20:30", "t", "Bronze! Chur, Wiremu. Rest the Achilles this week and we'll look at the mixed in the spring.", "wiremu-masters-coach"),
        L("10-08 19:00", "c", "colin's moving to leeds so need a new partner for next season, gutted", "wiremu-colin"),
    ],
    "meiling": [
        L("04-11 10:00", "c", "Hello Sunil, this is Wendy, Mei-Ling's mum. She is 15 and plays table tennis for the county, trains 12 hours a week. She has had lower back pain for two months when she does forehand topspin. Can you help her with strength?", "meiling-intro"),
        L("04-11 10:45", "t", "Hello Wendy. Yes. Before we load anything I'd like her back looked at by a sports doctor: back pain in a teenager who rotates a lot can be a stress fracture. Meanwhile, no topspin drills that hurt.", "meiling-intro-coach"),
        L("06-04 17:00", "c", "mri says stress fracture in the L5 bone, spondylolysis. 8 weeks no table tennis 😭", "meiling-mri"),
        L("06-04 17:30", "t", "That's frustrating, Mei-Ling, but it heals. Gentle core work lying down, walking, and swimming if the doctor agrees. No twisting or arching for now.", "meiling-mri-coach"),
        L("06-28 16:00", "c", "I grew 4cm since january lol 162 now", "meiling-grow"),
        L("07-10 18:00", "c", "swimming 3 times a week now, doctor said ok", "meiling-swim"),
        L("08-01 18:00", "c", "doctor cleared me to play again!! no pain for 3 weeks", "meiling-cleared"),
        L("08-01 18:30", "t", "Great news. Half sessions for two weeks, forehand topspin last and only 10 minutes, and the anti-rotation core every day.", "meiling-cleared-coach"),
        L("08-24 19:00", "c", "Wendy here: she said her back ached a little after the county training camp but was fine next day.", "meiling-wendy"),
        L("09-28 20:00", "c", "nationals: bronze in the girls doubles 🥉 lost in the last 16 in singles", "meiling-nationals"),
        L("10-14 17:00", "c", "mock gcses coming, can we do 2 sessions a week instead of 3", "meiling-school"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-rhodri-stone-cold", "trainer": "rhodri", "members": ["lachlan", "shona", "segun"],
        "lines": [
            L("04-12 09:00", "t", "Welcome to Stone Cold! Post your PBs and comp results here. Open session Saturdays 10am at the unit.", "g-sc-start"),
            L("05-02 19:00", "segun", "Saw Lachlan on the stones today, this boy is strong o", "g-segun-stones"),
            L("07-13 08:00", "shona", "qualified for britains!! proper job", "g-shona-qual"),
            L("07-13 08:30", "lachlan", "get in shona!!", "g-lachlan-shona"),
            L("08-17 10:00", "lachlan", "won the farmers walk on saturday 💪 4th overall", "g-lachlan-farmers"),
            L("10-11 09:00", "segun", "2nd in masters at Swindon, thank you all 🙏", "g-segun-second"),
        ],
    },
    {
        "id": "chat-sunil-sunday-smash", "trainer": "sunil", "members": ["elodie", "wiremu", "meiling"],
        "lines": [
            L("04-19 08:00", "t", "Sunday Smash: open footwork and conditioning, 9am at the sports hall. Badminton, squash and table tennis all welcome.", "g-ss-start"),
            L("05-10 12:00", "wiremu", "sorry i left early last week, sugar went low. all good", "g-wiremu-low"),
            L("07-20 09:00", "elodie", "won in cairo!! merci sunil for the sundays", "g-elodie-cairo"),
            L("07-20 09:30", "wiremu", "ka pai élodie 🔥", "g-wiremu-elodie"),
            L("08-02 10:00", "meiling", "im back playing!!", "g-meiling-back"),
            L("09-22 08:00", "wiremu", "bronze at the masters with colin 🥉", "g-wiremu-bronze"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("rhodri", "lachlan", "2026-04-04", "Lachlan (29): 108 kg, 6 ft 2. Log 120, deadlift 260, yoke untried. Weak lockout on the log. Four days a week. Target 105 kg by 14 August."),
    ("rhodri", "shona", "2026-04-07", "Shona (35): 81 kg. Deadlift 200 kg, log 75, yoke 280 for 20 m. Levothyroxine 75 mcg. Right knee fine at the start. BSW qualifier in July."),
    ("rhodri", "segun", "2026-04-11", "Segun (41): 112 kg. BP 146/94 at rest. Losartan 50 mg. Deadlift 240, log 100. Holds his breath too long on pulls. Masters 40+ under 105."),
    ("bryony", "darren", "2026-04-09", "Darren (47): L4/5 disc protrusion on MRI. Left leg numbness to the 5th toe. Straight leg raise 45 degrees left, 80 right. Floor to waist 10 kg painful. Goal: full-time scaffolding."),
    ("bryony", "connor", "2026-04-29", "Connor (26): left calcaneal fracture 14 April, fall from a ladder (about 2 m). Boot, non-weight-bearing to 2 June. Upper body and core, foot mobility. Needs ladders and kneeling for the job."),
    ("bryony", "gintare", "2026-04-10", "Gintare (33): right ring finger triggering in the morning. Grip 24 kg right, 29 kg left. Night shifts, four on four off. Lifts totes up to 15 kg. Goal: stronger for the shift."),
    ("leonie", "yasmin", "2026-04-14", "Yasmin (31): PCOS, cycles 45-60 days. 84 kg, waist 96 cm. Sedentary, dislikes gyms. Clinic target 5-10 % weight loss. Daily walks, home strength twice a week."),
    ("leonie", "roz", "2026-04-16", "Roz (37): runs 30-40 km a week, half marathon PB 1:49. AMH awaited. IVF from June, antagonist protocol. Running until stims, then walking, bike and pilates. Pelvic floor fine."),
    ("leonie", "gethin", "2026-04-21", "Gethin (34): sperm concentration 9 million/mL (GP test in March). Lifts four times a week, cycles 10 km each way. Hot tub most nights. Ostarine since January, stopped 22 April. BMI 27."),
    ("sunil", "elodie", "2026-04-03", "Élodie (22): PSA ranking 142. Court sprint 21.1 s. Yo-yo level 19.2. Good endurance, slow first step to the front. Left-handed."),
    ("sunil", "wiremu", "2026-04-06", "Wiremu (45): type 1 diabetes, Libre. Right Achilles stiff in the mornings. Single-leg calf raises 18 right, 25 left. Slow split step, good hands at the net. English Masters in September with Colin."),
    ("sunil", "meiling", "2026-04-12", "Mei-Ling (15): right-sided low back pain on forehand topspin for two months, pain on arching. Referred to a sports doctor. Plank 40 s, side plank 20 s each side. 12 hours a week."),
]

TRANSCRIPTS = [
    {
        "id": "tr-rhodri-lachlan-20260806", "trainer": "rhodri", "client": "lachlan", "startedAt": "2026-08-06T19:00:00Z",
        "title": "Call: comp week plan",
        "lines": [
            ("Coach", 0, "Ten days out. Weigh-in is the night before, so you make 105 with food choices, not a sauna."),
            ("Lachlan", 8, "I'm 105 and a half. What do I do after the weigh-in?"),
            ("Coach", 13, "Eat and drink straight after: rice, salt, a proper dinner, two litres of water with electrolytes."),
            ("Lachlan", 25, "The deadlift event is 220 for reps. I've done 8."),
            ("Coach", 30, "Then aim for 10. And open the log at 110, only go to 127.5 if the openers fly."),
            ("Lachlan", 44, "Loading race is five stones, 100 to 140."),
        ],
    },
    {
        "id": "tr-bryony-gintare-20260702", "trainer": "bryony", "client": "gintare", "startedAt": "2026-07-02T08:30:00Z",
        "title": "Video call: back and finger check",
        "lines": [
            ("Coach", 0, "How is the finger since the injection?"),
            ("Gintare", 5, "Much better. Only a little stiff in the morning, no locking."),
            ("Coach", 10, "And the back?"),
            ("Gintare", 14, "Only at the end of the shift, when I lift from the bottom shelf."),
            ("Coach", 20, "Squat to the bottom shelf or go down on one knee. Let's test the grip: 28 kg right. Good."),
            ("Gintare", 33, "I asked the manager for day shift."),
        ],
    },
    {
        "id": "tr-leonie-roz-20260708", "trainer": "leonie", "client": "roz", "startedAt": "2026-07-08T18:00:00Z",
        "title": "Call: after the negative",
        "lines": [
            ("Coach", 0, "How are you doing, honestly?"),
            ("Roz", 6, "Up and down. Running helps my head."),
            ("Coach", 11, "Then easy runs, three times 20 minutes this week, nothing hard."),
            ("Roz", 20, "I want to do the Royal Parks half in October."),
            ("Coach", 26, "We can build to 16 km by the end of September, but we pause again around any transfer."),
            ("Roz", 38, "The clinic says a frozen transfer in September."),
        ],
    },
    {
        "id": "tr-sunil-elodie-20260610", "trainer": "sunil", "client": "elodie", "startedAt": "2026-06-10T10:00:00Z",
        "title": "Court session: back after the eye",
        "lines": [
            ("Coach", 0, "How's the vision?"),
            ("Élodie", 4, "Perfect, the doctor says no damage."),
            ("Coach", 9, "Goggles on? Good. Ghosting at 80 % today, six corners, ten rounds."),
            ("Élodie", 22, "The adductor is ok, no pain on the lunge."),
            ("Coach", 27, "We keep the Copenhagen planks twice a week anyway."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("lachlan", "2026-06-12", 7.0, 5, 60, "Bicep, no stones."),
    ("lachlan", "2026-08-20", 8.5, 2, 40, "Deload after the comp."),
    ("shona", "2026-05-22", 5.5, 7, 70, "Exhausted, waiting on bloods."),
    ("shona", "2026-09-30", 8.0, 3, 100, "Proud. Resting this week."),
    ("segun", "2026-07-20", 7.0, 4, 20, "Tolu: walking only, bored."),
    ("segun", "2026-09-14", 7.5, 3, 90, "Back lifting light."),
    ("darren", "2026-05-14", 5.0, 8, 40, "Tracey: overdid the shopping."),
    ("darren", "2026-08-21", 7.0, 5, 70, "Foot numb after boards."),
    ("connor", "2026-05-18", 9.0, 6, 100, "Bored on the sofa."),
    ("connor", "2026-09-10", 7.0, 4, 90, "Site is tiring."),
    ("gintare", "2026-06-15", 5.0, 6, 60, "Night shifts tiring, finger injection."),
    ("gintare", "2026-08-31", 7.5, 3, 90, "Day shift, sleeping better."),
    ("yasmin", "2026-05-01", 6.5, 6, 50, "Metformin tummy."),
    ("yasmin", "2026-08-14", 6.0, 7, 80, "Hot flushes at night, anxious."),
    ("roz", "2026-06-12", 7.0, 8, 80, "Stims, bloated, walking."),
    ("roz", "2026-10-02", 6.0, 7, 40, "Taking a break."),
    ("gethin", "2026-05-25", 7.5, 5, 90, "No hot tub, bus three days."),
    ("gethin", "2026-09-01", 6.0, 4, 60, "Stag weekend."),
    ("elodie", "2026-05-27", 8.0, 6, 10, "Eye, resting."),
    ("elodie", "2026-10-05", 6.0, 6, 70, "Travel, tired."),
    ("wiremu", "2026-06-22", 6.5, 6, 70, "Achilles, no smashes."),
    ("wiremu", "2026-09-24", 8.0, 2, 100, "Bronze, rest week."),
    ("meiling", "2026-06-20", 9.0, 5, 80, "Wendy: resting, sad to miss the tournament."),
    ("meiling", "2026-09-30", 8.0, 4, 90, "Bronze in doubles."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("lachlan", "weight", "kg", "2026-04-04", "2026-10-17", 7, 108.0, 105.2, 0.4),
    ("shona", "weight", "kg", "2026-04-07", "2026-10-13", 7, 81.5, 80.2, 0.3),
    ("segun", "systolic_bp", "mmHg", "2026-04-11", "2026-10-17", 7, 146.0, 127.0, 2.0),
    ("darren", "steps", "steps", "2026-04-09", "2026-10-15", 7, 3500, 11000, 600),
    ("connor", "steps", "steps", "2026-04-29", "2026-10-14", 7, 900, 9000, 400),
    ("gintare", "steps", "steps", "2026-04-10", "2026-10-16", 7, 17000, 15000, 1500),
    ("yasmin", "weight", "kg", "2026-04-14", "2026-10-13", 7, 84.0, 77.5, 0.3),
    ("roz", "resting_heart_rate", "bpm", "2026-04-16", "2026-10-15", 7, 52.0, 55.0, 1.2),
    ("gethin", "weight", "kg", "2026-04-21", "2026-10-13", 7, 92.0, 89.0, 0.4),
    ("elodie", "resting_heart_rate", "bpm", "2026-04-03", "2026-10-16", 7, 54.0, 49.0, 1.0),
    ("wiremu", "weight", "kg", "2026-04-06", "2026-10-12", 7, 86.0, 83.0, 0.4),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("lachlan", "goal-rhodri-lachlan-weight", "weight", 105, "kg", "2026-08-14", "active"),
    ("darren", "goal-bryony-darren-steps", "steps", 10000, "steps", None, "active"),
    ("yasmin", "goal-leonie-yasmin-weight", "weight", 78, "kg", "2026-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("shona", "2026-05-19", "TSH", 6.2, "mU/L", 0.27, 4.2),
    ("shona", "2026-08-07", "TSH", 2.1, "mU/L", 0.27, 4.2),
    ("connor", "2026-05-05", "Vitamin D", 34, "nmol/L", 50, 175),
    ("connor", "2026-09-18", "Vitamin D", 71, "nmol/L", 50, 175),
    ("yasmin", "2026-04-20", "Testosterone", 2.9, "nmol/L", 0.3, 2.4),
    ("yasmin", "2026-08-24", "Testosterone", 2.0, "nmol/L", 0.3, 2.4),
    ("roz", "2026-04-24", "AMH", 8.1, "pmol/L", 4.0, 35.0),
    ("gethin", "2026-04-24", "Testosterone", 7.9, "nmol/L", 8.6, 29.0),
    ("gethin", "2026-07-24", "Testosterone", 15.2, "nmol/L", 8.6, 29.0),
    ("wiremu", "2026-04-14", "HbA1c", 58, "mmol/mol", 20, 42),
    ("wiremu", "2026-07-14", "HbA1c", 51, "mmol/mol", 20, 42),
    ("meiling", "2026-06-04", "Vitamin D", 41, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "cheers", "sorry late reply", "see you at 6", "aye", "👍", "ta", "still on for thursday?", "done ✅", "on my way",
    "sorry just seen this", "can we make it half 7", "nice one", "will do", "haha", "thanks so much", "sound",
    "booked in", "link doesnt work", "paid", "what time was it again?", "mad week", "🙏", "no bother", "lovely",
    "merci", "ačiū", "diolch", "chur", "ok", "perfect", "speak tomorrow", "wrong chat sorry", "can i swap friday?",
    "yes!", "ok will try", "phone dying", "see you next week", "got the email", "thank you x", "legend", "👌",
    "running 5 late",
]
TRAINER_CHATTER = [
    "Great, see you then.", "Booked.", "No problem.", "Moved to Friday.", "Thanks for letting me know.",
    "New week's plan is in the app.", "Don't forget to log your sessions.", "Have a good weekend!",
    "Invoice sent.", "Resent the link.", "Good work.", "Any time.", "Same time as usual.",
    "Let me know if anything changes.", "Nice week.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261023, health_seed=20261023)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
