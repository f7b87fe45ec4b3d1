"""How a Firestore document becomes the text that is embedded and indexed.

Kept in one place because the content hash (skip re-embedding) and retrieval
quality both depend on exactly this text.
"""

from __future__ import annotations

import hashlib

# Bounded input: about two pages of text. Longer messages are embedded by
# their beginning (documented in docs/ARCHITECTURE.md); the full text stays in
# Firestore.
MAX_EMBED_CHARS = 4000


def message_text(sender_name: str | None, text: str) -> str:
    """'Sarah Kim: my knee hurts' — the sender helps "what did Sarah say" questions."""
    body = text.strip()[:MAX_EMBED_CHARS]
    return f"{sender_name.strip()}: {body}" if sender_name and sender_name.strip() else body


def content_hash(rendered: str, model_id: str) -> str:
    """Same text under the same model means the same vector: no re-embedding."""
    return hashlib.sha256(f"{model_id}\x00{rendered}".encode()).hexdigest()


def message_vector_id(chat_id: str, message_id: str) -> str:
    return f"message:{chat_id}:{message_id}"


def message_id_of(vector_id: str) -> str | None:
    """The message's document id in a message vector id (`message_vector_id`'s last part); None for another kind's.

    Older chat turns cited that bare document id, not the vector id (shared/usecases/deletion.py reads both)."""
    return vector_id.rsplit(":", 1)[1] if vector_id.startswith("message:") else None
