"""Roles: who is a trainer and who is a client, decided only by the backend.

A trainer is a uid with a `trainers/{uid}` document; a client is a uid (or an
id the trainer chose for someone without an account yet) with a
`clients/{clientId}` document whose `trainerId` is their trainer.
`firestore.rules` lets the app create neither, so these two use cases are the
only way in, and they refuse to make one uid both: a client cannot register as
a trainer (and so cannot create chats or read other clients), and a trainer's
uid cannot be filed as someone's client (and so pulled into their chats).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, Field

from shared.usecases.backends import Backends
from shared.kernel.errors import AlreadyExists, FailedPrecondition, PermissionDenied
from shared.domain.models import DocId, _Request
from shared.kernel.collection_names import CLIENTS, TRAINERS

MAX_NAME_CHARS = 120


class RegisterTrainerRequest(_Request):
    displayName: str = Field(min_length=1, max_length=MAX_NAME_CHARS)
    email: str | None = Field(default=None, max_length=320)


class TrainerResponse(BaseModel):
    trainerId: str
    displayName: str
    created: bool


class SaveClientRequest(_Request):
    # The client's Firebase uid when they have an account (their messages are
    # then theirs); absent: a new id is generated for a client without one.
    clientId: DocId | None = None
    displayName: str = Field(min_length=1, max_length=MAX_NAME_CHARS)
    active: bool = True


class ClientResponse(BaseModel):
    clientId: str
    displayName: str
    active: bool
    created: bool


def register_trainer(backends: Backends, uid: str, request: RegisterTrainerRequest) -> TrainerResponse:
    """Make the caller a trainer (or rename one). FailedPrecondition if the caller is a client."""
    db = backends.db
    trainer_ref, client_ref = db.collection(TRAINERS).document(uid), db.collection(CLIENTS).document(uid)
    from google.cloud import firestore

    @firestore.transactional
    def run(tx: Any) -> bool:
        snaps = {s.reference.path: s for s in db.get_all([trainer_ref, client_ref], transaction=tx)}
        if snaps[client_ref.path].exists:
            raise FailedPrecondition("A client account cannot be a trainer")
        fields: dict[str, Any] = {"displayName": request.displayName}
        if request.email is not None:
            fields["email"] = request.email
        created = not snaps[trainer_ref.path].exists
        if created:
            fields["createdAt"] = datetime.now(timezone.utc)
        tx.set(trainer_ref, fields, merge=True)
        return created

    created = run(db.transaction())
    return TrainerResponse(trainerId=uid, displayName=request.displayName, created=created)


def require_trainer(db: Any, uid: str) -> None:
    """PermissionDenied unless the caller is a registered trainer (and not a client)."""
    refs = [db.collection(TRAINERS).document(uid), db.collection(CLIENTS).document(uid)]
    snaps = {s.reference.parent.id: s for s in db.get_all(refs)}
    if not snaps[TRAINERS].exists or snaps[CLIENTS].exists:
        raise PermissionDenied("Only a trainer can do this")


def save_client(backends: Backends, trainer_id: str, request: SaveClientRequest) -> ClientResponse:
    """Create or update one of the caller's clients.

    PermissionDenied if the caller is not a trainer; AlreadyExists if the id is
    another trainer's client or any trainer's uid (one answer for both, and the
    same as for a taken id, so it reveals no more than that the id is taken).
    """
    db = backends.db
    require_trainer(db, trainer_id)
    clients = db.collection(CLIENTS)
    ref = clients.document(request.clientId) if request.clientId else clients.document()
    trainer_ref = db.collection(TRAINERS).document(ref.id)
    from google.cloud import firestore

    @firestore.transactional
    def run(tx: Any) -> bool:
        snaps = {s.reference.path: s for s in db.get_all([ref, trainer_ref], transaction=tx)}
        current = snaps[ref.path].to_dict() if snaps[ref.path].exists else None
        if snaps[trainer_ref.path].exists or ref.id == trainer_id or (
            current is not None and current.get("trainerId") != trainer_id
        ):
            raise AlreadyExists("clientId is already taken")
        fields: dict[str, Any] = {
            "trainerId": trainer_id,
            "displayName": request.displayName,
            "active": request.active,
            "updatedAt": datetime.now(timezone.utc),
        }
        if current is None:
            fields["createdAt"] = fields["updatedAt"]
        tx.set(ref, fields, merge=True)
        return current is None

    created = run(db.transaction())
    backends.forget_clients(trainer_id)
    return ClientResponse(clientId=ref.id, displayName=request.displayName, active=request.active, created=created)
