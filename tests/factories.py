"""Write the documents of the data model (docs/DATA_MODEL.md) into the emulator."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

BASE_TIME = datetime(2026, 11, 1, 9, 0, tzinfo=timezone.utc)


def add_client(db: Any, trainer_id: str, client_id: str, name: str) -> None:
    db.collection("trainers").document(trainer_id).set({"displayName": trainer_id}, merge=True)
    db.collection("clients").document(client_id).set({"trainerId": trainer_id, "displayName": name, "active": True})
    db.collection("chats").document(chat_id_for(client_id)).set(
        {"trainerId": trainer_id, "clientId": client_id, "participantIds": [trainer_id, client_id]}
    )


def chat_id_for(client_id: str) -> str:
    return f"chat-{client_id}"


def add_message(
    db: Any,
    client_id: str,
    message_id: str,
    text: str,
    sender_name: str,
    sender_id: str | None = None,
    at: datetime | None = None,
) -> tuple[str, str]:
    chat_id = chat_id_for(client_id)
    db.collection("chats").document(chat_id).collection("messages").document(message_id).set(
        {
            "senderId": sender_id or client_id,
            "senderName": sender_name,
            "text": text,
            "createdAt": at or BASE_TIME + timedelta(minutes=len(message_id)),
        }
    )
    return chat_id, message_id


# Zoe's history in the answerability tests: a shin injury and everyday news, nothing about sunburn.
ZOE_START = datetime(2026, 10, 1, 8, tzinfo=timezone.utc)
ZOE_SAID = (
    "there's one spot on my left shin that hurts to press and hurts when I hop",
    "MRI showed a grade 2 stress reaction in the tibia. 6 weeks no running",
    "walked every evening after work this week, legs feel fresh",
    "can we get the session in earlier on Thursday?",
    "got my new trainers today, so comfy",
    "did the bike session, 45 min easy",
)


def seed_zoe(db: Any, backends: Any) -> list[str]:
    """Coach's client Zoe with ZOE_SAID, three days apart from ZOE_START, each indexed; returns the texts."""
    from shared.usecases import indexing

    add_client(db, "coach", "zoe", "Zoe Papadopoulos")
    for n, text in enumerate(ZOE_SAID):
        add_message(db, "zoe", f"z{n}", text, "Zoe Papadopoulos", at=ZOE_START + timedelta(days=3 * n))
        assert indexing.sync_message(backends, chat_id_for("zoe"), f"z{n}").outcome == "indexed"
    return list(ZOE_SAID)


def add_pending_insight(db: Any, insight_id: str, trainer_id: str, client_id: str, part: str) -> None:
    """A pending "pain" insight about `part` of the client's body, from message m1, expiring in a week
    (what a callable that reviews, delivers or deletes insights needs to act on)."""
    now = datetime.now(timezone.utc)
    db.collection("insights").document(insight_id).set({
        "trainerId": trainer_id, "clientId": client_id, "status": "pending", "title": f"{part.capitalize()} check-in",
        "clientMessage": f"How is the {part}?", "rationale": f"Mentioned {part} pain", "suggestedActions": ["Ask"],
        "insightType": "training", "confidence": 0.8, "createdAt": now, "expiresAt": now + timedelta(days=7),
        "triggeringData": {"pattern": "pain", "messageIds": ["m1"]}})
