"""What the health kinds read to build a record, through the `DocumentReader` port, and how they parse it.

Collections (written by the app; docs/DATA_MODEL.md, "health"):

    healthMetrics/{id}  { trainerId, clientId, type, value, unit, recordedAt }
    healthGoals/{id}    { trainerId, clientId, metric, target, unit, deadline?, status }
    labResults/{id}     { trainerId, clientId, biomarker, value, unit, referenceLow?, referenceHigh?,
                          status?, panelDate }

Ownership: a document counts only if its `trainerId` owns its client
(`clients/{clientId}`); anything else is left out of every record. Parsing is
lenient (the app writes these documents): a field of the wrong type makes the
document count for nothing, never an error.

Used by the three health kinds (shared/domain/sources/kinds/metric_summary.py,
health_goal.py, lab_panel.py).
"""

from __future__ import annotations

from datetime import datetime, time, timedelta, timezone
from typing import Any

from shared.domain.health.render import Goal, LabResult, Reading
from shared.kernel.collection_names import CLIENTS, HEALTH_GOALS, HEALTH_METRICS, LAB_RESULTS
from shared.ports.documents import DocumentReader

SENDER = "Health data"  # cited as "[Nov 9, 2026] Health data" by the generic citation label
MAX_READINGS = 500


# -- keys: weeks and days, in UTC ----------------------------------------------------


def week_start(at: datetime) -> datetime:
    day = at.astimezone(timezone.utc).date()
    return datetime.combine(day - timedelta(days=day.weekday()), time(0), tzinfo=timezone.utc)


def iso_week(start: datetime) -> str:
    year, week, _ = start.date().isocalendar()
    return f"{year}-W{week:02d}"


def day_start(day: datetime) -> datetime:
    return datetime.combine(day.astimezone(timezone.utc).date(), time(0), tzinfo=timezone.utc)


# -- reads ------------------------------------------------------------------------------


def owner_name(reader: DocumentReader, trainer_id: Any, client_id: Any) -> str | None:
    """The client's display name if `trainer_id` owns the client, else None."""
    if not isinstance(trainer_id, str) or not isinstance(client_id, str):
        return None
    data = reader.get(CLIENTS, client_id)
    if not data or data.get("trainerId") != trainer_id:
        return None
    return str(data.get("displayName") or "the client")


def readings(
    reader: DocumentReader, trainer_id: str, client_id: str, metric: str, since: datetime, until: datetime
) -> list[Reading]:
    found = reader.find(
        HEALTH_METRICS,
        [("clientId", "==", client_id), ("type", "==", metric), ("recordedAt", ">=", since), ("recordedAt", "<", until)],
        order_by="recordedAt",
        limit=MAX_READINGS,
    )
    return [r for r in (reading(data, trainer_id) for _, data in found) if r is not None]


def latest_reading(
    reader: DocumentReader, trainer_id: str, client_id: str, metric: str, before: datetime | None
) -> Reading | None:
    where: list[Any] = [("clientId", "==", client_id), ("type", "==", metric)]
    if before is not None:
        where.append(("recordedAt", "<", before))
    # A few more than one: another trainer's stray reading must not hide this trainer's latest.
    for _, data in reader.find(HEALTH_METRICS, where, order_by="recordedAt", descending=True, limit=20):
        found = reading(data, trainer_id)
        if found is not None:
            return found
    return None


def first_reading(reader: DocumentReader, trainer_id: str, client_id: str, metric: str) -> Reading | None:
    """The client's oldest reading of the metric: where she started (a goal's direction)."""
    where: list[Any] = [("clientId", "==", client_id), ("type", "==", metric)]
    for _, data in reader.find(HEALTH_METRICS, where, order_by="recordedAt", descending=False, limit=20):
        found = reading(data, trainer_id)
        if found is not None:
            return found
    return None


def goals(reader: DocumentReader, trainer_id: str, client_id: str, metric: str) -> list[Goal]:
    out = []
    for goal_id, data in reader.find(HEALTH_GOALS, [("clientId", "==", client_id)]):
        found = goal(goal_id, data)
        if found is not None and data.get("trainerId") == trainer_id and found.metric == metric:
            out.append(found)
    return sorted(out, key=lambda g: g.id)


def lab_results(reader: DocumentReader, trainer_id: str, client_id: str, start: datetime) -> list[LabResult]:
    """The client's results of the UTC day starting at `start` written for this trainer."""
    out = []
    for _, data in reader.find(LAB_RESULTS, [("clientId", "==", client_id)]):
        at = dt(data.get("panelDate"))
        if data.get("trainerId") == trainer_id and at and start <= at < start + timedelta(days=1):
            found = lab(data)
            if found is not None:
                out.append(found)
    return out


# -- parsing ------------------------------------------------------------------------


def dt(value: Any) -> datetime | None:
    if not isinstance(value, datetime):
        return None
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


def _float(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def reading(data: dict[str, Any], trainer_id: str) -> Reading | None:
    value, at = _float(data.get("value")), dt(data.get("recordedAt"))
    if data.get("trainerId") != trainer_id or value is None or at is None:
        return None
    return Reading(value, str(data.get("unit") or "").strip(), at)


def goal(goal_id: str, data: dict[str, Any]) -> Goal | None:
    target, metric = _float(data.get("target")), data.get("metric")
    if target is None or not isinstance(metric, str) or not metric.strip():
        return None
    return Goal(goal_id, metric.strip(), target, str(data.get("unit") or "").strip(), dt(data.get("deadline")),
                str(data.get("status") or "active"))


def lab(data: dict[str, Any]) -> LabResult | None:
    value, name = _float(data.get("value")), data.get("biomarker")
    if value is None or not isinstance(name, str) or not name.strip():
        return None
    status = data.get("status")
    return LabResult(name.strip(), value, str(data.get("unit") or "").strip(), _float(data.get("referenceLow")),
                     _float(data.get("referenceHigh")), status if isinstance(status, str) and status else None)


def strings(data: dict[str, Any] | None, *fields: str) -> tuple[str, ...] | None:
    """The fields' values when every one is a string, else None."""
    values = tuple((data or {}).get(f) for f in fields)
    return values if all(isinstance(v, str) for v in values) else None  # type: ignore[return-value]
