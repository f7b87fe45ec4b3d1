"""Fit the relevance calibration of the configured embedder (writes shared/calibration.json).

    python -m bench.calibrate --messages M.jsonl --queries Q.jsonl [--out shared/calibration.json]

What it fits (docs/CALIBRATION.md): for each question of categories 1-4, the
top-`DEPTH_FIT` candidates of the product's retrieval (`search_candidates`,
no threshold) are labelled "evidence" or not. A class-balanced logistic
regression (both classes weigh half, small L2, Newton's method) maps the
candidate's retrieval features to a probability-like relevance:

- `hybrid`: fused score, keyword reciprocal rank, cosine (local store);
- `dense`: cosine only, from a dense-only retrieval (stores without keyword
  search, i.e. Pinecone).

Honesty check: two-fold by conversation (fit on one half, measure on the
other): share of questions with no result at the 0.7 threshold, recall@10 with
the threshold. The shipped fit uses every conversation given.
"""

from __future__ import annotations

import bench  # noqa: F401

import argparse
import json
import sys
import tempfile
from datetime import date
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from bench.recall import CORE_CATEGORIES, ingest, log, make_backends, read_jsonl, trainer_for
from shared.backends import Backends
from shared.calibration import CALIBRATION_FILE
from shared.search import dedupe, search_candidates
from shared.vectorstore.base import QueryFilter

DEPTH_FIT = 25
FEATURES = {"hybrid": ("fused", "keyword_rr", "cosine"), "dense": ("cosine",)}
THRESHOLD = 0.7
L2 = 1e-3


class DenseOnly:
    """The same store without keyword search: what retrieval sees on Pinecone."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        if name == "keyword_query":
            raise AttributeError(name)
        return getattr(self._inner, name)


def collect(backends: Backends, queries: list[dict[str, Any]], mode: str) -> list[dict[str, Any]]:
    """Per question: its conversation, and (features, is_evidence) for each candidate."""
    out = []
    for q in queries:
        evidence = set(q["evidence_message_ids"])
        candidates = dedupe(search_candidates(backends, trainer_for(q["conversation"]), q["question"], DEPTH_FIT, QueryFilter()))
        rows = [[c.features.get(f, 0.0) for f in FEATURES[mode]] for c in candidates]
        labels = [str(c.metadata.get("sourceId")) in evidence for c in candidates]
        out.append({"conversation": q["conversation"], "X": np.array(rows, dtype=float).reshape(-1, len(FEATURES[mode])), "y": np.array(labels, dtype=float), "n_evidence": len(evidence)})
    return out


def fit(X: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """Class-balanced L2 logistic regression by Newton's method."""
    Xb = np.c_[X, np.ones(len(X))]
    w = np.zeros(Xb.shape[1])
    pos = y.mean()
    sw = np.where(y == 1, 0.5 / pos, 0.5 / (1 - pos)) / len(y)
    reg = L2 * np.eye(len(w))
    reg[-1, -1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(Xb @ w)))
        grad = Xb.T @ (sw * (p - y)) + reg @ w
        hess = (Xb * (sw * p * (1 - p))[:, None]).T @ Xb + reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w[:-1], float(w[-1])


def check(data: list[dict[str, Any]], weights: np.ndarray, bias: float) -> dict[str, float]:
    """What the product would return at THRESHOLD: same formula as shared.retrieval (running minimum)."""
    empty, recall = [], []
    for d in data:
        z = d["X"] @ weights + bias
        rel = np.minimum.accumulate(1 / (1 + np.exp(-z))) if len(z) else z
        kept = (rel >= THRESHOLD)[:10]
        empty.append(not kept.any())
        recall.append(float(d["y"][:10][kept].sum()) / d["n_evidence"])
    return {"share_empty": round(float(np.mean(empty)), 4), "recall@10_thresholded": round(float(np.mean(recall)), 4), "n_questions": len(data)}


def run(messages_path: Path, queries_path: Path, store_dir: Path) -> dict[str, Any]:
    messages = read_jsonl(messages_path)
    queries = [q for q in read_jsonl(queries_path) if q.get("evidence_message_ids") and int(q["category"]) in CORE_CATEGORIES]
    backends = make_backends(store_dir / "calibrate.sqlite3")
    log(f"ingesting {len(messages)} messages")
    ingest(backends, messages)
    conversations = sorted({str(q["conversation"]) for q in queries})
    half = len(conversations) // 2
    folds = [(conversations[half:], conversations[:half]), (conversations[:half], conversations[half:])]
    entry: dict[str, Any] = {}
    checks: dict[str, Any] = {}
    for mode in ("hybrid", "dense"):
        view = backends if mode == "hybrid" else make_dense_view(backends)
        log(f"collecting {mode} candidates for {len(queries)} questions")
        data = collect(view, queries, mode)
        checks[mode] = []
        for fit_on, check_on in folds:
            train = [d for d in data if d["conversation"] in fit_on]
            w, b = fit(np.vstack([d["X"] for d in train]), np.concatenate([d["y"] for d in train]))
            checks[mode].append({"fit_on": fit_on, "checked_on": check_on, **check([d for d in data if d["conversation"] in check_on], w, b)})
        w, b = fit(np.vstack([d["X"] for d in data]), np.concatenate([d["y"] for d in data]))
        entry[mode] = {"weights": {f: round(float(v), 4) for f, v in zip(FEATURES[mode], w)}, "bias": round(b, 4)}
        checks[mode].append({"fit_on": conversations, "checked_on": conversations, **check(data, w, b)})
    entry["fitted_on"] = f"LoCoMo dev ({', '.join(conversations)}), categories 1-4, top-{DEPTH_FIT} candidates per question; {date.today().isoformat()}"
    entry["method"] = "class-balanced logistic regression of is-evidence (python -m bench.calibrate)"
    entry["checks"] = checks
    return {backends.embedder.model_id: entry}


def make_dense_view(backends: Backends) -> Backends:
    return Backends(settings=backends.settings, embedder_override=backends.embedder, store_override=DenseOnly(backends.store))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.calibrate", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--out", type=Path, default=CALIBRATION_FILE, help="calibration table to update")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        fitted = run(args.messages, args.queries, Path(tmp))
    table = json.loads(args.out.read_text()) if args.out.exists() else {}
    table.update(fitted)
    args.out.write_text(json.dumps(table, indent=2) + "\n")
    print(json.dumps(fitted, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
