"""Per-trainer, per-callable rate limit, held in Firestore so it spans instances.

A sliding window approximated from two fixed one-minute windows (the
"sliding window counter"): the estimate is the current window's count plus
the previous window's count weighted by how much of it still overlaps the
last 60 seconds.

Each window is one small document `rateLimits/{trainerId}__{function}__{window}`
counted with an atomic server-side increment, not a read-modify-write
transaction: one trainer's concurrent calls then never contend on a lock
(transactions on one hot document abort under contention). A call first
increments, then reads both windows: an admitted call has seen every
increment committed before it, so the limit is never exceeded; a refused call
takes its increment back. Old windows carry `expireAt` for a Firestore TTL
policy (`gcloud firestore fields ttls update expireAt --collection-group=rateLimits`).

Over the limit → `ResourceExhausted` (RESOURCE_EXHAUSTED on the wire) with
details `{"retryAfterSeconds": n}`. `settings.rate_limit_per_minute <= 0`
switches the limit off. A Firestore outage fails open (logged): the limiter
must not take every callable down with it.
"""

from __future__ import annotations

import logging
import math
import time
from datetime import datetime, timezone
from typing import Any, Callable

from shared.errors import ResourceExhausted

log = logging.getLogger(__name__)

COLLECTION = "rateLimits"
WINDOW_S = 60


def doc_id(trainer_id: str, function: str, window: int) -> str:
    # "/" cannot occur in a Firebase uid nor a function name; keep it safe anyway.
    return f"{trainer_id}__{function}__{window}".replace("/", "_")


def check(
    db: Any,
    trainer_id: str,
    function: str,
    limit_per_minute: int,
    now: Callable[[], float] = time.time,
) -> None:
    """Spend one call of `function` for `trainer_id`, or raise ResourceExhausted."""
    if limit_per_minute <= 0:
        return
    t = now()
    window = int(t // WINDOW_S)
    try:
        retry_after = _spend(db, trainer_id, function, limit_per_minute, t, window)
    except Exception as exc:  # a limiter outage must not take every callable down: fail open
        log.warning(
            "rate_limit_unavailable", extra={"json_fields": {"function": function, "errorClass": type(exc).__name__}}
        )
        return
    if retry_after is not None:
        log.info(
            "rate_limited",
            extra={"json_fields": {"trainerId": trainer_id, "function": function, "retryAfterSeconds": retry_after}},
        )
        raise ResourceExhausted("Too many requests, try again later", {"retryAfterSeconds": retry_after})


def _spend(db: Any, trainer_id: str, function: str, limit: int, t: float, window: int) -> int | None:
    from google.cloud.firestore import Increment

    collection = db.collection(COLLECTION)
    current = collection.document(doc_id(trainer_id, function, window))
    previous = collection.document(doc_id(trainer_id, function, window - 1))
    current.set(
        {
            "trainerId": trainer_id,
            "function": function,
            "window": window,
            "count": Increment(1),
            "expireAt": datetime.fromtimestamp((window + 3) * WINDOW_S, tz=timezone.utc),
        },
        merge=True,
    )
    counts = {snap.id: int((snap.to_dict() or {}).get("count", 0)) for snap in db.get_all([current, previous]) if snap.exists}
    count, prev = counts.get(current.id, 1), counts.get(previous.id, 0)
    elapsed = t - window * WINDOW_S
    if count + prev * (WINDOW_S - elapsed) / WINDOW_S <= limit:
        return None
    current.update({"count": Increment(-1)})  # a refused call does not spend the budget
    return _retry_after(count - 1, prev, elapsed, limit)


def _retry_after(count: int, prev: int, elapsed: float, limit: int) -> int:
    """Seconds until one more call fits: the previous window's weight must decay enough."""
    if count + 1 > limit or prev == 0:
        return max(1, math.ceil(WINDOW_S - elapsed))  # only the next window helps
    # count + prev * (W - e') / W + 1 <= limit  →  e' >= W * (1 - (limit - 1 - count) / prev)
    needed = WINDOW_S * (1 - (limit - 1 - count) / prev)
    return max(1, math.ceil(needed - elapsed))
