"""The scheduled insight run (generateInsights) on the demo data set.

`shared.usecases.insights.run.run_insights(backends, now=...)` over the demo data set
(demo/data/demo_dataset.json) with the local backends: template drafter,
MiniLM ONNX embedder, SQLite/numpy store, the real Firestore emulator. `now`
is the morning after the last demo message, 06:00 UTC (the schedule's time).

Each repetition starts from a freshly reset emulator: write the demo chats,
index their messages with `shared.usecases.backfill.backfill` (not timed), then time
the run. Repetition 0 is the process's first run: its Backends loads the
MiniLM model and the detectors read their probe fit inside the timed
call. Repetitions 1..N are first runs in the warm process, each followed by a
second run two hours later the same day (which must find only duplicates).

    functions/venv/bin/python bench/bench_insights.py [--runs 3] [--no-write]

Rewrites its section of docs/BENCHMARKS.md (between the `insights` markers)
unless --no-write is given.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
PROJECT = "demo-bench"
os.environ["GOOGLE_CLOUD_PROJECT"] = os.environ["GCLOUD_PROJECT"] = PROJECT

SECOND_RUN_AFTER = timedelta(hours=2)

SECTION = """\
## Insight run (generateInsights) on the demo data

    {command}

`run_insights` over the demo data set ({trainers} trainers, {clients} active clients, {messages} messages),
template drafter, local MiniLM embedder and store, Firestore emulator;
`now` = {now} (the morning after the last demo message). Run of {when} on this
machine ({machine}, {cores} cores, Python {python}), shared with other jobs: load
average {load_start:.1f} at the start, {load_end:.1f} at the end. {reps} repetitions, each on a
freshly reset emulator with the demo chats written and their messages indexed by
`backfill` before the timed run (that preparation took {prep_s:.1f} s, median, not counted).

| run | result | time |
|---|---|---|
| first run, first in the process (MiniLM model load + probe fit read) | {cold_result} | {cold_s:.1f} s |
| first run, warm process (median of {warm}) | {first_result} | {first_s:.1f} s (≈ {first_per_client:.2f} s per client) |
| second run {later} later the same day (median of {warm}) | {second_result} | {second_s:.1f} s (≈ {second_per_client_ms:.0f} ms per client) |

{drafts_line}

{capacity}"""

CAPACITY = """\
The scheduled function has a {timeout_min:.0f}-minute timeout: at ≈ {per_client:.2f} s per client
that is about {capacity:,} clients per invocation on this hardware; beyond that the run
should fan out per trainer (e.g. Cloud Tasks) — the per-client pipeline
(`process_client`) is already independent.
"""


def demo_now(dataset: dict[str, Any]) -> datetime:
    """06:00 UTC on the day after the last demo message."""
    last = max(datetime.fromisoformat(m["createdAt"].replace("Z", "+00:00")) for m in dataset["messages"])
    day = last.astimezone(timezone.utc).date() + timedelta(days=1)
    return datetime(day.year, day.month, day.day, 6, 0, tzinfo=timezone.utc)


def schedule_timeout_s() -> int | None:
    """The scheduled insight function's timeout_sec, as declared in functions/main.py."""
    text = (REPO / "functions" / "main.py").read_text()
    match = re.search(r"schedule=_INSIGHTS\.schedule[^)]*?timeout_sec=(\d+)", text, re.S)
    return int(match.group(1)) if match else None


