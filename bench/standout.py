"""Does the best candidate's standing among the others tell an answerable question from an unanswerable one,
where its relevance alone does not? (issue 14, h-standout51; docs/ANSWERS.md "## h-standout51")

    python -m bench.standout trace DIR/SET.trace.jsonl -- <python -m bench.answers arguments>
    python -m bench.standout loro DIR [--subset all|unnamed|named]

`trace` asks the questions as `python -m bench.answers` does (use `--mode in-process --split dev`), with a spy on
`search.decide` (which chatWithAI and semanticSearch both call): each decision is written with its reason, its
candidates' calibrated relevance, query cosine and fusion features, and the cosine WordLlama gives the question
and each candidate's text (bench/embedders.py: a second embedder, bench only). For a decision refused at the
relevance threshold (`nothing_relevant`) it also records the decision the later checks (the model, the
never-said registry …) take when the candidates are shifted so the best one reaches the threshold: a question
they refuse then stays refused whatever a standing feature says.

`loro` reads DIR/<set>.trace.jsonl with DIR/<set>.json (the `--out` of the same run) and the set's questions
(their evidence ids), takes each chat question refused at the threshold whose lifted decision answers, and
labels it: a wrongful refusal whose evidence is among the first three candidates (passing would answer it) or a
correct refusal (passing would answer an unanswerable question). Each standing feature, and a small logistic
combination, is fitted leaving one roster out: the cut that gains the most hits on the other rosters while the
false answers stay at most a third of them, applied to the roster left out. `--subset named`/`unnamed`: only
the questions that name / do not name a period ("in march", "over easter", "on burns night").

Dev halves only: the questions' `split` must be dev.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import json
import re
import statistics
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

import numpy as np

from bench.answer_sets import sets as question_files

# A period the question names: the word after "in / over / on / since …" is a month, a quarter, a season or a day.
_PERIOD = re.compile(
    r"\b(in|over|on|around|since|during)\s+(the\s+)?(jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|"
    r"oct\w*|nov\w*|dec\w*|q[1-4]|easter|christmas|summer|winter|spring|autumn|halloween|new year|\w+ day|\w+ night)\b")

FEATURES = ("best_rel", "best_cos", "rel_gap2", "rel_gap_med", "rel_z", "cos_gap2", "cos_gap_med", "cos_z",
            "wl_best", "wl_z", "wl_gap2", "wl_z_of_best", "kw_first", "agree3")
COMBINED = ("rel_gap_med", "rel_z", "best_rel", "kw_first", "wl_z_of_best")
EVIDENCE_WITHIN = 3  # a wrongful refusal passing would answer: its evidence among the first candidates


def trace(out: Path, argv: list[str]) -> int:
    """Run bench.answers with the spy on search.decide (see the module's docstring)."""
    import bench.answers.runner as runner
    import shared.usecases.search as search
    from bench.answers.__main__ import main
    from bench.embedders import WordLlamaEmbedder

    second = WordLlamaEmbedder()
    decide = search.decide
    asking: dict[str, str | None] = {"qid": None, "call": None}
    lifted_later: list[tuple[dict[str, Any], tuple[Any, ...]]] = []
    sink = out.open("w")

    def spied(backends, trainer_id, query, candidates, query_filter, roster, day=None):  # type: ignore[no-untyped-def]
        decision = decide(backends, trainer_id, query, candidates, query_filter, roster, day)
        top = candidates[:30]
        texts = [str(c.metadata.get("text", ""))[:2000] for c in top]
        wl = []
        if top:
            vectors = second.embed([query, *texts])
            wl = [float(x) for x in vectors[1:] @ vectors[0]]
        row = {"qid": asking["qid"], "call": asking["call"], "query": query, "reason": decision.reason,
               "answerable": decision.answerable, "n": len(candidates),
               "cands": [{"id": str(c.metadata.get("sourceId", c.id)), "rel": c.relevance, "cos": c.cosine,
                          **c.features, "wl": w} for c, w in zip(top, wl)],
               "all_rel": [c.relevance for c in candidates], "all_cos": [c.cosine for c in candidates]}
        if decision.reason == "nothing_relevant" and candidates:
            # Asked after the question's chat (outside its budget): the later checks with the best at the threshold.
            lifted_later.append((row, (backends, trainer_id, query, candidates, query_filter, roster, day)))
        else:
            sink.write(json.dumps(row) + "\n")
        return decision

    def write_lifted() -> None:
        while lifted_later:
            row, (backends, trainer_id, query, candidates, query_filter, roster, day) = lifted_later.pop(0)
            threshold = backends.settings.relevance_threshold
            shift = threshold - max(c.relevance for c in candidates) + 1e-9
            again = decide(backends, trainer_id, query, [replace(c, relevance=c.relevance + shift) for c in candidates],
                           query_filter, roster, day)
            row.update(lifted_reason=again.reason, lifted_answerable=again.answerable)
            sink.write(json.dumps(row) + "\n")
        sink.flush()

    class Spying:
        """The asker `runner.ask_all` is given: it tells the spy which question and which callable is asking,
        and writes the lifted decisions once the question's chat is done (outside its budget). The loop is
        runner.ask_all's own, so the questions are asked, skipped and followed up exactly as bench.answers does."""

        def __init__(self, asker: Any) -> None:
            self._asker = asker

        def __getattr__(self, name: str) -> Any:
            return getattr(self._asker, name)

        def search(self, q: Any, *args: Any) -> Any:
            asking.update(qid=q.id, call="search")
            return self._asker.search(q, *args)

        def chat(self, q: Any, *args: Any) -> Any:
            asking.update(qid=q.id, call="chat")
            answered = self._asker.chat(q, *args)
            asking.update(qid=None, call=None)
            write_lifted()
            return answered

    ask_questions = runner.ask_all

    def ask_all(asker, questions, progress=None, start=0):  # type: ignore[no-untyped-def]
        return ask_questions(Spying(asker), questions, progress, start)

    search.decide = spied
    runner.ask_all = ask_all
    return main(argv)


def _z(x: float, xs: list[float]) -> float:
    if len(xs) < 3:
        return 0.0
    spread = statistics.pstdev(xs)
    return (x - statistics.mean(xs)) / spread if spread > 1e-9 else 0.0


def standing(decision: dict[str, Any]) -> tuple[dict[str, float], list[str]]:
    """The best candidate's standing features, and the candidates' ids best relevance first."""
    cands = decision["cands"]
    rels, coss = decision["all_rel"], decision["all_cos"]
    by_rel = sorted(range(len(cands)), key=lambda i: -cands[i]["rel"])
    by_cos = sorted(range(len(cands)), key=lambda i: -cands[i]["cos"])
    wl = [c["wl"] for c in cands]
    by_wl = sorted(range(len(cands)), key=lambda i: -wl[i])
    best = cands[by_rel[0]]
    srel, scos, swl = sorted(rels, reverse=True), sorted(coss, reverse=True), sorted(wl, reverse=True)
    second = lambda xs: xs[1] if len(xs) > 1 else 0.0  # noqa: E731
    kw_first = float(best.get("keyword_rr", 0.0) >= 0.999)
    features = {
        "best_rel": best["rel"], "best_cos": scos[0],
        "rel_gap2": best["rel"] - second([cands[i]["rel"] for i in by_rel]),
        "rel_gap_med": best["rel"] - statistics.median(srel[:20]), "rel_z": _z(best["rel"], rels),
        "cos_gap2": scos[0] - second(scos), "cos_gap_med": scos[0] - statistics.median(scos[:20]), "cos_z": _z(scos[0], coss),
        "wl_best": swl[0], "wl_z": _z(swl[0], wl), "wl_gap2": swl[0] - second(swl), "wl_z_of_best": _z(wl[by_rel[0]], wl),
        "kw_first": kw_first,
        "agree3": float(by_wl[0] == by_rel[0]) + float(by_cos[0] == by_rel[0]) + kw_first,
    }
    return features, [cands[i]["id"] for i in by_rel]


def _dev_questions(path: Path) -> dict[str, dict[str, Any]]:
    rows = (json.loads(line) for line in path.read_text().splitlines() if line.strip() and not line.startswith("//"))
    return {r["id"]: r for r in rows if r.get("split") == "dev"}


def examples(folder: Path) -> list[dict[str, Any]]:
    """Every chat question of every traced set refused at the threshold and answered once lifted, labelled."""
    files = question_files()
    out = []
    for path in sorted(folder.glob("*.trace.jsonl")):
        name = path.name[: -len(".trace.jsonl")]
        if not (folder / f"{name}.json").exists():
            continue  # still being asked
        questions = _dev_questions(files[name])
        outcomes = {r["id"]: r["chat_outcome"] for r in json.loads((folder / f"{name}.json").read_text())["questions"]
                    if r["split"] == "dev"}
        refused: dict[str, dict[str, Any]] = {}
        for line in path.read_text().splitlines():
            d = json.loads(line)
            if d["call"] == "chat" and d["qid"] in questions and d["reason"] == "nothing_relevant" and d["cands"]:
                refused[d["qid"]] = d  # the last one: what the refusal says
        for qid, d in refused.items():
            outcome = outcomes.get(qid)
            if outcome not in ("wrongful_refusal", "correct_refusal") or not d.get("lifted_answerable"):
                continue
            features, ids = standing(d)
            q = questions[qid]
            within = bool(set(q.get("evidence_ids") or ()) & set(ids[:EVIDENCE_WITHIN]))
            label = 0 if outcome == "correct_refusal" else (1 if within else None)
            out.append({"set": name, "qid": qid, "label": label, "named": bool(_PERIOD.search(q["question"].lower())),
                        **features})
    return out


def _cut(scores: list[float], labels: list[int]) -> tuple[int, int, float]:
    """(hits, false answers, cut): answering at score >= cut gains the most hits less false answers, with the
    false answers at most a third of the hits; no cut (inf) when none does."""
    best = (0, 0, float("inf"))
    for cut in sorted(set(scores), reverse=True):  # a tie keeps the higher cut: fewer false answers
        hits = sum(1 for s, y in zip(scores, labels) if s >= cut and y == 1)
        false = sum(1 for s, y in zip(scores, labels) if s >= cut and y == 0)
        if false <= hits / 3 and hits - false > best[0] - best[1]:
            best = (hits, false, cut)
    return best


def _logistic(rows: list[dict[str, Any]], names: tuple[str, ...]) -> Callable[[list[dict[str, Any]]], list[float]]:
    """A class-balanced L2 logistic regression on standardised features, by gradient descent."""
    x = np.array([[r[n] for n in names] for r in rows], float)
    y = np.array([r["label"] for r in rows], float)
    mu, sd = x.mean(0), x.std(0) + 1e-9
    z = (x - mu) / sd
    w, b = np.zeros(len(names)), 0.0
    weight = np.where(y == 1, (len(y) - y.sum()) / max(y.sum(), 1.0), 1.0)
    for _ in range(3000):
        g = (1 / (1 + np.exp(-(z @ w + b))) - y) * weight
        w -= 0.1 * (z.T @ g + w) / len(y)
        b -= 0.1 * g.mean()
    return lambda rs: list(((np.array([[r[n] for n in names] for r in rs], float) - mu) / sd) @ w + b) if rs else []


def leave_one_roster_out(rows: list[dict[str, Any]], feature: str | None) -> list[tuple[Any, ...]]:
    """Per roster left out: (roster, hits and false answers at the cut on the others, cut, hits, false answers,
    other wrongful refusals passed, positives, negatives) — `feature` None: the logistic combination."""
    table = []
    for held in sorted({r["set"] for r in rows}):
        train = [r for r in rows if r["set"] != held and r["label"] is not None]
        test = [r for r in rows if r["set"] == held]
        if not train:
            continue  # a single roster: nothing to fit on
        score = _logistic(train, COMBINED) if feature is None else (lambda rs, f=feature: [r[f] for r in rs])
        hits, false, cut = _cut(score(train), [r["label"] for r in train])
        passed = [r for r, s in zip(test, score(test)) if s >= cut]
        table.append((held, hits, false, cut, sum(r["label"] == 1 for r in passed), sum(r["label"] == 0 for r in passed),
                      sum(r["label"] is None for r in passed), sum(r["label"] == 1 for r in test),
                      sum(r["label"] == 0 for r in test)))
    return table


def loro(folder: Path, subset: str) -> int:
    rows = [r for r in examples(folder) if subset == "all" or r["named"] == (subset == "named")]
    print(f"refused at the threshold, answered once lifted ({subset}): "
          f"{sum(r['label'] == 1 for r in rows)} wrongful with evidence in the first {EVIDENCE_WITHIN}, "
          f"{sum(r['label'] == 0 for r in rows)} correct, {sum(r['label'] is None for r in rows)} other wrongful")
    print("| feature | recovered (held out) | false answers (held out) | other wrongful passed |")
    print("|---|---|---|---|")
    tables = {}
    for feature in (*FEATURES, None):
        table = leave_one_roster_out(rows, feature)
        tables[feature] = table
        name = feature or "logistic: " + " + ".join(COMBINED)
        print(f"| {name} | {sum(t[4] for t in table)} | {sum(t[5] for t in table)} | {sum(t[6] for t in table)} |")
    for feature in ("kw_first", "rel_gap2", None):
        print(f"\nper roster, {feature or 'logistic'}:\n| left out | fit hits | fit false | cut | recovered | false answers "
              "| other passed | positives | negatives |\n|---|---|---|---|---|---|---|---|---|")
        for t in tables[feature]:
            print("| " + " | ".join(f"{v:.3f}" if isinstance(v, float) else str(v) for v in t) + " |")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["trace"]:
        rest = argv[argv.index("--") + 1:] if "--" in argv else []
        return trace(Path(argv[1]), rest)
    parser = argparse.ArgumentParser(prog="python -m bench.standout loro")
    parser.add_argument("command", choices=("loro",))
    parser.add_argument("folder", type=Path)
    parser.add_argument("--subset", choices=("all", "unnamed", "named"), default="all")
    args = parser.parse_args(argv)
    return loro(args.folder, args.subset)


if __name__ == "__main__":
    sys.exit(main())
