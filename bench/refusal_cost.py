"""In-process cost of one refused call: where the time goes when a flooding trainer is refused.

`main.semanticSearch` through Flask's test client (no sockets), for a trainer
whose refusal this process already remembers (shared/usecases/ratelimit.py,
`Refusals`), against the Firestore emulator — which a refusal from memory
never touches. Times N calls, then profiles the same calls and attributes
their time to the steps of the path: Flask/Werkzeug request handling, our body
check (functions/request_body.py), the early answer (`callables.early_answer`:
the ID token looked up in the per-instance memory of verified tokens,
functions/auth_tokens.py, and the refusal looked up), the callable SDK and our
`run_callable` (reached only on the long way), and logging. Also times a call
refused by the per-trainer in-flight cap, and a refusal the long way — through
the callable SDK (body parsed again, token verified again and logged) into
`run_callable`, one log line each — as refusals went before the early answer.

    functions/venv/bin/python bench/refusal_cost.py [--calls 2000] [--no-write]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
PROJECT = "demo-bench-refusal"
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = PROJECT
os.environ.setdefault("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")  # unsigned emulator tokens verify offline
# Minted tokens name no real user: the account check (functions/auth_status.py) is off here;
# bench/load.py measures it against a real Auth emulator.
os.environ.setdefault("AUTH_RECHECK_S", "0")

# (label, file suffix, function name): cumulative time of these frames, per call.
STEPS = [
    ("whole call through Flask's test client", "werkzeug/test.py", "open"),
    ("our body check (request_body.read_data)", "request_body.py", "read_data"),
    ("the early answer (callables.early_answer)", "callables.py", "early_answer"),
    ("  of which the token memory (auth_tokens.VerifiedTokens.claims)", "auth_tokens.py", "claims"),
    ("  of which the refusal lookup (ratelimit.refused_from_memory)", "ratelimit.py", "refused_from_memory"),
    ("callable SDK: token verification (on_call_check_tokens; long way only)", "private/util.py",
     "on_call_check_tokens"),
    ("our run_callable (long way only)", "callables.py", "run_callable"),
    ("logging (all lines of the call, SDK's included)", "logging/__init__.py", "_log"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    started_at, load_before = datetime.now(timezone.utc), os.getloadavg()[0]

    from tools import firestore_emulator

    emulator = firestore_emulator.start_for_this_process()
    try:
        rows, per_call = measure(args.calls)
    finally:
        emulator.stop()
    text = render(started_at, (load_before, os.getloadavg()[0]), args, rows, per_call)
    print(text)
    if not args.no_write:
        from bench.report import BENCH_FILE, write_section

        write_section("refusal-cost", text)
        print(f"wrote section refusal-cost of {BENCH_FILE.relative_to(REPO)}")


def measure(calls: int) -> tuple[list[list[object]], dict[str, float]]:
    import flask
    from shared.adapters.firestore_db import make_client  # bounded retries, as the product's own client

    import callables
    import main as functions_main
    from shared.usecases import ratelimit
    from shared.usecases.backends import Backends
    from shared.kernel.config import Settings
    from tests.conftest import id_token

    settings = Settings(local_store_path=Path(tempfile.mkdtemp()) / "v.sqlite3", GOOGLE_CLOUD_PROJECT=PROJECT,
                        rate_limit_per_minute=60, max_in_flight_per_trainer=4)
    backends = Backends(settings=settings, db_override=make_client(PROJECT))
    callables.get_backends = lambda: backends
    functions_main.get_backends = lambda: backends
    app = flask.Flask("refusal")
    app.add_url_rule("/", "f", lambda: functions_main.semanticSearch(flask.request), methods=["POST"])
    client = app.test_client()
    body = json.dumps({"data": {"query": "knee pain", "limit": 5}})

    def headers(uid: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {id_token(uid, project=PROJECT)}", "Content-Type": "application/json"}

    refused = headers("flooder")
    ratelimit.REFUSALS.remember("flooder", "semanticSearch", time.time() + 3600)
    for _ in range(100):
        assert client.post("/", data=body, headers=refused).status_code == 429

    def per_call_ms(h: dict[str, str]) -> float:
        samples = []
        for _ in range(5):
            t = time.perf_counter()
            for _ in range(calls // 5):
                client.post("/", data=body, headers=h)
            samples.append((time.perf_counter() - t) / (calls // 5) * 1000)
        return round(statistics.median(samples), 3)

    per_call = {"memory": per_call_ms(refused)}
    capped = headers("capped")
    for _ in range(4):  # the trainer's four slots held by calls still running
        ratelimit.IN_FLIGHT.enter("capped", 4)
    assert client.post("/", data=body, headers=capped).status_code == 429
    per_call["in_flight"] = per_call_ms(capped)
    early_answer, counting = callables.early_answer, ratelimit.REFUSAL_LOG

    class LineEach(ratelimit.RefusalLog):  # before the counts: a line per refusal, and the call's own
        def add(self, trainer_id: str, function: str, phase: str, retry_after: int) -> None:
            ratelimit._log_refusals(trainer_id, function, phase, retry_after, 1)
            callables.log.info("callable", extra={"json_fields": {"function": function, "outcome": "RESOURCE_EXHAUSTED"}})

    callables.early_answer = lambda request, name, app_check=False: None  # type: ignore[assignment]
    ratelimit.REFUSAL_LOG = LineEach()
    try:
        per_call["long_way"] = per_call_ms(refused)
    finally:
        callables.early_answer, ratelimit.REFUSAL_LOG = early_answer, counting

    profile = cProfile.Profile()
    profile.enable()
    for _ in range(calls // 2):
        client.post("/", data=body, headers=refused)
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    n = calls // 2
    rows = []
    for label, suffix, name in STEPS:
        cumulative = sum(v[3] for (path, _, fn), v in stats.items() if path.endswith(suffix) and fn == name)
        rows.append([label, round(cumulative / n * 1000, 3)])
    total = rows[0][1]
    return [[label, ms, f"{100 * ms / total:.0f}%" if total else "-"] for label, ms in rows], per_call


def render(started_at: datetime, load: tuple[float, float], args: argparse.Namespace, rows: list[list[object]],
           per_call: dict[str, float]) -> str:
    from bench.machine import describe
    from bench.report import table

    return "\n".join([
        "## In-process cost of a refused call",
        "",
        f"Command: `functions/venv/bin/python bench/refusal_cost.py --calls {args.calls}`",
        "",
        f"Run {started_at:%Y-%m-%d %H:%M} UTC; {describe()['cpu']}, {os.cpu_count()} cores shared with other "
        f"agents' jobs; load average {load[0]:.1f} before, {load[1]:.1f} after. `main.semanticSearch` through "
        f"Flask's test client (no sockets), a trainer whose refusal the process remembers; Firestore emulator "
        f"running (never asked). Wall time per call, median of 5 batches of {args.calls // 5}: refused from memory "
        f"**{per_call['memory']} ms**, refused by the in-flight cap **{per_call['in_flight']} ms**; the same refusal "
        f"the long way (through the callable SDK into `run_callable`, a log line each, as before the early answer) "
        f"**{per_call['long_way']} ms**. Where the "
        f"time of a refusal from memory goes (cProfile over {args.calls // 2} calls; profiling adds overhead, so "
        f"read the shares, not the absolute times; nested rows overlap):",
        "",
        table(["step", "ms per call (profiled)", "share"], rows),
    ])


if __name__ == "__main__":
    main()
