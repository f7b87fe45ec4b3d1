"""Revoked, disabled and deleted accounts lose access within a bounded time (functions/auth_status.py).

Real users on a real Firebase Auth emulator (the session's, tests/firebase_stack.py),
their real ID tokens (signInWithPassword), the real Admin SDK revoking,
disabling and deleting them, and the real callables (`main.semanticSearch`,
`main.deleteClient`, chatWithAI) through Flask. The bound is driven by the
account memory's clock; the Auth emulator keeps real time (a token issued in
the second of a revocation still counts as issued after it, as in the Admin
SDK, so each test lets a second pass before revoking). Auth unreachable is
the real Admin SDK failing to reach a closed port or a port that never
answers.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
import time
from typing import Any, Iterator

import firebase_admin
import httpx
import pytest
from firebase_admin import auth

import auth_status
import auth_tokens
import main
from shared.usecases import ratelimit
from tests.callable_client import callable_client
from tests.conftest import PROJECT
from tests.factories import add_client
from tests.firebase_stack import GROUP, Stack
from tests.test_ratelimit_audit import Clock
from tools.firestore_emulator import free_port

pytestmark = [pytest.mark.emulator, pytest.mark.timeout(300), pytest.mark.xdist_group(GROUP), pytest.mark.heavy(40)]

RECHECK_S = 60.0
MAX_STALE_S = 300.0


def _drop_lookup_app() -> None:
    # The lookup app's Auth client reads FIREBASE_AUTH_EMULATOR_HOST once, when it is made.
    try:
        firebase_admin.delete_app(firebase_admin.get_app(auth_status._APP_NAME))
    except ValueError:
        pass


def _point_auth_at(host: str) -> None:
    os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = host
    _drop_lookup_app()


ADMIN_APP = "revocation-test-admin"


def admin_app() -> Any:
    """The Admin SDK app the tests manage users with. Its own app: the default app's Auth client
    may have been made by an earlier test, for another emulator host (clients read it once)."""
    return firebase_admin.get_app(ADMIN_APP)


@pytest.fixture(scope="module")
def auth_emulator(firebase_stack: Stack) -> Iterator[str]:
    """The session's Auth emulator (firebase-tools 13.35.1), used for project `PROJECT` (the stack's
    functions serve another project; each test's users are new); yields its host."""
    emulators = firebase_stack.get()
    host, before = f"127.0.0.1:{emulators.ports['auth']}", os.environ.get("FIREBASE_AUTH_EMULATOR_HOST")
    _point_auth_at(host)
    app = firebase_admin.initialize_app(firebase_admin.get_app().credential, {"projectId": PROJECT}, name=ADMIN_APP)
    try:
        yield host
    finally:
        firebase_admin.delete_app(app)
        os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = before or ""
        _drop_lookup_app()


