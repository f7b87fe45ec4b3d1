"""Keyword search for Pinecone: BM25 term weights as sparse vectors.

Pinecone scores a sparse query against a record's `sparse_values` by dot
product and keeps no corpus statistics, so BM25 is split in two halves:

- document side (upserted with the record): BM25's term-frequency saturation
  `tf·(k1+1) / (tf + k1·(1 − b + b·len/AVG_LEN))` of every content word of the
  record's keyword text ("Sender: text", the text the local FTS5 index holds);
- query side: each distinct content word weighted by its IDF in the
  trainer's own messages (`encode_query(idf=...)`, the statistics kept in
  Firestore by `shared.adapters.keyword_stats`, since Pinecone keeps none a query
  could use), so the dot product is BM25; or weight 1 per word when a
  trainer has no statistics: BM25 without IDF, about 0.06 recall@10 lower
  on LoCoMo (docs/BENCHMARKS.md, "Hybrid retrieval on Pinecone").

Tokens are made as FTS5's `porter unicode61` tokenizer makes them (runs of
letters and digits, lower-cased, diacritics removed, Porter-stemmed), minus
the stop words `shared.domain.retrieval` strips from keyword queries; a token's
index is the first 4 bytes of its BLAKE2b digest, stable across processes
and versions (Python's `hash()` is salted per process).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from shared.ports.keywords import FORMAT, _PAIR, TermStats, token_index, tokens  # noqa: F401  (re-exported)

K1 = 1.2
B = 0.75
# Content words (stop words out) per "Sender: text" message: 11.7 in the demo
# data set's 353 trainer-client messages (the product's domain), 15.0 in
# LoCoMo dev's 2,760 turns. Fixed, because a record's weights are written once:
# an average that followed each trainer's history would need every record
# re-upserted whenever it moved.
AVG_LEN = 12.0
# Pinecone accepts at most 1,000 non-zero values per sparse vector.
MAX_NONZEROS = 1000

@dataclass(frozen=True)
class SparseVector:
    """Pinecone's `sparse_values`: unique indices, non-zero values, same length."""

    indices: list[int]
    values: list[float]

    def __bool__(self) -> bool:
        return bool(self.indices)

    def to_pinecone(self) -> dict[str, Any]:
        return {"indices": self.indices, "values": self.values}



def encode_document(text: str) -> SparseVector:
    """BM25 term-frequency weights of `text`; the heaviest `MAX_NONZEROS` if there are more."""
    words = tokens(text)
    norm = K1 * (1.0 - B + B * len(words) / AVG_LEN)
    weights = {term: tf * (K1 + 1.0) / (tf + norm) for term, tf in Counter(words).items()}
    return _sparse(weights)


def encode_query(text: str, idf: Mapping[str, float] | None = None) -> SparseVector:
    """Weight 1 per distinct content word, or its `idf` (by stemmed token; unknown words 0)."""
    distinct = dict.fromkeys(tokens(text))
    if idf is None:
        return _sparse({t: 1.0 for t in distinct})
    return _sparse({t: idf[t] for t in distinct if idf.get(t, 0.0) > 0.0})


def _sparse(weights: dict[str, float]) -> SparseVector:
    by_index: dict[int, float] = {}
    for term, w in weights.items():
        i = token_index(term)
        # Two tokens hashing to one index (rare in 2^32) share it, as a sum:
        # Pinecone rejects repeated indices.
        by_index[i] = by_index.get(i, 0.0) + w
    kept = sorted(by_index.items(), key=lambda iw: (-iw[1], iw[0]))[:MAX_NONZEROS]
    kept.sort()
    return SparseVector([i for i, _ in kept], [float(w) for _, w in kept])
