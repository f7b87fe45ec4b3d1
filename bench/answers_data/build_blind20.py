#!/usr/bin/env python3
"""Build the twentieth blind data set for the answer benchmark (bench/answers_data/blind20.json).

    functions/venv/bin/python -m bench.answers_data.build_blind20

Four trainers of kinds the other rosters do not have (an Olympic weightlifting coach in Newcastle
with a -64 kg lifter of 23, a dental nurse, who sprains her left wrist catching a clean in a borrowed
garage in November and whose sister texts, a masters lifter of 47, a postman, with a left patellar
tendinopathy who catches COVID in January and whose wife texts, and a schoolboy lifter of 15 with
Osgood-Schlatter in his right knee whose mum texts; a cystic-fibrosis and lung-transplant exercise
specialist in Cardiff with a student of 19 with CF who starts Kaftrio in September and whose mum
texts in Welsh, a plumber of 34 with CF and CF-related diabetes on insulin who has two weeks of home
IV antibiotics in December and whose wife texts, and a teaching assistant of 41 with a double lung
transplant for CF in 2015 who gets shingles in October and whose husband texts; an all-star
cheerleading conditioning coach in Leicester with a flyer of 17 who sprains her left ankle tumbling on
the patio in February and whose stepdad texts, a base of 24, a night-shift warehouse worker, who
strains his lower back at work and whose girlfriend texts, and an adult-team cheerleader of 36, an
intensive-care nurse, who sprains her right wrist and whose husband texts; a parkour and
calisthenics coach in Hackney with a freerunner of 28, a food-delivery rider, who breaks the fifth
metatarsal of his right foot on ice in January and whose Brazilian girlfriend texts in Portuguese,
a history teacher of 39 chasing her first pull-up who finds a ganglion on her right wrist and whose
daughter texts, and a retired carpenter of 61 from Cork with right knee arthritis on ramipril whose
son texts), 12 clients, 7 September 2020 to 11 April 2021 (asked on 12 April 2021, the day gyms in
England reopened): one-to-one chats, four group chats, session notes, four session transcripts,
check-ins, client profiles and health data (weight of five clients, resting heart rate of two, steps
of three, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on 2026-11-30
by helper h-blind20 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py,
functions/*, any list of benchmark failures or any result file: a held-out check of whether the
fixes made on the other sets generalise.

The period, the pandemic's second autumn and winter as a UK roster lived it, is one no other roster
covers (blind19 ends on 23 March 2020, blind18 starts in June 2021), and it crosses a new year: a chat
line's "MM-DD HH:MM" is of 2020 from September to December and of 2021 from January to April (`when`).
The rule of six (14 September), the 10 pm curfew, England's tiers (from 14 October; London in tier 2
on 17 October, tier 4 on 20 December), Wales's firebreak (23 October to 9 November) and its lockdown
from 20 December, the clocks going back (25 October), Halloween, England's second lockdown from bonfire
night to 2 December with gyms shut, year-group bubbles sent home, the first vaccination (8 December),
Christmas bubbles cut to Christmas Day, the third lockdown from 5 January with schools online, storm
Christoph's floods, snow in February (storm Darcy), Wales beating England 40-24 (27 February), schools
back on 8 March with twice-weekly lateral flow tests, St David's day, St Patrick's day, outdoor sport
back on 29 March, Wales's "stay local" lifted (27 March), Easter (4 April) and the eve of England's
gyms reopening lie inside it. The story messages are written the way people text: lowercase, typos,
run-ons, emoji, shorthand and slang (weightlifting "c&j", "pb", "total", "the -64s", "straps", "the
catch"; CF "fev1", "creon", "nebs", "ivs", "picc", "cfrd", "hypo"; cheer "flyer", "base", "stunt",
"full", "back tuck", "heel stretch", "extension"; parkour "precision", "cat leap", "muscle up", "kong";
pandemic "firebreak", "tier 4", "bubble", "lfts", "jab"), Geordie ("alreet", "howay", "canny", "mam"),
Welsh ("bore da", "diolch", "nadolig llawen", "croeso", "nain", "dydd gŵyl dewi hapus"), Brazilian
Portuguese ("oi", "ele caiu", "nossa", "obrigado", "beijos") and Irish ("nollaig shona", "go raibh
maith agat"), mixed units (kg, stone, m, cm, km, miles, seconds, minutes, hours, percent of predicted,
mmol/L, mmol/mol, umol/L, ug/L, nmol/L, mg, units of insulin, capsules, watts, bpm, a temperature),
negations ("no break", "not a tear", "no disc", "x-ray clear"), revisions later (a wrist that "clicks",
then a sprain, then "TFCC irritation not a tear"; a second jab "in three weeks" then "pushed to
march"; ramipril 5 then 2.5 mg; a 5k goal "without stopping" then "sub 30"), plans never carried out or
lying after the period (the British championships, the standing full, the 10k in May, the Taff Trail
ride, a second jab in April, a jab "next week"), facts only in the coach's reply, only in a note, only
in a transcript or only in a lab panel, a family member or partner writing for every client (a
sister, a wife twice, a mum twice, a husband twice, a stepdad, a girlfriend twice, a daughter, a son),
names that are also words (Jade, Rich, Will, Amber, Mason, Robin, Ray, June, Hazel), two clients of
one trainer with sore knees (Rich's patellar tendon and Will's Osgood-Schlatter), two with CF on
Kaftrio (Ffion and Bryn) and wrist injuries at three trainers (Jade's left, Robin's right, June's
right). The everyday chatter comes from this builder's own pools with a fixed seed
(roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or number a
question asks about. Deterministic: two runs write byte-identical files. `blind20_tags.json` maps the
story tags to message ids for the question list (bench/answers_data/blind20_questions.py).

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
OUT, TAGS_OUT = HERE / "blind20.json", HERE / "blind20_tags.json"
YEAR = 2020  # September to December; January to April lines are of the next year (`when`)
START, END = datetime(2020, 9, 7, 7, 0), datetime(2021, 4, 11, 21, 0)
ASKED_AT = "2021-04-12T08:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" of 2020 from September on, of 2021 before September."""
    return records.at(text, YEAR if int(text[:2]) >= 9 else YEAR + 1)


