"""The recall benchmark's ablation stores: a vector store with one of its two ranked lists switched off.

`DenseOnly` answers every keyword query with nothing (what Pinecone offered before its keyword_query);
`KeywordOnly` answers every dense query with nothing. Everything else is the wrapped store's: the records it holds
(`holds_any`, `fetch`, `count`, …), its writes and its chats' neighbours. Each member of the store Protocol
(shared/ports/vectorstore.py) is written out here, so an ablation is a whole VectorStore (the contract's
`undeclared_methods` holds it to the Protocol) and a member the Protocol gains is added here on purpose, not
reached through a fallback to the store. Used by bench/recall.py (`--ablations`), bench/calibrate.py (the
dense view) and bench/recall_pinecone.py.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar, Sequence

import numpy as np

from shared.ports.keywords import TermStats
from shared.ports.vectorstore import IndexedEntry, Match, NeighbourPrefetch, QueryFilter, VectorRecord, VectorStore


class _Ablation:
    """The wrapped store's every capability, delegated member by member; a subclass switches one list off."""

    # Whether the store counts its own term statistics (VectorStore.counts_term_stats), read from the class
    # (Backends.store_class): the wrapped store's class's, set on the class `__new__` builds for it.
    counts_term_stats: ClassVar[bool]

    def __new__(cls, inner: VectorStore) -> Any:
        return super().__new__(_over(cls, type(inner)))

    def __init__(self, inner: VectorStore) -> None:
        self._inner = inner

    @property
    def supports_keyword_search(self) -> bool:
        return self._inner.supports_keyword_search

    @property
    def dimension(self) -> int | None:
        return self._inner.dimension

    def upsert(self, trainer_id: str, records: Sequence[VectorRecord]) -> None:
        self._inner.upsert(trainer_id, records)

    def delete(self, trainer_id: str, ids: Sequence[str]) -> None:
        self._inner.delete(trainer_id, ids)

    def delete_all(self, trainer_id: str) -> None:
        self._inner.delete_all(trainer_id)

    def delete_where(self, trainer_id: str, query_filter: QueryFilter) -> int | None:
        return self._inner.delete_where(trainer_id, query_filter)

    def query(self, trainer_id: str, vector: np.ndarray, top_k: int, query_filter: QueryFilter | None = None,
              keep_values: bool = False) -> list[Match]:
        return self._inner.query(trainer_id, vector, top_k, query_filter, keep_values)

    def keyword_query(self, trainer_id: str, text: str, top_k: int,
                      query_filter: QueryFilter | None = None) -> list[Match]:
        return self._inner.keyword_query(trainer_id, text, top_k, query_filter)

    def neighbours(self, trainer_id: str, seeds: Sequence[Match], vector: np.ndarray, span: int, max_gap_s: float,
                   query_filter: QueryFilter | None = None,
                   prefetched: NeighbourPrefetch | None = None) -> dict[str, list[Match]]:
        return self._inner.neighbours(trainer_id, seeds, vector, span, max_gap_s, query_filter, prefetched)

    def prefetch_neighbours(self, trainer_id: str, likely: Sequence[Match], vector: np.ndarray, max_gap_s: float,
                            query_filter: QueryFilter | None = None) -> NeighbourPrefetch | None:
        return self._inner.prefetch_neighbours(trainer_id, likely, vector, max_gap_s, query_filter)

    def term_stats(self, trainer_id: str) -> TermStats | None:
        return self._inner.term_stats(trainer_id)

    def fetch(self, trainer_id: str, ids: Sequence[str]) -> dict[str, VectorRecord]:
        return self._inner.fetch(trainer_id, ids)

    def count(self, trainer_id: str) -> int:
        return self._inner.count(trainer_id)

    def holds_any(self, trainer_id: str, query_filter: QueryFilter | None = None) -> bool:
        """The store's own answer: what is switched off is a ranked list, not the records the store holds (the
        period look-up, shared/usecases/period_lookup.py, asks it of any store)."""
        return self._inner.holds_any(trainer_id, query_filter)

    def list_entries(self, trainer_id: str) -> dict[str, IndexedEntry]:
        return self._inner.list_entries(trainer_id)

    def trainer_ids(self) -> list[str]:
        return self._inner.trainer_ids()

    def purge(self) -> None:
        self._inner.purge()

    def close(self) -> None:
        self._inner.close()


@lru_cache(maxsize=None)
def _over(ablation: type, store_class: type) -> type:
    """`ablation` over a store of `store_class`: a subclass declaring that class's `counts_term_stats` on itself
    (a store's class says it, read before a store is built; an ablation of the local store counts its statistics,
    one of Pinecone's reads those built apart), one per pair."""
    return type(ablation.__name__, (ablation,), {"counts_term_stats": store_class.counts_term_stats,
                                                 "__module__": ablation.__module__,
                                                 "__qualname__": ablation.__qualname__})


class DenseOnly(_Ablation):
    """The same store without keyword search (what Pinecone offered before its keyword_query)."""

    @property
    def supports_keyword_search(self) -> bool:
        return False

    def keyword_query(self, trainer_id: str, text: str, top_k: int,
                      query_filter: QueryFilter | None = None) -> list[Match]:
        return []

    def term_stats(self, trainer_id: str) -> TermStats | None:
        return None


class KeywordOnly(_Ablation):
    """The same store with an empty dense list (ablation only)."""

    def query(self, trainer_id: str, vector: np.ndarray, top_k: int, query_filter: QueryFilter | None = None,
              keep_values: bool = False) -> list[Match]:
        return []
