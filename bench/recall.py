"""Retrieval quality on your own data: recall@k of the product's search path.

    python -m bench.recall --messages M.jsonl --queries Q.jsonl --out R.json [--k 1,5,10,25]
                           [--ablations] [--write-docs]

The report goes to --out; `--write-docs` also rewrites the `retrieval`
section of docs/BENCHMARKS.md with its figures (bench/report.py).
`python -m bench.recall_pinecone` runs the same ingest and search through
`PineconeStore` against the local Pinecone stand-in, with its own variants
(its own `pinecone-hybrid` section).

Input is the JSONL layout of LoCoMo (see ../shared/data/locomo-dev/README.md):
messages `{conversation, message_id, speaker, text, timestamp}`, queries
`{conversation, qa_id, question, category, evidence_message_ids}`. Each
`conversation` is one trainer's history and each question is searched only
within its own trainer.

Ingest builds records with `shared.usecases.indexing.build_message_record` (what
embedMessage builds) into a fresh local store; search runs
`shared.usecases.search.semantic_search` (thresholded, what the app gets; asked at the
conversation's own clock, `asked_at`, for the periods a question names) and
`shared.usecases.search.search_candidates` (one per record, unthresholded, for recall@k; no
period is read there).
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
import shlex
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from shared.usecases.backends import Backends, Offline
from shared.kernel.config import Settings
from shared.domain.documents import message_vector_id
from shared.usecases.indexing import build_message_record
from shared.domain.models import SearchRequest
from shared.usecases.search import search_candidates, semantic_search
from shared.ports.vectorstore import QueryFilter, VectorRecord

from bench import machine
from bench.ablation_stores import DenseOnly, KeywordOnly
from bench.report import table

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
    # Asked of another trainer's history, where nothing answers it: did the
    # thresholded search still return something? (None: only one conversation.)
    answered_elsewhere: bool | None = None
    # The question asked, so that the ones left empty can be listed (--empty-out) and two
    # runs compared question by question rather than by their share.
    question: str = ""


def asked_at(messages: Iterable[dict[str, Any]]) -> dict[str, datetime]:
    """When each conversation's questions are asked: 09:00 UTC the day after its last turn, as
    bench.answers asks a data set's questions. semanticSearch reads "in June" or "last week" in a
    question against that moment (shared/domain/timeframe.py), so it is the history's own time,
    not the day the benchmark runs (when every period of 2022–2023 would be long gone)."""
    last: dict[str, datetime] = {}
    for m in messages:
        conv, at = str(m["conversation"]), message_doc(m)["createdAt"]
        last[conv] = max(last.get(conv, at), at)
    return {conv: (at + timedelta(days=1)).replace(hour=9, minute=0, second=0, microsecond=0) for conv, at in last.items()}


def evaluate(
    backends: Backends, queries: list[dict[str, Any]], ks: Sequence[int], clocks: dict[str, datetime] | None = None
) -> list[QuestionResult]:
    """`clocks`: each conversation's moment of asking (`asked_at`); None: now."""
    clocks = clocks or {}
    out: list[QuestionResult] = []
    max_k = max(ks)
    usable = [q for q in queries if q.get("evidence_message_ids")]
    conversations = sorted({str(q["conversation"]) for q in usable})
    for n, q in enumerate(usable, 1):
        trainer = trainer_for(str(q["conversation"]))
        evidence = set(q["evidence_message_ids"])
        started, cpu_started = time.perf_counter(), time.process_time()
        response = semantic_search(backends, trainer, SearchRequest(query=q["question"], limit=THRESHOLD_LIMIT),
                                   now=clocks.get(str(q["conversation"])))
        latency = (time.perf_counter() - started) * 1000
        cpu = (time.process_time() - cpu_started) * 1000
        candidates = search_candidates(backends, trainer, q["question"], max_k, QueryFilter())
        ranked = [str(c.metadata.get("sourceId")) for c in candidates]
        kept = {r.messageId for r in response.results}
        elsewhere = None
        if len(conversations) > 1:
            other = conversations[(conversations.index(str(q["conversation"])) + 1) % len(conversations)]
            foreign = semantic_search(backends, trainer_for(other), SearchRequest(query=q["question"], limit=THRESHOLD_LIMIT),
                                      now=clocks.get(other))
            elsewhere = bool(foreign.results)
        out.append(
            QuestionResult(
                category=int(q["category"]),
                conversation=str(q["conversation"]),
                recall={k: len(evidence & set(ranked[:k])) / len(evidence) for k in ks},
                recall_thresholded=len(evidence & kept) / len(evidence),
                empty=not kept,
                latency_ms=latency,
                cpu_ms=cpu,
                answered_elsewhere=elsewhere,
                question=str(q["question"]),
            )
        )
        if n % 100 == 0:
            log(f"searched {n}/{len(usable)} questions")
    return out


