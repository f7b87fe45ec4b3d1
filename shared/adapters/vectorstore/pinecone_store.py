"""Pinecone as the vector store (production), through the official `pinecone` SDK (v10).

Tenancy, two locks: every trainer is its own namespace (namespace = trainer id,
Pinecone's recommended multi-tenancy and what keeps query cost proportional to
one trainer's data), *and* every query carries `{"trainerId": {"$eq": id}}`;
matches or fetched records whose metadata names another trainer are dropped
and logged. Upserts stamp `trainerId` into the metadata.

Keyword search (hybrid retrieval's second list): every upsert also carries
`sparse_values`, the BM25 term-frequency weights of the record's "Sender:
text" (`shared.adapters.vectorstore.sparse`; no IDF, Pinecone keeps no per-trainer
statistics), and `keyword_query` ranks the trainer's namespace by a sparse
query alone, in Pinecone's α = 0 form for a hybrid index: an all-zero dense
vector. Sparse values need an index with the `dotproduct` metric; the
vectors are unit length, so dense scores are still cosine similarities. The
stand-in the tests use scores sparse queries exactly; how closely Pinecone's
approximate retrieval finds the same top-k for them is not measured here.

Limits respected client-side: ≤ 1,000 records and ≤ 2 MB (estimated JSON size)
per upsert request, metadata cleaned by `clean_metadata` (no nulls, text
bounded) and ≤ 40 KB, ≤ 1,000 sparse non-zeros per record, ≤ 1,000 ids per
fetch/delete, top_k ≤ 10,000.

Time budget and retries: every request runs in a worker thread and the caller
waits at most `timeout_s` (reads) or `write_timeout_s` (writes) for it,
retries included, or less when the request's deadline (shared/kernel/deadline.py,
the search budget) leaves less; past that it gets `VectorStoreTimeout` while
the abandoned attempt finishes in the background (its SDK timeout is the same
budget, so it cannot outlive it by much). The SDK's own data-plane retries (up to 3, on read
timeouts, 408/429/5xx, with backoff: 22 s for a 5 s timeout when every attempt
stalls) are switched off so that tenacity is the only retry layer: transient
errors (429, 408, 5xx, connection errors, per-attempt timeouts) are retried up
to `max_attempts` times with jittered backoff, never 4xx.

Errors: everything the SDK raises becomes `shared.kernel.errors.VectorStoreError`
(message without record content). A blown time budget or a timed-out last
attempt is `VectorStoreTimeout`, a subclass of both `VectorStoreError` and the
built-in `TimeoutError`; the search layer maps it to UNAVAILABLE
"Search temporarily unavailable". A vector of another width than the index's
dimension is refused before sending with `VectorWidthMismatch`, and an index of
another dimension or metric with `IndexMisconfigured` (both FAILED_PRECONDITION:
configuration, not an outage).

Consistency: Pinecone serverless is eventually consistent. A record upserted
or deleted a moment ago may be missing from (or still present in) queries,
fetches and `count` for a short while, typically around a second. Callers must
not read their own writes back to verify them; indexing is idempotent by id
instead, and the contract tests run against a strongly consistent stand-in.

Index: opened on first use, not in `__init__` (cold start). With `host` the
data plane is used directly (tests, stand-ins, and production when the host is
configured, saving a control-plane round trip). Without it the control plane
describes the index, creating a serverless one (dimension, dotproduct) if
missing, and checks its dimension and metric: a `cosine` index (what this
store created before keyword search) rejects sparse values and has to be
recreated (docs/DEPLOY.md). The `pinecone` package is imported only
then: importing this module stays cheap.
"""

from __future__ import annotations

import concurrent.futures
import json
import logging
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar
from urllib.parse import quote

import numpy as np
from tenacity import Retrying, retry_if_exception, stop_after_attempt, stop_when_event_set
from tenacity.wait import wait_exponential_jitter

from shared.kernel.batching import bounded_batches
from shared.kernel.deadline import budget as request_budget
from shared.kernel.deadline import Deadline, run_under
from shared.kernel.deadline import current as current_deadline
from shared.kernel.deadline import submit, wait
from shared.kernel.errors import IndexMisconfigured, VectorStoreError, VectorWidthMismatch
from shared.ports.vectorstore import (
    IndexedEntry,
    Match,
    NeighbourPrefetch,
    QueryFilter,
    VectorRecord,
    clean_metadata,
    record_keyword_text,
)
from shared.adapters.vectorstore.sparse import SparseVector, encode_document, encode_query

if TYPE_CHECKING:
    from shared.kernel.config import Settings
    from shared.ports.keywords import TermStats

    TermWeights = Callable[[str], "TermStats | None"]

log = logging.getLogger(__name__)

T = TypeVar("T")

_decoders_lock = threading.Lock()
_decoders_built = False


def build_response_decoders() -> None:
    """Build the SDK's response decoders once per process, in one thread, before any request.

    The Pinecone SDK decodes data-plane responses with msgspec, which builds a response type's
    decoder on its first use. Two threads doing that at once (a search's store requests run
    concurrently, and on a cold instance every one is a first) crashed a test worker with a
    segmentation fault: `msgspec._core`, `decode_response` in two threads, one of them
    garbage-collecting (2026-11-29). Decoding `null` as each response type of the SDK's vectors
    adapter builds each decoder (and those of the types inside it) and fails harmlessly."""
    global _decoders_built
    with _decoders_lock:
        if _decoders_built:
            return
        try:
            from pinecone._internal.adapters.vectors_adapter import VectorsAdapter
        except ImportError:  # another SDK layout: nothing known to build
            log.warning("pinecone_decoders_not_built")
            _decoders_built = True
            return
        for name in sorted(n for n in dir(VectorsAdapter) if n.startswith("to_")):
            try:
                getattr(VectorsAdapter, name)(b"null")
            except Exception:  # noqa: BLE001  ("null" is no response: the decoder is built all the same)
                pass
        _decoders_built = True

