#!/usr/bin/env python3
"""Write bench/answers_data/blind47_questions.jsonl: the questions over the forty-seventh blind data set (build_blind47.py).

    functions/venv/bin/python -m bench.answers_data.blind47_questions

Written on 2026-12-06 by helper h-blind47 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-sixth blind set's section).
Asked on Wednesday 4 January 2006 about July to December 2005, so the periods are months, quarters,
seasons and named days said every way ("in q3" / "in q4", "over the summer", "in the autumn", "last
month", "before christmas", "since the clocks went back", "on bonfire night", "on halloween", "on
boxing day", "the day england got the ashes", "the day george best died", "the day of live 8", single
dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Trystan, Errol) mostly in chains of follow-ups and by when it started and when they
were back; the two whose medicine was changed twice (Ivo, Cecily) by which one when and why; the two
who tell the group chat more than the coach (Beryl, Avril) by what they told the group; the two quiet
ones (Marlon, Rufus) by yes and no; and the two new kinds: **a client the trainer names by trade, town
or a trait** instead of a name (Griff: "the plumber", "my guy from ruthin", "the one with the twins",
"my c1 paddler"; Digby: "the farrier", "my lefty", "the sleaford farrier", "the ginger lad"), and in
each split one such ask that fits no client or two (unanswerable); and **a day or span named by a
one-off event** (Merv: "the week after the wedding", "since his first race", "the day of the works do",
"the race after the clocks went back"; Lil: "the week after the hen do", "since the salon opened",
"before the bideford jam", "the day she moved"), the event told in the records with its date. Onsets
("when did it start") and returns ("when was he back") are asked of every client who has one;
follow-ups ask who did something or what caused it, where a record says (answerable) and where none
does (never said); some ask a number no record gives; and some ask about a month whose records tell of
another time (a group line about the day before, a message about the Sunday before, a weight said at
the doctor's).

The split is by client: every question about a client of build_blind47.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind47_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind47
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind47_questions.jsonl"
DATASET = "blind47"
HEADER = (
    "// bench.answers forty-seventh blind question set (issue 14), written 2026-12-06 by h-blind47 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind47_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

BL, DE, IF, ZE = "coach-bleddyn", "coach-delia", "coach-ifor", "coach-zelda"
TRAINER_ID = {"bleddyn": BL, "delia": DE, "ifor": IF, "zelda": ZE}
ROSTER = authoring.BuiltRoster.of(build_blind47)
TRAINER_SHORT = ROSTER.trainer_short
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = ROSTER.ids
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab
span, notes, cis = ROSTER.span, ROSTER.notes, ROSTER.cis
HR, W, S = "resting_heart_rate", "weight", "steps"


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


def x(trainer: str, about: str, text: str, evidence=None, why=None) -> B:
    """A question across a trainer's clients; `about` decides the split (the client the answer is
    about, or for an unanswerable one the client it brushes against)."""
    return B(TRAINER_ID[trainer], text, "cross_client", evidence, None, why, about=about)


def nobody(about: str, text: str, kind: str) -> B:
    """A client named by trade, town or trait that fits none of the trainer's clients, or two of them:
    no record answers it for one client (`about`, a client of that trainer, decides the split)."""
    return B(TRAINER_OF[about], text, kind, None, None, NEVER, about=about)


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Bleddyn: Trystan (dev) — the left shoulder, from the capsize to the Welsh squad
c = "trystan"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-bleddyn-trystan-20050817"
SH = ["trystan-onset", "trystan-worse", "trystan-gp", "trystan-physio", N2]
QUESTIONS += [
    q(c, "trystan's shoulder", "possessive", SH + ["trystan-signoff", N3], key="tr-sh"),
    q(c, "which shoulder", "follow_up", ["trystan-onset", N2], follow="tr-sh"),
    q(c, "what caused it", "follow_up", ["trystan-onset", N2], follow="tr-sh"),
    q(c, "who drove him to the gp", "follow_up", ["trystan-worse"], follow="tr-sh"),
    q(c, "what did the gp say", "follow_up", ["trystan-gp"], follow="tr-sh"),
    q(c, "and the physio?", "follow_up", ["trystan-physio", N2, TR], follow="tr-sh"),
    q(c, "what's the physio called", "follow_up", None, NEVER, follow="tr-sh"),
    q(c, "did he have a scan", "follow_up", None, NEVER, follow="tr-sh"),
    q(c, "when did trystan's shoulder start", "named", ["trystan-onset", N2]),
    q(c, "when did trystan hurt his shoulder", "named", ["trystan-onset", N2]),
    q(c, "when was trystan back in the boat", "named", ["trystan-flat", N3]),
    q(c, "when was trystan back on white water", "named", ["trystan-white", N3]),
    q(c, "when was trystan back racing", "named", ["trystan-bala", N3]),
    q(c, "when did the physio sign trystan off", "named", ["trystan-signoff", N3]),
    q(c, "how long was trystan out of the boat", "numbers", ["trystan-onset", "trystan-flat", N3]),
    q(c, "what did i tell trystan the night he capsized", "coach_reply", ["trystan-onset-coach"]),
    q(c, "what did i say to trystan about flat water", "coach_reply", ["trystan-flat-coach"]),
    q(c, "what did i tell trystan after the physio", "coach_reply", ["trystan-physio-coach"]),
    q(c, "could trystan climb at work with the shoulder", "yes_no", ["trystan-physio", "trystan-work2", TR]),
    q(c, "can trystan drive the chipper", "transcript", [TR]),
    q(c, "what did heulwen say on the call", "transcript", [TR]),
    q(c, "what was trystan to do if his hand went numb", "transcript", [TR]),
    q(c, "trystan's place at the llangollen ranking race", "numbers", ["trystan-race1"], key="tr-r1"),
    q(c, "which gates cost him", "follow_up", ["trystan-race1-coach"], follow="tr-r1"),
    q(c, "how much time did they cost him", "follow_up", ["trystan-race1-coach"], follow="tr-r1"),
    q(c, "trystan's result at bala", "numbers", ["trystan-bala", N3]),
    q(c, "how many seconds was trystan off the podium at bala", "numbers", None, NEVER),
    q(c, "did trystan make the welsh squad", "yes_no", ["trystan-squad"], key="tr-sq"),
    q(c, "when's his first camp", "follow_up", ["trystan-squad"], follow="tr-sq"),
    q(c, "who picked him", "follow_up", None, NEVER, follow="tr-sq"),
    q(c, "trystan resting hr", "health", [weeks(c, HR)], key="tr-hr"),
    q(c, "and in july?", "follow_up", span(c, HR, "2005-07-01", "2005-07-31"), follow="tr-hr"),
    q(c, "trystan's resting heart rate in q4", "health", span(c, HR, "2005-10-01", "2005-12-31")),
    q(c, "my first note on trystan", "note", [N1]),
    q(c, "what did i write about trystan in november", "note", [N3]),
    q(c, "trystan's check in after the capsize", "checkin", [C1]),
    q(c, "trystan's stress in october", "checkin", [C2]),
    q(c, "trystan pickavence sholder", "misspelling", SH),
    q(c, "trystn bala", "misspelling", ["trystan-bala", N3]),
    q(c, "the tree surgeon's shoulder", "paraphrase", SH),
    q(c, "how was trystan in august", "topic_period",
      ["trystan-onset", "trystan-onset-coach", "trystan-worse", "trystan-gp", "trystan-physio", "trystan-physio-coach",
       "trystan-work2", "g-trystan-edgbaston"]),
    q(c, "trystan in september", "topic_period", ["trystan-flat", "trystan-flat-coach"]),
    q(c, "what did trystan say the week after the capsize", "date_window",
      ["g-trystan-edgbaston", "trystan-worse", "trystan-gp"]),
    q(c, "what did trystan say the day england won at edgbaston", "date_window", ["g-trystan-edgbaston"]),
    q(c, "what came in from trystan on the 9th of august", "date_window", ["trystan-gp"]),
    q(c, "trystan on christmas day", "date_window", ["g-trystan-xmas"]),
    q(c, "what did trystan say the day we got the ashes", "date_window", ["trystan-flat", "trystan-flat-coach"]),
    q(c, "trystan's race before the capsize", "named", ["trystan-race1", "trystan-race1-coach"]),
    q(c, "what does trystan do for work", "profile_attribute", [P, N1]),
    q(c, "who's heulwen", "profile_attribute", [P, TR, "g-trystan-xmas"]),
    q(c, "trystan's goal", "profile", [P]),
    q(c, "how's trystan doing", "how_doing", ["trystan-signoff", "trystan-squad", N3, weeks(c, HR)]),
    q(c, "is trystan still doing the bands", "recency", ["trystan-signoff", N3]),
    q(c, "trystan's ankle", "possessive", None, NEVER),
    q(c, "trystan's migraines", "possessive", None, OTHER_CLIENT),
    q(c, "trystan's twins", "possessive", None, OTHER_CLIENT),
    q(c, "trystan's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "did trystan crash at alveley", "yes_no", None, OTHER_TRAINER),
    q(c, "trystan's eczema cream", "possessive", None, OTHER_TRAINER),
    q(c, "trystan's shoulder in march", "topic_period", None, OTHER_PERIOD),
    q(c, "trystan's results in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Bleddyn: Griff (dev) — named by trade, town, trait: the Ruthin plumber with the twins, the only C1
c = "griff"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-bleddyn-griff-weight"
WIN = ["griff-win", "g-bleddyn-sept", N2]
MISS = ["griff-job1", "griff-boilers", N2, N3]
QUESTIONS += [
    q(c, "how's the plumber getting on", "how_doing", ["griff-last", "griff-boilers", N3, weeks(c, W)]),
    q(c, "the plumber's weight", "paraphrase", ["griff-last", N3, weeks(c, W)], key="gr-pw"),
    q(c, "is he under 90 yet", "follow_up", ["griff-last", weeks(c, W)], follow="gr-pw"),
    q(c, "what did he weigh in the summer", "follow_up", ["griff-weight1", N1] + span(c, W, "2005-07-01", "2005-08-31"), follow="gr-pw"),
    q(c, "what did my guy from ruthin win", "paraphrase", WIN),
    q(c, "the one with the twins, when did they start school", "paraphrase", ["griff-school"]),
    q(c, "my c1 paddler's result in september", "paraphrase", WIN),
    q(c, "the old boy in the squad, what's his goal", "paraphrase", [P, G, "griff-weight1"]),
    q(c, "why does the plumber keep missing sessions", "paraphrase", MISS),
    q(c, "what happened to the ruthin lad's van", "paraphrase", ["griff-van"]),
    q(c, "the twins' dad's weight in august", "health", span(c, W, "2005-08-01", "2005-08-31")),
    q(c, "what did the c1 lad say about live 8", "paraphrase", ["g-griff-live8"]),
    q(c, "griff's weight", "health", ["griff-last", N3, weeks(c, W)], key="gr-w"),
    q(c, "how much has he lost since july", "follow_up", ["griff-weight1", "griff-lost", "griff-last"], follow="gr-w"),
    q(c, "what's his target", "follow_up", [G, P, "griff-weight1"], follow="gr-w"),
    q(c, "did he make it by christmas", "follow_up", ["griff-last", G], follow="gr-w"),
    q(c, "what did i tell him to cut out", "follow_up", ["griff-weight1-coach"], follow="gr-w"),
    q(c, "griff's weight in october", "health", span(c, W, "2005-10-01", "2005-10-31")),
    q(c, "griff's weight since the twins started school", "health", ["griff-lost", "griff-last"] + span(c, W, "2005-09-07", "2005-12-31")),
    q(c, "griff's weight goal", "profile", [G, P, "griff-weight1"]),
    q(c, "how far is griff off 90", "numbers", [G, "griff-last", weeks(c, W)]),
    q(c, "what did griff weigh at the doctor's in july", "numbers", ["griff-weight1"]),
    q(c, "did griff win the masters c1", "yes_no", WIN, key="gr-win"),
    q(c, "how many were in it", "follow_up", ["griff-win", N2], follow="gr-win"),
    q(c, "what did i say about his strokes", "follow_up", ["griff-win-coach"], follow="gr-win"),
    q(c, "who came second", "follow_up", None, NEVER, follow="gr-win"),
    q(c, "what was griff's time in the masters", "numbers", None, NEVER),
    q(c, "when did griff's twins start school", "named", ["griff-school"]),
    q(c, "which twin fell in at the taster day", "named", ["griff-taster"]),
    q(c, "did the twins like the taster day", "yes_no", ["griff-taster"]),
    q(c, "what's wrong with griff's van", "named", ["griff-van"], key="gr-van"),
    q(c, "when can he get to training", "follow_up", ["griff-van"], follow="gr-van"),
    q(c, "who's fixing it", "follow_up", None, NEVER, follow="gr-van"),
    q(c, "why has griff missed sessions in november", "named", ["griff-boilers"]),
    q(c, "what are griff's twins in the nativity", "named", ["griff-nativity"]),
    q(c, "what did i tell griff when he kept missing sessions", "coach_reply", ["griff-boilers-coach"]),
    q(c, "what did i say about bringing the twins", "coach_reply", ["griff-twins1-coach"]),
    q(c, "what did i tell griff after christmas", "coach_reply", ["griff-last-coach"]),
    q(c, "what did griff say on the day of live 8", "date_window", ["g-griff-live8"]),
    q(c, "griff on bonfire night", "date_window", ["g-griff-bonfire"]),
    q(c, "what came in from griff on the 18th of october", "date_window", ["griff-van"]),
    q(c, "my first note on griff", "note", [N1]),
    q(c, "what did i write about griff in october", "note", [N2]),
    q(c, "my december note on griff", "note", [N3]),
    q(c, "griff check in september", "checkin", [C1]),
    q(c, "griff's sleep in the boilers week", "checkin", [C2]),
    q(c, "grif bebington wieght", "misspelling", ["griff-last", N3, weeks(c, W)]),
    q(c, "griffs nativaty", "misspelling", ["griff-nativity"]),
    q(c, "griff in july", "topic_period",
      ["griff-job1", "griff-twins1", "griff-twins1-coach", "griff-weight1", "griff-weight1-coach", "g-griff-live8"]),
    q(c, "who are ianto and deio", "profile_attribute", [P, "griff-twins1", "griff-taster"]),
    q(c, "what's griff's trade", "profile_attribute", [P, N1]),
    q(c, "where's griff from", "profile_attribute", [P, N1]),
    q(c, "is griff still missing tuesdays", "recency", ["griff-nativity", "griff-boilers", N3]),
    q(c, "griff's elbow", "possessive", None, NEVER),
    q(c, "griff's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "is griff on propranolol", "yes_no", None, OTHER_CLIENT),
    q(c, "griff's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "did griff shave his beard off", "yes_no", None, OTHER_TRAINER),
    q(c, "griff's kickflip", "possessive", None, OTHER_TRAINER),
    q(c, "griff's weight in may", "health", None, OTHER_PERIOD),
    q(c, "griff's races in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Bleddyn: Cecily (test) — three plans for the migraines
c = "cecily"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-bleddyn-cecily-20051004"
MED = ["cecily-suma", "cecily-chest", "cecily-riza", "cecily-prop", N2, N3]
QUESTIONS += [
    q(c, "cecily's migraines", "possessive", ["cecily-mig1"] + MED, key="ce-m"),
    q(c, "what's she taking now", "follow_up", ["cecily-prop", N3], follow="ce-m"),
    q(c, "what was the first tablet", "follow_up", ["cecily-suma", N2], follow="ce-m"),
    q(c, "why did she come off it", "follow_up", ["cecily-chest", "cecily-riza", N2, TR], follow="ce-m"),
    q(c, "what caused the chest tightness", "follow_up", ["cecily-chest", N2], follow="ce-m"),
    q(c, "who added the propranolol", "follow_up", ["cecily-prop"], follow="ce-m"),
    q(c, "what's her gp called", "follow_up", None, NEVER, follow="ce-m"),
    q(c, "when did cecily's migraines start", "named", ["cecily-mig1", P, N1]),
    q(c, "when did cecily go on sumatriptan", "named", ["cecily-suma"]),
    q(c, "when did cecily switch to rizatriptan", "named", ["cecily-riza", TR]),
    q(c, "when was cecily put on propranolol", "named", ["cecily-prop", N3]),
    q(c, "how much propranolol is cecily on", "numbers", ["cecily-prop"]),
    q(c, "how many migraines a month was cecily having in november", "numbers", ["cecily-prop"]),
    q(c, "how many migraines since the propranolol", "numbers", ["cecily-cold"]),
    q(c, "what did the sumatriptan do to cecily in september", "topic_period", ["cecily-chest"]),
    q(c, "did paracetamol help cecily's migraines", "yes_no", ["cecily-mig1"]),
    q(c, "did cecily have side effects on the propranolol", "yes_no", ["cecily-cold"]),
    q(c, "what did royce say on the call", "transcript", [TR]),
    q(c, "how many rizatriptan can cecily take in a day", "transcript", [TR]),
    q(c, "can cecily race on a migraine day", "transcript", [TR]),
    q(c, "what did i tell cecily about the zigzags", "coach_reply", ["cecily-mig1-coach"]),
    q(c, "what did i say about her heart rate on the new tablets", "coach_reply", ["cecily-prop-coach"]),
    q(c, "what did i tell cecily about the chest thing", "coach_reply", ["cecily-chest-coach"]),
    q(c, "cecily's first podium", "possessive", ["cecily-podium", "g-bleddyn-podium", N3], key="ce-pod"),
    q(c, "where was it", "follow_up", ["cecily-podium", "g-bleddyn-podium"], follow="ce-pod"),
    q(c, "what was her time", "follow_up", None, NEVER, follow="ce-pod"),
    q(c, "cecily's place at bala in august", "numbers", ["cecily-race1"]),
    q(c, "cecily's result in september", "numbers", ["g-bleddyn-sept", N2]),
    q(c, "cecily resting heart rate", "health", [weeks(c, HR)], key="ce-hr"),
    q(c, "why is it lower", "follow_up", ["cecily-prop", "cecily-prop-coach", N3], follow="ce-hr"),
    q(c, "cecily's resting hr in august", "health", span(c, HR, "2005-08-01", "2005-08-31")),
    q(c, "my first note on cecily", "note", [N1]),
    q(c, "what did i write about cecily in october", "note", [N2]),
    q(c, "my december note on cecily", "note", [N3]),
    q(c, "cecily's check in in september", "checkin", [C1]),
    q(c, "cecily's stress before christmas", "checkin", [C2]),
    q(c, "cecilly moxen migrane", "misspelling", ["cecily-mig1"] + MED),
    q(c, "cecily rizatriptin", "misspelling", ["cecily-riza", TR, N2]),
    q(c, "the cafe girl's headaches", "paraphrase", ["cecily-mig1"] + MED),
    q(c, "cecily's tablets for her head", "paraphrase", MED),
    q(c, "cecily in november", "topic_period", ["cecily-prop", "cecily-prop-coach"]),
    q(c, "how was cecily in q3", "topic_period",
      ["cecily-mig1", "cecily-mig1-coach", "cecily-race1", "cecily-suma", "cecily-chest", "cecily-chest-coach", "g-cecily-olympics"]),
    q(c, "what did cecily say when london got the olympics", "date_window", ["g-cecily-olympics"]),
    q(c, "what came in from cecily on the 4th of october", "date_window", ["cecily-riza", TR]),
    q(c, "cecily on halloween", "date_window", None, NEVER),
    q(c, "what does cecily do", "profile_attribute", [P, N1]),
    q(c, "who's royce", "profile_attribute", [P, TR]),
    q(c, "cecily's goal", "profile", [P], key="ce-goal"),
    q(c, "has she done it", "follow_up", ["cecily-podium", "g-bleddyn-podium", N3], follow="ce-goal"),
    q(c, "how's cecily doing", "how_doing", ["cecily-cold", "cecily-podium", N3, weeks(c, HR)]),
    q(c, "is cecily still getting migraines", "recency", ["cecily-cold", N3]),
    q(c, "cecily's hamstring", "possessive", None, NEVER),
    q(c, "cecily's van", "possessive", None, OTHER_CLIENT),
    q(c, "did cecily make the welsh squad", "yes_no", None, OTHER_CLIENT),
    q(c, "cecily's eczema", "possessive", None, OTHER_TRAINER),
    q(c, "cecily's steps", "health", None, OTHER_TRAINER),
    q(c, "did cecily go to a hen do", "yes_no", None, OTHER_TRAINER),
    q(c, "cecily's migraines in april", "topic_period", None, OTHER_PERIOD),
    q(c, "cecily's results in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Delia: Merv (dev) — days named by one-off events: the sportive, the wedding, the first race, the works do
c = "merv"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-delia-merv-weight"
L1, L2 = lab(c, "20050810"), lab(c, "20051208")
FIRST = ["merv-first", "g-delia-shifnal", N2]
CRASH = ["merv-crash", "merv-crash-coach", "g-delia-alveley", N3]
QUESTIONS += [
    q(c, "what did merv say the week after the wedding", "date_window", ["merv-postwedding", "merv-alveley"]),
    q(c, "how much did merv put on at the wedding", "numbers", ["merv-postwedding", N2]),
    q(c, "what did merv say the week before the wedding", "date_window", ["merv-prewedding"]),
    q(c, "did merv ride the week of the wedding", "yes_no", ["merv-prewedding"]),
    q(c, "what did merv say the night of the wedding", "date_window", ["g-merv-wedding"]),
    q(c, "what did merv say on the 21st of august", "date_window", None, NEVER),
    q(c, "when was merv's daughter's wedding", "named", ["merv-prewedding", "g-merv-wedding", P]),
    q(c, "what was merv's job at the wedding", "named", ["merv-prewedding"]),
    q(c, "how did merv do in his first race", "named", FIRST, key="me-first"),
    q(c, "where was it", "follow_up", ["merv-first", "g-delia-shifnal"], follow="me-first"),
    q(c, "what did i tell him after", "follow_up", ["merv-first-coach"], follow="me-first"),
    q(c, "how much has he lost since", "follow_up", ["merv-down"], follow="me-first"),
    q(c, "what was merv's time at shifnal", "numbers", None, NEVER),
    q(c, "merv's races since his first one", "topic_period", ["merv-crash", "g-delia-alveley", "merv-boxing", "g-delia-boxing"]),
    q(c, "what happened at merv's race after the clocks went back", "named", CRASH),
    q(c, "what did merv say the day of the works do", "date_window", ["merv-worksdo", "g-merv-worksdo"], key="me-wd"),
    q(c, "and the day after", "follow_up", ["merv-hangover", "merv-hangover-coach"], follow="me-wd"),
    q(c, "what did i tell him the morning after", "follow_up", ["merv-hangover-coach"], follow="me-wd"),
    q(c, "who drove him home", "follow_up", None, NEVER, follow="me-wd"),
    q(c, "what happened to merv on the 17th of december", "date_window", ["merv-hangover", "merv-hangover-coach"]),
    q(c, "how far was the sportive", "numbers", ["merv-sportive"]),
    q(c, "what did merv weigh the week after his first race", "health", span(c, W, "2005-10-03", "2005-10-09")),
    q(c, "merv's weight the week of the wedding", "health", span(c, W, "2005-08-15", "2005-08-21")),
    q(c, "who talked merv into racing cross", "named", ["merv-sportive-coach", "merv-decide"]),
    q(c, "what does pam think of merv racing", "named", ["merv-decide"]),
    q(c, "merv's cross bike", "possessive", ["merv-bike", "merv-bike-coach"], key="me-bike"),
    q(c, "how much did he pay", "follow_up", ["merv-bike"], follow="me-bike"),
    q(c, "who sold it him", "follow_up", ["merv-bike"], follow="me-bike"),
    q(c, "what tyre pressure did i tell him", "follow_up", ["merv-bike-coach"], follow="me-bike"),
    q(c, "what make is it", "follow_up", None, NEVER, follow="me-bike"),
    q(c, "merv's crash", "possessive", CRASH, key="me-crash"),
    q(c, "what did he hurt", "follow_up", ["merv-crash", N3], follow="me-crash"),
    q(c, "what caused it", "follow_up", ["merv-crash"], follow="me-crash"),
    q(c, "where did he finish", "follow_up", ["merv-crash", "g-delia-alveley"], follow="me-crash"),
    q(c, "merv's weight", "health", ["merv-last", N3, weeks(c, W)], key="me-w"),
    q(c, "and his goal?", "follow_up", [G, P], follow="me-w"),
    q(c, "has he made it", "follow_up", ["merv-last", G, weeks(c, W)], follow="me-w"),
    q(c, "merv's weight in september", "health", span(c, W, "2005-09-01", "2005-09-30")),
    q(c, "merv's cholesterol", "numbers", [L1, L2], key="me-chol"),
    q(c, "is it still above the range", "follow_up", [L2], follow="me-chol"),
    q(c, "what was it in august", "follow_up", [L1], follow="me-chol"),
    q(c, "what did i say to merv after the sportive", "coach_reply", ["merv-sportive-coach"]),
    q(c, "what did i tell merv about the off-cambers", "coach_reply", ["merv-crash-coach"]),
    q(c, "merv's boxing day result", "numbers", ["merv-boxing", "g-delia-boxing"]),
    q(c, "what did merv say when george best died", "date_window", ["g-merv-best"]),
    q(c, "merv on the day england got the ashes", "date_window", ["g-merv-ashes"]),
    q(c, "my first note on merv", "note", [N1]),
    q(c, "my october note on merv", "note", [N2]),
    q(c, "what did i write about merv in december", "note", [N3]),
    q(c, "merv's check in the week after the wedding", "checkin", [C1]),
    q(c, "merv's stress before christmas", "checkin", [C2]),
    q(c, "merv tricket wieght", "misspelling", ["merv-last", N3, weeks(c, W)]),
    q(c, "mervs werks do", "misspelling", ["merv-worksdo", "g-merv-worksdo"]),
    q(c, "the bus driver's first race", "paraphrase", FIRST),
    q(c, "the father of the bride's speech", "paraphrase", ["merv-prewedding", "g-merv-wedding"]),
    q(c, "merv in december", "topic_period",
      ["merv-worksdo", "merv-hangover", "merv-hangover-coach", "merv-boxing", "merv-last", "g-merv-worksdo", "g-delia-boxing"]),
    q(c, "what does merv do for a living", "profile_attribute", [P, N1]),
    q(c, "who's bronwen", "profile_attribute", [P, "merv-prewedding", "g-merv-wedding"]),
    q(c, "merv's goal", "profile", [P]),
    q(c, "how's merv doing", "how_doing", ["merv-boxing", "merv-last", N3, weeks(c, W)]),
    q(c, "has merv raced since the works do", "recency", ["merv-boxing", "g-delia-boxing"]),
    q(c, "merv's achilles", "possessive", None, NEVER),
    q(c, "how many laps was merv's first race", "numbers", None, NEVER),
    q(c, "merv's puncture", "possessive", None, OTHER_CLIENT),
    q(c, "merv's pneumonia", "possessive", None, OTHER_CLIENT),
    q(c, "merv's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "merv's twins", "possessive", None, OTHER_TRAINER),
    q(c, "is merv on propranolol", "yes_no", None, OTHER_TRAINER),
    q(c, "merv's weight in june", "health", None, OTHER_PERIOD),
    q(c, "merv's races in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Delia: Rufus (test) — a word or two; mostly yes or no
c = "rufus"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
QUESTIONS += [
    q(c, "how did rufus get on at shifnal", "named", ["rufus-shifnal-q", "rufus-shifnal", "g-delia-shifnal", N2], key="ru-sh"),
    q(c, "which race was he in", "follow_up", ["rufus-shifnal", "g-delia-shifnal"], follow="ru-sh"),
    q(c, "what was his lap time", "follow_up", None, NEVER, follow="ru-sh"),
    q(c, "did rufus puncture at alveley", "yes_no", ["rufus-alveley-q", "rufus-alveley", "g-delia-alveley"], key="ru-al"),
    q(c, "what place did he get", "follow_up", ["rufus-alveley", "g-delia-alveley", N2], follow="ru-al"),
    q(c, "which lap", "follow_up", ["rufus-alveley"], follow="ru-al"),
    q(c, "what caused the puncture", "follow_up", None, NEVER, follow="ru-al"),
    q(c, "did rufus get the new chain on", "yes_no", ["rufus-chain-q", "rufus-chain"], key="ru-ch"),
    q(c, "who fitted it", "follow_up", ["rufus-chain"], follow="ru-ch"),
    q(c, "did rufus hurt himself in the crash at bridgnorth", "yes_no", ["rufus-crash-q", "rufus-crash"], key="ru-cr"),
    q(c, "what did he scrape", "follow_up", ["rufus-crash"], follow="ru-cr"),
    q(c, "who crashed into him", "follow_up", None, NEVER, follow="ru-cr"),
    q(c, "rufus's boxing day result", "numbers", ["rufus-boxing-q", "rufus-boxing", "g-delia-boxing", N2], key="ru-bx"),
    q(c, "was that his first podium", "follow_up", ["rufus-boxing-coach"], follow="ru-bx"),
    q(c, "is rufus going to the nationals", "yes_no", ["rufus-nationals-q", "rufus-nationals", N2]),
    q(c, "did rufus have questions about the summer plan", "yes_no", ["rufus-plan-q", "rufus-plan"]),
    q(c, "why couldn't rufus come on the tuesday in november", "named", ["rufus-tues-q", "rufus-tues"]),
    q(c, "what did i ask rufus after alveley", "coach_reply", ["rufus-alveley-q"]),
    q(c, "what did i say to rufus on boxing day", "coach_reply", ["rufus-boxing-coach"]),
    q(c, "what did i ask rufus in october about the crash", "coach_reply", ["rufus-crash-q"]),
    q(c, "what did i ask rufus about the nationals", "coach_reply", ["rufus-nationals-q"]),
    q(c, "rufus resting heart rate", "health", [weeks(c, HR)], key="ru-hr"),
    q(c, "what was it in july", "follow_up", span(c, HR, "2005-07-01", "2005-07-31"), follow="ru-hr"),
    q(c, "rufus's resting hr in q4", "health", span(c, HR, "2005-10-01", "2005-12-31")),
    q(c, "my first note on rufus", "note", [N1]),
    q(c, "what did i write about rufus in december", "note", [N2]),
    q(c, "rufus's check in", "checkin", [C1]),
    q(c, "rufus's stress in november", "checkin", [C1]),
    q(c, "rufus tudg puncher", "misspelling", ["rufus-alveley", "g-delia-alveley"]),
    q(c, "rufus boxin day", "misspelling", ["rufus-boxing", "g-delia-boxing", N2]),
    q(c, "the college lad's results", "paraphrase",
      ["rufus-shifnal", "rufus-alveley", "rufus-boxing", "g-delia-shifnal", "g-delia-alveley", "g-delia-boxing", N2]),
    q(c, "the wem junior's chain", "paraphrase", ["rufus-chain-q", "rufus-chain"]),
    q(c, "rufus in october", "topic_period", ["rufus-shifnal-q", "rufus-shifnal", "rufus-crash-q", "rufus-crash", "g-delia-shifnal"]),
    q(c, "rufus in november", "topic_period", ["rufus-alveley-q", "rufus-alveley", "rufus-tues-q", "rufus-tues", "g-delia-alveley"]),
    q(c, "what came in from rufus on the 20th of august", "date_window", ["rufus-chain-q", "rufus-chain"]),
    q(c, "rufus on boxing day", "date_window", ["rufus-boxing-q", "rufus-boxing", "rufus-boxing-coach", "g-delia-boxing"]),
    q(c, "what did rufus say on bonfire night", "date_window", None, NEVER),
    q(c, "who's lew", "profile_attribute", [P, "rufus-chain", N1]),
    q(c, "where does rufus study", "profile_attribute", [P]),
    q(c, "rufus's goal", "profile", [P]),
    q(c, "how's rufus doing", "how_doing", ["rufus-boxing", N2, weeks(c, HR)]),
    q(c, "has rufus said anything since boxing day", "recency", ["rufus-nationals"]),
    q(c, "rufus's collarbone", "possessive", None, NEVER),
    q(c, "how many juniors were in the shifnal race", "numbers", None, NEVER),
    q(c, "rufus's weight", "health", None, OTHER_CLIENT),
    q(c, "rufus's cholesterol", "numbers", None, OTHER_CLIENT),
    q(c, "rufus's bowler's thumb", "possessive", None, OTHER_TRAINER),
    q(c, "did rufus drop in on the bowl", "yes_no", None, OTHER_TRAINER),
    q(c, "rufus's welsh squad camp", "possessive", None, OTHER_TRAINER),
    q(c, "rufus in april", "topic_period", None, OTHER_PERIOD),
    q(c, "rufus's results last spring", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Delia: Avril (test) — tells the club chat more than me
c = "avril"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
PNEU = ["avril-cold", "g-avril-pneumonia", "g-avril-tablets", "g-avril-xray"]
QUESTIONS += [
    q(c, "what was wrong with avril in october", "topic_period", PNEU[:3] + ["avril-back", N2], key="av-oct"),
    q(c, "what did she tell me it was", "follow_up", ["avril-cold"], follow="av-oct"),
    q(c, "how long was she in hospital", "follow_up", ["g-avril-pneumonia"], follow="av-oct"),
    q(c, "which hospital", "follow_up", ["g-avril-pneumonia"], follow="av-oct"),
    q(c, "who told her to rest", "follow_up", ["avril-cold-coach"], follow="av-oct"),
    q(c, "who took her in", "follow_up", None, NEVER, follow="av-oct"),
    q(c, "did avril have pneumonia", "yes_no", ["g-avril-pneumonia"]),
    q(c, "did avril tell me she was in hospital", "yes_no", ["avril-cold", "g-avril-pneumonia"]),
    q(c, "when did avril's chest start", "named", ["avril-cold", "g-avril-pneumonia"]),
    q(c, "when was avril back on the bike", "named", ["avril-back"]),
    q(c, "when did avril come out of hospital", "named", ["g-avril-pneumonia"]),
    q(c, "was avril's x-ray clear", "yes_no", ["g-avril-xray"]),
    q(c, "what was avril on after hospital", "named", ["g-avril-pneumonia", "g-avril-tablets"]),
    q(c, "did avril finish at bridgnorth", "yes_no", ["avril-race", "avril-race-coach"], key="av-br"),
    q(c, "where did she come", "follow_up", ["avril-race"], follow="av-br"),
    q(c, "what did i say", "follow_up", ["avril-race-coach"], follow="av-br"),
    q(c, "when did wynne graduate", "named", ["avril-grad", "g-avril-grad"], key="av-gr"),
    q(c, "what degree", "follow_up", ["g-avril-grad"], follow="av-gr"),
    q(c, "where from", "follow_up", ["g-avril-grad"], follow="av-gr"),
    q(c, "where's avril's caravan", "named", ["g-avril-borth"]),
    q(c, "what did avril say on the bank holiday", "date_window", ["g-avril-borth"]),
    q(c, "what's avril's dog called", "profile_attribute", [P, "g-avril-borth"]),
    q(c, "who's wynne", "profile_attribute", [P, "avril-grad", "g-avril-grad"]),
    q(c, "what does avril do", "profile_attribute", [P, N1]),
    q(c, "avril's goal", "profile", [P]),
    q(c, "what did i tell avril about the cold", "coach_reply", ["avril-cold-coach"]),
    q(c, "what did i say to avril after bridgnorth", "coach_reply", ["avril-race-coach"]),
    q(c, "avril's steps", "health", [weeks(c, S)], key="av-s"),
    q(c, "how were they in october", "follow_up", span(c, S, "2005-10-01", "2005-10-31"), follow="av-s"),
    q(c, "avril's steps in july", "health", span(c, S, "2005-07-01", "2005-07-31")),
    q(c, "my first note on avril", "note", [N1]),
    q(c, "what did i write about avril in november", "note", [N2]),
    q(c, "avril's check in in october", "checkin", [C1]),
    q(c, "how much was avril sleeping when she was off", "checkin", [C1]),
    q(c, "avril partingdon newmonia", "misspelling", PNEU),
    q(c, "avrils carravan", "misspelling", ["avril-caravan", "g-avril-borth"]),
    q(c, "the district nurse's chest infection", "paraphrase", PNEU),
    q(c, "the much wenlock lady's son", "paraphrase", [P, "avril-grad", "g-avril-grad"]),
    q(c, "avril in july", "topic_period", ["avril-grad", "g-avril-grad"]),
    q(c, "what came in from avril on the 12th of october", "date_window", ["g-avril-pneumonia"]),
    q(c, "what did avril say on the 26th of november", "date_window", ["g-avril-xray"]),
    q(c, "what did avril say on bonfire night", "date_window", None, NEVER),
    q(c, "how's avril doing", "how_doing", ["avril-fine", "g-avril-xray", N2, weeks(c, S)]),
    q(c, "has avril said anything lately", "recency", ["avril-fine"]),
    q(c, "avril's groin", "possessive", None, NEVER),
    q(c, "what was avril's temperature in hospital", "numbers", None, NEVER),
    q(c, "avril's daughter's wedding", "possessive", None, OTHER_CLIENT),
    q(c, "avril's new chain", "possessive", None, OTHER_CLIENT),
    q(c, "avril's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "did avril open a salon", "yes_no", None, OTHER_TRAINER),
    q(c, "avril's shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "avril's chest in march", "topic_period", None, OTHER_PERIOD),
    q(c, "avril's caravan in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ifor: Beryl (dev) — tells the league chat more than me
c = "beryl"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-ifor-beryl-steps"
EYE = ["beryl-eyes", "g-beryl-cataract", "g-beryl-patch"]
QUESTIONS += [
    q(c, "what's wrong with beryl's eyes", "named", EYE, key="be-eye"),
    q(c, "which eye", "follow_up", ["g-beryl-cataract"], follow="be-eye"),
    q(c, "where was it done", "follow_up", ["g-beryl-cataract"], follow="be-eye"),
    q(c, "when's the other one", "follow_up", ["g-beryl-patch"], follow="be-eye"),
    q(c, "what did she tell me", "follow_up", ["beryl-eyes"], follow="be-eye"),
    q(c, "who did the operation", "follow_up", None, NEVER, follow="be-eye"),
    q(c, "when did beryl have her cataract done", "named", ["g-beryl-cataract"]),
    q(c, "what did beryl say on the 11th of october", "date_window", None, NEVER),
    q(c, "what did beryl say the day after her operation", "date_window", ["g-beryl-cataract"]),
    q(c, "did beryl tell me about the operation", "yes_no", ["beryl-eyes", "g-beryl-cataract"]),
    q(c, "when was beryl back bowling after her eyes", "named", ["beryl-back", N2]),
    q(c, "when did beryl's patch come off", "named", ["g-beryl-patch"]),
    q(c, "beryl's average", "numbers", ["beryl-162", "beryl-avg1"], key="be-avg"),
    q(c, "what was it in july", "follow_up", ["beryl-avg1", N1], follow="be-avg"),
    q(c, "what's she aiming for", "follow_up", [P, N2], follow="be-avg"),
    q(c, "did beryl get to 160", "yes_no", ["beryl-162"]),
    q(c, "what's beryl's handicap", "numbers", None, NEVER),
    q(c, "what did i tell beryl about her feet", "coach_reply", ["beryl-avg1-coach"]),
    q(c, "what did i say when beryl got 162", "coach_reply", ["beryl-162-coach"]),
    q(c, "what did i tell beryl about her eyes", "coach_reply", ["beryl-eyes-coach"]),
    q(c, "why couldn't beryl do the sunday in september", "named", ["beryl-familydo", "g-beryl-christening"], key="be-ch"),
    q(c, "whose christening", "follow_up", ["g-beryl-christening"], follow="be-ch"),
    q(c, "who cried", "follow_up", ["g-beryl-christening"], follow="be-ch"),
    q(c, "which church", "follow_up", None, NEVER, follow="be-ch"),
    q(c, "who's norman", "profile_attribute", [P, "g-beryl-christening", "g-beryl-cruise"]),
    q(c, "who's alf", "profile_attribute", [P, "g-beryl-christening", "g-beryl-halloween"]),
    q(c, "what did beryl do before she retired", "profile_attribute", [P, N1]),
    q(c, "where's beryl going for christmas", "named", ["g-beryl-cruise", "beryl-away"], key="be-cr"),
    q(c, "who's she going with", "follow_up", ["g-beryl-cruise"], follow="be-cr"),
    q(c, "when's she back", "follow_up", ["beryl-away"], follow="be-cr"),
    q(c, "what was alf for halloween", "named", ["g-beryl-halloween"]),
    q(c, "what did beryl say on halloween", "date_window", ["g-beryl-halloween"]),
    q(c, "beryl's steps", "health", [weeks(c, S)], key="be-s"),
    q(c, "has she hit her goal", "follow_up", [G, weeks(c, S)], follow="be-s"),
    q(c, "beryl's steps in august", "health", span(c, S, "2005-08-01", "2005-08-31")),
    q(c, "beryl's steps goal", "profile", [G]),
    q(c, "beryl's goal", "profile", [P]),
    q(c, "my first note on beryl", "note", [N1]),
    q(c, "what did i write about beryl in november", "note", [N2]),
    q(c, "beryl's check in when she was off", "checkin", [C1]),
    q(c, "beryl's stress in november", "checkin", [C2]),
    q(c, "beryl stot cateract", "misspelling", EYE),
    q(c, "berly's avrage", "misspelling", ["beryl-162", "beryl-avg1"]),
    q(c, "the retired post office lady's eyes", "paraphrase", EYE),
    q(c, "the alley cats lady's average", "paraphrase", ["beryl-162", "beryl-avg1"]),
    q(c, "beryl in october", "topic_period",
      ["beryl-eyes", "beryl-eyes-coach", "g-beryl-cataract", "g-beryl-patch", "beryl-back", "g-beryl-halloween"]),
    q(c, "beryl in july", "topic_period", ["beryl-avg1", "beryl-avg1-coach"]),
    q(c, "what came in from beryl on the 17th of november", "date_window", ["beryl-162", "beryl-162-coach"]),
    q(c, "how's beryl doing", "how_doing", ["beryl-162", N2, weeks(c, S)]),
    q(c, "is beryl away", "recency", ["beryl-away", "g-beryl-cruise"]),
    q(c, "beryl's calf", "possessive", None, NEVER),
    q(c, "beryl's thumb", "possessive", None, OTHER_CLIENT),
    q(c, "did beryl win the grantham singles", "yes_no", None, OTHER_CLIENT),
    q(c, "beryl's pneumonia", "possessive", None, OTHER_TRAINER),
    q(c, "beryl's migraine tablets", "possessive", None, OTHER_TRAINER),
    q(c, "beryl's daughter's wedding", "possessive", None, OTHER_TRAINER),
    q(c, "beryl's average in april", "numbers", None, OTHER_PERIOD),
    q(c, "beryl's eyes in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ifor: Errol (test) — the right thumb, from the Sleaford tournament to a 212
c = "errol"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-ifor-errol-20050825"
TH = ["errol-onset", "errol-numb", "errol-gp", "errol-therapist", N2]
QUESTIONS += [
    q(c, "errol's thumb", "possessive", TH + ["errol-back", "errol-signoff", N3], key="er-th"),
    q(c, "which thumb", "follow_up", ["errol-numb", P], follow="er-th"),
    q(c, "what caused it", "follow_up", ["errol-onset", "errol-gp", N2], follow="er-th"),
    q(c, "what did the gp call it", "follow_up", ["errol-gp"], follow="er-th"),
    q(c, "who re-drilled his ball", "follow_up", ["errol-therapist-coach", "errol-drilled"], follow="er-th"),
    q(c, "who sent him to the hand therapist", "follow_up", ["errol-gp"], follow="er-th"),
    q(c, "what's the therapist's name", "follow_up", None, NEVER, follow="er-th"),
    q(c, "did he have a nerve test", "follow_up", None, NEVER, follow="er-th"),
    q(c, "when did errol's thumb start", "named", ["errol-onset", N2]),
    q(c, "when did errol first mention the tingling", "named", ["errol-onset"]),
    q(c, "when was errol back bowling", "named", ["errol-back", N3]),
    q(c, "when did errol bowl his first 200 after the thumb", "named", ["errol-212", N3]),
    q(c, "when was errol signed off", "named", ["errol-signoff", N3]),
    q(c, "how long was errol off bowling", "numbers", ["errol-onset", "errol-back", N3]),
    q(c, "what did errol average when he came back", "numbers", ["errol-back"]),
    q(c, "errol's best game since the thumb", "numbers", ["errol-212", N3]),
    q(c, "did errol bowl at sleaford", "yes_no", ["errol-onset", "g-ifor-sleaford"], key="er-sl"),
    q(c, "where did he come", "follow_up", ["errol-onset", "g-ifor-sleaford"], follow="er-sl"),
    q(c, "how many games before the tingling", "follow_up", ["errol-onset"], follow="er-sl"),
    q(c, "what did i tell errol the night of sleaford", "coach_reply", ["errol-onset-coach"]),
    q(c, "what did i say about vince", "coach_reply", ["errol-therapist-coach"]),
    q(c, "how many games did i let errol bowl when he came back", "coach_reply", ["errol-back-coach", TR]),
    q(c, "what did the hand therapist tell errol", "transcript", [TR]),
    q(c, "what did marcia want errol to do", "transcript", [TR]),
    q(c, "did i let errol change his grip", "transcript", [TR]),
    q(c, "errol's county trial", "possessive", ["errol-county", N3]),
    q(c, "errol's average in july", "numbers", ["errol-avg1", N1]),
    q(c, "errol's average in december", "numbers", ["errol-county"]),
    q(c, "errol's steps", "health", [weeks(c, S)], key="er-s"),
    q(c, "and in august", "follow_up", span(c, S, "2005-08-01", "2005-08-31"), follow="er-s"),
    q(c, "my first note on errol", "note", [N1]),
    q(c, "what did i write about errol in september", "note", [N2]),
    q(c, "my december note on errol", "note", [N3]),
    q(c, "errol's check in after the gp", "checkin", [C1]),
    q(c, "errol's stress in november", "checkin", [C2]),
    q(c, "erol mottrum thum", "misspelling", TH),
    q(c, "errols bowlers thumb", "misspelling", TH),
    q(c, "the warehouse manager's numb thumb", "paraphrase", TH),
    q(c, "errol's hand", "paraphrase", TH + ["errol-signoff"]),
    q(c, "errol in august", "topic_period",
      ["errol-numb", "errol-gp", "errol-therapist", "errol-therapist-coach", TR]),
    q(c, "errol in q4", "topic_period", ["errol-back", "errol-back-coach", "errol-212", "errol-signoff", "errol-county"]),
    q(c, "what came in from errol on the 6th of september", "date_window", ["errol-drilled"]),
    q(c, "errol on the 10th of november", "date_window", ["errol-212"]),
    q(c, "what did errol say on christmas day", "date_window", None, NEVER),
    q(c, "who's marcia", "profile_attribute", [P, TR]),
    q(c, "what does errol do", "profile_attribute", [P, N1]),
    q(c, "errol's goal", "profile", [P]),
    q(c, "how's errol doing", "how_doing", ["errol-county", "errol-signoff", N3]),
    q(c, "is errol still using the pad", "recency", ["errol-signoff"]),
    q(c, "errol's ankle", "possessive", None, NEVER),
    q(c, "how much did errol pay for the re-drill", "numbers", None, NEVER),
    q(c, "errol's beard", "possessive", None, OTHER_CLIENT),
    q(c, "errol's cruise", "possessive", None, OTHER_CLIENT),
    q(c, "errol's shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "errol's eczema", "possessive", None, OTHER_TRAINER),
    q(c, "did errol crash at alveley", "yes_no", None, OTHER_TRAINER),
    q(c, "errol's thumb in may", "topic_period", None, OTHER_PERIOD),
    q(c, "errol's average in 2004", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ifor: Digby (test) — named by trade, town, trait: the left-handed Sleaford farrier, the ginger beard
c = "digby"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
SINGLES = ["digby-singles", "g-ifor-singles", N2]
BEARD = ["digby-beard", "g-digby-beard", N2]
QUESTIONS += [
    q(c, "how's the farrier doing", "how_doing", ["digby-singles", N2, weeks(c, W)]),
    q(c, "what did my lefty win", "paraphrase", SINGLES, key="di-win"),
    q(c, "what did he score in the final", "follow_up", ["digby-singles", "g-ifor-singles", N2], follow="di-win"),
    q(c, "what did i say to him", "follow_up", ["digby-singles-coach"], follow="di-win"),
    q(c, "who did he beat", "follow_up", None, NEVER, follow="di-win"),
    q(c, "the farrier's average", "paraphrase", ["digby-avg", N1, N2]),
    q(c, "the sleaford farrier's new ball", "paraphrase", ["digby-ball", "digby-ball-coach"], key="di-ball"),
    q(c, "how heavy is it", "follow_up", ["digby-ball"], follow="di-ball"),
    q(c, "what make", "follow_up", ["digby-ball"], follow="di-ball"),
    q(c, "how much was it", "follow_up", None, NEVER, follow="di-ball"),
    q(c, "the ginger lad's beard", "paraphrase", BEARD),
    q(c, "what happened to the lefty's leg", "paraphrase", ["digby-kick", "digby-kick-coach"]),
    q(c, "the horse man's weight", "paraphrase", [weeks(c, W)]),
    q(c, "why did the farrier miss a session in july", "paraphrase", ["digby-horses"]),
    q(c, "did digby shave his beard off", "yes_no", BEARD, key="di-b"),
    q(c, "what for", "follow_up", ["digby-beard", "g-digby-beard"], follow="di-b"),
    q(c, "how much did he raise", "follow_up", ["digby-beard", "g-digby-beard"], follow="di-b"),
    q(c, "who shaved it", "follow_up", None, NEVER, follow="di-b"),
    q(c, "when did digby shave his beard", "named", BEARD),
    q(c, "did digby win the grantham singles", "yes_no", SINGLES),
    q(c, "digby's score in the singles final", "numbers", ["digby-singles", "g-ifor-singles", N2]),
    q(c, "digby's average now", "numbers", [N2]),
    q(c, "digby's average in september", "numbers", ["digby-avg"]),
    q(c, "what kicked digby", "named", ["digby-kick"], key="di-k"),
    q(c, "where did it get him", "follow_up", ["digby-kick"], follow="di-k"),
    q(c, "what did i tell him to change", "follow_up", ["digby-kick-coach"], follow="di-k"),
    q(c, "did he see a doctor", "follow_up", None, NEVER, follow="di-k"),
    q(c, "how many horses did digby shoe on the 7th of july", "numbers", ["digby-horses"]),
    q(c, "what did i tell digby about his arm", "coach_reply", ["digby-horses-coach"]),
    q(c, "what did i say about drilling digby's new ball", "coach_reply", ["digby-ball-coach"]),
    q(c, "what did i say when i saw digby without the beard", "coach_reply", ["digby-beard-coach"]),
    q(c, "digby weight", "health", [weeks(c, W)], key="di-w"),
    q(c, "and back in july?", "follow_up", span(c, W, "2005-07-01", "2005-07-31"), follow="di-w"),
    q(c, "digby's weight in q4", "health", span(c, W, "2005-10-01", "2005-12-31")),
    q(c, "my first note on digby", "note", [N1]),
    q(c, "what did i write about digby in december", "note", [N2]),
    q(c, "digby's check in", "checkin", [C1]),
    q(c, "digby's adherence in october", "checkin", [C1]),
    q(c, "digbey creswell singles", "misspelling", SINGLES),
    q(c, "digbys bierd", "misspelling", BEARD),
    q(c, "digby in november", "topic_period", ["digby-beard", "digby-beard-coach", "g-digby-beard"]),
    q(c, "digby in december", "topic_period", ["digby-singles", "digby-singles-coach", "g-ifor-singles"]),
    q(c, "what did digby say the day we won the ashes", "date_window", ["g-digby-ashes"]),
    q(c, "what came in from digby on the 20th of october", "date_window", ["digby-kick", "digby-kick-coach"]),
    q(c, "digby on bonfire night", "date_window", None, NEVER),
    q(c, "what's digby's trade", "profile_attribute", [P, N1]),
    q(c, "where's digby from", "profile_attribute", [P, N1]),
    q(c, "which hand does digby bowl with", "profile_attribute", [P, N1, "digby-ball"]),
    q(c, "digby's goal", "profile", [P], key="di-goal"),
    q(c, "has he done it", "follow_up", SINGLES, follow="di-goal"),
    q(c, "has digby still got the beard", "recency", BEARD),
    q(c, "digby's ribs", "possessive", None, NEVER),
    q(c, "how many pins did digby need in the final", "numbers", None, NEVER),
    q(c, "digby's thumb", "possessive", None, OTHER_CLIENT),
    q(c, "digby's cruise", "possessive", None, OTHER_CLIENT),
    q(c, "digby's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "digby's works do", "possessive", None, OTHER_TRAINER),
    q(c, "did digby land a kickflip", "yes_no", None, OTHER_TRAINER),
    q(c, "digby's beard in march", "topic_period", None, OTHER_PERIOD),
    q(c, "digby's average in 2004", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Zelda: Ivo (dev) — three plans for the eczema on his hands
c = "ivo"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-zelda-ivo-20050808"
EC = ["ivo-hc", "ivo-eumovate", "ivo-doublebase", "ivo-better", N2]
QUESTIONS += [
    q(c, "ivo's eczema", "possessive", EC, key="iv-ec"),
    q(c, "what's he on now", "follow_up", ["ivo-doublebase", N2], follow="iv-ec"),
    q(c, "what was the first cream", "follow_up", ["ivo-hc"], follow="iv-ec"),
    q(c, "who got it for him", "follow_up", ["ivo-hc"], follow="iv-ec"),
    q(c, "why did the gp change it", "follow_up", ["ivo-eumovate", TR], follow="iv-ec"),
    q(c, "who added the gel", "follow_up", ["ivo-doublebase"], follow="iv-ec"),
    q(c, "what's the nurse called", "follow_up", None, NEVER, follow="iv-ec"),
    q(c, "what made it flare", "follow_up", None, NEVER, follow="iv-ec"),
    q(c, "when did ivo's eczema start", "named", ["ivo-hc", N1]),
    q(c, "when did ivo go on eumovate", "named", ["ivo-eumovate", TR]),
    q(c, "when was the doublebase added", "named", ["ivo-doublebase"]),
    q(c, "how often is ivo using the eumovate now", "numbers", ["ivo-doublebase"]),
    q(c, "how long was ivo on eumovate twice a day", "numbers", ["ivo-eumovate", TR]),
    q(c, "when were ivo's hands better", "named", ["ivo-better", N2]),
    q(c, "when did ivo stop wearing gloves", "named", ["ivo-better"]),
    q(c, "what did the gp tell ivo", "transcript", [TR]),
    q(c, "what did gaynor say about the grip tape", "transcript", [TR]),
    q(c, "can ivo put the cream on his face", "transcript", [TR]),
    q(c, "did ivo land a kickflip", "yes_no", ["ivo-kickflip", N2], key="iv-kf"),
    q(c, "when?", "follow_up", ["ivo-kickflip"], follow="iv-kf"),
    q(c, "what did i say to him", "follow_up", ["ivo-kickflip-coach"], follow="iv-kf"),
    q(c, "and the four stair?", "follow_up", ["ivo-fourstair"], follow="iv-kf"),
    q(c, "ivo's result at the exeter jam", "numbers", ["ivo-jam", "g-zelda-jam"]),
    q(c, "what did i tell ivo about gloves", "coach_reply", ["ivo-hc-coach"]),
    q(c, "what did i say to ivo about the exeter jam", "coach_reply", ["ivo-fourstair-coach"]),
    q(c, "what did ivo say on halloween", "date_window", ["g-ivo-halloween"]),
    q(c, "what came in from ivo on the 15th of september", "date_window", ["ivo-doublebase"]),
    q(c, "ivo on the 12th of november", "date_window", ["ivo-fourstair", "ivo-fourstair-coach"]),
    q(c, "ivo in august", "topic_period", ["ivo-eumovate", "ivo-kickflip", "ivo-kickflip-coach", TR]),
    q(c, "ivo's hands in october", "topic_period", ["ivo-better", N2, C2]),
    q(c, "ivo in july", "topic_period", ["ivo-hc", "ivo-hc-coach"]),
    q(c, "my first note on ivo", "note", [N1]),
    q(c, "what did i write about ivo in october", "note", [N2]),
    q(c, "ivo check in july", "checkin", [C1]),
    q(c, "ivo's sleep in october", "checkin", [C2]),
    q(c, "ivo blewitt excema", "misspelling", EC),
    q(c, "ivos kikflip", "misspelling", ["ivo-kickflip", "ivo-fourstair"]),
    q(c, "the lad with the cracked hands", "paraphrase", ["ivo-hc", "ivo-eumovate", N1]),
    q(c, "ivo's skin cream", "paraphrase", EC),
    q(c, "who's gaynor", "profile_attribute", [P, TR]),
    q(c, "how old is ivo", "profile_attribute", [P, N1]),
    q(c, "ivo's goal", "profile", [P]),
    q(c, "how's ivo doing", "how_doing", ["ivo-jam", "ivo-better", N2]),
    q(c, "is ivo still on the eumovate", "recency", ["ivo-doublebase", N2]),
    q(c, "what has ivo landed since the doublebase", "named", ["ivo-fourstair"]),
    q(c, "ivo's hamstring", "possessive", None, NEVER),
    q(c, "how many days did ivo wear the gloves", "numbers", None, NEVER),
    q(c, "ivo's wrist", "possessive", None, OTHER_CLIENT),
    q(c, "ivo's ferritin", "numbers", None, OTHER_CLIENT),
    q(c, "ivo's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "ivo's thumb", "possessive", None, OTHER_TRAINER),
    q(c, "ivo's weight", "health", None, OTHER_TRAINER),
    q(c, "ivo's eczema in may", "topic_period", None, OTHER_PERIOD),
    q(c, "ivo's skating in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Zelda: Marlon (dev) — a word or two; mostly yes or no
c = "marlon"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
DROP = ["marlon-dropin2-q", "marlon-dropin2", "g-marlon-dropin", N2]
JAM = ["marlon-jam-q", "marlon-jam", "g-zelda-jam", N2]
QUESTIONS += [
    q(c, "did marlon drop in on the big bowl", "yes_no", DROP, key="ma-dr"),
    q(c, "how many goes did it take", "follow_up", ["marlon-dropin2-coach", "marlon-tries"], follow="ma-dr"),
    q(c, "why didn't he in august", "follow_up", ["marlon-dropin-q", "marlon-dropin"], follow="ma-dr"),
    q(c, "who filmed it", "follow_up", None, NEVER, follow="ma-dr"),
    q(c, "when did marlon first drop in", "named", DROP),
    q(c, "did marlon come to the bowl session in july", "yes_no", ["marlon-bowl-q", "marlon-bowl"]),
    q(c, "marlon's wrist", "possessive", ["marlon-wrist-q", "marlon-wrist", N2], key="ma-wr"),
    q(c, "is it better", "follow_up", ["marlon-wrist-q", "marlon-wrist", N2], follow="ma-wr"),
    q(c, "how did he hurt it", "follow_up", None, NEVER, follow="ma-wr"),
    q(c, "when did marlon's wrist stop hurting", "named", ["marlon-wrist-q", "marlon-wrist"]),
    q(c, "how did marlon do at the exeter jam", "named", JAM, key="ma-jam"),
    q(c, "which age group", "follow_up", ["marlon-jam", "g-zelda-jam"], follow="ma-jam"),
    q(c, "is he getting a new deck", "follow_up", ["marlon-deck-q", "marlon-deck", "g-marlon-xmas"], follow="ma-jam"),
    q(c, "who bought it", "follow_up", None, NEVER, follow="ma-jam"),
    q(c, "marlon's place at exeter", "numbers", JAM),
    q(c, "what did marlon say on christmas day", "date_window", ["g-marlon-xmas"]),
    q(c, "marlon on the 3rd of september", "date_window",
      ["marlon-dropin2-q", "marlon-dropin2", "marlon-dropin2-coach", "marlon-tries", "g-marlon-dropin"]),
    q(c, "what came in from marlon on the 6th of august", "date_window", ["marlon-dropin-q", "marlon-dropin"]),
    q(c, "marlon on bonfire night", "date_window", None, NEVER),
    q(c, "what did i ask marlon in october", "coach_reply", ["marlon-wrist-q"]),
    q(c, "what did i ask marlon after the jam", "coach_reply", ["marlon-jam-q", "marlon-deck-q"]),
    q(c, "what did i say when marlon dropped in", "coach_reply", ["marlon-dropin2-coach"]),
    q(c, "my first note on marlon", "note", [N1]),
    q(c, "what did i write about marlon in december", "note", [N2]),
    q(c, "marlon's check in", "checkin", [C1]),
    q(c, "how much was marlon sleeping in september", "checkin", [C1]),
    q(c, "marlon chug bowl", "misspelling", DROP),
    q(c, "marlons rist", "misspelling", ["marlon-wrist-q", "marlon-wrist", N2]),
    q(c, "the quiet lad's drop in", "paraphrase", DROP),
    q(c, "the youngest's result at the jam", "paraphrase", JAM),
    q(c, "marlon in august", "topic_period", ["marlon-dropin-q", "marlon-dropin"]),
    q(c, "marlon in q4", "topic_period",
      ["marlon-wrist-q", "marlon-wrist", "marlon-jam-q", "marlon-jam", "marlon-deck-q", "marlon-deck", "g-zelda-jam", "g-marlon-xmas"]),
    q(c, "who's ceri", "profile_attribute", [P]),
    q(c, "how old is marlon", "profile_attribute", [P, N1]),
    q(c, "marlon's goal", "profile", [P], key="ma-goal"),
    q(c, "has he done it", "follow_up", DROP, follow="ma-goal"),
    q(c, "how's marlon doing", "how_doing", ["marlon-jam", "g-zelda-jam", N2]),
    q(c, "has marlon said anything since christmas", "recency", ["g-marlon-xmas"]),
    q(c, "was marlon scared of the bowl", "yes_no", ["marlon-dropin-q", "marlon-dropin"]),
    q(c, "marlon's elbow", "possessive", None, NEVER),
    q(c, "how many points did marlon score at exeter", "numbers", None, NEVER),
    q(c, "marlon's eczema", "possessive", None, OTHER_CLIENT),
    q(c, "marlon's salon", "possessive", None, OTHER_CLIENT),
    q(c, "did marlon have pneumonia", "yes_no", None, OTHER_TRAINER),
    q(c, "marlon's bowling average", "numbers", None, OTHER_TRAINER),
    q(c, "marlon's shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "marlon in april", "topic_period", None, OTHER_PERIOD),
    q(c, "marlon's wrist in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Zelda: Lil (test) — days named by one-off events: the Bideford jam, the hen do, the move, the salon
c = "lil"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
F1, F2 = lab(c, "20050922"), lab(c, "20051215")
JAM = ["lil-jam", "lil-jam-coach", "g-zelda-bideford", N2]
QUESTIONS += [
    q(c, "what did lil say the week after the hen do", "date_window", ["lil-posthen", "lil-posthen-coach"]),
    q(c, "what did lil hurt at the hen do", "named", ["lil-posthen", N2, C1]),
    q(c, "what did lil say before the hen do", "date_window", ["lil-prehen"]),
    q(c, "where was the hen do", "named", ["lil-prehen"], key="li-hen"),
    q(c, "whose was it", "follow_up", ["lil-prehen", P], follow="li-hen"),
    q(c, "what did they do on the saturday", "follow_up", ["lil-prehen"], follow="li-hen"),
    q(c, "who organised it", "follow_up", None, NEVER, follow="li-hen"),
    q(c, "what did i tell her after", "follow_up", ["lil-posthen-coach"], follow="li-hen"),
    q(c, "lil before the bideford jam", "topic_period", ["g-lil-live8", "lil-enter", "lil-enter-coach"]),
    q(c, "how did lil do at bideford", "named", JAM, key="li-jam"),
    q(c, "how many were in it", "follow_up", ["lil-jam"], follow="li-jam"),
    q(c, "what did i say about her run", "follow_up", ["lil-jam-coach"], follow="li-jam"),
    q(c, "who won it", "follow_up", None, NEVER, follow="li-jam"),
    q(c, "what was lil's score at bideford", "numbers", None, NEVER),
    q(c, "what did lil say the day she moved", "date_window", ["lil-move"]),
    q(c, "when did lil skate after the move", "named", ["lil-aftermove"]),
    q(c, "lil since the salon opened", "topic_period", ["lil-busy", "lil-busy-coach"]),
    q(c, "what did lil say the night the salon opened", "date_window", ["lil-salon", "lil-salon-coach", "g-lil-salon"], key="li-sa"),
    q(c, "who did the music", "follow_up", ["lil-salon"], follow="li-sa"),
    q(c, "did i go", "follow_up", ["g-lil-salon"], follow="li-sa"),
    q(c, "how many sessions a week did i give lil after the salon opened", "coach_reply", ["lil-busy-coach"]),
    q(c, "when did lil open her salon", "named", ["lil-salon", "g-lil-salon", P, N2]),
    q(c, "when did lil move house", "named", ["lil-move", P, N2]),
    q(c, "when did lil's neck start", "named", ["lil-posthen"]),
    q(c, "when was lil back skating after the move", "named", ["lil-aftermove"]),
    q(c, "lil's ferritin", "numbers", [F1, F2], key="li-fe"),
    q(c, "was it low in september", "follow_up", [F1], follow="li-fe"),
    q(c, "and now?", "follow_up", [F2], follow="li-fe"),
    q(c, "lil's resting heart rate", "health", [weeks(c, HR)], key="li-hr"),
    q(c, "and in august?", "follow_up", span(c, HR, "2005-08-01", "2005-08-31"), follow="li-hr"),
    q(c, "lil's resting hr in october", "health", span(c, HR, "2005-10-01", "2005-10-31")),
    q(c, "what did i tell lil when she entered", "coach_reply", ["lil-enter-coach"]),
    q(c, "what did i say to lil about the salon", "coach_reply", ["lil-salon-coach"]),
    q(c, "what did lil say on live 8 day", "date_window", ["g-lil-live8"]),
    q(c, "lil on bonfire night", "date_window", ["g-lil-bonfire"]),
    q(c, "what came in from lil on the 14th of september", "date_window", ["lil-posthen", "lil-posthen-coach"]),
    q(c, "lil's neck in september", "topic_period", ["lil-posthen", "lil-posthen-coach", N2, C1]),
    q(c, "my first note on lil", "note", [N1]),
    q(c, "what did i write about lil in december", "note", [N2]),
    q(c, "lil's check in after the hen do", "checkin", [C1]),
    q(c, "lil's stress in december", "checkin", [C2]),
    q(c, "lil vospar salon", "misspelling", ["lil-salon", "g-lil-salon", P, N2]),
    q(c, "lils hen doo", "misspelling", ["lil-prehen", "lil-posthen"]),
    q(c, "the hairdresser's jam", "paraphrase", JAM),
    q(c, "the crediton mum's new place", "paraphrase", ["lil-move", P]),
    q(c, "lil in october", "topic_period", ["lil-move", "lil-aftermove"]),
    q(c, "who's una", "profile_attribute", [P, "lil-salon"]),
    q(c, "who's jackie", "profile_attribute", [P, "lil-prehen"]),
    q(c, "what does lil do", "profile_attribute", [P, N1]),
    q(c, "lil's goal", "profile", [P], key="li-goal"),
    q(c, "has she done it", "follow_up", JAM, follow="li-goal"),
    q(c, "how's lil doing", "how_doing", ["lil-busy", "lil-busy-coach", N2, weeks(c, HR)]),
    q(c, "has lil skated since the salon opened", "recency", ["lil-busy"]),
    q(c, "lil's knee", "possessive", None, OTHER_TRAINER),
    q(c, "lil's toe", "possessive", None, NEVER),
    q(c, "lil's eczema", "possessive", None, OTHER_CLIENT),
    q(c, "lil's kickflip", "possessive", None, OTHER_CLIENT),
    q(c, "lil's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "lil's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "lil's salon in may", "topic_period", None, OTHER_PERIOD),
    q(c, "lil's skating in 2004", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- a client named by a trade, town or trait that fits none of the trainer's clients, or two
QUESTIONS += [
    nobody("griff", "how's the electrician getting on", "paraphrase"),
    nobody("ivo", "how's my crediton lad getting on", "paraphrase"),
    nobody("avril", "how's the teacher getting on", "paraphrase"),
    nobody("digby", "my sleaford lad's average", "paraphrase"),
]
# ---------------------------------------------------------------- more that no record answers for the client asked about
# (client, [never said ×3, only another client of the same trainer ×2, only another trainer's client ×3, outside the period ×2])
UNSAID = {
    "trystan": ["trystan's groin", "did trystan break his paddle", "what did trystan's boss say about the shoulder",
                "trystan's weight", "did trystan have a van break down", "trystan's bowling average", "trystan's hen do",
                "is trystan on eczema cream", "trystan's shoulder in 2004", "trystan in june"],
    "griff": ["griff's hamstring", "what did griff's wife say about the twins", "griff's boat name",
              "griff's resting heart rate", "griff's physio", "griff's pneumonia", "griff's salon", "griff's bowler's thumb",
              "griff's weight last easter", "griff in april"],
    "cecily": ["cecily's achilles", "what's cecily's boyfriend called", "cecily's caffeine intake",
               "cecily's weight", "cecily's rotator cuff", "cecily's cross bike", "did cecily have a cataract op",
               "cecily's kickflip", "cecily's migraines in 2003", "cecily in may"],
    "merv": ["merv's collarbone", "what did merv's doctor say about his cholesterol", "merv's best man",
             "merv's resting heart rate", "merv's steps", "merv's rotator cuff", "merv's eczema", "merv's salon",
             "merv's weight in 2004", "merv in march"],
    "rufus": ["rufus's ankle", "what's rufus's girlfriend called", "rufus's bike make",
              "did rufus go to a graduation", "did rufus go to a wedding", "rufus's migraines", "rufus's hen do",
              "rufus's cataract", "rufus's results in may", "rufus in 2004"],
    "avril": ["avril's ribs", "what's avril's husband called", "avril's blood pressure",
              "avril's works do", "avril's weight", "avril's twins", "did avril land a kickflip", "avril's thumb",
              "avril in february", "avril's chest in 2004"],
    "beryl": ["beryl's hernia", "what's beryl's daughter called", "beryl's lane number",
              "did beryl get kicked by a horse", "beryl's beard", "beryl's eczema", "beryl's works do", "beryl's salon",
              "beryl in may", "beryl's holiday in 2004"],
    "errol": ["errol's hamstring", "what's errol's son called", "errol's blood pressure",
              "errol's weight", "did errol win the singles", "errol's migraines", "errol's hen do",
              "did errol do the sportive", "errol's average last spring", "errol in march"],
    "digby": ["digby's groin", "what's digby's girlfriend called", "digby's blood pressure",
              "digby's steps", "did digby have a cataract", "digby's pneumonia", "digby's eczema",
              "did digby drop in on the bowl", "digby in april", "digby's beard in 2004"],
    "ivo": ["ivo's ankle", "what's ivo's dad called", "ivo's board make",
            "ivo's resting heart rate", "did ivo move house", "ivo's cataract", "ivo's cross bike",
            "ivo's bowling average", "ivo in march", "ivo's eczema in 2004"],
    "marlon": ["marlon's hamstring", "what's marlon's mum called", "marlon's board make",
               "marlon's ferritin", "marlon's hen do", "marlon's twins", "marlon's cholesterol", "marlon's bowler's thumb",
               "marlon in may", "marlon's skating in 2004"],
    "lil": ["lil's collarbone", "what's lil's husband called", "lil's blood pressure",
            "lil's eczema cream", "did lil drop in on the bowl", "lil's rotator cuff", "lil's bowling average",
            "did lil go to a works do", "lil in april", "lil's salon in 2004"],
}
UNSAID_WHY = [NEVER] * 3 + [OTHER_CLIENT] * 2 + [OTHER_TRAINER] * 3 + [OTHER_PERIOD] * 2


def unsaid_kind(text: str) -> str:
    """The kind an unanswerable ask is filed under, read from its shape."""
    if re.search(r"\b(weight|steps|heart rate|blood pressure|ferritin|cholesterol)\b", text):
        return "health"
    if text.split()[0] in ("did", "is"):
        return "yes_no"
    if re.search(r"\b(in [a-z]+ ?\d*|last [a-z]+)$", text):
        return "topic_period"
    if text.startswith("what"):
        return "named"
    return "possessive"


for short, asks in UNSAID.items():
    assert len(asks) == len(UNSAID_WHY), short
    QUESTIONS += [q(short, text, unsaid_kind(text), None, why) for text, why in zip(asks, UNSAID_WHY)]

# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    x("bleddyn", "griff", "who's the only c1 paddler", [profile("griff"), notes("griff")[0]]),
    x("bleddyn", "griff", "who has twins", [profile("griff"), "griff-twins1", "griff-school"]),
    x("bleddyn", "griff", "who's the plumber", [profile("griff"), notes("griff")[0]]),
    x("bleddyn", "griff", "whose van broke down", ["griff-van"]),
    x("bleddyn", "griff", "who won the masters", ["griff-win", "g-bleddyn-sept"]),
    x("bleddyn", "griff", "who's trying to lose weight", [profile("griff"), "griff-weight1", "goal-bleddyn-griff-weight"]),
    x("bleddyn", "trystan", "who hurt their shoulder", ["trystan-onset", notes("trystan")[1]]),
    x("bleddyn", "trystan", "who made the welsh squad", ["trystan-squad"]),
    x("bleddyn", "trystan", "who's the tree surgeon", [profile("trystan"), notes("trystan")[0]]),
    x("bleddyn", "trystan", "who capsized at the town falls", ["trystan-onset"]),
    x("bleddyn", "trystan", "who came 4th at bala", ["trystan-bala"]),
    x("bleddyn", "cecily", "who gets migraines", ["cecily-mig1", profile("cecily")]),
    x("bleddyn", "cecily", "who's on propranolol", ["cecily-prop"]),
    x("bleddyn", "cecily", "who works in a cafe", [profile("cecily"), notes("cecily")[0]]),
    x("bleddyn", "cecily", "who got their first podium in october", ["cecily-podium", "g-bleddyn-podium"]),
    x("bleddyn", "trystan", "who's broken a paddle", None, NEVER),
    x("bleddyn", "avril", "who had pneumonia", None, OTHER_TRAINER),
    x("bleddyn", "lil", "who opened a salon", None, OTHER_TRAINER),
    x("delia", "merv", "whose daughter got married", ["merv-prewedding", "g-merv-wedding", profile("merv")]),
    x("delia", "merv", "who's the bus driver", [profile("merv"), notes("merv")[0]]),
    x("delia", "merv", "who did the sportive", ["merv-sportive"]),
    x("delia", "merv", "who came off on the off-camber", ["merv-crash", "g-delia-alveley"]),
    x("delia", "merv", "who went to a works do", ["merv-worksdo", "g-merv-worksdo"]),
    x("delia", "merv", "whose cholesterol is high", [lab("merv", "20050810"), lab("merv", "20051208")]),
    x("delia", "rufus", "who punctured at alveley", ["rufus-alveley", "g-delia-alveley"]),
    x("delia", "rufus", "who came 3rd on boxing day", ["rufus-boxing", "g-delia-boxing"]),
    x("delia", "rufus", "who's at college", [profile("rufus"), notes("rufus")[0]]),
    x("delia", "rufus", "whose dad fixes their bike", ["rufus-chain", notes("rufus")[0]]),
    x("delia", "avril", "who was in hospital", ["g-avril-pneumonia"]),
    x("delia", "avril", "who's got a dog", [profile("avril"), "g-avril-borth"]),
    x("delia", "avril", "who went to a graduation", ["avril-grad", "g-avril-grad"]),
    x("delia", "avril", "who's a district nurse", [profile("avril"), notes("avril")[0]]),
    x("delia", "avril", "who has a caravan", ["avril-caravan", "g-avril-borth"]),
    x("delia", "merv", "who broke a collarbone", None, NEVER),
    x("delia", "beryl", "who had a cataract done", None, OTHER_TRAINER),
    x("delia", "griff", "who has twins at school", None, OTHER_TRAINER),
    x("ifor", "digby", "who's the lefty", [profile("digby"), notes("digby")[0], "digby-ball"]),
    x("ifor", "digby", "who's the farrier", [profile("digby"), notes("digby")[0]]),
    x("ifor", "digby", "who won the grantham singles", ["digby-singles", "g-ifor-singles", notes("digby")[1]]),
    x("ifor", "digby", "who shaved his beard off", ["digby-beard", "g-digby-beard"]),
    x("ifor", "digby", "who got kicked by a horse", ["digby-kick"]),
    x("ifor", "errol", "who has bowler's thumb", ["errol-gp", profile("errol"), notes("errol")[1]]),
    x("ifor", "errol", "who bowled a 212", ["errol-212"]),
    x("ifor", "errol", "who's got a county trial", ["errol-county", notes("errol")[2]]),
    x("ifor", "errol", "whose wife is marcia", [profile("errol"), "tr-ifor-errol-20050825"]),
    x("ifor", "errol", "who came 3rd at sleaford", ["errol-onset", "g-ifor-sleaford"]),
    x("ifor", "beryl", "who had a cataract op", ["g-beryl-cataract"]),
    x("ifor", "beryl", "who's going on a cruise", ["g-beryl-cruise"]),
    x("ifor", "beryl", "who had a christening", ["g-beryl-christening"]),
    x("ifor", "beryl", "who's retired", [profile("beryl"), notes("beryl")[0]]),
    x("ifor", "errol", "who's bowled a 300", None, NEVER),
    x("ifor", "lil", "who had a hen do", None, OTHER_TRAINER),
    x("ifor", "merv", "who had a works do", None, OTHER_TRAINER),
    x("zelda", "ivo", "who has eczema", ["ivo-hc", profile("ivo")]),
    x("zelda", "ivo", "who landed a kickflip", ["ivo-kickflip"]),
    x("zelda", "ivo", "whose mum is gaynor", [profile("ivo"), "tr-zelda-ivo-20050808"]),
    x("zelda", "ivo", "who came 6th at exeter", ["ivo-jam", "g-zelda-jam"]),
    x("zelda", "marlon", "who dropped in on the big bowl", ["marlon-dropin2", "g-marlon-dropin"]),
    x("zelda", "marlon", "who came 3rd at exeter", ["marlon-jam", "g-zelda-jam"]),
    x("zelda", "marlon", "who got a new deck for christmas", ["g-marlon-xmas"]),
    x("zelda", "marlon", "who hurt their wrist", ["marlon-wrist-q", notes("marlon")[1]]),
    x("zelda", "lil", "who opened a salon", ["lil-salon", "g-lil-salon", profile("lil")]),
    x("zelda", "lil", "who moved house", ["lil-move", profile("lil")]),
    x("zelda", "lil", "who went to a hen do", ["lil-prehen", "lil-posthen"]),
    x("zelda", "lil", "who's the hairdresser", [profile("lil"), notes("lil")[0]]),
    x("zelda", "lil", "who skated at bideford", ["lil-jam", "g-zelda-bideford"]),
    x("zelda", "marlon", "who broke their board", None, NEVER),
    x("zelda", "cecily", "who's on migraine tablets", None, OTHER_TRAINER),
    x("zelda", "errol", "who's had a thumb injury", None, OTHER_TRAINER),
]

# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS: dict[str, tuple[str, list[str]]] = {
    "trystan": ("bleddyn", [
        "trystan's shoulder", "when did trystan hurt his shoulder", "did trystan make the welsh squad", "trystan pickavance",
        "the tree surgeon's physio", "trystan's bala result", "when was trystan back on white water",
        "trystan's resting heart rate", "what did the gp say about trystan", "trystan in august",
        "who drove trystan to the gp", "trystan's capsize", "is trystan signed off", "trystan's goal"]),
    "griff": ("bleddyn", [
        "griff's weight", "the plumber from ruthin", "griff's twins", "did griff win the masters c1", "griff bebbington",
        "griff's van", "what are the twins in the nativity", "how much has griff lost", "griff's weight goal",
        "why does griff miss tuesdays", "griff in november", "the c1 paddler's result", "when did griff's twins start school",
        "griff's boilers"]),
    "cecily": ("bleddyn", [
        "cecily's migraines", "what is cecily taking for her migraines", "cecily moxon", "when did cecily start propranolol",
        "cecily's first podium", "cecily's resting heart rate", "did the sumatriptan suit cecily", "the cafe girl's tablets",
        "when did cecily's migraines start", "cecily in october", "who's royce", "cecily's rizatriptan",
        "is cecily still getting migraines", "cecily's goal"]),
    "merv": ("delia", [
        "merv's weight", "what did merv say the week after the wedding", "merv trickett", "merv's first race",
        "the bus driver's crash", "merv's cholesterol", "what did merv say the day of the works do",
        "when was merv's daughter's wedding", "merv's boxing day result", "how far was merv's sportive",
        "merv's cross bike", "merv in december", "who's pam", "merv's goal"]),
    "rufus": ("delia", [
        "rufus's boxing day result", "did rufus puncture at alveley", "rufus tudge", "who fitted rufus's chain",
        "is rufus going to the nationals", "rufus's resting heart rate", "how did rufus get on at shifnal",
        "the college lad's results", "rufus in november", "who's lew", "did rufus hurt himself in the crash",
        "rufus's goal", "has rufus said anything since boxing day", "where does rufus study"]),
    "avril": ("delia", [
        "avril's pneumonia", "was avril in hospital", "avril partington", "when was avril back on the bike",
        "avril's steps", "when did wynne graduate", "where's avril's caravan", "the district nurse's chest",
        "did avril finish at bridgnorth", "avril in october", "what's avril's dog called", "avril's x-ray",
        "avril's goal", "how's avril doing"]),
    "beryl": ("ifor", [
        "beryl's cataract", "when did beryl have her eyes done", "beryl stott", "beryl's average", "beryl's steps",
        "where's beryl going for christmas", "whose christening was it", "the retired post office lady",
        "did beryl get to 160", "beryl in october", "who's norman", "when was beryl back bowling",
        "beryl's goal", "how's beryl doing"]),
    "errol": ("ifor", [
        "errol's thumb", "when did errol's thumb start", "errol mottram", "when was errol back bowling",
        "errol's 212", "who re-drilled errol's ball", "errol's county trial", "the warehouse manager's hand",
        "errol's steps", "errol in august", "who's marcia", "is errol signed off", "errol's goal",
        "how's errol doing"]),
    "digby": ("ifor", [
        "digby's beard", "did digby win the singles", "digby cresswell", "the farrier from sleaford",
        "digby's average", "what kicked digby", "digby's new ball", "the lefty's score in the final",
        "digby's weight", "digby in december", "how much did digby raise", "what does digby do",
        "digby's goal", "how's digby doing"]),
    "ivo": ("zelda", [
        "ivo's eczema", "what cream is ivo on", "ivo blewett", "did ivo land a kickflip", "when did ivo go on eumovate",
        "ivo's doublebase", "ivo's result at the exeter jam", "who's gaynor", "the lad with the cracked hands",
        "ivo in august", "when were ivo's hands better", "is ivo still on the eumovate", "ivo's goal",
        "how's ivo doing"]),
    "marlon": ("zelda", [
        "did marlon drop in", "marlon chugg", "marlon's wrist", "marlon at the exeter jam", "marlon's new deck",
        "when did marlon first drop in", "who's ceri", "the quiet lad at the skatepark", "marlon in q4",
        "how old is marlon", "has marlon said anything since christmas", "marlon's goal", "how's marlon doing",
        "was marlon scared of the bowl"]),
    "lil": ("zelda", [
        "lil's salon", "what did lil say the week after the hen do", "lil vosper", "when did lil move house",
        "lil's ferritin", "how did lil do at bideford", "the hairdresser's neck", "lil's resting heart rate",
        "who's una", "lil in september", "when did lil open her salon", "has lil skated since the salon opened",
        "lil's goal", "how's lil doing"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|steps|heart rate|cholesterol|ferritin)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how far|result|average|score|212)\b", text):
        return "numbers"
    if re.search(r"\bin (july|august|september|october|november|december|q3|q4)\b", text):
        return "topic_period"
    if words[0] in ("the",):
        return "paraphrase"
    if words[0] in ("what", "what's", "when", "who", "who's", "whose", "why", "which", "where", "how", "how's"):
        return "named"
    if "'s" in text or "s'" in text:
        return "possessive"
    return "misspelling" if len(words) <= 2 else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE_ASKS, TRAINER_ID, kind_of)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind47", DATASET, CLIENT_ID, build_blind47)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
