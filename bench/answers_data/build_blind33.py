#!/usr/bin/env python3
"""Build the thirty-third blind data set for the answer benchmark (bench/answers_data/blind33.json).

    functions/venv/bin/python -m bench.answers_data.build_blind33

Four trainers of kinds the other rosters do not have: a bhangra fitness instructor in Southall (a
retired airport caterer of 58 who breaks her left wrist on the ice in the January snow (a Colles
fracture, plaster six weeks, then a DEXA scan showing osteoporosis and alendronic acid weekly; vitamin
D 22 then 68 nmol/L), whose daughter-in-law Navneet texts; a black cab driver of 41 with a total
cholesterol of 7.2 then 5.1 mmol/L (atorvastatin from February) who tears his right calf at the
Comic Relief bhangra-thon on 15 March (grade 2, no jumping or bhangra six weeks) and weighs himself in
stone and kg, whose wife Jas texts; a dental nurse of 29 who is pregnant (the 12-week scan on 8 April,
due in October; haemoglobin 104 then 118 g/L; no jumps, no lying flat after 16 weeks, pelvic girdle
pain in June), whose husband Dev texts), an Irish dancing teacher in Coleraine (a dancer of 13 with
Osgood-Schlatter knees (GP 4 February, no jumps four weeks), second in the hornpipe at the
Portstewart feis on 18 May, whose mum Bronagh texts; a dancer of 17 whose left ankle "went over" in
the March snow then an avulsion fracture of the fifth metatarsal (x-ray 25 March, a boot four weeks,
no dancing six weeks), whose dad Declan texts; a retired teacher of 66 with BPPV (the Epley manoeuvre
12 February) and a right cataract operation on 14 May (no bending or swimming two weeks, no dancing a
week), a cholesterol of 6.4 then 5.6, who weighs herself in stone and whose husband Sean texts), a
wheelchair rugby coach in Rhyl (a C6 tetraplegic of 31 with a grade 2 pressure sore on his sacrum
(district nurse 4 February, no chair training four weeks, on his side in bed), a 20 m push of 6.8
then 6.1 s, whose girlfriend Ffion texts; a low-pointer of 24 with a right shoulder impingement
(physio 11 April, no overhead work, pushes under 30 minutes) picked for the GB development squad in
June (a camp in August), whose mum Eirlys texts; a woman of 38 with MS and a relapse in February
(numb legs, three days of IV steroids at Glan Clwyd), a vitamin D of 31 then 75 nmol/L, weight in
kg, whose husband Owain texts), and a flamenco teacher in Kilmarnock (a school cook of 52 with
plantar fasciitis in her left heel ("like standing on glass"), a steroid injection on 20 May, who
weighs herself in stone, whose daughter Kirsty texts; a joiner of 45 whose right big toe swells
"like a balloon" after a wedding then gout (urate 0.52 then 0.34 mmol/L; allopurinol from March, no
zapateado in a flare), blood pressure readings, whose wife Lorraine texts; a nurse of 34 at
Crosshouse with a sore right thumb from the castanets then De Quervain's (a splint, an injection on 9
April), resting heart rate, whose sister Gillian texts). 12 clients, 1 January to 30 June 2013
(asked on Monday 8 July 2013): one-to-one chats, four group chats, session notes, four session
transcripts, check-ins, client profiles and health data (weight of four clients, resting heart rate
of two, steps of three, systolic blood pressure of one, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-12-02 by helper h-blind33 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file,
and of docs/ANSWERS.md only the thirty-second blind set's section: a held-out check of whether the
fixes made on the other sets generalise.

The period, January to June 2013, is one no other roster covers (a scan of every data set's earliest
and latest message: blind32 covers July to December 2013, every other roster starts in 2014 or
later), so the questions asked in July say "in the spring", "back in january", "over easter",
"during the snow", "since the clocks went forward", "in q1", "in q2", "the first half of the year",
"between easter and the may bank holiday" and "before the marathon". Inside it (every weekday
checked with Python's `datetime`): New Year's Day (Tuesday 1 January), the January snow (Friday 18
January), Burns Night (Friday 25 January), Ireland's win over Wales in Cardiff (Saturday 2 February),
Chinese New Year (Sunday 10 February), Shrove Tuesday (12 February), Valentine's Day (Thursday 14
February), St David's Day (Friday 1 March), Mother's Day (Sunday 10 March), Comic Relief (Friday 15
March), Wales 30 England 3 in Cardiff (Saturday 16 March, Wales champions), St Patrick's Day (Sunday
17 March), the cold March and the snow of Friday 22 March (Northern Ireland and north Wales), Holi
(Wednesday 27 March), Good Friday (29 March), Easter Sunday, the clocks going forward and the Boat
Race (Sunday 31 March), Easter Monday (1 April), the Grand National (Saturday 6 April, Auroras
Encore), Vaisakhi (Sunday 14 April), the London Marathon (Sunday 21 April), the May Day bank holiday
(Monday 6 May), the FA Cup final (Saturday 11 May, Wigan 1 Manchester City 0), the Champions League
final at Wembley (Saturday 25 May, Bayern 2 Dortmund 1), the spring bank holiday (Monday 27 May), the
Lions' first match in Hong Kong (Saturday 1 June), Father's Day (Sunday 16 June), the Lions' first
test in Brisbane (Saturday 22 June, 23-21), the start of Wimbledon (Monday 24 June) and Glastonbury
(the Rolling Stones on Saturday 29 June). The story messages are written the way people text:
lowercase, typos, run-ons, emoji, shorthand and slang (bhangra "the dhol", "bhangra-thon",
"jhoomar", "the shoulder bounce", "the giddha"; Irish dancing "the feis", "hornpipe", "reel", "slip
jig", "hard shoes", "soft shoes", "the worlds", "céilí", "the oireachtas"; wheelchair rugby "the
chair", "low-pointer", "high-pointer", "the push", "the hit", "the key"; flamenco "zapateado",
"palmas", "the castanets", "sevillanas", "alegrías", "the bata"), west London Punjabi-English,
Ulster, north Walian and Ayrshire English ("innit", "bruv", "veerji", "sat sri akal", "aunty", "wee",
"so it is", "bout ye", "catch yerself on", "dead on", "craic", "diolch", "iawn", "tidy", "lush",
"cwtch", "now in a minute", "aye", "naw", "pure", "ken", "haud on", "gonnae", "braw", "hen"), mixed
units (kg, stone, lb, m, km, miles, seconds, minutes, nmol/L, mmol/L, g/L, steps, bpm, mmHg),
negations ("no jumps", "no bhangra", "no lying flat", "no dancing", "no hard shoes", "no chair
training", "no overhead work", "no bending", "no swimming", "no zapateado", "no castanets"),
revisions later ("slipped on the ice" then a broken wrist then osteoporosis, a calf that "felt like
someone kicked me" then a grade 2 tear, "feeling sick every morning" then a pregnancy, "sore bumps
under my knees" then Osgood-Schlatter, an ankle that "went over" then a fracture, "the room spins"
then BPPV, "a red patch" then a pressure sore, a "clicky" shoulder then impingement, "numb legs" then
an MS relapse, "like standing on glass" then plantar fasciitis, a toe "like a balloon" then gout, a
sore thumb then De Quervain's), plans lying after the period (the baby in October, the GB camp in
August, the worlds next Easter, the cataract in the left eye in September, a half marathon in
September), facts only in the coach's reply, only in a note, only in a transcript or only in a lab
panel, a relative or partner writing for every client (a daughter-in-law, a wife twice, a husband
twice, a mum twice, a dad, a girlfriend, a daughter, a sister; Dev, Jas and Sean are also words or
sound like one), nicknames (Dip, Rav, Meens, Eef, Kier, Mo, Rhysy, Tom, Caz, Senga, Fraz, Sho) and
wrist, calf, knee, ankle, foot, eye, back, shoulder, heel, toe and thumb with sides. The everyday
chatter comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no
body part, food, drink, medicine, sport, event or number a question asks about. Deterministic: two
runs write byte-identical files. `blind33_tags.json` maps the story tags to message ids for the
question list (bench/answers_data/blind33_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

from bench.answers_data.build_blind import L, Line  # noqa: F401  (Line: the chatter's line type)
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind33.json", HERE / "blind33_tags.json"
YEAR = 2013
START, END = datetime(2013, 1, 1, 7, 0), datetime(2013, 6, 30, 21, 0)
ASKED_AT = "2013-07-08T08:00:00Z"

TRAINERS = [
    {"id": "coach-harpreet", "displayName": "Harpreet Sandhu", "email": "harpreet.sandhu@example.com", "short": "harpreet"},
    {"id": "coach-siobhan", "displayName": "Siobhan McCloskey", "email": "siobhan.mccloskey@example.com", "short": "siobhan"},
    {"id": "coach-gethin", "displayName": "Gethin Pritchard", "email": "gethin.pritchard@example.com", "short": "gethin"},
    {"id": "coach-isla", "displayName": "Isla Carmichael", "email": "isla.carmichael@example.com", "short": "isla"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("harpreet", "gurdip-kaur", "Gurdip Kaur", "gurdip"),
    ("harpreet", "ravi-dhillon", "Ravi Dhillon", "ravi"),
    ("harpreet", "meena-rathod", "Meena Rathod", "meena"),
    ("siobhan", "aoife-doherty", "Aoife Doherty", "aoife"),
    ("siobhan", "ciaran-quinn", "Ciaran Quinn", "ciaran"),
    ("siobhan", "maureen-kerr", "Maureen Kerr", "maureen"),
    ("gethin", "rhys-hughes", "Rhys Hughes", "rhys"),
    ("gethin", "tomos-evans", "Tomos Evans", "tomos"),
    ("gethin", "carys-llewelyn", "Carys Llewelyn", "carys"),
    ("isla", "agnes-mulholland", "Agnes Mulholland", "agnes"),
    ("isla", "fraser-dunlop", "Fraser Dunlop", "fraser"),
    ("isla", "shona-boyle", "Shona Boyle", "shona"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("gurdip", "meena", "ciaran", "rhys", "carys", "shona")

PROFILES = [
    {"clientId": "gurdip-kaur", "age": 58, "goal": "Dance the whole bhangra set at her grandson's wedding in August",
     "dietaryRestrictions": ["vegetarian", "calcium and vitamin D tablets daily"],
     "injuries": ["left wrist Colles fracture (ice, 18 January 2013), plaster 6 weeks",
                  "osteoporosis (DEXA scan April 2013), alendronic acid weekly from April 2013"],
     "notes": "Bhangra fitness, Southall. Retired airport caterer. Known as Dip. Daughter-in-law Navneet."},
    {"clientId": "ravi-dhillon", "age": 41, "goal": "Under 100 kg and a total cholesterol under 5.5",
     "dietaryRestrictions": ["less fried food and ghee (cholesterol)"],
     "injuries": ["high cholesterol (7.2 mmol/L January 2013), atorvastatin 20 mg from February 2013",
                  "right calf tear, grade 2 (Comic Relief bhangra-thon, 15 March 2013): no jumping or bhangra 6 weeks"],
     "notes": "Bhangra fitness, Southall. Black cab driver. Known as Rav. Wife Jas."},
    {"clientId": "meena-rathod", "age": 29, "goal": "Stay fit through her pregnancy (due October 2013)",
     "dietaryRestrictions": ["vegetarian", "pregnant: no pate, no soft cheese", "iron tablets"],
     "injuries": ["pregnant (12-week scan 8 April 2013, due 21 October 2013): no jumps, no lying flat on her back after 16 weeks",
                  "pelvic girdle pain (June 2013): no lunges, no wide-legged moves"],
     "notes": "Bhangra fitness, Southall. Dental nurse in Hayes. Known as Meens. Husband Dev."},
    {"clientId": "aoife-doherty", "age": 13, "goal": "A first place at a feis and to move up to open championship",
     "dietaryRestrictions": [],
     "injuries": ["Osgood-Schlatter disease, both knees, worse on the right (GP 4 February 2013): no jumps 4 weeks, ice after class"],
     "notes": "Irish dancing, Coleraine. Year 9 at Coleraine High. Known as Eef. Mum Bronagh."},
    {"clientId": "ciaran-quinn", "age": 17, "goal": "Qualify for the world championships next Easter",
     "dietaryRestrictions": [],
     "injuries": ["left fifth metatarsal avulsion fracture (snow, 22 March 2013; x-ray 25 March): boot 4 weeks, no dancing 6 weeks"],
     "notes": "Irish dancing, Coleraine. Lower sixth, doing his AS levels. Known as Kier. Dad Declan."},
    {"clientId": "maureen-kerr", "age": 66, "goal": "Keep dancing the céilí and get back to ten stone",
     "dietaryRestrictions": ["less saturated fat (cholesterol)"],
     "injuries": ["BPPV (Epley manoeuvre 12 February 2013)",
                  "right cataract operation 14 May 2013: no bending or swimming 2 weeks, no dancing 1 week; left eye September 2013"],
     "notes": "Irish dancing (adult céilí class), Coleraine. Retired primary teacher, lives in Portstewart. Known as Mo. Husband Sean."},
    {"clientId": "rhys-hughes", "age": 31, "goal": "A faster 20 m push and a place in the Welsh squad",
     "dietaryRestrictions": ["high protein (skin healing)"],
     "injuries": ["C6 tetraplegia (motorbike crash 2008)",
                  "grade 2 pressure sore on the sacrum (district nurse 4 February 2013): no chair training 4 weeks, turns every 2 hours"],
     "notes": "Wheelchair rugby, Rhyl. Works in IT for the council from home. Known as Rhysy. Girlfriend Ffion."},
    {"clientId": "tomos-evans", "age": 24, "goal": "The GB development squad camp in August 2013",
     "dietaryRestrictions": [],
     "injuries": ["congenital limb difference (arms and legs), 0.5 point player",
                  "right shoulder impingement (physio 11 April 2013): no overhead work, pushes under 30 minutes"],
     "notes": "Wheelchair rugby, Rhyl. Student at Bangor University (sport science). Known as Tom. Mum Eirlys."},
    {"clientId": "carys-llewelyn", "age": 38, "goal": "Stay on her feet and in the chair sport through the MS",
     "dietaryRestrictions": ["vitamin D 1,000 units daily"],
     "injuries": ["relapsing remitting MS (diagnosed 2009)",
                  "relapse February 2013: numb legs, IV steroids 3 days at Glan Clwyd (19 to 21 February)"],
     "notes": "Wheelchair rugby (and the gym), Rhyl. Primary school teaching assistant in Prestatyn. Known as Caz. Husband Owain."},
    {"clientId": "agnes-mulholland", "age": 52, "goal": "Dance the sevillanas at the summer show in heels and lose a stone",
     "dietaryRestrictions": [],
     "injuries": ["left plantar fasciitis (GP March 2013), steroid injection 20 May 2013: no bare feet, no zapateado 2 weeks"],
     "notes": "Flamenco, Kilmarnock. School cook. Known as Senga. Daughter Kirsty."},
    {"clientId": "fraser-dunlop", "age": 45, "goal": "Blood pressure under 140 and no more gout flares",
     "dietaryRestrictions": ["gout: less beer, red meat and shellfish"],
     "injuries": ["gout, right big toe (flare 24 February 2013), colchicine; allopurinol 100 mg from 25 March 2013: no zapateado in a flare"],
     "notes": "Flamenco, Kilmarnock. Joiner. Known as Fraz. Wife Lorraine."},
    {"clientId": "shona-boyle", "age": 34, "goal": "Perform an alegrías with castanets at the summer show",
     "dietaryRestrictions": ["gluten free (coeliac)"],
     "injuries": ["De Quervain's tenosynovitis, right wrist (GP 18 March 2013), thumb splint, steroid injection 9 April 2013: no castanets 4 weeks"],
     "notes": "Flamenco, Kilmarnock. Staff nurse at Crosshouse Hospital. Known as Sho. Sister Gillian."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "gurdip": [
        L("01-03 10:00", "c", "sat sri akal harpreet ji, gurdip kaur, 58, from southall. retired, used to do the catering at heathrow. my grandson's wedding is in august and i want to dance the whole bhangra, not sit with the old ladies lol. 4000 steps a day my phone says", "gurdip-intro"),
        L("01-03 10:30", "t", "Sat sri akal Gurdip ji! Monday and Thursday classes at the community centre, we start gentle and build up to the full set for August.", "gurdip-intro-coach"),
        L("01-18 14:00", "c", "harpreet ji its navneet, gurdip's daughter in law. mum slipped on the ice outside the gurdwara this morning and her left wrist is broken, a colles fracture they said at ealing hospital. plaster for 6 weeks. she says sorry she'll miss class x", "gurdip-navneet"),
        L("01-18 14:20", "t", "Thank you Navneet. Tell her rest, keep the fingers moving and the arm up. She can come and do the leg steps sitting down when she's ready.", "gurdip-navneet-coach"),
        L("02-14 19:00", "c", "valentines!! my husband brought jalebi, one only he said 😂 plaster so itchy", "gurdip-valentine"),
        L("03-01 11:00", "c", "plaster off today 🙌 wrist is so stiff, the physio gave me a squeezy ball", "gurdip-plaster"),
        L("04-09 17:00", "c", "bone scan results, the dexa, they say osteoporosis in my hips and spine. weekly tablet now, alendronic acid, empty stomach and stand up 30 mins after", "gurdip-dexa"),
        L("04-09 17:20", "t", "Thanks Gurdip ji. Bhangra is good for the bones: we keep the steps small and low, no jumps off both feet, and balance work every class so no more falls.", "gurdip-dexa-coach"),
        L("04-14 20:00", "c", "vaisakhi nagar kirtan, walked the whole route!! 9000 steps 🙏", "gurdip-vaisakhi"),
        L("05-06 12:00", "c", "bank holiday, made saag for 20 people, wrist was fine stirring", "gurdip-bankhol"),
        L("05-20 18:00", "c", "vitamin d back up to 68, was 22 in january. doctor happy", "gurdip-vitd"),
        L("06-16 19:00", "c", "harpreet ji navneet again: fathers day lunch at ours, mum did the full jhoomar with the kids in the garden, 7000 steps today. she's showing off x", "gurdip-navneet2"),
        L("06-16 19:20", "t", "Ha, she's earned it! Seven weeks to the wedding, Navneet.", "gurdip-navneet2-coach"),
    ],
    "ravi": [
        L("01-02 21:00", "c", "alright harps, ravi dhillon, 41, black cab driver. new year new me innit. 17 st 1 and the doc says my cholesterol's 7.2. sat on my backside 12 hours a day", "ravi-intro"),
        L("01-02 21:30", "t", "Alright Ravi! Tuesday and Friday nights, and walk to the rank when you can. We'll get you moving.", "ravi-intro-coach"),
        L("02-02 18:00", "c", "ireland beat wales in cardiff, jas is irish on her mum's side, she's unbearable 😂", "ravi-ireland"),
        L("02-11 17:00", "c", "gp's put me on atorvastatin 20mg for the cholesterol, take it at night", "ravi-statin"),
        L("03-15 22:00", "c", "comic relief bhangra-thon, did 2 hours then my right calf went, felt like someone kicked me from behind 😫", "ravi-calf"),
        L("03-16 12:00", "c", "harps it's jas, ravi's wife. minor injuries unit says a grade 2 calf tear in his right leg. crutches for a week, no jumping and no bhangra for 6 weeks. he's watching the wales match with his leg up moaning x", "ravi-jas"),
        L("03-16 12:20", "t", "Thanks Jas. Ice, rest and the heel raises when the physio says. Upper body and the bike from week three, no jumping.", "ravi-jas-coach"),
        L("04-21 14:00", "c", "watched the marathon on the telly, next year maybe lol. calf's alright walking", "ravi-marathon"),
        L("05-03 19:00", "c", "first class back bruv, did the shoulder bounce and the dhol section, no jumps. 100.8 kg this morning", "ravi-back"),
        L("05-11 20:00", "c", "wigan won the cup!! 😂 city fans in the cab all evening gutted", "ravi-facup"),
        L("05-28 18:00", "c", "cholesterol 5.1 now 🙌 down from 7.2", "ravi-chol"),
        L("05-28 18:20", "t", "Brilliant Ravi! Under your 5.5 target. Keep the statin and the Friday class.", "ravi-chol-coach"),
        L("06-21 20:00", "c", "harps it's jas again: he's 15 st 9 now and he's signed up for the ealing half marathon in september god help us x", "ravi-jas2"),
    ],
    "meena": [
        L("01-08 19:00", "c", "hiya harpreet, meena rathod, 29, dental nurse in hayes. me and dev are trying for a baby so i want to get fit first. hb was a bit low last time", "meena-intro"),
        L("01-08 19:30", "t", "Hi Meena! Thursday class and a Sunday walk, and we'll keep it sensible. Tell me as soon as anything changes.", "meena-intro-coach"),
        L("02-12 20:00", "c", "pancake day and i cant face a pancake, feel sick every morning and so tired 🤢", "meena-sick"),
        L("02-18 18:00", "c", "POSITIVE TEST!!! dont tell anyone at class yet 🤫", "meena-positive"),
        L("02-18 18:20", "t", "Congratulations Meena!! Your secret's safe. From now: no jumps, keep the water going, and ask your midwife about class.", "meena-positive-coach"),
        L("03-10 15:00", "c", "mothers day and my mum guessed from my face 😂", "meena-mothersday"),
        L("03-22 17:00", "c", "hb 104, midwife says anaemic, iron tablets twice a day", "meena-hb"),
        L("04-08 18:00", "c", "harpreet it's dev, meena's husband. 12 week scan today, all good, due 21st october!! she's allowed to keep doing class but no jumps, no lying flat on her back after 16 weeks, and she has to be able to talk while she dances x", "meena-dev"),
        L("04-08 18:20", "t", "Congratulations Dev! Low-impact bhangra it is, the arms and the giddha steps, and she sits down whenever she needs to.", "meena-dev-coach"),
        L("05-25 22:00", "c", "dev screaming at the champions league final, bayern won. baby kicking? maybe just wind lol", "meena-ucl"),
        L("06-04 18:00", "c", "20 week scan, it's a girl!! 💕", "meena-scan2"),
        L("06-14 19:00", "c", "pain at the front of my pelvis when i turn over in bed and on the stairs, midwife says pelvic girdle pain, physio referral", "meena-pgp"),
        L("06-14 19:20", "t", "Thanks Meena. No lunges, no wide steps, and knees together getting in the car. We'll do seated arms and pelvic floor.", "meena-pgp-coach"),
        L("06-26 18:00", "c", "dev again: hb 118 now, the iron worked. she's still doing class on thursdays, i carry her bag 😂 x", "meena-dev2"),
    ],
    "aoife": [
        L("01-04 17:00", "c", "hi siobhan its aoife doherty, 13. i want to win a feis this year and get out of prizewinner into open. my knees are sore at the front after hard shoe", "aoife-intro"),
        L("01-04 17:30", "t", "Hi Aoife! Tuesday and Thursday classes plus Saturday solos. We'll look after those knees.", "aoife-intro-coach"),
        L("01-25 18:00", "c", "sore bumps under both my knees now, the right one's worse. cant kneel at mass", "aoife-bumps"),
        L("02-04 19:00", "c", "siobhan it's bronagh, aoife's mum. the gp says osgood-schlatter in both knees, the right worse, it's a growing thing. no jumps for 4 weeks, ice after class, and she can still do steps on the flat. she's raging x", "aoife-bronagh"),
        L("02-04 19:20", "t", "Thanks Bronagh. She can do her arms, timing and the flat steps in soft shoes. No hard shoe trebles or jumps for the four weeks.", "aoife-bronagh-coach"),
        L("03-17 14:00", "c", "st patricks day parade in coleraine, danced on the back of the float in the freezing cold ☘️", "aoife-paddy"),
        L("03-22 09:00", "c", "SNOW DAY no school ❄️ danced in the kitchen", "aoife-snow"),
        L("04-06 18:00", "c", "back doing jumps, knees are grand. mammy won a fiver on the national lol", "aoife-national"),
        L("05-18 20:00", "c", "2nd in the hornpipe at the portstewart feis!!! 🥈 and 4th in the reel", "aoife-feis"),
        L("05-18 20:20", "t", "Second in the hornpipe, Aoife! After the knees in the spring. Next is that first place.", "aoife-feis-coach"),
        L("06-01 12:00", "c", "new hard shoes 😍 they're killing me", "aoife-shoes"),
        L("06-28 19:00", "c", "bronagh again: she's grown 2 inches since christmas, the gp says that explains the knees. irish college in donegal in august x", "aoife-bronagh2"),
        L("06-28 19:20", "t", "A growing dancer! Quad stretches every night, Bronagh.", "aoife-bronagh2-coach"),
    ],
    "ciaran": [
        L("01-05 16:00", "c", "bout ye siobhan, ciaran quinn, 17. want to qualify for the worlds next easter. stamina's my problem, i'm wrecked after one round of the reel", "ciaran-intro"),
        L("01-05 16:30", "t", "Bout ye Ciaran! Saturday solos, Tuesday class, and a run on the strand twice a week for the stamina.", "ciaran-intro-coach"),
        L("01-19 12:00", "c", "ran the strand at portstewart in the sleet, 5k in 24:10", "ciaran-5k"),
        L("02-23 18:00", "c", "feis in derry, 3rd in the slip jig... wait no, the treble jig. catch yerself on ciaran. 3rd in the treble jig", "ciaran-feis"),
        L("03-22 11:00", "c", "went over on my left ankle on the ice outside the house, snow everywhere. swollen like a golf ball", "ciaran-ankle"),
        L("03-25 17:00", "c", "siobhan it's declan, ciaran's dad. the x-ray at the causeway says it's not a sprain, it's a wee fracture of the bone on the outside of his left foot, an avulsion of the fifth metatarsal. a boot for 4 weeks and no dancing for 6. he's not talking to anyone x", "ciaran-declan"),
        L("03-25 17:20", "t", "Thanks Declan. Tell him this is a few weeks, not the worlds. Upper body, core and the bike in the boot if the fracture clinic says so.", "ciaran-declan-coach"),
        L("04-22 18:00", "c", "boot off, walking funny. watched the london marathon yesterday, kebede came from nowhere, mental", "ciaran-boot"),
        L("05-06 13:00", "c", "first class back, soft shoes only. 6 weeks done", "ciaran-back"),
        L("05-06 13:20", "t", "Welcome back Kier! Soft shoe only for two weeks, then hard shoe on the flat, then the trebles.", "ciaran-back-coach"),
        L("05-27 17:00", "c", "exams done, bank holiday on the strand, 5k in 23:05", "ciaran-5k2"),
        L("06-22 16:00", "c", "lions won the first test by 2!! 🦁 da's voice is gone", "ciaran-lions"),
        L("06-29 19:00", "c", "declan again: he danced hard shoe at the summer feis in ballymoney and won the treble jig. he's back x", "ciaran-declan2"),
        L("06-29 19:20", "t", "He's back! The Ulster championships are in November, and the worlds qualifying from there.", "ciaran-declan2-coach"),
    ],
    "maureen": [
        L("01-07 11:00", "c", "hello siobhan, maureen kerr, 66, retired teacher up in portstewart. loved the céilí class at christmas, want to keep it up and get back to ten stone. 10 st 12 this morning", "maureen-intro"),
        L("01-07 11:30", "t", "Hello Maureen! The adult céilí on Wednesdays and a Friday stretch class. Lovely to have you.", "maureen-intro-coach"),
        L("02-06 09:00", "c", "the room spins when i turn over in bed, had to hold the wall this morning", "maureen-spins"),
        L("02-12 15:00", "c", "siobhan it's sean, maureen's husband. the gp did a manoeuvre on her head, the epley, it's bppv, crystals in the ear. she's to sleep propped up for a couple of nights and no céilí this week. she made the pancakes anyway x", "maureen-sean"),
        L("02-12 15:20", "t", "Thanks Sean. Once she's steady she can come back. We'll do the turns slowly and she stops if it comes on.", "maureen-sean-coach"),
        L("03-10 16:00", "c", "mother's day, the girls came up from belfast. 10 st 9", "maureen-mothersday"),
        L("03-22 19:00", "c", "snow up to the gate, the power's been off since lunch, sean has the wee gas fire going", "maureen-snow"),
        L("04-17 12:00", "c", "cholesterol 6.4, the doctor wants to try diet first before tablets", "maureen-chol"),
        L("05-14 18:00", "c", "cataract done on the right eye today at altnagelvin, drops 4 times a day. no bending, no swimming for 2 weeks, no dancing this week", "maureen-cataract"),
        L("05-14 18:20", "t", "Rest up Maureen. Walks only this week, and we'll keep your head up in the céilí when you're back.", "maureen-cataract-coach"),
        L("05-29 11:00", "c", "back at the céilí, the colours are so bright now! 10 st 6", "maureen-back"),
        L("06-19 20:00", "c", "sean again: her cholesterol's down to 5.6 with the porridge and the walking. left eye's booked for september x", "maureen-sean2"),
        L("06-19 20:20", "t", "Great news Sean! 6.4 to 5.6 without a tablet.", "maureen-sean2-coach"),
    ],
    "rhys": [
        L("01-02 18:00", "c", "shwmae gethin, rhys hughes, 31, c6 since the bike crash in 2008. want a faster push and a go at the welsh squad. 20m push is 6.8 s", "rhys-intro"),
        L("01-02 18:30", "t", "Shwmae Rhys! Tuesday nights with the team and strength on Saturdays. We'll time the 20 every month.", "rhys-intro-coach"),
        L("01-18 16:00", "c", "snowed in, no transport to training, rollers in the kitchen for an hour", "rhys-snow"),
        L("01-31 20:00", "c", "ffion spotted a red patch on my bum, been sat in the chair too long on the new cushion", "rhys-patch"),
        L("02-04 18:00", "c", "gethin it's ffion, rhys's girlfriend. the district nurse came, it's a grade 2 pressure sore on his sacrum. he's off the chair as much as possible, on his side in bed turning every 2 hours, no training for 4 weeks. the new cushion's going back x", "rhys-ffion"),
        L("02-04 18:20", "t", "Thanks Ffion. Skin first, training after. I'll send him band work he can do lying on his side, and we'll check the cushion together before he's back.", "rhys-ffion-coach"),
        L("03-01 12:00", "c", "dydd gŵyl dewi hapus! nurse says it's closing, back in the chair 4 hours a day", "rhys-stdavid"),
        L("03-16 19:00", "c", "30-3!!! wales champions 🏴 ffion cried", "rhys-wales"),
        L("04-02 20:00", "c", "back at training, sore's healed, pushed 6.6 on the 20", "rhys-back"),
        L("05-18 14:00", "c", "tournament in cardiff, we came 2nd, i made the hit of the day 💥", "rhys-tournament"),
        L("06-11 19:00", "c", "20m in 6.1 😎", "rhys-61"),
        L("06-11 19:20", "t", "6.1, Rhys! From 6.8 in January, with a month off in the middle.", "rhys-61-coach"),
        L("06-23 12:00", "c", "ffion again: he's been invited to the welsh squad trials in october. tidy x", "rhys-ffion2"),
    ],
    "tomos": [
        L("01-09 19:00", "c", "helo gethin, tomos evans, 24, doing sport science at bangor. 0.5 pointer. want to make the gb development squad", "tomos-intro"),
        L("01-09 19:30", "t", "Helo Tomos! Tuesdays with the team and conditioning on Fridays. Resting heart rate every morning in the app please.", "tomos-intro-coach"),
        L("02-02 20:00", "c", "ireland won in cardiff, gutted. rhr 64", "tomos-ireland"),
        L("03-16 18:00", "c", "wales 30 england 3!!!! champions 😂 lush", "tomos-wales"),
        L("03-28 19:00", "c", "right shoulder's gone clicky when i push hard up the ramp", "tomos-click"),
        L("04-11 17:00", "c", "gethin it's eirlys, tomos's mum. the physio says it's impingement in his right shoulder. no overhead work, no pushing for more than 30 minutes, and band exercises every day. he's got his exams too x", "tomos-eirlys"),
        L("04-11 17:20", "t", "Thanks Eirlys. Short pushes, plenty of rotator cuff band work, and no overhead pressing. We'll be patient.", "tomos-eirlys-coach"),
        L("05-11 21:00", "c", "dissertation in, shoulder better, full session tonight", "tomos-better"),
        L("06-01 18:00", "c", "watched the lions in hong kong, looked roasting out there. rhr 57", "tomos-lions"),
        L("06-12 17:00", "c", "PICKED for the gb development camp in august 🇬🇧", "tomos-gb"),
        L("06-12 17:20", "t", "Get in, Tom! Eight weeks to sharpen up. The shoulder rules stay.", "tomos-gb-coach"),
        L("06-27 20:00", "c", "eirlys again: a first class degree!! and the camp's at stoke mandeville on the 12th of august x", "tomos-eirlys2"),
    ],
    "carys": [
        L("01-10 19:00", "c", "hiya gethin, carys llewelyn, 38, teaching assistant in prestatyn. i've had ms since 2009, i walk with a stick and use the chair for the sport. want to stay strong", "carys-intro"),
        L("01-10 19:30", "t", "Hiya Carys! Gym on Mondays, seated and standing, and the team on Tuesdays in the chair. Tell me on bad days.", "carys-intro-coach"),
        L("02-14 20:00", "c", "owain got me flowers and i couldnt feel my feet walking to the car 😕", "carys-numb"),
        L("02-19 18:00", "c", "gethin it's owain, carys's husband. it's a relapse, the ms nurse says. she's in glan clwyd for 3 days of iv steroids, till thursday. no training for now, she's gutted x", "carys-owain"),
        L("02-19 18:20", "t", "Thanks Owain. Tell her rest, and when she's ready we start with seated work and walking practice. No rush.", "carys-owain-coach"),
        L("03-27 17:00", "c", "legs are coming back, walked to the school gate and back without the stick", "carys-legs"),
        L("03-31 09:00", "c", "clocks went forward on easter sunday, an hour less sleep and 2 easter eggs 😂", "carys-easter"),
        L("04-24 18:00", "c", "vitamin d was 31 in january, now 75 on the tablets. the ms nurse says keep it above 75", "carys-vitd"),
        L("05-27 16:00", "c", "bank holiday walk on the prom at rhyl, 6000 steps with the stick", "carys-prom"),
        L("06-05 18:00", "c", "grip 24 kg on the right, was 18 after the relapse", "carys-grip"),
        L("06-05 18:20", "t", "Brilliant Caz! Back to where you were in January.", "carys-grip-coach"),
        L("06-25 20:00", "c", "owain again: she was on her feet at sports day all afternoon, she's whacked but happy. 64.2 kg x", "carys-owain2"),
        L("06-25 20:20", "t", "Sports day survived! Rest tomorrow, Carys.", "carys-owain2-coach"),
    ],
    "agnes": [
        L("01-08 20:00", "c", "hiya isla, agnes mulholland, 52, school cook at the academy. saw the flamenco at the palace theatre at christmas and fancied it. 13 st 2, want to lose a stone for the summer show", "agnes-intro"),
        L("01-08 20:30", "t", "Hiya Agnes! Beginners on Monday nights, and I'll lend you a pair of shoes till yours come.", "agnes-intro-coach"),
        L("01-25 22:00", "c", "burns night, haggis and a wee dram, sorry isla 😂", "agnes-burns"),
        L("03-04 19:00", "c", "bottom of my left foot is like standing on glass first thing in the morning", "agnes-glass"),
        L("03-12 18:00", "c", "gp says plantar fasciitis, left heel. stretches, a frozen bottle to roll, and nae bare feet", "agnes-pf"),
        L("03-12 18:20", "t", "Thanks Agnes. Mark the footwork softly, no full zapateado on the left for now, and we'll work the arms and the turns.", "agnes-pf-coach"),
        L("04-06 17:00", "c", "grand national sweep at the school, won a tenner on auroras encore 🐎", "agnes-national"),
        L("05-20 19:00", "c", "isla it's kirsty, agnes's daughter. mum had a steroid injection in her left heel today at crosshouse, says it was agony. no zapateado for 2 weeks and she's to wear her trainers everywhere x", "agnes-kirsty"),
        L("05-20 19:20", "t", "Thanks Kirsty. Seated palmas and the arms for two weeks then. She'll still be in the sevillanas.", "agnes-kirsty-coach"),
        L("06-08 20:00", "c", "heel's nae bother now. 12 st 3 🙌", "agnes-weight"),
        L("06-29 22:00", "c", "summer show!! danced the sevillanas in heels, kirsty filmed it", "agnes-show"),
        L("06-29 22:20", "t", "You were gorgeous, Agnes! And nearly a stone down.", "agnes-show-coach"),
        L("06-30 11:00", "c", "kirsty again: she's booked flamenco lessons in seville for the october week, she's no stopping x", "agnes-kirsty2"),
    ],
    "fraser": [
        L("01-11 19:00", "c", "awright isla, fraser dunlop, 45, joiner. the wife's dragged me tae flamenco, says ah've nae rhythm. gp says ma blood pressure's 152 ower 94", "fraser-intro"),
        L("01-11 19:30", "t", "Awright Fraser! Monday beginners with Lorraine, and take that pressure to the nurse every month.", "fraser-intro-coach"),
        L("02-24 12:00", "c", "ma right big toe's like a balloon, cannae get a sock on. wis at a wedding last night 🍺", "fraser-toe"),
        L("02-25 18:00", "c", "isla it's lorraine, fraser's wife. the gp says it's gout in his right big toe. colchicine for the flare, a blood test for his uric acid, and he's off the beer. no stamping in class till it's down x", "fraser-lorraine"),
        L("02-25 18:20", "t", "Thanks Lorraine. Arms and palmas seated this week, and no zapateado till the toe's settled.", "fraser-lorraine-coach"),
        L("03-08 19:00", "c", "urate came back 0.52, the gp says high", "fraser-urate"),
        L("03-25 18:00", "c", "started allopurinol 100mg, the gp says it might set off a flare at first so keep the colchicine handy", "fraser-allopurinol"),
        L("04-01 16:00", "c", "easter monday, built a shed for ma brother. bp 146 ower 90", "fraser-bp"),
        L("05-15 19:00", "c", "danced a whole sevillanas wi lorraine, nae toe pain", "fraser-sevillanas"),
        L("06-13 18:00", "c", "urate 0.34 now, under the target, gp's pleased", "fraser-urate2"),
        L("06-13 18:20", "t", "0.52 to 0.34, Fraser! Keep the allopurinol and the water.", "fraser-urate2-coach"),
        L("06-24 20:00", "c", "wimbledon started, murray won his first. bp 138 ower 86 at the nurse", "fraser-bp2"),
        L("06-28 19:00", "c", "lorraine again: he's cut tae two pints at the weekend and he's lost 5 kilos. dinnae tell him ah telt ye x", "fraser-lorraine2"),
    ],
    "shona": [
        L("01-06 17:00", "c", "hiya isla, shona boyle, 34, staff nurse at crosshouse. been doing flamenco 2 year. want to do the alegrías wi castanets at the summer show. rhr 66", "shona-intro"),
        L("01-06 17:30", "t", "Hiya Shona! Intermediates on Wednesdays, and castanet practice ten minutes a day.", "shona-intro-coach"),
        L("01-18 21:00", "c", "snow, worked a double as half the ward couldnae get in", "shona-snow"),
        L("02-10 18:00", "c", "chinese new year takeaway, gluten free obviously 😒", "shona-cny"),
        L("03-05 20:00", "c", "right thumb's sore at the wrist when ah do the castanets, and lifting patients", "shona-thumb"),
        L("03-18 18:00", "c", "gp says de quervain's, the tendons at the base o my right thumb. a splint and nae castanets", "shona-dq"),
        L("03-18 18:20", "t", "Thanks Shona. Castanets on the left hand only for now, and we'll work your footwork and the bata.", "shona-dq-coach"),
        L("04-09 19:00", "c", "isla it's gillian, shona's sister. she had the steroid injection in her right wrist today. splint at night and no castanets for 4 weeks. she's more worried about work x", "shona-gillian"),
        L("04-09 19:20", "t", "Thanks Gillian. Four weeks without castanets is fine, the show's not till the end of June.", "shona-gillian-coach"),
        L("05-08 19:00", "c", "castanets back on and nae pain 🙌 rhr 61", "shona-back"),
        L("06-16 15:00", "c", "fathers day, took ma da tae troon for a walk on the beach", "shona-fathers"),
        L("06-29 22:00", "c", "alegrías at the summer show wi castanets, didnae drop one 💃", "shona-show"),
        L("06-29 22:20", "t", "Not one dropped! Beautiful, Shona.", "shona-show-coach"),
        L("06-30 12:00", "c", "gillian again: she's signed up for the intermediate course in jerez next spring x", "shona-gillian2"),
    ],
}

# ---------------------------------------------------------------------------
# Group chats: one per trainer, the first line the trainer's.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-harpreet-bhangra", "trainer": "harpreet", "members": ["gurdip", "ravi", "meena"],
        "lines": [
            L("01-03 09:00", "t", "Southall bhangra fitness 🥁 Class times, the bhangra-thon and news here.", "g-bhangra-start"),
            L("01-19 10:00", "gurdip", "broke my wrist on the ice 😭 6 weeks plaster", "g-gurdip-wrist"),
            L("03-17 10:00", "ravi", "torn calf at the bhangra-thon, out 6 weeks", "g-ravi-calf"),
            L("04-09 10:00", "meena", "ok i can tell you now, baby due in october!! 🤰", "g-meena-baby"),
            L("06-17 10:00", "gurdip", "jhoomar in the garden yesterday, wedding ready nearly", "g-gurdip-jhoomar"),
        ],
    },
    {
        "id": "chat-siobhan-school", "trainer": "siobhan", "members": ["aoife", "ciaran", "maureen"],
        "lines": [
            L("01-04 09:00", "t", "McCloskey School of Irish Dance ☘️ Classes, feiseanna and céilís here.", "g-school-start"),
            L("02-05 10:00", "aoife", "osgood schlatter 🙄 no jumps for 4 weeks", "g-aoife-knees"),
            L("03-26 10:00", "ciaran", "fractured foot, boot for 4 weeks 😡", "g-ciaran-foot"),
            L("05-15 10:00", "maureen", "cataract done, back at the céilí next week", "g-maureen-cataract"),
            L("05-19 10:00", "aoife", "2nd in the hornpipe at portstewart!!", "g-aoife-feis"),
        ],
    },
    {
        "id": "chat-gethin-squad", "trainer": "gethin", "members": ["rhys", "tomos", "carys"],
        "lines": [
            L("01-02 09:00", "t", "Rhyl wheelchair rugby 🏉 Training, tournaments and lifts here.", "g-squad-start"),
            L("02-05 10:00", "rhys", "pressure sore, out 4 weeks", "g-rhys-sore"),
            L("02-22 10:00", "carys", "relapse, home now, back when my legs are", "g-carys-relapse"),
            L("06-13 10:00", "tomos", "gb development camp in august!!", "g-tomos-gb"),
            L("06-24 10:00", "rhys", "welsh trials in october 🏴", "g-rhys-trials"),
        ],
    },
    {
        "id": "chat-isla-flamenco", "trainer": "isla", "members": ["agnes", "fraser", "shona"],
        "lines": [
            L("01-06 09:00", "t", "Kilmarnock flamenco 💃 Classes, shoes and the summer show here.", "g-flamenco-start"),
            L("02-26 10:00", "fraser", "gout 😂 nae stamping for me this week", "g-fraser-gout"),
            L("04-10 10:00", "shona", "no castanets for 4 weeks, injection done", "g-shona-wrist"),
            L("05-21 10:00", "agnes", "heel injection, trainers for 2 weeks", "g-agnes-heel"),
            L("06-30 10:00", "agnes", "what a show, thanks everyone 💃", "g-agnes-show"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("harpreet", "gurdip", "2013-01-07", "Gurdip (58): retired airport caterer. 4,000 steps. Single leg stand 5 s each side. Sit to stand 30 s: 10. Grandson's wedding August."),
    ("harpreet", "gurdip", "2013-06-20", "Gurdip: left Colles fracture 18 January, plaster off 1 March. Osteoporosis on DEXA (April), alendronic acid weekly. Vitamin D 22 to 68. 7,000 steps. Single leg stand 20 s. Sit to stand 30 s: 14. Small steps, no jumps off both feet."),
    ("harpreet", "ravi", "2013-01-08", "Ravi (41): cab driver. Weight 108.4 kg (17 st 1). Waist 112 cm. Cholesterol 7.2. Plank 20 s. Walks 2,000 steps on a shift."),
    ("harpreet", "ravi", "2013-06-25", "Ravi: atorvastatin 20 mg from February, cholesterol 5.1 (May). Right calf tear grade 2, 15 March, back 3 May. Weight 99.3 kg (15 st 9). Waist 103 cm. Plank 60 s. Single leg calf raises 15 right, 18 left. Half marathon in September."),
    ("harpreet", "meena", "2013-01-10", "Meena (29): dental nurse. Trying for a baby. Plank 45 s. 8,000 steps. Low haemoglobin before."),
    ("harpreet", "meena", "2013-06-27", "Meena: pregnant, due 21 October. Hb 104 to 118 on iron. Pelvic girdle pain from June: no lunges, no wide steps. No jumps, nothing lying flat. Seated arms and pelvic floor. 6,000 steps."),
    ("siobhan", "aoife", "2013-01-08", "Aoife (13): prizewinner. Knee pain at the front after hard shoe. Plank 40 s. Wall sit 30 s. Two rounds of the reel before she's tired."),
    ("siobhan", "aoife", "2013-06-25", "Aoife: Osgood-Schlatter both knees (February), jumps back from April. 2nd hornpipe, 4th reel at Portstewart 18 May. Plank 1:10. Wall sit 60 s. Grown 5 cm since Christmas."),
    ("siobhan", "ciaran", "2013-01-08", "Ciaran (17): open championship. 5k 24:10. Gets tired after one round. Skipping 3 min non-stop."),
    ("siobhan", "ciaran", "2013-06-27", "Ciaran: left fifth metatarsal avulsion fracture 22 March (x-ray 25 March), boot 4 weeks, back dancing 6 May. 5k 23:05. Skipping 6 min. Won the treble jig at Ballymoney 29 June. Ulster championships November."),
    ("siobhan", "maureen", "2013-01-09", "Maureen (66): retired teacher. Weight 10 st 12 (68.9 kg). Sit to stand 30 s: 11. Balance on one leg 10 s. Stiff shoulders."),
    ("siobhan", "maureen", "2013-06-26", "Maureen: BPPV, Epley 12 February. Right cataract 14 May (Altnagelvin), left eye September. Cholesterol 6.4 to 5.6 on diet. Weight 10 st 5 (65.8 kg). Sit to stand 30 s: 14. Balance 18 s."),
    ("gethin", "rhys", "2013-01-08", "Rhys (31): C6 tetraplegic, 2.0 pointer. 20 m push 6.8 s. Weight 72.0 kg. Skin checks daily. Bench press with straps 20 kg."),
    ("gethin", "rhys", "2013-06-25", "Rhys: grade 2 sacral pressure sore 4 February, healed, back 2 April, new cushion. 20 m push 6.1 s. Weight 69.6 kg. Bench press with straps 27.5 kg. Welsh trials October."),
    ("gethin", "tomos", "2013-01-11", "Tomos (24): 0.5 pointer, sport science at Bangor. Resting HR 64. 1 km push 5:40. Band rows 3 x 15."),
    ("gethin", "tomos", "2013-06-28", "Tomos: right shoulder impingement 11 April (physio), no overhead work, pushes under 30 min. Resting HR 56. 1 km push 5:05. GB development camp 12 August, Stoke Mandeville."),
    ("gethin", "carys", "2013-01-14", "Carys (38): relapsing remitting MS since 2009. Walks with a stick. Grip right 24 kg. Sit to stand 30 s: 8. 10 m walk 12 s. 4,500 steps."),
    ("gethin", "carys", "2013-06-26", "Carys: relapse February, IV steroids 19 to 21 February at Glan Clwyd. Vitamin D 31 to 75. Grip right 24 kg. Sit to stand 30 s: 10. 10 m walk 9 s. 6,000 steps. Weight 64.2 kg."),
    ("isla", "agnes", "2013-01-14", "Agnes (52): school cook. Weight 13 st 2 (83.5 kg). Beginner. Calf raises 10. Summer show 29 June."),
    ("isla", "agnes", "2013-06-24", "Agnes: left plantar fasciitis (March), steroid injection 20 May. Weight 12 st 3 (77.6 kg). Calf raises 25. Sevillanas in the show. Seville in October."),
    ("isla", "fraser", "2013-01-14", "Fraser (45): joiner. BP 152/94. Weight 96 kg. No rhythm, good stamina. Tight calves."),
    ("isla", "fraser", "2013-06-24", "Fraser: gout right big toe 24 February, urate 0.52 to 0.34, allopurinol 100 mg from 25 March. BP 138/86 (June). Weight 91 kg. Full sevillanas."),
    ("isla", "shona", "2013-01-09", "Shona (34): staff nurse, coeliac. Resting HR 66. Intermediate. Castanets: basic roll. Alegrías for the show."),
    ("isla", "shona", "2013-06-26", "Shona: right De Quervain's (GP 18 March), injection 9 April, castanets back 8 May. Resting HR 60. Alegrías with castanets at the show 29 June. Jerez course next spring."),
]

TRANSCRIPTS = [
    {
        "id": "tr-harpreet-meena-20130411", "trainer": "harpreet", "client": "meena", "startedAt": "2013-04-11T18:00:00Z",
        "title": "Call with Meena and Dev: after the 12-week scan",
        "lines": [
            ("Coach", 0, "Congratulations again, both of you. How are you feeling, Meena?"),
            ("Meena", 4, "Less sick now. Still tired by the afternoon."),
            ("Dev", 9, "The midwife said her heart rate shouldn't go over about 140 in class, and she should stop if she gets dizzy or any bleeding."),
            ("Coach", 14, "Then the talk test every song: if you can't talk, you slow down. No jumps, and the arms do the work."),
            ("Meena", 20, "Can I still do the bhangra-thon next year?"),
            ("Coach", 24, "You'll be bringing the baby to it. We'll get you back after the six-week check."),
        ],
    },
    {
        "id": "tr-siobhan-ciaran-20130328", "trainer": "siobhan", "client": "ciaran", "startedAt": "2013-03-28T18:00:00Z",
        "title": "Call with Ciaran and Declan: after the fracture",
        "lines": [
            ("Coach", 0, "How's the foot, Ciaran?"),
            ("Ciaran", 4, "Throbbing at night. The boot's heavy."),
            ("Declan", 9, "The fracture clinic said a wee bit of bone pulled off with the tendon, and it heals in six to eight weeks if he keeps the boot on, even in the house."),
            ("Coach", 14, "Then the boot stays on. Arms, core and the rowing machine with the foot still, and we do the dances in your head."),
            ("Ciaran", 20, "Will I miss the worlds?"),
            ("Coach", 24, "The worlds are next Easter. You'll be dancing by May."),
        ],
    },
    {
        "id": "tr-gethin-rhys-20130207", "trainer": "gethin", "client": "rhys", "startedAt": "2013-02-07T18:00:00Z",
        "title": "Call with Rhys and Ffion: after the pressure sore",
        "lines": [
            ("Coach", 0, "How's the skin, Rhys?"),
            ("Rhys", 4, "Can't feel it, that's the problem. Bored stiff lying on my side."),
            ("Ffion", 9, "The nurse said it's from the new cushion being too thin and him not doing his lifts. He has to do a pressure lift every fifteen minutes in the chair from now on."),
            ("Coach", 14, "Then lifts on the clock when you're back, and we'll set a timer on your watch at training."),
            ("Rhys", 20, "Will I lose the fitness?"),
            ("Coach", 24, "Some. It comes back quicker than skin does."),
        ],
    },
    {
        "id": "tr-isla-fraser-20130228", "trainer": "isla", "client": "fraser", "startedAt": "2013-02-28T18:00:00Z",
        "title": "Call with Fraser and Lorraine: after the gout flare",
        "lines": [
            ("Coach", 0, "How's the toe, Fraser?"),
            ("Fraser", 4, "Better. Ah couldnae even have the sheet on it on Sunday."),
            ("Lorraine", 9, "The doctor said it's the uric acid, from the beer and the red meat, and his blood pressure tablets might not help. He's to drink two litres of water a day."),
            ("Coach", 14, "Then water in class, and we'll do the footwork in trainers on the soft floor when you're back."),
            ("Fraser", 20, "Will ah be ready for the show?"),
            ("Coach", 24, "June's four months off. Yes."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("gurdip", "2013-01-25", 6.0, 7, 30, "Wrist."),
    ("gurdip", "2013-05-10", 7.5, 3, 90, "Wedding."),
    ("ravi", "2013-02-15", 6.0, 5, 80, "Night shifts."),
    ("ravi", "2013-03-29", 6.5, 6, 40, "Calf."),
    ("meena", "2013-02-22", 9.0, 5, 60, "Tired."),
    ("meena", "2013-06-07", 7.0, 4, 85, "Bump."),
    ("aoife", "2013-02-08", 9.0, 6, 50, "Knees."),
    ("aoife", "2013-05-24", 9.5, 3, 95, "Feis."),
    ("ciaran", "2013-04-05", 7.0, 8, 40, "Boot."),
    ("ciaran", "2013-05-31", 8.0, 5, 90, "Exams."),
    ("maureen", "2013-02-15", 6.5, 6, 50, "Dizzy."),
    ("maureen", "2013-05-17", 7.0, 4, 70, "Eye."),
    ("rhys", "2013-02-08", 5.5, 7, 30, "Skin."),
    ("rhys", "2013-04-19", 7.0, 3, 95, "Back."),
    ("tomos", "2013-03-01", 7.5, 5, 90, "Essays."),
    ("tomos", "2013-04-19", 6.5, 7, 70, "Shoulder."),
    ("carys", "2013-01-25", 7.0, 4, 85, "Cold."),
    ("carys", "2013-03-08", 8.5, 7, 40, "Legs."),
    ("agnes", "2013-03-15", 7.0, 5, 70, "Heel."),
    ("agnes", "2013-06-14", 7.5, 3, 95, "Show."),
    ("fraser", "2013-03-01", 6.5, 6, 50, "Toe."),
    ("fraser", "2013-05-31", 7.5, 3, 85, "Sevillanas."),
    ("shona", "2013-02-01", 5.5, 7, 80, "Nights."),
    ("shona", "2013-04-12", 6.5, 6, 60, "Splint."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("ravi", "weight", "kg", "2013-01-07", "2013-06-24", 7, 108.4, 99.3, 0.4),
    ("maureen", "weight", "kg", "2013-01-07", "2013-06-24", 7, 68.9, 65.8, 0.3),
    ("rhys", "weight", "kg", "2013-01-07", "2013-06-24", 7, 72.0, 69.6, 0.3),
    ("agnes", "weight", "kg", "2013-01-14", "2013-06-24", 7, 83.5, 77.6, 0.3),
    ("tomos", "resting_heart_rate", "bpm", "2013-01-14", "2013-06-24", 7, 64.0, 56.0, 1.0),
    ("shona", "resting_heart_rate", "bpm", "2013-01-07", "2013-06-24", 7, 66.0, 60.0, 1.0),
    ("fraser", "systolic_bp", "mmHg", "2013-01-14", "2013-06-24", 7, 152.0, 138.0, 2.0),
    ("gurdip", "steps", "steps", "2013-03-04", "2013-06-24", 7, 4000, 7000, 300),
    ("meena", "steps", "steps", "2013-01-07", "2013-06-24", 7, 8000, 6000, 400),
    ("carys", "steps", "steps", "2013-01-07", "2013-06-24", 7, 4500, 6000, 300),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("ravi", "goal-harpreet-ravi-weight", "weight", 100.0, "kg", "2013-06-30", "achieved"),
    ("gurdip", "goal-harpreet-gurdip-steps", "steps", 6000, "steps", "2013-08-10", "achieved"),
    ("maureen", "goal-siobhan-maureen-weight", "weight", 63.5, "kg", "2013-12-31", "active"),
    ("fraser", "goal-isla-fraser-bp", "systolic_bp", 140, "mmHg", "2013-06-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("gurdip", "2013-01-22", "Vitamin D", 22, "nmol/L", 50, 175),
    ("gurdip", "2013-05-17", "Vitamin D", 68, "nmol/L", 50, 175),
    ("ravi", "2013-01-10", "Total cholesterol", 7.2, "mmol/L", 0, 5.0),
    ("ravi", "2013-05-24", "Total cholesterol", 5.1, "mmol/L", 0, 5.0),
    ("meena", "2013-03-21", "Haemoglobin", 104, "g/L", 110, 150),
    ("meena", "2013-06-24", "Haemoglobin", 118, "g/L", 110, 150),
    ("maureen", "2013-04-15", "Total cholesterol", 6.4, "mmol/L", 0, 5.0),
    ("maureen", "2013-06-17", "Total cholesterol", 5.6, "mmol/L", 0, 5.0),
    ("carys", "2013-01-15", "Vitamin D", 31, "nmol/L", 50, 175),
    ("carys", "2013-04-22", "Vitamin D", 75, "nmol/L", 50, 175),
    ("fraser", "2013-03-07", "Urate", 0.52, "mmol/L", 0.2, 0.42),
    ("fraser", "2013-06-12", "Urate", 0.34, "mmol/L", 0.2, 0.42),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "aye", "yep", "done ✅", "booked", "paid 👍", "diolch", "dead on",
    "running late sorry", "can we make it later?", "what time tuesday?", "see you then", "will do", "innit",
    "wrong chat soz", "lovely", "tidy", "haha", "lol", "got it", "legend", "sorry only just seen this",
    "same time next week?", "which door again?", "omw", "bus is late", "thank you x", "haud on a wee minute",
    "nothing to report", "🙌", "😂", "bank transfer ok?", "now in a minute", "sound",
    "still on?", "phone died", "no parking again", "stuck at work", "perfect", "what a day", "ta-ra", "braw",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "Sent you the plan.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer's fine.", "No bother.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20130708, health_seed=20130708, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
