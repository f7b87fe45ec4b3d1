"""The `Embedder` interface: texts in, unit-length vectors out."""

from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

import numpy as np


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension.

    `model_id` names the vector space. It is stored with every vector so that
    vectors from two models are never compared (switching models = re-embed).
    """

    model_id: str
    dimension: int
    max_input_chars: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed a batch.

        Args:
            texts: non-empty strings; longer ones are truncated to the model's limit.

        Returns:
            An array of shape (len(texts), dimension), float32, each row unit length.

        Raises:
            shared.kernel.errors.EmbeddingError: the backend failed after its retries.
        """
        ...


def normalise(matrix: np.ndarray) -> np.ndarray:
    """Row-wise L2 normalisation, safe for all-zero rows."""
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (matrix / norms).astype(np.float32)
