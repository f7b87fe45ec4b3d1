"""--mode emulators: end to end through the Firebase emulators, as the app would.

Starts the functions, Firestore and Auth emulators with scripts/emulators.sh
(the demo's script, fixed ports 5001/8080/9099) on a throwaway vector store,
writes the data sets into Firestore so that the real triggers (embedMessage,
embedClientProfile, …) index them, writes the weekly notes the daily insights
run would have left, then asks every question over the callable protocol
(`POST {"data": …}` with an Auth-emulator ID token of the question's trainer).

The functions answer at the emulator's clock, not at a question's `asked_at`:
a question whose time phrase ("last week") names a different window at the
real clock is skipped and counted as such. One asker holds one data set: the
emulators are started afresh for each, so no data set's figures depend on
another's (the keyword index's statistics span every trainer in a store).
"""

from __future__ import annotations

import os
import socket
import subprocess
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from bench.answers.loading import asked_at, default_asked_at, write_weekly_notes
from bench.answers.questions import REPO, Question
from bench.answers.scoring import ChatReply, SearchReply

PROJECT = "demo-bench-answers"
FUNCTIONS, FIRESTORE, AUTH, REGION = "127.0.0.1:5001", "127.0.0.1:8080", "127.0.0.1:9099", "us-central1"
WINDOW_TOLERANCE = timedelta(hours=36)


