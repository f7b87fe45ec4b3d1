"""The circles use cases behind the callables (functions/circle_callables.py).

The trainer is always the caller: a circle, and every record put in it, is
theirs or NOT_FOUND (the same answer for a missing one and another trainer's,
so ids reveal nothing). A circle about one client accepts only that client's
records (INVALID_ARGUMENT naming the record). After each change the
circle's centroid and automatic members are recomputed (centroids.py), and
this instance's ranking cache forgets the trainer (context.forget).

Unassigning a record the circle took automatically leaves an "excluded"
mark, so the next recomputation does not take it back.
"""

from __future__ import annotations

import uuid
from typing import Any, Iterator

from google.cloud import firestore

from shared.usecases.accounts import require_trainer
from shared.usecases.backends import Backends
from shared.usecases.circles import centroids
from shared.usecases.circles import context
from shared.usecases.circles import store as circles_store
from shared.domain.circles.models import (
    AssignRequest,
    AssignResult,
    Circle,
    CircleDetail,
    CircleIdRequest,
    CircleList,
    CircleRecord,
    CreateCircleRequest,
    DeleteResult,
    ListCirclesRequest,
    RecordRef,
    UpdateCircleRequest,
)
from shared.usecases.circles.store import AUTO, CIRCLES, EXCLUDED, MANUAL, CircleDoc, assignment_id, require_circle
from shared.domain.documents import message_vector_id
from shared.kernel.errors import InvalidArgument, NotFound
from shared.usecases.tenancy import require_client


def create_circle(backends: Backends, trainer_id: str, request: CreateCircleRequest) -> Circle:
    db = backends.db
    require_trainer(db, trainer_id)
    if request.clientId is not None:
        require_client(backends.documents, trainer_id, request.clientId)
    circle_id = uuid.uuid4().hex
    data = {
        "trainerId": trainer_id,
        "name": request.name.strip(),
        "description": request.description.strip(),
        "clientId": request.clientId,
        "centroid": None,
        "centroidModel": None,
        "manualCount": 0,
        "autoCount": 0,
        "createdAt": firestore.SERVER_TIMESTAMP,
        "updatedAt": firestore.SERVER_TIMESTAMP,
    }
    db.collection(CIRCLES).document(circle_id).set(data)
    return _changed(backends, trainer_id, circle_id)


def list_circles(backends: Backends, trainer_id: str, request: ListCirclesRequest) -> CircleList:
    """The caller's circles, by name; with `clientId`, those about that client and the general ones."""
    if request.clientId is not None:
        require_client(backends.documents, trainer_id, request.clientId)
    circles = [
        c for c in circles_store.list_circles(backends.db, trainer_id)
        if request.clientId is None or c.client_id in (None, request.clientId)
    ]
    return CircleList(circles=sorted((_circle(c) for c in circles), key=lambda c: (c.name.lower(), c.circleId)))


def get_circle(backends: Backends, trainer_id: str, request: CircleIdRequest) -> CircleDetail:
    """One circle with its records: manual ones first, then automatic ones by confidence."""
    circle = require_circle(backends.db, trainer_id, request.circleId)
    rows = [a for a in circles_store.assignments(backends.db, trainer_id, circle.circle_id) if a.get("source") in (MANUAL, AUTO)]
    rows.sort(key=lambda a: (a.get("source") != MANUAL, -float(a.get("confidence") or 0), str(a.get("recordId"))))
    return CircleDetail(**_circle(circle).model_dump(), records=[_record(a) for a in rows])


def update_circle(backends: Backends, trainer_id: str, request: UpdateCircleRequest) -> Circle:
    db = backends.db
    require_circle(db, trainer_id, request.circleId)
    changes: dict[str, Any] = {"updatedAt": firestore.SERVER_TIMESTAMP}
    if request.name is not None:
        changes["name"] = request.name.strip()
    if request.description is not None:
        changes["description"] = request.description.strip()
    db.collection(CIRCLES).document(request.circleId).update(changes)
    return _changed(backends, trainer_id, request.circleId)


def delete_circle(backends: Backends, trainer_id: str, request: CircleIdRequest) -> DeleteResult:
    db = backends.db
    require_circle(db, trainer_id, request.circleId)
    ids = [a["id"] for a in circles_store.assignments(db, trainer_id, request.circleId)]
    removed = circles_store.delete_assignments(db, ids)
    db.collection(CIRCLES).document(request.circleId).delete()
    context.forget(trainer_id)
    return DeleteResult(circleId=request.circleId, deleted=True, assignmentsDeleted=removed)


