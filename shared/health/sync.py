"""Health data in, indexed: metric-week summaries, goals and lab panels as cited records.

Collections (written by the app; docs/DATA_MODEL.md, "health"):

    healthMetrics/{id}  { trainerId, clientId, type, value, unit, recordedAt }
    healthGoals/{id}    { trainerId, clientId, metric, target, unit, deadline?, status }
    labResults/{id}     { trainerId, clientId, biomarker, value, unit, referenceLow?, referenceHigh?,
                          status?, panelDate }

A write names *which* records to recompute (the week of a reading, a goal, a
panel date — from the event's before and after states); each record is then
rebuilt from Firestore as it is now, like every other sync in this project,
so replayed or reordered events converge. The ledger `vectorIndex/{vectorId}`
records each outcome with the content hash (unchanged text is not
re-embedded). Ownership: a document counts only if its `trainerId` owns its
client (`clients/{clientId}`); anything else is left out of every record.

Vector ids and sourceTypes:
    metric_summary:{clientId}:{type}:{isoWeek}   sourceType "metric_summary"
    health_goal:{goalId}                          sourceType "health_goal"
    lab_panel:{clientId}:{yyyymmdd}               sourceType "lab_panel"
"""

from __future__ import annotations

import logging
from datetime import datetime, time, timedelta, timezone
from typing import Any, Iterable

from shared.documents import content_hash
from shared.health import render
from shared.vectorstore.base import VectorRecord

log = logging.getLogger(__name__)

from shared.collection_names import HEALTH_GOALS as GOALS, HEALTH_METRICS as METRICS, LAB_RESULTS as LABS, LEDGER
from shared.collection_names import CLIENTS
SENDER = "Health data"  # cited as "[Nov 9, 2026] Health data" by the generic citation label
MAX_READINGS = 500


# -- keys ---------------------------------------------------------------------


def week_start(at: datetime) -> datetime:
    day = at.astimezone(timezone.utc).date()
    return datetime.combine(day - timedelta(days=day.weekday()), time(0), tzinfo=timezone.utc)


def iso_week(start: datetime) -> str:
    year, week, _ = start.date().isocalendar()
    return f"{year}-W{week:02d}"


def metric_vector_id(client_id: str, metric: str, start: datetime) -> str:
    return f"metric_summary:{client_id}:{metric}:{iso_week(start)}"


def panel_vector_id(client_id: str, day: datetime) -> str:
    return f"lab_panel:{client_id}:{day:%Y%m%d}"


# -- events -------------------------------------------------------------------


