"""Kill the trigger process at random points during mixed writes, then reconcile once.

A worker process plays the Cloud Functions instance: it reads trigger events
(one line each) and runs exactly what the triggers run (`sync_message`,
`sync_source`) against the Firestore emulator and a local SQLite store. The
parent plays the app and the platform: it writes, edits and deletes
messages, session notes, check-ins, profiles and transcripts in Firestore,
sends each write's event to the worker, and at random ops SIGKILLs the worker
at a uniformly random point of a typical sync after handing it the event (mid-embed, mid-upsert, mid-ledger
write, or just after), then starts a new one. The event being processed is
lost, never redelivered: the worst case, worse than Cloud Functions with
`retry=True`. Then one reconciliation (a full pass of every trainer) runs and
the index is compared with Firestore by an independent oracle
(tests/index_truth.py): same ids, same content hashes, no extras.

    functions/venv/bin/python bench/reconcile.py [--ops 5000] [--kill-rate 0.02] [--steady 10000] [--no-write]

It also measures the passes in steady state (nothing to repair) on one
trainer with `--steady` messages: what the daily full pass and the hourly
incremental pass cost.

tests/test_trust_faults.py runs the same harness with 1,000+ ops in CI.
Writes its section of docs/BENCHMARKS.md (between the `reconcile` markers)
unless --no-write. HashEmbedder stands in for the model: the property is
bookkeeping, and the model would only make every figure slower.
"""

from __future__ import annotations

import argparse
import os
import random
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path[:0] = [str(REPO), str(REPO / "functions")]

from bench import machine  # noqa: E402  (after the path set-up above)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

BASE = datetime(2026, 11, 1, tzinfo=timezone.utc)
WORDS = "knee squat sleep protein shoulder deadlift tired stress run hip back diet water plan pain goal".split()
# (operation, weight): messages dominate, as in the product.
OPS = (
    ("msg_create", 40), ("msg_edit", 18), ("msg_delete", 10),
    ("note_write", 8), ("note_delete", 3), ("checkin_write", 6), ("checkin_delete", 3),
    ("profile_write", 5), ("transcript_write", 4), ("transcript_delete", 1), ("msg_empty", 2),
)


# -- the worker (the trigger process) -------------------------------------------------


def worker(store_path: str, project: str) -> None:
    """Read `message CHAT MSG` / `source KIND ID` lines; sync each; print `ok` after each."""
    from shared.adapters.firestore_db import make_client  # bounded retries, as the product's own client

    from shared.usecases.backends import Backends
    from shared.kernel.config import Settings
    from shared.usecases.indexing import sync_message
    from shared.usecases.sources.sync import sync_source
    from shared.adapters.vectorstore.local import LocalVectorStore
    from tests.hash_embedder import HashEmbedder

    store = LocalVectorStore(store_path)
    b = Backends(settings=Settings(local_store_path=Path(store_path)), db_override=make_client(project),
                 embedder_override=HashEmbedder(), store_override=store)
    print("ready", flush=True)
    for line in sys.stdin:
        parts = line.split()
        if parts[0] == "message":
            sync_message(b, parts[1], parts[2])
        else:
            sync_source(b, parts[1], parts[2])
        print("ok", flush=True)


