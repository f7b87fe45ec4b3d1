#!/usr/bin/env python3
"""Write bench/answers_data/blind49_questions.jsonl: the questions over the forty-ninth blind data set (build_blind49.py).

    functions/venv/bin/python -m bench.answers_data.blind49_questions

Written on 2026-12-06 by helper h-blind49 (issue 14) the way trainers type, before anything was run on
the data set and without reading shared/domain/*, shared/usecases/*, functions/*, any list of
benchmark failures or any result file (of docs/ANSWERS.md only the forty-eighth blind set's section).
Asked on Monday 6 January 2003 about July to December 2002, so the periods are months, quarters, seasons
and named days said every way ("in q3" / "in q4", "over the summer", "in the autumn", "before christmas",
"on bonfire night", "on remembrance sunday", "the day england beat the all blacks", "on st andrew's day",
"on christmas eve", single dates).

The clients are asked about the way a coach asks about each of them: the two whose injury runs from an
onset to a return (Jory, Mair) mostly in chains of follow-ups and by when it started and when they were
back; the two whose medicine was changed twice (Perdita, Isolde) by which one when and why; the two who
tell the group chat more than the coach (Peran, Hyacinth) by what they told the group; the two quiet ones
(Ieuan, Inigo) by yes and no, the coach's question half the evidence; and the two new kinds: **a client
whose records correct themselves** (Hefin, Kensa): a score, a day, an age, a result told and then put right
in a later message, so the answer is the later record (the evidence is the correction, and the first
message too where the correction cannot be read without it: "Sorry, it was 5:48" needs "OC1 1000m in 5:40
today"), and asking the first value as if it stood ("hefin said moss got 87 at llanuwchllyn, is that his
best") is answered by the correction; and **a question asked in the negative or about an absence** (of
Rafe and Cyrus above all, of every client some): "which sessions did he skip", "did he ever not turn up in
october", "has he stopped complaining about his back", answerable where the records tell it and
never_for_client where they say nothing of it ("did rafe miss any sessions in september"). Follow-ups ask
who did something or what caused it, where a record says (answerable) and where none does (never said);
some ask a number no record gives; some a yes / no of a thing the client never had; some "anyone besides X
with ..."; some name the client by trade or town ("the tregaron farmer", "the romsey chef", "the flushing
rigger"); some compare two times; and some ask about a day or month whose records tell of another time
(a Monday message about the Saturday, a day a vet visit was moved from).

The split is by client: every question about a client of build_blind49.DEV_CLIENTS is dev, every
other one test; evidence lies only in that client's records. Deterministic. Evidence is every record
that holds the answer: a story tag (blind49_tags.json), a note, transcript or check-in id, a client id
for the profile, a goal id, a lab panel, weekly summaries (`span`) or the last four weekly summaries
(`weeks`). The question record is the shared one (`blind_questions.B`); no other roster's question
module is imported.
"""

from __future__ import annotations

import re
from pathlib import Path

from bench.answers_data import authoring, build_blind49
from bench.answers_data.authoring import NEVER, OTHER_CLIENT, OTHER_PERIOD, OTHER_TRAINER
from bench.answers_data.blind_questions import B, asked_of_other_trainers

OUT = Path(__file__).resolve().parent / "blind49_questions.jsonl"
DATASET = "blind49"
HEADER = (
    "// bench.answers forty-ninth blind question set (issue 14), written 2026-12-06 by h-blind49 before anything ran on it,\n"
    "// without reading the domain code. Built by bench/answers_data/blind49_questions.py; edit the list there.\n"
    "// split is by client: test-split clients are for reporting only and must never be used for tuning.\n"
)

DI, AU, TR_, IO = "coach-dilwyn", "coach-aubrey", "coach-tressa", "coach-ione"
TRAINER_ID = {"dilwyn": DI, "aubrey": AU, "tressa": TR_, "ione": IO}
ROSTER = authoring.BuiltRoster.of(build_blind49)
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


def nobody(about: str, text: str, kind: str) -> B:
    """A client named by trade, town or trait that fits none of the trainer's clients, or two of them:
    no record answers it for one client (`about`, a client of that trainer, decides the split)."""
    return B(TRAINER_OF[about], text, kind, None, None, NEVER, about=about)


def tags(prefix: str, *suffixes: str) -> list[str]:
    """Story tags of one burst: tags("rafe-jul-", "a", "b") -> ["rafe-jul-a", "rafe-jul-b"]."""
    return [prefix + s for s in suffixes]


