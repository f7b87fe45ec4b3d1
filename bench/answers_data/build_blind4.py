#!/usr/bin/env python3
"""Build the fourth blind data set for the answer benchmark (bench/answers_data/blind4.json).

    functions/venv/bin/python -m bench.answers_data.build_blind4

Four trainers of kinds the other rosters do not have (a swimming and triathlon coach, a pre- and
postnatal trainer, a youth and team-sport strength coach whose clients' parents text on their
phones, a sports dietitian), 13 clients, July to November 2026 (asked on 26 November 2026):
one-to-one chats, two group chats, session notes, four session transcripts, check-ins, client
profiles and health data (resting heart rate, weight, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-11-28 by helper h-blind4 (issue 14) without reading
the vocabulary, kinds, sameness, answerability, word-evidence, sides, outcomes or question-frame
code nor any list of failures past blind3's: a held-out check of whether the fixes made on the
other sets generalise.

The story messages are written the way people text: lowercase, typos, voice-dictation run-ons,
emoji, abbreviations, brand and short drug names ("stugeron", "gaviscon", "cipro"), Irish, Welsh,
Scottish and American English, Spanish, French and Bulgarian mixed in, sarcasm, negations ("no
cramp at all", "no leak"), corrections ("actually it was tuesday not monday"), numbers with units,
facts only in the coach's reply, facts split across turns, a parent writing on a child's phone.
The everyday chatter between them comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number
a question asks about. Deterministic: two runs write byte-identical files. `blind4_tags.json`
maps the story tags to message ids for the question list (bench/answers_data/blind4_questions.py).

Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind4.json", HERE / "blind4_tags.json"
YEAR = 2026
START, END = datetime(2026, 7, 1, 7, 0), datetime(2026, 11, 25, 21, 0)
ASKED_AT = "2026-11-26T09:00:00Z"

TRAINERS = [
    {"id": "coach-ines", "displayName": "Inês Carvalho", "email": "ines.carvalho@example.com", "short": "ines"},
    {"id": "coach-hannah", "displayName": "Hannah Lindqvist", "email": "hannah.lindqvist@example.com", "short": "hannah"},
    {"id": "coach-marcus", "displayName": "Marcus Oyelaran", "email": "marcus.oyelaran@example.com", "short": "marcus"},
    {"id": "coach-tamsin", "displayName": "Tamsin Hale", "email": "tamsin.hale@example.com", "short": "tamsin"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("ines", "oskar-brennan", "Oskar Brennan", "oskar"),
    ("ines", "lucia-ferrer", "Lucía Ferrer", "lucia"),
    ("ines", "kwame-asante", "Kwame Asante", "kwame"),
    ("ines", "freya-sutherland", "Freya Sutherland", "freya"),
    ("hannah", "aoife-gallagher", "Aoife Gallagher", "aoife"),
    ("hannah", "chloe-martin", "Chloé Martin", "chloe"),
    ("hannah", "bethany-okoro", "Bethany Okoro", "bethany"),
    ("marcus", "theo-hargreaves", "Theo Hargreaves", "theo"),
    ("marcus", "amara-nwosu", "Amara Nwosu", "amara"),
    ("marcus", "jake-whitmore", "Jake Whitmore", "jake"),
    ("tamsin", "nikolai-petrov", "Nikolai Petrov", "nikolai"),
    ("tamsin", "sadia-rahman", "Sadia Rahman", "sadia"),
    ("tamsin", "gareth-pugh", "Gareth Pugh", "gareth"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("oskar", "kwame", "aoife", "bethany", "theo", "jake", "sadia")

PROFILES = [
    {"clientId": "oskar-brennan", "age": 44, "goal": "Finish Ironman 70.3 Cascais on 17 October",
     "dietaryRestrictions": [], "injuries": ["left shoulder (July 2026)"],
     "notes": "Goes by Oz. Secondary school geography teacher from Dublin, lives in Bristol. Strong cyclist, weak swimmer."},
    {"clientId": "lucia-ferrer", "age": 29, "goal": "Learn front crawl and finish a sprint triathlon",
     "dietaryRestrictions": ["vegetarian"], "injuries": [],
     "notes": "Lu. Architect from Valencia. Adult learner, anxious in deep water."},
    {"clientId": "kwame-asante", "age": 52, "goal": "Swim his legs of an English Channel relay in August",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Bus depot manager. Type 2 diabetes on metformin. Sea swimmer for 6 years."},
    {"clientId": "freya-sutherland", "age": 35, "goal": "Run again without the foot breaking down and race a 10k by winter",
     "dietaryRestrictions": ["gluten-free"], "injuries": ["stress fracture, left 2nd metatarsal (April 2026)"],
     "notes": "Vet from Edinburgh, moved to Bristol. Triathlete. Coeliac."},
    {"clientId": "aoife-gallagher", "age": 33, "goal": "Stay strong through her first pregnancy and come back safely after",
     "dietaryRestrictions": [], "injuries": ["pelvic girdle pain (pregnancy, 2026)"],
     "notes": "Solicitor from Galway. Did CrossFit four times a week before pregnancy. Due 14 October 2026."},
    {"clientId": "chloe-martin", "age": 34, "goal": "Rebuild core and pelvic floor and run a parkrun by the end of the year",
     "dietaryRestrictions": [], "injuries": ["diastasis recti", "right wrist (de Quervain's, 2026)"],
     "notes": "Works at a bank, from Lyon. Son Léo born 2 April 2026. Breastfeeding."},
    {"clientId": "bethany-okoro", "age": 31, "goal": "Keep fit and calm through her second pregnancy",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Beth. Primary school teacher. Son Tobi, 3. Miscarriage in 2025. Due 3 December 2026."},
    {"clientId": "theo-hargreaves", "age": 15, "goal": "Get stronger for the U16 rugby academy without flaring his knee",
     "dietaryRestrictions": [], "injuries": ["Osgood-Schlatter, left knee"],
     "notes": "Flanker. Mum Karen books and pays, and sometimes texts from his phone."},
    {"clientId": "amara-nwosu", "age": 14, "goal": "Make the county netball squad",
     "dietaryRestrictions": ["no pork"], "injuries": ["hypermobility"],
     "notes": "Goal attack. Dad Emeka arranges sessions. Year 10."},
    {"clientId": "jake-whitmore", "age": 17, "goal": "Put on muscle (68 to 72 kg) for football without losing pace",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Central midfielder, Sunday league and college team. Dad Steve."},
    {"clientId": "nikolai-petrov", "age": 31, "goal": "Row lightweight (72.5 kg) at the British Championships",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": [],
     "notes": "Niko. Software tester from Plovdiv. Lightweight single sculler."},
    {"clientId": "sadia-rahman", "age": 27, "goal": "Run the Chicago marathon under 3:30 without stomach trouble",
     "dietaryRestrictions": ["halal"], "injuries": [],
     "notes": "Junior doctor (F2). Runs 50-60 miles a week."},
    {"clientId": "gareth-pugh", "age": 48, "goal": "Bring his cholesterol down without a statin and lose 9 kg",
     "dietaryRestrictions": [], "injuries": ["gout (2026)"],
     "notes": "Gaz. Electrician from Pontypridd. Cycles to work. Married to Sian."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "oskar": [
        L("07-02 06:40", "c", "morning ines! signed up for 70.3 cascais on 17 oct 😬 swim is my weakest by a mile, i fight the water. 2k takes me like 48 min", "oskar-signup"),
        L("07-02 07:15", "t", "Welcome Oz! Cascais is a sea swim, so you're in open water with us every Sunday. Three swims a week: one technique, one threshold, one long. First job is your breathing, bilateral every 3.", "oskar-signup-coach"),
        L("07-16 20:10", "c", "front of my left shoulder is grumbling on the catch esp when i breathe to the right. not sharp more of an ache after about 1500m", "oskar-shoulder-1"),
        L("07-16 20:40", "t", "Sounds like you're crossing over and pressing down too early. Paddles away for 2 weeks, fingertip drag and catch-up drill, band external rotations before every swim. If it aches at night, see a physio.", "oskar-shoulder-coach"),
        L("07-30 19:00", "c", "shoulder way better without the paddles, no ache at all on sundays swim", "oskar-shoulder-2"),
        L("08-09 12:30", "c", "cramped in my right calf at about 1800m in the lake today had to float on my back for a bit scary tbh", "oskar-cramp"),
        L("08-09 13:00", "t", "Horrible feeling. It's usually pointed toes plus a tight calf: relax the kick, stretch the calves after the bike, and have your electrolytes before the swim, not just after.", "oskar-cramp-coach"),
        L("08-21 18:00", "c", "the caffeine gel at 60k on the long ride made me throw up. never again 🤢", "oskar-gel"),
        L("08-21 18:30", "t", "Practise race nutrition in training only: plain gels on the bike, 60-70 g of carbs an hour, caffeine only on the run if your stomach takes it.", "oskar-gel-coach"),
        L("09-09 07:30", "c", "did the 1900m time trial in the pool on monday", "oskar-tt-1"),
        L("09-09 07:32", "c", "actually it was tuesday not monday lol. 36:50!!! under 2 min per 100", "oskar-tt-2"),
        L("09-09 08:00", "t", "That's a massive drop since July 👏", "oskar-tt-coach"),
        L("09-24 21:00", "c", "wetsuit rubbed the back of my neck raw on the 3k sea swim", "oskar-chafe"),
        L("09-24 21:20", "t", "Body Glide on the neck and wrists (not near the goggle straps), and do the zip with the flap lying flat.", "oskar-chafe-coach"),
        L("10-17 19:00", "c", "FINISHED!! 5:41:07 🏊‍♂️🚴‍♂️🏃‍♂️ swim was 39 min choppy as hell but no cramp at all and the shoulder held up", "oskar-result"),
        L("10-17 19:30", "t", "Oz!!! So proud of you. Two easy weeks now, no intervals, and eat.", "oskar-result-coach"),
        L("11-12 20:00", "c", "thinking full ironman next year... dont tell my wife", "oskar-next"),
    ],
    "lucia": [
        L("07-04 10:00", "c", "hola Inês! I cant really swim 😅 I do like 4 lengths breaststroke with my head out and then I die. my friends signed me up for a sprint triathlon in september lol", "lucia-intro"),
        L("07-04 10:30", "t", "Completely doable, Lu! The sprint swim is 750 m. We start with floating and breathing out into the water, then front crawl with a kickboard. Two pool sessions a week with me.", "lucia-intro-coach"),
        L("07-18 18:00", "c", "first time in the lake today and I panicked, couldnt put my face in, the water is so dark 😰", "lucia-panic"),
        L("07-18 18:30", "t", "That's really normal. Next Sunday you stay by the jetty: five strokes with your face in, then float on your back, and repeat. We build it up slowly.", "lucia-panic-coach"),
        L("08-05 21:00", "c", "my left ear is killing me since saturday, doctor said swimmers ear, I have cipro drops for 7 days. no swimming 😭", "lucia-ear"),
        L("08-05 21:20", "t", "Rest it. When you're back: earplugs with a silicone cap over them, and tilt your head to drain after every swim.", "lucia-ear-coach"),
        L("08-19 19:00", "c", "goggles keep leaking and fogging any tips", "lucia-goggles"),
        L("08-19 19:10", "t", "Try a pair with a smaller nose bridge, press them on without the strap to test the seal, and anti-fog spray.", "lucia-goggles-coach"),
        L("09-06 17:00", "c", "I DID IT!!!!! Eton Dorney sprint 1:36:12 🥹 swam the whole 750 freestyle, no breaststroke at all", "lucia-race"),
        L("09-06 17:30", "t", "Lucía!!! From 4 lengths to this in two months. ¡Enhorabuena!", "lucia-race-coach"),
        L("10-01 19:00", "c", "mi novio says I am insufferable about triathlon now jaja. I want to do an olympic distance next summer", "lucia-olympic"),
        L("10-22 18:00", "c", "swam 2km non stop today in 48 min!! madre mía", "lucia-2k"),
        L("11-10 20:00", "c", "bought a wetsuit in the sale, a Zone3 Vision, 140 quid", "lucia-wetsuit"),
    ],
    "kwame": [
        L("07-06 07:00", "c", "Ines my relay slot is confirmed!! channel relay team of 6, tide window 14-20 August. Need a 2 hour qualifying swim in water under 16 degrees", "kwame-relay"),
        L("07-06 07:30", "t", "Fantastic. Sea swims three times a week from now, building from 45 minutes to the 2 hours by the end of July. Always with a buddy and a tow float.", "kwame-relay-coach"),
        L("07-12 09:00", "c", "Diabetes nurse says check my sugar before and after the cold swims because of the metformin and the cold. was 5.8 before 4.9 after", "kwame-sugar"),
        L("07-12 09:30", "t", "Good. Keep a few jelly babies in the tow float and a banana on the beach, and eat a proper breakfast 90 minutes before.", "kwame-sugar-coach"),
        L("07-27 12:00", "c", "2 hour qualifier DONE. 15 degrees at Dover. hands went white and numb after took ages to come back", "kwame-qualifier"),
        L("07-27 12:30", "t", "Well done! For the white fingers: warm up slowly, no hot shower straight away, and mention it to your GP, it might be Raynaud's.", "kwame-qualifier-coach"),
        L("08-17 23:00", "c", "WE MADE FRANCE 🇫🇷 13 hrs 22 min. I swam legs 2 and 8. Jellyfish got my right forearm on the second leg lol", "kwame-france"),
        L("08-17 23:30", "t", "Absolute legend Kwame 👏 Vinegar on the sting, not fresh water.", "kwame-france-coach"),
        L("08-18 10:00", "c", "took stugeron for the boat and was still sick as a dog between legs", "kwame-seasick"),
        L("09-15 19:00", "c", "GP says the hands are Raynauds. gloves and booties from now on in the cold", "kwame-raynauds"),
        L("10-08 18:00", "c", "HbA1c down to 46 from 52 🙌 nurse happy", "kwame-hba1c"),
        L("11-04 07:30", "c", "still doing the sea at 11 degrees, 20 min max with the gloves on", "kwame-winter"),
        L("11-04 07:45", "t", "Perfect. Keep it to 20 minutes and get warm and dry straight after.", "kwame-winter-coach"),
    ],
    "freya": [
        L("07-08 08:00", "c", "hiya! boot came off last week 🙌 stress fracture left foot 2nd metatarsal from april. physio says swim and bike fine no running till august", "freya-intro"),
        L("07-08 08:30", "t", "Welcome Freya! Lots of swim and bike then, plus aqua jogging twice a week so your run fitness doesn't vanish.", "freya-intro-coach"),
        L("07-22 19:00", "c", "bloods back ferritin 14. gp put me on ferrous fumarate, makes me feel sick so im taking it every other day with orange juice", "freya-ferritin"),
        L("07-22 19:30", "t", "Every other day is fine, lots of people absorb it better that way. Not with coffee or tea, and keep it away from calcium.", "freya-ferritin-coach"),
        L("08-10 07:00", "c", "first run!! 1 min run 1 min walk x10, foot fine, no pain at all", "freya-firstrun"),
        L("08-27 18:00", "c", "hmm a wee ache on top of the foot after the 20 min run. not the same spot tho more the outside", "freya-ache"),
        L("08-27 18:20", "t", "Back to run-walk for a week, ice it, and if the bone is sore to press, straight to the physio.", "freya-ache-coach"),
        L("09-03 12:00", "c", "physio says tight peroneals not bone phew", "freya-peroneal"),
        L("09-19 17:00", "c", "came off the bike on a wet roundabout 🤕 road rash on my right hip and elbow. bike fine helmet fine", "freya-crash"),
        L("09-19 17:20", "t", "Oh no! Clean it well, keep it covered, and no swimming till the skin has closed.", "freya-crash-coach"),
        L("10-13 10:00", "c", "ferritin up to 41!", "freya-ferritin-2"),
        L("11-08 12:00", "c", "edinburgh 10k on the 22nd? or too soon", "freya-10k-q"),
        L("11-08 12:30", "t", "Not too soon if the foot stays quiet this week. Run it easy, not a race.", "freya-10k-coach"),
        L("11-22 16:00", "c", "done the 10k, 52:40 and no foot pain, absolutely buzzing", "freya-10k"),
    ],
    "aoife": [
        L("07-01 09:00", "c", "Hi Hannah! 24 weeks with my first, due 14 Oct. Midwife said keep active. I was doing crossfit before, is that mad now 😅", "aoife-intro"),
        L("07-01 09:40", "t", "Not mad at all! We keep the strength work, drop heavy overhead lifts and long spells lying flat on your back, and no max lifts. Use the talk test for cardio.", "aoife-intro-coach"),
        L("07-15 21:00", "c", "pain at the front of my pelvis when i turn over in bed and getting out of the car like a pinch right in the middle", "aoife-pgp"),
        L("07-15 21:30", "t", "That's pelvic girdle pain. Knees together getting in and out of the car and bed, no wide lunges or single-leg work for now, and ask the midwife for a physio referral. A support belt can help.", "aoife-pgp-coach"),
        L("08-04 14:00", "c", "failed the glucose test 🙄 gestational diabetes. diet controlled for now no meds, have to prick my finger 4 times a day", "aoife-gd"),
        L("08-04 14:30", "t", "A 10-15 minute walk after meals really helps the readings. We keep the sessions going.", "aoife-gd-coach"),
        L("08-25 18:00", "c", "baby is breech so theyre talking about a planned section", "aoife-breech"),
        L("09-10 19:00", "c", "sugars all in range this week, the after dinner walks are doing it", "aoife-sugars"),
        L("10-02 10:00", "c", "section booked for the 8th", "aoife-date-1"),
        L("10-02 10:05", "c", "sorry its the 9th, they moved it", "aoife-date-2"),
        L("10-10 08:00", "c", "she's here!! Niamh, 3.4kg, born yesterday at 11:02 💕 section went grand", "aoife-birth"),
        L("10-10 08:30", "t", "Congratulations!!! Rest, rest, rest. No exercise talk till your 6-week check: short walks and gentle breathing with the pelvic floor only.", "aoife-birth-coach"),
        L("10-20 15:00", "c", "the diabetes is gone since the birth, they stopped the finger pricks thank god", "aoife-gd-gone"),
        L("11-19 13:00", "c", "6 week check done all good. gap in my tummy is 2 fingers", "aoife-gap"),
        L("11-19 13:30", "t", "Normal at 6 weeks. We start with breathing, heel slides and dead bug prep, nothing that domes the belly, so no crunches or planks yet.", "aoife-gap-coach"),
    ],
    "chloe": [
        L("07-03 20:00", "c", "Bonjour Hannah, Léo is 3 months, I want my body back 😩 I leak a little bit when I jump or cough, c'est normal?", "chloe-intro"),
        L("07-03 20:30", "t", "Common, but not something to put up with. Please see a women's health physio for a pelvic floor check before we add any jumping. Until then: strength, walking and pelvic floor exercises.", "chloe-intro-coach"),
        L("07-20 12:00", "c", "physio says pelvic floor weak and a 3 finger gap. 3x10 squeezes a day fast and slow", "chloe-physio"),
        L("08-06 22:00", "c", "right wrist so painful at the thumb side from lifting Léo, can't open jars", "chloe-wrist"),
        L("08-06 22:30", "t", "That sounds like de Quervain's, the new-mum thumb. Lift him with your palms up rather than the thumb spread, and ask the GP about a thumb splint.", "chloe-wrist-coach"),
        L("08-22 15:00", "c", "splint is helping, GP said maybe an injection if it doesnt get better", "chloe-splint"),
        L("09-09 11:00", "c", "worried my milk is drying up since I train more, the midwife said eat more and drink more, not stop", "chloe-milk"),
        L("09-09 11:30", "t", "She's right: a snack and a big glass of water around every session, and no calorie cutting while you're feeding.", "chloe-milk-coach"),
        L("10-01 18:00", "c", "physio retest: gap down to 1.5 fingers and no leaking on the trampoline with my niece 🎉", "chloe-retest"),
        L("10-15 09:00", "c", "started weaning Léo on purée, he hates carrots lol", "chloe-weaning"),
        L("10-28 19:00", "c", "back to work at the bank on 2 nov, so mornings only for sessions", "chloe-work"),
        L("11-14 10:00", "c", "first parkrun since Léo!! 31:05 pushing the buggy 😅 no leak", "chloe-parkrun"),
        L("11-14 10:20", "t", "Amazing! With the buggy too 👏", "chloe-parkrun-coach"),
    ],
    "bethany": [
        L("07-07 17:00", "c", "hi hannah, 17 weeks with no.2 🤰 due 3 dec. had a miscarriage last year so a bit nervous about exercise tbh", "bethany-intro"),
        L("07-07 17:40", "t", "Completely understandable, Beth. Exercise doesn't cause miscarriage and the midwife has cleared you, so we go gently: walking, bands and light dumbbells, and you stop any time.", "bethany-intro-coach"),
        L("07-25 19:00", "c", "hands go numb and tingly at night both hands thumb and first two fingers", "bethany-hands"),
        L("07-25 19:30", "t", "Carpal tunnel is really common in pregnancy. Wrist splints at night (ask the midwife), shake the hands out, and no planks on your hands for now.", "bethany-hands-coach"),
        L("08-03 12:00", "c", "Hb 98 at the bloods, they want me on iron tablets", "bethany-hb"),
        L("08-14 21:00", "c", "heartburn is unreal. gaviscon lives in my bag now", "bethany-heartburn"),
        L("08-28 10:00", "c", "glucose test came back normal 🙏 no gestational diabetes", "bethany-gtt"),
        L("09-16 20:00", "c", "can i swim? the pool by work does aqua natal on wednesdays", "bethany-swim"),
        L("09-16 20:30", "t", "Yes, swimming is brilliant in pregnancy. Aqua natal on Wednesdays can replace one of our sessions.", "bethany-swim-coach"),
        L("10-06 22:00", "c", "tobi gave me his cold, coughing all night 😷 skipping tomorrow", "bethany-cold"),
        L("10-27 09:00", "c", "midwife says the bump is measuring a bit small, extra growth scan on thursday", "bethany-scan-1"),
        L("10-30 16:00", "c", "scan fine, baby just petite like me lol", "bethany-scan-2"),
        L("11-18 18:00", "c", "36 weeks!! finished work today. lower back aching by the evening", "bethany-36"),
        L("11-18 18:30", "t", "Cat-cow, side-lying stretches and the birth ball in the evenings. We'll keep sessions to 30 minutes from now.", "bethany-36-coach"),
    ],
    "theo": [
        L("07-02 19:00", "c", "Hi Marcus, it's Karen, Theo's mum, on his phone. He's been picked for the U16 academy this season. He gets pain below the kneecap (left) after training, GP said Osgood-Schlatter", "theo-intro"),
        L("07-02 19:30", "t", "Thanks Karen. Very common in a growth spurt. He keeps training with less jumping and sprinting, quad and hip stretches, ice after. Pain up to 3 out of 10 is OK.", "theo-intro-coach"),
        L("07-20 18:00", "c", "mum asked if i can have protein shakes like the older lads. and creatine?", "theo-protein"),
        L("07-20 18:30", "t", "Food first, Theo: milk, eggs, chicken and yoghurt after training do the same job. No creatine under 18, that's the academy's rule and mine.", "theo-protein-coach"),
        L("08-12 20:00", "c", "grew 3cm since june lol my jeans are too short", "theo-growth"),
        L("09-05 19:00", "c", "knee much better this month, like 1 out of 10 after games", "theo-knee"),
        L("10-10 21:00", "c", "Karen again. Theo took a knock to the head in the match today and came off, they said concussion. He's got a headache and feels sick", "theo-concussion"),
        L("10-10 21:20", "t", "Thanks for telling me, Karen. Rest from screens and training for 24-48 hours, and A&E if he vomits, gets drowsy or confused. No sessions with me until he's through return-to-play with the club doctor.", "theo-concussion-coach"),
        L("10-24 17:00", "c", "headaches gone, club doc started me on the return to play stages", "theo-grtp"),
        L("11-03 18:00", "c", "cleared to play!! back saturday vs bath", "theo-cleared"),
        L("11-08 11:00", "c", "scored a try vs bath yesterday 🏉🔥", "theo-try"),
    ],
    "amara": [
        L("07-09 18:00", "c", "Good evening Marcus, Emeka here, Amara's father. She has county netball trials in September and wants to be stronger and faster. She is very flexible, the physio says hypermobile", "amara-intro"),
        L("07-09 18:40", "t", "Great to meet you both. With hypermobility we build strength through the range rather than stretching more: landing drills, single-leg balance and hip strength, twice a week.", "amara-intro-coach"),
        L("08-03 15:00", "c", "went over on my right ankle at netball camp 😭 its swollen", "amara-ankle"),
        L("08-03 15:20", "t", "Ice, compression, keep it up, and get the physio to look at it. No court for now: upper body and core with me.", "amara-ankle-coach"),
        L("08-11 19:00", "c", "physio said grade 1 sprain, tape it for 6 weeks", "amara-sprain"),
        L("09-14 20:00", "c", "I MADE THE COUNTY SQUAD!!!!! 😭😭💜", "amara-county"),
        L("09-14 20:10", "t", "Amara!! So proud of you. That's the landing work paying off.", "amara-county-coach"),
        L("10-02 19:00", "c", "Emeka here. Her school mocks are in November, can she drop to one session a week", "amara-mocks"),
        L("10-02 19:20", "t", "Of course. One session, plus a 15-minute home routine she can do between revision.", "amara-mocks-coach"),
        L("10-20 18:00", "c", "my knees hurt on the stairs after court sessions. not the ankle, the front of both knees", "amara-knees"),
        L("10-20 18:30", "t", "Probably load: three netball sessions plus county. Let's take the jumping out of our sessions for two weeks and see.", "amara-knees-coach"),
        L("11-16 17:00", "c", "knees fine now 👍 county match yesterday vs essex we won 38-31", "amara-match"),
    ],
    "jake": [
        L("07-05 16:00", "c", "yo marcus. got a trial at reading u18s in september. need to bulk, im 68kg and get bullied off the ball", "jake-intro"),
        L("07-05 16:30", "t", "Let's get you to 72 by September without losing pace: three lifts a week, four proper meals plus a snack, and no skipping breakfast.", "jake-intro-coach"),
        L("07-25 20:00", "c", "back squat 95kg for 3 🏋️", "jake-squat-1"),
        L("08-16 21:00", "c", "its steve, jakes dad. hes eating like a horse, can he have creatine? his mates all take it", "jake-creatine"),
        L("08-16 21:30", "t", "Hi Steve. He's 17, so I'd stick to food for now. Creatine isn't dangerous, but the club and I prefer he waits till 18. More milk and a snack before bed will do it.", "jake-creatine-coach"),
        L("09-02 18:00", "c", "felt a twinge in my left hamstring sprinting, back of the thigh. stopped straight away", "jake-hamstring"),
        L("09-02 18:30", "t", "Good call stopping. Walking and gentle bridges, no sprinting for 10 days; Nordics come in once it's pain-free.", "jake-hamstring-coach"),
        L("09-12 13:00", "c", "physio said grade 1 strain, should be ok for the trial", "jake-physio"),
        L("09-24 20:00", "c", "trial was decent but they said not this time. gutted", "jake-trial"),
        L("09-24 20:20", "t", "Hard, but they've seen you now. Loads of lads get picked up at 18 or 19. We keep building.", "jake-trial-coach"),
        L("10-18 19:00", "c", "squat 110 for 3!! weighed 71.6 this morning", "jake-squat-2"),
        L("11-11 20:00", "c", "sunday league lot want me as captain lol", "jake-captain"),
    ],
    "nikolai": [
        L("07-06 08:00", "c", "Hi Tamsin, lightweight rower, I need to be 72.5 kg for British Champs on 26 Sept and I am 76.8. Last year I starved and rowed like rubbish", "nikolai-intro"),
        L("07-06 08:40", "t", "We'll do it slowly, Niko: about 0.5 kg a week, carbs around the hard sessions, protein at every meal, and never below 2,500 kcal on double days.", "nikolai-intro-coach"),
        L("07-21 12:00", "c", "lactose intolerant btw, milk wrecks me. is whey ok", "nikolai-lactose"),
        L("07-21 12:30", "t", "Whey isolate is usually fine, it has very little lactose. Otherwise soy or pea protein.", "nikolai-lactose-coach"),
        L("08-08 19:00", "c", "feeling flat on the erg, 2k was 6:31, normally 6:24", "nikolai-flat"),
        L("08-08 19:30", "t", "That's energy too low. Add a 60 g carb snack before the morning row and a bigger lunch on double days.", "nikolai-flat-coach"),
        L("09-25 21:00", "c", "weighed in 72.3 ✅ feel strong", "nikolai-weighin"),
        L("09-26 18:00", "c", "silver in the lightweight single!! 🥈 beaten by 1.2 sec", "nikolai-silver"),
        L("10-14 17:00", "c", "off season. my baba's banitsa is calling me 😂", "nikolai-banitsa"),
        L("11-05 10:00", "c", "should i take beetroot juice for the head race in december", "nikolai-beetroot"),
        L("11-05 10:30", "t", "Worth a try in training first: one 70 ml shot 2-3 hours before a hard session, and see how your stomach takes it.", "nikolai-beetroot-coach"),
    ],
    "sadia": [
        L("07-03 19:00", "c", "hi tamsin!! chicago marathon 11 oct, aiming sub 3:30. my stomach is a disaster on long runs, always need a portaloo by mile 14 💩", "sadia-intro"),
        L("07-03 19:30", "t", "Very fixable. Low-fibre dinner the night before, breakfast 3 hours before, and we train your gut with gels on every long run.", "sadia-intro-coach"),
        L("07-19 10:00", "c", "tried the low fodmap thing this week no onions garlic or beans. 18 miles no toilet stop!!", "sadia-fodmap"),
        L("08-02 20:00", "c", "havent had a period since june. is that bad?", "sadia-period"),
        L("08-02 20:30", "t", "Please see your GP: missed periods in training are often low energy availability (RED-S), and it matters for your bones. We'll add about 400 kcal a day, mostly carbs.", "sadia-period-coach"),
        L("08-20 13:00", "c", "GP did bloods and booked a bone scan (DEXA) for september", "sadia-gp"),
        L("09-10 12:00", "c", "dexa fine, bone density normal 🙏 period came back last week too", "sadia-dexa"),
        L("09-22 18:00", "c", "maurten gels sit better than SiS, the SiS ones make me bloated", "sadia-gels"),
        L("09-22 18:20", "t", "Go with Maurten then: one every 25 minutes from 30 minutes in, with sips of water.", "sadia-gels-coach"),
        L("10-12 04:00", "c", "3:27:51!!!! PB by 11 minutes and no toilet stops 🏃‍♀️🇺🇸", "sadia-result"),
        L("10-12 09:00", "t", "SADIA! Sub 3:30 and a happy gut. Carbs and protein today and an easy week.", "sadia-result-coach"),
        L("11-02 19:00", "c", "craving sugar constantly since the marathon lol is that normal", "sadia-sugar"),
        L("11-20 10:00", "c", "london ballot said no 😭 doing valencia in december instead", "sadia-valencia"),
    ],
    "gareth": [
        L("07-08 18:00", "c", "Evening Tamsin. GP says my cholesterol is 6.4 and LDL 4.3, wants me on a statin. I want to try diet first. Also 104kg", "gareth-intro"),
        L("07-08 18:30", "t", "Good plan, Gaz, with the GP's blessing. Oats every morning, beans and lentils, a handful of nuts, oily fish twice a week, olive oil spread instead of butter. We recheck in 3 months.", "gareth-intro-coach"),
        L("07-30 20:00", "c", "cycling to work 3 days a week now, 14 miles there and back, tidy", "gareth-commute"),
        L("08-18 09:00", "c", "left big toe swollen and red, agony, cant get a sock on. GP says gout 😡", "gareth-gout"),
        L("08-18 09:30", "t", "Ouch. Cut the beer and red meat right back for now, plenty of water, keep the oily fish. The GP may give you colchicine for the flare.", "gareth-gout-coach"),
        L("08-25 18:00", "c", "colchicine worked, toe back to normal. no beer for 3 weeks, the boys think ive been kidnapped", "gareth-colchicine"),
        L("09-20 19:00", "c", "Dragon Ride done, 153km, 7h40 🐉 legs in bits", "gareth-dragon"),
        L("10-21 17:00", "c", "bloods: cholesterol 5.1 LDL 3.2. GP says carry on without the statin for now 🙌", "gareth-bloods"),
        L("10-21 17:30", "t", "Brilliant, that's the oats and the fish doing their job. Keep going.", "gareth-bloods-coach"),
        L("11-13 20:00", "c", "96.4 on the scales. Sian bought me a slow cooker, cawl every week now", "gareth-weight"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-ines-open-water", "trainer": "ines", "members": ["oskar", "lucia", "kwame", "freya"],
        "lines": [
            L("07-05 06:30", "t", "Open water Sundays start today: 8am at Henleaze Lake. Bright cap and a tow float, no exceptions.", "g-ow-start"),
            L("07-26 10:00", "kwame", "water 17.5 degrees this morning, lovely", "g-kwame-temp"),
            L("08-23 09:00", "lucia", "who has a spare tow float? mine popped 😅", "g-lucia-float"),
            L("09-13 19:00", "oskar", "anyone want a lift to the lake next sunday, i can take 3", "g-oskar-lift"),
            L("10-25 07:00", "t", "Last lake Sunday of the season! Cake after, Freya's baking 🎂", "g-ow-last"),
            L("10-25 12:00", "freya", "lemon drizzle went down well 😂 see you all in the pool", "g-freya-cake"),
        ],
    },
    {
        "id": "chat-hannah-bumps", "trainer": "hannah", "members": ["aoife", "chloe", "bethany"],
        "lines": [
            L("07-06 12:00", "t", "Welcome to Bumps & Babies! Thursdays 10am at the studio, buggies welcome.", "g-bb-start"),
            L("08-13 08:00", "chloe", "Léo is teething, if I'm late sorry in advance 😅", "g-chloe-teething"),
            L("09-03 19:00", "bethany", "anyone got a maternity swimsuit to lend? size 14", "g-bethany-swimsuit"),
            L("10-12 09:00", "t", "Aoife's little girl Niamh arrived on Friday! 💕", "g-aoife-niamh"),
            L("11-05 14:00", "aoife", "first proper trip out with Niamh, we'll pop in to say hi thursday", "g-aoife-visit"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("ines", "oskar", "2026-07-17", "Oskar: left anterior shoulder pain on the catch, crossing over the midline on entry. No paddles for 2 weeks. Fingertip drag, catch-up drill, band external rotation 2x15 before each swim. CSS 2:22 per 100 m."),
    ("ines", "lucia", "2026-07-05", "Lucía: adult learner, anxious in deep water. Floating, bobbing and exhaling drills. Kickboard front crawl 4x25 m. Breaststroke with head up only."),
    ("ines", "kwame", "2026-07-13", "Kwame: type 2 diabetes on metformin. Blood glucose before and after cold swims, carb snack in the tow float. Sea swim 75 min at 16 °C."),
    ("ines", "freya", "2026-07-09", "Freya: left 2nd metatarsal stress fracture (April), out of the boot. Swim and bike only, aqua jogging twice a week. Running from August per physio."),
    ("ines", "freya", "2026-08-28", "Freya: ache on the outside of the left foot after a 20 min run, not sore to press on the bone. Back to run-walk 1:1. Calf and peroneal strength."),
    ("hannah", "aoife", "2026-07-16", "Aoife: 26 weeks. Pelvic girdle pain at the symphysis pubis. No wide stance or split squats; box squats, banded glute bridges, seated rows. Physio referral via midwife."),
    ("hannah", "chloe", "2026-07-21", "Chloé: 15 weeks postpartum. Diastasis recti 3 finger widths; stress incontinence on jumping and coughing. Pelvic floor 3x10 a day. No running or jumping yet."),
    ("hannah", "bethany", "2026-07-08", "Bethany: 17 weeks, second pregnancy, miscarriage in 2025. Cleared by the midwife. Walking 30 min daily, bands and light dumbbells, RPE 5-6."),
    ("marcus", "theo", "2026-07-03", "Theo (15): Osgood-Schlatter, left knee. Jumping and sprint volume halved, quad and hip flexor stretches, isometric wall sits. Height 178 cm."),
    ("marcus", "amara", "2026-07-10", "Amara (14): hypermobile, Beighton 6/9. Landing mechanics, single-leg balance, hip abduction. No end-range stretching."),
    ("marcus", "jake", "2026-09-03", "Jake: suspected grade 1 strain of the left hamstring while sprinting. Isometric bridges and walking, no sprinting for 10 days, Nordics once pain-free. Weight 70.2 kg."),
    ("tamsin", "nikolai", "2026-07-07", "Nikolai: lightweight rower, 76.8 kg, target 72.5 kg by 26 Sept. About 0.5 kg a week. Carbohydrate periodised to training, protein 2 g/kg. Lactose intolerant."),
    ("tamsin", "sadia", "2026-08-03", "Sadia: no period since June, suspected low energy availability (RED-S). Plus 400 kcal a day, mostly carbohydrate. GP referral. Low-FODMAP before long runs."),
    ("tamsin", "gareth", "2026-07-09", "Gareth: total cholesterol 6.4, LDL 4.3 mmol/L, 104 kg. Portfolio diet: oats, beans, nuts, oily fish twice a week, plant sterols. Recheck in October."),
]

TRANSCRIPTS = [
    {
        "id": "tr-ines-oskar-20261001", "trainer": "ines", "client": "oskar", "startedAt": "2026-10-01T19:00:00Z",
        "title": "Video call: race plan for Cascais",
        "lines": [
            ("Coach", 0, "Two weeks out. Let's go through the swim start first."),
            ("Oskar", 4, "I'm scared of the washing machine at the start."),
            ("Coach", 9, "Start wide on the left, away from the buoy line, and count thirty strokes before you look up."),
            ("Oskar", 18, "And the bike? What watts?"),
            ("Coach", 23, "Hold 185 watts, not a watt over for the first hour, and 90 grams of carbs an hour."),
            ("Oskar", 35, "Shoulder's been fine since the summer."),
            ("Coach", 40, "Good. Same warm-up with the band on the beach, and no new kit on race day."),
        ],
    },
    {
        "id": "tr-hannah-chloe-20261016", "trainer": "hannah", "client": "chloe", "startedAt": "2026-10-16T09:30:00Z",
        "title": "Studio session: return to running check",
        "lines": [
            ("Coach", 0, "Let's do the return-to-running tests. Ten hops on each leg first."),
            ("Chloé", 3, "Done, and nothing, no leaking."),
            ("Coach", 8, "Great. Then you can start jog one minute, walk one minute, three times a week."),
            ("Chloé", 16, "Léo still wakes twice a night, is that a problem?"),
            ("Coach", 21, "On a bad night, walk instead of running. Sleep matters more than the plan."),
        ],
    },
    {
        "id": "tr-marcus-theo-20261105", "trainer": "marcus", "client": "theo", "startedAt": "2026-11-05T17:00:00Z",
        "title": "Gym session: back after the concussion",
        "lines": [
            ("Coach", 0, "Any headaches since the club doctor cleared you on Tuesday?"),
            ("Theo", 4, "None. Mum made me sleep like twelve hours a night."),
            ("Coach", 9, "Good. Trap bar deadlift at sixty kilos for today, no contact drills with me."),
            ("Theo", 20, "Knee's fine too."),
            ("Coach", 25, "Then we bring back the low box jumps next week."),
        ],
    },
    {
        "id": "tr-tamsin-gareth-20261022", "trainer": "tamsin", "client": "gareth", "startedAt": "2026-10-22T18:00:00Z",
        "title": "Phone call: results and Christmas",
        "lines": [
            ("Coach", 0, "LDL from 4.3 to 3.2 in three months. How do you feel?"),
            ("Gareth", 5, "Chuffed. But Christmas is coming and the work do is always carnage."),
            ("Coach", 11, "Two pints and then soft drinks, eat before you go, and keep the oats going over the holidays."),
            ("Gareth", 22, "Any chance the gout comes back?"),
            ("Coach", 27, "It can. Water, go easy on beer and red meat, and keep the colchicine from the GP at home just in case."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("oskar", "2026-08-30", 6.5, 6, 85, "Work trip to Lisbon, only got in the hotel pool twice."),
    ("oskar", "2026-10-11", 7.5, 5, 95, "Taper week, legs feel fresh."),
    ("lucia", "2026-08-08", 7.0, 7, 50, "Ear infection, out of the water all week."),
    ("kwame", "2026-09-01", 7.0, 3, 90, "Still buzzing from France."),
    ("freya", "2026-08-15", 8.0, 4, 95, "Run-walk going well."),
    ("aoife", "2026-09-20", 5.5, 6, 70, "Heavy and tired at 33 weeks."),
    ("chloe", "2026-08-29", 4.0, 8, 60, "Léo teething, up every 2 hours."),
    ("bethany", "2026-10-10", 6.0, 5, 65, "Cold from Tobi, missed two sessions."),
    ("theo", "2026-09-15", 9.0, 3, 100, "Always hungry."),
    ("amara", "2026-10-30", 7.0, 8, 70, "Revising for mocks, tired."),
    ("jake", "2026-09-28", 6.0, 7, 75, "Gutted about the trial."),
    ("nikolai", "2026-08-10", 7.5, 6, 90, "Flat on the erg and hungry."),
    ("sadia", "2026-09-30", 8.0, 4, 100, "Taper, gut happy."),
    ("gareth", "2026-08-20", 6.0, 7, 80, "Gout flare, couldn't cycle."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("oskar", "resting_heart_rate", "bpm", "2026-07-06", "2026-11-23", 7, 58.0, 51.0, 1.0),
    ("jake", "weight", "kg", "2026-07-06", "2026-11-23", 7, 68.0, 71.8, 0.3),
    ("nikolai", "weight", "kg", "2026-07-07", "2026-09-22", 7, 76.8, 72.4, 0.3),
    ("gareth", "weight", "kg", "2026-07-09", "2026-11-19", 7, 104.0, 96.4, 0.4),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("jake", "goal-marcus-jake-weight", "weight", 72, "kg", "2026-12-31", "active"),
    ("nikolai", "goal-tamsin-nikolai-weight", "weight", 72.5, "kg", "2026-09-26", "achieved"),
    ("gareth", "goal-tamsin-gareth-weight", "weight", 95, "kg", None, "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("kwame", "2026-07-10", "HbA1c", 52, "mmol/mol", 20, 42),
    ("kwame", "2026-10-06", "HbA1c", 46, "mmol/mol", 20, 42),
    ("freya", "2026-07-20", "Ferritin", 14, "ug/L", 30, 200),
    ("freya", "2026-10-12", "Ferritin", 41, "ug/L", 30, 200),
    ("bethany", "2026-08-03", "Haemoglobin", 98, "g/L", 110, 150),
    ("gareth", "2026-07-06", "LDL cholesterol", 4.3, "mmol/L", 0, 3.0),
    ("gareth", "2026-07-06", "Total cholesterol", 6.4, "mmol/L", 0, 5.0),
    ("gareth", "2026-10-19", "LDL cholesterol", 3.2, "mmol/L", 0, 3.0),
    ("gareth", "2026-10-19", "Total cholesterol", 5.1, "mmol/L", 0, 5.0),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ok cool", "see you thurs", "done ✅", "on my way", "sorry running late!!", "can we do a bit later instead?", "yep",
    "👍", "thanks!!", "perfect", "haha", "lol fair enough", "cheers", "sorry, manic week", "will do it later",
    "paid ✔️", "app is being weird again", "k", "sounds good", "cant make tmrw, friday?", "booked in", "ta",
    "🙏", "legend", "leaving now", "forgot to log it oops", "same time next week?", "yes pls", "got it",
    "two mins", "which room?", "just seen this sorry", "deal", "mad day, talk later?", "all good", "grand so",
    "ah ok makes sense", "have a lovely weekend!", "wrong chat 🙈", "no worries at all", "brill thank you", "💪",
    "can I bring a friend next time?", "is parking free there", "my phone died sorry", "merci!", "vale",
]
TRAINER_CHATTER = [
    "Great work today!", "You're booked in.", "See you then.", "No problem, Friday works.", "Logged, thanks.",
    "This week's plan is in the app.", "Reminder to log your sessions.", "Have a lovely weekend!",
    "Happy to move it, just say.", "Thanks for letting me know.", "Invoice sent.", "Fixed, try the app again now.",
    "Perfect.", "Nice one 👍", "Any time!", "Usual room.", "Parking is free in the evenings.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261126, health_seed=20261126)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
