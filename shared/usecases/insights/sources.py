"""A client's recent messages, check-ins and session notes, read from Firestore (docs/DATA_MODEL.md).

Only chats that belong to both the trainer and the client are read, so a
client moved to another trainer never leaks old conversations into insights;
check-ins and notes count only when their `trainerId` is the trainer's.
Messages delivered from approved insights (`origin: "insight"`) are skipped:
what the coach sent is never read back as a signal about the client.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from shared.domain.message_fields import MessageFields, message_datetime, range_queries, sender_id
from shared.kernel.deadline import all_of
from shared.kernel.collection_names import CHATS, MESSAGES
from shared.usecases.tenancy import client_chats
from shared.domain.insights.models import ClientMessage
from shared.kernel.collection_names import CHECKINS, HEALTH_GOALS, SESSION_NOTES

# Messages written by insight delivery carry this mark (shared/usecases/insights/delivery.py).
DELIVERED_ORIGIN = "insight"
# A bound on what one client's run reads: far above a real week of messages.
MAX_MESSAGES_PER_CHAT = 500


def recent_messages(db: Any, trainer_id: str, client_id: str, since: datetime, until: datetime) -> list[ClientMessage]:
    """Messages in [since, until] of this trainer's chats with this client, oldest first."""
    fields = MessageFields.from_settings()
    chats = client_chats(db, trainer_id, client_id)
    # One query per date field and type (Timestamp, epoch ms): shared/domain/message_fields.py;
    # six a chat with the default fields. They are independent reads, so they run at once (their
    # round trips overlap) and are read back in this order, as when they ran one after another.
    queries = [(chat, query) for chat in chats
               for query in range_queries(chat.reference.collection(MESSAGES), since, until, fields)]
    found = all_of(*(lambda q=query: list(q.limit(MAX_MESSAGES_PER_CHAT).stream()) for _, query in queries))
    out: dict[tuple[str, str], ClientMessage] = {}
    for (chat, _), snaps in zip(queries, found):
        for snap in snaps:
            data = snap.to_dict() or {}
            text, at = data.get("text"), message_datetime(data, fields)
            if not isinstance(text, str) or not text.strip() or at is None or not since <= at <= until:
                continue
            if data.get("origin") == DELIVERED_ORIGIN:  # an approved insight we sent: not a signal
                continue
            out[(chat.id, snap.id)] = ClientMessage(
                id=snap.id,
                chat_id=chat.id,
                text=text,
                at=at,
                from_client=sender_id(data, fields) != trainer_id,
            )
    return sorted(out.values(), key=lambda m: m.at)


def _eq(field: str, value: Any) -> Any:
    return _cmp(field, "==", value)


def _cmp(field: str, op: str, value: Any) -> Any:
    from google.cloud.firestore_v1.base_query import FieldFilter

    return FieldFilter(field, op, value)


def _owned_by_client(db: Any, collection: str, trainer_id: str, client_id: str, date_field: str, since: datetime, until: datetime) -> list[Any]:
    """Documents of `collection` about this client, written for this trainer, dated in [since, until].

    `clientId ==` with a range on the date (composite index in
    firestore.indexes.json); the trainer is checked in code, as for insights.
    """
    query = (
        db.collection(collection)
        .where(filter=_eq("clientId", client_id))
        .where(filter=_cmp(date_field, ">=", since))
        .where(filter=_cmp(date_field, "<=", until))
        .order_by(date_field)
        .limit(MAX_MESSAGES_PER_CHAT)
    )
    return [s for s in query.stream() if (s.to_dict() or {}).get("trainerId") == trainer_id]


def recent_checkins(db: Any, trainer_id: str, client_id: str, since: datetime, until: datetime) -> tuple[list[Any], list[ClientMessage]]:
    """(check-in points, their comments as messages) in [since, until], oldest first."""
    from shared.domain.insights.checkins import CheckinPoint
    from shared.domain.sources.models import Checkin

    points, comments = [], []
    for snap in _owned_by_client(db, CHECKINS, trainer_id, client_id, "date", since, until):
        checkin = Checkin.model_validate(snap.to_dict() or {})
        at = checkin.date if isinstance(checkin.date, datetime) else None
        if at is None:
            continue
        at = at if at.tzinfo else at.replace(tzinfo=timezone.utc)
        evidence = f"checkin:{snap.id}"
        points.append(CheckinPoint(evidence, at, checkin.sleepHours, checkin.stress, checkin.adherencePct))
        if checkin.comment:
            comments.append(ClientMessage(evidence, "", checkin.comment, at, True, "checkin"))
    return points, comments


def recent_notes(db: Any, trainer_id: str, client_id: str, since: datetime, until: datetime) -> list[ClientMessage]:
    """The coach's session notes about this client in [since, until], read like messages about the client."""
    out = []
    for snap in _owned_by_client(db, SESSION_NOTES, trainer_id, client_id, "date", since, until):
        data = snap.to_dict() or {}
        text, at = data.get("text"), data.get("date")
        if isinstance(text, str) and text.strip() and isinstance(at, datetime):
            at = at if at.tzinfo else at.replace(tzinfo=timezone.utc)
            out.append(ClientMessage(f"session_note:{snap.id}", "", text, at, True, "session_note"))
    return out


def recent_health(db: Any, trainer_id: str, client_id: str, since: datetime, until: datetime) -> tuple[list[Any], list[Any]]:
    """(metric readings in [since, until], the client's goals) written for this trainer (shared/usecases/health)."""
    from shared.domain.insights.metrics import GoalPoint, MetricPoint

    points = []
    for snap in _owned_by_client(db, "healthMetrics", trainer_id, client_id, "recordedAt", since, until):
        data = snap.to_dict() or {}
        value, metric, at = data.get("value"), data.get("type"), data.get("recordedAt")
        if isinstance(value, (int, float)) and not isinstance(value, bool) and isinstance(metric, str) and isinstance(at, datetime):
            at = at if at.tzinfo else at.replace(tzinfo=timezone.utc)
            points.append(MetricPoint(f"health_metric:{snap.id}", metric, float(value), str(data.get("unit") or ""), at))
    goals = []
    for snap in db.collection(HEALTH_GOALS).where(filter=_eq("clientId", client_id)).stream():
        data = snap.to_dict() or {}
        target, metric, deadline = data.get("target"), data.get("metric"), data.get("deadline")
        if data.get("trainerId") != trainer_id or not isinstance(metric, str) or isinstance(target, bool):
            continue
        if not isinstance(target, (int, float)):
            continue
        if isinstance(deadline, datetime) and deadline.tzinfo is None:
            deadline = deadline.replace(tzinfo=timezone.utc)
        goals.append(GoalPoint(f"health_goal:{snap.id}", metric, float(target), str(data.get("unit") or ""),
                               deadline if isinstance(deadline, datetime) else None, str(data.get("status") or "active")))
    return points, goals
