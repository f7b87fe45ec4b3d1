"""Answers from OpenAI chat completions (model configurable), whole or streamed.

The SDK's own retries are off (`max_retries=0`): tenacity retries exactly once,
and only on transient failures (connection errors, timeouts, 5xx). A 4xx —
including 429, where retrying at once only adds load — fails immediately.
Every failure surfaces as GenerationError; a stream that fails after its first
chunk is not retried (the caller already showed those chunks and must drop them).

Inside a deadline (shared/kernel/deadline.py: chatWithAI's `GENERATION_TIMEOUT_S`)
each request's timeout is at most what is left of it, and the retry happens
only if time is left for it.

`OpenAIJsonGenerator` (the `JsonGenerator` port, for the insight drafter) is
built the same way and shares the client, the per-request timeout and the one
transient retry; it differs in asking for a JSON schema and in returning the
reply as it came (the drafter validates it and asks again when malformed).
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence, TypeVar

from tenacity import RetryCallState, retry, retry_if_exception, stop_after_attempt, wait_fixed

from shared.kernel.config import Settings
from shared.kernel.deadline import budget, time_left
from shared.kernel.errors import FailedPrecondition
from shared.ports.generator import (
    ChatMessage,
    Generation,
    JsonSchema,
    Prompt,
    unavailable,
)

if TYPE_CHECKING:
    import openai

log = logging.getLogger(__name__)
T = TypeVar("T")

MAX_ANSWER_TOKENS = 600
RETRY_WAIT_S = 0.2
# The least time worth starting the retry with: a first token takes ~0.4 s.
MIN_RETRY_S = 0.5


def _transient(exc: BaseException) -> bool:
    import openai

    if isinstance(exc, (openai.APITimeoutError, openai.APIConnectionError)):
        return True
    return isinstance(exc, openai.APIStatusError) and exc.status_code >= 500


def _out_of_time(state: RetryCallState) -> bool:
    return not time_left(state.upcoming_sleep + MIN_RETRY_S)


_retry_once = retry(
    retry=retry_if_exception(_transient),
    stop=stop_after_attempt(2) | _out_of_time,
    wait=wait_fixed(RETRY_WAIT_S),
    reraise=True,
)


class OpenAIGenerator:
    def __init__(
        self, client: "openai.OpenAI", model: str, temperature: float = 0.1, timeout_s: float = 600.0
    ) -> None:
        self.client = client
        self.model_id = model
        self.temperature = temperature
        self.timeout_s = timeout_s  # per request; the SDK's default is 600 s

    @classmethod
    def from_settings(cls, settings: Settings) -> "OpenAIGenerator":
        return cls(_client(settings), settings.openai_chat_model, timeout_s=settings.openai_timeout_s)

    def _request(self, prompt: Prompt, **extra: Any) -> Any:
        return self.client.chat.completions.create(
            model=self.model_id,
            messages=[{"role": m.role, "content": m.content} for m in prompt.messages],
            temperature=self.temperature,
            max_completion_tokens=MAX_ANSWER_TOKENS,
            timeout=max(0.001, budget(self.timeout_s)),
            **extra,
        )

    def generate(self, prompt: Prompt) -> Generation:
        response, started = _attempt("openai_chat", self._request, prompt)
        text = (response.choices[0].message.content or "").strip() if response.choices else ""
        if not text:
            self._log("empty", started, None)
            raise unavailable()
        usage = getattr(response, "usage", None)
        self._log("ok", started, None)
        return Generation(text, tokens_used=int(getattr(usage, "total_tokens", 0) or 0), model=self.model_id)

    def stream(self, prompt: Prompt) -> Iterator[str | Generation]:
        chunks, started = _attempt("openai_chat", self._open_stream, prompt)
        parts: list[str] = []
        tokens = 0
        try:
            for chunk in chunks:
                if getattr(chunk, "usage", None) is not None:
                    tokens = int(chunk.usage.total_tokens or 0)
                for choice in chunk.choices or ():
                    piece = getattr(choice.delta, "content", None)
                    if piece:
                        parts.append(piece)
                        yield piece
        except Exception as exc:
            self._log("error_mid_stream", started, type(exc).__name__)
            raise unavailable() from exc
        text = "".join(parts).strip()
        if not text:
            self._log("empty", started, None)
            raise unavailable()
        self._log("ok", started, None)
        yield Generation(text, tokens_used=tokens, model=self.model_id)

    def _open_stream(self, prompt: Prompt) -> Iterator[Any]:
        # The HTTP status arrives with the response head, so 4xx/5xx raise here
        # (retryable) rather than while iterating.
        return iter(self._request(prompt, stream=True, stream_options={"include_usage": True}))

    def _log(self, outcome: str, started: float, error_class: str | None) -> None:
        _log("openai_chat", outcome, started, error_class)


class OpenAIJsonGenerator:
    """Chat completions held to a JSON schema (structured outputs): the `JsonGenerator` port."""

    provider = "openai"

    def __init__(self, client: "openai.OpenAI", model: str, timeout_s: float = 600.0) -> None:
        self.client = client
        self.model_id = model
        self.timeout_s = timeout_s  # per request, as OpenAIGenerator's

    @classmethod
    def from_settings(cls, settings: Settings) -> "OpenAIJsonGenerator":
        return cls(_client(settings), settings.openai_chat_model, timeout_s=settings.openai_timeout_s)

    def generate_json(self, messages: Sequence[ChatMessage], schema: JsonSchema, temperature: float) -> str:
        response, started = _attempt("openai_json", self._request, messages, schema, temperature)
        _log("openai_json", "ok", started, None)
        # An empty or refused reply is returned as "": malformed output is the caller's to judge.
        return (response.choices[0].message.content or "") if response.choices else ""

    def _request(self, messages: Sequence[ChatMessage], schema: JsonSchema, temperature: float) -> Any:
        return self.client.chat.completions.create(
            model=self.model_id,
            messages=[{"role": m.role, "content": m.content} for m in messages],
            response_format={
                "type": "json_schema",
                "json_schema": {"name": schema.name, "strict": True, "schema": dict(schema.schema)},
            },
            temperature=temperature,
            timeout=max(0.001, budget(self.timeout_s)),
        )


def _attempt(action: str, request: Callable[..., T], *args: Any) -> tuple[T, float]:
    """`request(*args)` with the one transient retry (`_retry_once`), and when it started. Any SDK or
    network failure is the same answer to the caller: logged under `action`, raised as UNAVAILABLE
    with the provider's error as its `__cause__` (the drafter records its class)."""
    started = time.perf_counter()
    try:
        return _retry_once(request)(*args), started
    except Exception as exc:
        _log(action, "error", started, type(exc).__name__)
        raise unavailable() from exc


def _client(settings: Settings) -> "openai.OpenAI":
    """The client both generators use: the SDK's own retries off (`_retry_once` retries), key required."""
    from shared.adapters.openai_client import client_from_settings

    if settings.openai_api_key is None:
        raise FailedPrecondition("GENERATOR=openai needs OPENAI_API_KEY")
    return client_from_settings(settings)


def _log(action: str, outcome: str, started: float, error_class: str | None) -> None:
    log.info(
        "generation",
        extra={
            "json_fields": {
                "action": action,
                "outcome": outcome,
                "errorClass": error_class,
                "latencyMs": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )
