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
import socket
import time
from typing import Any, Iterator

import pytest

import main
from shared.usecases.backends import Backends
from tests.callable_client import callable_client
from tests.chat_fixtures import seed
from tests.conftest import id_token
from tests.factories import add_pending_insight, chat_id_for
from tests.fuzz_cases import MODELS, discover
from tests.trust_figures import record_figure
from tools import firestore_emulator

pytestmark = [pytest.mark.emulator, pytest.mark.timeout(120), pytest.mark.heavy(25)]

# A request per callable that would succeed if its dependencies were up. Every callable in
# functions/main.py must be here (test_every_callable_has_an_outage_request): one added later
# cannot escape the outage tests, as none escapes the fuzzer (tests/fuzz_cases.py, `discover`).
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
    "registerTrainer": {"displayName": "Coach Maya"},
    "saveClient": {"displayName": "Ana Ruiz"},
    "saveClientProfile": {"clientId": "john", "goal": "run a 10k", "injuries": ["left shoulder"]},
    "deleteClientProfile": {"clientId": "john"},
    "saveSessionNote": {"clientId": "john", "date": "2026-11-20T10:00:00Z", "text": "shoulder mobility work"},
    "deleteSessionNote": {"noteId": "note-1"},
    "submitCheckin": {"sleepHours": 7.5, "stress": 3, "comment": "slept well"},
    "listConversations": {},
    "getConversation": {"conversationId": "conv-1"},
    "deleteConversation": {"conversationId": "conv-1"},
    "recordHealthMetric": {"clientId": "john", "type": "weight", "value": 81.5, "unit": "kg",
                           "recordedAt": "2026-11-20T07:00:00Z"},
    "setHealthGoal": {"clientId": "john", "metric": "weight", "target": 78, "unit": "kg"},
    "recordLabResult": {"clientId": "john", "biomarker": "ferritin", "value": 40, "unit": "ng/mL",
                        "panelDate": "2026-11-10T00:00:00Z"},
    "setInsightPreferences": {"autoSendStressFollowUp": True},
    "createCircle": {"name": "Shoulder rehab"},
    "listCircles": {},
    "getCircle": {"circleId": "circle-1"},
    "updateCircle": {"circleId": "circle-1", "name": "Shoulder and neck"},
    "deleteCircle": {"circleId": "circle-1"},
    "assignToCircle": {"circleId": "circle-1", "records": [{"messageId": "m1", "chatId": "chat-john"}]},
    "unassignFromCircle": {"circleId": "circle-1", "records": [{"messageId": "m1", "chatId": "chat-john"}]},
}
NAMES = sorted(REQUESTS)
# Callables only a client calls (the others are called by trainer-a, who owns john).
CALLER = {"submitCheckin": "john"}


def test_every_callable_has_an_outage_request() -> None:
    assert set(discover()) == set(REQUESTS), "a callable in functions/main.py has no request in tests/test_outages.py"


@pytest.mark.parametrize("name", NAMES)
def test_every_request_is_valid_for_its_model(name: str) -> None:
    """A request the model refused would answer INVALID_ARGUMENT before any dependency is met."""
    MODELS[name].model_validate(REQUESTS[name])


def post(fn: Any, data: Any, uid: str = "trainer-a", stream: bool = False) -> Any:
    client = callable_client(fn, "outage")
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {id_token(uid)}"}
    if stream:
        headers["Accept"] = "text/event-stream"
    return client.post("/", data=json.dumps({"data": data}), headers=headers)


def assert_unavailable(response: Any) -> None:
    body = response.get_json(silent=True)
    assert response.status_code == 503, (response.status_code, body)
    error = body["error"]
    assert error["status"] == "UNAVAILABLE", body
    retry_after = error["details"]["retryAfter"]
    assert isinstance(retry_after, int) and retry_after >= 1
    assert response.headers["Retry-After"] == str(retry_after)


def install(settings: Any, embedder: Any, store: Any, monkeypatch: pytest.MonkeyPatch, host: str, budget_s: float) -> Backends:
    """Backends whose Firestore client (production's construction, `make_client`) talks to `host`, for the entry points."""
    import callables

    from shared.usecases import ratelimit
    from shared.adapters.firestore_db import make_client

    ratelimit.REFUSALS.clear()  # no refusal remembered from an earlier test may answer first
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", host)
    client = make_client(os.environ["GOOGLE_CLOUD_PROJECT"], budget_s=budget_s)
    b = Backends(settings=settings, db_override=client, embedder_override=embedder, store_override=store)
    monkeypatch.setattr(callables, "get_backends", lambda: b)
    monkeypatch.setattr(main, "get_backends", lambda: b)
    return b


