#!/usr/bin/env python3
"""Build the eighteenth blind data set for the answer benchmark (bench/answers_data/blind18.json).

    functions/venv/bin/python -m bench.answers_data.build_blind18

Four trainers of kinds the other rosters do not have (a football and rugby match-official fitness
coach in Birmingham with a level 4 football referee of 29 going for promotion who strains his right
calf in a game and whose girlfriend texts, an assistant referee of 34 in the women's game, a
children's nurse, with a left plantar fasciitis injected in December whose husband texts, and a
community rugby union referee of 51 on amlodipine with right knee arthritis and a left calf strain
whose daughter texts; a taekwondo and karate conditioning coach in Nottingham with a -58 kg
taekwondo player of 19 who breaks a toe on his left foot and whose mum texts, a kata competitor of
26 with a right hip impingement whose Japanese mum texts, and a masters taekwondo black belt of 58
with type 2 diabetes on metformin and a replaced right knee who grades for 4th dan and whose wife
texts; a canicross and dog-sport coach in Buxton with a canicrosser of 31 with a left IT band who
runs with her pointer Pepper and whose boyfriend texts in a storm, a bikejorer of 44 with two huskies who breaks
his left wrist and whose wife texts from A&E, and an agility handler of 62 with a border collie
and left knee arthritis on the list for a replacement whose son texts; a roller-derby conditioning
coach in Leeds with a jammer of 27 who breaks her right ankle in a pile-up and has it plated and
whose housemate texts, a blocker of 38, a night-shift midwife with asthma, whose wife texts, and a
16-year-old junior skater with Osgood-Schlatter in her right knee whose dad texts), 12 clients, 7
June 2021 to 28 January 2022 (asked on 31 January 2022): one-to-one chats, four group chats,
session notes, four session transcripts, check-ins, client profiles and health data (weight of two
clients, steps of two, resting heart rate of four, systolic blood pressure of two, goals, lab
panels), in the format of demo/data/demo_dataset.json. Written on 2026-11-30 by helper h-blind18
(issue 14) without reading shared/domain/*.py, shared/usecases/*.py, functions/*, any list of
benchmark failures or any result file: a held-out check of whether the fixes made on the other sets
generalise.

The period, June 2021 to the end of January 2022, is one no other roster covers (blind17 starts in
February 2022), and it crosses a new year: a chat line's "MM-DD HH:MM" is of 2021 from June to
December and of 2022 in January (`when`). Euro 2020 (England v Scotland on 18 June, the semi-final
on 7 July, the final lost on penalties on 11 July), the "pingdemic" isolations of July, "freedom
day" (19 July) and the heatwave around it, the Tokyo Olympics (taekwondo from 24 July, karate kata on
5 August), the summer holidays and the August bank holiday (30 August), the fuel shortage of late
September, October half term, Halloween and the clocks going back (31 October), bonfire night,
England 27-26 South Africa (20 November), storm Arwen (26-27 November), the booster jabs, Omicron and
the Christmas isolations, Christmas, Boxing Day, New Year and dry January lie inside it. The story
messages are written the way people text: lowercase, typos, run-ons, emoji, shorthand and slang
(refereeing "the fifa test", "AR", "the line", "4th official", "observer", "the panel", "bleep
test"; taekwondo and karate "-58", "weigh in", "dan", "kata", "stance", "flags", "patterns",
"breaking"; canicross "bikejor", "two dog", "dewclaw", "clear round", "grade 7"; derby
"jammer", "fresh meat", "min skills", "bout", "jams", "back block", "crossovers"),
other languages' words (Welsh "diolch"; Korean "hwaiting", "gamsahamnida"; Japanese "arigatou
gozaimasu", "okaasan", "akemashite omedetou"; Yorkshire and East Midlands "ey up", "duck", "nowt";
Scots "wee"), mixed units (kg, stone, m, km, seconds, minutes, hours, degrees of a
joint, degrees Celsius, laps, boards, mg, IU, puffs, L/min, nmol/L, ug/L, mmol/mol, mmol/L, g/L, bpm,
mmHg, pounds sterling), negations ("no tear", "no op", "no injection", "not the knee", "no symptoms",
"nothing broken"), revisions later (a failed mock breaking then a pass with
another kick; 22 laps then 27; 98 kg then 91.8; a GP who says an injection "if no better" then gives
it), plans never carried out or lying after the period (the Dutch Open, Crufts, the county cup
final, the WSL list interviews, the Glasgow tournament, the England junior camp, the knee
replacement, the masters worlds, the min skills retest), facts only in the coach's reply, only in a
note, only in a transcript or only in a lab panel, a family member or partner writing for a client
(a girlfriend, a husband, a daughter, a mum twice, a wife three times, a boyfriend, a son, a
housemate, a dad), names that are also words (Drew, Rose, Cliff, Joy, Holly, Rich, Sunny, Faith,
Ruby, Bill, Pepper, Biscuit, Bear), and two pairs of one trainer's clients with similar problems
(Drew's right calf and Cliff's left calf; Holly's left knee and Joy's left knee) and three clients of
three trainers with a right knee (Cliff's arthritis, Bill's replacement, Ruby's Osgood-Schlatter). The everyday chatter
comes from this builder's own pools with a fixed seed (roster_assembly.chatter) and names no body
part, food, drink, medicine, sport, event or number a question asks about. Deterministic: two runs
write byte-identical files. `blind18_tags.json` maps the story tags to message ids for the question
list (bench/answers_data/blind18_questions.py).

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
OUT, TAGS_OUT = HERE / "blind18.json", HERE / "blind18_tags.json"
YEAR = 2021  # June to December; January lines are of the next year (`when`)
START, END = datetime(2021, 6, 7, 7, 0), datetime(2022, 1, 28, 21, 0)
ASKED_AT = "2022-01-31T09:00:00Z"


def when(text: str) -> datetime:
    """A chat line's time: "MM-DD HH:MM" of 2021 from June on, of 2022 before June (the period crosses a new year)."""
    return records.at(text, YEAR if int(text[:2]) >= 6 else YEAR + 1)


