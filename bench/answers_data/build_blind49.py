#!/usr/bin/env python3
"""Build the forty-ninth blind data set for the answer benchmark (bench/answers_data/blind49.json).

    functions/venv/bin/python -m bench.answers_data.build_blind49

Four trainers of kinds no other roster has: a sheepdog trialling coach at Llandovery (Dilwyn Prys), a fly
fishing coach on the Test at Stockbridge (Aubrey Pilbeam), an outrigger canoeing coach at Mylor (Tressa
Rosewarne) and a paragliding coach on the South Downs at Firle (Ione Froggatt). 12 clients, 1 July to 31
December 2002 (asked on Monday 6 January 2003): one-to-one chats, four group chats, session notes, four
session transcripts, check-ins, client profiles and health data, in the format of
demo/data/demo_dataset.json. Written on 2026-12-06 by helper h-blind49 (issue 14) without reading
shared/domain/*, shared/usecases/*, functions/*, any list of benchmark failures or any result file, and of
docs/ANSWERS.md only the forty-eighth blind set's section: a held-out check of whether the fixes made on the
other sets generalise.

Six kinds of client, one of each in each split: an injury told from the day it started to the day the
client was back (Jory's cracked rib, from a huli drill; Mair's broken left wrist, off the quad on the hill),
a medicine changed twice (Perdita's tennis elbow: Ibugel, diclofenac instead, Arcoxia instead; Isolde's
sickness in thermals: Kwells, Sea-Legs instead, a Scopoderm patch instead), a client who tells the group
chat more than the coach (Peran, Hyacinth), a client who says little beyond yes or no (Ieuan, Inigo), and
two kinds new in this roster: **a client whose records correct themselves** (Hefin, Kensa): a thing told,
then put right in a later message ("87 points" ... "78 not 87, I read the card upside down"; "vet on
Tuesday" ... "moved to Thursday"), so the answer is the later record; and **a client asked about in the
negative or about an absence** (Rafe, Cyrus): sessions missed and told ("No Rafe today?" / "ferry
shifts"), a complaint that stopped ("back feels better already", "no twinges since physio"), and months of
which nothing of the kind is said. Rafe and Cyrus also text in bursts (one thing over several short
messages).

The period, July to December 2002, is one no other roster covers (a grep of every file of
bench/answers_data for an ISO date of 1992 to 2003 finds none). Inside it (every weekday checked with
Python's `datetime`): the Commonwealth Games opening in Manchester (Thursday 25 July), its closing (Sunday 4
August), the Glorious Twelfth (Monday 12 August), the August bank holiday (Monday 26 August), the clocks
going back (Sunday 27 October), Halloween (Thursday 31 October), Bonfire Night (Tuesday 5 November), the
day England beat the All Blacks at Twickenham (Saturday 9 November), Remembrance Sunday (10 November),
Children in Need (Friday 15 November), St Andrew's Day (Saturday 30 November), Christmas Eve, Christmas
Day, Boxing Day and New Year's Eve. The everyday chatter comes from this builder's own pools with a fixed
seed (roster_assembly.chatter), names no body part, food, drink, medicine, sport, event, unit or number a
question asks about, and is kept off every day a story line or a named day falls on (QUIET_DAYS).
Deterministic: two runs write byte-identical files. `blind49_tags.json` maps the story tags to message ids
for the question list (bench/answers_data/blind49_questions.py).

Every date lies before the real clock's now (the health write path refuses future readings).
Clients are split dev / test by client (DEV_CLIENTS below).
"""

from __future__ import annotations

import sys
from datetime import datetime, timedelta
from pathlib import Path

from bench.answers_data import build_blind
from bench.answers_data.build_blind import L
from bench.answers_data.roster_assembly import blind_roster, write

HERE = Path(__file__).resolve().parent
OUT, TAGS_OUT = HERE / "blind49.json", HERE / "blind49_tags.json"
YEAR = 2002
START, END = datetime(2002, 7, 1, 7, 0), datetime(2002, 12, 31, 21, 0)
ASKED_AT = "2003-01-06T08:00:00Z"

TRAINERS = [
    {"id": "coach-dilwyn", "displayName": "Dilwyn Prys", "email": "dilwyn.prys@example.com", "short": "dilwyn"},
    {"id": "coach-aubrey", "displayName": "Aubrey Pilbeam", "email": "aubrey.pilbeam@example.com", "short": "aubrey"},
    {"id": "coach-tressa", "displayName": "Tressa Rosewarne", "email": "tressa.rosewarne@example.com", "short": "tressa"},
    {"id": "coach-ione", "displayName": "Ione Froggatt", "email": "ione.froggatt@example.com", "short": "ione"},
]

# (trainer short, client id, display name, short).
CLIENTS = [
    ("dilwyn", "hefin-tudor", "Hefin Tudor", "hefin"),
    ("dilwyn", "mair-bowen", "Mair Bowen", "mair"),
    ("dilwyn", "ieuan-mostyn", "Ieuan Mostyn", "ieuan"),
    ("aubrey", "perdita-tollemache", "Perdita Tollemache", "perdita"),
    ("aubrey", "cyrus-westlake", "Cyrus Westlake", "cyrus"),
    ("aubrey", "hyacinth-scrivener", "Hyacinth Scrivener", "hyacinth"),
    ("tressa", "jory-trethewey", "Jory Trethewey", "jory"),
    ("tressa", "kensa-hadfield", "Kensa Hadfield", "kensa"),
    ("tressa", "peran-eyre", "Peran Eyre", "peran"),
    ("ione", "rafe-outram", "Rafe Outram", "rafe"),
    ("ione", "isolde-hoskyns", "Isolde Hoskyns", "isolde"),
    ("ione", "inigo-kitto", "Inigo Kitto", "inigo"),
]

# The split is by client: questions about these clients are dev, about the others test. Each kind of
# client (an injury from onset to return, a medicine changed twice, a group talker, a yes/no client, a
# client whose records correct themselves, a client asked about in the negative) has one in each half.
DEV_CLIENTS = ("hefin", "ieuan", "perdita", "jory", "peran", "rafe")

