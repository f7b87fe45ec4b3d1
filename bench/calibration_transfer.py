"""Do relevance and answerability mean the same for an embedder nobody fitted by hand? LoCoMo dev, per embedder.

    python -m bench.calibration_transfer --messages M.jsonl --queries Q.jsonl --out transfer.json
                                         [--embedders int8,fp32,wordllama,hash]

For each embedder the LoCoMo conversations are indexed and the questions go
through the product's paths. The reference model uses its shipped fits; every
other embedder is run as a deployment without shipped fits would run it (the
fp32 MiniLM's own relevance entry is hidden): first with no deployment fit
(the raw-cosine fallback), then with the maps shared/usecases/calibration_fit.py
fits from a sample of the same messages, no labels (`fit_cosine_map` for the
relevance, `fit_decision_scale` for the answerability features, as
refreshCalibration does). Each is measured with the answerability model on
and off (bench/embedders.py `veto`); without maps also with the reference's
model on raw cosines ("unmapped"), which is what the fallback would do if it
borrowed the fit without a scale.

Two LoCoMo views (docs/CALIBRATION.md):

- `bench.recall`'s: each question searched in its conversation (recall, and the
  share of answerable questions with an empty result at 0.7) and in the next
  conversation's history (another trainer's: is anything still returned?);
- `bench.answerability`'s: histories of three sessions as clients, each question
  asked of the history holding its evidence and of one holding none (the same
  speakers, their names taken out as the product takes out a named client's),
  decided as chat decides on its 24 candidates. Here the subject check cannot
  help, and the answerability model is what refuses.

fp32 MiniLM shares the reference's vector space (its maps should be ~identity);
WordLlama (`wordllama`'s l2_supercat, shipped in its wheel) is a genuinely
different neural embedder; the tests' bag-of-words hash embedder is a lexical
one, with no meaning between different words.
"""

from __future__ import annotations

import bench  # noqa: F401

import argparse
import json
import statistics
import tempfile
from pathlib import Path
from typing import Any, Sequence

from bench import answerability as histories_bench
from bench import machine
from bench.embedders import by_name, veto
from bench.recall import CORE_CATEGORIES, THRESHOLD_LIMIT, CachingEmbedder, ingest, log, make_backends, read_jsonl, trainer_for
from shared.domain import calibration as calibration_module
from shared.ports.vectorstore import QueryFilter
from shared.usecases import calibration_fit, search

VIEWS = ("conversations", "histories")
NAMES = {"int8": "int8 MiniLM (reference)", "fp32": "fp32 MiniLM", "wordllama": "WordLlama l2_supercat", "hash": "bag-of-words hash"}


def _only_reference_shipped() -> None:
    table = json.loads(calibration_module.CALIBRATION_FILE.read_text())
    kept = {calibration_fit.REFERENCE_MODEL: table[calibration_fit.REFERENCE_MODEL]}
    calibration_module._table = lambda: kept  # type: ignore[assignment]
    calibration_module.calibration_for.cache_clear()


def _answered(backends: Any, trainer: str, query: str, candidates: list[Any], scope: QueryFilter) -> bool:
    """What semanticSearch would return for these candidates: anything at or above the threshold,
    if the decision says the history answers (shared/usecases/search.py `_search`)."""
    threshold = backends.settings.relevance_threshold
    decision = search.decide(backends, trainer, query, candidates, scope, backends.clients(trainer))
    return decision.answerable and any(c.relevance >= threshold for c in candidates)


