"""Health metrics against goals: pure rules, and the run/event on the emulator."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.insights.metrics import GoalPoint, MetricPoint, MetricRules, metric_signals

NOW = datetime(2026, 11, 12, 9, 0, tzinfo=timezone.utc)


def series(metric, values_by_days_ago, unit="kg"):
    return [MetricPoint(f"health_metric:{metric}{i}", metric, v, unit, NOW - timedelta(days=d))
            for i, (d, v) in enumerate(values_by_days_ago)]


def goal(metric="weight", target=65.0, deadline=None, status="active"):
    return GoalPoint(f"health_goal:{metric}", metric, target, "kg", deadline, status)


def signals(points, goals):
    return [(s.pattern, s.detail["signal"]) for s in metric_signals(points, goals, NOW, 7, MetricRules())]


def test_regression_plateau_reached_and_missed():
    assert signals(series("weight", [(8, 70.0), (0.5, 71.8)]), [goal()]) == [("progress", "regression")]
    assert signals(series("weight", [(8, 70.0), (0.5, 69.0)]), [goal()]) == []  # towards the goal
    assert signals(series("weight", [(22, 70.2), (15, 70.0), (8, 70.3), (1, 70.1)]), [goal()]) == [("progress", "plateau")]
    assert signals(series("weight", [(8, 66.0), (1, 65.1)]), [goal(target=65.2)]) == [("milestone", "goal_reached")]
    past = NOW - timedelta(days=1)
    assert signals(series("weight", [(8, 70.0), (1, 69.8)]), [goal(deadline=past)]) == [("progress", "goal_missed")]


def test_no_signal_without_an_active_goal_or_a_recent_reading():
    assert signals(series("weight", [(8, 70.0), (0.5, 72.0)]), [goal(status="achieved")]) == []
    assert signals(series("weight", [(20, 70.0), (10, 72.0)]), [goal()]) == []  # last reading older than the window
    assert signals(series("weight", [(8, 70.0), (0.5, 72.0)]), []) == []


def test_thresholds_are_per_metric():
    steps = GoalPoint("health_goal:steps", "steps", 10000, "steps", None, "active")
    # -10 % steps in a week is ordinary noise for steps (threshold 25 %), a regression for weight-like metrics.
    assert signals(series("steps", [(8, 8000), (0.5, 7200)], "steps"), [steps]) == []
    assert signals(series("steps", [(8, 8000), (0.5, 5000)], "steps"), [steps]) == [("progress", "regression")]


@pytest.mark.emulator
def test_a_new_reading_triggers_a_progress_insight_with_the_readings_as_evidence(db, backends):
    import main
    from shared.usecases.insights.run import run_insights
    from shared.domain.insights.settings import InsightSettings
    from tests.events import written_event
    from tests.factories import add_client
    from tests.insights_fixtures import insights

    now = datetime.now(timezone.utc)
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    db.collection("healthGoals").document("g1").set({"trainerId": "trainer-a", "clientId": "sarah", "metric": "weight",
                                                     "target": 65, "unit": "kg", "status": "active"})
    db.collection("healthMetrics").document("m0").set({"trainerId": "trainer-a", "clientId": "sarah", "type": "weight",
                                                       "value": 70.0, "unit": "kg", "recordedAt": now - timedelta(days=8)})
    new = {"trainerId": "trainer-a", "clientId": "sarah", "type": "weight", "value": 71.9, "unit": "kg", "recordedAt": now}
    db.collection("healthMetrics").document("m1").set(new)
    event = written_event("healthMetrics/m1", None, new)
    event["type"] = "google.cloud.firestore.document.v1.created"
    main.insightsOnHealthMetric(event)
    [insight] = insights(db).values()
    assert insight["insightType"] == "training" and insight["title"] == "Sarah's weight moved away from the goal"
    assert insight["triggeringData"]["pattern"] == "progress"
    assert insight["triggeringData"]["sourceIds"] == ["health_metric:m0", "health_metric:m1", "health_goal:g1"]
    assert insight["triggeringData"]["detail"] == {"signal": "regression", "metric": "weight", "latest": 71.9,
                                                   "previous": 70.0, "target": 65.0, "unit": "kg"}
    # The scheduled run the same day finds the same insight: deduplicated, not repeated.
    summary = run_insights(backends, now=now + timedelta(minutes=5), cfg=InsightSettings(weekly_notes=False))
    assert summary.generated == 0 and summary.duplicate == 1


def test_a_reading_past_the_target_in_the_goals_direction_is_reached():
    # Coming down to 65 kg: 64.0 is past the target, not 1 kg "away" from it.
    assert signals(series("weight", [(8, 66.4), (1, 64.0)]), [goal()]) == [("milestone", "goal_reached")]
    steps = GoalPoint("health_goal:steps", "steps", 10000, "steps", None, "active")
    assert signals(series("steps", [(8, 8000), (1, 12000)], "steps"), [steps]) == [("milestone", "goal_reached")]
    # A deadline that has passed after the client got there is not a missed goal.
    past = NOW - timedelta(days=1)
    assert signals(series("weight", [(8, 66.4), (1, 64.0)]), [goal(deadline=past)]) == [("milestone", "goal_reached")]
    # Still short of it, in either direction, is not reached.
    assert signals(series("steps", [(8, 8000), (1, 9000)], "steps"), [steps]) == []
    assert signals(series("weight", [(8, 63.0), (1, 64.0)]), [goal(target=66.0)]) == []


def test_going_further_past_the_target_is_no_regression():
    # Target 65 kg, started above it: 64 → 62.5 moves away from 65 but is not a step back.
    assert signals(series("weight", [(30, 70.0), (8, 64.0), (1, 62.5)]), [goal()])[0] == ("milestone", "goal_reached")
    start_only = GoalPoint("health_goal:weight", "weight", 65.0, "kg", None, "active", start_value=70.0)
    assert signals(series("weight", [(1, 64.0)]), [start_only]) == [("milestone", "goal_reached")]


def test_without_a_direction_only_closeness_counts():
    # One reading and no start value: the direction is unknown, so 64.0 against 65 is neither reached nor missed.
    assert signals(series("weight", [(1, 64.0)]), [goal()]) == []
    assert signals(series("weight", [(1, 65.1)]), [goal()]) == [("milestone", "goal_reached")]
