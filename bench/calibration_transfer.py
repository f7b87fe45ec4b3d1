"""Does relevance mean the same for an embedder nobody fitted by hand? LoCoMo dev, per embedder.

    python -m bench.calibration_transfer --messages M.jsonl --queries Q.jsonl --out transfer.json

For each embedder the LoCoMo histories are indexed and the questions go
through the product's semanticSearch path (threshold and answerability
included), as in bench.recall. The reference model uses its shipped fit;
every other embedder is evaluated as a deployment without a shipped fit
would run it: first with the raw-cosine fallback, then with the cosine map
that shared/usecases/calibration_fit.py fits from a sample of the same messages (no
labels). fp32 MiniLM shares the reference's vector space (a sanity check:
its map should be ~identity); the bag-of-words hash embedder of the tests is
a genuinely different, lexical embedder.
"""

from __future__ import annotations

import bench  # noqa: F401

import argparse
import json
import tempfile
from pathlib import Path
from typing import Any, Sequence

from bench import machine
from bench.recall import evaluate, ingest, log, make_backends, read_jsonl, summarise
from shared.domain import calibration as calibration_module
from shared.usecases import calibration_fit


def _only_reference_shipped() -> None:
    table = json.loads(calibration_module.CALIBRATION_FILE.read_text())
    kept = {calibration_fit.REFERENCE_MODEL: table[calibration_fit.REFERENCE_MODEL]}
    calibration_module._table = lambda: kept  # type: ignore[assignment]
    calibration_module.calibration_for.cache_clear()


def _embedders() -> dict[str, Any]:
    from shared.adapters.embedding.minilm import MiniLMEmbedder
    from tests.hash_embedder import HashEmbedder

    return {"int8 MiniLM (reference)": MiniLMEmbedder(), "fp32 MiniLM": MiniLMEmbedder(precision="fp32"), "bag-of-words hash": HashEmbedder()}


def run(messages_path: Path, queries_path: Path) -> dict[str, Any]:
    messages = read_jsonl(messages_path)
    queries = [q for q in read_jsonl(queries_path) if q.get("evidence_message_ids")]
    _only_reference_shipped()
    embedders = _embedders()
    reference = embedders["int8 MiniLM (reference)"]
    out: dict[str, Any] = {"machine": machine.describe(), "rows": []}
    for name, embedder in embedders.items():
        with tempfile.TemporaryDirectory() as tmp:
            backends = make_backends(Path(tmp) / "store.sqlite3", embedder=embedder)
            log(f"{name}: indexing {len(messages)} messages")
            ingest(backends, messages)
            variants = ["shipped fit"] if embedder.model_id == calibration_fit.REFERENCE_MODEL else ["no fit (fallback)", "self-fitted map"]
            for variant in variants:
                calibration_module._SELF_FITS.pop(embedder.model_id, None)
                calibration_fit._loaded_at[embedder.model_id] = float("inf")  # no deployment fit to load here
                row: dict[str, Any] = {"embedder": name, "model_id": embedder.model_id, "calibration": variant}
                if variant == "self-fitted map":
                    cosine_map, info = calibration_fit.fit_cosine_map(reference, embedder, [m["text"] for m in messages])
                    calibration_module.register_self_fit(embedder.model_id, cosine_map.scale, cosine_map.shift)
                    row["map"] = {"scale": cosine_map.scale, "shift": cosine_map.shift, "texts": info["texts"]}
                calibration_module.calibration_for.cache_clear()
                summary = summarise(evaluate(backends, queries, [1, 10]), [1, 10])
                row.update({
                    "recall@1_1_4": summary["overall_1_4"]["recall@1"],
                    "recall@10_1_4": summary["overall_1_4"]["recall@10"],
                    "share_empty_1_4": summary["threshold"]["share_empty_1_4"],
                    "share_answered_other_history_1_4": summary["threshold"]["share_answered_other_history_1_4"],
                })
                log(json.dumps(row))
                out["rows"].append(row)
    return out


def render(report: dict[str, Any], command: str) -> str:
    lines = [
        "## Calibration transfer (LoCoMo dev, categories 1-4)", "", f"    {command}", "",
        f"One run, {machine.line(report['machine'])}. semanticSearch path, threshold 0.7, answerability on.", "",
        "| embedder | calibration | cosine map | recall@1 | recall@10 | answerable, empty at 0.7 | asked of another history, answered |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in report["rows"]:
        m = r.get("map")
        shown = f"{m['scale']:.3f} × cos {m['shift']:+.3f}" if m else "—"
        lines.append(
            f"| {r['embedder']} | {r['calibration']} | {shown} "
            f"| {r['recall@1_1_4']:.3f} | {r['recall@10_1_4']:.3f} | {r['share_empty_1_4']:.1%} | {r['share_answered_other_history_1_4']:.1%} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.calibration_transfer", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    report = run(args.messages, args.queries)
    args.out.write_text(json.dumps(report, indent=2))
    print(render(report, "python -m bench.calibration_transfer " + " ".join(argv or __import__("sys").argv[1:])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
