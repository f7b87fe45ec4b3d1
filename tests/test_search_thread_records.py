"""semanticSearch asked in an AI-chat thread reads a follow-up in the chat's own steps (shared/usecases/
thread_records.py, h-follow36): "who told me" / "what did i say to him" are answered by the exchange the thread's
answers quoted, a slot of the thing just discussed ("when did they get back in") by the records that hold its
value, "and the retest" is the thread's previous thing again (intent.repeated), and a detail asked in words of
its own ("how long out") is asked again with the thread's thing (`search._detail_of`). Before, the search ranked
their words alone or with a refused sibling's words and returned nothing, where the chat answered.

Hand-written names, questions and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

import pytest

from shared.domain.models import SearchRequest
from shared.domain.prompt import Turn
from shared.usecases import search, thread_records
from shared.usecases.chat import conversations
from shared.usecases.conversation_threads import Conversation
from shared.usecases.tenancy import ClientRef
from tests.factories import chat_id_for

START = datetime(2026, 3, 1, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=120)
ROSTER = [ClientRef("maya", "Maya Lindholm"), ClientRef("otis", "Otis Crane")]


def _vector(mid: str) -> str:
    return f"message:{chat_id_for('maya')}:{mid}"


def _thread(db, *exchanges: tuple[str, tuple[str, ...]]) -> str:
    """A conversation of the coach about Maya whose exchanges asked each question, the answer offered the
    records named (their message ids; none: a refusal)."""
    conversation = conversations.Conversation("conv-maya", exists=False)
    for n, (question, quoted) in enumerate(exchanges):
        conversations.append_exchange(db, "coach", conversation, question, "[1] …" if quoted else "I couldn't find it",
                                      [_vector(m) for m in quoted], "maya", now=START + timedelta(minutes=n))
        conversation.exists = True
    return conversation.conversation_id


@pytest.fixture
def maya(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, sender, name, text, days after START)
        ("h1", "maya", "Maya Lindholm", "hi its ben, mayas husband. the kitchen flooded overnight, we've had to move "
                                      "out to her mum's in leeds for now", 3),
        ("h2", "coach", "Coach", "Oh Ben, so sorry. Tell her not to worry about sessions, we'll pick up when you're "
                                 "settled.", 3),
        ("h3", "maya", "Maya Lindholm", "we're home! moved back on the 14th of june, new kitchen and all", 100),
        ("s1", "maya", "Maya Lindholm", "new trainers arrived, love them", 20),
        ("s2", "maya", "Maya Lindholm", "work is manic this month", 40),
            ]
    seed_chat(db, backends, "maya", "Maya Lindholm",
              [(mid, text, name, sender, START + timedelta(days=days)) for mid, sender, name, text, days in said])


def _ids(found) -> list[str]:
    return [r.messageId for r in found.results]


@pytest.mark.emulator
def test_who_told_me_in_a_thread_is_the_exchange_its_answer_quoted(db, backends, maya):
    thread = _thread(db, ("what happened with maya's house", ("h1", "h2", "h3")))
    asked = SearchRequest(query="who told me", clientId="maya")
    in_thread = search.semantic_search(backends, "coach", asked.model_copy(update={"conversationId": thread}), now=NOW)
    # The husband's message leads: someone other than the client and the coach told it.
    assert _ids(in_thread)[:1] == ["h1"]
    # Without the thread its words ask nothing of a record: nothing of the house is offered.
    assert "h1" not in _ids(search.semantic_search(backends, "coach", asked, now=NOW))


@pytest.mark.emulator
def test_a_slot_after_a_refused_sibling_is_the_previous_answers_record_that_holds_it(db, backends, maya):
    # "where were they staying" was refused: the thread's thing read with its words ("staying") ranks nothing;
    # the date the newest quoting answer's records hold answers "when did they get back in", as in the chat.
    thread = _thread(db, ("what happened with maya's house", ("h1", "h2", "h3")), ("where were they staying", ()))
    found = search.semantic_search(backends, "coach", SearchRequest(query="when did they get back in",
                                                                    clientId="maya", conversationId=thread), now=NOW)
    assert "h3" in _ids(found)


@pytest.mark.emulator
def test_a_follow_up_of_its_own_is_not_answered_from_the_thread(db, backends, maya):
    # "new trainers" names a thing of its own: searched as any question is, not the house's records.
    thread = _thread(db, ("what happened with maya's house", ("h1", "h2", "h3")))
    found = search.semantic_search(backends, "coach", SearchRequest(query="what about her new trainers",
                                                                    clientId="maya", conversationId=thread), now=NOW)
    assert _ids(found)[:1] == ["s1"]
    assert not {"h1", "h2"} & set(_ids(found))


def test_a_detail_in_words_of_its_own_is_asked_of_the_threads_thing():
    turns = [Turn("user", "what happened to maya's hamstring"), Turn("assistant", "[1] …", (_vector("x"),))]
    thread = Conversation("conv-1", True, "maya", turns)
    maya = ROSTER[0]
    assert search._detail_of(thread, maya, "how long out", "long out", None, ROSTER, "how long out", NOW) == "hamstring"
    # Not without a thread, not of another client than the thread's, nor when the query names the client.
    assert search._detail_of(None, maya, "how long out", "long out", None, ROSTER, "how long out", NOW) == ""
    assert search._detail_of(thread, ROSTER[1], "how long out", "long out", None, ROSTER, "how long out", NOW) == ""
    assert search._detail_of(thread, maya, "how long out", "long out", None, ROSTER, "how long was maya out",
                             NOW) == ""


def test_thread_records_is_the_chats_step_too():
    """The chat's follow-up records are this module's (one reading for both callers), not a copy."""
    from shared.usecases import previous_records
    from shared.usecases.chat import service

    assert service.previous_records is previous_records
    assert service.thread_records is thread_records


def test_the_thread_search_is_one_function_at_the_callers_depth(monkeypatch):
    # h-review54: search.thread_find serves both callers; the search's depth is limit * OVERFETCH, the chat's TOP_K.
    from shared.usecases.chat import service

    asked = []
    monkeypatch.setattr(search, "search_candidates", lambda b, t, q, depth, scoped: asked.append((q, depth)) or [])
    search.thread_find(None, "coach", 7)("hamstring", None)
    search._thread_find(None, "coach", 5)("hamstring", None)
    assert asked == [("hamstring", 7), ("hamstring", 5 * search.OVERFETCH)]
    seen = {}
    monkeypatch.setattr(service.thread_records, "exchange_records", lambda *a, **k: seen.update(k) or [])
    service._previous_records(None, "coach", "who told me", SimpleNamespace(), "maya", {}, None)
    seen["find"]("hamstring", None)
    assert asked[-1] == ("hamstring", service.TOP_K)
