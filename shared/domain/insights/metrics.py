"""Signals in a client's health metrics against their goals. Pure: no Firestore, no clock.

Per metric type with an active goal (healthGoals, shared/usecases/health):

    goal reached   the latest reading is within `reached_fraction` of the target, or past
                   it in the goal's direction (64 kg against 65 kg coming down; 12,000
                   steps against 10,000) → pattern "milestone" (signal "goal_reached")
    goal missed    the deadline has passed and the latest reading is not there
                   → pattern "progress" (signal "goal_missed")
    regression     the latest reading's shortfall from the target grew by at least
                   `regression_pct` % of the reading ~7 days earlier
                   → pattern "progress" (signal "regression")

A goal's direction (down to the target or up to it) is the side its start value
(`GoalPoint.start_value`) or else its oldest reading is on; with neither, or a
first reading already at the target, the direction is unknown and only
closeness counts as reached (the shortfall is then the plain distance).
    plateau        readings spanning >= `plateau_days` that all stay within
                   `plateau_pct` % of each other while the goal is not reached
                   → pattern "progress" (signal "plateau")

Thresholds are per metric type where they differ (`MetricRules.per_metric`,
e.g. steps vary far more day to day than body weight). Detail holds the metric
type, numbers and units only (it is stored in triggeringData and logged as
counts).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Sequence

from shared.domain.health import progress


@dataclass(frozen=True)
class MetricPoint:
    id: str  # "health_metric:{docId}"
    metric: str
    value: float
    unit: str
    at: datetime


@dataclass(frozen=True)
class GoalPoint:
    id: str  # "health_goal:{docId}"
    metric: str
    target: float
    unit: str
    deadline: datetime | None
    status: str
    start_value: float | None = None  # where the client started, when known: gives the goal's direction


@dataclass(frozen=True)
class Thresholds:
    regression_pct: float = 2.0
    plateau_pct: float = 1.0
    plateau_days: int = 21
    reached_fraction: float = 0.005


@dataclass(frozen=True)
class MetricRules:
    default: Thresholds = Thresholds()
    per_metric: dict[str, Thresholds] = field(default_factory=lambda: {
        "steps": Thresholds(regression_pct=25.0, plateau_pct=5.0),
        "sleep_hours": Thresholds(regression_pct=10.0, plateau_pct=3.0),
        "resting_heart_rate": Thresholds(regression_pct=5.0, plateau_pct=2.0),
    })

    def for_metric(self, metric: str) -> Thresholds:
        return self.per_metric.get(metric, self.default)


@dataclass(frozen=True)
class MetricSignal:
    pattern: str  # "milestone" | "progress"
    ids: list[str]
    confidence: float
    detail: dict[str, Any]


def metric_signals(
    points: Sequence[MetricPoint], goals: Sequence[GoalPoint], now: datetime, window_days: int, rules: MetricRules
) -> list[MetricSignal]:
    """At most one signal per goal, the most specific first (reached, missed, regression, plateau)."""
    out: list[MetricSignal] = []
    for goal in goals:
        if goal.status != "active":
            continue
        series = sorted((p for p in points if p.metric == goal.metric and p.at <= now), key=lambda p: p.at)
        if not series or series[-1].at < now - timedelta(days=window_days):
            continue  # nothing recent to speak about
        signal = _for_goal(goal, series, now, rules.for_metric(goal.metric))
        if signal is not None:
            out.append(signal)
    return out


def _direction(goal: GoalPoint, series: list[MetricPoint]) -> int:
    """+1 when the target is above where the client started, -1 when below, 0 when unknown."""
    start = goal.start_value if goal.start_value is not None else (series[0].value if len(series) > 1 else None)
    return progress.direction(goal.target, start)


def _shortfall(goal: GoalPoint, value: float, direction: int) -> float:
    """How far `value` still is from the target; 0 once it is at or past it in the goal's direction."""
    return progress.shortfall(goal.target, value, direction)


def _for_goal(goal: GoalPoint, series: list[MetricPoint], now: datetime, t: Thresholds) -> MetricSignal | None:
    latest = series[-1]
    base = {"metric": goal.metric, "latest": round(latest.value, 2), "target": goal.target, "unit": goal.unit or latest.unit}
    direction = _direction(goal, series)
    gap = _shortfall(goal, latest.value, direction)
    if gap <= t.reached_fraction * max(abs(goal.target), 1e-9):
        return MetricSignal("milestone", [latest.id, goal.id], 0.85, {"signal": "goal_reached", **base})
    if goal.deadline is not None and goal.deadline <= now:
        return MetricSignal("progress", [latest.id, goal.id], 0.8, {"signal": "goal_missed", **base})
    week_ago = [p for p in series if p.at <= latest.at - timedelta(days=6)]
    if week_ago:
        earlier = week_ago[-1]
        moved_away = gap - _shortfall(goal, earlier.value, direction)
        if moved_away > 0 and moved_away >= t.regression_pct / 100 * max(abs(earlier.value), 1e-9):
            return MetricSignal("progress", [earlier.id, latest.id, goal.id], 0.7,
                                {"signal": "regression", "previous": round(earlier.value, 2), **base})
    span = [p for p in series if p.at >= latest.at - timedelta(days=t.plateau_days)]
    if len(span) >= 3 and (latest.at - span[0].at) >= timedelta(days=t.plateau_days - 1):
        low, high = min(p.value for p in span), max(p.value for p in span)
        if high - low <= t.plateau_pct / 100 * max(abs(high), 1e-9):
            return MetricSignal("progress", [span[0].id, latest.id, goal.id], 0.6,
                                {"signal": "plateau", "days": (latest.at - span[0].at).days, **base})
    return None
