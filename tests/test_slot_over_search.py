"""A follow-up asking one slot of the thing just discussed ("which side", "what's he taking for it") that the
search answers — with records giving no value of the slot ("physio says grade 2 sprain", "ankle a bit stiff")
— is answered from the previous answer's records that hold one ("rolled my ankle, the right one"): the
search's records could not answer it. Where a record the search would answer with holds a value of the slot,
or no record of the previous answer holds one, the search's answer stands (service._slot_records with
`answered`, previous_records.holds_slot).

Before, only a follow-up the search refused was read so (tests/test_slot_follow_ups.py); one the search
answered quoted its records, none of which said the side or the medicine.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest
from tests.alike import search_finds_only


def _record(n: int, text: str) -> Candidate:
    return Candidate(f"v-{n}", 0.0, 0.5, {"clientId": "tomas", "text": text})


def test_a_record_with_a_value_of_the_slot_holds_it():
    records = [_record(1, "physio says grade 2 sprain, brace for 3 weeks"), _record(2, "the right one, swollen")]
    assert previous_records.holds_slot(records, "side") is True
    assert previous_records.holds_slot(records[:1], "side") is False
    assert previous_records.holds_slot([_record(3, "gp gave me naproxen for it")], "medicine") is True
    assert previous_records.holds_slot([_record(4, "knee clicking on the stairs")], "medicine") is False


def test_a_date_or_a_state_is_held_by_every_record_and_nothing_by_no_record():
    # A date asked is the record's own date, a state its newest record: the search's answer always stands.
    assert previous_records.holds_slot([_record(1, "knee clicking on the stairs")], "date") is True
    assert previous_records.holds_slot([_record(1, "knee clicking on the stairs")], "state") is True
    assert previous_records.holds_slot([], "side") is False


# -- the whole chat, two turns of one conversation, on the emulator -----------------------------------
# A small history lets the search answer the follow-up with whatever it finds; what is tested is what the
# chat does when the search answers with given records, so the follow-up's search is set to return only
# those (the real candidates of the history, kept by id) and its decision to "answerable".

START = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def tomas(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("t1", "tomas", "Tomas Ferreira", "can we move friday to 7am?", 0),
        ("t2", "coach", "Coach", "7am Friday is fine.", 1),
        ("t3", "tomas", "Tomas Ferreira", "rolled my ankle on the trail, the right one, swollen like a balloon", 100),
        ("t4", "coach", "Coach", "Ice and elevate, we'll skip the plyos this week.", 101),
        ("t5", "tomas", "Tomas Ferreira", "physio says grade 2 sprain, brace for 3 weeks", 200),
        ("t6", "tomas", "Tomas Ferreira", "new trail shoes came in, very grippy", 300),
        ("t7", "tomas", "Tomas Ferreira", "my knee has been clicking on the stairs all week", 400),
        ("t8", "tomas", "Tomas Ferreira", "gp gave me naproxen for the knee, twice a day with food", 401),
        ("t9", "tomas", "Tomas Ferreira", "knee a bit stiff in the mornings still", 500),
        ("t10", "tomas", "Tomas Ferreira", "calf tight on the left after the hill reps", 600),
    ]
    seed_chat(db, backends, "tomas", "Tomas Ferreira",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])



def _first_turn(backends, question: str, holding: str):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message=question), now=NOW)
    assert asked.hasContext and holding in {s.messageId for s in asked.sources}
    return asked


def _follow_up(backends, asked, question: str):
    from shared.usecases.chat import service

    return service.answer(backends, "coach", ChatRequest(message=question, conversationId=asked.conversationId),
                          now=NOW)


@pytest.mark.emulator
@pytest.mark.parametrize("first, holding, follow_up, searched", [
    ("what happened to tomas's ankle", "t3", "which side", {"t5", "t6"}),
    ("what did tomas say about his knee", "t8", "what's he taking for it", {"t7", "t9"}),
])
def test_a_slot_the_searchs_records_do_not_fill_is_answered_from_the_previous_records(
        db, backends, tomas, monkeypatch, first, holding, follow_up, searched):
    asked = _first_turn(backends, first, holding)
    search_finds_only(monkeypatch, searched)
    reply = _follow_up(backends, asked, follow_up)
    assert reply.hasContext is True
    assert reply.sources[0].messageId == holding
    assert {s.messageId for s in reply.sources} <= {s.messageId for s in asked.sources}


@pytest.mark.emulator
def test_a_search_record_holding_the_slot_keeps_the_searchs_answer(db, backends, tomas, monkeypatch):
    asked = _first_turn(backends, "what happened to tomas's ankle", "t3")
    # t10 says "on the left": the search's records answer a side, and its answer stands (the previous
    # answer's t3, "the right one", does not replace it).
    search_finds_only(monkeypatch, {"t10", "t6"})
    reply = _follow_up(backends, asked, "which side")
    assert reply.hasContext is True
    assert [s.messageId for s in reply.sources][:1] == ["t10"]


@pytest.mark.emulator
def test_a_slot_no_previous_record_fills_keeps_the_searchs_answer(db, backends, tomas, monkeypatch):
    asked = _first_turn(backends, "what happened to tomas's ankle", "t3")
    offered = {s.messageId for s in asked.sources}
    assert not offered & {"t8"}  # the only medicine is the knee's, not offered for the ankle
    search_finds_only(monkeypatch, {"t6"})
    reply = _follow_up(backends, asked, "what's he taking for it")
    assert [s.messageId for s in reply.sources][:1] == ["t6"]