class EmulatorAsker:
    mode = "emulators"

    def __init__(self, name: str, data: dict[str, Any], weekly_notes: bool = True, keep: bool = False,
                 log: Any = print, index_timeout_s: float = 1800.0, circles: bool = True) -> None:
        self.datasets = {name: data}
        self.circles = circles  # create the data set's circles over the callables, once indexed
        self.weekly_notes = weekly_notes
        self.keep = keep
        self.log = log
        self.index_timeout_s = index_timeout_s
        self.defaults = {name: default_asked_at(data)}
        self.load_info: dict[str, Any] = {}
        self._pgid: int | None = None
        self.tokens: dict[str, str] = {}

    # -- lifecycle ---------------------------------------------------------------

    def __enter__(self) -> "EmulatorAsker":
        self._tmp = tempfile.mkdtemp(prefix="bench-answers-emulators-")
        store = Path(self._tmp) / "vectors.sqlite3"
        # The functions emulator passes this shell's environment to the Python
        # workers: a store of our own, and no per-minute rate limit (the bench
        # asks faster than a trainer would).
        env = {**os.environ, "LOCAL_STORE_PATH": str(store), "RATE_LIMIT_PER_MINUTE": "0",
               "GENERATOR": "extractive", "OPENBLAS_NUM_THREADS": "1"}
        os.environ.update({"LOCAL_STORE_PATH": str(store), "FIRESTORE_EMULATOR_HOST": FIRESTORE,
                           "FIREBASE_AUTH_EMULATOR_HOST": AUTH, "GCLOUD_PROJECT": PROJECT,
                           "GOOGLE_CLOUD_PROJECT": PROJECT})
        subprocess.run([str(REPO / "scripts" / "setup.sh")], cwd=REPO, env=env, check=True,
                       stdout=subprocess.DEVNULL)
        self.log("starting the Firebase emulators (functions, firestore, auth)")
        started = subprocess.run([str(REPO / "scripts" / "emulators.sh"), PROJECT], cwd=REPO, env=env, check=True,
                                 capture_output=True, text=True)
        self._pgid = int(started.stdout.strip().splitlines()[-1])
        try:
            self._load()
        except BaseException:
            self._stop()
            raise
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.keep:
            self.log(f"emulators left running: stop them with kill -- -{self._pgid}")
            return
        self._stop()

    def _stop(self) -> None:
        if self._pgid is None:
            return
        try:
            os.killpg(self._pgid, 15)
        except ProcessLookupError:
            pass
        self._pgid = None
        # The next data set's emulators need the same ports: wait until they are free.
        deadline = time.monotonic() + 60
        while any(_listening(hp) for hp in (FUNCTIONS, FIRESTORE, AUTH)) and time.monotonic() < deadline:
            time.sleep(0.5)

    def _load(self) -> None:
        from google.cloud import firestore

        from demo.auth_emulator import sign_in
        from demo.callable_client import CallableClient
        from demo.dataset import write_chats
        from shared.usecases.backends import Backends
        from shared.kernel.config import Settings
        from shared.usecases.health.loader import load_health
        from shared.usecases.sources.loader import load_sources

        db = firestore.Client(project=PROJECT)
        settings = Settings(generator="extractive", rate_limit_per_minute=0, GOOGLE_CLOUD_PROJECT=PROJECT)
        backends = Backends(settings=settings, db_override=db)
        expected: dict[str, int] = {}
        for name, data in self.datasets.items():
            t = time.perf_counter()
            n = write_chats(db, data)
            sources = load_sources(backends, data, index=False)  # the triggers index them
            load_health(backends, data, index=False)  # ... health documents too (indexHealthMetric, ...)
            for source_type, count in _expected_ledger(data).items():
                expected[source_type] = expected.get(source_type, 0) + count
            done, failed = self._wait_for_index(db, expected)
            notes = write_weekly_notes(backends, data) if self.weekly_notes else 0
            seconds = round(time.perf_counter() - t, 1)
            self.load_info[name] = {"messages": n, "sources": {k: v["documents"] for k, v in sources.items()},
                                    "indexed": done, "failed": failed, "weeklyNotes": notes, "loadSeconds": seconds}
            self.log(f"loaded {name} through the triggers: {done} indexed, {failed} failed, {notes} weekly notes "
                     f"in {seconds} s")
        self.embedding_model = backends.embedder.model_id
        for data in self.datasets.values():
            for t in data["trainers"]:
                self.tokens[t["id"]] = sign_in(AUTH, PROJECT, t["id"], t["email"])
        self.client = CallableClient(f"http://{FUNCTIONS}/{PROJECT}/{REGION}", timeout_s=120)
        if self.circles:
            from shared.usecases.circles.loader import load_circles_with

            for name, data in self.datasets.items():
                made = load_circles_with(
                    data,
                    lambda trainer, payload: self.client.call("createCircle", payload, self.tokens[trainer])["circleId"],
                    lambda trainer, payload: self.client.call("assignToCircle", payload, self.tokens[trainer])["autoCount"])
                self.load_info[name]["circles"] = made["circles"]
                self.log(f"created {made['circles']} circles of {name} over the callables")

    def _wait_for_index(self, db: Any, expected: dict[str, int]) -> tuple[int, int]:
        """Until every expected ledger entry (per source type) is indexed or failed."""
        from google.cloud.firestore_v1.base_query import FieldFilter

        deadline = time.monotonic() + self.index_timeout_s
        last = -1
        while True:
            done = failed = 0
            complete = True
            for source_type, want in expected.items():
                statuses = [d.get("status") for d in db.collection("vectorIndex")
                            .where(filter=FieldFilter("sourceType", "==", source_type)).stream()]
                ok, bad = statuses.count("indexed"), statuses.count("failed")
                done, failed = done + ok, failed + bad
                complete = complete and ok + bad >= want
            if complete:
                return done, failed
            if done + failed != last:
                self.log(f"  triggers indexing: {done + failed} of at least {sum(expected.values())}")
                last = done + failed
            if time.monotonic() > deadline:
                raise TimeoutError(f"the triggers indexed only {done} (+{failed} failed) within "
                                   f"{self.index_timeout_s:.0f} s")
            time.sleep(2.0)

    # -- asking ------------------------------------------------------------------

    def skip_reason(self, q: Question) -> str | None:
        from shared.domain import timeframe

        when = asked_at(q, self.defaults)
        _, then = timeframe.extract(q.question, when)
        if then is None:
            return None
        _, now = timeframe.extract(q.question, datetime.now(timezone.utc))
        assert now is not None
        if abs(then.since - now.since) > WINDOW_TOLERANCE or abs(then.until - now.until) > WINDOW_TOLERANCE:
            return f"'{then.phrase}' names another window at the emulator's clock than at {when:%Y-%m-%d}"
        return None

    def search(self, q: Question, conversation_id: str | None = None) -> SearchReply:
        from demo.callable_client import CallableError

        data: dict[str, Any] = {"query": q.question, "limit": 10}
        if q.client:
            data["clientId"] = q.client
        if conversation_id:
            data["conversationId"] = conversation_id
        t = time.perf_counter()
        try:
            result = self.client.call("semanticSearch", data, self.tokens[q.trainer])
        except CallableError as err:
            return SearchReply([], _ms(t), error=err.status)
        ms = _ms(t)
        results = result["results"]
        return SearchReply([r["messageId"] for r in results], ms, top_score=results[0]["score"] if results else None)

    def chat(self, q: Question, conversation_id: str | None) -> ChatReply:
        from demo.callable_client import CallableError

        data: dict[str, Any] = {"message": q.question}
        if conversation_id:
            data["conversationId"] = conversation_id
        t = time.perf_counter()
        try:
            result = self.client.call("chatWithAI", data, self.tokens[q.trainer])
        except CallableError as err:
            return ChatReply(False, [], _ms(t), error=err.status)
        return ChatReply(bool(result["hasContext"]), [s["messageId"] for s in result["sources"]], _ms(t),
                         result.get("conversationId"), result.get("response", ""))


def _expected_ledger(data: dict[str, Any]) -> dict[str, int]:
    """Ledger entries the triggers must write: one per message, profile, note, check-in; ≥ 1 per transcript;
    one per health record (client × metric × week, goal, panel day)."""
    from shared.usecases.health.loader import record_ids

    expected = {
        "message": len(data["messages"]),
        "client_profile": len(data.get("profiles", [])),
        "session_note": len(data.get("sessionNotes", [])),
        "checkin": len(data.get("checkins", [])),
        "transcript_segment": len(data.get("transcripts", [])),
    }
    for _, source_type in record_ids(data).values():
        expected[source_type] = expected.get(source_type, 0) + 1
    return expected


def _listening(host_port: str) -> bool:
    host, port = host_port.rsplit(":", 1)
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex((host, int(port))) == 0


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 2)
