"""Load benchmark: many trainers calling semanticSearch while one of them floods it.

Against the Firestore emulator and the local backends (MiniLM ONNX int8 +
SQLite/numpy): `main.semanticSearch` (the real callable SDK path, token check,
rate limit, audit) is served in this process by gunicorn's gthread worker with
functions-framework's settings, as a deployed function (and the functions emulator)
serves it (bench/gthread_server.py; `--server werkzeug` for werkzeug's development
server, which this benchmark used before), and real HTTP clients (one thread and one keep-alive connection per trainer or
flood slot, Firebase ID tokens) call it
from two spawned processes: the normal trainers, and the flood.

Phases, each with `--trainers` fresh trainers asking `--requests`
questions one after another (a short pause between them, under the limit):

1. baseline: only those trainers;
2. flood: the same, while one more trainer sends `--flood` requests at
   concurrency `--flood-concurrency` (over the per-minute limit many times);
3. the same flood from a trainer already over the limit (a refusal remembered
   before the phase): every flood request is refused, so this isolates what
   refusing costs everyone else;
4. the same as 3, but refusals go the long way, through the callable SDK
   (body parsed again, token verified again and logged) into `run_callable`,
   with a log line per refusal — as before `callables.early_answer` and the
   token memory (functions/auth_tokens.py);
5. flood with the refusal memory but no per-trainer in-flight cap
   (shared/usecases/ratelimit.py, `InFlight`; `--max-in-flight` sets the cap of the other phases);
6. flood without the limiter's in-process memory of refusals nor the cap
   (shared/usecases/ratelimit.py, `Refusals`) nor the early answer: what a flood cost before any;
7. flood without the burst limit (`Bursts`, `--burst` sets it for the other phases): the
   flooder's admitted calls — its whole per-minute limit — all at once, as before it;
8. the baseline again, last: the same run's baseline twice (an A/A pair) shows how far the
   other trainers' p95 moves with no flood at all on this machine — the noise floor.

The callables' account check is on (functions/auth_status.py, `--auth-recheck-s`, 0 = off):
every trainer is a real user of an Auth emulator (started alone on free ports for the
in-process target), and the Firestore-like count of account lookups per phase shows that a
flood does not reach Auth per call. Each phase also records the whole machine's CPU busy
share (/proc/stat: how much of the 2 cores anything, other agents included, used), and in
process the time each call spent inside the WSGI app (so a refusal's latency splits into
our work and the waiting around it).

`--gil-switch-ms X` adds the baseline and phase 3 again with the server's
`sys.setswitchinterval` at X ms (does handing the GIL over sooner help the
short refusals and the other trainers' threads?).

Each client mints one ID token per trainer and sends it with every call, as
the Firebase client SDKs do (a token lives an hour). The clients are
`http.client` connections by default (`--client httpx` for the heavier httpx).

`--target emulators` serves semanticSearch from the Firebase emulators instead
(functions, firestore, auth on free ports, tools/firebase_emulators.py): the
real function runtime, our code in its Python worker; only the baseline and
flood phases (the others change the server process's state), and server CPU
is that of the emulators' whole process group (the Node emulator, its Python
workers, the Firestore emulator).

Every answer other than 200 to a normal trainer, and other than 200/429 to
the flood, is reported with its HTTP status and error status/message; so is a 429
that is not RESOURCE_EXHAUSTED with `details.retryAfter` and the same `Retry-After`
header (`refusal_problem`).

`--instances 1,2` serves semanticSearch from separate instance processes instead of
this one (bench/load_server.py): each spawned with its own gunicorn gthread server and
its own memory (refusals, bursts, calls in flight, verified tokens, account statuses),
as each Cloud Run instance has, all sharing the Firestore emulator (the per-minute
windows, the audit) and the seeded store. Every phase runs on 1, then on 2 instances
(the whole interleaved `--runs` times), each count with its own baseline and A/A pair;
by default the phases that tell what spreading changes (baseline, flood, all refused,
no burst, baseline again). The clients spread requests over the instances (`Spread`):
per request round robin by default, as Cloud Run's front end routes each request on
its own (`--balance random`, or `connection` to pin each client thread to one
instance). Per instance, the report counts the flood's refused and admitted calls and
how the instance decided its refusals (the shared window, or its memory). Its section
of docs/BENCHMARKS.md is `load-instances`.

The phases are interleaved `--runs` times so that each sees the same machine
load; the report gives medians over the runs of p50/p95/p99 for the normal
trainers (together and per trainer), of the flooding trainer's refused and
admitted calls, and of the Firestore round trips per phase.

    functions/venv/bin/python bench/load.py [--trainers 20] [--requests 15] [--flood 400] [--runs 3] [--max-in-flight 4]
        [--target in-process|emulators] [--server gthread|werkzeug] [--threads N] [--phases flood,...]
        [--client stdlib|httpx] [--gil-switch-ms X] [--instances 1,2] [--balance round-robin|random|connection]
        [--json-out FILE] [--no-write]

`--threads` sets the gthread pool (functions-framework's `THREADS`; by default 4 per CPU):
a pool as large as the number of connections serves like werkzeug's thread per connection.
`--phases` runs a subset (the baseline always, first).

Rewrites its section of docs/BENCHMARKS.md (between the `load` markers, or
`load-instances` with `--instances`) unless --no-write is given; `--json-out` also
writes every run's figures.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib
import multiprocessing
import os
import shlex
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
PROJECT = "demo-bench-load"


def set_environment() -> None:
    """The benchmark's environment, set when it runs (`main`), not when a test imports this module; the
    processes it spawns (clients, instances) inherit it."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = PROJECT
    os.environ.setdefault("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")  # unsigned emulator tokens verify offline

QUESTIONS = ["knee pain after squats", "sleeping badly", "protein intake", "missed sessions", "shoulder mobility"]
MESSAGES = ["my knee hurts after squats", "slept five hours again", "hit my protein target all week",
            "shoulder feels tight on overhead press"]


