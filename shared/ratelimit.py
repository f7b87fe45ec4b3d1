"""Per-trainer, per-callable rate limit, held in Firestore so it spans instances.

A sliding window approximated from two fixed one-minute windows (the
"sliding window counter"): the estimate is the current window's count plus
the previous window's count weighted by how much of it still overlaps the
last 60 seconds. One small document per (trainer, callable) in
`rateLimits/{trainerId}__{function}`, updated in a transaction, so two
instances serving the same trainer cannot both spend the last slot.

Over the limit → `ResourceExhausted` (RESOURCE_EXHAUSTED on the wire) with
details `{"retryAfterSeconds": n}`. `settings.rate_limit_per_minute <= 0`
switches the limit off.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any, Callable

from shared.errors import ResourceExhausted

log = logging.getLogger(__name__)

COLLECTION = "rateLimits"
WINDOW_S = 60


def doc_id(trainer_id: str, function: str) -> str:
    # "/" cannot occur in a Firebase uid nor a function name; keep it safe anyway.
    return f"{trainer_id}__{function}".replace("/", "_")


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
    from google.cloud import firestore

    ref = db.collection(COLLECTION).document(doc_id(trainer_id, function))
    transaction = db.transaction()

    @firestore.transactional
    def spend(tx: Any) -> float | None:
        t = now()
        window = int(t // WINDOW_S)
        snap = ref.get(transaction=tx)
        data = snap.to_dict() if snap.exists else {}
        stored_window = int(data.get("window", window))
        count, prev = int(data.get("count", 0)), int(data.get("prevCount", 0))
        if stored_window != window:
            prev = count if stored_window == window - 1 else 0
            count = 0
        elapsed = t - window * WINDOW_S
        estimate = count + prev * (WINDOW_S - elapsed) / WINDOW_S
        if estimate + 1 > limit_per_minute:
            return _retry_after(count, prev, elapsed, limit_per_minute)
        tx.set(
            ref,
            {"trainerId": trainer_id, "function": function, "window": window, "count": count + 1, "prevCount": prev},
        )
        return None

    try:
        retry_after = spend(transaction)
    except Exception as exc:  # a limiter outage must not take every callable down: fail open
        log.warning("rate_limit_unavailable", extra={"json_fields": {"function": function, "errorClass": type(exc).__name__}})
        return
    if retry_after is not None:
        log.info(
            "rate_limited",
            extra={"json_fields": {"trainerId": trainer_id, "function": function, "retryAfterSeconds": retry_after}},
        )
        raise ResourceExhausted("Too many requests, try again later", {"retryAfterSeconds": retry_after})


def _retry_after(count: int, prev: int, elapsed: float, limit: int) -> int:
    """Seconds until one more call fits: the previous window's weight must decay enough."""
    if count + 1 > limit or prev == 0:
        return max(1, math.ceil(WINDOW_S - elapsed))  # only the next window helps
    # count + prev * (W - e') / W + 1 <= limit  →  e' >= W * (1 - (limit - 1 - count) / prev)
    needed = WINDOW_S * (1 - (limit - 1 - count) / prev)
    return max(1, math.ceil(needed - elapsed))
