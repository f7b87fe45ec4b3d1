"""Signals in a client's check-ins (numbers and dates, no text). Pure: no Firestore, no clock.

A check-in (`checkins/{id}`: sleepHours, stress 1-10, adherencePct 0-100,
comment) reports on the days before it, so its numbers feed three rules:

    strained         stress >= `stress_high` AND sleep < `sleep_low` in one
                     check-in within the window: a stress detection on its own
                     (the check-in summarises a period, it is not one remark);
                     either alone counts as one stressed day for the
                     2-of-the-last-3-days rule, like a message
    adherence drop   the latest check-in in the window reports adherence
                     <= `adherence_low_pct`, or `adherence_drop_pts` below the
                     mean of up to three check-ins before it
    missed check-ins a client with >= 2 check-ins in the lookback whose last one
                     is older than `interval_days` + `grace_days`

The comment is classified like a message (shared/usecases/insights/sources.py turns it
into one).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from statistics import mean
from typing import Any, Sequence


@dataclass(frozen=True)
class CheckinPoint:
    id: str  # "checkin:{docId}": the evidence id used in triggeringData.sourceIds
    at: datetime
    sleep_hours: float | None = None
    stress: float | None = None
    adherence_pct: float | None = None


@dataclass(frozen=True)
class CheckinRules:
    stress_high: float = 7.0
    sleep_low: float = 6.0
    adherence_low_pct: float = 50.0
    adherence_drop_pts: float = 25.0
    interval_days: int = 7
    grace_days: int = 3


def stressed(point: CheckinPoint, rules: CheckinRules) -> bool:
    return (point.stress is not None and point.stress >= rules.stress_high) or (
        point.sleep_hours is not None and point.sleep_hours < rules.sleep_low
    )


def strained(point: CheckinPoint, rules: CheckinRules) -> bool:
    return (
        point.stress is not None and point.stress >= rules.stress_high
        and point.sleep_hours is not None and point.sleep_hours < rules.sleep_low
    )


def adherence_drop(
    points: Sequence[CheckinPoint], now: datetime, window_days: int, rules: CheckinRules
) -> tuple[list[str], dict[str, Any]] | None:
    """Evidence ids and detail (counts and percentages only) of a drop, else None."""
    rated = [p for p in points if p.adherence_pct is not None and p.at <= now]
    if not rated or rated[-1].at < now - timedelta(days=window_days):
        return None
    latest, before = rated[-1], rated[:-1][-3:]
    assert latest.adherence_pct is not None
    if latest.adherence_pct <= rules.adherence_low_pct:
        return [latest.id], {"signal": "adherence_drop", "latestPct": round(latest.adherence_pct)}
    if before:
        baseline = mean(p.adherence_pct for p in before if p.adherence_pct is not None)
        if baseline - latest.adherence_pct >= rules.adherence_drop_pts:
            return [p.id for p in [*before, latest]], {
                "signal": "adherence_drop", "latestPct": round(latest.adherence_pct), "baselinePct": round(baseline)
            }
    return None


def missed_checkins(points: Sequence[CheckinPoint], now: datetime, rules: CheckinRules) -> tuple[list[str], dict[str, Any]] | None:
    past = [p for p in points if p.at <= now]
    if len(past) < 2:
        return None  # no cadence to miss
    overdue = now - past[-1].at
    if overdue <= timedelta(days=rules.interval_days + rules.grace_days):
        return None
    return [p.id for p in past[-2:]], {
        "signal": "missed_checkins",
        "daysSinceCheckin": overdue.days,
        "missedCount": max(1, overdue.days // rules.interval_days),
    }
