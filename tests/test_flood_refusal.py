"""A flood is refused early and cheaply, and the shortcut never weakens authentication.

A trainer this instance already refuses (a remembered refusal, or the
in-flight cap) is answered by `callables.guarded` before the callable SDK:
no Firestore RPC, no second token verification, no per-call log line. ID
tokens are verified once per instance and remembered until they expire
(functions/auth_tokens.py). The signed-token tests verify real RS256 tokens
with the real Admin SDK against a stand-in of Google's certificate endpoint
(the verification's only network call), so "no certificate work" is counted
at that HTTP boundary.
"""

from __future__ import annotations

import base64
import datetime
import json
import logging
import time
from typing import Any, Iterator

import jwt
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import NameOID

import auth_tokens
import main
from bench.load_server import RoundTrips
from shared.usecases import audit, ratelimit
from tests.callable_client import callable_client
from tests.conftest import PROJECT, id_token
from tests.factories import add_client
from tests.fuzz_cases import discover
from tests.test_app_check import app_check_token, enforced_main, signing_key  # noqa: F401  (fixtures)
from tests.test_app_check import post as app_check_post
from tests.test_ratelimit_audit import Clock

pytestmark = pytest.mark.emulator


def RpcCount(db: Any, monkeypatch: pytest.MonkeyPatch) -> RoundTrips:
    """Firestore RPCs (any method) made through one client, restored after the test."""
    return RoundTrips(db, patch=monkeypatch.setattr)


