#!/usr/bin/env python3
"""Write bench/answers_data/blind48_questions.jsonl: the questions over the forty-eighth blind data set (build_blind48.py).

    functions/venv/bin/python -m bench.answers_data.blind48_questions

Written on 2026-12-06 by helper h-blind48 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-seventh blind set's section).
Asked on Monday 5 July 2004 about January to June 2004, so the periods are months, quarters, seasons and
named days said every way ("in q1" / "in q2", "over the winter", "in the spring", "last month", "since
easter", "on valentine's day", "on pancake day", "the day of the grand national", "the day england lost
to france", "on the d-day anniversary", "on st patrick's day", single dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Esme, Otto) mostly in chains of follow-ups and by when it started and when they were
back; the two whose medicine was changed twice (Caoimhe, Lettie) by which one when and why; the two who
tell the group chat more than the coach (Sadie, Nancy) by what they told the group; the two quiet ones
(Conal, Rollo) by yes and no; and the two new kinds: **a client who texts in bursts** (Barney, Bridie),
whose answer is spread over two to five short consecutive messages, every one of them evidence; and
**a client whose progress is asked as a comparison or a trend** (Hughie, Pip): "is his score better than
in january", "is she eating more veg than in january", "has her 400 come down since march", answerable
when the records give both ends (the evidence is both), unanswerable when they give one end only (filed
never_for_client, with a `note` saying which end is missing). Comparisons are asked of every other
client too (a height jumped, a run time, a health series against a month). Onsets and returns are asked
of every client who has one; follow-ups ask who did something or what caused it, where a record says
(answerable) and where none does (never said); some ask a number no record gives; some name the client
by trade or town ("the vet nurse", "the allendale lad", "the thorpeness teacher", "the bushmills girl");
and some ask about a day or month whose records tell of another time (a group line about the day
before, a message about the Thursday or the Sunday before).

The split is by client: every question about a client of build_blind48.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind48_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind48
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind48_questions.jsonl"
DATASET = "blind48"
HEADER = (
    "// bench.answers forty-eighth blind question set (issue 14), written 2026-12-06 by h-blind48 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind48_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

TH, MO, GR, DO = "coach-thea", "coach-monty", "coach-greta", "coach-donal"
TRAINER_ID = {"thea": TH, "monty": MO, "greta": GR, "donal": DO}
ROSTER = authoring.BuiltRoster.of(build_blind48)
TRAINER_SHORT = ROSTER.trainer_short
TRAINER_OF = {short: TRAINER_ID[trainer] for short, trainer in TRAINER_SHORT.items()}
IDS = ROSTER.ids
CLIENT_ID = IDS.client_id
profile, weeks, lab = IDS.profile, IDS.weeks, IDS.lab
span, notes, cis = ROSTER.span, ROSTER.notes, ROSTER.cis
HR, W, S = "resting_heart_rate", "weight", "steps"

# A comparison whose records give one end only: (trainer id, question) -> which end is missing, written into the
# row's `note` so a reader sees why it is unanswerable.
ONE_END: dict[tuple[str, str], str] = {}


def q(client: str, text: str, kind: str, evidence=None, why=None, **kw) -> B:
    """A question about `client`, asked by their own trainer."""
    return B(TRAINER_OF[client], text, kind, evidence, client, why, **kw)


def one_end(client: str, text: str, kind: str, missing: str, **kw) -> B:
    """A comparison or trend ask about `client` whose records hold only one end of it: never_for_client, and the
    missing end said in the row's note."""
    ONE_END[(TRAINER_OF[client], text)] = f"one end only: {missing}"
    return q(client, text, kind, None, NEVER, **kw)


def x(trainer: str, about: str, text: str, evidence=None, why=None) -> B:
    """A question across a trainer's clients; `about` decides the split (the client the answer is
    about, or for an unanswerable one the client it brushes against)."""
    return B(TRAINER_ID[trainer], text, "cross_client", evidence, None, why, about=about)


def nobody(about: str, text: str, kind: str) -> B:
    """A client named by trade, town or trait that fits none of the trainer's clients, or two of them:
    no record answers it for one client (`about`, a client of that trainer, decides the split)."""
    return B(TRAINER_OF[about], text, kind, None, None, NEVER, about=about)