@pytest.fixture
def firestore_down(settings: Any, embedder: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Backends:
    """Backends whose Firestore client talks to a dead port (every RPC refused at once)."""
    return install(settings, embedder, store, monkeypatch, f"127.0.0.1:{firestore_emulator.free_port()}", 1.0)


class BlackHole:
    """A Firestore that accepts connections and never answers: a listening socket nothing ever reads.

    What a frozen server looks like from the client (tests/test_firestore_frozen.py freezes a real
    emulator with SIGSTOP, for two callables): the kernel completes the TCP handshake from the listen
    backlog, the HTTP/2 preface goes out, and no byte ever comes back. Costs nothing to run, so every
    callable can meet it.
    """

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(128)
        self.host = f"127.0.0.1:{self.sock.getsockname()[1]}"

    def close(self) -> None:
        self.sock.close()


# Budgets of a frozen-Firestore call, shrunk for the test (production: 10 s per RPC, the limiter's 3 s,
# the audit write's 2 s), so 30 callables cost seconds, not minutes. The property under test is that
# each budget ends the call, not its size.
FROZEN_RPC_BUDGET_S = 0.5
FROZEN_LIMITER_BUDGET_S = 0.5
FROZEN_AUDIT_BUDGET_S = 0.5
FROZEN_SEARCH_BUDGET_S = 1.0  # search's and chat's request deadline (SEARCH_TIMEOUT_S; production 5 s)
# Generous against a loaded 2-core runner, and far below the SDK's own 60-300 s of retries.
FROZEN_SLACK_S = 8.0


@pytest.fixture
def firestore_frozen(settings: Any, embedder: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Backends]:
    from shared.usecases import audit, ratelimit

    monkeypatch.setattr(ratelimit, "FIRESTORE_BUDGET_S", FROZEN_LIMITER_BUDGET_S)
    monkeypatch.setattr(audit, "WRITE_BUDGET_S", FROZEN_AUDIT_BUDGET_S)
    settings.search_timeout_s = FROZEN_SEARCH_BUDGET_S
    hole = BlackHole()
    yield install(settings, embedder, store, monkeypatch, hole.host, FROZEN_RPC_BUDGET_S)
    hole.close()


@pytest.mark.parametrize("name", NAMES)
def test_firestore_down_answers_unavailable_with_retry_after(firestore_down: Backends, name: str) -> None:
    assert_unavailable(post(getattr(main, name), REQUESTS[name], uid=CALLER.get(name, "trainer-a")))


@pytest.mark.parametrize("name", NAMES)
def test_firestore_down_with_the_rate_limit_off_still_unavailable(firestore_down: Backends, name: str) -> None:
    """The limiter is the first Firestore call; without it each handler's own reads must answer the same."""
    firestore_down.settings.rate_limit_per_minute = 0
    assert_unavailable(post(getattr(main, name), REQUESTS_WITHOUT_LIMITER.get(name, REQUESTS[name]),
                            uid=CALLER.get(name, "trainer-a")))


# semanticSearch without a client filter reads only the vector store, and answers from it when Firestore is
# down; with a client filter it must check that the client is the caller's, in Firestore.
REQUESTS_WITHOUT_LIMITER = {"semanticSearch": {"query": "knee pain", "clientId": "john"}}


@pytest.mark.parametrize("name", NAMES)
def test_firestore_frozen_answers_unavailable_within_its_budgets(firestore_frozen: Backends, name: str) -> None:
    """A Firestore that never answers, met by the limiter (rate limit on) and by the handler's own reads
    (off): UNAVAILABLE with `retryAfter` and `Retry-After`, not a hang and not INTERNAL."""
    for limit in (firestore_frozen.settings.rate_limit_per_minute, 0):
        firestore_frozen.settings.rate_limit_per_minute = limit
        started = time.monotonic()
        assert_unavailable(post(getattr(main, name), REQUESTS_WITHOUT_LIMITER.get(name, REQUESTS[name]),
                            uid=CALLER.get(name, "trainer-a")))
        elapsed = time.monotonic() - started
        assert elapsed < FROZEN_SLACK_S, f"{name} (rate limit {limit}) answered after {elapsed:.1f} s"


def test_firestore_down_on_the_streaming_path_is_an_unavailable_event(firestore_down: Backends) -> None:
    response = post(main.chatWithAI, REQUESTS["chatWithAI"], stream=True)
    assert response.status_code == 200  # SSE: the error is the final event
    events = [json.loads(line[len("data: "):]) for line in response.get_data(as_text=True).splitlines() if line]
    (event,) = events
    assert event["error"]["status"] == "UNAVAILABLE" and event["error"]["details"]["retryAfter"] >= 1


@pytest.fixture
def pinecone_down(db: Any, backends: Any, embedder: Any, pinecone_standin: Any) -> Any:
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    # Budgets generous enough for the seed's upserts on a loaded runner (0.5 s was not); the outage is 503s, met at once.
    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, timeout_s=5.0,
                          write_timeout_s=5.0, max_attempts=1, backoff_s=0.01)
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


