"""Circles and their assignments as Firestore documents.

`circles/{circleId}`: {trainerId, name, description, clientId, centroid,
centroidModel, baselines (client id -> median cosine to the centroid), manualCount, autoCount, createdAt, updatedAt}.
`circleAssignments/{id}`: {trainerId, circleId, recordId (the vector id),
sourceId, chatId, clientId, sourceType, source: "manual" | "auto" | "excluded",
confidence, createdAt}; the id is derived from (circle, record), so
assigning twice writes one document.

Every document carries `trainerId`, and an assignment its record's
`clientId`: deleteClient and deleteTrainerAccount find them generically
(shared/usecases/deletion.py). Only the backend writes them (firestore.rules).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable, Iterable

from shared.kernel.errors import NotFound

CIRCLES = "circles"
ASSIGNMENTS = "circleAssignments"
MANUAL = "manual"
AUTO = "auto"
# Taken out by hand: never taken back automatically.
EXCLUDED = "excluded"
# Firestore's limit on writes in one batch.
BATCH = 500


@dataclass(frozen=True)
class CircleDoc:
    circle_id: str
    data: dict[str, Any]

    @property
    def client_id(self) -> str | None:
        value = self.data.get("clientId")
        return value if isinstance(value, str) else None


def assignment_id(circle_id: str, record_id: str) -> str:
    """One document per (circle, record): record ids contain ':' and may be long."""
    return hashlib.sha256(f"{circle_id}\x00{record_id}".encode()).hexdigest()[:40]


def require_circle(db: Any, trainer_id: str, circle_id: str) -> CircleDoc:
    """The caller's circle; NotFound for a missing one and for another trainer's alike."""
    snap = db.collection(CIRCLES).document(circle_id).get()
    data = snap.to_dict() if snap.exists else None
    if not data or data.get("trainerId") != trainer_id:
        raise NotFound("Circle not found")
    return CircleDoc(circle_id, data)


def list_circles(db: Any, trainer_id: str) -> list[CircleDoc]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    snaps = db.collection(CIRCLES).where(filter=FieldFilter("trainerId", "==", trainer_id)).stream()
    return [CircleDoc(s.id, s.to_dict() or {}) for s in snaps]


def assignments(db: Any, trainer_id: str, circle_id: str | None = None, source: str | None = None) -> list[dict[str, Any]]:
    """The trainer's assignments (of one circle, of one kind), each with its document `id`."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(ASSIGNMENTS).where(filter=FieldFilter("trainerId", "==", trainer_id))
    if circle_id is not None:
        query = query.where(filter=FieldFilter("circleId", "==", circle_id))
    if source is not None:
        query = query.where(filter=FieldFilter("source", "==", source))
    return [{**(s.to_dict() or {}), "id": s.id} for s in query.stream()]


def write_assignments(db: Any, docs: Iterable[tuple[str, dict[str, Any]]]) -> int:
    return _in_batches(db, docs, lambda batch, doc: batch.set(db.collection(ASSIGNMENTS).document(doc[0]), doc[1]))


def delete_assignments(db: Any, ids: Iterable[str]) -> int:
    return _in_batches(db, ids, lambda batch, doc_id: batch.delete(db.collection(ASSIGNMENTS).document(doc_id)))


def _in_batches(db: Any, items: Iterable[Any], write: Callable[[Any, Any], Any]) -> int:
    """`write(batch, item)` for each item, committed `BATCH` writes at a time; how many items."""
    n = 0
    batch = db.batch()
    for item in items:
        write(batch, item)
        n += 1
        if n % BATCH == 0:
            batch.commit()
            batch = db.batch()
    batch.commit()
    return n


def iso(value: Any) -> str | None:
    """Firestore timestamps as ISO-8601 UTC strings (Flask would render a datetime otherwise)."""
    if isinstance(value, datetime):
        return value.isoformat().replace("+00:00", "Z")
    return None