def result_text(summaries: list[Any], notes: bool = True) -> str:
    """'7 drafts, 15 weekly notes' (a range when repetitions disagree)."""

    def count(field: str) -> str:
        values = sorted({getattr(s, field) for s in summaries})
        return str(values[0]) if len(values) == 1 else f"{values[0]}–{values[-1]}"

    parts = [f"{count('generated')} drafts"]
    if any(s.duplicate for s in summaries) or not notes:
        parts.append(f"{count('duplicate')} duplicates")
    parts.append(f"{count('weeklyNotes')} weekly notes")
    for field, label in (("rate_limited", "rate-limited"), ("failed", "failed"), ("clientErrors", "client errors")):
        if any(getattr(s, field) for s in summaries):
            parts.append(f"{count(field)} {label}")
    return ", ".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="warm repetitions after the first one (default 3)")
    parser.add_argument("--no-write", action="store_true", help="print only, leave docs/BENCHMARKS.md alone")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    load_start = os.getloadavg()[0]
    started = datetime.now(timezone.utc)

    from tools import firestore_emulator

    emu = firestore_emulator.start_for_this_process()
    try:
        from google.cloud import firestore

        from demo.dataset import load_dataset, write_chats
        from shared.usecases.backends import Backends
        from shared.usecases.backfill import backfill
        from shared.kernel.config import Settings
        from shared.adapters.embedding.minilm import MiniLMEmbedder
        from shared.usecases.insights.run import run_insights
        from shared.usecases.insights.store import INSIGHTS

        db = firestore.Client(project=PROJECT)
        dataset = load_dataset()
        now = demo_now(dataset)
        indexer_embedder = MiniLMEmbedder()  # the backfill's own model: the first timed run loads another
        run_embedder = None
        prep, firsts, seconds = [], [], []
        cold = None
        titles: list[str] = []
        messages = 0
        for rep in range(args.runs + 1):
            emu.reset(PROJECT)
            t = time.perf_counter()
            settings = Settings(local_store_path=Path(tempfile.mkdtemp()) / "vectors.sqlite3",
                                embedder="local", vector_store="local", generator="extractive")
            messages = write_chats(db, dataset)
            indexer = Backends(settings=settings, db_override=db, embedder_override=run_embedder or indexer_embedder)
            indexed = backfill(indexer)
            prep.append(time.perf_counter() - t)

            backends = Backends(settings=settings, db_override=db, embedder_override=run_embedder,
                                store_override=indexer.store)
            t = time.perf_counter()
            first = run_insights(backends, now=now)
            elapsed = time.perf_counter() - t
            run_embedder = backends.embedder
            assert indexed.failed == 0 and indexed.done, indexed
            print(f"rep {rep}: wrote {messages} messages, {indexed.embedded} indexed, in {prep[-1]:.1f} s; "
                  f"first run {elapsed:.2f} s: {result_text([first])}")
            if rep == 0:
                cold = (elapsed, first)
                indexer.store.close()
                continue
            firsts.append((elapsed, first))
            titles = [(db.collection(INSIGHTS).document(i).get().to_dict() or {}).get("title", i)
                      for i in first.insightIds]

            t = time.perf_counter()
            second = run_insights(backends, now=now + SECOND_RUN_AFTER)
            elapsed = time.perf_counter() - t
            seconds.append((elapsed, second))
            print(f"        second run {elapsed:.2f} s: {result_text([second], notes=False)}")
            indexer.store.close()
    finally:
        emu.stop()

    first_s = statistics.median(e for e, _ in firsts)
    second_s = statistics.median(e for e, _ in seconds)
    clients = firsts[-1][1].clients
    print(f"cold first run {cold[0]:.2f} s; warm first run median {first_s:.2f} s; second run median {second_s:.2f} s")
    for title in titles:
        print(f"  draft: {title}")
    if args.no_write:
        return 0

    from bench.report import write_section

    timeout = schedule_timeout_s()
    per_client = first_s / clients
    capacity = ""
    if timeout:
        raw = timeout / per_client
        rounded = int(float(f"{raw:.2g}"))  # two significant figures: this is an estimate
        capacity = CAPACITY.format(timeout_min=timeout / 60, per_client=per_client, capacity=rounded)
    text = SECTION.format(
        command=f"functions/venv/bin/python bench/bench_insights.py --runs {args.runs}",
        trainers=firsts[-1][1].trainers, clients=clients, messages=messages,
        now=f"{now:%Y-%m-%d %H:%M} UTC", when=f"{started:%Y-%m-%d %H:%M} UTC",
        machine=platform.machine(), cores=os.cpu_count(), python=platform.python_version(),
        load_start=load_start, load_end=os.getloadavg()[0], reps=args.runs + 1, prep_s=statistics.median(prep),
        cold_result=result_text([cold[1]]), cold_s=cold[0],
        warm=args.runs, first_result=result_text([s for _, s in firsts]), first_s=first_s, first_per_client=per_client,
        later=f"{SECOND_RUN_AFTER.seconds // 3600} h", second_result=result_text([s for _, s in seconds], notes=False),
        second_s=second_s, second_per_client_ms=second_s / clients * 1000,
        drafts_line=(f"The {len(titles)} draft{'s' if len(titles) != 1 else ''} of the last first run (template titles): "
                     + "; ".join(titles) + "." if titles else "The last first run drafted nothing."),
        capacity=capacity,
    )
    write_section("insights", text)
    print("wrote the insights section of docs/BENCHMARKS.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
