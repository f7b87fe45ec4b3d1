#!/usr/bin/env python3
"""Write bench/answers_data/blind43_questions.jsonl: the questions over the forty-third blind data set (build_blind43.py).

    functions/venv/bin/python -m bench.answers_data.blind43_questions

Written on 2026-12-05 by helper h-blind43 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-second blind set's section).
Asked on Tuesday 3 January 1984 about July to December 1983, so the periods are months, quarters,
seasons and named days said every way ("over the summer", "in the autumn", "in q3" / "in q4", "before
christmas", "on the august bank holiday", "on bonfire night", "on halloween", "on remembrance sunday",
"the day of the harrods bomb", "the day kinnock got in", "on boxing day", "at hogmanay", single dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Ewart, Carmel) mostly in chains of follow-ups and by when it started and when they
were back; the two whose medicine was changed twice (Roderick, Hubert) by which tablet when and why
and what the doctor said; the two whose relative writes (Jinty, Vivian) by who said what; the two who
tell the group chat more than the coach (Oonagh, Kenna) by what they told the group; the two quiet
ones (Nilesh, Sholto) by yes and no; and the new kind, the two who write English with their first
language's words mixed in and give numbers in mixed units (Graziella: Italian; Jadwiga: Polish), asked
in plain English ("her knee", "her back", "what did the doctor say") about messages that say "il
ginocchio", "la schiena", "il dottore", "kostka", "plecy", "lekarz", and by values in the other unit
than the one she wrote ("in kilos" of "12 stone 4", "in miles" of "6 km").

The split is by client: every question about a client of build_blind43.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind43_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind43
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind43_questions.jsonl"
DATASET = "blind43"
HEADER = (
    "// bench.answers forty-third blind question set (issue 14), written 2026-12-05 by h-blind43 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind43_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

GE, GR, DU, KA = "coach-gervase", "coach-grizel", "coach-dunstan", "coach-kamlesh"
TRAINER_ID = {"gervase": GE, "grizel": GR, "dunstan": DU, "kamlesh": KA}
TRAINER_SHORT = {short: trainer for trainer, _, _, short in build_blind43.CLIENTS}
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = authoring.RosterIds.of(build_blind43.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab
FIRST_READING = {(r[0], r[1]): r[3] for r in build_blind43.READINGS}
LAST_READING = {(r[0], r[1]): r[4] for r in build_blind43.READINGS}


def span(c: str, metric: str, first: str, last: str) -> list[str]:
    """The weekly summaries of a period, from the client's first reading to their last when the period
    runs past either."""
    return IDS.span(c, metric, max(first, FIRST_READING[(c, metric)]), min(last, LAST_READING[(c, metric)]))


def notes(c: str) -> list[str]:
    """A client's session note ids in date order (two or three: not every client has the same)."""
    return [authoring.note_id(r[0], c, r[2][5:7] + r[2][8:10]) for r in build_blind43.NOTES if r[1] == c]


def cis(c: str) -> list[str]:
    """A client's check-in ids in date order (one to three)."""
    return [authoring.checkin_id(TRAINER_SHORT[c], c, r[1]) for r in build_blind43.CHECKINS if r[0] == c]


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


