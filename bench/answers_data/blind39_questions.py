#!/usr/bin/env python3
"""Write bench/answers_data/blind39_questions.jsonl: the questions over the thirty-ninth blind data set (build_blind39.py).

    functions/venv/bin/python -m bench.answers_data.blind39_questions

Written on 2026-12-04 by helper h-blind39 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the thirty-eighth blind set's section).
Asked on Monday 5 January 2009 about July to December 2008, so the periods are months, quarters,
seasons and named days said every way ("in july", "over the summer", "during the olympics", "the day
lehman went under", "when the clocks went back", "on bonfire night", "on election night", "in
november", "in q3", "in q4", feast days and single dates). Typed as a busy trainer types: lowercase, shorthand ("bp", "rhr", "ct", "tsh", "hba1c", "gp",
"a&e", "dvt"), first names, the records' nicknames (cuddy, minty, morty, perry, clemmie, bram, mena,
poldy, effie, augie, hettie, algy) and slips of them, misspellings, slang for conditions, relatives by
role, values asked in another unit (kg -> stone), yes/no whose record answers "no", and, unanswerable,
values on days without a reading, procedures never had, the other side of a side given, things only
another client of the trainer has, things only another trainer's client has, and things asked in a
period the records hold none of. Each client's block is written by hand; a few asks every client gets
(the shared per-client asks below) are filled from one small table per client, so the shapes repeat
across clients with each client's own words.

The split is by client: every question about a client of build_blind39.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind39_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record and the other-trainer questions are the shared ones
(`blind_questions.B`, `asked_of_other_trainers`); no other roster's question module is imported.
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind39
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind39_questions.jsonl"
DATASET = "blind39"
HEADER = (
    "// bench.answers thirty-ninth blind question set (issue 14), written 2026-12-04 by h-blind39 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind39_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

OT, LA, SW, HI = "coach-ottoline", "coach-lancelot", "coach-swithin", "coach-hildebrand"
TRAINER_ID = {"ottoline": OT, "lancelot": LA, "swithin": SW, "hildebrand": HI}
TRAINER_SHORT = {short: trainer for trainer, _, _, short in build_blind39.CLIENTS}
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = authoring.RosterIds.of(build_blind39.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks, span, lab = IDS.profile, IDS.weeks, IDS.span, IDS.lab
sn, ci = authoring.note_id, authoring.checkin_id


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


def notes(c: str) -> tuple[str, str]:
    """A client's first and last session note ids."""
    rows = [r for r in build_blind39.NOTES if r[1] == c]
    return tuple(sn(r[0], c, r[2][5:7] + r[2][8:10]) for r in rows)  # type: ignore[return-value]


