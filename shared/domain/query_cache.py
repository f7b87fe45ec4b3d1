"""Query embeddings of this instance, kept for repeated queries.

A trainer repeats and refines searches ("knee", then "knee" with a client
filter, the chat's follow-up on the same topic); with a hosted embedder each
repeat would cost a network round trip (~100 ms for OpenAI) before the search
can start. The cache is keyed by the embedder's `model_id` and the normalised
query text, so two models never share a vector, and the text that is embedded
is the normalised one: a cached vector is exactly what embedding the key gives.

Bounded (least recently used out) and per process: no shared state between
instances, nothing to invalidate (a query's vector depends only on the model
and the text). The stored vectors are read-only: callers share them.

Beside the vectors it keeps hints: what a search of the same query needed last time
(`hint` / `remember`; retrieval keeps the seeds of its neighbouring-turn lift, so that a
repeated search can ask for their turns while its lists are still on the way). A hint
only decides which request starts early and is never read as a result, so a stale one
(the history changed since) costs a request, not a wrong answer. Bounded the same way,
and cleared with the vectors: a query this instance has not embedded has no hint either.
"""

from __future__ import annotations

import threading
import unicodedata
from collections import OrderedDict
from functools import lru_cache
from typing import Any, Hashable

import numpy as np

from shared.ports.embedder import Embedder

# 1,000 entries x 1,536 float32 = 6 MB for OpenAI's text-embedding-3-small.
MAX_ENTRIES = 1000


def normalise_query(text: str) -> str:
    """Unicode NFC and collapsed whitespace: the same words give the same key (case is kept)."""
    return " ".join(unicodedata.normalize("NFC", text).split())


class QueryEmbeddingCache:
    """An LRU of (model id, normalised query) → unit vector. Thread-safe."""

    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        self.max_entries = max_entries
        self._vectors: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._hints: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def embed(self, embedder: Embedder, query: str) -> np.ndarray:
        """The query's vector, from the cache or from `embedder` (errors propagate, nothing is cached)."""
        text = normalise_query(query) or query
        key = (embedder.model_id, text)
        with self._lock:
            cached = self._vectors.get(key)
            if cached is not None:
                self._vectors.move_to_end(key)
                self.hits += 1
                return cached
            self.misses += 1
        vector = np.array(embedder.embed([text])[0], dtype=np.float32)
        vector.flags.writeable = False
        with self._lock:
            self._vectors[key] = vector
            self._vectors.move_to_end(key)
            while len(self._vectors) > self.max_entries:
                self._vectors.popitem(last=False)
        return vector

    def hint(self, key: Hashable) -> Any:
        """What was `remember`ed under `key` on this instance (read-only), or None."""
        with self._lock:
            value = self._hints.get(key)
            if value is not None:
                self._hints.move_to_end(key)
            return value

    def remember(self, key: Hashable, value: Any) -> None:
        """Keep `value` (immutable: readers share it) as the hint for `key`, the oldest out past `max_entries`."""
        with self._lock:
            self._hints[key] = value
            self._hints.move_to_end(key)
            while len(self._hints) > self.max_entries:
                self._hints.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._vectors.clear()
            self._hints.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._vectors)


@lru_cache(maxsize=1)
def query_cache() -> QueryEmbeddingCache:
    """This process's cache (one per instance)."""
    return QueryEmbeddingCache()