def summarise(results: list[QuestionResult], ks: Sequence[int]) -> dict[str, Any]:
    def recalls(rs: list[QuestionResult]) -> dict[str, float]:
        return {f"recall@{k}": round(statistics.fmean(r.recall[k] for r in rs), 4) if rs else 0.0 for k in ks}

    core = [r for r in results if r.category in CORE_CATEGORIES]
    elsewhere = [r for r in core if r.answered_elsewhere is not None]
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
            "share_answered_other_history_1_4": round(statistics.fmean(r.answered_elsewhere for r in elsewhere), 4)
            if elsewhere
            else None,
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


def empty_questions(results: list[QuestionResult]) -> list[dict[str, Any]]:
    """The answerable questions (categories 1-4) the thresholded search left empty, in the
    queries' order: what `share_empty_1_4` counts, one row a question."""
    return [{"conversation": r.conversation, "category": r.category, "question": r.question}
            for r in results if r.category in CORE_CATEGORIES and r.empty]


def recall_only(backends: Backends, queries: list[dict[str, Any]], ks: Sequence[int]) -> dict[str, float]:
    """recall@k (categories 1-4, no threshold) of the current retrieval configuration."""
    per_k: dict[int, list[float]] = defaultdict(list)
    for q in queries:
        if not q.get("evidence_message_ids") or int(q["category"]) not in CORE_CATEGORIES:
            continue
        evidence = set(q["evidence_message_ids"])
        found = search_candidates(backends, trainer_for(str(q["conversation"])), q["question"], max(ks), QueryFilter())
        ranked = [str(c.metadata.get("sourceId")) for c in found]
        for k in ks:
            per_k[k].append(len(evidence & set(ranked[:k])) / len(evidence))
    return {f"recall@{k}": round(statistics.fmean(v), 4) for k, v in per_k.items()}