DENSE_FIELD = "_values"  # the field name Pinecone's vector API uses in a v10 schema
# Sparse-dense records need dotproduct; on unit vectors it equals cosine.
METRIC = "dotproduct"
MAX_UPSERT_RECORDS = 1000
MAX_UPSERT_BYTES = 2_000_000  # Pinecone's 2 MB, read as decimal so the estimate keeps a margin
MAX_METADATA_BYTES = 40_000  # Pinecone's 40 KB per record
MAX_IDS_PER_REQUEST = 1000
# Fetch sends ids in the URL; proxies and servers reject request lines past
# ~16-64 KB, so a fetch also stops at this many encoded characters of ids.
MAX_FETCH_URL_CHARS = 16_000
MAX_TOP_K = 10_000
LIST_PAGE_SIZE = 100  # Pinecone's largest `list` page
# Upper bound on one float in the request JSON: "-1.2345678901234567e-05," is 24 bytes.
FLOAT_JSON_BYTES = 24
RECORD_JSON_OVERHEAD = 64  # braces, keys and quotes around id/values/metadata
# A sparse non-zero: a uint32 index ("4294967295,", 11 bytes) and a float.
SPARSE_JSON_BYTES = 11 + FLOAT_JSON_BYTES
# Statistics are rebuilt daily: ten minutes of staleness per instance costs
# nothing, and a busy instance reads each trainer's document a few times an hour.
TERM_STATS_TTL_S = 600.0
# A failed or timed-out load is retried sooner, so one Firestore hiccup does not
# leave a trainer on uniform weights for the whole TTL.
TERM_STATS_RETRY_S = 30.0
# The load runs inside the search budget on a cache miss: it may take this much
# of it, then the query goes on with uniform weights and the load finishes
# in the background for the next query.
TERM_STATS_WAIT_S = 1.0
# ... and never more than this share of what is left of the request's deadline,
# so that a stalled load leaves the keyword query itself time to answer.
TERM_STATS_WAIT_SHARE = 0.2
# Hybrid retrieval fetches the vectors of keyword-only results to know their
# cosine (shared/domain/retrieval.py): a second round trip after the lists. So each
# keyword query also asks for its head again *with* values, concurrently, and
# `fetch` serves those vectors from memory. The head covers the 50 candidates
# retrieval re-ranks (its RERANK_DEPTH); a keyword-only result further down
# is fetched as before.
KEYWORD_VALUES_HEAD = 50
# Vectors seen that way stay usable this long (a search's fetch follows its
# queries within its 5 s budget) and are dropped on any write to the trainer:
# no staler than Pinecone's own eventual consistency.
RECENT_VALUES_TTL_S = 10.0
RECENT_VALUES_MAX = 2000  # x 1,536 float32 = 12 MB at most
# `neighbours` reads every seed's time window in one query, whose matches come by
# similarity, not by time: it asks for this many per seed, more than a chat holds
# in one exchange (a LoCoMo session is 20-30 turns), so the nearest turns are there.
NEIGHBOUR_WINDOW_RECORDS = 100
# A `neighbours` query sent early for guessed seeds (`prefetch_neighbours`) asks for at most
# this many records (Pinecone's top_k with metadata); one that comes back with fewer holds
# every record of its windows.
NEIGHBOUR_PREFETCH_RECORDS = 1000


class VectorStoreTimeout(VectorStoreError, TimeoutError):
    """A Pinecone request (with its retries) did not finish within its time budget."""


