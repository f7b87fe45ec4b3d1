"""When a named thing began, asked on its own (h-start54; shared/domain/onset_asked.py, service._first_report_led).

- "when did <name>'s <thing> start", "… first start", "… start hurting", "when did <name> first start complaining
  about <thing>": the thing's words, without whose it is; not a pronoun's (the thread's `onset` slot), not "start
  getting worse", not a thing the client began ("start the tablets", "start swimming").
- the first report: the client's oldest record saying every word of the thing, before the trainer's reply to it
  and before a weekly summary.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from shared.domain import onset_asked
from shared.domain.retrieval import Candidate

NAMES = ["Otis Crane", "Lena Marsh"]


@pytest.mark.parametrize("question, thing", [
    ("when did otis's elbow start", ["elbow"]),
    ("when did otis’s elbow first start?", ["elbow"]),
    ("when did lenas heart rate trouble start", ["heart", "rate"]),
    ("when did oti's wrist start hurting", ["wrist"]),
    ("when did the shin start playing up", ["shin"]),
    ("when did lena first start complaining about her neck", ["neck"]),
    ("so when did his asthma begin", ["asthma"]),
])
def test_the_thing_whose_beginning_is_asked(question, thing):
    assert onset_asked.asked_thing(question, NAMES) == thing


@pytest.mark.parametrize("question", [
    "when did it start",  # the thread's onset slot
    "when did that start hurting",
    "when did she start",
    "when did the elbow start getting worse",  # a change, told later
    "when did otis start the tablets",  # a thing begun by the client
    "when did lena start swimming",
    "when did i say he could start again",
    "what's up with otis's elbow",
])
def test_no_thing_whose_beginning_is_asked(question):
    assert onset_asked.asked_thing(question, NAMES) == []


def _c(i, ts, sender, text, relevance=0.5, source="message", client="otis"):
    return Candidate(i, 0.0, relevance, {"ts": ts, "senderId": sender, "text": text, "sourceType": source,
                                         "clientId": client})


POOL = [
    _c("o9", 900.0, "otis", "elbow brace off today, grip's nearly back", relevance=0.9),
    _c("o2", 200.0, "coach", "Ice that elbow tonight, Otis.", relevance=0.6),
    _c("o1", 100.0, "otis", "sore elbow after the darts, can't straighten it", relevance=0.4),
    _c("o0", 50.0, "otis", "new trainers arrived", relevance=0.8),
    _c("w1", 10.0, "otis", "Elbow pain, week of 2 March", source="weekly_note", relevance=0.9),
    _c("l1", 20.0, "lena", "my elbow is fine", relevance=0.9, client="lena"),
]


def test_the_clients_oldest_record_saying_the_thing_leads():
    first = onset_asked.first_report(["elbow"], POOL, "otis", "coach", floor=0.1)
    assert first is not None and first.id == "o1"


def test_under_the_floor_or_only_the_trainers_own():
    assert onset_asked.first_report(["elbow"], POOL, "otis", "coach", floor=0.45).id == "o9"
    theirs_gone = [c for c in POOL if c.id not in ("o1", "o9")]
    assert onset_asked.first_report(["elbow"], theirs_gone, "otis", "coach", floor=0.1).id == "o2"
    assert onset_asked.first_report(["knee"], POOL, "otis", "coach", floor=0.1) is None


def test_a_flag_for_a_time_is_no_day_it_began():
    # A bool `ts` is a number to Python (True == 1) but no time (record_time): read raw it was the oldest record.
    flagged = [_c("x1", True, "otis", "elbow twinge, nothing much", relevance=0.9)] + POOL
    assert onset_asked.first_report(["elbow"], flagged, "otis", "coach", floor=0.1).id == "o1"
