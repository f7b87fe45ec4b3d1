"""The keyword contract the stores and the ranking share: how text becomes
tokens, a token's index, and a trainer's term statistics.

Every store's keyword index (FTS5 locally, sparse values on Pinecone) and the
ranking's word coverage must cut text into the same tokens, or a word found
by one would be missed by the other; and `VectorStore.term_stats` returns
`TermStats`. So this sits with the ports, below both the domain and the
adapters (tests/test_layers.py).

Tokens are made as FTS5's `porter unicode61` tokenizer makes them (runs of
letters and digits, lower-cased, diacritics removed, Porter-stemmed), minus
the stop words; a token's index is the first 4 bytes of its BLAKE2b digest,
stable across processes and versions (Python's `hash()` is salted per process).
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any

import numpy as np

# Function words carry no topic: removing them from the keyword query (and
# from the keyword index's tokens, shared/adapters/vectorstore/sparse.py) lets BM25
# rank on content ("when did Sarah hurt her knee" -> sarah hurt knee).
STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be been before being below
    between both but by can could did do does doing don down during each few for from further had
    has have having he her here hers herself him himself his how i if in into is it its itself just
    may me might more most must my myself no nor not now of off on once only or other our ours
    ourselves out over own same shall she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we were
    what when where which while who whom why will with would you your yours yourself yourselves
    s t""".split()
) | frozenset(
    # Question scaffolding: "What did Tom say about his shoulder?" is about the shoulder.
    """say says said saying tell tells told mention mentions mentioned talk talks talked talking
    ask asked write wrote""".split()
)

# unicode61 splits on everything that is not a letter or a digit ("don't" →
# don, t; "Sarah's" → sarah, s: the stop-word list holds the lone s and t).
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


# keywordStats documents: (uint32 token index, uint32 df) pairs, big-endian, sorted by index.
FORMAT = 1
_PAIR = np.dtype([("index", ">u4"), ("df", ">u4")])


@dataclass(frozen=True)
class TermStats:
    """Document frequencies of one trainer's records, by sparse token index.

    What a store's `term_stats` returns (shared/ports/vectorstore.py): Pinecone's
    come from `keywordStats/{trainerId}` (shared/adapters/keyword_stats.py), the local
    store counts its own messages (the same records: messages only)."""

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


def _fold(text: str) -> str:
    """Lower case without diacritics (unicode61's default `remove_diacritics 1`)."""
    lowered = text.lower()
    if lowered.isascii():  # most texts: nothing to decompose, no combining marks
        return lowered
    decomposed = unicodedata.normalize("NFKD", lowered)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_local = threading.local()


def porter_stemmer() -> Any:
    """A new stemmer for the original Porter algorithm, as FTS5's porter tokenizer.

    PyStemmer (Snowball's C code) where it imports: the pure-Python `snowballstemmer`
    spends about 30 µs a word (about a tenth of that in C), and the typing-slip reading stems
    ~400 strings for each unseen question word (shared/domain/typos.py). Both run the same Snowball algorithm and give the same stem for
    every word of every data set and of LoCoMo (bench/stemmer_check.py,
    tests/test_keywords_stemmer.py); `snowballstemmer` stays the fallback where the wheel
    cannot be installed. Imported on first use so that importing the store stays cheap."""
    try:
        import Stemmer  # PyStemmer
    except ImportError:
        from snowballstemmer.porter_stemmer import PorterStemmer

        return PorterStemmer()
    return Stemmer.Stemmer("porter")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    # Either stemmer keeps the word being stemmed in its own state: one per thread.
    stemmer = getattr(_local, "stemmer", None)
    if stemmer is None:
        stemmer = _local.stemmer = porter_stemmer()
    return str(stemmer.stemWord(word))
