#!/usr/bin/env python3
"""Write bench/answers_data/blind44_questions.jsonl: the questions over the forty-fourth blind data set (build_blind44.py).

    functions/venv/bin/python -m bench.answers_data.blind44_questions

Written on 2026-12-05 by helper h-blind44 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-third blind set's section).
Asked on Monday 6 July 2009 about January to June 2009, so the periods are months, quarters, seasons
and named days said every way ("in q1" / "in q2", "in the spring", "on pancake day", "on st david's
day", "on mothering sunday", "on grand national day", "at easter", "on the may day bank holiday", "the
day michael jackson died", "the night of the champions league final", "on cup final day", single
dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Iestyn, Dale) mostly in chains of follow-ups and by when it started and when they
were back; the two whose medicine was changed twice (Aimee, Garfield) by which inhaler or tablet when
and why; the two whose relative writes (Tyrone, Llinos) by who said what; the two who tell the group
chat more than the coach (Nadine, Marcie) by what they told the group; the two quiet ones (Ricky,
Dwayne) by yes and no; and the new kind, the two who write in text-speak (Kimberley, known as Kimmy;
Siwan), asked in plain words about messages that say "shns killin", "L knee sore aftr sqts", "cnt make
thurs", and by counts of the sessions they said they would miss. Some questions are typed the same way
by the trainer ("wen did kimmys shin thing start", "hw many sesh did siw miss in feb"), about every
kind of client. When something started (the onset) and when the client was back (the return) are
asked of every client who has one.

The split is by client: every question about a client of build_blind44.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind44_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind44
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind44_questions.jsonl"
DATASET = "blind44"
HEADER = (
    "// bench.answers forty-fourth blind question set (issue 14), written 2026-12-05 by h-blind44 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind44_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

AN, OS, MA, TE = "coach-angharad", "coach-osbert", "coach-marit", "coach-terrence"
TRAINER_ID = {"angharad": AN, "osbert": OS, "marit": MA, "terrence": TE}
ROSTER = authoring.BuiltRoster.of(build_blind44)
TRAINER_SHORT = ROSTER.trainer_short
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = ROSTER.ids
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab
span, notes, cis = ROSTER.span, ROSTER.notes, ROSTER.cis


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


def x(trainer: str, about: str, text: str, evidence=None, why=None) -> B:
    """A question across a trainer's clients; `about` decides the split (the client the answer is
    about, or for an unanswerable one the client it brushes against)."""
    return B(TRAINER_ID[trainer], text, "cross_client", evidence, None, why, about=about)


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Angharad: Iestyn (dev) — the left collarbone, from the fall on the bend to the first race back
c = "iestyn"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-angharad-iestyn-20090216"
P = profile(c)
W = "weight"
ONSET = ["iestyn-onset", "iestyn-maelor", N2, P]
QUESTIONS += [
    q(c, "iestyns collarbone, where are we with it", "recency", ["iestyn-signedoff", N3], key="ie-cb"),
    q(c, "when did he break it", "follow_up", ONSET, follow="ie-cb"),
    q(c, "which side", "follow_up", ONSET, follow="ie-cb"),
    q(c, "did they operate", "follow_up", ["iestyn-maelor", N2, P], follow="ie-cb"),
    q(c, "how long was he in the sling", "follow_up", ["iestyn-maelor", "iestyn-slingoff", N2], follow="ie-cb"),
    q(c, "when was he back on the ice", "follow_up", ["iestyn-back", N3], follow="ie-cb"),
    q(c, "first race back?", "follow_up", ["iestyn-race", N3], follow="ie-cb"),
    q(c, "which surgeon did he see", "follow_up", None, NEVER, follow="ie-cb"),
    q(c, "when did iestyn's shoulder thing start", "named", ["iestyn-onset"]),
    q(c, "what did iestyn say happened when he fell", "named", ["iestyn-onset"]),
    q(c, "what did meinir say the fracture clinic told them", "named", ["iestyn-maelor"]),
    q(c, "what did i tell him the night he came off", "coach_reply", ["iestyn-onset-coach"]),
    q(c, "what did i say when the sling came off", "coach_reply", ["iestyn-slingoff-coach"]),
    q(c, "what did i tell him when he came back on the ice", "coach_reply", ["iestyn-back-coach"]),
    q(c, "what did i say after his nationals race", "coach_reply", ["iestyn-race-coach"]),
    q(c, "who was doing his roofs while he was in the sling", "named", ["iestyn-sling"]),
    q(c, "when did iestyn's sling come off", "named", ["iestyn-slingoff", N2]),
    q(c, "where's iestyn doing physio", "named", ["iestyn-slingoff"]),
    q(c, "on the call after the sling, what was he allowed to lift", "transcript", [TR]),
    q(c, "was iestyn allowed up a ladder", "transcript", [TR]),
    q(c, "what did meinir say about clicking on the call", "transcript", [TR]),
    q(c, "what did i say on the call about the ice", "transcript", [TR]),
    q(c, "my february note on iestyn", "note", [N2]),
    q(c, "first note on iestyn, what's his weak point", "note", [N1]),
    q(c, "what did i write in june about his collarbone", "note", [N3]),
    q(c, "iestyn collarbone", "possessive", ONSET + ["iestyn-onset-coach", "iestyn-sling", "iestyn-slingoff", "iestyn-back", "iestyn-signedoff", TR, N3, C1]),
    q(c, "iestyn colarbone", "misspelling", ONSET),
    q(c, "iestin bowdlar skates", "misspelling", ["iestyn-skates"]),
    q(c, "the roofer's broken bone", "paraphrase", ONSET + ["iestyn-slingoff"]),
    q(c, "the shotton lad's clavicle, how long off the ice", "paraphrase", ["iestyn-onset", "iestyn-back", N2, N3]),
    q(c, "iestyn's shoulder in february", "topic_period", ["iestyn-slingoff", "iestyn-slingoff-coach", TR, N2]),
    q(c, "how was iestyn in january", "topic_period", ["iestyn-intro", "iestyn-onset", "iestyn-onset-coach", "iestyn-maelor", "iestyn-sling", N1, C1]),
    q(c, "iestyn's recovery in q2", "topic_period", ["iestyn-race", "iestyn-race-coach", "iestyn-signedoff", N3, C2]),
    q(c, "was iestyn on the ice in february", "yes_no", ["iestyn-slingoff-coach", "iestyn-back", TR, N2]),
    q(c, "is iestyn racing again", "yes_no", ["iestyn-race", "iestyn-signedoff", N3]),
    q(c, "how many weeks between the fall and him being back on the ice", "numbers", ["iestyn-onset", "iestyn-back"]),
    q(c, "iestyn's hay fever", "possessive", ["iestyn-hayfever", P], key="ie-hf"),
    q(c, "when did that start", "follow_up", ["iestyn-hayfever"], follow="ie-hf"),
    q(c, "did he have it last summer too", "follow_up", None, OTHER_PERIOD, follow="ie-hf"),
    q(c, "iestyn check-in the one in the sling", "checkin", [C1]),
    q(c, "how much was iestyn sleeping in january", "checkin", [C1]),
    q(c, "iestyn's stress in the april check in", "checkin", [C2]),
    q(c, "iestyn weight", "health", ["iestyn-signedoff", N3, weeks(c, W)], key="ie-w"),
    q(c, "in stone?", "follow_up", ["iestyn-signedoff", N3, weeks(c, W)], follow="ie-w"),
    q(c, "what was he in january", "follow_up", ["iestyn-intro", N1], follow="ie-w"),
    q(c, "how many kilos has iestyn lost since january", "numbers", ["iestyn-intro", "iestyn-signedoff", N1, N3]),
    q(c, "what did iestyn weigh in march", "topic_period", span(c, W, "2009-03-01", "2009-03-31")),
    q(c, "is iestyn alright these days", "how_doing", ["iestyn-signedoff", "iestyn-hayfever", N3, weeks(c, W)]),
    q(c, "anything from iestyn on st david's day", "date_window", ["g-iestyn-stdavid"]),
    q(c, "what came in from iestyn on the 17th of january", "date_window", ["iestyn-onset", "iestyn-onset-coach"]),
    q(c, "iestyn on the 9th of march", "date_window", ["iestyn-back", "iestyn-back-coach"]),
    q(c, "iestyn on christmas eve", "date_window", None, OTHER_PERIOD),
    q(c, "who's meinir", "profile_attribute", [P, "iestyn-onset", "iestyn-maelor", TR]),
    q(c, "what does iestyn do for work", "profile_attribute", [P, "iestyn-sling", N1]),
    q(c, "iestyn's goal", "profile", [P]),
    q(c, "how much were iestyn's new skates", "numbers", ["iestyn-skates"]),
    q(c, "what time did iestyn do at the nationals", "numbers", ["iestyn-race"]),
    q(c, "wen did iestyn brk his colarbone", "named", ["iestyn-onset", "iestyn-maelor", N2, P]),
    q(c, "wen ws iestyn bk on the ice", "named", ["iestyn-back", N3]),
    q(c, "hw long ws he in the sling", "numbers", ["iestyn-maelor", "iestyn-slingoff", N2]),
    q(c, "has iestyn broken it again since", "yes_no", None, NEVER),
    q(c, "iestyn's knee", "possessive", None, OTHER_CLIENT),
    q(c, "did iestyn have chickenpox", "yes_no", None, OTHER_CLIENT),
    q(c, "iestyn's tonsils", "possessive", None, OTHER_CLIENT),
    q(c, "iestyn's blood pressure tablets", "possessive", None, OTHER_TRAINER),
    q(c, "is iestyn on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "iestyn's hamstring", "possessive", None, OTHER_TRAINER),
    q(c, "iestyn's hba1c", "numbers", None, OTHER_TRAINER),
    q(c, "iestyn's cholesterol", "health", None, OTHER_TRAINER),
    q(c, "iestyn's right collarbone", "possessive", None, NEVER),
    q(c, "iestyn's back", "possessive", None, NEVER),
    q(c, "what did iestyn's brother say", "named", None, NEVER),
    q(c, "iestyn's shoulder last autumn", "topic_period", None, OTHER_PERIOD),
    q(c, "iestyn's weight in december", "health", None, OTHER_PERIOD),
    q(c, "meinir's messages in august", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Angharad: Siwan (test) — text-speak: the knee, the tonsils, the 500 m
c = "siwan"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
HR = "resting_heart_rate"
KNEE = ["siwan-knee", "siwan-physio", N2, P]
QUESTIONS += [
    q(c, "siwan's knee", "possessive", KNEE + ["siwan-knee-coach", "siwan-pancake", "siwan-back", C1], key="sw-knee"),
    q(c, "which knee", "follow_up", ["siwan-knee", P], follow="sw-knee"),
    q(c, "what did the physio say it was", "follow_up", ["siwan-physio", P], follow="sw-knee"),
    q(c, "when did it start", "follow_up", ["siwan-knee", P], follow="sw-knee"),
    q(c, "when was she back to full training", "follow_up", ["siwan-back", N2], follow="sw-knee"),
    q(c, "did she have a scan", "follow_up", None, NEVER, follow="sw-knee"),
    q(c, "wen did siws knee thing start", "named", ["siwan-knee", P]),
    q(c, "wot did siw say the physio sed", "named", ["siwan-physio"]),
    q(c, "what did i tell her about the squats", "coach_reply", ["siwan-knee-coach"]),
    q(c, "what did i say when she was back to full training", "coach_reply", ["siwan-back-coach"]),
    q(c, "hw many sesh did siw miss in feb", "numbers", ["siwan-knee", "siwan-pancake"]),
    q(c, "siwan's tonsillitis", "possessive", ["siwan-tonsils", "siwan-tonsils2", N2, P], key="sw-ton"),
    q(c, "what did the gp give her", "follow_up", ["siwan-tonsils", P], follow="sw-ton"),
    q(c, "how long was she off the ice", "follow_up", ["siwan-tonsils"], follow="sw-ton"),
    q(c, "when was she over it", "follow_up", ["siwan-tonsils2"], follow="sw-ton"),
    q(c, "is siwan still on antibiotics", "yes_no", ["siwan-tonsils", "siwan-tonsils2"]),
    q(c, "siwan's 500 time", "numbers", ["siwan-champs", "g-siwan-champs", N2], key="sw-500"),
    q(c, "what was it in january", "follow_up", ["siwan-intro", N1], follow="sw-500"),
    q(c, "how much did she knock off", "follow_up", ["siwan-intro", "siwan-champs"], follow="sw-500"),
    q(c, "did siw get under 47", "yes_no", ["siwan-champs", "g-siwan-champs", N2]),
    q(c, "where did siwan come at the welsh champs", "named", ["siwan-champs", "g-siwan-champs", N2]),
    q(c, "what did i say when she got bronze", "coach_reply", ["siwan-champs-coach"]),
    q(c, "siwan resting heart rate", "health", ["siwan-rhr", weeks(c, HR)]),
    q(c, "siw's rhr in march", "topic_period", span(c, HR, "2009-03-01", "2009-03-31")),
    q(c, "wot did siw say her rhr ws", "numbers", ["siwan-rhr"]),
    q(c, "siwan on pancake day", "date_window", ["siwan-pancake"]),
    q(c, "what did siwan send on the 3rd of feb", "date_window", ["siwan-knee", "siwan-knee-coach"]),
    q(c, "anything from siw on st david's day", "date_window", ["g-siwan-stdavid"]),
    q(c, "siwan on boxing day", "date_window", None, OTHER_PERIOD),
    q(c, "siwan's exams", "possessive", ["siwan-exams", C2]),
    q(c, "which sessions is siwan missing for exams", "named", ["siwan-exams"]),
    q(c, "siwan check-in february", "checkin", [C1]),
    q(c, "siwan stress in june check in", "checkin", [C2]),
    q(c, "my first note on siwan", "note", [N1]),
    q(c, "what did i note about siwan in may", "note", [N2]),
    q(c, "who's garin", "profile_attribute", [P, "siwan-rhr"]),
    q(c, "where does siw work", "profile_attribute", [P]),
    q(c, "siwan's goals", "profile", [P]),
    q(c, "how's siw getting on", "how_doing", ["siwan-champs", "siwan-exams", "siwan-rhr", N2, weeks(c, HR)]),
    q(c, "is siwan's knee still bad", "recency", ["siwan-back", N2]),
    q(c, "siwan meridith knee", "misspelling", ["siwan-knee", "siwan-physio"]),
    q(c, "siwan tonsilitis", "misspelling", ["siwan-tonsils"]),
    q(c, "the student's sore kneecap", "paraphrase", ["siwan-knee", "siwan-physio", P]),
    q(c, "siw's sore throat", "paraphrase", ["siwan-tonsils", P]),
    q(c, "siwan in april", "topic_period", ["siwan-tonsils", "siwan-tonsils2"]),
    q(c, "siwan's knee in march", "topic_period", ["siwan-back", "siwan-back-coach"]),
    q(c, "did siw have pancakes", "yes_no", ["siwan-pancake"]),
    q(c, "wen ws siw bk 2 full trainin", "named", ["siwan-back", N2]),
    q(c, "hw long ws siw off wiv her tonsils", "numbers", ["siwan-tonsils", "siwan-tonsils2"]),
    q(c, "siwan's right knee", "possessive", None, NEVER),
    q(c, "siwan's heels", "possessive", None, OTHER_CLIENT),
    q(c, "did siw break her collarbone", "yes_no", None, OTHER_CLIENT),
    q(c, "siwan's weight", "health", None, OTHER_CLIENT),
    q(c, "siw's shin splints", "possessive", None, OTHER_TRAINER),
    q(c, "is siwan on metformin", "yes_no", None, OTHER_TRAINER),
    q(c, "siwan's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "did siw have stitches", "yes_no", None, OTHER_TRAINER),
    q(c, "siwan's ankle", "possessive", None, NEVER),
    q(c, "siwan's migraines", "possessive", None, NEVER),
    q(c, "what did siwan's sister say", "named", None, NEVER),
    q(c, "siwan's knee in 2008", "topic_period", None, OTHER_PERIOD),
    q(c, "siwan's 500 time last november", "numbers", None, OTHER_PERIOD),
    q(c, "siwan on bonfire night", "date_window", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Angharad: Llinos (test) — her dad Elwyn writes nearly all of it
c = "llinos"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
HEELS = ["llinos-heels", "llinos-gp", N2, P]
QUESTIONS += [
    q(c, "llinos's heels", "possessive", HEELS + ["llinos-gp-coach", "llinos-heels-better", C1], key="ll-heel"),
    q(c, "what did the gp call it", "follow_up", ["llinos-gp", P], follow="ll-heel"),
    q(c, "when did the heels start hurting", "follow_up", ["llinos-heels", N2], follow="ll-heel"),
    q(c, "how many sessions a week was she cut to", "follow_up", ["llinos-gp", N2, P], follow="ll-heel"),
    q(c, "is she back to three sessions", "follow_up", ["llinos-heels-better", N2], follow="ll-heel"),
    q(c, "did she need an x-ray", "follow_up", None, NEVER, follow="ll-heel"),
    q(c, "who writes llinos's messages", "named", ["llinos-intro", P, N1]),
    q(c, "what did elwyn say the gp said", "named", ["llinos-gp"]),
    q(c, "what did i tell elwyn about the jumping", "coach_reply", ["llinos-gp-coach"]),
    q(c, "llinos chickenpox", "possessive", ["llinos-chickenpox", "llinos-chickenpox-back", N2, P], key="ll-cp"),
    q(c, "how long was she off", "follow_up", ["llinos-chickenpox", "llinos-chickenpox-back"], follow="ll-cp"),
    q(c, "when was she back", "follow_up", ["llinos-chickenpox-back"], follow="ll-cp"),
    q(c, "when did llinos come back after the chickenpox", "named", ["llinos-chickenpox-back"]),
    q(c, "has llinos ever written to me herself", "yes_no", ["llinos-self"]),
    q(c, "what did llinos say when she wrote herself", "named", ["llinos-self"]),
    q(c, "where did llinos come in the junior 500", "named", ["llinos-self", N2]),
    q(c, "what did i say about her silver", "coach_reply", ["llinos-self-coach"]),
    q(c, "how much were llinos's new skates", "numbers", ["llinos-skates"]),
    q(c, "who bought llinos's skates and where from", "named", ["llinos-skates"]),
    q(c, "what did delyth say about the skates", "named", ["llinos-skates"]),
    q(c, "who's delyth", "profile_attribute", [P, "llinos-skates"]),
    q(c, "how old is llinos", "profile_attribute", [P, "llinos-intro", N1]),
    q(c, "llinos's goal", "profile", [P]),
    q(c, "llinos check-in", "checkin", [C1]),
    q(c, "how much was llinos sleeping in february", "checkin", [C1]),
    q(c, "my june note on llinos", "note", [N2]),
    q(c, "first note on llinos", "note", [N1]),
    q(c, "llinos gwillam heels", "misspelling", ["llinos-heels", "llinos-gp"]),
    q(c, "linos chicken pox", "misspelling", ["llinos-chickenpox"]),
    q(c, "the 13 year old's growing pains in her feet", "paraphrase", ["llinos-heels", "llinos-gp", P]),
    q(c, "the little one's spots", "paraphrase", ["llinos-chickenpox", P]),
    q(c, "llinos in march", "topic_period", ["llinos-chickenpox", "llinos-chickenpox-back"]),
    q(c, "llinos's heels in june", "topic_period", ["llinos-heels-better", N2]),
    q(c, "anything from llinos at easter", "date_window", ["llinos-skates", "g-llinos-easter"]),
    q(c, "what came in from elwyn on the 5th of february", "date_window", ["llinos-gp", "llinos-gp-coach"]),
    q(c, "llinos on valentine's day", "date_window", None, OTHER_PERIOD),
    q(c, "is llinos still limping", "recency", ["llinos-heels-better", N2]),
    q(c, "how's llinos doing", "how_doing", ["llinos-heels-better", "llinos-self", N2]),
    q(c, "did llinos have chickenpox", "yes_no", ["llinos-chickenpox", P]),
    q(c, "is llinos doing off-ice jumps", "yes_no", ["llinos-gp-coach"]),
    q(c, "wen did llinos heels strt hurtin", "named", ["llinos-heels", N2]),
    q(c, "hw many sesh a wk is llinos doin now", "numbers", ["llinos-heels-better", N2]),
    q(c, "llinos's knee", "possessive", None, OTHER_CLIENT),
    q(c, "llinos's tonsils", "possessive", None, OTHER_CLIENT),
    q(c, "llinos's weight", "health", None, OTHER_CLIENT),
    q(c, "llinos's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "llinos's broken tooth", "possessive", None, OTHER_TRAINER),
    q(c, "is llinos on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "llinos's steps", "health", None, OTHER_TRAINER),
    q(c, "llinos's wrist", "possessive", None, NEVER),
    q(c, "what did llinos's grandad say", "named", None, NEVER),
    q(c, "did llinos have measles", "yes_no", None, NEVER),
    q(c, "llinos's heels last year", "topic_period", None, OTHER_PERIOD),
    q(c, "elwyn's messages in november", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Osbert: Tyrone (dev) — his mum Trudy writes nearly all of it
c = "tyrone"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TOOTH = ["tyrone-tooth", "tyrone-crown", N2, P]
KNEE = ["tyrone-knee", N2, P]
QUESTIONS += [
    q(c, "tyrone's tooth", "possessive", TOOTH + ["tyrone-tooth-coach", C1], key="ty-tooth"),
    q(c, "how did it happen", "follow_up", ["tyrone-tooth", P], follow="ty-tooth"),
    q(c, "when did he get the crown", "follow_up", ["tyrone-crown", N2, P], follow="ty-tooth"),
    q(c, "how much was it", "follow_up", ["tyrone-crown"], follow="ty-tooth"),
    q(c, "where did he get it seen", "follow_up", ["tyrone-tooth"], follow="ty-tooth"),
    q(c, "did he need a root canal", "follow_up", None, NEVER, follow="ty-tooth"),
    q(c, "what did i say about gumshields", "coach_reply", ["tyrone-tooth-coach", N2]),
    q(c, "who does tyrone's messages", "named", ["tyrone-intro", P, N1]),
    q(c, "what did trudy say the gp said about his knee", "named", ["tyrone-knee"]),
    q(c, "tyrone's knee", "possessive", KNEE + ["tyrone-knee-coach", "tyrone-knee-better"], key="ty-knee"),
    q(c, "which knee", "follow_up", ["tyrone-knee", P], follow="ty-knee"),
    q(c, "when did it start", "follow_up", ["tyrone-knee", P], follow="ty-knee"),
    q(c, "is it better now", "follow_up", ["tyrone-knee-better"], follow="ty-knee"),
    q(c, "how much has he grown", "follow_up", ["tyrone-knee-better"], follow="ty-knee"),
    q(c, "what did i tell trudy about the sprints", "coach_reply", ["tyrone-knee-coach"]),
    q(c, "did tyrone make the kent squad", "yes_no", ["tyrone-trials", "g-tyrone-trials", N2, C2]),
    q(c, "when were the kent trials", "named", ["tyrone-trials", "g-tyrone-trials"]),
    q(c, "has tyrone ever messaged me himself", "yes_no", ["tyrone-self"]),
    q(c, "what did tyrone write himself", "named", ["tyrone-self"]),
    q(c, "tyrone check in may", "checkin", [C2]),
    q(c, "tyrone's stress in the february check-in", "checkin", [C1]),
    q(c, "my may note on tyrone", "note", [N2]),
    q(c, "first note on tyrone, what's he doing wrong", "note", [N1]),
    q(c, "tyrone gillham tooth", "misspelling", ["tyrone-tooth", "tyrone-crown"]),
    q(c, "tyrone osgood schlater", "misspelling", ["tyrone-knee", P]),
    q(c, "the lad's snapped tooth", "paraphrase", ["tyrone-tooth", P]),
    q(c, "the swalecliffe boy's growing knee", "paraphrase", ["tyrone-knee", P]),
    q(c, "tyrone in february", "topic_period", ["tyrone-tooth", "tyrone-tooth-coach", "tyrone-crown", C1]),
    q(c, "tyrone's knee in june", "topic_period", ["tyrone-knee-better"]),
    q(c, "what came in from trudy on the 6th of february", "date_window", ["tyrone-tooth", "tyrone-tooth-coach"]),
    q(c, "anything from trudy on the 25th of april", "date_window", ["tyrone-trials", "g-tyrone-trials"]),
    q(c, "tyrone on the may day bank holiday", "date_window", ["tyrone-self"]),
    q(c, "tyrone on good friday", "date_window", None, OTHER_PERIOD),
    q(c, "who's trudy", "profile_attribute", [P, "tyrone-intro"]),
    q(c, "how old is tyrone", "profile_attribute", [P, "tyrone-intro", N1]),
    q(c, "tyrone's goal", "profile", [P]),
    q(c, "how's tyrone getting on", "how_doing", ["tyrone-knee-better", "tyrone-trials", N2, C2]),
    q(c, "is tyrone's knee still sore", "recency", ["tyrone-knee-better"]),
    q(c, "is tyrone doing kneeling drills", "yes_no", ["tyrone-knee", "tyrone-knee-coach", N2]),
    q(c, "wen did tyrone snap his tooth", "named", ["tyrone-tooth", P]),
    q(c, "hw much did trudy pay 4 the crown", "numbers", ["tyrone-crown"]),
    q(c, "how many inches has tyrone grown since january", "numbers", ["tyrone-knee-better"]),
    q(c, "tyrone's right knee", "possessive", None, NEVER),
    q(c, "did tyrone have stitches", "yes_no", None, OTHER_CLIENT),
    q(c, "tyrone's blood pressure", "health", None, OTHER_CLIENT),
    q(c, "tyrone's weight", "health", None, OTHER_CLIENT),
    q(c, "did tyrone have chickenpox", "yes_no", None, OTHER_TRAINER),
    q(c, "tyrone's shin splints", "possessive", None, OTHER_TRAINER),
    q(c, "is tyrone on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "tyrone's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "tyrone's ankle", "possessive", None, NEVER),
    q(c, "what did tyrone's uncle say", "named", None, NEVER),
    q(c, "did tyrone get concussed", "yes_no", None, NEVER),
    q(c, "tyrone's tooth at christmas", "possessive", None, OTHER_PERIOD),
    q(c, "trudy's messages in august", "named", None, OTHER_PERIOD),
    q(c, "tyrone's knee last year", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Osbert: Garfield (test) — three tablets for the blood pressure, what the doctor said each time
c = "garfield"
N1, N2 = notes(c); C1, C2, C3 = cis(c)
TR = "tr-osbert-garfield-20090303"
P = profile(c)
W = "weight"
G = "goal-osbert-garfield-weight"
LAB1, LAB2 = lab(c, "20090119"), lab(c, "20090615")
MEDS = ["garfield-ramipril", "garfield-losartan", "garfield-water", N2, P]
QUESTIONS += [
    q(c, "garfield's blood pressure tablets", "possessive", MEDS + ["garfield-cough", "garfield-losartan2", TR], key="gf-bp"),
    q(c, "what was the first one", "follow_up", ["garfield-ramipril", P], follow="gf-bp"),
    q(c, "why did they change it", "follow_up", ["garfield-cough", "garfield-losartan", N2, P], follow="gf-bp"),
    q(c, "what's he on now", "follow_up", ["garfield-losartan", "garfield-water", P], follow="gf-bp"),
    q(c, "when did the water tablet start", "follow_up", ["garfield-water", P], follow="gf-bp"),
    q(c, "what was his pressure in june", "follow_up", ["garfield-june"], follow="gf-bp"),
    q(c, "did they try a statin", "follow_up", None, NEVER, follow="gf-bp"),
    q(c, "when did garfield start on ramipril", "named", ["garfield-ramipril", P]),
    q(c, "what did garfield say his blood pressure was at the start", "numbers", ["garfield-ramipril"]),
    q(c, "what did maxine say about the cough", "named", ["garfield-cough"]),
    q(c, "when did he swap to losartan", "named", ["garfield-losartan", P]),
    q(c, "did garfield's cough go", "yes_no", ["garfield-losartan2"]),
    q(c, "what did i say about half time", "coach_reply", ["garfield-water-coach"]),
    q(c, "what did i tell him when he started the tablets", "coach_reply", ["garfield-ramipril-coach"]),
    q(c, "on the call, what did maxine say about salt", "transcript", [TR]),
    q(c, "was garfield told to get up slowly", "transcript", [TR]),
    q(c, "how many pints is he allowed per maxine", "transcript", [TR]),
    q(c, "what did i say about sprints off the bench on the call", "transcript", [TR]),
    q(c, "garfield's cholesterol", "health", [LAB1, LAB2], key="gf-chol"),
    q(c, "was it high in january", "follow_up", [LAB1], follow="gf-chol"),
    q(c, "has it come down", "follow_up", [LAB1, LAB2], follow="gf-chol"),
    q(c, "garfield weight", "health", ["garfield-june", N2, G, weeks(c, W)], key="gf-w"),
    q(c, "how far off his target", "follow_up", [G, "garfield-june", N2, weeks(c, W)], follow="gf-w"),
    q(c, "what was he in january", "follow_up", ["garfield-intro", N1], follow="gf-w"),
    q(c, "how many kilos has garfield lost since january", "numbers", ["garfield-intro", "garfield-june", N1, N2]),
    q(c, "garfield weight in april", "topic_period", span(c, W, "2009-04-01", "2009-04-30")),
    q(c, "garfield's pressure in april", "topic_period", ["garfield-losartan2"]),
    q(c, "garfield check in march", "checkin", [C2]),
    q(c, "garfield sleep in the cough check in", "checkin", [C2]),
    q(c, "how did his stress go across the three check-ins", "checkin", [C1, C2, C3]),
    q(c, "my june note on garfield", "note", [N2]),
    q(c, "first note on garfield", "note", [N1]),
    q(c, "garfeild ovendon tablets", "misspelling", ["garfield-ramipril", "garfield-losartan", "garfield-water"]),
    q(c, "garfield bendroflumethiazyde", "misspelling", ["garfield-water"]),
    q(c, "the fishmonger's pressure pills", "paraphrase", MEDS),
    q(c, "the fishmonger's dry cough at night", "paraphrase", ["garfield-cough", "garfield-losartan"]),
    q(c, "garfield on the 12th of may", "date_window", ["garfield-water", "garfield-water-coach"]),
    q(c, "anything from garfield on cup final day", "date_window", ["g-garfield-cupfinal"]),
    q(c, "garfield on valentine's day", "date_window", None, OTHER_PERIOD),
    q(c, "who's maxine", "profile_attribute", [P, "garfield-cough", TR]),
    q(c, "what does garfield do", "profile_attribute", [P]),
    q(c, "garfield's goals", "profile", [P]),
    q(c, "how's garfield doing", "how_doing", ["garfield-june", N2, C3, weeks(c, W)]),
    q(c, "is garfield still coughing", "recency", ["garfield-losartan2"]),
    q(c, "who did garfield want to win the cup", "named", ["g-garfield-cupfinal"]),
    q(c, "hw many tablets is garfield on now", "numbers", ["garfield-losartan", "garfield-water", N2]),
    q(c, "wen did garfields cough strt", "named", ["garfield-cough"]),
    q(c, "garfield's diabetes", "possessive", None, OTHER_TRAINER),
    q(c, "is garfield on metformin", "yes_no", None, OTHER_TRAINER),
    q(c, "garfield's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "garfield's hba1c", "numbers", None, OTHER_TRAINER),
    q(c, "garfield's stitches", "possessive", None, OTHER_CLIENT),
    q(c, "did garfield break a tooth", "yes_no", None, OTHER_CLIENT),
    q(c, "garfield's knee", "possessive", None, OTHER_CLIENT),
    q(c, "garfield's back", "possessive", None, NEVER),
    q(c, "did garfield have a heart attack", "yes_no", None, NEVER),
    q(c, "what did garfield's son say", "named", None, NEVER),
    q(c, "garfield's blood pressure in november", "topic_period", None, OTHER_PERIOD),
    q(c, "garfield's weight last year", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Osbert: Dwayne (test) — a word or two; mostly yes or no
c = "dwayne"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
W = "weight"
QUESTIONS += [
    q(c, "did dwayne say he'd play in goal that first saturday", "yes_no", ["dwayne-t-01081900", "dwayne-yes1"]),
    q(c, "dwayne's eye", "possessive", ["dwayne-stitches", "dwayne-stitchesout", N2, P, C1], key="dw-eye"),
    q(c, "how many stitches", "follow_up", ["dwayne-stitches", P], follow="dw-eye"),
    q(c, "which eye", "follow_up", ["dwayne-stitches", P], follow="dw-eye"),
    q(c, "when did they come out", "follow_up", ["dwayne-stitchesout"], follow="dw-eye"),
    q(c, "was he fit the week after", "follow_up", ["dwayne-t-03142205", "dwayne-stitches2"], follow="dw-eye"),
    q(c, "how did he get the cut", "follow_up", None, NEVER, follow="dw-eye"),
    q(c, "dwayne's thumb", "possessive", ["dwayne-thumb", "dwayne-thumb2", "dwayne-thumb3", N2, P], key="dw-th"),
    q(c, "which thumb", "follow_up", ["dwayne-thumb", P], follow="dw-th"),
    q(c, "is it better", "follow_up", ["dwayne-thumb3", N2], follow="dw-th"),
    q(c, "was it still strapped at the end of may", "follow_up", ["dwayne-thumb2"], follow="dw-th"),
    q(c, "what did i tell him to do with the thumb", "coach_reply", ["dwayne-thumb-coach"]),
    q(c, "did dwayne go to the valentine's do", "yes_no", ["dwayne-t-02131800", "dwayne-valentine"]),
    q(c, "did dwayne win the national sweep", "yes_no", ["dwayne-t-04041730", "dwayne-national"]),
    q(c, "what does dwayne weigh", "health", ["dwayne-weight", weeks(c, W)], key="dw-w"),
    q(c, "and in january?", "follow_up", [N1], follow="dw-w"),
    q(c, "dwayne's weight in february", "topic_period", span(c, W, "2009-02-01", "2009-02-28")),
    q(c, "what did dwayne say he weighed", "numbers", ["dwayne-weight"]),
    q(c, "dwayne check in", "checkin", [C1]),
    q(c, "dwayne's sleep in march check-in", "checkin", [C1]),
    q(c, "my first note on dwayne", "note", [N1]),
    q(c, "what did i write about dwayne's helmet", "note", [N2]),
    q(c, "dwane fag stitches", "misspelling", ["dwayne-stitches"]),
    q(c, "the keeper's cut eyebrow", "paraphrase", ["dwayne-stitches", P]),
    q(c, "dwayne in march", "topic_period", ["dwayne-stitches", "dwayne-stitches2", "dwayne-stitchesout", C1]),
    q(c, "dwayne's thumb in june", "topic_period", ["dwayne-thumb3"]),
    q(c, "dwayne on the 14th of march", "date_window", ["dwayne-stitches", "dwayne-t-03142205", "dwayne-stitches2"]),
    q(c, "anything from dwayne on grand national day", "date_window", ["dwayne-t-04041730", "dwayne-national"]),
    q(c, "dwayne on easter monday", "date_window", None, OTHER_PERIOD),
    q(c, "where does dwayne work", "profile_attribute", [P]),
    q(c, "what position does dwayne play", "profile_attribute", [P, "dwayne-t-01081900", N1]),
    q(c, "dwayne's goal", "profile", [P]),
    q(c, "how's dwayne", "how_doing", ["dwayne-thumb3", "dwayne-weight", N2, weeks(c, W)]),
    q(c, "is dwayne's thumb still strapped", "recency", ["dwayne-thumb3", N2]),
    q(c, "is dwayne fit", "yes_no", ["dwayne-thumb3", N2]),
    q(c, "wen did dwayne get his stitches out", "named", ["dwayne-stitchesout"]),
    q(c, "dwayne's knee", "possessive", None, OTHER_CLIENT),
    q(c, "is dwayne on blood pressure tablets", "yes_no", None, OTHER_CLIENT),
    q(c, "dwayne's ribs", "possessive", None, OTHER_TRAINER),
    q(c, "dwayne's hamstring", "possessive", None, OTHER_TRAINER),
    q(c, "did dwayne have tonsillitis", "yes_no", None, OTHER_TRAINER),
    q(c, "dwayne's left thumb", "possessive", None, NEVER),
    q(c, "dwayne's concussion", "possessive", None, NEVER),
    q(c, "what did dwayne's girlfriend say", "named", None, NEVER),
    q(c, "dwayne's weight in october", "health", None, OTHER_PERIOD),
    q(c, "dwayne's eye in 2008", "topic_period", None, OTHER_PERIOD),
    q(c, "dwayne on mothering sunday", "date_window", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Marit: Aimee (dev) — three inhaler plans for the asthma
c = "aimee"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-marit-aimee-20090421"
P = profile(c)
HR = "resting_heart_rate"
INH = ["aimee-salbutamol", "aimee-clenil", "aimee-symbicort", N2, P]
QUESTIONS += [
    q(c, "aimee's inhalers", "possessive", INH + ["aimee-hoarse", TR], key="am-inh"),
    q(c, "what was the first one", "follow_up", ["aimee-salbutamol", P], follow="am-inh"),
    q(c, "why did they add the brown one", "follow_up", ["aimee-clenil"], follow="am-inh"),
    q(c, "why did she come off it", "follow_up", ["aimee-hoarse", "aimee-symbicort"], follow="am-inh"),
    q(c, "what's she on now", "follow_up", ["aimee-symbicort", TR, P], follow="am-inh"),
    q(c, "when did the asthma start", "follow_up", ["aimee-salbutamol", P], follow="am-inh"),
    q(c, "did she get steroid tablets", "follow_up", None, NEVER, follow="am-inh"),
    q(c, "what did aimee say happened on the cold run", "named", ["aimee-salbutamol"]),
    q(c, "when did aimee start the clenil", "named", ["aimee-clenil", P]),
    q(c, "what did the asthma nurse say about rinsing", "named", ["aimee-hoarse", TR]),
    q(c, "when did aimee switch to symbicort", "named", ["aimee-symbicort", P]),
    q(c, "what did i tell her when she got the blue inhaler", "coach_reply", ["aimee-salbutamol-coach"]),
    q(c, "what did i say about the blue one at the range", "coach_reply", ["aimee-symbicort-coach"]),
    q(c, "on the call, how many puffs of symbicort", "transcript", [TR]),
    q(c, "when should aimee go back to the nurse, from the call", "transcript", [TR]),
    q(c, "what did niall say, per the call", "transcript", [TR]),
    q(c, "what did i say i'd check on thursdays", "transcript", [TR]),
    q(c, "aimee's peak flow", "numbers", ["aimee-peakflow"], key="am-pf"),
    q(c, "what was it in january", "follow_up", ["aimee-peakflow"], follow="am-pf"),
    q(c, "aimee resting heart rate", "health", [weeks(c, HR)]),
    q(c, "aimee's rhr in february", "topic_period", span(c, HR, "2009-02-01", "2009-02-28")),
    q(c, "how did aimee do at the summer biathlon", "named", ["aimee-race", "g-aimee-race"]),
    q(c, "how many targets did aimee hit at tidworth", "numbers", ["aimee-race", "g-aimee-race"]),
    q(c, "what did i say about her shooting", "coach_reply", ["aimee-race-coach"]),
    q(c, "aimee check in april", "checkin", [C2]),
    q(c, "aimee's stress in january check in", "checkin", [C1]),
    q(c, "my may note on aimee", "note", [N2]),
    q(c, "first note on aimee", "note", [N1]),
    q(c, "aimee crab inhaler", "misspelling", ["aimee-salbutamol", "aimee-symbicort"]),
    q(c, "aimee symbicourt", "misspelling", ["aimee-symbicort"]),
    q(c, "the vet nurse's wheezing", "paraphrase", ["aimee-salbutamol", "aimee-clenil", P]),
    q(c, "aimee's puffers", "paraphrase", INH),
    q(c, "aimee in march", "topic_period", ["aimee-hoarse"]),
    q(c, "aimee's breathing in january", "topic_period", ["aimee-salbutamol", "aimee-salbutamol-coach", C1]),
    q(c, "aimee on the 21st of april", "date_window", ["aimee-symbicort", "aimee-symbicort-coach", TR]),
    q(c, "anything from aimee on the 13th of june", "date_window", ["aimee-race", "aimee-race-coach", "g-aimee-race"]),
    q(c, "aimee on father's day", "date_window", None, OTHER_PERIOD),
    q(c, "who's niall", "profile_attribute", [P, TR]),
    q(c, "where does aimee work", "profile_attribute", [P, "aimee-intro"]),
    q(c, "aimee's goal", "profile", [P]),
    q(c, "how's aimee doing", "how_doing", ["aimee-race", "aimee-peakflow", weeks(c, HR)]),
    q(c, "is aimee still wheezy", "recency", ["aimee-race", "aimee-peakflow"]),
    q(c, "is aimee still on the brown inhaler", "yes_no", ["aimee-symbicort"]),
    q(c, "did aimee finish the biathlon", "yes_no", ["aimee-race", "g-aimee-race"]),
    q(c, "wot inhaler is aimee on now", "named", ["aimee-symbicort", P]),
    q(c, "what did aimee say to marcie after the op", "named", ["g-aimee-marcie"]),
    q(c, "wen did aimees asthma strt", "named", ["aimee-salbutamol", P]),
    q(c, "aimee's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "aimee's shins", "possessive", None, OTHER_CLIENT),
    q(c, "is aimee on nicotine patches", "yes_no", None, OTHER_CLIENT),
    q(c, "aimee's gallbladder", "possessive", None, OTHER_CLIENT),
    q(c, "aimee's weight", "health", None, OTHER_CLIENT),
    q(c, "aimee's hay fever", "possessive", None, OTHER_TRAINER),
    q(c, "aimee's tonsils", "possessive", None, OTHER_TRAINER),
    q(c, "aimee's hamstring", "possessive", None, OTHER_TRAINER),
    q(c, "aimee's knee", "possessive", None, OTHER_TRAINER),
    q(c, "aimee's migraines", "possessive", None, NEVER),
    q(c, "aimee's nebuliser", "possessive", None, NEVER),
    q(c, "what did aimee's sister say", "named", None, NEVER),
    q(c, "aimee's asthma in 2008", "topic_period", None, OTHER_PERIOD),
    q(c, "aimee's inhaler in august", "possessive", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Marit: Kimberley (dev) — text-speak: the shins, the weight, Deano's leave, the sessions missed
c = "kimberley"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
W = "weight"
G = "goal-marit-kimberley-weight"
SHINS = ["kimberley-shins", "kimberley-physio", N2, P]
MISSED = ["kimberley-miss1", "kimberley-miss2", "kimberley-miss3"]
QUESTIONS += [
    q(c, "kimmy's shins", "possessive", SHINS + ["kimberley-shins-coach", "kimberley-back", C1], key="km-sh"),
    q(c, "wen did it strt", "follow_up", ["kimberley-shins", P], follow="km-sh"),
    q(c, "which leg is worse", "follow_up", ["kimberley-shins", P], follow="km-sh"),
    q(c, "what did the physio say", "follow_up", ["kimberley-physio"], follow="km-sh"),
    q(c, "when was she back running", "follow_up", ["kimberley-back", N2], follow="km-sh"),
    q(c, "how far was the first run", "follow_up", ["kimberley-back"], follow="km-sh"),
    q(c, "did she have an x-ray", "follow_up", None, NEVER, follow="km-sh"),
    q(c, "wen did kimmys shin thing start", "named", ["kimberley-shins", P]),
    q(c, "what did i tell her about the running when her shins went", "coach_reply", ["kimberley-shins-coach"]),
    q(c, "what did i say when she ran again", "coach_reply", ["kimberley-back-coach"]),
    q(c, "hw many sesh did kimmy miss in march", "numbers", MISSED + [N2]),
    q(c, "why did kimmy miss thursday the 5th of march", "named", ["kimberley-miss1"]),
    q(c, "kimmy on the 17th of march", "date_window", ["kimberley-miss2"]),
    q(c, "did kimmy train on the day of the big snow", "yes_no", ["kimberley-snow", "g-kimberley-snow"]),
    q(c, "kimmy weight", "health", ["kimberley-goal", G, weeks(c, W)], key="km-w"),
    q(c, "in stone?", "follow_up", ["kimberley-goal", weeks(c, W)], follow="km-w"),
    q(c, "what was she in january", "follow_up", ["kimberley-intro", N1], follow="km-w"),
    q(c, "did she hit her target", "follow_up", [G, "kimberley-goal", "kimberley-goal-coach"], follow="km-w"),
    q(c, "what did kimmy say she weighed in april", "numbers", ["kimberley-weight1", N2]),
    q(c, "how many kilos has kimmy lost since she started", "numbers", ["kimberley-intro", "kimberley-goal", N1]),
    q(c, "kimmy's weight in may", "topic_period", ["kimberley-deano2"] + span(c, W, "2009-05-01", "2009-05-31")),
    q(c, "when did deano get back on leave", "named", ["kimberley-deano", "g-kimberley-deano"]),
    q(c, "how long was deano home for", "numbers", ["kimberley-deano", "kimberley-deano2"]),
    q(c, "wen ws kimmy bk trainin aftr deano went", "named", ["kimberley-deano2"]),
    q(c, "who's deano", "profile_attribute", [P, "kimberley-intro", "kimberley-deano"]),
    q(c, "where does kimmy work", "profile_attribute", [P, "kimberley-miss2"]),
    q(c, "kimmy's goal", "profile", [P]),
    q(c, "kimmy check in may", "checkin", [C2]),
    q(c, "kimmy's adherence in the february check in", "checkin", [C1]),
    q(c, "my april note on kimmy", "note", [N2]),
    q(c, "first note on kimberley", "note", [N1]),
    q(c, "kimberly rumbald shins", "misspelling", ["kimberley-shins", "kimberley-physio"]),
    q(c, "kimmy shin splits", "misspelling", ["kimberley-shins", "kimberley-physio"]),
    q(c, "the naafi girl's sore legs", "paraphrase", SHINS),
    q(c, "kimmy in march", "topic_period", MISSED + ["kimberley-back", "kimberley-back-coach"]),
    q(c, "kimmy's shins in february", "topic_period", ["kimberley-shins", "kimberley-shins-coach", "kimberley-physio", C1]),
    q(c, "anything from kimmy on the 14th of may", "date_window", ["kimberley-deano", "g-kimberley-deano"]),
    q(c, "kimmy on the 27th of june", "date_window", ["kimberley-goal", "kimberley-goal-coach"]),
    q(c, "kimmy on easter sunday", "date_window", None, OTHER_PERIOD),
    q(c, "how's kimmy getting on", "how_doing", ["kimberley-goal", "kimberley-goal-coach", weeks(c, W)]),
    q(c, "is kimmy running again", "recency", ["kimberley-back", N2]),
    q(c, "is kimmy still on the bike only", "yes_no", ["kimberley-back", N2]),
    q(c, "which days can kimmy train", "named", ["kimberley-intro"]),
    q(c, "hw many kg 2 go did kimmy say in april", "numbers", ["kimberley-weight1"]),
    q(c, "kimmy's asthma", "possessive", None, OTHER_CLIENT),
    q(c, "kimmy's gallstones", "possessive", None, OTHER_CLIENT),
    q(c, "kimmy's steps", "health", None, OTHER_CLIENT),
    q(c, "kimmy's hamstring", "possessive", None, OTHER_TRAINER),
    q(c, "kimmy's knee", "possessive", None, OTHER_TRAINER),
    q(c, "is kimmy on blood pressure tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "kimmy's ribs", "possessive", None, OTHER_TRAINER),
    q(c, "kimmy's back", "possessive", None, NEVER),
    q(c, "what did kimmy's sister say", "named", None, NEVER),
    q(c, "kimmy's ankle", "possessive", None, NEVER),
    q(c, "kimmy's weight at christmas", "health", None, OTHER_PERIOD),
    q(c, "deano's leave in september", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Marit: Marcie (test) — tells the team chat more than me
c = "marcie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
ST = "steps"
SMOKE = ["g-marcie-smoking", "g-marcie-patches", "g-marcie-mothering", "g-marcie-smoke2", N2]
QUESTIONS += [
    q(c, "marcie's operation", "possessive", ["g-marcie-gallstones", "g-marcie-op", "marcie-off", N2, P, C2], key="mc-op"),
    q(c, "what was it for", "follow_up", ["g-marcie-gallstones", P], follow="mc-op"),
    q(c, "where did she have it", "follow_up", ["g-marcie-gallstones", P], follow="mc-op"),
    q(c, "when was it", "follow_up", ["g-marcie-gallstones", "g-marcie-op", P], follow="mc-op"),
    q(c, "how long off the round", "follow_up", ["g-marcie-op"], follow="mc-op"),
    q(c, "when was she back with me", "follow_up", ["marcie-back", N2], follow="mc-op"),
    q(c, "did she have any complications", "follow_up", None, NEVER, follow="mc-op"),
    q(c, "what did marcie tell the group about the pain under her ribs", "named", ["g-marcie-gallstones"]),
    q(c, "what did marcie tell me before her op", "named", ["marcie-off"]),
    q(c, "what did i say when she came back", "coach_reply", ["marcie-back-coach"]),
    q(c, "marcie's smoking", "possessive", SMOKE, key="mc-sm"),
    q(c, "when did she stop", "follow_up", ["g-marcie-smoking", "g-marcie-patches", N2], follow="mc-sm"),
    q(c, "what's she using", "follow_up", ["g-marcie-smoking", "g-marcie-patches"], follow="mc-sm"),
    q(c, "how much has she saved", "follow_up", ["g-marcie-smoke2"], follow="mc-sm"),
    q(c, "has marcie had a cigarette since march", "yes_no", ["g-marcie-mothering", "g-marcie-smoke2"]),
    q(c, "what did marcie say on mothering sunday", "date_window", ["g-marcie-mothering"]),
    q(c, "when was shelby's wedding", "named", ["g-marcie-wedding", "marcie-wedding"]),
    q(c, "where was the wedding", "named", ["g-marcie-wedding"]),
    q(c, "what did marcie spend the fag money on", "named", ["g-marcie-smoke2"]),
    q(c, "who's shelby", "profile_attribute", [P, "g-marcie-mothering", "g-marcie-wedding"]),
    q(c, "where does marcie do her round", "profile_attribute", [P, "marcie-intro"]),
    q(c, "marcie's goal", "profile", [P]),
    q(c, "marcie steps", "health", [weeks(c, ST)]),
    q(c, "marcie's steps in january", "topic_period", span(c, ST, "2009-01-01", "2009-01-31")),
    q(c, "marcie check in may", "checkin", [C2]),
    q(c, "marcie's stress in the march check in", "checkin", [C1]),
    q(c, "my may note on marcie", "note", [N2]),
    q(c, "first note on marcie", "note", [N1]),
    q(c, "marcy dunsford op", "misspelling", ["g-marcie-gallstones", "g-marcie-op"]),
    q(c, "marcie gall bladder", "misspelling", ["g-marcie-gallstones", "g-marcie-op"]),
    q(c, "the post lady's keyhole surgery", "paraphrase", ["g-marcie-gallstones", "g-marcie-op", P]),
    q(c, "marcie quitting the ciggies", "paraphrase", ["g-marcie-smoking", "g-marcie-patches"]),
    q(c, "marcie in april", "topic_period", ["marcie-off", "g-marcie-gallstones", "g-marcie-op"]),
    q(c, "marcie's smoking in may", "topic_period", ["g-marcie-smoke2"]),
    q(c, "anything from marcie on the 6th of june", "date_window", ["g-marcie-wedding"]),
    q(c, "marcie on the 1st of march", "date_window", ["g-marcie-patches"]),
    q(c, "marcie on pancake day", "date_window", None, OTHER_PERIOD),
    q(c, "how's marcie doing", "how_doing", ["marcie-wedding", N2, weeks(c, ST)]),
    q(c, "is marcie back training", "recency", ["marcie-back", N2]),
    q(c, "did marcie tell me what the procedure was", "yes_no", ["marcie-off", "marcie-back"]),
    q(c, "wot did marcie tell the grp abt her op", "named", ["g-marcie-gallstones", "g-marcie-op"]),
    q(c, "hw long since marcie had a fag", "numbers", ["g-marcie-patches", "g-marcie-smoke2"]),
    q(c, "marcie's asthma", "possessive", None, OTHER_CLIENT),
    q(c, "marcie's shin splints", "possessive", None, OTHER_CLIENT),
    q(c, "marcie's weight", "health", None, OTHER_CLIENT),
    q(c, "marcie's diabetes", "possessive", None, OTHER_TRAINER),
    q(c, "marcie's grandson", "possessive", None, OTHER_TRAINER),
    q(c, "marcie's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "marcie's knee", "possessive", None, OTHER_TRAINER),
    q(c, "marcie's hip", "possessive", None, NEVER),
    q(c, "did marcie have her appendix out", "yes_no", None, NEVER),
    q(c, "what did marcie's brother say", "named", None, NEVER),
    q(c, "marcie's op in november", "topic_period", None, OTHER_PERIOD),
    q(c, "marcie's steps in august", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Terrence: Nadine (dev) — tells the team chat more than me
c = "nadine"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
W = "weight"
G = "goal-terrence-nadine-weight"
LAB1, LAB2 = lab(c, "20090119"), lab(c, "20090604")
DIAB = ["g-nadine-diabetes", "g-nadine-metformin", "g-nadine-slowrelease", LAB1, N2, P]
QUESTIONS += [
    q(c, "nadine's diabetes", "possessive", DIAB + ["g-nadine-hba1c", LAB2, C1], key="nd-db"),
    q(c, "when was she diagnosed", "follow_up", ["g-nadine-diabetes", LAB1, P], follow="nd-db"),
    q(c, "what tablets", "follow_up", ["g-nadine-diabetes", "g-nadine-metformin", "g-nadine-slowrelease", P], follow="nd-db"),
    q(c, "why did they change them", "follow_up", ["g-nadine-metformin", "g-nadine-slowrelease"], follow="nd-db"),
    q(c, "what's her hba1c now", "follow_up", ["g-nadine-hba1c", LAB2], follow="nd-db"),
    q(c, "is she on insulin", "follow_up", None, NEVER, follow="nd-db"),
    q(c, "what was nadine's hba1c in january", "numbers", ["g-nadine-diabetes", LAB1]),
    q(c, "how much has her hba1c dropped", "numbers", [LAB1, LAB2, "g-nadine-diabetes", "g-nadine-hba1c"]),
    q(c, "what did nads tell the group about the metformin", "named", ["g-nadine-metformin", "g-nadine-slowrelease"]),
    q(c, "why did nadine miss thursday in february", "named", ["nadine-doctor"]),
    q(c, "nadine's grandson", "possessive", ["g-nadine-kaiden", P], key="nd-gs"),
    q(c, "what's his name", "follow_up", ["g-nadine-kaiden", P], follow="nd-gs"),
    q(c, "how heavy was he", "follow_up", ["g-nadine-kaiden"], follow="nd-gs"),
    q(c, "where was he born", "follow_up", ["g-nadine-kaiden"], follow="nd-gs"),
    q(c, "nadine's shoulder", "possessive", ["nadine-shoulder", "nadine-shoulder2", "g-nadine-shoulder", N2, P, C2], key="nd-sh"),
    q(c, "which one", "follow_up", ["nadine-shoulder2", "g-nadine-shoulder", P], follow="nd-sh"),
    q(c, "what did the physio say", "follow_up", ["g-nadine-shoulder", P], follow="nd-sh"),
    q(c, "how did she do it", "follow_up", ["nadine-shoulder2", "g-nadine-shoulder"], follow="nd-sh"),
    q(c, "wen did nads shoulder strt", "named", ["nadine-shoulder", "g-nadine-shoulder"]),
    q(c, "how much did nadine raise on the sponsored ride", "numbers", ["g-nadine-ride"]),
    q(c, "how far did nads ride for the minibus", "numbers", ["g-nadine-ride"]),
    q(c, "nadine weight", "health", ["g-nadine-hba1c", N2, G, weeks(c, W)], key="nd-w"),
    q(c, "how far off her target", "follow_up", [G, "g-nadine-hba1c", N2, weeks(c, W)], follow="nd-w"),
    q(c, "what was she in january", "follow_up", ["nadine-intro", N1], follow="nd-w"),
    q(c, "nadine's weight in march", "topic_period", span(c, W, "2009-03-01", "2009-03-31")),
    q(c, "how many kilos has nadine lost", "numbers", ["nadine-intro", "g-nadine-hba1c", N1, N2]),
    q(c, "what did nadine say the day michael jackson died", "date_window", ["g-nadine-jackson"]),
    q(c, "anything from nads on the 3rd of march", "date_window", ["g-nadine-kaiden"]),
    q(c, "nadine on the 20th of june", "date_window", ["g-nadine-ride"]),
    q(c, "nadine on st patrick's day", "date_window", None, OTHER_PERIOD),
    q(c, "nadine check in june", "checkin", [C2]),
    q(c, "nadine's sleep in the january check in", "checkin", [C1]),
    q(c, "my june note on nadine", "note", [N2]),
    q(c, "first note on nadine", "note", [N1]),
    q(c, "nadine hickenbottom diabetes", "misspelling", ["g-nadine-diabetes"]),
    q(c, "nadine metforman", "misspelling", ["g-nadine-diabetes", "g-nadine-metformin", "g-nadine-slowrelease"]),
    q(c, "the school cook's sugar", "paraphrase", ["g-nadine-diabetes", "g-nadine-hba1c", LAB1, LAB2, P]),
    q(c, "nads' new grandbaby", "paraphrase", ["g-nadine-kaiden"]),
    q(c, "nadine in february", "topic_period", ["g-nadine-metformin", "nadine-doctor"]),
    q(c, "nadine's diabetes in march", "topic_period", ["g-nadine-slowrelease"]),
    q(c, "who's kaiden", "profile_attribute", [P, "g-nadine-kaiden"]),
    q(c, "where does nadine work", "profile_attribute", [P, "nadine-intro"]),
    q(c, "nadine's goals", "profile", [P]),
    q(c, "how's nads doing", "how_doing", ["g-nadine-hba1c", "g-nadine-ride", N2, weeks(c, W)]),
    q(c, "is nadine's stomach still bad", "recency", ["g-nadine-slowrelease"]),
    q(c, "did nadine tell me about her shoulder", "yes_no", ["nadine-shoulder", "nadine-shoulder2"]),
    q(c, "what song did nads play round the track", "named", ["g-nadine-jackson"]),
    q(c, "nadine's hamstring", "possessive", None, OTHER_CLIENT),
    q(c, "nadine's ribs", "possessive", None, OTHER_CLIENT),
    q(c, "nadine's cholesterol", "health", None, OTHER_TRAINER),
    q(c, "is nadine on blood pressure tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "nadine's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "did nadine stop smoking", "yes_no", None, OTHER_TRAINER),
    q(c, "nadine's left shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "nadine's knee", "possessive", None, OTHER_TRAINER),
    q(c, "nadine's thyroid", "possessive", None, NEVER),
    q(c, "what did nadine's sister say", "named", None, NEVER),
    q(c, "nadine's hba1c last year", "numbers", None, OTHER_PERIOD),
    q(c, "nadine's weight in september", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Terrence: Ricky (dev) — a word or two; mostly yes or no
c = "ricky"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
W = "weight"
QUESTIONS += [
    q(c, "is ricky riding the league", "yes_no", ["ricky-t-01081800", "ricky-yes1"]),
    q(c, "ricky's ribs", "possessive", ["ricky-ribs", "ricky-ribs2", "ricky-ribs3", N2, P, C1], key="rk-rb"),
    q(c, "when did he come off", "follow_up", ["ricky-ribs", P], follow="rk-rb"),
    q(c, "were they broken", "follow_up", ["ricky-ribs2", P], follow="rk-rb"),
    q(c, "who checked him", "follow_up", ["ricky-ribs2"], follow="rk-rb"),
    q(c, "did he ride with them", "follow_up", ["ricky-t-03071000", "ricky-ribs3", N2], follow="rk-rb"),
    q(c, "did he have an x-ray", "follow_up", None, NEVER, follow="rk-rb"),
    q(c, "wen did ricky come off", "named", ["ricky-ribs", P]),
    q(c, "what did i ask him after he came off", "coach_reply", ["ricky-t-02212105"]),
    q(c, "how much was ricky's new frame", "numbers", ["ricky-frame"]),
    q(c, "has ricky got a new bike", "yes_no", ["ricky-frame", N2]),
    q(c, "ricky weight", "health", ["ricky-weight", N2, weeks(c, W)], key="rk-w"),
    q(c, "what was he in january", "follow_up", [N1], follow="rk-w"),
    q(c, "has he put weight on", "follow_up", [N1, N2, "ricky-weight"], follow="rk-w"),
    q(c, "ricky's weight in april", "topic_period", span(c, W, "2009-04-01", "2009-04-30")),
    q(c, "what did ricky say he weighed in may", "numbers", ["ricky-weight"]),
    q(c, "did ricky watch the champions league final", "yes_no", ["ricky-t-05271800", "ricky-final"]),
    q(c, "is ricky going to the west midlands champs", "yes_no", ["ricky-t-06101900", "ricky-champs"]),
    q(c, "why isn't ricky doing the champs", "named", ["ricky-champs"]),
    q(c, "ricky on the 21st of february", "date_window", ["ricky-ribs", "ricky-t-02212105", "ricky-ribs2"]),
    q(c, "anything from ricky the night of the champions league final", "date_window", ["ricky-t-05271800", "ricky-final"]),
    q(c, "ricky on burns night", "date_window", None, OTHER_PERIOD),
    q(c, "ricky check in", "checkin", [C1]),
    q(c, "ricky's stress in the feb check in", "checkin", [C1]),
    q(c, "my june note on ricky", "note", [N2]),
    q(c, "first note on ricky", "note", [N1]),
    q(c, "ricky tromands ribs", "misspelling", ["ricky-ribs", "ricky-ribs2"]),
    q(c, "the scrap yard lad's sore chest after the crash", "paraphrase", ["ricky-ribs", "ricky-ribs2", P]),
    q(c, "ricky in march", "topic_period", ["ricky-t-03071000", "ricky-ribs3"]),
    q(c, "ricky's ribs in february", "topic_period", ["ricky-ribs", "ricky-t-02212105", "ricky-ribs2", C1]),
    q(c, "where does ricky work", "profile_attribute", [P]),
    q(c, "how old is ricky", "profile_attribute", [P, N1]),
    q(c, "ricky's goal", "profile", [P]),
    q(c, "how's ricky", "how_doing", [N2, "ricky-champs", weeks(c, W)]),
    q(c, "are ricky's ribs still sore", "recency", ["ricky-ribs3", N2]),
    q(c, "did ricky go to a&e", "yes_no", ["ricky-ribs2"]),
    q(c, "wot did ricky say wen i askd if he ws ridin", "named", ["ricky-yes1"]),
    q(c, "what did ricky say to nadine about the ride", "named", ["g-ricky-ride"]),
    q(c, "ricky's hamstring", "possessive", None, OTHER_CLIENT),
    q(c, "ricky's diabetes", "possessive", None, OTHER_CLIENT),
    q(c, "ricky's stitches", "possessive", None, OTHER_TRAINER),
    q(c, "ricky's thumb", "possessive", None, OTHER_TRAINER),
    q(c, "ricky's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "is ricky on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "ricky's wrist", "possessive", None, NEVER),
    q(c, "ricky's girlfriend", "possessive", None, NEVER),
    q(c, "ricky's concussion", "possessive", None, NEVER),
    q(c, "ricky's ribs in november", "topic_period", None, OTHER_PERIOD),
    q(c, "ricky's weight last year", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Terrence: Dale (test) — the right hamstring, from the first bend to the signing off
c = "dale"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-terrence-dale-20090316"
P = profile(c)
W = "weight"
ONSET = ["dale-onset", "dale-physio", N2, P]
QUESTIONS += [
    q(c, "dale's hamstring, where are we", "recency", ["dale-signedoff", N2], key="dl-hs"),
    q(c, "when did it go", "follow_up", ["dale-onset", "g-dale-hamstring", N2, P], follow="dl-hs"),
    q(c, "which leg", "follow_up", ["dale-onset", "dale-physio", P], follow="dl-hs"),
    q(c, "how bad was the tear", "follow_up", ["dale-physio", N2, P], follow="dl-hs"),
    q(c, "how long on crutches", "follow_up", ["dale-physio", "dale-crutches", N2], follow="dl-hs"),
    q(c, "when was he back on the bike", "follow_up", ["dale-back", N2], follow="dl-hs"),
    q(c, "first race back?", "follow_up", ["dale-race", N2], follow="dl-hs"),
    q(c, "did he have a scan", "follow_up", None, NEVER, follow="dl-hs"),
    q(c, "when did dale's hamstring start", "named", ["dale-onset", "g-dale-hamstring", P]),
    q(c, "what did dale say it felt like", "named", ["dale-onset"]),
    q(c, "what did kerrie-ann say the physio said", "named", ["dale-physio"]),
    q(c, "what did i tell him the day it went", "coach_reply", ["dale-onset-coach"]),
    q(c, "what did i say when he got back on the bike", "coach_reply", ["dale-back-coach"]),
    q(c, "on the call off the crutches, could he lift tyres", "transcript", [TR]),
    q(c, "was dale allowed on the turbo trainer", "transcript", [TR]),
    q(c, "what did kerrie-ann say about watching saturday", "transcript", [TR]),
    q(c, "how long walking only, per the call", "transcript", [TR]),
    q(c, "my june note on dale", "note", [N2]),
    q(c, "first note on dale", "note", [N1]),
    q(c, "dale hamstring", "possessive", ONSET + ["dale-onset-coach", "dale-crutches", "dale-back", "dale-race", "dale-signedoff", TR, C1, "g-dale-hamstring"]),
    q(c, "dale shingeler hamstring", "misspelling", ONSET),
    q(c, "shingy hamstrng", "misspelling", ONSET),
    q(c, "the tyre fitter's torn thigh muscle", "paraphrase", ONSET),
    q(c, "dale in march", "topic_period", ["dale-onset", "dale-onset-coach", "dale-physio", "dale-crutches", "g-dale-hamstring", TR, C1]),
    q(c, "dale's recovery in q2", "topic_period", ["dale-back", "dale-back-coach", "dale-race", "dale-signedoff", C2]),
    q(c, "was dale riding in april", "yes_no", ["dale-back"]),
    q(c, "is dale racing again", "yes_no", ["dale-race", "dale-signedoff", N2]),
    q(c, "how many weeks between the tear and him racing", "numbers", ["dale-onset", "dale-race"]),
    q(c, "dale weight", "health", [weeks(c, W)], key="dl-w"),
    q(c, "and what was he in january", "follow_up", span(c, W, "2009-01-01", "2009-01-31"), follow="dl-w"),
    q(c, "dale check in march", "checkin", [C1]),
    q(c, "dale's adherence in june check-in", "checkin", [C2]),
    q(c, "dale on the 7th of march", "date_window", ["dale-onset", "dale-onset-coach", "g-dale-hamstring"]),
    q(c, "anything from dale on the 27th of april", "date_window", ["dale-back", "dale-back-coach"]),
    q(c, "dale on the may day bank holiday", "date_window", None, OTHER_PERIOD),
    q(c, "who's kerrie-ann", "profile_attribute", [P, "dale-physio", TR]),
    q(c, "what does dale do for work", "profile_attribute", [P, "dale-intro"]),
    q(c, "dale's goal", "profile", [P]),
    q(c, "how's dale doing", "how_doing", ["dale-signedoff", N2, C2, weeks(c, W)]),
    q(c, "wen ws shingy bk on the bike", "named", ["dale-back", N2]),
    q(c, "did dale win his heat", "yes_no", ["dale-race", N2]),
    q(c, "where did dale see the physio", "named", ["dale-physio"]),
    q(c, "dale's left hamstring", "possessive", None, NEVER),
    q(c, "dale's ribs", "possessive", None, OTHER_CLIENT),
    q(c, "dale's hba1c", "numbers", None, OTHER_CLIENT),
    q(c, "dale's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "dale's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "dale's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "dale's shins", "possessive", None, OTHER_TRAINER),
    q(c, "dale's back", "possessive", None, NEVER),
    q(c, "what did dale's brother say", "named", None, NEVER),
    q(c, "dale's hamstring last summer", "topic_period", None, OTHER_PERIOD),
    q(c, "kerrie-ann's messages in october", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- more asks per client: onsets and returns, text-speak, the period said other ways
N2_IE = authoring.note_id("angharad", "iestyn", "0221")
QUESTIONS += [
    # Iestyn (dev)
    q("iestyn", "how long after the fall did the sling come off", "numbers", ["iestyn-onset", "iestyn-slingoff", N2_IE]),
    q("iestyn", "was iestyn back on the ice before easter", "yes_no", ["iestyn-back", authoring.note_id("angharad", "iestyn", "0606")]),
    q("iestyn", "iestyn in q1", "topic_period", ["iestyn-intro", "iestyn-onset", "iestyn-onset-coach", "iestyn-maelor", "iestyn-sling", "iestyn-slingoff",
                                                 "iestyn-slingoff-coach", "iestyn-back", "iestyn-back-coach", "iestyn-skates", "g-iestyn-stdavid",
                                                 "tr-angharad-iestyn-20090216", N2_IE, authoring.note_id("angharad", "iestyn", "0110"),
                                                 authoring.checkin_id("angharad", "iestyn", "2009-01-30")]),
    q("iestyn", "iestyn's skates in june", "topic_period", None, OTHER_PERIOD),
    q("iestyn", "iestyn's tooth", "possessive", None, OTHER_TRAINER),
    q("iestyn", "iestyn's hay fever in january", "topic_period", None, OTHER_PERIOD),
    q("iestyn", "wot did meinir say abt the sling", "named", ["iestyn-maelor"]),
    q("iestyn", "iestyn's ribs", "possessive", None, OTHER_TRAINER),
    q("iestyn", "iestyn's heels", "possessive", None, OTHER_CLIENT),
    q("iestyn", "did iestyn have a scan on the collarbone", "yes_no", None, NEVER),
    # Siwan (test)
    q("siwan", "how many weeks was siw's knee bad for", "numbers", ["siwan-knee", "siwan-back"]),
    q("siwan", "siw in q1", "topic_period", ["siwan-intro", "siwan-knee", "siwan-knee-coach", "siwan-physio", "siwan-pancake", "siwan-back",
                                             "siwan-back-coach", "g-siwan-stdavid", authoring.note_id("angharad", "siwan", "0110"),
                                             authoring.checkin_id("angharad", "siwan", "2009-02-13")]),
    q("siwan", "siwan's tonsils in february", "topic_period", None, OTHER_PERIOD),
    q("siwan", "is siw strapping her knee", "yes_no", ["siwan-physio", "siwan-back"]),
    q("siwan", "siwan's gallstones", "possessive", None, OTHER_TRAINER),
    q("siwan", "siwan's chickenpox", "possessive", None, OTHER_CLIENT),
    q("siwan", "siwan's hip", "possessive", None, NEVER),
    q("siwan", "wen ws siw ovr the tonsilitis", "named", ["siwan-tonsils2"]),
    # Llinos (test)
    q("llinos", "how long was llinos off with chickenpox, in weeks", "numbers", ["llinos-chickenpox", "llinos-chickenpox-back"]),
    q("llinos", "llinos in q2", "topic_period", ["llinos-skates", "g-llinos-easter", "llinos-self", "llinos-self-coach", "llinos-heels-better",
                                                 authoring.note_id("angharad", "llinos", "0627")]),
    q("llinos", "llinos's chickenpox in may", "topic_period", None, OTHER_PERIOD),
    q("llinos", "llinos's asthma", "possessive", None, OTHER_TRAINER),
    q("llinos", "llinos's hay fever", "possessive", None, OTHER_CLIENT),
    q("llinos", "wot did elwyn say abt her heels in june", "named", ["llinos-heels-better"]),
    q("llinos", "llinos's back", "possessive", None, NEVER),
    q("llinos", "did llinos get a crown", "yes_no", None, OTHER_TRAINER),
    # Tyrone (dev)
    q("tyrone", "how long between the tooth breaking and the crown", "numbers", ["tyrone-tooth", "tyrone-crown"]),
    q("tyrone", "tyrone in q2", "topic_period", ["tyrone-trials", "g-tyrone-trials", "tyrone-self", "tyrone-knee-better",
                                                 authoring.note_id("osbert", "tyrone", "0502"), authoring.checkin_id("osbert", "tyrone", "2009-05-01")]),
    q("tyrone", "tyrone's tooth in may", "topic_period", None, OTHER_PERIOD),
    q("tyrone", "is tyrone wearing a gumshield", "yes_no", ["tyrone-tooth-coach", authoring.note_id("osbert", "tyrone", "0502")]),
    q("tyrone", "tyrone's heels", "possessive", None, OTHER_TRAINER),
    q("tyrone", "tyrone's thumb", "possessive", None, OTHER_CLIENT),
    q("tyrone", "tyrone's hay fever", "possessive", None, OTHER_TRAINER),
    q("tyrone", "wen did tyrones knee strt hurtin", "named", ["tyrone-knee", profile("tyrone")]),
    q("tyrone", "tyrone's wrist", "possessive", None, NEVER),
    q("tyrone", "wot did trudy say abt the trials", "named", ["tyrone-trials", "g-tyrone-trials"]),
    # Garfield (test)
    q("garfield", "how long was garfield on ramipril before the swap", "numbers", ["garfield-ramipril", "garfield-losartan"]),
    q("garfield", "garfield in q1", "topic_period", ["garfield-intro", "garfield-ramipril", "garfield-ramipril-coach", "garfield-cough",
                                                     "garfield-losartan", "tr-osbert-garfield-20090303", authoring.note_id("osbert", "garfield", "0110"),
                                                     authoring.checkin_id("osbert", "garfield", "2009-01-23"),
                                                     authoring.checkin_id("osbert", "garfield", "2009-03-06"), lab("garfield", "20090119")]),
    q("garfield", "garfield's cough in june", "topic_period", None, OTHER_PERIOD),
    q("garfield", "garfield's ribs", "possessive", None, OTHER_TRAINER),
    q("garfield", "garfield's thumb", "possessive", None, OTHER_CLIENT),
    q("garfield", "garfield's gout", "possessive", None, NEVER),
    q("garfield", "wot ws garfields bp in june", "numbers", ["garfield-june"]),
    q("garfield", "is garfield still on ramipril", "yes_no", ["garfield-losartan", "garfield-water", profile("garfield")]),
    # Dwayne (test)
    q("dwayne", "how long were dwayne's stitches in", "numbers", ["dwayne-stitches", "dwayne-stitchesout"]),
    q("dwayne", "dwayne in q2", "topic_period", ["dwayne-t-04041730", "dwayne-national", "dwayne-thumb", "dwayne-thumb-coach", "dwayne-t-05231800",
                                                 "dwayne-thumb2", "dwayne-t-06061000", "dwayne-thumb3", "dwayne-t-06201200", "dwayne-weight",
                                                 "g-dwayne-cupfinal", authoring.note_id("osbert", "dwayne", "0620")]),
    q("dwayne", "dwayne's thumb in march", "topic_period", None, OTHER_PERIOD),
    q("dwayne", "dwayne's shins", "possessive", None, OTHER_TRAINER),
    q("dwayne", "dwayne's tooth", "possessive", None, OTHER_CLIENT),
    q("dwayne", "dwayne's back", "possessive", None, NEVER),
    q("dwayne", "wen did dwayne do his thumb", "named", ["dwayne-thumb", profile("dwayne")]),
    q("dwayne", "did dwayne watch the cup final with us", "yes_no", ["g-dwayne-cupfinal"]),
    # Aimee (dev)
    q("aimee", "how long was aimee on the clenil", "numbers", ["aimee-clenil", "aimee-symbicort"]),
    q("aimee", "aimee in q2", "topic_period", ["aimee-symbicort", "aimee-symbicort-coach", "tr-marit-aimee-20090421", "aimee-peakflow", "aimee-race",
                                               "aimee-race-coach", "g-aimee-race", "g-aimee-marcie", authoring.note_id("marit", "aimee", "0502"),
                                               authoring.checkin_id("marit", "aimee", "2009-04-24")]),
    q("aimee", "aimee's inhaler at christmas", "possessive", None, OTHER_PERIOD),
    q("aimee", "aimee's chickenpox", "possessive", None, OTHER_TRAINER),
    q("aimee", "aimee's back", "possessive", None, NEVER),
    q("aimee", "why did aimee's voice go hoarse", "named", ["aimee-hoarse"]),
    q("aimee", "wot did aimee shoot at tidworth", "numbers", ["aimee-race", "g-aimee-race"]),
    q("aimee", "aimee's husband deano", "possessive", None, OTHER_CLIENT),
    # Kimberley (dev)
    q("kimberley", "how many weeks was kimmy off running", "numbers", ["kimberley-shins", "kimberley-back", authoring.note_id("marit", "kimberley", "0404")]),
    q("kimberley", "kimmy in q2", "topic_period", ["kimberley-weight1", "kimberley-deano", "g-kimberley-deano", "kimberley-deano2", "kimberley-goal",
                                                   "kimberley-goal-coach", authoring.checkin_id("marit", "kimberley", "2009-05-22")]),
    q("kimberley", "kimmy's shins in june", "topic_period", None, OTHER_PERIOD),
    q("kimberley", "kimmy's collarbone", "possessive", None, OTHER_TRAINER),
    q("kimberley", "kimmy's inhaler", "possessive", None, OTHER_CLIENT),
    q("kimberley", "kimmy's migraines", "possessive", None, NEVER),
    q("kimberley", "why did kimmy miss the 26th of march", "named", ["kimberley-miss3"]),
    q("kimberley", "wen did kimmy say deano ws comin hm", "named", ["kimberley-deano", "g-kimberley-deano"]),
    q("kimberley", "did kimmy get 2 69", "yes_no", ["kimberley-goal", "goal-marit-kimberley-weight"]),
    q("kimberley", "wot did kimmy wiegh in may", "numbers", ["kimberley-deano2"] + span("kimberley", "weight", "2009-05-01", "2009-05-31")),
    # Marcie (test)
    q("marcie", "how long was marcie off after the op", "numbers", ["marcie-off", "marcie-back", authoring.note_id("marit", "marcie", "0523")]),
    q("marcie", "marcie in q1", "topic_period", ["marcie-intro", "g-marcie-smoking", "g-marcie-patches", "g-marcie-mothering",
                                                 authoring.note_id("marit", "marcie", "0110"), authoring.checkin_id("marit", "marcie", "2009-03-06")]),
    q("marcie", "marcie's gallstones in january", "topic_period", None, OTHER_PERIOD),
    q("marcie", "marcie's hamstring", "possessive", None, OTHER_TRAINER),
    q("marcie", "marcie's inhaler", "possessive", None, OTHER_CLIENT),
    q("marcie", "marcie's ankle", "possessive", None, NEVER),
    q("marcie", "wen did marcie quit", "named", ["g-marcie-smoking", "g-marcie-patches"]),
    q("marcie", "is marcie still off the fags", "recency", ["g-marcie-smoke2", authoring.note_id("marit", "marcie", "0523")]),
    # Nadine (dev)
    q("nadine", "how long after the diagnosis did her stomach settle", "numbers", ["g-nadine-diabetes", "g-nadine-slowrelease"]),
    q("nadine", "nads in q2", "topic_period", ["nadine-shoulder", "nadine-shoulder2", "g-nadine-shoulder", "g-nadine-hba1c", "g-nadine-ride",
                                               "g-nadine-jackson", lab("nadine", "20090604"), authoring.note_id("terrence", "nadine", "0613"),
                                               authoring.checkin_id("terrence", "nadine", "2009-06-12")]),
    q("nadine", "nadine's shoulder in january", "topic_period", None, OTHER_PERIOD),
    q("nadine", "nadine's shin splints", "possessive", None, OTHER_TRAINER),
    q("nadine", "nadine's crash", "possessive", None, OTHER_CLIENT),
    q("nadine", "nadine's hip", "possessive", None, NEVER),
    q("nadine", "wot ws nads hba1c in june", "numbers", ["g-nadine-hba1c", lab("nadine", "20090604")]),
    q("nadine", "is nadine still on the normal metformin", "yes_no", ["g-nadine-slowrelease"]),
    # Ricky (dev)
    q("ricky", "how long after he came off was ricky riding again", "numbers", ["ricky-ribs", "ricky-t-03071000", "ricky-ribs3"]),
    q("ricky", "ricky in q2", "topic_period", ["ricky-frame", "ricky-t-05131800", "ricky-weight", "ricky-t-05271800", "ricky-final",
                                               "ricky-t-06101900", "ricky-champs", "g-ricky-ride", authoring.note_id("terrence", "ricky", "0613")]),
    q("ricky", "ricky's ribs in june", "topic_period", None, OTHER_PERIOD),
    q("ricky", "ricky's tonsils", "possessive", None, OTHER_TRAINER),
    q("ricky", "ricky's shoulder", "possessive", None, OTHER_CLIENT),
    q("ricky", "ricky's ankle", "possessive", None, NEVER),
    q("ricky", "wot did ricky pay 4 the frame", "numbers", ["ricky-frame"]),
    q("ricky", "is ricky ok to ride", "yes_no", ["ricky-ribs3", authoring.note_id("terrence", "ricky", "0613")]),
    # Dale (test)
    q("dale", "how long was dale on crutches", "numbers", ["dale-physio", "dale-crutches", authoring.note_id("terrence", "dale", "0620")]),
    q("dale", "dale in q1", "topic_period", ["dale-intro", "dale-onset", "dale-onset-coach", "dale-physio", "dale-crutches", "g-dale-hamstring",
                                             "tr-terrence-dale-20090316", authoring.note_id("terrence", "dale", "0110"),
                                             authoring.checkin_id("terrence", "dale", "2009-03-13")]),
    q("dale", "dale's hamstring in january", "topic_period", None, OTHER_PERIOD),
    q("dale", "dale's tooth", "possessive", None, OTHER_TRAINER),
    q("dale", "dale's shoulder", "possessive", None, OTHER_CLIENT),
    q("dale", "dale's calf", "possessive", None, NEVER),
    q("dale", "wen ws dale signd off", "named", ["dale-signedoff", authoring.note_id("terrence", "dale", "0620")]),
    q("dale", "wot did dale say abt his hamstring in the grp", "named", ["g-dale-hamstring"]),
    # still more: onsets and returns asked again in other words, and things never said
    q("iestyn", "wat day did iestyn get bk on the ice", "named", ["iestyn-back", "iestyn-back-coach"]),
    q("iestyn", "iestyn's neck", "possessive", None, NEVER),
    q("siwan", "wen did siw 1st say her knee ws sore", "named", ["siwan-knee"]),
    q("siwan", "siwan's knee in june", "topic_period", None, OTHER_PERIOD),
    q("llinos", "when did llinos go back to three sessions a week", "named", ["llinos-heels-better"]),
    q("llinos", "llinos's heels in 2008", "topic_period", None, OTHER_PERIOD),
    q("tyrone", "tyrone's elbow", "possessive", None, NEVER),
    q("tyrone", "tyrone's knee in january", "topic_period", None, OTHER_PERIOD),
    q("garfield", "when did garfield's cough clear up", "named", ["garfield-losartan2"]),
    q("garfield", "garfield's water tablet in march", "topic_period", None, OTHER_PERIOD),
    q("dwayne", "dwayne's nose", "possessive", None, NEVER),
    q("dwayne", "when was dwayne's thumb fine again", "named", ["dwayne-t-06061000", "dwayne-thumb3"]),
    q("aimee", "aimee's symbicort in february", "topic_period", None, OTHER_PERIOD),
    q("aimee", "aimee's ankle", "possessive", None, NEVER),
    q("kimberley", "wen did kimmy strt runnin agen", "named", ["kimberley-back"]),
    q("kimberley", "kimmy's shins in 2008", "topic_period", None, OTHER_PERIOD),
    q("marcie", "marcie's wrist", "possessive", None, NEVER),
    q("marcie", "marcie's patches in january", "topic_period", None, OTHER_PERIOD),
    q("nadine", "nadine's neck", "possessive", None, NEVER),
    q("nadine", "nadine's metformin in june", "topic_period", None, OTHER_PERIOD),
    q("ricky", "ricky's knee", "possessive", None, OTHER_TRAINER),
    q("ricky", "ricky's frame in january", "topic_period", None, OTHER_PERIOD),
    q("dale", "when did dale come off the crutches", "named", ["dale-crutches", "tr-terrence-dale-20090316"]),
    q("dale", "dale's crutches in june", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- across a trainer's clients
IE, SW, LL = profile("iestyn"), profile("siwan"), profile("llinos")
TY, GF, DW = profile("tyrone"), profile("garfield"), profile("dwayne")
AM, KM, MC = profile("aimee"), profile("kimberley"), profile("marcie")
ND, RK, DL = profile("nadine"), profile("ricky"), profile("dale")
QUESTIONS += [
    x("angharad", "iestyn", "who on the ice broke a bone", ["iestyn-onset", "iestyn-maelor", authoring.note_id("angharad", "iestyn", "0221"), IE]),
    x("angharad", "siwan", "who's had a bad knee", ["siwan-knee", "siwan-physio", SW]),
    x("angharad", "llinos", "whose dad texts me for her", ["llinos-intro", LL]),
    x("angharad", "llinos", "anyone had chickenpox", ["llinos-chickenpox", LL]),
    x("angharad", "siwan", "who was on antibiotics", ["siwan-tonsils", SW]),
    x("angharad", "iestyn", "who's got hay fever", ["iestyn-hayfever", IE]),
    x("angharad", "iestyn", "who bought skates for £350", ["iestyn-skates"]),
    x("angharad", "siwan", "who got bronze at the welsh champs", ["siwan-champs", "g-siwan-champs", authoring.note_id("angharad", "siwan", "0530")]),
    x("angharad", "llinos", "whose heels are sore", ["llinos-heels", "llinos-gp", LL]),
    x("angharad", "siwan", "hu txts like a teenager", ["siwan-intro", SW]),
    x("angharad", "siwan", "has anyone on the ice had stitches", None, OTHER_TRAINER),
    x("angharad", "iestyn", "who had gallstones", None, OTHER_TRAINER),
    x("angharad", "llinos", "anyone on my team pregnant", None, NEVER),
    x("osbert", "tyrone", "who broke a tooth", ["tyrone-tooth", "tyrone-crown", TY]),
    x("osbert", "tyrone", "whose mum does his messages", ["tyrone-intro", TY]),
    x("osbert", "garfield", "who's on blood pressure tablets", ["garfield-ramipril", "garfield-losartan", "garfield-water", GF]),
    x("osbert", "dwayne", "who had stitches", ["dwayne-stitches", DW]),
    x("osbert", "tyrone", "who made the kent squad", ["tyrone-trials", "g-tyrone-trials", authoring.note_id("osbert", "tyrone", "0502")]),
    x("osbert", "dwayne", "who's got a sprained thumb", ["dwayne-thumb", DW]),
    x("osbert", "garfield", "who had their cholesterol done", [lab("garfield", "20090119"), lab("garfield", "20090615")]),
    x("osbert", "garfield", "who wanted chelsea to win the cup", ["g-garfield-cupfinal"]),
    x("osbert", "tyrone", "who's got osgood schlatter", ["tyrone-knee", TY]),
    x("osbert", "garfield", "anyone on the rink with asthma", None, OTHER_TRAINER),
    x("osbert", "dwayne", "who's had a broken collarbone", None, OTHER_TRAINER),
    x("osbert", "tyrone", "anyone had a hip replacement", None, NEVER),
    x("marit", "aimee", "who's on an inhaler", ["aimee-salbutamol", "aimee-symbicort", AM]),
    x("marit", "kimberley", "who had shin splints", ["kimberley-shins", "kimberley-physio", KM]),
    x("marit", "kimberley", "whose husband is in afghanistan", ["kimberley-miss3", KM]),
    x("marit", "marcie", "who had an op", ["g-marcie-gallstones", "g-marcie-op", MC, authoring.note_id("marit", "marcie", "0523")]),
    x("marit", "marcie", "who's quit smoking", ["g-marcie-smoking", "g-marcie-patches", "g-marcie-smoke2", authoring.note_id("marit", "marcie", "0523")]),
    x("marit", "marcie", "whose daughter got married", ["g-marcie-wedding", "marcie-wedding", MC]),
    x("marit", "aimee", "who came 4th at the summer biathlon", ["aimee-race", "g-aimee-race"]),
    x("marit", "kimberley", "who hit their weight target", ["kimberley-goal", "goal-marit-kimberley-weight"]),
    x("marit", "kimberley", "who got snowed in", ["kimberley-snow", "g-kimberley-snow"]),
    x("marit", "kimberley", "hu missd the most sesh in march", ["kimberley-miss1", "kimberley-miss2", "kimberley-miss3"]),
    x("marit", "marcie", "anyone on the range with diabetes", None, OTHER_TRAINER),
    x("marit", "aimee", "who's got hay fever on the range", None, OTHER_TRAINER),
    x("marit", "kimberley", "has anyone had a heart attack", None, NEVER),
    x("terrence", "nadine", "who's diabetic", ["g-nadine-diabetes", lab("nadine", "20090119"), ND]),
    x("terrence", "dale", "who tore a hamstring", ["dale-onset", "dale-physio", "g-dale-hamstring", DL]),
    x("terrence", "ricky", "who bruised their ribs", ["ricky-ribs", "ricky-ribs2", RK]),
    x("terrence", "nadine", "who became a nan", ["g-nadine-kaiden", ND]),
    x("terrence", "ricky", "who got a new frame", ["ricky-frame", authoring.note_id("terrence", "ricky", "0613")]),
    x("terrence", "nadine", "who's got a sore shoulder", ["nadine-shoulder", "nadine-shoulder2", "g-nadine-shoulder", ND]),
    x("terrence", "dale", "who was on crutches", ["dale-physio", "dale-crutches", authoring.note_id("terrence", "dale", "0620")]),
    x("terrence", "nadine", "who raised money for the minibus", ["g-nadine-ride"]),
    x("terrence", "nadine", "who was on about michael jackson", ["g-nadine-jackson"]),
    x("terrence", "ricky", "anyone had stitches", None, OTHER_TRAINER),
    x("terrence", "dale", "anyone on blood pressure tablets", None, OTHER_TRAINER),
    x("terrence", "nadine", "has anyone broken a leg", None, NEVER),
    x("terrence", "ricky", "hu went 2 a&e", ["ricky-ribs2"]),
]
# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS = {
    "iestyn": ("angharad", ["the roofer from shotton, how's his collarbone", "iestyn's collarbone, is he back on the ice", "when did iestyn come off on the bend",
                            "iestyn bowdler weight", "did iestyn race the nationals", "what did meinir say the maelor told them", "iestyn's hay fever",
                            "how much were iestyn's clap skates", "is iestyn signed off", "wen did iestyn brk his colarbone", "iestyn's sling", "wat day did iestyn get bk on the ice", "iestyn's new skates"]),
    "siwan": ("angharad", ["siw's knee, jumpers knee?", "siwan's 500 time", "did siwan get bronze", "siwan tonsillitis", "the student skater's knee",
                           "wen ws siw bk 2 full trainin", "siwan's exams", "siwan's resting heart rate", "what did siwan eat on pancake day",
                           "siwan meredith penicillin", "who's garin", "wen did siw 1st say her knee ws sore", "siwan's rhr"]),
    "llinos": ("angharad", ["llinos's heels", "the 13 year old skater's sever's", "llinos chickenpox", "what did elwyn say", "llinos's new skates",
                            "did llinos get silver", "is llinos back to three sessions", "llinos gwilliam", "what did delyth say about the skates",
                            "when did llinos's heels start", "llinos's dad", "when was llinos back after chickenpox", "how old is llinos"]),
    "tyrone": ("osbert", ["tyrone's front tooth", "how much was tyrone's crown", "tyrone's knee, osgood schlatter", "did tyrone make the kent under 16s",
                          "what did trudy say", "the swalecliffe lad's gumshield", "is tyrone doing kneeling drills", "how much has tyrone grown",
                          "tyrone gilham", "wen did tyrone brk his tooth", "tyrone's mum", "when did tyrone's knee start", "tyrone's crown"]),
    "garfield": ("osbert", ["garfield's blood pressure", "is garfield on losartan", "garfield's cough from the ramipril", "garfield's water tablet",
                            "the fishmonger from whitstable, his tablets", "garfield's cholesterol", "garfield ovenden weight",
                            "what did maxine say about salt", "garfield's pressure in june", "who did garfield want to win the cup",
                            "wen did garfield strt the ramipril", "garfield's cough, did it go", "maxine on the call"]),
    "dwayne": ("osbert", ["dwayne's stitches", "the goalie's cut eye", "dwayne's thumb", "dwayne fagg weight", "did dwayne go to the valentine's do",
                          "dwayne's national sweep", "is dwayne's thumb better", "dwayne's helmet cage", "when did dwayne's stitches come out",
                          "wot does dwayne weigh", "dwayne in goal", "when was dwayne's thumb fine", "dwayne's eye"]),
    "aimee": ("marit", ["aimee's asthma", "is aimee on symbicort", "aimee's blue inhaler", "the vet nurse from andover, her breathing",
                        "aimee's peak flow", "how did aimee do at the tidworth biathlon", "aimee's clenil", "what did the asthma nurse tell aimee",
                        "aimee crabbe resting heart rate", "who's niall", "wot inhaler is aimee on", "when did aimee's asthma start", "aimee's 4th place"]),
    "kimberley": ("marit", ["kimmy's shin splints", "kimmy's weight", "did kimmy hit 69kg", "when was deano home", "the naafi girl's shins",
                            "hw many sesh did kimmy miss in march", "kimberley rumbold", "is kimmy running again", "wen did kimmys shins strt",
                            "did kimmy get snowed in", "kimmy's husband in afghanistan", "wen did kimmy strt runnin agen", "kimmy's missed sessions"]),
    "marcie": ("marit", ["marcie's gallbladder op", "the post lady from ludgershall", "marcie's smoking", "is marcie on patches",
                         "shelby's wedding", "marcie's steps", "when was marcie's op", "marcie dunford", "did marcie quit the fags",
                         "wot did marcie tell the grp", "marcie's gallstones", "when was marcie back after the op", "marcie's patches"]),
    "nadine": ("terrence", ["nadine's diabetes", "nads' hba1c", "is nadine on metformin", "nadine's grandson kaiden",
                            "the school cook from darlaston, her sugar", "nadine's shoulder", "nadine's sponsored ride", "nadine hickinbottom weight",
                            "what did nads say about michael jackson", "nadine's metformin stomach", "wen ws nads diagnosed", "when did nadine's shoulder start", "nadine's grandbaby"]),
    "ricky": ("terrence", ["ricky's ribs", "ricky's new frame", "ricky tromans weight", "did ricky go to a&e", "is ricky doing the west midlands champs",
                           "the scrap yard lad from bilston", "did ricky watch the final", "ricky's crash", "what does ricky weigh",
                           "ricky riding the league?", "wen did ricky come off", "was ricky back riding in march", "ricky's bruised ribs"]),
    "dale": ("terrence", ["dale's hamstring", "shingy's hamstring, is he back", "when did dale tear his hamstring", "the tyre fitter from tipton",
                          "dale shingler weight", "did dale win his heat", "what did kerrie-ann say", "is dale signed off", "dale's crutches",
                          "wen ws dale bk on the bike", "dale's physio at russells hall", "when did dale come off the crutches", "shingy's first race back"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|weigh|steps|heart rate|hba1c|cholesterol|peak flow|blood pressure|pressure)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are"):
        return "yes_no"
    if re.search(r"\b(how much|how many|hw many|500 time)\b", text):
        return "numbers"
    if re.search(r"\b(in june|in march|at easter|on pancake day)\b", text):
        return "topic_period"
    if words[0] in ("the",):
        return "paraphrase"
    if words[0] in ("what", "wot", "when", "wen", "who's", "how"):
        return "named"
    if "'s" in text or "s'" in text:
        return "possessive"
    return "misspelling" if len(words) <= 2 else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE_ASKS, TRAINER_ID, kind_of)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind44", DATASET, CLIENT_ID, build_blind44)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
