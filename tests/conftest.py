"""Test session: the real Firestore emulator, local backends, callable helpers.

The emulator is started once per session (5-10 s of Java start-up) and reset
before every test that uses it. `make test` runs two pytest-xdist workers
(scripts/test.sh): each is a session of its own, with its own emulator.
"""

from __future__ import annotations

import base64
import json
import os
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tools import firestore_emulator

# Local HTTP stand-ins of the OpenAI and Pinecone APIs (fixtures openai_standin, pinecone_standin);
# the Firebase emulator stack the real-runtime tests share (fresh_firebase_stack); how the suite is
# spread over pytest-xdist workers, and --shuffle.
pytest_plugins = ["tests.standins.fixtures", "tests.firebase_stack", "tests.scheduling"]

PROJECT = "demo-test"

# Set before anything imports the Firebase SDKs: they read these at call time,
# and the Auth emulator setting makes ID-token verification accept the
# emulator's unsigned tokens (tests mint such tokens below).
os.environ.setdefault("GOOGLE_CLOUD_PROJECT", PROJECT)
os.environ["GCLOUD_PROJECT"] = os.environ["GOOGLE_CLOUD_PROJECT"]
os.environ.setdefault("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")
# The tests mint tokens for uids no Auth emulator knows, so the callables' account check
# (functions/auth_status.py, on by default) is off for them; tests/test_revocation.py and the
# client suite (real users on a real Auth emulator) turn it on.
os.environ.setdefault("AUTH_RECHECK_S", "0")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
# The product's 5 s request budget is a wall-clock limit: on a loaded machine a worker's
# first search (the embedding model loading) has taken 6.6 s, and a test of something
# else (revocation) failed UNAVAILABLE. Tests of the budget set their own small one
# (tests/test_search_deadline.py, test_outages.py, test_firestore_frozen.py, ...).
os.environ.setdefault("SEARCH_TIMEOUT_S", "120")
# Each pytest-xdist worker gets its own emulator: resets would otherwise wipe
# a neighbour's data mid-test.
if "FIRESTORE_EMULATOR_HOST" not in os.environ or os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["FIRESTORE_EMULATOR_HOST"] = f"127.0.0.1:{firestore_emulator.free_port()}"


@pytest.fixture(autouse=True)
def _fresh_query_cache() -> Iterator[None]:
    """Every test starts with an empty query-embedding cache: tests swap embedders (and
    inject embedding faults) under the same model id, which a cached vector would hide."""
    from shared.domain.query_cache import query_cache

    # A new cache object, not just an emptied one: a request a previous test abandoned
    # (a stalled embedding past its deadline) may finish seconds later and store its
    # vector; it then lands in the old object, not in this test's cache.
    query_cache.cache_clear()
    yield
    query_cache.cache_clear()


@pytest.fixture(scope="session")
def emulator() -> Iterator[firestore_emulator.Emulator]:
    host = os.environ["FIRESTORE_EMULATOR_HOST"]
    if firestore_emulator._ready(host):  # a developer's already-running emulator
        yield firestore_emulator.Emulator(host, None)
        return
    # Started where the workers' clients look (the port picked at import), or, if that start fails, once
    # more on a fresh port (firestore_emulator.start_retrying): one slow or taken start must not error
    # every test of a worker.
    emu = firestore_emulator.start_retrying(host)
    try:
        yield emu
    finally:
        emu.stop()


@pytest.fixture
def db(emulator: firestore_emulator.Emulator) -> Any:
    from google.cloud import firestore

    from shared.usecases import ratelimit

    emulator.reset(os.environ["GOOGLE_CLOUD_PROJECT"])
    ratelimit.REFUSALS.clear()  # the limiter's memory of refusals mirrors the rateLimits documents just wiped
    ratelimit.BURSTS.clear()
    return firestore.Client(project=os.environ["GOOGLE_CLOUD_PROJECT"])


@pytest.fixture(scope="session")
def embedder() -> Any:
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder()


@pytest.fixture
def store(tmp_path: Path) -> Any:
    from shared.adapters.vectorstore.local import LocalVectorStore

    s = LocalVectorStore(tmp_path / "vectors.sqlite3")
    yield s
    s.close()


@pytest.fixture
def settings(tmp_path: Path) -> Any:
    from shared.kernel.config import Settings

    return Settings(local_store_path=tmp_path / "vectors.sqlite3", GOOGLE_CLOUD_PROJECT=PROJECT)


@pytest.fixture
def backends(settings: Any, db: Any, embedder: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Local backends on the emulator, also installed as the entry points' backends."""
    from shared.usecases.backends import Backends

    b = Backends(settings=settings, db_override=db, embedder_override=embedder, store_override=store)
    import callables
    import main

    monkeypatch.setattr(callables, "get_backends", lambda: b)
    monkeypatch.setattr(main, "get_backends", lambda: b)
    return b


def id_token(uid: str, project: str = PROJECT) -> str:
    """An unsigned ID token exactly as the Firebase Auth emulator issues them."""

    def enc(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    now = int(time.time())
    claims = {
        "iss": f"https://securetoken.google.com/{project}",
        "aud": project,
        "auth_time": now,
        "user_id": uid,
        "sub": uid,
        "iat": now,
        "exp": now + 3600,
        "firebase": {"identities": {}, "sign_in_provider": "custom"},
    }
    return f"{enc({'alg': 'none', 'typ': 'JWT'})}.{enc(claims)}."


CallFn = Callable[..., tuple[int, dict[str, Any]]]


@pytest.fixture
def call_function() -> CallFn:
    """POST to a callable through Flask, as the iOS SDK does: {"data": …} → {"result"|"error"}."""
    from tests.callable_client import callable_client

    def call(fn: Any, data: Any, uid: str | None = None, raw_body: str | None = None) -> tuple[int, dict[str, Any]]:
        client = callable_client(fn, "test")
        headers = {"Content-Type": "application/json"}
        if uid is not None:
            headers["Authorization"] = f"Bearer {id_token(uid)}"
        body = raw_body if raw_body is not None else json.dumps({"data": data})
        response = client.post("/", data=body, headers=headers)
        return response.status_code, response.get_json(silent=True) or {}

    return call
