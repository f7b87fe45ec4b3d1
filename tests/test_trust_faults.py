"""Nothing lost: faults in the embedder and the vector store, replayed and reordered
triggers, and crashes mid-run all end with the index equal to Firestore.

The 1,040-write volume run and the event-order property use `HashEmbedder`, a
cheap deterministic bag-of-words embedder, because the property under test is
bookkeeping (ledger, store, retries), not embedding quality, and the real
model would make the run several times slower on 2 busy cores. The
service-fault run uses the production adapters instead: OpenAIEmbedder and
PineconeStore against their HTTP stand-ins with injected 429s, 5xx and stalls
longer than the timeouts, and the real MiniLM model is exercised by
test_backfill.py and the isolation suite.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import threading
from collections import Counter
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from shared.usecases import backfill as bf
from shared.usecases import indexing
from shared.usecases.backends import Backends
from shared.domain.documents import message_vector_id
from shared.kernel.errors import EmbeddingError, VectorStoreError
from shared.usecases.indexing import LEDGER, sync_message
from shared.domain.retrieval import retrieve
from shared.adapters.vectorstore.local import LocalVectorStore
from tests.hash_embedder import HashEmbedder
from tests.trust_figures import record_figure

pytestmark = [pytest.mark.emulator, pytest.mark.heavy(120)]
REPO = Path(__file__).resolve().parent.parent


class RateLimited(EmbeddingError):
    """What a 429 from the embedding service becomes after the adapter's retries."""


class Faults:
    """Fault injection that is deterministic whatever the thread interleaving.

    Whether a call fails depends only on (seed, where, what the call is about,
    how many times that was tried before), so concurrent triggers get the same
    faults on every run.
    """

    def __init__(self, seed: int, embed_rate: float, store_rate: float) -> None:
        self.seed = seed
        self.embed_rate, self.store_rate = embed_rate, store_rate
        self.outage: Callable[[str], bool] = lambda key: False  # calls about these keys always fail
        self.injected: dict[str, int] = {}
        self._tries: dict[tuple[str, str], int] = {}
        self._lock = threading.Lock()

    def maybe(self, where: str, rate: float, key: str) -> None:
        with self._lock:
            n = self._tries.get((where, key), 0)
            self._tries[(where, key)] = n + 1
        digest = hashlib.sha256(f"{self.seed}|{where}|{key}|{n}".encode()).digest()
        draw = int.from_bytes(digest[:8], "little") / 2**64
        if not self.outage(key) and draw >= rate:
            return
        kind = ("error", "timeout", "429")[digest[8] % 3]
        with self._lock:
            self.injected[f"{where}:{kind}"] = self.injected.get(f"{where}:{kind}", 0) + 1
        if kind == "timeout":
            raise TimeoutError(f"{where} timed out")
        if kind == "429":
            raise RateLimited("rate limited") if where == "embed" else VectorStoreError("429 Too Many Requests")
        raise ConnectionError(f"{where} connection reset")


class FaultyEmbedder:
    def __init__(self, inner: Any, faults: Faults) -> None:
        self.inner, self.faults = inner, faults
        self.model_id, self.dimension, self.max_input_chars = inner.model_id, inner.dimension, inner.max_input_chars

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.faults.maybe("embed", self.faults.embed_rate, "\n".join(texts))
        return self.inner.embed(texts)


class FaultyStore:
    def __init__(self, inner: Any, faults: Faults) -> None:
        self.inner, self.faults = inner, faults

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def upsert(self, trainer_id: str, records: Any) -> None:
        self.faults.maybe("upsert", self.faults.store_rate, ",".join(r.id for r in records))
        self.inner.upsert(trainer_id, records)

    def delete(self, trainer_id: str, ids: Any) -> None:
        self.faults.maybe("delete", self.faults.store_rate, ",".join(ids))
        self.inner.delete(trainer_id, ids)


