#!/usr/bin/env python3
"""Write bench/answers_data/blind40_questions.jsonl: the questions over the fortieth blind data set (build_blind40.py).

    functions/venv/bin/python -m bench.answers_data.blind40_questions

Written on 2026-12-04 by helper h-blind40 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the thirty-ninth blind set's section).
Asked on Monday 1 July 1996 about January to June 1996, so the periods are months, quarters, seasons
and named days said every way ("in january", "after new year", "in the spring", "at easter", "on
pancake day", "on mothering sunday", "when the clocks went forward", "during euro 96", "the day gazza
scored", "in q1", "in q2", feast days and single dates). Typed as a busy trainer types: lowercase,
shorthand ("bp", "rhr", "af", "b12", "vit d", "gp", "a&e"), first names, the records' nicknames (ebby,
jem, corny, rupe, vinny, thad, marmy, dru, zeke, billie, kel, dilly) and slips of them, misspellings,
slang for conditions, relatives by role, values asked in another unit (kg -> stone), yes/no whose record
answers "no", and, unanswerable, values on days without a reading, things never had, the other side of
a side given, things only another client of the trainer has, things only another trainer's client
has, and things asked in a period the records hold none of. Every client's block is written by hand,
with its own shapes: no table fills the same asks for every client (the slip of blind39's `MORE`).

The split is by client: every question about a client of build_blind40.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind40_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record and the other-trainer questions are the shared ones
(`blind_questions.B`, `asked_of_other_trainers`); no other roster's question module is imported.
"""

from __future__ import annotations

from pathlib import Path

