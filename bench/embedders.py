"""Embedders the benchmarks can run offline besides the product's MiniLM (never used by the product).

- `WordLlamaEmbedder`: WordLlama's `l2_supercat` model (token embeddings taken from
  large language models and trained for sentence similarity, mean-pooled; 256
  dimensions), whose weights and tokenizer ship inside the `wordllama` wheel (MIT).
  A genuinely different embedder from all-MiniLM-L6-v2: unrelated texts score ~0
  rather than 0.1-0.3, paraphrases 0.6-0.9, related single words 0.25-0.6. The
  package's own loader looks for the tokenizer under another folder name and then
  tries a model hub, so the shipped files are read here directly.
- the tests' bag-of-words hash embedder (`tests/hash_embedder.py`): lexical only,
  no meaning between different words.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Sequence

import numpy as np


class WordLlamaEmbedder:
    model_id = "wordllama-l2-supercat-256"
    dimension = 256
    max_input_chars = 4000

    def __init__(self) -> None:
        import wordllama
        from safetensors import safe_open
        from tokenizers import Tokenizer
        from wordllama.inference import WordLlamaInference

        root = Path(wordllama.__file__).parent
        with safe_open(str(root / "weights" / "l2_supercat_256.safetensors"), framework="np", device="cpu") as f:
            weights = f.get_tensor("embedding.weight")
        tokenizer = Tokenizer.from_file(str(root / "tokenizers" / "l2_supercat_tokenizer_config.json"))
        self._model = WordLlamaInference(weights, tokenizer)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        raw = np.asarray(self._model.embed([t[: self.max_input_chars] for t in texts], norm=False), dtype=np.float32)
        raw = np.nan_to_num(raw)  # a text with no token (empty) pools to nothing
        norms = np.linalg.norm(raw, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return raw / norms


def by_name(name: str) -> Any:
    """An embedder by its short name: int8 / fp32 (MiniLM), wordllama, hash."""
    if name in ("int8", "fp32"):
        from shared.adapters.embedding.minilm import MiniLMEmbedder

        return MiniLMEmbedder(precision=name)  # type: ignore[arg-type]
    if name == "wordllama":
        return WordLlamaEmbedder()
    if name == "hash":
        from tests.hash_embedder import HashEmbedder

        return HashEmbedder()
    raise ValueError(f"unknown embedder {name!r} (int8, fp32, wordllama, hash)")


NAMES = ("int8", "fp32", "wordllama", "hash")


VETOES = ("fitted", "off", "unmapped")


@contextmanager
def veto(mode: str) -> Iterator[None]:
    """The answerability model as the product chooses it ("fitted"), never ("off"), or the
    reference model's on this embedder's raw cosines even without maps ("unmapped": what a
    fallback that borrowed the fit without a scale would do). Benchmarks only."""
    from shared.domain import answerability
    from shared.domain.calibration import IDENTITY_SCALE, REFERENCE_MODEL
    from shared.domain.fingerprint import decision_fingerprint
    from shared.usecases import search

    if mode not in VETOES:
        raise ValueError(f"veto must be one of {VETOES}")
    chosen = search.decision_model

    def decision_model(model_id: str) -> Any:
        if mode == "off":
            return None, IDENTITY_SCALE
        model, scale = chosen(model_id)
        if model is None and mode == "unmapped":
            return answerability.model_for(REFERENCE_MODEL, decision_fingerprint()), IDENTITY_SCALE
        return model, scale

    if mode != "fitted":
        search.decision_model = decision_model  # type: ignore[assignment]
    try:
        yield
    finally:
        search.decision_model = chosen  # type: ignore[assignment]
