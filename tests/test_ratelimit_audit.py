"""Rate limit per trainer (Firestore-backed, across instances) and the audit trail."""

from __future__ import annotations

import threading

import pytest

import main
from shared.usecases import audit, ratelimit
from shared.kernel.errors import ResourceExhausted
from tests.factories import add_client, add_message

pytestmark = pytest.mark.emulator


class Clock:
    def __init__(self, t: float) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def test_limit_then_retry_after_then_window_slides(db):
    clock = Clock(60 * 16667 + 20)  # 20 s into a one-minute window
    for _ in range(5):
        ratelimit.check(db, "t1", "semanticSearch", 5, now=clock)
    with pytest.raises(ResourceExhausted) as err:
        ratelimit.check(db, "t1", "semanticSearch", 5, now=clock)
    # The rest of this window (40 s), then 12 s into the next, when 5 x 48/60 = 4 leaves room for one.
    assert err.value.details == {"retryAfterSeconds": 52, "retryAfter": 52}
    # Per trainer and per callable: others are not affected.
    ratelimit.check(db, "t2", "semanticSearch", 5, now=clock)
    ratelimit.check(db, "t1", "chatWithAI", 5, now=clock)
    # Next window, 30 s in: the previous 5 calls still weigh 5 * 30/60 = 2.5 → 2 more fit.
    clock.t += 70
    ratelimit.check(db, "t1", "semanticSearch", 5, now=clock)
    ratelimit.check(db, "t1", "semanticSearch", 5, now=clock)
    with pytest.raises(ResourceExhausted) as err:
        ratelimit.check(db, "t1", "semanticSearch", 5, now=clock)
    assert 1 <= err.value.details["retryAfterSeconds"] <= 30
    # Two idle windows later everything is forgotten.
    clock.t += 120
    for _ in range(5):
        ratelimit.check(db, "t1", "semanticSearch", 5, now=clock)


def test_zero_disables_the_limit(db):
    for _ in range(20):
        ratelimit.check(db, "t1", "semanticSearch", 0)
    assert list(db.collection(ratelimit.COLLECTION).stream()) == []


def test_concurrent_instances_share_one_budget(db):
    """Threads with their own Firestore clients stand in for function instances."""
    from google.cloud import firestore

    clock = Clock(60 * 20000 + 1)
    outcomes: list[str] = []
    lock = threading.Lock()

    def instance() -> None:
        client = firestore.Client(project=db.project)
        for _ in range(4):
            try:
                ratelimit.check(client, "t1", "semanticSearch", 10, now=clock)
                result = "ok"
            except ResourceExhausted:
                result = "limited"
            with lock:
                outcomes.append(result)

    threads = [threading.Thread(target=instance) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    # Never more than the limit; calls racing at the boundary may be refused
    # conservatively (each reads the others' increments before they take them back).
    assert len(outcomes) == 16
    assert 10 - len(threads) < outcomes.count("ok") <= 10


def test_callable_answers_resource_exhausted_with_retry_after(db, backends, call_function):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    backends.settings.rate_limit_per_minute = 3
    statuses = [call_function(main.semanticSearch, {"query": "knee"}, uid="trainer-a") for _ in range(4)]
    assert [s for s, _ in statuses[:3]] == [200, 200, 200]
    status, body = statuses[3]
    assert status == 429 and body["error"]["status"] == "RESOURCE_EXHAUSTED"
    assert body["error"]["details"]["retryAfterSeconds"] >= 1
    assert call_function(main.semanticSearch, {"query": "knee"}, uid="trainer-b")[0] == 200


def test_every_callable_leaves_an_audit_record_without_content(db, backends, call_function):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "CANARY-knee-text", "Sarah Kim")
    call_function(main.semanticSearch, {"query": "CANARY-query", "clientId": "sarah"}, uid="trainer-a")
    call_function(main.semanticSearch, {"query": "knee", "clientId": "not-mine"}, uid="trainer-a")
    call_function(main.semanticSearch, {"query": ""}, uid="trainer-a")
    call_function(main.semanticSearch, {"query": "knee"}, uid=None)  # no caller: nothing to attribute
    records = sorted(
        (s.to_dict() for s in db.collection("auditLog").stream()), key=lambda r: r["at"]
    )
    # The id the caller sent is kept only once it resolved to the caller's client;
    # an unknown one is stored as a per-trainer digest, never as sent.
    assert [(r["action"], r.get("clientId"), r.get("clientIdHash"), r["outcome"]) for r in records] == [
        ("semanticSearch", "sarah", None, "ok"),
        ("semanticSearch", None, audit.id_hash("trainer-a", "not-mine"), "NOT_FOUND"),
        ("semanticSearch", None, None, "INVALID_ARGUMENT"),
    ]
    for r in records:
        assert r["trainerId"] == "trainer-a" and r["latencyMs"] >= 0
        assert set(r) <= {"trainerId", "action", "clientId", "chatId", "clientIdHash", "outcome", "at", "latencyMs"}
        assert "CANARY" not in str(r) and "Sarah" not in str(r) and "not-mine" not in str(r)