def x(trainer: str, about: str, text: str, evidence=None, why=None) -> B:
    """A question across a trainer's clients; `about` decides the split (the client the answer is
    about, or for an unanswerable one the client it brushes against)."""
    return B(TRAINER_ID[trainer], text, "cross_client", evidence, None, why, about=about)


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Gervase: Ewart (dev) — the left Achilles, from the step off the yacht to the first sail
c = "ewart"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
TR = "tr-gervase-ewart-19831005"
P = profile(c)
W = "weight"
ONSET = ["ewart-onset", "ewart-musgrove", N2, P]
BACK = ["ewart-back", "ewart-sail", "g-ewart-sail", N3]
QUESTIONS += [
    q(c, "ewarts achilles, where are we with it", "recency", ["ewart-signedoff", "ewart-sail", "g-ewart-sail", N3], key="ew-ach"),
    q(c, "when did it go", "follow_up", ONSET, follow="ew-ach"),
    q(c, "which leg was it", "follow_up", ["ewart-onset", "ewart-musgrove", N2, P], follow="ew-ach"),
    q(c, "did they operate", "follow_up", ["ewart-musgrove", N2, P], follow="ew-ach"),
    q(c, "how long was he in plaster", "follow_up", ["ewart-musgrove", "ewart-plasteroff", N2, P], follow="ew-ach"),
    q(c, "when did the crutches go", "follow_up", ["ewart-nocrutches"], follow="ew-ach"),
    q(c, "and when was he back on the beach", "follow_up", ["ewart-back", N3], follow="ew-ach"),
    q(c, "first proper sail?", "follow_up", ["ewart-sail", "g-ewart-sail", N3], follow="ew-ach"),
    q(c, "who did the op", "follow_up", None, NEVER, follow="ew-ach"),
    q(c, "when did ewart's leg start", "named", ["ewart-onset"]),
    q(c, "what did ewart say it felt like when it went", "named", ["ewart-onset"]),
    q(c, "what did kath say musgrove told them", "named", ["ewart-musgrove"]),
    q(c, "what did i tell him the night it happened", "coach_reply", ["ewart-onset-coach"]),
    q(c, "what did i say when he got rid of the crutches", "coach_reply", ["ewart-nocrutches-coach"]),
    q(c, "what did i tell him when he came back on the sand", "coach_reply", ["ewart-back-coach"]),
    q(c, "who was doing his shoeing while he was laid up", "named", ["ewart-plaster"]),
    q(c, "when did the plaster come off", "named", ["ewart-plasteroff", N2]),
    q(c, "what did he get instead of the plaster", "named", ["ewart-plasteroff", N2]),
    q(c, "where's he doing his physio", "named", ["ewart-plasteroff"]),
    q(c, "on the call after the plaster, how long was the boot to stay on", "transcript", [TR]),
    q(c, "was ewart allowed to go on tiptoe", "transcript", [TR, N2]),
    q(c, "could he shoe a pony sat down per kath", "transcript", [TR]),
    q(c, "how did he say the leg felt out of the plaster", "transcript", [TR]),
    q(c, "what did i say about pushing the yacht off on the call", "transcript", [TR]),
    q(c, "my october note on ewart", "note", [N2]),
    q(c, "first note on ewart, what's his weak spot", "note", [N1]),
    q(c, "what did i write in december about his calf", "note", [N3]),
    q(c, "ewart achilles", "possessive", ONSET + ["ewart-onset-coach", "ewart-plaster2", "ewart-plasteroff", "ewart-nocrutches", "ewart-signedoff", TR, "g-ewart-plaster", C1]),
    q(c, "ewart achillies", "misspelling", ONSET),
    q(c, "ewert chidgy crutches", "misspelling", ["ewart-musgrove", "ewart-nocrutches"]),
    q(c, "the farrier's heel cord", "paraphrase", ONSET + ["ewart-plasteroff"]),
    q(c, "the blacksmith's snapped tendon, how long off", "paraphrase", ["ewart-onset", "ewart-back", N2, N3]),
    q(c, "ewart's leg in september", "topic_period", ["ewart-plaster2"]),
    q(c, "how was ewart in august", "topic_period", ["ewart-onset", "ewart-musgrove", "ewart-plaster", "g-ewart-plaster", C1]),
    q(c, "ewart's recovery in q4", "topic_period", ["ewart-plasteroff", "ewart-nocrutches", "ewart-back", "ewart-sail", "ewart-signedoff", TR, N2, N3, C2]),
    q(c, "was ewart on the sand in september", "yes_no", ["ewart-plaster2"]),
    q(c, "is ewart sailing again", "yes_no", ["ewart-sail", "g-ewart-sail", "ewart-signedoff", N3]),
    q(c, "how long between it going and him first sailing", "numbers", ["ewart-onset", "ewart-sail"]),
    q(c, "ewart's cold sore", "possessive", ["ewart-coldsore", P], key="ew-cs"),
    q(c, "did it stop him sailing", "follow_up", ["ewart-coldsore"], follow="ew-cs"),
    q(c, "did he get another in the winter", "follow_up", None, OTHER_PERIOD, follow="ew-cs"),
    q(c, "ewart check-in the one in plaster", "checkin", [C1]),
    q(c, "how much was ewart sleeping in august", "checkin", [C1]),
    q(c, "ewart's stress in november's check in", "checkin", [C2]),
    q(c, "ewart weight", "health", ["ewart-signedoff", N3, weeks(c, W)], key="ew-w"),
    q(c, "in stone?", "follow_up", ["ewart-signedoff", N3, weeks(c, W)], follow="ew-w"),
    q(c, "what was he when he started", "follow_up", ["ewart-intro", N1], follow="ew-w"),
    q(c, "how many kilos has ewart lost since july", "numbers", ["ewart-intro", "ewart-signedoff", N1, N3]),
    q(c, "what did ewart weigh in september", "topic_period", ["ewart-plaster2"] + span(c, W, "1983-09-01", "1983-09-30")),
    q(c, "is ewart alright these days", "how_doing", ["ewart-signedoff", "ewart-sail", N3, weeks(c, W)]),
    q(c, "anything from ewart on bonfire night", "date_window", ["g-ewart-bonfire"]),
    q(c, "what came in from ewart on the 9th of august", "date_window", ["ewart-onset", "ewart-onset-coach"]),
    q(c, "ewart on the 12th of november", "date_window", ["ewart-back", "ewart-back-coach"]),
    q(c, "ewart on christmas eve", "date_window", None, OTHER_PERIOD),
    q(c, "who's kath", "profile_attribute", [P, "ewart-musgrove", "ewart-intro"]),
    q(c, "what does ewart do for work", "profile_attribute", [P, "ewart-intro", N1]),
    q(c, "ewart's goal", "profile", [P]),
    q(c, "is ewart shoeing again", "yes_no", ["ewart-signedoff"]),
    q(c, "did ewart have the bonfire at his place", "yes_no", ["g-ewart-bonfire"]),
    q(c, "has ewart's achilles gone again since", "yes_no", None, NEVER),
    q(c, "ewart's migraines", "possessive", None, OTHER_CLIENT),
    q(c, "did ewart have his cataract done", "yes_no", None, OTHER_CLIENT),
    q(c, "ewart's knee support", "possessive", None, OTHER_CLIENT),
    q(c, "ewart's gout", "possessive", None, OTHER_TRAINER),
    q(c, "is ewart on allopurinol", "yes_no", None, OTHER_TRAINER),
    q(c, "ewart's iron levels", "numbers", None, OTHER_TRAINER),
    q(c, "did ewart dislocate his shoulder", "yes_no", None, OTHER_TRAINER),
    q(c, "ewart's blood pressure", "health", None, NEVER),
    q(c, "ewart's right achilles", "possessive", None, NEVER),
    q(c, "what did ewart's neighbour say", "named", None, NEVER),
    q(c, "ewart's leg last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "ewart's weight in june", "health", None, OTHER_PERIOD),
    q(c, "kath's messages in december", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gervase: Graziella (dev) — Italian words mixed in, stone and kilos, miles and km
c = "graziella"
N1, N2 = notes(c); C1, C2, C3 = cis(c)
P = profile(c)
W = "weight"
G = "goal-gervase-graziella-weight"
KNEE = ["graziella-knee", "graziella-gp", "graziella-sep", N2, P]
BACK = ["graziella-back", "graziella-backbetter", N2, P, C2]
QUESTIONS += [
    q(c, "grazi's knee", "possessive", KNEE + ["graziella-knee-coach", "graziella-6k", C1], key="gz-knee"),
    q(c, "which knee", "follow_up", ["graziella-knee", P], follow="gz-knee"),
    q(c, "what did the doctor say it was", "follow_up", ["graziella-gp", P], follow="gz-knee"),
    q(c, "what did he give her for it", "follow_up", ["graziella-gp", N2], follow="gz-knee"),
    q(c, "when did it start", "follow_up", ["graziella-knee"], follow="gz-knee"),
    q(c, "is it still sore", "follow_up", ["graziella-6k", N2], follow="gz-knee"),
    q(c, "did she have it scanned", "follow_up", None, NEVER, follow="gz-knee"),
    q(c, "what did graziella's gp say", "named", ["graziella-gp"]),
    q(c, "was grazi's knee swollen", "yes_no", ["graziella-knee"]),
    q(c, "what did i tell her to do about the swelling", "coach_reply", ["graziella-knee-coach"]),
    q(c, "grazi's back", "possessive", BACK + ["graziella-back-coach"], key="gz-back"),
    q(c, "how did she do it", "follow_up", ["graziella-back"], follow="gz-back"),
    q(c, "who was she lifting with", "follow_up", ["graziella-back"], follow="gz-back"),
    q(c, "what exercises did the physio give", "follow_up", ["graziella-backbetter"], follow="gz-back"),
    q(c, "when did she hurt her back", "named", ["graziella-back", P]),
    q(c, "what did i say when she did her back", "coach_reply", ["graziella-back-coach"]),
    q(c, "grazi lower back pain in october", "topic_period", ["graziella-back", "graziella-back-coach", "graziella-backbetter", C2]),
    q(c, "graziella weight", "health", ["graziella-dec", N2, G, weeks(c, W)], key="gz-w"),
    q(c, "in stone and pounds?", "follow_up", ["graziella-dec", N2, weeks(c, W)], follow="gz-w"),
    q(c, "what was she in july in kilos", "follow_up", ["graziella-intro", N1], follow="gz-w"),
    q(c, "how far off her target", "follow_up", [G, "graziella-dec", "graziella-dec-coach", N2, weeks(c, W)], follow="gz-w"),
    q(c, "how many kilos has grazi lost since she started", "numbers", ["graziella-intro", "graziella-dec", N1, N2]),
    q(c, "what did grazi weigh in kilos when she joined", "numbers", ["graziella-intro", N1]),
    q(c, "grazi weight in september", "topic_period", ["graziella-sep"] + span(c, W, "1983-09-01", "1983-09-30")),
    q(c, "what did she say she weighed in november", "numbers", ["graziella-nov"]),
    q(c, "graziella's weight over the autumn", "topic_period", ["graziella-sep", "graziella-nov"] + span(c, W, "1983-09-01", "1983-11-30")),
    q(c, "how far does grazi walk in a morning", "numbers", ["graziella-walk", "graziella-6k", "graziella-dec"], key="gz-walk"),
    q(c, "in miles?", "follow_up", ["graziella-6k", "graziella-dec"], follow="gz-walk"),
    q(c, "who walks with her", "follow_up", ["graziella-walk"], follow="gz-walk"),
    q(c, "did she go further in september than in august, in km", "numbers", ["graziella-walk", "graziella-6k"]),
    q(c, "what did graziella write on the 10th of october", "date_window", ["graziella-back", "graziella-back-coach"]),
    q(c, "grazi on the august bank holiday", "date_window", ["g-graziella-bankholiday"]),
    q(c, "did grazi give out free ice cream", "yes_no", ["g-graziella-bankholiday"]),
    q(c, "graziella ginocchio", "misspelling", ["graziella-knee", "graziella-sep"]),
    q(c, "grazella bertolni kiosk", "misspelling", [P, "graziella-intro", N1]),
    q(c, "the gelato lady's sore joint", "paraphrase", ["graziella-knee", "graziella-gp", P]),
    q(c, "what's the arthritis thing the doc said about grazi", "paraphrase", ["graziella-gp", P]),
    q(c, "has grazi sailed the whole beach", "yes_no", ["graziella-nov"]),
    q(c, "graziella check in october", "checkin", [C2]),
    q(c, "grazi's adherence in december check-in", "checkin", [C3]),
    q(c, "how did her stress go between the three check ins", "checkin", [C1, C2, C3]),
    q(c, "my first note on graziella", "note", [N1]),
    q(c, "what did i note about her knee in december", "note", [N2]),
    q(c, "who's carmela", "profile_attribute", [P, "graziella-intro"]),
    q(c, "what's enzo to grazi", "profile_attribute", [P]),
    q(c, "grazi's goals", "profile", [P]),
    q(c, "how's grazi getting on", "how_doing", ["graziella-dec", "graziella-dec-coach", N2, weeks(c, W)]),
    q(c, "what did i say to her in december", "coach_reply", ["graziella-dec-coach"]),
    q(c, "grazi weight in june", "health", None, OTHER_PERIOD),
    q(c, "grazi's knee last winter", "topic_period", None, OTHER_PERIOD),
    q(c, "graziella on remembrance sunday", "date_window", None, OTHER_PERIOD),
    q(c, "grazi's blood sugar", "numbers", None, NEVER),
    q(c, "is grazi on tablets for the knee", "yes_no", None, NEVER),
    q(c, "grazi's left knee", "possessive", None, NEVER),
    q(c, "what did grazi's sister say", "named", None, NEVER),
    q(c, "grazi's achilles", "possessive", None, OTHER_CLIENT),
    q(c, "grazi's propranolol", "possessive", None, OTHER_CLIENT),
    q(c, "did grazi have an eye op", "yes_no", None, OTHER_CLIENT),
    q(c, "grazi's ankle, the kostka", "possessive", None, OTHER_TRAINER),
    q(c, "grazi's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "grazi's angina spray", "possessive", None, OTHER_TRAINER),
    q(c, "did grazi have glandular fever", "yes_no", None, OTHER_TRAINER),
    q(c, "grazi's steps", "health", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Gervase: Hubert (test) — three tablets for the migraines, what the doctor said each time
c = "hubert"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-gervase-hubert-19830906"
P = profile(c)
W = "weight"
MEDS = ["hubert-propranolol", "hubert-pizotifen", "hubert-migraleve", N2, P]
QUESTIONS += [
    q(c, "hubies migraine tablets, what's he on now", "recency", ["hubert-migraleve", N2, P], key="hu-med"),
    q(c, "what was he on before that", "follow_up", ["hubert-pizotifen", P], follow="hu-med"),
    q(c, "and the first one?", "follow_up", ["hubert-propranolol", P], follow="hu-med"),
    q(c, "why did they stop the first one", "follow_up", ["hubert-cold", "hubert-pizotifen"], follow="hu-med"),
    q(c, "why did he come off the second", "follow_up", ["hubert-weight", "hubert-migraleve"], follow="hu-med"),
    q(c, "what sets them off", "follow_up", ["hubert-migraleve", P], follow="hu-med"),
    q(c, "what dose of migraleve", "follow_up", None, NEVER, follow="hu-med"),
    q(c, "when did hubert start the propranolol", "named", ["hubert-propranolol", P]),
    q(c, "when did he switch to pizotifen", "named", ["hubert-pizotifen", P]),
    q(c, "what did i say when his hands warmed up", "coach_reply", ["hubert-pizotifen-coach"]),
    q(c, "what did ginny say about the propranolol", "named", ["hubert-cold"]),
    q(c, "did hubert fall asleep in the yacht", "yes_no", ["hubert-cold"]),
    q(c, "how much weight did he put on with the pizotifen", "numbers", ["hubert-weight"]),
    q(c, "what did i say about the cheese", "coach_reply", ["hubert-migraleve-coach"]),
    q(c, "on the call, when's he meant to take the new tablet", "transcript", [TR]),
    q(c, "could hubie drive on the pizotifen", "transcript", [TR]),
    q(c, "what did ginny say about his pint on the call", "transcript", [TR]),
    q(c, "how were his hands on the new tablet, from the call", "transcript", [TR, "hubert-pizotifen"]),
    q(c, "my november note on hubert", "note", [N2]),
    q(c, "hubert's first note, how many migraines a month", "note", [N1, "hubert-intro"]),
    q(c, "hubert's cataract", "possessive", ["hubert-cataract", P], key="hu-cat"),
    q(c, "which eye", "follow_up", ["hubert-cataract", P], follow="hu-cat"),
    q(c, "where was it done", "follow_up", ["hubert-cataract", P], follow="hu-cat"),
    q(c, "when can he sail again", "follow_up", ["hubert-cataract"], follow="hu-cat"),
    q(c, "hubert migrains", "misspelling", ["hubert-intro", "hubert-propranolol", N1, P]),
    q(c, "hubert coppard propanolol", "misspelling", ["hubert-propranolol", "hubert-cold"]),
    q(c, "the old lock-keeper's headaches", "paraphrase", ["hubert-intro", "hubert-migraleve", N1, P]),
    q(c, "hubie's eye operation", "paraphrase", ["hubert-cataract", P]),
    q(c, "hubert in august", "topic_period", ["hubert-cold", C1]),
    q(c, "hubert's tablets in the autumn", "topic_period", ["hubert-pizotifen", "hubert-weight", "hubert-migraleve", "hubert-migraleve-coach", TR]),
    q(c, "hubert's weight", "health", ["hubert-weight", N2, weeks(c, W)], key="hu-w"),
    q(c, "what was it in july", "follow_up", [N1] + span(c, W, "1983-07-01", "1983-07-31"), follow="hu-w"),
    q(c, "hubert's weight in october", "topic_period", ["hubert-weight"] + span(c, W, "1983-10-01", "1983-10-31")),
    q(c, "hubert check in august, sleep", "checkin", [C1]),
    q(c, "his november check-in", "checkin", [C2]),
    q(c, "what's ginny to hubie", "profile_attribute", [P]),
    q(c, "what did hubert do before he retired", "profile_attribute", [P, "hubert-intro"]),
    q(c, "hubert's goal", "profile", [P]),
    q(c, "how's hubert", "how_doing", ["hubert-cataract", "hubert-migraleve", N2, weeks(c, W)]),
    q(c, "anything from hubert on the 6th of december", "date_window", ["hubert-cataract"]),
    q(c, "what did hubert say on the 7th of november", "date_window", ["hubert-migraleve", "hubert-migraleve-coach"]),
    q(c, "did hubert say anything about ewart's leg", "yes_no", ["g-hubert-ewart"]),
    q(c, "hubert on hogmanay", "date_window", None, OTHER_PERIOD),
    q(c, "hubert's migraines last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "hubert's weight in may", "health", None, OTHER_PERIOD),
    q(c, "is hubert on beta blockers in december", "yes_no", ["hubert-migraleve", N2]),
    q(c, "hubert's blood pressure", "health", None, NEVER),
    q(c, "hubert's right eye", "possessive", None, NEVER),
    q(c, "did hubert have a stroke", "yes_no", None, NEVER),
    q(c, "what did hubert's neighbour say", "named", None, NEVER),
    q(c, "hubert's achilles", "possessive", None, OTHER_CLIENT),
    q(c, "hubert's knee support", "possessive", None, OTHER_CLIENT),
    q(c, "hubert's back", "possessive", None, OTHER_CLIENT),
    q(c, "hubert's gout", "possessive", None, OTHER_TRAINER),
    q(c, "is hubert anaemic", "yes_no", None, OTHER_TRAINER),
    q(c, "hubert's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "hubert's steps", "health", None, OTHER_TRAINER),
    q(c, "hubert's urate", "numbers", None, OTHER_TRAINER),
    q(c, "hubert's angina", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Grizel: Jinty (dev) — her son Wullie writes nearly all of it
c = "jinty"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
ST = "steps"
SH = ["jinty-shoulder", "jinty-injection", "jinty-self", N2, P]
QUESTIONS += [
    q(c, "who does jinty's messages", "profile_attribute", [P, "jinty-intro"]),
    q(c, "jinty's shoulder", "possessive", SH + ["jinty-shoulder-coach", C1], key="ji-sh"),
    q(c, "who told me about it", "follow_up", ["jinty-shoulder"], follow="ji-sh"),
    q(c, "which shoulder", "follow_up", ["jinty-shoulder", P], follow="ji-sh"),
    q(c, "what did the doc call it", "follow_up", ["jinty-shoulder", P], follow="ji-sh"),
    q(c, "when did she get the jag", "follow_up", ["jinty-injection", P], follow="ji-sh"),
    q(c, "what did she say about the injection", "follow_up", ["jinty-injection"], follow="ji-sh"),
    q(c, "did it work", "follow_up", ["jinty-self", N2], follow="ji-sh"),
    q(c, "who gave her the injection, which doctor", "follow_up", None, NEVER, follow="ji-sh"),
    q(c, "when did jinty's shoulder start", "named", ["jinty-shoulder"]),
    q(c, "what did jinty write herself about her arm", "named", ["jinty-self"]),
    q(c, "what did i suggest for the shoulder", "coach_reply", ["jinty-shoulder-coach"]),
    q(c, "did jinty ever text me herself", "yes_no", ["jinty-self", "jinty-pond"]),
    q(c, "what did wullie say when he first got in touch", "named", ["jinty-intro"]),
    q(c, "where did jinty play as a girl", "named", ["jinty-intro"]),
    q(c, "jinty's chest", "possessive", ["jinty-chest", "jinty-back", N2, P, C2], key="ji-ch"),
    q(c, "what was she given", "follow_up", ["jinty-chest", P], follow="ji-ch"),
    q(c, "how many tuesdays did she miss", "follow_up", ["jinty-chest"], follow="ji-ch"),
    q(c, "when was she back at the rink", "follow_up", ["jinty-back"], follow="ji-ch"),
    q(c, "when was jinty back after the bronchitis", "named", ["jinty-back"]),
    q(c, "jinty bronkitis", "misspelling", ["jinty-chest", P]),
    q(c, "jintys froze shoulder", "misspelling", ["jinty-shoulder", P]),
    q(c, "the old net-mender's stiff arm", "paraphrase", ["jinty-shoulder", "jinty-self", P]),
    q(c, "jinty's cough in november", "topic_period", ["jinty-chest", C2]),
    q(c, "jinty in october", "topic_period", ["jinty-injection", "jinty-self"]),
    q(c, "jinty's steps", "health", ["jinty-back", N2, weeks(c, ST)], key="ji-st"),
    q(c, "and in august?", "follow_up", ["jinty-steps"] + span(c, ST, "1983-08-01", "1983-08-31"), follow="ji-st"),
    q(c, "how many more steps in december than august", "numbers", ["jinty-steps", "jinty-back", N2]),
    q(c, "jinty steps over the autumn", "topic_period", span(c, ST, "1983-09-01", "1983-11-30")),
    q(c, "did jinty skate the length of the pond", "yes_no", ["jinty-pond"]),
    q(c, "what did jinty say after the christmas match", "named", ["jinty-pond"]),
    q(c, "jinty check-in september", "checkin", [C1]),
    q(c, "jinty's adherence in the november check-in", "checkin", [C2]),
    q(c, "my first note on jinty", "note", [N1]),
    q(c, "december note on jinty", "note", [N2]),
    q(c, "how old is jinty", "profile_attribute", [P, "jinty-intro", N1]),
    q(c, "jinty's goal", "profile", [P]),
    q(c, "how's jinty doing", "how_doing", ["jinty-pond", "jinty-back", N2, weeks(c, ST)]),
    q(c, "anything from wullie on the 19th of october", "date_window", ["jinty-injection"]),
    q(c, "did jinty send kenna get well wishes", "yes_no", ["g-jinty-kenna"]),
    q(c, "is jinty still coughing", "recency", ["jinty-back", N2]),
    q(c, "wullie's messages in june", "named", None, OTHER_PERIOD),
    q(c, "jinty on bonfire night", "date_window", None, OTHER_PERIOD),
    q(c, "jinty's shoulder last year", "topic_period", None, OTHER_PERIOD),
    q(c, "jinty's steps in may", "health", None, OTHER_PERIOD),
    q(c, "jinty's left shoulder", "possessive", None, NEVER),
    q(c, "what did jinty's sister say", "named", None, NEVER),
    q(c, "jinty's hearing aid", "possessive", None, NEVER),
    q(c, "did jinty break her hip", "yes_no", None, NEVER),
    q(c, "jinty's stitches", "possessive", None, OTHER_CLIENT),
    q(c, "did jinty have glandular fever", "yes_no", None, OTHER_CLIENT),
    q(c, "jinty's wrist", "possessive", None, OTHER_CLIENT),
    q(c, "jinty's weight", "health", None, OTHER_CLIENT),
    q(c, "jinty's angina", "possessive", None, OTHER_TRAINER),
    q(c, "is jinty on warfarin", "yes_no", None, NEVER),
    q(c, "jinty's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "jinty's haemoglobin", "numbers", None, OTHER_TRAINER),
    q(c, "jinty's gout", "possessive", None, OTHER_TRAINER),
    q(c, "did jinty fall at halloween", "yes_no", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Grizel: Sholto (test) — a word or two; mostly yes or no
c = "sholto"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
QUESTIONS += [
    q(c, "did sholto cut his hand", "yes_no", ["sholto-hand", P, N2], key="sh-hand"),
    q(c, "which hand", "follow_up", ["sholto-hand", P], follow="sh-hand"),
    q(c, "how many stitches", "follow_up", ["sholto-hand", P], follow="sh-hand"),
    q(c, "on what", "follow_up", ["sholto-hand", P], follow="sh-hand"),
    q(c, "are they out", "follow_up", ["sholto-stitches", P], follow="sh-hand"),
    q(c, "did it get infected", "follow_up", None, NEVER, follow="sh-hand"),
    q(c, "is sholto's hand healed", "yes_no", [N2, "sholto-stitches"]),
    q(c, "did i tell him to keep it dry", "yes_no", ["sholto-hand-coach"]),
    q(c, "what did i say about his stick work", "coach_reply", ["sholto-hand-coach"]),
    q(c, "did sholto hurt his knee", "yes_no", ["sholto-knee", P, N2], key="sh-knee"),
    q(c, "left or right", "follow_up", ["sholto-knee", P], follow="sh-knee"),
    q(c, "where'd he do it", "follow_up", ["sholto-knee"], follow="sh-knee"),
    q(c, "is it ok now", "follow_up", [N2], follow="sh-knee"),
    q(c, "did sholto play the hogmanay match", "yes_no", ["sholto-hogmanay"]),
    q(c, "did he play the whole thing", "yes_no", ["sholto-hogmanay"]),
    q(c, "is sholto coming tuesdays", "yes_no", ["sholto-intro"]),
    q(c, "does sholto pass yet", "yes_no", [N2, N1]),
    q(c, "sholto's weight", "numbers", ["sholto-weight", N1]),
    q(c, "did sholto lose weight since july", "yes_no", ["sholto-weight", N1]),
    q(c, "did sholto weigh in, in kilos", "yes_no", ["sholto-weight"]),
    q(c, "sholto tuffin stiches", "misspelling", ["sholto-hand", "sholto-stitches"]),
    q(c, "shotlo knee", "misspelling", ["sholto-knee"]),
    q(c, "the fisherman's cut palm", "paraphrase", ["sholto-hand", N2, P]),
    q(c, "sholto in september", "topic_period", ["sholto-hand", "sholto-hand-coach", "sholto-stitches", C1]),
    q(c, "sholto's knee in november", "topic_period", ["sholto-knee"]),
    q(c, "anything from sholto on the 14th of september", "date_window", ["sholto-hand", "sholto-hand-coach"]),
    q(c, "what did sholto say at hogmanay", "date_window", ["sholto-hogmanay"]),
    q(c, "sholto check in", "checkin", [C1]),
    q(c, "how much did sholto sleep per his check in", "checkin", [C1]),
    q(c, "first note on sholto", "note", [N1]),
    q(c, "my december note on sholto, the scar", "note", [N2]),
    q(c, "what does sholto do", "profile_attribute", [P, N1]),
    q(c, "where's sholto from", "profile_attribute", [P]),
    q(c, "sholto's goal", "profile", [P]),
    q(c, "sholto ok?", "how_doing", ["sholto-hogmanay", N2]),
    q(c, "sholto's knee still bad?", "recency", [N2]),
    q(c, "did sholto get seasick", "yes_no", None, NEVER),
    q(c, "did sholto get a tetanus jab", "yes_no", None, NEVER),
    q(c, "sholto's right hand", "possessive", None, NEVER),
    q(c, "sholto's back", "possessive", None, OTHER_TRAINER),
    q(c, "what did sholto's mum say", "named", None, NEVER),
    q(c, "sholto's steps", "health", None, OTHER_CLIENT),
    q(c, "did sholto get an injection in his shoulder", "yes_no", None, OTHER_CLIENT),
    q(c, "sholto's wrist", "possessive", None, OTHER_CLIENT),
    q(c, "did sholto sit his highers", "yes_no", None, OTHER_CLIENT),
    q(c, "sholto's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "did sholto dislocate his shoulder", "yes_no", None, OTHER_TRAINER),
    q(c, "sholto's calf", "possessive", None, OTHER_TRAINER),
    q(c, "did sholto have a wisdom tooth out", "yes_no", None, OTHER_TRAINER),
    q(c, "sholto's heel", "possessive", None, OTHER_TRAINER),
    q(c, "is sholto on allopurinol", "yes_no", None, OTHER_TRAINER),
    q(c, "sholto's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "sholto's hand last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "sholto on bonfire night", "date_window", None, OTHER_PERIOD),
    q(c, "sholto's knee in august", "topic_period", None, OTHER_PERIOD),
    q(c, "sholto's weight in june", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Grizel: Kenna (test) — tells the team chat more than me
c = "kenna"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
GF = ["g-kenna-gf", "g-kenna-gf2", N2, P]
QUESTIONS += [
    q(c, "what did kenna tell the team about being ill", "named", ["g-kenna-gf", "g-kenna-gf2", "g-kenna-bored"], key="ke-gf"),
    q(c, "what was it", "follow_up", GF, follow="ke-gf"),
    q(c, "how did they find out", "follow_up", ["g-kenna-gf2"], follow="ke-gf"),
    q(c, "how long off", "follow_up", ["g-kenna-gf2", N2, P], follow="ke-gf"),
    q(c, "when was she back at training", "follow_up", ["g-kenna-back", N2], follow="ke-gf"),
    q(c, "did she do the full session", "follow_up", ["g-kenna-back"], follow="ke-gf"),
    q(c, "did she go to hospital", "follow_up", None, NEVER, follow="ke-gf"),
    q(c, "when did kenna first get ill", "named", ["g-kenna-gf", "kenna-ill"]),
    q(c, "what did kenna tell me when she was ill", "named", ["kenna-ill"]),
    q(c, "how long did kenna sleep when she was ill", "numbers", ["g-kenna-gf"]),
    q(c, "what did i say when she asked to come back", "coach_reply", ["kenna-back-coach"]),
    q(c, "kenna's o grades", "possessive", ["g-kenna-results"], key="ke-og"),
    q(c, "how many did she pass", "follow_up", ["g-kenna-results"], follow="ke-og"),
    q(c, "what's she doing this year", "follow_up", ["g-kenna-results", P], follow="ke-og"),
    q(c, "kenna's wrist", "possessive", ["kenna-wrist", "g-kenna-wrist", P], key="ke-wr"),
    q(c, "which one", "follow_up", ["g-kenna-wrist", P], follow="ke-wr"),
    q(c, "can she still skate", "follow_up", ["g-kenna-wrist"], follow="ke-wr"),
    q(c, "did she play at hogmanay", "follow_up", ["g-kenna-hogmanay"], follow="ke-wr"),
    q(c, "did kenna tell me about the wrist", "yes_no", ["kenna-wrist"]),
    q(c, "what did kenna say in the group on the day of the harrods bomb", "date_window", ["g-kenna-wrist"]),
    q(c, "kenna glandular fevr", "misspelling", GF),
    q(c, "kena dunachie wrist", "misspelling", ["kenna-wrist", "g-kenna-wrist"]),
    q(c, "the kissing disease kenna had", "paraphrase", GF),
    q(c, "how bored was kenna off school", "paraphrase", ["g-kenna-bored"]),
    q(c, "kenna in october", "topic_period", ["kenna-ill", "g-kenna-gf", "g-kenna-gf2", C1]),
    q(c, "kenna in november", "topic_period", ["g-kenna-bored", "kenna-back-ask", "kenna-back-coach", "g-kenna-back"]),
    q(c, "kenna check in", "checkin", [C1]),
    q(c, "kenna's sleep in the check-in", "checkin", [C1]),
    q(c, "first note i made on kenna", "note", [N1]),
    q(c, "my note when she came back", "note", [N2]),
    q(c, "where does kenna go to school", "profile_attribute", [P]),
    q(c, "is kenna veggie", "profile_attribute", [P]),
    q(c, "kenna's goal", "profile", [P]),
    q(c, "how's kenna", "how_doing", ["g-kenna-hogmanay", "g-kenna-wrist", N2]),
    q(c, "is kenna still tired", "recency", [N2]),
    q(c, "anything from kenna on the 28th of november", "date_window", ["g-kenna-back"]),
    q(c, "kenna on halloween", "date_window", None, OTHER_PERIOD),
    q(c, "kenna's results last summer", "topic_period", None, OTHER_PERIOD),
    q(c, "kenna in june", "topic_period", None, OTHER_PERIOD),
    q(c, "kenna's right wrist", "possessive", None, NEVER),
    q(c, "did kenna's mum text me", "yes_no", None, NEVER),
    q(c, "kenna's weight", "health", None, OTHER_CLIENT),
    q(c, "is kenna on antibiotics", "yes_no", None, OTHER_CLIENT),
    q(c, "kenna's asthma", "possessive", None, NEVER),
    q(c, "kenna's stitches", "possessive", None, OTHER_CLIENT),
    q(c, "kenna's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "kenna's bronchitis", "possessive", None, OTHER_CLIENT),
    q(c, "kenna's anaemia", "possessive", None, OTHER_TRAINER),
    q(c, "kenna's ankle", "possessive", None, OTHER_TRAINER),
    q(c, "did kenna do the sponsored walk", "yes_no", None, OTHER_TRAINER),
    q(c, "kenna's iron tablets", "possessive", None, OTHER_TRAINER),
    q(c, "kenna's cold sore", "possessive", None, OTHER_TRAINER),
    q(c, "kenna's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "kenna's wisdom tooth", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Dunstan: Roderick (dev) — the gout: indomethacin, naproxen, allopurinol
c = "roderick"
N1, N2, N3 = notes(c); C1, C2, C3 = cis(c)
TR = "tr-dunstan-roderick-19830921"
P = profile(c)
W = "weight"
U1, U2 = lab(c, "19830919"), lab(c, "19831219")
QUESTIONS += [
    q(c, "roddy's gout tablets, what's he on now", "recency", ["roderick-allopurinol", N2, P], key="ro-med"),
    q(c, "what was the first one", "follow_up", ["roderick-gout", P], follow="ro-med"),
    q(c, "why'd they change it", "follow_up", ["roderick-naproxen", N2], follow="ro-med"),
    q(c, "who told me that", "follow_up", ["roderick-naproxen"], follow="ro-med"),
    q(c, "and when did the allopurinol start", "follow_up", ["roderick-allopurinol", P], follow="ro-med"),
    q(c, "why that one", "follow_up", ["roderick-allopurinol", N2, U1], follow="ro-med"),
    q(c, "what dose is he on", "follow_up", None, NEVER, follow="ro-med"),
    q(c, "when did roderick's gout start", "named", ["roderick-gout", P]),
    q(c, "which toe", "named", ["roderick-gout", P, N2]),
    q(c, "what did ethel say about the indomethacin", "named", ["roderick-naproxen"]),
    q(c, "what did the doctor warn about the allopurinol", "named", ["roderick-warning"]),
    q(c, "is roddy allowed beer on the allopurinol", "yes_no", ["roderick-warning", TR]),
    q(c, "what did i tell him when the gout first flared", "coach_reply", ["roderick-gout-coach"]),
    q(c, "what did i say when he went on allopurinol", "coach_reply", ["roderick-allopurinol-coach"]),
    q(c, "on the call how much water is he meant to drink", "transcript", [TR]),
    q(c, "could he have a shandy after the league, per ethel", "transcript", [TR]),
    q(c, "what did i say about jumping on the call", "transcript", [TR]),
    q(c, "how did he describe the toe on the phone", "transcript", [TR]),
    q(c, "roderick's uric acid", "numbers", [U1, U2, "roderick-allopurinol", "roderick-urate2"], key="ro-u"),
    q(c, "what was it in september", "follow_up", [U1], follow="ro-u"),
    q(c, "is it in range now", "follow_up", [U2, "roderick-urate2"], follow="ro-u"),
    q(c, "how much has it come down", "follow_up", [U1, U2], follow="ro-u"),
    q(c, "how many flares did roddy have by september", "numbers", ["roderick-allopurinol"]),
    q(c, "has roddy had a flare since mid-october", "yes_no", ["roderick-noflare", N3]),
    q(c, "roderick gout", "possessive", ["roderick-gout", "roderick-naproxen", "roderick-allopurinol", "roderick-warning", "roderick-noflare", "roderick-urate2", TR, N2, N3, P, C1]),
    q(c, "roderick goute", "misspelling", ["roderick-gout", P]),
    q(c, "rodrick howes alopurinol", "misspelling", ["roderick-allopurinol", "roderick-warning", P]),
    q(c, "the foreman's swollen big toe", "paraphrase", ["roderick-gout", P]),
    q(c, "the stomach trouble from roddy's first tablets", "paraphrase", ["roderick-naproxen"]),
    q(c, "roderick in july", "topic_period", ["roderick-gout", "roderick-gout-coach", C1]),
    q(c, "roddy's gout in the autumn", "topic_period", ["roderick-allopurinol", "roderick-allopurinol-coach", "roderick-warning", "roderick-noflare", TR, N2, C2]),
    q(c, "roderick's weight", "health", ["roderick-noflare", N3, weeks(c, W)], key="ro-w"),
    q(c, "what was he in july", "follow_up", ["roderick-intro", N1] + span(c, W, "1983-07-01", "1983-07-31"), follow="ro-w"),
    q(c, "how much has he lost", "follow_up", ["roderick-intro", "roderick-noflare", N1, N3], follow="ro-w"),
    q(c, "roddy's weight in october", "topic_period", span(c, W, "1983-10-01", "1983-10-31")),
    q(c, "roderick's weight in stone", "numbers", ["roderick-noflare", N3, weeks(c, W)]),
    q(c, "roderick check in july", "checkin", [C1]),
    q(c, "roddy's october check in, the beer one", "checkin", [C2]),
    q(c, "how did his adherence change over the check-ins", "checkin", [C1, C2, C3]),
    q(c, "my october note on roddy", "note", [N2]),
    q(c, "first note on roderick", "note", [N1]),
    q(c, "who's ethel", "profile_attribute", [P]),
    q(c, "where does roddy work", "profile_attribute", [P, "roderick-intro", N1]),
    q(c, "what can't roddy eat", "profile_attribute", [P]),
    q(c, "roderick's goal", "profile", [P]),
    q(c, "how's roddy doing", "how_doing", ["roderick-noflare", "roderick-urate2", N3, U2, weeks(c, W)]),
    q(c, "anything from roderick on the day kinnock got in", "date_window", ["g-roderick-kinnock"]),
    q(c, "what did roddy send on the 14th of july", "date_window", ["roderick-gout", "roderick-gout-coach"]),
    q(c, "roddy on the 20th of september", "date_window", ["roderick-allopurinol", "roderick-allopurinol-coach"]),
    q(c, "roderick on christmas day", "date_window", None, OTHER_PERIOD),
    q(c, "roddy's gout last year", "topic_period", None, OTHER_PERIOD),
    q(c, "roderick's uric acid in june", "numbers", None, OTHER_PERIOD),
    q(c, "roderick's weight in april", "health", None, OTHER_PERIOD),
    q(c, "roderick's left big toe", "possessive", None, NEVER),
    q(c, "did roddy's gout go to his knee", "yes_no", None, NEVER),
    q(c, "roderick's kidney stones", "possessive", None, NEVER),
    q(c, "what did roddy's son say", "named", None, OTHER_TRAINER),
    q(c, "roderick's ankle", "possessive", None, OTHER_CLIENT),
    q(c, "roderick's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "did roddy run 10k", "yes_no", None, OTHER_CLIENT),
    q(c, "roderick's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "roddy's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "roderick's haemoglobin", "numbers", None, OTHER_TRAINER),
    q(c, "is roddy on pizotifen", "yes_no", None, OTHER_TRAINER),
    q(c, "roderick's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "roddy's steps", "health", None, OTHER_TRAINER),
    q(c, "roderick's stitches", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Dunstan: Jadwiga (test) — Polish words mixed in, kilos and stone, km and miles
c = "jadwiga"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
W, HR = "weight", "resting_heart_rate"
G = "goal-dunstan-jadwiga-rhr"
QUESTIONS += [
    q(c, "jadzia's ankle", "possessive", ["jadwiga-ankle", "jadwiga-ankle-coach", "jadwiga-ankleok", "g-jadwiga-ankle", N2, P, C1], key="ja-an"),
    q(c, "which one", "follow_up", ["jadwiga-ankle", P], follow="ja-an"),
    q(c, "how did she do it", "follow_up", ["jadwiga-ankle"], follow="ja-an"),
    q(c, "when did the strapping come off", "follow_up", ["jadwiga-ankleok"], follow="ja-an"),
    q(c, "did she miss the tournament", "follow_up", ["g-jadwiga-ankle"], follow="ja-an"),
    q(c, "was it broken", "follow_up", None, NEVER, follow="ja-an"),
    q(c, "when did jadwiga hurt her ankle", "named", ["jadwiga-ankle", "g-jadwiga-ankle", P]),
    q(c, "what did i tell jadzia after the ankle", "coach_reply", ["jadwiga-ankle-coach"]),
    q(c, "jadzia's back", "possessive", ["jadwiga-back", N2, P, C2], key="ja-bk"),
    q(c, "what did the doctor say", "follow_up", ["jadwiga-back"], follow="ja-bk"),
    q(c, "what's causing it", "follow_up", ["jadwiga-back", N2, P], follow="ja-bk"),
    q(c, "did i keep her off the frame", "follow_up", ["jadwiga-back-coach"], follow="ja-bk"),
    q(c, "when did jadwiga's back start hurting", "named", ["jadwiga-back"]),
    q(c, "jadwiga's weight", "health", ["jadwiga-10k", N2, weeks(c, W)], key="ja-w"),
    q(c, "in stone?", "follow_up", ["jadwiga-10k", N2, weeks(c, W)], follow="ja-w"),
    q(c, "what did she say she was at boots", "follow_up", ["jadwiga-oct"], follow="ja-w"),
    q(c, "and in kilos that's", "follow_up", ["jadwiga-oct"], follow="ja-w"),
    q(c, "how much has jadzia lost since july", "numbers", ["jadwiga-jul", "jadwiga-10k", N1, N2]),
    q(c, "jadwiga's weight in august", "topic_period", span(c, W, "1983-08-01", "1983-08-31")),
    q(c, "jadzia's resting pulse", "health", [G, weeks(c, HR)], key="ja-hr"),
    q(c, "did she hit her goal", "follow_up", [G, weeks(c, HR)], follow="ja-hr"),
    q(c, "what was it in july", "follow_up", span(c, HR, "1983-07-01", "1983-07-31"), follow="ja-hr"),
    q(c, "jadwiga's heart rate over the autumn", "topic_period", span(c, HR, "1983-09-01", "1983-11-30")),
    q(c, "how far did jadzia run in october, in km", "numbers", ["jadwiga-4miles"]),
    q(c, "how far could she run when she started", "numbers", ["jadwiga-intro"]),
    q(c, "has jadwiga run 10k without stopping", "yes_no", ["jadwiga-10k", N2]),
    q(c, "how many miles is her longest run", "numbers", ["jadwiga-10k", N2]),
    q(c, "what did bogdan make to celebrate", "named", ["jadwiga-10k"]),
    q(c, "what did jadzia's mum say about the running", "named", ["jadwiga-4miles"]),
    q(c, "jadwiga kostka", "misspelling", ["jadwiga-ankle", "jadwiga-ankleok", "g-jadwiga-ankle", C1]),
    q(c, "jadwigga wierzbica back", "misspelling", ["jadwiga-back", N2, P]),
    q(c, "the cannery woman's twisted foot", "paraphrase", ["jadwiga-ankle", P]),
    q(c, "jadzia's lower back ache from work", "paraphrase", ["jadwiga-back", N2, P]),
    q(c, "jadwiga in august", "topic_period", ["jadwiga-ankle", "jadwiga-ankle-coach", "g-jadwiga-ankle"]),
    q(c, "jadzia in november", "topic_period", ["jadwiga-back", "jadwiga-back-coach", C2]),
    q(c, "jadwiga check-in september", "checkin", [C1]),
    q(c, "jadzia's november check in stress", "checkin", [C2]),
    q(c, "my first note on jadwiga", "note", [N1]),
    q(c, "december note on jadzia", "note", [N2]),
    q(c, "where does jadwiga work", "profile_attribute", [P, "jadwiga-intro", N1]),
    q(c, "who's krystyna", "profile_attribute", [P, "jadwiga-4miles"]),
    q(c, "jadwiga's goal", "profile", [P]),
    q(c, "how's jadzia getting on", "how_doing", ["jadwiga-10k", N2, G, weeks(c, W)]),
    q(c, "what did jadzia say on the day of the harrods bomb", "date_window", ["g-jadwiga-harrods"]),
    q(c, "anything from jadwiga on the 10th of december", "date_window", ["jadwiga-10k"]),
    q(c, "is her back still bad", "recency", [N2]),
    q(c, "jadwiga on bonfire night", "date_window", None, OTHER_PERIOD),
    q(c, "jadzia's weight in may", "health", None, OTHER_PERIOD),
    q(c, "jadwiga's ankle last winter", "topic_period", None, OTHER_PERIOD),
    q(c, "jadwiga's right ankle", "possessive", None, NEVER),
    q(c, "jadzia's blood pressure", "health", None, NEVER),
    q(c, "did jadzia go back to poland", "yes_no", None, NEVER),
    q(c, "what did jadwiga's aunt say", "named", None, NEVER),
    q(c, "jadzia's gout", "possessive", None, OTHER_CLIENT),
    q(c, "jadwiga's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "jadzia's urate", "numbers", None, OTHER_CLIENT),
    q(c, "jadwiga's knee", "possessive", None, OTHER_TRAINER),
    q(c, "jadzia's steps", "health", None, OTHER_TRAINER),
    q(c, "is jadzia anaemic", "yes_no", None, OTHER_TRAINER),
    q(c, "jadwiga's migraine tablets", "possessive", None, OTHER_TRAINER),
    q(c, "jadzia's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "did jadwiga get bronchitis", "yes_no", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Dunstan: Carmel (test) — the right shoulder, from the landing to the first match back
c = "carmel"
N1, N2 = notes(c); C1, C2 = cis(c)
TR = "tr-dunstan-carmel-19830808"
P = profile(c)
QUESTIONS += [
    q(c, "carmel's shoulder, is she back yet", "recency", ["carmel-back", "g-carmel-back", N2], key="ca-sh"),
    q(c, "when did it happen", "follow_up", ["carmel-onset", N2, P], follow="ca-sh"),
    q(c, "which side", "follow_up", ["carmel-onset", N2, P], follow="ca-sh"),
    q(c, "who put it back", "follow_up", ["carmel-onset", N2, P], follow="ca-sh"),
    q(c, "how long in the sling", "follow_up", ["carmel-slingoff", N2, P], follow="ca-sh"),
    q(c, "when was her first throw", "follow_up", ["carmel-firstthrow"], follow="ca-sh"),
    q(c, "and her first full match", "follow_up", ["carmel-back", "g-carmel-back", N2], follow="ca-sh"),
    q(c, "did she need an operation", "follow_up", None, NEVER, follow="ca-sh"),
    q(c, "how did carmel hurt her shoulder", "named", ["carmel-onset"]),
    q(c, "what did carmel tell the team when she did it", "named", ["g-carmel-shoulder"]),
    q(c, "what did i say the night she dislocated it", "coach_reply", ["carmel-onset-coach"]),
    q(c, "what did i tell her after the match in october", "coach_reply", ["carmel-back-coach"]),
    q(c, "what did the physio say when the sling came off", "named", ["carmel-slingoff", TR]),
    q(c, "on the call, how long no overhead", "transcript", [TR, "carmel-slingoff"]),
    q(c, "could she lift patients, from the call", "transcript", [TR]),
    q(c, "what did i say she could do instead on the call", "transcript", [TR]),
    q(c, "what does fintan reckon, per the call", "transcript", [TR]),
    q(c, "how long between the dislocation and her first throw", "numbers", ["carmel-onset", "carmel-firstthrow"]),
    q(c, "how many weeks was carmel out of matches", "numbers", ["carmel-onset", "carmel-back", N2]),
    q(c, "did the shoulder stay in on her first throw", "yes_no", ["carmel-firstthrow"]),
    q(c, "is carmel doing her band exercises", "yes_no", ["carmel-back-coach", N2]),
    q(c, "carmel dislocated shoulder", "possessive", ["carmel-onset", "carmel-onset-coach", "carmel-slingoff", "carmel-firstthrow", "carmel-back", "g-carmel-shoulder", "g-carmel-back", TR, N2, P, C1, C2]),
    q(c, "carmel dislocted sholder", "misspelling", ["carmel-onset", N2, P]),
    q(c, "carmal skelley sling", "misspelling", ["carmel-onset", "carmel-slingoff", C1]),
    q(c, "the nurse's popped-out joint", "paraphrase", ["carmel-onset", N2, P]),
    q(c, "carmel's arm in a sling", "paraphrase", ["carmel-onset", "carmel-slingoff", C1]),
    q(c, "carmel in july", "topic_period", ["carmel-onset", "carmel-onset-coach", "g-carmel-shoulder", C1]),
    q(c, "carmel in september", "topic_period", ["carmel-firstthrow"]),
    q(c, "carmel in q4", "topic_period", ["carmel-back", "carmel-back-coach", "g-carmel-back", N2, C2]),
    q(c, "carmel's check in with the sling", "checkin", [C1]),
    q(c, "carmel's october check-in adherence", "checkin", [C2]),
    q(c, "first note on carmel", "note", [N1]),
    q(c, "what did i note after her first match back", "note", [N2]),
    q(c, "where did carmel play before", "named", ["carmel-intro"]),
    q(c, "what does carmel do", "profile_attribute", [P, "carmel-intro", N1]),
    q(c, "who's fintan", "profile_attribute", [P]),
    q(c, "carmel's goal", "profile", [P]),
    q(c, "how's carmel", "how_doing", ["carmel-back", "carmel-back-coach", N2]),
    q(c, "anything from carmel on the 22nd of october", "date_window", ["carmel-back", "carmel-back-coach", "g-carmel-back"]),
    q(c, "carmel on the 16th of july", "date_window", ["carmel-onset", "carmel-onset-coach"]),
    q(c, "carmel on remembrance sunday", "date_window", None, OTHER_PERIOD),
    q(c, "carmel's shoulder last season", "topic_period", None, OTHER_PERIOD),
    q(c, "carmel's shoulder in june", "topic_period", None, OTHER_PERIOD),
    q(c, "carmel's left shoulder", "possessive", None, NEVER),
    q(c, "has carmel's shoulder come out again", "yes_no", None, NEVER),
    q(c, "carmel's weight", "health", None, OTHER_CLIENT),
    q(c, "carmel's gout", "possessive", None, OTHER_CLIENT),
    q(c, "did carmel sprain her ankle", "yes_no", None, OTHER_CLIENT),
    q(c, "carmel's back", "possessive", None, OTHER_CLIENT),
    q(c, "carmel's frozen shoulder injection", "possessive", None, OTHER_TRAINER),
    q(c, "carmel's iron", "numbers", None, OTHER_TRAINER),
    q(c, "carmel's steps", "health", None, OTHER_TRAINER),
    q(c, "did carmel have a cataract done", "yes_no", None, OTHER_TRAINER),
    q(c, "carmel's calf", "possessive", None, OTHER_TRAINER),
    q(c, "what did carmel's dad say", "named", None, NEVER),
    q(c, "is carmel on painkillers", "yes_no", None, NEVER),
    q(c, "carmel's achilles", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Kamlesh: Nilesh (dev) — a word or two; mostly yes or no
c = "nilesh"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
W = "weight"
QUESTIONS += [
    q(c, "did nilesh pull his calf", "yes_no", ["nilesh-calf", P, N2], key="ni-calf"),
    q(c, "which leg", "follow_up", ["nilesh-calf", P], follow="ni-calf"),
    q(c, "when", "follow_up", ["nilesh-calf", P], follow="ni-calf"),
    q(c, "when was he back", "follow_up", ["nilesh-back", N2], follow="ni-calf"),
    q(c, "how long was he out", "follow_up", ["nilesh-calf", "nilesh-back", N2, P], follow="ni-calf"),
    q(c, "did he see a physio", "follow_up", None, NEVER, follow="ni-calf"),
    q(c, "did i tell nilesh to ice it", "yes_no", ["nilesh-calf-coach"]),
    q(c, "what did i say about jumping after the calf", "coach_reply", ["nilesh-calf-coach"]),
    q(c, "is nilesh's calf ok now", "yes_no", ["nilesh-back", N2]),
    q(c, "did nilesh have a tooth out", "yes_no", ["nilesh-tooth", P], key="ni-tooth"),
    q(c, "which one", "follow_up", ["nilesh-tooth", P], follow="ni-tooth"),
    q(c, "did he miss training", "follow_up", ["nilesh-tooth"], follow="ni-tooth"),
    q(c, "can nilesh serve from the back line now", "yes_no", ["nilesh-serve", N2]),
    q(c, "how many times did he serve from the back", "numbers", ["nilesh-serve"]),
    q(c, "is nilesh coming thursdays", "yes_no", ["nilesh-intro"]),
    q(c, "is nilesh vegetarian", "yes_no", [P]),
    q(c, "nilesh weight", "health", ["nilesh-weight", weeks(c, W)], key="ni-w"),
    q(c, "what was he in july", "follow_up", [N1] + span(c, W, "1983-07-01", "1983-07-31"), follow="ni-w"),
    q(c, "has he lost any", "follow_up", [N1, "nilesh-weight", weeks(c, W)], follow="ni-w"),
    q(c, "nilesh's weight in october", "topic_period", ["nilesh-weight"] + span(c, W, "1983-10-01", "1983-10-31")),
    q(c, "what did nilesh weigh in stone in october", "numbers", ["nilesh-weight"]),
    q(c, "nilesh parmer calf", "misspelling", ["nilesh-calf", P]),
    q(c, "neelesh tooth", "misspelling", ["nilesh-tooth"]),
    q(c, "the bus driver's pulled muscle", "paraphrase", ["nilesh-calf", P]),
    q(c, "nilesh in september", "topic_period", ["nilesh-calf", "nilesh-calf-coach", "nilesh-back", C1]),
    q(c, "nilesh in november", "topic_period", ["nilesh-tooth"]),
    q(c, "what did nilesh send on the 14th of november", "date_window", ["nilesh-tooth"]),
    q(c, "nilesh on the 3rd of september", "date_window", ["nilesh-calf", "nilesh-calf-coach"]),
    q(c, "nilesh check in", "checkin", [C1]),
    q(c, "nilesh's adherence in his check in", "checkin", [C1]),
    q(c, "first note on nilesh", "note", [N1]),
    q(c, "my december note on nilesh", "note", [N2]),
    q(c, "what does nilesh do for a job", "profile_attribute", [P, N1]),
    q(c, "who's manoj", "profile_attribute", [P]),
    q(c, "nilesh's goal", "profile", [P]),
    q(c, "nilesh alright?", "how_doing", ["nilesh-serve", N2, weeks(c, W)]),
    q(c, "nilesh's calf still a problem?", "recency", ["nilesh-back", N2]),
    q(c, "nilesh on halloween", "date_window", None, OTHER_PERIOD),
    q(c, "nilesh's calf in the spring", "topic_period", None, OTHER_PERIOD),
    q(c, "nilesh's weight in march", "health", None, OTHER_PERIOD),
    q(c, "nilesh's left calf", "possessive", None, NEVER),
    q(c, "did nilesh need stitches after the tooth", "yes_no", None, NEVER),
    q(c, "nilesh's blood pressure", "health", None, NEVER),
    q(c, "did nilesh's brother text me", "yes_no", None, NEVER),
    q(c, "nilesh's steps", "health", None, OTHER_CLIENT),
    q(c, "nilesh's angina", "possessive", None, OTHER_CLIENT),
    q(c, "is nilesh anaemic", "yes_no", None, OTHER_CLIENT),
    q(c, "nilesh's heel", "possessive", None, OTHER_CLIENT),
    q(c, "nilesh's hip", "possessive", None, OTHER_CLIENT),
    q(c, "nilesh's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "did nilesh cut his hand", "yes_no", None, OTHER_TRAINER),
    q(c, "nilesh's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "is nilesh on allopurinol", "yes_no", None, OTHER_TRAINER),
    q(c, "nilesh's shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "did nilesh have glandular fever", "yes_no", None, OTHER_TRAINER),
    q(c, "nilesh's knee", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Kamlesh: Oonagh (dev) — tells the team chat more than me
c = "oonagh"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
H1, H2 = lab(c, "19830906"), lab(c, "19831208")
IRON = ["g-oonagh-anaemia", "g-oonagh-iron", "g-oonagh-iron2", H1, H2, N2, P]
QUESTIONS += [
    q(c, "what did oona tell the group about her blood test", "named", ["g-oonagh-anaemia", "g-oonagh-iron2"], key="oo-bt"),
    q(c, "what was wrong", "follow_up", ["g-oonagh-anaemia", H1, N2, P], follow="oo-bt"),
    q(c, "what's she taking for it", "follow_up", ["g-oonagh-anaemia", N2, P], follow="oo-bt"),
    q(c, "for how long", "follow_up", ["g-oonagh-anaemia", "g-oonagh-iron2", P], follow="oo-bt"),
    q(c, "any side effects", "follow_up", ["g-oonagh-anaemia"], follow="oo-bt"),
    q(c, "is it back to normal", "follow_up", ["g-oonagh-iron2", H2], follow="oo-bt"),
    q(c, "what did the doctor say caused it", "follow_up", None, NEVER, follow="oo-bt"),
    q(c, "oonagh's haemoglobin", "numbers", [H1, H2], key="oo-hb"),
    q(c, "in september?", "follow_up", [H1], follow="oo-hb"),
    q(c, "how much did it go up", "follow_up", [H1, H2], follow="oo-hb"),
    q(c, "is it in range now", "follow_up", [H2], follow="oo-hb"),
    q(c, "did oonagh tell me her blood results", "yes_no", ["oonagh-test"]),
    q(c, "when did oona stop falling asleep at work", "named", ["g-oonagh-iron"]),
    q(c, "oonagh's heel", "possessive", ["g-oonagh-heel", "oonagh-foot", N2, P], key="oo-heel"),
    q(c, "which foot", "follow_up", ["g-oonagh-heel", P], follow="oo-heel"),
    q(c, "who said what it was", "follow_up", ["g-oonagh-heel"], follow="oo-heel"),
    q(c, "what's she doing for it", "follow_up", ["g-oonagh-heel", N2, P], follow="oo-heel"),
    q(c, "when's it worst", "follow_up", ["g-oonagh-heel"], follow="oo-heel"),
    q(c, "what did oona tell me about her foot", "named", ["oonagh-foot"]),
    q(c, "did oonagh say she'd still come with the sore foot", "yes_no", ["oonagh-foot"]),
    q(c, "oonagh's sponsored walk", "possessive", ["g-oonagh-walk", N2], key="oo-walk"),
    q(c, "how far", "follow_up", ["g-oonagh-walk"], follow="oo-walk"),
    q(c, "in km?", "follow_up", ["g-oonagh-walk"], follow="oo-walk"),
    q(c, "how much did she raise", "follow_up", ["g-oonagh-walk"], follow="oo-walk"),
    q(c, "who for", "follow_up", ["g-oonagh-walk", P, N2], follow="oo-walk"),
    q(c, "did oonagh do the walk on brink's-mat day", "yes_no", ["g-oonagh-walk"]),
    q(c, "oonagh anemia", "misspelling", IRON),
    q(c, "oona plantar fascitis", "misspelling", ["g-oonagh-heel", P]),
    q(c, "the machinist's low iron", "paraphrase", ["g-oonagh-anaemia", H1, P]),
    q(c, "oona's sore sole first thing", "paraphrase", ["g-oonagh-heel"]),
    q(c, "oonagh in september", "topic_period", ["oonagh-test", "g-oonagh-anaemia", H1, C1]),
    q(c, "oona's iron over the autumn", "topic_period", ["g-oonagh-anaemia", "g-oonagh-iron", H1]),
    q(c, "oonagh in december", "topic_period", ["g-oonagh-iron2", H2, N2]),
    q(c, "oonagh check in", "checkin", [C1]),
    q(c, "how was oona sleeping per the check-in", "checkin", [C1]),
    q(c, "my first note on oonagh", "note", [N1]),
    q(c, "december note on oona", "note", [N2]),
    q(c, "where does oonagh work", "profile_attribute", [P]),
    q(c, "what should oona be eating", "profile_attribute", [P]),
    q(c, "oonagh's goal", "profile", [P]),
    q(c, "how's oona doing", "how_doing", ["g-oonagh-iron2", "g-oonagh-walk", N2, H2]),
    q(c, "is oona still on the iron tablets", "recency", ["g-oonagh-iron2", N2]),
    q(c, "anything from oonagh on the 26th of november", "date_window", ["g-oonagh-walk"]),
    q(c, "oonagh on the 6th of september", "date_window", ["oonagh-test", H1]),
    q(c, "oonagh on bonfire night", "date_window", None, OTHER_PERIOD),
    q(c, "oonagh's iron last year", "topic_period", None, OTHER_PERIOD),
    q(c, "oona's heel in july", "topic_period", None, OTHER_PERIOD),
    q(c, "oonagh's right heel", "possessive", None, NEVER),
    q(c, "is oonagh pregnant", "yes_no", None, NEVER),
    q(c, "oonagh's ferritin", "numbers", None, NEVER),
    q(c, "what did oonagh's husband say", "named", None, OTHER_TRAINER),
    q(c, "oonagh's weight", "health", None, OTHER_CLIENT),
    q(c, "oonagh's calf strain", "possessive", None, OTHER_CLIENT),
    q(c, "oonagh's gtn spray", "possessive", None, OTHER_CLIENT),
    q(c, "did oona have a tooth out", "yes_no", None, OTHER_CLIENT),
    q(c, "oonagh's uric acid", "numbers", None, OTHER_TRAINER),
    q(c, "oonagh's glandular fever", "possessive", None, OTHER_TRAINER),
    q(c, "oonagh's resting pulse", "health", None, OTHER_TRAINER),
    q(c, "did oona break her wrist", "yes_no", None, OTHER_TRAINER),
    q(c, "oonagh's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "oonagh's bronchitis", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- Kamlesh: Vivian (test) — her daughter Trish writes nearly everything
c = "vivian"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
ST = "steps"
G = "goal-kamlesh-vivian-steps"
ANG = ["vivian-angina", N2, P]
QUESTIONS += [
    q(c, "who writes for viv", "profile_attribute", [P, "vivian-intro"]),
    q(c, "viv's heart", "possessive", ANG + ["vivian-angina-coach", C1], key="vi-ang"),
    q(c, "who told me", "follow_up", ["vivian-angina"], follow="vi-ang"),
    q(c, "when did it start", "follow_up", ["vivian-angina", P], follow="vi-ang"),
    q(c, "what brought it on", "follow_up", ["vivian-angina"], follow="vi-ang"),
    q(c, "what was she given", "follow_up", ["vivian-angina", P], follow="vi-ang"),
    q(c, "what did i say about the spray", "follow_up", ["vivian-angina-coach"], follow="vi-ang"),
    q(c, "did she have an ecg", "follow_up", None, NEVER, follow="vi-ang"),
    q(c, "what did trish say the doctor called it", "named", ["vivian-angina"]),
    q(c, "what did i tell trish about sessions after the angina", "coach_reply", ["vivian-angina-coach"]),
    q(c, "does viv carry her spray", "yes_no", ["vivian-angina-coach", N2]),
    q(c, "viv's fall", "possessive", ["vivian-fall", "vivian-self", N2, P, C2], key="vi-fall"),
    q(c, "when was that", "follow_up", ["vivian-fall", P], follow="vi-fall"),
    q(c, "which hip", "follow_up", ["vivian-fall", P, N2], follow="vi-fall"),
    q(c, "was anything broken", "follow_up", ["vivian-fall", P], follow="vi-fall"),
    q(c, "when was she back", "follow_up", ["vivian-self"], follow="vi-fall"),
    q(c, "who wrote that she was back", "follow_up", ["vivian-self"], follow="vi-fall"),
    q(c, "how did viv fall on halloween", "named", ["vivian-fall"]),
    q(c, "did viv ever write to me herself", "yes_no", ["vivian-self"]),
    q(c, "where did viv see the club", "named", ["vivian-intro"]),
    q(c, "who does viv kick the ball with at home", "named", ["vivian-intro"]),
    q(c, "viv's steps", "health", ["vivian-ball", G, N2, weeks(c, ST)], key="vi-st"),
    q(c, "did she hit her goal", "follow_up", [G, "vivian-ball", weeks(c, ST)], follow="vi-st"),
    q(c, "and in july?", "follow_up", [N1] + span(c, ST, "1983-07-01", "1983-07-31"), follow="vi-st"),
    q(c, "vivian's steps in november", "topic_period", span(c, ST, "1983-11-01", "1983-11-30")),
    q(c, "how many more steps a day than when she started", "numbers", [N1, "vivian-ball"]),
    q(c, "how many times did viv keep the ball up", "numbers", ["vivian-ball", "g-vivian-ball", N2]),
    q(c, "what did viv tell the group about the ball", "named", ["g-vivian-ball"]),
    q(c, "what did viv say to oona about iron", "named", ["g-vivian-liver"]),
    q(c, "vivian kewly angina", "misspelling", ANG),
    q(c, "viv anjina spray", "misspelling", ["vivian-angina", "vivian-angina-coach", P]),
    q(c, "the old knitter's chest pains", "paraphrase", ["vivian-angina", P]),
    q(c, "viv's bruise from the doorstep", "paraphrase", ["vivian-fall", P]),
    q(c, "viv in august", "topic_period", ["vivian-angina", "vivian-angina-coach"]),
    q(c, "vivian in q4", "topic_period", ["vivian-fall", "vivian-self", "vivian-ball", "g-vivian-ball", N2, C2]),
    q(c, "viv's september check-in", "checkin", [C1]),
    q(c, "viv's stress in the november check in", "checkin", [C2]),
    q(c, "first note on vivian", "note", [N1]),
    q(c, "december note on viv", "note", [N2]),
    q(c, "where's viv from", "profile_attribute", [P]),
    q(c, "what did viv do for a living", "profile_attribute", [P]),
    q(c, "viv's goal", "profile", [P]),
    q(c, "how's viv", "how_doing", ["vivian-ball", "g-vivian-ball", N2, weeks(c, ST)]),
    q(c, "is viv still limping", "recency", ["vivian-self", N2]),
    q(c, "anything from trish on the 31st of october", "date_window", ["vivian-fall"]),
    q(c, "viv on the 15th of december", "date_window", ["vivian-ball", "g-vivian-ball"]),
    q(c, "viv on christmas day", "date_window", None, OTHER_PERIOD),
    q(c, "viv's heart last spring", "topic_period", None, OTHER_PERIOD),
    q(c, "viv's steps in june", "health", None, OTHER_PERIOD),
    q(c, "viv's right hip", "possessive", None, NEVER),
    q(c, "did viv have a heart attack", "yes_no", None, NEVER),
    q(c, "viv's cholesterol", "numbers", None, NEVER),
    q(c, "what did viv's son say", "named", None, OTHER_TRAINER),
    q(c, "viv's haemoglobin", "numbers", None, OTHER_CLIENT),
    q(c, "viv's wisdom tooth", "possessive", None, OTHER_CLIENT),
    q(c, "viv's heel cup", "possessive", None, OTHER_CLIENT),
    q(c, "viv's weight", "health", None, OTHER_CLIENT),
    q(c, "viv's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "is viv on propranolol", "yes_no", None, OTHER_TRAINER),
    q(c, "viv's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "viv's gout", "possessive", None, OTHER_TRAINER),
    q(c, "viv's bronchitis", "possessive", None, OTHER_TRAINER),
    q(c, "did viv sprain her ankle", "yes_no", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- more asks per client, in the words and units each client used or did not use
QUESTIONS += [
    q("ewart", "ewart's weight in pounds", "numbers", ["ewart-signedoff", notes("ewart")[2], weeks("ewart", "weight")]),
    q("ewart", "was ewart in plaster on the bank holiday", "yes_no", ["ewart-musgrove", "ewart-plaster", "ewart-plasteroff"]),
    q("ewart", "when was ewart walking without crutches", "named", ["ewart-nocrutches"]),
    q("ewart", "did ewart say his leg held up on his first sail", "yes_no", ["ewart-sail", "g-ewart-sail"]),
    q("ewart", "what did ewart tell the group from the plaster", "named", ["g-ewart-plaster"]),
    q("ewart", "ewart's achilles in q3", "topic_period", ["ewart-onset", "ewart-onset-coach", "ewart-musgrove", "ewart-plaster", "ewart-plaster2", "g-ewart-plaster", notes("ewart")[1], profile("ewart"), cis("ewart")[0]]),
    q("ewart", "did ewart need an mri", "yes_no", None, NEVER),
    q("ewart", "ewart's steps", "health", None, OTHER_TRAINER),
    q("ewart", "ewart on remembrance sunday", "date_window", None, OTHER_PERIOD),
    q("graziella", "grazi's schiena", "possessive", ["graziella-back", "graziella-backbetter", notes("graziella")[1], profile("graziella"), cis("graziella")[1]]),
    q("graziella", "what did il dottore tell grazi", "named", ["graziella-gp"]),
    q("graziella", "how many miles did grazi walk in september", "numbers", ["graziella-6k"]),
    q("graziella", "grazi's weight in kg in november", "numbers", ["graziella-nov"] + span("graziella", "weight", "1983-11-01", "1983-11-30")),
    q("graziella", "how many stone did grazi lose", "numbers", ["graziella-intro", "graziella-dec", notes("graziella")[0], notes("graziella")[1]]),
    q("graziella", "was grazi's knee gonfio", "yes_no", ["graziella-knee"]),
    q("graziella", "did grazi walk 5 miles in december", "yes_no", ["graziella-dec"]),
    q("graziella", "grazi's caviglia", "possessive", None, OTHER_TRAINER),
    q("graziella", "grazi's weight in january", "health", None, OTHER_PERIOD),
    q("graziella", "what did enzo text me", "named", None, NEVER),
    q("graziella", "is grazi's goal weight in stone", "numbers", ["goal-gervase-graziella-weight", profile("graziella")]),
    q("hubert", "hubert's migraine diary", "possessive", ["hubert-migraleve", notes("hubert")[1]]),
    q("hubert", "did hubie put on half a stone", "yes_no", ["hubert-weight"]),
    q("hubert", "hubert's weight in kilos put on, per my note", "note", [notes("hubert")[1]]),
    q("hubert", "is hubert allowed cheese", "yes_no", [profile("hubert"), "hubert-migraleve"]),
    q("hubert", "hubert's migraines in the summer", "topic_period", ["hubert-intro", "hubert-propranolol", "hubert-cold", notes("hubert")[0], cis("hubert")[0]]),
    q("hubert", "did hubert tell me about his cataract himself", "yes_no", ["hubert-cataract"]),
    q("hubert", "hubert's knee", "possessive", None, OTHER_CLIENT),
    q("hubert", "hubert's glasses prescription", "numbers", None, NEVER),
    q("jinty", "what did wullie say about the steroid jag", "named", ["jinty-injection"]),
    q("jinty", "did wullie tell me she had bronchitis", "yes_no", ["jinty-chest"]),
    q("jinty", "who told me jinty was back at the rink", "named", ["jinty-back"]),
    q("jinty", "jinty's steps in december", "topic_period", ["jinty-back"] + span("jinty", "steps", "1983-12-01", "1983-12-31")),
    q("jinty", "what was jinty's best christmas present", "named", ["jinty-pond"]),
    q("jinty", "jinty's blood pressure", "health", None, NEVER),
    q("jinty", "jinty on the 30th of october", "date_window", ["jinty-self"]),
    q("sholto", "did sholto say his knee was bad", "yes_no", ["sholto-knee"]),
    q("sholto", "did sholto weigh more in july than october", "yes_no", [notes("sholto")[0], "sholto-weight"]),
    q("sholto", "sholto on the 21st of september", "date_window", ["sholto-stitches"]),
    q("sholto", "did sholto get a tattoo", "yes_no", None, NEVER),
    q("sholto", "sholto's weight in stone", "numbers", ["sholto-weight"]),
    q("kenna", "did kenna say her glands were swollen", "yes_no", ["g-kenna-gf"]),
    q("kenna", "what was kenna doing when she was off school", "named", ["g-kenna-bored"]),
    q("kenna", "kenna's hogmanay", "possessive", ["g-kenna-hogmanay"]),
    q("kenna", "did kenna sit her highers in the autumn", "yes_no", None, NEVER),
    q("kenna", "kenna in august", "topic_period", ["g-kenna-results"]),
    q("roderick", "how much water should roddy drink", "named", ["tr-dunstan-roderick-19830921"]),
    q("roderick", "roddy's uric acid in december", "numbers", [lab("roderick", "19831219"), "roderick-urate2"]),
    q("roderick", "did roddy's doctor say keep taking the tablets when the toe's fine", "yes_no", ["tr-dunstan-roderick-19830921"]),
    q("roderick", "roderick's weight in pounds", "numbers", ["roderick-noflare", notes("roderick")[2], weeks("roderick", "weight")]),
    q("roderick", "is roddy allowed liver", "yes_no", ["tr-dunstan-roderick-19830921", profile("roderick")]),
    q("roderick", "did the allopurinol give roddy a rash", "yes_no", None, NEVER),
    q("roderick", "roderick on bonfire night", "date_window", None, OTHER_PERIOD),
    q("jadwiga", "jadzia's plecy", "possessive", ["jadwiga-back", notes("jadwiga")[1], profile("jadwiga"), cis("jadwiga")[1]]),
    q("jadwiga", "what did the lekarz say", "named", ["jadwiga-back"]),
    q("jadwiga", "how far did jadwiga run in july in miles", "numbers", ["jadwiga-jul"]),
    q("jadwiga", "what's jadzia's weight in pounds", "numbers", ["jadwiga-10k", notes("jadwiga")[1], weeks("jadwiga", "weight")]),
    q("jadwiga", "was her kostka blue", "yes_no", ["jadwiga-ankle"]),
    q("jadwiga", "how much did jadwiga weigh in july in stone", "numbers", ["jadwiga-jul"] + span("jadwiga", "weight", "1983-07-01", "1983-07-31")),
    q("jadwiga", "did jadzia go too fast, za szybko", "yes_no", ["jadwiga-jul"]),
    q("jadwiga", "jadzia's kolano", "possessive", None, OTHER_TRAINER),
    q("jadwiga", "jadwiga's weight in january", "health", None, OTHER_PERIOD),
    q("carmel", "carmel's shoulder in august", "topic_period", ["carmel-slingoff", "tr-dunstan-carmel-19830808"]),
    q("carmel", "when did carmel's sling come off", "named", ["carmel-slingoff", notes("carmel")[1]]),
    q("carmel", "did carmel move from thetford", "yes_no", ["carmel-intro"]),
    q("carmel", "carmel's throwing arm", "paraphrase", ["carmel-onset", "carmel-firstthrow", "carmel-back", notes("carmel")[1], profile("carmel")]),
    q("carmel", "did carmel see a surgeon", "yes_no", None, NEVER),
    q("carmel", "carmel on boxing day", "date_window", None, OTHER_PERIOD),
    q("nilesh", "did nilesh say his calf was ok", "yes_no", ["nilesh-back"]),
    q("nilesh", "nilesh's weight in pounds", "numbers", ["nilesh-weight", weeks("nilesh", "weight")]),
    q("nilesh", "did nilesh miss training for his tooth", "yes_no", ["nilesh-tooth"]),
    q("nilesh", "did nilesh serve from the back before christmas", "yes_no", ["nilesh-serve"]),
    q("nilesh", "nilesh on the 18th of december", "date_window", ["nilesh-serve"]),
    q("nilesh", "did nilesh get a filling", "yes_no", None, NEVER),
    q("oonagh", "did the iron turn things black for oona", "yes_no", ["g-oonagh-anaemia"]),
    q("oonagh", "when does oona stop the iron tablets", "named", ["g-oonagh-iron2"]),
    q("oonagh", "where did oona walk from and to", "named", ["g-oonagh-walk"]),
    q("oonagh", "oonagh's haemoglobin in december", "numbers", [lab("oonagh", "19831208"), "g-oonagh-iron2"]),
    q("oonagh", "oonagh's blood sugar", "numbers", None, NEVER),
    q("oonagh", "oona on the 19th of november", "date_window", ["g-oonagh-heel"]),
    q("vivian", "what did trish say about the x-ray", "named", ["vivian-fall"]),
    q("vivian", "did viv take an aspirin a day", "yes_no", ["vivian-angina", profile("vivian")]),
    q("vivian", "viv's steps in september", "topic_period", span("vivian", "steps", "1983-09-01", "1983-09-30")),
    q("vivian", "viv's diet", "profile_attribute", [profile("vivian")]),
    q("vivian", "did viv get a pacemaker", "yes_no", None, NEVER),
    q("vivian", "viv on the 21st of november", "date_window", ["vivian-self"]),
    q("ewart", "ewart's plecy", "possessive", None, OTHER_CLIENT),
    q("ewart", "did ewart's achilles need a second plaster in december", "yes_no", None, NEVER),
    q("graziella", "grazi's pressione, her blood pressure", "health", None, NEVER),
    q("graziella", "grazi's tooth", "possessive", None, OTHER_TRAINER),
    q("hubert", "hubert on the august bank holiday", "date_window", None, OTHER_PERIOD),
    q("jinty", "jinty's weight in stone", "numbers", None, OTHER_CLIENT),
    q("sholto", "sholto on christmas day", "date_window", None, OTHER_PERIOD),
    q("kenna", "kenna's stitches out?", "yes_no", None, OTHER_CLIENT),
    q("roderick", "roddy's gout in march", "topic_period", None, OTHER_PERIOD),
    q("jadwiga", "jadzia's ginocchio", "possessive", None, OTHER_TRAINER),
    q("jadwiga", "what did krystyna text me", "named", None, NEVER),
    q("carmel", "carmel's weight in stone", "numbers", None, OTHER_CLIENT),
    q("nilesh", "nilesh on remembrance sunday", "date_window", None, OTHER_PERIOD),
    q("oonagh", "oonagh's haemoglobin in june", "numbers", None, OTHER_PERIOD),
    q("vivian", "viv's weight in kilos", "health", None, OTHER_CLIENT),
    q("vivian", "what did viv's husband say", "named", None, OTHER_TRAINER),
    q("hubert", "hubert's schiena", "possessive", None, OTHER_CLIENT),
    q("carmel", "carmel's kolano", "possessive", None, OTHER_TRAINER),
    q("nilesh", "nilesh's schiena", "possessive", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    x("gervase", "ewart", "who on the beach snapped a tendon", ["ewart-onset", "ewart-musgrove", notes("ewart")[1], profile("ewart")]),
    x("gervase", "ewart", "which of my lot was in plaster over the summer", ["ewart-musgrove", "ewart-plaster", "g-ewart-plaster", notes("ewart")[1]]),
    x("gervase", "graziella", "whose knee is wear and tear", ["graziella-gp", profile("graziella")]),
    x("gervase", "graziella", "who hurt their back lifting a freezer", ["graziella-back", profile("graziella")]),
    x("gervase", "graziella", "who gave everyone free gelato on the bank holiday", ["g-graziella-bankholiday"]),
    x("gervase", "hubert", "which of my sailors gets migraines", ["hubert-intro", notes("hubert")[0], profile("hubert")]),
    x("gervase", "hubert", "who had an eye op in december", ["hubert-cataract", profile("hubert")]),
    x("gervase", "ewart", "who had the bonfire", ["g-ewart-bonfire"]),
    x("gervase", "graziella", "anyone at brean with asthma", None, NEVER),
    x("gervase", "hubert", "apart from hubert, anyone on tablets at the club", None, NEVER),
    x("gervase", "ewart", "has anyone on the sand dislocated a shoulder", None, OTHER_TRAINER),
    x("gervase", "graziella", "who else besides grazi has a bad back", None, OTHER_TRAINER),
    x("grizel", "jinty", "who had the injection in the shoulder", ["jinty-injection", profile("jinty")]),
    x("grizel", "jinty", "which of my skaters had bronchitis", ["jinty-chest", profile("jinty")]),
    x("grizel", "sholto", "who needed stitches", ["sholto-hand", profile("sholto")]),
    x("grizel", "kenna", "who had glandular fever", ["g-kenna-gf", "g-kenna-gf2", notes("kenna")[1], profile("kenna")]),
    x("grizel", "kenna", "who hurt a wrist on the pond", ["g-kenna-wrist", "kenna-wrist", profile("kenna")]),
    x("grizel", "kenna", "who passed all seven o grades", ["g-kenna-results"]),
    x("grizel", "sholto", "whos the fisherman in my lot", [profile("sholto"), notes("sholto")[0]]),
    x("grizel", "jinty", "whose son texts me for her", [profile("jinty"), "jinty-intro"]),
    x("grizel", "sholto", "anyone on the ice diabetic", None, NEVER),
    x("grizel", "jinty", "apart from jinty has anyone had a chest infection", None, NEVER),
    x("grizel", "kenna", "anyone at the rink anaemic", None, OTHER_TRAINER),
    x("grizel", "sholto", "did anyone besides sholto hurt a knee", None, OTHER_TRAINER),
    x("dunstan", "roderick", "who on the team has gout", ["roderick-gout", notes("roderick")[1], profile("roderick")]),
    x("dunstan", "roderick", "whose wife texts me", ["roderick-naproxen", "roderick-warning", profile("roderick")]),
    x("dunstan", "roderick", "who was on about kinnock", ["g-roderick-kinnock"]),
    x("dunstan", "jadwiga", "who sprained an ankle at work", ["jadwiga-ankle", profile("jadwiga")]),
    x("dunstan", "jadwiga", "who ran 10k", ["jadwiga-10k", notes("jadwiga")[1]]),
    x("dunstan", "carmel", "who dislocated a shoulder", ["carmel-onset", notes("carmel")[1], profile("carmel")]),
    x("dunstan", "carmel", "which of mine is a nurse", [profile("carmel"), "carmel-intro", notes("carmel")[0]]),
    x("dunstan", "jadwiga", "who mentioned harrods", ["g-jadwiga-harrods"]),
    x("dunstan", "roderick", "anyone on the frames with diabetes", None, NEVER),
    x("dunstan", "carmel", "apart from carmel, anyone had a dislocation", None, NEVER),
    x("dunstan", "jadwiga", "anyone on the team with a bad knee", None, OTHER_TRAINER),
    x("dunstan", "roderick", "who else besides roddy is on daily tablets", None, NEVER),
    x("kamlesh", "oonagh", "who on the team is anaemic", ["g-oonagh-anaemia", notes("oonagh")[1], profile("oonagh")]),
    x("kamlesh", "oonagh", "who did a sponsored walk", ["g-oonagh-walk", notes("oonagh")[1]]),
    x("kamlesh", "oonagh", "whose heel is playing up", ["g-oonagh-heel", "oonagh-foot", profile("oonagh")]),
    x("kamlesh", "vivian", "who has angina", ["vivian-angina", notes("vivian")[1], profile("vivian")]),
    x("kamlesh", "vivian", "who fell at halloween", ["vivian-fall", profile("vivian")]),
    x("kamlesh", "nilesh", "who had a wisdom tooth out", ["nilesh-tooth", profile("nilesh")]),
    x("kamlesh", "nilesh", "whos the bus driver", [profile("nilesh"), notes("nilesh")[0]]),
    x("kamlesh", "nilesh", "who pulled a calf", ["nilesh-calf", profile("nilesh")]),
    x("kamlesh", "vivian", "whose daughter does their texting", [profile("vivian"), "vivian-intro"]),
    x("kamlesh", "oonagh", "anyone on the team pregnant", None, NEVER),
    x("kamlesh", "nilesh", "apart from nilesh, anyone had a tooth out", None, NEVER),
    x("kamlesh", "vivian", "has anyone on my team had an eye op", None, OTHER_TRAINER),
    x("kamlesh", "oonagh", "who on my team has gout", None, OTHER_TRAINER),
    x("kamlesh", "nilesh", "anyone on the team with stitches", None, OTHER_TRAINER),
]
# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS = {
    "ewart": ("gervase", ["is ewart chidgey back sailing", "the farrier from highbridge, how's his achilles", "when did ewart's leg go",
                          "ewart's weight", "did ewart get the plaster off", "who's kath chidgey", "is ewart shoeing again",
                          "the blacksmith who snapped his heel, is he on the beach", "ewart chidgey physio",
                          "what did ewart's note say in october", "has ewart got a cold sore", "ewart on bonfire night"]),
    "graziella": ("gervase", ["grazi's ginocchio, what did the doctor say", "graziella bertolini weight in stone", "the ice cream lady's back",
                              "did grazi hit 74 kilos", "how far does graziella walk", "who's enzo", "grazi's knee support",
                              "did graziella sail the whole beach", "the gelato kiosk woman, is her knee ok", "grazi check in october",
                              "graziella's goal", "did grazi give out free ice cream"]),
    "hubert": ("gervase", ["what tablet is hubert coppard on for migraines", "did hubie have his cataract done", "the old lock-keeper's headaches",
                           "why did hubert come off the propranolol", "hubert's weight", "what sets off hubert's migraines",
                           "who's ginny", "is hubie on pizotifen still", "can hubert sail after the eye op", "hubert in august",
                           "hubert coppard migraleve", "hubie's goal"]),
    "jinty": ("grizel", ["how's jinty kinnaird's shoulder", "did jinty get the steroid jag", "jinty's bronchitis", "who's wullie",
                         "did the old lady skate the pond at christmas", "jinty's steps", "when was jinty back at the rink",
                         "jinty kinnaird frozen shoulder", "the net-mender from buckhaven, how is she", "jinty's goal",
                         "did jinty text herself", "jinty in october"]),
    "sholto": ("grizel", ["did sholto tuffin cut his hand", "are sholto's stitches out", "the fisherman's knee", "did sholto play at hogmanay",
                          "sholto's weight", "which hand did sholto cut", "sholto tuffin's goal", "is sholto passing yet",
                          "sholto check in", "the buckhaven fisherman, what did he cut it on"]),
    "kenna": ("grizel", ["did kenna dunnachie have glandular fever", "is kenna back training", "kenna's wrist", "how many o grades did kenna pass",
                         "the schoolgirl who was off six weeks, is she back", "kenna's goal", "when was kenna back on the ice",
                         "is kenna vegetarian", "what did kenna say at hogmanay", "kenna in october"]),
    "roderick": ("dunstan", ["is roddy howes on allopurinol", "roderick's gout", "the sugar beet foreman's toe", "what was roddy's uric acid",
                             "did roderick come off the indomethacin", "who's ethel howes", "roddy's weight", "has roddy had a flare since october",
                             "can roderick have beer", "roderick howes naproxen", "roddy's goal", "roderick on the day kinnock got in"]),
    "jadwiga": ("dunstan", ["jadzia's kostka", "did jadwiga run 10k", "jadwiga's weight in stone", "the polish lady at the cannery, her back",
                            "jadwiga's resting heart rate", "who's bogdan", "what did jadzia's lekarz say about her back",
                            "jadwiga wierzbicka ankle", "did jadzia hit her heart rate goal", "jadwiga's goal", "jadzia in november",
                            "jadwiga on the day of the harrods bomb"]),
    "carmel": ("dunstan", ["carmel skelly's shoulder", "is carmel back playing", "when did carmel dislocate it", "the nurse from the qe, is she throwing",
                           "how long was carmel in a sling", "who's fintan", "carmel's goal", "carmel's band exercises",
                           "did carmel play the league match", "carmel in july"]),
    "nilesh": ("kamlesh", ["did nilesh parmar pull his calf", "is nilesh back", "nilesh's wisdom tooth", "nilesh's weight",
                           "can nilesh serve from the back", "who's manoj", "nilesh's goal", "is nilesh veggie", "nilesh in september",
                           "the bus driver's calf"]),
    "oonagh": ("kamlesh", ["is oonagh brosnan anaemic", "oona's haemoglobin", "oonagh's heel", "how far was oona's sponsored walk",
                           "the machinist from oadby, is she on iron", "oonagh's goal", "did oona raise much for the hospice",
                           "oonagh plantar fasciitis", "is oona still on iron tablets", "oonagh in september"]),
    "vivian": ("kamlesh", ["viv kewley's angina", "did vivian fall at halloween", "viv's steps", "who's trish", "is viv carrying her gtn spray",
                           "the retired knitter from wigston, how's her hip", "viv's goal", "how many times did viv keep it up",
                           "vivian kewley heart", "viv in august"]),
}


def kind_of(text: str) -> str:
    """Files an ask put to a trainer who does not coach the client by its shape."""
    t = text.lower()
    words = t.split()
    if words[0] in ("is", "did", "has", "can", "are", "does"):
        return "yes_no"
    if " on the day " in t or "bonfire night" in t or "hogmanay" in t:
        return "date_window"
    if t.startswith(("who's ", "whos ")):
        return "profile_attribute"
    if t.endswith("goal"):
        return "profile"
    if "check in" in t:
        return "checkin"
    if "note" in t:
        return "note"
    if any(m in t for m in (" in july", " in august", " in september", " in october", " in november")):
        return "topic_period"
    if t.startswith("the ") or "the day" in t:
        return "paraphrase"
    if any(w in t for w in ("weight", "steps", "heart rate", "haemoglobin", "uric acid", "how far", "how many", "how long")):
        return "numbers"
    if t.startswith(("how's", "how ")):
        return "how_doing"
    if t.startswith(("what", "when", "which", "why")):
        return "named"
    return "possessive"


QUESTIONS += asked_of_other_trainers(ELSEWHERE_ASKS, TRAINER_ID, kind_of)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind43", DATASET, CLIENT_ID, build_blind43)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
