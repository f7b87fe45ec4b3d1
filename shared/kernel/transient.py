"""Which failures are worth retrying: transient (the service may answer later) or permanent.

The Firestore triggers are deployed with `retry=True`: raising makes Cloud
Functions deliver the event again (with backoff, for up to 7 days). That is
right for an outage and wrong for a bug or a document that can never be
indexed, which would be retried for a week. So a trigger raises only for a
transient failure of a young event (`TriggerRetry`); everything else is
recorded in the ledger and left to the hourly reconciliation
(shared/usecases/reconcile.py).

Classification is by exception type, never by message text except for the
HTTP status our adapters put in theirs (`... failed with HTTP 503`).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from tenacity import retry, retry_if_not_exception_type, stop_after_attempt, wait_exponential

from shared.kernel.errors import EmbeddingError, IndexMisconfigured, VectorStoreError

# After this, a failed event is no longer retried by the platform: the
# ledger says failed and the reconciliation retries it on its own schedule.
MAX_EVENT_AGE = timedelta(hours=1)

_HTTP_STATUS = re.compile(r"HTTP (\d{3})")
_TRANSIENT_STATUS = {408, 429}


def retry_in_call(multiplier: float, max_wait: float):
    """Three attempts inside one invocation, for anything but a misconfigured index: a vector of
    another width or an index of another metric fails the same way every time, so retrying it only
    holds the instance longer before the failure is recorded."""
    return retry(
        stop=stop_after_attempt(3),
        wait=wait_exponential(multiplier=multiplier, max=max_wait),
        retry=retry_if_not_exception_type(IndexMisconfigured),
        reraise=True,
    )


class TriggerRetry(Exception):
    """Raised by a trigger so that Cloud Functions delivers its event again."""


def is_transient(exc: BaseException) -> bool:
    """True for outages, timeouts, throttling and 5xx; False for bad input, 4xx and bugs."""
    if isinstance(exc, IndexMisconfigured):
        return False  # another width or metric than the index holds: re-index, never redeliver
    if isinstance(exc, (TimeoutError, ConnectionError)):
        return True
    if isinstance(exc, (EmbeddingError, VectorStoreError)):
        match = _HTTP_STATUS.search(str(exc))
        if match is None:
            # Timeouts and connection failures carry no status; a dimension
            # mismatch or a missing key is a configuration error, not an outage.
            text = str(exc).lower()
            return any(word in text for word in ("timed out", "timeout", "connection", "budget"))
        status = int(match.group(1))
        return status in _TRANSIENT_STATUS or status >= 500
    try:
        from google.api_core import exceptions as gax
    except ImportError:  # pragma: no cover - always installed with the Firestore client
        return False
    return isinstance(
        exc,
        (
            gax.ServiceUnavailable,
            gax.DeadlineExceeded,
            gax.InternalServerError,
            gax.TooManyRequests,
            gax.Aborted,
            gax.ResourceExhausted,
            gax.RetryError,
        ),
    )


def should_retry(event_time: datetime | str | None, now: datetime | None = None) -> bool:
    """A transient failure of an event younger than MAX_EVENT_AGE is handed back to the platform."""
    if event_time is None:
        return True
    if isinstance(event_time, str):
        try:
            event_time = datetime.fromisoformat(event_time.replace("Z", "+00:00"))
        except ValueError:
            return True
    if event_time.tzinfo is None:
        event_time = event_time.replace(tzinfo=timezone.utc)
    return (now or datetime.now(timezone.utc)) - event_time < MAX_EVENT_AGE
