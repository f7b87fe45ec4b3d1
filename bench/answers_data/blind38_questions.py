#!/usr/bin/env python3
"""Write bench/answers_data/blind38_questions.jsonl: the questions over the thirty-eighth blind data set (build_blind38.py).

    functions/venv/bin/python -m bench.answers_data.blind38_questions

Written on 2026-12-04 by helper h-blind38 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the thirty-seventh blind set's section).
Asked on Monday 5 July 2010 about January to June 2010, so the periods are months, quarters, feasts and
named days said every way: "back in january", "in the big freeze", "in february", "in march", "over
easter", "since easter", "when the clocks went forward", "when the volcano grounded the planes", "since
the election", "in may", "in june", "in q1", "in q2", "on pancake day", "on valentine's day", "on st
david's day", "on mothering sunday", "on st patrick's day", "on sport relief day", "on good friday",
"on easter sunday", "on grand national day", "on st george's day", "on marathon day", "on election
day", "on the night of the champions league final", "over the bank holiday", "on father's day", "on
the longest day", "when germany scored four", "the day of the haiti earthquake", and single dates. Typed as a busy trainer types:
lowercase, shorthand and abbreviations ("bp", "rhr", "mri", "ecg", "af", "crp", "egfr", "hb", "gp",
"a&e"), a client's first name, nickname or a slip of it (the records' own "ern", "nel", "cy", "mhai",
"murd", "bel", "hils", "horry", "wena", "jeth", "sez", "nin"; the trainer's own "earnest", "nelly",
"cyrill", "vari", "murdoch", "isobel", "hylda", "horris", "rowenna", "jethroe", "serin", "ninion") and
misspellings, words said as if dictated ("horace's e g f r", "ninian's c r p", "jethro's a f", "mhairi's vertigo b p p v"),
relatives by role and relatives who never wrote, numbers with units and values asked in another unit
(kg -> stone), firsts, lasts, changes over a period, negatives, "what did i say to X", lists across a
trainer's clients, answerable questions in the trainer's own words ("ern's dicky ticker", "nel's
sugar", "cy's dodgy back", "mhai's wobbly ear", "murd's heel", "bel's acid", "hils's op", "horry's
tired kidneys", "wena's bread allergy", "jeth's shiner", "sez's sore arm", "nin's claws"), yes/no
whose record answers "no", and, unanswerable, values at an event the records name but never give,
procedures, scans and labs never had, the other side of a side given, check-ins asked for in a month
that had none, cross-client "who ..." whose only match is another trainer's client, and "anyone else
... besides". About 40 % are unanswerable, of the four reasons bench.answers scores: never came up for
that client, only for another client of the same trainer, only for another trainer's client, or only
outside the period asked.

The split is by client: every question about a client of build_blind38.DEV_CLIENTS is dev, every
other one test; a question that names no client of its trainer goes with the client it is about
(`about`), and its evidence lies only in that split's clients' records. Deterministic. Evidence is
every record that holds the answer: a story tag (blind38_tags.json), a session note, transcript or
check-in id, a client id for the profile, a goal id, a lab panel (`{clientId}:{yyyymmdd}`), the
weekly summaries of a metric for some days (`authoring.RosterIds.span`), or the last four weekly
summaries of a metric (`weeks`). The question record and the other-trainer questions are the shared
ones (`blind_questions.B`, `asked_of_other_trainers`); no other roster's question module is imported.
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind38
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind38_questions.jsonl"
DATASET = "blind38"
HEADER = (
    "// bench.answers thirty-eighth blind question set (issue 14), written 2026-12-04 by h-blind38 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind38_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)


HE, FE, SI, GW = "coach-hester", "coach-fergus", "coach-silas", "coach-gwendolen"
TRAINER_ID = {"hester": HE, "fergus": FE, "silas": SI, "gwendolen": GW}
TRAINER_OF = {short: TRAINER_ID[trainer] for trainer, _, _, short in build_blind38.CLIENTS}
IDS = authoring.RosterIds.of(build_blind38.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks, span, lab = IDS.profile, IDS.weeks, IDS.span, IDS.lab
sn, ci = authoring.note_id, authoring.checkin_id


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Hester: Ernest (dev)
c = "ernest"
ER_S, ER_E = sn("hester", c, "0106"), sn("hester", c, "0629")
ER_CHEST = ["ernest-chest", "ernest-thelma", "ernest-thelma-coach", "g-ernest-angina", "ernest-thelma2", profile(c), ER_E,
            ci("hester", c, "2010-02-12")]
ER_ANGINA = ["ernest-thelma", "g-ernest-angina", profile(c), ER_E]
ER_MEDS = ["ernest-thelma", profile(c), ER_E]
ER_KNEE = ["ernest-knee", "ernest-bursitis", "ernest-bursitis-coach", profile(c), ER_E, ci("hester", c, "2010-05-07")]
ER_BURS = ["ernest-bursitis", profile(c), ER_E]
ER_CHOL = ["ernest-chol", ER_S, ER_E, lab(c, "20100105"), lab(c, "20100507")]
ER_WT = ["ernest-intro", "ernest-chol", "ernest-thelma2", "ernest-thelma2-coach", ER_S, ER_E, "goal-hester-ernest-weight", weeks(c, "weight")]
ER_NOW = ["ernest-thelma2", "ernest-thelma2-coach", ER_E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "whats going on with ernest's chest", "named", ER_CHEST, key="er-ch"),
    q(c, "what did the test show", "follow_up", ER_ANGINA, follow="er-ch"),
    q(c, "what's he got for it", "follow_up", ER_MEDS, follow="er-ch"),
    q(c, "and what's he meant to do if it comes on", "follow_up", ["ernest-thelma", profile(c)], follow="er-ch"),
    q(c, "did they put a stent in", "follow_up", None, NEVER, follow="er-ch"),
    q(c, "tell me about ernest's knee", "named", ER_KNEE, key="er-kn"),
    q(c, "which knee is it", "follow_up", ["ernest-knee", profile(c), ER_E], follow="er-kn"),
    q(c, "what did the gp call it", "follow_up", ER_BURS, follow="er-kn"),
    q(c, "did they drain it", "follow_up", None, NEVER, follow="er-kn"),
    q(c, "ernest weight", "health", ER_WT, key="er-wt"),
    q(c, "what was he when he started", "follow_up", ["ernest-intro", ER_S] + span(c, "weight", "2010-01-04", "2010-01-10"), follow="er-wt"),
    q(c, "has he hit his target yet", "follow_up", ["goal-hester-ernest-weight", "ernest-thelma2", "ernest-thelma2-coach", weeks(c, "weight")],
      follow="er-wt"),
    q(c, "how's ern doing", "how_doing", ER_NOW),
    q(c, "ernests angina", "possessive", ER_ANGINA + ["ernest-chest"]),
    q(c, "ernests knee", "possessive", ER_KNEE),
    q(c, "ernests cholesterol", "possessive", ER_CHOL),
    q(c, "ernest's gtn spray", "possessive", ER_MEDS),
    q(c, "ernest angena", "misspelling", ER_ANGINA),
    q(c, "earnest bursitus", "misspelling", ER_BURS),
    q(c, "ernest bisoprolal", "misspelling", ER_MEDS),
    q(c, "ern's dicky ticker", "paraphrase", ER_ANGINA + ["ernest-chest"]),
    q(c, "ern's puffed up knee", "paraphrase", ER_BURS + ["ernest-knee"]),
    q(c, "is ern off the fry ups", "paraphrase", ["ernest-chol", profile(c)]),
    q(c, "ernest on mothering sunday", "date_window", ["ernest-mothers"]),
    q(c, "what horse did ern back on grand national day", "date_window", ["ernest-national"]),
    q(c, "what came in about ernest on 9 march", "date_window", ["ernest-thelma", "ernest-thelma-coach"]),
    q(c, "what did ern get for fathers day", "date_window", ["ernest-fathers"]),
    q(c, "ernest's chest in march", "topic_period", ["ernest-thelma", "ernest-thelma-coach", "g-ernest-angina"]),
    q(c, "ernest's weight in q1", "topic_period", ["ernest-intro", ER_S] + span(c, "weight", "2010-01-04", "2010-03-31")),
    q(c, "ernest's knee since easter", "topic_period", ["ernest-knee", "ernest-bursitis", "ernest-bursitis-coach", ER_E,
                                                       ci("hester", c, "2010-05-07")]),
    q(c, "what did i tell thelma about the hill", "coach_reply", ["ernest-thelma-coach"]),
    q(c, "what did i say to ern about his knee", "coach_reply", ["ernest-bursitis-coach"]),
    q(c, "what did my first note say about his heels", "note", [ER_S]),
    q(c, "ernest's cholesterol in my first note and my last", "note", [ER_S, ER_E]),
    q(c, "ernest stress in the feb check in", "checkin", [ci("hester", c, "2010-02-12")]),
    q(c, "ern's may check-in adherence", "checkin", [ci("hester", c, "2010-05-07")]),
    q(c, "ernest's goal", "profile", [profile(c)]),
    q(c, "what did ernest do for a job", "profile_attribute", [profile(c), "ernest-intro", ER_S]),
    q(c, "who's ernest's daughter", "profile_attribute", [profile(c), "ernest-thelma"]),
    q(c, "is ernest's bursitis in his right knee", "yes_no", ["ernest-knee", profile(c), ER_E]),
    q(c, "was ernest's angina the unstable sort", "yes_no", ER_ANGINA),
    q(c, "is ern still using his spray", "recency", ["ernest-thelma2", ER_E]),
    q(c, "how much has ernest lost since january", "numbers", ["ernest-intro", "ernest-thelma2", ER_S, ER_E]),
    q(c, "how far did ernest's cholesterol drop", "numbers", ER_CHOL),
    q(c, "ernest's weight in stone", "numbers", ["ernest-thelma2", ER_E, weeks(c, "weight")]),
    q(c, "what mg bisoprolol is ern on", "numbers", [profile(c)]),
    q(c, "what did thelma say", "named", ["ernest-thelma", "ernest-thelma2"]),
    q(c, "what did his daughter say last", "paraphrase", ["ernest-thelma2"]),
    q(c, "what's ernest dancing in july", "named", ["ernest-thelma2", "ernest-thelma2-coach", ER_E, profile(c)]),
    q(c, "what did ernest's brother say", "named", None, NEVER),
    q(c, "did ernest have an angiogram", "yes_no", None, NEVER),
    q(c, "is ernest on a statin", "yes_no", None, NEVER),
    q(c, "ernest's weight on pancake day", "numbers", None, NEVER),
    q(c, "ernest's right knee", "possessive", None, NEVER),
    q(c, "ernest's left ankle", "possessive", None, NEVER),
    q(c, "ernest's steps", "health", None, OTHER_CLIENT),
    q(c, "ernest's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "ernest's broken wrist", "possessive", None, OTHER_CLIENT),
    q(c, "ernest's inhaler", "possessive", None, OTHER_CLIENT),
    q(c, "ernest's metformin", "possessive", None, OTHER_CLIENT),
    q(c, "ernest's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "ernest's crp", "numbers", None, OTHER_TRAINER),
    q(c, "ernest's knee in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did thelma say back in january", "named", None, OTHER_PERIOD),
    q(c, "ernest check in in march", "checkin", None, OTHER_PERIOD),
    q(c, "ernest's bursitis over easter", "topic_period", None, OTHER_PERIOD),
    q(c, "ernest's cholesterol in march", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Hester: Nellie (test)
c = "nellie"
NE_S, NE_E = sn("hester", c, "0106"), sn("hester", c, "0626")
NE_WRIST = ["nellie-ice", "nellie-barnabas", "nellie-barnabas-coach", "g-nellie-wrist", "nellie-plaster", profile(c), NE_E,
            ci("hester", c, "2010-01-15")]
NE_BREAK = ["nellie-barnabas", "g-nellie-wrist", profile(c), NE_E]
NE_DIAB = ["nellie-thirsty", "nellie-diabetes", "nellie-diabetes-coach", "nellie-barnabas2", profile(c), NE_E, ci("hester", c, "2010-04-09")]
NE_DX = ["nellie-diabetes", profile(c), NE_E]
NE_STEPS = ["nellie-intro", "nellie-steps", "nellie-steps-coach", NE_S, NE_E, weeks(c, "steps")]
NE_NOW = ["nellie-barnabas2", "nellie-steps", "nellie-steps-coach", NE_E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "what happened to nellie's wrist", "named", NE_WRIST, key="ne-wr"),
    q(c, "which one was it", "follow_up", ["nellie-barnabas", profile(c)], follow="ne-wr"),
    q(c, "how long was she in plaster", "follow_up", ["nellie-barnabas", "nellie-plaster", profile(c), NE_E], follow="ne-wr"),
    q(c, "did she need an operation on it", "follow_up", None, NEVER, follow="ne-wr"),
    q(c, "nellie's diabetes", "named", NE_DIAB, key="ne-di"),
    q(c, "what type is it", "follow_up", NE_DX, follow="ne-di"),
    q(c, "what's she taking", "follow_up", NE_DX, follow="ne-di"),
    q(c, "how many times a day", "follow_up", ["nellie-diabetes", profile(c)], follow="ne-di"),
    q(c, "is she on insulin", "follow_up", None, NEVER, follow="ne-di"),
    q(c, "nellie steps", "health", NE_STEPS, key="ne-st"),
    q(c, "what was she doing in january", "follow_up", ["nellie-intro", NE_S] + span(c, "steps", "2010-01-04", "2010-01-10"), follow="ne-st"),
    q(c, "has she hit her goal", "follow_up", ["nellie-steps", "nellie-steps-coach", NE_E, weeks(c, "steps")], follow="ne-st"),
    q(c, "how's nel getting on", "how_doing", NE_NOW),
    q(c, "nellies wrist", "possessive", NE_WRIST),
    q(c, "nellies diabetes", "possessive", NE_DIAB),
    q(c, "nellie's metformin", "possessive", NE_DX),
    q(c, "nelly diabeties", "misspelling", NE_DX),
    q(c, "nellie metforman dose", "misspelling", ["nellie-diabetes", profile(c)]),
    q(c, "nellie's broken rist", "misspelling", NE_BREAK),
    q(c, "nel's sugar", "paraphrase", NE_DX + ["nellie-barnabas2"]),
    q(c, "when did nel go flying on the ice", "paraphrase", ["nellie-ice", "nellie-barnabas"]),
    q(c, "when did nel get her pot off", "paraphrase", ["nellie-plaster"]),
    q(c, "nellie on pancake day", "date_window", ["nellie-pancake"]),
    q(c, "where did nellie vote on election day", "date_window", ["nellie-election"]),
    q(c, "what came in about nellie on 7 jan", "date_window", ["nellie-ice", "nellie-barnabas", "nellie-barnabas-coach"]),
    q(c, "nellie's wrist in the big freeze", "topic_period", ["nellie-ice", "nellie-barnabas", "nellie-barnabas-coach", "g-nellie-wrist",
                                                               ci("hester", c, "2010-01-15")]),
    q(c, "nellie's steps in q2", "topic_period", ["nellie-steps", "nellie-steps-coach", NE_E] + span(c, "steps", "2010-04-01", "2010-06-30")),
    q(c, "nellie's diabetes in march", "topic_period", ["nellie-thirsty", "nellie-diabetes", "nellie-diabetes-coach"]),
    q(c, "what did i tell barnabas when she broke it", "coach_reply", ["nellie-barnabas-coach"]),
    q(c, "what did i say about snacks", "coach_reply", ["nellie-diabetes-coach"]),
    q(c, "what did my first note say about nellie", "note", [NE_S]),
    q(c, "nellie's steps in my first note and my last", "note", [NE_S, NE_E]),
    q(c, "nellie stress in the january check in", "checkin", [ci("hester", c, "2010-01-15")]),
    q(c, "nel's april check-in sleep", "checkin", [ci("hester", c, "2010-04-09")]),
    q(c, "nellie's goal", "profile", [profile(c)]),
    q(c, "what does nellie do for work", "profile_attribute", [profile(c), "nellie-intro", NE_S]),
    q(c, "who's nellie's husband", "profile_attribute", [profile(c), "nellie-barnabas"]),
    q(c, "what can't nellie drink", "profile_attribute", [profile(c)]),
    q(c, "was it nellie's left wrist", "yes_no", ["nellie-barnabas", profile(c)]),
    q(c, "is nellie's diabetes type 1", "yes_no", NE_DX),
    q(c, "is nellie still in plaster", "recency", ["nellie-plaster", NE_E]),
    q(c, "how many more steps is nellie doing than in january", "numbers", ["nellie-intro", "nellie-steps", NE_S, NE_E]),
    q(c, "how many mg metformin is nel on", "numbers", ["nellie-diabetes", profile(c)]),
    q(c, "nellie steps this week", "numbers", [weeks(c, "steps")]),
    q(c, "what did barnabas say", "named", ["nellie-barnabas", "nellie-barnabas2"]),
    q(c, "what did her husband say last", "paraphrase", ["nellie-barnabas2"]),
    q(c, "what did nellie's sister say", "named", None, NEVER),
    q(c, "did nellie have a pin put in", "yes_no", None, NEVER),
    q(c, "nellie's steps on valentine's day", "numbers", None, NEVER),
    q(c, "nellie's left wrist", "possessive", None, NEVER),
    q(c, "nellie's right ankle", "possessive", None, NEVER),
    q(c, "nellie's weight", "health", None, OTHER_CLIENT),
    q(c, "nellie's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "nellie's angina", "possessive", None, OTHER_CLIENT),
    q(c, "nellie's slipped disc", "possessive", None, OTHER_CLIENT),
    q(c, "nellie's cholesterol", "numbers", None, OTHER_CLIENT),
    q(c, "nellie's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "nellie's vitamin d", "numbers", None, OTHER_TRAINER),
    q(c, "nellie's diabetes in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did barnabas say in may", "named", None, OTHER_PERIOD),
    q(c, "nellie check in in june", "checkin", None, OTHER_PERIOD),
    q(c, "nellie's wrist over easter", "topic_period", None, OTHER_PERIOD),
    q(c, "nellie's metformin back in january", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Hester: Cyril (dev)
c = "cyril"
CY_S, CY_E, CY_TR = sn("hester", c, "0113"), sn("hester", c, "0623"), "tr-hester-cyril-20100326"
CY_BACK = ["cyril-back", "cyril-disc", "cyril-disc-coach", "g-cyril-disc", CY_TR, profile(c), CY_E, ci("hester", c, "2010-03-05")]
CY_DISC = ["cyril-disc", "g-cyril-disc", profile(c), CY_E]
CY_ASTHMA = ["cyril-wheeze", "cyril-dorcas", "cyril-dorcas-coach", "g-cyril-asthma", profile(c), CY_E, ci("hester", c, "2010-05-21")]
CY_DX = ["cyril-dorcas", "g-cyril-asthma", profile(c), CY_E]
CY_RHR = ["cyril-rhr", CY_S, CY_E, weeks(c, "resting_heart_rate")]
CY_NOW = ["cyril-rhr", "cyril-dorcas2", "cyril-dorcas2-coach", CY_E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "what's up with cyril's back", "named", CY_BACK, key="cy-bk"),
    q(c, "what did the mri say", "follow_up", CY_DISC, follow="cy-bk"),
    q(c, "which leg does it go down", "follow_up", ["cyril-back", "cyril-disc", profile(c), CY_E], follow="cy-bk"),
    q(c, "what's he not allowed to do", "follow_up", ["cyril-disc", "cyril-disc-coach", profile(c), CY_E, CY_TR], follow="cy-bk"),
    q(c, "when does he go to a&e with it", "follow_up", [CY_TR], follow="cy-bk"),
    q(c, "is he having surgery on it", "follow_up", None, NEVER, follow="cy-bk"),
    q(c, "cyril's wheezing", "named", CY_ASTHMA, key="cy-as"),
    q(c, "what did the gp say it was", "follow_up", CY_DX, follow="cy-as"),
    q(c, "which inhalers", "follow_up", ["cyril-dorcas", "g-cyril-asthma", profile(c)], follow="cy-as"),
    q(c, "did they send him to a chest clinic", "follow_up", None, NEVER, follow="cy-as"),
    q(c, "cyril resting hr", "health", CY_RHR, key="cy-hr"),
    q(c, "what was it in january", "follow_up", [CY_S] + span(c, "resting_heart_rate", "2010-01-11", "2010-01-17"), follow="cy-hr"),
    q(c, "how's cy doing", "how_doing", CY_NOW),
    q(c, "cyrils back", "possessive", CY_BACK),
    q(c, "cyrils asthma", "possessive", CY_ASTHMA),
    q(c, "cyril's sciatica", "possessive", CY_DISC + ["cyril-back"]),
    q(c, "cyrill slipped disk", "misspelling", CY_DISC),
    q(c, "cyril's asma", "misspelling", CY_DX),
    q(c, "cyril sciatika", "misspelling", CY_DISC + ["cyril-back"]),
    q(c, "cy's dodgy back", "paraphrase", CY_DISC + ["cyril-back"]),
    q(c, "what puffers is cy on", "paraphrase", ["cyril-dorcas", "g-cyril-asthma", profile(c)]),
    q(c, "when did cy's back go", "paraphrase", ["cyril-back"]),
    q(c, "what did cyril say the day of the haiti earthquake", "date_window", ["cyril-haiti"]),
    q(c, "cyril when the volcano grounded the planes", "date_window", ["cyril-volcano"]),
    q(c, "what did cyril do on the longest day", "date_window", ["cyril-rhr"]),
    q(c, "what came in about cyril on 12 may", "date_window", ["cyril-dorcas", "cyril-dorcas-coach"]),
    q(c, "cyril's back in march", "topic_period", ["cyril-disc", "cyril-disc-coach", "g-cyril-disc", CY_TR, ci("hester", c, "2010-03-05")]),
    q(c, "cyril's asthma in may", "topic_period", ["cyril-wheeze", "cyril-dorcas", "cyril-dorcas-coach", "g-cyril-asthma",
                                                   ci("hester", c, "2010-05-21")]),
    q(c, "cyril's rhr in q2", "topic_period", ["cyril-rhr", CY_E] + span(c, "resting_heart_rate", "2010-04-01", "2010-06-30")),
    q(c, "what did i tell cy after the mri", "coach_reply", ["cyril-disc-coach"]),
    q(c, "what did i say to dorcas about the inhaler", "coach_reply", ["cyril-dorcas-coach"]),
    q(c, "what did my first note say about his stamping", "note", [CY_S]),
    q(c, "cyril's resting hr in my first note and my last", "note", [CY_S, CY_E]),
    q(c, "what did the physio say about sleeping, from the call with dorcas", "transcript", [CY_TR]),
    q(c, "on the call what did cy ask about his round", "transcript", [CY_TR]),
    q(c, "cyril sleep in the march check in", "checkin", [ci("hester", c, "2010-03-05")]),
    q(c, "cy's may check-in stress", "checkin", [ci("hester", c, "2010-05-21")]),
    q(c, "cyril's goal", "profile", [profile(c)]),
    q(c, "what's cyril's job", "profile_attribute", [profile(c), "cyril-intro", CY_S]),
    q(c, "what's cyril's wife called", "profile_attribute", [profile(c), "cyril-dorcas"]),
    q(c, "is cyril's sciatica down his right leg", "yes_no", ["cyril-back", "cyril-disc", profile(c), CY_E]),
    q(c, "has cyril got asthma", "yes_no", CY_DX),
    q(c, "is cy still not allowed to jump", "recency", ["cyril-disc", "cyril-disc-coach", profile(c), CY_E]),
    q(c, "how much has cyril's rhr come down", "numbers", ["cyril-rhr", CY_S, CY_E]),
    q(c, "which disc is it, cyril", "numbers", ["cyril-disc", profile(c)]),
    q(c, "cyril rhr this week", "numbers", [weeks(c, "resting_heart_rate")]),
    q(c, "what did dorcas say", "named", ["cyril-dorcas", CY_TR, "cyril-dorcas2"]),
    q(c, "what did his wife say last", "paraphrase", ["cyril-dorcas2"]),
    q(c, "what did cy do when germany scored four", "named", ["cyril-dorcas2"]),
    q(c, "what did cyril's brother say", "named", None, NEVER),
    q(c, "did cyril have an epidural injection", "yes_no", None, NEVER),
    q(c, "cyril's rhr on sport relief day", "numbers", None, NEVER),
    q(c, "cyril's right leg", "possessive", None, NEVER),
    q(c, "cyril's neck", "possessive", None, NEVER),
    q(c, "cyril's weight", "health", None, OTHER_CLIENT),
    q(c, "cyril's steps", "health", None, OTHER_CLIENT),
    q(c, "cyril's gtn spray", "possessive", None, OTHER_CLIENT),
    q(c, "cyril's diabetes", "possessive", None, OTHER_CLIENT),
    q(c, "cyril's cholesterol", "numbers", None, OTHER_CLIENT),
    q(c, "cyril's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "cyril's pneumonia", "possessive", None, OTHER_TRAINER),
    q(c, "cyril's asthma in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did dorcas say in april", "named", None, OTHER_PERIOD),
    q(c, "cyril check in in january", "checkin", None, OTHER_PERIOD),
    q(c, "cyril's back back in january", "topic_period", None, OTHER_PERIOD),
    q(c, "cyril's inhaler over easter", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Fergus: Mhairi (dev)
c = "mhairi"
MH_S, MH_E = sn("fergus", c, "0110"), sn("fergus", c, "0628")
MH_DIZZY = ["mhairi-dizzy", "mhairi-bppv", "mhairi-bppv-coach", "g-mhairi-bppv", profile(c), MH_E, ci("fergus", c, "2010-02-19")]
MH_BPPV = ["mhairi-bppv", "g-mhairi-bppv", profile(c), MH_E]
MH_THUMB = ["mhairi-thumb", "mhairi-lorne", "mhairi-lorne-coach", profile(c), MH_E, ci("fergus", c, "2010-05-28")]
MH_TRIG = ["mhairi-lorne", profile(c), MH_E]
MH_WT = ["mhairi-intro", "mhairi-weight", "mhairi-weight-coach", MH_S, MH_E, "goal-fergus-mhairi-weight", weeks(c, "weight")]
MH_NOW = ["mhairi-weight", "mhairi-weight-coach", MH_E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "what was mhairi's dizziness", "named", MH_DIZZY, key="mh-dz"),
    q(c, "which ear", "follow_up", MH_BPPV, follow="mh-dz"),
    q(c, "what did the gp do", "follow_up", ["mhairi-bppv", profile(c), MH_E], follow="mh-dz"),
    q(c, "did she get a brain scan", "follow_up", None, NEVER, follow="mh-dz"),
    q(c, "tell me about mhairi's thumb", "named", MH_THUMB, key="mh-th"),
    q(c, "which hand", "follow_up", ["mhairi-thumb", profile(c), MH_E], follow="mh-th"),
    q(c, "what did they do for it", "follow_up", MH_TRIG, follow="mh-th"),
    q(c, "what did lorne say she can throw", "follow_up", ["mhairi-lorne", profile(c)], follow="mh-th"),
    q(c, "is she getting it operated on", "follow_up", None, NEVER, follow="mh-th"),
    q(c, "mhairi weight", "health", MH_WT, key="mh-wt"),
    q(c, "what was she at the start", "follow_up", ["mhairi-intro", MH_S] + span(c, "weight", "2010-01-11", "2010-01-17"), follow="mh-wt"),
    q(c, "did she hit her target", "follow_up", ["goal-fergus-mhairi-weight", "mhairi-weight", "mhairi-weight-coach", weeks(c, "weight")],
      follow="mh-wt"),
    q(c, "how's mhai getting on", "how_doing", MH_NOW),
    q(c, "mhairis bppv", "possessive", MH_BPPV + ["mhairi-dizzy"]),
    q(c, "mhairis thumb", "possessive", MH_THUMB),
    q(c, "mhairi's round score", "possessive", ["mhairi-weight", MH_S, MH_E]),
    q(c, "vari trigger thum", "misspelling", MH_TRIG),
    q(c, "mhairi's vertigo b p p v", "misspelling", MH_BPPV + ["mhairi-dizzy"]),
    q(c, "mhairi eply manouvre", "misspelling", ["mhairi-bppv", profile(c)]),
    q(c, "mhai's wobbly ear", "paraphrase", MH_BPPV + ["mhairi-dizzy"]),
    q(c, "mhai's sticky thumb", "paraphrase", MH_TRIG + ["mhairi-thumb"]),
    q(c, "when did mhai's room start spinning", "paraphrase", ["mhairi-dizzy"]),
    q(c, "what did mhairi do on easter sunday", "date_window", ["mhairi-birdie"]),
    q(c, "mhairi on st david's day", "date_window", ["mhairi-david"]),
    q(c, "what came in about mhairi on 20 may", "date_window", ["mhairi-lorne", "mhairi-lorne-coach"]),
    q(c, "what did mhairi watch on 12 june", "date_window", ["mhairi-worldcup"]),
    q(c, "mhairi's dizziness in february", "topic_period", ["mhairi-dizzy", "mhairi-bppv", "mhairi-bppv-coach", "g-mhairi-bppv",
                                                          ci("fergus", c, "2010-02-19")]),
    q(c, "mhairi's thumb in may", "topic_period", ["mhairi-thumb", "mhairi-lorne", "mhairi-lorne-coach", ci("fergus", c, "2010-05-28")]),
    q(c, "mhairi's weight in q2", "topic_period", ["mhairi-weight", "mhairi-weight-coach", MH_E] + span(c, "weight", "2010-04-01", "2010-06-30")),
    q(c, "what did i tell mhairi after the epley", "coach_reply", ["mhairi-bppv-coach"]),
    q(c, "what did i say to lorne", "coach_reply", ["mhairi-lorne-coach"]),
    q(c, "what did my first note say about her drives", "note", [MH_S]),
    q(c, "mhairi's round in my first note and my last", "note", [MH_S, MH_E]),
    q(c, "mhairi stress in the feb check in", "checkin", [ci("fergus", c, "2010-02-19")]),
    q(c, "mhai's may check-in sleep", "checkin", [ci("fergus", c, "2010-05-28")]),
    q(c, "mhairi's goal", "profile", [profile(c)]),
    q(c, "where does mhairi work", "profile_attribute", [profile(c), "mhairi-intro"]),
    q(c, "who's mhairi's husband", "profile_attribute", [profile(c), "mhairi-lorne"]),
    q(c, "was mhairi's bppv in her left ear", "yes_no", MH_BPPV),
    q(c, "is it mhairi's left thumb", "yes_no", ["mhairi-thumb", profile(c), MH_E]),
    q(c, "is mhairi still dizzy", "recency", ["mhairi-bppv", MH_E]),
    q(c, "how much has mhairi lost", "numbers", ["mhairi-intro", "mhairi-weight", MH_S, MH_E]),
    q(c, "mhairi's weight in stone", "numbers", ["mhairi-weight", MH_E, weeks(c, "weight")]),
    q(c, "how many shots off her round has mhairi taken", "numbers", ["mhairi-weight", MH_S, MH_E]),
    q(c, "what did lorne say", "named", ["mhairi-lorne"]),
    q(c, "what did her husband say about the putter", "paraphrase", ["mhairi-lorne"]),
    q(c, "what score is mhairi aiming for", "named", ["mhairi-weight-coach", MH_E, profile(c)]),
    q(c, "what did mhairi's sister say", "named", None, NEVER),
    q(c, "did mhairi have a hearing test", "yes_no", None, NEVER),
    q(c, "mhairi's weight on valentine's day", "numbers", None, NEVER),
    q(c, "mhairi's left ear", "possessive", None, NEVER),
    q(c, "mhairi's left thumb", "possessive", None, NEVER),
    q(c, "mhairi's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "mhairi's blood pressure", "health", None, OTHER_CLIENT),
    q(c, "mhairi's achilles", "possessive", None, OTHER_CLIENT),
    q(c, "mhairi's omeprazole", "possessive", None, OTHER_CLIENT),
    q(c, "mhairi's steps", "health", None, OTHER_TRAINER),
    q(c, "mhairi's haemoglobin", "numbers", None, OTHER_TRAINER),
    q(c, "mhairi's thumb in march", "topic_period", None, OTHER_PERIOD),
    q(c, "what did lorne say in february", "named", None, OTHER_PERIOD),
    q(c, "mhairi check in in april", "checkin", None, OTHER_PERIOD),
    q(c, "mhairi's dizzy spells in april", "topic_period", None, OTHER_PERIOD),
    q(c, "mhairi's injection back in january", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Fergus: Murdo (test)
c = "murdo"
MU_S, MU_E, MU_TR = sn("fergus", c, "0117"), sn("fergus", c, "0627"), "tr-fergus-murdo-20100310"
MU_HEEL = ["murdo-heel", "murdo-kirsteen", "murdo-kirsteen-coach", "g-murdo-achilles", MU_TR, "murdo-boot", profile(c), MU_E,
           ci("fergus", c, "2010-03-19")]
MU_ACH = ["murdo-kirsteen", "g-murdo-achilles", profile(c), MU_E]
MU_LYME = ["murdo-rash", "murdo-lyme", "murdo-lyme-coach", "g-murdo-lyme", profile(c), MU_E, ci("fergus", c, "2010-06-11")]
MU_LDX = ["murdo-lyme", "g-murdo-lyme", profile(c), MU_E]
MU_RHR = ["murdo-intro", "murdo-kirsteen2", MU_S, MU_E, weeks(c, "resting_heart_rate")]
MU_NOW = ["murdo-kirsteen2", "murdo-kirsteen2-coach", MU_E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "what happened to murdo's heel", "named", MU_HEEL, key="mu-ac"),
    q(c, "what did the scan show", "follow_up", MU_ACH, follow="mu-ac"),
    q(c, "which leg", "follow_up", ["murdo-heel", "murdo-kirsteen", profile(c), MU_E], follow="mu-ac"),
    q(c, "how long in the boot", "follow_up", ["murdo-kirsteen", profile(c), MU_E], follow="mu-ac"),
    q(c, "when did the boot come off", "follow_up", ["murdo-boot", MU_E], follow="mu-ac"),
    q(c, "did they stitch the tendon", "follow_up", ["murdo-kirsteen", profile(c), MU_E], follow="mu-ac"),
    q(c, "murdo's rash", "named", MU_LYME, key="mu-ly"),
    q(c, "what was it", "follow_up", MU_LDX, follow="mu-ly"),
    q(c, "what's he on for it", "follow_up", MU_LDX, follow="mu-ly"),
    q(c, "did they give him a jab for it", "follow_up", None, NEVER, follow="mu-ly"),
    q(c, "murdo rhr", "health", MU_RHR, key="mu-hr"),
    q(c, "what was it when he joined", "follow_up", ["murdo-intro", MU_S] + span(c, "resting_heart_rate", "2010-01-11", "2010-01-17"), follow="mu-hr"),
    q(c, "how's murd getting on", "how_doing", MU_NOW),
    q(c, "murdos achilles", "possessive", MU_HEEL),
    q(c, "murdos lyme disease", "possessive", MU_LYME),
    q(c, "murdo's boot", "possessive", ["murdo-kirsteen", "murdo-boot", MU_TR, profile(c), MU_E]),
    q(c, "murdoch achilles ruptur", "misspelling", MU_ACH),
    q(c, "murdo lymes diseese", "misspelling", MU_LDX),
    q(c, "murdo doxycyclin", "misspelling", MU_LDX),
    q(c, "murd's heel", "paraphrase", MU_ACH + ["murdo-heel"]),
    q(c, "what did murd catch off the tick", "paraphrase", MU_LDX),
    q(c, "why's murd taking aspirin", "paraphrase", [MU_TR]),
    q(c, "what did murdo watch the night of the champions league final", "date_window", ["murdo-final"]),
    q(c, "murdo on sport relief day", "date_window", ["murdo-sportrelief"]),
    q(c, "what came in about murdo on 6 march", "date_window", ["murdo-kirsteen", "murdo-kirsteen-coach"]),
    q(c, "murdo's achilles in march", "topic_period", ["murdo-kirsteen", "murdo-kirsteen-coach", "g-murdo-achilles", MU_TR,
                                                     ci("fergus", c, "2010-03-19")]),
    q(c, "murdo's lyme in june", "topic_period", ["murdo-lyme", "murdo-lyme-coach", "g-murdo-lyme", MU_E, ci("fergus", c, "2010-06-11")]),
    q(c, "murdo's rhr in q1", "topic_period", ["murdo-intro", MU_S] + span(c, "resting_heart_rate", "2010-01-11", "2010-03-31")),
    q(c, "what did i tell kirsteen about putting", "coach_reply", ["murdo-kirsteen-coach"]),
    q(c, "what did i say about the tick", "coach_reply", ["murdo-lyme-coach"]),
    q(c, "what did my first note say about his throwing", "note", [MU_S]),
    q(c, "murdo's rhr in my first note and my last", "note", [MU_S, MU_E]),
    q(c, "what did the physio say about the wedges, from the call with kirsteen", "transcript", [MU_TR]),
    q(c, "on the call, what did i say he could do at the league", "transcript", [MU_TR]),
    q(c, "murdo stress in the march check in", "checkin", [ci("fergus", c, "2010-03-19")]),
    q(c, "murd's june check-in adherence", "checkin", [ci("fergus", c, "2010-06-11")]),
    q(c, "murdo's goal", "profile", [profile(c)]),
    q(c, "what does murdo do for work", "profile_attribute", [profile(c), "murdo-intro", MU_S]),
    q(c, "who's murdo's girlfriend", "profile_attribute", [profile(c), "murdo-kirsteen"]),
    q(c, "did murdo have an operation on his achilles", "yes_no", ["murdo-kirsteen", profile(c), MU_E]),
    q(c, "was it murdo's right achilles", "yes_no", MU_ACH),
    q(c, "is murdo still in the boot", "recency", ["murdo-boot", MU_E]),
    q(c, "how many weeks in the boot for murdo", "numbers", ["murdo-kirsteen", profile(c), MU_E]),
    q(c, "how long's murdo on doxycycline", "numbers", MU_LDX),
    q(c, "murdo rhr this week", "numbers", [weeks(c, "resting_heart_rate")]),
    q(c, "what did kirsteen say", "named", ["murdo-kirsteen", MU_TR, "murdo-kirsteen2"]),
    q(c, "what did his girlfriend say last", "paraphrase", ["murdo-kirsteen2"]),
    q(c, "when's murdo's tournament", "named", ["murdo-kirsteen2", "murdo-kirsteen2-coach", MU_E]),
    q(c, "what did murdo's dad say", "named", None, NEVER),
    q(c, "did murdo have shockwave therapy", "yes_no", None, NEVER),
    q(c, "murdo's rhr on pancake day", "numbers", None, NEVER),
    q(c, "murdo's right achilles", "possessive", None, NEVER),
    q(c, "murdo's left thigh", "possessive", None, NEVER),
    q(c, "murdo's weight", "health", None, OTHER_CLIENT),
    q(c, "murdo's blood pressure", "health", None, OTHER_CLIENT),
    q(c, "murdo's hiatus hernia", "possessive", None, OTHER_CLIENT),
    q(c, "murdo's trigger thumb", "possessive", None, OTHER_CLIENT),
    q(c, "murdo's steps", "health", None, OTHER_TRAINER),
    q(c, "murdo's egfr", "numbers", None, OTHER_TRAINER),
    q(c, "murdo's lyme disease in april", "topic_period", None, OTHER_PERIOD),
    q(c, "what did kirsteen say back in january", "named", None, OTHER_PERIOD),
    q(c, "murdo check in in may", "checkin", None, OTHER_PERIOD),
    q(c, "murdo's achilles back in january", "topic_period", None, OTHER_PERIOD),
    q(c, "murdo's doxycycline in march", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Fergus: Ishbel (test)
c = "ishbel"
IS_S, IS_E = sn("fergus", c, "0112"), sn("fergus", c, "0629")
IS_BP = ["ishbel-intro", "ishbel-ramipril", "ishbel-ramipril-coach", "ishbel-bp", "ishbel-bp-coach", profile(c), IS_S, IS_E,
         "goal-fergus-ishbel-bp", weeks(c, "systolic_bp")]
IS_RAM = ["ishbel-ramipril", "ishbel-ramipril-coach", profile(c), IS_E]
IS_BURN = ["ishbel-heartburn", "ishbel-torin", "ishbel-torin-coach", "g-ishbel-hernia", profile(c), IS_E, ci("fergus", c, "2010-03-12")]
IS_HH = ["ishbel-torin", "g-ishbel-hernia", profile(c), IS_E]
IS_HIP = ["ishbel-hip", "ishbel-oa", "ishbel-oa-coach", "ishbel-torin2", profile(c), IS_E, ci("fergus", c, "2010-06-04")]
IS_OA = ["ishbel-oa", profile(c), IS_E]
IS_NOW = ["ishbel-bp", "ishbel-bp-coach", "ishbel-torin2", IS_E, weeks(c, "systolic_bp")]
QUESTIONS += [
    q(c, "what's ishbel's heartburn about", "named", IS_BURN, key="is-hb"),
    q(c, "what did the camera show", "follow_up", IS_HH, follow="is-hb"),
    q(c, "what's she taking", "follow_up", IS_HH, follow="is-hb"),
    q(c, "what's she to avoid", "follow_up", ["ishbel-torin", profile(c)], follow="is-hb"),
    q(c, "is she having it operated on", "follow_up", None, NEVER, follow="is-hb"),
    q(c, "ishbel's hip", "named", IS_HIP, key="is-hp"),
    q(c, "which side", "follow_up", ["ishbel-hip", "ishbel-oa", profile(c), IS_E], follow="is-hp"),
    q(c, "when's the new hip", "follow_up", ["ishbel-torin2"], follow="is-hp"),
    q(c, "is she using a stick", "follow_up", ["ishbel-torin2"], follow="is-hp"),
    q(c, "ishbel blood pressure", "health", IS_BP, key="is-bp"),
    q(c, "what was it at the start", "follow_up", ["ishbel-intro", IS_S] + span(c, "systolic_bp", "2010-01-11", "2010-01-17"), follow="is-bp"),
    q(c, "what's she on for it", "follow_up", IS_RAM, follow="is-bp"),
    q(c, "how's bel doing", "how_doing", IS_NOW),
    q(c, "ishbels hiatus hernia", "possessive", IS_BURN),
    q(c, "ishbels hip", "possessive", IS_HIP),
    q(c, "ishbels ramipril", "possessive", IS_RAM),
    q(c, "isobel hiatis hernia", "misspelling", IS_HH),
    q(c, "ishbel omeprazol", "misspelling", IS_HH),
    q(c, "ishbel osteoarthritus", "misspelling", IS_OA),
    q(c, "bel's acid", "paraphrase", IS_HH + ["ishbel-heartburn"]),
    q(c, "bel's creaky hip", "paraphrase", IS_OA + ["ishbel-hip"]),
    q(c, "what's bel taking for her pressure", "paraphrase", IS_RAM),
    q(c, "ishbel on st george's day", "date_window", ["ishbel-george"]),
    q(c, "what came in about ishbel on 14 april", "date_window", ["ishbel-torin", "ishbel-torin-coach"]),
    q(c, "what did ishbel say on 22 june", "date_window", ["ishbel-bp", "ishbel-bp-coach"]),
    q(c, "ishbel's bp in q1", "topic_period", ["ishbel-intro", "ishbel-ramipril", "ishbel-ramipril-coach", IS_S]
      + span(c, "systolic_bp", "2010-01-11", "2010-03-31")),
    q(c, "ishbel's heartburn in march", "topic_period", ["ishbel-heartburn", ci("fergus", c, "2010-03-12")]),
    q(c, "ishbel's hip in june", "topic_period", ["ishbel-oa", "ishbel-oa-coach", "ishbel-torin2", IS_E, ci("fergus", c, "2010-06-04")]),
    q(c, "what did i tell ishbel when she started the ramipril", "coach_reply", ["ishbel-ramipril-coach"]),
    q(c, "what did i say to torin about lunch", "coach_reply", ["ishbel-torin-coach"]),
    q(c, "ishbel's diastolic in my first note and my last", "note", [IS_S, IS_E]),
    q(c, "what did my june note say about her round", "note", [IS_E]),
    q(c, "ishbel sleep in the march check in", "checkin", [ci("fergus", c, "2010-03-12")]),
    q(c, "bel's june check-in adherence", "checkin", [ci("fergus", c, "2010-06-04")]),
    q(c, "ishbel's goal", "profile", [profile(c)]),
    q(c, "what did ishbel do before she retired", "profile_attribute", [profile(c), "ishbel-intro", IS_S]),
    q(c, "which village is ishbel from", "profile_attribute", [profile(c), "ishbel-intro"]),
    q(c, "what's ishbel's son called", "profile_attribute", [profile(c), "ishbel-torin"]),
    q(c, "is ishbel's bad hip the left", "yes_no", ["ishbel-hip", "ishbel-oa", profile(c), IS_E]),
    q(c, "is ishbel on anything for her blood pressure", "yes_no", IS_RAM),
    q(c, "has ishbel had her new hip yet", "recency", ["ishbel-oa", "ishbel-torin2", profile(c), IS_E]),
    q(c, "is ishbel's bp still over 140", "recency", ["ishbel-bp", "ishbel-bp-coach", IS_E, weeks(c, "systolic_bp")]),
    q(c, "how much has ishbel's systolic dropped", "numbers", ["ishbel-intro", "ishbel-bp", IS_S, IS_E]),
    q(c, "what dose of ramipril is ishbel on", "numbers", IS_RAM),
    q(c, "ishbel bp this week", "numbers", [weeks(c, "systolic_bp")]),
    q(c, "what did torin say", "named", ["ishbel-torin", "ishbel-torin2"]),
    q(c, "what did her son say last", "paraphrase", ["ishbel-torin2"]),
    q(c, "what did ishbel's sister say", "named", None, NEVER),
    q(c, "did ishbel have a barium swallow", "yes_no", None, NEVER),
    q(c, "ishbel's blood pressure on st patrick's day", "numbers", None, NEVER),
    q(c, "ishbel's left hip", "possessive", None, NEVER),
    q(c, "ishbel's left ankle", "possessive", None, NEVER),
    q(c, "ishbel's weight", "health", None, OTHER_CLIENT),
    q(c, "ishbel's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "ishbel's bppv", "possessive", None, OTHER_CLIENT),
    q(c, "ishbel's lyme disease", "possessive", None, OTHER_CLIENT),
    q(c, "ishbel's steps", "health", None, OTHER_TRAINER),
    q(c, "ishbel's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "ishbel's hip in march", "topic_period", None, OTHER_PERIOD),
    q(c, "what did torin say in february", "named", None, OTHER_PERIOD),
    q(c, "ishbel check in in may", "checkin", None, OTHER_PERIOD),
    q(c, "ishbel's omeprazole back in january", "topic_period", None, OTHER_PERIOD),
    q(c, "ishbel's heartburn in february", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Silas: Hilda (test)
c = "hilda"
HI_S, HI_E = sn("silas", c, "0112"), sn("silas", c, "0629")
HI_APP = ["hilda-pain", "hilda-hermione", "hilda-hermione-coach", "g-hilda-appendix", "hilda-goodfriday", profile(c), HI_E,
          ci("silas", c, "2010-03-05")]
HI_OP = ["hilda-hermione", "g-hilda-appendix", profile(c), HI_E]
HI_MOLE = ["hilda-mole", "hilda-excision", "hilda-hermione2", "hilda-hermione2-coach", profile(c), HI_E, ci("silas", c, "2010-05-14")]
HI_BENIGN = ["hilda-hermione2", profile(c), HI_E]
HI_WT = ["hilda-intro", "hilda-weight", "hilda-weight-coach", HI_S, HI_E, weeks(c, "weight")]
HI_NOW = ["hilda-weight", "hilda-weight-coach", HI_E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "what happened with hilda's appendix", "named", HI_APP, key="hi-ap"),
    q(c, "was it keyhole", "follow_up", HI_OP, follow="hi-ap"),
    q(c, "how long off the water", "follow_up", ["hilda-hermione", profile(c)], follow="hi-ap"),
    q(c, "when did she get back on", "follow_up", ["hilda-goodfriday", HI_E], follow="hi-ap"),
    q(c, "did it burst", "follow_up", None, NEVER, follow="hi-ap"),
    q(c, "hilda's mole", "named", HI_MOLE, key="hi-mo"),
    q(c, "where on her body", "follow_up", ["hilda-mole", profile(c), HI_E], follow="hi-mo"),
    q(c, "how many stitches", "follow_up", ["hilda-excision"], follow="hi-mo"),
    q(c, "was it cancer", "follow_up", HI_BENIGN, follow="hi-mo"),
    q(c, "is she having radiotherapy", "follow_up", None, NEVER, follow="hi-mo"),
    q(c, "hilda weight", "health", HI_WT, key="hi-wt"),
    q(c, "what was she in january", "follow_up", ["hilda-intro", HI_S] + span(c, "weight", "2010-01-11", "2010-01-17"), follow="hi-wt"),
    q(c, "how's hils getting on", "how_doing", HI_NOW),
    q(c, "hildas appendix", "possessive", HI_APP),
    q(c, "hildas mole", "possessive", HI_MOLE),
    q(c, "hilda's stitches", "possessive", ["hilda-excision", profile(c)]),
    q(c, "hylda appendisitis", "misspelling", HI_OP),
    q(c, "hilda appendectomy", "misspelling", HI_OP),
    q(c, "hilda's mole biopsey", "misspelling", HI_BENIGN + ["hilda-excision"]),
    q(c, "hils's op", "paraphrase", HI_OP),
    q(c, "the thing on hils's shoulder", "paraphrase", ["hilda-mole", "hilda-excision", "hilda-hermione2", profile(c), HI_E]),
    q(c, "when did hils get her all clear", "paraphrase", ["hilda-hermione2"]),
    q(c, "what did hilda do on good friday", "date_window", ["hilda-goodfriday"]),
    q(c, "hilda on valentine's day", "date_window", ["hilda-valentine"]),
    q(c, "what came in about hilda on 28 feb", "date_window", ["hilda-hermione", "hilda-hermione-coach"]),
    q(c, "hilda's appendix in february", "topic_period", ["hilda-pain", "hilda-hermione", "hilda-hermione-coach"]),
    q(c, "hilda's mole in may", "topic_period", ["hilda-excision", "hilda-hermione2", "hilda-hermione2-coach", ci("silas", c, "2010-05-14")]),
    q(c, "hilda's weight in q2", "topic_period", ["hilda-weight", "hilda-weight-coach", HI_E] + span(c, "weight", "2010-04-01", "2010-06-30")),
    q(c, "what did i tell hermione after the op", "coach_reply", ["hilda-hermione-coach"]),
    q(c, "what did i say about sun cream", "coach_reply", ["hilda-hermione2-coach"]),
    q(c, "what did my first note say about hilda", "note", [HI_S]),
    q(c, "hilda's weight in my first note and my last", "note", [HI_S, HI_E]),
    q(c, "hilda adherence in the march check in", "checkin", [ci("silas", c, "2010-03-05")]),
    q(c, "hils's may check-in stress", "checkin", [ci("silas", c, "2010-05-14")]),
    q(c, "hilda's goal", "profile", [profile(c)]),
    q(c, "what does hilda do", "profile_attribute", [profile(c), "hilda-intro", HI_S]),
    q(c, "who's hilda's wife", "profile_attribute", [profile(c), "hilda-hermione"]),
    q(c, "was hilda's mole on her right shoulder", "yes_no", ["hilda-mole", profile(c), HI_E]),
    q(c, "was hilda's mole cancer", "yes_no", HI_BENIGN),
    q(c, "are hilda's stitches still in", "recency", ["hilda-hermione2", profile(c)]),
    q(c, "how much has hilda lost", "numbers", ["hilda-intro", "hilda-weight", HI_S, HI_E]),
    q(c, "hilda's weight in stone", "numbers", ["hilda-weight", HI_E, weeks(c, "weight")]),
    q(c, "how many weeks off after hilda's appendix", "numbers", ["hilda-hermione", profile(c)]),
    q(c, "what did hermione say", "named", ["hilda-hermione", "hilda-hermione2"]),
    q(c, "what did her wife say last", "paraphrase", ["hilda-hermione2"]),
    q(c, "what did hilda's brother say", "named", None, NEVER),
    q(c, "did hilda have a ct scan", "yes_no", None, NEVER),
    q(c, "hilda's weight on grand national day", "numbers", None, NEVER),
    q(c, "hilda's left knee", "possessive", None, NEVER),
    q(c, "hilda's neck", "possessive", None, NEVER),
    q(c, "hilda's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "hilda's egfr", "numbers", None, OTHER_CLIENT),
    q(c, "hilda's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "hilda's coeliac", "possessive", None, OTHER_CLIENT),
    q(c, "hilda's steps", "health", None, OTHER_TRAINER),
    q(c, "hilda's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "hilda's mole in march", "topic_period", None, OTHER_PERIOD),
    q(c, "what did hermione say in april", "named", None, OTHER_PERIOD),
    q(c, "hilda check in in june", "checkin", None, OTHER_PERIOD),
    q(c, "hilda's appendix in may", "topic_period", None, OTHER_PERIOD),
    q(c, "hilda's stitches back in january", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Silas: Horace (test)
c = "horace"
HO_S, HO_E, HO_TR = sn("silas", c, "0119"), sn("silas", c, "0629"), "tr-silas-horace-20100212"
HO_KID = ["horace-kidney", "horace-kidney-coach", HO_TR, "horace-egfr", profile(c), HO_S, HO_E, ci("silas", c, "2010-02-19")]
HO_CKD = ["horace-kidney", profile(c), HO_S, HO_E]
HO_EGFR = ["horace-kidney", "horace-egfr", HO_S, HO_E, lab(c, "20100208"), lab(c, "20100607")]
HO_SH = ["horace-shoulder", "horace-letitia", "horace-letitia-coach", "g-horace-shoulder", profile(c), HO_E, ci("silas", c, "2010-05-21")]
HO_FROZEN = ["horace-letitia", "g-horace-shoulder", profile(c), HO_E]
HO_WT = ["horace-intro", "horace-letitia2", "horace-letitia2-coach", HO_S, HO_E, weeks(c, "weight")]
HO_NOW = ["horace-letitia2", "horace-letitia2-coach", HO_E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "what's the story with horace's kidneys", "named", HO_KID, key="ho-kd"),
    q(c, "what was his egfr", "follow_up", HO_EGFR, follow="ho-kd"),
    q(c, "what stage", "follow_up", HO_CKD, follow="ho-kd"),
    q(c, "what painkillers can't he have", "follow_up", ["horace-kidney-coach", "horace-letitia-coach", HO_TR, profile(c)], follow="ho-kd"),
    q(c, "is he on dialysis", "follow_up", None, NEVER, follow="ho-kd"),
    q(c, "horace's shoulder", "named", HO_SH, key="ho-sh"),
    q(c, "which one", "follow_up", ["horace-shoulder", profile(c), HO_E], follow="ho-sh"),
    q(c, "what did they do for it", "follow_up", HO_FROZEN, follow="ho-sh"),
    q(c, "did they manipulate it under anaesthetic", "follow_up", None, NEVER, follow="ho-sh"),
    q(c, "horace weight", "health", HO_WT, key="ho-wt"),
    q(c, "what was he at the start", "follow_up", ["horace-intro", HO_S] + span(c, "weight", "2010-01-18", "2010-01-24"), follow="ho-wt"),
    q(c, "did he make his target", "follow_up", ["horace-letitia2", "horace-letitia2-coach", profile(c), weeks(c, "weight")], follow="ho-wt"),
    q(c, "how's horry getting on", "how_doing", HO_NOW),
    q(c, "horaces kidneys", "possessive", HO_KID),
    q(c, "horaces shoulder", "possessive", HO_SH),
    q(c, "horace's egfr", "possessive", HO_EGFR),
    q(c, "horace's e g f r", "misspelling", HO_EGFR),
    q(c, "horris frozen sholder", "misspelling", HO_FROZEN),
    q(c, "horace hydrodilitation", "misspelling", HO_FROZEN),
    q(c, "horry's tired kidneys", "paraphrase", HO_CKD),
    q(c, "horry's stuck arm", "paraphrase", HO_FROZEN + ["horace-shoulder"]),
    q(c, "when did horry get his beach start", "paraphrase", ["horace-letitia2"]),
    q(c, "what did horace say when the clocks went forward", "date_window", ["horace-clocks"]),
    q(c, "where was letitia stuck when the volcano grounded the planes", "date_window", ["horace-volcano"]),
    q(c, "what came in about horace on 8 june", "date_window", ["horace-letitia", "horace-letitia-coach"]),
    q(c, "horace's kidneys in february", "topic_period", ["horace-kidney", "horace-kidney-coach", HO_TR, ci("silas", c, "2010-02-19"),
                                                         lab(c, "20100208")]),
    q(c, "horace's shoulder in june", "topic_period", ["horace-letitia", "horace-letitia-coach", "g-horace-shoulder", HO_E]),
    q(c, "horace's weight in q1", "topic_period", ["horace-intro", HO_S] + span(c, "weight", "2010-01-18", "2010-03-31")),
    q(c, "what did i tell horace about the chemist", "coach_reply", ["horace-kidney-coach"]),
    q(c, "what did i say to letitia about uphauling", "coach_reply", ["horace-letitia-coach"]),
    q(c, "what did my first note say about horace", "note", [HO_S]),
    q(c, "horace's weight in my first note and my last", "note", [HO_S, HO_E]),
    q(c, "what bp does the gp want for horace, from the call with letitia", "transcript", [HO_TR]),
    q(c, "on the call when did i say he could sail", "transcript", [HO_TR]),
    q(c, "horace sleep in the feb check in", "checkin", [ci("silas", c, "2010-02-19")]),
    q(c, "horry's may check-in adherence", "checkin", [ci("silas", c, "2010-05-21")]),
    q(c, "horace's goal", "profile", [profile(c)]),
    q(c, "what did horace do before he retired", "profile_attribute", [profile(c), "horace-intro", HO_S]),
    q(c, "who's horace's daughter", "profile_attribute", [profile(c), "horace-letitia"]),
    q(c, "is horace's frozen shoulder the right one", "yes_no", ["horace-shoulder", profile(c), HO_E]),
    q(c, "has horace's egfr got worse", "yes_no", HO_EGFR),
    q(c, "can horace uphaul yet", "recency", ["horace-letitia-coach", "g-horace-shoulder", profile(c), HO_E]),
    q(c, "how much has horace lost", "numbers", ["horace-intro", "horace-letitia2", HO_S, HO_E]),
    q(c, "horace's weight in stone", "numbers", ["horace-letitia2", HO_E, weeks(c, "weight")]),
    q(c, "how much did horace's egfr go up", "numbers", HO_EGFR),
    q(c, "what did letitia say", "named", ["horace-letitia", HO_TR, "horace-letitia2"]),
    q(c, "what did his daughter say last", "paraphrase", ["horace-letitia2"]),
    q(c, "what did horace's dad say", "named", None, NEVER),
    q(c, "did horace have a kidney transplant", "yes_no", None, NEVER),
    q(c, "horace's weight on st george's day", "numbers", None, NEVER),
    q(c, "horace's right shoulder", "possessive", None, NEVER),
    q(c, "horace's left knee", "possessive", None, NEVER),
    q(c, "horace's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "horace's haemoglobin", "numbers", None, OTHER_CLIENT),
    q(c, "horace's appendix", "possessive", None, OTHER_CLIENT),
    q(c, "horace's torn meniscus", "possessive", None, OTHER_CLIENT),
    q(c, "horace's steps", "health", None, OTHER_TRAINER),
    q(c, "horace's vitamin d", "numbers", None, OTHER_TRAINER),
    q(c, "horace's shoulder in march", "topic_period", None, OTHER_PERIOD),
    q(c, "what did letitia say in may", "named", None, OTHER_PERIOD),
    q(c, "horace check in in april", "checkin", None, OTHER_PERIOD),
    q(c, "horace's egfr in april", "numbers", None, OTHER_PERIOD),
    q(c, "horace's hydrodilatation back in january", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Silas: Rowena (dev)
c = "rowena"
RO_S, RO_E = sn("silas", c, "0114"), sn("silas", c, "0630")
RO_GUT = ["rowena-bloated", "rowena-marigold", "rowena-marigold-coach", "g-rowena-coeliac", "rowena-hb", profile(c), RO_E,
          ci("silas", c, "2010-02-26")]
RO_COEL = ["rowena-marigold", "g-rowena-coeliac", profile(c), RO_E]
RO_HB = ["rowena-marigold", "rowena-hb", RO_E, lab(c, "20100301"), lab(c, "20100604")]
RO_KNEE = ["rowena-knee", "rowena-meniscus", "rowena-meniscus-coach", "g-rowena-knee", "rowena-marigold2", profile(c), RO_E,
           ci("silas", c, "2010-05-21")]
RO_MEN = ["rowena-meniscus", "g-rowena-knee", profile(c), RO_E]
RO_OP = ["rowena-meniscus", profile(c), RO_E]
RO_RHR = ["rowena-intro", "rowena-rhr", RO_S, RO_E, weeks(c, "resting_heart_rate")]
RO_NOW = ["rowena-rhr", "rowena-marigold2", "rowena-marigold2-coach", RO_E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "what's wrong with rowena's stomach", "named", RO_GUT, key="ro-gu"),
    q(c, "how did they find out", "follow_up", RO_COEL, follow="ro-gu"),
    q(c, "what was her hb", "follow_up", RO_HB, follow="ro-gu"),
    q(c, "and is it normal now", "follow_up", ["rowena-hb", RO_E, lab(c, "20100604")], follow="ro-gu"),
    q(c, "is she on steroids for it", "follow_up", None, NEVER, follow="ro-gu"),
    q(c, "rowena's knee", "named", RO_KNEE, key="ro-kn"),
    q(c, "which knee", "follow_up", ["rowena-knee", "rowena-meniscus", profile(c)], follow="ro-kn"),
    q(c, "when's the op", "follow_up", RO_OP, follow="ro-kn"),
    q(c, "what can't she do till then", "follow_up", ["rowena-meniscus-coach", "g-rowena-knee", profile(c), RO_E], follow="ro-kn"),
    q(c, "did she do her acl as well", "follow_up", None, NEVER, follow="ro-kn"),
    q(c, "rowena rhr", "health", RO_RHR, key="ro-hr"),
    q(c, "what was it when she started", "follow_up", ["rowena-intro", RO_S] + span(c, "resting_heart_rate", "2010-01-18", "2010-01-24"),
      follow="ro-hr"),
    q(c, "how's wena doing", "how_doing", RO_NOW),
    q(c, "rowenas coeliac", "possessive", RO_GUT),
    q(c, "rowenas knee", "possessive", RO_KNEE),
    q(c, "rowena's haemoglobin", "possessive", RO_HB),
    q(c, "rowenna celiac", "misspelling", RO_COEL),
    q(c, "rowena's torn menicus", "misspelling", RO_MEN),
    q(c, "rowena's hemoglobin", "misspelling", RO_HB),
    q(c, "wena's bread allergy", "paraphrase", RO_COEL),
    q(c, "when are they scoping wena's knee", "paraphrase", RO_OP),
    q(c, "wena's iron levels", "paraphrase", RO_HB),
    q(c, "what did rowena stay up for on 19 february", "date_window", ["rowena-skeleton"]),
    q(c, "what came in about rowena on 11 march", "date_window", ["rowena-marigold", "rowena-marigold-coach"]),
    q(c, "what did rowena say on 18 may", "date_window", ["rowena-knee"]),
    q(c, "rowena's coeliac in march", "topic_period", ["rowena-marigold", "rowena-marigold-coach", "g-rowena-coeliac", lab(c, "20100301")]),
    q(c, "rowena's knee in june", "topic_period", ["rowena-meniscus", "rowena-meniscus-coach", "g-rowena-knee", "rowena-marigold2", RO_E]),
    q(c, "rowena's rhr in q2", "topic_period", ["rowena-rhr", RO_E] + span(c, "resting_heart_rate", "2010-04-01", "2010-06-30")),
    q(c, "what did i tell marigold about flapjacks", "coach_reply", ["rowena-marigold-coach"]),
    q(c, "what did i say to wena after the mri", "coach_reply", ["rowena-meniscus-coach"]),
    q(c, "what did my first note say about rowena", "note", [RO_S]),
    q(c, "rowena's rhr in my first note and my last", "note", [RO_S, RO_E]),
    q(c, "rowena sleep in the feb check in", "checkin", [ci("silas", c, "2010-02-26")]),
    q(c, "wena's may check-in stress", "checkin", [ci("silas", c, "2010-05-21")]),
    q(c, "rowena's goal", "profile", [profile(c)]),
    q(c, "what does rowena do", "profile_attribute", [profile(c), "rowena-intro"]),
    q(c, "who's rowena's mum", "profile_attribute", [profile(c), "rowena-marigold"]),
    q(c, "what can't rowena eat", "profile_attribute", [profile(c), "rowena-marigold"]),
    q(c, "is rowena's meniscus tear in her left knee", "yes_no", ["rowena-knee", "rowena-meniscus", profile(c)]),
    q(c, "has rowena had her knee op yet", "recency", RO_OP),
    q(c, "is rowena still bloated", "recency", ["rowena-hb"]),
    q(c, "how much did rowena's hb go up", "numbers", RO_HB),
    q(c, "how much has rowena's rhr dropped", "numbers", ["rowena-intro", "rowena-rhr", RO_S, RO_E]),
    q(c, "rowena rhr this week", "numbers", [weeks(c, "resting_heart_rate")]),
    q(c, "what did marigold say", "named", ["rowena-marigold", "rowena-marigold2"]),
    q(c, "what did her mum say last", "paraphrase", ["rowena-marigold2"]),
    q(c, "what did rowena's dad say", "named", None, NEVER),
    q(c, "did rowena have a colonoscopy", "yes_no", None, NEVER),
    q(c, "rowena's rhr on st patrick's day", "numbers", None, NEVER),
    q(c, "rowena's left knee", "possessive", None, NEVER),
    q(c, "rowena's right ankle", "possessive", None, NEVER),
    q(c, "rowena's weight", "health", None, OTHER_CLIENT),
    q(c, "rowena's egfr", "numbers", None, OTHER_CLIENT),
    q(c, "rowena's mole", "possessive", None, OTHER_CLIENT),
    q(c, "rowena's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "rowena's steps", "health", None, OTHER_TRAINER),
    q(c, "rowena's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "rowena's knee in march", "topic_period", None, OTHER_PERIOD),
    q(c, "what did marigold say in may", "named", None, OTHER_PERIOD),
    q(c, "rowena check in in april", "checkin", None, OTHER_PERIOD),
    q(c, "rowena's haemoglobin back in january", "numbers", None, OTHER_PERIOD),
    q(c, "rowena's meniscus over easter", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendolen: Jethro (dev)
c = "jethro"
JE_S, JE_E = sn("gwendolen", c, "0111"), sn("gwendolen", c, "0629")
JE_EYE = ["jethro-eye", "jethro-gwenllian", "jethro-gwenllian-coach", "g-jethro-eye", profile(c), JE_E, ci("gwendolen", c, "2010-01-22")]
JE_HYPH = ["jethro-gwenllian", "g-jethro-eye", profile(c), JE_E]
JE_HEART = ["jethro-heart", "jethro-af", "jethro-af-coach", "g-jethro-af", "jethro-gwenllian2", profile(c), JE_E,
            ci("gwendolen", c, "2010-05-07")]
JE_AF = ["jethro-af", "g-jethro-af", profile(c), JE_E]
JE_WT = ["jethro-intro", "jethro-gwenllian2", "jethro-gwenllian2-coach", JE_S, JE_E, weeks(c, "weight")]
JE_NOW = ["jethro-gwenllian2", "jethro-gwenllian2-coach", JE_E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "what happened to jethro's eye", "named", JE_EYE, key="je-ey"),
    q(c, "which eye", "follow_up", ["jethro-eye", "jethro-gwenllian", profile(c), JE_E], follow="je-ey"),
    q(c, "what did the eye unit say", "follow_up", JE_HYPH, follow="je-ey"),
    q(c, "how long off court", "follow_up", ["jethro-gwenllian", profile(c)], follow="je-ey"),
    q(c, "did he need laser on it", "follow_up", None, NEVER, follow="je-ey"),
    q(c, "jethro's heart", "named", JE_HEART, key="je-ht"),
    q(c, "what did the ecg show", "follow_up", JE_AF, follow="je-ht"),
    q(c, "what's he taking", "follow_up", JE_AF, follow="je-ht"),
    q(c, "what did i tell him about diving", "follow_up", ["jethro-af-coach"], follow="je-ht"),
    q(c, "have they shocked it back into rhythm", "follow_up", None, NEVER, follow="je-ht"),
    q(c, "jethro weight", "health", JE_WT, key="je-wt"),
    q(c, "what was he in january", "follow_up", ["jethro-intro", JE_S] + span(c, "weight", "2010-01-11", "2010-01-17"), follow="je-wt"),
    q(c, "how's jeth getting on", "how_doing", JE_NOW),
    q(c, "jethros eye", "possessive", JE_EYE),
    q(c, "jethros af", "possessive", JE_HEART),
    q(c, "jethro's warfarin", "possessive", JE_AF),
    q(c, "jethroe atrial fibrilation", "misspelling", JE_AF),
    q(c, "jethro hyphema", "misspelling", JE_HYPH),
    q(c, "jethro's a f", "misspelling", JE_AF),
    q(c, "jeth's shiner", "paraphrase", JE_HYPH + ["jethro-eye"]),
    q(c, "jeth's blood thinner", "paraphrase", JE_AF),
    q(c, "jeth's heart flutter", "paraphrase", JE_AF + ["jethro-heart"]),
    q(c, "jethro on st patrick's day", "date_window", ["jethro-paddy"]),
    q(c, "what did jethro do over the bank holiday at the end of may", "date_window", ["jethro-bank"]),
    q(c, "what came in about jethro on 15 january", "date_window", ["jethro-gwenllian", "jethro-gwenllian-coach"]),
    q(c, "jethro's eye in january", "topic_period", ["jethro-eye", "jethro-gwenllian", "jethro-gwenllian-coach", "g-jethro-eye",
                                                    ci("gwendolen", c, "2010-01-22")]),
    q(c, "jethro's heart in april", "topic_period", ["jethro-heart", "jethro-af", "jethro-af-coach", "g-jethro-af"]),
    q(c, "jethro's weight in q1", "topic_period", ["jethro-intro", JE_S] + span(c, "weight", "2010-01-11", "2010-03-31")),
    q(c, "what did i tell gwenllian about goggles", "coach_reply", ["jethro-gwenllian-coach"]),
    q(c, "what did i say when jeth got af", "coach_reply", ["jethro-af-coach"]),
    q(c, "what did my first note say about jethro", "note", [JE_S]),
    q(c, "jethro's weight in my first note and my last", "note", [JE_S, JE_E]),
    q(c, "jethro adherence in the january check in", "checkin", [ci("gwendolen", c, "2010-01-22")]),
    q(c, "jeth's may check-in sleep", "checkin", [ci("gwendolen", c, "2010-05-07")]),
    q(c, "jethro's goal", "profile", [profile(c)]),
    q(c, "what does jethro farm", "profile_attribute", [profile(c), "jethro-intro", JE_S]),
    q(c, "who's jethro's wife", "profile_attribute", [profile(c), "jethro-gwenllian"]),
    q(c, "what should jethro not drink", "profile_attribute", [profile(c)]),
    q(c, "was it jethro's left eye", "yes_no", ["jethro-eye", "jethro-gwenllian", profile(c), JE_E]),
    q(c, "is jethro on a blood thinner", "yes_no", JE_AF),
    q(c, "is jethro top of the box league", "recency", ["jethro-gwenllian2", "jethro-gwenllian2-coach", JE_E]),
    q(c, "how much has jethro lost", "numbers", ["jethro-intro", "jethro-gwenllian2", JE_S, JE_E]),
    q(c, "jethro's weight in stone", "numbers", ["jethro-gwenllian2", JE_E, weeks(c, "weight")]),
    q(c, "how many weeks off for jethro's eye", "numbers", ["jethro-gwenllian", profile(c)]),
    q(c, "what did gwenllian say", "named", ["jethro-gwenllian", "jethro-gwenllian2"]),
    q(c, "what did his wife say last", "paraphrase", ["jethro-gwenllian2"]),
    q(c, "what did jethro's dad say", "named", None, NEVER),
    q(c, "did jethro have a pacemaker fitted", "yes_no", None, NEVER),
    q(c, "jethro's weight on mothering sunday", "numbers", None, NEVER),
    q(c, "jethro's left eye", "possessive", None, NEVER),
    q(c, "jethro's left ankle", "possessive", None, NEVER),
    q(c, "jethro's steps", "health", None, OTHER_CLIENT),
    q(c, "jethro's crp", "numbers", None, OTHER_CLIENT),
    q(c, "jethro's tennis elbow", "possessive", None, OTHER_CLIENT),
    q(c, "jethro's pneumonia", "possessive", None, OTHER_CLIENT),
    q(c, "jethro's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "jethro's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "jethro's af in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did gwenllian say in march", "named", None, OTHER_PERIOD),
    q(c, "jethro check in in march", "checkin", None, OTHER_PERIOD),
    q(c, "jethro's eye over easter", "topic_period", None, OTHER_PERIOD),
    q(c, "jethro's warfarin back in january", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendolen: Seren (test)
c = "seren"
SE_S, SE_E = sn("gwendolen", c, "0114"), sn("gwendolen", c, "0629")
SE_ELB = ["seren-elbow", "seren-te", "seren-te-coach", "seren-vitd", profile(c), SE_E, ci("gwendolen", c, "2010-02-12")]
SE_TE = ["seren-te", profile(c), SE_E]
SE_VD = ["seren-tired", "seren-emrys", "seren-emrys-coach", "seren-vitd", profile(c), SE_E, ci("gwendolen", c, "2010-04-16"),
         lab(c, "20100305"), lab(c, "20100611")]
SE_VDV = ["seren-emrys", "seren-vitd", SE_E, lab(c, "20100305"), lab(c, "20100611")]
SE_STEPS = ["seren-intro", "seren-steps", "seren-steps-coach", SE_S, SE_E, "goal-gwendolen-seren-steps", weeks(c, "steps")]
SE_NOW = ["seren-vitd", "seren-steps", "seren-steps-coach", "seren-emrys2", SE_E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "what's up with seren's elbow", "named", SE_ELB, key="se-el"),
    q(c, "which arm", "follow_up", ["seren-elbow", "seren-te", profile(c), SE_E], follow="se-el"),
    q(c, "what did the gp give her", "follow_up", ["seren-te", profile(c)], follow="se-el"),
    q(c, "did she have surgery on it", "follow_up", None, NEVER, follow="se-el"),
    q(c, "seren's vitamin d", "named", SE_VD, key="se-vd"),
    q(c, "what was it", "follow_up", SE_VDV, follow="se-vd"),
    q(c, "what's she taking", "follow_up", ["seren-emrys", profile(c), SE_E], follow="se-vd"),
    q(c, "and now", "follow_up", ["seren-vitd", SE_E, lab(c, "20100611")], follow="se-vd"),
    q(c, "seren steps", "health", SE_STEPS, key="se-st"),
    q(c, "what was she doing in january", "follow_up", ["seren-intro", SE_S] + span(c, "steps", "2010-01-18", "2010-01-24"), follow="se-st"),
    q(c, "did she hit her goal", "follow_up", ["goal-gwendolen-seren-steps", "seren-steps", "seren-steps-coach", weeks(c, "steps")],
      follow="se-st"),
    q(c, "how's sez getting on", "how_doing", SE_NOW),
    q(c, "serens elbow", "possessive", SE_ELB),
    q(c, "serens vitamin d", "possessive", SE_VD),
    q(c, "seren's brace", "possessive", SE_TE),
    q(c, "serin tenis elbow", "misspelling", SE_TE),
    q(c, "seren colecalciferal", "misspelling", ["seren-emrys", profile(c), SE_E]),
    q(c, "seren vit d defficiency", "misspelling", SE_VDV),
    q(c, "sez's sore arm", "paraphrase", SE_TE + ["seren-elbow"]),
    q(c, "sez's sunshine levels", "paraphrase", SE_VDV),
    q(c, "who beat who at the weekend, sez or emrys", "paraphrase", ["seren-emrys2"]),
    q(c, "what did seren do on marathon day", "date_window", ["seren-marathon"]),
    q(c, "what came in about seren on 9 march", "date_window", ["seren-emrys", "seren-emrys-coach"]),
    q(c, "what did seren say on 4 feb", "date_window", ["seren-te", "seren-te-coach"]),
    q(c, "seren's elbow in february", "topic_period", ["seren-te", "seren-te-coach", ci("gwendolen", c, "2010-02-12")]),
    q(c, "seren's vitamin d in june", "topic_period", ["seren-vitd", SE_E, lab(c, "20100611")]),
    q(c, "seren's steps in q1", "topic_period", ["seren-intro", SE_S] + span(c, "steps", "2010-01-18", "2010-03-31")),
    q(c, "what did i tell seren about her grip", "coach_reply", ["seren-te-coach"]),
    q(c, "what did i say to emrys", "coach_reply", ["seren-emrys-coach"]),
    q(c, "what did my first note say about her backhand", "note", [SE_S]),
    q(c, "seren's steps in my first note and my last", "note", [SE_S, SE_E]),
    q(c, "seren stress in the feb check in", "checkin", [ci("gwendolen", c, "2010-02-12")]),
    q(c, "sez's april check-in adherence", "checkin", [ci("gwendolen", c, "2010-04-16")]),
    q(c, "seren's goal", "profile", [profile(c)]),
    q(c, "where does seren work", "profile_attribute", [profile(c), "seren-intro"]),
    q(c, "who's seren's boyfriend", "profile_attribute", [profile(c), "seren-emrys"]),
    q(c, "is seren's tennis elbow in her left arm", "yes_no", ["seren-elbow", "seren-te", profile(c), SE_E]),
    q(c, "is seren's vitamin d normal now", "yes_no", ["seren-vitd", SE_E, lab(c, "20100611")]),
    q(c, "is seren's elbow still sore", "recency", ["seren-vitd", SE_E]),
    q(c, "how much did seren's vitamin d go up", "numbers", SE_VDV),
    q(c, "how many more steps is seren doing", "numbers", ["seren-intro", "seren-steps", SE_S, SE_E]),
    q(c, "seren steps this week", "numbers", [weeks(c, "steps")]),
    q(c, "what did emrys say", "named", ["seren-emrys", "seren-emrys2"]),
    q(c, "what did her boyfriend say last", "paraphrase", ["seren-emrys2"]),
    q(c, "what did seren's sister say", "named", None, NEVER),
    q(c, "did seren have an x-ray of her elbow", "yes_no", None, NEVER),
    q(c, "seren's steps on easter sunday", "numbers", None, NEVER),
    q(c, "seren's left elbow", "possessive", None, NEVER),
    q(c, "seren's right ankle", "possessive", None, NEVER),
    q(c, "seren's weight", "health", None, OTHER_CLIENT),
    q(c, "seren's crp", "numbers", None, OTHER_CLIENT),
    q(c, "seren's warfarin", "possessive", None, OTHER_CLIENT),
    q(c, "seren's rheumatoid arthritis", "possessive", None, OTHER_CLIENT),
    q(c, "seren's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "seren's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "seren's vitamin d in january", "numbers", None, OTHER_PERIOD),
    q(c, "what did emrys say in may", "named", None, OTHER_PERIOD),
    q(c, "seren check in in june", "checkin", None, OTHER_PERIOD),
    q(c, "seren's elbow in may", "topic_period", None, OTHER_PERIOD),
    q(c, "seren's colecalciferol in february", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendolen: Ninian (dev)
c = "ninian"
NI_S, NI_E, NI_TR = sn("gwendolen", c, "0120"), sn("gwendolen", c, "0630"), "tr-gwendolen-ninian-20100312"
NI_HANDS = ["ninian-hands", "ninian-maud", "ninian-maud-coach", "g-ninian-ra", NI_TR, "ninian-crp", profile(c), NI_E,
            ci("gwendolen", c, "2010-03-05")]
NI_RA = ["ninian-maud", "g-ninian-ra", profile(c), NI_E]
NI_MTX = ["ninian-maud", NI_TR, profile(c), NI_E]
NI_CRP = ["ninian-maud", "ninian-crp", NI_E, lab(c, "20100308"), lab(c, "20100614")]
NI_CHEST = ["ninian-cough", "ninian-pneumonia", "ninian-pneumonia-coach", "g-ninian-pneumonia", "ninian-maud2", profile(c), NI_E,
            ci("gwendolen", c, "2010-05-07")]
NI_PN = ["ninian-pneumonia", "g-ninian-pneumonia", profile(c), NI_E]
NI_NOW = ["ninian-crp", "ninian-maud2", "ninian-maud2-coach", NI_E]
QUESTIONS += [
    q(c, "what's wrong with ninian's hands", "named", NI_HANDS, key="ni-ha"),
    q(c, "what did the clinic say", "follow_up", NI_RA, follow="ni-ha"),
    q(c, "what's he on", "follow_up", NI_MTX, follow="ni-ha"),
    q(c, "how often does he take it", "follow_up", ["ninian-maud", profile(c), NI_E], follow="ni-ha"),
    q(c, "what was his crp", "follow_up", NI_CRP, follow="ni-ha"),
    q(c, "did they inject his knuckles", "follow_up", None, NEVER, follow="ni-ha"),
    q(c, "ninian's cough", "named", NI_CHEST, key="ni-co"),
    q(c, "what did the x-ray show", "follow_up", NI_PN, follow="ni-co"),
    q(c, "which lung", "follow_up", NI_PN, follow="ni-co"),
    q(c, "what antibiotic", "follow_up", ["ninian-pneumonia", profile(c)], follow="ni-co"),
    q(c, "was he admitted to hospital", "follow_up", None, NEVER, follow="ni-co"),
    q(c, "how's nin getting on", "how_doing", NI_NOW),
    q(c, "ninians hands", "possessive", NI_HANDS),
    q(c, "ninians pneumonia", "possessive", NI_CHEST),
    q(c, "ninian's methotrexate", "possessive", NI_MTX),
    q(c, "ninian's crp", "possessive", NI_CRP),
    q(c, "ninion rheumatoid arthritus", "misspelling", NI_RA),
    q(c, "ninian methotrexat", "misspelling", NI_MTX),
    q(c, "ninian's c r p", "misspelling", NI_CRP),
    q(c, "ninian newmonia", "misspelling", NI_PN),
    q(c, "nin's claws", "paraphrase", NI_RA + ["ninian-hands"]),
    q(c, "nin's chest bug", "paraphrase", NI_PN + ["ninian-cough"]),
    q(c, "how did nin vote on election day", "date_window", ["ninian-election"]),
    q(c, "what came in about ninian on 9 march", "date_window", ["ninian-maud", "ninian-maud-coach"]),
    q(c, "what did ninian say on 16 june", "date_window", ["ninian-crp"]),
    q(c, "ninian's hands in march", "topic_period", ["ninian-maud", "ninian-maud-coach", "g-ninian-ra", NI_TR, ci("gwendolen", c, "2010-03-05"),
                                                    lab(c, "20100308")]),
    q(c, "ninian's chest in april", "topic_period", ["ninian-cough", "ninian-pneumonia", "ninian-pneumonia-coach", "g-ninian-pneumonia"]),
    q(c, "ninian's crp since the election", "topic_period", ["ninian-crp", NI_E, lab(c, "20100614")]),
    q(c, "what did i tell maud about his grip", "coach_reply", ["ninian-maud-coach"]),
    q(c, "what did i say when nin got pneumonia", "coach_reply", ["ninian-pneumonia-coach"]),
    q(c, "what did my first note say about ninian", "note", [NI_S]),
    q(c, "what did my june note say about the box league", "note", [NI_E]),
    q(c, "how long does the methotrexate take to work, from the call with maud", "transcript", [NI_TR]),
    q(c, "on the call what did nin say his hands were like", "transcript", [NI_TR]),
    q(c, "ninian sleep in the march check in", "checkin", [ci("gwendolen", c, "2010-03-05")]),
    q(c, "nin's may check-in adherence", "checkin", [ci("gwendolen", c, "2010-05-07")]),
    q(c, "ninian's goal", "profile", [profile(c)]),
    q(c, "what did ninian do before he retired", "profile_attribute", [profile(c), "ninian-intro", NI_S]),
    q(c, "where's ninian from", "profile_attribute", [profile(c), "ninian-intro"]),
    q(c, "who's ninian's daughter", "profile_attribute", [profile(c), "ninian-maud"]),
    q(c, "was ninian's pneumonia in his left lung", "yes_no", NI_PN),
    q(c, "can ninian have a pint", "yes_no", ["ninian-maud", profile(c)]),
    q(c, "is ninian back playing", "recency", ["ninian-maud2", NI_E]),
    q(c, "has ninian's cough gone", "recency", ["ninian-maud2"]),
    q(c, "how far did ninian's crp come down", "numbers", NI_CRP),
    q(c, "how many weeks off court for ninian's pneumonia", "numbers", ["ninian-pneumonia", profile(c)]),
    q(c, "what did maud say", "named", ["ninian-maud", NI_TR, "ninian-maud2"]),
    q(c, "what did his daughter say last", "paraphrase", ["ninian-maud2"]),
    q(c, "when does ninian want to play the box league", "named", ["ninian-maud2", "ninian-maud2-coach", NI_TR, NI_E]),
    q(c, "what did ninian's brother say", "named", None, NEVER),
    q(c, "did ninian have a bronchoscopy", "yes_no", None, NEVER),
    q(c, "ninian's crp on st david's day", "numbers", None, NEVER),
    q(c, "ninian's left lung", "possessive", None, NEVER),
    q(c, "ninian's left knee", "possessive", None, NEVER),
    q(c, "ninian's weight", "health", None, OTHER_CLIENT),
    q(c, "ninian's steps", "health", None, OTHER_CLIENT),
    q(c, "ninian's vitamin d", "numbers", None, OTHER_CLIENT),
    q(c, "ninian's warfarin", "possessive", None, OTHER_CLIENT),
    q(c, "ninian's eye injury", "possessive", None, OTHER_CLIENT),
    q(c, "ninian's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "ninian's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "ninian's pneumonia in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did maud say in may", "named", None, OTHER_PERIOD),
    q(c, "ninian check in in april", "checkin", None, OTHER_PERIOD),
    q(c, "ninian's crp back in january", "numbers", None, OTHER_PERIOD),
    q(c, "ninian's amoxicillin in march", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- each client: two more never had, two more outside the period
QUESTIONS += [
    q("ernest", "ernest's hearing aid", "possessive", None, NEVER),
    q("ernest", "ern's spray in january", "topic_period", None, OTHER_PERIOD),
    q("nellie", "nellie's physio in may", "topic_period", None, OTHER_PERIOD),
    q("nellie", "nellie's glasses", "possessive", None, NEVER),
    q("cyril", "cyril's bunions", "possessive", None, NEVER),
    q("cyril", "cy's mri in january", "topic_period", None, OTHER_PERIOD),
    q("mhairi", "mhairi's migraines", "possessive", None, NEVER),
    q("mhairi", "mhai's epley in may", "topic_period", None, OTHER_PERIOD),
    q("murdo", "murdo's crutches in june", "topic_period", None, OTHER_PERIOD),
    q("murdo", "murdo's concussion", "possessive", None, NEVER),
    q("ishbel", "ishbel's gallstones", "possessive", None, NEVER),
    q("ishbel", "bel's x-ray in april", "topic_period", None, OTHER_PERIOD),
    q("hilda", "hilda's gallbladder", "possessive", None, NEVER),
    q("hilda", "hils's mole in february", "topic_period", None, OTHER_PERIOD),
    q("horace", "horace's gout", "possessive", None, NEVER),
    q("horace", "horry's shoulder in february", "topic_period", None, OTHER_PERIOD),
    q("rowena", "rowena's eczema", "possessive", None, NEVER),
    q("rowena", "wena's iron tablets in may", "topic_period", None, OTHER_PERIOD),
    q("jethro", "jethro's stroke", "possessive", None, NEVER),
    q("jethro", "jeth's goggles in may", "topic_period", None, OTHER_PERIOD),
    q("seren", "seren's carpal tunnel", "possessive", None, NEVER),
    q("seren", "sez's brace in april", "topic_period", None, OTHER_PERIOD),
    q("ninian", "ninian's hearing aid", "possessive", None, NEVER),
    q("ninian", "nin's folic acid in january", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- each client: a follow-up thread more, and asks no record of theirs answers
QUESTIONS += [
    q("ernest", "ernest's cholesterol", "numbers", ER_CHOL, key="er-chol"),
    q("ernest", "what was it in may", "follow_up", ["ernest-chol", lab("ernest", "20100507")], follow="er-chol"),
    q("ernest", "is he on tablets for it", "follow_up", None, NEVER, follow="er-chol"),
    q("ernest", "ern's weight on election day", "numbers", None, NEVER),
    q("ernest", "ernest's trigger thumb", "possessive", None, OTHER_TRAINER),
    q("ernest", "ernest's knee in q1", "topic_period", None, OTHER_PERIOD),
    q("ernest", "ernest's asthma", "possessive", None, OTHER_CLIENT),
    q("ernest", "did ernest have his eyes tested", "yes_no", None, NEVER),
    q("nellie", "nellie's plaster", "named", ["nellie-barnabas", "nellie-plaster", profile("nellie"), NE_E], key="ne-pl"),
    q("nellie", "when did it come off", "follow_up", ["nellie-plaster", NE_E], follow="ne-pl"),
    q("nellie", "and when does physio start", "follow_up", ["nellie-plaster", profile("nellie")], follow="ne-pl"),
    q("nellie", "nel's steps on st david's day", "numbers", None, NEVER),
    q("nellie", "nellie's hyphaema", "possessive", None, OTHER_TRAINER),
    q("nellie", "nellie's plaster in april", "topic_period", None, OTHER_PERIOD),
    q("nellie", "nellie's gtn spray", "possessive", None, OTHER_CLIENT),
    q("nellie", "did nellie get a wrist splint at night", "yes_no", None, NEVER),
    q("cyril", "cyril's inhalers", "named", CY_DX, key="cy-in"),
    q("cyril", "what colour is the one before class", "follow_up", ["cyril-dorcas", profile("cyril")], follow="cy-in"),
    q("cyril", "does he take a tablet for it too", "follow_up", None, NEVER, follow="cy-in"),
    q("cyril", "cy's resting hr on good friday", "numbers", None, NEVER),
    q("cyril", "cyril's lyme disease", "possessive", None, OTHER_TRAINER),
    q("cyril", "cyril's wheeze in march", "topic_period", None, OTHER_PERIOD),
    q("cyril", "cyril's knee bursitis", "possessive", None, OTHER_CLIENT),
    q("cyril", "did cyril have a lung function test", "yes_no", None, NEVER),
    q("mhairi", "mhairi's round", "named", ["mhairi-weight", "mhairi-weight-coach", MH_S, MH_E], key="mh-rd"),
    q("mhairi", "what was it in january", "follow_up", [MH_S], follow="mh-rd"),
    q("mhairi", "and what's she aiming for", "follow_up", ["mhairi-weight-coach", MH_E, profile("mhairi")], follow="mh-rd"),
    q("mhairi", "mhai's weight on mothering sunday", "numbers", None, NEVER),
    q("mhairi", "mhairi's coeliac", "possessive", None, OTHER_TRAINER),
    q("mhairi", "mhairi's round in march", "numbers", None, OTHER_PERIOD),
    q("mhairi", "mhairi's ramipril", "possessive", None, OTHER_CLIENT),
    q("mhairi", "did mhairi have an mri of her thumb", "yes_no", None, NEVER),
    q("murdo", "murdo's tick bite", "named", ["murdo-rash", "murdo-lyme", "g-murdo-lyme", profile("murdo")], key="mu-tk"),
    q("murdo", "where was the rash", "follow_up", ["murdo-rash"], follow="mu-tk"),
    q("murdo", "what can't he do on the tablets", "follow_up", ["murdo-lyme", "murdo-lyme-coach", profile("murdo")], follow="mu-tk"),
    q("murdo", "murd's rhr on the day of the haiti earthquake", "numbers", None, NEVER),
    q("murdo", "murdo's torn meniscus", "possessive", None, OTHER_TRAINER),
    q("murdo", "murdo's rash in march", "topic_period", None, OTHER_PERIOD),
    q("murdo", "murdo's omeprazole", "possessive", None, OTHER_CLIENT),
    q("murdo", "did murdo have a blood test for lyme", "yes_no", None, NEVER),
    q("ishbel", "ishbel's ramipril", "named", IS_RAM, key="is-rp"),
    q("ishbel", "when did she start it", "follow_up", ["ishbel-ramipril", profile("ishbel"), IS_E], follow="is-rp"),
    q("ishbel", "what did i say to watch for", "follow_up", ["ishbel-ramipril-coach"], follow="is-rp"),
    q("ishbel", "bel's bp on easter sunday", "numbers", None, NEVER),
    q("ishbel", "ishbel's af", "possessive", None, OTHER_TRAINER),
    q("ishbel", "ishbel's hip in q1", "topic_period", None, OTHER_PERIOD),
    q("ishbel", "ishbel's achilles", "possessive", None, OTHER_CLIENT),
    q("ishbel", "did ishbel get a walking frame", "yes_no", None, NEVER),
    q("hilda", "tell me about hils's stitches", "named", ["hilda-excision", "hilda-hermione2", profile("hilda")], key="hi-st"),
    q("hilda", "how many did she have", "follow_up", ["hilda-excision"], follow="hi-st"),
    q("hilda", "when did they come out", "follow_up", ["hilda-hermione2", profile("hilda")], follow="hi-st"),
    q("hilda", "hils's weight on st patrick's day", "numbers", None, NEVER),
    q("hilda", "hilda's angina", "possessive", None, OTHER_TRAINER),
    q("hilda", "hilda's stitches in april", "topic_period", None, OTHER_PERIOD),
    q("hilda", "hilda's knee surgery", "possessive", None, OTHER_CLIENT),
    q("hilda", "did hilda need a drain after the op", "yes_no", None, NEVER),
    q("horace", "horace egfr numbers", "numbers", HO_EGFR, key="ho-eg"),
    q("horace", "and in june", "follow_up", ["horace-egfr", HO_E, lab("horace", "20100607")], follow="ho-eg"),
    q("horace", "what did the gp say about his bp for it", "follow_up", [HO_TR], follow="ho-eg"),
    q("horace", "horry's weight on valentine's day", "numbers", None, NEVER),
    q("horace", "horace's slipped disc", "possessive", None, OTHER_TRAINER),
    q("horace", "horace's egfr in march", "numbers", None, OTHER_PERIOD),
    q("horace", "horace's coeliac", "possessive", None, OTHER_CLIENT),
    q("horace", "did horace have a kidney scan", "yes_no", None, NEVER),
    q("rowena", "rowena's gluten free", "named", RO_COEL + ["rowena-marigold-coach"], key="ro-gf"),
    q("rowena", "what did her hb do", "follow_up", RO_HB, follow="ro-gf"),
    q("rowena", "is she on iron", "follow_up", ["rowena-marigold", profile("rowena")], follow="ro-gf"),
    q("rowena", "wena's rhr on the day of the fa cup final", "numbers", None, NEVER),
    q("rowena", "rowena's tennis elbow", "possessive", None, OTHER_TRAINER),
    q("rowena", "rowena's knee in q1", "topic_period", None, OTHER_PERIOD),
    q("rowena", "rowena's appendix", "possessive", None, OTHER_CLIENT),
    q("rowena", "did rowena have a knee x-ray", "yes_no", None, NEVER),
    q("jethro", "jethro's box league", "named", ["jethro-gwenllian2", "jethro-gwenllian2-coach", profile("jethro"), JE_E], key="je-bl"),
    q("jethro", "where is he in it", "follow_up", ["jethro-gwenllian2", "jethro-gwenllian2-coach", JE_E], follow="je-bl"),
    q("jethro", "has he played since the af", "follow_up", ["jethro-bank", "jethro-gwenllian2"], follow="je-bl"),
    q("jethro", "jeth's weight on st george's day", "numbers", None, NEVER),
    q("jethro", "jethro's kidney disease", "possessive", None, OTHER_TRAINER),
    q("jethro", "jethro's heart in march", "topic_period", None, OTHER_PERIOD),
    q("jethro", "jethro's vitamin d", "numbers", None, OTHER_CLIENT),
    q("jethro", "did jethro have an echo", "yes_no", None, NEVER),
    q("seren", "seren's tennis elbow", "named", SE_ELB, key="se-te"),
    q("seren", "when did it start", "follow_up", ["seren-elbow"], follow="se-te"),
    q("seren", "is it better", "follow_up", ["seren-vitd", SE_E], follow="se-te"),
    q("seren", "sez's steps on pancake day", "numbers", None, NEVER),
    q("seren", "seren's bppv", "possessive", None, OTHER_TRAINER),
    q("seren", "seren's elbow brace in march", "topic_period", None, OTHER_PERIOD),
    q("seren", "seren's methotrexate", "possessive", None, OTHER_CLIENT),
    q("seren", "did seren have physio for the elbow", "yes_no", None, NEVER),
    q("ninian", "what's ninian's crp been doing", "numbers", NI_CRP, key="ni-crp"),
    q("ninian", "what is it now", "follow_up", ["ninian-crp", NI_E, lab("ninian", "20100614")], follow="ni-crp"),
    q("ninian", "is it in range", "follow_up", ["ninian-crp", lab("ninian", "20100614")], follow="ni-crp"),
    q("ninian", "nin's crp on father's day", "numbers", None, NEVER),
    q("ninian", "ninian's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q("ninian", "ninian's cough in march", "topic_period", None, OTHER_PERIOD),
    q("ninian", "ninian's goggles", "possessive", None, OTHER_CLIENT),
    q("ninian", "did ninian have a flu jab", "yes_no", None, NEVER),
]
# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    B(HE, "who's got angina", "cross_client", ER_ANGINA, about="ernest"),
    B(HE, "who broke a wrist", "cross_client", NE_BREAK, about="nellie"),
    B(HE, "who's diabetic", "cross_client", NE_DX, about="nellie"),
    B(HE, "who's got asthma", "cross_client", CY_DX, about="cyril"),
    B(HE, "who had an mri", "cross_client", CY_DISC, about="cyril"),
    B(HE, "whose daughter messages me", "cross_client", ["ernest-thelma", "ernest-thelma2"], about="ernest"),
    B(HE, "whose wife texts me", "cross_client", ["cyril-dorcas", "cyril-dorcas2"], about="cyril"),
    B(HE, "anyone else with a bad knee besides ernest", "cross_client", None, why=NEVER, about="ernest"),
    B(HE, "anyone else on inhalers besides cyril", "cross_client", None, why=NEVER, about="cyril"),
    B(FE, "who had the spinning dizzy thing", "cross_client", MH_BPPV, about="mhairi"),
    B(FE, "who had a steroid injection", "cross_client", MH_TRIG, about="mhairi"),
    B(FE, "who was in a walking boot", "cross_client", MU_ACH + ["murdo-boot"], about="murdo"),
    B(FE, "who got bitten by a tick", "cross_client", MU_LDX + ["murdo-rash"], about="murdo"),
    B(FE, "who's on ramipril", "cross_client", IS_RAM, about="ishbel"),
    B(FE, "who's waiting for a new hip", "cross_client", IS_OA + ["ishbel-torin2"], about="ishbel"),
    B(FE, "whose son messages me", "cross_client", ["ishbel-torin", "ishbel-torin2"], about="ishbel"),
    B(FE, "anyone else with a bad ear besides mhairi", "cross_client", None, why=NEVER, about="mhairi"),
    B(SI, "who had their appendix out", "cross_client", HI_OP, about="hilda"),
    B(SI, "who's got kidney trouble", "cross_client", HO_CKD, about="horace"),
    B(SI, "who's coeliac", "cross_client", RO_COEL, about="rowena"),
    B(SI, "who's having knee surgery", "cross_client", RO_OP, about="rowena"),
    B(SI, "whose mum texts me", "cross_client", ["rowena-marigold", "rowena-marigold2"], about="rowena"),
    B(SI, "who's got a frozen shoulder", "cross_client", HO_FROZEN, about="horace"),
    B(SI, "anyone else with kidney trouble besides horace", "cross_client", None, why=NEVER, about="horace"),
    B(GW, "who's on warfarin", "cross_client", JE_AF, about="jethro"),
    B(GW, "who had pneumonia", "cross_client", NI_PN, about="ninian"),
    B(GW, "who's got tennis elbow", "cross_client", SE_TE, about="seren"),
    B(GW, "who was low on vitamin d", "cross_client", ["seren-emrys", profile("seren"), SE_E, lab("seren", "20100305")], about="seren"),
    B(GW, "who's on methotrexate", "cross_client", NI_MTX, about="ninian"),
    B(GW, "whose boyfriend messages me", "cross_client", ["seren-emrys", "seren-emrys2"], about="seren"),
    B(GW, "anyone else with heart trouble besides jethro", "cross_client", None, why=NEVER, about="jethro"),
    B(GW, "who had an ecg", "cross_client", JE_AF, about="jethro"),
    # another trainer's client, asked across
    B(HE, "who's coeliac", "cross_client", None, why=OTHER_TRAINER, about="rowena"),
    B(HE, "who's on warfarin", "cross_client", None, why=OTHER_TRAINER, about="jethro"),
    B(HE, "who got bitten by a tick", "cross_client", None, why=OTHER_TRAINER, about="murdo"),
    B(FE, "who's got angina", "cross_client", None, why=OTHER_TRAINER, about="ernest"),
    B(FE, "who had pneumonia", "cross_client", None, why=OTHER_TRAINER, about="ninian"),
    B(FE, "who had their appendix out", "cross_client", None, why=OTHER_TRAINER, about="hilda"),
    B(SI, "who's got asthma", "cross_client", None, why=OTHER_TRAINER, about="cyril"),
    B(SI, "who's on ramipril", "cross_client", None, why=OTHER_TRAINER, about="ishbel"),
    B(SI, "who's got tennis elbow", "cross_client", None, why=OTHER_TRAINER, about="seren"),
    B(GW, "who's diabetic", "cross_client", None, why=OTHER_TRAINER, about="nellie"),
    B(GW, "who had the spinning dizzy thing", "cross_client", None, why=OTHER_TRAINER, about="mhairi"),
    B(GW, "who's got kidney trouble", "cross_client", None, why=OTHER_TRAINER, about="horace"),
]

# ---------------------------------------------------------------- another trainer's client
# client -> (their own trainer, what the other trainers ask about that client): the nine asks go to
# the three other trainers in turn (three each), each in the words of a question that would be
# answerable at the client's own trainer.
ELSEWHERE = {
    "ernest": ("hester", ["ernest's angina", "what did thelma say", "how's ernest", "ernest's cholesterol", "ernest weight",
                          "ern's knee", "ernest's gtn spray", "ern's bisoprolol", "ernest's folk day"]),
    "nellie": ("hester", ["nellie's broken wrist", "what did barnabas say", "how's nellie", "nellie steps", "nellie's diabetes",
                          "nel's metformin", "nellie's plaster", "nel's solo step", "nellie's bus route"]),
    "cyril": ("hester", ["cyril's slipped disc", "what did dorcas say", "how's cyril", "cyril rhr", "cyril's asthma",
                         "cy's sciatica", "cyril's inhalers", "cy's mri", "cy's post round"]),
    "mhairi": ("fergus", ["mhairi's bppv", "what did lorne say", "how's mhairi", "mhairi weight", "mhairi's trigger thumb",
                          "mhai's epley", "mhairi's round score", "mhai's injection", "mhairi's pharmacy"]),
    "murdo": ("fergus", ["murdo's achilles", "what did kirsteen say", "how's murdo", "murdo rhr", "murdo's lyme disease",
                         "murd's boot", "murdo's doxycycline", "murd's tournament", "murdo's tick bite"]),
    "ishbel": ("fergus", ["ishbel's hiatus hernia", "what did torin say", "how's ishbel", "ishbel systolic", "ishbel's hip",
                          "bel's ramipril", "ishbel's omeprazole", "bel's new hip", "ishbel's diastolic"]),
    "hilda": ("silas", ["hilda's appendix", "what did hermione say", "how's hilda", "hilda weight", "hilda's mole",
                        "hils's stitches", "hilda's harness", "hils's farm", "hilda's keyhole op"]),
    "horace": ("silas", ["horace's kidneys", "what did letitia say", "how's horace", "horace's egfr", "horace weight",
                         "horry's frozen shoulder", "horace's hydrodilatation", "horry's beach start", "horace's ckd"]),
    "rowena": ("silas", ["rowena's coeliac", "what did marigold say", "how's rowena", "rowena's haemoglobin", "rowena rhr",
                         "wena's meniscus", "rowena's knee op", "wena's gluten free", "rowena's gybe"]),
    "jethro": ("gwendolen", ["jethro's af", "what did gwenllian say", "how's jethro", "jethro weight", "jethro's eye",
                             "jeth's warfarin", "jethro's bisoprolol", "jeth's goggles", "jethro's box league"]),
    "seren": ("gwendolen", ["seren's tennis elbow", "what did emrys say", "how's seren", "seren's vitamin d", "seren steps",
                            "sez's brace", "seren's colecalciferol", "sez's backhand", "seren's flower shop"]),
    "ninian": ("gwendolen", ["ninian's rheumatoid arthritis", "what did maud say", "how's ninian", "ninian's crp",
                             "ninian's pneumonia", "nin's methotrexate", "ninian's amoxicillin", "nin's grip", "ninian's doubles"]),
}


def _kind(text: str) -> str:
    """The kind a question about another trainer's client is filed under, by its shape."""
    if text.startswith("how's"):
        return "how_doing"
    if text.startswith("what did"):
        return "named"
    if text.split()[-1] in ("rhr", "steps", "weight", "systolic"):
        return "health"
    if any(w in text for w in ("cholesterol", "egfr", "haemoglobin", "vitamin d", "crp", "diastolic", "round score")):
        return "numbers"
    return "possessive" if "'s " in text else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE, TRAINER_ID, _kind)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind38", DATASET, CLIENT_ID, build_blind38)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
