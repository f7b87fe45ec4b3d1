"""Load a data set's health documents through the validated write path, then index them.

A data set (the format of demo/data/demo_dataset.json) may carry
`healthMetrics`, `healthGoals` and `labResults` lists, each document with its
`id` and `trainerId` plus the fields of the recordHealthMetric /
setHealthGoal / recordLabResult requests. Each is written by the use case
those callables run (shared/usecases/health/writes.py: every field validated, the
client must be that trainer's, `trainerId` is the trainer), so a data set
cannot hold what the app could not write. Indexing is then the triggers' own
sync (shared/usecases/health/sync.py), once per record; with `index=False` only the
documents are written, for deployed triggers to index.
"""

from __future__ import annotations

from typing import Any

from shared.usecases.health import writes
from shared.usecases.health.sync import backfill_health

SECTIONS = (
    ("healthMetrics", writes.RecordMetricRequest, writes.record_metric),
    ("healthGoals", writes.SetGoalRequest, writes.set_goal),
    ("labResults", writes.RecordLabRequest, writes.record_lab),
)


def load_health(backends: Any, dataset: dict[str, Any], index: bool = True) -> dict[str, Any]:
    """Write every health document; returns {section: documents} and the records indexed per outcome."""
    written: dict[str, int] = {}
    trainers: set[str] = set()
    for section, request_model, write in SECTIONS:
        docs = dataset.get(section) or []
        for doc in docs:
            trainer_id = doc["trainerId"]
            request = request_model.model_validate({k: v for k, v in doc.items() if k != "trainerId"})
            write(backends, trainer_id, request)
            trainers.add(trainer_id)
        written[section] = len(docs)
    records: dict[str, int] = {}
    for trainer_id in sorted(trainers) if index else []:
        for outcome, n in backfill_health(backends, trainer_id).items():
            records[outcome] = records.get(outcome, 0) + n
    return {"documents": written, "records": records}


def record_ids(dataset: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """The id each health record is cited by (a source's `messageId`) → (trainer, source type), from the data set alone.

    Metric summaries: `{clientId}:{type}:{isoWeek}`; goals: the goal's id; lab panels: `{clientId}:{yyyymmdd}`.
    """
    from datetime import datetime

    from shared.domain.health.reads import iso_week, week_start

    def when(value: str) -> datetime:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))

    out: dict[str, tuple[str, str]] = {}
    for m in dataset.get("healthMetrics") or []:
        out[f"{m['clientId']}:{m['type']}:{iso_week(week_start(when(m['recordedAt'])))}"] = (m["trainerId"], "metric_summary")
    for g in dataset.get("healthGoals") or []:
        out[g["id"]] = (g["trainerId"], "health_goal")
    for lab in dataset.get("labResults") or []:
        out[f"{lab['clientId']}:{when(lab['panelDate']):%Y%m%d}"] = (lab["trainerId"], "lab_panel")
    return out
