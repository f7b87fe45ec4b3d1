"""Local persistent vector store: rows in SQLite, one in-memory matrix per trainer.

Why this design (see docs/ARCHITECTURE.md, "Vector store"): exact cosine like
Pinecone's, sub-millisecond search at thousands of vectors per trainer, only
numpy and the standard library, and durable across restarts (SQLite WAL).
The same SQLite file holds an FTS5 keyword index so that hybrid retrieval
needs no second store.

Several processes may share the file (the emulator's workers, the CLI): each
trainer has a version number in SQLite, bumped on every write, and a process
reloads its cached matrix when the version moved under it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
import threading
from collections import Counter
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from shared.kernel.errors import VectorWidthMismatch
from shared.ports.vectorstore import (
    IndexedEntry,
    Match,
    NeighbourPrefetch,
    QueryFilter,
    VectorRecord,
    clean_metadata,
    record_keyword_text,
)
from shared.ports.keywords import TermStats, token_index, tokens

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS vectors (
    trainer_id TEXT NOT NULL,
    id TEXT NOT NULL,
    vector BLOB NOT NULL,
    metadata TEXT NOT NULL,
    PRIMARY KEY (trainer_id, id)
);
CREATE TABLE IF NOT EXISTS tenants (
    trainer_id TEXT PRIMARY KEY,
    version INTEGER NOT NULL
);
CREATE VIRTUAL TABLE IF NOT EXISTS keywords USING fts5(
    text, tenant, trainer_id UNINDEXED, id UNINDEXED, tokenize = 'porter unicode61'
);
"""

# Keyword rows reuse the implicit rowid of their vector row. SQLite's VACUUM
# may renumber implicit rowids: after a VACUUM set `PRAGMA user_version = 1`
# and the next open rebuilds the keyword index.
_SCHEMA_VERSION = 3

# Work budget of one keyword query, in SQLite VM steps (checked every 1,000).
# Measured here: ~0.16-0.3 ms per 1,000 steps on large matches, so 200k steps
# is ~30-60 ms of CPU; a 2k-message trainer's query takes well under 50k.
KEYWORD_STEP_BUDGET = 200_000
_STEP_CHECK_EVERY = 1_000
_DELETE_KEYWORDS_BY_KEY = (
    "DELETE FROM keywords WHERE rowid IN (SELECT rowid FROM vectors WHERE trainer_id = ? AND id = ?)"
)

# Metadata fields a filter tests for equality: kept as integer codes per
# tenant so that a filter is a vectorised comparison, not a Python loop.
_CODED = {"client_id": "clientId", "chat_id": "chatId", "embedding_model": "embeddingModel"}
_NO_FILTER = QueryFilter()
# Filters whose rows a trainer's matrix keeps (`_Tenant.mask`): a search's, and a few more.
_MASKS_KEPT = 32


