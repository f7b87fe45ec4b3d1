"""Fit the insight detectors' probes (shared/domain/insights/semantic.py) on the labelled messages' dev split.

One logistic regression per signal (stress, pain, missed, milestone) over the
sentence embedding, per local embedding model (MiniLM int8 and fp32), written
to shared/domain/insights/probe_fits.json keyed by (model id, fingerprint of
the training rows and settings). The blind split is never read.

Threshold per signal: out-of-fold, one labelling round (`origin`) held out at a
time, the probe's probability for every dev row comes from a fit that never saw
its round; the threshold is the lowest on a 0.05 grid (0.40-0.90) at which those
out-of-fold predictions are >= 0.85 precise.
Regularisation was chosen the same way on the v5 round (docs/BENCHMARKS.md).

    functions/venv/bin/python bench/fit_insight_probe.py [--holdout ORIGIN]

--holdout ORIGIN fits without that round and prints keywords vs keywords + probe on it (writes nothing).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "functions")]
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from bench.bench_insight_labels import load  # noqa: E402
from shared.domain.insights.semantic import PROBE_FITS_FILE, PROBE_LABELS, training_fingerprint  # noqa: E402

SETTINGS: dict[str, Any] = {"l2": 3e-4, "steps": 1500, "rate": 10.0, "positive_weight": "sqrt(neg/pos)",
                            "features": "embedding"}
GRID = [round(0.40 + 0.05 * i, 2) for i in range(11)]
# What the probe adds sits on top of the keywords' own positives: it must be precise on its own. On the v5
# round held out (`--holdout v5-blind`: probe and threshold fitted without it, keywords as frozen before it)
# keywords -> keywords + probe went: stress 0.77/0.77 -> 0.76/0.93, pain 0.80/0.84 -> 0.81/0.89,
# missed 0.95/0.82 -> 0.95/0.86, milestone 0.83/0.29 -> 0.88/0.88 (P/R).
MIN_PRECISION = 0.85


def dev_rows() -> list[dict[str, Any]]:
    return [r for r in load() if r["split"] == "dev" and r.get("role", "client") != "coach"]


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by full-batch gradient descent (deterministic; no extra dependency)."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(xb.shape[1])
    # Positives are a minority per signal; weighting them by sqrt(neg/pos) keeps recall without flooding.
    sample_weight = np.where(y > 0, ((len(y) - y.sum()) / max(y.sum(), 1)) ** 0.5, 1.0)
    for _ in range(SETTINGS["steps"]):
        p = 1 / (1 + np.exp(-(xb @ w)))
        grad = xb.T @ ((p - y) * sample_weight) / len(y) + SETTINGS["l2"] * np.r_[w[:-1], 0.0]
        w -= SETTINGS["rate"] * grad
    return w[:-1], float(w[-1])


def out_of_fold(x: np.ndarray, y: np.ndarray, groups: np.ndarray) -> np.ndarray:
    probs = np.zeros(len(y))
    for g in sorted(set(groups)):
        held = groups == g
        w, b = fit(x[~held], y[~held])
        probs[held] = 1 / (1 + np.exp(-(x[held] @ w + b)))
    return probs


def best_threshold(probs: np.ndarray, y: np.ndarray) -> tuple[float, dict[str, float]]:
    """The lowest grid threshold whose out-of-fold precision is >= MIN_PRECISION (else the highest)."""
    for t in GRID:
        flagged = probs >= t
        tp = float((flagged & (y > 0)).sum())
        precision, recall = tp / max(flagged.sum(), 1), tp / max((y > 0).sum(), 1)
        if precision >= MIN_PRECISION or t == GRID[-1]:
            return t, {"precision": round(precision, 3), "recall": round(recall, 3)}
    raise AssertionError("unreachable")


def holdout(origin: str) -> None:
    """Score the method on one dev round as if it were new: probe and threshold fitted without it."""
    from shared.adapters.embedding.minilm import MiniLMEmbedder
    from shared.domain.insights.detectors import combine

    rows = dev_rows()
    groups = np.array([r["origin"] for r in rows])
    held = groups == origin
    x = np.asarray(MiniLMEmbedder(precision="int8").embed([r["text"] for r in rows]), dtype=np.float64)

    def pr(flagged: np.ndarray, y: np.ndarray) -> str:
        tp = (flagged & (y > 0)).sum()
        return f"{tp / max(flagged.sum(), 1):.2f} / {tp / max(y.sum(), 1):.2f}"

    for label in PROBE_LABELS:
        y = np.array([label in r["labels"] for r in rows], dtype=float)
        threshold, _ = best_threshold(out_of_fold(x[~held], y[~held], groups[~held]), y[~held])
        w, b = fit(x[~held], y[~held])
        probs = 1 / (1 + np.exp(-(x[held] @ w + b)))
        held_rows = [r for r, h in zip(rows, held) if h]
        asserted = np.array([label in combine(r["text"], set()) for r in held_rows])
        both = np.array([label in combine(r["text"], {label} if p >= threshold else set())
                         for r, p in zip(held_rows, probs)])
        print(f"{label}: threshold {threshold}  keywords {pr(asserted, y[held])}  keywords + probe {pr(both, y[held])}")
        if "--show" in sys.argv:  # the probe's additions on the held-out round (a dev round: fine to read)
            texts = [r["text"] for r in held_rows]
            for i in np.flatnonzero(both & ~asserted):
                print(f"    {'TP' if y[held][i] else 'FP'} {probs[i]:.2f} {texts[i]}")


def main() -> None:
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    if "--holdout" in sys.argv:
        holdout(sys.argv[sys.argv.index("--holdout") + 1])
        return
    rows = dev_rows()
    groups = np.array([r["origin"] for r in rows])
    key = training_fingerprint([(r["text"], r["labels"]) for r in rows], SETTINGS)
    fits = []
    for precision in ("int8", "fp32"):
        embedder = MiniLMEmbedder(precision=precision)
        x = np.asarray(embedder.embed([r["text"] for r in rows]), dtype=np.float64)
        labels: dict[str, Any] = {}
        for label in PROBE_LABELS:
            y = np.array([label in r["labels"] for r in rows], dtype=float)
            threshold, oof = best_threshold(out_of_fold(x, y, groups), y)
            w, b = fit(x, y)
            labels[label] = {"threshold": threshold, "out_of_fold": oof,
                             "bias": round(b, 5), "weights": [round(float(v), 5) for v in w]}
            print(f"{embedder.model_id} {label}: threshold {threshold} out-of-fold P/R {oof}")
        fits.append({"model_id": embedder.model_id, "training_fingerprint": key, "labels": labels})
    PROBE_FITS_FILE.write_text(json.dumps({
        "about": "bench/fit_insight_probe.py: logistic probes over sentence embeddings, fitted on the dev split of "
                 "bench/insights_labels.jsonl; the key is (model_id, training_fingerprint)",
        "training_rows": len(rows), "settings": SETTINGS, "fits": fits,
    }, indent=1) + "\n")


if __name__ == "__main__":
    main()
