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
from dataclasses import dataclass
from datetime import datetime, time, timedelta, timezone
from typing import Any, Iterable, Iterator

from shared.domain.documents import content_hash
from shared.domain.health import render
from shared.ports.vectorstore import VectorRecord

log = logging.getLogger(__name__)

from shared.kernel.collection_names import HEALTH_GOALS as GOALS, HEALTH_METRICS as METRICS, LAB_RESULTS as LABS, LEDGER
from shared.kernel.collection_names import CLIENTS
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


@dataclass(frozen=True)
class Record:
    """What one health vector should hold (None from a builder: nothing backs it any more)."""

    client_id: str
    source_type: str
    source_id: str
    text: str
    ts: datetime
    extra: dict[str, Any]


def build_metric_week(db: Any, trainer_id: str, client_id: str, metric: str, start: datetime) -> Record | None:
    name = _owner_name(db, trainer_id, client_id)
    readings = _readings(db, trainer_id, client_id, metric, start, start + timedelta(days=7)) if name is not None else []
    if not readings:
        return None
    previous = _latest_reading(db, trainer_id, client_id, metric, start)
    goal = next((g for g in _goals(db, trainer_id, client_id, metric) if g.status == "active"), None)
    text = render.week_summary(name or "the client", metric, start, readings, previous, goal)
    return Record(client_id, "metric_summary", f"{client_id}:{metric}:{iso_week(start)}", text, start,
                  {"metric": metric, "isoWeek": iso_week(start)})


def build_goal(db: Any, goal_id: str, trainer_id: str | None = None) -> tuple[str | None, Record | None]:
    """(the goal's trainer, its record); `trainer_id` given: None unless that trainer owns it."""
    snap = db.collection(GOALS).document(goal_id).get()
    data = snap.to_dict() if snap.exists else None
    goal = _goal(goal_id, data) if data else None
    owner, client_id = (data or {}).get("trainerId"), (data or {}).get("clientId")
    name = _owner_name(db, owner, client_id)
    if goal is None or name is None or (trainer_id is not None and owner != trainer_id):
        return (owner if isinstance(owner, str) else None), None
    assert isinstance(owner, str) and isinstance(client_id, str) and data is not None
    latest = _latest_reading(db, owner, client_id, goal.metric, None)
    text = render.goal_record(name, goal, latest)
    ts = _dt(data.get("updatedAt")) or _dt(data.get("createdAt")) or (latest.at if latest else datetime.now(timezone.utc))
    return owner, Record(client_id, "health_goal", goal_id, text, ts, {"metric": goal.metric})


def build_lab_panel(db: Any, trainer_id: str, client_id: str, start: datetime) -> Record | None:
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
        return None
    text = render.lab_panel(name or "the client", start, results)
    return Record(client_id, "lab_panel", f"{client_id}:{start:%Y%m%d}", text, start, {})


def sync_metric_week(backends: Any, trainer_id: str, client_id: str, metric: str, start: datetime,
                     force: bool = False) -> str:
    vid = metric_vector_id(client_id, metric, start)
    record = build_metric_week(backends.db, trainer_id, client_id, metric, start)
    if record is None:
        return _remove(backends, trainer_id, vid, client_id)
    return _index(backends, trainer_id, vid, record, force)


def sync_goal(backends: Any, goal_id: str, force: bool = False) -> str:
    vid = f"health_goal:{goal_id}"
    owner, record = build_goal(backends.db, goal_id)
    if record is None or owner is None:
        entry = backends.db.collection(LEDGER).document(vid).get()
        indexed_for = (entry.to_dict() or {}).get("trainerId") if entry.exists else None
        return _remove(backends, indexed_for, vid, None) if isinstance(indexed_for, str) else "absent"
    return _index(backends, owner, vid, record, force)


def sync_lab_panel(backends: Any, trainer_id: str, client_id: str, day: datetime, force: bool = False) -> str:
    start = day_start(day)
    vid = panel_vector_id(client_id, start)
    record = build_lab_panel(backends.db, trainer_id, client_id, start)
    if record is None:
        return _remove(backends, trainer_id, vid, client_id)
    return _index(backends, trainer_id, vid, record, force)


def day_start(day: datetime) -> datetime:
    return datetime.combine(day.astimezone(timezone.utc).date(), time(0), tzinfo=timezone.utc)


# -- one trainer's records, for backfill and reconciliation ----------------------


def wanted_records(db: Any, trainer_id: str) -> Iterator[tuple[str, Record]]:
    """(vector id, record) of every health record `trainer_id`'s documents should produce, each once."""
    for key in record_keys(db, trainer_id):
        vid, record = build_key(db, key)
        if record is not None:
            yield vid, record


