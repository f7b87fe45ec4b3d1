"""Where the evidence of LoCoMo questions that retrieval misses is, and why.

    python -m bench.recall_misses --messages M.jsonl --queries Q.jsonl [--out R.json]

For every evidence turn of a category 1-4 question that is not among the first
10 results of the product's ranking (`search_candidates`, one per record, as
bench/recall.py measures recall@10), it records: its rank in that ranking (up to
100), its rank in the dense and in the keyword list taken over the whole history
(the lists retrieval fuses, at any depth), and how many turns it sits from the
nearest of the first 10 results in its conversation. Each turn weighs 1 / (its
question's evidence turns), so the figures add up to recall@10's shortfall in
question units (a question of 3 turns that misses one counts 1/3).
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any, Sequence

from bench.recall import CORE_CATEGORIES, ingest, log, make_backends, read_jsonl, trainer_for
from shared.domain.retrieval import embed_query, keyword_text
from shared.domain.typos import corrected
from shared.domain.vocabulary import expand
from shared.ports.vectorstore import QueryFilter
from shared.usecases.search import search_candidates

TOP = 10
FINAL_DEPTH = 100
BANDS = ((11, 25), (26, 50), (51, 100), (101, 10**9))


def misses(backends: Any, messages: list[dict[str, Any]], queries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per evidence turn outside the first TOP results."""
    place = {}
    for conversation in {m["conversation"] for m in messages}:
        turns = [m for m in messages if m["conversation"] == conversation]
        place.update({m["message_id"]: (conversation, i) for i, m in enumerate(turns)})
    scope = QueryFilter(embedding_model=backends.embedder.model_id)
    rows = []
    for q in queries:
        trainer = trainer_for(str(q["conversation"]))
        evidence = list(q["evidence_message_ids"])
        ranked = [str(c.metadata.get("sourceId")) for c in search_candidates(backends, trainer, q["question"], FINAL_DEPTH, QueryFilter())]
        vector = embed_query(backends.embedder, q["question"])
        dense = [str(m.metadata.get("sourceId")) for m in backends.store.query(trainer, vector, len(place), scope)]
        words = corrected(keyword_text(q["question"]), backends.store.term_stats(trainer))
        keyword = [str(m.metadata.get("sourceId")) for m in backends.store.keyword_query(trainer, " ".join(expand(words.split())), len(place), scope)]
        top = [place[r][1] for r in ranked[:TOP] if r in place]
        for e in evidence:
            rank = ranked.index(e) + 1 if e in ranked else None
            if rank is not None and rank <= TOP:
                continue
            offsets = [place[e][1] - t for t in top]
            rows.append({
                "qa_id": q.get("qa_id"), "category": int(q["category"]), "weight": 1 / len(evidence), "rank": rank,
                "dense": dense.index(e) + 1 if e in dense else None, "keyword": keyword.index(e) + 1 if e in keyword else None,
                "offset": min(offsets, key=abs) if offsets else None,
            })
    return rows


def summarise(rows: list[dict[str, Any]], n_questions: int) -> dict[str, Any]:
    def weight(rs: list[dict[str, Any]]) -> float:
        return round(sum(r["weight"] for r in rs), 1)

    def best_list(r: dict[str, Any]) -> int:
        return min(x for x in (r["dense"], r["keyword"], 10**9) if x is not None)

    by: dict[str, dict[str, float]] = defaultdict(dict)
    for cat in (*CORE_CATEGORIES, "all"):
        rs = [r for r in rows if cat == "all" or r["category"] == cat]
        key = str(cat)
        by[key]["missed"] = weight(rs)
        for lo, hi in BANDS:
            name = f"ranked {lo}-{hi}" if hi <= FINAL_DEPTH else f"past {FINAL_DEPTH}"
            by[key][name] = weight([r for r in rs if (r["rank"] or 10**9) >= lo and (r["rank"] or 10**9) <= hi])
        by[key]["in neither list's first 100"] = weight([r for r in rs if best_list(r) > 100])
        by[key]["1-2 turns from a top-10 result"] = weight([r for r in rs if r["offset"] is not None and 1 <= abs(r["offset"]) <= 2])
        by[key]["the turn after one"] = weight([r for r in rs if r["offset"] == 1])
    return {"n_questions": n_questions, "by_category": dict(by)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.recall_misses", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    messages = read_jsonl(args.messages)
    queries = [q for q in read_jsonl(args.queries) if q.get("evidence_message_ids") and int(q["category"]) in CORE_CATEGORIES]
    with tempfile.TemporaryDirectory() as tmp:
        backends = make_backends(Path(tmp) / "misses.sqlite3")
        log(f"ingesting {len(messages)} messages")
        ingest(backends, messages)
        rows = misses(backends, messages, queries)
    report = {**summarise(rows, len(queries)), "rows": rows}
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps(report["by_category"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
