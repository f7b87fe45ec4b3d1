"""The Firestore client, created once per process and only when first needed.

A plain `google.cloud.firestore.Client` honours FIRESTORE_EMULATOR_HOST with no
credentials (unlike `firebase_admin.firestore.client()`), so local runs and
tests need no Google account.

Its generated API retries transient errors for 60 s (300 s for batch reads)
by default: with Firestore down, a callable would hang until its function
timeout and the app would see a dropped connection. `bound_retries` caps every
RPC's retries and timeout, so an outage surfaces as an exception the callables
answer UNAVAILABLE with `retryAfter` (shared/kernel/outages.py).

Inside a request's deadline (shared/kernel/deadline.py: search, chat retrieval and
the reads around it) `respect_request_deadline` caps every RPC further, to
the time the request has left: a read the caller will not wait for stops at
the deadline instead of running on in the background for its full budget,
and no RPC starts once the deadline has passed. One place for every read
(ownership checks, roster, keyword statistics, conversation memory, ...),
so no call site has to remember it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from shared.kernel import deadline
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

    return respect_request_deadline(bound_retries(firestore.Client(project=project), budget_s))


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


def respect_request_deadline(client: Any) -> Any:
    """Make every RPC of `client` end by the current request deadline, if one is set (see module doc)."""
    transport = client._firestore_api._transport
    methods = transport._wrapped_methods
    for key, wrapped in list(methods.items()):
        if not isinstance(wrapped, DeadlineCapped):
            methods[key] = DeadlineCapped(wrapped)
    return client


class DeadlineCapped:
    """A generated RPC whose timeout and retry deadline never pass the current request deadline."""

    def __init__(self, wrapped: Any) -> None:
        self._wrapped = wrapped

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        current = deadline.current()
        if current is not None:
            from google.api_core.gapic_v1.method import DEFAULT

            left = current.remaining()
            if left <= 0:
                raise deadline.DeadlineExceeded("no time left for a Firestore call")
            # The generated client passes DEFAULT when its caller chose nothing.
            timeout, retry = kwargs.get("timeout", DEFAULT), kwargs.get("retry", DEFAULT)
            timeout = self._wrapped._timeout if timeout is DEFAULT else timeout
            retry = self._wrapped._retry if retry is DEFAULT else retry
            kwargs["timeout"] = min(float(timeout), left) if isinstance(timeout, (int, float)) else left
            # Shorten the retries to the time left, never lengthen them: `bound_retries`' budget (10 s)
            # still holds inside a longer request deadline. Replacing it with the time left let one
            # refused RPC retry for the whole deadline (120 s in the test suite) before answering.
            own = getattr(retry, "timeout", None)
            cap = min(float(own), left) if isinstance(own, (int, float)) else left
            kwargs["retry"] = retry.with_timeout(cap) if hasattr(retry, "with_timeout") else retry
        return self._wrapped(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._wrapped, name)