def id_token(uid: str) -> str:
    from tests.conftest import id_token as token

    return token(uid, project=PROJECT)


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    ordered = sorted(xs)
    return round(ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))], 1)


def summary(xs: list[float]) -> dict[str, float]:
    return {"n": len(xs), "p50": percentile(xs, 0.5), "p95": percentile(xs, 0.95), "p99": percentile(xs, 0.99)}


def seed(backends: Any, trainers: list[str]) -> None:
    from shared.usecases.indexing import sync_message

    db = backends.db
    for t in trainers:
        client = f"{t}-client"
        db.collection("trainers").document(t).set({"displayName": t})
        db.collection("clients").document(client).set({"trainerId": t, "displayName": f"Client of {t}", "active": True})
        db.collection("chats").document(f"chat-{client}").set({"trainerId": t, "clientId": client, "participantIds": [t, client]})
        for i, text in enumerate(MESSAGES):
            db.collection("chats").document(f"chat-{client}").collection("messages").document(f"m{i}").set(
                {"senderId": client, "senderName": "Client", "text": text, "createdAt": 1_790_000_000 + i})
            sync_message(backends, f"chat-{client}", f"m{i}")


# HTTP status, ms, for an unexpected answer what it said, and which instance answered (0 with one server)
Answer = tuple[int, float, str, int]
CLIENT = os.environ.get("BENCH_LOAD_CLIENT", "stdlib")  # set by --client, read again in the spawned client processes


class _Reply:
    def __init__(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.status_code, self.text = status, body.decode("utf-8", "replace")
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}  # looked up lower-case, as httpx's

    def json(self) -> Any:
        import json

        return json.loads(self.text)


class StdlibClient:
    """One keep-alive HTTP/1.1 connection (http.client): about a tenth of httpx's CPU per request.

    Client CPU matters here: the clients share the machine's 2 cores with the server, and 20
    threads of one client process queue for that process's GIL, which the measured latency
    includes (with httpx, ≈ 1.7 ms of client CPU per request: ≈ 35 ms of queueing at 20 threads).
    """

    def __init__(self, timeout: float = 60) -> None:
        self.timeout = timeout
        self.conn: Any = None

    def __enter__(self) -> "StdlibClient":
        return self

    def __exit__(self, *exc: object) -> None:
        if self.conn is not None:
            self.conn.close()

    def post(self, url: str, json: Any, headers: dict[str, str]) -> _Reply:
        import http.client
        import json as json_module
        from urllib.parse import urlsplit

        parts = urlsplit(url)
        body = json_module.dumps(json).encode()
        for attempt in (1, 2):  # a keep-alive connection the server closed: reconnect once
            if self.conn is None:
                self.conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=self.timeout)
            try:
                self.conn.request("POST", parts.path, body, {**headers, "Content-Type": "application/json"})
                response = self.conn.getresponse()
                return _Reply(response.status, response.read(), dict(response.getheaders()))
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.conn.close()
                self.conn = None
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")


def http_client(timeout: float = 60) -> Any:
    if CLIENT == "httpx":
        import httpx

        return httpx.Client(timeout=timeout)
    return StdlibClient(timeout)


def refusal_problem(body: Any, retry_after_header: str | None) -> str:
    """What is wrong with a 429 answer ("" if nothing): it must be RESOURCE_EXHAUSTED with
    `details.retryAfter` (whole seconds, at least 1) and the same value in a `Retry-After` header,
    from whichever instance answered it."""
    error = (body or {}).get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict) or error.get("status") != "RESOURCE_EXHAUSTED":
        return f"429 not RESOURCE_EXHAUSTED: {str(error)[:80]}"
    retry_after = (error.get("details") or {}).get("retryAfter")
    if not isinstance(retry_after, int) or isinstance(retry_after, bool) or retry_after < 1:
        return f"429 without retryAfter: {str(error.get('details'))[:80]}"
    if retry_after_header != str(retry_after):
        return f"429 Retry-After header {retry_after_header!r}, retryAfter {retry_after}"
    return ""


def call(http: Any, url: str, token: str, query: str, instance: int = 0) -> Answer:
    started = time.perf_counter()
    try:
        response = http.post(url, json={"data": {"query": query, "limit": 5}}, headers={"Authorization": f"Bearer {token}"})
    except Exception as exc:  # a connection reset or a client timeout is an answer too
        return 0, (time.perf_counter() - started) * 1000, type(exc).__name__, instance
    ms = (time.perf_counter() - started) * 1000
    what = ""
    if response.status_code == 429:
        try:
            body = response.json()
        except Exception:
            body = None
        what = refusal_problem(body, response.headers.get("retry-after"))
    elif response.status_code != 200:
        try:
            error = response.json().get("error") or {}
            what = f"{error.get('status')}: {str(error.get('message'))[:80]}"
        except Exception:
            what = response.text[:80].replace("\n", " ")
    return response.status_code, ms, what, instance


BALANCES = ("round-robin", "random", "connection")


class Spread:
    """Which instance serves each request of one client thread: the load balancer in front of the instances.

    Cloud Run's front end routes every request on its own (the client's connection ends at the
    front end, not at an instance), so the default spreads per request: `round-robin` takes the
    instances in turn, each client thread starting at its own (`start`), which spreads a flood's
    concurrent threads evenly at every moment; `random` picks one per request (seeded per thread),
    the uneven spread of a router that knows nothing of load; `connection` sends all of a
    thread's requests to one instance, as a balancer that routes kept-alive connections rather than
    requests would (the flood then stays where its connections landed).
    """

    def __init__(self, instances: int, balance: str, start: int) -> None:
        import random

        if balance not in BALANCES:
            raise ValueError(f"unknown balance {balance!r}: one of {', '.join(BALANCES)}")
        self.instances, self.balance = max(1, instances), balance
        self._next = start % self.instances
        self._random = random.Random(start)

    def pick(self) -> int:
        """The instance of the next request."""
        if self.instances == 1 or self.balance == "connection":
            return self._next
        if self.balance == "random":
            return self._random.randrange(self.instances)
        chosen = self._next
        self._next = (self._next + 1) % self.instances
        return chosen