def build_key(db: Any, key: tuple[Any, ...]) -> tuple[str, Record | None]:
    """(vector id, record or None) of one key from `record_keys`/`key_of_vector`."""
    kind, trainer_id, vid = key[0], key[1], vector_id_of(key)
    if kind == "metric":
        return vid, build_metric_week(db, trainer_id, key[2], key[3], key[4])
    if kind == "goal":
        return vid, build_goal(db, key[2], trainer_id)[1]
    return vid, build_lab_panel(db, trainer_id, key[2], key[3])


def vector_id_of(key: tuple[Any, ...]) -> str:
    if key[0] == "metric":
        return metric_vector_id(key[2], key[3], key[4])
    if key[0] == "goal":
        return f"health_goal:{key[2]}"
    return panel_vector_id(key[2], key[3])


def sync_key(backends: Any, key: tuple[Any, ...], force: bool = False) -> str:
    kind, trainer_id = key[0], key[1]
    if kind == "metric":
        return sync_metric_week(backends, trainer_id, key[2], key[3], key[4], force)
    if kind == "goal":
        return sync_goal(backends, key[2], force)
    return sync_lab_panel(backends, trainer_id, key[2], key[3], force)


def key_of_vector(trainer_id: str, vector_id: str) -> tuple[Any, ...] | None:
    """The record key a health vector id names (None: not a health vector id, or malformed)."""
    kind, _, rest = vector_id.partition(":")
    try:
        if kind == "metric_summary":
            client, metric, week = rest.rsplit(":", 2)
            year, number = week.split("-W")
            start = datetime.fromisocalendar(int(year), int(number), 1).replace(tzinfo=timezone.utc)
            return ("metric", trainer_id, client, metric, start)
        if kind == "health_goal" and rest:
            return ("goal", trainer_id, rest)
        if kind == "lab_panel":
            client, day = rest.rsplit(":", 1)
            return ("lab", trainer_id, client, datetime.strptime(day, "%Y%m%d").replace(tzinfo=timezone.utc))
    except ValueError:
        return None
    return None


def record_keys(db: Any, trainer_id: str | None, page_size: int = 200) -> list[tuple[Any, ...]]:
    """Every distinct record (client × metric × week, goal, client × panel day) of `trainer_id`'s documents (all: None)."""
    from google.cloud.firestore_v1.base_query import FieldFilter

    from shared.adapters.firestore_pages import pages

    def docs(collection: str) -> Iterable[Any]:
        query = db.collection(collection)
        if trainer_id is not None:
            query = query.where(filter=FieldFilter("trainerId", "==", trainer_id))
        for page in pages(query.order_by("__name__"), page_size):
            yield from page

    weeks: set[tuple[Any, ...]] = set()
    for snap in docs(METRICS):
        data = snap.to_dict() or {}
        at = _dt(data.get("recordedAt"))
        if at and all(isinstance(data.get(k), str) for k in ("trainerId", "clientId", "type")):
            weeks.add(("metric", data["trainerId"], data["clientId"], data["type"], week_start(at)))
    goals = [("goal", (snap.to_dict() or {}).get("trainerId"), snap.id) for snap in docs(GOALS)]
    panels: set[tuple[Any, ...]] = set()
    for snap in docs(LABS):
        data = snap.to_dict() or {}
        day = _dt(data.get("panelDate"))
        if day and isinstance(data.get("trainerId"), str) and isinstance(data.get("clientId"), str):
            panels.add(("lab", data["trainerId"], data["clientId"], day_start(day)))
    return sorted(weeks) + [g for g in goals if isinstance(g[1], str)] + sorted(panels)


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


def _index(backends: Any, trainer_id: str, vid: str, record: Record, force: bool = False) -> str:
    """Embed and upsert `record` unless the ledger says this text under this model is indexed (`force`: regardless)."""
    db, embedder = backends.db, backends.embedder
    client_id, source_type, source_id = record.client_id, record.source_type, record.source_id
    digest = content_hash(record.text, embedder.model_id)
    ledger_ref = db.collection(LEDGER).document(vid)
    entry = ledger_ref.get()
    old = entry.to_dict() if entry.exists else {}
    current = old.get("status") == "indexed" and old.get("contentHash") == digest and old.get("trainerId") == trainer_id
    if current and not force:
        return "unchanged"
    metadata = {"trainerId": trainer_id, "sourceType": source_type, "sourceId": source_id, "clientId": client_id,
                "senderName": SENDER, "ts": record.ts.timestamp(), "text": record.text, "contentHash": digest,
                "embeddingModel": embedder.model_id, **record.extra}
    if old.get("trainerId") not in (None, trainer_id):
        backends.store.delete(old["trainerId"], [vid])  # moved to another trainer: nothing stays behind
    backends.store.upsert(trainer_id, [VectorRecord(vid, embedder.embed([record.text])[0], metadata)])
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
    counts = {"indexed": 0, "unchanged": 0, "deleted": 0, "absent": 0}
    for key in record_keys(backends.db, trainer_id, page_size):
        counts[sync_key(backends, key)] += 1
    log.info("health_backfill", extra={"json_fields": {f"{k}Count": v for k, v in counts.items()}})
    return counts
