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

Before any of that, this process remembers refusals (`Refusals`): once the
shared window has answered "retry after R s", the same trainer's calls of the
same callable are refused from memory for those R s, without touching
Firestore — the window could not admit them anyway. Without it every refused
call still cost two writes and a read on one hot document; a flood of 400
calls at concurrency 20 from one trainer answered with p99 17 s and slowed
everyone on the instance. The refusal that started a flood is audited; the
calls refused from memory after it are logged, not audited one by one
(`ResourceExhausted.audit`).

Beside the per-minute window, `admit` caps how many of one trainer's calls
run at once on this instance (`settings.max_in_flight_per_trainer`, `InFlight`):
a flood's admitted calls (up to the per-minute limit) would otherwise all run
at once and take the instance's CPU from everyone else. A call past the cap is
refused from memory, before any I/O, with "retry after 1 s", not audited (like
the other refusals from memory).

Within the minute, `admit` also spreads a trainer's calls (`Bursts`, a token bucket per
trainer and callable on this instance, `settings.rate_limit_burst`): at most that many at
once, then one more every 60/limit seconds. Without it a flood's admitted calls — the
whole minute's limit — all ran in the flood's first second or two, on top of everyone
else's work, and that, not the refusals, was most of what a flood cost the other
trainers (docs/BENCHMARKS.md "load"). A call past the burst is refused from memory, with
the seconds until the next one fits, before any I/O and not audited.

Refusals from memory are answered before the callable SDK, token
verification aside (functions/callables.py, `guarded`, asks
`refused_from_memory`), and they are logged as counts, not one line each
(`RefusalLog`): a flood of 400 refused calls is a handful of `rate_limited`
lines carrying `refusedCount`, not 400 (or, with the SDK's and the call's own
lines, 1,200).

Over the limit → `ResourceExhausted` (RESOURCE_EXHAUSTED on the wire) with
details `{"retryAfterSeconds": n, "retryAfter": n}`.
`settings.rate_limit_per_minute <= 0` switches the limit off. Firestore
unreachable or not answering → `Unavailable` (nothing else the call needs
would work either; the limiter's calls have a short budget so that answer
comes fast, and the call is logged, not audited: the audit write would wait on
the same Firestore); any other
limiter failure fails open (logged): the limiter must not take every callable
down with it.
"""

from __future__ import annotations

import atexit
import logging
import math
import threading
import time
from datetime import datetime, timezone
from typing import Any, Callable

from shared.kernel import outages
from shared.kernel.errors import ResourceExhausted, Unavailable

log = logging.getLogger(__name__)

from shared.kernel.collection_names import RATE_LIMITS as COLLECTION
WINDOW_S = 60
# The limiter's Firestore calls, retries included: a healthy call takes milliseconds.
FIRESTORE_BUDGET_S = 3.0


class Refusals:
    """This process's memory of refusals: (trainer, callable) → refused until (epoch seconds).

    Once the shared window refuses a trainer's call with "retry after R s", the
    window cannot admit that trainer's next call of that callable before R s
    have passed (R is computed for exactly that), so every call until then is
    refused from memory, with the remaining time, at no cost.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._until: dict[tuple[str, str], float] = {}

    def blocked(self, trainer_id: str, function: str, t: float) -> int | None:
        """Seconds still to wait, or None if the shared window must be asked."""
        with self._lock:
            until = self._until.get((trainer_id, function))
            if until is None or until <= t:
                return None
            return max(1, math.ceil(until - t))

    def remember(self, trainer_id: str, function: str, until: float) -> None:
        with self._lock:
            if len(self._until) > 10_000:  # bounded memory: drop the oldest half (they expire within a minute)
                for key, _ in sorted(self._until.items(), key=lambda kv: kv[1])[:5_000]:
                    del self._until[key]
            self._until[(trainer_id, function)] = max(until, self._until.get((trainer_id, function), 0.0))

    def clear(self) -> None:
        with self._lock:
            self._until.clear()


REFUSALS = Refusals()


class InFlight:
    """This process's count of each trainer's calls in progress."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: dict[str, int] = {}

    def enter(self, trainer_id: str, cap: int) -> bool:
        """Take a slot; False (nothing taken) if the trainer already has `cap` calls in progress."""
        with self._lock:
            n = self._counts.get(trainer_id, 0)
            if cap > 0 and n >= cap:
                return False
            self._counts[trainer_id] = n + 1
            return True

    def leave(self, trainer_id: str) -> None:
        with self._lock:
            n = self._counts.get(trainer_id, 0) - 1
            if n > 0:
                self._counts[trainer_id] = n
            else:
                self._counts.pop(trainer_id, None)

    def count(self, trainer_id: str) -> int:
        with self._lock:
            return self._counts.get(trainer_id, 0)


IN_FLIGHT = InFlight()
IN_FLIGHT_RETRY_AFTER_S = 1


class Bursts:
    """This process's token buckets, (trainer, callable) → (calls available, when counted).

    A bucket holds at most `burst` calls and refills at the per-minute limit's own pace
    (limit / 60 per second), so over a minute it admits what the window admits, but never
    all of it at once.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._buckets: dict[tuple[str, str], tuple[float, float]] = {}

    def wait(self, trainer_id: str, function: str, burst: int, per_minute: int, t: float, take: bool) -> int | None:
        """None if a call fits now (and, with `take`, spend it), else the seconds until one does."""
        rate = per_minute / WINDOW_S
        key = (trainer_id, function)
        with self._lock:
            available, counted = self._buckets.get(key, (float(burst), t))
            available = min(float(burst), available + max(0.0, t - counted) * rate)
            if available < 1.0:
                self._buckets[key] = (available, t)
                return max(1, math.ceil((1.0 - available) / rate))
            if take:
                if len(self._buckets) > 10_000:  # bounded: forget full buckets (a forgotten one starts full)
                    for k, (a, c) in list(self._buckets.items()):
                        if a + (t - c) * rate >= burst:
                            del self._buckets[k]
                self._buckets[key] = (available - 1.0, t)
            return None

    def clear(self) -> None:
        with self._lock:
            self._buckets.clear()


