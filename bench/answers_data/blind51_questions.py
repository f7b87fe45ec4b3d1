#!/usr/bin/env python3
"""Write bench/answers_data/blind51_questions.jsonl: the questions over the fifty-first blind data set (build_blind51.py).

    functions/venv/bin/python -m bench.answers_data.blind51_questions

Written on 2026-12-06 by helper h-blind51 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the fiftieth blind set's section).
Asked on Thursday 5 January 1995 about July to December 1994, so the periods are months, quarters,
seasons and named days said every way ("in q3" / "in q4", "over the summer", "in the autumn", "before
christmas", "on bonfire night", "on remembrance sunday", "the day of the first lottery", "at hogmanay",
"last year" for the period itself, single dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Tormod, Mercy) mostly in chains of follow-ups and by when it started and when they
were back; the two whose medicine was changed twice (Jabez, Fingal) by which one when and why; the two
who tell the group chat more than the coach (Connie, Hepsie) by what they told the group; the two quiet
ones (Greig, Lachie) by yes and no, the coach's question half the evidence; the two whose records
correct themselves (Abner, Ezra) by the first value asked as if it stood; the two whose record is a run
(Sheena's days without a cigarette, Caleb's Saturdays out laying) by "how many in a row", "when did it
end", "has she slipped since"; and a trainer's two clients of one split named in one question. Three
kinds are new in this roster, asked of every trainer:

- **kit the coach lent** — who has it now, did it come back, where is it: "who's got my crutches",
  "did jabez ever give my pitch pipe back", "has abner still got my slasher" (he said he had given it
  back, then that he had not, then that he had), answered from the lending line and the lines after;
  never_for_client where nothing was lent ("did i lend connie anything");
- **the client's own words, word for word** — "what were sheena's exact words when she started
  smoking again", "word for word what did greig say about the final": the message itself is the answer;
- **two things on the same day or week** — "was tormod's fall the same day as the worlds", "did jabez
  get the paste the same week connie's mum fell" (no: a week apart), read from two dated records.

The split is by client: every question about a client of build_blind51.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records (a question naming two clients names two of
one split). Deterministic. Evidence is every record that holds the answer: a story tag
(blind51_tags.json), a note, transcript or check-in id, a client id for the profile, a goal id, a lab
panel, weekly summaries (`span`) or the last four weekly summaries (`weeks`). The question record is the
shared one (`blind_questions.B`); no other roster's question module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind51
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind51_questions.jsonl"
DATASET = "blind51"
HEADER = (
    "// bench.answers fifty-first blind question set (issue 14), written 2026-12-06 by h-blind51 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind51_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

MA, EV, LE, RH = "coach-marsali", "coach-evangeline", "coach-lemuel", "coach-rhoda"
TRAINER_ID = {"marsali": MA, "evangeline": EV, "lemuel": LE, "rhoda": RH}
ROSTER = authoring.BuiltRoster.of(build_blind51)
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
    assert (about in build_blind51.DEV_CLIENTS) == (other in build_blind51.DEV_CLIENTS)
    return x(TRAINER_SHORT[about], about, text, evidence, why)


def nobody(about: str, text: str, kind: str) -> B:
    """A client named by trade, town or trait that fits none of the trainer's clients, or two of them:
    no record answers it for one client (`about`, a client of that trainer, decides the split)."""
    return B(TRAINER_OF[about], text, kind, None, None, NEVER, about=about)


def tags(prefix: str, *suffixes: str) -> list[str]:
    """Story tags of one thread: tags("sheena-day", "1", "31") -> ["sheena-day1", "sheena-day31"]."""
    return [prefix + s for s in suffixes]


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Marsali: Tormod (dev) — off the band bus, a broken ankle
c = "tormod"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-marsali-tormod-weight"
TR = "tr-marsali-tormod-19940816"
ANK = ["tormod-onset", "g-marsali-tormod", N2]
CRUTCH = ["tormod-crutches", "tormod-crutches-back", N2, N3]
QUESTIONS += [
    q(c, "tormod's ankle", "possessive", ANK, key="to-ank"),
    q(c, "how did he do it", "follow_up", ["tormod-onset", "g-marsali-tormod"], follow="to-ank"),
    q(c, "which ankle", "follow_up", ["tormod-onset", N2], follow="to-ank"),
    q(c, "who took him to the hospital", "follow_up", ["g-marsali-tormod"], follow="to-ank"),
    q(c, "what did i tell him to do", "follow_up", ["tormod-onset-coach"], follow="to-ank"),
    q(c, "which doctor set it", "follow_up", None, NEVER, follow="to-ank"),
    q(c, "when did tormod break his ankle", "named", ANK),
    q(c, "what happened to tormod on the 13th of august", "date_window", ["g-marsali-tormod", "tormod-onset", N2]),
    q(c, "was tormod's fall the same day as the worlds", "yes_no", ["tormod-onset", "g-marsali-tormod"]),
    q(c, "how long was tormod in plaster", "numbers", ["tormod-onset", "tormod-plaster", TR]),
    q(c, "when did tormod get the plaster off", "named", ["tormod-plaster"], key="to-pl"),
    q(c, "and what did they put on instead", "follow_up", ["tormod-plaster"], follow="to-pl"),
    q(c, "where's he doing his physio", "follow_up", ["tormod-plaster"], follow="to-pl"),
    q(c, "what exercises has the physio got tormod doing", "named", ["tormod-physio"]),
    q(c, "how many sets of heel raises", "numbers", ["tormod-physio"]),
    q(c, "what did the fracture clinic say", "named", ["tormod-clinic"]),
    q(c, "was tormod drumming in september", "yes_no", ["tormod-onset", "tormod-plaster", "tormod-back", N3]),
    q(c, "when was tormod back at practice", "named", ["tormod-back", N3], key="to-back"),
    q(c, "did he stand or sit", "follow_up", ["tormod-back"], follow="to-back"),
    q(c, "what did i say to him that night", "follow_up", ["tormod-back-coach"], follow="to-back"),
    q(c, "did tormod march on remembrance sunday", "yes_no", ["tormod-parade", "g-marsali-parade", N3], key="to-par"),
    q(c, "how was the ankle after", "follow_up", ["tormod-parade"], follow="to-par"),
    q(c, "how long did the parade take", "follow_up", None, NEVER, follow="to-par"),
    q(c, "how many weeks was tormod off the drum", "numbers", ["tormod-onset", "tormod-back", N3]),
    q(c, "who's got my crutches", "named", ["tormod-crutches", "tormod-crutches-back"], key="to-cr"),
    q(c, "where did he leave them", "follow_up", ["tormod-crutches-back"], follow="to-cr"),
    q(c, "did tormod give my dad's crutches back", "yes_no", CRUTCH),
    q(c, "what have i lent tormod", "named", ["tormod-crutches", N2]),
    q(c, "why did he need my crutches and not the hospital ones", "paraphrase", ["tormod-crutches-ta"]),
    q(c, "what were tormod's exact words about the ankle", "named", ["tormod-onset"]),
    q(c, "word for word what did tormod say when he came back to practice", "paraphrase", ["tormod-back"]),
    q(c, "did tormod play at kelso", "yes_no", ["tormod-kelso"], key="to-kel"),
    q(c, "where did they come", "follow_up", ["tormod-kelso"], follow="to-kel"),
    q(c, "what did he win", "follow_up", None, NEVER, follow="to-kel"),
    q(c, "what did tormod say about the new drum head", "named", ["tormod-head", "tormod-head-coach", N1]),
    q(c, "what did i tell him about the slow air", "coach_reply", ["tormod-head-coach"]),
    q(c, "did tormod go on the bus to the worlds", "yes_no", ["tormod-bus", "tormod-onset", "g-marsali-tormod"]),
    q(c, "how did tormod's christmas concert go", "named", ["tormod-concert"]),
    q(c, "where was tormod at hogmanay", "date_window", ["tormod-hogmanay"]),
    q(c, "tormod renwik", "misspelling", ANK + [P]),
    q(c, "tormods leg", "misspelling", ANK),
    q(c, "the hawick joiner's ankle", "paraphrase", ANK + [P]),
    q(c, "could tormod drive after the break", "transcript", [TR]),
    q(c, "what did sidony say about the big drum on the call", "transcript", [TR]),
    q(c, "what did i write about tormod after he broke it", "note", [N2]),
    q(c, "my first note on tormod", "note", [N1]),
    q(c, "how did tormod rate his stress in his check-ins", "checkin", [C1, C2]),
    q(c, "what's tormod's job", "profile_attribute", [P]),
    q(c, "who's tormod married to", "profile_attribute", [P, TR]),
    q(c, "what's tormod's goal", "profile", [P]),
    q(c, "how's tormod doing", "how_doing", ["tormod-parade", "tormod-concert", weeks(c, W)]),
    q(c, "is tormod still in the boot", "recency", ["tormod-boot", "tormod-parade"]),
    q(c, "tormod's weight", "health", [weeks(c, W)]),
    q(c, "what was tormod's weight in september", "health", span(c, W, "1994-09-01", "1994-09-30")),
    q(c, "is tormod down to 90 kg yet", "health", [G, weeks(c, W)]),
    q(c, "how was tormod's ankle in october", "topic_period", ["tormod-physio", "tormod-boot", "tormod-crutches-back"]),
    q(c, "tormod's ankle in the summer", "topic_period", ["tormod-onset", "g-marsali-tormod", "tormod-clinic"]),
    q(c, "did tormod have his ankle pinned", "yes_no", None, NEVER),
    q(c, "what did tormod's physio cost", "numbers", None, NEVER),
    q(c, "has tormod been to every practice since he came back", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Marsali: Sheena (dev) — days without a cigarette
c = "sheena"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
L1, L2 = lab(c, "19940708"), lab(c, "19941209")
RUN1 = ["sheena-day1", "sheena-day15", "sheena-day31", "sheena-day45", "sheena-broke", N2]
RUN2 = ["sheena-restart", "sheena-day30", "sheena-day43", "sheena-day80", "sheena-day100", "sheena-xmas", "g-sheena-hogmanay", N3]
QUESTIONS += [
    q(c, "when did sheena stop smoking", "named", ["sheena-day1", N1], key="sh-stop"),
    q(c, "who bet her she wouldn't last", "follow_up", ["sheena-day1"], follow="sh-stop"),
    q(c, "how much", "follow_up", ["sheena-day1", "sheena-day100"], follow="sh-stop"),
    q(c, "what did i say to her", "follow_up", ["sheena-day1-coach"], follow="sh-stop"),
    q(c, "how many days did sheena go without a cigarette before the wedding", "numbers", ["sheena-broke", "sheena-broke-coach", N2], key="sh-57"),
    q(c, "whose wedding was it", "follow_up", ["sheena-broke"], follow="sh-57"),
    q(c, "how many did she have", "follow_up", ["sheena-broke"], follow="sh-57"),
    q(c, "what was the bride's name", "follow_up", None, NEVER, follow="sh-57"),
    q(c, "when did sheena's first run end", "named", ["sheena-broke", N2]),
    q(c, "what broke sheena's run", "paraphrase", ["sheena-broke", N2]),
    q(c, "what were sheena's exact words when she started smoking again", "named", ["sheena-broke"]),
    q(c, "when did sheena start counting again", "named", ["sheena-restart", N2]),
    q(c, "what happened with sheena on the 27th of august", "date_window", ["sheena-broke", N2]),
    q(c, "how many days had sheena done by christmas", "numbers", ["sheena-xmas"]),
    q(c, "how many days is sheena on now", "recency", ["g-sheena-hogmanay", "sheena-xmas"]),
    q(c, "has sheena smoked since the wedding", "yes_no", RUN2),
    q(c, "how many days in a row did sheena manage the first time", "numbers", RUN1),
    q(c, "is sheena's run longer now than before the wedding", "yes_no", ["sheena-broke", "sheena-day80", "g-sheena-hogmanay"]),
    q(c, "did sheena smoke at all in july", "yes_no", ["sheena-day1", "sheena-day15", "sheena-day31"]),
    q(c, "did sheena make it to 100 days", "yes_no", ["sheena-day100", N3], key="sh-100"),
    q(c, "did blair pay up", "follow_up", ["sheena-day100"], follow="sh-100"),
    q(c, "what did i tell her to buy", "follow_up", ["sheena-day100-coach"], follow="sh-100"),
    q(c, "what day was sheena on at the worlds", "numbers", ["sheena-day45"]),
    q(c, "how did sheena's piping go at the worlds", "named", ["sheena-day45", "g-sheena-tormod"]),
    q(c, "what patches is sheena on", "named", ["sheena-patch", "sheena-patch10", "sheena-day80"], key="sh-pat"),
    q(c, "where did she get them", "follow_up", ["sheena-patch"], follow="sh-pat"),
    q(c, "when did she come off them", "follow_up", ["sheena-day80", N3], follow="sh-pat"),
    q(c, "when did sheena go down to the 10mg", "named", ["sheena-patch10"]),
    q(c, "did sheena try the gum", "yes_no", None, NEVER),
    q(c, "how's sheena's chest", "paraphrase", ["sheena-chest", "sheena-day45"]),
    q(c, "where did sheena walk to without stopping", "named", ["sheena-chest"]),
    q(c, "was sheena tempted at the pub", "yes_no", ["sheena-day43"]),
    q(c, "sheena's carbon monoxide reading", "health", [L1, L2]),
    q(c, "has sheena's co come down since july", "health", [L1, L2]),
    q(c, "sheena's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "what was sheena's resting hr in july", "health", span(c, HR, "1994-07-01", "1994-07-31")),
    q(c, "sheena haldain", "misspelling", RUN2[:3] + [P]),
    q(c, "sheenas smoking", "misspelling", ["sheena-day1", "sheena-broke", "sheena-restart", N2]),
    q(c, "the kelso hairdresser's fags", "paraphrase", ["sheena-day1", "sheena-broke", "sheena-restart", P]),
    q(c, "what did i write when sheena started smoking again", "note", [N2]),
    q(c, "what did i write about her breathing", "note", [N1, N3]),
    q(c, "what did sheena put in her check-ins", "checkin", [C1, C2]),
    q(c, "what does sheena do for a living", "profile_attribute", [P]),
    q(c, "who's sheena's partner", "profile_attribute", [P, "sheena-day1"]),
    q(c, "sheena's goal", "profile", [P]),
    q(c, "how's sheena getting on", "how_doing", ["sheena-xmas", "g-sheena-hogmanay", weeks(c, HR)]),
    q(c, "what did sheena say at hogmanay", "date_window", ["g-sheena-hogmanay"]),
    q(c, "sheena in october", "topic_period", ["sheena-day43", "sheena-patch10"]),
    q(c, "did sheena smoke every day in november", "yes_no", ["sheena-day80", N3]),
    q(c, "how many cigarettes was sheena smoking before she stopped", "numbers", None, NEVER),
    q(c, "what did sheena's gp say about the patches", "named", None, NEVER),
    q(c, "did sheena put weight on when she stopped", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Marsali: Lachie (test) — aye, naw
c = "lachie"
N1, N2 = notes(c); C1, = cis(c)
P = profile(c)
CH = ["lachie-chanter-q", "lachie-chanter", "lachie-chanter2-q", "lachie-chanter2", N1, N2]
QUESTIONS += [
    q(c, "has lachie still got my practice chanter", "yes_no", ["lachie-chanter2-q", "lachie-chanter2", N2], key="la-ch"),
    q(c, "why does he need it", "follow_up", ["lachie-chanter2"], follow="la-ch"),
    q(c, "who did i leave it with", "follow_up", ["lachie-chanter-q"], follow="la-ch"),
    q(c, "did lachie get the chanter i left", "yes_no", ["lachie-chanter-q", "lachie-chanter"]),
    q(c, "what have i lent lachie", "named", CH[:2] + [N1]),
    q(c, "is lachie on the full pipes", "yes_no", ["lachie-pipes-q", "lachie-pipes", N2], key="la-pi"),
    q(c, "whose set is it", "follow_up", ["lachie-pipes", N2], follow="la-pi"),
    q(c, "how much did the school charge him", "follow_up", None, NEVER, follow="la-pi"),
    q(c, "did lachie learn scotland the brave", "yes_no", ["lachie-stb-q", "lachie-stb"]),
    q(c, "did lachie come to the worlds", "yes_no", ["lachie-worlds-q", "lachie-worlds"], key="la-wo"),
    q(c, "why not", "follow_up", ["lachie-worlds"], follow="la-wo"),
    q(c, "how did lachie do in the solo at hawick", "named", ["lachie-solo-q", "lachie-solo"], key="la-so"),
    q(c, "what tune did he play", "follow_up", None, NEVER, follow="la-so"),
    q(c, "what did lachie play on the 3rd of september", "date_window", ["lachie-solo-q", "lachie-solo"]),
    q(c, "why did lachie miss practice in october", "named", ["lachie-missed-q", "lachie-missed"]),
    q(c, "where was lachie over the tattie holidays", "paraphrase", ["lachie-missed"]),
    q(c, "did lachie march on remembrance sunday", "yes_no", ["lachie-parade-q", "lachie-parade", "g-marsali-lachie", N2]),
    q(c, "was it his first parade", "yes_no", ["g-marsali-lachie", N2]),
    q(c, "did lachie play at the christmas concert", "yes_no", ["lachie-concert-q", "lachie-concert", "g-marsali-concert"], key="la-co"),
    q(c, "what was wrong", "follow_up", ["lachie-concert"], follow="la-co"),
    q(c, "what did lachie say word for word about the concert", "paraphrase", ["lachie-concert"]),
    q(c, "what were lachie's exact words about the worlds", "named", ["lachie-worlds"]),
    q(c, "lachie brydon", "misspelling", [P] + CH[:2]),
    q(c, "lachys pipes", "misspelling", ["lachie-pipes-q", "lachie-pipes"]),
    q(c, "the selkirk lad's chanter", "paraphrase", CH[:4] + [P]),
    q(c, "what did i write about lachie", "note", [N1, N2]),
    q(c, "lachie's check-in", "checkin", [C1]),
    q(c, "who drives lachie", "profile_attribute", [P, N1]),
    q(c, "where does lachie go to school", "profile_attribute", [P]),
    q(c, "lachie's goal", "profile", [P]),
    q(c, "how's lachie doing", "how_doing", ["lachie-pipes", "lachie-parade", "lachie-concert"]),
    q(c, "is lachie still off with flu", "recency", ["lachie-concert"]),
    q(c, "did lachie go to practice every tuesday in october", "yes_no", ["lachie-missed-q", "lachie-missed"]),
    q(c, "lachie in july", "topic_period", ["lachie-chanter", "lachie-stb"]),
    q(c, "what did i ask lachie about the worlds", "coach_reply", ["lachie-worlds-q"]),
    q(c, "did lachie pass his piping grade", "yes_no", None, NEVER),
    q(c, "how many tunes does lachie know", "numbers", None, NEVER),
    q(c, "lachie's weight", "health", None, NEVER),
    q(c, "did lachie reply when i asked about the chanter in december", "yes_no", ["lachie-chanter2-q", "lachie-chanter2"], key="la-dec"),
    q(c, "what did he say exactly", "follow_up", ["lachie-chanter2"], follow="la-dec"),
    q(c, "what did i ask lachie on the 25th of october", "date_window", ["lachie-missed-q"]),
    q(c, "was lachie's solo the same week he went on the pipes", "yes_no", ["lachie-solo-q", "lachie-pipes"]),
    q(c, "what did lachie say after remembrance sunday", "named", ["g-lachie-parade"]),
    q(c, "has lachie had my chanter since july", "yes_no", ["lachie-chanter", "lachie-chanter2", N2]),
    q(c, "lachie over the summer", "topic_period", ["lachie-chanter", "lachie-stb", "lachie-worlds"]),
    q(c, "who's lachie's dad", "profile_attribute", None, NEVER),
]

# ---------------------------------------------------------------- Evangeline: Jabez (dev) — mouth ulcers: a gel, a mouthwash, a paste
c = "jabez"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-evangeline-jabez-19940919"
L1, L2 = lab(c, "19941021"), lab(c, "19941214")
MED = ["jabez-bonjela", "jabez-corsodyl", "jabez-adcortyl", N2]
PIPE = ["jabez-pipe", "jabez-pipe-lost", "jabez-pipe-found", "jabez-pipe-back"]
QUESTIONS += [
    q(c, "jabez's mouth ulcers", "possessive", ["jabez-bonjela", "jabez-more", N1, N2], key="ja-ul"),
    q(c, "what's he put on them", "follow_up", MED, follow="ja-ul"),
    q(c, "what did he try first", "follow_up", ["jabez-bonjela", N1], follow="ja-ul"),
    q(c, "why did he stop the mouthwash", "follow_up", ["jabez-adcortyl", "jabez-brown", TR], follow="ja-ul"),
    q(c, "who put him on the paste", "follow_up", ["jabez-adcortyl", TR], follow="ja-ul"),
    q(c, "what's the dentist called", "follow_up", None, NEVER, follow="ja-ul"),
    q(c, "what is jabez using for his ulcers now", "recency", ["jabez-stopped", "jabez-adcortyl", N3]),
    q(c, "when did jabez switch to the corsodyl", "named", ["jabez-corsodyl"], key="ja-co"),
    q(c, "who told him to", "follow_up", ["jabez-corsodyl"], follow="ja-co"),
    q(c, "how often", "follow_up", ["jabez-corsodyl"], follow="ja-co"),
    q(c, "what did the corsodyl do to jabez's teeth", "paraphrase", ["jabez-brown"]),
    q(c, "when did jabez get the adcortyl", "named", ["jabez-adcortyl", TR, N2]),
    q(c, "what happened with jabez on the 19th of september", "date_window", ["jabez-adcortyl", TR]),
    q(c, "how many medicines has jabez had for his mouth", "numbers", MED),
    q(c, "when did jabez stop the adcortyl", "named", ["jabez-stopped", N3]),
    q(c, "has jabez had an ulcer since october", "yes_no", ["jabez-stopped", "jabez-show", N3]),
    q(c, "did jabez's iron test come back ok", "yes_no", ["jabez-blood", "jabez-iron"], key="ja-fe"),
    q(c, "who asked for it", "follow_up", ["jabez-iron"], follow="ja-fe"),
    q(c, "jabez's ferritin", "health", [L1, L2]),
    q(c, "jabez's weight", "health", [weeks(c, W)]),
    q(c, "what did jabez weigh in august", "health", span(c, W, "1994-08-01", "1994-08-31")),
    q(c, "did jabez lose my pitch pipe", "yes_no", ["jabez-pipe-lost", "jabez-pipe-found"], key="ja-pp"),
    q(c, "where did he find it", "follow_up", ["jabez-pipe-found"], follow="ja-pp"),
    q(c, "has he given it back", "follow_up", ["jabez-pipe-back"], follow="ja-pp"),
    q(c, "has jabez still got my spare pitch pipe", "yes_no", PIPE),
    q(c, "what did i lend jabez and why", "named", ["jabez-pipe"]),
    q(c, "what's jabez's quartet called", "named", ["jabez-quartet", N3], key="ja-qu"),
    q(c, "what part does he sing in it", "follow_up", ["jabez-show", N3, P], follow="ja-qu"),
    q(c, "who sings bass in it", "follow_up", None, NEVER, follow="ja-qu"),
    q(c, "how did jabez's quartet do at the christmas show", "named", ["jabez-show", "jabez-show-coach", "g-evangeline-show"]),
    q(c, "what did i say to jabez after the show", "coach_reply", ["jabez-show-coach"]),
    q(c, "what did i tell jabez the night he got the ulcer", "coach_reply", ["jabez-bonjela-coach"]),
    q(c, "what were jabez's exact words when he lost the pitch pipe", "named", ["jabez-pipe-lost"]),
    q(c, "did jabez get the paste the same week he found my pitch pipe", "yes_no", ["jabez-adcortyl", "jabez-pipe-found"]),
    q(c, "what did damaris say set the ulcers off", "transcript", [TR]),
    q(c, "how often does jabez put the paste on", "transcript", [TR]),
    q(c, "jabez mofatt", "misspelling", MED + [P]),
    q(c, "jabezs ulsers", "misspelling", ["jabez-bonjela", "jabez-more", N2]),
    q(c, "the hornsea signalman's mouth", "paraphrase", MED + [P]),
    q(c, "what did i write about jabez's mouth in september", "note", [N2]),
    q(c, "my last note on jabez", "note", [N3]),
    q(c, "how did jabez sleep in his check-ins", "checkin", [C1, C2]),
    q(c, "what did jabez do before he retired", "profile_attribute", [P]),
    q(c, "what part does jabez sing", "profile_attribute", [P, N1]),
    q(c, "jabez's goal", "profile", [P]),
    q(c, "how's jabez doing", "how_doing", ["jabez-stopped", "jabez-show", weeks(c, W)]),
    q(c, "jabez's mouth in the summer", "topic_period", ["jabez-bonjela", "jabez-more", "jabez-corsodyl", "jabez-brown"]),
    q(c, "how was jabez in november", "topic_period", ["jabez-pipe-back", "jabez-stopped"]),
    q(c, "did jabez take tablets for the ulcers", "yes_no", None, NEVER),
    q(c, "how much did jabez's dentist charge", "numbers", None, NEVER),
    q(c, "has jabez sung at every rehearsal since september", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Evangeline: Connie (dev) — her mum, in the chorus chat
c = "connie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
MUM = ["g-connie-mum", "g-connie-home", "g-connie-settled"]
QUESTIONS += [
    q(c, "why did connie stop coming in september", "named", ["connie-family", "g-connie-mum", N2], key="co-fam"),
    q(c, "what did she tell me", "follow_up", ["connie-family"], follow="co-fam"),
    q(c, "what did i say back", "follow_up", ["connie-family-coach"], follow="co-fam"),
    q(c, "when did she come back", "follow_up", ["connie-back", N2], follow="co-fam"),
    q(c, "how many weeks was connie away", "numbers", ["connie-family", "connie-back", N2]),
    q(c, "what's wrong with connie's mum", "named", ["g-connie-mum"], key="co-mum"),
    q(c, "where is she now", "follow_up", ["g-connie-home", "g-connie-settled"], follow="co-mum"),
    q(c, "who moved her", "follow_up", ["g-connie-home"], follow="co-mum"),
    q(c, "which doctor diagnosed her", "follow_up", None, NEVER, follow="co-mum"),
    q(c, "has connie's mum settled in", "yes_no", ["g-connie-settled", "g-connie-christmas"]),
    q(c, "did connie's mum have a fall", "yes_no", ["g-connie-mum"]),
    q(c, "what did connie ask me not to be told", "paraphrase", ["g-connie-mum"]),
    q(c, "what care home is connie's mum in", "named", ["g-connie-home", "g-connie-settled"]),
    q(c, "when did connie's mum move into the home", "named", ["g-connie-home"]),
    q(c, "what were connie's exact words when she said she wasn't coming", "named", ["connie-family"]),
    q(c, "how did connie do at the prelims", "named", ["g-connie-prelims", "g-evangeline-prelims"], key="co-pre"),
    q(c, "where were they", "follow_up", ["g-evangeline-prelims"], follow="co-pre"),
    q(c, "did connie sing at the prelims", "yes_no", ["g-connie-prelims"]),
    q(c, "what did connie do on bonfire night", "date_window", ["g-connie-bonfire"]),
    q(c, "where did connie have christmas dinner", "date_window", ["g-connie-christmas"]),
    q(c, "is gregor retiring", "yes_no", ["g-connie-gregor"], key="co-gr"),
    q(c, "when", "follow_up", ["g-connie-gregor"], follow="co-gr"),
    q(c, "what will he do then", "follow_up", ["g-connie-gregor"], follow="co-gr"),
    q(c, "did connie sing at the christmas show", "yes_no", ["connie-show-q", "connie-show-coach", "connie-show"]),
    q(c, "where did i put connie for the show", "coach_reply", ["connie-show-coach"]),
    q(c, "why did connie miss the 18th of july", "date_window", ["connie-miss1", N1]),
    q(c, "has connie learned the tenor part", "yes_no", ["connie-tenor"]),
    q(c, "did connie tell the chorus about her mum before she told me she wasn't coming", "yes_no", ["g-connie-mum", "connie-family"]),
    q(c, "constance cranstone", "misspelling", ["connie-family", "g-connie-mum", P]),
    q(c, "connies mum", "misspelling", MUM),
    q(c, "the pocklington secretary's mum", "paraphrase", MUM + [P]),
    q(c, "what did i write when connie came back", "note", [N2]),
    q(c, "my first note on connie", "note", [N1]),
    q(c, "connie's stress in her check-ins", "checkin", [C1, C2]),
    q(c, "what's connie's job", "profile_attribute", [P]),
    q(c, "does connie eat meat", "profile_attribute", [P]),
    q(c, "what's connie's husband called", "profile_attribute", [P, "g-connie-home"]),
    q(c, "connie's goal", "profile", [P]),
    q(c, "how's connie doing", "how_doing", ["connie-show", "g-connie-christmas", weeks(c, S)]),
    q(c, "connie's steps", "health", [weeks(c, S)]),
    q(c, "how many steps was connie doing in september", "health", span(c, S, "1994-09-01", "1994-09-30")),
    q(c, "connie in the autumn", "topic_period", ["connie-family", "g-connie-home", "connie-back", "g-connie-prelims"]),
    q(c, "is connie's mum still at beech lodge", "recency", ["g-connie-christmas", "g-connie-gregor"]),
    q(c, "did i lend connie anything", "yes_no", None, NEVER),
    q(c, "how old is connie's mum", "numbers", None, NEVER),
    q(c, "what did connie's mum's care home cost", "numbers", None, NEVER),
    q(c, "did connie have a fall", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Evangeline: Ezra (test) — numbers and days put right
c = "ezra"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-evangeline-ezra-steps"
QUESTIONS += [
    q(c, "ezra passed paper 6 didn't he", "yes_no", ["ezra-exam", "ezra-exam-fix", N1], key="ez-ex"),
    q(c, "what exam was it", "follow_up", ["ezra-exam", "ezra-exam-fix"], follow="ez-ex"),
    q(c, "what grade did he get", "follow_up", None, NEVER, follow="ez-ex"),
    q(c, "did ezra pay £80 for the keyboard", "yes_no", ["ezra-keyboard", "ezra-keyboard-fix"], key="ez-kb"),
    q(c, "what was the £80 then", "follow_up", ["ezra-keyboard-fix"], follow="ez-kb"),
    q(c, "who reminded him", "follow_up", ["ezra-keyboard-fix"], follow="ez-kb"),
    q(c, "what's ezra's keyboard for", "named", ["ezra-keyboard"]),
    q(c, "was ezra's quartet gig on friday the 23rd", "yes_no", ["ezra-gig", "ezra-gig-fix", N2], key="ez-gig"),
    q(c, "where was it", "follow_up", ["ezra-gig", N2], follow="ez-gig"),
    q(c, "how much were they paid", "follow_up", None, NEVER, follow="ez-gig"),
    q(c, "what did ezra do on the 24th of september", "date_window", ["ezra-gig", "ezra-gig-fix", N2]),
    q(c, "what happened on the 23rd of september for ezra", "date_window", ["ezra-gig", "ezra-gig-fix"]),
    q(c, "did ezra score 62 at the prelims", "yes_no", ["ezra-score", "ezra-score-fix", N2], key="ez-sc"),
    q(c, "why the mix up", "follow_up", ["ezra-score-fix"], follow="ez-sc"),
    q(c, "what did ezra score at the prelims", "numbers", ["ezra-score", "ezra-score-fix", N2]),
    q(c, "how low can ezra sing", "named", ["ezra-low", "ezra-low-fix"], key="ez-lo"),
    q(c, "who checked it", "follow_up", ["ezra-low-fix"], follow="ez-lo"),
    q(c, "can ezra get down to a low f", "yes_no", ["ezra-low", "ezra-low-fix"]),
    q(c, "did ezra bring my learning tape back", "yes_no", ["ezra-tape", "ezra-tape-back"], key="ez-tp"),
    q(c, "where did he put it", "follow_up", ["ezra-tape-back"], follow="ez-tp"),
    q(c, "what was on the tape", "follow_up", ["ezra-tape"], follow="ez-tp"),
    q(c, "what have i lent ezra", "named", ["ezra-tape"]),
    q(c, "what were ezra's exact words after the christmas show", "named", ["ezra-show"]),
    q(c, "did ezra sing a solo at the christmas show", "yes_no", ["ezra-show", "g-evangeline-ezra"]),
    q(c, "what did ezra sing at christmas", "named", ["ezra-show"]),
    q(c, "was ezra's gig the same week as his tape went back", "yes_no", ["ezra-gig-fix", "ezra-tape-back"]),
    q(c, "ezra eliot", "misspelling", [P, "ezra-exam-fix"]),
    q(c, "ezras score", "misspelling", ["ezra-score", "ezra-score-fix"]),
    q(c, "the beverley accountant's exam", "paraphrase", ["ezra-exam", "ezra-exam-fix", P]),
    q(c, "what did i write about ezra in july", "note", [N1]),
    q(c, "my note on ezra after the prelims", "note", [N2]),
    q(c, "ezra's check-ins", "checkin", [C1, C2]),
    q(c, "where does ezra work", "profile_attribute", [P]),
    q(c, "what's ezra's girlfriend called", "profile_attribute", [P, "ezra-keyboard-fix"]),
    q(c, "ezra's goal", "profile", [P]),
    q(c, "how's ezra doing", "how_doing", ["ezra-show", weeks(c, S)]),
    q(c, "ezra's steps", "health", [weeks(c, S)]),
    q(c, "did ezra hit his step goal", "health", [G, weeks(c, S)]),
    q(c, "ezra's steps in july", "health", span(c, S, "1994-07-01", "1994-07-31")),
    q(c, "ezra in october", "topic_period", ["ezra-tape", "ezra-tape-back", "ezra-score", "ezra-score-fix"]),
    q(c, "does ezra smoke", "yes_no", None, NEVER),
    q(c, "what's ezra's quartet called", "named", None, NEVER),
    q(c, "how much did ezra's exam cost", "numbers", None, NEVER),
    q(c, "what did ezra say his keyboard cost", "numbers", ["ezra-keyboard", "ezra-keyboard-fix"], key="ez-kb2"),
    q(c, "and what did it cost with the stand", "follow_up", ["ezra-keyboard-fix"], follow="ez-kb2"),
    q(c, "where did he buy it", "follow_up", None, NEVER, follow="ez-kb2"),
    q(c, "when did ezra tell me about the exam", "named", ["ezra-exam", "ezra-exam-fix"]),
    q(c, "what did ezra say on the 15th of july", "date_window", ["ezra-exam-fix"]),
    q(c, "how long did ezra keep my tape", "numbers", ["ezra-tape", "ezra-tape-back"]),
    q(c, "what did i tell ezra to do with the tape", "coach_reply", ["ezra-tape"]),
    q(c, "ezra's gig at the lifeboat do", "possessive", ["ezra-gig", "ezra-gig-fix", N2]),
]

# ---------------------------------------------------------------- Lemuel: Abner (dev) — numbers and days put right
c = "abner"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
SL = ["abner-slasher", "abner-slasher-back", "abner-slasher-fix", "abner-slasher-shed"]
QUESTIONS += [
    q(c, "did abner pay £35 for his new billhook", "yes_no", ["abner-hook", "abner-hook-fix", N1], key="ab-hk"),
    q(c, "who's got the receipt", "follow_up", ["abner-hook-fix"], follow="ab-hk"),
    q(c, "where did he get it", "follow_up", ["abner-hook"], follow="ab-hk"),
    q(c, "what make is it", "follow_up", None, NEVER, follow="ab-hk"),
    q(c, "how much was abner's billhook", "numbers", ["abner-hook", "abner-hook-fix", N1]),
    q(c, "abner laid 3 chains at gumley, right", "yes_no", ["abner-chains", "abner-chains-fix"], key="ab-ch"),
    q(c, "which day was that", "follow_up", ["abner-chains"], follow="ab-ch"),
    q(c, "what did abner do on the 4th of october", "date_window", ["abner-chains", "abner-chains-fix"]),
    q(c, "did abner come 2nd at foxton", "yes_no", ["abner-match", "abner-match-fix", N2, "g-lemuel-match"], key="ab-fx"),
    q(c, "what went wrong with the result", "follow_up", ["abner-match-fix"], follow="ab-fx"),
    q(c, "what class was he in", "follow_up", ["abner-match", N2], follow="ab-fx"),
    q(c, "who judged it", "follow_up", None, NEVER, follow="ab-fx"),
    q(c, "where did abner come in the foxton match", "named", ["abner-match", "abner-match-fix", N2]),
    q(c, "what happened at foxton on the 29th of october for abner", "date_window", ["abner-match", "abner-match-fix", "g-lemuel-match", N2]),
    q(c, "was the national on the 19th", "yes_no", ["abner-nat", "abner-nat-fix"], key="ab-nat"),
    q(c, "what's on the 19th then", "follow_up", ["abner-nat-fix"], follow="ab-nat"),
    q(c, "how did abner get on at the national", "named", ["abner-national", "g-lemuel-national", N2]),
    q(c, "what did i say to abner after the national", "coach_reply", ["abner-national-coach"]),
    q(c, "where was bess at the national", "named", ["abner-national"]),
    q(c, "did abner give my slasher back", "yes_no", SL, key="ab-sl"),
    q(c, "where is it now", "follow_up", ["abner-slasher-shed"], follow="ab-sl"),
    q(c, "where was it when he said he'd given it back", "follow_up", ["abner-slasher-fix"], follow="ab-sl"),
    q(c, "why did i lend abner my slasher", "named", ["abner-slasher"]),
    q(c, "did abner really give my slasher back on the 18th of october", "date_window", ["abner-slasher-back", "abner-slasher-fix"]),
    q(c, "what were abner's exact words when he owned up about the slasher", "named", ["abner-slasher-fix"]),
    q(c, "did abner own up about the slasher the same week he laid at gumley", "yes_no", ["abner-chains", "abner-slasher-fix"]),
    q(c, "has abner laid since the national", "yes_no", ["abner-back"]),
    q(c, "abner's back", "possessive", ["abner-back", C2]),
    q(c, "abner poshin", "misspelling", [P, "abner-match-fix"]),
    q(c, "abners billhook", "misspelling", ["abner-hook", "abner-hook-fix"]),
    q(c, "the lutterworth farmer's result at the national", "paraphrase", ["abner-national", "g-lemuel-national", N2, P]),
    q(c, "what did i write about abner in august", "note", [N1]),
    q(c, "my note on abner's results", "note", [N2]),
    q(c, "abner's check-ins", "checkin", [C1, C2]),
    q(c, "what's abner's wife called", "profile_attribute", [P, "abner-hook-fix"]),
    q(c, "what did abner do before he retired", "profile_attribute", [P]),
    q(c, "abner's goal", "profile", [P]),
    q(c, "has abner met his goal", "profile", [P, "abner-national", N2]),
    q(c, "how's abner getting on", "how_doing", ["abner-national", "abner-back", weeks(c, HR)]),
    q(c, "abner's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "abner's heart rate in october", "health", span(c, HR, "1994-10-01", "1994-10-31")),
    q(c, "is abner still taking it steady", "recency", ["abner-back"]),
    q(c, "abner in november", "topic_period", ["abner-nat", "abner-nat-fix", "abner-national", "g-lemuel-national"]),
    q(c, "how many chains did abner lay at the national", "numbers", None, NEVER),
    q(c, "did abner cut himself", "yes_no", None, NEVER),
    q(c, "has abner laid every saturday since october", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Lemuel: Mercy (test) — the billhook slipped
c = "mercy"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-lemuel-mercy-19941017"
CUT = ["mercy-onset", "g-lemuel-mercy", N2]
QUESTIONS += [
    q(c, "mercy's hand", "possessive", CUT, key="me-h"),
    q(c, "how did she do it", "follow_up", ["mercy-onset", "g-lemuel-mercy"], follow="me-h"),
    q(c, "how many stitches", "follow_up", ["mercy-onset", N2, TR], follow="me-h"),
    q(c, "who took her in", "follow_up", ["mercy-onset", "g-lemuel-mercy"], follow="me-h"),
    q(c, "which nurse did the stitches", "follow_up", None, NEVER, follow="me-h"),
    q(c, "when did mercy cut her hand", "named", CUT),
    q(c, "what happened to mercy on the 15th of october", "date_window", ["g-lemuel-mercy", "mercy-onset", N2]),
    q(c, "where was mercy laying when she cut it", "named", ["g-lemuel-mercy"]),
    q(c, "did the hook get the tendon", "transcript", [TR]),
    q(c, "could mercy drive the tractor after", "transcript", [TR]),
    q(c, "when did mercy have the stitches out", "named", ["mercy-stitches"], key="me-st"),
    q(c, "where", "follow_up", ["mercy-stitches"], follow="me-st"),
    q(c, "what did the nurse tell her", "follow_up", ["mercy-stitches"], follow="me-st"),
    q(c, "what exercises is mercy doing for her hand", "named", ["mercy-ball"]),
    q(c, "how often does she squeeze the ball", "numbers", ["mercy-ball"]),
    q(c, "when was mercy back laying", "named", ["mercy-back", N3], key="me-back"),
    q(c, "what did i tell her that day", "follow_up", ["mercy-back-coach"], follow="me-back"),
    q(c, "how many weeks was mercy off", "numbers", ["mercy-onset", "mercy-back", N3]),
    q(c, "was mercy laying in early november", "yes_no", ["mercy-stitches", "mercy-back"]),
    q(c, "has mercy laid a chain on her own", "yes_no", ["mercy-chain", N3]),
    q(c, "what did i tell mercy on her first day", "coach_reply", ["mercy-first-coach"]),
    q(c, "when did mercy start with me", "named", ["mercy-start", "mercy-first"]),
    q(c, "has mercy entered the open class", "yes_no", ["mercy-entered"]),
    q(c, "what were mercy's exact words about the cut", "named", ["mercy-onset"]),
    q(c, "did mercy get her stitches out the same week she cut it", "yes_no", ["mercy-onset", "mercy-stitches"]),
    q(c, "mercy brudnell", "misspelling", CUT + [P]),
    q(c, "mercys hand", "misspelling", CUT),
    q(c, "the stanford hall gardener's hand", "paraphrase", CUT + [P]),
    q(c, "my note after mercy's cut", "note", [N2]),
    q(c, "what did i write about mercy's first weeks", "note", [N1]),
    q(c, "mercy's check-ins", "checkin", [C1, C2]),
    q(c, "where does mercy work", "profile_attribute", [P]),
    q(c, "who's mercy's partner", "profile_attribute", [P, TR]),
    q(c, "mercy's goal", "profile", [P]),
    q(c, "how's mercy doing", "how_doing", ["mercy-entered", "mercy-chain", weeks(c, S)]),
    q(c, "is mercy's hand still stiff", "recency", ["mercy-entered"]),
    q(c, "mercy's steps", "health", [weeks(c, S)]),
    q(c, "mercy's steps in october", "health", span(c, S, "1994-10-01", "1994-10-31")),
    q(c, "mercy's hand in november", "topic_period", ["mercy-ball", "mercy-back", "mercy-chain"]),
    q(c, "did mercy break a bone in her hand", "yes_no", None, NEVER),
    q(c, "what did mercy's hand clinic say about the tendon in december", "named", None, NEVER),
    q(c, "how much did mercy's gloves cost", "numbers", None, NEVER),
    q(c, "what happened at gumley", "named", ["g-lemuel-mercy"], key="me-gu"),
    q(c, "what did i tell everyone after", "follow_up", ["g-lemuel-mercy"], follow="me-gu"),
    q(c, "how long was the cut", "follow_up", None, NEVER, follow="me-gu"),
    q(c, "when did mercy lay her first chain on her own", "named", ["mercy-chain", N3]),
    q(c, "what did mercy say about her hands on the first day", "named", ["mercy-first"]),
    q(c, "did mercy lay on bonfire night", "yes_no", ["mercy-stitches", "mercy-back", N3]),
    q(c, "what did i tell mercy the day after she cut it", "coach_reply", ["mercy-onset-coach"]),
    q(c, "how's mercy's grip", "paraphrase", ["mercy-back", N3, "mercy-entered"]),
]

# ---------------------------------------------------------------- Lemuel: Caleb (test) — Saturdays in a row out laying
c = "caleb"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-lemuel-caleb-weight"
CRUN = ["caleb-sat1", "caleb-sat4", "caleb-sat6", "caleb-sat8", "caleb-wedding", N2]
NEW = ["caleb-restart", "caleb-sat3b", "caleb-eve", "caleb-sat5b", "g-caleb-xmas"]
QUESTIONS += [
    q(c, "how many saturdays in a row did caleb lay before the wedding", "numbers", ["caleb-sat8", "caleb-wedding", N2], key="ca-8"),
    q(c, "whose wedding", "follow_up", ["caleb-sat8", "caleb-wedding", N2], follow="ca-8"),
    q(c, "what date was it", "follow_up", ["caleb-sat8", "g-lemuel-wedding", N2], follow="ca-8"),
    q(c, "where was the wedding", "follow_up", None, NEVER, follow="ca-8"),
    q(c, "when did caleb's run end", "named", ["caleb-sat8", "caleb-wedding", N2]),
    q(c, "what stopped caleb's run", "paraphrase", ["caleb-sat8", "caleb-wedding", N2]),
    q(c, "when did caleb start again", "named", ["caleb-restart", N2]),
    q(c, "how many in a row is caleb on now", "recency", ["caleb-sat5b"]),
    q(c, "did caleb lay every saturday in october", "yes_no", ["caleb-sat1", "caleb-sat4", N2]),
    q(c, "did caleb lay on christmas eve", "yes_no", ["caleb-eve", "g-caleb-xmas"], key="ca-eve"),
    q(c, "how many in a row was that", "follow_up", ["caleb-eve", "g-caleb-xmas"], follow="ca-eve"),
    q(c, "what did brock get", "follow_up", ["caleb-eve"], follow="ca-eve"),
    q(c, "what was caleb's plan for the season", "named", ["caleb-plan", "caleb-sat1-coach", N1]),
    q(c, "what did i ask him on his first saturday", "coach_reply", ["caleb-sat1-coach"]),
    q(c, "did caleb lay on the day of the national", "yes_no", ["caleb-sat8", "g-lemuel-wedding", N2]),
    q(c, "what did caleb do on bonfire night", "date_window", ["caleb-sat6"]),
    q(c, "how many chains has caleb laid since the wedding", "numbers", ["caleb-sat5b"]),
    q(c, "is caleb's new run longer than the first", "yes_no", ["caleb-sat8", "caleb-sat5b"]),
    q(c, "has caleb missed a saturday since he started again", "yes_no", NEW),
    q(c, "how did caleb do at foxton", "named", ["g-lemuel-caleb", N2]),
    q(c, "what did caleb offer when mercy cut her hand", "named", ["g-caleb-mercy"]),
    q(c, "what were caleb's exact words about merle's wedding", "named", ["caleb-wedding"]),
    q(c, "caleb tily", "misspelling", [P] + CRUN[:2]),
    q(c, "calebs saturdays", "misspelling", CRUN),
    q(c, "the retired woodwork teacher's run", "paraphrase", CRUN + [P]),
    q(c, "my first note on caleb", "note", [N1]),
    q(c, "what did i write about caleb in december", "note", [N2]),
    q(c, "caleb's check-ins", "checkin", [C1, C2]),
    q(c, "what's caleb's dog called", "profile_attribute", [P, "caleb-sat1"]),
    q(c, "what did caleb teach", "profile_attribute", [P]),
    q(c, "caleb's goal", "profile", [P]),
    q(c, "how's caleb doing", "how_doing", ["caleb-sat5b", weeks(c, W)]),
    q(c, "caleb's weight", "health", [weeks(c, W)]),
    q(c, "has caleb hit 78 kg", "health", [G, weeks(c, W)]),
    q(c, "caleb's weight in october", "health", span(c, W, "1994-10-01", "1994-10-31")),
    q(c, "caleb in november", "topic_period", ["caleb-sat6", "caleb-sat8", "caleb-wedding"]),
    q(c, "did caleb lay in the summer", "topic_period", None, NEVER),
    q(c, "how many saturdays did caleb lay last season", "numbers", None, OTHER_PERIOD),
    q(c, "did caleb hurt his back", "yes_no", None, NEVER),
    q(c, "how many saturdays in a row had caleb done by bonfire night", "numbers", ["caleb-sat6"], key="ca-6"),
    q(c, "what did he burn", "follow_up", ["caleb-sat6"], follow="ca-6"),
    q(c, "who helped him", "follow_up", None, NEVER, follow="ca-6"),
    q(c, "did caleb lay on the 26th of november", "date_window", ["caleb-sat8", "caleb-wedding", "g-lemuel-wedding"]),
    q(c, "what did caleb say at christmas in the group", "named", ["g-caleb-xmas"]),
    q(c, "how many in a row had caleb done by the 22nd of october", "numbers", ["caleb-sat4"]),
    q(c, "was caleb's 8th saturday the same day as the lottery draw", "yes_no", ["caleb-sat8"]),
    q(c, "did caleb lay every saturday in december", "yes_no", ["caleb-restart", "caleb-sat3b", "caleb-eve", "caleb-sat5b"]),
]

# ---------------------------------------------------------------- Rhoda: Greig (dev) — yep, nope
c = "greig"
N1, N2 = notes(c); C1, = cis(c)
P = profile(c)
HEL = ["greig-helmet", "greig-neck-q", "greig-neck", "greig-helmet-back"]
QUESTIONS += [
    q(c, "did greig win anything at lynn in july", "yes_no", ["greig-heat-q", "greig-heat", N1], key="gr-ht"),
    q(c, "which heat", "follow_up", ["greig-heat", N1], follow="gr-ht"),
    q(c, "what was his time", "follow_up", None, NEVER, follow="gr-ht"),
    q(c, "what did greig do on the 9th of july", "date_window", ["greig-heat-q", "greig-heat", N1]),
    q(c, "did the new tyres help greig", "yes_no", ["greig-tyres-q", "greig-tyres"]),
    q(c, "has greig rolled his car", "yes_no", ["greig-roll-q", "greig-roll", N2], key="gr-ro"),
    q(c, "when", "follow_up", ["greig-roll-q", "greig-roll", N2], follow="gr-ro"),
    q(c, "was he hurt", "follow_up", ["greig-roll", "greig-neck-q", "greig-neck"], follow="gr-ro"),
    q(c, "did he fix the cage", "follow_up", ["greig-cage-q", "greig-cage", N2], follow="gr-ro"),
    q(c, "how much did the welding cost", "follow_up", None, NEVER, follow="gr-ro"),
    q(c, "what happened to greig at the bank holiday meeting", "date_window", ["greig-roll-q", "greig-roll", N2]),
    q(c, "has greig still got my spare helmet", "yes_no", HEL, key="gr-he"),
    q(c, "where did he leave it", "follow_up", ["greig-helmet-back"], follow="gr-he"),
    q(c, "when did his own come", "follow_up", ["greig-neck", "greig-helmet-back"], follow="gr-he"),
    q(c, "what did i lend greig", "named", ["greig-helmet"]),
    q(c, "did greig have my helmet in september", "yes_no", HEL),
    q(c, "where's greig in the points", "named", ["greig-points-q", "greig-points", N2]),
    q(c, "did greig win the last final of the season", "yes_no", ["greig-final-q", "greig-final", "g-greig-final", N2], key="gr-fi"),
    q(c, "when was that", "follow_up", ["greig-final-q", N2], follow="gr-fi"),
    q(c, "who came second", "follow_up", None, NEVER, follow="gr-fi"),
    q(c, "word for word what did greig say about the final", "paraphrase", ["greig-final", "g-greig-final"]),
    q(c, "what were greig's exact words after he rolled it", "named", ["greig-roll"]),
    q(c, "is greig coming to the dinner dance", "yes_no", ["greig-dance-q", "greig-dance"]),
    q(c, "did greig dance at the dinner dance", "yes_no", ["g-rhoda-dance"]),
    q(c, "did greig come to the world final", "yes_no", None, NEVER),
    q(c, "was greig's roll the same day as the bank holiday", "yes_no", ["greig-roll-q", "greig-roll"]),
    q(c, "did greig's new helmet come the same week he welded the cage", "yes_no", ["greig-helmet-back", "greig-cage"]),
    q(c, "what did i ask greig after the roll", "coach_reply", ["greig-neck-q"]),
    q(c, "greig angrove", "misspelling", [P, "greig-final"]),
    q(c, "greigs neck", "misspelling", ["greig-neck-q", "greig-neck"]),
    q(c, "the swaffham apprentice's final", "paraphrase", ["greig-final", "g-greig-final", N2, P]),
    q(c, "my first note on greig", "note", [N1]),
    q(c, "what did i write about greig in november", "note", [N2]),
    q(c, "greig's check-in", "checkin", [C1]),
    q(c, "what does greig do for work", "profile_attribute", [P]),
    q(c, "how old is greig", "profile_attribute", [P, N1]),
    q(c, "greig's goal", "profile", [P]),
    q(c, "has greig met his goal", "profile", [P, "greig-final", N2]),
    q(c, "how's greig doing", "how_doing", ["greig-final", "greig-points", N2]),
    q(c, "greig in the autumn", "topic_period", ["greig-helmet-back", "greig-cage", "greig-points", "greig-final"]),
    q(c, "is greig still using my helmet", "recency", ["greig-helmet-back"]),
    q(c, "greig's weight", "health", None, NEVER),
    q(c, "how many finals has greig won", "numbers", None, NEVER),
    q(c, "did greig break anything in the roll", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Rhoda: Hepsie (test) — the stolen car, in the drivers' chat
c = "hepsie"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
CAR = ["g-hepsie-stolen", "g-hepsie-burnt", "g-hepsie-capri"]
QUESTIONS += [
    q(c, "why did hepsie stop racing in september", "named", ["hepsie-stuff", "g-hepsie-stolen", N2], key="he-st"),
    q(c, "what did she tell me", "follow_up", ["hepsie-stuff"], follow="he-st"),
    q(c, "what did i say", "follow_up", ["hepsie-stuff-coach"], follow="he-st"),
    q(c, "when was she back", "follow_up", ["hepsie-back", "g-hepsie-finish", N2], follow="he-st"),
    q(c, "what happened to hepsie's car", "named", CAR[:2], key="he-car"),
    q(c, "where did they find it", "follow_up", ["g-hepsie-burnt"], follow="he-car"),
    q(c, "how much is the insurance paying", "follow_up", ["g-hepsie-burnt"], follow="he-car"),
    q(c, "who stole it", "follow_up", None, NEVER, follow="he-car"),
    q(c, "who built hepsie's new car", "named", ["g-hepsie-capri", P]),
    q(c, "what's hepsie's new car made from", "named", ["g-hepsie-capri"]),
    q(c, "did hepsie finish in the capri", "yes_no", ["g-hepsie-finish", "hepsie-last"]),
    q(c, "who didn't hepsie want told about the car", "paraphrase", ["g-hepsie-stolen"]),
    q(c, "what were hepsie's exact words when the car went", "named", ["g-hepsie-stolen"]),
    q(c, "has hepsie still got my tow rope", "yes_no", ["hepsie-rope", "hepsie-rope-q", "hepsie-rope-toby"], key="he-ro"),
    q(c, "who has it then", "follow_up", ["hepsie-rope-toby"], follow="he-ro"),
    q(c, "where did i leave it for her", "follow_up", ["hepsie-rope"], follow="he-ro"),
    q(c, "what did i lend hepsie", "named", ["hepsie-rope"]),
    q(c, "did hepsie win on the lottery", "yes_no", ["g-hepsie-lottery"], key="he-lo"),
    q(c, "how much", "follow_up", ["g-hepsie-lottery"], follow="he-lo"),
    q(c, "what did hepsie do on the night of the first lottery draw", "date_window", ["g-hepsie-lottery"]),
    q(c, "how did hepsie get on in july", "topic_period", ["hepsie-heats", "hepsie-heats-coach"]),
    q(c, "what did i tell hepsie about her hands", "coach_reply", ["hepsie-heats-coach"]),
    q(c, "did hepsie finish the last meeting", "yes_no", ["hepsie-last", "g-hepsie-finish"]),
    q(c, "was hepsie's car found the same week it was nicked", "yes_no", ["g-hepsie-stolen", "g-hepsie-burnt"]),
    q(c, "what happened to hepsie on the 18th of september", "date_window", ["g-hepsie-stolen"]),
    q(c, "hepzibah anstruthers", "misspelling", [P, "hepsie-stuff"]),
    q(c, "hepsies car", "misspelling", CAR),
    q(c, "the downham cafe woman's car", "paraphrase", CAR + [P]),
    q(c, "my note on hepsie's time off", "note", [N2]),
    q(c, "my first note on hepsie", "note", [N1]),
    q(c, "hepsie's check-ins", "checkin", [C1, C2]),
    q(c, "what's hepsie's job", "profile_attribute", [P]),
    q(c, "who's hepsie's mechanic", "profile_attribute", [P, N1]),
    q(c, "hepsie's goal", "profile", [P]),
    q(c, "how's hepsie doing", "how_doing", ["hepsie-last", "g-hepsie-finish", weeks(c, S)]),
    q(c, "hepsie's steps", "health", [weeks(c, S)]),
    q(c, "hepsie's steps in august", "health", span(c, S, "1994-08-01", "1994-08-31")),
    q(c, "is hepsie still racing the capri", "recency", ["g-hepsie-finish", "hepsie-last"]),
    q(c, "did hepsie get hurt when the car was stolen", "yes_no", None, NEVER),
    q(c, "how much did the capri cost", "numbers", None, NEVER),
    q(c, "did hepsie finish every meeting in october", "yes_no", None, NEVER),
    q(c, "when did hepsie tell me she was coming back", "named", ["hepsie-back"], key="he-bk"),
    q(c, "did she", "follow_up", ["g-hepsie-finish", "hepsie-last"], follow="he-bk"),
    q(c, "what did toby do", "follow_up", ["g-hepsie-finish", "g-hepsie-capri"], follow="he-bk"),
    q(c, "how many weeks did hepsie miss", "numbers", ["hepsie-stuff", "hepsie-back", N2]),
    q(c, "where did the police find hepsie's car", "named", ["g-hepsie-burnt"]),
    q(c, "how did hepsie do on the 2nd of july", "date_window", ["hepsie-heats", "hepsie-heats-coach"]),
    q(c, "what did hepsie say when i asked about the rope", "named", ["hepsie-rope-toby"]),
    q(c, "did the police catch who took hepsie's car", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- Rhoda: Fingal (test) — the neck after a shunt: a rub, tablets, stronger tablets
c = "fingal"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-rhoda-fingal-19940823"
FMED = ["fingal-deepheat", "fingal-nurofen", "fingal-voltarol", N2]
QUESTIONS += [
    q(c, "fingal's neck", "possessive", ["fingal-onset", "g-rhoda-fingal", N1], key="fi-n"),
    q(c, "how did he do it", "follow_up", ["fingal-onset", "g-rhoda-fingal", N1], follow="fi-n"),
    q(c, "what's he taking for it", "follow_up", FMED, follow="fi-n"),
    q(c, "who told him to take the nurofen", "follow_up", ["fingal-nurofen"], follow="fi-n"),
    q(c, "why did the gp change it", "follow_up", ["fingal-voltarol", TR], follow="fi-n"),
    q(c, "who hit him", "follow_up", None, NEVER, follow="fi-n"),
    q(c, "when did fingal hurt his neck", "named", ["fingal-onset", "g-rhoda-fingal", N1]),
    q(c, "what happened to fingal on the 30th of july", "date_window", ["g-rhoda-fingal", "fingal-onset", N1]),
    q(c, "what did fingal try first for his neck", "named", ["fingal-deepheat", N1]),
    q(c, "when did fingal go onto the voltarol", "named", ["fingal-voltarol", TR, N2]),
    q(c, "what did i say about his lorry", "coach_reply", ["fingal-voltarol-coach"]),
    q(c, "how many different things has fingal had for his neck", "numbers", FMED),
    q(c, "how many nurofen was fingal taking", "numbers", ["fingal-nurofen"]),
    q(c, "when did fingal finish the voltarol", "named", ["fingal-off"]),
    q(c, "when was fingal back racing", "named", ["fingal-back", N2], key="fi-back"),
    q(c, "how did he do", "follow_up", ["fingal-back", N2], follow="fi-back"),
    q(c, "did he spin after that", "follow_up", ["fingal-season"], follow="fi-back"),
    q(c, "was fingal racing in september", "yes_no", ["fingal-back"]),
    q(c, "what did aileen say about the collar", "transcript", [TR]),
    q(c, "can fingal do his long runs", "transcript", [TR]),
    q(c, "what did i tell fingal after the shunt", "coach_reply", ["fingal-onset-coach"]),
    q(c, "what has fingal fitted for next season", "named", ["fingal-headrest"]),
    q(c, "what were fingal's exact words the morning after the shunt", "named", ["fingal-onset"]),
    q(c, "did fingal get the voltarol the same week he got the nurofen", "yes_no", ["fingal-nurofen", "fingal-voltarol"]),
    q(c, "fingle dalgleish", "misspelling", [P] + FMED[:2]),
    q(c, "fingals neck", "misspelling", ["fingal-onset", N1]),
    q(c, "the fakenham lorry driver's neck", "paraphrase", ["fingal-onset", "g-rhoda-fingal", P]),
    q(c, "my note on fingal in september", "note", [N2]),
    q(c, "my first note on fingal", "note", [N1]),
    q(c, "fingal's check-ins", "checkin", [C1, C2]),
    q(c, "what's fingal's wife called", "profile_attribute", [P, TR]),
    q(c, "where does fingal live", "profile_attribute", [P]),
    q(c, "fingal's goal", "profile", [P]),
    q(c, "did fingal meet his goal", "profile", [P, "fingal-season"]),
    q(c, "how's fingal doing", "how_doing", ["fingal-off", "fingal-season", "fingal-headrest"]),
    q(c, "fingal's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "fingal's heart rate in august", "health", span(c, HR, "1994-08-01", "1994-08-31")),
    q(c, "is fingal's neck still stiff", "recency", ["fingal-turning", "fingal-off"]),
    q(c, "fingal's neck in august", "topic_period", ["fingal-deepheat", "fingal-nurofen", "fingal-voltarol"]),
    q(c, "did fingal have an x-ray on his neck", "yes_no", None, NEVER),
    q(c, "how much did fingal's headrest cost", "numbers", None, NEVER),
    q(c, "who was fingal's gp", "named", None, NEVER),
    q(c, "how long was fingal off racing", "numbers", ["fingal-onset", "fingal-back", N2], key="fi-off"),
    q(c, "why so long", "follow_up", ["fingal-voltarol", TR, "fingal-turning"], follow="fi-off"),
    q(c, "what did i tell him about september", "follow_up", [TR], follow="fi-off"),
    q(c, "when did fingal's neck start turning again", "named", ["fingal-turning"]),
    q(c, "what did aileen say about the way he walked", "paraphrase", ["fingal-turning"]),
    q(c, "where did fingal finish on the 24th of september", "date_window", ["fingal-back", N2]),
    q(c, "how often does fingal take the voltarol", "transcript", [TR]),
    q(c, "did fingal wear a neck brace when racing", "yes_no", None, NEVER),
]

# ---------------------------------------------------------------- a client named by trade, town or trait that fits none, or two
QUESTIONS += [
    nobody("tormod", "how's the fiddler getting on", "paraphrase"),
    nobody("sheena", "how's my kelso drummer doing", "paraphrase"),
    nobody("lachie", "how's the fisherman getting on", "paraphrase"),
    nobody("jabez", "how's my baritone doing", "paraphrase"),
    nobody("connie", "how's the driffield postie getting on", "paraphrase"),
    nobody("ezra", "how's the teacher doing", "paraphrase"),
    nobody("abner", "how's the thatcher getting on", "paraphrase"),
    nobody("mercy", "how's my market harborough one doing", "paraphrase"),
    nobody("greig", "how's the plumber getting on", "paraphrase"),
    nobody("hepsie", "how's my norwich one doing", "paraphrase"),
]

# ---------------------------------------------------------------- asks no record of that client answers
UNSAID = {
    "tormod": ["tormod's knee", "did tormod have a cold in november", "what did tormod's surgeon say", "tormod's cholesterol",
               "tormod's fags", "did tormod use my practice chanter", "tormod's mouth ulcers", "did tormod lay a hedge",
               "tormod's stock car", "tormod's drumming in march", "tormod in 1993", "how was tormod's ankle in june"],
    "sheena": ["sheena's shoulder", "did sheena go to the gym", "what did sheena's dentist say", "sheena's weight",
               "sheena's ankle", "did sheena borrow my crutches", "sheena's billhook", "did sheena's car get stolen",
               "sheena's care home visits", "sheena's smoking in march", "sheena in 1993", "how many days did sheena do in may"],
    "lachie": ["lachie's hand", "did lachie pass his driving test", "lachie's girlfriend", "lachie's exam results",
               "lachie's drum", "did lachie smoke", "lachie's stitches", "did lachie sing in a quartet",
               "lachie's helmet", "lachie in april", "lachie's piping in 1993", "how was lachie in the spring"],
    "jabez": ["jabez's knee", "did jabez see a specialist", "jabez's cough", "jabez's back",
              "jabez's mum", "did jabez borrow my learning tape", "jabez's neck", "did jabez break his ankle",
              "jabez's slasher", "jabez's ulcers in march", "jabez in 1993", "how was jabez's voice in may"],
    "connie": ["connie's back", "did connie have flu", "connie's holiday", "connie's sister",
               "connie's ulcers", "did connie pass an exam", "connie's billhook", "did connie stop smoking",
               "connie's stock car", "connie in june", "connie's mum in 1993", "how was connie in the spring"],
    "ezra": ["ezra's ankle", "did ezra go to the gym", "ezra's car", "ezra's brother",
             "ezra's mouth ulcers", "did ezra's mum go into a home", "ezra's tow rope", "did ezra roll his car",
             "ezra's hedge", "ezra's exam in may", "ezra in 1993", "how was ezra in march"],
    "abner": ["abner's knee", "did abner have a cold", "abner's grandchildren", "abner's tractor",
              "abner's stitches", "abner's daughter's wedding", "abner's pitch pipe", "did abner stop smoking",
              "abner's neck", "abner's laying in march", "abner in 1993", "how was abner in the spring"],
    "mercy": ["mercy's knee", "did mercy have flu", "mercy's brother", "mercy's back",
              "mercy's saturdays in a row", "did mercy buy a new billhook", "mercy's ankle", "did mercy's mum move into a home",
              "mercy's stock car", "mercy's hand in march", "mercy in 1993", "how was mercy in may"],
    "caleb": ["caleb's knee", "did caleb have flu", "caleb's van", "caleb's grandson",
              "caleb's cut hand", "did caleb get a new billhook", "caleb's ulcers", "did caleb win a final",
              "caleb's patches", "caleb's laying in april", "caleb in 1993", "how was caleb in june"],
    "greig": ["greig's knee", "did greig have flu", "greig's girlfriend", "greig's exams",
              "greig's stolen car", "greig's neck tablets", "greig's chanter", "did greig sing at christmas",
              "greig's hedge", "greig's racing in march", "greig in 1993", "how was greig in the spring"],
    "hepsie": ["hepsie's knee", "did hepsie have a cold", "hepsie's daughter", "hepsie's cafe takings",
               "hepsie's neck", "did hepsie roll her car", "hepsie's broken ankle", "did hepsie stop smoking",
               "hepsie's mum's dementia", "hepsie's racing in april", "hepsie in 1993", "how was hepsie in may"],
    "fingal": ["fingal's knee", "did fingal see a chiropractor", "fingal's son", "fingal's back",
               "fingal's stolen car", "did fingal borrow my helmet", "fingal's mouth ulcers", "did fingal cut his hand",
               "fingal's bagpipes", "fingal's neck in march", "fingal in 1993", "how was fingal in june"],
}
UNSAID_WHY = [NEVER] * 4 + [OTHER_CLIENT] * 2 + [OTHER_TRAINER] * 3 + [OTHER_PERIOD] * 3


def unsaid_kind(text: str) -> str:
    """The kind an unanswerable ask is filed under, read from its shape."""
    if re.search(r"\b(weight|steps|heart rate|cholesterol)\b", text):
        return "health"
    if text.split()[0] in ("did", "is"):
        return "yes_no"
    if re.search(r"\b(in [a-z]+ ?\d*|in the [a-z]+)$", text):
        return "topic_period"
    if text.startswith(("what", "how")):
        return "named"
    return "possessive"


for short, asks in UNSAID.items():
    assert len(asks) == len(UNSAID_WHY), short
    QUESTIONS += [q(short, text, unsaid_kind(text), None, why) for text, why in zip(asks, UNSAID_WHY)]

# ---------------------------------------------------------------- across a trainer's clients
QUESTIONS += [
    # Marsali (dev: Tormod, Sheena; test: Lachie)
    x("marsali", "tormod", "who broke a bone", ["tormod-onset", "g-marsali-tormod"]),
    x("marsali", "tormod", "which of mine had my dad's crutches", ["tormod-crutches", "tormod-crutches-back"]),
    x("marsali", "sheena", "who's stopped smoking", ["sheena-day1", "sheena-restart", "g-sheena-hogmanay"]),
    x("marsali", "sheena", "who's on patches", ["sheena-patch", "sheena-patch10", "sheena-day80"]),
    x("marsali", "sheena", "who made a bet with their partner", ["sheena-day1", "sheena-day100"]),
    x("marsali", "tormod", "who marched on remembrance sunday", ["tormod-parade", "g-marsali-parade"]),
    x("marsali", "tormod", "who played at kelso", ["tormod-kelso"]),
    x("marsali", "tormod", "who's having physio", ["tormod-plaster", "tormod-physio"]),
    x("marsali", "sheena", "who's had a blood test", None, NEVER),
    x("marsali", "lachie", "who's got my practice chanter", ["lachie-chanter-q", "lachie-chanter", "lachie-chanter2-q", "lachie-chanter2"]),
    x("marsali", "lachie", "who missed the christmas concert", ["lachie-concert-q", "lachie-concert", "g-marsali-concert"]),
    x("marsali", "lachie", "who came 2nd at hawick", ["lachie-solo-q", "lachie-solo"]),
    x("marsali", "lachie", "who went camping in august", ["lachie-worlds-q", "lachie-worlds"]),
    x("marsali", "lachie", "who's had flu", ["lachie-concert"]),
    x("marsali", "lachie", "who's on tablets", None, NEVER),
    # Evangeline (dev: Jabez, Connie; test: Ezra)
    x("evangeline", "jabez", "who's had mouth ulcers", ["jabez-bonjela", "jabez-more", "jabez-adcortyl"]),
    x("evangeline", "jabez", "who lost my pitch pipe", ["jabez-pipe-lost", "jabez-pipe-found"]),
    x("evangeline", "jabez", "who's in a quartet", ["jabez-quartet", "jabez-show"]),
    x("evangeline", "connie", "whose mum's in a care home", ["g-connie-home", "g-connie-settled"]),
    x("evangeline", "connie", "who missed rehearsals in september", ["connie-family", "g-connie-mum"]),
    x("evangeline", "connie", "whose husband is retiring", ["g-connie-gregor"]),
    x("evangeline", "jabez", "who's had a blood test", ["jabez-iron", "jabez-blood"]),
    x("evangeline", "connie", "who's stopped smoking", None, OTHER_TRAINER),
    x("evangeline", "ezra", "who passed an exam", ["ezra-exam", "ezra-exam-fix"]),
    x("evangeline", "ezra", "who bought a keyboard", ["ezra-keyboard", "ezra-keyboard-fix"]),
    x("evangeline", "ezra", "who's got my learning tape", ["ezra-tape", "ezra-tape-back"]),
    x("evangeline", "ezra", "who sang a solo at christmas", ["ezra-show", "g-evangeline-ezra"]),
    x("evangeline", "ezra", "who can sing down to a low e", ["ezra-low", "ezra-low-fix"]),
    x("evangeline", "ezra", "who's broken a bone", None, OTHER_TRAINER),
    # Lemuel (dev: Abner; test: Mercy, Caleb)
    x("lemuel", "abner", "who laid at the national", ["abner-national", "g-lemuel-national"]),
    x("lemuel", "abner", "who's got my slasher", ["abner-slasher", "abner-slasher-fix", "abner-slasher-shed"]),
    x("lemuel", "abner", "who bought a new billhook", ["abner-hook", "abner-hook-fix"]),
    x("lemuel", "abner", "who's got a bad back", ["abner-back"]),
    x("lemuel", "abner", "who's got a collie", None, NEVER),
    x("lemuel", "mercy", "who cut themselves", ["mercy-onset", "g-lemuel-mercy"]),
    x("lemuel", "mercy", "who had stitches", ["mercy-onset", "mercy-stitches"]),
    x("lemuel", "mercy", "who's entered the open class", ["mercy-entered"]),
    x("lemuel", "caleb", "who's laying every saturday", ["caleb-plan", "caleb-restart", "caleb-sat5b"]),
    x("lemuel", "caleb", "whose daughter got married", ["caleb-sat8", "caleb-wedding", "g-lemuel-wedding"]),
    x("lemuel", "caleb", "who laid on christmas eve", ["caleb-eve", "g-caleb-xmas"]),
    x("lemuel", "caleb", "who offered to finish mercy's length", ["g-caleb-mercy"]),
    x("lemuel", "caleb", "who's rolled a car", None, OTHER_TRAINER),
    # Rhoda (dev: Greig; test: Hepsie, Fingal)
    x("rhoda", "greig", "who rolled their car", ["greig-roll-q", "greig-roll"]),
    x("rhoda", "greig", "who won the last final", ["greig-final", "g-greig-final"]),
    x("rhoda", "greig", "who had my spare helmet", ["greig-helmet", "greig-helmet-back"]),
    x("rhoda", "greig", "who's 3rd in the points", ["greig-points-q", "greig-points"]),
    x("rhoda", "greig", "who's had their car stolen", None, NEVER),
    x("rhoda", "hepsie", "whose car got nicked", ["g-hepsie-stolen", "g-hepsie-burnt"]),
    x("rhoda", "hepsie", "who's racing a capri", ["g-hepsie-capri", "g-hepsie-finish"]),
    x("rhoda", "hepsie", "who's got my tow rope", ["hepsie-rope", "hepsie-rope-toby"]),
    x("rhoda", "hepsie", "who won on the lottery", ["g-hepsie-lottery"]),
    x("rhoda", "fingal", "who's got whiplash", ["fingal-voltarol", "fingal-onset"]),
    x("rhoda", "fingal", "who's on voltarol", ["fingal-voltarol", "fingal-off"]),
    x("rhoda", "fingal", "who got shunted into the fence", ["fingal-onset", "g-rhoda-fingal"]),
    x("rhoda", "fingal", "who's fitted a new headrest", ["fingal-headrest"]),
    x("rhoda", "fingal", "who's had mouth ulcers", None, OTHER_TRAINER),
    # two clients named in one question
    pair("tormod", "sheena", "did tormod and sheena both play at the worlds", ["sheena-day45", "g-sheena-tormod", "tormod-onset", "g-marsali-tormod"]),
    pair("tormod", "sheena", "was sheena's wedding slip the same week as tormod's plaster came off", ["sheena-broke", "tormod-plaster"]),
    pair("sheena", "tormod", "which of sheena and tormod has been on something from the chemist", ["sheena-patch"]),
    pair("tormod", "sheena", "which of tormod and sheena messaged me on christmas day", ["sheena-xmas"]),
    pair("sheena", "tormod", "what did tormod and sheena each say at hogmanay", ["tormod-hogmanay", "g-sheena-hogmanay"]),
    pair("tormod", "sheena", "did tormod and sheena both give up smoking", ["sheena-day1", "sheena-restart"]),
    pair("tormod", "sheena", "did tormod and sheena both play at the last night of the proms", None, NEVER),
    pair("sheena", "tormod", "did sheena and tormod both lay hedges", None, OTHER_TRAINER),
    pair("tormod", "sheena", "did tormod and sheena both play in march", None, OTHER_PERIOD),
    pair("jabez", "connie", "did jabez and connie both sing at the christmas show", ["jabez-show", "connie-show-coach", "connie-show", "g-evangeline-show"]),
    pair("jabez", "connie", "did jabez get the paste the same week connie's mum fell", ["jabez-adcortyl", "g-connie-mum"]),
    pair("connie", "jabez", "who missed more rehearsals, connie or jabez", ["connie-family", "connie-back", "connie-miss1"]),
    pair("jabez", "connie", "did jabez and connie both sing at the prelims", ["g-connie-prelims", "g-evangeline-prelims"]),
    pair("connie", "jabez", "what did jabez say when connie told us about her mum", ["g-jabez-connie"]),
    pair("jabez", "connie", "have jabez and connie both had blood tests", ["jabez-iron", "jabez-blood"]),
    pair("jabez", "connie", "did jabez and connie both go to the lifeboat do", None, OTHER_CLIENT),
    pair("connie", "jabez", "have connie and jabez both stopped smoking", None, OTHER_TRAINER),
    pair("jabez", "connie", "did jabez and connie both sing in june", None, OTHER_PERIOD),
    pair("mercy", "caleb", "did mercy and caleb both lay at foxton", ["g-lemuel-caleb", "mercy-onset", "mercy-back"]),
    pair("mercy", "caleb", "who's laid more since november, mercy or caleb", ["mercy-back", "mercy-chain", "caleb-sat8", "caleb-sat5b"]),
    pair("caleb", "mercy", "did caleb finish mercy's length when she cut her hand", ["g-caleb-mercy"]),
    pair("mercy", "caleb", "was mercy back laying the same week caleb hit 8 in a row", ["mercy-back", "caleb-sat8"]),
    pair("caleb", "mercy", "have caleb and mercy both had a wedding", ["caleb-wedding"]),
    pair("mercy", "caleb", "did mercy and caleb both have flu", None, NEVER),
    pair("caleb", "mercy", "did caleb and mercy both win a final", None, OTHER_TRAINER),
    pair("mercy", "caleb", "did mercy and caleb both lay in march", None, OTHER_PERIOD),
    pair("hepsie", "fingal", "did hepsie and fingal both finish the last meeting", ["hepsie-last", "g-hepsie-finish", "fingal-season"]),
    pair("fingal", "hepsie", "who missed more of september, fingal or hepsie", ["fingal-back", "hepsie-stuff", "hepsie-back"]),
    pair("hepsie", "fingal", "was hepsie's car stolen the same week fingal came back", ["g-hepsie-stolen", "fingal-back"]),
    pair("fingal", "hepsie", "which of fingal and hepsie has a new car", ["g-hepsie-capri"]),
    pair("hepsie", "fingal", "have hepsie and fingal both got my kit", ["hepsie-rope", "hepsie-rope-toby"]),
    pair("fingal", "hepsie", "did fingal and hepsie both have a blood test", None, NEVER),
    pair("hepsie", "fingal", "did hepsie and fingal both sing at christmas", None, OTHER_TRAINER),
    pair("fingal", "hepsie", "did fingal and hepsie both race in april", None, OTHER_PERIOD),
]

# ---------------------------------------------------------------- asked by a trainer who does not coach the client
ELSEWHERE_ASKS: dict[str, tuple[str, list[str]]] = {
    "tormod": ("marsali", [
        "tormod's ankle", "when did tormod break his ankle", "tormod renwick", "the hawick joiner's ankle",
        "who's got the crutches tormod had", "was tormod drumming in september", "tormod's weight", "my first note on tormod",
        "did tormod march on remembrance sunday", "how long was tormod in plaster", "tormod in october",
        "what did sidony say", "how's tormod doing", "what were tormod's exact words about the ankle"]),
    "sheena": ("marsali", [
        "when did sheena stop smoking", "sheena's patches", "sheena haldane", "how many days has sheena done",
        "did sheena smoke at the wedding", "sheena's resting heart rate", "the kelso hairdresser", "sheena in august",
        "has sheena smoked since august", "did blair pay up", "how's sheena getting on", "sheena's carbon monoxide",
        "what did sheena say at hogmanay", "is sheena's run longer now"]),
    "lachie": ("marsali", [
        "has lachie still got the chanter", "lachie brydon", "is lachie on the full pipes", "did lachie go to the worlds",
        "how did lachie do at hawick", "the selkirk lad", "lachie in october", "why did lachie miss the concert",
        "did lachie march on remembrance sunday", "who drives lachie", "how's lachie doing", "lachie's check-in",
        "what did lachie say about the concert word for word", "lachie's goal"]),
    "jabez": ("evangeline", [
        "jabez's mouth ulcers", "when did jabez get the adcortyl", "jabez moffat", "the hornsea signalman",
        "did jabez lose the pitch pipe", "what's jabez's quartet called", "jabez's weight", "jabez's ferritin",
        "did jabez's iron test come back ok", "jabez in september", "how's jabez doing", "what did damaris say",
        "has jabez had an ulcer since october", "what did the corsodyl do to jabez's teeth"]),
    "connie": ("evangeline", [
        "why did connie stop coming", "connie's mum", "constance cranston", "the pocklington secretary",
        "what care home is connie's mum in", "did connie sing at the prelims", "connie's steps", "connie in september",
        "is gregor retiring", "how's connie doing", "where did connie have christmas dinner", "connie's check-ins",
        "was connie's mum's fall the same week she stopped coming", "does connie eat meat"]),
    "ezra": ("evangeline", [
        "did ezra pass paper 6", "ezra elliot", "what did ezra score at the prelims", "the beverley accountant",
        "did ezra pay £80 for the keyboard", "was ezra's gig on the friday", "ezra's steps", "ezra in october",
        "how low can ezra sing", "did ezra bring the tape back", "how's ezra doing", "ezra's girlfriend",
        "did ezra sing a solo at christmas", "what were ezra's exact words after the show"]),
    "abner": ("lemuel", [
        "did abner pay £35 for his billhook", "abner pochin", "did abner come 2nd at foxton", "the lutterworth farmer",
        "was the national on the 19th", "has abner still got the slasher", "abner's resting heart rate", "abner in november",
        "how did abner get on at the national", "abner's wife", "how's abner getting on", "abner's back",
        "how many chains did abner lay at gumley", "what were abner's exact words about the slasher"]),
    "mercy": ("lemuel", [
        "mercy's hand", "when did mercy cut her hand", "mercy brudenell", "the stanford hall gardener",
        "how many stitches did mercy have", "when was mercy back laying", "mercy's steps", "mercy in october",
        "did the hook get mercy's tendon", "who's mercy's partner", "how's mercy doing", "has mercy entered the open class",
        "did mercy get her stitches out the same week", "what were mercy's exact words about the cut"]),
    "caleb": ("lemuel", [
        "how many saturdays in a row did caleb lay", "caleb tilley", "when did caleb's run end", "the retired woodwork teacher",
        "did caleb lay on christmas eve", "whose wedding did caleb go to", "caleb's weight", "caleb in december",
        "has caleb missed a saturday since he started again", "caleb's dog", "how's caleb doing", "how did caleb do at foxton",
        "is caleb's new run longer than the first", "what were caleb's exact words about the wedding"]),
    "greig": ("rhoda", [
        "did greig win the last final", "greig angove", "has greig rolled his car", "the swaffham apprentice",
        "has greig still got the spare helmet", "where's greig in the points", "greig in september", "did greig win a heat in july",
        "is greig coming to the dinner dance", "greig's neck", "how's greig doing", "did the new tyres help greig",
        "word for word what did greig say about the final", "how old is greig"]),
    "hepsie": ("rhoda", [
        "hepsie's stolen car", "hepzibah anstruther", "why did hepsie stop racing", "the downham cafe woman",
        "who built hepsie's new car", "has hepsie still got the tow rope", "hepsie's steps", "hepsie in september",
        "did hepsie win on the lottery", "who's hepsie's mechanic", "how's hepsie doing", "did hepsie finish in the capri",
        "what were hepsie's exact words about the car", "how much is hepsie's insurance paying"]),
    "fingal": ("rhoda", [
        "fingal's neck", "when did fingal hurt his neck", "fingal dalgleish", "the fakenham lorry driver",
        "is fingal on voltarol", "when was fingal back racing", "fingal's resting heart rate", "fingal in august",
        "what did fingal try first for his neck", "fingal's wife", "how's fingal doing", "what did aileen say about the collar",
        "did fingal spin after he came back", "what were fingal's exact words after the shunt"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|steps|heart rate|cholesterol|ferritin|carbon monoxide)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how long|how old|how low)\b", text):
        return "numbers"
    if re.search(r"\bin (july|august|september|october|november|december|q3|q4)\b", text):
        return "topic_period"
    if words[0] in ("the",):
        return "paraphrase"
    if words[0] in ("what", "what's", "when", "who", "who's", "whose", "why", "which", "where", "how", "how's", "word"):
        return "named"
    if "'s" in text or "s'" in text:
        return "possessive"
    return "misspelling" if len(words) <= 2 else "named"


QUESTIONS += asked_of_other_trainers(ELSEWHERE_ASKS, TRAINER_ID, kind_of)


def rows() -> list[dict]:
    return authoring.roster_rows(QUESTIONS, "blind51", DATASET, CLIENT_ID, build_blind51)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
