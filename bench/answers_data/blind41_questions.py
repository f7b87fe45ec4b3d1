#!/usr/bin/env python3
"""Write bench/answers_data/blind41_questions.jsonl: the questions over the forty-first blind data set (build_blind41.py).

    functions/venv/bin/python -m bench.answers_data.blind41_questions

Written on 2026-12-04 by helper h-blind41 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the fortieth blind set's section).
Asked on Wednesday 2 January 1991 about July to December 1990, so the periods are months, quarters,
seasons and named days said every way ("in the summer", "back in august", "over the autumn", "in
q4", "before christmas", "the week of the penalties", "when thatcher went", "on halloween", "on
boxing day", "when the clocks went back", single dates).

Unlike blind40 (whose slip (5) was one outline for every client), the clients are asked about the way
a coach asks about each of them: the two long sagas (Eustace, Leofric) mostly by what the doctors,
the physio and the scans said and in what order; the two numbers loggers (Ursula, Perpetua) mostly
by values, differences, units and periods; the two whose relative writes nearly everything (Mirabel,
Oswin) mostly by what the mum or daughter said; the two who tell the group chat more than the coach
(Honoria, Iolo) mostly by what they told the group; the two quiet ones (Wystan, Ceridwen) mostly by
yes and no; and the two whose stories run in threads (Ptolemy, Benedict) mostly by chains of
follow-ups. The order and the sentence shapes differ from block to block; the asks about a client put
to trainers who do not coach them (`ELSEWHERE`) and the cross-client asks are written one by one in
different shapes ("was it X who ...", "X's thing", "did X ever ...", "remind me what X ...", "has
anyone ...", "who else besides ...").

The split is by client: every question about a client of build_blind41.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind41_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind41
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B

OUT = Path(__file__).resolve().parent / "blind41_questions.jsonl"
DATASET = "blind41"
HEADER = (
    "// bench.answers forty-first blind question set (issue 14), written 2026-12-04 by h-blind41 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind41_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

SE, MY, RE, TH = "coach-septimus", "coach-myfanwy", "coach-reginald", "coach-theodora"
TRAINER_ID = {"septimus": SE, "myfanwy": MY, "reginald": RE, "theodora": TH}
TRAINER_SHORT = {short: trainer for trainer, _, _, short in build_blind41.CLIENTS}
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = authoring.RosterIds.of(build_blind41.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab
FIRST_READING = {(r[0], r[1]): r[3] for r in build_blind41.READINGS}
LAST_READING = {(r[0], r[1]): r[4] for r in build_blind41.READINGS}


def span(c: str, metric: str, first: str, last: str) -> list[str]:
    """The weekly summaries of a period, from the client's first reading to their last when the period
    runs past either (a period said in words, "in q4", ends on 31 December, a Monday of the next ISO year)."""
    return IDS.span(c, metric, max(first, FIRST_READING[(c, metric)]), min(last, LAST_READING[(c, metric)]))


def notes(c: str) -> list[str]:
    """A client's session note ids in date order (two or three: not every client has the same)."""
    return [authoring.note_id(r[0], c, r[2][5:7] + r[2][8:10]) for r in build_blind41.NOTES if r[1] == c]


def cis(c: str) -> list[str]:
    """A client's check-in ids in date order (one to three)."""
    return [authoring.checkin_id(TRAINER_SHORT[c], c, r[1]) for r in build_blind41.CHECKINS if r[0] == c]


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Septimus: Eustace (dev) — the long shoulder saga
c = "eustace"
N1, N2, N3 = notes(c); C1, C2, C3 = cis(c)
TR = "tr-septimus-eustace-19901025"
P = profile(c)
SAGA = ["eustace-stiff", "eustace-stiff-coach", "eustace-frozen", "eustace-physio", "eustace-jab", "eustace-scan", "eustace-scan-coach",
        "eustace-surgeon", "g-eustace-shoulder", TR, "eustace-tryphena2", N2, N3, P, C1, C2, C3]
