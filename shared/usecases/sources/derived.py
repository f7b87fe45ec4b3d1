"""Sync, backfill and the reconciliation's reads for derived source kinds: records computed from several documents.

A derived kind (shared/domain/sources/registry.py, sync "derived"; today the
health records: metric-week summaries, goals, lab panels) names each of its
records by a key and declares how a key is built from Firestore. This module
is the same for every such kind:

- a write names *which* records to recompute (each kind's `touched`, from the
  event's before and after states: a reading's week and the week after, its
  goals, a panel day); each record is then rebuilt from Firestore as it is
  now, like every other sync in this project, so replayed or reordered events
  converge;
- the ledger `vectorIndex/{vectorId}` records each outcome with the content
  hash: unchanged text under the same model is not re-embedded;
- a record nothing backs any more (its documents deleted, or no longer the
  trainer's client) loses its vector;
- `record_keys` lists every record a trainer's documents produce, for the
  backfill and the reconciliation (shared/usecases/reconcile.py).
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import Any, Iterable

from shared.domain.documents import content_hash
from shared.domain.sources import registry
from shared.domain.sources.registry import DerivedRecord, Key, SourceKind
from shared.kernel.collection_names import LEDGER
from shared.ports.documents import DocumentReader, DocumentStore
from shared.ports.vectorstore import VectorRecord

log = logging.getLogger(__name__)


def on_written(
    backends: Any, collection: str, doc_id: str | None, before: dict[str, Any] | None, after: dict[str, Any] | None
) -> list[tuple[str, str]]:
    """Rebuild every derived record a write to `collection` touches; (kind, outcome) of each."""
    keys = touched_keys(backends.documents, collection, doc_id, before, after)
    return [(key[0], sync_key(backends, key)) for key in keys]


def touched_keys(
    reader: DocumentReader, collection: str, doc_id: str | None, before: dict[str, Any] | None, after: dict[str, Any] | None
) -> list[Key]:
    """The records of every derived kind that the document's states name, each once, in registry order."""
    found: dict[str, Key] = {}
    # Both states: a reading moved to another week leaves one and joins another.
    # Neither (a deleted goal read back as nothing) still names the goal itself.
    states = [before] if before else []
    if after and after != before:
        states.append(after)
    for state in states or [None]:
        for kind in registry.derived_kinds():
            assert kind.derived is not None
            for key in kind.derived.touched(reader, collection, doc_id, state):
                found.setdefault(vector_id_of(key), key)
    return list(found.values())


def sync_key(backends: Any, key: Key, force: bool = False) -> str:
    """Index the key's record as Firestore holds it now: 'indexed', 'unchanged', 'deleted' or 'absent'."""
    kind = _kind(key)
    vid = vector_id_of(key)
    assert kind.derived is not None
    owner, record = kind.derived.build(backends.documents, key)
    if record is None or owner is None:
        return _remove(backends, vid, key[1])
    return _index(backends, kind, owner, vid, record, force)


def build_key(reader: DocumentReader, key: Key) -> tuple[str, DerivedRecord | None]:
    """(vector id, record) of one key; the record only if the key's trainer owns it (None: nothing backs it)."""
    kind = _kind(key)
    assert kind.derived is not None
    owner, record = kind.derived.build(reader, key)
    return vector_id_of(key), record if owner is not None and owner == key[1] else None


def vector_id_of(key: Key) -> str:
    kind = _kind(key)
    assert kind.derived is not None
    return kind.vector_id(kind.derived.source_id(key))


def key_of_vector(trainer_id: str, vector_id: str) -> Key | None:
    """The key a derived vector id names in `trainer_id`'s index (None: not a derived kind's, or malformed)."""
    source_type, _, source_id = vector_id.partition(":")
    kind = registry.of_source_type(source_type)
    if kind is None or kind.derived is None:
        return None
    return kind.derived.key_of(trainer_id, source_id)


