"""Trainer-question answer benchmark: do chat and search answer what trainers ask?

    python -m bench.answers [--questions Q.jsonl] [--out R.json] [--split dev|test|all]
                            [--mode emulators|in-process] [--dataset NAME] [--show]
                            [--markdown R.md] [--write-docs]

Runs each question through semanticSearch and chatWithAI and scores the
replies against the question's evidence ids (bench/answers/scoring.py).
`--mode emulators` (default) starts the Firebase emulators as the demo does,
loads the data sets through the real triggers and calls the functions over
the callable protocol with Auth-emulator ID tokens; `--mode in-process` calls
the same library functions in this process (fast, for tuning). The default
split is dev: the test split is for reporting, never for tuning.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import json
import os
import shlex
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from bench.answers import scoring
from bench.machine import describe as describe_machine
from bench.answers.questions import DEFAULT_QUESTIONS, check_evidence, load_dataset, load_questions
from bench.answers.runner import run_all


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.answers", description=__doc__.split("\n")[0])
    parser.add_argument("--questions", type=Path, default=DEFAULT_QUESTIONS)
    parser.add_argument("--out", type=Path, help="write the figures and every question's outcome as JSON")
    parser.add_argument("--markdown", type=Path, help="write the tables as markdown")
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--mode", choices=("emulators", "in-process"), default="emulators")
    parser.add_argument("--store", choices=("local", "pinecone-standin"), default="local",
                        help="in-process mode: the vector store (pinecone-standin: PineconeStore over the HTTP stand-in)")
    parser.add_argument("--embedder", choices=("int8", "fp32", "wordllama", "hash"), default=None,
                        help="in-process mode: this embedder instead of the configured one (bench/embedders.py)")
    parser.add_argument("--calibration", choices=("deployment", "none"), default="deployment",
                        help="in-process mode, an embedder without its own fits: fit the deployment's cosine maps "
                             "from the loaded messages as refreshCalibration does (default), or none (before the first refresh)")
    parser.add_argument("--veto", choices=("fitted", "off", "unmapped"), default="fitted",
                        help="in-process mode: the answerability model as the product chooses it (default), never, "
                             "or the reference's on this embedder's raw cosines even without maps (to measure the fallback)")
    parser.add_argument("--dataset", action="append", help="only questions of this data set (repeatable)")
    parser.add_argument("--kind", action="append", help="only questions of this kind (repeatable)")
    parser.add_argument("--no-weekly-notes", action="store_true",
                        help="do not write the weekly notes the daily insights run would have written")
    parser.add_argument("--no-circles", action="store_true",
                        help="do not create the data sets' circles (their `circles` lists): retrieval as without circles")
    parser.add_argument("--show", action="store_true", help="print every question's outcome")
    parser.add_argument("--write-docs", action="store_true",
                        help="rewrite the answers-<mode> section of docs/BENCHMARKS.md with this run")
    parser.add_argument("--compare", type=Path, metavar="OLD.json",
                        help="also list the questions whose outcome changed since an earlier --out file")
    parser.add_argument("--from-json", type=Path,
                        help="print (and with --write-docs, write) the tables of an earlier --out file; asks nothing")
    parser.add_argument("--keep", action="store_true",
                        help="emulators mode, one data set: leave the emulators running afterwards")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.from_json:
        saved = json.loads(args.from_json.read_text())
        return publish(args, saved["meta"], saved["report"], None)
    command = "functions/venv/bin/python -m bench.answers" + "".join(" " + shlex.quote(a) for a in (argv or sys.argv[1:]))
    questions = load_questions(args.questions)
    if args.split != "all":
        questions = [q for q in questions if q.split == args.split]
    if args.dataset:
        questions = [q for q in questions if q.dataset in args.dataset]
    if args.kind:
        questions = [q for q in questions if q.kind in args.kind]
    if not questions:
        print("no questions selected", file=sys.stderr)
        return 2
    # A follow-up needs the question it follows, even from the other split.
    questions = _with_parents(questions, load_questions(args.questions))
    datasets = {name: load_dataset(name) for name in sorted({q.dataset for q in questions})}
    if args.mode != "in-process" and (args.store != "local" or args.embedder or args.veto != "fitted"
                                       or args.calibration != "deployment"):
        print("--store, --embedder, --calibration and --veto need --mode in-process", file=sys.stderr)
        return 2
    if args.keep and (args.mode != "emulators" or len(datasets) > 1):
        print("--keep needs --mode emulators and questions of one data set (--dataset NAME)", file=sys.stderr)
        return 2
    problems = check_evidence(questions, datasets)
    if problems:
        print("question file does not match its data sets:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 2

    started, load_before = datetime.now(timezone.utc), os.getloadavg()
    weekly = not args.no_weekly_notes
    circles = not args.no_circles
    if args.mode == "in-process":
        from bench.answers.inprocess import InProcessAsker

        def make_asker(name: str, data: dict[str, Any]) -> Any:
            return InProcessAsker(name, data, weekly_notes=weekly, log=_log, store=args.store, circles=circles,
                                  embedder=args.embedder, calibration=args.calibration, veto=args.veto)
    else:
        from bench.answers.emulators import EmulatorAsker

        def make_asker(name: str, data: dict[str, Any]) -> Any:
            return EmulatorAsker(name, data, weekly_notes=weekly, keep=args.keep, log=_log, circles=circles)
    t = time.perf_counter()
    rows, info = run_all(make_asker, questions, datasets, progress=_progress(args.show, {q.id: q for q in questions}))
    total_s = round(time.perf_counter() - t, 1)
    selected = {q.id for q in questions if args.split == "all" or q.split == args.split}
    rows = [r for r in rows if r.id in selected]
    rep = scoring.report(rows)
    meta = {
        "command": command,
        "mode": args.mode,
        "store": args.store,
        "split": args.split,
        "questionsFile": str(args.questions),
        "startedAt": started.isoformat(timespec="seconds"),
        "machine": describe_machine(),
        "loadAverageStart": [round(x, 2) for x in load_before],
        "loadAverageEnd": [round(x, 2) for x in os.getloadavg()],
        "embeddingModel": info["embeddingModel"],
        "calibration": args.calibration,
        "veto": args.veto,
        "weeklyNotes": weekly,
        "circles": circles,
        "totalSeconds": total_s,
        "load": info["load"],
    }
    # --split all: the dev and test tables (their union is in the JSON).
    return publish(args, meta, rep, rows)


def publish(args: argparse.Namespace, meta: dict[str, Any], rep: dict[str, Any], rows: list[Any] | None) -> int:
    """Print the tables; write the JSON (a run only), the markdown and the docs section if asked."""
    # --split all: the dev and test tables (their union is in the JSON).
    md = scoring.markdown(rep, splits=[s for s in ("dev", "test") if s in rep])
    print(md)
    if args.compare and rows is not None:
        changed = scoring.compare(json.loads(args.compare.read_text())["questions"], rows)
        print(f"{len(changed)} questions changed since {args.compare}:\n" + "".join(f"  {c}\n" for c in changed))
    if args.out and rows is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({"meta": meta, "report": rep, "questions": scoring.rows_json(rows)},
                                       indent=1) + "\n")
    if args.markdown:
        args.markdown.write_text(md)
    if args.write_docs:
        from bench.report import write_section

        name = f"answers-{meta['mode']}" + ("" if meta.get("store", "local") == "local" else f"-{meta['store']}")
        write_section(name, render_section(meta, md))
        print(f"wrote section {name} of docs/BENCHMARKS.md", file=sys.stderr)
    return 0


def _with_parents(selected: list[Any], every: list[Any]) -> list[Any]:
    by_id = {q.id: q for q in every}
    need = {q.id for q in selected}
    for q in selected:
        parent = q.follow_up_of
        while parent is not None and parent not in need:
            need.add(parent)
            parent = by_id[parent].follow_up_of
    return [q for q in every if q.id in need]


def render_section(meta: dict[str, Any], md: str) -> str:
    """The answers-<mode> section of docs/BENCHMARKS.md: every figure comes from the run in `meta`."""
    from bench.report import wrap

    m = meta["machine"]
    la, lb = meta["loadAverageStart"], meta["loadAverageEnd"]
    loads = ", ".join(f"`{name}` {info['messages']} messages + {sum(info['sources'].values())} source documents + "
                      f"{info['weeklyNotes']} weekly notes"
                      + (f" + {info['circles']} circles" if info.get("circles") else "")
                      for name, info in meta["load"].items())
    store = ("a throwaway SQLite store" if meta.get("store", "local") == "local" else
             "`PineconeStore` and the `pinecone` SDK over HTTP to the Pinecone stand-in (keyword statistics "
             "refreshed after loading)")
    how = ("in this process: `semantic_search` and the chat service over a Firestore emulator and "
           f"{store}, messages embedded one by one as embedMessage does" if meta["mode"] == "in-process" else
           "end to end: the Firebase emulators (functions, Firestore, Auth) started by `scripts/emulators.sh`, "
           "data indexed by the real triggers, questions over the callable protocol with Auth-emulator ID tokens; "
           "questions whose time phrase names another window at the emulators' clock are skipped")
    text = wrap(
        f"Run {meta['startedAt'][:16].replace('T', ' ')} UTC on {m['cpu']} ({m['cores']} cores, shared with other "
        f"jobs{', ISA ' + ' '.join(m['isa']) if m.get('isa') else ''}); load average (1/5/15 min) "
        f"{la[0]:.1f}/{la[1]:.1f}/{la[2]:.1f} at the start and "
        f"{lb[0]:.1f}/{lb[1]:.1f}/{lb[2]:.1f} at the end, so the latencies are upper bounds. Asked {how}. "
        f"Embedding model `{meta['embeddingModel']}`, extractive answers; each data set loaded alone: {loads}"
        f"{'' if meta.get('circles', True) else ', circles not created (--no-circles)'}. "
        "Rates are shares of the row's answerable questions (chat hit, wrongful refusal, cited-but-missed, "
        "search hit@10) or unanswerable ones (correct refusal, search empty); latencies are nearest-rank p50/p95 "
        "in ms over the row's questions, warm. A per-kind row holds 1 to 8 questions: it shows where to look, "
        "not a rate to quote. Definitions and the question format: docs/ANSWERS.md."
    )
    title = meta["mode"] + ("" if meta.get("store", "local") == "local" else f", {meta['store']}")
    return f"## Answer benchmark, {title} mode\n\n    {meta['command']}\n\n{text}\n\n{md}"


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _progress(show: bool, by_id: dict[str, Any]) -> Any:
    def report(n: int, row: scoring.Scored) -> None:
        if show:
            q = by_id[row.id]
            extra = f" [{row.skipped_why}]" if row.skipped_why else ""
            print(f"{row.id:>12} {row.chat_outcome:<17} search={'hit' if row.search_hit else ('empty' if row.search_empty else '-'):<5} "
                  f"{q.question!r} cited={row.cited_ids[:4]}{extra}", file=sys.stderr, flush=True)
        elif n % 20 == 0:
            print(f"  {n} questions asked", file=sys.stderr, flush=True)

    return report


# How long the interpreter may take to exit once the results are written. Exit joins every
# non-daemon worker thread (the deadline pools' among them); a worker that never returns has
# twice held a finished run open with nothing on screen. Past this, every thread's stack is
# written to stderr and the process exits with status 1, so such a hang names its own cause.
EXIT_GRACE_S = 120.0


def exit_watchdog(grace_s: float = EXIT_GRACE_S) -> None:
    """Arm the dump-and-exit timer for the interpreter's own shutdown (see EXIT_GRACE_S)."""
    import faulthandler

    print(f"results written; exiting (thread stacks dumped if exit takes over {grace_s:g} s)", file=sys.stderr, flush=True)
    faulthandler.dump_traceback_later(grace_s, exit=True)


if __name__ == "__main__":
    status = main()
    exit_watchdog()
    sys.exit(status)