@pytest.fixture
def verifications(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every call of the Admin SDK's verify_id_token (ours and the callable SDK's), and a fresh token memory."""
    from firebase_admin import auth

    seen: list[str] = []
    real = auth.verify_id_token

    def counting(token: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(token)
        return real(token, *args, **kwargs)

    monkeypatch.setattr(auth, "verify_id_token", counting)
    monkeypatch.setattr(auth_tokens, "TOKENS", auth_tokens.VerifiedTokens())
    yield seen


def post(fn: Any, token: str | None, data: Any, origin: str | None = None) -> Any:
    client = callable_client(fn, "test")
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if origin:
        headers["Origin"] = origin
    return client.post("/", data=json.dumps({"data": data}), headers=headers)


def test_a_flood_after_the_limit_is_refused_before_the_sdk_with_no_firestore_and_no_token_check(
        db, backends, verifications, monkeypatch, caplog):
    monkeypatch.setattr(ratelimit, "REFUSAL_LOG", ratelimit.RefusalLog())
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    backends.settings.rate_limit_per_minute = 3
    token = id_token("trainer-a")
    first = [post(main.semanticSearch, token, {"query": "knee"}) for _ in range(4)]
    assert [r.status_code for r in first] == [200, 200, 200, 429]  # the 4th: refused by the shared window
    checks_before, rpcs = len(verifications), RpcCount(db, monkeypatch)
    caplog.clear()
    with caplog.at_level(logging.INFO):
        flood = [post(main.semanticSearch, token, {"query": f"knee {i}"}, origin="https://app.example") for i in range(30)]
        counted = [r for r in caplog.records if r.getMessage() == "rate_limited"]
        ratelimit.REFUSAL_LOG.flush(force=True)
    assert rpcs.count == 0  # no rate-limit counter, no audit record, no ownership check
    assert len(verifications) == checks_before  # the token was remembered: neither we nor the SDK verified it again
    for response in flood:
        body = response.get_json()
        assert response.status_code == 429
        assert body["error"]["status"] == "RESOURCE_EXHAUSTED"
        retry_after = body["error"]["details"]["retryAfter"]
        assert isinstance(retry_after, int) and 1 <= retry_after <= 120
        assert response.headers["Retry-After"] == str(retry_after)
        assert response.headers["Access-Control-Allow-Origin"] == "*"
    # Counted, not one line per refusal: the SDK's verification line and the call's own line are gone too.
    messages = [r.getMessage() for r in caplog.records]
    assert not [m for m in messages if m == "callable" or m.startswith("Callable request verification")]
    assert 1 <= len(counted) <= 2
    assert sum(r.json_fields["refusedCount"] for r in caplog.records if r.getMessage() == "rate_limited") == 30
    outcomes = sorted(s.to_dict()["outcome"] for s in db.collection(audit.COLLECTION).stream())
    assert outcomes == ["RESOURCE_EXHAUSTED", "ok", "ok", "ok"]  # the flood's first refusal only
    assert post(main.semanticSearch, id_token("trainer-b"), {"query": "knee"}).status_code == 200


def test_the_in_flight_cap_is_answered_before_the_sdk(db, backends, verifications, monkeypatch):
    backends.settings.max_in_flight_per_trainer = 2
    held = [ratelimit.admit(db, "trainer-a", "semanticSearch", 0, 2) for _ in range(2)]
    try:
        token = id_token("trainer-a")
        auth_tokens.TOKENS.uid(token)  # remembered, as after the trainer's earlier calls
        rpcs, checks = RpcCount(db, monkeypatch), len(verifications)
        response = post(main.semanticSearch, token, {"query": "knee"})
        assert response.status_code == 429
        assert response.get_json()["error"]["details"]["retryAfter"] == 1 and response.headers["Retry-After"] == "1"
        assert rpcs.count == 0 and len(verifications) == checks
    finally:
        for slot in held:
            slot.release()
    assert post(main.semanticSearch, id_token("trainer-a"), {"query": "knee"}).status_code == 200


def test_on_a_four_thread_pool_the_early_answer_caps_a_trainer_at_half_of_it(db, backends, verifications, monkeypatch):
    """The pool functions-framework starts on a container reporting one CPU (4 threads): the default cap (4)
    would let one trainer hold all of it; bounded to half (functions/server_pool.py), the third call is refused
    in front of the SDK."""
    monkeypatch.setenv("THREADS", "4")
    backends.settings.max_in_flight_per_trainer = 4
    held = [ratelimit.admit(db, "trainer-a", "semanticSearch", 0, 4) for _ in range(2)]
    try:
        token = id_token("trainer-a")
        auth_tokens.TOKENS.uid(token)
        rpcs = RpcCount(db, monkeypatch)
        response = post(main.semanticSearch, token, {"query": "knee"})
        assert response.status_code == 429 and response.headers["Retry-After"] == "1"
        assert rpcs.count == 0
        assert post(main.semanticSearch, id_token("trainer-b"), {"query": "knee"}).status_code == 200
    finally:
        for slot in held:
            slot.release()
    assert post(main.semanticSearch, id_token("trainer-a"), {"query": "knee"}).status_code == 200


def test_every_callable_is_refused_early_under_the_name_its_limiter_uses(db, backends, monkeypatch):
    """The early answer looks refusals up by the endpoint's name; run_callable remembers them by the
    name it passes to the limiter. They must be the same for every callable, or a flood would go the
    long way."""
    limited: list[str] = []
    real_admit = ratelimit.admit

    def spy(db_: Any, trainer_id: str, function: str, *args: Any, **kwargs: Any) -> Any:
        limited.append(function)
        return real_admit(db_, trainer_id, function, *args, **kwargs)

    monkeypatch.setattr(ratelimit, "admit", spy)
    token = id_token("trainer-a")
    on_call = {name: fn for name, fn in discover().items() if name != "chatWithAI"}  # chatWithAI: streaming.py
    assert len(on_call) >= 25
    for name, fn in on_call.items():
        limited.clear()
        post(fn, token, {})  # the limiter comes before validation: an empty payload reaches it
        assert limited == [name], name
        ratelimit.REFUSALS.remember("trainer-a", name, time.time() + 30)
        limited.clear()
        response = post(fn, token, {})
        assert response.status_code == 429, name
        assert limited == []  # answered before run_callable


def test_token_memory_honours_expiry_reverifies_and_stays_bounded():
    """The real Admin SDK on the Auth emulator's unsigned tokens (which it never checks for expiry)."""
    clock = Clock(time.time())
    tokens = auth_tokens.VerifiedTokens(now=clock, max_entries=4)
    token = id_token("trainer-a")
    exp = json.loads(base64.urlsafe_b64decode(token.split(".")[1] + "==").decode())["exp"]
    assert tokens.uid(token) == "trainer-a" and tokens.uid(token) == "trainer-a"
    assert tokens.verifications == 1
    clock.t += auth_tokens.MAX_REUSE_S  # remembered at most this long: verified again
    tokens.uid(token)
    assert tokens.verifications == 2
    clock.t = exp - 0.5
    tokens.uid(token)
    clock.t = exp  # never past its own expiry, even if the Admin SDK would accept it
    with pytest.raises(auth_tokens.InvalidToken):
        tokens.uid(token)
    with pytest.raises(auth_tokens.InvalidToken):  # and an expired token is never remembered
        tokens.uid(token)
    assert tokens.verifications == 5
    clock.t = time.time()
    for i in range(10):
        tokens.uid(id_token(f"trainer-{i}"))
    assert len(tokens) <= 4