# -- Pinecone or OpenAI down, for every callable ----------------------------------------------------
# Each callable is called with its dependencies up until the world it needs exists (a circle, a saved
# conversation, a note, an insight), then with the stand-in answering 503 to everything. A callable
# that met the outage (the stand-in saw requests during the call) must answer UNAVAILABLE with
# `retryAfter` and `Retry-After`; one that did not meet it may answer 200; nothing else is allowed.
# Which callables met it is derived, not listed, and the list must include the known users, so the
# test cannot pass by never reaching the stand-in.

# The designed exceptions, each of which must say what failed in its 200:
# - chatWithAI with the vector search down answers that search is unavailable, with no sources
#   (shared/usecases/chat/service.py, SEARCH_UNAVAILABLE);
# - the calls that index many items report per item: what could not be embedded or stored is counted
#   (`failed`, `failedCount`), recorded `failed` in the ledger and retried by the hourly reconcileIndex
#   (the document itself, e.g. the uploaded transcript, is saved).
REPORTS_FAILURES = {"backfillEmbeddings", "reconcileMyIndex", "uploadTranscript"}
# And one that finishes without it: deleteClient's deletion needs only Firestore and the store; the
# recomputation of the trainer's other circles after it (which embeds) waits for the circles' next change
# (shared/usecases/deletion.py, `_refresh_circles`; test_delete_client_with_openai_down_still_deletes_everything).
COMPLETE_WITHOUT_THE_EMBEDDER = {"deleteClient"}


def says_what_failed(name: str, result: Any) -> bool:
    if name in COMPLETE_WITHOUT_THE_EMBEDDER:
        return True
    if name == "chatWithAI":
        return result["response"].startswith("Search temporarily unavailable") and result["sources"] == []
    if name not in REPORTS_FAILURES:
        return False

    def failures(value: Any) -> int:
        if isinstance(value, dict):
            return sum(v if k in ("failed", "failedCount") and isinstance(v, int) else failures(v)
                       for k, v in value.items())
        if isinstance(value, list):
            return sum(failures(v) for v in value)
        return 0

    return failures(result) > 0


# Destructive calls last, the account deletion very last: the earlier calls need the world intact.
LAST = ("deleteCircle", "deleteConversation", "deleteSessionNote", "deleteClientProfile", "deleteClient",
        "deleteTrainerAccount")
ORDER = [n for n in NAMES if n not in LAST] + list(LAST)


def build_world(db: Any, backends: Any) -> dict[str, dict[str, Any]]:
    """The seeded chat world plus what the other callables act on, made through the callables themselves."""
    seed(db, backends)
    add_pending_insight(db, "i-1", "trainer-a", "john", "shoulder")
    made = {}
    for name, result_key in (("createCircle", "circleId"), ("saveSessionNote", "id"), ("chatWithAI", "conversationId")):
        response = post(getattr(main, name), REQUESTS[name])
        assert response.status_code == 200, (name, response.get_json())
        made[name] = response.get_json()["result"][result_key]
    requests = {name: dict(body) for name, body in REQUESTS.items()}
    for name in ("getCircle", "updateCircle", "deleteCircle", "assignToCircle", "unassignFromCircle"):
        requests[name]["circleId"] = made["createCircle"]
    for name in ("getConversation", "deleteConversation"):
        requests[name]["conversationId"] = made["chatWithAI"]
    requests["deleteSessionNote"]["noteId"] = made["saveSessionNote"]
    records = [{"messageId": "j1", "chatId": chat_id_for("john")}]
    requests["assignToCircle"]["records"] = requests["unassignFromCircle"]["records"] = records
    assert post(main.assignToCircle, requests["assignToCircle"]).status_code == 200
    return requests


