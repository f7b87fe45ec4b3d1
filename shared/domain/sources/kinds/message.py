"""A chat message (`chats/{chatId}/messages/{id}`), indexed by shared/usecases/indexing.py.

Also the label of anything without a known sourceType (vectors written before
sourceType existed are messages).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import MESSAGES
from shared.domain.sources import labels
from shared.domain.sources.registry import SourceKind, register


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    sender = labels.name(metadata, "Unknown sender")
    return f"[{labels.day(d)}] {sender}" if d else sender


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    sender = labels.name(metadata, "someone")
    return f"On {labels.day(d)} {sender} wrote" if d else f"{sender} wrote"


KIND = register(SourceKind("message", label, attribution, sync="message", collection=MESSAGES, written_by="speakers"))
