"""Roles stay exclusive when the calls that make them race (shared/usecases/accounts.py).

A uid registering as a trainer while trainers file the same uid as their client, and two
trainers claiming one client id at once: each call reads both documents and writes in one
Firestore transaction, so whichever commits first decides, and every other call is refused
with the answer it would get one after the other. A transaction that keeps losing to the
others ends as UNAVAILABLE with `retryAfter` (Firestore's "failed to commit in 5 attempts"
carries the ABORTED it lost on; shared/kernel/outages.py), never INTERNAL. On the Firestore
emulator, which aborts a transaction whose documents another one holds, through the
callables' protocol, the calls released together by a barrier.
"""

from __future__ import annotations

import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

import pytest

import main

pytestmark = pytest.mark.emulator

ROUNDS = 4


@pytest.fixture
def world(db: Any, backends: Any) -> Any:
    backends.settings.rate_limit_per_minute = 0
    return backends


def _race(calls: list[Callable[[], tuple[int, dict[str, Any]]]]) -> list[tuple[str, str]]:
    """Run the calls at once; each one's (what it was, outcome status)."""
    barrier = threading.Barrier(len(calls))

    def go(call: Callable[[], tuple[int, dict[str, Any]]]) -> tuple[int, dict[str, Any]]:
        barrier.wait()
        return call()

    with ThreadPoolExecutor(len(calls)) as pool:
        answers = list(pool.map(go, calls))
    outcomes = []
    for status, body in answers:
        if status == 200:
            outcomes.append("OK")
            continue
        error = body.get("error", {})
        if error.get("status") == "UNAVAILABLE":
            assert status == 503 and error.get("details", {}).get("retryAfter", 0) > 0, body
        outcomes.append(error.get("status", f"HTTP {status}"))
    return outcomes


def _register(call_function: Any, uid: str) -> Callable[[], tuple[int, dict[str, Any]]]:
    return lambda: call_function(main.registerTrainer, {"displayName": "Racing Coach"}, uid=uid)


def _file(call_function: Any, trainer: str, client_id: str) -> Callable[[], tuple[int, dict[str, Any]]]:
    return lambda: call_function(main.saveClient, {"clientId": client_id, "displayName": "Raced"}, uid=trainer)


def test_a_uid_is_never_both_trainer_and_client_however_the_calls_race(world: Any, db: Any,
                                                                       call_function: Any) -> None:
    filers = ["filer-a", "filer-b"]
    for trainer in filers:
        assert call_function(main.registerTrainer, {"displayName": trainer}, uid=trainer)[0] == 200
    seen: Counter[str] = Counter()
    for n in range(ROUNDS):
        uid = f"contested-{n}"
        calls = [_register(call_function, uid) for _ in range(3)] + [_file(call_function, t, uid) for t in filers]
        outcomes = _race(calls)
        registered, filed = outcomes[:3], outcomes[3:]
        seen.update(outcomes)
        is_trainer = db.collection("trainers").document(uid).get().exists
        client = db.collection("clients").document(uid).get()
        assert not (is_trainer and client.exists), (uid, outcomes)
        # What was answered OK is what is stored, and the losers got the refusal of their role.
        assert is_trainer == ("OK" in registered), (uid, outcomes)
        assert client.exists == ("OK" in filed), (uid, outcomes)
        if is_trainer:
            assert set(filed) <= {"ALREADY_EXISTS", "UNAVAILABLE"}, outcomes
        if client.exists:
            assert set(registered) <= {"FAILED_PRECONDITION", "UNAVAILABLE"}, outcomes
            # One trainer owns the client, and it is one whose call was answered OK.
            owner = client.to_dict()["trainerId"]
            assert filed[filers.index(owner)] == "OK", outcomes
            assert filed.count("OK") == 1, outcomes
        assert "OK" in outcomes or "UNAVAILABLE" in outcomes, outcomes  # somebody won, or was told to retry
    assert set(seen) <= {"OK", "ALREADY_EXISTS", "FAILED_PRECONDITION", "UNAVAILABLE"}, seen  # never INTERNAL


def test_two_trainers_claiming_one_client_id_at_once_leave_it_to_one(world: Any, db: Any, call_function: Any) -> None:
    trainers = ["claim-a", "claim-b"]
    for trainer in trainers:
        assert call_function(main.registerTrainer, {"displayName": trainer}, uid=trainer)[0] == 200
    for n in range(ROUNDS):
        client_id = f"claimed-{n}"
        calls = [_file(call_function, t, client_id) for t in trainers for _ in range(2)]
        outcomes = _race(calls)
        by_trainer = {t: outcomes[2 * i:2 * i + 2] for i, t in enumerate(trainers)}
        assert set(outcomes) <= {"OK", "ALREADY_EXISTS", "UNAVAILABLE"}, outcomes
        snap = db.collection("clients").document(client_id).get()
        assert snap.exists == ("OK" in outcomes), outcomes
        if snap.exists:
            owner = snap.to_dict()["trainerId"]
            other = next(t for t in trainers if t != owner)
            assert "OK" in by_trainer[owner], by_trainer
            assert "OK" not in by_trainer[other], by_trainer  # the loser was never told it had the client
