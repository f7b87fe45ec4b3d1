#!/usr/bin/env python3
"""Build the seventeenth blind data set for the answer benchmark (bench/answers_data/blind17.json).

    functions/venv/bin/python -m bench.answers_data.build_blind17

Four trainers of kinds the other rosters do not have (a surf and skate conditioning coach in Newquay
with a 16-year-old competitive surfer who sprains the ligament inside his right knee landing an air
and whose mum texts, a park and bowl skateboarder of 23 who sprains his left ankle high up between the
two bones in the bowl and whose housemate texts, and a longboarder of 58 with a right frozen shoulder
who has it hydrodilated and whose wife texts; a stunt-performer and screen-combat conditioning coach
in Watford with a stuntwoman of 27 working for the stunt register who bruises her left heel bone on a
high fall and whose brother texts, an Irish actor of 34 bulking for a Viking series shot in Wicklow
whose agent texts, and a stunt coordinator and precision driver of 46 who partly tears her left
Achilles and whose daughter texts; an archery, clay-shooting and modern-pentathlon conditioning coach
in Edinburgh with a 15-year-old recurve archer with an irritated right rotator cuff whose dad texts, a
sporting-clays shooter of 64 who faints with heart block and has a pacemaker fitted and whose wife
texts, and a modern pentathlete of 22 with a stress reaction in her right shin and low iron whose
teammate texts; a coach of deaf and hard-of-hearing athletes in Manchester with a deaf footballer of
24 who strains his right hamstring seven weeks before the Deaflympics in Brazil and whose sister
texts, a runner of 38 with a left cochlear implant and a left hamstring tendinopathy training for the
Great North Run whose husband texts, and a deaf breaststroker of 17 with a sore left knee who trains
through Ramadan and whose dad texts), 12 clients, 7 February to 2 September 2022 (asked on 5 September
2022): one-to-one chats, two group chats, session notes, four session transcripts, check-ins, client
profiles and health data (weight of three clients, steps of two, resting heart rate of four, systolic
blood pressure of two, goals, lab panels), in the format of demo/data/demo_dataset.json. Written on
2026-11-30 by helper h-blind17 (issue 14) without reading shared/domain/*.py, shared/usecases/*.py,
functions/*, any list of benchmark failures or any result file: a held-out check of whether the fixes
made on the other sets generalise.

The period, February to early September 2022, is one no other roster covers (blind16 starts in October
2022); every line is of 2022 (YEAR). Valentine's day, storm Eunice (18 February), half term, the start of
Lent, Mothering Sunday and the clocks going forward (both 27 March), Ramadan (2 April to 1 May), Easter (17
April), the early May bank holiday and Eid (2 May), the Deaflympics in Caxias do Sul (May), the Platinum
Jubilee bank holidays (2 and 3 June), the heatwave of 18 and 19 July, the Commonwealth Games in
Birmingham, Boardmasters in Newquay (August), the summer holidays and the summer bank holiday (29
August) lie inside it. The story messages are written the way people text: lowercase, typos, run-ons,
emoji, shorthand and slang (surf "dawnies", "the inside", "an air", "mush", "log";
skate "bowl", "coping", "5-0", "slammed", "mini ramp"; stunts "ratchet pull", "box rig", "high fall",
"sign off", "stuntie", "stunt coord"; archery "limbs", "lb", "the 720", "arrows"; clays "ex 100",
"crosser", "12 bore"; pentathlon "laser run", "obstacle", "fence"; deaf sport "BSL", "captions",
"processor", "aids"; swimming "lc", "qt", "whip kick"), a deaf client who texts in sign-language word
order ("me gym instead", "me stop", "my pen scored"), other languages' words (Cornish "meur ras", "dydh da"; Irish
"sláinte", "howya"; German "Hallo", "Frohe Ostern", "Tschüss"; Polish "dziękuję"; Urdu
"shukriya", "inshallah", "Eid Mubarak"; Yoruba "e se"; Brazilian Portuguese "valeu"; Scots "aye",
"dreich", "braw"), mixed units (kg, stone and pounds, pounds of a bow's draw, m, feet and inches of a
board, km, miles, seconds, minutes, hours, degrees of a joint, degrees Celsius, N, cm, mg, g,
nmol/L, ng/L, ug/L, mmol/L, mL/min, mU/L, bpm, mmHg, pounds sterling, reais), negations ("not the
acl", "no break", "no fracture", "not a tear", "no op", "not torn", "nothing broken"), revisions later
(the 86 kg the production asked for then the 85 kg reached; 36 lb limbs refused in February then taken
in June; the stunt-register diving sign-off planned for the summer then moved to October; the park
nationals entered then pulled out of; Jago's target beaten), plans never carried out or lying after the
period (the England junior trials in Thurso, the Great North Run, the Junior Home Nationals at
Lilleshall, the theatre job, Hossegor, the walk-jog in September), facts only in the coach's reply or
only in a note, facts split across turns, a family member, friend or agent writing for a client (a mum,
a housemate, a wife twice, a brother, an agent, a daughter, a dad twice, a teammate, a sister, a
husband), names that are also words (Summer, Hope, Grant, Miles, Reef, Dec), and two pairs of clients of
one trainer with similar problems (Summer's left heel and Bernie's left Achilles; Callum's right and
Niamh's left hamstring). The everyday chatter between them comes from this builder's own pools with a
fixed seed (roster_assembly.chatter) and names no body part, food, drink, medicine, sport, event or
number a question asks about. Deterministic: two runs write byte-identical files. `blind17_tags.json`
maps the story tags to message ids for the question list (bench/answers_data/blind17_questions.py).

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
OUT, TAGS_OUT = HERE / "blind17.json", HERE / "blind17_tags.json"
YEAR = 2022
START, END = datetime(2022, 2, 7, 7, 0), datetime(2022, 9, 2, 21, 0)
ASKED_AT = "2022-09-05T09:00:00Z"

TRAINERS = [
    {"id": "coach-kez", "displayName": "Kerensa Trebilcock", "email": "kez.trebilcock@example.com", "short": "kez"},
    {"id": "coach-priya", "displayName": "Priya Raval", "email": "priya.raval@example.com", "short": "priya"},
    {"id": "coach-hamish", "displayName": "Hamish Doig", "email": "hamish.doig@example.com", "short": "hamish"},
    {"id": "coach-ruth", "displayName": "Ruth Ellery", "email": "ruth.ellery@example.com", "short": "ruth"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("kez", "jago-penrose", "Jago Penrose", "jago"),
    ("kez", "reef-hollis", "Reef Hollis", "reef"),
    ("kez", "miles-carne", "Miles Carne", "miles"),
    ("priya", "summer-okafor", "Summer Okafor", "summer"),
    ("priya", "declan-mahoney", "Declan Mahoney", "dec"),
    ("priya", "bernie-walsh", "Bernadette Walsh", "bernie"),
    ("hamish", "hope-mensah", "Hope Mensah", "hope"),
    ("hamish", "grant-fraser", "Grant Fraser", "grant"),
    ("hamish", "zofia-kessler", "Zofia Kessler", "zofia"),
    ("ruth", "callum-reid", "Callum Reid", "callum"),
    ("ruth", "niamh-gallagher", "Niamh Gallagher", "niamh"),
    ("ruth", "mo-iqbal", "Mohammed Iqbal", "mo"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("jago", "miles", "summer", "grant", "callum", "mo")

PROFILES = [
    {"clientId": "jago-penrose", "age": 16, "goal": "Make the England junior surf squad",
     "dietaryRestrictions": [], "injuries": ["right knee, medial collateral ligament sprain (April 2022)"],
     "notes": "U18 competitive surfer from Newquay. Year 11 at Treviglas, GCSEs in the summer. Mum Tamsin. Rides a 5'10 shortboard."},
    {"clientId": "reef-hollis", "age": 23, "goal": "Skate the park nationals in August",
     "dietaryRestrictions": ["vegan"], "injuries": ["left high ankle sprain (June 2022)"],
     "notes": "Park and bowl skateboarder. Barista at a beach café in Newquay and coaches kids at the skatepark on Sundays. Housemate Sol."},
    {"clientId": "miles-carne", "age": 58, "goal": "Paddle out on the longboard without shoulder pain and lose 5 kg",
     "dietaryRestrictions": [], "injuries": ["right frozen shoulder (adhesive capsulitis)", "high blood pressure (losartan)"],
     "notes": "Longboarder for 40 years, rides a 9'4 log. Retired harbourmaster in Padstow. Wife Lowenna."},
    {"clientId": "summer-okafor", "age": 27, "goal": "Get onto the stunt register by the end of 2022",
     "dietaryRestrictions": [], "injuries": ["left heel bone bruise (July 2022)", "knees sore from years of gymnastics"],
     "notes": "Trainee stunt performer and former gymnast, lives in Watford. Skills signed off: trampolining, kickboxing, swimming, horse riding. Brother Femi."},
    {"clientId": "declan-mahoney", "age": 34, "goal": "Reach 85 kg for a Viking series shooting from June",
     "dietaryRestrictions": [], "injuries": [],
     "notes": "Actor from Cork, lives in Walthamstow. 1.84 m. No lifting history before February 2022. Agent Hattie Cole."},
    {"clientId": "bernie-walsh", "age": 46, "goal": "Stay robust for stunt driving and fight work",
     "dietaryRestrictions": ["gluten-free"], "injuries": ["left Achilles partial tear (March 2022)"],
     "notes": "Stunt coordinator and precision driver, from Leeds, lives in St Albans. Daughter Aoife, 19."},
    {"clientId": "hope-mensah", "age": 15, "goal": "Make the Scottish junior archery team",
     "dietaryRestrictions": [], "injuries": ["right shoulder, rotator cuff irritation (April 2022)"],
     "notes": "Recurve archer, right-handed, shoots at a club in Musselburgh. S4 at Portobello High School. Dad Kwame."},
    {"clientId": "grant-fraser", "age": 64, "goal": "Shoot 90 ex 100 at sporting clays",
     "dietaryRestrictions": [], "injuries": ["stiff neck (cervical spondylosis)", "complete heart block, pacemaker (May 2022)"],
     "notes": "Sporting clays for 40 years, 12 bore. Retired civil engineer in Peebles. Wife Morag."},
    {"clientId": "zofia-kessler", "age": 22, "goal": "A medal at the British modern pentathlon championships",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right tibia stress reaction (May 2022)"],
     "notes": "Modern pentathlete, third-year architecture student at the University of Edinburgh. Grew up in Berlin, Polish mum, German dad. Teammate Isla."},
    {"clientId": "callum-reid", "age": 24, "goal": "Play at the Deaflympics in Brazil without a hamstring injury",
     "dietaryRestrictions": [], "injuries": ["right hamstring strain, grade 1 (March 2022)"],
     "notes": "Deaf, BSL user, prefers text or video calls in BSL. Striker in the GB deaf football squad. Works at a Royal Mail sorting office in Salford. Sister Erin."},
    {"clientId": "niamh-gallagher", "age": 38, "goal": "Run the Great North Run in September 2022",
     "dietaryRestrictions": [], "injuries": ["left cochlear implant (2019), balance loss after meningitis (2018)", "left high hamstring tendinopathy"],
     "notes": "From Derry, lives in Stockport. Dental nurse. Deaf in the right ear, hears with the implant on the left. Husband Conor."},
    {"clientId": "mo-iqbal", "age": 17, "goal": "Swim the 100 m breaststroke at the British Summer Championships",
     "dietaryRestrictions": ["halal"], "injuries": ["left knee, medial knee pain from breaststroke kick"],
     "notes": "Deaf breaststroker at a Bolton swim club, hearing aids out of the water. Year 12 at college. Dad Tariq."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "jago": [
        L("02-08 18:20", "c", "hiya kez, jago here. 16, surf comps u18. want to make the england junior squad this yr. paddle fitness is my weakness, get smoked on long hold downs", "jago-intro"),
        L("02-08 19:00", "t", "Hi Jago! Gym Tuesdays and Thursdays after school, pool on Sunday for breath-holds with me there, never on your own. First we test your 400 m paddle.", "jago-intro-coach"),
        L("02-18 10:30", "c", "storm eunice lol, fistral is 20ft of mush, school shut, no surf no gym", "jago-eunice"),
        L("03-05 17:00", "c", "400m paddle test 6:12 on my 5'10. is that bad", "jago-paddle1"),
        L("03-05 17:20", "t", "Solid start. Target under 5:45 by the summer.", "jago-paddle1-coach"),
        L("03-27 21:00", "c", "clocks went forward so dawnies are at 7 now 😭", "jago-clocks"),
        L("04-09 19:45", "c", "Hi Kez, Tamsin here, Jago's mum. He landed an air on the inside at Fistral this morning and his right knee buckled. He can walk but it's swollen. He's on the sofa with frozen peas. Meur ras", "jago-tamsin"),
        L("04-09 20:00", "t", "Thanks Tamsin. No surfing and no skating till it's been looked at, keep it raised, and could you get him into the minor injuries unit tomorrow?", "jago-tamsin-coach"),
        L("04-12 16:00", "c", "physio says mcl sprain grade 1-2, not the acl thank god. 4-6 wks out of the water. brace for 2 wks", "jago-mcl"),
        L("04-19 12:00", "c", "easter hols stuck on the beach watching everyone score 😤 doing bike and upper body like u said", "jago-easter"),
        L("05-21 09:00", "c", "first surf back, 1hr at towan, small and mushy but knee felt 100%", "jago-back"),
        L("05-25 20:00", "c", "gcse maths tmrw so no gym sorry", "jago-gcse"),
        L("06-03 18:00", "c", "jubilee bank hol contest at watergate, made the semis. 2nd in my quarter with a 6.5 and a 5.8", "jago-jubilee"),
        L("07-02 14:00", "c", "400 paddle 5:41!!! under ur target", "jago-paddle2"),
        L("07-19 16:00", "c", "31 degrees in newquay and the sea is flat as a pancake lol", "jago-heat"),
        L("08-12 19:00", "c", "boardmasters pro junior, lost in rd 2. 4.3 best wave, choked. dont be mad", "jago-boardmasters"),
        L("08-12 19:20", "t", "Not mad at all, round 2 at Boardmasters at 16 is a good result. We go again at the English nationals.", "jago-boardmasters-coach"),
        L("08-26 10:00", "c", "england junior trials are 8th oct in thurso?? scotland is miles away", "jago-trials"),
    ],
    "reef": [
        L("02-10 13:00", "c", "yo kez. reef, park + bowl. 23. jago said u sorted his fitness. wanna skate the park nationals in august. legs die after 2 runs", "reef-intro"),
        L("02-10 13:30", "t", "Hey Reef! Monday and Friday in the gym, plus a conditioning circuit at the park on Wednesday. Bring your board.", "reef-intro-coach"),
        L("03-01 21:00", "c", "vegan btw forgot to say. like 4 years", "reef-vegan"),
        L("03-22 17:00", "c", "landed my first frontside 5-0 on the big bowl coping, legs didnt die 💀", "reef-bowl"),
        L("04-30 18:00", "c", "working doubles at the cafe all bank hol weekend so no sessions", "reef-work"),
        L("06-11 22:30", "c", "oi Kez, Sol here, Reef's housemate. He slammed in the bowl tonight and his left ankle went sideways, can't put weight on it. We're at Treliske A&E. he asked me to tell u. valeu", "reef-sol"),
        L("06-11 22:45", "t", "Thanks Sol, look after him. Ask him to send me what they say.", "reef-sol-coach"),
        L("06-12 09:00", "c", "no break on the xray. they think high ankle sprain, the ligament between the 2 bones. crutches 10 days 😩", "reef-xray"),
        L("06-28 16:00", "c", "physio says 6-8 weeks off the board min. nationals is 20th aug. not happening is it", "reef-physio"),
        L("06-28 16:30", "t", "It's tight. We'll decide at week 6, no pushing on it before then. Meanwhile upper body and the bike.", "reef-physio-coach"),
        L("07-26 12:00", "c", "first roll on the board today, flat ground only, 20 mins. ankle ok ish 4/10", "reef-roll"),
        L("08-09 19:00", "c", "pulled out of the nationals. not worth it. gutted", "reef-nationals"),
        L("08-29 15:00", "c", "bank hol monday dropped in on the mini ramp, felt decent. 2/10", "reef-bankhol"),
    ],
    "miles": [
        L("02-09 08:00", "c", "Dydh da Kerensa. Miles Carne, Lowenna said you'd sort me out. Longboarder 40 years, 9'4 log. Right shoulder stiff since October, can't reach the top shelf or paddle more than 10 min.", "miles-intro"),
        L("02-09 09:10", "t", "Morning Miles, welcome! Sounds like it could be a frozen shoulder, has a GP looked at it? Till then gentle range work daily, and we'll do legs and trunk in the gym.", "miles-intro-coach"),
        L("02-23 17:00", "c", "GP says adhesive capsulitis. Frozen shoulder to you and me. Freezing stage apparently, can take up to 2 years he said. Cheers doc.", "miles-gp"),
        L("03-14 18:30", "c", "Blood pressure at the surgery was 152/94. GP's put me on losartan 50mg", "miles-bp"),
        L("03-27 08:00", "c", "Mothering Sunday, taking mum out for lunch in Rock so no session today", "miles-mum"),
        L("04-20 20:00", "c", "Hi Kerensa it's Lowenna. Miles won't tell you but he went out at Polzeath on Easter Monday on the big board and came in white as a sheet holding his arm. He's been on co-codamol since. Stubborn old goat x", "miles-lowenna"),
        L("04-20 20:30", "t", "Thanks Lowenna, that's really useful. I'll speak to him, paddling is what flares it most right now.", "miles-lowenna-coach"),
        L("05-10 12:00", "c", "Had the hydrodilatation at Treliske yesterday, a big injection of saline and steroid into the shoulder joint. Sore today", "miles-hydro"),
        L("05-31 19:00", "c", "shoulder massively better, hand behind my head! first time since last autumn", "miles-better"),
        L("06-02 11:00", "c", "jubilee street party in Padstow, Lowenna made 3 quiches, I did the bunting one-armed", "miles-jubilee"),
        L("07-09 09:00", "c", "Paddled out at Harlyn for 40 minutes on the log, caught 6 waves, no pain after 😁", "miles-paddle"),
        L("08-06 18:00", "c", "Cornish longboard champs at Polzeath, the over 55s, came 3rd! first contest since 2019", "miles-champs"),
        L("08-06 18:30", "t", "Brilliant Miles! Third in your first contest back.", "miles-champs-coach"),
        L("08-22 10:00", "c", "Lowenna and I off to Hossegor for 2 weeks in the campervan mid Sept", "miles-france"),
    ],
    "summer": [
        L("02-07 19:00", "c", "hi priya! summer, wannabe stuntie 😅 27. got trampolining, kickboxing, swimming and riding signed off, need high diving and climbing for the register. ex gymnast so knees are crunchy", "summer-intro"),
        L("02-07 19:30", "t", "Hi Summer! Love it. Strength Monday and Thursday, climbing at the wall Saturday. Knees: we load them, not rest them.", "summer-intro-coach"),
        L("02-14 20:00", "c", "valentines = me and the climbing wall 🧗 romance is dead", "summer-valentines"),
        L("03-16 18:00", "c", "1st high dive session at the london aquatics centre, 5m board, 3 feet first. terrifying", "summer-dive1"),
        L("04-02 17:00", "c", "sent my first 6b+ on lead at the castle! need 6c for the sign off", "summer-6b"),
        L("05-04 21:00", "c", "got a day on a netflix job as a fall double!! 2 ratchet pulls, £480 for the day 🤑", "summer-job"),
        L("06-03 10:00", "c", "jubilee weekend = 3 pool sessions. up to the 7.5m board now", "summer-dive2"),
        L("07-14 19:30", "c", "Hi Priya, it's Femi, Summer's brother. She did a high fall on set today, about 6m onto a box rig, and landed heavy on her left heel. They iced it, she's limping. She says she's fine but she's not. E se", "summer-femi"),
        L("07-14 19:45", "t", "Thanks Femi. No jumping and no running till it's looked at. Can you make sure she gets it checked tomorrow?", "summer-femi-coach"),
        L("07-15 15:00", "c", "MRI was quick cos of the production's insurance. bone bruise on the heel bone, no fracture. 6 wks no impact", "summer-mri"),
        L("07-19 13:00", "c", "40 degrees on set in a leather costume. never again", "summer-heat"),
        L("08-10 18:00", "c", "6c SENT!!! climbing signed off ✅ heel fine for climbing, just no jumping down", "summer-6c"),
        L("08-24 11:00", "c", "high diving sign off pushed to october, need the 10m and my heel isnt ready", "summer-diving-later"),
    ],
    "dec": [
        L("02-08 12:00", "c", "howya priya, declan (dec). actor. got a part in a viking series shooting in wicklow from june, they want me 'bigger'. 78kg now, they said 86 by the shoot. never lifted properly in my life", "dec-intro"),
        L("02-08 12:30", "t", "Hi Dec! Four gym sessions a week, 3,500 calories a day to start and 5 g of creatine. We'll get you there.", "dec-intro-coach"),
        L("03-02 22:00", "c", "off the drink for lent. pray for me", "dec-lent"),
        L("03-29 09:00", "c", "12 stone 13 this morning!! up from 12 st 4", "dec-weight1"),
        L("04-15 21:00", "c", "lent over, one pint of guinness at the local on good friday, sláinte. ok one and a half", "dec-pints"),
        L("04-25 18:00", "c", "Hi Priya, Hattie Cole, Dec's agent. Production have asked for a costume fitting on 10 May and would like him 'visibly broader in the shoulders'. Could you send me a short note on where he's at? Many thanks", "dec-hattie"),
        L("04-25 18:40", "t", "Hi Hattie, he's up 5 kg and pressing well. I'll send Dec a summary to pass on.", "dec-hattie-coach"),
        L("05-10 17:00", "c", "fitting went grand, costume is a bear skin and 9kg of chainmail 😅", "dec-fitting"),
        L("06-06 23:00", "c", "flying to dublin tmrw for the shoot. 85.4kg this morning. we did it priya 🙏", "dec-shoot"),
        L("06-20 20:00", "c", "12 hr days on set. hotel gym in bray has a rack tho, dumbbells up to 40", "dec-hotelgym"),
        L("07-05 21:00", "c", "wanted to do the horse fall myself, stunt coord said no way. fair", "dec-horse"),
        L("07-05 21:15", "t", "Stunt coord is right! Save your legs for the fight scenes.", "dec-horse-coach"),
        L("08-18 19:00", "c", "wrapped!! back in london on the 22nd. can i eat like a normal person now", "dec-wrap"),
        L("08-30 10:00", "c", "next job is a theatre thing in october, they want me leaner. back to 80?", "dec-next"),
    ],
    "bernie": [
        L("02-11 10:00", "c", "Priya, Bernie Walsh. Summer gave me your number. 46, stunt coordinator, still do my own driving and the odd fight. Both Achilles ache in the mornings. Want to be robust for a big car job in August.", "bernie-intro"),
        L("02-11 10:40", "t", "Hi Bernie! Heavy calf work three times a week, building the tendons up slowly. What's the August job?", "bernie-intro-coach"),
        L("02-11 11:00", "c", "Can't say, NDA 🤐 car chase in Liverpool is all I'll say", "bernie-nda"),
        L("03-22 21:30", "c", "hi priya its aoife bernies daughter. mum was rehearsing a fight fall today and felt like someone kicked her in the back of the left leg. she cant go up on her toes. shes being a nightmare about it", "bernie-aoife"),
        L("03-22 21:50", "t", "Thanks Aoife. That sounds like her Achilles: please get her to A&E or an urgent physio tomorrow, and no walking on it more than she has to.", "bernie-aoife-coach"),
        L("03-24 14:00", "c", "ultrasound: partial tear of the left achilles, about 30%. boot with wedges for 8 weeks. no op thankfully", "bernie-tear"),
        L("04-17 12:00", "c", "easter sunday in a boot, aoife hid the eggs where i cant reach. rude", "bernie-easter"),
        L("05-19 16:00", "c", "boot off 🥾 wedges out this week. walking like a penguin", "bernie-boot"),
        L("06-15 18:00", "c", "GP started me on HRT patches, estradiol 50. perimenopause they reckon, explains the sleep", "bernie-hrt"),
        L("07-01 09:00", "c", "single leg calf raises 15 on the left, 25 on the right", "bernie-raises"),
        L("07-18 17:00", "c", "heatwave and I'm on a recce in a car with no aircon 🥵", "bernie-recce"),
        L("08-15 20:00", "c", "liverpool job done. did all the driving, no running. achilles fine", "bernie-job"),
        L("08-15 20:20", "t", "Brilliant Bernie. Running comes next: walk-jog from September.", "bernie-job-coach"),
    ],
    "hope": [
        L("02-08 17:00", "c", "hi hamish, hope here. recurve, 15. shooting 32lb at 60m. my right shoulder clicks and aches after 100 arrows. dad says do gym", "hope-intro"),
        L("02-08 17:30", "t", "Hi Hope! Two gym sessions a week for your shoulder blades and trunk, and keep a log of arrows per day.", "hope-intro-coach"),
        L("02-28 20:00", "c", "Hello Hamish, this is Kwame, Hope's father. Her club coach wants her on 36 lb limbs for the outdoor season. Is her shoulder strong enough? Thank you", "hope-kwame"),
        L("02-28 20:30", "t", "Hi Kwame. Not yet: six weeks of shoulder work first and we retest in April. I'll speak to her club coach.", "hope-kwame-coach"),
        L("03-19 16:00", "c", "indoor champs at perth: 541 out of 600 on the 18m, 4th 😕", "hope-indoor"),
        L("04-05 18:00", "c", "physio says rotator cuff irritation, not a tear. no more than 80 arrows a day for a month", "hope-physio"),
        L("04-18 12:00", "c", "easter hols shooting every day at the club (80 arrows max dont worry)", "hope-easter"),
        L("05-14 19:00", "c", "first outdoor 720 of the year, 612! pb by 14", "hope-612"),
        L("06-04 10:00", "c", "moved up to 36lb limbs, shoulder good", "hope-36lb"),
        L("07-03 17:00", "c", "made the scottish junior team for the junior home nationals at lilleshall in september!!", "hope-team"),
        L("07-20 15:00", "c", "30 degrees in edinburgh?? shot in a sunhat", "hope-heat"),
        L("08-16 19:00", "c", "back at school tmrw so after school sessions only", "hope-school"),
    ],
    "grant": [
        L("02-09 10:00", "c", "Good morning Hamish. Grant Fraser, 64. Sporting clays, been shooting 40 years. My neck won't turn far enough to the left to follow a crosser these days. Morag says get help.", "grant-intro"),
        L("02-09 10:30", "t", "Morning Grant! Neck and upper-back mobility daily and a gym session on Wednesdays. Any other health stuff I should know about?", "grant-intro-coach"),
        L("02-09 11:00", "c", "A statin, atorvastatin 20. Nothing else. Fit as a butcher's dog", "grant-statin"),
        L("03-12 15:00", "c", "shot 78 ex 100 at the Kinross ground, dreich day", "grant-78"),
        L("04-08 19:00", "c", "Hamish, it's Morag, Grant's wife. He fainted in the garden this afternoon, only for a few seconds. He says it's nothing. The ambulance took him to the Royal Infirmary and they've kept him in. I'll let you know", "grant-morag"),
        L("04-08 19:15", "t", "Thank you Morag, I'm so sorry. Don't worry about sessions, just keep me posted.", "grant-morag-coach"),
        L("04-12 12:00", "c", "Heart block, they said. Pulse was 34. Getting a pacemaker", "grant-block"),
        L("05-05 10:00", "c", "pacemaker fitted yesterday, left side under the collarbone. no lifting the left arm above the shoulder for 6 weeks and no shooting for 6 weeks", "grant-pacemaker"),
        L("06-03 14:00", "c", "jubilee weekend: walked the Tweed to Neidpath castle, 6 miles, felt braw", "grant-jubilee"),
        L("06-20 16:00", "c", "first shoot back at Kinross, 72 ex 100, the pacemaker didn't mind the recoil", "grant-back"),
        L("07-30 18:00", "c", "Scottish veterans championship: 86 ex 100, 2nd in the veterans class 🥈", "grant-vets"),
        L("07-30 18:30", "t", "Superb Grant, 86 three months after a pacemaker!", "grant-vets-coach"),
        L("08-22 09:00", "c", "neck turning much better, I can follow the left to right crosser now", "grant-neck"),
    ],
    "zofia": [
        L("02-10 20:00", "c", "Hallo Hamish! Zofia, modern pentathlon, 22, architecture at Edinburgh uni. Laser run 12:48, 200 free 2:14.6. Want a medal at the British Champs in June. Shins hurt when I run on the track", "zofia-intro"),
        L("02-10 20:30", "t", "Hi Zofia! Let's look at your running load first, send me a normal week. Gym Tuesday and Friday.", "zofia-intro-coach"),
        L("02-11 08:00", "c", "Mon swim 5k, fence 2h. Tue run 10k + laser. Wed swim + obstacle. Thu run intervals. Fri fence. Sat long run 18k. Sun off (mostly)", "zofia-week"),
        L("03-09 17:00", "c", "blood test: ferritin 18. doctor says iron tablets, ferrous sulphate 200mg every other day", "zofia-iron"),
        L("04-16 12:00", "c", "easter at home in Berlin, Frohe Ostern! running in the Tiergarten", "zofia-berlin"),
        L("05-03 21:00", "c", "hey hamish, isla here, zofias teammate. she's limping after intervals tonight and won't admit it. right shin, one spot she says. she'll kill me for texting you", "zofia-isla"),
        L("05-03 21:20", "t", "Thanks Isla, you did the right thing. Zofia, no running till you've been seen please.", "zofia-isla-coach"),
        L("05-10 13:00", "c", "MRI: stress reaction in the right tibia, grade 2, not a fracture yet. 6 weeks no running. british champs gone 😭", "zofia-mri"),
        L("05-10 13:30", "t", "I'm sorry Zofia. We'll swim, fence and bike you through it, and get you in with the sports dietitian about fuelling.", "zofia-mri-coach"),
        L("06-14 18:00", "c", "dietitian says i'm not eating enough for the training, RED-S risk. adding 2 snacks a day", "zofia-reds"),
        L("07-04 08:00", "c", "first run back, 10 x 1 min jog 1 min walk on grass", "zofia-run"),
        L("08-01 17:00", "c", "ferritin 41 now 💪 and laser run 13:05, not bad after 3 months", "zofia-ferritin2"),
        L("08-28 19:00", "c", "going back to Berlin for 2 weeks before term. Tschüss!", "zofia-berlin2"),
    ],
    "callum": [
        L("02-08 18:00", "c", "hi ruth. callum. deaf football GB squad, striker. deaflympics brazil in may!! need faster + no hamstring problem like last year. text best for me, or video call with sign", "callum-intro"),
        L("02-08 18:20", "t", "Hi Callum! Brilliant. Nordics twice a week, sprints on Thursday, and I'll sign on video calls (my BSL is level 2, be patient with me 😄).", "callum-intro-coach"),
        L("02-19 12:00", "c", "storm yesterday training cancel. me gym instead", "callum-storm"),
        L("03-12 19:00", "c", "squad camp st georges park. hamstring right tight 2nd half. me stop. physio say grade 1 strain", "callum-ham"),
        L("03-12 19:30", "t", "Good call stopping. A grade 1 usually means 2-3 weeks. Walking and isometrics, no sprinting until the physio clears you.", "callum-ham-coach"),
        L("03-14 20:00", "c", "Hi Ruth, Erin here, Callum's sister. He's really worried he'll miss Brazil. Can you just tell him straight whether he'll make it? He trusts you. Thanks x", "callum-erin"),
        L("03-14 20:30", "t", "Hi Erin, thanks. With a grade 1 and seven weeks to go he should be fine. I'll tell him the same.", "callum-erin-coach"),
        L("04-04 18:00", "c", "full sprint today. 30m 4.21. hamstring ok", "callum-sprint"),
        L("04-28 09:00", "c", "fly brazil tomorrow 🇧🇷 heathrow then sao paulo", "callum-fly"),
        L("05-06 23:00", "c", "group game: me score 2 vs japan!!! won 3-1", "callum-goals"),
        L("05-11 22:00", "c", "quarter final lost penalties to turkey. my pen scored. sad", "callum-qf"),
        L("05-11 22:30", "t", "So proud of you Callum. Two goals at a Deaflympics!", "callum-qf-coach"),
        L("05-18 12:00", "c", "home. brazil amazing. spent 300 reais on a shirt lol", "callum-home"),
        L("07-30 17:00", "c", "went commonwealth games birmingham, watched athletics, amazing", "callum-cwg"),
        L("08-29 11:00", "c", "bank holiday 5 a side, 2 goals, hamstring perfect", "callum-bankhol"),
    ],
    "niamh": [
        L("02-09 19:00", "c", "Hi Ruth! Niamh, 38. Cochlear implant on the left since 2019 (meningitis in 2018 took my hearing and a lot of my balance). Doing the Great North Run in September, my first half. Running 5k now, slowly. Left hamstring grumbles up near my bum", "niamh-intro"),
        L("02-09 19:30", "t", "Hi Niamh! Great goal. Balance work every day, strength twice a week, and runs on flat paths in daylight for now.", "niamh-intro-coach"),
        L("03-01 20:00", "c", "Bramhall parkrun 32:10, pb!", "niamh-parkrun"),
        L("03-28 19:00", "c", "clocks changed, running after work in the light again, balance way better when i can see the ground", "niamh-clocks"),
        L("04-11 18:00", "c", "physio says high hamstring tendinopathy on the left. no stretching it, loading it instead. sound", "niamh-ham"),
        L("05-02 12:00", "c", "bank hol 10k at Tatton 68:40", "niamh-10k"),
        L("06-14 21:00", "c", "Hi Ruth, Conor, Niamh's husband. She had a fall on the canal path at dusk last night, grazed both hands and knees, nothing broken. She's shaken. She'd kill me for telling you", "niamh-conor"),
        L("06-14 21:20", "t", "Thanks Conor. Daylight and lit paths only for now, and I'll add more balance work.", "niamh-conor-coach"),
        L("07-12 16:00", "c", "disaster. lost my processor in the sea in tenerife, a wave took it off. insurance covers it but 3 weeks without hearing", "niamh-processor"),
        L("07-30 10:00", "c", "new processor fitted at the implant centre in manchester, hearing the birds again 🐦", "niamh-newproc"),
        L("08-14 11:00", "c", "longest run 11 miles, 2:08, hamstring 2/10", "niamh-11mi"),
        L("08-31 18:00", "c", "GNR in 11 days!! start wave is orange, 10:40", "niamh-gnr"),
    ],
    "mo": [
        L("02-10 17:30", "c", "salaam ruth. mo. 17, breaststroke, bolton swim club. deaf, wear aids but not in the pool obviously lol. pb 100 breast 1:08.4 lc. need 1:07.5 for british summers. left knee hurts inside after whip kick sets", "mo-intro"),
        L("02-10 18:00", "t", "Hi Mo! Gym Monday and Wednesday for hips and adductors, and we'll talk to your club coach about the kick volume.", "mo-intro-coach"),
        L("03-06 20:00", "c", "Assalamu alaikum Ruth, Tariq Iqbal, Mohammed's father. Ramadan starts 2nd April, he will be fasting. He trains 5.30am. Is that safe? Shukriya", "mo-tariq"),
        L("03-06 20:30", "t", "Wa alaikum assalam Tariq. It can be done safely: we'll move his gym to after iftar and keep the morning swim to technique only during Ramadan. Plenty of water at suhoor.", "mo-tariq-coach"),
        L("03-26 19:00", "c", "county champs 100 breast 1:08.9, 50 breast 31.6. knee sore after", "mo-county"),
        L("04-20 21:30", "c", "gym after iftar is weird but ok. 10 days to go inshallah", "mo-ramadan"),
        L("05-02 12:00", "c", "eid mubarak ruth 🌙 no training today obv", "mo-eid"),
        L("05-20 18:00", "c", "club physio says its the mcl on the left knee, irritated not torn. less breaststroke kick, more pull", "mo-knee"),
        L("06-18 19:00", "c", "regional summer meet: 1:07.38!!!! under the qt 🎉", "mo-qt"),
        L("06-18 19:30", "t", "Mo!! That's the British Summer Championships qualifying time. Amazing work.", "mo-qt-coach"),
        L("07-28 20:00", "c", "british summer champs sheffield: 1:07.9 in the heats, 14th, no final. knee fine", "mo-brits"),
        L("08-05 09:00", "c", "off 2 weeks, family wedding in lahore ✈️", "mo-lahore"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-kez-lineup", "trainer": "kez", "members": ["jago", "reef", "miles"],
        "lines": [
            L("02-12 09:00", "t", "Line-up crew 🌊 Saturday beach circuit 8am at Towan, surf checks and comp entries here.", "g-lineup-start"),
            L("02-18 08:30", "miles", "Storm Eunice. Nobody goes in today, stay safe", "g-miles-eunice"),
            L("04-10 11:00", "jago", "knee gone 😩", "g-jago-knee"),
            L("06-13 10:00", "reef", "ankle like a balloon 🎈", "g-reef-ankle"),
            L("06-13 10:20", "miles", "Rest it lad. Take it from an old man", "g-miles-reef"),
            L("08-06 19:00", "miles", "3rd in the over 55s 🏄", "g-miles-3rd"),
            L("08-12 20:00", "jago", "lost rd 2 at boardmasters", "g-jago-bm"),
        ],
    },
    {
        "id": "chat-ruth-deaf-sport", "trainer": "ruth", "members": ["callum", "niamh", "mo"],
        "lines": [
            L("02-14 09:00", "t", "Squad chat 🤟 captions on for every video please. Thursday track at the Regional Arena 6pm.", "g-squad-start"),
            L("05-06 23:30", "callum", "2 GOALS 🇧🇷⚽", "g-callum-goals"),
            L("06-18 20:00", "mo", "1:07.38 🏊", "g-mo-qt"),
            L("06-18 20:10", "niamh", "Mo!!! ❤️", "g-niamh-mo"),
            L("07-30 12:00", "niamh", "can hear you all again (well, read you) 😂 new processor", "g-niamh-proc"),
            L("08-29 12:00", "callum", "5 a side sunday?", "g-callum-5s"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("kez", "jago", "2022-02-10", "Jago (16): surf, U18. Static breath-hold 1:35 in the pool. Pull-ups 9. Board 5'10."),
    ("kez", "jago", "2022-08-30", "Jago: 400 m paddle 5:41. Static breath-hold 2:20. Pull-ups 14. Right knee stable, no brace. England junior trials in Thurso in October."),
    ("kez", "reef", "2022-02-14", "Reef (23): park and bowl. Single-leg hop 1.62 m left, 1.70 m right. Wall sit 1:45. Vegan."),
    ("kez", "reef", "2022-08-31", "Reef: 12 weeks after the left high ankle sprain. Single-leg hop 1.38 m left, 1.71 m right. Calf raises 18 left, 30 right."),
    ("kez", "miles", "2022-02-11", "Miles (58): longboard. Right shoulder flexion 110°, external rotation 20° (left 170°, 75°). Grip 44 kg. BP 148/92 at rest."),
    ("kez", "miles", "2022-08-25", "Miles: right shoulder flexion 160°, external rotation 55°. Grip 46 kg. Paddles 40 min. Losartan 50 mg."),
    ("priya", "summer", "2022-02-09", "Summer (27): stunt register candidate. Box jump 1.05 m. Pull-ups 11. Leads 6a. Hang on a 20 mm edge 12 s."),
    ("priya", "summer", "2022-08-26", "Summer: climbing 6c, signed off. Pull-ups 15. Hang on a 20 mm edge 22 s. Left heel bone bruise, no impact till late August."),
    ("priya", "dec", "2022-02-10", "Dec (34): 78 kg, 1.84 m. Bench 60 kg x 5. Squat 80 kg x 5. Deadlift 100 kg x 5. No training history. Sleeps 6 h."),
    ("priya", "dec", "2022-06-05", "Dec: 85.4 kg. Bench 92.5 kg x 5. Squat 130 kg x 5. Deadlift 160 kg x 5. Chest 112 cm."),
    ("priya", "bernie", "2022-02-14", "Bernie (46): stunt coordinator and precision driver. Single-leg calf raises 22 left, 24 right. Morning stiffness in both Achilles. Gluten-free."),
    ("priya", "bernie", "2022-08-26", "Bernie: five months after the partial left Achilles tear. Calf raises 19 left, 26 right. No hopping yet. HRT patches since June."),
    ("hamish", "hope", "2022-02-10", "Hope (15): recurve, right-handed. 32 lb on the fingers. Shoulder external rotation 9 kg right, 11 kg left (dynamometer). Prone Y hold 25 s."),
    ("hamish", "hope", "2022-08-24", "Hope: 36 lb. External rotation 12 kg right, 12 kg left. Prone Y hold 60 s. 612 PB in the 720."),
    ("hamish", "grant", "2022-02-11", "Grant (64): sporting clays. Neck rotation 50° left, 70° right. Resting HR 48. 30-second sit-to-stand 14. Atorvastatin 20 mg."),
    ("hamish", "grant", "2022-08-26", "Grant: pacemaker since May. Neck rotation 65° left, 72° right. Resting HR 62 (paced from 60). 30-second sit-to-stand 17."),
    ("hamish", "zofia", "2022-02-12", "Zofia (22): modern pentathlon. Laser run 12:48. 200 m free 2:14.6. Countermovement jump 38 cm. Running about 45 km a week. Periods irregular."),
    ("hamish", "zofia", "2022-08-29", "Zofia: 17 weeks after the right tibial stress reaction. Laser run 13:05. Running 20 km a week. Countermovement jump 36 cm. Two extra snacks a day."),
    ("ruth", "callum", "2022-02-10", "Callum (24): deaf, BSL. Striker. 30 m sprint 4.26 s. Yo-yo IR1 level 18.4. Nordic force 320 N right, 365 N left."),
    ("ruth", "callum", "2022-08-25", "Callum: 30 m sprint 4.18 s. Yo-yo IR1 level 19.2. Nordic force 380 N right, 385 N left. Two goals at the Deaflympics."),
    ("ruth", "niamh", "2022-02-11", "Niamh (38): left cochlear implant, no balance organ working on the left. Single-leg stand eyes closed 4 s left, 6 s right. 5k 33:40. Bridge hold 40 s."),
    ("ruth", "niamh", "2022-08-30", "Niamh: single-leg stand eyes closed 11 s left, 14 s right. 5k 30:55. Longest run 11 miles. Left hamstring 2/10."),
    ("ruth", "mo", "2022-02-12", "Mo (17): deaf, hearing aids out of the water. 100 m breaststroke 1:08.4 (long course). Adductor squeeze 28 kg. Left medial knee pain after kick sets."),
    ("ruth", "mo", "2022-08-22", "Mo: 100 m breaststroke PB 1:07.38. Adductor squeeze 36 kg. Left knee 0/10."),
]

TRANSCRIPTS = [
    {
        "id": "tr-kez-jago-20220414", "trainer": "kez", "client": "jago", "startedAt": "2022-04-14T17:00:00Z",
        "title": "Call with Jago and Tamsin: the knee",
        "lines": [
            ("Coach", 0, "How's the knee in the brace?"),
            ("Jago", 4, "Fine walking, sore going down stairs."),
            ("Tamsin", 9, "He wants to surf the Easter contest at Fistral. I've said no."),
            ("Coach", 14, "Tamsin's right, not this one. Swimming with a pull buoy is fine, no breaststroke kick."),
            ("Jago", 20, "Can I skate though?"),
            ("Coach", 23, "No skating either till the physio clears you. The brace was forty-five quid, let's not waste it."),
        ],
    },
    {
        "id": "tr-priya-dec-20220321", "trainer": "priya", "client": "dec", "startedAt": "2022-03-21T13:00:00Z",
        "title": "Call: eating for the part",
        "lines": [
            ("Coach", 0, "How are you finding the food?"),
            ("Dec", 4, "I'm stuffed all day. I can't do four meals and the shakes."),
            ("Coach", 9, "Then drink some of it: oats and peanut butter in the shake, and a tub of Greek yoghurt before bed."),
            ("Dec", 15, "Grand. And sleep? I'm doing about six hours with the rehearsals."),
            ("Coach", 19, "Aim for eight. You grow when you sleep, not in the gym."),
            ("Dec", 24, "My flatmate Ciarán thinks I'm in a cult."),
        ],
    },
    {
        "id": "tr-hamish-grant-20220610", "trainer": "hamish", "client": "grant", "startedAt": "2022-06-10T10:00:00Z",
        "title": "Call: back to the guns after the pacemaker",
        "lines": [
            ("Coach", 0, "What did the cardiologist say at the check?"),
            ("Grant", 4, "Six-week check was fine. I can shoot from the sixteenth."),
            ("Coach", 9, "Are you worried about the recoil?"),
            ("Grant", 12, "A bit. The gun goes on the right shoulder and the box is on the left, so it should be alright."),
            ("Morag", 18, "I'm more worried about him marching up the hill at Kinross between stands."),
            ("Coach", 22, "Fair. A recoil pad on the stock, lighter cartridges, and take the buggy between stands for the first month."),
        ],
    },
    {
        "id": "tr-ruth-callum-20220322", "trainer": "ruth", "client": "callum", "startedAt": "2022-03-22T18:00:00Z",
        "title": "Video call in BSL (captioned): the hamstring",
        "lines": [
            ("Coach", 0, "How does the hamstring feel on the stairs?"),
            ("Callum", 4, "Stairs fine. It pulls when I bend to tie my boots."),
            ("Coach", 9, "What did the squad physio say?"),
            ("Callum", 12, "Dave says jogging from Friday."),
            ("Coach", 16, "Jogging is fine, strides next week, no full sprints until the fourth of April."),
            ("Callum", 21, "Also my hearing aids broke. New ones from audiology in two weeks."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("jago", "2022-04-15", 9.0, 7, 60, "Knee."),
    ("jago", "2022-07-08", 8.0, 3, 95, "Paddle PB."),
    ("reef", "2022-03-25", 6.5, 4, 80, "Bowl."),
    ("reef", "2022-06-24", 7.0, 8, 40, "Ankle."),
    ("miles", "2022-04-22", 6.0, 7, 40, "Shoulder flare."),
    ("miles", "2022-07-15", 7.5, 2, 90, "Back on the log."),
    ("summer", "2022-05-06", 7.0, 3, 90, "First job."),
    ("summer", "2022-07-22", 6.0, 7, 55, "Heel."),
    ("dec", "2022-03-25", 6.0, 5, 85, "Eating."),
    ("dec", "2022-06-24", 5.5, 6, 70, "On set."),
    ("bernie", "2022-03-25", 5.0, 8, 50, "Achilles."),
    ("bernie", "2022-06-17", 6.5, 5, 80, "Out of the boot."),
    ("hope", "2022-04-08", 9.0, 6, 70, "Shoulder."),
    ("hope", "2022-07-08", 8.5, 2, 95, "Made the team."),
    ("grant", "2022-04-15", 6.0, 7, 30, "Hospital."),
    ("grant", "2022-08-05", 7.5, 2, 90, "Veterans."),
    ("zofia", "2022-03-11", 7.0, 6, 85, "Iron tablets."),
    ("zofia", "2022-05-13", 6.5, 9, 40, "Shin."),
    ("callum", "2022-03-18", 7.0, 8, 60, "Hamstring."),
    ("callum", "2022-05-20", 9.0, 3, 70, "After Brazil."),
    ("niamh", "2022-04-14", 7.0, 5, 80, "Hamstring."),
    ("niamh", "2022-07-22", 6.0, 8, 50, "No processor."),
    ("mo", "2022-04-22", 6.0, 6, 70, "Ramadan."),
    ("mo", "2022-06-24", 8.5, 2, 95, "Qualifying time."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("miles", "weight", "kg", "2022-02-11", "2022-08-26", 7, 94.0, 89.0, 0.4),
    ("dec", "weight", "kg", "2022-02-08", "2022-06-05", 7, 78.0, 85.4, 0.3),
    ("dec", "weight", "kg", "2022-06-12", "2022-08-28", 7, 85.0, 82.6, 0.4),
    ("zofia", "weight", "kg", "2022-02-12", "2022-08-27", 7, 58.0, 59.6, 0.3),
    ("bernie", "steps", "steps", "2022-02-12", "2022-03-19", 7, 8500, 9000, 500),
    ("bernie", "steps", "steps", "2022-03-26", "2022-05-14", 7, 2500, 4000, 400),
    ("bernie", "steps", "steps", "2022-05-21", "2022-08-27", 7, 4500, 9500, 600),
    ("niamh", "steps", "steps", "2022-02-09", "2022-08-31", 7, 7000, 11500, 700),
    ("callum", "resting_heart_rate", "bpm", "2022-02-10", "2022-08-25", 7, 54.0, 50.0, 1.5),
    ("grant", "resting_heart_rate", "bpm", "2022-02-11", "2022-04-07", 7, 48.0, 40.0, 1.5),
    ("grant", "resting_heart_rate", "bpm", "2022-05-06", "2022-08-26", 7, 61.0, 62.0, 1.0),
    ("summer", "resting_heart_rate", "bpm", "2022-02-09", "2022-08-26", 7, 58.0, 55.0, 1.5),
    ("niamh", "resting_heart_rate", "bpm", "2022-02-09", "2022-08-31", 7, 64.0, 58.0, 1.5),
    ("miles", "systolic_bp", "mmHg", "2022-02-11", "2022-08-26", 14, 150.0, 132.0, 3.0),
    ("grant", "systolic_bp", "mmHg", "2022-02-11", "2022-08-26", 14, 136.0, 130.0, 3.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("miles", "goal-kez-miles-weight", "weight", 88, "kg", "2022-09-30", "active"),
    ("dec", "goal-priya-dec-weight", "weight", 85, "kg", "2022-06-06", "achieved"),
    ("niamh", "goal-ruth-niamh-steps", "steps", 10000, "steps", "2022-08-31", "achieved"),
    ("zofia", "goal-hamish-zofia-weight", "weight", 60, "kg", "2022-09-30", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("reef", "2022-03-14", "Vitamin B12", 210, "ng/L", 197, 771),
    ("reef", "2022-08-15", "Vitamin B12", 340, "ng/L", 197, 771),
    ("summer", "2022-03-01", "Vitamin D", 38, "nmol/L", 50, 175),
    ("summer", "2022-08-01", "Vitamin D", 72, "nmol/L", 50, 175),
    ("zofia", "2022-03-08", "Ferritin", 18, "ug/L", 15, 150),
    ("zofia", "2022-07-29", "Ferritin", 41, "ug/L", 15, 150),
    ("grant", "2022-02-20", "Total cholesterol", 4.1, "mmol/L", 0, 5.0),
    ("miles", "2022-03-28", "eGFR", 78, "mL/min", 60, 120),
    ("miles", "2022-03-28", "Potassium", 4.6, "mmol/L", 3.5, 5.3),
    ("niamh", "2022-05-10", "TSH", 2.1, "mU/L", 0.27, 4.2),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🤙", "🙏", "ok", "okie", "yep", "yup", "done ✅", "booked", "paid 👍", "running a bit late sorry",
    "stuck behind a tractor", "can we push to later?", "what time tmrw?", "see u then", "will do", "wrong chat soz 🙈",
    "proper", "dreckly", "sound", "grand", "perfect", "nice one", "haha", "lol", "got it", "legend", "meur ras",
    "sorry only just seen this", "same time next wk?", "where are we meeting?", "can i pay cash", "omw", "valeu", "aye",
    "ta muchly", "👀", "😂", "thank you x", "danke", "shukriya", "parking is a nightmare", "leaving now", "dziękuję",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No worries.", "Moved it for you.", "Thanks for letting me know.", "It's in the app.",
    "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.", "Great.", "Any time.",
    "Usual time.", "Shout if anything changes.", "Cash is fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster; every line in YEAR)."""
    return blind_roster(sys.modules[__name__], seed=20220905, health_seed=20220905, chatter_lines=(22, 34))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