class PineconeStore:
    """The `VectorStore` Protocol on one Pinecone index, one namespace per trainer.

    Args:
        api_key: Pinecone API key.
        host: the index's data-plane host (e.g. "https://trainer-brain-abc.svc.pinecone.io"
            or a local stand-in's "http://127.0.0.1:PORT"). None: resolve it by name.
        index_name: index to describe or create when `host` is None.
        dimension: vector width (the embedder's); checked on every write and query.
        cloud, region: where to create the serverless index if it does not exist.
        timeout_s: hard budget for each read (query, fetch, count), retries included.
        write_timeout_s: the same for each write request (one upsert batch, one delete).
        max_attempts: attempts per request for transient errors (1 = no retry).
        backoff_s: first retry delay; later ones grow exponentially, with jitter.
        control_host: control-plane URL (tests); None uses Pinecone's public API.
        term_weights: trainer id → their keyword statistics (or None), for IDF query
            weights; None: uniform weights. May raise; cached per trainer for
            `term_stats_ttl_s`; a failure or slow load falls back to uniform weights.
    """

    supports_keyword_search = True  # sparse vectors (shared/adapters/vectorstore/sparse.py)
    counts_term_stats = False  # `term_stats` reads keywordStats, built apart (`term_weights`)

    def __init__(
        self,
        api_key: str,
        host: str | None = None,
        index_name: str = "trainer-brain",
        dimension: int = 1536,
        cloud: str = "aws",
        region: str = "us-east-1",
        timeout_s: float = 5.0,
        write_timeout_s: float = 30.0,
        max_attempts: int = 3,
        backoff_s: float = 0.2,
        control_host: str | None = None,
        term_weights: "TermWeights | None" = None,
        term_stats_ttl_s: float = TERM_STATS_TTL_S,
        term_stats_wait_s: float = TERM_STATS_WAIT_S,
    ) -> None:
        if not api_key:
            raise VectorStoreError("Pinecone API key is missing")
        self._api_key = api_key
        self._host = host
        self._index_name = index_name
        self.dimension = dimension
        self._cloud = cloud
        self._region = region
        self.timeout_s = timeout_s
        self.write_timeout_s = write_timeout_s
        self._max_attempts = max(1, max_attempts)
        self._backoff_s = backoff_s
        self._control_host = control_host
        self._index: Any = None
        self._init_lock = threading.Lock()
        # Threads are started on first submit, so this costs nothing at cold start.
        # One search has up to four queries and a fetch in flight, and abandoned
        # attempts hold a worker until their own timeout: room for a few searches.
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=16, thread_name_prefix="pinecone")
        self._term_weights = term_weights
        self._term_stats_ttl_s = term_stats_ttl_s
        self._term_stats_wait_s = term_stats_wait_s
        # trainer id → (monotonic expiry, stats or None); in flight: trainer id → load.
        self._term_stats: dict[str, tuple[float, "TermStats | None"]] = {}
        self._term_loads: dict[str, tuple[concurrent.futures.Future[Any], float]] = {}
        self._term_lock = threading.Lock()
        # (trainer id, record id) → (monotonic expiry, vector, metadata), oldest first.
        self._recent: OrderedDict[tuple[str, str], tuple[float, np.ndarray, dict[str, Any]]] = OrderedDict()
        self._recent_lock = threading.Lock()
        self._heads: dict[str, set[concurrent.futures.Future[Any]]] = {}  # keyword heads in flight, per trainer

    @classmethod
    def from_settings(
        cls, settings: "Settings", dimension: int, term_weights: "TermWeights | None" = None
    ) -> "PineconeStore":
        """The store configured by PINECONE_* settings, with the search time budget for reads."""
        if settings.pinecone_api_key is None:
            raise VectorStoreError("PINECONE_API_KEY is not set")
        return cls(
            api_key=settings.pinecone_api_key.get_secret_value(),
            host=settings.pinecone_host,
            index_name=settings.pinecone_index,
            dimension=dimension,
            cloud=settings.pinecone_cloud,
            region=settings.pinecone_region,
            timeout_s=settings.search_timeout_s,
            term_weights=term_weights,
        )

    def __repr__(self) -> str:  # never show the key
        return f"PineconeStore(index={self._index_name!r}, host={self._host!r}, dimension={self.dimension})"

    # -- VectorStore ----------------------------------------------------------

    def upsert(self, trainer_id: str, records: Sequence[VectorRecord]) -> None:
        """Send in batches, in order. If one fails, earlier batches stay written: retry the call."""
        _check_trainer(trainer_id)
        self._forget_recent(trainer_id)
        wire = [self._to_wire(trainer_id, r) for r in records]
        vectors, sizes = [w for w, _ in wire], [size for _, size in wire]
        for batch in bounded_batches(vectors, sizes, MAX_UPSERT_RECORDS, MAX_UPSERT_BYTES):
            self._call(
                "upsert",
                lambda index, t, b=batch: index.upsert(vectors=b, namespace=trainer_id, timeout=t),
                self.write_timeout_s,
            )

    def delete(self, trainer_id: str, ids: Sequence[str]) -> None:
        _check_trainer(trainer_id)
        self._forget_recent(trainer_id)
        unique = list(dict.fromkeys(ids))
        for start in range(0, len(unique), MAX_IDS_PER_REQUEST):
            chunk = unique[start : start + MAX_IDS_PER_REQUEST]
            self._call(
                "delete",
                lambda index, t, c=chunk: _ignore_missing_namespace(
                    lambda: index.delete(ids=c, namespace=trainer_id, timeout=t)
                ),
                self.write_timeout_s,
            )

    def delete_where(self, trainer_id: str, query_filter: QueryFilter) -> None:
        """Pinecone's delete by metadata filter: one request, `pinecone_filter` (locked to the trainer) in
        the trainer's namespace. Answers no count (None). Needs no vector, so any index dimension.

        Delete by filter is in the data-plane API this SDK speaks (2026-07: exactly one of ids,
        filter or delete_all) for indexes made with a dimension and metric; older versions of
        Pinecone's docs said serverless indexes could not delete by metadata (only pod-based
        ones). An index that refuses it answers a 4xx here: a VectorStoreError, not retried,
        never a silent skip (docs/ARCHITECTURE.md, "Vector store choice")."""
        _check_trainer(trainer_id)
        if query_filter == QueryFilter():
            raise ValueError("delete_where needs a filter that selects something; delete_all deletes everything")
        self._forget_recent(trainer_id)
        flt = pinecone_filter(trainer_id, query_filter)
        self._call(
            "delete_where",
            lambda index, t: _ignore_missing_namespace(
                lambda: index.delete(filter=flt, namespace=trainer_id, timeout=t)
            ),
            self.write_timeout_s,
        )
        return None

    def delete_all(self, trainer_id: str) -> None:
        _check_trainer(trainer_id)
        self._forget_recent(trainer_id)
        self._call(
            "delete_all",
            lambda index, t: _ignore_missing_namespace(
                lambda: index.delete(delete_all=True, namespace=trainer_id, timeout=t)
            ),
            self.write_timeout_s,
        )

    def query(
        self,
        trainer_id: str,
        vector: np.ndarray,
        top_k: int,
        query_filter: QueryFilter | None = None,
        keep_values: bool = False,
    ) -> list[Match]:
        _check_trainer(trainer_id)
        if top_k <= 0:
            return []
        values = self._check_vector("query", vector).tolist()
        # keep_values: the matches' vectors come back with them and stay in the recent-records
        # memory, so the caller's fetch of them right after costs no round trip.
        return self._query("query", trainer_id, top_k, query_filter, values, None, include_values=keep_values)

    def keyword_query(
        self,
        trainer_id: str,
        text: str,
        top_k: int,
        query_filter: QueryFilter | None = None,
    ) -> list[Match]:
        """The records sharing content words with `text`, best first (BM25, IDF from the trainer's statistics).

        `score` is the sparse dot product, not a cosine. Without statistics
        for this trainer every word weighs 1. A text without content words
        (empty, punctuation, only stop words) matches nothing and sends no request.
        """
        _check_trainer(trainer_id)
        stats = self.term_stats(trainer_id)
        vector = encode_query(text) if stats is None else encode_query(text, idf=stats.query_weights(text))
        return self._sparse_query(trainer_id, vector, top_k, query_filter)

    def neighbours(
        self,
        trainer_id: str,
        seeds: Sequence[Match],
        vector: np.ndarray,
        span: int,
        max_gap_s: float,
        query_filter: QueryFilter | None = None,
        prefetched: NeighbourPrefetch | None = None,
    ) -> dict[str, list[Match]]:
        """Each seed's nearest turns in its chat (see the VectorStore protocol): one query for the
        time windows of all seeds (`$or` of chat and `ts` range), scored by the dense `vector`,
        then each window's records ordered by time. The seeds' metadata locates them.

        With `prefetched` (`prefetch_neighbours`) that covers every seed's window and provably
        holds every record this query would return, no query is sent: the same records, the
        same scores (the server's, for the same vector), the same answer."""
        _check_trainer(trainer_id)
        located = _located(seeds)
        if not located or span <= 0:
            return {}
        values = self._check_vector("neighbours", vector)
        windows = list(dict.fromkeys(located.values()))
        matches = self._from_prefetch(prefetched, trainer_id, windows, values, max_gap_s, query_filter)
        if matches is None:
            matches = self._query("neighbours", trainer_id, NEIGHBOUR_WINDOW_RECORDS * len(windows), query_filter,
                                  values.tolist(), None, extra=_windows_clause(windows, max_gap_s))
        by_chat: dict[str, list[Match]] = {}
        for m in matches:
            if isinstance(m.metadata.get("chatId"), str) and _is_number(m.metadata.get("ts")):
                by_chat.setdefault(m.metadata["chatId"], []).append(m)
        for turns in by_chat.values():
            turns.sort(key=lambda m: (float(m.metadata["ts"]), m.id))
        out: dict[str, list[Match]] = {}
        for id_, (chat, ts) in located.items():
            near = [m for m in by_chat.get(chat, []) if abs(float(m.metadata["ts"]) - ts) <= max_gap_s]
            before = [m for m in near if (float(m.metadata["ts"]), m.id) < (ts, id_)][-span:]
            after = [m for m in near if (float(m.metadata["ts"]), m.id) > (ts, id_)][:span]
            out[id_] = before + after
        return out

    def prefetch_neighbours(
        self,
        trainer_id: str,
        likely: Sequence[Match],
        vector: np.ndarray,
        max_gap_s: float,
        query_filter: QueryFilter | None = None,
    ) -> NeighbourPrefetch | None:
        """The `neighbours` query for the windows of seeds guessed before the real ones are known,
        sent now (see the VectorStore protocol). It asks for up to NEIGHBOUR_WINDOW_RECORDS per
        window, at most NEIGHBOUR_PREFETCH_RECORDS: a response below that count holds every
        record of those windows, which is what lets `neighbours` answer from it."""
        try:
            _check_trainer(trainer_id)
            values = self._check_vector("neighbours", vector)
        except (ValueError, VectorStoreError):
            return None
        windows = list(dict.fromkeys(_located(likely).values()))
        if not windows:
            return None
        top_k = min(NEIGHBOUR_PREFETCH_RECORDS, NEIGHBOUR_WINDOW_RECORDS * len(windows))
        try:
            read = submit(self._query_counted, "neighbours", trainer_id, top_k, query_filter, values.tolist(), None,
                          False, _windows_clause(windows, max_gap_s))
        except RuntimeError:  # the worker pool is shut down (interpreter exit)
            return None
        return _WindowsRead(trainer_id, frozenset(windows), top_k, values, max_gap_s, query_filter, read)

    def _from_prefetch(
        self, prefetched: NeighbourPrefetch | None, trainer_id: str, windows: list[tuple[str, float]],
        values: np.ndarray, max_gap_s: float, query_filter: QueryFilter | None,
    ) -> list[Match] | None:
        """The records `neighbours`' own query would return for `windows`, read from `prefetched`;
        None when that cannot be proved (then the query is sent after all).

        Proved when the prefetch was the same query (trainer, vector, gap, filter) over windows
        that include these, came back below its `top_k` (so it holds *every* record of its
        windows), and these windows hold at most the NEIGHBOUR_WINDOW_RECORDS per window the
        own query asks for (so that query would not have cut any either)."""
        if not isinstance(prefetched, _WindowsRead):
            return None
        same = (prefetched.trainer_id == trainer_id and prefetched.max_gap_s == max_gap_s
                and prefetched.query_filter == query_filter and np.array_equal(prefetched.vector, values))
        if not same or not prefetched.windows.issuperset(windows):
            return None
        try:
            matches, received = wait(prefetched.future)
        except VectorStoreError:  # its own request may still succeed (a transient error, retried)
            return None
        if received >= prefetched.top_k or received != len(matches):  # cut short, or another trainer's record dropped
            return None
        if not all(isinstance(m.metadata.get("chatId"), str) for m in matches):
            return None  # a list-valued chatId matches `$eq` by any element: leave such a record to the server
        inside = _in_windows(matches, windows, max_gap_s)
        return inside if len(inside) <= NEIGHBOUR_WINDOW_RECORDS * len(windows) else None

    def term_stats(self, trainer_id: str) -> "TermStats | None":
        """This trainer's keyword statistics (cached), or None: never raises; waits at most
        `term_stats_wait_s`, and at most a fifth of what the request's deadline leaves."""
        if self._term_weights is None:
            return None
        now = time.monotonic()
        with self._term_lock:
            cached = self._term_stats.get(trainer_id)
            if cached is not None and cached[0] > now:
                return cached[1]
            load = self._term_loads.get(trainer_id)
            if load is None:
                try:
                    # Shared by the requests that wait for it, so bound by the longest
                    # wait any of them allows, not by one request's deadline: the read
                    # (a Firestore document) stops then instead of running on.
                    loading = Deadline.start(self._term_stats_wait_s)
                    future = self._pool.submit(run_under, loading, self._load_term_stats, trainer_id)
                except RuntimeError:  # closed store
                    return None
                # Later queries (the other scopes of one search, concurrent
                # searches) share this load and its deadline: together they
                # never spend more than `term_stats_wait_s` of a budget on it.
                load = self._term_loads[trainer_id] = (future, now + self._term_stats_wait_s)
        future, shared_until = load
        wait_s = shared_until - now
        deadline = current_deadline()
        if deadline is not None:
            wait_s = min(wait_s, TERM_STATS_WAIT_SHARE * deadline.remaining())
        done, _ = concurrent.futures.wait([future], timeout=max(0.0, wait_s))
        if not done:
            log.warning("keyword_stats_slow", extra={"json_fields": {"trainerId": trainer_id}})
            return None
        return future.result()

    def _load_term_stats(self, trainer_id: str) -> "TermStats | None":
        """Load and cache; a failure caches uniform weights for a short while."""
        assert self._term_weights is not None
        try:
            stats, ttl = self._term_weights(trainer_id), self._term_stats_ttl_s
            if stats is None:
                log.info("keyword_stats_missing", extra={"json_fields": {"trainerId": trainer_id}})
        except Exception as exc:  # search must never fail because of statistics
            stats, ttl = None, min(TERM_STATS_RETRY_S, self._term_stats_ttl_s)
            log.warning(
                "keyword_stats_unavailable",
                extra={"json_fields": {"trainerId": trainer_id, "errorClass": type(exc).__name__}},
            )
        with self._term_lock:
            self._term_stats[trainer_id] = (time.monotonic() + ttl, stats)
            self._term_loads.pop(trainer_id, None)
        return stats

    def _sparse_query(
        self,
        trainer_id: str,
        sparse: SparseVector,
        top_k: int,
        query_filter: QueryFilter | None = None,
    ) -> list[Match]:
        """Rank by a given sparse vector alone (`keyword_query`'s encoding, or another, e.g. with IDF)."""
        _check_trainer(trainer_id)
        if top_k <= 0 or not sparse:
            return []
        zeros = [0.0] * self.dimension  # α = 0: the dense half contributes nothing
        wire = sparse.to_pinecone()
        if top_k <= KEYWORD_VALUES_HEAD:  # a short list brings its own vectors, in one request
            matches = self._query("keyword_query", trainer_id, top_k, query_filter, zeros, wire, True)
            return [m for m in matches if m.score > 0.0]
        head = submit(self._query, "keyword_values", trainer_id, min(top_k, KEYWORD_VALUES_HEAD), query_filter,
                      zeros, wire, True)
        with self._recent_lock:
            self._heads.setdefault(trainer_id, set()).add(head)
        head.add_done_callback(lambda f: self._head_done(trainer_id, f))
        matches = self._query("keyword_query", trainer_id, top_k, query_filter, zeros, wire)
        # Pinecone fills top_k whatever the scores: records sharing no word score 0.
        return [m for m in matches if m.score > 0.0]

    def fetch(self, trainer_id: str, ids: Sequence[str]) -> dict[str, VectorRecord]:
        _check_trainer(trainer_id)
        out = self._recent_records(trainer_id, ids)
        with self._recent_lock:
            heads = list(self._heads.get(trainer_id, ()))
        if heads and len(out) < len(set(ids)):
            # A keyword head still on its way probably brings them. It may take
            # half of what is left; a head that stalls or fails leaves the
            # other half for fetching them here.
            concurrent.futures.wait(heads, timeout=0.5 * request_budget(self.timeout_s))
            out = self._recent_records(trainer_id, ids)
        unique = [i for i in dict.fromkeys(ids) if i not in out]
        url_sizes = [len(quote(i, safe="")) + 5 for i in unique]  # "ids=" + "&"
        for chunk in bounded_batches(unique, url_sizes, MAX_IDS_PER_REQUEST, MAX_FETCH_URL_CHARS):
            response = self._call(
                "fetch",
                lambda index, t, c=chunk: index.fetch(ids=c, namespace=trainer_id, timeout=t),
                self.timeout_s,
            )
            for id_, vec in response.vectors.items():
                metadata = dict(vec.metadata or {})
                if not _foreign(trainer_id, id_, metadata):
                    out[id_] = VectorRecord(id_, _float32(vec.values), metadata)
        return out

    def holds_any(self, trainer_id: str, query_filter: QueryFilter | None = None) -> bool:
        """Pinecone's fetch by metadata (`POST /vectors/fetch_by_metadata`) of at most one record under
        `pinecone_filter` (locked to the trainer, so never empty) in the trainer's namespace: a lookup,
        not a search, so no probe vector and no ranking. A namespace that does not exist holds nothing.

        The operation is in the data-plane API this SDK speaks (`Index.fetch_by_metadata`, limit 1 to
        10,000); Pinecone's "Fetch data" guide calls it a public preview. An index that refused it would
        answer a 4xx here: a VectorStoreError, which its caller reads as the search being unavailable."""
        _check_trainer(trainer_id)
        flt = pinecone_filter(trainer_id, query_filter)
        page = self._call(
            "holds_any",
            lambda index, t: _ignore_missing_namespace(
                lambda: index.fetch_by_metadata(filter=flt, namespace=trainer_id, limit=1, timeout=t)
            ),
            self.timeout_s,
        )
        if page is None:
            return False
        return any(not _foreign(trainer_id, id_, dict(vec.metadata or {})) for id_, vec in page.vectors.items())

    def count(self, trainer_id: str) -> int:
        """Records in this trainer's namespace, from describe_index_stats (eventually consistent)."""
        _check_trainer(trainer_id)
        stats = self._call("count", lambda index, t: index.describe_index_stats(timeout=t), self.timeout_s)
        summary = stats.namespaces.get(trainer_id)
        return int(summary.vector_count) if summary is not None else 0

    def list_entries(self, trainer_id: str) -> dict[str, IndexedEntry]:
        """Ids from `list` (pages of up to LIST_PAGE_SIZE), then their metadata by `fetch` (≤ 1,000 ids each).

        Costs about one read unit per page plus the fetches; reconciliation
        calls it per trainer on its full pass, not per trigger.
        """
        _check_trainer(trainer_id)
        ids: list[str] = []
        token: str | None = None
        while True:
            page = self._call(
                "list",
                lambda index, t, tok=token: _ignore_missing_namespace(
                    lambda: index.list_paginated(
                        limit=LIST_PAGE_SIZE, pagination_token=tok, namespace=trainer_id, timeout=t
                    )
                ),
                self.timeout_s,
            )
            if page is None:  # no namespace yet: nothing stored
                break
            ids.extend(v.id for v in page.vectors or [])
            token = page.pagination.next if page.pagination else None
            if not token:
                break
        out: dict[str, IndexedEntry] = {}
        for id_, rec in self.fetch(trainer_id, ids).items():
            m = rec.metadata
            out[id_] = IndexedEntry(
                id_, _str(m.get("contentHash")), _str(m.get("embeddingModel")), _str(m.get("sourceType")),
                _str(m.get("clientId")), _str(m.get("sourceId")), _str(m.get("chatId")),
            )
        return out

    def trainer_ids(self) -> list[str]:
        """Namespaces with records, from describe_index_stats (one namespace per trainer)."""
        stats = self._call("stats", lambda index, t: index.describe_index_stats(timeout=t), self.timeout_s)
        return sorted(ns for ns, summary in stats.namespaces.items() if ns and int(summary.vector_count) > 0)

    def purge(self) -> None:
        """Nothing to do: a Pinecone delete removes the record from the service; no local file holds text."""

    # -- lifecycle ------------------------------------------------------------

    def ensure_index(self) -> None:
        """Open (and if needed create) the index now, without a time budget (setup scripts)."""
        self._open_index()

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        with self._init_lock:
            if self._index is not None:
                self._index.close()
                self._index = None

    # -- internals ------------------------------------------------------------

    def _query(
        self,
        op: str,
        trainer_id: str,
        top_k: int,
        query_filter: QueryFilter | None,
        values: list[float],
        sparse: dict[str, Any] | None,
        include_values: bool = False,
        extra: dict[str, Any] | None = None,
    ) -> list[Match]:
        """One query; with `include_values` the matches' vectors are kept for `fetch` (see KEYWORD_VALUES_HEAD);
        `extra`: one more clause the records must satisfy, besides the trainer's and the filter's."""
        return self._query_counted(op, trainer_id, top_k, query_filter, values, sparse, include_values, extra)[0]

    def _query_counted(
        self,
        op: str,
        trainer_id: str,
        top_k: int,
        query_filter: QueryFilter | None,
        values: list[float],
        sparse: dict[str, Any] | None,
        include_values: bool = False,
        extra: dict[str, Any] | None = None,
    ) -> tuple[list[Match], int]:
        """`_query`, and how many matches the response held (another trainer's dropped ones included)."""
        flt = pinecone_filter(trainer_id, query_filter)
        if extra is not None:
            flt = {"$and": [*flt.get("$and", [flt]), extra]}
        response = self._call(
            op,
            lambda index, t: index.query(
                top_k=min(top_k, MAX_TOP_K),
                vector=values,
                sparse_vector=sparse,
                namespace=trainer_id,
                filter=flt,
                include_metadata=True,
                include_values=include_values,
                timeout=t,
            ),
            self.timeout_s,
        )
        matches = []
        seen: list[tuple[str, np.ndarray, dict[str, Any]]] = []
        for m in response.matches:
            metadata = dict(m.metadata or {})
            if _foreign(trainer_id, m.id, metadata):
                continue
            matches.append(Match(m.id, float(m.score), metadata))
            if include_values and m.values:
                seen.append((m.id, _float32(m.values), metadata))
        if seen:
            self._remember(trainer_id, seen)
        return matches, len(response.matches)

    def _head_done(self, trainer_id: str, head: "concurrent.futures.Future[Any]") -> None:
        with self._recent_lock:
            heads = self._heads.get(trainer_id)
            if heads is not None:
                heads.discard(head)
                if not heads:
                    del self._heads[trainer_id]

    def _remember(self, trainer_id: str, records: list[tuple[str, np.ndarray, dict[str, Any]]]) -> None:
        expiry = time.monotonic() + RECENT_VALUES_TTL_S
        with self._recent_lock:
            for id_, values, metadata in records:
                self._recent[(trainer_id, id_)] = (expiry, values, metadata)
                self._recent.move_to_end((trainer_id, id_))
            while len(self._recent) > RECENT_VALUES_MAX:
                self._recent.popitem(last=False)

    def _recent_records(self, trainer_id: str, ids: Sequence[str]) -> dict[str, VectorRecord]:
        now = time.monotonic()
        out: dict[str, VectorRecord] = {}
        with self._recent_lock:
            for id_ in ids:
                entry = self._recent.get((trainer_id, id_))
                if entry is not None and entry[0] > now:
                    out[id_] = VectorRecord(id_, entry[1], dict(entry[2]))
        return out

    def _forget_recent(self, trainer_id: str) -> None:
        with self._recent_lock:
            for key in [k for k in self._recent if k[0] == trainer_id]:
                del self._recent[key]

    def _call(self, op: str, fn: Callable[[Any, float], T], budget_s: float) -> T:
        """Run `fn(index, timeout)` with retries in a worker thread; wait at most `budget_s` for it
        (or what the request's deadline leaves). `timeout` is the per-attempt SDK timeout: what
        is left of the budget when the attempt starts, so an abandoned attempt ends soon too."""
        budget_s = request_budget(budget_s)
        if budget_s <= 0.0:
            raise VectorStoreTimeout(f"Pinecone {op}: no time left in the request's budget")
        until = time.monotonic() + budget_s
        gave_up = threading.Event()

        def attempts() -> T:
            retrying = Retrying(
                stop=stop_after_attempt(self._max_attempts) | stop_when_event_set(gave_up),
                wait=wait_exponential_jitter(initial=self._backoff_s, max=2.0, jitter=self._backoff_s),
                retry=retry_if_exception(_is_transient),
                sleep=gave_up.wait,  # a backoff ends early once the caller has given up
                reraise=True,
            )
            return retrying(lambda: fn(self._open_index(), _time_left(op, until)))

        future = self._pool.submit(attempts)
        done, _ = concurrent.futures.wait([future], timeout=budget_s)
        if not done:
            gave_up.set()
            future.cancel()  # still queued (every worker busy): never start it
            raise VectorStoreTimeout(f"Pinecone {op} exceeded its {budget_s:g} s budget")
        try:
            return future.result()
        except Exception as exc:
            translated = _translate(op, exc)
            if translated is None:
                raise  # a bug (or already a VectorStoreError): surface it as is
            raise translated from exc

    def _open_index(self) -> Any:
        with self._init_lock:
            if self._index is None:
                from pinecone import Index

                host = self._host or self._resolve_host()
                # A plain-http host (a local stand-in) never does TLS: skip loading
                # the CA bundle, which costs 0.1-0.3 s per client.
                plain_http = host.startswith("http://")
                index = Index(
                    host=host, api_key=self._api_key, timeout=self.timeout_s, ssl_verify=not plain_http
                )
                _disable_sdk_retries(index)
                build_response_decoders()
                self._index = index
            return self._index

    def _resolve_host(self) -> str:
        """Describe the index by name, creating it if missing; check dimension and metric."""
        from pinecone import Pinecone
        from pinecone.errors.exceptions import ConflictError, NotFoundError

        pc = Pinecone(api_key=self._api_key, host=self._control_host)  # None: Pinecone's public API
        try:
            try:
                model = pc.indexes.describe(self._index_name)
            except NotFoundError:
                dense = {"type": "dense_vector", "dimension": self.dimension, "metric": METRIC}
                log.info("creating Pinecone index %s (dimension %d, %s)", self._index_name, self.dimension, METRIC)
                try:
                    model = pc.indexes.create(
                        name=self._index_name,
                        schema={"fields": {DENSE_FIELD: dense}},
                        deployment={"deployment_type": "managed", "cloud": self._cloud, "region": self._region},
                        timeout=300,
                    )
                except ConflictError:  # another instance created it first
                    model = pc.indexes.describe(self._index_name)
        finally:
            pc.close()
        field = model.schema.fields.get(DENSE_FIELD)
        dimension, metric = getattr(field, "dimension", None), getattr(field, "metric", None)
        if dimension != self.dimension or metric != METRIC:
            # Another vector space would silently corrupt search; another
            # metric would reject every upsert (sparse values need dotproduct).
            raise (VectorWidthMismatch if dimension != self.dimension else IndexMisconfigured)(
                f"Pinecone index {self._index_name} has dimension {dimension} and metric {metric}; "
                f"expected {self.dimension} and {METRIC} (the metric of an index cannot change: "
                "create a new one and backfill, docs/DEPLOY.md)"
            )
        if not model.status.ready or not model.host:
            raise VectorStoreError(f"Pinecone index {self._index_name} is not ready yet")
        return str(model.host)

    def _check_vector(self, what: str, vector: Any) -> np.ndarray:
        values = np.asarray(vector, dtype=np.float32)
        if values.shape != (self.dimension,):
            # What Pinecone answers too (400 "vector dimension ... != ..."), said before sending: typed,
            # not retried, FAILED_PRECONDITION (an embedder switch without re-indexing).
            raise VectorWidthMismatch(f"{what} vector has shape {values.shape}, index dimension is {self.dimension}")
        return values

    def _to_wire(self, trainer_id: str, record: VectorRecord) -> tuple[dict[str, Any], int]:
        """The SDK's vector dict, and an upper bound of its size in the request JSON."""
        values = self._check_vector(f"record {record.id}", record.values)
        metadata = clean_metadata({**record.metadata, "trainerId": trainer_id})
        metadata_bytes = len(json.dumps(metadata).encode())
        if metadata_bytes > MAX_METADATA_BYTES:
            raise VectorStoreError(f"metadata of record {record.id} is {metadata_bytes} bytes, over Pinecone's 40 KB")
        size = len(record.id) + metadata_bytes + FLOAT_JSON_BYTES * len(values) + RECORD_JSON_OVERHEAD
        wire: dict[str, Any] = {"id": record.id, "values": values.tolist(), "metadata": metadata}
        # The same text the local store's keyword index holds, so both backends' keyword lists see the same words.
        sparse = encode_document(record_keyword_text(metadata))
        if sparse:  # a record without content words (e.g. "ok") has nothing to match
            wire["sparse_values"] = sparse.to_pinecone()
            size += SPARSE_JSON_BYTES * len(sparse.indices) + RECORD_JSON_OVERHEAD
        return wire, size


