"""Who owns what, read from the Firestore data model (docs/DATA_MODEL.md).

A trainer is a Firebase Auth uid. Clients and chats carry `trainerId`; a
message belongs to whoever owns its chat (never to a field on the message).
Lookups of something that is not the caller's raise NotFound, exactly as for
something that does not exist, so ids cannot be probed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shared.errors import NotFound

CLIENTS = "clients"
CHATS = "chats"
MESSAGES = "messages"
TRAINERS = "trainers"


@dataclass(frozen=True)
class ClientRef:
    client_id: str
    display_name: str


def client_roster(db: Any, trainer_id: str) -> list[ClientRef]:
    """The trainer's clients that have a display name (what questions can name)."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    docs = db.collection(CLIENTS).where(filter=FieldFilter("trainerId", "==", trainer_id)).stream()
    out = []
    for doc in docs:
        name = (doc.to_dict() or {}).get("displayName")
        if isinstance(name, str) and name.strip():
            out.append(ClientRef(doc.id, name.strip()))
    return out


@dataclass(frozen=True)
class ChatInfo:
    chat_id: str
    trainer_id: str
    client_id: str | None


def chat_info(db: Any, chat_id: str) -> ChatInfo | None:
    """The chat's owner, or None if the chat does not exist or has no trainer."""
    return chat_from_snapshot(db.collection(CHATS).document(chat_id).get())


def chat_from_snapshot(snap: Any) -> ChatInfo | None:
    """The owner read from a chat document snapshot (None: no chat, or no trainer)."""
    if not snap.exists:
        return None
    data = snap.to_dict() or {}
    trainer_id = data.get("trainerId")
    if not isinstance(trainer_id, str) or not trainer_id:
        return None
    client_id = data.get("clientId")
    return ChatInfo(snap.id, trainer_id, client_id if isinstance(client_id, str) else None)


def require_client(db: Any, trainer_id: str, client_id: str) -> dict[str, Any]:
    """The client's document if it is this trainer's; NotFound otherwise."""
    snap = db.collection(CLIENTS).document(client_id).get()
    data = snap.to_dict() if snap.exists else None
    if not data or data.get("trainerId") != trainer_id:
        raise NotFound("Client not found")
    return data


def require_chat(db: Any, trainer_id: str, chat_id: str) -> ChatInfo:
    info = chat_info(db, chat_id)
    if info is None or info.trainer_id != trainer_id:
        raise NotFound("Chat not found")
    return info
