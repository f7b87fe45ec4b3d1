"""Re-sync every source document of a trainer (onboarding, model switch, retries).

The message backfill (shared/usecases/backfill.py) walks chats; this walks the source
collections. Each document goes through the same `sync_source` the triggers
run, so the content hash skips whatever is already indexed under the current
model and owner, and switching `EMBEDDER` re-embeds everything. A final pass
retries every `failed` ledger entry of a source type (a failed embed, a failed
delete, an ownership mismatch since fixed).
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Iterator

from shared.usecases.backends import Backends
from shared.usecases.indexing import LEDGER
from shared.ports.documents import DocumentStore
from shared.domain.sources import registry
from shared.usecases.sources.sync import sync_source

log = logging.getLogger(__name__)

PAGE_SIZE = 100
SourcesProgress = Callable[[str, int], None]  # (kind, documents synced so far of that kind)


def backfill_sources(
    backends: Backends, trainer_id: str | None = None, progress: SourcesProgress | None = None
) -> dict[str, int]:
    """Sync every document of every document kind (profiles, notes, transcripts, check-ins) of `trainer_id` (all when None).

    Returns counts: documents, indexed / unchanged / deleted / failed vectors,
    retried and recovered failed entries.
    """
    counts = {"documents": 0, "indexed": 0, "unchanged": 0, "deleted": 0, "failed": 0, "retried": 0, "recovered": 0}
    synced: set[tuple[str, str]] = set()
    for spec in registry.document_kinds():
        kind, done = spec.name, 0
        assert spec.collection is not None  # a document kind has one
        for snap in _paged(backends.documents, spec.collection, trainer_id):
            result = sync_source(backends, kind, snap.id)
            synced.add((kind, snap.id))
            counts["documents"] += 1
            for outcome in ("indexed", "unchanged", "deleted", "failed"):
                counts[outcome] += result.count(outcome)
            done += 1
            if progress:
                progress(kind, done)

    # Failed entries of documents not walked above (deleted since, or moved
    # to another trainer): one sync per document finishes the job.
    for kind, source_id in _failed_sources(backends.db, trainer_id) - synced:
        counts["retried"] += 1
        if sync_source(backends, kind, source_id).outcome != "failed":
            counts["recovered"] += 1
    fields = {"trainerId": trainer_id, **{f"{k}Count": v for k, v in counts.items()}}
    log.info("sources_backfill", extra={"json_fields": fields})
    return counts


def _failed_sources(db: Any, trainer_id: str | None) -> set[tuple[str, str]]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(LEDGER).where(filter=FieldFilter("status", "==", "failed"))
    if trainer_id is not None:
        query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
    out = set()
    for snap in query.stream():
        entry = snap.to_dict() or {}
        spec = registry.of_source_type(entry.get("sourceType"))
        if spec is not None and spec.sync == "document" and isinstance(entry.get("sourceId"), str):
            out.add((spec.name, entry["sourceId"]))
    return out


def _paged(docs: DocumentStore, collection: str, trainer_id: str | None) -> Iterator[Any]:
    """Documents in id order, PAGE_SIZE at a time (a cursor, not one unbounded read)."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = docs.db.collection(collection)
    if trainer_id is not None:
        query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
    for page in docs.pages(query.order_by("__name__"), PAGE_SIZE):
        yield from page
