"""The `Generator` interface: a prompt in, an answer out (whole or streamed).

Beside it, `JsonGenerator`: chat messages in, a reply held to a JSON schema out
(structured outputs), which the insight drafter asks for. It is a port of its
own because the offline answerer cannot offer it: a capability one backend
lacks is declared, never probed.

A `Prompt` carries both the rendered chat messages (what an LLM reads) and the
numbered sources they were built from (what the extractive answerer quotes),
so every generator answers from the same material and marks citations the
same way: `[n]` refers to `prompt.sources[n-1]`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Literal, Mapping, Protocol, Sequence, runtime_checkable

from shared.kernel.errors import RETRY_AFTER_S, GenerationError

Role = Literal["system", "user", "assistant"]

RETRY_HINT = "The AI assistant is temporarily unavailable. Please try again in a minute."


def unavailable() -> GenerationError:
    """What every generator failure (or a blown generation budget) is to the caller: UNAVAILABLE, retry later."""
    return GenerationError(RETRY_HINT, {"retryable": True, "retryAfterSeconds": RETRY_AFTER_S})


@dataclass(frozen=True)
class ChatMessage:
    role: Role
    content: str


@dataclass(frozen=True)
class PromptSource:
    """One retrieved record as numbered in the prompt ([number])."""

    number: int
    label: str  # e.g. "[Oct 10, 2025] John Reyes" (see shared/domain/citations.py)
    text: str  # the bounded text shown to the generator
    relevance: float
    metadata: dict[str, Any]


@dataclass(frozen=True)
class Prompt:
    messages: tuple[ChatMessage, ...]
    sources: tuple[PromptSource, ...]
    question: str
    topic: str = ""  # the question's topic words (shared/usecases/intent.py), for coverage notes
    estimated_tokens: int = 0
    layer_tokens: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Generation:
    """A finished answer. `tokens_used` is what the model provider billed (0 offline)."""

    text: str
    tokens_used: int
    model: str


@runtime_checkable
class Generator(Protocol):
    model_id: str

    def generate(self, prompt: Prompt) -> Generation:
        """The whole answer at once. Raises GenerationError when the backend fails."""
        ...

    def stream(self, prompt: Prompt) -> Iterator[str | Generation]:
        """Text chunks as they are produced, then exactly one final `Generation`.

        Raises GenerationError (possibly after some chunks): the caller must
        then discard what it received.
        """
        ...


@dataclass(frozen=True)
class JsonSchema:
    """The shape a JSON reply must have: `name` labels it for the provider, `schema` is a JSON Schema object."""

    name: str
    schema: Mapping[str, Any]


@runtime_checkable
class JsonGenerator(Protocol):
    model_id: str
    # Who answers ("openai"): the label an insight drafted through this generator stores as its
    # `drafter` (shared/usecases/insights/drafting.py, ModelDrafter.name).
    provider: str

    def generate_json(self, messages: Sequence[ChatMessage], schema: JsonSchema, temperature: float) -> str:
        """The model's reply as text, which the provider was asked to hold to `schema`.

        The text may still be malformed (empty, not JSON, out of the limits a
        schema cannot express): the caller validates it. Raises GenerationError
        when the backend fails, with the provider's error as its `__cause__`.
        """
        ...
