"""App Check on every callable when configured (docs/DEPLOY.md, "App Check").

`ENFORCE_APP_CHECK=true` (production's dotenv) makes every callable — the
SDK's on_call ones and chatWithAI, which speaks the protocol itself — answer
UNAUTHENTICATED without a valid `X-Firebase-AppCheck` token; the emulators
never enforce. Tokens are verified by the real Admin SDK against a stand-in
of App Check's public-key endpoint (its only network call), serving the keys
of a local RSA key pair.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from firebase_functions import options

from deploy_params import app_check_enforced
from tests.callable_client import callable_client
from tests.conftest import PROJECT, id_token

pytestmark = pytest.mark.emulator

KID = "test-key"


def test_enforcement_is_configuration_and_never_on_the_emulators() -> None:
    assert app_check_enforced({}) is False
    assert app_check_enforced({"ENFORCE_APP_CHECK": "true"}) is True
    assert app_check_enforced({"ENFORCE_APP_CHECK": "false"}) is False
    assert app_check_enforced({"ENFORCE_APP_CHECK": "true", "FUNCTIONS_EMULATOR": "true"}) is False


@pytest.fixture
def signing_key(httpserver: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """App Check's JWKS endpoint, served locally with our key's public half."""
    import firebase_admin
    from firebase_admin import app_check

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(key.public_key()))
    jwk.update({"kid": KID, "alg": "RS256", "use": "sig"})
    httpserver.expect_request("/v1/jwks").respond_with_json({"keys": [jwk]})
    monkeypatch.setattr(app_check._AppCheckService, "_JWKS_URL", httpserver.url_for("/v1/jwks"))
    app = firebase_admin.get_app()
    monkeypatch.setattr(app, "_services", {k: v for k, v in app._services.items() if k != "_app_check"})
    # The service builds an HTTP client (used only to consume limited-use tokens) from the
    # app's credential; there are no Google credentials on this machine.
    monkeypatch.setattr(app, "_credential", _Anonymous())
    return key


class _Anonymous:
    def get_credential(self) -> Any:
        from google.auth.credentials import AnonymousCredentials

        return AnonymousCredentials()


def app_check_token(key: Any, project: str = PROJECT, app_id: str = "1:123:ios:abc", expires_in: int = 3600) -> str:
    now = int(time.time())
    claims = {"iss": "https://firebaseappcheck.googleapis.com/123", "sub": app_id,
              "aud": ["projects/123", f"projects/{project}"], "iat": now, "exp": now + expires_in}
    return jwt.encode(claims, key, algorithm="RS256", headers={"kid": KID, "typ": "JWT"})


@pytest.fixture
def enforced_main(monkeypatch: pytest.MonkeyPatch, backends: Any) -> Any:
    """functions/main.py imported afresh as Cloud Functions would with ENFORCE_APP_CHECK=true."""
    monkeypatch.setenv("ENFORCE_APP_CHECK", "true")
    monkeypatch.delenv("FUNCTIONS_EMULATOR", raising=False)
    monkeypatch.setattr(options, "_GLOBAL_OPTIONS", options._GLOBAL_OPTIONS)  # restored afterwards
    for name in ("main", "app_callables", "callables"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    fresh = importlib.import_module("main")
    import callables

    monkeypatch.setattr(callables, "get_backends", lambda: backends)
    monkeypatch.setattr(fresh, "get_backends", lambda: backends)
    assert fresh.APP_CHECK is True
    return fresh


def post(fn: Any, data: Any, headers: dict[str, str]) -> tuple[int, dict[str, Any]]:
    client = callable_client(fn, "appcheck")
    response = client.post("/", data=json.dumps({"data": data}),
                                      headers={"Content-Type": "application/json", **headers})
    return response.status_code, response.get_json(silent=True) or {}


CALLS = [
    ("semanticSearch", {"query": "knee pain"}),
    ("registerTrainer", {"displayName": "Coach"}),
    ("listConversations", {}),
    ("chatWithAI", {"message": "How is Sarah's knee?"}),
]


@pytest.mark.parametrize("name,data", CALLS)
def test_every_callable_requires_a_valid_app_check_token_when_enforced(enforced_main, signing_key, db, name, data):
    fn = getattr(enforced_main, name)
    user = {"Authorization": f"Bearer {id_token('coach-x')}"}
    for bad in ({}, {"X-Firebase-AppCheck": "garbage"},
                {"X-Firebase-AppCheck": app_check_token(signing_key, project="other-project")},
                {"X-Firebase-AppCheck": app_check_token(signing_key, expires_in=-60)},
                {"X-Firebase-AppCheck": app_check_token(rsa.generate_private_key(public_exponent=65537, key_size=2048))}):
        status, body = post(fn, data, {**user, **bad})
        assert (status, body.get("error", {}).get("status")) == (401, "UNAUTHENTICATED"), (name, list(bad))
    status, body = post(fn, data, {**user, "X-Firebase-AppCheck": app_check_token(signing_key)})
    assert status == 200, (name, body)


def test_every_on_call_decorator_sets_enforce_app_check() -> None:
    """Per decorator, never only globally: firebase-functions 0.6.0's on_call ignores the global option."""
    import ast
    from pathlib import Path

    functions = Path(__file__).resolve().parent.parent / "functions"
    decorators = [
        (source.name, node.name, d)
        for source in (functions / "main.py", functions / "app_callables.py")
        for node in ast.walk(ast.parse(source.read_text()))
        if isinstance(node, ast.FunctionDef)
        for d in node.decorator_list
        if isinstance(d, ast.Call) and ast.unparse(d.func) == "https_fn.on_call"
    ]
    assert len(decorators) >= 18
    missing = [(f, n) for f, n, d in decorators if "enforce_app_check" not in {k.arg for k in d.keywords}]
    assert missing == []