def test_audit_failure_never_fails_the_action(db, backends):
    from shared.usecases import audit

    class Broken:
        def collection(self, name):
            raise ConnectionError("firestore down")

    audit.record(Broken(), "t1", "semanticSearch", "ok")  # logged, swallowed
    audit.record(db, "t1", "chatWithAI", "ok", client_id="c1", latency_ms=12.34)
    (entry,) = [s.to_dict() for s in db.collection("auditLog").stream()]
    assert entry["latencyMs"] == 12.3 and entry["clientId"] == "c1"


class NoFirestore:
    """A Firestore client that records anything asked of it (and fails it: the limiter then fails open)."""

    def __init__(self):
        self.touched = []

    def __getattr__(self, name):
        self.touched.append(name)
        raise RuntimeError("not a Firestore client")


def test_refusals_are_remembered_and_answered_without_firestore(db):
    clock = Clock(60 * 30000 + 10)
    for _ in range(3):
        ratelimit.check(db, "t1", "semanticSearch", 3, now=clock)
    with pytest.raises(ResourceExhausted) as first:
        ratelimit.check(db, "t1", "semanticSearch", 3, now=clock)
    assert first.value.audit is True and first.value.details["retryAfter"] == 70  # 50 s + 20 s into the next window
    # Until the window can admit one more call, the answer comes from memory.
    clock.t += 20
    untouched = NoFirestore()
    with pytest.raises(ResourceExhausted) as again:
        ratelimit.check(untouched, "t1", "semanticSearch", 3, now=clock)
    assert again.value.audit is False and again.value.details == {"retryAfterSeconds": 50, "retryAfter": 50}
    assert untouched.touched == []
    # Other trainers and other callables still ask the shared window.
    for trainer, function in (("t2", "semanticSearch"), ("t1", "chatWithAI")):
        asked = NoFirestore()
        ratelimit.check(asked, trainer, function, 3, now=clock)  # fails open on a broken client
        assert asked.touched
    # Once the time is up, the shared window decides again, and admits: the wait was exact.
    clock.t += 50
    ratelimit.check(db, "t1", "semanticSearch", 3, now=clock)


def test_a_flood_is_refused_from_memory_and_audited_once(db, backends, call_function):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    backends.settings.rate_limit_per_minute = 3
    statuses = [call_function(main.semanticSearch, {"query": "knee"}, uid="trainer-a")[0] for _ in range(25)]
    assert statuses == [200] * 3 + [429] * 22
    records = [s.to_dict() for s in db.collection("auditLog").stream()]
    assert sorted(r["outcome"] for r in records) == ["RESOURCE_EXHAUSTED", "ok", "ok", "ok"]
    # Only the first refusal reached the shared counter (and took its increment back).
    (counter,) = [s.to_dict() for s in db.collection(ratelimit.COLLECTION).stream()]
    assert counter["count"] == 3
    assert call_function(main.semanticSearch, {"query": "knee"}, uid="trainer-b")[0] == 200


def test_audit_trail_survives_client_and_trainer_deletion(db, backends, call_function):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-a", "sam", "Sam Ortiz")
    call_function(main.semanticSearch, {"query": "knee", "clientId": "sarah"}, uid="trainer-a")
    call_function(main.generateClientInsights, {"clientId": "sarah"}, uid="trainer-a")
    assert call_function(main.deleteClient, {"clientId": "sarah"}, uid="trainer-a")[0] == 200
    assert call_function(main.deleteTrainerAccount, {"confirm": True}, uid="trainer-a")[0] == 200
    trail = sorted(((r["action"], r.get("clientId"), r["outcome"]) for r in
                    (s.to_dict() for s in db.collection(audit.COLLECTION).stream())), key=str)
    assert trail == sorted([("semanticSearch", "sarah", "ok"), ("generateClientInsights", "sarah", "ok"),
                            ("deleteClient", "sarah", "ok"), ("deleteTrainerAccount", None, "ok")], key=str)


def test_in_flight_cap_refuses_a_trainers_excess_calls_from_memory_and_frees_slots():
    untouched = NoFirestore()
    held = [ratelimit.admit(untouched, "t-cap", "semanticSearch", 0, 2) for _ in range(2)]
    with pytest.raises(ResourceExhausted) as refused:
        ratelimit.admit(untouched, "t-cap", "chatWithAI", 0, 2)  # the cap counts every callable
    assert refused.value.audit is False
    assert refused.value.details == {"retryAfterSeconds": 1, "retryAfter": 1}
    assert untouched.touched == []  # refused before any I/O (the rate limit off here: nothing else to ask)
    ratelimit.admit(untouched, "t-other", "semanticSearch", 0, 2).release()  # other trainers are not capped by it
    held[0].release()
    held[0].release()  # idempotent: one slot freed, not two
    with ratelimit.admit(untouched, "t-cap", "semanticSearch", 0, 2):
        assert ratelimit.IN_FLIGHT.count("t-cap") == 2
    held[1].release()
    assert ratelimit.IN_FLIGHT.count("t-cap") == 0