class _Tenant:
    """One trainer's vectors in memory, rows 0..n-1 in insertion order.

    Writes made by this process are applied in place (amortised O(1) appends),
    so a steady stream of embedMessage upserts does not reload the matrix.
    """

    def __init__(self, version: int, dimension: int = 0) -> None:
        self.version = version
        self.ids: list[str] = []
        self.row: dict[str, int] = {}
        self.metadata: list[dict[str, Any]] = []
        self._matrix = np.zeros((0, dimension), dtype=np.float32)
        self._ts = np.zeros(0)
        self._codes: dict[str, np.ndarray] = {f: np.zeros(0, dtype=np.int32) for f in (*_CODED, "source_type")}
        self._vocab: dict[str, dict[Any, int]] = {f: {} for f in self._codes}
        # Keyword document frequencies, counted on first use and kept current by `put`.
        self._df: Counter[int] | None = None  # by sparse token index, as TermStats
        self._messages = 0  # records counted in `_df`
        self._stats: TermStats | None = None
        # Rows in chat order (chat, ts, id) and each row's place in it; built on first use, dropped by `put`.
        self._order: np.ndarray | None = None
        self._place: np.ndarray | None = None
        # Each filter's rows (`mask`): a search asks for the same one three times (dense, keyword,
        # neighbours), and a trainer's searches mostly for the same few. Dropped by `put`.
        self._masks: dict[QueryFilter, np.ndarray] = {}
        self._writes = 0

    @property
    def matrix(self) -> np.ndarray:
        return self._matrix[: len(self.ids)]

    @property
    def ts(self) -> np.ndarray:
        return self._ts[: len(self.ids)]

    def _code(self, field_name: str, value: Any) -> int:
        vocab = self._vocab[field_name]
        return vocab.setdefault(value, len(vocab))

    def put(self, ids: Sequence[str], vectors: np.ndarray, metadata: Sequence[dict[str, Any]]) -> None:
        """Insert or replace rows by id."""
        self._order = self._place = None
        self._writes += 1
        self._masks = {}
        if len(ids) and self._matrix.shape[1] != vectors.shape[1]:
            if self.ids:
                raise ValueError("dimension mismatch")
            self._matrix = np.zeros((0, vectors.shape[1]), dtype=np.float32)
        for id_, vec, meta in zip(ids, vectors, metadata):
            i = self.row.get(id_)
            if i is None:
                i = len(self.ids)
                self._grow(i + 1)
                self.ids.append(id_)
                self.metadata.append(meta)
                self.row[id_] = i
            else:
                self._count_terms(self.metadata[i], -1)
                self.metadata[i] = meta
            self._count_terms(meta, +1)
            self._matrix[i] = vec
            self._ts[i] = meta.get("ts", np.nan) if isinstance(meta.get("ts"), (int, float)) else np.nan
            for f, key in _CODED.items():
                self._codes[f][i] = self._code(f, meta.get(key))
            self._codes["source_type"][i] = self._code("source_type", meta.get("sourceType"))

    def chat_order(self) -> tuple[np.ndarray, np.ndarray]:
        """Rows of timed chat records sorted by (chat, ts, id), and each row's place in that order (-1: none)."""
        if self._order is None or self._place is None:
            n = len(self.ids)
            chats = self._codes["chat_id"][:n]
            timed = ~np.isnan(self.ts)
            no_chat = self._vocab["chat_id"].get(None)
            if no_chat is not None:
                timed &= chats != no_chat
            rows = np.flatnonzero(timed)
            order = rows[np.lexsort((self.ts[rows], chats[rows]))]
            # Equal (chat, ts) pairs are rare; order them by id as every backend does.
            same = (chats[order][1:] == chats[order][:-1]) & (self.ts[order][1:] == self.ts[order][:-1])
            for start in np.flatnonzero(same & ~np.concatenate(([False], same[:-1]))):
                end = start + 1
                while end < len(same) and same[end]:
                    end += 1
                order[start : end + 1] = sorted(order[start : end + 1], key=lambda r: self.ids[r])
            place = np.full(n, -1, dtype=np.int64)
            place[order] = np.arange(len(order))
            self._order, self._place = order, place
        return self._order, self._place

    def _count_terms(self, meta: dict[str, Any], sign: int) -> None:
        if self._df is None or not counts_in_stats(meta):
            return
        self._stats = None
        self._messages += sign
        for term in set(tokens(record_keyword_text(meta))):
            self._df[token_index(term)] += sign

    def term_stats(self) -> TermStats | None:
        """Document frequencies of this trainer's messages (`counts_in_stats`), tokenised as the
        keyword index is; None without any."""
        if self._df is None:
            counted = [meta for meta in self.metadata if counts_in_stats(meta)]
            self._df = Counter(token_index(t) for meta in counted for t in set(tokens(record_keyword_text(meta))))
            self._messages = len(counted)
            self._stats = None
        if self._messages <= 0:
            return None
        if self._stats is None:
            self._stats = TermStats(self._messages, {i: n for i, n in self._df.items() if n > 0})
        return self._stats

    def _grow(self, n: int) -> None:
        if n <= len(self._ts):
            return
        capacity = max(n, 2 * len(self._ts), 64)
        matrix = np.zeros((capacity, self._matrix.shape[1]), dtype=np.float32)
        matrix[: len(self.ids)] = self._matrix[: len(self.ids)]
        self._matrix = matrix
        self._ts = np.resize(self._ts, capacity)
        self._codes = {f: np.resize(c, capacity) for f, c in self._codes.items()}

    def mask(self, query_filter: QueryFilter | None) -> np.ndarray | None:
        """Rows satisfying the filter (same semantics as `QueryFilter.matches`), None = all.
        Read-only: the same array answers the same filter until the next `put`."""
        if query_filter is None or query_filter == _NO_FILTER:
            return None
        masks, writes = self._masks, self._writes  # `put` replaces the dict: a racing write drops this one
        kept = masks.get(query_filter)
        if kept is not None:
            return kept
        kept = self._mask(query_filter)
        kept.flags.writeable = False
        if writes == self._writes and len(masks) < _MASKS_KEPT:
            masks[query_filter] = kept
        return kept

    def _mask(self, query_filter: QueryFilter) -> np.ndarray:
        n = len(self.ids)
        keep = np.ones(n, dtype=bool)
        with np.errstate(invalid="ignore"):  # NaN (no timestamp) compares False: excluded
            if query_filter.since_ts is not None:
                keep &= self.ts >= query_filter.since_ts
            if query_filter.until_ts is not None:
                keep &= self.ts <= query_filter.until_ts
        for f in _CODED:
            wanted = getattr(query_filter, f)
            if wanted is not None:
                code = self._vocab[f].get(wanted)
                rows = np.zeros(n, dtype=bool) if code is None else (self._codes[f][:n] == code)
                if f == "client_id" and query_filter.group_chats:
                    rows = rows | self._in_group_chats(query_filter.group_chats, n)
                keep &= rows
        if query_filter.other_than:
            left = [self._vocab["client_id"][c] for c in query_filter.other_than if c in self._vocab["client_id"]]
            keep &= ~np.isin(self._codes["client_id"][:n], left)
        if query_filter.source_types:
            codes = [self._vocab["source_type"][t] for t in query_filter.source_types if t in self._vocab["source_type"]]
            keep &= np.isin(self._codes["source_type"][:n], codes)
        return keep

    def _in_group_chats(self, chat_ids: Sequence[str], n: int) -> np.ndarray:
        """Rows of these chats that belong to no client (`QueryFilter.group_chats`)."""
        no_client = self._vocab["client_id"].get(None)
        chats = [self._vocab["chat_id"][c] for c in chat_ids if c in self._vocab["chat_id"]]
        if no_client is None or not chats:
            return np.zeros(n, dtype=bool)
        return np.isin(self._codes["chat_id"][:n], chats) & (self._codes["client_id"][:n] == no_client)


