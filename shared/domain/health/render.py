"""Health data as sentences a search can find and an answer can cite. Pure: no Firestore, no clock.

Three kinds of record (docs/DATA_MODEL.md, "health"):

- one summary per client, metric type and ISO week: the readings' range,
  the change over the week and since the previous week's last reading, the
  trend in words, and the distance to the metric's active goal;
- one record per goal with its progress (latest reading, what is left);
- one record per lab panel (results sharing a panel date) with each
  biomarker's reference range and status.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Sequence

from shared.domain.health import progress

# A change smaller than this fraction of the value is "flat" (scale noise, not a trend).
FLAT_FRACTION = 0.005
LOWER_IS_BETTER = {"weight", "body_fat", "resting_heart_rate", "waist"}


@dataclass(frozen=True)
class Reading:
    value: float
    unit: str
    at: datetime


@dataclass(frozen=True)
class Goal:
    id: str
    metric: str
    target: float
    unit: str
    deadline: datetime | None
    status: str


@dataclass(frozen=True)
class LabResult:
    biomarker: str
    value: float
    unit: str
    low: float | None
    high: float | None
    status: str | None


def metric_label(metric: str) -> str:
    return metric.replace("_", " ").capitalize()


def _num(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".") if abs(x - round(x)) > 1e-9 else str(int(round(x)))


def _day(d: datetime | None) -> str:
    return f"{d:%b} {d.day}, {d.year}" if d else ""


def trend(first: float, last: float) -> str:
    if abs(last - first) <= FLAT_FRACTION * max(abs(first), 1e-9):
        return "flat"
    return "down" if last < first else "up"


def week_summary(
    client_name: str, metric: str, week_start: datetime, readings: Sequence[Reading],
    previous: Reading | None, goal: Goal | None, first: Reading | None = None,
) -> str:
    """'Weight, week of Nov 9, 2026 (Sarah Kim): 3 readings, 71.2 → 70.4 kg (−0.8 kg); …'.

    `first` is the client's oldest reading of the metric: where she started, which gives the
    goal's direction (shared/domain/health/progress.py)."""
    readings = sorted(readings, key=lambda r: r.at)
    first_of_week, last, unit = readings[0], readings[-1], readings[-1].unit
    parts = [f"{metric_label(metric)}, week of {_day(week_start)} ({client_name}): "
             f"{len(readings)} reading{'s' if len(readings) != 1 else ''}"]
    if len(readings) > 1:
        delta = last.value - first_of_week.value
        parts[0] += (f", {_num(first_of_week.value)} → {_num(last.value)} {unit} "
                     f"({'+' if delta >= 0 else '−'}{_num(abs(delta))} {unit} over the week)")
    else:
        parts[0] += f": {_num(last.value)} {unit} on {_day(last.at)}"
    base = previous or first_of_week
    direction = trend(base.value, last.value)
    since = "since the previous week" if previous else "within the week"
    parts.append(f"trend {since}: {direction}" + (f" (from {_num(previous.value)} {unit})" if previous else ""))
    if goal is not None and goal.status == "active":
        parts.append(goal_distance(goal, last, first))
    return "; ".join(parts) + "."


def goal_distance(goal: Goal, latest: Reading, first: Reading | None = None) -> str:
    """'goal 65 kg by Jun 1, 2026: 2.5 kg to go', '…: reached', '…: reached, 1 kg past it'.

    Past the target in the goal's direction counts as reached, as the insight detector
    counts it (shared/domain/insights/metrics.py); the direction is unknown without a
    `first` reading older than the latest, and then only closeness counts."""
    deadline = f" by {_day(goal.deadline)}" if goal.deadline else ""
    start = first.value if first is not None and first.at < latest.at else None
    towards = progress.direction(goal.target, start)
    gap = progress.shortfall(goal.target, latest.value, towards)
    tolerance = FLAT_FRACTION * max(abs(goal.target), 1e-9)
    if gap <= tolerance:
        past = progress.beyond(goal.target, latest.value, towards)
        return f"goal {_num(goal.target)} {goal.unit}{deadline}: reached" + (
            f", {_num(past)} {goal.unit} past it" if past > tolerance else "")
    return f"goal {_num(goal.target)} {goal.unit}{deadline}: {_num(gap)} {goal.unit} to go"


def goal_record(client_name: str, goal: Goal, latest: Reading | None, first: Reading | None = None) -> str:
    deadline = f" by {_day(goal.deadline)}" if goal.deadline else ""
    text = f"Health goal of {client_name}: target {metric_label(goal.metric).lower()} {_num(goal.target)} {goal.unit}{deadline} ({goal.status})."
    if latest is None:
        return text + " No reading of this metric yet."
    return text + f" Latest {metric_label(goal.metric).lower()} {_num(latest.value)} {latest.unit} on {_day(latest.at)}: " + goal_distance(goal, latest, first).split(": ", 1)[1] + "."


def lab_panel(client_name: str, panel_date: datetime, results: Sequence[LabResult]) -> str:
    items = []
    for r in sorted(results, key=lambda r: r.biomarker.lower()):
        status = r.status or _status(r)
        ref = ""
        if r.low is not None and r.high is not None:
            ref = f"; reference {_num(r.low)}–{_num(r.high)}"
        elif r.low is not None:
            ref = f"; reference ≥ {_num(r.low)}"
        elif r.high is not None:
            ref = f"; reference ≤ {_num(r.high)}"
        items.append(f"{r.biomarker} {_num(r.value)} {r.unit} ({status}{ref})")
    return f"Lab panel of {_day(panel_date)} for {client_name}: " + "; ".join(items) + "."


def _status(r: LabResult) -> str:
    if r.low is not None and r.value < r.low:
        return "low"
    if r.high is not None and r.value > r.high:
        return "high"
    return "normal" if r.low is not None or r.high is not None else "no reference"