class Connections:
    """One client thread's kept-alive connections, one per instance, opened when first used."""

    def __init__(self, count: int, timeout: float = 60) -> None:
        self._clients: list[Any] = [None] * count
        self._timeout = timeout

    def __getitem__(self, instance: int) -> Any:
        if self._clients[instance] is None:
            self._clients[instance] = http_client(self._timeout).__enter__()
        return self._clients[instance]

    def __enter__(self) -> "Connections":
        return self

    def __exit__(self, *exc: object) -> None:
        for client in self._clients:
            if client is not None:
                client.__exit__(None, None, None)


def normal_clients(urls: list[str], uids: list[str], requests: int, pause: float,
                   balance: str = "round-robin") -> tuple[dict[str, list[Answer]], float]:
    """Run in a client process: each trainer asks `requests` questions one after another, in its own thread,
    each to the instance `Spread` picks among `urls`. Also returns the CPU seconds this client process spent."""
    def one(n: int) -> list[Answer]:
        token = id_token(uids[n])
        spread = Spread(len(urls), balance, start=n)
        with Connections(len(urls)) as connections:
            answers = []
            for i in range(requests):
                instance = spread.pick()
                answers.append(call(connections[instance], urls[instance], token, QUESTIONS[i % len(QUESTIONS)], instance))
                time.sleep(pause)
            return answers

    cpu = time.process_time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(uids)) as pool:
        answers = dict(zip(uids, pool.map(one, range(len(uids)))))
    return answers, time.process_time() - cpu


def flood_client(urls: list[str], uid: str, total: int, concurrency: int,
                 balance: str = "round-robin") -> tuple[list[Answer], float, float]:
    """Run in another client process: `total` requests from one trainer at `concurrency`, each to the
    instance `Spread` picks among `urls`. Also returns the CPU seconds this client process spent and
    the flood's duration."""
    token = id_token(uid)

    def worker(n: int, count: int) -> list[Answer]:
        spread = Spread(len(urls), balance, start=n)
        with Connections(len(urls)) as connections:
            answers = []
            for _ in range(count):
                instance = spread.pick()
                answers.append(call(connections[instance], urls[instance], token, "knee pain", instance))
            return answers

    shares = [total // concurrency + (1 if i < total % concurrency else 0) for i in range(concurrency)]
    cpu, started = time.process_time(), time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=concurrency) as pool:
        answers = [answer for answers in pool.map(worker, range(concurrency), shares) for answer in answers]
    return answers, time.process_time() - cpu, time.perf_counter() - started


PHASES = ("baseline", "flood", "flood-all-refused", "flood-all-refused-long-way", "flood-no-cap", "flood-no-memory",
          "flood-no-burst", "baseline-again")


def machine_busy() -> tuple[int, int]:
    """(busy, total) jiffies of all CPUs since boot (/proc/stat), for a phase's busy share."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    return sum(fields) - idle, sum(fields)


def create_users(uids: list[str]) -> None:
    """Every trainer a real account in the Auth emulator, so the account check finds them."""
    from firebase_admin import auth

    for i in range(0, len(uids), 1000):
        result = auth.import_users([auth.ImportUserRecord(uid=u) for u in uids[i:i + 1000]])
        if result.failure_count:
            raise RuntimeError(f"{result.failure_count} users not created in the Auth emulator")


def group_cpu_s(pgid: int) -> float:
    """CPU seconds (user + system) of every live process in process group `pgid`."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # fields after the command: state, ppid, pgrp, ...; utime, stime at 11, 12
            total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def phase_names(args: argparse.Namespace, emulators: bool) -> tuple[str, ...]:
    """The phases of one run, in order (without the instance counts)."""
    # On the emulators the limiter's settings are the workers' environment, fixed when they start: a phase
    # that switches one (flood-no-burst set the burst in this process, which no worker reads) would measure
    # the flood again under another name.
    phases = PHASES if not emulators else ("baseline", "flood", "baseline-again")
    if args.phases:  # a subset, in the usual order (the ratios need the baseline)
        wanted = {"baseline", *args.phases.split(",")}
        phases = tuple(name for name in phases if name in wanted)
    elif args.instances:  # what spreading over instances changes (the others are one process's levers)
        phases = ("baseline", "flood", "flood-all-refused", "flood-no-burst", "baseline-again")
    if args.gil_switch_ms and not emulators:  # the same two phases with the server's GIL handed over sooner
        phases = (*phases, "baseline-gil", "flood-all-refused-gil")
    return phases


def instance_counts(text: str) -> list[int]:
    """`--instances 1,2` → [1, 2]: the numbers of instances the phases run on (interleaved)."""
    counts = [int(part) for part in text.split(",") if part.strip()]
    if not counts or min(counts) < 1 or len(set(counts)) != len(counts):
        raise argparse.ArgumentTypeError(f"--instances wants distinct counts of at least 1, like 1,2: {text!r}")
    return counts


def phase_key(name: str, instances: int | None) -> str:
    """A phase's key in the figures: its name, and with `--instances` the number it ran on ("flood@2")."""
    return name if instances is None else f"{name}@{instances}"


class EmulatorServer:
    """The Firebase emulators as the benchmark's server: nothing to switch; CPU of their process group."""

    def __init__(self, emulators: Any) -> None:
        self.url, self._pgid = emulators.url("semanticSearch"), emulators.process.pid
        self._cpu = 0.0

    def configure(self, name: str, flooder: str | None, gil_switch_ms: float = 0) -> None:
        return None  # the workers read their limiter settings from the environment at start

    def start_phase(self) -> None:
        self._cpu = group_cpu_s(self._pgid)

    def end_phase(self) -> dict[str, Any]:
        return {"rpcs": float("nan"), "lookups": float("nan"), "cpu_s": group_cpu_s(self._pgid) - self._cpu,
                "in_app": [], "refusals": {}}  # Firestore RPCs and lookups happen in the workers

    def shutdown(self) -> None:
        return None


