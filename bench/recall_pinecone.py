"""The recall run of bench/recall.py through `PineconeStore`.

    python -m bench.recall_pinecone --messages M.jsonl --queries Q.jsonl --out R.json [--k 1,5,10,25]
                                    [--write-docs]

The store is the real `PineconeStore` and `pinecone` SDK over HTTP to the
Pinecone stand-in (tests/standins/pinecone_server.py: exact dense + sparse dot
products, as a dotproduct index scores them), with the local MiniLM embedder.
Ingest and search are bench.recall's (`ingest`, `evaluate`, `summarise`); on
top, the variants that decide how keyword search is mapped onto Pinecone, each
over the same questions (categories 1-4 and per category):

- the shipped hybrid weighs query words by the trainer's IDF through the
  production path: `shared.adapters.keyword_stats.build_stats` over each trainer's most
  recent messages (keyword texts as `refreshKeywordStats` reads them from
  Firestore), handed to `PineconeStore(term_weights=...)`;
- uniform query weights (1 per word: Pinecone before keywordStats);
- dense only (what production had before `PineconeStore.keyword_query`);
- no stemming; the average length set to LoCoMo's own (both re-upsert the
  sparse vectors; embeddings are cached, so only the upsert is redone);
- the local store (FTS5 BM25) on the same run, for reference.

`--write-docs` also rewrites the `pinecone-hybrid` section of
docs/BENCHMARKS.md (never `retrieval`).
"""

from __future__ import annotations

import os
import statistics
import time
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Sequence

from shared.adapters import keyword_stats
from shared.usecases import keyword_stats as keyword_refresh
from shared.usecases.backends import Backends, Offline
from shared.kernel.config import Settings
from shared.usecases.search import search_candidates
from shared.adapters.vectorstore import sparse
from shared.ports import keywords
from shared.ports.vectorstore import QueryFilter
from shared.adapters.vectorstore.pinecone_store import PineconeStore

from bench import recall
from bench.ablation_stores import DenseOnly, KeywordOnly
from bench.report import table

SECTION = "pinecone-hybrid"
VARIANTS = {
    "hybrid": "**hybrid: dense + sparse BM25, query weights = the trainer's IDF (keywordStats), as shipped**",
    "uniform": "hybrid, uniform query weights (no keywordStats: before them, or while missing)",
    "dense": "dense only (Pinecone before keyword_query)",
    "keyword": "keyword only (sparse, IDF)",
    "no_stem": "hybrid, no stemming (re-upserted)",
    "avg_len_locomo": "hybrid, average length {locomo_len:.1f} (LoCoMo's own; re-upserted)",
    "local": "local store, hybrid with FTS5 BM25 (same run)",
}


def stats_by_trainer(messages: list[dict[str, Any]]) -> dict[str, keyword_stats.TermStats]:
    """Each trainer's statistics as refreshKeywordStats builds them: the most recent
    `MAX_MESSAGES` message documents, their keyword texts, `build_stats`."""
    docs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for m in messages:
        docs[recall.trainer_for(str(m["conversation"]))].append(recall.message_doc(m))
    out: dict[str, keyword_stats.TermStats] = {}
    for trainer, ds in docs.items():
        recent = sorted(ds, key=lambda d: d["createdAt"], reverse=True)[: keyword_refresh.MAX_MESSAGES]
        texts = (keyword_refresh.message_keyword_text(d) for d in recent)
        out[trainer] = keyword_stats.build_stats(t for t in texts if t is not None)
    return out


