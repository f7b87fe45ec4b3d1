"""A follow-up that names no client — its client is the conversation's — and asks a detail of the thing
the thread is about in words of its own ("what did the gp call it", "how long off", "in range now?" after
"<name>'s shoulder" / "<name>'s uric acid"), where its own words alone are refused, is asked again with
that thing's words besides its own (intent.carried_topic with `client_inherited`; service._prepare with
`thread_thing`). Before, its own words alone were searched across the client's whole history: "gp"
ranked a note about the knee, "range" a weight reading, and the decision refused. The second answer is
taken only when its records say every word the question asked of its own (answerability.unsaid_words):
the thread's thing alone answered details never given. An answer of its own words stands.

Not carried when the question names a thing of its own: a TOPIC_WORDS word ("what about his knee"), a
thing put in the previous one's place ("and the ibuprofen dose"), a thing whose having happened is asked
("did he have a scan", "does she need surgery": read with the thread's thing, that thing's records
answered it though no scan was ever had), an act of the person's own ("where did she go after": a
pronoun for the person, the verb theirs); nor when the question names the client itself.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.prompt import Turn
from shared.usecases import intent
from shared.usecases.chat.models import ChatRequest

NAMES = ["Petra Novak", "Idris Bello"]
SHOULDER = [Turn("user", "what happened to petra's shoulder"), Turn("assistant", "On May 2 Petra wrote …")]


@pytest.mark.parametrize("question", [
    "what did the gp call it",
    "how long off",
    "in range now?",
    "what did the surgeon say",
])
def test_a_detail_asked_of_the_threads_client_carries_the_threads_thing(question):
    assert intent.carried_topic(question, SHOULDER, NAMES, client_inherited=True) == "shoulder"
    # Its client not the conversation's (named, or given): its own words alone, as before.
    assert intent.carried_topic(question, SHOULDER, NAMES) == ""


@pytest.mark.parametrize("question", [
    "what about her knee",          # a thing of its own (TOPIC_WORDS)
    "her hamstring",
    "and the ibuprofen dose",       # put in the previous thing's place
    "did she have a scan",          # whether a thing of its own happened
    "does she need surgery",
    "has she seen a physio about it",
    "where did she go after",       # an act of the person's own
    "who did she ring",
])
def test_a_thing_of_its_own_is_not_read_with_the_threads_thing(question):
    assert intent.carried_topic(question, SHOULDER, NAMES, client_inherited=True) == ""


def test_asks_whether_reads_the_opening_auxiliary():
    assert intent.asks_whether("did he have an ablation")
    assert intent.asks_whether("Doesnt she need a brace?")
    assert not intent.asks_whether("what did the gp call it")
    assert not intent.asks_whether("how long did it last")


def test_what_carried_before_still_carries():
    # An elliptical or bare follow-up carried the previous topic with or without the client inherited.
    assert intent.carried_topic("any side effects?", SHOULDER, NAMES) == "shoulder"
    assert intent.carried_topic("any side effects?", SHOULDER, NAMES, client_inherited=True) == "shoulder"


# -- the whole chat, two turns of one conversation, on the emulator -----------------------------------
# What is tested is what the chat does with the decision on each query it searches: the search is wrapped
# to record the queries, and the decision set to refuse any query without the thread's thing ("shoulder")
# — the own words' refusal — or to follow the real one.

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


@pytest.fixture
def petra(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, text, hours after START)
        ("p1", "morning! can we do thursday at 6 instead", 0),
        ("p2", "shoulder is really sore after the overhead press, can't lift my arm past my ear", 50),
        ("p3", "gp calls my shoulder a rotator cuff tendinopathy, no tear on the scan", 150),
        ("p4", "booked the gp for my knee as well, it clicks on the stairs", 300),
        ("p5", "shoulder much better, pressed the 8s today with no pain", 600),
        ("p6", "new running shoes arrived", 700),
    ]
    seed_chat(db, backends, "petra", "Petra Novak",
              [(mid, text, START + timedelta(hours=hours)) for mid, text, hours in said])


def _searched(monkeypatch, own_words_refused: bool) -> list[str]:
    from shared.domain.answerability import Decision
    from shared.usecases import search

    seen: list[str] = []
    kind_first = search.kind_first

    def recording(backends, trainer_id, query, top_k, query_filter, named_type):
        seen.append(query)
        return kind_first(backends, trainer_id, query, top_k, query_filter, named_type)

    def deciding(backends, trainer_id, query, *rest, **kw):
        if "shoulder" not in query.split():
            return Decision(not own_words_refused, "nothing_relevant" if own_words_refused else "relevant")
        return Decision(True, "relevant")

    monkeypatch.setattr(search, "kind_first", recording)
    monkeypatch.setattr(search, "decide", deciding)
    return seen


def _ask_in_thread(backends, monkeypatch, follow_up: str, own_words_refused: bool = True):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to petra's shoulder"), now=NOW)
    assert asked.hasContext
    seen = _searched(monkeypatch, own_words_refused)
    reply = service.answer(backends, "coach", ChatRequest(message=follow_up, conversationId=asked.conversationId),
                           now=NOW)
    return reply, seen


@pytest.mark.emulator
def test_a_detail_its_own_words_cannot_answer_is_asked_again_with_the_threads_thing(db, backends, petra, monkeypatch):
    reply, seen = _ask_in_thread(backends, monkeypatch, "what did the gp call it")
    assert "shoulder" not in seen[0].split()  # its own words first, as before
    assert {"gp", "shoulder"} <= set(seen[-1].split())
    assert reply.hasContext is True
    assert "p3" in {s.messageId for s in reply.sources}


@pytest.mark.emulator
def test_a_detail_its_own_words_answer_keeps_that_answer(db, backends, petra, monkeypatch):
    _, seen = _ask_in_thread(backends, monkeypatch, "what did the gp call it", own_words_refused=False)
    assert all("shoulder" not in q.split() for q in seen)


@pytest.mark.emulator
@pytest.mark.parametrize("follow_up", ["did she have an xray", "what did petra's gp call it"])
def test_a_thing_of_its_own_or_the_client_named_is_refused_as_before(db, backends, petra, monkeypatch, follow_up):
    reply, seen = _ask_in_thread(backends, monkeypatch, follow_up)
    assert seen and all("shoulder" not in q.split() for q in seen)
    assert reply.hasContext is False


@pytest.mark.emulator
def test_an_answer_whose_records_do_not_say_the_details_words_is_not_taken(db, backends, petra, monkeypatch):
    # No record says "surgeon": the shoulder's records alone would answer a detail never given.
    reply, seen = _ask_in_thread(backends, monkeypatch, "what did the surgeon call it")
    assert any("shoulder" in q.split() for q in seen)  # asked again with the thread's thing
    assert reply.hasContext is False


# -- the retry and the request's budget (integrator, twenty-third session) -------------------------------
# The retry is a second pass of the whole preparation; it must spend what is left of the first pass's
# budget, not start a budget of its own (which would let one chat request wait twice the search budget).

def _counting_deadlines(monkeypatch, spent_after_first_pass: bool) -> list[object]:
    from shared.kernel.deadline import Deadline
    from shared.usecases.chat import service

    started: list[object] = []

    class Counted(Deadline):
        @classmethod
        def start(cls, seconds: float) -> "Counted":
            started.append(seconds)
            return super().start(seconds)

        def expired(self) -> bool:  # read by the chat only where it decides whether to ask again
            return spent_after_first_pass or super().expired()

    monkeypatch.setattr(service, "Deadline", Counted)
    return started


@pytest.mark.emulator
def test_the_retry_spends_the_first_passs_budget(db, backends, petra, monkeypatch):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to petra's shoulder"), now=NOW)
    started = _counting_deadlines(monkeypatch, spent_after_first_pass=False)
    seen = _searched(monkeypatch, own_words_refused=True)
    reply = service.answer(backends, "coach", ChatRequest(message="what did the gp call it",
                                                          conversationId=asked.conversationId), now=NOW)
    assert any("shoulder" in q.split() for q in seen)  # it was asked again
    assert reply.hasContext is True
    assert started == [backends.settings.search_timeout_s]  # one budget for both passes


@pytest.mark.emulator
def test_no_retry_once_the_budget_is_spent(db, backends, petra, monkeypatch):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to petra's shoulder"), now=NOW)
    _counting_deadlines(monkeypatch, spent_after_first_pass=True)
    seen = _searched(monkeypatch, own_words_refused=True)
    reply = service.answer(backends, "coach", ChatRequest(message="what did the gp call it",
                                                          conversationId=asked.conversationId), now=NOW)
    assert seen and all("shoulder" not in q.split() for q in seen)  # the refusal of its own words stands
    assert reply.hasContext is False


# -- the retry runs only the retrieval and the decision again (h-tidy25) ---------------------------------
# Asked again with the thread's thing, the chat searches and decides again on the first pass's read of the
# question: the conversation, the roster, the clients the question names and the client's layers (read
# early) are not read a second time. Before, the retry was a second pass of the whole preparation.

# The Firestore RPCs that read (the others write, or manage transactions and listeners).
READ_RPCS = {"GetDocument", "ListDocuments", "BatchGetDocuments", "RunQuery", "RunAggregationQuery"}


def _counting_reads(db, monkeypatch) -> list[str]:
    """The read RPCs `db` makes from now on, by name, from any thread (the layers are read in one of
    their own): counted at the generated transport, where every call of the client passes."""
    transport = db._firestore_api._transport
    made: list[str] = []
    wrapped = set()
    for stub, call in list(transport._wrapped_methods.items()):
        method = getattr(stub, "_method", b"")
        name = (method.decode() if isinstance(method, bytes) else str(method)).rsplit("/", 1)[-1]
        if name in READ_RPCS:
            def counted(*args, _call=call, _name=name, **kwargs):
                made.append(_name)  # list.append: safe from several threads
                return _call(*args, **kwargs)

            monkeypatch.setitem(transport._wrapped_methods, stub, counted)
            wrapped.add(name)
    assert wrapped == READ_RPCS  # the transport still names its RPCs as counted here
    return made


def _follow_up_reads(db, backends, own_words_refused: bool) -> tuple[object, list[str], list[str]]:
    """The reply to "what did the gp call it" in a new thread about Petra's shoulder, the queries searched
    and the read RPCs of that one chat request."""
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to petra's shoulder"), now=NOW)
    with pytest.MonkeyPatch.context() as patched:  # the next thread's first question: the real search, uncounted
        seen = _searched(patched, own_words_refused)
        made = _counting_reads(db, patched)
        reply = service.answer(backends, "coach", ChatRequest(message="what did the gp call it",
                                                              conversationId=asked.conversationId), now=NOW)
    return reply, seen, list(made)


@pytest.mark.emulator
def test_the_retry_reads_the_document_store_as_one_pass_does(db, backends, petra):
    one_pass, seen, answered_reads = _follow_up_reads(db, backends, own_words_refused=False)
    assert one_pass.hasContext and all("shoulder" not in q.split() for q in seen)  # its own words answered
    retried, seen, retried_reads = _follow_up_reads(db, backends, own_words_refused=True)
    assert retried.hasContext and any("shoulder" in q.split() for q in seen)  # asked again, and answered
    assert answered_reads  # the conversation and the client's layers are read at all
    # The same reads, each as often: nothing of the conversation, the roster or the layers is read again.
    assert sorted(retried_reads) == sorted(answered_reads)


@pytest.mark.emulator
def test_the_clients_a_retried_question_names_are_read_once(db, backends, petra, monkeypatch):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message="what happened to petra's shoulder"), now=NOW)
    seen = _searched(monkeypatch, own_words_refused=True)
    calls: list[str] = []
    clients_named = intent.clients_named

    def counted(message, *rest, **kw):
        calls.append(message)
        return clients_named(message, *rest, **kw)

    monkeypatch.setattr(intent, "clients_named", counted)
    reply = service.answer(backends, "coach", ChatRequest(message="what did the gp call it",
                                                          conversationId=asked.conversationId), now=NOW)
    assert reply.hasContext and any("shoulder" in q.split() for q in seen)  # asked again
    assert calls == ["what did the gp call it"]
