"""A week of one health metric for one client (`healthMetrics`): one record per client × metric × ISO week.

Its text (shared/domain/health/render.py) gives the week's readings, the trend
since the previous week's last reading and the distance to the metric's
active goal, so a goal's write rebuilds the latest week too.
Vector id `metric_summary:{clientId}:{type}:{isoWeek}`.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from shared.domain.health import reads, render
from shared.domain.sources import labels
from shared.domain.sources.registry import Derivation, DerivedRecord, Key, SourceKind, register
from shared.kernel.collection_names import HEALTH_GOALS, HEALTH_METRICS
from shared.ports.documents import DocumentReader

NAME = "metric_summary"


def keys_of(doc_id: str, data: dict[str, Any]) -> list[Key]:
    """A reading belongs to its week's summary."""
    ids, at = reads.strings(data, "trainerId", "clientId", "type"), reads.dt(data.get("recordedAt"))
    return [(NAME, *ids, reads.week_start(at))] if ids and at else []


def touched(reader: DocumentReader, collection: str, doc_id: str | None, data: dict[str, Any] | None) -> list[Key]:
    """A reading: its week and the week after (whose 'previous reading' it may be). A goal: its metric's latest week."""
    if collection == HEALTH_METRICS:
        return [(*key[:-1], week) for key in keys_of("", data or {}) for week in (key[-1], key[-1] + timedelta(days=7))]
    ids = reads.strings(data, "trainerId", "clientId", "metric") if collection == HEALTH_GOALS else None
    if ids is None:
        return []
    latest = reads.latest_reading(reader, *ids, None)
    return [(NAME, *ids, reads.week_start(latest.at))] if latest is not None else []


def build(reader: DocumentReader, key: Key) -> tuple[str | None, DerivedRecord | None]:
    _, trainer_id, client_id, metric, start = key
    name = reads.owner_name(reader, trainer_id, client_id)
    readings = reads.readings(reader, trainer_id, client_id, metric, start, start + timedelta(days=7)) if name else []
    if not readings:
        return trainer_id, None
    previous = reads.latest_reading(reader, trainer_id, client_id, metric, start)
    goal = next((g for g in reads.goals(reader, trainer_id, client_id, metric) if g.status == "active"), None)
    first = reads.first_reading(reader, trainer_id, client_id, metric) if goal is not None else None
    text = render.week_summary(name or "the client", metric, start, readings, previous, goal, first)
    return trainer_id, DerivedRecord(client_id, source_id(key), text, start, reads.SENDER,
                                     {"metric": metric, "isoWeek": reads.iso_week(start)})


def source_id(key: Key) -> str:
    _, _, client_id, metric, start = key
    return f"{client_id}:{metric}:{reads.iso_week(start)}"


def key_of(trainer_id: str, source_id: str) -> Key | None:
    try:
        client_id, metric, week = source_id.rsplit(":", 2)
        year, number = week.split("-W")
        start = datetime.fromisocalendar(int(year), int(number), 1).replace(tzinfo=timezone.utc)
    except ValueError:
        return None
    return (NAME, trainer_id, client_id, metric, start)


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Weight, week of Nov 9]'."""
    what = str(metadata.get("metric") or "").replace("_", " ").capitalize() or "Health data"
    return f"[{what}, week of {labels.day(d, year=False)}]" if d else f"[{what}]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"The health data ({label(metadata, d).strip('[]')}) shows"


KIND = register(
    SourceKind(NAME, label, attribution, sync="derived", collection=HEALTH_METRICS,
               derived=Derivation(keys_of, touched, build, source_id, key_of), written_by="system")
)