@dataclass(frozen=True, eq=False)
class _WindowsRead:
    """A `neighbours` query sent before its seeds were known (`prefetch_neighbours`): what it
    asked for, and the response to come (matches, and how many the response held)."""

    trainer_id: str
    windows: frozenset[tuple[str, float]]  # (chatId, ts) of each guessed seed
    top_k: int
    vector: np.ndarray
    max_gap_s: float
    query_filter: QueryFilter | None
    future: "concurrent.futures.Future[tuple[list[Match], int]]"


def _located(seeds: Sequence[Match]) -> dict[str, tuple[str, float]]:
    """Seed id → (chatId, ts) for the seeds whose metadata says where they are."""
    return {
        s.id: (s.metadata["chatId"], float(s.metadata["ts"]))
        for s in seeds
        if isinstance(s.metadata.get("chatId"), str) and _is_number(s.metadata.get("ts"))
    }


def _windows_clause(windows: list[tuple[str, float]], max_gap_s: float) -> dict[str, Any]:
    """The records within `max_gap_s` of any (chatId, ts): the `neighbours` query's own clause."""
    return {"$or": [
        {"$and": [{"chatId": {"$eq": chat}}, {"ts": {"$gte": ts - max_gap_s}}, {"ts": {"$lte": ts + max_gap_s}}]}
        for chat, ts in windows
    ]}


def _in_windows(matches: list[Match], windows: list[tuple[str, float]], max_gap_s: float) -> list[Match]:
    """The matches `_windows_clause(windows, max_gap_s)` lets through, by the same comparisons
    (the same bounds, computed the same way, so a turn on a bound is in or out alike)."""
    bounds: dict[str, list[tuple[float, float]]] = {}
    for chat, ts in windows:
        bounds.setdefault(chat, []).append((ts - max_gap_s, ts + max_gap_s))
    out = []
    for m in matches:
        chat, ts = m.metadata.get("chatId"), m.metadata.get("ts")
        if isinstance(chat, str) and _is_number(ts) and any(lo <= ts <= hi for lo, hi in bounds.get(chat, ())):
            out.append(m)
    return out


def pinecone_filter(trainer_id: str, query_filter: QueryFilter | None) -> dict[str, Any]:
    """QueryFilter in Pinecone's filter language, always locked to one trainer.

    Same semantics as `QueryFilter.matches`: a record without `ts` fails a time
    bound, since Pinecone's $gte/$lte never match a missing field.
    """
    clauses: list[dict[str, Any]] = [{"trainerId": {"$eq": trainer_id}}]
    f = query_filter or QueryFilter()
    if f.client_id is not None:
        own: dict[str, Any] = {"clientId": {"$eq": f.client_id}}
        # Records without a clientId have no such key (Pinecone keeps no nulls): `$exists: false`.
        clauses.append({"$or": [own, {"$and": [{"chatId": {"$in": list(f.group_chats)}}, {"clientId": {"$exists": False}}]}]}
                       if f.group_chats else own)
    if f.chat_id is not None:
        clauses.append({"chatId": {"$eq": f.chat_id}})
    if f.other_than:
        # A record without a clientId (no such key) is kept, as `QueryFilter.matches` keeps it.
        clauses.append({"$or": [{"clientId": {"$nin": list(f.other_than)}}, {"clientId": {"$exists": False}}]})
    if f.since_ts is not None:
        clauses.append({"ts": {"$gte": f.since_ts}})
    if f.until_ts is not None:
        clauses.append({"ts": {"$lte": f.until_ts}})
    if f.source_types:
        clauses.append({"sourceType": {"$in": list(f.source_types)}})
    if f.embedding_model is not None:
        clauses.append({"embeddingModel": {"$eq": f.embedding_model}})
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


