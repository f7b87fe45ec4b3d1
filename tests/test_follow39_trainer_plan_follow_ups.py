"""The trainer's own words asked of the thread's thing with a plan's frame (h-follow39;
shared/usecases/previous_records.py `asks_own_words`: PLACING's "meanwhile", `_PERSON_WOULD`, `_START_WITH`).

"what did i say he could do meanwhile", "what did i say we'd start with", "and what did i say i'd do" ask the
trainer's reply in the exchange the thread's answers quoted, as "what did i answer" does: "meanwhile" places it
beside the news, "we'd" / "i'd" is the person the words were about, "start with" the plan's first step. Before,
those words were read as a thing of their own ("meanwhile", "we'd start", "i'd"), searched across the client's
history, and refused.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest
from tests.alike import search_finds_only

NAMES = ["Tobias Lind", "Aoife Kerr"]


@pytest.mark.parametrize("question", [
    "what did i say he could do meanwhile",
    "and what did i tell her in the meantime",
    "what did i say we'd start with",
    "what did i tell him we would begin with",
    "and what did i say i'd do",
    "what did i tell her she'd do next",
    "what did i say they’d start on",
])
def test_a_plans_frame_asks_the_trainers_words(question):
    assert previous_records.asks_own_words(question, NAMES)


@pytest.mark.parametrize("question", [
    "what did i say about his hamstring meanwhile",  # a thing of its own: searched as any question is
    "what did i say we'd start with on the rower",  # "start with" not at the end: the rower is asked
    "what did i say she'd need for the trip",
    "what did i say the physio would start with",  # a person named by a noun, not a pronoun's "'d"
])
def test_a_thing_named_beside_the_frame_is_still_searched(question):
    assert not previous_records.asks_own_words(question, NAMES)


START = datetime(2025, 3, 3, 9, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def tobias(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("t1", "tobias", "Tobias Lind", "morning, running late, 10 mins", 0),
        ("t2", "tobias", "Tobias Lind", "Hi it's Greta, Tobias's wife. He fell off the ladder clearing the gutters "
                                        "and his ankle is broken, they've put it in a cast.", 100),
        ("t3", "coach", "Coach", "Thanks Greta. Rest first; when he's ready we begin with seated upper body work and "
                                 "he can keep the knee moving.", 101),
        ("t4", "tobias", "Tobias Lind", "cast is so itchy", 200),
        ("t5", "tobias", "Tobias Lind", "cast off, ankle stiff but walking", 700),
    ]
    seed_chat(db, backends, "tobias", "Tobias Lind",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


def _ask(backends, question: str, conversation_id: str | None = None):
    from shared.usecases.chat import service

    return service.answer(backends, "coach", ChatRequest(message=question, conversationId=conversation_id), now=NOW)


@pytest.mark.emulator
@pytest.mark.parametrize("follow_up", ["what did i say he could do meanwhile", "what did i say we'd start with"])
def test_the_trainers_reply_in_the_threads_exchange_answers(db, backends, tobias, monkeypatch, follow_up):
    first = _ask(backends, "what happened to tobias's ankle")
    assert "t3" in {s.messageId for s in first.sources}
    search_finds_only(monkeypatch, {"t4", "t5"})  # a sibling's answer: the client's own messages only
    sibling = _ask(backends, "how long was the cast on", first.conversationId)
    assert sibling.sources and "t3" not in {s.messageId for s in sibling.sources}
    reply = _ask(backends, follow_up, first.conversationId)
    assert reply.hasContext is True
    assert reply.sources[0].messageId == "t3"


# -- what the carers gave the client: the medicine slot (shared/domain/slot_values.py SLOTS "medicine") ------------

@pytest.mark.parametrize("question", [
    "what did they give her",
    "and what did the doctors give him",
    "what have they given him",
    "what did the gp prescribe her",
    "what did the hospital put him on",
    "so what did they give him for it",
])
def test_what_the_carers_gave_asks_the_medicine(question):
    assert previous_records.asked_slot(question, NAMES) == "medicine"


@pytest.mark.parametrize("question", [
    "what did they give her for her birthday",  # a thing of its own after the frame
    "what did she give him",  # a person of the roster's life, not a carer
    "what did the physio give her",  # a physio gives exercises, not a medicine: not read as this slot
])
def test_another_giver_or_a_thing_of_its_own_is_no_medicine_slot(question):
    assert previous_records.asked_slot(question, NAMES) is None


def test_a_record_of_what_was_given_fills_the_slot():
    from shared.domain import slot_values

    assert slot_values.fills("medicine", "Tobias is in for two nights, they gave him antibiotics through a drip")
    assert not slot_values.fills("medicine", "the physio gave him some band exercises for the ankle")
