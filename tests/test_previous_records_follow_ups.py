"""A follow-up about the people of the exchange the previous answer quoted ("what did i answer", "who
messaged me about it") is answered from the records that answer was offered, those it asks about
first (shared/usecases/previous_records.py, service._previous_records). Before, its own words
("answer", "messaged") were searched as a topic and the question refused or quoted the client's chatter.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.prompt import Turn
from shared.domain.retrieval import Candidate
from shared.usecases import previous_records
from shared.usecases.chat.models import ChatRequest

NAMES = ["Maya Lindholm", "Otis Crane"]


@pytest.mark.parametrize("question", [
    "what did i answer",
    "my response?",
    "and what did i suggest",
    "what did i tell him afterwards",
    "what did i write back",
    "did i get back to her",
    "when did i say until",
    "what did i swap in instead",
])
def test_the_trainers_own_act_with_no_thing_of_its_own_is_read(question):
    assert previous_records.asks_own_words(question, NAMES)


@pytest.mark.parametrize("question", [
    "what did i say about her hamstring",   # a thing of its own: searched as any question is
    "what did i change in maya's programme",
    "did i book the physio",
    "how is she doing",                      # no "i" speaking
    "what did she reply",                    # the client's words, not the trainer's
    "my plan for her?",                      # a thing of the trainer's, not an answer to a message
    "my notes on maya",
])
def test_a_question_naming_a_thing_or_another_speaker_is_not(question):
    assert not previous_records.asks_own_words(question, NAMES)


@pytest.mark.parametrize("question", ["who messaged me about it", "who sent that", "whose text was that",
                                      "and who wrote to me"])
def test_who_wrote_with_nothing_else_named_is_read(question):
    assert previous_records.asks_who_wrote(question, NAMES)


@pytest.mark.parametrize("question", [
    "who else messaged me",                  # others than those quoted
    "who told me about the x-ray",           # a thing of its own
    "who won the final",                     # not who wrote
    "who referred maya to the clinic",
])
def test_who_asks_of_something_else_is_not_read(question):
    assert not previous_records.asks_who_wrote(question, NAMES)


def test_the_previous_answers_sources_are_those_of_the_newest_answer_that_quoted_any():
    turns = [Turn("user", "what happened to maya's wrist"), Turn("assistant", "[1] …", ("v-1", "v-2")),
             Turn("user", "which hand"), Turn("assistant", "[1] …", ("v-2", "v-3"))]
    assert previous_records.previous_sources(turns) == ("v-2", "v-3")
    # A refusal in between quoted nothing: the exchange asked about is the one quoted before it.
    refused = turns + [Turn("user", "fractured?"), Turn("assistant", "I couldn't find …")]
    assert previous_records.previous_sources(refused) == ("v-2", "v-3")
    assert previous_records.previous_sources([Turn("user", "hi"), Turn("assistant", "I couldn't find …")]) == ()


def _record(n: int, sender: str | None, kind: str = "message") -> Candidate:
    return Candidate(f"v-{n}", 0.0, 0.5, {"clientId": "maya", "senderId": sender, "sourceType": kind} if sender
                     else {"clientId": "maya", "sourceType": kind})


def test_the_trainers_records_lead_for_their_own_words_in_the_answers_order():
    records = [_record(1, "partner-ben"), _record(2, "maya"), _record(3, "coach"), _record(4, None, "session_note"),
               _record(5, "coach")]
    assert [c.id for c in previous_records.asked_first(records, "coach", own_words=True)] == [
        "v-3", "v-5", "v-4", "v-1", "v-2"]


def test_a_message_from_the_clients_account_naming_her_by_a_possessive_is_someone_elses():
    by_dad = Candidate("v-9", 0.0, 0.5, {"clientId": "maya", "senderId": "maya", "sourceType": "message",
                                         "text": "Hi, it's Lars, Maya's dad. She won't be in tomorrow."})
    by_maya = Candidate("v-8", 0.0, 0.5, {"clientId": "maya", "senderId": "maya", "sourceType": "message",
                                          "text": "wrist still sore, skipping tomorrow"})
    assert previous_records.written_for(by_dad, "Maya Lindholm")
    assert not previous_records.written_for(by_maya, "Maya Lindholm")
    assert [c.id for c in previous_records.asked_first([by_maya, by_dad], "coach", False, "Maya Lindholm")] == [
        "v-9", "v-8"]


def test_someone_other_than_client_and_trainer_leads_for_who_wrote():
    records = [_record(1, "maya"), _record(2, "coach"), _record(3, "partner-ben"), _record(4, None, "session_note")]
    assert [c.id for c in previous_records.asked_first(records, "coach", own_words=False)] == [
        "v-3", "v-1", "v-2", "v-4"]


# -- the whole chat, two turns of one conversation, on the emulator -----------------------------------

START = datetime(2026, 9, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=40)


@pytest.fixture
def maya(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, hours after START)
        ("p1", "maya", "Maya Lindholm", "can we do thursday at 6 instead of 7?", 0),
        ("p2", "coach", "Coach", "Thursday at 6 works.", 1),
        ("p3", "maya", "Maya Lindholm", "Hi, Ben here, Maya's partner. She slipped on the stairs at work and twisted "
                                      "her wrist, she's icing it now.", 100),
        ("p4", "coach", "Coach", "Thanks Ben. No pressing or planks this week, legs and walking only, and get a "
                                 "doctor to look at it if the swelling is still up on Friday.", 101),
        ("p5", "maya", "Maya Lindholm", "sorry, phone was dead all day", 200),
        ("p6", "maya", "Maya Lindholm", "new running shoes came, love them", 300),
    ]
    seed_chat(db, backends, "maya", "Maya Lindholm",
              [(mid, text, name, sender, START + timedelta(hours=hours)) for mid, sender, name, text, hours in said])


@pytest.mark.emulator
@pytest.mark.parametrize("follow_up, first", [("what did i answer", "p4"), ("who messaged me about it", "p3")])
def test_a_follow_up_about_the_exchange_is_answered_from_the_previous_answers_records(db, backends, maya,
                                                                                         follow_up, first):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to maya's wrist"), now=NOW)
    assert asked.hasContext and "p3" in {s.messageId for s in asked.sources}
    reply = service.answer(backends, "coach", ChatRequest(message=follow_up, conversationId=asked.conversationId),
                           now=NOW)
    assert reply.hasContext is True
    assert reply.sources[0].messageId == first
    assert {s.messageId for s in reply.sources} <= {s.messageId for s in asked.sources}