def measure(conversations: Any, histories: Any, queries: list[dict[str, Any]], asked: list[dict[str, Any]],
            vetoes: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Per veto mode, the LoCoMo views asked for (no questions: that view is skipped). Retrieval runs
    once: the veto changes decisions, not candidates."""
    names = sorted({str(q["conversation"]) for q in queries})
    depth = THRESHOLD_LIMIT * search.OVERFETCH  # semanticSearch's candidates for its default page
    searched = []
    for n, q in enumerate(queries, 1):
        conv = str(q["conversation"])
        trainer, other = trainer_for(conv), trainer_for(names[(names.index(conv) + 1) % len(names)])
        ranked = [str(c.metadata.get("sourceId"))
                  for c in search.search_candidates(conversations, trainer, q["question"], 10, QueryFilter())]
        evidence = set(q["evidence_message_ids"])
        searched.append({
            "q": q, "trainer": trainer, "other": other,
            "recall": {k: len(evidence & set(ranked[:k])) / len(evidence) for k in (1, 10)},
            "own": search.search_candidates(conversations, trainer, q["question"], depth, QueryFilter()),
            "foreign": search.search_candidates(conversations, other, q["question"], depth, QueryFilter()),
        })
        if n % 200 == 0:
            log(f"searched {n}/{len(queries)} questions")
    in_histories = []
    for q in asked:
        trainer, scope = trainer_for(q["conversation"]), QueryFilter(client_id=q["history"])
        in_histories.append((q, trainer, scope, search.search_candidates(
            histories, trainer, q["question"], histories_bench.DEPTH, scope)))
    out: dict[str, dict[str, Any]] = {}
    for mode in vetoes:
        with veto(mode):
            empty = [not _answered(conversations, s["trainer"], s["q"]["question"], s["own"], QueryFilter()) for s in searched]
            elsewhere = [_answered(conversations, s["other"], s["q"]["question"], s["foreign"], QueryFilter()) for s in searched]
            answered: dict[int, list[bool]] = {0: [], 1: []}
            for q, trainer, scope, candidates in in_histories:
                answered[q["answerable"]].append(_answered(histories, trainer, q["question"], candidates, scope))
        out[mode] = {"histories_n": len(in_histories)}
        if searched:
            out[mode].update({
                "recall@1_1_4": round(statistics.fmean(s["recall"][1] for s in searched), 4),
                "recall@10_1_4": round(statistics.fmean(s["recall"][10] for s in searched), 4),
                "share_empty_1_4": round(statistics.fmean(empty), 4),
                "share_answered_other_history_1_4": round(statistics.fmean(elsewhere), 4),
            })
        if in_histories:
            out[mode].update({
                "histories_answerable_empty": round(1 - statistics.fmean(answered[1]), 4),
                "histories_unanswerable_answered": round(statistics.fmean(answered[0]), 4),
            })
    return out


def variants(embedder: Any) -> list[tuple[str, list[str]]]:
    """(calibration, veto modes) to measure for this embedder."""
    if embedder.model_id == calibration_fit.REFERENCE_MODEL:
        return [("shipped fit", ["fitted", "off"])]
    return [("no fit (fallback)", ["fitted", "unmapped"]), ("deployment maps", ["fitted", "off"])]


def run(messages_path: Path, queries_path: Path, names: Sequence[str], views: Sequence[str] = VIEWS) -> dict[str, Any]:
    messages = read_jsonl(messages_path)
    queries = [q for q in read_jsonl(queries_path) if q.get("evidence_message_ids") and int(q["category"]) in CORE_CATEGORIES]
    asked = histories_bench.questions(messages, read_jsonl(queries_path))
    queries = queries if "conversations" in views else []
    asked = asked if "histories" in views else []
    texts = [m["text"] for m in messages]
    _only_reference_shipped()
    reference = by_name("int8")
    out: dict[str, Any] = {"machine": machine.describe(), "rows": []}
    for name in names:
        embedder = CachingEmbedder(reference if name == "int8" else by_name(name))
        with tempfile.TemporaryDirectory() as tmp:
            conversations = make_backends(Path(tmp) / "conversations.sqlite3", embedder=embedder)
            histories = make_backends(Path(tmp) / "histories.sqlite3", embedder=embedder)
            log(f"{name}: indexing {len(messages)} messages twice (conversations, histories)")
            if queries:
                ingest(conversations, messages)
            if asked:
                histories_bench.ingest_histories(histories, messages)
            for calibration, vetoes in variants(embedder):
                calibration_module._SELF_FITS.pop(embedder.model_id, None)
                calibration_fit._loaded_at[embedder.model_id] = float("inf")  # no deployment fit to load here
                shown = None
                if calibration == "deployment maps":
                    cosine_map, info = calibration_fit.fit_cosine_map(reference, embedder, texts)
                    decision, decision_info = calibration_fit.fit_decision_scale(reference, embedder, texts)
                    calibration_module.register_self_fit(embedder.model_id, cosine_map.scale, cosine_map.shift, decision)
                    shown = {"scale": cosine_map.scale, "shift": cosine_map.shift, "texts": info["texts"],
                             "wordScale": decision.word_scale, "wordShift": decision.word_shift,
                             "salienceScale": decision.salience_scale, **decision_info}
                calibration_module.calibration_for.cache_clear()
                for mode, figures in measure(conversations, histories, queries, asked, vetoes).items():
                    row = {"embedder": NAMES[name], "model_id": embedder.model_id, "calibration": calibration, "veto": mode,
                           **({"map": shown} if shown else {}), **figures}
                    log(json.dumps(row))
                    out["rows"].append(row)
    return out


VETO_SHOWN = {"fitted": "as chosen", "off": "off", "unmapped": "reference fit, raw cosines"}


def render(report: dict[str, Any], command: str) -> str:
    lines = [
        "## Calibration transfer (LoCoMo dev, categories 1-4)", "", f"    {command}", "",
        f"One run, {machine.line(report['machine'])}. Threshold 0.7. Maps fitted by shared/usecases/calibration_fit.py "
        "from 400 of the same messages, no labels.", "",
        "| embedder | calibration | answerability model | relevance map | word map / salience map | recall@1 | recall@10 "
        "| answerable, empty | another trainer's history, answered | histories: answerable, empty | histories: another history of the same people, answered |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    def pct(r: dict[str, Any], key: str) -> str:
        return f"{r[key]:.1%}" if key in r else "—"

    def num(r: dict[str, Any], key: str) -> str:
        return f"{r[key]:.3f}" if key in r else "—"

    for r in report["rows"]:
        m = r.get("map")
        relevance = f"{m['scale']:.3f} × cos {m['shift']:+.3f}" if m else "—"
        decision = f"{m['wordScale']:.3f} × cos {m['wordShift']:+.3f} / {m['salienceScale']:.3f} ×" if m else "—"
        shown_veto = "on (own fit)" if r["veto"] == "fitted" and r["calibration"] == "shipped fit" else (
            "none chosen (no maps)" if r["veto"] == "fitted" and not m else
            "on (reference fit, mapped)" if r["veto"] == "fitted" else VETO_SHOWN[r["veto"]])
        lines.append(
            f"| {r['embedder']} | {r['calibration']} | {shown_veto} | {relevance} | {decision} "
            f"| {num(r, 'recall@1_1_4')} | {num(r, 'recall@10_1_4')} | {pct(r, 'share_empty_1_4')} "
            f"| {pct(r, 'share_answered_other_history_1_4')} | {pct(r, 'histories_answerable_empty')} "
            f"| {pct(r, 'histories_unanswerable_answered')} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.calibration_transfer", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--views", default=",".join(VIEWS),
                        help="comma-separated: conversations (bench.recall's), histories (bench.answerability's)")
    parser.add_argument("--embedders", default="int8,fp32,wordllama,hash",
                        help="comma-separated: int8 (the reference), fp32, wordllama, hash")
    args = parser.parse_args(argv)
    names = [n for n in args.embedders.split(",") if n]
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        parser.error(f"unknown embedders {unknown}: choose from {sorted(NAMES)}")
    views = [v for v in args.views.split(",") if v]
    if not views or any(v not in VIEWS for v in views):
        parser.error(f"--views: choose from {list(VIEWS)}")
    report = run(args.messages, args.queries, names, views)
    args.out.write_text(json.dumps(report, indent=2))
    print(render(report, "python -m bench.calibration_transfer " + " ".join(argv or __import__("sys").argv[1:])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