TEAR = ["eustace-scan", "g-eustace-shoulder", N2, N3, P]
OP = ["eustace-surgeon", N3, P]
GOUT = ["eustace-gout", "eustace-gout-coach", "eustace-allopurinol", N2, P]
QUESTIONS += [
    q(c, "whats the latest on staces shoulder", "recency", OP + [TR, "eustace-tryphena2"], key="eu-op"),
    q(c, "when's the op", "follow_up", OP, follow="eu-op"),
    q(c, "where are they doing it", "follow_up", OP + ["eustace-scan"], follow="eu-op"),
    q(c, "how long in a sling after", "follow_up", OP, follow="eu-op"),
    q(c, "whats the surgeon called", "follow_up", None, NEVER, follow="eu-op"),
    q(c, "can he drive the quad bike after", "follow_up", [TR], follow="eu-op"),
    q(c, "and physio after, how long", "follow_up", [TR], follow="eu-op"),
    q(c, "so when will he be throwing again", "follow_up", [TR], follow="eu-op"),
    q(c, "what did the gp first think stace's shoulder was", "named", ["eustace-frozen"]),
    q(c, "did the physio go along with that", "yes_no", ["eustace-physio"]),
    q(c, "what did the physio reckon it was instead", "named", ["eustace-physio"]),
    q(c, "did the cortisone jab do anything for eustace", "yes_no", ["eustace-jab", C2]),
    q(c, "what showed up on stace's scan at the friarage", "named", TEAR),
    q(c, "which side is his bad shoulder", "possessive", ["eustace-stiff", "eustace-scan", P, N2, N3]),
    q(c, "stace rotator cuff", "possessive", TEAR + ["eustace-physio"]),
    q(c, "eustace roator cuf tear", "misspelling", TEAR),
    q(c, "staces frozen sholder", "misspelling", ["eustace-frozen", "eustace-physio", "eustace-scan"]),
    q(c, "the tendon that came off stace's bone", "paraphrase", TEAR),
    q(c, "stace's knackered throwing arm", "paraphrase", TEAR + ["eustace-stiff"]),
    q(c, "what's the physio got stace doing with a brush", "paraphrase", ["eustace-frozen"]),
    q(c, "when did stace first say the shoulder was stiff", "named", ["eustace-stiff"]),
    q(c, "put the shoulder in order for me, first to last", "named", SAGA),
    q(c, "what did i tell stace when it first stiffened up", "coach_reply", ["eustace-stiff-coach"]),
    q(c, "what was my answer when the scan came back torn", "coach_reply", ["eustace-scan-coach"]),
    q(c, "on the phone, what did stace say it felt like", "transcript", [TR]),
    q(c, "who's gathering the sheep while he's in the sling", "transcript", [TR]),
    q(c, "stace's shoulder back in august", "topic_period", ["eustace-physio", "eustace-jab", C2]),
    q(c, "eustace's shoulder over the summer", "topic_period", ["eustace-stiff", "eustace-stiff-coach", "eustace-frozen", "eustace-physio", "eustace-jab", C1, C2]),
    q(c, "the arm since the scan", "topic_period", ["eustace-scan", "eustace-scan-coach", "g-eustace-shoulder", "eustace-surgeon", TR, "eustace-ringer", "eustace-tryphena2", N2, N3, C3]),
    q(c, "my october note on stace", "note", [N2]),
    q(c, "what have i written about the op date", "note", [N3]),
    q(c, "what did i note about how he throws when he started", "note", [N1]),
    q(c, "stace stress score october check in", "checkin", [C3]),
    q(c, "eustace's check-in the day after the jab", "checkin", [C2]),
    q(c, "how was he sleeping in july, check-in", "checkin", [C1]),
    q(c, "is he throwing right-handed again", "recency", ["eustace-scan-coach", "eustace-ringer", N2, N3, P]),
    q(c, "stace's gout", "possessive", GOUT, key="eu-gout"),
    q(c, "which toe was it", "follow_up", ["eustace-gout", P], follow="eu-gout"),
    q(c, "what's he on for it now", "follow_up", ["eustace-allopurinol", P, N2], follow="eu-gout"),
    q(c, "can he still have a stout", "follow_up", ["eustace-gout", P], follow="eu-gout"),
    q(c, "what did i say to tryphena about the toe", "coach_reply", ["eustace-gout-coach"]),
    q(c, "has stace's big toe swelled up at all", "paraphrase", ["eustace-gout", "eustace-gout-coach", P]),
    q(c, "eustace weight", "health", ["eustace-intro", "eustace-ringer", "eustace-tryphena2", N1, N3, "goal-septimus-eustace-weight", weeks(c, "weight")]),
    q(c, "how much has he dropped since he started in july", "numbers", ["eustace-intro", "eustace-tryphena2", N1, N3]),
    q(c, "how far is he off 98", "numbers", ["goal-septimus-eustace-weight", "eustace-tryphena2", N3, weeks(c, "weight")]),
    q(c, "eustace's weight in stones and pounds", "numbers", ["eustace-tryphena2", N3, weeks(c, "weight")]),
    q(c, "how's stace", "how_doing", ["eustace-tryphena2", "eustace-tryphena2-coach", N3, weeks(c, "weight")]),
    q(c, "what did stace make of the penalties", "date_window", ["eustace-semi"]),
    q(c, "anything from eustace the day thatcher resigned", "date_window", ["eustace-thatcher"]),
    q(c, "what came in from stace on 5 december", "date_window", ["eustace-ringer"]),
    q(c, "where's stace farm", "profile_attribute", [P, "eustace-intro"]),
    q(c, "what's eustace's wife's name", "profile_attribute", [P, "eustace-gout", "eustace-tryphena2"]),
    q(c, "stace's goal", "profile", [P]),
    q(c, "has he had a ringer left-handed yet", "yes_no", ["eustace-ringer", N3]),
    q(c, "did stace see a chiropractor for the shoulder", "yes_no", None, NEVER),
    q(c, "stace's left shoulder", "possessive", None, NEVER),
    q(c, "what did eustace's brother say", "named", None, NEVER),
    q(c, "is stace on blood thinners", "yes_no", None, NEVER),
    q(c, "eustace's weight on remembrance sunday", "numbers", None, NEVER),
    q(c, "stace's knee", "possessive", None, NEVER),
    q(c, "stace's migraines", "possessive", None, OTHER_CLIENT),
    q(c, "has stace got sugar diabetes", "yes_no", None, OTHER_CLIENT),
    q(c, "eustace resting hr", "health", None, OTHER_CLIENT),
    q(c, "did stace's cataract get done", "yes_no", None, OTHER_CLIENT),
    q(c, "was stace the one with the kidney stone", "yes_no", None, OTHER_TRAINER),
    q(c, "stace's ringing ears", "paraphrase", None, OTHER_TRAINER),
    q(c, "eustace's blood pressure reading", "health", None, OTHER_TRAINER),
    q(c, "stace's gout in november", "topic_period", None, OTHER_PERIOD),
    q(c, "what did tryphena say in september", "named", None, OTHER_PERIOD),
    q(c, "stace check in in december", "checkin", None, OTHER_PERIOD),
    q(c, "stace's shoulder in june", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Septimus: Ursula (dev) — logs her numbers
c = "ursula"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
RHR = "resting_heart_rate"
MIG = ["ursula-migraine", "ursula-migraine-coach", "ursula-migraine2", "g-ursula-migraine", "ursula-caspar", "ursula-caspar-coach", N2, P, C1, C2]
QUESTIONS += [
    q(c, "ursie rhr", "health", ["ursula-intro", "ursula-goal", "ursula-dec", N1, N2, weeks(c, RHR)], key="ur-rhr"),
    q(c, "and in august?", "follow_up", ["ursula-aug"] + span(c, RHR, "1990-08-01", "1990-08-31"), follow="ur-rhr"),
    q(c, "what was it the week the clocks went back", "follow_up", ["ursula-clocks"] + span(c, RHR, "1990-10-28", "1990-10-28"), follow="ur-rhr"),
    q(c, "ursula's resting heart rate in q4", "topic_period", ["ursula-oct", "ursula-clocks", "ursula-nov", "ursula-dec", "ursula-goal", N2] + span(c, RHR, "1990-10-01", "1990-12-31")),
    q(c, "ursie's pulse over the summer", "paraphrase", ["ursula-intro", "ursula-jul", "ursula-aug", N1] + span(c, RHR, "1990-07-01", "1990-08-31")),
    q(c, "how many beats has she knocked off since july", "numbers", ["ursula-intro", "ursula-goal", N1, N2]),
    q(c, "is ursula under 60 yet", "yes_no", ["ursula-dec", "ursula-goal", "ursula-goal-coach", N2, weeks(c, RHR)]),
    q(c, "ursie's ringers", "numbers", ["ursula-intro", "ursula-jul", "ursula-aug", "ursula-sep", "ursula-oct", "ursula-nov", "ursula-dec", "ursula-goal", N1, N2], key="ur-ring"),
    q(c, "best she's done out of 40?", "follow_up", ["ursula-goal", N2], follow="ur-ring"),
    q(c, "and her first night", "follow_up", ["ursula-intro", N1], follow="ur-ring"),
    q(c, "how many ringers did ursie get in october", "topic_period", ["ursula-oct"]),
    q(c, "did her ringer count ever go down from one month to the next", "yes_no", ["ursula-aug", "ursula-sep"]),
    q(c, "ursula ringers sept", "topic_period", ["ursula-sep"]),
    q(c, "what percentage ringers is ursie throwing now", "numbers", ["ursula-goal", N2]),
    q(c, "how many hours sleep did ursie say in november", "numbers", ["ursula-nov", C2]),
    q(c, "ursie sleep in the check ins", "checkin", [C1, C2]),
    q(c, "her stress at the end of november check-in", "checkin", [C2]),
    q(c, "ursula check in september", "checkin", [C1]),
    q(c, "ursie's migraines", "possessive", MIG, key="ur-mig"),
    q(c, "what's she take for them", "follow_up", ["ursula-migraine", "ursula-migraine2", P], follow="ur-mig"),
    q(c, "how long did it take to work", "follow_up", ["ursula-migraine2"], follow="ur-mig"),
    q(c, "how many in november", "follow_up", ["ursula-caspar"], follow="ur-mig"),
    q(c, "ursula migranes", "misspelling", MIG[:3] + [P]),
    q(c, "ursie sumatriptin", "misspelling", ["ursula-migraine", "ursula-migraine2", P]),
    q(c, "ursie's zigzag lights", "paraphrase", ["ursula-migraine"]),
    q(c, "what did caspar say", "named", ["ursula-caspar"]),
    q(c, "what did i tell caspar", "coach_reply", ["ursula-caspar-coach"]),
    q(c, "what did i suggest she keep a diary of", "coach_reply", ["ursula-migraine-coach"]),
    q(c, "ursie's hay fever", "possessive", ["ursula-hayfever", "ursula-sep", P]),
    q(c, "ursie streaming eyes in july", "topic_period", ["ursula-hayfever"]),
    q(c, "ursula's migraines in september", "topic_period", ["ursula-migraine", "ursula-migraine-coach", "ursula-migraine2", "g-ursula-migraine", C1]),
    q(c, "what did ursie say the day faldo won", "date_window", ["ursula-faldo"]),
    q(c, "ursula on the 11th of december", "date_window", ["ursula-dec"]),
    q(c, "my last note on ursula", "note", [N2]),
    q(c, "where does ursie work", "profile_attribute", [P, "ursula-intro", N1]),
    q(c, "does ursula eat meat", "profile_attribute", [P]),
    q(c, "ursula's goals", "profile", [P]),
    q(c, "how's ursie getting on", "how_doing", ["ursula-goal", "ursula-goal-coach", N2, weeks(c, RHR)]),
    q(c, "ursula's rhr on halloween", "numbers", None, NEVER),
    q(c, "ursie's weight", "health", None, OTHER_CLIENT),
    q(c, "how many ringers did ursie get in june", "numbers", None, OTHER_PERIOD),
    q(c, "ursie's hay fever in november", "topic_period", None, OTHER_PERIOD),
    q(c, "ursula's migraines in july", "topic_period", None, OTHER_PERIOD),
    q(c, "what did caspar say in august", "named", None, OTHER_PERIOD),
    q(c, "ursie's heart rate back in may", "health", None, OTHER_PERIOD),
    q(c, "ursie's steps", "health", None, OTHER_TRAINER),
    q(c, "ursula's ferritin", "numbers", None, OTHER_TRAINER),
    q(c, "ursie's hba1c", "numbers", None, OTHER_CLIENT),
    q(c, "ursie's gout", "possessive", None, OTHER_CLIENT),
    q(c, "has ursula had a scan on her shoulder", "yes_no", None, OTHER_CLIENT),
    q(c, "ursie's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "is ursula on iron tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "has ursie ever fainted", "yes_no", None, NEVER),
    q(c, "what did ursula's auntie say", "named", None, NEVER),
]
# ---------------------------------------------------------------- Septimus: Oswin (test) — his daughter writes nearly everything
c = "oswin"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
HB = ["oswin-diabetes", "oswin-hba1c", N2, lab(c, "19900710"), lab(c, "19901211")]
DIA = ["oswin-diabetes", "oswin-diabetes-coach", "oswin-hba1c", N2, P, C1, lab(c, "19900710"), lab(c, "19901211")]
EYE = ["oswin-misty", "oswin-cataract", "oswin-cataract-coach", "oswin-op", "oswin-op-coach", "g-oswin-eye", "oswin-game", N2, P, C2]
QUESTIONS += [
    q(c, "what's hephzibah been saying about her dad", "named", ["oswin-intro", "oswin-diabetes", "oswin-kuwait", "oswin-misty", "oswin-cataract", "oswin-op", "oswin-hba1c", "oswin-game", "oswin-boxing"]),
    q(c, "what did hepzie say about his eye", "named", ["oswin-misty", "oswin-cataract", "oswin-op"]),
    q(c, "what did the daughter say after the op", "paraphrase", ["oswin-op"]),
    q(c, "what did hepzie tell me on boxing day", "date_window", ["oswin-boxing"]),
    q(c, "did ossie ever text me himself", "yes_no", ["oswin-own"]),
    q(c, "what did he say when he did", "named", ["oswin-own"]),
    q(c, "why does his daughter do his messages", "named", ["oswin-intro", "oswin-own"]),
    q(c, "ossie's diabetes", "possessive", DIA, key="os-dia"),
    q(c, "what type", "follow_up", ["oswin-diabetes", P], follow="os-dia"),
    q(c, "what's he on", "follow_up", ["oswin-diabetes", P, N2], follow="os-dia"),
    q(c, "how often does he take it", "follow_up", ["oswin-diabetes", P], follow="os-dia"),
    q(c, "was he pleased about giving up sugar", "follow_up", ["oswin-diabetes"], follow="os-dia"),
    q(c, "oswin hba1c", "numbers", HB),
    q(c, "how much did ossie's hba1c come down", "numbers", HB),
    q(c, "is his hba1c under 53 now", "yes_no", ["oswin-hba1c", N2, lab(c, "19901211"), P]),
    q(c, "oswins sugar levels in july", "topic_period", ["oswin-diabetes", C1, lab(c, "19900710")]),
    q(c, "ossie's eye", "named", EYE, key="os-eye"),
    q(c, "which eye", "follow_up", ["oswin-misty", "oswin-cataract", P, N2], follow="os-eye"),
    q(c, "where was it done", "follow_up", ["oswin-op", P, N2], follow="os-eye"),
    q(c, "and the drops, how long for", "follow_up", ["oswin-op", P], follow="os-eye"),
    q(c, "when can he throw again", "follow_up", ["oswin-op", "oswin-game"], follow="os-eye"),
    q(c, "ossie catarac", "misspelling", ["oswin-cataract", "oswin-op", P, N2]),
    q(c, "oswin metforman", "misspelling", ["oswin-diabetes", P, N2]),
    q(c, "ossie's net curtain eye", "paraphrase", ["oswin-misty"]),
    q(c, "what did i say i'd do about the pin", "coach_reply", ["oswin-cataract-coach"]),
    q(c, "what did i say to hepzie when she told me he's diabetic", "coach_reply", ["oswin-diabetes-coach"]),
    q(c, "oswin's eye in november", "topic_period", ["oswin-op", "oswin-op-coach", "g-oswin-eye", C2]),
    q(c, "ossie in the autumn", "topic_period", ["oswin-cataract", "oswin-cataract-coach", "oswin-own", "oswin-op", "oswin-op-coach", "g-oswin-eye", C2]),
    q(c, "what did hepzie say the day iraq went into kuwait", "date_window", ["oswin-kuwait"]),
    q(c, "what came in on 16 december about ossie", "date_window", ["oswin-game", "oswin-game-coach"]),
    q(c, "oswin weight", "health", ["oswin-intro", "oswin-hba1c", N1, N2, weeks(c, "weight")]),
    q(c, "how many kg has ossie lost", "numbers", ["oswin-intro", "oswin-hba1c", N1, N2]),
    q(c, "ossie's weight in stone", "numbers", ["oswin-hba1c", N2, weeks(c, "weight")]),
    q(c, "first note on ossie", "note", [N1]),
    q(c, "ossie's eye check in", "checkin", [C2]),
    q(c, "oswin july check-in adherence", "checkin", [C1]),
    q(c, "what did ossie do for a living", "profile_attribute", [P, "oswin-intro", N1]),
    q(c, "who is hephzibah", "profile_attribute", [P, "oswin-intro"]),
    q(c, "oswin's goal", "profile", [P]),
    q(c, "did ossie manage a whole game standing up", "yes_no", ["oswin-game", "oswin-game-coach", N2]),
    q(c, "how's ossie doing", "how_doing", ["oswin-game", "oswin-game-coach", "oswin-boxing", N2, weeks(c, "weight")]),
    q(c, "what did ossie's grandson say", "named", None, NEVER),
    q(c, "ossie's right eye", "possessive", None, NEVER),
    q(c, "is ossie on insulin", "yes_no", None, NEVER),
    q(c, "oswin's weight on christmas day", "numbers", None, NEVER),
    q(c, "ossie's glasses prescription", "possessive", None, NEVER),
    q(c, "ossie's torn shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "is oswin the one getting migraines", "yes_no", None, OTHER_CLIENT),
    q(c, "oswin ringers out of 40", "numbers", None, OTHER_CLIENT),
    q(c, "what did hepzie say about his thyroid", "named", None, OTHER_TRAINER),
    q(c, "ossie's parkinsons", "possessive", None, OTHER_TRAINER),
    q(c, "oswin's steps this month", "health", None, OTHER_TRAINER),
    q(c, "what did hepzie say in october", "named", None, OTHER_PERIOD),
    q(c, "oswin's eye in july", "topic_period", None, OTHER_PERIOD),
    q(c, "ossie's hba1c in september", "numbers", None, OTHER_PERIOD),
    q(c, "oswin check in in december", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Myfanwy: Mirabel (dev) — her mum writes most of it
c = "mirabel"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
CB = ["mirabel-collarbone", "mirabel-collarbone-coach", "g-mirabel-collarbone", "mirabel-sling", N2, P, C1]
GF = ["mirabel-glandular", "mirabel-glandular-coach", "mirabel-clear", N2, P, C2]
QUESTIONS += [
    q(c, "what's blodwen said lately", "recency", ["mirabel-entered"], key="mi-mum"),
    q(c, "what's the open", "follow_up", ["mirabel-entered", N2, P], follow="mi-mum"),
    q(c, "anything that might get in the way", "follow_up", ["mirabel-entered", "mirabel-entered-coach"], follow="mi-mum"),
    q(c, "what did blodwen tell me about the glandular fever", "named", ["mirabel-glandular", "mirabel-clear"]),
    q(c, "what did mabs's mam say when she came off", "named", ["mirabel-collarbone"]),
    q(c, "what did her mum say on the bank holiday", "date_window", ["mirabel-bankhol"]),
    q(c, "what did mirabel's mother say when the sling came off", "named", ["mirabel-sling"]),
    q(c, "did the mum say when she can sail again", "yes_no", ["mirabel-clear"]),
    q(c, "what did blodwen ask me the first time", "named", ["mirabel-intro"]),
    q(c, "what does mabs text me herself", "named", ["mirabel-hiya", "mirabel-gust", "mirabel-halloween", "mirabel-back", "g-mirabel-collarbone"]),
    q(c, "mabs collarbone", "possessive", CB, key="mi-cb"),
    q(c, "which side", "follow_up", ["mirabel-collarbone", P], follow="mi-cb"),
    q(c, "how did she do it", "follow_up", ["mirabel-collarbone", P], follow="mi-cb"),
    q(c, "how long was she out of the yacht altogether", "follow_up", ["mirabel-sling", P], follow="mi-cb"),
    q(c, "where did they take her", "follow_up", ["mirabel-collarbone", P], follow="mi-cb"),
    q(c, "mirabel's glandular fever", "possessive", GF),
    q(c, "how many hours was mabs sleeping with the glandular", "numbers", ["mirabel-glandular", C2]),
    q(c, "how long off school", "numbers", ["mirabel-glandular", N2, P]),
    q(c, "mabs colarbone", "misspelling", CB[:4]),
    q(c, "mirabel glandula fever", "misspelling", GF[:3] + [P]),
    q(c, "mirabels broken shoulder bone", "paraphrase", CB[:4] + [P]),
    q(c, "mabs wiped out in october", "paraphrase", ["mirabel-glandular", C2]),
    q(c, "what did i say to blodwen about her spleen", "coach_reply", ["mirabel-glandular-coach"]),
    q(c, "what did i say when she broke it", "coach_reply", ["mirabel-collarbone-coach"]),
    q(c, "what did i reply about the march race", "coach_reply", ["mirabel-entered-coach"]),
    q(c, "is mabs back on the beach", "recency", ["mirabel-back", N2]),
    q(c, "is she allowed anything rough yet", "yes_no", ["mirabel-clear"]),
    q(c, "was it her right collarbone", "yes_no", ["mirabel-collarbone", P]),
    q(c, "was mabs at the bank holiday session", "yes_no", ["mirabel-bankhol"]),
    q(c, "did mabs go out on halloween", "yes_no", ["mirabel-halloween"]),
    q(c, "what did mirabel say on 29 july", "date_window", ["mirabel-gust"]),
    q(c, "mabs in august", "topic_period", ["mirabel-collarbone", "mirabel-collarbone-coach", "g-mirabel-collarbone", "mirabel-bankhol", C1]),
    q(c, "mirabel in december", "topic_period", ["mirabel-back", "mirabel-entered", "mirabel-entered-coach", N2]),
    q(c, "my december note on mabs", "note", [N2]),
    q(c, "what did i write about her steering", "note", [N1]),
    q(c, "mabs stress in the sling check-in", "checkin", [C1]),
    q(c, "how much was she sleeping in the october check in", "checkin", [C2]),
    q(c, "which school is mabs at", "profile_attribute", [P]),
    q(c, "how old is mirabel", "profile_attribute", [P, "mirabel-intro", N1]),
    q(c, "mirabel's goal", "profile", [P]),
    q(c, "how's mabs", "how_doing", ["mirabel-back", "mirabel-entered", "mirabel-entered-coach", N2]),
    q(c, "what did mabs's nan say", "named", None, NEVER),
    q(c, "has mabs had her tonsils out", "yes_no", None, NEVER),
    q(c, "mabs right collarbone", "possessive", None, NEVER),
    q(c, "mirabel's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "did mabs need a cast", "yes_no", None, NEVER),
    q(c, "mabs back trouble", "possessive", None, OTHER_CLIENT),
    q(c, "mirabel's thyroid", "possessive", None, OTHER_CLIENT),
    q(c, "mabs bp", "health", None, OTHER_CLIENT),
    q(c, "was it mabs who got concussed", "yes_no", None, OTHER_TRAINER),
    q(c, "mirabel's panic attacks", "possessive", None, OTHER_TRAINER),
    q(c, "what did blodwen say about the eardrum", "named", None, OTHER_TRAINER),
    q(c, "mabs glandular fever in august", "topic_period", None, OTHER_PERIOD),
    q(c, "what did blodwen say in july about the collarbone", "named", None, OTHER_PERIOD),
    q(c, "mirabel's collarbone in november", "topic_period", None, OTHER_PERIOD),
    q(c, "mirabel check in in november", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Myfanwy: Iolo (test) — tells the group chat more than his coach
c = "iolo"
N1, N2 = notes(c); (C1,) = cis(c)
TR = "tr-myfanwy-iolo-19900814"
P = profile(c)
BACK = ["iolo-eluned", "iolo-eluned-coach", "g-iolo-disc", "g-iolo-catcamel", TR, "iolo-back", "g-iolo-firstrun", N2, P, C1]
BP = ["iolo-intro", "iolo-bp", "iolo-bp-coach", "g-iolo-bp", N1, N2, "goal-myfanwy-iolo-bp", weeks(c, "systolic_bp")]
QUESTIONS += [
    q(c, "what's yol been telling the group", "named", ["g-iolo-ankles", "g-iolo-disc", "g-iolo-catcamel", "g-iolo-firstrun", "g-iolo-thatcher", "g-iolo-bp"]),
    q(c, "did iolo say anything about side effects from his tablets", "yes_no", ["g-iolo-ankles"]),
    q(c, "which leg did yol say the nerve goes down", "named", ["g-iolo-disc"]),
    q(c, "what exercise has the physio got iolo doing", "named", ["g-iolo-catcamel"]),
    q(c, "when was iolo's first run back", "named", ["g-iolo-firstrun", "iolo-back", N2]),
    q(c, "what did yol post in the group the day maggie went", "date_window", ["g-iolo-thatcher"]),
    q(c, "what bp did he put in the group in december", "numbers", ["g-iolo-bp"]),
    q(c, "iolo's back", "possessive", BACK, key="io-back"),
    q(c, "what did the gp call it", "follow_up", ["iolo-eluned", P, N2], follow="io-back"),
    q(c, "how did he do it", "follow_up", ["iolo-eluned", P], follow="io-back"),
    q(c, "what did eluned say the physio told him on the call", "follow_up", [TR], follow="io-back"),
    q(c, "is it better now", "follow_up", ["iolo-back", "g-iolo-firstrun", N2], follow="io-back"),
    q(c, "iolo slipped disk", "misspelling", ["iolo-eluned", "g-iolo-disc", P, N2]),
    q(c, "yol's bad back from the cockles", "paraphrase", ["iolo-eluned", P]),
    q(c, "what did yol say it felt like on the phone", "transcript", [TR]),
    q(c, "how's he meant to sleep with it", "transcript", [TR]),
    q(c, "iolo's blood pressure", "health", BP, key="io-bp"),
    q(c, "what tablet", "follow_up", ["iolo-amlodipine", P], follow="io-bp"),
    q(c, "did he reach the goal", "follow_up", ["goal-myfanwy-iolo-bp", "iolo-bp", "iolo-bp-coach", weeks(c, "systolic_bp")], follow="io-bp"),
    q(c, "how much has his systolic come down since july", "numbers", ["iolo-intro", "iolo-bp", N1, N2]),
    q(c, "iolo's bp in q3", "topic_period", ["iolo-intro", N1] + span(c, "systolic_bp", "1990-07-01", "1990-09-30")),
    q(c, "iolo amlodopine", "misspelling", ["iolo-amlodipine", P]),
    q(c, "what did eluned tell me", "named", ["iolo-eluned"]),
    q(c, "what did i say to eluned", "coach_reply", ["iolo-eluned-coach"]),
    q(c, "iolo in august", "topic_period", ["g-iolo-disc", "g-iolo-catcamel", TR, C1]),
    q(c, "yol's back check in", "checkin", [C1]),
    q(c, "my december note on iolo", "note", [N2]),
    q(c, "what's iolo do for work", "profile_attribute", [P, "iolo-intro", N1]),
    q(c, "iolo's goal", "profile", [P]),
    q(c, "how's yol doing", "how_doing", ["iolo-bp", "iolo-bp-coach", N2, weeks(c, "systolic_bp")]),
    q(c, "is yol back on the beach", "recency", ["iolo-back", "g-iolo-firstrun", N2]),
    q(c, "has iolo had an mri on his back", "yes_no", None, NEVER),
    q(c, "iolo's neck", "possessive", None, NEVER),
    q(c, "what did yol say in the group about his diet", "named", None, NEVER),
    q(c, "iolo's bp on boxing day", "numbers", None, NEVER),
    q(c, "iolo's bunion", "possessive", None, OTHER_CLIENT),
    q(c, "iolo's collarbone", "possessive", None, OTHER_CLIENT),
    q(c, "iolo's tsh", "numbers", None, OTHER_CLIENT),
    q(c, "yol's hernia", "possessive", None, OTHER_TRAINER),
    q(c, "was it iolo whose heel hurt on the pontoon", "yes_no", None, OTHER_TRAINER),
    q(c, "what did iolo put in the group about gout", "named", None, OTHER_TRAINER),
    q(c, "iolo's back in november", "topic_period", None, OTHER_PERIOD),
    q(c, "what did eluned say in october", "named", None, OTHER_PERIOD),
    q(c, "what did yol tell the group in november about his back", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Myfanwy: Ceridwen (test) — mostly asked yes or no
c = "ceridwen"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TSH = ["ceridwen-thyroid", "ceridwen-tsh", N2, lab(c, "19900821"), lab(c, "19901127")]
FOOT = ["ceridwen-bunion", "ceridwen-op", "ceridwen-op-coach", "g-ceridwen-bunion", "ceridwen-steps", N2, P, C2]
QUESTIONS += [
    q(c, "is ceri on thyroid tablets", "yes_no", ["ceridwen-thyroid", "ceridwen-taliesin", P, N2]),
    q(c, "is her thyroid overactive", "yes_no", ["ceridwen-thyroid", P, N2]),
    q(c, "did they up the dose", "yes_no", ["ceridwen-taliesin", P, N2]),
    q(c, "is her tsh normal now", "yes_no", ["ceridwen-tsh", lab(c, "19901127")]),
    q(c, "was it the left foot they did", "yes_no", ["ceridwen-op", "ceridwen-bunion", P]),
    q(c, "can ceridwen walk on the sand yet", "yes_no", ["ceridwen-op", "ceridwen-op-coach", P]),
    q(c, "did ceri hit 6000 steps", "yes_no", ["ceridwen-steps", "ceridwen-steps-coach", N2, weeks(c, "steps")]),
    q(c, "has taliesin been in touch", "yes_no", ["ceridwen-taliesin"]),
    q(c, "was her hair falling out", "yes_no", ["ceridwen-tired"]),
    q(c, "did ceridwen watch the proms", "yes_no", ["ceridwen-proms"]),
    q(c, "is ceri still crewing", "recency", ["ceridwen-op-coach", "g-ceridwen-bunion"]),
    q(c, "does ceri take the levothyroxine with breakfast", "yes_no", ["ceridwen-thyroid"]),
    q(c, "ceridwen's thyroid", "possessive", ["ceridwen-tired", "ceridwen-thyroid", "ceridwen-thyroid-coach", "ceridwen-taliesin", "ceridwen-tsh", N2, P, C1], key="ce-thy"),
    q(c, "what dose is she on now", "follow_up", ["ceridwen-taliesin", P, N2], follow="ce-thy"),
    q(c, "and what was her tsh at the start", "follow_up", ["ceridwen-thyroid", lab(c, "19900821")], follow="ce-thy"),
    q(c, "ceri tsh", "numbers", TSH),
    q(c, "how far did her tsh drop", "numbers", TSH),
    q(c, "ceridwen levothyroxin", "misspelling", ["ceridwen-thyroid", "ceridwen-taliesin", P]),
    q(c, "ceri bunyon", "misspelling", FOOT[:4] + [P]),
    q(c, "ceri's sluggish gland", "paraphrase", ["ceridwen-thyroid", P, N2]),
    q(c, "ceri always cold and worn out", "paraphrase", ["ceridwen-tired"]),
    q(c, "ceridwen's foot", "named", FOOT),
    q(c, "where was ceri's op", "named", ["ceridwen-op", P]),
    q(c, "what did i say about the two-seater after the op", "coach_reply", ["ceridwen-op-coach"]),
    q(c, "what did i tell ceri about session length", "coach_reply", ["ceridwen-thyroid-coach"]),
    q(c, "what did taliesin say", "named", ["ceridwen-taliesin"]),
    q(c, "ceri's steps", "health", ["ceridwen-intro", "ceridwen-steps", N1, N2, weeks(c, "steps")]),
    q(c, "how many more steps a day than july", "numbers", ["ceridwen-intro", "ceridwen-steps", N1, N2]),
    q(c, "ceri steps in september", "topic_period", span(c, "steps", "1990-09-01", "1990-09-30")),
    q(c, "ceridwen in november", "topic_period", ["ceridwen-op", "ceridwen-op-coach", "g-ceridwen-bunion", "ceridwen-tsh", C2]),
    q(c, "ceri the night of the proms", "date_window", ["ceridwen-proms"]),
    q(c, "what came in from ceridwen on 27 sept", "date_window", ["ceridwen-bunion"]),
    q(c, "ceri foot check in", "checkin", [C2]),
    q(c, "how much was she sleeping in august, check in", "checkin", [C1]),
    q(c, "first note on ceri", "note", [N1]),
    q(c, "what was ceri's job", "profile_attribute", [P, "ceridwen-intro", N1]),
    q(c, "ceridwen's goal", "profile", [P]),
    q(c, "how's ceri", "how_doing", ["ceridwen-steps", "ceridwen-steps-coach", N2, weeks(c, "steps")]),
    q(c, "is ceri diabetic", "yes_no", None, OTHER_TRAINER),
    q(c, "did ceri have a bone scan", "yes_no", None, NEVER),
    q(c, "has ceridwen had her left foot done too", "yes_no", None, NEVER),
    q(c, "ceri's steps on halloween", "numbers", None, NEVER),
    q(c, "did ceridwen's niece text me", "yes_no", None, NEVER),
    q(c, "is ceri on amlodipine", "yes_no", None, OTHER_CLIENT),
    q(c, "ceri's bp", "health", None, OTHER_CLIENT),
    q(c, "did ceri have glandular fever", "yes_no", None, OTHER_CLIENT),
    q(c, "is ceridwen anaemic", "yes_no", None, OTHER_TRAINER),
    q(c, "ceri's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "has ceri got parkinson's", "yes_no", None, OTHER_TRAINER),
    q(c, "ceri's foot in august", "topic_period", None, OTHER_PERIOD),
    q(c, "ceridwen's thyroid in july", "topic_period", None, OTHER_PERIOD),
    q(c, "what did taliesin say in december", "named", None, OTHER_PERIOD),
    q(c, "ceri check in in october", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Reginald: Benedict (test) — one long thread of follow-ups
c = "benedict"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-reginald-benedict-19900716"
P = profile(c)
HEAD = ["benedict-concussion", "benedict-concussion-coach", "benedict-nerys", TR, "g-benedict-concussion", "benedict-foggy", N2, P, C1]
EAR = ["benedict-ear", "benedict-eardrum", "benedict-eardrum-coach", "benedict-healed", N2, N3, P, C2]
QUESTIONS += [
    q(c, "benny's crash in july", "topic_period", HEAD[:6] + [C1], key="be-head"),
    q(c, "how fast was he going", "follow_up", ["benedict-concussion"], follow="be-head"),
    q(c, "was he knocked out", "follow_up", ["benedict-concussion"], follow="be-head"),
    q(c, "where did they take him", "follow_up", ["benedict-concussion", P], follow="be-head"),
    q(c, "how long off work", "follow_up", ["benedict-concussion", P], follow="be-head"),
    q(c, "and the sickness, what did nerys say", "follow_up", ["benedict-nerys"], follow="be-head"),
    q(c, "what were the rules on the call", "follow_up", [TR], follow="be-head"),
    q(c, "could he drive the boat the next weekend", "follow_up", [TR], follow="be-head"),
    q(c, "when did the headache go", "follow_up", ["benedict-foggy"], follow="be-head"),
    q(c, "did they scan his head", "follow_up", None, NEVER, follow="be-head"),
    q(c, "benedict's ear", "named", EAR, key="be-ear"),
    q(c, "which one", "follow_up", ["benedict-ear", "benedict-eardrum", P, N2], follow="be-ear"),
    q(c, "how'd it happen", "follow_up", ["benedict-ear", P], follow="be-ear"),
    q(c, "what did the gp give him", "follow_up", ["benedict-eardrum", P], follow="be-ear"),
    q(c, "how long no ducking under", "follow_up", ["benedict-eardrum", P, N2], follow="be-ear"),
    q(c, "what did i tell him to wear", "follow_up", ["benedict-eardrum-coach"], follow="be-ear"),
    q(c, "is it healed", "follow_up", ["benedict-healed", N3], follow="be-ear"),
    q(c, "did he need grommets", "follow_up", None, NEVER, follow="be-ear"),
    q(c, "benny's rhr", "health", ["benedict-intro", "benedict-buoys", N1, N3, weeks(c, "resting_heart_rate")], key="be-rhr"),
    q(c, "what was it when he started", "follow_up", ["benedict-intro", N1] + span(c, "resting_heart_rate", "1990-07-02", "1990-07-08"), follow="be-rhr"),
    q(c, "and in october", "follow_up", span(c, "resting_heart_rate", "1990-10-01", "1990-10-31"), follow="be-rhr"),
    q(c, "benedict concusion", "misspelling", HEAD[:5] + [P]),
    q(c, "benny perferated ear drum", "misspelling", EAR[:3] + [P]),
    q(c, "benny's bang on the head", "paraphrase", HEAD[:5] + [P]),
    q(c, "benny's burst eardrum", "paraphrase", EAR[:3] + [P]),
    q(c, "what did nerys say in december", "named", ["benedict-buoys"]),
    q(c, "what did i say after the face plant", "coach_reply", ["benedict-concussion-coach"]),
    q(c, "what did benny say his head felt like on the phone", "transcript", [TR]),
    q(c, "benny in september", "topic_period", ["benedict-ear", "benedict-eardrum", "benedict-eardrum-coach", N2, C2]),
    q(c, "benedict on the scottish bank holiday", "date_window", ["benedict-bankhol"]),
    q(c, "what did benny say about the tunnel", "date_window", ["benedict-tunnel"]),
    q(c, "my september note on benny", "note", [N2]),
    q(c, "benedict check in july", "checkin", [C1]),
    q(c, "where does benny work", "profile_attribute", [P, "benedict-intro", N1]),
    q(c, "benedict's goal", "profile", [P]),
    q(c, "has benny done six buoys", "yes_no", ["benedict-buoys", "benedict-buoys-coach", N3]),
    q(c, "how's benny", "how_doing", ["benedict-buoys", "benedict-buoys-coach", N3, weeks(c, "resting_heart_rate")]),
    q(c, "benny's right ear", "possessive", None, NEVER),
    q(c, "benny's weight", "health", None, OTHER_CLIENT),
    q(c, "benny's skier's thumb", "possessive", None, OTHER_CLIENT),
    q(c, "benedict ferritin", "numbers", None, OTHER_CLIENT),
    q(c, "what did benny say about his tinnitus", "named", None, OTHER_TRAINER),
    q(c, "was it benny who broke his collarbone", "yes_no", None, OTHER_TRAINER),
    q(c, "benny's ear in july", "topic_period", None, OTHER_PERIOD),
    q(c, "benedict's head in november", "topic_period", None, OTHER_PERIOD),
    q(c, "what did nerys say in october", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Reginald: Perpetua (test) — logs her weight
c = "perpetua"
N1, N2 = notes(c); C1, C2, C3 = cis(c)
P = profile(c)
W = "weight"
FE = ["perpetua-ferritin", "perpetua-dec", N2, lab(c, "19900904"), lab(c, "19901204")]
QUESTIONS += [
    q(c, "pets weight", "health", ["perpetua-intro", "perpetua-hogmanay", N1, N2, "goal-reginald-perpetua-weight", weeks(c, W)], key="pe-wt"),
    q(c, "what did she weigh in at on hogmanay", "follow_up", ["perpetua-hogmanay", N2], follow="pe-wt"),
    q(c, "how much to go", "follow_up", ["perpetua-hogmanay", "goal-reginald-perpetua-weight", N2], follow="pe-wt"),
    q(c, "by when", "follow_up", ["goal-reginald-perpetua-weight"], follow="pe-wt"),
    q(c, "how many kilos has perpetua lost since july", "numbers", ["perpetua-intro", "perpetua-hogmanay", N1, N2]),
    q(c, "what was pets in stone when she started", "numbers", ["perpetua-intro", N1]),
    q(c, "perpetua's weight in september", "topic_period", ["perpetua-sep"] + span(c, W, "1990-09-01", "1990-09-30")),
    q(c, "what did she weigh mid october", "numbers", ["perpetua-oct"] + span(c, W, "1990-10-15", "1990-10-16")),
    q(c, "pets weight in q3", "topic_period", ["perpetua-intro", "perpetua-jul", "perpetua-aug", "perpetua-sep", N1] + span(c, W, "1990-07-01", "1990-09-30")),
    q(c, "how much did pets lose in the autumn", "numbers", ["perpetua-sep", "perpetua-rowland"] + span(c, W, "1990-09-01", "1990-11-30")),
    q(c, "what did rowland say she weighed", "named", ["perpetua-rowland"]),
    q(c, "perpetua ferritin", "numbers", FE, key="pe-fe"),
    q(c, "how low was it at first", "follow_up", ["perpetua-ferritin", lab(c, "19900904")], follow="pe-fe"),
    q(c, "and now", "follow_up", ["perpetua-dec", N2, lab(c, "19901204")], follow="pe-fe"),
    q(c, "what's she taking", "follow_up", ["perpetua-ferritin", P], follow="pe-fe"),
    q(c, "how many times a day", "follow_up", ["perpetua-ferritin", P], follow="pe-fe"),
    q(c, "is pets still anaemic", "recency", ["perpetua-dec", N2, lab(c, "19901204")]),
    q(c, "by how much did pets's iron go up", "numbers", FE),
    q(c, "pets anemia", "misspelling", ["perpetua-ferritin", "g-perpetua-anaemia", P, N2]),
    q(c, "perpetua's low iron", "paraphrase", ["perpetua-ferritin", "g-perpetua-anaemia", P, N2]),
    q(c, "side effects from pets's iron", "paraphrase", ["perpetua-oct"]),
    q(c, "pets heel", "possessive", ["perpetua-heel", "perpetua-heel-coach", "perpetua-aug", "perpetua-hogmanay", N2, P, C1]),
    q(c, "perpetua planter fasciitis", "misspelling", ["perpetua-heel", P, N2]),
    q(c, "which heel is it", "named", ["perpetua-heel", P, N2]),
    q(c, "what did i tell pets to do on the pontoon", "coach_reply", ["perpetua-heel-coach"]),
    q(c, "what did i say about the puffing", "coach_reply", ["perpetua-ferritin-coach"]),
    q(c, "what did perpetua manage on one ski", "named", ["perpetua-rowland", "perpetua-rowland-coach", N2, C3]),
    q(c, "pets in november", "topic_period", ["perpetua-rowland", "perpetua-rowland-coach", C3] + span(c, W, "1990-11-01", "1990-11-30")),
    q(c, "what did pets send on 14 august", "date_window", ["perpetua-aug"]),
    q(c, "perpetua on hogmanay", "date_window", ["perpetua-hogmanay", "perpetua-hogmanay-coach"]),
    q(c, "pets check ins", "checkin", [C1, C2, C3]),
    q(c, "her adherence in the november check-in", "checkin", [C3]),
    q(c, "my last note on pets", "note", [N2]),
    q(c, "what does perpetua do", "profile_attribute", [P, "perpetua-intro", N1]),
    q(c, "is pets told to avoid tea with meals", "profile_attribute", [P]),
    q(c, "perpetua's goal", "profile", [P]),
    q(c, "how's pets", "how_doing", ["perpetua-hogmanay", "perpetua-hogmanay-coach", N2, weeks(c, W)]),
    q(c, "pets weight on christmas day", "numbers", None, NEVER),
    q(c, "perpetua's b12", "numbers", None, NEVER),
    q(c, "pets right heel", "possessive", None, NEVER),
    q(c, "what did pets's sister say", "named", None, OTHER_CLIENT),
    q(c, "pets steps", "health", None, OTHER_CLIENT),
    q(c, "perpetua's eardrum", "possessive", None, OTHER_CLIENT),
    q(c, "pets hba1c", "numbers", None, OTHER_TRAINER),
    q(c, "pets tsh", "numbers", None, OTHER_TRAINER),
    q(c, "perpetua's bp", "health", None, OTHER_TRAINER),
    q(c, "pets ferritin in october", "numbers", None, OTHER_PERIOD),
    q(c, "perpetua's heel in october", "topic_period", None, OTHER_PERIOD),
    q(c, "what did rowland say in august", "named", None, OTHER_PERIOD),
    q(c, "pets weight in june", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Reginald: Ptolemy (dev) — threads, one step at a time
c = "ptolemy"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
ST = "steps"
THUMB = ["ptolemy-thumb", "ptolemy-splint", "ptolemy-splint-coach", "ptolemy-griselda", "g-ptolemy-thumb", "ptolemy-putty", N2, P, C1]
STONE = ["ptolemy-side", "ptolemy-stone", "ptolemy-stone-coach", N2, P, C2]
QUESTIONS += [
    q(c, "tolly's thumb", "possessive", THUMB, key="pt-th"),
    q(c, "which hand", "follow_up", ["ptolemy-thumb", "ptolemy-splint", P], follow="pt-th"),
    q(c, "how'd he do it", "follow_up", ["ptolemy-thumb"], follow="pt-th"),
    q(c, "is it broken", "follow_up", ["ptolemy-splint", P, N2], follow="pt-th"),
    q(c, "what did the clinic call it", "follow_up", ["ptolemy-splint", P], follow="pt-th"),
    q(c, "how long in the splint", "follow_up", ["ptolemy-splint", P, N2], follow="pt-th"),
    q(c, "was he off work", "follow_up", ["ptolemy-griselda"], follow="pt-th"),
    q(c, "why couldn't he work", "follow_up", ["ptolemy-griselda"], follow="pt-th"),
    q(c, "when did the splint come off", "follow_up", ["ptolemy-putty"], follow="pt-th"),
    q(c, "what's the physio given him for it", "follow_up", ["ptolemy-putty"], follow="pt-th"),
    q(c, "did he need an op on it", "follow_up", None, NEVER, follow="pt-th"),
    q(c, "tolly's kidney stone", "possessive", STONE, key="pt-st"),
    q(c, "which side", "follow_up", ["ptolemy-side", "ptolemy-stone", P], follow="pt-st"),
    q(c, "where did the pain go", "follow_up", ["ptolemy-side"], follow="pt-st"),
    q(c, "did he pass it", "follow_up", ["ptolemy-stone", P, N2], follow="pt-st"),
    q(c, "how much water now", "follow_up", ["ptolemy-stone", P], follow="pt-st"),
    q(c, "what did i say to that", "follow_up", ["ptolemy-stone-coach"], follow="pt-st"),
    q(c, "did they blast it with the shockwave thing", "follow_up", None, NEVER, follow="pt-st"),
    q(c, "tolly steps", "health", ["ptolemy-intro", "ptolemy-wake", N1, N2, "goal-reginald-ptolemy-steps", weeks(c, ST)], key="pt-steps"),
    q(c, "and when he started?", "follow_up", ["ptolemy-intro", N1] + span(c, ST, "1990-07-09", "1990-07-15"), follow="pt-steps"),
    q(c, "did he hit 10k", "follow_up", ["goal-reginald-ptolemy-steps", "ptolemy-wake", "ptolemy-wake-coach", N2, weeks(c, ST)], follow="pt-steps"),
    q(c, "what about while the thumb was in the splint", "follow_up", span(c, ST, "1990-08-13", "1990-09-24"), follow="pt-steps"),
    q(c, "how many more steps is tolly doing than in july", "numbers", ["ptolemy-intro", "ptolemy-wake", N1, N2]),
    q(c, "tollys skiers thum", "misspelling", THUMB[:3] + [P]),
    q(c, "tolly kidny stone", "misspelling", STONE[:2] + [P]),
    q(c, "tolly's bent-back thumb", "paraphrase", ["ptolemy-thumb", "ptolemy-splint"]),
    q(c, "the agony in tolly's side", "paraphrase", ["ptolemy-side", "ptolemy-stone"]),
    q(c, "what did griselda say", "named", ["ptolemy-griselda", "ptolemy-stone"]),
    q(c, "what did i say when he got the splint", "coach_reply", ["ptolemy-splint-coach"]),
    q(c, "tolly in august", "topic_period", ["ptolemy-thumb", "ptolemy-splint", "ptolemy-splint-coach", "ptolemy-griselda", "g-ptolemy-thumb", C1]),
    q(c, "what did tolly say about germany becoming one", "date_window", ["ptolemy-germany"]),
    q(c, "tolly after the penalties", "date_window", ["ptolemy-semi"]),
    q(c, "ptolemy on 3 dec", "date_window", ["ptolemy-wake", "ptolemy-wake-coach"]),
    q(c, "tolly check in november", "checkin", [C2]),
    q(c, "my last note on tolly", "note", [N2]),
    q(c, "what does tolly do at the distillery", "profile_attribute", [P, "ptolemy-intro", N1]),
    q(c, "tolly's goal", "profile", [P]),
    q(c, "has tolly crossed the wake yet", "yes_no", ["ptolemy-wake", "ptolemy-wake-coach", N2]),
    q(c, "how's tolly", "how_doing", ["ptolemy-wake", "ptolemy-wake-coach", N2, weeks(c, ST)]),
    q(c, "tolly's left thumb", "possessive", None, NEVER),
    q(c, "what did tolly's brother say", "named", None, NEVER),
    q(c, "tolly's steps on boxing day", "numbers", None, NEVER),
    q(c, "tolly's eardrum", "possessive", None, OTHER_CLIENT),
    q(c, "tolly ferritin", "numbers", None, OTHER_CLIENT),
    q(c, "tolly's concussion", "possessive", None, OTHER_CLIENT),
    q(c, "did tolly have his hernia done", "yes_no", None, OTHER_TRAINER),
    q(c, "tolly's gout", "possessive", None, OTHER_TRAINER),
    q(c, "ptolemy's thumb in november", "topic_period", None, OTHER_PERIOD),
    q(c, "tolly's kidney stone in august", "topic_period", None, OTHER_PERIOD),
    q(c, "what did griselda say in september", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Theodora: Leofric (test) — the second long saga, the hands
c = "leofric"
N1, N2, N3 = notes(c); C1, C2, C3 = cis(c)
P = profile(c)
HANDS = ["leofric-numb", "leofric-numb-coach", "leofric-splints", "leofric-zillah", "leofric-nets", "leofric-carpal", "leofric-carpal-coach",
         "g-leofric-carpal", "leofric-cortisone", "leofric-dec", N2, N3, P, C1, C2]
CTS = ["leofric-carpal", "g-leofric-carpal", N2, P]
TIN = ["leofric-tinnitus", "leofric-tinnitus-coach", N3, P, C3]
QUESTIONS += [
    q(c, "ric's hands, from the start", "named", HANDS),
    q(c, "what did the gp put it down to at first", "named", ["leofric-splints"]),
    q(c, "what did the nerve test show", "named", CTS),
    q(c, "where was the nerve test", "named", ["leofric-carpal", P]),
    q(c, "which hand's worse", "named", ["leofric-zillah", "leofric-carpal", N2, P]),
    q(c, "when's ric's op", "named", ["leofric-carpal", N2, P], key="le-op"),
    q(c, "which hand are they doing", "follow_up", ["leofric-carpal", P], follow="le-op"),
    q(c, "and the other one, what did they do for that", "follow_up", ["leofric-cortisone", N3], follow="le-op"),
    q(c, "did that help", "follow_up", ["leofric-cortisone", N3], follow="le-op"),
    q(c, "is he still numb at night", "recency", ["leofric-dec"]),
    q(c, "does ric wear splints", "yes_no", ["leofric-splints", "leofric-nets", N2, P]),
    q(c, "what did zillah say about his hands", "named", ["leofric-zillah"]),
    q(c, "leofric carpel tunnel", "misspelling", CTS),
    q(c, "ric's pins and needles", "paraphrase", ["leofric-numb", "leofric-nets"]),
    q(c, "ric's trapped nerve in his wrists", "paraphrase", CTS),
    q(c, "what did i say when he first told me about the numbness", "coach_reply", ["leofric-numb-coach"]),
    q(c, "what did i say after the nerve test", "coach_reply", ["leofric-carpal-coach"]),
    q(c, "ric's hands in august", "topic_period", ["leofric-splints", "leofric-zillah", C1]),
    q(c, "ric's hands over the summer", "topic_period", ["leofric-numb", "leofric-numb-coach", "leofric-splints", "leofric-zillah", C1]),
    q(c, "ric's carpal tunnel in october", "topic_period", ["leofric-carpal", "leofric-carpal-coach", "g-leofric-carpal", "leofric-cortisone", N2, C2]),
    q(c, "my october note on ric", "note", [N2]),
    q(c, "what's in my december note", "note", [N3]),
    q(c, "ric nerve test check in", "checkin", [C2]),
    q(c, "his sleep in the august check-in", "checkin", [C1]),
    q(c, "ric's ears", "named", TIN, key="le-tin"),
    q(c, "what did the gp say it's from", "follow_up", ["leofric-tinnitus"], follow="le-tin"),
    q(c, "when's the hearing test", "follow_up", ["leofric-tinnitus", P], follow="le-tin"),
    q(c, "what's he wearing on the boat", "follow_up", ["leofric-tinnitus", "leofric-tinnitus-coach", N3, P], follow="le-tin"),
    q(c, "leofric tinitus", "misspelling", ["leofric-tinnitus", N3, P]),
    q(c, "ric's kettle noise", "paraphrase", ["leofric-tinnitus"]),
    q(c, "leofric's weight", "health", ["leofric-intro", "leofric-dec", N1, N3, weeks(c, "weight")]),
    q(c, "how much has ric dropped", "numbers", ["leofric-intro", "leofric-dec", N1, N3]),
    q(c, "ric's weight in stone", "numbers", ["leofric-dec", N3, weeks(c, "weight")]),
    q(c, "what did zillah say at the fair", "named", ["leofric-clubs"]),
    q(c, "how many clubs did ric do at the christmas fair", "numbers", ["leofric-clubs", N3]),
    q(c, "ric on remembrance sunday", "date_window", ["leofric-remembrance"]),
    q(c, "what did ric send on 20 october", "date_window", ["leofric-cortisone"]),
    q(c, "what does ric do", "profile_attribute", [P, "leofric-intro", N1]),
    q(c, "leofric's goal", "profile", [P]),
    q(c, "how's ric getting on", "how_doing", ["leofric-clubs", "leofric-clubs-coach", "leofric-dec", N3, weeks(c, "weight")]),
    q(c, "has ric had his right hand done yet", "yes_no", ["leofric-carpal", N2, P]),
    q(c, "is ric on painkillers for his hands", "yes_no", None, NEVER),
    q(c, "what did ric's dad say", "named", None, OTHER_CLIENT),
    q(c, "ric's anxiety", "possessive", None, OTHER_CLIENT),
    q(c, "leofric's rhr", "health", None, OTHER_CLIENT),
    q(c, "ric's hernia", "possessive", None, OTHER_CLIENT),
    q(c, "leofric's eardrum", "possessive", None, OTHER_TRAINER),
    q(c, "did ric break his thumb", "yes_no", None, OTHER_TRAINER),
    q(c, "ric's cholesterol", "numbers", None, NEVER),
    q(c, "did they operate on ric's left hand", "yes_no", None, NEVER),
    q(c, "ric's ears in september", "topic_period", None, OTHER_PERIOD),
    q(c, "what did zillah say in october", "named", None, OTHER_PERIOD),
    q(c, "ric check in july", "checkin", None, OTHER_PERIOD),
    q(c, "ric's weight on halloween", "numbers", None, NEVER),
]
# ---------------------------------------------------------------- Theodora: Honoria (dev) — says more to the group than to me
c = "honoria"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
RHR = "resting_heart_rate"
ANX = ["honoria-quentin", "honoria-quentin-coach", "g-honoria-racing", "g-honoria-pills", "g-honoria-month", N2, P, C1]
QUESTIONS += [
    q(c, "what's norrie been posting in the group", "named", ["g-honoria-ten", "g-honoria-racing", "g-honoria-pills", "g-honoria-wrist", "g-honoria-thatcher", "g-honoria-month"]),
    q(c, "did norrie tell the group about her heart racing", "yes_no", ["g-honoria-racing"]),
    q(c, "what did she say the pills do", "named", ["g-honoria-pills"]),
    q(c, "is she coming off the propranolol", "recency", ["g-honoria-month"]),
    q(c, "when did norrie say she'd stop the tablets", "named", ["g-honoria-month"]),
    q(c, "has norrie had a panic attack lately", "recency", ["g-honoria-month", N2]),
    q(c, "what did norrie post when thatcher went", "date_window", ["g-honoria-thatcher"]),
    q(c, "how many catches did norrie brag about in july", "numbers", ["g-honoria-ten"]),
    q(c, "norrie's anxiety", "possessive", ANX, key="ho-anx"),
    q(c, "who told me about it", "follow_up", ["honoria-quentin"], follow="ho-anx"),
    q(c, "does she know i know", "follow_up", ["honoria-quentin", "honoria-quentin-coach"], follow="ho-anx"),
    q(c, "what's she on", "follow_up", ["honoria-quentin", "g-honoria-pills", P, N2], follow="ho-anx"),
    q(c, "and where's the counsellor", "follow_up", ["honoria-quentin", P], follow="ho-anx"),
    q(c, "honoria proprananol", "misspelling", ["honoria-quentin", "g-honoria-pills", "g-honoria-month", P]),
    q(c, "norries panick attacks", "misspelling", ANX[:3] + [P]),
    q(c, "norrie's nerves", "paraphrase", ANX[:4] + [P, N2]),
    q(c, "what did quentin say", "named", ["honoria-quentin"]),
    q(c, "what did i promise her dad", "coach_reply", ["honoria-quentin-coach"]),
    q(c, "norrie's wrist", "possessive", ["honoria-wrist", "g-honoria-wrist", N2, P]),
    q(c, "how did she hurt it", "named", ["honoria-wrist", P]),
    q(c, "norrie's wrist support, how long", "numbers", ["honoria-wrist", P]),
    q(c, "is it her left wrist", "yes_no", ["honoria-wrist", P, N2]),
    q(c, "norrie rhr", "health", ["honoria-intro", "honoria-rhr", N1, N2, "goal-theodora-honoria-rhr", weeks(c, RHR)], key="ho-rhr"),
    q(c, "did she make her target", "follow_up", ["goal-theodora-honoria-rhr", "honoria-rhr", "honoria-rhr-coach", N2, weeks(c, RHR)], follow="ho-rhr"),
    q(c, "norrie's rhr in september", "topic_period", span(c, RHR, "1990-09-01", "1990-09-30")),
    q(c, "how much has her resting hr fallen", "numbers", ["honoria-intro", "honoria-rhr", N1, N2]),
    q(c, "what did i say when she hit 72", "coach_reply", ["honoria-rhr-coach"]),
    q(c, "norrie in september", "topic_period", ["honoria-quentin", "honoria-quentin-coach", "g-honoria-pills", C1] + span(c, RHR, "1990-09-01", "1990-09-30")),
    q(c, "norrie's check-in stress", "checkin", [C1]),
    q(c, "first note on norrie", "note", [N1]),
    q(c, "what's norrie studying", "profile_attribute", [P, "honoria-intro", N1]),
    q(c, "is norrie vegan", "profile_attribute", [P]),
    q(c, "honoria's goal", "profile", [P]),
    q(c, "how's norrie", "how_doing", ["honoria-rhr", "honoria-rhr-coach", "g-honoria-month", N2, weeks(c, RHR)]),
    q(c, "what did norrie's gran say", "named", None, NEVER),
    q(c, "norrie's asthma", "possessive", None, NEVER),
    q(c, "norrie's rhr on boxing day", "numbers", None, NEVER),
    q(c, "has norrie been to a&e", "yes_no", None, NEVER),
    q(c, "norrie's carpal tunnel", "possessive", None, OTHER_CLIENT),
    q(c, "did norrie post about her hernia", "yes_no", None, OTHER_CLIENT),
    q(c, "honoria's weight", "health", None, OTHER_CLIENT),
    q(c, "norrie's thumb splint", "possessive", None, OTHER_TRAINER),
    q(c, "what did norrie say about her migraines", "named", None, OTHER_TRAINER),
    q(c, "norrie steps", "health", None, OTHER_TRAINER),
    q(c, "norrie's anxiety in july", "topic_period", None, OTHER_PERIOD),
    q(c, "norrie's wrist in august", "topic_period", None, OTHER_PERIOD),
    q(c, "what did quentin say in november", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Theodora: Wystan (dev) — yes or no, and what I wrote down
c = "wystan"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-theodora-wystan-19901019"
P = profile(c)
PD = ["wystan-shake", "wystan-keziah", "wystan-parkinsons", "wystan-parkinsons-coach", "g-wystan-parkinsons", TR, "wystan-clocks", N2, P, C1]
HER = ["wystan-lump", "wystan-hernia", "wystan-hernia-coach", N2, P, C2]
QUESTIONS += [
    q(c, "has wys got parkinson's", "yes_no", ["wystan-parkinsons", "g-wystan-parkinsons", N2, P]),
    q(c, "is it his left hand that shakes", "yes_no", ["wystan-shake"]),
    q(c, "did the gp send him to a specialist", "yes_no", ["wystan-keziah"]),
    q(c, "is he on tablets for it", "yes_no", ["wystan-parkinsons", P, N2]),
    q(c, "can wys take his tablet with his milk", "yes_no", [TR]),
    q(c, "is wys allowed to drive to the hall", "yes_no", [TR]),
    q(c, "has wystan had the hernia fixed", "yes_no", ["wystan-hernia", N2, P]),
    q(c, "was it on the right", "yes_no", ["wystan-lump", P, N2]),
    q(c, "can he lift the clubs bag", "yes_no", ["wystan-hernia", "wystan-hernia-coach", P]),
    q(c, "did wys manage a minute", "yes_no", ["wystan-cascade", "wystan-cascade-coach", N2]),
    q(c, "did keziah get him anything for christmas", "yes_no", ["wystan-christmas"]),
    q(c, "is wys in a walking group", "yes_no", [TR]),
    q(c, "wystan's parkinsons", "possessive", PD, key="wy-pd"),
    q(c, "who diagnosed it", "follow_up", ["wystan-parkinsons", P], follow="wy-pd"),
    q(c, "when", "follow_up", ["wystan-parkinsons", P, N2], follow="wy-pd"),
    q(c, "how many times a day does he take it", "follow_up", ["wystan-parkinsons", P], follow="wy-pd"),
    q(c, "wys parkinsons tablets co careldopa", "misspelling", ["wystan-parkinsons", P, N2]),
    q(c, "wystan parkinsonz", "misspelling", PD[:5] + [P]),
    q(c, "wys's tremor", "paraphrase", ["wystan-shake", "wystan-keziah", "wystan-parkinsons"]),
    q(c, "what did keziah say on the phone about the tablets", "transcript", [TR]),
    q(c, "what did wys say his hand felt like", "transcript", [TR]),
    q(c, "wystan's hernia", "possessive", HER),
    q(c, "wys's rupture", "paraphrase", ["wystan-lump", "wystan-hernia", P]),
    q(c, "wystan hernea", "misspelling", HER[:2] + [P]),
    q(c, "what did keziah tell me", "named", ["wystan-keziah", "wystan-parkinsons", "wystan-hernia"]),
    q(c, "what did i say to keziah about the cascade", "coach_reply", ["wystan-parkinsons-coach"]),
    q(c, "what did i say after the hernia op", "coach_reply", ["wystan-hernia-coach"]),
    q(c, "what did i write about wys when he started", "note", [N1]),
    q(c, "my december note on wys", "note", [N2]),
    q(c, "what did i note about his weight", "note", [N1, N2]),
    q(c, "wys check in after the diagnosis", "checkin", [C1]),
    q(c, "wystan's check-in in december", "checkin", [C2]),
    q(c, "wystan's weight", "health", ["wystan-intro", "wystan-cascade", N1, N2, weeks(c, "weight")]),
    q(c, "how much weight has wys lost", "numbers", ["wystan-intro", "wystan-cascade", N1, N2]),
    q(c, "wys in october", "topic_period", ["wystan-parkinsons", "wystan-parkinsons-coach", "g-wystan-parkinsons", TR, "wystan-clocks", C1]),
    q(c, "wys on christmas day", "date_window", ["wystan-christmas"]),
    q(c, "what did wystan say when the clocks went back", "date_window", ["wystan-clocks"]),
    q(c, "what did wys drive", "profile_attribute", [P, "wystan-intro", N1]),
    q(c, "wystan's goal", "profile", [P]),
    q(c, "how's wys", "how_doing", ["wystan-cascade", "wystan-cascade-coach", N2, weeks(c, "weight")]),
    q(c, "is wys still on scarves", "recency", ["wystan-hernia-coach", "wystan-cascade"]),
    q(c, "has wys had a brain scan", "yes_no", None, NEVER),
    q(c, "is wys on blood pressure tablets", "yes_no", None, OTHER_TRAINER),
    q(c, "wystan's right groin", "possessive", None, NEVER),
    q(c, "did wys's nephew ring", "yes_no", None, NEVER),
    q(c, "wys's weight on boxing day", "numbers", None, NEVER),
    q(c, "has wys got tinnitus", "yes_no", None, OTHER_CLIENT),
    q(c, "wys wrist sprain", "possessive", None, OTHER_CLIENT),
    q(c, "does wys wear splints at night", "yes_no", None, OTHER_CLIENT),
    q(c, "is wys diabetic", "yes_no", None, OTHER_TRAINER),
    q(c, "wystan's kidney stone", "possessive", None, OTHER_TRAINER),
    q(c, "wys's hernia in september", "topic_period", None, OTHER_PERIOD),
    q(c, "wystan's shake in july", "topic_period", None, OTHER_PERIOD),
    q(c, "what did keziah say in november", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- a second pass per client, in that client's own vein
# (asked on another day of the week, so the shapes differ again: the saga clients by order and cause, the
# loggers by sums and units, the relatives' clients by who said what, the quiet ones by yes and no).
c = "eustace"; N1, N2, N3 = notes(c); C1, C2, C3 = cis(c); P = profile(c); TR = "tr-septimus-eustace-19901025"
QUESTIONS += [
    q(c, "was the jab before or after the physio said rotator cuff", "named", ["eustace-physio", "eustace-jab"]),
    q(c, "how many weeks from stace first saying stiff to the scan", "numbers", ["eustace-stiff", "eustace-scan"]),
    q(c, "what did the physio use on him", "named", ["eustace-physio"]),
    q(c, "did the gp ever say frozen shoulder for definite", "yes_no", ["eustace-frozen", "eustace-physio"]),
    q(c, "what did stace compare his shoulder to", "transcript", [TR]),
    q(c, "who's been texting me about stace apart from himself", "named", ["eustace-gout", "eustace-tryphena2"]),
    q(c, "what did stace say about the frost", "named", ["eustace-tryphena2"]),
    q(c, "what's stace not allowed to drink", "profile_attribute", [P, "eustace-gout"]),
    q(c, "stace's shoulder in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "what did the surgeon say about his neck", "named", None, NEVER),
    q(c, "stace's cholesterol", "numbers", None, NEVER),
    q(c, "has stace had a hip done", "yes_no", None, NEVER),
    q(c, "did stace go to a&e with the toe", "yes_no", None, NEVER),
    q(c, "stace's hay fever", "possessive", None, OTHER_CLIENT),
    q(c, "what's stace's hba1c", "numbers", None, OTHER_CLIENT),
    q(c, "has stace got a splint on his wrists", "yes_no", None, OTHER_TRAINER),
    q(c, "what did stace's mum text", "named", None, OTHER_TRAINER),
    q(c, "stace's anaemia", "possessive", None, OTHER_TRAINER),
]
c = "ursula"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "ursie's rhr in july", "topic_period", ["ursula-intro", "ursula-jul", N1] + span(c, "resting_heart_rate", "1990-07-01", "1990-07-31")),
    q(c, "what was ursie's rhr around the start of october", "numbers", span(c, "resting_heart_rate", "1990-10-01", "1990-10-07")),
    q(c, "ursie's ringers in august", "topic_period", ["ursula-aug"]),
    q(c, "how many more ringers in december than september", "numbers", ["ursula-sep", "ursula-dec", "ursula-goal", N2]),
    q(c, "how many migraines has ursie told me about altogether", "numbers", ["ursula-migraine", "ursula-migraine2", "ursula-caspar"]),
    q(c, "which month did ursie sleep least", "numbers", ["ursula-nov", C2]),
    q(c, "ursie rhr readings since the clocks changed", "health", ["ursula-clocks", "ursula-nov", "ursula-dec", "ursula-goal"] + span(c, "resting_heart_rate", "1990-10-28", "1990-12-31")),
    q(c, "is ursula's hay fever still going", "recency", ["ursula-sep"]),
    q(c, "what were ursula's two goals", "profile", [P]),
    q(c, "ursie's rhr on bonfire night", "numbers", span(c, "resting_heart_rate", "1990-11-05", "1990-11-05")),
    q(c, "ursula's rhr in january", "health", None, OTHER_PERIOD),
    q(c, "how many ringers did she get on halloween", "numbers", None, NEVER),
    q(c, "ursie's blood sugar", "numbers", None, OTHER_CLIENT),
    q(c, "ursie's weight in kg", "health", None, OTHER_CLIENT),
    q(c, "did ursie break anything", "yes_no", None, NEVER),
    q(c, "ursie's sleep in august check in", "checkin", None, OTHER_PERIOD),
    q(c, "ursula's ferritin levels", "numbers", None, OTHER_TRAINER),
    q(c, "ursie's hearing test", "named", None, OTHER_TRAINER),
    q(c, "has ursie had her eye done", "yes_no", None, OTHER_CLIENT),
]
c = "oswin"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "did hepzie say how he took the diabetes news", "yes_no", ["oswin-diabetes"]),
    q(c, "what did hepzie say about sugar in his tea", "named", ["oswin-diabetes"]),
    q(c, "did the daughter mention anything about a mince pie", "yes_no", ["oswin-boxing"]),
    q(c, "what did his daughter say when the optician saw him", "named", ["oswin-cataract"]),
    q(c, "hephzibah on 12 november", "date_window", ["oswin-op", "oswin-op-coach"]),
    q(c, "what's ossie meant to eat", "profile_attribute", [P, "oswin-diabetes"]),
    q(c, "how many ends does ossie last", "note", [N1]),
    q(c, "ossie's hba1c now vs july in mmol/mol", "numbers", [lab(c, "19900710"), lab(c, "19901211"), "oswin-diabetes", "oswin-hba1c", N2]),
    q(c, "what did ossie miss on the sunday", "named", ["oswin-misty"]),
    q(c, "oswin weight in q4", "topic_period", ["oswin-hba1c", N2] + span(c, "weight", "1990-10-01", "1990-12-31")),
    q(c, "what did hepzie say about his feet", "named", None, NEVER),
    q(c, "is ossie on statins", "yes_no", None, NEVER),
    q(c, "ossie's weight on the 1st of august", "numbers", None, NEVER),
    q(c, "what did hepzie say about his migraines", "named", None, OTHER_CLIENT),
    q(c, "ossie's left shoulder", "possessive", None, NEVER),
    q(c, "oswin's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "did ossie have a bunion op", "yes_no", None, OTHER_TRAINER),
    q(c, "what did hepzie say about his ears", "named", None, OTHER_TRAINER),
    q(c, "what did hepzie say in the summer about his eye", "named", ["oswin-misty"]),
    q(c, "ossie's cataract in september", "topic_period", ["oswin-cataract", "oswin-cataract-coach"]),
    q(c, "ossie's diabetes in october", "topic_period", None, OTHER_PERIOD),
]
c = "mirabel"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "did blodwen say she sulked", "yes_no", ["mirabel-bankhol"]),
    q(c, "who's been texting for mabs, her or her mam", "named", ["mirabel-intro", "mirabel-hiya", "mirabel-collarbone", "mirabel-glandular"]),
    q(c, "what did mabs say about her first fast run", "named", ["mirabel-gust"]),
    q(c, "mabs on halloween", "date_window", ["mirabel-halloween"]),
    q(c, "did she go as a witch", "yes_no", ["mirabel-halloween"]),
    q(c, "when's mabs got exams", "named", ["mirabel-entered"]),
    q(c, "how many weeks no yacht after the collarbone", "numbers", ["mirabel-sling", P]),
    q(c, "what's the deal with mabs and contact sport", "named", ["mirabel-clear", P]),
    q(c, "who watched from the car", "named", ["mirabel-back"]),
    q(c, "what did the doctor say about her spleen", "named", ["mirabel-glandular-coach", P]),
    q(c, "mabs in september", "topic_period", ["mirabel-sling"]),
    q(c, "mabs's sling in october", "topic_period", None, OTHER_PERIOD),
    q(c, "what did blodwen say on boxing day", "date_window", None, NEVER),
    q(c, "has mabs got asthma", "yes_no", None, NEVER),
    q(c, "mirabel's steps", "health", None, OTHER_CLIENT),
    q(c, "mabs's hair falling out", "paraphrase", None, OTHER_CLIENT),
    q(c, "mabs's eardrum", "possessive", None, OTHER_TRAINER),
    q(c, "did mabs have her wrist in a support", "yes_no", None, OTHER_TRAINER),
    q(c, "mabs's weight", "health", None, OTHER_TRAINER),
    q(c, "what did blodwen say about the glandular fever in july", "named", None, OTHER_PERIOD),
]
c = "iolo"; N1, N2 = notes(c); (C1,) = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "did iolo tell me or the group about his ankles", "named", ["g-iolo-ankles"]),
    q(c, "what did yol say about the gust at cefn sidan", "named", ["g-iolo-firstrun"]),
    q(c, "did iolo tell the group his bp was coming down", "yes_no", ["g-iolo-bp"]),
    q(c, "what's iolo said in the group since september", "topic_period", ["g-iolo-firstrun", "g-iolo-thatcher", "g-iolo-bp"]),
    q(c, "yol bp 142 or 138", "numbers", ["g-iolo-bp", "iolo-bp"]),
    q(c, "iolo's bp in november", "topic_period", span(c, "systolic_bp", "1990-11-01", "1990-11-30")),
    q(c, "when can yol go back to cockling, according to the call", "transcript", ["tr-myfanwy-iolo-19900814"]),
    q(c, "what's iolo meant to cut down on", "profile_attribute", [P]),
    q(c, "iolo's wife", "profile_attribute", [P, "iolo-eluned"]),
    q(c, "what did yol write in the group about his left leg", "named", None, NEVER),
    q(c, "iolo's bp on the day thatcher resigned", "numbers", None, NEVER),
    q(c, "did yol go to a&e with his back", "yes_no", None, NEVER),
    q(c, "iolo's thyroid", "possessive", None, OTHER_CLIENT),
    q(c, "did yol's mam text", "yes_no", None, OTHER_CLIENT),
    q(c, "iolo's cholesterol", "numbers", None, NEVER),
    q(c, "was it iolo who passed a stone", "yes_no", None, OTHER_TRAINER),
    q(c, "iolo's tremor", "possessive", None, OTHER_TRAINER),
    q(c, "what did yol say in the group in july about his back", "named", None, OTHER_PERIOD),
    q(c, "iolo check in december", "checkin", None, OTHER_PERIOD),
]
c = "ceridwen"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "was ceri's tsh high", "yes_no", ["ceridwen-thyroid", lab(c, "19900821")]),
    q(c, "is ceridwen in a surgical shoe", "yes_no", ["ceridwen-op", "ceridwen-steps", N2]),
    q(c, "did she sing along to the proms", "yes_no", ["ceridwen-proms"]),
    q(c, "has ceri got a son", "yes_no", [P, "ceridwen-taliesin", "ceridwen-intro"]),
    q(c, "did the gp refer her for the bunion", "yes_no", ["ceridwen-bunion"]),
    q(c, "was ceri nervous of speed", "yes_no", [N1]),
    q(c, "does ceri steer or crew", "named", ["ceridwen-intro-coach", P]),
    q(c, "what was ceri's tsh in november", "numbers", ["ceridwen-tsh", lab(c, "19901127")]),
    q(c, "ceri's steps over the summer", "topic_period", ["ceridwen-intro", N1] + span(c, "steps", "1990-07-01", "1990-08-31")),
    q(c, "has ceri had the bunion on the other foot done", "yes_no", None, NEVER),
    q(c, "is ceridwen on hrt", "yes_no", None, NEVER),
    q(c, "did ceri have the flu jab", "yes_no", None, NEVER),
    q(c, "ceri's back", "possessive", None, OTHER_CLIENT),
    q(c, "was ceri sleeping fifteen hours", "yes_no", None, OTHER_CLIENT),
    q(c, "is ceridwen on metformin", "yes_no", None, OTHER_TRAINER),
    q(c, "did ceri have a cortisone jab", "yes_no", None, OTHER_TRAINER),
    q(c, "ceri's tsh in october", "numbers", None, OTHER_PERIOD),
    q(c, "ceri's bunion in july", "topic_period", None, OTHER_PERIOD),
    q(c, "did ceri say anything on halloween", "yes_no", None, NEVER),
]
c = "benedict"; N1, N2, N3 = notes(c); C1, C2 = cis(c); P = profile(c); TR = "tr-reginald-benedict-19900716"
QUESTIONS += [
    q(c, "benny's mono", "named", ["benedict-intro", "benedict-concussion", "benedict-buoys", N1, N3, P], key="be-mono"),
    q(c, "what's he doing wrong on it", "follow_up", [N1], follow="be-mono"),
    q(c, "how many buoys now", "follow_up", ["benedict-buoys", N3, P], follow="be-mono"),
    q(c, "who told me", "follow_up", ["benedict-buoys"], follow="be-mono"),
    q(c, "did he fall off it in september too", "follow_up", ["benedict-ear"], follow="be-mono"),
    q(c, "benny's drink rule after the concussion", "transcript", [TR], key="be-tr"),
    q(c, "and telly?", "follow_up", [TR], follow="be-tr"),
    q(c, "when should he go back to hospital", "follow_up", [TR, "benedict-nerys"], follow="be-tr"),
    q(c, "did he listen about the boat", "follow_up", ["benedict-bankhol"], follow="be-tr"),
    q(c, "benny's rhr in december", "topic_period", ["benedict-buoys", N3] + span(c, "resting_heart_rate", "1990-12-01", "1990-12-31")),
    q(c, "benny's rhr on 14 july", "numbers", None, NEVER),
    q(c, "did benny get stitches", "yes_no", None, NEVER),
    q(c, "what did nerys say about his ear", "named", None, NEVER),
    q(c, "benny's iron tablets", "possessive", None, OTHER_CLIENT),
    q(c, "what did griselda say about benny", "named", None, OTHER_CLIENT),
    q(c, "benny's slipped disc", "possessive", None, OTHER_TRAINER),
    q(c, "benny's numb hands", "paraphrase", None, OTHER_TRAINER),
    q(c, "benedict check in november", "checkin", None, OTHER_PERIOD),
    q(c, "benny's ear in december", "topic_period", [N3]),
]
c = "perpetua"; N1, N2 = notes(c); C1, C2, C3 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "pets weight in pounds", "numbers", ["perpetua-hogmanay", N2, weeks(c, "weight")]),
    q(c, "how much did pets lose between august and september", "numbers", ["perpetua-aug", "perpetua-sep"]),
    q(c, "what did pets weigh the week she was told she's anaemic", "numbers", ["perpetua-ferritin"] + span(c, "weight", "1990-09-03", "1990-09-04")),
    q(c, "pets weight in december", "topic_period", ["perpetua-dec", "perpetua-hogmanay", N2] + span(c, "weight", "1990-12-01", "1990-12-31")),
    q(c, "is pets closer to 65 or 70", "numbers", ["perpetua-hogmanay", N2, weeks(c, "weight")]),
    q(c, "how much has pets lost a month on average", "numbers", ["perpetua-intro", "perpetua-hogmanay", N1, N2]),
    q(c, "ferritin normal range", "numbers", [lab(c, "19900904"), lab(c, "19901204")]),
    q(c, "pets sleep in the iron check in", "checkin", [C2]),
    q(c, "when did pets get told about the iron", "named", ["perpetua-ferritin", "perpetua-ferritin-coach"]),
    q(c, "pets weight on bonfire night", "numbers", span(c, "weight", "1990-11-05", "1990-11-05")),
    q(c, "pets weight on halloween", "numbers", None, NEVER),
    q(c, "pets cholesterol", "numbers", None, NEVER),
    q(c, "pets's vitamin d", "numbers", None, NEVER),
    q(c, "pets rhr", "health", None, OTHER_CLIENT),
    q(c, "pets steps in november", "health", None, OTHER_CLIENT),
    q(c, "pets hba1c in december", "numbers", None, OTHER_TRAINER),
    q(c, "pets systolic", "health", None, OTHER_TRAINER),
    q(c, "pets weight in may", "health", None, OTHER_PERIOD),
    q(c, "pets ferritin in july", "numbers", None, OTHER_PERIOD),
    q(c, "pets check in in october", "checkin", None, OTHER_PERIOD),
]
c = "ptolemy"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "tolly's sister", "named", ["ptolemy-griselda", "ptolemy-stone", P], key="pt-gr"),
    q(c, "what's her name again", "follow_up", [P, "ptolemy-griselda"], follow="pt-gr"),
    q(c, "what did she say in november", "follow_up", ["ptolemy-stone"], follow="pt-gr"),
    q(c, "and in august", "follow_up", ["ptolemy-griselda"], follow="pt-gr"),
    q(c, "what did i say back to her", "follow_up", ["ptolemy-stone-coach"], follow="pt-gr"),
    q(c, "tolly's wake", "named", ["ptolemy-intro", "ptolemy-wake", "ptolemy-wake-coach", N2, P], key="pt-wk"),
    q(c, "how many times", "follow_up", ["ptolemy-wake"], follow="pt-wk"),
    q(c, "what's his problem with the handle", "follow_up", [N1], follow="pt-wk"),
    q(c, "tolly steps in q3", "topic_period", ["ptolemy-intro", N1] + span(c, "steps", "1990-07-01", "1990-09-30")),
    q(c, "tolly steps on st andrew's day", "numbers", None, NEVER),
    q(c, "tolly's right kidney", "possessive", None, NEVER),
    q(c, "did tolly have an xray on his thumb", "yes_no", None, NEVER),
    q(c, "tolly's heel", "possessive", None, OTHER_CLIENT),
    q(c, "tolly's weight", "health", None, OTHER_CLIENT),
    q(c, "tolly's gallstones", "possessive", None, NEVER),
    q(c, "tolly's glandular fever", "possessive", None, OTHER_TRAINER),
    q(c, "tolly's thumb in december", "topic_period", [N2]),
    q(c, "what did griselda say in december", "named", None, OTHER_PERIOD),
    q(c, "tolly check in october", "checkin", None, OTHER_PERIOD),
]
c = "leofric"; N1, N2, N3 = notes(c); C1, C2, C3 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "how long between the numbness starting and the nerve test", "numbers", ["leofric-numb", "leofric-carpal"]),
    q(c, "which came first, the splints or the cortisone", "named", ["leofric-splints", "leofric-cortisone"]),
    q(c, "did the splints fix it", "yes_no", ["leofric-nets", "leofric-dec"]),
    q(c, "what did zillah say he's dropping", "named", ["leofric-zillah"]),
    q(c, "why does ric think his hands went", "named", ["leofric-splints"]),
    q(c, "ric's ears, what's causing it", "named", ["leofric-tinnitus"]),
    q(c, "ric's stress in the ears check-in", "checkin", [C3]),
    q(c, "ric weight in q3", "topic_period", ["leofric-intro", N1] + span(c, "weight", "1990-07-01", "1990-09-30")),
    q(c, "what's ric's mum called", "profile_attribute", [P, "leofric-zillah"]),
    q(c, "where does ric juggle", "named", ["leofric-intro-coach"]),
    q(c, "ric's ears in december", "topic_period", [N3]),
    q(c, "ric's weight on christmas day", "numbers", None, NEVER),
    q(c, "did ric have an mri on his wrists", "yes_no", None, NEVER),
    q(c, "did ric have a hearing aid fitted", "yes_no", None, NEVER),
    q(c, "ric's propranolol", "possessive", None, OTHER_CLIENT),
    q(c, "ric's hernia op", "possessive", None, OTHER_CLIENT),
    q(c, "ric's thyroid", "possessive", None, OTHER_TRAINER),
    q(c, "did ric tear a ligament in his thumb", "yes_no", None, OTHER_TRAINER),
    q(c, "what did zillah say in july", "named", None, OTHER_PERIOD),
    q(c, "ric's tinnitus in august", "topic_period", None, OTHER_PERIOD),
]
c = "honoria"; N1, N2 = notes(c); (C1,) = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "what did norrie say in the group in october", "topic_period", ["g-honoria-wrist"]),
    q(c, "did she tell the group about the counsellor", "yes_no", ["g-honoria-pills"]),
    q(c, "what did norrie say she thought was happening when her heart raced", "named", ["g-honoria-racing"]),
    q(c, "is norrie juggling one-handed", "recency", ["g-honoria-wrist", "honoria-wrist"]),
    q(c, "how many weeks since norrie's last panic attack", "numbers", ["g-honoria-month"]),
    q(c, "what day's norrie's counsellor", "named", ["honoria-quentin", P]),
    q(c, "norrie's rhr in q4", "topic_period", ["honoria-rhr", N2] + span(c, "resting_heart_rate", "1990-10-01", "1990-12-31")),
    q(c, "what did i write about norrie freezing", "note", [N1]),
    q(c, "norrie's december note", "note", [N2]),
    q(c, "did norrie post anything about thatcher", "yes_no", ["g-honoria-thatcher"]),
    q(c, "did norrie tell the group about her dad texting me", "yes_no", None, NEVER),
    q(c, "norrie's rhr on bonfire night", "numbers", span(c, "resting_heart_rate", "1990-11-05", "1990-11-05")),
    q(c, "norrie's inhaler", "possessive", None, NEVER),
    q(c, "did norrie break her wrist", "yes_no", None, NEVER),
    q(c, "norrie's tinnitus", "possessive", None, OTHER_CLIENT),
    q(c, "did norrie post about parkinson's", "yes_no", None, OTHER_CLIENT),
    q(c, "norrie's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "was norrie the one with the concussion", "yes_no", None, OTHER_TRAINER),
    q(c, "norrie's wrist in july", "topic_period", None, OTHER_PERIOD),
    q(c, "norrie's check in in november", "checkin", None, OTHER_PERIOD),
]
c = "wystan"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c); TR = "tr-theodora-wystan-19901019"
QUESTIONS += [
    q(c, "did keziah make him a chart", "yes_no", ["wystan-clocks"]),
    q(c, "does wys shake when he's moving or resting", "named", ["wystan-shake"]),
    q(c, "was the hernia op at bury st edmunds", "yes_no", ["wystan-hernia", P]),
    q(c, "did wys have to tell the licensing people", "yes_no", [TR]),
    q(c, "is wys's physio keen on the juggling", "yes_no", ["wystan-intro"]),
    q(c, "has wys got clubs now", "yes_no", ["wystan-christmas"]),
    q(c, "did wys post in the group about the parkinson's", "yes_no", ["g-wystan-parkinsons"]),
    q(c, "what did i note about his hands in july", "note", [N1]),
    q(c, "wystan's weight in december", "topic_period", ["wystan-cascade", N2] + span(c, "weight", "1990-12-01", "1990-12-31")),
    q(c, "wys's stress after the op", "checkin", [C2]),
    q(c, "did wys fall at the hall", "yes_no", None, NEVER),
    q(c, "is wys on levodopa injections", "yes_no", None, NEVER),
    q(c, "wys's weight on halloween", "numbers", None, NEVER),
    q(c, "did wys come off his bike", "yes_no", None, OTHER_CLIENT),
    q(c, "is wys waiting on a hearing test", "yes_no", None, OTHER_CLIENT),
    q(c, "wys's eye drops", "possessive", None, OTHER_TRAINER),
    q(c, "is wys's thyroid ok", "yes_no", None, OTHER_TRAINER),
    q(c, "wystan check in in august", "checkin", None, OTHER_PERIOD),
    q(c, "wys's parkinson's in july", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- a few more threads, where a coach would keep asking
c = "ursula"; N1, N2 = notes(c); C1, C2 = cis(c); P = profile(c)
QUESTIONS += [
    q(c, "ursie's night shifts", "paraphrase", ["ursula-nov", "ursula-caspar", "ursula-caspar-coach", C2], key="ur-ns"),
    q(c, "what did i change for her", "follow_up", ["ursula-caspar-coach"], follow="ur-ns"),
    q(c, "did she get any migraines in october", "follow_up", None, OTHER_PERIOD, follow="ur-ns"),
    q(c, "is she taking anything to sleep", "follow_up", None, NEVER, follow="ur-ns"),
]
c = "mirabel"; P = profile(c)
QUESTIONS += [
    q(c, "did she need an op on the collarbone", "follow_up", None, NEVER, follow="mi-cb"),
    q(c, "and the sling, when did that come off", "follow_up", ["mirabel-sling"], follow="mi-cb"),
]
c = "honoria"; N1, N2 = notes(c); P = profile(c)
QUESTIONS += [
    q(c, "what was it in july", "follow_up", ["honoria-intro", N1] + span(c, "resting_heart_rate", "1990-07-01", "1990-07-31"), follow="ho-rhr"),
    q(c, "and her blood pressure", "follow_up", None, OTHER_TRAINER, follow="ho-rhr"),
]
c = "wystan"; TR = "tr-theodora-wystan-19901019"
QUESTIONS += [
    q(c, "what did the neurologist say about his food", "follow_up", [TR], follow="wy-pd"),
    q(c, "has he had a brain scan for it", "follow_up", None, NEVER, follow="wy-pd"),
]
c = "leofric"; P = profile(c)
QUESTIONS += [
    q(c, "has he had the hearing test yet", "follow_up", ["leofric-tinnitus", P], follow="le-tin"),
    q(c, "is it one ear or both", "follow_up", ["leofric-tinnitus", P], follow="le-tin"),
    q(c, "was it there in the summer", "follow_up", None, OTHER_PERIOD, follow="le-tin"),
]
c = "ceridwen"
QUESTIONS += [
    q(c, "did the gp check her cholesterol too", "follow_up", None, NEVER, follow="ce-thy"),
]
c = "iolo"; N1, N2 = notes(c)
QUESTIONS += [
    q(c, "what was it in july", "follow_up", ["iolo-intro", N1] + span(c, "systolic_bp", "1990-07-01", "1990-07-31"), follow="io-bp"),
    q(c, "and what did he put in the group about it", "follow_up", ["g-iolo-bp"], follow="io-bp"),
]
c = "perpetua"
QUESTIONS += [
    q(c, "did she need an iron drip", "follow_up", None, NEVER, follow="pe-fe"),
    q(c, "what was she in october", "follow_up", ["perpetua-oct"] + span(c, "weight", "1990-10-01", "1990-10-31"), follow="pe-wt"),
]
c = "oswin"
QUESTIONS += [
    q(c, "are they doing the other eye", "follow_up", None, NEVER, follow="os-eye"),
]
QUESTIONS += [
    q("eustace", "was it stace whose thyroid was off", "yes_no", None, OTHER_TRAINER),
    q("ursula", "ursie's eye op in november", "topic_period", None, OTHER_CLIENT),
    q("oswin", "what did hepzie say about his back", "named", None, OTHER_TRAINER),
    q("mirabel", "mabs's blood pressure pills", "possessive", None, OTHER_CLIENT),
    q("iolo", "iolo's glandular fever", "possessive", None, OTHER_CLIENT),
    q("ceridwen", "ceri's check in in july", "checkin", None, OTHER_PERIOD),
    q("benedict", "did benny pass a kidney stone", "yes_no", None, OTHER_CLIENT),
    q("perpetua", "pets's shoulder op", "possessive", None, OTHER_TRAINER),
    q("ptolemy", "what did tolly say about faldo", "date_window", None, NEVER),
    q("leofric", "ric's clubs at the fair in october", "topic_period", None, OTHER_PERIOD),
    q("honoria", "norrie's collar bone", "misspelling", None, OTHER_TRAINER),
    q("wystan", "wys's knee", "possessive", None, NEVER),
    q("benedict", "benny's ear in august", "topic_period", None, OTHER_PERIOD),
    q("ptolemy", "what did tolly's uncle say", "named", None, NEVER),
]
# ---------------------------------------------------------------- across a trainer's clients
p = profile
QUESTIONS += [
    B(SE, "whose shoulder's torn", "cross_client", ["eustace-scan", "g-eustace-shoulder", notes("eustace")[1], p("eustace")], about="eustace"),
    B(SE, "which of my quoits lot gets migraines", "cross_client", ["ursula-migraine", "g-ursula-migraine", p("ursula")], about="ursula"),
    B(SE, "anyone on the green diabetic", "cross_client", ["oswin-diabetes", p("oswin"), notes("oswin")[1]], about="oswin"),
    B(SE, "who's booked in for an operation in february", "cross_client", ["eustace-surgeon", notes("eustace")[2], p("eustace")], about="eustace"),
    B(SE, "whose daughter does their texting", "cross_client", ["oswin-intro", "oswin-own"], about="oswin"),
    B(SE, "who got to fifteen ringers", "cross_client", ["ursula-goal", "ursula-goal-coach", notes("ursula")[1]], about="ursula"),
    B(SE, "who's had the cortisone jab", "cross_client", ["eustace-jab"], about="eustace"),
    B(SE, "has anyone besides ossie had eye trouble", "cross_client", None, why=NEVER, about="oswin"),
    B(SE, "anyone else with gout apart from stace", "cross_client", None, why=NEVER, about="eustace"),
    B(SE, "is any of mine having back trouble", "cross_client", None, why=OTHER_TRAINER, about="eustace"),
    B(SE, "which of them broke a collarbone", "cross_client", None, why=OTHER_TRAINER, about="ursula"),
    B(SE, "who's on iron tablets", "cross_client", None, why=OTHER_TRAINER, about="oswin"),
    B(MY, "who's on amlodipine", "cross_client", ["iolo-amlodipine", p("iolo")], about="iolo"),
    B(MY, "whose mam writes to me", "cross_client", ["mirabel-intro", "mirabel-collarbone", "mirabel-glandular"], about="mirabel"),
    B(MY, "who had an op in november", "cross_client", ["ceridwen-op", "g-ceridwen-bunion", p("ceridwen")], about="ceridwen"),
    B(MY, "anyone with a thyroid problem", "cross_client", ["ceridwen-thyroid", p("ceridwen"), notes("ceridwen")[1]], about="ceridwen"),
    B(MY, "which of mine has a slipped disc", "cross_client", ["iolo-eluned", "g-iolo-disc", p("iolo")], about="iolo"),
    B(MY, "who had glandular fever", "cross_client", ["mirabel-glandular", p("mirabel"), notes("mirabel")[1]], about="mirabel"),
    B(MY, "besides mabs has anybody broken a bone", "cross_client", None, why=NEVER, about="mirabel"),
    B(MY, "apart from yol, whose wife texts me", "cross_client", None, why=NEVER, about="iolo"),
    B(MY, "who's got carpal tunnel", "cross_client", None, why=OTHER_TRAINER, about="iolo"),
    B(MY, "which of my yachties had a kidney stone", "cross_client", None, why=OTHER_TRAINER, about="ceridwen"),
    B(MY, "any of the pendine lot diabetic", "cross_client", None, why=OTHER_TRAINER, about="ceridwen"),
    B(RE, "who burst an eardrum", "cross_client", ["benedict-eardrum", p("benedict")], about="benedict"),
    B(RE, "who's anaemic", "cross_client", ["perpetua-ferritin", "g-perpetua-anaemia", p("perpetua")], about="perpetua"),
    B(RE, "which of mine passed a kidney stone", "cross_client", ["ptolemy-stone", p("ptolemy")], about="ptolemy"),
    B(RE, "who got knocked out on the mono", "cross_client", ["benedict-concussion", "g-benedict-concussion"], about="benedict"),
    B(RE, "whose husband texts me", "cross_client", ["perpetua-rowland"], about="perpetua"),
    B(RE, "who was in a splint over the summer", "cross_client", ["ptolemy-splint", "g-ptolemy-thumb", p("ptolemy")], about="ptolemy"),
    B(RE, "anyone apart from benny had concussion", "cross_client", None, why=NEVER, about="benedict"),
    B(RE, "who else besides pets has a sore heel", "cross_client", None, why=NEVER, about="perpetua"),
    B(RE, "who's had a hernia", "cross_client", None, why=OTHER_TRAINER, about="ptolemy"),
    B(RE, "any of my skiers got parkinson's", "cross_client", None, why=OTHER_TRAINER, about="benedict"),
    B(RE, "who has gout", "cross_client", None, why=OTHER_TRAINER, about="perpetua"),
    B(TH, "who has tinnitus", "cross_client", ["leofric-tinnitus", p("leofric")], about="leofric"),
    B(TH, "who's on propranolol", "cross_client", ["honoria-quentin", "g-honoria-pills", p("honoria")], about="honoria"),
    B(TH, "who's got parkinson's", "cross_client", ["wystan-parkinsons", "g-wystan-parkinsons", p("wystan")], about="wystan"),
    B(TH, "which of my jugglers had a hernia op", "cross_client", ["wystan-hernia", p("wystan")], about="wystan"),
    B(TH, "who's waiting on a hand op", "cross_client", ["leofric-carpal", p("leofric")], about="leofric"),
    B(TH, "whose dad texted me", "cross_client", ["honoria-quentin"], about="honoria"),
    B(TH, "anyone else with numb hands besides ric", "cross_client", None, why=NEVER, about="leofric"),
    B(TH, "apart from norrie, has anyone sprained anything", "cross_client", None, why=NEVER, about="honoria"),
    B(TH, "who's got a torn rotator cuff", "cross_client", None, why=OTHER_TRAINER, about="wystan"),
    B(TH, "which of mine is on levothyroxine", "cross_client", None, why=OTHER_TRAINER, about="leofric"),
    B(TH, "who had the glandular fever", "cross_client", None, why=OTHER_TRAINER, about="honoria"),
    B(TH, "has anyone had concussion", "cross_client", None, why=OTHER_TRAINER, about="leofric"),
]

# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
# Written one by one, each in its own shape (not a table of "how's X", "X's two conditions", ...): a
# coach who half-remembers a name from the club night, a question in passing, a check on a rumour.
ELSEWHERE = [
    ("eustace", MY, "is eustace's shoulder op in february", "yes_no"),
    ("eustace", RE, "what did the friarage say about stace", "named"),
    ("eustace", TH, "remind me what eustace weighs now", "health"),
    ("eustace", MY, "stace alderson gout", "possessive"),
    ("eustace", RE, "did tryphena text about the sheep", "yes_no"),
    ("eustace", TH, "how's the farmer from muker getting on", "how_doing"),
    ("eustace", MY, "eustace's cortisone jab", "possessive"),
    ("eustace", RE, "has stace thrown a ringer left-handed", "yes_no"),
    ("eustace", TH, "eustace's rotator cuff in october", "topic_period"),
    ("ursula", MY, "ursula's resting heart rate", "health"),
    ("ursula", RE, "how many ringers is ursie throwing", "numbers"),
    ("ursula", TH, "what does ursula take for migraines", "named"),
    ("ursula", MY, "did ursie's hay fever settle", "yes_no"),
    ("ursula", RE, "what did caspar tell septimus", "named"),
    ("ursula", TH, "the vet nurse from leyburn, how's she doing", "how_doing"),
    ("ursula", MY, "ursie sumatriptan", "misspelling"),
    ("ursula", RE, "ursula's sleep in november", "topic_period"),
    ("oswin", MY, "oswin's hba1c", "numbers"),
    ("oswin", RE, "has ossie had his cataract out", "yes_no"),
    ("oswin", TH, "what's hephzibah said lately", "named"),
    ("oswin", MY, "is oswin on metformin", "yes_no"),
    ("oswin", RE, "the old postmaster's eye", "paraphrase"),
    ("oswin", TH, "oswin dinsdale weight", "health"),
    ("oswin", MY, "did ossie play a full game", "yes_no"),
    ("oswin", RE, "ossie's sugar in december", "topic_period"),
    ("mirabel", SE, "mirabel's collarbone", "possessive"),
    ("mirabel", RE, "what did blodwen say about the glandular fever", "named"),
    ("mirabel", TH, "is mabs back sailing", "recency"),
    ("mirabel", SE, "how long was mirabel off school", "numbers"),
    ("mirabel", RE, "the schoolgirl at pendine, did she break her arm", "yes_no"),
    ("mirabel", TH, "mabs protheroe", "named"),
    ("mirabel", SE, "when's mirabel's race", "named"),
    ("mirabel", RE, "mirabel in october", "topic_period"),
    ("iolo", SE, "iolo's bp now", "health"),
    ("iolo", RE, "what did iolo post about his ankles", "named"),
    ("iolo", TH, "did yol slip a disc", "yes_no"),
    ("iolo", SE, "the cockle picker's back", "paraphrase"),
    ("iolo", RE, "what's iolo on for his blood pressure", "named"),
    ("iolo", TH, "what did eluned say on the phone", "named"),
    ("iolo", SE, "iolo gravell how's he doing", "how_doing"),
    ("iolo", RE, "iolo's back in august", "topic_period"),
    ("ceridwen", SE, "ceridwen's tsh", "numbers"),
    ("ceridwen", RE, "has ceri had her bunion done", "yes_no"),
    ("ceridwen", TH, "what dose of levothyroxine is ceridwen on", "numbers"),
    ("ceridwen", SE, "the retired headmistress, how many steps", "health"),
    ("ceridwen", RE, "what did taliesin text", "named"),
    ("ceridwen", TH, "ceri maddock's foot", "possessive"),
    ("ceridwen", SE, "is ceridwen allowed on the sand", "yes_no"),
    ("ceridwen", RE, "ceri's thyroid in august", "topic_period"),
    ("benedict", SE, "benny's concussion", "possessive"),
    ("benedict", MY, "has benedict's eardrum healed", "yes_no"),
    ("benedict", TH, "what did nerys say", "named"),
    ("benedict", SE, "benedict's resting hr", "health"),
    ("benedict", MY, "the instructor from lochearnhead, how's he", "how_doing"),
    ("benedict", TH, "benny perforated eardrum", "misspelling"),
    ("benedict", SE, "did benny do six buoys", "yes_no"),
    ("benedict", MY, "benedict in july", "topic_period"),
    ("benedict", TH, "how fast was benny going when he hit the water", "numbers"),
    ("perpetua", SE, "perpetua's weight", "health"),
    ("perpetua", MY, "what's pets's ferritin now", "numbers"),
    ("perpetua", TH, "did perpetua do a one-ski start", "yes_no"),
    ("perpetua", SE, "the st fillans hotel woman's heel", "paraphrase"),
    ("perpetua", MY, "what did rowland say", "named"),
    ("perpetua", TH, "is pets still on the iron", "recency"),
    ("perpetua", SE, "pets stoddart plantar fasciitis", "possessive"),
    ("perpetua", MY, "pets weight in november", "topic_period"),
    ("ptolemy", SE, "tolly's thumb", "possessive"),
    ("ptolemy", MY, "did ptolemy pass his kidney stone", "yes_no"),
    ("ptolemy", TH, "how many steps is tolly doing", "health"),
    ("ptolemy", SE, "what did griselda say about the splint", "named"),
    ("ptolemy", MY, "the stillman at crieff, what happened to his hand", "paraphrase"),
    ("ptolemy", TH, "has tolly crossed the wake", "yes_no"),
    ("ptolemy", SE, "ptolemy mcdiarmid", "named"),
    ("ptolemy", MY, "tolly in november", "topic_period"),
    ("leofric", SE, "leofric's carpal tunnel", "possessive"),
    ("leofric", MY, "when's ric's hand op", "named"),
    ("leofric", RE, "what did zillah say", "named"),
    ("leofric", SE, "has ric got tinnitus", "yes_no"),
    ("leofric", MY, "the southwold fisherman's weight", "health"),
    ("leofric", RE, "did ric do three clubs at the fair", "yes_no"),
    ("leofric", SE, "ric's hands in october", "topic_period"),
    ("leofric", MY, "leofric spall cortisone", "named"),
    ("leofric", RE, "how's ric", "how_doing"),
    ("honoria", SE, "norrie's panic attacks", "possessive"),
    ("honoria", MY, "what did quentin tell theodora", "named"),
    ("honoria", RE, "honoria's resting heart rate", "health"),
    ("honoria", SE, "did norrie sprain her wrist", "yes_no"),
    ("honoria", MY, "what did norrie post in the group", "named"),
    ("honoria", RE, "the art student from bungay, is she still on propranolol", "recency"),
    ("honoria", SE, "honoria cattermole", "named"),
    ("honoria", MY, "norrie in september", "topic_period"),
    ("wystan", SE, "wystan's parkinson's", "possessive"),
    ("wystan", MY, "has wys had his hernia done", "yes_no"),
    ("wystan", RE, "what did keziah say", "named"),
    ("wystan", SE, "wystan's weight", "health"),
    ("wystan", MY, "the old bus driver, can he do a minute now", "yes_no"),
    ("wystan", RE, "wys co-careldopa", "misspelling"),
    ("wystan", SE, "how's wys woolnough", "how_doing"),
    ("wystan", MY, "wystan in december", "topic_period"),
]
for about, asker, text, kind in ELSEWHERE:
    assert TRAINER_OF[about] != asker, text
    QUESTIONS.append(B(asker, text, kind, None, why=OTHER_TRAINER, about=about))


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind41", DATASET, CLIENT_ID, build_blind41)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