def ablations(backends: Backends, messages: list[dict[str, Any]], queries: list[dict[str, Any]], ks: Sequence[int], store_dir: Path) -> dict[str, Any]:
    """Each design choice switched off alone, on the same store (one index-side variant re-ingests)."""
    from unittest import mock

    from shared.domain import retrieval

    def with_store(store: Any) -> Backends:
        return Backends(settings=backends.settings, embedder_override=backends.embedder, store_override=store, offline=backends.offline)

    variants: dict[str, Any] = {}
    search_side = {
        "dense only (no keyword list; = Pinecone path)": (with_store(DenseOnly(backends.store)), {}),
        "keyword only (BM25)": (with_store(KeywordOnly(backends.store)), {}),
        "RRF k=60 (instead of 5)": (backends, {"RRF_K": 60}),
        "no neighbouring-turn support": (backends, {"NEIGHBOUR_WEIGHT": 0.0}),
        "no neighbouring-turn lift": (backends, {"NEIGHBOUR_SEEDS": 0}),
        "no preference for the named speaker's turns": (backends, {"SPEAKER_OTHER": 1.0}),
        "no stop-word removal in the keyword query": (backends, {"STOPWORDS": frozenset()}),
        "depth 50 per list (instead of 100)": (backends, {"DEPTH": 50}),
        "depth 200 per list": (backends, {"DEPTH": 200}),
        "no date-window lists": (backends, {"named_window": lambda query: None}),
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
        from shared.usecases.backends import make_embedder

        embedder = make_embedder(settings)
    from shared.usecases.backends import make_vector_store

    store = make_vector_store(settings, embedder.dimension)
    # Benchmark histories have no Firestore roster: no client is named, every
    # name in a question is checked against the history itself.
    return Backends(settings=settings, embedder_override=CachingEmbedder(embedder), store_override=store, offline=Offline())


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
    started_utc, load_at_start = utc_now(), [round(x, 2) for x in os.getloadavg()]
    messages = read_jsonl(messages_path)
    queries = read_jsonl(queries_path)
    if conversations:
        messages = [m for m in messages if m["conversation"] in conversations]
        queries = [q for q in queries if q["conversation"] in conversations]
    backends = make_backends(store_dir / "recall.sqlite3", embedder)
    log(f"ingesting {len(messages)} messages with {backends.embedder.model_id}")
    ingest_stats = ingest(backends, messages)
    log(f"searching {len(queries)} questions")
    results = evaluate(backends, queries, ks, asked_at(messages))
    report = summarise(results, ks)
    report["empty_1_4"] = empty_questions(results)
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
        "started_utc": started_utc,
        "ended_utc": utc_now(),
        "load_avg_at_start": load_at_start,
        "load_avg_at_end": [round(x, 2) for x in os.getloadavg()],
        "machine": machine.describe(),
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
    parser.add_argument("--write-docs", action="store_true", help="also rewrite the retrieval section of docs/BENCHMARKS.md")
    parser.add_argument("--empty-out", type=Path, default=None,
                        help="also write the answerable questions (categories 1-4) left empty, one JSON line each")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="run with a constant of shared/domain/retrieval.py changed (a number), e.g. "
                             "NEIGHBOUR_LIFT=0.6; repeatable (choosing parameters on some conversations, "
                             "checking them on others)")
    args = parser.parse_args(argv)
    conversations = {c for c in args.conversations.split(",") if c} or None
    run_info = {"command": command_line("bench.recall", sys.argv[1:] if argv is None else argv)}
    from unittest import mock

    from shared.domain import retrieval

    overrides = dict(parse_setting(text) for text in args.set)
    # The shipped fits are keyed by the shipped constants: hash them before any override
    # (as `ablations` does), else an override makes every fit stale and the ranking unfitted.
    from shared.domain.fingerprint import decision_fingerprint, ranking_fingerprint

    ranking_fingerprint(), decision_fingerprint()
    with tempfile.TemporaryDirectory(dir=args.store_dir) as tmp, mock.patch.multiple(retrieval, **overrides) if overrides else _nullcontext():
        report = run(args.messages, args.queries, args.k, Path(tmp), conversations=conversations, with_ablations=args.ablations)
    empty = report.pop("empty_1_4")
    if args.empty_out is not None:
        args.empty_out.parent.mkdir(parents=True, exist_ok=True)
        args.empty_out.write_text("".join(json.dumps(row) + "\n" for row in empty))
    if overrides:
        report["setup"]["retrieval_overrides"] = overrides
    report["setup"].update(run_info)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    log(json.dumps({k: report[k] for k in ("overall_1_4", "threshold", "latency_ms", "n_questions")}))
    if args.write_docs:
        from bench.report import BENCH_FILE, write_section

        write_section("retrieval", render_section(report))
        log(f"wrote the retrieval section of {BENCH_FILE}")
    return 0


def parse_setting(text: str) -> tuple[str, float]:
    """'NEIGHBOUR_LIFT=0.6' -> ('NEIGHBOUR_LIFT', 0.6), for a numeric constant retrieval has."""
    from shared.domain import retrieval

    name, _, value = text.partition("=")
    current = getattr(retrieval, name, None)
    if not name.isupper() or not isinstance(current, (int, float)):
        raise SystemExit(f"--set: {name!r} is not a numeric constant of shared/domain/retrieval.py")
    return name, type(current)(float(value)) if isinstance(current, float) else int(value)


def utc_now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def command_line(module: str, argv: Sequence[str]) -> str:
    """The command as it was typed (interpreter path relative to the working directory when inside it)."""
    exe = sys.executable or "python"
    rel = os.path.relpath(exe)
    exe = rel if not rel.startswith("..") else exe
    return " ".join([exe, "-m", module, *(shlex.quote(a) for a in argv)])


CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
CATEGORY_WHY = {
    1: "multi-hop: several evidence turns far apart",
    2: "temporal: the answer is a date or an order of events",
    3: "open-domain: the answer needs world knowledge, the turn shares few words with the question",
    4: "single-hop: one evidence turn",
}
TARGET_RECALL_10 = 0.78  # issue 14 (it was 0.70 before)
# Ablation keys of `ablations()` → how the docs name them.
ABLATION_LABELS = {
    "dense only (no keyword list; = Pinecone path)": "dense only (no keyword list — Pinecone before its keyword_query)",
    "keyword only (BM25)": "keyword only (BM25)",
    "RRF k=60 (instead of 5)": "RRF k=60 (the usual constant) instead of {rrf_k}",
    "no neighbouring-turn support": "no neighbouring-turn support",
    "no neighbouring-turn lift": "no neighbouring-turn lift (the store's `neighbours`)",
    "no stop-word removal in the keyword query": "no stop-word removal in the keyword query",
    "depth 50 per list (instead of 100)": "depth 50 per list",
    "depth 200 per list": "depth 200 per list",
    "no sender (plain-text embedding, name not keyword-indexed)": "no sender anywhere (plain-text embedding, name not keyword-indexed; re-ingested)",
    "no date-window lists": "no date-window lists (a date named in the question is ignored)",
    "no preference for the named speaker's turns": "no preference for the named speaker's turns (`SPEAKER_OTHER` = 1)",
}


def time_span(setup: dict[str, Any]) -> str:
    """'2026-11-22 01:29–01:35 UTC' from the run's start and end stamps."""
    start, end = setup.get("started_utc", "?"), setup.get("ended_utc", "?")
    if start[:10] == end[:10] and len(end) > 16:
        return f"{start[:16]}–{end[11:16]} UTC"
    return f"{start} – {end}"


def _d(x: float) -> str:
    """A signed recall difference."""
    return f"{x:+.3f}"


