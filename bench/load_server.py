"""The load benchmark's server side: `main.semanticSearch` behind the production HTTP server, and what a phase switches.

bench/load.py measures phases that differ only in the server's limiter (its memory of refusals,
the in-flight cap, the burst limit, the early answer, the refusal log). `LoadServer` is one
server process's share of that: the app (gunicorn's gthread worker with functions-framework's
settings, bench/gthread_server.py, or werkzeug's development server), the switches a phase sets
(`configure`), and the counters a phase reads (`start_phase`/`end_phase`: Firestore RPCs, Auth
account lookups, the process's CPU, the time each call spent in the app, and how each refusal
was decided).

By default the benchmark's own process is the one server (`LoadServer`), as before `--instances`.
With `--instances`, each instance is a spawned process of its own (`SpawnedServer`, driven over a
pipe): its own memory of refusals, bursts, calls in flight, verified tokens and account statuses,
its own GIL and gunicorn pool, as each Cloud Run instance of a deployed function has. What
instances share is only what production shares: the Firestore emulator (the per-minute windows
of shared/usecases/ratelimit.py, the audit trail) and, here, the SQLite vector store file, which
the benchmark seeds before any instance starts.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# How a refusal was decided (`ratelimit._limited`'s phase): the shared window in Firestore, or this
# process's memory (a remembered refusal, the burst, the in-flight cap).
REFUSAL_KINDS = ("shared", "memory", "burst", "in_flight")


@dataclass(frozen=True)
class ServerConfig:
    """What every server of a run is started with (picklable: a spawned instance gets a copy)."""

    project: str
    store_path: Path
    limit: int
    max_in_flight: int
    burst: int
    auth_recheck_s: float
    server: str = "gthread"  # or "werkzeug"
    threads: int = 0  # 0 = functions-framework's default (THREADS, or 4 per CPU)


class RoundTrips:
    """Counts Firestore RPCs (any method) made through one client. `patch` sets each counting
    wrapper in place (a test passes `monkeypatch.setattr`, so the client is restored after it)."""

    RPCS = ("commit", "batch_get_documents", "run_query", "begin_transaction", "batch_write", "list_documents")

    def __init__(self, db: Any, patch: Any = setattr) -> None:
        self.count = 0
        self._lock = threading.Lock()
        api = db._firestore_api
        for rpc in self.RPCS:
            if hasattr(api, rpc):
                patch(api, rpc, self._counting(getattr(api, rpc)))

    def _counting(self, original: Any) -> Any:
        def rpc(*args: Any, **kwargs: Any) -> Any:
            with self._lock:
                self.count += 1
            return original(*args, **kwargs)

        return rpc


class RefusalKinds:
    """Counts this process's refusals by how they were decided, wrapping `ratelimit._limited`
    (every refusal of the limiter, from memory or from the shared window, is made there)."""

    def __init__(self) -> None:
        from shared.usecases import ratelimit

        self.counts = dict.fromkeys(REFUSAL_KINDS, 0)
        self._lock = threading.Lock()
        original = ratelimit._limited

        def counted(trainer_id: str, function: str, retry_after: int, phase: str, *, audit: bool) -> Any:
            with self._lock:
                self.counts[phase] = self.counts.get(phase, 0) + 1
            return original(trainer_id, function, retry_after, phase, audit=audit)

        ratelimit._limited = counted

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self.counts)


class LoadServer:
    """semanticSearch served in this process, with the phase switches and counters of bench/load.py.

    `backends` and `db`: the ones the benchmark seeded with, when this process is also the seeder
    (the single-process default); a spawned instance makes its own.
    """

    def __init__(self, config: ServerConfig, backends: Any = None, db: Any = None) -> None:
        import os
        import sys

        import flask
        from google.cloud import firestore
        from werkzeug.serving import make_server

        import auth_status
        import callables
        import main as functions_main
        from shared.kernel.config import Settings
        from shared.usecases import ratelimit
        from shared.usecases.backends import Backends

        self.config = config
        self._ratelimit, self._callables, self._auth_status = ratelimit, callables, auth_status
        if backends is None:
            settings = Settings(local_store_path=config.store_path, GOOGLE_CLOUD_PROJECT=config.project,
                                rate_limit_per_minute=config.limit, max_in_flight_per_trainer=config.max_in_flight,
                                rate_limit_burst=config.burst, auth_recheck_s=config.auth_recheck_s)
            db = firestore.Client(project=config.project)
            backends = Backends(settings=settings, db_override=db)
        self.settings = backends.settings
        callables.get_backends = lambda: backends  # the entry points' backends
        functions_main.get_backends = lambda: backends
        self.trips = RoundTrips(db)
        self.kinds = RefusalKinds()
        self.default_switch = sys.getswitchinterval()

        class Forgetful(ratelimit.Refusals):
            """The limiter as it was before the refusal memory: every refused call asks Firestore."""

            def remember(self, trainer_id: str, function: str, until: float) -> None:
                return None

        class LineEach(ratelimit.RefusalLog):
            """Before the counts: one log line per refused call (and the call's own line)."""

            def add(self, trainer_id: str, function: str, phase: str, retry_after: int) -> None:
                ratelimit._log_refusals(trainer_id, function, phase, retry_after, 1)
                callables.log.info("callable", extra={"json_fields": {"function": function,
                                                                      "outcome": "RESOURCE_EXHAUSTED"}})

        self.remembering, self.forgetful = ratelimit.REFUSALS, Forgetful()
        self.counting, self.line_each = ratelimit.REFUSAL_LOG, LineEach()
        self.early_answer = callables.early_answer
        self.in_app: list[tuple[int, float]] = []  # (HTTP status, ms inside the WSGI app) of every call

        def timed() -> Any:
            started = time.perf_counter()
            response = flask.make_response(functions_main.semanticSearch(flask.request))
            self.in_app.append((response.status_code, (time.perf_counter() - started) * 1000))
            return response

        if config.server == "gthread":  # what a deployed function runs (bench/gthread_server.py), its app included
            from bench.gthread_server import GthreadServer, functions_framework_app

            if config.threads:
                # As a deploy's `THREADS` would: the per-trainer in-flight cap is bounded by half the pool
                # (functions/server_pool.py) and must follow the pool this run serves with. This process only.
                os.environ["THREADS"] = str(config.threads)
            self._server: Any = GthreadServer(functions_framework_app(lambda request: timed()), threads=config.threads)
            port = self._server.port
        else:  # werkzeug's development server (`functions-framework --debug`; not what is deployed)
            app = flask.Flask("bench-load")
            app.add_url_rule("/semanticSearch", "search", timed, methods=["POST"])
            self._server = make_server("127.0.0.1", 0, app, threaded=True)
            threading.Thread(target=self._server.serve_forever, daemon=True).start()
            port = self._server.server_port
        self.url = f"http://127.0.0.1:{port}/semanticSearch"
        self._mark: dict[str, Any] = {}

    def configure(self, name: str, flooder: str | None, gil_switch_ms: float = 0) -> None:
        """Set this server's limiter as phase `name` measures it (bench/load.py, `PHASES`)."""
        import sys

        ratelimit, callables = self._ratelimit, self._callables
        before = name in ("flood-all-refused-long-way", "flood-no-memory")
        sys.setswitchinterval(gil_switch_ms / 1000 if name.endswith("-gil") else self.default_switch)
        ratelimit.REFUSALS = self.forgetful if name == "flood-no-memory" else self.remembering
        ratelimit.REFUSAL_LOG = self.line_each if before else self.counting
        callables.early_answer = self._long_way if before else self.early_answer
        self.settings.max_in_flight_per_trainer = (0 if name in ("flood-no-cap", "flood-no-memory")
                                                   else self.config.max_in_flight)
        self.settings.rate_limit_burst = 0 if name in ("flood-no-burst", "flood-no-memory") else self.config.burst
        if flooder and name.startswith("flood-all-refused"):  # over the limit already: every flood request refused
            self.remembering.remember(flooder, "semanticSearch", time.time() + 120)

    @staticmethod
    def _long_way(request: Any, name: str, app_check: bool = False) -> None:
        """Before the early answer: every call goes on to the callable SDK."""
        return None

    def start_phase(self) -> None:
        self._mark = {"rpcs": self.trips.count, "lookups": self._auth_status.ACCOUNTS.lookups,
                      "cpu": time.process_time(), "samples": len(self.in_app), "kinds": self.kinds.snapshot()}

    def end_phase(self) -> dict[str, Any]:
        """What this server did since `start_phase`: counts, CPU seconds, and each call's time in the app."""
        mark, kinds = self._mark, self.kinds.snapshot()
        return {
            "rpcs": self.trips.count - mark["rpcs"],
            "lookups": self._auth_status.ACCOUNTS.lookups - mark["lookups"],
            "cpu_s": time.process_time() - mark["cpu"],
            "in_app": self.in_app[mark["samples"]:],
            "refusals": {kind: kinds.get(kind, 0) - mark["kinds"].get(kind, 0) for kind in REFUSAL_KINDS},
        }

    def restore(self) -> None:
        """The limiter as it was before the run (the benchmark's process goes on after it)."""
        import sys

        self._ratelimit.REFUSALS, self._ratelimit.REFUSAL_LOG = self.remembering, self.counting
        self._callables.early_answer = self.early_answer
        sys.setswitchinterval(self.default_switch)

    def shutdown(self) -> None:
        self.restore()
        self._server.shutdown()


def _serve(conn: Any, config: ServerConfig) -> None:
    """A spawned instance: build its server, then run the methods the benchmark sends until told to stop."""
    try:
        server = LoadServer(config)
    except BaseException as exc:
        conn.send(("failed", f"{type(exc).__name__}: {exc}"))
        raise
    conn.send(("ready", server.url))
    while True:
        method, args = conn.recv()
        if method == "stop":
            server.shutdown()
            conn.send(("done", None))
            return
        conn.send(("done", getattr(server, method)(*args)))


class SpawnedServer:
    """A `LoadServer` in a spawned process of its own (an instance), driven over a pipe.

    Spawned, not forked: no copy of the benchmark's threads, gRPC channels or loaded model; the
    instance imports and loads everything itself, as a cold instance does.
    """

    def __init__(self, config: ServerConfig, timeout_s: float = 300) -> None:
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._timeout_s = timeout_s
        self.process = context.Process(target=_serve, args=(child, config), name="bench-load-instance", daemon=True)
        # The instance imports `bench.load_server` and `main` by name: bench/load.py puts the repository
        # and functions/ on its sys.path, which spawn hands on to the child (as it does the environment:
        # the emulators' hosts, THREADS).
        self.process.start()
        self.url = ""

    def ready(self) -> "SpawnedServer":
        """Wait until the instance serves (start several, then wait for each: they import in parallel)."""
        if not self.url:
            status, value = self._receive()
            if status != "ready":
                raise RuntimeError(f"load instance failed to start: {value}")
            self.url = value
        return self

    def _receive(self) -> tuple[str, Any]:
        if not self._conn.poll(self._timeout_s):
            raise TimeoutError(f"load instance (pid {self.process.pid}) did not answer in {self._timeout_s:.0f} s")
        return self._conn.recv()

    def _call(self, method: str, *args: Any) -> Any:
        self._conn.send((method, args))
        return self._receive()[1]

    def configure(self, name: str, flooder: str | None, gil_switch_ms: float = 0) -> None:
        self._call("configure", name, flooder, gil_switch_ms)

    def start_phase(self) -> None:
        self._call("start_phase")

    def end_phase(self) -> dict[str, Any]:
        return self._call("end_phase")

    def shutdown(self) -> None:
        if self.process.is_alive() and self.url:  # serving: let it stop its server
            try:
                self._call("stop")
            except (OSError, EOFError, TimeoutError):
                pass
        self.process.join(timeout=10)
        if self.process.is_alive():  # our own child, by its handle
            self.process.kill()
            self.process.join(timeout=10)