QUESTIONS: list[B] = []
# ---------------------------------------------------------------- Dilwyn: Hefin (dev) — records that correct themselves
c = "hefin"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-dilwyn-hefin-weight"
LLAN = ["hefin-llan", "hefin-llan-fix"]
VET = ["hefin-vet", "hefin-vet-fix"]
BACK = ["hefin-back", "hefin-back-fix"]
CER = ["hefin-cerrig", "hefin-cerrig-fix"]
QUESTIONS += [
    q(c, "what did moss score at llanuwchllyn", "numbers", LLAN + [N1], key="he-llan"),
    q(c, "where did he lose his points", "follow_up", ["hefin-pen-fix", N1], follow="he-llan"),
    q(c, "what did i say to that", "follow_up", ["hefin-pen-coach"], follow="he-llan"),
    q(c, "who judged it", "follow_up", None, NEVER, follow="he-llan"),
    q(c, "hefin said moss got 87 at llanuwchllyn, is that his best", "yes_no", LLAN),
    q(c, "did moss lose his points at the shed at llanuwchllyn", "yes_no", ["hefin-llan-shed", "hefin-pen-fix", N1]),
    q(c, "who had the score sheet", "named", ["hefin-pen-fix"]),
    q(c, "when did moss see the vet", "named", VET + ["hefin-vet-result"], key="he-vet"),
    q(c, "which eye", "follow_up", ["hefin-vet"], follow="he-vet"),
    q(c, "what was wrong with it", "follow_up", ["hefin-vet-result"], follow="he-vet"),
    q(c, "why was it moved", "follow_up", ["hefin-vet-fix"], follow="he-vet"),
    q(c, "what's the vet called", "follow_up", None, NEVER, follow="he-vet"),
    q(c, "did moss go to the vet on tuesday the 23rd of july", "yes_no", VET),
    q(c, "what did i tell hefin after the vet", "coach_reply", ["hefin-vet-coach"]),
    q(c, "how old is floss", "numbers", ["hefin-floss-age-fix"]),
    q(c, "is floss 18 months old", "yes_no", ["hefin-floss-age", "hefin-floss-age-fix"]),
    q(c, "how did floss do at dolgellau", "numbers", ["hefin-floss"]),
    q(c, "what did floss score at dolgellau", "numbers", None, NEVER),
    q(c, "when was the mallwyd trial", "named", ["hefin-mallwyd", "hefin-mallwyd-fix", "hefin-mallwyd-result"]),
    q(c, "hefin said mallwyd was on the 14th of september, how did moss do there", "named",
      ["hefin-mallwyd", "hefin-mallwyd-fix", "hefin-mallwyd-result", N2]),
    q(c, "what was on the 14th of september for hefin", "date_window", ["hefin-mallwyd-fix", "g-dilwyn-tregaron"]),
    q(c, "moss's result at mallwyd", "numbers", ["hefin-mallwyd-result", N2]),
    q(c, "was the mallwyd trial on the 14th of september", "yes_no", ["hefin-mallwyd", "hefin-mallwyd-fix"]),
    q(c, "is moss scoring better than at llanuwchllyn", "yes_no",
      LLAN + ["hefin-mallwyd-result", "hefin-mallwyd-coach"]),
    q(c, "hefin's back", "possessive", BACK + ["hefin-back-coach", "hefin-back-ok", N2], key="he-back"),
    q(c, "what brought it on", "follow_up", ["hefin-back", N2], follow="he-back"),
    q(c, "what day did he do it", "follow_up", BACK + [N2], follow="he-back"),
    q(c, "who did i say should work floss", "follow_up", ["hefin-back-coach"], follow="he-back"),
    q(c, "did he see a physio", "follow_up", None, NEVER, follow="he-back"),
    q(c, "when did hefin's back start", "named", BACK + [N2]),
    q(c, "what happened to hefin on the 11th of october", "date_window", BACK),
    q(c, "did hefin hurt his back on saturday the 12th of october", "yes_no", BACK),
    q(c, "when was hefin back working the dogs", "named", ["hefin-back-ok"]),
    q(c, "how long was hefin laid up with his back", "numbers", BACK + ["hefin-back-ok"]),
    q(c, "has hefin stopped moaning about his back", "yes_no", ["hefin-back-ok"]),
    q(c, "did moss win at cerrigydrudion", "yes_no", CER + ["hefin-cerrig-coach", N3], key="he-cer"),
    q(c, "what did he score", "follow_up", CER + [N3], follow="he-cer"),
    q(c, "who did he tie with", "follow_up", ["hefin-cerrig-fix"], follow="he-cer"),
    q(c, "was it 85 at cerrigydrudion", "yes_no", CER),
    q(c, "has moss ever won an open", "yes_no", ["hefin-cerrig-fix", "hefin-cerrig-coach", N3]),
    q(c, "is moss retiring", "yes_no", ["hefin-retire", N3]),
    q(c, "how old is moss", "numbers", ["hefin-retire", N1]),
    q(c, "what's moss doing in the spring", "topic_period", ["hefin-retire", N3]),
    q(c, "was hefin off with his back in late october", "yes_no", BACK + ["hefin-back-coach", "hefin-back-ok", N2]),
    q(c, "hefin's weight", "health", [weeks(c, W)], key="he-w"),
    q(c, "and his goal?", "follow_up", [G, P], follow="he-w"),
    q(c, "has he hit it", "follow_up", [G, weeks(c, W)], follow="he-w"),
    q(c, "has hefin's weight come down since july", "health", span(c, W, "2002-07-01", "2002-07-31") + [weeks(c, W)]),
    q(c, "hefin's weight in october", "health", span(c, W, "2002-10-01", "2002-10-31")),
    q(c, "my first note on hefin", "note", [N1]),
    q(c, "what did i write about hefin in october", "note", [N2]),
    q(c, "my december note on hefin", "note", [N3]),
    q(c, "hefin's check in after his back went", "checkin", [C2]),
    q(c, "hefin's sleep in july", "checkin", [C1]),
    q(c, "hefin tudur bak", "misspelling", BACK + ["hefin-back-coach", "hefin-back-ok", N2]),
    q(c, "moss score llanuwchlyn", "misspelling", LLAN + [N1]),
    q(c, "the tregaron farmer's back", "paraphrase", BACK + [N2]),
    q(c, "the farmer whose old dog is retiring", "paraphrase", ["hefin-retire", N3]),
    q(c, "how was hefin in july", "topic_period",
      LLAN + ["hefin-llan-shed", "hefin-pen-fix", "hefin-vet", "hefin-vet-fix", "hefin-vet-result"]),
    q(c, "hefin's trials in september", "topic_period",
      ["hefin-mallwyd", "hefin-mallwyd-fix", "hefin-mallwyd-result", "g-dilwyn-tregaron"]),
    q(c, "what did hefin say on christmas eve", "date_window", ["g-hefin-xmas"]),
    q(c, "what did hefin say on the glorious twelfth", "date_window", None, NEVER),
    q(c, "what does hefin farm", "profile_attribute", [P]),
    q(c, "who's gwyneth", "profile_attribute",
      [P, "hefin-pen-fix", "hefin-floss-age-fix", "hefin-back-coach", "g-hefin-mair"]),
    q(c, "what are hefin's dogs called", "profile_attribute", [P, N1]),
    q(c, "hefin's goal", "profile", [P]),
    q(c, "how's hefin doing", "how_doing", ["hefin-back-ok", "hefin-cerrig-fix", "hefin-retire", N3, weeks(c, W)]),
    q(c, "is hefin's back ok now", "recency", ["hefin-back-ok"]),
    q(c, "how many dogs ran at mallwyd", "numbers", None, NEVER),
    q(c, "hefin's knee", "possessive", None, NEVER),
    q(c, "did moss have kennel cough", "yes_no", None, OTHER_CLIENT),
    q(c, "hefin's broken wrist", "possessive", None, OTHER_CLIENT),
    q(c, "hefin's stent", "possessive", None, OTHER_TRAINER),
    q(c, "hefin's trials in march", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Dilwyn: Mair (test) — the left wrist, from the quad to the sign-off
c = "mair"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-dilwyn-mair-20020802"
WR = ["mair-onset", "mair-xray", "mair-plaster", N2]
QUESTIONS += [
    q(c, "mair's wrist", "possessive", WR + ["mair-signoff", N3], key="ma-wr"),
    q(c, "which one", "follow_up", ["mair-xray", P], follow="ma-wr"),
    q(c, "how did she do it", "follow_up", ["mair-onset", N2], follow="ma-wr"),
    q(c, "who took her to hospital", "follow_up", ["mair-onset"], follow="ma-wr"),
    q(c, "which bone", "follow_up", ["mair-xray", N2], follow="ma-wr"),
    q(c, "who set it", "follow_up", None, NEVER, follow="ma-wr"),
    q(c, "when did mair break her wrist", "named", ["mair-onset", "mair-xray", N2, "g-dilwyn-mair"]),
    q(c, "when did mair's wrist trouble start", "named", ["mair-onset", N2, "g-dilwyn-mair"]),
    q(c, "which hospital did mair go to", "named", ["mair-onset"]),
    q(c, "when was mair back trialling", "named", ["mair-back", N2]),
    q(c, "when did mair's plaster come off", "named", ["mair-plaster", N2]),
    q(c, "when was mair signed off", "named", ["mair-signoff", N3]),
    q(c, "how long was mair in plaster", "numbers", ["mair-onset", "mair-plaster", N2]),
    q(c, "what did the fracture clinic tell mair", "named", ["mair-clinic", TR]),
    q(c, "what did the physio say about mair's wrist", "named", ["mair-physio"]),
    q(c, "can mair drive the quad", "transcript", [TR, "mair-clinic"]),
    q(c, "what did meirion say on the call", "transcript", [TR]),
    q(c, "can mair feed the dogs", "transcript", [TR]),
    q(c, "what did i tell mair when the plaster came off", "coach_reply", ["mair-plaster-coach"]),
    q(c, "what did i offer mair the night she fell", "coach_reply", ["mair-onset-coach"]),
    q(c, "cadi's score at tregaron", "numbers", ["mair-back", N2]),
    q(c, "cadi's score at lampeter", "numbers", ["mair-oct"]),
    q(c, "what was cadi's time at lampeter", "numbers", None, NEVER),
    q(c, "is cadi scoring as well as before the wrist", "yes_no", ["mair-jul", "mair-nov"]),
    q(c, "has cadi's score gone up since tregaron", "yes_no", ["mair-back", "mair-oct", "mair-nov"]),
    q(c, "has mair stopped complaining about her wrist", "yes_no", ["mair-nov"]),
    q(c, "mair's steps", "health", [weeks(c, S)], key="ma-st"),
    q(c, "and back in august?", "follow_up", span(c, S, "2002-08-01", "2002-08-31"), follow="ma-st"),
    q(c, "is mair walking more than in july", "health", span(c, S, "2002-07-01", "2002-07-31") + [weeks(c, S)]),
    q(c, "my first note on mair", "note", [N1]),
    q(c, "what did i write about mair in september", "note", [N2]),
    q(c, "my december note on mair", "note", [N3]),
    q(c, "mair's check in when she was in plaster", "checkin", [C1]),
    q(c, "mair's stress in november", "checkin", [C2]),
    q(c, "mair bowan rist", "misspelling", WR),
    q(c, "cadi scor llandovery", "misspelling", ["mair-nov", N3]),
    q(c, "the lampeter woman's wrist", "paraphrase", WR),
    q(c, "the woman who came off the quad", "paraphrase", ["mair-onset", N2, "g-dilwyn-mair"]),
    q(c, "how was mair in july", "topic_period", ["mair-jul", "mair-onset", "mair-onset-coach", "mair-xray", "g-dilwyn-mair"]),
    q(c, "mair in november", "topic_period", ["mair-nov"]),
    q(c, "was mair in plaster in august", "yes_no", ["mair-onset", "mair-xray", "mair-plaster", N2]),
    q(c, "what did mair say on the 14th of july", "date_window", ["mair-xray"]),
    q(c, "what happened to mair on the 13th of july", "date_window", ["mair-onset", "g-dilwyn-mair"]),
    q(c, "mair on christmas eve", "date_window", None, NEVER),
    q(c, "who's meirion", "profile_attribute", [P, "mair-onset", TR]),
    q(c, "what's mair's dog called", "profile_attribute", [P]),
    q(c, "mair's goal", "profile", [P]),
    q(c, "how's mair doing", "how_doing", ["mair-nov", "mair-signoff", N3, weeks(c, S)]),
    q(c, "is mair still in plaster", "recency", ["mair-plaster", N2]),
    q(c, "is mair trialling again", "recency", ["mair-back", "mair-oct", "mair-nov"]),
    q(c, "how many dogs ran at llandovery", "numbers", None, NEVER),
    q(c, "mair's back", "possessive", None, OTHER_CLIENT),
    q(c, "did mair's dog have a grass seed in its eye", "yes_no", None, OTHER_CLIENT),
    q(c, "mair's cracked rib", "possessive", None, OTHER_TRAINER),
    q(c, "mair's wrist in 2001", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Dilwyn: Ieuan (dev) — says little
c = "ieuan"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
WON = ["ieuan-won-q", "ieuan-won", "g-dilwyn-ieuan", N2]
QUESTIONS += [
    q(c, "did ieuan say he'd come on the 11th of july", "yes_no", ["ieuan-jul-q", "ieuan-jul"]),
    q(c, "how did mot do at the young handlers", "numbers", ["ieuan-yh-q", "ieuan-yh"], key="ie-yh"),
    q(c, "how many points", "follow_up", ["ieuan-yh-q2", "ieuan-yh-score"], follow="ie-yh"),
    q(c, "who won it", "follow_up", None, NEVER, follow="ie-yh"),
    q(c, "where was it", "follow_up", None, NEVER, follow="ie-yh"),
    q(c, "was mot's cough better on the 19th of august", "yes_no", ["ieuan-cough-q", "ieuan-cough"]),
    q(c, "when did mot see the vet", "named", ["ieuan-cough-q", "ieuan-cough", "ieuan-vet-q", "ieuan-vet"]),
    q(c, "what did the vet say about mot's cough", "named", ["ieuan-vet-q", "ieuan-vet", N2], key="ie-vet"),
    q(c, "what did he get for it", "follow_up", ["ieuan-vet"], follow="ie-vet"),
    q(c, "how did mot catch it", "follow_up", None, NEVER, follow="ie-vet"),
    q(c, "did ieuan win the tregaron juniors", "yes_no", WON, key="ie-won"),
    q(c, "what score", "follow_up", ["ieuan-won-q2", "ieuan-won-score", "g-dilwyn-ieuan", N2], follow="ie-won"),
    q(c, "who came second", "follow_up", None, NEVER, follow="ie-won"),
    q(c, "is ieuan scoring better than at the young handlers", "yes_no",
      ["ieuan-yh-score", "ieuan-won-score", "g-dilwyn-ieuan"]),
    q(c, "what year is ieuan in", "numbers", ["ieuan-school-q", "ieuan-school"]),
    q(c, "is ieuan back at school", "yes_no", ["ieuan-school-q", "ieuan-school"]),
    q(c, "could ieuan do extra sessions at half term", "yes_no", ["ieuan-ht-q", "ieuan-ht"], key="ie-ht"),
    q(c, "why not", "follow_up", ["ieuan-ht"], follow="ie-ht"),
    q(c, "who was he with", "follow_up", ["ieuan-ht"], follow="ie-ht"),
    q(c, "where was ieuan at half term", "named", ["ieuan-ht-q", "ieuan-ht"]),
    q(c, "is ieuan coming to the christmas do", "yes_no", ["ieuan-do-q", "ieuan-do"]),
    q(c, "did ieuan come to the christmas do", "yes_no", None, NEVER),
    q(c, "is mot lame", "yes_no", ["ieuan-lame-q", "ieuan-lame", "ieuan-ok"], key="ie-lame"),
    q(c, "which leg", "follow_up", ["ieuan-lame"], follow="ie-lame"),
    q(c, "how did he do it", "follow_up", None, NEVER, follow="ie-lame"),
    q(c, "when did mot go lame", "named", ["ieuan-lame-q", "ieuan-lame"]),
    q(c, "when was mot sound again", "named", ["ieuan-ok"]),
    q(c, "what did i tell ieuan about mot's leg", "coach_reply", ["ieuan-lame-coach"]),
    q(c, "what did i ask ieuan on the 5th of october", "coach_reply", ["ieuan-won-q", "ieuan-won-q2"]),
    q(c, "my first note on ieuan", "note", [N1]),
    q(c, "what did i write about ieuan in october", "note", [N2]),
    q(c, "ieuan's check in", "checkin", [C1]),
    q(c, "ieuan's sleep in september", "checkin", [C1]),
    q(c, "iwan mostyn young handlers", "misspelling", ["ieuan-yh-q", "ieuan-yh"]),
    q(c, "ieaun mot lame", "misspelling", ["ieuan-lame-q", "ieuan-lame"]),
    q(c, "the tregaron schoolboy's win", "paraphrase", WON),
    q(c, "the lad ithel brings", "paraphrase", [P, N1]),
    q(c, "ieuan in august", "topic_period",
      ["ieuan-yh", "ieuan-yh-score", "ieuan-cough-q", "ieuan-cough", "ieuan-vet-q", "ieuan-vet"]),
    q(c, "ieuan in october", "topic_period", ["ieuan-won", "ieuan-won-score", "g-dilwyn-ieuan", "ieuan-ht"]),
    q(c, "what did ieuan say on the 5th of october", "date_window", ["ieuan-won", "ieuan-won-score"]),
    q(c, "ieuan on boxing day", "date_window", None, NEVER),
    q(c, "who brings ieuan", "profile_attribute", [P, N1]),
    q(c, "what's ieuan's dog called", "profile_attribute", [P]),
    q(c, "ieuan's goal", "profile", [P]),
    q(c, "how's ieuan doing", "how_doing", ["ieuan-won-score", "g-dilwyn-ieuan", N2, "ieuan-ok"]),
    q(c, "is mot ok now", "recency", ["ieuan-ok"]),
    q(c, "what did mot score at tregaron show", "numbers", None, NEVER),
    q(c, "how much were mot's tablets", "numbers", None, NEVER),
    q(c, "ieuan's back", "possessive", None, OTHER_CLIENT),
    q(c, "is mot retiring", "yes_no", None, OTHER_CLIENT),
    q(c, "ieuan's ankle", "possessive", None, OTHER_TRAINER),
    q(c, "did ieuan fly solo", "yes_no", None, OTHER_TRAINER),
    q(c, "ieuan in may", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Aubrey: Perdita (dev) — the elbow: Ibugel, diclofenac instead, Arcoxia instead
c = "perdita"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-aubrey-perdita-20020809"
MED = ["perdita-ibugel", "perdita-diclo", "perdita-arcoxia", N2]
QUESTIONS += [
    q(c, "perdita's elbow", "possessive", MED + ["perdita-stop", "perdita-back"], key="pe-el"),
    q(c, "which arm", "follow_up", [P], follow="pe-el"),
    q(c, "what did the gp call it", "follow_up", ["perdita-diclo", N2, P], follow="pe-el"),
    q(c, "what brought it on", "follow_up", ["perdita-jul", N1], follow="pe-el"),
    q(c, "who told her to wear a strap", "follow_up", ["perdita-arcoxia", TR], follow="pe-el"),
    q(c, "who's her gp", "follow_up", None, NEVER, follow="pe-el"),
    q(c, "what did perdita try first for her elbow", "named", ["perdita-ibugel", N2]),
    q(c, "why did the gp change the ibugel", "named", ["perdita-diclo", N2]),
    q(c, "why did perdita come off the diclofenac", "named", ["perdita-stomach", "perdita-arcoxia", N2]),
    q(c, "when did perdita start the arcoxia", "named", ["perdita-arcoxia", N2, TR]),
    q(c, "what was the last thing perdita took for her elbow", "named", ["perdita-arcoxia", "perdita-stop", N3]),
    q(c, "when did perdita stop the arcoxia", "named", ["perdita-stop", N3]),
    q(c, "is perdita on diclofenac", "yes_no", ["perdita-arcoxia", N2]),
    q(c, "is perdita still on arcoxia", "recency", ["perdita-stop", N3]),
    q(c, "when did perdita's elbow start", "named", ["perdita-jul", "perdita-ibugel"]),
    q(c, "when was perdita back fishing", "named", ["perdita-back"]),
    q(c, "has perdita's elbow stopped hurting", "yes_no", ["perdita-back", "perdita-stop"]),
    q(c, "what did i tell perdita about the rod", "coach_reply", ["perdita-arcoxia-coach"]),
    q(c, "what did i tell perdita when her elbow got bad", "coach_reply", ["perdita-ibugel-coach"]),
    q(c, "can perdita tie flies", "transcript", [TR]),
    q(c, "what did eben say on the call", "transcript", [TR]),
    q(c, "when should perdita take the arcoxia", "transcript", [TR]),
    q(c, "how big was perdita's grayling at kimbridge", "numbers", ["perdita-back"]),
    q(c, "how many fish did perdita catch at houghton", "numbers", ["perdita-oct"]),
    q(c, "how did perdita do in the christmas match", "numbers", ["perdita-dec", "g-aubrey-match", N3], key="pe-m"),
    q(c, "who came to watch", "follow_up", ["perdita-dec"], follow="pe-m"),
    q(c, "who won it", "follow_up", None, NEVER, follow="pe-m"),
    q(c, "is perdita catching bigger grayling than in september", "yes_no", ["perdita-back", "perdita-oct"]),
    q(c, "what fly did perdita catch the trout on", "named", ["perdita-jul"]),
    q(c, "perdita's steps", "health", [weeks(c, S)], key="pe-st"),
    q(c, "and in august?", "follow_up", span(c, S, "2002-08-01", "2002-08-31"), follow="pe-st"),
    q(c, "is perdita walking more than in july", "health", span(c, S, "2002-07-01", "2002-07-31") + [weeks(c, S)]),
    q(c, "my first note on perdita", "note", [N1]),
    q(c, "what did i write about perdita in august", "note", [N2]),
    q(c, "my december note on perdita", "note", [N3]),
    q(c, "perdita's check in when her stomach was bad", "checkin", [C1]),
    q(c, "perdita's sleep in november", "checkin", [C2]),
    q(c, "perdita tolemache elbow", "misspelling", MED),
    q(c, "perditas arcoxa", "misspelling", ["perdita-arcoxia", N2]),
    q(c, "the retired barrister's elbow", "paraphrase", MED),
    q(c, "the stockbridge lady's tablets", "paraphrase", MED),
    q(c, "perdita in august", "topic_period", ["perdita-stomach", "perdita-arcoxia", "perdita-arcoxia-coach"]),
    q(c, "perdita's elbow in july", "topic_period", ["perdita-jul", "perdita-ibugel", "perdita-diclo"]),
    q(c, "what was perdita taking for her elbow in september", "topic_period", ["perdita-arcoxia", "perdita-stop", N2, N3]),
    q(c, "what did perdita say on the 24th of july", "date_window", ["perdita-diclo"]),
    q(c, "perdita on bonfire night", "date_window", None, NEVER),
    q(c, "what did perdita do for a living", "profile_attribute", [P]),
    q(c, "who's eben", "profile_attribute", [P, TR, "perdita-dec"]),
    q(c, "perdita's goal", "profile", [P]),
    q(c, "how's perdita doing", "how_doing", ["perdita-stop", "perdita-oct", "perdita-dec", N3, weeks(c, S)]),
    q(c, "has perdita fished since the elbow", "recency", ["perdita-back", "perdita-oct", "perdita-dec"]),
    q(c, "how much did perdita's strap cost", "numbers", None, NEVER),
    q(c, "perdita's back", "possessive", None, OTHER_CLIENT),
    q(c, "did perdita's husband break his hip", "yes_no", None, OTHER_CLIENT),
    q(c, "perdita's patch", "possessive", None, OTHER_TRAINER),
    q(c, "perdita's cracked rib", "possessive", None, OTHER_TRAINER),
    q(c, "perdita in june", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Aubrey: Cyrus (test) — asked in the negative; texts in bursts
c = "cyrus"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
MISS1 = tags("cyrus-miss1-", "q", "a", "b", "c")
MISS2 = tags("cyrus-miss2-", "q", "a", "b", "c")
MISS3 = tags("cyrus-miss3-", "q", "a", "b", "c", "d")
CBACK = tags("cyrus-back-", "a", "b", "c")
OK = tags("cyrus-backok-", "a", "b")
DEC = tags("cyrus-dec-", "a", "b", "c", "d")
QUESTIONS += [
    q(c, "which sessions did cyrus skip", "named", MISS1 + MISS2 + MISS3 + [N2, N3], key="cy-miss"),
    q(c, "why did he miss the first one", "follow_up", ["cyrus-miss1-a", "cyrus-miss1-b"], follow="cy-miss"),
    q(c, "did he tell me beforehand", "follow_up", ["cyrus-miss1-c"], follow="cy-miss"),
    q(c, "did cyrus ever not turn up in august", "yes_no", ["cyrus-miss2-q", "cyrus-miss2-a", "cyrus-miss2-b", N2]),
    q(c, "did cyrus miss any sessions in october", "yes_no", None, NEVER),
    q(c, "did cyrus miss any sessions in december", "yes_no", None, NEVER),
    q(c, "did cyrus turn up on the 14th of september", "yes_no", ["cyrus-back3-q"]),
    q(c, "why wasn't cyrus there on the 23rd of november", "named", MISS3),
    q(c, "what happened to cyrus on the 10th of august", "date_window", MISS2),
    q(c, "has cyrus stopped complaining about his back", "yes_no", OK),
    q(c, "cyrus's back", "possessive", CBACK + ["cyrus-back2-a", "cyrus-back3-a", "cyrus-back3-b"] + OK + [N2], key="cy-back"),
    q(c, "what's causing it", "follow_up", ["cyrus-back-b", "cyrus-back-c", N2], follow="cy-back"),
    q(c, "who's treating it", "follow_up", ["cyrus-back3-b", N2], follow="cy-back"),
    q(c, "how many sessions", "follow_up", ["cyrus-back3-b", "cyrus-back3-c"], follow="cy-back"),
    q(c, "what's the physio called", "follow_up", None, NEVER, follow="cy-back"),
    q(c, "when did cyrus's back start", "named", CBACK + [N2]),
    q(c, "when was cyrus's back ok again", "named", OK),
    q(c, "could cyrus wade in september", "yes_no", ["cyrus-back2-a", "cyrus-back2-b"]),
    q(c, "cyrus's first grayling", "named", tags("cyrus-grayling-", "a", "b", "c"), key="cy-gr"),
    q(c, "what did he catch it on", "follow_up", ["cyrus-grayling-a", "cyrus-grayling-b"], follow="cy-gr"),
    q(c, "how big", "follow_up", ["cyrus-grayling-a", "cyrus-grayling-c"], follow="cy-gr"),
    q(c, "has cyrus caught a two pound grayling", "yes_no", DEC + ["cyrus-dec-coach", N3]),
    q(c, "what did cyrus catch on the 7th of december", "date_window", DEC),
    q(c, "is cyrus catching bigger fish than in july", "yes_no", ["cyrus-jul-a", "cyrus-jul-c", "cyrus-jul-d", "cyrus-dec-b", "cyrus-dec-c"]),
    q(c, "how did cyrus get on at kimbridge", "named", tags("cyrus-jul-", "a", "b", "c", "d")),
    q(c, "where did cyrus come in the christmas match", "numbers", ["g-aubrey-match"]),
    q(c, "how many covers did cyrus do on the 6th of july", "numbers", None, NEVER),
    q(c, "what fly did cyrus catch the 2lb brown on", "named", None, NEVER),
    q(c, "cyrus's resting heart rate", "health", [weeks(c, HR)], key="cy-hr"),
    q(c, "and in july?", "follow_up", span(c, HR, "2002-07-01", "2002-07-31"), follow="cy-hr"),
    q(c, "has cyrus's heart rate come down since july", "health", span(c, HR, "2002-07-01", "2002-07-31") + [weeks(c, HR)]),
    q(c, "my first note on cyrus", "note", [N1]),
    q(c, "what did i write about cyrus in september", "note", [N2]),
    q(c, "my december note on cyrus", "note", [N3]),
    q(c, "cyrus's check in in august", "checkin", [C1]),
    q(c, "cyrus's stress in october", "checkin", [C2]),
    q(c, "cyris westlake back", "misspelling", CBACK + [N2]),
    q(c, "cyrus grayling nimph", "misspelling", tags("cyrus-grayling-", "a", "b", "c")),
    q(c, "the romsey chef's back", "paraphrase", CBACK + [N2]),
    q(c, "the chef who keeps missing saturdays", "paraphrase", [N1] + MISS1 + MISS2 + MISS3),
    q(c, "cyrus in august", "topic_period", MISS2 + CBACK),
    q(c, "cyrus in november", "topic_period", MISS3),
    q(c, "what does cyrus do", "profile_attribute", [P, N1]),
    q(c, "who's dorian", "profile_attribute", [P, "cyrus-miss3-b"]),
    q(c, "cyrus's goal", "profile", [P]),
    q(c, "how's cyrus doing", "how_doing", DEC + ["cyrus-dec-coach", N3, weeks(c, HR)] + OK),
    q(c, "is cyrus's back still bad", "recency", OK),
    q(c, "what did i say when cyrus caught the big one", "coach_reply", ["cyrus-dec-coach"]),
    q(c, "what did i ask cyrus on the 14th of september", "coach_reply", ["cyrus-back3-q"]),
    q(c, "did cyrus stop smoking", "yes_no", None, NEVER),
    q(c, "cyrus's elbow", "possessive", None, OTHER_CLIENT),
    q(c, "is cyrus on arcoxia", "yes_no", None, OTHER_CLIENT),
    q(c, "cyrus's harness", "possessive", None, OTHER_TRAINER),
    q(c, "cyrus's stent", "possessive", None, OTHER_TRAINER),
    q(c, "cyrus in 2001", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Aubrey: Hyacinth (test) — tells the river chat more than the coach
c = "hyacinth"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
HIP = ["g-hyacinth-hip", "g-hyacinth-op", "g-hyacinth-home"]
QUESTIONS += [
    q(c, "why was hyacinth away in september", "named", ["hyacinth-away"] + HIP + [N2]),
    q(c, "what happened to hyacinth's husband", "named", HIP + ["g-hyacinth-sticks"], key="hy-hip"),
    q(c, "how did he do it", "follow_up", ["g-hyacinth-hip"], follow="hy-hip"),
    q(c, "which hospital", "follow_up", ["g-hyacinth-hip"], follow="hy-hip"),
    q(c, "when was his op", "follow_up", ["g-hyacinth-hip", "g-hyacinth-op"], follow="hy-hip"),
    q(c, "who did the op", "follow_up", None, NEVER, follow="hy-hip"),
    q(c, "when did bartle come home", "named", ["g-hyacinth-home"]),
    q(c, "what did hyacinth tell me about being away", "named", ["hyacinth-away"]),
    q(c, "did hyacinth tell me why she was away", "yes_no", ["hyacinth-away"]),
    q(c, "when was hyacinth back on the river", "named", ["hyacinth-back", "hyacinth-back-coach", N2]),
    q(c, "how long was hyacinth away", "numbers", ["hyacinth-away", "hyacinth-back-coach", N2]),
    q(c, "what happened to bartle on the 31st of august", "date_window", ["g-hyacinth-hip"]),
    q(c, "what did hyacinth say on the 5th of september", "date_window", ["g-hyacinth-op"]),
    q(c, "did hyacinth fish in september", "yes_no", ["hyacinth-away", "hyacinth-back-coach", N2]),
    q(c, "is bartle walking again", "yes_no", ["g-hyacinth-sticks", "g-hyacinth-match"]),
    q(c, "did bartle come to the christmas match", "yes_no", ["g-hyacinth-match"]),
    q(c, "did hyacinth want me to know about bartle", "yes_no", ["g-hyacinth-hip"]),
    q(c, "what did hyacinth catch in july", "named", ["hyacinth-jul"]),
    q(c, "where did hyacinth come in the christmas match", "numbers", None, NEVER),
    q(c, "how many trout has hyacinth had since she came back", "numbers", None, NEVER),
    q(c, "what did i say when hyacinth came back", "coach_reply", ["hyacinth-back-coach"]),
    q(c, "what did i tell hyacinth when she went away", "coach_reply", ["hyacinth-away-coach"]),
    q(c, "hyacinth's steps", "health", [weeks(c, S)], key="hy-st"),
    q(c, "and in september?", "follow_up", span(c, S, "2002-09-01", "2002-09-30"), follow="hy-st"),
    q(c, "are hyacinth's steps down since july", "health", span(c, S, "2002-07-01", "2002-07-31") + [weeks(c, S)]),
    q(c, "my first note on hyacinth", "note", [N1]),
    q(c, "what did i write about hyacinth in october", "note", [N2]),
    q(c, "hyacinth's check in in september", "checkin", [C1]),
    q(c, "hyacinth's stress in november", "checkin", [C2]),
    q(c, "hyacinth scrivner away", "misspelling", ["hyacinth-away", N2]),
    q(c, "hyacynth husband hip", "misspelling", HIP),
    q(c, "the houghton lady's husband", "paraphrase", HIP + [P]),
    q(c, "the old lady who was off for six weeks", "paraphrase", ["hyacinth-away", "hyacinth-back", N2]),
    q(c, "hyacinth in september", "topic_period", ["hyacinth-away", "hyacinth-away-coach"] + HIP),
    q(c, "hyacinth in december", "topic_period", ["hyacinth-dec", "g-hyacinth-match"]),
    q(c, "what happened to bartle in august", "topic_period", ["g-hyacinth-hip"]),
    q(c, "what did hyacinth say on remembrance sunday", "date_window", None, NEVER),
    q(c, "who's bartle", "profile_attribute", [P] + HIP),
    q(c, "where does hyacinth live", "profile_attribute", [P]),
    q(c, "which beat does hyacinth fish", "note", [N1]),
    q(c, "hyacinth's goal", "profile", [P]),
    q(c, "how's hyacinth doing", "how_doing", ["hyacinth-dec", "g-hyacinth-match", N2, weeks(c, S)]),
    q(c, "is hyacinth still away", "recency", ["hyacinth-back", "hyacinth-back-coach", N2]),
    q(c, "hyacinth's eyes", "possessive", None, NEVER),
    q(c, "hyacinth's elbow", "possessive", None, OTHER_CLIENT),
    q(c, "did hyacinth catch a two pound grayling", "yes_no", None, OTHER_CLIENT),
    q(c, "hyacinth's seasickness", "possessive", None, OTHER_TRAINER),
    q(c, "hyacinth's cholesterol", "health", None, OTHER_TRAINER),
    q(c, "hyacinth in april", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Tressa: Jory (dev) — the cracked rib, from the huli drill to the first race back
c = "jory"
N1, N2, N3 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-tressa-jory-20020815"
RIB = ["jory-onset", "jory-xray", N2]
QUESTIONS += [
    q(c, "jory's ribs", "possessive", RIB + ["jory-back", N3], key="jo-rib"),
    q(c, "which side", "follow_up", ["jory-onset", N2, P], follow="jo-rib"),
    q(c, "what caused it", "follow_up", ["jory-onset", N2], follow="jo-rib"),
    q(c, "where did he get it checked", "follow_up", ["jory-xray", TR], follow="jo-rib"),
    q(c, "who took his seat", "follow_up", ["jory-xray-coach", "g-tressa-jory"], follow="jo-rib"),
    q(c, "who saw him at helston", "follow_up", None, NEVER, follow="jo-rib"),
    q(c, "when did jory crack his rib", "named", ["jory-onset", N2]),
    q(c, "when did jory's rib trouble start", "named", ["jory-onset", N2]),
    q(c, "when was jory back paddling", "named", ["jory-back", N3]),
    q(c, "when was jory back racing", "named", ["jory-winter", N3]),
    q(c, "how long was jory off the water", "numbers", ["jory-onset", "jory-back", N3]),
    q(c, "can jory swim", "transcript", [TR]),
    q(c, "what did ebrel say on the call", "transcript", [TR]),
    q(c, "is jory working with the rib", "transcript", [TR]),
    q(c, "what did i tell jory the night he did it", "coach_reply", ["jory-onset-coach"]),
    q(c, "what did i say when jory came back", "coach_reply", ["jory-back-coach"]),
    q(c, "jory's 1000m in july", "numbers", ["jory-jul", N1]),
    q(c, "jory's best 1000m", "numbers", ["jory-nov", N3]),
    q(c, "jory's time in the fal race", "numbers", ["jory-race"], key="jo-fal"),
    q(c, "where did they come", "follow_up", ["jory-race"], follow="jo-fal"),
    q(c, "who won it", "follow_up", None, NEVER, follow="jo-fal"),
    q(c, "what was jory's time at st mawes", "numbers", None, NEVER),
    q(c, "is jory faster than before the rib", "yes_no", ["jory-jul", "jory-nov", N3]),
    q(c, "has jory's 1000 come down since october", "yes_no", ["jory-oct", "jory-nov"]),
    q(c, "did jory paddle at the regatta", "yes_no", ["jory-xray-coach", "g-tressa-jory"]),
    q(c, "did jory miss any races with the rib", "yes_no", ["jory-xray", "jory-xray-coach", "g-tressa-jory"]),
    q(c, "were jory's ribs still sore in september", "yes_no", ["jory-sore"]),
    q(c, "has jory stopped complaining about his ribs", "yes_no", ["jory-winter-coach", "jory-winter-ribs"]),
    q(c, "jory's resting heart rate", "health", [weeks(c, HR)], key="jo-hr"),
    q(c, "and in august?", "follow_up", span(c, HR, "2002-08-01", "2002-08-31"), follow="jo-hr"),
    q(c, "is jory's heart rate lower than in july", "health", span(c, HR, "2002-07-01", "2002-07-31") + [weeks(c, HR)]),
    q(c, "my first note on jory", "note", [N1]),
    q(c, "what did i write about jory in august", "note", [N2]),
    q(c, "my december note on jory", "note", [N3]),
    q(c, "jory's check in after the rib", "checkin", [C1]),
    q(c, "jory's sleep in november", "checkin", [C2]),
    q(c, "jory trethowey rib", "misspelling", RIB),
    q(c, "jorys cracked ribb", "misspelling", RIB),
    q(c, "the flushing rigger's ribs", "paraphrase", RIB),
    q(c, "the lad from the docks who got hit by the canoe", "paraphrase", ["jory-onset", N2]),
    q(c, "how was jory in august", "topic_period",
      ["jory-onset", "jory-onset-coach", "jory-xray", "jory-xray-coach", "g-tressa-jory", TR]),
    q(c, "jory in november", "topic_period", ["jory-nov", "jory-winter", "jory-winter-coach", "jory-winter-ribs"]),
    q(c, "what did jory say on st andrew's day", "date_window", ["jory-winter", "jory-winter-ribs"]),
    q(c, "what did jory say on the 15th of august", "date_window", ["jory-xray"]),
    q(c, "jory on halloween", "date_window", None, NEVER),
    q(c, "who's ebrel", "profile_attribute", [P, TR]),
    q(c, "what does jory do", "profile_attribute", [P]),
    q(c, "jory's goal", "profile", [P]),
    q(c, "how's jory doing", "how_doing", ["jory-nov", "jory-winter", N3, weeks(c, HR)]),
    q(c, "is jory paddling again", "recency", ["jory-back", "jory-oct", "jory-nov", "jory-winter"]),
    q(c, "what painkillers was jory on", "named", None, NEVER),
    q(c, "jory's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "jory's stent", "possessive", None, OTHER_CLIENT),
    q(c, "jory's broken wrist", "possessive", None, OTHER_TRAINER),
    q(c, "is jory on scopoderm", "yes_no", None, OTHER_TRAINER),
    q(c, "jory's ribs in 2001", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Tressa: Kensa (test) — records that correct themselves
c = "kensa"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-tressa-kensa-steps"
PHYS = ["kensa-physio", "kensa-physio-fix"]
REG = ["kensa-regatta", "kensa-regatta-fix"]
QUESTIONS += [
    q(c, "kensa's 1000m in july", "numbers", ["kensa-jul", "kensa-jul-fix", N1], key="ke-jul"),
    q(c, "why did she change it", "follow_up", ["kensa-jul-fix"], follow="ke-jul"),
    q(c, "did kensa do 5:40 in july", "yes_no", ["kensa-jul", "kensa-jul-fix"]),
    q(c, "when did kensa see the physio", "named", PHYS + ["kensa-physio-result"], key="ke-ph"),
    q(c, "what did the physio say", "follow_up", ["kensa-physio-result", N2], follow="ke-ph"),
    q(c, "which shoulder", "follow_up", ["kensa-physio-result", N2], follow="ke-ph"),
    q(c, "why was it moved", "follow_up", ["kensa-physio-fix"], follow="ke-ph"),
    q(c, "what's the physio called", "follow_up", None, NEVER, follow="ke-ph"),
    q(c, "did kensa see the physio on the 13th of august", "yes_no", PHYS),
    q(c, "how did kensa's crew do at the regatta", "numbers", REG + ["g-tressa-regatta-fix", N2], key="ke-reg"),
    q(c, "what was their time", "follow_up", REG + [N2], follow="ke-reg"),
    q(c, "what seat was she in", "follow_up", [N2], follow="ke-reg"),
    q(c, "who won the women's six", "follow_up", None, NEVER, follow="ke-reg"),
    q(c, "kensa's crew came 2nd at the regatta didn't they", "yes_no",
      REG + ["g-tressa-regatta", "g-tressa-regatta-fix"]),
    q(c, "what does kensa weigh", "numbers", ["kensa-weight", "kensa-weight-fix"]),
    q(c, "does kensa weigh 64 kg", "yes_no", ["kensa-weight", "kensa-weight-fix"]),
    q(c, "how long is kensa's new paddle", "numbers", ["kensa-paddle", "kensa-paddle-fix"], key="ke-pad"),
    q(c, "who bought it", "follow_up", ["kensa-paddle"], follow="ke-pad"),
    q(c, "how much was it", "follow_up", None, NEVER, follow="ke-pad"),
    q(c, "when was kensa's birthday", "named", ["kensa-paddle"]),
    q(c, "kensa said her paddle was 52 inch, is that right", "yes_no", ["kensa-paddle", "kensa-paddle-fix"]),
    q(c, "what did kensa say on the 6th of august", "date_window", ["kensa-physio"]),
    q(c, "is kensa faster than in july", "yes_no", ["kensa-jul", "kensa-jul-fix", "kensa-nov"]),
    q(c, "kensa's 1000m in november", "numbers", ["kensa-nov"]),
    q(c, "kensa's first 1000m time", "numbers", ["kensa-jul", "kensa-jul-fix", N1]),
    q(c, "what did kensa say on the 15th of july", "date_window", ["kensa-jul", "kensa-jul-fix"]),
    q(c, "what did kensa weigh in october", "numbers", ["kensa-weight", "kensa-weight-fix"]),
    q(c, "was the women's six time 48:10 at the regatta", "yes_no", REG + [N2]),
    q(c, "did kensa get a podium at the regatta", "yes_no", REG + ["g-tressa-regatta-fix", N2]),
    q(c, "what did i post about the regatta", "coach_reply", ["g-tressa-regatta", "g-tressa-regatta-fix"]),
    q(c, "was kensa's paddle cut down", "yes_no", ["kensa-paddle-fix"]),
    q(c, "was kensa's physio on a tuesday", "yes_no", PHYS),
    q(c, "what did kensa say on remembrance sunday", "date_window", ["kensa-nov"]),
    q(c, "what did kensa say on the 9th of september", "date_window", ["kensa-regatta-fix"]),
    q(c, "kensa's steps", "health", [weeks(c, S)], key="ke-st"),
    q(c, "and her goal?", "follow_up", [G], follow="ke-st"),
    q(c, "did she make it", "follow_up", [G, weeks(c, S)], follow="ke-st"),
    q(c, "kensa's steps in october", "health", span(c, S, "2002-10-01", "2002-10-31")),
    q(c, "my first note on kensa", "note", [N1]),
    q(c, "what did i write about kensa in september", "note", [N2]),
    q(c, "kensa's check in in august", "checkin", [C1]),
    q(c, "kensa's stress in december", "checkin", [C2]),
    q(c, "kensa hadfeild regatta", "misspelling", REG + [N2]),
    q(c, "kensas shoulder physio", "misspelling", PHYS + ["kensa-physio-result"]),
    q(c, "the penryn barista's shoulder", "paraphrase", ["kensa-physio-result", N2]),
    q(c, "the vegan girl's regatta", "paraphrase", REG + [N2]),
    q(c, "kensa in august", "topic_period", PHYS + ["kensa-physio-result"]),
    q(c, "kensa in december", "topic_period", ["kensa-paddle", "kensa-paddle-fix"]),
    q(c, "what did i say about kensa's seat for the regatta", "coach_reply", ["g-tressa-jory"]),
    q(c, "who's tristan", "profile_attribute", [P, "kensa-paddle"]),
    q(c, "what does kensa do", "profile_attribute", [P]),
    q(c, "is kensa vegetarian", "profile_attribute", [P, N1]),
    q(c, "kensa's goal", "profile", [P]),
    q(c, "how's kensa doing", "how_doing", ["kensa-nov", "kensa-paddle-fix", weeks(c, S)]),
    q(c, "is kensa's shoulder still tight", "recency", None, NEVER),
    q(c, "what was kensa's time in the fal race", "numbers", None, NEVER),
    q(c, "kensa's ribs", "possessive", None, OTHER_CLIENT),
    q(c, "did kensa have a stent", "yes_no", None, OTHER_CLIENT),
    q(c, "kensa's tennis elbow", "possessive", None, OTHER_TRAINER),
    q(c, "kensa's kwells", "possessive", None, OTHER_TRAINER),
    q(c, "kensa's regatta in 2001", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Tressa: Peran (dev) — tells the crew chat more than the coach
c = "peran"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
L1, L2 = lab(c, "20020715"), lab(c, "20021120")
ST = ["g-peran-stent", "g-peran-rehab", "g-peran-cleared"]
QUESTIONS += [
    q(c, "why did peran take time off", "named", ["peran-away", "g-peran-stent", N2]),
    q(c, "what happened to peran", "named", ST, key="pr-st"),
    q(c, "where was he when it started", "follow_up", ["g-peran-stent"], follow="pr-st"),
    q(c, "who took him to hospital", "follow_up", ["g-peran-stent"], follow="pr-st"),
    q(c, "which hospital", "follow_up", ["g-peran-stent"], follow="pr-st"),
    q(c, "who put the stent in", "follow_up", None, NEVER, follow="pr-st"),
    q(c, "when did peran's chest pains start", "named", ["g-peran-stent"]),
    q(c, "what happened to peran on the 1st of october", "date_window", ["g-peran-stent"]),
    q(c, "what did peran tell me", "named", ["peran-away"]),
    q(c, "did peran want me to know", "yes_no", ["g-peran-stent"]),
    q(c, "when was peran back on the water", "named", ["peran-back-ask", "peran-back", N2]),
    q(c, "how long was peran off", "numbers", ["peran-away", "peran-back", N2]),
    q(c, "how long was peran's rehab", "numbers", ["g-peran-rehab"]),
    q(c, "when did peran finish rehab", "named", ["g-peran-cleared"]),
    q(c, "what did the cardiologist say", "named", ["g-peran-cleared"]),
    q(c, "was peran paddling in october", "yes_no", ["peran-away", "g-peran-stent", N2]),
    q(c, "was peran just under the weather in october", "yes_no", ["peran-away", "g-peran-stent"]),
    q(c, "what seat did i put peran in", "coach_reply", ["peran-back-coach"]),
    q(c, "what did i say when peran went off", "coach_reply", ["peran-away-coach"]),
    q(c, "peran's cholesterol", "health", [L2], key="pr-ch"),
    q(c, "and in july?", "follow_up", [L1], follow="pr-ch"),
    q(c, "has peran's cholesterol come down", "health", [L1, L2]),
    q(c, "peran's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "peran's heart rate in october", "health", span(c, HR, "2002-10-01", "2002-10-31")),
    q(c, "is peran's heart rate lower than in july", "health", span(c, HR, "2002-07-01", "2002-07-31") + [weeks(c, HR)]),
    q(c, "my first note on peran", "note", [N1]),
    q(c, "what did i write about peran in november", "note", [N2]),
    q(c, "peran's check in in october", "checkin", [C1]),
    q(c, "peran's sleep in december", "checkin", [C2]),
    q(c, "peran eyer stent", "misspelling", ST),
    q(c, "perans hart", "misspelling", ST),
    q(c, "the retired headteacher's heart", "paraphrase", ST),
    q(c, "the st mawes man's time off", "paraphrase", ["peran-away", "g-peran-stent", N2]),
    q(c, "peran in october", "topic_period", ["peran-away", "peran-away-coach", "g-peran-stent", "g-peran-rehab"]),
    q(c, "peran in november", "topic_period", ["g-peran-cleared", "peran-back-ask", "peran-back-coach", "peran-back"]),
    q(c, "what did peran say on the 3rd of october", "date_window", ["g-peran-stent"]),
    q(c, "peran on christmas day", "date_window", None, NEVER),
    q(c, "who's jenifer", "profile_attribute", [P, "g-peran-stent"]),
    q(c, "what did peran do before he retired", "profile_attribute", [P]),
    q(c, "peran's goal", "profile", [P]),
    q(c, "how's peran doing", "how_doing", ["peran-back", "g-peran-cleared", N2, weeks(c, HR)]),
    q(c, "is peran still off", "recency", ["peran-back", N2]),
    q(c, "what was peran's time in the fal race", "numbers", None, NEVER),
    q(c, "what dose of statin is peran on", "numbers", None, NEVER),
    q(c, "peran's knee", "possessive", None, NEVER),
    q(c, "peran's cracked rib", "possessive", None, OTHER_CLIENT),
    q(c, "peran's shoulder", "possessive", None, OTHER_CLIENT),
    q(c, "peran's husband's hip", "possessive", None, OTHER_TRAINER),
    q(c, "peran's ferritin", "health", None, OTHER_TRAINER),
    q(c, "peran in may", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ione: Rafe (dev) — asked in the negative; texts in bursts
c = "rafe"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
G = "goal-ione-rafe-weight"
M1 = tags("rafe-miss1-", "q", "a", "b")
M2 = tags("rafe-miss2-", "q", "a", "b", "c")
M3 = tags("rafe-miss3-", "q", "a", "b", "c")
RB = tags("rafe-back-", "a", "b", "c")
HAR = tags("rafe-harness-", "a", "b", "c")
XC = tags("rafe-xc-", "a", "b", "c", "d")
QUESTIONS += [
    q(c, "which sessions did rafe miss", "named", M1 + M2 + M3 + [N2], key="ra-miss"),
    q(c, "why did he miss the one in july", "follow_up", ["rafe-miss1-a", "rafe-miss1-b"], follow="ra-miss"),
    q(c, "who was he covering for", "follow_up", ["rafe-miss1-b"], follow="ra-miss"),
    q(c, "did rafe ever not turn up in october", "yes_no", M2 + [N2]),
    q(c, "did rafe miss any sessions in september", "yes_no", None, NEVER),
    q(c, "has rafe missed any since october", "yes_no", M3),
    q(c, "did rafe fly at all in december", "yes_no", M3 + tags("rafe-dec-", "a", "b", "c")),
    q(c, "why did rafe miss devil's dyke", "named", ["rafe-miss2-q", "rafe-miss2-b", "rafe-miss2-c"]),
    q(c, "why wasn't rafe there on the 7th of december", "named", M3),
    q(c, "what happened to rafe on the 7th of december", "date_window", M3),
    q(c, "has rafe stopped complaining about his back", "yes_no", ["rafe-harness-c", "rafe-caburn-c", N2]),
    q(c, "rafe's back", "possessive", RB + ["rafe-back2-a", "rafe-back2-b"] + HAR + [N2], key="ra-back"),
    q(c, "what brought it on", "follow_up", ["rafe-back-a", "rafe-back-c"], follow="ra-back"),
    q(c, "what did i tell him", "follow_up", ["rafe-back2-coach"], follow="ra-back"),
    q(c, "what fixed it", "follow_up", HAR + [N2], follow="ra-back"),
    q(c, "how much was the harness", "follow_up", None, NEVER, follow="ra-back"),
    q(c, "when did rafe's back start", "named", RB),
    q(c, "when did rafe's back get better", "named", HAR + ["rafe-caburn-c"]),
    q(c, "rafe's first xc", "named", XC + ["g-rafe-xc", N2], key="ra-xc"),
    q(c, "how far", "follow_up", ["rafe-xc-b", "rafe-xc-c", N2], follow="ra-xc"),
    q(c, "where did he land", "follow_up", ["rafe-xc-b", "rafe-xc-d"], follow="ra-xc"),
    q(c, "how long was he up", "follow_up", None, NEVER, follow="ra-xc"),
    q(c, "did rafe fly on the 9th of november", "yes_no", tags("rafe-rugby-", "a", "b"), key="ra-rug"),
    q(c, "why not", "follow_up", ["rafe-rugby-b"], follow="ra-rug"),
    q(c, "did rafe fly the day england beat the all blacks", "yes_no", tags("rafe-rugby-", "a", "b", "c")),
    q(c, "how long was rafe up at caburn", "numbers", ["rafe-caburn-a", "rafe-caburn-b"]),
    q(c, "how high did rafe get in july", "numbers", ["rafe-jul-a", "rafe-jul-c"]),
    q(c, "is rafe flying longer than in july", "yes_no", ["rafe-jul-b", "rafe-caburn-a", "rafe-caburn-b"]),
    q(c, "rafe's last flight of the year", "named", tags("rafe-dec-", "a", "b", "c", "d")),
    q(c, "how high did rafe get on his xc", "numbers", None, NEVER),
    q(c, "rafe's weight", "health", [weeks(c, W)], key="ra-w"),
    q(c, "and his goal?", "follow_up", [G, P], follow="ra-w"),
    q(c, "has he reached it", "follow_up", [G, weeks(c, W)], follow="ra-w"),
    q(c, "has rafe's weight come down since july", "health", span(c, W, "2002-07-01", "2002-07-31") + [weeks(c, W)]),
    q(c, "rafe's weight in september", "health", span(c, W, "2002-09-01", "2002-09-30")),
    q(c, "my first note on rafe", "note", [N1]),
    q(c, "what did i write about rafe in october", "note", [N2]),
    q(c, "rafe's check in in august", "checkin", [C1]),
    q(c, "rafe's stress in november", "checkin", [C2]),
    q(c, "raef outram back", "misspelling", RB + HAR),
    q(c, "rafes frist xc", "misspelling", XC),
    q(c, "the ferry deckhand's back", "paraphrase", RB + HAR),
    q(c, "the newhaven lad's cross country", "paraphrase", XC + [N2]),
    q(c, "rafe in october", "topic_period", M2 + XC),
    q(c, "rafe in august", "topic_period", RB + ["rafe-back2-a", "rafe-back2-b", "rafe-back2-coach"]),
    q(c, "what did i say to rafe on the 17th of august", "coach_reply", ["rafe-back2-coach"]),
    q(c, "what did i ask rafe on the 12th of october", "coach_reply", ["rafe-miss2-q"]),
    q(c, "what does rafe do", "profile_attribute", [P, N1]),
    q(c, "who's linus", "profile_attribute", [P, "rafe-miss1-b"]),
    q(c, "rafe's goal", "profile", [P]),
    q(c, "how's rafe doing", "how_doing", XC + ["rafe-dec-a", N2, weeks(c, W)]),
    q(c, "has rafe flown since the rugby", "recency", tags("rafe-dec-", "a", "b", "c")),
    q(c, "did rafe give up smoking", "yes_no", None, NEVER),
    q(c, "rafe's twisted ankle", "possessive", None, OTHER_CLIENT),
    q(c, "did rafe fly solo for the first time", "yes_no", None, OTHER_CLIENT),
    q(c, "rafe's grayling", "possessive", None, OTHER_TRAINER),
    q(c, "rafe's stent", "possessive", None, OTHER_TRAINER),
    q(c, "rafe's flights in march", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ione: Isolde (test) — sickness in thermals: Kwells, Sea-Legs instead, a patch instead
c = "isolde"
N1, N2 = notes(c); C1, C2 = cis(c)
P = profile(c)
TR = "tr-ione-isolde-20020920"
L1, L2 = lab(c, "20020723"), lab(c, "20021126")
SICK = ["isolde-kwells", "isolde-sealegs", "isolde-patch", N2]
QUESTIONS += [
    q(c, "isolde's travel sickness", "possessive", ["isolde-onset"] + SICK + ["isolde-ok"], key="is-sick"),
    q(c, "what did she take first", "follow_up", ["isolde-kwells", N2], follow="is-sick"),
    q(c, "why did she change", "follow_up", ["isolde-dry", "isolde-sealegs", N2], follow="is-sick"),
    q(c, "who suggested the sea-legs", "follow_up", ["isolde-sealegs"], follow="is-sick"),
    q(c, "who prescribed the patches", "follow_up", ["isolde-patch", TR], follow="is-sick"),
    q(c, "which gp", "follow_up", None, NEVER, follow="is-sick"),
    q(c, "when was isolde first sick in the air", "named", ["isolde-onset"]),
    q(c, "why did isolde stop the sea-legs", "named", ["isolde-drowsy", N2]),
    q(c, "what's isolde on now", "named", ["isolde-patch", "isolde-ok", N2]),
    q(c, "when did isolde start the patches", "named", ["isolde-patch", TR, N2]),
    q(c, "is isolde still on kwells", "yes_no", ["isolde-sealegs", "isolde-patch", N2]),
    q(c, "did isolde stop the kwells", "yes_no", ["isolde-dry", "isolde-sealegs", N2]),
    q(c, "did isolde fly on the 24th of august", "yes_no", ["isolde-drowsy"]),
    q(c, "when was isolde flying without being sick", "named", ["isolde-ok"]),
    q(c, "has isolde stopped being sick", "yes_no", ["isolde-ok", N2]),
    q(c, "how long did isolde fly at caburn", "numbers", ["isolde-ok"]),
    q(c, "what did i tell isolde about the patch", "coach_reply", ["isolde-patch-coach"]),
    q(c, "what did i say when she didn't launch", "coach_reply", ["isolde-drowsy-coach"]),
    q(c, "how long before should isolde put the patch on", "transcript", [TR, "isolde-patch"]),
    q(c, "what did tecwyn say on the call", "transcript", [TR]),
    q(c, "can isolde drive with the patch", "transcript", [TR]),
    q(c, "did isolde pass her club pilot", "yes_no", ["isolde-cp", "g-ione-isolde"], key="is-cp"),
    q(c, "when", "follow_up", ["isolde-cp", "g-ione-isolde"], follow="is-cp"),
    q(c, "who examined her", "follow_up", None, NEVER, follow="is-cp"),
    q(c, "isolde's ferritin", "health", [L2], key="is-fe"),
    q(c, "and in july?", "follow_up", [L1], follow="is-fe"),
    q(c, "has isolde's ferritin gone up", "health", [L1, L2]),
    q(c, "isolde's resting heart rate", "health", [weeks(c, HR)]),
    q(c, "is isolde's heart rate lower than in july", "health", span(c, HR, "2002-07-01", "2002-07-31") + [weeks(c, HR)]),
    q(c, "my first note on isolde", "note", [N1]),
    q(c, "what did i write about isolde in october", "note", [N2]),
    q(c, "isolde's check in in august", "checkin", [C1]),
    q(c, "isolde's sleep in october", "checkin", [C2]),
    q(c, "isolde hoskins patch", "misspelling", ["isolde-patch", TR, N2]),
    q(c, "isoldes kwels", "misspelling", ["isolde-kwells", "isolde-dry"]),
    q(c, "the seaford teacher's sickness", "paraphrase", ["isolde-onset"] + SICK),
    q(c, "the pilot who gets airsick", "paraphrase", ["isolde-onset"] + SICK),
    q(c, "isolde in july", "topic_period", ["isolde-onset", "isolde-kwells", "isolde-dry", "isolde-sealegs"]),
    q(c, "isolde in september", "topic_period", ["isolde-patch", "isolde-patch-coach", TR]),
    q(c, "what did isolde say on the 29th of july", "date_window", ["isolde-sealegs"]),
    q(c, "what was isolde taking for the 20th of july", "date_window", ["isolde-kwells"]),
    q(c, "isolde on bonfire night", "date_window", None, NEVER),
    q(c, "who's tecwyn", "profile_attribute", [P, TR]),
    q(c, "what does isolde do", "profile_attribute", [P]),
    q(c, "isolde's goal", "profile", [P]),
    q(c, "how's isolde doing", "how_doing", ["isolde-ok", "isolde-cp", N2, weeks(c, HR)]),
    q(c, "is isolde flying again", "recency", ["isolde-ok", "isolde-cp"]),
    q(c, "how much are isolde's patches", "numbers", None, NEVER),
    q(c, "isolde's back", "possessive", None, OTHER_CLIENT),
    q(c, "isolde's twisted ankle", "possessive", None, OTHER_CLIENT),
    q(c, "isolde's elbow tablets", "possessive", None, OTHER_TRAINER),
    q(c, "is isolde on arcoxia", "yes_no", None, OTHER_TRAINER),
    q(c, "isolde in march", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- Ione: Inigo (test) — says little
c = "inigo"
N1, N2 = notes(c); (C1,) = cis(c)
P = profile(c)
SOLO = ["inigo-solo-q", "inigo-solo", "g-ione-inigo", N2]
QUESTIONS += [
    q(c, "did inigo come to ground school", "yes_no", ["inigo-gs-q", "inigo-gs"]),
    q(c, "inigo's first solo", "named", SOLO, key="in-solo"),
    q(c, "how long was he in the air", "follow_up", ["inigo-solo-q", "inigo-solo", "g-ione-inigo"], follow="in-solo"),
    q(c, "how was the landing", "follow_up", ["g-ione-inigo"], follow="in-solo"),
    q(c, "how high did he get", "follow_up", None, NEVER, follow="in-solo"),
    q(c, "when did inigo first fly solo", "named", SOLO),
    q(c, "inigo's ankle", "possessive", ["inigo-ankle-q", "inigo-ankle", "inigo-ankleok-q", "inigo-ankleok", N2], key="in-an"),
    q(c, "how did he do it", "follow_up", ["inigo-ankle-q", "inigo-ankle"], follow="in-an"),
    q(c, "which ankle", "follow_up", None, NEVER, follow="in-an"),
    q(c, "when did inigo twist his ankle", "named", ["inigo-ankle-q", "inigo-ankle", N2]),
    q(c, "when was inigo's ankle ok again", "named", ["inigo-ankleok-q", "inigo-ankleok"]),
    q(c, "did inigo fly at caburn on the 19th of october", "yes_no", ["inigo-oct-q", "inigo-oct"], key="in-oct"),
    q(c, "why couldn't he", "follow_up", ["inigo-oct"], follow="in-oct"),
    q(c, "how long was inigo up on the 2nd of november", "numbers", ["inigo-nov-q", "inigo-nov", N2]),
    q(c, "is inigo flying longer than in august", "yes_no", ["inigo-solo", "inigo-nov", N2]),
    q(c, "is inigo coming to the christmas fly-in", "yes_no", ["inigo-dec-q", "inigo-dec"]),
    q(c, "was inigo revising over christmas", "yes_no", ["inigo-dec-q", "inigo-dec"]),
    q(c, "what did i ask inigo on the 31st of august", "coach_reply", ["inigo-ankle-q"]),
    q(c, "what did i say about inigo's first solo", "coach_reply", ["g-ione-inigo"]),
    q(c, "my first note on inigo", "note", [N1]),
    q(c, "what did i write about inigo in november", "note", [N2]),
    q(c, "inigo's check in", "checkin", [C1]),
    q(c, "inigo's sleep in october", "checkin", [C1]),
    q(c, "inigo kito solo", "misspelling", SOLO),
    q(c, "inigos ankel", "misspelling", ["inigo-ankle-q", "inigo-ankle"]),
    q(c, "the alfriston lad's first solo", "paraphrase", SOLO),
    q(c, "the lad whose mum drives him", "paraphrase", [P, N1]),
    q(c, "inigo in august", "topic_period", ["inigo-solo-q", "inigo-solo", "g-ione-inigo", "inigo-ankle-q", "inigo-ankle"]),
    q(c, "inigo in december", "topic_period", ["inigo-dec-q", "inigo-dec"]),
    q(c, "what did inigo say on the 2nd of november", "date_window", ["inigo-nov"]),
    q(c, "inigo on new year's eve", "date_window", None, NEVER),
    q(c, "who drives inigo", "profile_attribute", [P, N1]),
    q(c, "where does inigo live", "profile_attribute", [P]),
    q(c, "inigo's goal", "profile", [P]),
    q(c, "how's inigo doing", "how_doing", ["inigo-nov", N2]),
    q(c, "is inigo's ankle better", "recency", ["inigo-ankleok-q", "inigo-ankleok"]),
    q(c, "did inigo say why he couldn't come to the fly-in", "yes_no", ["inigo-dec-q", "inigo-dec"]),
    q(c, "what grade did inigo get in his mocks", "numbers", None, NEVER),
    q(c, "what did inigo's dad get for his birthday", "named", None, NEVER),
    q(c, "inigo's back", "possessive", None, OTHER_CLIENT),
    q(c, "did inigo pass his club pilot", "yes_no", None, OTHER_CLIENT),
    q(c, "inigo's young handlers", "possessive", None, OTHER_TRAINER),
    q(c, "inigo's kennel cough", "possessive", None, OTHER_TRAINER),
    q(c, "inigo in may", "topic_period", None, OTHER_PERIOD),
]
# ---------------------------------------------------------------- a client named by trade or town that fits no client, or two
QUESTIONS += [
    nobody("hefin", "how's the nurse getting on", "paraphrase"),
    nobody("ieuan", "how's my tregaron lad getting on", "paraphrase"),
    nobody("hyacinth", "how's the teacher getting on", "paraphrase"),
    nobody("inigo", "how's my seaford one getting on", "paraphrase"),
]
# ---------------------------------------------------------------- more that no record answers for the client asked about
# (client, [never said ×3, only another client of the same trainer ×2, only another trainer's client ×3, outside the period ×2])
UNSAID = {
    "hefin": ["hefin's hip", "did hefin sell floss", "what did hefin's vet charge",
              "hefin's physio for the wrist", "did hefin have a day in cardiff at half term", "hefin's ferritin",
              "hefin's cardiac rehab", "hefin's club pilot", "hefin's trials in 2001", "hefin in april"],
    "mair": ["mair's neck", "did mair sell cadi", "what did mair's physio charge",
             "did mair's dog win the tregaron juniors", "mair's weight", "mair's cholesterol",
             "did mair miss devil's dyke", "mair's diclofenac", "mair's wrist in 2000", "mair in june"],
    "ieuan": ["ieuan's neck", "did ieuan get a new dog", "what did ieuan's grandad say about the win",
              "did ieuan hurt his back at the sales", "ieuan's plaster", "ieuan's heart rate",
              "did ieuan have a stent", "ieuan's grayling", "ieuan's trials in 2001", "ieuan in march"],
    "perdita": ["perdita's knee", "did perdita buy a new rod", "what did perdita's son say about the match",
                "did perdita miss the 10th of august", "perdita's heart rate", "perdita's cracked rib in august",
                "is perdita on sea-legs", "did perdita win the tregaron juniors", "perdita's elbow in 2001", "perdita in april"],
    "cyrus": ["cyrus's knee", "did cyrus change jobs", "what did dorian say about the grayling",
              "cyrus's tennis elbow", "did cyrus's husband break his hip", "cyrus's ferritin",
              "did cyrus fly his first xc", "cyrus's broken wrist", "cyrus's back in 2001", "cyrus in may"],
    "hyacinth": ["hyacinth's knee", "did hyacinth sell her rod", "what did the surgeon say about bartle",
                 "hyacinth's diclofenac", "did hyacinth skip the 10th of august", "hyacinth's ribs",
                 "did hyacinth's dog go lame", "hyacinth's scopoderm patch", "hyacinth in 2001", "hyacinth in march"],
    "jory": ["jory's knee", "did jory buy a new canoe", "what did jory's boss say about the rib",
             "jory's cholesterol", "did jory's paddle get cut down", "jory's kennel cough",
             "jory's first solo", "jory's arcoxia", "jory's fal race in 2001", "jory in june"],
    "kensa": ["kensa's knee", "did kensa change crews", "what did kensa's physio charge",
              "kensa's cardiac rehab", "did kensa crack a rib", "kensa's broken wrist",
              "kensa's grayling", "did kensa miss devil's dyke", "kensa's regatta in 2000", "kensa in april"],
    "peran": ["peran's hip", "did peran sell his canoe", "what did peran's doctor say about his diet",
              "peran's 1000m time", "did peran see the physio on the 13th of august", "peran's patch",
              "peran's broken wrist", "peran's back at the sales", "peran in 2001", "peran's heart in june"],
    "rafe": ["rafe's knee", "did rafe buy a new wing", "what did rafe's brother say about the xc",
             "rafe's scopoderm patch", "did rafe twist his ankle", "rafe's cracked rib",
             "rafe's broken wrist", "did rafe have kennel cough", "rafe's flying in 2001", "rafe in april"],
    "isolde": ["isolde's knee", "did isolde buy a new wing", "what did isolde's head teacher say",
               "isolde's first xc", "did isolde miss the 7th of december", "isolde's stent",
               "isolde's tennis elbow", "did isolde hurt her back at the sales", "isolde's sickness in 2001", "isolde in june"],
    "inigo": ["inigo's neck", "did inigo buy a wing", "what did inigo's mum say about the solo",
              "inigo's seasickness", "did inigo miss devil's dyke", "inigo's cracked rib",
              "inigo's stent", "did inigo win the tregaron juniors", "inigo's flying in 2001", "inigo in april"],
}
UNSAID_WHY = [NEVER] * 3 + [OTHER_CLIENT] * 2 + [OTHER_TRAINER] * 3 + [OTHER_PERIOD] * 2


def unsaid_kind(text: str) -> str:
    """The kind an unanswerable ask is filed under, read from its shape."""
    if re.search(r"\b(weight|steps|heart rate|cholesterol|ferritin)\b", text):
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
    x("dilwyn", "hefin", "who hurt their back", ["hefin-back", "hefin-back-fix", notes("hefin")[1]]),
    x("dilwyn", "hefin", "whose dog is retiring", ["hefin-retire", notes("hefin")[2]]),
    x("dilwyn", "hefin", "who keeps getting their scores wrong", [profile("hefin"), "hefin-llan-fix", "hefin-cerrig-fix", notes("hefin")[0]]),
    x("dilwyn", "hefin", "whose dog had a grass seed in its eye", ["hefin-vet-result"]),
    x("dilwyn", "hefin", "who won an open trial", ["hefin-cerrig-fix", "hefin-cerrig-coach", notes("hefin")[2]]),
    x("dilwyn", "hefin", "who's trying to lose weight", [profile("hefin"), "goal-dilwyn-hefin-weight"]),
    x("dilwyn", "mair", "who broke a wrist", [profile("mair"), "mair-xray", notes("mair")[1]]),
    x("dilwyn", "mair", "who came off a quad", ["mair-onset", notes("mair")[1], "g-dilwyn-mair"]),
    x("dilwyn", "mair", "who's aiming for the nationals", [profile("mair"), notes("mair")[0]]),
    x("dilwyn", "mair", "anyone besides hefin who's been off trialling", ["mair-onset", "mair-xray", "mair-back", notes("mair")[1]]),
    x("dilwyn", "ieuan", "whose dog had kennel cough", ["ieuan-vet", notes("ieuan")[1]]),
    x("dilwyn", "ieuan", "who won the tregaron juniors", ["ieuan-won", "g-dilwyn-ieuan", notes("ieuan")[1]]),
    x("dilwyn", "ieuan", "anyone besides hefin whose dog saw the vet", ["ieuan-cough", "ieuan-vet"]),
    x("dilwyn", "ieuan", "whose dog went lame at christmas", ["ieuan-lame-q", "ieuan-lame"]),
    x("dilwyn", "hefin", "who had an operation", None, NEVER),
    x("dilwyn", "ieuan", "who flew solo", None, OTHER_TRAINER),
    x("aubrey", "perdita", "who's got tennis elbow", [profile("perdita"), "perdita-diclo", notes("perdita")[1]]),
    x("aubrey", "perdita", "who's on arcoxia", ["perdita-arcoxia", notes("perdita")[1]]),
    x("aubrey", "perdita", "whose stomach was upset by their tablets", ["perdita-stomach", notes("perdita")[1]]),
    x("aubrey", "perdita", "who came third in the christmas match", ["perdita-dec", "g-aubrey-match", notes("perdita")[2]]),
    x("aubrey", "cyrus", "who keeps missing saturdays because of work", [notes("cyrus")[0], notes("cyrus")[1]] + MISS1[:2] + MISS2[:2]),
    x("aubrey", "cyrus", "who had a bad back", ["cyrus-back-a", "cyrus-back-b", notes("cyrus")[1]]),
    x("aubrey", "cyrus", "who caught a two pound grayling on a nymph", DEC + [notes("cyrus")[2]]),
    x("aubrey", "cyrus", "who's the chef", [profile("cyrus"), notes("cyrus")[0]]),
    x("aubrey", "cyrus", "anyone besides hyacinth with family in hospital", ["cyrus-miss3-b", "cyrus-miss3-c"]),
    x("aubrey", "hyacinth", "whose husband broke his hip", ["g-hyacinth-hip"]),
    x("aubrey", "hyacinth", "who was away for six weeks", ["hyacinth-away", "hyacinth-back-coach", notes("hyacinth")[1]]),
    x("aubrey", "hyacinth", "who saw a kingfisher", ["hyacinth-jul"]),
    x("aubrey", "perdita", "who's had a steroid injection", None, NEVER),
    x("aubrey", "cyrus", "who's vegan", None, OTHER_TRAINER),
    x("tressa", "jory", "who cracked a rib", [profile("jory"), "jory-xray", notes("jory")[1], "g-tressa-jory"]),
    x("tressa", "jory", "who got hurt in the huli drill", ["jory-onset", notes("jory")[1]]),
    x("tressa", "jory", "who won the st mawes winter race", ["jory-winter", notes("jory")[2]]),
    x("tressa", "jory", "who's broken 5:10 for the 1000", ["jory-nov", notes("jory")[2]]),
    x("tressa", "kensa", "who's vegan", [profile("kensa"), notes("kensa")[0]]),
    x("tressa", "kensa", "who saw a physio", ["kensa-physio-fix", "kensa-physio-result", notes("kensa")[1]]),
    x("tressa", "kensa", "who got a paddle for their birthday", ["kensa-paddle"]),
    x("tressa", "kensa", "who was in seat one at the regatta", ["g-tressa-jory", notes("kensa")[1]]),
    x("tressa", "peran", "who had a stent", ["g-peran-stent"]),
    x("tressa", "peran", "who's doing cardiac rehab", ["g-peran-rehab"]),
    x("tressa", "peran", "anyone besides jory off the water this autumn", ["peran-away", "g-peran-stent", notes("peran")[1]]),
    x("tressa", "peran", "whose cholesterol was high", [lab("peran", "20020715")]),
    x("tressa", "jory", "who broke their collarbone", None, NEVER),
    x("tressa", "kensa", "who had a grass seed in their dog's eye", None, OTHER_TRAINER),
    x("ione", "rafe", "who did their first cross country", XC + ["g-rafe-xc", notes("rafe")[1]]),
    x("ione", "rafe", "whose harness hurt their back", ["rafe-back-a", "rafe-back-b", notes("rafe")[1]]),
    x("ione", "rafe", "who missed devil's dyke", ["rafe-miss2-q", "rafe-miss2-a", notes("rafe")[1]]),
    x("ione", "rafe", "who watched the rugby instead of flying", ["rafe-rugby-a", "rafe-rugby-b"]),
    x("ione", "rafe", "who works on the ferry", [profile("rafe"), notes("rafe")[0]]),
    x("ione", "isolde", "who gets sick in thermals", [profile("isolde"), "isolde-onset", notes("isolde")[0]]),
    x("ione", "isolde", "who passed their club pilot", ["isolde-cp", "g-ione-isolde"]),
    x("ione", "isolde", "who's using scopoderm", ["isolde-patch", notes("isolde")[1]]),
    x("ione", "isolde", "whose ferritin was low", [lab("isolde", "20020723")]),
    x("ione", "inigo", "who flew their first solo", ["inigo-solo", "g-ione-inigo", notes("inigo")[1]]),
    x("ione", "inigo", "who twisted an ankle", ["inigo-ankle", notes("inigo")[1]]),
    x("ione", "inigo", "who's revising", ["inigo-dec"]),
    x("ione", "inigo", "anyone besides rafe who missed a session", ["inigo-oct-q", "inigo-oct"]),
    x("ione", "rafe", "anyone besides rafe with a bad back", None, NEVER),
    x("ione", "isolde", "who's had a stent", None, OTHER_TRAINER),
    x("ione", "inigo", "who broke a wrist", None, OTHER_TRAINER),
]

# ---------------------------------------------------------------- about a client, asked by a trainer who does not coach them
ELSEWHERE_ASKS: dict[str, tuple[str, list[str]]] = {
    "hefin": ("dilwyn", [
        "hefin's back", "when did hefin's back start", "hefin tudor", "the tregaron farmer's dog",
        "what did moss score at llanuwchllyn", "hefin's weight", "when did moss see the vet", "hefin in july",
        "is moss scoring better than at llanuwchllyn", "did moss win at cerrigydrudion", "how old is floss",
        "who's gwyneth", "is moss retiring", "when was hefin back working the dogs"]),
    "mair": ("dilwyn", [
        "mair's wrist", "when did mair break her wrist", "mair bowen", "the lampeter woman's quad accident",
        "when was mair back trialling", "mair's steps", "who took mair to hospital", "mair in july",
        "is cadi scoring as well as before the wrist", "did mair trial at tregaron", "what did the fracture clinic say about mair",
        "who's meirion", "when was mair signed off", "how long was mair in plaster"]),
    "ieuan": ("dilwyn", [
        "ieuan's dog", "did ieuan win the tregaron juniors", "ieuan mostyn", "the schoolboy with the sheepdog",
        "what did mot score at the young handlers", "is mot lame", "when was mot sound again", "ieuan in october",
        "what year is ieuan in", "did mot have kennel cough", "where was ieuan at half term",
        "who brings ieuan", "is ieuan coming to the christmas do", "ieuan's young handlers"]),
    "perdita": ("aubrey", [
        "perdita's elbow", "when did perdita start the arcoxia", "perdita tollemache", "the retired barrister's tablets",
        "why did perdita stop the diclofenac", "perdita's steps", "when was perdita back fishing", "perdita in august",
        "is perdita catching bigger grayling than in september", "did perdita come third in the christmas match",
        "what did the gp say about perdita's elbow", "who's eben", "is perdita still on arcoxia", "can perdita tie flies"]),
    "cyrus": ("aubrey", [
        "cyrus's back", "which sessions did cyrus skip", "cyrus westlake", "the romsey chef's grayling",
        "did cyrus ever not turn up in august", "cyrus's resting heart rate", "has cyrus stopped complaining about his back",
        "cyrus in november", "is cyrus catching bigger fish than in july", "did cyrus catch a two pound grayling",
        "why did cyrus miss the 23rd of november", "who's dorian", "who's treating cyrus's back", "cyrus's first grayling"]),
    "hyacinth": ("aubrey", [
        "hyacinth's husband", "why was hyacinth away", "hyacinth scrivener", "the houghton lady's news",
        "when was hyacinth back on the river", "hyacinth's steps", "which hospital was bartle in", "hyacinth in september",
        "are hyacinth's steps down since july", "did bartle come to the christmas match", "when was bartle's op",
        "who's bartle", "is hyacinth still away", "what did hyacinth catch in july"]),
    "jory": ("tressa", [
        "jory's ribs", "when did jory crack his rib", "jory trethewey", "the flushing rigger's huli drill",
        "when was jory back paddling", "jory's resting heart rate", "where did jory get his rib checked", "jory in august",
        "is jory faster than before the rib", "did jory win at st mawes", "what did the nurse tell jory",
        "who's ebrel", "is jory paddling again", "jory's best 1000m"]),
    "kensa": ("tressa", [
        "kensa's shoulder", "when did kensa see the physio", "kensa hadfield", "the penryn barista's regatta",
        "how did kensa's crew do at the regatta", "kensa's steps", "what does kensa weigh", "kensa in december",
        "is kensa faster than in july", "did kensa do 5:40 in july", "how long is kensa's new paddle",
        "who's tristan", "is kensa vegan", "kensa's 1000m in november"]),
    "peran": ("tressa", [
        "peran's stent", "when did peran's chest pains start", "peran eyre", "the retired headteacher's heart",
        "when was peran back on the water", "peran's cholesterol", "who took peran to hospital", "peran in october",
        "has peran's cholesterol come down", "did peran finish his rehab", "what did the cardiologist say about peran",
        "who's jenifer", "is peran still off", "why did peran take time off"]),
    "rafe": ("ione", [
        "rafe's back", "which sessions did rafe miss", "rafe outram", "the ferry deckhand's xc",
        "did rafe ever not turn up in october", "rafe's weight", "has rafe stopped complaining about his back",
        "rafe in october", "is rafe flying longer than in july", "did rafe fly on the 9th of november",
        "what fixed rafe's back", "who's linus", "how far was rafe's first xc", "rafe's last flight of the year"]),
    "isolde": ("ione", [
        "isolde's travel sickness", "when did isolde start the patches", "isolde hoskyns", "the seaford teacher's tablets",
        "why did isolde stop the sea-legs", "isolde's resting heart rate", "is isolde still on kwells", "isolde in july",
        "has isolde's ferritin gone up", "did isolde pass her club pilot", "what did the gp give isolde",
        "who's tecwyn", "has isolde stopped being sick", "isolde's ferritin"]),
    "inigo": ("ione", [
        "inigo's first solo", "when did inigo twist his ankle", "inigo kitto", "the alfriston lad's landing",
        "how long was inigo's first solo", "inigo's ankle", "did inigo fly on the 19th of october", "inigo in august",
        "is inigo flying longer than in august", "is inigo coming to the christmas fly-in", "why couldn't inigo fly in october",
        "who drives inigo", "is inigo's ankle better", "inigo's check in"]),
}


def kind_of(text: str) -> str:
    """The kind an ask about another trainer's client is filed under, read from its shape."""
    words = text.split()
    if re.search(r"\b(weight|steps|heart rate|cholesterol|ferritin)\b", text):
        return "health"
    if words[0] in ("did", "is", "has", "was", "are", "does", "can"):
        return "yes_no"
    if re.search(r"\b(how much|how many|how far|how long|score|scores|time|1000m|5:40)\b", text):
        return "numbers"
    if re.search(r"\bin (july|august|september|october|november|december|q3|q4)\b", text):
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
    return authoring.roster_rows(QUESTIONS, "blind49", DATASET, CLIENT_ID, build_blind49)


def main() -> None:
    authoring.write_questions(OUT, HEADER, rows())


if __name__ == "__main__":
    main()