@pytest.fixture
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Same attempts, no sleeps between them: a unit test must not wait on wall-clock backoff."""
    from tenacity import retry, stop_after_attempt

    quick = retry(stop=stop_after_attempt(3), reraise=True)
    monkeypatch.setattr(indexing, "_retry", quick)
    monkeypatch.setattr(bf, "_retry", quick)


def seed_messages(db: Any, trainers: int, clients: int, per_client: int, prefix: str = "") -> dict[str, tuple[str, str]]:
    """Write messages in batches; returns vector id → (trainer, chat id). Every text is unique."""
    expected: dict[str, tuple[str, str]] = {}
    batch, n = db.batch(), 0
    for t in range(trainers):
        tid = f"{prefix}trainer-{t}"
        for c in range(clients):
            cid = f"{prefix}c{t}-{c}"
            chat = f"chat-{cid}"
            batch.set(db.collection("clients").document(cid), {"trainerId": tid, "displayName": f"C{c}", "active": True})
            batch.set(db.collection("chats").document(chat), {"trainerId": tid, "clientId": cid, "participantIds": [tid, cid]})
            for m in range(per_client):
                ref = db.collection("chats").document(chat).collection("messages").document(f"m{m:03d}")
                batch.set(ref, {"senderId": cid, "senderName": f"C{c}", "text": f"note {t} {c} {m} word{t}x{c}x{m}",
                                "createdAt": 1_790_000_000 + m})
                expected[message_vector_id(chat, f"m{m:03d}")] = (tid, chat)
                n += 1
                if n % 400 == 0:
                    batch.commit()
                    batch = db.batch()
    batch.commit()
    return expected


def ledger(db: Any) -> dict[str, dict[str, Any]]:
    return {s.id: s.to_dict() or {} for s in db.collection(LEDGER).stream()}


def assert_index_equals_firestore(db: Any, store: Any, expected: dict[str, tuple[str, str]]) -> dict[str, int]:
    """Every message indexed exactly once, under its trainer, with its current content hash."""
    entries = ledger(db)
    by_trainer: dict[str, list[str]] = {}
    for vid, (tid, _) in expected.items():
        by_trainer.setdefault(tid, []).append(vid)
    for tid, ids in by_trainer.items():
        fetched = store.fetch(tid, ids)
        assert set(fetched) == set(ids), f"{len(set(ids) - set(fetched))} messages missing for {tid}"
        assert store.count(tid) == len(ids), "duplicates or strays in the store"
        for vid in ids:
            assert entries[vid]["status"] == "indexed"
            assert fetched[vid].metadata["contentHash"] == entries[vid]["contentHash"]
    return {"messages": len(expected), "indexed": len(expected), "lost": 0, "duplicates": 0}


# -- 1,040 writes with faults, then the backfill -----------------------------------------


def test_thousand_writes_with_faults_end_indexed_or_failed_and_backfill_recovers_all(db: Any, tmp_path: Path,
                                                                                     settings: Any, no_backoff: None) -> None:
    expected = seed_messages(db, trainers=4, clients=10, per_client=26)
    assert len(expected) >= 1000
    faults = Faults(seed=11, embed_rate=0.3, store_rate=0.2)
    store = LocalVectorStore(tmp_path / "faults.sqlite3")
    faulty = Backends(settings=settings, db_override=db, embedder_override=FaultyEmbedder(HashEmbedder(), faults),
                      store_override=FaultyStore(store, faults))

    # A 100-message outage: every embed and upsert about these messages fails.
    items = sorted(expected.items())
    down = {vid for vid, _ in items[300:400]}
    down_words = {f"word{vid.split('chat-c')[1].split(':')[0].replace('-', 'x')}x{int(vid[-3:])}" for vid in down}
    faults.outage = lambda key: any(v in key for v in down) or any(w in key.split() for w in down_words)

    # Triggers run concurrently, as Cloud Functions instances do.
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda item: sync_message(faulty, item[1][1], item[0].rsplit(":", 1)[1]), items))
    outcomes = dict(Counter(r.outcome for r in results))
    faults.outage = lambda key: False

    # Every write ended in exactly one recorded outcome: indexed, or failed with its error class.
    entries = ledger(db)
    assert set(entries) == set(expected)
    assert outcomes.keys() <= {"indexed", "failed"} and sum(outcomes.values()) == len(expected)
    failed = {vid for vid, e in entries.items() if e["status"] == "failed"}
    assert len(failed) == outcomes.get("failed", 0) >= 100
    assert down <= failed
    for vid in failed:
        assert entries[vid]["errorClass"] in {"TimeoutError", "ConnectionError", "RateLimited", "VectorStoreError"}
        assert "note" not in json.dumps(entries[vid], default=str)  # error class, never the text
    indexed_ids = {vid for vid, e in entries.items() if e["status"] == "indexed"}
    for tid in {t for t, _ in expected.values()}:
        ids = [v for v, (t, _) in expected.items() if t == tid]
        assert set(store.fetch(tid, ids)) == indexed_ids & set(ids)

    # The backfill, still under faults, then without: everything ends indexed exactly once.
    first = bf.backfill(faulty, batch_size=50)
    faults.embed_rate = faults.store_rate = 0.0
    second = bf.backfill(faulty, batch_size=50)
    figures = assert_index_equals_firestore(db, store, expected)

    # Searchable: each message's own text finds it, once.
    real = Backends(settings=settings, db_override=db, embedder_override=HashEmbedder(), store_override=store)
    for vid, (tid, _) in sorted(expected.items())[::7]:
        meta = store.fetch(tid, [vid])[vid].metadata
        text = f"{meta['senderName']}: {meta['text']}"  # what was embedded (shared/domain/documents.py)
        hits = [m.id for m in store.query(tid, real.embedder.embed([text])[0], 5)]
        assert hits.count(vid) == 1 and hits[0] == vid
        assert [c.id for c in retrieve(real.embedder, store, tid, text, 10)].count(vid) == 1
    record_figure("faults_volume", {
        **figures,
        "writes_tried": len(expected),
        "faults_injected": sum(faults.injected.values()),
        "faults_by_kind": faults.injected,
        "failed_after_trigger": len(failed),
        "backfill_pass1": {"embedded": first.embedded, "failed": first.failed, "recovered": first.recovered},
        "backfill_pass2": {"embedded": second.embedded, "recovered": second.recovered},
    })
    store.close()


# -- the production adapters against their stand-ins --------------------------------------


def test_service_faults_429_5xx_and_stalls_through_openai_and_pinecone_adapters(
    db: Any, settings: Any, openai_standin: Any, pinecone_standin: Any, no_backoff: None  # noqa: F811
) -> None:
    from shared.adapters.embedding.openai_embedder import OpenAIEmbedder
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    expected = seed_messages(db, trainers=2, clients=2, per_client=20, prefix="svc-")
    embedder = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url, timeout_s=0.3, max_attempts=2,
                              backoff_s=0.01)
    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, timeout_s=1.0,
                          write_timeout_s=0.6, max_attempts=2, backoff_s=0.01)
    b = Backends(settings=settings, db_override=db, embedder_override=embedder, store_override=store)
    rng = random.Random(5)
    injected: dict[str, int] = {}

    def inject(server: Any, name: str) -> None:
        kind = rng.choice(["429", "500", "503", "stall"])
        times = rng.choice([1, 2, 4, 8])  # 8 in a row outlasts every retry layer
        if kind == "stall":  # longer than the adapter's timeout; at most 2 (each costs wall time)
            times = min(times, 2)
            server.inject_delay(1.0, times=times)
        else:
            server.inject_status(int(kind), times=times)
        injected[f"{name}:{kind}"] = injected.get(f"{name}:{kind}", 0) + times

    outcomes: dict[str, int] = {}
    for vid, (_, chat) in sorted(expected.items()):
        if rng.random() < 0.25:
            inject(openai_standin, "openai")
        if rng.random() < 0.2:
            inject(pinecone_standin, "pinecone")
        outcome = sync_message(b, chat, vid.rsplit(":", 1)[1]).outcome
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes.keys() <= {"indexed", "failed"} and outcomes.get("failed", 0) > 0
    # The backfill runs while leftover injected faults drain, then once more clean.
    bf.backfill(b, batch_size=25)
    from tests.standins._base import StandinServer

    StandinServer.reset(openai_standin)  # faults only; the Pinecone data stays
    StandinServer.reset(pinecone_standin)
    summary = bf.backfill(b, batch_size=25)
    assert summary.done
    figures = assert_index_equals_firestore(db, store, expected)
    for tid in {t for t, _ in expected.values()}:
        assert pinecone_standin.vector_count(tid) == sum(1 for t, _ in expected.values() if t == tid)
    record_figure("faults_services", {**figures, "writes_tried": len(expected), "faults_injected": sum(injected.values()),
                                      "faults_by_kind": injected, "failed_after_trigger": outcomes.get("failed", 0)})
    store.close()


# -- replayed, reordered, duplicated triggers ---------------------------------------------

ops = st.lists(
    st.tuples(st.sampled_from(["create", "update", "delete"]), st.integers(0, 3), st.integers(0, 5),
              st.lists(st.integers(0, 30), max_size=3)),
    min_size=1, max_size=14,
)


@pytest.fixture(scope="module")
def order_world(emulator: Any, tmp_path_factory: pytest.TempPathFactory) -> Any:
    from google.cloud import firestore

    from shared.kernel.config import Settings

    emulator.reset(os.environ["GOOGLE_CLOUD_PROJECT"])
    db = firestore.Client(project=os.environ["GOOGLE_CLOUD_PROJECT"])
    path = tmp_path_factory.mktemp("order") / "v.sqlite3"
    store = LocalVectorStore(path)
    b = Backends(settings=Settings(local_store_path=path), db_override=db, embedder_override=HashEmbedder(),
                 store_override=store)
    db.collection("chats").document("chat-o").set({"trainerId": "coach-o", "clientId": "o", "participantIds": []})
    state = {"examples": 0, "events": 0}
    yield b, state
    record_figure("event_order", {"examples": state["examples"], "events_delivered": state["events"], "mismatches": 0})
    store.close()


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(script=ops, seed=st.integers(0, 2**16))
def test_replayed_reordered_duplicated_events_leave_index_equal_to_firestore(order_world: Any, script: Any, seed: int) -> None:
    b, state = order_world
    db, store, rng = b.db, b.store, random.Random(seed)
    messages = db.collection("chats").document("chat-o").collection("messages")
    # Start each example from an empty chat and an index that matches it.
    for snap in messages.stream():
        snap.reference.delete()
        sync_message(b, "chat-o", snap.id)
    pending: list[str] = []
    for op, m, version, deliveries in script:
        ref = messages.document(f"m{m}")
        if op == "delete":
            ref.delete()
        else:
            ref.set({"senderId": "o", "senderName": "O", "text": f"message {m} version {version}", "createdAt": 1.8e9})
        pending.append(f"m{m}")  # the trigger's event, delivered whenever the shuffle says
        for _ in deliveries:  # deliver some events now, in random order, possibly twice
            if pending:
                event = pending.pop(rng.randrange(len(pending))) if rng.random() < 0.7 else rng.choice(pending)
                sync_message(b, "chat-o", event)
                state["events"] += 1
    rng.shuffle(pending)
    for event in pending + rng.sample(pending, k=len(pending) // 2):  # the rest, plus duplicates
        sync_message(b, "chat-o", event)
        state["events"] += 1

    current = {s.id: s.to_dict()["text"] for s in messages.stream()}
    indexed = store.fetch("coach-o", [message_vector_id("chat-o", f"m{i}") for i in range(4)])
    assert {vid.rsplit(":", 1)[1] for vid in indexed} == set(current)
    for vid, record in indexed.items():
        assert record.metadata["text"] == current[vid.rsplit(":", 1)[1]]
    assert store.count("coach-o") == len(current)
    state["examples"] += 1


# -- crashes: the local store killed mid-backfill, the emulator restarted mid-run ----------

CRASHING_BACKFILL = r"""
import sys
import time
sys.path[:0] = [{repo!r}, {repo!r} + "/functions"]
from google.cloud import firestore
from shared.usecases.backends import Backends
from shared.usecases.backfill import backfill
from shared.kernel.config import Settings
from shared.adapters.vectorstore.local import LocalVectorStore
from tests.hash_embedder import HashEmbedder
store = LocalVectorStore({path!r})
b = Backends(settings=Settings(), db_override=firestore.Client(project={project!r}),
             embedder_override=HashEmbedder(), store_override=store)