BURSTS = Bursts()


class RefusalLog:
    """Refusals from memory, logged as counts per (trainer, callable, phase).

    The first refusal of a run is logged at once (the log shows when a flood
    started); the ones after it are counted and logged as one line with
    `refusedCount` at most every `every_s` seconds — when a later refusal
    comes, when any later call on this instance ends (`flush`), or when the
    instance stops — so the last count of a flood is not lost.
    """

    def __init__(self, every_s: float = 10.0, now: Callable[[], float] = time.monotonic) -> None:
        self._every_s, self._now = every_s, now
        self._lock = threading.Lock()
        # key → [refusals not yet logged, when the last line was written, last retry-after]
        self._pending: dict[tuple[str, str, str], list[Any]] = {}

    def add(self, trainer_id: str, function: str, phase: str, retry_after: int) -> None:
        t = self._now()
        key = (trainer_id, function, phase)
        with self._lock:
            entry = self._pending.get(key)
            if entry is None:
                if len(self._pending) > 10_000:  # bounded: write out and forget everything pending
                    lines = [(k, e) for k, e in self._pending.items() if e[0]]
                    self._pending.clear()
                    for k, e in lines:
                        _log_refusals(*k, e[2], e[0])
                self._pending[key] = [0, t, retry_after]
                due = 1
            else:
                entry[0] += 1
                entry[2] = retry_after
                due = 0
                if t - entry[1] >= self._every_s:
                    due, entry[0], entry[1] = entry[0], 0, t
        if due:
            _log_refusals(trainer_id, function, phase, retry_after, due)

    def flush(self, force: bool = False) -> None:
        """Write out the counts whose line is due (all of them with `force`); forget quiet keys."""
        if not self._pending:  # the common case, without the lock: nothing was refused lately
            return
        t = self._now()
        lines = []
        with self._lock:
            for key, entry in list(self._pending.items()):
                if force or t - entry[1] >= self._every_s:
                    if entry[0]:
                        lines.append((key, entry[2], entry[0]))
                    del self._pending[key]
        for key, retry_after, count in lines:
            _log_refusals(*key, retry_after, count)


def _log_refusals(trainer_id: str, function: str, phase: str, retry_after: int, count: int) -> None:
    fields: dict[str, Any] = {"trainerId": trainer_id, "function": function, "phase": phase, "refusedCount": count}
    if retry_after:
        fields["retryAfterSeconds"] = retry_after
    # The callables count bad ID tokens the same way (phase "token_rejected", no trainer known),
    # and tokens of revoked, disabled or deleted accounts (phase "token_revoked").
    log.info(phase if phase.startswith("token_") else "rate_limited", extra={"json_fields": fields})


REFUSAL_LOG = RefusalLog()
# An instance stopping (Cloud Functions sends SIGTERM; the worker exits) writes out what it still holds.
atexit.register(lambda: REFUSAL_LOG.flush(force=True))


def refused_from_memory(
    trainer_id: str,
    function: str,
    limit_per_minute: int,
    max_in_flight: int,
    now: Callable[[], float] = time.time,
    burst: int = 0,
) -> ResourceExhausted | None:
    """The refusal `admit` would answer from memory alone (a remembered refusal, the
    trainer's burst spent, or the trainer's calls in progress at the cap), or None. No
    I/O, nothing taken: an admitted call still goes through `admit`, which checks again."""
    if limit_per_minute > 0:
        t = now()
        waiting = REFUSALS.blocked(trainer_id, function, t)
        if waiting is not None:
            return _limited(trainer_id, function, waiting, "memory", audit=False)
        if burst > 0:
            waiting = BURSTS.wait(trainer_id, function, burst, limit_per_minute, t, take=False)
            if waiting is not None:
                return _limited(trainer_id, function, waiting, "burst", audit=False)
    if max_in_flight > 0 and IN_FLIGHT.count(trainer_id) >= max_in_flight:
        return _limited(trainer_id, function, IN_FLIGHT_RETRY_AFTER_S, "in_flight", audit=False)
    return None


