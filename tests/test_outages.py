"""Dependencies down: Firestore, Pinecone or OpenAI unreachable → UNAVAILABLE with retryAfter, never INTERNAL.

Firestore: the callables' Firestore client points at a port nothing listens
on (built by `shared.adapters.firestore_db.make_client`, as production's is, with its
bounded retries). Pinecone and OpenAI: the production adapters against their
HTTP stand-ins answering 503 to every request. Each answer is checked on the
wire: HTTP 503, `{"error": {"status": "UNAVAILABLE", "details": {"retryAfter": n}}}`
and the `Retry-After: n` header — for every `on_call` callable and for
chatWithAI's JSON path; its SSE path ends in an UNAVAILABLE error event.
"""

from __future__ import annotations

import json
import os
from typing import Any

import flask
import pytest

import main
from shared.usecases.backends import Backends
from tests.chat_fixtures import seed
from tests.conftest import id_token
from tools import firestore_emulator

pytestmark = [pytest.mark.emulator, pytest.mark.timeout(120), pytest.mark.heavy(25)]

# A request per callable that would succeed if its dependencies were up.
REQUESTS: dict[str, dict[str, Any]] = {
    "semanticSearch": {"query": "knee pain"},
    "chatWithAI": {"message": "How is John's shoulder?"},
    "backfillEmbeddings": {"batchSize": 10},
    "deleteClient": {"clientId": "john"},
    "deleteTrainerAccount": {"confirm": True},
    "reconcileMyIndex": {},
    "generateClientInsights": {"clientId": "john"},
    "reviewInsight": {"insightId": "i-1", "decision": "approve"},
    "uploadTranscript": {"clientId": "john", "startedAt": "2026-11-01T10:00:00Z",
                         "segments": [{"speaker": "Coach", "offsetSeconds": 0, "text": "how is the shoulder"}]},
}


def post(fn: Any, data: Any, uid: str = "trainer-a", stream: bool = False) -> Any:
    app = flask.Flask("outage")
    app.add_url_rule("/", "fn", lambda: fn(flask.request), methods=["POST"])
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {id_token(uid)}"}
    if stream:
        headers["Accept"] = "text/event-stream"
    return app.test_client().post("/", data=json.dumps({"data": data}), headers=headers)


def assert_unavailable(response: Any) -> None:
    body = response.get_json(silent=True)
    assert response.status_code == 503, (response.status_code, body)
    error = body["error"]
    assert error["status"] == "UNAVAILABLE", body
    retry_after = error["details"]["retryAfter"]
    assert isinstance(retry_after, int) and retry_after >= 1
    assert response.headers["Retry-After"] == str(retry_after)


@pytest.fixture
def firestore_down(settings: Any, embedder: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Backends:
    """Backends whose Firestore client talks to a dead port, installed for the entry points."""
    import callables

    from shared.usecases import ratelimit
    from shared.adapters.firestore_db import make_client

    ratelimit.REFUSALS.clear()  # no refusal remembered from an earlier test may answer first
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", f"127.0.0.1:{firestore_emulator.free_port()}")
    dead = make_client(os.environ["GOOGLE_CLOUD_PROJECT"], budget_s=1.0)
    b = Backends(settings=settings, db_override=dead, embedder_override=embedder, store_override=store)
    monkeypatch.setattr(callables, "get_backends", lambda: b)
    monkeypatch.setattr(main, "get_backends", lambda: b)
    return b


@pytest.mark.parametrize("name", sorted(REQUESTS))
def test_firestore_down_answers_unavailable_with_retry_after(firestore_down: Backends, name: str) -> None:
    assert_unavailable(post(getattr(main, name), REQUESTS[name]))


def test_firestore_down_with_the_rate_limit_off_still_unavailable(firestore_down: Backends) -> None:
    """The limiter is the first Firestore call; without it the handlers' own reads must answer the same."""
    firestore_down.settings.rate_limit_per_minute = 0
    # (semanticSearch without a client filter reads only the vector store: it still answers.)
    assert_unavailable(post(main.semanticSearch, {"query": "knee pain", "clientId": "john"}))
    for name in ("chatWithAI", "deleteClient", "generateClientInsights", "uploadTranscript", "reviewInsight"):
        assert_unavailable(post(getattr(main, name), REQUESTS[name]))


def test_firestore_down_on_the_streaming_path_is_an_unavailable_event(firestore_down: Backends) -> None:
    response = post(main.chatWithAI, REQUESTS["chatWithAI"], stream=True)
    assert response.status_code == 200  # SSE: the error is the final event
    events = [json.loads(line[len("data: "):]) for line in response.get_data(as_text=True).splitlines() if line]
    (event,) = events
    assert event["error"]["status"] == "UNAVAILABLE" and event["error"]["details"]["retryAfter"] >= 1


@pytest.fixture
def pinecone_down(db: Any, backends: Any, embedder: Any, pinecone_standin: Any) -> Any:
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, timeout_s=0.5,
                          write_timeout_s=0.5, max_attempts=1, backoff_s=0.01)
    backends.__dict__["store"] = store
    seed(db, backends)
    pinecone_standin.inject_status(503, times=1000)
    yield pinecone_standin
    store.close()


def test_pinecone_down_search_answers_unavailable_and_chat_says_so(pinecone_down: Any) -> None:
    assert_unavailable(post(main.semanticSearch, {"query": "shoulder pain"}))
    assert pinecone_down.request_count() > 0  # the outage was really met, not skipped
    # chatWithAI's chosen behaviour (shared/usecases/chat/service.py, SEARCH_UNAVAILABLE): an answer that says
    # search is down, with no sources — never INTERNAL, never an answer made up without context.
    response = post(main.chatWithAI, {"message": "What did John say about his shoulder?"})
    result = response.get_json()["result"]
    assert response.status_code == 200 and result["response"].startswith("Search temporarily unavailable")
    assert result["sources"] == [] and result["hasContext"] is False


def test_openai_generator_down_chat_answers_unavailable(db: Any, backends: Any, openai_standin: Any) -> None:
    from pydantic import SecretStr

    from shared.adapters.generation import make_generator

    seed(db, backends)
    backends.settings.relevance_threshold = 0.0
    backends.__dict__["generator"] = make_generator(backends.settings.model_copy(update={
        "generator": "openai", "openai_api_key": SecretStr("test-key"), "openai_base_url": openai_standin.base_url,
        "openai_timeout_s": 0.5}))
    openai_standin.inject_status(503, times=1000)
    assert_unavailable(post(main.chatWithAI, {"message": "What did John say about his shoulder?"}))
    assert openai_standin.request_count() > 0


def test_openai_embedder_down_search_answers_unavailable(db: Any, backends: Any, openai_standin: Any) -> None:
    from shared.adapters.embedding.openai_embedder import OpenAIEmbedder

    seed(db, backends)
    backends.__dict__["embedder"] = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url, timeout_s=0.5,
                                                   max_attempts=1, backoff_s=0.01)
    openai_standin.inject_status(503, times=1000)
    assert_unavailable(post(main.semanticSearch, {"query": "shoulder pain"}))
    assert openai_standin.request_count() > 0
