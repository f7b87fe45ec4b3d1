#!/usr/bin/env python3
"""Write bench/answers_data/blind50_questions.jsonl: the questions over the fiftieth blind data set (build_blind50.py).

    functions/venv/bin/python -m bench.answers_data.blind50_questions

Written on 2026-12-06 by helper h-blind50 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-ninth blind set's section).
Asked on Monday 5 July 1999 about January to June 1999, so the periods are months, quarters, seasons
and named days said every way ("in q1" / "in q2", "over easter", "in the spring", "before whitsun",
"on shrove tuesday", "on burns night", "the day of the royal wedding", "on whit friday", "on st george's
day", single dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Amos, Rosie) mostly in chains of follow-ups and by when it started and when they were
back; the two whose medicine was changed twice (Ferdie, Jeremy) by which one when and why; the two who
tell the group chat more than the coach (Queenie, Ket) by what they told the group; the two quiet ones
(Finlay, Orrin) by yes and no, the coach's question half the evidence; the two whose records correct
themselves (Cris, Hugo) by the first value asked as if it stood; and two kinds new in this roster:
**a run or a streak** (of Tempe and Amyas above all, of the others some): "how many wednesdays in a row",
"has she missed one since easter", "did he practise every day in january", "when did his run end", read
across many messages that count, break and start again, answerable where the records tell it and
never_for_client where none does ("has amos rung every week since he came back"); and **two clients
named in one question** (a trainer's two clients of one split): "did amos and tempe both ring at the
pryce wedding", "who did better at aviemore, queenie or cris", "whose bird is heavier, ket's or hugo's",
answered from both clients' records, or from the one whose records tell it ("did ket and hugo both lose a
bird": only Ket). Follow-ups ask who did something or what caused it, where a record says (answerable)
and where none does (never said); some ask a number no record gives; some a yes / no of a thing the
client never had; some name the client by trade or town ("the bucknell postman", "the kincraig cook",
"the trainee vet"); some compare two times; and some ask about a day whose records tell of another time
(a Monday message about the Saturday, a day a display was first given for).

The split is by client: every question about a client of build_blind50.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records (a question naming two clients names two of
one split). Deterministic. Evidence is every record that holds the answer: a story tag
(blind50_tags.json), a note, transcript or check-in id, a client id for the profile, a goal id, a lab
panel, weekly summaries (`span`) or the last four weekly summaries (`weeks`). The question record is the
shared one (`blind_questions.B`); no other roster's question module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind50
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind50_questions.jsonl"
DATASET = "blind50"
HEADER = (
    "// bench.answers fiftieth blind question set (issue 14), written 2026-12-06 by h-blind50 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind50_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

TH, JA, CL, EN = "coach-thurza", "coach-japheth", "coach-clarimond", "coach-enoch"
TRAINER_ID = {"thurza": TH, "japheth": JA, "clarimond": CL, "enoch": EN}
ROSTER = authoring.BuiltRoster.of(build_blind50)
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


def pair(about: str, other: str, text: str, evidence=None, why=None) -> B:
    """A question naming two clients of one trainer and one split (`about` and `other`): filed across
    clients, its evidence from whichever of the two the records tell it of."""
    assert TRAINER_SHORT[about] == TRAINER_SHORT[other]
    assert (about in build_blind50.DEV_CLIENTS) == (other in build_blind50.DEV_CLIENTS)
    return x(TRAINER_SHORT[about], about, text, evidence, why)


def nobody(about: str, text: str, kind: str) -> B:
    """A client named by trade, town or trait that fits none of the trainer's clients, or two of them:
    no record answers it for one client (`about`, a client of that trainer, decides the split)."""
    return B(TRAINER_OF[about], text, kind, None, None, NEVER, about=about)


def tags(prefix: str, *suffixes: str) -> list[str]:
    """Story tags of one thread: tags("amyas-day", "1", "31") -> ["amyas-day1", "amyas-day31"]."""
    return [prefix + s for s in suffixes]


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Thurza: Amos (dev) — the tenor rope, a dislocated shoulder
c = "amos"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-thurza-amos-weight"
TR = "tr-thurza-amos-19990212"
SH = ["amos-onset", "amos-xray", "g-thurza-amos", N2]
QUESTIONS += [
    q(c, "amos's shoulder", "possessive", SH, key="am-sh"),
    q(c, "how did he do it", "follow_up", ["amos-onset", "g-thurza-amos", N2], follow="am-sh"),
    q(c, "which shoulder was it", "follow_up", ["amos-onset", N2], follow="am-sh"),
    q(c, "who took him to hospital", "follow_up", ["g-thurza-amos"], follow="am-sh"),
    q(c, "what did i tell him", "follow_up", ["amos-onset-coach"], follow="am-sh"),
    q(c, "which doctor put it back in", "follow_up", None, NEVER, follow="am-sh"),
    q(c, "when did amos hurt his shoulder", "named", ["amos-onset", "g-thurza-amos", N2]),
    q(c, "what happened to amos on the 10th of february", "date_window", ["g-thurza-amos", "amos-onset", "amos-xray"]),
    q(c, "how many weeks did amos go without ringing", "numbers", ["amos-onset", "amos-back", N3]),
    q(c, "how long was amos in a sling", "numbers", ["amos-xray", "amos-physio", TR]),
    q(c, "who helped amos with his post round", "named", ["amos-sling", TR]),
    q(c, "where is amos having physio", "named", ["amos-physio", N2], key="am-ph"),
    q(c, "what exercises did they give him", "follow_up", ["amos-physio"], follow="am-ph"),
    q(c, "how long did the physio say in march before he could ring", "numbers", ["amos-physio2"]),
    q(c, "was amos ringing in march", "yes_no", ["amos-physio", "amos-physio2", N2]),
    q(c, "when was amos back ringing", "named", ["amos-back", N3], key="am-back"),
    q(c, "which bell did he ring first", "follow_up", ["amos-back"], follow="am-back"),
    q(c, "what did i say about heavy bells", "follow_up", ["amos-back-coach"], follow="am-back"),
    q(c, "did amos ring the tenor at the wedding on the 5th of june", "yes_no", ["amos-wedding", "g-thurza-wedding"], key="am-wed"),
    q(c, "whose wedding was it", "follow_up", ["amos-wedding", "g-thurza-wedding"], follow="am-wed"),
    q(c, "how much did they pay the ringers", "follow_up", None, NEVER, follow="am-wed"),
    q(c, "when did amos first ring the tenor behind", "named", ["amos-tenor", N1]),
    q(c, "what did i tell amos about his hands on the tail end", "coach_reply", ["amos-tenor-coach", N1]),
    q(c, "amos's first quarter peal", "named", ["amos-quarter", "amos-quarter-coach", N3], key="am-q"),
    q(c, "how long did it take", "follow_up", ["amos-quarter"], follow="am-q"),
    q(c, "what method was it", "follow_up", ["amos-quarter"], follow="am-q"),
    q(c, "who conducted it", "follow_up", None, NEVER, follow="am-q"),
    q(c, "has amos rung a quarter since the accident", "yes_no", ["amos-quarter", N3]),
    q(c, "did amos ring for the royal wedding", "yes_no", ["g-thurza-royal", "g-amos-royal"]),
    q(c, "has amos rung every week since he came back", "yes_no", None, NEVER),
    q(c, "could amos wind the clock after the accident", "transcript", [TR]),
    q(c, "what did audrey say on the call about the shoulder", "transcript", [TR]),
    q(c, "was amos allowed to drive with the sling", "yes_no", [TR]),
    q(c, "amos's weight", "health", [weeks(c, W)], key="am-w"),
    q(c, "and his goal?", "follow_up", [G, P], follow="am-w"),
    q(c, "has he hit it", "follow_up", [G, weeks(c, W)], follow="am-w"),
    q(c, "has amos's weight come down since january", "health", span(c, W, "1999-01-01", "1999-01-31") + [weeks(c, W)]),
    q(c, "amos's weight in february", "health", span(c, W, "1999-02-01", "1999-02-28")),
    q(c, "my first note on amos", "note", [N1]),
    q(c, "what did i write about amos in march", "note", [N2]),
    q(c, "my june note on amos", "note", [N3]),
    q(c, "amos's check in after the accident", "checkin", [C2]),
    q(c, "amos's stress in january", "checkin", [C1]),
    q(c, "amos kenyan sholder", "misspelling", SH),
    q(c, "amos quater peal tenor", "misspelling", ["amos-quarter", N3]),
    q(c, "the bucknell postman's shoulder", "paraphrase", SH),
    q(c, "the ringer the rope lifted off his feet", "paraphrase", ["amos-onset", "g-thurza-amos"]),
    q(c, "amos in april", "topic_period", ["amos-back", "amos-back-coach"]),
    q(c, "how was amos in february", "topic_period", ["amos-onset", "amos-xray", "amos-onset-coach", "amos-sling", "g-thurza-amos"]),
    q(c, "what did amos say on the 5th of june", "date_window", ["amos-wedding"]),
    q(c, "what did amos say on valentine's day", "date_window", None, NEVER),
    q(c, "what did i say when amos came back", "coach_reply", ["amos-back-coach"]),
    q(c, "what does amos do for a living", "profile_attribute", [P]),
    q(c, "who's audrey", "profile_attribute", [P, "amos-sling", "g-thurza-amos", TR]),
    q(c, "amos's goal", "profile", [P]),
    q(c, "how's amos doing", "how_doing", ["amos-quarter", "amos-wedding", N3, weeks(c, W)]),
    q(c, "is amos ringing the tenor again", "recency", ["amos-wedding", "amos-quarter"]),
    q(c, "how much did amos's physio cost", "numbers", None, NEVER),
    q(c, "did amos have flu in march", "yes_no", None, OTHER_CLIENT),
    q(c, "amos's cold sores", "possessive", None, OTHER_TRAINER),
    q(c, "amos's ringing in august", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Thurza: Tempe (dev) — a run of practice nights
c = "tempe"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
RUN = ["tempe-run-start", "tempe-run-10", "tempe-flu", "tempe-restart", "tempe-run-14", N2, N3]
QS = ["tempe-q1", "tempe-q2", "tempe-q3", "tempe-q4", N3]
FLU = ["tempe-flu", "tempe-flu2", "g-thurza-tempe", N2]
QUESTIONS += [
    q(c, "tempe's run of practices", "possessive", RUN, key="te-run"),
    q(c, "what broke it", "follow_up", ["tempe-flu", "g-thurza-tempe", N2], follow="te-run"),
    q(c, "how many did she miss", "follow_up", ["tempe-flu", "tempe-flu2", N2], follow="te-run"),
    q(c, "when did she start again", "follow_up", ["tempe-restart", N2], follow="te-run"),
    q(c, "how many in a row is she on now", "follow_up", ["tempe-run-14", N3], follow="te-run"),
    q(c, "how many wednesdays in a row did tempe ring before the flu", "numbers", ["tempe-run-10", N2]),
    q(c, "has tempe missed a practice since easter", "yes_no", ["tempe-run-14", "tempe-run-14-coach", N3]),
    q(c, "did tempe ring every sunday in january", "yes_no", ["tempe-run-10"]),
    q(c, "did tempe make every practice in february", "yes_no", ["tempe-run-5", "tempe-run-10", N2]),
    q(c, "was tempe at practice on the 17th of march", "yes_no", ["tempe-flu", "g-thurza-tempe"]),
    q(c, "did tempe miss any sundays", "yes_no", ["tempe-flu2"]),
    q(c, "did tempe ring every wednesday in may", "yes_no", ["tempe-run-9", N3]),
    q(c, "did tempe ring every wednesday in june", "yes_no", ["tempe-run-14", "tempe-run-14-coach", N3]),
    q(c, "how many wednesdays in a row did tempe ring last year", "numbers", None, OTHER_PERIOD),
    q(c, "how many practices had tempe done by the start of february", "numbers", ["tempe-run-5"]),
    q(c, "how many weeks running has tempe rung since the flu", "numbers", ["tempe-run-14", N3]),
    q(c, "is tempe's run longer now than before the flu", "yes_no", ["tempe-run-10", "tempe-run-14"]),
    q(c, "when did tempe's run end", "named", ["tempe-flu", N2]),
    q(c, "has tempe ever missed a wednesday this year", "yes_no", ["tempe-flu", "tempe-flu2", N2]),
    q(c, "did tempe tell me before she missed", "yes_no", ["tempe-flu"]),
    q(c, "how many quarters has tempe rung this year", "numbers", QS, key="te-q"),
    q(c, "which was the first", "follow_up", ["tempe-q1"], follow="te-q"),
    q(c, "where did she ring the second", "follow_up", ["tempe-q2"], follow="te-q"),
    q(c, "who conducted them", "follow_up", None, NEVER, follow="te-q"),
    q(c, "tempe's first stedman", "named", ["tempe-q3", "tempe-q3-coach", N3]),
    q(c, "when did tempe ring her first quarter of the year", "named", ["tempe-q1"]),
    q(c, "did tempe ring for the royal wedding", "yes_no", ["tempe-q4", "g-thurza-royal"]),
    q(c, "what did tempe ring for the royal wedding", "named", ["tempe-q4"]),
    q(c, "did tempe ring at the pryce wedding", "yes_no", ["g-thurza-wedding"], key="te-wed"),
    q(c, "which bell was she on", "follow_up", ["g-thurza-wedding"], follow="te-wed"),
    q(c, "tempe's flu", "possessive", FLU + [C2], key="te-flu"),
    q(c, "who else had it", "follow_up", ["tempe-flu"], follow="te-flu"),
    q(c, "what did i say when tempe got flu", "coach_reply", ["tempe-flu-coach"]),
    q(c, "what did i say about ten in a row", "coach_reply", ["tempe-run-10-coach"]),
    q(c, "what did tempe do for amos after his accident", "named", ["g-tempe-amos"]),
    q(c, "has tempe rung a full peal yet", "yes_no", None, NEVER),
    q(c, "tempe's steps", "health", [weeks(c, S)]),
    q(c, "tempe's steps in march", "health", span(c, S, "1999-03-01", "1999-03-31")),
    q(c, "have tempe's steps gone up since january", "health", span(c, S, "1999-01-01", "1999-01-31") + [weeks(c, S)]),
    q(c, "my first note on tempe", "note", [N1]),
    q(c, "what did i write about tempe in april", "note", [N2]),
    q(c, "my june note on tempe", "note", [N3]),
    q(c, "tempe's check in when she had flu", "checkin", [C2]),
    q(c, "tempe's sleep in march", "checkin", [C1, C2]),
    q(c, "temprance dyson practises in a row", "misspelling", RUN),
    q(c, "tempes quaters", "misspelling", QS),
    q(c, "the district nurse's run of practice nights", "paraphrase", RUN),
    q(c, "the ringer who had flu in march", "paraphrase", FLU),
    q(c, "tempe in march", "topic_period", ["tempe-run-10", "tempe-flu", "tempe-flu2", "tempe-restart", "g-thurza-tempe"]),
    q(c, "tempe in may", "topic_period", ["tempe-q3", "tempe-run-9"]),
    q(c, "what did tempe say on the 1st of may", "date_window", ["tempe-q3"]),
    q(c, "what did tempe say on burns night", "date_window", None, NEVER),
    q(c, "what does tempe do", "profile_attribute", [P]),
    q(c, "who's neville", "profile_attribute", [P, "tempe-flu"]),
    q(c, "tempe's goal", "profile", [P]),
    q(c, "how's tempe doing", "how_doing", ["tempe-run-14", "tempe-q4", N3, weeks(c, S)]),
    q(c, "is tempe still going every wednesday", "recency", ["tempe-run-14", "tempe-run-14-coach"]),
    q(c, "tempe's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "tempe's hawk", "possessive", None, OTHER_TRAINER),
    q(c, "tempe's practices in 1998", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Thurza: Orrin (test) — says little
c = "orrin"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
BOB = ["orrin-bob-q", "orrin-bob", N2]
QUESTIONS += [
    q(c, "did orrin come to practice on the 6th of january", "yes_no", ["orrin-jan-q", "orrin-jan"], key="or-jan"),
    q(c, "why not", "follow_up", ["orrin-jan"], follow="or-jan"),
    q(c, "did orrin get his handstroke sorted", "yes_no", ["orrin-hs-q", "orrin-hs"], key="or-hs"),
    q(c, "who helped him with it", "follow_up", ["orrin-hs-q"], follow="or-hs"),
    q(c, "did orrin come to the pancake social", "yes_no", ["orrin-pancake-q", "orrin-pancake"], key="or-pan"),
    q(c, "why couldn't he", "follow_up", ["orrin-pancake"], follow="or-pan"),
    q(c, "what did orrin ring on the 17th of march", "date_window", BOB, key="or-bob"),
    q(c, "did he make any mistakes", "follow_up", ["orrin-bob-b", N2], follow="or-bob"),
    q(c, "who was conducting", "follow_up", None, NEVER, follow="or-bob"),
    q(c, "has orrin rung a touch of plain bob", "yes_no", BOB),
    q(c, "when did orrin ring his first touch", "named", BOB),
    q(c, "where was orrin at easter", "named", ["orrin-easter-q", "orrin-easter"], key="or-eas"),
    q(c, "how many weeks did he miss", "follow_up", ["orrin-easter-q"], follow="or-eas"),
    q(c, "did orrin miss practice over easter", "yes_no", ["orrin-easter-q", "orrin-easter"]),
    q(c, "is orrin ringing at the wedding on the 5th of june", "yes_no", ["orrin-wed-q", "orrin-wed"], key="or-wed"),
    q(c, "why can't he", "follow_up", ["orrin-wed"], follow="or-wed"),
    q(c, "has orrin been to every practice since easter", "yes_no", None, NEVER),
    q(c, "did orrin ring for the royal wedding", "yes_no", ["orrin-royal-q", "orrin-royal", "g-thurza-royal"]),
    q(c, "does orrin want to ring the tenor", "yes_no", ["orrin-tenor-q", "orrin-tenor"]),
    q(c, "has orrin ever rung the tenor", "yes_no", None, NEVER),
    q(c, "did orrin come every wednesday in january", "yes_no", ["orrin-jan-q", "orrin-jan"]),
    q(c, "did orrin ring every week in april", "yes_no", ["orrin-easter-q", "orrin-easter"]),
    q(c, "who drives orrin", "profile_attribute", [P, N1]),
    q(c, "where does orrin go to school", "profile_attribute", [P]),
    q(c, "orrin's goal", "profile", [P]),
    q(c, "has orrin met his goal", "profile", [P, "orrin-bob", N2]),
    q(c, "my first note on orrin", "note", [N1]),
    q(c, "what did i write about orrin in march", "note", [N2]),
    q(c, "orrin's check in", "checkin", [C1]),
    q(c, "orrin's sleep in february", "checkin", [C1]),
    q(c, "orin snaith plain bob", "misspelling", BOB),
    q(c, "orrins easter holliday", "misspelling", ["orrin-easter-q", "orrin-easter"]),
    q(c, "the bishop's castle lad's first touch", "paraphrase", BOB),
    q(c, "the learner who went to blackpool", "paraphrase", ["orrin-easter-q", "orrin-easter"]),
    q(c, "orrin in march", "topic_period", ["orrin-bob-q", "orrin-bob", "orrin-bob-b"]),
    q(c, "orrin in june", "topic_period", ["orrin-royal-q", "orrin-royal", "orrin-tenor-q", "orrin-tenor", "g-thurza-royal"]),
    q(c, "what did orrin say on shrove tuesday", "date_window", ["orrin-pancake-q", "orrin-pancake"]),
    q(c, "what did orrin say on st george's day", "date_window", None, NEVER),
    q(c, "what did i ask orrin on the 18th of march", "coach_reply", ["orrin-bob-q"]),
    q(c, "what did i ask orrin after easter", "coach_reply", ["orrin-easter-q"]),
    q(c, "how's orrin getting on", "how_doing", ["orrin-bob", "orrin-bob-b", N2, "orrin-royal"]),
    q(c, "is orrin still keen on the tenor", "recency", ["orrin-tenor-q", "orrin-tenor"]),
    q(c, "what grade did orrin get in his mocks", "numbers", None, NEVER),
    q(c, "how many touches has orrin rung", "numbers", BOB),
    q(c, "orrin's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "orrin's cornet", "possessive", None, OTHER_TRAINER),
    q(c, "orrin in september", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Japheth: Ferdie (dev) — E45, Betnovate instead, Dermovate instead
c = "ferdie"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-japheth-ferdie-19990308"
L1, L2 = lab(c, "19990120"), lab(c, "19990526")
MED = ["ferdie-e45", "ferdie-betnovate", "ferdie-dermovate", N2]
QUESTIONS += [
    q(c, "what's ferdie using on his hand", "named", MED + ["ferdie-off", N3], key="fe-med"),
    q(c, "what was he on before that", "follow_up", ["ferdie-betnovate", "ferdie-dermovate", N2], follow="fe-med"),
    q(c, "who put him on the dermovate", "follow_up", ["ferdie-dermovate", TR], follow="fe-med"),
    q(c, "why was it changed", "follow_up", ["ferdie-dermovate", N2], follow="fe-med"),
    q(c, "what's the skin doctor called", "follow_up", None, NEVER, follow="fe-med"),
    q(c, "what did ferdie start on for his hand", "named", ["ferdie-e45"]),
    q(c, "when did ferdie switch to betnovate", "named", ["ferdie-betnovate"]),
    q(c, "what was ferdie using on his hand in february", "topic_period", ["ferdie-betnovate"]),
    q(c, "was ferdie on dermovate in february", "yes_no", ["ferdie-betnovate", "ferdie-dermovate"]),
    q(c, "is ferdie still on the dermovate", "recency", ["ferdie-off", N3]),
    q(c, "when did ferdie come off the dermovate", "named", ["ferdie-off", N3]),
    q(c, "which hand is it", "named", ["ferdie-e45"]),
    q(c, "what's causing ferdie's eczema", "named", ["ferdie-e45", "ferdie-betnovate"]),
    q(c, "did the e45 help ferdie", "yes_no", ["ferdie-e45", "ferdie-betnovate", N2]),
    q(c, "what did the clinic say about the glove", "transcript", [TR]),
    q(c, "can ferdie still feed tansy", "transcript", [TR]),
    q(c, "what did gertie say on the call", "transcript", [TR]),
    q(c, "who flew tansy while ferdie's hand healed", "named", ["ferdie-dermovate-coach"]),
    q(c, "when did ferdie fly tansy again himself", "named", ["ferdie-back"]),
    q(c, "tansy's first rabbit of the year", "named", ["ferdie-rabbit", "ferdie-rabbit-coach"], key="fe-rab"),
    q(c, "what did she weigh", "follow_up", ["ferdie-weight"], follow="fe-rab"),
    q(c, "where was it", "follow_up", ["ferdie-rabbit"], follow="fe-rab"),
    q(c, "how many rabbits has tansy caught this year", "numbers", None, NEVER),
    q(c, "is tansy moulting", "yes_no", ["ferdie-moult", N3], key="fe-moult"),
    q(c, "when did he put her up", "follow_up", ["ferdie-moult"], follow="fe-moult"),
    q(c, "when will she fly again", "follow_up", ["ferdie-moult-coach"], follow="fe-moult"),
    q(c, "did ferdie fly tansy at the northumberland meet", "yes_no", ["ferdie-meet"]),
    q(c, "has ferdie flown tansy every weekend since april", "yes_no", None, NEVER),
    q(c, "ferdie's vitamin d", "health", [L1, L2], key="fe-vd"),
    q(c, "has it come up", "follow_up", [L1, L2], follow="fe-vd"),
    q(c, "was ferdie's vitamin d low in january", "health", [L1]),
    q(c, "ferdie's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "ferdie's heart rate in march", "health", span(c, HR, "1999-03-01", "1999-03-31")),
    q(c, "my first note on ferdie", "note", [N1]),
    q(c, "what did i write about ferdie in march", "note", [N2]),
    q(c, "my may note on ferdie", "note", [N3]),
    q(c, "ferdie's check in in february", "checkin", [C1]),
    q(c, "ferdie's stress at the end of april", "checkin", [C2]),
    q(c, "ferdie eczma cream", "misspelling", MED),
    q(c, "ferdinand aynsly dermovate", "misspelling", ["ferdie-dermovate", TR, N2]),
    q(c, "the old gamekeeper's hand", "paraphrase", MED),
    q(c, "the retired keeper's hawk moulting", "paraphrase", ["ferdie-moult", N3]),
    q(c, "ferdie in march", "topic_period", ["ferdie-dermovate", "ferdie-dermovate-coach", TR]),
    q(c, "ferdie in may", "topic_period", ["ferdie-moult", "ferdie-moult-coach"]),
    q(c, "what did ferdie say on the 19th of february", "date_window", ["ferdie-rabbit", "ferdie-weight"]),
    q(c, "what did ferdie say on mothering sunday", "date_window", None, NEVER),
    q(c, "what did i tell ferdie about the moult", "coach_reply", ["ferdie-moult-coach"]),
    q(c, "what did i tell ferdie to do about the glove in january", "coach_reply", ["ferdie-e45-coach"]),
    q(c, "what did ferdie used to do", "profile_attribute", [P]),
    q(c, "what's ferdie's hawk called", "profile_attribute", [P, N1]),
    q(c, "who's gertie", "profile_attribute", [P, TR, "ferdie-meet"]),
    q(c, "ferdie's goal", "profile", [P]),
    q(c, "how's ferdie doing", "how_doing", ["ferdie-off", "ferdie-moult", "ferdie-meet", N3, weeks(c, HR)]),
    q(c, "did ferdie take tablets for his hand", "yes_no", None, NEVER),
    q(c, "did ferdie lose his hawk", "yes_no", None, OTHER_CLIENT),
    q(c, "ferdie's knee brace", "possessive", None, OTHER_TRAINER),
    q(c, "ferdie in october", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Japheth: Ket (test) — the lost falcon and Douglas's job, in the club chat
c = "ket"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
LOST = ["g-ket-lost", "g-ket-found"]
JOB = ["g-ket-job", "g-ket-sawmill"]
QUESTIONS += [
    q(c, "what happened to ket's falcon", "named", LOST, key="ke-lost"),
    q(c, "where did she go off", "follow_up", ["g-ket-lost"], follow="ke-lost"),
    q(c, "where was she found", "follow_up", ["g-ket-found"], follow="ke-lost"),
    q(c, "how long was she out", "follow_up", ["g-ket-found"], follow="ke-lost"),
    q(c, "who went looking with her", "follow_up", ["g-ket-lost"], follow="ke-lost"),
    q(c, "what was she chasing", "follow_up", ["g-ket-lost"], follow="ke-lost"),
    q(c, "what tracker does she use", "follow_up", ["g-ket-lost"], follow="ke-lost"),
    q(c, "why did ket stop flying sorrel in march", "named", ["ket-busy"] + LOST),
    q(c, "did ket tell me sorrel was lost", "yes_no", ["ket-busy", "g-ket-lost"]),
    q(c, "was ket just busy in march", "yes_no", ["ket-busy"] + LOST),
    q(c, "what happened to ket's falcon on the 6th of march", "date_window", ["g-ket-lost"]),
    q(c, "when did ket fly sorrel again", "named", ["ket-back", N2]),
    q(c, "why did ket want to stop her lessons", "named", ["ket-money", "g-ket-job"], key="ke-job"),
    q(c, "what happened to douglas's job", "follow_up", JOB, follow="ke-job"),
    q(c, "where's he working now", "follow_up", ["g-ket-sawmill"], follow="ke-job"),
    q(c, "how much does the sawmill pay", "follow_up", None, NEVER, follow="ke-job"),
    q(c, "is ket selling sorrel", "yes_no", JOB),
    q(c, "how many days in a row was ket out looking for sorrel", "numbers", LOST),
    q(c, "did ket fly sorrel at the wooler show", "yes_no", ["ket-show", "ket-show-coach"], key="ke-show"),
    q(c, "how did the crowd take it", "follow_up", ["ket-show"], follow="ke-show"),
    q(c, "how far did sorrel come to the lure in january", "numbers", ["ket-lure"]),
    q(c, "what did sorrel weigh in february", "numbers", ["ket-weight"]),
    q(c, "what does sorrel weigh now", "numbers", None, NEVER),
    q(c, "what did i tell ket about paying", "coach_reply", ["ket-money-coach"]),
    q(c, "what did i say after the wooler show", "coach_reply", ["ket-show-coach"]),
    q(c, "has ket flown sorrel every week since march", "yes_no", None, NEVER),
    q(c, "ket's steps", "health", [weeks(c, S)]),
    q(c, "ket's steps in march", "health", span(c, S, "1999-03-01", "1999-03-31")),
    q(c, "have ket's steps gone down since january", "health", span(c, S, "1999-01-01", "1999-01-31") + [weeks(c, S)]),
    q(c, "my first note on ket", "note", [N1]),
    q(c, "what did i write about ket after she came back", "note", [N2]),
    q(c, "ket's check in in march", "checkin", [C1]),
    q(c, "ket's stress in june", "checkin", [C2]),
    q(c, "keturah laidlaw falcon lost", "misspelling", LOST),
    q(c, "sorel lost harbotle", "misspelling", LOST),
    q(c, "the wooler dinner lady's falcon", "paraphrase", LOST),
    q(c, "the vegetarian falconer's partner's job", "paraphrase", JOB),
    q(c, "ket in may", "topic_period", ["ket-money", "ket-money-coach", "g-ket-job"]),
    q(c, "ket in june", "topic_period", ["ket-sorted", "g-ket-sawmill", "ket-show", "ket-show-coach"]),
    q(c, "what did ket say on the 9th of march", "date_window", ["g-ket-found"]),
    q(c, "what did ket say on good friday", "date_window", None, NEVER),
    q(c, "what does ket do", "profile_attribute", [P]),
    q(c, "is ket vegetarian", "profile_attribute", [P]),
    q(c, "who's douglas", "profile_attribute", [P, "g-ket-lost", "g-ket-job"]),
    q(c, "ket's goal", "profile", [P]),
    q(c, "how's ket doing", "how_doing", ["ket-show", "ket-sorted", "g-ket-sawmill", weeks(c, S)]),
    q(c, "is ket still having lessons", "recency", ["ket-sorted"]),
    q(c, "did ket's falcon catch a rabbit", "yes_no", None, OTHER_CLIENT),
    q(c, "ket's eczema", "possessive", None, OTHER_CLIENT),
    q(c, "ket's stroke", "possessive", None, OTHER_TRAINER),
    q(c, "ket in november", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Japheth: Hugo (test) — records that correct themselves
c = "hugo"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
WT = ["hugo-weight", "hugo-weight-fix"]
KILL = ["hugo-kill", "hugo-kill-fix"]
DISP = ["hugo-display", "hugo-display-fix"]
QUESTIONS += [
    q(c, "what's tinder's flying weight", "numbers", WT + [N1], key="hu-wt"),
    q(c, "what did i say about it", "follow_up", ["hugo-weight-coach"], follow="hu-wt"),
    q(c, "hugo said tinder flew at 165g, is that right", "yes_no", WT),
    q(c, "did tinder fly at 165 grams in january", "yes_no", WT),
    q(c, "when was tinder's first kill", "named", KILL, key="hu-kill"),
    q(c, "what did she catch", "follow_up", ["hugo-kill-fix"], follow="hu-kill"),
    q(c, "who was with him", "follow_up", ["hugo-kill-fix"], follow="hu-kill"),
    q(c, "what did i tell him", "follow_up", ["hugo-kill-coach"], follow="hu-kill"),
    q(c, "where was it exactly", "follow_up", ["hugo-kill"], follow="hu-kill"),
    q(c, "did tinder catch a mouse", "yes_no", KILL),
    q(c, "was tinder's first kill on saturday the 6th of february", "yes_no", KILL),
    q(c, "what happened on the 7th of february for hugo", "date_window", KILL),
    q(c, "how old is tinder", "numbers", ["hugo-age-fix"]),
    q(c, "is tinder 2", "yes_no", ["hugo-age", "hugo-age-fix"]),
    q(c, "did hugo weigh tinder every day in january", "yes_no", None, NEVER),
    q(c, "how long is hugo's course at kielder", "numbers", ["hugo-course", "hugo-course-fix"], key="hu-course"),
    q(c, "which days", "follow_up", ["hugo-course-fix"], follow="hu-course"),
    q(c, "how much did it cost", "follow_up", None, NEVER, follow="hu-course"),
    q(c, "is the kielder course three days", "yes_no", ["hugo-course", "hugo-course-fix"]),
    q(c, "when was the bamburgh display", "named", DISP + ["hugo-display-result"]),
    q(c, "was hugo's display on the 12th of june", "yes_no", DISP),
    q(c, "what was on the 12th of june for hugo", "date_window", ["hugo-display-fix"]),
    q(c, "how did tinder do at bamburgh", "named", ["hugo-display-result", "g-japheth-hugo", N2], key="hu-disp"),
    q(c, "what did i say", "follow_up", ["hugo-display-coach"], follow="hu-disp"),
    q(c, "how many people watched", "follow_up", None, NEVER, follow="hu-disp"),
    q(c, "has hugo done a public display", "yes_no", ["hugo-display-result", "g-japheth-hugo", N2]),
    q(c, "hugo said bamburgh was on the 12th, did tinder fly there", "yes_no", DISP + ["hugo-display-result"]),
    q(c, "hugo's weight", "health", [weeks(c, W)]),
    q(c, "hugo's weight in may", "health", span(c, W, "1999-05-01", "1999-05-31")),
    q(c, "has hugo's weight come down since january", "health", span(c, W, "1999-01-01", "1999-01-31") + [weeks(c, W)]),
    q(c, "my first note on hugo", "note", [N1]),
    q(c, "my june note on hugo", "note", [N2]),
    q(c, "hugo's check in in february", "checkin", [C1]),
    q(c, "hugo's sleep in may", "checkin", [C2]),
    q(c, "hugo pringel kestrel weight", "misspelling", WT + [N1]),
    q(c, "tinders frist kill", "misspelling", KILL),
    q(c, "the trainee vet's display", "paraphrase", ["hugo-display-result", "g-japheth-hugo", N2]),
    q(c, "the alnwick lad's kestrel kill", "paraphrase", KILL),
    q(c, "hugo in february", "topic_period", ["hugo-kill", "hugo-kill-fix", "hugo-kill-coach"]),
    q(c, "hugo in june", "topic_period", ["hugo-display-result", "hugo-display-coach", "g-japheth-hugo"]),
    q(c, "what did hugo say on the 19th of june", "date_window", ["hugo-display-result"]),
    q(c, "what did hugo say on new year's day", "date_window", None, NEVER),
    q(c, "what did i say to hugo about tinder's weight", "coach_reply", ["hugo-weight-coach"]),
    q(c, "what does hugo do", "profile_attribute", [P]),
    q(c, "who's tarquin", "profile_attribute", [P, "hugo-kill-fix"]),
    q(c, "what bird has hugo got", "profile_attribute", [P, N1]),
    q(c, "hugo's goal", "profile", [P]),
    q(c, "how's hugo doing", "how_doing", ["hugo-display-result", N2, weeks(c, W)]),
    q(c, "has hugo been on the kielder course yet", "recency", [N2]),
    q(c, "did tinder get lost", "yes_no", None, OTHER_CLIENT),
    q(c, "hugo's harris hawk", "possessive", None, OTHER_CLIENT),
    q(c, "hugo's sled dogs", "possessive", None, OTHER_TRAINER),
    q(c, "hugo in december", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Clarimond: Queenie (dev) — Basil's stroke, in the club chat
c = "queenie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
ST = ["g-queenie-stroke", "g-queenie-home"]
QUESTIONS += [
    q(c, "why did queenie miss glenmore", "named", ["queenie-family", "g-queenie-stroke"]),
    q(c, "was queenie's time off just family stuff", "yes_no", ["queenie-family", "g-queenie-stroke", N2]),
    q(c, "what happened to basil", "named", ST, key="qu-basil"),
    q(c, "which hospital was he in", "follow_up", ["g-queenie-stroke"], follow="qu-basil"),
    q(c, "when did he get home", "follow_up", ["g-queenie-home"], follow="qu-basil"),
    q(c, "how is he now", "follow_up", ["g-queenie-home", "g-queenie-sloe"], follow="qu-basil"),
    q(c, "who was his consultant", "follow_up", None, NEVER, follow="qu-basil"),
    q(c, "did queenie want me to know about basil", "yes_no", ["g-queenie-stroke"]),
    q(c, "how long was queenie away from the dogs", "numbers", ["queenie-family", "queenie-back", N2]),
    q(c, "how did queenie do at aviemore", "named", ["queenie-aviemore", "queenie-aviemore-coach", N1], key="qu-avi"),
    q(c, "where did she come", "follow_up", ["queenie-aviemore", N1], follow="qu-avi"),
    q(c, "what class was she in", "follow_up", ["queenie-aviemore", N1], follow="qu-avi"),
    q(c, "what was her time", "follow_up", None, NEVER, follow="qu-avi"),
    q(c, "did queenie finish aviemore", "yes_no", ["queenie-aviemore", N1]),
    q(c, "when was queenie back on the rig", "named", ["queenie-back", N2], key="qu-back"),
    q(c, "how far did she go", "follow_up", ["queenie-back"], follow="qu-back"),
    q(c, "why is queenie walking the dogs at 5am", "named", ["queenie-warm"]),
    q(c, "did queenie run the dogs every morning in may", "yes_no", None, NEVER),
    q(c, "did queenie sell a dog", "yes_no", ["queenie-sloe", "g-queenie-sloe"], key="qu-sloe"),
    q(c, "who to", "follow_up", ["queenie-sloe", "g-queenie-sloe"], follow="qu-sloe"),
    q(c, "why did she sell", "follow_up", ["g-queenie-sloe"], follow="qu-sloe"),
    q(c, "how much did she get for her", "follow_up", None, NEVER, follow="qu-sloe"),
    q(c, "did queenie win anything this year", "yes_no", ["g-queenie-walk"], key="qu-walk"),
    q(c, "how many were in her class", "follow_up", ["g-queenie-walk"], follow="qu-walk"),
    q(c, "what's queenie's lead dog called", "profile_attribute", [P, "queenie-jan", N1]),
    q(c, "how far did juniper lead in january", "numbers", ["queenie-jan"]),
    q(c, "has queenie raced every weekend since april", "yes_no", None, NEVER),
    q(c, "queenie's steps", "health", [weeks(c, S)]),
    q(c, "queenie's steps in march", "health", span(c, S, "1999-03-01", "1999-03-31")),
    q(c, "have queenie's steps dropped since january", "health", span(c, S, "1999-01-01", "1999-01-31") + [weeks(c, S)]),
    q(c, "my first note on queenie", "note", [N1]),
    q(c, "what did i write about queenie in april", "note", [N2]),
    q(c, "queenie's check in in march", "checkin", [C1]),
    q(c, "queenie's stress in may", "checkin", [C2]),
    q(c, "quenie horocks basil", "misspelling", ST),
    q(c, "queenie avimore", "misspelling", ["queenie-aviemore", N1]),
    q(c, "the kincraig cook's husband", "paraphrase", ST),
    q(c, "the old lady who finished aviemore", "paraphrase", ["queenie-aviemore", N1]),
    q(c, "queenie in february", "topic_period", ["queenie-family", "queenie-family-coach", "g-queenie-stroke"]),
    q(c, "queenie in may", "topic_period", ["queenie-warm", "g-queenie-walk"]),
    q(c, "what did queenie say on the day of the cup final", "date_window", ["g-queenie-walk"]),
    q(c, "what did queenie say on st david's day", "date_window", None, NEVER),
    q(c, "what did i say when queenie finished aviemore", "coach_reply", ["queenie-aviemore-coach"]),
    q(c, "what did i say about juniper", "coach_reply", ["queenie-jan-coach"]),
    q(c, "what did queenie do before she retired", "profile_attribute", [P]),
    q(c, "queenie's goal", "profile", [P]),
    q(c, "has queenie met her goal", "profile", [P, "queenie-aviemore", N1]),
    q(c, "how's queenie doing", "how_doing", ["queenie-back", "queenie-warm", "g-queenie-home", N2, weeks(c, S)]),
    q(c, "is basil any better", "recency", ["g-queenie-home"]),
    q(c, "did queenie have a stroke", "yes_no", ["g-queenie-stroke"]),
    q(c, "queenie's knee", "possessive", None, OTHER_CLIENT),
    q(c, "queenie's euphonium", "possessive", None, OTHER_TRAINER),
    q(c, "queenie's rallies last winter", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Clarimond: Cris (dev) — records that correct themselves
c = "cris"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
AVI = ["cris-aviemore", "cris-aviemore-fix"]
FESH = ["cris-fesh", "cris-fesh-fix"]
QUESTIONS += [
    q(c, "where did cris come at aviemore", "named", AVI + [N1], key="cr-avi"),
    q(c, "what was his time", "follow_up", ["cris-aviemore-fix", N1], follow="cr-avi"),
    q(c, "why did he get it wrong", "follow_up", ["cris-aviemore-fix"], follow="cr-avi"),
    q(c, "what did i say", "follow_up", ["cris-aviemore-coach"], follow="cr-avi"),
    q(c, "who won it", "follow_up", None, NEVER, follow="cr-avi"),
    q(c, "cris said he was 3rd at aviemore, was he", "yes_no", AVI),
    q(c, "was it 14:20 at aviemore", "yes_no", AVI),
    q(c, "what's cris's best time", "numbers", ["cris-aviemore-fix", "cris-aviemore-coach", "cris-fesh-result"]),
    q(c, "what day does cris train", "named", ["cris-day", "cris-day-fix", N1]),
    q(c, "does cris train on tuesdays", "yes_no", ["cris-day", "cris-day-fix"]),
    q(c, "how much was cris's new rig", "numbers", ["cris-rig", "cris-rig-fix"], key="cr-rig"),
    q(c, "who had the receipt", "follow_up", ["cris-rig-fix"], follow="cr-rig"),
    q(c, "where did he buy it", "follow_up", None, NEVER, follow="cr-rig"),
    q(c, "did cris pay £450 for the rig", "yes_no", ["cris-rig", "cris-rig-fix"]),
    q(c, "when was the feshiebridge rally", "named", FESH + ["cris-fesh-result", N2]),
    q(c, "cris said feshiebridge was on the 13th of march, how did he do", "named", FESH + ["cris-fesh-result", N2]),
    q(c, "what was on the 13th of march for cris", "date_window", ["cris-fesh-fix"]),
    q(c, "was the feshiebridge rally on the 13th of march", "yes_no", FESH),
    q(c, "did cris get a podium", "yes_no", ["cris-fesh-result", "cris-fesh-coach", N2], key="cr-pod"),
    q(c, "what was his time there", "follow_up", ["cris-fesh-result", N2], follow="cr-pod"),
    q(c, "is cris faster than at aviemore", "yes_no", ["cris-aviemore-fix", "cris-fesh-result"]),
    q(c, "how old is sloe", "numbers", ["cris-sloe-fix"]),
    q(c, "how many rallies has cris raced this year", "numbers", ["cris-aviemore", "cris-fesh-result"]),
    q(c, "is sloe 3", "yes_no", ["cris-sloe", "cris-sloe-fix"]),
    q(c, "where did cris get sloe", "named", ["cris-sloe"]),
    q(c, "has cris trained every thursday since february", "yes_no", None, NEVER),
    q(c, "cris's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "cris's heart rate in february", "health", span(c, HR, "1999-02-01", "1999-02-28")),
    q(c, "has cris's heart rate come down since january", "health", span(c, HR, "1999-01-01", "1999-01-31") + [weeks(c, HR)]),
    q(c, "my first note on cris", "note", [N1]),
    q(c, "what did i write about cris in march", "note", [N2]),
    q(c, "cris's check in in february", "checkin", [C1]),
    q(c, "cris's sleep after feshiebridge", "checkin", [C2]),
    q(c, "crispin ogden aviemore", "misspelling", AVI + [N1]),
    q(c, "cris feshibridge result", "misspelling", ["cris-fesh-result", N2]),
    q(c, "the carrbridge forester's new rig", "paraphrase", ["cris-rig", "cris-rig-fix"]),
    q(c, "the forestry lad's podium", "paraphrase", ["cris-fesh-result", "cris-fesh-coach", N2]),
    q(c, "cris in march", "topic_period", ["cris-fesh", "cris-fesh-fix", "cris-fesh-result", "cris-fesh-coach"]),
    q(c, "cris in june", "topic_period", ["cris-sloe", "cris-sloe-fix"]),
    q(c, "what did cris say on the 20th of march", "date_window", ["cris-fesh-result"]),
    q(c, "what did cris say on easter sunday", "date_window", None, NEVER),
    q(c, "what did i say after feshiebridge", "coach_reply", ["cris-fesh-coach"]),
    q(c, "what does cris do", "profile_attribute", [P]),
    q(c, "who's lesley", "profile_attribute", [P, "cris-rig-fix"]),
    q(c, "cris's goal", "profile", [P]),
    q(c, "has cris met his goal", "profile", [P, "cris-fesh-result", "cris-fesh-coach", N2]),
    q(c, "how's cris doing", "how_doing", ["cris-fesh-result", "cris-sloe", N2, weeks(c, HR)]),
    q(c, "how many dogs has cris got now", "numbers", None, NEVER),
    q(c, "did cris hurt his knee", "yes_no", None, OTHER_CLIENT),
    q(c, "cris's cold sore", "possessive", None, OTHER_TRAINER),
    q(c, "cris's rallies in november", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Clarimond: Rosie (test) — the knee, from the icy bend to the race back
c = "rosie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-clarimond-rosie-steps"
TR = "tr-clarimond-rosie-19990119"
KN = ["rosie-onset", "rosie-xray", "g-clarimond-rosie", N1]
QUESTIONS += [
    q(c, "rosie's knee", "possessive", KN, key="ro-knee"),
    q(c, "how did she do it", "follow_up", ["rosie-onset", "g-clarimond-rosie", N1], follow="ro-knee"),
    q(c, "which knee", "follow_up", ["rosie-onset", N1], follow="ro-knee"),
    q(c, "what did the hospital say", "follow_up", ["rosie-xray", TR, N1], follow="ro-knee"),
    q(c, "what did i tell her", "follow_up", ["rosie-xray-coach"], follow="ro-knee"),
    q(c, "who saw her at raigmore", "follow_up", None, NEVER, follow="ro-knee"),
    q(c, "when did rosie hurt her knee", "named", ["rosie-onset", "g-clarimond-rosie", N1]),
    q(c, "when did rosie's knee trouble start", "named", ["rosie-onset", N1]),
    q(c, "what happened to rosie on the 17th of january", "date_window", ["rosie-onset", "g-clarimond-rosie"]),
    q(c, "how many weeks was rosie off the rig", "numbers", ["rosie-onset", "rosie-back", N2]),
    q(c, "did rosie go to physio every week", "yes_no", None, NEVER),
    q(c, "how long was rosie in a brace", "numbers", ["rosie-xray", "rosie-brace", N1, N2]),
    q(c, "when did rosie's brace come off", "named", ["rosie-brace", N2]),
    q(c, "who ran her dogs", "named", ["rosie-xray-coach", TR]),
    q(c, "could rosie work with the knee", "transcript", [TR]),
    q(c, "what did roland say on the call", "transcript", [TR]),
    q(c, "did rosie race at aviemore", "yes_no", ["rosie-aviemore"]),
    q(c, "where's rosie having physio", "named", ["rosie-physio", N2], key="ro-ph"),
    q(c, "what exercises", "follow_up", ["rosie-physio"], follow="ro-ph"),
    q(c, "when was rosie back on the rig", "named", ["rosie-back", N2], key="ro-back"),
    q(c, "how many dogs did she take", "follow_up", ["rosie-back"], follow="ro-back"),
    q(c, "what did i say about quince", "follow_up", ["rosie-back-coach"], follow="ro-back"),
    q(c, "when was rosie back racing", "named", ["rosie-race", N2]),
    q(c, "how did rosie do at feshiebridge", "named", ["rosie-race", N2]),
    q(c, "when was rosie signed off", "named", ["rosie-signed", N2]),
    q(c, "has rosie stopped having trouble with her knee", "yes_no", ["rosie-signed", "rosie-may"]),
    q(c, "was rosie on the rig in february", "yes_no", ["rosie-xray", "rosie-brace", "rosie-back", N2]),
    q(c, "has rosie run the dogs every week since march", "yes_no", None, NEVER),
    q(c, "rosie's steps", "health", [weeks(c, S)], key="ro-s"),
    q(c, "and her goal?", "follow_up", [G, P], follow="ro-s"),
    q(c, "has she hit it", "follow_up", [G, weeks(c, S)], follow="ro-s"),
    q(c, "have rosie's steps gone up since january", "health", span(c, S, "1999-01-01", "1999-01-31") + [weeks(c, S)]),
    q(c, "rosie's steps in february", "health", span(c, S, "1999-02-01", "1999-02-28")),
    q(c, "my first note on rosie", "note", [N1]),
    q(c, "what did i write about rosie in april", "note", [N2]),
    q(c, "rosie's check in with the knee", "checkin", [C1]),
    q(c, "rosie's stress in april", "checkin", [C2]),
    q(c, "ambrosine charnly knee", "misspelling", KN),
    q(c, "rosies brase", "misspelling", ["rosie-xray", "rosie-brace", N1, N2]),
    q(c, "the kingussie dental nurse's knee", "paraphrase", KN),
    q(c, "the girl whose rig tipped on the bend", "paraphrase", ["rosie-onset", "g-clarimond-rosie"]),
    q(c, "rosie in march", "topic_period", ["rosie-brace", "rosie-back", "rosie-back-coach", "rosie-race"]),
    q(c, "how was rosie in january", "topic_period", ["rosie-onset", "rosie-xray", "rosie-xray-coach", "rosie-aviemore", "g-clarimond-rosie"]),
    q(c, "what did rosie say on the 1st of april", "date_window", ["rosie-signed"]),
    q(c, "what did rosie say on the day of the cup final", "date_window", ["rosie-may"]),
    q(c, "what did i say when rosie got back on the rig", "coach_reply", ["rosie-back-coach"]),
    q(c, "what does rosie do", "profile_attribute", [P]),
    q(c, "who's roland", "profile_attribute", [P, TR]),
    q(c, "what's rosie's lead dog", "profile_attribute", [P]),
    q(c, "rosie's goal", "profile", [P]),
    q(c, "how's rosie doing", "how_doing", ["rosie-signed", "rosie-may", N2, weeks(c, S)]),
    q(c, "is rosie's knee ok now", "recency", ["rosie-may", "rosie-signed"]),
    q(c, "how much did rosie's brace cost", "numbers", None, NEVER),
    q(c, "did rosie buy a new rig", "yes_no", None, OTHER_CLIENT),
    q(c, "rosie's falcon", "possessive", None, OTHER_TRAINER),
    q(c, "rosie in october", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Enoch: Finlay (dev) — says little
c = "finlay"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
WON = ["finlay-contest-q", "finlay-contest", "finlay-contest-b", "g-enoch-finlay", N2]
QUESTIONS += [
    q(c, "is finlay coming to junior band in january", "yes_no", ["finlay-jan-q", "finlay-jan"]),
    q(c, "did finlay pass his grade 5", "yes_no", ["finlay-grade-q", "finlay-grade", N2], key="fi-grade"),
    q(c, "what did he get", "follow_up", ["finlay-grade", N2], follow="fi-grade"),
    q(c, "who was the examiner", "follow_up", None, NEVER, follow="fi-grade"),
    q(c, "did finlay play at dobcross", "yes_no", ["finlay-contest-q", "finlay-contest-a", "finlay-contest", "g-enoch-finlay"], key="fi-won"),
    q(c, "how did he do", "follow_up", ["finlay-contest", "finlay-contest-b", "g-enoch-finlay", N2], follow="fi-won"),
    q(c, "what did he play", "follow_up", None, NEVER, follow="fi-won"),
    q(c, "did finlay win the slow melody", "yes_no", WON),
    q(c, "when did finlay win the slow melody", "named", WON),
    q(c, "why did finlay miss band on the 26th of april", "named", ["finlay-lip-q", "finlay-lip"], key="fi-lip"),
    q(c, "did he tell me beforehand", "follow_up", ["finlay-lip-q", "finlay-lip"], follow="fi-lip"),
    q(c, "did finlay go to band every week in april", "yes_no", ["finlay-lip-q", "finlay-lip"]),
    q(c, "did finlay go to junior band every thursday in march", "yes_no", None, NEVER),
    q(c, "is finlay marching on whit friday", "yes_no", ["finlay-whit-q", "finlay-whit"]),
    q(c, "will finlay play the junior concert", "yes_no", ["finlay-concert-q", "finlay-concert"], key="fi-con"),
    q(c, "why not", "follow_up", ["finlay-concert"], follow="fi-con"),
    q(c, "where's he going", "follow_up", None, NEVER, follow="fi-con"),
    q(c, "did finlay play at the junior concert", "yes_no", ["finlay-concert", "g-enoch-concert"]),
    q(c, "who brings finlay to band", "profile_attribute", [P, N1]),
    q(c, "what does finlay play", "profile_attribute", [P, N1]),
    q(c, "finlay's goal", "profile", [P]),
    q(c, "has finlay met his goal", "profile", [P] + WON),
    q(c, "my first note on finlay", "note", [N1]),
    q(c, "what did i write about finlay in march", "note", [N2]),
    q(c, "finlay's check in", "checkin", [C1]),
    q(c, "finlay's sleep in march", "checkin", [C1]),
    q(c, "finley firth slow melody", "misspelling", WON),
    q(c, "finlays grade 5 result", "misspelling", ["finlay-grade", N2]),
    q(c, "the second cornet lad's contest", "paraphrase", WON),
    q(c, "the lad stanley brings", "paraphrase", [P, N1]),
    q(c, "finlay in march", "topic_period", ["finlay-contest-q", "finlay-contest-a", "finlay-contest", "finlay-contest-b", "g-enoch-finlay"]),
    q(c, "finlay in june", "topic_period", ["finlay-concert-q", "finlay-concert", "g-enoch-concert"]),
    q(c, "what did finlay say on the 14th of march", "date_window", ["finlay-contest", "finlay-contest-b"]),
    q(c, "what did finlay say on easter monday", "date_window", None, NEVER),
    q(c, "what did i ask finlay on the 27th of april", "coach_reply", ["finlay-lip-q"]),
    q(c, "what did i ask finlay about whit friday", "coach_reply", ["finlay-whit-q"]),
    q(c, "how's finlay getting on", "how_doing", ["finlay-contest", "finlay-grade", "finlay-whit", N2]),
    q(c, "is finlay's lip ok now", "recency", ["finlay-lip", "finlay-whit"]),
    q(c, "has finlay had a sore lip", "yes_no", ["finlay-lip-q", "finlay-lip"]),
    q(c, "how many marks did finlay get at dobcross", "numbers", None, NEVER),
    q(c, "how many contests has finlay won this year", "numbers", WON),
    q(c, "did finlay play all 9 contests on whit friday", "yes_no", None, OTHER_CLIENT),
    q(c, "finlay's famvir", "possessive", None, OTHER_CLIENT),
    q(c, "finlay's kestrel", "possessive", None, OTHER_TRAINER),
    q(c, "finlay in 1998", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Enoch: Amyas (test) — a run of days of practice
c = "amyas"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-enoch-amyas-weight"
L1, L2 = lab(c, "19990114"), lab(c, "19990610")
ARUN = tags("amyas-", "day1", "day31", "day59", "broke", "day50", "day86") + [N1, N2]
QUESTIONS += [
    q(c, "amyas's practice run", "possessive", ARUN, key="ay-run"),
    q(c, "what broke it", "follow_up", ["amyas-broke", N2], follow="ay-run"),
    q(c, "where was he", "follow_up", ["amyas-broke"], follow="ay-run"),
    q(c, "what day is he on now", "follow_up", ["amyas-day86"], follow="ay-run"),
    q(c, "what did i tell him when it broke", "follow_up", ["amyas-broke-coach"], follow="ay-run"),
    q(c, "how many days in a row did amyas practise before easter", "numbers", ["amyas-broke", N2]),
    q(c, "did amyas practise every day in january", "yes_no", ["amyas-day31"]),
    q(c, "did amyas practise on easter monday", "yes_no", ["amyas-broke", N2]),
    q(c, "when did amyas's run end", "named", ["amyas-broke", N2]),
    q(c, "when did amyas start his new run", "named", ["amyas-broke", "amyas-broke-coach", N2]),
    q(c, "is amyas's new run longer than the old one", "yes_no", ["amyas-broke", "amyas-day86"]),
    q(c, "how many days had amyas done by the end of february", "numbers", ["amyas-day59"]),
    q(c, "what day of his run was amyas on on the 25th of may", "numbers", ["amyas-day50"]),
    q(c, "has amyas missed a rehearsal since april", "yes_no", ["amyas-day86", "amyas-shift"]),
    q(c, "which rehearsal did amyas miss", "named", ["amyas-shift", N2], key="ay-miss"),
    q(c, "why", "follow_up", ["amyas-shift"], follow="ay-miss"),
    q(c, "did he let me know first", "follow_up", ["amyas-shift"], follow="ay-miss"),
    q(c, "did amyas practise every day in february", "yes_no", ["amyas-day59"]),
    q(c, "has amyas practised every day since the 6th of april", "yes_no", ["amyas-day50", "amyas-day86", N2]),
    q(c, "how many days did amyas miss at easter", "numbers", ["amyas-broke"]),
    q(c, "has amyas been to every rehearsal since january", "yes_no", ["amyas-shift", N2]),
    q(c, "has amyas missed a day of practice since easter", "yes_no", ["amyas-day50", "amyas-day86"]),
    q(c, "when did amyas start practising every day", "named", ["amyas-day1", N1]),
    q(c, "how many contests did amyas play on whit friday", "numbers", ["amyas-whit"], key="ay-whit"),
    q(c, "what did i say", "follow_up", ["amyas-whit-coach"], follow="ay-whit"),
    q(c, "which one did they win", "follow_up", None, NEVER, follow="ay-whit"),
    q(c, "what did amyas say the day after whit friday", "date_window", ["g-amyas-whit"]),
    q(c, "amyas's weight", "health", [weeks(c, W)], key="ay-w"),
    q(c, "and his goal?", "follow_up", [G, P], follow="ay-w"),
    q(c, "has he reached it", "follow_up", [G, weeks(c, W)], follow="ay-w"),
    q(c, "has amyas's weight come down since january", "health", span(c, W, "1999-01-01", "1999-01-31") + [weeks(c, W)]),
    q(c, "amyas's weight in april", "health", span(c, W, "1999-04-01", "1999-04-30")),
    q(c, "amyas's cholesterol", "health", [L1, L2], key="ay-chol"),
    q(c, "has it come down", "follow_up", [L1, L2], follow="ay-chol"),
    q(c, "my first note on amyas", "note", [N1]),
    q(c, "what did i write about amyas in june", "note", [N2]),
    q(c, "amyas's check in after easter", "checkin", [C1]),
    q(c, "amyas's stress in june", "checkin", [C2]),
    q(c, "amyus greenwood practise days", "misspelling", ARUN),
    q(c, "amyas euphonim streak", "misspelling", ARUN),
    q(c, "the uppermill bus driver's run of practice", "paraphrase", ARUN),
    q(c, "the euph player who forgot his instrument at easter", "paraphrase", ["amyas-broke", N2]),
    q(c, "amyas in april", "topic_period", ["amyas-broke", "amyas-broke-coach", "amyas-shift"]),
    q(c, "amyas in january", "topic_period", ["amyas-day1", "amyas-day31", "amyas-day31-coach"]),
    q(c, "what did amyas say on new year's day", "date_window", ["amyas-day1"]),
    q(c, "what did amyas say on valentine's day", "date_window", None, NEVER),
    q(c, "what did i say when amyas got to 31 days", "coach_reply", ["amyas-day31-coach"]),
    q(c, "what does amyas do for work", "profile_attribute", [P]),
    q(c, "who's glenda", "profile_attribute", [P, "amyas-broke"]),
    q(c, "what does amyas play", "profile_attribute", [P, N1]),
    q(c, "amyas's goal", "profile", [P]),
    q(c, "how's amyas doing", "how_doing", ["amyas-day86", "amyas-whit", N2, weeks(c, W)]),
    q(c, "is amyas still practising every day", "recency", ["amyas-day86"]),
    q(c, "how long does amyas practise for each day", "numbers", None, NEVER),
    q(c, "did amyas have a cold sore", "yes_no", None, OTHER_CLIENT),
    q(c, "amyas's quarter peal", "possessive", None, OTHER_TRAINER),
    q(c, "amyas's practice in november", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Enoch: Jeremy (test) — Blistex, Zovirax instead, Famvir instead
c = "jeremy"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-enoch-jeremy-19990419"
JMED = ["jeremy-blistex", "jeremy-zovirax", "jeremy-famvir", N2]
QUESTIONS += [
    q(c, "what's jeremy taking for his cold sores", "named", JMED + ["jeremy-done"], key="je-med"),
    q(c, "what was he on before that", "follow_up", ["jeremy-zovirax", "jeremy-famvir", N2], follow="je-med"),
    q(c, "who suggested the zovirax", "follow_up", ["jeremy-zovirax"], follow="je-med"),
    q(c, "who prescribed the tablets", "follow_up", ["jeremy-famvir", TR], follow="je-med"),
    q(c, "why was it changed", "follow_up", ["jeremy-famvir", N2], follow="je-med"),
    q(c, "which gp", "follow_up", None, NEVER, follow="je-med"),
    q(c, "what did jeremy start on for his lip", "named", ["jeremy-blistex", N1]),
    q(c, "when did jeremy switch to zovirax", "named", ["jeremy-zovirax", N2]),
    q(c, "what was jeremy using in march", "topic_period", ["jeremy-zovirax", "jeremy-clear"]),
    q(c, "was jeremy on famvir in march", "yes_no", ["jeremy-zovirax", "jeremy-famvir", N2]),
    q(c, "is jeremy still on the famvir", "recency", ["jeremy-done"]),
    q(c, "has jeremy had a cold sore since april", "yes_no", ["jeremy-done"]),
    q(c, "how many cold sores has jeremy had this year", "numbers", ["jeremy-famvir", N2]),
    q(c, "where's the cold sore", "named", ["jeremy-blistex"]),
    q(c, "how often does he put the zovirax on", "numbers", ["jeremy-zovirax"]),
    q(c, "what did rita say on the call", "transcript", [TR]),
    q(c, "can jeremy still do his warm ups", "transcript", [TR]),
    q(c, "did jeremy play the area contest", "yes_no", ["jeremy-area", "g-enoch-area"], key="je-area"),
    q(c, "where was it", "follow_up", ["jeremy-area", "g-enoch-area"], follow="je-area"),
    q(c, "how did the band do", "follow_up", ["jeremy-area", "g-enoch-area"], follow="je-area"),
    q(c, "what was the test piece", "follow_up", None, NEVER, follow="je-area"),
    q(c, "what did i tell jeremy about the area contest", "coach_reply", ["jeremy-famvir-coach"]),
    q(c, "did jeremy split any notes on whit friday", "yes_no", ["jeremy-whit"], key="je-whit"),
    q(c, "what did i say to that", "follow_up", ["jeremy-whit-coach"], follow="je-whit"),
    q(c, "has jeremy played every rehearsal since his lip cleared", "yes_no", None, NEVER),
    q(c, "has jeremy met his goal", "profile", [P, "jeremy-whit", "jeremy-whit-coach"]),
    q(c, "when was jeremy's lip clear the first time", "named", ["jeremy-clear"]),
    q(c, "jeremy's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "jeremy's heart rate in april", "health", span(c, HR, "1999-04-01", "1999-04-30")),
    q(c, "has jeremy's heart rate come down since january", "health", span(c, HR, "1999-01-01", "1999-01-31") + [weeks(c, HR)]),
    q(c, "my first note on jeremy", "note", [N1]),
    q(c, "what did i write about jeremy in april", "note", [N2]),
    q(c, "jeremy's check in in february", "checkin", [C1]),
    q(c, "jeremy's sleep at the end of may", "checkin", [C2]),
    q(c, "jeremy hurst cold sore", "misspelling", JMED),
    q(c, "jeremys zovrax", "misspelling", ["jeremy-zovirax", N2]),
    q(c, "the dobcross mill man's lip", "paraphrase", JMED),
    q(c, "the trombonist's tablets", "paraphrase", ["jeremy-famvir", TR, N2]),
    q(c, "jeremy in february", "topic_period", ["jeremy-blistex", "jeremy-blistex-coach", "jeremy-zovirax"]),
    q(c, "jeremy in may", "topic_period", ["jeremy-whit", "jeremy-whit-coach"]),
    q(c, "what did jeremy say on midsummer's day", "date_window", ["jeremy-done"]),
    q(c, "what did jeremy say on st george's day", "date_window", None, NEVER),
    q(c, "what does jeremy play", "profile_attribute", [P]),
    q(c, "who's rita", "profile_attribute", [P, TR]),
    q(c, "where does jeremy work", "profile_attribute", [P]),
    q(c, "jeremy's goal", "profile", [P]),
    q(c, "how's jeremy doing", "how_doing", ["jeremy-done", "jeremy-whit", N2, weeks(c, HR)]),
    q(c, "how much are jeremy's tablets", "numbers", None, NEVER),
    q(c, "did jeremy miss a day of practice at easter", "yes_no", None, OTHER_CLIENT),
    q(c, "jeremy's slow melody", "possessive", None, OTHER_CLIENT),
    q(c, "jeremy's eczema cream", "possessive", None, OTHER_TRAINER),
    q(c, "jeremy in september", "topic_period", None, OTHER_PERIOD),
]

# ---------------------------------------------------------------- a trade, town or trait that fits no client, or two
QUESTIONS += [
    nobody("amos", "how's the farmer getting on", "paraphrase"),
    nobody("tempe", "how's my bishop's castle ringer getting on", "paraphrase"),
    nobody("ket", "how's the schoolteacher getting on", "paraphrase"),
    nobody("hugo", "how's my elsdon one getting on", "paraphrase"),
    nobody("queenie", "how's the shepherd getting on", "paraphrase"),
    nobody("cris", "how's my aviemore one getting on", "paraphrase"),
    nobody("amyas", "how's the postman getting on", "paraphrase"),
    nobody("jeremy", "how's my dobcross one getting on", "paraphrase"),
]

# ---------------------------------------------------------------- never said, another client's, another trainer's, another time
UNSAID = {
    "amos": ["amos's hip", "did amos ring a peal at christmas", "what did amos's physio charge",
             "amos's flu", "did amos ring a touch of plain bob with orrin", "amos's hawk",
             "amos's cholesterol", "did amos march on whit friday", "amos's ringing in 1998", "amos in september"],
    "tempe": ["tempe's knee", "did tempe ring at a funeral", "what did tempe's flu jab cost",
              "tempe's dislocated shoulder", "did tempe go to blackpool at easter", "tempe's vitamin d",
              "did tempe race at aviemore", "tempe's cold sores", "tempe's ringing in october", "tempe in december"],
    "orrin": ["orrin's wrist", "did orrin ring the tenor for the wedding", "what did orrin get in his mocks",
              "did orrin dislocate his shoulder", "orrin's quarter peals", "orrin's weight",
              "did orrin win the slow melody", "orrin's sled dogs", "orrin's ringing in 1998", "orrin in november"],
    "ferdie": ["ferdie's back", "did ferdie fly a peregrine", "what did ferdie's glove cost",
               "did ferdie lose tansy", "ferdie's kestrel", "ferdie's cholesterol",
               "did ferdie have a stroke", "ferdie's cold sores", "ferdie's hawking in 1998", "ferdie in august"],
    "ket": ["ket's back", "did ket's falcon go to the vet", "what did ket pay for the telemetry",
            "ket's kestrel", "did ket have eczema on her hand", "ket's resting heart rate",
            "did ket's husband have a stroke", "ket's quarter peal", "ket's hawking in 1998", "ket in august"],
    "hugo": ["hugo's shoulder", "did hugo fly a peregrine", "what did hugo's course cost",
             "hugo's vitamin d", "did hugo's falcon go missing", "hugo's steps",
             "did hugo win the slow melody", "hugo's sled rig", "hugo's flying in 1998", "hugo in september"],
    "queenie": ["queenie's hip", "did queenie race at feshiebridge", "what did basil's care cost",
                "did queenie hurt her knee", "queenie's new rig", "queenie's resting heart rate",
                "did queenie lose her falcon", "queenie's cold sores", "queenie's racing in 1998", "queenie in october"],
    "cris": ["cris's back", "did cris race at glenmore", "what did cris pay for sloe",
             "cris's knee brace", "did cris's husband have a stroke", "cris's weight",
             "did cris practise every day", "cris's quarter peal", "cris's racing in 1998", "cris in december"],
    "rosie": ["rosie's shoulder", "did rosie race at aviemore last year", "what did rosie's physio cost",
              "did rosie buy sloe", "rosie's husband's stroke", "rosie's weight",
              "did rosie ring for the royal wedding", "rosie's eczema", "rosie's racing in 1998", "rosie in november"],
    "finlay": ["finlay's knee", "did finlay go to the area contest", "what did finlay's cornet cost",
               "finlay's practice streak", "did finlay get cold sores", "finlay's weight",
               "did finlay ring for the royal wedding", "finlay's lost falcon", "finlay's band in 1998", "finlay in september"],
    "amyas": ["amyas's knee", "did amyas play a solo at the area contest", "what did amyas's euphonium cost",
              "amyas's cold sores", "did amyas win the slow melody", "amyas's resting heart rate",
              "did amyas ring every wednesday", "amyas's hawk", "amyas's practice in 1998", "amyas in october"],
    "jeremy": ["jeremy's knee", "did jeremy play at the junior concert", "what did jeremy's mouthpiece cost",
               "jeremy's grade 5", "did jeremy miss easter monday's practice", "jeremy's weight",
               "did jeremy dislocate his shoulder", "jeremy's sled dogs", "jeremy's playing in 1998", "jeremy in august"],
}
UNSAID_WHY = [NEVER] * 3 + [OTHER_CLIENT] * 2 + [OTHER_TRAINER] * 3 + [OTHER_PERIOD] * 2


def unsaid_kind(text: str) -> str:
    """The kind an unanswerable ask is filed under, read from its shape."""
    if re.search(r"\b(weight|steps|heart rate|cholesterol|vitamin d)\b", text):
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
    x("thurza", "amos", "who hurt their shoulder", ["amos-onset", "amos-xray", notes("amos")[1]]),
    x("thurza", "amos", "who rang the tenor at the wedding", ["amos-wedding", "g-thurza-wedding"]),
    x("thurza", "amos", "who rang their first quarter on the tenor", ["amos-quarter", notes("amos")[2]]),
    x("thurza", "tempe", "who had flu", ["tempe-flu", "g-thurza-tempe", notes("tempe")[1]]),
    x("thurza", "tempe", "who's keeping count of their practices", ["tempe-run-start", "tempe-run-10", "tempe-run-14", profile("tempe")]),
    x("thurza", "tempe", "who rang stedman for the first time", ["tempe-q3"]),
    x("thurza", "orrin", "who rang their first touch of plain bob", ["orrin-bob-q", "orrin-bob", notes("orrin")[1]]),
    x("thurza", "orrin", "who went to blackpool at easter", ["orrin-easter-q", "orrin-easter"]),
    x("thurza", "orrin", "who had mocks in january", ["orrin-jan-q", "orrin-jan"]),
    x("thurza", "amos", "who's had physio", ["amos-physio", notes("amos")[1]]),
    x("thurza", "tempe", "who's got cold sores", None, OTHER_TRAINER),
    x("thurza", "amos", "who broke their wrist", None, NEVER),
    x("japheth", "ferdie", "who's got eczema", ["ferdie-e45", "ferdie-betnovate", notes("ferdie")[1]]),
    x("japheth", "ferdie", "whose hawk is moulting", ["ferdie-moult", notes("ferdie")[2]]),
    x("japheth", "ferdie", "who's low in vitamin d", [lab("ferdie", "19990120")]),
    x("japheth", "ket", "whose bird got lost", ["g-ket-lost", "g-ket-found"]),
    x("japheth", "ket", "whose partner lost his job", ["g-ket-job"]),
    x("japheth", "ket", "who flew at the wooler show", ["ket-show"]),
    x("japheth", "hugo", "who keeps getting their numbers wrong", [profile("hugo"), "hugo-weight-fix", "hugo-course-fix", notes("hugo")[0]]),
    x("japheth", "hugo", "who's going on the kielder course", ["hugo-course", "hugo-course-fix"]),
    x("japheth", "hugo", "whose bird caught a vole", ["hugo-kill-fix"]),
    x("japheth", "hugo", "who flew at bamburgh", ["hugo-display-result", "g-japheth-hugo"]),
    x("japheth", "ket", "who had a stroke", None, OTHER_TRAINER),
    x("japheth", "ferdie", "who's on tablets", None, NEVER),
    x("clarimond", "queenie", "whose husband had a stroke", ["g-queenie-stroke"]),
    x("clarimond", "queenie", "who finished aviemore in the four dog class", ["queenie-aviemore", notes("queenie")[0]]),
    x("clarimond", "queenie", "who sold a dog", ["queenie-sloe", "g-queenie-sloe"]),
    x("clarimond", "cris", "who bought a new rig", ["cris-rig", "cris-rig-fix"]),
    x("clarimond", "cris", "who got a podium this season", ["cris-fesh-result", "cris-fesh-coach"]),
    x("clarimond", "cris", "who trains on thursdays", ["cris-day-fix", notes("cris")[0]]),
    x("clarimond", "rosie", "who hurt their knee", ["rosie-onset", "rosie-xray", notes("rosie")[0]]),
    x("clarimond", "rosie", "who missed aviemore with an injury", ["rosie-aviemore", "rosie-xray"]),
    x("clarimond", "rosie", "who's had physio", ["rosie-physio", notes("rosie")[1]]),
    x("clarimond", "rosie", "who wore a brace", ["rosie-xray", "rosie-brace"]),
    x("clarimond", "queenie", "who lost a falcon", None, OTHER_TRAINER),
    x("clarimond", "cris", "who's vegan", None, NEVER),
    x("enoch", "finlay", "who won the slow melody", ["finlay-contest", "g-enoch-finlay", notes("finlay")[1]]),
    x("enoch", "finlay", "who passed grade 5", ["finlay-grade-q", "finlay-grade", notes("finlay")[1]]),
    x("enoch", "finlay", "who missed the junior concert", ["finlay-concert", "g-enoch-concert"]),
    x("enoch", "amyas", "who's practising every day", ["amyas-day1", "amyas-day86", notes("amyas")[0]]),
    x("enoch", "amyas", "who forgot their instrument at easter", ["amyas-broke"]),
    x("enoch", "amyas", "whose cholesterol was high", [lab("amyas", "19990114")]),
    x("enoch", "jeremy", "who's had cold sores", ["jeremy-blistex", "jeremy-famvir", notes("jeremy")[1]]),
    x("enoch", "jeremy", "who's on famvir", ["jeremy-famvir", notes("jeremy")[1]]),
    x("enoch", "jeremy", "who played the solo at the area contest", ["jeremy-area", "g-enoch-area"]),
    x("enoch", "amyas", "who dislocated a shoulder", None, OTHER_TRAINER),
    x("enoch", "jeremy", "who's got asthma", None, NEVER),
    x("enoch", "finlay", "who had a sore lip in april", ["finlay-lip-q", "finlay-lip"]),
]

# ---------------------------------------------------------------- two clients named in one question
QUESTIONS += [
    pair("amos", "tempe", "did amos and tempe both ring at the pryce wedding", ["amos-wedding", "g-thurza-wedding"]),
    pair("amos", "tempe", "which of amos and tempe has rung more quarters this year",
         ["amos-quarter", "tempe-q1", "tempe-q2", "tempe-q3", "tempe-q4"]),
    pair("tempe", "amos", "were amos and tempe both off ringing in march",
         ["amos-physio", "amos-physio2", "tempe-flu", "tempe-flu2"]),
    pair("amos", "tempe", "did amos and tempe both ring for the royal wedding", ["g-thurza-royal", "g-amos-royal", "tempe-q4"]),
    pair("tempe", "amos", "did tempe and amos both have flu", ["tempe-flu", "g-thurza-tempe"]),
    pair("amos", "tempe", "did amos and tempe both ring at the harvest festival", None, OTHER_PERIOD),
    pair("tempe", "amos", "did tempe and amos both race at aviemore", None, OTHER_TRAINER),
    pair("queenie", "cris", "did queenie and cris both race at aviemore", ["queenie-aviemore", "cris-aviemore-fix"]),
    pair("cris", "queenie", "who did better at aviemore, queenie or cris",
         ["queenie-aviemore", "cris-aviemore", "cris-aviemore-fix"]),
    pair("cris", "queenie", "what happened between queenie and cris over sloe", ["queenie-sloe", "g-queenie-sloe", "cris-sloe"]),
    pair("queenie", "cris", "have queenie and cris both met their goals",
         [profile("queenie"), profile("cris"), "queenie-aviemore", "cris-fesh-result", "cris-fesh-coach"]),
    pair("cris", "queenie", "did queenie and cris both go to the club dinner", None, NEVER),
    pair("queenie", "cris", "who's got sloe now, queenie or cris", ["g-queenie-sloe", "cris-sloe"]),
    pair("queenie", "cris", "did queenie and cris both hurt a knee", None, OTHER_CLIENT),
    pair("ket", "hugo", "did ket and hugo both fly at a show in june", ["ket-show", "hugo-display-result", "g-japheth-hugo"]),
    pair("ket", "hugo", "whose bird is heavier, ket's or hugo's", ["ket-weight", "hugo-weight-fix"]),
    pair("ket", "hugo", "did ket and hugo both lose a bird", ["g-ket-lost", "g-ket-found"]),
    pair("hugo", "ket", "which of ket and hugo flies a kestrel", [profile("hugo")]),
    pair("hugo", "ket", "did hugo and ket both go on the kielder course", ["hugo-course", "hugo-course-fix"]),
    pair("ket", "hugo", "whose bird was out for three days, ket's or hugo's", ["g-ket-found"]),
    pair("ket", "hugo", "did ket and hugo both go to the hawking meet", None, OTHER_CLIENT),
    pair("amyas", "jeremy", "did amyas and jeremy both play on whit friday", ["amyas-whit", "jeremy-whit", "g-amyas-whit"]),
    pair("jeremy", "amyas", "which of amyas and jeremy has been on tablets", ["jeremy-famvir", notes("jeremy")[1]]),
    pair("amyas", "jeremy", "which of amyas and jeremy practises every day", ["amyas-day1", "amyas-day86", notes("amyas")[0]]),
    pair("jeremy", "amyas", "did jeremy and amyas both miss a rehearsal in april", ["amyas-shift"]),
    pair("amyas", "jeremy", "did amyas and jeremy both play at the christmas concert", None, OTHER_PERIOD),
    pair("jeremy", "amyas", "did amyas and jeremy both ring for the royal wedding", None, OTHER_TRAINER),
]

# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS: dict[str, tuple[str, list[str]]] = {
    "amos": ("thurza", [
        "amos's shoulder", "when did amos hurt his shoulder", "amos kenyon", "the bucknell postman's shoulder",
        "amos's first quarter peal", "was amos ringing in march", "amos's weight", "my first note on amos",
        "did amos ring the tenor at the wedding", "who helped amos with his post round", "how's amos doing",
        "amos in april", "what does amos do for a living", "when was amos back ringing",
    ]),
    "tempe": ("thurza", [
        "tempe's run of practices", "how many wednesdays in a row did tempe ring", "temperance dyson",
        "the district nurse's flu", "tempe's quarter peals", "has tempe missed a practice since easter",
        "tempe's steps", "my first note on tempe", "did tempe ring for the royal wedding", "who's neville",
        "how's tempe doing", "tempe in march", "what does tempe do", "when did tempe's run end",
    ]),
    "orrin": ("thurza", [
        "orrin's first touch", "did orrin come to the pancake social", "orrin snaith", "the bishop's castle lad",
        "where was orrin at easter", "did orrin ring for the royal wedding", "who drives orrin",
        "my first note on orrin", "is orrin ringing at the wedding on the 5th of june", "orrin's check in",
        "how's orrin getting on", "orrin in march", "does orrin want to ring the tenor", "orrin's mocks",
    ]),
    "ferdie": ("japheth", [
        "ferdie's hand", "what's ferdie using on his eczema", "ferdinand aynsley", "the old gamekeeper's hawk",
        "is tansy moulting", "is ferdie still on the dermovate", "ferdie's vitamin d", "my first note on ferdie",
        "did ferdie fly at the hawking meet", "who's gertie", "how's ferdie doing", "ferdie in march",
        "what did ferdie used to do", "when did ferdie switch to betnovate",
    ]),
    "ket": ("japheth", [
        "ket's falcon", "where was sorrel found", "keturah laidlaw", "the wooler dinner lady",
        "why did ket stop flying in march", "is ket selling sorrel", "ket's steps", "my first note on ket",
        "did ket fly at the wooler show", "who's douglas", "how's ket doing", "ket in june",
        "what does ket do", "what happened to douglas's job",
    ]),
    "hugo": ("japheth", [
        "tinder's flying weight", "when was tinder's first kill", "hugo pringle", "the trainee vet's kestrel",
        "when was the bamburgh display", "how old is tinder", "hugo's weight", "my first note on hugo",
        "is the kielder course three days", "who's tarquin", "how's hugo doing", "hugo in february",
        "what does hugo do", "did tinder catch a mouse",
    ]),
    "queenie": ("clarimond", [
        "queenie's husband", "why did queenie miss glenmore", "queenie horrocks", "the kincraig cook",
        "how did queenie do at aviemore", "did queenie sell a dog", "queenie's steps", "my first note on queenie",
        "when was queenie back on the rig", "who's basil", "how's queenie doing", "queenie in february",
        "what's queenie's lead dog called", "did queenie win anything this year",
    ]),
    "cris": ("clarimond", [
        "where did cris come at aviemore", "cris's new rig", "crispian ogden", "the carrbridge forester",
        "did cris get a podium at feshiebridge", "what day does cris train", "cris's resting heart rate",
        "my first note on cris", "how old is sloe", "who's lesley", "how's cris doing", "cris in march",
        "what does cris do", "when was the feshiebridge rally",
    ]),
    "rosie": ("clarimond", [
        "rosie's knee", "when did rosie hurt her knee", "ambrosine charnley", "the kingussie dental nurse",
        "when was rosie back racing", "how long was rosie in a brace", "rosie's steps", "my first note on rosie",
        "did rosie race at aviemore", "who's roland", "how's rosie doing", "rosie in march",
        "what does rosie do", "when was rosie signed off",
    ]),
    "finlay": ("enoch", [
        "finlay's grade 5", "did finlay win the slow melody", "finlay firth", "the second cornet lad",
        "why did finlay miss band in april", "is finlay marching on whit friday", "who brings finlay",
        "my first note on finlay", "did finlay play the junior concert", "finlay's check in",
        "how's finlay getting on", "finlay in march", "what does finlay play", "finlay's sore lip",
    ]),
    "amyas": ("enoch", [
        "amyas's practice run", "how many days in a row did amyas practise", "amyas greenwood",
        "the uppermill bus driver", "when did amyas's run end", "amyas's cholesterol", "amyas's weight",
        "my first note on amyas", "did amyas play on whit friday", "who's glenda", "how's amyas doing",
        "amyas in april", "what does amyas play", "which rehearsal did amyas miss",
    ]),
    "jeremy": ("enoch", [
        "jeremy's cold sores", "what's jeremy taking for his lip", "jeremy hirst", "the dobcross trombonist",
        "is jeremy still on the famvir", "did jeremy play the area contest", "jeremy's resting heart rate",
        "my first note on jeremy", "did jeremy split any notes on whit friday", "who's rita", "how's jeremy doing",
        "jeremy in february", "where does jeremy work", "when did jeremy switch to zovirax",
    ]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|steps|heart rate|cholesterol|vitamin d)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how long|how old|weight|time)\b", text):
        return "numbers"
    if re.search(r"\bin (january|february|march|april|may|june|q1|q2)\b", text):
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
    return authoring.roster_rows(QUESTIONS, "blind50", DATASET, CLIENT_ID, build_blind50)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
