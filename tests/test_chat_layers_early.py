"""chatWithAI reads the client layers (profile, plan, last 7 days) of a client named in the question
while the retrieval runs, and builds the same prompt as when it read them afterwards."""

from __future__ import annotations

import concurrent.futures
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from tests.factories import add_client, add_message

NOW = datetime(2026, 11, 12, 9, 0, tzinfo=timezone.utc)


def _world(db: Any, backends: Any) -> None:
    from shared.usecases.indexing import sync_message

    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    for n, (text, days) in enumerate([("my knee hurts on the stairs after squats", 2),
                                      ("so exhausted, barely slept this week", 1)]):
        add_message(db, "sarah", f"m{n}", text, "Sarah Kim", at=NOW - timedelta(days=days))
        sync_message(backends, "chat-sarah", f"m{n}")
    db.collection("clientPlans").document("sarah").set({"trainerId": "trainer-a", "clientId": "sarah", "title": "Knee rehab"})


def _never_started(*args: Any, **kwargs: Any) -> "concurrent.futures.Future[Any]":
    return concurrent.futures.Future()  # a step no worker took: cancel() succeeds, the read is made inline


@pytest.mark.emulator
def test_the_layers_are_read_before_the_retrieval_and_once(db, backends, monkeypatch):
    from shared.usecases import search
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    _world(db, backends)
    events: list[str] = []
    layers, retrieve, start = service._client_layers, search.search_candidates, service.submit
    monkeypatch.setattr(service, "_client_layers", lambda *a: (events.append("layers"), layers(*a))[1])
    # Chat's retrieval runs in search's steps (search.kind_first, shared with semanticSearch) and its own.
    for module in (search, service):
        monkeypatch.setattr(module, "search_candidates", lambda *a: (events.append("retrieval"), retrieve(*a))[1])
    monkeypatch.setattr(service, "submit", lambda *a: (events.append("layers started"), start(*a))[1])

    prepared = service.prepare(backends, "trainer-a", ChatRequest(message="What did Sarah say about her knee?"), now=NOW)

    assert prepared.prompt is not None and "<plan_and_goals>\ntitle: Knee rehab" in prepared.prompt.messages[1].content
    assert events.index("layers started") < events.index("retrieval")
    assert events.count("layers") == 1  # read early and used, not read again
    assert prepared.layers_read is not None and prepared.layers_read[0] == "sarah"


@pytest.mark.emulator
def test_the_prompt_is_the_same_whether_the_early_read_ran_or_not(db, backends, monkeypatch):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    _world(db, backends)
    request = ChatRequest(message="What did Sarah say about her knee?")
    early = service.prepare(backends, "trainer-a", request, now=NOW)
    monkeypatch.setattr(service, "submit", _never_started)
    late = service.prepare(backends, "trainer-a", request, now=NOW)

    assert early.prompt is not None and late.prompt is not None
    assert [m.content for m in early.prompt.messages] == [m.content for m in late.prompt.messages]
    assert early.prompt.layer_tokens == late.prompt.layer_tokens


@pytest.mark.emulator
def test_an_answer_without_a_prompt_drops_an_early_read_not_started(db, backends, monkeypatch):
    from shared.usecases.chat import service
    from shared.usecases.chat.models import ChatRequest

    _world(db, backends)
    monkeypatch.setattr(service, "submit", _never_started)
    question = ChatRequest(message="What did Sarah say about her passport renewal?")
    prepared = service.prepare(backends, "trainer-a", question, now=NOW)
    assert prepared.prompt is None  # refused: nothing about a passport
    early = prepared.layers_read[1] if prepared.layers_read else None
    response = service.finish(backends, prepared, None)

    assert not response.hasContext
    assert early is not None and early.cancelled()  # no worker took it, and nobody reads it now
