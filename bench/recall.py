"""Retrieval quality on your own data: recall@k of the product's search path.

    python -m bench.recall --messages M.jsonl --queries Q.jsonl --out R.json [--k 1,5,10,25]

Input is the JSONL layout of LoCoMo (see ../shared/data/locomo-dev/README.md):
messages `{conversation, message_id, speaker, text, timestamp}`, queries
`{conversation, qa_id, question, category, evidence_message_ids}`. Each
`conversation` is one trainer's history and each question is searched only
within its own trainer.

Ingest builds records with `shared.indexing.build_message_record` (what
embedMessage builds) into a fresh local store; search runs
`shared.search.semantic_search` (thresholded, what the app gets) and
`shared.search.search_candidates` + `dedupe` (unthresholded, for recall@k).
No Firestore is needed: the search requests name no client or chat.

recall@k of a question = share of its evidence messages among the first k
results; questions without evidence are skipped. Categories 1-4 are reported
together (`overall_1_4`), category 5 (adversarial) only per category.
"""

from __future__ import annotations

import bench  # noqa: F401  (single-threaded BLAS before numpy loads)

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from shared.backends import Backends
from shared.config import Settings
from shared.documents import message_vector_id
from shared.indexing import build_message_record
from shared.models import SearchRequest
from shared.search import dedupe, search_candidates, semantic_search
from shared.vectorstore.base import QueryFilter, VectorRecord

CORE_CATEGORIES = (1, 2, 3, 4)
THRESHOLD_LIMIT = 10  # the app's default page of results
INGEST_BATCH = 256


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def trainer_for(conversation: str) -> str:
    return f"trainer-{conversation}"


def chat_for(conversation: str) -> str:
    return f"chat-{conversation}"


def message_doc(m: dict[str, Any]) -> dict[str, Any]:
    """A LoCoMo turn as the Firestore message document embedMessage would read."""
    speaker = m.get("speaker")
    return {
        "senderId": str(speaker).lower() if speaker else None,
        "senderName": speaker,
        "text": m["text"],
        "createdAt": datetime.fromisoformat(m["timestamp"].replace("Z", "+00:00")),
    }


class CachingEmbedder:
    """Wraps an embedder and remembers vectors by text (so a query is embedded once per run)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dimension = inner.dimension
        self.max_input_chars = inner.max_input_chars
        self._cache: dict[str, np.ndarray] = {}

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            for t, v in zip(missing, self.inner.embed(missing)):
                self._cache[t] = v
        return np.stack([self._cache[t] for t in texts]) if texts else self.inner.embed([])


class DenseOnly:
    """The same store without keyword search: what retrieval sees on Pinecone."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        if name == "keyword_query":
            raise AttributeError(name)
        return getattr(self._inner, name)


