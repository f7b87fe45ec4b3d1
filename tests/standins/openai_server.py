"""A local stand-in for the OpenAI API, driven by the real `openai` SDK.

    with OpenAIStandin() as oa:
        client = openai.OpenAI(api_key="test", base_url=oa.base_url, max_retries=0)

`POST /v1/embeddings`: deterministic fake vectors for text-embedding-3-small
(1536), -3-large (3072) and ada-002 (1536), honouring `dimensions` and
`encoding_format` ("float" or the SDK's default "base64"). Each vector is a
hash-seeded bag of words: every lowercased word maps to a fixed random
direction and a text is the normalised sum of its words. Texts that share
words are therefore similar and unrelated texts are near-orthogonal, which is
enough to test ranking plumbing. The vectors are NOT semantic: "knee pain" and
"my knee hurts" share one word; "sore" and "aching" share nothing.
It rejects what OpenAI rejects and client code must avoid: more than 2,048
inputs, an empty string, an input over 8,192 tokens or a request over 300,000
tokens. Tokens are counted as UTF-8 bytes here, an upper bound of the real
count (byte-level BPE never makes more tokens than bytes), so the stand-in is
stricter than OpenAI, never laxer.

`POST /v1/chat/completions`: answers with whatever the test configures, as a
plain completion or, with `"stream": true`, as SSE `chat.completion.chunk`
events ending in `data: [DONE]` (plus a usage chunk when
`stream_options.include_usage` is set). `response_format` (json_object or
json_schema) is accepted and recorded; the content is still whatever the
handler returns, so a test configures valid JSON for JSON mode:

    oa.set_chat_handler(lambda messages: '{"answer": "Ate eggs", "citations": ["m1"]}')
    oa.set_chat_reply("Plain canned text.")          # shorthand for a constant handler
    oa.chunk_delay_s = 0.05                          # pause between streamed chunks
    oa.chat_requests()                               # parsed request bodies, for assertions

The handler receives the request's `messages` list (dicts with role/content)
and returns the assistant's content string. The default echoes the last user
message as "Stand-in reply: …" ("{}" in JSON mode).

Faults (delays, 429/500/400 for the next N requests, request counts, reset):
see `tests/standins/_base.py`. An injected error has OpenAI's error body shape.
"""

from __future__ import annotations

import base64
import hashlib
import re
import threading
import time
from collections import Counter
from typing import Any, Callable, Iterator

import numpy as np

from tests.standins._base import Request, Response, StandinServer, http_error, sse

MODEL_DIMENSIONS = {"text-embedding-3-small": 1536, "text-embedding-3-large": 3072, "text-embedding-ada-002": 1536}
MAX_INPUTS = 2048
MAX_INPUT_TOKENS = 8192
MAX_REQUEST_TOKENS = 300_000
_WORD = re.compile(r"\w+", re.UNICODE)

ChatHandler = Callable[[list[dict[str, Any]]], str]


