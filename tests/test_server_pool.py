"""The per-trainer in-flight cap is bounded by half the server's request threads (functions/server_pool.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from pydantic import BaseModel

import server_pool
from callables import Call
from shared.kernel.errors import ResourceExhausted
from shared.usecases import ratelimit


def test_the_pool_is_what_functions_framework_starts() -> None:
    # functions_framework/_http/gunicorn.py: int(os.environ.get("THREADS", (os.cpu_count() or 1) * 4)).
    assert server_pool.server_threads({}, cpu_count=1) == 4
    assert server_pool.server_threads({}, cpu_count=2) == 8
    assert server_pool.server_threads({"THREADS": "6"}, cpu_count=2) == 6
    assert server_pool.server_threads({}, cpu_count=0) == 4  # os.cpu_count() may answer None (or 0): one CPU
    assert server_pool.server_threads({"THREADS": "lots"}, cpu_count=1) == 4  # unreadable: never lifts the bound
    assert server_pool.server_threads({"THREADS": "0"}, cpu_count=1) == 1


@pytest.mark.parametrize(("configured", "threads", "cap"), [
    (4, 4, 2),    # 1 CPU reported: the default cap would have been the whole pool
    (4, 8, 4),    # 2 CPUs: the configured cap is already at most half
    (4, 32, 4),
    (2, 4, 2),
    (4, 3, 1),
    (4, 2, 1),
    (4, 1, 1),    # one thread: one call, or the trainer could never be served at all
    (0, 4, 0),    # the cap turned off stays off
])
def test_the_cap_is_at_most_half_the_pool(configured: int, threads: int, cap: int) -> None:
    assert server_pool.in_flight_cap(configured, threads) == cap


def test_no_pool_size_lets_one_trainer_hold_more_than_half_of_it() -> None:
    for threads in range(2, 65):
        for configured in range(1, 12):
            cap = server_pool.in_flight_cap(configured, threads)
            assert 1 <= cap <= configured and 2 * cap <= threads


class Query(BaseModel):
    query: str


def test_admission_uses_the_bounded_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the callables' own admission (`Call.admit`, every on_call callable and chatWithAI):
    with a 4-thread pool and the default cap of 4, a trainer's third concurrent call is refused."""
    monkeypatch.setenv("THREADS", "4")
    settings = SimpleNamespace(rate_limit_per_minute=0, max_in_flight_per_trainer=4, rate_limit_burst=0)
    backends = SimpleNamespace(db=None, settings=settings)  # no per-minute window: no Firestore call
    calls = [Call("semanticSearch") for _ in range(3)]
    try:
        for call in calls[:2]:
            call.admit("trainer-pool", backends, Query, {"query": "knee"})
        with pytest.raises(ResourceExhausted):
            calls[2].admit("trainer-pool", backends, Query, {"query": "knee"})
        # Another trainer still gets in: the cap is per trainer.
        other = Call("semanticSearch")
        other.admit("trainer-other", backends, Query, {"query": "knee"})
        other.release()
    finally:
        for call in calls:
            call.release()
    assert ratelimit.IN_FLIGHT.count("trainer-pool") == 0
    monkeypatch.setenv("THREADS", "8")  # a larger pool: the configured 4 hold
    more = [Call("semanticSearch") for _ in range(4)]
    try:
        for call in more:
            call.admit("trainer-pool", backends, Query, {"query": "knee"})
    finally:
        for call in more:
            call.release()
