"""Reading an AI conversation: the caller's own thread with its recent turns, for chatWithAI and for
semanticSearch asked in a chat thread (`conversationId`). Here and not in the chat's package because the chat
imports the search (a use case never imports the chat: tests/test_layers.py); the chat's writing side stays in
shared/usecases/chat/conversations.py, which re-exports these names. Collections and formats: that module's
docstring.

A conversation belongs to the trainer who started it; any other caller gets NotFound, exactly as for an id that
does not exist.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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


def _source_ids(value: Any) -> tuple[str, ...]:
    """A turn's `sourceIds` as stored (a list of vector ids on an answer's turn; absent on a question's)."""
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()
