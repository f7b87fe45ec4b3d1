"""Per-trainer document frequencies in Firestore, so Pinecone keyword queries can weigh words by IDF.

Pinecone scores a sparse query by dot product with each record's BM25
term-frequency weights and keeps no corpus statistics; the IDF half of BM25
has to come from the query. On LoCoMo it is worth +0.06 recall@10
(docs/BENCHMARKS.md, "Hybrid retrieval on Pinecone"). The statistics live in
`keywordStats/{trainerId}`, rebuilt daily by `refreshKeywordStats` and at the
end of a backfill, never on each write: IDF is the log of a ratio of counts
and a day's messages barely move it, whereas per-write counters would cost a
Firestore write per message, edit and delete (how much a day-old estimate
loses is not measured; the benchmark uses current statistics).

The local store does not need any of this (FTS5 computes BM25 itself). This module
counts texts and stores and reads the counts (`keywordStats/{trainerId}`); which texts
are counted, for which trainers and when, is the use case's
(shared/usecases/keyword_stats.py), a no-op for a store that counts its own
(`VectorStore.counts_term_stats`: the local store).
"""

from __future__ import annotations

import heapq
from collections import Counter
from datetime import datetime, timezone
from typing import Any, Iterable

from shared.kernel.collection_names import KEYWORD_STATS as COLLECTION
from shared.ports.keywords import _PAIR, TermStats, token_index, tokens

# A word in a single sampled message is indistinguishable from one never seen:
# both get df = 1, so the map only needs words seen at least twice.
MIN_DF = 2
MAX_TERMS = 20_000
# One bytes field rather than a map: a map of 20,000 entries would be 20,000
# Firestore fields (the per-document limit is 20,000 fields and 40,000 index
# entries), whereas one bytes field is one field and one index entry.
MAX_DOC_BYTES = MAX_TERMS * _PAIR.itemsize + 1_000
assert MAX_DOC_BYTES < 1_048_576 // 4, "keywordStats must stay far below Firestore's 1 MiB document limit"


def build_stats(texts: Iterable[str], max_terms: int = MAX_TERMS, built_at: datetime | None = None) -> TermStats:
    """Document frequencies of `texts`, tokenised exactly as the sparse encoder tokenises records."""
    counts: Counter[int] = Counter()
    n = 0
    for text in texts:
        n += 1
        counts.update({token_index(t) for t in tokens(text)})
    frequent = [(i, d) for i, d in counts.items() if d >= MIN_DF]
    kept = heapq.nsmallest(max_terms, frequent, key=lambda pair: (-pair[1], pair[0]))
    return TermStats(n_docs=n, df=dict(kept), built_at=built_at or datetime.now(timezone.utc))


def save_stats(db: Any, trainer_id: str, stats: TermStats) -> None:
    doc = stats.to_firestore()
    assert len(doc["df"]) <= MAX_DOC_BYTES
    db.collection(COLLECTION).document(trainer_id).set({**doc, "trainerId": trainer_id})


def load_stats(db: Any, trainer_id: str) -> TermStats | None:
    """The trainer's statistics, or None if never built. Firestore errors propagate (callers fail soft)."""
    snap = db.collection(COLLECTION).document(trainer_id).get()
    if not snap.exists:
        return None
    data = snap.to_dict() or {}
    if data.get("trainerId") != trainer_id:
        return None
    return TermStats.from_firestore(data)