def assign_records(backends: Backends, trainer_id: str, request: AssignRequest) -> AssignResult:
    """Put records in the circle by hand (again: no change); NOT_FOUND for a record the caller has not indexed."""
    db = backends.db
    circle = require_circle(db, trainer_id, request.circleId)
    docs = []
    for field, record_id, metadata in _named_records(backends, trainer_id, request):
        _check_scope(circle, metadata, field)
        docs.append((
            assignment_id(circle.circle_id, record_id),
            centroids.assignment_doc(trainer_id, circle.circle_id, record_id, metadata, MANUAL, 1.0),
        ))
    circles_store.write_assignments(db, docs)
    result = _changed(backends, trainer_id, circle.circle_id)
    return AssignResult(circleId=circle.circle_id, assigned=len(docs), unassigned=0, autoCount=result.autoCount)


def unassign_records(backends: Backends, trainer_id: str, request: AssignRequest) -> AssignResult:
    """Take records out of the circle, manual or automatic; an automatic one stays out."""
    db = backends.db
    circle = require_circle(db, trainer_id, request.circleId)
    docs = []
    for _, record_id, metadata in _named_records(backends, trainer_id, request):
        docs.append((
            assignment_id(circle.circle_id, record_id),
            centroids.assignment_doc(trainer_id, circle.circle_id, record_id, metadata, EXCLUDED, 0.0),
        ))
    circles_store.write_assignments(db, docs)
    result = _changed(backends, trainer_id, circle.circle_id)
    return AssignResult(circleId=circle.circle_id, assigned=0, unassigned=len(docs), autoCount=result.autoCount)


def refresh_trainer(backends: Backends, trainer_id: str) -> int:
    """Recompute every circle of the trainer (after deleteClient took records away); returns how many."""
    circles = circles_store.list_circles(backends.db, trainer_id)
    for circle in circles:
        centroids.refresh(backends, trainer_id, circle)
    context.forget(trainer_id)
    return len(circles)


# -- steps ---------------------------------------------------------------------


def _changed(backends: Backends, trainer_id: str, circle_id: str) -> Circle:
    circle = require_circle(backends.db, trainer_id, circle_id)
    centroids.refresh(backends, trainer_id, circle)
    context.forget(trainer_id)
    return _circle(require_circle(backends.db, trainer_id, circle_id))


class _Entries:
    """The trainer's index listing, read once per call and only if a record needs it."""

    def __init__(self, backends: Backends, trainer_id: str) -> None:
        self.backends, self.trainer_id, self._listed = backends, trainer_id, None

    def ids_of(self, document_id: str) -> list[str]:
        if self._listed is None:
            self._listed = list(self.backends.store.list_entries(self.trainer_id).values())
        return sorted(e.id for e in self._listed if e.source_id == document_id or e.id == document_id)


def _named_records(backends: Backends, trainer_id: str,
                   request: AssignRequest) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(request field, record id, metadata) of each record the request names, in its order; one
    lookup of the caller's index entries serves them all (`_resolve` raises NOT_FOUND)."""
    entries = _Entries(backends, trainer_id)
    for i, ref in enumerate(request.records):
        for record_id, metadata in _resolve(backends, trainer_id, ref, f"records.{i}", entries):
            yield f"records.{i}", record_id, metadata


def _resolve(
    backends: Backends, trainer_id: str, ref: RecordRef, field: str, entries: _Entries
) -> list[tuple[str, dict[str, Any]]]:
    """The indexed vectors of one record: a message by (chatId, messageId); any other kind by its
    document id (every part of a note, every segment of a transcript). Only the caller's store is read."""
    if ref.chatId is not None:
        wanted = [message_vector_id(ref.chatId, ref.messageId)]
    else:
        wanted = entries.ids_of(ref.messageId)
    found = backends.store.fetch(trainer_id, wanted) if wanted else {}
    if not found:
        raise NotFound(f"Record not found: {field}")
    return [(record_id, found[record_id].metadata) for record_id in sorted(found)]


def _check_scope(circle: CircleDoc, metadata: dict[str, Any], field: str) -> None:
    if circle.client_id is not None and metadata.get("clientId") != circle.client_id:
        problem = "is not a record of the circle's client"
        raise InvalidArgument(f"Invalid request: {field}: {problem}", {"errors": [{"field": field, "problem": problem}]})


def _circle(c: CircleDoc) -> Circle:
    d = c.data
    return Circle(
        circleId=c.circle_id,
        name=str(d.get("name", "")),
        description=str(d.get("description", "")),
        clientId=c.client_id,
        manualCount=int(d.get("manualCount") or 0),
        autoCount=int(d.get("autoCount") or 0),
        createdAt=circles_store.iso(d.get("createdAt")),
        updatedAt=circles_store.iso(d.get("updatedAt")),
    )


def _record(a: dict[str, Any]) -> CircleRecord:
    return CircleRecord(
        recordId=str(a.get("recordId", "")),
        messageId=str(a.get("sourceId", "")),
        chatId=a.get("chatId"),
        clientId=a.get("clientId"),
        sourceType=str(a.get("sourceType", "message")),
        source=str(a.get("source")),
        confidence=float(a.get("confidence") or 0.0),
    )
