"""What chatWithAI decided before generation (chat/service.py `prepare`): the prompt, or the fixed answer said
instead, and the outcome; `finish` turns it and the generation into the response."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from shared.ports.generator import Prompt
from shared.usecases.chat import conversations
from shared.usecases.chat.models import ChatRequest


@dataclass
class Prepared:
    """Everything decided before generation."""

    trainer_id: str
    request: ChatRequest
    conversation: conversations.Conversation
    focus_client_id: str | None
    prompt: Prompt | None = None  # None → `fixed_answer` is the answer
    fixed_answer: str | None = None
    outcome: str = "answered"
    timings_ms: dict[str, float] = field(default_factory=dict)
    # (client id, the read of that client's profile and memory layers already under way): see `prepare`.
    layers_read: tuple[str, Any] | None = field(default=None, repr=False)
    # The question as the trainer typed it, before its given names were read (intent.with_given_names):
    # what the conversation stores.
    typed: str | None = None
