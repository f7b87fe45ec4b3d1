"""One day's lab results for a client (`labResults`): one record per client × panel day (UTC).

Vector id `lab_panel:{clientId}:{yyyymmdd}`.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from shared.domain.health import reads, render
from shared.domain.sources import labels
from shared.domain.sources.registry import Derivation, DerivedRecord, Key, SourceKind, register
from shared.kernel.collection_names import LAB_RESULTS
from shared.ports.documents import DocumentReader

NAME = "lab_panel"


def keys_of(doc_id: str, data: dict[str, Any]) -> list[Key]:
    ids, day = reads.strings(data, "trainerId", "clientId"), reads.dt(data.get("panelDate"))
    return [(NAME, *ids, reads.day_start(day))] if ids and day else []


def touched(reader: DocumentReader, collection: str, doc_id: str | None, data: dict[str, Any] | None) -> list[Key]:
    return keys_of(doc_id or "", data or {}) if collection == LAB_RESULTS else []


def build(reader: DocumentReader, key: Key) -> tuple[str | None, DerivedRecord | None]:
    _, trainer_id, client_id, start = key
    name = reads.owner_name(reader, trainer_id, client_id)
    results = reads.lab_results(reader, trainer_id, client_id, start) if name is not None else []
    if not results:
        return trainer_id, None
    text = render.lab_panel(name or "the client", start, results)
    return trainer_id, DerivedRecord(client_id, source_id(key), text, start, reads.SENDER)


def source_id(key: Key) -> str:
    return f"{key[2]}:{key[3]:%Y%m%d}"


def key_of(trainer_id: str, source_id: str) -> Key | None:
    try:
        client_id, day = source_id.rsplit(":", 1)
        start = datetime.strptime(day, "%Y%m%d").replace(tzinfo=timezone.utc)
    except ValueError:
        return None
    return (NAME, trainer_id, client_id, start)


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Lab panel Nov 3, 2026]'."""
    return f"[Lab panel {labels.day(d)}]" if d else "[Lab panel]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"The lab panel{f' of {labels.day(d)}' if d else ''} shows"


KIND = register(
    SourceKind(NAME, label, attribution, sync="derived", collection=LAB_RESULTS,
               derived=Derivation(keys_of, touched, build, source_id, key_of), written_by="data")
)
