"""Pydantic models at the edges: what callables accept and return.

Field names are camelCase because they are the iOS app's wire format.
"""

from __future__ import annotations

from datetime import datetime, timezone

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_serializer
from pydantic_core import PydanticCustomError

MAX_QUERY_CHARS = 1000
# Firestore stores document ids of up to 1,500 bytes; ours also become parts of
# vector ids (`message:{chatId}:{messageId}`, Pinecone: at most 512 bytes), so
# the bound is tighter. Auto-ids are 20 characters, Firebase uids 28.
MAX_ID_BYTES = 256


def check_doc_id(value: str) -> str:
    """The one rule for every id a caller sends: something Firestore can store as a document id.

    Firestore refuses "." and "..", ids matching `__.*__` (reserved), ids with
    "/" (a path separator) and ids over 1,500 bytes; an empty or blank id names
    nothing. Raised as a pydantic error, so the callable answers
    INVALID_ARGUMENT with the field named (functions/callables.py).
    """
    if not value.strip():
        raise PydanticCustomError("doc_id", "must not be empty")
    if value in (".", ".."):
        raise PydanticCustomError("doc_id", "'.' and '..' are not valid ids")
    if value.startswith("__") and value.endswith("__") and len(value) >= 4:
        raise PydanticCustomError("doc_id", "ids of the form __name__ are reserved")
    if "/" in value:
        raise PydanticCustomError("doc_id", "must not contain '/'")
    if len(value.encode("utf-8", "surrogatepass")) > MAX_ID_BYTES:
        raise PydanticCustomError("doc_id", "must be at most {limit} bytes", {"limit": MAX_ID_BYTES})
    return value


# A Firestore document id sent by a caller (client, chat, conversation, insight, transcript).
DocId = Annotated[str, AfterValidator(check_doc_id)]

def check_stored_datetime(value: datetime) -> datetime:
    """Aware (a naive time is read as UTC) and inside Firestore's range once converted to UTC.

    "0001-01-01T00:00:00+01:00" is year 0 in UTC and "9999-12-31T23:00:00-05:00"
    year 10000: Python cannot convert them, Firestore cannot store them.
    """
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    try:
        in_utc = value.astimezone(timezone.utc)
    except (OverflowError, ValueError):
        raise PydanticCustomError("datetime_range", "must be between year 1 and 9999 in UTC") from None
    return in_utc


# A date or time a caller sends: always aware, always storable.
StoredDatetime = Annotated[datetime, AfterValidator(check_stored_datetime)]

# What the app's records (session notes, check-ins) can mean: a wider range is a typo.
APP_YEARS = (1900, 2200)


def check_app_datetime(value: datetime) -> datetime:
    """A StoredDatetime (aware, in UTC) whose year is one the app's records can mean."""
    if not APP_YEARS[0] <= value.year <= APP_YEARS[1]:
        raise PydanticCustomError(
            "datetime_range", "date must be between {low} and {high}", {"low": APP_YEARS[0], "high": APP_YEARS[1]}
        )
    return value


# The date of a record the app writes: one check (storable, then plausible), shared by every write.
AppDatetime = Annotated[StoredDatetime, AfterValidator(check_app_datetime)]


def check_source_type(value: str) -> str:
    """A `sourceType` some registered source kind carries (shared/domain/sources/registry.py)."""
    from shared.domain.sources import registry  # kinds load on first use, not at import

    known = registry.source_types()
    if value not in known:
        raise PydanticCustomError("source_type", "must be one of {known}", {"known": ", ".join(known)})
    return value


def check_source_types(value: list[str] | None) -> list[str] | None:
    from shared.domain.sources import registry

    if value is not None and len(value) > len(registry.source_types()):
        raise PydanticCustomError("too_long", "names more source types than there are")
    return value


# Every kind of indexed text (vector metadata `sourceType`); anything else is INVALID_ARGUMENT.
SourceType = Annotated[str, AfterValidator(check_source_type)]
# A request's `sourceTypes`: None means the kinds searched by default.
SourceTypes = Annotated[list[SourceType] | None, AfterValidator(check_source_types)]


def __getattr__(name: str) -> object:
    # What a search covers when the caller names no sourceTypes: each kind says
    # (SourceKind.searched_by_default). Computed on use: the kinds load lazily.
    if name == "DEFAULT_SOURCE_TYPES":
        from shared.domain.sources import registry

        return registry.default_source_types()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _Request(BaseModel):
    # Unknown fields are rejected: a typo in the app should fail loudly, and a
    # `trainerId` in the payload must never look like it was honoured.
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def _require_text(value: str, what: str) -> str:
    if not value.strip():
        raise ValueError(f"{what} must not be empty")
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
    since: StoredDatetime | None = None
    until: StoredDatetime | None = None
    sourceTypes: SourceTypes = None
    # The caller's own AI-chat conversation the search is asked in (a search box in a chat thread): a
    # follow-up's bare words ("when was it") are read with the thread's thing, as chatWithAI reads them.
    # Another trainer's conversation, or none, is NOT_FOUND.
    conversationId: DocId | None = None

    @field_validator("query")
    @classmethod
    def _query_not_blank(cls, v: str) -> str:
        return _require_text(v, "query")



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
    # "[Session Nov 20, 14:32–14:35, Coach]" (shared/domain/citations.py).
    citation: str | None = None
    # Transcript segments: where in the recording (seconds from its start).
    startOffsetS: float | None = None
    endOffsetS: float | None = None


class SearchPeriod(BaseModel):
    """The period semanticSearch kept its results to (ISO-8601 UTC, inclusive): the one the query's
    words name ("last month", "in April"; `phrase` holds them), or the request's own `since`/`until`
    (`phrase` null; a bound the request left open is null)."""

    since: str | None
    until: str | None
    phrase: str | None = None


class SearchResponse(BaseModel):
    results: list[SearchResult]
    count: int
    query: str
    # None: no period, the whole history was searched.
    period: SearchPeriod | None = None

    @model_serializer(mode="wrap")
    def _period_only_when_applied(self, handler: Any) -> Any:
        # Without a period the response is exactly the earlier {results, count, query}: a caller
        # that compares the whole object, or rejects unknown keys, sees no change.
        data = handler(self)
        if isinstance(data, dict) and data.get("period") is None:
            data.pop("period", None)
        return data
