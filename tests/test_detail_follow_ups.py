"""A follow-up that names no client — its client is the conversation's — and asks a detail of the thing
the thread is about in words of its own ("what did the gp call it", "how long off", "in range now?" after
"<name>'s shoulder" / "<name>'s uric acid") is searched with that thing's words besides its own
(intent.carried_topic with `client_inherited`, service.prepare). Before, its own words alone were
searched across the client's whole history: "gp" ranked a note about the knee, "range" a weight reading,
and the decision refused or answered with those.

Not carried when the question names a thing of its own: a TOPIC_WORDS word ("what about his knee"), a
thing put in the previous one's place ("and the ibuprofen dose"), a thing whose having happened is asked
("did he have a scan", "does she need surgery": read with the thread's thing, that thing's records
answered it though no scan was ever had); nor when the question names the client itself.

Hand-written questions, names and messages, not taken from any benchmark set."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.prompt import Turn
from shared.usecases.chat import intent
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
# What is tested is the query the follow-up's search ranks: the search is wrapped to record it.

START = datetime(2026, 3, 2, 8, tzinfo=timezone.utc)
NOW = START + timedelta(days=60)


@pytest.fixture
def petra(db, backends):
    from tests.alike import seed_chat

    said = [  # (id, text, hours after START)
        ("p1", "morning! can we do thursday at 6 instead", 0),
        ("p2", "shoulder is really sore after the overhead press, can't lift my arm past my ear", 50),
        ("p3", "gp says it's a rotator cuff tendinopathy, no tear on the scan", 150),
        ("p4", "booked the gp for my knee as well, it clicks on the stairs", 300),
        ("p5", "shoulder much better, pressed the 8s today with no pain", 600),
        ("p6", "new running shoes arrived", 700),
    ]
    seed_chat(db, backends, "petra", "Petra Novak",
              [(mid, text, START + timedelta(hours=hours)) for mid, text, hours in said])


def _queries(monkeypatch) -> list[str]:
    from shared.usecases import search

    seen: list[str] = []
    original = search.kind_first

    def recording(backends, trainer_id, query, top_k, query_filter, named_type):
        seen.append(query)
        return original(backends, trainer_id, query, top_k, query_filter, named_type)

    monkeypatch.setattr(search, "kind_first", recording)
    return seen


def _ask_in_thread(backends, first: str, follow_up: str):
    from shared.usecases.chat import service

    asked = service.answer(backends, "coach", ChatRequest(message=first), now=NOW)
    assert asked.hasContext
    return service.answer(backends, "coach", ChatRequest(message=follow_up, conversationId=asked.conversationId),
                          now=NOW)


@pytest.mark.emulator
def test_the_follow_ups_search_ranks_the_threads_thing_with_its_own_words(db, backends, petra, monkeypatch):
    seen = _queries(monkeypatch)
    _ask_in_thread(backends, "what happened to petra's shoulder", "what did the gp call it")
    follow_up = seen[-1]
    assert "gp" in follow_up.split() and "shoulder" in follow_up.split()


@pytest.mark.emulator
@pytest.mark.parametrize("follow_up", ["did she have an xray", "what did petra's gp call it"])
def test_a_thing_of_its_own_or_the_client_named_searches_its_own_words(db, backends, petra, monkeypatch, follow_up):
    seen = _queries(monkeypatch)
    _ask_in_thread(backends, "what happened to petra's shoulder", follow_up)
    assert "shoulder" not in seen[-1].split()