class KeywordOnly(DenseOnly):
    """The same store with an empty dense list (ablation only)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def query(self, *args: Any, **kwargs: Any) -> list[Any]:
        return []


def ingest(backends: Backends, messages: Iterable[dict[str, Any]], batch: int = INGEST_BATCH) -> dict[str, float]:
    """Backfill messages in batches through the indexing record builder. Returns counts and rate."""
    model_id = backends.embedder.model_id
    pending: list[tuple[str, str, str, dict[str, Any]]] = []
    n = 0
    started = time.perf_counter()

    def flush() -> None:
        vectors = backends.embedder.embed([p[2] for p in pending])
        by_trainer: dict[str, list[VectorRecord]] = defaultdict(list)
        for (trainer, vid, _, meta), vec in zip(pending, vectors):
            by_trainer[trainer].append(VectorRecord(vid, vec, meta))
        for trainer, records in by_trainer.items():
            backends.store.upsert(trainer, records)
        pending.clear()

    for m in messages:
        conv = str(m["conversation"])
        trainer, chat = trainer_for(conv), str(m.get("chat") or chat_for(conv))
        rendered, meta = build_message_record(chat, str(m["message_id"]), trainer, conv, message_doc(m), model_id)
        pending.append((trainer, message_vector_id(chat, str(m["message_id"])), rendered, meta))
        n += 1
        if len(pending) >= batch:
            flush()
            log(f"ingested {n} messages")
    if pending:
        flush()
    elapsed = time.perf_counter() - started
    return {"messages": n, "seconds": round(elapsed, 2), "messages_per_s": round(n / elapsed, 1) if elapsed else 0.0}


@dataclass
class QuestionResult:
    category: int
    conversation: str
    recall: dict[int, float]
    recall_thresholded: float
    empty: bool
    latency_ms: float
    cpu_ms: float


def evaluate(backends: Backends, queries: list[dict[str, Any]], ks: Sequence[int]) -> list[QuestionResult]:
    out: list[QuestionResult] = []
    max_k = max(ks)
    usable = [q for q in queries if q.get("evidence_message_ids")]
    for n, q in enumerate(usable, 1):
        trainer = trainer_for(str(q["conversation"]))
        evidence = set(q["evidence_message_ids"])
        started, cpu_started = time.perf_counter(), time.process_time()
        response = semantic_search(backends, trainer, SearchRequest(query=q["question"], limit=THRESHOLD_LIMIT))
        latency = (time.perf_counter() - started) * 1000
        cpu = (time.process_time() - cpu_started) * 1000
        candidates = dedupe(search_candidates(backends, trainer, q["question"], max_k, QueryFilter()))
        ranked = [str(c.metadata.get("sourceId")) for c in candidates]
        kept = {r.messageId for r in response.results}
        out.append(
            QuestionResult(
                category=int(q["category"]),
                conversation=str(q["conversation"]),
                recall={k: len(evidence & set(ranked[:k])) / len(evidence) for k in ks},
                recall_thresholded=len(evidence & kept) / len(evidence),
                empty=not kept,
                latency_ms=latency,
                cpu_ms=cpu,
            )
        )
        if n % 100 == 0:
            log(f"searched {n}/{len(usable)} questions")
    return out


def summarise(results: list[QuestionResult], ks: Sequence[int]) -> dict[str, Any]:
    def recalls(rs: list[QuestionResult]) -> dict[str, float]:
        return {f"recall@{k}": round(statistics.fmean(r.recall[k] for r in rs), 4) if rs else 0.0 for k in ks}

    core = [r for r in results if r.category in CORE_CATEGORIES]
    per_category = {}
    for cat in sorted({r.category for r in results}):
        rs = [r for r in results if r.category == cat]
        per_category[str(cat)] = {**recalls(rs), "n": len(rs)}
    latencies = sorted(r.latency_ms for r in results)
    cpu = sorted(r.cpu_ms for r in results)
    return {
        "overall_1_4": recalls(core),
        "per_category": per_category,
        "threshold": {
            "share_empty_1_4": round(statistics.fmean(r.empty for r in core), 4) if core else 0.0,
            f"recall@{THRESHOLD_LIMIT}_1_4": round(statistics.fmean(r.recall_thresholded for r in core), 4)
            if core
            else 0.0,
        },
        "latency_ms": {
            "p50": round(float(np.percentile(latencies, 50)), 2) if latencies else 0.0,
            "p95": round(float(np.percentile(latencies, 95)), 2) if latencies else 0.0,
        },
        # CPU time of the same calls: what the latency is on an otherwise idle core.
        "cpu_ms": {
            "p50": round(float(np.percentile(cpu, 50)), 2) if cpu else 0.0,
            "p95": round(float(np.percentile(cpu, 95)), 2) if cpu else 0.0,
        },
        "n_questions": len(core),
    }


def recall_only(backends: Backends, queries: list[dict[str, Any]], ks: Sequence[int]) -> dict[str, float]:
    """recall@k (categories 1-4, no threshold) of the current retrieval configuration."""
    per_k: dict[int, list[float]] = defaultdict(list)
    for q in queries:
        if not q.get("evidence_message_ids") or int(q["category"]) not in CORE_CATEGORIES:
            continue
        evidence = set(q["evidence_message_ids"])
        found = dedupe(search_candidates(backends, trainer_for(str(q["conversation"])), q["question"], max(ks), QueryFilter()))
        ranked = [str(c.metadata.get("sourceId")) for c in found]
        for k in ks:
            per_k[k].append(len(evidence & set(ranked[:k])) / len(evidence))
    return {f"recall@{k}": round(statistics.fmean(v), 4) for k, v in per_k.items()}


def ablations(backends: Backends, messages: list[dict[str, Any]], queries: list[dict[str, Any]], ks: Sequence[int], store_dir: Path) -> dict[str, Any]:
    """Each design choice switched off alone, on the same store (one index-side variant re-ingests)."""
    from unittest import mock

    from shared import retrieval

    def with_store(store: Any) -> Backends:
        return Backends(settings=backends.settings, embedder_override=backends.embedder, store_override=store)

    variants: dict[str, Any] = {}
    search_side = {
        "dense only (no keyword list; = Pinecone path)": (with_store(DenseOnly(backends.store)), {}),
        "keyword only (BM25)": (with_store(KeywordOnly(backends.store)), {}),
        "RRF k=60 (instead of 5)": (backends, {"RRF_K": 60}),
        "no neighbouring-turn support": (backends, {"NEIGHBOUR_WEIGHT": 0.0}),
        "no stop-word removal in the keyword query": (backends, {"STOPWORDS": frozenset()}),
        "depth 50 per list (instead of 100)": (backends, {"DEPTH": 50}),
        "depth 200 per list": (backends, {"DEPTH": 200}),
    }
    for name, (b, patches) in search_side.items():
        log(f"ablation: {name}")
        with mock.patch.multiple(retrieval, **patches) if patches else _nullcontext():
            variants[name] = recall_only(b, queries, ks)
    log("ablation: no sender anywhere (plain-text embedding, name not in keyword index)")
    plain = make_backends(store_dir / "plain.sqlite3", backends.embedder.inner)  # type: ignore[attr-defined]
    ingest(plain, [{**m, "speaker": None} for m in messages])
    variants["no sender (plain-text embedding, name not keyword-indexed)"] = recall_only(plain, queries, ks)
    return variants


class _nullcontext:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> None:
        return None


def make_backends(store_path: Path, embedder: Any | None = None, threshold: float | None = None) -> Backends:
    settings = Settings(local_store_path=store_path)
    if threshold is not None:
        settings.relevance_threshold = threshold
    if embedder is None:
        from shared.backends import make_embedder

        embedder = make_embedder(settings)
    from shared.backends import make_vector_store

    store = make_vector_store(settings, embedder.dimension)
    return Backends(settings=settings, embedder_override=CachingEmbedder(embedder), store_override=store)


def run(
    messages_path: Path,
    queries_path: Path,
    ks: Sequence[int],
    store_dir: Path,
    embedder: Any | None = None,
    conversations: set[str] | None = None,
    with_ablations: bool = False,
) -> dict[str, Any]:
    started = time.perf_counter()
    messages = read_jsonl(messages_path)
    queries = read_jsonl(queries_path)
    if conversations:
        messages = [m for m in messages if m["conversation"] in conversations]
        queries = [q for q in queries if q["conversation"] in conversations]
    backends = make_backends(store_dir / "recall.sqlite3", embedder)
    log(f"ingesting {len(messages)} messages with {backends.embedder.model_id}")
    ingest_stats = ingest(backends, messages)
    log(f"searching {len(queries)} questions")
    results = evaluate(backends, queries, ks)
    report = summarise(results, ks)
    main_s = time.perf_counter() - started
    if with_ablations:
        report["ablations_recall_1_4"] = ablations(backends, messages, queries, ks, store_dir)
    report["setup"] = {
        "embedding_model": backends.embedder.model_id,
        "vector_store": backends.settings.vector_store,
        "relevance_threshold": backends.settings.relevance_threshold,
        "conversations": sorted({str(m["conversation"]) for m in messages}),
        "ingest": ingest_stats,
        "wall_s": round(main_s, 1),
        "wall_s_with_ablations": round(time.perf_counter() - started, 1),
        "load_avg_at_end": [round(x, 2) for x in os.getloadavg()],
    }
    return report


def parse_ks(text: str) -> list[int]:
    ks = sorted({int(x) for x in text.split(",") if x.strip()})
    if not ks or ks[0] < 1:
        raise argparse.ArgumentTypeError("--k takes positive integers, e.g. 1,5,10,25")
    return ks


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.recall", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--k", type=parse_ks, default=[1, 5, 10, 25])
    parser.add_argument("--conversations", default="", help="comma-separated subset (default: all)")
    parser.add_argument("--store-dir", type=Path, default=None, help="where the throwaway store goes")
    parser.add_argument("--ablations", action="store_true", help="also report recall with each design choice switched off")
    args = parser.parse_args(argv)
    conversations = {c for c in args.conversations.split(",") if c} or None
    with tempfile.TemporaryDirectory(dir=args.store_dir) as tmp:
        report = run(args.messages, args.queries, args.k, Path(tmp), conversations=conversations, with_ablations=args.ablations)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    log(json.dumps({k: report[k] for k in ("overall_1_4", "threshold", "latency_ms", "n_questions")}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
