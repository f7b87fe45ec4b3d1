"""The one adapter between Firebase callables and the library.

Every callable does the same things: refuse a bad body before anything else
(functions/request_body.py), require a signed-in trainer, spend its rate
limit, validate the payload with its pydantic model, run the library
function, and turn every failure into the callable protocol's codes — a
dependency outage is UNAVAILABLE with `retryAfter` (and a `Retry-After`
header), never INTERNAL. Doing them here keeps each entry point in main.py a
few lines long and every error answer consistent.

A trainer this instance already refuses (a remembered refusal, or too many
calls in progress: shared/usecases/ratelimit.py) is answered by `guarded`
itself, right after the body check and the ID token (verified once per
instance: functions/auth_tokens.py), before the callable SDK parses the body
again, verifies the token again and logs it: no Firestore, no model, no
pydantic, and a count in the logs instead of lines.
"""

from __future__ import annotations

import functools
import logging
import time
from typing import Any, Callable, TypeVar

import flask

from firebase_functions import https_fn
from pydantic import BaseModel, ValidationError

import auth_status
import auth_tokens
import server_pool
from deploy_params import app_check_enforced
from request_body import DEFAULT_MAX_BODY_BYTES, BodyError, read_data
from shared.usecases import audit, ratelimit
from shared.kernel import outages
from shared.usecases.backends import Backends, get_backends
from shared.kernel.errors import BrainError, Unauthenticated

log = logging.getLogger("callables")

M = TypeVar("M", bound=BaseModel)
Handler = Callable[[Backends, str, M], BaseModel | dict[str, Any]]

_CODES = {code.name: code for code in https_fn.FunctionsErrorCode}
_RETRYABLE = {"UNAVAILABLE", "RESOURCE_EXHAUSTED"}


Endpoint = Callable[[flask.Request], Any]


def guarded(max_body_bytes: int = DEFAULT_MAX_BODY_BYTES) -> Callable[[Endpoint], Endpoint]:
    """Wrap an `on_call` endpoint: refuse bad bodies first, add `Retry-After` to retryable errors.

    The SDK answers INTERNAL to malformed JSON and crashes (INTERNAL) on a
    deeply nested one; a client bug deserves the honest code, before any work.
    `functools.wraps` keeps the SDK's endpoint metadata, which the deploy
    manifest reads.
    """

    def decorate(endpoint: Endpoint) -> Endpoint:
        name = endpoint.__name__  # the function's name, which is also its rate-limit key (run_callable's `name`)
        app_check = app_check_enforced()  # as main.py decides it for the on_call decorators, at import

        @functools.wraps(endpoint)
        def guarded_endpoint(request: flask.Request) -> Any:
            if request.method == "POST":
                try:
                    read_data(request, max_body_bytes)
                except BodyError as exc:
                    return error_response(body_error(exc))
                early = early_answer(request, name, app_check)
                if early is not None:
                    return early
            return with_retry_after(flask.make_response(endpoint(request)))

        return guarded_endpoint

    return decorate