class OpenAIStandin(StandinServer):
    def __init__(self) -> None:
        super().__init__()
        self._chat_handler: ChatHandler | None = None
        self.chunk_delay_s = 0.0
        self._word_vectors: dict[tuple[str, int], np.ndarray] = {}
        self._cache_lock = threading.Lock()
        self._ids = 0

    @property
    def base_url(self) -> str:
        """What to pass as the SDK's `base_url`."""
        return f"{self.url}/v1"

    # -- control API (Python) -------------------------------------------------

    def set_chat_handler(self, handler: ChatHandler | None) -> None:
        """`handler(messages) -> content`; None restores the default echo."""
        self._chat_handler = handler

    def set_chat_reply(self, content: str) -> None:
        self._chat_handler = lambda messages: content

    def chat_requests(self) -> list[dict[str, Any]]:
        return [r.json() for r in self.requests("/v1/chat/completions")]

    def embedding_requests(self) -> list[dict[str, Any]]:
        return [r.json() for r in self.requests("/v1/embeddings")]

    def reset(self) -> None:
        super().reset()
        self._chat_handler = None
        self.chunk_delay_s = 0.0

    def fake_embedding(self, text: str, dimension: int = 1536) -> np.ndarray:
        """The unit vector this stand-in returns for `text` (for expected values in tests)."""
        counts = Counter(_WORD.findall(text.lower()) or [text])
        total = np.zeros(dimension, dtype=np.float64)
        for word, n in counts.items():
            total += n * self._word_vector(word, dimension)
        return (total / (np.linalg.norm(total) or 1.0)).astype(np.float32)

    # -- HTTP -----------------------------------------------------------------

    def error_body(self, status: int, message: str) -> Any:
        kind = {400: "invalid_request_error", 401: "invalid_request_error", 429: "rate_limit_exceeded"}
        return {"error": {"message": message, "type": kind.get(status, "server_error"), "param": None, "code": None}}

    def handle(self, request: Request) -> Response:
        if not request.headers.get("authorization", "").startswith("Bearer "):
            raise http_error(401, "You didn't provide an API key.")
        if (request.method, request.path) == ("POST", "/v1/embeddings"):
            return self._embeddings(request.json() or {})
        if (request.method, request.path) == ("POST", "/v1/chat/completions"):
            return self._chat(request.json() or {})
        raise http_error(404, f"Invalid URL ({request.method} {request.path})")

    def _embeddings(self, body: dict[str, Any]) -> Response:
        model = body.get("model")
        if model not in MODEL_DIMENSIONS:
            raise http_error(404, f"The model `{model}` does not exist")
        dimension = MODEL_DIMENSIONS[model]
        if body.get("dimensions") is not None:
            if model == "text-embedding-ada-002" or not 1 <= int(body["dimensions"]) <= dimension:
                raise http_error(400, "This model does not support specifying dimensions.")
            dimension = int(body["dimensions"])
        inputs = body.get("input")
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not inputs or not all(isinstance(t, str) for t in inputs):
            raise http_error(400, "'$.input' is invalid.")
        if len(inputs) > MAX_INPUTS:
            raise http_error(400, f"'$.input' is invalid: at most {MAX_INPUTS} inputs per request")
        tokens = [len(t.encode()) for t in inputs]
        if any(t == 0 for t in tokens):
            raise http_error(400, "'$.input' is invalid: empty string")
        if max(tokens) > MAX_INPUT_TOKENS:
            raise http_error(400, f"This model's maximum context length is {MAX_INPUT_TOKENS} tokens")
        if sum(tokens) > MAX_REQUEST_TOKENS:
            raise http_error(400, f"Requested {sum(tokens)} tokens, max {MAX_REQUEST_TOKENS} tokens per request")
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        for i, text in enumerate(inputs):
            vector = self.fake_embedding(text, dimension)
            encoded: Any = base64.b64encode(vector.tobytes()).decode() if as_base64 else vector.tolist()
            data.append({"object": "embedding", "index": i, "embedding": encoded})
        usage = {"prompt_tokens": sum(tokens), "total_tokens": sum(tokens)}
        return Response(200, {"object": "list", "data": data, "model": model, "usage": usage})

    def _chat(self, body: dict[str, Any]) -> Response:
        messages = body.get("messages")
        if not isinstance(messages, list) or not messages:
            raise http_error(400, "'messages' must be a non-empty array")
        content = (self._chat_handler or _default_reply(body))(messages)
        model = body.get("model") or "gpt-4o-mini"
        with self._cache_lock:
            self._ids += 1
            completion_id = f"chatcmpl-standin-{self._ids}"
        usage = {
            "prompt_tokens": sum(len(str(m.get("content", "")).split()) for m in messages),
            "completion_tokens": len(content.split()),
        }
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        if body.get("stream"):
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            events = self._chunks(completion_id, model, content, usage if include_usage else None)
            return Response(200, headers={"Content-Type": "text/event-stream"}, stream=sse(events))
        message = {"role": "assistant", "content": content, "refusal": None}
        return Response(
            200,
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "message": message, "finish_reason": "stop", "logprobs": None}],
                "usage": usage,
            },
        )

    def _chunks(self, completion_id: str, model: str, content: str, usage: dict[str, int] | None) -> Iterator[Any]:
        def chunk(delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
            return {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
            }

        yield chunk({"role": "assistant", "content": ""}, None)
        for piece in re.findall(r"\S+\s*|\s+", content):  # word by word, spaces kept
            if self.chunk_delay_s:
                time.sleep(self.chunk_delay_s)
            yield chunk({"content": piece}, None)
        yield chunk({}, "stop")
        if usage is not None:
            yield {**chunk({}, None), "choices": [], "usage": usage}
        yield "[DONE]"

    def _word_vector(self, word: str, dimension: int) -> np.ndarray:
        key = (word, dimension)
        with self._cache_lock:
            cached = self._word_vectors.get(key)
        if cached is None:
            seed = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
            cached = np.random.default_rng(seed).standard_normal(dimension)
            with self._cache_lock:
                self._word_vectors[key] = cached
        return cached


def _default_reply(body: dict[str, Any]) -> ChatHandler:
    if (body.get("response_format") or {}).get("type") in ("json_object", "json_schema"):
        return lambda messages: "{}"

    def echo(messages: list[dict[str, Any]]) -> str:
        last_user = next((m for m in reversed(messages) if m.get("role") == "user"), messages[-1])
        content = last_user.get("content")
        if isinstance(content, list):  # content parts
            content = " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
        return f"Stand-in reply: {content}"

    return echo