def render_section(report: dict[str, Any]) -> str:
    """The `retrieval` section of docs/BENCHMARKS.md, every figure from `report`."""
    from shared.domain import retrieval

    setup = report["setup"]
    overall = report["overall_1_4"]
    ks = [int(k.split("@")[1]) for k in overall]
    r10 = overall.get("recall@10")
    per_cat = report["per_category"]
    n_evidence = sum(v["n"] for v in per_cat.values())
    header = [""] + [f"recall@{k}" for k in ks] + ["n"]

    def cells(figures: dict[str, float], bold_k: int | None = 10) -> list[str]:
        return [f"**{figures[f'recall@{k}']:.3f}**" if k == bold_k else f"{figures[f'recall@{k}']:.3f}" for k in ks]

    rows = [["**categories 1–4**", *cells(overall), report["n_questions"]]]
    for cat, v in per_cat.items():
        rows.append([f"{cat} {CATEGORY_NAMES.get(int(cat), '')}".strip(), *cells(v, None), v["n"]])
    load0, load1 = setup.get("load_avg_at_start", ["?"])[0], setup["load_avg_at_end"][0]
    lat, cpu, thr = report["latency_ms"], report.get("cpu_ms", {}), report["threshold"]
    wall_note = (
        f" (CPU time p50 {cpu['p50']:.1f} ms, p95 {cpu['p95']:.1f} ms"
        + (": the wall tail is the shared machine)" if cpu and lat["p95"] > 1.5 * cpu["p95"] else ")")
        if cpu
        else ""
    )
    out = [
        "## Retrieval quality: recall on LoCoMo (dev split)",
        "",
        f"    {setup.get('command', 'python -m bench.recall')}",
        "",
        f"One run, {time_span(setup)}, local default "
        f"({setup['embedding_model']} ONNX, {setup['vector_store']} store, calibration of "
        f"`shared/domain/calibration.json` as committed), "
        f"{machine.line(setup['machine']) if 'machine' in setup else str(os.cpu_count()) + ' cores'}, shared with other jobs "
        f"(load average {load0:.1f} at the start, {load1:.1f} at the end). {len(setup['conversations'])} conversations "
        f"({setup['ingest']['messages']:,} messages, one trainer each), {n_evidence:,} questions with evidence, "
        f"of which {report['n_questions']:,} in categories 1–4. Ingest used embedMessage's record builder "
        f"({setup['ingest']['messages_per_s']} messages/s); search went through `semantic_search` / "
        f"`search_candidates`. Main part {setup['wall_s']:.0f} s"
        + (f" (ablations included: {setup['wall_s_with_ablations']:.0f} s)." if "ablations_recall_1_4" in report else "."),
        "",
        table(header, rows),
        "",
        f"With the product's {setup['relevance_threshold']} relevance threshold (top {THRESHOLD_LIMIT}): "
        f"**{100 * thr['share_empty_1_4']:.1f} %** of category 1–4 questions get no result at all; "
        f"recall@{THRESHOLD_LIMIT} {thr[f'recall@{THRESHOLD_LIMIT}_1_4']:.3f}."
        + (
            f" The same questions asked of another conversation's history (another trainer's, where nothing "
            f"answers them) still get a result for **{100 * thr['share_answered_other_history_1_4']:.1f} %**: "
            "the threshold's false positives."
            if thr.get("share_answered_other_history_1_4") is not None
            else ""
        )
        + " semanticSearch library call "
        f"(query embedding + both lists + fusion + threshold): p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms wall"
        + wall_note + ".",
        "",
    ]
    if r10 is not None:
        short = [int(c) for c, v in per_cat.items() if int(c) in CORE_CATEGORIES and v["recall@10"] < TARGET_RECALL_10]
        where = "; ".join(CATEGORY_WHY[c] for c in short)
        if r10 >= TARGET_RECALL_10:
            verdict = f"**{r10:.3f}, met** (by {r10 - TARGET_RECALL_10:.3f})."
        else:
            verdict = (
                f"**{r10:.3f}, {TARGET_RECALL_10 - r10:.3f} short**. Not tuned further on purpose: the remaining "
                "choices would be fitted to these conversations."
            )
        out.append(f"Against the target (recall@10 ≥ {TARGET_RECALL_10:.2f} on categories 1–4): {verdict}")
        if short:
            out[-1] += f" Below the target per category: {', '.join(str(c) for c in short)} ({where})."
        out.append("")
    abl = report.get("ablations_recall_1_4")
    if abl:
        shipped_label = (
            f"**shipped: dense + BM25, RRF k={retrieval.RRF_K}, neighbour support {retrieval.NEIGHBOUR_WEIGHT}, "
            f"neighbour lift {retrieval.NEIGHBOUR_LIFT}, other speakers × {retrieval.SPEAKER_OTHER}, "
            f"depth {retrieval.DEPTH}, stop words out, sender in both, date windows**"
        )
        rows = [[shipped_label, *cells(overall), "—"]]
        for key, figures in abl.items():
            label = ABLATION_LABELS.get(key, key).format(rrf_k=retrieval.RRF_K)
            delta = figures.get("recall@10", 0.0) - (r10 or 0.0)
            rows.append([label, *cells(figures, None), _d(delta)])
        out += [
            "Ablations (same run, same store; each line switches off one choice; categories 1–4):",
            "",
            table(["variant"] + [f"recall@{k}" for k in ks] + ["Δ recall@10"], rows),
            "",
        ]
        gain = {key: (r10 or 0.0) - figures.get("recall@10", 0.0) for key, figures in abl.items()}
        keys = [k for k in ABLATION_LABELS if k != "no neighbouring-turn lift"]  # the lift has its own line
        g = lambda i: _d(gain[keys[i]]) if keys[i] in gain else "n/a"  # noqa: E731
        lift = _d(gain["no neighbouring-turn lift"]) if "no neighbouring-turn lift" in gain else "n/a"
        speaker_key = "no preference for the named speaker's turns"
        speaker = _d(gain[speaker_key]) if speaker_key in gain else "n/a"
        speaker_1 = (
            _d(overall["recall@1"] - abl[speaker_key]["recall@1"]) if speaker_key in abl and "recall@1" in overall else "n/a"
        )
        out += [
            "What each choice is and why it carries over (none is specific to LoCoMo); the figures are",
            "recall@10 of the shipped configuration minus that of the line switching the choice off:",
            "",
            f"- **Hybrid** ({g(0)} over dense, {g(1)} over BM25): chat messages are short and full of",
            "  names and specific nouns; the dense model handles paraphrase, BM25 exact terms.",
            f"- **RRF with k = {retrieval.RRF_K}** ({g(2)} over k = 60): with two lists of {retrieval.DEPTH}, "
            "k = 60 flattens the heads of the lists; a small k lets a list's top results count.",
            f"- **Neighbouring turns** ({g(3)}): an answer sits next to the message that matches",
            "  the question (\"how's the knee?\" / \"still sore after squats\"). Each candidate gains",
            f"  {retrieval.NEIGHBOUR_WEIGHT} × the fused score of its nearest candidate in the same chat within "
            f"{retrieval.NEIGHBOUR_GAP_S // 60} minutes",
            "  (only candidates are compared).",
            f"- **Neighbouring-turn lift** ({lift}): the turn that holds the answer often shares no word with",
            "  the question and no list finds it (\"Who's your favourite team?\" / \"The Wolves, for sure\").",
            f"  The first {retrieval.NEIGHBOUR_SEEDS} fused candidates bring the {retrieval.NEIGHBOUR_SPAN} turns on each side of them in",
            "  their chat into the ranking step (the store's `neighbours`: one request, every backend), where a",
            f"  turn ranks at least {retrieval.NEIGHBOUR_LIFT} × its neighbour's order key (× {retrieval.NEIGHBOUR_DECAY} per turn further away):",
            "  never above the turn it is next to, so rank 1 is unchanged; its relevance stays its own.",
            f"- **The named speaker's turns first** ({speaker}; recall@1 {speaker_1}): \"What pets does Nate have?\"",
            "  is answered by Nate's turns, and the other speaker's replies (\"Aww, so cute!\") filled the first",
            "  10. When the question names the sender of some candidates, every candidate by a sender it does",
            f"  not name has its order key multiplied by {retrieval.SPEAKER_OTHER}, after the neighbour lift (applied before it,",
            "  the lift raised those replies straight back: the \"explicit boost\" below). Order only; the",
            "  trainer's own messages are never another speaker's. In the app a question about one client is",
            "  filtered to that client and loses the name (semanticSearch's `focus`, chatWithAI), so this acts",
            "  when a name stays: a group-chat member's, a speaker of an imported history. Its cost is the",
            "  adversarial category 5 (not in the target): a question that credits one speaker with what the",
            "  other said now finds that turn lower (see the per-category table).",
            f"- **Stop words out of the keyword query** ({g(4)}): \"When did Sarah hurt her knee?\" →",
            "  `sarah hurt knee`.",
            f"- **Depth {retrieval.DEPTH} per list** ({g(5)} over 50, {g(6)} over 200): how many candidates each",
            "  list contributes to the fusion and the neighbour step.",
            f"- **Sender-aware indexing** ({g(7)} together): the embedded text is \"Sender: text\" and",
            "  the keyword index holds the sender name, so \"what did Sarah say…\" matches Sarah's",
            "  messages.",
            f"- **Dates named in the question** ({g(8)}): \"What did Gina find on 1 February, 2023?\" also",
            "  runs both lists within those days (± 3 days; `shared/domain/query_dates.py`) and fuses them with",
            "  the rest. Only dates that name their year; LoCoMo has 85 such questions of 760. Relative",
            "  phrases (\"last week\", \"in May\") are chatWithAI's date filter (`since`/`until`), not here.",
            "- Explored in scratch runs on the same data and **not kept** (not re-measured by the",
            "  command, so no figures here): an explicit boost for messages by a sender named in the",
            "  query, applied before the neighbour lift; embedding the previous turn into each message's vector; dense pseudo-relevance",
            "  feedback (Rocchio, −0.01 to −0.04); list weights other than 1:1; score (z-score) fusion",
            "  instead of RRF (recall@1 +0.04, recall@10 −0.003); adding the next turn of each top",
            "  candidate (±0.001).",
            "",
        ]
    out += ["Relevance calibration figures (share with no result, fold checks): docs/CALIBRATION.md.", ""]
    out += [
        "### Hybrid on Pinecone",
        "",
        "`PineconeStore` has the keyword list too: every record carries the BM25 term-frequency",
        "weights of \"Sender: text\" as `sparse_values` next to its dense vector (a `dotproduct`",
        "index; unit vectors keep dense scores cosine), `keyword_query` ranks the trainer's",
        "namespace by a sparse query alone, each word weighted by its IDF in the trainer's own",
        "messages (Pinecone keeps no statistics: they live in `keywordStats/{trainerId}`, rebuilt",
        "daily, `shared/adapters/keyword_stats.py`; without them every word weighs 1), and `retrieve` fuses",
        "the two lists exactly as here, with the `hybrid` calibration. Recall through Pinecone (its",
        "stand-in), dense-only vs hybrid, IDF vs uniform query weights: section \"Hybrid retrieval",
        "on Pinecone\" (`pinecone-hybrid`).",
    ]
    return "\n".join(out)


if __name__ == "__main__":
    raise SystemExit(main())