def on_metric_written(backends: Any, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """Recompute the week(s) a reading left or joined, the week after each (its 'previous' reading), and goals."""
    touched: list[str] = []
    for data in _distinct(before, after):
        trainer_id, client_id, metric, at = data.get("trainerId"), data.get("clientId"), data.get("type"), _dt(data.get("recordedAt"))
        if not (isinstance(trainer_id, str) and isinstance(client_id, str) and isinstance(metric, str) and at):
            continue
        start = week_start(at)
        for week in (start, start + timedelta(days=7)):
            touched.append(sync_metric_week(backends, trainer_id, client_id, metric, week))
        for goal_id in _goal_ids(backends.db, trainer_id, client_id, metric):
            touched.append(sync_goal(backends, goal_id))
    return touched


def on_goal_written(backends: Any, goal_id: str, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """The goal's record, and the latest week's summary of its metric (its distance to the goal)."""
    touched = [sync_goal(backends, goal_id)]
    for data in _distinct(before, after):
        trainer_id, client_id, metric = data.get("trainerId"), data.get("clientId"), data.get("metric")
        if isinstance(trainer_id, str) and isinstance(client_id, str) and isinstance(metric, str):
            latest = _latest_reading(backends.db, trainer_id, client_id, metric, None)
            if latest is not None:
                touched.append(sync_metric_week(backends, trainer_id, client_id, metric, week_start(latest.at)))
    return touched


def on_lab_written(backends: Any, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    touched = []
    for data in _distinct(before, after):
        trainer_id, client_id, day = data.get("trainerId"), data.get("clientId"), _dt(data.get("panelDate"))
        if isinstance(trainer_id, str) and isinstance(client_id, str) and day:
            touched.append(sync_lab_panel(backends, trainer_id, client_id, day))
    return touched


# -- records ------------------------------------------------------------------


def sync_metric_week(backends: Any, trainer_id: str, client_id: str, metric: str, start: datetime) -> str:
    db = backends.db
    vid = metric_vector_id(client_id, metric, start)
    name = _owner_name(db, trainer_id, client_id)
    readings = _readings(db, trainer_id, client_id, metric, start, start + timedelta(days=7)) if name is not None else []
    if not readings:
        return _remove(backends, trainer_id, vid, client_id)
    previous = _latest_reading(db, trainer_id, client_id, metric, start)
    goal = next((g for g in _goals(db, trainer_id, client_id, metric) if g.status == "active"), None)
    text = render.week_summary(name or "the client", metric, start, readings, previous, goal)
    return _index(backends, trainer_id, client_id, vid, "metric_summary", f"{client_id}:{metric}:{iso_week(start)}", text,
                  start, {"metric": metric, "isoWeek": iso_week(start)})


def sync_goal(backends: Any, goal_id: str) -> str:
    db = backends.db
    vid = f"health_goal:{goal_id}"
    snap = db.collection(GOALS).document(goal_id).get()
    data = snap.to_dict() if snap.exists else None
    goal = _goal(goal_id, data) if data else None
    trainer_id, client_id = (data or {}).get("trainerId"), (data or {}).get("clientId")
    name = _owner_name(db, trainer_id, client_id) if isinstance(trainer_id, str) and isinstance(client_id, str) else None
    if goal is None or name is None:
        entry = db.collection(LEDGER).document(vid).get()
        owner = (entry.to_dict() or {}).get("trainerId") if entry.exists else None
        return _remove(backends, owner, vid, None) if isinstance(owner, str) else "absent"
    assert isinstance(trainer_id, str) and isinstance(client_id, str)
    latest = _latest_reading(db, trainer_id, client_id, goal.metric, None)
    text = render.goal_record(name, goal, latest)
    ts = _dt(data.get("updatedAt")) or _dt(data.get("createdAt")) or (latest.at if latest else datetime.now(timezone.utc))
    return _index(backends, trainer_id, client_id, vid, "health_goal", goal_id, text, ts, {"metric": goal.metric})


def sync_lab_panel(backends: Any, trainer_id: str, client_id: str, day: datetime) -> str:
    db = backends.db
    start = datetime.combine(day.astimezone(timezone.utc).date(), time(0), tzinfo=timezone.utc)
    vid = panel_vector_id(client_id, start)
    name = _owner_name(db, trainer_id, client_id)
    results = []
    if name is not None:
        for snap in _where(db.collection(LABS), clientId=client_id):
            data = snap.to_dict() or {}
            at = _dt(data.get("panelDate"))
            if data.get("trainerId") == trainer_id and at and start <= at < start + timedelta(days=1):
                result = _lab(data)
                if result is not None:
                    results.append(result)
    if not results:
        return _remove(backends, trainer_id, vid, client_id)
    text = render.lab_panel(name or "the client", start, results)
    return _index(backends, trainer_id, client_id, vid, "lab_panel", f"{client_id}:{start:%Y%m%d}", text, start, {})


# -- Firestore reads ----------------------------------------------------------


def _owner_name(db: Any, trainer_id: Any, client_id: Any) -> str | None:
    """The client's display name if `trainer_id` owns the client, else None."""
    if not isinstance(trainer_id, str) or not isinstance(client_id, str):
        return None
    snap = db.collection(CLIENTS).document(client_id).get()
    data = snap.to_dict() if snap.exists else None
    if not data or data.get("trainerId") != trainer_id:
        return None
    return str(data.get("displayName") or "the client")


def _readings(db: Any, trainer_id: str, client_id: str, metric: str, since: datetime, until: datetime) -> list[render.Reading]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = (
        db.collection(METRICS)
        .where(filter=FieldFilter("clientId", "==", client_id))
        .where(filter=FieldFilter("type", "==", metric))
        .where(filter=FieldFilter("recordedAt", ">=", since))
        .where(filter=FieldFilter("recordedAt", "<", until))
        .order_by("recordedAt")
        .limit(MAX_READINGS)
    )
    return [r for r in (_reading(s.to_dict() or {}, trainer_id) for s in query.stream()) if r is not None]


def _latest_reading(db: Any, trainer_id: str, client_id: str, metric: str, before: datetime | None) -> render.Reading | None:
    from google.cloud import firestore
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = (
        db.collection(METRICS)
        .where(filter=FieldFilter("clientId", "==", client_id))
        .where(filter=FieldFilter("type", "==", metric))
    )
    if before is not None:
        query = query.where(filter=FieldFilter("recordedAt", "<", before))
    # A few more than one: another trainer's stray reading must not hide this trainer's latest.
    for snap in query.order_by("recordedAt", direction=firestore.Query.DESCENDING).limit(20).stream():
        reading = _reading(snap.to_dict() or {}, trainer_id)
        if reading is not None:
            return reading
    return None


def _goals(db: Any, trainer_id: str, client_id: str, metric: str) -> list[render.Goal]:
    goals = []
    for snap in _where(db.collection(GOALS), clientId=client_id):
        data = snap.to_dict() or {}
        goal = _goal(snap.id, data)
        if goal is not None and data.get("trainerId") == trainer_id and goal.metric == metric:
            goals.append(goal)
    return sorted(goals, key=lambda g: g.id)


def _goal_ids(db: Any, trainer_id: str, client_id: str, metric: str) -> list[str]:
    return [g.id for g in _goals(db, trainer_id, client_id, metric)]


def _where(collection: Any, **equals: str) -> Iterable[Any]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = collection
    for key, value in equals.items():
        query = query.where(filter=FieldFilter(key, "==", value))
    return query.stream()


# -- parsing (lenient: the app writes these documents) --------------------------


def _dt(value: Any) -> datetime | None:
    if not isinstance(value, datetime):
        return None
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


def _float(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _reading(data: dict[str, Any], trainer_id: str) -> render.Reading | None:
    value, at = _float(data.get("value")), _dt(data.get("recordedAt"))
    if data.get("trainerId") != trainer_id or value is None or at is None:
        return None
    return render.Reading(value, str(data.get("unit") or "").strip(), at)


def _goal(goal_id: str, data: dict[str, Any]) -> render.Goal | None:
    target, metric = _float(data.get("target")), data.get("metric")
    if target is None or not isinstance(metric, str) or not metric.strip():
        return None
    return render.Goal(goal_id, metric.strip(), target, str(data.get("unit") or "").strip(), _dt(data.get("deadline")),
                       str(data.get("status") or "active"))


def _lab(data: dict[str, Any]) -> render.LabResult | None:
    value, name = _float(data.get("value")), data.get("biomarker")
    if value is None or not isinstance(name, str) or not name.strip():
        return None
    status = data.get("status")
    return render.LabResult(name.strip(), value, str(data.get("unit") or "").strip(), _float(data.get("referenceLow")),
                            _float(data.get("referenceHigh")), status if isinstance(status, str) and status else None)


def _distinct(*states: dict[str, Any] | None) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for state in states:
        if state and state not in out:
            out.append(state)
    return out


# -- index --------------------------------------------------------------------


def _index(backends: Any, trainer_id: str, client_id: str, vid: str, source_type: str, source_id: str, text: str,
           ts: datetime, extra: dict[str, Any]) -> str:
    db, embedder = backends.db, backends.embedder
    digest = content_hash(text, embedder.model_id)
    ledger_ref = db.collection(LEDGER).document(vid)
    entry = ledger_ref.get()
    old = entry.to_dict() if entry.exists else {}
    if old.get("status") == "indexed" and old.get("contentHash") == digest and old.get("trainerId") == trainer_id:
        return "unchanged"
    metadata = {"trainerId": trainer_id, "sourceType": source_type, "sourceId": source_id, "clientId": client_id,
                "senderName": SENDER, "ts": ts.timestamp(), "text": text, "contentHash": digest,
                "embeddingModel": embedder.model_id, **extra}
    if old.get("trainerId") not in (None, trainer_id):
        backends.store.delete(old["trainerId"], [vid])  # moved to another trainer: nothing stays behind
    backends.store.upsert(trainer_id, [VectorRecord(vid, embedder.embed([text])[0], metadata)])
    ledger_ref.set({"trainerId": trainer_id, "sourceType": source_type, "sourceId": source_id, "clientId": client_id,
                    "status": "indexed", "contentHash": digest, "embeddingModel": embedder.model_id,
                    "updatedAt": datetime.now(timezone.utc)})
    log.info("health_indexed", extra={"json_fields": {"sourceType": source_type, "clientId": client_id}})
    return "indexed"


def _remove(backends: Any, trainer_id: str | None, vid: str, client_id: str | None) -> str:
    db = backends.db
    ledger_ref = db.collection(LEDGER).document(vid)
    entry = ledger_ref.get()
    old = entry.to_dict() if entry.exists else None
    if not old or old.get("status") == "deleted":
        return "absent"
    owner = old.get("trainerId") or trainer_id
    if isinstance(owner, str):
        backends.store.delete(owner, [vid])
    ledger_ref.update({"status": "deleted", "updatedAt": datetime.now(timezone.utc)})
    return "deleted"


# -- backfill -----------------------------------------------------------------


def backfill_health(backends: Any, trainer_id: str | None = None, page_size: int = 200) -> dict[str, int]:
    """Rebuild every health record of `trainer_id` (all when None): onboarding, embedding-model switch.

    Each distinct record (client × metric × week, goal, client × panel day) is
    synced once, through the same functions as the triggers, so unchanged text
    under the current model is skipped and a new model re-embeds everything.
    """
    from shared.firestore_pages import pages
    from google.cloud.firestore_v1.base_query import FieldFilter

    def docs(collection: str) -> Iterable[Any]:
        query = backends.db.collection(collection)
        if trainer_id is not None:
            query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
        for page in pages(query.order_by("__name__"), page_size):
            yield from page

    counts = {"indexed": 0, "unchanged": 0, "deleted": 0, "absent": 0}
    weeks: set[tuple[str, str, str, datetime]] = set()
    for snap in docs(METRICS):
        data = snap.to_dict() or {}
        at = _dt(data.get("recordedAt"))
        if at and all(isinstance(data.get(k), str) for k in ("trainerId", "clientId", "type")):
            weeks.add((data["trainerId"], data["clientId"], data["type"], week_start(at)))
    for trainer, client, metric, start in sorted(weeks):
        counts[sync_metric_week(backends, trainer, client, metric, start)] += 1
    for snap in docs(GOALS):
        counts[sync_goal(backends, snap.id)] += 1
    panels: set[tuple[str, str, datetime]] = set()
    for snap in docs(LABS):
        data = snap.to_dict() or {}
        day = _dt(data.get("panelDate"))
        if day and isinstance(data.get("trainerId"), str) and isinstance(data.get("clientId"), str):
            panels.add((data["trainerId"], data["clientId"], datetime.combine(day.date(), time(0), tzinfo=timezone.utc)))
    for trainer, client, day in sorted(panels):
        counts[sync_lab_panel(backends, trainer, client, day)] += 1
    log.info("health_backfill", extra={"json_fields": {f"{k}Count": v for k, v in counts.items()}})
    return counts
