"""The trainer's AI conversations, read back and forgotten (docs/DATA_MODEL.md, "AI conversations").

- `list_conversations`: the caller's conversations, most recently updated first,
  in pages (`pageToken` = the last conversation id of the previous page).
- `get_conversation`: one conversation's turns, newest first, in pages.
- `delete_conversation`: the conversation and its turns.
- `purge_expired`: the scheduled retention job — conversations not updated for
  `RETENTION_AI_CHAT_DAYS` (90 by default, shared/usecases/retention.py's
  settings) are deleted with their turns, and older turns of conversations still
  in use are deleted too. Each run writes one audit record (trainerId "_system",
  action "aiChatRetention") with counts only. Ages come from `updatedAt` /
  `createdAt`, which only the backend writes (firestore.rules close the
  collection to the app).

A conversation or page token that is not the caller's answers NOT_FOUND,
exactly like one that does not exist.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta, timezone
from typing import Any

from pydantic import BaseModel, Field

from shared.usecases.backends import Backends
from shared.usecases.chat.conversations import CONVERSATIONS, TURNS
from shared.kernel.errors import InvalidArgument, NotFound
from shared.domain.models import DocId, _Request

log = logging.getLogger(__name__)

AUDIT_ACTION = "aiChatRetention"
DELETE_BATCH = 400  # below Firestore's 500 writes per batch


class ListConversationsRequest(_Request):
    limit: int = Field(default=20, ge=1, le=50)
    pageToken: DocId | None = None


class ConversationRequest(_Request):
    conversationId: DocId


class GetConversationRequest(ConversationRequest):
    limit: int = Field(default=50, ge=1, le=200)
    pageToken: DocId | None = None  # the last turn id of the previous page


class ConversationSummary(BaseModel):
    conversationId: str
    createdAt: str | None
    updatedAt: str | None
    focusClientId: str | None = None
    lastQuestion: str | None = None  # the newest user turn, for the list row


class ListConversationsResponse(BaseModel):
    conversations: list[ConversationSummary]
    nextPageToken: str | None


class TurnOut(BaseModel):
    turnId: str
    role: str
    text: str
    createdAt: str | None
    sourceIds: list[str] = Field(default_factory=list)


class GetConversationResponse(BaseModel):
    conversationId: str
    createdAt: str | None
    updatedAt: str | None
    focusClientId: str | None = None
    turns: list[TurnOut]  # newest first
    nextPageToken: str | None


class DeleteConversationResponse(BaseModel):
    conversationId: str
    turnsDeleted: int


def list_conversations(backends: Backends, trainer_id: str, request: ListConversationsRequest) -> ListConversationsResponse:
    from google.cloud.firestore import Query
    from google.cloud.firestore_v1.base_query import FieldFilter

    db = backends.db
    query = (
        db.collection(CONVERSATIONS)
        .where(filter=FieldFilter("trainerId", "==", trainer_id))
        .order_by("updatedAt", direction=Query.DESCENDING)
    )
    if request.pageToken is not None:
        query = query.start_after(_own(db, trainer_id, request.pageToken, invalid_token=True))
    snaps = list(query.limit(request.limit + 1).stream())
    page, more = snaps[: request.limit], len(snaps) > request.limit
    return ListConversationsResponse(
        conversations=[_summary(s) for s in page],
        nextPageToken=page[-1].id if more and page else None,
    )


def get_conversation(backends: Backends, trainer_id: str, request: GetConversationRequest) -> GetConversationResponse:
    from google.cloud.firestore import Query

    db = backends.db
    snap = _own(db, trainer_id, request.conversationId)
    turns = snap.reference.collection(TURNS).order_by("createdAt", direction=Query.DESCENDING)
    if request.pageToken is not None:
        cursor = snap.reference.collection(TURNS).document(request.pageToken).get()
        if not cursor.exists:
            raise InvalidArgument("pageToken: not a page of this conversation", {"field": "pageToken"})
        turns = turns.start_after(cursor)
    found = list(turns.limit(request.limit + 1).stream())
    page, more = found[: request.limit], len(found) > request.limit
    data = snap.to_dict() or {}
    return GetConversationResponse(
        conversationId=snap.id,
        createdAt=_iso(data.get("createdAt")),
        updatedAt=_iso(data.get("updatedAt")),
        focusClientId=_str(data.get("focusClientId")),
        turns=[_turn(t) for t in page],
        nextPageToken=page[-1].id if more and page else None,
    )


def delete_conversation(backends: Backends, trainer_id: str, request: ConversationRequest) -> DeleteConversationResponse:
    db = backends.db
    snap = _own(db, trainer_id, request.conversationId)
    deleted = _delete_with_turns(db, snap.reference)
    return DeleteConversationResponse(conversationId=snap.id, turnsDeleted=deleted)


def purge_expired(backends: Backends, now: datetime | None = None, days: int | None = None) -> dict[str, int]:
    """Delete AI chat history older than `days` (default: RETENTION_AI_CHAT_DAYS): whole idle
    conversations, then old turns of the rest; audited with the counts."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    from shared.usecases import audit
    from shared.usecases.retention import SYSTEM_ACTOR, get_retention_settings

    db = backends.db
    now = now or datetime.now(timezone.utc)
    days = days if days is not None else get_retention_settings().ai_chat_days
    cutoff = now - timedelta(days=days)
    conversations = turns = 0
    idle = db.collection(CONVERSATIONS).where(filter=FieldFilter("updatedAt", "<", cutoff))
    for snap in idle.stream():
        turns += _delete_with_turns(db, snap.reference)
        conversations += 1
    # A conversation still in use keeps only its recent turns (collection-group
    # query: firestore.indexes.json enables `createdAt` on the `turns` group).
    while True:
        old = list(db.collection_group(TURNS).where(filter=FieldFilter("createdAt", "<", cutoff)).limit(DELETE_BATCH).stream())
        old = [t for t in old if t.reference.parent.parent and t.reference.parent.parent.parent.id == CONVERSATIONS]
        if not old:
            break
        batch = db.batch()
        for t in old:
            batch.delete(t.reference)
        batch.commit()
        turns += len(old)
    counts = {"conversationsDeleted": conversations, "turnsDeleted": turns}
    audit.record(db, SYSTEM_ACTOR, AUDIT_ACTION, "ok", at=now, counts=counts)
    log.info("conversations_purged", extra={"json_fields": counts})
    return counts