def cis(c: str) -> tuple[str, str]:
    rows = [r for r in build_blind39.CHECKINS if r[0] == c]
    return tuple(ci(TRAINER_SHORT[c], c, r[1]) for r in rows)  # type: ignore[return-value]


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Ottoline: Cuthbert (dev)
c = "cuthbert"
S, E = notes(c); C1, C2 = cis(c)
GOUT = ["cuthbert-toe", "cuthbert-evadne", "cuthbert-evadne-coach", "g-cuthbert-gout", "cuthbert-allo", "cuthbert-evadne2", profile(c), E, C1]
GDX = ["cuthbert-evadne", "g-cuthbert-gout", profile(c), E]
TIN = ["cuthbert-ringing", "cuthbert-tinnitus", "cuthbert-tinnitus-coach", profile(c), E, C2]
TDX = ["cuthbert-tinnitus", profile(c), E]
URIC = ["cuthbert-evadne", "cuthbert-uric", E, lab(c, "20080721"), lab(c, "20081208")]
WT = ["cuthbert-intro", "cuthbert-uric", "cuthbert-evadne2", S, E, "goal-ottoline-cuthbert-weight", weeks(c, "weight")]
NOW = ["cuthbert-evadne2", "cuthbert-evadne2-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "whats up with cuthberts toe", "named", GOUT, key="cu-toe"),
    q(c, "what did the doc call it", "follow_up", GDX, follow="cu-toe"),
    q(c, "what's he taking for it now", "follow_up", ["cuthbert-allo", profile(c), E], follow="cu-toe"),
    q(c, "has he had a flare since", "follow_up", ["cuthbert-evadne2", E], follow="cu-toe"),
    q(c, "did they drain the toe", "follow_up", None, NEVER, follow="cu-toe"),
    q(c, "cuthbert's ears", "named", TIN, key="cu-ear"),
    q(c, "where did he have the hearing test", "follow_up", ["cuthbert-tinnitus", profile(c), E], follow="cu-ear"),
    q(c, "what did i tell him to do at the dances", "follow_up", ["cuthbert-tinnitus-coach"], follow="cu-ear"),
    q(c, "is he having an operation on his ears", "follow_up", None, NEVER, follow="cu-ear"),
    q(c, "cuthbert weight", "health", WT, key="cu-wt"),
    q(c, "what was he at the start", "follow_up", ["cuthbert-intro", S] + span(c, "weight", "2008-07-07", "2008-07-13"), follow="cu-wt"),
    q(c, "is he at his target", "follow_up", ["goal-ottoline-cuthbert-weight", "cuthbert-evadne2", weeks(c, "weight")], follow="cu-wt"),
    q(c, "hows cuddy getting on", "how_doing", NOW),
    q(c, "cuthberts gout", "possessive", GDX + ["cuthbert-toe"]),
    q(c, "cuthbert's tinnitus", "possessive", TDX),
    q(c, "cuthberts uric acid", "possessive", URIC),
    q(c, "cuthbert's allopurinol", "possessive", ["cuthbert-allo", profile(c), E]),
    q(c, "cuthbert gowt", "misspelling", GDX),
    q(c, "cuthburt tinitus", "misspelling", TDX),
    q(c, "cuthbert allopurinal", "misspelling", ["cuthbert-allo", profile(c), E]),
    q(c, "cuddy's sore big toe", "paraphrase", GDX + ["cuthbert-toe"]),
    q(c, "cuddys ears whistling", "paraphrase", TDX + ["cuthbert-ringing"]),
    q(c, "is cuddy off the ale", "paraphrase", ["cuthbert-evadne", profile(c)]),
    q(c, "what did cuthbert do on remembrance sunday", "date_window", ["cuthbert-remembrance"]),
    q(c, "what came in about cuthbert on 21 july", "date_window", ["cuthbert-evadne", "cuthbert-evadne-coach"]),
    q(c, "what was cuddy on about the day bolt won", "date_window", ["cuthbert-bolt"]),
    q(c, "cuthbert's ears in october", "topic_period", ["cuthbert-tinnitus", "cuthbert-tinnitus-coach", C2]),
    q(c, "cuthbert's weight in q3", "topic_period", ["cuthbert-intro", S] + span(c, "weight", "2008-07-07", "2008-09-30")),
    q(c, "cuthbert's gout over the summer", "topic_period", ["cuthbert-toe", "cuthbert-evadne", "cuthbert-evadne-coach", "g-cuthbert-gout", C1]),
    q(c, "what did i say to evadne about the toe", "coach_reply", ["cuthbert-evadne-coach"]),
    q(c, "what did i tell cuthbert about hogmanay", "coach_reply", ["cuthbert-evadne2-coach"]),
    q(c, "what did my first note say about the reels", "note", [S]),
    q(c, "cuthbert's weight in my first and last notes", "note", [S, E]),
    q(c, "cuthbert sleep in the july check in", "checkin", [C1]),
    q(c, "cuddys october check-in adherence", "checkin", [C2]),
    q(c, "cuthbert's goal", "profile", [profile(c)]),
    q(c, "what did cuthbert do for a living", "profile_attribute", [profile(c), "cuthbert-intro", S]),
    q(c, "whos cuthbert's wife", "profile_attribute", [profile(c), "cuthbert-evadne"]),
    q(c, "is cuthberts gout in his left foot", "yes_no", ["cuthbert-toe", profile(c)]),
    q(c, "is the ringing just in one ear", "yes_no", [profile(c)]),
    q(c, "is cuddy still on the colchicine", "recency", ["cuthbert-allo", profile(c)]),
    q(c, "how much has cuthbert lost since july", "numbers", ["cuthbert-intro", "cuthbert-evadne2", S, E]),
    q(c, "how far did his uric acid come down", "numbers", URIC),
    q(c, "cuthbert's weight in stone", "numbers", ["cuthbert-evadne2", E, weeks(c, "weight")]),
    q(c, "what dose of allopurinol is he on", "numbers", ["cuthbert-allo", profile(c)]),
    q(c, "what did evadne say", "named", ["cuthbert-evadne", "cuthbert-evadne2"]),
    q(c, "what did his missus say last", "paraphrase", ["cuthbert-evadne2"]),
    q(c, "what's cuthbert practising for new year", "named", ["cuthbert-evadne2", "cuthbert-evadne2-coach", E]),
    q(c, "what did cuthbert's brother say", "named", None, NEVER),
    q(c, "did cuthbert have an x-ray of his foot", "yes_no", None, NEVER),
    q(c, "is cuthbert on a water tablet", "yes_no", None, NEVER),
    q(c, "cuthbert's weight on bonfire night", "numbers", None, NEVER),
    q(c, "cuthbert's left big toe", "possessive", None, NEVER),
    q(c, "cuthbert's right knee", "possessive", None, NEVER),
    q(c, "cuthbert's steps", "health", None, OTHER_CLIENT),
    q(c, "cuthbert's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "cuthbert's shingles", "possessive", None, OTHER_CLIENT),
    q(c, "cuthbert's ankle brace", "possessive", None, OTHER_CLIENT),
    q(c, "cuthbert's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "cuthbert's ferritin", "numbers", None, OTHER_TRAINER),
    q(c, "cuthbert's ears in july", "topic_period", None, OTHER_PERIOD),
    q(c, "what did evadne say in october", "named", None, OTHER_PERIOD),
    q(c, "cuthbert check in in december", "checkin", None, OTHER_PERIOD),
    q(c, "cuthbert's tinnitus during the olympics", "topic_period", None, OTHER_PERIOD),
    q(c, "cuthbert's uric acid in october", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ottoline: Araminta (test)
c = "araminta"
S, E = notes(c); C1, C2 = cis(c)
ANK = ["araminta-ankle", "araminta-ansel", "araminta-ansel-coach", "g-araminta-ankle", "araminta-brace", profile(c), E, C1]
ADX = ["araminta-ansel", "g-araminta-ankle", profile(c), E]
GF = ["araminta-tired", "araminta-gf", "araminta-gf-coach", "g-araminta-gf", profile(c), E, C2]
GFX = ["araminta-gf", "g-araminta-gf", profile(c), E]
RHR = ["araminta-intro", "araminta-ansel2", S, E, weeks(c, "resting_heart_rate")]
NOW = ["araminta-ansel2", "araminta-ansel2-coach", E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "what happened to araminta's ankle", "named", ANK, key="ar-ank"),
    q(c, "which one", "follow_up", ["araminta-ankle", "araminta-ansel", profile(c), E], follow="ar-ank"),
    q(c, "how long was she in the brace", "follow_up", ["araminta-ansel", "araminta-brace", profile(c), E], follow="ar-ank"),
    q(c, "did she need surgery on it", "follow_up", None, NEVER, follow="ar-ank"),
    q(c, "tell me about minty being so tired", "named", GF, key="ar-gf"),
    q(c, "what did the blood test show", "follow_up", GFX, follow="ar-gf"),
    q(c, "why no contact stuff", "follow_up", ["araminta-gf", profile(c)], follow="ar-gf"),
    q(c, "was she in hospital with it", "follow_up", None, NEVER, follow="ar-gf"),
    q(c, "araminta rhr", "health", RHR, key="ar-hr"),
    q(c, "and now", "follow_up", NOW, follow="ar-hr"),
    q(c, "how's minty", "how_doing", NOW),
    q(c, "araminta's glandular fever", "possessive", GFX),
    q(c, "araminta's ligament", "possessive", ADX),
    q(c, "araminta's brace", "possessive", ["araminta-ansel", "araminta-brace", profile(c)]),
    q(c, "aramintas glandular fevre", "misspelling", GFX),
    q(c, "arminta ankle", "misspelling", ANK),
    q(c, "minty's kissing disease", "paraphrase", GFX),
    q(c, "minty's dodgy ankle", "paraphrase", ADX + ["araminta-ankle"]),
    q(c, "what did minty do for children in need", "date_window", ["araminta-cin"]),
    q(c, "what came in about araminta on 17 august", "date_window", ["araminta-ansel", "araminta-ansel-coach"]),
    q(c, "araminta in august", "topic_period", ["araminta-ankle", "araminta-ansel", "araminta-ansel-coach", "g-araminta-ankle", C1]),
    q(c, "araminta's tiredness in november", "topic_period", ["araminta-gf", "araminta-gf-coach", "g-araminta-gf", C2]),
    q(c, "what did i tell ansel", "coach_reply", ["araminta-ansel-coach", "araminta-ansel2-coach"]),
    q(c, "what did i say to minty about birling", "coach_reply", ["araminta-gf-coach"]),
    q(c, "my first note on araminta", "note", [S]),
    q(c, "araminta's november check in", "checkin", [C2]),
    q(c, "araminta stress in the august checkin", "checkin", [C1]),
    q(c, "araminta's goal", "profile", [profile(c)]),
    q(c, "where does araminta work", "profile_attribute", [profile(c), "araminta-intro"]),
    q(c, "who's her boyfriend", "profile_attribute", [profile(c), "araminta-ansel"]),
    q(c, "was it araminta's right ankle", "yes_no", ["araminta-ankle", "araminta-ansel", profile(c)]),
    q(c, "did araminta break her ankle", "yes_no", ADX),
    q(c, "is minty back at work", "recency", ["araminta-ansel2"]),
    q(c, "how much did araminta's rhr drop", "numbers", ["araminta-intro", "araminta-ansel2", S, E]),
    q(c, "how many weeks off contact sports for araminta", "numbers", ["araminta-gf", profile(c), E]),
    q(c, "what did ansel say", "named", ["araminta-ansel", "araminta-ansel2"]),
    q(c, "what did araminta's dad say", "named", None, NEVER),
    q(c, "did araminta have a scan on her spleen", "yes_no", None, NEVER),
    q(c, "araminta's rhr on halloween", "numbers", None, NEVER),
    q(c, "araminta's right ankle", "possessive", None, NEVER),
    q(c, "araminta's weight", "health", None, OTHER_CLIENT),
    q(c, "araminta's kidney stone", "possessive", None, OTHER_CLIENT),
    q(c, "araminta's uric acid", "numbers", None, OTHER_CLIENT),
    q(c, "araminta's concussion", "possessive", None, OTHER_TRAINER),
    q(c, "araminta's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "araminta's glandular fever in july", "topic_period", None, OTHER_PERIOD),
    q(c, "araminta's ankle in november", "topic_period", None, OTHER_PERIOD),
    q(c, "araminta check-in in october", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ottoline: Mortimer (dev)
c = "mortimer"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-ottoline-mortimer-20080915"
SH = ["mortimer-blisters", "mortimer-lettice", "mortimer-lettice-coach", "g-mortimer-shingles", TR, profile(c), E, C1]
SDX = ["mortimer-lettice", "g-mortimer-shingles", profile(c), E]
KS = ["mortimer-pain", "mortimer-stone", "mortimer-stone-coach", "mortimer-lettice2", profile(c), E, C2]
KDX = ["mortimer-stone", profile(c), E]
ST = ["mortimer-intro", "mortimer-steps", "mortimer-lettice2-coach", S, E, weeks(c, "steps")]
NOW = ["mortimer-lettice2", "mortimer-lettice2-coach", "mortimer-steps", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "mortimer's rash", "named", SH, key="mo-sh"),
    q(c, "what was it", "follow_up", SDX, follow="mo-sh"),
    q(c, "which side", "follow_up", ["mortimer-blisters", profile(c)], follow="mo-sh"),
    q(c, "what did lettice say about the nerve pain", "follow_up", [TR], follow="mo-sh"),
    q(c, "and when was he meant to go back", "follow_up", [TR], follow="mo-sh"),
    q(c, "did he get the shingles jab", "follow_up", None, NEVER, follow="mo-sh"),
    q(c, "morty's kidney stone", "possessive", KDX + ["mortimer-pain"], key="mo-ks"),
    q(c, "how big is it", "follow_up", KDX, follow="mo-ks"),
    q(c, "when are they blasting it", "follow_up", KDX, follow="mo-ks"),
    q(c, "how much water is he meant to drink", "follow_up", ["mortimer-stone", profile(c)], follow="mo-ks"),
    q(c, "did he pass it", "follow_up", None, NEVER, follow="mo-ks"),
    q(c, "mortimer steps", "health", ST, key="mo-st"),
    q(c, "what was he doing when he joined", "follow_up", ["mortimer-intro", S] + span(c, "steps", "2008-07-07", "2008-07-13"), follow="mo-st"),
    q(c, "how's morty", "how_doing", NOW),
    q(c, "mortimer's shingles", "possessive", SDX),
    q(c, "mortimers aciclovir", "possessive", ["mortimer-lettice", profile(c)]),
    q(c, "mortimer's lithotripsy", "possessive", KDX),
    q(c, "mortimer shingels", "misspelling", SDX),
    q(c, "mortimor kidney stone", "misspelling", KDX),
    q(c, "morty's blisters down his side", "paraphrase", SDX + ["mortimer-blisters"]),
    q(c, "morty's stone", "paraphrase", KDX),
    q(c, "what did mortimer do on the bank holiday", "date_window", ["mortimer-bankhol"]),
    q(c, "what did morty say on halloween", "date_window", ["mortimer-halloween"]),
    q(c, "mortimer on boxing day", "date_window", ["mortimer-steps"]),
    q(c, "what came in about mortimer on 19 november", "date_window", ["mortimer-stone", "mortimer-stone-coach"]),
    q(c, "mortimer in september", "topic_period", ["mortimer-blisters", "mortimer-lettice", "mortimer-lettice-coach", "g-mortimer-shingles", TR, C1]),
    q(c, "mortimer's steps over the summer", "topic_period", ["mortimer-intro", S] + span(c, "steps", "2008-07-07", "2008-08-31")),
    q(c, "morty's kidney in november", "topic_period", ["mortimer-pain", "mortimer-stone", "mortimer-stone-coach", C2]),
    q(c, "what did i tell lettice about the shingles", "coach_reply", ["mortimer-lettice-coach"]),
    q(c, "what did i say to morty about the water", "coach_reply", ["mortimer-stone-coach"]),
    q(c, "what did the call with lettice say about his eye", "transcript", [TR]),
    q(c, "what did morty say the shingles felt like on the call", "transcript", [TR]),
    q(c, "my last note on mortimer", "note", [E]),
    q(c, "mortimer's steps in my first note", "note", [S]),
    q(c, "morty's september check-in", "checkin", [C1]),
    q(c, "mortimer sleep in the november check in", "checkin", [C2]),
    q(c, "mortimer's goal", "profile", [profile(c)]),
    q(c, "what's mortimer's job", "profile_attribute", [profile(c), "mortimer-intro", S]),
    q(c, "who's mortimer's daughter", "profile_attribute", [profile(c), "mortimer-lettice"]),
    q(c, "is the stone in his left kidney", "yes_no", KDX),
    q(c, "did they operate on mortimer's stone", "yes_no", KDX),
    q(c, "has morty called a dance yet", "recency", ["mortimer-lettice2", "mortimer-lettice2-coach", E]),
    q(c, "how many steps has mortimer added since july", "numbers", ["mortimer-intro", "mortimer-lettice2-coach", S, E]),
    q(c, "how many steps did morty do on boxing day", "numbers", ["mortimer-steps"]),
    q(c, "how many days of aciclovir", "numbers", ["mortimer-lettice", profile(c)]),
    q(c, "what did lettice say", "named", ["mortimer-lettice", "mortimer-lettice2"]),
    q(c, "what did his lass say last", "paraphrase", ["mortimer-lettice2"]),
    q(c, "what did mortimer's sister say", "named", None, NEVER),
    q(c, "did mortimer have an mri", "yes_no", None, NEVER),
    q(c, "is mortimer on antibiotics for the kidney", "yes_no", None, NEVER),
    q(c, "morty's steps on christmas day", "numbers", None, NEVER),
    q(c, "mortimer's left kidney", "possessive", None, NEVER),
    q(c, "mortimer's weight", "health", None, OTHER_CLIENT),
    q(c, "mortimer's gout", "possessive", None, OTHER_CLIENT),
    q(c, "mortimer's glandular fever", "possessive", None, OTHER_CLIENT),
    q(c, "mortimer's hernia", "possessive", None, OTHER_TRAINER),
    q(c, "mortimer's thyroid", "possessive", None, OTHER_TRAINER),
    q(c, "mortimer's kidney stone in august", "topic_period", None, OTHER_PERIOD),
    q(c, "mortimer's shingles in november", "topic_period", None, OTHER_PERIOD),
    q(c, "mortimer check-in in july", "checkin", None, OTHER_PERIOD),
    q(c, "what did lettice say in october", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Lancelot: Peregrine (test)
c = "peregrine"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-lancelot-peregrine-20080730"
SHO = ["peregrine-shoulder", "peregrine-horatio", "peregrine-horatio-coach", "g-peregrine-shoulder", TR, profile(c), E, C1]
SDX = ["peregrine-horatio", "g-peregrine-shoulder", profile(c), E]
HER = ["peregrine-lump", "peregrine-hernia", "peregrine-hernia-coach", "peregrine-horatio2", profile(c), E, C2]
HDX = ["peregrine-hernia", "peregrine-horatio2", profile(c), E]
WT = ["peregrine-intro", "peregrine-weight", "peregrine-weight-coach", S, E, weeks(c, "weight")]
NOW = ["peregrine-horatio2", "peregrine-weight", "peregrine-weight-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "peregrine's shoulder", "possessive", SHO, key="pe-sh"),
    q(c, "which shoulder was it", "follow_up", ["peregrine-shoulder", "peregrine-horatio", profile(c), E], follow="pe-sh"),
    q(c, "what did the physio say on the call", "follow_up", [TR], follow="pe-sh"),
    q(c, "when could he serve overhead again", "follow_up", ["peregrine-horatio-coach", profile(c), E], follow="pe-sh"),
    q(c, "did they pin it", "follow_up", None, NEVER, follow="pe-sh"),
    q(c, "tell me about perry's lump", "named", HER, key="pe-her"),
    q(c, "what was it in the end", "follow_up", HDX, follow="pe-her"),
    q(c, "when was the op", "follow_up", HDX, follow="pe-her"),
    q(c, "how long off court after", "follow_up", ["peregrine-hernia-coach", profile(c), E], follow="pe-her"),
    q(c, "was it open surgery", "follow_up", HDX, follow="pe-her"),
    q(c, "peregrine weight", "health", WT, key="pe-wt"),
    q(c, "and when he started", "follow_up", ["peregrine-intro", S] + span(c, "weight", "2008-07-07", "2008-07-13"), follow="pe-wt"),
    q(c, "how's perry doing", "how_doing", NOW),
    q(c, "peregrines hernia", "possessive", HDX),
    q(c, "peregrine's sling", "possessive", ["peregrine-horatio", profile(c), E]),
    q(c, "peregrin dislocated sholder", "misspelling", SDX),
    q(c, "perigrine hernea", "misspelling", HDX),
    q(c, "perry's popped shoulder", "paraphrase", SDX + ["peregrine-shoulder"]),
    q(c, "perry's groin op", "paraphrase", HDX),
    q(c, "what did perry say about the wimbledon final", "date_window", ["peregrine-wimbledon"]),
    q(c, "what was perry on about the day lehman went under", "date_window", ["peregrine-lehman"]),
    q(c, "what came in about peregrine on 24 july", "date_window", ["peregrine-shoulder", "peregrine-horatio", "peregrine-horatio-coach"]),
    q(c, "peregrine in july", "topic_period", ["peregrine-intro", "peregrine-wimbledon", "peregrine-shoulder", "peregrine-horatio", "peregrine-horatio-coach", "g-peregrine-shoulder", TR, S]),
    q(c, "peregrine's weight in q4", "topic_period", ["peregrine-weight", "peregrine-weight-coach"] + span(c, "weight", "2008-10-01", "2008-12-31")),
    q(c, "what did i tell horatio", "coach_reply", ["peregrine-horatio-coach"]),
    q(c, "what did i say to perry about the hernia", "coach_reply", ["peregrine-hernia-coach"]),
    q(c, "what side is he meant to sleep on", "transcript", [TR]),
    q(c, "what did perry say he couldn't do on the call", "transcript", [TR]),
    q(c, "my first note on peregrine", "note", [S]),
    q(c, "peregrine's august check in", "checkin", [C1]),
    q(c, "perry stress in the november check-in", "checkin", [C2]),
    q(c, "peregrine's goal", "profile", [profile(c)]),
    q(c, "what does peregrine do", "profile_attribute", [profile(c), "peregrine-intro", S]),
    q(c, "who's perry's husband", "profile_attribute", [profile(c), "peregrine-horatio"]),
    q(c, "was it perry's left shoulder", "yes_no", ["peregrine-shoulder", "peregrine-horatio", profile(c)]),
    q(c, "is the hernia on the left", "yes_no", ["peregrine-hernia", profile(c), E]),
    q(c, "has perry been back on court since the op", "recency", ["peregrine-weight-coach", E]),
    q(c, "how much has peregrine lost", "numbers", ["peregrine-intro", "peregrine-weight", S, E]),
    q(c, "peregrine's weight in stone", "numbers", ["peregrine-weight", E, weeks(c, "weight")]),
    q(c, "how many weeks in the sling", "numbers", ["peregrine-horatio", profile(c), E]),
    q(c, "what did horatio say", "named", ["peregrine-horatio", "peregrine-horatio2"]),
    q(c, "what did peregrine's brother say", "named", None, NEVER),
    q(c, "did perry have an mri on the shoulder", "yes_no", None, NEVER),
    q(c, "peregrine's weight on remembrance sunday", "numbers", None, NEVER),
    q(c, "peregrine's left shoulder", "possessive", None, NEVER),
    q(c, "peregrine's steps", "health", None, OTHER_CLIENT),
    q(c, "peregrine's cataract", "possessive", None, OTHER_CLIENT),
    q(c, "peregrine's migraines", "possessive", None, OTHER_CLIENT),
    q(c, "peregrine's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "peregrine's hba1c", "numbers", None, OTHER_TRAINER),
    q(c, "peregrine's hernia in august", "topic_period", None, OTHER_PERIOD),
    q(c, "peregrine's shoulder in november", "topic_period", None, OTHER_PERIOD),
    q(c, "peregrine check-in in september", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Lancelot: Clementine (dev)
c = "clementine"
S, E = notes(c); C1, C2 = cis(c)
MIG = ["clementine-zigzag", "clementine-millicent", "clementine-millicent-coach", "clementine-millicent2", profile(c), E, C1]
MDX = ["clementine-millicent", profile(c), E]
CT = ["clementine-pins", "clementine-carpal", "clementine-carpal-coach", "g-clementine-carpal", profile(c), E, C2]
CDX = ["clementine-carpal", "g-clementine-carpal", profile(c), E]
ST = ["clementine-intro", "clementine-steps", "clementine-steps-coach", S, E, "goal-lancelot-clementine-steps", weeks(c, "steps")]
NOW = ["clementine-steps", "clementine-steps-coach", "clementine-millicent2", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "clementine's headaches", "possessive", MIG, key="cl-mig"),
    q(c, "what did the gp say they were", "follow_up", MDX, follow="cl-mig"),
    q(c, "what's she got for them", "follow_up", ["clementine-millicent", profile(c)], follow="cl-mig"),
    q(c, "any since", "follow_up", ["clementine-millicent2", E], follow="cl-mig"),
    q(c, "has she had a brain scan", "follow_up", None, NEVER, follow="cl-mig"),
    q(c, "clemmie's hand", "named", CT, key="cl-ct"),
    q(c, "which hand", "follow_up", ["clementine-pins", "clementine-carpal", profile(c), E], follow="cl-ct"),
    q(c, "how did they find out", "follow_up", CDX, follow="cl-ct"),
    q(c, "and if the splint doesn't work", "follow_up", ["clementine-carpal", profile(c)], follow="cl-ct"),
    q(c, "did she have the op", "follow_up", None, NEVER, follow="cl-ct"),
    q(c, "clementine steps", "health", ST, key="cl-st"),
    q(c, "did she hit her goal", "follow_up", ["goal-lancelot-clementine-steps", "clementine-steps-coach", weeks(c, "steps")], follow="cl-st"),
    q(c, "how's clemmie", "how_doing", NOW),
    q(c, "clementines migraine", "possessive", MDX),
    q(c, "clementine's carpal tunnel", "possessive", CDX),
    q(c, "clementine's splint", "possessive", ["clementine-carpal", "g-clementine-carpal", profile(c), E]),
    q(c, "clementine migrane", "misspelling", MDX),
    q(c, "clemintine carpel tunnel", "misspelling", CDX),
    q(c, "clementine sumatriptin", "misspelling", ["clementine-millicent", profile(c)]),
    q(c, "clemmie's zigzag headaches", "paraphrase", MDX + ["clementine-zigzag"]),
    q(c, "clemmie's tingly hand", "paraphrase", CDX + ["clementine-pins"]),
    q(c, "what did clemmie say on christmas day", "date_window", ["clementine-christmas"]),
    q(c, "clementine when the clocks went back", "date_window", ["clementine-clocks"]),
    q(c, "what came in about clementine on 8 september", "date_window", ["clementine-millicent", "clementine-millicent-coach"]),
    q(c, "clementine's hand in december", "topic_period", ["clementine-carpal", "clementine-carpal-coach", "g-clementine-carpal", C2]),
    q(c, "clementine's steps in q3", "topic_period", ["clementine-intro", S] + span(c, "steps", "2008-07-07", "2008-09-30")),
    q(c, "clementine's headaches back in the summer", "topic_period", ["clementine-zigzag"]),
    q(c, "what did i tell millicent", "coach_reply", ["clementine-millicent-coach"]),
    q(c, "what did i say about her grip", "coach_reply", ["clementine-carpal-coach"]),
    q(c, "what did my first note say about her serve", "note", [S]),
    q(c, "clementine's steps in my first and last note", "note", [S, E]),
    q(c, "clementine's september check in", "checkin", [C1]),
    q(c, "clemmie's december check-in sleep", "checkin", [C2]),
    q(c, "clementine's goal", "profile", [profile(c)]),
    q(c, "where does clementine teach", "profile_attribute", [profile(c), "clementine-intro"]),
    q(c, "who's clementine's mum", "profile_attribute", [profile(c), "clementine-millicent"]),
    q(c, "is the carpal tunnel in clementine's left hand", "yes_no", ["clementine-pins", "clementine-carpal", profile(c)]),
    q(c, "can clemmie stay on the pill", "yes_no", ["clementine-millicent", profile(c)]),
    q(c, "is clementine still getting migraines", "recency", ["clementine-millicent2", E]),
    q(c, "how many steps has clementine gained since july", "numbers", ["clementine-intro", "clementine-steps", S, E]),
    q(c, "how many steps did she do on the 27th", "numbers", ["clementine-steps"]),
    q(c, "when's clemmie's first handicap match", "named", ["clementine-millicent2", E]),
    q(c, "what did millicent say", "named", ["clementine-millicent", "clementine-millicent2"]),
    q(c, "what did clementine's sister say", "named", None, NEVER),
    q(c, "did clementine have an eye test", "yes_no", None, NEVER),
    q(c, "clementine's steps on st andrew's day", "numbers", None, NEVER),
    q(c, "clementine's left hand", "possessive", None, NEVER),
    q(c, "clementine's weight", "health", None, OTHER_CLIENT),
    q(c, "clementine's warfarin", "possessive", None, OTHER_CLIENT),
    q(c, "clementine's blood pressure", "health", None, OTHER_CLIENT),
    q(c, "clementine's dislocated shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "clementine's raynauds", "possessive", None, OTHER_TRAINER),
    q(c, "clementine's whiplash", "possessive", None, OTHER_TRAINER),
    q(c, "clementine's hand in august", "topic_period", None, OTHER_PERIOD),
    q(c, "clementine's migraines in november", "topic_period", None, OTHER_PERIOD),
    q(c, "clementine check in in october", "checkin", None, OTHER_PERIOD),
    q(c, "what did millicent say in july", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Lancelot: Bertram (test)
c = "bertram"
S, E = notes(c); C1, C2 = cis(c)
DVT = ["bertram-calf", "bertram-lysander", "bertram-lysander-coach", "g-bertram-dvt", "bertram-warfarin", profile(c), E, C1]
DDX = ["bertram-lysander", "g-bertram-dvt", profile(c), E]
CAT = ["bertram-eye", "bertram-cataract", "bertram-cataract-coach", "g-bertram-cataract", "bertram-lysander2", profile(c), E, C2]
CDX = ["bertram-cataract", "g-bertram-cataract", profile(c), E]
BP = ["bertram-intro", "bertram-bp", "bertram-bp-coach", S, E, "goal-lancelot-bertram-bp", weeks(c, "systolic_bp")]
NOW = ["bertram-bp", "bertram-bp-coach", "bertram-lysander2", E, weeks(c, "systolic_bp")]
QUESTIONS += [
    q(c, "bertram's leg", "named", DVT, key="be-dvt"),
    q(c, "what was it", "follow_up", DDX, follow="be-dvt"),
    q(c, "how long on the warfarin", "follow_up", ["bertram-lysander", "bertram-warfarin", profile(c), E], follow="be-dvt"),
    q(c, "is he still on it", "follow_up", ["bertram-warfarin", E], follow="be-dvt"),
    q(c, "did they put a filter in", "follow_up", None, NEVER, follow="be-dvt"),
    q(c, "bram's eye", "possessive", CAT, key="be-eye"),
    q(c, "when did they do it", "follow_up", CDX, follow="be-eye"),
    q(c, "how long off court", "follow_up", ["bertram-cataract", profile(c)], follow="be-eye"),
    q(c, "is the other eye next", "follow_up", None, NEVER, follow="be-eye"),
    q(c, "bertram bp", "health", BP, key="be-bp"),
    q(c, "did he make the target", "follow_up", ["goal-lancelot-bertram-bp", "bertram-bp", "bertram-bp-coach", weeks(c, "systolic_bp")], follow="be-bp"),
    q(c, "how's bram", "how_doing", NOW),
    q(c, "bertram's dvt", "possessive", DDX),
    q(c, "bertram's cataract", "possessive", CDX),
    q(c, "bertram's warfarin", "possessive", ["bertram-lysander", "g-bertram-dvt", "bertram-warfarin", profile(c), E]),
    q(c, "bertrum catarac", "misspelling", CDX),
    q(c, "bertram d v t", "misspelling", DDX),
    q(c, "bram's clot", "paraphrase", DDX),
    q(c, "bram's cloudy eye", "paraphrase", CDX + ["bertram-eye"]),
    q(c, "what did bram say about the ryder cup", "date_window", ["bertram-ryder"]),
    q(c, "bertram on election night", "date_window", ["bertram-election"]),
    q(c, "what came in about bertram on 5 august", "date_window", ["bertram-lysander", "bertram-lysander-coach"]),
    q(c, "bertram in october", "topic_period", ["bertram-cataract", "bertram-cataract-coach", "g-bertram-cataract", C2]),
    q(c, "bertram's bp in q3", "topic_period", ["bertram-intro", S] + span(c, "systolic_bp", "2008-07-07", "2008-09-30")),
    q(c, "what did i say to lysander", "coach_reply", ["bertram-lysander-coach"]),
    q(c, "what did i tell bram after the eye op", "coach_reply", ["bertram-cataract-coach"]),
    q(c, "bertram's bp in my first note", "note", [S]),
    q(c, "bertram's october check in", "checkin", [C2]),
    q(c, "bram's august check-in adherence", "checkin", [C1]),
    q(c, "bertram's goal", "profile", [profile(c)]),
    q(c, "what did bertram do before he retired", "profile_attribute", [profile(c), "bertram-intro", S]),
    q(c, "who's lysander", "profile_attribute", [profile(c), "bertram-lysander"]),
    q(c, "was the clot in his left leg", "yes_no", ["bertram-calf", "bertram-lysander", profile(c)]),
    q(c, "was the cataract in bram's right eye", "yes_no", CDX),
    q(c, "has bertram found a doubles partner", "recency", ["bertram-lysander2", E]),
    q(c, "how far has bertram's systolic come down", "numbers", ["bertram-intro", "bertram-bp", S, E]),
    q(c, "what was his bp at the nurse", "numbers", ["bertram-bp"]),
    q(c, "what did lysander say", "named", ["bertram-lysander", "bertram-lysander2"]),
    q(c, "what did bertram's brother say", "named", None, NEVER),
    q(c, "did bertram have a heart scan", "yes_no", None, NEVER),
    q(c, "bertram's bp on bonfire night", "numbers", None, NEVER),
    q(c, "bertram's right eye", "possessive", None, NEVER),
    q(c, "bertram's steps", "health", None, OTHER_CLIENT),
    q(c, "bertram's hernia", "possessive", None, OTHER_CLIENT),
    q(c, "bertram's splint", "possessive", None, OTHER_CLIENT),
    q(c, "bertram's hearing aids", "possessive", None, OTHER_TRAINER),
    q(c, "bertram's tsh", "numbers", None, OTHER_TRAINER),
    q(c, "bertram's eye in july", "topic_period", None, OTHER_PERIOD),
    q(c, "bertram's dvt in september", "topic_period", None, OTHER_PERIOD),
    q(c, "bertram check-in in december", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Swithin: Philomena (dev)
c = "philomena"
S, E = notes(c); C1, C2 = cis(c)
COL = ["philomena-ignatius", "philomena-ignatius-coach", "g-philomena-collarbone", "philomena-sling", profile(c), E, C2]
CDX = ["philomena-ignatius", "g-philomena-collarbone", profile(c), E]
THY = ["philomena-cold", "philomena-thyroid", "philomena-thyroid-coach", "philomena-tsh", profile(c), E, C1]
TDX = ["philomena-thyroid", profile(c), E]
TSH = ["philomena-thyroid", "philomena-tsh", E, lab(c, "20080828"), lab(c, "20081205")]
WT = ["philomena-intro", "philomena-tsh", "philomena-ignatius2", "philomena-ignatius2-coach", S, E, "goal-swithin-philomena-weight", weeks(c, "weight")]
NOW = ["philomena-ignatius2", "philomena-ignatius2-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "what happened to philomena in peak cavern", "named", COL, key="ph-col"),
    q(c, "which side", "follow_up", ["philomena-ignatius", profile(c), E], follow="ph-col"),
    q(c, "how long was she in the sling", "follow_up", ["philomena-ignatius", "philomena-sling", profile(c)], follow="ph-col"),
    q(c, "where did she get seen", "follow_up", ["philomena-ignatius", profile(c)], follow="ph-col"),
    q(c, "did they plate it", "follow_up", None, NEVER, follow="ph-col"),
    q(c, "mena's thyroid", "possessive", THY, key="ph-thy"),
    q(c, "what's her tsh now", "follow_up", ["philomena-tsh", E, lab(c, "20081205")], follow="ph-thy"),
    q(c, "what was it at first", "follow_up", ["philomena-thyroid", E, lab(c, "20080828")], follow="ph-thy"),
    q(c, "what dose is she on", "follow_up", ["philomena-thyroid", profile(c)], follow="ph-thy"),
    q(c, "is she on it for life", "follow_up", None, NEVER, follow="ph-thy"),
    q(c, "philomena weight", "health", WT, key="ph-wt"),
    q(c, "did she hit her goal", "follow_up", ["goal-swithin-philomena-weight", "philomena-ignatius2", "philomena-ignatius2-coach", weeks(c, "weight")], follow="ph-wt"),
    q(c, "how's mena", "how_doing", NOW),
    q(c, "philomena's collarbone", "possessive", CDX),
    q(c, "philomena's levothyroxine", "possessive", ["philomena-thyroid", profile(c)]),
    q(c, "philomenas tsh", "possessive", TSH),
    q(c, "philomina colarbone", "misspelling", CDX),
    q(c, "filomena thyriod", "misspelling", TDX),
    q(c, "mena's broken shoulder bone", "paraphrase", CDX),
    q(c, "mena's slow thyroid", "paraphrase", TDX + ["philomena-cold"]),
    q(c, "is mena always cold", "paraphrase", ["philomena-cold", "philomena-thyroid"]),
    q(c, "what did mena say about the october snow", "date_window", ["philomena-snow"]),
    q(c, "what came in about philomena on 4 october", "date_window", ["philomena-ignatius", "philomena-ignatius-coach"]),
    q(c, "philomena in august", "topic_period", ["philomena-cold", "philomena-thyroid", "philomena-thyroid-coach"]),
    q(c, "philomena's weight in q4", "topic_period", ["philomena-tsh", "philomena-ignatius2", "philomena-ignatius2-coach"] + span(c, "weight", "2008-10-01", "2008-12-31")),
    q(c, "philomena's collarbone in november", "topic_period", ["philomena-sling"]),
    q(c, "what did i tell ignatius", "coach_reply", ["philomena-ignatius-coach"]),
    q(c, "what did i say to mena about the thyroid", "coach_reply", ["philomena-thyroid-coach"]),
    q(c, "what did my first note say about ladders", "note", [S]),
    q(c, "philomena's weight in my first and last note", "note", [S, E]),
    q(c, "philomena's september check in", "checkin", [C1]),
    q(c, "mena's october check-in stress", "checkin", [C2]),
    q(c, "philomena's goal", "profile", [profile(c)]),
    q(c, "what does philomena do for work", "profile_attribute", [profile(c), "philomena-intro", S]),
    q(c, "who's philomena's husband", "profile_attribute", [profile(c), "philomena-ignatius"]),
    q(c, "was it philomena's right collarbone", "yes_no", CDX),
    q(c, "is mena's thyroid overactive", "yes_no", TDX),
    q(c, "is mena back underground", "recency", ["philomena-ignatius2", E]),
    q(c, "how much has philomena lost since july", "numbers", ["philomena-intro", "philomena-ignatius2", S, E]),
    q(c, "philomena's weight in stone", "numbers", ["philomena-ignatius2", E, weeks(c, "weight")]),
    q(c, "how far did mena's tsh drop", "numbers", TSH),
    q(c, "what did ignatius say", "named", ["philomena-ignatius", "philomena-ignatius2"]),
    q(c, "what did her fella say last", "paraphrase", ["philomena-ignatius2"]),
    q(c, "what did philomena's sister say", "named", None, NEVER),
    q(c, "did philomena have a thyroid scan", "yes_no", None, NEVER),
    q(c, "philomena's weight on halloween", "numbers", None, NEVER),
    q(c, "philomena's right collarbone", "possessive", None, NEVER),
    q(c, "philomena's steps", "health", None, OTHER_CLIENT),
    q(c, "philomena's ferritin", "numbers", None, OTHER_CLIENT),
    q(c, "philomena's concussion", "possessive", None, OTHER_CLIENT),
    q(c, "philomena's gout", "possessive", None, OTHER_TRAINER),
    q(c, "philomena's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "philomena's collarbone in august", "topic_period", None, OTHER_PERIOD),
    q(c, "philomena's thyroid in july", "topic_period", None, OTHER_PERIOD),
    q(c, "philomena check in in november", "checkin", None, OTHER_PERIOD),
    q(c, "what did ignatius say in november", "named", None, OTHER_PERIOD),
    q(c, "philomena's tsh in october", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Swithin: Leopold (test)
c = "leopold"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-swithin-leopold-20080815"
HEAD = ["leopold-head", "leopold-jocasta", "leopold-jocasta-coach", "g-leopold-concussion", TR, profile(c), E, C1]
HDX = ["leopold-jocasta", "g-leopold-concussion", profile(c), E]
PF = ["leopold-heel", "leopold-pf", "leopold-pf-coach", "g-leopold-pf", "leopold-jocasta2", profile(c), E, C2]
PDX = ["leopold-pf", "g-leopold-pf", profile(c), E]
RHR = ["leopold-intro", "leopold-jocasta2", S, E, weeks(c, "resting_heart_rate")]
NOW = ["leopold-jocasta2", "leopold-jocasta2-coach", E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "leopold's head", "named", HEAD, key="le-hd"),
    q(c, "what did they say at the hospital", "follow_up", HDX, follow="le-hd"),
    q(c, "how long off caving", "follow_up", ["leopold-jocasta", profile(c), E], follow="le-hd"),
    q(c, "what did jocasta say about screens", "follow_up", [TR], follow="le-hd"),
    q(c, "did they scan his head", "follow_up", None, NEVER, follow="le-hd"),
    q(c, "poldy's heel", "possessive", PF, key="le-pf"),
    q(c, "which heel", "follow_up", ["leopold-heel", profile(c), E], follow="le-pf"),
    q(c, "what's he doing for it", "follow_up", ["leopold-pf", profile(c), E], follow="le-pf"),
    q(c, "did they strap his foot", "follow_up", None, NEVER, follow="le-pf"),
    q(c, "leopold rhr", "health", RHR, key="le-hr"),
    q(c, "what was it in july", "follow_up", ["leopold-intro", S] + span(c, "resting_heart_rate", "2008-07-07", "2008-07-31"), follow="le-hr"),
    q(c, "how's poldy", "how_doing", NOW),
    q(c, "leopold's concussion", "possessive", HDX),
    q(c, "leopold's plantar fasciitis", "possessive", PDX),
    q(c, "leopolds insoles", "possessive", ["leopold-pf", profile(c)]),
    q(c, "leopold concusion", "misspelling", HDX),
    q(c, "leapold plantar fashitis", "misspelling", PDX),
    q(c, "poldy's bang on the head", "paraphrase", HDX + ["leopold-head"]),
    q(c, "poldy's bad foot", "paraphrase", PDX + ["leopold-heel"]),
    q(c, "what did poldy do on bonfire night", "date_window", ["leopold-bonfire"]),
    q(c, "what was leopold watching during the olympics", "date_window", ["leopold-olympics"]),
    q(c, "what came in about leopold on 20 november", "date_window", ["leopold-pf", "leopold-pf-coach"]),
    q(c, "leopold in august", "topic_period", ["leopold-head", "leopold-jocasta", "leopold-jocasta-coach", "g-leopold-concussion", "leopold-olympics", TR, C1]),
    q(c, "leopold's heel in november", "topic_period", ["leopold-heel", "leopold-pf", "leopold-pf-coach", "g-leopold-pf", C2]),
    q(c, "what did i tell jocasta", "coach_reply", ["leopold-jocasta-coach", "leopold-jocasta2-coach"]),
    q(c, "what did i say about walk-ins", "coach_reply", ["leopold-pf-coach"]),
    q(c, "what did poldy say his head felt like on the call", "transcript", [TR]),
    q(c, "when is he meant to go back to a&e", "transcript", [TR]),
    q(c, "my first note on leopold", "note", [S]),
    q(c, "leopold's august check in", "checkin", [C1]),
    q(c, "poldy's november check-in sleep", "checkin", [C2]),
    q(c, "leopold's goal", "profile", [profile(c)]),
    q(c, "where does leopold work", "profile_attribute", [profile(c), "leopold-intro", S]),
    q(c, "who's leopold's girlfriend", "profile_attribute", [profile(c), "leopold-jocasta"]),
    q(c, "is it poldy's left heel", "yes_no", ["leopold-heel", profile(c), E]),
    q(c, "was poldy allowed to drive the next day", "yes_no", ["leopold-jocasta", profile(c)]),
    q(c, "is poldy leading trips yet", "recency", ["leopold-jocasta2", "leopold-jocasta2-coach", E]),
    q(c, "how much has leopold's rhr come down", "numbers", ["leopold-intro", "leopold-jocasta2", S, E]),
    q(c, "what did jocasta say", "named", ["leopold-jocasta", "leopold-jocasta2"]),
    q(c, "what did leopold's brother say", "named", None, NEVER),
    q(c, "did leopold have a foot x-ray", "yes_no", None, NEVER),
    q(c, "leopold's rhr on christmas day", "numbers", None, NEVER),
    q(c, "leopold's left heel", "possessive", None, NEVER),
    q(c, "leopold's weight", "health", None, OTHER_CLIENT),
    q(c, "leopold's raynauds", "possessive", None, OTHER_CLIENT),
    q(c, "leopold's tsh", "numbers", None, OTHER_CLIENT),
    q(c, "leopold's tinnitus", "possessive", None, OTHER_TRAINER),
    q(c, "leopold's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "leopold's heel in september", "topic_period", None, OTHER_PERIOD),
    q(c, "leopold's concussion in october", "topic_period", None, OTHER_PERIOD),
    q(c, "leopold check-in in october", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Swithin: Euphemia (test)
c = "euphemia"
S, E = notes(c); C1, C2 = cis(c)
AN = ["euphemia-puffed", "euphemia-oswald", "euphemia-oswald-coach", "g-euphemia-anaemia", "euphemia-camera", "euphemia-ferritin", "euphemia-oswald2", profile(c), E, C1]
ADX = ["euphemia-oswald", "g-euphemia-anaemia", profile(c), E]
FER = ["euphemia-oswald", "euphemia-ferritin", E, lab(c, "20080729"), lab(c, "20081212")]
RAY = ["euphemia-fingers", "euphemia-raynauds", "euphemia-raynauds-coach", profile(c), E, C2]
RDX = ["euphemia-raynauds", profile(c), E]
ST = ["euphemia-intro", "euphemia-ferritin", "euphemia-oswald2-coach", S, E, weeks(c, "steps")]
NOW = ["euphemia-oswald2", "euphemia-oswald2-coach", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "why was euphemia so puffed out", "named", AN, key="eu-an"),
    q(c, "what was her ferritin", "follow_up", FER, follow="eu-an"),
    q(c, "what about the camera test", "follow_up", ["euphemia-oswald", "euphemia-camera", E], follow="eu-an"),
    q(c, "what tablets", "follow_up", ["euphemia-oswald", profile(c), E], follow="eu-an"),
    q(c, "did she need a transfusion", "follow_up", None, NEVER, follow="eu-an"),
    q(c, "effie's fingers", "possessive", RAY, key="eu-ray"),
    q(c, "what did the gp say", "follow_up", RDX, follow="eu-ray"),
    q(c, "what did i say i'd bring", "follow_up", ["euphemia-raynauds-coach"], follow="eu-ray"),
    q(c, "euphemia steps", "health", ST, key="eu-st"),
    q(c, "and in july", "follow_up", ["euphemia-intro", S] + span(c, "steps", "2008-07-14", "2008-07-31"), follow="eu-st"),
    q(c, "how's effie", "how_doing", NOW),
    q(c, "euphemia's anaemia", "possessive", ADX),
    q(c, "euphemia's raynauds", "possessive", RDX),
    q(c, "euphemia's iron tablets", "possessive", ["euphemia-oswald", profile(c), E]),
    q(c, "euphemia aneamia", "misspelling", ADX),
    q(c, "eufemia reynauds", "misspelling", RDX),
    q(c, "effie's low iron", "paraphrase", ADX + ["euphemia-ferritin"]),
    q(c, "effie's cold hands", "paraphrase", RDX + ["euphemia-fingers"]),
    q(c, "what did effie say on st andrew's day", "date_window", ["euphemia-standrew"]),
    q(c, "what came in about euphemia on 29 july", "date_window", ["euphemia-oswald", "euphemia-oswald-coach"]),
    q(c, "euphemia in december", "topic_period", ["euphemia-raynauds", "euphemia-raynauds-coach", "euphemia-ferritin", "euphemia-oswald2", "euphemia-oswald2-coach", E, C2]),
    q(c, "euphemia's iron over the summer", "topic_period", ["euphemia-puffed", "euphemia-oswald", "euphemia-oswald-coach", "g-euphemia-anaemia", C1]),
    q(c, "what did i tell oswald", "coach_reply", ["euphemia-oswald-coach"]),
    q(c, "what did i say to effie about gloves", "coach_reply", ["euphemia-raynauds-coach"]),
    q(c, "my first note on euphemia", "note", [S]),
    q(c, "euphemia's august check in", "checkin", [C1]),
    q(c, "effie's december check-in adherence", "checkin", [C2]),
    q(c, "euphemia's goal", "profile", [profile(c)]),
    q(c, "where does euphemia work", "profile_attribute", [profile(c), "euphemia-intro", S]),
    q(c, "who's euphemia's son", "profile_attribute", [profile(c), "euphemia-oswald"]),
    q(c, "is effie's raynauds just one hand", "yes_no", [profile(c), E]),
    q(c, "did the camera find a bleed", "yes_no", ["euphemia-camera"]),
    q(c, "is effie still puffed on the ladders", "recency", ["euphemia-oswald2"]),
    q(c, "how much did euphemia's ferritin go up", "numbers", FER),
    q(c, "how many steps has euphemia added", "numbers", ["euphemia-intro", "euphemia-ferritin", S, E]),
    q(c, "what did oswald say", "named", ["euphemia-oswald", "euphemia-oswald2"]),
    q(c, "what did euphemia's sister say", "named", None, NEVER),
    q(c, "did euphemia have an iron drip", "yes_no", None, NEVER),
    q(c, "euphemia's steps on remembrance sunday", "numbers", None, NEVER),
    q(c, "euphemia's knees", "possessive", None, NEVER),
    q(c, "euphemia's weight", "health", None, OTHER_CLIENT),
    q(c, "euphemia's rhr", "health", None, OTHER_CLIENT),
    q(c, "euphemia's collarbone", "possessive", None, OTHER_CLIENT),
    q(c, "euphemia's hba1c", "numbers", None, OTHER_TRAINER),
    q(c, "euphemia's cataract", "possessive", None, OTHER_TRAINER),
    q(c, "euphemia's fingers in september", "topic_period", None, OTHER_PERIOD),
    q(c, "euphemia check-in in october", "checkin", None, OTHER_PERIOD),
    q(c, "euphemia's ferritin in october", "numbers", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Hildebrand: Augustus (dev)
c = "augustus"
S, E = notes(c); C1, C2 = cis(c)
DIA = ["augustus-diabetes", "augustus-diabetes-coach", "augustus-hba1c", profile(c), S, E, C1]
DDX = ["augustus-diabetes", profile(c), E]
HBA = ["augustus-diabetes", "augustus-hba1c", S, E, lab(c, "20080715"), lab(c, "20081218")]
DUP = ["augustus-finger", "augustus-sybil", "augustus-sybil-coach", "g-augustus-dupuytren", "augustus-op", profile(c), E, C2]
UDX = ["augustus-sybil", "g-augustus-dupuytren", profile(c), E]
WT = ["augustus-intro", "augustus-hba1c", "augustus-sybil2", "augustus-sybil2-coach", S, E, weeks(c, "weight")]
NOW = ["augustus-sybil2", "augustus-sybil2-coach", "augustus-hba1c", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "augustus's sugar", "named", DIA, key="au-dia"),
    q(c, "what was his hba1c to start", "follow_up", ["augustus-diabetes", S, lab(c, "20080715")], follow="au-dia"),
    q(c, "and now", "follow_up", ["augustus-hba1c", E, lab(c, "20081218")], follow="au-dia"),
    q(c, "what's he on for it", "follow_up", ["augustus-diabetes", profile(c), E], follow="au-dia"),
    q(c, "is he on insulin", "follow_up", None, NEVER, follow="au-dia"),
    q(c, "augie's finger", "possessive", DUP, key="au-dup"),
    q(c, "which finger", "follow_up", ["augustus-finger", "augustus-sybil", profile(c)], follow="au-dup"),
    q(c, "what did they do about it", "follow_up", ["augustus-sybil", "augustus-op", profile(c), E], follow="au-dup"),
    q(c, "can he catch with it", "follow_up", ["augustus-sybil", "augustus-sybil-coach", "augustus-sybil2"], follow="au-dup"),
    q(c, "did they cut it open", "follow_up", UDX, follow="au-dup"),
    q(c, "augustus weight", "health", WT, key="au-wt"),
    q(c, "what was he in july", "follow_up", ["augustus-intro", S] + span(c, "weight", "2008-07-07", "2008-07-31"), follow="au-wt"),
    q(c, "how's augie", "how_doing", NOW),
    q(c, "augustus's diabetes", "possessive", DDX),
    q(c, "augustus's dupuytrens", "possessive", UDX),
    q(c, "augustus's hba1c", "possessive", HBA),
    q(c, "augustus's metformin", "possessive", ["augustus-diabetes", profile(c)]),
    q(c, "agustus diabetis", "misspelling", DDX),
    q(c, "augustus dupuytrons", "misspelling", UDX),
    q(c, "augustus metforman", "misspelling", ["augustus-diabetes", profile(c)]),
    q(c, "augie's bent finger", "paraphrase", UDX + ["augustus-finger"]),
    q(c, "augie's sugars", "paraphrase", HBA),
    q(c, "what did augie say the night the olympics opened", "date_window", ["augustus-olympics"]),
    q(c, "what came in about augustus on 22 october", "date_window", ["augustus-sybil", "augustus-sybil-coach"]),
    q(c, "augustus on 10 december", "date_window", ["augustus-op"]),
    q(c, "augustus's hand in october", "topic_period", ["augustus-sybil", "augustus-sybil-coach", "g-augustus-dupuytren", C2]),
    q(c, "augustus's weight over the summer", "topic_period", ["augustus-intro", S] + span(c, "weight", "2008-07-07", "2008-08-31")),
    q(c, "what did i tell sybil", "coach_reply", ["augustus-sybil-coach"]),
    q(c, "what did i say to augie about going shaky", "coach_reply", ["augustus-diabetes-coach"]),
    q(c, "augustus's hba1c in my first note", "note", [S]),
    q(c, "augustus's weight in my first and last notes", "note", [S, E]),
    q(c, "augustus's july check in", "checkin", [C1]),
    q(c, "augie's october check-in sleep", "checkin", [C2]),
    q(c, "augustus's goal", "profile", [profile(c)]),
    q(c, "what did augustus do for a job", "profile_attribute", [profile(c), "augustus-intro", S]),
    q(c, "who's augie's wife", "profile_attribute", [profile(c), "augustus-sybil"]),
    q(c, "is it augie's left hand", "yes_no", ["augustus-finger", "augustus-sybil", profile(c)]),
    q(c, "is augustus type 1", "yes_no", DDX),
    q(c, "is augie's hba1c under 48 yet", "yes_no", ["augustus-hba1c", lab(c, "20081218"), profile(c)]),
    q(c, "is augie catching again", "recency", ["augustus-sybil2"]),
    q(c, "how much has augustus lost", "numbers", ["augustus-intro", "augustus-hba1c", S, E]),
    q(c, "augie's weight in stone", "numbers", ["augustus-hba1c", "augustus-sybil2", E, weeks(c, "weight")]),
    q(c, "how far did augustus's hba1c fall", "numbers", HBA),
    q(c, "how many did augie catch at christmas", "numbers", ["augustus-sybil2"]),
    q(c, "what did sybil say", "named", ["augustus-sybil", "augustus-sybil2"]),
    q(c, "what did the missus say last", "paraphrase", ["augustus-sybil2"]),
    q(c, "what did augustus's brother say", "named", None, NEVER),
    q(c, "did augustus have an eye check for the diabetes", "yes_no", None, NEVER),
    q(c, "augustus's weight on boxing day", "numbers", None, NEVER),
    q(c, "augustus's left hand", "possessive", None, NEVER),
    q(c, "augustus's steps", "health", None, OTHER_CLIENT),
    q(c, "augustus's whiplash", "possessive", None, OTHER_CLIENT),
    q(c, "augustus's hearing aids", "possessive", None, OTHER_CLIENT),
    q(c, "augustus's gout", "possessive", None, OTHER_TRAINER),
    q(c, "augustus's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "augustus's rhr", "health", None, OTHER_TRAINER),
    q(c, "augustus's finger in july", "topic_period", None, OTHER_PERIOD),
    q(c, "augustus's hba1c in october", "numbers", None, OTHER_PERIOD),
    q(c, "augustus check in in december", "checkin", None, OTHER_PERIOD),
    q(c, "what did sybil say in november", "named", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Hildebrand: Henrietta (test)
c = "henrietta"
S, E = notes(c); C1, C2 = cis(c)
WH = ["henrietta-shunt", "henrietta-cosmo", "henrietta-cosmo-coach", "g-henrietta-whiplash", "henrietta-cosmo2", profile(c), E, C1]
WDX = ["henrietta-cosmo", "g-henrietta-whiplash", profile(c), E]
DQ = ["henrietta-wrist", "henrietta-dq", "henrietta-dq-coach", profile(c), E, C2]
QDX = ["henrietta-dq", profile(c), E]
ST = ["henrietta-intro", "henrietta-cosmo2", "henrietta-cosmo2-coach", S, E, weeks(c, "steps")]
NOW = ["henrietta-cosmo2", "henrietta-cosmo2-coach", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "henrietta's neck", "named", WH, key="he-wh"),
    q(c, "what happened", "follow_up", ["henrietta-shunt", "henrietta-cosmo", profile(c)], follow="he-wh"),
    q(c, "how long's the physio", "follow_up", ["henrietta-cosmo", profile(c), E], follow="he-wh"),
    q(c, "did she need a collar", "follow_up", None, NEVER, follow="he-wh"),
    q(c, "hettie's wrist", "possessive", DQ, key="he-dq"),
    q(c, "which wrist", "follow_up", ["henrietta-wrist", "henrietta-dq", profile(c), E], follow="he-dq"),
    q(c, "what did the gp do", "follow_up", QDX, follow="he-dq"),
    q(c, "how long no catching", "follow_up", ["henrietta-dq", profile(c)], follow="he-dq"),
    q(c, "henrietta steps", "health", ST, key="he-st"),
    q(c, "what was she doing at the start", "follow_up", ["henrietta-intro", S] + span(c, "steps", "2008-07-14", "2008-07-20"), follow="he-st"),
    q(c, "how's hettie", "how_doing", NOW),
    q(c, "henrietta's whiplash", "possessive", WDX),
    q(c, "henrietta's de quervains", "possessive", QDX),
    q(c, "henrietta's thumb splint", "possessive", ["henrietta-dq", profile(c)]),
    q(c, "henrieta whiplash", "misspelling", WDX),
    q(c, "henrietta de kervains", "misspelling", QDX),
    q(c, "hettie's car crash", "paraphrase", WDX + ["henrietta-shunt"]),
    q(c, "hettie's sore thumb side", "paraphrase", QDX + ["henrietta-wrist"]),
    q(c, "what did hettie do for diwali", "date_window", ["henrietta-diwali"]),
    q(c, "what came in about henrietta on 14 september", "date_window", ["henrietta-cosmo", "henrietta-cosmo-coach"]),
    q(c, "henrietta in september", "topic_period", ["henrietta-shunt", "henrietta-cosmo", "henrietta-cosmo-coach", "g-henrietta-whiplash", C1]),
    q(c, "henrietta's wrist in november", "topic_period", ["henrietta-dq", "henrietta-dq-coach", C2]),
    q(c, "what did i tell cosmo", "coach_reply", ["henrietta-cosmo-coach", "henrietta-cosmo2-coach"]),
    q(c, "what did i say to hettie about throwing", "coach_reply", ["henrietta-dq-coach"]),
    q(c, "my first note on henrietta", "note", [S]),
    q(c, "henrietta's september check in", "checkin", [C1]),
    q(c, "hettie's november check-in stress", "checkin", [C2]),
    q(c, "henrietta's goal", "profile", [profile(c)]),
    q(c, "where does henrietta work", "profile_attribute", [profile(c), "henrietta-intro", S]),
    q(c, "who's hettie engaged to", "profile_attribute", [profile(c), "henrietta-cosmo"]),
    q(c, "is the de quervains in her right wrist", "yes_no", ["henrietta-dq", profile(c), E]),
    q(c, "did hettie go to a&e after the crash", "yes_no", ["henrietta-cosmo"]),
    q(c, "is hettie back in the friday league", "recency", ["henrietta-cosmo2", E]),
    q(c, "how many steps has henrietta added", "numbers", ["henrietta-intro", "henrietta-cosmo2", S, E]),
    q(c, "what did cosmo say", "named", ["henrietta-cosmo", "henrietta-cosmo2"]),
    q(c, "what did henrietta's sister say", "named", None, NEVER),
    q(c, "did henrietta have a neck x-ray", "yes_no", None, NEVER),
    q(c, "henrietta's steps on halloween", "numbers", None, NEVER),
    q(c, "henrietta's right wrist", "possessive", None, NEVER),
    q(c, "henrietta's weight", "health", None, OTHER_CLIENT),
    q(c, "henrietta's bell's palsy", "possessive", None, OTHER_CLIENT),
    q(c, "henrietta's hba1c", "numbers", None, OTHER_CLIENT),
    q(c, "henrietta's migraines", "possessive", None, OTHER_TRAINER),
    q(c, "henrietta's rhr", "health", None, OTHER_TRAINER),
    q(c, "henrietta's wrist in august", "topic_period", None, OTHER_PERIOD),
    q(c, "henrietta's neck in july", "topic_period", None, OTHER_PERIOD),
    q(c, "henrietta check-in in december", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Hildebrand: Algernon (dev)
c = "algernon"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-hildebrand-algernon-20081120"
HEAR = ["algernon-pardon", "algernon-lucinda", "algernon-lucinda-coach", "g-algernon-aids", profile(c), E, C1]
HDX = ["algernon-lucinda", "g-algernon-aids", profile(c), E]
BELL = ["algernon-face", "algernon-bells", "algernon-bells-coach", "g-algernon-bells", TR, "algernon-lucinda2", profile(c), E, C2]
BDX = ["algernon-bells", "g-algernon-bells", profile(c), E]
NOW = ["algernon-lucinda2", "algernon-lucinda2-coach", E]
QUESTIONS += [
    q(c, "algernon's hearing", "named", HEAR, key="al-he"),
    q(c, "where did he get the aids", "follow_up", ["algernon-lucinda", profile(c)], follow="al-he"),
    q(c, "one ear or both", "follow_up", HDX, follow="al-he"),
    q(c, "what did i say i'd do", "follow_up", ["algernon-lucinda-coach"], follow="al-he"),
    q(c, "did he have a cochlear implant", "follow_up", None, NEVER, follow="al-he"),
    q(c, "algy's face", "possessive", BELL, key="al-bp"),
    q(c, "what was it", "follow_up", BDX, follow="al-bp"),
    q(c, "was it a stroke", "follow_up", ["algernon-bells"], follow="al-bp"),
    q(c, "what's he meant to do with the eye at night", "follow_up", ["algernon-bells", TR, profile(c)], follow="al-bp"),
    q(c, "how long till it gets better", "follow_up", [TR], follow="al-bp"),
    q(c, "which side", "follow_up", ["algernon-face", profile(c), E], follow="al-bp"),
    q(c, "how's algy", "how_doing", NOW),
    q(c, "algernon's bell's palsy", "possessive", BDX),
    q(c, "algernon's hearing aids", "possessive", HDX),
    q(c, "algernon's prednisolone", "possessive", ["algernon-bells", profile(c), E]),
    q(c, "algernon bells pawlsy", "misspelling", BDX),
    q(c, "algenon hearing aides", "misspelling", HDX),
    q(c, "algy's droopy face", "paraphrase", BDX + ["algernon-face"]),
    q(c, "algy's deaf ears", "paraphrase", HDX + ["algernon-pardon"]),
    q(c, "what did algy do on halloween", "date_window", ["algernon-halloween"]),
    q(c, "what did algernon say on christmas eve", "date_window", ["algernon-christmas"]),
    q(c, "what came in about algernon on 3 september", "date_window", ["algernon-lucinda", "algernon-lucinda-coach"]),
    q(c, "algernon in november", "topic_period", ["algernon-face", "algernon-bells", "algernon-bells-coach", "g-algernon-bells", TR, C2]),
    q(c, "algernon's hearing over the summer", "topic_period", ["algernon-pardon"]),
    q(c, "what did i tell lucinda", "coach_reply", ["algernon-lucinda-coach", "algernon-lucinda2-coach"]),
    q(c, "what did i say to algy about the goggles", "coach_reply", ["algernon-bells-coach"]),
    q(c, "what did algy say about his tea on the call", "transcript", [TR]),
    q(c, "what did lucinda say about massaging his cheek", "transcript", [TR]),
    q(c, "what's he coming to the christmas game as", "transcript", [TR]),
    q(c, "what did my first note say about the whistle", "note", [S]),
    q(c, "algernon's last note", "note", [E]),
    q(c, "algernon's september check in", "checkin", [C1]),
    q(c, "algy's november check-in adherence", "checkin", [C2]),
    q(c, "algernon's goal", "profile", [profile(c)]),
    q(c, "what did algernon do before he retired", "profile_attribute", [profile(c), "algernon-intro", S]),
    q(c, "who's algernon's daughter", "profile_attribute", [profile(c), "algernon-lucinda"]),
    q(c, "is algy's palsy on the right side", "yes_no", ["algernon-face", profile(c), E]),
    q(c, "does algy have a hearing aid in only one ear", "yes_no", HDX),
    q(c, "is algy back playing", "recency", ["algernon-lucinda2", E]),
    q(c, "how many days of prednisolone", "numbers", ["algernon-bells", profile(c)]),
    q(c, "how old is algernon", "numbers", [profile(c), "algernon-intro", S]),
    q(c, "what did lucinda say", "named", ["algernon-lucinda", "algernon-lucinda2"]),
    q(c, "what did algernon's brother say", "named", None, NEVER),
    q(c, "did algernon have a brain scan", "yes_no", None, NEVER),
    q(c, "algernon's weight", "health", None, OTHER_CLIENT),
    q(c, "algernon's steps", "health", None, OTHER_CLIENT),
    q(c, "algernon's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "algernon's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "algernon's whiplash", "possessive", None, OTHER_CLIENT),
    q(c, "algernon's finger op", "possessive", None, OTHER_CLIENT),
    q(c, "algernon's tinnitus", "possessive", None, OTHER_TRAINER),
    q(c, "algernon's kidney stone", "possessive", None, OTHER_TRAINER),
    q(c, "algernon's face in october", "topic_period", None, OTHER_PERIOD),
    q(c, "algernon's hearing aids in july", "topic_period", None, OTHER_PERIOD),
    q(c, "algernon check-in in october", "checkin", None, OTHER_PERIOD),
    q(c, "what did lucinda say in october", "named", None, OTHER_PERIOD),
    q(c, "algernon's right knee", "possessive", None, NEVER),
]

# ---------------------------------------------------------------- each client: a thread more, asks in other words, and asks no record answers
# (client, name, nickname, a slip of the name, first thing, its records, second thing, its records (first word, the
#  coach's reply), who wrote about the first thing (their role, the messages), a metric and two days it has no reading,
#  three things never had, two asks outside the period)
MORE = [
    ("cuthbert", "cuthbert", "cuddy", "cuthbet", "gout", ["cuthbert-evadne", "g-cuthbert-gout", profile("cuthbert")],
     "tinnitus", ["cuthbert-ringing", "cuthbert-tinnitus-coach"], "wife", ["cuthbert-evadne"],
     ("weight", ["the day nadal won wimbledon", "halloween"]), ["a hip replacement", "a pacemaker", "a heart scan"],
     ["cuthbert's gout in november", "cuddy's ears in august"]),
    ("araminta", "araminta", "minty", "aramitna", "ankle", ["araminta-ansel", "g-araminta-ankle", profile("araminta")],
     "glandular fever", ["araminta-tired", "araminta-gf-coach"], "boyfriend", ["araminta-ansel"],
     ("rhr", ["bonfire night", "children in need day"]), ["a tetanus jab", "a knee op", "stitches"],
     ["araminta's glands in august", "minty's ankle in october"]),
    ("mortimer", "mortimer", "morty", "mortimr", "shingles", ["mortimer-lettice", "g-mortimer-shingles", profile("mortimer")],
     "kidney stone", ["mortimer-pain", "mortimer-stone-coach"], "daughter", ["mortimer-lettice"],
     ("steps", ["bonfire night", "the american election"]), ["a stent", "a broken rib", "a blood transfusion"],
     ["morty's kidney stone in october", "mortimer's shingles in july"]),
    ("peregrine", "peregrine", "perry", "peregirne", "shoulder", ["peregrine-horatio", "g-peregrine-shoulder", profile("peregrine")],
     "hernia", ["peregrine-lump", "peregrine-hernia-coach"], "husband", ["peregrine-horatio"],
     ("weight", ["diwali", "bonfire night"]), ["a rotator cuff repair", "a shoulder scan", "an arthroscopy"],
     ["perry's hernia in september", "perry's shoulder in september"]),
    ("clementine", "clementine", "clemmie", "clemetine", "migraine", ["clementine-millicent", profile("clementine")],
     "carpal tunnel", ["clementine-pins", "clementine-carpal-coach"], "mum", ["clementine-millicent"],
     ("steps", ["halloween", "children in need day"]), ["a brain scan", "a wrist op", "botox for the headaches"],
     ["clemmie's headaches in july", "clemmie's hand in september"]),
    ("bertram", "bertram", "bram", "betram", "dvt", ["bertram-lysander", "g-bertram-dvt", profile("bertram")],
     "cataract", ["bertram-eye", "bertram-cataract-coach"], "nephew", ["bertram-lysander"],
     ("bp", ["bonfire night", "halloween"]), ["a heart bypass", "glasses for the court", "a knee replacement"],
     ["bertram's eye in august", "bram's clot in october"]),
    ("philomena", "philomena", "mena", "philmena", "collarbone", ["philomena-ignatius", "g-philomena-collarbone", profile("philomena")],
     "thyroid", ["philomena-cold", "philomena-thyroid-coach"], "husband", ["philomena-ignatius"],
     ("weight", ["bonfire night", "the american election"]), ["a thyroid op", "a broken wrist", "physio on her knee"],
     ["philomena's collarbone in september", "mena's thyroid in october"]),
    ("leopold", "leopold", "poldy", "leopld", "concussion", ["leopold-jocasta", "g-leopold-concussion", profile("leopold")],
     "heel", ["leopold-heel", "leopold-pf-coach"], "girlfriend", ["leopold-jocasta"],
     ("rhr", ["halloween", "the american election"]), ["a broken ankle", "a knee brace", "an mri"],
     ["leopold's heel in october", "poldy's head in november"]),
    ("euphemia", "euphemia", "effie", "euphmia", "anaemia", ["euphemia-oswald", "g-euphemia-anaemia", profile("euphemia")],
     "raynaud's", ["euphemia-fingers", "euphemia-raynauds-coach"], "son", ["euphemia-oswald"],
     ("steps", ["bonfire night", "christmas day"]), ["a broken ankle", "a hip replacement", "b12 jabs"],
     ["euphemia's fingers in october", "effie's anaemia in november"]),
    ("augustus", "augustus", "augie", "augstus", "finger", ["augustus-sybil", "g-augustus-dupuytren", profile("augustus")],
     "sugar", ["augustus-diabetes", "augustus-diabetes-coach"], "wife", ["augustus-sybil"],
     ("weight", ["bonfire night", "halloween"]), ["a hypo", "a foot ulcer", "a finger x-ray"],
     ["augustus's finger in august", "augie's sugar in november"]),
    ("henrietta", "henrietta", "hettie", "henritta", "whiplash", ["henrietta-cosmo", "g-henrietta-whiplash", profile("henrietta")],
     "wrist", ["henrietta-wrist", "henrietta-dq-coach"], "fiancé", ["henrietta-cosmo"],
     ("steps", ["bonfire night", "the american election"]), ["a neck scan", "a broken wrist", "a cast"],
     ["henrietta's wrist in september", "hettie's neck in november"]),
    ("algernon", "algernon", "algy", "algerno", "hearing", ["algernon-lucinda", "g-algernon-aids", profile("algernon")],
     "bell's palsy", ["algernon-face", "algernon-bells-coach"], "daughter", ["algernon-lucinda"],
     None, ["a pacemaker", "a hip replacement", "a flu jab"],
     ["algy's face in september", "algernon's hearing in november"]),
]
METRIC_KIND = {"weight": "weight", "rhr": "resting heart rate", "steps": "steps", "bp": "blood pressure"}
for (c, name, nick, slip, one, one_ev, two, (two_first, two_coach), role, rel_ev, metric, never, away) in MORE:
    S, E = notes(c)
    QUESTIONS += [
        q(c, f"{slip}'s {one}", "misspelling", one_ev),
        q(c, f"what did {nick}'s {role} say about the {one}", "named", rel_ev),
        q(c, f"{name} {one} and {two}", "named", one_ev + [two_first, two_coach]),
        q(c, f"remind me about {nick}'s {two}", "possessive", [two_first, two_coach, profile(c), E], key=f"more-{c}"),
        q(c, "when did that start", "follow_up", [two_first], follow=f"more-{c}"),
        q(c, "what did i say back", "follow_up", [two_coach], follow=f"more-{c}"),
        q(c, f"did {nick} have {never[0]}", "yes_no", None, NEVER),
        q(c, f"has {name} had {never[1]}", "yes_no", None, NEVER),
        q(c, f"{nick}'s {never[2].removeprefix('a ').removeprefix('an ')}", "possessive", None, NEVER),
        q(c, away[0], "topic_period", None, OTHER_PERIOD),
        q(c, away[1], "topic_period", None, OTHER_PERIOD),
        q(c, f"what's the latest on {nick}", "how_doing", [E] + ([weeks(c, {"weight": "weight", "rhr": "resting_heart_rate", "steps": "steps", "bp": "systolic_bp"}[metric[0]])] if metric else [])),
        q(c, f"{nick}'s notes from the start", "note", [S]),
    ]
    if metric:
        QUESTIONS += [q(c, f"{nick}'s {METRIC_KIND[metric[0]]} on {day}", "numbers", None, NEVER) for day in metric[1]]

# ---------------------------------------------------------------- each client: three more asks no record of theirs answers
for (c, name, nick, *_rest) in MORE:
    QUESTIONS += [
        q(c, f"what did {name}'s auntie say", "named", None, NEVER),
        q(c, f"has {nick} been to the dentist", "yes_no", None, NEVER),
        q(c, f"{name}'s left elbow", "possessive", None, NEVER),
    ]

# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    B(OT, "who's got gout", "cross_client", ["cuthbert-evadne", "g-cuthbert-gout", profile("cuthbert")], about="cuthbert"),
    B(OT, "who had shingles", "cross_client", ["mortimer-lettice", "g-mortimer-shingles", profile("mortimer")], about="mortimer"),
    B(OT, "who had a ct scan", "cross_client", ["mortimer-stone", profile("mortimer")], about="mortimer"),
    B(OT, "whose wife texts me", "cross_client", ["cuthbert-evadne", "cuthbert-evadne2"], about="cuthbert"),
    B(OT, "whose daughter messages me", "cross_client", ["mortimer-lettice", "mortimer-lettice2"], about="mortimer"),
    B(OT, "anyone else with bad ears besides cuthbert", "cross_client", None, why=NEVER, about="cuthbert"),
    B(OT, "anyone else with kidney trouble besides mortimer", "cross_client", None, why=NEVER, about="mortimer"),
    B(LA, "who gets migraines", "cross_client", ["clementine-millicent", profile("clementine")], about="clementine"),
    B(LA, "who's got carpal tunnel", "cross_client", ["clementine-carpal", "g-clementine-carpal", profile("clementine")], about="clementine"),
    B(LA, "whose mum texts me", "cross_client", ["clementine-millicent", "clementine-millicent2"], about="clementine"),
    B(LA, "anyone else in a splint besides clementine", "cross_client", None, why=NEVER, about="clementine"),
    B(SW, "who's got a thyroid problem", "cross_client", ["philomena-thyroid", profile("philomena")], about="philomena"),
    B(SW, "who broke a bone", "cross_client", ["philomena-ignatius", "g-philomena-collarbone", profile("philomena")], about="philomena"),
    B(SW, "who fell in peak cavern", "cross_client", ["philomena-ignatius", profile("philomena")], about="philomena"),
    B(SW, "anyone else on thyroid tablets besides philomena", "cross_client", None, why=NEVER, about="philomena"),
    B(HI, "who's diabetic", "cross_client", ["augustus-diabetes", profile("augustus")], about="augustus"),
    B(HI, "who's got hearing aids", "cross_client", ["algernon-lucinda", "g-algernon-aids", profile("algernon")], about="algernon"),
    B(HI, "who had bell's palsy", "cross_client", ["algernon-bells", "g-algernon-bells", profile("algernon")], about="algernon"),
    B(HI, "who had a needle op on the hand", "cross_client", ["augustus-sybil", "augustus-op", profile("augustus")], about="augustus"),
    B(HI, "anyone else with a face problem besides algernon", "cross_client", None, why=NEVER, about="algernon"),
    B(OT, "who's had glandular fever", "cross_client", ["araminta-gf", "g-araminta-gf", profile("araminta")], about="araminta"),
    B(OT, "whose boyfriend texts me", "cross_client", ["araminta-ansel", "araminta-ansel2"], about="araminta"),
    B(LA, "who had a dvt", "cross_client", ["bertram-lysander", "g-bertram-dvt", profile("bertram")], about="bertram"),
    B(LA, "who's had a hernia", "cross_client", ["peregrine-hernia", "peregrine-horatio2", profile("peregrine")], about="peregrine"),
    B(SW, "who's anaemic", "cross_client", ["euphemia-oswald", "g-euphemia-anaemia", profile("euphemia")], about="euphemia"),
    B(SW, "who banged their head", "cross_client", ["leopold-head", "leopold-jocasta", "g-leopold-concussion"], about="leopold"),
    B(HI, "who had whiplash", "cross_client", ["henrietta-cosmo", "g-henrietta-whiplash", profile("henrietta")], about="henrietta"),
    B(HI, "anyone else with a bad wrist besides henrietta", "cross_client", None, why=NEVER, about="henrietta"),
    B(LA, "anyone else on warfarin besides bertram", "cross_client", None, why=NEVER, about="bertram"),
    B(OT, "who had a dvt", "cross_client", None, why=OTHER_TRAINER, about="bertram"),
    B(HI, "who's anaemic", "cross_client", None, why=OTHER_TRAINER, about="euphemia"),
    B(SW, "who had whiplash", "cross_client", None, why=OTHER_TRAINER, about="henrietta"),
    # another trainer's client, asked across
    B(OT, "who's diabetic", "cross_client", None, why=OTHER_TRAINER, about="augustus"),
    B(OT, "who gets migraines", "cross_client", None, why=OTHER_TRAINER, about="clementine"),
    B(LA, "who's got gout", "cross_client", None, why=OTHER_TRAINER, about="cuthbert"),
    B(LA, "who's got a thyroid problem", "cross_client", None, why=OTHER_TRAINER, about="philomena"),
    B(SW, "who's got hearing aids", "cross_client", None, why=OTHER_TRAINER, about="algernon"),
    B(SW, "who had shingles", "cross_client", None, why=OTHER_TRAINER, about="mortimer"),
    B(HI, "who's got carpal tunnel", "cross_client", None, why=OTHER_TRAINER, about="clementine"),
    B(HI, "who fell in a cave", "cross_client", None, why=OTHER_TRAINER, about="philomena"),
]

# ---------------------------------------------------------------- another trainer's client
# client -> (their own trainer, what the other trainers ask about that client), in the words of a question
# that would be answerable at the client's own trainer.
ELSEWHERE = {
    "cuthbert": ("ottoline", ["cuthbert's gout", "what did evadne say", "how's cuthbert", "cuthbert weight", "cuthbert's tinnitus",
                              "cuddy's uric acid", "cuthbert's allopurinol", "cuddy's earplugs", "cuthbert's hogmanay"]),
    "mortimer": ("ottoline", ["mortimer's shingles", "what did lettice say", "how's mortimer", "mortimer steps", "mortimer's kidney stone",
                              "morty's lithotripsy", "mortimer's aciclovir", "morty's ct scan", "mortimer's first dance"]),
    "clementine": ("lancelot", ["clementine's migraine", "what did millicent say", "how's clementine", "clementine steps",
                                "clementine's carpal tunnel", "clemmie's sumatriptan", "clementine's night splint", "clemmie's nerve test",
                                "clementine's handicap match"]),
    "philomena": ("swithin", ["philomena's collarbone", "what did ignatius say", "how's philomena", "philomena weight",
                              "philomena's thyroid", "mena's tsh", "philomena's levothyroxine", "mena's sling", "philomena's ladder pitch"]),
    "augustus": ("hildebrand", ["augustus's diabetes", "what did sybil say", "how's augustus", "augustus weight", "augustus's dupuytren's",
                                "augie's hba1c", "augustus's metformin", "augie's needle op", "augustus's christmas game"]),
    "algernon": ("hildebrand", ["algernon's bell's palsy", "what did lucinda say", "how's algernon", "algernon's hearing aids",
                                "algy's prednisolone", "algernon's eye patch", "algy's audiology", "algernon's wednesdays", "algy's whistle"]),
    "araminta": ("ottoline", ["araminta's glandular fever", "what did ansel say", "how's araminta", "araminta rhr", "araminta's ankle",
                              "minty's brace", "araminta's spleen", "minty's ligament", "araminta's hogmanay"]),
    "peregrine": ("lancelot", ["peregrine's hernia", "what did horatio say", "how's peregrine", "peregrine weight",
                               "peregrine's dislocated shoulder", "perry's sling", "peregrine's keyhole op", "perry's overhead serve", "peregrine's physio"]),
    "bertram": ("lancelot", ["bertram's dvt", "what did lysander say", "how's bertram", "bertram systolic", "bertram's cataract",
                             "bram's warfarin", "bertram's eye drops", "bram's doubles partner", "bertram's flight home"]),
    "leopold": ("swithin", ["leopold's concussion", "what did jocasta say", "how's leopold", "leopold rhr", "leopold's plantar fasciitis",
                            "poldy's insoles", "leopold's helmet", "poldy's novices", "leopold's srt"]),
    "euphemia": ("swithin", ["euphemia's anaemia", "what did oswald say", "how's euphemia", "euphemia steps", "euphemia's raynaud's",
                             "effie's ferritin", "euphemia's iron tablets", "effie's gloves", "euphemia's camera test"]),
    "henrietta": ("hildebrand", ["henrietta's whiplash", "what did cosmo say", "how's henrietta", "henrietta steps",
                                 "henrietta's de quervain's", "hettie's steroid injection", "henrietta's neck physio", "hettie's thumb splint",
                                 "henrietta's friday league"]),
}


def _kind(text: str) -> str:
    """The kind a question about another trainer's client is filed under, by its shape."""
    if text.startswith("how's"):
        return "how_doing"
    if text.startswith("what did"):
        return "named"
    if text.split()[-1] in ("rhr", "steps", "weight", "systolic"):
        return "health"
    if any(w in text for w in ("uric acid", "tsh", "ferritin", "hba1c")):
        return "numbers"
    return "possessive" if "'s " in text else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE, TRAINER_ID, _kind)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind39", DATASET, CLIENT_ID, build_blind39)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
