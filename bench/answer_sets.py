"""Every answer-benchmark question set at once, and two runs compared question by question.

    functions/venv/bin/python -m bench.answer_sets run OUT [--split dev|test|all] [--only SET ...] [--lanes 2]
    functions/venv/bin/python -m bench.answer_sets compare OLD NEW [--split dev|test|all] [--list] [--markdown]

`run` asks every question file of bench/answers_data (`SETS` below) through `python -m bench.answers
--mode in-process`, one process per set and `--lanes` sets at a time (biggest first, so the lanes end
together), writing OUT/<set>.json and OUT/<set>.log. A set that fails is named in OUT/FAILED and the
others go on: on a shared machine the Firestore emulator's reset can time out, and one such set should
not cost the rest. `compare` reads two such directories.

A question is *better* in NEW when its chat outcome became right (a hit for an answerable question, a
refusal for an unanswerable one) or, with the chat's rightness unchanged, its semanticSearch result did
(evidence in the top 10 for an answerable question, nothing relevant for an unanswerable one); *worse*
the other way round. Skipped questions and questions only one run asked are not compared.

Why a tool and not a shell loop: integrators wrote that loop and that count afresh every session and
quoted them from paths outside the repository; the counts in docs/ANSWERS.md and docs/BENCHMARKS.md
since the thirty-third session come from this module.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "bench" / "answers_data"

# Data-set name → its questions file. The blind rosters follow one pattern; the rest are named here.
_NAMED = {
    "shipped": "questions.jsonl",
    "holdout": "holdout_questions.jsonl",
    "kinds": "kinds_questions.jsonl",
    "paraphrase": "paraphrase_questions.jsonl",
    "related": "related_questions.jsonl",
    "never_dev": "never_dev.jsonl",
    "never_dev2": "never_dev2.jsonl",
    "blind_dev_extra": "blind_dev_extra.jsonl",
}
# The sets with no test half: a `--split test` run skips them, as `--split dev` skips holdout.
_DEV_ONLY = {"kinds", "paraphrase", "related", "never_dev", "never_dev2", "blind_dev_extra"}
_TEST_ONLY = {"holdout"}


def blind_sets(data: Path = DATA) -> list[str]:
    """blind, blind2, blind3 … as their question files exist, newest first."""
    names = [p.name[: -len("_questions.jsonl")] for p in data.glob("blind*_questions.jsonl")]
    return sorted(names, key=lambda n: -int(n[5:] or 1))


def sets(data: Path = DATA) -> dict[str, Path]:
    out = {name: data / f"{name}_questions.jsonl" for name in blind_sets(data)}
    out.update({name: data / file for name, file in _NAMED.items() if (data / file).exists()})
    return out


def _asks(name: str, split: str) -> bool:
    return not ((split == "dev" and name in _TEST_ONLY) or (split == "test" and name in _DEV_ONLY))


def plan_lanes(sizes: dict[str, int], lanes: int) -> list[list[str]]:
    """Biggest set first onto the lightest lane: the lanes end close together."""
    plan: list[list[str]] = [[] for _ in range(max(1, lanes))]
    load = [0] * len(plan)
    for name in sorted(sizes, key=lambda n: (-sizes[n], n)):
        i = load.index(min(load))
        plan[i].append(name)
        load[i] += sizes[name]
    return plan


def _count(path: Path) -> int:
    return sum(1 for line in path.read_text().splitlines() if line.startswith("{"))


def run(out: Path, split: str = "all", only: list[str] | None = None, lanes: int = 2) -> list[str]:
    """Run the sets; return the names of those that failed."""
    chosen = {n: p for n, p in sets().items() if _asks(n, split) and (not only or n in only)}
    unknown = sorted(set(only or ()) - set(sets()))
    if unknown:
        raise SystemExit(f"unknown set(s): {', '.join(unknown)}; known: {', '.join(sets())}")
    out.mkdir(parents=True, exist_ok=True)
    failed: list[str] = []
    lock = threading.Lock()
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}

    def lane(names: list[str]) -> None:
        for name in names:
            cmd = [sys.executable, "-m", "bench.answers", "--mode", "in-process", "--split", split,
                   "--questions", str(chosen[name].relative_to(REPO)), "--out", str(out / f"{name}.json")]
            with open(out / f"{name}.log", "w") as log:
                code = subprocess.call(cmd, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
            print(f"{name}: {'ok' if code == 0 else f'FAILED (exit {code}, see {name}.log)'}", flush=True)
            if code != 0:
                with lock:
                    failed.append(name)
                    with open(out / "FAILED", "a") as f:
                        f.write(name + "\n")

    threads = [threading.Thread(target=lane, args=(names,))
               for names in plan_lanes({n: _count(p) for n, p in chosen.items()}, lanes)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return failed


def _right(row: dict[str, Any]) -> bool:
    return row["chat_outcome"] in ("hit", "correct_refusal")


def _search_right(row: dict[str, Any]) -> bool:
    return bool(row["search_hit"] if row["answerable"] else row["search_empty"])


def changes(old: list[dict[str, Any]], new: list[dict[str, Any]], split: str = "all") -> tuple[list[str], list[str]]:
    """(better, worse): one line per question whose rightness moved (see the module docstring)."""
    before = {r["id"]: r for r in old}
    better, worse = [], []
    for r in new:
        p = before.get(r["id"])
        if p is None or (split != "all" and r["split"] != split) or "skipped" in (r["chat_outcome"], p["chat_outcome"]):
            continue
        moved = (_right(r) - _right(p)) or (_search_right(r) - _search_right(p))
        line = (f"{r['id']} [{r['split']}, {r['kind']}] chat {p['chat_outcome']} -> {r['chat_outcome']}; "
                f"search {'hit' if r['answerable'] else 'empty'} {_search_right(p)} -> {_search_right(r)}")
        if moved > 0:
            better.append(line)
        elif moved < 0:
            worse.append(line)
    return better, worse


_FIGURES = ("chatHit", "wrongfulRefusal", "citedMissed", "searchHit10", "correctRefusal", "searchEmpty")


def figures(report: dict[str, Any], split: str) -> str | None:
    """"chat hit / wrongful refusal / cited-but-missed / search hit@10 / correct refusal / search empty"."""
    part = report.get(split)
    if not part:
        return None
    a = part["all"]["all"]
    return " / ".join(f"{a[k]:.2f}" for k in _FIGURES)


def compare(old_dir: Path, new_dir: Path, split: str = "all", listing: bool = False, markdown: bool = False) -> tuple[int, int]:
    order = list(sets())
    names = sorted((p.stem for p in new_dir.glob("*.json")), key=lambda n: (order.index(n) if n in order else len(order), n))
    totals = {"dev": [0, 0], "test": [0, 0]}
    for name in names:
        if not (old_dir / f"{name}.json").exists():
            print(f"{name}: not in {old_dir}, not compared")
            continue
        old, new = (json.loads((d / f"{name}.json").read_text()) for d in (old_dir, new_dir))
        for part in ("dev", "test"):
            if split not in ("all", part) or part not in new["report"]:
                continue
            better, worse = changes(old["questions"], new["questions"], part)
            totals[part][0] += len(better)
            totals[part][1] += len(worse)
            if markdown:
                a = new["report"][part]["all"]["all"]
                was, now = figures(old["report"], part), figures(new["report"], part)
                label = f"**{name}, {part}**" if part == "test" else f"{name}, {part}"
                print(f"| {label} | {a['answerable']} / {a['unanswerable']} | {was} | "
                      f"{'same' if was == now else now} | {len(better)} / {len(worse)} |")
            elif better or worse:
                print(f"{name}, {part}: {len(better)} better / {len(worse)} worse")
            if listing and not markdown:
                for line in better:
                    print("   +", line)
                for line in worse:
                    print("   -", line)
    for part, (b, w) in totals.items():
        if split in ("all", part):
            print(f"TOTAL ({part}): {b} better / {w} worse")
    return sum(t[0] for t in totals.values()), sum(t[1] for t in totals.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.answer_sets", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="ask every set (or --only some) in-process, --lanes at a time")
    r.add_argument("out", type=Path)
    r.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    r.add_argument("--only", nargs="+", metavar="SET")
    r.add_argument("--lanes", type=int, default=2)
    c = sub.add_parser("compare", help="two run directories, question by question")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    c.add_argument("--split", choices=("dev", "test", "all"), default="all")
    c.add_argument("--list", action="store_true", help="every question that moved")
    c.add_argument("--markdown", action="store_true", help="the docs' table rows")
    args = parser.parse_args(argv)
    if args.command == "run":
        failed = run(args.out, args.split, args.only, args.lanes)
        return 1 if failed else 0
    compare(args.old, args.new, args.split, args.list, args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