def early_answer(request: flask.Request, name: str, app_check: bool = False) -> flask.Response | None:
    """UNAUTHENTICATED for a bad ID token or an account revoked, disabled or deleted (functions/auth_status.py),
    RESOURCE_EXHAUSTED for a trainer this instance already refuses, or None: the call goes on to the
    callable SDK (which verifies the token itself too).

    Only ever refuses: a call is admitted by `Call.admit`, never here. No token (or not a
    Bearer one) is left to the SDK and `trainer_uid`, which answer UNAUTHENTICATED; so is a
    call without a valid App Check token where App Check is enforced (the SDK answers it).
    """
    token = auth_tokens.bearer(request.headers.get("Authorization"))
    if token is None:
        return None
    if app_check and not _app_check_valid(request):
        return None
    try:
        claims = auth_tokens.TOKENS.claims(token)
    except auth_tokens.InvalidToken:
        ratelimit.REFUSAL_LOG.add("-", name, "token_rejected", 0)  # counted, like refusals: a flood of bad tokens
        return _cors(request, error_response(
            https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Unauthenticated")))
    uid = auth_tokens.subject(claims)
    settings = get_backends().settings
    try:  # revoked, disabled or deleted: from this instance's memory of the account, at most auth_recheck_s old
        auth_status.require_active(uid, claims, settings)
    except BrainError as exc:
        if isinstance(exc, Unauthenticated):
            ratelimit.REFUSAL_LOG.add(uid, name, "token_revoked", 0)
        return _cors(request, error_response(to_https_error(exc)))
    refusal = ratelimit.refused_from_memory(uid, name, settings.rate_limit_per_minute,
                                            server_pool.in_flight_cap(settings.max_in_flight_per_trainer),
                                            burst=settings.rate_limit_burst)
    if refusal is None:
        return None
    return _cors(request, error_response(to_https_error(refusal)))


def _app_check_valid(request: flask.Request) -> bool:
    token = request.headers.get("X-Firebase-AppCheck")
    if not token:
        return False
    from firebase_admin import app_check

    try:
        app_check.verify_token(token)  # the signing keys are fetched once and cached by the Admin SDK
    except Exception:
        return False
    return True


def _cors(request: flask.Request, response: flask.Response) -> flask.Response:
    # What the SDK's on_call answers (flask_cors, any origin) to a browser's POST.
    if request.headers.get("Origin"):
        response.headers["Access-Control-Allow-Origin"] = "*"
        response.headers["Vary"] = "Origin"
    return response


def body_error(exc: BodyError) -> https_fn.HttpsError:
    return https_fn.HttpsError(
        https_fn.FunctionsErrorCode.INVALID_ARGUMENT,
        f"Invalid request: {exc.field}: {exc.problem}",
        {"errors": [{"field": exc.field, "problem": exc.problem}]},
    )


def error_response(err: https_fn.HttpsError) -> flask.Response:
    """The protocol's JSON error body with the code's HTTP status (and Retry-After when retryable)."""
    response = flask.make_response(flask.jsonify(error=wire(err)), err._http_error_code.status)
    seconds = err.details.get("retryAfter") if isinstance(err.details, dict) else None
    if response.status_code in (429, 503) and isinstance(seconds, int) and seconds > 0:
        response.headers["Retry-After"] = str(seconds)
    return response


def wire(err: https_fn.HttpsError) -> dict[str, Any]:
    # The SDK's own wire format (its `status` can be an enum member when details are set).
    body = dict(err._as_dict())
    body["status"] = str(getattr(body["status"], "value", body["status"]))
    return body


def with_retry_after(response: flask.Response) -> flask.Response:
    """Copy `details.retryAfter` of a 429/503 error body into the HTTP `Retry-After` header."""
    if response.status_code in (429, 503) and "Retry-After" not in response.headers:
        body = response.get_json(silent=True) or {}
        details = (body.get("error") or {}).get("details") if isinstance(body, dict) else None
        seconds = details.get("retryAfter") if isinstance(details, dict) else None
        if isinstance(seconds, int) and seconds > 0:
            response.headers["Retry-After"] = str(seconds)
    return response


def trainer_uid(req: https_fn.CallableRequest) -> str:
    """The authenticated caller: the only source of the trainer id."""
    if req.auth is None or not req.auth.uid:
        raise https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Sign in to continue")
    return req.auth.uid


def parse(model: type[M], data: Any) -> M:
    """Validate a payload; the error lists fields and problems, never the values sent."""
    if not isinstance(data, dict):
        raise https_fn.HttpsError(
            https_fn.FunctionsErrorCode.INVALID_ARGUMENT,
            "Invalid request: data: must be an object",
            {"errors": [{"field": "data", "problem": "must be an object"}]},
        )
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = [
            {"field": ".".join(str(p) for p in e["loc"]) or "(root)", "problem": e["msg"]}
            for e in exc.errors(include_url=False, include_input=False, include_context=False)
        ]
        summary = "; ".join(f"{p['field']}: {p['problem']}" for p in problems)
        raise https_fn.HttpsError(
            https_fn.FunctionsErrorCode.INVALID_ARGUMENT, f"Invalid request: {summary}", {"errors": problems}
        ) from None


def to_https_error(err: BrainError) -> https_fn.HttpsError:
    """A library error on the wire; retryable codes always carry `details.retryAfter` (seconds)."""
    details = dict(err.details or {})
    if err.code in _RETRYABLE:
        details.setdefault("retryAfter", int(details.get("retryAfterSeconds") or outages.DEFAULT_RETRY_AFTER_S))
    return https_fn.HttpsError(_CODES.get(err.code, https_fn.FunctionsErrorCode.INTERNAL), err.message, details or None)


def as_https_error(exc: BaseException) -> https_fn.HttpsError:
    """Any failure as a callable error: INTERNAL only for what is truly our bug (logged, class only)."""
    if isinstance(exc, https_fn.HttpsError):
        return exc
    if isinstance(exc, BrainError):
        return to_https_error(exc)
    retry_after = outages.retry_after_s(exc)
    if retry_after is not None:
        log.warning("dependency_unavailable", extra={"json_fields": {"errorClass": type(exc).__name__}})
        return https_fn.HttpsError(
            https_fn.FunctionsErrorCode.UNAVAILABLE,
            "Service temporarily unavailable, try again shortly",
            {"retryAfter": retry_after},
        )
    log.error("unhandled", extra={"json_fields": {"errorClass": type(exc).__name__}})
    return https_fn.HttpsError(https_fn.FunctionsErrorCode.INTERNAL, "INTERNAL")


class Call:
    """One call's lifecycle, shared by plain (run_callable) and streaming (streaming.serve_callable) callables.

    `admit` does what every callable does before the library runs: rate limit
    and the in-flight cap (before any work, even validation:
    shared/usecases/ratelimit.py), then validate. The admitted call holds its
    trainer's in-flight slot until `release` (`finish` releases it; a stream
    releases it when the response closes). `fail` maps any failure to its
    callable error. `finish` writes one log line (ids, outcome, latency — no
    content) and one audit record.
    """

    def __init__(self, name: str, phase: str | None = None) -> None:
        self.name, self.phase = name, phase
        self.started = time.perf_counter()
        self.uid: str | None = None
        self.backends: Backends | None = None
        self.payload: BaseModel | None = None
        self.audited = True
        self.slot: ratelimit.Slot | None = None

    def admit(self, uid: str, backends: Backends, model: type[M], data: Any) -> M:
        self.uid, self.backends = uid, backends
        settings = backends.settings
        # The cap bounded by half this instance's request threads (functions/server_pool.py).
        self.slot = ratelimit.admit(backends.db, uid, self.name, settings.rate_limit_per_minute,
                                    server_pool.in_flight_cap(settings.max_in_flight_per_trainer),
                                    burst=settings.rate_limit_burst)
        payload = parse(model, data)
        self.payload = payload
        return payload

    def release(self) -> None:
        """Give the trainer's in-flight slot back (idempotent)."""
        if self.slot is not None:
            self.slot.release()

    def fail(self, exc: BaseException) -> https_fn.HttpsError:
        if isinstance(exc, BrainError):
            # A flood is audited once per window, not once per refused call; a call the
            # limiter found Firestore down for is not audited (it would fail too), only logged.
            self.audited = exc.audit
        return as_https_error(exc)

    def finish(self, outcome: str) -> None:
        self.release()
        ratelimit.REFUSAL_LOG.flush()  # counts of refusals whose line is due (cheap when there are none)
        latency_ms = (time.perf_counter() - self.started) * 1000
        if outcome == "RESOURCE_EXHAUSTED" and not self.audited:
            return  # refused from memory: counted by ratelimit.REFUSAL_LOG, not one line (nor record) each
        fields: dict[str, Any] = {"function": self.name, "outcome": outcome}
        if self.phase:
            fields["phase"] = self.phase
        fields["latencyMs"] = round(latency_ms, 1)
        log.info("callable", extra={"json_fields": fields})
        if self.uid is not None and self.backends is not None and self.audited:  # who, which client, outcome
            audit.record_call(
                self.backends.db,
                self.uid,
                self.name,
                outcome,
                client_id=_str_field(self.payload, "clientId"),
                chat_id=_str_field(self.payload, "chatId"),
                latency_ms=latency_ms,
            )


def plain(result: Any) -> Any:
    """A library result as the callable's `result` (pydantic models as JSON-ready dicts)."""
    return result.model_dump(mode="json") if isinstance(result, BaseModel) else result


def run_callable(
    req: https_fn.CallableRequest,
    model: type[M],
    handler: Handler[M],
    name: str,
    backends: Backends | None = None,
) -> Any:
    """auth → account → rate limit → validate → library → response, with one log line of ids and timings only."""
    call = Call(name)
    outcome = "ok"
    try:
        uid = trainer_uid(req)
        chosen = backends or get_backends()
        claims = req.auth.token if req.auth is not None else {}
        # The account still stands (the early answer checked it too, when it saw a Bearer token;
        # this is the check every admitted call passes). Sensitive calls look it up again once
        # the rate limit admitted them, so a flood of them is limited before it reaches Auth.
        auth_status.require_active(uid, claims, chosen.settings)
        payload = call.admit(uid, chosen, model, req.data)
        if name in auth_status.FRESH_CALLS:
            auth_status.require_active(uid, claims, chosen.settings, fresh=True)
        return plain(handler(chosen, uid, payload))
    except Exception as exc:
        err = call.fail(exc)
        outcome = err.code.name
        raise err from None
    finally:
        call.finish(outcome)


def _str_field(payload: BaseModel | None, field: str) -> str | None:
    value = getattr(payload, field, None)
    return value if isinstance(value, str) else None