def run(args: argparse.Namespace, store_path: Path, emulators: Any = None) -> dict[str, list[dict[str, Any]]]:
    from google.cloud import firestore

    importlib.import_module("main")  # functions/main.py initialises firebase_admin, which create_users needs
    from bench.load_server import REFUSAL_KINDS, LoadServer, ServerConfig, SpawnedServer
    from shared.kernel.config import Settings
    from shared.usecases.backends import Backends

    phases = phase_names(args, emulators is not None)
    counts: list[int | None] = list(args.instances) if args.instances else [None]
    keys = [(name, n) for name in phases for n in counts]  # interleaved: each phase on 1, then 2 instances, ...
    config = ServerConfig(project=PROJECT, store_path=store_path, limit=args.limit, max_in_flight=args.max_in_flight, burst=args.burst,
                          auth_recheck_s=args.auth_recheck_s, server=args.server, threads=args.threads)
    settings = Settings(local_store_path=store_path, GOOGLE_CLOUD_PROJECT=PROJECT,
                        rate_limit_per_minute=args.limit, max_in_flight_per_trainer=args.max_in_flight,
                        rate_limit_burst=args.burst, auth_recheck_s=args.auth_recheck_s)
    db = firestore.Client(project=PROJECT)
    backends = Backends(settings=settings, db_override=db)  # seeds; and serves, when this process is the server
    # Fresh trainers for every phase: each starts with an untouched rate-limit window.
    cast = {(r, phase_key(name, n)): ([f"t{r}-{phase_key(name, n).replace('@', 'i')}-{i:02d}" for i in range(args.trainers)],
                                      f"t{r}-{phase_key(name, n).replace('@', 'i')}-flooder")
            for r in range(args.runs) for name, n in keys}
    seed(backends, [uid for normal, flooder in cast.values() for uid in [*normal, flooder]])
    # Warm-up: the model loaded, connections open and, on the emulators (one request per Python worker at a
    # time), as many workers started as the phases will keep busy at once; starting one costs seconds.
    servers_needed = max(n or 1 for n in counts)
    warm = [f"warm-{i:02d}" for i in range(3 * servers_needed if emulators is None
                                           else args.trainers + args.flood_concurrency)]
    if args.auth_recheck_s > 0:
        create_users([*warm, *(uid for normal, flooder in cast.values() for uid in [*normal, flooder])])
    if emulators is not None:
        # The messages just written also fire the embedMessage trigger in the emulator (idempotent with
        # the seeding above): wait until that work is done, so the phases do not share the CPU with it.
        quiet_by = time.monotonic() + 300
        while time.monotonic() < quiet_by:
            before_cpu = group_cpu_s(emulators.process.pid)
            time.sleep(3)
            if group_cpu_s(emulators.process.pid) - before_cpu < 0.3:
                break

    servers: list[Any]
    if emulators is not None:
        servers = [EmulatorServer(emulators)]
    elif args.instances:  # each instance a process of its own, with its own memory (bench/load_server.py)
        servers = [SpawnedServer(config) for _ in range(servers_needed)]
        try:
            servers = [server.ready() for server in servers]  # started together, they import in parallel
        except BaseException:
            for server in servers:
                server.shutdown()
            raise
    else:  # this process serves, as before --instances
        servers = [LoadServer(config, backends=backends, db=db)]

    # Clients run in their own processes (spawned: no copy of the server's threads or gRPC state),
    # so the server processes spend their CPU on serving only, as function instances would.
    spawn = multiprocessing.get_context("spawn")

    def phase(trainers: list[str], flooder: str | None, serving: list[Any]) -> dict[str, Any]:
        urls, busy_before = [server.url for server in serving], machine_busy()
        with concurrent.futures.ProcessPoolExecutor(max_workers=2, mp_context=spawn) as procs:
            procs.submit(time.sleep, 0).result()  # both client processes spawned and imported before timing
            procs.submit(time.sleep, 0).result()
            for server in serving:
                server.start_phase()
            wall = time.perf_counter()
            normal_job = procs.submit(normal_clients, urls, trainers, args.requests, args.pause, args.balance)
            flood_job = (procs.submit(flood_client, urls, flooder, args.flood, args.flood_concurrency, args.balance)
                         if flooder else None)
            answers, normal_cpu = normal_job.result()
            flood_answers, flood_cpu, flood_s = flood_job.result() if flood_job else ([], 0.0, 0.0)
            wall = time.perf_counter() - wall
            done = [server.end_phase() for server in serving]
        busy_after = machine_busy()
        in_app = [sample for one in done for sample in one["in_app"]]
        everyone = [ms for xs in answers.values() for _, ms, _, _ in xs]
        refused = [ms for status, ms, _, _ in flood_answers if status == 429]
        admitted = [ms for status, ms, _, _ in flood_answers if status == 200]
        unexpected = ([f"normal {status} {what} ({ms:.0f} ms)" for xs in answers.values() for status, ms, what, _ in xs
                       if status != 200]
                      + [f"flood {status} {what} ({ms:.0f} ms)" for status, ms, what, _ in flood_answers
                         if status not in (200, 429) or what])
        return {
            "normal": summary(everyone),
            "per_trainer": {uid.rsplit("-", 1)[1]: summary([ms for _, ms, _, _ in xs]) for uid, xs in sorted(answers.items())},
            "normal_non_200": sum(1 for xs in answers.values() for status, _, _, _ in xs if status != 200),
            "flood_refused": summary(refused),
            "flood_admitted": summary(admitted),
            "flood_other": sum(1 for s, _, _, _ in flood_answers if s not in (200, 429)),
            # 429s that were not RESOURCE_EXHAUSTED with retryAfter and the same Retry-After (`refusal_problem`)
            "refused_unexplained": sum(1 for s, _, what, _ in flood_answers if s == 429 and what),
            "unexpected": unexpected,
            "load": round(os.getloadavg()[0], 1),
            "firestore_rpcs": sum(one["rpcs"] for one in done),
            "account_lookups": sum(one["lookups"] for one in done),
            # The whole machine's CPU busy share over the phase (2 cores = 100 %), other agents' work included.
            "machine_busy_pct": round(100 * (busy_after[0] - busy_before[0]) / max(1, busy_after[1] - busy_before[1]), 1),
            "in_app_refused": summary([ms for status, ms in in_app if status == 429]),
            "in_app_ok": summary([ms for status, ms in in_app if status == 200]),
            # CPU seconds: the server processes (all their threads, gRPC's included), each client process.
            "server_cpu_s": round(sum(one["cpu_s"] for one in done), 2),
            "normal_client_cpu_s": round(normal_cpu, 2),
            "flood_client_cpu_s": round(flood_cpu, 2),
            "flood_s": round(flood_s, 2),
            "wall_s": round(wall, 2),
            # Per instance serving the phase: what the clients got from it, and how it decided its refusals.
            "instances": [{
                "flood_refused": sum(1 for s, _, _, i in flood_answers if s == 429 and i == k),
                "flood_admitted": sum(1 for s, _, _, i in flood_answers if s == 200 and i == k),
                "normal": sum(1 for xs in answers.values() for _, _, _, i in xs if i == k),
                "refused_unexplained": sum(1 for s, _, what, i in flood_answers if s == 429 and what and i == k),
                "refusals": {kind: one["refusals"].get(kind, 0) for kind in REFUSAL_KINDS},
                "firestore_rpcs": one["rpcs"],
                "server_cpu_s": round(one["cpu_s"], 2),
            } for k, one in enumerate(done)],
        }

    def warm_up(job: tuple[int, str]) -> None:
        k, uid = job
        server = servers[k % len(servers)]
        with http_client(timeout=120) as http:
            call(http, server.url, id_token(uid), "warm up")

    results: dict[str, list[dict[str, Any]]] = {phase_key(name, n): [] for name, n in keys}
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(warm)) as pool:
            list(pool.map(warm_up, enumerate(warm)))
        for r in range(args.runs):  # interleaved, so every phase sees the same machine load
            for name, n in keys:
                key = phase_key(name, n)
                normal, flooder = cast[(r, key)]
                flooding = None if name.startswith("baseline") else flooder
                for server in servers:
                    server.configure(name, flooder, args.gil_switch_ms)
                results[key].append(phase(normal, flooding, servers[:n or 1]))
                last = results[key][-1]
                spread = ""
                if n is not None:
                    spread = " per instance (refused, asked Firestore and refused) " + ", ".join(
                        f"{one['flood_refused']}/{one['refusals']['shared']}" for one in last["instances"])
                print(f"run {r + 1}/{args.runs} {key}: normal p95 {last['normal']['p95']} ms, refused p95 "
                      f"{last['flood_refused']['p95']} ms (in the app {last['in_app_refused']['p95']}), admitted "
                      f"{last['flood_admitted']['n']},{spread} lookups {last['account_lookups']}, machine busy "
                      f"{last['machine_busy_pct']} %, server CPU {last['server_cpu_s']} s, flood client CPU "
                      f"{last['flood_client_cpu_s']} s over {last['flood_s']} s, load {os.getloadavg()[0]:.1f}",
                      flush=True)
    finally:
        for server in servers:
            server.shutdown()
    return results


