"""The source documents as stored in Firestore, and the uploadTranscript payload.

Firestore documents are parsed leniently (unknown fields ignored, missing
optional fields None): the app writes them directly and an extra field must
not stop indexing. The callable payload is strict like every request model.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from shared.domain.models import DocId, StoredDatetime, _Request

# Bounds on what one transcript line / upload may carry (a 2-hour session is
# ~110 KB of text; Firestore's document limit is 1 MiB).
MAX_LINE_CHARS = 5000
MAX_TRANSCRIPT_LINES = 5000
MAX_TRANSCRIPT_CHARS = 600_000


class _Doc(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    trainerId: str | None = None
    clientId: str | None = None


class ClientProfile(_Doc):
    """`clientProfiles/{clientId}`: the intake profile, one per client."""

    age: int | None = None
    goal: str | None = None
    dietaryRestrictions: list[str] = Field(default_factory=list)
    injuries: list[str] = Field(default_factory=list)
    notes: str | None = None
    updatedAt: Any = None

    @field_validator("dietaryRestrictions", "injuries", mode="before")
    @classmethod
    def _string_list(cls, v: Any) -> list[str]:
        if v is None:
            return []
        if isinstance(v, str):
            return [v]
        return [str(x) for x in v if isinstance(x, (str, int, float)) and str(x).strip()]

    @field_validator("age", mode="before")
    @classmethod
    def _age(cls, v: Any) -> int | None:
        try:
            return int(v) if v is not None and 0 < int(v) < 130 else None
        except (TypeError, ValueError):
            return None


class SessionNote(_Doc):
    """`sessionNotes/{noteId}`: a coach's free-text note about a session."""

    date: Any = None
    author: str | None = None
    text: str | None = None


class Checkin(_Doc):
    """`checkins/{checkinId}`: a client's weekly check-in."""

    date: Any = None
    sleepHours: float | None = None
    stress: float | None = None  # 1-10
    adherencePct: float | None = None  # 0-100
    comment: str | None = None

    @field_validator("sleepHours", "stress", "adherencePct", mode="before")
    @classmethod
    def _number(cls, v: Any) -> float | None:
        if isinstance(v, bool):
            return None
        try:
            return float(v) if v is not None else None
        except (TypeError, ValueError):
            return None


class TranscriptLine(BaseModel):
    """One utterance: who spoke, when (seconds from the session start), what."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    speaker: str = Field(default="Speaker", max_length=100)
    offsetSeconds: float = Field(ge=0)
    text: str = Field(max_length=MAX_LINE_CHARS)

    @field_validator("speaker", mode="before")
    @classmethod
    def _speaker(cls, v: Any) -> str:
        return (str(v).strip() or "Speaker") if v is not None else "Speaker"


class Transcript(_Doc):
    """`transcripts/{transcriptId}`: a recorded session, its lines in one array."""

    startedAt: Any = None
    title: str | None = None
    segments: list[TranscriptLine] = Field(default_factory=list)

    @field_validator("segments", mode="before")
    @classmethod
    def _drop_bad_lines(cls, v: Any) -> list[Any]:
        # A malformed line (no text, negative offset) is skipped, not fatal:
        # the rest of the session is still worth indexing.
        if not isinstance(v, list):
            return []
        good = []
        for item in v:
            try:
                line = TranscriptLine.model_validate(item)
            except Exception:
                continue
            if line.text:
                good.append(line)
        return good


class UploadTranscriptRequest(_Request):
    """uploadTranscript: a whole session transcript from the app."""

    clientId: DocId
    startedAt: StoredDatetime
    title: str = Field(default="", max_length=200)
    # Chosen by the app to make a retried upload replace, not duplicate, the
    # transcript; a new id is generated when absent.
    transcriptId: DocId | None = None
    segments: list[TranscriptLine] = Field(min_length=1, max_length=MAX_TRANSCRIPT_LINES)

    @field_validator("segments")
    @classmethod
    def _bounded(cls, v: list[TranscriptLine]) -> list[TranscriptLine]:
        if sum(len(line.text) for line in v) > MAX_TRANSCRIPT_CHARS:
            raise ValueError(f"transcript longer than {MAX_TRANSCRIPT_CHARS} characters")
        if not any(line.text for line in v):
            raise ValueError("transcript has no text")
        return v


class UploadTranscriptResponse(BaseModel):
    transcriptId: str
    segmentCount: int
    indexed: int
    unchanged: int
    failed: int
