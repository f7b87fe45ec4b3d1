"""AI conversations in Firestore, so follow-up questions keep their context.

    aiConversations/{conversationId}        {trainerId, createdAt, updatedAt, focusClientId?}
    aiConversations/{conversationId}/turns  {role: "user"|"assistant", text, createdAt,
                                             sourceIds?: [vectorId]}

`sourceIds` are vector ids (`message:{chatId}:{messageId}`, `session_note:{id}`,
`weekly_note:{id}`, … — shared/domain/documents.py, shared/domain/sources/records.py), the
one format deleteClient matches; turns saved before this held bare document
ids, which deletion still matches.

A conversation belongs to the trainer who started it; any other caller gets
NotFound, exactly as for an id that does not exist.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from shared.kernel.errors import NotFound
from shared.ports.documents import DocumentStore

from shared.kernel.collection_names import CONVERSATIONS, TURNS
from shared.domain.prompt import Turn
MAX_TURNS_READ = 12


@dataclass
class Conversation:
    conversation_id: str
    exists: bool
    focus_client_id: str | None = None
    turns: list[Turn] = field(default_factory=list)  # oldest first


def load(documents: DocumentStore, trainer_id: str, conversation_id: str | None) -> Conversation:
    """The caller's conversation with its recent turns, or a fresh (unsaved) one."""
    if conversation_id is None:
        return Conversation(documents.new_id(CONVERSATIONS), exists=False)
    data = documents.get(CONVERSATIONS, conversation_id)
    if not data or data.get("trainerId") != trainer_id:
        raise NotFound("Conversation not found")
    newest = documents.find(f"{CONVERSATIONS}/{conversation_id}/{TURNS}", [], order_by="createdAt", descending=True,
                            limit=MAX_TURNS_READ)
    turns = [
        Turn(str(d.get("role")), str(d.get("text")), _source_ids(d.get("sourceIds")))
        for _, d in newest
        if d.get("role") in ("user", "assistant") and isinstance(d.get("text"), str)
    ]
    focus = data.get("focusClientId")
    return Conversation(conversation_id, True, focus if isinstance(focus, str) else None, list(reversed(turns)))


def append_exchange(
    db: Any,
    trainer_id: str,
    conversation: Conversation,
    question: str,
    answer: str,
    source_ids: list[str],
    focus_client_id: str | None,
    now: datetime | None = None,
) -> None:
    """Record one question and its answer (one batch: both turns or neither)."""
    now = now or datetime.now(timezone.utc)
    ref = db.collection(CONVERSATIONS).document(conversation.conversation_id)
    batch = db.batch()
    header: dict[str, Any] = {"trainerId": trainer_id, "updatedAt": now}
    if not conversation.exists:
        header["createdAt"] = now
    if focus_client_id is not None:
        header["focusClientId"] = focus_client_id
    batch.set(ref, header, merge=True)
    # The answer is stamped 1 ms after the question so ordering by createdAt keeps the pair in order.
    batch.set(ref.collection(TURNS).document(), {"role": "user", "text": question, "createdAt": now})
    batch.set(
        ref.collection(TURNS).document(),
        {"role": "assistant", "text": answer, "createdAt": _after(now), "sourceIds": source_ids},
    )
    batch.commit()


def _source_ids(value: Any) -> tuple[str, ...]:
    """A turn's `sourceIds` as stored (a list of vector ids on an answer's turn; absent on a question's)."""
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def _after(now: datetime) -> datetime:
    return now + timedelta(milliseconds=1)