PROFILES = [
    {"clientId": "hefin-tudor", "age": 52, "goal": "Win an open trial with Moss before he retires, and get down to 94 kg",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Sheepdog trialling, Llandovery. Sheep farmer from Tregaron. Dogs Moss (open) and Floss (nursery). Wife Gwyneth. Often gets a number or a day wrong and puts it right after."},
    {"clientId": "mair-bowen", "age": 38, "goal": "Get Cadi into the nationals",
     "dietaryRestrictions": [],
     "injuries": ["left wrist, scaphoid fracture (came off the quad on the hill, 13 July 2002): plaster six weeks, physio, back trialling end of September"],
     "notes": "Sheepdog trialling, Llandovery. Farms with her husband Meirion near Lampeter. Bitch Cadi."},
    {"clientId": "ieuan-mostyn", "age": 14, "goal": "Win the Welsh young handlers",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Sheepdog trialling, Llandovery. At school in Tregaron. Dog Mot. Grandad Ithel brings him. Says little."},
    {"clientId": "perdita-tollemache", "age": 61, "goal": "Fish a full day on the Test without elbow pain",
     "dietaryRestrictions": [],
     "injuries": ["right elbow, tennis elbow (from July 2002): Ibugel from the chemist, then diclofenac tablets instead (GP 24 July), then Arcoxia instead (GP 9 August) with a forearm strap"],
     "notes": "Fly fishing, Stockbridge. Retired barrister, lives in Stockbridge. Son Eben."},
    {"clientId": "cyrus-westlake", "age": 45, "goal": "Catch a two-pound grayling on a nymph",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Fly fishing, Stockbridge. Head chef at a hotel in Romsey, long shifts. Partner Dorian. Texts in bits, a few words at a time."},
    {"clientId": "hyacinth-scrivener", "age": 70, "goal": "Keep fishing the Test through the winter",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Fly fishing, Stockbridge. Retired, lives in Houghton. Husband Bartle. Tells the river chat more than the coach."},
    {"clientId": "jory-trethewey", "age": 33, "goal": "OC1 1000 m under 5:10",
     "dietaryRestrictions": [],
     "injuries": ["right side, cracked sixth rib (huli drill, 14 August 2002): no paddling six weeks, back on the water 29 September"],
     "notes": "Outrigger canoeing, Mylor. Rigger at the docks, lives in Flushing. Girlfriend Ebrel."},
    {"clientId": "kensa-hadfield", "age": 24, "goal": "A podium in the women's six at the Mylor regatta",
     "dietaryRestrictions": ["vegan"],
     "injuries": [],
     "notes": "Outrigger canoeing, Mylor. Barista in Penryn. Boyfriend Tristan. Sometimes puts a number right the day after."},
    {"clientId": "peran-eyre", "age": 57, "goal": "Paddle the Fal race again next summer",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Outrigger canoeing, Mylor. Retired headteacher from St Mawes. Wife Jenifer. Tells the crew chat more than the coach."},
    {"clientId": "rafe-outram", "age": 36, "goal": "A 20 km cross-country flight, and 80 kg",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Paragliding, Firle. Deckhand on the Newhaven ferry, shifts. Brother Linus. Texts in bits, a few words at a time."},
    {"clientId": "isolde-hoskyns", "age": 29, "goal": "Club pilot rating, and an hour in thermals without being sick",
     "dietaryRestrictions": [],
     "injuries": ["motion sickness in thermals (from July 2002): Kwells from the chemist, then Sea-Legs instead (29 July), then Scopoderm patches instead (GP 20 September)"],
     "notes": "Paragliding, Firle. Primary teacher in Seaford. Partner Tecwyn."},
    {"clientId": "inigo-kitto", "age": 16, "goal": "Fly solo from Firle",
     "dietaryRestrictions": [],
     "injuries": [],
     "notes": "Paragliding, Firle. At school in Seaford, lives in Alfriston. Mum Oriel drives him. Says little."},
]

# ---------------------------------------------------------------------------
# One-to-one chats: the story lines of each client ("c") and their coach ("t").
# ---------------------------------------------------------------------------
STORY: dict[str, list[build_blind.Line]] = {
    # Records that correct themselves: a score, a fault, a day, an age, a date, each put right after.
    "hefin": [
        L("07-06 19:10", "c", "Moss ran at Llanuwchllyn today. 87 points, best he's ever done", "hefin-llan"),
        L("07-06 19:40", "t", "Well done Hefin! Where did he lose his points?", "hefin-llan-coach"),
        L("07-06 20:02", "c", "Most of them at the shed, the ewes wouldn't split for him", "hefin-llan-shed"),
        L("07-08 08:15", "c", "Sorry Dilwyn, got it wrong. 78 not 87, I read the card upside down. Still his best mind", "hefin-llan-fix"),
        L("07-08 08:40", "c", "And it was the pen he lost them at, not the shed. Gwyneth had the score sheet", "hefin-pen-fix"),
        L("07-08 09:05", "t", "78 is still his best. We'll work on the pen on Thursday.", "hefin-pen-coach"),
        L("07-22 09:00", "c", "Vet for Moss on Tuesday, his left eye is weeping", "hefin-vet"),
        L("07-22 18:30", "c", "Vet's moved it to Thursday, she's away at the show", "hefin-vet-fix"),
        L("07-25 17:00", "c", "Vet says a grass seed in Moss's eye. Flushed it out, drops twice a day for a week", "hefin-vet-result"),
        L("07-25 17:20", "t", "Rest him from trials till the drops are done.", "hefin-vet-coach"),
        L("08-17 18:45", "c", "Floss's first nursery trial at Dolgellau, she was 3rd!", "hefin-floss"),
        L("08-17 18:50", "c", "Not bad for 18 months", "hefin-floss-age"),
        L("08-19 07:30", "c", "Gwyneth says Floss is 2 in November, not 18 months. I'm hopeless with ages", "hefin-floss-age-fix"),
        L("09-09 20:00", "c", "Mallwyd trial is on the 14th, are you coming?", "hefin-mallwyd"),
        L("09-10 07:45", "c", "Ignore me, Mallwyd is the 21st. The 14th is Tregaron show", "hefin-mallwyd-fix"),
        L("09-21 18:00", "c", "Mallwyd: Moss 82 and 2nd in the open", "hefin-mallwyd-result"),
        L("09-21 18:20", "t", "That's his best yet, well up on the 78 at Llanuwchllyn.", "hefin-mallwyd-coach"),
        L("10-14 08:10", "c", "Back's bad. Hurt it lifting a ewe into the trailer at the sales on Saturday", "hefin-back"),
        L("10-14 08:30", "t", "No trials for a fortnight then. Get Gwyneth to work Floss for you.", "hefin-back-coach"),
        L("10-15 07:50", "c", "Correction, it was Friday at the sales not Saturday. Saturday I was in bed with it", "hefin-back-fix"),
        L("11-02 17:00", "c", "Back right again, worked both dogs on the hill today", "hefin-back-ok"),
        L("11-23 18:30", "c", "Moss 85 at the Cerrigydrudion winter trial, 1st!", "hefin-cerrig"),
        L("11-25 08:00", "c", "Got it wrong again. 83 not 85, and he was joint 1st with a dog from Corwen, they gave it to him on time", "hefin-cerrig-fix"),
        L("11-25 08:20", "t", "Joint first is still a first. That's the open win you wanted.", "hefin-cerrig-coach"),
        L("12-16 19:00", "c", "Moss is retiring after Christmas, he's 10 in the spring. Floss steps up", "hefin-retire"),
    ],
    # An injury from the day it happened to the day she was back: the left wrist, off the quad on the hill.
    "mair": [
        L("07-02 21:00", "c", "Cadi 79 at the Dolgellau evening trial, lost it at the drive", "mair-jul"),
        L("07-13 20:00", "c", "Came off the quad gathering on the hill this morning. Wrist's swollen, Meirion's taking me to Bronglais", "mair-onset"),
        L("07-13 20:10", "t", "Oh no Mair. Let me know what they say. I'll run Cadi for you at Llandovery if you want.", "mair-onset-coach"),
        L("07-14 11:00", "c", "It's broken. Left wrist, the scaphoid. Plaster for six weeks", "mair-xray"),
        L("08-02 13:00", "c", "Fracture clinic says six weeks still. No driving the quad but I can whistle Cadi!", "mair-clinic"),
        L("08-27 16:00", "c", "Plaster off today! Wrist like a twig", "mair-plaster"),
        L("08-27 16:30", "t", "Physio first. Walk Cadi on the lead, no crook work yet.", "mair-plaster-coach"),
        L("09-04 12:00", "c", "Physio in Lampeter says four weeks of exercises, squeezing a tennis ball", "mair-physio"),
        L("09-28 18:00", "c", "Ran Cadi at Tregaron today, first trial since the wrist. 71 points", "mair-back"),
        L("09-28 18:15", "t", "Brilliant to have you back on the field.", "mair-back-coach"),
        L("10-19 18:00", "c", "Cadi 80 at Lampeter, 4th", "mair-oct"),
        L("11-16 17:30", "c", "Cadi 84 at the Llandovery winter trial, 2nd. Wrist doesn't ache at all now", "mair-nov"),
        L("12-09 12:30", "c", "Signed off by the fracture clinic this morning", "mair-signoff"),
    ],
    # Says little: ye, nah, a place. The coach's question is half the answer.
    "ieuan": [
        L("07-09 18:00", "t", "Coming Thursday Ieuan?", "ieuan-jul-q"),
        L("07-09 19:30", "c", "ye", "ieuan-jul"),
        L("08-03 17:00", "t", "How did Mot do at the young handlers?", "ieuan-yh-q"),
        L("08-03 18:40", "c", "2nd", "ieuan-yh"),
        L("08-03 18:45", "t", "Great lad. How many points?", "ieuan-yh-q2"),
        L("08-03 19:10", "c", "72", "ieuan-yh-score"),
        L("08-19 18:00", "t", "Has Mot's cough cleared?", "ieuan-cough-q"),
        L("08-19 20:00", "c", "nah. vet tues", "ieuan-cough"),
        L("08-21 18:00", "t", "Did the vet say anything?", "ieuan-vet-q"),
        L("08-21 21:00", "c", "kennel cough. tablets", "ieuan-vet"),
        L("09-16 17:00", "t", "Back at school?", "ieuan-school-q"),
        L("09-16 17:40", "c", "ye. year 10", "ieuan-school"),
        L("10-05 16:00", "t", "Tregaron juniors today?", "ieuan-won-q"),
        L("10-05 16:30", "c", "won", "ieuan-won"),
        L("10-05 16:32", "t", "WON?! What score?", "ieuan-won-q2"),
        L("10-05 17:00", "c", "81", "ieuan-won-score"),
        L("10-26 10:00", "t", "Half term: want an extra session this week?", "ieuan-ht-q"),
        L("10-26 12:00", "c", "cant. in cardiff with mam", "ieuan-ht"),
        L("11-30 18:00", "t", "Coming to the Christmas do on the 14th?", "ieuan-do-q"),
        L("11-30 20:00", "c", "maybe", "ieuan-do"),
        L("12-20 18:00", "t", "Mot going all right?", "ieuan-lame-q"),
        L("12-20 19:00", "c", "lame. front leg", "ieuan-lame"),
        L("12-20 19:05", "t", "Rest him over Christmas then.", "ieuan-lame-coach"),
        L("12-28 11:00", "c", "mot ok again", "ieuan-ok"),
    ],
    # A medicine changed twice: the elbow, a gel from the chemist, tablets from the GP, other tablets instead.
    "perdita": [
        L("07-04 21:30", "c", "Two brown trout on the Test this evening, both on a dry fly. Elbow rather sore after", "perdita-jul"),
        L("07-10 09:00", "c", "Elbow much worse, can't lift the kettle. Bought some Ibugel from the chemist", "perdita-ibugel"),
        L("07-10 09:30", "t", "Rest it a week, no casting. Ice it after the gel.", "perdita-ibugel-coach"),
        L("07-24 12:00", "c", "GP says tennis elbow. The Ibugel isn't doing anything, so she's given me diclofenac tablets instead, twice a day with food", "perdita-diclo"),
        L("08-06 10:00", "c", "The diclofenac is upsetting my stomach terribly", "perdita-stomach"),
        L("08-09 12:00", "c", "Back to the GP. Stopped the diclofenac, on Arcoxia instead, one a day, and a strap for the forearm", "perdita-arcoxia"),
        L("08-09 12:30", "t", "Good. Use the lighter 4 weight rod when you're back, and short sessions.", "perdita-arcoxia-coach"),
        L("09-07 19:00", "c", "Fished an hour at Kimbridge with the strap on, no pain at all! A grayling of a pound and a half", "perdita-back"),
        L("10-03 11:00", "c", "Stopped the Arcoxia, GP says I don't need it now", "perdita-stop"),
        L("10-19 18:00", "c", "Grayling day at Houghton: six fish, the biggest two pounds", "perdita-oct"),
        L("12-14 18:30", "c", "Christmas grayling match, Eben came down from London to watch. I was 3rd!", "perdita-dec"),
    ],
    # Asked about in the negative: sessions missed, a back complaint that stopped; texts in bursts.
    "cyrus": [
        L("07-06 12:00", "t", "Missed you this morning Cyrus?", "cyrus-miss1-q"),
        L("07-06 15:10", "c", "sorry", "cyrus-miss1-a"),
        L("07-06 15:11", "c", "double shift", "cyrus-miss1-b"),
        L("07-06 15:11", "c", "forgot to say", "cyrus-miss1-c"),
        L("07-20 17:00", "c", "fished the test", "cyrus-jul-a"),
        L("07-20 17:01", "c", "kimbridge beat", "cyrus-jul-b"),
        L("07-20 17:01", "c", "3 browns", "cyrus-jul-c"),
        L("07-20 17:02", "c", "best 2lb", "cyrus-jul-d"),
        L("08-10 12:00", "t", "No Cyrus again today?", "cyrus-miss2-q"),
        L("08-10 22:30", "c", "wedding at work", "cyrus-miss2-a"),
        L("08-10 22:30", "c", "200 covers", "cyrus-miss2-b"),
        L("08-10 22:31", "c", "sorry", "cyrus-miss2-c"),
        L("08-13 23:00", "c", "back's gone again", "cyrus-back-a"),
        L("08-13 23:00", "c", "the kitchen", "cyrus-back-b"),
        L("08-13 23:01", "c", "14 hour shifts", "cyrus-back-c"),
        L("09-02 22:00", "c", "back still bad", "cyrus-back2-a"),
        L("09-02 22:01", "c", "can't wade", "cyrus-back2-b"),
        L("09-14 13:00", "t", "Good to see you today. Back all right?", "cyrus-back3-q"),
        L("09-14 21:00", "c", "much better", "cyrus-back3-a"),
        L("09-14 21:00", "c", "physio at the leisure centre", "cyrus-back3-b"),
        L("09-14 21:01", "c", "3 sessions", "cyrus-back3-c"),
        L("10-05 18:00", "c", "first grayling!!", "cyrus-grayling-a"),
        L("10-05 18:00", "c", "on a nymph", "cyrus-grayling-b"),
        L("10-05 18:01", "c", "1lb", "cyrus-grayling-c"),
        L("10-12 22:00", "c", "back fine now", "cyrus-backok-a"),
        L("10-12 22:01", "c", "no twinges since the physio", "cyrus-backok-b"),
        L("11-23 12:00", "t", "No sign of you today?", "cyrus-miss3-q"),
        L("11-25 22:00", "c", "sorry about sat", "cyrus-miss3-a"),
        L("11-25 22:00", "c", "dorian's mum", "cyrus-miss3-b"),
        L("11-25 22:01", "c", "hospital", "cyrus-miss3-c"),
        L("11-25 22:01", "c", "all ok now", "cyrus-miss3-d"),
        L("12-07 17:00", "c", "best day ever", "cyrus-dec-a"),
        L("12-07 17:00", "c", "5 grayling", "cyrus-dec-b"),
        L("12-07 17:01", "c", "biggest 2lb 4oz", "cyrus-dec-c"),
        L("12-07 17:01", "c", "on the nymph", "cyrus-dec-d"),
        L("12-07 17:20", "t", "That's your goal done. Well fished.", "cyrus-dec-coach"),
    ],
    # Says little to the coach: her husband's fall is mostly in the river chat.
    "hyacinth": [
        L("07-18 20:00", "c", "Lovely evening on the Test, two trout and a kingfisher", "hyacinth-jul"),
        L("09-03 09:00", "c", "Aubrey, I shall be away from the river for a few weeks. Family matters.", "hyacinth-away"),
        L("09-03 09:30", "t", "Of course, Hyacinth. Your rod will be here when you're ready.", "hyacinth-away-coach"),
        L("10-15 10:00", "c", "Back on Saturday if there's a place?", "hyacinth-back"),
        L("10-19 17:00", "t", "Lovely to have you back on the river today.", "hyacinth-back-coach"),
        L("12-10 11:00", "c", "Bartle sends his regards. See you at the match.", "hyacinth-dec"),
    ],
    # An injury from the first pain to the first race back: a cracked rib from a huli drill.
    "jory": [
        L("07-07 12:00", "c", "OC1 1000m in 5:12 this morning", "jory-jul"),
        L("07-28 17:00", "c", "Fal race: our six was 3rd in 42:30", "jory-race"),
        L("08-14 20:00", "c", "Huli drill went wrong, the canoe came down on me. Right side ribs are agony", "jory-onset"),
        L("08-14 20:10", "t", "Get it checked tonight. Don't paddle tomorrow.", "jory-onset-coach"),
        L("08-15 11:00", "c", "Helston minor injuries: cracked rib, the sixth one down. No paddling for six weeks", "jory-xray"),
        L("08-15 11:20", "t", "I'll put Kensa in seat one for the regatta. Walk, don't run.", "jory-xray-coach"),
        L("09-10 19:00", "c", "Ribs still sore when I sneeze", "jory-sore"),
        L("09-29 12:00", "c", "First paddle back! Easy 30 minutes in the OC1, felt fine", "jory-back"),
        L("09-29 12:15", "t", "Brilliant. Easy for two weeks, no racing.", "jory-back-coach"),
        L("10-20 12:00", "c", "OC1 1000m 5:25", "jory-oct"),
        L("11-17 12:00", "c", "OC1 1000m 5:08! Fastest ever", "jory-nov"),
        L("11-30 15:00", "c", "Won the OC1 at the St Mawes winter race today", "jory-winter"),
        L("11-30 15:20", "t", "First race back and a win. Ribs?", "jory-winter-coach"),
        L("11-30 15:40", "c", "Not a twinge", "jory-winter-ribs"),
    ],
    # Records that correct themselves: a time, a physio day, a result, a weight, a paddle, each put right after.
    "kensa": [
        L("07-14 12:00", "c", "OC1 1000m in 5:40 today", "kensa-jul"),
        L("07-15 08:00", "c", "Sorry, it was 5:48, I read the wrong split on my watch", "kensa-jul-fix"),
        L("08-06 09:00", "c", "Physio for my shoulder on Tuesday the 13th", "kensa-physio"),
        L("08-09 09:00", "c", "Physio's moved to Thursday the 15th, she's off sick", "kensa-physio-fix"),
        L("08-15 17:00", "c", "Physio says my right shoulder is just tight, band exercises every day", "kensa-physio-result"),
        L("09-08 16:00", "c", "Mylor regatta: women's six 2nd in 48:10!", "kensa-regatta"),
        L("09-09 10:00", "c", "Results were wrong, we were 3rd in 49:10. The timing was out for the top crews", "kensa-regatta-fix"),
        L("10-06 12:00", "c", "Weighed 64 kg at the gym", "kensa-weight"),
        L("10-07 08:00", "c", "The gym scales are a kilo out, I'm 63", "kensa-weight-fix"),
        L("11-10 12:00", "c", "OC1 1000m 5:31", "kensa-nov"),
        L("12-01 19:00", "c", "Tristan bought me my own paddle for my birthday! 52 inch", "kensa-paddle"),
        L("12-02 08:00", "c", "Sorry, 50 inch, he had it cut down for me", "kensa-paddle-fix"),
    ],
    # Says little to the coach: his news is mostly in the crew chat.
    "peran": [
        L("07-21 13:00", "c", "Good session, thanks Tressa", "peran-jul"),
        L("10-04 09:00", "c", "Bit under the weather, going to sit out a few weeks", "peran-away"),
        L("10-04 09:20", "t", "Look after yourself Peran. Your seat will keep.", "peran-away-coach"),
        L("11-18 10:00", "c", "Can I come back on Sunday? Gently", "peran-back-ask"),
        L("11-18 10:20", "t", "Of course. Seat five, easy pace.", "peran-back-coach"),
        L("11-24 13:00", "c", "Lovely to be back on the water", "peran-back"),
    ],
    # Asked about in the negative: sessions missed, a back complaint that stopped; texts in bursts.
    "rafe": [
        L("07-06 18:00", "c", "flew firle today", "rafe-jul-a"),
        L("07-06 18:00", "c", "40 mins", "rafe-jul-b"),
        L("07-06 18:01", "c", "got to 2400ft", "rafe-jul-c"),
        L("07-06 18:01", "c", "landed at alciston", "rafe-jul-d"),
        L("07-20 12:00", "t", "No Rafe today?", "rafe-miss1-q"),
        L("07-20 21:00", "c", "ferry shifts", "rafe-miss1-a"),
        L("07-20 21:00", "c", "covering for linus", "rafe-miss1-b"),
        L("08-03 19:00", "c", "harness is killing my back", "rafe-back-a"),
        L("08-03 19:00", "c", "lower back", "rafe-back-b"),
        L("08-03 19:01", "c", "after every flight", "rafe-back-c"),
        L("08-17 19:00", "c", "back bad again", "rafe-back2-a"),
        L("08-17 19:01", "c", "after a 2 hour flight", "rafe-back2-b"),
        L("08-17 19:20", "t", "Try a harness with a seat board. Let me know before you buy.", "rafe-back2-coach"),
        L("09-05 18:00", "c", "new harness came", "rafe-harness-a"),
        L("09-05 18:00", "c", "seat board one", "rafe-harness-b"),
        L("09-05 18:01", "c", "back better already", "rafe-harness-c"),
        L("09-21 18:00", "c", "caburn today", "rafe-caburn-a"),
        L("09-21 18:00", "c", "1 hour 10", "rafe-caburn-b"),
        L("09-21 18:01", "c", "no back pain at all", "rafe-caburn-c"),
        L("10-12 13:00", "t", "Missed you at Devil's Dyke?", "rafe-miss2-q"),
        L("10-12 20:00", "c", "didnt go", "rafe-miss2-a"),
        L("10-12 20:00", "c", "too windy from home", "rafe-miss2-b"),
        L("10-12 20:01", "c", "chickened out", "rafe-miss2-c"),
        L("10-26 17:00", "c", "devils dyke", "rafe-xc-a"),
        L("10-26 17:00", "c", "first XC!!", "rafe-xc-b"),
        L("10-26 17:01", "c", "12km", "rafe-xc-c"),
        L("10-26 17:01", "c", "landed near ditchling", "rafe-xc-d"),
        L("11-09 15:00", "c", "no flying", "rafe-rugby-a"),
        L("11-09 15:00", "c", "watching the rugby", "rafe-rugby-b"),
        L("11-09 19:00", "c", "what a game", "rafe-rugby-c"),
        L("12-07 13:00", "t", "Rafe, no show again?", "rafe-miss3-q"),
        L("12-08 10:00", "c", "sorry", "rafe-miss3-a"),
        L("12-08 10:00", "c", "fog at newhaven", "rafe-miss3-b"),
        L("12-08 10:01", "c", "didnt think you'd fly", "rafe-miss3-c"),
        L("12-28 16:00", "c", "last flight of the year", "rafe-dec-a"),
        L("12-28 16:00", "c", "firle", "rafe-dec-b"),
        L("12-28 16:01", "c", "25 mins", "rafe-dec-c"),
        L("12-28 16:01", "c", "freezing!!", "rafe-dec-d"),
    ],
    # A medicine changed twice: sickness in thermals, tablets from the chemist, other tablets, then a patch.
    "isolde": [
        L("07-13 18:00", "c", "Sick in the harness at Firle, the thermals were rough", "isolde-onset"),
        L("07-15 17:00", "c", "Bought Kwells from the chemist for Saturday", "isolde-kwells"),
        L("07-27 18:00", "c", "Kwells worked but my mouth is like sandpaper", "isolde-dry"),
        L("07-29 17:30", "c", "Pharmacist says try Sea-Legs instead, no dry mouth", "isolde-sealegs"),
        L("08-24 18:00", "c", "Sea-Legs made me so drowsy I didn't dare launch", "isolde-drowsy"),
        L("08-24 18:20", "t", "Right call not to fly. See your GP.", "isolde-drowsy-coach"),
        L("09-20 17:00", "c", "GP's given me Scopoderm patches instead, one behind the ear five hours before", "isolde-patch"),
        L("09-20 17:20", "t", "Try it on a short flight at Caburn first.", "isolde-patch-coach"),
        L("10-05 18:00", "c", "The patch worked! 50 minutes at Caburn and not sick once", "isolde-ok"),
        L("11-16 18:00", "c", "Club pilot rating passed!", "isolde-cp"),
    ],
    # Says little: ye, nah, a time. The coach's question is half the answer.
    "inigo": [
        L("07-19 18:00", "t", "Still up for ground school on Saturday?", "inigo-gs-q"),
        L("07-19 20:00", "c", "ye", "inigo-gs"),
        L("08-10 16:00", "t", "First solo today! How long were you up?", "inigo-solo-q"),
        L("08-10 18:00", "c", "3 mins", "inigo-solo"),
        L("08-31 17:00", "t", "How was the landing?", "inigo-ankle-q"),
        L("08-31 19:00", "c", "twisted ankle", "inigo-ankle"),
        L("09-14 17:00", "t", "Ankle better?", "inigo-ankleok-q"),
        L("09-14 18:30", "c", "ye", "inigo-ankleok"),
        L("10-19 10:00", "t", "Caburn today?", "inigo-oct-q"),
        L("10-19 11:00", "c", "cant. dads birthday", "inigo-oct"),
        L("11-02 17:00", "t", "How was it?", "inigo-nov-q"),
        L("11-02 18:00", "c", "20 mins. top landing", "inigo-nov"),
        L("12-21 09:00", "t", "Coming to the Christmas fly-in?", "inigo-dec-q"),
        L("12-21 10:00", "c", "nah. revising", "inigo-dec"),
    ],
}

GROUPS = [
    {
        "id": "chat-dilwyn-trials", "trainer": "dilwyn", "members": ["hefin", "mair", "ieuan"],
        "lines": [
            L("07-13 21:00", "t", "Mair came off the quad this morning, fingers crossed it's not broken.", "g-dilwyn-mair"),
            L("07-13 21:20", "hefin", "Get well soon Mair, Gwyneth will bring a cake", "g-hefin-mair"),
            L("09-14 18:00", "t", "Tregaron show: Hefin and Moss 3rd in the open.", "g-dilwyn-tregaron"),
            L("10-05 17:30", "t", "Ieuan won the Tregaron juniors today with 81!", "g-dilwyn-ieuan"),
            L("12-14 12:00", "t", "Christmas do at the Neuadd tonight, all welcome.", "g-dilwyn-xmas"),
            L("12-14 12:30", "mair", "Cadi's coming in a bow", "g-mair-xmas"),
            L("12-24 10:00", "hefin", "Nadolig llawen all", "g-hefin-xmas"),
        ],
    },
    {
        "id": "chat-aubrey-river", "trainer": "aubrey", "members": ["perdita", "cyrus", "hyacinth"],
        "lines": [
            L("07-27 09:00", "t", "Evening rise at Kimbridge tonight, 7pm.", "g-aubrey-rise"),
            L("09-02 20:00", "hyacinth", "Bartle fell off the ladder picking plums on Saturday. Broken hip, he's in the Royal Hampshire County in Winchester, new hip on Wednesday. Please don't tell Aubrey, I don't want a fuss", "g-hyacinth-hip"),
            L("09-02 20:30", "perdita", "Oh Hyacinth. Send Bartle my love", "g-perdita-bartle"),
            L("09-05 19:00", "hyacinth", "Op went well yesterday, he's sitting up and grumbling", "g-hyacinth-op"),
            L("09-20 18:00", "hyacinth", "Bartle home today with a zimmer frame. I'm the nurse now", "g-hyacinth-home"),
            L("10-11 18:00", "hyacinth", "Bartle walked to the end of the lane with his sticks", "g-hyacinth-sticks"),
            L("12-14 17:00", "t", "Christmas grayling match: Perdita 3rd, Cyrus 5th. Well fished all.", "g-aubrey-match"),
            L("12-14 17:30", "hyacinth", "Bartle came to watch, his first time out since the hip", "g-hyacinth-match"),
        ],
    },
    {
        "id": "chat-tressa-crew", "trainer": "tressa", "members": ["jory", "kensa", "peran"],
        "lines": [
            L("08-15 12:00", "t", "Jory's out for six weeks with a cracked rib. Kensa in seat one for the regatta.", "g-tressa-jory"),
            L("09-08 17:00", "t", "Regatta: women's six 2nd, men's six 4th!", "g-tressa-regatta"),
            L("09-09 11:00", "t", "Correction from the organisers: women's six 3rd, not 2nd. Still a podium!", "g-tressa-regatta-fix"),
            L("10-03 19:00", "peran", "Not the weather really. Chest pains walking the dog on Tuesday, Jenifer drove me to Treliske and they've put a stent in. Don't tell Tressa yet, she'll fuss", "g-peran-stent"),
            L("10-03 19:30", "kensa", "Peran! Get well soon", "g-kensa-peran"),
            L("10-09 18:00", "peran", "Home now. Cardiac rehab in Truro every Wednesday for five weeks", "g-peran-rehab"),
            L("11-13 18:00", "peran", "Last rehab session done, the cardiologist says I can paddle, nice and easy", "g-peran-cleared"),
        ],
    },
    {
        "id": "chat-ione-club", "trainer": "ione", "members": ["rafe", "isolde", "inigo"],
        "lines": [
            L("08-10 18:30", "t", "Inigo flew his first solo today, 3 minutes and a lovely landing!", "g-ione-inigo"),
            L("10-26 17:30", "rafe", "first XC!!", "g-rafe-xc"),
            L("11-16 18:30", "t", "Isolde passed her club pilot today, well done!", "g-ione-isolde"),
            L("12-21 08:00", "t", "Christmas fly-in at Firle cancelled, too much wind.", "g-ione-flyin"),
        ],
    },
]

# (trainer short, client short, date, text): id sn-{trainer}-{client}-{MMDD}. Some facts are only here,
# said in the coach's own words.
NOTES = [
    ("dilwyn", "hefin", "2002-07-11", "Hefin (52): Moss (open, 9) and Floss (nursery). Moss 78 at Llanuwchllyn, lost points at the pen. Hefin misreads his cards."),
    ("dilwyn", "hefin", "2002-10-26", "Hefin: back hurt lifting a ewe at the sales 11 Oct. Off trials a fortnight. Moss 82 at Mallwyd, 2nd."),
    ("dilwyn", "hefin", "2002-12-17", "Hefin: Moss joint 1st at Cerrigydrudion (83), retires after Christmas. Floss to take over."),
    ("dilwyn", "mair", "2002-07-06", "Mair (38): Cadi strong on the outrun, weak at the drive. Nationals the goal."),
    ("dilwyn", "mair", "2002-09-30", "Mair: left scaphoid broken 13 Jul (off the quad). Plaster off 27 Aug, physio. Back trialling 28 Sep, 71."),
    ("dilwyn", "mair", "2002-12-10", "Mair: Cadi 84 at Llandovery. Signed off 9 Dec. Nationals next year."),
    ("dilwyn", "ieuan", "2002-07-12", "Ieuan (14): quiet, natural with Mot. Grandad Ithel drives him."),
    ("dilwyn", "ieuan", "2002-10-07", "Ieuan: won the Tregaron juniors with 81. Mot had kennel cough in August."),
    ("aubrey", "perdita", "2002-07-05", "Perdita (61): lovely caster, 6 weight rod. Elbow sore after long evenings."),
    ("aubrey", "perdita", "2002-08-12", "Perdita: tennis elbow. Ibugel no use, diclofenac upset her stomach, Arcoxia since 9 Aug with a strap. 4 weight rod."),
    ("aubrey", "perdita", "2002-12-16", "Perdita: off the Arcoxia since 3 Oct. 3rd in the Christmas match."),
    ("aubrey", "cyrus", "2002-07-13", "Cyrus (45): chef, shifts, misses Saturdays. Keen on nymphing."),
    ("aubrey", "cyrus", "2002-09-16", "Cyrus: back trouble from the kitchen since August, physio at the leisure centre. Missed 6 Jul and 10 Aug."),
    ("aubrey", "cyrus", "2002-12-09", "Cyrus: 2lb 4oz grayling on 7 Dec, goal met. Missed 23 Nov (family)."),
    ("aubrey", "hyacinth", "2002-07-19", "Hyacinth (70): neat, patient, fishes the Houghton beat."),
    ("aubrey", "hyacinth", "2002-10-21", "Hyacinth: away six weeks, 'family matters'. Back 19 Oct. Quieter than usual."),
    ("tressa", "jory", "2002-07-08", "Jory (33): seat one in the men's six. OC1 1000m 5:12. Wants sub 5:10."),
    ("tressa", "jory", "2002-08-20", "Jory: cracked right sixth rib in the huli drill 14 Aug. Six weeks off the water."),
    ("tressa", "jory", "2002-12-02", "Jory: back paddling 29 Sep, 5:08 on 17 Nov (goal met), won the St Mawes winter OC1."),
    ("tressa", "kensa", "2002-07-16", "Kensa (24): strong, vegan, seat three women's six. OC1 1000m 5:48."),
    ("tressa", "kensa", "2002-09-12", "Kensa: regatta 3rd (49:10) in seat one. Right shoulder tight, bands daily."),
    ("tressa", "peran", "2002-07-22", "Peran (57): steady, seat five men's six. Fal race next summer."),
    ("tressa", "peran", "2002-11-25", "Peran: back 24 Nov after seven weeks off ('under the weather'). Easy pace only."),
    ("ione", "rafe", "2002-07-08", "Rafe (36): ferry shifts, misses weekends. Good thermal pilot. Wants XC."),
    ("ione", "rafe", "2002-10-28", "Rafe: first XC 26 Oct, 12 km. Back pain gone since the seat-board harness. Missed 20 Jul and 12 Oct."),
    ("ione", "isolde", "2002-07-16", "Isolde (29): careful, sick in rough air. Working on her club pilot."),
    ("ione", "isolde", "2002-10-07", "Isolde: Kwells (dry mouth), Sea-Legs (drowsy), Scopoderm patch since 20 Sep: works."),
    ("ione", "inigo", "2002-07-22", "Inigo (16): quiet, quick learner. Mum Oriel drives him."),
    ("ione", "inigo", "2002-11-04", "Inigo: first solo 10 Aug, twisted ankle 31 Aug, 20 minutes on 2 Nov."),
]

TRANSCRIPTS = [
    {
        "id": "tr-aubrey-perdita-20020809", "trainer": "aubrey", "client": "perdita", "startedAt": "2002-08-09T18:00:00Z",
        "title": "Call with Perdita and her son Eben: the new tablets",
        "lines": [
            ("Coach", 0, "What did the GP say this time, Perdita?"),
            ("Perdita", 4, "No more diclofenac. Arcoxia instead, one a day, and a strap below the elbow."),
            ("Eben", 9, "And she's to take them with breakfast, and no lifting the log basket."),
            ("Coach", 14, "Then no casting for another fortnight, and the lighter rod after that."),
            ("Perdita", 20, "Can I still tie flies?"),
            ("Eben", 24, "The GP said tying is fine, it's the casting she's to rest."),
        ],
    },
    {
        "id": "tr-tressa-jory-20020815", "trainer": "tressa", "client": "jory", "startedAt": "2002-08-15T19:00:00Z",
        "title": "Call with Jory and Ebrel: after minor injuries",
        "lines": [
            ("Coach", 0, "What did they say at Helston, Jory?"),
            ("Jory", 4, "Cracked, not broken. Six weeks, painkillers, breathe deep every hour."),
            ("Ebrel", 9, "And no lifting at work, he's on light duties in the stores."),
            ("Coach", 14, "Then no paddling and no gym till I say. You can come and steer from the safety boat."),
            ("Jory", 20, "Can I still swim?"),
            ("Ebrel", 24, "The nurse said walking only for the first three weeks."),
        ],
    },
    {
        "id": "tr-dilwyn-mair-20020802", "trainer": "dilwyn", "client": "mair", "startedAt": "2002-08-02T19:00:00Z",
        "title": "Call with Mair and Meirion: after the fracture clinic",
        "lines": [
            ("Coach", 0, "What did the fracture clinic say, Mair?"),
            ("Mair", 4, "Still six weeks in plaster from the day. Then an x-ray and physio."),
            ("Meirion", 9, "And no driving the quad or the Land Rover. I'm doing the gathering."),
            ("Coach", 14, "Then I'll run Cadi at Llandovery and you handle her from the post with your voice."),
            ("Mair", 20, "Can I still feed the dogs?"),
            ("Meirion", 24, "One-handed, she said, and nothing heavier than a bucket."),
        ],
    },
    {
        "id": "tr-ione-isolde-20020920", "trainer": "ione", "client": "isolde", "startedAt": "2002-09-20T19:00:00Z",
        "title": "Call with Isolde and Tecwyn: the patches",
        "lines": [
            ("Coach", 0, "How did the GP go, Isolde?"),
            ("Isolde", 4, "Scopoderm patches instead of the Sea-Legs. One behind the ear five hours before."),
            ("Tecwyn", 9, "And wash your hands after touching it, and not the same ear two days running."),
            ("Coach", 14, "Then a short flight at Caburn first, and I'll be on the radio."),
            ("Isolde", 20, "Can I still drive to the hill?"),
            ("Tecwyn", 24, "If it doesn't make you drowsy, the GP said, so I'll drive the first time."),
        ],
    },
]

# (client short, date, sleep hours, stress 1-10, adherence %, comment): not the same number for everyone.
CHECKINS = [
    ("hefin", "2002-07-19", 6.5, 4, 80, "Busy."),
    ("hefin", "2002-10-18", 5.0, 7, 20, "Back."),
    ("mair", "2002-07-26", 5.5, 7, 10, "Plaster."),
    ("mair", "2002-11-22", 7.5, 2, 95, "Trialling."),
    ("ieuan", "2002-09-20", 9.0, 3, 70, "ye"),
    ("perdita", "2002-08-08", 6.0, 6, 30, "Stomach."),
    ("perdita", "2002-11-08", 7.5, 2, 90, "Fishing."),
    ("cyrus", "2002-08-16", 5.0, 8, 40, "shifts"),
    ("cyrus", "2002-10-18", 6.5, 4, 85, "fine"),
    ("hyacinth", "2002-09-27", 5.5, 8, 0, "Busy."),
    ("hyacinth", "2002-11-29", 7.0, 3, 80, "Better."),
    ("jory", "2002-08-23", 5.0, 6, 10, "Ribs."),
    ("jory", "2002-11-22", 8.0, 2, 95, "Flying."),
    ("kensa", "2002-08-16", 7.0, 4, 85, "Bands."),
    ("kensa", "2002-12-06", 7.5, 3, 90, "Paddle!"),
    ("peran", "2002-10-11", 8.0, 7, 0, "Resting."),
    ("peran", "2002-12-06", 7.5, 3, 80, "Easy."),
    ("rafe", "2002-08-09", 6.0, 5, 60, "back"),
    ("rafe", "2002-11-01", 7.0, 3, 80, "xc"),
    ("isolde", "2002-08-30", 8.5, 6, 40, "Drowsy."),
    ("isolde", "2002-10-11", 7.5, 2, 90, "Patch!"),
    ("inigo", "2002-10-25", 9.5, 3, 75, "ok"),
]

# ---------------------------------------------------------------------------
# Health data, written through the validated write path at load.
# ---------------------------------------------------------------------------
# (client short, metric type, unit, first day, last day, every n days, start value, end value, wobble).
READINGS = [
    ("hefin", "weight", "kg", "2002-07-01", "2002-12-23", 7, 98.0, 95.0, 0.3),
    ("mair", "steps", "steps", "2002-07-01", "2002-12-23", 7, 7500, 9500, 500),
    ("perdita", "steps", "steps", "2002-07-01", "2002-12-23", 7, 6000, 7500, 500),
    ("cyrus", "resting_heart_rate", "bpm", "2002-07-01", "2002-12-23", 7, 72.0, 66.0, 0.8),
    ("hyacinth", "steps", "steps", "2002-07-01", "2002-12-23", 7, 5000, 4000, 400),
    ("jory", "resting_heart_rate", "bpm", "2002-07-01", "2002-12-23", 7, 54.0, 51.0, 0.8),
    ("kensa", "steps", "steps", "2002-07-01", "2002-12-23", 7, 11000, 12000, 600),
    ("peran", "resting_heart_rate", "bpm", "2002-07-01", "2002-12-23", 7, 64.0, 58.0, 0.8),
    ("rafe", "weight", "kg", "2002-07-01", "2002-12-23", 7, 84.0, 81.0, 0.3),
    ("isolde", "resting_heart_rate", "bpm", "2002-07-01", "2002-12-23", 7, 61.0, 58.0, 0.8),
]
# (client short, goal id, metric, target, unit, deadline, status)
GOALS = [
    ("hefin", "goal-dilwyn-hefin-weight", "weight", 94.0, "kg", "2002-12-31", "active"),
    ("rafe", "goal-ione-rafe-weight", "weight", 80.0, "kg", "2002-12-31", "active"),
    ("kensa", "goal-tressa-kensa-steps", "steps", 11000, "steps", "2002-12-31", "achieved"),
]
# (client short, panel day, biomarker, value, unit, reference low, reference high)
LABS = [
    ("peran", "2002-07-15", "Total cholesterol", 6.4, "mmol/L", 0, 5),
    ("peran", "2002-11-20", "Total cholesterol", 4.1, "mmol/L", 0, 5),
    ("isolde", "2002-07-23", "Ferritin", 14, "ug/L", 15, 150),
    ("isolde", "2002-11-26", "Ferritin", 42, "ug/L", 15, 150),
]

# ---------------------------------------------------------------------------
# Everyday chatter: names no topic, unit or number a question asks about.
# ---------------------------------------------------------------------------
CLIENT_CHATTER = [
    "ta", "thanks", "ok", "cheers", "on my way", "paid", "hiya", "lovely", "will do", "no worries",
    "sorry, running late", "can we swap to friday?", "what time tomorrow?", "see you there", "wrong chat sorry",
    "only just seen this", "same time next week?", "where do i park?", "nearly there", "stuck on the A483",
    "stuck on the A30", "stuck on the A27", "stuck on the A3057", "stuck behind a tractor", "all good here",
    "can i pay cash?", "on the way now", "are we still on?", "phone's dying", "no signal here", "stuck at work",
    "perfect", "long day", "diolch", "dreckly", "proper job", "you're a star", "ha", "noted", "gotcha", "bit late",
]
TRAINER_CHATTER = [
    "See you there.", "All booked.", "No worries.", "Swapped it for you.", "Thanks for letting me know.",
    "It's on the club page.", "Have a good weekend.", "Invoice on its way.", "Plan's in your inbox.",
    "Lovely.", "Any time.", "Usual time.", "Shout if anything changes.", "Cash is fine.", "No problem.",
]

# The named days (feast days, news days, bank holidays) a question may name as one day.
NAMED_DAYS = frozenset({
    "07-25", "08-04", "08-12", "08-26", "10-27", "10-31", "11-05", "11-09", "11-10", "11-15", "11-30", "12-24",
    "12-25", "12-26", "12-31",
})

# Days a question names on which no story line falls (the Tuesday Moss's vet was first booked for, moved to the
# Thursday; the Friday Hefin hurt his back, told on the Monday and put right on the Tuesday; the Saturday Bartle
# fell, told in the river chat on the Monday; the Tuesday Peran had his chest pains, told on the Thursday; the
# Tuesday Kensa's physio was first booked for; the Thursday Ieuan said "ye" to two days before; the Tuesday Mot saw
# the vet, told the day before and the day after): kept quiet too, so a question about that day finds nothing but
# what another line tells of it.
ASKED_DAYS = frozenset({"07-23", "10-11", "08-31", "10-01", "08-13", "07-11", "08-20"})


def _story_days() -> frozenset[str]:
    """Every day a story line falls on (one-to-one or group): a question may name any of them."""
    lines = [ln for story in STORY.values() for ln in story] + [ln for g in GROUPS for ln in g["lines"]]
    return frozenset(ln.when[:5] for ln in lines)


# No everyday chatter line falls on a named day, an asked day or a story day, so a question about one day finds only the
# story. A chatter line drawn on one is moved back to the first day before it that is neither.
QUIET_DAYS = NAMED_DAYS | ASKED_DAYS | _story_days()


def Line(when: str, who: str, text: str, tag: str | None) -> build_blind.Line:
    """A chat line (roster_assembly.chatter makes the chatter's with it); untagged chatter off the quiet days."""
    at = datetime.strptime(f"{YEAR}-{when}", "%Y-%m-%d %H:%M")
    while tag is None and at.strftime("%m-%d") in QUIET_DAYS:
        at -= timedelta(days=1)
    return build_blind.Line(at.strftime("%m-%d %H:%M"), who, text, tag)


def build() -> tuple[dict, dict[str, str]]:
    """The data set and the story tags → message ids (roster_assembly.blind_roster)."""
    return blind_roster(sys.modules[__name__], seed=20020701, health_seed=20030106, chatter_lines=(20, 28))


def main() -> None:
    write(build, Path(sys.argv[1]) if len(sys.argv) > 1 else OUT, OUT, TAGS_OUT)


if __name__ == "__main__":
    main()
