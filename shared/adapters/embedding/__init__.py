"""Embedders: a local all-MiniLM-L6-v2 (ONNX, no torch) and OpenAI's embeddings API."""

from shared.ports.embedder import Embedder, normalise

__all__ = ["Embedder", "normalise"]
