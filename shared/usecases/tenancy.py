"""Who owns what, read from the Firestore data model (docs/DATA_MODEL.md).

A trainer is a Firebase Auth uid. Clients and chats carry `trainerId`; a
message belongs to whoever owns its chat (never to a field on the message).
Lookups of something that is not the caller's raise NotFound, exactly as for
something that does not exist, so ids cannot be probed.

Reads go through the document store's port (`DocumentReader`: `Backends.documents`), but for
`client_chats`, whose callers take the chats' snapshots (their messages' subcollections).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shared.kernel.errors import NotFound
from shared.domain.message_fields import participants
from shared.ports.documents import DocumentReader

from shared.kernel.collection_names import CHATS, CLIENT_PROFILES, CLIENTS
from shared.domain import client_names


@dataclass(frozen=True)
class ClientRef:
    client_id: str
    display_name: str
    # The names the client's profile says they go by ("known as Mac": shared/domain/names.py
    # `given_names`), which a question may use for the display name (intent.with_given_names).
    called: tuple[str, ...] = ()
    # The relatives the profile names by relation and name ("Boyfriend Will": ("boyfriend", "Will")), and
    # the everyday names of the client's trade ("Retired postman": "postie"): a question may name the
    # client by either (intent.with_given_names).
    relatives: tuple[tuple[str, str], ...] = ()
    trades: tuple[str, ...] = ()
    # The surnames the profile gives besides the registered one (a married or maiden name:
    # shared/domain/names.py `other_surnames`), which a question may write after a title or the first name
    # ("mrs ainscough", "clodagh ainscough": intent.with_given_names).
    surnames: tuple[str, ...] = ()
    # The words of the profile's notes that may name the client ("Plumber from Ruthin": "plumber", "ruthin"):
    # "what did my guy from ruthin win", asked again as that client's when refused (shared/domain/described.py,
    # chat/read_again.py `_described_client`).
    described: frozenset[str] = frozenset()


def client_roster(documents: DocumentReader, trainer_id: str) -> list[ClientRef]:
    """The trainer's clients that have a display name (what questions can name), each with what their
    profile says they may be called (shared/domain/client_names.py): the names they go by, their relatives,
    trades and other surnames, read from every text field of the profile (`_profile_texts`: "notes":
    "Retired civil engineer, known as Mac."), and the words of its notes that may name them."""
    out = []
    texts, notes = _profile_texts(documents, trainer_id)
    for client_id, data in documents.find(CLIENTS, [("trainerId", "==", trainer_id)]):
        name = data.get("displayName")
        if isinstance(name, str) and name.strip():
            called = client_names.from_profile(name.strip(), texts.get(client_id, ""), notes.get(client_id, ""))
            out.append(ClientRef(client_id, name.strip(), called.given, called.relatives, called.trades,
                                 called.surnames, called.described))
    return out


def _profile_texts(documents: DocumentReader, trainer_id: str) -> tuple[dict[str, str], dict[str, str]]:
    """Client id → every text field of the trainer's profile of that client, joined; and client id → the
    profile's notes alone (where the trainer writes what the client does and where they live; the injuries'
    and the goal's words name no one)."""
    out: dict[str, str] = {}
    notes: dict[str, str] = {}
    for doc_id, data in documents.find(CLIENT_PROFILES, [("trainerId", "==", trainer_id)]):
        client_id = data.get("clientId") or doc_id
        texts = [v for v in data.values() if isinstance(v, str)]
        texts += [x for v in data.values() if isinstance(v, list) for x in v if isinstance(x, str)]
        if isinstance(client_id, str):
            out[client_id] = ". ".join(texts)
            if isinstance(data.get("notes"), str):
                notes[client_id] = data["notes"]
    return out, notes


def client_chats(db: Any, trainer_id: str, client_id: str, group_chats: bool = False) -> list[Any]:
    """Snapshots of the trainer's chats with this client: by `clientId`, or (the app's schema,
    shared/domain/message_fields.py) as a one-to-one participant; with `group_chats`, also the
    trainer's group chats the client is in."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    from shared.domain.message_fields import MessageFields

    mine = db.collection(CHATS).where(filter=FieldFilter("trainerId", "==", trainer_id))
    found = {snap.id: snap for snap in mine.where(filter=FieldFilter("clientId", "==", client_id)).stream()}
    for name in MessageFields.from_settings().participants:
        for snap in mine.where(filter=FieldFilter(name, "array_contains", client_id)).stream():
            data = snap.to_dict() or {}
            is_group = data.get("isGroupChat") is True
            if snap.id not in found and not data.get("clientId") and (group_chats or not is_group):
                found[snap.id] = snap
    return list(found.values())


def client_group_chats(documents: DocumentReader, trainer_id: str, client_id: str) -> tuple[str, ...]:
    """Ids of the trainer's group chats (chats with no client of their own) that list this client
    among their participants, sorted."""
    from shared.domain.message_fields import MessageFields

    found: set[str] = set()
    for name in MessageFields.from_settings().participants:
        for chat_id, data in documents.find(CHATS, [("trainerId", "==", trainer_id), (name, "array_contains", client_id)]):
            owner = chat_from_data(chat_id, data)
            if owner is not None and owner.client_id is None:
                found.add(chat_id)
    return tuple(sorted(found))


@dataclass(frozen=True)
class ChatInfo:
    chat_id: str
    trainer_id: str
    client_id: str | None


def chat_info(documents: DocumentReader, chat_id: str) -> ChatInfo | None:
    """The chat's owner, or None if the chat does not exist or has no trainer."""
    return chat_from_data(chat_id, documents.get(CHATS, chat_id))


def chat_from_snapshot(snap: Any) -> ChatInfo | None:
    """The owner read from a chat document snapshot (None: no chat, or no trainer)."""
    return chat_from_data(snap.id, (snap.to_dict() or {}) if snap.exists else None)


def chat_from_data(chat_id: str, data: dict[str, Any] | None) -> ChatInfo | None:
    """The owner read from a chat document's data (None: no chat, or no trainer)."""
    if data is None:
        return None
    trainer_id = data.get("trainerId")
    if not isinstance(trainer_id, str) or not trainer_id:
        return None
    client_id = data.get("clientId")
    if not isinstance(client_id, str) or not client_id:
        client_id = _one_to_one_client(data, trainer_id)
    return ChatInfo(chat_id, trainer_id, client_id)


def _one_to_one_client(data: dict[str, Any], trainer_id: str) -> str | None:
    """A chat in the app's schema may name its client only as the other participant.

    Only a one-to-one chat has one client; a group chat (`isGroupChat`) has none.
    """
    if data.get("isGroupChat") is True:
        return None
    others = [uid for uid in participants(data) if uid != trainer_id]
    return others[0] if len(others) == 1 else None


def require_client(documents: DocumentReader, trainer_id: str, client_id: str) -> dict[str, Any]:
    """The client's document if it is this trainer's; NotFound otherwise."""
    data = documents.get(CLIENTS, client_id)
    if not data or data.get("trainerId") != trainer_id:
        raise NotFound("Client not found")
    return data


def require_chat(documents: DocumentReader, trainer_id: str, chat_id: str) -> ChatInfo:
    info = chat_info(documents, chat_id)
    if info is None or info.trainer_id != trainer_id:
        raise NotFound("Chat not found")
    return info