def median_of(runs: list[dict[str, Any]], *path: str) -> float:
    values = []
    for one in runs:
        value: Any = one
        for key in path:
            value = value[key]
        values.append(value)
    finite = [v for v in values if v == v]  # drop NaN (no refused call in that run)
    return round(statistics.median(finite), 1) if finite else float("nan")


def server_label(args: argparse.Namespace) -> str:
    if args.server == "werkzeug":
        return ("werkzeug's threaded development server (a thread per connection; the benchmark's server before "
                "`--server gthread`, which a deployed function does not run)")
    threads = args.threads or int(os.environ.get("THREADS", (os.cpu_count() or 1) * 4))
    return (f"gunicorn's gthread worker with functions-framework's settings, as a deployed function runs it "
            f"(bench/gthread_server.py: 1 worker, {threads} threads)")


def render(command: str, started_at: datetime, load_before: float, load_after: float, args: argparse.Namespace,
           figures: dict[str, list[dict[str, Any]]]) -> str:
    from bench.machine import describe
    from bench.report import table

    cpu = describe()["cpu"]

    def ratio(name: str) -> float:
        """Median over the runs of this phase's normal p95 ÷ the same run's baseline p95."""
        pairs = zip(figures[name], figures["baseline-gil" if name.endswith("-gil") else "baseline"])
        return round(statistics.median(f["normal"]["p95"] / b["normal"]["p95"] for f, b in pairs), 2)

    def row(label: str, name: str) -> list[object]:
        runs = figures[name]
        return [label,
                *(median_of(runs, "normal", q) for q in ("p50", "p95", "p99")), ratio(name),
                *(median_of(runs, "flood_refused", q) for q in ("p50", "p95", "p99")),
                median_of(runs, "in_app_refused", "p95"),
                median_of(runs, "flood_admitted", "n"), median_of(runs, "flood_admitted", "p50"),
                median_of(runs, "firestore_rpcs"), median_of(runs, "account_lookups"),
                median_of(runs, "server_cpu_s"), median_of(runs, "flood_client_cpu_s"), median_of(runs, "flood_s"),
                median_of(runs, "wall_s"), median_of(runs, "machine_busy_pct"), median_of(runs, "load")]

    flood_runs = figures["flood"]
    per_trainer = [[uid, *(median_of([f["per_trainer"][uid] for f in flood_runs], q) for q in ("n", "p50", "p95", "p99")),
                    median_of([f["per_trainer"][uid] for f in figures["baseline"]], "p95")]
                   for uid in sorted(flood_runs[0]["per_trainer"])]
    problems = sum(f["normal_non_200"] + f["flood_other"] + f["refused_unexplained"]
                   for runs in figures.values() for f in runs)
    what = sorted({line.split(" (")[0] for runs in figures.values() for f in runs for line in f["unexpected"]})
    return "\n".join([
        f"## Load: {args.trainers} trainers calling semanticSearch while one floods it",
        "",
        f"Command: `{command}`",
        "",
        f"Run {started_at:%Y-%m-%d %H:%M} UTC; {cpu}, {os.cpu_count()} cores; "
        f"load average {load_before:.1f} before, {load_after:.1f} after"
        # Above one runnable task per core the other jobs' share of the CPU is in every time here.
        + (" (busy: treat absolute times as upper bounds). " if max(load_before, load_after) > (os.cpu_count() or 1)
           else " (quiet: nothing else ran). ")
        + (f"Server process: {server_label(args)} around `main.semanticSearch` (callable SDK, token check, rate "
           f"limit {args.limit}/min, audit), the Firestore emulator, MiniLM int8 + SQLite store; "
           if args.target == "in-process" else
           f"Server: the Firebase emulators (functions, firestore, auth; firebase-tools 13.35.1), semanticSearch in "
           f"the functions emulator's Python worker (rate limit {args.limit}/min, audit), MiniLM int8 + SQLite store; "
           f"server CPU is the emulators' whole process group; Firestore RPCs are not counted (they happen in the "
           f"worker). The emulator starts one Python worker per request in progress (each its own process, with its "
           f"own memory of refusals and tokens); {args.trainers + args.flood_concurrency} of them are started by a "
           f"warm-up before the runs. "
           + ("The emulator keeps its connections to the workers alive (`--emulator-keepalive`). "
              if args.emulator_keepalive else
              "The CLI runs with `tools/emulator_no_keepalive.cjs` (one connection per proxied request; with "
              "keep-alive the emulator answers some requests 500 \"socket hang up\" and restarts the worker). "))
        + f"{'httpx' if args.client == 'httpx' else 'http.client (standard library)'} clients, one keep-alive "
        f"connection per thread, in two spawned "
        f"processes (normal trainers; the flood). Each phase: {args.trainers} fresh trainers each asking "
        f"{args.requests} questions one after another ({args.pause:.2f} s apart) and, except in the baseline, one more "
        f"trainer sending {args.flood} requests at concurrency {args.flood_concurrency}. The {len(figures)} phases are "
        f"interleaved {args.runs} times; every figure is the median over those runs. \"Cap\" is the per-trainer "
        f"in-flight cap ({args.max_in_flight} calls at once per instance); \"early\" is the answer given before the "
        f"callable SDK with the token verified once per instance (`callables.early_answer`, functions/auth_tokens.py), "
        f"\"long way\" the refusal through the SDK and `run_callable` with its log lines, as before it; \"no memory\" "
        f"is the limiter before all of these (every refused call asks Firestore). \"Burst\" is the per-trainer burst "
        f"limit ({args.burst} calls at once, then one every {60 / args.limit:.0f} s; shared/usecases/ratelimit.py "
        f"`Bursts`). The account check (functions/auth_status.py) is "
        + (f"on, bound {args.auth_recheck_s:.0f} s, every trainer a real user of an Auth emulator; \"account "
           f"lookups\" counts its lookups in Auth per phase. " if args.auth_recheck_s > 0 else "off. ")
        + "\"Refused p95 in the app\" is the time a refused call spent inside the WSGI app (our code and "
        "Flask), the rest of its latency is waiting (sockets, threads, the GIL, the CPU); \"machine busy\" the "
        "share of both cores anything on the machine used during the phase (other agents included). "
        "\"÷ baseline\" is the median over "
        "the runs of the phase's normal p95 divided by the same run's baseline p95; \"load\" the 1-minute load "
        "average at the end of the phase. Each client mints one ID token per trainer and reuses it, as the Firebase "
        "SDKs do. Times in ms.",
        "",
        table(["phase", "normal p50", "normal p95", "normal p99", "normal p95 ÷ baseline", "refused p50",
               "refused p95", "refused p99", "refused p95 in the app", "admitted", "admitted p50", "Firestore RPCs",
               "account lookups", "server CPU s", "flood client CPU s", "flood lasted s", "phase wall s",
               "machine busy %", "load"], [
            row(label, name) for label, name in [
                ("baseline (no flood)", "baseline"),
                (f"**flood: early answer, memory, cap {args.max_in_flight}, burst {args.burst}**", "flood"),
                ("**flood from a trainer already refused (early answer)**", "flood-all-refused"),
                ("flood from a trainer already refused, the long way (before the early answer)",
                 "flood-all-refused-long-way"),
                ("flood, early answer, memory, no cap", "flood-no-cap"),
                ("flood, no memory, no cap, no burst limit, the long way (before all)", "flood-no-memory"),
                ("flood without the burst limit (early answer, memory, cap)", "flood-no-burst"),
                ("baseline again, no flood (A/A: the noise floor)", "baseline-again"),
                (f"baseline, server's GIL switch interval {args.gil_switch_ms} ms (default 5)", "baseline-gil"),
                (f"flood from a trainer already refused (early answer), GIL switch {args.gil_switch_ms} ms "
                 f"(÷ its own baseline)", "flood-all-refused-gil"),
            ] if name in figures
        ]),
        "",
        f"Answers other than 200 to normal trainers, other than 200/429 to the flood, and 429s without "
        f"RESOURCE_EXHAUSTED, `retryAfter` and the same `Retry-After`, in all runs: {problems}"
        + (f" ({'; '.join(what)})." if what else "."),
        "",
        "Per normal trainer during the flood (memory and cap on; medians over the runs; last column: baseline p95):",
        "",
        table(["trainer", "n", "p50", "p95", "p99", "baseline p95"], per_trainer),
    ])


def render_instances(command: str, started_at: datetime, load_before: float, load_after: float,
                     args: argparse.Namespace, figures: dict[str, list[dict[str, Any]]]) -> str:
    """The figures of a run with `--instances`: every phase on each number of instances, side by side."""
    from bench.load_server import REFUSAL_KINDS
    from bench.machine import describe
    from bench.report import table

    cpu = describe()["cpu"]
    counts: list[int] = list(args.instances)
    names = [name for name in PHASES + ("baseline-gil", "flood-all-refused-gil")
             if phase_key(name, counts[0]) in figures]

    def ratio(key: str, baseline: str) -> float:
        """Median over the runs of this phase's normal p95 ÷ the same run's `baseline` p95."""
        pairs = zip(figures[key], figures[baseline])
        return round(statistics.median(f["normal"]["p95"] / b["normal"]["p95"] for f, b in pairs), 2)

    def row(name: str, n: int) -> list[object]:
        key = phase_key(name, n)
        runs = figures[key]
        own = phase_key("baseline-gil" if name.endswith("-gil") else "baseline", n)
        return [name, n,
                *(median_of(runs, "normal", q) for q in ("p50", "p95", "p99")), ratio(key, own),
                ratio(key, phase_key("baseline", counts[0])),
                *(median_of(runs, "flood_refused", q) for q in ("p50", "p95", "p99")),
                median_of(runs, "in_app_refused", "p95"),
                median_of(runs, "flood_admitted", "n"), max(f["flood_admitted"]["n"] for f in runs),
                median_of([{"v": sum(i["refusals"]["shared"] for i in f["instances"])} for f in runs], "v"),
                median_of(runs, "firestore_rpcs"), median_of(runs, "server_cpu_s"), median_of(runs, "flood_s"),
                median_of(runs, "wall_s"), median_of(runs, "machine_busy_pct"), median_of(runs, "load")]

    def instance_rows(name: str, n: int) -> list[list[object]]:
        runs = figures[phase_key(name, n)]
        return [[name, n, k,
                 median_of([f["instances"][k] for f in runs], "normal"),
                 median_of([f["instances"][k] for f in runs], "flood_refused"),
                 median_of([f["instances"][k] for f in runs], "flood_admitted"),
                 *(median_of([f["instances"][k]["refusals"] for f in runs], kind) for kind in REFUSAL_KINDS),
                 max(f["instances"][k]["refusals"]["shared"] for f in runs),
                 sum(f["instances"][k]["refused_unexplained"] for f in runs),
                 median_of([f["instances"][k] for f in runs], "firestore_rpcs"),
                 median_of([f["instances"][k] for f in runs], "server_cpu_s")] for k in range(n)]

    problems = sum(f["normal_non_200"] + f["flood_other"] + f["refused_unexplained"]
                   for runs in figures.values() for f in runs)
    what = sorted({line.split(" (")[0] for runs in figures.values() for f in runs for line in f["unexpected"]})
    # Other jobs are what ran before the run started: the load after is mostly the run's own instances,
    # emulator and clients (on 2 cores it is always above the core count), so it cannot tell them apart.
    busy = load_before > (os.cpu_count() or 1)
    return "\n".join([
        f"### The run: {args.trainers} trainers and one flood on {' and '.join(map(str, counts))} instance(s)",
        "",
        f"Command: `{command}`",
        "",
        f"Run {started_at:%Y-%m-%d %H:%M} UTC; {cpu}, {os.cpu_count()} cores; load average {load_before:.1f} before, "
        f"{load_after:.1f} after"
        + (" (busy: other jobs shared the cores; read the ratios, not the times). " if busy else " (quiet). ")
        + f"Each instance: a spawned process of its own (bench/load_server.py) running {server_label(args)} around "
        f"`main.semanticSearch` (callable SDK, token check, rate limit {args.limit}/min, burst {args.burst}, in-flight "
        f"cap {args.max_in_flight}, audit), with its own memory (refusals, bursts, calls in flight, verified tokens, "
        f"account statuses); the instances share the Firestore emulator (the per-minute windows, the audit) and the "
        f"seeded SQLite store, as Cloud Run instances share Firestore and Pinecone. All instances, the emulators and "
        f"the clients run on this machine's {os.cpu_count()} cores: two instances here have two GILs, not twice the "
        f"CPU. Requests are spread by the client (`--balance {args.balance}`, bench/load.py `Spread`: "
        + {"round-robin": "per request, in turn, each client thread starting at its own instance, as Cloud Run's "
                          "front end routes each request on its own",
           "random": "per request, an instance drawn at random",
           "connection": "each client thread's requests all to one instance, as a balancer of connections would"}[
            args.balance]
        + f"), each client thread keeping one connection per instance. Each phase: {args.trainers} fresh trainers "
        f"each asking {args.requests} questions ({args.pause:.2f} s apart) and, except in the baselines, one more "
        f"trainer sending {args.flood} requests at concurrency {args.flood_concurrency}. Every phase runs on each "
        f"number of instances in turn, the whole interleaved {args.runs} times; figures are medians over the runs. "
        f"\"÷ baseline\" is the normal trainers' p95 over the same run's baseline p95 on the same number of "
        f"instances (the baseline-again row is the A/A pair: the noise floor); \"÷ baseline on {counts[0]}\" over "
        f"the baseline on {counts[0]} instance(s). \"Asked Firestore, refused\" counts refusals by the shared window "
        f"(each instance learns of a trainer's refusal by one of these before it refuses from memory); \"admitted "
        f"max\" is the most flood calls admitted in any run (the per-minute limit is {args.limit}). Times in ms.",
        "",
        table(["phase", "instances", "normal p50", "normal p95", "normal p99", "normal p95 ÷ baseline",
               f"÷ baseline on {counts[0]}", "refused p50", "refused p95", "refused p99", "refused p95 in the app",
               "admitted", "admitted max", "asked Firestore, refused", "Firestore RPCs", "server CPU s",
               "flood lasted s", "phase wall s", "machine busy %", "load"],
              [row(name, n) for name in names for n in counts]),
        "",
        f"Answers other than 200 to normal trainers, other than 200/429 to the flood, and 429s without "
        f"RESOURCE_EXHAUSTED, `retryAfter` and the same `Retry-After`, in all runs: {problems}"
        + (f" ({'; '.join(what)})." if what else "."),
        "",
        "Per instance, flood phases (medians over the runs; \"max shared\" the most in any run; \"no retryAfter\" "
        "summed over the runs):",
        "",
        table(["phase", "instances", "instance", "normal calls", "flood refused", "flood admitted",
               *(f"refused: {kind}" for kind in REFUSAL_KINDS), "max shared", "no retryAfter", "Firestore RPCs",
               "server CPU s"],
              [line for name in names if not name.startswith("baseline") for n in counts
               for line in instance_rows(name, n)]),
    ])