class LocalVectorStore:
    """A `VectorStore` in one SQLite file."""

    supports_keyword_search = True  # FTS5
    counts_term_stats = True  # in memory, kept current by this process's writes (`term_stats`)
    dimension: int | None = None  # any width; a trainer's first record sets theirs

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        # Deleted rows are overwritten with zeros, not just unlinked: a deleted
        # client's words must not stay readable in the file (docs/SECURITY.md).
        self._conn.execute("PRAGMA secure_delete=ON")
        self._conn.executescript(_SCHEMA)
        self._migrate()
        self._tenants: dict[str, _Tenant] = {}

    def _migrate(self) -> None:
        """Bring an older file's keyword index to the current schema (rebuilt once).

        2: a keyword row shares its vector row's rowid (deletes by key, not by
        scanning the FTS table) and indexes the sender name.
        3: an indexed `tenant` token, so a keyword query walks only its
        trainer's postings (a 2k-message trainer among 200k rows: p50 26 -> 2 ms).
        """
        with self._lock, self._conn:
            (version,) = self._conn.execute("PRAGMA user_version").fetchone()
            if version >= _SCHEMA_VERSION:
                return
            self._conn.execute("DROP TABLE IF EXISTS keywords")
            self._conn.executescript(_SCHEMA)
            self._conn.executemany(
                "INSERT INTO keywords (rowid, text, tenant, trainer_id, id) VALUES (?, ?, ?, ?, ?)",
                (
                    (rowid, record_keyword_text(json.loads(meta)), _tenant_token(trainer_id), trainer_id, id_)
                    for rowid, trainer_id, id_, meta in self._conn.execute(
                        "SELECT rowid, trainer_id, id, metadata FROM vectors"
                    ).fetchall()
                ),
            )
            self._conn.execute(f"PRAGMA user_version = {_SCHEMA_VERSION}")

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    # -- writes ---------------------------------------------------------------

    def upsert(self, trainer_id: str, records: Sequence[VectorRecord]) -> None:
        if not records:
            return
        rows = []
        metas: list[dict[str, Any]] = []
        widths: set[int] = set()
        for r in records:
            meta = clean_metadata({**r.metadata, "trainerId": trainer_id})
            vec = np.asarray(r.values, dtype=np.float32).ravel()
            widths.add(vec.size)
            metas.append(meta)
            rows.append((trainer_id, r.id, vec.tobytes(), json.dumps(meta), record_keyword_text(meta)))
        if len(widths) > 1:
            raise VectorWidthMismatch(f"an upsert of vectors of {len(widths)} widths: one trainer's vectors share one")
        keys = [(r[0], r[1]) for r in rows]
        with self._lock, self._conn:
            # One width per trainer: rows of two widths in one trainer would be read back as one
            # matrix of the wrong shape (garbage vectors, not an error). Refused before writing.
            self._check_width(trainer_id, widths.pop())
            # The keyword row of a record has the record's rowid: remove the old
            # one by key before REPLACE gives the record a new rowid.
            self._conn.executemany(_DELETE_KEYWORDS_BY_KEY, keys)
            self._conn.executemany(
                "INSERT OR REPLACE INTO vectors (trainer_id, id, vector, metadata) VALUES (?, ?, ?, ?)",
                [row[:4] for row in rows],
            )
            self._conn.executemany(
                "INSERT INTO keywords (rowid, text, tenant, trainer_id, id) "
                "SELECT rowid, ?, ?, trainer_id, id FROM vectors WHERE trainer_id = ? AND id = ?",
                [(r[4], _tenant_token(r[0]), r[0], r[1]) for r in rows],
            )
            previous = self._bump(trainer_id)
            cached = self._tenants.get(trainer_id)
            # Apply our own write in place when nobody else wrote since we loaded;
            # otherwise the next read reloads from SQLite.
            if cached is not None and cached.version == previous:
                try:
                    vectors = np.stack([np.asarray(r.values, dtype=np.float32) for r in records])
                    cached.put([r.id for r in records], vectors, metas)
                    cached.version = previous + 1
                except ValueError:
                    self._tenants.pop(trainer_id, None)
            else:
                self._tenants.pop(trainer_id, None)

    def delete(self, trainer_id: str, ids: Sequence[str]) -> None:
        if not ids:
            return
        pairs = [(trainer_id, i) for i in ids]
        with self._lock, self._conn:
            self._conn.executemany(_DELETE_KEYWORDS_BY_KEY, pairs)
            self._conn.executemany("DELETE FROM vectors WHERE trainer_id = ? AND id = ?", pairs)
            self._bump(trainer_id)
            # Deletions are rare (edits to empty, account deletion): reload lazily.
            self._tenants.pop(trainer_id, None)

    def delete_where(self, trainer_id: str, query_filter: QueryFilter) -> int:
        """Delete the trainer's records whose stored metadata satisfies `query_filter.matches` (the
        reference semantics itself), read from SQLite: no matrix, so any width. Returns how many."""
        if query_filter == _NO_FILTER:
            raise ValueError("delete_where needs a filter that selects something; delete_all deletes everything")
        with self._lock:
            ids = [
                id_
                for id_, meta in self._conn.execute("SELECT id, metadata FROM vectors WHERE trainer_id = ?", (trainer_id,))
                if query_filter.matches(json.loads(meta))
            ]
            self.delete(trainer_id, ids)
        return len(ids)

    def delete_all(self, trainer_id: str) -> None:
        with self._lock, self._conn:
            self._conn.execute(
                "DELETE FROM keywords WHERE rowid IN (SELECT rowid FROM vectors WHERE trainer_id = ?)", (trainer_id,)
            )
            self._conn.execute("DELETE FROM vectors WHERE trainer_id = ?", (trainer_id,))
            self._bump(trainer_id)
            self._tenants.pop(trainer_id, None)

    def _check_width(self, trainer_id: str, width: int) -> None:
        """Refuse vectors of another width than the trainer's stored ones (none stored: any width)."""
        row = self._conn.execute(
            "SELECT length(vector) FROM vectors WHERE trainer_id = ? LIMIT 1", (trainer_id,)
        ).fetchone()
        if row is not None and row[0] != 4 * width:
            raise VectorWidthMismatch(_width_message(row[0] // 4, width))

    def _bump(self, trainer_id: str) -> int:
        """Advance the tenant's version inside the current write transaction; returns the old one."""
        row = self._conn.execute("SELECT version FROM tenants WHERE trainer_id = ?", (trainer_id,)).fetchone()
        self._conn.execute(
            "INSERT INTO tenants (trainer_id, version) VALUES (?, 1) "
            "ON CONFLICT(trainer_id) DO UPDATE SET version = version + 1",
            (trainer_id,),
        )
        return int(row[0]) if row else 0

    # -- reads ----------------------------------------------------------------

    def query(
        self,
        trainer_id: str,
        vector: np.ndarray,
        top_k: int,
        query_filter: QueryFilter | None = None,
        keep_values: bool = False,  # fetch reads memory here: nothing to bring along
    ) -> list[Match]:
        tenant = self._tenant(trainer_id)
        if not tenant.ids or top_k <= 0:
            return []
        scores = tenant.matrix @ _of_width(vector, tenant)
        keep = tenant.mask(query_filter)
        if keep is not None:
            scores = np.where(keep, scores, -np.inf)
        k = min(top_k, len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [
            Match(tenant.ids[i], float(scores[i]), dict(tenant.metadata[i]))
            for i in top
            if np.isfinite(scores[i])
        ]

    def keyword_query(
        self,
        trainer_id: str,
        text: str,
        top_k: int,
        query_filter: QueryFilter | None = None,
    ) -> list[Match]:
        """BM25 keyword search (FTS5) within one trainer; `score` is -bm25 (higher is better).

        Best effort: BM25 scores every row matching any term, so a very common
        term in a very large history costs hundreds of ms. A query over
        `KEYWORD_STEP_BUDGET` SQLite steps is abandoned and returns no matches
        (hybrid retrieval then answers from the dense list alone).
        """
        terms = _fts_terms(text)
        if not terms or top_k <= 0:
            return []
        tenant = self._tenant(trainer_id)
        positions = tenant.row
        keep = tenant.mask(query_filter)
        steps = [0]

        def over_budget() -> int:
            steps[0] += 1
            return int(steps[0] * _STEP_CHECK_EVERY > KEYWORD_STEP_BUDGET)

        # The filter is applied to the ranked rows, so a filtered query reads more
        # rows than it returns; when the filter leaves fewer than `top_k` of a full
        # page, the next attempt reads a larger one ("is the word anywhere in this
        # client's records?" asks for one match among many of other clients').
        limit = top_k * 4 if keep is not None else top_k
        while True:
            with self._lock:
                self._conn.set_progress_handler(over_budget, _STEP_CHECK_EVERY)
                try:
                    rows = self._conn.execute(
                        # Only the text column is scored (weights per column, in order).
                        "SELECT id, bm25(keywords, 1.0, 0.0, 0.0, 0.0) FROM keywords "
                        "WHERE keywords MATCH ? AND trainer_id = ? "
                        "ORDER BY bm25(keywords, 1.0, 0.0, 0.0, 0.0) LIMIT ?",
                        (f'tenant : "{_tenant_token(trainer_id)}" AND text : ({" OR ".join(terms)})', trainer_id, limit),
                    ).fetchall()
                except sqlite3.OperationalError:
                    if steps[0] * _STEP_CHECK_EVERY <= KEYWORD_STEP_BUDGET:
                        raise
                    log.info("keyword_query_over_budget", extra={"json_fields": {"steps": steps[0] * _STEP_CHECK_EVERY}})
                    return []
                finally:
                    self._conn.set_progress_handler(None, 0)
            out: list[Match] = []
            for id_, rank in rows:
                i = positions.get(id_)
                if i is None or (keep is not None and not keep[i]):
                    continue
                out.append(Match(id_, -float(rank), dict(tenant.metadata[i])))
                if len(out) == top_k:
                    return out
            if len(rows) < limit:
                return out
            limit *= 8

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
        """Each seed's nearest turns in its chat (see the VectorStore protocol), from the in-memory
        chat order: the seeds are located by their stored rows, so their metadata is not needed.
        Nothing is ever prefetched (`prefetch_neighbours`), so `prefetched` is always None here."""
        tenant = self._tenant(trainer_id)
        ids = [s.id for s in seeds]
        if not ids or span <= 0 or not tenant.ids:
            return {}
        with self._lock:
            order, place = tenant.chat_order()
            chats, ts = tenant._codes["chat_id"], tenant.ts
            keep = tenant.mask(query_filter)
            q = _of_width(vector, tenant)
            out: dict[str, list[Match]] = {}
            for id_ in dict.fromkeys(ids):
                row = tenant.row.get(id_)
                if row is None or place[row] < 0:
                    continue
                found: list[int] = []
                for step in (-1, 1):
                    taken, p = 0, int(place[row]) + step
                    while taken < span and 0 <= p < len(order):
                        other = int(order[p])
                        if chats[other] != chats[row] or abs(ts[other] - ts[row]) > max_gap_s:
                            break
                        if keep is None or keep[other]:
                            found.append(other)
                            taken += 1
                        p += step
                found.sort(key=lambda r: int(place[r]))
                out[id_] = [
                    Match(tenant.ids[r], float(tenant.matrix[r] @ q), dict(tenant.metadata[r])) for r in found
                ]
        return out

    def prefetch_neighbours(
        self,
        trainer_id: str,
        likely: Sequence[Match],
        vector: np.ndarray,
        max_gap_s: float,
        query_filter: QueryFilter | None = None,
    ) -> NeighbourPrefetch | None:
        """None: `neighbours` reads the chats in memory, there is no request to start early."""
        return None

    def term_stats(self, trainer_id: str) -> TermStats | None:
        """Document frequencies of this trainer's messages (`counts_in_stats`: what Pinecone's statistics
        count), None if there are none.

        Counted in memory on first use and kept current by this process's
        writes, like the vectors; FTS5 weighs its own keyword queries, so these
        only weigh the coverage of a question's words (shared/domain/retrieval.py).
        """
        tenant = self._tenant(trainer_id)
        with self._lock:
            return tenant.term_stats()

    def fetch(self, trainer_id: str, ids: Sequence[str]) -> dict[str, VectorRecord]:
        if not ids:
            return {}
        held = self._current(trainer_id)
        if held is not None:
            # A search loaded this trainer's rows and they are current: read them there, not
            # from SQLite (the ranking step fetches the keyword-only candidates' vectors).
            return {
                id_: VectorRecord(id_, held.matrix[i].copy(), dict(held.metadata[i]))
                for id_ in dict.fromkeys(ids)
                if (i := held.row.get(id_)) is not None
            }
        out: dict[str, VectorRecord] = {}
        with self._lock:
            for start in range(0, len(ids), 500):
                chunk = list(ids[start : start + 500])
                marks = ",".join("?" * len(chunk))
                for id_, blob, meta in self._conn.execute(
                    f"SELECT id, vector, metadata FROM vectors WHERE trainer_id = ? AND id IN ({marks})",
                    (trainer_id, *chunk),
                ):
                    out[id_] = VectorRecord(id_, np.frombuffer(blob, dtype=np.float32), json.loads(meta))
        return out

    def holds_any(self, trainer_id: str, query_filter: QueryFilter | None = None) -> bool:
        """The rows `query` would score under this filter (the tenant's own mask, `QueryFilter.matches`'s
        semantics), asked only whether there is one: no vector, no ranking, no SQLite read once the
        trainer's rows are in memory (a search reads them next)."""
        tenant = self._tenant(trainer_id)
        keep = tenant.mask(query_filter)
        return bool(tenant.ids) if keep is None else bool(keep.any())

    def count(self, trainer_id: str) -> int:
        with self._lock:
            (n,) = self._conn.execute(
                "SELECT COUNT(*) FROM vectors WHERE trainer_id = ?", (trainer_id,)
            ).fetchone()
        return int(n)

    def trainer_ids(self) -> list[str]:
        with self._lock:
            return [r[0] for r in self._conn.execute("SELECT DISTINCT trainer_id FROM vectors")]

    def list_entries(self, trainer_id: str) -> dict[str, IndexedEntry]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, json_extract(metadata, '$.contentHash'), json_extract(metadata, '$.embeddingModel'), "
                "json_extract(metadata, '$.sourceType'), json_extract(metadata, '$.clientId'), "
                "json_extract(metadata, '$.sourceId'), json_extract(metadata, '$.chatId') "
                "FROM vectors WHERE trainer_id = ?",
                (trainer_id,),
            ).fetchall()
        return {r[0]: IndexedEntry(*r) for r in rows}

    def purge(self) -> None:
        """Rewrite the keyword index without deleted rows and empty the WAL.

        secure_delete zeroes deleted rows, but FTS5 records a delete as a
        marker in a new segment and keeps the old postings (the words) until
        segments merge: `optimize` merges them all now. Then a TRUNCATE
        checkpoint moves every page into the main file and cuts the WAL to
        zero bytes, so no earlier page image survives there either. Costs a
        rewrite of the keyword index: run after deletions, not after each write.
        """
        with self._lock:
            with self._conn:
                self._conn.execute("INSERT INTO keywords(keywords) VALUES ('optimize')")
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def _version(self, trainer_id: str) -> int:
        row = self._conn.execute("SELECT version FROM tenants WHERE trainer_id = ?", (trainer_id,)).fetchone()
        return row[0] if row else 0

    def _current(self, trainer_id: str) -> _Tenant | None:
        """The trainer's rows in memory if this process holds them and nobody wrote since (no load)."""
        with self._lock:
            cached = self._tenants.get(trainer_id)
            return cached if cached is not None and cached.version == self._version(trainer_id) else None

    def _tenant(self, trainer_id: str) -> _Tenant:
        with self._lock:
            version = self._version(trainer_id)
            cached = self._tenants.get(trainer_id)
            if cached is not None and cached.version == version:
                return cached
            ids: list[str] = []
            vectors: list[bytes] = []
            metadata: list[dict[str, Any]] = []
            for id_, blob, meta in self._conn.execute(
                "SELECT id, vector, metadata FROM vectors WHERE trainer_id = ? ORDER BY id", (trainer_id,)
            ):
                ids.append(id_)
                vectors.append(blob)
                metadata.append(json.loads(meta))
            tenant = _Tenant(version)
            if len({len(blob) for blob in vectors}) > 1:
                # A file written before upserts checked widths: refuse, never read it as one matrix.
                raise VectorWidthMismatch(
                    "this trainer's stored vectors have several widths (written before widths were checked): "
                    "re-index into a new store (docs/DEPLOY.md)"
                )
            if ids:
                matrix = np.frombuffer(b"".join(vectors), dtype=np.float32).reshape(len(ids), -1)
                tenant.put(ids, matrix, metadata)
            self._tenants[trainer_id] = tenant
            return tenant


def counts_in_stats(metadata: dict[str, Any]) -> bool:
    """Whether a record counts in the trainer's word statistics: messages only, as Pinecone's
    (shared/usecases/keyword_stats.py `recent_message_texts`), so that both stores weigh a
    question's words alike. Weekly notes and health summaries repeat the week's words and their
    own template hundreds of times; a record without a sourceType is a message."""
    return metadata.get("sourceType", "message") == "message"


def _of_width(vector: Any, tenant: _Tenant) -> np.ndarray:
    """The query vector as float32, refused (VectorWidthMismatch) unless as wide as the trainer's vectors."""
    values = np.asarray(vector, dtype=np.float32)
    width = tenant.matrix.shape[1]
    if values.shape != (width,):
        raise VectorWidthMismatch(_width_message(width, int(values.size)))
    return values


def _width_message(stored: int, given: int) -> str:
    # Widths only: shown to the caller (FAILED_PRECONDITION), so no ids or content.
    return (
        f"the search index holds vectors of width {stored}, this embedder makes {given}: "
        "re-index with this embedder before using it (docs/DEPLOY.md, \"Changing the embedder\")"
    )


def _tenant_token(trainer_id: str) -> str:
    """One alphanumeric token per trainer (ids may hold any characters)."""
    return "t" + hashlib.sha256(trainer_id.encode()).hexdigest()[:24]


_WORD = re.compile(r"[\w']+", re.UNICODE)


def _fts_terms(text: str) -> list[str]:
    """Quote each word so user text can never be read as FTS5 query syntax."""
    words = [w.strip("'").lower() for w in _WORD.findall(text)]
    return [f'"{w}"' for w in words if w]
