"""Memory layers for chatWithAI's prompt: the client's current plan and goals, and their last 7 days.

Both are read for the one client an answer is about (the conversation's
focus), owner-checked like the profile, and rendered by shared/domain/prompt.py
inside delimited blocks within their own token budgets ([Plan], [Last 7 days]).

- **Plan and goals**: `clientPlans/{clientId}` { trainerId, clientId, title,
  focus, sessionsPerWeek, phase, startDate, endDate, goals: [string | {metric,
  target, unit, deadline, status}], notes, updatedAt } — written by the app or
  the coach; shown only when its `trainerId` is the caller's.
- **Last 7 days**: computed, not stored — message counts (client / coach;
  delivered insights are the coach's), check-ins (count, latest numbers), the
  signals the insight detectors find in that week (keywords only: no
  embedding on the request path) and the insights drafted that week with
  their status.

Nothing here writes; every read is bounded (one week of one client).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from shared.kernel.collection_names import CLIENT_PLANS as PLANS
from shared.kernel.deadline import all_of, submit, wait
from shared.ports.documents import DocumentReader, DocumentStore
DIGEST_DAYS = 7
MAX_INSIGHT_LINES = 3


def memory_layers(documents: DocumentStore, trainer_id: str, client_id: str, now: datetime,
                  ) -> tuple[dict[str, Any] | None, list[str]]:
    """(plan fields or None, digest lines) for `build_prompt(plan=…, digest=…)`."""
    # Independent reads: at once, so that their round trips overlap.
    plan, digest = all_of(lambda: plan_layer(documents, trainer_id, client_id),
                          lambda: digest_layer(documents.db, trainer_id, client_id, now))
    return plan, digest


def plan_layer(documents: DocumentReader, trainer_id: str, client_id: str) -> dict[str, Any] | None:
    data = documents.get(PLANS, client_id)
    if not data or data.get("trainerId") != trainer_id:
        return None  # no plan, or someone else's: never shown
    out: dict[str, Any] = {}
    for key in ("title", "focus", "phase", "sessionsPerWeek", "notes"):
        if isinstance(data.get(key), (str, int, float)) and str(data[key]).strip():
            out[key] = data[key]
    for key in ("startDate", "endDate"):
        if isinstance(data.get(key), datetime):
            out[key] = f"{data[key]:%b %d, %Y}"
    goals = [_goal(g) for g in data.get("goals") or [] if _goal(g)]
    if goals:
        out["goals"] = goals
    return out or None


def digest_layer(db: Any, trainer_id: str, client_id: str, now: datetime) -> list[str]:
    from shared.domain.insights.detectors import DetectionContext, detect_all
    from shared.usecases.insights.sources import recent_checkins, recent_messages

    since = now - timedelta(days=DIGEST_DAYS)
    # The week's messages and check-ins at once (independent reads: their round trips overlap).
    messages, (points, comments) = all_of(lambda: recent_messages(db, trainer_id, client_id, since, now),
                                          lambda: recent_checkins(db, trainer_id, client_id, since, now))
    if not messages and not points:
        return []
    # The week's insights are read while the detectors run (read only for a week with records).
    insights = submit(_recent_insights, db, trainer_id, client_id, since)
    from_client = sum(1 for m in messages if m.from_client)
    lines = [f"{since:%b %d}–{now:%b %d}: {from_client} messages from the client, {len(messages) - from_client} from the coach."]
    if points:
        latest = points[-1]
        numbers = [f"stress {latest.stress:g}/10" if latest.stress is not None else "",
                   f"sleep {latest.sleep_hours:g} h" if latest.sleep_hours is not None else "",
                   f"adherence {latest.adherence_pct:g}%" if latest.adherence_pct is not None else ""]
        lines.append(f"Check-ins: {len(points)}; latest {latest.at:%b %d}: " + ", ".join(n for n in numbers if n) + ".")
    detections = detect_all([*messages, *comments], None, DetectionContext(now=now, window_days=DIGEST_DAYS), points)
    if detections:
        lines.append("Signals: " + "; ".join(_signal(d.pattern, d.detail) for d in detections) + ".")
    for title, status in wait(insights)[:MAX_INSIGHT_LINES]:
        lines.append(f"Insight drafted: {title} ({status}).")
    return lines


def _goal(goal: Any) -> str:
    if isinstance(goal, str):
        return goal.strip()
    if not isinstance(goal, dict) or not goal.get("metric"):
        return ""
    text = f"{goal['metric']}"
    if goal.get("target") is not None:
        text += f" → {goal['target']}{(' ' + str(goal['unit'])) if goal.get('unit') else ''}"
    if isinstance(goal.get("deadline"), datetime):
        text += f" by {goal['deadline']:%b %d, %Y}"
    if goal.get("status"):
        text += f" ({goal['status']})"
    return text


def _signal(pattern: str, detail: dict[str, Any]) -> str:
    if pattern == "stress":
        return f"stress or fatigue on {detail.get('daysInWindow', detail.get('daysRecent'))} days"
    if pattern == "pain":
        return f"{' and '.join(detail.get('bodyParts') or []) or 'unspecified'} pain mentioned {detail.get('mentions')} times"
    if pattern == "adherence":
        return {"missed_sessions": "missed sessions", "adherence_drop": "adherence dropped",
                "missed_checkins": "missed check-ins"}.get(str(detail.get("signal")), "went quiet")
    if pattern == "progress":
        return {"goal_missed": "missed a goal deadline", "regression": "a metric moved away from its goal",
                "plateau": "a metric plateaued"}.get(str(detail.get("signal")), "progress against a goal")
    return "reached a milestone"


def _recent_insights(db: Any, trainer_id: str, client_id: str, since: datetime) -> list[tuple[str, str]]:
    from shared.usecases.insights.store import client_insights

    rows = [(d["createdAt"], str(d.get("title", "")), str(d.get("status", ""))) for _, d, _ in client_insights(db, trainer_id, client_id)]
    return [(t, s) for at, t, s in sorted(rows, reverse=True) if at >= since and t]