def _time_left(op: str, until: float) -> float:
    """An attempt's SDK timeout; none is sent once the budget is spent (a retry racing the caller's give-up)."""
    left = until - time.monotonic()
    if left <= 0.0:
        raise VectorStoreTimeout(f"Pinecone {op}: no time left for another attempt")
    return left


def _float32(values: Sequence[float]) -> np.ndarray:
    """A response's list of floats as float32 (the same values as np.asarray, converted about twice as
    fast: a keyword head brings 50 vectors of 1,536)."""
    return np.fromiter(values, dtype=np.float32, count=len(values))


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_trainer(trainer_id: str) -> None:
    # "" would be Pinecone's default namespace, shared by nobody in particular.
    if not isinstance(trainer_id, str) or not trainer_id:
        raise ValueError("trainer_id must be a non-empty string")


def _foreign(trainer_id: str, record_id: str, metadata: dict[str, Any]) -> bool:
    if metadata.get("trainerId") == trainer_id:
        return False
    log.error("dropped Pinecone record %s: namespace %s, metadata trainerId differs", record_id, trainer_id)
    return True


def _ignore_missing_namespace(request: Callable[[], T]) -> T | None:
    """Run a delete, list or fetch by metadata; serverless answers 404 for a namespace that does not exist
    (nothing to do, nothing there)."""
    from pinecone.errors.exceptions import NotFoundError

    try:
        return request()
    except NotFoundError:
        return None


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _is_transient(exc: BaseException) -> bool:
    from pinecone.errors.exceptions import ApiError, PineconeConnectionError, PineconeTimeoutError

    if isinstance(exc, (PineconeConnectionError, PineconeTimeoutError)):
        return True
    return isinstance(exc, ApiError) and (exc.status_code in (408, 429) or exc.status_code >= 500)


