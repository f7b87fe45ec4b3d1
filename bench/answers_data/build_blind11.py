#!/usr/bin/env python3
"""Build the eleventh blind data set for the answer benchmark (bench/answers_data/blind11.json).

    functions/venv/bin/python -m bench.answers_data.build_blind11

Four trainers of kinds the other rosters do not have (a motorsport driver-fitness coach with a
16-year-old F4 driver whose dad texts, a GT endurance driver before the Spa 24 Hours and a rally
co-driver who gets car sick; a renal and transplant exercise physiologist with a man a few months
after a kidney transplant from his sister, a woman on haemodialysis waiting for the transplant list
and a living kidney donor getting back to half marathons; a performing musicians' conditioning
coach with a touring drummer with carpal tunnel, a trumpeter before an audition for principal and a
conservatoire cellist with a thumb; a sailing and yacht-racing conditioning coach with a grinder
before Cowes Week, a 19-year-old dinghy sailor with a knee before squad trials and a 58-year-old
solo sailor with type 2 diabetes preparing an Atlantic crossing), 12 clients, April to October 2026
(asked on 12 October 2026): one-to-one chats, two group chats, session notes, four session
transcripts, check-ins, client profiles and health data (weight five times, steps, resting heart
rate three times, systolic blood pressure, goals, lab panels), in the format of
demo/data/demo_dataset.json. Written on 2026-11-29 by helper h-blind11 (issue 14) without reading
shared/domain/*.py, shared/usecases/*.py, any list of benchmark failures or result file: a
held-out check of whether the fixes made on the other sets generalise.

The story messages are written the way people text: lowercase, typos, run-ons, emoji, slang and
other languages' words (motorsport "P4", "DNF", "stint", "the box", "champ"; sailing "beat",
"hiking", "grinder", "class win"; Welsh "bore da", "diolch", "llongyfarchiadau", "iawn"; Spanish
"hola", "vale"; Portuguese "olá", "obrigada"; Swedish "hej", "tack så mycket"; Mandarin "加油" and
"妈妈"; Zimbabwean "shame man"; Irish "craic"), a voice-note run-on, numbers in words, mixed units
(kilos, mph, degrees, litres, ml, minutes and seconds, mg, g, umol/L, mmol/L, mmol/mol, nmol/L,
ug/L, mL/min/1.73m2, mmHg, bpm), negations ("no sickness at all", "no headache today", "no back
pain at all", "not a tear"), corrections in the next message, facts only in the coach's reply,
facts split across turns, a forwarded message, emoji-only replies, and a dad, a wife, a son, a
husband, a girlfriend, two mums and a daughter writing for a client. The everyday chatter between
them comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no
body part, food, drink, medicine, sport, event or number a question asks about. Deterministic: two
runs write byte-identical files. `blind11_tags.json` maps the story tags to message ids for the
question list (bench/answers_data/blind11_questions.py).

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
OUT, TAGS_OUT = HERE / "blind11.json", HERE / "blind11_tags.json"
YEAR = 2026
START, END = datetime(2026, 4, 13, 7, 0), datetime(2026, 10, 9, 21, 0)
ASKED_AT = "2026-10-12T09:00:00Z"

TRAINERS = [
    {"id": "coach-rhiannon", "displayName": "Rhiannon Pryce", "email": "rhiannon.pryce@example.com", "short": "rhiannon"},
    {"id": "coach-tobias", "displayName": "Tobias Lindqvist", "email": "tobias.lindqvist@example.com", "short": "tobias"},
    {"id": "coach-mireille", "displayName": "Mireille Fontaine", "email": "mireille.fontaine@example.com", "short": "mireille"},
    {"id": "coach-callum", "displayName": "Callum Ferris", "email": "callum.ferris@example.com", "short": "callum"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("rhiannon", "oliver-haddow", "Oliver Haddow", "ollie"),
    ("rhiannon", "lucia-barrientos", "Lucía Barrientos", "lucia"),
    ("rhiannon", "dafydd-gwilt", "Dafydd Gwilt", "dafydd"),
    ("tobias", "eoin-darragh", "Eoin Darragh", "eoin"),
    ("tobias", "precious-mhlanga", "Precious Mhlanga", "precious"),
    ("tobias", "hana-kobayashi", "Hana Kobayashi", "hana"),
    ("mireille", "jonah-adeyemi", "Jonah Adeyemi", "jonah"),
    ("mireille", "ines-carvalho", "Inês Carvalho", "ines"),
    ("mireille", "wen-zhao", "Wen Zhao", "wen"),
    ("callum", "marcus-tiernan", "Marcus Tiernan", "marcus"),
    ("callum", "freya-lindgren", "Freya Lindgren", "freya"),
    ("callum", "bernard-oyelaran", "Bernard Oyelaran", "bernard"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("ollie", "dafydd", "eoin", "jonah", "ines", "freya")

PROFILES = [
    {"clientId": "oliver-haddow", "age": 16, "goal": "Finish a British F4 season without his neck giving in",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Ollie. First season in British F4 after karting. At school in Kent, GCSEs this summer. Dad Graeme runs the team van."},
    {"clientId": "lucia-barrientos", "age": 29, "goal": "Drive three stints at the Spa 24 Hours without back pain",
     "dietaryRestrictions": ["gluten free"], "injuries": ["lower back (seat fitting, 2026)"],
     "notes": "GT3 driver from Valencia, lives in Northampton near Silverstone. Drives for a customer team in endurance races."},
    {"clientId": "dafydd-gwilt", "age": 41, "goal": "Stop getting car sick reading pace notes and lose the belly before the Wales rally",
     "dietaryRestrictions": [], "injuries": ["right knee (June 2026)"],
     "notes": "Rally co-driver from Aberaeron, Ceredigion. Works as a vet. Wife Eirlys."},
    {"clientId": "eoin-darragh", "age": 35, "goal": "Run the 5k at the Transplant Games in August",
     "dietaryRestrictions": ["low potassium until May"], "injuries": [],
     "notes": "Kidney transplant on 12 January 2026 from his sister Niamh. Tacrolimus, mycophenolate, prednisolone. Teacher in Galway."},
    {"clientId": "precious-mhlanga", "age": 54, "goal": "Get fit enough to go active on the kidney transplant list",
     "dietaryRestrictions": ["low potassium", "fluid limit 1 litre a day"], "injuries": [],
     "notes": "Haemodialysis Monday, Wednesday, Friday at the Royal. Left forearm fistula. From Bulawayo, care worker in Leicester. Son Tafadzwa."},
    {"clientId": "hana-kobayashi", "age": 46, "goal": "Run a half marathon again after donating a kidney",
     "dietaryRestrictions": ["pescatarian"], "injuries": [],
     "notes": "Donated her left kidney to her husband Alasdair on 10 March 2026. Pharmacist in Edinburgh. Half marathon PB 1:52."},
    {"clientId": "jonah-adeyemi", "age": 31, "goal": "Get through the European tour with no numb hand and no back spasms",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right carpal tunnel (2026)"],
     "notes": "Touring drummer in an indie band from Bristol. Girlfriend Keeley."},
    {"clientId": "ines-carvalho", "age": 38, "goal": "Win the audition for principal trumpet",
     "dietaryRestrictions": [], "injuries": ["left jaw (TMD)"],
     "notes": "Inês. From Porto. Second trumpet in the city orchestra in Birmingham."},
    {"clientId": "wen-zhao", "age": 24, "goal": "Play the competition final in July without the thumb stopping her",
     "dietaryRestrictions": ["no beef"], "injuries": ["left thumb (De Quervain's)"],
     "notes": "Cellist, final year at the conservatoire in Manchester. From Chengdu. Mother writes in English and Chinese."},
    {"clientId": "marcus-tiernan", "age": 33, "goal": "Make crew weight (103 kg) for Cowes Week",
     "dietaryRestrictions": [], "injuries": ["left AC joint"],
     "notes": "Grinder on a TP52 racing yacht out of Hamble. Scaffolder. Eats a lot of takeaways."},
    {"clientId": "freya-lindgren", "age": 19, "goal": "Make the youth squad at the July trials",
     "dietaryRestrictions": [], "injuries": ["right knee, patellar tendon"],
     "notes": "ILCA 6 dinghy sailor, Swedish mum Karin, grew up in Weymouth. Sports science student."},
    {"clientId": "bernard-oyelaran", "age": 58, "goal": "Sail solo from Lanzarote to Antigua in late November",
     "dietaryRestrictions": ["diabetic"], "injuries": [],
     "notes": "Retired engineer from Plymouth. Type 2 diabetes on metformin. Daughter Adaeze."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "ollie": [
        L("04-14 19:05", "c", "hiya rhiannon its ollie. 16, doing british f4 this yr. neck is dying after 20 laps at brands, like my head flops in the long right handers lol", "ollie-intro"),
        L("04-14 19:40", "t", "Hi Ollie! Neck harness work four days a week, ten minutes, and we test your neck strength on the machine next Tuesday.", "ollie-intro-coach"),
        L("04-21 18:10", "c", "neck test done, flexion twenty two kg", "ollie-neck"),
        L("04-21 18:12", "c", "wait no twelve, 22 was the side one", "ollie-neck-fix"),
        L("05-09 21:00", "c", "Evening Rhiannon, Graeme here (Ollie's dad, his phone). He's got GCSEs from next week so can we drop to two sessions till mid June? He won't tell you himself. Cheers", "ollie-graeme"),
        L("05-09 21:30", "t", "Of course, Graeme. Two sessions a week until 19 June, and the neck work at home stays, it's only ten minutes.", "ollie-graeme-coach"),
        L("06-06 18:00", "c", "donington was ROASTING. cockpit was like 52 degrees. felt sick after race 2 and had a headache all eve", "ollie-heat"),
        L("06-06 18:20", "t", "That's the heat, Ollie. 500 ml with electrolytes in the hour before, sip between races, and sauna sessions from next week to get used to it.", "ollie-heat-coach"),
        L("06-07 09:00", "c", "no headache today tho 👍", "ollie-heat-after"),
        L("07-12 16:45", "c", "P4 at snetterton!!! best result yet. neck fine all race, didnt flop once", "ollie-p4"),
        L("08-20 11:00", "c", "gcse results: 9 in maths 🤓 rest were 7s and 8s", "ollie-gcse"),
        L("08-30 15:00", "c", "binned it at thruxton, into the tyres at about 60 mph. left wrist is sore. medics said sprain not broken", "ollie-crash"),
        L("08-30 15:30", "t", "Glad you're ok. Ice, rest it a week, and no steering-wheel work in the gym until it stops hurting.", "ollie-crash-coach"),
        L("09-14 19:00", "c", "wrist is fine now, back in the sim", "ollie-wrist-ok"),
        L("10-04 17:00", "c", "season done. 7th in the champ. dad says we can do f4 again next yr if the sponsor signs", "ollie-season"),
        L("04-28 20:00", "c", "neck harness 4 days done this week 💪", "ollie-harness"),
        L("06-20 13:00", "c", "exams DONE!!! back to 4 sessions?", "ollie-exams"),
        L("06-20 13:30", "t", "Yes, four a week from Monday. Well done on getting through them.", "ollie-exams-coach"),
        L("09-20 18:00", "c", "brands again, P9, wet race. neck fine", "ollie-brands"),
    ],
    "lucia": [
        L("04-21 10:15", "c", "hola rhiannon! lucía, gt3 driver. spa 24 hours end of june is the big one. my lower back hurts since the seat fitting, the new seat is too upright", "lucia-intro"),
        L("04-21 11:00", "t", "Hola Lucía! Back extensions, dead bugs and hip flexor stretches daily, and we build your stints up to two hours in the sim by June.", "lucia-intro-coach"),
        L("05-19 20:00", "c", "lost 1.8 kg of sweat in a 90 min stint in the sim 😳", "lucia-sweat"),
        L("05-19 20:30", "t", "Then 1.5 litres with electrolytes per stint, and weigh yourself before and after every one.", "lucia-sweat-coach"),
        L("06-29 09:00", "c", "SPA: P3 in class!!! drove 3 stints, the night one was 2h15. back ok. cool suit died in stint 2 tho, i was cooking", "lucia-spa"),
        L("07-14 18:00", "c", "weird one. after the sim day i saw zigzags for 20 min then a headache. doctor says migraine with aura, gave me rizatriptan if it comes back", "lucia-migraine"),
        L("07-14 18:40", "t", "Glad you got it checked. Log when they come, and no sim sessions on an empty stomach.", "lucia-migraine-coach"),
        L("08-10 08:00", "c", "vale, resting hr 48 this morning on the watch", "lucia-rhr"),
        L("09-06 19:00", "c", "monza: DNF, gearbox. body felt great tho, no back pain at all", "lucia-monza"),
        L("09-06 19:20", "t", "Shame about the box. No back pain over a full stint is the real win.", "lucia-monza-coach"),
        L("06-05 19:00", "c", "2 hours in the sim today, back fine 🙌", "lucia-sim"),
        L("06-05 19:15", "t", "That's the June target met. Now ease off before Spa: one-hour sessions only.", "lucia-sim-coach"),
        L("08-22 12:00", "c", "holidays in valencia, only swimming 🏖️", "lucia-holiday"),
        L("09-25 10:00", "c", "team wants me for 2027 as well!!", "lucia-2027"),
    ],
    "dafydd": [
        L("04-16 08:30", "c", "bore da rhiannon. dafydd, rally co-driver, ceredigion. i read the pace notes and get car sick on the rough forestry stages. 41, bit of a belly 😂 want to be fitter for the wales rally in sept", "dafydd-intro"),
        L("04-16 09:10", "t", "Bore da Dafydd! Balance and head-movement drills for the sickness, intervals on the bike twice a week, and a look at what you eat on rally days.", "dafydd-intro-coach"),
        L("05-03 20:00", "c", "doc gave me hyoscine patches, behind the ear. worked on the test day but dry mouth", "dafydd-patch"),
        L("05-24 07:30", "c", "97.2 this morn", "dafydd-weight"),
        L("05-24 07:31", "c", "sorry 92.7, typed it backwards", "dafydd-weight-fix"),
        L("06-15 21:00", "c", "Hi Rhiannon, Eirlys here, Dafydd's wife. He's done his right knee jumping off the service truck, limping but won't see anyone. Can you have a word? Diolch", "dafydd-eirlys"),
        L("06-15 21:30", "t", "Diolch Eirlys. I'll ring him tonight. No running until a physio has looked at it.", "dafydd-eirlys-coach"),
        L("06-22 18:00", "c", "physio says meniscus irritation right knee, not a tear. bike ok, no running 3 weeks", "dafydd-knee"),
        L("07-19 17:00", "c", "voice note: right so rally was mint today no sickness at all first time ever honestly I didnt even think about it we finished ninth in class the car was lovely and my knee held up fine on the recce which was about eight k", "dafydd-voice"),
        L("09-13 16:00", "c", "wales rally done. 5th in class 🏴 only felt queasy on the last stage, no patch this time", "dafydd-wales"),
        L("09-13 16:30", "t", "5th in class and no patch! The drills paid off. Two bike sessions a week over the winter.", "dafydd-wales-coach"),
        L("10-02 08:00", "c", "👍🏻🏁", "dafydd-emoji"),
        L("05-10 19:00", "c", "patch again for the recce, read the notes fine", "dafydd-recce"),
        L("07-01 18:00", "c", "back on the bike, knee fine", "dafydd-bike"),
        L("08-15 07:30", "c", "91.4 this morning", "dafydd-914"),
        L("08-15 08:00", "t", "Nearly at 90, Dafydd. Same again for the next month.", "dafydd-914-coach"),
    ],
    "eoin": [
        L("04-13 12:00", "c", "hi tobias, eoin. got a kidney off my sister niamh in january 🙌 want to run the 5k at the transplant games in august. on tacrolimus, mycophenolate and a bit of pred", "eoin-intro"),
        L("04-13 12:40", "t", "Brilliant, Eoin. Walk-run three times a week, no heavy lifting near the scar for another six weeks, and factor 50 every time you're outside on those meds.", "eoin-intro-coach"),
        L("05-05 19:00", "c", "clinic today. creatinine 128, theyre happy. tac level a bit high so dose down to 3mg twice a day", "eoin-clinic"),
        L("05-05 19:20", "t", "Good news. And drink your three litres on run days.", "eoin-clinic-coach"),
        L("05-28 07:40", "c", "ran 5k without stopping!! 31:40", "eoin-5k"),
        L("06-18 20:00", "c", "chest infection, on amoxicillin. clinic said no running for a week", "eoin-chest"),
        L("06-18 20:15", "t", "Rest up. On immunosuppressants you don't push through a chest infection. Walks only once the fever's gone.", "eoin-chest-coach"),
        L("07-02 10:00", "c", "Forwarded: \"Eoin, your place on the team for the Transplant Games is confirmed: 5k road race and the 3k walk. Kit collection 9am Friday. Team manager\"", "eoin-fwd"),
        L("08-01 18:00", "c", "SILVER in the 5k!!! 26:58. niamh was at the finish bawling 😭 great craic", "eoin-silver"),
        L("08-01 18:30", "t", "Silver! From walk-run in April. Tell Niamh her kidney's a quick one.", "eoin-silver-coach"),
        L("09-09 09:00", "c", "creatinine 115 at clinic, best since the op. pred stopped 🎉", "eoin-creat"),
        L("04-29 19:00", "c", "walk-run x3 this week done", "eoin-walkrun"),
        L("06-06 10:30", "c", "parkrun 29:50 🏃", "eoin-parkrun"),
        L("08-20 17:00", "c", "back to school in 2 weeks, can i keep 3 runs a week?", "eoin-school"),
        L("08-20 17:30", "t", "Yes: three runs, one of them long, and keep the factor 50 in your bag.", "eoin-school-coach"),
    ],
    "precious": [
        L("04-14 08:20", "c", "Good morning Tobias, this is Precious. I am on dialysis Monday Wednesday Friday at the Royal, fistula in my left arm. Doctor says exercise will help me get on the transplant list properly", "precious-intro"),
        L("04-14 09:00", "t", "Good morning Precious! We'll start with the bike in the dialysis chair in the first two hours, and nothing on the fistula arm: no weights, no blood pressure cuff on the left.", "precious-intro-coach"),
        L("05-06 14:00", "c", "Did 15 minutes on the bike during dialysis today. Nurse said my pressure was fine", "precious-bike"),
        L("05-25 19:00", "c", "Hi Tobias this is Tafadzwa, Precious's son. Mum has been drinking too much, she came in 2.8 kg over her dry weight on Friday and they took a lot off, she was cramping badly. Please remind her about the fluid limit", "precious-son"),
        L("05-25 19:30", "t", "Thank you, Tafadzwa. I'll talk to her about the 1 litre a day, and ice chips when she's thirsty.", "precious-son-coach"),
        L("06-17 13:00", "c", "Potassium was 6.1 on Monday, they told me no bananas and no more oranges. Shame man", "precious-k"),
        L("07-22 13:00", "c", "Potassium 5.2 now 🙏🏾 Doing 30 minutes on the bike", "precious-k2"),
        L("08-26 12:00", "c", "Sit to stand today: 11 in 30 seconds. It was 7 in April!", "precious-sts"),
        L("09-23 17:00", "c", "I am ACTIVE on the transplant list from today!!! Thank you God and thank you Tobias 🙏🏾", "precious-list"),
        L("09-23 17:20", "t", "Precious, that's wonderful news. Keep the bike going: fitter before a transplant means a quicker recovery after.", "precious-list-coach"),
        L("06-01 12:00", "c", "No more cramps, I use the ice chips", "precious-ice"),
        L("08-05 13:00", "c", "25 minutes on the bike today", "precious-25"),
        L("10-06 18:00", "c", "Still waiting for the phone call 📞", "precious-waiting"),
    ],
    "hana": [
        L("04-17 07:00", "c", "hi tobias, hana. gave my husband a kidney on 10 march 💪 surgeon says I can exercise normally now. want to get back to half marathons, I ran 1:52 before", "hana-intro"),
        L("04-17 07:45", "t", "Hi Hana, and thank you for what you did. Build back over 12 weeks. No ibuprofen ever again with one kidney (paracetamol is fine), and get your blood pressure checked every year.", "hana-intro-coach"),
        L("05-14 18:00", "c", "ran 8 k today slowly, the scar pulls a bit on the left side", "hana-scar"),
        L("06-09 12:30", "c", "egfr came back 61, nurse said normal for a donor", "hana-egfr"),
        L("07-03 21:00", "c", "Hello Tobias, Alasdair here, Hana's husband and proud owner of her kidney 😄 She ran 18 km yesterday in the heat and came home grey. Worth a word?", "hana-alasdair"),
        L("07-03 21:20", "t", "Thanks Alasdair! I'll talk to her: long runs early in the morning, and water every 20 minutes.", "hana-alasdair-coach"),
        L("08-16 10:00", "c", "bp at the pharmacy 124/79 👍", "hana-bp"),
        L("09-27 15:00", "c", "half marathon done!! 1:58:12. slower than before but in one piece, minus a kidney 😂", "hana-half"),
        L("09-27 15:30", "t", "1:58 six months after giving a kidney! Easy week now, then we talk about spring.", "hana-half-coach"),
        L("05-30 08:00", "c", "12 k easy, no pulling at all", "hana-12k"),
        L("08-30 09:00", "c", "16 km at 5:30 pace, felt strong", "hana-16k"),
        L("10-08 18:00", "c", "first jog since the half, 5k easy", "hana-jog"),
    ],
    "jonah": [
        L("04-15 23:10", "c", "yo mireille, jonah here, drums for the band (sal gave me ur number). right hand goes numb at night, pins n needles in the thumb and first two fingers. and my lower back after 3 hrs on the throne lol", "jonah-intro"),
        L("04-16 09:00", "t", "Hey Jonah! That tingling pattern needs a GP look, it sounds like carpal tunnel. Meanwhile nerve glides twice a day, and hip and trunk work for the back.", "jonah-intro-coach"),
        L("05-07 14:00", "c", "gp says carpal tunnel right side, wrist splint at night for 6 wks", "jonah-ct"),
        L("05-30 01:20", "c", "gig tonite, 2hr 10 set, no numbness on stage 🤘", "jonah-gig"),
        L("06-12 20:00", "c", "hiya its keeley, jonahs gf. hes sleeping without the splint again cos its 'itchy' 🙄 and moaning about his hand at 3am", "jonah-keeley"),
        L("06-12 20:20", "t", "Thanks Keeley! I'll remind him: the splint every night till the end of June.", "jonah-keeley-coach"),
        L("07-08 12:00", "c", "back went loading the van, left side low down. cant bend", "jonah-back"),
        L("07-08 12:30", "t", "Ouch. Keep walking, heat on it, and nobody lets you lift the kick drum case this week. Knee-to-chest and cat-camel, gently.", "jonah-back-coach"),
        L("08-25 10:00", "c", "euro tour starts 12 sept, 19 shows in 24 days. what do i do for training on the bus", "jonah-tour"),
        L("08-25 10:45", "t", "Bands and bodyweight: 20 minutes on show days before soundcheck, and a walk every day off. Pack the splint.", "jonah-tour-coach"),
        L("09-29 16:00", "c", "berlin, show 14. hand fine, back fine, liver not fine 😂", "jonah-berlin"),
        L("05-18 10:00", "c", "wearing the splint, hand loads better at night", "jonah-splint"),
        L("07-20 15:00", "c", "back ok now, drumming fine", "jonah-back-ok"),
        L("09-12 23:00", "c", "first show paris tonite 🇫🇷", "jonah-paris"),
    ],
    "ines": [
        L("04-20 18:00", "c", "Olá Mireille, Inês here. I play second trumpet in the city orchestra and I have an audition for principal in September. My jaw clicks on the left and my neck is tight after long rehearsals", "ines-intro"),
        L("04-20 18:30", "t", "Olá Inês! We'll work on posture and breathing for the neck, and please show the jaw to a dentist who sees musicians.", "ines-intro-coach"),
        L("05-12 13:00", "c", "dentist says TMD, left side. I have a night guard now", "ines-tmd"),
        L("06-03 19:00", "c", "my GP gave me propranolol 10mg for the audition nerves. only on the day, not every day", "ines-prop"),
        L("06-03 19:30", "t", "Try it once at a mock audition first, never for the first time on the day. Keep the breathing drills daily.", "ines-prop-coach"),
        L("06-20 17:00", "c", "mock audition on the propranolol: hands steady, no shaking, but dry mouth", "ines-mock"),
        L("07-15 10:00", "c", "lung test at the clinic: 4.9 litres! they said very good for my age", "ines-lung"),
        L("08-08 18:00", "c", "neck much better. 3 hours of Mahler 5 rehearsal and nothing", "ines-neck"),
        L("09-18 21:00", "c", "I got it!!!!! Principal trumpet 🎺🎺🎺 obrigada Mireille", "ines-audition"),
        L("09-18 21:10", "t", "INÊS! Principal! So proud of you. Rest the lip for two days.", "ines-audition-coach"),
        L("09-19 08:00", "c", "🥹🎺", "ines-emoji"),
        L("05-25 09:00", "c", "breathing drills every morning, 10 minutes", "ines-breathing"),
        L("07-01 12:00", "c", "summer break, holidays in Porto 🌞", "ines-porto"),
        L("08-28 19:00", "c", "audition excerpts every day now. Tired but ok", "ines-excerpts"),
    ],
    "wen": [
        L("04-19 22:00", "c", "hi mireille, wen. cello at the conservatoire. left thumb hurts at the base in thumb position, and right shoulder is tight from bowing. competition final in july 加油", "wen-intro"),
        L("04-19 22:30", "t", "Hi Wen! See the musicians' clinic about the thumb, and practise in 45-minute blocks with breaks. Band rows and wall slides for the shoulder.", "wen-intro-coach"),
        L("05-11 16:00", "c", "clinic said de quervains, left thumb. thumb splint when im not playing", "wen-dq"),
        L("06-02 20:00", "c", "Hello Mireille, I am Wen's mother (妈妈). Wen practises 7 hours every day before the competition, no rest day. I worry about her hand. Thank you", "wen-mum"),
        L("06-02 20:30", "t", "Thank you for writing. I'll ask Wen to keep one day a week off and no more than four hours a day.", "wen-mum-coach"),
        L("06-24 18:00", "c", "had a steroid injection in the left thumb, doctor said rest 2 days", "wen-injection"),
        L("07-18 21:00", "c", "competition final: 2nd prize!!! played the dvořák", "wen-final"),
        L("07-18 21:15", "t", "Second prize with a sore thumb! Take the week off the cello.", "wen-final-coach"),
        L("08-19 11:00", "c", "ferritin 14, they said low, iron tablets every other day", "wen-ferritin"),
        L("09-22 19:00", "c", "thumb fine, 4 hrs a day no pain. shoulder still tight after orchestra", "wen-thumb-ok"),
        L("05-28 21:00", "c", "4 hours today, thumb ok", "wen-4h"),
        L("07-05 20:00", "c", "semi final done, through to the final!!", "wen-semi"),
        L("09-05 10:00", "c", "new term, orchestra 3 days a week", "wen-term"),
    ],
    "marcus": [
        L("04-23 19:00", "c", "alright callum, marcus. grinder on a tp52, cowes week in august is the target. 108 kg, skipper wants me at 103 for crew weight. left shoulder clicks on the handles", "marcus-intro"),
        L("04-23 19:30", "t", "Alright Marcus. Five kilos in fourteen weeks is fine, no crash diet. Rotator cuff work daily and grinding intervals on the arm bike twice a week.", "marcus-intro-coach"),
        L("05-27 17:00", "c", "physio: left AC joint sprain, grade 1. no heavy bench for 4 weeks", "marcus-ac"),
        L("06-21 20:00", "c", "round the island done, 2nd in class. shoulder held up", "marcus-rti"),
        L("07-16 07:00", "c", "weighed in at one hundred and four", "marcus-weight"),
        L("08-08 22:00", "c", "cowes week: class win on the last day 🏆🏆 skipper bought the drinks so the diets off 🍻", "marcus-cowes"),
        L("08-08 22:30", "t", "Class winners! Two weeks off the tight diet, then back to it.", "marcus-cowes-coach"),
        L("09-10 12:00", "c", "ldl 4.2 at the work health check", "marcus-ldl"),
        L("09-10 12:30", "t", "Fibre, oily fish and fewer takeaways; the GP retests in three months.", "marcus-ldl-coach"),
        L("05-05 07:00", "c", "106.5", "marcus-1065"),
        L("06-28 18:00", "c", "back benching 100 kg, shoulder fine", "marcus-bench"),
        L("09-25 07:00", "c", "back on the diet. 105 this morning", "marcus-105"),
    ],
    "freya": [
        L("04-18 10:00", "c", "hej callum, freya. ilca 6, trying for the youth squad at trials in july. knees hurt after long hiking days, right one worse, under the kneecap", "freya-intro"),
        L("04-18 10:30", "t", "Hej Freya! Quad strength: slow squats and wall sits. And tell me how many minutes you hike on a beat.", "freya-intro-coach"),
        L("05-02 17:00", "c", "like 12 min straight on the upwind then it burns", "freya-hike"),
        L("05-20 19:00", "c", "physio says patellar tendinopathy right knee. no jumping, decline squats 3x15 every day", "freya-tendon"),
        L("06-10 08:00", "c", "Hello Callum, it is Karin, Freya's mother. She is not eating breakfast before sailing, only coffee. She is tired on the water. Tack så mycket", "freya-karin"),
        L("06-10 08:30", "t", "Thank you, Karin. I'll sort a breakfast plan with her: oats, banana and yoghurt, and a bar between races.", "freya-karin-coach"),
        L("07-11 18:00", "c", "trials: 4th overall. top 3 get in 😭 missed by 2 points", "freya-trials"),
        L("07-11 18:30", "t", "Two points, after a spring of bad knees. We go again at the October trials. Rest a week.", "freya-trials-coach"),
        L("08-05 12:00", "c", "vit d came back 41, doc says take 1000 a day", "freya-vitd"),
        L("09-03 14:00", "c", "knee zero pain on the water for 3 weeks now", "freya-knee-ok"),
        L("06-25 08:00", "c", "ate breakfast every day this week 🥣", "freya-breakfast"),
        L("08-20 18:00", "c", "back on the water 5 days a week", "freya-water"),
        L("10-07 19:00", "c", "october trials next weekend 🤞", "freya-october"),
    ],
    "bernard": [
        L("04-24 09:00", "c", "Callum, Bernard here. 58, sailing solo from Lanzarote to Antigua in late November. Type 2 diabetes, metformin 1 g twice a day. I need to be fit enough to reef alone at 3 am", "bernard-intro"),
        L("04-24 09:40", "t", "Good to meet you, Bernard. Strength twice a week, balance on a wobble board, and we'll practise 20-minute naps on your sea trials.", "bernard-intro-coach"),
        L("05-18 18:00", "c", "hba1c 58, doc not impressed. added gliclazide 40mg in the morning", "bernard-hba1c"),
        L("06-14 20:00", "c", "Hi Callum, Adaeze here, Bernard's daughter. Dad had a hypo on the boat at the weekend, shaking and sweaty, he had jelly babies. I bet he didn't tell you. Can you check his plan? Thanks", "bernard-adaeze"),
        L("06-14 20:30", "t", "Thank you, Adaeze. I'll ask him to talk to his GP about the gliclazide before the next sea trial, and jelly babies within reach of the helm.", "bernard-adaeze-coach"),
        L("07-09 10:00", "c", "GP stopped the gliclazide. no hypos since", "bernard-stop"),
        L("08-13 19:00", "c", "48 hour sea trial done. slept in 20 min naps, about 5 hrs in all. felt ok", "bernard-trial"),
        L("09-19 09:00", "c", "hba1c 51!!", "bernard-hba1c2"),
        L("09-30 17:00", "c", "boat shipped to lanzarote. flying out 10 nov", "bernard-ship"),
        L("09-30 17:30", "t", "Six weeks to go then: strength work and the wobble board every day.", "bernard-ship-coach"),
        L("05-30 18:00", "c", "wobble board 45 seconds now", "bernard-wobble"),
        L("07-25 08:00", "c", "first night alone at sea done. quiet one", "bernard-night"),
        L("09-05 11:00", "c", "grip strength 42 kg today", "bernard-grip"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-rhiannon-pit-wall", "trainer": "rhiannon", "members": ["ollie", "lucia", "dafydd"],
        "lines": [
            L("04-27 08:00", "t", "Pit Wall: neck and heat sessions go up here every Monday. Post your results.", "g-pw-start"),
            L("06-29 10:00", "lucia", "P3 at spa 🇪🇸🏆", "g-lucia-spa"),
            L("07-12 17:30", "ollie", "P4 at snetterton 😎", "g-ollie-p4"),
            L("07-12 18:00", "dafydd", "llongyfarchiadau ollie! 🏁", "g-dafydd-ollie"),
            L("09-13 18:00", "dafydd", "5th in class on the wales rally, no sick bag needed", "g-dafydd-wales"),
        ],
    },
    {
        "id": "chat-callum-the-rail", "trainer": "callum", "members": ["marcus", "freya", "bernard"],
        "lines": [
            L("04-26 09:00", "t", "The Rail: post your gym sessions and your racing here. Saturday circuits at 8 in the boatyard.", "g-rail-start"),
            L("07-11 19:00", "freya", "4th at trials. gutted", "g-freya-trials"),
            L("08-09 09:00", "marcus", "class win at cowes 🍾", "g-marcus-cowes"),
            L("08-09 09:30", "freya", "well done marcus!!", "g-freya-marcus"),
            L("08-14 08:00", "bernard", "48 hours alone at sea done. Still friends with myself.", "g-bernard-trial"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("rhiannon", "ollie", "2026-04-21", "Ollie (16): F4. Neck flexion 12 kg, lateral 22 kg. 61 kg. Head drops in long right-hand corners. Dad Graeme drives him to races."),
    ("rhiannon", "lucia", "2026-04-22", "Lucía (29): GT3, Spa 24 Hours at the end of June. Low back pain since the seat fitting, seat too upright. Resting HR 52. Good aerobic base."),
    ("rhiannon", "dafydd", "2026-04-17", "Dafydd (41): rally co-driver. Car sick on rough stages when reading notes. 94 kg, waist 104 cm. Plank 40 s."),
    ("tobias", "eoin", "2026-04-14", "Eoin (35): kidney transplant 12 Jan 2026, living donor (sister). Tacrolimus, mycophenolate, prednisolone 5 mg. Scar lower right abdomen. 6-minute walk 520 m."),
    ("tobias", "precious", "2026-04-15", "Precious (54): haemodialysis Mon/Wed/Fri, 4 h. Left forearm fistula: no cuff, no load on the left arm. Sit to stand 7 in 30 s. Fluid limit 1 L a day."),
    ("tobias", "precious", "2026-08-26", "Precious: sit to stand 11 in 30 s (7 in April). 30 minutes on the bike during dialysis. Cramp gone since the fluid talk."),
    ("tobias", "hana", "2026-04-18", "Hana (46): left kidney donated 10 March to her husband. eGFR 58 at six weeks. No NSAIDs. Half marathon PB 1:52."),
    ("mireille", "jonah", "2026-04-17", "Jonah (31): drummer. Right hand numb at night (thumb, index, middle). Low back after long sets. Four gigs a week. Sleeps on the bus on tour."),
    ("mireille", "ines", "2026-04-21", "Inês (38): second trumpet. Left jaw clicks. Neck and upper trapezius tight after three-hour rehearsals. Audition for principal in September."),
    ("mireille", "wen", "2026-04-20", "Wen (24): cello. Pain at the base of the left thumb in thumb position. Right shoulder tight. Practises 6-7 hours a day."),
    ("callum", "marcus", "2026-04-24", "Marcus (33): grinder, TP52. 108 kg, crew weight target 103. Left shoulder clicks. Bench 140 kg."),
    ("callum", "freya", "2026-04-19", "Freya (19): ILCA 6. Right knee pain under the kneecap after hiking. Hikes 12 minutes a beat. 64 kg."),
    ("callum", "bernard", "2026-04-25", "Bernard (58): solo Atlantic crossing in late November. Type 2 diabetes, metformin 1 g twice a day. Grip 38 kg. Wobble board 20 s."),
]

TRANSCRIPTS = [
    {
        "id": "tr-rhiannon-ollie-20260610", "trainer": "rhiannon", "client": "ollie", "startedAt": "2026-06-10T17:00:00Z",
        "title": "Call: the heat at Donington",
        "lines": [
            ("Coach", 0, "How many sauna sessions can you fit in before Snetterton?"),
            ("Ollie", 5, "Three, the leisure centre has one. Dad can take me."),
            ("Coach", 10, "Fifteen minutes each, and drink before and after. Weigh yourself either side."),
            ("Ollie", 18, "Do I keep the neck harness going in exam weeks?"),
            ("Coach", 24, "Yes, ten minutes, every other day."),
        ],
    },
    {
        "id": "tr-tobias-eoin-20260626", "trainer": "tobias", "client": "eoin", "startedAt": "2026-06-26T18:00:00Z",
        "title": "Video call: back after the chest infection",
        "lines": [
            ("Coach", 0, "How's the chest?"),
            ("Eoin", 4, "Clear. Clinic checked my kidney bloods too, all fine."),
            ("Coach", 9, "Then easy runs this week, twenty minutes, and one session at race pace next week."),
            ("Eoin", 16, "Five weeks to the Games. Can I still go under 28?"),
            ("Coach", 22, "If the next two weeks go well, yes."),
        ],
    },
    {
        "id": "tr-mireille-wen-20260513", "trainer": "mireille", "client": "wen", "startedAt": "2026-05-13T16:00:00Z",
        "title": "Session: practice blocks and the thumb",
        "lines": [
            ("Coach", 0, "How many hours did you practise yesterday?"),
            ("Wen", 5, "Six. The thumb was bad after four."),
            ("Coach", 10, "Then four hours at most, in 45-minute blocks, and scales in first position on thumb days."),
            ("Wen", 18, "What about the splint in the night?"),
            ("Coach", 23, "Wear it at night too, the clinic wants it on whenever you're not playing."),
        ],
    },
    {
        "id": "tr-callum-bernard-20260814", "trainer": "callum", "client": "bernard", "startedAt": "2026-08-14T10:00:00Z",
        "title": "Call: debrief of the 48-hour sea trial",
        "lines": [
            ("Coach", 0, "How did the reefing go on your own?"),
            ("Bernard", 5, "Second night, 25 knots. Took me twelve minutes, arms like jelly after."),
            ("Coach", 11, "Then more rows and carries. And your sugars?"),
            ("Bernard", 17, "Between 6 and 9 the whole trip. No hypos."),
            ("Coach", 23, "Good. Keep the glucose tablets in the jacket pocket all the same."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("ollie", "2026-05-16", 7.0, 8, 50, "Exams."),
    ("ollie", "2026-07-18", 9.0, 3, 95, "Best result yet."),
    ("lucia", "2026-05-23", 7.5, 5, 90, "Sim stints going well."),
    ("lucia", "2026-07-18", 6.5, 6, 70, "Migraine week."),
    ("dafydd", "2026-06-20", 6.0, 6, 40, "Knee."),
    ("dafydd", "2026-09-19", 7.5, 2, 90, "Rally done."),
    ("eoin", "2026-06-20", 8.0, 5, 30, "Chest infection."),
    ("eoin", "2026-08-08", 8.5, 2, 95, "Silver."),
    ("precious", "2026-05-29", 5.5, 7, 60, "Cramps after dialysis."),
    ("precious", "2026-09-26", 7.0, 2, 95, "On the list."),
    ("hana", "2026-05-16", 7.0, 4, 85, "Scar pulling."),
    ("hana", "2026-10-03", 8.0, 2, 90, "Half done."),
    ("jonah", "2026-06-13", 5.0, 6, 50, "Splint itchy."),
    ("jonah", "2026-09-30", 4.5, 7, 60, "Tour, little sleep."),
    ("ines", "2026-06-06", 7.0, 7, 85, "Audition nerves."),
    ("ines", "2026-09-21", 8.0, 2, 100, "Principal."),
    ("wen", "2026-06-05", 6.0, 8, 60, "Practising too much."),
    ("wen", "2026-07-25", 8.0, 3, 80, "Week off the cello."),
    ("marcus", "2026-06-01", 7.0, 4, 70, "Shoulder sprain."),
    ("marcus", "2026-08-15", 6.0, 3, 40, "Post-Cowes celebrations."),
    ("freya", "2026-05-23", 8.0, 5, 90, "Knee diagnosis."),
    ("freya", "2026-07-14", 7.0, 7, 60, "Missed the squad."),
    ("bernard", "2026-06-17", 6.5, 6, 80, "Hypo on the boat."),
    ("bernard", "2026-08-16", 7.0, 3, 95, "Sea trial done."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("dafydd", "weight", "kg", "2026-04-17", "2026-10-02", 7, 94.0, 88.5, 0.4),
    ("precious", "weight", "kg", "2026-04-15", "2026-10-07", 7, 71.0, 68.0, 0.6),
    ("precious", "systolic_bp", "mmHg", "2026-04-15", "2026-10-07", 7, 152.0, 138.0, 3.0),
    ("eoin", "resting_heart_rate", "bpm", "2026-04-14", "2026-10-06", 7, 78.0, 62.0, 1.5),
    ("eoin", "steps", "steps", "2026-04-14", "2026-10-06", 7, 5000, 11000, 600),
    ("lucia", "resting_heart_rate", "bpm", "2026-04-22", "2026-10-06", 7, 52.0, 48.0, 1.0),
    ("ines", "resting_heart_rate", "bpm", "2026-04-21", "2026-10-05", 7, 66.0, 60.0, 1.2),
    ("marcus", "weight", "kg", "2026-04-24", "2026-10-05", 7, 108.0, 103.5, 0.5),
    ("bernard", "weight", "kg", "2026-04-25", "2026-10-03", 7, 96.0, 91.0, 0.4),
    ("freya", "weight", "kg", "2026-04-19", "2026-10-04", 7, 64.0, 65.5, 0.3),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("marcus", "goal-callum-marcus-weight", "weight", 103, "kg", "2026-08-01", "active"),
    ("dafydd", "goal-rhiannon-dafydd-weight", "weight", 90, "kg", "2026-09-30", "achieved"),
    ("precious", "goal-tobias-precious-bp", "systolic_bp", 140, "mmHg", "2026-10-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("eoin", "2026-05-05", "Creatinine", 128, "umol/L", 60, 110),
    ("eoin", "2026-09-08", "Creatinine", 115, "umol/L", 60, 110),
    ("precious", "2026-06-15", "Potassium", 6.1, "mmol/L", 3.5, 5.3),
    ("precious", "2026-07-20", "Potassium", 5.2, "mmol/L", 3.5, 5.3),
    ("precious", "2026-07-20", "Phosphate", 1.9, "mmol/L", 0.8, 1.5),
    ("hana", "2026-06-08", "eGFR", 61, "mL/min/1.73m2", 60, 120),
    ("freya", "2026-08-04", "Vitamin D", 41, "nmol/L", 50, 175),
    ("wen", "2026-08-18", "Ferritin", 14, "ug/L", 15, 150),
    ("marcus", "2026-09-09", "LDL cholesterol", 4.2, "mmol/L", 0.0, 3.0),
    ("bernard", "2026-05-15", "HbA1c", 58, "mmol/mol", 20, 42),
    ("bernard", "2026-09-17", "HbA1c", 51, "mmol/mol", 20, 42),
    ("lucia", "2026-07-15", "Ferritin", 33, "ug/L", 15, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "cheers", "sound", "ta", "iawn", "obrigada!", "tack", "vale", "hwyl", "ok boss", "👍", "✅", "sorry signal's rubbish",
    "on the train", "done", "booked", "paid the invoice", "seen", "lol ok", "brill", "nice one", "ta-ra", "running late",
    "🙌", "will do", "yep", "all good", "sorry wrong chat", "can we move it?", "what time again", "got it", "legend",
    "speak later", "in a meeting, will reply", "thanks!!", "👌", "perfect", "ok cool", "omw", "can't make it today sorry",
    "same time next week?", "🫶",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No worries.", "Moved it for you.", "Thanks for letting me know.",
    "New plan is in the app.", "Log your sessions please.", "Have a good weekend.", "Invoice sent.",
    "Link resent.", "Nice work.", "Any time.", "Same slot as usual.", "Shout if anything changes.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids."""
    return blind_roster(sys.modules[__name__], seed=20261012, health_seed=20261012)


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
