"""Score the insight detectors on held-out rounds of bench/insights_labels.jsonl, one origin at a time.

bench_insight_labels.py pools the whole `blind` split; with two held-out rounds side by side
(v20-blind and v21-blind for v21; v21-blind and v22-blind since v22) each needs its own figure. This prints precision / recall per signal for
each origin named, for the keyword layer alone and for keywords + MiniLM (the local default). It
prints figures only, never the messages, so a held-out round can be scored without being read.

    OPENBLAS_NUM_THREADS=1 functions/venv/bin/python -m bench.score_blind_origins v21-blind v22-blind

With no origin named it scores every origin of the `blind` split in the order the file first lists them, so a round
appended later (v33-blind, written beside h-detect33) is scored without a change here. --labels reads another labels
file of the same format (the tests use one).
"""

from __future__ import annotations

import argparse
import os
import platform
from datetime import datetime, timezone
from pathlib import Path

from bench.bench_insight_labels import DETECTORS, LABELS_FILE, load, predict, scores


def blind_origins(rows: list[dict]) -> list[str]:
    """The origins of the `blind` split, in the order the labels file first lists them."""
    return list(dict.fromkeys(r["origin"] for r in rows if r["split"] == "blind"))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("origins", nargs="*", help="origins to score (default: every origin of the blind split)")
    parser.add_argument("--keywords-only", action="store_true")
    parser.add_argument("--labels", type=Path, default=LABELS_FILE)
    args = parser.parse_args(argv)

    rows = load(args.labels)
    origins = args.origins or blind_origins(rows)
    if not origins:
        raise SystemExit("no origin named and no row in the blind split")
    layers = {"keywords": None}
    if not args.keywords_only:
        from shared.adapters.embedding.minilm import MiniLMEmbedder

        layers["keywords + MiniLM (int8)"] = MiniLMEmbedder(precision="int8")
    print(f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.processor() or platform.machine()},"
          f" {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    for origin in origins:
        subset = [r for r in rows if r["origin"] == origin]
        if not subset:
            raise SystemExit(f"no rows with origin {origin!r}")
        for name, embedder in layers.items():
            predicted = predict(subset, embedder)
            cells = []
            for label in DETECTORS:
                s = scores(subset, predicted, label)
                cells.append(f"{label} {s['precision']:.2f}/{s['recall']:.2f} (n={s['positives']}, fp {s['fp']}, fn {s['fn']})")
            print(f"{origin} ({len(subset)}) | {name} | " + " | ".join(cells))


if __name__ == "__main__":
    main()
