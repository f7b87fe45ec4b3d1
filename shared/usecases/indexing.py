"""Keep the vector index equal to Firestore, one message at a time.

`sync_message` is what embedMessage runs for every create, update and delete.
It ignores the event's payload and reads the message's *current* state from
Firestore, so replayed, duplicated or reordered events all converge on the
same index (triggers are at-least-once and unordered).

Every call ends in one recorded outcome in the ledger collection
`vectorIndex/{vectorId}`: indexed (with content hash and model), deleted, or
failed (with the error class, never the text) for the backfill to retry.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Literal


from shared.usecases.backends import Backends
from shared.domain.documents import content_hash, message_text, message_vector_id
from shared.domain.message_fields import (
    MessageFields,
    epoch_seconds,
    fill_sender_names,
    message_epoch_seconds,
    sender_id,
    sender_name,
)
from shared.kernel.collection_names import CHATS, MESSAGES
from shared.usecases.tenancy import chat_from_snapshot
from shared.kernel.transient import is_transient, retry_in_call
from shared.ports.vectorstore import VectorRecord

log = logging.getLogger(__name__)

from shared.kernel.collection_names import LEDGER
Outcome = Literal["indexed", "unchanged", "deleted", "absent", "failed"]

# Retries inside one trigger invocation: short, because the backfill is the
# long-term retry and a trigger should not hold its instance for long.
_retry = retry_in_call(multiplier=0.2, max_wait=2)


@dataclass(frozen=True)
class SyncResult:
    vector_id: str
    outcome: Outcome
    error_class: str | None = None
    # A failure the service may not repeat (outage, timeout, 429/5xx): the
    # trigger hands it back to Cloud Functions for a retry (shared/kernel/transient.py).
    transient: bool = False


def sync_message(backends: Backends, chat_id: str, message_id: str, *, force: bool = False) -> SyncResult:
    """Bring the index in line with `chats/{chat_id}/messages/{message_id}` as it is now.

    `force` re-embeds even when the ledger says this content is indexed: the
    reconciliation uses it when the store itself lacks the vector.
    """
    db = backends.db
    vector_id = message_vector_id(chat_id, message_id)
    ledger_ref = db.collection(LEDGER).document(vector_id)
    chat_ref = db.collection(CHATS).document(chat_id)
    message_ref = chat_ref.collection(MESSAGES).document(message_id)
    # One round trip for the three reads: a trigger's latency is mostly Firestore's.
    snaps = {snap.reference.path: snap for snap in db.get_all([ledger_ref, chat_ref, message_ref])}
    ledger, message = snaps[ledger_ref.path], snaps[message_ref.path]
    ledger_data: dict[str, Any] = ledger.to_dict() if ledger.exists else {}

    chat = chat_from_snapshot(snaps[chat_ref.path])
    data = message.to_dict() if message.exists else None
    text = (data or {}).get("text")

    if chat is None or not isinstance(text, str) or not text.strip():
        return _remove(backends, ledger_ref, ledger_data, vector_id, chat.trainer_id if chat else None)

    model_id = backends.embedder.model_id
    fields = MessageFields.from_settings(backends.settings)
    fill_sender_names(db, [data], fields)  # type: ignore[list-item]
    rendered, metadata = build_message_record(chat_id, message_id, chat.trainer_id, chat.client_id, data, model_id, fields)  # type: ignore[arg-type]
    digest = metadata["contentHash"]
    if not force and is_current(ledger_data, chat.trainer_id, digest):
        return SyncResult(vector_id, "unchanged")

    # A chat that changed owner leaves nothing behind in the old trainer's index.
    old_trainer = ledger_data.get("trainerId")
    pending_owner = old_trainer if old_trainer and old_trainer != chat.trainer_id else None
    try:
        vector = _retry(backends.embedder.embed)([rendered])[0]
        if pending_owner:
            _retry(backends.store.delete)(pending_owner, [vector_id])
            pending_owner = None
        _retry(backends.store.upsert)(chat.trainer_id, [VectorRecord(vector_id, vector, metadata)])
    except Exception as exc:  # recorded, never lost: the backfill retries it
        error_class = type(exc).__name__
        # Until the old owner's copy is gone, the ledger keeps naming that owner,
        # so the retry still finds it and deletes it.
        owner = pending_owner or chat.trainer_id
        ledger_ref.set(failed_entry(chat_id, message_id, owner, chat.client_id, error_class, ledger_data))
        log.warning("embed_failed", extra={"json_fields": {"vectorId": vector_id, "errorClass": error_class}})
        return SyncResult(vector_id, "failed", error_class, is_transient(exc))

    ledger_ref.set(indexed_entry(chat_id, message_id, chat.trainer_id, chat.client_id, digest, model_id))
    return SyncResult(vector_id, "indexed")


def is_current(ledger_data: dict[str, Any], trainer_id: str, digest: str) -> bool:
    """The ledger says this exact content (hash covers the model) is indexed for this trainer."""
    return (
        ledger_data.get("status") == "indexed"
        and ledger_data.get("contentHash") == digest
        and ledger_data.get("trainerId") == trainer_id
    )


def indexed_entry(
    chat_id: str, message_id: str, trainer_id: str, client_id: str | None, digest: str, model_id: str
) -> dict[str, Any]:
    """Ledger document for a message whose vector is in the store (shared with the backfill)."""
    entry = _entry_base(chat_id, message_id, trainer_id, client_id)
    entry.update({"status": "indexed", "contentHash": digest, "embeddingModel": model_id, "attempts": 0})
    return entry


def failed_entry(
    chat_id: str,
    message_id: str,
    trainer_id: str,
    client_id: str | None,
    error_class: str,
    previous: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Ledger document for a message that could not be indexed: the error class, never the text."""
    entry = _entry_base(chat_id, message_id, trainer_id, client_id)
    attempts = int((previous or {}).get("attempts", 0)) + 1
    entry.update({"status": "failed", "errorClass": error_class, "attempts": attempts})
    return entry