class Slot:
    """An admitted call's place among its trainer's calls in progress; `release` when it ends."""

    def __init__(self, trainer_id: str) -> None:
        self.trainer_id = trainer_id
        self._released = False

    def release(self) -> None:
        if not self._released:
            self._released = True
            IN_FLIGHT.leave(self.trainer_id)

    def __enter__(self) -> "Slot":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def admit(
    db: Any,
    trainer_id: str,
    function: str,
    limit_per_minute: int,
    max_in_flight: int,
    now: Callable[[], float] = time.time,
    burst: int = 0,
) -> Slot:
    """Admit one call, or raise ResourceExhausted: remembered refusals, the in-flight cap and
    the burst first (memory only), then the shared per-minute window (`check`). Release the
    slot when the call ends (`with admit(...):`)."""
    if limit_per_minute > 0:
        waiting = REFUSALS.blocked(trainer_id, function, now())
        if waiting is not None:
            raise _limited(trainer_id, function, waiting, "memory", audit=False)
    if not IN_FLIGHT.enter(trainer_id, max_in_flight):
        raise _limited(trainer_id, function, IN_FLIGHT_RETRY_AFTER_S, "in_flight", audit=False)
    slot = Slot(trainer_id)
    if limit_per_minute > 0 and burst > 0:
        waiting = BURSTS.wait(trainer_id, function, burst, limit_per_minute, now(), take=True)
        if waiting is not None:
            slot.release()
            raise _limited(trainer_id, function, waiting, "burst", audit=False)
    try:
        check(db, trainer_id, function, limit_per_minute, now)
    except BaseException:
        slot.release()
        raise
    return slot


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
    waiting = REFUSALS.blocked(trainer_id, function, t)
    if waiting is not None:
        raise _limited(trainer_id, function, waiting, "memory", audit=False)
    window = int(t // WINDOW_S)
    try:
        retry_after = _spend(db, trainer_id, function, limit_per_minute, t, window)
    except Exception as exc:
        if outages.retry_after_s(exc) is not None:  # Firestore is down: so is everything this call needs
            log.warning(
                "rate_limit_unavailable", extra={"json_fields": {"function": function, "errorClass": type(exc).__name__}}
            )
            unavailable = Unavailable("Service temporarily unavailable, try again shortly")
            unavailable.audit = False  # the audit write would wait on the same Firestore, then fail
            raise unavailable from None
        # Any other limiter failure must not take every callable down: fail open.
        log.warning(
            "rate_limit_failed", extra={"json_fields": {"function": function, "errorClass": type(exc).__name__}}
        )
        return
    if retry_after is not None:
        REFUSALS.remember(trainer_id, function, t + retry_after)
        raise _limited(trainer_id, function, retry_after, "shared", audit=True)


def _limited(trainer_id: str, function: str, retry_after: int, phase: str, *, audit: bool) -> ResourceExhausted:
    if audit:  # the shared window's refusal: one line (and an audit record) each
        _log_refusals(trainer_id, function, phase, retry_after, 1)
    else:  # from memory: counted
        REFUSAL_LOG.add(trainer_id, function, phase, retry_after)
    err = ResourceExhausted(
        "Too many requests, try again later", {"retryAfterSeconds": retry_after, "retryAfter": retry_after}
    )
    err.audit = audit
    return err


def _spend(db: Any, trainer_id: str, function: str, limit: int, t: float, window: int) -> int | None:
    from google.api_core.retry import Retry
    from google.cloud.firestore import Increment

    budget = {"retry": Retry(timeout=FIRESTORE_BUDGET_S), "timeout": FIRESTORE_BUDGET_S}

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
        **budget,
    )
    counts = {
        snap.id: int((snap.to_dict() or {}).get("count", 0))
        for snap in db.get_all([current, previous], **budget)
        if snap.exists
    }
    count, prev = counts.get(current.id, 1), counts.get(previous.id, 0)
    elapsed = t - window * WINDOW_S
    if count + prev * (WINDOW_S - elapsed) / WINDOW_S <= limit:
        return None
    current.update({"count": Increment(-1)}, **budget)  # a refused call does not spend the budget
    return _retry_after(count - 1, prev, elapsed, limit)


def _retry_after(count: int, prev: int, elapsed: float, limit: int) -> int:
    """Seconds until one more call fits, given this window's `count` and the previous window's `prev`.

    Remembered refusals (`Refusals`) rely on this being no earlier than the
    window really admits: at the start of the next window this window's calls
    still weigh fully, so "wait for the next window" alone would be too early.
    """
    if count + 1 <= limit:
        # Within this window: count + 1 + prev * (W - e') / W <= limit.
        needed = WINDOW_S * (1 - (limit - 1 - count) / prev) if prev else 0.0
        return max(1, math.ceil(needed - elapsed))
    # In the next window (its count starts at 0, this one becomes the previous):
    # 1 + count * (W - e') / W <= limit  →  e' >= W * (1 - (limit - 1) / count).
    into_next = WINDOW_S * (1 - (limit - 1) / count)
    return max(1, math.ceil(WINDOW_S - elapsed + into_next))
