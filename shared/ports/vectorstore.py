"""The `VectorStore` interface: per-trainer vectors with metadata, filtered top-k.

Every method takes the trainer id first. Implementations must scope every read
and write to that trainer (the local store by tenant key, Pinecone by namespace
*and* a trainerId filter), so no call can return another trainer's vectors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Sequence, runtime_checkable

import numpy as np

from shared.ports.keywords import TermStats

# Metadata text is bounded: Pinecone allows 40 KB per record and a citation
# snippet never needs more than this.
MAX_METADATA_TEXT_CHARS = 2000


@dataclass(frozen=True)
class VectorRecord:
    """One vector and the metadata a search result or citation needs.

    `metadata` holds only JSON scalars or lists of strings, never None
    (Pinecone rejects nulls). Keys used by the library: trainerId, sourceType,
    sourceId, chatId, clientId, senderId, senderName, ts (epoch seconds),
    text, contentHash, embeddingModel.
    """

    id: str
    values: np.ndarray
    metadata: dict[str, Any]


@dataclass(frozen=True)
class Match:
    id: str
    score: float  # raw cosine similarity in [-1, 1]
    metadata: dict[str, Any]


@dataclass(frozen=True)
class IndexedEntry:
    """What reconciliation needs to know about one stored vector, without its values or text."""

    id: str
    content_hash: str | None
    embedding_model: str | None
    source_type: str | None
    client_id: str | None = None
    source_id: str | None = None  # the Firestore document id (sourceId)
    chat_id: str | None = None  # messages: the chat the document lives in


@dataclass(frozen=True)
class QueryFilter:
    """Optional narrowing of a trainer's vectors. All set fields must match."""

    client_id: str | None = None
    chat_id: str | None = None
    since_ts: float | None = None  # inclusive, epoch seconds
    until_ts: float | None = None  # inclusive, epoch seconds
    source_types: tuple[str, ...] = field(default_factory=tuple)
    embedding_model: str | None = None
    # With `client_id`: the group chats that client is a member of. A record of one of them that
    # belongs to no client (the trainer's own messages there: "Final tally: Saoirse 142 km") is
    # the client's too: the client's own turns there already carry their clientId.
    group_chats: tuple[str, ...] = field(default_factory=tuple)
    # Clients whose own records are left out ("who else … apart from joy": intent.excepted). A record
    # of no client (the trainer's turn in a group chat) is kept.
    other_than: tuple[str, ...] = field(default_factory=tuple)

    def matches(self, metadata: dict[str, Any]) -> bool:
        """The reference semantics every backend's filter must agree with."""
        if self.client_id is not None and metadata.get("clientId") != self.client_id and not self.in_group_chat(metadata):
            return False
        if self.chat_id is not None and metadata.get("chatId") != self.chat_id:
            return False
        if self.other_than and metadata.get("clientId") in self.other_than:
            return False
        ts = metadata.get("ts")
        if self.since_ts is not None and (ts is None or ts < self.since_ts):
            return False
        if self.until_ts is not None and (ts is None or ts > self.until_ts):
            return False
        if self.source_types and metadata.get("sourceType") not in self.source_types:
            return False
        if self.embedding_model is not None and metadata.get("embeddingModel") != self.embedding_model:
            return False
        return True

    def in_group_chat(self, metadata: dict[str, Any]) -> bool:
        """A record of one of `group_chats` that belongs to no client (see `group_chats`)."""
        return bool(self.group_chats) and metadata.get("clientId") is None and metadata.get("chatId") in self.group_chats


class NeighbourPrefetch(Protocol):
    """A read `prefetch_neighbours` started; opaque to callers, who hand it back to `neighbours`."""


