"""Approved means delivered: an approved insight reaches the client.

Delivery writes, in the same atomic batch as the approval (shared/usecases/insights/settle.py):

- `chats/{chatId}/messages/insight-{insightId}`: the (possibly edited)
  `clientMessage` as a message from the trainer in the trainer–client chat,
  marked `origin: "insight"` so that no detector, trigger or weekly note
  reads it back as a new signal (shared/usecases/insights/sources.py,
  shared/usecases/insights/events.py);
- `notifications/insight-{insightId}`: addressed to the client
  (`recipientId` = client uid, as firestore.rules expects) for the app to push;
- `insights/{id}.delivery`: where it went and when.

Ids are derived from the insight id and the documents are only created when
absent, in the write that moves the insight out of `pending`, which only lands
if the insight is unchanged since it was read: a second approval is refused
(the insight is no longer pending), a concurrent one loses its condition,
re-reads and is refused. So approving twice sends once.

The chat is the trainer's chat with the client that carried the evidence
(`triggeringData.chatIds`), else the lowest chat id of that pair. A client
with no chat still gets the notification (`delivery.chatId` is null).

Each delivery is audited (`auditLog`, action `deliverInsight`): ids and
outcome, never the text.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any, Callable, Literal

from shared.usecases import audit
from shared.usecases.insights.sources import DELIVERED_ORIGIN
from shared.ports.documents import DocumentStore
from shared.kernel.collection_names import CHATS, MESSAGES, TRAINERS

log = logging.getLogger(__name__)

from shared.kernel.collection_names import INSIGHT_PREFERENCES as PREFERENCES, NOTIFICATIONS
ORIGIN = DELIVERED_ORIGIN  # the mark every reader of messages uses to skip delivered insights
AUDIT_ACTION = "deliverInsight"

Mode = Literal["approved", "auto"]


def delivery_doc_id(insight_id: str) -> str:
    return f"insight-{insight_id}"


def plan_delivery(db: Any, insight_id: str, data: dict[str, Any]) -> dict[str, Any]:
    """Reads everything delivery needs (before the settling batch is written)."""
    trainer_id, client_id = data["trainerId"], data["clientId"]
    chats = _client_chats(db, trainer_id, client_id)
    preferred = [c for c in (data.get("triggeringData") or {}).get("chatIds") or [] if c in chats]
    chat_id = preferred[0] if preferred else (min(chats) if chats else None)
    doc_id = delivery_doc_id(insight_id)
    message_ref = db.collection(CHATS).document(chat_id).collection(MESSAGES).document(doc_id) if chat_id else None
    notification_ref = db.collection(NOTIFICATIONS).document(doc_id)
    trainer = db.collection(TRAINERS).document(trainer_id).get()
    name = (trainer.to_dict() or {}).get("displayName") if trainer.exists else None
    return {
        "chat_id": chat_id,
        "message_ref": message_ref,
        "message_exists": bool(message_ref and message_ref.get().exists),
        "notification_ref": notification_ref,
        "notification_exists": notification_ref.get().exists,
        "sender_name": name if isinstance(name, str) and name.strip() else "Coach",
    }


def write_delivery(
    writes: Any, plan: dict[str, Any], insight_id: str, data: dict[str, Any], now: datetime, mode: Mode
) -> dict[str, Any]:
    """Adds to `writes` (a batch or transaction) the creation of the message and the
    notification (if absent); returns the insight's `delivery` field."""
    trainer_id, client_id = data["trainerId"], data["clientId"]
    doc_id = delivery_doc_id(insight_id)
    if plan["message_ref"] is not None and not plan["message_exists"]:
        writes.create(
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
        writes.create(
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


def delivering(db: Any, insight_id: str, now: datetime, mode: Mode) -> Callable[[Any, dict[str, Any]], dict[str, Any]]:
    """Delivery as part of settling an insight (shared/usecases/insights/settle.py):
    adds the message and notification to the settling batch, returns the `delivery` field."""

    def add(batch: Any, insight: dict[str, Any]) -> dict[str, Any]:
        plan = plan_delivery(db, insight_id, insight)
        return {"delivery": write_delivery(batch, plan, insight_id, insight, now, mode)}

    return add


def auto_deliver(docs: DocumentStore, insight_id: str, now: datetime) -> dict[str, Any] | None:
    """Approve and deliver a pending insight on the trainer's standing opt-in; None if no longer pending."""
    from shared.usecases.insights.settle import Decision, settle

    db = docs.db

    def decide(data: dict[str, Any] | None) -> Decision:
        if not data or data.get("status") != "pending":
            return Decision(refusal="not_pending")
        update = {"status": "approved", "reviewedAt": now, "reviewedBy": "auto"}
        return Decision(update, also=delivering(db, insight_id, now, "auto"))

    data, decision = settle(docs, insight_id, decide)
    if decision.refusal is not None or data is None:
        return None
    audit_delivery(db, data, data["delivery"])
    return data["delivery"]


def _client_chats(db: Any, trainer_id: str, client_id: str) -> list[str]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = (
        db.collection(CHATS)
        .where(filter=FieldFilter("clientId", "==", client_id))
        .where(filter=FieldFilter("trainerId", "==", trainer_id))
    )
    return [s.id for s in query.stream()]
