"""OpenAI embeddings (production): text-embedding-3-small by default, via the `openai` SDK.

Batching: at most 2,048 inputs and 300,000 tokens per request (OpenAI's
limits). Tokens are bounded without a tokenizer: OpenAI's byte-level BPE never
produces more tokens than the text has UTF-8 bytes, so byte length is a safe
upper bound.

Truncation: each input is cut to `max_input_chars` (8,000) characters and then
to 8,191 UTF-8 bytes, which by the same bound keeps it under the model's 8,192
tokens without counting. For English (~4 characters per token) that keeps
about 2,000 tokens, far more than any chat message needs; the cut is silent.

Retries: the SDK's own retries are off (`max_retries=0`); tenacity retries
rate limits (429), connection errors, timeouts and 5xx with jittered backoff.
Other 4xx (bad request, authentication, ...) fail at once. Either way the
caller sees `shared.kernel.errors.EmbeddingError`.

Inside a request's deadline (shared/kernel/deadline.py: a search embedding its
query) the budget wins: each attempt's timeout is at most what is left, a
retry (one at most) starts only if its backoff and a minimal attempt still
fit, and with nothing left the call fails at once. Without a deadline
(indexing, backfills) `timeout_s` and `max_attempts` apply as configured.

The `openai` package (~1 s to import) is imported on first use only.
"""

from __future__ import annotations

import base64
import threading
import time
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np
from tenacity import RetryCallState, Retrying, retry_if_exception, stop_after_attempt
from tenacity.wait import wait_exponential_jitter

from shared.kernel.batching import bounded_batches
from shared.kernel.deadline import budget, time_left
from shared.kernel.deadline import current as current_deadline
from shared.ports.embedder import normalise
from shared.kernel.errors import EmbeddingError

if TYPE_CHECKING:
    from shared.kernel.config import Settings

NATIVE_DIMENSIONS = {"text-embedding-3-small": 1536, "text-embedding-3-large": 3072, "text-embedding-ada-002": 1536}
MAX_INPUTS_PER_REQUEST = 2048
MAX_TOKENS_PER_REQUEST = 300_000
MAX_INPUT_BYTES = 8191  # one under the models' 8,192-token input limit
# Under a request deadline: attempts at most (one retry), and the least time
# worth starting an attempt with (a round trip to OpenAI is ~100 ms).
DEADLINE_MAX_ATTEMPTS = 2
MIN_ATTEMPT_S = 0.05


