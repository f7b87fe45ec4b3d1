#!/usr/bin/env python3
"""Build the twenty-fourth blind data set for the answer benchmark (bench/answers_data/blind24.json).

    functions/venv/bin/python -m bench.answers_data.build_blind24

Four trainers of kinds the other rosters do not have (a rugby league strength and conditioning coach
in Wigan with an academy hooker of 16 who sprains his left AC joint in a tackle (grade 2, no
fracture), gets his GCSEs and is picked for an England academy camp in February and whose mum
texts, a women's rugby league centre of 26, a postwoman low on iron, who sprains the MCL of her left
knee in a cup game, plays for Lancashire in November, does Veganuary and whose girlfriend texts, and
a masters player of 54, a bus driver, who ruptures his left Achilles at a masters festival (a boot,
no op), goes onto atorvastatin, does Dry January and whose wife texts; a hypermobility and POTS
exercise coach in Shrewsbury with an art student of 18 with hypermobile EDS whose right ankle goes
over, whose jaw clicks, who gets ring splints for her fingers and whose mum texts, a software tester
of 31 with POTS confirmed on a tilt table, on ivabradine, who faints at a Diwali party and runs the
New Year's Day parkrun and whose husband texts, and a church organist of 44 with hypermobile EDS who
dislocates his left shoulder putting up the Christmas lights and whose daughter texts; a basketball
strength and conditioning coach in Milton Keynes with a shooting guard of 15 who tears the ACL of
her right knee in October, misses the England under-16 trials, has her reconstruction booked for
February and whose dad texts, a semi-pro point guard of 23, a barista, who breaks the fifth
metatarsal of his left foot (a Jones fracture, screwed) and whose girlfriend texts, and an over-50s
player of 58, a driving instructor, with right sciatica from an L4/5 disc on gabapentin whose son
texts; an American football strength and conditioning coach in Tamworth with a kicker of 17 who
strains his right adductor, makes 4 of 5 at the GB under-19 trials and whose nan texts, a GB
women's quarterback of 27, a paramedic, who sprains the UCL of her right thumb (skier's thumb, a
splint, no surgery), runs the Great North Run and gets engaged on Christmas morning and whose fiancé
texts, and a left tackle of 34, a prison officer with a fatty liver (ALT 88 then 41), whose left
elbow bursitis is drained and whose wife texts), 12 clients, 3 July 2017 to 26 January 2018 (asked
on 29 January 2018): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight of four clients, resting heart rate of two,
steps of two, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-12-01 by helper h-blind24 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py,
functions/*, any list of benchmark failures or any result file: a held-out check of whether the
fixes made on the other sets generalise.

The period, July 2017 to January 2018, is one no other roster covers (blind23 starts in February
2018), and it crosses a new year: a chat line's "MM-DD" from July to December is 2017, in January
2018 (`when`). Wimbledon (Murray out in the quarter-final on 12 July, Federer's eighth title on
16 July), the Women's Euros (England 6-0 Scotland on 19 July, 1-0 France on 30 July, out 3-0 to the
Netherlands on 3 August), the World Athletics Championships in London (Farah's 10,000 m gold on
4 August, Bolt's bronze on 5 August and his last race, pulling up in the relay, on 12 August), the
school summer holidays, A-level (and AS) results day (17 August), GCSE results day (24 August), the
Challenge Cup final (26 August), the August bank holiday (28 August), the Great North Run
(10 September), the NFL at Wembley (24 September), the Super League Grand Final (7 October), Storm
Ophelia (16 October), Diwali (19 October), the clocks going back (29 October), Halloween, Bonfire
Night, Remembrance Sunday (12 November), Black Friday (24 November), the Rugby League World Cup
final (2 December), the snow of 10-11 December, Christmas, Boxing Day, New Year's Eve and Day,
Storm Eleanor (2-3 January), Dry January, Veganuary and Blue Monday (15 January) lie inside it;
every weekday is checked with Python's `calendar`. The story messages are written the way people
text: lowercase, typos, run-ons, emoji, shorthand and slang (rugby league "RL", "the bronco",
"yo-yo", "scholarship", "masters", "the DW"; hypermobility "hEDS", "Beighton", "POTS", "tilt table",
"TMJ", "ring splints"; basketball "D1", "pts", "VJ", "lane agility", "3/4 court", "AlterG";
American football "QB", "left tackle", "FG", "40 yard", "snap", "GB U19"), Wigan ("now then", "our
kid", "mardy", "butty"), Shropshire and Welsh-border English, Milton Keynes and London English
("yo", "innit"), Midlands ("ay up", "me duck"), a Welsh "diolch" in the chatter, mixed units (kg,
cm, seconds, minutes, yards, metres, mg, units, ug/L, mmol/L, U/L, nmol/L, bpm, degrees,
percent, points, grades, placings), negations ("no fracture", "not the ACL", "no op", "no surgery",
"meniscus ok"), revisions later (ivabradine 2.5 then 5 mg; a knee that "gave way" then an ACL tear; a foot
"aching" then a Jones fracture; an elbow "swollen" then drained; gabapentin then stopped), plans
never carried out or lying after the period (an England academy camp in February, an ACL
reconstruction on 12 February, a GB under-19 camp in March, a wedding in August 2019, the GB
women's games next summer, back on court in March), facts only in the coach's reply, only in a note,
only in a transcript or only in a lab panel, a relative or partner writing for every client (a mum
twice, a girlfriend twice, a wife twice, a husband, a daughter, a dad, a son, a nan, a fiancé),
names that are also words (Summer, Dawn), nicknames (Kez, Jodes, Unsy, Pri, Tay, Tully, Nat, Bex;
"big k" only in the questions), two shoulders at two trainers (Kieran's left AC joint, Owen's left shoulder), knees at two
(Jodie's left MCL, Tayo's right ACL), feet and ankles at three (Mick's left Achilles, Summer's right
ankle, Marcus's left foot), a right groin, a right thumb, a left elbow and a right leg's sciatica.
The everyday chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter)
and names no body part, food, drink, medicine, sport, event or number a question asks about.
Deterministic: two runs write byte-identical files. `blind24_tags.json` maps the story tags to
message ids for the question list (bench/answers_data/blind24_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line
from bench.answers_data.roster_assembly import blind_roster, write
from demo import records

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind24.json", HERE / "blind24_tags.json"
YEAR = 2017  # July to December; January lines are of the next year (`when`)
START, END = datetime(2017, 7, 3, 7, 0), datetime(2018, 1, 26, 21, 0)
ASKED_AT = "2018-01-29T08:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" of 2017 from July, of 2018 in January."""
    return records.at(text, YEAR if int(text[:2]) >= 7 else YEAR + 1)


