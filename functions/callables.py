"""The one adapter between Firebase callables and the library.

Every callable does the same four things: require a signed-in trainer, validate
the payload with its pydantic model, run the library function, and turn library
errors into the callable protocol's codes. Doing them here keeps each entry
point in main.py a few lines long and every error answer consistent.
"""

from __future__ import annotations

import functools
import json
import logging
import time
from typing import Any, Callable, TypeVar

import flask

from firebase_functions import https_fn
from pydantic import BaseModel, ValidationError

from shared import audit, ratelimit
from shared.backends import Backends, get_backends
from shared.errors import BrainError

log = logging.getLogger("callables")

M = TypeVar("M", bound=BaseModel)
Handler = Callable[[Backends, str, M], BaseModel | dict[str, Any]]

_CODES = {code.name: code for code in https_fn.FunctionsErrorCode}


def rejects_malformed_json(endpoint: Callable[[flask.Request], Any]) -> Callable[[flask.Request], Any]:
    """Answer INVALID_ARGUMENT to a body that is not `{"data": ...}` JSON.

    The SDK answers INTERNAL to malformed JSON; a client bug deserves the
    honest code. `functools.wraps` keeps the SDK's endpoint metadata, which
    the deploy manifest reads.
    """

    @functools.wraps(endpoint)
    def guarded(request: flask.Request) -> Any:
        if request.method == "POST":
            try:
                body = json.loads(request.get_data(cache=True) or b"null")
            except ValueError:
                body = None
            if not isinstance(body, dict) or "data" not in body:
                error = https_fn.HttpsError(
                    https_fn.FunctionsErrorCode.INVALID_ARGUMENT, 'Body must be JSON {"data": ...}'
                )
                return flask.make_response(flask.jsonify(error=error._as_dict()), 400)
        return endpoint(request)

    return guarded


def trainer_uid(req: https_fn.CallableRequest) -> str:
    """The authenticated caller: the only source of the trainer id."""
    if req.auth is None or not req.auth.uid:
        raise https_fn.HttpsError(https_fn.FunctionsErrorCode.UNAUTHENTICATED, "Sign in to continue")
    return req.auth.uid


def parse(model: type[M], data: Any) -> M:
    """Validate a payload; the error lists fields and problems, never the values sent."""
    if not isinstance(data, dict):
        raise https_fn.HttpsError(
            https_fn.FunctionsErrorCode.INVALID_ARGUMENT, "Request data must be an object"
        )
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = [
            {"field": ".".join(str(p) for p in e["loc"]) or "(root)", "problem": e["msg"]}
            for e in exc.errors(include_url=False, include_input=False)
        ]
        summary = "; ".join(f"{p['field']}: {p['problem']}" for p in problems)
        raise https_fn.HttpsError(
            https_fn.FunctionsErrorCode.INVALID_ARGUMENT, f"Invalid request: {summary}", {"errors": problems}
        ) from None


def to_https_error(err: BrainError) -> https_fn.HttpsError:
    return https_fn.HttpsError(_CODES.get(err.code, https_fn.FunctionsErrorCode.INTERNAL), err.message, err.details)


def run_callable(
    req: https_fn.CallableRequest,
    model: type[M],
    handler: Handler[M],
    name: str,
    backends: Backends | None = None,
) -> Any:
    """auth → validate → library → response, with one log line of ids and timings only."""
    started = time.perf_counter()
    outcome = "ok"
    uid: str | None = None
    payload: M | None = None
    chosen: Backends | None = None
    try:
        uid = trainer_uid(req)
        chosen = backends or get_backends()
        # Per-trainer limit before any work (even validation): shared/ratelimit.py.
        ratelimit.check(chosen.db, uid, name, chosen.settings.rate_limit_per_minute)
        payload = parse(model, req.data)
        result = handler(chosen, uid, payload)
        return result.model_dump(mode="json") if isinstance(result, BaseModel) else result
    except https_fn.HttpsError as err:
        outcome = err.code.name
        raise
    except BrainError as err:
        outcome = err.code
        raise to_https_error(err) from None
    except Exception:
        outcome = "INTERNAL"  # recorded honestly; the SDK answers INTERNAL
        raise
    finally:
        log.info(
            "callable",
            extra={
                "json_fields": {
                    "function": name,
                    "outcome": outcome,
                    "latencyMs": round((time.perf_counter() - started) * 1000, 1),
                }
            },
        )
        if uid is not None and chosen is not None:  # who, which client, outcome — no content
            audit.record(
                chosen.db,
                uid,
                name,
                outcome,
                client_id=_str_field(payload, "clientId"),
                chat_id=_str_field(payload, "chatId"),
                latency_ms=(time.perf_counter() - started) * 1000,
            )


def _str_field(payload: BaseModel | None, field: str) -> str | None:
    value = getattr(payload, field, None)
    return value if isinstance(value, str) else None
