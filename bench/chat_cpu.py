"""CPU and wall ms per semanticSearch and chatWithAI library call, warm, over a question file.

    functions/venv/bin/python -m bench.chat_cpu QUESTIONS.jsonl [--split dev|test|all] [--out R.json] [--profile]

Asks as bench.answers does (in-process, local store, one warm-up question per trainer, each
question's search and then its chat), and times each call with `time.process_time` (the whole
process: every thread the call fans out to; the Firestore emulator's own process is not counted)
and `time.perf_counter`. On a shared machine the wall figures wait for a core; the CPU figures
are the ones to compare between trees. `--out` keeps every call's figures and every question's
outcome (search ids and top score, chat answer and citations), to check that two trees answer
alike. `--profile` runs the deadline pools inline so that cProfile sees the worker threads
(slower; its figures are not the ones to quote) and writes R.json.prof.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import concurrent.futures
import cProfile
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from bench.answers.inprocess import InProcessAsker
from bench.answers.questions import load_dataset, load_questions
from bench.answers.runner import warm_up


class _Inline:
    """A pool that runs each task in the caller's thread (for the profiler only)."""

    def submit(self, fn: Any, *args: Any, **kwargs: Any) -> "concurrent.futures.Future[Any]":
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001  (handed to the waiter, as a pool would)
            future.set_exception(exc)
        return future


def _p(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))], 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.chat_cpu", description=__doc__.split("\n")[0])
    parser.add_argument("questions", type=Path)
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    every = load_questions(args.questions)
    chosen = {q.id for q in every if args.split == "all" or q.split == args.split}
    # A follow-up needs the question it follows, even from the other split.
    needed = chosen | {q.follow_up_of for q in every if q.id in chosen and q.follow_up_of}
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        from shared.kernel import deadline

        deadline._outer_pool = deadline._step_pool = lambda: _Inline()  # type: ignore[assignment]
    figures: dict[str, list[float]] = {"chat_cpu": [], "chat_wall": [], "search_cpu": [], "search_wall": []}
    outcomes: dict[str, Any] = {}
    for name in sorted({q.dataset for q in every if q.id in needed}):
        mine = [q for q in every if q.dataset == name and q.id in needed]
        with InProcessAsker(name, load_dataset(name), log=lambda *a: None) as asker:
            warm_up(asker, mine)
            conversations: dict[str, str | None] = {}
            for q in mine:
                c0, w0 = time.process_time(), time.perf_counter()
                if profiler:
                    profiler.enable()
                search = asker.search(q)
                c1, w1 = time.process_time(), time.perf_counter()
                chat = asker.chat(q, conversations.get(q.follow_up_of) if q.follow_up_of else None)
                if profiler:
                    profiler.disable()
                c2, w2 = time.process_time(), time.perf_counter()
                conversations[q.id] = chat.conversation_id
                if q.id not in chosen:
                    continue
                figures["search_cpu"].append((c1 - c0) * 1000)
                figures["search_wall"].append((w1 - w0) * 1000)
                figures["chat_cpu"].append((c2 - c1) * 1000)
                figures["chat_wall"].append((w2 - w1) * 1000)
                outcomes[q.id] = [search.result_ids, search.top_score, chat.has_context, chat.cited_ids, chat.response]
    summary: dict[str, Any] = {k: {"p50": round(statistics.median(v), 1), "p95": _p(v, 0.95), "n": len(v)}
                               for k, v in figures.items() if v}
    summary["loadAverageEnd"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(summary))
    if args.out:
        args.out.write_text(json.dumps({"summary": summary, **figures, "outcomes": outcomes}))
        if profiler:
            profiler.dump_stats(str(args.out) + ".prof")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
