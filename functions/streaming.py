"""The Firebase callable protocol, spoken by hand, for functions that stream.

The Python SDK's `on_call` cannot stream, and it answers plain JSON even when
the client asks for a stream (the iOS SDK's `HTTPSCallable.stream()` then
waits forever). A streaming callable is therefore an `on_request` function
that speaks the whole protocol on one URL, as the Node SDK does:

- POST, `Content-Type: application/json`, body exactly `{"data": ...}`;
  `Authorization: Bearer <Firebase ID token>` verified with
  `firebase_admin.auth.verify_id_token` (what `on_call` does), once per
  instance and token until it expires (functions/auth_tokens.py), and its
  account not revoked, disabled or deleted (functions/auth_status.py).
- Without `Accept: text/event-stream`: `{"result": ...}` with HTTP 200, or
  `{"error": {"status", "message", "details"?}}` with the code's HTTP status.
- With it: HTTP 200 and server-sent events, one `data: {"message": {"token": "…"}}`
  per text chunk, then `data: {"result": ...}` (the same object the JSON call
  returns). Any error, before or during the stream, is one final
  `data: {"error": {...}}` event (the Node SDK does the same), which the
  client SDKs raise as the matching error code; chunks received before an
  error are to be discarded by the client.
- OPTIONS preflight and CORS headers, as `on_call` (any origin, POST).
- With `enforce_app_check`, a valid `X-Firebase-AppCheck` token is required
  (UNAUTHENTICATED otherwise), as `on_call(enforce_app_check=True)` does.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Callable, Iterator, TypeVar

import flask
from firebase_functions import https_fn
from pydantic import BaseModel

import auth_status
import auth_tokens
from callables import Call, body_error, error_response, plain, wire
from request_body import DEFAULT_MAX_BODY_BYTES, BodyError, read_data
from shared.usecases import ratelimit
from shared.kernel.errors import Unauthenticated
from shared.usecases.backends import Backends

log = logging.getLogger("callables")

M = TypeVar("M", bound=BaseModel)
EVENT_STREAM = "text/event-stream"
ALLOWED_HEADERS = "Authorization, Content-Type, X-Firebase-AppCheck, Firebase-Instance-ID-Token, X-Firebase-GMPID, X-Client-Version"

Run = Callable[[Backends, str, Any], BaseModel]
Stream = Callable[[Backends, str, Any], Iterator[Any]]


def serve_callable(
    request: flask.Request,
    *,
    name: str,
    model: type[M],
    run: Run,
    stream: Stream,
    backends: Callable[[], Backends],
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    enforce_app_check: bool = False,
) -> flask.Response:
    """Answer one callable request: preflight, JSON, or SSE (see the module docstring)."""
    if request.method == "OPTIONS":
        return _cors(request, flask.Response(status=204), preflight=True)
    wants_stream = EVENT_STREAM in (request.headers.get("Accept") or "")
    # The same lifecycle as every on_call callable (functions/callables.py):
    # rate limit, validation, error mapping, log line and audit record.
    call = Call(name, phase="sse" if wants_stream else "json")
    try:
        data = _callable_body(request, max_body_bytes)
        uid, claims = _verified_uid(request, name)
        if enforce_app_check:
            _verify_app_check(request)
        chosen_backends = backends()
        try:  # revoked, disabled or deleted (functions/auth_status.py)
            auth_status.require_active(uid, claims, chosen_backends.settings)
        except Unauthenticated:
            ratelimit.REFUSAL_LOG.add(uid, name, "token_revoked", 0)
            raise
        payload = call.admit(uid, chosen_backends, model, data)
    except Exception as exc:
        err = call.fail(exc)
        call.finish(err.code.name)
        return _cors(request, _error_event(err) if wants_stream else error_response(err))
    chosen = call.backends
    assert chosen is not None

    if not wants_stream:
        try:
            result = run(chosen, uid, payload)
        except Exception as exc:  # every failure answers in the protocol's format
            err = call.fail(exc)
            call.finish(err.code.name)
            return _cors(request, error_response(err))
        call.finish("ok")
        return _cors(request, flask.make_response(flask.jsonify(result=plain(result)), 200))

    def events() -> Iterator[str]:
        outcome = "ok"
        try:
            for item in stream(chosen, uid, payload):
                if isinstance(item, str):
                    yield sse({"message": {"token": item}})
                else:
                    yield sse({"result": plain(item)})
        except GeneratorExit:  # the client hung up: nothing more to send
            outcome = "CANCELLED"
            raise
        except Exception as exc:
            err = call.fail(exc)
            outcome = err.code.name
            yield sse({"error": wire(err)})
        finally:
            call.finish(outcome)

    response = flask.Response(events(), status=200, mimetype=EVENT_STREAM)
    response.call_on_close(call.release)  # also when the stream never started (the client left)
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"  # proxies must not hold the events back
    return _cors(request, response)


def sse(payload: dict[str, Any]) -> str:
    return f"data: {json.dumps(payload, separators=(',', ':'))}\n\n"


def _callable_body(request: flask.Request, max_bytes: int) -> Any:
    if request.method != "POST":
        raise _invalid("Callable functions accept POST only")
    content_type = (request.headers.get("Content-Type") or "").split(";")[0].strip().lower()
    if content_type != "application/json":
        raise _invalid("Content-Type must be application/json")
    try:
        return read_data(request, max_bytes, exact=True)
    except BodyError as exc:
        raise body_error(exc) from None


def _verified_uid(request: flask.Request, name: str) -> tuple[str, dict[str, Any]]:
    """The caller's uid and token claims from a verified Firebase ID token (never from the payload)."""
    authorization = request.headers.get("Authorization")
    if authorization is None:
        raise https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Sign in to continue")
    token = auth_tokens.bearer(authorization)
    if token is not None:
        try:  # verified once per instance and token, until it expires (functions/auth_tokens.py)
            claims = auth_tokens.TOKENS.claims(token)
            return auth_tokens.subject(claims), claims
        except auth_tokens.InvalidToken:  # expired, malformed, wrong project, forged...
            pass
    # Counted like the on_call callables' (functions/callables.py `early_answer`): a flood
    # of bad tokens is a few count lines, never the token or the verifier's message.
    ratelimit.REFUSAL_LOG.add("-", name, "token_rejected", 0)
    raise https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Unauthenticated")


