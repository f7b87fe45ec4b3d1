"""The per-minute limit is per trainer, not per instance: what spreading a flood over instances changes.

Each function instance keeps its own memory (refusals, bursts, calls in flight: module globals of
shared/usecases/ratelimit.py), and the shared window lives in Firestore. Here each "instance" is one
set of those memories, swapped in around its calls, all on the same Firestore emulator.
"""

from __future__ import annotations

import threading
from typing import Any, Iterator

import pytest

from shared.kernel.errors import ResourceExhausted
from shared.usecases import ratelimit
from tests.test_ratelimit_audit import Clock

pytestmark = pytest.mark.emulator


class Memory:
    """One instance's memories."""

    def __init__(self) -> None:
        self.refusals, self.in_flight, self.bursts = ratelimit.Refusals(), ratelimit.InFlight(), ratelimit.Bursts()


class PerThread:
    """Stands in for one of the module's memories: each thread reaches the memory of the instance it serves."""

    def __init__(self, which: str) -> None:
        self._which, self._local = which, threading.local()

    def serve(self, memory: Memory) -> None:
        self._local.memory = memory

    def __getattr__(self, name: str) -> Any:
        return getattr(getattr(self._local.memory, self._which), name)


@pytest.fixture
def instances(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """`serve(memory)` makes the calling thread an instance with that memory."""
    proxies = {which: PerThread(which) for which in ("refusals", "in_flight", "bursts")}
    monkeypatch.setattr(ratelimit, "REFUSALS", proxies["refusals"])
    monkeypatch.setattr(ratelimit, "IN_FLIGHT", proxies["in_flight"])
    monkeypatch.setattr(ratelimit, "BURSTS", proxies["bursts"])

    def serve(memory: Memory) -> None:
        for proxy in proxies.values():
            proxy.serve(memory)

    yield serve


def call(db: Any, clock: Clock, limit: int, burst: int = 0) -> tuple[str, Any]:
    try:
        with ratelimit.admit(db, "flooder", "semanticSearch", limit, 4, now=clock, burst=burst):
            return "ok", None
    except ResourceExhausted as err:
        return ("shared" if err.audit else "memory"), err.details


def test_three_instances_admit_the_limit_once_and_each_asks_the_window_once(db, instances):
    clock = Clock(60 * 30000 + 5)  # 5 s into a window
    memories = [Memory() for _ in range(3)]
    outcomes = []
    for i in range(30):  # round robin, one call at a time
        instances(memories[i % 3])
        outcomes.append((i % 3, *call(db, clock, limit=10)))
    # The per-minute limit holds for the trainer across instances: 10 admitted, not 10 per instance.
    assert [kind for _, kind, _ in outcomes[:10]] == ["ok"] * 10
    # Then every instance refuses: the first refusal on each comes from the shared window (audited),
    # the rest from that instance's own memory.
    assert [(n, kind) for n, kind, _ in outcomes[10:13]] == [(1, "shared"), (2, "shared"), (0, "shared")]
    assert {kind for _, kind, _ in outcomes[13:]} == {"memory"}
    # Every refusal carries the same retryAfter, whichever instance answered it: the rest of this window,
    # then 6 s into the next, when 10 x 54/60 = 9 leaves room for one.
    assert {details["retryAfter"] for _, kind, details in outcomes[10:]} == {61}
    assert all(details["retryAfterSeconds"] == details["retryAfter"] for _, _, details in outcomes[10:])
    # Nothing was held: every admitted call released its instance's slot.
    assert all(memory.in_flight.count("flooder") == 0 for memory in memories)


def test_concurrent_calls_on_several_instances_never_pass_the_limit(db, instances):
    """Four instances, four threads each (the in-flight cap), five calls per thread, at once. The
    window admits at most the limit; an instance asks it, and is refused, at most once per call it
    has in flight before it remembers the refusal."""
    clock = Clock(60 * 30002 + 5)
    memories = [Memory() for _ in range(4)]
    outcomes: list[tuple[int, str]] = []
    lock, start = threading.Lock(), threading.Barrier(16)

    def thread(n: int) -> None:
        instances(memories[n % 4])
        start.wait(60)
        for _ in range(5):
            kind, _ = call(db, clock, limit=20)
            with lock:
                outcomes.append((n % 4, kind))

    threads = [threading.Thread(target=thread, args=(n,)) for n in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(outcomes) == 80
    admitted = sum(1 for _, kind in outcomes if kind == "ok")
    # Never more than the limit; racing calls may be refused conservatively (each refused call's
    # increment is seen by the others before it is taken back), by at most the calls in flight.
    assert 20 - 16 < admitted <= 20
    shared = [sum(1 for k, kind in outcomes if k == n and kind == "shared") for n in range(4)]
    assert all(1 <= asked <= 4 for asked in shared), shared


def test_the_burst_is_per_instance_and_the_window_still_caps_the_trainer(db, instances):
    """The burst limit spreads one instance's load (its threads and CPU): each instance gives a trainer up
    to `burst` calls at once, so N instances give N x burst, and the shared window still bounds the sum."""
    clock = Clock(60 * 30004 + 5)
    two = [Memory(), Memory()]
    outcomes = []
    for i in range(8):
        instances(two[i % 2])
        outcomes.append(call(db, clock, limit=60, burst=3)[0])
    assert outcomes == ["ok"] * 6 + ["memory", "memory"]  # 3 at once on each, then the burst refuses

    four = [Memory() for _ in range(4)]
    outcomes = []
    for i in range(16):
        instances(four[i % 4])
        outcomes.append(call(db, Clock(60 * 30006 + 5), limit=5, burst=3)[0])
    assert outcomes.count("ok") == 5  # 4 x 3 at once would be 12: the window admits the limit
    # Each instance learns of the refusal by asking the window once, then refuses from memory.
    assert outcomes[5:9] == ["shared"] * 4 and set(outcomes[9:]) == {"memory"}
