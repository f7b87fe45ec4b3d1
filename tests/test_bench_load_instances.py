"""The load benchmark's `--instances`: semanticSearch served by several server processes at once.

Cloud Run spreads a deployed function's requests over instances, each a process with its own
memory (refused trainers, bursts, calls in flight, verified tokens) and the shared state in
Firestore. bench/load.py's `--instances` serves from spawned processes of that kind
(bench/load_server.py) and spreads each client thread's requests over them (`Spread`). These
tests pin the mechanics: how requests are spread, that each thread keeps one connection per
instance, that every refusal is checked for its `retryAfter`, and that two spawned instances
have separate memories and one shared window.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any, Iterator

import flask
import pytest

from bench.gthread_server import GthreadServer


def load_module() -> Any:
    from bench import load

    return load


def test_round_robin_spreads_each_threads_requests_in_turn_from_its_own_instance():
    load = load_module()
    picks = [[spread.pick() for _ in range(6)] for spread in (load.Spread(3, "round-robin", start=s) for s in range(3))]
    assert picks == [[0, 1, 2, 0, 1, 2], [1, 2, 0, 1, 2, 0], [2, 0, 1, 2, 0, 1]]
    # At every step the threads are on different instances: a flood's concurrent calls spread evenly.
    assert all(sorted(step) == [0, 1, 2] for step in zip(*picks))


def test_connection_balance_pins_a_thread_and_random_reaches_every_instance():
    load = load_module()
    assert {load.Spread(2, "connection", start=3).pick() for _ in range(20)} == {1}
    def draws(start: int) -> list[int]:
        spread = load.Spread(4, "random", start=start)
        return [spread.pick() for _ in range(400)]

    assert set(draws(0)) == {0, 1, 2, 3}
    assert draws(0) == draws(0) != draws(1)  # seeded per thread
    assert {load.Spread(1, balance, start=5).pick() for balance in load.BALANCES} == {0}  # one server: as before
    with pytest.raises(ValueError):
        load.Spread(2, "least-busy", start=0)


def test_instance_counts_and_phases():
    load = load_module()
    assert load.instance_counts("1,2") == [1, 2]
    for bad in ("", "0,1", "2,2", "1,-1"):
        with pytest.raises(argparse.ArgumentTypeError):
            load.instance_counts(bad)
    single = argparse.Namespace(instances=None, phases="", gil_switch_ms=0)
    assert load.phase_names(single, emulators=False) == load.PHASES  # the default run is unchanged
    spread = argparse.Namespace(instances=[1, 2], phases="", gil_switch_ms=0)
    assert load.phase_names(spread, emulators=False) == (
        "baseline", "flood", "flood-all-refused", "flood-no-burst", "baseline-again")
    chosen = argparse.Namespace(instances=[1, 2], phases="flood-no-memory", gil_switch_ms=0)
    assert load.phase_names(chosen, emulators=False) == ("baseline", "flood-no-memory")
    assert load.phase_key("flood", None) == "flood" and load.phase_key("flood", 2) == "flood@2"
    # The emulators' workers read the limiter's settings once, from their environment: no phase switches them.
    assert load.phase_names(single, emulators=True) == ("baseline", "flood", "baseline-again")


def test_a_refusal_must_carry_retry_after_in_body_and_header():
    load = load_module()
    good = {"error": {"status": "RESOURCE_EXHAUSTED", "message": "Too many requests",
                      "details": {"retryAfterSeconds": 7, "retryAfter": 7}}}
    assert load.refusal_problem(good, "7") == ""
    assert "Retry-After" in load.refusal_problem(good, None)
    assert "Retry-After" in load.refusal_problem(good, "8")
    no_detail = {"error": {"status": "RESOURCE_EXHAUSTED", "message": "Too many requests"}}
    assert "without retryAfter" in load.refusal_problem(no_detail, "7")
    zero = {"error": {"status": "RESOURCE_EXHAUSTED", "details": {"retryAfter": 0}}}
    assert "without retryAfter" in load.refusal_problem(zero, "0")
    assert "not RESOURCE_EXHAUSTED" in load.refusal_problem({"error": {"status": "UNAVAILABLE"}}, "7")
    assert "not RESOURCE_EXHAUSTED" in load.refusal_problem(None, None)


class Recorder:
    """A stand-in instance: answers every call the same way and records the client's port of each."""

    def __init__(self, status: int, retry_after_header: str | None = "7") -> None:
        self.ports: list[int] = []
        app = flask.Flask("instance")

        def view() -> Any:
            self.ports.append(int(flask.request.environ["REMOTE_PORT"]))
            if status == 200:
                return {"result": {"results": []}}
            body = {"error": {"status": "RESOURCE_EXHAUSTED", "message": "Too many requests",
                              "details": {"retryAfterSeconds": 7, "retryAfter": 7}}}
            headers = {"Retry-After": retry_after_header} if retry_after_header else {}
            return flask.Response(json.dumps(body), status=429, headers=headers, mimetype="application/json")

        app.add_url_rule("/semanticSearch", "f", view, methods=["POST"])
        self.server = GthreadServer(app, threads=4)
        self.url = f"http://127.0.0.1:{self.server.port}/semanticSearch"