def main() -> None:
    set_environment()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trainers", type=int, default=20)
    parser.add_argument("--requests", type=int, default=15)
    parser.add_argument("--pause", type=float, default=0.2)
    parser.add_argument("--flood", type=int, default=400)
    parser.add_argument("--flood-concurrency", type=int, default=20)
    parser.add_argument("--limit", type=int, default=60, help="rate limit per trainer per minute")
    parser.add_argument("--max-in-flight", type=int, default=4, help="per-trainer in-flight cap (0 = off)")
    parser.add_argument("--burst", type=int, default=20, help="per-trainer burst of the per-minute limit (0 = off)")
    parser.add_argument("--auth-recheck-s", type=float, default=60.0,
                        help="the account check's bound (functions/auth_status.py; 0 = off, no Auth emulator)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved repetitions of the phases")
    parser.add_argument("--target", choices=["in-process", "emulators"], default="in-process")
    parser.add_argument("--phases", default="",
                        help=f"comma-separated subset of the phases (the baseline always runs): {','.join(PHASES)}")
    parser.add_argument("--server", choices=["gthread", "werkzeug"], default="gthread",
                        help="in-process HTTP server: gunicorn's gthread worker with functions-framework's settings "
                             "(production, and the functions emulator) or werkzeug's threaded development server")
    parser.add_argument("--threads", type=int, default=0,
                        help="gthread worker threads (0 = functions-framework's default, THREADS or 4 per CPU)")
    parser.add_argument("--gil-switch-ms", type=float, default=0,
                        help="also run the baseline and the all-refused flood with this sys.setswitchinterval")
    parser.add_argument("--client", choices=["stdlib", "httpx"], default="stdlib",
                        help="HTTP client of the normal trainers and the flood (httpx costs ~10x the client CPU)")
    parser.add_argument("--emulator-keepalive", action="store_true",
                        help="leave the functions emulator's keep-alive to its workers on (its 'socket hang up' 500s)")
    parser.add_argument("--instances", type=instance_counts, default=None,
                        help="serve from separate instance processes, e.g. 1,2: every phase on 1, then on 2 instances "
                             "(in-process target only; without it the benchmark's own process is the one server)")
    parser.add_argument("--balance", choices=BALANCES, default="round-robin",
                        help="how requests are spread over the instances (bench/load.py `Spread`)")
    parser.add_argument("--no-write", action="store_true", help="print only, leave docs/BENCHMARKS.md alone")
    parser.add_argument("--json-out", default="", help="also write every run's figures to this JSON file")
    args = parser.parse_args()
    if args.instances and args.target != "in-process":
        parser.error("--instances serves from processes of this benchmark: --target in-process only")
    global CLIENT
    CLIENT = os.environ["BENCH_LOAD_CLIENT"] = args.client  # the spawned client processes read it at import
    command = "functions/venv/bin/python bench/load.py" + "".join(" " + shlex.quote(a) for a in sys.argv[1:])
    started_at, load_before = datetime.now(timezone.utc), os.getloadavg()[0]

    from tools import firebase_emulators, firestore_emulator

    store_path = Path(tempfile.mkdtemp(prefix="bench-load-")) / "vectors.sqlite3"
    emulator = emulators = None
    if args.target == "emulators":
        # The worker and this process (which seeds the store) share one SQLite store.
        env = {"LOCAL_STORE_PATH": str(store_path), "RATE_LIMIT_PER_MINUTE": str(args.limit),
               "RATE_LIMIT_BURST": str(args.burst), "AUTH_RECHECK_S": str(args.auth_recheck_s),
               "MAX_IN_FLIGHT_PER_TRAINER": str(args.max_in_flight)}
        if args.emulator_keepalive:  # the emulator's defaults: without tools/emulator_no_keepalive.cjs,
            # which firebase_emulators.start loads (its worker-port preload stays: it only picks ports)
            env["NODE_OPTIONS"] = firebase_emulators.node_options(firebase_emulators.WORKER_PORTS)
        emulators = firebase_emulators.start(PROJECT, env=env)
        os.environ["FIRESTORE_EMULATOR_HOST"] = f"127.0.0.1:{emulators.ports['firestore']}"
        os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = f"127.0.0.1:{emulators.ports['auth']}"
    elif not os.environ.get("FIRESTORE_EMULATOR_HOST"):
        emulator = firestore_emulator.start_for_this_process()
    if args.target == "in-process" and args.auth_recheck_s > 0:  # real accounts to look up, on free ports
        emulators_auth = firebase_emulators.start(PROJECT, only="auth", probe=None)
        os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = f"127.0.0.1:{emulators_auth.ports['auth']}"
    else:
        emulators_auth = None
    try:
        figures = run(args, store_path, emulators)
    finally:
        for running in (emulator, emulators, emulators_auth):
            if running is not None:
                running.stop()
    text = (render_instances if args.instances else render)(command, started_at, load_before, os.getloadavg()[0],
                                                           args, figures)
    print(text)
    if args.json_out:
        import json

        Path(args.json_out).write_text(json.dumps({"command": command, "figures": figures}, indent=1))
    if not args.no_write:
        from bench.report import BENCH_FILE, write_section

        section = ("load-instances" if args.instances else "load") if args.target == "in-process" else "load-emulators"
        write_section(section, text)
        print(f"wrote section {section} of {BENCH_FILE.relative_to(REPO)}")


if __name__ == "__main__":
    main()