TRAINERS = [
    {"id": "coach-tunde", "displayName": "Tunde Bakare", "email": "tunde.bakare@example.com", "short": "tunde"},
    {"id": "coach-hana", "displayName": "Hana Seo", "email": "hana.seo@example.com", "short": "hana"},
    {"id": "coach-nell", "displayName": "Nell Garside", "email": "nell.garside@example.com", "short": "nell"},
    {"id": "coach-bex", "displayName": "Bex Harrow", "email": "bex.harrow@example.com", "short": "bex"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("tunde", "drew-kapoor", "Drew Kapoor", "drew"),
    ("tunde", "rose-whitfield", "Rose Whitfield", "rose"),
    ("tunde", "cliff-adebayo", "Cliff Adebayo", "cliff"),
    ("hana", "kai-thompson", "Kai Thompson", "kai"),
    ("hana", "yuki-brennan", "Yuki Brennan", "yuki"),
    ("hana", "bill-okoro", "Bill Okoro", "bill"),
    ("nell", "holly-pryce", "Holly Pryce", "holly"),
    ("nell", "rich-dunmore", "Richard Dunmore", "rich"),
    ("nell", "joy-hartley", "Joy Hartley", "joy"),
    ("bex", "sunny-akhtar", "Sunny Akhtar", "sunny"),
    ("bex", "faith-ndlovu", "Faith Ndlovu", "faith"),
    ("bex", "ruby-clough", "Ruby Clough", "ruby"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("drew", "cliff", "yuki", "holly", "faith", "ruby")

PROFILES = [
    {"clientId": "drew-kapoor", "age": 29, "goal": "Promotion from level 4 to level 3 referee this season",
     "dietaryRestrictions": [], "injuries": ["right calf strain, grade 2 (September 2021)"],
     "notes": "Football referee, PE teacher at a secondary school in Solihull. Girlfriend Priyanka."},
    {"clientId": "rose-whitfield", "age": 34, "goal": "Get on the WSL assistant referees' list for next season",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["left plantar fasciitis (October 2021)"],
     "notes": "Assistant referee in the Women's Championship. Paediatric nurse at Birmingham Children's Hospital, shifts. Husband Gareth."},
    {"clientId": "cliff-adebayo", "age": 51, "goal": "Reach level 11 on the bleep test for the referees' panel and get under 92 kg",
     "dietaryRestrictions": [], "injuries": ["right knee osteoarthritis", "left calf strain (January 2022)", "high blood pressure (amlodipine)"],
     "notes": "Community rugby union referee on the Midlands panel. Driving instructor in Walsall. Daughter Tolu."},
    {"clientId": "kai-thompson", "age": 19, "goal": "Make the GB taekwondo academy at -58 kg",
     "dietaryRestrictions": [], "injuries": ["broken 4th toe, left foot (September 2021)"],
     "notes": "Taekwondo, -58 kg, kicks off the right. Works part time at a sports shop in Beeston. Mum Dionne."},
    {"clientId": "yuki-brennan", "age": 26, "goal": "A medal in senior kata at the English nationals",
     "dietaryRestrictions": ["pescatarian"], "injuries": ["right hip, femoroacetabular impingement (cam), no tear"],
     "notes": "Shotokan karate, kata only, 2nd dan. Software tester in Nottingham. Mum Keiko is from Osaka."},
    {"clientId": "bill-okoro", "age": 58, "goal": "Pass the 4th dan taekwondo grading in December 2021",
     "dietaryRestrictions": [], "injuries": ["right total knee replacement (2019)", "type 2 diabetes (metformin)"],
     "notes": "Masters taekwondo, 3rd dan. Retired postman in Mansfield. Wife Pat, four grandchildren."},
    {"clientId": "holly-pryce", "age": 31, "goal": "A sub-20 canicross 5k with Pepper at the January championships",
     "dietaryRestrictions": [], "injuries": ["left iliotibial band syndrome (September 2021)"],
     "notes": "Canicross with Pepper, a German shorthaired pointer of 3. Primary school teacher in Chapel-en-le-Frith. Boyfriend Aled."},
    {"clientId": "rich-dunmore", "age": 44, "goal": "Stay on the bike: core and upper-body strength for bikejor",
     "dietaryRestrictions": [], "injuries": ["left wrist fracture, distal radius (November 2021)"],
     "notes": "Bikejor with two Siberian huskies, Bear and Nova. Runs a farm shop near Leek. Wife Sian."},
    {"clientId": "joy-hartley", "age": 62, "goal": "Keep up with Biscuit at Crufts 2022",
     "dietaryRestrictions": ["lactose intolerant"], "injuries": ["left knee osteoarthritis, on the list for a knee replacement"],
     "notes": "Dog agility with Biscuit, a border collie. Retired librarian in Glossop. Son Tom."},
    {"clientId": "sunny-akhtar", "age": 27, "goal": "Back to bouting as a jammer",
     "dietaryRestrictions": ["halal"], "injuries": ["right ankle fracture, fibula, plated (October 2021)"],
     "notes": "Roller derby jammer for the Leeds Roller Dolls, derby name Sunny D. Graphic designer. Housemate Jess."},
    {"clientId": "faith-ndlovu", "age": 38, "goal": "Pass minimum skills and get rostered",
     "dietaryRestrictions": [], "injuries": ["asthma (Fostair and a blue reliever inhaler)"],
     "notes": "Roller derby blocker, derby name Faith No More. Midwife at Leeds General Infirmary, night shifts. Wife Lou."},
    {"clientId": "ruby-clough", "age": 16, "goal": "Make the England junior roller derby squad",
     "dietaryRestrictions": [], "injuries": ["Osgood-Schlatter, right knee"],
     "notes": "Junior roller derby skater, jammer. Year 11, GCSEs in summer 2022. Dad Martin."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "drew": [
        L("06-08 18:10", "c", "alright tunde, drew here. 29, football ref, level 4, want promotion to level 3 this season. fitness test is the fifa one, 40 x 75m runs in 15s with 25m walks, plus 6 x 40m sprints under 6.2s. i die around run 28 😵", "drew-intro"),
        L("06-08 18:40", "t", "Hi Drew! Intervals Tuesday on the track at Alexander Stadium, gym Thursday and one long easy run at the weekend. We test the sprints next week.", "drew-intro-coach"),
        L("06-18 23:10", "c", "wembley for eng v scotland!! 0-0, absolute dross, best night of my life tho", "drew-euros"),
        L("06-22 19:00", "c", "6 x 40 today: 6.05 best, 6.31 worst. last 2 over the limit", "drew-sprint1"),
        L("06-22 19:20", "t", "Good baseline. The last two are fatigue, not speed: we fix that with repeat sprints, not more max sprints.", "drew-sprint1-coach"),
        L("07-11 23:55", "c", "pens. again. gutted. saka deserved better than that", "drew-final"),
        L("07-16 08:30", "c", "pinged by the app 🙄 isolating 10 days, no symptoms. garden sessions?", "drew-pinged"),
        L("07-16 09:00", "t", "Garden it is: I'll send a circuit that needs nothing but your skipping rope.", "drew-pinged-coach"),
        L("07-31 14:00", "c", "fitness test done at st georges park. passed all 40 runs, sprints 5.92 best 🙌", "drew-test"),
        L("08-14 18:30", "c", "first game of the season, 3 yellows 1 red, home manager called me a disgrace lol standard", "drew-firstgame"),
        L("09-18 17:45", "c", "Hi Tunde it's Priyanka, Drew's girlfriend. His right calf went pop 20 mins into his game today, he had to hand over to the 4th official. He's limping round the kitchen pretending it's fine", "drew-priyanka"),
        L("09-18 18:00", "t", "Thanks Priyanka. Ice, keep it up, no stretching it. Can he see a physio on Monday? No running till then.", "drew-priyanka-coach"),
        L("09-21 12:30", "c", "physio says grade 2 calf strain, the inside bit of the gastroc. 4-6 weeks. no games till november at least", "drew-calf"),
        L("09-27 08:00", "c", "queued 40 mins for petrol this morning, every garage in solihull dry. did my calf raises on the forecourt jk", "drew-petrol"),
        L("10-25 16:00", "c", "half term = no school = rehab twice a day 😎 first jog 20 mins, calf 2/10", "drew-halfterm"),
        L("11-13 15:00", "c", "back refereeing! u16s cup game, calf fine, 9.8 km on the watch", "drew-back"),
        L("12-11 13:00", "c", "fitness test retake for the promotion: passed. sprints 5.88 ✅", "drew-retest"),
        L("12-11 13:15", "t", "Get in Drew! That's the fitness box ticked for promotion, now it's down to your assessments.", "drew-retest-coach"),
        L("12-27 20:00", "c", "boxing day game postponed, half the away team have covid", "drew-boxing"),
        L("01-15 11:00", "c", "observer gave me 7.9 for the walsall game, need an 8 average for level 3. so close", "drew-assessment"),
        L("01-24 19:00", "c", "promotion decision end of may apparently. long wait", "drew-may"),
    ],
    "rose": [
        L("06-10 20:30", "c", "Hi Tunde! Rose, I run the line in the Women's Championship, want to get on the WSL list next season. Tests are 5 x 30m sprints, the CODA agility one and the interval runs. Paeds nurse at Birmingham Children's so my shifts are all over the place 🙃", "rose-intro"),
        L("06-10 21:00", "t", "Welcome Rose! Send me your rota each week and I'll fit sessions round it. Two short sessions beat one long one on a shift week.", "rose-intro-coach"),
        L("06-10 21:05", "c", "veggie btw, since uni", "rose-veggie"),
        L("07-07 22:45", "c", "that sterling dive 😂 kane pen. as an AR I'm appalled. as an england fan I'm screaming", "rose-semi"),
        L("07-20 15:00", "c", "32 degrees on the ward, no aircon, did 12 hrs then your session. dying", "rose-heat"),
        L("08-29 17:00", "c", "first game of the season, Durham v Lewes, flag up right every time 🚩 7.1 km covered", "rose-first"),
        L("09-30 21:00", "c", "CODA 9.8s, 30m sprints best 4.62", "rose-coda"),
        L("10-19 07:30", "c", "left heel is agony first thing in the morning, like standing on glass. better once I walk about", "rose-heel"),
        L("10-19 08:00", "t", "That pattern sounds like plantar fasciitis, please get it looked at. Till then no barefoot, and roll a frozen water bottle under the arch.", "rose-heel-coach"),
        L("10-28 18:00", "c", "gp agrees, plantar fasciitis left foot. insoles and calf stretches, and a steroid jab if it's no better by december", "rose-pf"),
        L("11-30 19:00", "c", "Evening Tunde, Gareth here (Rose's husband). She won't tell you but she's been taking ibuprofen before every game and limping after. Feet up now. Don't tell her I said", "rose-gareth"),
        L("11-30 19:30", "t", "Thanks Gareth, I'll have a word with her without dropping you in it.", "rose-gareth-coach"),
        L("12-09 14:00", "c", "had the steroid injection in the heel today. hurt like hell. no running for 2 weeks", "rose-jab"),
        L("12-24 10:00", "c", "positive lft 😷 covid for xmas, on my own in the spare room. missing the boxing day game", "rose-covid"),
        L("01-09 16:00", "c", "first game back since the jab, heel 1/10, flag was sharp 🚩", "rose-back"),
        L("01-20 20:00", "c", "WSL list interviews are in april", "rose-wsl"),
    ],
    "cliff": [
        L("06-09 07:30", "c", "Morning Tunde. Cliff Adebayo, 51, rugby referee, community level on the Midlands panel. Bleep test 10.3 in March, need 11 for the panel. 98 kg, want under 92. Right knee creaks, arthritis the GP says", "cliff-intro"),
        L("06-09 08:10", "t", "Morning Cliff! Bike and rower for the knee, two gym sessions and one run a week. Keep a food diary for two weeks, I'm not judging.", "cliff-intro-coach"),
        L("06-09 08:20", "c", "Also on amlodipine 5mg for blood pressure, forgot to say", "cliff-bp"),
        L("07-03 19:00", "c", "food diary verdict: too many chips from the chippy after lessons. noted", "cliff-chips"),
        L("08-02 12:00", "c", "15 st exactly this morning. knee happy on the bike, hates the stairs", "cliff-15st"),
        L("09-04 17:30", "c", "first game of the season, Stourbridge 2nds v Old Halesonians, full 80, knee sore after. 2/10 next day", "cliff-first"),
        L("10-02 10:00", "c", "bleep test 10.8. not there yet", "cliff-bleep1"),
        L("10-31 21:00", "c", "clocks gone back, dark at 5, lessons in the dark, sessions in the dark. trick or treaters had all my protein bars", "cliff-clocks"),
        L("11-20 20:30", "c", "at twickenham!! england 27-26 south africa, marcus smith 😭 what a game", "cliff-twickers"),
        L("12-04 09:00", "c", "Hi Tunde this is Tolu, Cliff's daughter. Dad's knee swelled up like a melon after yesterday's game and he's pretending it didn't. He's booked the GP for Tuesday because I made him x", "cliff-tolu"),
        L("12-04 09:30", "t", "Thanks Tolu! Rest, ice and no refereeing this weekend. Glad you made him book it.", "cliff-tolu-coach"),
        L("12-08 15:00", "c", "GP: flare up of the arthritis in the right knee, drained the fluid, no injection. physio referral. 2 weeks off", "cliff-gp"),
        L("12-19 11:00", "c", "weighed in at 91.8!!! under 92 for the first time since 2015", "cliff-92"),
        L("01-08 14:00", "c", "bleep test 11.1 🎉 panel standard", "cliff-bleep2"),
        L("01-08 14:10", "t", "Cliff that's brilliant! 10.3 to 11.1 at 51 on a dodgy knee.", "cliff-bleep2-coach"),
        L("01-22 16:00", "c", "frozen pitch at Walsall, pulled my LEFT calf chasing a winger. not the knee for once 🙄 hobbling", "cliff-calf"),
        L("01-22 16:30", "t", "Oh Cliff. Ice it, no stretching, calf raises when it lets you. No games for two weeks minimum.", "cliff-calf-coach"),
        L("01-26 19:00", "c", "county cup final is 23 april and I've been appointed!! if the calf behaves", "cliff-final"),
    ],
    "kai": [
        L("06-07 17:00", "c", "yo hana, kai. 19, -58kg. want to get on the gb academy. walking round at 61kg, weigh in is 58. cant kick fast off my left", "kai-intro"),
        L("06-07 17:30", "t", "Hi Kai! Weight first: no sweat suits, no skipping meals, we drop it slowly over the summer. Plyos Monday, strength Wednesday, fight-specific Friday.", "kai-intro-coach"),
        L("06-26 20:00", "c", "gb academy trial is 24th july in manchester", "kai-trialdate"),
        L("07-24 21:00", "c", "trials done. 3 bouts, won 2. they said they'll let me know in september 🤞", "kai-trial"),
        L("07-25 09:00", "c", "jade jones out in the 1st round i'm actually devastated 😭", "kai-jade"),
        L("07-27 18:00", "c", "bradly sinden silver tho 🥈🔥", "kai-sinden"),
        L("09-09 19:00", "c", "Hi Hana, this is Dionne, Kai's mum. He got the letter, he's in the GB academy!! He's too cool to tell you himself so I am 😂 thank you", "kai-dionne"),
        L("09-09 19:20", "t", "Dionne that's fantastic news, thanks for telling me! Tell him I'm proud of him.", "kai-dionne-coach"),
        L("09-24 18:00", "c", "kicked the pad wrong, left foot 4th toe bent sideways 💀", "kai-toe"),
        L("09-25 12:00", "c", "xray says broken 4th toe. buddy tape it, no kicking 3-4 wks. can still do hands n legs in the gym", "kai-xray"),
        L("10-31 20:00", "c", "halloween party as a ninja turtle, no sweets, 59.2 this morning", "kai-halloween"),
        L("11-06 22:00", "c", "british champs in manchester: BRONZE!! lost the semi 9-11 to a lad from wales. weighed in at 57.9 ✅", "kai-brits"),
        L("11-06 22:20", "t", "Bronze at the Brits six weeks after a broken toe, Kai! Proud coach 🥉", "kai-brits-coach"),
        L("12-22 18:00", "c", "academy camp cancelled cos of omicron 😤", "kai-omicron"),
        L("12-26 14:00", "c", "xmas dinner damage: 60.8 kg 😬", "kai-xmas"),
        L("01-18 17:00", "c", "dutch open in eindhoven 12 march, the academy are sending me", "kai-dutch"),
    ],
    "yuki": [
        L("06-08 12:30", "c", "Hi Hana! Yuki, 26, shotokan karate, kata only, 2nd dan. Want to medal at the English nationals in October. My right hip pinches in deep stances, esp back stance", "yuki-intro"),
        L("06-08 13:00", "t", "Hi Yuki! Hips, trunk and single-leg strength twice a week. We'll measure your hip range next week and go from there.", "yuki-intro-coach"),
        L("06-29 18:00", "c", "physio: cam impingement on the right, FAI. no tear on the scan. internal rotation 15 right vs 35 left", "yuki-fai"),
        L("08-05 14:00", "c", "up at silly o'clock for the kata!! sandra sanchez gold, so emotional, karate at the olympics finally 🥋🥇", "yuki-olympics"),
        L("08-20 19:00", "c", "Hello Hana-san, I am Keiko, Yuki's mother. Yuki is very tired, she works late and trains every night. Please make her rest. Arigatou gozaimasu", "yuki-keiko"),
        L("08-20 19:30", "t", "Hello Keiko, thank you for writing. I'll take one session out of her week until the nationals.", "yuki-keiko-coach"),
        L("08-21 10:00", "c", "okaasan texted u didn't she 🙈 fine. 4 sessions not 5", "yuki-okaasan"),
        L("09-14 20:00", "c", "blood test: vit d 31, low. gp says 1000 IU a day", "yuki-vitd"),
        L("10-16 21:00", "c", "english nationals: silver in senior female kata!! lost the final 2 flags to 3. hip held up", "yuki-nationals"),
        L("10-16 21:15", "t", "Silver Yuki! And the hip held. Next year it's gold.", "yuki-nationals-coach"),
        L("11-05 22:00", "c", "bonfire night at the forest rec, fireworks scared the neighbour's cat silly", "yuki-bonfire"),
        L("11-23 13:00", "c", "hip flared after a 3hr seminar, 6/10 in stance. steroid injection into the joint booked for 7th dec", "yuki-flare"),
        L("12-07 17:00", "c", "hip injection done under ultrasound. 2 weeks no deep stances", "yuki-injection"),
        L("12-31 23:50", "c", "akemashite omedetou 🎍 hip 1/10, new year new kata", "yuki-newyear"),
        L("01-19 20:00", "c", "vit d 64 now ☀️ gp says stay on it till spring", "yuki-vitd2"),
    ],
    "bill": [
        L("06-11 10:00", "c", "Hello Hana. Bill Okoro, 58, 3rd dan, 4th dan grading in December. Retired postie. Type 2 diabetic, on metformin. Right knee is a replacement from 2019, fine but I can't kick head height on that leg any more.", "bill-intro"),
        L("06-11 10:40", "t", "Morning Bill! Hip mobility daily, strength twice a week, and we check your sugars around sessions. What's your metformin dose?", "bill-intro-coach"),
        L("06-11 11:00", "c", "500mg twice a day", "bill-metformin"),
        L("07-19 09:00", "c", "freedom day! back in the club hall, no masks. knee fine, balance poor", "bill-freedom"),
        L("08-14 14:00", "c", "HbA1c was 58 in June, the nurse wants it under 53", "bill-hba1c"),
        L("09-10 19:00", "c", "Hi Hana, Pat here, Bill's wife. He had a hypo after training on Wednesday, shaky and sweaty, ate three jelly babies and was fine. He didn't want to worry you. Pat", "bill-pat"),
        L("09-10 19:30", "t", "Thanks Pat, I'm glad you told me. Bill, a snack before sessions please, and test before and after for now.", "bill-pat-coach"),
        L("10-04 11:00", "c", "booster jab done, arm sore, no training today", "bill-booster"),
        L("11-13 12:00", "c", "mock grading: patterns good, sparring good, breaking failed on the jumping side kick. 2 boards", "bill-mock"),
        L("12-11 18:00", "c", "PASSED! 4th dan ✅ broke both boards with a reverse turning kick instead, knee no complaints", "bill-grading"),
        L("12-11 18:20", "t", "Master Okoro! Congratulations Bill, years of work in that belt.", "bill-grading-coach"),
        L("12-25 20:00", "c", "Christmas: 4 grandchildren, 1 turkey, sugar 11.2 after pudding. Will behave from tomorrow", "bill-xmas"),
        L("01-12 10:00", "c", "HbA1c 51, under target! nurse delighted", "bill-hba1c2"),
        L("01-27 15:00", "c", "thinking about the masters worlds in 2023. maybe", "bill-worlds"),
    ],
    "holly": [
        L("06-09 19:30", "c", "hi nell!! holly + pepper 🐕 (german shorthaired pointer, 3). canicross. 5k with pepper 21:30, want sub 20 for the champs in january. teacher so summers free ☀️", "holly-intro"),
        L("06-09 20:00", "t", "Hi Holly (and Pepper)! Runs Tuesday and Saturday with Pepper, strength Thursday without her. In summer we run before 8am or not at all: too hot for the dog.", "holly-intro-coach"),
        L("07-19 06:30", "c", "29 degrees by 9am, pepper on the sofa, me on the treadmill", "holly-heat"),
        L("08-06 18:00", "c", "summer hols in the lakes, 3 fell runs with pepper, she ran me into the ground", "holly-lakes"),
        L("09-13 20:00", "c", "outside of my left knee hurts after 5k, like a burning down the side", "holly-knee"),
        L("09-13 20:30", "t", "Could be the IT band. Drop the downhill runs this week and see a physio if it's no better in a week.", "holly-knee-coach"),
        L("09-22 17:00", "c", "physio: IT band syndrome, left. weak glutes apparently 🍑 and too much downhill with pepper dragging me", "holly-itb"),
        L("10-12 19:00", "c", "pepper tore a dewclaw on a stile 😢 vet says 2 weeks lead walks only. so i'm off too", "holly-dewclaw"),
        L("10-27 12:00", "c", "half term: 4 runs with pepper, knee 1/10", "holly-halfterm"),
        L("11-05 21:00", "c", "pepper hates fireworks, shaking under the table, no run tonight", "holly-fireworks"),
        L("11-27 10:00", "c", "Hi Nell, it's Aled, Holly's other half. Storm Arwen took the power out and there's a tree across the lane. She wanted me to say she's safe but won't make Saturday. Diolch", "holly-aled"),
        L("11-27 10:20", "t", "Thanks Aled, stay safe the pair of you. No trail runs till the trees are cleared.", "holly-aled-coach"),
        L("12-18 11:00", "c", "5k with pepper 19:55!!! sub 20 🎉", "holly-sub20"),
        L("01-15 16:00", "c", "northern canicross champs at sherwood pines: 4th in the women's, 19:41 🏅 pepper was a legend", "holly-champs"),
        L("01-15 16:20", "t", "4th and a PB! Pepper deserves a steak.", "holly-champs-coach"),
    ],
    "rich": [
        L("06-14 09:00", "c", "Nell, Rich here. bikejor with 2 huskies, bear and nova. 44. legs fine, upper body and core shot, keep going over the bars 🙃 farm shop nr leek so early starts", "rich-intro"),
        L("06-14 09:30", "t", "Hi Rich! Core and grip work twice a week at home, and we'll practise bailing off the bike safely.", "rich-intro-coach"),
        L("07-22 08:00", "c", "too hot for the huskies, no runs till it's under 15 degrees in the morning. gym only", "rich-heat"),
        L("09-04 12:00", "c", "first race of the season at cannock chase, 2nd in bikejor two dog, 6.4 km in 13:05", "rich-cannock"),
        L("09-28 07:00", "c", "no diesel anywhere, van on fumes, had to scratch the race in lincolnshire", "rich-fuel"),
        L("11-14 14:00", "c", "Nell it's Sian, Rich's wife. He came off the bike at Sherwood this morning when Bear went after a deer. His left wrist is a funny shape. We're in A&E at King's Mill. The dogs are fine. Sian", "rich-sian"),
        L("11-14 14:15", "t", "Thank you Sian, I'm sorry. Let me know what they find, and glad the dogs are ok.", "rich-sian-coach"),
        L("11-14 20:00", "c", "broken left wrist, distal radius. they pulled it straight under gas and air, cast 6 wks, no op", "rich-wrist"),
        L("12-24 09:00", "c", "christmas eve in the shop 14 hours one handed, sold 80 turkeys 🦃", "rich-xmas"),
        L("12-29 11:00", "c", "cast off. wrist stiff as a board, can't turn my palm up", "rich-cast"),
        L("01-10 18:00", "c", "physio: grip 18 kg left, 46 right. dry january too lol", "rich-grip"),
        L("01-25 17:00", "c", "back on the bike with the dogs, 3 km easy, wrist 3/10", "rich-back"),
    ],
    "joy": [
        L("06-10 11:00", "c", "Hello Nell, Joy Hartley. 62, I run agility with my border collie Biscuit. Left knee is arthritic and I can't keep up with her on the big courses. I want to qualify for Crufts 2022", "joy-intro"),
        L("06-10 11:30", "t", "Hello Joy! Strength for the knee twice a week, short sprints and turns on grass, and a daily walk you can count. Do you have a step counter?", "joy-intro-coach"),
        L("06-10 11:45", "c", "my son put one on my phone", "joy-steps"),
        L("07-10 17:00", "c", "first show since covid at Lincoln, Biscuit clear round in the jumping, I was wheezing", "joy-lincoln"),
        L("08-21 18:00", "c", "WE QUALIFIED FOR CRUFTS!! 2nd in the agility champ at the Kent show 🏆 knee screaming but worth it", "joy-crufts"),
        L("08-21 18:30", "t", "Joy that's wonderful! Ice the knee and take two easy days.", "joy-crufts-coach"),
        L("09-20 10:00", "c", "orthopaedic appointment: bone on bone on the left, on the list for a knee replacement, about 12 months wait", "joy-ortho"),
        L("10-15 19:00", "c", "Hello Nell, Tom here, Joy's son. Mum tripped over Biscuit's lead in the garden yesterday and landed on the bad knee. She's fine, bruised, nothing broken, but should she rest this week? She won't ask you herself", "joy-tom"),
        L("10-15 19:20", "t", "Thanks Tom. A week of gentle walking and her exercises, no agility training till it settles.", "joy-tom-coach"),
        L("11-01 08:00", "c", "clocks back and Biscuit wakes me at 5 now 😴", "joy-clocks"),
        L("12-05 16:00", "c", "christmas show at Stafford in the sleet, Biscuit 3rd in grade 7, I only walked the course", "joy-xmasshow"),
        L("01-03 12:00", "c", "new year's resolution: 8000 steps a day till Crufts", "joy-resolution"),
        L("01-21 14:00", "c", "Crufts is 10-13 March, agility on the Saturday. knee permitting", "joy-cruftsdate"),
    ],
    "sunny": [
        L("06-07 20:00", "c", "heyy bex, sunny here, jammer for the leeds roller dolls (derby name sunny D 😎). 27. skating again since may after covid shut everything. want more power off the line", "sunny-intro"),
        L("06-07 20:30", "t", "Hey Sunny! Lower-body power Monday and Thursday, conditioning on skates Saturday after practice. Jammers need hips.", "sunny-intro-coach"),
        L("07-10 22:00", "c", "first bout since march 2020!! won 212-140, i scored 96 points 🛼", "sunny-bout1"),
        L("08-30 12:00", "c", "bank hol monday skated the canal to saltaire and back, 24 km lol", "sunny-canal"),
        L("10-09 19:30", "c", "hey bex its jess, sunny's housemate. she went down in a pile up at scrimmage tonight and her right ankle looks wrong. we're at LGI A&E. she says sorry about monday", "sunny-jess"),
        L("10-09 19:45", "t", "Thanks Jess, look after her. Tell her not to worry about Monday.", "sunny-jess-coach"),
        L("10-10 10:00", "c", "broken fibula, right ankle, weber b. op on tuesday, plate and 6 screws 😩", "sunny-fracture"),
        L("10-13 16:00", "c", "op done. backslab then a boot. non weight bearing 6 wks", "sunny-op"),
        L("11-24 13:00", "c", "fracture clinic: healing well, full weight in the boot now", "sunny-clinic"),
        L("12-20 18:00", "c", "boot off!! walking like a baby giraffe", "sunny-boot"),
        L("01-13 19:00", "c", "first time on skates, just rolling round, no crossovers. ankle 3/10", "sunny-skates"),
        L("01-13 19:15", "t", "Proper progress! Rolling only for two weeks, then we add stops.", "sunny-skates-coach"),
        L("01-27 20:00", "c", "min skills retest in april then back to bouting", "sunny-minskills"),
    ],
    "faith": [
        L("06-08 09:00", "c", "Morning Bex. Faith, 38, fresh meat at the Leeds Roller Dolls (derby name Faith No More). Midwife at the LGI, night shifts. Asthma, on a Fostair inhaler. Need to pass min skills: 27 laps in 5 mins and I'm on 22.", "faith-intro"),
        L("06-08 09:30", "t", "Welcome Faith! Intervals on skates twice a week, legs once, and take your inhaler 15 minutes before the laps test, not on the line.", "faith-intro-coach"),
        L("07-19 14:00", "c", "post night shift, 32 degrees, pads stink, 24 laps. progress", "faith-24"),
        L("08-25 10:00", "c", "Hi Bex, Lou here, Faith's wife. She had an asthma attack at practice last night, her blue inhaler was in the car. She's ok now, the GP's upped her Fostair to 2 puffs twice a day. Please nag her about carrying the blue one! x", "faith-lou"),
        L("08-25 10:30", "t", "Thanks Lou, will do. Faith: blue inhaler in your kit bag from now on, every practice.", "faith-lou-coach"),
        L("09-25 16:00", "c", "27 laps in 4:58!!! minimum skills PASSED ✅", "faith-minskills"),
        L("09-25 16:15", "t", "FAITH! Rostered skater! Told you.", "faith-minskills-coach"),
        L("10-31 08:00", "c", "clocks went back on my night shift so I worked 13 hours not 12. cheers", "faith-clocks"),
        L("11-20 21:00", "c", "first bout: 18 jams, 2 penalties, one for a back block 🙈", "faith-bout"),
        L("12-15 12:00", "c", "omicron got me 🤒 10 days off work and skates", "faith-covid"),
        L("12-25 14:00", "c", "xmas on shift, 3 babies before lunch 👶", "faith-xmas"),
        L("01-09 18:00", "c", "back at practice, lungs ok, peak flow 480", "faith-peakflow"),
        L("01-23 18:00", "c", "named in the B team for the tournament in Glasgow in March!", "faith-bteam"),
    ],
    "ruby": [
        L("06-12 18:00", "c", "hiya bex! ruby, 16, junior derby. my right knee hurts on the bump under my kneecap when i do jumps. dad says i need a coach haha", "ruby-intro"),
        L("06-12 18:30", "t", "Hi Ruby! Has a doctor looked at the knee? Till we know I'll keep the jumping low.", "ruby-intro-coach"),
        L("06-20 19:00", "c", "Hi Bex, Martin (Ruby's dad). The GP thinks it's Osgood-Schlatter in her right knee. She can skate if it's under 3/10. She's grown 6 cm this year! Cheers, Martin", "ruby-martin"),
        L("06-20 19:30", "t", "Thanks Martin, that fits. We'll keep jumps low and load her quads slowly.", "ruby-martin-coach"),
        L("07-23 13:00", "c", "summer hols!! skatepark every day, knee 2/10", "ruby-hols"),
        L("09-06 08:00", "c", "back to school, yr 11 😭 gcse year", "ruby-school"),
        L("10-30 19:00", "c", "junior tournament in sheffield: won 2 of 3, i jammed 11 jams 🛼", "ruby-sheffield"),
        L("10-30 19:20", "t", "Eleven jams! How's the knee?", "ruby-sheffield-coach"),
        L("10-30 19:30", "c", "3/10 at the end, ok now", "ruby-sheffield-knee"),
        L("12-21 17:00", "c", "got picked for the england junior roller derby training squad!!! first camp in february", "ruby-england"),
        L("01-10 09:00", "c", "mocks all this week, no practice", "ruby-mocks"),
        L("01-26 18:00", "c", "knee 0/10 for 2 weeks. dr said i've maybe stopped growing lol", "ruby-knee0"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-tunde-whistlers", "trainer": "tunde", "members": ["drew", "rose", "cliff"],
        "lines": [
            L("06-12 09:00", "t", "Whistlers group 🟨 Tuesday track at Alexander Stadium 6pm, fixtures and rotas here.", "g-whistlers-start"),
            L("07-08 00:10", "drew", "ITS COMING HOME", "g-drew-home"),
            L("07-11 23:40", "rose", "pens 😭", "g-rose-pens"),
            L("07-11 23:45", "cliff", "rugby refs don't cry. much", "g-cliff-cry"),
            L("09-19 10:00", "drew", "calf gone 😩 out for weeks", "g-drew-calf"),
            L("12-24 11:00", "rose", "covid christmas for me 🎄😷", "g-rose-covid"),
            L("01-08 15:00", "cliff", "11.1 on the bleep test, lads and lady", "g-cliff-bleep"),
        ],
    },
    {
        "id": "chat-hana-dojang", "trainer": "hana", "members": ["kai", "yuki", "bill"],
        "lines": [
            L("06-12 10:00", "t", "Dojang group 🥋 hwaiting! Open mat Saturday 10am at the club.", "g-dojang-start"),
            L("09-10 08:00", "kai", "GB ACADEMY 🇬🇧", "g-kai-academy"),
            L("09-10 08:30", "bill", "Well done young man", "g-bill-kai"),
            L("10-16 21:30", "yuki", "silver at nationals 🥈", "g-yuki-silver"),
            L("12-11 19:00", "bill", "4th dan 💪", "g-bill-dan"),
            L("12-11 19:10", "kai", "congrats master bill 🙇", "g-kai-bill"),
        ],
    },
    {
        "id": "chat-nell-pack", "trainer": "nell", "members": ["holly", "rich", "joy"],
        "lines": [
            L("06-13 08:00", "t", "Pack chat 🐾 Saturday group run 8am at Grin Low, dogs on harnesses please.", "g-pack-start"),
            L("08-22 09:00", "joy", "Crufts qualified 🏆", "g-joy-crufts"),
            L("10-13 18:00", "holly", "pepper's out for 2 weeks, dewclaw 😢", "g-holly-pepper"),
            L("11-15 08:00", "rich", "wrist broken, dogs fine", "g-rich-wrist"),
            L("11-15 08:30", "joy", "Get well soon Rich x", "g-joy-rich"),
            L("12-18 12:00", "holly", "sub 20!!!", "g-holly-sub20"),
        ],
    },
    {
        "id": "chat-bex-derby", "trainer": "bex", "members": ["sunny", "faith", "ruby"],
        "lines": [
            L("06-09 09:00", "t", "Derby conditioning 🛼 off-skates session Saturday 9am at the sports centre, bring water.", "g-derby-start"),
            L("09-25 16:30", "faith", "MIN SKILLS PASSED", "g-faith-minskills"),
            L("09-25 16:40", "ruby", "omg congrats faith!!", "g-ruby-faith"),
            L("10-10 11:00", "sunny", "ankle broke 💔", "g-sunny-ankle"),
            L("12-21 17:30", "ruby", "england squad!! 🏴", "g-ruby-england"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("tunde", "drew", "2021-06-15", "Drew (29): football referee, level 4. 6 x 40 m best 6.05 s. Yo-yo IR1 level 17.2. Interval runs: fades after 28 of 40. Pull-ups 8."),
    ("tunde", "drew", "2022-01-25", "Drew: 6 x 40 m best 5.88 s. Yo-yo IR1 level 18.6. Right calf: single-leg calf raises 28 right, 30 left. Assessment average 7.9."),
    ("tunde", "rose", "2021-06-14", "Rose (34): assistant referee. 30 m sprint 4.71 s. CODA 10.2 s. Resting on shift weeks. Vegetarian."),
    ("tunde", "rose", "2022-01-24", "Rose: 30 m sprint 4.60 s. CODA 9.7 s. Left heel 1/10 after the injection. Single-leg calf raises 24 left, 27 right."),
    ("tunde", "cliff", "2021-06-11", "Cliff (51): rugby referee. 98 kg. Bleep test 10.3. Right knee flexion 115°. Sit-to-stand 30 s: 16. BP 146/90."),
    ("tunde", "cliff", "2022-01-20", "Cliff: 91.4 kg. Bleep test 11.1. Right knee flexion 125°. Sit-to-stand 30 s: 21. Amlodipine 5 mg."),
    ("hana", "kai", "2021-06-09", "Kai (19): -58 kg, walking weight 61 kg. Countermovement jump 44 cm. Roundhouse kicks in 10 s: 19 right, 15 left."),
    ("hana", "kai", "2022-01-20", "Kai: 59.6 kg. Countermovement jump 49 cm. Roundhouse kicks in 10 s: 21 right, 20 left. Left 4th toe healed."),
    ("hana", "yuki", "2021-06-15", "Yuki (26): kata. Hip internal rotation 15° right, 35° left. Single-leg squat to a box: 8 right, 12 left. Plank 2:10."),
    ("hana", "yuki", "2022-01-21", "Yuki: hip internal rotation 22° right, 35° left. Single-leg squat to a box: 14 right, 15 left. Vitamin D 1000 IU a day."),
    ("hana", "bill", "2021-06-14", "Bill (58): 3rd dan. Right knee replacement (2019), flexion 110°. Single-leg stand 12 s right, 25 s left. Metformin 500 mg twice a day."),
    ("hana", "bill", "2022-01-24", "Bill: 4th dan since 11 December. Single-leg stand 28 s right, 34 s left. HbA1c 51 mmol/mol. Snack before every session."),
    ("nell", "holly", "2021-06-12", "Holly (31): canicross with Pepper. 5k 21:30 with the dog. Single-leg bridge 20 right, 14 left. Runs about 25 km a week."),
    ("nell", "holly", "2022-01-18", "Holly: 5k 19:41 with Pepper (Northern champs). Single-leg bridge 30 right, 28 left. Left IT band 0/10."),
    ("nell", "rich", "2021-06-16", "Rich (44): bikejor, two huskies. Plank 1:05. Grip 48 kg right, 47 kg left. Dead hang 35 s."),
    ("nell", "rich", "2022-01-26", "Rich: left wrist 10 weeks after the fracture. Grip 46 kg right, 21 kg left. Wrist extension 45° left, 70° right. Plank 1:40."),
    ("nell", "joy", "2021-06-11", "Joy (62): agility handler. Left knee arthritis. 30 s sit-to-stand 11. Timed up and go 8.9 s. Walks about 5,000 steps a day."),
    ("nell", "joy", "2022-01-25", "Joy: 30 s sit-to-stand 14. Timed up and go 7.6 s. On the list for a left knee replacement. About 7,500 steps a day."),
    ("bex", "sunny", "2021-06-10", "Sunny (27): jammer. 25 m sprint on skates 4.1 s. Single-leg hop 1.65 m right, 1.60 m left. Halal."),
    ("bex", "sunny", "2022-01-27", "Sunny: 15 weeks after the right fibula fracture and plate. Single-leg hop 1.05 m right, 1.62 m left. Calf raises 14 right, 28 left."),
    ("bex", "faith", "2021-06-10", "Faith (38): blocker, fresh meat. 22 laps in 5 minutes. Peak flow 420 L/min. Squat 50 kg x 5."),
    ("bex", "faith", "2022-01-21", "Faith: 27 laps in 4:58 (September). Peak flow 480 L/min. Squat 70 kg x 5. Fostair 2 puffs twice a day."),
    ("bex", "ruby", "2021-06-14", "Ruby (16): junior jammer. Right knee Osgood-Schlatter, 3/10 on jumps. 1.66 m. Wall sit 50 s."),
    ("bex", "ruby", "2022-01-27", "Ruby: right knee 0/10. 1.69 m. Wall sit 1:40. England junior training squad, camp in February."),
]

TRANSCRIPTS = [
    {
        "id": "tr-tunde-drew-20210920", "trainer": "tunde", "client": "drew", "startedAt": "2021-09-20T19:00:00Z",
        "title": "Call with Drew: the calf",
        "lines": [
            ("Coach", 0, "How's the calf this morning?"),
            ("Drew", 4, "Walking's alright, stairs are fine, can't go up on my toes."),
            ("Priyanka", 9, "He tried to jog to the car. I saw."),
            ("Coach", 13, "No jogging yet. Bike with no resistance and seated calf raises, and keep the compression sleeve on."),
            ("Drew", 19, "The league want a doctor's note before I'm back on the list."),
            ("Coach", 23, "Get the physio to write it. The sleeve was twenty quid, wear it."),
        ],
    },
    {
        "id": "tr-bex-faith-20210826", "trainer": "bex", "client": "faith", "startedAt": "2021-08-26T12:00:00Z",
        "title": "Call: asthma and skating",
        "lines": [
            ("Coach", 0, "How are the lungs after Tuesday?"),
            ("Faith", 4, "Fine now. I felt stupid, the blue one was in the glovebox."),
            ("Coach", 9, "What did the GP say about exercise?"),
            ("Faith", 12, "Two puffs of the Fostair morning and night now, and the blue one before practice if it's cold."),
            ("Coach", 18, "Good. Warm up off skates for ten minutes first, and stop at the first tight chest, not the third."),
            ("Faith", 24, "Lou's put a spare inhaler in every bag I own."),
        ],
    },
    {
        "id": "tr-hana-bill-20211120", "trainer": "hana", "client": "bill", "startedAt": "2021-11-20T10:00:00Z",
        "title": "Call: after the mock grading",
        "lines": [
            ("Coach", 0, "What went wrong on the break?"),
            ("Bill", 4, "Jumping side kick off the left, I don't get the height with the new knee on the take-off."),
            ("Coach", 9, "Can you choose your technique for the second break?"),
            ("Bill", 12, "Yes, any spinning kick. The master said the reverse turning kick counts."),
            ("Coach", 17, "Then we drill the reverse turning kick twice a week till the grading and stop wasting the knee on the jump."),
            ("Pat", 23, "And he eats before the grading, I'm packing the jelly babies."),
        ],
    },
    {
        "id": "tr-nell-joy-20210921", "trainer": "nell", "client": "joy", "startedAt": "2021-09-21T11:00:00Z",
        "title": "Call with Joy and Tom: the knee replacement",
        "lines": [
            ("Coach", 0, "How did the orthopaedic appointment go?"),
            ("Joy", 4, "Bone on bone, he says. A new knee, but the wait is about a year."),
            ("Tom", 9, "Can she keep doing agility till then?"),
            ("Coach", 13, "Yes, if we keep her legs strong: it'll help her recovery after the op too. Shorter courses, and blind crosses instead of running the full line."),
            ("Joy", 19, "Biscuit will be furious."),
            ("Coach", 22, "Biscuit will cope. Ice after every show, and a stick for the car park is not a defeat."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("drew", "2021-07-23", 8.0, 3, 90, "Isolation over."),
    ("drew", "2021-10-01", 7.0, 7, 60, "Calf."),
    ("rose", "2021-07-21", 5.5, 8, 50, "Heat and nights."),
    ("rose", "2021-12-17", 6.0, 6, 70, "Heel injection."),
    ("cliff", "2021-08-06", 7.0, 4, 85, "Food diary."),
    ("cliff", "2021-12-10", 6.5, 7, 55, "Knee flare."),
    ("kai", "2021-07-30", 8.5, 6, 90, "Trials."),
    ("kai", "2021-10-01", 9.0, 7, 60, "Toe."),
    ("yuki", "2021-08-20", 5.5, 8, 95, "Tired."),
    ("yuki", "2021-12-10", 7.5, 4, 70, "Hip injection."),
    ("bill", "2021-09-17", 7.0, 5, 80, "Hypo."),
    ("bill", "2021-12-17", 8.0, 2, 95, "Graded."),
    ("holly", "2021-09-24", 7.5, 5, 75, "Knee."),
    ("holly", "2021-12-03", 6.5, 6, 60, "Storm."),
    ("rich", "2021-09-30", 6.0, 6, 70, "Fuel."),
    ("rich", "2021-11-19", 5.0, 8, 40, "Wrist."),
    ("joy", "2021-08-27", 7.0, 3, 90, "Crufts."),
    ("joy", "2021-10-22", 6.0, 6, 50, "Fall."),
    ("sunny", "2021-07-16", 7.5, 3, 90, "Bout."),
    ("sunny", "2021-10-22", 5.5, 9, 30, "Ankle."),
    ("faith", "2021-08-27", 5.0, 7, 65, "Asthma."),
    ("faith", "2021-12-24", 6.0, 5, 40, "Covid."),
    ("ruby", "2021-07-30", 9.5, 2, 85, "Summer hols."),
    ("ruby", "2022-01-14", 7.0, 8, 50, "Mocks."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("cliff", "weight", "kg", "2021-06-11", "2022-01-21", 7, 98.0, 91.4, 0.4),
    ("kai", "weight", "kg", "2021-06-09", "2022-01-20", 7, 61.0, 59.6, 0.4),
    ("joy", "steps", "steps", "2021-06-11", "2021-10-08", 7, 5000, 7000, 500),
    ("joy", "steps", "steps", "2021-10-15", "2021-10-29", 7, 2800, 3800, 300),
    ("joy", "steps", "steps", "2021-11-05", "2022-01-28", 7, 6000, 7800, 500),
    ("rose", "steps", "steps", "2021-06-11", "2022-01-28", 7, 9500, 9800, 1200),
    ("drew", "resting_heart_rate", "bpm", "2021-06-09", "2022-01-26", 7, 53.0, 49.0, 1.5),
    ("holly", "resting_heart_rate", "bpm", "2021-06-10", "2022-01-27", 7, 56.0, 52.0, 1.5),
    ("rich", "resting_heart_rate", "bpm", "2021-06-15", "2022-01-25", 7, 61.0, 58.0, 1.5),
    ("sunny", "resting_heart_rate", "bpm", "2021-06-08", "2021-10-05", 7, 58.0, 56.0, 1.5),
    ("sunny", "resting_heart_rate", "bpm", "2021-10-12", "2022-01-25", 7, 64.0, 59.0, 1.5),
    ("cliff", "systolic_bp", "mmHg", "2021-06-11", "2022-01-21", 14, 146.0, 134.0, 3.0),
    ("bill", "systolic_bp", "mmHg", "2021-06-14", "2022-01-24", 14, 138.0, 131.0, 3.0),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("cliff", "goal-tunde-cliff-weight", "weight", 92, "kg", "2021-12-31", "achieved"),
    ("kai", "goal-hana-kai-weight", "weight", 58, "kg", "2021-11-06", "achieved"),
    ("joy", "goal-nell-joy-steps", "steps", 8000, "steps", "2022-03-10", "active"),
    ("drew", "goal-tunde-drew-rhr", "resting_heart_rate", 48, "bpm", "2022-05-31", "active"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("yuki", "2021-09-13", "Vitamin D", 31, "nmol/L", 50, 175),
    ("yuki", "2022-01-18", "Vitamin D", 64, "nmol/L", 50, 175),
    ("bill", "2021-06-15", "HbA1c", 58, "mmol/mol", 20, 42),
    ("bill", "2022-01-11", "HbA1c", 51, "mmol/mol", 20, 42),
    ("rose", "2021-07-05", "Ferritin", 14, "ug/L", 15, 150),
    ("rose", "2021-11-15", "Ferritin", 35, "ug/L", 15, 150),
    ("cliff", "2021-06-20", "Total cholesterol", 6.2, "mmol/L", 0, 5.0),
    ("kai", "2021-08-02", "Haemoglobin", 151, "g/L", 130, 170),
    ("sunny", "2021-10-20", "Vitamin D", 42, "nmol/L", 50, 175),
    ("faith", "2021-09-06", "Haemoglobin", 128, "g/L", 120, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okay!", "yep", "yup", "done ✅", "booked", "paid 👍", "running late soz",
    "can we do half an hour later?", "what time tmrw?", "see u then", "will do", "wrong chat 🙈", "sound", "nice one",
    "haha", "lol", "got it", "legend", "sorry only just seen this", "same time next wk?", "where are we meeting?",
    "omw", "traffic is mental", "thank you x", "diolch", "arigatou", "gamsahamnida", "ey up", "cheers duck",
    "sorted", "parking's a nightmare", "leaving now", "nowt to report", "🙌", "😂", "can i pay by transfer",
    "is it still on?", "phone died sorry", "wee bit late",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer is fine.",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster, across a new year: `when`)."""
    return blind_roster(sys.modules[__name__], seed=20220131, health_seed=20220131, when=when, chatter_lines=(22, 34))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
