"""A Firestore that stops answering (not one that is absent): frozen with SIGSTOP mid-request.

The other outage tests point the client at a dead port, where every RPC fails
at once. A frozen server is worse: the connection is up, requests are
accepted, and nothing comes back. Here a Firestore emulator of this test's own
is frozen (SIGSTOP of its process group) while callables run against it
through a production-built client (`make_client`: bounded retries, capped to
the request deadline), and thawed (SIGCONT) afterwards. Each callable must:

- answer UNAVAILABLE with `details.retryAfter` and the `Retry-After` header,
  within its budget (not the SDK's 60-300 s of retries, not a hang);
- write nothing half-done (a chat exchange is one batch: both turns or neither);
- work again once Firestore is back, on the same client.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from typing import Any, Iterator

import pytest

import main
from shared.usecases import ratelimit
from shared.usecases.backends import Backends
from shared.usecases.indexing import sync_message
from tests.callable_client import callable_client
from tests.conftest import id_token
from tests.factories import add_client, add_message, chat_id_for
from tools import firestore_emulator

pytestmark = [pytest.mark.emulator, pytest.mark.timeout(180)]

TRAINER = "trainer-frozen"
BUDGET_S = 2.0  # the request budget (SEARCH_TIMEOUT_S), small to keep the suite fast
AUDIT_BUDGET_S = 2.0  # shared/usecases/audit.py: the audit write after a failed call
SLACK_S = 4.0  # a loaded 2-core CI runner (1.5 s was not always enough); far below any SDK retry window (60-300 s)


class Frozen:
    """This test's own emulator, which it can freeze and thaw."""

    def __init__(self) -> None:
        self.emulator = firestore_emulator.start()

    def freeze(self) -> None:
        assert self.emulator.process is not None
        os.killpg(self.emulator.process.pid, signal.SIGSTOP)

    def thaw(self) -> None:
        assert self.emulator.process is not None
        os.killpg(self.emulator.process.pid, signal.SIGCONT)


class GatedEmbedder:
    """The local embedder, which holds a query until the test has frozen Firestore."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.model_id, self.dimension, self.max_input_chars = inner.model_id, inner.dimension, inner.max_input_chars
        self.armed = False
        self.entered, self.go = threading.Event(), threading.Event()

    def embed(self, texts: Any) -> Any:
        if self.armed:
            self.entered.set()
            self.go.wait(30)
        return self.inner.embed(texts)


@pytest.fixture(scope="module")
def frozen() -> Iterator[Frozen]:
    f = Frozen()
    yield f
    f.thaw()
    f.emulator.stop()


@pytest.fixture
def world(frozen: Frozen, settings: Any, embedder: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    import callables

    from shared.adapters.firestore_db import make_client

    ratelimit.REFUSALS.clear()
    frozen.emulator.reset(os.environ["GOOGLE_CLOUD_PROJECT"])
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", frozen.emulator.host)
    db = make_client(os.environ["GOOGLE_CLOUD_PROJECT"])  # production's construction
    gated = GatedEmbedder(embedder)
    settings.search_timeout_s = BUDGET_S
    backends = Backends(settings=settings, db_override=db, embedder_override=gated, store_override=store)
    monkeypatch.setattr(callables, "get_backends", lambda: backends)
    monkeypatch.setattr(main, "get_backends", lambda: backends)
    add_client(db, TRAINER, "sam", "Sam Ortiz")
    add_message(db, "sam", "m1", "my knee is sore after the long run on Sunday", "Sam Ortiz")
    assert sync_message(backends, chat_id_for("sam"), "m1").outcome == "indexed"
    yield backends, db, gated
    frozen.thaw()
    gated.go.set()


def post(fn: Any, data: Any) -> tuple[Any, float]:
    client = callable_client(fn, "frozen")
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {id_token(TRAINER)}"}
    started = time.monotonic()
    response = client.post("/", data=json.dumps({"data": data}), headers=headers)
    return response, time.monotonic() - started


def assert_unavailable(response: Any) -> None:
    body = response.get_json(silent=True)
    assert response.status_code == 503, (response.status_code, body)
    assert body["error"]["status"] == "UNAVAILABLE", body
    retry_after = body["error"]["details"]["retryAfter"]
    assert isinstance(retry_after, int) and retry_after >= 1
    assert response.headers["Retry-After"] == str(retry_after)


def conversation_docs(db: Any) -> list[tuple[str, int]]:
    """Every saved conversation and how many turns it has."""
    return [(snap.id, len(list(snap.reference.collection("turns").stream())))
            for snap in db.collection("aiConversations").stream()]


def test_frozen_before_the_call_the_limiter_answers_unavailable_within_its_budget(world: Any, frozen: Frozen) -> None:
    backends, db, _ = world
    response, _ = post(main.semanticSearch, {"query": "knee after running"})
    assert response.status_code == 200, response.get_json()
    frozen.freeze()
    try:
        response, elapsed = post(main.semanticSearch, {"query": "knee soreness"})
        assert_unavailable(response)
        # The limiter's budget; no audit write waits on the frozen Firestore after it.
        assert elapsed < ratelimit.FIRESTORE_BUDGET_S + SLACK_S, f"answered after {elapsed:.1f} s"
        response, elapsed = post(main.saveSessionNote, {"clientId": "sam", "date": "2026-11-20T10:00:00Z",
                                                        "text": "knee felt better"})
        assert_unavailable(response)
        assert elapsed < ratelimit.FIRESTORE_BUDGET_S + SLACK_S, f"answered after {elapsed:.1f} s"
    finally:
        frozen.thaw()
    # Back: the same client works again, and the refused note was not written.
    response, _ = post(main.semanticSearch, {"query": "knee pain"})
    assert response.status_code == 200, response.get_json()
    assert list(db.collection("sessionNotes").stream()) == []
    response, _ = post(main.saveSessionNote, {"clientId": "sam", "date": "2026-11-20T10:00:00Z", "text": "knee better"})
    assert response.status_code == 200, response.get_json()
    assert len(list(db.collection("sessionNotes").stream())) == 1


def test_frozen_mid_chat_answers_unavailable_within_the_budget_writes_nothing_and_recovers(
    world: Any, frozen: Frozen
) -> None:
    """chatWithAI passes the limiter and reads its context, then Firestore freezes while the query
    is embedded: the client's profile and memory reads after it stall, the request budget ends
    them, the exchange is not saved (not half of it either), and the next chat works."""
    backends, db, gated = world
    gated.armed = True
    answers: list[tuple[Any, float]] = []
    call = threading.Thread(target=lambda: answers.append(post(main.chatWithAI, {"message": "How is Sam's knee?"})))
    call.start()
    assert gated.entered.wait(60), "the chat never reached its query embedding"
    frozen.freeze()
    frozen_at = time.monotonic()
    gated.go.set()
    call.join(60)
    try:
        assert answers, "no answer"
        response, _ = answers[0]
        assert_unavailable(response)
        after_freeze = time.monotonic() - frozen_at
        # What was left of the request budget, then the audit write's own budget.
        assert after_freeze < BUDGET_S + AUDIT_BUDGET_S + SLACK_S, f"answered {after_freeze:.1f} s after the freeze"
    finally:
        frozen.thaw()
    assert conversation_docs(db) == []  # no conversation, no orphan turn
    gated.armed = False
    response, _ = post(main.chatWithAI, {"message": "How is Sam's knee doing?"})
    assert response.status_code == 200, response.get_json()
    saved = conversation_docs(db)
    assert len(saved) == 1 and saved[0][1] == 2, saved  # the question and the answer, together
