"""The per-instance query-embedding cache (shared/domain/query_cache.py)."""

from __future__ import annotations

import hashlib
from typing import Sequence

import numpy as np
import pytest

from shared.adapters.embedding.openai_embedder import OpenAIEmbedder
from shared.domain.query_cache import QueryEmbeddingCache, normalise_query
from shared.kernel.errors import EmbeddingError
from shared.domain.retrieval import embed_query


class Recording:
    """A deterministic embedder that records what it was asked to embed."""

    def __init__(self, model_id: str = "m1", dimension: int = 8) -> None:
        self.model_id, self.dimension, self.max_input_chars = model_id, dimension, 1000
        self.texts: list[str] = []
        self.fail = False

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if self.fail:
            raise EmbeddingError("down")
        self.texts.extend(texts)
        # sha256, not hash(): str hashes change with every process (PYTHONHASHSEED), and so would the vectors.
        rows = [np.random.default_rng(int.from_bytes(hashlib.sha256(f"{self.model_id}\0{t}".encode()).digest()[:8], "little"))
                .standard_normal(self.dimension) for t in texts]
        m = np.array(rows, dtype=np.float32)
        return m / np.linalg.norm(m, axis=1, keepdims=True)


def test_a_repeated_query_is_embedded_once_and_gets_the_same_vector():
    cache, embedder = QueryEmbeddingCache(), Recording()
    first = cache.embed(embedder, "knee pain")
    again = cache.embed(embedder, "knee pain")
    assert embedder.texts == ["knee pain"]
    assert np.array_equal(first, again)
    assert (cache.hits, cache.misses) == (1, 1)


def test_whitespace_and_unicode_forms_share_a_key_and_the_normalised_text_is_embedded():
    cache, embedder = QueryEmbeddingCache(), Recording()
    cache.embed(embedder, "  caf\u0065\u0301   knee\n")
    cache.embed(embedder, "caf\u00e9 knee")
    assert embedder.texts == ["caf\u00e9 knee"]
    assert normalise_query("  a \t b ") == "a b"


def test_case_is_part_of_the_key():
    cache, embedder = QueryEmbeddingCache(), Recording()
    cache.embed(embedder, "Sarah knee")
    cache.embed(embedder, "sarah knee")
    assert embedder.texts == ["Sarah knee", "sarah knee"]


def test_two_models_never_share_a_vector():
    cache, a, b = QueryEmbeddingCache(), Recording("model-a"), Recording("model-b")
    va, vb = cache.embed(a, "knee"), cache.embed(b, "knee")
    assert a.texts == ["knee"] and b.texts == ["knee"]
    assert not np.array_equal(va, vb)


def test_the_cache_is_bounded_least_recently_used_out():
    cache, embedder = QueryEmbeddingCache(max_entries=2), Recording()
    cache.embed(embedder, "a")
    cache.embed(embedder, "b")
    cache.embed(embedder, "a")  # "a" is now the most recent
    cache.embed(embedder, "c")  # evicts "b"
    assert len(cache) == 2
    cache.embed(embedder, "a")
    cache.embed(embedder, "b")
    assert embedder.texts == ["a", "b", "c", "b"]


def test_failures_are_not_cached_and_vectors_are_read_only():
    cache, embedder = QueryEmbeddingCache(), Recording()
    embedder.fail = True
    with pytest.raises(EmbeddingError):
        cache.embed(embedder, "knee")
    embedder.fail = False
    vector = cache.embed(embedder, "knee")
    assert embedder.texts == ["knee"]
    with pytest.raises(ValueError):
        vector[0] = 1.0


def test_retrieval_embeds_a_repeated_query_once_over_http(openai_standin):
    embedder = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url)
    v1 = embed_query(embedder, "how is the knee")
    v2 = embed_query(embedder, "how is  the knee")
    assert openai_standin.request_count("/v1/embeddings") == 1
    assert np.array_equal(v1, v2)
    np.testing.assert_allclose(v1, openai_standin.fake_embedding("how is the knee"), atol=1e-6)
