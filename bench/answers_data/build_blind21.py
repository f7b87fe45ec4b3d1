#!/usr/bin/env python3
"""Build the twenty-first blind data set for the answer benchmark (bench/answers_data/blind21.json).

    functions/venv/bin/python -m bench.answers_data.build_blind21

Four trainers of kinds the other rosters do not have (a dementia exercise coach in Bristol with a
retired bus driver of 78 with Alzheimer's on donepezil whose wife Pat holds the iPad and texts for
him, who falls on his left hip going down the garden step in May, a former dressmaker of 86 with
vascular dementia in a care home shut to visitors whose daughter Joy texts and who catches COVID in
the home's April outbreak, and a retired PE teacher of 59 with young-onset Alzheimer's who runs, gets
lost on a run in April and whose son texts; a volleyball and beach-volleyball coach in Brighton with
a university outside hitter of 21, furloughed from a pub, who dislocates her right ring finger
blocking on the beach and whose housemate texts, a masters libero of 45, British Airways cabin crew
furloughed and then made redundant, who partly tears her left Achilles jogging and whose husband
texts, and a setter of 34, a pharmacist at work all lockdown with a right shoulder impingement, whose
wife texts when their daughter is born; an armed-forces veterans' adaptive-fitness coach in Plymouth
with an ex-Royal Marine of 38 with a left below-knee amputation whose Invictus Games are postponed,
whose stump breaks down in the socket and whose partner texts that he is low, an ex-army medic of 44
with PTSD on sertraline whose daughter texts after a panic attack, and a Falklands veteran of 71 with
chronic lymphocytic leukaemia shielding, who walks 71 laps of his garden for charity and whose
grandson texts; a sprints and hurdles coach in Dublin under Ireland's rules with a 100 m hurdler of
20 who strains her left hamstring in July and takes bronze at the national championships and whose
mam texts, a sprinter of 24 working in Tesco who tears his right hamstring in June and whose brother
texts, and a W50 300 m hurdler of 52, a GP, who catches COVID at work in April and whose husband
texts), 12 clients, 24 March to 6 September 2020 (asked on 7 September 2020): one-to-one chats, four
group chats, session notes, four session transcripts, check-ins, client profiles and health data
(weight of four clients, resting heart rate of two, steps of three, goals, lab panels), in the
format of demo/data/demo_dataset.json. Written on 2026-11-30 by helper h-blind21 (issue 14) without
reading shared/domain/*.py, shared/usecases/*.py, functions/*, any list of benchmark failures or any
result file: a held-out check of whether the fixes made on the other sets generalise.

The period, the first lockdown and its easing as a UK and an Irish roster lived it, is one no other
roster covers (blind19 ends on 22 March 2020, blind20 starts on 7 September 2020). One outdoor
exercise a day, the shielding letters (12 weeks, paused on 1 August), furlough at 80 %, Captain Tom's
laps, care homes shut to visitors and their outbreaks, Easter on the tills, VE Day's bank holiday moved
to Friday 8 May, "stay alert" (10 May), driving to exercise from 13 May, the late May bank holiday,
groups of six outdoors (1 June), window visits and then garden visits at care homes, the pubs
reopening (4 July), beach volleyball back two-a-side, the heatwave (25 June and 7 to 13 August), gyms
reopening in England (25 July), Eat Out to Help Out (Mondays to Wednesdays in August), the DVLA, the
Falklands anniversary (14 June); and in Ireland the 2 km limit (28 March), the 5 km limit (5 May),
phase 1 (18 May, groups of four outdoors), phase 2 (8 June, tracks open), phase 3 (29 June, gyms
open), Kildare's local lockdown (7 August) and the national senior championships in Santry (22-23
August) lie inside it. The story messages are written the way people text: lowercase, typos,
run-ons, emoji, shorthand and slang (volleyball "libero", "setter", "2v2", "block jump", "dig";
sprints "100mh", "pb", "flying 30", "hammy", "nordics", "blocks"; forces "erg", "stump", "liner",
"socket", "murph", "tots"; dementia "sit to stand", "memory nurse", "zimmer"), Bristolian ("gert
lush", "where's it to", "cheers drive"), West Country ("proper job", "dreckly", "ansum"), Irish and
Irish English ("maith an cailín", "grand", "mam", "sláinte", "ar aghaidh linn"), Polish from the
volleyball coach ("dzięki", "brawo"), Hindi ("beta", "khana kha lo", "bas"), Igbo ("nna",
"chai"), mixed units (kg, stone, metres, km, miles, laps, seconds, minutes, hours, degrees,
percent, pounds sterling, mg, mmol/L, g/L, x10^9/L, ng/L, nmol/L, ug/L, mU/L, bpm, a blood pressure,
a score out of 30), negations ("no fracture", "not ruptured", "covid test negative"), revisions later (donepezil
5 then 10 mg; a fracture-clinic scan "in 2 wks" that is an ultrasound on 1 July; sertraline 100 then
150 mg; the Invictus Games postponed "to 2021" then "may 2021"; a hamstring "tight" then torn),
plans never carried out or lying after the period (the masters nationals, the world masters in
Toronto, the Plymouth half in May and in 2021, the Memory Walk, the Bristol 10k, the UK beach tour,
a cake for a birthday in October, a sub 13.5), facts only in the coach's reply, only in a note, only
in a transcript or only in a lab panel, a family member or partner writing for every client (a wife
twice, a daughter twice, a son, a housemate, a husband twice, a partner, a grandson, a mam, a
brother), names that are also words (Frank, Iris, Joy, Pat, Skye, Sandy, Jack, Dawn, Bill, Grace,
Jay), two clients of one trainer with hamstrings (Aoife's left, Jay's right), two on donepezil (Frank
and Colin), COVID for two clients at two trainers (Iris, Grace) and a negative test for a third
(Bill), and falls at two trainers (Frank, Grace) with a near one for Iris's frame. The everyday chatter comes from this
builder's own pools with a fixed seed (roster_assembly.chatter) and names no body part, food, drink,
medicine, sport, event or number a question asks about. Deterministic: two runs write
byte-identical files. `blind21_tags.json` maps the story tags to message ids for the question list
(bench/answers_data/blind21_questions.py).

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
OUT, TAGS_OUT = HERE / "blind21.json", HERE / "blind21_tags.json"
YEAR = 2020
START, END = datetime(2020, 3, 24, 7, 0), datetime(2020, 9, 6, 21, 0)
ASKED_AT = "2020-09-07T08:00:00Z"

TRAINERS = [
    {"id": "coach-lorna", "displayName": "Lorna Pritchard", "email": "lorna.pritchard@example.com", "short": "lorna"},
    {"id": "coach-kasia", "displayName": "Kasia Nowak", "email": "kasia.nowak@example.com", "short": "kasia"},
    {"id": "coach-gav", "displayName": "Gavin Trewin", "email": "gavin.trewin@example.com", "short": "gav"},
    {"id": "coach-ciaran", "displayName": "Ciarán Dunne", "email": "ciaran.dunne@example.com", "short": "ciaran"},
]

# (trainer short, client id, display name, short)
CLIENTS = [
    ("lorna", "frank-dyer", "Frank Dyer", "frank"),
    ("lorna", "iris-hale", "Iris Hale", "iris"),
    ("lorna", "colin-marsh", "Colin Marsh", "colin"),
    ("kasia", "skye-bennett", "Skye Bennett", "skye"),
    ("kasia", "sandy-whitlock", "Sandy Whitlock", "sandy"),
    ("kasia", "ravi-sharma", "Ravi Sharma", "ravi"),
    ("gav", "jack-tamblyn", "Jack Tamblyn", "jack"),
    ("gav", "dawn-richards", "Dawn Richards", "dawn"),
    ("gav", "bill-hoskin", "Bill Hoskin", "bill"),
    ("ciaran", "aoife-brennan", "Aoife Brennan", "aoife"),
    ("ciaran", "jay-okonkwo", "Jay Okonkwo", "jay"),
    ("ciaran", "grace-doyle", "Grace Doyle", "grace"),
]

# The split is by client: questions about these clients are dev, about the others test.
DEV_CLIENTS = ("frank", "colin", "sandy", "dawn", "aoife", "grace")

PROFILES = [
    {"clientId": "frank-dyer", "age": 78, "goal": "Keep walking a mile round the park and get up from a chair without arms",
     "dietaryRestrictions": [], "injuries": ["Alzheimer's disease (diagnosed 2018, donepezil)", "bruised left hip after a fall (May 2020)"],
     "notes": "Retired bus driver, lives in Knowle, Bristol, with his wife Pat, who books and texts. Brother Ken. Allotment in Knowle."},
    {"clientId": "iris-hale", "age": 86, "goal": "Walk to the dining room with her frame without stopping",
     "dietaryRestrictions": ["soft diet"], "injuries": ["vascular dementia", "COVID-19 (April 2020)"],
     "notes": "Former dressmaker. Lives at Elmgrove House care home in Clifton. Daughter Joy texts; Shaz, the activities coordinator, holds the tablet."},
    {"clientId": "colin-marsh", "age": 59, "goal": "Keep running: parkrun at Ashton Court again in under 25 minutes",
     "dietaryRestrictions": [], "injuries": ["young-onset Alzheimer's disease (diagnosed November 2019)"],
     "notes": "Retired PE teacher (early retirement 2019), lives in Bedminster. Son Jamie."},
    {"clientId": "skye-bennett", "age": 21, "goal": "Play the UK beach tour with her partner Lou and a 3 m block jump",
     "dietaryRestrictions": ["vegan"], "injuries": ["right ring finger dislocation, volar plate injury (July 2020)"],
     "notes": "Outside hitter for the University of Sussex, third-year geography student. Bar job at a pub in Kemptown (furloughed). Housemate Mia."},
    {"clientId": "sandy-whitlock", "age": 45, "goal": "Back on court as libero for the Brighton masters team",
     "dietaryRestrictions": [], "injuries": ["left Achilles tendinopathy", "partial tear of the left Achilles (June 2020)"],
     "notes": "British Airways cabin crew at Gatwick for 18 years, furloughed in April and made redundant in July 2020. Lives in Hove with husband Mark."},
    {"clientId": "ravi-sharma", "age": 34, "goal": "A pain-free right shoulder for setting before the baby arrives",
     "dietaryRestrictions": ["vegetarian"], "injuries": ["right shoulder impingement"],
     "notes": "Setter. Pharmacist at Boots in Hove, worked through lockdown. Wife Priya; daughter Anaya born 12 August 2020."},
    {"clientId": "jack-tamblyn", "age": 38, "goal": "Indoor rowing and powerlifting for the UK team at the Invictus Games in The Hague",
     "dietaryRestrictions": [], "injuries": ["left below-knee amputation (IED, Helmand, 2011)", "skin breakdown on the stump (April 2020)"],
     "notes": "Ex-Royal Marine, known as Tambo. Lives in Plymstock with partner Kelly. Limb centre at Mount Gould."},
    {"clientId": "dawn-richards", "age": 44, "goal": "Run the Plymouth half marathon",
     "dietaryRestrictions": [], "injuries": ["PTSD (sertraline)"],
     "notes": "Ex-army medic (RAMC), 22 years' service. Lives in Plympton with her daughter Ellie and dog Bruno. Works part-time at a garden centre."},
    {"clientId": "bill-hoskin", "age": 71, "goal": "Walk the coast path from the Hoe to Jennycliff",
     "dietaryRestrictions": [], "injuries": ["chronic lymphocytic leukaemia (watch and wait), shielding"],
     "notes": "Retired Royal Navy chief petty officer, Falklands 1982 on HMS Plymouth. Widower, lives in Stoke, Plymouth. Grandson Alfie."},
    {"clientId": "aoife-brennan", "age": 20, "goal": "Sub 13.5 in the 100 m hurdles and a medal at the national championships",
     "dietaryRestrictions": ["coeliac (gluten free)"], "injuries": ["grade 1 left hamstring strain (July 2020)"],
     "notes": "100 m hurdler, sports science student at UCD, from Clontarf. Mam Máire."},
    {"clientId": "jay-okonkwo", "age": 24, "goal": "Sub 10.5 for 100 m",
     "dietaryRestrictions": [], "injuries": ["grade 2 tear of the right biceps femoris (June 2020)"],
     "notes": "Sprinter (100 m and 200 m). Works at Tesco in Blanchardstown. Brother Emeka."},
    {"clientId": "grace-doyle", "age": 52, "goal": "The W50 300 m hurdles at the world masters",
     "dietaryRestrictions": [], "injuries": ["COVID-19 (April 2020)", "grazed knees after a fall over a hurdle (July 2020)"],
     "notes": "Masters hurdler (W50). GP in Drumcondra. Husband Dermot."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[Line]] = {
    "frank": [
        L("03-24 10:15", "c", "Hello Lorna its Pat, Franks wife. We got your letter about the zoom classes. Frank won't manage the ipad himself so I'll hold it. He's 78, alzheimers since 2018, on donepezil 10mg. Our GP says keep him moving", "frank-pat"),
        L("03-24 10:40", "t", "Hi Pat, lovely to hear from you both. Tuesday and Friday at 11 on Zoom, 30 minutes seated and standing. Have a sturdy kitchen chair without arms ready and a glass of water.", "frank-pat-coach"),
        L("03-27 12:05", "c", "first zoom done! he kept waving at the screen bless him. sit to stand 6 in 30 secs", "frank-sts6"),
        L("04-08 19:30", "c", "hes having really vivid dreams, shouting in the night. the memory nurse says its the donepezil and to give it in the morning instead of bedtime", "frank-dreams"),
        L("04-08 19:50", "t", "Thanks Pat, that's common. The morning dose makes sense. If he's tired on Friday we'll do the seated version.", "frank-dreams-coach"),
        L("04-16 11:00", "c", "hes asking every morning when the allotment's open again. told him the council shut the gates. gert sad", "frank-allotment"),
        L("05-08 17:00", "c", "VE day street party, 2 metres apart on the pavement 🇬🇧 frank sang we'll meet again all the way through, knew every word. didn't know what day it was but knew every word x", "frank-ve"),
        L("05-19 21:10", "c", "Lorna he fell in the garden this afternoon going down the step to the shed. landed on his left hip. took him to the BRI A&E, 5 hours, x ray no fracture just bad bruising 😞", "frank-fall"),
        L("05-19 21:35", "t", "Oh Pat, what a day. So glad nothing's broken. Rest this week; when he's ready we'll do the seated routine only and practise that step with you next to him. A grab rail by the step would be worth asking for.", "frank-fall-coach"),
        L("06-02 11:30", "c", "occupational therapist came (mask n apron) and fitted a rail by the back step. hip still purple but hes walking", "frank-rail"),
        L("06-10 10:00", "c", "allotment gates open!! he's been up there twice, dug the first earlies", "frank-allotment2"),
        L("06-25 15:00", "c", "hot one today 31 degrees, kept him in the shade, did the session in the front room with the fan on", "frank-hot"),
        L("07-14 11:45", "c", "sit to stand 10 today!! and he remembered your name", "frank-sts10"),
        L("07-22 20:00", "c", "my knee is playing up now, can't do the walks with him for a bit. his brother Ken says he'll walk him round the park", "frank-patknee"),
        L("07-30 18:30", "c", "we've signed up for the memory walk in october, the alzheimers society are doing it round your own street this year", "frank-memorywalk"),
        L("08-05 12:00", "c", "Ken took him round Arnos Vale, 1 mile, 25 minutes, didn't stop once", "frank-mile"),
        L("08-12 14:30", "c", "too hot to go out all week 34 on the thermometer. zoom in the kitchen with the back door open", "frank-heatwave"),
        L("08-19 18:00", "c", "did eat out to help out at the harvester, first meal out since march. he had the mixed grill and asked for a pint of best", "frank-eatout"),
        L("08-27 10:00", "c", "memory nurse phoned, his score's dropped, 18 out of 30 on the memory test, was 21 last year. she says its the lockdown, no day centre", "frank-score"),
        L("08-27 10:30", "t", "Thanks for telling me, Pat. That makes the routine even more important. Shall we add a Wednesday walk in the park with me, now we can meet outside?", "frank-score-coach"),
        L("09-02 11:00", "c", "first wednesday walk done. he called you 'the lady from the telly' 😂", "frank-walk"),
    ],
    "iris": [
        L("03-25 09:30", "c", "Hi Lorna, it's Joy, Iris's daughter. Elmgrove has stopped all visits since last week. Mum won't understand why I'm not coming. Could you still do her sessions somehow?", "iris-joy"),
        L("03-25 10:00", "t", "Hi Joy, yes: I've spoken to Shaz, the activities coordinator. Mondays and Thursdays at 2 on the home's tablet, seated, with the balloon and the ribbons she likes.", "iris-joy-coach"),
        L("03-30 15:00", "c", "Shaz here from Elmgrove on the home phone. Iris did 20 mins of the balloon tapping, laughed a lot. She thought you were her sister Edna on the screen", "iris-shaz"),
        L("04-21 18:00", "c", "Lorna its Joy. Elmgrove have an outbreak, mum tested positive yesterday. No symptoms yet, they're isolating her in her room. I'm beside myself", "iris-covid"),
        L("04-21 18:20", "t", "Joy, I'm so sorry. Sessions are paused of course; I'll send Shaz a bed-based routine for when she's up to it. Thinking of you both.", "iris-covid-coach"),
        L("05-06 12:00", "c", "mum's through it! a temperature for 2 days and off her food, but she's sitting out in her chair. 8 residents didn't make it 💔", "iris-recovered"),
        L("05-20 16:00", "c", "she's lost weight, about half a stone the home says. they're giving her fortisips twice a day", "iris-weight"),
        L("06-03 14:00", "c", "window visit today! held my hand up to the glass. she sang daisy daisy to me", "iris-window"),
        L("06-18 15:30", "c", "Shaz: Iris walked to the lounge with her zimmer, 15 metres, 1 stop. Nearly caught her foot on the rug but didnt go over", "iris-walk15"),
        L("07-08 11:00", "c", "garden visits from today, 2 metres, 30 mins, booked slots. i wore a visor, she asked if i was a welder 😂", "iris-garden"),
        L("07-23 16:00", "c", "GP's stopped her amlodipine, her bp's been low since the covid, 100/60", "iris-bp"),
        L("08-11 13:00", "c", "too hot in her room, 29 degrees, they've got fans in. she's drinking squash every hour", "iris-heat"),
        L("08-20 15:00", "c", "Shaz: she walked to the dining room without stopping! 25 metres with the frame 👏", "iris-walk25"),
        L("08-20 15:20", "t", "Wonderful! That was her goal. Tell her I'm proud of her, and let's keep the sit-to-stands going.", "iris-walk25-coach"),
        L("09-04 10:00", "c", "Joy: mum's 87 next month, hoping they'll let me take a cake in", "iris-birthday"),
    ],
    "colin": [
        L("03-26 08:15", "c", "morning lorna colin here. gp says i can still run, one outdoor exercise a day. i want to keep running. parkrun cancelled since last sat 😩 used to do 24 mins at ashton court", "colin-intro"),
        L("03-26 08:40", "t", "Morning Colin! Running is great. Same route every time, phone on you, and tell Jamie before you go. Strength on Zoom on Wednesdays.", "colin-intro-coach"),
        L("04-03 19:00", "c", "ran 5k 27:40 round the block, 5 loops. fitbit says 12000 steps", "colin-5k"),
        L("04-22 20:30", "c", "Hi Lorna, Jamie here, Colin's son. Dad went out for his run this morning and ended up in Keynsham, about 6 miles off. A lady at the bus stop rang us from his phone. He's fine but shaken. Can we talk about how to keep him safe?", "colin-lost"),
        L("04-22 20:50", "t", "Thanks Jamie, what a fright. Let's talk tomorrow at 6. For now: loops only, no new routes, and a GPS watch you can see from your phone would be worth looking at.", "colin-lost-coach"),
        L("04-30 10:00", "c", "jamie bought me a gps watch thing. he can see me on a map. like a tagged prisoner lol 🙃", "colin-gps"),
        L("05-13 09:00", "c", "can drive somewhere to run now!!! went to ashton court, the deer were out", "colin-ashton"),
        L("06-05 17:00", "c", "consultant on the phone put the donepezil up to 10. was 5", "colin-donepezil"),
        L("06-05 17:30", "t", "Thanks Colin. Some people get an upset stomach on the higher dose, so run before breakfast and tell me if you feel sick.", "colin-donepezil-coach"),
        L("06-20 09:30", "c", "felt sick on the run today, stopped twice 🤢", "colin-sick"),
        L("07-04 12:00", "c", "pubs open!! jamie says one pint, hes strict", "colin-pubs"),
        L("07-18 08:00", "c", "5k 26:55 best since xmas", "colin-5k2"),
        L("08-08 08:00", "c", "dvla letter says i have to give up my licence. gutted, used to drive to ashton court", "colin-dvla"),
        L("08-08 08:30", "t", "That's hard, Colin, I'm sorry. We'll find you a bus to Ashton Court, or I'll meet you at the gates.", "colin-dvla-coach"),
        L("08-22 07:45", "c", "parkrun still not back 😤 did my own 5k at ashton court instead, 27:10, in the rain", "colin-parkrun"),
        L("09-01 19:00", "c", "Jamie: dad's signed up for the Bristol 10k virtual, you run it anywhere in september. can you help him train for it?", "colin-10k"),
    ],
    "skye": [
        L("03-24 18:00", "c", "hiii kasia! skye, 21, outside hitter for sussex uni. season's cancelled 😭 BUCS finals gone. i want to get on the beach tour this summer w my partner lou if it happens. standing reach 2.35, block jump 2.95", "skye-intro"),
        L("03-24 18:30", "t", "Hi Skye! Lockdown plan: plyos on grass three times a week, a band for the shoulders every day and Zoom strength on Mondays. Brawo for asking early!", "skye-intro-coach"),
        L("04-06 12:00", "c", "furloughed from the pub, 80% pay so at least i get paid to jump on the lawn lol", "skye-furlough"),
        L("04-20 19:00", "c", "my landlady says stop jumping in the garden, the fence is shaking 😂", "skye-landlady"),
        L("05-15 17:00", "c", "lou and i did some passing on the beach at hove lawns today, 2m apart? kind of", "skye-beach1"),
        L("06-01 19:30", "c", "groups of 6 outside!! 3v3 at the beach later", "skye-six"),
        L("06-25 21:00", "c", "brighton beach was rammed today, couldn't even get near the courts. hottest day of the year", "skye-rammed"),
        L("07-04 16:00", "c", "beach volley officially back 2v2!! lou n me played 6 games", "skye-back"),
        L("07-19 22:10", "c", "hi kasia it's mia skye's housemate, she dislocated her right ring finger blocking at the beach, the lifeguard popped it back in. she's at the royal sussex getting it x-rayed, she asked me to tell u", "skye-mia"),
        L("07-19 22:30", "t", "Thanks Mia! Tell her ice and elevate, and no blocking or setting until the x-ray's read. I'll call her tomorrow.", "skye-mia-coach"),
        L("07-20 13:00", "c", "x-ray: no fracture, volar plate injury. buddy taped to my middle finger for 3 weeks 🤞", "skye-xray"),
        L("08-01 18:00", "c", "playing with the tape on, hurts to set but i can dig", "skye-tape"),
        L("08-15 20:00", "c", "block jump 3.01!! first time over 3 m", "skye-3m"),
        L("08-15 20:20", "t", "Brawo! 3.01 m. Keep the landings soft, that finger still needs the tape on the block.", "skye-3m-coach"),
        L("08-22 19:00", "c", "little tournament at yellowave on sat, lou n me came 2nd of 8 teams 🥈 lost the final 21-17 19-21 12-15", "skye-yellowave"),
        L("08-30 17:00", "c", "the UK tour finals are cancelled for this year. gutted. aiming for next summer", "skye-tour"),
        L("09-05 11:00", "c", "uni back in 2 wks, online lectures mostly. finger's fine, no tape now", "skye-uni"),
    ],
    "sandy": [
        L("03-25 20:00", "c", "Hi Kasia, Sandy here. 45, libero in the Brighton masters team. BA cabin crew out of Gatwick, all flights grounded so I'm home. Left achilles has been grumbling since Christmas, stiff first thing. Want to be fit for the masters nationals in June", "sandy-intro"),
        L("03-25 20:30", "t", "Hi Sandy! Heel raises: slow, 3 x 15 off a step every day, and no jumping until the morning stiffness is under 2/10. Walks are fine.", "sandy-intro-coach"),
        L("04-02 09:00", "c", "furloughed from today. strange feeling after 18 yrs of flying", "sandy-furlough"),
        L("04-14 08:00", "c", "achilles 4/10 in the morning, 2/10 after the heel raises", "sandy-ach4"),
        L("05-01 18:00", "c", "masters nationals officially cancelled 😭", "sandy-nationals"),
        L("05-10 21:30", "c", "stay alert? what does that even mean 🤷‍♀️", "sandy-alert"),
        L("05-28 11:00", "c", "heel raises 3x15 with a 10kg rucksack now. morning stiffness 1/10", "sandy-ach1"),
        L("06-16 19:00", "c", "Kasia it's Mark, Sandy's husband. She went for a jog on the seafront and her achilles went ping, she says it felt like someone kicked her. She can't go up on tiptoe. We're at A&E at the Royal Sussex now", "sandy-mark"),
        L("06-16 19:20", "t", "Thanks Mark. Please make sure they check it for a rupture (the calf squeeze test). Keep her off it and let me know what they say.", "sandy-mark-coach"),
        L("06-17 10:00", "c", "not ruptured, partial tear they think. boot with wedges for 6 weeks, scan at fracture clinic in 2 wks", "sandy-boot"),
        L("07-01 14:00", "c", "ultrasound finally: partial tear confirmed, about 30% of the width. physio on the phone only", "sandy-scan"),
        L("07-28 18:00", "c", "BA letter came. redundancy. 18 years 😞", "sandy-redundant"),
        L("07-28 18:15", "t", "Oh Sandy, I'm so sorry. Your sessions are free this month, no arguments. Call me whenever you want.", "sandy-redundant-coach"),
        L("07-31 12:00", "c", "boot off! walking like a penguin 🐧", "sandy-bootoff"),
        L("08-13 16:00", "c", "heel raises on both legs 20, single leg left only 6 😬 right 25", "sandy-raises"),
        L("08-25 10:00", "c", "applied to the test and trace call centre. interview thursday", "sandy-job"),
        L("09-03 19:00", "c", "got the job!! start monday. achilles 1/10 walking", "sandy-job2"),
        L("09-03 19:10", "t", "Brawo Sandy!! Single-leg raises every day until the left matches the right, then we talk about court.", "sandy-job2-coach"),
    ],
    "ravi": [
        L("03-27 21:00", "c", "hey kasia ravi here, setter, 34. pharmacist at boots in hove so still working, it's mental. right shoulder hurts on overhead setting, gp said impingement last year. baby due 14th aug so want to be fit before the no sleep lol", "ravi-intro"),
        L("03-27 21:20", "t", "Hi Ravi! Band external rotations 3 x 15 daily and wall slides. Strength on Zoom on Thursdays at 8 pm after your shifts.", "ravi-intro-coach"),
        L("04-09 22:00", "c", "12 hr shift, queue out the door for paracetamol. no session tonight sorry", "ravi-shift"),
        L("04-24 19:00", "c", "shoulder 3/10 setting overhead against the wall, was 6", "ravi-sh3"),
        L("05-20 20:00", "c", "28 week scan all good, it's a girl!! 👶", "ravi-girl"),
        L("06-08 21:00", "c", "push ups 40 unbroken 💪", "ravi-pushups"),
        L("06-29 20:00", "c", "my mum's moved in to help, she says i'm too thin, parathas every morning 😅 'beta khana kha lo'", "ravi-mum"),
        L("07-10 18:00", "c", "back playing 2v2 on the beach, shoulder ok for an hour then achy", "ravi-beach"),
        L("08-10 21:00", "c", "eat out to help out at nandos with priya, 4 days before she's due 😂", "ravi-eatout"),
        L("08-12 04:30", "c", "Kasia it's Priya 😊 baby girl arrived at 2.10am, 3.2kg, her name is Anaya. Ravi is crying more than she is 😂 he won't be at sessions this week!", "ravi-priya"),
        L("08-12 07:00", "t", "Congratulations Priya and Ravi!! Welcome Anaya 💕 Sessions can wait as long as you like.", "ravi-priya-coach"),
        L("08-26 23:00", "c", "sleep 4 hrs a night. shoulder actually fine, maybe carrying her is physio 😂", "ravi-sleep"),
        L("09-02 20:00", "c", "back on zoom next week? 10 mins max lol bas", "ravi-back"),
    ],
    "jack": [
        L("03-24 09:00", "c", "mornin gav, tambo here. invictus in the hague is off, postponed to 2021 they reckon. gutted but proper job, we crack on. 2k 7:05 on the erg, bench 120kg", "jack-intro"),
        L("03-24 09:30", "t", "Morning Tambo. The erg's at yours, so three erg sessions a week and bench twice in the garage. It's in the app.", "jack-intro-coach"),
        L("04-10 15:00", "c", "2k 6:58 in the garage, first time sub 7 🚣", "jack-2k"),
        L("04-28 20:00", "c", "stump's sore, skin breaking down on the front where the socket rubs. limb centre at mount gould's only doing emergencies", "jack-stump"),
        L("04-28 20:20", "t", "Off the leg for a few days, keep it clean and dry, and ring the limb centre anyway: skin breaking down is urgent enough. Arms-only on the erg in the meantime.", "jack-stump-coach"),
        L("05-05 11:00", "c", "prosthetist saw me, new liner n the socket padded. 5 days off the leg", "jack-liner"),
        L("05-25 19:00", "c", "bank hol, did the murph in the garden for a mate, 1 mile row instead of the runs, 58 mins", "jack-murph"),
        L("06-20 21:00", "c", "Gav its Kelly, Tambo's other half. He won't tell you so I am. He's not sleeping, up at 3am in the garage on the rower. Since the invictus got put back he's been really low", "jack-kelly"),
        L("06-20 21:40", "t", "Thanks Kelly, I'm glad you told me. I'll ring him tomorrow. Combat Stress have a 24-hour helpline too: 0800 138 1619.", "jack-kelly-coach"),
        L("06-22 12:00", "c", "rang combat stress. got a phone appointment next week. cheers gav for not making a big thing of it", "jack-combat"),
        L("07-15 10:00", "c", "bench 125 for a single 💪", "jack-bench"),
        L("08-07 14:00", "c", "heatwave, stump sweating in the liner, had to take it off twice on the walk", "jack-heat"),
        L("08-21 17:00", "c", "invictus confirmed for may 2021, letter came dreckly 😂", "jack-invictus"),
        L("09-01 09:00", "c", "2k 6:51 pb 🚣 new liner's a dream", "jack-2k2"),
    ],
    "dawn": [
        L("03-25 19:00", "c", "hi gav. dawn. 44. ex RAMC medic, 22 yrs in. ptsd diagnosed 2018, on sertraline 100mg. running keeps my head straight and lockdown is not helping. goal is the plymouth half in may", "dawn-intro"),
        L("03-25 19:30", "t", "Hi Dawn. One run a day it is, same time each day, and strength on Zoom on Tuesdays. If a day is bad, a walk with Bruno counts.", "dawn-intro-coach"),
        L("04-05 07:00", "c", "can't sleep. 3 hrs. ran at 5am anyway, 8k", "dawn-sleep3"),
        L("04-15 18:00", "c", "plymouth half cancelled, no surprise", "dawn-half"),
        L("05-13 09:00", "c", "DARTMOOR!!! drove to haytor with bruno, 10 miles walk-run 🌿", "dawn-dartmoor"),
        L("05-27 21:30", "c", "gav its ellie dawns daughter. mum had a panic attack in tesco yesterday, the queues and the masks set her off. she said i could tell you. she doesnt want to train this week", "dawn-ellie"),
        L("05-27 21:50", "t", "Thanks Ellie, that was the right thing to do. No training needed this week. Tell Mum I'll ring her on Friday, and she can text me any time.", "dawn-ellie-coach"),
        L("06-03 12:00", "c", "GP upped the sertraline to 150. and i've been referred to TILS, the veterans mental health lot", "dawn-sertraline"),
        L("06-24 07:30", "c", "10k 52:30 on the coast path, first time under 53 in years", "dawn-10k"),
        L("07-11 16:00", "c", "ellie's 16 today, took her to bovisand, freezing sea 🥶", "dawn-bovisand"),
        L("07-30 20:00", "c", "sleeping 6 hrs most nights now. fewer nightmares", "dawn-sleep6"),
        L("08-17 18:00", "c", "ran a half on my own on dartmoor, 2:04, hot as hell", "dawn-halfsolo"),
        L("08-17 18:30", "t", "2:04 on the moor in that heat is a big run, Dawn. Proud of you.", "dawn-halfsolo-coach"),
        L("09-04 19:00", "c", "signed up for the plymouth half 2021 🤞", "dawn-2021"),
    ],
    "bill": [
        L("03-24 11:00", "c", "Gav. Bill Hoskin. Got the letter from the NHS, shielding 12 weeks on account of my blood (CLL). Can't come to the hall. What now", "bill-intro"),
        L("03-24 11:20", "t", "Morning Bill. We bring the hall to you: Zoom on Mondays and Thursdays at 10. Alfie said he'd set it up. Garden walks are fine, it's your garden.", "bill-intro-coach"),
        L("03-30 14:00", "c", "Hi gav its alfie bills grandson, got grandad on zoom!! he keeps the camera pointing at the ceiling 😂", "bill-alfie"),
        L("04-16 18:00", "c", "Seen that Captain Tom. I'm doing 71 laps of my garden for Help for Heroes, one for each year. Alfie's put it on justgiving", "bill-laps"),
        L("04-30 19:00", "c", "71 LAPS DONE. £2,340 raised. Legs are dead.", "bill-lapsdone"),
        L("04-30 19:15", "t", "Bill, that's magnificent. £2,340! Rest tomorrow, you've earned it.", "bill-lapsdone-coach"),
        L("05-08 12:00", "c", "VE day. Dad was on the Arctic convoys. Had a tot of rum for him.", "bill-ve"),
        L("06-01 10:00", "c", "Shielders can go out once a day now. Walked down to the Hoe with Alfie, sat on a bench. First time out since March", "bill-hoe"),
        L("06-14 15:00", "c", "Falklands anniversary today. 38 years. Rang Taff who was on HMS Plymouth with me", "bill-falklands"),
        L("07-06 11:00", "c", "Haematologist on the phone. Lymphocytes up a bit, still watch and wait, bloods again in 3 months", "bill-haem"),
        L("08-01 10:00", "c", "shielding paused from today. back to the hall tuesday?", "bill-shieldend"),
        L("08-01 10:20", "t", "Tuesday at 10 it is, Bill: mask on coming in, hands at the door, and bring your own mat.", "bill-shieldend-coach"),
        L("08-18 12:00", "c", "Coast path from the Hoe to Jennycliff and back. 4 miles. Slow but did it.", "bill-jennycliff"),
        L("08-28 17:00", "c", "Alfie here, grandad's got a chest infection, gp gave him amoxicillin. covid test negative. no hall this week", "bill-chest"),
    ],
    "aoife": [
        L("03-24 20:00", "c", "hi ciarán, aoife here! 20, 100mh, pb 13.62 from last summer (60mh 8.41 indoors). uni closed, tracks closed. goal is sub 13.5 and a medal at the nationals", "aoife-intro"),
        L("03-24 20:30", "t", "Hi Aoife. 2 km from home, so: hill sprints on the green, hurdle mobility in the garden and strength in the garage. Wall drills with a broom handle for the lead leg.", "aoife-intro-coach"),
        L("04-07 18:00", "c", "found a hill 1.8km from the house 😂 6 x 60m done", "aoife-hill"),
        L("04-20 19:00", "c", "flying 30s on the road outside, 3.41 hand timed lol", "aoife-fly30"),
        L("05-05 09:00", "c", "5km limit from today!!! can get to dollymount strand", "aoife-5km"),
        L("05-18 17:00", "c", "phase 1: groups of 4 outdoors!! track's still shut tho", "aoife-phase1"),
        L("06-08 18:30", "c", "TRACK OPEN 🥳 santry bookings in 1hr slots", "aoife-track"),
        L("06-29 19:00", "c", "gyms open today, did cleans at the club gym, hang clean 60kg", "aoife-gym"),
        L("07-11 20:15", "c", "hi ciarán its máire aoifes mam. she pulled up at the track tonight, back of her left leg. she's on the couch with ice and crying. physio tomorrow", "aoife-maire"),
        L("07-11 20:40", "t", "Thanks Máire. Ice, no stretching and nothing fast until the physio has seen it. Tell her a grade 1 is weeks, not the season.", "aoife-maire-coach"),
        L("07-12 13:00", "c", "physio says grade 1 hamstring strain, left. 3 wks if im good", "aoife-grade1"),
        L("07-30 18:00", "c", "first hurdles since the hammy, 5 flights at 80%, no pain 🙏", "aoife-hurdles"),
        L("08-07 20:00", "c", "kildare's locked down, my relay mate in naas can't come up to train. nationals still on they reckon", "aoife-kildare"),
        L("08-23 18:30", "c", "NATIONALS: 13.71 into a -1.2 headwind, 3rd!!! BRONZE 🥉 'maith an cailín' says mam", "aoife-nationals"),
        L("08-23 19:00", "t", "Bronze at the nationals six weeks after a hamstring. Massive, Aoife. Ar aghaidh linn.", "aoife-nationals-coach"),
        L("09-03 17:00", "c", "sub 13.5 next year. back to uni online 😑", "aoife-uni"),
    ],
    "jay": [
        L("03-25 22:00", "c", "yo coach, jay. 24. 100/200, pbs 10.58 and 21.40. working in tesco blanch so still going in, shifts are mad. goal: sub 10.5 and the 100 at the nationals", "jay-intro"),
        L("03-25 22:20", "t", "Jay, legend. Key worker shifts first. Acceleration on the green twice a week, a strength day, and sleep. Send me the rota every week.", "jay-intro-coach"),
        L("04-12 14:00", "c", "easter sunday on the tills. people buying 30 toilet rolls 🙄", "jay-easter"),
        L("05-02 19:00", "c", "hamstring tight on the right after the sprints on grass. not sore just tight", "jay-tight"),
        L("05-02 19:20", "t", "Right, no top-speed work for a week: nordics 3 x 5 and hill walks. Tight is the warning.", "jay-tight-coach"),
        L("05-26 20:00", "c", "block starts on the road in my runners lol. 30m 4.05", "jay-30m"),
        L("06-13 21:00", "c", "coach its emeka jays brother. he tore his hamstring at the track tonight, right leg, pulled up screaming. we're in the mater a&e", "jay-emeka"),
        L("06-13 21:30", "t", "Thanks Emeka. Ice, compression, crutches if they give them. Ask if they'll refer him for a scan. I'll call Jay in the morning.", "jay-emeka-coach"),
        L("06-20 12:00", "c", "MRI: grade 2 tear of the right biceps femoris. 6-8 weeks. nationals gone 😞", "jay-mri"),
        L("07-05 11:00", "c", "back jogging, 10 x 100m at 60%", "jay-jog"),
        L("07-24 19:00", "c", "nna this rehab is slow. nordics 3x6 now", "jay-nordics"),
        L("08-08 18:00", "c", "first strides at 90%, no pain", "jay-strides"),
        L("08-23 17:00", "c", "watched the nationals on the stream. 10.49 won it, chai i'd have been in the mix", "jay-watched"),
        L("09-02 18:00", "c", "flying 30 3.05 🔥", "jay-fly30"),
    ],
    "grace": [
        L("03-26 21:00", "c", "Hello Ciarán, Grace Doyle. 52, W50 300mH, pb 48.9. I'm a GP in Drumcondra so life is chaos. The world masters in Toronto in July is my goal, if it happens", "grace-intro"),
        L("03-26 21:30", "t", "Hi Grace. Short sessions you can do before surgery: 20 minutes, hurdle mobility and hills. We keep the volume low while work is like this.", "grace-intro-coach"),
        L("04-06 21:45", "c", "Ciarán this is Dermot, Grace's husband. Grace tested positive for covid today, picked it up at work. Fever and a cough, she's in bed. She says sorry about Thursday", "grace-dermot"),
        L("04-06 22:00", "t", "Thanks Dermot, please tell her no apologies. Rest, fluids, and nothing at all until she's a week clear of symptoms.", "grace-dermot-coach"),
        L("04-20 18:00", "c", "back at work on the phones. breathless on the stairs. sats 96%", "grace-breathless"),
        L("04-24 19:00", "c", "World masters in Toronto cancelled. Honestly relieved", "grace-toronto"),
        L("05-12 08:00", "c", "first run since covid. 2k, heart rate through the roof, 165", "grace-firstrun"),
        L("05-12 08:30", "t", "That's normal after the virus, Grace. Walk-run only, and stop if your heart rate goes over 140 for now.", "grace-firstrun-coach"),
        L("06-15 20:00", "c", "chest x-ray clear, the resp consultant says post viral. slowly slowly", "grace-xray"),
        L("07-08 07:00", "c", "400 on the track 68.5, miles off but I'm back", "grace-400"),
        L("07-27 19:00", "c", "Dermot again, Grace won't say it but she fell over a hurdle tonight, grazed both knees and her pride", "grace-fall"),
        L("08-15 18:00", "c", "masters meet in Tullamore: 300mH 50.2, 1st W50 🥇", "grace-tullamore"),
        L("08-15 18:20", "t", "First at Tullamore four months after COVID! Sláinte, Grace.", "grace-tullamore-coach"),
        L("08-31 21:00", "c", "schools going back, the surgery's flat out with covid swabs", "grace-schools"),
    ],
}

# ---------------------------------------------------------------------------
# The group chats: members' messages are filed under the chat, which names no client.
# ---------------------------------------------------------------------------
GROUPS = [
    {
        "id": "chat-lorna-move", "trainer": "lorna", "members": ["frank", "iris", "colin"],
        "lines": [
            L("03-28 10:00", "t", "Moving Together 💛 Families and friends: the Zoom links for the week go here every Sunday.", "g-move-start"),
            L("05-08 16:00", "frank", "Pat here, happy VE day all 🇬🇧", "g-frank-ve"),
            L("05-06 12:30", "iris", "Joy here. Mum's through the virus. Thank you all x", "g-iris-covid"),
            L("07-18 09:00", "colin", "26:55 for 5k this morning", "g-colin-5k"),
            L("08-20 16:00", "iris", "Joy: 25 metres with her frame!!", "g-iris-walk"),
        ],
    },
    {
        "id": "chat-kasia-beach", "trainer": "kasia", "members": ["skye", "sandy", "ravi"],
        "lines": [
            L("04-01 09:00", "t", "Beach crew 🏐 Zoom strength Mondays 7 pm, bring a band and a towel.", "g-beach-start"),
            L("06-17 11:00", "sandy", "achilles partial tear, boot for 6 wks 🙄", "g-sandy-boot"),
            L("07-20 14:00", "skye", "finger not broken!! taped", "g-skye-finger"),
            L("08-12 08:00", "ravi", "she's here!! Anaya 3.2kg 💕", "g-ravi-baby"),
            L("08-22 20:00", "skye", "2nd at yellowave 🥈", "g-skye-yellowave"),
        ],
    },
    {
        "id": "chat-gav-forces", "trainer": "gav", "members": ["jack", "dawn", "bill"],
        "lines": [
            L("03-25 08:00", "t", "Forces fitness 🎖️ Zoom circuits Tuesday and Friday 0800. Cameras on, no excuses.", "g-forces-start"),
            L("04-30 19:30", "jack", "71 laps!! legend bill 🫡", "g-jack-bill"),
            L("05-25 19:30", "jack", "murph done 58 mins 🇬🇧", "g-jack-murph"),
            L("08-18 13:00", "bill", "Jennycliff and back. 4 miles.", "g-bill-jennycliff"),
            L("08-17 18:45", "dawn", "half on the moor 2:04", "g-dawn-half"),
        ],
    },
    {
        "id": "chat-ciaran-sprint", "trainer": "ciaran", "members": ["aoife", "jay", "grace"],
        "lines": [
            L("03-25 19:00", "t", "Sprint group ⚡ Plans go up every Sunday night. 2 km rule, no excuses, no heroes.", "g-sprint-start"),
            L("06-13 22:00", "jay", "hamstring gone 💔", "g-jay-ham"),
            L("07-12 14:00", "aoife", "grade 1 hammy, 3 wks", "g-aoife-ham"),
            L("08-15 19:00", "grace", "Tullamore win 🥇", "g-grace-win"),
            L("08-23 19:30", "aoife", "BRONZE 🥉", "g-aoife-bronze"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}
NOTES = [
    ("lorna", "frank", "2020-03-27", "Frank (78): Alzheimer's, donepezil 10 mg. 30-second sit-to-stand 6. Grip 24 kg right, 22 kg left. Walks with a stick outdoors. Pat holds the iPad."),
    ("lorna", "frank", "2020-09-02", "Frank: 30-second sit-to-stand 11. Left hip bruise gone, no pain. Walked 20 minutes in the park with me. Memory score 18/30 (August), was 21."),
    ("lorna", "iris", "2020-03-30", "Iris (86): vascular dementia. Seated session 20 minutes. Sit-to-stand from the armchair with help, 3. Walks 10 m with a frame. Weight 52 kg."),
    ("lorna", "iris", "2020-09-03", "Iris: sit-to-stand from the armchair 6, no help. Walks 25 m with the frame. Weight 49.5 kg. Amlodipine stopped in July."),
    ("lorna", "colin", "2020-03-26", "Colin (59): young-onset Alzheimer's. Donepezil 5 mg. 5 km best 24:10 (parkrun, 2019). Plank 60 s. Steps 10,000 a day."),
    ("lorna", "colin", "2020-09-01", "Colin: donepezil 10 mg since June, nausea settled. 5 km 26:55 (July). Plank 75 s. GPS watch on every run. No driving licence since August."),
    ("kasia", "skye", "2020-03-24", "Skye (21): standing reach 2.35 m, block jump 2.95 m, approach jump 3.05 m. Vegan. Right shoulder fine."),
    ("kasia", "skye", "2020-09-05", "Skye: block jump 3.01 m, approach jump 3.12 m. Right ring finger full range, no tape. Plank 2 minutes."),
    ("kasia", "sandy", "2020-03-25", "Sandy (45): left Achilles tendinopathy, morning stiffness 5/10. Single-leg heel raises 18 left, 25 right. Weight 64 kg."),
    ("kasia", "sandy", "2020-09-04", "Sandy: partial tear left Achilles (June). Single-leg heel raises 9 left, 25 right. Walking 1/10. No jumping until 20 left."),
    ("kasia", "ravi", "2020-03-27", "Ravi (34): right shoulder impingement, 6/10 on overhead setting. Band external rotation 3 x 15. Push-ups 32."),
    ("kasia", "ravi", "2020-09-02", "Ravi: right shoulder 1/10. Push-ups 40. Sleep 4 hours (new baby). Weight 71 kg."),
    ("gav", "jack", "2020-03-24", "Jack (38): left below-knee amputee. 2k erg 7:05. Bench 120 kg. Deadlift 180 kg. Stump skin healthy."),
    ("gav", "jack", "2020-09-01", "Jack: 2k erg 6:51. Bench 125 kg. Deadlift 190 kg. New liner since May, stump skin healed."),
    ("gav", "dawn", "2020-03-25", "Dawn (44): PTSD, sertraline 100 mg. 10 km 54:10. Sleep 4-5 hours. Resting heart rate 68."),
    ("gav", "dawn", "2020-09-04", "Dawn: sertraline 150 mg since June. 10 km 52:30. Half marathon 2:04 (Dartmoor, solo). Sleep 6 hours. Resting heart rate 61."),
    ("gav", "bill", "2020-03-26", "Bill (71): CLL, shielding. Chair stand 30 s: 9. Grip 30 kg right. Walks 10 minutes in the garden."),
    ("gav", "bill", "2020-09-01", "Bill: Chair stand 30 s: 13. Grip 31 kg right. Walked 4 miles on the coast path. Shielding paused."),
    ("ciaran", "aoife", "2020-03-24", "Aoife (20): 100 m hurdles PB 13.62, 60 m hurdles 8.41. Flying 30 m 3.45. Hang clean 55 kg. Coeliac."),
    ("ciaran", "aoife", "2020-09-03", "Aoife: 100 m hurdles 13.71 (nationals, -1.2 m/s). Flying 30 m 3.38. Hang clean 62.5 kg. Left hamstring 0/10."),
    ("ciaran", "jay", "2020-03-25", "Jay (24): 100 m 10.58, 200 m 21.40. Flying 30 m 2.98. Back squat 150 kg."),
    ("ciaran", "jay", "2020-09-02", "Jay: right biceps femoris grade 2 (June), cleared to sprint. Flying 30 m 3.05. Nordics 3 x 6. Back squat 140 kg."),
    ("ciaran", "grace", "2020-03-26", "Grace (52): W50 300 m hurdles PB 48.9, 400 m 64.8. Resting heart rate 54. Works 50 hours a week."),
    ("ciaran", "grace", "2020-09-01", "Grace: 300 m hurdles 50.2 (Tullamore). 400 m 66.9. Resting heart rate 58 (was 54 before COVID). Both knees healed."),
]

TRANSCRIPTS = [
    {
        "id": "tr-lorna-colin-20200423", "trainer": "lorna", "client": "colin", "startedAt": "2020-04-23T18:00:00Z",
        "title": "Call with Colin and Jamie: after the run to Keynsham",
        "lines": [
            ("Coach", 0, "How are you feeling today, Colin?"),
            ("Colin", 4, "Embarrassed. I knew where I was and then I didn't. The houses all looked the same."),
            ("Jamie", 9, "He'd been out nearly two hours. It's normally thirty-five minutes."),
            ("Coach", 14, "Then one loop you know, the same one every day, and you text Jamie when you set off and when you're back."),
            ("Jamie", 19, "I've ordered a watch with GPS. Fifty-nine pounds."),
            ("Coach", 23, "Good. And on Wednesdays I'll run the loop with you for a couple of weeks."),
        ],
    },
    {
        "id": "tr-kasia-sandy-20200618", "trainer": "kasia", "client": "sandy", "startedAt": "2020-06-18T17:00:00Z",
        "title": "Call with Sandy and Mark: the Achilles",
        "lines": [
            ("Coach", 0, "How's the leg, Sandy?"),
            ("Sandy", 4, "Sore at the back of the heel, and the boot's like a ski boot. I'm on crutches for the stairs."),
            ("Mark", 9, "They gave her blood-thinning injections to do every day, in the tummy."),
            ("Coach", 13, "That's for clots while she's in the boot. Keep the other leg and the core working: seated and lying only."),
            ("Sandy", 18, "And the fracture clinic says a scan in two weeks."),
            ("Coach", 22, "Then we plan the rehab when we know the size of the tear."),
        ],
    },
    {
        "id": "tr-gav-jack-20200621", "trainer": "gav", "client": "jack", "startedAt": "2020-06-21T10:00:00Z",
        "title": "Call with Tambo and Kelly: sleep",
        "lines": [
            ("Coach", 0, "Kelly says you're on the rower at three in the morning."),
            ("Jack", 4, "Can't switch off. Since the Hague got pulled I've got nothing to aim at."),
            ("Kelly", 9, "He's lost nearly half a stone as well, he forgets to eat."),
            ("Coach", 14, "No erg after 8 pm from now, three meals, and we pick a target this summer: a 2k PB by September."),
            ("Jack", 19, "Alright. Sub 6:55."),
            ("Coach", 22, "And ring Combat Stress tomorrow. Not because you're broken, because it works."),
        ],
    },
    {
        "id": "tr-ciaran-grace-20200421", "trainer": "ciaran", "client": "grace", "startedAt": "2020-04-21T19:00:00Z",
        "title": "Call with Grace and Dermot: after COVID",
        "lines": [
            ("Coach", 0, "How are you, Grace?"),
            ("Grace", 4, "Tired in a way I've never been. Eight days of fever. I lost my sense of smell on day three."),
            ("Dermot", 9, "She was on the couch for a fortnight. Her heart was racing when she stood up."),
            ("Coach", 14, "Then no running until a week of normal days at work. Walks only, and note your heart rate in the morning."),
            ("Grace", 19, "Our respiratory team wants a chest x-ray in June."),
            ("Coach", 23, "Good. We restart with walk-run when that's done, not before."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment)
CHECKINS = [
    ("frank", "2020-04-17", 6.5, 5, 80, "Dreams."),
    ("frank", "2020-05-22", 7.0, 8, 30, "Fall."),
    ("iris", "2020-04-24", 8.0, 9, 0, "Outbreak."),
    ("iris", "2020-06-19", 9.0, 4, 70, "Window."),
    ("colin", "2020-04-24", 6.0, 8, 60, "Lost."),
    ("colin", "2020-06-26", 7.5, 5, 75, "Sick."),
    ("skye", "2020-04-10", 9.5, 3, 90, "Furlough."),
    ("skye", "2020-07-24", 8.0, 6, 50, "Finger."),
    ("sandy", "2020-05-01", 7.5, 6, 95, "Nationals."),
    ("sandy", "2020-07-31", 6.0, 9, 60, "Redundancy."),
    ("ravi", "2020-04-10", 5.5, 8, 40, "Shifts."),
    ("ravi", "2020-08-28", 4.0, 6, 20, "Baby."),
    ("jack", "2020-05-01", 7.0, 5, 70, "Stump."),
    ("jack", "2020-06-26", 4.5, 8, 95, "Sleep."),
    ("dawn", "2020-04-10", 3.5, 8, 85, "Sleep."),
    ("dawn", "2020-05-29", 5.0, 9, 10, "Panic."),
    ("bill", "2020-05-01", 7.5, 3, 100, "Laps."),
    ("bill", "2020-08-28", 6.5, 5, 40, "Chest."),
    ("aoife", "2020-04-24", 8.5, 4, 90, "Hills."),
    ("aoife", "2020-07-17", 8.0, 7, 60, "Hamstring."),
    ("jay", "2020-04-17", 6.0, 7, 55, "Shifts."),
    ("jay", "2020-06-19", 7.0, 8, 30, "Tear."),
    ("grace", "2020-04-10", 9.0, 6, 0, "Covid."),
    ("grace", "2020-08-21", 6.5, 5, 85, "Tullamore."),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble)
READINGS = [
    ("iris", "weight", "kg", "2020-03-30", "2020-05-25", 7, 52.0, 48.5, 0.3),
    ("iris", "weight", "kg", "2020-06-01", "2020-09-01", 7, 48.5, 49.5, 0.3),
    ("sandy", "weight", "kg", "2020-03-25", "2020-06-15", 7, 64.0, 63.0, 0.4),
    ("sandy", "weight", "kg", "2020-06-22", "2020-09-01", 7, 63.5, 66.0, 0.4),
    ("jack", "weight", "kg", "2020-03-24", "2020-06-16", 7, 88.0, 84.5, 0.5),
    ("jack", "weight", "kg", "2020-06-23", "2020-09-01", 7, 84.5, 87.0, 0.5),
    ("ravi", "weight", "kg", "2020-03-27", "2020-09-01", 7, 68.0, 71.0, 0.4),
    ("dawn", "resting_heart_rate", "bpm", "2020-03-25", "2020-09-03", 7, 68.0, 61.0, 1.5),
    ("grace", "resting_heart_rate", "bpm", "2020-03-26", "2020-04-02", 7, 54.0, 54.0, 1.0),
    ("grace", "resting_heart_rate", "bpm", "2020-04-20", "2020-09-01", 7, 66.0, 58.0, 1.5),
    ("colin", "steps", "steps", "2020-03-26", "2020-09-03", 7, 11000, 12500, 1200),
    ("bill", "steps", "steps", "2020-03-26", "2020-05-28", 7, 2500, 4000, 400),
    ("bill", "steps", "steps", "2020-06-04", "2020-09-03", 7, 4500, 7500, 700),
    ("frank", "steps", "steps", "2020-03-27", "2020-09-03", 7, 3500, 5000, 600),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("iris", "goal-lorna-iris-weight", "weight", 52, "kg", "2020-12-31", "active"),
    ("colin", "goal-lorna-colin-steps", "steps", 12000, "steps", "2020-09-30", "active"),
    ("bill", "goal-gav-bill-steps", "steps", 7000, "steps", "2020-08-31", "achieved"),
    ("jack", "goal-gav-jack-weight", "weight", 86, "kg", "2020-09-30", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("bill", "2020-04-02", "Lymphocytes", 31.5, "x10^9/L", 1.0, 4.0),
    ("bill", "2020-07-03", "Lymphocytes", 38.2, "x10^9/L", 1.0, 4.0),
    ("bill", "2020-07-03", "Haemoglobin", 128, "g/L", 130, 170),
    ("iris", "2020-05-04", "Sodium", 132, "mmol/L", 135, 145),
    ("colin", "2020-05-20", "Vitamin B12", 310, "ng/L", 190, 900),
    ("aoife", "2020-06-01", "Ferritin", 22, "ug/L", 15, 150),
    ("grace", "2020-06-10", "Vitamin D", 48, "nmol/L", 50, 175),
    ("dawn", "2020-06-02", "TSH", 2.1, "mU/L", 0.4, 4.0),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "cheers", "👍", "🙏", "ok", "okey doke", "yep", "yeah", "done ✅", "booked", "paid 👍", "running late sorry",
    "can we push it half an hour?", "what time tmrw?", "see you then", "will do", "wrong chat 🙈", "lovely", "nice one",
    "haha", "lol", "got it", "legend", "sorry only just seen this", "same time next week?", "which link is it?",
    "omw", "wifi's playing up", "thank you x", "dzięki", "grand", "cheers drive", "proper job", "ansum",
    "sorted", "camera's not working", "logging on now", "nothing to report", "🙌", "😂", "bank transfer ok?",
    "still on?", "phone died soz", "can't hear you, you're on mute", "gert lush", "where's it to?", "dreckly",
]
TRAINER_CHATTER = [
    "See you then.", "Booked in.", "No problem.", "Moved it for you.", "Thanks for letting me know.",
    "It's in the app.", "Pop it in the app please.", "Have a good weekend.", "Invoice sent.", "New link sent.",
    "Great.", "Any time.", "Usual time.", "Shout if anything changes.", "Transfer is fine.", "You're on mute!",
]


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20200907, health_seed=20200907, chatter_lines=(20, 30))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
