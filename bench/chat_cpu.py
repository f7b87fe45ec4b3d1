"""CPU and wall ms per semanticSearch and chatWithAI library call, warm, over a question file.

    functions/venv/bin/python -m bench.chat_cpu QUESTIONS.jsonl [--split dev|test|all] [--out R.json] [--profile | --stages]

Asks as bench.answers does (in-process, local store, one warm-up question per trainer, each
question's search and then its chat), and times each call with `time.process_time` (the whole
process: every thread the call fans out to; the Firestore emulator's own process is not counted)
and `time.perf_counter`. On a shared machine the wall figures wait for a core; the CPU figures
are the ones to compare between trees. `--out` keeps every call's figures and every question's
outcome (search ids and top score, chat answer and citations), to check that two trees answer
alike. `--profile` runs the deadline pools inline so that cProfile sees the worker threads
(slower; its figures are not the ones to quote) and writes R.json.prof. `--stages` also runs
the pools inline and adds the calling thread's CPU time (`time.thread_time`) spent in each of
`STAGES` (inclusive: an embedding inside the retrieval counts for both) per call, as the mean
and p50 ms per search and per chat: where a request's CPU goes without the profiler's overhead
(the inline pools leave out only the threads' hand-offs).
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


# (module, function) pairs timed by `--stages`; each is replaced wherever a loaded module of
# shared/ holds it by name, so calls through `from … import name` are timed too.
STAGES = (
    ("shared.usecases.search", "search_candidates"),
    ("shared.domain.retrieval", "rerank"),
    ("shared.domain.typos", "corrected"),
    ("shared.domain.meaning", "word_vectors"),
    ("shared.adapters.embedding.minilm", "MiniLMEmbedder.embed"),
    ("shared.usecases.search", "decide"),
    ("shared.usecases.chat.conversations", "load"),
    ("shared.usecases.chat.conversations", "append_exchange"),
    ("shared.usecases.profiles", "read_profile"),
    ("shared.usecases.chat.memory", "plan_layer"),
    ("shared.usecases.chat.memory", "digest_layer"),
    ("shared.usecases.insights.sources", "recent_messages"),
    ("shared.domain.insights.detectors", "detect_all"),
    ("shared.domain.prompt", "build_prompt"),
)


def _time_stages(spent: dict[str, float]) -> None:
    import functools
    import importlib
    import sys

    for module_name, qualname in STAGES:
        module = importlib.import_module(module_name)
        owner: Any = module
        *outer, attr = qualname.split(".")
        for part in outer:
            owner = getattr(owner, part)
        original = getattr(owner, attr)

        def timed(*args: Any, __f: Any = original, __key: str = f"{module_name.rsplit('.', 1)[-1]}.{qualname}",
                  **kwargs: Any) -> Any:
            t = time.thread_time()
            try:
                return __f(*args, **kwargs)
            finally:
                spent[__key] = spent.get(__key, 0.0) + (time.thread_time() - t) * 1000

        functools.update_wrapper(timed, original)
        if outer:
            setattr(owner, attr, timed)
            continue
        for loaded in list(sys.modules.values()):
            if getattr(loaded, "__name__", "").startswith("shared") and getattr(loaded, attr, None) is original:
                setattr(loaded, attr, timed)


def _p(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))], 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.chat_cpu", description=__doc__.split("\n")[0])
    parser.add_argument("questions", type=Path)
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--stages", action="store_true", help="CPU ms per call in each of STAGES (pools inline)")
    args = parser.parse_args(argv)
    every = load_questions(args.questions)
    chosen = {q.id for q in every if args.split == "all" or q.split == args.split}
    # A follow-up needs the question it follows, even from the other split.
    needed = chosen | {q.follow_up_of for q in every if q.id in chosen and q.follow_up_of}
    profiler = cProfile.Profile() if args.profile else None
    spent: dict[str, float] = {}
    stages: dict[str, dict[str, list[float]]] = {"search": {}, "chat": {}}
    if profiler or args.stages:
        from shared.kernel import deadline

        deadline._outer_pool = deadline._step_pool = lambda: _Inline()  # type: ignore[assignment]
    figures: dict[str, list[float]] = {"chat_cpu": [], "chat_wall": [], "search_cpu": [], "search_wall": []}
    outcomes: dict[str, Any] = {}
    for name in sorted({q.dataset for q in every if q.id in needed}):
        mine = [q for q in every if q.dataset == name and q.id in needed]
        with InProcessAsker(name, load_dataset(name), log=lambda *a: None) as asker:
            if args.stages and not spent:
                spent["-"] = 0.0
                _time_stages(spent)  # after the asker has imported the service
            warm_up(asker, mine)
            conversations: dict[str, str | None] = {}
            for q in mine:
                c0, w0 = time.process_time(), time.perf_counter()
                if profiler:
                    profiler.enable()
                before = dict(spent)
                search = asker.search(q)
                c1, w1 = time.process_time(), time.perf_counter()
                middle = dict(spent)
                chat = asker.chat(q, conversations.get(q.follow_up_of) if q.follow_up_of else None)
                if profiler:
                    profiler.disable()
                c2, w2 = time.process_time(), time.perf_counter()
                if q.id in chosen:
                    for call, (a, b) in (("search", (before, middle)), ("chat", (middle, spent))):
                        for key in spent:
                            if key != "-":
                                stages[call].setdefault(key, []).append(b.get(key, 0.0) - a.get(key, 0.0))
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
    if args.stages:
        n = len(figures["chat_cpu"])  # a stage first called after some questions spent nothing on them
        summary["stages"] = {call: {k: {"mean": round(sum(v) / n, 2), "p50": round(statistics.median([0.0] * (n - len(v)) + v), 2)}
                                    for k, v in sorted(by.items())} for call, by in stages.items()}
    summary["loadAverageEnd"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(summary))
    if args.out:
        args.out.write_text(json.dumps({"summary": summary, **figures, "outcomes": outcomes}))
        if profiler:
            profiler.dump_stats(str(args.out) + ".prof")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