@runtime_checkable
class VectorStore(Protocol):
    """Persistent vectors, partitioned by trainer.

    Capabilities a backend may lack are declared, not probed: callers read
    `supports_keyword_search`, `counts_term_stats` and `dimension`, and every method exists on
    every store (a store without keyword search answers `keyword_query` with
    nothing and `term_stats` with None).

    Width: a vector of another width than the store holds (Pinecone: the index's
    dimension; the local store: the width of the trainer's stored vectors) is refused
    by `upsert`, `query` and `neighbours` with `shared.kernel.errors.VectorWidthMismatch`
    (FAILED_PRECONDITION: re-index, do not retry), before anything is written or
    compared. Methods that take no vector (`delete`, `delete_where`, `delete_all`,
    `fetch`, `list_entries`, `keyword_query`, `count`) work whatever the widths, so
    deletion and reconciliation never depend on the embedder.
    """

    # Does `keyword_query` rank by the words of a text (BM25 or alike)? Without
    # it retrieval is dense-only and uses the dense calibration.
    supports_keyword_search: bool
    # Does the store count its trainers' term statistics itself, as it writes (`term_stats`)? When
    # not (Pinecone keeps no corpus statistics), `term_stats` reads those the keyword statistics use
    # case builds from Firestore (shared/usecases/keyword_stats.py). Declared on the class, so that
    # it is read before a store is built (building Pinecone's opens its index over the network).
    counts_term_stats: ClassVar[bool]
    # The width every vector must have, or None when the store takes any
    # width (the local store: each trainer's first record sets it).
    dimension: int | None

    def upsert(self, trainer_id: str, records: Sequence[VectorRecord]) -> None:
        """Insert or replace records by id (idempotent)."""
        ...

    def delete(self, trainer_id: str, ids: Sequence[str]) -> None:
        """Remove records by id; unknown ids are ignored."""
        ...

    def delete_all(self, trainer_id: str) -> None:
        """Remove every record of one trainer (account deletion)."""
        ...

    def delete_where(self, trainer_id: str, query_filter: QueryFilter) -> int | None:
        """Remove every record of this trainer that satisfies `query_filter` (`QueryFilter.matches`),
        whatever its width, model or source; none matching is fine.

        What client deletion sweeps with (every record still tagged with the client), with no
        query vector: it works after an embedder switch. Returns how many records it removed,
        or None when the store cannot tell (Pinecone's delete by filter answers no count).
        A filter that sets nothing is refused (ValueError): that is `delete_all`, said so.
        """
        ...

    def query(
        self,
        trainer_id: str,
        vector: np.ndarray,
        top_k: int,
        query_filter: QueryFilter | None = None,
        keep_values: bool = False,
    ) -> list[Match]:
        """The `top_k` most cosine-similar records of this trainer, best first.

        `keep_values`: the caller will `fetch` these matches next (a later update's own
        neighbours, shared/domain/threads.py). A store that pays a round trip per request
        brings their vectors with the matches and answers that fetch from memory; the
        matches, and what the fetch returns, are the same either way.
        """
        ...

    def keyword_query(
        self,
        trainer_id: str,
        text: str,
        top_k: int,
        query_filter: QueryFilter | None = None,
    ) -> list[Match]:
        """The `top_k` records of this trainer that best match the content words of `text`, best first.

        Each record is matched on `record_keyword_text` (sender name and text);
        `score` is the backend's keyword score (higher is better, not a cosine).
        A text without content words matches nothing. [] when the store does
        not support keyword search.
        """
        ...

    def neighbours(
        self,
        trainer_id: str,
        seeds: Sequence[Match],
        vector: np.ndarray,
        span: int,
        max_gap_s: float,
        query_filter: QueryFilter | None = None,
        prefetched: "NeighbourPrefetch | None" = None,
    ) -> dict[str, list[Match]]:
        """The turns next to each seed in its chat: seed id → up to `span` records before it and `span`
        after it, in chat order (by `ts`, then id), the seed left out.

        A seed is located by its metadata (`chatId`, `ts`; as this store returned it); one
        without them has no entry. Only records of the same chat within `max_gap_s` of the
        seed that satisfy `query_filter` count; `score` is each record's cosine with `vector`.
        One request for all seeds. A store may return fewer than `span` on a side when a
        window holds more records than it reads (Pinecone: NEIGHBOUR_WINDOW_RECORDS per seed).
        `prefetched`: what `prefetch_neighbours` started for seeds guessed earlier; the answer
        is the same with or without it, which only spares the request when it covers the seeds.
        """
        ...

    def prefetch_neighbours(
        self,
        trainer_id: str,
        likely: Sequence[Match],
        vector: np.ndarray,
        max_gap_s: float,
        query_filter: QueryFilter | None = None,
    ) -> "NeighbourPrefetch | None":
        """Start reading the turns around seeds that are only guessed (`likely`), before the real
        seeds are known, so that `neighbours` need not wait for a request of its own afterwards.

        A latency hint, never a result: `neighbours` answers from it only what it can prove
        complete, and asks for the rest as it would without it. None when the store has no use
        for it (the local store reads its chats in memory) or nothing can be located. Never
        raises; a failed read only means `neighbours` makes its own request.
        """
        ...

    def term_stats(self, trainer_id: str) -> TermStats | None:
        """Document frequencies of this trainer's words (tokenised as `sparse.tokens`), or None
        when the store keeps none for them (no keyword search, statistics not built or not
        readable in time). Never raises: search weighs words uniformly without them."""
        ...

    def fetch(self, trainer_id: str, ids: Sequence[str]) -> dict[str, VectorRecord]:
        """The records that exist among `ids`."""
        ...

    def count(self, trainer_id: str) -> int:
        """How many records this trainer has."""
        ...

    def holds_any(self, trainer_id: str, query_filter: QueryFilter | None = None) -> bool:
        """Does any record of this trainer satisfy `query_filter` (`QueryFilter.matches`; None: any record)?

        One request with no vector and no ranking: what "does this period hold any record of the client's?"
        asks (shared/usecases/period_lookup.py, for dates named with their year and a point of comparison),
        which a ranked search of one result answered before at the
        cost of a whole search (seven store requests and the query's embedding). Another trainer's
        records never count.
        """
        ...

    def list_entries(self, trainer_id: str) -> dict[str, IndexedEntry]:
        """Every record of this trainer: id → content hash, model and source type (no values, no text).

        What reconciliation compares with Firestore; it reads ids and a few
        metadata fields only, so it costs far less than a query per record.
        """
        ...

    def trainer_ids(self) -> list[str]:
        """Every trainer that has at least one record (finds the index of a trainer Firestore forgot)."""
        ...

    def purge(self) -> None:
        """Make earlier deletions physical: no deleted text may remain in the store's files.

        Called after client and account deletion. A hosted store whose deletes
        are final already implements it as a no-op.
        """
        ...

    def close(self) -> None:
        """Release what the store holds open (the local store's SQLite connection, Pinecone's
        clients and worker threads). Closing twice is harmless; the store is not used afterwards.
        What a process that made its own store calls when done with it (the benchmarks)."""
        ...


def record_keyword_text(metadata: dict[str, Any]) -> str:
    """What every store's keyword index holds for a record: the sender's name as
    well as the text, so "what did Sarah say about squats" matches Sarah's
    messages by name (FTS5 locally, sparse values on Pinecone, and the word
    statistics that weigh Pinecone's queries)."""
    sender = metadata.get("senderName")
    text = str(metadata.get("text", ""))
    return f"{sender}: {text}" if isinstance(sender, str) and sender.strip() else text


def clean_metadata(metadata: dict[str, Any]) -> dict[str, Any]:
    """Drop None values and bound the text, as every backend requires."""
    cleaned = {k: v for k, v in metadata.items() if v is not None}
    text = cleaned.get("text")
    if isinstance(text, str) and len(text) > MAX_METADATA_TEXT_CHARS:
        cleaned["text"] = text[:MAX_METADATA_TEXT_CHARS]
    return cleaned