def _own(db: Any, trainer_id: str, conversation_id: str, invalid_token: bool = False) -> Any:
    snap = db.collection(CONVERSATIONS).document(conversation_id).get()
    if not snap.exists or (snap.to_dict() or {}).get("trainerId") != trainer_id:
        if invalid_token:
            raise InvalidArgument("pageToken: not a page of your conversations", {"field": "pageToken"})
        raise NotFound("Conversation not found")
    return snap


def _delete_with_turns(db: Any, ref: Any) -> int:
    deleted = 0
    while True:
        turns = list(ref.collection(TURNS).limit(DELETE_BATCH).stream())
        if not turns:
            break
        batch = db.batch()
        for t in turns:
            batch.delete(t.reference)
        batch.commit()
        deleted += len(turns)
    ref.delete()
    return deleted


def _summary(snap: Any) -> ConversationSummary:
    from google.cloud.firestore import Query

    data = snap.to_dict() or {}
    # Turns are written in pairs (question, answer 1 ms later): the newest two hold the last question.
    newest = snap.reference.collection(TURNS).order_by("createdAt", direction=Query.DESCENDING).limit(2).stream()
    asked = [d for d in (t.to_dict() or {} for t in newest) if d.get("role") == "user"]
    question = asked[0].get("text") if asked else None
    return ConversationSummary(
        conversationId=snap.id,
        createdAt=_iso(data.get("createdAt")),
        updatedAt=_iso(data.get("updatedAt")),
        focusClientId=_str(data.get("focusClientId")),
        lastQuestion=question[:200] if isinstance(question, str) else None,
    )


def _turn(snap: Any) -> TurnOut:
    d = snap.to_dict() or {}
    sources = d.get("sourceIds")
    return TurnOut(
        turnId=snap.id,
        role=str(d.get("role")),
        text=str(d.get("text", "")),
        createdAt=_iso(d.get("createdAt")),
        sourceIds=[s for s in sources if isinstance(s, str)] if isinstance(sources, list) else [],
    )


def _iso(value: Any) -> str | None:
    if not isinstance(value, datetime):
        return None
    value = value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) else None
