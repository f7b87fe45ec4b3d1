"""How well does one word mean another? Single-word cosines of question words against records' words.

    python -m bench.word_meaning --messages M.jsonl --queries Q.jsonl [--others 5] [--seed 7]

For every LoCoMo question (categories 1-4) and every content word of it that a
record does not contain (compared as the keyword index compares words: Porter
stems, everyday equivalents counting; speakers' names left out), the word's
best cosine with one of the record's own words, both embedded alone by the
configured embedder (shared.domain.meaning.word_vectors, as the product does).
Records: the question's evidence turns, and `--others` random other turns of
the same conversation. Prints the two distributions and, per cosine cut, how
often each reaches it and the ratio: the statistics behind any "this word means
that one" cut on the relevance side (docs/CALIBRATION.md, "Word meaning on the
relevance side"). No answer-benchmark data is read.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from bench.recall import CORE_CATEGORIES, read_jsonl
from shared.domain.answerability import record_words
from shared.domain import sameness
from shared.domain.retrieval import keyword_text
from shared.kernel.config import Settings
from shared.ports.keywords import tokens
from shared.usecases.backends import make_embedder
from shared.domain.meaning import word_vectors

CUTS = (0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7)
PERCENTILES = (50, 75, 90, 95, 97.5, 99)


def best_matches(messages: list[dict[str, Any]], queries: list[dict[str, Any]], others: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Best single-word cosines of missing question words: against evidence turns, against other turns."""
    rng = random.Random(seed)
    embedder = make_embedder(Settings())
    by_id = {m["message_id"]: m for m in messages}
    by_conversation: dict[str, list[dict[str, Any]]] = {}
    for m in messages:
        by_conversation.setdefault(m["conversation"], []).append(m)
    speakers = {str(m["speaker"]).lower() for m in messages}
    evidence_best: list[float] = []
    other_best: list[float] = []
    for q in queries:
        asked = [w for w in keyword_text(q["question"]).split() if w not in speakers and tokens(w)]
        turns = [(by_id[i], True) for i in q["evidence_message_ids"] if i in by_id]
        pool = by_conversation[q["conversation"]]
        turns += [(t, False) for t in rng.sample(pool, min(others, len(pool))) if t["message_id"] not in q["evidence_message_ids"]]
        for turn, is_evidence in turns:
            present = sameness.said(f"{turn['speaker']} {turn['text']}")[0]
            theirs = record_words([turn["text"]])
            missing = [w for w in asked if not set(tokens(w)) & present]
            if not theirs or not missing:
                continue
            vectors = word_vectors(embedder, [*missing, *theirs])
            best = (vectors[: len(missing)] @ vectors[len(missing):].T).max(axis=1)
            (evidence_best if is_evidence else other_best).extend(float(b) for b in best)
    return np.array(evidence_best), np.array(other_best)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.word_meaning", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--others", type=int, default=5, help="random other turns per question")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    queries = [q for q in read_jsonl(args.queries) if q.get("evidence_message_ids") and int(q["category"]) in CORE_CATEGORIES]
    evidence, other = best_matches(read_jsonl(args.messages), queries, args.others, args.seed)
    report = {
        "missing_words": {"evidence_turns": len(evidence), "other_turns": len(other)},
        "percentiles": {f"p{p}": {"evidence": round(float(np.percentile(evidence, p)), 3), "other": round(float(np.percentile(other, p)), 3)} for p in PERCENTILES},
        "reaching": {
            str(c): {"evidence": round(float(np.mean(evidence >= c)), 3), "other": round(float(np.mean(other >= c)), 3),
                     "ratio": round(float(np.mean(evidence >= c) / max(np.mean(other >= c), 1e-9)), 1)}
            for c in CUTS
        },
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
