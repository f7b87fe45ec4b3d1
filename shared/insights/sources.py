"""A client's recent messages, read from Firestore (docs/DATA_MODEL.md).

Only chats that belong to both the trainer and the client are read, so a
client moved to another trainer never leaks old conversations into insights.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from shared.message_fields import MessageFields, message_datetime, range_queries, sender_id
from shared.tenancy import CHATS, MESSAGES

# A bound on what one client's run reads: far above a real week of messages.
MAX_MESSAGES_PER_CHAT = 500


@dataclass(frozen=True)
class ClientMessage:
    id: str
    chat_id: str
    text: str
    at: datetime  # timezone-aware
    from_client: bool  # sent by anyone but the trainer


def recent_messages(db: Any, trainer_id: str, client_id: str, since: datetime, until: datetime) -> list[ClientMessage]:
    """Messages in [since, until] of this trainer's chats with this client, oldest first."""
    fields = MessageFields.from_settings()
    chats = _client_chats(db, trainer_id, client_id, fields)
    out: dict[tuple[str, str], ClientMessage] = {}
    for chat in chats:
        # One query per date field and type (Timestamp, epoch ms): shared/message_fields.py.
        for query in range_queries(chat.reference.collection(MESSAGES), since, until, fields):
            for snap in query.limit(MAX_MESSAGES_PER_CHAT).stream():
                data = snap.to_dict() or {}
                text, at = data.get("text"), message_datetime(data, fields)
                if not isinstance(text, str) or not text.strip() or at is None or not since <= at <= until:
                    continue
                out[(chat.id, snap.id)] = ClientMessage(
                    id=snap.id,
                    chat_id=chat.id,
                    text=text,
                    at=at,
                    from_client=sender_id(data, fields) != trainer_id,
                )
    return sorted(out.values(), key=lambda m: m.at)


def _client_chats(db: Any, trainer_id: str, client_id: str, fields: MessageFields) -> list[Any]:
    """The trainer's chats with this client: by `clientId`, or (the app's schema) as a one-to-one participant."""
    mine = db.collection(CHATS).where(filter=_eq("trainerId", trainer_id))
    found = {snap.id: snap for snap in mine.where(filter=_eq("clientId", client_id)).stream()}
    for name in fields.participants:
        for snap in mine.where(filter=_cmp(name, "array_contains", client_id)).stream():
            data = snap.to_dict() or {}
            if snap.id not in found and not data.get("clientId") and data.get("isGroupChat") is not True:
                found[snap.id] = snap
    return list(found.values())


def _eq(field: str, value: Any) -> Any:
    return _cmp(field, "==", value)


def _cmp(field: str, op: str, value: Any) -> Any:
    from google.cloud.firestore_v1.base_query import FieldFilter

    return FieldFilter(field, op, value)
