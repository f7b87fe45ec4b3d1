"""The circles callables' wire format (camelCase, like the app's other callables)."""

from __future__ import annotations

from pydantic import BaseModel, Field, field_validator

from shared.domain.models import DocId, _Request

MAX_NAME_CHARS = 80
MAX_DESCRIPTION_CHARS = 1000
MAX_RECORDS_PER_CALL = 50
MAX_RECORD_ID_CHARS = 1500  # Firestore's limit on a document id


def _not_blank(v: str | None) -> str | None:
    if v is not None and not v.strip():
        raise ValueError("must not be blank")
    return v


class CreateCircleRequest(_Request):
    name: str = Field(min_length=1, max_length=MAX_NAME_CHARS)
    description: str = Field(default="", max_length=MAX_DESCRIPTION_CHARS)
    # A circle about one client ("Sarah's knee rehab") only ever ranks and
    # collects that client's records.
    clientId: DocId | None = None

    @field_validator("name")
    @classmethod
    def _name(cls, v: str | None) -> str | None:
        return _not_blank(v)


class UpdateCircleRequest(_Request):
    circleId: DocId
    name: str | None = Field(default=None, min_length=1, max_length=MAX_NAME_CHARS)
    description: str | None = Field(default=None, max_length=MAX_DESCRIPTION_CHARS)

    @field_validator("name")
    @classmethod
    def _name(cls, v: str | None) -> str | None:
        return _not_blank(v)


class CircleIdRequest(_Request):
    circleId: DocId


class ListCirclesRequest(_Request):
    clientId: DocId | None = None


class RecordRef(_Request):
    """A record as the app knows it: `messageId` (and `chatId`) of a search result or cited source."""

    messageId: str = Field(min_length=1, max_length=MAX_RECORD_ID_CHARS)
    chatId: DocId | None = None

    @field_validator("messageId")
    @classmethod
    def _id(cls, v: str) -> str:
        return _not_blank(v) or v


class AssignRequest(_Request):
    circleId: DocId
    records: list[RecordRef] = Field(min_length=1, max_length=MAX_RECORDS_PER_CALL)


class Circle(BaseModel):
    circleId: str
    name: str
    description: str
    clientId: str | None
    manualCount: int
    autoCount: int
    createdAt: str | None
    updatedAt: str | None


class CircleRecord(BaseModel):
    recordId: str
    messageId: str
    chatId: str | None
    clientId: str | None
    sourceType: str
    source: str  # "manual" | "auto"
    confidence: float  # 1.0 for manual; the centroid similarity for auto


class CircleDetail(Circle):
    records: list[CircleRecord]


class CircleList(BaseModel):
    circles: list[Circle]


class AssignResult(BaseModel):
    circleId: str
    assigned: int
    unassigned: int
    autoCount: int


class DeleteResult(BaseModel):
    circleId: str
    deleted: bool
    assignmentsDeleted: int