def test_a_refusal_by_the_shared_window_frees_the_in_flight_slot(db):
    clock = Clock(60 * 30000 + 10)
    for _ in range(2):
        ratelimit.admit(db, "t-slot", "semanticSearch", 2, 4, now=clock).release()
    with pytest.raises(ResourceExhausted):
        ratelimit.admit(db, "t-slot", "semanticSearch", 2, 4, now=clock)
    assert ratelimit.IN_FLIGHT.count("t-slot") == 0


def test_concurrent_calls_past_the_cap_are_refused_at_once_and_the_rest_answer(db, backends, call_function):
    """Six calls of one trainer at once, cap 2, while the first two are held inside the search:
    four are refused RESOURCE_EXHAUSTED (retryAfter 1) without waiting, the two held answer 200."""
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    backends.settings.max_in_flight_per_trainer = 2
    inner, entered, go = backends.embedder, threading.Semaphore(0), threading.Event()

    class Held:
        model_id, dimension, max_input_chars = inner.model_id, inner.dimension, inner.max_input_chars

        def embed(self, texts):
            entered.release()
            go.wait(30)
            return inner.embed(texts)

    backends.__dict__["embedder"] = Held()
    results: dict[int, tuple[int, dict]] = {}
    threads = [threading.Thread(target=lambda i=i: results.__setitem__(
        i, call_function(main.semanticSearch, {"query": f"knee {i}"}, uid="trainer-a"))) for i in range(2)]
    for t in threads:
        t.start()
    assert entered.acquire(timeout=30) and entered.acquire(timeout=30)  # both held inside the search
    refused = [call_function(main.semanticSearch, {"query": "knee"}, uid="trainer-a") for _ in range(4)]
    other = call_function(main.listConversations, {}, uid="trainer-b")  # another trainer is not capped
    go.set()
    for t in threads:
        t.join(30)
    assert [status for status, _ in refused] == [429] * 4
    assert all(body["error"]["details"]["retryAfter"] == 1 for _, body in refused)
    assert sorted(status for status, _ in results.values()) == [200, 200]
    assert other[0] == 200, other
    assert ratelimit.IN_FLIGHT.count("trainer-a") == 0
    assert call_function(main.semanticSearch, {"query": "knee again"}, uid="trainer-a")[0] == 200


def test_a_burst_is_spread_over_the_minute_from_memory_and_the_window_still_holds(db):
    """Burst 3 at 60/min: three calls at once, then one per second, refused in between from memory
    (no Firestore) with the seconds until the next fits; over the minute no more than the window's 60."""
    clock = Clock(60 * 40000 + 1)
    for _ in range(3):
        ratelimit.admit(db, "t-burst", "semanticSearch", 60, 0, now=clock, burst=3).release()
    untouched = NoFirestore()
    for _ in range(5):
        with pytest.raises(ResourceExhausted) as refused:
            ratelimit.admit(untouched, "t-burst", "semanticSearch", 60, 0, now=clock, burst=3)
        assert refused.value.audit is False and refused.value.details == {"retryAfterSeconds": 1, "retryAfter": 1}
    assert untouched.touched == [] and ratelimit.IN_FLIGHT.count("t-burst") == 0
    early = ratelimit.refused_from_memory("t-burst", "semanticSearch", 60, 0, now=clock, burst=3)
    assert early is not None and early.details["retryAfter"] == 1  # the early answer sees the same, takes nothing
    ratelimit.admit(db, "t-other", "semanticSearch", 60, 0, now=clock, burst=3).release()  # per trainer
    ratelimit.admit(db, "t-burst", "chatWithAI", 60, 0, now=clock, burst=3).release()  # and per callable
    admitted = 3
    for _ in range(57 * 4):  # a call every 0.25 s for the rest of the minute: one in four fits
        clock.t += 0.25
        try:
            ratelimit.admit(db, "t-burst", "semanticSearch", 60, 0, now=clock, burst=3).release()
            admitted += 1
        except ResourceExhausted:
            pass
    assert 57 <= admitted <= 60
    clock.t += 60  # a quiet minute refills the bucket to the burst, not beyond
    assert ratelimit.refused_from_memory("t-burst", "semanticSearch", 60, 0, now=clock, burst=3) is None
    for _ in range(3):
        ratelimit.admit(db, "t-burst", "semanticSearch", 60, 0, now=clock, burst=3).release()
    with pytest.raises(ResourceExhausted):
        ratelimit.admit(db, "t-burst", "semanticSearch", 60, 0, now=clock, burst=3)