from bench.answers_data import authoring, build_blind40
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind40_questions.jsonl"
DATASET = "blind40"
HEADER = (
    "// bench.answers fortieth blind question set (issue 14), written 2026-12-04 by h-blind40 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind40_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

FL, GW, ME, IS = "coach-florian", "coach-gwendolyn", "coach-mervyn", "coach-isadora"
TRAINER_ID = {"florian": FL, "gwendolyn": GW, "mervyn": ME, "isadora": IS}
TRAINER_SHORT = {short: trainer for trainer, _, _, short in build_blind40.CLIENTS}
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = authoring.RosterIds.of(build_blind40.CLIENTS)
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab
FIRST_READING = {(r[0], r[1]): r[3] for r in build_blind40.READINGS}


def span(c: str, metric: str, first: str, last: str) -> list[str]:
    """The weekly summaries of a period, from the client's first reading when the period starts before it
    (a period said in words, "in q1", starts on 1 January; the readings start on a Monday after it)."""
    return IDS.span(c, metric, max(first, FIRST_READING[(c, metric)]), last)


sn, ci = authoring.note_id, authoring.checkin_id


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


def notes(c: str) -> tuple[str, str]:
    """A client's first and last session note ids."""
    rows = [r for r in build_blind40.NOTES if r[1] == c]
    return tuple(sn(r[0], c, r[2][5:7] + r[2][8:10]) for r in rows)  # type: ignore[return-value]


def cis(c: str) -> tuple[str, str]:
    rows = [r for r in build_blind40.CHECKINS if r[0] == c]
    return tuple(ci(TRAINER_SHORT[c], c, r[1]) for r in rows)  # type: ignore[return-value]


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Florian: Ebenezer (dev)
c = "ebenezer"
S, E = notes(c); C1, C2 = cis(c)
SCI = ["ebenezer-leg", "ebenezer-sciatica", "ebenezer-sciatica-coach", "g-ebenezer-sciatica", profile(c), E, C2]
SDX = ["ebenezer-sciatica", "g-ebenezer-sciatica", profile(c), E]
CHOL = ["ebenezer-hortense", "ebenezer-chol", E, lab(c, "19960115"), lab(c, "19960610")]
WT = ["ebenezer-intro", "ebenezer-chol", "ebenezer-hortense2", S, E, "goal-florian-ebenezer-weight", weeks(c, "weight")]
NOW = ["ebenezer-hortense2", "ebenezer-hortense2-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "ebby's leg", "named", SCI, key="eb-leg"),
    q(c, "what did the gp say it was", "follow_up", SDX, follow="eb-leg"),
    q(c, "which leg was it again", "follow_up", ["ebenezer-leg", "ebenezer-sciatica", profile(c), E], follow="eb-leg"),
    q(c, "what's he taking for it", "follow_up", ["ebenezer-sciatica", profile(c)], follow="eb-leg"),
    q(c, "how long was he off the saddle", "follow_up", ["ebenezer-sciatica", "g-ebenezer-sciatica", profile(c)], follow="eb-leg"),
    q(c, "did they send him for an mri", "follow_up", None, NEVER, follow="eb-leg"),
    q(c, "ebenezers cholesterol", "possessive", CHOL, key="eb-chol"),
    q(c, "what was it in jan", "follow_up", ["ebenezer-hortense", lab(c, "19960115")], follow="eb-chol"),
    q(c, "and the latest one?", "follow_up", ["ebenezer-chol", lab(c, "19960610"), E], follow="eb-chol"),
    q(c, "is he on a statin for it", "follow_up", ["ebenezer-hortense", profile(c), E], follow="eb-chol"),
    q(c, "ebenezer weight", "health", WT, key="eb-wt"),
    q(c, "what was he when he started", "follow_up", ["ebenezer-intro", S] + span(c, "weight", "1996-01-08", "1996-01-14"), follow="eb-wt"),
    q(c, "how far off his target is he", "follow_up", ["goal-florian-ebenezer-weight", "ebenezer-hortense2", "ebenezer-hortense2-coach", weeks(c, "weight")], follow="eb-wt"),
    q(c, "how's ebby doing", "how_doing", NOW),
    q(c, "any news on old ebenezer", "how_doing", NOW),
    q(c, "ebenezers sciatica", "possessive", SDX + ["ebenezer-leg"]),
    q(c, "ebby's simvastatin", "possessive", ["ebenezer-hortense", profile(c), E]),
    q(c, "ebenezer sciatika", "misspelling", SDX),
    q(c, "ebeneezer colesterol", "misspelling", CHOL),
    q(c, "ebby naproxin", "misspelling", ["ebenezer-sciatica", profile(c)]),
    q(c, "ebby's trapped nerve", "paraphrase", SDX),
    q(c, "has ebby packed in the fry ups", "paraphrase", ["ebenezer-hortense", profile(c)]),
    q(c, "ebby's dodgy back and leg", "paraphrase", SDX + ["ebenezer-leg"]),
    q(c, "what did ebenezer get up to at easter", "date_window", ["ebenezer-easter"]),
    q(c, "what did ebby send on pancake day", "date_window", ["ebenezer-pancake"]),
    q(c, "what was ebby on about the day gazza scored against scotland", "date_window", ["ebenezer-gazza"]),
    q(c, "anything from ebenezer on the 11th of march", "date_window", ["ebenezer-sciatica", "ebenezer-sciatica-coach"]),
    q(c, "ebby's leg in march", "topic_period", ["ebenezer-leg", "ebenezer-sciatica", "ebenezer-sciatica-coach", "g-ebenezer-sciatica", C2]),
    q(c, "ebenezer's weight in q1", "topic_period", ["ebenezer-intro", S] + span(c, "weight", "1996-01-01", "1996-03-31")),
    q(c, "ebby's cholesterol in june", "topic_period", ["ebenezer-chol", lab(c, "19960610"), E]),
    q(c, "what did i tell hortense about his breakfasts", "coach_reply", ["ebenezer-hortense-coach"]),
    q(c, "what did i say to ebby when he got told it was sciatica", "coach_reply", ["ebenezer-sciatica-coach"]),
    q(c, "what did my first note say about where ebby looks", "note", [S]),
    q(c, "my june note on ebenezer", "note", [E]),
    q(c, "ebby's stress in the march check in", "checkin", [C2]),
    q(c, "ebenezer's sleep in his january check-in", "checkin", [C1]),
    q(c, "ebenezer's goal", "profile", [profile(c)]),
    q(c, "what did ebby do before he retired", "profile_attribute", [profile(c), "ebenezer-intro", S]),
    q(c, "what's ebby's wife called", "profile_attribute", [profile(c), "ebenezer-hortense"]),
    q(c, "was it his right leg", "yes_no", ["ebenezer-leg", "ebenezer-sciatica", profile(c)]),
    q(c, "did ebby make it the length of the hall", "yes_no", ["ebenezer-hortense2", "ebenezer-hortense2-coach"]),
    q(c, "can ebby freemount yet", "recency", ["ebenezer-freemount", E]),
    q(c, "is ebby still off the saddle", "recency", ["ebenezer-freemount", "ebenezer-hortense2", E]),
    q(c, "how much has ebby lost since new year", "numbers", ["ebenezer-intro", "ebenezer-hortense2", S, E]),
    q(c, "ebby's weight in stone", "numbers", ["ebenezer-hortense2", E, weeks(c, "weight")]),
    q(c, "how much did his cholesterol come down by", "numbers", CHOL),
    q(c, "what dose of simvastatin is ebby on", "numbers", [profile(c)]),
    q(c, "what did hortense say", "named", ["ebenezer-hortense", "ebenezer-hortense2"]),
    q(c, "what did his missus say last week", "paraphrase", ["ebenezer-hortense2"]),
    q(c, "what did ebby's nephew say", "named", None, NEVER),
    q(c, "has ebby been to a chiropractor", "yes_no", None, NEVER),
    q(c, "is ebenezer on insulin", "yes_no", None, NEVER),
    q(c, "ebby's weight on easter sunday", "numbers", None, NEVER),
    q(c, "ebenezer's right leg", "possessive", None, NEVER),
    q(c, "ebby's left elbow", "possessive", None, NEVER),
    q(c, "ebenezer's steps", "health", None, OTHER_CLIENT),
    q(c, "ebby's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "ebenezer's asthma", "possessive", None, OTHER_CLIENT),
    q(c, "ebby's gallstones", "possessive", None, OTHER_CLIENT),
    q(c, "ebenezer's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "ebby's vitamin d", "numbers", None, OTHER_TRAINER),
    q(c, "ebby's glaucoma drops", "possessive", None, OTHER_TRAINER),
    q(c, "ebby's sciatica in january", "topic_period", None, OTHER_PERIOD),
    q(c, "what did hortense say in april", "named", None, OTHER_PERIOD),
    q(c, "ebenezer check in in june", "checkin", None, OTHER_PERIOD),
    q(c, "ebby's cholesterol over easter", "topic_period", None, OTHER_PERIOD),
    q(c, "ebby's leg in february", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Florian: Jemima (test)
c = "jemima"
S, E = notes(c); C1, C2 = cis(c)
WR = ["jemima-fall", "jemima-zeb", "jemima-scaphoid", "jemima-scaphoid-coach", "g-jemima-wrist", "jemima-plaster", profile(c), E, C1]
WDX = ["jemima-scaphoid", "g-jemima-wrist", profile(c), E]
AS = ["jemima-wheezy", "jemima-asthma", "jemima-asthma-coach", "jemima-zeb2", profile(c), E, C2]
ADX = ["jemima-asthma", profile(c), E]
RHR = ["jemima-intro", "jemima-zeb2", S, E, weeks(c, "resting_heart_rate")]
NOW = ["jemima-zeb2", "jemima-zeb2-coach", E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "jem's wrist, what happened", "named", WR, key="je-wr"),
    q(c, "so was it broken or not", "follow_up", WDX + ["jemima-zeb"], follow="je-wr"),
    q(c, "which bone", "follow_up", WDX, follow="je-wr"),
    q(c, "how long was she in plaster", "follow_up", ["jemima-scaphoid", "jemima-plaster", profile(c)], follow="je-wr"),
    q(c, "did she need pins in it", "follow_up", None, NEVER, follow="je-wr"),
    q(c, "jemima's chest", "named", AS, key="je-as"),
    q(c, "what inhalers is she on", "follow_up", ["jemima-asthma", profile(c)], follow="je-as"),
    q(c, "when's she meant to take the blue one", "follow_up", ["jemima-asthma", profile(c)], follow="je-as"),
    q(c, "what did i tell her about hills", "follow_up", ["jemima-asthma-coach"], follow="je-as"),
    q(c, "has she had an attack since", "follow_up", ["jemima-zeb2"], follow="je-as"),
    q(c, "how's jem", "how_doing", NOW),
    q(c, "jemimas rhr", "health", RHR),
    q(c, "jemima's broken scaphoid", "possessive", WDX),
    q(c, "jemimas asthma", "possessive", ADX + ["jemima-wheezy"]),
    q(c, "jemma scafoid", "misspelling", WDX),
    q(c, "jemina's asma", "misspelling", ADX),
    q(c, "jem wheezing on the hills", "paraphrase", ["jemima-wheezy", "jemima-asthma"]),
    q(c, "did a&e miss jem's break", "paraphrase", ["jemima-zeb", "jemima-scaphoid", profile(c)]),
    q(c, "jem's pot on her arm", "paraphrase", ["jemima-scaphoid", "jemima-plaster", profile(c)]),
    q(c, "what did jemima send on mothering sunday", "date_window", ["jemima-mothering"]),
    q(c, "what did jem say when we beat the dutch", "date_window", ["jemima-dutch"]),
    q(c, "what came in about jem on 24 feb", "date_window", ["jemima-scaphoid", "jemima-scaphoid-coach"]),
    q(c, "jemima in february", "topic_period", ["jemima-fall", "jemima-zeb", "jemima-scaphoid", "jemima-scaphoid-coach", "g-jemima-wrist", C1]),
    q(c, "jem's rhr after new year", "topic_period", ["jemima-intro", S] + span(c, "resting_heart_rate", "1996-01-01", "1996-01-31")),
    q(c, "jem's breathing in may", "topic_period", ["jemima-wheezy", "jemima-asthma", "jemima-asthma-coach", C2]),
    q(c, "what did i say to zeb when the xray came back", "coach_reply", ["jemima-scaphoid-coach"]),
    q(c, "what did i tell jem when she did whinlatter", "coach_reply", ["jemima-zeb2-coach"]),
    q(c, "my first note about jemima", "note", [S]),
    q(c, "what's in my last note on jem about the xray", "note", [E]),
    q(c, "jemima's adherence in the february check in", "checkin", [C1]),
    q(c, "jem may check-in", "checkin", [C2]),
    q(c, "jemima's goal", "profile", [profile(c)]),
    q(c, "what does jem do", "profile_attribute", [profile(c), "jemima-intro", S]),
    q(c, "who's zebedee", "profile_attribute", [profile(c), "jemima-zeb"]),
    q(c, "was it her left wrist", "yes_no", ["jemima-fall", "jemima-scaphoid", profile(c)]),
    q(c, "did jem do the 10 miles", "yes_no", ["jemima-zeb2", "jemima-zeb2-coach", E]),
    q(c, "is jem still in plaster", "recency", ["jemima-plaster", E]),
    q(c, "jemima's heart rate lately", "recency", ["jemima-zeb2", weeks(c, "resting_heart_rate")]),
    q(c, "how much has jem's rhr come down", "numbers", ["jemima-intro", "jemima-zeb2", S, E]),
    q(c, "how many weeks in plaster", "numbers", ["jemima-scaphoid", profile(c), E]),
    q(c, "how far was the whinlatter ride", "numbers", ["jemima-zeb2", E]),
    q(c, "what did her brother say", "paraphrase", ["jemima-zeb", "jemima-scaphoid", "jemima-zeb2"]),
    q(c, "what did zeb say last", "named", ["jemima-zeb2"]),
    q(c, "what did jem's gran text", "named", None, NEVER),
    q(c, "did jem have an operation on the wrist", "yes_no", None, NEVER),
    q(c, "is jemima on steroid tablets", "yes_no", None, NEVER),
    q(c, "jem's rhr on valentine's day", "numbers", None, NEVER),
    q(c, "jemima's left wrist", "possessive", None, NEVER),
    q(c, "jemima's weight", "health", None, OTHER_CLIENT),
    q(c, "jem's sciatica", "possessive", None, OTHER_CLIENT),
    q(c, "jemima's tennis elbow", "possessive", None, OTHER_CLIENT),
    q(c, "jem's b12", "numbers", None, OTHER_TRAINER),
    q(c, "jemima's vertigo", "possessive", None, OTHER_TRAINER),
    q(c, "jemima's eczema", "possessive", None, OTHER_TRAINER),
    q(c, "jem's asthma in march", "topic_period", None, OTHER_PERIOD),
    q(c, "jem's wrist in may", "topic_period", None, OTHER_PERIOD),
    q(c, "what did zeb say in april", "named", None, OTHER_PERIOD),
    q(c, "jemima check in in january", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Florian: Cornelius (dev)
c = "cornelius"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-florian-cornelius-19960520"
EL = ["cornelius-elbow", "cornelius-tennis", "cornelius-jab", "cornelius-jab-coach", profile(c), E, C1]
EDX = ["cornelius-tennis", profile(c), E]
GS = ["cornelius-ribs", "cornelius-octavia", "cornelius-octavia-coach", "g-cornelius-gallstones", TR, "cornelius-octavia2", profile(c), E, C2]
GDX = ["cornelius-octavia", "g-cornelius-gallstones", profile(c), E]
ST = ["cornelius-intro", "cornelius-octavia2", "cornelius-octavia2-coach", S, E, "goal-florian-cornelius-steps", weeks(c, "steps")]
NOW = ["cornelius-octavia2", "cornelius-octavia2-coach", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "corny's gallstones", "possessive", GDX + ["cornelius-ribs"], key="co-gs"),
    q(c, "when's the op", "follow_up", GDX, follow="co-gs"),
    q(c, "is it keyhole", "follow_up", GDX, follow="co-gs"),
    q(c, "what's he not allowed to eat", "follow_up", ["cornelius-octavia", profile(c)], follow="co-gs"),
    q(c, "what did octavia say on the call about him going yellow", "follow_up", [TR], follow="co-gs"),
    q(c, "and how long off work after", "follow_up", [TR], follow="co-gs"),
    q(c, "did they try to blast them", "follow_up", None, NEVER, follow="co-gs"),
    q(c, "cornelius elbow", "named", EL, key="co-el"),
    q(c, "which arm", "follow_up", ["cornelius-elbow", "cornelius-tennis", profile(c)], follow="co-el"),
    q(c, "when did he have the jab", "follow_up", ["cornelius-jab", profile(c), E], follow="co-el"),
    q(c, "what did i tell him to do with his hands", "follow_up", ["cornelius-jab-coach"], follow="co-el"),
    q(c, "corny steps", "health", ST, key="co-st"),
    q(c, "did he hit his goal", "follow_up", ["goal-florian-cornelius-steps", "cornelius-octavia2-coach", weeks(c, "steps")], follow="co-st"),
    q(c, "what was he on in january", "follow_up", ["cornelius-intro", S] + span(c, "steps", "1996-01-08", "1996-01-31"), follow="co-st"),
    q(c, "how's corny getting on", "how_doing", NOW),
    q(c, "cornelius's tennis elbow", "possessive", EDX + ["cornelius-elbow"]),
    q(c, "cornelius gall bladder", "possessive", GDX),
    q(c, "cornellius gallstones", "misspelling", GDX),
    q(c, "corny tenis elbo", "misspelling", EDX),
    q(c, "corny's gall stone op", "misspelling", GDX),
    q(c, "corny's sore arm from the steering wheel", "paraphrase", ["cornelius-elbow", "cornelius-tennis"]),
    q(c, "the pain under corny's ribs", "paraphrase", ["cornelius-ribs", "cornelius-octavia"]),
    q(c, "corny off the chips?", "paraphrase", ["cornelius-octavia2", profile(c)]),
    q(c, "what did corny do on the late may bank holiday", "date_window", ["cornelius-bankhol"]),
    q(c, "what was corny saying about the mad cow thing", "date_window", ["cornelius-madcow"]),
    q(c, "cornelius after the spain penalties", "date_window", ["cornelius-pearce"]),
    q(c, "what came in from cornelius on 16 may", "date_window", ["cornelius-octavia", "cornelius-octavia-coach"]),
    q(c, "corny's elbow in feb", "topic_period", ["cornelius-elbow", "cornelius-tennis", C1]),
    q(c, "corny's steps in q2", "topic_period", ["cornelius-octavia2", "cornelius-octavia2-coach", E] + span(c, "steps", "1996-04-01", "1996-06-30")),
    q(c, "cornelius in may", "topic_period", ["cornelius-ribs", "cornelius-octavia", "cornelius-octavia-coach", "g-cornelius-gallstones", TR, "cornelius-bankhol", C2]),
    q(c, "what did i say to octavia about the gallstones", "coach_reply", ["cornelius-octavia-coach"]),
    q(c, "what did i say when corny had the injection", "coach_reply", ["cornelius-jab-coach"]),
    q(c, "what did corny say the pain felt like on the call", "transcript", [TR]),
    q(c, "what did corny ask me on the phone about sundays", "transcript", [TR]),
    q(c, "what's in my first note on corny", "note", [S]),
    q(c, "corny's steps in my last note", "note", [E]),
    q(c, "cornelius check-in in february", "checkin", [C1]),
    q(c, "corny sleep may check in", "checkin", [C2]),
    q(c, "cornelius's goal", "profile", [profile(c)]),
    q(c, "what does cornelius drive", "profile_attribute", [profile(c), "cornelius-intro", S]),
    q(c, "corny's wife's name", "profile_attribute", [profile(c), "cornelius-octavia"]),
    q(c, "is the tennis elbow on his left", "yes_no", ["cornelius-elbow", "cornelius-tennis", profile(c)]),
    q(c, "has corny had his gallbladder out", "yes_no", GDX),
    q(c, "does corny actually play tennis", "yes_no", ["cornelius-tennis"]),
    q(c, "any more gallstone attacks lately", "recency", ["cornelius-octavia2"]),
    q(c, "how many steps has corny added since he started", "numbers", ["cornelius-intro", "cornelius-octavia2", S, E]),
    q(c, "how many steps is corny doing these days", "numbers", ["cornelius-octavia2", "cornelius-octavia2-coach", E, weeks(c, "steps")]),
    q(c, "how many days between the scan and the op", "numbers", GDX),
    q(c, "what did octavia say", "named", ["cornelius-octavia", "cornelius-octavia2"]),
    q(c, "what did corny's other half say most recently", "paraphrase", ["cornelius-octavia2"]),
    q(c, "what did cornelius's niece say", "named", None, NEVER),
    q(c, "did corny get a brace for the elbow", "yes_no", None, NEVER),
    q(c, "has corny had an endoscopy", "yes_no", None, NEVER),
    q(c, "corny's steps on good friday", "numbers", None, NEVER),
    q(c, "cornelius's left elbow", "possessive", None, NEVER),
    q(c, "corny's weight", "health", None, OTHER_CLIENT),
    q(c, "cornelius cholesterol", "numbers", None, OTHER_CLIENT),
    q(c, "corny's inhaler", "possessive", None, OTHER_CLIENT),
    q(c, "corny's appendix", "possessive", None, OTHER_TRAINER),
    q(c, "cornelius's kidney infection", "possessive", None, OTHER_TRAINER),
    q(c, "corny's elbow in april", "topic_period", None, OTHER_PERIOD),
    q(c, "corny's gallstones in march", "topic_period", None, OTHER_PERIOD),
    q(c, "what did octavia say in january", "named", None, OTHER_PERIOD),
    q(c, "cornelius check in in april", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendolyn: Rupert (test)
c = "rupert"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-gwendolyn-rupert-19960505"
CEL = ["rupert-cut", "rupert-agatha", "rupert-agatha-coach", "g-rupert-cellulitis", profile(c), E, C1]
CDX = ["rupert-agatha", "g-rupert-cellulitis", profile(c), E]
VER = ["rupert-spin", "rupert-vertigo", "rupert-vertigo-coach", "g-rupert-vertigo", TR, "rupert-agatha2", profile(c), E, C2]
VDX = ["rupert-vertigo", "g-rupert-vertigo", profile(c), E]
WT = ["rupert-intro", "rupert-agatha2", "rupert-agatha2-coach", S, E, weeks(c, "weight")]
NOW = ["rupert-agatha2", "rupert-agatha2-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "rupe's dizzy spells", "paraphrase", VER, key="ru-ve"),
    q(c, "what's causing it", "follow_up", VDX, follow="ru-ve"),
    q(c, "what did the gp do for it", "follow_up", ["rupert-vertigo", profile(c)], follow="ru-ve"),
    q(c, "what did his mum say on the call about pillows", "follow_up", [TR], follow="ru-ve"),
    q(c, "is he allowed on ladders at work", "follow_up", [TR], follow="ru-ve"),
    q(c, "did they give him tablets for it", "follow_up", None, NEVER, follow="ru-ve"),
    q(c, "rupert's shin", "named", CEL, key="ru-sh"),
    q(c, "how did he do it", "follow_up", ["rupert-cut"], follow="ru-sh"),
    q(c, "was he kept in", "follow_up", ["rupert-agatha", profile(c), E], follow="ru-sh"),
    q(c, "what did i say about going back in the sea", "follow_up", ["rupert-agatha-coach"], follow="ru-sh"),
    q(c, "rupert weight", "health", WT),
    q(c, "hows rupe", "how_doing", NOW),
    q(c, "rupert's cellulitis", "possessive", CDX),
    q(c, "ruperts vertigo", "possessive", VDX),
    q(c, "rupert celulitis", "misspelling", CDX),
    q(c, "rupe vertigoe", "misspelling", VDX),
    q(c, "rupe's leg infection", "paraphrase", CDX + ["rupert-cut"]),
    q(c, "rupe's head spinning in bed", "paraphrase", ["rupert-spin", "rupert-vertigo"]),
    q(c, "what did rupe send on valentines", "date_window", ["rupert-valentine"]),
    q(c, "rupert on cup final day", "date_window", ["rupert-cantona"]),
    q(c, "what came in about rupe on 25 january", "date_window", ["rupert-agatha", "rupert-agatha-coach"]),
    q(c, "rupe in january", "topic_period", ["rupert-intro", "rupert-intro-coach", "rupert-cut", "rupert-agatha", "rupert-agatha-coach", "g-rupert-cellulitis", S, C1]),
    q(c, "rupert's weight over the spring", "topic_period", span(c, "weight", "1996-03-01", "1996-05-31")),
    q(c, "rupe's dizziness in may", "topic_period", ["rupert-vertigo", "rupert-vertigo-coach", "g-rupert-vertigo", TR, C2]),
    q(c, "what did i tell rupe after the gp", "coach_reply", ["rupert-vertigo-coach"]),
    q(c, "what did i say about the traverse", "coach_reply", ["rupert-agatha2-coach"]),
    q(c, "what did rupe compare it to on the call", "transcript", [TR]),
    q(c, "my first note on rupert", "note", [S]),
    q(c, "rupe's weight in my june note", "note", [E]),
    q(c, "rupert's january check in", "checkin", [C1]),
    q(c, "rupe may check-in, how'd he sleep", "checkin", [C2]),
    q(c, "rupert's goal", "profile", [profile(c)]),
    q(c, "where does rupe work", "profile_attribute", [profile(c), "rupert-intro", S]),
    q(c, "rupert's mum's name", "profile_attribute", [profile(c), "rupert-agatha"]),
    q(c, "was it his right shin", "yes_no", ["rupert-cut", profile(c)]),
    q(c, "has rupe done a jump since the vertigo", "yes_no", ["rupert-agatha2"]),
    q(c, "is rupe still dizzy", "recency", ["rupert-agatha2", E]),
    q(c, "how much has rupe lost", "numbers", ["rupert-intro", "rupert-agatha2", S, E]),
    q(c, "how high was the jump he did", "numbers", ["rupert-agatha2"]),
    q(c, "rupe's weight in stones", "numbers", ["rupert-agatha2", E, weeks(c, "weight")]),
    q(c, "how many days on the drip", "numbers", ["rupert-agatha", profile(c), E]),
    q(c, "what did agatha say", "named", ["rupert-agatha", "rupert-agatha2"]),
    q(c, "what did his mam say about the shin", "paraphrase", ["rupert-agatha"]),
    q(c, "what did rupe's brother say", "named", None, NEVER),
    q(c, "did rupe need stitches in the shin", "yes_no", None, NEVER),
    q(c, "has rupert had a brain scan", "yes_no", None, NEVER),
    q(c, "rupe's weight on good friday", "numbers", None, NEVER),
    q(c, "rupert's right shin", "possessive", None, NEVER),
    q(c, "rupe's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "rupert's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "rupert's appendix op", "possessive", None, OTHER_CLIENT),
    q(c, "rupe's steps", "health", None, OTHER_TRAINER),
    q(c, "rupert's trigger thumb", "possessive", None, OTHER_TRAINER),
    q(c, "rupe's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "rupe's vertigo in february", "topic_period", None, OTHER_PERIOD),
    q(c, "rupert's shin in april", "topic_period", None, OTHER_PERIOD),
    q(c, "what did agatha say in march", "named", None, OTHER_PERIOD),
    q(c, "rupert check in in june", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendolyn: Lavinia (dev)
c = "lavinia"
S, E = notes(c); C1, C2 = cis(c)
APP = ["lavinia-side", "lavinia-sidonie", "lavinia-sidonie-coach", "g-lavinia-appendix", profile(c), E, C1]
ADX = ["lavinia-sidonie", "g-lavinia-appendix", profile(c), E]
PS = ["lavinia-patches", "lavinia-psoriasis", "lavinia-psoriasis-coach", profile(c), E, C2]
PDX = ["lavinia-psoriasis", profile(c), E]
RHR = ["lavinia-intro", "lavinia-sidonie2", S, E, weeks(c, "resting_heart_rate")]
NOW = ["lavinia-sidonie2", "lavinia-sidonie2-coach", E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "what happened with vinny in march", "topic_period", APP[:4] + ["lavinia-clocks", C1], key="la-ap"),
    q(c, "was it keyhole", "follow_up", ["lavinia-sidonie", profile(c)], follow="la-ap"),
    q(c, "how long no swimming", "follow_up", ["lavinia-sidonie", profile(c)], follow="la-ap"),
    q(c, "and lifting?", "follow_up", ["lavinia-sidonie", profile(c)], follow="la-ap"),
    q(c, "when was she back in the sea", "follow_up", [E], follow="la-ap"),
    q(c, "did it burst", "follow_up", None, NEVER, follow="la-ap"),
    q(c, "lavinia's skin", "named", PS, key="la-ps"),
    q(c, "where are the patches", "follow_up", ["lavinia-patches", profile(c), E], follow="la-ps"),
    q(c, "what have they given her", "follow_up", ["lavinia-psoriasis", profile(c)], follow="la-ps"),
    q(c, "what did i tell her to wear", "follow_up", ["lavinia-psoriasis-coach", E], follow="la-ps"),
    q(c, "vinny rhr", "health", RHR, key="la-hr"),
    q(c, "what was it in january", "follow_up", ["lavinia-intro", S] + span(c, "resting_heart_rate", "1996-01-15", "1996-01-31"), follow="la-hr"),
    q(c, "how's vinny", "how_doing", NOW),
    q(c, "how is lavinia getting on these days", "how_doing", NOW),
    q(c, "lavinias appendix", "possessive", ADX + ["lavinia-side"]),
    q(c, "lavinia's psoriasis", "possessive", PDX + ["lavinia-patches"]),
    q(c, "lavinia's tar shampoo", "possessive", ["lavinia-psoriasis", profile(c)]),
    q(c, "lavina apendix", "misspelling", ADX),
    q(c, "vinny sorriasis", "misspelling", PDX),
    q(c, "lavinia appendicitus", "misspelling", ADX),
    q(c, "vinny's tummy op", "paraphrase", ADX),
    q(c, "vinny's itchy elbows", "paraphrase", ["lavinia-patches", "lavinia-psoriasis"]),
    q(c, "did vinny get over her fear of heights", "paraphrase", ["lavinia-sidonie2", S, E]),
    q(c, "what did vinny say when the clocks went forward", "date_window", ["lavinia-clocks"]),
    q(c, "vinny on the may bank holiday", "date_window", ["lavinia-bankhol"]),
    q(c, "what did lavinia send when euro 96 kicked off", "date_window", ["lavinia-euro"]),
    q(c, "anything about lavinia on 30 april", "date_window", ["lavinia-psoriasis", "lavinia-psoriasis-coach"]),
    q(c, "lavinia's rhr in q2", "topic_period", ["lavinia-sidonie2", E] + span(c, "resting_heart_rate", "1996-04-01", "1996-06-30")),
    q(c, "vinny's skin in april", "topic_period", ["lavinia-patches", "lavinia-psoriasis", "lavinia-psoriasis-coach"]),
    q(c, "what did i say to sidonie after the op", "coach_reply", ["lavinia-sidonie-coach"]),
    q(c, "what did i tell vinny about rinsing off", "coach_reply", ["lavinia-psoriasis-coach"]),
    q(c, "what did i write about lavinia and heights", "note", [S]),
    q(c, "lavinia's rhr in my last note", "note", [E]),
    q(c, "vinny's march check in", "checkin", [C1]),
    q(c, "lavinia adherence in her may check-in", "checkin", [C2]),
    q(c, "lavinia's goal", "profile", [profile(c)]),
    q(c, "what's vinny's job", "profile_attribute", [profile(c), "lavinia-intro", S]),
    q(c, "who's sidonie", "profile_attribute", [profile(c), "lavinia-sidonie"]),
    q(c, "is sidonie a lifeguard", "yes_no", ["lavinia-intro"]),
    q(c, "did vinny do the big jump", "yes_no", ["lavinia-sidonie2", "lavinia-sidonie2-coach", E]),
    q(c, "is the psoriasis on her knees", "yes_no", ["lavinia-patches", profile(c)]),
    q(c, "is vinny back in the water yet", "recency", [E, "lavinia-sidonie2"]),
    q(c, "how much has vinny's rhr dropped", "numbers", ["lavinia-intro", "lavinia-sidonie2", S, E]),
    q(c, "how many weeks off swimming after the appendix", "numbers", ["lavinia-sidonie", profile(c)]),
    q(c, "vinny's resting hr now", "numbers", ["lavinia-sidonie2", E, weeks(c, "resting_heart_rate")]),
    q(c, "what did sidonie say", "named", ["lavinia-sidonie", "lavinia-sidonie2"]),
    q(c, "what did her girlfriend say last", "paraphrase", ["lavinia-sidonie2"]),
    q(c, "what did vinny's dad say", "named", None, NEVER),
    q(c, "did vinny get light therapy for the skin", "yes_no", None, NEVER),
    q(c, "is lavinia on methotrexate", "yes_no", None, NEVER),
    q(c, "vinny's rhr on mothering sunday", "numbers", None, NEVER),
    q(c, "lavinia's tonsils", "possessive", None, NEVER),
    q(c, "vinny's weight", "health", None, OTHER_CLIENT),
    q(c, "lavinia's blood pressure", "health", None, OTHER_CLIENT),
    q(c, "vinny's vertigo", "possessive", None, OTHER_CLIENT),
    q(c, "lavinia's cellulitis", "possessive", None, OTHER_CLIENT),
    q(c, "vinny's steps", "health", None, OTHER_TRAINER),
    q(c, "lavinia's coeliac", "possessive", None, OTHER_TRAINER),
    q(c, "vinny's knee op", "possessive", None, OTHER_TRAINER),
    q(c, "lavinia's appendix in january", "topic_period", None, OTHER_PERIOD),
    q(c, "vinny's skin in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did sidonie say in may", "named", None, OTHER_PERIOD),
    q(c, "lavinia check in in january", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Gwendolyn: Thaddeus (test)
c = "thaddeus"
S, E = notes(c); C1, C2 = cis(c)
AF = ["thaddeus-flutter", "thaddeus-obadiah", "thaddeus-obadiah-coach", "g-thaddeus-af", "thaddeus-obadiah2", profile(c), E, C1]
ADX = ["thaddeus-obadiah", "g-thaddeus-af", profile(c), E]
FS = ["thaddeus-arm", "thaddeus-frozen", "thaddeus-frozen-coach", profile(c), E, C2]
FDX = ["thaddeus-frozen", profile(c), E]
BP = ["thaddeus-intro", "thaddeus-bp", "thaddeus-bp-coach", S, E, "goal-gwendolyn-thaddeus-bp", weeks(c, "systolic_bp")]
NOW = ["thaddeus-obadiah2", "thaddeus-bp", "thaddeus-bp-coach", E, weeks(c, "systolic_bp")]
QUESTIONS += [
    q(c, "thad's heart", "named", AF, key="th-af"),
    q(c, "what's it called", "follow_up", ADX, follow="th-af"),
    q(c, "what tablets", "follow_up", ["thaddeus-obadiah", profile(c)], follow="th-af"),
    q(c, "how often does he go to the heart clinic", "follow_up", ["thaddeus-obadiah", profile(c)], follow="th-af"),
    q(c, "any flutters lately", "follow_up", ["thaddeus-obadiah2", E], follow="th-af"),
    q(c, "did he get a pacemaker", "follow_up", None, NEVER, follow="th-af"),
    q(c, "thaddeus bp", "health", BP, key="th-bp"),
    q(c, "is that under his target", "follow_up", ["goal-gwendolyn-thaddeus-bp", "thaddeus-bp", "thaddeus-bp-coach", weeks(c, "systolic_bp")], follow="th-bp"),
    q(c, "where was he at the start", "follow_up", ["thaddeus-intro", S] + span(c, "systolic_bp", "1996-01-15", "1996-01-21"), follow="th-bp"),
    q(c, "thads shoulder", "possessive", FS, key="th-fs"),
    q(c, "when did he get the jab", "follow_up", FDX, follow="th-fs"),
    q(c, "what did i say about swimming with it", "follow_up", ["thaddeus-frozen-coach"], follow="th-fs"),
    q(c, "how's thad", "how_doing", NOW),
    q(c, "thaddeus's atrial fibrillation", "possessive", ADX),
    q(c, "thaddeus frozen shoulder", "possessive", FDX + ["thaddeus-arm"]),
    q(c, "thad's digoxin", "possessive", ["thaddeus-obadiah", profile(c)]),
    q(c, "thadeus atrial fibrilation", "misspelling", ADX),
    q(c, "thaddeus frozen sholder", "misspelling", FDX),
    q(c, "thad's dicky ticker", "paraphrase", ADX + ["thaddeus-flutter"]),
    q(c, "thad can't get his coat on", "paraphrase", ["thaddeus-arm", "thaddeus-frozen"]),
    q(c, "what did thad say about the grand national", "date_window", ["thaddeus-national"]),
    q(c, "thad the night of the germany game", "date_window", ["thaddeus-southgate"]),
    q(c, "what came in about thaddeus on 14 may", "date_window", ["thaddeus-frozen", "thaddeus-frozen-coach"]),
    q(c, "thad in january", "topic_period", ["thaddeus-intro", "thaddeus-intro-coach", "thaddeus-flutter", "thaddeus-obadiah", "thaddeus-obadiah-coach", "g-thaddeus-af", S, C1]),
    q(c, "thad's bp in q1", "topic_period", ["thaddeus-intro", S] + span(c, "systolic_bp", "1996-01-01", "1996-03-31")),
    q(c, "thaddeus's shoulder in april", "topic_period", ["thaddeus-arm"]),
    q(c, "what did i tell obadiah about the flutters", "coach_reply", ["thaddeus-obadiah-coach"]),
    q(c, "what did i say when his bp came down", "coach_reply", ["thaddeus-bp-coach"]),
    q(c, "what's my first note on thad say about rocks", "note", [S]),
    q(c, "thaddeus bp in my june note", "note", [E]),
    q(c, "thad's stress in the january check in", "checkin", [C1]),
    q(c, "thaddeus may check-in", "checkin", [C2]),
    q(c, "thaddeus's goal", "profile", [profile(c)]),
    q(c, "what did thad do for a job", "profile_attribute", [profile(c), "thaddeus-intro", S]),
    q(c, "who's obadiah", "profile_attribute", [profile(c), "thaddeus-obadiah"]),
    q(c, "is thad's frozen shoulder the right one", "yes_no", ["thaddeus-arm", "thaddeus-frozen", profile(c)]),
    q(c, "did thad do the swim-through", "yes_no", ["thaddeus-obadiah2", E]),
    q(c, "is thad still on the digoxin", "recency", ["thaddeus-obadiah", profile(c), E]),
    q(c, "how much has thad's systolic dropped", "numbers", ["thaddeus-intro", "thaddeus-bp", S, E]),
    q(c, "thad's bp last reading", "numbers", ["thaddeus-bp", E, weeks(c, "systolic_bp")]),
    q(c, "how long did the first flutter go on", "numbers", ["thaddeus-flutter"]),
    q(c, "what did obadiah say", "named", ["thaddeus-obadiah", "thaddeus-obadiah2"]),
    q(c, "what did his lad say most recently", "paraphrase", ["thaddeus-obadiah2"]),
    q(c, "what did thad's cousin say", "named", None, NEVER),
    q(c, "did thad have a stroke", "yes_no", None, NEVER),
    q(c, "is thaddeus on warfarin", "yes_no", None, NEVER),
    q(c, "thad's bp on burns night", "numbers", None, NEVER),
    q(c, "thaddeus's right shoulder", "possessive", None, NEVER),
    q(c, "thad's weight", "health", None, OTHER_CLIENT),
    q(c, "thaddeus's psoriasis", "possessive", None, OTHER_CLIENT),
    q(c, "thad's dizzy spells", "possessive", None, OTHER_CLIENT),
    q(c, "thad's steps", "health", None, OTHER_TRAINER),
    q(c, "thaddeus's hip", "possessive", None, OTHER_TRAINER),
    q(c, "thad's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "thad's heart in april", "topic_period", None, OTHER_PERIOD),
    q(c, "thaddeus's shoulder in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did obadiah say in may", "named", None, OTHER_PERIOD),
    q(c, "thad check in in march", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Mervyn: Marmaduke (dev)
c = "marmaduke"
S, E = notes(c); C1, C2 = cis(c)
HIP = ["marmaduke-hip", "marmaduke-edwina", "marmaduke-edwina-coach", "g-marmaduke-hip", profile(c), E, C1]
HDX = ["marmaduke-edwina", "g-marmaduke-hip", profile(c), E]
GL = ["marmaduke-puff", "marmaduke-glaucoma", "marmaduke-glaucoma-coach", "marmaduke-edwina2", profile(c), E, C2]
GDX = ["marmaduke-glaucoma", profile(c), E]
WT = ["marmaduke-intro", "marmaduke-weight", "marmaduke-edwina2", "marmaduke-edwina2-coach", S, E, weeks(c, "weight")]
NOW = ["marmaduke-edwina2", "marmaduke-edwina2-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "marmy's hip", "named", HIP, key="ma-hip"),
    q(c, "which side", "follow_up", ["marmaduke-hip", "marmaduke-edwina", profile(c)], follow="ma-hip"),
    q(c, "when's he getting the new one", "follow_up", HDX, follow="ma-hip"),
    q(c, "where are they doing it", "follow_up", HDX, follow="ma-hip"),
    q(c, "how's he bowling with it", "follow_up", ["marmaduke-edwina-coach", E], follow="ma-hip"),
    q(c, "has he had the op yet", "follow_up", HDX, follow="ma-hip"),
    q(c, "did they inject the hip", "follow_up", None, NEVER, follow="ma-hip"),
    q(c, "marmaduke's eyes", "named", GL, key="ma-eye"),
    q(c, "what did the optician find", "follow_up", ["marmaduke-puff"], follow="ma-eye"),
    q(c, "both eyes or one", "follow_up", ["marmaduke-puff", "marmaduke-glaucoma", profile(c)], follow="ma-eye"),
    q(c, "what did i do to help him see the pins", "follow_up", ["marmaduke-glaucoma-coach", E], follow="ma-eye"),
    q(c, "is he keeping up with the drops", "follow_up", ["marmaduke-edwina2"], follow="ma-eye"),
    q(c, "marmaduke weight", "health", WT, key="ma-wt"),
    q(c, "how much is that in stone", "follow_up", ["marmaduke-edwina2", E, weeks(c, "weight")], follow="ma-wt"),
    q(c, "what's he aiming for", "follow_up", [profile(c), "marmaduke-edwina2-coach"], follow="ma-wt"),
    q(c, "hows marmy", "how_doing", NOW),
    q(c, "marmadukes glaucoma", "possessive", GDX + ["marmaduke-puff"]),
    q(c, "marmaduke's arthritis", "possessive", HDX + ["marmaduke-hip"]),
    q(c, "marmy's eye drops", "possessive", ["marmaduke-glaucoma", profile(c), E]),
    q(c, "marmaduke glacoma", "misspelling", GDX),
    q(c, "marmy hip replacment", "misspelling", HDX),
    q(c, "marmaduk's arthritus", "misspelling", HDX),
    q(c, "marmy's worn out hip", "paraphrase", HDX),
    q(c, "the pressure in marmy's eyes", "paraphrase", ["marmaduke-puff", "marmaduke-glaucoma"]),
    q(c, "did marmy knock all nine down", "paraphrase", ["marmaduke-edwina2", E]),
    q(c, "what did marmy send on burns night", "date_window", ["marmaduke-burns"]),
    q(c, "what did marmaduke say about the cup final", "date_window", ["marmaduke-cup"]),
    q(c, "what came in about marmy on 13 february", "date_window", ["marmaduke-edwina", "marmaduke-edwina-coach"]),
    q(c, "marmaduke's weight in the first quarter", "topic_period", ["marmaduke-intro", S] + span(c, "weight", "1996-01-01", "1996-03-31")),
    q(c, "marmy's eyes in april", "topic_period", ["marmaduke-puff", "marmaduke-glaucoma", "marmaduke-glaucoma-coach", C2]),
    q(c, "marmaduke in february", "topic_period", ["marmaduke-hip", "marmaduke-edwina", "marmaduke-edwina-coach", "g-marmaduke-hip", C1]),
    q(c, "what did i tell edwina about his run-up", "coach_reply", ["marmaduke-edwina-coach"]),
    q(c, "what did i say about the chalk", "coach_reply", ["marmaduke-glaucoma-coach"]),
    q(c, "marmaduke first note", "note", [S]),
    q(c, "what did i note about marmy's legs", "note", [S]),
    q(c, "marmy's last note", "note", [E]),
    q(c, "marmaduke hip check-in", "checkin", [C1]),
    q(c, "marmy's stress in april's check in", "checkin", [C2]),
    q(c, "marmaduke's goal", "profile", [profile(c)]),
    q(c, "what did marmy used to make", "profile_attribute", [profile(c), "marmaduke-intro", S]),
    q(c, "who's edwina", "profile_attribute", [profile(c), "marmaduke-edwina"]),
    q(c, "is it marmy's left hip", "yes_no", ["marmaduke-hip", "marmaduke-edwina", profile(c)]),
    q(c, "has marmy had a floorer", "yes_no", ["marmaduke-edwina2", "marmaduke-edwina2-coach", E]),
    q(c, "does marmy still need the stick", "recency", [profile(c), "marmaduke-edwina"]),
    q(c, "marmy's latest weight", "recency", ["marmaduke-edwina2", E, weeks(c, "weight")]),
    q(c, "how much has marmaduke lost since january", "numbers", ["marmaduke-intro", "marmaduke-edwina2", S, E]),
    q(c, "what did he weigh at boots", "numbers", ["marmaduke-weight"]),
    q(c, "how many kilos to his target", "numbers", ["marmaduke-edwina2", "marmaduke-edwina2-coach", profile(c), E]),
    q(c, "what did edwina say", "named", ["marmaduke-edwina", "marmaduke-edwina2"]),
    q(c, "what did his daughter say last", "paraphrase", ["marmaduke-edwina2"]),
    q(c, "what did marmy's granddaughter say", "named", None, NEVER),
    q(c, "did marmy have laser on his eyes", "yes_no", None, NEVER),
    q(c, "is marmaduke on morphine for the hip", "yes_no", None, NEVER),
    q(c, "marmy's weight on pancake day", "numbers", None, NEVER),
    q(c, "marmaduke's left hip", "possessive", None, NEVER),
    q(c, "marmaduke's steps", "health", None, OTHER_CLIENT),
    q(c, "marmy's b12", "numbers", None, OTHER_CLIENT),
    q(c, "marmaduke's achilles", "possessive", None, OTHER_CLIENT),
    q(c, "marmy's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "marmaduke's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "marmy's eczema", "possessive", None, OTHER_TRAINER),
    q(c, "marmy's eyes in january", "topic_period", None, OTHER_PERIOD),
    q(c, "marmaduke's hip in may", "topic_period", None, OTHER_PERIOD),
    q(c, "what did edwina say in march", "named", None, OTHER_PERIOD),
    q(c, "marmaduke check in in june", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Mervyn: Drusilla (test)
c = "drusilla"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-mervyn-drusilla-19960305"
FT = ["drusilla-foot", "drusilla-fabian", "drusilla-fabian-coach", "g-drusilla-foot", TR, "drusilla-boot", profile(c), E, C1]
FDX = ["drusilla-fabian", "g-drusilla-foot", profile(c), E]
B12 = ["drusilla-tired", "drusilla-b12", "drusilla-b12-coach", "drusilla-b12b", profile(c), E, C2, lab(c, "19960409"), lab(c, "19960618")]
BDX = ["drusilla-b12", "drusilla-b12b", profile(c), E, lab(c, "19960409"), lab(c, "19960618")]
ST = ["drusilla-intro", "drusilla-b12b", "drusilla-b12b-coach", S, E, weeks(c, "steps")]
NOW = ["drusilla-fabian2", "drusilla-b12b", "drusilla-b12b-coach", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "dru's foot", "named", FT, key="dr-ft"),
    q(c, "what's wrong with it exactly", "follow_up", FDX, follow="dr-ft"),
    q(c, "how long in the boot", "follow_up", ["drusilla-fabian", profile(c), E], follow="dr-ft"),
    q(c, "what did fabian say about crutches on the call", "follow_up", [TR], follow="dr-ft"),
    q(c, "is the boot off now", "follow_up", ["drusilla-boot"], follow="dr-ft"),
    q(c, "did she need surgery", "follow_up", None, NEVER, follow="dr-ft"),
    q(c, "drusilla's b12", "numbers", BDX, key="dr-b12"),
    q(c, "what were her symptoms", "follow_up", ["drusilla-tired"], follow="dr-b12"),
    q(c, "how often the injections", "follow_up", ["drusilla-b12", profile(c)], follow="dr-b12"),
    q(c, "is she still tired", "follow_up", ["drusilla-b12b"], follow="dr-b12"),
    q(c, "dru's steps", "health", ST),
    q(c, "how's dru", "how_doing", NOW),
    q(c, "drusilla's stress fracture", "possessive", FDX + ["drusilla-foot"]),
    q(c, "drusillas metatarsal", "possessive", FDX),
    q(c, "drusila stres fracture", "misspelling", FDX),
    q(c, "dru's b twelve", "misspelling", BDX),
    q(c, "dru's cracked foot bone", "paraphrase", FDX),
    q(c, "dru worn out all the time", "paraphrase", ["drusilla-tired", "drusilla-b12"]),
    q(c, "dru's vitamin jabs", "paraphrase", ["drusilla-b12", profile(c)]),
    q(c, "what did dru say during the spain game", "date_window", ["drusilla-spain"]),
    q(c, "what came in about dru on 1 march", "date_window", ["drusilla-fabian", "drusilla-fabian-coach"]),
    q(c, "dru's message on 15 april", "date_window", ["drusilla-boot"]),
    q(c, "dru's foot in march", "topic_period", ["drusilla-fabian", "drusilla-fabian-coach", "g-drusilla-foot", TR, C1]),
    q(c, "drusilla in june", "topic_period", ["drusilla-b12b", "drusilla-b12b-coach", "drusilla-spain", "drusilla-fabian2", E, lab(c, "19960618")]),
    q(c, "dru's steps in winter", "topic_period", ["drusilla-intro", S] + span(c, "steps", "1996-01-15", "1996-02-29")),
    q(c, "what did i tell fabian she could do", "coach_reply", ["drusilla-fabian-coach"]),
    q(c, "what job did i give dru while she was tired", "coach_reply", ["drusilla-b12-coach"]),
    q(c, "what did dru say the boot felt like on the call", "transcript", [TR]),
    q(c, "what did dru ask about the cup match", "transcript", [TR]),
    q(c, "dru first note", "note", [S]),
    q(c, "what does my last note on dru say about her b12", "note", [E]),
    q(c, "drusilla's march check in", "checkin", [C1]),
    q(c, "dru sleep april check-in", "checkin", [C2]),
    q(c, "drusilla's goal", "profile", [profile(c)]),
    q(c, "where does dru do her round", "profile_attribute", [profile(c), "drusilla-intro", S]),
    q(c, "dru's husband", "profile_attribute", [profile(c), "drusilla-fabian"]),
    q(c, "was the fracture in her right foot", "yes_no", ["drusilla-foot", "drusilla-fabian", profile(c)]),
    q(c, "did dru hit 11000 steps", "yes_no", ["drusilla-b12b", "drusilla-b12b-coach", E]),
    q(c, "is dru captain yet", "recency", ["drusilla-fabian2", E]),
    q(c, "how much did dru's b12 go up", "numbers", BDX),
    q(c, "how many steps on the round these days", "numbers", ["drusilla-b12b", E, weeks(c, "steps")]),
    q(c, "how many injections to start", "numbers", ["drusilla-b12", profile(c)]),
    q(c, "what did fabian say", "named", ["drusilla-fabian", "drusilla-fabian2"]),
    q(c, "what did her fella say last", "paraphrase", ["drusilla-fabian2"]),
    q(c, "what did dru's sister say", "named", None, NEVER),
    q(c, "has dru seen a podiatrist", "yes_no", None, NEVER),
    q(c, "is dru on iron tablets", "yes_no", None, NEVER),
    q(c, "dru's steps on easter sunday", "numbers", None, NEVER),
    q(c, "drusilla's right foot", "possessive", None, NEVER),
    q(c, "dru's weight", "health", None, OTHER_CLIENT),
    q(c, "dru's coeliac", "possessive", None, OTHER_CLIENT),
    q(c, "drusilla's glaucoma", "possessive", None, OTHER_CLIENT),
    q(c, "drusilla's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "dru's asthma", "possessive", None, OTHER_TRAINER),
    q(c, "dru's cholesterol", "numbers", None, OTHER_TRAINER),
    q(c, "dru's foot in january", "topic_period", None, OTHER_PERIOD),
    q(c, "drusilla's b12 in february", "numbers", None, OTHER_PERIOD),
    q(c, "what did fabian say in may", "named", None, OTHER_PERIOD),
    q(c, "drusilla check in in may", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Mervyn: Ezekiel (test)
c = "ezekiel"
S, E = notes(c); C1, C2 = cis(c)
CO = ["ezekiel-bloated", "ezekiel-bathsheba", "ezekiel-bathsheba-coach", "g-ezekiel-coeliac", "ezekiel-bathsheba2", profile(c), E, C1]
CDX = ["ezekiel-bathsheba", "g-ezekiel-coeliac", profile(c), E]
AC = ["ezekiel-heel", "ezekiel-achilles", "ezekiel-achilles-coach", profile(c), E, C2]
ACX = ["ezekiel-achilles", profile(c), E]
VD = ["ezekiel-bathsheba", "ezekiel-vitd", E, lab(c, "19960325"), lab(c, "19960617")]
NOW = ["ezekiel-bathsheba2", "ezekiel-bathsheba2-coach", E]
QUESTIONS += [
    q(c, "zeke's gut", "paraphrase", CO, key="ez-co"),
    q(c, "what did the biopsy show", "follow_up", CDX, follow="ez-co"),
    q(c, "where was it done", "follow_up", CDX, follow="ez-co"),
    q(c, "can he still drink at the bell", "follow_up", ["ezekiel-bathsheba-coach"], follow="ez-co"),
    q(c, "any bloating since", "follow_up", ["ezekiel-bathsheba2"], follow="ez-co"),
    q(c, "is he on creon", "follow_up", None, NEVER, follow="ez-co"),
    q(c, "ezekiel's heel", "named", AC, key="ez-ac"),
    q(c, "which one", "follow_up", ["ezekiel-heel", "ezekiel-achilles", profile(c)], follow="ez-ac"),
    q(c, "what exercises", "follow_up", ["ezekiel-achilles", profile(c)], follow="ez-ac"),
    q(c, "what did i change in his bowling", "follow_up", ["ezekiel-achilles-coach"], follow="ez-ac"),
    q(c, "zeke's vitamin d", "numbers", VD),
    q(c, "how's zeke", "how_doing", NOW),
    q(c, "ezekiels coeliac", "possessive", CDX),
    q(c, "ezekiel's achilles", "possessive", ACX + ["ezekiel-heel"]),
    q(c, "ezekial celiac", "misspelling", CDX),
    q(c, "zeke achillies tendonitis", "misspelling", ACX),
    q(c, "zeke can't have gluten?", "paraphrase", CDX),
    q(c, "zeke's tight heel cord", "paraphrase", ["ezekiel-heel", "ezekiel-achilles"]),
    q(c, "what did zeke send on chinese new year", "date_window", ["ezekiel-cny"]),
    q(c, "zeke on good friday", "date_window", ["ezekiel-goodfriday"]),
    q(c, "what came in about zeke on the 25th of march", "date_window", ["ezekiel-bathsheba", "ezekiel-bathsheba-coach"]),
    q(c, "zeke's stomach in march", "topic_period", ["ezekiel-bloated", "ezekiel-bathsheba", "ezekiel-bathsheba-coach", "g-ezekiel-coeliac", C1]),
    q(c, "zeke's heel in june", "topic_period", ["ezekiel-achilles", "ezekiel-achilles-coach", C2, E]),
    q(c, "what did i say to bathsheba about the crisps", "coach_reply", ["ezekiel-bathsheba-coach"]),
    q(c, "what did i tell zeke after his floorer", "coach_reply", ["ezekiel-bathsheba2-coach"]),
    q(c, "what did i write about zeke watching the pins", "note", [S]),
    q(c, "zeke's vitamin d in my last note", "note", [E]),
    q(c, "ezekiel's check in in march", "checkin", [C1]),
    q(c, "zeke adherence june check-in", "checkin", [C2]),
    q(c, "ezekiel's goal", "profile", [profile(c)]),
    q(c, "what does zeke do for a living", "profile_attribute", [profile(c), "ezekiel-intro", S]),
    q(c, "zeke's wife", "profile_attribute", [profile(c), "ezekiel-bathsheba"]),
    q(c, "is the achilles on his left", "yes_no", ["ezekiel-heel", "ezekiel-achilles", profile(c)]),
    q(c, "has zeke got his floorer", "yes_no", ["ezekiel-bathsheba2", "ezekiel-bathsheba2-coach"]),
    q(c, "is zeke still bloated", "recency", ["ezekiel-bathsheba2"]),
    q(c, "how much did zeke's vit d go up", "numbers", VD),
    q(c, "what was his vitamin d at diagnosis", "numbers", ["ezekiel-bathsheba", lab(c, "19960325")]),
    q(c, "what did bathsheba say", "named", ["ezekiel-bathsheba", "ezekiel-bathsheba2"]),
    q(c, "what did his wife say last", "paraphrase", ["ezekiel-bathsheba2"]),
    q(c, "what did zeke's brother say", "named", None, NEVER),
    q(c, "has zeke had a colonoscopy", "yes_no", None, NEVER),
    q(c, "did zeke tear his achilles", "yes_no", None, NEVER),
    q(c, "zeke's blood sugar", "numbers", None, NEVER),
    q(c, "ezekiel's left heel", "possessive", None, NEVER),
    q(c, "zeke's steps", "health", None, OTHER_CLIENT),
    q(c, "zeke's weight", "health", None, OTHER_CLIENT),
    q(c, "zeke's stress fracture", "possessive", None, OTHER_CLIENT),
    q(c, "ezekiel's hip op", "possessive", None, OTHER_CLIENT),
    q(c, "zeke's resting heart rate", "health", None, OTHER_TRAINER),
    q(c, "ezekiel's psoriasis", "possessive", None, OTHER_TRAINER),
    q(c, "zeke's osteoporosis", "possessive", None, OTHER_TRAINER),
    q(c, "zeke's heel in february", "topic_period", None, OTHER_PERIOD),
    q(c, "zeke's vitamin d in january", "numbers", None, OTHER_PERIOD),
    q(c, "what did bathsheba say in may", "named", None, OTHER_PERIOD),
    q(c, "ezekiel check in in january", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Isadora: Wilhelmina (dev)
c = "wilhelmina"
S, E = notes(c); C1, C2 = cis(c)
KI = ["wilhelmina-back", "wilhelmina-gertrude", "wilhelmina-gertrude-coach", "g-wilhelmina-kidney", profile(c), E, C1]
KDX = ["wilhelmina-gertrude", "g-wilhelmina-kidney", profile(c), E]
TH = ["wilhelmina-thumb", "wilhelmina-trigger", "wilhelmina-trigger-coach", "wilhelmina-gertrude2", profile(c), E, C2]
TDX = ["wilhelmina-trigger", profile(c), E]
WT = ["wilhelmina-intro", "wilhelmina-weight", "wilhelmina-weight-coach", S, E, "goal-isadora-wilhelmina-weight", weeks(c, "weight")]
NOW = ["wilhelmina-gertrude2", "wilhelmina-weight", "wilhelmina-weight-coach", E, weeks(c, "weight")]
QUESTIONS += [
    q(c, "billie's thumb", "named", TH, key="wi-th"),
    q(c, "what did the surgeon call it", "follow_up", TDX, follow="wi-th"),
    q(c, "did they operate", "follow_up", TDX, follow="wi-th"),
    q(c, "how long before she can use that hand", "follow_up", ["wilhelmina-trigger", profile(c)], follow="wi-th"),
    q(c, "what routines did i give her", "follow_up", ["wilhelmina-trigger-coach"], follow="wi-th"),
    q(c, "is it ok now", "follow_up", ["wilhelmina-gertrude2"], follow="wi-th"),
    q(c, "did she need a splint after", "follow_up", None, NEVER, follow="wi-th"),
    q(c, "wilhelmina weight", "health", WT, key="wi-wt"),
    q(c, "has she hit her goal", "follow_up", ["goal-isadora-wilhelmina-weight", "wilhelmina-weight", "wilhelmina-weight-coach", weeks(c, "weight")], follow="wi-wt"),
    q(c, "where did she start", "follow_up", ["wilhelmina-intro", S] + span(c, "weight", "1996-01-08", "1996-01-14"), follow="wi-wt"),
    q(c, "how's billie", "how_doing", NOW),
    q(c, "any update on wilhelmina", "how_doing", NOW),
    q(c, "wilhelminas kidney infection", "possessive", KDX + ["wilhelmina-back"]),
    q(c, "wilhelmina's trigger thumb", "possessive", TDX + ["wilhelmina-thumb"]),
    q(c, "billie's antibiotics", "possessive", ["wilhelmina-gertrude", profile(c)]),
    q(c, "wilemina kidny infection", "misspelling", KDX),
    q(c, "billie triger thumb", "misspelling", TDX),
    q(c, "wilhemina's thumb op", "misspelling", TDX),
    q(c, "billie's waterworks trouble", "paraphrase", ["wilhelmina-back", "wilhelmina-gertrude"]),
    q(c, "billie's thumb getting stuck", "paraphrase", ["wilhelmina-thumb", "wilhelmina-trigger"]),
    q(c, "billie's bad back in february", "paraphrase", ["wilhelmina-back", "wilhelmina-gertrude"]),
    q(c, "what did billie get up to on easter monday", "date_window", ["wilhelmina-easter"]),
    q(c, "what was billie saying the day gazza scored", "date_window", ["wilhelmina-gazza"]),
    q(c, "anything from billie on 21 may", "date_window", ["wilhelmina-trigger", "wilhelmina-trigger-coach"]),
    q(c, "wilhelmina's weight in q2", "topic_period", ["wilhelmina-weight", "wilhelmina-weight-coach", E] + span(c, "weight", "1996-04-01", "1996-06-30")),
    q(c, "billie's thumb in april", "topic_period", ["wilhelmina-thumb"]),
    q(c, "billie end of feb", "topic_period", ["wilhelmina-back", "wilhelmina-gertrude", "wilhelmina-gertrude-coach"]),
    q(c, "what did i say to gertrude about twirling", "coach_reply", ["wilhelmina-gertrude-coach"]),
    q(c, "what did i say when billie hit 70", "coach_reply", ["wilhelmina-weight-coach"]),
    q(c, "my first note on wilhelmina", "note", [S]),
    q(c, "what did i note about billie's thumb flips at the start", "note", [S]),
    q(c, "wilhelmina's sleep in the march check in", "checkin", [C1]),
    q(c, "billie may check-in", "checkin", [C2]),
    q(c, "wilhelmina's goal", "profile", [profile(c)]),
    q(c, "where does billie work", "profile_attribute", [profile(c), "wilhelmina-intro", S]),
    q(c, "billie's mum's name", "profile_attribute", [profile(c), "wilhelmina-gertrude"]),
    q(c, "was it her left thumb", "yes_no", ["wilhelmina-thumb", "wilhelmina-trigger", profile(c)]),
    q(c, "was billie kept in hospital", "yes_no", ["wilhelmina-gertrude"]),
    q(c, "is billie leading the troupe at the gala", "recency", ["wilhelmina-gertrude2", profile(c), E]),
    q(c, "how much has billie lost", "numbers", ["wilhelmina-intro", "wilhelmina-weight", S, E]),
    q(c, "billie's weight in stone", "numbers", ["wilhelmina-weight", E, weeks(c, "weight")]),
    q(c, "how many days of antibiotics", "numbers", ["wilhelmina-gertrude", profile(c), E]),
    q(c, "how much water a day is she meant to drink", "numbers", [profile(c)]),
    q(c, "what did gertrude say", "named", ["wilhelmina-gertrude", "wilhelmina-gertrude2"]),
    q(c, "what did her mam say last", "paraphrase", ["wilhelmina-gertrude2"]),
    q(c, "what did billie's auntie say", "named", None, NEVER),
    q(c, "did billie have a kidney scan", "yes_no", None, NEVER),
    q(c, "has wilhelmina had her gallbladder out", "yes_no", None, OTHER_TRAINER),
    q(c, "billie's weight on valentine's day", "numbers", None, NEVER),
    q(c, "wilhelmina's left thumb", "possessive", None, NEVER),
    q(c, "billie's steps", "health", None, OTHER_CLIENT),
    q(c, "wilhelmina's eczema", "possessive", None, OTHER_CLIENT),
    q(c, "billie's osteoporosis", "possessive", None, OTHER_CLIENT),
    q(c, "billie's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "wilhelmina's b12", "numbers", None, OTHER_TRAINER),
    q(c, "billie's glaucoma", "possessive", None, OTHER_TRAINER),
    q(c, "billie's kidneys in may", "topic_period", None, OTHER_PERIOD),
    q(c, "wilhelmina's thumb in january", "topic_period", None, OTHER_PERIOD),
    q(c, "what did gertrude say in april", "named", None, OTHER_PERIOD),
    q(c, "wilhelmina check in in april", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Isadora: Kenelm (test)
c = "kenelm"
S, E = notes(c); C1, C2 = cis(c)
KN = ["kenelm-knee", "kenelm-enid", "kenelm-enid-coach", "g-kenelm-knee", "kenelm-enid2", profile(c), E, C2]
KDX = ["kenelm-enid", "g-kenelm-knee", profile(c), E]
EC = ["kenelm-hands", "kenelm-eczema", "kenelm-eczema-coach", profile(c), E, C1]
ECX = ["kenelm-eczema", profile(c), E]
RHR = ["kenelm-intro", "kenelm-enid2", S, E, weeks(c, "resting_heart_rate")]
NOW = ["kenelm-enid2", "kenelm-enid2-coach", E, weeks(c, "resting_heart_rate")]
QUESTIONS += [
    q(c, "kel's knee", "named", KN, key="ke-kn"),
    q(c, "what did he do to it", "follow_up", ["kenelm-knee"], follow="ke-kn"),
    q(c, "what was torn", "follow_up", KDX, follow="ke-kn"),
    q(c, "when can he do aerials again", "follow_up", ["kenelm-enid", profile(c), E], follow="ke-kn"),
    q(c, "is he off the crutches", "follow_up", ["kenelm-enid2"], follow="ke-kn"),
    q(c, "did they do a cruciate repair", "follow_up", None, NEVER, follow="ke-kn"),
    q(c, "kenelm's hands", "named", EC, key="ke-ec"),
    q(c, "what's causing it", "follow_up", ["kenelm-hands"], follow="ke-ec"),
    q(c, "what creams", "follow_up", ["kenelm-eczema", profile(c)], follow="ke-ec"),
    q(c, "what did i say about his baton", "follow_up", ["kenelm-eczema-coach"], follow="ke-ec"),
    q(c, "kel's rhr", "health", RHR),
    q(c, "hows kel", "how_doing", NOW),
    q(c, "kenelms eczema", "possessive", ECX + ["kenelm-hands"]),
    q(c, "kenelm's cartilage", "possessive", KDX),
    q(c, "kenelm exzema", "misspelling", ECX),
    q(c, "kenelm cartlidge", "misspelling", KDX),
    q(c, "kel's cracked hands", "paraphrase", ["kenelm-hands", "kenelm-eczema"]),
    q(c, "kel's knee locking up", "paraphrase", ["kenelm-knee", "kenelm-enid"]),
    q(c, "what did kel say when take that split", "date_window", ["kenelm-takethat"]),
    q(c, "kel after the holland game", "date_window", ["kenelm-dutch"]),
    q(c, "what came in about kel on 14 may", "date_window", ["kenelm-enid", "kenelm-enid-coach"]),
    q(c, "kel's hands in feb", "topic_period", ["kenelm-hands", "kenelm-eczema", "kenelm-eczema-coach", C1]),
    q(c, "kel's resting heart rate in the spring", "topic_period", span(c, "resting_heart_rate", "1996-03-01", "1996-05-31")),
    q(c, "kenelm in may", "topic_period", ["kenelm-enid", "kenelm-enid-coach", "g-kenelm-knee", C2]),
    q(c, "what did i tell enid after the op", "coach_reply", ["kenelm-enid-coach"]),
    q(c, "what did i say kel would be best at", "coach_reply", ["kenelm-intro-coach"]),
    q(c, "kenelm first note", "note", [S]),
    q(c, "kel's rhr in my last note", "note", [E]),
    q(c, "kenelm's stress in the february check in", "checkin", [C1]),
    q(c, "kel's may check-in", "checkin", [C2]),
    q(c, "kenelm's goal", "profile", [profile(c)]),
    q(c, "what's kel's trade", "profile_attribute", [profile(c), "kenelm-intro", S]),
    q(c, "kel's girlfriend", "profile_attribute", [profile(c), "kenelm-enid"]),
    q(c, "is it kel's right knee", "yes_no", ["kenelm-knee", "kenelm-enid", profile(c)]),
    q(c, "is kel the only lad in the troupe", "yes_no", ["kenelm-intro"]),
    q(c, "is kel still on crutches", "recency", ["kenelm-enid2"]),
    q(c, "how much has kel's rhr dropped", "numbers", ["kenelm-intro", "kenelm-enid2", S, E]),
    q(c, "how many weeks no aerials", "numbers", ["kenelm-enid", profile(c)]),
    q(c, "what did enid say", "named", ["kenelm-enid", "kenelm-enid2"]),
    q(c, "what did his girlfriend say last", "paraphrase", ["kenelm-enid2"]),
    q(c, "what did kel's dad say", "named", None, NEVER),
    q(c, "has kel had a steroid injection in the knee", "yes_no", None, NEVER),
    q(c, "is kel on antihistamines", "yes_no", None, NEVER),
    q(c, "kel's rhr on cup final day", "numbers", None, NEVER),
    q(c, "kenelm's right knee", "possessive", None, NEVER),
    q(c, "kel's weight", "health", None, OTHER_CLIENT),
    q(c, "kel's steps", "health", None, OTHER_CLIENT),
    q(c, "kenelm's kidney infection", "possessive", None, OTHER_CLIENT),
    q(c, "kel's vertigo", "possessive", None, OTHER_TRAINER),
    q(c, "kenelm's achilles", "possessive", None, OTHER_TRAINER),
    q(c, "kel's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "kel's knee in march", "topic_period", None, OTHER_PERIOD),
    q(c, "kel's hands in april", "topic_period", None, OTHER_PERIOD),
    q(c, "what did enid say in february", "named", None, OTHER_PERIOD),
    q(c, "kenelm check in in april", "checkin", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Isadora: Dilys (dev)
c = "dilys"
S, E = notes(c); C1, C2 = cis(c)
TR = "tr-isadora-dilys-19960318"
WR = ["dilys-hector", "dilys-hector-coach", "g-dilys-wrist", "dilys-plaster", profile(c), E, C1]
WDX = ["dilys-hector", "g-dilys-wrist", profile(c), E]
OS = ["dilys-osteo", "dilys-osteo-coach", TR, profile(c), E, C2]
ODX = ["dilys-osteo", profile(c), E]
VD = ["dilys-osteo", "dilys-vitd", E, lab(c, "19960314"), lab(c, "19960619")]
ST = ["dilys-intro", "dilys-mayday", "dilys-hector2", S, E, weeks(c, "steps")]
NOW = ["dilys-hector2", "dilys-hector2-coach", E, weeks(c, "steps")]
QUESTIONS += [
    q(c, "dilly's bones", "paraphrase", OS, key="di-os"),
    q(c, "what did the scan show", "follow_up", ODX, follow="di-os"),
    q(c, "what's she taking", "follow_up", ["dilys-osteo", profile(c), E], follow="di-os"),
    q(c, "what day does she take it", "follow_up", ["dilys-osteo", profile(c), E], follow="di-os"),
    q(c, "what did hector say about how to take the tablet", "follow_up", [TR], follow="di-os"),
    q(c, "and is walking ok for her", "follow_up", [TR], follow="di-os"),
    q(c, "did they give her hrt", "follow_up", None, NEVER, follow="di-os"),
    q(c, "dilys wrist", "named", WR, key="di-wr"),
    q(c, "how did she do it", "follow_up", ["dilys-hector"], follow="di-wr"),
    q(c, "which wrist", "follow_up", ["dilys-hector", "g-dilys-wrist", profile(c)], follow="di-wr"),
    q(c, "when did the plaster come off", "follow_up", ["dilys-plaster"], follow="di-wr"),
    q(c, "was it linked to the osteoporosis", "follow_up", ["dilys-osteo"], follow="di-wr"),
    q(c, "dilly steps", "health", ST, key="di-st"),
    q(c, "what's she doing most days now", "follow_up", ["dilys-hector2", E, weeks(c, "steps")], follow="di-st"),
    q(c, "how's dilly", "how_doing", NOW),
    q(c, "dilys's osteoporosis", "possessive", ODX),
    q(c, "dilys broken wrist", "possessive", WDX),
    q(c, "dilly's vitamin d", "numbers", VD),
    q(c, "dilys osteoperosis", "misspelling", ODX),
    q(c, "dillys alendronat", "misspelling", ["dilys-osteo", profile(c)]),
    q(c, "dilly's brittle bones", "paraphrase", ODX),
    q(c, "the fall dilly had at the bus stop", "paraphrase", ["dilys-hector", "g-dilys-wrist"]),
    q(c, "what did dilly say about burns night", "date_window", ["dilys-burns"]),
    q(c, "what did dilys do on may day", "date_window", ["dilys-mayday"]),
    q(c, "what came in about dilly on the 8th of january", "date_window", ["dilys-hector", "dilys-hector-coach"]),
    q(c, "dilly on mothering sunday", "date_window", ["dilys-mothering"]),
    q(c, "dilly's wrist in january", "topic_period", ["dilys-hector", "dilys-hector-coach", "g-dilys-wrist", C1]),
    q(c, "dilys's steps in q1", "topic_period", ["dilys-intro", S] + span(c, "steps", "1996-01-01", "1996-03-31")),
    q(c, "dilly's bones in march", "topic_period", ["dilys-osteo", "dilys-osteo-coach", TR, C2, lab(c, "19960314")]),
    q(c, "what did i tell hector after the fall", "coach_reply", ["dilys-hector-coach"]),
    q(c, "what did i say to dilly about kicks", "coach_reply", ["dilys-osteo-coach"]),
    q(c, "what did dilly say she was like on the call", "transcript", [TR]),
    q(c, "what did dilly ask me on the call about june", "transcript", [TR]),
    q(c, "my first note on dilys", "note", [S]),
    q(c, "what did i write about dilly keeping time", "note", [S]),
    q(c, "dilys's last note", "note", [E]),
    q(c, "dilly's january check in", "checkin", [C1]),
    q(c, "dilys stress march check-in", "checkin", [C2]),
    q(c, "dilys's goal", "profile", [profile(c)]),
    q(c, "where did dilly work", "profile_attribute", [profile(c), "dilys-intro", S]),
    q(c, "who's hector", "profile_attribute", [profile(c), "dilys-hector"]),
    q(c, "did dilly break her right wrist", "yes_no", ["dilys-hector", "g-dilys-wrist", profile(c)]),
    q(c, "is dilly marching at the gala", "yes_no", ["dilys-hector2", "dilys-hector2-coach", profile(c)]),
    q(c, "is dilly still in plaster", "recency", ["dilys-plaster", E]),
    q(c, "how many steps did dilly do on may day", "numbers", ["dilys-mayday"]),
    q(c, "how many more steps is dilly doing than in january", "numbers", ["dilys-intro", "dilys-hector2", S, E]),
    q(c, "how much did her vit d go up", "numbers", VD),
    q(c, "how many weeks was the plaster on", "numbers", ["dilys-hector", profile(c), E]),
    q(c, "what did hector say", "named", ["dilys-hector", "dilys-hector2"]),
    q(c, "what did her grandson say last", "paraphrase", ["dilys-hector2"]),
    q(c, "what did dilly's sister say", "named", None, NEVER),
    q(c, "did dilly have a hip fracture", "yes_no", None, NEVER),
    q(c, "is dilys on calcium injections", "yes_no", None, NEVER),
    q(c, "dilly's steps on burns night", "numbers", None, NEVER),
    q(c, "dilys's right wrist", "possessive", None, NEVER),
    q(c, "dilly's weight", "health", None, OTHER_CLIENT),
    q(c, "dilly's resting heart rate", "health", None, OTHER_CLIENT),
    q(c, "dilys's trigger thumb", "possessive", None, OTHER_CLIENT),
    q(c, "dilly's knee op", "possessive", None, OTHER_CLIENT),
    q(c, "dilly's blood pressure", "health", None, OTHER_TRAINER),
    q(c, "dilys's b12", "numbers", None, OTHER_TRAINER),
    q(c, "dilly's af", "possessive", None, OTHER_TRAINER),
    q(c, "dilly's wrist in may", "topic_period", None, OTHER_PERIOD),
    q(c, "dilly's osteoporosis in february", "topic_period", None, OTHER_PERIOD),
    q(c, "what did hector say in april", "named", None, OTHER_PERIOD),
    q(c, "dilys check in in may", "checkin", None, OTHER_PERIOD),
]

# ---------------------------------------------------------------- a few more asks per client, each written for that client
E_ = {c: notes(c)[1] for c in TRAINER_OF}
QUESTIONS += [
    q("ebenezer", "ebby fell off much?", "paraphrase", None, NEVER),
    q("ebenezer", "did ebby do the muni ride at whinlatter", "yes_no", None, OTHER_CLIENT),
    q("ebenezer", "ebby's cholesterol number before christmas", "numbers", None, OTHER_PERIOD),
    q("ebenezer", "was ebby ever off with the flu", "yes_no", None, NEVER),
    q("ebenezer", "what did the physio at penrith tell ebby", "named", ["ebenezer-sciatica", profile("ebenezer")]),
    q("ebenezer", "how many did hortense let him have on pancake day", "numbers", ["ebenezer-pancake"]),
    q("ebenezer", "ebby's wee grandson", "named", ["ebenezer-intro"], key="eb-gs"),
    q("ebenezer", "how old is the lad", "follow_up", ["ebenezer-intro"], follow="eb-gs"),
    q("ebenezer", "what's the lad's name", "follow_up", None, NEVER, follow="eb-gs"),
    q("ebenezer", "ebby's hearing", "possessive", None, NEVER),
    q("ebenezer", "ebby's jab in the elbow", "possessive", None, OTHER_CLIENT),
    q("ebenezer", "ebby's bone scan", "possessive", None, OTHER_TRAINER),
    q("jemima", "has jem fallen off since the wrist", "recency", None, NEVER),
    q("jemima", "what did jem say about her mam", "named", ["jemima-mothering"]),
    q("jemima", "where did she take her mam", "paraphrase", ["jemima-mothering"]),
    q("jemima", "jem's peak flow", "numbers", None, NEVER),
    q("jemima", "jem's inhaler in january", "topic_period", None, OTHER_PERIOD),
    q("jemima", "is jem on a statin", "yes_no", None, OTHER_CLIENT),
    q("jemima", "jemima's vitamin d", "numbers", None, OTHER_TRAINER),
    q("jemima", "which hill got jem wheezing", "paraphrase", ["jemima-wheezy"], key="je-hill"),
    q("jemima", "and when did the gp see her", "follow_up", ["jemima-asthma", profile("jemima")], follow="je-hill"),
    q("jemima", "did they do a chest x-ray", "follow_up", None, NEVER, follow="je-hill"),
    q("jemima", "jem's hay fever", "possessive", None, NEVER),
    q("cornelius", "corny's bacon roll question", "transcript", ["tr-florian-cornelius-19960520"]),
    q("cornelius", "what size unicycle did i lend corny", "coach_reply", ["cornelius-intro-coach"]),
    q("cornelius", "is corny's op before the summer", "yes_no", ["cornelius-octavia", profile("cornelius")]),
    q("cornelius", "corny's gallstones in jan", "topic_period", None, OTHER_PERIOD),
    q("cornelius", "corny's cholesterol in june", "numbers", None, OTHER_CLIENT),
    q("cornelius", "corny's hernia", "possessive", None, NEVER),
    q("cornelius", "corny's blood pressure", "health", None, OTHER_TRAINER),
    q("cornelius", "corny's trip to smardale", "named", ["cornelius-bankhol", E_["cornelius"]], key="co-sm"),
    q("cornelius", "how'd he get on", "follow_up", ["cornelius-bankhol"], follow="co-sm"),
    q("cornelius", "was it on the bank holiday", "follow_up", ["cornelius-bankhol", E_["cornelius"]], follow="co-sm"),
    q("cornelius", "corny's broken wrist", "possessive", None, OTHER_CLIENT),
    q("cornelius", "corny's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q("rupert", "what did rupe eat on valentine's", "paraphrase", ["rupert-valentine"]),
    q("rupert", "rupe's tetanus jab", "possessive", None, NEVER),
    q("rupert", "did rupe get seasick on the lifeboat", "yes_no", None, NEVER),
    q("rupert", "rupert's shin in june", "topic_period", [E_["rupert"]]),
    q("rupert", "rupe's vertigo in january", "topic_period", None, OTHER_PERIOD),
    q("rupert", "rupe's blood pressure", "health", None, OTHER_CLIENT),
    q("rupert", "rupe's gluten free diet", "possessive", None, OTHER_TRAINER),
    q("rupert", "rupe's girlfriend", "named", ["rupert-valentine"], key="ru-gf"),
    q("rupert", "what's her name", "follow_up", None, NEVER, follow="ru-gf"),
    q("rupert", "where did they go", "follow_up", ["rupert-valentine"], follow="ru-gf"),
    q("rupert", "rupe's hearing test", "possessive", None, NEVER),
    q("rupert", "rupe's psoriasis cream", "possessive", None, OTHER_CLIENT),
    q("lavinia", "vinny's scar", "possessive", [cis("lavinia")[0]], key="la-sc"),
    q("lavinia", "is it healed", "follow_up", None, NEVER, follow="la-sc"),
    q("lavinia", "what did sid put up in the shop", "named", ["lavinia-euro"]),
    q("lavinia", "how early did the pasties sell out on the bank holiday", "numbers", ["lavinia-bankhol"]),
    q("lavinia", "did vinny scream on the jump", "yes_no", ["lavinia-sidonie2"]),
    q("lavinia", "vinny's psoriasis in march", "topic_period", None, OTHER_PERIOD),
    q("lavinia", "vinny's heart flutters", "possessive", None, OTHER_CLIENT),
    q("lavinia", "vinny's shin", "possessive", None, OTHER_CLIENT),
    q("lavinia", "lavinia's b12", "numbers", None, OTHER_TRAINER),
    q("lavinia", "is vinny allergic to anything", "yes_no", None, NEVER),
    q("lavinia", "vinny's dandruff shampoo", "paraphrase", ["lavinia-psoriasis", profile("lavinia")]),
    q("lavinia", "did vinny get stitches", "yes_no", None, NEVER),
    q("thaddeus", "thad's bet on the national", "paraphrase", ["thaddeus-national"], key="th-bet"),
    q("thaddeus", "did it win", "follow_up", ["thaddeus-national"], follow="th-bet"),
    q("thaddeus", "how much did he put on", "follow_up", None, NEVER, follow="th-bet"),
    q("thaddeus", "what did obadiah do during the southgate penalty", "named", ["thaddeus-southgate"]),
    q("thaddeus", "thad's flutters since march?", "recency", ["thaddeus-obadiah2", E_["thaddeus"]]),
    q("thaddeus", "thad's ecg in may", "topic_period", None, OTHER_PERIOD),
    q("thaddeus", "thad's appendix", "possessive", None, OTHER_CLIENT),
    q("thaddeus", "thaddeus's trigger thumb", "possessive", None, OTHER_TRAINER),
    q("thaddeus", "is thad diabetic", "yes_no", None, NEVER),
    q("thaddeus", "thad's beer limit", "profile", [profile("thaddeus")]),
    q("thaddeus", "thad's shoulder op", "possessive", None, NEVER),
    q("thaddeus", "thad's pacemaker check", "possessive", None, NEVER),
    q("marmaduke", "where did marmy weigh himself", "paraphrase", ["marmaduke-weight"]),
    q("marmaduke", "what did marmy drink on burns night", "named", ["marmaduke-burns"]),
    q("marmaduke", "marmy's cataracts", "possessive", None, NEVER),
    q("marmaduke", "marmy's hip in january", "topic_period", None, OTHER_PERIOD),
    q("marmaduke", "marmaduke's vitamin d", "numbers", None, OTHER_CLIENT),
    q("marmaduke", "marmaduke's sciatica", "possessive", None, OTHER_TRAINER),
    q("marmaduke", "the puff test", "named", ["marmaduke-puff"], key="ma-puff"),
    q("marmaduke", "when was that", "follow_up", ["marmaduke-puff"], follow="ma-puff"),
    q("marmaduke", "what was the pressure reading", "follow_up", None, NEVER, follow="ma-puff"),
    q("marmaduke", "did marmy fall over at the alley", "yes_no", None, NEVER),
    q("marmaduke", "is marmy allowed to drive", "yes_no", None, NEVER),
    q("marmaduke", "marmy's stress fracture", "possessive", None, OTHER_CLIENT),
    q("drusilla", "dru's tingling toes", "paraphrase", ["drusilla-tired"]),
    q("drusilla", "which foot tingled", "paraphrase", ["drusilla-tired", "drusilla-foot"]),
    q("drusilla", "dru's b12 in june", "numbers", ["drusilla-b12b", lab("drusilla", "19960618"), E_["drusilla"]]),
    q("drusilla", "dru's foot in june", "topic_period", [E_["drusilla"]]),
    q("drusilla", "dru's sick note from the post office", "possessive", None, NEVER),
    q("drusilla", "dru's tired spell in january", "topic_period", None, OTHER_PERIOD),
    q("drusilla", "dru's gluten", "possessive", None, OTHER_CLIENT),
    q("drusilla", "dru's kidney infection", "possessive", None, OTHER_TRAINER),
    q("drusilla", "dru's team", "named", ["drusilla-fabian2", profile("drusilla")], key="dr-cap"),
    q("drusilla", "from when", "follow_up", ["drusilla-fabian2", E_["drusilla"]], follow="dr-cap"),
    q("drusilla", "who's her vice captain", "follow_up", None, NEVER, follow="dr-cap"),
    q("drusilla", "dru's anaemia", "possessive", None, NEVER),
    q("ezekiel", "what did zeke say about the hot cross buns", "named", ["ezekiel-goodfriday"]),
    q("ezekiel", "zeke's own toaster", "profile", [profile("ezekiel")]),
    q("ezekiel", "zeke's heel in april", "topic_period", None, OTHER_PERIOD),
    q("ezekiel", "zeke's weight loss", "possessive", None, OTHER_CLIENT),
    q("ezekiel", "zeke's asthma", "possessive", None, OTHER_TRAINER),
    q("ezekiel", "is zeke lactose intolerant", "yes_no", None, NEVER),
    q("ezekiel", "zeke's running", "named", ["ezekiel-achilles"], key="ez-run"),
    q("ezekiel", "why not", "follow_up", ["ezekiel-achilles", profile("ezekiel")], follow="ez-run"),
    q("ezekiel", "when's he back running", "follow_up", None, NEVER, follow="ez-run"),
    q("ezekiel", "zeke's ibs", "possessive", None, NEVER),
    q("ezekiel", "zeke's achilles in march", "topic_period", None, OTHER_PERIOD),
    q("ezekiel", "zeke's glaucoma", "possessive", None, OTHER_CLIENT),
    q("wilhelmina", "billie's old baton", "coach_reply", ["wilhelmina-intro-coach"]),
    q("wilhelmina", "did billie twirl as a girl", "yes_no", ["wilhelmina-intro", notes("wilhelmina")[0]]),
    q("wilhelmina", "what did billie do at easter", "date_window", ["wilhelmina-easter"]),
    q("wilhelmina", "billie's weight on the 10th of june", "numbers", ["wilhelmina-weight", "wilhelmina-weight-coach"] + span("wilhelmina", "weight", "1996-06-10", "1996-06-10")),
    q("wilhelmina", "billie's migraines", "possessive", None, NEVER),
    q("wilhelmina", "billie's thumb in february", "topic_period", None, OTHER_PERIOD),
    q("wilhelmina", "billie's vitamin d", "numbers", None, OTHER_CLIENT),
    q("wilhelmina", "billie's coeliac", "possessive", None, OTHER_TRAINER),
    q("wilhelmina", "the gala", "named", ["wilhelmina-gertrude2", profile("wilhelmina"), E_["wilhelmina"]], key="wi-gala"),
    q("wilhelmina", "what day is it", "follow_up", ["wilhelmina-gertrude2"], follow="wi-gala"),
    q("wilhelmina", "what's she wearing for it", "follow_up", None, NEVER, follow="wi-gala"),
    q("wilhelmina", "billie's hand splint", "possessive", None, NEVER),
    q("kenelm", "what did enid dare kel", "paraphrase", ["kenelm-intro"]),
    q("kenelm", "is kel the only man twirling", "yes_no", ["kenelm-intro"]),
    q("kenelm", "what did enid think of take that splitting", "named", ["kenelm-takethat"]),
    q("kenelm", "kel's knee in january", "topic_period", None, OTHER_PERIOD),
    q("kenelm", "kel's bone scan", "possessive", None, OTHER_CLIENT),
    q("kenelm", "kenelm's appendix", "possessive", None, OTHER_TRAINER),
    q("kenelm", "kel's gloves", "named", ["kenelm-eczema", profile("kenelm")], key="ke-gl"),
    q("kenelm", "at night or at work", "follow_up", ["kenelm-eczema", profile("kenelm")], follow="ke-gl"),
    q("kenelm", "what brand", "follow_up", None, NEVER, follow="ke-gl"),
    q("kenelm", "kel's back", "possessive", None, NEVER),
    q("kenelm", "did kel cut his hand at work", "yes_no", None, NEVER),
    q("kenelm", "kel's trigger thumb", "possessive", None, OTHER_CLIENT),
    q("dilys", "what did hector bring on mothering sunday", "named", ["dilys-mothering"]),
    q("dilys", "who did the address to the haggis", "date_window", ["dilys-burns"]),
    q("dilys", "dilly's wrist now", "recency", ["dilys-plaster", E_["dilys"]]),
    q("dilys", "dilly's vitamin d in january", "numbers", None, OTHER_PERIOD),
    q("dilys", "dilly's kidney infection", "possessive", None, OTHER_CLIENT),
    q("dilys", "dilly's coeliac", "possessive", None, OTHER_TRAINER),
    q("dilys", "dilly's council complaint", "paraphrase", ["dilys-hector"], key="di-co"),
    q("dilys", "did they grit the bus stop after", "follow_up", None, NEVER, follow="di-co"),
    q("dilys", "dilly's hearing aid", "possessive", None, NEVER),
    q("dilys", "does dilly have a walking stick", "yes_no", None, NEVER),
    q("dilys", "dilly's high kicks", "coach_reply", ["dilys-osteo-coach", "tr-isadora-dilys-19960318"]),
    q("ebenezer", "ebby's dentist appointment", "named", None, NEVER),
    q("jemima", "what did jem's boyfriend say", "named", None, NEVER),
    q("cornelius", "corny's knee", "possessive", None, NEVER),
    q("rupert", "rupe's psoriasis in may", "topic_period", None, OTHER_CLIENT),
    q("lavinia", "vinny's hip", "possessive", None, NEVER),
    q("thaddeus", "thad's weight in march", "health", None, OTHER_CLIENT),
    q("marmaduke", "marmy's tablets for the hip", "possessive", None, NEVER),
    q("drusilla", "dru's weight in april", "health", None, OTHER_CLIENT),
    q("ezekiel", "zeke's x-ray", "possessive", None, NEVER),
    q("wilhelmina", "billie's rhr", "health", None, OTHER_CLIENT),
    q("kenelm", "kel's vitamin d in june", "numbers", None, OTHER_CLIENT),
    q("dilys", "dilly's fall in may", "topic_period", None, OTHER_PERIOD),
    q("dilys", "dilly's osteoporosis in june", "topic_period", [E_["dilys"], "dilys-vitd", lab("dilys", "19960619")]),
]

# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    B(FL, "who's got sciatica", "cross_client", ["ebenezer-sciatica", "g-ebenezer-sciatica", profile("ebenezer")], about="ebenezer"),
    B(FL, "which of mine has gallstones", "cross_client", ["cornelius-octavia", "g-cornelius-gallstones", profile("cornelius")], about="cornelius"),
    B(FL, "who's on a statin", "cross_client", ["ebenezer-hortense", profile("ebenezer")], about="ebenezer"),
    B(FL, "whose wife texts me about the tanker driver", "cross_client", ["cornelius-octavia", "cornelius-octavia2"], about="cornelius"),
    B(FL, "who broke a bone on the ice", "cross_client", ["jemima-fall", "jemima-scaphoid", "g-jemima-wrist", profile("jemima")], about="jemima"),
    B(FL, "whose brother messages me", "cross_client", ["jemima-zeb", "jemima-scaphoid", "jemima-zeb2"], about="jemima"),
    B(FL, "anyone else with a bad leg apart from ebby", "cross_client", None, why=NEVER, about="ebenezer"),
    B(FL, "anyone besides corny had an injection", "cross_client", None, why=NEVER, about="cornelius"),
    B(FL, "who's got osteoporosis", "cross_client", None, why=OTHER_TRAINER, about="ebenezer"),
    B(FL, "which of my lot has a kidney infection", "cross_client", None, why=OTHER_TRAINER, about="cornelius"),
    B(GW, "who had their appendix out", "cross_client", ["lavinia-sidonie", "g-lavinia-appendix", profile("lavinia")], about="lavinia"),
    B(GW, "who's got psoriasis", "cross_client", ["lavinia-psoriasis", profile("lavinia")], about="lavinia"),
    B(GW, "who's got af", "cross_client", ["thaddeus-obadiah", "g-thaddeus-af", profile("thaddeus")], about="thaddeus"),
    B(GW, "who got the room spinning", "cross_client", ["rupert-spin", "rupert-vertigo", "g-rupert-vertigo", profile("rupert")], about="rupert"),
    B(GW, "whose girlfriend texts me", "cross_client", ["lavinia-sidonie", "lavinia-sidonie2"], about="lavinia"),
    B(GW, "who was on a drip in hospital", "cross_client", ["rupert-agatha", profile("rupert")], about="rupert"),
    B(GW, "anyone apart from vinny had an op", "cross_client", None, why=NEVER, about="lavinia"),
    B(GW, "anyone else with skin problems besides lavinia", "cross_client", None, why=NEVER, about="lavinia"),
    B(GW, "who's got glaucoma", "cross_client", None, why=OTHER_TRAINER, about="lavinia"),
    B(GW, "which of mine has coeliac", "cross_client", None, why=OTHER_TRAINER, about="thaddeus"),
    B(ME, "who's getting a new hip", "cross_client", ["marmaduke-edwina", "g-marmaduke-hip", profile("marmaduke")], about="marmaduke"),
    B(ME, "who's got glaucoma", "cross_client", ["marmaduke-glaucoma", profile("marmaduke")], about="marmaduke"),
    B(ME, "who has coeliac", "cross_client", ["ezekiel-bathsheba", "g-ezekiel-coeliac", profile("ezekiel")], about="ezekiel"),
    B(ME, "who's low on b12", "cross_client", ["drusilla-b12", profile("drusilla"), lab("drusilla", "19960409")], about="drusilla"),
    B(ME, "whose daughter messages me", "cross_client", ["marmaduke-edwina", "marmaduke-edwina2"], about="marmaduke"),
    B(ME, "who was in a boot", "cross_client", ["drusilla-fabian", "drusilla-boot", profile("drusilla")], about="drusilla"),
    B(ME, "who got a floorer last month", "cross_client", ["marmaduke-edwina2", "ezekiel-bathsheba2"], about="marmaduke"),
    B(ME, "anyone other than marmy with eye trouble", "cross_client", None, why=NEVER, about="marmaduke"),
    B(ME, "anyone else on injections besides dru", "cross_client", None, why=NEVER, about="drusilla"),
    B(ME, "who's got asthma", "cross_client", None, why=OTHER_TRAINER, about="marmaduke"),
    B(ME, "which of mine had their appendix out", "cross_client", None, why=OTHER_TRAINER, about="ezekiel"),
    B(IS, "who broke a wrist", "cross_client", ["dilys-hector", "g-dilys-wrist", profile("dilys")], about="dilys"),
    B(IS, "who had a kidney infection", "cross_client", ["wilhelmina-gertrude", "g-wilhelmina-kidney", profile("wilhelmina")], about="wilhelmina"),
    B(IS, "who's got eczema", "cross_client", ["kenelm-eczema", profile("kenelm")], about="kenelm"),
    B(IS, "who had a knee op", "cross_client", ["kenelm-enid", "g-kenelm-knee", profile("kenelm")], about="kenelm"),
    B(IS, "whose grandson texts me", "cross_client", ["dilys-hector", "dilys-hector2"], about="dilys"),
    B(IS, "who hit their weight goal", "cross_client", ["goal-isadora-wilhelmina-weight", "wilhelmina-weight", "wilhelmina-weight-coach"], about="wilhelmina"),
    B(IS, "anyone apart from billie had hand surgery", "cross_client", None, why=NEVER, about="wilhelmina"),
    B(IS, "anyone else with a bone scan besides dilly", "cross_client", None, why=NEVER, about="dilys"),
    B(IS, "who's got gallstones", "cross_client", None, why=OTHER_TRAINER, about="dilys"),
    B(IS, "which of mine has glaucoma", "cross_client", None, why=OTHER_TRAINER, about="wilhelmina"),
]

# ---------------------------------------------------------------- another trainer's client
# client -> (their own trainer, what the other trainers ask about that client), in the words of a question
# that would be answerable at the client's own trainer.
ELSEWHERE = {
    "ebenezer": ("florian", ["how's ebenezer", "ebenezer's sciatica", "ebenezer's cholesterol", "what did hortense say",
                             "ebenezer's weight", "ebby's leg", "ebenezer's simvastatin", "what did ebenezer do at easter", "ebby's goal"]),
    "jemima": ("florian", ["how's jemima", "jemima's wrist", "jemima's asthma", "what did zebedee say",
                           "jemima's rhr", "jem's inhaler", "jemima's scaphoid", "what did jemima say about the dutch game", "jem's plaster"]),
    "cornelius": ("florian", ["how's cornelius", "cornelius's gallstones", "cornelius's tennis elbow", "what did octavia say",
                              "cornelius steps", "corny's elbow injection", "cornelius's gallbladder op", "what did corny say about mad cow", "corny's ribs"]),
    "rupert": ("gwendolyn", ["how's rupert", "rupert's cellulitis", "rupert's vertigo", "what did agatha say",
                             "rupert's weight", "rupe's shin", "rupert's epley", "what did rupert say about cantona", "rupe's drip"]),
    "lavinia": ("gwendolyn", ["how's lavinia", "lavinia's appendix", "lavinia's psoriasis", "what did sidonie say",
                              "lavinia's rhr", "vinny's skin cream", "lavinia's big jump", "what did lavinia say about the clocks", "vinny's tar shampoo"]),
    "thaddeus": ("gwendolyn", ["how's thaddeus", "thaddeus's atrial fibrillation", "thaddeus's frozen shoulder", "what did obadiah say",
                               "thaddeus systolic", "thad's digoxin", "thad's swim-through", "what did thaddeus say about the grand national", "thad's heart clinic"]),
    "marmaduke": ("mervyn", ["how's marmaduke", "marmaduke's hip", "marmaduke's glaucoma", "what did edwina say",
                             "marmaduke's weight", "marmy's eye drops", "marmaduke's floorer", "what did marmaduke say about burns night", "marmy's new hip"]),
    "drusilla": ("mervyn", ["how's drusilla", "drusilla's stress fracture", "drusilla's b12", "what did fabian say",
                            "drusilla's steps", "dru's boot", "dru's injections", "what did drusilla say about the spain game", "dru's captaincy"]),
    "ezekiel": ("mervyn", ["how's ezekiel", "ezekiel's coeliac", "ezekiel's achilles", "what did bathsheba say",
                           "ezekiel's vitamin d", "zeke's biopsy", "zeke's heel raises", "what did ezekiel say on good friday", "zeke's gluten free diet"]),
    "wilhelmina": ("isadora", ["how's wilhelmina", "wilhelmina's kidney infection", "wilhelmina's trigger thumb", "what did gertrude say",
                               "wilhelmina's weight", "billie's antibiotics", "billie's thumb op", "what did wilhelmina say about gazza", "billie's gala"]),
    "kenelm": ("isadora", ["how's kenelm", "kenelm's knee", "kenelm's eczema", "what did enid say",
                           "kenelm's rhr", "kel's crutches", "kel's cotton gloves", "what did kenelm say about take that", "kel's aerials"]),
    "dilys": ("isadora", ["how's dilys", "dilys's wrist", "dilys's osteoporosis", "what did hector say",
                          "dilys's steps", "dilly's alendronate", "dilys's vitamin d", "what did dilys say on may day", "dilly's bone scan"]),
}


def _kind(text: str) -> str:
    """The kind a question about another trainer's client is filed under, by its shape."""
    if text.startswith("how's"):
        return "how_doing"
    if text.startswith("what did"):
        return "named"
    if text.split()[-1] in ("rhr", "steps", "weight", "systolic"):
        return "health"
    if any(w in text for w in ("cholesterol", "b12", "vitamin d")):
        return "numbers"
    return "possessive" if "'s " in text else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE, TRAINER_ID, _kind)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind40", DATASET, CLIENT_ID, build_blind40)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