TRAINERS = [
    {"id": "coach-shona", "displayName": "Shona Robson", "email": "shona.robson@example.com", "short": "shona"},
    {"id": "coach-bethan", "displayName": "Bethan Rees", "email": "bethan.rees@example.com", "short": "bethan"},
    {"id": "coach-kerry", "displayName": "Kerry-Ann Blake", "email": "kerryann.blake@example.com", "short": "kerry"},
    {"id": "coach-dami", "displayName": "Dami Adebayo", "email": "dami.adebayo@example.com", "short": "dami"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("shona", "jade-milburn", "Jade Milburn", "jade"),
    ("shona", "rich-armstrong", "Rich Armstrong", "rich"),
    ("shona", "will-hedley", "Will Hedley", "will"),
    ("bethan", "ffion-morgan", "Ffion Morgan", "ffion"),
    ("bethan", "bryn-thomas", "Bryn Thomas", "bryn"),
    ("bethan", "hazel-price", "Hazel Price", "hazel"),
    ("kerry", "amber-wright", "Amber Wright", "amber"),
    ("kerry", "mason-reid", "Mason Reid", "mason"),
    ("kerry", "robin-ashworth", "Robin Ashworth", "robin"),
    ("dami", "ray-bello", "Ray Bello", "ray"),
    ("dami", "june-akande", "June Akande", "june"),
    ("dami", "bernie-walsh", "Bernie Walsh", "bernie"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("rich", "will", "bryn", "mason", "robin", "june")

PROFILES = [
    {"clientId": "jade-milburn", "age": 23, "goal": "A 185 kg total in the -64 kg class at the British championships in 2021",
     "dietaryRestrictions": [], "injuries": ["left wrist sprain, TFCC irritation (November 2020)"],
     "notes": "Olympic weightlifting, -64 kg. Dental nurse in Gosforth. Sister Leanne; trains in Leanne's boyfriend Kev's garage in lockdown."},
    {"clientId": "rich-armstrong", "age": 47, "goal": "Snatch 100 kg again and lift at the British masters (M45, -96 kg)",
     "dietaryRestrictions": [], "injuries": ["left patellar tendinopathy", "COVID-19 (January 2021)"],
     "notes": "Masters weightlifter. Postman in Gateshead (key worker). Wife Lorraine."},
    {"clientId": "will-hedley", "age": 15, "goal": "Win the under-17 -67 kg at the northern youth championships",
     "dietaryRestrictions": ["nut allergy (carries an EpiPen)"], "injuries": ["Osgood-Schlatter, right knee"],
     "notes": "Schoolboy weightlifter, Year 11 at a school in Whitley Bay. Mum Tracy books and pays."},
    {"clientId": "ffion-morgan", "age": 19, "goal": "Run 5 km without stopping, then under 30 minutes",
     "dietaryRestrictions": ["high-calorie CF diet, Creon with meals"], "injuries": ["cystic fibrosis (Kaftrio from September 2020)"],
     "notes": "Second-year human nutrition student at Cardiff Met, from Caerphilly. Mum Gwen, Welsh speaker."},
    {"clientId": "bryn-thomas", "age": 34, "goal": "Walk up Pen y Fan with his daughter Nia in the spring",
     "dietaryRestrictions": [], "injuries": ["cystic fibrosis (Kaftrio from October 2020)", "CF-related diabetes (NovoRapid and Lantus)"],
     "notes": "Plumber in Barry (key worker). Wife Sian, daughter Nia (8)."},
    {"clientId": "hazel-price", "age": 41, "goal": "Cycle the Taff Trail from Cardiff to Brecon (55 miles) in summer 2021",
     "dietaryRestrictions": ["no grapefruit (tacrolimus)"], "injuries": ["double lung transplant for CF (2015)", "shingles (October 2020)"],
     "notes": "Teaching assistant at a primary school in Penarth; shielding. On tacrolimus, mycophenolate and prednisolone. Husband Gwyn."},
    {"clientId": "amber-wright", "age": 17, "goal": "A standing full and steadier heel stretches on the senior level 5 team",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left ankle sprain (February 2021)"],
     "notes": "All-star cheer flyer for Diamond Elite senior 5. A levels at a sixth-form college in Leicester. Stepdad Gary."},
    {"clientId": "mason-reid", "age": 24, "goal": "A one-arm extension with his flyer by summer 2021",
     "dietaryRestrictions": [], "injuries": ["lower back strain, left side (October 2020)"],
     "notes": "Base on Diamond Elite's open coed team. Night-shift warehouse worker at Magna Park. Girlfriend Chloe."},
    {"clientId": "robin-ashworth", "age": 36, "goal": "Her back handspring back for the adult team, and lose a stone",
     "dietaryRestrictions": [], "injuries": ["right wrist sprain (November 2020)"],
     "notes": "Adult cheer team, Diamond Elite Opals. Intensive care nurse at Leicester Royal Infirmary. Husband Lee."},
    {"clientId": "ray-bello", "age": 28, "goal": "10 strict muscle-ups and a 3 m standing precision",
     "dietaryRestrictions": [], "injuries": ["fracture of the right fifth metatarsal (January 2021)"],
     "notes": "Freerunner of ten years. Deliveroo rider since the first lockdown, lives in Dalston. Girlfriend Luana, from São Paulo."},
    {"clientId": "june-akande", "age": 39, "goal": "A first pull-up and a 30-second handstand against the wall",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": ["ganglion, right wrist (January 2021)"],
     "notes": "History teacher at a secondary school in Walthamstow. Daughter Maisie (13)."},
    {"clientId": "bernie-walsh", "age": 61, "goal": "Keep up with the grandchildren: 10 push-ups from the floor and a 60-second dead hang",
     "dietaryRestrictions": [], "injuries": ["right knee osteoarthritis", "high blood pressure (ramipril)"],
     "notes": "Retired carpenter from Cork, lives in Tottenham. Son Declan set up the sessions."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "jade": [
        L("09-08 19:20", "c", "hiya shona! jade, 23, lift in the -64s for tyne barbell. snatch 78 c&j 97 so total 175. want 185 at the british champs next yr. dental nurse in gosforth. left wrist clicks in the catch sometimes, nowt major", "jade-intro"),
        L("09-08 19:45", "t", "Welcome Jade! Four days a week: two classic days, a squat day and a pull day. Wrist wraps on anything over 80 % and wrist circles before every session.", "jade-intro-coach"),
        L("09-22 07:10", "c", "gym's doing 1hr slots on an app now and max 6 on the platforms. rule of six n curfew lol not like i go out", "jade-slots"),
        L("10-10 11:30", "c", "SNATCH 80 🥳🥳 pb by 2", "jade-sn80"),
        L("10-25 06:00", "c", "clocks went back, 5:30am sessions in the pitch black again 🌑", "jade-clocks"),
        L("11-01 20:15", "c", "lockdown from thursday 😭 gym shut till december. leanne's bf kev has a bar n 120kg of plates in his garage in wallsend, says i can use it", "jade-garage"),
        L("11-01 20:40", "t", "A borrowed garage is perfect. Stay at 70-80 % on a strange platform, no maxing, and send me videos of the heavy singles.", "jade-garage-coach"),
        L("11-14 18:00", "c", "north east virtual open on zoom from kev's garage 😂 snatch 79 c&j 96, 175 again, came 2nd in the 64s", "jade-virtual"),
        L("11-19 21:05", "c", "hi shona its leanne jades sister. she's hurt her left wrist catching a clean in our kev's garage, its swollen and she cant bend it back. went to the walk in at the rvi, x-ray no break 🙏", "jade-leanne"),
        L("11-19 21:30", "t", "Thanks Leanne. Ice it and no catching at all for now: she can pull from blocks and squat with straps. Physio if it isn't settling in a week.", "jade-leanne-coach"),
        L("12-03 06:40", "c", "gym back open!! newcastle's tier 3 but gyms are allowed", "jade-reopen"),
        L("12-15 13:00", "c", "physio says TFCC irritation not a tear. taping and no heavy jerks for 4 wks", "jade-physio"),
        L("12-25 15:00", "c", "merry xmas! bubble with mam n leanne, ate my body weight in pigs in blankets 🐷🎄", "jade-xmas"),
        L("01-05 07:00", "c", "lockdown 3 🙄 back in kev's garage, he's put a heater in bless him", "jade-lockdown3"),
        L("01-20 19:30", "c", "C&J 100 IN THE GARAGE!!! first triple figures, wrist fine 💪", "jade-cj100"),
        L("01-20 19:50", "t", "Triple figures! That's a 180 total on paper. Keep the tape on for the jerks.", "jade-cj100-coach"),
        L("02-08 12:00", "c", "snowed in, front squats in the yard in the snow ❄️ 92 x 3", "jade-snow"),
        L("02-22 20:00", "c", "boris says gyms 12th april. canny wait", "jade-roadmap"),
        L("03-15 18:30", "c", "entered the british champs, they're saying july if it goes ahead", "jade-british"),
        L("04-03 10:30", "c", "easter sat: snatch 81 in kev's garage 🐣 pb", "jade-sn81"),
        L("04-11 21:00", "c", "gym tmrw!!! 5:30 slot booked 🏋️‍♀️", "jade-tomorrow"),
    ],
    "rich": [
        L("09-09 18:00", "c", "alreet shona, rich armstrong, 47, posty in gateshead. masters lifter M45 -96. snatch 92 c&j 118. left knee sore just below the kneecap on stairs n on the jerk dip. want a 100 snatch again like when i was 40 and the british masters", "rich-intro"),
        L("09-09 18:30", "t", "Hi Rich! Sounds like the patellar tendon. Spanish squats 5 x 45 seconds every day, no jumping, and we keep the jerks to blocks for now.", "rich-intro-coach"),
        L("09-30 19:00", "c", "knee 5/10 on the steps, done the spanish squats every day like u said", "rich-knee5"),
        L("10-20 20:00", "c", "rounds are mental, xmas post already started. knee 3/10 tho", "rich-knee3"),
        L("11-04 17:30", "c", "key worker so still on rounds in lockdown. got a bar n rack in the shed so no bother", "rich-shed"),
        L("11-30 19:15", "c", "snatch 95 in the shed!! best in 3 yrs", "rich-sn95"),
        L("11-30 19:40", "t", "Big one Rich. 5 kg to go. Same plan, and the knee work stays.", "rich-sn95-coach"),
        L("12-22 21:00", "c", "14 hr days with the xmas parcels. no lifting this week sorry", "rich-xmas"),
        L("01-08 09:10", "c", "Shona its Lorraine Rich's wife. He's tested positive for covid, temp 38.9 and lost his taste and smell. Isolating 10 days, I've told him no training, he won't listen to me", "rich-lorraine"),
        L("01-08 09:30", "t", "Thanks Lorraine, I hope you both keep well. Nothing at all until he's had a week with no symptoms, then easy walks only and we build back slowly.", "rich-lorraine-coach"),
        L("01-25 18:00", "c", "still knackered. 20 min walk n i'm done. can't taste me coffee", "rich-tired"),
        L("02-15 18:30", "c", "back in the shed, 60% only. knee weirdly better after a month off 🤷", "rich-back"),
        L("03-06 12:00", "c", "taste's back! except coffee tastes like petrol now 🤢", "rich-taste"),
        L("03-20 19:00", "c", "c&j 112, getting there", "rich-cj112"),
        L("04-10 17:00", "c", "lorraine had her jab today, she's 51. mine's next week they reckon", "rich-jab"),
    ],
    "will": [
        L("09-10 20:00", "c", "Hi Shona, Tracy here, Will's mum, I'm on his phone. He's 15, year 11 at school in Whitley Bay, lifts for the club. Snatch 60 and clean and jerk 78. He keeps saying his right knee hurts under the kneecap. GCSEs this year so he's only got time for 3 days", "will-tracy"),
        L("09-10 20:30", "t", "Thanks Tracy. At his age that sounds like Osgood-Schlatter: worth the GP checking. Three days is plenty; I'll cut the jumping and keep the lifting light on that knee.", "will-tracy-coach"),
        L("09-29 16:30", "c", "gp said osgood schlatter like u said. bump on my right knee lol", "will-gp"),
        L("10-12 15:00", "c", "whole year sent home to isolate 14 days, someone in our bubble tested positive. can i do stuff at home?", "will-isolate"),
        L("10-12 15:20", "t", "Yes: broomstick snatches 3 x 5, goblet squats holding a rucksack of books, and planks. Video it and send it.", "will-isolate-coach"),
        L("11-21 17:00", "c", "did the online youth comp, snatch 63 cj 81. won the u17 67s lol there was 3 of us", "will-comp"),
        L("12-18 18:00", "c", "grown 4cm since sept 😳 1.71m now", "will-grown"),
        L("01-05 10:00", "c", "schools online again. sitting in my room all day. knee's fine tho", "will-online"),
        L("01-06 22:40", "c", "Shona, Tracy again. He's on the xbox till 2am. Can you tell him the 8am session is happening", "will-tracy2"),
        L("01-06 22:55", "t", "Will: 8 am on Zoom tomorrow, camera on, bar ready. No excuses 😄", "will-tracy2-coach"),
        L("02-10 11:00", "c", "snow day lol did the session in the garden ❄️", "will-snow"),
        L("03-08 16:00", "c", "back at school, lfts twice a week 🙄", "will-school"),
        L("03-27 12:00", "c", "snatch 66 pb!!", "will-sn66"),
        L("04-02 14:00", "c", "no gcses this yr, teacher assessed grades instead. so more time to lift 😎", "will-gcse"),
    ],
    "ffion": [
        L("09-07 17:00", "c", "helo bethan! ffion, 19, cf, 2nd yr human nutrition at cardiff met. started kaftrio on the 1st 🤞 fev1 58%. want to run 5k without stopping by the summer", "ffion-intro"),
        L("09-07 17:30", "t", "Croeso Ffion! Walk-run three times a week, airway clearance after, and Creon with the protein shakes please.", "ffion-intro-coach"),
        L("09-28 20:00", "c", "coughing up loads this week, cf team says it's the kaftrio clearing stuff out", "ffion-purge"),
        L("10-14 15:00", "c", "clinic: fev1 72%!!! 🫁 up from 58", "ffion-fev72"),
        L("10-23 16:00", "c", "firebreak from 6 tonight, uni all online, going home to mam's in caerphilly", "ffion-firebreak"),
        L("11-03 08:30", "c", "Bore da Bethan, Gwen ydw i, mam Ffion. She's put on 3 kg since the Kaftrio and she's worried she's getting fat. The dietitian says it's brilliant. Diolch for everything", "ffion-gwen"),
        L("11-03 09:00", "t", "Diolch Gwen. The weight is exactly what her lungs need: muscle to train with. I'll talk to her about it tomorrow.", "ffion-gwen-coach"),
        L("11-20 18:00", "c", "RAN 5K NO STOPPING!! 34:20 round roath park lake 😭", "ffion-5k1"),
        L("11-20 18:20", "t", "Ffion!!! Goal done months early. New target: under 30 minutes by Easter?", "ffion-5k1-coach"),
        L("12-20 09:00", "c", "wales locked down from last night, no xmas at nain's 😢 only xmas day with mam n dad", "ffion-lockdown"),
        L("12-25 13:00", "c", "nadolig llawen! 🎄 2 mince pies and my creon", "ffion-xmas"),
        L("01-14 14:00", "c", "clinic on teams: fev1 79%, sweat test 42 (was 108 before kaftrio)", "ffion-clinic"),
        L("01-25 10:00", "c", "snow in caerphilly! ran in it, 5k 32:05", "ffion-snow"),
        L("02-20 12:00", "c", "cf team say i can stop the hypertonic saline nebs, wild", "ffion-nebs"),
        L("02-27 19:00", "c", "WALES BEAT ENGLAND 40-24 🏴󠁧󠁢󠁷󠁬󠁳󠁿🏴󠁧󠁢󠁷󠁬󠁳󠁿", "ffion-rugby"),
        L("03-21 11:00", "c", "5k 29:40!!! SUB 30!!", "ffion-sub30"),
        L("04-05 15:00", "c", "easter monday, back in cardiff. thinking the cardiff 10k in may? maybe", "ffion-10k"),
    ],
    "bryn": [
        L("09-14 19:00", "c", "alright bethan, bryn, 34, cf and cf diabetes, plumber in barry. fev1 about 45%. want to get up pen y fan with my daughter nia in the spring. on novorapid and lantus", "bryn-intro"),
        L("09-14 19:30", "t", "Hi Bryn! Check your sugar before and after every session and carry jelly babies. We start with stairs and the bike, three short sessions a week.", "bryn-intro-coach"),
        L("10-05 20:00", "c", "started kaftrio last week, feel a bit weird, headache", "bryn-kaftrio"),
        L("10-24 08:00", "c", "firebreak, still working, emergency call outs only", "bryn-firebreak"),
        L("11-12 07:30", "c", "hypo on the bike this morning, 3.1, jelly babies sorted it", "bryn-hypo"),
        L("11-12 08:00", "t", "Glad you had them on you. Ask your diabetes nurse about lowering the breakfast NovoRapid on training mornings, and test again at the 20-minute mark.", "bryn-hypo-coach"),
        L("12-02 18:00", "c", "Hi Bethan, Sian here, Bryn's wife. He's got a chest infection, coughing up blood streaks and a temperature. CF team are doing home IVs for 2 weeks, tobramycin and ceftazidime, picc line in his left arm", "bryn-sian"),
        L("12-02 18:30", "t", "Thanks Sian. No sessions while he's on the IVs; short walks when he feels up to it, and keep the PICC arm dry.", "bryn-sian-coach"),
        L("12-16 17:00", "c", "ivs done, picc out. fev1 dropped to 38% tho 😞", "bryn-ivsdone"),
        L("12-25 16:00", "c", "nadolig llawen! nia got a bike, we did 2 laps of the park 🚲", "bryn-xmas"),
        L("01-18 19:00", "c", "fev1 back up to 51% on the kaftrio. best in 10 years", "bryn-fev51"),
        L("02-09 12:00", "c", "hba1c came back 58, was 64 in september", "bryn-hba1c"),
        L("03-01 18:00", "c", "dydd gŵyl dewi hapus! cawl for tea 🏴󠁧󠁢󠁷󠁬󠁳󠁿", "bryn-stdavid"),
        L("03-27 09:00", "c", "stay local's over! pen y fan next weekend if the weather holds", "bryn-staylocal"),
        L("04-03 17:00", "c", "PEN Y FAN WITH NIA DONE 🏔️ 1h50 up, 1h10 down, sugars 6.8 at the top", "bryn-penyfan"),
        L("04-03 17:20", "t", "Bryn, that's what all the stairs were for. Tell Nia she's a legend.", "bryn-penyfan-coach"),
    ],
    "hazel": [
        L("09-15 19:00", "c", "hi bethan, hazel, 41, new lungs since 2015 (cf), TA at a primary in penarth. want to cycle the taff trail cardiff to brecon (55 miles) next summer. on tacrolimus, mycophenolate, pred 5mg", "hazel-intro"),
        L("09-15 19:30", "t", "Hi Hazel! Outdoor sessions only, and the turbo trainer at home. We build to 2 hours in the saddle by the spring.", "hazel-intro-coach"),
        L("10-01 16:00", "c", "back in school, the kids are lovely, terrified tho", "hazel-school"),
        L("10-24 10:00", "c", "Hi Bethan, it's Gwyn, Hazel's husband. She's got shingles on her right side, the transplant team put her on aciclovir. She won't say but she's in a lot of pain", "hazel-gwyn"),
        L("10-24 10:30", "t", "Thanks Gwyn. No sessions until the rash has crusted over and the team says so. Tell her to rest, I mean it.", "hazel-gwyn-coach"),
        L("11-18 18:00", "c", "back on the turbo, 30 mins zone 2 😅", "hazel-turbo"),
        L("12-14 17:00", "c", "transplant clinic: creatinine up a bit, they've lowered the tacrolimus", "hazel-creat"),
        L("01-04 19:00", "c", "shielding letter again. not back in school", "hazel-shield"),
        L("01-30 14:00", "c", "VACCINE 💉 first pfizer today at the mass vaccination centre", "hazel-jab"),
        L("01-30 14:20", "t", "Wonderful Hazel. Easy day today and tomorrow, then back to the turbo.", "hazel-jab-coach"),
        L("02-13 11:00", "c", "turbo 60 mins for the first time", "hazel-turbo60"),
        L("03-06 12:00", "c", "2nd jab's booked for april, 12 weeks after the first", "hazel-jab2"),
        L("03-15 16:00", "c", "creatinine better, 112", "hazel-creat2"),
        L("04-06 17:00", "c", "first ride outside since october! 32km to castell coch and back 🚴‍♀️", "hazel-ride"),
    ],
    "amber": [
        L("09-07 18:00", "c", "hiii kerry 💖 amber, 17, flyer for diamond elite senior 5. doing a levels at college. want a standing full by spring and to stop wobbling on my heel stretch", "amber-intro"),
        L("09-07 18:30", "t", "Love it Amber! Core and ankles three times a week, flexibility every day. We test your scorpion and heel stretch holds next week.", "amber-intro-coach"),
        L("10-02 19:00", "c", "gym's only letting us stunt in groups of 6 now 🙄 no full team practice", "amber-six"),
        L("10-31 20:00", "c", "went as wednesday addams for our zoom halloween practice 🕷️", "amber-halloween"),
        L("11-05 17:00", "c", "gym shut again 😭 zoom 3x a week. tumbling in the garden on the crash mat gary bought me", "amber-lockdown"),
        L("12-02 18:00", "c", "back in the gym!! leicester's tier 3 but we're allowed to train", "amber-reopen"),
        L("12-24 19:00", "c", "xmas eve! got a stretch band set n a new bow 🎀", "amber-xmas"),
        L("01-11 18:00", "c", "comps are all virtual this season, we're filming the routine for one in march", "amber-virtual"),
        L("02-13 14:00", "c", "Kerry it's Gary, Amber's stepdad. She tried a back tuck on the patio and went over on her left ankle, it's swollen like a golf ball. Minor injuries at the LRI say a sprain, no break. Crutches for a week", "amber-gary"),
        L("02-13 14:30", "t", "Thanks Gary. Rest, ice, elevate. I'll send her a seated routine, and no tumbling on the patio ever again please 😬", "amber-gary-coach"),
        L("03-01 18:00", "c", "ankle 2/10, can fly again but no tumbling yet", "amber-ankle2"),
        L("03-20 20:00", "c", "virtual comp results: 2nd out of 7!! score 94.2 😭💖", "amber-comp"),
        L("03-20 20:15", "t", "SO proud of you all. That heel stretch in the video was rock solid.", "amber-comp-coach"),
        L("04-09 17:00", "c", "standing full not yet lol, standing tuck yes", "amber-full"),
    ],
    "mason": [
        L("09-08 12:00", "c", "yo kerry, mason 24, base on the open coed team, warehouse at magna park, nights 10 till 6. want a one-arm extension with jess by summer. back squat 120 deadlift 160", "mason-intro"),
        L("09-08 12:30", "t", "Hi Mason! Two strength days around your nights and one stunt-specific day. Overhead pressing and a lot of trunk work for that one-arm.", "mason-intro-coach"),
        L("10-06 07:00", "c", "tweaked my lower back lifting a tote at work, left side", "mason-back"),
        L("10-06 07:30", "t", "Walk it off gently, the McGill big three every day, no deadlifts this week.", "mason-back-coach"),
        L("10-20 21:00", "c", "Hi Kerry it's Chloe, Mason's girlfriend. His back's worse, he can't put his socks on. He won't go to the doctor, can you tell him", "mason-chloe"),
        L("10-20 21:20", "t", "Thanks Chloe. Mason: GP this week please, and A&E if you get numbness or leg weakness.", "mason-chloe-coach"),
        L("11-10 08:00", "c", "track n trace says isolate 10 days, someone at work had it", "mason-isolate"),
        L("11-25 19:00", "c", "back 1/10, physio phone appt said muscle strain, no disc 👍", "mason-physio"),
        L("12-31 23:00", "c", "new year in, deadlift 150 back pain free 🎆", "mason-dl150"),
        L("01-21 06:30", "c", "storm christoph flooded the road to work, 40 min detour lol", "mason-christoph"),
        L("02-14 18:00", "c", "chloe made me walk round bradgate park for valentines, 10k 😂", "mason-valentines"),
        L("03-05 20:00", "c", "ONE-ARM EXTENSION WITH JESS held 3 secs!!!", "mason-onearm"),
        L("03-29 18:00", "c", "outdoor stunting allowed from today, rule of 6 outside 🙌", "mason-outdoor"),
        L("04-10 16:00", "c", "deadlift 170 pb", "mason-dl170"),
    ],
    "robin": [
        L("09-10 21:30", "c", "hi kerry, robin, 36, adult cheer on the opals, icu nurse at the LRI. want my back handspring back for the adult comp and to lose a stone", "robin-intro"),
        L("09-10 21:50", "t", "Hi Robin! Two home sessions around your shifts and one in the gym. Handstand and bridge work first, the back handspring in the spring.", "robin-intro-coach"),
        L("10-15 08:00", "c", "icu filling up again. 13 hr shifts. sorry if i miss sessions", "robin-icu"),
        L("11-08 20:00", "c", "fell on my right wrist doing a handstand in the lounge 🙈 swollen", "robin-wrist"),
        L("11-09 07:30", "c", "Kerry, it's Lee, Robin's husband. She went to A&E at work on her break. X-ray clear but they said a scaphoid fracture can hide so splint for 10 days and another x-ray", "robin-lee"),
        L("11-09 08:00", "t", "Thanks Lee. Nothing through that hand until the second x-ray; lower body and core only on Zoom.", "robin-lee-coach"),
        L("11-20 18:00", "c", "repeat x-ray clear, scaphoid fine, just a sprain. splint off 🙌", "robin-xray"),
        L("12-19 15:00", "c", "had my first pfizer jab at work today 💉 second in 3 weeks", "robin-jab1"),
        L("01-09 19:00", "c", "second jab pushed to march now, 12 week gap", "robin-jab-delay"),
        L("01-20 22:00", "c", "worst week on icu ever. not training, sorry", "robin-worst"),
        L("01-20 22:15", "t", "Never apologise for that. Sleep, eat, walk if you can. We're here when you're ready.", "robin-worst-coach"),
        L("02-12 19:00", "c", "down 4kg since september somehow", "robin-4kg"),
        L("03-12 16:00", "c", "2nd jab done ✅", "robin-jab2"),
        L("03-30 18:00", "c", "BACK HANDSPRING on the grass in the park with you spotting!!! first since 2015 😭", "robin-bhs"),
    ],
    "ray": [
        L("09-09 13:00", "c", "yo dami, ray, 28, been doing parkour 10 yrs, riding deliveroo since lockdown. wanna get 10 strict muscle ups (at 6) and a 3m standing precision (2.6 now)", "ray-intro"),
        L("09-09 13:30", "t", "Let's go Ray. Tuesday and Saturday at Haggerston Park, pulling strength plus jump volume, and no precisions on wet rails.", "ray-intro-coach"),
        L("09-26 12:00", "c", "muscle ups 7 🔥", "ray-mu7"),
        L("10-17 10:00", "c", "london's tier 2 now, we can still train outside in 6s yeah", "ray-tier2"),
        L("11-04 19:00", "c", "lockdown tmrw, can we still do 1 on 1 in the park?", "ray-lockdown"),
        L("11-04 19:15", "t", "Yes: one-to-one outdoors is allowed. Same times, bring your own chalk.", "ray-lockdown-coach"),
        L("11-28 14:00", "c", "standing precision 2.8m!!", "ray-prec28"),
        L("12-20 12:00", "c", "tier 4 lol. deliveries are mental tho", "ray-tier4"),
        L("01-13 22:00", "c", "Oi Dami, é a Luana, Ray's girlfriend. Ele caiu on the ice at the rail spot, right foot, fracture of the 5th metatarsal. Boot for 6 weeks. Nossa, he's so annoyed. Beijos", "ray-luana"),
        L("01-13 22:30", "t", "Obrigado Luana. Upper body only, nothing weight-bearing on that foot, and I'll send him a seated pulling plan.", "ray-luana-coach"),
        L("01-29 11:00", "c", "can't ride in the boot so no money coming in. sorted universal credit", "ray-money"),
        L("02-25 16:00", "c", "boot off!! x-ray says healed", "ray-bootoff"),
        L("03-20 13:00", "c", "muscle ups 9", "ray-mu9"),
        L("04-05 15:00", "c", "first jumps since jan, 2.4m precision lol starting again", "ray-prec24"),
    ],
    "june": [
        L("09-11 20:00", "c", "hi dami, june, 39, history teacher in walthamstow. never done a pull up in my life and i want one by christmas. and a handstand against the wall for 30s", "june-intro"),
        L("09-11 20:30", "t", "Hi June! Negatives and band pull-ups three times a week, wall walks every session. A pull-up by Christmas is realistic.", "june-intro-coach"),
        L("09-30 18:00", "c", "wall handstand 12 secs", "june-hs12"),
        L("10-22 21:00", "c", "half term!! parents' evening on zoom was a nightmare", "june-halfterm"),
        L("11-06 06:30", "c", "schools stay open this time so i'm in. can we do 6am in the park?", "june-6am"),
        L("12-16 07:00", "c", "FIRST PULL UP 🎉🎉🎉", "june-pullup"),
        L("12-16 07:15", "t", "June!!! Told you. Next target three in a row.", "june-pullup-coach"),
        L("01-05 09:00", "c", "schools shut, teaching on teams from my kitchen with maisie home too", "june-teams"),
        L("01-07 16:00", "c", "hi its maisie junes daughter. mum says shes not training today cos of a lump on her wrist. she wont tell u so im telling u", "june-maisie"),
        L("01-07 16:20", "t", "Thanks Maisie, good shout. June, GP please, and no handstands until they've had a look.", "june-maisie-coach"),
        L("01-15 12:00", "c", "gp says it's a ganglion on my right wrist, harmless. avoid loading it bent back if it hurts", "june-ganglion"),
        L("02-10 07:00", "c", "snow!! 3 pull ups on the park bars in the snow ❄️", "june-snow"),
        L("03-08 17:00", "c", "back in the classroom, masks in lessons now", "june-classroom"),
        L("03-25 19:00", "c", "wall handstand 35s and 4 pull ups 💪", "june-hs35"),
        L("04-10 10:00", "c", "the ganglion's gone down by itself?!", "june-gone"),
    ],
    "bernie": [
        L("09-16 10:00", "c", "Hi Dami, Declan here, booking for my dad Bernie, 61, retired carpenter. Right knee arthritis, blood pressure on ramipril 5mg. He wants to keep up with the grandkids", "bernie-declan"),
        L("09-16 10:20", "t", "Thanks Declan! I'll meet Bernie at the park on Thursday at 10.", "bernie-declan-coach"),
        L("09-18 11:30", "c", "hello dami bernie here declan set me up on the whatsapp. dead hang 15 seconds, push ups 2 on the floor", "bernie-intro"),
        L("10-15 12:00", "c", "knee sore after the steps up to ally pally", "bernie-knee"),
        L("10-15 12:30", "t", "Step-ups on the low bench and the straight-leg raises every day. Walk the path round, not the steps, for two weeks.", "bernie-knee-coach"),
        L("11-04 18:00", "c", "lockdown again. can we still meet in the park 1 to 1?", "bernie-lockdown"),
        L("12-08 09:30", "c", "first vaccine in the world given to that margaret in coventry! my turn soon please god", "bernie-margaret"),
        L("12-25 11:00", "c", "Nollaig shona duit dami! 🎄", "bernie-xmas"),
        L("01-10 14:00", "c", "declan's ordered me a pull up bar for the doorway", "bernie-bar"),
        L("02-01 11:00", "c", "push ups 6 off the floor", "bernie-pu6"),
        L("02-18 19:00", "c", "Dami, Declan. Dad had a dizzy spell in the kitchen. GP says his blood pressure's too low now, cut the ramipril to 2.5mg", "bernie-dizzy"),
        L("02-18 19:30", "t", "Thanks Declan. Go raibh maith agat. Seated rests between sets and he stands up slowly; we'll go easy this week.", "bernie-dizzy-coach"),
        L("03-02 13:00", "c", "got the astrazeneca at the chemist today 💉", "bernie-jab"),
        L("03-17 20:00", "c", "paddy's day! one pint in the garden 🍺☘️", "bernie-paddy"),
        L("04-08 11:00", "c", "dead hang 45 secs, 9 push ups", "bernie-hang45"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-shona-bar", "trainer": "shona", "members": ["jade", "rich", "will"],
        "lines": [
            L("09-12 09:00", "t", "Tyne lifters 🏋️ Saturday technique 9am, book your slot on the app.", "g-bar-start"),
            L("11-14 18:30", "rich", "well lifted jade 👏", "g-rich-jade"),
            L("11-21 17:30", "will", "won my comp 🥇", "g-will-comp"),
            L("01-09 10:00", "rich", "covid 🤢 out for a bit", "g-rich-covid"),
            L("01-20 20:00", "jade", "100 c&j!!", "g-jade-cj100"),
        ],
    },
    {
        "id": "chat-bethan-lungs", "trainer": "bethan", "members": ["ffion", "bryn", "hazel"],
        "lines": [
            L("09-18 09:00", "t", "Anadlu 🫁 This group is online only: never meet up in person, cross-infection matters. Sessions on Zoom.", "g-lungs-start"),
            L("11-21 09:00", "ffion", "5k done!!", "g-ffion-5k"),
            L("11-21 09:20", "hazel", "So proud of you Ffion x", "g-hazel-ffion"),
            L("12-03 10:00", "bryn", "on ivs 2 weeks 🙄", "g-bryn-ivs"),
            L("04-04 10:00", "bryn", "pen y fan ✅", "g-bryn-penyfan"),
        ],
    },
    {
        "id": "chat-kerry-cheer", "trainer": "kerry", "members": ["amber", "mason", "robin"],
        "lines": [
            L("09-09 09:00", "t", "Diamond Elite conditioning 💎 Monday and Thursday 7pm, bring water and a mat.", "g-cheer-start"),
            L("11-09 12:00", "robin", "wrist in a splint, one-handed zoom for me", "g-robin-wrist"),
            L("02-14 10:00", "amber", "ankle 😭 crutches", "g-amber-ankle"),
            L("03-05 20:30", "mason", "one-arm ✅", "g-mason-onearm"),
            L("03-20 20:30", "robin", "2nd!! well done seniors 💖", "g-robin-comp"),
        ],
    },
    {
        "id": "chat-dami-park", "trainer": "dami", "members": ["ray", "june", "bernie"],
        "lines": [
            L("09-19 09:00", "t", "Park crew 🌳 Saturday 9am at Haggerston Park bars, whatever the weather.", "g-park-start"),
            L("12-16 08:00", "june", "PULL UP!!", "g-june-pullup"),
            L("12-16 08:30", "bernie", "Fair play June", "g-bernie-june"),
            L("01-14 09:00", "ray", "foot's broke 🥲 6 wks", "g-ray-foot"),
            L("03-02 14:00", "bernie", "jabbed ✅", "g-bernie-jab"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("shona", "jade", "2020-09-09", "Jade (23): -64 kg, bodyweight 63.4 kg. Snatch 78, clean and jerk 97, total 175. Back squat 125 kg, front squat 105 kg. Left wrist clicks in the catch, no pain."),
    ("shona", "jade", "2021-04-06", "Jade: snatch 81, clean and jerk 100 (garage). Front squat 110 kg. Left wrist TFCC irritation, taped for jerks, 0/10. Bodyweight 63.8 kg."),
    ("shona", "rich", "2020-09-10", "Rich (47): M45 -96 kg, bodyweight 101 kg. Snatch 92, clean and jerk 118. Left patellar tendon 5/10 on the decline squat. Spanish squats 5 x 45 s."),
    ("shona", "rich", "2021-04-07", "Rich: 9 weeks after COVID. Snatch 88, clean and jerk 112. Left patellar tendon 1/10. Still short of breath on the stairs at work."),
    ("shona", "will", "2020-09-12", "Will (15): -67 kg youth. Snatch 60, clean and jerk 78. Right knee Osgood-Schlatter, tender tibial tubercle. Height 1.67 m. Nut allergy, EpiPen in his bag."),
    ("shona", "will", "2021-03-29", "Will: snatch 66, clean and jerk 84. Height 1.72 m. Right knee 1/10. Front squat 85 kg."),
    ("bethan", "ffion", "2020-09-08", "Ffion (19): CF, Kaftrio since 1 September. FEV1 58 % predicted. 6-minute walk 480 m. Weight 48.5 kg. Creon 4 capsules with meals, 2 with snacks."),
    ("bethan", "ffion", "2021-03-23", "Ffion: FEV1 81 % predicted. 6-minute walk 610 m. Weight 53 kg. 5 km in 29:40. Hypertonic saline stopped."),
    ("bethan", "bryn", "2020-09-15", "Bryn (34): CF with CF-related diabetes, Lantus 14 units at night, NovoRapid with meals. FEV1 45 %. Sit-to-stand 1 minute: 28. Weight 66 kg."),
    ("bethan", "bryn", "2021-03-30", "Bryn: FEV1 51 % on Kaftrio. Sit-to-stand 1 minute: 41. Weight 68.5 kg. Stairs: 10 flights with one stop. HbA1c 58."),
    ("bethan", "hazel", "2020-09-16", "Hazel (41): double lung transplant 2015. FEV1 88 %. Turbo 20 minutes at 90 W. Resting heart rate 84. Shielding advice followed."),
    ("bethan", "hazel", "2021-03-31", "Hazel: FEV1 90 %. Turbo 75 minutes at 110 W. Shingles pain gone since December. Creatinine 112 in March."),
    ("kerry", "amber", "2020-09-14", "Amber (17): flyer. Scorpion hold 8 s left, 11 s right. Heel stretch hold 6 s on the floor. Single-leg calf raises 20 left, 24 right. Vegetarian."),
    ("kerry", "amber", "2021-04-01", "Amber: scorpion hold 15 s both sides. Heel stretch hold 14 s. Left ankle 0/10, single-leg calf raises 22 left, 28 right. Standing tuck yes, standing full no."),
    ("kerry", "mason", "2020-09-10", "Mason (24): base. Back squat 120 kg, deadlift 160 kg, strict press 60 kg. Bodyweight 92 kg. Single-arm overhead hold 30 kg dumbbell 25 s."),
    ("kerry", "mason", "2021-03-31", "Mason: lower back 0/10. Deadlift 165 kg, strict press 70 kg. Bodyweight 95 kg. Single-arm overhead hold 40 kg dumbbell 30 s."),
    ("kerry", "robin", "2020-09-12", "Robin (36): adult team. Weight 78 kg. Wall handstand 10 s. Bridge from the floor yes, from standing no. Night shifts on ICU."),
    ("kerry", "robin", "2021-04-02", "Robin: weight 73.5 kg. Wall handstand 40 s. Right wrist 0/10. Back handspring spotted on grass."),
    ("dami", "ray", "2020-09-12", "Ray (28): strict muscle-ups 6. Standing precision 2.6 m. Pull-ups 22. Pistol squat 8 each leg."),
    ("dami", "ray", "2021-04-06", "Ray: right fifth metatarsal healed (boot 14 January to 25 February). Strict muscle-ups 9. Standing precision 2.4 m. Calf raises right 15, left 25."),
    ("dami", "june", "2020-09-12", "June (39): pull-ups 0, 10-second negative 1. Wall handstand 8 s. Push-ups 5. Lactose intolerant."),
    ("dami", "june", "2021-04-03", "June: pull-ups 4. Wall handstand 35 s. Push-ups 15. Right wrist ganglion smaller, no pain."),
    ("dami", "bernie", "2020-09-17", "Bernie (61): dead hang 15 s. Push-ups 2 from the floor. Right knee 4/10 on steps. BP 146/90. Ramipril 5 mg."),
    ("dami", "bernie", "2021-04-09", "Bernie: dead hang 45 s. Push-ups 9. Right knee 2/10 on steps. BP 128/78. Ramipril 2.5 mg since February."),
]

TRANSCRIPTS = [
    {
        "id": "tr-shona-rich-20210122", "trainer": "shona", "client": "rich", "startedAt": "2021-01-22T18:00:00Z",
        "title": "Call with Rich and Lorraine: after COVID",
        "lines": [
            ("Coach", 0, "How are you feeling, Rich?"),
            ("Rich", 4, "Like I've been hit by a bus. Fever went after five days. Still can't smell owt."),
            ("Lorraine", 9, "He tried to carry the recycling out and had to sit on the step."),
            ("Coach", 14, "Then no bar yet. Ten-minute walks twice a day; if you're wiped out the next day, we go back a step."),
            ("Rich", 20, "Work want me back on the 1st."),
            ("Coach", 24, "Ask for lighter rounds for two weeks and get a pulse oximeter; anything under 94 you ring 111."),
        ],
    },
    {
        "id": "tr-bethan-hazel-20201028", "trainer": "bethan", "client": "hazel", "startedAt": "2020-10-28T17:30:00Z",
        "title": "Call with Hazel and Gwyn: the shingles",
        "lines": [
            ("Coach", 0, "How's the rash, Hazel?"),
            ("Hazel", 4, "Crusting now. It's the nerve pain at night, round my ribs on the right."),
            ("Gwyn", 9, "The GP gave her gabapentin for that, 300 mg at night."),
            ("Coach", 13, "Has the transplant team said anything about exercise?"),
            ("Hazel", 17, "Walking only for two weeks. And no school till it's all scabbed."),
            ("Coach", 21, "Then we walk. Ten minutes round the block, twice a day, and we restart the turbo in November."),
        ],
    },
    {
        "id": "tr-kerry-mason-20201021", "trainer": "kerry", "client": "mason", "startedAt": "2020-10-21T17:00:00Z",
        "title": "Call with Mason and Chloe: the back",
        "lines": [
            ("Coach", 0, "Where is it sore, Mason?"),
            ("Mason", 4, "Low down on the left. Worse when I bend. Nothing down the leg."),
            ("Chloe", 9, "He's been lifting totes of 20 kilos all night on a 10-hour shift."),
            ("Coach", 14, "Can you get on light duties at work for a week?"),
            ("Mason", 19, "The manager says packing instead of picking."),
            ("Coach", 23, "Good. Walks three times a day, the big three, ibuprofen only if the pharmacist's happy, and no stunting until it's 2 out of 10."),
        ],
    },
    {
        "id": "tr-dami-bernie-20210219", "trainer": "dami", "client": "bernie", "startedAt": "2021-02-19T11:00:00Z",
        "title": "Call with Bernie and Declan: the dizzy spell",
        "lines": [
            ("Coach", 0, "What happened in the kitchen, Bernie?"),
            ("Bernie", 4, "Stood up from the chair and the room went sideways. Grabbed the counter."),
            ("Declan", 9, "His blood pressure was 98 over 60 on the home machine."),
            ("Coach", 14, "And the GP halved the ramipril?"),
            ("Declan", 17, "To 2.5. Check it every morning for two weeks and send it to the surgery."),
            ("Coach", 21, "Then every session starts seated, we stand up slowly, and the dead hangs wait a week."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("jade", "2020-10-16", 7.5, 4, 95, "Snatch pb."),
    ("jade", "2020-11-27", 6.5, 7, 60, "Wrist."),
    ("rich", "2020-10-30", 6.0, 6, 80, "Christmas post."),
    ("rich", "2021-01-29", 9.5, 7, 10, "Covid."),
    ("will", "2020-10-16", 8.0, 5, 70, "Isolating."),
    ("will", "2021-01-15", 6.0, 6, 50, "Online school."),
    ("ffion", "2020-10-16", 8.0, 4, 90, "FEV1."),
    ("ffion", "2021-01-22", 8.5, 3, 95, "Snow run."),
    ("bryn", "2020-11-13", 6.5, 6, 75, "Hypo."),
    ("bryn", "2020-12-11", 7.0, 8, 20, "IVs."),
    ("hazel", "2020-10-30", 5.5, 8, 10, "Shingles."),
    ("hazel", "2021-02-05", 7.5, 5, 85, "Jab."),
    ("amber", "2020-11-13", 9.0, 5, 80, "Zoom."),
    ("amber", "2021-02-19", 8.5, 7, 40, "Ankle."),
    ("mason", "2020-10-23", 5.5, 6, 30, "Back."),
    ("mason", "2021-03-05", 6.5, 3, 90, "One-arm."),
    ("robin", "2020-11-13", 5.0, 8, 45, "Wrist."),
    ("robin", "2021-01-22", 4.5, 9, 5, "ICU."),
    ("ray", "2020-11-27", 7.5, 4, 95, "Precision."),
    ("ray", "2021-01-29", 8.0, 8, 40, "Boot."),
    ("june", "2020-10-23", 6.5, 7, 85, "Half term."),
    ("june", "2021-01-15", 6.0, 8, 60, "Teams."),
    ("bernie", "2020-11-20", 8.0, 3, 90, "Knee."),
    ("bernie", "2021-02-26", 7.0, 5, 70, "Dizzy."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("rich", "weight", "kg", "2020-09-10", "2021-01-07", 7, 101.0, 102.5, 0.5),
    ("rich", "weight", "kg", "2021-01-21", "2021-04-08", 7, 98.0, 99.5, 0.5),
    ("ffion", "weight", "kg", "2020-09-08", "2021-04-06", 7, 48.5, 53.0, 0.3),
    ("bryn", "weight", "kg", "2020-09-15", "2020-11-30", 7, 66.0, 65.5, 0.3),
    ("bryn", "weight", "kg", "2020-12-17", "2021-04-06", 7, 63.5, 68.5, 0.3),
    ("mason", "weight", "kg", "2020-09-10", "2021-04-08", 7, 92.0, 95.0, 0.5),
    ("robin", "weight", "kg", "2020-09-12", "2021-04-03", 7, 78.0, 73.5, 0.4),
    ("robin", "resting_heart_rate", "bpm", "2020-09-12", "2021-04-03", 7, 64.0, 60.0, 1.5),
    ("hazel", "resting_heart_rate", "bpm", "2020-09-16", "2021-04-07", 7, 84.0, 77.0, 1.5),
    ("ray", "steps", "steps", "2020-09-12", "2021-01-09", 7, 16000, 15000, 1500),
    ("ray", "steps", "steps", "2021-01-16", "2021-02-20", 7, 3500, 4500, 500),
    ("ray", "steps", "steps", "2021-02-27", "2021-04-10", 7, 9000, 13000, 1000),
    ("june", "steps", "steps", "2020-09-12", "2021-04-10", 7, 6000, 9000, 800),
    ("bernie", "steps", "steps", "2020-09-17", "2021-04-08", 7, 5000, 8000, 700),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("ffion", "goal-bethan-ffion-weight", "weight", 52, "kg", "2021-03-31", "achieved"),
    ("robin", "goal-kerry-robin-weight", "weight", 72, "kg", "2021-06-30", "active"),
    ("bernie", "goal-dami-bernie-steps", "steps", 8000, "steps", "2021-05-31", "active"),
    ("rich", "goal-shona-rich-weight", "weight", 96, "kg", "2021-07-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("ffion", "2020-08-25", "Sweat chloride", 108, "mmol/L", 0, 29),
    ("ffion", "2021-01-12", "Sweat chloride", 42, "mmol/L", 0, 29),
    ("bryn", "2020-09-10", "HbA1c", 64, "mmol/mol", 20, 42),
    ("bryn", "2021-02-05", "HbA1c", 58, "mmol/mol", 20, 42),
    ("hazel", "2020-12-10", "Creatinine", 138, "umol/L", 45, 90),
    ("hazel", "2021-03-12", "Creatinine", 112, "umol/L", 45, 90),
    ("hazel", "2020-12-10", "Tacrolimus", 11.2, "ug/L", 5, 10),
    ("rich", "2021-02-26", "Vitamin D", 28, "nmol/L", 50, 175),
    ("robin", "2020-10-05", "Ferritin", 19, "ug/L", 15, 150),
    ("june", "2021-01-15", "Vitamin D", 41, "nmol/L", 50, 175),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okie dokie", "yep", "yeah", "done ✅", "booked", "paid 👍", "running late sorry",
    "can we push it half an hour?", "what time tmrw?", "see you then", "will do", "wrong chat 🙈", "lush", "nice one",
    "haha", "lol", "got it", "legend", "sorry only just seen this", "same time next week?", "which link is it?",
    "omw", "wifi's playing up", "thank you x", "diolch", "obrigado", "go raibh maith agat", "cheers pet",
    "sorted", "camera's not working", "leaving now", "nothing to report", "🙌", "😂", "bank transfer ok?",
    "still on?", "phone died soz", "can't hear you, you're on mute", "howay", "safe", "innit",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer is fine.", "You're on mute!",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, across a new year: `when`)."""
    return blind_roster(sys.modules[__name__], seed=20210412, health_seed=20210412, when=when, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
