"""Health data's triggers: a write to `healthMetrics`, `healthGoals` or `labResults` rebuilds the records it names.

The three health kinds — metric-week summaries, goals, lab panels — declare
themselves like every source kind (shared/domain/sources/kinds/metric_summary.py,
health_goal.py, lab_panel.py: collection, keys, record building, citation
label, sync rule "derived"); shared/usecases/sources/derived.py syncs them.
This module is what the entry points call (functions/main.py's
indexHealthMetric, indexHealthGoal, indexLabResult; the data-set loader).

Vector ids and sourceTypes:
    metric_summary:{clientId}:{type}:{isoWeek}   sourceType "metric_summary"
    health_goal:{goalId}                          sourceType "health_goal"
    lab_panel:{clientId}:{yyyymmdd}               sourceType "lab_panel"
"""

from __future__ import annotations

from typing import Any

from shared.kernel.collection_names import HEALTH_GOALS, HEALTH_METRICS, LAB_RESULTS
from shared.usecases.sources import derived


def on_metric_written(backends: Any, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """The week(s) a reading left or joined, the week after each (its 'previous' reading), and its metric's goals."""
    return [outcome for _, outcome in derived.on_written(backends, HEALTH_METRICS, None, before, after)]


def on_goal_written(backends: Any, goal_id: str, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """The goal's record, and the latest week's summary of its metric (its distance to the goal)."""
    return [outcome for _, outcome in derived.on_written(backends, HEALTH_GOALS, goal_id, before, after)]


def on_lab_written(backends: Any, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """The panel of the result's day."""
    return [outcome for _, outcome in derived.on_written(backends, LAB_RESULTS, None, before, after)]


def backfill_health(backends: Any, trainer_id: str | None = None, page_size: int = 200) -> dict[str, int]:
    """Rebuild every health record of `trainer_id` (all when None): the derived kinds' backfill."""
    return derived.backfill(backends, trainer_id, page_size)
