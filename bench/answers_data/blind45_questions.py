#!/usr/bin/env python3
"""Write bench/answers_data/blind45_questions.jsonl: the questions over the forty-fifth blind data set (build_blind45.py).

    functions/venv/bin/python -m bench.answers_data.blind45_questions

Written on 2026-12-05 by helper h-blind45 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-fourth blind set's section).
Asked on Monday 7 January 2008 about July to December 2007, so the periods are months, quarters, seasons
and named days said every way ("in q3" / "in q4", "over the summer", "in the autumn", "last month", "last
year", "before christmas", "on bonfire night", "on halloween", "on remembrance sunday", "the day the
smoking ban started", "the night england lost to croatia", "on the day of the rugby world cup final",
"when everyone was queuing at northern rock", "the weekend the last harry potter came out", single
dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Jed, Reece) mostly in chains of follow-ups and by when it started and when they were
back; the two whose medicine was changed twice (Rosalie, Arnold) by which tablet when and why; the two
who tell the group chat more than the coach (Sonia, Hetty) by what they told the group; the two quiet
ones (Brody, Paige) by yes and no; and the two new kinds: **a relative who writes some of the
messages** in the third person (Kezia's mum Marcia; Vernon's wife Madge while he is laid up after his
hip), asked who texts for them, whether they write themselves, and what the relative reported; and **a
client who dictates by voice with speech-to-text slips** (Norbert, known as Nobby; Delroy), asked in the
right words ("his knee", "the bursitis", "the cortisone jab", "his achilles", "the tendinitis", "his
cataract") about messages that say "my need", "bursar tis", "court is own injection", "a kill ease ten
and itis", "cat a rack". When something started (the onset) and when the client was back (the return)
are asked of every client who has one, and follow-ups ask who did something or what caused it, where a
record says (answerable) and where none does (never said).

The split is by client: every question about a client of build_blind45.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind45_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind45
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind45_questions.jsonl"
DATASET = "blind45"
HEADER = (
    "// bench.answers forty-fifth blind question set (issue 14), written 2026-12-05 by h-blind45 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind45_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

GW, AN, GL, ZI = "coach-gwendoline", "coach-anatole", "coach-gladys", "coach-zinaida"
TRAINER_ID = {"gwendoline": GW, "anatole": AN, "gladys": GL, "zinaida": ZI}
ROSTER = authoring.BuiltRoster.of(build_blind45)
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
# ---------------------------------------------------------------- Gwendoline: Jed (dev) — the left ankle, from the water jump to the first race back
c = "jed"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-gwendoline-jed-20070903"
P = profile(c)
W = "weight"
ONSET = ["jed-onset", "jed-ae", N2, P]
QUESTIONS += [
    q(c, "jeds ankle, where are we with it", "recency", ["jed-signedoff", N3], key="je-ank"),
    q(c, "when did he do it", "follow_up", ONSET, follow="je-ank"),
    q(c, "which ankle", "follow_up", ONSET, follow="je-ank"),
    q(c, "what caused it", "follow_up", ["jed-onset", N2, P], follow="je-ank"),
    q(c, "who took him to a&e", "follow_up", ["jed-onset"], follow="je-ank"),
    q(c, "was it broken", "follow_up", ["jed-ae", N2], follow="je-ank"),
    q(c, "how long was he on crutches", "follow_up", ["jed-ae", "jed-crutches", "jed-bootoff"], follow="je-ank"),
    q(c, "when did he start running again", "follow_up", ["jed-run", N3], follow="je-ank"),
    q(c, "who strapped it at the meeting", "follow_up", None, NEVER, follow="je-ank"),
    q(c, "when did jed's ankle thing start", "named", ["jed-onset", N2, P]),
    q(c, "when was jed back running", "named", ["jed-run", N3]),
    q(c, "when was jed back over the barriers", "named", ["jed-barriers", N3]),
    q(c, "jed's first race back?", "named", ["jed-race", N3]),
    q(c, "what did jed say happened at cleckheaton", "named", ["jed-onset"]),
    q(c, "what did the hospital tell jed", "named", ["jed-ae"]),
    q(c, "what did i tell jed the day he did his ankle", "coach_reply", ["jed-onset-coach"]),
    q(c, "what did i say when the boot came off", "coach_reply", ["jed-bootoff-coach"]),
    q(c, "what did i tell jed about barriers when he started running", "coach_reply", ["jed-run-coach"]),
    q(c, "what did i say after his first race back", "coach_reply", ["jed-race-coach"]),
    q(c, "what did i tell jed to fix at the water jump", "coach_reply", ["jed-intro-coach"]),
    q(c, "on the call after the boot, what did courtney say the physio said", "transcript", [TR]),
    q(c, "was jed allowed to drive to site", "transcript", [TR]),
    q(c, "how long on the balance board each night for jed, from the call", "transcript", [TR]),
    q(c, "what did jed say it felt like walking out of the boot", "transcript", [TR]),
    q(c, "my september note on jed", "note", [N2]),
    q(c, "first note on jed, what's his weak spot", "note", [N1]),
    q(c, "what did i write in december about jed", "note", [N3]),
    q(c, "jed ankle", "possessive", ONSET + ["jed-onset-coach", "jed-crutches", "jed-bootoff", "jed-run", "jed-barriers", "jed-race", "jed-signedoff", TR, N3, C1]),
    q(c, "jed lumbs ankel", "misspelling", ONSET),
    q(c, "jed lumb spiks", "misspelling", ["jed-spikes"]),
    q(c, "the surveyor's sprained ankle", "paraphrase", ONSET + ["jed-bootoff"]),
    q(c, "the skipton lad's ligaments, how long before he ran", "paraphrase", ["jed-onset", "jed-run", N2, N3]),
    q(c, "jed's ankle in september", "topic_period", ["jed-bootoff", "jed-bootoff-coach", "jed-run", "jed-run-coach", TR, N2]),
    q(c, "how was jed in august", "topic_period", ["jed-onset", "jed-onset-coach", "jed-ae", "jed-crutches", C1]),
    q(c, "jed's comeback in q4", "topic_period", ["jed-barriers", "jed-barriers-coach", "jed-race", "jed-race-coach", "jed-signedoff", N3, C2]),
    q(c, "was jed running in early september", "yes_no", ["jed-bootoff", TR, N2]),
    q(c, "is jed signed off", "yes_no", ["jed-signedoff", N3]),
    q(c, "did jed need an operation on the ankle", "yes_no", ["jed-ae", P]),
    q(c, "how many weeks from the fall to his first run", "numbers", ["jed-onset", "jed-run"]),
    q(c, "jed's exams", "possessive", ["jed-exams"], key="je-ex"),
    q(c, "did he pass", "follow_up", ["jed-exams"], follow="je-ex"),
    q(c, "what grade did he get", "follow_up", None, NEVER, follow="je-ex"),
    q(c, "jed check-in the one on crutches", "checkin", [C1]),
    q(c, "jed's stress in the august check in", "checkin", [C1]),
    q(c, "how much was jed sleeping end of november", "checkin", [C2]),
    q(c, "jed weight", "health", ["jed-signedoff", N3, weeks(c, W)], key="je-w"),
    q(c, "in stone?", "follow_up", ["jed-signedoff", N3, weeks(c, W)], follow="je-w"),
    q(c, "what was he in july", "follow_up", [N1] + span(c, W, "2007-07-01", "2007-07-31"), follow="je-w"),
    q(c, "how many kilos has jed lost since the summer", "numbers", ["jed-signedoff", N1, N3]),
    q(c, "what did jed weigh in october", "topic_period", span(c, W, "2007-10-01", "2007-10-31")),
    q(c, "is jed alright these days", "how_doing", ["jed-signedoff", "jed-race", N3, weeks(c, W)]),
    q(c, "anything from jed the night england lost to croatia", "date_window", ["g-jed-croatia"]),
    q(c, "what came in from jed on the 18th of august", "date_window", ["jed-onset", "jed-onset-coach", "jed-ae"]),
    q(c, "jed on the 24th of september", "date_window", ["jed-run", "jed-run-coach"]),
    q(c, "what did jed say the night before the last harry potter came out", "date_window", ["jed-potter"]),
    q(c, "jed on easter monday", "date_window", None, OTHER_PERIOD),
    q(c, "who's courtney", "profile_attribute", [P, "jed-onset", "jed-potter", TR]),
    q(c, "what does jed do for work", "profile_attribute", [P, "jed-crutches", N1]),
    q(c, "jed's goal", "profile", [P]),
    q(c, "how much were jed's new spikes", "numbers", ["jed-spikes"]),
    q(c, "where did jed finish at harewood", "numbers", ["jed-race", "g-gwendoline-county"]),
    q(c, "jeds best time before the injury", "numbers", ["jed-intro", N1]),
    q(c, "wen did jed do his ankle", "named", ["jed-onset", "jed-ae", N2, P]),
    q(c, "has jed gone over on it again since", "yes_no", None, NEVER),
    q(c, "jed's achilles", "possessive", None, OTHER_CLIENT),
    q(c, "did jed cut his shin on a barrier", "yes_no", None, OTHER_CLIENT),
    q(c, "jed's sports massage", "possessive", None, OTHER_CLIENT),
    q(c, "jed's gout", "possessive", None, OTHER_TRAINER),
    q(c, "is jed on migraine tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "jed's broken hand", "possessive", None, OTHER_TRAINER),
    q(c, "jed's uric acid", "numbers", None, OTHER_TRAINER),
    q(c, "jed's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "jed's left knee", "possessive", None, NEVER),
    q(c, "jed's hamstring", "possessive", None, NEVER),
    q(c, "what did jed's dad say", "named", None, NEVER),
    q(c, "jed's ankle in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "jed's weight in june", "health", None, OTHER_PERIOD),
    q(c, "jed's spikes in february", "possessive", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendoline: Brody (dev) — a word or two; mostly yes or no
c = "brody"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
W = "weight"
QUESTIONS += [
    q(c, "brody's shin", "possessive", ["brody-shin-q", "brody-shin", "brody-shin2-q", "brody-shin2", N2, P], key="br-shin"),
    q(c, "how did he do it", "follow_up", ["brody-shin-q", P], follow="br-shin"),
    q(c, "did he need stitches", "follow_up", ["brody-shin-q", "brody-shin"], follow="br-shin"),
    q(c, "does it still hurt", "follow_up", ["brody-shin2-q", "brody-shin2", N2], follow="br-shin"),
    q(c, "who patched him up", "follow_up", None, NEVER, follow="br-shin"),
    q(c, "when did brody cut his shin", "named", ["brody-shin-q", P]),
    q(c, "did brody need stitches in his shin", "yes_no", ["brody-shin-q", "brody-shin"]),
    q(c, "is brody's shin still sore", "recency", ["brody-shin2-q", "brody-shin2", N2]),
    q(c, "what did brody run at the county champs", "numbers", ["brody-county-q", "brody-county", N1]),
    q(c, "brody's pb", "numbers", ["brody-pb-q", "brody-pb", N2]),
    q(c, "where did brody run his pb", "named", ["brody-pb-q", "brody-pb"]),
    q(c, "where did brody finish in the county cross country", "numbers", ["brody-race-q", "brody-race", "g-gwendoline-county", N2]),
    q(c, "was brody fit for the county cross country", "yes_no", ["brody-fit-q", "brody-fit"]),
    q(c, "was brody away in august", "yes_no", ["brody-away-q", "brody-away"], key="br-away"),
    q(c, "where", "follow_up", ["brody-away"], follow="br-away"),
    q(c, "for how long", "follow_up", ["brody-away"], follow="br-away"),
    q(c, "who did he go with", "follow_up", None, NEVER, follow="br-away"),
    q(c, "is brody training over christmas", "yes_no", ["brody-xmas-q", "brody-xmas"]),
    q(c, "is brody coming to the boxing day run", "yes_no", ["brody-xmas", "g-brody-boxing"]),
    q(c, "what does brody weigh", "health", ["brody-weight-q", "brody-weight", weeks(c, W)], key="br-w"),
    q(c, "and in july", "follow_up", [N1] + span(c, W, "2007-07-01", "2007-07-31"), follow="br-w"),
    q(c, "brody's weight in november", "topic_period", span(c, W, "2007-11-01", "2007-11-30")),
    q(c, "what did brody tell me he weighed", "named", ["brody-weight-q", "brody-weight"]),
    q(c, "what did i ask brody about his shin in december", "coach_reply", ["brody-shin2-q"]),
    q(c, "what did i ask brody after the cross country", "coach_reply", ["brody-race-q"]),
    q(c, "what did i want to know from brody in july", "coach_reply", ["brody-county-q", "brody-away-q"]),
    q(c, "brody check in", "checkin", [C1]),
    q(c, "brody's sleep in september", "checkin", [C1]),
    q(c, "my first note on brody", "note", [N1]),
    q(c, "december note on brody", "note", [N2]),
    q(c, "brodie heaton shin", "misspelling", ["brody-shin-q", "brody-shin"]),
    q(c, "brody heeton pb", "misspelling", ["brody-pb-q", "brody-pb"]),
    q(c, "the apprentice joiner's cut leg", "paraphrase", ["brody-shin-q", "brody-shin", P]),
    q(c, "the quiet lad's best steeple time", "paraphrase", ["brody-pb-q", "brody-pb", N2]),
    q(c, "brody in august", "topic_period", ["brody-away-q", "brody-away", "brody-pb-q", "brody-pb"]),
    q(c, "how was brody in q4", "topic_period", ["brody-weight-q", "brody-weight", "brody-fit-q", "brody-fit", "brody-race-q", "brody-race", "brody-shin2-q", "brody-shin2", "brody-xmas-q", "brody-xmas", N2]),
    q(c, "anything from brody on the 24th of november", "date_window", ["brody-race-q", "brody-race", "g-brody-county"]),
    q(c, "brody on boxing day", "date_window", ["g-brody-boxing"]),
    q(c, "brody on new year's day last year", "date_window", None, OTHER_PERIOD),
    q(c, "how old is brody", "profile_attribute", [P, N1]),
    q(c, "what's brody's job", "profile_attribute", [P]),
    q(c, "brody's goal", "profile", [P]),
    q(c, "how's brody doing", "how_doing", ["brody-race", "brody-shin2", N2, weeks(c, W)]),
    q(c, "how many seconds did brody take off his county time", "numbers", ["brody-county", "brody-pb"]),
    q(c, "brody's ankle", "possessive", None, OTHER_CLIENT),
    q(c, "did brody pass his exams", "yes_no", None, OTHER_CLIENT),
    q(c, "brody's achilles", "possessive", None, OTHER_CLIENT),
    q(c, "brody's wrist", "possessive", None, OTHER_TRAINER),
    q(c, "is brody on ibuprofen", "yes_no", None, OTHER_CLIENT),
    q(c, "brody's bursitis", "possessive", None, OTHER_TRAINER),
    q(c, "brody's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "brody's back", "possessive", None, NEVER),
    q(c, "does brody have a girlfriend", "yes_no", None, NEVER),
    q(c, "brody's knee", "possessive", None, OTHER_TRAINER),
    q(c, "what did brody's mum say", "named", None, NEVER),
    q(c, "brody's times in may", "numbers", None, OTHER_PERIOD),
    q(c, "brody's weight last spring", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendoline: Delroy (test) — dictates in the van: the achilles told as "a kill ease ten and itis"
c = "delroy"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
W = "weight"
G = "goal-gwendoline-delroy-weight"
ACH = ["delroy-onset", "delroy-physio", N2, P]
QUESTIONS += [
    q(c, "delroy's achilles", "possessive", ACH + ["delroy-onset-coach", "delroy-ibu", "delroy-raises", "delroy-jog", "delroy-back", N3, C1], key="de-ach"),
    q(c, "which side", "follow_up", ACH, follow="de-ach"),
    q(c, "when did it start", "follow_up", ["delroy-onset", P], follow="de-ach"),
    q(c, "what brought it on", "follow_up", ["delroy-onset"], follow="de-ach"),
    q(c, "what did the physio call it", "follow_up", ["delroy-physio", N2, P], follow="de-ach"),
    q(c, "what exercises", "follow_up", ["delroy-physio", N2], follow="de-ach"),
    q(c, "when was he back training properly", "follow_up", ["delroy-back", N3], follow="de-ach"),
    q(c, "who's his physio", "follow_up", None, NEVER, follow="de-ach"),
    q(c, "delroy's tendinitis", "possessive", ["delroy-physio", N2, P]),
    q(c, "when did delroy's heel start hurting", "named", ["delroy-onset", P]),
    q(c, "when was delroy back running", "named", ["delroy-jog", N3]),
    q(c, "when was delroy back in full training", "named", ["delroy-back", N3]),
    q(c, "what did the physio tell delroy to do", "named", ["delroy-physio", "delroy-ibu"]),
    q(c, "is delroy taking ibuprofen", "yes_no", ["delroy-ibu"]),
    q(c, "how long was delroy on the ibuprofen", "numbers", ["delroy-ibu"]),
    q(c, "did delroy get heel raises", "yes_no", ["delroy-raises"]),
    q(c, "how much were delroy's heel raises", "numbers", ["delroy-raises"]),
    q(c, "how much was delroy's sports massage", "numbers", ["delroy-massage"]),
    q(c, "why is delroy's calf tight", "named", ["delroy-calf"]),
    q(c, "why couldn't delroy make thursday in september", "named", ["delroy-depot"]),
    q(c, "does delroy type his messages", "yes_no", ["delroy-intro", P, N1]),
    q(c, "why are delroy's texts so garbled", "named", ["delroy-intro", P, N1]),
    q(c, "what did i tell delroy when his heel went", "coach_reply", ["delroy-onset-coach"]),
    q(c, "what did i say after the physio saw delroy", "coach_reply", ["delroy-physio-coach"]),
    q(c, "what did i tell delroy about spikes", "coach_reply", ["delroy-back-coach"]),
    q(c, "what did i say about delroy's first jog", "coach_reply", ["delroy-jog-coach"]),
    q(c, "my november note on delroy", "note", [N2]),
    q(c, "first note on delroy", "note", [N1]),
    q(c, "what did i write about delroy in december", "note", [N3]),
    q(c, "delroy check-in october", "checkin", [C1]),
    q(c, "delroy's stress in the december check in", "checkin", [C2]),
    q(c, "delroy horsfal achillies", "misspelling", ACH),
    q(c, "delroy tendonitis", "misspelling", ["delroy-physio", N2, P]),
    q(c, "the van driver's heel", "paraphrase", ACH + ["delroy-raises"]),
    q(c, "the bingley lad's tendon, how long off running", "paraphrase", ["delroy-onset", "delroy-jog", N2, N3]),
    q(c, "delroy's heel in october", "topic_period", ["delroy-onset", "delroy-onset-coach", "delroy-physio", "delroy-ibu", "delroy-physio-coach", "delroy-raises", C1]),
    q(c, "delroy in december", "topic_period", ["delroy-back", "delroy-back-coach", "delroy-xmas", "delroy-target", N3, C2]),
    q(c, "delroy over the summer", "topic_period", ["delroy-intro", "delroy-calf", "delroy-massage", "g-delroy-jed", N1]),
    q(c, "what came in from delroy on the 14th of october", "date_window", ["delroy-onset", "delroy-onset-coach"]),
    q(c, "delroy on the 26th of november", "date_window", ["delroy-jog", "delroy-jog-coach"]),
    q(c, "anything from delroy on christmas day", "date_window", None, NEVER),
    q(c, "delroy on bonfire night", "date_window", None, NEVER),
    q(c, "delroy weight", "health", ["delroy-target", N3, weeks(c, W)], key="de-w"),
    q(c, "did he hit his target", "follow_up", ["delroy-target", G], follow="de-w"),
    q(c, "what did he weigh in july", "follow_up", [N1] + span(c, W, "2007-07-01", "2007-07-31"), follow="de-w"),
    q(c, "delroy's weight goal", "health", [G, P, "delroy-target"]),
    q(c, "what did delroy weigh in september", "topic_period", span(c, W, "2007-09-01", "2007-09-30")),
    q(c, "who's paulette", "profile_attribute", [P, "delroy-back"]),
    q(c, "what does delroy do for a living", "profile_attribute", [P, "delroy-depot"]),
    q(c, "delroy's goal", "profile", [P]),
    q(c, "how's delroy getting on", "how_doing", ["delroy-back", "delroy-target", N3, C2]),
    q(c, "is delroy's heel still sore", "recency", ["delroy-back", N3]),
    q(c, "what time did delroy run at cleckheaton", "numbers", ["delroy-intro"]),
    q(c, "wen did delroys achilles go", "named", ["delroy-onset", P]),
    q(c, "delroy's left achilles", "possessive", None, NEVER),
    q(c, "did delroy have a scan on his heel", "yes_no", None, NEVER),
    q(c, "delroy's knee", "possessive", None, OTHER_TRAINER),
    q(c, "did delroy sprain his ankle", "yes_no", None, OTHER_CLIENT),
    q(c, "delroy's surveying exams", "possessive", None, OTHER_CLIENT),
    q(c, "delroy's pb at bingley", "numbers", None, OTHER_CLIENT),
    q(c, "delroy's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "delroy's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "delroy's hip", "possessive", None, OTHER_TRAINER),
    q(c, "delroy's haemoglobin", "numbers", None, OTHER_TRAINER),
    q(c, "what did delroy's brother say", "named", None, NEVER),
    q(c, "delroy's heel in 2006", "topic_period", None, OTHER_PERIOD),
    q(c, "delroy's weight in may", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Anatole: Reece (test) — the right hand, from the sparring to the red glove
c = "reece"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
ONSET = ["reece-onset", "reece-xray", N2, P]
QUESTIONS += [
    q(c, "reece's hand, how's it doing", "recency", ["reece-signedoff", N3], key="re-hand"),
    q(c, "when did he break it", "follow_up", ONSET, follow="re-hand"),
    q(c, "which hand", "follow_up", ONSET, follow="re-hand"),
    q(c, "how did it happen", "follow_up", ["reece-onset", N2, P], follow="re-hand"),
    q(c, "who was he sparring with", "follow_up", None, NEVER, follow="re-hand"),
    q(c, "which bone", "follow_up", ["reece-xray", N2, P], follow="re-hand"),
    q(c, "did they operate", "follow_up", ["reece-xray", P], follow="re-hand"),
    q(c, "how long was the cast on", "follow_up", ["reece-xray", "reece-castoff", N2], follow="re-hand"),
    q(c, "when did he punch again", "follow_up", ["reece-pads", N3], follow="re-hand"),
    q(c, "when did reece's hand thing start", "named", ["reece-onset", N2, P]),
    q(c, "when was reece back on the pads", "named", ["reece-pads", N3]),
    q(c, "reece's first bout back", "named", ["reece-bout", N3]),
    q(c, "what did the hand therapist tell reece", "named", ["reece-castoff"]),
    q(c, "what did work do while reece was in the cast", "named", ["reece-work"]),
    q(c, "what did i tell reece the night he broke it", "coach_reply", ["reece-onset-coach"]),
    q(c, "what did i say when the cast came off", "coach_reply", ["reece-castoff-coach"]),
    q(c, "what did i tell reece about his hands on bonfire night", "coach_reply", ["reece-pads-coach"]),
    q(c, "what did i tell reece he needs to work on", "coach_reply", ["reece-intro-coach", N1]),
    q(c, "my october note on reece", "note", [N2]),
    q(c, "first note on reece", "note", [N1]),
    q(c, "what did i write about reece in december", "note", [N3]),
    q(c, "reece hand", "possessive", ONSET + ["reece-onset-coach", "reece-work", "reece-castoff", "reece-pads", "reece-bout", "reece-signedoff", N3, C1]),
    q(c, "reece tregunna metacarple", "misspelling", ["reece-xray", N2, P]),
    q(c, "reece tregana gloves", "misspelling", ["reece-kit"]),
    q(c, "the dockyard fitter's broken knuckle", "paraphrase", ONSET),
    q(c, "the devonport lad's boxer's fracture, how long off punching", "paraphrase", ["reece-onset", "reece-pads", N2, N3]),
    q(c, "reece's hand in october", "topic_period", ["reece-work", "reece-castoff", "reece-castoff-coach", N2]),
    q(c, "how was reece in september", "topic_period", ["reece-onset", "reece-onset-coach", "reece-xray", "g-reece-hand", C1]),
    q(c, "reece in q4", "topic_period", ["reece-work", "reece-castoff", "reece-pads", "reece-bout", "reece-signedoff", "reece-grading", N2, N3, C2]),
    q(c, "was reece sparring in october", "yes_no", ["reece-castoff", "reece-castoff-coach", N2]),
    q(c, "did reece get his red glove", "yes_no", ["reece-grading", P]),
    q(c, "did reece win at torquay", "yes_no", ["reece-bout", N3]),
    q(c, "how many weeks from the break to him punching again", "numbers", ["reece-onset", "reece-pads"]),
    q(c, "reece's kit", "possessive", ["reece-kit"], key="re-kit"),
    q(c, "how much", "follow_up", ["reece-kit"], follow="re-kit"),
    q(c, "where from", "follow_up", ["reece-kit"], follow="re-kit"),
    q(c, "reece check-in with the cast", "checkin", [C1]),
    q(c, "reece's sleep in the december check in", "checkin", [C2]),
    q(c, "anything from reece on bonfire night", "date_window", ["reece-pads", "reece-pads-coach"]),
    q(c, "what came in from reece on the 22nd of september", "date_window", ["reece-onset", "reece-onset-coach"]),
    q(c, "reece on the 19th of october", "date_window", ["reece-castoff", "reece-castoff-coach"]),
    q(c, "reece on the 15th of december", "date_window", ["reece-grading", "reece-grading-coach"]),
    q(c, "reece on valentine's day", "date_window", None, OTHER_PERIOD),
    q(c, "who's kenzie", "profile_attribute", [P, "reece-grading-coach"]),
    q(c, "where does reece work", "profile_attribute", [P, "reece-work"]),
    q(c, "reece's goal", "profile", [P, "reece-intro"]),
    q(c, "how's reece getting on", "how_doing", ["reece-signedoff", "reece-grading", N3, C2]),
    q(c, "is reece punching again", "yes_no", ["reece-pads", "reece-bout", "reece-signedoff", N3]),
    q(c, "wen did reece brk his hand", "named", ["reece-onset", "reece-xray", N2, P]),
    q(c, "has reece broken it again", "yes_no", None, NEVER),
    q(c, "reece's left hand", "possessive", None, NEVER),
    q(c, "reece's weight", "health", None, OTHER_TRAINER),
    q(c, "reece's migraines", "possessive", None, OTHER_CLIENT),
    q(c, "did reece have a bunion done", "yes_no", None, OTHER_CLIENT),
    q(c, "reece's ankle", "possessive", None, OTHER_TRAINER),
    q(c, "reece's gout", "possessive", None, OTHER_TRAINER),
    q(c, "is reece on amitriptyline", "yes_no", None, OTHER_CLIENT),
    q(c, "reece's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "reece's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "what did reece's dad say", "named", None, NEVER),
    q(c, "reece's hand in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "reece's grading in 2006", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Anatole: Rosalie (dev) — three plans for the migraines
c = "rosalie"
N1, N2 = notes(c); C1, C2, C3 = cis(c)
TR = "tr-anatole-rosalie-20071030"
P = profile(c)
HR = "resting_heart_rate"
MEDS = ["rosalie-suma", "rosalie-prop", "rosalie-amit", N2, P]
QUESTIONS += [
    q(c, "rosalie's migraine tablets", "possessive", MEDS + [TR], key="ro-med"),
    q(c, "which one first", "follow_up", ["rosalie-suma", P], follow="ro-med"),
    q(c, "when did the propranolol start", "follow_up", ["rosalie-prop", P], follow="ro-med"),
    q(c, "why did she come off it", "follow_up", ["rosalie-cold", "rosalie-amit"], follow="ro-med"),
    q(c, "what's she on now", "follow_up", ["rosalie-amit", TR, N2, P], follow="ro-med"),
    q(c, "who changed it", "follow_up", ["rosalie-amit", TR], follow="ro-med"),
    q(c, "what dose", "follow_up", [TR], follow="ro-med"),
    q(c, "what caused the migraines in the first place", "follow_up", None, NEVER, follow="ro-med"),
    q(c, "rosie's migraines", "possessive", ["rosalie-intro", "rosalie-suma", "rosalie-prop", "rosalie-amit", "rosalie-diary", N1, N2, P]),
    q(c, "when did rosalie start on sumatriptan", "named", ["rosalie-suma", P]),
    q(c, "what did the sumatriptan do to rosalie", "named", ["rosalie-tingle"]),
    q(c, "why did the gp add propranolol", "named", ["rosalie-prop"]),
    q(c, "what did the propranolol do to rosalie", "named", ["rosalie-cold", C2]),
    q(c, "when did rosalie switch to amitriptyline", "named", ["rosalie-amit", TR, P]),
    q(c, "is rosalie still on the sumatriptan", "yes_no", ["rosalie-amit"]),
    q(c, "is rosalie on propranolol", "yes_no", ["rosalie-amit", TR]),
    q(c, "was ibuprofen any good for rosalie", "yes_no", ["rosalie-suma"]),
    q(c, "how many migraines did rosalie have in november", "numbers", ["rosalie-diary"]),
    q(c, "how many migraines a week was rosalie getting in july", "numbers", ["rosalie-intro"]),
    q(c, "what did i tell rosalie about migraines in sessions", "coach_reply", ["rosalie-suma-coach"]),
    q(c, "what did i say about her heart rate on the propranolol", "coach_reply", ["rosalie-prop-coach"]),
    q(c, "what did i say when she went on the night tablet", "coach_reply", ["rosalie-amit-coach"]),
    q(c, "what did i say after her assaut", "coach_reply", ["rosalie-assaut-coach"]),
    q(c, "on the call, when should rosalie take the amitriptyline", "transcript", [TR]),
    q(c, "can rosalie drink wine on the new tablet", "transcript", [TR]),
    q(c, "what does lucien think of the fighting, from the call", "transcript", [TR]),
    q(c, "when is the review of rosalie's tablet", "transcript", [TR]),
    q(c, "my november note on rosalie", "note", [N2]),
    q(c, "first note on rosalie", "note", [N1]),
    q(c, "rosalie check in july", "checkin", [C1]),
    q(c, "rosalie's stress in the october check-in", "checkin", [C2]),
    q(c, "how's rosalie sleeping in december", "checkin", [C3]),
    q(c, "rosalie sumatryptan", "misspelling", ["rosalie-suma", "rosalie-tingle", P]),
    q(c, "rosalie cundey amitryptiline", "misspelling", ["rosalie-amit", TR, P]),
    q(c, "the teacher's headaches", "paraphrase", ["rosalie-intro", "rosalie-suma", "rosalie-diary", P]),
    q(c, "the saltash teacher's preventer that gave her cold hands", "paraphrase", ["rosalie-cold"]),
    q(c, "rosalie in september", "topic_period", ["rosalie-prop", "rosalie-prop-coach"]),
    q(c, "rosalie's migraines over the summer", "topic_period", ["rosalie-intro", "rosalie-suma", "rosalie-suma-coach", "rosalie-tingle", C1]),
    q(c, "rosalie in q4", "topic_period", ["rosalie-cold", "rosalie-amit", "rosalie-amit-coach", "rosalie-assaut", "rosalie-diary", TR, N2, C2, C3]),
    q(c, "what came in from rosalie on the 24th of july", "date_window", ["rosalie-suma", "rosalie-suma-coach"]),
    q(c, "rosalie on the 4th of september", "date_window", ["rosalie-prop", "rosalie-prop-coach"]),
    q(c, "anything from rosalie on the 30th of october", "date_window", ["rosalie-amit", "rosalie-amit-coach", TR]),
    q(c, "rosalie on halloween", "date_window", None, NEVER),
    q(c, "rosalie on mothering sunday", "date_window", None, OTHER_PERIOD),
    q(c, "did rosalie win her assaut", "yes_no", ["rosalie-assaut", N2], key="ro-as"),
    q(c, "where was it", "follow_up", ["rosalie-assaut"], follow="ro-as"),
    q(c, "did she get a headache after", "follow_up", ["rosalie-assaut"], follow="ro-as"),
    q(c, "who did she beat", "follow_up", None, NEVER, follow="ro-as"),
    q(c, "rosalie's resting heart rate", "health", [weeks(c, HR)], key="ro-hr"),
    q(c, "what was it in july", "follow_up", [N1] + span(c, HR, "2007-07-01", "2007-07-31"), follow="ro-hr"),
    q(c, "rosalie's pulse in october", "health", span(c, HR, "2007-10-01", "2007-10-31")),
    q(c, "who's lucien", "profile_attribute", [P, "rosalie-assaut-coach", TR]),
    q(c, "what does rosalie do for work", "profile_attribute", [P]),
    q(c, "rosalie's goal", "profile", [P]),
    q(c, "how's rosalie doing", "how_doing", ["rosalie-diary", "rosalie-assaut", N2, C3]),
    q(c, "are rosie's migraines better lately", "recency", ["rosalie-diary", C3]),
    q(c, "wot ws rosalie on b4 the amitriptyline", "named", ["rosalie-prop", "rosalie-amit"]),
    q(c, "rosalie's inhaler", "possessive", None, NEVER),
    q(c, "rosalie's migraines in 2005", "topic_period", None, OTHER_PERIOD),
    q(c, "rosalie's broken hand", "possessive", None, OTHER_CLIENT),
    q(c, "did rosalie have a bunion op", "yes_no", None, OTHER_CLIENT),
    q(c, "is rosalie on allopurinol", "yes_no", None, OTHER_TRAINER),
    q(c, "rosalie's febuxostat", "possessive", None, OTHER_TRAINER),
    q(c, "rosalie's ankle sprain", "possessive", None, OTHER_TRAINER),
    q(c, "rosalie's uric acid", "numbers", None, OTHER_TRAINER),
    q(c, "rosalie's weight", "health", None, OTHER_TRAINER),
    q(c, "what did rosalie's sister say", "named", None, NEVER),
    q(c, "rosalie's pulse in june", "health", None, OTHER_PERIOD),
    q(c, "rosalie's sumatriptan in march", "possessive", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Anatole: Hetty (test) — tells the team chat more than me
c = "hetty"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
ST = "steps"
FOOT = ["g-hetty-bunion", "hetty-op", N2, P]
QUESTIONS += [
    q(c, "hetty's foot", "possessive", FOOT + ["hetty-op-coach", "g-hetty-healing", "g-hetty-shoeoff", "hetty-back", "hetty-back-coach", C1], key="he-foot"),
    q(c, "what did she have done", "follow_up", ["g-hetty-bunion", P], follow="he-foot"),
    q(c, "which foot", "follow_up", ["g-hetty-bunion", P], follow="he-foot"),
    q(c, "where", "follow_up", ["g-hetty-bunion"], follow="he-foot"),
    q(c, "when was she back", "follow_up", ["hetty-back", N2], follow="he-foot"),
    q(c, "who did the operation", "follow_up", None, NEVER, follow="he-foot"),
    q(c, "what did hetty tell me about her op", "named", ["hetty-op"]),
    q(c, "what did hetty tell the group about her op", "named", ["g-hetty-bunion"]),
    q(c, "did hetty tell me it was a bunion", "yes_no", ["hetty-op"]),
    q(c, "how many screws did hetty get", "numbers", ["g-hetty-bunion"]),
    q(c, "how long was hetty in the surgical shoe", "numbers", ["g-hetty-bunion", P]),
    q(c, "when did hetty's shoe come off", "named", ["g-hetty-healing", "g-hetty-shoeoff"]),
    q(c, "when was hetty back at the salle", "named", ["hetty-back", "g-hetty-shoeoff", N2]),
    q(c, "what did the surgeon tell hetty in november", "named", ["g-hetty-healing"]),
    q(c, "is hetty a grandmother", "yes_no", ["g-hetty-nan"], key="he-nan"),
    q(c, "what's the baby called", "follow_up", ["g-hetty-nan"], follow="he-nan"),
    q(c, "how heavy", "follow_up", ["g-hetty-nan"], follow="he-nan"),
    q(c, "who's the dad", "follow_up", None, NEVER, follow="he-nan"),
    q(c, "where did hetty go for her silver wedding", "named", ["g-hetty-madeira"]),
    q(c, "what did hetty say about rodney and northern rock", "named", ["g-hetty-northernrock"]),
    q(c, "what did hetty say on the day of the rugby world cup final", "date_window", ["g-hetty-rugby"]),
    q(c, "how many is hetty cooking for at christmas", "numbers", ["g-hetty-xmas"]),
    q(c, "what did i say when hetty said she was having an op", "coach_reply", ["hetty-op-coach"]),
    q(c, "what did i tell hetty when she came back", "coach_reply", ["hetty-back-coach"]),
    q(c, "my first note on hetty", "note", [N1]),
    q(c, "december note on hetty", "note", [N2]),
    q(c, "hetty check in november", "checkin", [C1]),
    q(c, "hetty's adherence in november", "checkin", [C1]),
    q(c, "hetty bunyon", "misspelling", FOOT),
    q(c, "hettie rouse grandaughter", "misspelling", ["g-hetty-nan"]),
    q(c, "the hairdresser's toe op", "paraphrase", FOOT),
    q(c, "the torpoint lady's new grandbaby", "paraphrase", ["g-hetty-nan"]),
    q(c, "hetty in november", "topic_period", ["g-hetty-healing", C1]),
    q(c, "hetty over the summer", "topic_period", ["hetty-intro", "g-hetty-madeira", "g-hetty-nan"]),
    q(c, "hetty in q4", "topic_period", ["hetty-op", "hetty-op-coach", "g-hetty-rugby", "g-hetty-bunion", "g-hetty-healing", "g-hetty-shoeoff", "hetty-back", "hetty-back-coach", "g-hetty-xmas", N2, C1]),
    q(c, "anything from hetty on the 30th of october", "date_window", ["g-hetty-bunion"]),
    q(c, "what did hetty say on the 14th of september", "date_window", ["g-hetty-northernrock"]),
    q(c, "hetty on christmas eve", "date_window", ["g-hetty-xmas"]),
    q(c, "hetty on burns night", "date_window", None, OTHER_PERIOD),
    q(c, "who's rodney", "profile_attribute", [P, "g-hetty-madeira", "g-hetty-northernrock", "g-hetty-rugby"]),
    q(c, "who's brogan", "profile_attribute", [P, "g-hetty-nan"]),
    q(c, "what does hetty do", "profile_attribute", [P, N1]),
    q(c, "hetty's goal", "profile", [P]),
    q(c, "hetty steps", "health", [weeks(c, ST)], key="he-st"),
    q(c, "and in november", "follow_up", span(c, ST, "2007-11-01", "2007-11-30"), follow="he-st"),
    q(c, "hetty's steps in august", "health", span(c, ST, "2007-08-01", "2007-08-31")),
    q(c, "how's hetty", "how_doing", ["hetty-back", "g-hetty-shoeoff", N2]),
    q(c, "is hetty still in the surgical shoe", "recency", ["g-hetty-shoeoff", "hetty-back"]),
    q(c, "wot did hetty tell the grp abt her foot", "named", ["g-hetty-bunion", "g-hetty-healing", "g-hetty-shoeoff"]),
    q(c, "hetty's back", "possessive", None, NEVER),
    q(c, "hetty's migraines", "possessive", None, OTHER_CLIENT),
    q(c, "did hetty break her hand", "yes_no", None, OTHER_CLIENT),
    q(c, "is hetty on sumatriptan", "yes_no", None, OTHER_CLIENT),
    q(c, "hetty's hip replacement", "possessive", None, OTHER_TRAINER),
    q(c, "hetty's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "hetty's weight", "health", None, OTHER_TRAINER),
    q(c, "hetty's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "hetty's blood pressure", "health", None, NEVER),
    q(c, "did hetty go to benidorm", "yes_no", None, OTHER_TRAINER),
    q(c, "what did hetty's son say", "named", None, NEVER),
    q(c, "hetty's foot in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "hetty's steps in june", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gladys: Arnold (test) — three tablets for the gout, what the doctor said each time
c = "arnold"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-gladys-arnold-20071008"
P = profile(c)
W = "weight"
G = "goal-gladys-arnold-weight"
LAB1, LAB2 = lab(c, "20070716"), lab(c, "20071210")
MEDS = ["arnold-gout", "arnold-allo", "arnold-febux", N2, P]
QUESTIONS += [
    q(c, "arnold's gout tablets", "possessive", MEDS + [TR], key="ar-med"),
    q(c, "what was he on first", "follow_up", ["arnold-gout", P], follow="ar-med"),
    q(c, "when did the allopurinol start", "follow_up", ["arnold-allo", P], follow="ar-med"),
    q(c, "why did he stop it", "follow_up", ["arnold-rash", "arnold-febux", N2, P], follow="ar-med"),
    q(c, "what caused the rash", "follow_up", ["arnold-rash", "arnold-febux"], follow="ar-med"),
    q(c, "what's he on now", "follow_up", ["arnold-febux", TR, P], follow="ar-med"),
    q(c, "is he still on the colchicine", "follow_up", [TR], follow="ar-med"),
    q(c, "what brought the gout on", "follow_up", None, NEVER, follow="ar-med"),
    q(c, "arnold's gout", "possessive", ["arnold-gout", "arnold-gout-coach", "arnold-allo", "arnold-rash", "arnold-febux", "arnold-result", N2, N3, P, C1]),
    q(c, "when did arnold's gout start", "named", ["arnold-gout", P]),
    q(c, "which toe is arnold's gout in", "named", ["arnold-gout", P]),
    q(c, "when did arnold's flare clear up", "named", ["arnold-allo"]),
    q(c, "what did the chemist say about arnold's rash", "named", ["arnold-rash"]),
    q(c, "when did arnold go on febuxostat", "named", ["arnold-febux", TR, P]),
    q(c, "is arnold on allopurinol", "yes_no", ["arnold-febux", TR]),
    q(c, "has arnold had a flare since the summer", "yes_no", ["arnold-allo", N3]),
    q(c, "arnold's uric acid", "numbers", [LAB1, LAB2, "arnold-result"], key="ar-ua"),
    q(c, "what was it in july", "follow_up", [LAB1], follow="ar-ua"),
    q(c, "is it normal now", "follow_up", [LAB2, "arnold-result", N3], follow="ar-ua"),
    q(c, "arnold's blood test in december", "numbers", [LAB2, "arnold-result"]),
    q(c, "what did i tell arnold when his toe flared", "coach_reply", ["arnold-gout-coach"]),
    q(c, "what did i say about arnold's rash", "coach_reply", ["arnold-rash-coach"]),
    q(c, "what did i tell arnold about water on match days", "coach_reply", ["arnold-febux-coach", N2]),
    q(c, "on the call, how much water a day for arnold", "transcript", [TR]),
    q(c, "what did dorothy say the doctor said", "transcript", [TR]),
    q(c, "can arnold have a pint after the match, per dorothy", "transcript", [TR]),
    q(c, "what's arnold's december blood test for, from the call", "transcript", [TR]),
    q(c, "my october note on arnold", "note", [N2]),
    q(c, "first note on arnold, his weak spot", "note", [N1]),
    q(c, "what did i write about arnold in december", "note", [N3]),
    q(c, "arnold check in july", "checkin", [C1]),
    q(c, "arnold's stress in the september check-in", "checkin", [C2]),
    q(c, "arnold whitwoth gout", "misspelling", ["arnold-gout", P]),
    q(c, "arnold febuxostat", "misspelling", ["arnold-febux", TR, P]),
    q(c, "arnold allopurinal rash", "misspelling", ["arnold-rash", "arnold-febux"]),
    q(c, "the retired plumber's big toe", "paraphrase", ["arnold-gout", P]),
    q(c, "the atherton man's tablet that brought him out in spots", "paraphrase", ["arnold-rash", "arnold-febux"]),
    q(c, "arnold in july", "topic_period", ["arnold-intro", "arnold-gout", "arnold-gout-coach", LAB1, N1, C1]),
    q(c, "arnold's gout in september", "topic_period", ["arnold-rash", "arnold-rash-coach", C2]),
    q(c, "arnold in q4", "topic_period", ["arnold-febux", "arnold-febux-coach", "arnold-result", TR, LAB2, N2, N3]),
    q(c, "what came in from arnold on the 12th of july", "date_window", ["arnold-gout", "arnold-gout-coach"]),
    q(c, "arnold on the 8th of october", "date_window", ["arnold-febux", "arnold-febux-coach", TR]),
    q(c, "anything from arnold on remembrance sunday", "date_window", ["g-arnold-medals"]),
    q(c, "what did arnold say the day the smoking ban came in", "date_window", ["g-arnold-smoking"]),
    q(c, "arnold on good friday", "date_window", None, OTHER_PERIOD),
    q(c, "arnold weight", "health", [N3, weeks(c, W)], key="ar-w"),
    q(c, "how far off his goal", "follow_up", [G, N3, weeks(c, W)], follow="ar-w"),
    q(c, "what was he in july", "follow_up", ["arnold-intro", N1], follow="ar-w"),
    q(c, "arnold's weight goal", "health", [G, P]),
    q(c, "what did arnold weigh in september", "topic_period", span(c, W, "2007-09-01", "2007-09-30")),
    q(c, "how many kilos has arnold lost since july", "numbers", ["arnold-intro", N1, N3]),
    q(c, "who's dorothy", "profile_attribute", [P, TR]),
    q(c, "what did arnold do for work", "profile_attribute", [P]),
    q(c, "arnold's diet restrictions", "profile", [P]),
    q(c, "arnold's goal", "profile", [P]),
    q(c, "how's arnold doing", "how_doing", ["arnold-result", N3, weeks(c, W)]),
    q(c, "is arnold's toe ok these days", "recency", ["arnold-allo", N3]),
    q(c, "wot tablet is arnold on now", "named", ["arnold-febux", TR, P]),
    q(c, "arnold's elbow", "possessive", None, NEVER),
    q(c, "arnold's blood pressure", "health", None, NEVER),
    q(c, "arnold's hip", "possessive", None, OTHER_CLIENT),
    q(c, "arnold's bursitis", "possessive", None, OTHER_CLIENT),
    q(c, "did arnold have his cataract done", "yes_no", None, OTHER_CLIENT),
    q(c, "is arnold on sumatriptan", "yes_no", None, OTHER_TRAINER),
    q(c, "arnold's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "arnold's ankle", "possessive", None, OTHER_TRAINER),
    q(c, "arnold's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "what did arnold's son say", "named", None, NEVER),
    q(c, "arnold's gout last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "arnold's uric acid in 2006", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gladys: Vernon (test) — his wife Madge writes from his phone while he is laid up after the hip
c = "vernon"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-gladys-vernon-20070913"
P = profile(c)
ST = "steps"
LAB1, LAB2 = lab(c, "20070907"), lab(c, "20071018")
MADGE = ["vernon-op", "vernon-home", "vernon-staples", "vernon-sticks"]
HIP = ["vernon-intro", "vernon-op", N2, P]
QUESTIONS += [
    q(c, "vernon's hip", "possessive", HIP + ["vernon-home", "vernon-staples", "vernon-sticks", "vernon-self", "vernon-surgeon", "vernon-green", TR, C1], key="ve-hip"),
    q(c, "which hip", "follow_up", ["vernon-intro", P], follow="ve-hip"),
    q(c, "when was the op", "follow_up", ["vernon-op", N2, P], follow="ve-hip"),
    q(c, "where", "follow_up", ["vernon-intro", "vernon-op", P], follow="ve-hip"),
    q(c, "who took the staples out", "follow_up", ["vernon-staples"], follow="ve-hip"),
    q(c, "how many staples", "follow_up", ["vernon-staples"], follow="ve-hip"),
    q(c, "when was he back on the green", "follow_up", ["vernon-green", N2], follow="ve-hip"),
    q(c, "who was the surgeon", "follow_up", None, NEVER, follow="ve-hip"),
    q(c, "who texts for vernon", "named", MADGE + [P, N2], key="ve-who"),
    q(c, "does he write himself", "follow_up", ["vernon-intro", "vernon-singles", "vernon-self", "vernon-surgeon", "vernon-green"], follow="ve-who"),
    q(c, "when did he start writing again himself", "follow_up", ["vernon-self"], follow="ve-who"),
    q(c, "who was messaging from vernon's phone in september", "named", ["vernon-op", "vernon-home", "vernon-staples", P]),
    q(c, "has vernon messaged me himself since the op", "yes_no", ["vernon-self", "vernon-surgeon", "vernon-green"]),
    q(c, "what did madge say the day of the op", "named", ["vernon-op"]),
    q(c, "what did madge say when he got home", "named", ["vernon-home"]),
    q(c, "what did madge say about the physio", "named", ["vernon-sticks"]),
    q(c, "when did madge say vernon was happy for me to ring", "named", ["vernon-home"]),
    q(c, "when did vernon come off the frame", "named", ["vernon-sticks"]),
    q(c, "when did vernon go onto one stick", "named", ["vernon-self"]),
    q(c, "when was vernon back bowling", "named", ["vernon-green", N2]),
    q(c, "can vernon drive", "yes_no", ["vernon-surgeon"]),
    q(c, "what did the surgeon say at vernon's clinic", "named", ["vernon-surgeon"]),
    q(c, "what did i tell madge on the day of the op", "coach_reply", ["vernon-op-coach"]),
    q(c, "what did i say i'd do when vernon went onto sticks", "coach_reply", ["vernon-sticks-coach"]),
    q(c, "what did i tell vernon when he was back on the green", "coach_reply", ["vernon-green-coach"]),
    q(c, "on the call, what did madge say the nurse said", "transcript", [TR]),
    q(c, "can vernon watch the league final, from the call", "transcript", [TR]),
    q(c, "how long was vernon to be on the frame, per the call", "transcript", [TR]),
    q(c, "was vernon's grinding gone after the op", "transcript", [TR]),
    q(c, "my november note on vernon", "note", [N2]),
    q(c, "first note on vernon", "note", [N1]),
    q(c, "vernon check in september", "checkin", [C1]),
    q(c, "vernon's adherence in the november check in", "checkin", [C2]),
    q(c, "vernon's haemoglobin", "numbers", [LAB1, LAB2], key="ve-hb"),
    q(c, "was it low after the op", "follow_up", [LAB1], follow="ve-hb"),
    q(c, "and in october", "follow_up", [LAB2], follow="ve-hb"),
    q(c, "vernon steps", "health", [weeks(c, ST)], key="ve-st"),
    q(c, "and in september", "follow_up", span(c, ST, "2007-09-01", "2007-09-30"), follow="ve-st"),
    q(c, "vernon's steps in july", "health", span(c, ST, "2007-07-01", "2007-07-31")),
    q(c, "vernon openshore hip", "misspelling", HIP),
    q(c, "vernon hip replacment", "misspelling", ["vernon-op", P]),
    q(c, "the old miner's new hip", "paraphrase", HIP),
    q(c, "the tyldesley man's wife's texts", "paraphrase", MADGE + [P]),
    q(c, "vernon in september", "topic_period", ["vernon-op", "vernon-op-coach", "vernon-home", "vernon-staples", "g-gladys-vernon", TR, LAB1, C1]),
    q(c, "vernon's hip over the summer", "topic_period", ["vernon-intro", "vernon-singles", N1]),
    q(c, "vernon in q4", "topic_period", ["vernon-sticks", "vernon-sticks-coach", "vernon-self", "vernon-surgeon", "vernon-green", "vernon-green-coach", LAB2, N2, C2]),
    q(c, "what came in from vernon's phone on the 6th of september", "date_window", ["vernon-op", "vernon-op-coach"]),
    q(c, "vernon on the 19th of november", "date_window", ["vernon-green", "vernon-green-coach"]),
    q(c, "vernon on the 11th of september", "date_window", ["vernon-home"]),
    q(c, "vernon on pancake day", "date_window", None, OTHER_PERIOD),
    q(c, "who's madge", "profile_attribute", [P, "vernon-op", "vernon-home", "vernon-sticks", TR]),
    q(c, "what did vernon do for work", "profile_attribute", [P]),
    q(c, "vernon's goal", "profile", [P]),
    q(c, "how's vernon getting on", "how_doing", ["vernon-green", "vernon-surgeon", N2, C2]),
    q(c, "is vernon still on sticks", "recency", ["vernon-self", "vernon-green"]),
    q(c, "who did vernon beat in the singles", "named", ["vernon-singles"]),
    q(c, "hu txts 4 vernon", "named", MADGE + [P, N2]),
    q(c, "vernon's right hip", "possessive", None, NEVER),
    q(c, "did vernon get an infection in the wound", "yes_no", None, NEVER),
    q(c, "vernon's gout", "possessive", None, OTHER_CLIENT),
    q(c, "vernon's knee injection", "possessive", None, OTHER_CLIENT),
    q(c, "vernon's uric acid", "numbers", None, OTHER_CLIENT),
    q(c, "vernon's weight", "health", None, OTHER_CLIENT),
    q(c, "did vernon break his hand", "yes_no", None, OTHER_TRAINER),
    q(c, "vernon's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "vernon's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "what did vernon's daughter say", "named", None, NEVER),
    q(c, "vernon's hip last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "madge's messages in april", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gladys: Norbert (dev) — dictates by voice: the knee told as "my need", bursitis as "bursar tis"
c = "norbert"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
ST = "steps"
KNEE = ["norbert-onset", "norbert-gp", N2, P]
QUESTIONS += [
    q(c, "norbert's knee", "possessive", KNEE + ["norbert-onset-coach", "norbert-gp-coach", "norbert-jab", "norbert-better", "norbert-back", C1], key="no-knee"),
    q(c, "which knee", "follow_up", ["norbert-onset", P], follow="no-knee"),
    q(c, "what caused it", "follow_up", ["norbert-onset", P], follow="no-knee"),
    q(c, "what did the doctor call it", "follow_up", ["norbert-gp", N2, P], follow="no-knee"),
    q(c, "what's he taking for it", "follow_up", ["norbert-gp"], follow="no-knee"),
    q(c, "when did he have the injection", "follow_up", ["norbert-jab", N2, P], follow="no-knee"),
    q(c, "who gave him the injection", "follow_up", None, NEVER, follow="no-knee"),
    q(c, "when was he back playing full games", "follow_up", ["norbert-back", N2], follow="no-knee"),
    q(c, "nobby's bursitis", "possessive", ["norbert-gp", N2, P]),
    q(c, "when did norbert's knee start", "named", ["norbert-onset", P]),
    q(c, "when was norbert's knee back to normal", "named", ["norbert-better"]),
    q(c, "when did norbert have the cortisone jab", "named", ["norbert-jab", N2, P]),
    q(c, "did the cortisone help norbert's knee", "yes_no", ["norbert-jab", "norbert-better"]),
    q(c, "is norbert on ibuprofen", "yes_no", ["norbert-gp"]),
    q(c, "is norbert allowed to kneel on the green", "yes_no", ["norbert-gp", "norbert-gp-coach", P]),
    q(c, "what does norbert use instead of kneeling", "named", ["norbert-gp", "norbert-gp-coach", N2]),
    q(c, "does norbert type his own messages", "yes_no", ["norbert-intro", P, N1], key="no-type"),
    q(c, "why not", "follow_up", ["norbert-intro", P], follow="no-type"),
    q(c, "norbert's cataract", "possessive", ["norbert-cataract", P], key="no-cat"),
    q(c, "which eye", "follow_up", ["norbert-cataract", P], follow="no-cat"),
    q(c, "who's driving him", "follow_up", ["norbert-cataract"], follow="no-cat"),
    q(c, "how's his eyesight now", "follow_up", ["norbert-jack"], follow="no-cat"),
    q(c, "who did the operation", "follow_up", None, NEVER, follow="no-cat"),
    q(c, "when did norbert have his eye done", "named", ["norbert-cataract", P]),
    q(c, "how much were nobby's new woods", "numbers", ["norbert-woods"]),
    q(c, "what size woods did norbert buy", "numbers", ["norbert-woods"]),
    q(c, "what was the score in norbert's first full game back", "numbers", ["norbert-back"]),
    q(c, "what did i tell norbert when his knee swelled", "coach_reply", ["norbert-onset-coach"]),
    q(c, "what did i say after norbert saw the doctor", "coach_reply", ["norbert-gp-coach"]),
    q(c, "what did i say to norbert about the cushion", "coach_reply", ["norbert-back-coach"]),
    q(c, "what did i offer norbert after his eye op", "coach_reply", ["norbert-cataract-coach"]),
    q(c, "my october note on norbert", "note", [N2]),
    q(c, "first note on norbert", "note", [N1]),
    q(c, "norbert check in august", "checkin", [C1]),
    q(c, "norbert's stress in the november check-in", "checkin", [C2]),
    q(c, "norbert bersitis", "misspelling", ["norbert-gp", N2, P]),
    q(c, "norbet cunliff knee", "misspelling", KNEE),
    q(c, "norbert catarack", "misspelling", ["norbert-cataract", P]),
    q(c, "the old signalman's housemaid's knee", "paraphrase", ["norbert-gp", P]),
    q(c, "the hindley chap's steroid jab", "paraphrase", ["norbert-jab", P]),
    q(c, "norbert in august", "topic_period", ["norbert-onset", "norbert-onset-coach", "norbert-gp", "norbert-gp-coach", C1]),
    q(c, "norbert's knee in september", "topic_period", ["norbert-jab"]),
    q(c, "norbert in q4", "topic_period", ["norbert-better", "norbert-back", "norbert-back-coach", "norbert-cataract", "norbert-cataract-coach", "norbert-jack", N2, C2]),
    q(c, "what came in from norbert on the 9th of august", "date_window", ["norbert-onset", "norbert-onset-coach"]),
    q(c, "norbert on the 13th of september", "date_window", ["norbert-jab"]),
    q(c, "anything from norbert on the 13th of november", "date_window", ["norbert-cataract", "norbert-cataract-coach"]),
    q(c, "what did norbert say about the golf at carnoustie", "named", ["g-norbert-open"]),
    q(c, "norbert on st george's day", "date_window", None, OTHER_PERIOD),
    q(c, "norbert steps", "health", [weeks(c, ST)], key="no-st"),
    q(c, "and in august", "follow_up", span(c, ST, "2007-08-01", "2007-08-31"), follow="no-st"),
    q(c, "norbert's steps in october", "health", span(c, ST, "2007-10-01", "2007-10-31")),
    q(c, "who's harvey", "profile_attribute", [P, "norbert-cataract"]),
    q(c, "what did norbert do for a living", "profile_attribute", [P]),
    q(c, "norbert's goal", "profile", [P]),
    q(c, "how's nobby doing", "how_doing", ["norbert-jack", "norbert-back", N2, C2]),
    q(c, "is norbert's knee still swollen", "recency", ["norbert-better", "norbert-back", N2]),
    q(c, "wen did nobbys knee swell up", "named", ["norbert-onset", P]),
    q(c, "norbert's left knee", "possessive", None, NEVER),
    q(c, "norbert's hearing aid", "possessive", None, NEVER),
    q(c, "norbert's gout", "possessive", None, OTHER_CLIENT),
    q(c, "norbert's hip replacement", "possessive", None, OTHER_CLIENT),
    q(c, "norbert's uric acid", "numbers", None, OTHER_CLIENT),
    q(c, "norbert's achilles tendinitis", "possessive", None, OTHER_TRAINER),
    q(c, "did norbert sprain his ankle", "yes_no", None, OTHER_TRAINER),
    q(c, "norbert's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "norbert's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "what did norbert's wife say", "named", None, NEVER),
    q(c, "norbert's knee last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "norbert's steps in june", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Zinaida: Kezia (dev) — her mum Marcia writes some of it, in the third person
c = "kezia"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
MUM = ["kezia-intro", "kezia-leotard", "kezia-school", "kezia-onset", "kezia-sprain", "kezia-limp", "kezia-back", "kezia-regionals"]
SELF = ["kezia-self1", "kezia-self2", "kezia-self3"]
ANKLE = ["kezia-onset", "kezia-sprain", N2, P]
QUESTIONS += [
    q(c, "who texts for kezia", "named", ["kezia-intro", P, N1], key="ke-who"),
    q(c, "does she ever write herself", "follow_up", SELF, follow="ke-who"),
    q(c, "what did she write", "follow_up", SELF, follow="ke-who"),
    q(c, "does kezia have her own phone", "yes_no", ["kezia-intro"]),
    q(c, "how many messages has kezia sent me herself", "numbers", SELF),
    q(c, "what did kezia ask me herself about her ankle", "named", ["kezia-self2"]),
    q(c, "kezia's ankle", "possessive", ANKLE + ["kezia-onset-coach", "kezia-limp", "kezia-limp-coach", "kezia-self2", "kezia-back", C1], key="ke-ank"),
    q(c, "which ankle", "follow_up", ["kezia-onset", P], follow="ke-ank"),
    q(c, "how did she do it", "follow_up", ["kezia-onset", P], follow="ke-ank"),
    q(c, "who took her to get it checked", "follow_up", ["kezia-onset"], follow="ke-ank"),
    q(c, "was it broken", "follow_up", ["kezia-sprain"], follow="ke-ank"),
    q(c, "when was she back", "follow_up", ["kezia-back", N2], follow="ke-ank"),
    q(c, "which teacher was taking the pe lesson", "follow_up", None, NEVER, follow="ke-ank"),
    q(c, "when did kezia's ankle start", "named", ["kezia-onset", N2, P]),
    q(c, "when was kezia back doing the full routine", "named", ["kezia-back", N2]),
    q(c, "what did kezia's mum say about the limp", "named", ["kezia-limp"]),
    q(c, "what did marcia say the physio said", "named", ["kezia-back"]),
    q(c, "what did marcia say they were told at broomfield", "named", ["kezia-sprain"]),
    q(c, "is kezia still limping", "recency", ["kezia-self2", "kezia-back", N2]),
    q(c, "did kezia get a medal at the regionals", "yes_no", ["kezia-regionals", "g-zinaida-harlow", N2], key="ke-reg"),
    q(c, "what with", "follow_up", ["kezia-regionals", "g-zinaida-harlow", N2], follow="ke-reg"),
    q(c, "where were they", "follow_up", ["kezia-regionals", N2], follow="ke-reg"),
    q(c, "who judged", "follow_up", None, NEVER, follow="ke-reg"),
    q(c, "can kezia do the ribbon at the regionals", "yes_no", ["kezia-self1", "kezia-self1-coach"]),
    q(c, "how much was kezia's leotard", "numbers", ["kezia-leotard"]),
    q(c, "what year is kezia in at school", "profile_attribute", [P, "kezia-school"]),
    q(c, "what did marcia ask about tuesdays", "named", ["kezia-school"]),
    q(c, "what did i tell kezia about the ribbon", "coach_reply", ["kezia-self1-coach"]),
    q(c, "what did i say when kezia hurt her ankle", "coach_reply", ["kezia-onset-coach"]),
    q(c, "what did i tell marcia kezia could do while she was limping", "coach_reply", ["kezia-limp-coach"]),
    q(c, "my november note on kezia", "note", [N2]),
    q(c, "first note on kezia, what does she rush", "note", [N1]),
    q(c, "kezia check in october", "checkin", [C1]),
    q(c, "kezia's sleep in the november check-in", "checkin", [C2]),
    q(c, "kezia blundel ankel", "misspelling", ANKLE),
    q(c, "keziah leotard", "misspelling", ["kezia-leotard"]),
    q(c, "the year 10 girl's sprain", "paraphrase", ANKLE),
    q(c, "the young gymnast's mum's messages", "paraphrase", MUM + [P]),
    q(c, "kezia in october", "topic_period", ["kezia-onset", "kezia-onset-coach", "kezia-sprain", "kezia-limp", "kezia-limp-coach", "kezia-self2", "kezia-back", C1]),
    q(c, "kezia over the summer", "topic_period", ["kezia-intro", "kezia-self1", "kezia-self1-coach", "kezia-leotard", N1]),
    q(c, "kezia in november", "topic_period", ["kezia-regionals", "kezia-self3", "g-zinaida-harlow", N2, C2]),
    q(c, "what came in about kezia on the 2nd of october", "date_window", ["kezia-onset", "kezia-onset-coach"]),
    q(c, "anything from marcia on the 29th of october", "date_window", ["kezia-back"]),
    q(c, "kezia on the 17th of november", "date_window", ["kezia-regionals", "kezia-self3"]),
    q(c, "kezia on bonfire night", "date_window", None, NEVER),
    q(c, "kezia on easter sunday", "date_window", None, OTHER_PERIOD),
    q(c, "who's marcia", "profile_attribute", [P, "kezia-intro", N1]),
    q(c, "how old is kezia", "profile_attribute", [P, N1]),
    q(c, "kezia's goal", "profile", [P]),
    q(c, "how's kezia getting on", "how_doing", ["kezia-regionals", "kezia-back", N2, C2]),
    q(c, "wen ws kezia bk after her ankle", "named", ["kezia-back", N2]),
    q(c, "hu does kezias msgs", "named", ["kezia-intro", P, N1]),
    q(c, "kezia's left knee", "possessive", None, NEVER),
    q(c, "kezia's weight", "health", None, OTHER_CLIENT),
    q(c, "kezia's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "kezia's wrist", "possessive", None, OTHER_CLIENT),
    q(c, "kezia's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "kezia's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "does kezia dictate her messages", "yes_no", None, OTHER_TRAINER),
    q(c, "kezia's broken hand", "possessive", None, OTHER_TRAINER),
    q(c, "kezia's bunion", "possessive", None, OTHER_TRAINER),
    q(c, "kezia's concussion", "possessive", None, NEVER),
    q(c, "what did kezia's dad say", "named", None, NEVER),
    q(c, "kezia's ankle in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "marcia's messages in may", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Zinaida: Sonia (dev) — tells the team chat more than me
c = "sonia"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
W = "weight"
G = "goal-zinaida-sonia-weight"
SH = ["g-sonia-shoulder", "sonia-stiff", N2, P]
QUESTIONS += [
    q(c, "sonia's shoulder", "possessive", SH + ["sonia-stiff-coach", "g-sonia-physio", "sonia-show", C1], key="so-sh"),
    q(c, "what's wrong with it", "follow_up", ["g-sonia-shoulder", P], follow="so-sh"),
    q(c, "which side", "follow_up", ["g-sonia-shoulder", P], follow="so-sh"),
    q(c, "who diagnosed it", "follow_up", ["g-sonia-shoulder", P], follow="so-sh"),
    q(c, "how long will it take", "follow_up", ["g-sonia-shoulder"], follow="so-sh"),
    q(c, "what caused it", "follow_up", None, NEVER, follow="so-sh"),
    q(c, "when did sonia's shoulder start", "named", ["g-sonia-shoulder", "sonia-stiff", N2, P]),
    q(c, "what did sonia tell me about her shoulder", "named", ["sonia-stiff"]),
    q(c, "what did sonia tell the group about her shoulder", "named", ["g-sonia-shoulder", "g-sonia-physio"]),
    q(c, "did sonia tell me it was a frozen shoulder", "yes_no", ["sonia-stiff"]),
    q(c, "what did the physio tell sonia", "named", ["g-sonia-physio"]),
    q(c, "what's sonia got on her door", "named", ["g-sonia-physio"]),
    q(c, "did sonia do the club show", "yes_no", ["sonia-show", N2]),
    q(c, "where's sonia's son at uni", "named", ["g-sonia-levi"], key="so-levi"),
    q(c, "when did she drop him off", "follow_up", ["g-sonia-levi"], follow="so-levi"),
    q(c, "what's he studying", "follow_up", None, NEVER, follow="so-levi"),
    q(c, "where did sonia go for the hen do", "named", ["g-sonia-hen"]),
    q(c, "whose hen do did sonia go to", "named", ["g-sonia-hen"]),
    q(c, "did sonia do sober october", "yes_no", ["g-sonia-sober"]),
    q(c, "how much did sonia raise for children in need", "numbers", ["g-sonia-cin"]),
    q(c, "how many cupcakes did sonia sell", "numbers", ["g-sonia-cin"]),
    q(c, "what did i tell sonia when her shoulder was stiff", "coach_reply", ["sonia-stiff-coach"]),
    q(c, "what did i say after sonia's club show", "coach_reply", ["sonia-show-coach"]),
    q(c, "my december note on sonia", "note", [N2]),
    q(c, "first note on sonia", "note", [N1]),
    q(c, "sonia check in october", "checkin", [C1]),
    q(c, "sonia's stress in the december check-in", "checkin", [C2]),
    q(c, "sonia tuliver shoulder", "misspelling", SH),
    q(c, "sonia frozan sholder", "misspelling", ["g-sonia-shoulder", P]),
    q(c, "the dental nurse's stiff arm", "paraphrase", SH),
    q(c, "the braintree lady's lad at university", "paraphrase", ["g-sonia-levi", P]),
    q(c, "sonia in october", "topic_period", ["g-sonia-shoulder", "sonia-stiff", "sonia-stiff-coach", "g-sonia-sober", C1]),
    q(c, "sonia over the summer", "topic_period", ["sonia-intro", "g-sonia-hen", N1]),
    q(c, "sonia in november", "topic_period", ["g-sonia-physio", "g-sonia-cin", "g-sonia-croatia"]),
    q(c, "what did sonia say on the 3rd of october", "date_window", ["g-sonia-shoulder"]),
    q(c, "anything from sonia on children in need night", "date_window", ["g-sonia-cin"]),
    q(c, "sonia the night england lost to croatia", "date_window", ["g-sonia-croatia"]),
    q(c, "sonia on halloween", "date_window", ["g-sonia-sober"]),
    q(c, "sonia on valentine's day", "date_window", None, OTHER_PERIOD),
    q(c, "sonia weight", "health", ["g-sonia-weight", weeks(c, W)], key="so-w"),
    q(c, "is she at her goal", "follow_up", [G, "g-sonia-weight", weeks(c, W)], follow="so-w"),
    q(c, "what was she in july", "follow_up", [N1] + span(c, W, "2007-07-01", "2007-07-31"), follow="so-w"),
    q(c, "sonia's weight goal", "health", [G, P, "sonia-intro"]),
    q(c, "what did sonia weigh in october", "topic_period", span(c, W, "2007-10-01", "2007-10-31")),
    q(c, "who's levi", "profile_attribute", [P, "g-sonia-levi", "g-sonia-croatia"]),
    q(c, "where does sonia work", "profile_attribute", [P]),
    q(c, "sonia's goal", "profile", [P]),
    q(c, "how's sonia doing", "how_doing", ["sonia-show", "g-sonia-weight", N2, C2]),
    q(c, "is sonia's shoulder any better lately", "recency", ["sonia-show", N2]),
    q(c, "wot did sonia tell the grp abt her shoulder", "named", ["g-sonia-shoulder", "g-sonia-physio"]),
    q(c, "sonia's right shoulder", "possessive", None, NEVER),
    q(c, "sonia's ankle", "possessive", None, OTHER_CLIENT),
    q(c, "sonia's wrist", "possessive", None, OTHER_CLIENT),
    q(c, "sonia's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "sonia's bunion", "possessive", None, OTHER_TRAINER),
    q(c, "is sonia a nan", "yes_no", None, OTHER_TRAINER),
    q(c, "sonia's gout", "possessive", None, OTHER_TRAINER),
    q(c, "sonia's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "sonia's blood pressure", "health", None, NEVER),
    q(c, "what did sonia's husband say", "named", None, NEVER),
    q(c, "sonia's shoulder in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "sonia's weight in june", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Zinaida: Paige (test) — a word or two; mostly yes or no
c = "paige"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
HR = "resting_heart_rate"
QUESTIONS += [
    q(c, "paige's wrist", "possessive", ["paige-wrist-q", "paige-wrist", "paige-wrist2-q", "paige-wrist2", "paige-wrist3-q", "paige-wrist3", N2, P], key="pa-wr"),
    q(c, "which one", "follow_up", ["paige-wrist-q", N2, P], follow="pa-wr"),
    q(c, "did she see anyone", "follow_up", ["paige-wrist2-q", "paige-wrist2"], follow="pa-wr"),
    q(c, "is it fine now", "follow_up", ["paige-wrist3-q", "paige-wrist3", N2], follow="pa-wr"),
    q(c, "how did she hurt it", "follow_up", None, NEVER, follow="pa-wr"),
    q(c, "is paige's wrist still sore", "recency", ["paige-wrist3-q", "paige-wrist3", N2]),
    q(c, "when was paige's wrist ok again", "named", ["paige-wrist3-q", "paige-wrist3", N2]),
    q(c, "did paige get her wrist looked at", "yes_no", ["paige-wrist2-q", "paige-wrist2"]),
    q(c, "was paige's wrist sore in october", "yes_no", ["paige-wrist-q", "paige-wrist", N2]),
    q(c, "what did paige score with the clubs at harlow", "numbers", ["paige-clubs-q", "paige-clubs", N2]),
    q(c, "was paige's clubs score at harlow a pb", "yes_no", ["g-zinaida-harlow"]),
    q(c, "can paige make saturdays over the summer", "yes_no", ["paige-sat-q", "paige-sat"]),
    q(c, "can paige make saturdays through her mocks", "yes_no", ["paige-mocks-q", "paige-mocks"]),
    q(c, "did paige keep up her flexibility on holiday", "yes_no", ["paige-flex-q", "paige-flex"]),
    q(c, "what did i ask paige in september", "coach_reply", ["paige-flex-q"]),
    q(c, "what did i ask paige about her wrist", "coach_reply", ["paige-wrist-q", "paige-wrist2-q", "paige-wrist3-q"]),
    q(c, "what did i ask paige about saturdays in december", "coach_reply", ["paige-mocks-q"]),
    q(c, "paige check in", "checkin", [C1]),
    q(c, "paige's sleep in october", "checkin", [C1]),
    q(c, "my first note on paige", "note", [N1]),
    q(c, "december note on paige", "note", [N2]),
    q(c, "paige dewhirst wrist", "misspelling", ["paige-wrist-q", "paige-wrist", N2]),
    q(c, "page clubs score", "misspelling", ["paige-clubs-q", "paige-clubs"]),
    q(c, "the sixth former's sore wrist", "paraphrase", ["paige-wrist-q", "paige-wrist", N2, P]),
    q(c, "the silent girl's clubs mark", "paraphrase", ["paige-clubs-q", "paige-clubs", N2]),
    q(c, "paige in october", "topic_period", ["paige-wrist-q", "paige-wrist", "paige-wrist2-q", "paige-wrist2", C1]),
    q(c, "paige over the summer", "topic_period", ["paige-sat-q", "paige-sat", N1]),
    q(c, "paige in q4", "topic_period", ["paige-wrist-q", "paige-wrist", "paige-wrist2-q", "paige-wrist2", "paige-clubs-q", "paige-clubs", "paige-wrist3-q", "paige-wrist3", "paige-mocks-q", "paige-mocks", N2, C1]),
    q(c, "anything from paige on the 17th of november", "date_window", ["paige-clubs-q", "paige-clubs"]),
    q(c, "paige on the 10th of december", "date_window", ["paige-mocks-q", "paige-mocks"]),
    q(c, "paige on christmas day", "date_window", None, NEVER),
    q(c, "paige on st patrick's day", "date_window", None, OTHER_PERIOD),
    q(c, "paige resting heart rate", "health", [weeks(c, HR)], key="pa-hr"),
    q(c, "what was it in july", "follow_up", [N1] + span(c, HR, "2007-07-01", "2007-07-31"), follow="pa-hr"),
    q(c, "paige's pulse in november", "health", span(c, HR, "2007-11-01", "2007-11-30")),
    q(c, "how old is paige", "profile_attribute", [P, N1]),
    q(c, "is paige at school", "profile_attribute", [P]),
    q(c, "paige's goal", "profile", [P]),
    q(c, "how's paige doing", "how_doing", ["paige-wrist3", "paige-clubs", N2]),
    q(c, "wot did paige get 4 clubs", "numbers", ["paige-clubs-q", "paige-clubs", N2]),
    q(c, "paige's right wrist", "possessive", None, NEVER),
    q(c, "paige's ankle", "possessive", None, OTHER_CLIENT),
    q(c, "paige's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "does paige's mum write for her", "yes_no", None, OTHER_CLIENT),
    q(c, "paige's weight", "health", None, OTHER_CLIENT),
    q(c, "paige's shin", "possessive", None, OTHER_TRAINER),
    q(c, "is paige on migraine tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "paige's knee", "possessive", None, OTHER_TRAINER),
    q(c, "paige's bunion", "possessive", None, OTHER_TRAINER),
    q(c, "what did paige's boyfriend say", "named", None, NEVER),
    q(c, "paige's back", "possessive", None, NEVER),
    q(c, "paige's wrist in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "paige's pulse in june", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- more asks per client: onsets and returns, the relatives, the dictation, the period said other ways
QUESTIONS += [
    # Jed (dev)
    q("jed", "when did jed go over on his ankle", "named", ["jed-onset", notes("jed")[1], profile("jed")]),
    q("jed", "when did jed's boot come off", "named", ["jed-bootoff", notes("jed")[1], "tr-gwendoline-jed-20070903"]),
    q("jed", "how long was jed out altogether", "numbers", ["jed-onset", "jed-race", "jed-signedoff", notes("jed")[2]]),
    q("jed", "when did jed's comeback race happen", "named", ["jed-race", notes("jed")[2]]),
    q("jed", "jed last month", "topic_period", ["jed-signedoff", notes("jed")[2]]),
    q("jed", "what did jed tell me last year about his spikes", "named", ["jed-spikes"]),
    q("jed", "jed's ankle before christmas", "topic_period", ["jed-barriers", "jed-race", "jed-signedoff", notes("jed")[2]]),
    q("jed", "jed's ankle in the spring of 2006", "topic_period", None, OTHER_PERIOD),
    # Brody (dev)
    q("brody", "when did brody's shin get cut", "named", ["brody-shin-q", profile("brody")]),
    q("brody", "brody last month", "topic_period", ["brody-shin2-q", "brody-shin2", "brody-xmas-q", "brody-xmas", "g-brody-boxing"]),
    q("brody", "was brody's shin ok by december", "yes_no", ["brody-shin2-q", "brody-shin2", notes("brody")[1]]),
    q("brody", "did brody tell me he was fit before the county cross country", "yes_no", ["brody-fit-q", "brody-fit"]),
    q("brody", "brody at christmas 2006", "date_window", None, OTHER_PERIOD),
    # Delroy (test)
    q("delroy", "when did delroy's achilles start playing up", "named", ["delroy-onset", profile("delroy")]),
    q("delroy", "when did delroy start jogging again", "named", ["delroy-jog", notes("delroy")[2]]),
    q("delroy", "how long was delroy off running", "numbers", ["delroy-onset", "delroy-jog"]),
    q("delroy", "what's a kill ease", "named", ["delroy-onset", "delroy-physio", profile("delroy")]),
    q("delroy", "what did delroy mean by heal drops", "named", ["delroy-physio", notes("delroy")[1]]),
    q("delroy", "delroy last month", "topic_period", ["delroy-back", "delroy-back-coach", "delroy-xmas", "delroy-target", notes("delroy")[2], cis("delroy")[1]]),
    q("delroy", "is delroy working over christmas", "yes_no", ["delroy-xmas"]),
    q("delroy", "delroy's achilles in the run-up to christmas", "topic_period", ["delroy-back", notes("delroy")[2]]),
    q("delroy", "delroy in march", "topic_period", None, OTHER_PERIOD),
    # Reece (test)
    q("reece", "when did reece's cast come off", "named", ["reece-castoff", notes("reece")[1]]),
    q("reece", "when was reece signed off", "named", ["reece-signedoff", notes("reece")[2]]),
    q("reece", "how long was reece's hand in plaster", "numbers", ["reece-xray", "reece-castoff", notes("reece")[1]]),
    q("reece", "reece last month", "topic_period", ["reece-bout", "reece-signedoff", "reece-grading", "reece-grading-coach", notes("reece")[2], cis("reece")[1]]),
    q("reece", "what did reece say about the dockyard", "named", ["reece-work"]),
    q("reece", "reece in august 2006", "topic_period", None, OTHER_PERIOD),
    # Rosalie (dev)
    q("rosalie", "when did rosalie's chest go tight", "named", ["rosalie-tingle"]),
    q("rosalie", "when did rosalie's hands go cold", "named", ["rosalie-cold", cis("rosalie")[1]]),
    q("rosalie", "when did rosalie get her first sumatriptan", "named", ["rosalie-suma", profile("rosalie")]),
    q("rosalie", "rosalie last month", "topic_period", ["rosalie-diary", cis("rosalie")[2]]),
    q("rosalie", "what was rosalie on before christmas", "named", ["rosalie-amit", "tr-anatole-rosalie-20071030", profile("rosalie")]),
    q("rosalie", "how many times did rosalie's tablets change last year", "numbers", ["rosalie-suma", "rosalie-prop", "rosalie-amit", profile("rosalie")]),
    # Hetty (test)
    q("hetty", "when did hetty's foot op happen", "named", ["g-hetty-bunion", profile("hetty")]),
    q("hetty", "when was hetty back with me", "named", ["hetty-back", notes("hetty")[1]]),
    q("hetty", "how long was hetty away", "numbers", ["hetty-op", "hetty-back", notes("hetty")[1]]),
    q("hetty", "hetty last month", "topic_period", ["g-hetty-shoeoff", "hetty-back", "hetty-back-coach", "g-hetty-xmas", notes("hetty")[1]]),
    q("hetty", "did hetty say anything the day everyone queued at northern rock", "date_window", ["g-hetty-northernrock"]),
    q("hetty", "hetty in april", "topic_period", None, OTHER_PERIOD),
    # Arnold (test)
    q("arnold", "when did arnold's toe flare up", "named", ["arnold-gout", profile("arnold")]),
    q("arnold", "when did arnold's rash start", "named", ["arnold-rash"]),
    q("arnold", "how was arnold's rash on the call", "transcript", ["tr-gladys-arnold-20071008"]),
    q("arnold", "arnold last month", "topic_period", ["arnold-result", lab("arnold", "20071210"), notes("arnold")[2]]),
    q("arnold", "how many different gout tablets has arnold been on", "numbers", ["arnold-gout", "arnold-allo", "arnold-febux", profile("arnold")]),
    q("arnold", "what did arnold say about his dad on remembrance sunday", "named", ["g-arnold-medals"]),
    # Vernon (test)
    q("vernon", "when did vernon have his hip done", "named", ["vernon-op", notes("vernon")[1], profile("vernon")]),
    q("vernon", "when was vernon back on the green", "named", ["vernon-green", notes("vernon")[1]]),
    q("vernon", "when did vernon get home from wrightington", "named", ["vernon-home"]),
    q("vernon", "how long was madge writing for vernon", "numbers", ["vernon-op", "vernon-sticks", "vernon-self"]),
    q("vernon", "did madge write any messages in november", "yes_no", ["vernon-surgeon", "vernon-green"]),
    q("vernon", "vernon's hip in 2005", "topic_period", None, OTHER_PERIOD),
    # Norbert (dev)
    q("norbert", "when did nobby's knee swell", "named", ["norbert-onset", profile("norbert")]),
    q("norbert", "when was norbert back playing full games", "named", ["norbert-back", notes("norbert")[1]]),
    q("norbert", "how long was norbert's knee bad", "numbers", ["norbert-onset", "norbert-better", "norbert-back"]),
    q("norbert", "what's bursar tis", "named", ["norbert-gp", profile("norbert")]),
    q("norbert", "what did norbert mean by cat a rack", "named", ["norbert-cataract", profile("norbert")]),
    q("norbert", "norbert last month", "topic_period", ["norbert-jack"]),
    q("norbert", "can norbert see the jack now", "yes_no", ["norbert-jack"]),
    q("norbert", "norbert in february", "topic_period", None, OTHER_PERIOD),
    # Kezia (dev)
    q("kezia", "when did kezia hurt her ankle", "named", ["kezia-onset", notes("kezia")[1], profile("kezia")]),
    q("kezia", "when was kezia jumping again", "named", ["kezia-back", notes("kezia")[1]]),
    q("kezia", "does marcia write all kezia's messages", "yes_no", SELF + ["kezia-intro"]),
    q("kezia", "what did kezia write after the regionals", "named", ["kezia-self3"]),
    q("kezia", "kezia in the easter holidays", "topic_period", None, OTHER_PERIOD),
    # Sonia (dev)
    q("sonia", "when did sonia's shoulder go", "named", ["g-sonia-shoulder", "sonia-stiff", notes("sonia")[1], profile("sonia")]),
    q("sonia", "when did sonia's son go to uni", "named", ["g-sonia-levi"]),
    q("sonia", "sonia last month", "topic_period", ["sonia-show", "sonia-show-coach", "g-sonia-weight", notes("sonia")[1], cis("sonia")[1]]),
    q("sonia", "what did sonia tell the group about benidorm", "named", ["g-sonia-hen"]),
    q("sonia", "sonia in april", "topic_period", None, OTHER_PERIOD),
    # Paige (test)
    q("paige", "when did paige's wrist start hurting", "named", ["paige-wrist-q", "paige-wrist", notes("paige")[1]]),
    q("paige", "paige last month", "topic_period", ["paige-mocks-q", "paige-mocks"]),
    q("paige", "paige in may", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- more that no record answers for the client asked about
UNSAID = {
    "jed": [("jed's cholesterol", "health", NEVER), ("what did the physio in skipton charge jed", "numbers", NEVER),
            ("jed's 3000 time in may", "numbers", OTHER_PERIOD), ("jed at easter", "date_window", OTHER_PERIOD),
            ("jed's heel raises", "possessive", OTHER_CLIENT), ("did jed get steri strips", "yes_no", OTHER_CLIENT),
            ("jed's cortisone injection", "possessive", OTHER_TRAINER), ("did jed go to madeira", "yes_no", OTHER_TRAINER)],
    "brody": [("brody's asthma", "possessive", NEVER), ("brody's driving test", "possessive", NEVER),
              ("brody at whitsun", "date_window", OTHER_PERIOD), ("brody's pb last spring", "numbers", OTHER_PERIOD),
              ("brody's crutches", "possessive", OTHER_CLIENT), ("is brody dictating his texts", "yes_no", OTHER_CLIENT),
              ("brody's red glove", "possessive", OTHER_TRAINER), ("brody's hip", "possessive", OTHER_TRAINER)],
    "delroy": [("delroy's hba1c", "numbers", NEVER), ("who did delroy's sports massage", "named", NEVER),
               ("delroy on the may bank holiday", "date_window", OTHER_PERIOD), ("delroy's 3000 in june", "numbers", OTHER_PERIOD),
               ("delroy's air cast boot", "possessive", OTHER_CLIENT), ("did delroy go to skegness", "yes_no", OTHER_CLIENT),
               ("delroy's gout", "possessive", OTHER_TRAINER), ("delroy's staples", "possessive", OTHER_TRAINER)],
    "reece": [("reece's inhaler", "possessive", NEVER), ("who was reece's hand therapist", "named", NEVER),
              ("reece on pancake day", "date_window", OTHER_PERIOD), ("reece's sparring in june", "topic_period", OTHER_PERIOD),
              ("reece's propranolol", "possessive", OTHER_CLIENT), ("did reece go to madeira", "yes_no", OTHER_CLIENT),
              ("reece's sprained ankle", "possessive", OTHER_TRAINER), ("reece's haemoglobin", "numbers", OTHER_TRAINER)],
    "rosalie": [("rosalie's diabetes", "possessive", NEVER), ("which gp does rosalie see", "named", NEVER),
                ("rosalie at easter", "date_window", OTHER_PERIOD), ("rosalie's migraines in may", "topic_period", OTHER_PERIOD),
                ("rosalie's surgical shoe", "possessive", OTHER_CLIENT), ("is rosalie a grandmother", "yes_no", OTHER_CLIENT),
                ("rosalie's colchicine", "possessive", OTHER_TRAINER), ("rosalie's heel raises", "possessive", OTHER_TRAINER)],
    "hetty": [("hetty's cholesterol", "health", NEVER), ("who looked after hetty after the op", "named", NEVER),
              ("hetty on mothering sunday", "date_window", OTHER_PERIOD), ("hetty's steps in march", "health", OTHER_PERIOD),
              ("hetty's boxer's fracture", "possessive", OTHER_CLIENT), ("did hetty fight an assaut", "yes_no", OTHER_CLIENT),
              ("hetty's sober october", "possessive", OTHER_TRAINER), ("did hetty have a cortisone jab", "yes_no", OTHER_TRAINER)],
    "arnold": [("arnold's asthma", "possessive", NEVER), ("who's arnold's gp", "named", NEVER),
               ("arnold at easter", "date_window", OTHER_PERIOD), ("arnold's weight in may", "health", OTHER_PERIOD),
               ("arnold's staples", "possessive", OTHER_CLIENT), ("arnold's new woods", "possessive", OTHER_CLIENT),
               ("arnold's heel drops", "possessive", OTHER_TRAINER), ("is arnold on amitriptyline", "yes_no", OTHER_TRAINER)],
    "vernon": [("vernon's diabetes", "possessive", NEVER), ("vernon's blood pressure", "health", NEVER),
               ("vernon on new year's day 2007", "date_window", OTHER_PERIOD), ("vernon's steps in may", "health", OTHER_PERIOD),
               ("vernon's cataract", "possessive", OTHER_CLIENT), ("vernon's febuxostat", "possessive", OTHER_CLIENT),
               ("vernon's ankle sprain", "possessive", OTHER_TRAINER), ("did vernon win an assaut", "yes_no", OTHER_TRAINER)],
    "norbert": [("norbert's cholesterol", "health", NEVER), ("norbert's blood pressure", "health", NEVER),
                ("norbert at whitsun", "date_window", OTHER_PERIOD), ("norbert's steps in april", "health", OTHER_PERIOD),
                ("norbert's walking frame", "possessive", OTHER_CLIENT), ("is norbert on colchicine", "yes_no", OTHER_CLIENT),
                ("norbert's broken hand", "possessive", OTHER_TRAINER), ("did norbert go to benidorm", "yes_no", OTHER_TRAINER)],
    "kezia": [("kezia's inhaler", "possessive", NEVER), ("did kezia get braces", "yes_no", NEVER),
              ("kezia at easter", "date_window", OTHER_PERIOD), ("kezia's competition in may", "named", OTHER_PERIOD),
              ("kezia's clubs score", "numbers", OTHER_CLIENT), ("did kezia go to benidorm", "yes_no", OTHER_CLIENT),
              ("kezia's staples", "possessive", OTHER_TRAINER), ("kezia's spikes", "possessive", OTHER_TRAINER)],
    "sonia": [("sonia's hba1c", "numbers", NEVER), ("who's sonia's physio", "named", NEVER),
              ("sonia at easter", "date_window", OTHER_PERIOD), ("sonia's weight in may", "health", OTHER_PERIOD),
              ("does sonia's mum text for her", "yes_no", OTHER_CLIENT), ("sonia's clubs score", "numbers", OTHER_CLIENT),
              ("sonia's uric acid", "numbers", OTHER_TRAINER), ("did sonia queue at northern rock", "yes_no", OTHER_TRAINER)],
    "paige": [("paige's asthma", "possessive", NEVER), ("who's paige's physio", "named", NEVER),
              ("paige on pancake day", "date_window", OTHER_PERIOD), ("paige's scores in june", "numbers", OTHER_PERIOD),
              ("paige's leotard", "possessive", OTHER_CLIENT), ("did paige go to uni", "yes_no", OTHER_CLIENT),
              ("paige's grading", "possessive", OTHER_TRAINER), ("paige's steeple time", "numbers", OTHER_TRAINER)],
}
QUESTIONS += [q(c, text, kind, None, why) for c, asks in UNSAID.items() for text, kind, why in asks]
# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    x("gwendoline", "jed", "who hurt their ankle", ["jed-onset", "jed-ae", notes("jed")[1], profile("jed")]),
    x("gwendoline", "jed", "anyone go to a&e", ["jed-onset", "jed-ae"]),
    x("gwendoline", "jed", "who passed exams", ["jed-exams"]),
    x("gwendoline", "jed", "hu did their ankle at cleckheaton", ["jed-onset", notes("jed")[1]]),
    x("gwendoline", "jed", "who broke a bone", None, OTHER_TRAINER),
    x("gwendoline", "brody", "who cut their shin on a barrier", ["brody-shin-q", "brody-shin", profile("brody")]),
    x("gwendoline", "brody", "who went to skegness", ["brody-away-q", "brody-away"]),
    x("gwendoline", "brody", "who ran a pb at bingley", ["brody-pb-q", "brody-pb", notes("brody")[1]]),
    x("gwendoline", "brody", "who has diabetes", None, NEVER),
    x("gwendoline", "delroy", "who's got achilles trouble", ["delroy-onset", "delroy-physio", notes("delroy")[1], profile("delroy")]),
    x("gwendoline", "delroy", "whose messages are dictated", ["delroy-intro", profile("delroy"), notes("delroy")[0]]),
    x("gwendoline", "delroy", "who hit their weight target", ["delroy-target", "goal-gwendoline-delroy-weight"]),
    x("gwendoline", "delroy", "who had a sports massage", ["delroy-massage"]),
    x("gwendoline", "delroy", "anyone on gout tablets", None, OTHER_TRAINER),
    x("anatole", "reece", "who broke their hand", ["reece-onset", "reece-xray", notes("reece")[1], profile("reece")]),
    x("anatole", "reece", "who passed a grading", ["reece-grading"]),
    x("anatole", "reece", "who was on light duties at work", ["reece-work"]),
    x("anatole", "reece", "who had a hip replacement", None, OTHER_TRAINER),
    x("anatole", "rosalie", "who gets migraines", ["rosalie-intro", "rosalie-suma", profile("rosalie")]),
    x("anatole", "rosalie", "who won an assaut", ["rosalie-assaut", notes("rosalie")[1]]),
    x("anatole", "rosalie", "who's on amitriptyline", ["rosalie-amit", "tr-anatole-rosalie-20071030", profile("rosalie")]),
    x("anatole", "rosalie", "anyone with a frozen shoulder", None, OTHER_TRAINER),
    x("anatole", "hetty", "who had an op on their foot", ["g-hetty-bunion", "hetty-op", profile("hetty")]),
    x("anatole", "hetty", "who became a nan", ["g-hetty-nan"]),
    x("anatole", "hetty", "whose husband queued at northern rock", ["g-hetty-northernrock"]),
    x("anatole", "hetty", "who went to madeira", ["g-hetty-madeira"]),
    x("anatole", "hetty", "who's pregnant", None, NEVER),
    x("gladys", "arnold", "who's got gout", ["arnold-gout", profile("arnold")]),
    x("gladys", "arnold", "who came up in a rash", ["arnold-rash"]),
    x("gladys", "arnold", "who's trying to lose weight", ["goal-gladys-arnold-weight", profile("arnold")]),
    x("gladys", "arnold", "anyone on migraine tablets", None, OTHER_TRAINER),
    x("gladys", "vernon", "who had a new hip", ["vernon-op", notes("vernon")[1], profile("vernon")]),
    x("gladys", "vernon", "whose wife writes for him", ["vernon-op", "vernon-home", profile("vernon")]),
    x("gladys", "vernon", "whose haemoglobin was low", [lab("vernon", "20070907")]),
    x("gladys", "vernon", "who broke a leg", None, NEVER),
    x("gladys", "norbert", "who had a cortisone injection", ["norbert-jab", profile("norbert")]),
    x("gladys", "norbert", "who talks their messages into the phone", ["norbert-intro", profile("norbert"), notes("norbert")[0]]),
    x("gladys", "norbert", "who had a cataract op", ["norbert-cataract", profile("norbert")]),
    x("gladys", "norbert", "who bought new woods", ["norbert-woods"]),
    x("gladys", "norbert", "who watched the open", ["g-norbert-open"]),
    x("zinaida", "kezia", "whose mum does her messages", ["kezia-intro", profile("kezia"), notes("kezia")[0]]),
    x("zinaida", "kezia", "who sprained an ankle", ["kezia-onset", "kezia-sprain", profile("kezia")]),
    x("zinaida", "kezia", "who got a medal at harlow", ["kezia-regionals", "g-zinaida-harlow", notes("kezia")[1]]),
    x("zinaida", "kezia", "who bought a leotard", ["kezia-leotard"]),
    x("zinaida", "kezia", "who dictates their texts", None, OTHER_TRAINER),
    x("zinaida", "sonia", "who's got a frozen shoulder", ["g-sonia-shoulder", profile("sonia")]),
    x("zinaida", "sonia", "whose son went to uni", ["g-sonia-levi", profile("sonia")]),
    x("zinaida", "sonia", "who did sober october", ["g-sonia-sober"]),
    x("zinaida", "sonia", "who raised money for children in need", ["g-sonia-cin"]),
    x("zinaida", "sonia", "hu went 2 benidorm", ["g-sonia-hen"]),
    x("zinaida", "sonia", "anyone on gout tablets", None, OTHER_TRAINER),
    x("zinaida", "paige", "who had a sore wrist", ["paige-wrist-q", "paige-wrist", notes("paige")[1], profile("paige")]),
    x("zinaida", "paige", "who scored 11.2", ["paige-clubs-q", "paige-clubs"]),
    x("zinaida", "paige", "who can't make saturdays in the mocks", ["paige-mocks-q", "paige-mocks"]),
    x("zinaida", "paige", "who had a tooth out", None, NEVER),
]
# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS = {
    "jed": ("gwendoline", [
        "jed's ankle", "when did jed do his ankle", "was jed's ankle broken", "jed lumb", "the surveyor's ligaments",
        "when was jed back running", "jed's weight", "did jed pass his exams", "who's courtney", "jed's first race back",
        "how much were jed's spikes", "jed in september", "wen did jed go over on it", "was jed on crutches"]),
    "brody": ("gwendoline", [
        "brody's shin", "did brody need stitches", "brody's pb", "brody heaton", "the apprentice joiner",
        "what does brody weigh", "was brody away in august", "brody's county time", "brody in november",
        "where did brody finish in the cross country", "is brody training at christmas", "how many seconds did brody take off", "brody's goal", "brody's cut shin"]),
    "delroy": ("gwendoline", [
        "delroy's achilles", "when did delroy's heel start", "delroy's tendinitis", "delroy horsfall", "the van driver's heel",
        "is delroy on ibuprofen", "delroy's weight", "did delroy hit his target", "who's paulette", "how much was delroy's massage",
        "when was delroy back training", "delroy in october", "does delroy dictate his messages", "what's a kill ease ten and itis"]),
    "reece": ("anatole", [
        "reece's hand", "when did reece break his hand", "which bone did reece break", "reece tregunna", "the dockyard fitter's knuckle",
        "when did reece's cast come off", "did reece get his red glove", "did reece win at torquay", "who's kenzie", "reece's gloves",
        "how much were reece's gloves", "reece in november", "wen ws reece bk on the pads", "reece's boxer's fracture"]),
    "rosalie": ("anatole", [
        "rosalie's migraines", "what's rosalie on for her migraines", "when did rosalie start propranolol", "rosalie cundy",
        "the teacher from saltash", "why did rosalie stop the propranolol", "is rosalie on amitriptyline", "did rosalie win her assaut",
        "who's lucien", "rosalie's resting heart rate", "how many migraines did rosalie have in november", "rosalie in september",
        "rosie's sumatriptan", "rosalie's cold hands"]),
    "hetty": ("anatole", [
        "hetty's foot", "what op did hetty have", "hetty's bunion", "hetty rowse", "the hairdresser from torpoint",
        "is hetty a nan", "what's hetty's granddaughter called", "where did hetty go for her silver wedding", "who's rodney",
        "hetty's steps", "when was hetty back", "hetty in october", "how many screws in hetty's toe", "hetty's northern rock story"]),
    "arnold": ("gladys", [
        "arnold's gout", "what's arnold on for his gout", "when did arnold's gout start", "arnold whitworth", "the retired plumber",
        "why did arnold stop the allopurinol", "arnold's uric acid", "arnold's weight", "who's dorothy", "is arnold on febuxostat",
        "arnold's rash", "arnold in july", "how many pints can arnold have", "arnold's big toe"]),
    "vernon": ("gladys", [
        "vernon's hip", "when was vernon's hip done", "who texts for vernon", "vernon openshaw", "the old miner's hip",
        "who's madge", "vernon's haemoglobin", "when was vernon back bowling", "does vernon write himself", "vernon's steps",
        "how many staples did vernon have", "vernon in september", "can vernon drive yet", "what did madge say about the frame"]),
    "norbert": ("gladys", [
        "norbert's knee", "nobby's bursitis", "when did norbert's knee start", "norbert cunliffe", "the retired signalman",
        "did norbert have a cortisone injection", "norbert's cataract", "how much were norbert's woods", "who's harvey",
        "norbert's steps", "does norbert dictate his messages", "norbert in august", "is norbert kneeling on the green", "what's house maids need"]),
    "kezia": ("zinaida", [
        "kezia's ankle", "who texts for kezia", "when did kezia sprain her ankle", "kezia blundell", "the year 10 gymnast",
        "who's marcia", "did kezia get a medal", "when was kezia back jumping", "does kezia write her own messages",
        "how much was kezia's leotard", "kezia in october", "is kezia still limping", "kezia's ribbon", "what did marcia say about the limp"]),
    "sonia": ("zinaida", [
        "sonia's shoulder", "sonia's frozen shoulder", "when did sonia's shoulder start", "sonia tulliver", "the dental nurse from braintree",
        "where's levi at uni", "sonia's weight", "did sonia do the club show", "who's levi", "how much did sonia raise for children in need",
        "did sonia do sober october", "sonia in november", "sonia's hen do", "sonia's shoulder pulley"]),
    "paige": ("zinaida", [
        "paige's wrist", "is paige's wrist better", "paige dewhurst", "the sixth former", "what did paige score with the clubs",
        "paige's resting heart rate", "can paige make saturdays", "did paige see anyone about her wrist", "paige in october",
        "paige's pb", "how old is paige", "paige's goal", "paige at harlow", "paige's mocks"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|weigh|steps|heart rate|uric acid|haemoglobin|pulse)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how old|score|time|pb)\b", text):
        return "numbers"
    if re.search(r"\b(in july|in august|in september|in october|in november)\b", text):
        return "topic_period"
    if words[0] in ("the",):
        return "paraphrase"
    if words[0] in ("what", "what's", "wot", "when", "wen", "who", "who's", "why", "which", "where", "where's", "how"):
        return "named"
    if "'s" in text or "s'" in text:
        return "possessive"
    return "misspelling" if len(words) <= 2 else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE_ASKS, TRAINER_ID, kind_of)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind45", DATASET, CLIENT_ID, build_blind45)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