class Worker:
    """One trigger process. It starts at once and is waited for at its first event, so the
    next instance can be started (and import everything) while this one still works."""

    def __init__(self, store_path: Path, project: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bench.reconcile", "--worker", str(store_path), "--project", project],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=str(REPO),
            env={**os.environ, "PYTHONPATH": f"{REPO}:{REPO / 'functions'}"},
        )
        self._ready = False

    def wait_ready(self) -> None:
        if self._ready:
            return
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if line.strip() != "ready":
            raise RuntimeError("trigger worker did not start")
        self._ready = True

    def send(self, event: str) -> None:
        self.wait_ready()
        assert self.proc.stdin is not None
        self.proc.stdin.write(event + "\n")
        self.proc.stdin.flush()

    def ack(self) -> None:
        assert self.proc.stdout is not None
        if self.proc.stdout.readline().strip() != "ok":
            raise RuntimeError("trigger worker died")

    def acked_within(self, seconds: float) -> bool:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], seconds)
        return bool(ready)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        for pipe in (self.proc.stdin, self.proc.stdout):
            try:
                if pipe is not None:
                    pipe.close()
            except BrokenPipeError:  # unflushed input to a dead process
                pass

    def stop(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            self.proc.wait(timeout=30)
        assert self.proc.stdout is not None
        self.proc.stdout.close()


# -- the app and the platform ----------------------------------------------------------


@dataclass
class World:
    rng: random.Random
    trainers: dict[str, list[str]]  # trainer → clients
    messages: dict[str, set[str]] = field(default_factory=dict)  # chat → live message ids
    notes: dict[str, tuple[str, str]] = field(default_factory=dict)  # note id → (trainer, client)
    checkins: dict[str, tuple[str, str]] = field(default_factory=dict)
    transcripts: dict[str, tuple[str, str]] = field(default_factory=dict)
    counter: int = 0

    def text(self) -> str:
        self.counter += 1
        return " ".join(self.rng.choice(WORDS) for _ in range(self.rng.randint(3, 12))) + f" w{self.counter}"

    def client(self) -> tuple[str, str]:
        trainer = self.rng.choice(sorted(self.trainers))
        return trainer, self.rng.choice(self.trainers[trainer])


def seed(db: Any, trainers: int, clients: int) -> World:
    world = World(random.Random(0), {})
    batch = db.batch()
    for t in range(trainers):
        tid = f"kt{t}"
        world.trainers[tid] = []
        batch.set(db.collection("trainers").document(tid), {"displayName": f"Coach {t}"})
        for c in range(clients):
            cid = f"kc{t}-{c}"
            world.trainers[tid].append(cid)
            batch.set(db.collection("clients").document(cid), {"trainerId": tid, "displayName": f"Client {c}", "active": True})
            batch.set(db.collection("chats").document(f"chat-{cid}"), {"trainerId": tid, "clientId": cid,
                                                                     "participantIds": [tid, cid]})
            world.messages[f"chat-{cid}"] = set()
    batch.commit()
    return world


def apply(db: Any, w: World, op: str) -> str | None:
    """Do one write as the app would; returns the trigger event it causes (None: nothing to do)."""
    rng = w.rng
    trainer, client = w.client()
    chat = f"chat-{client}"
    msgs = db.collection("chats").document(chat).collection("messages")
    at = BASE + timedelta(minutes=w.counter)
    if op == "msg_create" or (op in ("msg_edit", "msg_delete", "msg_empty") and not w.messages[chat]):
        mid = f"m{w.counter:06d}"
        msgs.document(mid).set({"senderId": client, "senderName": f"Client {client}", "text": w.text(), "createdAt": at})
        w.messages[chat].add(mid)
        return f"message {chat} {mid}"
    if op in ("msg_edit", "msg_delete", "msg_empty"):
        mid = rng.choice(sorted(w.messages[chat]))
        if op == "msg_edit":
            msgs.document(mid).update({"text": w.text()})
        elif op == "msg_empty":
            msgs.document(mid).update({"text": "  "})
        else:
            msgs.document(mid).delete()
            w.messages[chat].discard(mid)
        return f"message {chat} {mid}"
    kind, registry, collection = {
        "note": ("session_note", w.notes, "sessionNotes"),
        "checkin": ("checkin", w.checkins, "checkins"),
        "transcript": ("transcript", w.transcripts, "transcripts"),
    }.get(op.split("_")[0], ("client_profile", None, "clientProfiles"))
    if kind == "client_profile":
        db.collection(collection).document(client).set(
            {"trainerId": trainer, "goal": w.text(), "injuries": [rng.choice(WORDS)], "updatedAt": at})
        return f"source client_profile {client}"
    if op.endswith("_delete") and registry:
        doc = rng.choice(sorted(registry))
        db.collection(collection).document(doc).delete()
        del registry[doc]
        return f"source {kind} {doc}"
    if registry and rng.random() < 0.5:  # edit an existing one (possibly moving it to another of its clients)
        doc = rng.choice(sorted(registry))
        trainer, client = registry[doc]
    else:
        doc = f"{kind[:2]}{w.counter:06d}"
    registry[doc] = (trainer, client)  # type: ignore[index]
    body: dict[str, Any] = {"trainerId": trainer, "clientId": client, "date": at}
    if kind == "session_note":
        body.update({"author": "Coach", "text": w.text()})
    elif kind == "checkin":
        body.update({"sleepHours": rng.randint(4, 9), "stress": rng.randint(1, 10), "comment": w.text()})
    else:
        body.update({"startedAt": at, "title": "Session", "segments": [
            {"speaker": rng.choice(["Coach", "Client"]), "offsetSeconds": i * 30, "text": w.text()}
            for i in range(rng.randint(1, 12))]})
    db.collection(collection).document(doc).set(body)
    return f"source {kind} {doc}"


def kill_run(db: Any, project: str, store_path: Path, ops: int, kill_rate: float, seed_value: int = 1,
             trainers: int = 3, clients: int = 4) -> dict[str, Any]:
    """The whole experiment; returns its figures (diff before and after the one reconciliation)."""
    from shared.usecases.backends import Backends
    from shared.kernel.config import Settings
    from shared.usecases.reconcile import reconcile_trainer, trainers as all_trainers
    from shared.adapters.vectorstore.local import LocalVectorStore
    from tests.hash_embedder import HashEmbedder
    from tests.index_truth import index_diff

    world = seed(db, trainers, clients)
    world.rng = random.Random(seed_value)
    names, weights = zip(*OPS)
    kills = kills_before_ack = 0
    latencies: list[float] = []
    counts: dict[str, int] = {}
    started = time.perf_counter()
    # The platform's next instance is already starting while this one works (a spare): a kill
    # is followed by a fresh process as before, without waiting for its imports.
    w, spare = Worker(store_path, project), Worker(store_path, project)
    for _ in range(ops):
        op = world.rng.choices(names, weights)[0]
        counts[op] = counts.get(op, 0) + 1
        event = apply(db, world, op)
        if event is None:
            continue
        sent = time.perf_counter()
        w.send(event)
        if world.rng.random() < kill_rate:
            # A uniformly random point of a typical sync (the median time of the
            # acknowledged ones so far), or just after it.
            typical = sorted(latencies)[len(latencies) // 2] if latencies else 0.01
            if not w.acked_within(world.rng.uniform(0.0, 1.1 * typical)):
                kills_before_ack += 1
            w.kill()
            kills += 1
            w, spare = spare, Worker(store_path, project)
        else:
            w.ack()
            latencies.append(time.perf_counter() - sent)
    w.stop()
    spare.stop()
    writes_s = time.perf_counter() - started

    store = LocalVectorStore(store_path)
    b = Backends(settings=Settings(local_store_path=store_path), db_override=db, embedder_override=HashEmbedder(),
                 store_override=store)
    before = index_diff(db, store, b.embedder.model_id)
    t = time.perf_counter()
    totals: dict[str, dict[str, int]] = {}
    for trainer in all_trainers(b):
        report = reconcile_trainer(b, trainer)
        assert report.done
        for kind, c in report.kinds.items():
            row = totals.setdefault(kind, {"checked": 0, "added": 0, "reembedded": 0, "orphans_removed": 0, "failed": 0})
            for key in row:
                row[key] += getattr(c, key)
    reconcile_s = time.perf_counter() - t
    after = index_diff(db, store, b.embedder.model_id)
    vectors = sum(store.count(t) for t in store.trainer_ids())
    store.close()
    return {
        "ops": ops, "op_counts": counts, "kills": kills, "kills_before_ack": kills_before_ack,
        "before": before, "after": after, "repaired": totals, "vectors": vectors,
        "writes_s": round(writes_s, 1), "reconcile_s": round(reconcile_s, 2),
    }


def steady_state(db: Any, store_path: Path, messages: int, runs: int = 3) -> dict[str, Any]:
    """Cost of passes with nothing to repair: `messages` indexed messages of one trainer (plus a
    profile, note and check-in per client); medians of the full pass and of the incremental pass."""
    import statistics

    from shared.usecases import backfill
    from shared.usecases.backends import Backends
    from shared.kernel.config import Settings
    from shared.usecases.reconcile import reconcile_recent, reconcile_trainer
    from shared.adapters.vectorstore.local import LocalVectorStore
    from tests.hash_embedder import HashEmbedder

    rng = random.Random(2)
    clients = max(1, messages // 200)
    batch, n = db.batch(), 0
    for c in range(clients):
        cid = f"sc{c}"
        batch.set(db.collection("clients").document(cid), {"trainerId": "steady", "displayName": f"C {c}"})
        batch.set(db.collection("chats").document(f"chat-{cid}"), {"trainerId": "steady", "clientId": cid})
        batch.set(db.collection("sessionNotes").document(f"sn-{cid}"),
                  {"trainerId": "steady", "clientId": cid, "date": BASE, "text": "notes " + cid})
        for m in range(messages // clients):
            text = " ".join(rng.choice(WORDS) for _ in range(8)) + f" {c}-{m}"
            batch.set(db.collection("chats").document(f"chat-{cid}").collection("messages").document(f"m{m:05d}"),
                      {"senderName": f"C {c}", "text": text, "createdAt": BASE + timedelta(minutes=m)})
            n += 1
            if n % 400 == 0:
                batch.commit()
                batch = db.batch()
    batch.commit()
    store = LocalVectorStore(store_path)
    b = Backends(settings=Settings(local_store_path=store_path), db_override=db, embedder_override=HashEmbedder(),
                 store_override=store)
    backfill.backfill(b, "steady", batch_size=200)
    from shared.usecases.sources.backfill import backfill_sources

    backfill_sources(b, "steady")
    full, recent = [], []
    for i in range(runs):
        t = time.perf_counter()
        report = reconcile_trainer(b, "steady", restart=True)
        full.append(time.perf_counter() - t)
        assert report.done and report.total("added") + report.total("reembedded") + report.total("orphans_removed") == 0
        t = time.perf_counter()
        reconcile_recent(b, now=datetime.now(timezone.utc))
        recent.append(time.perf_counter() - t)
    vectors = store.count("steady")
    store.close()
    return {"messages": n, "vectors": vectors, "full_s": round(statistics.median(full), 2),
            "recent_s": round(statistics.median(recent), 3)}


# -- benchmark ---------------------------------------------------------------------------




def render(fig: dict[str, Any], command: str, load: tuple[float, float], when: datetime) -> str:
    from bench.report import table

    rows = [[k, c["checked"], c["added"], c["reembedded"], c["orphans_removed"], c["failed"]]
            for k, c in sorted(fig["repaired"].items())]
    b, a = fig["before"], fig["after"]
    return f"""## Self-healing index: trigger process killed during mixed writes, then one reconciliation

`{command}` — {when:%Y-%m-%d %H:%M} UTC, {machine.describe()["cpu"]}, {os.cpu_count()} cores, load average
{load[0]:.1f} at start / {load[1]:.1f} at end (the machine is shared with other agents), Firestore emulator,
local SQLite store, HashEmbedder. {fig['ops']:,} writes, edits and deletes across messages, session notes,
check-ins, profiles and transcripts; the trigger worker was SIGKILLed {fig['kills']} times
({fig['kills_before_ack']} of them before it had finished the event), each in-flight event lost for good.

| | missing | stale | extra (orphans) |
|---|---|---|---|
| index vs Firestore after the writes | {b['missing']} | {b['stale']} | {b['extra']} |
| after one reconciliation | {a['missing']} | {a['stale']} | {a['extra']} |

Repairs reported by the reconciliation (full pass of every trainer, {fig['vectors']:,} vectors at the end):

{table(["kind", "checked", "added", "re-embedded", "orphans removed", "failed"], rows)}

Writes with the worker: {fig['writes_s']} s (one event at a time, each acknowledged, plus a worker restart per kill).
The reconciliation: {fig['reconcile_s']} s for all trainers (reads every document and the store's listing;
embeds only what it repairs). One run, not a median: the figure of interest is the diff, which is exact.
{steady_text(fig.get("steady"))}"""


def steady_text(st: dict[str, Any] | None) -> str:
    if not st:
        return ""
    return f"""
Steady state, nothing to repair (one trainer, {st['messages']:,} messages + a session note per 200,
{st['vectors']:,} vectors; medians of 3): full pass **{st['full_s']} s** (every document read, the index
listed, nothing embedded), incremental pass with no recent writes **{st['recent_s']} s**. The full pass
grows linearly with a trainer's documents; it runs once a day per trainer, the incremental one hourly.
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ops", type=int, default=5000)
    parser.add_argument("--kill-rate", type=float, default=0.02)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steady", type=int, default=10000, help="messages for the steady-state passes (0: skip)")
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--project", default="demo-bench-reconcile", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.project)
        return

    import json
    import tempfile

    os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = args.project
    load_start = os.getloadavg()[0]
    when = datetime.now(timezone.utc)
    from tools import firestore_emulator

    emu = firestore_emulator.start_for_this_process()
    try:
        from google.cloud import firestore

        db = firestore.Client(project=args.project)
        with tempfile.TemporaryDirectory() as tmp:
            fig = kill_run(db, args.project, Path(tmp) / "v.sqlite3", args.ops, args.kill_rate, args.seed,
                           trainers=5, clients=6)
            if args.steady:
                fig["steady"] = steady_state(db, Path(tmp) / "steady.sqlite3", args.steady)
    finally:
        emu.stop()
    print(json.dumps(fig, indent=1))
    if not args.no_write:
        from bench.report import write_section

        command = (f"functions/venv/bin/python bench/reconcile.py --ops {args.ops} --kill-rate {args.kill_rate} "
                   f"--steady {args.steady}")
        write_section("reconcile", render(fig, command, (load_start, os.getloadavg()[0]), when))


if __name__ == "__main__":
    main()
