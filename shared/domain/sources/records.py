"""Source document → the vector records to index (pure: no I/O).

Each kind's module in shared/domain/sources/kinds/ says how its document renders
(one record per profile, session note and check-in; one per segment for a
transcript). The metadata carries everything a citation needs
(shared/domain/citations.py reads it): sourceType, sourceId (the Firestore
document id), clientId, ts, senderName (note author, check-in client,
transcript speakers) and, for transcripts, the session start and the
segment's own start/end offsets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from shared.domain.documents import content_hash
from shared.domain.sources import registry


@dataclass(frozen=True)
class SourceRecord:
    vector_id: str
    rendered: str  # the text that is embedded
    metadata: dict[str, Any]


def vector_id(kind: str, doc_id: str, part: int | None = None) -> str:
    """`client_profile:{id}`, `session_note:{id}` (`session_note:{id}:{n}` for part n ≥ 1 of a
    long note), `transcript_segment:{id}:{n}`, `checkin:{id}` (shared/domain/sources/registry.py)."""
    return registry.get(kind).vector_id(doc_id, part)


def build_records(
    kind: str,
    doc_id: str,
    data: dict[str, Any],
    trainer_id: str,
    client_id: str,
    client_name: str | None,
    model_id: str,
) -> list[SourceRecord]:
    """The records for one source document as it is now; [] when it has nothing to index.

    The kind's module (shared/domain/sources/kinds/) renders the document; this adds
    what every record carries: owner, ids, model and content hash.
    """
    spec = registry.document_kind(kind)

    def make(part: int | None, rendered: str, **extra: Any) -> SourceRecord:
        # The hash covers what is cited as well as what is embedded: a note
        # whose date moved must be re-written even though its text did not.
        cited = {k: v for k, v in extra.items() if k != "text" and k not in spec.unhashed}
        digest = content_hash(rendered + "\x00" + json.dumps(cited, sort_keys=True, default=str), model_id)
        metadata = {
            "trainerId": trainer_id,
            "sourceType": spec.source_type,
            "sourceId": doc_id,
            "clientId": client_id,
            "contentHash": digest,
            "embeddingModel": model_id,
            **extra,
        }
        return SourceRecord(spec.vector_id(doc_id, part), rendered, metadata)

    assert spec.records is not None  # document kinds always have one (SourceKind checks)
    return spec.records(doc_id, data, client_id, client_name, make)
