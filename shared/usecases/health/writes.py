"""Validated writes of health data by the trainer: recordHealthMetric, setHealthGoal, recordLabResult.

Each request is checked field by field (INVALID_ARGUMENT names the field), the
client must be the caller's (NOT_FOUND otherwise, like an unknown client), and
the document is written with `trainerId` = the caller, never a field of the
request. An optional `id` makes a retried call replace rather than duplicate;
an existing document with that id that is not the caller's is NOT_FOUND. The
triggers (shared/usecases/health/sync.py, shared/usecases/insights/events.py) do the rest.

A client writing their own data goes through firestore.rules instead (not
part of this module).
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta, timezone
from typing import Annotated, Any, Literal

from pydantic import BaseModel, StringConstraints, field_validator, model_validator

from shared.kernel.errors import NotFound
from shared.domain.models import DocId, StoredDatetime, _Request
from shared.ports.documents import DocumentStore
from shared.usecases.tenancy import require_client

from shared.kernel.collection_names import HEALTH_GOALS as GOALS, HEALTH_METRICS as METRICS, LAB_RESULTS as LABS
# A device clock a little ahead is tolerated; a reading days in the future is a bug.
MAX_FUTURE = timedelta(minutes=10)

MetricType = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]{1,39}$")]
Unit = Annotated[str, StringConstraints(min_length=1, max_length=20, strip_whitespace=True)]


def _finite(value: float | None) -> float | None:
    if value is not None and not math.isfinite(value):
        raise ValueError("must be a finite number")
    return value


class RecordMetricRequest(_Request):
    clientId: DocId
    id: DocId | None = None
    type: MetricType
    value: float
    unit: Unit
    recordedAt: StoredDatetime

    _v = field_validator("value")(_finite)

    @field_validator("recordedAt")
    @classmethod
    def _not_future(cls, v: datetime) -> datetime:
        if v > datetime.now(timezone.utc) + MAX_FUTURE:
            raise ValueError("must not be in the future")
        return v


class SetGoalRequest(_Request):
    clientId: DocId
    id: DocId | None = None
    metric: MetricType
    target: float
    unit: Unit
    deadline: StoredDatetime | None = None
    status: Literal["active", "achieved", "missed", "paused", "cancelled"] = "active"

    _t = field_validator("target")(_finite)


class RecordLabRequest(_Request):
    clientId: DocId
    id: DocId | None = None
    biomarker: Annotated[str, StringConstraints(min_length=1, max_length=80, strip_whitespace=True)]
    value: float
    unit: Unit
    referenceLow: float | None = None
    referenceHigh: float | None = None
    status: Literal["low", "normal", "high", "borderline", "critical"] | None = None
    panelDate: StoredDatetime

    _v = field_validator("value", "referenceLow", "referenceHigh")(_finite)

    @model_validator(mode="after")
    def _range(self) -> "RecordLabRequest":
        if self.referenceLow is not None and self.referenceHigh is not None and self.referenceLow > self.referenceHigh:
            raise ValueError("referenceLow must not exceed referenceHigh")
        return self


class SavedHealthDoc(BaseModel):
    id: str
    collection: str


def record_metric(backends: Any, trainer_id: str, request: RecordMetricRequest) -> SavedHealthDoc:
    return _save(backends.documents, trainer_id, METRICS, request, ("type", "value", "unit", "recordedAt"))


def set_goal(backends: Any, trainer_id: str, request: SetGoalRequest) -> SavedHealthDoc:
    return _save(backends.documents, trainer_id, GOALS, request, ("metric", "target", "unit", "deadline", "status"))


def record_lab(backends: Any, trainer_id: str, request: RecordLabRequest) -> SavedHealthDoc:
    return _save(backends.documents, trainer_id, LABS, request,
                 ("biomarker", "value", "unit", "referenceLow", "referenceHigh", "status", "panelDate"))


def _save(documents: DocumentStore, trainer_id: str, collection: str, request: Any, fields: tuple[str, ...]) -> SavedHealthDoc:
    require_client(documents, trainer_id, request.clientId)
    db = documents.db
    ref = db.collection(collection).document(request.id) if request.id else db.collection(collection).document()
    now = datetime.now(timezone.utc)
    created = now
    if request.id:
        existing = ref.get()
        if existing.exists:
            data = existing.to_dict() or {}
            if data.get("trainerId") != trainer_id:
                raise NotFound("Document not found")
            created = data.get("createdAt") or now
    doc = {k: getattr(request, k) for k in fields if getattr(request, k) is not None}
    ref.set({"trainerId": trainer_id, "clientId": request.clientId, **doc, "createdAt": created, "updatedAt": now})
    return SavedHealthDoc(id=ref.id, collection=collection)