def by_category(backends: Backends, queries: list[dict[str, Any]], ks: Sequence[int]) -> dict[str, Any]:
    """recall@k without threshold (categories 1-4 together and per category), and with it (1-4)."""
    per: dict[int, list[dict[int, float]]] = defaultdict(list)
    kept: list[tuple[bool, float]] = []  # categories 1-4: (nothing over the threshold, recall of what is)
    threshold, limit = backends.settings.relevance_threshold, recall.THRESHOLD_LIMIT
    for q in queries:
        if not q.get("evidence_message_ids"):
            continue
        evidence = set(q["evidence_message_ids"])
        found = search_candidates(backends, recall.trainer_for(str(q["conversation"])), q["question"], max(ks), QueryFilter())
        ranked = [str(c.metadata.get("sourceId")) for c in found]
        per[int(q["category"])].append({k: len(evidence & set(ranked[:k])) / len(evidence) for k in ks})
        if int(q["category"]) in recall.CORE_CATEGORIES:
            relevant = {str(c.metadata.get("sourceId")) for c in found[:limit] if c.relevance >= threshold}
            kept.append((not relevant, len(evidence & relevant) / len(evidence)))

    def mean(rows: list[dict[int, float]]) -> dict[str, float]:
        return {f"recall@{k}": round(statistics.fmean(r[k] for r in rows), 4) for k in ks}

    core = [r for c in recall.CORE_CATEGORIES for r in per.get(c, [])]
    return {
        "overall_1_4": mean(core),
        "per_category": {str(c): {**mean(rows), "n": len(rows)} for c, rows in sorted(per.items())},
        "threshold": {
            "share_empty_1_4": round(statistics.fmean(e for e, _ in kept), 4) if kept else 0.0,
            f"recall@{limit}_1_4": round(statistics.fmean(r for _, r in kept), 4) if kept else 0.0,
        },
    }


@contextmanager
def patched(**attrs: Any) -> Iterator[None]:
    """Module attributes changed for one variant (the encoder and tokenizer read them at call time):
    the tokenizer's in shared.ports.keywords, the BM25 constants in shared.adapters.vectorstore.sparse."""
    def owner(name: str) -> Any:
        return keywords if hasattr(keywords, name) else sparse

    old = {k: getattr(owner(k), k) for k in attrs}
    for k, v in attrs.items():
        setattr(owner(k), k, v)
    try:
        yield
    finally:
        for k, v in old.items():
            setattr(owner(k), k, v)


def run(messages_path: Path, queries_path: Path, ks: Sequence[int], store_dir: Path) -> dict[str, Any]:
    from shared.usecases.backends import make_embedder
    from tests.standins.pinecone_server import PineconeStandin

    started = time.perf_counter()
    started_utc, load_at_start = recall.utc_now(), [round(x, 2) for x in os.getloadavg()]
    messages, queries = recall.read_jsonl(messages_path), recall.read_jsonl(queries_path)
    settings = Settings()
    embedder = recall.CachingEmbedder(make_embedder(settings))
    variants: dict[str, Any] = {}
    with PineconeStandin(dimension=embedder.dimension) as standin:

        def pinecone(stats: dict[str, keyword_stats.TermStats] | None) -> PineconeStore:
            # The stand-in's data is shared; only the query weights differ between these stores.
            provider = None if stats is None else stats.get
            return PineconeStore(api_key="bench", host=standin.url, dimension=embedder.dimension, term_weights=provider)

        store = pinecone(stats_by_trainer(messages))
        uniform = pinecone(None)

        def backends_with(s: Any) -> Backends:
            return Backends(settings=settings, embedder_override=embedder, store_override=s, offline=Offline())

        backends = backends_with(store)
        recall.log(f"ingesting {len(messages)} messages into the Pinecone stand-in with {embedder.model_id}")
        ingest_stats = recall.ingest(backends, messages)
        recall.log(f"searching {len(queries)} questions")
        results = recall.evaluate(backends, queries, ks, recall.asked_at(messages))
        report = recall.summarise(results, ks)
        main_s = time.perf_counter() - started
        for name, s in [
            ("hybrid", store),
            ("uniform", uniform),
            ("dense", DenseOnly(store)),
            ("keyword", KeywordOnly(store)),
        ]:
            recall.log(f"variant: {name}")
            variants[name] = by_category(backends_with(s), queries, ks)
        lens = [len(sparse.tokens(f"{m['speaker']}: {m['text']}" if m.get("speaker") else m["text"])) for m in messages]
        locomo_len = round(statistics.fmean(lens), 1)
        for name, attrs in [("no_stem", {"_stem": lambda w: w}), ("avg_len_locomo", {"AVG_LEN": locomo_len})]:
            recall.log(f"variant: {name} (re-upserting)")
            with patched(**attrs):
                standin.reset()
                recall.ingest(backends, messages)
                # Statistics rebuilt with the same tokeniser as the records.
                variant_store = pinecone(stats_by_trainer(messages))
                variants[name] = by_category(backends_with(variant_store), queries, ks)
                variant_store.close()
        store.close()
        uniform.close()
    recall.log("variant: local store")
    local = recall.make_backends(store_dir / "local.sqlite3", embedder.inner)
    local.embedder_override = embedder  # reuse the cached vectors
    recall.ingest(local, messages)
    variants["local"] = by_category(local, queries, ks)
    report["variants"] = variants
    report["setup"] = {
        "embedding_model": embedder.model_id,
        "vector_store": "pinecone (PineconeStore + pinecone SDK -> tests/standins/pinecone_server.py)",
        "relevance_threshold": settings.relevance_threshold,
        "conversations": sorted({str(m["conversation"]) for m in messages}),
        "ingest": ingest_stats,
        "sparse": {"k1": sparse.K1, "b": sparse.B, "avg_len": sparse.AVG_LEN, "locomo_avg_len": locomo_len},
        "wall_s": round(main_s, 1),
        "wall_s_with_variants": round(time.perf_counter() - started, 1),
        "started_utc": started_utc,
        "ended_utc": recall.utc_now(),
        "load_avg_at_start": load_at_start,
        "load_avg_at_end": [round(x, 2) for x in os.getloadavg()],
    }
    return report


