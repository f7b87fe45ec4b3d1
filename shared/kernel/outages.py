"""Which failures mean "a dependency is down, try again later", and when to try again.

Callables answer UNAVAILABLE with `details.retryAfter` (and an HTTP
`Retry-After` header, functions/callables.py) for these, never INTERNAL: the
caller did nothing wrong and retrying later will work. The library's own
errors already say so (`shared.kernel.errors.Unavailable`, `EmbeddingError`,
`VectorStoreError`); this module recognises what the SDKs raise when
Firestore, Pinecone or OpenAI cannot be reached and nobody translated it.
Imports of the SDKs happen only when an exception is being classified, so this
module costs nothing at cold start.
"""

from __future__ import annotations

import concurrent.futures
from typing import Any

# Seconds a client should wait before retrying after a dependency outage: long
# enough for a restart or a failover, short enough for an interactive app.
DEFAULT_RETRY_AFTER_S = 5

# google.api_core exceptions that mean "the service is unreachable, overloaded or timed out".
_GOOGLE_TRANSIENT = (
    "ServiceUnavailable",
    "DeadlineExceeded",
    "GatewayTimeout",
    "InternalServerError",
    "TooManyRequests",
    "ResourceExhausted",
    "Aborted",
    "RetryError",
    "BadGateway",
)


def retry_after_s(exc: BaseException) -> int | None:
    """Seconds to wait if `exc` is, or was raised while handling, a dependency outage; None otherwise.

    The chain matters: Firestore's transaction wrapper answers an unreachable
    server by trying to roll back, and raises that rollback's ValueError with
    the outage as its `__context__`.
    """
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen and len(seen) < 8:
        seen.add(id(current))
        found = _own_retry_after(current)
        if found is not None:
            return found
        current = current.__cause__ or current.__context__
    return None


def _own_retry_after(exc: BaseException) -> int | None:
    if isinstance(exc, (TimeoutError, ConnectionError, concurrent.futures.TimeoutError)):
        return DEFAULT_RETRY_AFTER_S
    module = type(exc).__module__ or ""
    if module.startswith("google.api_core") and type(exc).__name__ in _GOOGLE_TRANSIENT:
        return DEFAULT_RETRY_AFTER_S
    if module.startswith("grpc") and _grpc_transient(exc):
        return DEFAULT_RETRY_AFTER_S
    if module.startswith("httpx") and _httpx_transport(exc):
        return DEFAULT_RETRY_AFTER_S
    status = _http_status(exc)
    if status is not None and (status == 429 or status >= 500):
        return DEFAULT_RETRY_AFTER_S
    return None


def _grpc_transient(exc: BaseException) -> bool:
    import grpc

    code = exc.code() if isinstance(exc, grpc.RpcError) and hasattr(exc, "code") else None
    return code in (
        grpc.StatusCode.UNAVAILABLE,
        grpc.StatusCode.DEADLINE_EXCEEDED,
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        grpc.StatusCode.ABORTED,
    )


def _httpx_transport(exc: BaseException) -> bool:
    import httpx

    return isinstance(exc, httpx.TransportError)


def _http_status(exc: BaseException) -> int | None:
    """The HTTP status an SDK error carries (openai: `status_code`; pinecone: `status`), if any."""
    module = type(exc).__module__ or ""
    if not module.startswith(("openai", "pinecone")):
        return None
    for attr in ("status_code", "status"):
        value: Any = getattr(exc, attr, None)
        if isinstance(value, int):
            return value
    return None