# Pinecone's 400 for a vector of another width than the index: "Vector dimension 1536 does not
# match the dimension of the index 3072" (its data plane's wording for upsert and query).
_WIDTH_REFUSED = re.compile(r"[Vv]ector dimension (\d+) does not match the dimension of the index (\d+)")


def _translate(op: str, exc: Exception) -> VectorStoreError | None:
    """SDK errors → VectorStoreError without echoing the server's message (it may quote data)."""
    from pinecone.errors.exceptions import ApiError, PineconeError, PineconeTimeoutError

    if isinstance(exc, PineconeTimeoutError):
        return VectorStoreTimeout(f"Pinecone {op} timed out")
    if isinstance(exc, ApiError):
        widths = _WIDTH_REFUSED.search(str(getattr(exc, "message", "") or "")) if exc.status_code == 400 else None
        if widths is not None:
            # Pinecone's own answer to a vector of another width (an index made for another embedder,
            # reached through a configured host, which skips the describe check): typed, not an
            # outage. Only the two numbers are kept, never the server's text.
            return VectorWidthMismatch(
                f"Pinecone {op}: vectors of dimension {widths.group(1)}, the index's is {widths.group(2)}"
            )
        return VectorStoreError(f"Pinecone {op} failed with HTTP {exc.status_code}")
    if isinstance(exc, PineconeError):
        return VectorStoreError(f"Pinecone {op} failed: {type(exc).__name__}")
    return None


def _disable_sdk_retries(index: Any) -> None:
    """Switch off the SDK's data-plane retries, so that tenacity is the only retry layer.

    `Index` takes no retry policy, so this sets it on the SDK's retrying
    transport (internals of pinecone==10.2.0, pinned; rebuilding the HTTP client
    instead would load the CA bundle a second time, ~0.2 s of cold start). A
    contract test counts attempts to catch an upgrade that breaks it; if the
    internals moved, the SDK keeps its retries and we log it.
    """
    try:
        from dataclasses import replace

        from pinecone._internal.http_client import _RetryTransport

        transport = index._http._client._transport
        if not isinstance(transport, _RetryTransport):
            raise TypeError(f"unexpected transport {type(transport).__name__}")
        transport._config = replace(transport._config, max_retries=0)
    except (ImportError, AttributeError, TypeError) as exc:
        log.warning("could not switch off the Pinecone SDK's retries (%s); attempts will multiply", exc)