@pytest.fixture
def recorders() -> Iterator[Any]:
    made: list[Recorder] = []

    def make(*statuses: tuple[int, str | None]) -> list[Recorder]:
        made.extend(Recorder(status, header) for status, header in statuses)
        return made[-len(statuses):]

    yield make
    for recorder in made:
        recorder.server.shutdown()


def test_the_flood_is_spread_per_request_with_one_connection_per_instance_per_thread(recorders):
    load = load_module()
    ok, refusing = recorders((200, None), (429, "7"))
    answers, _, _ = load.flood_client([ok.url, refusing.url], "flooder", total=24, concurrency=3)
    assert Counter(instance for _, _, _, instance in answers) == {0: 12, 1: 12}
    assert {(status, instance) for status, _, _, instance in answers} == {(200, 0), (429, 1)}
    assert all(what == "" for _, _, what, _ in answers)  # every 429 carried retryAfter and Retry-After
    # Each of the 3 threads kept one connection to each instance for all its calls.
    assert len(set(ok.ports)) == 3 and len(set(refusing.ports)) == 3


def test_a_refusal_without_retry_after_is_reported_with_the_instance_that_gave_it(recorders):
    load = load_module()
    ok, bad = recorders((200, None), (429, None))
    answers, _, _ = load.flood_client([ok.url, bad.url], "flooder", total=8, concurrency=2, balance="connection")
    # Pinned per thread: thread 0 to instance 0, thread 1 to instance 1.
    assert Counter(instance for _, _, _, instance in answers) == {0: 4, 1: 4}
    flagged = {(instance, what.split(":")[0]) for status, _, what, instance in answers if status == 429}
    assert flagged == {(1, "429 Retry-After header None, retryAfter 7")}


def test_normal_trainers_each_spread_their_questions(recorders):
    load = load_module()
    first, second = recorders((200, None), (200, None))
    answers, _ = load.normal_clients([first.url, second.url], ["a", "b", "c"], requests=4, pause=0)
    assert {uid: [instance for _, _, _, instance in xs] for uid, xs in answers.items()} == {
        "a": [0, 1, 0, 1], "b": [1, 0, 1, 0], "c": [0, 1, 0, 1]}
    assert len(first.ports) == len(second.ports) == 6


@pytest.mark.emulator
@pytest.mark.heavy(15)  # two processes import functions/main.py (4-5 s each here): handed out early (tests/scheduling.py)
def test_spawned_instances_have_their_own_memory_and_share_the_window(db, tmp_path):
    """Instance A already refuses the flooder from memory; instance B has never seen it, so it asks the
    shared window in Firestore (over the limit: refused, with retryAfter) and only then refuses from
    its own memory. A's memory never reaches B: each instance learns of a refusal once."""
    import http.client

    from bench.load_server import ServerConfig, SpawnedServer
    from shared.usecases import ratelimit
    from tests.conftest import id_token

    load = load_module()
    ratelimit.check(db, "flooder", "semanticSearch", 1)  # the flooder's one call of the minute, spent
    config = ServerConfig(project=db.project, store_path=tmp_path / "vectors.sqlite3", limit=1, max_in_flight=4,
                          burst=0, auth_recheck_s=0)
    instances = [SpawnedServer(config), SpawnedServer(config)]
    try:
        a, b = (instance.ready() for instance in instances)
        a.configure("flood-all-refused", "flooder")  # A remembers a refusal (as after its own shared refusal)
        b.configure("flood", "flooder")
        for instance in (a, b):
            instance.start_phase()

        def refusal(url: str) -> str:
            host, port = url.split("//")[1].split("/")[0].split(":")
            conn = http.client.HTTPConnection(host, int(port), timeout=120)
            conn.request("POST", "/semanticSearch", json.dumps({"data": {"query": "knee"}}),
                         {"Content-Type": "application/json", "Authorization": f"Bearer {id_token('flooder')}"})
            response = conn.getresponse()
            body = json.loads(response.read())
            conn.close()
            assert response.status == 429, body
            return load.refusal_problem(body, response.getheader("Retry-After"))

        assert [refusal(a.url), refusal(b.url), refusal(b.url)] == ["", "", ""]
        done_a, done_b = a.end_phase(), b.end_phase()
    finally:
        for instance in instances:
            instance.shutdown()
    assert done_a["refusals"] == {"shared": 0, "memory": 1, "burst": 0, "in_flight": 0}
    assert done_a["rpcs"] == 0
    assert done_b["refusals"] == {"shared": 1, "memory": 1, "burst": 0, "in_flight": 0}
    assert done_b["rpcs"] >= 3  # the window's increment, read and take-back (and the refusal's audit record)
    assert [status for status, _ in done_b["in_app"]] == [429, 429]
