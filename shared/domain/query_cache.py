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
"""

from __future__ import annotations

import threading
import unicodedata
from collections import OrderedDict
from functools import lru_cache

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

    def clear(self) -> None:
        with self._lock:
            self._vectors.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._vectors)


@lru_cache(maxsize=1)
def query_cache() -> QueryEmbeddingCache:
    """This process's cache (one per instance)."""
    return QueryEmbeddingCache()