def _entry_base(chat_id: str, message_id: str, trainer_id: str, client_id: str | None) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "trainerId": trainer_id,
        "sourceType": "message",
        "chatId": chat_id,
        "sourceId": message_id,
        "updatedAt": _now(),
    }
    if client_id is not None:  # lets deleteClient find the client's ledger entries
        entry["clientId"] = client_id
    return entry


def build_message_record(
    chat_id: str,
    message_id: str,
    trainer_id: str,
    client_id: str | None,
    data: dict[str, Any],
    model_id: str,
    fields: MessageFields | None = None,
) -> tuple[str, dict[str, Any]]:
    """The text to embed and the vector metadata for one message document.

    Pure (no I/O) so that the recall benchmark builds exactly the records
    embedMessage builds. `fields` names the app's message fields (date,
    sender, sender name; shared/domain/message_fields.py), from the settings by default.
    """
    fields = fields or MessageFields.from_settings()
    text = data["text"]
    name = sender_name(data, fields)
    rendered = message_text(name, text)
    sender = sender_id(data, fields)
    if client_id is None and isinstance(sender, str) and sender and sender != trainer_id:
        # A group chat has no client of its own; what a member says there is
        # about that member ("What did Amara say about flapjacks?").
        client_id = sender
    metadata = {
        "trainerId": trainer_id,
        "sourceType": "message",
        "sourceId": message_id,
        "chatId": chat_id,
        "clientId": client_id,
        "senderId": sender,
        "senderName": name,
        "ts": message_epoch_seconds(data, fields),
        "text": text,
        "contentHash": content_hash(rendered, model_id),
        "embeddingModel": model_id,
    }
    return rendered, metadata


def _remove(
    backends: Backends,
    ledger_ref: Any,
    ledger_data: dict[str, Any],
    vector_id: str,
    trainer_id: str | None,
) -> SyncResult:
    owners = {t for t in (trainer_id, ledger_data.get("trainerId")) if t}
    if not owners and not ledger_data:
        return SyncResult(vector_id, "absent")
    try:
        for owner in owners:
            _retry(backends.store.delete)(owner, [vector_id])
    except Exception as exc:
        error_class = type(exc).__name__
        _mark(ledger_ref, ledger_data, {"status": "failed", "errorClass": error_class, "updatedAt": _now()})
        return SyncResult(vector_id, "failed", error_class, is_transient(exc))
    _mark(ledger_ref, ledger_data, {"status": "deleted", "updatedAt": _now()})
    return SyncResult(vector_id, "deleted")


def _mark(ledger_ref: Any, ledger_data: dict[str, Any], changes: dict[str, Any]) -> None:
    """Update an existing ledger entry without resurrecting one that was deleted meanwhile.

    deleteClient / deleteTrainerAccount remove ledger entries; a late delete
    event for one of their messages must not write a tombstone back.
    """
    if not ledger_data:
        ledger_ref.set(changes)
        return
    from google.api_core.exceptions import NotFound as DocumentMissing

    try:
        ledger_ref.update(changes)
    except DocumentMissing:
        pass


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


# Older names, kept for existing callers (epoch_seconds lives in shared/domain/message_fields.py).
_epoch = epoch_seconds
_now = utc_now
