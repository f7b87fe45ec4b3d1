"""Keep the vector index equal to Firestore for one source document.

`sync_source` is what the embedClientProfile / embedSessionNote /
embedTranscript / embedCheckin triggers run. Like `indexing.sync_message` it
ignores the event payload and reads the document's *current* state, so
duplicated, replayed or reordered events converge on the same index, and it
records every vector's outcome in the shared ledger `vectorIndex/{vectorId}`
(status indexed / deleted / failed, contentHash, embeddingModel, errorClass).

Guarantees, per document:
- unchanged rendered text under the same model and owner → not re-embedded;
- a deleted (or emptied) document → its vectors are deleted;
- a transcript that lost segments → the stale segment vectors are deleted;
- a document that moved to another trainer → nothing stays in the old
  trainer's index;
- the document's trainerId must own its client (`clients/{clientId}`):
  otherwise nothing is indexed, earlier vectors are removed and the ledger
  says failed / OwnershipMismatch.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from shared.usecases.backends import Backends
from shared.usecases.indexing import LEDGER, SyncResult, _retry, utc_now
from shared.domain.sources import registry
from shared.domain.sources.records import SourceRecord, build_records
from shared.kernel.collection_names import CLIENTS
from shared.kernel.transient import is_transient
from shared.ports.vectorstore import VectorRecord

log = logging.getLogger(__name__)

# Texts per embedder call: one OpenAI request / one ONNX batch; small enough
# that a failure costs little and progress moves visibly on a long transcript.
EMBED_BATCH = 32
_LEDGER_WRITE_BATCH = 400  # Firestore allows 500 writes per batch

Progress = Callable[[int, int], None]  # (vectors done, vectors to embed)


class OwnershipMismatch(Exception):
    """The document's trainerId does not own the client it names."""


@dataclass(frozen=True)
class SourceSync:
    """The outcome of one document's sync: one SyncResult per vector touched."""

    kind: str
    source_id: str
    results: tuple[SyncResult, ...]

    def count(self, outcome: str) -> int:
        return sum(1 for r in self.results if r.outcome == outcome)

    @property
    def outcome(self) -> str:
        """The document's overall outcome: failed > indexed > deleted > unchanged > absent."""
        seen = {r.outcome for r in self.results}
        for outcome in ("failed", "indexed", "deleted", "unchanged"):
            if outcome in seen:
                return outcome
        return "absent"


def sync_source(
    backends: Backends,
    kind: str,
    doc_id: str,
    progress: Progress | None = None,
    *,
    force: bool = False,
    _recheck: bool = True,
) -> SourceSync:
    """Bring the index in line with `{collection of kind}/{doc_id}` as it is now.

    `force` re-embeds even what the ledger says is indexed (the
    reconciliation found the store lacking it or holding an older hash).
    """
    spec = registry.document_kind(kind)  # ValueError for a kind this sync does not handle
    started = time.perf_counter()
    db = backends.db
    ledger = _ledger_entries(db, kind, doc_id)
    live = {vid: e for vid, e in ledger.items() if e.get("status") in ("indexed", "failed")}
    snap = db.collection(spec.collection).document(doc_id).get()
    data = snap.to_dict() if snap.exists else None

    results = _synced(backends, spec, kind, doc_id, data, ledger, live, progress, force)

    # A write that landed while we embedded may have been overtaken by our
    # older copy (triggers run concurrently and unordered): if the document
    # moved on, sync once more from its newest state.
    if _recheck and snap.exists and any(r.outcome in ("indexed", "deleted") for r in results):
        now = db.collection(spec.collection).document(doc_id).get()
        if not now.exists or now.update_time != snap.update_time:
            log.info("source_changed_during_sync", extra={"json_fields": {"sourceId": doc_id}})
            again = sync_source(backends, kind, doc_id, progress, force=force, _recheck=False)
            results += list(again.results)

    outcome = SourceSync(kind, doc_id, tuple(results))
    _log_sync(outcome, started)
    return outcome


def _synced(backends: Backends, spec: registry.SourceKind, kind: str, doc_id: str, data: dict[str, Any] | None,
            ledger: dict[str, dict[str, Any]], live: dict[str, dict[str, Any]], progress: Progress | None,
            force: bool) -> list[SyncResult]:
    """The index brought in line with the document as read (`data`, None when it is gone): its vectors removed
    when it is gone or its trainer does not own its client, else its records indexed and the ones it no longer
    has removed. `spec`: the kind's registry entry (registry.document_kind)."""
    results: list[SyncResult] = []
    if data is None:
        first_id = spec.vector_id(doc_id, spec.first_part)
        results += _remove(backends, live) or [SyncResult(first_id, "absent")]
    else:
        try:
            trainer_id, client_id, client_name = document_owner(backends.db, kind, doc_id, data)
        except OwnershipMismatch:
            results += _mismatch(backends, kind, doc_id, data, ledger, live)
        else:
            records = build_records(
                kind, doc_id, data, trainer_id, client_id, client_name, backends.embedder.model_id
            )
            wanted = {r.vector_id for r in records}
            results += _index(backends, trainer_id, records, ledger, progress, force)
            results += _remove(backends, {v: e for v, e in live.items() if v not in wanted})
    return results