class OpenAIEmbedder:
    """OpenAI's embeddings API behind the `Embedder` Protocol. Thread-safe; create once.

    Args:
        api_key: OpenAI API key.
        model: embedding model name.
        dimensions: shorter vectors (text-embedding-3-* only); None = the model's own.
        base_url: API base URL (a proxy or a local stand-in); None = OpenAI's.
        timeout_s: per-request timeout.
        max_attempts: attempts per request for transient errors (1 = no retry).
        backoff_s: first retry delay; later ones grow exponentially, with jitter.
    """

    max_input_chars = 8000

    def __init__(
        self,
        api_key: str,
        model: str = "text-embedding-3-small",
        dimensions: int | None = None,
        base_url: str | None = None,
        timeout_s: float = 20.0,
        max_attempts: int = 4,
        backoff_s: float = 0.5,
    ) -> None:
        if not api_key:
            raise EmbeddingError("OpenAI API key is missing")
        native = NATIVE_DIMENSIONS.get(model)
        if dimensions is None and native is None:
            raise ValueError(f"unknown embedding model {model!r}: pass `dimensions` explicitly")
        if dimensions is not None and model == "text-embedding-ada-002":
            raise ValueError("text-embedding-ada-002 does not support `dimensions`")
        self.model = model
        self.dimension = dimensions or native or 0
        # Vectors shortened with `dimensions` are a different space from the full ones.
        suffix = f"@{dimensions}" if dimensions is not None and dimensions != native else ""
        self.model_id = f"openai/{model}{suffix}"
        self._send_dimensions = dimensions is not None and model != "text-embedding-ada-002"
        self._api_key = api_key
        self._base_url = base_url
        self._timeout_s = timeout_s
        self._max_attempts = max(1, max_attempts)
        self._backoff_s = backoff_s
        self._client: Any = None
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: "Settings") -> "OpenAIEmbedder":
        if settings.openai_api_key is None:
            raise EmbeddingError("OPENAI_API_KEY is not set")
        return cls(
            api_key=settings.openai_api_key.get_secret_value(),
            model=settings.openai_embedding_model,
            base_url=settings.openai_base_url,
            timeout_s=settings.openai_timeout_s,
        )

    def __repr__(self) -> str:  # never show the key
        return f"OpenAIEmbedder(model_id={self.model_id!r}, dimension={self.dimension})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        clipped = [_clip(t, self.max_input_chars) for t in texts]
        out = np.empty((len(clipped), self.dimension), dtype=np.float32)
        start = 0
        sizes = [len(text.encode()) for text in clipped]  # bytes bound tokens from above
        for batch in bounded_batches(clipped, sizes, MAX_INPUTS_PER_REQUEST, MAX_TOKENS_PER_REQUEST):
            out[start : start + len(batch)] = self._embed_batch(batch)
            start += len(batch)
        return normalise(out)

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        client = self._get_client()
        extra = {"dimensions": self.dimension} if self._send_dimensions else {}
        bounded = current_deadline() is not None
        attempts = min(self._max_attempts, DEADLINE_MAX_ATTEMPTS) if bounded else self._max_attempts

        def out_of_time(state: RetryCallState) -> bool:  # checked after the backoff is drawn
            return not time_left(state.upcoming_sleep + MIN_ATTEMPT_S)

        def attempt() -> Any:
            timeout = budget(self._timeout_s)
            if timeout <= 0.0:
                raise EmbeddingTimeout("OpenAI embeddings: no time left in the request's budget")
            # base64 is what the SDK asks for by default; decoding it here skips
            # its float-list conversion (1,536 Python floats per text).
            return client.embeddings.create(
                model=self.model, input=texts, encoding_format="base64", timeout=timeout, **extra
            )

        retrying = Retrying(
            stop=stop_after_attempt(attempts) | out_of_time,
            wait=wait_exponential_jitter(initial=self._backoff_s, max=20.0, jitter=self._backoff_s),
            retry=retry_if_exception(_is_transient),
            sleep=_sleep_within_budget,
            reraise=True,
        )
        try:
            response = retrying(attempt)
        except EmbeddingError:
            raise
        except Exception as exc:
            translated = _translate(exc)
            if translated is None:
                raise  # a bug, not an API failure: surface it as is
            raise translated from exc
        rows = sorted(response.data, key=lambda d: d.index)
        if len(rows) != len(texts):
            raise EmbeddingError(f"OpenAI returned {len(rows)} embeddings for {len(texts)} inputs")
        matrix = np.stack([_decode(row.embedding) for row in rows])
        if matrix.shape[1] != self.dimension:
            raise EmbeddingError(f"OpenAI returned dimension {matrix.shape[1]}, expected {self.dimension}")
        return matrix

    def load(self) -> None:
        """Import the SDK and create the client now (cold start), rather than in the first request."""
        self._get_client()

    def _get_client(self) -> Any:
        with self._lock:
            if self._client is None:
                from shared.adapters.openai_client import make_client

                self._client = make_client(self._api_key, self._base_url, self._timeout_s)
            return self._client


class EmbeddingTimeout(EmbeddingError, TimeoutError):
    """The request's deadline left no time for (another) attempt."""


def _sleep_within_budget(seconds: float) -> None:
    time.sleep(min(seconds, budget(seconds)))


def _clip(text: str, max_chars: int) -> str:
    # OpenAI rejects "" outright; a single space embeds as "nothing said".
    text = text[:max_chars] or " "
    encoded = text.encode()
    if len(encoded) <= MAX_INPUT_BYTES:
        return text
    return encoded[:MAX_INPUT_BYTES].decode(errors="ignore")  # drop a split last character


def _decode(embedding: Any) -> np.ndarray:
    if isinstance(embedding, str):
        return np.frombuffer(base64.b64decode(embedding), dtype=np.float32)
    return np.asarray(embedding, dtype=np.float32)


def _is_transient(exc: BaseException) -> bool:
    import openai

    # APITimeoutError is a subclass of APIConnectionError; InternalServerError is every 5xx.
    return isinstance(exc, (openai.RateLimitError, openai.APIConnectionError, openai.InternalServerError))


def _translate(exc: Exception) -> EmbeddingError | None:
    """SDK errors → EmbeddingError; the message names the failure, never the input text."""
    import openai

    if isinstance(exc, openai.APIStatusError):
        return EmbeddingError(f"OpenAI embeddings failed with HTTP {exc.status_code}")
    if isinstance(exc, openai.APITimeoutError):
        return EmbeddingTimeout("OpenAI embeddings timed out")
    if isinstance(exc, openai.APIConnectionError):
        return EmbeddingError("OpenAI embeddings: connection failed")
    if isinstance(exc, openai.OpenAIError):
        return EmbeddingError(f"OpenAI embeddings failed: {type(exc).__name__}")
    return None
