"""Find a trainer's most relevant indexed texts for a query.

The single retrieval path shared by semanticSearch, chatWithAI and the
recall benchmark. Returns candidates ranked best first, each with its raw
cosine and its calibrated relevance (see shared/calibration.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from shared.calibration import calibration_for
from shared.embedding.base import Embedder
from shared.vectorstore.base import QueryFilter, VectorStore


@dataclass(frozen=True)
class Candidate:
    id: str
    cosine: float
    relevance: float
    metadata: dict[str, Any]


def embed_query(embedder: Embedder, query: str) -> np.ndarray:
    return embedder.embed([query])[0]


def retrieve(
    embedder: Embedder,
    store: VectorStore,
    trainer_id: str,
    query: str,
    top_k: int,
    query_filter: QueryFilter | None = None,
    query_vector: np.ndarray | None = None,
) -> list[Candidate]:
    """Rank this trainer's records for `query`, best first, at most `top_k`."""
    vector = query_vector if query_vector is not None else embed_query(embedder, query)
    scoped = QueryFilter(**{**(query_filter or QueryFilter()).__dict__, "embedding_model": embedder.model_id})
    calibration = calibration_for(embedder.model_id)
    matches = store.query(trainer_id, vector, top_k, scoped)
    return [Candidate(m.id, m.score, calibration.relevance(m.score), m.metadata) for m in matches]