def render_section(report: dict[str, Any]) -> str:
    """The `pinecone-hybrid` section of docs/BENCHMARKS.md, every figure from `report`."""
    setup, variants = report["setup"], report["variants"]
    ks = [int(k.split("@")[1]) for k in report["overall_1_4"]]
    hybrid, dense, uniform = variants["hybrid"], variants["dense"], variants["uniform"]

    def cells(figures: dict[str, float], bold: bool = False) -> list[str]:
        return [f"**{figures[f'recall@{k}']:.3f}**" if bold and k == 10 else f"{figures[f'recall@{k}']:.3f}" for k in ks]

    r10 = lambda v: v["overall_1_4"]["recall@10"]  # noqa: E731
    header = [""] + [f"recall@{k}" for k in ks] + ["n"]
    rows = []
    for cat, v in hybrid["per_category"].items():
        d = dense["per_category"][cat]
        name = f"{cat} {recall.CATEGORY_NAMES.get(int(cat), '')}".strip()
        rows.append([f"{name}: hybrid", *cells(v), v["n"]])
        rows.append([f"{name}: dense only", *cells(d), d["n"]])
    core_rows = [
        ["**categories 1–4: hybrid**", *cells(hybrid["overall_1_4"], bold=True), report["n_questions"]],
        ["categories 1–4: dense only", *cells(dense["overall_1_4"]), report["n_questions"]],
    ]
    variant_rows = []
    for key, label in VARIANTS.items():
        if key in variants:
            v = variants[key]
            variant_rows.append([label.format(locomo_len=setup["sparse"]["locomo_avg_len"]), *cells(v["overall_1_4"], bold=key == "hybrid"),
                                 "—" if key == "hybrid" else f"{r10(v) - r10(hybrid):+.3f}"])
    lat, local = report["latency_ms"], variants["local"]
    gap = r10(hybrid) - r10(uniform)
    limit = recall.THRESHOLD_LIMIT
    thr_rows = [
        [label, f"{100 * v['threshold']['share_empty_1_4']:.1f} %", f"{v['threshold'][f'recall@{limit}_1_4']:.3f}", f"{r10(v):.3f}"]
        for label, v in [("Pinecone, hybrid (IDF, shipped)", hybrid), ("Pinecone, hybrid (uniform)", uniform),
                         ("local store, hybrid (BM25)", local), ("Pinecone, dense only", dense)]
    ]
    idf_text = (
        f"recall@10 {r10(hybrid):.3f} with the trainer's IDF against {r10(uniform):.3f} with uniform weights "
        f"({gap:+.3f}), against the local store's FTS5 BM25 {r10(local):.3f}. Pinecone keeps no statistics a "
        "query could use, so they live next to it: `keywordStats/{trainerId}` in Firestore (document "
        "frequencies of the trainer's most recent 5,000 messages, the 20,000 most frequent words seen at least "
        "twice), rebuilt daily by `refreshKeywordStats` and at the end of a backfill, read by `PineconeStore` "
        "at most once per trainer per 10 minutes (`shared/adapters/keyword_stats.py`). Here they are built from every "
        "message of each conversation (all under 5,000) and are current; in production they can be up to a day "
        "old, and a trainer without them (or a failed read) gets the uniform row."
    )
    return "\n".join([
        "## Hybrid retrieval on Pinecone: recall on LoCoMo (dev split)",
        "",
        f"    {setup.get('command', 'python -m bench.recall_pinecone')}",
        "",
        f"One run, {recall.time_span(setup)}, {os.cpu_count()} cores shared with other jobs (load average "
        f"{setup['load_avg_at_start'][0]:.1f} at the start, {setup['load_avg_at_end'][0]:.1f} at the end). "
        f"`PineconeStore` and the real `pinecone` SDK over HTTP to the stand-in (exact dense + sparse dot "
        f"products, as a `dotproduct` index scores them; real Pinecone is approximate and eventually "
        f"consistent), embedder {setup['embedding_model']}, calibration as committed. Same data, ingest and "
        f"search path as the `retrieval` section: {setup['ingest']['messages']:,} messages in "
        f"{len(setup['conversations'])} trainers' namespaces, {report['n_questions']} questions in categories 1–4. "
        f"Sparse vectors: BM25 term-frequency weights (k1 = {setup['sparse']['k1']}, b = {setup['sparse']['b']}, "
        f"average length {setup['sparse']['avg_len']:.0f} content words: the demo data set's trainer chats "
        f"average 11.7, LoCoMo turns {setup['sparse']['locomo_avg_len']:.1f}) of \"Sender: text\", Porter-stemmed, "
        "stop words out (`shared/adapters/vectorstore/sparse.py`); keyword queries weigh each content word by BM25's IDF "
        "in the trainer's own messages (`shared/adapters/keyword_stats.py`). "
        f"Main part {setup['wall_s']:.0f} s, variants included {setup['wall_s_with_variants']:.0f} s.",
        "",
        table(header, core_rows + rows),
        "",
        f"semanticSearch library call over HTTP to the stand-in (query embedding, dense and sparse queries, "
        f"fetch of keyword-only results): p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms wall.",
        "",
        "Variants (same run; categories 1–4):",
        "",
        table(["variant"] + [f"recall@{k}" for k in ks] + ["Δ recall@10"], variant_rows),
        "",
        "- **IDF vs uniform query weights**: " + idf_text,
        f"- **Stemming** (Porter, `snowballstemmer`, as FTS5's `porter` tokenizer): "
        f"{r10(hybrid) - r10(variants['no_stem']):+.3f} recall@10 over none, so it stays.",
        f"- **Average length**: LoCoMo's own average ({setup['sparse']['locomo_avg_len']:.1f}) instead of the "
        f"trainer-chat {setup['sparse']['avg_len']:.0f} changes recall@10 by "
        f"{r10(variants['avg_len_locomo']) - r10(hybrid):+.3f}; the constant stays the product domain's "
        "(tuning it to LoCoMo would fit the benchmark).",
        "",
        f"Calibration: with a keyword list, retrieval scores relevance with the `hybrid` fit (max of hybrid and "
        f"dense fits). Its features (fused reciprocal ranks, keyword rank, cosine, coverage) are computed by the "
        f"same `shared/domain/retrieval.py` code on either store, from ranks rather than the stores' scores, and dense "
        f"scores on the dotproduct index are cosines; what differs is only how good the keyword ranking is. "
        f"With the {backends_threshold(report)} threshold, top {limit} (same run):",
        "",
        table(["", "no result (categories 1–4)", f"recall@{limit} above the threshold", f"recall@{limit} without"], thr_rows),
    ])


def backends_threshold(report: dict[str, Any]) -> str:
    return f"{report['setup']['relevance_threshold']}"


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import json
    import sys
    import tempfile

    parser = argparse.ArgumentParser(prog="python -m bench.recall_pinecone", description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=Path, required=True)
    parser.add_argument("--queries", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--k", type=recall.parse_ks, default=[1, 5, 10, 25])
    parser.add_argument("--store-dir", type=Path, default=None, help="where the throwaway stores go")
    parser.add_argument("--write-docs", action="store_true", help=f"also rewrite the {SECTION} section of docs/BENCHMARKS.md")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.store_dir) as tmp:
        report = run(args.messages, args.queries, args.k, Path(tmp))
    report["setup"]["command"] = recall.command_line("bench.recall_pinecone", sys.argv[1:] if argv is None else argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    recall.log(json.dumps({k: report[k] for k in ("overall_1_4", "threshold", "latency_ms", "n_questions")}))
    if args.write_docs:
        from bench.report import BENCH_FILE, write_section

        write_section(SECTION, render_section(report))
        recall.log(f"wrote the {SECTION} section of {BENCH_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