def calls_under_outage(standin: Any, requests: dict[str, dict[str, Any]]) -> tuple[dict[str, int], list[str]]:
    """Every callable once with the stand-in down: {name: requests it sent to the stand-in}, and what was wrong."""
    standin.reset()
    standin.inject_status(503, times=100_000)
    met, wrong = {}, []
    for name in ORDER:
        before = standin.request_count()
        response = post(getattr(main, name), requests[name], uid=CALLER.get(name, "trainer-a"))
        met[name] = standin.request_count() - before
        body = response.get_json(silent=True) or {}
        if response.status_code == 503:
            try:
                assert_unavailable(response)
            except AssertionError as exc:
                wrong.append(f"{name}: {exc}")
        elif response.status_code != 200:
            wrong.append(f"{name}: {response.status_code} {body}")
        elif met[name] and not says_what_failed(name, body["result"]):
            wrong.append(f"{name}: answered 200 after meeting the outage ({met[name]} requests): {body}")
    return met, wrong


def test_pinecone_down_every_callable_that_meets_it_answers_unavailable(db: Any, backends: Any, embedder: Any,
                                                                       pinecone_standin: Any) -> None:
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    # Budgets generous enough for the world's own upserts on a loaded runner; the outage is 503s, met at once.
    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, timeout_s=5.0,
                          write_timeout_s=5.0, max_attempts=1, backoff_s=0.01)
    backends.__dict__["store"] = store
    try:
        requests = build_world(db, backends)
        met, wrong = calls_under_outage(pinecone_standin, requests)
    finally:
        store.close()
    assert wrong == [], "\n".join(wrong)
    users = {name for name, n in met.items() if n}
    record_figure("outage_pinecone", {"callables": len(met), "met_the_outage": sorted(users)})
    assert {"semanticSearch", "chatWithAI", "deleteClient", "deleteTrainerAccount", "createCircle"} <= users, users


def test_openai_down_every_callable_that_meets_it_answers_unavailable(db: Any, backends: Any, embedder: Any,
                                                                     openai_standin: Any) -> None:
    """OpenAI down for both its uses at once: the embedder and chatWithAI's generator on the same stand-in."""
    from pydantic import SecretStr

    from shared.adapters.embedding.openai_embedder import OpenAIEmbedder
    from shared.adapters.generation import make_generator

    requests = build_world(db, backends)
    # At the local store's dimension: the outage, not a model switch to another vector size, is under test.
    backends.__dict__["embedder"] = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url, timeout_s=0.5,
                                                   max_attempts=1, backoff_s=0.01,
                                                   dimensions=embedder.dimension)
    backends.__dict__["generator"] = make_generator(backends.settings.model_copy(update={
        "generator": "openai", "openai_api_key": SecretStr("test-key"), "openai_base_url": openai_standin.base_url,
        "openai_timeout_s": 0.5}))
    met, wrong = calls_under_outage(openai_standin, requests)
    assert wrong == [], "\n".join(wrong)
    users = {name for name, n in met.items() if n}
    record_figure("outage_openai", {"callables": len(met), "met_the_outage": sorted(users)})
    assert {"semanticSearch", "chatWithAI", "createCircle"} <= users, users


def test_delete_client_with_openai_down_still_deletes_everything(db: Any, backends: Any, embedder: Any,
                                                                openai_standin: Any) -> None:
    """The deletion needs Firestore and the store only. It used to recompute the trainer's circles last, which
    embeds: with OpenAI down it answered UNAVAILABLE after deleting everything (and before the local store's
    secure purge), and the app's retry met NOT_FOUND."""
    from shared.adapters.embedding.openai_embedder import OpenAIEmbedder

    requests = build_world(db, backends)
    circle_id = requests["getCircle"]["circleId"]
    db.collection("circles").document(circle_id).update({"baselines": {"john": 0.41, "sarah": 0.38}})
    backends.__dict__["embedder"] = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url, timeout_s=0.5,
                                                   max_attempts=1, backoff_s=0.01, dimensions=embedder.dimension)
    openai_standin.inject_status(503, times=100_000)
    response = post(main.deleteClient, {"clientId": "john"})
    assert response.status_code == 200, response.get_json()
    assert openai_standin.request_count() > 0  # the circles' recomputation met the outage
    assert not db.collection("clients").document("john").get().exists
    assert [e for e in backends.store.list_entries("trainer-a").values() if e.client_id == "john"] == []
    circle = db.collection("circles").document(circle_id).get().to_dict()
    assert circle["baselines"] == {"sarah": 0.38}  # the deleted client is named nowhere
    assert post(main.deleteClient, {"clientId": "john"}).status_code == 404
