#!/usr/bin/env python3
"""Write bench/answers_data/blind46_questions.jsonl: the questions over the forty-sixth blind data set (build_blind46.py).

    functions/venv/bin/python -m bench.answers_data.blind46_questions

Written on 2026-12-05 by helper h-blind46 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-fifth blind set's section).
Asked on Monday 3 July 2006 about January to June 2006, so the periods are months, quarters, seasons
and named days said every way ("in q1" / "in q2", "over the winter", "in the spring", "last month",
"before easter", "since the clocks went forward", "on burns night", "on pancake day", "on mothering
sunday", "the day of the grand national", "the day rooney broke his foot", "the night lordi won
eurovision", "the day of gerrard's cup final", "when england played paraguay", single dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Seamus, Felicity) mostly in chains of follow-ups and by when it started and when they
were back; the two whose medicine was changed twice (Phoebe, Jasper) by which one when and why; the two
who tell the group chat more than the coach (Shirley, Janice) by what they told the group; the two quiet
ones (Nigel, Cillian) by yes and no; and the two new kinds: **a client who goes by two names** (Clodagh,
registered as Rushworth and married in May, Clodagh Ainscough or "Mrs A" after it; Giles, registered as
Wilbur Murgatroyd and called by his middle name), asked by either name ("mrs ainscough's thumb", "clodagh
rushworth's wedding", "wilbur's back", "giles murgatroyd at the brits") and about the names themselves
("what's clodagh's married name", "what's giles's real first name"); and **a client whose numbers come in
mixed units** (Stu: stone and pounds, then kilos, miles and minutes a mile beside kilometres, degrees F;
Terry: stone and pounds at home, kilos at the weigh-in, a sauna in degrees F), asked in the other unit or
plainly ("how much has stu lost", "stu's weight in stone now", "whats terry's 5k pace per km", "how hot
was terry's sauna in celsius"). Onsets ("when did it start") and returns ("when was he back") are asked
of every client who has one; follow-ups ask who did something or what caused it, where a record says
(answerable) and where none does (never said); and some ask about a month whose records tell of another
time (a June message about May, a group line about the day before, a January weight said only in stone).

The split is by client: every question about a client of build_blind46.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind46_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind46
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind46_questions.jsonl"
DATASET = "blind46"
HEADER = (
    "// bench.answers forty-sixth blind question set (issue 14), written 2026-12-05 by h-blind46 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind46_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

CA, IN, TA, HO = "coach-casimir", "coach-ingeborg", "coach-tadhg", "coach-honor"
TRAINER_ID = {"casimir": CA, "ingeborg": IN, "tadhg": TA, "honor": HO}
ROSTER = authoring.BuiltRoster.of(build_blind46)
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
# ---------------------------------------------------------------- Casimir: Stu (dev) — mixed units: stone, then kilos; miles beside km; degrees F
c = "stu"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
W = "weight"
G = "goal-casimir-stu-weight"
L1, L2 = lab(c, "20060112"), lab(c, "20060615")
LOST = ["stu-intro", "stu-last", N1, N3]
QUESTIONS += [
    q(c, "how much has stu lost", "numbers", LOST + [weeks(c, W)], key="st-lost"),
    q(c, "in stone?", "follow_up", LOST, follow="st-lost"),
    q(c, "what was he in january", "follow_up", ["stu-intro", N1], follow="st-lost"),
    q(c, "and in kilos that's what", "follow_up", ["stu-intro", N1], follow="st-lost"),
    q(c, "who bought him the scales", "follow_up", ["stu-scales"], follow="st-lost"),
    q(c, "is he under 13 stone yet", "follow_up", ["stu-last"], follow="st-lost"),
    q(c, "stu weight", "health", ["stu-last", N3, weeks(c, W)], key="st-w"),
    q(c, "whats that in stone and pounds", "follow_up", ["stu-last", N3, weeks(c, W)], follow="st-w"),
    q(c, "and in march", "follow_up", span(c, W, "2006-03-01", "2006-03-31"), follow="st-w"),
    q(c, "stu's weight in stone now", "health", ["stu-last", N3, weeks(c, W)]),
    q(c, "how many kilos did stu weigh at new year", "numbers", ["stu-intro", N1]),
    q(c, "stu's weight in january", "topic_period", ["stu-intro", N1]),
    q(c, "stu's weight in april", "health", span(c, W, "2006-04-01", "2006-04-30")),
    q(c, "how far off his weight goal is stu", "numbers", [G, "stu-last", weeks(c, W)]),
    q(c, "stu's weight goal", "profile", [G, P, "stu-intro"]),
    q(c, "did stu's two sets of scales agree", "yes_no", ["stu-mum", "stu-mum-coach"]),
    q(c, "what did stu weigh at his mum's in kg", "numbers", ["stu-mum"]),
    q(c, "whats stu's 10k pace per km", "numbers", ["stu-10k", "stu-10k-coach"], key="st-10k"),
    q(c, "and per mile", "follow_up", ["stu-10k"], follow="st-10k"),
    q(c, "what pace did i tell him for the first run at fountains abbey", "follow_up", ["stu-10k-coach"], follow="st-10k"),
    q(c, "what was his 10k time at castle howard", "follow_up", ["stu-race"], follow="st-10k"),
    q(c, "stu's 10k pace now", "numbers", ["stu-race", "stu-race-coach"]),
    q(c, "whats stu's 5k pace per mile at fountains abbey", "numbers", ["stu-abbey"]),
    q(c, "stu's castle howard time", "numbers", ["stu-race", "g-casimir-castlehoward", N3]),
    q(c, "did stu get under 2:20", "yes_no", ["stu-race", "g-casimir-castlehoward", N3]),
    q(c, "how far was the boroughbridge loop in km", "numbers", ["stu-run1"]),
    q(c, "what pace per km was stu's first run in january", "numbers", ["stu-run1"]),
    q(c, "how far did stu ride on the turbo in january", "numbers", ["stu-turbo"]),
    q(c, "how cold was it on stu's ride in march, in celsius", "numbers", ["stu-cold"], key="st-cold"),
    q(c, "what did i tell him to do when its frosty", "follow_up", ["stu-cold-coach"], follow="st-cold"),
    q(c, "how hot was it when stu ran in june", "numbers", ["stu-heat"], key="st-heat"),
    q(c, "thats what in celsius", "follow_up", ["stu-heat"], follow="st-heat"),
    q(c, "how far did he run in the heat", "follow_up", ["stu-heat"], follow="st-heat"),
    q(c, "what did i say about running in the heat", "coach_reply", ["stu-heat-coach"]),
    q(c, "what did i tell stu when he got the scales", "coach_reply", ["stu-scales-coach"]),
    q(c, "what did i say after fountains abbey to stu", "coach_reply", ["stu-abbey-coach"]),
    q(c, "what did i tell stu about units at the start", "coach_reply", ["stu-intro-coach"]),
    q(c, "stu's first brick session, how far", "numbers", ["stu-brick"]),
    q(c, "stu's cholesterol", "numbers", [L1, L2, N3], key="st-chol"),
    q(c, "has it come down", "follow_up", [L1, L2, N3], follow="st-chol"),
    q(c, "was stu's cholesterol high in january", "yes_no", [L1]),
    q(c, "my first note on stu", "note", [N1]),
    q(c, "my april note on stu, what's his weak spot", "note", [N2]),
    q(c, "what did i write about stu in june", "note", [N3]),
    q(c, "stu check in feb", "checkin", [C1]),
    q(c, "stu's stress in the race week check-in", "checkin", [C2]),
    q(c, "stuart gaskel wieght", "misspelling", ["stu-last", N3, weeks(c, W)]),
    q(c, "stu castel howard", "misspelling", ["stu-race", "g-casimir-castlehoward", N3]),
    q(c, "the feed rep's weight loss", "paraphrase", LOST),
    q(c, "the thirsk lad's race results", "paraphrase", ["stu-10k", "stu-abbey", "stu-race"]),
    q(c, "how was stu in march", "topic_period", ["stu-10k", "stu-10k-coach", "stu-cold", "stu-cold-coach"]),
    q(c, "stu's races in q2", "topic_period", ["stu-abbey", "stu-race"]),
    q(c, "what came in from stu on valentine's day", "date_window", ["stu-scales", "stu-scales-coach"]),
    q(c, "stu on the 12th of june", "date_window", ["stu-heat", "stu-heat-coach"]),
    q(c, "what did stu say on burns night", "date_window", ["g-stu-burns"]),
    q(c, "what did stu say about the grand national", "named", ["g-stu-national"]),
    q(c, "what did stu say the day rooney broke his foot", "date_window", ["g-stu-rooney"]),
    q(c, "who's marlene", "profile_attribute", [P, "stu-scales", "stu-last"]),
    q(c, "what does stu do for a living", "profile_attribute", [P, N1]),
    q(c, "stu's goal", "profile", [P, "stu-intro"]),
    q(c, "how's stu doing", "how_doing", ["stu-race", "stu-last", N3, weeks(c, W)]),
    q(c, "is stu still weighing in stone", "recency", ["stu-last", "stu-scales"]),
    q(c, "stu's weight in kilos last month", "health", span(c, W, "2006-06-01", "2006-06-30")),
    q(c, "stu's shoulder", "possessive", None, NEVER),
    q(c, "what did stu's doctor say about his cholesterol", "named", None, NEVER),
    q(c, "did stu have a puncture", "yes_no", None, OTHER_CLIENT),
    q(c, "stu's stress fracture", "possessive", None, OTHER_CLIENT),
    q(c, "stu's asthma", "possessive", None, OTHER_TRAINER),
    q(c, "stu's bronze medal", "possessive", None, OTHER_TRAINER),
    q(c, "is stu on hay fever tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "stu's wedding", "possessive", None, OTHER_TRAINER),
    q(c, "stu's weight in december", "health", None, OTHER_PERIOD),
    q(c, "stu's races last autumn", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Casimir: Nigel (dev) — a word or two; mostly yes or no
c = "nigel"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
HR = "resting_heart_rate"
KNEE = ["nigel-knee-q", "nigel-knee", "nigel-knee-coach"]
QUESTIONS += [
    q(c, "did nigel win castle howard", "yes_no", ["nigel-race-q", "nigel-race", "g-casimir-castlehoward", N2], key="ni-ch"),
    q(c, "what was his time", "follow_up", ["nigel-race", "g-casimir-castlehoward", N2], follow="ni-ch"),
    q(c, "what did i ask him after", "follow_up", ["nigel-race-coach"], follow="ni-ch"),
    q(c, "what did he say", "follow_up", ["nigel-maybe"], follow="ni-ch"),
    q(c, "nigel's knee", "possessive", KNEE + ["nigel-knee-ok", N2], key="ni-knee"),
    q(c, "which knee", "follow_up", ["nigel-knee"], follow="ni-knee"),
    q(c, "what caused it", "follow_up", ["nigel-knee-q", "nigel-knee"], follow="ni-knee"),
    q(c, "what did i tell him to do", "follow_up", ["nigel-knee-coach", N2], follow="ni-knee"),
    q(c, "is it better", "follow_up", ["nigel-knee-ok", N2], follow="ni-knee"),
    q(c, "did he see a physio", "follow_up", None, NEVER, follow="ni-knee"),
    q(c, "when did nigel's knee start", "named", ["nigel-knee-q", "nigel-knee"]),
    q(c, "when was nigel's knee ok again", "named", ["nigel-knee-ok"]),
    q(c, "did nigel have any injuries when he started", "yes_no", ["nigel-intro-q", "nigel-intro"]),
    q(c, "did nigel get his bike serviced", "yes_no", ["nigel-bike-q", "nigel-bike"], key="ni-bike"),
    q(c, "what did they do to it", "follow_up", ["nigel-bike"], follow="ni-bike"),
    q(c, "nigel's 10k time at thirsk", "numbers", ["nigel-10k-q", "nigel-10k", N1]),
    q(c, "nigel's 10k pace per mile", "numbers", ["nigel-10k-q", "nigel-10k"]),
    q(c, "where did nigel finish at fountains abbey", "numbers", ["nigel-abbey-q", "nigel-abbey", "g-casimir-abbey"], key="ni-ab"),
    q(c, "what went wrong", "follow_up", ["nigel-abbey", "g-casimir-abbey"], follow="ni-ab"),
    q(c, "did he fix it himself", "follow_up", ["nigel-abbey-q2", "nigel-abbey2"], follow="ni-ab"),
    q(c, "how long did it take", "follow_up", ["nigel-abbey2"], follow="ni-ab"),
    q(c, "who gave him the spare tube", "follow_up", None, NEVER, follow="ni-ab"),
    q(c, "how much sleep was nigel getting in lambing", "numbers", ["nigel-lambing-q", "nigel-lambing", C1]),
    q(c, "was lambing keeping nigel up", "yes_no", ["nigel-lambing-q", "nigel-lambing"]),
    q(c, "is nigel going to the british champs next year", "yes_no", ["nigel-race-coach", "nigel-maybe"]),
    q(c, "what did i say to nigel after castle howard", "coach_reply", ["nigel-race-coach"]),
    q(c, "what did i tell nigel about the saddle", "coach_reply", ["nigel-knee-coach"]),
    q(c, "what did i ask nigel about the bike in february", "coach_reply", ["nigel-bike-q"]),
    q(c, "what did i ask nigel when he joined", "coach_reply", ["nigel-intro-q"]),
    q(c, "my first note on nigel", "note", [N1]),
    q(c, "what did i write about nigel in june", "note", [N2]),
    q(c, "nigel's check in", "checkin", [C1]),
    q(c, "nigel's stress in march", "checkin", [C1]),
    q(c, "nigel resting hr", "health", [weeks(c, HR)], key="ni-hr"),
    q(c, "what was it in january", "follow_up", span(c, HR, "2006-01-01", "2006-01-31"), follow="ni-hr"),
    q(c, "nigel's resting heart rate in q2", "health", span(c, HR, "2006-04-01", "2006-06-30")),
    q(c, "nigle mellor knee", "misspelling", KNEE + ["nigel-knee-ok"]),
    q(c, "nigel puncher", "misspelling", ["nigel-abbey", "nigel-abbey-q2", "nigel-abbey2"]),
    q(c, "the farm lad's win", "paraphrase", ["nigel-race", "g-casimir-castlehoward", N2]),
    q(c, "the boroughbridge farmhand's flat tyre", "paraphrase", ["nigel-abbey", "nigel-abbey-q2", "nigel-abbey2"]),
    q(c, "nigel in april", "topic_period", ["nigel-abbey-q", "nigel-abbey", "nigel-abbey-q2", "nigel-abbey2", "g-casimir-abbey"]),
    q(c, "nigel in may", "topic_period", ["nigel-knee-q", "nigel-knee", "nigel-knee-coach", "nigel-knee-ok"]),
    q(c, "what came in from nigel on the 21st of march", "date_window", ["nigel-lambing"]),
    q(c, "nigel on the 12th of may", "date_window", ["nigel-knee-ok"]),
    q(c, "what did nigel say when england played paraguay", "date_window", ["g-nigel-paraguay"]),
    q(c, "nigel on good friday", "date_window", None, NEVER),
    q(c, "what does nigel do", "profile_attribute", [P, N1]),
    q(c, "nigel's goal", "profile", [P]),
    q(c, "how's nigel doing", "how_doing", ["nigel-race", "nigel-knee-ok", N2, weeks(c, HR)]),
    q(c, "has nigel said anything since castle howard", "recency", ["nigel-maybe"]),
    q(c, "nigel's hip", "possessive", None, NEVER),
    q(c, "nigel's weight", "health", None, OTHER_CLIENT),
    q(c, "nigel's cholesterol", "numbers", None, OTHER_CLIENT),
    q(c, "nigel's dislocated elbow", "possessive", None, OTHER_TRAINER),
    q(c, "is nigel on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "nigel's rail jam", "possessive", None, OTHER_TRAINER),
    q(c, "nigel's steps", "health", None, OTHER_TRAINER),
    q(c, "nigel in october", "topic_period", None, OTHER_PERIOD),
    q(c, "nigel's knee last year", "possessive", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Casimir: Felicity (test) — the right foot, from the first ache to the first run back
c = "felicity"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-casimir-felicity-20060426"
P = profile(c)
HR = "resting_heart_rate"
V1, V2 = lab(c, "20060427"), lab(c, "20060622")
FOOT = ["felicity-onset", "felicity-mri", N2, P]
QUESTIONS += [
    q(c, "felicity's foot, where are we", "recency", ["felicity-signedoff", "felicity-run", N3], key="fe-foot"),
    q(c, "what was it in the end", "follow_up", ["felicity-mri", N2, P], follow="fe-foot"),
    q(c, "which foot", "follow_up", FOOT, follow="fe-foot"),
    q(c, "when did it start hurting", "follow_up", ["felicity-ache", "felicity-onset", N2, P], follow="fe-foot"),
    q(c, "what did the gp think it was", "follow_up", ["felicity-xray"], follow="fe-foot"),
    q(c, "who sent her for the mri", "follow_up", ["felicity-mri"], follow="fe-foot"),
    q(c, "how long in the boot", "follow_up", ["felicity-mri", "felicity-bootoff", P, TR], follow="fe-foot"),
    q(c, "who did the scan", "follow_up", None, NEVER, follow="fe-foot"),
    q(c, "who signed her off", "follow_up", ["felicity-signedoff"], follow="fe-foot"),
    q(c, "when did felicity's foot start", "named", ["felicity-ache", "felicity-onset", N2, P]),
    q(c, "when was felicity back running", "named", ["felicity-run", N3]),
    q(c, "when did felicity get the boot off", "named", ["felicity-bootoff", N3]),
    q(c, "when was the stress fracture found", "named", ["felicity-mri", N2, P]),
    q(c, "did the x-ray show felicity's fracture", "yes_no", ["felicity-xray"]),
    q(c, "did felicity need an operation", "yes_no", [P]),
    q(c, "what did felicity say about rooney", "named", ["felicity-rooney"]),
    q(c, "what did i tell felicity the day she hurt it", "coach_reply", ["felicity-onset-coach"]),
    q(c, "what did i say when she got the mri result", "coach_reply", ["felicity-mri-coach"]),
    q(c, "what did i say when felicity's boot came off", "coach_reply", ["felicity-bootoff-coach"]),
    q(c, "what did i tell felicity after her first run", "coach_reply", ["felicity-run-coach"]),
    q(c, "on the call after the mri, what did alun say the doctor said", "transcript", [TR]),
    q(c, "can felicity cycle to work in the boot", "transcript", [TR]),
    q(c, "what did i plan for felicity on the call", "transcript", [TR]),
    q(c, "felicity's vitamin d", "numbers", [V1, V2, N2, TR], key="fe-vd"),
    q(c, "is it normal now", "follow_up", [V2], follow="fe-vd"),
    q(c, "what's she taking for it", "follow_up", [N2, TR], follow="fe-vd"),
    q(c, "was felicity's vitamin d low in april", "yes_no", [V1, N2, TR]),
    q(c, "felicity's first run, what did she do", "numbers", ["felicity-run"]),
    q(c, "felicity's thirsk 10k time", "numbers", ["felicity-ache"]),
    q(c, "where did felicity finish at fountains abbey", "numbers", ["felicity-onset", "g-casimir-abbey"]),
    q(c, "did felicity race at castle howard", "yes_no", ["felicity-relay", "g-casimir-castlehoward", N3]),
    q(c, "is felicity going to the worlds", "yes_no", ["felicity-signedoff", N3]),
    q(c, "my may note on felicity", "note", [N2]),
    q(c, "first note on felicity", "note", [N1]),
    q(c, "felicity check-in in the boot", "checkin", [C1]),
    q(c, "felicity's sleep in the june check in", "checkin", [C2]),
    q(c, "felicity resting heart rate", "health", [weeks(c, HR)], key="fe-hr"),
    q(c, "was it lower in january", "follow_up", span(c, HR, "2006-01-01", "2006-01-31"), follow="fe-hr"),
    q(c, "felicity's resting pulse in may", "health", span(c, HR, "2006-05-01", "2006-05-31")),
    q(c, "felicty clegg stres fracture", "misspelling", FOOT),
    q(c, "felicity metatarsel", "misspelling", FOOT),
    q(c, "the solicitor's broken foot", "paraphrase", FOOT),
    q(c, "the ripon lawyer's walking boot", "paraphrase", ["felicity-mri", "felicity-bootoff", P]),
    q(c, "felicity in march", "topic_period", ["felicity-ache"]),
    q(c, "felicity's foot in april", "topic_period", ["felicity-onset", "felicity-onset-coach", "felicity-xray", "felicity-mri", "felicity-mri-coach", "felicity-rooney", TR, C1]),
    q(c, "felicity in june", "topic_period", ["felicity-bootoff", "felicity-bootoff-coach", "felicity-run", "felicity-run-coach", "felicity-relay", "felicity-signedoff", N3, C2]),
    q(c, "what came in from felicity on the 25th of april", "date_window", ["felicity-mri", "felicity-mri-coach"]),
    q(c, "felicity on the 14th of june", "date_window", ["felicity-run", "felicity-run-coach"]),
    q(c, "what did felicity say on pancake day", "date_window", ["g-felicity-pancake"]),
    q(c, "felicity on easter monday", "date_window", None, NEVER),
    q(c, "who's alun", "profile_attribute", [P, "felicity-intro", TR]),
    q(c, "what does felicity do for work", "profile_attribute", [P, N1]),
    q(c, "felicity's goal", "profile", [P, "felicity-intro"]),
    q(c, "how's felicity doing", "how_doing", ["felicity-signedoff", "felicity-run", N3]),
    q(c, "felicity's left foot", "possessive", None, NEVER),
    q(c, "felicity's hamstring", "possessive", None, NEVER),
    q(c, "felicity's cholesterol", "numbers", None, OTHER_CLIENT),
    q(c, "felicity's puncture", "possessive", None, OTHER_CLIENT),
    q(c, "felicity's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "felicity's wrist fracture", "possessive", None, OTHER_TRAINER),
    q(c, "felicity's weight cut", "possessive", None, OTHER_TRAINER),
    q(c, "felicity's hay fever", "possessive", None, OTHER_TRAINER),
    q(c, "felicity's foot in the autumn", "topic_period", None, OTHER_PERIOD),
    q(c, "felicity's vitamin d last year", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ingeborg: Clodagh (dev) — two names: Rushworth, then Ainscough (Mrs A) from the wedding
c = "clodagh"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
W = "weight"
G = "goal-ingeborg-clodagh-weight"
NAME = ["clodagh-name", "clodagh-cert", N2, P]
WED = ["clodagh-wedding", "g-clodagh-married", N2, P]
THUMB = ["clodagh-thumb", "clodagh-thumb-coach", "clodagh-thumb-ok"]
QUESTIONS += [
    q(c, "clodagh's married name", "named", NAME + ["g-clodagh-married", "clodagh-cleansheet"], key="cl-name"),
    q(c, "and what was she before", "follow_up", ["clodagh-intro", "clodagh-wedding", N1, N2, P], follow="cl-name"),
    q(c, "when did she get married", "follow_up", WED, follow="cl-name"),
    q(c, "who to", "follow_up", ["clodagh-wedding-coach", P], follow="cl-name"),
    q(c, "has the league changed her registration", "follow_up", ["clodagh-name-coach", "clodagh-cert", N2], follow="cl-name"),
    q(c, "what did the league need", "follow_up", ["clodagh-name-coach"], follow="cl-name"),
    q(c, "who made her dress", "follow_up", None, NEVER, follow="cl-name"),
    q(c, "what was clodagh's maiden name", "named", ["clodagh-intro", "clodagh-wedding", N2, P]),
    q(c, "mrs ainscough's thumb", "possessive", THUMB, key="cl-th"),
    q(c, "which thumb", "follow_up", ["clodagh-thumb"], follow="cl-th"),
    q(c, "how did she do it", "follow_up", ["clodagh-thumb"], follow="cl-th"),
    q(c, "what did i tell her to do", "follow_up", ["clodagh-thumb-coach"], follow="cl-th"),
    q(c, "when was it better", "follow_up", ["clodagh-thumb-ok"], follow="cl-th"),
    q(c, "who took the shot", "follow_up", None, NEVER, follow="cl-th"),
    q(c, "when did clodagh rushworth hurt her thumb", "named", ["clodagh-thumb"]),
    q(c, "clodagh rushworth's wedding", "possessive", WED + ["clodagh-wedding-coach"]),
    q(c, "where did clodagh ainscough get married", "named", ["clodagh-wedding"]),
    q(c, "where was mrs a's honeymoon", "named", ["clodagh-wedding", "clodagh-name"]),
    q(c, "when was clodagh back from her honeymoon", "named", ["clodagh-name", N2]),
    q(c, "when did clodagh start using her married name", "named", ["clodagh-name", "g-clodagh-married", N2]),
    q(c, "where was clodagh rushworth's hen do", "named", ["clodagh-hen"]),
    q(c, "did mrs ainscough keep a clean sheet", "yes_no", ["clodagh-cleansheet"]),
    q(c, "is clodagh still rushworth on the team sheet", "yes_no", ["clodagh-name", "clodagh-name-coach"]),
    q(c, "has clodagh's bank card changed name", "yes_no", ["clodagh-bank"]),
    q(c, "what did i say to mrs a after the clean sheet", "coach_reply", ["clodagh-cleansheet-coach"]),
    q(c, "what did i say to clodagh before the wedding", "coach_reply", ["clodagh-wedding-coach"]),
    q(c, "what did i tell clodagh rushworth when she joined", "coach_reply", ["clodagh-intro-coach"]),
    q(c, "what did i tell clodagh about her registration", "coach_reply", ["clodagh-name-coach"]),
    q(c, "clodagh's weight", "health", [weeks(c, W), N2], key="cl-w"),
    q(c, "did she hit her goal", "follow_up", [G, weeks(c, W), N2], follow="cl-w"),
    q(c, "what was she in january", "follow_up", [N1] + span(c, W, "2006-01-01", "2006-01-31"), follow="cl-w"),
    q(c, "mrs ainscough's weight in march", "health", span(c, W, "2006-03-01", "2006-03-31")),
    q(c, "how much had clodagh lost by the dress fitting", "numbers", ["clodagh-dress"]),
    q(c, "clodagh ainscough's weight goal", "profile", [G, P]),
    q(c, "my first note on clodagh rushworth", "note", [N1]),
    q(c, "what did i write about mrs ainscough in june", "note", [N2]),
    q(c, "clodagh's check-in before the wedding", "checkin", [C1]),
    q(c, "mrs a's stress in the june check in", "checkin", [C2]),
    q(c, "clodah ainscogh", "misspelling", NAME + ["g-clodagh-married", "clodagh-cleansheet"]),
    q(c, "clodagh rushwoth thum", "misspelling", THUMB),
    q(c, "the midwife's big day", "paraphrase", WED),
    q(c, "the new bride's clean sheet", "paraphrase", ["clodagh-cleansheet", "clodagh-cleansheet-coach"]),
    q(c, "clodagh in may", "topic_period", ["clodagh-wedding", "clodagh-wedding-coach", "g-clodagh-married"]),
    q(c, "mrs ainscough in june", "topic_period", ["clodagh-name", "clodagh-name-coach", "clodagh-cert", "clodagh-cleansheet", "clodagh-cleansheet-coach", "clodagh-bank", N2, C2]),
    q(c, "clodagh in february", "topic_period", ["clodagh-thumb", "clodagh-thumb-coach", "clodagh-thumb-ok"]),
    q(c, "what came in from clodagh on the 2nd of february", "date_window", ["clodagh-thumb", "clodagh-thumb-coach"]),
    q(c, "clodagh on the 5th of june", "date_window", ["clodagh-cert"]),
    q(c, "anything from clodagh the day after eurovision", "date_window", ["g-clodagh-married"]),
    q(c, "what did clodagh say on the 20th of may", "date_window", None, NEVER),
    q(c, "who's gerard", "profile_attribute", [P, "clodagh-wedding-coach"]),
    q(c, "what does clodagh ainscough do for work", "profile_attribute", [P, N1]),
    q(c, "what position does clodagh play", "profile_attribute", [P, "clodagh-intro", N1]),
    q(c, "clodagh's goal", "profile", [P, "clodagh-intro"]),
    q(c, "how's mrs a doing", "how_doing", ["clodagh-cleansheet", "clodagh-bank", N2, C2]),
    q(c, "has clodagh said anything lately", "recency", ["clodagh-bank"]),
    q(c, "mrs ainscough's knee", "possessive", None, OTHER_CLIENT),
    q(c, "is clodagh on an inhaler", "yes_no", None, OTHER_CLIENT),
    q(c, "clodagh rushworth's elbow", "possessive", None, OTHER_TRAINER),
    q(c, "clodagh's hay fever tablets", "possessive", None, OTHER_TRAINER),
    q(c, "clodagh's stress fracture", "possessive", None, OTHER_TRAINER),
    q(c, "clodagh's licence name", "possessive", None, OTHER_TRAINER),
    q(c, "what did clodagh's sister dervla say", "named", None, NEVER),
    q(c, "clodagh's ankle", "possessive", None, NEVER),
    q(c, "clodagh's thumb last year", "possessive", None, OTHER_PERIOD),
    q(c, "mrs ainscough in september", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ingeborg: Jasper (test) — three inhaler plans for the asthma
c = "jasper"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
HR = "resting_heart_rate"
MEDS = ["jasper-blue", "jasper-brown", "jasper-symbicort", N2, P]
QUESTIONS += [
    q(c, "jasper's inhalers", "possessive", MEDS, key="ja-inh"),
    q(c, "which one first", "follow_up", ["jasper-blue", P], follow="ja-inh"),
    q(c, "why did they add the brown one", "follow_up", ["jasper-brown"], follow="ja-inh"),
    q(c, "who added it", "follow_up", ["jasper-brown"], follow="ja-inh"),
    q(c, "what caused the croaky voice", "follow_up", ["jasper-hoarse", "jasper-symbicort", "jasper-symbicort-coach"], follow="ja-inh"),
    q(c, "what's he on now", "follow_up", ["jasper-symbicort", N2, P], follow="ja-inh"),
    q(c, "who prescribed the symbicort", "follow_up", ["jasper-symbicort"], follow="ja-inh"),
    q(c, "what brand was the blue one", "follow_up", None, NEVER, follow="ja-inh"),
    q(c, "when did jasper's asthma start", "named", ["jasper-wheeze", "jasper-blue", P]),
    q(c, "when did jasper go on the brown inhaler", "named", ["jasper-brown", P]),
    q(c, "when did jasper switch to symbicort", "named", ["jasper-symbicort", N2, P]),
    q(c, "when did jasper stop the brown inhaler", "named", ["jasper-symbicort", P]),
    q(c, "how many puffs of the blue inhaler before training", "numbers", ["jasper-blue"]),
    q(c, "how often does jasper take the symbicort", "numbers", ["jasper-symbicort"]),
    q(c, "jasper's peak flow", "numbers", ["jasper-peak"], key="ja-pf"),
    q(c, "what was it in february", "follow_up", ["jasper-peak"], follow="ja-pf"),
    q(c, "is jasper still using the blue inhaler", "yes_no", ["jasper-better", "jasper-symbicort"]),
    q(c, "did jasper play a full game", "yes_no", ["jasper-better", "g-jasper-fullgame"]),
    q(c, "did the gp say it was asthma", "yes_no", ["jasper-blue"]),
    q(c, "jasper's asthma in may", "topic_period", ["jasper-symbicort", "jasper-symbicort-coach", "jasper-better", N2, C2]),
    q(c, "jasper in february", "topic_period", ["jasper-wheeze", "jasper-wheeze-coach", "jasper-blue", C1]),
    q(c, "jasper in march", "topic_period", ["jasper-brown", "jasper-brown-coach"]),
    q(c, "what did i tell jasper the night he was wheezy", "coach_reply", ["jasper-wheeze-coach"]),
    q(c, "what did i say about the blue inhaler", "coach_reply", ["jasper-brown-coach"]),
    q(c, "what did i tell jasper to do after the symbicort", "coach_reply", ["jasper-symbicort-coach"]),
    q(c, "my may note on jasper", "note", [N2]),
    q(c, "first note on jasper", "note", [N1]),
    q(c, "jasper's check-in in february", "checkin", [C1]),
    q(c, "jasper's sleep in the may check in", "checkin", [C2]),
    q(c, "jasper resting heart rate", "health", [weeks(c, HR)], key="ja-hr"),
    q(c, "and in february", "follow_up", span(c, HR, "2006-02-01", "2006-02-28"), follow="ja-hr"),
    q(c, "jasper's resting pulse in april", "health", span(c, HR, "2006-04-01", "2006-04-30")),
    q(c, "jasper kershw inhailer", "misspelling", MEDS),
    q(c, "jaspar asthma", "misspelling", ["jasper-wheeze", "jasper-blue", N2, P]),
    q(c, "the council IT bloke's wheezing", "paraphrase", ["jasper-wheeze", "jasper-blue"]),
    q(c, "the ex ice hockey player's steroid inhaler", "paraphrase", ["jasper-brown", "jasper-symbicort"]),
    q(c, "what came in from jasper on the 6th of february", "date_window", ["jasper-wheeze", "jasper-wheeze-coach"]),
    q(c, "jasper on the 10th of may", "date_window", ["jasper-symbicort", "jasper-symbicort-coach"]),
    q(c, "what did jasper say the night england played trinidad", "date_window", ["g-jasper-fullgame"]),
    q(c, "jasper on may day", "date_window", None, NEVER),
    q(c, "who's carole", "profile_attribute", [P]),
    q(c, "what did jasper play before floorball", "profile_attribute", [P, "jasper-intro", N1]),
    q(c, "jasper's goal", "profile", [P]),
    q(c, "how's jasper doing", "how_doing", ["jasper-better", "jasper-peak", N2, weeks(c, HR)]),
    q(c, "has jasper needed the blue inhaler lately", "recency", ["jasper-better"]),
    q(c, "jasper's knee op", "possessive", None, OTHER_CLIENT),
    q(c, "jasper's thumb", "possessive", None, OTHER_CLIENT),
    q(c, "jasper's hay fever", "possessive", None, OTHER_TRAINER),
    q(c, "jasper's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "is jasper on vitamin d", "yes_no", None, OTHER_TRAINER),
    q(c, "jasper's back spasm", "possessive", None, OTHER_TRAINER),
    q(c, "jasper's eczema", "possessive", None, NEVER),
    q(c, "what did carole say about the inhaler", "named", None, NEVER),
    q(c, "jasper's asthma in 2005", "topic_period", None, OTHER_PERIOD),
    q(c, "jasper's peak flow in august", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ingeborg: Shirley (dev) — tells the team chat more than me
c = "shirley"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
ST = "steps"
KNEE = ["g-shirley-list", "g-shirley-op", "g-shirley-stitches", P]
QUESTIONS += [
    q(c, "shirley's knee", "possessive", KNEE + ["shirley-creaky", "shirley-back", N2], key="sh-knee"),
    q(c, "which knee", "follow_up", [P, N2], follow="sh-knee"),
    q(c, "what did they do", "follow_up", ["g-shirley-op", P], follow="sh-knee"),
    q(c, "when was the op", "follow_up", ["g-shirley-op", P], follow="sh-knee"),
    q(c, "did she tell me about it", "follow_up", ["shirley-creaky", "shirley-away", "shirley-back", "g-shirley-list"], follow="sh-knee"),
    q(c, "when were the stitches out", "follow_up", ["g-shirley-stitches"], follow="sh-knee"),
    q(c, "who did the operation", "follow_up", None, NEVER, follow="sh-knee"),
    q(c, "when did shirley first mention her knee", "named", ["shirley-creaky"]),
    q(c, "when was shirley back after the knee", "named", ["shirley-back", "g-shirley-stitches", N2]),
    q(c, "why was shirley off in april", "named", ["g-shirley-op", "g-shirley-minehead", "shirley-away", N2]),
    q(c, "what did shirley tell me about her knee", "named", ["shirley-creaky", "shirley-back"]),
    q(c, "did shirley have a knee operation in april", "yes_no", ["g-shirley-op", P]),
    q(c, "is shirley going to be a nana", "yes_no", ["g-shirley-nana"], key="sh-nana"),
    q(c, "when's the baby due", "follow_up", ["g-shirley-nana"], follow="sh-nana"),
    q(c, "whose baby is it", "follow_up", ["g-shirley-nana", "g-shirley-race"], follow="sh-nana"),
    q(c, "where did shirley go for easter", "named", ["g-shirley-minehead"], key="sh-easter"),
    q(c, "who went with her", "follow_up", ["g-shirley-minehead"], follow="sh-easter"),
    q(c, "how old was dunc", "numbers", ["g-shirley-dunc"], key="sh-dunc"),
    q(c, "where was the party", "follow_up", ["g-shirley-dunc"], follow="sh-dunc"),
    q(c, "what did she tell me when she missed the bank holiday monday", "follow_up", ["shirley-family"], follow="sh-dunc"),
    q(c, "how much did shirley raise for race for life", "numbers", ["g-shirley-race"]),
    q(c, "what did shirley do for charity in june", "named", ["g-shirley-race", "shirley-charity"]),
    q(c, "what did shirley say about eurovision", "named", ["g-shirley-eurovision"]),
    q(c, "what did i say when shirley said she'd be away", "coach_reply", ["shirley-away-coach"]),
    q(c, "my first note on shirley", "note", [N1]),
    q(c, "what did i write about shirley in may", "note", [N2]),
    q(c, "shirley's april check in", "checkin", [C1]),
    q(c, "shirley's adherence when she was away", "checkin", [C1]),
    q(c, "shirley steps", "health", [weeks(c, ST)], key="sh-st"),
    q(c, "and in april", "follow_up", span(c, ST, "2006-04-01", "2006-04-30"), follow="sh-st"),
    q(c, "shirley's steps in january", "health", span(c, ST, "2006-01-01", "2006-01-31")),
    q(c, "shirly bottomly knee", "misspelling", KNEE + ["shirley-creaky", "shirley-back"]),
    q(c, "shirley minehed", "misspelling", ["g-shirley-minehead"]),
    q(c, "the dinner lady's keyhole surgery", "paraphrase", ["g-shirley-op", P]),
    q(c, "the bawtry lady's grandchild", "paraphrase", ["g-shirley-nana"]),
    q(c, "shirley in april", "topic_period", ["g-shirley-op", "g-shirley-minehead", "g-shirley-stitches", "shirley-back", C1]),
    q(c, "shirley in may", "topic_period", ["g-shirley-eurovision", "g-shirley-dunc", "shirley-family", N2]),
    q(c, "what came in from shirley on the 8th of april", "date_window", ["g-shirley-op"]),
    q(c, "shirley on the 10th of june", "date_window", ["shirley-charity", "g-shirley-race"]),
    q(c, "what did shirley say on the 7th of april", "date_window", None, NEVER),
    q(c, "who's dunc", "profile_attribute", [P, "g-shirley-minehead", "g-shirley-dunc"]),
    q(c, "who's dot", "profile_attribute", ["g-shirley-minehead"]),
    q(c, "what does shirley do for work", "profile_attribute", [P, N1]),
    q(c, "shirley's goal", "profile", [P]),
    q(c, "how's shirley doing", "how_doing", ["g-shirley-race", "shirley-charity", N2, weeks(c, ST)]),
    q(c, "has shirley said anything lately", "recency", ["shirley-charity", "g-shirley-race"]),
    q(c, "shirley's shoulder", "possessive", None, NEVER),
    q(c, "shirley's meat raffle", "possessive", None, NEVER),
    q(c, "shirley's wedding", "possessive", None, OTHER_CLIENT),
    q(c, "is shirley on symbicort", "yes_no", None, OTHER_CLIENT),
    q(c, "shirley's wrist splint", "possessive", None, OTHER_TRAINER),
    q(c, "shirley's bronze", "possessive", None, OTHER_TRAINER),
    q(c, "shirley's 10k time", "numbers", None, OTHER_TRAINER),
    q(c, "shirley's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "shirley's knee last year", "possessive", None, OTHER_PERIOD),
    q(c, "shirley at christmas", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Tadhg: Terry (test) — mixed units: stone at his nan's, kilos at the weigh-in; miles; degrees F
c = "terry"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-tadhg-terry-20060420"
P = profile(c)
HR = "resting_heart_rate"
CUT = ["terry-club", "terry-brits", N1, N2]
QUESTIONS += [
    q(c, "how much weight did terry cut for the brits", "numbers", CUT + ["terry-intro"], key="te-cut"),
    q(c, "what did he weigh in at", "follow_up", ["terry-brits", N2], follow="te-cut"),
    q(c, "in stone?", "follow_up", ["terry-brits"], follow="te-cut"),
    q(c, "what did he start at", "follow_up", ["terry-intro", "terry-club", N1], follow="te-cut"),
    q(c, "did he use the sauna to make weight", "follow_up", ["terry-sauna", "terry-sauna-coach", TR], follow="te-cut"),
    q(c, "what's he back up to", "follow_up", ["terry-after", N2], follow="te-cut"),
    q(c, "who cooked for him after", "follow_up", ["terry-after"], follow="te-cut"),
    q(c, "who beat him in the semi", "follow_up", None, NEVER, follow="te-cut"),
    q(c, "terry's weight in kilos in january", "numbers", ["terry-intro", "terry-club", N1]),
    q(c, "terry's weight in stone at new year", "numbers", ["terry-intro"]),
    q(c, "terry's weight now", "numbers", ["terry-after", N2]),
    q(c, "was terry under 12 stone in april", "yes_no", ["terry-nan", TR]),
    q(c, "what did terry's nan's scales say in april", "numbers", ["terry-nan", TR]),
    q(c, "what weight category does terry fight at", "numbers", ["terry-intro-coach", "g-tadhg-brits", N1, N2, P]),
    q(c, "did terry medal at the brits", "yes_no", ["terry-brits", "g-tadhg-brits", N2], key="te-brits"),
    q(c, "how many did he win", "follow_up", ["terry-brits"], follow="te-brits"),
    q(c, "what did i say to him", "follow_up", ["terry-brits-coach"], follow="te-brits"),
    q(c, "when were the brits", "follow_up", ["terry-brits", "g-tadhg-brits"], follow="te-brits"),
    q(c, "how hot was terry's sauna in celsius", "numbers", ["terry-sauna"], key="te-sauna"),
    q(c, "how long did he last", "follow_up", ["terry-sauna"], follow="te-sauna"),
    q(c, "what did i tell him about saunas", "follow_up", ["terry-sauna-coach", TR], follow="te-sauna"),
    q(c, "whats terry's 5k pace per km", "numbers", ["terry-5k"], key="te-5k"),
    q(c, "and per mile", "follow_up", ["terry-5k"], follow="te-5k"),
    q(c, "where did he run it", "follow_up", ["terry-5k"], follow="te-5k"),
    q(c, "how far was terry's reservoir run in km", "numbers", ["terry-run"]),
    q(c, "terry's pace round worsbrough, per mile", "numbers", ["terry-run"]),
    q(c, "how much can terry squat in pounds", "numbers", ["terry-squat"]),
    q(c, "what did kaz say about the squat", "named", ["terry-squat"]),
    q(c, "what did i tell terry about units in january", "coach_reply", ["terry-intro-coach"]),
    q(c, "what did i say about his nan's scales", "coach_reply", ["terry-nan-coach"]),
    q(c, "what did i say about terry's 5k", "coach_reply", ["terry-5k-coach"]),
    q(c, "on the weight call, what was terry on the club scales", "transcript", [TR]),
    q(c, "what did i tell terry to do if he's over on the friday", "transcript", [TR]),
    q(c, "when was the weigh-in for the brits, from the call", "transcript", [TR]),
    q(c, "my may note on terry", "note", [N2]),
    q(c, "first note on terry", "note", [N1]),
    q(c, "terry check in march", "checkin", [C1]),
    q(c, "terry's sleep in the may check-in", "checkin", [C2]),
    q(c, "terry resting hr", "health", [weeks(c, HR)], key="te-hr"),
    q(c, "was it higher in january", "follow_up", span(c, HR, "2006-01-01", "2006-01-31"), follow="te-hr"),
    q(c, "terry's resting heart rate in march", "health", span(c, HR, "2006-03-01", "2006-03-31")),
    q(c, "terry crabtre wieght", "misspelling", ["terry-after", "terry-brits", N2]),
    q(c, "terry sona", "misspelling", ["terry-sauna", "terry-sauna-coach"]),
    q(c, "the scaffolder's weight cut", "paraphrase", CUT),
    q(c, "the wombwell lad's medal", "paraphrase", ["terry-brits", "g-tadhg-brits", N2]),
    q(c, "terry in january", "topic_period", ["terry-intro", "terry-intro-coach", "terry-club", "terry-run"]),
    q(c, "terry's weight in may", "topic_period", ["terry-brits", "terry-after", N2]),
    q(c, "what came in from terry on the 6th of may", "date_window", ["terry-brits", "terry-brits-coach"]),
    q(c, "terry on the 15th of february", "date_window", ["terry-sauna", "terry-sauna-coach"]),
    q(c, "what did terry say the day seamus won gold", "date_window", ["g-terry-gold"]),
    q(c, "terry on the day of the cup final", "date_window", None, NEVER),
    q(c, "who's kaz", "profile_attribute", [P, "terry-squat", "terry-after"]),
    q(c, "what does terry do for work", "profile_attribute", [P, N1]),
    q(c, "terry's goal", "profile", [P]),
    q(c, "how's terry doing", "how_doing", ["terry-5k", "terry-after", N2, weeks(c, HR)]),
    q(c, "has terry weighed himself lately", "recency", ["terry-after"]),
    q(c, "terry's elbow", "possessive", None, OTHER_CLIENT),
    q(c, "terry's osteopath", "possessive", None, OTHER_CLIENT),
    q(c, "terry's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "terry's castle howard time", "numbers", None, OTHER_TRAINER),
    q(c, "is terry on cetirizine", "yes_no", None, OTHER_TRAINER),
    q(c, "terry's steps", "health", None, OTHER_TRAINER),
    q(c, "terry's shoulder", "possessive", None, NEVER),
    q(c, "what did terry's boss say", "named", None, NEVER),
    q(c, "terry's weight last christmas", "numbers", None, OTHER_PERIOD),
    q(c, "terry in september", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Tadhg: Giles (test) — two names: Wilbur on the forms and the licence, Giles to everyone
c = "giles"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
W = "weight"
G = "goal-tadhg-giles-weight"
NAME = ["giles-intro", "giles-intro-coach", N1, P]
BACK = ["giles-back", "giles-back-coach", "giles-osteo", N2, P]
QUESTIONS += [
    q(c, "what's giles's real first name", "named", NAME + ["giles-licence"], key="gi-name"),
    q(c, "why doesn't he use it", "follow_up", ["giles-intro", P], follow="gi-name"),
    q(c, "what's on his licence", "follow_up", ["giles-licence", "giles-intro-coach", N1], follow="gi-name"),
    q(c, "who still calls him that", "follow_up", ["giles-intro", "giles-eye"], follow="gi-name"),
    q(c, "what does the g on his licence stand for", "follow_up", [P], follow="gi-name"),
    q(c, "who named him", "follow_up", None, NEVER, follow="gi-name"),
    q(c, "wilbur's back", "possessive", BACK, key="gi-back"),
    q(c, "what caused it", "follow_up", ["giles-back"], follow="gi-back"),
    q(c, "who sorted it", "follow_up", ["giles-osteo", N2, P], follow="gi-back"),
    q(c, "what did i tell him", "follow_up", ["giles-back-coach"], follow="gi-back"),
    q(c, "when was he back on the mat", "follow_up", ["giles-osteo"], follow="gi-back"),
    q(c, "how much did the osteopath cost", "follow_up", None, NEVER, follow="gi-back"),
    q(c, "when did giles murgatroyd's back go", "named", ["giles-back", N2, P]),
    q(c, "giles murgatroyd at the brits", "named", ["giles-brits", "g-tadhg-brits", N2], key="gi-brits"),
    q(c, "how many bouts did he win", "follow_up", ["giles-brits", "g-tadhg-brits", N2], follow="gi-brits"),
    q(c, "who beat him", "follow_up", ["giles-brits"], follow="gi-brits"),
    q(c, "what did elaine say after", "follow_up", ["giles-eye"], follow="gi-brits"),
    q(c, "how did wilbur do at the brits", "named", ["giles-brits", "g-tadhg-brits", N2]),
    q(c, "did wilbur pass the coaching course", "yes_no", ["giles-course"]),
    q(c, "what name is on giles's coaching certificate", "named", ["giles-course"]),
    q(c, "is giles having a baby", "yes_no", ["giles-baby"], key="gi-baby"),
    q(c, "when's it due", "follow_up", ["giles-baby"], follow="gi-baby"),
    q(c, "what won't they call it", "follow_up", ["giles-baby"], follow="gi-baby"),
    q(c, "what did giles say in the group when he was called wilbur", "named", ["g-giles-dont"]),
    q(c, "what did giles say about beckham", "named", ["g-giles-ecuador"]),
    q(c, "what did i tell wilbur when he joined", "coach_reply", ["giles-intro-coach"]),
    q(c, "what did i say to giles about his back", "coach_reply", ["giles-back-coach"]),
    q(c, "what did i say about giles's baby", "coach_reply", ["giles-baby-coach"]),
    q(c, "giles weight", "health", [weeks(c, W)], key="gi-w"),
    q(c, "how far off his goal", "follow_up", [G, weeks(c, W)], follow="gi-w"),
    q(c, "wilbur's weight in february", "health", span(c, W, "2006-02-01", "2006-02-28")),
    q(c, "giles's weight goal", "profile", [G]),
    q(c, "my may note on giles", "note", [N2]),
    q(c, "first note on wilbur murgatroyd", "note", [N1]),
    q(c, "giles's check-in with the bad back", "checkin", [C1]),
    q(c, "wilbur's stress in march", "checkin", [C1]),
    q(c, "giles murgatroid back", "misspelling", BACK),
    q(c, "wilbar licence", "misspelling", ["giles-licence", "giles-intro-coach"]),
    q(c, "the gas engineer's bad back", "paraphrase", BACK),
    q(c, "the penistone man's black eye", "paraphrase", ["giles-brits", "giles-eye"]),
    q(c, "giles in march", "topic_period", ["giles-back", "giles-back-coach", "giles-osteo", C1]),
    q(c, "wilbur in may", "topic_period", ["giles-brits", "giles-eye", "g-tadhg-brits", N2]),
    q(c, "what came in from giles on the 13th of march", "date_window", ["giles-back", "giles-back-coach"]),
    q(c, "giles on the 9th of february", "date_window", ["giles-licence"]),
    q(c, "wilbur on the 20th of june", "date_window", ["giles-baby", "giles-baby-coach"]),
    q(c, "giles on valentine's day", "date_window", None, NEVER),
    q(c, "who's elaine", "profile_attribute", [P, "giles-eye"]),
    q(c, "what does giles do for a living", "profile_attribute", [P, "giles-back", N1]),
    q(c, "wilbur's goal", "profile", [P]),
    q(c, "how's giles doing", "how_doing", ["giles-baby", N2, weeks(c, W)]),
    q(c, "has wilbur said anything lately", "recency", ["giles-baby"]),
    q(c, "giles's dislocated elbow", "possessive", None, OTHER_CLIENT),
    q(c, "wilbur's sauna", "possessive", None, OTHER_CLIENT),
    q(c, "giles's married name", "named", None, OTHER_TRAINER),
    q(c, "wilbur's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "giles's vitamin d", "numbers", None, OTHER_TRAINER),
    q(c, "wilbur's puppy", "possessive", None, OTHER_TRAINER),
    q(c, "giles's knee", "possessive", None, OTHER_TRAINER),
    q(c, "giles's hamstring", "possessive", None, NEVER),
    q(c, "wilbur's back last year", "possessive", None, OTHER_PERIOD),
    q(c, "giles in august", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Tadhg: Seamus (dev) — the left elbow, from randori to a gold
c = "seamus"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-tadhg-seamus-20060307"
P = profile(c)
W = "weight"
ONSET = ["seamus-onset", "seamus-ae", N2, P]
QUESTIONS += [
    q(c, "seamus's elbow, where are we with it", "recency", ["seamus-signedoff", N3], key="se-elb"),
    q(c, "when did he do it", "follow_up", ONSET + ["g-tadhg-seamus"], follow="se-elb"),
    q(c, "which elbow", "follow_up", ONSET, follow="se-elb"),
    q(c, "what caused the dislocation", "follow_up", ["seamus-onset", N2, P], follow="se-elb"),
    q(c, "who took him to a&e", "follow_up", ["seamus-moz"], follow="se-elb"),
    q(c, "who put it back", "follow_up", ["seamus-ae", P], follow="se-elb"),
    q(c, "was it broken", "follow_up", ["seamus-ae", "g-tadhg-seamus"], follow="se-elb"),
    q(c, "how long in the sling", "follow_up", ["seamus-ae", "seamus-slingoff", N2, TR], follow="se-elb"),
    q(c, "who threw him", "follow_up", None, NEVER, follow="se-elb"),
    q(c, "when did seamus do his elbow", "named", ONSET),
    q(c, "when was seamus back on the mat", "named", ["seamus-drill", "seamus-randori", N2, N3]),
    q(c, "when was seamus back doing randori", "named", ["seamus-randori", N3]),
    q(c, "when did seamus's sling come off", "named", ["seamus-slingoff", N2]),
    q(c, "seamus's first comp back?", "named", ["seamus-gold", N3]),
    q(c, "what did the a&e doctor do for seamus", "named", ["seamus-ae"]),
    q(c, "what did seamus's mam think", "named", ["seamus-mam", TR]),
    q(c, "what did i tell seamus the night he did it", "coach_reply", ["seamus-onset-coach"]),
    q(c, "what did i say after a&e", "coach_reply", ["seamus-ae-coach"]),
    q(c, "who did i pair seamus with for drilling", "coach_reply", ["seamus-drill-coach"]),
    q(c, "what did i tell seamus after his first randori back", "coach_reply", ["seamus-randori-coach"]),
    q(c, "what did i tell seamus when he joined", "coach_reply", ["seamus-intro-coach"]),
    q(c, "on the call after the elbow, what did his mum say the fracture clinic said", "transcript", [TR]),
    q(c, "can seamus go up ladders at work", "transcript", [TR]),
    q(c, "what was seamus allowed to lift, from the call", "transcript", [TR]),
    q(c, "my april note on seamus", "note", [N2]),
    q(c, "first note on seamus, what's his weak spot", "note", [N1]),
    q(c, "what did i write in june about seamus", "note", [N3]),
    q(c, "seamus elbow", "possessive", ONSET + ["seamus-onset-coach", "seamus-slingoff", "seamus-drill", "seamus-randori", "seamus-gold", "seamus-signedoff", TR, N3, C1]),
    q(c, "seamus oldroid elbo", "misspelling", ONSET),
    q(c, "shamus elbow", "misspelling", ONSET),
    q(c, "the apprentice sparky's dislocation", "paraphrase", ONSET),
    q(c, "the hoyland lad's gold medal", "paraphrase", ["seamus-gold", N3]),
    q(c, "seamus's elbow in march", "topic_period", ["seamus-onset", "seamus-onset-coach", "seamus-moz", "seamus-ae", "seamus-ae-coach", "seamus-mam", "seamus-slingoff", "g-tadhg-seamus", TR, C1]),
    q(c, "how was seamus in may", "topic_period", ["seamus-randori", "seamus-randori-coach", "g-seamus-cup", C2]),
    q(c, "seamus's comeback in q2", "topic_period", ["seamus-drill", "seamus-drill-coach", "seamus-randori", "seamus-randori-coach", "seamus-gold", "seamus-gold-coach", "seamus-signedoff", N2, N3, C2]),
    q(c, "was seamus drilling in april", "yes_no", ["seamus-drill", N2]),
    q(c, "is seamus signed off", "yes_no", ["seamus-signedoff", N3]),
    q(c, "did seamus need an operation", "yes_no", ["seamus-ae", P]),
    q(c, "how many weeks from the dislocation to his first randori", "numbers", ["seamus-onset", "seamus-randori"]),
    q(c, "what weight did seamus win gold at", "numbers", ["seamus-gold", N3]),
    q(c, "seamus check-in in the sling", "checkin", [C1]),
    q(c, "seamus's stress in the may check in", "checkin", [C2]),
    q(c, "seamus weight", "health", [weeks(c, W)], key="se-w"),
    q(c, "whats that in stone", "follow_up", [weeks(c, W)], follow="se-w"),
    q(c, "what was he in january", "follow_up", [N1] + span(c, W, "2006-01-01", "2006-01-31"), follow="se-w"),
    q(c, "seamus's weight in april", "topic_period", span(c, W, "2006-04-01", "2006-04-30")),
    q(c, "is seamus alright these days", "how_doing", ["seamus-signedoff", "seamus-gold", N3, weeks(c, W)]),
    q(c, "what came in from seamus on the 4th of march", "date_window", ["seamus-onset", "seamus-onset-coach", "seamus-moz"]),
    q(c, "seamus on the 15th of may", "date_window", ["seamus-randori", "seamus-randori-coach"]),
    q(c, "what did seamus say about gerrard", "named", ["g-seamus-cup"]),
    q(c, "seamus on the day of the grand national", "date_window", None, NEVER),
    q(c, "who's moz", "named", ["seamus-moz"]),
    q(c, "who's mairead", "profile_attribute", [P, TR]),
    q(c, "what does seamus do for work", "profile_attribute", [P]),
    q(c, "what did seamus do before sambo", "profile_attribute", [P, "seamus-intro", N1]),
    q(c, "seamus's goal", "profile", [P]),
    q(c, "wen did seamus do his elbow", "named", ONSET),
    q(c, "has seamus done it again since", "yes_no", None, NEVER),
    q(c, "seamus's right elbow", "possessive", None, NEVER),
    q(c, "seamus's weight cut", "possessive", None, OTHER_CLIENT),
    q(c, "seamus's coaching course", "possessive", None, OTHER_CLIENT),
    q(c, "seamus's stress fracture", "possessive", None, OTHER_TRAINER),
    q(c, "is seamus on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "seamus's wrist", "possessive", None, OTHER_TRAINER),
    q(c, "seamus's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "seamus's elbow last autumn", "topic_period", None, OTHER_PERIOD),
    q(c, "seamus's weight in november", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Honor: Phoebe (dev) — three plans for the hay fever
c = "phoebe"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-honor-phoebe-20060503"
P = profile(c)
HR = "resting_heart_rate"
MEDS = ["phoebe-piriton", "phoebe-cetirizine", "phoebe-beconase", N2, P]
QUESTIONS += [
    q(c, "phoebe's hay fever", "possessive", MEDS + ["phoebe-fall", "phoebe-better", TR], key="ph-hf"),
    q(c, "what did she take first", "follow_up", ["phoebe-piriton", P], follow="ph-hf"),
    q(c, "where did she get it", "follow_up", ["phoebe-piriton"], follow="ph-hf"),
    q(c, "what caused the drowsiness", "follow_up", ["phoebe-fall", "phoebe-fall-coach", "phoebe-cetirizine", N2], follow="ph-hf"),
    q(c, "who switched her to cetirizine", "follow_up", ["phoebe-cetirizine", TR], follow="ph-hf"),
    q(c, "what did the nurse add", "follow_up", ["phoebe-beconase", P], follow="ph-hf"),
    q(c, "who's her gp", "follow_up", None, NEVER, follow="ph-hf"),
    q(c, "when did phoebe's hay fever start", "named", ["phoebe-piriton", P]),
    q(c, "when did phoebe go on cetirizine", "named", ["phoebe-cetirizine", TR, P]),
    q(c, "when did phoebe start the nose spray", "named", ["phoebe-beconase", P]),
    q(c, "when did phoebe land a 360 off the kicker", "named", ["phoebe-better"]),
    q(c, "is phoebe still on piriton", "yes_no", ["phoebe-cetirizine", TR, P]),
    q(c, "does the cetirizine make phoebe sleepy", "yes_no", ["phoebe-cetirizine", "phoebe-better", TR]),
    q(c, "can phoebe drink on the new tablet", "transcript", [TR]),
    q(c, "what dose of cetirizine, from the call", "transcript", [TR]),
    q(c, "what did phoebe's mum want, on the call", "transcript", [TR]),
    q(c, "why did phoebe fall off the box", "named", ["phoebe-fall", "phoebe-fall-coach"], key="ph-fall"),
    q(c, "what did i tell her", "follow_up", ["phoebe-fall-coach"], follow="ph-fall"),
    q(c, "was she hurt", "follow_up", None, NEVER, follow="ph-fall"),
    q(c, "did phoebe land a 360", "yes_no", ["phoebe-andorra", "phoebe-better", N2], key="ph-360"),
    q(c, "where", "follow_up", ["phoebe-andorra", "phoebe-better"], follow="ph-360"),
    q(c, "when did she first land it", "follow_up", ["phoebe-andorra"], follow="ph-360"),
    q(c, "did phoebe make the freestyle team", "yes_no", ["phoebe-team"]),
    q(c, "what did phoebe say about shelley rudman", "named", ["g-phoebe-rudman"]),
    q(c, "what did i tell phoebe about the goggles", "coach_reply", ["phoebe-beconase-coach"]),
    q(c, "what did i say when phoebe fell off the box", "coach_reply", ["phoebe-fall-coach"]),
    q(c, "what did i tell phoebe at the start about 360s", "coach_reply", ["phoebe-intro-coach"]),
    q(c, "my june note on phoebe", "note", [N2]),
    q(c, "first note on phoebe", "note", [N1]),
    q(c, "phoebe's check in when she was sleepy", "checkin", [C1]),
    q(c, "phoebe's stress in the june check-in", "checkin", [C2]),
    q(c, "phoebe resting heart rate", "health", [weeks(c, HR)], key="ph-hr"),
    q(c, "and in february", "follow_up", span(c, HR, "2006-02-01", "2006-02-28"), follow="ph-hr"),
    q(c, "phoebe's resting hr in may", "health", span(c, HR, "2006-05-01", "2006-05-31")),
    q(c, "pheobe hayfever", "misspelling", MEDS),
    q(c, "phoebe royle cetrizine", "misspelling", ["phoebe-cetirizine", TR, P]),
    q(c, "the student's antihistamines", "paraphrase", MEDS),
    q(c, "the drayton manor girl's sneezing", "paraphrase", ["phoebe-piriton", "phoebe-beconase"]),
    q(c, "phoebe in february", "topic_period", ["phoebe-andorra"]),
    q(c, "phoebe's hay fever in may", "topic_period", ["phoebe-cetirizine", "phoebe-better", TR]),
    q(c, "phoebe's meds in june", "topic_period", ["phoebe-beconase", "phoebe-beconase-coach", N2]),
    q(c, "what came in from phoebe on the 29th of april", "date_window", ["phoebe-fall", "phoebe-fall-coach"]),
    q(c, "phoebe on the 1st of june", "date_window", ["phoebe-beconase", "phoebe-beconase-coach"]),
    q(c, "anything from phoebe the day rudman won silver", "date_window", ["g-phoebe-rudman"]),
    q(c, "phoebe on mothering sunday", "date_window", None, NEVER),
    q(c, "who's georgina", "profile_attribute", [P, TR]),
    q(c, "where does phoebe work", "profile_attribute", [P]),
    q(c, "phoebe's goal", "profile", [P, "phoebe-intro"]),
    q(c, "how's phoebe doing", "how_doing", ["phoebe-team", "phoebe-beconase", N2, weeks(c, HR)]),
    q(c, "has phoebe said anything lately", "recency", ["phoebe-team"]),
    q(c, "phoebe's wrist", "possessive", None, OTHER_CLIENT),
    q(c, "did phoebe land a 540", "yes_no", None, OTHER_CLIENT),
    q(c, "phoebe's inhaler", "possessive", None, OTHER_TRAINER),
    q(c, "phoebe's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "phoebe's wedding", "possessive", None, OTHER_TRAINER),
    q(c, "phoebe's elbow", "possessive", None, OTHER_TRAINER),
    q(c, "phoebe's ankle", "possessive", None, NEVER),
    q(c, "what did phoebe's dad say", "named", None, NEVER),
    q(c, "phoebe's hay fever last summer", "possessive", None, OTHER_PERIOD),
    q(c, "phoebe in october", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Honor: Janice (test) — tells the group chat more than me
c = "janice"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
ST = "steps"
WRIST = ["g-janice-wrist", "janice-bruise", P]
QUESTIONS += [
    q(c, "janice's wrist", "possessive", WRIST + ["janice-bruise-coach", "g-janice-splint", "janice-back", N2, C1], key="ja-wr"),
    q(c, "which wrist", "follow_up", [P], follow="ja-wr"),
    q(c, "what did she tell me it was", "follow_up", ["janice-bruise"], follow="ja-wr"),
    q(c, "what was it really", "follow_up", ["g-janice-wrist", P], follow="ja-wr"),
    q(c, "how long in the splint", "follow_up", ["g-janice-wrist", "g-janice-splint", P], follow="ja-wr"),
    q(c, "when did the splint come off", "follow_up", ["g-janice-splint"], follow="ja-wr"),
    q(c, "who x-rayed it", "follow_up", None, NEVER, follow="ja-wr"),
    q(c, "when did janice hurt her wrist", "named", ["janice-bruise", "g-janice-wrist", P]),
    q(c, "when was janice back on the slope", "named", ["janice-back", N2]),
    q(c, "did janice break her wrist", "yes_no", ["g-janice-wrist", P]),
    q(c, "did janice tell me about the fracture", "yes_no", ["janice-bruise", "g-janice-wrist"]),
    q(c, "what did i say about wrist guards", "coach_reply", ["janice-bruise-coach"]),
    q(c, "what did janice call her wrist when the splint came off", "named", ["g-janice-splint"]),
    q(c, "what's janice's puppy called", "named", ["g-janice-puppy"], key="ja-pup"),
    q(c, "what breed", "follow_up", ["g-janice-puppy"], follow="ja-pup"),
    q(c, "when did they get it", "follow_up", ["g-janice-puppy"], follow="ja-pup"),
    q(c, "how much did janice's bake sale raise", "numbers", ["g-janice-bakesale"], key="ja-bake"),
    q(c, "what for", "follow_up", ["g-janice-bakesale"], follow="ja-bake"),
    q(c, "where's janice going skiing", "named", ["g-janice-valthorens"]),
    q(c, "when do tez's gcses start", "named", ["g-janice-tez"]),
    q(c, "what did tez do for mothering sunday", "named", ["g-janice-mothering"]),
    q(c, "why couldn't janice come on the saturday in may", "named", ["janice-family"]),
    q(c, "my april note on janice", "note", [N2]),
    q(c, "first note on janice", "note", [N1]),
    q(c, "janice check-in march", "checkin", [C1]),
    q(c, "janice's adherence with the wrist", "checkin", [C1]),
    q(c, "janice steps", "health", [weeks(c, ST)], key="ja-st"),
    q(c, "and in march", "follow_up", span(c, ST, "2006-03-01", "2006-03-31"), follow="ja-st"),
    q(c, "janice's steps in february", "health", span(c, ST, "2006-02-01", "2006-02-28")),
    q(c, "janice grimshw rist", "misspelling", WRIST),
    q(c, "janice val thoren", "misspelling", ["g-janice-valthorens"]),
    q(c, "the receptionist's broken wrist", "paraphrase", WRIST),
    q(c, "the polesworth lady's new dog", "paraphrase", ["g-janice-puppy"]),
    q(c, "janice in march", "topic_period", ["janice-bruise", "janice-bruise-coach", "g-janice-wrist", "g-janice-mothering", C1]),
    q(c, "janice in april", "topic_period", ["g-janice-splint", "janice-back", "g-janice-bakesale", N2]),
    q(c, "what came in from janice on the 12th of march", "date_window", ["g-janice-wrist"]),
    q(c, "janice on the 1st of may", "date_window", ["g-janice-puppy"]),
    q(c, "what did janice say on the queen's birthday", "date_window", ["g-janice-bakesale"]),
    q(c, "janice on burns night", "date_window", None, NEVER),
    q(c, "who's tez", "profile_attribute", [P, "g-janice-mothering", "g-janice-puppy", "g-janice-tez"]),
    q(c, "what does janice do for work", "profile_attribute", [P, "g-janice-bakesale"]),
    q(c, "janice's goal", "profile", [P]),
    q(c, "how's janice doing", "how_doing", ["janice-back", "g-janice-tez", N2, weeks(c, ST)]),
    q(c, "has janice said anything lately", "recency", ["g-janice-tez"]),
    q(c, "janice's hay fever", "possessive", None, OTHER_CLIENT),
    q(c, "janice's rail jam", "possessive", None, OTHER_CLIENT),
    q(c, "janice's knee op", "possessive", None, OTHER_TRAINER),
    q(c, "janice's stress fracture", "possessive", None, OTHER_TRAINER),
    q(c, "janice's weight", "health", None, OTHER_TRAINER),
    q(c, "janice's married name", "named", None, OTHER_TRAINER),
    q(c, "janice's right wrist", "possessive", None, NEVER),
    q(c, "what did janice's dad say", "named", None, NEVER),
    q(c, "janice's wrist last year", "possessive", None, OTHER_PERIOD),
    q(c, "janice in november", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Honor: Cillian (test) — a word or two; mostly yes or no
c = "cillian"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
QUESTIONS += [
    q(c, "did cillian land the 540", "yes_no", ["cillian-540-q", "cillian-540", "g-cillian-540", N2], key="ci-540"),
    q(c, "when", "follow_up", ["cillian-540", "g-cillian-540"], follow="ci-540"),
    q(c, "what did i say", "follow_up", ["cillian-540-coach"], follow="ci-540"),
    q(c, "did anyone film it", "follow_up", None, NEVER, follow="ci-540"),
    q(c, "did cillian land the 180", "yes_no", ["cillian-180-q", "cillian-180"]),
    q(c, "where did cillian come at the rail jam", "numbers", ["cillian-jam-q", "cillian-jam", N2], key="ci-jam"),
    q(c, "when was it", "follow_up", ["cillian-jam", N2], follow="ci-jam"),
    q(c, "who won it", "follow_up", None, NEVER, follow="ci-jam"),
    q(c, "was cillian hurt after the fall on the rail", "yes_no", ["cillian-fall-q", "cillian-fall"]),
    q(c, "when did cillian fall on the rail", "named", ["cillian-fall-q"]),
    q(c, "who drives cillian", "profile_attribute", [P, N1, "cillian-iggy-q", "cillian-iggy"], key="ci-iggy"),
    q(c, "is he bringing him saturday", "follow_up", ["cillian-iggy-q", "cillian-iggy"], follow="ci-iggy"),
    q(c, "have cillian's exams started", "yes_no", ["cillian-exams-q", "cillian-exams"], key="ci-ex"),
    q(c, "what's next", "follow_up", ["cillian-exams"], follow="ci-ex"),
    q(c, "what did he get", "follow_up", None, NEVER, follow="ci-ex"),
    q(c, "what did i ask cillian about iggy", "coach_reply", ["cillian-iggy-q"]),
    q(c, "what did i ask cillian in march", "coach_reply", ["cillian-jam-q"]),
    q(c, "what did i tell cillian after the 540", "coach_reply", ["cillian-540-coach"]),
    q(c, "first note on cillian", "note", [N1]),
    q(c, "my june note on cillian", "note", [N2]),
    q(c, "cillian check in", "checkin", [C1]),
    q(c, "cillian's sleep in the may check-in", "checkin", [C1]),
    q(c, "cilian marsdon 540", "misspelling", ["cillian-540", "g-cillian-540", N2]),
    q(c, "killian rail jam", "misspelling", ["cillian-jam", N2]),
    q(c, "the schoolboy's big trick", "paraphrase", ["cillian-540", "g-cillian-540", N2]),
    q(c, "the quiet lad's second place", "paraphrase", ["cillian-jam", N2]),
    q(c, "cillian in june", "topic_period", ["cillian-540-q", "cillian-540", "cillian-540-coach", "g-cillian-540", N2]),
    q(c, "cillian in january", "topic_period", ["cillian-180-q", "cillian-180", N1]),
    q(c, "what came in from cillian on the 11th of june", "date_window", ["cillian-540", "g-cillian-540"]),
    q(c, "cillian on the 19th of march", "date_window", ["cillian-jam"]),
    q(c, "cillian on pancake day", "date_window", None, NEVER),
    q(c, "how old is cillian", "profile_attribute", [P, N1]),
    q(c, "who's iggy", "profile_attribute", [P, N1]),
    q(c, "cillian's goal", "profile", [P]),
    q(c, "how's cillian doing", "how_doing", ["cillian-540", N2, C1]),
    q(c, "has cillian said anything since the 540", "recency", ["g-cillian-540"]),
    q(c, "cillian weight", "health", None, OTHER_TRAINER),
    q(c, "cillian's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "cillian's steps", "health", None, OTHER_CLIENT),
    q(c, "cillian's wrist splint", "possessive", None, OTHER_CLIENT),
    q(c, "cillian's gold at rotherham", "possessive", None, OTHER_TRAINER),
    q(c, "cillian's castle howard time", "numbers", None, OTHER_TRAINER),
    q(c, "is cillian on an inhaler", "yes_no", None, OTHER_TRAINER),
    q(c, "cillian's bronze", "possessive", None, OTHER_TRAINER),
    q(c, "cillian's collarbone", "possessive", None, NEVER),
    q(c, "cillian's ankle", "possessive", None, NEVER),
    q(c, "cillian in december", "topic_period", None, OTHER_PERIOD),
    q(c, "cillian's 540 last year", "possessive", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- more asks per client: onsets and returns, the two names, the units, a month told of at another time
N = {c: notes(c) for c in CLIENT_ID}
QUESTIONS += [
    # Stu: the units every way round, and a month whose only weight is said in stone.
    q("stu", "what did stu weigh in january in kg", "numbers", ["stu-intro", N["stu"][0]]),
    q("stu", "stu's weight in pounds now", "numbers", ["stu-last", N["stu"][2], weeks("stu", "weight")]),
    q("stu", "how many pounds has stu lost since new year", "numbers", ["stu-intro", "stu-last", N["stu"][0], N["stu"][2]]),
    q("stu", "stu's pace per mile at castle howard", "numbers", ["stu-race", "stu-race-coach"]),
    q("stu", "how far is a 40k ride in miles for stu", "numbers", ["stu-race"]),
    q("stu", "when did stu start weighing in kilos", "named", ["stu-scales", "stu-scales-coach"]),
    q("stu", "what did stu weigh in february", "health", ["stu-scales"] + span("stu", "weight", "2006-02-01", "2006-02-28")),
    q("stu", "stus weight over the winter", "topic_period", ["stu-intro", "stu-scales"] + span("stu", "weight", "2006-02-01", "2006-02-28")),
    q("stu", "how cold was stu's ride in march, in fahrenheit", "numbers", ["stu-cold"]),
    # Nigel
    q("nigel", "when did nigel's knee settle", "named", ["nigel-knee-ok"]),
    q("nigel", "did nigel's knee stop him racing", "yes_no", ["nigel-knee-ok", "nigel-race", N["nigel"][1]]),
    q("nigel", "nigel's pace per km at thirsk", "numbers", ["nigel-10k-q", "nigel-10k"]),
    q("nigel", "what did nigel say after the race in june", "named", ["nigel-race", "nigel-maybe"]),
    # Felicity: the first ache in March, the onset in April, back in June.
    q("felicity", "when did felicity first mention her foot", "named", ["felicity-ache"]),
    q("felicity", "was felicity's foot sore in march", "yes_no", ["felicity-ache"]),
    q("felicity", "when was felicity back racing", "named", ["felicity-relay", N["felicity"][2]]),
    q("felicity", "when was felicity back on the bike", "named", ["felicity-turbo", "felicity-relay"]),
    q("felicity", "when did felicity's foot go at fountains abbey", "named", ["felicity-onset", profile("felicity")]),
    q("felicity", "felicity's foot in may", "topic_period", ["felicity-turbo", N["felicity"][1]]),
    q("felicity", "felicity's 10k pace per mile at thirsk", "numbers", ["felicity-ache"]),
    # Clodagh: asked by either name.
    q("clodagh", "when did rushworth become ainscough", "named", ["clodagh-wedding", "g-clodagh-married", N["clodagh"][1], profile("clodagh")]),
    q("clodagh", "is mrs a the same as clodagh rushworth", "yes_no", ["clodagh-name", N["clodagh"][1], profile("clodagh")]),
    q("clodagh", "when was clodagh rushworth's thumb better", "named", ["clodagh-thumb-ok"]),
    q("clodagh", "when was mrs ainscough back in goal after the honeymoon", "named", ["clodagh-name", N["clodagh"][1]]),
    q("clodagh", "who's mrs a", "named", ["g-clodagh-married", "clodagh-cleansheet", "clodagh-name", profile("clodagh")]),
    q("clodagh", "did clodagh ainscough go to magaluf", "yes_no", ["clodagh-hen"]),
    q("clodagh", "clodagh's name change in may", "topic_period", ["clodagh-wedding", "g-clodagh-married"]),
    # Jasper
    q("jasper", "when did jasper's voice go croaky", "named", ["jasper-hoarse"]),
    q("jasper", "when was jasper playing full games again", "named", ["jasper-better", "g-jasper-fullgame"]),
    q("jasper", "how much has jasper's peak flow gone up", "numbers", ["jasper-peak"]),
    q("jasper", "when did jasper stop needing the blue inhaler", "named", ["jasper-better"]),
    # Shirley: a group line about the day before; the stitches.
    q("shirley", "when did shirley have the keyhole", "named", ["g-shirley-op", profile("shirley")]),
    q("shirley", "when did shirley go on the list for her knee", "named", ["g-shirley-list"]),
    q("shirley", "when did shirley tell the group about leticia", "named", ["g-shirley-nana"]),
    q("shirley", "did shirley's knee stop her doing race for life", "yes_no", ["g-shirley-race", "shirley-charity"]),
    q("shirley", "shirley's knee in march", "topic_period", ["g-shirley-list"]),
    # Terry: the units every way round.
    q("terry", "terry's weight in pounds in january", "numbers", ["terry-intro", "terry-club"]),
    q("terry", "how many stone did terry weigh in at the brits", "numbers", ["terry-brits"]),
    q("terry", "terry's weight in stone now", "numbers", ["terry-after", N["terry"][1]]),
    q("terry", "how much did terry put back on after the brits", "numbers", ["terry-brits", "terry-after", N["terry"][1]]),
    q("terry", "terry's sauna temperature in fahrenheit", "numbers", ["terry-sauna"]),
    q("terry", "when did terry make 74", "named", ["terry-brits", N["terry"][1]]),
    q("terry", "terry's weight over the winter", "topic_period", ["terry-intro", "terry-club"]),
    # Giles: asked by either name.
    q("giles", "when did giles's back get better", "named", ["giles-osteo"]),
    q("giles", "when was wilbur back on the mat after his back", "named", ["giles-osteo", N["giles"][1]]),
    q("giles", "is wilbur the same person as giles", "yes_no", ["giles-intro", N["giles"][0], profile("giles")]),
    q("giles", "what does giles's wife call him when she's cross", "named", ["giles-eye"]),
    q("giles", "when did giles get his licence", "named", ["giles-licence"]),
    q("giles", "when did wilbur murgatroyd's back start", "named", ["giles-back", profile("giles")]),
    # Seamus
    q("seamus", "when did seamus start drilling again", "named", ["seamus-drill", N["seamus"][1]]),
    q("seamus", "when was seamus back competing", "named", ["seamus-gold", N["seamus"][2]]),
    q("seamus", "when did seamus's elbow start", "named", ["seamus-onset", "seamus-ae", N["seamus"][1], profile("seamus")]),
    q("seamus", "what happened to seamus on the 4th of march", "date_window", ["seamus-onset", "seamus-onset-coach", "seamus-moz"]),
    q("seamus", "seamus's elbow in april", "topic_period", ["seamus-drill", "seamus-drill-coach", N["seamus"][1]]),
    q("seamus", "who's terry to seamus", "named", ["seamus-drill-coach"]),
    # Phoebe
    q("phoebe", "when did phoebe get the eye drops", "named", ["phoebe-beconase", profile("phoebe")]),
    q("phoebe", "when did phoebe stop the piriton", "named", ["phoebe-cetirizine", "tr-honor-phoebe-20060503", profile("phoebe")]),
    q("phoebe", "when was phoebe back from andorra", "named", ["phoebe-andorra"]),
    q("phoebe", "was phoebe on any tablets in march", "yes_no", None, OTHER_PERIOD),
    # Janice: a group line about the day before.
    q("janice", "when did janice's splint come off", "named", ["g-janice-splint"]),
    q("janice", "when did janice tell the group about her wrist", "named", ["g-janice-wrist"]),
    q("janice", "when did janice get the puppy", "named", ["g-janice-puppy"]),
    q("janice", "janice's wrist in april", "topic_period", ["g-janice-splint", "janice-back", N["janice"][1]]),
    # Cillian
    q("cillian", "when was cillian's rail jam", "named", ["cillian-jam-q", "cillian-jam"]),
    q("cillian", "when did cillian land the 540", "named", ["cillian-540", "g-cillian-540"]),
    q("cillian", "did cillian say anything about his exams", "yes_no", ["cillian-exams"]),
]
# ---------------------------------------------------------------- more that no record answers for the client asked about
UNSAID = {
    "stu": [("did stu's cholesterol tablets help", "yes_no", NEVER), ("what did stu's dad say about the race", "named", NEVER),
            ("stu's weight in october", "health", OTHER_PERIOD), ("stu's cholesterol in 2005", "numbers", OTHER_PERIOD),
            ("stu's lambing", "possessive", OTHER_CLIENT), ("stu's vitamin d", "numbers", OTHER_CLIENT),
            ("stu's sauna", "possessive", OTHER_TRAINER), ("how many steps does stu do", "health", OTHER_TRAINER)],
    "nigel": [("nigel's dad", "possessive", NEVER), ("nigel's new bike", "possessive", NEVER),
              ("nigel in august", "topic_period", OTHER_PERIOD), ("nigel's 10k last year", "numbers", OTHER_PERIOD),
              ("nigel's walking boot", "possessive", OTHER_CLIENT), ("did nigel get scales for valentine's", "yes_no", OTHER_CLIENT),
              ("nigel's peak flow", "numbers", OTHER_TRAINER), ("nigel's honeymoon", "possessive", OTHER_TRAINER)],
    "felicity": [("felicity's swim times", "numbers", NEVER), ("what did felicity's boss say", "named", NEVER),
                 ("felicity's foot last christmas", "possessive", OTHER_PERIOD), ("felicity in september", "topic_period", OTHER_PERIOD),
                 ("felicity's brick session", "possessive", OTHER_CLIENT), ("felicity's weight in stone", "health", OTHER_CLIENT),
                 ("felicity's black eye", "possessive", OTHER_TRAINER), ("felicity's 540", "possessive", OTHER_TRAINER)],
    "clodagh": [("clodagh's first dance song", "named", NEVER), ("clodagh's wedding cake", "possessive", NEVER),
                ("clodagh's thumb in the summer of 2005", "possessive", OTHER_PERIOD), ("mrs ainscough in july", "topic_period", OTHER_PERIOD),
                ("clodagh's peak flow", "numbers", OTHER_CLIENT), ("clodagh's caravan holiday", "possessive", OTHER_CLIENT),
                ("clodagh rushworth's stress fracture", "possessive", OTHER_TRAINER), ("mrs ainscough's weight cut", "possessive", OTHER_TRAINER)],
    "jasper": [("jasper's ice hockey injuries", "possessive", NEVER), ("did jasper see a consultant", "yes_no", NEVER),
               ("jasper's inhaler in july", "possessive", OTHER_PERIOD), ("jasper in december", "topic_period", OTHER_PERIOD),
               ("jasper's clean sheet", "possessive", OTHER_CLIENT), ("jasper's grandchild", "possessive", OTHER_CLIENT),
               ("jasper's piriton", "possessive", OTHER_TRAINER), ("jasper's gold medal", "possessive", OTHER_TRAINER)],
    "shirley": [("shirley's knee physio", "possessive", NEVER), ("what did shirley's doctor say", "named", NEVER),
                ("shirley's knee in the autumn", "possessive", OTHER_PERIOD), ("shirley in august", "topic_period", OTHER_PERIOD),
                ("shirley's honeymoon", "possessive", OTHER_CLIENT), ("shirley's asthma", "possessive", OTHER_CLIENT),
                ("shirley's stress fracture", "possessive", OTHER_TRAINER), ("shirley's new puppy", "possessive", OTHER_TRAINER)],
    "terry": [("terry's hamstring", "possessive", NEVER), ("what did kaz cook", "named", NEVER),
              ("terry's weight last summer", "numbers", OTHER_PERIOD), ("terry in october", "topic_period", OTHER_PERIOD),
              ("terry's licence", "possessive", OTHER_CLIENT), ("terry's sling", "possessive", OTHER_CLIENT),
              ("terry's castle howard race", "possessive", OTHER_TRAINER), ("terry's hay fever", "possessive", OTHER_TRAINER)],
    "giles": [("giles's ribs", "possessive", NEVER), ("what did giles's dad say", "named", NEVER),
              ("giles in october", "topic_period", OTHER_PERIOD), ("wilbur's weight last year", "health", OTHER_PERIOD),
              ("giles's nan's scales", "possessive", OTHER_CLIENT), ("wilbur's a&e trip", "possessive", OTHER_CLIENT),
              ("giles's walking boot", "possessive", OTHER_TRAINER), ("wilbur's hen do", "possessive", OTHER_TRAINER)],
    "seamus": [("seamus's dad", "possessive", NEVER), ("seamus's shoulder", "possessive", NEVER),
               ("seamus in september", "topic_period", OTHER_PERIOD), ("seamus's judo grading in 2005", "named", OTHER_PERIOD),
               ("seamus's sauna", "possessive", OTHER_CLIENT), ("seamus's baby", "possessive", OTHER_CLIENT),
               ("seamus's keyhole op", "possessive", OTHER_TRAINER), ("seamus's steps", "health", OTHER_TRAINER)],
    "phoebe": [("phoebe's boyfriend", "possessive", NEVER), ("phoebe's driving lessons", "named", NEVER),
               ("phoebe's hay fever in august", "possessive", OTHER_PERIOD), ("phoebe in november", "topic_period", OTHER_PERIOD),
               ("phoebe's steps", "health", OTHER_CLIENT), ("phoebe's val thorens trip", "possessive", OTHER_CLIENT),
               ("phoebe's weight", "health", OTHER_TRAINER), ("phoebe's symbicort", "possessive", OTHER_TRAINER)],
    "janice": [("janice's shoulder", "possessive", NEVER), ("janice's driving test", "named", NEVER),
               ("janice's wrist in the autumn", "possessive", OTHER_PERIOD), ("janice in august", "topic_period", OTHER_PERIOD),
               ("janice's andorra trip", "possessive", OTHER_CLIENT), ("janice's resting heart rate", "health", OTHER_CLIENT),
               ("janice's race for life", "possessive", OTHER_TRAINER), ("janice's bronze", "possessive", OTHER_TRAINER)],
    "cillian": [("cillian's dad", "possessive", NEVER), ("cillian's board", "possessive", NEVER),
                ("cillian in october", "topic_period", OTHER_PERIOD), ("cillian's rail jam last year", "possessive", OTHER_PERIOD),
                ("cillian's hay fever", "possessive", OTHER_CLIENT), ("cillian's puppy", "possessive", OTHER_CLIENT),
                ("cillian's elbow", "possessive", OTHER_TRAINER), ("cillian's puncture", "possessive", OTHER_TRAINER)],
}
QUESTIONS += [q(c, text, kind, None, why) for c, asks in UNSAID.items() for text, kind, why in asks]
# Four more a client (one of each reason), so the unanswerable share stays over 40 %.
UNSAID_MORE = {
    "stu": [("stu's hamstring", "possessive", NEVER), ("stu's weight in stone last september", "health", OTHER_PERIOD),
            ("stu's walking boot", "possessive", OTHER_CLIENT), ("stu's married name", "named", OTHER_TRAINER)],
    "nigel": [("nigel's broken toe", "possessive", NEVER), ("nigel's castle howard time in 2005", "numbers", OTHER_PERIOD),
              ("nigel's cold ride in fahrenheit", "numbers", OTHER_CLIENT), ("nigel's inhaler", "possessive", OTHER_TRAINER)],
    "felicity": [("felicity's sunburn", "possessive", NEVER), ("felicity's vitamin d in january", "numbers", OTHER_PERIOD),
                 ("felicity's weight in kilos", "health", OTHER_CLIENT), ("felicity's sauna", "possessive", OTHER_TRAINER)],
    "clodagh": [("clodagh's hamstring", "possessive", NEVER), ("mrs ainscough's weight in august", "health", OTHER_PERIOD),
                ("clodagh rushworth's inhaler", "possessive", OTHER_CLIENT), ("mrs a's hay fever", "possessive", OTHER_TRAINER)],
    "jasper": [("jasper's gout", "possessive", NEVER), ("jasper's resting heart rate in september", "health", OTHER_PERIOD),
               ("jasper's wedding", "possessive", OTHER_CLIENT), ("jasper's bronze medal", "possessive", OTHER_TRAINER)],
    "shirley": [("shirley's hamstring", "possessive", NEVER), ("shirley's steps in october", "health", OTHER_PERIOD),
                ("shirley's married name", "named", OTHER_CLIENT), ("shirley's wrist fracture", "possessive", OTHER_TRAINER)],
    "terry": [("terry's cataract", "possessive", NEVER), ("terry's resting heart rate in november", "health", OTHER_PERIOD),
              ("terry's back spasm", "possessive", OTHER_CLIENT), ("terry's stress fracture", "possessive", OTHER_TRAINER)],
    "giles": [("giles's migraines", "possessive", NEVER), ("giles's back in december", "possessive", OTHER_PERIOD),
              ("giles's weight cut", "possessive", OTHER_CLIENT), ("giles's thumb", "possessive", OTHER_TRAINER)],
    "seamus": [("seamus's tonsils", "possessive", NEVER), ("seamus's weight last christmas", "health", OTHER_PERIOD),
               ("seamus's black eye", "possessive", OTHER_CLIENT), ("seamus's cetirizine", "possessive", OTHER_TRAINER)],
    "phoebe": [("phoebe's hamstring", "possessive", NEVER), ("phoebe's 360 in 2005", "possessive", OTHER_PERIOD),
               ("phoebe's buckle fracture", "possessive", OTHER_CLIENT), ("phoebe's puncture", "possessive", OTHER_TRAINER)],
    "janice": [("janice's hamstring", "possessive", NEVER), ("janice's steps in september", "health", OTHER_PERIOD),
               ("janice's 540", "possessive", OTHER_CLIENT), ("janice's asthma", "possessive", OTHER_TRAINER)],
    "cillian": [("cillian's braces", "possessive", NEVER), ("cillian's 180 last year", "possessive", OTHER_PERIOD),
                ("cillian's andorra trip", "possessive", OTHER_CLIENT), ("cillian's weight cut", "possessive", OTHER_TRAINER)],
}
QUESTIONS += [q(c, text, kind, None, why) for c, asks in UNSAID_MORE.items() for text, kind, why in asks]
# ---------------------------------------------------------------- across a trainer's clients
n_ = {c: notes(c) for c in CLIENT_ID}
c_ = {c: cis(c) for c in CLIENT_ID}
QUESTIONS += [
    x("casimir", "nigel", "who won castle howard", ["nigel-race", "g-casimir-castlehoward", n_["nigel"][1]]),
    x("casimir", "felicity", "who broke a bone in their foot", ["felicity-mri", n_["felicity"][1], profile("felicity")]),
    x("casimir", "stu", "whose weight is in stone", ["stu-intro", "stu-mum", "stu-last", n_["stu"][0], profile("stu")]),
    x("casimir", "nigel", "who had a puncture", ["nigel-abbey", "nigel-abbey-q2", "nigel-abbey2"]),
    x("casimir", "nigel", "who's doing lambing", ["nigel-lambing-q", "nigel-lambing"]),
    x("casimir", "stu", "whose cholesterol was high", [lab("stu", "20060112"), lab("stu", "20060615")]),
    x("casimir", "felicity", "who was in a walking boot", ["felicity-mri", "felicity-bootoff", profile("felicity")]),
    x("casimir", "stu", "who ran in 91 degree heat", ["stu-heat"]),
    x("casimir", "felicity", "who did a relay at castle howard", ["felicity-relay", "g-casimir-castlehoward"]),
    x("casimir", "stu", "who got under 2:20", ["stu-race", "g-casimir-castlehoward", n_["stu"][2]]),
    x("casimir", "nigel", "whose knee was sore after a long ride", ["nigel-knee-q", "nigel-knee"]),
    x("casimir", "felicity", "who's on vitamin d", [n_["felicity"][1], "tr-casimir-felicity-20060426"]),
    x("casimir", "stu", "who thinks in miles", ["stu-10k", "stu-heat", profile("stu")]),
    x("casimir", "jasper", "who's got asthma", None, OTHER_TRAINER),
    x("casimir", "seamus", "who hurt their elbow", None, OTHER_TRAINER),
    x("casimir", "clodagh", "who's getting married", None, OTHER_TRAINER),
    x("casimir", "nigel", "who broke their collarbone", None, NEVER),
    x("ingeborg", "clodagh", "who got married", ["clodagh-wedding", "g-clodagh-married", n_["clodagh"][1], profile("clodagh")]),
    x("ingeborg", "clodagh", "who changed their name", ["clodagh-name", "clodagh-cert", n_["clodagh"][1], profile("clodagh")]),
    x("ingeborg", "clodagh", "whose married name is ainscough", ["clodagh-name", "g-clodagh-married", n_["clodagh"][1], profile("clodagh")]),
    x("ingeborg", "jasper", "who's on inhalers", ["jasper-blue", "jasper-brown", "jasper-symbicort", n_["jasper"][1], profile("jasper")]),
    x("ingeborg", "clodagh", "who jammed a thumb", ["clodagh-thumb", "clodagh-thumb-coach"]),
    x("ingeborg", "shirley", "who had a knee op", ["g-shirley-op", profile("shirley")]),
    x("ingeborg", "shirley", "who's going to be a grandma", ["g-shirley-nana"]),
    x("ingeborg", "shirley", "who went to minehead", ["g-shirley-minehead"]),
    x("ingeborg", "clodagh", "who went to corfu", ["clodagh-wedding", "clodagh-name"]),
    x("ingeborg", "jasper", "whose inhaler made their voice croaky", ["jasper-hoarse", "jasper-symbicort-coach"]),
    x("ingeborg", "clodagh", "who kept a clean sheet against rotherham", ["clodagh-cleansheet"]),
    x("ingeborg", "clodagh", "hu went 2 magaluf", ["clodagh-hen"]),
    x("ingeborg", "jasper", "who's on symbicort", ["jasper-symbicort", n_["jasper"][1], profile("jasper")]),
    x("ingeborg", "janice", "who's hurt their wrist", None, OTHER_TRAINER),
    x("ingeborg", "phoebe", "who's on hay fever tablets", None, OTHER_TRAINER),
    x("ingeborg", "jasper", "who broke their nose", None, NEVER),
    x("tadhg", "seamus", "who dislocated their elbow", ["seamus-onset", "seamus-ae", n_["seamus"][1], profile("seamus")]),
    x("tadhg", "terry", "who got bronze at the brits", ["terry-brits", "g-tadhg-brits", n_["terry"][1]]),
    x("tadhg", "giles", "whose licence says wilbur", ["giles-licence", "giles-intro-coach", n_["giles"][0]]),
    x("tadhg", "giles", "who goes by his middle name", ["giles-intro", n_["giles"][0], profile("giles")]),
    x("tadhg", "terry", "who weighs himself in stone", ["terry-intro", "terry-nan", "terry-after", profile("terry")]),
    x("tadhg", "terry", "who used the sauna", ["terry-sauna"]),
    x("tadhg", "seamus", "who won gold at rotherham", ["seamus-gold", n_["seamus"][2]]),
    x("tadhg", "giles", "who's got a baby on the way", ["giles-baby"]),
    x("tadhg", "giles", "who hurt their back", ["giles-back", "giles-osteo", n_["giles"][1], profile("giles")]),
    x("tadhg", "terry", "whose girlfriend is kaz", [profile("terry"), "terry-squat", "terry-after"]),
    x("tadhg", "seamus", "whose mum wants them to quit", ["seamus-mam"]),
    x("tadhg", "giles", "who went to the osteopath", ["giles-osteo", n_["giles"][1], profile("giles")]),
    x("tadhg", "felicity", "who broke a foot", None, OTHER_TRAINER),
    x("tadhg", "phoebe", "who's on cetirizine", None, OTHER_TRAINER),
    x("tadhg", "nigel", "who hurt their knee", None, OTHER_TRAINER),
    x("tadhg", "terry", "who's had a concussion", None, NEVER),
    x("honor", "phoebe", "who's got hay fever", ["phoebe-piriton", "phoebe-cetirizine", "phoebe-beconase", n_["phoebe"][1], profile("phoebe")]),
    x("honor", "janice", "who broke their wrist", ["g-janice-wrist", profile("janice")]),
    x("honor", "cillian", "who landed a 540", ["cillian-540-q", "cillian-540", "g-cillian-540", n_["cillian"][1]]),
    x("honor", "phoebe", "who went to andorra", ["phoebe-intro", "phoebe-andorra"]),
    x("honor", "janice", "who's got a puppy", ["g-janice-puppy"]),
    x("honor", "janice", "who's going to val thorens", ["g-janice-valthorens"]),
    x("honor", "cillian", "who came 2nd at the rail jam", ["cillian-jam-q", "cillian-jam", n_["cillian"][1]]),
    x("honor", "phoebe", "who made the freestyle team", ["phoebe-team"]),
    x("honor", "phoebe", "who was dozy on piriton", ["phoebe-fall", "phoebe-fall-coach", n_["phoebe"][1]]),
    x("honor", "cillian", "whose brother drives them", [profile("cillian"), n_["cillian"][0], "cillian-iggy-q", "cillian-iggy"]),
    x("honor", "janice", "who did a bake sale", ["g-janice-bakesale"]),
    x("honor", "janice", "who's been in a splint", ["g-janice-wrist", "g-janice-splint", profile("janice")]),
    x("honor", "jasper", "who's on an inhaler", None, OTHER_TRAINER),
    x("honor", "clodagh", "who got married", None, OTHER_TRAINER),
    x("honor", "felicity", "who's had a stress fracture", None, OTHER_TRAINER),
    x("honor", "cillian", "who's lost a tooth", None, NEVER),
]
# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS = {
    "stu": ("casimir", ["how much has stu lost", "stu's weight in stone", "stu gaskell castle howard", "what's stu's 10k pace",
                        "did stu get under 2:20", "stu's cholesterol", "who's marlene", "how cold was stu's ride",
                        "stuart gaskell", "stus brick session", "is stu under 13 stone", "what does stu do",
                        "stu in march", "stu's scales"]),
    "nigel": ("casimir", ["did nigel win castle howard", "nigel's knee", "nigel mellor", "nigel's puncture",
                          "how much sleep in lambing for nigel", "nigel's 10k time", "what did nigel say", "nigel in april",
                          "nigel's resting heart rate", "is nigel going to the british champs", "nigel's bike", "what does nigel do",
                          "the farmhand's win", "nigel's saddle"]),
    "felicity": ("casimir", ["felicity's foot", "felicity clegg", "when did felicity's foot start", "when was felicity back running",
                             "felicity's stress fracture", "felicity's vitamin d", "who's alun", "felicity's walking boot",
                             "did felicity do castle howard", "felicity in june", "felicity's mri", "what does felicity do",
                             "felicity's relay", "felicity's resting heart rate"]),
    "clodagh": ("ingeborg", ["clodagh's married name", "mrs ainscough", "clodagh rushworth", "when did clodagh get married",
                             "clodagh ainscough's thumb", "where was clodagh's honeymoon", "who's gerard", "clodagh's weight",
                             "clodagh's hen do", "mrs a's clean sheet", "what was clodagh's maiden name", "clodagh in june",
                             "what does clodagh do", "clodagh's registration"]),
    "jasper": ("ingeborg", ["jasper's inhalers", "jasper kershaw", "when did jasper's asthma start", "is jasper on symbicort",
                            "jasper's peak flow", "why did jasper stop the brown inhaler", "jasper's croaky voice", "who's carole",
                            "jasper's resting heart rate", "jasper in may", "did jasper play a full game", "what does jasper do",
                            "jasper's blue inhaler", "jasper's ice hockey"]),
    "shirley": ("ingeborg", ["shirley's knee", "shirley bottomley", "when was shirley's knee op", "is shirley going to be a nana",
                             "shirley's caravan", "how old was dunc", "shirley's race for life", "who's dunc",
                             "shirley's steps", "shirley in april", "did shirley tell me about her knee", "what does shirley do",
                             "shirley's stitches", "shirley's leticia"]),
    "terry": ("tadhg", ["how much weight did terry cut", "terry's weight in kilos", "terry crabtree", "terry's bronze",
                        "terry's sauna", "terry's 5k pace", "who's kaz", "terry's squat", "terry's weigh in",
                        "terry in may", "terry's resting heart rate", "what does terry do", "terry's nan's scales",
                        "was terry under 12 stone"]),
    "giles": ("tadhg", ["giles's real name", "wilbur murgatroyd", "giles murgatroyd", "wilbur's back", "giles's back spasm",
                        "giles at the brits", "who's elaine", "giles's licence", "is giles having a baby", "wilbur's weight",
                        "giles's osteopath", "what does giles do", "giles's black eye", "wilbur's coaching course"]),
    "seamus": ("tadhg", ["seamus's elbow", "seamus oldroyd", "when did seamus do his elbow", "when was seamus back on the mat",
                         "seamus's gold", "who took seamus to a&e", "seamus's sling", "who's mairead", "seamus's weight",
                         "seamus in march", "is seamus signed off", "what does seamus do", "seamus's physio", "seamus's randori"]),
    "phoebe": ("honor", ["phoebe's hay fever", "phoebe royle", "is phoebe on cetirizine", "why did phoebe stop piriton",
                         "phoebe's nose spray", "when did phoebe's hay fever start", "phoebe's 360", "phoebe's andorra trip",
                         "who's georgina", "phoebe's resting heart rate", "did phoebe make the team", "where does phoebe work",
                         "phoebe in may", "phoebe's eye drops"]),
    "janice": ("honor", ["janice's wrist", "janice grimshaw", "when did janice break her wrist", "janice's splint",
                         "janice's puppy", "janice's bake sale", "who's tez", "janice's steps", "janice in march",
                         "did janice tell honor about her wrist", "janice's val thorens trip", "what does janice do",
                         "when was janice back", "janice's buckle fracture"]),
    "cillian": ("honor", ["did cillian land the 540", "cillian marsden", "cillian's rail jam", "who's iggy", "cillian's exams",
                          "cillian's 180", "how old is cillian", "cillian in june", "did cillian get hurt on the rail",
                          "cillian's fall", "who drives cillian", "cillian's goal", "cillian's board", "the quiet lad's 540"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|weigh|steps|heart rate|cholesterol|vitamin d|peak flow|scales)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how old|how cold|pace|time|5k|10k)\b", text):
        return "numbers"
    if re.search(r"\b(in march|in april|in may|in june)\b", text):
        return "topic_period"
    if words[0] in ("the",):
        return "paraphrase"
    if words[0] in ("what", "what's", "when", "who", "who's", "why", "which", "where", "how"):
        return "named"
    if "'s" in text or "s'" in text:
        return "possessive"
    return "misspelling" if len(words) <= 2 else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE_ASKS, TRAINER_ID, kind_of)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind46", DATASET, CLIENT_ID, build_blind46)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
