"""chatWithAI's wire format (camelCase, the iOS app's)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic_core import PydanticCustomError

from shared.domain.models import DocId, SourceTypes

MAX_MESSAGE_CHARS = 2000


class ChatRequest(BaseModel):
    # Unknown fields are rejected, like every callable: a `trainerId` sent by
    # the app must never look as if it were honoured.
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    message: str = Field(max_length=MAX_MESSAGE_CHARS)
    conversationId: DocId | None = None
    clientId: DocId | None = None
    includeSources: bool = True
    sourceTypes: SourceTypes = None

    @field_validator("message")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            # A custom error type keeps pydantic's "Value error, " prefix out of the app's message.
            raise PydanticCustomError(
                "empty_message",
                "must not be empty: ask about your clients, e.g. 'What did Sarah say about her knee?'",
            )
        return v


class Source(BaseModel):
    """A cited record. For messages `messageId` is the Firestore message id in `chatId`."""

    messageId: str
    chatId: str | None
    senderName: str | None
    timestamp: str | None  # ISO-8601 UTC
    snippet: str
    score: float  # calibrated relevance in [0, 1]
    sourceType: str = "message"
    label: str = ""
    clientId: str | None = None
    # Transcript segments: where in the recording the cited words are.
    transcriptId: str | None = None
    startOffsetS: float | None = None
    endOffsetS: float | None = None
    # The trainer's circle the record belongs to (shared/domain/circles/ranking.py); null without one.
    circleId: str | None = None
    circleName: str | None = None


class CircleUsed(BaseModel):
    circleId: str
    name: str


class ChatResponse(BaseModel):
    response: str
    sources: list[Source]
    hasContext: bool
    confidence: float
    conversationId: str
    tokensUsed: int
    # The circles of the cited sources, in order of first citation; [] without circles.
    circles: list[CircleUsed] = []
    # The memory layers the answer cites ("plan" = [Plan], "last7Days" = [Last 7 days]), in order of first
    # citation; only layers its prompt carried (shared/usecases/chat/memory.py); [] when none.
    layers: list[Literal["plan", "last7Days"]] = []