def record_keys(
    docs: DocumentStore, trainer_id: str | None, page_size: int = 200, kinds: Iterable[SourceKind] | None = None
) -> list[Key]:
    """Every distinct record `trainer_id`'s documents produce (all trainers: None), kind by kind in registry order."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    out: list[Key] = []
    for kind in registry.derived_kinds() if kinds is None else kinds:
        assert kind.derived is not None and kind.collection is not None
        query = docs.db.collection(kind.collection)
        if trainer_id is not None:
            query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
        keys: set[Key] = set()
        for page in docs.pages(query.order_by("__name__"), page_size):
            for snap in page:
                keys.update(kind.derived.keys_of(snap.id, snap.to_dict() or {}))
        out += sorted(keys)
    return out


def backfill(backends: Any, trainer_id: str | None = None, page_size: int = 200) -> dict[str, int]:
    """Rebuild every derived record of `trainer_id` (all when None): onboarding, embedding-model switch.

    Each distinct record is synced once, through the same `sync_key` as the
    triggers, so unchanged text under the current model is skipped and a new
    model re-embeds everything.
    """
    counts = {"indexed": 0, "unchanged": 0, "deleted": 0, "absent": 0}
    for key in record_keys(backends.documents, trainer_id, page_size):
        counts[sync_key(backends, key)] += 1
    log.info("derived_backfill", extra={"json_fields": {f"{k}Count": v for k, v in counts.items()}})
    return counts


def _kind(key: Key) -> SourceKind:
    kind = registry.get(key[0])
    if kind.sync != "derived":
        raise ValueError(f"source kind {kind.name!r} is not derived")
    return kind


def _index(backends: Any, kind: SourceKind, trainer_id: str, vid: str, record: DerivedRecord, force: bool) -> str:
    """Embed and upsert `record` unless the ledger says this text under this model is indexed (`force`: regardless)."""
    db, embedder = backends.db, backends.embedder
    client_id, source_type, source_id = record.client_id, kind.source_type, record.source_id
    digest = content_hash(record.text, embedder.model_id)
    ledger_ref = db.collection(LEDGER).document(vid)
    entry = ledger_ref.get()
    old = entry.to_dict() if entry.exists else {}
    current = old.get("status") == "indexed" and old.get("contentHash") == digest and old.get("trainerId") == trainer_id
    if current and not force:
        return "unchanged"
    metadata = {"trainerId": trainer_id, "sourceType": source_type, "sourceId": source_id, "clientId": client_id,
                "senderName": record.sender_name, "ts": record.ts.timestamp(), "text": record.text,
                "contentHash": digest, "embeddingModel": embedder.model_id, **record.extra}
    if old.get("trainerId") not in (None, trainer_id):
        backends.store.delete(old["trainerId"], [vid])  # moved to another trainer: nothing stays behind
    backends.store.upsert(trainer_id, [VectorRecord(vid, embedder.embed([record.text])[0], metadata)])
    ledger_ref.set({"trainerId": trainer_id, "sourceType": source_type, "sourceId": source_id, "clientId": client_id,
                    "status": "indexed", "contentHash": digest, "embeddingModel": embedder.model_id,
                    "updatedAt": datetime.now(timezone.utc)})
    log.info("derived_indexed", extra={"json_fields": {"sourceType": source_type, "clientId": client_id}})
    return "indexed"


def _remove(backends: Any, vid: str, trainer_id: str | None) -> str:
    """Delete the vector of a record nothing backs (from the trainer the ledger names, else `trainer_id`)."""
    ledger_ref = backends.db.collection(LEDGER).document(vid)
    entry = ledger_ref.get()
    old = entry.to_dict() if entry.exists else None
    if not old or old.get("status") == "deleted":
        return "absent"
    owner = old.get("trainerId") or trainer_id
    if isinstance(owner, str):
        backends.store.delete(owner, [vid])
    ledger_ref.update({"status": "deleted", "updatedAt": datetime.now(timezone.utc)})
    return "deleted"