def tags(prefix: str, *suffixes: str) -> list[str]:
    """Story tags of one burst: tags("barney-jan-", "a", "b") -> ["barney-jan-a", "barney-jan-b"]."""
    return [prefix + s for s in suffixes]


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Thea: Esme (dev) — the right collarbone, from the fall at Morpeth to the sign-off
c = "esme"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-thea-esme-20040122"
CB = ["esme-onset", "esme-clinic", "esme-xray", N2]
QUESTIONS += [
    q(c, "esme's collarbone", "possessive", CB + ["esme-signoff", N3], key="es-cb"),
    q(c, "which side", "follow_up", ["esme-onset", P], follow="es-cb"),
    q(c, "what caused it", "follow_up", ["esme-onset", N2], follow="es-cb"),
    q(c, "who drove her to a&e", "follow_up", ["esme-onset"], follow="es-cb"),
    q(c, "what did the fracture clinic say", "follow_up", ["esme-clinic", TR], follow="es-cb"),
    q(c, "who rode bramble while she was out", "follow_up", ["esme-onset-coach"], follow="es-cb"),
    q(c, "which hospital was it", "follow_up", None, NEVER, follow="es-cb"),
    q(c, "what's her physio called", "follow_up", None, NEVER, follow="es-cb"),
    q(c, "when did esme break her collarbone", "named", ["esme-onset", N2]),
    q(c, "when did esme's shoulder trouble start", "named", ["esme-onset", N2]),
    q(c, "when was esme back in the saddle", "named", ["esme-back", N3]),
    q(c, "when was esme back jumping", "named", ["esme-jump", N3]),
    q(c, "esme's first show back", "named", ["esme-show", "esme-show-coach", N3]),
    q(c, "when did the fracture clinic sign esme off", "named", ["esme-signoff", N3]),
    q(c, "when did esme's sling come off", "named", ["esme-xray", N2]),
    q(c, "how long was esme off the horse", "numbers", ["esme-onset", "esme-back", N3]),
    q(c, "how long was esme in the sling", "numbers", ["esme-clinic", "esme-xray", N2]),
    q(c, "what did i tell esme the night she fell", "coach_reply", ["esme-onset-coach"]),
    q(c, "what did i say to esme about poles", "coach_reply", ["esme-physio-coach"]),
    q(c, "what did i tell esme after corbridge", "coach_reply", ["esme-show-coach"]),
    q(c, "did esme ride the week after the fall", "yes_no", ["esme-onset-coach", "esme-clinic"]),
    q(c, "can esme groom bramble in the sling", "transcript", [TR]),
    q(c, "what did magnus say on the call", "transcript", [TR]),
    q(c, "could esme drive with the sling", "transcript", [TR]),
    q(c, "how high was esme jumping in january", "numbers", ["esme-jan"]),
    q(c, "esme's result at corbridge", "numbers", ["esme-show", N3]),
    q(c, "how many faults did esme have at bellingham", "numbers", ["esme-may"], key="es-bell"),
    q(c, "in which round", "follow_up", ["esme-may"], follow="es-bell"),
    q(c, "what was esme's time in the jump off at bellingham", "numbers", None, NEVER),
    q(c, "is esme jumping as high as she was in january", "yes_no", ["esme-jan", "esme-june"]),
    q(c, "has esme's height gone up since corbridge", "yes_no", ["esme-show", "esme-june"]),
    q(c, "is esme's shoulder better than in february", "yes_no", ["esme-sling", "esme-signoff"]),
    q(c, "is esme walking more than in january", "health", span(c, S, "2004-01-01", "2004-01-31") + [weeks(c, S)]),
    one_end(c, "is bramble jumping better than last summer", "yes_no", "nothing is said of last summer, only of January to June 2004"),
    q(c, "esme's steps", "health", [weeks(c, S)], key="es-st"),
    q(c, "and in february?", "follow_up", span(c, S, "2004-02-01", "2004-02-29"), follow="es-st"),
    q(c, "my first note on esme", "note", [N1]),
    q(c, "what did i write about esme in june", "note", [N3]),
    q(c, "esme's check in after the fall", "checkin", [C1]),
    q(c, "esme's sleep in may", "checkin", [C2]),
    q(c, "esme hagerstone colarbone", "misspelling", CB),
    q(c, "esme jumpin 1.15", "misspelling", ["esme-june"]),
    q(c, "the vet nurse's collarbone", "paraphrase", CB),
    q(c, "the haydon bridge girl's fall", "paraphrase", ["esme-onset", N2]),
    q(c, "how was esme in january", "topic_period",
      ["esme-jan", "esme-jan-coach", "esme-onset", "esme-onset-coach", "esme-clinic", "g-esme-thanks"]),
    q(c, "esme in april", "topic_period", ["esme-jump", "esme-show", "esme-show-coach"]),
    q(c, "esme's collarbone in february", "topic_period", ["esme-sling", "esme-xray", N2]),
    q(c, "what did esme say the day of the grand national", "date_window", ["esme-jump"]),
    q(c, "what came in from esme on the 21st of january", "date_window", ["esme-clinic"]),
    q(c, "esme on valentine's day", "date_window", ["g-esme-valentine"]),
    q(c, "what did esme say the week after the fall", "date_window", ["g-esme-thanks", "esme-clinic"]),
    q(c, "what does esme do for work", "profile_attribute", [P, N1]),
    q(c, "who's magnus", "profile_attribute", [P, "esme-onset", TR, "g-esme-thanks", "g-esme-valentine"]),
    q(c, "what's esme's horse called", "profile_attribute", [P, "esme-jan", "esme-onset"]),
    q(c, "esme's goal", "profile", [P]),
    q(c, "how's esme doing", "how_doing", ["esme-signoff", "esme-june", N3, weeks(c, S)]),
    q(c, "is esme still in the sling", "recency", ["esme-xray", N2]),
    q(c, "has esme jumped since the fall", "recency", ["esme-jump", "esme-show", "esme-may", "esme-june"]),
    q(c, "esme's ankle", "possessive", None, NEVER),
    q(c, "esme's hay fever", "possessive", None, OTHER_CLIENT),
    q(c, "esme's calving", "possessive", None, OTHER_CLIENT),
    q(c, "esme's appendix", "possessive", None, OTHER_TRAINER),
    q(c, "is esme on sofradex", "yes_no", None, OTHER_TRAINER),
    q(c, "esme's collarbone in august", "topic_period", None, OTHER_PERIOD),
    q(c, "esme's shows in 2003", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Thea: Barney (dev) — texts in bursts: a show, calving, a lame horse, a qualifier, his back
c = "barney"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-thea-barney-weight"
JAN = tags("barney-jan-", "a", "b", "c", "d")
CALV = tags("barney-calving-", "a", "b", "c", "d")
LAME = tags("barney-lame-", "a", "b", "c", "d")
SOUND = tags("barney-sound-", "a", "b", "c", "d")
QUAL = tags("barney-qual-", "a", "b", "c", "d", "e")
BACK = tags("barney-back-", "a", "b", "c", "d")
QUESTIONS += [
    q(c, "how did barney get on at hexham", "named", JAN, key="ba-hex"),
    q(c, "which fence did he have down", "follow_up", ["barney-jan-q", "barney-jan-e"], follow="ba-hex"),
    q(c, "why", "follow_up", ["barney-jan-f"], follow="ba-hex"),
    q(c, "what height was it", "follow_up", ["barney-jan-a", "barney-jan-b"], follow="ba-hex"),
    q(c, "who won it", "follow_up", None, NEVER, follow="ba-hex"),
    q(c, "why didn't barney ride in february", "named", CALV + [C1]),
    q(c, "how many cows did barney have calving", "numbers", ["barney-calving-b", "barney-calving-c"]),
    q(c, "who rode toffee while barney was calving", "named", ["barney-calving-a", "barney-calving-d"]),
    q(c, "toffee's lameness", "possessive", LAME + [N2], key="ba-lame"),
    q(c, "which leg", "follow_up", ["barney-lame-a", "barney-lame-b"], follow="ba-lame"),
    q(c, "what did the vet say", "follow_up", ["barney-lame-c", "barney-lame-d", N2], follow="ba-lame"),
    q(c, "who's the vet", "follow_up", ["barney-lame-q", "barney-lame-e", "barney-lame-f", N2], follow="ba-lame"),
    q(c, "how did toffee do it", "follow_up", None, NEVER, follow="ba-lame"),
    q(c, "how long was toffee on box rest", "numbers", ["barney-lame-d", N2]),
    q(c, "when was toffee sound again", "named", SOUND, key="ba-sound"),
    q(c, "how high did barney jump him that night", "follow_up", ["barney-sound-b", "barney-sound-c"], follow="ba-sound"),
    q(c, "did barney qualify for the county show", "yes_no", QUAL + ["g-thea-qualifier", N3], key="ba-q"),
    q(c, "when's the show", "follow_up", ["barney-qual-q", "barney-qual-f", "barney-qual-g"], follow="ba-q"),
    q(c, "what height was the qualifier", "follow_up", ["barney-qual-a", "barney-qual-b"], follow="ba-q"),
    q(c, "where was the qualifier", "follow_up", None, NEVER, follow="ba-q"),
    q(c, "barney's place in the county show qualifier", "numbers", ["barney-qual-a", "barney-qual-d", "g-thea-qualifier", N3]),
    q(c, "barney's back", "possessive", BACK + ["barney-back-coach", N3], key="ba-back"),
    q(c, "what brought it on", "follow_up", ["barney-back-a", "barney-back-b", N3], follow="ba-back"),
    q(c, "when did it happen", "follow_up", ["barney-back-a", "barney-back-c", N3], follow="ba-back"),
    q(c, "what did i tell him", "follow_up", ["barney-back-coach"], follow="ba-back"),
    q(c, "did he see anyone about it", "follow_up", None, NEVER, follow="ba-back"),
    q(c, "when did barney's back start", "named", ["barney-back-a", "barney-back-b", "barney-back-c", N3]),
    q(c, "when was barney back riding after his back", "named", ["barney-backok-a", "barney-backok-b", N3]),
    q(c, "what happened to barney on the 3rd of june", "date_window", ["barney-back-a", "barney-back-b", "barney-back-c"]),
    q(c, "what's barney got on in july", "topic_period", ["barney-qual-q", "barney-qual-f", "barney-qual-g"]),
    q(c, "is toffee jumping higher than in january", "yes_no", ["barney-jan-a", "barney-jan-b", "barney-qual-a", "barney-qual-b"]),
    q(c, "has barney's weight gone down since january", "health",
      span(c, W, "2004-01-01", "2004-01-31") + [weeks(c, W), "barney-backok-c"]),
    one_end(c, "is toffee jumping better than last season", "yes_no", "nothing is said of last season, only of 2004"),
    q(c, "barney's weight", "health", ["barney-backok-c", weeks(c, W)], key="ba-w"),
    q(c, "and his goal?", "follow_up", [G, P], follow="ba-w"),
    q(c, "has he made it", "follow_up", [G, "barney-backok-c", weeks(c, W)], follow="ba-w"),
    q(c, "barney's weight in march", "health", span(c, W, "2004-03-01", "2004-03-31")),
    q(c, "what did i ask barney after hexham", "coach_reply", ["barney-jan-q"]),
    q(c, "what did i tell barney about his back", "coach_reply", ["barney-back-coach"]),
    q(c, "my first note on barney", "note", [N1]),
    q(c, "what did i write about barney in march", "note", [N2]),
    q(c, "my june note on barney", "note", [N3]),
    q(c, "barney's check in during calving", "checkin", [C1]),
    q(c, "barney's stress in june", "checkin", [C2]),
    q(c, "barny preese toffee lame", "misspelling", LAME + [N2]),
    q(c, "barneys bak", "misspelling", BACK + ["barney-back-coach", N3]),
    q(c, "the dairy farmer's back", "paraphrase", BACK + [N3]),
    q(c, "the allendale lad's horse going lame", "paraphrase", LAME + [N2]),
    q(c, "barney in may", "topic_period", QUAL + ["barney-qual-q", "barney-qual-f", "barney-qual-g", "g-thea-qualifier"]),
    q(c, "how was barney in march", "topic_period", LAME + ["barney-lame-q", "barney-lame-e", "barney-lame-f"]),
    q(c, "what did barney say on easter sunday", "date_window", ["g-barney-easter-a", "g-barney-easter-b"]),
    q(c, "what did barney say on the d-day anniversary", "date_window", BACK + ["barney-back-coach"]),
    q(c, "what does barney do", "profile_attribute", [P, N1]),
    q(c, "who's rhona", "profile_attribute", [P, "barney-calving-d"]),
    q(c, "what's barney's horse called", "profile_attribute", [P, N1]),
    q(c, "barney's goal", "profile", [P]),
    q(c, "how's barney doing", "how_doing", ["barney-backok-a", "barney-backok-b", "barney-backok-c", N3, weeks(c, W)]),
    q(c, "is barney riding again", "recency", ["barney-backok-a", "barney-backok-b", N3]),
    q(c, "barney's wrist", "possessive", None, NEVER),
    q(c, "what was barney's time in the qualifier", "numbers", None, NEVER),
    q(c, "barney's collarbone", "possessive", None, OTHER_CLIENT),
    q(c, "barney's hay fever", "possessive", None, OTHER_CLIENT),
    q(c, "barney's plantar fasciitis", "possessive", None, OTHER_TRAINER),
    q(c, "did barney win the junior county", "yes_no", None, OTHER_TRAINER),
    q(c, "barney's weight in august", "health", None, OTHER_PERIOD),
    q(c, "barney's shows in 2002", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Thea: Lettie (test) — the hay fever: loratadine, fexofenadine instead, a Nasonex spray added
c = "lettie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-thea-lettie-20040507"
MED = ["lettie-lora", "lettie-fexo", "lettie-nasonex", N2]
QUESTIONS += [
    q(c, "lettie's hay fever", "possessive", ["lettie-onset"] + MED, key="le-hf"),
    q(c, "when did it start", "follow_up", ["lettie-onset"], follow="le-hf"),
    q(c, "what did she take first", "follow_up", ["lettie-lora", N2], follow="le-hf"),
    q(c, "why did the gp change it", "follow_up", ["lettie-sleepy", "lettie-fexo", N2], follow="le-hf"),
    q(c, "what got added", "follow_up", ["lettie-nasonex"], follow="le-hf"),
    q(c, "who gave her the spray", "follow_up", ["lettie-nasonex"], follow="le-hf"),
    q(c, "what's the gp called", "follow_up", None, NEVER, follow="le-hf"),
    q(c, "when did lettie's hay fever start", "named", ["lettie-onset"]),
    q(c, "when did lettie stop sneezing", "named", ["lettie-clear"]),
    q(c, "where did lettie get the loratadine", "named", ["lettie-lora"]),
    q(c, "what dose of fexofenadine is lettie on", "numbers", ["lettie-fexo"]),
    q(c, "how many puffs of the nasonex", "numbers", ["lettie-nasonex"]),
    q(c, "what did aurelia say on the call", "transcript", [TR]),
    q(c, "can lettie go to otterburn", "transcript", [TR]),
    q(c, "what is lettie to do after riding", "transcript", [TR]),
    q(c, "did lettie fall asleep in her exam", "yes_no", ["lettie-sleepy"]),
    q(c, "did lettie jump clear at otterburn", "yes_no", ["lettie-clear", "lettie-clear-coach"], key="le-ott"),
    q(c, "what height", "follow_up", ["lettie-clear"], follow="le-ott"),
    q(c, "who won the class", "follow_up", None, NEVER, follow="le-ott"),
    q(c, "is clover jumping higher than in january", "yes_no", ["lettie-jan", "lettie-clear"]),
    q(c, "is lettie's hay fever better than at the end of may", "yes_no", ["lettie-nasonex", "lettie-clear"]),
    one_end(c, "is lettie sneezing less than last summer", "yes_no", "nothing is said of last summer; the hay fever is told from April 2004"),
    q(c, "lettie's resting hr", "health", [weeks(c, HR)], key="le-hr"),
    q(c, "and in march?", "follow_up", span(c, HR, "2004-03-01", "2004-03-31"), follow="le-hr"),
    q(c, "is lettie's resting heart rate lower than in january", "health", span(c, HR, "2004-01-01", "2004-01-31") + [weeks(c, HR)]),
    q(c, "when's clover's farrier", "named", ["lettie-shoe"]),
    q(c, "how much does lettie's farrier charge", "numbers", None, NEVER),
    q(c, "what did i tell lettie about the loratadine", "coach_reply", ["lettie-lora-coach"]),
    q(c, "what did i say about lettie's hat", "coach_reply", ["lettie-fexo-coach"]),
    q(c, "my first note on lettie", "note", [N1]),
    q(c, "what did i write about lettie in may", "note", [N2]),
    q(c, "lettie's check in before the gp", "checkin", [C1]),
    q(c, "lettie's stress in june", "checkin", [C2]),
    q(c, "letty powels hayfever", "misspelling", ["lettie-onset"] + MED),
    q(c, "lettie fexofenidine", "misspelling", ["lettie-fexo", N2]),
    q(c, "the sixth former's hay fever", "paraphrase", ["lettie-onset"] + MED),
    q(c, "what's the bellingham girl's pony called", "paraphrase", [P]),
    q(c, "lettie in may", "topic_period", ["lettie-sleepy", "lettie-fexo", "lettie-fexo-coach", "lettie-nasonex"]),
    q(c, "lettie's riding in q1", "topic_period", ["lettie-jan", "lettie-shoe"]),
    q(c, "what did lettie say the day england lost to france", "date_window", ["g-lettie-france"]),
    q(c, "lettie on the 19th of april", "date_window", ["lettie-onset"]),
    q(c, "where does lettie live", "profile_attribute", [P]),
    q(c, "who's aurelia", "profile_attribute", [P, TR]),
    q(c, "lettie's goal", "profile", [P]),
    q(c, "has lettie done her goal", "yes_no", ["lettie-clear", "lettie-clear-coach", P]),
    q(c, "how's lettie doing", "how_doing", ["lettie-clear", "lettie-nasonex", weeks(c, HR)]),
    q(c, "is lettie still on the loratadine", "recency", ["lettie-fexo", N2]),
    q(c, "lettie's asthma", "possessive", None, NEVER),
    q(c, "lettie's collarbone", "possessive", None, OTHER_CLIENT),
    q(c, "lettie's calving", "possessive", None, OTHER_CLIENT),
    q(c, "lettie's ear drops", "possessive", None, OTHER_TRAINER),
    q(c, "is lettie on sofradex", "yes_no", None, OTHER_TRAINER),
    q(c, "lettie's appendix", "possessive", None, OTHER_TRAINER),
    q(c, "lettie's hay fever in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "lettie's shows last autumn", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Monty: Hughie (dev) — a comparison or a trend: his score out of 25 and his sleep
c = "hughie"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-monty-hughie-weight"
L1, L2 = lab(c, "20040120"), lab(c, "20040525")
SCORES = ["hughie-jan-score", "hughie-feb-score", "hughie-mar-score", "hughie-apr-score", "hughie-may-score", "hughie-open"]
QUESTIONS += [
    q(c, "is hughie's score better than in january", "yes_no", ["hughie-jan-score", "hughie-open", N1, N3]),
    q(c, "has hughie's shooting improved since the start of the year", "yes_no", ["hughie-jan-score", "hughie-open", N1, N3]),
    q(c, "is hughie sleeping better than in january", "yes_no", ["hughie-jan-sleep", "hughie-may-sleep", C1, C2]),
    q(c, "is hughie sleeping more than in march", "yes_no", ["hughie-mar-sleep", "hughie-may-sleep"]),
    one_end(c, "is hughie sleeping better than before christmas", "yes_no", "only 'five hours a night since Christmas' is said; nothing of before"),
    one_end(c, "is hughie's score better than last year", "yes_no", "no score of 2003 is given ('best since the autumn' names none)"),
    q(c, "what was hughie's score in february", "numbers", ["hughie-feb-score"], key="hu-feb"),
    q(c, "and in march?", "follow_up", ["hughie-mar-score", N2], follow="hu-feb"),
    q(c, "and now?", "follow_up", ["hughie-open", "g-monty-open", N3], follow="hu-feb"),
    q(c, "did hughie's score drop at all in the spring", "yes_no", ["hughie-apr-score", "hughie-may-score"], key="hu-drop"),
    q(c, "why", "follow_up", ["hughie-may-score"], follow="hu-drop"),
    q(c, "hughie's vitamin d", "numbers", [L1, L2], key="hu-vd"),
    q(c, "is it in range now", "follow_up", [L2], follow="hu-vd"),
    q(c, "what was it in january", "follow_up", [L1], follow="hu-vd"),
    q(c, "has hughie's weight gone down since february", "health", span(c, W, "2004-02-01", "2004-02-29") + [weeks(c, W)]),
    q(c, "hughie's weight", "health", [weeks(c, W)], key="hu-w"),
    q(c, "and his goal?", "follow_up", [G], follow="hu-w"),
    q(c, "has he got there", "follow_up", [G, weeks(c, W)], follow="hu-w"),
    q(c, "is there less kick with hughie's new cartridges", "yes_no", ["hughie-cartridges", "hughie-cartridges-coach"]),
    q(c, "what cartridges is hughie using", "named", ["hughie-cartridges", N2]),
    q(c, "who got hughie walking", "named", ["hughie-mar-sleep"]),
    q(c, "where did hughie get his glasses", "named", ["hughie-glasses"], key="hu-gl"),
    q(c, "what colour are the lenses", "follow_up", ["hughie-glasses", "hughie-apr-score", N3], follow="hu-gl"),
    q(c, "how much did they cost", "follow_up", None, NEVER, follow="hu-gl"),
    q(c, "hughie's result at the kington open", "numbers", ["hughie-open", "g-monty-open", N3], key="hu-open"),
    q(c, "who won the veterans", "follow_up", None, NEVER, follow="hu-open"),
    q(c, "what did i say to him", "follow_up", ["hughie-open-coach"], follow="hu-open"),
    q(c, "what did hughie say the day england lost to france", "date_window", ["hughie-open", "hughie-open-coach"]),
    q(c, "what did hughie say on the 15th of january", "date_window", ["hughie-jan-sleep"]),
    q(c, "was hughie sleeping badly over christmas", "yes_no", ["hughie-jan-sleep"]),
    q(c, "what did i tell hughie about his gun mount", "coach_reply", ["hughie-jan-coach"]),
    q(c, "what did i say when the wind got hughie", "coach_reply", ["hughie-may-coach"]),
    q(c, "my first note on hughie", "note", [N1]),
    q(c, "what did i write about hughie in march", "note", [N2]),
    q(c, "my june note on hughie", "note", [N3]),
    q(c, "hughie's check in in january", "checkin", [C1]),
    q(c, "hughie's sleep in his may check in", "checkin", [C2]),
    q(c, "huey gwatkin scores", "misspelling", SCORES),
    q(c, "hughies slep", "misspelling", ["hughie-jan-sleep", "hughie-mar-sleep", "hughie-may-sleep"]),
    q(c, "the old hop farmer's scores", "paraphrase", SCORES),
    q(c, "the pembridge man's glasses", "paraphrase", ["hughie-glasses"]),
    q(c, "hughie in april", "topic_period", ["hughie-glasses", "hughie-apr-score"]),
    q(c, "hughie's scores in q1", "topic_period", ["hughie-jan-score", "hughie-feb-score", "hughie-mar-score"]),
    q(c, "what did hughie do for a living", "profile_attribute", [P]),
    q(c, "who's bunty", "profile_attribute", [P, "hughie-mar-sleep"]),
    q(c, "hughie's goal", "profile", [P]),
    q(c, "has hughie hit his 20", "yes_no", ["hughie-apr-score", "hughie-open", "hughie-open-coach", N3]),
    q(c, "how's hughie doing", "how_doing", ["hughie-open", "hughie-may-sleep", N3, weeks(c, W)]),
    q(c, "is hughie still sleeping badly", "recency", ["hughie-may-sleep", C2]),
    q(c, "hughie's hip", "possessive", None, NEVER),
    q(c, "what's hughie's handicap", "numbers", None, NEVER),
    q(c, "hughie's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "did hughie win the junior county", "yes_no", None, OTHER_CLIENT),
    q(c, "hughie's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "is hughie on fexofenadine", "yes_no", None, OTHER_TRAINER),
    q(c, "hughie's score in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "hughie's weight in september", "health", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Monty: Rollo (test) — a word or two; mostly yes or no
c = "rollo"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
COUNTY = ["rollo-county-q", "rollo-county", "g-monty-county", N2]
QUESTIONS += [
    q(c, "did rollo get on with the 20 bore", "yes_no", ["rollo-gun-q", "rollo-gun"], key="ro-gun"),
    q(c, "whose gun is it", "follow_up", ["rollo-gun-q", P, N1], follow="ro-gun"),
    q(c, "rollo's shoulder", "possessive", ["rollo-shoulder-q", "rollo-shoulder"], key="ro-sh"),
    q(c, "how bad", "follow_up", ["rollo-shoulder"], follow="ro-sh"),
    q(c, "did he see anyone about it", "follow_up", None, NEVER, follow="ro-sh"),
    q(c, "how did rollo do at the junior shoot", "named", ["rollo-junior-q", "rollo-junior", N2], key="ro-jun"),
    q(c, "what did he score", "follow_up", ["rollo-junior"], follow="ro-jun"),
    q(c, "who won", "follow_up", None, NEVER, follow="ro-jun"),
    q(c, "why did rollo miss the saturday in april", "named", ["rollo-sat-q", "rollo-sat"]),
    q(c, "when was rollo back at the ground after his exams", "named", None, NEVER),
    q(c, "did rollo shoot on the 17th of april", "yes_no", ["rollo-sat-q", "rollo-sat"]),
    q(c, "is rollo still doing the mount drill", "recency", ["rollo-drill-q", "rollo-drill"]),
    q(c, "did rollo win the junior county", "yes_no", COUNTY, key="ro-co"),
    q(c, "what did he shoot", "follow_up", ["rollo-county", "g-monty-county"], follow="ro-co"),
    q(c, "who came second", "follow_up", None, NEVER, follow="ro-co"),
    q(c, "rollo's score at the junior county", "numbers", ["rollo-county", "g-monty-county"]),
    q(c, "what was rollo's score in his first lesson", "numbers", None, NEVER),
    q(c, "is rollo shooting better than in march", "yes_no", ["rollo-junior", "rollo-county"]),
    one_end(c, "has rollo improved since january", "yes_no", "no score of January is given"),
    q(c, "who brings rollo", "profile_attribute", [P]),
    q(c, "who's jim", "profile_attribute", [P, N1]),
    q(c, "what did i ask rollo about the gun", "coach_reply", ["rollo-gun-q"]),
    q(c, "what did i say when rollo won", "coach_reply", ["rollo-county-coach"]),
    q(c, "my first note on rollo", "note", [N1]),
    q(c, "what did i write about rollo in june", "note", [N2]),
    q(c, "rollo's check in", "checkin", [C1]),
    q(c, "rollo's sleep in april", "checkin", [C1]),
    q(c, "rolo bowket county", "misspelling", COUNTY),
    q(c, "rollos sholder", "misspelling", ["rollo-shoulder-q", "rollo-shoulder"]),
    q(c, "the kington schoolboy's win", "paraphrase", COUNTY),
    q(c, "the quiet lad's score in march", "paraphrase", ["rollo-junior-q", "rollo-junior"]),
    q(c, "rollo in june", "topic_period", ["rollo-county-q", "rollo-county", "rollo-county-coach", "rollo-county2", "g-monty-county"]),
    q(c, "rollo in february", "topic_period", ["rollo-shoulder-q", "rollo-shoulder"]),
    q(c, "what did rollo say on the 19th of june", "date_window",
      ["rollo-county-q", "rollo-county", "rollo-county-coach", "rollo-county2"]),
    q(c, "rollo on the 13th of march", "date_window", ["rollo-junior-q", "rollo-junior"]),
    q(c, "rollo's goal", "profile", [P]),
    q(c, "has rollo done his goal", "yes_no", ["rollo-county", "g-monty-county", P]),
    q(c, "how's rollo doing", "how_doing", ["rollo-county", "g-monty-county", N2]),
    q(c, "rollo's neck", "possessive", None, NEVER),
    q(c, "rollo's frozen shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "rollo's vitamin d", "numbers", None, OTHER_CLIENT),
    q(c, "rollo's cut foot", "possessive", None, OTHER_TRAINER),
    q(c, "did rollo land the el rollo", "yes_no", None, OTHER_TRAINER),
    q(c, "rollo's hay fever", "possessive", None, OTHER_TRAINER),
    q(c, "rollo in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "rollo's scores last autumn", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Monty: Nancy (test) — tells the club chat more than the coach: the frozen shoulder
c = "nancy"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-monty-nancy-steps"
SH = ["nancy-stiff", "g-nancy-frozen", "g-nancy-jab", N2]
QUESTIONS += [
    q(c, "nancy's shoulder", "possessive", SH, key="na-sh"),
    q(c, "what is it", "follow_up", ["g-nancy-frozen"], follow="na-sh"),
    q(c, "what did they do for it", "follow_up", ["g-nancy-frozen", "g-nancy-jab"], follow="na-sh"),
    q(c, "where", "follow_up", ["g-nancy-frozen"], follow="na-sh"),
    q(c, "who gave her the jab", "follow_up", None, NEVER, follow="na-sh"),
    q(c, "when was nancy's steroid jab", "named", ["g-nancy-frozen", "g-nancy-jab"]),
    q(c, "what did nancy say on the 11th of march", "date_window", None, NEVER),
    q(c, "what did nancy say the day after the jab", "date_window", ["g-nancy-jab"]),
    q(c, "what did nancy have done in march", "named", ["g-nancy-frozen", "g-nancy-jab"]),
    q(c, "when did nancy's shoulder start", "named", ["nancy-stiff", "g-nancy-frozen"]),
    q(c, "when was nancy back shooting", "named", ["nancy-back", "nancy-back-coach", N2]),
    q(c, "when was nancy's shoulder moving again", "named", ["g-nancy-moving"]),
    q(c, "nancy's score when she came back", "numbers", ["nancy-back", N2]),
    q(c, "is nancy shooting as well as in january", "yes_no", [N1, "nancy-back"]),
    q(c, "is nancy's shoulder better than in february", "yes_no", ["nancy-stiff", "g-nancy-moving", "nancy-back"]),
    q(c, "who didn't nancy want told about the shoulder", "named", ["g-nancy-frozen"]),
    q(c, "who's wendell", "named", ["g-nancy-wendell"], key="na-we"),
    q(c, "when was he born", "follow_up", ["g-nancy-wendell"], follow="na-we"),
    q(c, "how much did he weigh", "follow_up", ["g-nancy-wendell"], follow="na-we"),
    q(c, "where did nancy go on holiday", "named", ["g-nancy-blackpool"], key="na-hol"),
    q(c, "who with", "follow_up", ["g-nancy-blackpool"], follow="na-hol"),
    q(c, "how long for", "follow_up", None, NEVER, follow="na-hol"),
    q(c, "why couldn't nancy do the saturday in may", "named", ["nancy-away", "g-nancy-blackpool"]),
    q(c, "did nancy make the ladies' team", "yes_no", ["nancy-team"]),
    q(c, "nancy's steps", "health", [weeks(c, S)], key="na-st"),
    q(c, "and her goal?", "follow_up", [G], follow="na-st"),
    q(c, "has she done it", "follow_up", [G, weeks(c, S)], follow="na-st"),
    q(c, "is nancy walking more than in february", "health", span(c, S, "2004-02-01", "2004-02-29") + [weeks(c, S)]),
    one_end(c, "is nancy shooting better than last summer", "yes_no", "no score of 2003 is given"),
    q(c, "what did i tell nancy when she stopped", "coach_reply", ["nancy-stiff-coach"]),
    q(c, "what did i say when nancy came back", "coach_reply", ["nancy-back-coach"]),
    q(c, "my first note on nancy", "note", [N1]),
    q(c, "what did i write about nancy in april", "note", [N2]),
    q(c, "nancy's check in in march", "checkin", [C1]),
    q(c, "nancy's stress in june", "checkin", [C2]),
    q(c, "nancey ringlan shoulder", "misspelling", SH),
    q(c, "nancys grandson", "misspelling", ["g-nancy-wendell"]),
    q(c, "the dinner lady's jab", "paraphrase", ["g-nancy-frozen", "g-nancy-jab"]),
    q(c, "the presteigne lady's holiday", "paraphrase", ["g-nancy-blackpool"]),
    q(c, "nancy in march", "topic_period", ["g-nancy-jab", "g-nancy-moving"]),
    q(c, "nancy in february", "topic_period", ["g-nancy-wendell", "nancy-stiff", "nancy-stiff-coach", "g-nancy-frozen"]),
    q(c, "what does nancy do", "profile_attribute", [P]),
    q(c, "who's ted", "profile_attribute", [P, "g-nancy-moving", "g-nancy-blackpool"]),
    q(c, "nancy's goal", "profile", [P]),
    q(c, "how's nancy doing", "how_doing", ["nancy-team", weeks(c, S)]),
    q(c, "is nancy still off", "recency", ["nancy-back", N2]),
    q(c, "nancy's hip", "possessive", None, NEVER),
    q(c, "how many cartridges did nancy use at the county", "numbers", None, NEVER),
    q(c, "nancy's 20 bore", "possessive", None, OTHER_CLIENT),
    q(c, "nancy's yellow lenses", "possessive", None, OTHER_CLIENT),
    q(c, "nancy's appendix", "possessive", None, OTHER_TRAINER),
    q(c, "did nancy break her collarbone", "yes_no", None, OTHER_TRAINER),
    q(c, "nancy's shoulder in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "nancy's holiday last summer", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Greta: Sadie (dev) — tells the squad chat more than the coach: the appendix
c = "sadie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
RACE = ["sadie-race", "g-greta-aldeburgh"]
QUESTIONS += [
    q(c, "sadie's tummy bug", "possessive", ["sadie-bug", "g-sadie-appendix", N2], key="sa-bug"),
    q(c, "was it really a bug", "follow_up", ["g-sadie-appendix"], follow="sa-bug"),
    q(c, "where did she have it done", "follow_up", ["g-sadie-appendix"], follow="sa-bug"),
    q(c, "who did the operation", "follow_up", None, NEVER, follow="sa-bug"),
    q(c, "when could she swim again", "follow_up", ["g-sadie-stitches", "sadie-back"], follow="sa-bug"),
    q(c, "when did sadie have her appendix out", "named", ["g-sadie-appendix"]),
    q(c, "what did sadie say on the 6th of march", "date_window", None, NEVER),
    q(c, "what did sadie say the day after the op", "date_window", ["g-sadie-appendix"]),
    q(c, "why did sadie have march off", "named", ["sadie-bug", "g-sadie-appendix", N2]),
    q(c, "when was sadie back in the pool", "named", ["sadie-back", N2]),
    q(c, "who did sadie not want told about the appendix", "named", ["g-sadie-appendix"]),
    q(c, "sadie's result at aldeburgh", "numbers", RACE, key="sa-ald"),
    q(c, "what did i say", "follow_up", ["sadie-race-coach"], follow="sa-ald"),
    q(c, "how many were in her age group", "follow_up", None, NEVER, follow="sa-ald"),
    q(c, "did sadie make her top ten", "yes_no", RACE + [P]),
    q(c, "sadie's 400 time in january", "numbers", ["sadie-jan", N1]),
    one_end(c, "is sadie swimming faster than in january", "yes_no", "only January's 400 m (8:50) is given"),
    q(c, "is sadie walking more than in january", "health", span(c, S, "2004-01-01", "2004-01-31") + [weeks(c, S)]),
    q(c, "sadie's steps", "health", [weeks(c, S)], key="sa-st"),
    q(c, "and in march?", "follow_up", span(c, S, "2004-03-01", "2004-03-31"), follow="sa-st"),
    q(c, "where did sadie go at half term", "named", ["g-sadie-ilfracombe"], key="sa-ht"),
    q(c, "who with", "follow_up", ["g-sadie-ilfracombe"], follow="sa-ht"),
    q(c, "when is she back", "follow_up", ["g-sadie-ilfracombe"], follow="sa-ht"),
    q(c, "what's dulcie's news", "named", ["g-sadie-dulcie"]),
    q(c, "where was sadie at the start of june", "date_window", ["g-sadie-ilfracombe"]),
    q(c, "what did i tell sadie when she was poorly", "coach_reply", ["sadie-bug-coach"]),
    q(c, "what did i ask sadie in march", "coach_reply", ["sadie-better-q"]),
    q(c, "my first note on sadie", "note", [N1]),
    q(c, "my april note on sadie", "note", [N2]),
    q(c, "sadie's check in in march", "checkin", [C1]),
    q(c, "sadie's stress in may", "checkin", [C2]),
    q(c, "sadey kerrige apendix", "misspelling", ["g-sadie-appendix", "g-sadie-stitches"]),
    q(c, "sadies aldborough result", "misspelling", RACE),
    q(c, "the thorpeness teacher's operation", "paraphrase", ["g-sadie-appendix"]),
    q(c, "the teacher's race", "paraphrase", RACE),
    q(c, "sadie in march", "topic_period",
      ["sadie-bug", "sadie-bug-coach", "g-sadie-appendix", "g-sadie-stitches", "sadie-better-q", "sadie-better", "sadie-back"]),
    q(c, "how was sadie in may", "topic_period", ["sadie-race", "sadie-race-coach", "g-greta-aldeburgh", "g-sadie-ilfracombe"]),
    q(c, "sadie on the may day bank holiday", "date_window", None, NEVER),
    q(c, "what does sadie do", "profile_attribute", [P]),
    q(c, "who's ned", "profile_attribute", [P, "g-sadie-ilfracombe"]),
    q(c, "sadie's goal", "profile", [P]),
    q(c, "how's sadie doing", "how_doing", ["sadie-race", "g-sadie-ilfracombe", weeks(c, S)]),
    q(c, "has sadie raced since aldeburgh", "recency", None, NEVER),
    q(c, "sadie's hamstring", "possessive", None, NEVER),
    q(c, "sadie's plantar fasciitis", "possessive", None, OTHER_CLIENT),
    q(c, "sadie's haemoglobin", "numbers", None, OTHER_CLIENT),
    q(c, "sadie's frozen shoulder", "possessive", None, OTHER_TRAINER),
    q(c, "did sadie qualify for the county show", "yes_no", None, OTHER_TRAINER),
    q(c, "sadie's appendix in 2002", "topic_period", None, OTHER_PERIOD),
    q(c, "sadie's races last summer", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Greta: Otto (test) — the left heel, from the first ache to the first run back
c = "otto"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-greta-otto-20040217"
HEEL = ["otto-onset", "otto-worse", "otto-gp", "otto-podiatrist", N2]
QUESTIONS += [
    q(c, "otto's heel", "possessive", HEEL + ["otto-back", N3], key="ot-heel"),
    q(c, "which heel", "follow_up", ["otto-onset", N2], follow="ot-heel"),
    q(c, "what caused it", "follow_up", ["otto-gp"], follow="ot-heel"),
    q(c, "what did the gp say", "follow_up", ["otto-gp"], follow="ot-heel"),
    q(c, "who made his insoles", "follow_up", ["otto-podiatrist", N3], follow="ot-heel"),
    q(c, "did he have an x-ray", "follow_up", None, NEVER, follow="ot-heel"),
    q(c, "when did otto's heel start", "named", ["otto-onset", N2]),
    q(c, "when did otto first mention his heel", "named", ["otto-onset"]),
    q(c, "when was otto back running", "named", ["otto-back", N3]),
    q(c, "when was otto back racing", "named", ["otto-race", "g-greta-aldeburgh", N3]),
    q(c, "how long was otto off running", "numbers", ["otto-gp", "otto-back", N3]),
    q(c, "what did i tell otto after the gp", "coach_reply", ["otto-gp-coach"]),
    q(c, "what did i say to otto about grass", "coach_reply", ["otto-back-coach"]),
    q(c, "what did i tell otto to roll under his foot", "transcript", [TR]),
    q(c, "who bought otto new trainers", "transcript", [TR]),
    q(c, "how does otto's heel feel in the morning", "transcript", [TR, "otto-onset"]),
    q(c, "otto's result at aldeburgh", "numbers", ["otto-race", "g-greta-aldeburgh", N3], key="ot-ald"),
    q(c, "what let him down", "follow_up", ["otto-race"], follow="ot-ald"),
    q(c, "what was his run split", "follow_up", None, NEVER, follow="ot-ald"),
    q(c, "is otto running as fast as in january", "yes_no", ["otto-jan", "otto-june", N1, N3]),
    one_end(c, "is otto swimming faster than in january", "yes_no", "only January's 400 m (7:55) is given"),
    q(c, "otto's resting hr", "health", [weeks(c, HR)], key="ot-hr"),
    q(c, "and in february?", "follow_up", span(c, HR, "2004-02-01", "2004-02-29"), follow="ot-hr"),
    q(c, "is otto's resting heart rate higher than in january", "health", span(c, HR, "2004-01-01", "2004-01-31") + [weeks(c, HR)]),
    q(c, "what did edie say about otto", "named", ["otto-edie"]),
    q(c, "my first note on otto", "note", [N1]),
    q(c, "what did i write about otto in february", "note", [N2]),
    q(c, "my june note on otto", "note", [N3]),
    q(c, "otto's check in in february", "checkin", [C1]),
    q(c, "otto's check in after his first run", "checkin", [C2]),
    q(c, "oto flatman planter fasciitis", "misspelling", HEEL),
    q(c, "ottos 5k in june", "misspelling", ["otto-june", N3]),
    q(c, "the boatbuilder's heel", "paraphrase", HEEL),
    q(c, "the walberswick lad's insoles", "paraphrase", ["otto-podiatrist", N3]),
    q(c, "otto in february", "topic_period", ["otto-onset", "otto-worse", "otto-gp", "otto-gp-coach"]),
    q(c, "otto in april", "topic_period", ["otto-back", "otto-back-coach"]),
    q(c, "what did otto say on the 2nd of february", "date_window", ["otto-onset"]),
    q(c, "otto on the d-day anniversary", "date_window", ["otto-june"]),
    q(c, "what does otto do", "profile_attribute", [P, N1]),
    q(c, "who's edie", "profile_attribute", [P, "otto-edie", TR]),
    q(c, "otto's goal", "profile", [P]),
    q(c, "how's otto doing", "how_doing", ["otto-june", "otto-race", N3, weeks(c, HR)]),
    q(c, "is otto still off running", "recency", ["otto-back", "otto-june", N3]),
    q(c, "otto's groin", "possessive", None, NEVER),
    q(c, "how much did otto's insoles cost", "numbers", None, NEVER),
    q(c, "otto's appendix", "possessive", None, OTHER_CLIENT),
    q(c, "otto's haemoglobin", "numbers", None, OTHER_CLIENT),
    q(c, "otto's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "otto's knee brace", "possessive", None, OTHER_TRAINER),
    q(c, "otto's heel in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "otto's races last summer", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Greta: Pip (test) — a comparison or a trend: her swim and run times, her vegetables
c = "pip"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
L1, L2 = lab(c, "20040122"), lab(c, "20040603")
SWIM = ["pip-jan", "pip-mar-swim", "pip-june-swim"]
QUESTIONS += [
    q(c, "is pip swimming faster than in january", "yes_no", ["pip-jan", "pip-june-swim", N1, N2]),
    q(c, "has pip's 400 come down since march", "yes_no", ["pip-mar-swim", "pip-june-swim"]),
    one_end(c, "is pip running faster than in january", "yes_no", "only January's 5 km (24:30) is given"),
    q(c, "is pip eating more veg than in january", "yes_no", ["pip-veg-jan", "pip-veg-apr", N2]),
    one_end(c, "is pip eating more veg than before christmas", "yes_no", "nothing is said of her eating before January"),
    q(c, "pip's haemoglobin", "numbers", [L1, L2], key="pi-hb"),
    q(c, "is it in range now", "follow_up", [L2], follow="pi-hb"),
    q(c, "what was it in january", "follow_up", [L1], follow="pi-hb"),
    q(c, "pip's resting hr", "health", [weeks(c, HR)], key="pi-hr"),
    q(c, "and back in february?", "follow_up", span(c, HR, "2004-02-01", "2004-02-29"), follow="pi-hr"),
    q(c, "is pip's resting heart rate lower than in january", "health", span(c, HR, "2004-01-01", "2004-01-31") + [weeks(c, HR)]),
    q(c, "pip's result at aldeburgh", "numbers", ["pip-race", "g-greta-aldeburgh", N2], key="pi-ald"),
    q(c, "how was her swim", "follow_up", ["pip-race"], follow="pi-ald"),
    q(c, "who was first lady", "follow_up", None, NEVER, follow="pi-ald"),
    q(c, "what was pip's 400 in march", "numbers", ["pip-mar-swim"], key="pi-mar"),
    q(c, "why did it come down", "follow_up", ["pip-mar-swim"], follow="pi-mar"),
    q(c, "who's been cooking pip's veg", "named", ["pip-veg-apr"]),
    q(c, "what did arlo call pip", "named", ["g-pip-rabbit"]),
    q(c, "did pip hit her swim goal", "yes_no", ["pip-june-swim", "pip-june-coach", P]),
    q(c, "pip's 5k time", "numbers", ["pip-jan", N1]),
    q(c, "what was pip's 5k at aldeburgh", "numbers", None, NEVER),
    q(c, "what did i tell pip after her 400 test", "coach_reply", ["pip-jan-coach"]),
    q(c, "what did i say about pip's veg", "coach_reply", ["pip-veg-coach"]),
    q(c, "what did i say when pip went under 7:30", "coach_reply", ["pip-june-coach"]),
    q(c, "my first note on pip", "note", [N1]),
    q(c, "what did i write about pip in june", "note", [N2]),
    q(c, "pip's check in in february", "checkin", [C1]),
    q(c, "pip's sleep in june", "checkin", [C2]),
    q(c, "pip dunwoodie 400 in june", "misspelling", ["pip-june-swim", N2]),
    q(c, "pips vej", "misspelling", ["pip-veg-jan", "pip-veg-apr", N2]),
    q(c, "the postie's swim times", "paraphrase", SWIM),
    q(c, "the leiston girl's vegetables", "paraphrase", ["pip-veg-jan", "pip-veg-apr", N2]),
    q(c, "pip in january", "topic_period", ["pip-jan", "pip-jan-coach", "pip-veg-jan", "pip-veg-coach"]),
    q(c, "pip in june", "topic_period", ["pip-june-swim", "pip-june-coach", "g-pip-rabbit"]),
    q(c, "what did pip say on the 21st of april", "date_window", ["pip-veg-apr"]),
    q(c, "pip on the 16th of march", "date_window", ["pip-mar-swim"]),
    q(c, "what does pip do", "profile_attribute", [P, N1]),
    q(c, "is pip vegetarian", "profile_attribute", [P]),
    q(c, "who's arlo", "profile_attribute", [P, "pip-veg-apr", "g-pip-rabbit"]),
    q(c, "pip's goal", "profile", [P]),
    q(c, "how's pip doing", "how_doing", ["pip-june-swim", "pip-veg-apr", N2, weeks(c, HR)]),
    q(c, "is pip still living on toast", "recency", ["pip-veg-apr", N2]),
    q(c, "pip's shin", "possessive", None, NEVER),
    q(c, "pip's appendix", "possessive", None, OTHER_CLIENT),
    q(c, "pip's heel", "possessive", None, OTHER_CLIENT),
    q(c, "pip's ear", "possessive", None, OTHER_TRAINER),
    q(c, "pip's vitamin d", "numbers", None, OTHER_TRAINER),
    q(c, "pip's collarbone", "possessive", None, OTHER_TRAINER),
    q(c, "pip's swim times in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "pip's veg last autumn", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Donal: Caoimhe (dev) — the ear: EarCalm, Otomize instead, Sofradex instead
c = "caoimhe"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-donal-caoimhe-20040212"
MED = ["caoimhe-earcalm", "caoimhe-otomize", "caoimhe-sofradex", N2]
CONTEST = ["caoimhe-contest", "g-caoimhe-contest"]
QUESTIONS += [
    q(c, "caoimhe's ear", "possessive", ["caoimhe-onset"] + MED + ["caoimhe-clear"], key="ca-ear"),
    q(c, "which ear", "follow_up", [P], follow="ca-ear"),
    q(c, "where did it start", "follow_up", ["caoimhe-onset"], follow="ca-ear"),
    q(c, "who took the swab", "follow_up", ["caoimhe-sofradex", TR], follow="ca-ear"),
    q(c, "what did the swab show", "follow_up", None, NEVER, follow="ca-ear"),
    q(c, "what did the chemist give caoimhe", "named", ["caoimhe-earcalm", N2], key="ca-chem"),
    q(c, "did it work", "follow_up", ["caoimhe-otomize"], follow="ca-chem"),
    q(c, "why did the gp change the otomize", "named", ["caoimhe-itch", "caoimhe-sofradex", TR]),
    q(c, "what was the last thing caoimhe got for the ear", "named", ["caoimhe-sofradex", N2]),
    q(c, "how often does caoimhe put the drops in", "numbers", ["caoimhe-sofradex"]),
    q(c, "when did caoimhe's ear start", "named", ["caoimhe-onset"]),
    q(c, "when was caoimhe back in the water", "named", ["caoimhe-back", N2]),
    q(c, "what did brendan say on the call", "transcript", [TR]),
    q(c, "can caoimhe do the gym", "transcript", [TR]),
    q(c, "how long does caoimhe lie on her side", "transcript", [TR]),
    q(c, "does caoimhe wear earplugs", "yes_no", ["caoimhe-otomize", "caoimhe-back", N2]),
    q(c, "caoimhe's result at the portrush contest", "numbers", CONTEST, key="ca-con"),
    q(c, "did the ear hold up", "follow_up", ["g-caoimhe-contest"], follow="ca-con"),
    q(c, "who won", "follow_up", None, NEVER, follow="ca-con"),
    q(c, "what's caoimhe doing for the summer", "named", ["caoimhe-job"], key="ca-job"),
    q(c, "where", "follow_up", ["caoimhe-job"], follow="ca-job"),
    q(c, "how many hours a week", "follow_up", None, NEVER, follow="ca-job"),
    q(c, "caoimhe's resting hr", "health", [weeks(c, HR)], key="ca-hr"),
    q(c, "and in january?", "follow_up", span(c, HR, "2004-01-01", "2004-01-31"), follow="ca-hr"),
    q(c, "is caoimhe's resting heart rate lower than in january", "health", span(c, HR, "2004-01-01", "2004-01-31") + [weeks(c, HR)]),
    q(c, "is caoimhe's ear better than in january", "yes_no", ["caoimhe-onset", "caoimhe-clear"]),
    one_end(c, "is caoimhe surfing more than last winter", "yes_no", "nothing is said of last winter, only of 2004"),
    q(c, "what did i tell caoimhe about going in", "coach_reply", ["caoimhe-earcalm-coach"]),
    q(c, "what did i say when caoimhe was back", "coach_reply", ["caoimhe-back-coach"]),
    q(c, "my first note on caoimhe", "note", [N1]),
    q(c, "what did i write about caoimhe in march", "note", [N2]),
    q(c, "caoimhe's check in in february", "checkin", [C1]),
    q(c, "caoimhe's april check in", "checkin", [C2]),
    q(c, "keeva ear drops", "misspelling", MED),
    q(c, "caoimhe mccandles sofradex", "misspelling", ["caoimhe-sofradex", N2]),
    q(c, "the surf shop girl's ear", "paraphrase", ["caoimhe-onset"] + MED),
    q(c, "caoimhe in february", "topic_period", ["caoimhe-itch", "caoimhe-sofradex", "caoimhe-clear", "caoimhe-back", "caoimhe-back-coach"]),
    q(c, "caoimhe in q2", "topic_period", ["caoimhe-contest", "g-caoimhe-contest", "caoimhe-job"]),
    q(c, "what did caoimhe say the week the ear started", "date_window", ["caoimhe-onset", "caoimhe-earcalm", "caoimhe-earcalm-coach"]),
    q(c, "caoimhe on the 27th of january", "date_window", ["caoimhe-otomize"]),
    q(c, "where does caoimhe work", "profile_attribute", [P]),
    q(c, "who's brendan", "profile_attribute", [P, TR]),
    q(c, "caoimhe's goal", "profile", [P]),
    q(c, "how's caoimhe doing", "how_doing", ["caoimhe-contest", "caoimhe-job", weeks(c, HR)]),
    q(c, "is caoimhe still on the drops", "recency", ["caoimhe-sofradex", "caoimhe-clear", N2]),
    q(c, "caoimhe's wrist", "possessive", None, NEVER),
    q(c, "caoimhe's cut foot", "possessive", None, OTHER_CLIENT),
    q(c, "caoimhe's knee", "possessive", None, OTHER_CLIENT),
    q(c, "caoimhe's hay fever", "possessive", None, OTHER_TRAINER),
    q(c, "is caoimhe on loratadine", "yes_no", None, OTHER_TRAINER),
    q(c, "caoimhe's ear in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "caoimhe's contests last autumn", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Donal: Conal (dev) — a word or two; mostly yes or no
c = "conal"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
WON = ["conal-won", "g-donal-junior", N2]
FOOT = ["conal-foot-q", "conal-foot", N2]
QUESTIONS += [
    q(c, "did conal get in the weekend before the 19th of january", "yes_no", ["conal-weekend-q", "conal-weekend"]),
    q(c, "conal's new board", "possessive", ["conal-board-q", "conal-board"], key="co-board"),
    q(c, "who got it for him", "follow_up", ["conal-board-q2", "conal-board2"], follow="co-board"),
    q(c, "what make is it", "follow_up", None, NEVER, follow="co-board"),
    q(c, "how did conal do at castlerock", "named", ["conal-castlerock-q", "conal-castlerock", "g-donal-castlerock", N2], key="co-cr"),
    q(c, "which division", "follow_up", ["conal-castlerock", "g-donal-castlerock"], follow="co-cr"),
    q(c, "who beat him", "follow_up", None, NEVER, follow="co-cr"),
    q(c, "has conal landed the el rollo", "yes_no", ["conal-rollo-q", "conal-rollo", N2]),
    q(c, "conal's foot", "possessive", FOOT, key="co-foot"),
    q(c, "what caused it", "follow_up", ["conal-foot"], follow="co-foot"),
    q(c, "is it better", "follow_up", ["conal-foot2-q", "conal-foot2"], follow="co-foot"),
    q(c, "did he need stitches", "follow_up", None, NEVER, follow="co-foot"),
    q(c, "when did conal cut his foot", "named", FOOT),
    q(c, "when was conal's foot ok again", "named", ["conal-foot2-q", "conal-foot2"]),
    q(c, "did conal go to the junior open", "yes_no", WON, key="co-open"),
    q(c, "what did he say when i asked", "follow_up", ["conal-open-q", "conal-open"], follow="co-open"),
    q(c, "conal's result at the junior open", "numbers", WON),
    q(c, "what did conal score in the final", "numbers", None, NEVER),
    q(c, "is conal doing better than at castlerock", "yes_no", ["conal-castlerock", "conal-won"]),
    one_end(c, "has conal improved since the winter", "yes_no", "nothing of his riding in the winter is said beyond 'ye'"),
    q(c, "who's ronan", "profile_attribute", [P, "conal-board2"]),
    q(c, "who drives conal", "profile_attribute", [N1]),
    q(c, "how old is conal", "profile_attribute", [P, "g-donal-junior"]),
    q(c, "what did i ask conal in april", "coach_reply", ["conal-rollo-q"]),
    q(c, "what did i ask conal about his foot", "coach_reply", ["conal-foot-q", "conal-foot2-q"]),
    q(c, "my first note on conal", "note", [N1]),
    q(c, "what did i write about conal in june", "note", [N2]),
    q(c, "conal's check in", "checkin", [C1]),
    q(c, "conal's stress in march", "checkin", [C1]),
    q(c, "connal getty el rolo", "misspelling", ["conal-rollo-q", "conal-rollo", N2]),
    q(c, "conals fut", "misspelling", FOOT),
    q(c, "the quiet lad's board", "paraphrase", ["conal-board-q", "conal-board"]),
    q(c, "the portrush schoolboy's win", "paraphrase", WON),
    q(c, "conal in may", "topic_period", ["conal-foot-q", "conal-foot", "conal-foot2-q", "conal-foot2"]),
    q(c, "conal in june", "topic_period", ["conal-open-q", "conal-open", "conal-won", "g-donal-junior"]),
    q(c, "what did conal say on the 26th of june", "date_window", ["conal-won"]),
    q(c, "conal on the spring bank holiday", "date_window", ["conal-foot2-q", "conal-foot2"]),
    q(c, "what happened to conal on saturday the 15th of may", "date_window", ["conal-foot-q", "conal-foot"]),
    q(c, "conal's goal", "profile", [P]),
    q(c, "has conal done his goal", "yes_no", WON + [P]),
    q(c, "how's conal doing", "how_doing", WON),
    q(c, "is conal still limping", "recency", ["conal-foot2-q", "conal-foot2"]),
    q(c, "conal's wrist", "possessive", None, NEVER),
    q(c, "conal's ear drops", "possessive", None, OTHER_CLIENT),
    q(c, "conal's knee brace", "possessive", None, OTHER_CLIENT),
    q(c, "conal's 20 bore", "possessive", None, OTHER_TRAINER),
    q(c, "did conal win the junior county", "yes_no", None, OTHER_TRAINER),
    q(c, "conal's hay fever", "possessive", None, OTHER_TRAINER),
    q(c, "conal's contests in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "conal in september", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Donal: Bridie (test) — texts in bursts: a session, a first el rollo, a knee, a contest, a board
c = "bridie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
JAN = tags("bridie-jan-", "a", "b", "c", "d")
ROLL = tags("bridie-rollo-", "a", "b", "c")
KNEE = tags("bridie-knee-", "a", "b", "c", "d")
PHYS = tags("bridie-physio-", "a", "b", "c")
BACK = tags("bridie-back-", "a", "b", "c")
OPEN = tags("bridie-open-", "a", "b", "c")
BOARD = tags("bridie-board-", "a", "b", "c")
QUESTIONS += [
    q(c, "how did bridie get on at white rocks in january", "named", JAN, key="br-jan"),
    q(c, "how long was she in", "follow_up", ["bridie-jan-a", "bridie-jan-c"], follow="br-jan"),
    q(c, "when did bridie land her first el rollo", "named", ROLL[:2], key="br-roll"),
    q(c, "who filmed it", "follow_up", ["bridie-rollo-a", "bridie-rollo-c"], follow="br-roll"),
    q(c, "where's the video", "follow_up", ["g-bridie-video-a", "g-bridie-video-b"], follow="br-roll"),
    q(c, "bridie's knee", "possessive", KNEE + PHYS + [N2], key="br-knee"),
    q(c, "which knee", "follow_up", ["bridie-knee-a", "bridie-knee-c"], follow="br-knee"),
    q(c, "how did she do it", "follow_up", ["bridie-knee-a", "bridie-knee-b"], follow="br-knee"),
    q(c, "what did the physio say", "follow_up", PHYS + [N2], follow="br-knee"),
    q(c, "what did i tell her", "follow_up", ["bridie-knee-coach"], follow="br-knee"),
    q(c, "who's her physio", "follow_up", None, NEVER, follow="br-knee"),
    q(c, "when did bridie hurt her knee", "named", ["bridie-knee-a", N2]),
    q(c, "when was bridie back in the water", "named", BACK + [N2]),
    q(c, "when was bridie's knee ok again", "named", ["bridie-back-a", "bridie-back-b", N2]),
    q(c, "did bridie wear a brace when she went back", "yes_no", ["bridie-back-a", "bridie-back-c"]),
    q(c, "how did bridie do at the portrush open", "named", OPEN + ["g-donal-open", N2], key="br-open"),
    q(c, "did she land the el rollo", "follow_up", ["bridie-open-d", N2], follow="br-open"),
    q(c, "how did ferdie do", "follow_up", ["bridie-open-e", "g-donal-open"], follow="br-open"),
    q(c, "who won the women's", "follow_up", None, NEVER, follow="br-open"),
    q(c, "bridie's board", "possessive", BOARD, key="br-board"),
    q(c, "where did it snap", "follow_up", ["bridie-board-a", "bridie-board-b", N2], follow="br-board"),
    q(c, "who's buying her a new one", "follow_up", ["bridie-board-c"], follow="br-board"),
    q(c, "what make was it", "follow_up", None, NEVER, follow="br-board"),
    q(c, "has bridie done her goal", "yes_no", ["bridie-open-d", "bridie-open-coach", P]),
    q(c, "bridie's steps", "health", [weeks(c, S)], key="br-st"),
    q(c, "and in march?", "follow_up", span(c, S, "2004-03-01", "2004-03-31"), follow="br-st"),
    q(c, "is bridie walking less than in january", "health", span(c, S, "2004-01-01", "2004-01-31") + [weeks(c, S)]),
    one_end(c, "is bridie catching more waves than in january", "yes_no", "only January's '3 good ones' is given"),
    q(c, "how many waves did bridie get at the open", "numbers", None, NEVER),
    q(c, "what did i tell bridie about her knee", "coach_reply", ["bridie-knee-coach"]),
    q(c, "what did i say when bridie came 4th", "coach_reply", ["bridie-open-coach"]),
    q(c, "my first note on bridie", "note", [N1]),
    q(c, "what did i write about bridie in june", "note", [N2]),
    q(c, "bridie's check in after the knee", "checkin", [C1]),
    q(c, "bridie's stress in june", "checkin", [C2]),
    q(c, "bridey mcilwain knee", "misspelling", KNEE + PHYS + [N2]),
    q(c, "bridies bord", "misspelling", BOARD),
    q(c, "the bushmills girl's knee", "paraphrase", KNEE + PHYS + [N2]),
    q(c, "the distillery girl's contest", "paraphrase", OPEN + ["bridie-open-d", "g-donal-open"]),
    q(c, "bridie in march", "topic_period", KNEE + ["bridie-knee-coach"] + PHYS),
    q(c, "bridie in may", "topic_period", OPEN + ["bridie-open-d", "bridie-open-e", "bridie-open-coach", "g-donal-open"]),
    q(c, "what did bridie say on st patrick's day", "date_window", PHYS),
    q(c, "what did bridie say on the 16th of june", "date_window", BOARD),
    q(c, "where does bridie work", "profile_attribute", [P]),
    q(c, "who's ferdie", "profile_attribute", [P, "bridie-rollo-c", "bridie-open-e", "bridie-board-c"]),
    q(c, "bridie's goal", "profile", [P]),
    q(c, "how's bridie doing", "how_doing", ["bridie-open-b", "bridie-open-d", "bridie-board-a", "bridie-board-c", N2, weeks(c, S)]),
    q(c, "has bridie got her new board yet", "recency", None, NEVER),
    q(c, "bridie's hip", "possessive", None, NEVER),
    q(c, "bridie's ear drops", "possessive", None, OTHER_CLIENT),
    q(c, "bridie's cut foot", "possessive", None, OTHER_CLIENT),
    q(c, "bridie's heel", "possessive", None, OTHER_TRAINER),
    q(c, "bridie's steroid jab", "possessive", None, OTHER_TRAINER),
    q(c, "bridie's knee in 2003", "topic_period", None, OTHER_PERIOD),
    q(c, "bridie's contests last summer", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- a client named by a trade, town or trait that fits none of the trainer's clients, or two
QUESTIONS += [
    nobody("hughie", "how's the electrician getting on", "paraphrase"),
    nobody("conal", "how's my portrush kid getting on", "paraphrase"),
    nobody("otto", "how's the nurse getting on", "paraphrase"),
    nobody("lettie", "how's the girl with the horse getting on", "paraphrase"),
]
# ---------------------------------------------------------------- more that no record answers for the client asked about
# (client, [never said ×3, only another client of the same trainer ×2, only another trainer's client ×3, outside the period ×2])
UNSAID = {
    "esme": ["esme's groin", "did esme break her wrist too", "what did esme's boss say about the collarbone",
             "esme's weight", "did esme qualify for the county show", "esme's vitamin d", "did esme have her appendix out",
             "esme's ear infection", "esme's collarbone in 2002", "esme in october"],
    "barney": ["barney's elbow", "did barney sell toffee", "what did barney's dad say about the qualifier",
               "barney's sling", "is barney on loratadine", "barney's yellow lenses", "barney's insoles",
               "did barney snap his board", "barney's back in 2003", "barney in november"],
    "lettie": ["lettie's migraine", "did lettie fall off clover", "lettie's eczema",
               "lettie's fall at morpeth", "lettie's box rest", "lettie's haemoglobin", "lettie's el rollo",
               "did lettie win the junior county", "lettie's hay fever last september", "lettie in december"],
    "hughie": ["hughie's hearing aid", "did hughie change his gun", "hughie's blood pressure",
               "hughie's steroid jab", "hughie's exams", "hughie's appendix", "hughie's ear drops",
               "hughie's plantar fasciitis", "hughie's sleep in 2002", "hughie in october"],
    "rollo": ["rollo's ankle", "did rollo get a new gun", "rollo's asthma",
              "rollo's steroid jab", "rollo's glasses", "rollo's collarbone", "rollo's appendix",
              "rollo's ear", "rollo's scores in 2002", "rollo in november"],
    "nancy": ["nancy's neck", "did nancy go to the doctor about her back", "nancy's migraines",
              "nancy's cartridges", "nancy's exams", "nancy's hay fever", "nancy's ear drops",
              "nancy's veg", "nancy in october", "nancy's scores in 2002"],
    "sadie": ["sadie's wrist", "did sadie have a scan", "sadie's asthma",
              "sadie's heel", "sadie's veg", "sadie's steroid jab", "sadie's hay fever",
              "sadie's cut foot", "sadie in october", "sadie's 400 in 2003"],
    "otto": ["otto's hamstring", "did otto have a scan", "otto's migraines",
             "did otto have an operation in march", "otto's veg", "otto's frozen shoulder", "otto's ear drops",
             "otto's hay fever", "otto in november", "otto's 5k in 2003"],
    "pip": ["pip's ankle", "did pip change her goggles", "pip's migraines",
            "pip's insoles", "pip's half term holiday", "pip's steroid jab", "pip's cut foot",
            "pip's hay fever", "pip in october", "pip's run times in 2003"],
    "caoimhe": ["caoimhe's neck", "did caoimhe have an operation on the ear", "caoimhe's migraines",
                "did caoimhe's board snap", "did caoimhe win the junior open", "caoimhe's collarbone",
                "caoimhe's plantar fasciitis", "caoimhe's steroid jab", "caoimhe in november", "caoimhe's ear last summer"],
    "conal": ["conal's elbow", "did conal go to hospital", "conal's migraines",
              "conal's ear", "did conal snap his board", "conal's collarbone", "conal's plantar fasciitis",
              "conal's glasses", "conal in 2003", "conal's contests last october"],
    "bridie": ["bridie's wrist", "did bridie go to hospital", "bridie's migraines",
               "bridie's ear", "did bridie win the junior open", "bridie's hay fever", "bridie's appendix",
               "bridie's yellow lenses", "bridie in october", "bridie's board in 2003"],
}
UNSAID_WHY = [NEVER] * 3 + [OTHER_CLIENT] * 2 + [OTHER_TRAINER] * 3 + [OTHER_PERIOD] * 2


def unsaid_kind(text: str) -> str:
    """The kind an unanswerable ask is filed under, read from its shape."""
    if re.search(r"\b(weight|steps|heart rate|blood pressure|haemoglobin|vitamin d)\b", text):
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
    x("thea", "esme", "who broke a collarbone", [profile("esme"), "esme-onset", notes("esme")[1]]),
    x("thea", "esme", "who's the vet nurse", [profile("esme"), notes("esme")[0]]),
    x("thea", "esme", "who came off at morpeth", ["esme-onset", notes("esme")[1]]),
    x("thea", "esme", "who came 2nd at corbridge", ["esme-show"]),
    x("thea", "esme", "whose boyfriend is magnus", [profile("esme"), "esme-onset"]),
    x("thea", "barney", "whose horse went lame", tags("barney-lame-", "a", "b", "c", "d") + [notes("barney")[1]]),
    x("thea", "barney", "who's the dairy farmer", [profile("barney"), notes("barney")[0]]),
    x("thea", "barney", "who qualified for the county show", tags("barney-qual-", "a", "b", "c", "d", "e") + ["g-thea-qualifier"]),
    x("thea", "barney", "who hurt their back lifting a calf", tags("barney-back-", "a", "b", "c") + [notes("barney")[2]]),
    x("thea", "barney", "who's trying to lose weight", [profile("barney"), "goal-thea-barney-weight"]),
    x("thea", "barney", "who texts me a word at a time", [profile("barney"), notes("barney")[0]]),
    x("thea", "lettie", "who has hay fever", [profile("lettie"), "lettie-onset"]),
    x("thea", "lettie", "who's on fexofenadine", [profile("lettie"), "lettie-fexo", notes("lettie")[1]]),
    x("thea", "lettie", "who's at sixth form", [profile("lettie")]),
    x("thea", "lettie", "who jumped clear at otterburn", ["lettie-clear"]),
    x("thea", "lettie", "who's got a pony called clover", [profile("lettie")]),
    x("thea", "esme", "who fell off at otterburn", None, NEVER),
    x("thea", "sadie", "who had their appendix out", None, OTHER_TRAINER),
    x("thea", "nancy", "who's had a steroid jab", None, OTHER_TRAINER),
    x("monty", "hughie", "who's the hop farmer", [profile("hughie")]),
    x("monty", "hughie", "who's got yellow lenses", ["hughie-glasses", notes("hughie")[2]]),
    x("monty", "hughie", "who changed cartridges", ["hughie-cartridges", notes("hughie")[1]]),
    x("monty", "hughie", "who shot 22 at the kington open", ["hughie-open", "g-monty-open", notes("hughie")[2]]),
    x("monty", "hughie", "who's been sleeping badly", ["hughie-jan-sleep", notes("hughie")[0], cis("hughie")[0]]),
    x("monty", "hughie", "whose vitamin d was low", [lab("hughie", "20040120")]),
    x("monty", "rollo", "who won the junior county", ["rollo-county", "g-monty-county", notes("rollo")[1]]),
    x("monty", "rollo", "who's the youngest", [profile("rollo")]),
    x("monty", "rollo", "who had exams in april", ["rollo-sat-q", "rollo-sat", cis("rollo")[0]]),
    x("monty", "nancy", "who had a steroid jab", ["g-nancy-frozen", "g-nancy-jab"]),
    x("monty", "nancy", "who's a new nan", ["g-nancy-wendell"]),
    x("monty", "nancy", "who went to blackpool", ["g-nancy-blackpool"]),
    x("monty", "nancy", "who's in the ladies' team", ["nancy-team"]),
    x("monty", "nancy", "who's the dinner lady", [profile("nancy")]),
    x("monty", "hughie", "who's had their hip done", None, NEVER),
    x("monty", "conal", "who cut their foot on the rocks", None, OTHER_TRAINER),
    x("greta", "sadie", "who had their appendix out", ["g-sadie-appendix"]),
    x("greta", "sadie", "who's the teacher", [profile("sadie")]),
    x("greta", "sadie", "whose daughter passed her driving test", ["g-sadie-dulcie"]),
    x("greta", "sadie", "who went to ilfracombe", ["g-sadie-ilfracombe"]),
    x("greta", "sadie", "who came 9th in their age group", ["sadie-race", "g-greta-aldeburgh"]),
    x("greta", "otto", "who has plantar fasciitis", [profile("otto"), "otto-gp", notes("otto")[1]]),
    x("greta", "otto", "who's the boatbuilder", [profile("otto"), notes("otto")[0]]),
    x("greta", "otto", "who got insoles", ["otto-podiatrist", notes("otto")[2]]),
    x("greta", "otto", "who came 6th at aldeburgh", ["otto-race", "g-greta-aldeburgh"]),
    x("greta", "pip", "who's vegetarian", [profile("pip")]),
    x("greta", "pip", "who was 4th lady at aldeburgh", ["pip-race", "g-greta-aldeburgh"]),
    x("greta", "pip", "whose haemoglobin was low", [lab("pip", "20040122")]),
    x("greta", "pip", "who swam under 7:30", ["pip-june-swim"]),
    x("greta", "pip", "who's the postwoman", [profile("pip"), notes("pip")[0]]),
    x("greta", "sadie", "who broke their wrist", None, NEVER),
    x("greta", "lettie", "who's on nasonex", None, OTHER_TRAINER),
    x("donal", "caoimhe", "who's had ear trouble", [profile("caoimhe"), "caoimhe-onset"]),
    x("donal", "caoimhe", "who works in the surf shop", [profile("caoimhe")]),
    x("donal", "caoimhe", "who's lifeguarding this summer", ["caoimhe-job"]),
    x("donal", "caoimhe", "who's on sofradex", ["caoimhe-sofradex", notes("caoimhe")[1]]),
    x("donal", "caoimhe", "who came 3rd at the portrush contest", ["caoimhe-contest", "g-caoimhe-contest"]),
    x("donal", "conal", "who won the junior open", ["conal-won", "g-donal-junior", notes("conal")[1]]),
    x("donal", "conal", "who cut their foot", ["conal-foot-q", "conal-foot", notes("conal")[1]]),
    x("donal", "conal", "who came 2nd at castlerock", ["conal-castlerock", "g-donal-castlerock"]),
    x("donal", "conal", "who's the youngest", [profile("conal")]),
    x("donal", "bridie", "who hurt their knee", tags("bridie-knee-", "a", "b", "c") + [notes("bridie")[1]]),
    x("donal", "bridie", "whose board snapped", tags("bridie-board-", "a", "b") + [notes("bridie")[1]]),
    x("donal", "bridie", "who works in bushmills", [profile("bridie")]),
    x("donal", "bridie", "whose boyfriend came 2nd in the drop knee", ["bridie-open-e", "g-donal-open"]),
    x("donal", "bridie", "who landed an el rollo in a contest", ["bridie-open-d", notes("bridie")[1]]),
    x("donal", "caoimhe", "who got stung by a jellyfish", None, NEVER),
    x("donal", "otto", "who's got plantar fasciitis", None, OTHER_TRAINER),
]

# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS: dict[str, tuple[str, list[str]]] = {
    "esme": ("thea", [
        "esme's collarbone", "when did esme break her collarbone", "esme haggerstone", "the vet nurse's fall",
        "when was esme back in the saddle", "esme's steps", "who drove esme to a&e", "esme in january",
        "is esme jumping as high as in january", "did esme jump at corbridge", "what did the fracture clinic say about esme",
        "esme's sling", "is esme signed off", "esme's goal"]),
    "barney": ("thea", [
        "barney's weight", "toffee lame", "barney preece", "did barney qualify for the county show",
        "the dairy farmer's back", "when did barney's back start", "barney's calving", "who's barney's vet",
        "barney in may", "is toffee jumping higher than in january", "barney's result at hexham",
        "when was toffee sound", "what caused barney's back", "barney's goal"]),
    "lettie": ("thea", [
        "lettie's hay fever", "what is lettie taking", "lettie powles", "did lettie jump clear at otterburn",
        "when did lettie's hay fever start", "why did lettie stop the loratadine", "lettie's nasonex",
        "the sixth former's pony", "lettie's resting heart rate", "lettie in may", "who's lettie's mum",
        "is clover jumping higher than in january", "lettie's exams", "lettie's goal"]),
    "hughie": ("monty", [
        "hughie's scores", "is hughie's score better than in january", "hughie gwatkin", "hughie's weight",
        "is hughie sleeping better", "hughie's vitamin d", "the hop farmer's glasses", "hughie's cartridges",
        "hughie at the kington open", "who's hughie's wife", "hughie in april", "did hughie hit 20",
        "what did hughie score in february", "hughie's goal"]),
    "rollo": ("monty", [
        "did rollo win the junior county", "rollo's score", "rollo bowkett", "rollo's shoulder",
        "rollo's junior shoot", "who brings rollo", "rollo in june", "is rollo shooting better than in march",
        "rollo's 20 bore", "rollo's exams", "the kington schoolboy", "has rollo done his goal",
        "rollo's mount drill", "rollo's goal"]),
    "nancy": ("monty", [
        "nancy's shoulder", "nancy's steroid jab", "nancy ringland", "when was nancy back shooting",
        "nancy's grandson", "nancy's steps", "the dinner lady's holiday", "did nancy make the ladies' team",
        "where did nancy have the jab", "nancy in march", "who's ted", "nancy's blackpool trip",
        "is nancy's shoulder better", "nancy's goal"]),
    "sadie": ("greta", [
        "sadie's appendix", "when did sadie have her appendix out", "sadie kerridge", "sadie's result at aldeburgh",
        "the thorpeness teacher", "sadie's steps", "when was sadie back in the pool", "sadie's tummy bug",
        "sadie in march", "where did sadie go at half term", "dulcie's driving test", "did sadie make the top ten",
        "sadie's 400 time", "sadie's goal"]),
    "otto": ("greta", [
        "otto's heel", "when did otto's heel start", "otto flatman", "when was otto back running",
        "otto's insoles", "otto's resting heart rate", "the boatbuilder's 5k", "what caused otto's heel",
        "otto in february", "otto's result at aldeburgh", "is otto running as fast as in january",
        "who's edie", "otto's plantar fasciitis", "otto's goal"]),
    "pip": ("greta", [
        "pip's 400 time", "is pip swimming faster than in january", "pip dunwoody", "pip's haemoglobin",
        "is pip eating more veg", "pip's resting heart rate", "the postie's swim", "pip's result at aldeburgh",
        "pip in june", "who's arlo", "is pip vegetarian", "did pip hit her swim goal", "pip's 5k", "pip's goal"]),
    "caoimhe": ("donal", [
        "caoimhe's ear", "what is caoimhe on for her ear", "caoimhe mccandless", "when did caoimhe's ear start",
        "why did caoimhe stop the otomize", "caoimhe's sofradex", "the surf shop girl", "caoimhe's resting heart rate",
        "caoimhe in february", "caoimhe's result at the portrush contest", "when was caoimhe back in the water",
        "who's brendan", "caoimhe's summer job", "caoimhe's goal"]),
    "conal": ("donal", [
        "did conal win the junior open", "conal's foot", "conal getty", "conal's new board",
        "how did conal do at castlerock", "has conal landed the el rollo", "the portrush schoolboy",
        "who's ronan", "conal in may", "when did conal cut his foot", "is conal doing better than at castlerock",
        "conal's result", "conal's board", "conal's goal"]),
    "bridie": ("donal", [
        "bridie's knee", "when did bridie hurt her knee", "bridie mcilwaine", "bridie's board",
        "how did bridie do at the portrush open", "bridie's steps", "the bushmills girl", "bridie's el rollo",
        "bridie in march", "who's ferdie", "when was bridie back in the water", "what did bridie's physio say",
        "bridie's brace", "bridie's goal"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|steps|heart rate|haemoglobin|vitamin d)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how far|result|score|scores|time|20|5k)\b", text):
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
    out = authoring.roster_rows(QUESTIONS, "blind48", DATASET, CLIENT_ID, build_blind48)
    for row in out:  # a comparison with one end only says which end is missing
        if (row["trainer"], row["question"]) in ONE_END:
            row["note"] = ONE_END[(row["trainer"], row["question"])]
    return out


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