TRAINERS = [
    {"id": "coach-dean", "displayName": "Dean Ashurst", "email": "dean.ashurst@example.com", "short": "dean"},
    {"id": "coach-nia", "displayName": "Nia Roberts", "email": "nia.roberts@example.com", "short": "nia"},
    {"id": "coach-andre", "displayName": "Andre Campbell", "email": "andre.campbell@example.com", "short": "andre"},
    {"id": "coach-kyle", "displayName": "Kyle Mensah", "email": "kyle.mensah@example.com", "short": "kyle"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("dean", "kieran-hilton", "Kieran Hilton", "kieran"),
    ("dean", "jodie-pennington", "Jodie Pennington", "jodie"),
    ("dean", "mick-unsworth", "Mick Unsworth", "mick"),
    ("nia", "summer-whitlock", "Summer Whitlock", "summer"),
    ("nia", "priya-nair", "Priya Nair", "priya"),
    ("nia", "owen-jenkins", "Owen Jenkins", "owen"),
    ("andre", "tayo-adeyemi", "Tayo Adeyemi", "tayo"),
    ("andre", "marcus-bell", "Marcus Bell", "marcus"),
    ("andre", "graham-tully", "Graham Tully", "graham"),
    ("kyle", "nathan-ellery", "Nathan Ellery", "nat"),
    ("kyle", "rebecca-holloway", "Rebecca Holloway", "bex"),
    ("kyle", "kwame-asante", "Kwame Asante", "kwame"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("kieran", "mick", "priya", "tayo", "graham", "bex")

PROFILES = [
    {"clientId": "kieran-hilton", "age": 16, "goal": "Reach 90 kg without losing speed and earn a place at the England academy camp",
     "dietaryRestrictions": [], "injuries": ["left AC joint sprain, grade 2 (August 2017)"],
     "notes": "Hooker on the rugby league scholarship at a Super League club in Wigan. Sat his GCSEs in June 2017. Mum Dawn."},
    {"clientId": "jodie-pennington", "age": 26, "goal": "Faster over 40 m and a place in the Lancashire women's side in November",
     "dietaryRestrictions": [], "injuries": ["left knee MCL sprain, grade 2 (September 2017)", "low iron (ferritin 14, August 2017)"],
     "notes": "Centre for a women's rugby league team in Orrell. Postwoman. Girlfriend Shannon."},
    {"clientId": "mick-unsworth", "age": 54, "goal": "Get under 100 kg and keep playing masters rugby league",
     "dietaryRestrictions": [], "injuries": ["left Achilles tendon rupture (23 September 2017), treated in a boot",
                                             "high cholesterol (atorvastatin 20 mg from September 2017)"],
     "notes": "Bus driver. Plays over-50s masters rugby league. Known as Unsy. Wife Sandra."},
    {"clientId": "summer-whitlock", "age": 18, "goal": "Walk the Shrewsbury Flower Show without her ankle going, and get strong around her joints",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["hypermobile Ehlers-Danlos syndrome (Beighton 8/9, July 2017)",
                                                         "recurrent right ankle sprains", "jaw (TMJ) clicking"],
     "notes": "Art foundation student at Shrewsbury College from September 2017. Mum Helen."},
    {"clientId": "priya-nair", "age": 31, "goal": "Run a whole parkrun again",
     "dietaryRestrictions": [], "injuries": ["POTS (postural tachycardia syndrome) after glandular fever in 2016, confirmed on a tilt table September 2017"],
     "notes": "Software tester, works from home two days a week. Known as Pri. Husband Arjun."},
    {"clientId": "owen-jenkins", "age": 44, "goal": "Stronger around his joints and no back ache at the organ",
     "dietaryRestrictions": [], "injuries": ["hypermobile Ehlers-Danlos syndrome (Beighton 6/9)",
                                             "left shoulder anterior dislocation (1 December 2017)"],
     "notes": "Piano teacher and organist at St Chad's, Shrewsbury. Daughter Megan (16) also hypermobile."},
    {"clientId": "tayo-adeyemi", "age": 15, "goal": "Make the England under-16 girls' squad",
     "dietaryRestrictions": [], "injuries": ["right knee ACL complete tear (14 October 2017), reconstruction booked for 12 February 2018"],
     "notes": "Shooting guard for the Milton Keynes under-16 girls. Year 11, GCSEs in 2018. Known as Tay. Father Femi."},
    {"clientId": "marcus-bell", "age": 23, "goal": "Dunk off one foot and be quicker on defence",
     "dietaryRestrictions": ["no pork"], "injuries": ["left fifth metatarsal Jones fracture (11 November 2017), screw fixation 17 November"],
     "notes": "Point guard in NBL Division 1. Barista at the station cafe. Girlfriend Chantelle."},
    {"clientId": "graham-tully", "age": 58, "goal": "Get to 90 kg and play the masters tournament in Manchester in November",
     "dietaryRestrictions": [], "injuries": ["right sciatica from an L4/5 disc bulge (September 2017)"],
     "notes": "Driving instructor. Plays over-50s basketball at the leisure centre. Son Josh."},
    {"clientId": "nathan-ellery", "age": 17, "goal": "Kick a 50-yard field goal and make the GB under-19 squad",
     "dietaryRestrictions": [], "injuries": ["right adductor strain, grade 2 (2 September 2017)"],
     "notes": "Kicker and punter for the juniors, a former rugby union fly half. Known as Nat. Doing A levels. Lives with his nan Brenda."},
    {"clientId": "rebecca-holloway", "age": 27, "goal": "A quicker 40-yard dash and a stronger arm for the GB women's games next summer",
     "dietaryRestrictions": [], "injuries": ["right thumb UCL sprain (skier's thumb), partial (7 October 2017)"],
     "notes": "Known as Bex. Quarterback in the GB women's squad. Paramedic on shifts. Fiancé Tom (engaged Christmas Day 2017)."},
    {"clientId": "kwame-asante", "age": 34, "goal": "Down to 125 kg and a normal liver test without losing strength",
     "dietaryRestrictions": [], "injuries": ["fatty liver (ALT 88, July 2017)", "left elbow olecranon bursitis (October 2017), drained November"],
     "notes": "Left tackle. Prison officer. Wife Ama."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "kieran": [
        L("07-04 18:00", "c", "Hi Dean, Dawn Hilton, Kieran's mum. He's 16, plays hooker and has just got on the scholarship at the club. They've told him he needs to get bigger and stronger, he's 84 kilo wet through. Sat his GCSEs in June. Can you take him on for the summer?", "kieran-dawn"),
        L("07-04 18:30", "t", "Hi Dawn, yes. Three sessions a week with me over the summer: lifting twice, conditioning once, and he eats five times a day. Target 90 kg by the spring without losing his legs.", "kieran-dawn-coach"),
        L("07-12 20:00", "c", "bench 80kg x3 today 💪 murray's out, mum's fuming", "kieran-bench80"),
        L("07-24 19:00", "c", "pre season testing: bronco 5:20, yo-yo 18.2. coach wants the bronco under 5", "kieran-bronco"),
        L("08-12 21:00", "c", "did u see bolt pull up in the relay 😬 last ever race", "kieran-bolt"),
        L("08-19 16:00", "c", "Dean it's Dawn. Kieran's hurt his left shoulder in the under 16s game today, landed on the point of it in a tackle. A&E x-ray: no fracture, AC joint sprain grade 2. Sling for a week. He's gutted", "kieran-dawn2"),
        L("08-19 16:30", "t", "Thanks Dawn. Sling for the week and legs only with me: no bench, no pull-ups, nothing overhead for four weeks. We'll keep his fitness on the bike.", "kieran-dawn2-coach"),
        L("08-24 10:30", "c", "gcse results!! two 6s, four 5s and a 4 in maths. mum cried 😂", "kieran-gcse"),
        L("08-24 11:00", "t", "Get in, Kez! A pass in maths, that's the one that matters. Proud of you.", "kieran-gcse-coach"),
        L("09-18 17:00", "c", "shoulder 1/10, physio says full contact from next monday", "kieran-shoulder-ok"),
        L("10-14 18:00", "c", "back playing, 2 tries v saints academy and the shoulder was fine", "kieran-back"),
        L("11-20 19:00", "c", "bench 92.5kg x3!! weighed 87.5", "kieran-bench92"),
        L("12-02 12:00", "c", "up early for the world cup final, 6-0 to the aussies 🙁 so close", "kieran-rlwc"),
        L("12-18 18:00", "c", "Dawn again: he's been picked for the England academy camp in February! Thank you for everything you've done with him x", "kieran-dawn3"),
        L("12-18 18:30", "t", "Brilliant news, Dawn. He's earned it. Christmas week off, then we start again on the 2nd.", "kieran-dawn3-coach"),
        L("01-15 19:00", "c", "blue monday my foot, bronco 4:58 🔥 weighed 88.2", "kieran-bronco2"),
    ],
    "jodie": [
        L("07-06 20:00", "c", "Hiya Dean, Jodie Pennington, 26, centre for the women's team at Orrell. Postie so I'm on my feet all day. Want to be faster and hit harder, and get in the Lancashire side for the county game in November", "jodie-intro"),
        L("07-06 20:30", "t", "Hiya Jodie! Speed and power twice a week, and a proper breakfast before your round. We'll test your 40 m sprint next week.", "jodie-intro-coach"),
        L("07-13 19:00", "c", "40m sprint 6.1s, bench 45kg, squat 80kg", "jodie-tests"),
        L("07-19 22:00", "c", "ENGLAND 6 SCOTLAND 0 ⚽🦁 watched it in the pub after my round", "jodie-euros"),
        L("08-03 22:00", "c", "gutted, lionesses out 3-0 to the dutch", "jodie-euros2"),
        L("08-15 18:00", "c", "gp bloods: ferritin 14, says low. ferrous fumarate 210mg twice a day", "jodie-iron"),
        L("08-15 18:20", "t", "That'll explain the heavy legs on the hills. Take them with orange juice, not with a brew, and we'll keep the sprints short till it comes up.", "jodie-iron-coach"),
        L("09-09 17:00", "c", "Dean it's Shannon, Jodie's girlfriend. She's done her left knee in the cup game, someone fell on the side of it. The club physio thinks MCL grade 2, not the ACL. Brace for 6 weeks. She's on the sofa sulking", "jodie-shannon"),
        L("09-09 17:30", "t", "Thanks Shannon, poor Jodes. Brace on, ice, and the bike when it's comfy. Upper body with me in the meantime and I'll send her a quad plan.", "jodie-shannon-coach"),
        L("10-23 19:00", "c", "brace off!! running in straight lines, no twisting yet", "jodie-braceoff"),
        L("11-18 20:00", "c", "played 60 mins for lancashire v yorkshire, lost 22-16 but the knee held 💪", "jodie-county"),
        L("11-18 20:20", "t", "Sixty minutes on that knee, Jodes, ten weeks after the MCL. That's the work paying off.", "jodie-county-coach"),
        L("12-11 09:00", "c", "snowed in, no round today, first time ever 😂 did the circuit in the kitchen", "jodie-snow"),
        L("12-14 18:00", "c", "ferritin 41 now, gp says stop the tablets in jan", "jodie-iron2"),
        L("01-02 19:00", "c", "veganuary day 2, shannon's idea, i miss bacon already", "jodie-vegan"),
        L("01-20 12:00", "c", "40m sprint 5.8!! fastest ever", "jodie-sprint"),
        L("01-21 20:00", "c", "Shannon here: she's still vegan on day 21, I'm amazed x", "jodie-shannon2"),
    ],
    "mick": [
        L("07-03 19:00", "c", "Now then Dean, Mick Unsworth. 54, bus driver on the 610. Play masters rugby league with the over 50s. 112 kilo and the doctor says lose weight. Want to get under 100 and keep playing", "mick-intro"),
        L("07-03 19:30", "t", "Now then Mick! Twice a week with me and a walk on your days off. We'll weigh in every Monday and cut the pasties, not the butties.", "mick-intro-coach"),
        L("08-08 18:00", "c", "nhs health check at the gp: cholesterol 6.8, bp 138/86. gp wants me on a statin", "mick-chol"),
        L("08-08 18:20", "t", "Take the GP's advice, Mick, and keep the weight coming off: it helps the cholesterol and the blood pressure both.", "mick-chol-coach"),
        L("08-26 18:00", "c", "challenge cup final at wembley, we lost 18-14 to hull 😭 long coach home", "mick-wembley"),
        L("09-01 08:00", "c", "started atorvastatin 20mg. 106.5 kilo this morning", "mick-statin"),
        L("09-23 15:00", "c", "Dean, it's Sandra, Mick's wife. He's done his left Achilles at the masters festival in Widnes, said it felt like someone kicked him. Whiston say it's ruptured. No op, a boot for 10 weeks with wedges in. He can't drive so he's under my feet x", "mick-sandra"),
        L("09-23 15:30", "t", "Oh no, thanks Sandra. Boot on, foot up, and he can do upper body and core sat down with me. No driving till the boot's off.", "mick-sandra-coach"),
        L("10-16 15:00", "c", "ophelia's turned the sky orange, thought it were the end of the world. still in the boot", "mick-ophelia"),
        L("11-05 21:00", "c", "bonfire night at haigh hall on the crutches 🎆", "mick-bonfire"),
        L("12-04 12:00", "c", "boot off! walking like a penguin. physio says heel raises 3x15", "mick-bootoff"),
        L("12-04 12:20", "t", "Free at last. Heel raises every day, both legs first, then the left on its own. No running till the physio says.", "mick-bootoff-coach"),
        L("12-26 17:00", "c", "boxing day at the dw with our kid. 108 kilo, christmas did me", "mick-boxing"),
        L("01-01 11:00", "c", "Happy new year Dean, Sandra here. Mick's doing dry january, he's mardy already 😂", "mick-sandra2"),
        L("01-16 18:00", "c", "cholesterol 4.9!! gp's made up. 105.5 kilo", "mick-chol2"),
        L("01-16 18:20", "t", "From 6.8 to 4.9, Mick! And lighter than the day you went into the boot. Keep going.", "mick-chol2-coach"),
    ],
    "summer": [
        L("07-05 17:00", "c", "Hello Nia, Helen Whitlock here, Summer's mum. Summer is 18 and has just been diagnosed with hypermobile EDS by the rheumatologist, Beighton score 8 out of 9. Her right ankle goes over every few weeks and her jaw clicks. The physio said to find someone who understands hypermobility. She'd love to get round the flower show in August without her ankle going", "summer-helen"),
        L("07-05 17:30", "t", "Hello Helen, thank you. We'll work slowly on control, not stretching: balance and calf strength for the ankle, and no end-of-range yoga. Summer can come Tuesdays at 4.", "summer-helen-coach"),
        L("07-18 17:00", "c", "single leg balance 8 secs on the right, 20 on the left lol", "summer-balance"),
        L("08-11 19:00", "c", "did the flower show!! 14k steps and the ankle held 🌸", "summer-flowershow"),
        L("08-17 10:00", "c", "A level results: A in art, B in english, C in history. got my place on the art foundation 🎨", "summer-alevels"),
        L("08-17 10:20", "t", "Congratulations, Summer! Brilliant results. The foundation's lucky to have you.", "summer-alevels-coach"),
        L("09-12 18:00", "c", "ankle went over again getting off the bus, the right one, swollen. 4/10", "summer-ankle"),
        L("09-12 18:20", "t", "Ice, elevation and compression for 48 hours, then gentle circles. Nothing pushed to the end of the range. We'll build the calf back up next week.", "summer-ankle-coach"),
        L("10-16 13:00", "c", "jaw clicking so bad i can't bite an apple. dentist says tmj, soft food and a bite guard at night", "summer-jaw"),
        L("11-08 18:00", "c", "Nia it's Helen. Summer's fingers keep bending back when she draws, so the OT has given her silver ring splints for 3 fingers on her right hand. She loves them, says they're jewellery x", "summer-helen2"),
        L("11-08 18:30", "t", "Ring splints are great, Helen. I'll add grip and finger work with putty: strength around the joints, never stretching them.", "summer-helen2-coach"),
        L("12-10 11:00", "c", "SNOW ❄️ not leaving the house, my ankles and ice don't mix", "summer-snow"),
        L("12-25 20:00", "c", "christmas at nan's, walked the dog twice, no wobbles", "summer-xmas"),
        L("01-09 17:00", "c", "balance 25 secs on the right now!!! not gone over since september", "summer-balance2"),
        L("01-09 17:20", "t", "From 8 seconds to 25, Summer. That's the calf and the control doing their job.", "summer-balance2-coach"),
    ],
    "priya": [
        L("07-07 20:00", "c", "Hi Nia, Priya Nair, 31, software tester. I had glandular fever last year and since then I go dizzy and my heart races when I stand up. GP thinks POTS, cardiology appointment in September. I used to run and I'd love to do a parkrun again", "priya-intro"),
        L("07-07 20:30", "t", "Hi Priya, I can help. We start lying down and sitting: the recumbent bike, rowing and floor work, so your heart isn't fighting gravity. Two to three litres of water a day, and ask the GP about salt.", "priya-intro-coach"),
        L("07-22 11:00", "c", "10 mins on the recumbent bike without feeling faint 🙌", "priya-bike"),
        L("08-12 10:30", "c", "first parkrun attempt, walked most of it, 41:20. arjun carried my water", "priya-parkrun1"),
        L("09-14 16:00", "c", "tilt table test today: heart rate went from 68 lying to 110 standing, a rise of 42. cardiologist says POTS, definitely", "priya-tilt"),
        L("09-14 16:30", "t", "At least it has a name now, Pri. Keep the bike and the rowing going, and we'll add upright work slowly.", "priya-tilt-coach"),
        L("10-03 19:00", "c", "started ivabradine 2.5mg twice a day, plus salt tablets and compression tights 🙄", "priya-ivab"),
        L("10-19 23:00", "c", "Nia this is Arjun, Priya's husband. She fainted at her cousin's Diwali party tonight, stood up too fast after the puja in a hot room. Came round in seconds, no injury. She's embarrassed and asked me to tell you she'll miss Saturday", "priya-arjun"),
        L("10-19 23:20", "t", "Thank you, Arjun. Legs up, fluids and salt tonight, and no session until she feels steady. Tell her it's the heat and standing still, not her fault.", "priya-arjun-coach"),
        L("11-24 20:00", "c", "black friday, bought a rowing machine for the spare room 😂", "priya-blackfriday"),
        L("12-12 18:00", "c", "cardiologist put the ivabradine up to 5mg twice a day. resting hr 76 now", "priya-ivab2"),
        L("12-31 21:00", "c", "Arjun here: she's in bed by 10 on new year's eve because of the new year's day parkrun 😂", "priya-arjun2"),
        L("01-01 10:30", "c", "NYD parkrun 34:05 and i ran all of it!!! 🎉", "priya-nyd"),
        L("01-01 10:50", "t", "Ran every step, Pri! Seven minutes faster than August. Huge.", "priya-nyd-coach"),
        L("01-15 19:00", "c", "blue monday? not for me, 2 weeks without a dizzy spell", "priya-bluemonday"),
    ],
    "owen": [
        L("07-10 14:00", "c", "Afternoon Nia, Owen Jenkins. 44, I teach piano and play the organ at St Chad's. Hypermobile, Beighton 6 out of 9, my daughter has it too. Shoulders feel loose and my back aches after long services. I'd like to be stronger round the joints", "owen-intro"),
        L("07-10 14:30", "t", "Afternoon Owen. Slow strength through the middle of the range for the shoulder blades and upper back, nothing to the end of range. Twice a week.", "owen-intro-coach"),
        L("09-03 13:00", "c", "posture's better at the organ, 2 hour service this morning and no back ache", "owen-organ"),
        L("10-10 12:00", "c", "gp bloods: vitamin d 24, low. colecalciferol 3,200 units a day for 10 weeks", "owen-vitd"),
        L("11-12 13:00", "c", "played for the remembrance service, two minutes silence, shoulders fine", "owen-remembrance"),
        L("12-01 19:30", "c", "Hi Nia, it's Megan, Owen's daughter. Dad dislocated his left shoulder putting the Christmas lights up on the ladder. A&E put it back in, no fracture on the x-ray. Sling for 2 weeks. He says sorry he'll miss Monday", "owen-megan"),
        L("12-01 19:50", "t", "Thank you Megan, and well done for looking after him. Sling on, fingers and elbow moving, nothing overhead. We'll start gentle work when the fracture clinic says.", "owen-megan-coach"),
        L("12-24 23:50", "c", "midnight mass with the sling off, played the first carol one handed 😂", "owen-xmas"),
        L("01-08 17:00", "c", "physio: shoulder stable, rotator cuff band work 3x15. 2/10", "owen-physio"),
        L("01-12 12:00", "c", "vitamin d 68 now 👍", "owen-vitd2"),
        L("01-12 12:20", "t", "Lovely, Owen. That'll help the aches and the bones.", "owen-vitd2-coach"),
        L("01-21 18:00", "c", "Megan again: Dad's back to carrying the hymn books, tell him not to lift the whole box x", "owen-megan2"),
    ],
    "tayo": [
        L("07-08 19:00", "c", "Good evening Andre, Femi Adeyemi, Tayo's father. Tayo is 15 and plays for the MK under 16 girls, shooting guard. She has England under 16 trials in December and wants to be stronger and jump higher. Can you train her over the summer?", "tayo-femi"),
        L("07-08 19:30", "t", "Good evening Femi, yes. Two sessions a week: strength, landing mechanics and jumping. Landing well protects her knees, which is where girls her age get hurt.", "tayo-femi-coach"),
        L("07-15 12:00", "c", "vertical 46cm, beep test 10.4 😤", "tayo-tests"),
        L("07-16 18:00", "c", "watched the wimbledon final with dad, federer 8 titles 🐐", "tayo-wimbledon"),
        L("08-30 20:00", "c", "summer camp in london, 5 games in 3 days and my knees were fine", "tayo-camp"),
        L("09-20 18:00", "c", "vertical 51cm!!! coach says my landings are way better", "tayo-vj51"),
        L("10-14 18:00", "c", "Andre, it is Femi. Tayo landed from a rebound today and her right knee gave way, she heard a pop. It swelled up straight away. We are at A&E at Milton Keynes hospital.", "tayo-femi2"),
        L("10-14 18:20", "t", "I'm so sorry Femi. Ice, crutches, and push for a scan: a pop and fast swelling can be the ACL. I'm here for whatever she needs.", "tayo-femi2-coach"),
        L("10-20 17:00", "c", "mri: full ACL tear right knee, meniscus ok. op booked for february 😭", "tayo-mri"),
        L("10-20 17:20", "t", "That's hard news, Tay. Prehab from now: the stronger the knee goes in, the better it comes out. Quads every day.", "tayo-mri-coach"),
        L("10-31 21:00", "c", "halloween party on crutches, went as a zombie, nobody could tell 🧟", "tayo-halloween"),
        L("11-15 19:00", "c", "quad lifts 3x20 every day, bending to 120 degrees now", "tayo-prehab"),
        L("12-09 20:00", "c", "the girls went to the england trials without me 😢 two of them made it", "tayo-trials"),
        L("12-15 16:00", "c", "mocks done, maths was horrible", "tayo-mocks"),
        L("01-10 20:00", "c", "Femi again: the surgeon has confirmed 12 February for the operation. Tayo does her exercises every night before homework", "tayo-femi3"),
        L("01-10 20:20", "t", "Thank you Femi. She's doing everything right. I'll see her the week after the op for the rehab plan.", "tayo-femi3-coach"),
        L("01-24 18:00", "c", "single leg squat on the right, 10 reps no wobble 💪", "tayo-sls"),
    ],
    "marcus": [
        L("07-11 21:00", "c", "yo Andre, Marcus Bell. 23, point guard for the Breakers in D1. Barista at the station in the day. Want to dunk off one foot every time and be quicker on D. Season starts end of september", "marcus-intro"),
        L("07-11 21:30", "t", "Yo Marcus. Strength twice a week, plyos once, and we'll test you next week: vertical, lane agility and 3/4 court sprint.", "marcus-intro-coach"),
        L("07-18 19:00", "c", "vertical 71cm, lane agility 11.4, 3/4 court 3.35", "marcus-tests"),
        L("08-05 22:30", "c", "bolt only got bronze 😳 end of an era innit", "marcus-bolt"),
        L("09-30 22:00", "c", "season opener, 18 pts 7 assists, won by 12", "marcus-opener"),
        L("10-21 22:00", "c", "outside of my left foot aching after games, the bony bit on the side", "marcus-foot"),
        L("10-21 22:20", "t", "Get that looked at, Marcus. Pain on the outside of the foot in a jumper can be a stress reaction in the fifth metatarsal. No jumping till it's seen.", "marcus-foot-coach"),
        L("11-11 22:00", "c", "Hi Andre it's Chantelle, Marcus's girlfriend. He heard a crack in his left foot going up for a layup tonight and couldn't walk. X-ray at MK hospital says a Jones fracture, the fifth metatarsal. They want to put a screw in. He's gutted", "marcus-chantelle"),
        L("11-11 22:20", "t", "Thanks Chantelle, I'm so sorry. A screw is the right call for a Jones fracture in a basketballer. Upper body, core and his good leg with me.", "marcus-chantelle-coach"),
        L("11-17 18:00", "c", "screw's in, boot for 6 weeks, no weight on it for 2", "marcus-op"),
        L("12-29 14:00", "c", "boot off!!! walking normal-ish", "marcus-bootoff"),
        L("01-15 19:00", "c", "first run on the alter g today, no pain 🙏", "marcus-run"),
        L("01-15 19:20", "t", "Progress, Marcus. Treadmill before court, court before contact. Patience.", "marcus-run-coach"),
        L("01-22 20:00", "c", "Chantelle: he's been shooting free throws sat on a chair in the garden for a month lol, 85 out of 100 yesterday", "marcus-chantelle2"),
    ],
    "graham": [
        L("07-12 10:00", "c", "Hello Andre, Graham Tully. 58, driving instructor, still play in the over 50s at the leisure centre, played county in my day. Bit heavy at 96 kg and the knees moan. Want to get to 90 and play the masters tournament in Manchester in November", "graham-intro"),
        L("07-12 10:30", "t", "Hello Graham. Strength twice a week and a walk most days, weigh-in every Monday. We'll keep the knees happy with strong hips and quads.", "graham-intro-coach"),
        L("08-28 19:00", "c", "bank holiday bbq, stuck to the chicken. 93.5 this morning", "graham-bankhol"),
        L("09-08 09:00", "c", "sciatica down my right leg since tuesday, can't sit in the car more than 20 mins. not great for a driving instructor 😬", "graham-sciatica"),
        L("09-08 09:20", "t", "Keep moving: a short walk every hour, and lie on your back with your knees up when it flares. No lifting from the floor. See the GP if your foot goes numb or weak.", "graham-sciatica-coach"),
        L("09-27 19:00", "c", "Hi Andre, Josh Tully, Graham's son. Dad had his MRI yesterday: a disc bulge at L4/5 pressing on the nerve on the right. GP's given him gabapentin 300mg three times a day. He's been told no basketball for 6 weeks, I'm making sure he listens 😂", "graham-josh"),
        L("09-27 19:20", "t", "Thanks Josh, good to know. Six weeks off court, but walking and the back exercises with me are fine. Make him take breaks between long lessons.", "graham-josh-coach"),
        L("10-29 18:00", "c", "clocks gone back, dark by 5, lessons in the dark now. leg 3/10", "graham-clocks"),
        L("11-18 19:00", "c", "manchester masters tournament: 4 games, 12 minutes each, no leg pain 🏀 we came 3rd", "graham-tournament"),
        L("11-18 19:20", "t", "Back on court at a tournament ten weeks after a disc, Graham! And third.", "graham-tournament-coach"),
        L("12-08 12:00", "c", "gp stopped the gabapentin, leg's fine. 91 kg", "graham-gaba"),
        L("12-31 22:00", "c", "Josh: happy new year Andre, Dad's resolution is to beat me at one on one. Not happening x", "graham-josh2"),
        L("01-22 08:00", "c", "89.8 kg this morning!! under 90 🎉", "graham-90"),
        L("01-22 08:20", "t", "Under 90, Graham! Target done.", "graham-90-coach"),
    ],
    "nat": [
        L("07-13 18:00", "c", "hi kyle, nathan ellery, everyone calls me nat. 17, used to play fly half, now kicker and punter for the juniors. can kick a 45 yard field goal. want 50+ for the GB U19 trials in october", "nat-intro"),
        L("07-13 18:30", "t", "Hi Nat. Single-leg strength, hips and a proper warm-up: kickers live and die by their groins and hips. Twice a week.", "nat-intro-coach"),
        L("08-17 11:00", "c", "AS results: B in PE, B in maths, C in physics. nan's made a cake", "nat-as"),
        L("09-02 12:00", "c", "Hello Kyle this is Brenda, Nathan's nan. He has hurt his groin on the right side kicking at practice this morning and he is limping. I have got the frozen peas on it. He said to text you", "nat-brenda"),
        L("09-02 12:20", "t", "Thank you Brenda, the peas are perfect. No kicking for now; the bike and upper body with me are fine. If it bruises inside the thigh get the physio to look.", "nat-brenda-coach"),
        L("09-06 17:00", "c", "physio says adductor strain grade 2, no kicking for 3 weeks", "nat-physio"),
        L("09-24 20:00", "c", "jags v ravens at wembley with dad 🏈 unreal", "nat-wembley"),
        L("10-08 17:00", "c", "kicking again, 40 yards easy, groin 1/10", "nat-kicking"),
        L("10-21 18:00", "c", "GB U19 trials: made 4 of 5 field goals, longest 48 👌", "nat-trials"),
        L("10-21 18:20", "t", "4 from 5 at trials, six weeks after a groin strain, Nat. That's a kicker.", "nat-trials-coach"),
        L("11-30 17:00", "c", "got an invite to the GB U19 camp in march!!!", "nat-gb"),
        L("12-22 19:00", "c", "Brenda again: Merry Christmas Kyle. Nathan has been kicking balls over the garage in the frost, the neighbours are not amused", "nat-brenda2"),
        L("01-13 13:00", "c", "52 yard field goal in practice!!! pb 🔥", "nat-52"),
        L("01-13 13:20", "t", "52, Nat! You said 50+ in July. Done.", "nat-52-coach"),
    ],
    "bex": [
        L("07-14 21:00", "c", "Hey Kyle, Bex Holloway, 27, paramedic with West Mids ambulance. QB for the women's team and in the GB squad. Shifts wreck my training. Want a quicker 40 and a stronger arm for the GB games next summer", "bex-intro"),
        L("07-14 21:30", "t", "Hey Bex. We'll build around your rota: two strength sessions and a speed session a week, on whichever days you're off. Shoulder care every day.", "bex-intro-coach"),
        L("07-20 18:00", "c", "40 yard dash 5.6, bench 50kg", "bex-tests"),
        L("07-30 21:00", "c", "lionesses into the semis! watched it on my break in the back of the ambulance", "bex-euros"),
        L("09-10 15:00", "c", "did the great north run for the ambulance charity, 2:04 ☀️", "bex-gnr"),
        L("09-10 15:20", "t", "2:04 on the back of night shifts, Bex! Easy on the legs this week.", "bex-gnr-coach"),
        L("10-07 19:00", "c", "bent my right thumb back on a snap, can't grip the ball. swollen at the base", "bex-thumb"),
        L("10-07 19:20", "t", "That sounds like the ligament on the inside of the thumb. Get it seen this week: a full tear can need surgery, a partial one a splint.", "bex-thumb-coach"),
        L("10-10 14:00", "c", "hand clinic: UCL sprain, skier's thumb, partial. splint 6 weeks, no surgery", "bex-clinic"),
        L("11-20 18:00", "c", "splint off, throwing soft spirals, thumb 2/10", "bex-splintoff"),
        L("12-25 11:00", "c", "Hi Kyle, it's Tom, Bex's fiancé as of this morning 💍 she said yes! She asked me to tell you she's on shift Boxing Day so she'll do the session Wednesday", "bex-tom"),
        L("12-25 11:30", "t", "Congratulations Tom, and to Bex! Wednesday is fine.", "bex-tom-coach"),
        L("01-03 09:00", "c", "storm eleanor, 3 trees down on our calls, long night 😴", "bex-eleanor"),
        L("01-17 18:00", "c", "40 yard 5.4!! bench 57.5", "bex-40"),
        L("01-26 20:00", "c", "Tom again: she's booked the wedding for August 2019 and now wants abs for it 😂", "bex-tom2"),
    ],
    "kwame": [
        L("07-15 10:00", "c", "Alright Kyle, Kwame Asante. 34, left tackle, prison officer. Work medical said my liver's fatty, ALT 88, and I'm 138kg. Need the weight off without losing my anchor", "kwame-intro"),
        L("07-15 10:30", "t", "Alright Kwame. Heavy lifting twice a week, conditioning twice, and we fix the food: fewer takeaways, more protein and veg. Target 125 by next summer.", "kwame-intro-coach"),
        L("08-04 22:00", "c", "watched mo win the 10k 🥇 134 on the scales this week", "kwame-mo"),
        L("09-24 19:00", "c", "nfl at wembley, had a foot long hot dog. sorry coach", "kwame-nfl"),
        L("10-17 18:00", "c", "left elbow's swollen like a golf ball on the back, no pain, just big", "kwame-elbow"),
        L("10-17 18:20", "t", "Sounds like bursitis from landing on it. Pad it, don't lean on it, and get the GP to check it isn't infected.", "kwame-elbow-coach"),
        L("10-31 20:00", "c", "took the kids trick or treating, ate half their sweets. sorry coach 🎃", "kwame-halloween"),
        L("11-02 17:00", "c", "Kyle it's Ama, Kwame's wife. His elbow went hot and red so the GP drained it and gave him flucloxacillin for a week. He's fine, he's just dramatic", "kwame-ama"),
        L("11-02 17:20", "t", "Thanks Ama! Nothing on that elbow till it's settled: legs and conditioning only.", "kwame-ama-coach"),
        L("11-24 20:00", "c", "black friday got scales that talk to my phone 😂 131.5", "kwame-scales"),
        L("12-25 21:00", "c", "two christmas dinners, mum's and ama's mum's. no regrets", "kwame-xmas"),
        L("01-08 18:00", "c", "liver bloods again: ALT 41, normal!! doc says keep going", "kwame-alt"),
        L("01-08 18:20", "t", "Normal, Kwame! From 88 to 41, and the weight's coming off too.", "kwame-alt-coach"),
        L("01-15 20:00", "c", "Ama again: he's doing veganuary with me and moaning every meal x", "kwame-ama2"),
        L("01-22 08:00", "c", "127.5 this morning, 10.5 kilo down", "kwame-weight"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-dean-pack", "trainer": "dean", "members": ["kieran", "jodie", "mick"],
        "lines": [
            L("07-10 08:00", "t", "Robin Park S&C 🏉 Session times and the Saturday conditioning go here.", "g-pack-start"),
            L("08-20 10:00", "kieran", "no fracture, AC joint grade 2 😤", "g-kieran-shoulder"),
            L("09-24 12:00", "mick", "achilles gone, 10 weeks in a boot", "g-mick-achilles"),
            L("11-18 20:30", "jodie", "played for lancs!!", "g-jodie-county"),
            L("12-18 19:00", "kieran", "england academy camp 🌹", "g-kieran-camp"),
        ],
    },
    {
        "id": "chat-nia-steady", "trainer": "nia", "members": ["summer", "priya", "owen"],
        "lines": [
            L("07-12 09:00", "t", "Steady & strong 💜 Plans, tips and wins. Control, not stretch.", "g-steady-start"),
            L("08-17 12:00", "summer", "A level results 🎨 A B C", "g-summer-results"),
            L("09-14 18:00", "priya", "POTS confirmed on the tilt table 😵", "g-priya-tilt"),
            L("12-02 10:00", "owen", "shoulder popped out on a ladder, back in now", "g-owen-shoulder"),
            L("01-01 12:00", "priya", "NYD parkrun 34:05 🏃‍♀️", "g-priya-nyd"),
        ],
    },
    {
        "id": "chat-andre-hoops", "trainer": "andre", "members": ["tayo", "marcus", "graham"],
        "lines": [
            L("07-15 09:00", "t", "MK hoops S&C 🏀 Session times and the Sunday court sessions here.", "g-hoops-start"),
            L("09-30 22:30", "marcus", "18 and 7 in the opener 🔥", "g-marcus-opener"),
            L("10-20 18:00", "tayo", "ACL gone 💔 op in feb", "g-tayo-acl"),
            L("11-17 19:00", "marcus", "screw in the foot, out till march", "g-marcus-screw"),
            L("11-18 19:30", "graham", "3rd at the masters 🥉", "g-graham-third"),
        ],
    },
    {
        "id": "chat-kyle-gridiron", "trainer": "kyle", "members": ["nat", "bex", "kwame"],
        "lines": [
            L("07-16 09:00", "t", "Castle Grounds gridiron S&C 🏈 Lifts, sprints and film nights here.", "g-gridiron-start"),
            L("09-10 16:00", "bex", "GNR done, 2:04 🏅", "g-bex-gnr"),
            L("10-21 19:00", "nat", "4 from 5 at GB trials 👌", "g-nat-trials"),
            L("12-25 12:00", "bex", "engaged 💍", "g-bex-engaged"),
            L("01-08 19:00", "kwame", "ALT normal 🙌", "g-kwame-alt"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("dean", "kieran", "2017-07-05", "Kieran (16): hooker, scholarship. Weight 84 kg. Height 178 cm. Bench press 75 kg x3. Back squat 100 kg x3. Bronco not yet tested."),
    ("dean", "kieran", "2018-01-22", "Kieran: left AC joint sprain grade 2 (19 August), x-ray no fracture, full contact from 25 September. Weight 88.2 kg. Bench 92.5 kg x3. Back squat 130 kg x3. Bronco 4:58 (from 5:20). Yo-yo 19.4 (from 18.2). England academy camp in February."),
    ("dean", "jodie", "2017-07-11", "Jodie (26): centre, women's rugby league. Postwoman. 40 m sprint 6.1 s. Bench 45 kg. Back squat 80 kg. Broad jump 2.05 m."),
    ("dean", "jodie", "2018-01-23", "Jodie: left MCL sprain grade 2 (9 September), brace 6 weeks, ACL intact. Ferritin 14 to 41, iron stopped in January. 40 m sprint 5.8 s. Bench 52.5 kg. Back squat 95 kg. Broad jump 2.20 m. Played 60 minutes for Lancashire (18 November)."),
    ("dean", "mick", "2017-07-04", "Mick (54): masters rugby league, over-50s. Weight 112 kg. Waist 124 cm. Sit-to-stand 30 s: 16. Farmer's walk 2 x 24 kg for 40 m. Goal under 100 kg."),
    ("dean", "mick", "2018-01-22", "Mick: left Achilles rupture 23 September (masters festival, Widnes), boot 10 weeks, no op, heel raises. Atorvastatin 20 mg since September; cholesterol 6.8 to 4.9. Weight 105.5 kg. Waist 116 cm. Sit-to-stand 30 s: 18. Dry January."),
    ("nia", "summer", "2017-07-06", "Summer (18): hypermobile EDS, Beighton 8/9. Right ankle sprains every few weeks. Jaw clicks. Single-leg balance right 8 s, left 20 s. Calf raises right 10, left 18. Plank 20 s."),
    ("nia", "summer", "2018-01-18", "Summer: right ankle last went over 12 September. TMJ, bite guard at night since October. Ring splints on 3 fingers of the right hand (November). Balance right 25 s, left 30 s. Calf raises right 25, left 25. Plank 60 s."),
    ("nia", "priya", "2017-07-10", "Priya (31): POTS suspected after glandular fever (2016). Resting HR 92. Heart rate up 40 after 5 minutes standing. Recumbent bike 5 minutes. Grip 24 kg."),
    ("nia", "priya", "2018-01-19", "Priya: POTS confirmed on tilt table 14 September (HR 68 to 110). Ivabradine 2.5 mg twice a day from 3 October, 5 mg from 12 December. Salt tablets, compression tights. Fainted 19 October. Resting HR 74. parkrun 41:20 to 34:05. Recumbent bike 30 minutes."),
    ("nia", "owen", "2017-07-11", "Owen (44): hypermobile EDS, Beighton 6/9. Organist and piano teacher. Low back ache after services. Shoulder external rotation 6 kg each side. Plank 40 s. Grip 38 kg."),
    ("nia", "owen", "2018-01-22", "Owen: left shoulder anterior dislocation 1 December (ladder), reduced in A&E, no fracture, sling 2 weeks. Vitamin D 24 to 68. Shoulder external rotation 8 kg right, 5 kg left. Plank 75 s. Pain 2/10. No back ache at the organ."),
    ("andre", "tayo", "2017-07-10", "Tayo (15): shooting guard, MK under-16 girls. Vertical jump 46 cm. Beep test 10.4. Single-leg squat: right knee caves in. Height 170 cm."),
    ("andre", "tayo", "2018-01-25", "Tayo: right ACL complete tear 14 October (MRI 20 October, menisci fine), reconstruction booked 12 February 2018 (hamstring graft). Knee bend 135 degrees, full extension. Right quad 80 % of the left. Missed the England under-16 trials (December). Pre-injury vertical jump 51 cm."),
    ("andre", "marcus", "2017-07-12", "Marcus (23): point guard, NBL Division 1. Vertical jump 71 cm. Lane agility 11.4 s. 3/4 court sprint 3.35 s. Back squat 110 kg. Bodyweight 82 kg."),
    ("andre", "marcus", "2018-01-23", "Marcus: left fifth metatarsal Jones fracture 11 November, screw fixation 17 November, boot 6 weeks. Running on the AlterG from 15 January. Pre-injury vertical jump 76 cm, lane agility 10.9 s (October). Back on court in March."),
    ("andre", "graham", "2017-07-13", "Graham (58): over-50s basketball. Weight 96 kg. Waist 104 cm. Sit and reach -6 cm. Knees sore after games, 3/10. Driving instructor."),
    ("andre", "graham", "2018-01-24", "Graham: right sciatica from an L4/5 disc bulge (MRI 26 September), gabapentin 300 mg three times a day September to December. Masters tournament in Manchester 3rd (November). Weight 89.8 kg. Waist 97 cm. Sit and reach +1 cm. Knees 1/10."),
    ("kyle", "nat", "2017-07-14", "Nat (17): kicker and punter, juniors. Longest field goal 45 yards. Adductor squeeze 32 kg. Single-leg hip thrust 12 each side. Sit and reach +8 cm."),
    ("kyle", "nat", "2018-01-24", "Nat: right adductor strain grade 2 (2 September), no kicking 3 weeks. GB U19 trials 21 October: 4 of 5 field goals, longest 48 yards. Longest field goal 52 yards (January). GB U19 camp in March. Adductor squeeze 40 kg."),
    ("kyle", "bex", "2017-07-18", "Bex (27): quarterback, GB women's squad. Paramedic, shifts. 40-yard dash 5.6 s. Bench 50 kg. Medicine ball throw 6.8 m."),
    ("kyle", "bex", "2018-01-24", "Bex: right thumb UCL sprain (7 October), partial, splint 6 weeks, no surgery, 1/10 now. 40-yard dash 5.4 s. Bench 57.5 kg. Medicine ball throw 7.6 m. Great North Run 2:04. Engaged at Christmas."),
    ("kyle", "kwame", "2017-07-17", "Kwame (34): left tackle. Weight 138 kg. Waist 132 cm. ALT 88 (July). Bench 150 kg. Prowler push 20 m in 7.2 s."),
    ("kyle", "kwame", "2018-01-23", "Kwame: left elbow olecranon bursitis (October), drained and flucloxacillin in November, settled. ALT 41 (January). Weight 127.5 kg. Waist 121 cm. Bench 155 kg. Prowler 20 m in 6.1 s."),
]

TRANSCRIPTS = [
    {
        "id": "tr-dean-kieran-20170822", "trainer": "dean", "client": "kieran", "startedAt": "2017-08-22T18:00:00Z",
        "title": "Call with Kieran and Dawn: after the shoulder",
        "lines": [
            ("Coach", 0, "How's the shoulder, Kieran?"),
            ("Kieran", 4, "Sore when I lie on it. There's a lump on the top now."),
            ("Dawn", 9, "The doctor said the lump might never go down, but it doesn't matter for playing. He just has to be patient."),
            ("Coach", 14, "The lump's the end of the collarbone, it's normal after an AC joint. Four weeks: legs, the bike and core. Squats and lunges are fine, with the bar held in front."),
            ("Kieran", 20, "Can I still do the bronco?"),
            ("Coach", 24, "Next week, if the sling's off and it doesn't hurt to swing your arms."),
        ],
    },
    {
        "id": "tr-nia-priya-20171023", "trainer": "nia", "client": "priya", "startedAt": "2017-10-23T19:00:00Z",
        "title": "Call with Priya and Arjun: after the faint",
        "lines": [
            ("Coach", 0, "How are you feeling now, Priya?"),
            ("Priya", 4, "Embarrassed more than anything. I went grey and then I was on the floor."),
            ("Arjun", 9, "She'd had nothing to drink all evening except one cup of chai. And she was standing for twenty minutes."),
            ("Coach", 14, "That's the pattern: heat, standing still and not enough fluid. Half a litre of water before any event, and clench your calves and buttocks when you have to stand."),
            ("Priya", 20, "Can I still do Saturday?"),
            ("Coach", 24, "Yes, but on the recumbent bike and the rower only this week."),
        ],
    },
    {
        "id": "tr-andre-tayo-20171023", "trainer": "andre", "client": "tayo", "startedAt": "2017-10-23T18:30:00Z",
        "title": "Call with Tayo and Femi: after the MRI",
        "lines": [
            ("Coach", 0, "How's the knee today, Tay?"),
            ("Tayo", 4, "Less puffy. I can nearly straighten it."),
            ("Femi", 9, "The surgeon said they will use a piece of her hamstring to make the new ligament, and she will be out for nine months."),
            ("Coach", 14, "So before the operation we get it straight, bending to 120 and the quad firing. Quad sets, straight leg raises and the bike with no resistance."),
            ("Tayo", 20, "Will I play again this season?"),
            ("Coach", 24, "Not this season. Next season, stronger than before, if you do the work."),
        ],
    },
    {
        "id": "tr-kyle-kwame-20171106", "trainer": "kyle", "client": "kwame", "startedAt": "2017-11-06T19:00:00Z",
        "title": "Call with Kwame and Ama: after the elbow",
        "lines": [
            ("Coach", 0, "How's the elbow, Kwame?"),
            ("Kwame", 4, "Flat again. Still a bit tender if I lean on the desk at work."),
            ("Ama", 9, "The GP said if it fills up again they'll send him to have the bursa taken out. And he has to wear the pad at training."),
            ("Coach", 14, "Then elbow pads at every session, and no push-ups or planks on the elbows for two weeks. Sled pushes and legs are fine."),
            ("Kwame", 20, "And the weight?"),
            ("Coach", 24, "Still on track. Keep the takeaways to one a week."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("kieran", "2017-08-25", 9.0, 6, 70, "Shoulder and results."),
    ("kieran", "2018-01-12", 8.5, 3, 95, "Camp prep."),
    ("jodie", "2017-09-15", 7.0, 7, 60, "Knee."),
    ("jodie", "2017-12-15", 7.5, 3, 90, "Iron."),
    ("mick", "2017-09-29", 6.5, 7, 50, "Achilles."),
    ("mick", "2018-01-05", 7.5, 4, 85, "Dry January."),
    ("summer", "2017-09-15", 8.0, 6, 75, "Ankle."),
    ("summer", "2017-11-10", 8.5, 4, 90, "Fingers."),
    ("priya", "2017-10-20", 7.0, 8, 60, "Faint."),
    ("priya", "2018-01-05", 8.0, 3, 95, "parkrun."),
    ("owen", "2017-10-13", 7.0, 4, 80, "Vitamin D."),
    ("owen", "2017-12-08", 6.0, 6, 50, "Shoulder."),
    ("tayo", "2017-10-27", 8.0, 8, 85, "Knee."),
    ("tayo", "2018-01-19", 9.0, 4, 100, "Prehab."),
    ("marcus", "2017-10-06", 7.5, 3, 90, "Season."),
    ("marcus", "2017-11-24", 6.5, 7, 70, "Foot."),
    ("graham", "2017-09-29", 6.0, 7, 60, "Back."),
    ("graham", "2017-12-15", 7.5, 3, 90, "Leg."),
    ("nat", "2017-09-08", 8.0, 6, 70, "Groin."),
    ("nat", "2017-12-01", 8.5, 2, 95, "GB."),
    ("bex", "2017-10-13", 5.5, 6, 65, "Thumb."),
    ("bex", "2018-01-12", 6.5, 4, 85, "Speed."),
    ("kwame", "2017-08-11", 6.0, 5, 75, "Food."),
    ("kwame", "2017-11-03", 6.5, 5, 70, "Elbow."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("kieran", "weight", "kg", "2017-07-10", "2018-01-22", 7, 84.0, 88.2, 0.4),
    ("mick", "weight", "kg", "2017-07-10", "2017-09-18", 7, 112.0, 106.5, 0.5),
    ("mick", "weight", "kg", "2017-09-25", "2017-12-04", 7, 107.0, 108.0, 0.5),
    ("mick", "weight", "kg", "2017-12-11", "2018-01-22", 7, 108.5, 105.5, 0.5),
    ("graham", "weight", "kg", "2017-07-17", "2018-01-22", 7, 96.0, 89.8, 0.4),
    ("kwame", "weight", "kg", "2017-07-17", "2018-01-22", 7, 138.0, 127.5, 0.6),
    ("priya", "resting_heart_rate", "bpm", "2017-07-03", "2018-01-22", 7, 92.0, 74.0, 2.0),
    ("marcus", "resting_heart_rate", "bpm", "2017-07-04", "2017-11-07", 7, 52.0, 49.0, 1.5),
    ("marcus", "resting_heart_rate", "bpm", "2017-11-14", "2018-01-23", 7, 50.0, 56.0, 1.5),
    ("summer", "steps", "steps", "2017-07-03", "2018-01-22", 7, 6000, 9000, 600),
    ("owen", "steps", "steps", "2017-07-03", "2017-11-27", 7, 5500, 7000, 500),
    ("owen", "steps", "steps", "2017-12-04", "2018-01-22", 7, 3000, 6500, 400),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("kieran", "goal-dean-kieran-weight", "weight", 90, "kg", "2018-03-31", "active"),
    ("mick", "goal-dean-mick-weight", "weight", 100, "kg", "2018-06-30", "active"),
    ("graham", "goal-andre-graham-weight", "weight", 90, "kg", "2018-03-31", "achieved"),
    ("kwame", "goal-kyle-kwame-weight", "weight", 125, "kg", "2018-06-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("jodie", "2017-08-14", "Ferritin", 14, "ug/L", 15, 150),
    ("jodie", "2017-12-13", "Ferritin", 41, "ug/L", 15, 150),
    ("mick", "2017-08-07", "Total cholesterol", 6.8, "mmol/L", 3.0, 5.0),
    ("mick", "2018-01-15", "Total cholesterol", 4.9, "mmol/L", 3.0, 5.0),
    ("owen", "2017-10-09", "Vitamin D", 24, "nmol/L", 50, 175),
    ("owen", "2018-01-11", "Vitamin D", 68, "nmol/L", 50, 175),
    ("kwame", "2017-07-12", "ALT", 88, "U/L", 0, 45),
    ("kwame", "2018-01-05", "ALT", 41, "U/L", 0, 45),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "ta love", "cheers", "👍", "🙏", "ok", "okey dokey", "yep", "sound", "done ✅", "booked", "paid 👍",
    "running late sorry", "can we do half an hour later?", "what time tmrw?", "see you then", "will do",
    "wrong chat 🙈", "lovely", "nice one", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door is it?", "omw", "traffic's mad", "thank you x", "now then", "ay up",
    "ay up me duck", "yo", "innit", "sorted", "nothing to report", "🙌", "😂", "bank transfer ok?", "still on?",
    "phone died soz", "no parking again", "stuck at work, 10 mins", "perfect", "bostin", "diolch",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, across a new year: `when`)."""
    return blind_roster(sys.modules[__name__], seed=20180129, health_seed=20180129, when=when, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
