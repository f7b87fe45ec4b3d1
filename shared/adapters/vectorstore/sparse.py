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

import hashlib
import math
import re
import threading
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Mapping

import numpy as np

from shared.domain.vocabulary import STOPWORDS

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

# unicode61 splits on everything that is not a letter or a digit ("don't" →
# don, t; "Sarah's" → sarah, s: the stop-word list holds the lone s and t).
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


@dataclass(frozen=True)
class SparseVector:
    """Pinecone's `sparse_values`: unique indices, non-zero values, same length."""

    indices: list[int]
    values: list[float]

    def __bool__(self) -> bool:
        return bool(self.indices)

    def to_pinecone(self) -> dict[str, Any]:
        return {"indices": self.indices, "values": self.values}


# keywordStats documents: (uint32 token index, uint32 df) pairs, big-endian, sorted by index.
FORMAT = 1
_PAIR = np.dtype([("index", ">u4"), ("df", ">u4")])


@dataclass(frozen=True)
class TermStats:
    """Document frequencies of one trainer's records, by sparse token index.

    What a store's `term_stats` returns (shared/ports/vectorstore.py): Pinecone's
    come from `keywordStats/{trainerId}` (shared/adapters/keyword_stats.py), the local
    store counts its own records."""

    n_docs: int
    df: dict[int, int] = field(default_factory=dict)
    built_at: datetime | None = None

    def idf(self, index: int) -> float:
        """BM25's IDF, always > 0; a token not in `df` counts as seen once."""
        df = min(self.df.get(index, 1), self.n_docs)
        return math.log(1.0 + (self.n_docs - df + 0.5) / (df + 0.5))

    def query_weights(self, text: str) -> dict[str, float]:
        """IDF of each distinct content word of `text`, keyed by token (sparse.encode_query's `idf`)."""
        return {t: self.idf(token_index(t)) for t in dict.fromkeys(tokens(text))}

    def to_firestore(self) -> dict[str, Any]:
        pairs = np.array(sorted(self.df.items()), dtype=np.int64).reshape(-1, 2)
        packed = np.empty(len(pairs), dtype=_PAIR)
        packed["index"], packed["df"] = pairs[:, 0], pairs[:, 1]
        return {
            "format": FORMAT,
            "nDocs": self.n_docs,
            "termCount": len(pairs),
            "df": packed.tobytes(),
            "builtAt": self.built_at or datetime.now(timezone.utc),
        }

    @classmethod
    def from_firestore(cls, data: dict[str, Any]) -> "TermStats | None":
        """None for anything this code did not write (another format, no documents)."""
        if data.get("format") != FORMAT or not isinstance(data.get("nDocs"), int) or data["nDocs"] < 1:
            return None
        raw = bytes(data.get("df") or b"")
        if len(raw) % _PAIR.itemsize:
            return None
        packed = np.frombuffer(raw, dtype=_PAIR)
        df = dict(zip(packed["index"].tolist(), packed["df"].tolist()))
        return cls(n_docs=data["nDocs"], df=df, built_at=data.get("builtAt"))



def tokens(text: str) -> list[str]:
    """The stemmed content words of `text`, in order, repeats kept."""
    folded = _fold(text)
    return [_stem(w) for w in _TOKEN.findall(folded) if w not in STOPWORDS]


@lru_cache(maxsize=65536)
def token_index(token: str) -> int:
    """A token's sparse dimension: an unsigned 32-bit int, the same in every process."""
    return int.from_bytes(hashlib.blake2b(token.encode("utf-8"), digest_size=4).digest(), "big")


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


def _fold(text: str) -> str:
    """Lower case without diacritics (unicode61's default `remove_diacritics 1`)."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_local = threading.local()


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    # A snowball stemmer keeps the word being stemmed in its own state: one per thread.
    stemmer = getattr(_local, "stemmer", None)
    if stemmer is None:
        # The original Porter algorithm, as FTS5's porter tokenizer; imported on
        # first use so that importing the store stays cheap.
        import snowballstemmer

        stemmer = _local.stemmer = snowballstemmer.stemmer("porter")
    return str(stemmer.stemWord(word))
