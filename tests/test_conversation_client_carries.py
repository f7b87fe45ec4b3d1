"""A question typed in a conversation about one client that names no one and asks nothing across the
roster is about that client, however it is worded (service._scope): "still sore the day after?",
"got a time for that", "swelling?" lean on the conversation as "is she still on it" does. Before, only
the wordings intent.is_follow_up knows (a pronoun, an opener, a few words of the previous turn's
frame) kept the client; any other searched every client's records and quoted another client's
messages of the same words (an answer citing records, none of them the client's).

Hand-written questions and names, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.usecases import intent
from shared.usecases.chat import conversations, service
from shared.usecases.chat.models import ChatRequest
from shared.domain.retrieval import Candidate
from shared.usecases.tenancy import ClientRef

ROSTER = [ClientRef("c-ines", "Ines Parry"), ClientRef("c-tobias", "Tobias Lund")]
NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def _in_conversation_about(client_id: str | None) -> conversations.Conversation:
    return conversations.Conversation("conv-1", exists=True, focus_client_id=client_id)


def _scope(request: ChatRequest, conversation: conversations.Conversation) -> str | None:
    """service._scope with the clients the question names, as `prepare` reads them once."""
    named = intent.clients_named(request.message, ROSTER, NOW)
    return service._scope(None, "t-1", request, conversation, ROSTER, named)


@pytest.mark.parametrize("question", [
    "still sore the day after?",
    "got a date for the scan",
    "swelling the next morning?",
    "next steps per me",
    "warm up before the long session",
])
def test_a_question_naming_no_one_keeps_the_conversations_client(question):
    assert not intent.is_follow_up(question)  # none of the follow-up wordings: the conversation alone says who
    assert _scope(ChatRequest(message=question, conversationId="conv-1"),
                  _in_conversation_about("c-tobias")) == "c-tobias"


@pytest.mark.parametrize("question", [
    "who else has a sore knee?",
    "anyone travelling next week",
    "which clients do yoga",
    "did everyone pay",
])
def test_a_question_across_the_roster_is_not_put_on_the_conversations_client(question):
    assert intent.asks_across(question)
    assert _scope(ChatRequest(message=question, conversationId="conv-1"), _in_conversation_about("c-tobias")) is None


def test_a_question_naming_another_client_is_about_that_client():
    assert _scope(ChatRequest(message="ines sore the day after?", conversationId="conv-1"),
                  _in_conversation_about("c-tobias")) == "c-ines"


def test_a_new_conversation_has_no_client_to_keep():
    assert _scope(ChatRequest(message="still sore the day after?"), _in_conversation_about(None)) is None


def test_a_client_no_longer_on_the_roster_is_not_kept():
    assert _scope(ChatRequest(message="still sore the day after?", conversationId="conv-1"),
                  _in_conversation_about("c-gone")) is None


# -- the client an answer naming no one was about (service.answered_client) --------------------------

def _record(n: int, client_id: str | None) -> Candidate:
    return Candidate(f"m-{n}", 0.5, 0.5, {"clientId": client_id} if client_id else {})


def test_an_answer_led_by_one_clients_records_is_about_that_client():
    # "what did his sister message about": three of the client's messages and one of another's
    sources = [_record(1, "c-ines"), _record(2, "c-ines"), _record(3, "c-tobias"), _record(4, "c-ines")]
    assert service.answered_client("what did his mum message about?", sources) == "c-ines"


def test_an_answer_of_one_clients_records_is_about_that_client():
    assert service.answered_client("got a date on that", [_record(1, "c-ines"), _record(2, "c-ines")]) == "c-ines"


@pytest.mark.parametrize("owners", [
    ["c-ines", "c-tobias"],                       # half and half
    ["c-tobias", "c-ines", "c-ines"],             # most are one client's, but another's leads
    [None, "c-ines", "c-ines"],                   # a record of no client leads
    [],
])
def test_an_answer_of_no_leading_majority_is_about_no_one(owners):
    assert service.answered_client("what did his mum message about?", [_record(n, o) for n, o in enumerate(owners)]) is None


@pytest.mark.parametrize("question", ["Who had knee pain after squats or runs?", "anyone mention their sleep lately",
                                      "which clients are on blood thinners"])
def test_an_answer_to_a_question_across_the_roster_is_about_no_one(question):
    assert service.answered_client(question, [_record(1, "c-ines"), _record(2, "c-ines")]) is None