def progress(s):
    print(s.scanned, flush=True)
    if s.scanned >= 100:  # past the kill point the rest of the run is slowed, never stopped:
        time.sleep(0.2)  # a parent a busy machine holds back must still find the run unfinished
backfill(b, batch_size=10, progress=progress)
"""


def test_store_killed_mid_backfill_resumes_without_corruption_or_duplicates(db: Any, tmp_path: Path, settings: Any) -> None:
    expected = seed_messages(db, trainers=2, clients=4, per_client=40, prefix="crash-")
    path = tmp_path / "crash.sqlite3"
    script = CRASHING_BACKFILL.format(repo=str(REPO), path=str(path), project=os.environ["GOOGLE_CLOUD_PROJECT"])
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert proc.stdout is not None
    for line in proc.stdout:  # wait for real progress, then kill -9 in the middle of the run
        if line.strip().isdigit() and int(line) >= 100:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)

    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        (dupes,) = conn.execute("SELECT COUNT(*) FROM (SELECT id FROM keywords GROUP BY trainer_id, id HAVING COUNT(*) > 1)").fetchone()
        assert dupes == 0
        (partial,) = conn.execute("SELECT COUNT(*) FROM vectors").fetchone()
    assert 0 < partial < len(expected)

    store = LocalVectorStore(path)
    b = Backends(settings=settings, db_override=db, embedder_override=HashEmbedder(), store_override=store)
    summary = bf.backfill(b, batch_size=10)
    assert summary.resumed and summary.done
    figures = assert_index_equals_firestore(db, store, expected)
    with sqlite3.connect(path) as conn:
        (keywords,) = conn.execute("SELECT COUNT(*) FROM keywords").fetchone()
    assert keywords == len(expected)  # the keyword index has no duplicate rows either
    record_figure("crash_store", {**figures, "indexed_before_kill": partial})
    store.close()


def _start_emulator(port: int, seed_from: Path | None = None) -> Any:
    """tools.firestore_emulator.start, plus `--seed_from_export` (its data survives the restart)."""
    from tools import firestore_emulator

    extra = (f"--seed_from_export={seed_from}",) if seed_from is not None else ()
    return firestore_emulator.start(port, timeout_s=90, extra_args=extra)


def test_emulator_killed_and_restarted_mid_run_resumes_without_duplicates(emulator: Any, db: Any, tmp_path: Path,
                                                                         settings: Any) -> None:
    """Firestore is killed mid-run and comes back with its durable state (an export taken
    just before the kill stands in for Firestore's own durability); the same client,
    store and backends carry on: the ledger survived, so nothing is embedded twice.

    The session's emulator itself is killed and replaced (one Java start instead of
    two); the replacement is handed to the session fixture, which stops it at the end.
    """
    import urllib.request

    if emulator.process is None:
        pytest.skip("a developer's own emulator is running: not ours to kill")
    project = os.environ["GOOGLE_CLOUD_PROJECT"]
    expected = seed_messages(db, trainers=1, clients=3, per_client=20, prefix="restart-")
    store = LocalVectorStore(tmp_path / "restart.sqlite3")
    b = Backends(settings=settings, db_override=db, embedder_override=HashEmbedder(), store_override=store)
    items = sorted(expected.items())
    for vid, (_, chat) in items[:30]:
        assert sync_message(b, chat, vid.rsplit(":", 1)[1]).outcome == "indexed"

    snapshot = tmp_path / "export"
    snapshot.mkdir()
    body = json.dumps({"database": f"projects/{project}/databases/(default)", "export_directory": str(snapshot),
                       "export_name": "snap"}).encode()
    urllib.request.urlopen(urllib.request.Request(f"{emulator.url}/emulator/v1/projects/{project}:export", data=body,
                                                  method="POST", headers={"Content-Type": "application/json"}))
    os.killpg(emulator.process.pid, signal.SIGKILL)  # a crash, not a shutdown
    emulator.process.wait(timeout=30)
    emulator.process = None
    if emulator.lifeline is not None:  # its group is gone: nothing left for it to end
        emulator.lifeline.release()
    assert store.count("restart-trainer-0") == 30

    port = int(emulator.host.rsplit(":", 1)[1])
    replacement = _start_emulator(port, seed_from=snapshot / "snap" / "snap.overall_export_metadata")
    # The session fixture stops it, through the session's emulator; the replacement's lifeline goes
    # with it (dropped with `replacement`, it would end the new emulator at once).
    emulator.process, emulator.lifeline = replacement.process, replacement.lifeline
    for vid, (_, chat) in items[30:40]:  # the triggers resume on the same client
        assert sync_message(b, chat, vid.rsplit(":", 1)[1]).outcome == "indexed"
    summary = bf.backfill(b, batch_size=16)
    assert summary.unchanged == 40 and summary.embedded == 20  # nothing embedded twice
    figures = assert_index_equals_firestore(db, store, expected)
    record_figure("crash_emulator", {**figures, "indexed_before_kill": 30})
    store.close()


# -- the trigger process killed at random points, then one reconciliation ------------------


def test_trigger_process_killed_during_1000_mixed_writes_then_one_reconciliation_equals_firestore(
    db: Any, tmp_path: Path
) -> None:
    """bench/reconcile.py's harness at CI size: a worker process runs the triggers' syncs and is
    SIGKILLed ~30 times, mostly mid-event; every in-flight event is lost for good. One full
    reconciliation later the index equals Firestore: same ids, same hashes, no extras."""
    from bench.reconcile import kill_run

    fig = kill_run(db, os.environ["GOOGLE_CLOUD_PROJECT"], tmp_path / "killed.sqlite3", ops=1050, kill_rate=0.03,
                   seed_value=3, clients=8)

    assert fig["ops"] >= 1000 and fig["kills"] >= 20 and fig["kills_before_ack"] >= 10
    assert fig["op_counts"]["msg_edit"] > 100 and fig["op_counts"]["msg_delete"] > 50
    assert sum(fig["before"].values()) > 0, "the kills broke nothing: the test would prove nothing"
    assert fig["after"] == {"missing": 0, "stale": 0, "extra": 0}
    assert sum(c["failed"] for c in fig["repaired"].values()) == 0
    assert sum(c["added"] + c["reembedded"] + c["orphans_removed"] for c in fig["repaired"].values()) >= sum(
        fig["before"].values())
    record_figure("faults_killed_triggers", {k: fig[k] for k in ("ops", "kills", "kills_before_ack", "before", "after",
                                                                 "repaired", "reconcile_s")})