@pytest.fixture
def clock(auth_emulator: str, backends: Any, monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The account check on (as deployed), with a fresh memory on a clock the test moves."""
    _point_auth_at(auth_emulator)
    backends.settings.auth_recheck_s, backends.settings.auth_max_stale_s = RECHECK_S, MAX_STALE_S
    c = Clock(time.time())
    monkeypatch.setattr(auth_status, "ACCOUNTS", auth_status.AccountStates(now=c))
    monkeypatch.setattr(auth_tokens, "TOKENS", auth_tokens.VerifiedTokens())
    monkeypatch.setattr(ratelimit, "REFUSAL_LOG", ratelimit.RefusalLog())
    return c


def sign_up(host: str, name: str) -> tuple[str, str]:
    """A user made with the Admin SDK, signed in as the app does: (uid, ID token)."""
    email = f"{name}-{time.time_ns()}@example.com"
    user = auth.create_user(email=email, password="password-123", app=admin_app())
    return user.uid, sign_in(host, email)


def sign_in(host: str, email: str) -> str:
    response = httpx.post(f"http://{host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake",
                          json={"email": email, "password": "password-123", "returnSecureToken": True}, timeout=10)
    response.raise_for_status()
    return str(response.json()["idToken"])


def post(fn: Any, token: str, data: Any) -> Any:
    client = callable_client(fn, "test")
    return client.post("/", data=json.dumps({"data": data}),
                                  headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})


def error(response: Any) -> dict[str, Any]:
    return (response.get_json() or {}).get("error") or {}


def test_revoked_disabled_and_deleted_accounts_are_unauthenticated_past_the_bound_and_others_are_not(
        auth_emulator, db, clock, caplog):
    users = {name: sign_up(auth_emulator, name) for name in ("kept", "revoked", "disabled", "deleted")}
    for uid, token in users.values():
        add_client(db, uid, f"{uid}-client", "Sarah Kim")
        assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
        assert post(main.chatWithAI, token, {"message": "how is Sarah?"}).status_code == 200
    assert auth_status.ACCOUNTS.lookups == 4  # one per uid, shared by both callables and all later calls
    time.sleep(1.1)  # the tokens' `iat` falls in an earlier second than the revocation's `validSince`
    auth.revoke_refresh_tokens(users["revoked"][0], app=admin_app())
    auth.update_user(users["disabled"][0], disabled=True, app=admin_app())
    auth.delete_user(users["deleted"][0], app=admin_app())

    clock.t += RECHECK_S - 1  # within the bound: decided from this instance's memory, no lookup
    for uid, token in users.values():
        assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    assert auth_status.ACCOUNTS.lookups == 4

    clock.t += 2  # past it: every account is looked up again, once
    with caplog.at_level(logging.INFO):
        for name, (uid, token) in users.items():
            for fn in (main.semanticSearch, main.chatWithAI):
                response = post(fn, token, {"query": "knee"} if fn is main.semanticSearch else {"message": "hi"})
                if name == "kept":
                    assert response.status_code == 200, response.get_json()
                    continue
                assert response.status_code == 401, (name, response.get_json())
                assert error(response)["status"] == "UNAUTHENTICATED"
                assert error(response)["details"] == {"reason": name}
                assert error(response)["message"] == auth_status.MESSAGES[name]
        ratelimit.REFUSAL_LOG.flush(force=True)
    assert auth_status.ACCOUNTS.lookups == 8
    revoked_lines = [r for r in caplog.records if r.getMessage() == "token_revoked"]
    assert {r.json_fields["trainerId"] for r in revoked_lines} == {users[n][0] for n in ("revoked", "disabled", "deleted")}
    assert sum(r.json_fields["refusedCount"] for r in revoked_lines) == 6
    for record in caplog.records:  # a refusal never logs the token
        assert all(token not in record.getMessage() + json.dumps(getattr(record, "json_fields", {}), default=str)
                   for _, token in users.values())

    # Signing in again after a revocation is a new session: its token is issued after `validSince`.
    uid = users["revoked"][0]
    fresh = sign_in(auth_emulator, auth.get_user(uid, app=admin_app()).email)
    assert post(main.semanticSearch, fresh, {"query": "knee"}).status_code == 200


def test_the_callable_sdk_path_checks_the_account_too(auth_emulator, db, clock, monkeypatch):
    """Every admitted call passes `run_callable`'s check, not only the early answer's."""
    import callables

    monkeypatch.setattr(callables, "early_answer", lambda *args, **kwargs: None)  # the long way only
    uid, token = sign_up(auth_emulator, "coach")
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    time.sleep(1.1)
    auth.revoke_refresh_tokens(uid, app=admin_app())
    clock.t += RECHECK_S + 1
    response = post(main.semanticSearch, token, {"query": "knee"})
    assert response.status_code == 401 and error(response)["details"] == {"reason": "revoked"}


def test_sensitive_calls_look_the_account_up_at_once_and_change_nothing_for_a_revoked_one(auth_emulator, db, clock):
    uid, token = sign_up(auth_emulator, "coach")
    add_client(db, uid, "client-1", "Sarah Kim")
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    time.sleep(1.1)
    auth.revoke_refresh_tokens(uid, app=admin_app())
    # Within the bound an ordinary call is still served from memory ...
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    lookups = auth_status.ACCOUNTS.lookups
    # ... but a deletion looks the account up for itself, and is refused.
    response = post(main.deleteClient, token, {"clientId": "client-1"})
    assert response.status_code == 401 and error(response)["details"] == {"reason": "revoked"}
    assert auth_status.ACCOUNTS.lookups == lookups + 1
    assert db.collection("clients").document("client-1").get().exists  # nothing deleted
    # An untouched trainer's deletion goes through, after its own lookup.
    other, other_token = sign_up(auth_emulator, "other")
    add_client(db, other, "client-2", "John Reyes")
    response = post(main.deleteClient, other_token, {"clientId": "client-2"})
    assert response.status_code == 200, response.get_json()
    assert not db.collection("clients").document("client-2").get().exists


def test_a_flood_with_a_good_token_looks_the_account_up_once_per_bound(auth_emulator, db, clock, backends):
    backends.settings.rate_limit_per_minute = 0  # every call admitted: the account check is all that is measured
    uid, token = sign_up(auth_emulator, "coach")
    statuses: list[int] = []

    def caller() -> None:
        for _ in range(5):
            statuses.append(post(main.semanticSearch, token, {"query": "knee"}).status_code)

    for _ in range(2):  # a fresh uid, then the same uid once its state is past the bound
        threads = [threading.Thread(target=caller) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        clock.t += RECHECK_S + 1
    assert statuses.count(200) + statuses.count(429) == 80 and statuses.count(200) >= 8  # cap 4 in flight
    assert auth_status.ACCOUNTS.lookups == 2  # 80 calls, 2 bounds: one lookup each, the others waited for it


def test_a_revoked_trainers_flood_is_refused_from_memory(auth_emulator, db, clock):
    uid, token = sign_up(auth_emulator, "coach")
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    time.sleep(1.1)
    auth.revoke_refresh_tokens(uid, app=admin_app())
    clock.t += RECHECK_S + 1
    responses = [post(main.semanticSearch, token, {"query": "knee"}) for _ in range(30)]
    assert {r.status_code for r in responses} == {401}
    assert auth_status.ACCOUNTS.lookups == 2  # the first sight and one past the bound; the flood: none


class _Silent:
    """A TCP port that accepts connections and never answers (Auth hanging)."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.host = f"127.0.0.1:{self.sock.getsockname()[1]}"

    def close(self) -> None:
        self.sock.close()


@pytest.mark.parametrize("outage", ["refused", "silent"])
def test_auth_unreachable_serves_the_last_state_within_the_stale_bound_then_unavailable(
        auth_emulator, db, clock, monkeypatch, outage):
    uid, token = sign_up(auth_emulator, f"coach-{outage}")
    stranger, stranger_token = sign_up(auth_emulator, f"stranger-{outage}")  # never seen by this instance
    add_client(db, uid, "client-1", "Sarah Kim")
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    silent = _Silent() if outage == "silent" else None
    _point_auth_at(silent.host if silent else f"127.0.0.1:{free_port()}")
    monkeypatch.setattr(auth_status.ACCOUNTS, "_budget_s", 0.5)
    try:
        clock.t += RECHECK_S + 1  # due for a lookup, which fails: the last state (61 s old) is used
        assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
        lookups = auth_status.ACCOUNTS.lookups
        clock.t += 1  # within RETRY_AFTER_S of the failure: no new lookup, the last state again
        assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
        assert auth_status.ACCOUNTS.lookups == lookups
        # A sensitive call needs a state looked up for it: UNAVAILABLE, nothing deleted.
        clock.t += auth_status.RETRY_AFTER_S
        response = post(main.deleteClient, token, {"clientId": "client-1"})
        assert response.status_code == 503, response.get_json()
        assert error(response)["details"]["retryAfter"] == auth_status.RETRY_AFTER_S
        assert response.headers["Retry-After"] == str(auth_status.RETRY_AFTER_S)
        assert db.collection("clients").document("client-1").get().exists
        # A uid this instance never saw is served on its token's own evidence (Auth issued it
        # ~70 s ago for a standing account), within the same stale bound.
        clock.t += auth_status.RETRY_AFTER_S
        assert post(main.semanticSearch, stranger_token, {"query": "knee"}).status_code == 200
        # Past the stale bound — the last lookup and both tokens older than it: UNAVAILABLE, never admitted.
        clock.t += MAX_STALE_S
        for who in (token, stranger_token):
            response = post(main.semanticSearch, who, {"query": "knee"})
            assert response.status_code == 503, response.get_json()
            assert error(response)["status"] == "UNAVAILABLE"
            assert response.headers["Retry-After"] == str(auth_status.RETRY_AFTER_S)
    finally:
        if silent:
            silent.close()
        _point_auth_at(auth_emulator)
    clock.t += auth_status.RETRY_AFTER_S  # Auth back: the next call looks up and is served
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200


def test_off_when_configured(auth_emulator, db, clock, backends):
    backends.settings.auth_recheck_s = 0
    uid, token = sign_up(auth_emulator, "coach")
    auth.delete_user(uid, app=admin_app())
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200  # trusted until `exp`
    assert auth_status.ACCOUNTS.lookups == 0


def test_account_memory_stays_bounded(auth_emulator, clock):
    states = auth_status.AccountStates(max_entries=4)
    for i in range(10):
        uid, token = sign_up(auth_emulator, f"coach-{i}")
        states.require_active(uid, auth_tokens.TOKENS.claims(token), RECHECK_S, MAX_STALE_S)
    assert len(states) <= 4 and states.lookups == 10
