"""Pydantic models at the edges: what callables accept and return.

Field names are camelCase because they are the iOS app's wire format.
"""

from __future__ import annotations

from datetime import datetime, timezone

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

MAX_QUERY_CHARS = 1000

# A Firestore document id: no slashes, not "." or "..", bounded.
DocId = Annotated[str, StringConstraints(min_length=1, max_length=128, pattern=r"^[^/]+$")]


# Every kind of indexed text (vector metadata `sourceType`); anything else is INVALID_ARGUMENT.
SourceType = Literal[
    "message", "client_profile", "session_note", "transcript_segment", "checkin", "weekly_note",
    "metric_summary", "health_goal", "lab_panel",  # health data (shared/health/sync.py)
]
# What a search covers when the caller names no sourceTypes. Weekly notes are
# derived summaries that quote the messages they summarise and name the client
# in every line: they outranked the very messages they quote (and made those
# the citation), so they are searched only when asked for by name. Health
# records summarise numbers no message carries, so they are searched by default.
DEFAULT_SOURCE_TYPES: tuple[str, ...] = (
    "message", "client_profile", "session_note", "transcript_segment", "checkin",
    "metric_summary", "health_goal", "lab_panel",
)


class _Request(BaseModel):
    # Unknown fields are rejected: a typo in the app should fail loudly, and a
    # `trainerId` in the payload must never look like it was honoured.
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _require_text(value: str, what: str) -> str:
    if not value.strip():
        raise ValueError(f"{what} must not be empty")
    return value


def _doc_id(value: str | None) -> str | None:
    if value in (".", ".."):
        raise ValueError("not a valid id")
    return value


class SearchRequest(_Request):
    query: str = Field(max_length=MAX_QUERY_CHARS)
    # The seed's request carries the caller's own uid. Accepted only when it
    # equals the signed-in caller (PERMISSION_DENIED otherwise): never honoured
    # as a way to search someone else's data.
    userId: DocId | None = None
    limit: int = Field(default=10, ge=1, le=50)
    clientId: DocId | None = None
    chatId: DocId | None = None
    since: datetime | None = None
    until: datetime | None = None
    sourceTypes: list[SourceType] | None = Field(default=None, max_length=9)

    @field_validator("query")
    @classmethod
    def _query_not_blank(cls, v: str) -> str:
        return _require_text(v, "query")

    _ids = field_validator("clientId", "chatId", "userId")(_doc_id)

    @field_validator("since", "until")
    @classmethod
    def _aware(cls, v: datetime | None) -> datetime | None:
        if v is not None and v.tzinfo is None:
            return v.replace(tzinfo=timezone.utc)
        return v


class SearchResult(BaseModel):
    messageId: str
    chatId: str | None
    clientId: str | None = None
    senderId: str | None
    senderName: str | None
    text: str
    # Epoch milliseconds, as the seed's contract and the app's messages have
    # it (contract v2, docs/API.md "Contract changes"); the same instant as
    # ISO-8601 UTC in `timestampIso`.
    timestamp: int | None
    timestampIso: str | None
    score: float  # calibrated relevance in [0, 1]
    cosine: float  # raw similarity from the embedder's space
    sourceType: str = "message"
    # How the app names the source, per sourceType: "[Profile]",
    # "[Session Nov 20, 14:32–14:35, Coach]" (shared/chat/citations.py).
    citation: str | None = None
    # Transcript segments: where in the recording (seconds from its start).
    startOffsetS: float | None = None
    endOffsetS: float | None = None


class SearchResponse(BaseModel):
    results: list[SearchResult]
    count: int
    query: str
