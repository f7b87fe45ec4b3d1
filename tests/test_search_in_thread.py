"""semanticSearch asked in an AI-chat thread (`conversationId`): a follow-up's bare words ("when was it")
are read with the thread's thing, in the one step chatWithAI reads them with (shared/usecases/thread_thing.py);
a conversation that is not the caller's is NOT_FOUND, never read.

Hand-written names and questions, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import main
from shared.domain.models import SearchRequest
from shared.kernel.errors import NotFound
from shared.usecases import indexing, search
from shared.usecases.chat import conversations
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator

NOW = datetime(2026, 11, 20, tzinfo=timezone.utc)


def seed(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    msgs = [
        ("sarah", "m1", "had my knee op at the royal infirmary on tuesday", "Sarah Kim", datetime(2026, 11, 2, tzinfo=timezone.utc)),
        ("sarah", "m2", "Can we move Thursday's session to Friday?", "Sarah Kim", datetime(2026, 11, 3, tzinfo=timezone.utc)),
        ("sam", "m5", "knee op went fine", "Sam Ortiz", datetime(2026, 11, 2, tzinfo=timezone.utc)),
    ]
    for client, mid, text, name, at in msgs:
        add_message(db, client, mid, text, name, at=at)
        assert indexing.sync_message(backends, chat_id_for(client), mid).outcome == "indexed"


def start_thread(db, trainer_id: str, question: str, focus: str) -> str:
    """A conversation of `trainer_id` whose one exchange asked `question` about `focus`."""
    conversation = conversations.Conversation(f"conv-{trainer_id}", exists=False)
    conversations.append_exchange(db, trainer_id, conversation, question, "…", [], focus, now=NOW)
    return conversation.conversation_id


def test_a_follow_up_is_searched_with_the_threads_thing(db, backends, monkeypatch):
    seed(db, backends)
    thread = start_thread(db, "trainer-a", "what op did sarah have", "sarah")
    searched: list[str] = []
    ranked = search.kind_first
    monkeypatch.setattr(search, "kind_first", lambda b, t, query, *a, **k: searched.append(query) or ranked(b, t, query, *a, **k))
    search.semantic_search(backends, "trainer-a", SearchRequest(query="when was it", clientId="sarah"), now=NOW)
    assert searched[0] == "when was it"  # alone, the words of the asking
    searched.clear()
    found = search.semantic_search(backends, "trainer-a",
                                   SearchRequest(query="when was it", clientId="sarah", conversationId=thread), now=NOW)
    assert searched[0] == "when was it op"  # in the thread, the thing it asks of
    assert found.query == "when was it"  # the response keeps the query as sent
    assert found.results and found.results[0].messageId == "m1"


def test_a_question_of_its_own_is_not_changed_by_the_thread(db, backends, monkeypatch):
    seed(db, backends)
    thread = start_thread(db, "trainer-a", "what op did sarah have", "sarah")
    searched: list[str] = []
    ranked = search.kind_first
    monkeypatch.setattr(search, "kind_first", lambda b, t, query, *a, **k: searched.append(query) or ranked(b, t, query, *a, **k))
    search.semantic_search(backends, "trainer-a",
                           SearchRequest(query="session on friday", clientId="sarah", conversationId=thread), now=NOW)
    assert searched[0] == "session on friday"


def test_another_trainers_conversation_is_not_found_and_never_read(db, backends):
    seed(db, backends)
    theirs = start_thread(db, "trainer-b", "what op did sam have", "sam")
    for conversation_id in (theirs, "no-such-conversation"):
        with pytest.raises(NotFound):
            search.semantic_search(backends, "trainer-a",
                                   SearchRequest(query="when was it", conversationId=conversation_id), now=NOW)


@pytest.mark.parametrize("data, status, code", [
    ({"query": "when was it", "conversationId": "conv-trainer-b"}, 404, "NOT_FOUND"),
    ({"query": "when was it", "conversationId": "nobody"}, 404, "NOT_FOUND"),
    ({"query": "when was it", "conversationId": "a/b"}, 400, "INVALID_ARGUMENT"),
    ({"query": "when was it", "conversationId": 7}, 400, "INVALID_ARGUMENT"),
])
def test_conversation_errors_in_callable_wire_format(db, backends, call_function, data, status, code):
    seed(db, backends)
    start_thread(db, "trainer-b", "what op did sam have", "sam")
    got_status, body = call_function(main.semanticSearch, data, uid="trainer-a")
    assert (got_status, body["error"]["status"]) == (status, code)
    assert set(body) == {"error"}


def test_the_callers_conversation_is_accepted_on_the_wire(db, backends, call_function):
    seed(db, backends)
    thread = start_thread(db, "trainer-a", "what op did sarah have", "sarah")
    status, body = call_function(main.semanticSearch,
                                 {"query": "when was it", "clientId": "sarah", "conversationId": thread}, uid="trainer-a")
    assert status == 200, body
    assert body["result"]["query"] == "when was it"
    assert [r["messageId"] for r in body["result"]["results"]][:1] == ["m1"]


def test_a_thread_read_that_finds_nothing_is_asked_as_sent(db, backends, monkeypatch):
    """The thing a thread carries can be a refused sibling's words, which no record says beside the query's own:
    read with them, nothing; the query as sent is then searched, as without the conversation."""
    seed(db, backends)
    thread = start_thread(db, "trainer-a", "what op did sarah have", "sarah")
    searched: list[str] = []
    ranked = search.kind_first

    def nothing_with_the_thing(b, t, query, *a, **k):
        searched.append(query)
        return ([], a[1]) if query.endswith(" op") else ranked(b, t, query, *a, **k)

    monkeypatch.setattr(search, "kind_first", nothing_with_the_thing)
    sent = SearchRequest(query="when was it", clientId="sarah")
    alone = search.semantic_search(backends, "trainer-a", sent, now=NOW)
    searched.clear()
    found = search.semantic_search(backends, "trainer-a", sent.model_copy(update={"conversationId": thread}), now=NOW)
    assert searched[:2] == ["when was it op", "when was it"]
    assert found == alone
