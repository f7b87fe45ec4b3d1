"""Write the demo data set's source sections to Firestore and index them.

`load_sources` is what the demo (demo/run.py) calls after the chat side is
written: it stores `profiles`, `sessionNotes`, `transcripts` and `checkins`
in this package's data model (docs/DATA_MODEL.md, "sources") and runs the
same `sync_source` the triggers run, so the demo's index is exactly what
production would hold.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Callable

from shared.usecases.backends import Backends
from shared.domain.sources import registry
from shared.usecases.sources.sync import sync_source

# progress(kind, documents done, documents in its section); each kind names its
# section of the data set (SourceKind.dataset_section).
LoadProgress = Callable[[str, int, int], None]


def load_sources(
    backends: Backends,
    dataset: dict[str, Any],
    progress: LoadProgress | None = None,
    index: bool = True,
) -> dict[str, dict[str, int]]:
    """Write and index every source document; returns per kind {documents, indexed, unchanged, failed}.

    Profiles without a trainerId take their client's (`dataset["clients"]`).
    ISO date strings become Firestore timestamps. Idempotent: a second run
    rewrites the same documents and embeds nothing. With `index=False` only
    the documents are written, for the deployed triggers to index (against
    the functions emulator, both would otherwise embed the same documents).
    """
    owners = {c["id"]: c.get("trainerId") for c in dataset.get("clients", [])}
    db = backends.db
    summary: dict[str, dict[str, int]] = {}
    for spec in registry.document_kinds():
        if spec.dataset_section is None:
            continue
        kind, docs = spec.name, dataset.get(spec.dataset_section) or []
        counts = {"documents": len(docs), "indexed": 0, "unchanged": 0, "failed": 0}
        batch = db.batch()
        ids = []
        for doc in docs:
            doc_id, data = _document(spec, doc, owners)
            batch.set(db.collection(spec.collection).document(doc_id), data)
            ids.append(doc_id)
        if ids:
            batch.commit()
        for n, doc_id in enumerate(ids if index else [], 1):
            result = sync_source(backends, kind, doc_id)
            for outcome in ("indexed", "unchanged", "failed"):
                counts[outcome] += result.count(outcome)
            if progress:
                progress(kind, n, len(ids))
        summary[kind] = counts
    return summary


def _document(spec: registry.SourceKind, doc: dict[str, Any], owners: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    data = {k: v for k, v in doc.items() if k != "id"}
    if spec.client_is_doc_id:
        doc_id = doc["clientId"]
        data.setdefault("trainerId", owners.get(doc_id))
    else:
        doc_id = doc["id"]
    for key in ("date", "startedAt", "updatedAt"):
        if isinstance(data.get(key), str):
            data[key] = _timestamp(data[key])
    return doc_id, data


def _timestamp(iso: str) -> datetime:
    """'2026-10-28' or '2026-11-17T17:00:00Z' → an aware UTC datetime (a Firestore timestamp)."""
    value = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
