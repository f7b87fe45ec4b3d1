"""The Firestore client, created once per process and only when first needed.

A plain `google.cloud.firestore.Client` honours FIRESTORE_EMULATOR_HOST with no
credentials (unlike `firebase_admin.firestore.client()`), so local runs and
tests need no Google account.

Its generated API retries transient errors for 60 s (300 s for batch reads)
by default: with Firestore down, a callable would hang until its function
timeout and the app would see a dropped connection. `bound_retries` caps every
RPC's retries and timeout, so an outage surfaces as an exception the callables
answer UNAVAILABLE with `retryAfter` (shared/kernel/outages.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from shared.kernel.config import get_settings

if TYPE_CHECKING:
    from google.cloud.firestore import Client

# Total time one Firestore RPC may spend, retries included. Healthy calls take
# milliseconds; a function's own timeout is 30-540 s.
RPC_BUDGET_S = 10.0


@lru_cache(maxsize=1)
def get_db() -> "Client":
    return make_client(get_settings().gcp_project)


def make_client(project: str, budget_s: float = RPC_BUDGET_S) -> "Client":
    from google.cloud import firestore

    return bound_retries(firestore.Client(project=project), budget_s)


def bound_retries(client: Any, budget_s: float) -> Any:
    """Cap the default retry deadline and per-attempt timeout of every RPC the client makes.

    The SDK offers no client-wide setting; the generated transport keeps one
    wrapped callable per RPC holding its defaults (`_retry`, `_timeout`), which
    are replaced here. Calls that pass their own `retry=`/`timeout=` keep them.
    """
    transport = client._firestore_api._transport
    for wrapped in transport._wrapped_methods.values():
        retry = getattr(wrapped, "_retry", None)
        if retry is not None and hasattr(retry, "with_timeout"):
            wrapped._retry = retry.with_timeout(budget_s)
        timeout = getattr(wrapped, "_timeout", None)
        if isinstance(timeout, (int, float)):
            wrapped._timeout = min(float(timeout), budget_s)
    return client
