"""One time budget per request, visible to every step that makes a network call.

A `Deadline` is an absolute point on the monotonic clock. `call_with_deadline`
starts one, makes it the *current* deadline (a context variable, so it follows
the request into every worker thread started with `submit`) and waits for the
work at most until it expires: that outer wait is the hard guarantee, whatever
the work does. The adapters read the current deadline to stop early instead of
running on in the background: each network attempt gets a timeout no longer
than what is left (`budget`), and a retry starts only while time is left.
The SDKs retry inside one call (Pinecone up to 3 times, 22 s for a 5 s
per-attempt timeout when every attempt stalls), so their own timeouts alone
never bound the total.

Abandoned work is not killed (Python threads cannot be): it finishes in the
background, bounded by its own per-attempt timeout, and its result is dropped.
"""

from __future__ import annotations

import concurrent.futures
import contextvars
import queue
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterator, TypeVar

T = TypeVar("T")

_current: contextvars.ContextVar["Deadline | None"] = contextvars.ContextVar("deadline", default=None)


class DeadlineExceeded(TimeoutError):
    pass


@dataclass(frozen=True)
class Deadline:
    """`seconds` from `started`, on `clock` (time.monotonic(); a test gives a clock of its own, so that
    a budget is spent without waiting for it)."""

    seconds: float
    started: float
    clock: Callable[[], float] = field(default=time.monotonic, compare=False, repr=False)

    @classmethod
    def start(cls, seconds: float, clock: Callable[[], float] = time.monotonic) -> "Deadline":
        return cls(seconds, clock(), clock)

    @property
    def expires(self) -> float:
        return self.started + self.seconds

    def remaining(self) -> float:
        return max(0.0, self.expires - self.clock())

    def expired(self) -> bool:
        return self.remaining() <= 0.0

    def elapsed(self) -> float:
        return self.clock() - self.started


def current() -> Deadline | None:
    """The deadline of the request this thread works for, if any."""
    return _current.get()


def budget(default_s: float) -> float:
    """`default_s`, or less if the current deadline leaves less (never negative)."""
    deadline = current()
    return default_s if deadline is None else min(default_s, deadline.remaining())


def before_read(message: str) -> None:
    """Raise DeadlineExceeded(`message`) when the current deadline (if any) has expired: a use case's
    store read starts only while the request's budget lasts."""
    deadline = current()
    if deadline is not None and deadline.expired():
        raise DeadlineExceeded(message)


def time_left(minimum_s: float = 0.0) -> bool:
    """Whether the current deadline (if any) leaves more than `minimum_s`: the test before a retry."""
    deadline = current()
    return deadline is None or deadline.remaining() > minimum_s


# Two pools: the request's own thread (outer) waits on the fan-out of its
# steps (inner); one shared pool could fill with waiting outers and starve
# the steps they wait for. Threads start on first use (nothing at import).
@lru_cache(maxsize=1)
def _outer_pool() -> concurrent.futures.ThreadPoolExecutor:
    return concurrent.futures.ThreadPoolExecutor(max_workers=16, thread_name_prefix="deadline")


@lru_cache(maxsize=1)
def _step_pool() -> concurrent.futures.ThreadPoolExecutor:
    return concurrent.futures.ThreadPoolExecutor(max_workers=64, thread_name_prefix="step")


def call_with_deadline(fn: Callable[[], T], seconds: float) -> T:
    """Run `fn` under a new deadline of `seconds` (or the current one, if that is tighter).

    Raises DeadlineExceeded once the deadline passes, whether or not `fn` has finished.
    """
    return run_within(Deadline.start(seconds), fn)


def run_within(deadline: Deadline, fn: Callable[[], T]) -> T:
    """Run `fn` under `deadline` (one budget shared by several calls), or the current one if tighter."""
    outer = current()
    if outer is not None and outer.expires <= deadline.expires:
        return fn()  # the caller's own wait on `outer` already bounds this
    context = contextvars.copy_context()
    future = _outer_pool().submit(context.run, _with_current, deadline, fn)
    try:
        return future.result(timeout=deadline.remaining())
    except concurrent.futures.TimeoutError as exc:
        future.cancel()
        raise DeadlineExceeded(f"exceeded {deadline.seconds:g} s") from exc


def run_under(deadline: Deadline, fn: Callable[..., T], *args: Any) -> T:
    """Run `fn` in this thread with `deadline` as the current one (no outer wait): for work
    started on behalf of several requests, whose own calls must still stop in time."""
    context = contextvars.copy_context()
    return context.run(_with_current, deadline, lambda: fn(*args))


def submit(fn: Callable[..., T], *args: Any) -> "concurrent.futures.Future[T]":
    """Start one step of the current request in a worker thread (it sees the same deadline)."""
    context = contextvars.copy_context()
    return _step_pool().submit(context.run, fn, *args)


def all_of(*calls: Callable[[], Any]) -> list[Any]:
    """`calls` run at once, their results in the order given: independent reads whose round
    trips overlap instead of adding up. The first runs in this thread, the others as steps of
    the current request (same deadline). The first failure in that order is raised, as if they
    had been called one after another (the others finish in the background, bounded by the
    deadline as any step is).

    A step no worker has started yet is taken back and run here: `all_of` is nested (the chat's
    client layers, their digest, its queries), and a thread that waited for a queued step while
    every worker waited likewise would wait until the deadline. So the result never depends on
    how busy the pool is, only when it comes."""
    if not calls:
        return []
    first, *rest = calls
    futures = [submit(call) for call in rest]
    results = [first()]
    for call, future in zip(rest, futures):
        results.append(call() if future.cancel() else wait(future))
    return results


def wait(future: "concurrent.futures.Future[T]") -> T:
    """A step's result, waiting at most until the current deadline; DeadlineExceeded after it."""
    try:
        return future.result(timeout=_remaining_or_none())
    except concurrent.futures.TimeoutError as exc:
        future.cancel()
        raise DeadlineExceeded("a step outlived the request's deadline") from exc


def bounded_stream(items: Iterator[T], deadline: Deadline) -> Iterator[T]:
    """Yield `items` as they come, but raise DeadlineExceeded once `deadline` passes.

    The iterator is drained by a worker thread, so a stalled read (a stream
    whose next chunk never comes) cannot hold the caller past the deadline.
    """
    chunks: "queue.Queue[tuple[str, Any]]" = queue.Queue()
    stop = threading.Event()

    def pump() -> None:
        try:
            for item in items:
                if stop.is_set():
                    return
                chunks.put(("item", item))
            chunks.put(("end", None))
        except BaseException as exc:  # handed to the consumer, raised there
            chunks.put(("error", exc))

    context = contextvars.copy_context()
    context.run(_current.set, deadline)
    threading.Thread(target=context.run, args=(pump,), name="stream", daemon=True).start()
    try:
        while True:
            try:
                kind, value = chunks.get(timeout=deadline.remaining())
            except queue.Empty:
                raise DeadlineExceeded(f"stream exceeded {deadline.seconds:g} s") from None
            if kind == "end":
                return
            if kind == "error":
                raise value
            yield value
    finally:
        stop.set()


def _with_current(deadline: Deadline, fn: Callable[[], T]) -> T:
    _current.set(deadline)
    return fn()


def _remaining_or_none() -> float | None:
    deadline = current()
    return None if deadline is None else deadline.remaining()
