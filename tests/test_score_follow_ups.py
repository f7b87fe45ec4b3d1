"""A bare "score?" after an answer about a contest is answered from the previous answer's records that
hold a score (slot_values 'score', read like h-follow20's slots through previous_records.asked_slot /
filled_first and service._slot_records), where the ordinary search refuses it ("I couldn't find any
mentions of 'score'": the records give the score as "lost 6-5", never the word). Only records holding two
small numbers joined by a dash and standing alone answer it, not the range "3-4 weeks"; a score the
records never give stays refused.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import slot_values
from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest

NAMES = ["Maya Lindholm", "Otis Crane"]


@pytest.mark.parametrize("question", ["score?", "what was the score", "final score?", "maya's score?"])
def test_a_bare_score_is_a_slot(question):
    assert previous_records.asked_slot(question, NAMES) == "score"


@pytest.mark.parametrize("question", ["pain score?", "score on the second test?",
                                      "did he score", "did she manage to score?"])  # the verb: whether, not the points
def test_a_score_of_a_thing_named_is_not_bare(question):
    assert previous_records.asked_slot(question, NAMES) is None


@pytest.mark.parametrize("text", [
    "lost the semi 3-2 in extra time",
    "won 21–18!!",
    "drew 1-1 with the league leaders",
    "a 4-0 win, finally",
])
def test_two_numbers_joined_by_a_dash_and_standing_alone_are_a_score(text):
    assert slot_values.fills("score", text)


@pytest.mark.parametrize("text", [
    "physio says 3-4 weeks off",                 # a range counting the noun after it
    "back squats, sets of 6-8",                  # a range after "of"
    "knee 5-6/10 on stairs",                     # a reading
    "scan booked for 14-03-2026",                # a date
    "came 4th, happy with that",                 # a placing, no score
])
def test_a_range_a_reading_a_date_or_a_placing_is_not(text):
    assert not slot_values.fills("score", text)


def test_only_the_records_holding_a_score_answer_it():
    records = [Candidate("v-1", 0.0, 0.5, {"clientId": "maya", "text": "cup final on saturday, nervous"}),
               Candidate("v-2", 0.0, 0.5, {"clientId": "maya", "text": "we lost 2-1 in the last minute"})]
    assert [c.id for c in previous_records.filled_first(records, "score")] == ["v-2", "v-1"]
    assert previous_records.filled_first(records[:1], "score") == []


# -- the whole chat, two turns of one conversation, on the emulator -----------------------------------
# As in tests/test_slot_follow_ups.py: the follow-up's decision is set to the refusal a real history
# gives ("score" said by no record among hundreds), so what is tested is what the chat does
# when the search refuses.

START = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def maya(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("q1", "maya", "Maya Lindholm", "can we move friday to 7am?", 0),
        ("q2", "coach", "Coach", "Friday at 7 is fine.", 1),
        ("q3", "maya", "Maya Lindholm", "netball cup final: we lost 31-28, gutted but I played the whole match", 100),
        ("q4", "coach", "Coach", "So close! Rest tomorrow, easy spin on Sunday.", 101),
        ("q5", "maya", "Maya Lindholm", "gp moved me off naproxen onto ibuprofen because my stomach was bad", 200),
        ("q6", "maya", "Maya Lindholm", "new trainers came, love them", 300),
        ("q7", "maya", "Maya Lindholm", "parkrun on saturday, first race back after the ankle", 400),
    ]
    seed_chat(db, backends, "maya", "Maya Lindholm",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _refused_by_the_search(monkeypatch, absent: str):
    from shared.domain.answerability import Decision
    from shared.usecases import search

    monkeypatch.setattr(search, "decide", lambda *a, **k: Decision(False, "topic_absent", absent_topic=absent))


def _two_turns(backends, monkeypatch, first: str, follow_up: str, absent: str):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message=first), now=NOW)
    _refused_by_the_search(monkeypatch, absent)
    reply = service.answer(backends, "coach", ChatRequest(message=follow_up, conversationId=asked.conversationId),
                           now=NOW)
    return asked, reply


@pytest.mark.emulator
def test_a_score_the_previous_records_hold_is_answered_from_them(db, backends, maya, monkeypatch):
    asked, reply = _two_turns(backends, monkeypatch, "how did maya's netball cup final go", "score?", "score")
    assert asked.hasContext and "q3" in {s.messageId for s in asked.sources}
    assert reply.hasContext is True
    assert reply.sources[0].messageId == "q3"


@pytest.mark.emulator
def test_a_score_the_previous_records_never_give_stays_refused(db, backends, maya, monkeypatch):
    asked, reply = _two_turns(backends, monkeypatch, "when is maya's parkrun", "score?", "score")
    assert asked.hasContext and "q7" in {s.messageId for s in asked.sources}
    assert "q3" not in {s.messageId for s in asked.sources}  # the only score is the cup final's, not offered here
    assert reply.hasContext is False and reply.sources == []