def test_refusals_from_memory_are_logged_as_counts(caplog):
    clock = Clock(1000.0)
    counts = ratelimit.RefusalLog(every_s=10, now=clock)
    with caplog.at_level(logging.INFO):
        for _ in range(50):
            counts.add("t1", "semanticSearch", "memory", 30)
        clock.t += 10
        counts.add("t1", "semanticSearch", "memory", 20)
        for _ in range(5):
            counts.add("t1", "semanticSearch", "memory", 19)
        counts.add("t2", "semanticSearch", "in_flight", 1)
        counts.flush()  # not yet due
        clock.t += 10
        counts.flush()
    lines = [r.json_fields for r in caplog.records if r.getMessage() == "rate_limited"]
    assert [(f["trainerId"], f["refusedCount"]) for f in lines] == [("t1", 1), ("t1", 50), ("t2", 1), ("t1", 5)]
    assert sum(f["refusedCount"] for f in lines) == 57  # every refusal counted once


# --- signed tokens, verified by the real Admin SDK against a stand-in of Google's certificates ---

KID = "test-kid"


def _key_and_cert() -> tuple[Any, str]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "securetoken.system.gserviceaccount.com")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=1)).sign(key, hashes.SHA256()))
    return key, cert.public_bytes(serialization.Encoding.PEM).decode()


@pytest.fixture
def signed(httpserver: Any, monkeypatch: pytest.MonkeyPatch, verifications: list[str]) -> Any:
    """Production verification (no Auth emulator): RS256 tokens checked against our key's certificate."""
    import firebase_admin
    from firebase_admin import _token_gen

    key, pem = _key_and_cert()
    httpserver.expect_request("/certs").respond_with_json({KID: pem})  # no Cache-Control: fetched per check
    monkeypatch.setattr(_token_gen, "ID_TOKEN_CERT_URI", httpserver.url_for("/certs"))
    monkeypatch.delenv("FIREBASE_AUTH_EMULATOR_HOST", raising=False)
    app = firebase_admin.get_app()
    monkeypatch.setattr(app, "_services", {k: v for k, v in app._services.items() if k != "_auth"})
    monkeypatch.setattr(app, "_credential", _Anonymous())

    def fetches() -> int:
        return sum(1 for request, _ in httpserver.log if request.path == "/certs")

    return key, fetches


class _Anonymous:
    def get_credential(self) -> Any:
        from google.auth.credentials import AnonymousCredentials

        return AnonymousCredentials()


def signed_token(key: Any, uid: str, project: str = PROJECT, expires_in: int = 3600, kid: str = KID) -> str:
    now = int(time.time())
    claims = {"iss": f"https://securetoken.google.com/{project}", "aud": project, "auth_time": now, "user_id": uid,
              "sub": uid, "iat": now - 5, "exp": now + expires_in, "firebase": {"sign_in_provider": "password"}}
    return jwt.encode(claims, key, algorithm="RS256", headers={"kid": kid})


def test_signed_token_remembered_no_certificate_work_for_a_flood(db, backends, signed):
    key, fetches = signed
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    token = signed_token(key, "trainer-a")
    assert post(main.semanticSearch, token, {"query": "knee"}).status_code == 200
    assert fetches() >= 1  # the signature really was checked against the stand-in's certificate
    ratelimit.REFUSALS.remember("trainer-a", "semanticSearch", time.time() + 60)
    before = fetches()
    assert [post(main.semanticSearch, token, {"query": "knee"}).status_code for _ in range(20)] == [429] * 20
    assert fetches() == before  # no certificate fetch, parse or signature check for the refused calls


