"""A request deadline shortens a Firestore RPC's bounded retries, never lengthens them
(shared/adapters/firestore_db.py, `DeadlineCapped`). Before, the time left replaced the RPC's own
budget: inside a 120 s deadline a refused RPC retried for 120 s instead of its 1 s budget."""

from __future__ import annotations

from typing import Any

from google.api_core.gapic_v1.method import DEFAULT
from google.api_core.retry import Retry

from shared.adapters.firestore_db import DeadlineCapped
from shared.kernel.deadline import Deadline, run_under


class _Generated:
    """A generated RPC's stand-in: its defaults (`_retry`, `_timeout`, as `bound_retries` leaves them)
    and the call, which records what it was passed."""

    def __init__(self, own_timeout: float | None) -> None:
        self._retry, self._timeout = Retry(timeout=own_timeout), own_timeout
        self.seen: list[dict[str, Any]] = []

    def __call__(self, *args: Any, **kwargs: Any) -> str:
        self.seen.append(kwargs)
        return "ok"


def _capped(own_timeout: float | None) -> tuple[DeadlineCapped, list[dict[str, Any]]]:
    rpc = _Generated(own_timeout)
    return DeadlineCapped(rpc), rpc.seen


def test_a_long_deadline_keeps_the_rpcs_own_shorter_budget():
    capped, seen = _capped(1.0)
    assert run_under(Deadline.start(120.0), lambda: capped(timeout=DEFAULT, retry=DEFAULT)) == "ok"
    assert seen[0]["retry"].timeout == 1.0 and seen[0]["timeout"] == 1.0


def test_a_short_deadline_shortens_the_rpcs_budget():
    capped, seen = _capped(10.0)
    run_under(Deadline.start(2.0), lambda: capped(timeout=DEFAULT, retry=DEFAULT))
    assert 0 < seen[0]["retry"].timeout <= 2.0 and 0 < seen[0]["timeout"] <= 2.0


def test_a_retry_with_no_deadline_of_its_own_gets_the_time_left():
    capped, seen = _capped(None)
    run_under(Deadline.start(3.0), lambda: capped(timeout=DEFAULT, retry=DEFAULT))
    assert 0 < seen[0]["retry"].timeout <= 3.0
