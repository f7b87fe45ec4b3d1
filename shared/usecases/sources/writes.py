"""What the app writes besides chat: client profiles, session notes, check-ins.

The app cannot write these collections directly (`firestore.rules`): each
write goes through one of these use cases, called by a validated callable
that audits it (`run_callable`). The documents have exactly the shape the
indexer reads (shared/domain/sources/models.py), so the same Firestore triggers
(embedClientProfile, embedSessionNote, embedCheckin) index them.

Ownership: profiles and notes are written by the client's trainer
(`require_client`, NOT_FOUND otherwise); a check-in by the client themself,
filed under their trainer as the client record says (PERMISSION_DENIED for
anyone who is not a client).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, Field, field_validator, model_validator

from shared.usecases import audit
from shared.usecases.backends import Backends
from shared.kernel.errors import NotFound, PermissionDenied
from shared.domain.models import AppDatetime, DocId, _Request
from shared.kernel.collection_names import CHECKINS, CLIENT_PROFILES, SESSION_NOTES
from shared.kernel.collection_names import CLIENTS, TRAINERS
from shared.usecases.tenancy import require_client

MAX_NOTE_CHARS = 20_000
Label = Field(min_length=1, max_length=200)


class SaveClientProfileRequest(_Request):
    clientId: DocId
    age: int | None = Field(default=None, ge=1, le=129)
    goal: str | None = Field(default=None, max_length=1000)
    dietaryRestrictions: list[str] = Field(default_factory=list, max_length=50)
    injuries: list[str] = Field(default_factory=list, max_length=50)
    notes: str | None = Field(default=None, max_length=10_000)

    @field_validator("dietaryRestrictions", "injuries")
    @classmethod
    def _labels(cls, v: list[str]) -> list[str]:
        if any(not item.strip() or len(item) > 200 for item in v):
            raise ValueError("items must be 1-200 characters")
        return v


class ClientIdRequest(_Request):
    clientId: DocId


class SaveSessionNoteRequest(_Request):
    # Chosen by the app to edit a note (or to make a retried create idempotent).
    noteId: DocId | None = None
    clientId: DocId
    date: AppDatetime
    text: str = Field(min_length=1, max_length=MAX_NOTE_CHARS)
    author: str | None = Field(default=None, max_length=200)

    @field_validator("text")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("text must not be empty")
        return v


class NoteIdRequest(_Request):
    noteId: DocId


class SubmitCheckinRequest(_Request):
    checkinId: DocId | None = None  # retry-safe: the same id replaces, never duplicates
    date: AppDatetime | None = None  # default: now
    sleepHours: float | None = Field(default=None, ge=0, le=24)
    stress: float | None = Field(default=None, ge=1, le=10)
    adherencePct: float | None = Field(default=None, ge=0, le=100)
    comment: str | None = Field(default=None, max_length=2000)

    @model_validator(mode="after")
    def _something(self) -> "SubmitCheckinRequest":
        if all(getattr(self, f) is None for f in ("sleepHours", "stress", "adherencePct", "comment")):
            raise ValueError("a check-in needs at least one of sleepHours, stress, adherencePct, comment")
        return self


class WriteResponse(BaseModel):
    id: str
    created: bool


class DeleteResponse(BaseModel):
    id: str
    deleted: bool


def save_client_profile(backends: Backends, trainer_id: str, request: SaveClientProfileRequest) -> WriteResponse:
    """Create or replace the intake profile of one of the caller's clients (NotFound otherwise)."""
    db = backends.db
    require_client(backends.documents, trainer_id, request.clientId)
    ref = db.collection(CLIENT_PROFILES).document(request.clientId)
    created = not ref.get().exists
    ref.set({**request.model_dump(), "trainerId": trainer_id, "updatedAt": _now()})
    backends.forget_clients(trainer_id)  # the roster carries the names the profile gives (tenancy.client_roster)
    return WriteResponse(id=ref.id, created=created)


def delete_client_profile(backends: Backends, trainer_id: str, request: ClientIdRequest) -> DeleteResponse:
    db = backends.db
    require_client(backends.documents, trainer_id, request.clientId)
    ref = db.collection(CLIENT_PROFILES).document(request.clientId)
    existed = ref.get().exists
    ref.delete()
    backends.forget_clients(trainer_id)
    return DeleteResponse(id=ref.id, deleted=existed)


def save_session_note(backends: Backends, trainer_id: str, request: SaveSessionNoteRequest) -> WriteResponse:
    """Create or edit a note about one of the caller's clients; an existing note must be the caller's."""
    db = backends.db
    require_client(backends.documents, trainer_id, request.clientId)
    notes = db.collection(SESSION_NOTES)
    ref = notes.document(request.noteId) if request.noteId else notes.document()
    existing = ref.get() if request.noteId else None
    if existing is not None and existing.exists and (existing.to_dict() or {}).get("trainerId") != trainer_id:
        raise NotFound("Note not found")
    author = request.author or _display_name(db, TRAINERS, trainer_id) or "Coach"
    ref.set({"trainerId": trainer_id, "clientId": request.clientId, "date": request.date, "text": request.text,
             "author": author, "updatedAt": _now()})
    return WriteResponse(id=ref.id, created=not (existing is not None and existing.exists))


def delete_session_note(backends: Backends, trainer_id: str, request: NoteIdRequest) -> DeleteResponse:
    """NotFound unless the note exists and is the caller's."""
    ref = backends.db.collection(SESSION_NOTES).document(request.noteId)
    snap = ref.get()
    if not snap.exists or (snap.to_dict() or {}).get("trainerId") != trainer_id:
        raise NotFound("Note not found")
    ref.delete()
    return DeleteResponse(id=ref.id, deleted=True)


def submit_checkin(backends: Backends, client_uid: str, request: SubmitCheckinRequest) -> WriteResponse:
    """A client's own check-in, filed under their trainer. PermissionDenied unless the caller is a client."""
    db = backends.db
    client = db.collection(CLIENTS).document(client_uid).get()
    trainer_id = (client.to_dict() or {}).get("trainerId") if client.exists else None
    if not isinstance(trainer_id, str) or not trainer_id:
        raise PermissionDenied("Only a client can submit a check-in")
    checkins = db.collection(CHECKINS)
    ref = checkins.document(request.checkinId) if request.checkinId else checkins.document()
    existing = ref.get() if request.checkinId else None
    if existing is not None and existing.exists and (existing.to_dict() or {}).get("clientId") != client_uid:
        raise NotFound("Check-in not found")
    fields: dict[str, Any] = request.model_dump(exclude={"checkinId"}, exclude_none=True)
    fields.update({"trainerId": trainer_id, "clientId": client_uid, "date": request.date or _now()})
    ref.set(fields)
    # The trainer's audit trail shows it too (run_callable records the caller, the client).
    audit.record(db, trainer_id, "submitCheckin", "ok", client_id=client_uid)
    return WriteResponse(id=ref.id, created=not (existing is not None and existing.exists))


def _display_name(db: Any, collection: str, uid: str) -> str | None:
    snap = db.collection(collection).document(uid).get()
    name = (snap.to_dict() or {}).get("displayName") if snap.exists else None
    return name if isinstance(name, str) and name.strip() else None


def _now() -> datetime:
    return datetime.now(timezone.utc)
