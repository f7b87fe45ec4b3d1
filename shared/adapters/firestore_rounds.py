"""Conditional writes tried again from a fresh read when a concurrent writer got there first.

Firestore transactions lock what they read; writers contending for one document
then wait on each other's locks, and the emulator ends that in a lock timeout
on a read, which the SDK does not retry. The project's contended writes are
instead a read, a decision, and one batch conditional on what was read
(`last_update_time`, or `create()` of a document read as absent). Such a batch
fails as a whole when another writer changed the document in between; the
round is then run again on a fresh read, after a short random pause so
contending writers do not re-read in step.
"""

from __future__ import annotations

import random
import time
from typing import Callable, TypeVar

T = TypeVar("T")


def lost() -> tuple[type[Exception], ...]:
    """What a conditional write raises when another writer changed its document first: a stale
    `last_update_time` (FAILED_PRECONDITION), a document created meanwhile (ALREADY_EXISTS), or
    contention (ABORTED)."""
    from google.api_core import exceptions

    return (exceptions.FailedPrecondition, exceptions.AlreadyExists, exceptions.Aborted)


def in_rounds(attempt: Callable[[], T], rounds: int, pause_s: tuple[float, float], what: str) -> T:
    """`attempt()` (a read, a decision, a conditional write, or no write at all) until one round does
    not lose its condition; Aborted after `rounds` lost rounds (a callable answers UNAVAILABLE)."""
    from google.api_core import exceptions

    losing = lost()
    for n in range(rounds):
        if n:
            time.sleep(random.uniform(*pause_s))
        try:
            return attempt()
        except losing:
            continue
    raise exceptions.Aborted(f"{what} changed {rounds} times while being written")
