"""Logs of a full demo run on the Firebase emulators, plus fuzzed calls: count marker words (target 0).

1. The demo data set with a marker word woven into every free-text field
   (names, e-mails, messages, profiles, notes, transcripts, check-ins, search
   queries): `demo.run` loads it through the real triggers and calls every
   kind of callable, exactly as `make demo` does, against the Firebase
   emulators (functions, firestore, auth) started on free ports
   (tools/firebase_emulators.py).
2. Fuzzed calls to every callable over HTTP (tests/fuzz_cases.py: payloads
   derived from each request model, marker words in every free-text value and
   every id that names no document, plus its hostile bodies), signed in as the
   demo's trainers.
3. Every log is read afterwards and searched for the markers: the functions
   emulator's log (it carries the Python workers' stdout and stderr, i.e. our
   structured logs and the SDKs'), the emulators' own debug logs, and the demo
   process's stderr. The demo's stdout, which prints the answers, is the
   positive control: the markers must show up there.

    functions/venv/bin/python bench/log_markers.py [--per-callable 12] [--no-write]

Not part of `make test`: starting the emulators and indexing the demo through
the trigger take minutes on 2 cores. Rewrites its section of docs/BENCHMARKS.md
(between the `log-markers` markers) unless --no-write is given.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
PROJECT = f"demo-log-markers-{os.getpid()}"
# Fields of the demo format that hold ids, dates or enums: everything else is free text.
NOT_TEXT = {"id", "trainerId", "clientId", "chatId", "senderId", "createdAt", "date", "startedAt", "kind",
            "expectedMessageIds", "offsetSeconds"}


def marked_dataset(source: Path, markers: tuple[str, ...]) -> tuple[dict[str, Any], int]:
    """The demo data set with one marker word added to every free-text string (cycling through them)."""
    data = json.loads(source.read_text())
    count = 0

    def mark(value: Any, key: str) -> Any:
        nonlocal count
        if isinstance(value, dict):
            return {k: mark(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [mark(v, key) for v in value]
        if isinstance(value, str) and key not in NOT_TEXT and value.strip():
            word = markers[count % len(markers)]
            count += 1
            if key == "email":
                return value.replace("@", f".{word.lower()}@", 1)
            return f"{value} {word}"
        return value

    return mark(data, ""), count


def fuzz_over_http(base_url: str, tokens: list[str], per_callable: int) -> dict[str, int]:
    """Fuzzed payloads and hostile bodies to every callable; returns the number of answers per status."""
    import httpx
    from hypothesis.errors import NonInteractiveExampleWarning

    from tests import fuzz_cases

    warnings.simplefilter("ignore", NonInteractiveExampleWarning)
    statuses: dict[str, int] = {}
    with httpx.Client(timeout=60) as http:
        for i, (name, model) in enumerate(sorted(fuzz_cases.MODELS.items())):
            strategy = fuzz_cases.payloads(model)
            bodies = [json.dumps({"data": strategy.example()}).encode() for _ in range(per_callable)]
            bodies += [body for _, body in fuzz_cases.hostile_bodies(model)]
            for j, body in enumerate(bodies):
                headers = {"Content-Type": "application/json", "Authorization": f"Bearer {tokens[(i + j) % len(tokens)]}"}
                if name == "chatWithAI" and j % 2:
                    headers["Accept"] = "text/event-stream"
                try:
                    response = http.post(f"{base_url}/{name}", content=body, headers=headers)
                    key = str(response.status_code)
                except httpx.HTTPError as exc:
                    key = type(exc).__name__
                statuses[key] = statuses.get(key, 0) + 1
    return statuses


def count(text: str, markers: tuple[str, ...]) -> tuple[int, list[str]]:
    """Marker occurrences (case-insensitive) and the first few offending lines."""
    pattern = re.compile("|".join(re.escape(m) for m in markers), re.IGNORECASE)
    lines = [line for line in text.splitlines() if pattern.search(line)]
    return sum(len(pattern.findall(line)) for line in lines), lines[:5]


def run(args: argparse.Namespace, emulators: Any = None) -> dict[str, Any]:
    """Run the marked demo and the fuzzed calls on the Firebase emulators, then count the markers
    in every log (see module doc). `emulators`: a running stack to use, emptied beforehand (the
    test suite's, tests/firebase_stack.py); by default one is started for this run and stopped
    before its logs are read. Either way only this run's part of each log is read."""
    from demo.auth_emulator import sign_in
    from demo.dataset import DATASET
    from tests import fuzz_cases
    from tools import firebase_emulators

    markers = fuzz_cases.MARKERS
    dataset, marked_fields = marked_dataset(DATASET, markers)
    workdir = Path(tempfile.mkdtemp(prefix="log-markers-"))
    data_path = workdir / "marked_dataset.json"
    data_path.write_text(json.dumps(dataset))

    # The functions and the demo share one local vector store, as in `make demo`: a fresh one,
    # so a demo the developer keeps running elsewhere is not touched (a given stack has its own).
    own = emulators is None
    started = time.monotonic()
    if own:
        emulators = firebase_emulators.start(PROJECT, env={"LOCAL_STORE_PATH": str(workdir / "vectors.sqlite3")})
    store, project = emulators.env["LOCAL_STORE_PATH"], emulators.project
    figures: dict[str, Any] = {"marked_fields": marked_fields, "startup_s": round(time.monotonic() - started, 1)}
    # Where this run's part of each log begins (a stack that is kept running holds earlier lines too).
    log_start = _size(emulators.log)
    debug_start = {p: _size(p) for p in emulators.workdir.glob("*-debug.log")}
    try:
        env = {**os.environ, "FIRESTORE_EMULATOR_HOST": f"127.0.0.1:{emulators.ports['firestore']}",
               "FIREBASE_AUTH_EMULATOR_HOST": f"127.0.0.1:{emulators.ports['auth']}",
               "GCLOUD_PROJECT": project, "GOOGLE_CLOUD_PROJECT": project, "OPENBLAS_NUM_THREADS": "1",
               "LOCAL_STORE_PATH": store}
        t = time.monotonic()
        demo = subprocess.run(
            [sys.executable, "-m", "demo.run", "--project", project, "--functions",
             f"127.0.0.1:{emulators.ports['functions']}", "--auth", f"127.0.0.1:{emulators.ports['auth']}",
             "--data", str(data_path)],
            cwd=REPO, env=env, capture_output=True, text=True, timeout=1800,
        )
        figures["demo_s"] = round(time.monotonic() - t, 1)
        figures["demo_exit"] = demo.returncode
        tokens = [sign_in(f"127.0.0.1:{emulators.ports['auth']}", project, tr["id"], tr.get("email") or f"{tr['id']}@example.com")
                  for tr in dataset["trainers"]]
        t = time.monotonic()
        figures["fuzz_statuses"] = fuzz_over_http(emulators.url("").rstrip("/"), tokens, args.per_callable)
        figures["fuzz_calls"] = sum(figures["fuzz_statuses"].values())
        figures["fuzz_s"] = round(time.monotonic() - t, 1)
        time.sleep(2)  # the workers' last lines reach the log
    finally:
        if own:
            emulators.stop()

    logs = {"functions emulator log (workers' stdout/stderr)": _read_from(emulators.log, log_start),
            "demo process stderr": demo.stderr}
    # The emulators' own debug logs, written in the CLI's working directory of this stack
    # (tools/firebase_emulators.py). Not the CLI's firebase-debug.log: the CLI deletes it when it
    # stops cleanly (a stack of our own is stopped before this), and it is the emulator suite's
    # record of its internal traffic (e.g. the Auth emulator's user-created events, e-mail
    # included), not a log our code writes to.
    for path in sorted(emulators.workdir.glob("*-debug.log")):
        if path.name != "firebase-debug.log":
            logs[f"{path.name} (this run's part)"] = _read_from(path, debug_start.get(path, 0))
    # Our structured log lines (shared/kernel/logs.py: one JSON object per line with a "severity"), to show
    # the functions log really carries them.
    figures["structured_lines"] = sum(1 for line in logs["functions emulator log (workers' stdout/stderr)"].splitlines()
                                      if '"severity"' in line and '"message"' in line)
    figures["logs"] = {}
    for name, text in logs.items():
        n, examples = count(text, markers)
        figures["logs"][name] = {"lines": len(text.splitlines()), "markers": n, "examples": examples}
    figures["control_markers_in_demo_stdout"] = count(demo.stdout, markers)[0]
    figures["demo_stdout_tail"] = demo.stdout[-1500:] if demo.returncode else ""
    figures["demo_stderr_tail"] = demo.stderr[-3000:] if demo.returncode else ""  # why it stopped (a traceback)
    return figures


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def _read_from(path: Path, offset: int) -> str:
    try:
        with path.open("rb") as f:
            f.seek(offset)
            return f.read().decode(errors="replace")
    except FileNotFoundError:
        return ""


def render(command: str, started_at: datetime, load: tuple[float, float], figures: dict[str, Any]) -> str:
    from bench.machine import describe
    from bench.report import table

    total = sum(f["markers"] for f in figures["logs"].values())
    rows = [[name, f["lines"], f["markers"]] for name, f in figures["logs"].items()]
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(figures["fuzz_statuses"].items()))
    return "\n".join([
        "## Marker words in the logs of a full demo run plus fuzzed calls",
        "",
        f"Command: `{command}`",
        "",
        f"Run {started_at:%Y-%m-%d %H:%M} UTC; {describe()['cpu']}, {os.cpu_count()} cores shared with other "
        f"agents' jobs; load average {load[0]:.1f} before, {load[1]:.1f} after. The demo data set with a marker word "
        f"({', '.join(fuzz_cases_markers())}) added to each of its {figures['marked_fields']} free-text values "
        f"(names, e-mails, messages, profiles, notes, transcripts, check-ins, queries), loaded and queried by "
        f"`demo.run` on the Firebase emulators (exit {figures['demo_exit']}, {figures['demo_s']} s; emulators "
        f"started in {figures['startup_s']} s); then {figures['fuzz_calls']} fuzzed calls over HTTP to every "
        f"callable ({figures['fuzz_s']} s; answers {statuses}).",
        "",
        table(["log", "lines", "marker words"], rows),
        "",
        f"The functions log holds {figures['structured_lines']} of our structured (Cloud Logging JSON) lines.",
        "",
        f"**Marker words in all logs: {total}.** Positive control: the demo's own output (the answers it prints) "
        f"holds {figures['control_markers_in_demo_stdout']} of them, so the markers did travel through the system.",
    ])


def fuzz_cases_markers() -> tuple[str, ...]:
    from tests import fuzz_cases

    return fuzz_cases.MARKERS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-callable", type=int, default=12, help="fuzzed payloads per callable (plus its hostile bodies)")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    command = "functions/venv/bin/python bench/log_markers.py" + "".join(" " + a for a in sys.argv[1:])
    started_at, load_before = datetime.now(timezone.utc), os.getloadavg()[0]
    figures = run(args)
    print(json.dumps(figures, indent=1)[:6000])
    text = render(command, started_at, (load_before, os.getloadavg()[0]), figures)
    print(text)
    if not args.no_write:
        from bench.report import BENCH_FILE, write_section

        write_section("log-markers", text)
        print(f"wrote section log-markers of {BENCH_FILE.relative_to(REPO)}")
    if sum(f["markers"] for f in figures["logs"].values()) or figures["demo_exit"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
