"""A client's recent messages, read from Firestore (docs/DATA_MODEL.md).

Only chats that belong to both the trainer and the client are read, so a
client moved to another trainer never leaks old conversations into insights.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from shared.tenancy import CHATS, MESSAGES

# Messages written by insight delivery carry this mark (shared/insights/delivery.py).
DELIVERED_ORIGIN = "insight"
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
    chats = (
        db.collection(CHATS)
        .where(filter=_eq("clientId", client_id))
        .where(filter=_eq("trainerId", trainer_id))
        .stream()
    )
    out: list[ClientMessage] = []
    for chat in chats:
        query = (
            chat.reference.collection(MESSAGES)
            .where(filter=_cmp("createdAt", ">=", since))
            .where(filter=_cmp("createdAt", "<=", until))
            .order_by("createdAt")
            .limit(MAX_MESSAGES_PER_CHAT)
        )
        for snap in query.stream():
            data = snap.to_dict() or {}
            text, at = data.get("text"), data.get("createdAt")
            if not isinstance(text, str) or not text.strip() or not isinstance(at, datetime):
                continue
            if data.get("origin") == DELIVERED_ORIGIN:  # an approved insight we sent: not a signal
                continue
            out.append(
                ClientMessage(
                    id=snap.id,
                    chat_id=chat.id,
                    text=text,
                    at=at if at.tzinfo else at.replace(tzinfo=timezone.utc),
                    from_client=data.get("senderId") != trainer_id,
                )
            )
    out.sort(key=lambda m: m.at)
    return out


def _eq(field: str, value: Any) -> Any:
    return _cmp(field, "==", value)


def _cmp(field: str, op: str, value: Any) -> Any:
    from google.cloud.firestore_v1.base_query import FieldFilter

    return FieldFilter(field, op, value)