def test_expired_forged_and_foreign_tokens_are_unauthenticated_after_a_valid_one_was_remembered(
        db, backends, signed, monkeypatch, caplog):
    key, fetches = signed
    monkeypatch.setattr(ratelimit, "REFUSAL_LOG", ratelimit.RefusalLog())
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    valid = signed_token(key, "trainer-a")
    assert post(main.semanticSearch, valid, {"query": "knee"}).status_code == 200
    assert auth_tokens.TOKENS.uid(valid) == "trainer-a"
    other_key, _ = _key_and_cert()
    header, claims, signature = valid.split(".")
    as_b = base64.urlsafe_b64encode(json.dumps(
        {**json.loads(base64.urlsafe_b64decode(claims + "==")), "sub": "trainer-b", "user_id": "trainer-b"}
    ).encode()).decode().rstrip("=")
    bad = {
        "expired": signed_token(key, "trainer-a", expires_in=-10),
        "signed by another key": signed_token(other_key, "trainer-a"),
        "claims changed, signature kept": f"{header}.{as_b}.{signature}",
        "another project": signed_token(key, "trainer-a", project="demo-other"),
        "unsigned (emulator style)": id_token("trainer-a"),
        "garbage": "not-a-token",
    }
    with caplog.at_level(logging.INFO):
        for label, token in bad.items():
            # chatWithAI (functions/streaming.py) verifies the token itself, with the same memory and count.
            payloads = {main.semanticSearch: {"query": "knee"}, main.listConversations: {},
                        main.chatWithAI: {"message": "knee"}}
            for fn, payload in payloads.items():
                response = post(fn, token, payload)
                assert response.status_code == 401, label
                assert response.get_json()["error"]["status"] == "UNAUTHENTICATED", label
            with pytest.raises(auth_tokens.InvalidToken):
                auth_tokens.TOKENS.uid(token)
        ratelimit.REFUSAL_LOG.flush(force=True)
    # Counted per callable, never echoing the token.
    rejected = [r.json_fields for r in caplog.records if r.getMessage() == "token_rejected"]
    assert sum(f["refusedCount"] for f in rejected) == 3 * len(bad)
    assert {f["function"] for f in rejected} == {"semanticSearch", "listConversations", "chatWithAI"}
    assert not any(token in r.getMessage() or token in str(getattr(r, "json_fields", ""))
                   for r in caplog.records for token in bad.values())
    # A refusal remembered for the trainer does not turn a bad token into a 429 (which would confirm the uid).
    ratelimit.REFUSALS.remember("trainer-a", "semanticSearch", time.time() + 60)
    assert post(main.semanticSearch, bad["expired"], {"query": "knee"}).status_code == 401
    assert post(main.semanticSearch, valid, {"query": "knee"}).status_code == 429


def test_where_app_check_is_enforced_a_refused_trainer_still_needs_it(enforced_main, signing_key, db):
    """The early answer never replaces the SDK's App Check requirement: without a valid App Check
    token the answer stays UNAUTHENTICATED, even for a trainer this instance refuses."""
    ratelimit.REFUSALS.remember("coach-x", "semanticSearch", time.time() + 60)
    user = {"Authorization": f"Bearer {id_token('coach-x')}"}
    for bad in ({}, {"X-Firebase-AppCheck": "garbage"},
                {"X-Firebase-AppCheck": app_check_token(signing_key, expires_in=-60)}):
        status, body = app_check_post(enforced_main.semanticSearch, {"query": "knee"}, {**user, **bad})
        assert (status, body["error"]["status"]) == (401, "UNAUTHENTICATED"), list(bad)
    status, body = app_check_post(enforced_main.semanticSearch, {"query": "knee"},
                                  {**user, "X-Firebase-AppCheck": app_check_token(signing_key)})
    assert (status, body["error"]["status"]) == (429, "RESOURCE_EXHAUSTED")
