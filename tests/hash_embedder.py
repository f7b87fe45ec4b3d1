"""A cheap deterministic embedder for bookkeeping tests (never for quality)."""

from __future__ import annotations

import hashlib
from typing import Sequence

import numpy as np


class HashEmbedder:
    """Deterministic bag-of-words vectors: equal texts → equal vectors, different → nearly orthogonal."""

    model_id = "test-hash-64"
    dimension = 64
    max_input_chars = 4000

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text[: self.max_input_chars].lower().split():
                seed = int.from_bytes(hashlib.sha256(word.encode()).digest()[:8], "little")
                out[i] += np.random.default_rng(seed).standard_normal(self.dimension).astype(np.float32)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms
