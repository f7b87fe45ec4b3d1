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

from datetime import datetime, timedelta, timezone
from typing import Any

from shared.kernel.collection_names import CONVERSATIONS, TURNS
# The reading side lives beside the search, which reads a thread too (shared/usecases/conversation_threads.py).
from shared.usecases.conversation_threads import MAX_TURNS_READ, Conversation, Turn, load  # noqa: F401  (re-exported)


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


def _after(now: datetime) -> datetime:
    return now + timedelta(milliseconds=1)