def _log_sync(outcome: SourceSync, started: float) -> None:
    """One log line a document's sync: its overall outcome, the vectors by outcome and how long it took."""
    log.info(
        "source_sync",
        extra={
            "json_fields": {
                "sourceType": _source_type(outcome.kind),
                "sourceId": outcome.source_id,
                "outcome": outcome.outcome,
                "indexedCount": outcome.count("indexed"),
                "unchangedCount": outcome.count("unchanged"),
                "deletedCount": outcome.count("deleted"),
                "failedCount": outcome.count("failed"),
                "latencyMs": round((time.perf_counter() - started) * 1000, 1),
            }
        },
    )


def _ledger_entries(db: Any, kind: str, doc_id: str) -> dict[str, dict[str, Any]]:
    """Every ledger entry of this document's vectors (a transcript has one per segment)."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    source_type = registry.get(kind).source_type
    query = db.collection(LEDGER).where(filter=FieldFilter("sourceId", "==", doc_id))
    entries = {}
    for snap in query.stream():
        entry = snap.to_dict() or {}
        if entry.get("sourceType") == source_type:
            entries[snap.id] = entry
    return entries


def document_owner(
    db: Any, kind: str, doc_id: str, data: dict[str, Any], clients: dict[str, dict[str, Any] | None] | None = None
) -> tuple[str, str, str | None]:
    """(trainerId, clientId, client display name), checked against `clients/{clientId}`.

    `clients` is a cache of client documents by id (the reconciliation reads a
    trainer's clients once instead of once per document).
    """
    trainer_id = data.get("trainerId")
    client_id = data.get("clientId")
    if registry.get(kind).client_is_doc_id:
        # The profile's id *is* the client id; a different clientId field is a mix-up.
        if client_id not in (None, doc_id):
            raise OwnershipMismatch()
        client_id = doc_id
    if not isinstance(trainer_id, str) or not trainer_id or not isinstance(client_id, str) or not client_id:
        raise OwnershipMismatch()
    if clients is not None and client_id in clients:
        client_data = clients[client_id]
    else:
        client = db.collection(CLIENTS).document(client_id).get()
        client_data = client.to_dict() if client.exists else None
    if not client_data or client_data.get("trainerId") != trainer_id:
        raise OwnershipMismatch()
    name = client_data.get("displayName")
    return trainer_id, client_id, name.strip() if isinstance(name, str) and name.strip() else None


def _index(
    backends: Backends,
    trainer_id: str,
    records: Sequence[SourceRecord],
    ledger: dict[str, dict[str, Any]],
    progress: Progress | None,
    force: bool = False,
) -> list[SyncResult]:
    results: list[SyncResult] = []
    todo: list[SourceRecord] = []
    for r in records:
        entry = ledger.get(r.vector_id, {})
        if (
            not force
            and entry.get("status") == "indexed"
            and entry.get("contentHash") == r.metadata["contentHash"]
            and entry.get("trainerId") == trainer_id
        ):
            results.append(SyncResult(r.vector_id, "unchanged"))
        else:
            todo.append(r)

    done = 0
    if progress and todo:
        progress(0, len(todo))
    for batch in _chunks(todo, EMBED_BATCH):
        ids = [r.vector_id for r in batch]
        try:
            vectors = _retry(backends.embedder.embed)([r.rendered for r in batch])
            # A document that changed owner leaves nothing in the old trainer's index.
            for old in {ledger.get(v, {}).get("trainerId") for v in ids} - {None, trainer_id}:
                _retry(backends.store.delete)(old, [v for v in ids if ledger.get(v, {}).get("trainerId") == old])
            _retry(backends.store.upsert)(
                trainer_id, [VectorRecord(r.vector_id, vec, r.metadata) for r, vec in zip(batch, vectors)]
            )
        except Exception as exc:  # recorded, never lost: the backfill retries failed entries
            error_class = type(exc).__name__
            _write_ledger(backends.db, ((r.vector_id, _failed(r, ledger, error_class)) for r in batch))
            log.warning("source_embed_failed", extra={"json_fields": {"vectorIds": ids, "errorClass": error_class}})
            results += [SyncResult(v, "failed", error_class, is_transient(exc)) for v in ids]
        else:
            _write_ledger(backends.db, ((r.vector_id, _indexed(r)) for r in batch))
            results += [SyncResult(v, "indexed") for v in ids]
        done += len(batch)
        if progress:
            progress(done, len(todo))
    return results


def _remove(backends: Backends, live: dict[str, dict[str, Any]]) -> list[SyncResult]:
    """Delete these vectors from their owners' indexes; the ledger says deleted."""
    results: list[SyncResult] = []
    writes: list[tuple[str, dict[str, Any]]] = []
    by_owner: dict[str, list[str]] = {}
    for vid, entry in live.items():
        by_owner.setdefault(entry.get("trainerId") or "", []).append(vid)
    for owner, ids in by_owner.items():
        try:
            if owner:
                _retry(backends.store.delete)(owner, ids)
        except Exception as exc:
            error_class = type(exc).__name__
            for vid in ids:
                entry = {**live[vid], "status": "failed", "errorClass": error_class, "updatedAt": utc_now()}
                writes.append((vid, entry))
                results.append(SyncResult(vid, "failed", error_class, is_transient(exc)))
            continue
        for vid in ids:
            entry = {k: v for k, v in live[vid].items() if k != "errorClass"}
            writes.append((vid, {**entry, "status": "deleted", "updatedAt": utc_now()}))
            results.append(SyncResult(vid, "deleted"))
    _write_ledger(backends.db, writes)
    return results


def _mismatch(
    backends: Backends,
    kind: str,
    doc_id: str,
    data: dict[str, Any],
    ledger: dict[str, dict[str, Any]],
    live: dict[str, dict[str, Any]],
) -> list[SyncResult]:
    """Index nothing, remove what was indexed, and say why in the ledger."""
    log.warning(
        "source_ownership_mismatch", extra={"json_fields": {"sourceType": _source_type(kind), "sourceId": doc_id}}
    )
    removed = _remove(backends, live)
    # A vector whose removal failed keeps the ledger entry `_remove` wrote: it
    # names the trainer whose index still holds it, for the retry.
    failed_removals = {r.vector_id for r in removed if r.outcome == "failed"}
    spec = registry.get(kind)
    ids = (set(live) | {spec.vector_id(doc_id, spec.first_part)}) - failed_removals
    source_type = spec.source_type
    trainer_id = data.get("trainerId") if isinstance(data.get("trainerId"), str) else None
    writes = []
    for vid in sorted(ids):
        base = {k: v for k, v in ledger.get(vid, {}).items() if k not in ("contentHash",)}
        writes.append(
            (
                vid,
                {
                    **base,
                    "trainerId": trainer_id,
                    "sourceType": source_type,
                    "sourceId": doc_id,
                    "status": "failed",
                    "errorClass": "OwnershipMismatch",
                    "attempts": int(base.get("attempts", 0)) + 1,
                    "updatedAt": utc_now(),
                },
            )
        )
    _write_ledger(backends.db, writes)
    return [r for r in removed if r.outcome == "failed"] + [
        SyncResult(vid, "failed", "OwnershipMismatch") for vid in sorted(ids)
    ]


def _source_type(kind: str) -> str:
    return registry.get(kind).source_type


def _indexed(r: SourceRecord) -> dict[str, Any]:
    digest = r.metadata["contentHash"]
    return {**_identity(r), "status": "indexed", "contentHash": digest, "attempts": 0, "updatedAt": utc_now()}


def _failed(r: SourceRecord, ledger: dict[str, dict[str, Any]], error_class: str) -> dict[str, Any]:
    previous = ledger.get(r.vector_id, {})
    attempts = int(previous.get("attempts", 0)) + 1
    entry = {**_identity(r), "status": "failed", "errorClass": error_class, "attempts": attempts}
    # Keep naming the trainer whose index may still hold the old vector (an
    # owner change that failed half-way): the retry then deletes it there.
    if previous.get("trainerId") and previous.get("status") != "deleted":
        entry["trainerId"] = previous["trainerId"]
    return {**entry, "updatedAt": utc_now()}


def _identity(r: SourceRecord) -> dict[str, Any]:
    """The ledger fields that name a vector's document (what a backfill needs to re-sync it)."""
    m = r.metadata
    keys = (
        "trainerId", "sourceType", "sourceId", "clientId", "embeddingModel",
        "transcriptId", "segmentIndex", "partIndex",
    )
    return {k: m[k] for k in keys if m.get(k) is not None}


def _write_ledger(db: Any, writes: Iterable[tuple[str, dict[str, Any]]]) -> None:
    items = list(writes)
    for chunk in _chunks(items, _LEDGER_WRITE_BATCH):
        batch = db.batch()
        for vid, data in chunk:
            batch.set(db.collection(LEDGER).document(vid), data)
        batch.commit()


def _chunks(items: Sequence[Any], size: int) -> list[Sequence[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]
