"""Follow-ups that ask a slot of the thread's thing in words no record shares (h-follow38;
shared/domain/slot_values.py THREAD slots, previous_records.story_first, thread_records.slot_records).

- "what's the normal range", "is it in range now": a lab result's reference range, which a lab panel gives
  ("TSH 2.1 mU/L (normal; reference 0.4–4)"), the newest first.
- "how's she meant to take it": how a medicine is taken ("empty stomach half an hour before breakfast").
- "how's she treating it": what treats the condition (a medicine, injections).
- "what symptom did it cause": what the condition made the client feel ("pins and needles").
- "where were they staying": where the client stayed away from home ("at her sister's").

Each is read from the thread's records, not only the previous answer's (a sibling's answer quoted other
records of the thing), and only a record that holds a value of the slot answers it: a slot no record fills
stays refused. Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain import slot_values
from shared.domain.prompt import Turn
from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat import conversations

NAMES = ["Nia Rowe", "Otis Crane"]


@pytest.mark.parametrize("question, slot", [
    ("what's the normal range", "range"), ("whats the reference range", "range"), ("is it in range now", "range"),
    ("out of range?", "range"), ("and is that within the normal range", "range"),
    ("how's she meant to take it", "how_taken"), ("how does he take them", "how_taken"),
    ("how is she supposed to take it", "how_taken"), ("so how's he got to take it", "how_taken"),
    ("how's she treating it", "treatment"), ("how is he managing it", "treatment"),
    ("what's she doing for it", "treatment"),
    ("what symptom did it cause", "symptom"), ("what symptoms did she have", "symptom"), ("any symptoms", "symptom"),
    ("what made her go to the gp", "symptom"), ("what sent him to the doctor", "symptom"),
    ("where were they staying", "stay"), ("where's she living now", "stay"), ("where did they stay", "stay"),
    ("and the most he's done in a day", "most"), ("what's the most she's walked", "most"), ("his best day", "most"),
])
def test_a_slot_of_the_threads_thing_is_read(question, slot):
    assert previous_records.asked_slot(question, NAMES) == slot
    assert slot in slot_values.THREAD


@pytest.mark.parametrize("question", [
    "what's his normal range of motion",  # a joint's range, no lab's
    "how did she take the news",  # no "take it": a thing of its own
    "how's she treating her clients",
    "what symptoms did she have in the ankle",  # a thing of its own
    "where were they staying in spain",
    "range", "what did she take", "most of the time", "the most he's done at the gym",
])
def test_a_question_with_a_thing_of_its_own_is_no_thread_slot(question):
    assert previous_records.asked_slot(question, NAMES) not in slot_values.THREAD


@pytest.mark.parametrize("slot, text, fills", [
    ("range", "Lab panel of 3 December 2013 for Nia Rowe: TSH 2.1 mU/L (normal; reference 0.4–4).", True),
    ("range", "Lab panel of 1 May for Nia Rowe: Ferritin 9 ug/L (low; reference ≥ 15).", True),
    ("range", "gp says my tsh is back in range", True),
    ("range", "tsh 9.8, gp says underactive", False),
    ("how_taken", "started levothyroxine, 50 mcg, empty stomach half an hour before breakfast", True),
    ("how_taken", "iron tablets with orange juice, not with tea", True),
    ("how_taken", "take it at night", True),
    ("how_taken", "Naltrexone 50 mg an hour before drinking", True),
    ("how_taken", "started levothyroxine 50 mcg", False),
    ("treatment", "gp says low b12, injections every 3 months now", True),
    ("treatment", "on ferrous sulphate twice a day", True),
    ("treatment", "b12 came back 148, gp says low", False),
    ("symptom", "b12 came back low, thats the pins and needles", True),
    ("symptom", "thats why im so knackered", True),
    ("symptom", "b12 420 now", False),
    ("stay", "house is flooded, we're at her sister's in the town for now", True),
    ("stay", "staying with my mum till the roof's done", True),
    ("stay", "booked a travelodge for the night", True),
    ("stay", "house is flooded, kitchen ruined", False),
    ("most", "walked the coast path with my sister, 21,000 steps", True),
    ("most", "19k steps today!", True),
    ("most", "knee's been bad since 2011", False),  # a year is no count
    ("most", "knee sore, rested", False),
])
def test_a_thread_slot_is_filled_by_its_shape(slot, text, fills):
    assert slot_values.fills(slot, text) is fills


def _record(rid: str, text: str, day: int, source: str = "message") -> Candidate:
    return Candidate(rid, 0.0, 0.5, {"clientId": "nia", "senderId": "nia", "sourceType": source, "text": text,
                                     "ts": float(day * 86400)})


def test_a_range_asked_is_read_newest_first_a_symptom_oldest_first():
    july = _record("july", "Lab panel of 16 July for Nia Rowe: TSH 9.8 mU/L (high; reference 0.4–4).", 10, "lab_panel")
    december = _record("december", "Lab panel of 3 December for Nia Rowe: TSH 2.1 mU/L (normal; reference 0.4–4).",
                       150, "lab_panel")
    told = _record("told", "bloods back, tsh 9.8, thats why im so knackered", 12)
    later = _record("later", "still knackered in the afternoons", 90)
    assert [c.id for c in previous_records.story_first([july, december], [], "range")] == ["december", "july"]
    assert [c.id for c in previous_records.story_first([later, told, july], [], "symptom")] == ["told", "later"]
    # The most of the thing: the record of the largest count first, whenever it was.
    usual = _record("usual", "about 4,500 steps a day since 2011", 5)
    walk = _record("walk", "coast path with my sister, 21,000 steps!", 40)
    now = _record("now", "on 7000 steps now", 100)
    assert [c.id for c in previous_records.story_first([usual, walk, now], [], "most")] == ["walk", "now", "usual"]
    # No record of the thread holds the slot: none is offered, the question stays refused.
    assert previous_records.story_first([july, december], [], "stay") == []


START = datetime(2026, 3, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


@pytest.fixture
def nia(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("q1", "nia", "Nia Rowe", "can we move tuesday to 7?", 0),
        ("q2", "coach", "Coach", "Tuesday at 7 works.", 1),
        ("q3", "nia", "Nia Rowe", "bloods back, gp says underactive thyroid, thats why im so knackered", 100),
        ("q4", "nia", "Nia Rowe", "started levothyroxine 50 mcg, empty stomach half an hour before breakfast", 200),
        ("q5", "nia", "Nia Rowe", "gp has put my thyroid tablets up to 75", 900),
    ]
    seed_chat(db, backends, "nia", "Nia Rowe",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _vector(mid: str) -> str:
    from tests.factories import chat_id_for

    return f"message:{chat_id_for('nia')}:{mid}"


def _thread(*quoted: str) -> conversations.Conversation:
    return conversations.Conversation("conv-1", True, "nia", [
        Turn("user", "what's wrong with nia's thyroid"), Turn("assistant", "[1] …", (_vector("q3"), _vector("q4"))),
        Turn("user", "what dose is she on now"), Turn("assistant", "[1] …", tuple(_vector(q) for q in quoted))])


@pytest.mark.emulator
def test_a_thread_slot_is_answered_by_the_threads_record_that_holds_it(db, backends, nia):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    # The sibling's answer quoted only the newer dose; the record of the start, offered to the thread's first
    # answer, tells how the tablets are taken.
    records = service._slot_records(backends, "coach", "how's she meant to take it", _thread("q5"), "nia",
                                    {"nia": "Nia Rowe"}, Deadline.start(30.0), now=NOW)
    assert records and records[0].id == _vector("q4")


@pytest.mark.emulator
def test_a_thread_slot_no_record_holds_stays_refused(db, backends, nia):
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    # Nobody says where she stayed: no record answers the slot, none is offered for it.
    assert service._slot_records(backends, "coach", "where was she staying", _thread("q5"), "nia",
                                 {"nia": "Nia Rowe"}, Deadline.start(30.0), now=NOW) == []