def _verify_app_check(request: flask.Request) -> None:
    """A valid `X-Firebase-AppCheck` token, as `on_call(enforce_app_check=True)` requires (UNAUTHENTICATED otherwise)."""
    token = request.headers.get("X-Firebase-AppCheck")
    if not token:
        raise https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Unauthenticated")
    from firebase_admin import app_check

    try:
        app_check.verify_token(token)
    except Exception as exc:  # expired, forged, wrong project, keys unreachable...
        log.warning("app_check_rejected", extra={"json_fields": {"errorClass": type(exc).__name__}})
        raise https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Unauthenticated") from None


def _invalid(message: str) -> https_fn.HttpsError:
    return https_fn.HttpsError(https_fn.FunctionsErrorCode.INVALID_ARGUMENT, message)


def _error_event(err: https_fn.HttpsError) -> flask.Response:
    return flask.Response(sse({"error": wire(err)}), status=200, mimetype=EVENT_STREAM)


def _cors(request: flask.Request, response: flask.Response, preflight: bool = False) -> flask.Response:
    origin = request.headers.get("Origin")
    response.headers["Access-Control-Allow-Origin"] = origin or "*"
    response.headers["Vary"] = "Origin"
    if preflight:
        response.headers["Access-Control-Allow-Methods"] = "POST"
        response.headers["Access-Control-Allow-Headers"] = (
            request.headers.get("Access-Control-Request-Headers") or ALLOWED_HEADERS
        )
        response.headers["Access-Control-Max-Age"] = "3600"
    return response
