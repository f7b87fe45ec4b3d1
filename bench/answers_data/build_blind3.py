#!/usr/bin/env python3
"""Build the third blind data set for the answer benchmark (bench/answers_data/blind3.json).

    functions/venv/bin/python -m bench.answers_data.build_blind3

Three trainers of kinds the other rosters do not have (a boxing and kickboxing coach, an
older-adults falls-prevention coach, a yoga and mobility teacher), 12 clients, June to October
2026 (asked on 31 October 2026): one-to-one chats, two group chats, session notes, three session
transcripts, check-ins, client profiles and a little health data (weight, steps, three lab
panels), in the format of demo/data/demo_dataset.json. Written on 2026-11-28 by helper h-blind3
(issue 14) without reading the vocabulary, kinds, sameness or answerability tables or any list
of failures: a held-out check of whether the fixes made on the other sets generalise.

The story messages are hand-written the way people text: lowercase, typos, emoji, slang, brand
names and shortened drug names ("sinemet", "eliquis", "ventolin"), British and American English,
Spanish, Italian and Mandarin mixed in, sarcasm, negations ("no pain at all"), numbers with units,
facts in the coach's reply and facts split across turns. The everyday chatter between them is
drawn from this builder's own pools with a fixed seed and names no body part, food, drink,
medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind3_tags.json` maps the story tags to message ids for the question
list (bench/answers_data/blind3_questions.py).

Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind3.json", HERE / "blind3_tags.json"
YEAR = 2026
START, END = datetime(2026, 6, 1, 7, 0), datetime(2026, 10, 30, 21, 0)
ASKED_AT = "2026-10-31T09:00:00Z"

TRAINERS = [
    {"id": "coach-dele", "displayName": "Dele Okafor", "email": "dele.okafor@example.com", "short": "dele"},
    {"id": "coach-maeve", "displayName": "Maeve Doherty", "email": "maeve.doherty@example.com", "short": "maeve"},
    {"id": "coach-anjali", "displayName": "Anjali Mehta", "email": "anjali.mehta@example.com", "short": "anjali"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("dele", "jamal-reid", "Jamal Reid", "jamal"),
    ("dele", "callum-byrne", "Callum Byrne", "callum"),
    ("dele", "sofia-marchetti", "Sofia Marchetti", "sofia"),
    ("dele", "ngozi-eze", "Ngozi Eze", "ngozi"),
    ("maeve", "bernard-whitlock", "Bernard Whitlock", "bernard"),
    ("maeve", "ravi-menon", "Ravi Menon", "ravi"),
    ("maeve", "edna-pryce", "Edna Pryce", "edna"),
    ("maeve", "lorraine-baptiste", "Lorraine Baptiste", "lorraine"),
    ("anjali", "tyler-brooks", "Tyler Brooks", "tyler"),
    ("anjali", "diego-ramirez", "Diego Ramírez", "diego"),
    ("anjali", "mei-chen", "Mei Chen", "mei"),
    ("anjali", "grace-whitfield", "Grace Whitfield", "grace"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("jamal", "callum", "bernard", "ravi", "tyler", "diego")

PROFILES = [
    {"clientId": "jamal-reid", "age": 22, "goal": "Box at 71 kg and reach the national amateur championships",
     "dietaryRestrictions": ["halal"], "injuries": ["bruised right hand (June 2026)"],
     "notes": "Amateur boxer, 14 bouts. Works at a tyre fitter's in east London."},
    {"clientId": "callum-byrne", "age": 38, "goal": "Get through his white-collar charity boxing bout on 26 September",
     "dietaryRestrictions": [], "injuries": ["left shoulder (July 2026)"],
     "notes": "Accountant, never boxed before. Fundraising for the local hospice."},
    {"clientId": "sofia-marchetti", "age": 29, "goal": "Win her Muay Thai fight in Bangkok at 57 kg",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "UX designer from Bologna, living in London. Trains Muay Thai five times a week."},
    {"clientId": "ngozi-eze", "age": 45, "goal": "Get fitter for her daughter's wedding and grade in kickboxing",
     "dietaryRestrictions": [], "injuries": ["right-sided low back pain (2026)"],
     "notes": "Pharmacy manager. Asthma. Kickboxing for fitness twice a week."},
    {"clientId": "bernard-whitlock", "age": 79, "goal": "Stay on his feet and walk to the library without his stick",
     "dietaryRestrictions": ["low salt"], "injuries": ["fall in the garden (May 2026)"],
     "notes": "Retired postman, widower, lives alone. Atrial fibrillation, on warfarin."},
    {"clientId": "ravi-menon", "age": 72, "goal": "Keep moving well with Parkinson's",
     "dietaryRestrictions": ["vegetarian"], "injuries": [],
     "notes": "Retired civil engineer. Parkinson's disease diagnosed 2025, right-hand tremor. Married to Lakshmi."},
    {"clientId": "edna-pryce", "age": 84, "goal": "Walk to church with a stick instead of the frame",
     "dietaryRestrictions": [], "injuries": ["left wrist fracture (December 2025)"],
     "notes": "Osteoporosis. Lives with her cat Smudge; her daughter Carol visits daily."},
    {"clientId": "lorraine-baptiste", "age": 70, "goal": "Get up and down the stairs without fear",
     "dietaryRestrictions": [], "injuries": ["osteoarthritis of both knees, left worse"],
     "notes": "Retired school cook, born in Trinidad. Lives alone with a pendant alarm. Atrial fibrillation."},
    {"clientId": "tyler-brooks", "age": 31, "goal": "Fix his back and touch his toes",
     "dietaryRestrictions": [], "injuries": ["lower back stiffness"],
     "notes": "Software engineer, works from home. Plays golf."},
    {"clientId": "diego-ramirez", "age": 34, "goal": "Move without pain after a long shift and play football again",
     "dietaryRestrictions": [], "injuries": ["right ACL reconstruction (2019)"],
     "notes": "Head chef at a tapas restaurant. Former semi-pro footballer in Valencia."},
    {"clientId": "mei-chen", "age": 27, "goal": "Play long rehearsals without neck pain",
     "dietaryRestrictions": ["no pork"], "injuries": [],
     "notes": "Freelance violinist. Grew up in Taipei, studied in Boston."},
    {"clientId": "grace-whitfield", "age": 41, "goal": "Sleep better and run a half marathon",
     "dietaryRestrictions": ["gluten-free"], "injuries": ["left plantar fasciitis (2026)"],
     "notes": "A&E nurse on rotating night shifts. Two teenage sons."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "jamal": [
        L("06-03 19:10", "c", "yo dele, got my first bout booked 18 july at york hall 🥊 need to make 71kg, im walking round at 74.5", "jamal-bout"),
        L("06-03 19:40", "t", "Good lad. No crash cut: half a kilo a week, and the last kilo comes off as water in fight week. Weigh yourself every morning after the loo, same scales.", "jamal-bout-coach"),
        L("06-19 22:00", "c", "right hand proper sore after sparring, knuckles swollen on the pinky side", "jamal-hand-1"),
        L("06-19 22:30", "t", "Could be a boxer's fracture of the 5th metacarpal. Get it X-rayed tomorrow and no bag work till we know.", "jamal-hand-coach"),
        L("06-20 15:00", "c", "xray clear innit, just bruised. doc said 2 weeks no punching w it", "jamal-hand-2"),
        L("07-02 08:00", "c", "72.1 this morning 💪", "jamal-72"),
        L("07-17 21:00", "c", "made weight!! 70.8 at the weigh in. starving lol", "jamal-madeweight"),
        L("07-17 21:15", "t", "Sip the rehydration drink, then rice and chicken tonight, nothing new. Bed by 10.", "jamal-madeweight-coach"),
        L("07-18 23:30", "c", "WON on points 3-0!!! 🏆 body shots landing all night", "jamal-win"),
        L("08-12 18:00", "c", "cut above my left eye from sparring, they glued it at a&e", "jamal-cut"),
        L("08-12 18:20", "t", "Keep it dry, vaseline once it's closed, and pads and bag only for 4 days. Headguard back on for sparring after.", "jamal-cut-coach"),
        L("09-08 20:00", "c", "club coach wants me in the national champs. prelims 10 oct", "jamal-champs"),
        L("09-30 17:00", "c", "jaw clicks when i chew since saturdays spar. no pain tho", "jamal-jaw"),
        L("09-30 17:30", "t", "Get the dentist to check it, and wear your gumshield every round, even the light ones.", "jamal-jaw-coach"),
        L("10-10 22:00", "c", "lost the prelim on a split. gutted. hands were fine tho", "jamal-prelim"),
        L("10-10 22:20", "t", "A split against a lad with 40 bouts is nothing to be ashamed of. Two weeks off sparring, then we rebuild.", "jamal-prelim-coach"),
    ],
    "callum": [
        L("06-08 12:30", "c", "right so ive signed up for the white collar charity fight. 26th sept. for the hospice. what have i done 😂", "callum-signup"),
        L("06-08 13:00", "t", "Brilliant cause. 16 weeks: three sessions a week with me, one run, and we get you from 92 to about 85 kg.", "callum-signup-coach"),
        L("06-25 07:45", "c", "skipping has destroyed my calves. walking like john wayne. cheers for that", "callum-calves"),
        L("07-14 20:00", "c", "left shoulder aching after the heavy bag, at the front, worse when i jab", "callum-shoulder-1"),
        L("07-14 20:30", "t", "Drop the heavy bag for a week and do the band external rotations twice a day. Shadow box with no weights. If it isn't easing in 10 days, see a physio.", "callum-shoulder-coach"),
        L("07-29 19:00", "c", "shoulder grand now, no pain at all on the bag", "callum-shoulder-2"),
        L("08-30 22:00", "c", "had 6 pints at a stag do in galway. not sorry", "callum-stag"),
        L("08-30 22:10", "t", "Ha. An extra litre of water tomorrow and back at it Monday.", "callum-stag-coach"),
        L("09-12 18:00", "c", "nose bled in sparring tonight, stopped after 10 mins", "callum-nose"),
        L("09-12 18:20", "t", "Pinch the soft part and lean forward next time. No sparring for a few days, and tell me if it happens again.", "callum-nose-coach"),
        L("09-27 01:00", "c", "lost but went the full 3 rounds!! raised £2,340 for the hospice 🥊❤️", "callum-result"),
        L("10-14 10:00", "c", "thinking about doing another one in the spring tbh. wife says absolutely not", "callum-again"),
    ],
    "sofia": [
        L("06-05 20:00", "c", "ciao dele! shin conditioning is killing me, lividi everywhere 😅 normal?", "sofia-shins"),
        L("06-05 20:30", "t", "Normal up to a point. Kick the bag, not the wall, arnica on the bruises, and tell me if a lump stays hard for more than a week.", "sofia-shins-coach"),
        L("06-22 11:00", "c", "fight is booked!! bangkok 15 august, 3 rounds at 57kg", "sofia-fight"),
        L("07-08 21:00", "c", "rib hurts when i breathe deep after clinching, left side. mamma mia", "sofia-rib-1"),
        L("07-08 21:30", "t", "Sounds like a bruised rib. No clinch work for two weeks, and if breathing gets harder or you cough blood, A&E straight away.", "sofia-rib-coach"),
        L("07-21 09:00", "c", "rib better, can clinch light. taking ibuprofen 400 when i need", "sofia-rib-2"),
        L("08-15 23:00", "c", "WON by TKO round 2!!! 🇹🇭🇮🇹 left kick to the body", "sofia-win"),
        L("08-16 10:00", "t", "Unreal, Sofia! Full rest this week and a massage if you can find one.", "sofia-win-coach"),
        L("09-03 19:00", "c", "back in london. food poisoning from street food on the last day lol, lost 2 kg", "sofia-poisoning"),
        L("09-20 18:00", "c", "toenail came off my right big toe from pad work 🤢", "sofia-toenail"),
        L("10-05 12:00", "c", "want to do boxing only for a bit, shins need a break. knees are fine", "sofia-boxing"),
    ],
    "ngozi": [
        L("06-10 18:30", "c", "Evening Dele. Can I bring my inhaler into class? Had a tight chest at the last session", "ngozi-inhaler"),
        L("06-10 18:45", "t", "Of course. Keep your Ventolin by the ring, two puffs 15 minutes before class if your GP is happy with that, and stop if you're wheezing.", "ngozi-inhaler-coach"),
        L("06-30 07:00", "c", "Asthma nurse put me on a brown preventer as well, twice a day", "ngozi-preventer"),
        L("07-19 13:00", "c", "lower back sore after the roundhouse kicks, more on the right", "ngozi-back"),
        L("07-19 13:30", "t", "Pivot on the standing foot and chamber the knee first. We'll add dead bugs and glute bridges.", "ngozi-back-coach"),
        L("08-24 20:00", "c", "Daughter's wedding in Lagos 19 Sept!! need to fit into my aso ebi 😂 3kg to go", "ngozi-wedding"),
        L("09-28 16:00", "c", "Back from Lagos. Danced all night, ate too much jollof and small chops, no regrets", "ngozi-lagos"),
        L("10-07 19:00", "c", "no wheeze at all since the new inhaler, did the whole class", "ngozi-nowheeze"),
        L("10-20 18:00", "c", "can I do the yellow belt grading?", "ngozi-grading"),
        L("10-20 18:20", "t", "Yes, the grading is on 21 November. Practise combinations 1 to 6 at home.", "ngozi-grading-coach"),
    ],
    "bernard": [
        L("06-02 10:00", "c", "Good morning Maeve. The physio at the hospital gave me your number. I had a fall in the garden in May and the doctor says I am to do balance work.", "bernard-intro"),
        L("06-02 10:30", "t", "Lovely to hear from you Bernard. We'll start with sit-to-stands, heel raises holding the worktop, and standing on one leg by the sink. Three times a week.", "bernard-intro-coach"),
        L("06-15 09:00", "c", "I am on warfarin for the heart flutter, is that a problem with the exercises?", "bernard-warfarin"),
        L("06-15 09:30", "t", "Not for the exercises, but you bruise and bleed more easily, so we keep everything near something solid to hold, and tell me about any fall even if you feel fine.", "bernard-warfarin-coach"),
        L("07-10 14:00", "c", "INR was 3.4 at the clinic, they have lowered the dose", "bernard-inr-1"),
        L("07-28 11:00", "c", "Managed the stairs without the rail today! Grandson Oliver cheered", "bernard-stairs"),
        L("08-19 16:00", "c", "Bit dizzy when I stand up in the mornings", "bernard-dizzy"),
        L("08-19 16:30", "t", "Sit on the edge of the bed for a minute, pump your ankles ten times, then stand. Mention it to the GP: it can be the blood pressure tablets.", "bernard-dizzy-coach"),
        L("09-04 10:00", "c", "INR 2.6 this time, in range", "bernard-inr-2"),
        L("09-22 12:00", "c", "11 seconds on the chair and walk test today. Was 16 in June", "bernard-tug"),
        L("10-12 15:00", "c", "Walked to the library and back without the stick. 20 minutes", "bernard-library"),
    ],
    "ravi": [
        L("06-04 17:00", "c", "Hello Maeve, Ravi here. Diagnosed with Parkinsons last year, mostly a tremor in the right hand. My neurologist says exercise is the best medicine.", "ravi-intro"),
        L("06-04 17:30", "t", "She's right. We'll do big movements: marching, stepping over lines on the floor and big arm swings. Twice a week with me and a daily walk.", "ravi-intro-coach"),
        L("06-21 19:00", "c", "Sinemet dose went up to 4 times a day", "ravi-sinemet"),
        L("06-21 19:20", "t", "Then let's book your sessions for about an hour after a dose, when you move best.", "ravi-sinemet-coach"),
        L("07-15 08:30", "c", "froze in the doorway of the supermarket yesterday. very embarassing", "ravi-freeze"),
        L("07-15 09:00", "t", "Try counting out loud or stepping over an imaginary line when it happens. We'll practise doorways on Thursday.", "ravi-freeze-coach"),
        L("08-06 12:00", "c", "Fitbit says 6,500 steps a day average now", "ravi-steps"),
        L("08-27 20:00", "c", "constipation is a nuisance with the tablets", "ravi-constipation"),
        L("08-27 20:30", "t", "Prunes or kiwi at breakfast, two litres of fluid a day, and the daily walk helps too. Mention it to the Parkinson's nurse.", "ravi-constipation-coach"),
        L("09-18 10:00", "c", "Lakshmi and I danced at our 45th anniversary! Not one freeze", "ravi-anniversary"),
        L("10-09 16:00", "c", "my handwriting is getting smaller, the nurse calls it micrographia", "ravi-handwriting"),
    ],
    "edna": [
        L("06-06 11:00", "c", "Hello dear, Edna here. My daughter Carol set up this phone. I have osteoporosis and broke my wrist last winter.", "edna-intro"),
        L("06-06 11:30", "t", "Hello Edna! We'll build your leg strength and balance so you stay on your feet. Chair exercises to begin with, twice a week.", "edna-intro-coach"),
        L("06-18 10:00", "c", "I take the alendronic acid on a Monday, 70 mg. Do I have to sit up after it?", "edna-alendronic"),
        L("06-18 10:20", "t", "Yes, stay upright for 30 minutes with a full glass of water and nothing to eat, so Monday's session will be after that.", "edna-alendronic-coach"),
        L("07-09 14:00", "c", "cataract operation on my left eye is on the 23rd", "edna-cataract"),
        L("07-30 09:00", "c", "I can see the birds in the garden so clearly now!!", "edna-birds"),
        L("08-20 15:00", "c", "Tripped over Smudge but didn't go down, grabbed the back of the chair like you showed me", "edna-cat"),
        L("08-20 15:30", "t", "That's exactly why we practise it. Maybe a bell on Smudge's collar?", "edna-cat-coach"),
        L("09-15 11:00", "c", "Pain between my shoulder blades when I hang out the washing", "edna-back"),
        L("09-15 11:30", "t", "Let's ask your GP to check it: with osteoporosis we rule out a fracture first. No reaching up until then; use the low line.", "edna-back-coach"),
        L("09-25 10:00", "c", "GP says no fracture, just muscular. Phew", "edna-gp"),
        L("10-16 12:00", "c", "Walked to church with just the stick, Carol was so pleased", "edna-church"),
    ],
    "lorraine": [
        L("06-09 18:00", "c", "Hi Maeve darlin, Lorraine here. My knees bad bad with the arthritis, both but the left worse", "lorraine-knees"),
        L("06-09 18:30", "t", "Hi Lorraine. We'll strengthen the thighs around them: sit-to-stand, step-ups on the bottom stair, and a short walk every day.", "lorraine-knees-coach"),
        L("06-26 09:00", "c", "doctor start me on eliquis for the AF, 5mg two times a day", "lorraine-eliquis"),
        L("07-13 20:00", "c", "fell in the bathroom friday night, couldnt get up for an hour. pressed the pendant in the end", "lorraine-fall"),
        L("07-13 20:30", "t", "I'm so sorry, Lorraine. Please tell your GP about the fall. We'll practise getting up from the floor next session and ask for a grab rail by the bath.", "lorraine-fall-coach"),
        L("08-03 12:00", "c", "grab rail fitted by the council, free!", "lorraine-rail"),
        L("08-21 17:00", "c", "grandkids came down from Birmingham, made pelau and macaroni pie for everybody", "lorraine-cook"),
        L("09-10 19:00", "c", "had the steroid injection in the left knee, feeling much better", "lorraine-injection"),
        L("09-29 10:00", "c", "Did 10 sit to stands in 30 seconds! Was 6 in june", "lorraine-sts"),
        L("10-19 16:00", "c", "cold weather makin the knees stiff again", "lorraine-cold"),
    ],
    "tyler": [
        L("06-01 21:00", "c", "hey anjali! so my lower back is wrecked from sitting 10 hrs a day lol. my standing desk is a very expensive shelf", "tyler-back"),
        L("06-01 21:30", "t", "Ha! Let's start with cat-cow, the 90/90 hip switch and a couch stretch every evening, plus a movement snack every hour at the desk.", "tyler-back-coach"),
        L("06-17 08:00", "c", "can barely reach my knees in forward fold 😂 hamstrings are steel cables", "tyler-fold"),
        L("07-06 19:00", "c", "golf trip to scottsdale next month, 4 rounds in 3 days. will my back survive", "tyler-golf"),
        L("07-06 19:30", "t", "It will if you warm up: ten minutes of thoracic rotations and hip openers before each round, and walk instead of taking the cart when you can.", "tyler-golf-coach"),
        L("08-10 22:00", "c", "shot a 92!! back was fine the whole trip, zero pain", "tyler-golf-2"),
        L("08-25 18:00", "c", "right wrist hurts in downward dog, pinky side", "tyler-wrist"),
        L("08-25 18:30", "t", "Spread your fingers wide and press through the index knuckle. Do dolphin on your forearms instead of downdog for two weeks.", "tyler-wrist-coach"),
        L("09-14 07:00", "c", "touched my toes this morning for the first time since college 🙌", "tyler-toes"),
        L("10-02 20:00", "c", "started magnesium glycinate before bed, sleeping way better", "tyler-magnesium"),
        L("10-22 12:00", "c", "signed up for the 200hr teacher training in january, lowkey terrified", "tyler-ytt"),
    ],
    "diego": [
        L("06-03 23:00", "c", "hola anjali, soy diego. ex futbolista, ACL reconstruction on the right knee in 2019. knee ok pero my hamstrings y hips are super tight", "diego-intro"),
        L("06-03 23:20", "t", "Welcome Diego! We'll do a slow vinyasa with lots of hip openers, and build the right leg in warrior and chair pose.", "diego-intro-coach"),
        L("06-20 15:00", "c", "trabajo en la cocina 12 horas, de pie todo el día. pies muertos", "diego-kitchen"),
        L("07-11 10:00", "c", "dolor que baja por la pierna izquierda, like electric down the back of the leg to the calf", "diego-sciatica"),
        L("07-11 10:30", "t", "That sounds like sciatica. No deep forward folds for now; gentle nerve glides and cobra, and see a doctor if you get numbness or weakness.", "diego-sciatica-coach"),
        L("07-25 09:00", "c", "doctor gave me pregabalin, makes me sleepy como un oso", "diego-pregabalin"),
        L("08-14 14:00", "c", "leg pain mucho mejor, like 2/10", "diego-better"),
        L("09-05 21:00", "c", "playing 5-a-side again on sundays with the kitchen guys ⚽", "diego-5aside"),
        L("09-05 21:20", "t", "Great. Warm up properly and keep the single-leg balance work going for that knee.", "diego-5aside-coach"),
        L("09-26 16:00", "c", "rolled my left ankle un poco in the game, no swelling, just a bit sore", "diego-ankle"),
        L("10-18 11:00", "c", "stopped the pregabalin last week, no more leg pain 🙏", "diego-stopped"),
    ],
    "mei": [
        L("06-07 10:00", "c", "hi! violinist here, the left side of my neck and shoulder get so tight in long rehearsals", "mei-neck"),
        L("06-07 10:30", "t", "Let's add thread-the-needle, chin tucks and eagle arms, and take a 2-minute break every 30 minutes of playing.", "mei-neck-coach"),
        L("06-29 22:00", "c", "jaw clenching at night too, dentist made me a night guard", "mei-jaw"),
        L("07-16 12:00", "c", "orchestra tour to vienna and prague in august 🎻", "mei-tour"),
        L("08-02 08:00", "c", "vitamin d came back at 18, dr wants me on 4000 IU a day", "mei-vitd"),
        L("08-28 21:00", "c", "tour done! but my left forearm is buzzing after the 3hr concerts, tingling in the pinky", "mei-tingle"),
        L("08-28 21:30", "t", "Tingling into the little finger can be the ulnar nerve. Don't lean on that elbow, try gentle nerve flossing, and get it checked if it hasn't settled in two weeks.", "mei-tingle-coach"),
        L("09-12 09:00", "c", "tingling gone 🙏 doctor said cubital tunnel irritation", "mei-cubital"),
        L("10-03 17:00", "c", "audition for the philharmonic on the 24th, nervous wreck 哈哈", "mei-audition"),
        L("10-25 20:00", "c", "GOT THE JOB!!! second violins 😭", "mei-job"),
    ],
    "grace": [
        L("06-11 08:30", "c", "morning (well my evening lol). nurse on nights, my sleep is trash. can yoga help", "grace-sleep"),
        L("06-11 09:00", "t", "Yes: legs-up-the-wall for 10 minutes and 4-7-8 breathing before you sleep after a shift, blackout blinds, and keep the same bedtime on days off if you can.", "grace-sleep-coach"),
        L("06-30 14:00", "c", "heel pain first thing when i get up, left foot, like standing on lego", "grace-heel"),
        L("06-30 14:30", "t", "Sounds like plantar fasciitis. Roll the foot on a frozen water bottle, calf stretches on a step, and supportive shoes on shift, not the crocs.", "grace-heel-coach"),
        L("07-22 16:00", "c", "GP started me on sertraline 50mg for the low mood. feeling a bit wired", "grace-sertraline"),
        L("08-09 13:00", "c", "still wearing the crocs on shift. i know i know. they're just so comfy", "grace-crocs"),
        L("09-01 15:00", "c", "off nights for 2 months!!! day shifts till november 🙌", "grace-days"),
        L("09-19 10:00", "c", "heel loads better, no pain in the mornings now", "grace-heel-2"),
        L("10-06 18:00", "c", "signed up for the cardiff half in march", "grace-half"),
        L("10-06 18:20", "t", "Lovely goal. We'll keep the calf and foot work going and add hip stability for the running.", "grace-half-coach"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-dele-fight-camp", "trainer": "dele", "members": ["jamal", "callum", "sofia"],
        "lines": [
            L("06-15 18:00", "t", "Fight camp is Saturdays 9am at the gym. Bring your gumshield, wraps and a skipping rope.", "g-camp-start"),
            L("07-04 10:30", "callum", "anyone got spare 16oz gloves? mine smell like death", "g-callum-gloves"),
            L("07-25 19:00", "sofia", "need a sparring partner thursday, 57kg ish", "g-sofia-sparring"),
            L("08-20 20:00", "jamal", "my cousin does sports massage, 20% off for camp lot", "g-jamal-massage"),
            L("09-26 12:00", "t", "Big night for Callum tomorrow, everyone at the venue for 7 👊", "g-callum-night"),
        ],
    },
    {
        "id": "chat-maeve-steady-steps", "trainer": "maeve", "members": ["bernard", "ravi", "edna", "lorraine"],
        "lines": [
            L("06-12 10:00", "t", "Welcome to Steady Steps! Tuesdays 10:30 at St Anne's church hall. Shoes with a grip please, not slippers.", "g-steps-start"),
            L("07-21 17:00", "bernard", "I will bring the biscuits next week. Custard creams", "g-bernard-biscuits"),
            L("08-11 11:00", "edna", "Can my neighbour Joan come along? She had a fall too", "g-edna-joan"),
            L("09-08 15:00", "ravi", "Thank you all for the lovely anniversary card", "g-ravi-card"),
            L("10-06 13:00", "t", "Lorraine stood on one leg for 20 seconds today, a class record! 👏", "g-lorraine-record"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("dele", "jamal", "2026-06-21", "Jamal: right hand bruised, X-ray clear (no 5th metacarpal fracture). Footwork and defence only, no punching with the right for 2 weeks. Weight 73.2 kg."),
    ("dele", "callum", "2026-07-15", "Callum: left anterior shoulder pain on the jab, likely rotator cuff irritation. Band external rotation 3x15 twice daily, no heavy bag for a week. Weight 89.9 kg."),
    ("dele", "sofia", "2026-07-09", "Sofia: left lower rib pain after clinch work, bruising suspected. No clinch for 2 weeks. Cardio on the assault bike, kick drills only."),
    ("dele", "ngozi", "2026-07-20", "Ngozi: right-sided low back pain after roundhouse kicks. Pivot drill, dead bugs 3x10, glute bridges 3x15. Asthma controlled on the preventer."),
    ("maeve", "bernard", "2026-06-03", "Bernard: fall in the garden in May. Timed up and go 16 s. 30 s sit-to-stand: 7. On warfarin. Single-leg stand 3 s right, 2 s left."),
    ("maeve", "bernard", "2026-09-22", "Bernard: timed up and go 11 s. 30 s sit-to-stand: 11. Single-leg stand 9 s each side. Dizziness on standing reported to his GP."),
    ("maeve", "ravi", "2026-07-16", "Ravi: freezing at doorways. Cueing with counting aloud and floor lines. Sessions one hour after his Sinemet dose."),
    ("maeve", "edna", "2026-06-08", "Edna: osteoporosis, left wrist fracture December 2025. Walking frame indoors. Chair-based strength twice a week. Alendronic acid on Mondays."),
    ("maeve", "lorraine", "2026-07-16", "Lorraine: fall in the bathroom on 10 July, an hour on the floor. Practised getting up from the floor (backward chaining). Grab rail requested. Both knees osteoarthritic, left worse."),
    ("anjali", "tyler", "2026-06-02", "Tyler: desk job, low back stiffness, no pain down the legs. Sit-and-reach -12 cm. Tight hip flexors and hamstrings. 15-minute home routine."),
    ("anjali", "diego", "2026-07-12", "Diego: left-sided sciatica to the calf, no numbness. Nerve glides, cobra, no deep forward folds. Right ACL reconstruction 2019, stable."),
    ("anjali", "mei", "2026-06-08", "Mei: violinist, left upper trapezius and levator scapulae tight. Chin tucks, thread the needle, eagle arms. Break every 30 minutes of playing."),
    ("anjali", "grace", "2026-07-01", "Grace: left plantar fasciitis. Frozen bottle roll, calf stretch on a step 3x30 s. Sleep routine after nights: legs up the wall, 4-7-8 breathing."),
]

TRANSCRIPTS = [
    {
        "id": "tr-dele-jamal-20261003", "trainer": "dele", "client": "jamal", "startedAt": "2026-10-03T10:00:00Z",
        "title": "Gym session: national championships prep",
        "lines": [
            ("Coach", 0, "One week out. Where's the weight?"),
            ("Jamal", 5, "70.4 this morning."),
            ("Coach", 10, "Good, that's under the limit already, so no sauna suit this time. Eat normally till Wednesday."),
            ("Jamal", 21, "What's the plan for the southpaw?"),
            ("Coach", 27, "Jab to the body, step outside his lead foot and keep moving to your left, away from his left hand."),
            ("Jamal", 40, "Jaw still clicks a bit."),
            ("Coach", 45, "Dentist said it's fine. Wear the custom gumshield, not the boil-and-bite."),
        ],
    },
    {
        "id": "tr-maeve-ravi-20260902", "trainer": "maeve", "client": "ravi", "startedAt": "2026-09-02T14:00:00Z",
        "title": "Home visit: falls check",
        "lines": [
            ("Coach", 0, "Any falls since we last saw each other?"),
            ("Ravi", 6, "No falls. Two near misses on the rug in the hall."),
            ("Coach", 12, "Then let's take that rug up today, and put a night light on the landing."),
            ("Ravi", 22, "Lakshmi has wanted that rug gone for years."),
            ("Coach", 28, "And a shower seat in the bathroom, so you're not standing on one leg to wash."),
        ],
    },
    {
        "id": "tr-anjali-grace-20260915", "trainer": "anjali", "client": "grace", "startedAt": "2026-09-15T17:30:00Z",
        "title": "Video call: sleep on the day shifts",
        "lines": [
            ("Coach", 0, "How's sleep now you're on days?"),
            ("Grace", 5, "About seven hours. Best in years honestly."),
            ("Coach", 11, "Keep the wind-down: phone away at ten, legs up the wall, and the same wake time at weekends."),
            ("Grace", 23, "The wired feeling from the sertraline went after about three weeks."),
            ("Coach", 30, "Good. Keep your GP in the loop, and we'll keep the evening practice gentle."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("jamal", "2026-07-10", 7.5, 6, 90, "Cutting weight, hungry all the time."),
    ("callum", "2026-08-22", 6.0, 7, 70, "Year-end audits at work, missed two sessions."),
    ("callum", "2026-09-19", 7.0, 5, 95, "One week to fight night."),
    ("sofia", "2026-08-01", 8.0, 4, 95, "Camp going well, rib fine."),
    ("ngozi", "2026-09-05", 6.5, 6, 80, "Wedding prep madness."),
    ("bernard", "2026-08-01", 7.0, 3, 90, "Stairs getting easier."),
    ("ravi", "2026-10-01", 6.0, 4, 85, "Tremor worse when I am tired."),
    ("edna", "2026-07-02", 6.5, 2, 100, "Enjoying the chair exercises."),
    ("lorraine", "2026-08-14", 5.5, 5, 75, "Knees bad in the heat. Nervous getting in the bath."),
    ("tyler", "2026-09-01", 7.0, 6, 80, "Release week at work, at the desk all day."),
    ("diego", "2026-08-20", 5.5, 5, 70, "Double shifts at the restaurant."),
    ("mei", "2026-09-20", 8.0, 3, 90, "Home after the tour, resting."),
    ("grace", "2026-08-08", 4.5, 8, 60, "Nights are brutal this month."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("callum", "weight", "kg", "2026-06-09", "2026-09-22", 7, 92.0, 85.6, 0.3),
    ("ravi", "steps", "steps", "2026-06-08", "2026-10-26", 3, 4800, 7200, 350),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("callum", "goal-dele-callum-weight", "weight", 85, "kg", "2026-09-25", "active"),
    ("ravi", "goal-maeve-ravi-steps", "steps", 7500, "steps", None, "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("bernard", "2026-07-10", "INR", 3.4, "ratio", 2.0, 3.0),
    ("bernard", "2026-09-04", "INR", 2.6, "ratio", 2.0, 3.0),
    ("mei", "2026-08-01", "Vitamin D", 18, "ng/mL", 30, 100),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ok ta", "see u sat", "done ✔️", "otw", "running late sorry!!", "can we do half 6?", "yup", "👍🏾", "thx!",
    "perfect 👌", "lmao", "haha fair", "cheers mate", "sorry, mad week", "will do it tonight", "sent the money x",
    "the app logged me out again", "kk", "sounds good", "cant do tomorrow, friday?", "booked ✅", "ty", "🙏🏽",
    "nice one", "leaving now", "forgot to log it, will do later", "same time next week?", "yes please", "got it",
    "brb", "is it the usual room?", "only just seen this", "deal", "crazy day, later?", "all good", "grand so",
    "ahh ok gotcha", "have a good weekend!", "wrong chat sorry 🙈", "no worries", "awesome, thanks!", "👊🏽",
]
TRAINER_CHATTER = [
    "Good work today!", "You're booked in.", "See you Saturday.", "No problem, Friday works.", "Logged, thank you.",
    "This week's plan is in the app.", "Quick reminder to log your sessions.", "Have a lovely weekend!",
    "Happy to move it, just let me know.", "Thanks for letting me know.", "Invoice sent.", "Fixed, try the app again.",
    "Perfect, see you then.", "Nice one 👍", "Any time!", "Usual room.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261031, health_seed=20261031)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
