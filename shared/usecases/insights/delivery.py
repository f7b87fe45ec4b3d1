"""Approved means delivered: an approved insight reaches the client.

Delivery writes, in the same Firestore transaction as the approval:

- `chats/{chatId}/messages/insight-{insightId}`: the (possibly edited)
  `clientMessage` as a message from the trainer in the trainer–client chat,
  marked `origin: "insight"` so that no detector, trigger or weekly note
  reads it back as a new signal (shared/usecases/insights/sources.py,
  shared/usecases/insights/events.py);
- `notifications/insight-{insightId}`: addressed to the client
  (`recipientId` = client uid, as firestore.rules expects) for the app to push;
- `insights/{id}.delivery`: where it went and when.

Ids are derived from the insight id and the documents are only created when
absent, inside the transaction that moves the insight out of `pending`: a
second approval is refused (the insight is no longer pending), a retried
transaction re-reads and writes nothing twice. So approving twice sends once.

The chat is the trainer's chat with the client that carried the evidence
(`triggeringData.chatIds`), else the lowest chat id of that pair. A client
with no chat still gets the notification (`delivery.chatId` is null).

Each delivery is audited (`auditLog`, action `deliverInsight`): ids and
outcome, never the text.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any, Literal

from shared.usecases import audit
from shared.usecases.insights.sources import DELIVERED_ORIGIN
from shared.kernel.collection_names import CHATS, MESSAGES, TRAINERS

log = logging.getLogger(__name__)

from shared.kernel.collection_names import INSIGHT_PREFERENCES as PREFERENCES, NOTIFICATIONS
from shared.kernel.collection_names import INSIGHTS
ORIGIN = DELIVERED_ORIGIN  # the mark every reader of messages uses to skip delivered insights
AUDIT_ACTION = "deliverInsight"

Mode = Literal["approved", "auto"]


def delivery_doc_id(insight_id: str) -> str:
    return f"insight-{insight_id}"


def plan_delivery(db: Any, transaction: Any, insight_id: str, data: dict[str, Any]) -> dict[str, Any]:
    """Reads everything delivery needs, inside `transaction` (all reads before any write)."""
    trainer_id, client_id = data["trainerId"], data["clientId"]
    chats = _client_chats(db, transaction, trainer_id, client_id)
    preferred = [c for c in (data.get("triggeringData") or {}).get("chatIds") or [] if c in chats]
    chat_id = preferred[0] if preferred else (min(chats) if chats else None)
    doc_id = delivery_doc_id(insight_id)
    message_ref = db.collection(CHATS).document(chat_id).collection(MESSAGES).document(doc_id) if chat_id else None
    notification_ref = db.collection(NOTIFICATIONS).document(doc_id)
    trainer = db.collection(TRAINERS).document(trainer_id).get(transaction=transaction)
    name = (trainer.to_dict() or {}).get("displayName") if trainer.exists else None
    return {
        "chat_id": chat_id,
        "message_ref": message_ref,
        "message_exists": bool(message_ref and message_ref.get(transaction=transaction).exists),
        "notification_ref": notification_ref,
        "notification_exists": notification_ref.get(transaction=transaction).exists,
        "sender_name": name if isinstance(name, str) and name.strip() else "Coach",
    }


def write_delivery(
    transaction: Any, plan: dict[str, Any], insight_id: str, data: dict[str, Any], now: datetime, mode: Mode
) -> dict[str, Any]:
    """Creates the message and the notification (if absent); returns the insight's `delivery` field."""
    trainer_id, client_id = data["trainerId"], data["clientId"]
    doc_id = delivery_doc_id(insight_id)
    if plan["message_ref"] is not None and not plan["message_exists"]:
        transaction.create(
            plan["message_ref"],
            {
                "senderId": trainer_id,
                "senderName": plan["sender_name"],
                "text": data["clientMessage"],
                "createdAt": now,
                "origin": ORIGIN,
                "insightId": insight_id,
            },
        )
    if not plan["notification_exists"]:
        transaction.create(
            plan["notification_ref"],
            {
                "recipientId": client_id,
                "trainerId": trainer_id,
                "clientId": client_id,
                "kind": "insight",
                "insightId": insight_id,
                "chatId": plan["chat_id"],
                "messageId": doc_id if plan["chat_id"] else None,
                "title": data["title"],
                "body": data["clientMessage"],
                "read": False,
                "createdAt": now,
            },
        )
    return {
        "chatId": plan["chat_id"],
        "messageId": doc_id if plan["chat_id"] else None,
        "notificationId": doc_id,
        "mode": mode,
        "deliveredAt": now,
    }


def audit_delivery(db: Any, data: dict[str, Any], delivery: dict[str, Any], outcome: str = "ok") -> None:
    audit.record(
        db, data["trainerId"], AUDIT_ACTION, outcome,
        client_id=data["clientId"], chat_id=delivery.get("chatId"), at=delivery.get("deliveredAt"),
    )
    log.info(
        "insight_delivered",
        extra={"json_fields": {"clientId": data["clientId"], "chatId": delivery.get("chatId"),
                               "code": f"{delivery.get('mode')}:{outcome}"}},
    )


def auto_send_enabled(db: Any, trainer_id: str) -> bool:
    """The trainer's opt-in to send stress follow-ups without review (`insightPreferences/{uid}`)."""
    snap = db.collection(PREFERENCES).document(trainer_id).get()
    data = snap.to_dict() if snap.exists else None
    return bool(data and data.get("trainerId") == trainer_id and data.get("autoSendStressFollowUp") is True)


def auto_deliver(db: Any, insight_id: str, now: datetime) -> dict[str, Any] | None:
    """Approve and deliver a pending insight on the trainer's standing opt-in; None if no longer pending."""
    from google.cloud import firestore

    ref = db.collection(INSIGHTS).document(insight_id)

    @firestore.transactional
    def attempt(transaction: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        snap = ref.get(transaction=transaction)
        data = snap.to_dict() if snap.exists else None
        if not data or data.get("status") != "pending":
            return None
        plan = plan_delivery(db, transaction, insight_id, data)
        delivery = write_delivery(transaction, plan, insight_id, data, now, "auto")
        transaction.update(ref, {"status": "approved", "reviewedAt": now, "reviewedBy": "auto", "delivery": delivery})
        return data, delivery

    done = attempt(db.transaction())
    if done is None:
        return None
    data, delivery = done
    audit_delivery(db, data, delivery)
    return delivery


def _client_chats(db: Any, transaction: Any, trainer_id: str, client_id: str) -> list[str]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = (
        db.collection(CHATS)
        .where(filter=FieldFilter("clientId", "==", client_id))
        .where(filter=FieldFilter("trainerId", "==", trainer_id))
    )
    return [s.id for s in query.stream(transaction=transaction)]
