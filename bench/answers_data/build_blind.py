#!/usr/bin/env python3
"""Build the blind data set for the answer benchmark (bench/answers_data/blind.json).

    functions/venv/bin/python -m bench.answers_data.build_blind

Three trainers, 18 clients, January to May 2026 (asked on 30 May 2026): one-to-one
chats, three group chats, session notes, three session transcripts, check-ins,
client profiles and a little health data (weight, steps, four lab panels), in the
format of demo/data/demo_dataset.json. Written on 2026-11-28 by someone who had
not read the vocabulary, kinds or answerability tables nor the other question
files (issue 14: a held-out estimate, and development material written blind).
Every story is new: none of the demo's or the roster's clients, topics or lines.

The story messages are hand-written the way people text (lowercase, slips,
emoji, corrections later on); the everyday chatter between them ("see u
thurs", "done ✅") is drawn from small pools with a fixed seed and names no
body part, food, drink, medicine, sport, event or number a question asks
about. Deterministic: two runs write byte-identical files. `blind_tags.json`
maps the story tags to message ids for the question list
(bench/answers_data/blind_questions.py).

Clients are split dev / test by client (DEV_CLIENTS below): the questions about
a test client are for reporting only.
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind.json", HERE / "blind_tags.json"
YEAR = 2026
START, END = datetime(2026, 1, 5, 7, 0), datetime(2026, 5, 29, 21, 0)
ASKED_AT = "2026-05-30T09:00:00Z"


class Line(NamedTuple):
    when: str  # "MM-DD HH:MM" in YEAR, UTC
    who: str  # "c" the client, "t" the trainer, or in a group a member's short name
    text: str
    tag: str | None


def L(when: str, who: str, text: str, tag: str | None = None) -> Line:
    return Line(when, who, text, tag)


TRAINERS = [
    {"id": "coach-nora", "displayName": "Nora Castellanos", "email": "nora.castellanos@example.com", "short": "nora"},
    {"id": "coach-felix", "displayName": "Felix Brandt", "email": "felix.brandt@example.com", "short": "felix"},
    {"id": "coach-tomasz", "displayName": "Tomasz Kowalczyk", "email": "tomasz.kowalczyk@example.com", "short": "tomasz"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("nora", "rashid-karimi", "Rashid Karimi", "rashid"),
    ("nora", "wren-halloway", "Wren Halloway", "wren"),
    ("nora", "ingrid-solberg", "Ingrid Solberg", "ingrid"),
    ("nora", "delphine-moreau", "Delphine Moreau", "delphine"),
    ("nora", "gustavo-ibarra", "Gustavo Ibarra", "gustavo"),
    ("nora", "barty-finch", "Barty Finch", "barty"),
    ("felix", "saoirse-dunleavy", "Saoirse Dunleavy", "saoirse"),
    ("felix", "teodor-petrescu", "Teodor Petrescu", "teodor"),
    ("felix", "lorna-mcallister", "Lorna McAllister", "lorna"),
    ("felix", "matthias-keller", "Matthias Keller", "matthias"),
    ("felix", "anouk-visser", "Anouk Visser", "anouk"),
    ("felix", "yusuf-demir", "Yusuf Demir", "yusuf"),
    ("tomasz", "marisol-quintero", "Marisol Quintero", "marisol"),
    ("tomasz", "hyunwoo-park", "Hyun-woo Park", "hyunwoo"),
    ("tomasz", "pernille-aasen", "Pernille Aasen", "pernille"),
    ("tomasz", "cormac-byrne", "Cormac Byrne", "cormac"),
    ("tomasz", "idris-balogun", "Idris Balogun", "idris"),
    ("tomasz", "valentina-greco", "Valentina Greco", "valentina"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("rashid", "wren", "ingrid", "saoirse", "teodor", "lorna", "marisol", "hyunwoo", "pernille")

PROFILES = [
    {"clientId": "rashid-karimi", "age": 34, "goal": "Deadlift 220 kg and keep training through Ramadan",
     "dietaryRestrictions": ["halal"], "injuries": [],
     "notes": "Chartered accountant; January is self-assessment season. Trains Monday, Wednesday and Friday evenings."},
    {"clientId": "wren-halloway", "age": 27, "goal": "Climb a 7A boulder outdoors at Fontainebleau in April",
     "dietaryRestrictions": ["vegan"], "injuries": ["right ring finger pulley strain (2026)"],
     "notes": "Veterinary nurse at a small-animal practice. Climbs at the Arch bouldering wall."},
    {"clientId": "ingrid-solberg", "age": 56, "goal": "Lose 7 kg and feel strong again",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "School librarian. Hypothyroidism, on levothyroxine. Walks with her sister at weekends."},
    {"clientId": "delphine-moreau", "age": 31, "goal": "Stay strong and active through her pregnancy",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Dental hygienist. First pregnancy, due late July 2026."},
    {"clientId": "gustavo-ibarra", "age": 45, "goal": "Lose the belly and deadlift 180 kg",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "ICU nurse on nights, four on and four off. Married, two teenage sons."},
    {"clientId": "barty-finch", "age": 68, "goal": "Carry his golf bag for 18 holes and keep up with the grandchildren",
     "dietaryRestrictions": [], "injuries": ["right hip osteoarthritis"],
     "notes": "Retired postman. Atrial fibrillation, on apixaban. Four grandchildren, including six-year-old twin boys."},
    {"clientId": "saoirse-dunleavy", "age": 22, "goal": "2k erg under 7:30 and a seat in the first eight",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Final-year biology student, rows for the university women's squad."},
    {"clientId": "teodor-petrescu", "age": 38, "goal": "Run the city 10k under 40 minutes on 17 May",
     "dietaryRestrictions": [], "injuries": ["left plantar fasciitis (2026)"],
     "notes": "Backend developer, works from home. Has a toddler."},
    {"clientId": "lorna-mcallister", "age": 44, "goal": "Stay fit enough to cycle to school every day",
     "dietaryRestrictions": [], "injuries": ["right tennis elbow (2026)"],
     "notes": "Head teacher of a primary school. Three children. Plays padel."},
    {"clientId": "matthias-keller", "age": 41, "goal": "Reach 4 W/kg and finish Mallorca 312",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Sales director; travels to Asia for work every few months."},
    {"clientId": "anouk-visser", "age": 35, "goal": "Swim 3 km in open water in under 55 minutes",
     "dietaryRestrictions": ["gluten-free (coeliac disease)"], "injuries": [],
     "notes": "Corporate lawyer. Asthma, with a preventer and a reliever inhaler."},
    {"clientId": "yusuf-demir", "age": 39, "goal": "5k erg under 18:30 and stay fit on the road",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Long-haul airline captain. Married, one daughter."},
    {"clientId": "marisol-quintero", "age": 33, "goal": "Run 5 km again after the baby",
     "dietaryRestrictions": [], "injuries": ["caesarean section (September 2025)"],
     "notes": "Baby Noa born September 2025, breastfeeding. Marketing manager, on maternity leave until June."},
    {"clientId": "hyunwoo-park", "age": 47, "goal": "Get under 90 kg and keep his muscle",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Insurance underwriter, desk-based. On Wegovy since December 2025."},
    {"clientId": "pernille-aasen", "age": 71, "goal": "Stay steady on her feet and keep playing the piano",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Retired piano teacher. Parkinson's disease diagnosed in 2024, on levodopa. Lives with her husband Erik."},
    {"clientId": "cormac-byrne", "age": 26, "goal": "Get back to Gaelic football after his ACL reconstruction",
     "dietaryRestrictions": [], "injuries": ["right ACL reconstruction, hamstring graft (September 2025)"],
     "notes": "Self-employed plumber. Plays for his local GAA club."},
    {"clientId": "idris-balogun", "age": 52, "goal": "Get full use of his left shoulder back and lose 5 kg",
     "dietaryRestrictions": [], "injuries": ["left rotator cuff repair (January 2026)"],
     "notes": "Head chef at his own restaurant, long shifts on his feet."},
    {"clientId": "valentina-greco", "age": 30, "goal": "First strict pull-up",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Call-centre team leader on a rotating shift pattern. Migraines with aura."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "rashid": [
        L("01-06 19:10", "c", "happy new year nora!! ready to get back at it. tax season tho so evenings might be patchy till end of jan 😩", "rashid-taxseason"),
        L("01-06 19:30", "t", "Happy new year! No stress, we'll keep it to 3 sessions a week until the 31st and go heavier in Feb."),
        L("01-13 20:05", "c", "felt a twinge high up in my left hamstring on the rdls tonight. not sharp just.. tight and grabby", "rashid-hamstring-1"),
        L("01-13 20:40", "t", "Drop the RDLs this week and swap in hip thrusts and light Nordic negatives. If it's still grabby on Friday tell me before we deadlift.", "rashid-hamstring-coach"),
        L("01-16 08:00", "c", "sorry late reply mad week at work. hammy is fine now btw, no grab at all going up stairs. see u fri", "rashid-hamstring-2"),
        L("02-03 18:45", "c", "tax return filed. i am FREE. lets go heavy", "rashid-taxdone"),
        L("02-10 19:55", "c", "200 on deadlift for a single!!! first time ever 🔥🔥", "rashid-dl-200"),
        L("02-10 20:10", "t", "200 kg! Massive. That was fast off the floor too, plenty left in the tank.", "rashid-dl-200-coach"),
        L("02-12 12:00", "c", "quick q - ramadan starts next week, prob the 18th. i'll be fasting the whole month. can we move sessions to after iftar? like 8:30pm", "rashid-ramadan-1"),
        L("02-12 12:30", "t", "Of course. During Ramadan we'll train after iftar at 8:30, keep the volume about 30% lower and skip anything max effort. Break the fast with dates and water, have a proper meal, then lift 1.5 to 2 hours later.", "rashid-ramadan-coach"),
        L("02-25 21:45", "c", "week 1 done. energy is ok after iftar but struggling to get protein in, only eating 2 meals", "rashid-ramadan-protein"),
        L("02-25 22:00", "t", "Have a whey shake with suhoor and another after training. Aim for about 160 g of protein a day across iftar, the shakes and suhoor.", "rashid-whey"),
        L("03-09 21:30", "c", "bit dizzy standing up between sets tonight. think i didnt drink enough at iftar", "rashid-dizzy"),
        L("03-09 21:40", "t", "Thanks for telling me. Sip water steadily from iftar to suhoor, add an electrolyte tablet, and stop the session if you feel lightheaded again.", "rashid-dizzy-coach"),
        L("03-21 10:00", "c", "eid mubarak!! 🌙 fast is done, back to normal times from next week", "rashid-eid"),
        L("04-14 19:20", "c", "210 today!!! new pb by 10 😤", "rashid-dl-210"),
        L("04-14 19:35", "t", "210 kg, what a pull. 220 by the summer looks very realistic now.", "rashid-dl-210-coach"),
        L("05-05 18:00", "c", "my brother's wedding is in lahore on the 22nd so i'm gone 2 weeks from the 15th. can u send a hotel gym plan?", "rashid-travel"),
        L("05-05 18:30", "t", "Sent: three full-body sessions a week with dumbbells, goblet squats, single-leg RDLs, push-ups and rows. Enjoy the wedding!"),
        L("05-27 20:00", "c", "back! ate my body weight in biryani lol", "rashid-back"),
    ],
    "wren": [
        L("01-08 17:20", "c", "hiii ok new year goal: send a 7A at font in april 🧗‍♀️ we booked the gite!!", "wren-font-goal"),
        L("01-08 17:45", "t", "Love it. Hangboard twice a week and keep the pulling strength going. 7A in Fontainebleau it is.", "wren-font-coach"),
        L("01-20 19:00", "c", "max hangs today 20mm edge +8kg for 10s 💪", "wren-hang"),
        L("01-27 12:30", "c", "is it ok that im vegan and doing all this? bit worried about protein", "wren-vegan"),
        L("01-27 13:00", "t", "Totally doable. Tofu, tempeh, lentils, seitan and a pea and rice protein powder will get you to 110 g a day.", "wren-vegan-coach"),
        L("02-02 21:10", "c", "ugh. heard a pop in my right ring finger on a crimpy problem tonight. swollen at the base 😭", "wren-finger-1"),
        L("02-02 21:25", "t", "Stop climbing on it, ice it and book the hand physio. Don't tape it and keep pulling until we know what it is.", "wren-finger-1-coach"),
        L("02-05 13:00", "c", "physio thinks maybe a partial A4 tear?? ultrasound on the 12th", "wren-finger-2"),
        L("02-12 16:40", "c", "ok ACTUALLY not a tear!! grade 1 strain, pulley intact 🙌 she says 4-6 weeks of rehab", "wren-finger-3"),
        L("02-12 17:00", "t", "Brilliant news. Grade 1 strain, so we follow the physio's rehab: open-hand grip only, no crimping until she clears you.", "wren-finger-3-coach"),
        L("03-02 08:15", "c", "bloods back. ferritin is 11 which apparently is rubbish. gp says iron tablets every other day", "wren-ferritin"),
        L("03-02 08:40", "t", "That explains the flat sessions. Take them with some vitamin C and away from tea and coffee. We'll see how you feel in a month.", "wren-iron-coach"),
        L("03-10 18:00", "c", "cleared to crimp again!!! slowly slowly", "wren-cleared"),
        L("04-18 20:30", "c", "SENT A 7A ON THE LAST DAY AT FONT!!!! 😭🎉 finger held up fine", "wren-7a"),
        L("04-18 20:45", "t", "WREN!!! The whole plan paid off. Enjoy your last night in the forest.", "wren-7a-coach"),
        L("05-12 19:00", "c", "skin on my fingertips is shredded from the new wall, taking 2 days off", "wren-skin"),
    ],
    "ingrid": [
        L("01-09 10:00", "c", "Hello Nora, the GP rang, my thyroid bloods came back and the TSH is 6.8 so she wants to up the levothyroxine", "ingrid-tsh-1"),
        L("01-09 10:30", "t", "Thanks Ingrid. That could explain the tiredness you mentioned. We'll keep sessions moderate while the dose settles.", "ingrid-tsh-1-coach"),
        L("01-21 09:15", "c", "Dose is going from 75 to 88 micrograms from Monday. Have to take it on an empty stomach half an hour before breakfast so no more coffee first thing 😕", "ingrid-dose"),
        L("02-16 11:00", "c", "scales haven't moved in 3 weeks, I'm so frustrated. doing everything right", "ingrid-plateau"),
        L("02-16 11:30", "t", "Plateaus are really common while thyroid levels settle. Your squat is up 10 kg and your waist is down 3 cm, so the work is landing.", "ingrid-plateau-coach"),
        L("03-03 09:40", "c", "i always feel cold in the studio, is that the thyroid?", "ingrid-cold"),
        L("03-03 10:00", "t", "It can be. Bring a layer for the warm-up and mention it at your next GP review."),
        L("04-24 12:00", "c", "Latest bloods: TSH 2.1!! GP is happy and so am I. I actually have energy in the afternoons now", "ingrid-tsh-2"),
        L("04-24 12:20", "t", "Fantastic, that's right in range. Let's add a third strength day now that your energy is back.", "ingrid-tsh-2-coach"),
        L("05-08 16:00", "c", "bought some nordic walking poles! doing 6km round the lake on saturdays with my sister", "ingrid-poles"),
        L("05-20 18:00", "c", "down 4.5 kg since January. my daughter noticed!", "ingrid-weight"),
    ],
    "delphine": [
        L("01-07 18:00", "c", "ok so... big news 🤰 12 weeks today! midwife says i can keep lifting, just listen to my body", "delphine-pregnant"),
        L("01-07 18:20", "t", "Congratulations!!! We'll keep your lifting going, cap the effort around RPE 7, and no breath-holding on the heavy sets.", "delphine-preg-coach"),
        L("01-29 19:30", "c", "the nausea is finally easing, actually ate breakfast today lol", "delphine-nausea"),
        L("02-20 17:30", "c", "found out it's a girl!!! 💕", "delphine-girl"),
        L("03-04 20:00", "c", "pain at the front of my pelvis when i go up stairs or put my jeans on 🥲", "delphine-pgp-1"),
        L("03-04 20:30", "t", "That sounds like pelvic girdle pain. Keep your knees together getting in and out of the car, no lunges or wide squats for now, and ask the midwife for a physio referral.", "delphine-pgp-coach"),
        L("03-18 13:00", "c", "physio confirmed SPD. gave me a support belt and it helps loads", "delphine-pgp-2"),
        L("04-15 17:00", "c", "glucose test done and it's normal!! no gestational diabetes 🙌 that drink was disgusting tho", "delphine-gtt"),
        L("04-22 18:00", "c", "heartburn is unreal at night now. sleeping propped up on 3 pillows", "delphine-heartburn"),
        L("05-27 19:00", "c", "32 weeks! going to drop to 2 sessions a week i think, so tired by friday", "delphine-32w"),
        L("05-27 19:20", "t", "Two is perfect. One strength and one mobility and pelvic floor session a week until your maternity leave.", "delphine-32w-coach"),
        L("05-28 12:00", "c", "last day at the practice is june 19 then mat leave 🥳", "delphine-matleave"),
    ],
    "gustavo": [
        L("01-05 08:30", "c", "starting keto today. wife is doing it too. goodbye bread 😭", "gus-keto-1"),
        L("01-05 09:00", "t", "Go for it. Keep the protein up, salt your food and drink plenty; the first week can feel rough.", "gus-keto-coach"),
        L("01-14 07:50", "c", "keto flu is real. headache for 3 days. better now", "gus-ketoflu"),
        L("01-22 08:15", "c", "just off a run of 4 nights. can we train at 2pm instead of mornings? i sleep 8am till 1", "gus-nights"),
        L("01-22 08:40", "t", "Yes: 2pm on your days off and on the first day after a night block. We never train you straight off a night.", "gus-nights-coach"),
        L("03-11 10:00", "c", "woke up and my big toe is on FIRE. swollen red shiny. doc says gout 😩 on colchicine", "gus-gout-1"),
        L("03-11 10:20", "t", "Ouch. No lower body until it settles, we'll do seated upper-body work. Ask the doctor whether the diet could be a factor.", "gus-gout-coach"),
        L("03-20 12:00", "c", "uric acid came back at 540. doc thinks keto plus being dehydrated on shifts set it off. she wants me off keto so doing mediterranean style now", "gus-gout-2"),
        L("04-08 09:30", "c", "down 7 kg since jan even after ditching keto 😎", "gus-weight"),
        L("05-04 08:00", "c", "blackout blinds finally fitted, slept 7 straight hours after nights for the first time in years", "gus-blinds"),
        L("05-19 14:00", "c", "deadlift 3x5 at 150 felt smooth", "gus-dl"),
    ],
    "barty": [
        L("01-12 11:00", "c", "Morning Nora. Right hip was grumbling after 9 holes yesterday. The cold doesn't help.", "barty-hip-1"),
        L("01-12 11:30", "t", "Thanks Barty. Keep the sit-to-stands and side steps going, and use the trolley rather than carrying the bag for now.", "barty-hip-coach"),
        L("01-26 15:00", "c", "Cardiologist has put me on apixaban for the AF. Said I'd bruise easier.", "barty-apixaban"),
        L("01-26 15:20", "t", "Noted. We'll be careful with anything that could knock or pinch, and tell me about any bruising that looks unusual.", "barty-apixaban-coach"),
        L("02-23 10:00", "c", "Grandsons stayed for half term. Played footy in the garden for an hour and the hip held up!", "barty-grandsons"),
        L("03-30 09:30", "c", "Got a big bruise on my shin from the step box, looks worse than it feels", "barty-bruise"),
        L("04-20 16:00", "c", "Walked all 18 holes and carried the bag on the back 9. First time in two years.", "barty-golf"),
        L("04-20 16:30", "t", "That's exactly what we've been working towards. Brilliant, Barty."),
        L("05-15 11:00", "c", "Surgeon says the x-ray shows moderate arthritis but no operation needed yet, keep doing what I'm doing.", "barty-xray"),
    ],
    "saoirse": [
        L("01-09 16:00", "c", "2k test today 7:41.2 😤 wanted sub 7:40 so bad", "saoirse-2k-1"),
        L("01-09 16:20", "t", "7:41 in January is a great start. Your splits were even until 1500 m; we'll work on the third 500.", "saoirse-2k-1-coach"),
        L("01-23 20:00", "c", "started creatine 5g a day like u said, mixing it in my porridge lol", "saoirse-creatine"),
        L("02-17 19:15", "c", "sharp pain on the right side of my ribs when i breathe in deep after the long piece today 😬", "saoirse-rib-1"),
        L("02-17 19:40", "t", "Stop erging and get it checked this week. Rib pain in rowers needs a stress fracture ruled out before anything else.", "saoirse-rib-coach"),
        L("02-20 12:00", "c", "physio + scan: NOT a stress fracture phew. intercostal muscle strain. 2 weeks off the water", "saoirse-rib-2"),
        L("03-06 18:00", "c", "back in the boat!!", "saoirse-back"),
        L("04-16 17:30", "c", "7:29.8!!!!!!!!! SUB 7:30 AHHHH", "saoirse-2k-2"),
        L("04-16 17:45", "t", "Eleven seconds off since January. Unreal, Saoirse.", "saoirse-2k-2-coach"),
        L("05-02 21:00", "c", "exams start monday, library til midnight every night. might only make 2 sessions", "saoirse-exams"),
        L("05-10 15:00", "c", "WE WON THE INTERVARSITY 🏆🚣‍♀️ the eight was flying", "saoirse-regatta"),
    ],
    "teodor": [
        L("01-11 09:00", "c", "signed up for the city 10k on may 17th. goal = sub 40. current pb 41:20 from 2024", "teodor-10k-goal"),
        L("01-11 09:30", "t", "Sub-40 is four minutes a km. Very doable in four months with one interval session, one tempo and a long run each week.", "teodor-10k-coach"),
        L("01-30 20:00", "c", "toddler has hand foot and mouth so nobody is sleeping this week, skipping the intervals", "teodor-toddler"),
        L("02-06 07:30", "c", "left heel is agony for the first few steps out of bed. eases after 10 mins. what is this", "teodor-heel-1"),
        L("02-06 08:00", "t", "Classic plantar fasciitis pattern. Calf raises off a step 3x15 slowly, roll your foot on a frozen bottle, and cut the long run to 60 minutes for two weeks.", "teodor-heel-coach"),
        L("02-19 21:00", "c", "podiatrist agreed it's plantar fasciitis. she wants me in a night splint 🙄 and new shoes with more drop", "teodor-heel-2"),
        L("03-01 10:00", "c", "got the hokas. feels like running on marshmallows", "teodor-shoes"),
        L("03-15 18:30", "c", "did 45 mins on zwift instead of the run, heel flaring", "teodor-zwift"),
        L("04-02 07:00", "c", "3 weeks with no morning heel pain 🙏", "teodor-heel-3"),
        L("04-26 12:00", "c", "tempo today 5x1k at 3:52 avg. feeling FAST", "teodor-tempo"),
        L("05-17 11:30", "c", "39:48!!!!! SUB 40 BABY", "teodor-race"),
        L("05-17 12:00", "t", "39:48! Four months of work right there. So proud of you.", "teodor-race-coach"),
    ],
    "lorna": [
        L("01-13 21:00", "c", "trying 16:8 fasting this term. eating window 12-8. is that ok with my morning rides?", "lorna-if-1"),
        L("01-13 21:20", "t", "It can work. Keep the commute rides easy while you're fasted, and make the noon meal a proper one with protein.", "lorna-if-coach"),
        L("02-09 19:00", "c", "outside of my right elbow is killing me. padel 3x a week might be the culprit lol", "lorna-elbow-1"),
        L("02-09 19:30", "t", "Sounds like lateral elbow tendinopathy, tennis elbow. Cut padel to once a week and start slow wrist extension lowers with a 2 kg dumbbell, 3x15 every day.", "lorna-elbow-coach"),
        L("03-02 22:30", "c", "ofsted are coming thursday. i am not sleeping. at all", "lorna-ofsted"),
        L("03-02 22:45", "t", "Hang in there. Swap Wednesday's session for a walk and do the breathing routine before bed.", "lorna-ofsted-coach"),
        L("03-07 17:00", "c", "we got GOOD. i cried in the car park", "lorna-ofsted-2"),
        L("03-24 20:00", "c", "gp suggested magnesium glycinate before bed, sleeping so much better", "lorna-magnesium"),
        L("04-09 18:00", "c", "stopped the fasting, it was making me so hangry with the kids in the evenings 😅", "lorna-if-stop"),
        L("04-28 17:00", "c", "elbow nearly pain free. back to padel twice a week", "lorna-elbow-2"),
        L("05-22 18:00", "c", "cycled in every day this week, 120km total 🚲", "lorna-commute"),
    ],
    "matthias": [
        L("01-15 18:00", "c", "ftp test: 265w. weight 78kg so 3.4 w/kg. want 4 by mallorca 312 in april", "matthias-ftp-1"),
        L("01-15 18:30", "t", "Good baseline. Two threshold sessions a week on the trainer and a long ride at the weekend; we retest in March.", "matthias-ftp-1-coach"),
        L("02-11 07:00", "c", "outside of my left knee aches after 2 hrs on the bike. fine on short rides", "matthias-knee-1"),
        L("02-11 07:30", "t", "Could be your cleats or saddle height. Get a bike fit before it gets worse, and foam roll the outer thigh and glutes meanwhile.", "matthias-knee-coach"),
        L("02-20 19:00", "c", "bike fit done - turns out its not the saddle, cleats were rotated too far in. she fixed them + added a 2mm shim. knee already better", "matthias-bikefit"),
        L("03-02 23:00", "c", "in singapore for work til the 13th, hotel gym has a wattbike at least 😅", "matthias-singapore"),
        L("03-16 06:00", "c", "jet lag is destroying me. awake at 3am every day since i got back", "matthias-jetlag"),
        L("03-25 19:00", "c", "ftp retest 281!!", "matthias-ftp-2"),
        L("04-25 20:00", "c", "mallorca 312 done. 11h02. cramped on the last climb but finished 🥵", "matthias-312"),
        L("04-25 20:30", "t", "312 km in just over 11 hours. Huge, Matthias. We'll look at salt and fuelling for the cramps.", "matthias-312-coach"),
    ],
    "anouk": [
        L("01-10 12:00", "c", "css test done: 1:38 per 100. slow 🐢", "anouk-css-1"),
        L("01-10 12:15", "t", "Solid starting point. Two threshold swims a week at that pace and we retest in eight weeks."),
        L("01-28 19:00", "c", "wheezy after the cold outdoor dip this morning, had to use my inhaler twice", "anouk-asthma-1"),
        L("01-28 19:20", "t", "Take your reliever inhaler 15 minutes before cold water swims, warm up on land first, and don't swim alone outdoors until it's under control.", "anouk-asthma-coach"),
        L("02-24 18:00", "c", "asthma nurse added a preventer inhaler too, the brown one morning and night", "anouk-preventer"),
        L("03-05 08:00", "c", "billing targets at work are insane this quarter, 3 swims a week max", "anouk-work"),
        L("03-20 12:00", "c", "css retest 1:32!!", "anouk-css-2"),
        L("04-14 17:00", "c", "hayfever season 🤧 eyes streaming in the pool car park lol", "anouk-hayfever"),
        L("05-23 13:00", "c", "3k lake swim done in 52:10, 4th in my age group 🏊‍♀️", "anouk-race"),
        L("05-23 13:30", "t", "4th in your age group on your first 3 km! Brilliant swim.", "anouk-race-coach"),
    ],
    "yusuf": [
        L("01-16 10:00", "c", "landed from LA. melatonin 3mg last night and slept ok for once", "yusuf-melatonin"),
        L("01-16 10:20", "t", "Good. Keep today easy, just a 30-minute erg at chatting pace and some mobility."),
        L("02-04 15:00", "c", "lower back stiff after the 13hr sector. sitting in that seat is brutal", "yusuf-back-1"),
        L("02-04 15:30", "t", "Try the cat-cow and a hip flexor stretch every couple of hours on the flight deck if you can, and we'll add more hip hinge work.", "yusuf-back-coach"),
        L("02-27 18:00", "c", "5k erg 19:02. legs were toast", "yusuf-5k-1"),
        L("03-14 09:00", "c", "daughter turned 10 today 🎂 party with 20 kids, pray for me", "yusuf-daughter"),
        L("04-10 11:00", "c", "passed my class 1 medical ✈️ blood pressure 128/80, doc happy", "yusuf-medical"),
        L("04-30 19:00", "c", "5k in 18:40!!", "yusuf-5k-2"),
        L("05-06 20:00", "c", "hotel gym in tokyo is just a treadmill and some 10kg dumbbells lol", "yusuf-hotel"),
        L("05-06 20:20", "t", "That's enough: dumbbell complexes, 5 rounds of 10 thrusters, 10 rows and 10 RDLs, plus treadmill hill intervals.", "yusuf-hotel-coach"),
    ],
    "marisol": [
        L("01-08 14:00", "c", "noa is 4 months and the sleep regression is REAL. up every 90 mins 🫠", "marisol-regression"),
        L("01-08 14:20", "t", "Oof. Short and gentle sessions this week; rest beats training right now."),
        L("01-19 20:00", "c", "c section scar still feels numb and pulls a bit when i do the dead bugs, normal?", "marisol-scar"),
        L("01-19 20:30", "t", "Numbness around the scar is common for months. Gentle scar massage helps; stop anything that hurts rather than just pulls, and mention it at your physio review.", "marisol-scar-coach"),
        L("02-09 09:00", "c", "down with mastitis 🤒 fever and antibiotics, no gym this week sorry", "marisol-mastitis"),
        L("02-09 09:15", "t", "Rest up and keep feeding. Nothing until you're properly better.", "marisol-mastitis-coach"),
        L("03-05 16:00", "c", "pelvic floor physio says i can start run walk!!! 1 min run 1 min walk x 10", "marisol-run-1"),
        L("03-05 16:20", "t", "Amazing. Three run-walks a week on flat ground, and only build if there's no heaviness or leaking.", "marisol-run-coach"),
        L("03-26 10:00", "c", "bloods back, haemoglobin 10.9 so still a bit anaemic. on ferrous fumarate now", "marisol-hb"),
        L("04-21 18:00", "c", "ran 20 mins without stopping!!! first time since being pregnant", "marisol-run-2"),
        L("05-14 19:00", "c", "going back to work 3 days a week from june, nursery booked 😢", "marisol-work"),
        L("05-25 09:00", "c", "noa sleeping 7pm-5am now. i feel like a human again", "marisol-baby-sleep"),
    ],
    "hyunwoo": [
        L("01-07 12:30", "c", "doc bumped my wegovy to 1mg this week. feeling pretty queasy 🤢", "hyunwoo-wegovy"),
        L("01-07 13:00", "t", "Smaller meals, eat slowly and stop at the first sign of fullness. Protein first on the plate: with the injections we need to protect your muscle.", "hyunwoo-wegovy-coach"),
        L("02-02 08:00", "c", "day 1 no cigarettes. patches on. 25 years of smoking 😬", "hyunwoo-smoking-1"),
        L("02-02 08:30", "t", "Huge step. Expect a few grumpy days; a walk at lunch will help with the cravings.", "hyunwoo-smoking-coach"),
        L("03-03 20:00", "c", "one month smoke free 🚭", "hyunwoo-smoking-2"),
        L("03-18 17:00", "c", "neck is stiff every afternoon, think its the new hot desk setup at work", "hyunwoo-neck"),
        L("03-18 17:30", "t", "Raise the screen to eye level, get up every 30 minutes, and do the chin tucks and band pull-aparts we practised.", "hyunwoo-neck-coach"),
        L("04-13 19:00", "c", "lost 7kg since new year 😁 belt is on a new hole", "hyunwoo-weight"),
        L("05-06 19:00", "c", "smoked one at my cousin's wedding 🙈 back on track today", "hyunwoo-slip"),
        L("05-20 18:00", "c", "leg press 3x12 at 140 now, was 90 in jan", "hyunwoo-legpress"),
    ],
    "pernille": [
        L("01-12 10:00", "c", "Good morning Tomasz. My tremor was worse this week, the neurologist thinks my levodopa timing is off.", "pernille-tremor"),
        L("01-12 10:30", "t", "Let's book your sessions for about an hour after your morning dose, when it's working best.", "pernille-timing-coach"),
        L("02-10 09:00", "c", "I slipped on the ice outside the bakery on Sunday. Bruised my left wrist, the X-ray says no fracture.", "pernille-fall"),
        L("02-10 09:30", "t", "I'm so glad nothing is broken. We'll add more step and reaction drills, and please wear the ice grips on your boots.", "pernille-fall-coach"),
        L("03-09 15:00", "c", "I tried the Rock Steady boxing class! Hitting the pads was such fun.", "pernille-boxing"),
        L("04-06 11:00", "c", "Erik and I walked the whole coastal path loop, 9 km, slowly.", "pernille-walk"),
        L("05-11 10:00", "c", "The neurologist increased my dose slightly. Mornings are much smoother.", "pernille-dose"),
        L("05-27 16:00", "c", "Playing the piano again for 20 minutes a day, my fingers are more obedient now", "pernille-piano"),
    ],
    "cormac": [
        L("01-14 18:00", "c", "4 months post op today. surgeon happy, i can start jogging on the treadmill 🙌", "cormac-jog"),
        L("01-14 18:30", "t", "Great. Start with 10 x 1 min jog / 1 min walk, and we keep the quad work heavy.", "cormac-jog-coach"),
        L("02-18 19:00", "c", "knee was a bit swollen after the jog + squats combo yesterday", "cormac-swelling"),
        L("02-18 19:20", "t", "Back off the running for three days, ice and elevate, then resume at the previous level.", "cormac-swelling-coach"),
        L("03-10 07:00", "c", "early start on a job in town, can only do lunchtimes this week"),
        L("04-08 17:00", "c", "hop tests today, 86% on the single hop. physio wants 90+ before cutting drills", "cormac-hop-1"),
        L("05-13 17:00", "c", "92% on the hop test!!! cleared for cutting and agility ⚽", "cormac-hop-2"),
        L("05-13 17:20", "t", "Massive. We'll build change of direction over four weeks before any contact training with the club.", "cormac-hop-2-coach"),
        L("05-24 20:00", "c", "watched the lads play sunday, itching to get back 😤", "cormac-club"),
    ],
    "idris": [
        L("01-15 21:00", "c", "surgery on tuesday for the rotator cuff. nervous tbh", "idris-surgery"),
        L("01-15 21:15", "t", "Totally normal to be nervous. We'll train your legs and do cardio around the sling and follow the surgeon's protocol to the letter.", "idris-surgery-coach"),
        L("01-23 10:00", "c", "op done. sling for 6 weeks. typing with one hand lol", "idris-sling"),
        L("02-14 22:00", "c", "valentines service was madness, 140 covers"),
        L("03-05 12:00", "c", "sling OFF 🎉 physio started passive range of motion", "idris-slingoff"),
        L("04-02 23:30", "c", "back in the kitchen full shifts. 12 hours on my feet, shoulder achy by the end", "idris-kitchen"),
        L("04-02 23:45", "t", "Carry the heavy stock pots with two hands or ask for help, and do the band external rotations before service.", "idris-kitchen-coach"),
        L("05-12 14:00", "c", "can reach the top shelf overhead with no pain now 🙌", "idris-overhead"),
    ],
    "valentina": [
        L("01-20 13:00", "c", "had a migraine with aura yesterday, zigzag lines then the headache. took my sumatriptan and slept", "valentina-migraine-1"),
        L("01-20 13:20", "t", "Sorry to hear that. Let's log what you ate and how you slept the day before each one, so we can spot triggers.", "valentina-migraine-coach"),
        L("02-03 08:00", "c", "rota changed again, lates all week", "valentina-rota"),
        L("02-16 18:00", "c", "pretty sure skipping lunch on late shifts is a trigger, 3 of the last 4 were after that", "valentina-trigger"),
        L("03-12 17:00", "c", "neurologist started me on topiramate to prevent them. 25mg building up slowly", "valentina-topiramate"),
        L("03-12 17:15", "t", "Good. Tingling fingers are a common side effect early on; tell me if anything feels off in sessions.", "valentina-topiramate-coach"),
        L("04-20 19:00", "c", "tingly fingers from the topiramate lol but only 1 migraine this month!", "valentina-tingle"),
        L("05-05 18:00", "c", "first strict pull up!!!! 💪💪", "valentina-pullup"),
        L("05-05 18:15", "t", "YES! Months of negatives and band work paid off.", "valentina-pullup-coach"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-nora-saturday-club", "trainer": "nora", "members": ["rashid", "wren", "gustavo", "barty", "delphine"],
        "lines": [
            L("01-10 08:00", "t", "Saturday club is back! 9am, partner workout. Bring water."),
            L("01-17 09:50", "gustavo", "sorry only got home from night shift at 8, skipping today 😴", "g-gustavo-nightshift"),
            L("02-21 08:30", "rashid", "fyi doing the session but no water for me lol ramadan, dont judge", "g-rashid-ramadan"),
            L("02-21 08:32", "barty", "Respect, young man. I can't go an hour without a cup of tea."),
            L("03-14 10:30", "wren", "who wants to come bouldering next weekend? beginners welcome", "g-wren-bouldering"),
            L("03-14 10:40", "delphine", "would love to but 🤰 maybe next year haha"),
            L("04-25 11:00", "t", "Huge turnout today! Barty beat everyone on the farmer's carry 💪", "g-barty-carry"),
            L("05-16 09:05", "t", "No club next Saturday, the studio floor is being redone. Back on the 30th."),
        ],
    },
    {
        "id": "chat-felix-erg-squad", "trainer": "felix", "members": ["saoirse", "teodor", "matthias", "anouk", "yusuf"],
        "lines": [
            L("01-31 10:00", "t", "February erg challenge: 100 km each by the 28th. Log your metres here 🚣"),
            L("02-07 18:00", "saoirse", "38k done already hehe"),
            L("02-08 19:00", "matthias", "does bike count? 😂", "g-matthias-bike"),
            L("02-08 19:05", "t", "Nice try Matthias."),
            L("02-15 20:00", "yusuf", "hotel in dubai has a concept2, 12k this morning", "g-yusuf-dubai"),
            L("02-28 21:00", "t", "Final tally: Saoirse 142 km, Yusuf 104 km, Teodor 101 km. Matthias, we need to talk 😅", "g-erg-final"),
            L("03-01 09:00", "anouk", "sorry guys only got to 61k, swim block 🙈", "g-anouk-61"),
            L("04-04 12:00", "teodor", "anyone know a good sports massage place near the station? calves are wrecked", "g-teodor-massage"),
            L("04-04 12:30", "anouk", "kasia at the pool clinic is amazing"),
        ],
    },
    {
        "id": "chat-tomasz-mobility-class", "trainer": "tomasz",
        "members": ["pernille", "idris", "hyunwoo", "valentina", "cormac", "marisol"],
        "lines": [
            L("01-13 10:00", "t", "Welcome to the Tuesday mobility group! Mats provided, wear something comfy."),
            L("02-24 10:15", "hyunwoo", "anyone else's hips super tight from sitting all day? 😩", "g-hyunwoo-hips"),
            L("02-24 10:20", "pernille", "Every morning, dear. The pigeon stretch helps me.", "g-pernille-pigeon"),
            L("03-31 11:00", "idris", "brought samosas from the restaurant for after class, help yourselves", "g-idris-samosas"),
            L("03-31 11:05", "valentina", "idris you legend 😍"),
            L("05-19 10:30", "t", "No class next Tuesday, I'm on a course in Kraków. Back on June 2."),
        ],
    },
]

# ---------------------------------------------------------------------------
# Session notes, transcripts, check-ins.
# ---------------------------------------------------------------------------
# (trainer short, client short, date, text)
NOTES = [
    ("nora", "rashid", "2026-03-04", "Rashid, Ramadan week 2: training at 8:30 pm after iftar. Deadlift 3x3 at 170 kg, bench 4x5 at 90 kg. Volume down about 30%. Reminded him about electrolytes."),
    ("nora", "ingrid", "2026-01-30", "Ingrid: goblet squat 3x10 with 16 kg, leg press 3x12 at 60 kg. Fatigue 6/10 while the levothyroxine dose settles. Walking four times a week."),
    ("nora", "delphine", "2026-03-25", "Delphine, 23 weeks: SPD confirmed by the physio, wearing a support belt. Swapped sumo deadlifts for trap-bar deadlifts, split squats out, side-lying clams and glute bridges in. Effort capped at RPE 7."),
    ("nora", "barty", "2026-04-01", "Barty: right hip pain 3/10 on stairs. Sit-to-stand from a low box 3x8 without hands, suitcase carry 20 kg. Shin bruise from the step box (he is on apixaban): padded the box edge."),
    ("felix", "teodor", "2026-02-20", "Teodor: plantar fasciitis confirmed by the podiatrist. Long run capped at 60 min, intervals on grass. Calf raises 3x15, towel scrunches, night splint. Review in three weeks."),
    ("felix", "lorna", "2026-02-10", "Lorna: right lateral elbow pain 5/10 when gripping. Eccentric wrist extension 3x15 daily with 2 kg, padel once a week. Check the grip size on her racket."),
    ("felix", "matthias", "2026-02-21", "Matthias, bike fit follow-up: cleats rotated outwards, 2 mm shim under the left shoe. Outer knee pain 1/10 after a 2.5 h ride. Glute med work three times a week."),
    ("felix", "anouk", "2026-03-05", "Anouk: asthma controlled on the preventer; reliever before cold water. Bilateral breathing drills, 10 x 200 m at CSS pace."),
    ("tomasz", "marisol", "2026-03-10", "Marisol: cleared to return to running by her pelvic floor physio. Run-walk 1:1 x 10, three times a week. Glute bridges, side planks from the knees. Scar moving well, numbness improving."),
    ("tomasz", "pernille", "2026-02-16", "Pernille after her fall: left wrist bruised, no fracture. Balance: tandem stance 20 s, single-leg stance 6 s. Added reaction and stepping drills, sit-to-stand 3 x 10."),
    ("tomasz", "idris", "2026-03-10", "Idris, 7 weeks after the left rotator cuff repair: sling off. Passive and active-assisted range of motion, flexion 120 degrees. No resisted shoulder work until week 12 per the surgeon. Lower body as normal."),
    ("tomasz", "cormac", "2026-04-08", "Cormac: single-leg hop 86% of the other side, triple hop 84%. Quad strength 81% of the left on the dynamometer. Keep the heavy split squats and leg extensions; retest in five weeks."),
    ("tomasz", "valentina", "2026-04-15", "Valentina: one migraine in four weeks since starting topiramate. No breath-holding on heavy lifts, exhale through the effort. Pull-up: 3 x 3 slow negatives, band-assisted 3 x 6."),
]

TRANSCRIPTS = [
    {
        "id": "tr-nora-ingrid-20260312", "trainer": "nora", "client": "ingrid", "startedAt": "2026-03-12T10:00:00Z",
        "title": "In-person session: lower body and plans for the summer",
        "lines": [
            ("Coach", 0, "Morning Ingrid. How have the legs been since Monday?"),
            ("Ingrid", 6, "A bit stiff on the stairs at work but fine. Oh, and my sister wants us to do a 10k charity walk in June."),
            ("Coach", 18, "Lovely. We'll add some hill walking at the weekends so the distance feels easy."),
            ("Ingrid", 30, "The doctor also said my cholesterol is a touch high, 5.9. She said exercise should help before anything else."),
            ("Coach", 44, "It will. Keep the walking up and we'll keep the strength work going; tell me what she says at the next check."),
            ("Ingrid", 70, "I will. Shall we start with the goblet squats?"),
        ],
    },
    {
        "id": "tr-felix-teodor-20260510", "trainer": "felix", "client": "teodor", "startedAt": "2026-05-10T18:00:00Z",
        "title": "Video call: race plan for the city 10k",
        "lines": [
            ("Coach", 0, "One week out. How's the heel?"),
            ("Teodor", 5, "Honestly fine. I haven't thought about it in weeks."),
            ("Coach", 12, "Great. Race plan: first kilometre no faster than 4:02, then settle at 3:58, and if you feel good at 8 km, empty the tank."),
            ("Teodor", 30, "Should I take a gel?"),
            ("Coach", 36, "No gel for a 10k. A normal breakfast three hours before, porridge and a banana, and a coffee an hour before the start."),
            ("Teodor", 52, "My wife's bringing our daughter to the finish, she's making a sign."),
            ("Coach", 60, "Then you'd better not walk the last kilometre!"),
        ],
    },
    {
        "id": "tr-tomasz-cormac-20260520", "trainer": "tomasz", "client": "cormac", "startedAt": "2026-05-20T12:30:00Z",
        "title": "In-person session: return-to-sport plan",
        "lines": [
            ("Coach", 0, "The physio's happy with the 92% on the hop. The next four weeks we build up your cutting."),
            ("Cormac", 9, "When can I play a match though?"),
            ("Coach", 14, "Not before mid-July. Contact training with the club first, then half a game in a challenge match."),
            ("Cormac", 25, "The manager wants me back for the championship in August."),
            ("Coach", 33, "That's realistic if the knee stays quiet. No rushing it."),
            ("Cormac", 41, "I've been doing my nordics at home too, 3 sets of 5."),
            ("Coach", 50, "Good man. Let's start with the deceleration drills."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("rashid", "2026-03-06", 5.5, 5, 80, "Fasting is fine, sleep is broken by suhoor at 4:30."),
    ("rashid", "2026-04-17", 7.5, 3, 100, "Back to my normal routine. The 210 felt easy-ish."),
    ("wren", "2026-02-20", 7.0, 6, 60, "Finger rehab only. Frustrated not climbing."),
    ("wren", "2026-05-15", 8.0, 3, 95, "Training for the summer bouldering comp at the Arch."),
    ("ingrid", "2026-02-13", 7.0, 4, 100, "Still tired in the afternoons."),
    ("ingrid", "2026-05-22", 7.5, 2, 100, "Loving the third strength day."),
    ("delphine", "2026-04-24", 6.0, 3, 90, "Heartburn keeps waking me up, otherwise good."),
    ("gustavo", "2026-02-06", 5.0, 7, 70, "Night shifts this week, barely slept between them."),
    ("gustavo", "2026-05-08", 7.0, 4, 95, "Blackout blinds changed my life."),
    ("barty", "2026-05-01", 7.5, 2, 100, "Golf twice this week, hip good."),
    ("saoirse", "2026-05-08", 6.0, 8, 70, "Exams and regatta week. Stressed but fine."),
    ("teodor", "2026-03-13", 6.5, 5, 85, "Heel better in the mornings with the splint."),
    ("lorna", "2026-03-06", 4.5, 9, 50, "Inspection week. Survived."),
    ("matthias", "2026-03-20", 5.5, 6, 80, "Still jet lagged after Singapore."),
    ("anouk", "2026-04-17", 7.0, 4, 90, "Hay fever but swimming well."),
    ("yusuf", "2026-04-03", 6.0, 4, 85, "Three long-haul trips this month."),
    ("marisol", "2026-02-13", 5.0, 6, 40, "Mastitis week. Nothing done."),
    ("hyunwoo", "2026-04-10", 7.0, 4, 90, "Appetite small, eating protein first like you said."),
    ("pernille", "2026-04-09", 7.5, 2, 100, "Boxing class twice a week now."),
    ("cormac", "2026-05-15", 8.0, 3, 100, "Buzzing to be cleared for cutting."),
    ("idris", "2026-04-03", 6.0, 7, 75, "Full shifts again, shoulder tired at night."),
    ("valentina", "2026-05-08", 7.0, 3, 95, "No migraines in three weeks."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("ingrid", "weight", "kg", "2026-01-12", "2026-01-26", 7, 82.0, 81.0, 0.2),
    ("ingrid", "weight", "kg", "2026-02-02", "2026-02-23", 7, 81.0, 81.0, 0.1),
    ("ingrid", "weight", "kg", "2026-03-02", "2026-05-25", 7, 80.8, 77.5, 0.3),
    ("hyunwoo", "weight", "kg", "2026-01-05", "2026-05-25", 7, 104.0, 94.0, 0.4),
    ("pernille", "steps", "steps", "2026-03-02", "2026-05-26", 3, 4500, 6800, 400),
    ("idris", "weight", "kg", "2026-02-02", "2026-05-25", 7, 96.0, 92.5, 0.3),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("ingrid", "goal-nora-ingrid-weight", "weight", 75, "kg", "2026-09-30", "active"),
    ("hyunwoo", "goal-tomasz-hyunwoo-weight", "weight", 90, "kg", "2026-12-31", "active"),
    ("pernille", "goal-tomasz-pernille-steps", "steps", 7000, "steps", None, "active"),
    ("idris", "goal-tomasz-idris-weight", "weight", 91, "kg", "2026-08-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ingrid", "2026-01-08", "TSH", 6.8, "mIU/L", 0.4, 4.0),
    ("ingrid", "2026-04-23", "TSH", 2.1, "mIU/L", 0.4, 4.0),
    ("wren", "2026-02-27", "Ferritin", 11, "ng/mL", 15, 150),
    ("gustavo", "2026-03-18", "Uric acid", 540, "umol/L", 200, 420),
    ("marisol", "2026-03-24", "Haemoglobin", 10.9, "g/dL", 12.0, 15.5),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ok", "see you thurs", "done ✅", "omw", "5 mins late sorry!!", "can we do 6:30 instead?", "yep", "👍", "ta",
    "perfect", "lol", "haha yes", "cheers", "sorry been slammed this week", "will send it tonight", "just paid x",
    "app's being weird again", "k", "sounds good!", "cant do tmrw, fri?", "booked", "thx", "🙏", "nice one",
    "on my way now", "oops forgot to log it, will do later", "same time next wk?", "yes pls", "got it", "can't wait",
    "brb", "lmao", "is it the usual place?", "just seen this sorry", "ok deal", "👌", "bit of a mad day, later ok?",
    "all good", "grand", "ahh ok makes sense", "🙌", "have a good weekend!", "sorry wrong chat 🙈",
]
TRAINER_CHATTER = [
    "Nice work today!", "Booked you in.", "See you Thursday.", "No worries, Friday works.", "Logged it, thanks.",
    "New week's plan is in the app.", "Just a reminder to log your sessions.", "Have a good weekend!",
    "Happy to move it, just say when.", "Thanks for letting me know.", "Invoice sent.", "Sorted, try the app again now.",
    "Perfect, see you then.", "Good stuff 👍", "You're welcome!", "Same place as usual.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20260530, health_seed=2026530)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
