"""The fp32-compute ONNX embedder reproduces the reference all-MiniLM-L6-v2 (torch) vectors.

Reference vectors were computed once with sentence-transformers and the
safetensors weights (tools/make_minilm_reference.py) and committed, so this
test needs neither torch nor a network. The default int8-compute model has
its own, looser parity test (tests/test_minilm_int8.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

REFERENCE = Path(__file__).parent / "fixtures" / "minilm_reference.json"


@pytest.fixture(scope="module")
def fp32_embedder():
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    return MiniLMEmbedder(precision="fp32")


def compare_with_reference(embedder) -> tuple[list[str], np.ndarray, float]:
    """Texts, cosine of each to its torch vector, and the largest change of a pairwise similarity."""
    ref = json.loads(REFERENCE.read_text())
    expected = np.array(ref["vectors"], dtype=np.float32)
    got = embedder.embed(ref["texts"])
    return ref["texts"], (got * expected).sum(axis=1), float(np.abs(got @ got.T - expected @ expected.T).max())


def test_onnx_vectors_match_torch_reference(fp32_embedder):
    texts, cosines, _ = compare_with_reference(fp32_embedder)
    # int8 weights: the notes measured >= 0.996 against torch; anything lower
    # means tokenisation, pooling or truncation drifted.
    assert cosines.min() >= 0.99, list(zip(texts, cosines.round(4)))
    assert np.median(cosines) >= 0.995


def test_similarity_structure_is_preserved(fp32_embedder):
    assert compare_with_reference(fp32_embedder)[2] < 0.03


def test_vectors_are_unit_length_float32(fp32_embedder):
    v = fp32_embedder.embed(["my knee hurts", "x" * 10_000])
    assert v.dtype == np.float32 and v.shape == (2, 384)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-4)
