"""Wrappers around the real embedder and store that count calls or inject one fault."""

from __future__ import annotations

import time
from typing import Any, Sequence

import numpy as np


class CountingEmbedder:
    """The real embedder, counting calls and texts (one call per batch is the point of batching)."""

    def __init__(self, inner: Any, model_id: str | None = None) -> None:
        self.inner, self.calls, self.texts = inner, 0, 0
        self.model_id = model_id or inner.model_id
        self.dimension, self.max_input_chars = inner.dimension, inner.max_input_chars

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls += 1
        self.texts += len(texts)
        return self.inner.embed(texts)


class StoreWrapper:
    """The real store; subclasses replace one method."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class StallingStore(StoreWrapper):
    """Queries take `seconds` longer than they should (longer than the search budget)."""

    def __init__(self, inner: Any, seconds: float) -> None:
        super().__init__(inner)
        self.seconds = seconds

    def query(self, *args: Any, **kwargs: Any) -> Any:
        time.sleep(self.seconds)
        return self.inner.query(*args, **kwargs)


class FailingDeleteStore(StoreWrapper):
    """Deletes fail (a store outage) — for every trainer, or only for `trainer`."""

    def __init__(self, inner: Any, trainer: str | None = None) -> None:
        super().__init__(inner)
        self.trainer = trainer

    def delete(self, trainer_id: str, ids: Sequence[str]) -> None:
        if self.trainer is None or trainer_id == self.trainer:
            raise ConnectionError("store down")
        self.inner.delete(trainer_id, ids)
