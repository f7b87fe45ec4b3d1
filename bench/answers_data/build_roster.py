#!/usr/bin/env python3
"""Build the synthetic roster for the answer benchmark (bench/answers_data/roster.json).

    functions/venv/bin/python -m bench.answers_data.build_roster

Three trainers, 23 clients, June to November 2026: one-to-one chats, two group
chats, session notes, session transcripts, check-ins and client profiles, in
the format of demo/data/demo_dataset.json (so demo.dataset.write_chats and
shared.usecases.sources.loader.load_sources load it). All text was written for this
project. What a client says is written the way people text, and the benchmark
questions (roster_questions.py) ask for it in other words on purpose.

Deterministic: the story messages are fixed; the everyday chatter between
them (scheduling, thanks, "done ✅") is drawn from small pools with a seeded
random generator, so two runs write byte-identical files. The chatter never
mentions a body part, food, sleep, an injury or a number that a question
could be about. `roster_tags.json` maps the story tags to message ids for the
question lists.
"""

from __future__ import annotations

import json
import random
import sys
from collections import namedtuple
from datetime import datetime, timedelta
from pathlib import Path

from bench.answers_data.roster_assembly import assemble
from demo import records

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "roster.json", HERE / "roster_tags.json"
YEAR = 2026
START, END = datetime(2026, 6, 1, 7, 0), datetime(2026, 11, 20, 21, 0)
ASKED_AT = "2026-11-21T09:00:00Z"

_Msg = namedtuple("_Msg", "when who text tag")


def M(when: str, who: str, text: str, tag: str | None = None) -> _Msg:
    """when "MM-DD HH:MM"; who "c" (the client), "t" (the trainer) or, in a group, a client's short name."""
    return _Msg(when, who, text, tag)


TRAINERS = [
    {"id": "coach-ines", "displayName": "Ines Carvalho", "email": "ines.carvalho@example.com", "short": "ines"},
    {"id": "coach-theo", "displayName": "Theo Walsh", "email": "theo.walsh@example.com", "short": "theo"},
    {"id": "coach-ruth", "displayName": "Ruth Adeyemi", "email": "ruth.adeyemi@example.com", "short": "ruth"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("ines", "kofi-mensah", "Kofi Mensah", "kofi"),
    ("ines", "priyanka-rao", "Priyanka Rao", "priyanka"),
    ("ines", "dmitri-volkov", "Dmitri Volkov", "dmitri"),
    ("ines", "chloe-dubois", "Chloe Dubois", "chloe"),
    ("ines", "sam-whitaker", "Sam Whitaker", "samw"),
    ("ines", "lucia-fernandez", "Lucia Fernandez", "lucia"),
    ("ines", "omar-farouk", "Omar Farouk", "omar"),
    ("ines", "freya-lindqvist", "Freya Lindqvist", "freya"),
    ("theo", "sam-okonjo", "Sam Okonjo", "samo"),
    ("theo", "mateo-silva", "Mateo Silva", "mateo"),
    ("theo", "yuki-tanaka", "Yuki Tanaka", "yuki"),
    ("theo", "bridget-oneill", "Bridget O'Neill", "bridget"),
    ("theo", "arjun-mehta", "Arjun Mehta", "arjun"),
    ("theo", "zoe-papadopoulos", "Zoe Papadopoulos", "zoe"),
    ("theo", "callum-reid", "Callum Reid", "callum"),
    ("theo", "amara-eze", "Amara Eze", "amara"),
    ("ruth", "gloria-stein", "Gloria Stein", "gloria"),
    ("ruth", "henrik-berg", "Henrik Berg", "henrik"),
    ("ruth", "fatima-zahra", "Fatima Zahra", "fatima"),
    ("ruth", "wes-morgan", "Wes Morgan", "wes"),
    ("ruth", "ivy-lam", "Ivy Lam", "ivy"),
    ("ruth", "pedro-alves", "Pedro Alves", "pedro"),
    ("ruth", "peggy-doyle", "Peggy Doyle", "peggy"),
]

PROFILES = [
    {"clientId": "kofi-mensah", "age": 38, "goal": "Compete in a first powerlifting meet and total 500 kg",
     "dietaryRestrictions": [], "injuries": ["left patellar tendon pain (2026)"],
     "notes": "Secondary school PE teacher. New baby born in August. Trains Tue/Thu evenings and the Saturday club."},
    {"clientId": "priyanka-rao", "age": 29, "goal": "First strict chin-up and a stronger front squat",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right wrist discomfort in the front rack"],
     "notes": "Pharmacist, works weekends every other week. Has PCOS, managed by her GP."},
    {"clientId": "dmitri-volkov", "age": 52, "goal": "Lose 8 kg around the middle and stop his back from seizing up",
     "dietaryRestrictions": [], "injuries": ["right-sided sciatica (2026)"],
     "notes": "Civil engineer, sits at a desk most of the day. Takes blood pressure medication."},
    {"clientId": "chloe-dubois", "age": 24, "goal": "Build glute and leg strength and feel confident in the free-weights area",
     "dietaryRestrictions": ["nut allergy"], "injuries": ["hypermobile elbows and knees"],
     "notes": "Graphic design student. Gets anxious when the gym is busy."},
    {"clientId": "sam-whitaker", "age": 33, "goal": "Be fit and robust for the amateur rugby season",
     "dietaryRestrictions": [], "injuries": ["left shoulder dislocation (2023)"],
     "notes": "Plays flanker for a local club. Electrician, early starts."},
    {"clientId": "lucia-fernandez", "age": 49, "goal": "Build bone density and strength through menopause",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": ["osteopenia of the lumbar spine"],
     "notes": "Solicitor. Two teenagers. Walks the dog every morning."},
    {"clientId": "omar-farouk", "age": 30, "goal": "Gain 6 kg of muscle; has always been skinny",
     "dietaryRestrictions": ["halal"], "injuries": [],
     "notes": "Software engineer who works from home. Small appetite; forgets to eat when busy."},
    {"clientId": "freya-lindqvist", "age": 27, "goal": "Snatch 60 kg and get better at gymnastics movements",
     "dietaryRestrictions": [], "injuries": ["exercise-induced asthma"],
     "notes": "Paramedic on shifts. Does CrossFit-style training three times a week."},
    {"clientId": "sam-okonjo", "age": 35, "goal": "Run a 5k under 20 minutes, then a half marathon in spring",
     "dietaryRestrictions": [], "injuries": ["left hamstring strain (2026)"],
     "notes": "Management consultant, travels to Lagos for work. Runs parkrun most Saturdays."},
    {"clientId": "mateo-silva", "age": 44, "goal": "Finish Ironman 70.3 Weymouth in September",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Dentist, three kids. Nervous open-water swimmer."},
    {"clientId": "yuki-tanaka", "age": 31, "goal": "Finish the Berlin Marathon, her first marathon",
     "dietaryRestrictions": ["pescatarian"], "injuries": ["right iliotibial band irritation (2026)"],
     "notes": "Works as a veterinary nurse; long shifts on her feet."},
    {"clientId": "bridget-oneill", "age": 58, "goal": "Run 5k without walking; keep her blood sugar steady",
     "dietaryRestrictions": ["type 2 diabetes (diet and metformin)"], "injuries": [],
     "notes": "Retired primary school head. Minds her grandchildren often."},
    {"clientId": "arjun-mehta", "age": 26, "goal": "Raise his FTP above 300 W and race the Monument hill climb",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["lower back tightness on long rides"],
     "notes": "Data analyst. Rides a carbon road bike; trains indoors on a smart trainer in the week."},
    {"clientId": "zoe-papadopoulos", "age": 22, "goal": "Break 2:12 for 800 m at the university championships",
     "dietaryRestrictions": [], "injuries": ["left tibial stress reaction (2026)"],
     "notes": "Final-year sports science student and university athlete."},
    {"clientId": "callum-reid", "age": 39, "goal": "Finish the Lakeland 50 and then a first 100 km",
     "dietaryRestrictions": [], "injuries": ["right ankle sprains, recurrent"],
     "notes": "Outdoor instructor; started a new office job in October."},
    {"clientId": "amara-eze", "age": 29, "goal": "Great North Run under 1:55 and a stronger core",
     "dietaryRestrictions": [], "injuries": ["right hip flexor strain (2026)"],
     "notes": "Nurse practitioner. Member of the Sunday long run crew."},
    {"clientId": "gloria-stein", "age": 67, "goal": "Stay independent and steady on her feet after a fall",
     "dietaryRestrictions": [], "injuries": ["osteoporosis", "fall in May 2026, no fracture"],
     "notes": "Retired librarian, lives alone, daughter nearby."},
    {"clientId": "henrik-berg", "age": 61, "goal": "Get fit again safely after a heart attack and a stent in April",
     "dietaryRestrictions": ["low saturated fat"], "injuries": ["coronary stent (April 2026)"],
     "notes": "Furniture maker. Cardiologist's limit: heart rate under 125 during exercise."},
    {"clientId": "fatima-zahra", "age": 34, "goal": "Rebuild core and pelvic floor after her second baby",
     "dietaryRestrictions": ["halal"], "injuries": ["diastasis recti (2026)"],
     "notes": "Baby born in April, breastfeeding. Accountant, back at work from September."},
    {"clientId": "wes-morgan", "age": 45, "goal": "Get under 120 kg and off the blood pressure tablets",
     "dietaryRestrictions": [], "injuries": ["obstructive sleep apnoea"],
     "notes": "Long-distance lorry driver, away three or four nights a week."},
    {"clientId": "ivy-lam", "age": 20, "goal": "Climb V6 and eat enough on a vegan diet",
     "dietaryRestrictions": ["vegan"], "injuries": [],
     "notes": "Chemistry student, bouldering four times a week."},
    {"clientId": "pedro-alves", "age": 50, "goal": "Bring his blood pressure down and lose 10 kg",
     "dietaryRestrictions": [], "injuries": ["left knee osteoarthritis"],
     "notes": "Taxi driver, mostly night shifts."},
    {"clientId": "peggy-doyle", "age": 72, "goal": "Walk to the shops and back without a stick after her knee replacement",
     "dietaryRestrictions": [], "injuries": ["left total knee replacement (August 2026)"],
     "notes": "Widow, keen gardener, sings in a choir."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story messages of each client.
# ---------------------------------------------------------------------------
STORY: dict[str, list[_Msg]] = {}

# ----------------------------- coach-ines -----------------------------------
STORY["kofi"] = [
    M("06-04 19:40", "c", "left knee's been grumbling just under the kneecap when I go deep on squats. fine walking around", "kofi-knee-1"),
    M("06-04 20:05", "t", "Thanks for flagging it early. That spot sounds like the patellar tendon. For the next few weeks: Spanish squat holds, 5 x 45 seconds before every session, and squat to just above parallel.", "kofi-knee-2"),
    M("06-11 21:10", "c", "the wall holds are brutal but the tendon feels calmer after them", "kofi-knee-3"),
    M("07-02 18:30", "c", "is creatine worth it or is it just marketing", "kofi-creatine-q"),
    M("07-02 18:55", "t", "One of the few supplements with solid evidence. 5 g of creatine monohydrate a day, any time of day, no loading phase needed. Cheap stuff is fine.", "kofi-creatine"),
    M("08-14 22:40", "c", "baby arrived on tuesday!! little girl, Ama. both doing great. I am running on zero sleep haha", "kofi-baby"),
    M("08-14 22:52", "t", "Congratulations!! 🎉 Take two weeks off, seriously. We'll restart with short sessions when you're ready."),
    M("08-30 20:15", "c", "back at it. knee is barely noticeable now, maybe a 1 out of 10 on the heaviest sets", "kofi-knee-4"),
    M("09-08 19:00", "c", "ok I did it, signed up for the Leeds novice meet on 14 November 😬", "kofi-meet"),
    M("09-08 19:20", "t", "Brilliant. Ten weeks out is perfect. We'll peak you properly and pick openers you could triple."),
    M("10-20 20:30", "t", "Openers for the meet: squat 170, bench 115, deadlift 200. All weights you've hit for 3.", "kofi-openers"),
    M("11-03 19:45", "c", "no twinges at all in the knee for weeks now, even on the pause squats", "kofi-knee-now"),
    M("11-15 18:10", "c", "went 9 for 9!!! 505 total. squat 182.5, bench 120, deadlift 202.5. I'm buzzing", "kofi-meet-result"),
    M("11-15 18:20", "t", "9 for 9 at your first meet is rare. Over 500 on the first go. So proud of you, Kofi.", "kofi-meet-coach"),
]

STORY["priyanka"] = [
    M("06-09 12:30", "c", "honestly I mostly eat dal, rice and roti. is that enough protein for what we're doing?", "priyanka-protein-q"),
    M("06-09 13:05", "t", "It's a good base but light on protein. Add paneer or tofu at dinner, Greek yogurt with lunch, and a scoop of soy or pea protein after training. Aim for about 100 g a day.", "priyanka-protein"),
    M("06-23 08:10", "c", "day 2 of my period and the cramps are awful, can I just do mobility today?", "priyanka-cramps"),
    M("06-23 08:25", "t", "Of course. Mobility and a walk is a great choice on a day like that."),
    M("07-21 19:05", "c", "I DID A CHIN-UP!!! a real one from a dead hang 😭", "priyanka-chinup"),
    M("07-21 19:10", "t", "YES PRIYANKA!!! Months of negatives paid off. Video or it didn't happen 😄"),
    M("09-15 18:40", "c", "my right wrist clicks and aches in the front squat rack position", "priyanka-wrist"),
    M("09-15 19:00", "t", "Try a cross-arm grip or lifting straps looped round the bar for the front rack, and add wrist circles to your warm-up. If it swells or stays sore, get it looked at.", "priyanka-wrist-coach"),
    M("10-06 18:20", "c", "straps trick works, wrist doesn't mind front squats anymore", "priyanka-wrist-better"),
    M("11-10 17:50", "c", "3 chin-ups in a row today!", "priyanka-chinup3"),
]

STORY["dmitri"] = [
    M("06-03 07:20", "c", "Shooting pain from my right buttock down the back of my leg when I sit for long at work", "dmitri-sciatica"),
    M("06-03 07:50", "t", "That sounds nerve-related, like sciatica. Please see your GP or a physio before we load your back. Meanwhile: walk every hour, and gentle press-ups lying on your stomach if they ease it.", "dmitri-sciatica-coach"),
    M("06-17 18:00", "c", "Physio agrees, irritated nerve from a disc. Gave me nerve glides. Said lifting is fine if it doesn't send pain down the leg"),
    M("07-08 07:30", "c", "Scale said 97.4 this morning", "dmitri-weight-jul"),
    M("07-29 19:15", "c", "Bought a standing desk for the office. Colleagues think I'm mad", "dmitri-desk"),
    M("09-02 07:40", "c", "The leg pain has completely gone. Only a bit of stiffness first thing in the morning", "dmitri-sciatica-better"),
    M("09-24 18:30", "c", "Doctor lowered my amlodipine to 5mg since my blood pressure is better", "dmitri-bp"),
    M("09-24 18:45", "t", "That's a real health win, Dmitri. Keep telling me about any changes to your medication."),
    M("10-27 07:35", "c", "93.8 this morning. Lowest in ten years", "dmitri-weight-oct"),
    M("11-12 18:20", "c", "deadlifted 100 kg with a neutral spine, no pain in the leg afterwards", "dmitri-deadlift"),
]

STORY["chloe"] = [
    M("06-05 16:30", "c", "went in at 6pm and the weights area was wall to wall guys. I just turned around and left", "chloe-anxiety"),
    M("06-05 16:55", "t", "That's really common, and you're not the only one. We'll find a quieter time and I'll give you a short plan you can run on autopilot so you're never standing around wondering what's next.", "chloe-anxiety-coach"),
    M("06-26 15:10", "c", "my elbows bend backwards a bit on push-ups, is that bad?", "chloe-elbows"),
    M("06-26 15:30", "t", "With your hypermobility we keep a micro-bend: stop just short of locking out, on push-ups and presses. Slow tempo, control the end range.", "chloe-elbows-coach"),
    M("10-22 14:40", "c", "hip thrust 100 kg for 5!!! never thought I'd see triple digits", "chloe-hipthrust"),
    M("11-05 14:15", "c", "trained at 2pm again, basically had the place to myself. so much better", "chloe-2pm"),
]

STORY["samw"] = [
    M("06-15 06:10", "c", "pre-season starts 28 July, want to be in the best shape I've been in", "samw-preseason"),
    M("08-09 21:30", "c", "shoulder felt loose again in the tackle drill. didn't pop out but it scared me", "samw-shoulder"),
    M("08-09 21:55", "t", "Good that you stopped. We'll add shoulder stability three times a week: external rotations at 90/90, Y-T-W raises and bottoms-up kettlebell carries. And please tell the club physio.", "samw-shoulder-coach"),
    M("09-19 18:40", "c", "took a knock to the head on saturday, failed the head injury assessment. feel a bit foggy", "samw-concussion"),
    M("09-19 19:00", "t", "No training with me until the club doctor clears you, and then we follow the graduated return to play: walking first, nothing with contact. Rest your brain too: less screen time.", "samw-concussion-coach"),
    M("10-10 07:00", "c", "club doc cleared me for full contact from next week", "samw-cleared"),
    M("11-16 20:10", "c", "played 80 minutes yesterday and the shoulder felt rock solid", "samw-shoulder-now"),
]

STORY["lucia"] = [
    M("07-06 13:20", "c", "DEXA results: osteopenia in the lower spine, T-score -1.8. The consultant says lifting is good for it??", "lucia-dexa"),
    M("07-06 13:50", "t", "She's right: heavy, progressive lifting and some impact are exactly what bones respond to. We'll build your deadlift and squat steadily and add small jumps.", "lucia-dexa-coach"),
    M("08-18 07:05", "c", "waking up drenched at 3am most nights. menopause is a joke", "lucia-sweats"),
    M("08-18 07:30", "t", "That sounds exhausting. A cooler room, layers you can kick off, and no alcohol late in the evening can help; your GP can talk you through options too.", "lucia-sweats-coach"),
    M("09-14 12:40", "c", "started HRT last week, fingers crossed", "lucia-hrt"),
    M("10-19 12:15", "c", "deadlift 80 kg!! for a triple. my back feels strong, not fragile", "lucia-deadlift"),
    M("11-09 07:10", "c", "sleeping through most nights now since the HRT kicked in", "lucia-sleep-now"),
]

STORY["omar"] = [
    M("06-08 13:00", "c", "I really struggle to eat enough. I'm full after a normal plate and then forget lunch when I'm coding", "omar-appetite"),
    M("06-08 13:30", "t", "Let's drink some of it: a smoothie with milk, oats, a banana, peanut butter and a scoop of whey is about 800 kcal and goes down easily. And set a lunch alarm.", "omar-smoothie"),
    M("07-25 10:00", "c", "going to Morocco for two weeks in August to see family", "omar-trip"),
    M("07-25 10:20", "t", "Have a great time! Bodyweight plan is in the app, and eat everything your aunties give you 😄"),
    M("09-28 19:40", "c", "up 3.2 kg since June!", "omar-weight"),
    M("10-30 19:10", "c", "inside of my elbow aches on curls and when I grip the bar", "omar-elbow"),
    M("10-30 19:35", "t", "Sounds like golfer's elbow. Swap the straight-bar curls for hammer curls for now, and add slow wrist-flexor lowering with a light dumbbell.", "omar-elbow-coach"),
    M("11-18 20:20", "c", "bench 70 kg for 3x10 today, the elbow didn't mind", "omar-bench"),
]

STORY["freya"] = [
    M("06-01 12:00", "c", "did Murph with a vest yesterday for Memorial Day, 52 minutes. never again lol", "freya-murph"),
    M("06-12 18:30", "c", "chest got really tight on the assault bike intervals, had to stop and use my inhaler", "freya-asthma"),
    M("06-12 18:50", "t", "Take your inhaler 15 minutes before conditioning, and give yourself a longer, gradual warm-up. If it keeps happening, tell your GP.", "freya-asthma-coach"),
    M("08-20 19:00", "c", "ripped my hands open on toes-to-bar, both palms", "freya-hands"),
    M("08-20 19:15", "t", "Ouch. Keep them clean, file the calluses down once a week and use grips for high-rep bar work."),
    M("09-22 18:10", "c", "SNATCH 55 KG!!", "freya-snatch"),
    M("11-17 19:30", "c", "night shifts this week so I'll train whenever I can", "freya-shifts"),
]

# ----------------------------- coach-theo -----------------------------------
STORY["samo"] = [
    M("06-06 10:10", "c", "parkrun 21:05 this morning. want to get under 20 by autumn", "samo-parkrun-jun"),
    M("07-13 09:00", "c", "in Lagos for two weeks of work, it's hot and so humid, running feels like breathing soup", "samo-lagos"),
    M("07-13 09:30", "t", "Run by effort, not pace, and go early. Add salt to your water. Expect it to feel hard; it still counts.", "samo-lagos-coach"),
    M("08-22 19:20", "c", "felt a pull high up at the back of my left thigh on the last stride. stopped straight away", "samo-hamstring"),
    M("08-22 19:45", "t", "Good call stopping. No speed work for two weeks, easy running only if it's pain-free, and we'll start isometric bridges and Nordic curls once walking fast doesn't hurt.", "samo-hamstring-coach"),
    M("10-17 10:05", "c", "19:48!!! finally under 20 at parkrun", "samo-5k"),
    M("10-17 10:20", "t", "There it is! Sub-20, Sam. Now we build for the half."),
    M("11-14 10:10", "c", "signed up for the Bath half in March", "samo-half"),
]

STORY["mateo"] = [
    M("06-14 08:30", "c", "first open water swim of the year. panicked in the wetsuit after 100 m and had to hold on to a kayak", "mateo-swim-panic"),
    M("06-14 09:00", "t", "That happens to a lot of triathletes, especially the first time in a wetsuit. Breathe out steadily under water, practise near the shore, and swim with a friend a few times.", "mateo-swim-coach"),
    M("07-05 17:40", "c", "gels make my stomach churn on long rides", "mateo-gels"),
    M("07-05 18:00", "t", "Train the gut: try chews or a drink mix, and build up to 60-80 g of carbohydrate per hour on long rides, a bit more each week.", "mateo-carbs"),
    M("08-02 16:20", "c", "toes go numb after about 2 hours on the bike", "mateo-numb"),
    M("08-02 16:40", "t", "Usually shoes too tight once your feet swell. Loosen the top strap, and ask the bike shop about insoles.", "mateo-numb-coach"),
    M("09-20 20:00", "c", "70.3 done! 5:41. swim was fine, bike felt great, the run was a death march", "mateo-703"),
    M("09-20 20:15", "t", "An Ironman 70.3 finisher! We'll go through the run properly this week."),
    M("11-02 18:30", "c", "thinking about a full Ironman in 2028?", "mateo-full"),
]

STORY["yuki"] = [
    M("06-20 11:30", "c", "started the Berlin plan! 16 weeks to go", "yuki-plan"),
    M("07-18 12:00", "c", "the outside of my right knee starts hurting around 12 km, really sharp, then I have to walk", "yuki-itb"),
    M("07-18 12:30", "t", "That pattern sounds like the iliotibial band. Cut the long run to 10 km for now, avoid long downhills and add side-lying leg raises, clamshells and single-leg squats to a box.", "yuki-itb-coach"),
    M("08-15 10:40", "c", "did 18k with no pain at all!", "yuki-itb-18k"),
    M("09-01 19:20", "c", "bought the Novablast 5 for race day, they feel great", "yuki-shoes"),
    M("09-27 16:00", "c", "I FINISHED BERLIN!!! 4:02:37. so close to sub 4 but I don't care", "yuki-berlin"),
    M("09-27 16:10", "t", "You're a marathoner, Yuki! 4:02 on your debut is brilliant.", "yuki-berlin-coach"),
    M("10-25 09:30", "c", "easy 10k today, the knee is totally fine these days", "yuki-knee-now"),
]

STORY["bridget"] = [
    M("06-10 09:30", "c", "Week 2 of the couch to 5k done. The 90-second runs are hard work", "bridget-c25k"),
    M("07-09 10:45", "c", "my sugar dropped to 3.9 after this morning's run, I felt shaky and sweaty", "bridget-hypo"),
    M("07-09 11:10", "t", "Thank you for telling me. Test before you run, carry jelly babies or glucose tablets, and if you're under 5 before a run have a small snack first. Please mention it to your diabetes nurse as well.", "bridget-hypo-coach"),
    M("08-03 18:00", "c", "minding the grandkids all week, no runs I'm afraid", "bridget-grandkids"),
    M("09-12 10:00", "c", "I ran for 30 minutes without stopping!!! I can't believe it", "bridget-30min"),
    M("09-12 10:15", "t", "Bridget, that's the whole programme done! Thirty minutes non-stop. Incredibly proud of you.", "bridget-30min-coach"),
    M("11-08 10:30", "c", "parkrun number 5 done, 34:50 and no low blood sugar", "bridget-parkrun"),
]

STORY["arjun"] = [
    M("06-16 20:00", "c", "want to get down to 68 kg for the hill climb, I'm 72 now", "arjun-weight"),
    M("06-16 20:30", "t", "Not in a hurry: half a kilo a week at most, or your power drops. Keep carbohydrate around your hard sessions.", "arjun-weight-coach"),
    M("07-07 21:15", "c", "FTP test today: 268 W", "arjun-ftp"),
    M("08-11 17:30", "c", "came off on a wet roundabout this morning. road rash down my hip and elbow but the bike's ok", "arjun-crash"),
    M("08-11 17:50", "t", "Glad you're OK. Clean the grazes well, easy spins only this week, and get checked if anything hurts more tomorrow.", "arjun-crash-coach"),
    M("08-29 19:40", "c", "lower back aches after 3 hours on the bike", "arjun-back"),
    M("10-14 20:10", "c", "retest: 291 W!!! up 23", "arjun-ftp2"),
    M("10-14 20:25", "t", "Massive jump. 300 is in reach by spring."),
]

STORY["zoe"] = [
    M("07-12 20:00", "c", "2:14.6 in the 800 at the open meet, PB by a second!", "zoe-800"),
    M("08-24 21:00", "c", "this is awkward but I haven't had a period since June. is that a training thing?", "zoe-period"),
    M("08-24 21:30", "t", "Thank you for telling me, it matters a lot. Missing periods can mean you're not eating enough for the training load. Please book your GP or the university sports doctor this week, and let's add a proper snack before and after every session.", "zoe-reds"),
    M("09-25 19:10", "c", "there's one spot on my left shin that hurts to press and hurts when I hop", "zoe-shin"),
    M("09-25 19:30", "t", "Stop running now, please. One tender spot plus pain on hopping can be a bone stress injury. Get it scanned; cross-train on the bike until we know.", "zoe-mri-coach"),
    M("10-01 18:00", "c", "MRI showed a grade 2 stress reaction in the tibia. 6 weeks no running", "zoe-mri"),
    M("10-01 18:20", "t", "Caught early, which is the good news. Pool running and the bike keep your fitness; the sports doctor will guide the eating side."),
    M("11-13 17:40", "c", "first run back: 15 minutes easy on grass, no pain", "zoe-back"),
]

STORY["callum"] = [
    M("06-18 20:30", "c", "Lakeland 50 is 25 July. should I use poles?", "callum-lakeland"),
    M("06-18 21:00", "t", "Yes for the long climbs, if you practise with them first. Use them on every hill session from now so they feel normal by race day.", "callum-poles"),
    M("07-26 19:00", "c", "DNF at Ambleside. 40 miles in, stomach gone in the heat, couldn't keep anything down", "callum-dnf"),
    M("07-26 19:20", "t", "Gutted for you, but 40 miles in that heat is still huge. We'll work out the fuelling and heat together."),
    M("09-06 15:00", "c", "rolled my right ankle coming down off Skiddaw. swollen but I can walk", "callum-ankle"),
    M("09-06 15:20", "t", "Ice, elevate and compress today, walk as much as it allows. Then balance work every day: single-leg stands, eyes closed when that's easy.", "callum-ankle-coach"),
    M("10-16 21:40", "c", "absolutely knackered this week, new job and the commute are killing me", "callum-knackered"),
    M("10-16 22:00", "t", "Let's halve the volume for two weeks while you settle in. Fitness will keep.", "callum-halve"),
]

STORY["amara"] = [
    M("06-22 18:30", "c", "coffee before my long run means a toilet stop at mile 4 every time lol", "amara-coffee"),
    M("06-22 18:50", "t", "Have it at least an hour before you start, or try half a cup. Practise whatever you'll do on race morning.", "amara-coffee-coach"),
    M("08-12 19:00", "c", "front of my right hip pinches when I lift my knee up high", "amara-hip"),
    M("08-12 19:20", "t", "Sounds like the hip flexor. Ease off hills and strides for a week, and add gentle hip flexor stretches and glute bridges.", "amara-hip-coach"),
    M("09-13 15:00", "c", "Great North Run done in 1:54:10!!", "amara-gnr"),
    M("09-13 15:10", "t", "Under 1:55! Goal smashed, Amara.", "amara-gnr-coach"),
    M("10-21 08:30", "c", "started run commuting to work three times a week", "amara-commute"),
]

# ----------------------------- coach-ruth -----------------------------------
STORY["gloria"] = [
    M("06-02 10:00", "c", "I had a fall in the garden in May. Nothing broken, thank goodness, but I'm nervous on the stairs now", "gloria-fall"),
    M("06-02 10:30", "t", "I'm glad you weren't badly hurt, Gloria. Let's work on balance and leg strength: standing on one leg holding the kitchen sink, sit-to-stands from a chair, and the Tuesday tai chi class at the library.", "gloria-balance"),
    M("07-20 11:00", "c", "my GP has put me on calcium and vitamin D3, 1000 IU a day", "gloria-d3"),
    M("09-07 10:15", "c", "danced at my grandson's wedding until midnight! legs held up beautifully", "gloria-wedding"),
    M("11-04 10:20", "c", "managed the stairs at the theatre without holding the rail", "gloria-stairs"),
]

STORY["henrik"] = [
    M("06-09 09:00", "c", "Cardiac rehab has discharged me. Can I do more exercise now?", "henrik-rehab"),
    M("06-09 09:30", "t", "Yes, gradually. Stay under the heart rate of 125 your cardiologist gave you, at an effort where you can still talk, and build your walking by five minutes a week.", "henrik-hr"),
    M("07-14 18:00", "c", "swapped butter for olive oil and cut out the salami. my wife is not impressed", "henrik-diet"),
    M("09-03 17:30", "c", "my thighs have ached since I started the new statin", "henrik-statin"),
    M("09-03 17:50", "t", "Please tell your GP; sometimes a different statin or dose helps. Don't stop it on your own. Keep walking if you can.", "henrik-statin-coach"),
    M("10-22 16:00", "c", "LDL down to 1.8, the cardiologist is pleased", "henrik-ldl"),
    M("11-11 17:20", "c", "walked 10 km on the coast path on Sunday, heart rate stayed under 120", "henrik-walk"),
]

STORY["fatima"] = [
    M("06-11 14:00", "c", "the physio found a two finger gap above my belly button, diastasis", "fatima-diastasis"),
    M("06-11 14:30", "t", "Very common after a second baby. No crunches or full planks for now: we'll start with breathing, gentle deep core work and dead bugs, and build up as the gap firms.", "fatima-core"),
    M("07-16 21:00", "c", "a little leak when I jump or sneeze. is that normal??", "fatima-leak"),
    M("07-16 21:20", "t", "Common, but not something to just put up with. A women's health physio can check your pelvic floor; until then no jumping, and do your pelvic floor exercises daily.", "fatima-leak-coach"),
    M("08-05 13:10", "c", "worried my milk supply will drop if I eat less", "fatima-supply"),
    M("08-05 13:40", "t", "It shouldn't if we go gently: no more than a small deficit, plenty of fluids, and protein at every meal. No strict diet while you're breastfeeding.", "fatima-supply-coach"),
    M("09-01 07:30", "c", "first day back at work, wish me luck", "fatima-work"),
    M("11-06 20:00", "c", "physio says the gap is down to one finger!", "fatima-gap-now"),
]

STORY["wes"] = [
    M("06-07 19:00", "c", "everything at the truck stops is fried. what am I supposed to eat on the road", "wes-truckstop"),
    M("06-07 19:30", "t", "Take a cool box: boiled eggs, chicken wraps, fruit, yogurt, and jerky for the cab. Then the truck stop is just for a tea.", "wes-coolbox"),
    M("07-10 20:00", "c", "cut out the energy drinks, I was having 4 a day", "wes-energy"),
    M("08-19 08:00", "c", "got the CPAP machine. slept through the night for the first time in years", "wes-cpap"),
    M("10-13 08:30", "c", "129.6 on the scales, I was 138.2 in June", "wes-weight"),
    M("10-13 08:45", "t", "Under 130, Wes! 8.6 kg down. That's huge.", "wes-weight-coach"),
    M("11-16 09:00", "c", "doing 8000 steps most days, walking laps of the truck park", "wes-steps"),
]

STORY["ivy"] = [
    M("06-13 17:00", "c", "I've been vegan since January, do I actually need protein powder?", "ivy-protein-q"),
    M("06-13 17:30", "t", "Not necessarily. Tofu, tempeh, lentils, beans, soy milk and seitan can get you there; a pea-and-rice or soy powder just makes it easier. Around 1.6 g per kg for your training.", "ivy-protein"),
    M("08-08 20:30", "c", "sent my first V5 today!!!", "ivy-v5"),
    M("09-10 18:00", "c", "should I take omega 3? there's an algae oil one", "ivy-omega"),
    M("10-09 21:00", "c", "felt a pop in my ring finger on a crimpy hold. it's swollen at the base", "ivy-finger"),
    M("10-09 21:20", "t", "Stop climbing and get it checked by a physio who knows climbers: that sounds like it could be the A2 pulley. Tape won't fix a rupture.", "ivy-a2"),
    M("11-12 19:00", "c", "physio cleared me to climb easy routes with H-taping", "ivy-back"),
]

STORY["pedro"] = [
    M("06-12 03:30", "c", "blood pressure at the pharmacy was 152 over 96. doctor wants to see me", "pedro-bp"),
    M("06-12 09:00", "t", "Thanks for sharing, Pedro. See your doctor as planned. From our side: fewer salty snacks in the cab, more fruit and veg, and a 20-minute walk before your shift.", "pedro-bp-coach"),
    M("07-22 04:00", "c", "driving nights, I end up eating at 3am whatever is open", "pedro-nights"),
    M("07-22 10:00", "t", "Let's plan your night meal: pack it before you leave, rice with chicken and vegetables or a big soup, so 3am doesn't decide for you.", "pedro-nights-coach"),
    M("09-16 11:00", "c", "my knee hurts getting in and out of the cab, the left one", "pedro-knee"),
    M("10-28 12:00", "c", "134/85 at the doctor today. she was happy", "pedro-bp2"),
]

STORY["peggy"] = [
    M("07-08 11:00", "c", "the hospital has confirmed my knee operation for 12 August", "peggy-surgery"),
    M("07-08 11:30", "t", "Good to have a date. Let's do 'prehab' until then: straight leg raises, seated knee bends and walking every day, so the leg is as strong as possible going in.", "peggy-prehab"),
    M("08-27 15:00", "c", "the painkillers have bunged me up terribly", "peggy-codeine"),
    M("08-27 15:30", "t", "That's very common with those tablets. Plenty of water, prunes or kiwis, and ask the pharmacist about a gentle laxative.", "peggy-codeine-coach"),
    M("09-02 10:30", "t", "For healing, try to get protein at every meal: eggs at breakfast, fish or chicken at lunch, yogurt in the afternoon, about 25 g each time.", "peggy-protein"),
    M("09-24 14:00", "c", "the physio measured my bend at 95 degrees today", "peggy-flexion"),
    M("11-10 11:00", "c", "walked to the shops and back without my stick!", "peggy-nostick"),
]

# ---------------------------------------------------------------------------
# Group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-ines-barbell-club", "trainer": "ines", "members": ["kofi", "dmitri", "chloe", "omar"],
        "messages": [
            M("06-06 08:00", "t", "Morning all! Saturday barbell club starts at 9. Bring your belts and chalk."),
            M("06-06 08:20", "chloe", "anyone got a spare lifting belt? mine snapped last week 🙃", "chloe-belt"),
            M("06-06 08:25", "dmitri", "I have an old one you can borrow"),
            M("06-20 09:40", "omar", "can't make today, cousin's wedding", "omar-wedding"),
            M("07-18 08:10", "kofi", "who's bringing the speaker this week"),
            M("07-18 08:12", "t", "I've got it covered."),
            M("09-12 10:30", "t", "Great energy today team. Next week: squat singles."),
            M("10-24 08:30", "kofi", "meet is on 14 November in Leeds if anyone wants to come and shout", "kofi-meet-group"),
            M("10-24 08:45", "chloe", "I'm in! making a sign"),
            M("10-31 09:15", "dmitri", "back is fine lifting with the belt now, thanks for the tips everyone", "dmitri-group"),
            M("11-14 19:00", "t", "Good luck tomorrow Kofi! We're all coming."),
        ],
    },
    {
        "id": "chat-theo-long-run-crew", "trainer": "theo", "members": ["mateo", "bridget", "callum", "amara", "samo"],
        "messages": [
            M("06-27 19:00", "t", "Sunday long run crew: meet at the boathouse at 8, three pace groups."),
            M("06-27 19:30", "callum", "recce of the Lakeland route this Sunday instead, 25 miles, who's in?", "callum-recce"),
            M("06-27 19:45", "amara", "I'll bring flapjacks for everyone", "amara-flapjacks"),
            M("06-27 20:00", "mateo", "can't make it, the kids' swimming gala", "mateo-gala"),
            M("08-15 18:00", "bridget", "can I join the slow group on sunday? I can do 5k now with walk breaks", "bridget-group"),
            M("08-15 18:10", "t", "Absolutely Bridget, the slow group is the best group."),
            M("09-19 17:00", "samo", "who's running the Cardiff half in October?", "samo-cardiff"),
            M("10-30 18:30", "t", "Clocks go back this weekend: we start at 8 as usual, but it'll be lighter."),
        ],
    },
]

# ---------------------------------------------------------------------------
# Session notes, transcripts, check-ins.
# ---------------------------------------------------------------------------
NOTES = [
    ("ines", "kofi", "2026-06-15", "Kofi: left patellar tendon pain 3/10 on deep squats, none at rest. Plan: Spanish squat isometrics 5 x 45 s pre-session, box squat above parallel for 3 weeks, no jumping. Review after the Saturday club."),
    ("ines", "samw", "2026-09-22", "Sam W: concussion in Saturday's match (failed HIA). No training until club doctor clearance; then the graduated return to play stages, no contact until stage 5. Monitor headaches and concentration at work."),
    ("ines", "lucia", "2026-07-10", "Lucia: DEXA lumbar T-score -1.8 (osteopenia). Progressive heavy lifting plus low-volume impact (pogo hops, step-offs). Deadlift from 50 kg, add 2.5 kg a week if form holds."),
    ("ines", "omar", "2026-11-05", "Omar: medial elbow pain on curls and grip-heavy lifts, likely golfer's elbow. Hammer curls instead of straight bar, eccentric wrist flexion 3 x 15 daily. Calories on track, +3.2 kg since June."),
    ("ines", "chloe", "2026-06-27", "Chloe: hypermobile elbows and knees. Cue micro-bend on presses and push-ups, slow eccentrics, avoid end-range stretching. Prefers quiet gym times; confidence improving."),
    ("theo", "zoe", "2026-10-02", "Zoe: grade 2 tibial stress reaction on MRI. Six weeks without running: aqua jogging and bike. Referred to the university sports doctor about low energy availability (no period since June). Fuelling plan agreed."),
    ("theo", "mateo", "2026-09-22", "Mateo 70.3 debrief: swim 41 min calm, bike rode too hard early (normalised power 210 W), ran out of fuel by 8 km on the run. Next year: 90 g carbohydrate per hour on the bike and pace the first hour."),
    ("theo", "bridget", "2026-07-12", "Bridget: hypoglycaemia after a run (3.9 mmol/L). Protocol: test before every run, 15 g fast carbs on her, snack first if under 5, stop if shaky. Told her to let the diabetes nurse know."),
    ("theo", "callum", "2026-07-28", "Callum Lakeland 50 DNF at Ambleside (mile 40): nausea in the heat, stopped eating around mile 25. Next race: real food early, salt tablets, heat sessions in the final three weeks."),
    ("ruth", "henrik", "2026-09-05", "Henrik: muscle aches in both thighs since the statin change. Referred back to his GP, not to stop the statin himself. Walking programme continues at a conversational pace, HR under 125."),
    ("ruth", "fatima", "2026-06-20", "Fatima: diastasis recti, two-finger gap above the navel. No crunches or full planks; breathing, transverse abdominis activation, dead bugs, side-lying work. Recheck the gap in six weeks."),
    ("ruth", "wes", "2026-10-15", "Wes: down 8.6 kg since June (138.2 to 129.6). CPAP has transformed his energy; no more energy drinks. Next goal 8,000 steps a day on the road."),
    ("ruth", "peggy", "2026-09-01", "Peggy, three weeks after left knee replacement: bend 85 degrees, walking with a stick, swelling settling. Protein about 1.2 g/kg; home exercises twice a day."),
]

TRANSCRIPTS = [
    {
        "id": "tr-ines-chloe-20261008", "trainer": "ines", "client": "chloe", "startedAt": "2026-10-08T14:00:00Z",
        "title": "In-person session: confidence plan and lower-body day",
        "lines": [
            ("Coach", 0, "How have the sessions on your own been going since we last trained together?"),
            ("Chloe", 8, "Better. I've been going at two in the afternoon on weekdays, it's so much quieter then."),
            ("Coach", 20, "Perfect, keep that slot. And the weekends?"),
            ("Chloe", 27, "I can't really, I work behind the bar at a cocktail place on Friday and Saturday nights."),
            ("Coach", 41, "That's fine, three weekday sessions is plenty. Let's warm up, and remember the micro-bend on the elbows."),
            ("Chloe", 60, "Soft elbows, I know, I know."),
            ("Coach", 540, "That hip thrust set looked strong. I think a hundred kilos is a few weeks away."),
            ("Chloe", 552, "Stop, really? My sister is getting married next June and I want to feel strong in the photos."),
            ("Coach", 566, "You will. Last thing: next time, try the squat rack in the corner by the window. You'll have your back to the room."),
        ],
    },
    {
        "id": "tr-theo-arjun-20260905", "trainer": "theo", "client": "arjun", "startedAt": "2026-09-05T18:00:00Z",
        "title": "Video call: bike fit and hill climb plan",
        "lines": [
            ("Coach", 0, "So the back is still aching on the long rides?"),
            ("Arjun", 6, "Yeah, after about three hours, low down on the right side."),
            ("Coach", 15, "From the photos your saddle looks low and too far back. Raise it eight millimetres and move it forward five, then ride an hour and tell me."),
            ("Arjun", 40, "Okay. And the hill climb is the Monument on the eleventh of October."),
            ("Coach", 50, "Then for five weeks: two sessions of over-unders on Tuesday and Thursday, and one long climb repeat session on Saturday. We'll taper the last week."),
            ("Arjun", 75, "Should I still try to lose weight?"),
            ("Coach", 82, "No more cutting before the race. You're at seventy and that's fine; power matters more now."),
        ],
    },
    {
        "id": "tr-ruth-gloria-20260714", "trainer": "ruth", "client": "gloria", "startedAt": "2026-07-14T10:00:00Z",
        "title": "Video call: what happened in the fall and the balance plan",
        "lines": [
            ("Coach", 0, "Can you tell me what happened when you fell in May?"),
            ("Gloria", 7, "I tripped over the hose by the back door carrying the watering can. I lay there a while before I could get up."),
            ("Coach", 25, "That must have been frightening. Do you have a way to call for help now?"),
            ("Gloria", 34, "My daughter Rachel bought me one of those pendant alarms. She also drives me to tai chi on Tuesdays."),
            ("Coach", 52, "Wonderful. Let's add three sets of ten sit-to-stands and heel raises at the counter every day."),
            ("Gloria", 70, "The stairs are what worry me most. I go down them sideways."),
            ("Coach", 84, "We'll practise step-ups on the bottom step holding the rail, and the fear usually eases as your legs get stronger."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("kofi", "2026-10-30", 5.5, 6, 90, "Baby still up twice a night. Training on track for the meet."),
    ("kofi", "2026-11-06", 6.0, 5, 100, "Peak week felt good, openers moving fast."),
    ("kofi", "2026-11-13", 6.5, 7, 100, "Nervous for Saturday! Bodyweight is right on the class limit."),
    ("dmitri", "2026-10-09", 7.0, 4, 85, "Standing desk helps. Morning stiffness only."),
    ("dmitri", "2026-11-06", 7.5, 3, 95, "Lowest weight in years. Feeling younger."),
    ("lucia", "2026-10-16", 6.0, 5, 90, "Night sweats easing a bit. Lifting feels good."),
    ("lucia", "2026-11-13", 7.5, 3, 100, "Sleeping well most nights now."),
    ("zoe", "2026-10-10", 8.0, 8, 70, "Hate not running. Doing pool sessions. Eating more."),
    ("zoe", "2026-10-24", 8.0, 6, 90, "Period came back this week! Sports doctor pleased."),
    ("zoe", "2026-11-14", 7.5, 4, 100, "First run back went fine."),
    ("callum", "2026-10-23", 5.0, 8, 40, "New job, long commute, no energy for runs."),
    ("callum", "2026-11-13", 6.5, 5, 80, "Settling in at work, back to four runs."),
    ("wes", "2026-09-18", 7.0, 4, 85, "CPAP is brilliant. Cool box every trip."),
    ("wes", "2026-10-16", 7.0, 3, 90, "Under 130! Walking round the truck park at night."),
    ("wes", "2026-11-13", 6.5, 5, 80, "Long runs to Scotland this week, harder to walk."),
    ("henrik", "2026-09-11", 6.5, 6, 70, "Legs ache since the new tablets. Walked anyway."),
    ("henrik", "2026-10-23", 7.5, 2, 95, "Cholesterol result was great."),
    ("fatima", "2026-09-04", 5.0, 7, 60, "First week back at work with a baby is chaos."),
    ("fatima", "2026-11-06", 6.0, 4, 90, "Core feels stronger, no leaks this week."),
    ("amara", "2026-09-11", 7.5, 4, 95, "Taper week, ready for Sunday."),
    ("amara", "2026-10-23", 7.0, 5, 85, "Run commuting is fun, legs a bit tired."),
    ("pedro", "2026-10-30", 6.0, 5, 75, "Good news from the doctor. Still eating late."),
    ("samo", "2026-10-16", 7.0, 5, 90, "Race tomorrow, feeling quick."),
]

# ---------------------------------------------------------------------------
# Everyday chatter between the story messages (no topics a question asks about).
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "Can we push Thursday to 7:30?", "Running about 10 min late, sorry!", "Booked in for next week 👍", "Done ✅",
    "Logged it in the app", "Thanks!", "👍", "Sounds good", "ok cool", "Will do", "Is the studio open on the bank holiday?",
    "parking was a nightmare today haha", "can you resend the programme? the app logged me out", "what time tomorrow?",
    "Sorry, work ran late, can we do Friday instead?", "Just paid the invoice", "Got the new plan, looks tough 😅",
    "Did the workout at home today", "Nice, thanks for the video", "Quick one, is the session at the usual place?",
    "All good here", "made it through the whole session today", "Heading into a busy week at work, might be quiet",
    "Haha fair", "Lol yes", "I'll let you know", "Cheers", "Perfect, see you then", "on my way",
    "Can I bring a friend to watch one day?", "The app won't let me tick off Tuesday", "Done and dusted",
    "That was a good one today", "Same time next week?", "Sorry for the slow reply!", "Thank you 🙏",
    "Weekend away, back Monday", "Just saw your message, yes that works", "ok!", "Noted 👌",
]
TRAINER_CHATTER = [
    "Great work today 💪", "Booked you in for Tuesday 6pm.", "Reminder: we're at the other studio on Thursday.",
    "New block is in the app, have a look and shout if anything's unclear.", "No problem at all, Friday works.",
    "Nice one! Logged.", "How did the session feel?", "Quick reminder to log your workouts this week.",
    "Enjoy your weekend!", "Happy to move it, just say the time.", "Thanks for letting me know.", "See you tomorrow!",
    "Invoice for next month is in your inbox.", "Fixed the app issue, try again now.", "Perfect, see you then.",
    "Let me know when you're back and we'll pick up where we left off.", "Good stuff.", "You're welcome!",
    "Sent you the updated plan.", "Yes, same place as usual.",
]

Msg = dict


def _when(text: str) -> datetime:
    return records.at(text, YEAR)


_iso = records.iso


def _chatter(rng: random.Random, n: int) -> list[_Msg]:
    """n everyday exchanges at random times: a client line, often answered by the coach."""
    out = []
    span = int((END - START).total_seconds() // 60)
    for _ in range(n):
        at = START + timedelta(minutes=rng.randrange(span))
        at = at.replace(hour=rng.randint(7, 21))
        out.append(_Msg(at.strftime("%m-%d %H:%M"), "c", rng.choice(CLIENT_CHATTER), None))
        if rng.random() < 0.6:
            reply = at + timedelta(minutes=rng.randint(3, 90))
            out.append(_Msg(reply.strftime("%m-%d %H:%M"), "t", rng.choice(TRAINER_CHATTER), None))
    return out


# -- health data (issue 18): readings, goals and lab results, loaded through the validated write path -----------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("chloe", "weight", "kg", "2026-09-07", "2026-11-19", 3, 68.4, 65.9, 0.3),
    ("mateo", "sleep_hours", "h", "2026-10-01", "2026-10-31", 2, 6.0, 6.2, 0.5),
    ("mateo", "sleep_hours", "h", "2026-11-01", "2026-11-20", 2, 7.1, 7.4, 0.4),
    ("amara", "resting_heart_rate", "bpm", "2026-09-02", "2026-11-18", 7, 64, 58, 0.6),
    ("peggy", "steps", "steps", "2026-10-01", "2026-11-20", 2, 4800, 6300, 350),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("chloe", "goal-ines-chloe-weight", "weight", 63, "kg", "2027-01-31", "active"),
    ("amara", "goal-theo-amara-rhr", "resting_heart_rate", 57, "bpm", "2026-12-31", "active"),
    ("peggy", "goal-ruth-peggy-steps", "steps", 6000, "steps", None, "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high, status or None: from the range)
LABS = [
    ("omar", "2026-06-15", "Ferritin", 18, "ng/mL", 30, 400, None),
    ("omar", "2026-06-15", "Vitamin D", 42, "nmol/L", 50, 125, None),
    ("omar", "2026-10-20", "Ferritin", 34, "ng/mL", 30, 400, None),
    ("omar", "2026-10-20", "Vitamin D", 61, "nmol/L", 50, 125, None),
    ("omar", "2026-10-20", "Haemoglobin", 14.1, "g/dL", 13.5, 17.5, None),
    ("gloria", "2026-08-12", "HbA1c", 6.1, "%", None, 5.6, "borderline"),
    ("gloria", "2026-11-10", "HbA1c", 5.8, "%", None, 5.6, "borderline"),
]


def _health(clients: dict, trainers: dict) -> dict[str, list[dict]]:
    """Deterministic readings (their own seed: the rest of the roster is unchanged byte for byte)."""
    rng = random.Random(18)
    metrics: list[dict] = []
    for short, metric, unit, first, last, every, start, end, wobble in READINGS:
        trainer_short, cid, _ = clients[short]
        day, stop = datetime.fromisoformat(first), datetime.fromisoformat(last)
        n = (stop - day).days // every
        for i in range(n + 1):
            at = (day + timedelta(days=i * every)).replace(hour=7, minute=rng.randint(0, 59))
            value = start + (end - start) * i / max(n, 1) + rng.uniform(-wobble, wobble)
            value = round(value) if unit in ("steps", "bpm") else round(value, 1)
            metrics.append({"id": f"hm-{trainer_short}-{short}-{metric}-{at:%m%d}", "trainerId": trainers[trainer_short]["id"],
                            "clientId": cid, "type": metric, "value": value, "unit": unit, "recordedAt": _iso(at)})
    goals = []
    for short, gid, metric, target, unit, deadline, status in GOALS:
        trainer_short, cid, _ = clients[short]
        goal = {"id": gid, "trainerId": trainers[trainer_short]["id"], "clientId": cid, "metric": metric,
                "target": target, "unit": unit, "status": status}
        if deadline:
            goal["deadline"] = deadline + "T00:00:00Z"
        goals.append(goal)
    labs = []
    for short, day, biomarker, value, unit, low, high, status in LABS:
        trainer_short, cid, _ = clients[short]
        lab = {"id": f"lab-{trainer_short}-{short}-{day}-{biomarker.lower().replace(' ', '')}",
               "trainerId": trainers[trainer_short]["id"], "clientId": cid, "biomarker": biomarker, "value": value,
               "unit": unit, "panelDate": day + "T08:00:00Z"}
        lab.update({k: v for k, v in (("referenceLow", low), ("referenceHigh", high), ("status", status)) if v is not None})
        labs.append(lab)
    return {"healthMetrics": metrics, "healthGoals": goals, "labResults": labs}


# The trainers' circles (issue 18 part 6): what a coach who organises memory by topic would set up. Each is
# (trainer, client or None for a circle across clients, name, description, records put in by hand: story tags or
# document ids). Circles with no records by hand collect their members automatically from the name and description
# alone; the others also take automatic members near the centroid of what was put in by hand. Loaded through the
# circles use cases (shared/usecases/circles/loader.py), as the createCircle / assignToCircle callables would.
CIRCLES = [
    ("ruth", "peggy", "Knee rehab", "Peggy's knee replacement: prehab, the operation, her bend and walking again",
     ["peggy-surgery", "peggy-prehab", "peggy-flexion", "sn-ruth-peggy-0901"]),
    ("ruth", "henrik", "Heart health", "cardiac rehab, heart rate limits, statins and cholesterol",
     ["henrik-rehab", "henrik-hr", "henrik-statin", "henrik-ldl"]),
    ("ruth", "fatima", "Postnatal recovery", "diastasis, pelvic floor and core after the baby",
     ["fatima-diastasis", "fatima-core", "fatima-leak"]),
    ("ruth", None, "Nutrition reset", "eating on the road, night meals, salt, snacks and protein", []),
    ("theo", None, "Marathon block", "marathon and half marathon training: long runs, race fuelling, race day",
     ["yuki-plan", "yuki-berlin", "amara-coffee", "amara-gnr"]),
    ("theo", "zoe", "Bone stress", "Zoe's tibial stress reaction: the scan, no running, periods and fuelling, "
     "the return to running", ["zoe-shin", "zoe-mri", "zoe-reds"]),
    ("theo", None, "Injury watch", "injuries and pain: knees, hips, ankles, backs, shins", []),
    ("ines", "kofi", "Meet prep", "Kofi's first powerlifting meet: sign-up, openers, peak week, the result",
     ["kofi-meet", "kofi-openers"]),
    ("ines", "kofi", "Knee rehab", "patellar tendon pain on deep squats: Spanish squat holds", ["kofi-knee-1", "kofi-knee-2"]),
    ("ines", None, "Shoulder and wrist rehab", "an unstable shoulder in contact sport, wrist pain in the front rack",
     ["samw-shoulder", "priyanka-wrist"]),
]


def _circles(data: dict, tags: dict[str, str], trainers: dict, clients: dict) -> list[dict]:
    """The data set's `circles`: each with its trainer, optional client and the records put in by hand, in the
    createCircle / assignToCircle wire format ({messageId, chatId} for a message, {messageId: <document id>} else)."""
    chat_of = {m["id"]: m["chatId"] for m in data["messages"]}
    out = []
    for trainer_short, client_short, name, description, refs in CIRCLES:
        records_ = []
        for ref in refs:
            if ref in tags:
                records_.append({"messageId": tags[ref], "chatId": chat_of[tags[ref]]})
            else:
                assert any(ref == d["id"] for k in ("sessionNotes", "transcripts", "checkins") for d in data[k]), ref
                records_.append({"messageId": ref})
        out.append({"trainerId": trainers[trainer_short]["id"], "name": name, "description": description,
                    "clientId": clients[client_short][1] if client_short else None, "records": records_})
    return out


def build() -> tuple[dict, dict[str, str]]:
    rng = random.Random(20261121)
    trainers = {t["short"]: t for t in TRAINERS}
    clients = {short: (trainer, cid, name) for trainer, cid, name, short in CLIENTS}
    data, tags = assemble(
        trainers=TRAINERS, clients=CLIENTS, profiles=PROFILES, asked_at=ASKED_AT, when=_when,
        chat_lines=lambda short: list(STORY.get(short, [])) + _chatter(rng, rng.randint(25, 40)),
        groups=GROUPS, group_lines="messages", notes=NOTES, transcripts=TRANSCRIPTS, checkins=CHECKINS,
    )
    data.update(_health(clients, trainers))
    data["circles"] = _circles(data, tags, trainers, clients)
    return data, tags


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    data, tags = build()
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    TAGS_OUT.write_text(json.dumps(tags, indent=1, sort_keys=True) + "\n")
    print(f"wrote {out}: {len(data['clients'])} clients, {len(data['chats'])} chats, {len(data['messages'])} messages, "
          f"{len(data['sessionNotes'])} notes, {len(data['transcripts'])} transcripts, {len(data['checkins'])} check-ins, "
          f"{len(data['healthMetrics'])} health readings, {len(data['healthGoals'])} goals, {len(data['labResults'])} lab results, "
          f"{len(data['circles'])} circles")


if __name__ == "__main__":
    main()
