"""Run a call with a hard time budget.

The Pinecone SDK retries inside one call, so its own per-attempt timeout does
not bound the total; a worker thread with `result(timeout=...)` does. The
abandoned call finishes in the background and its result is dropped.
"""

from __future__ import annotations

import concurrent.futures
from functools import lru_cache
from typing import Callable, TypeVar

T = TypeVar("T")


class DeadlineExceeded(TimeoutError):
    pass


@lru_cache(maxsize=1)
def _pool() -> concurrent.futures.ThreadPoolExecutor:
    return concurrent.futures.ThreadPoolExecutor(max_workers=8, thread_name_prefix="deadline")


def call_with_deadline(fn: Callable[[], T], seconds: float) -> T:
    future = _pool().submit(fn)
    try:
        return future.result(timeout=seconds)
    except concurrent.futures.TimeoutError as exc:
        future.cancel()
        raise DeadlineExceeded(f"exceeded {seconds:.1f}s") from exc
