"""Health data as cited records: pure rendering, and indexing through the real triggers on the emulator."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.health import render
from shared.domain.health.render import Goal, LabResult, Reading

MON = datetime(2026, 11, 9, tzinfo=timezone.utc)  # a Monday, ISO week 2026-W46


def at(days: float) -> datetime:
    return MON + timedelta(days=days)


def test_week_summary_gives_range_trend_and_distance_to_goal():
    readings = [Reading(71.2, "kg", at(0.3)), Reading(70.9, "kg", at(2.3)), Reading(70.4, "kg", at(5.3))]
    goal = Goal("g1", "weight", 65, "kg", datetime(2027, 3, 1, tzinfo=timezone.utc), "active")
    text = render.week_summary("Sarah Kim", "weight", MON, readings, Reading(71.5, "kg", at(-2)), goal)
    assert text == ("Weight, week of Nov 9, 2026 (Sarah Kim): 3 readings, 71.2 → 70.4 kg (−0.8 kg over the week); "
                    "trend since the previous week: down (from 71.5 kg); goal 65 kg by Mar 1, 2027: 5.4 kg to go.")


def test_single_reading_flat_trend_and_reached_goal():
    goal = Goal("g1", "steps", 10000, "steps", None, "active")
    text = render.week_summary("Sam", "steps", MON, [Reading(10020, "steps", at(1))], Reading(10000, "steps", at(-3)), goal)
    assert "1 reading: 10020 steps on Nov 10, 2026" in text and "flat" in text and "goal 10000 steps: reached" in text


def test_goal_record_and_lab_panel_with_reference_context():
    goal = Goal("g1", "body_fat", 20, "%", None, "active")
    assert render.goal_record("Sarah Kim", goal, Reading(24.5, "%", at(1))) == (
        "Health goal of Sarah Kim: target body fat 20 % (active). Latest body fat 24.5 % on Nov 10, 2026: 4.5 % to go.")
    assert render.goal_record("Sarah Kim", goal, None).endswith("No reading of this metric yet.")
    panel = render.lab_panel("Sarah Kim", MON, [LabResult("Vitamin D", 32, "ng/mL", 30, 100, None),
                                                LabResult("Ferritin", 12, "ng/mL", 15, 150, None),
                                                LabResult("HbA1c", 5.9, "%", None, 5.7, "borderline")])
    assert panel == ("Lab panel of Nov 9, 2026 for Sarah Kim: Ferritin 12 ng/mL (low; reference 15–150); "
                     "HbA1c 5.9 % (borderline; reference ≤ 5.7); Vitamin D 32 ng/mL (normal; reference 30–100).")


def test_a_reading_past_the_target_in_the_goals_direction_is_reached_not_to_go():
    # Sarah started at 72 kg for a 65 kg goal and weighs 63 kg: past it, not "2 kg to go".
    goal = Goal("g1", "weight", 65, "kg", None, "active")
    started, now = Reading(72, "kg", at(-60)), Reading(63, "kg", at(1))
    assert render.goal_record("Sarah Kim", goal, now, started).endswith(": reached, 2 kg past it.")
    week = render.week_summary("Sarah Kim", "weight", MON, [now], Reading(64, "kg", at(-3)), goal, started)
    assert week.endswith("goal 65 kg: reached, 2 kg past it.")
    # Started below the target (gaining for a 65 kg goal): 63 kg is still 2 kg short.
    assert render.goal_record("Sam", goal, now, Reading(60, "kg", at(-60))).endswith(": 2 kg to go.")
    # Steps, upwards: 12,000 against 10,000 from 6,000 is past it.
    steps = Goal("g2", "steps", 10000, "steps", None, "active")
    assert render.goal_distance(steps, Reading(12000, "steps", at(1)), Reading(6000, "steps", at(-30))).endswith(
        "reached, 2000 steps past it")
    # No older reading: the direction is unknown and only closeness counts, as before.
    assert render.goal_distance(goal, now, None).endswith("2 kg to go")
    assert render.goal_distance(goal, now, now).endswith("2 kg to go")


def test_the_record_and_the_insight_detector_agree_on_reached():
    from shared.domain.insights.metrics import GoalPoint, MetricPoint, MetricRules, metric_signals

    for start, latest, target in [(72, 63, 65), (60, 63, 65), (72, 65.2, 65), (72, 66, 65), (6000, 12000, 10000),
                                  (12000, 9000, 10000), (14000, 9990, 10000)]:
        goal = Goal("g", "weight", target, "kg", None, "active")
        said = render.goal_distance(goal, Reading(latest, "kg", at(1)), Reading(start, "kg", at(-30)))
        points = [MetricPoint("a", "weight", start, "kg", at(-30)), MetricPoint("b", "weight", latest, "kg", at(1))]
        signals = metric_signals(points, [GoalPoint("g", "weight", target, "kg", None, "active")], at(1.5), 30,
                                 MetricRules())
        detected = any(s.detail.get("signal") == "goal_reached" for s in signals)
        assert (": reached" in said) == detected, (start, latest, target, said, signals)


# -- emulator -----------------------------------------------------------------


def fire(fn, path, before, after):
    import main
    from tests.events import written_event

    getattr(main, fn)(written_event(path, before, after))


def put(db, collection, doc_id, data):
    db.collection(collection).document(doc_id).set(data)
    return f"{collection}/{doc_id}", data


def weight(client="sarah", trainer="trainer-a", value=70.0, days=0.0):
    return {"trainerId": trainer, "clientId": client, "type": "weight", "value": value, "unit": "kg", "recordedAt": at(days)}


@pytest.fixture
def clients(db):
    from tests.factories import add_client

    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")


@pytest.mark.emulator
def test_readings_goals_and_panels_become_records_that_search_finds(db, backends, clients):
    for i, (value, days) in enumerate(((71.5, -2), (71.2, 0.3), (70.4, 5.3))):
        path, data = put(db, "healthMetrics", f"w{i}", weight(value=value, days=days))
        fire("indexHealthMetric", path, None, data)
    path, goal = put(db, "healthGoals", "g1", {"trainerId": "trainer-a", "clientId": "sarah", "metric": "weight", "target": 65,
                                               "unit": "kg", "status": "active"})
    fire("indexHealthGoal", path, None, goal)
    for i, (name, value, low, high) in enumerate((("Ferritin", 12, 15, 150), ("Vitamin D", 32, 30, 100))):
        path, lab = put(db, "labResults", f"l{i}", {"trainerId": "trainer-a", "clientId": "sarah", "biomarker": name,
                                                    "value": value, "unit": "ng/mL", "referenceLow": low, "referenceHigh": high,
                                                    "panelDate": at(1)})
        fire("indexLabResult", path, None, lab)

    # The reading of the Saturday before is its own week's summary (W45).
    ids = ["metric_summary:sarah:weight:2026-W45", "metric_summary:sarah:weight:2026-W46", "health_goal:g1",
           "lab_panel:sarah:20261110"]
    records = backends.store.fetch("trainer-a", ids)
    assert set(records) == set(ids)
    week = records["metric_summary:sarah:weight:2026-W46"].metadata
    assert week["sourceType"] == "metric_summary" and week["clientId"] == "sarah"
    assert "71.2 → 70.4 kg" in week["text"] and "down (from 71.5 kg)" in week["text"] and "goal 65 kg: 5.4 kg to go" in week["text"]
    assert "Latest weight 70.4 kg on Nov 14, 2026: 5.4 kg to go" in records["health_goal:g1"].metadata["text"]
    assert "Ferritin 12 ng/mL (low; reference 15–150)" in records["lab_panel:sarah:20261110"].metadata["text"]

    query = backends.embedder.embed(["How is Sarah's weight trending against her goal?"])[0]
    top = backends.store.query("trainer-a", query, 2, None)
    assert {m.id for m in top} <= set(ids) and top[0].metadata["sourceType"] in ("metric_summary", "health_goal")
    assert backends.store.count("trainer-b") == 0


@pytest.mark.emulator
def test_a_moved_or_deleted_reading_rebuilds_both_weeks_and_unchanged_text_is_not_reembedded(db, backends, clients):
    path, data = put(db, "healthMetrics", "w1", weight(value=70.0, days=1))
    fire("indexHealthMetric", path, None, data)
    ledger = db.collection("vectorIndex").document("metric_summary:sarah:weight:2026-W46")
    first = ledger.get().update_time
    fire("indexHealthMetric", path, data, data)  # a replayed event: same text, no re-embedding
    assert ledger.get().update_time == first
    moved = weight(value=70.0, days=8)
    db.collection("healthMetrics").document("w1").set(moved)
    fire("indexHealthMetric", path, data, moved)
    assert ledger.get().to_dict()["status"] == "deleted"
    assert set(backends.store.fetch("trainer-a", ["metric_summary:sarah:weight:2026-W46", "metric_summary:sarah:weight:2026-W47"])) == {
        "metric_summary:sarah:weight:2026-W47"}
    db.collection("healthMetrics").document("w1").delete()
    fire("indexHealthMetric", path, moved, None)
    assert backends.store.count("trainer-a") == 0


@pytest.mark.emulator
def test_a_reading_filed_under_someone_elses_client_is_not_indexed(db, backends, clients):
    path, data = put(db, "healthMetrics", "x", weight(client="sam", trainer="trainer-a"))
    fire("indexHealthMetric", path, None, data)
    assert backends.store.count("trainer-a") == 0 and backends.store.count("trainer-b") == 0


@pytest.mark.emulator
def test_deleting_the_client_removes_health_records_and_vectors(db, backends, clients):
    from shared.usecases.deletion import delete_client

    path, data = put(db, "healthMetrics", "w1", weight())
    fire("indexHealthMetric", path, None, data)
    assert backends.store.count("trainer-a") == 1
    delete_client(backends, "trainer-a", "sarah")
    assert backends.store.count("trainer-a") == 0
    assert not db.collection("healthMetrics").get() and not db.collection("vectorIndex").get()


@pytest.mark.emulator
def test_semantic_search_filters_on_the_health_source_types(db, backends, clients, call_function):
    import main

    path, data = put(db, "healthMetrics", "w1", weight(value=70.4, days=1))
    fire("indexHealthMetric", path, None, data)
    status, body = call_function(main.semanticSearch, {"query": "Sarah weight trend", "clientId": "sarah",
                                                       "sourceTypes": ["metric_summary", "health_goal"]}, uid="trainer-a")
    assert status == 200, body
    assert [r["sourceType"] for r in body["result"]["results"]] == ["metric_summary"]


@pytest.mark.emulator
def test_validated_writes_by_the_trainer(db, backends, clients, call_function):
    import main

    ok = {"clientId": "sarah", "type": "weight", "value": 70.4, "unit": "kg", "recordedAt": "2026-11-10T07:00:00Z", "id": "w-1"}
    status, body = call_function(main.recordHealthMetric, ok, uid="trainer-a")
    assert status == 200 and body["result"] == {"id": "w-1", "collection": "healthMetrics"}
    stored = db.collection("healthMetrics").document("w-1").get().to_dict()
    assert stored["trainerId"] == "trainer-a" and stored["value"] == 70.4 and stored["recordedAt"] == at(1) + timedelta(hours=7)
    # Someone else's client, or someone else's document id: NOT_FOUND, nothing written.
    assert call_function(main.recordHealthMetric, {**ok, "clientId": "sam"}, uid="trainer-a")[0] == 404
    assert call_function(main.recordHealthMetric, {**ok, "clientId": "sam"}, uid="trainer-b")[0] == 404  # w-1 is trainer-a's
    status, body = call_function(main.setHealthGoal, {"clientId": "sarah", "metric": "weight", "target": 65, "unit": "kg",
                                                      "deadline": "2027-03-01T00:00:00Z"}, uid="trainer-a")
    assert status == 200 and body["result"]["collection"] == "healthGoals"
    status, body = call_function(main.recordLabResult, {"clientId": "sarah", "biomarker": "Ferritin", "value": 12, "unit": "ng/mL",
                                                        "referenceLow": 15, "referenceHigh": 150, "panelDate": "2026-11-03T00:00:00Z"},
                                 uid="trainer-a")
    assert status == 200 and body["result"]["collection"] == "labResults"


@pytest.mark.emulator
@pytest.mark.parametrize(
    "fn, patch, field",
    [
        ("recordHealthMetric", {"value": "heavy"}, "value"),
        ("recordHealthMetric", {"type": "Weight!"}, "type"),
        ("recordHealthMetric", {"recordedAt": "2099-01-01T00:00:00Z"}, "recordedAt"),
        ("recordHealthMetric", {"trainerId": "trainer-b"}, "trainerId"),
        ("recordLabResult", {"referenceLow": 200}, "(root)"),
        ("setHealthGoal", {"status": "done"}, "status"),
    ],
)
def test_invalid_health_writes_name_the_field(db, backends, clients, call_function, fn, patch, field):
    import main

    base = {
        "recordHealthMetric": {"clientId": "sarah", "type": "weight", "value": 70, "unit": "kg", "recordedAt": "2026-11-10T07:00:00Z"},
        "recordLabResult": {"clientId": "sarah", "biomarker": "Ferritin", "value": 12, "unit": "ng/mL", "referenceLow": 15,
                            "referenceHigh": 150, "panelDate": "2026-11-03T00:00:00Z"},
        "setHealthGoal": {"clientId": "sarah", "metric": "weight", "target": 65, "unit": "kg"},
    }[fn]
    status, body = call_function(getattr(main, fn), {**base, **patch}, uid="trainer-a")
    assert status == 400 and body["error"]["status"] == "INVALID_ARGUMENT"
    assert field in {e["field"] for e in body["error"]["details"]["errors"]}


@pytest.mark.emulator
def test_chat_answers_a_weight_trend_question_citing_the_metric_summaries(db, backends, clients, call_function):
    import main

    for i, (value, days) in enumerate(((72.0, -6), (71.5, -2), (71.2, 0.3), (70.4, 5.3))):
        path, data = put(db, "healthMetrics", f"w{i}", weight(value=value, days=days))
        fire("indexHealthMetric", path, None, data)
    path, goal = put(db, "healthGoals", "g1", {"trainerId": "trainer-a", "clientId": "sarah", "metric": "weight",
                                               "target": 65, "unit": "kg", "status": "active"})
    fire("indexHealthGoal", path, None, goal)
    status, body = call_function(main.chatWithAI, {"message": "How is Sarah's weight trending against her goal?"}, uid="trainer-a")
    assert status == 200, body
    result = body["result"]
    kinds = [s["sourceType"] for s in result["sources"]]
    assert "metric_summary" in kinds, kinds
    assert set(kinds) <= {"metric_summary", "health_goal"}
    labels = {s["label"] for s in result["sources"]}
    assert "[Weight, week of Nov 9]" in labels
    assert "The health data (Weight, week of Nov 9) shows" in result["response"]
    assert "kg" in result["response"]


@pytest.mark.emulator
def test_backfill_rebuilds_every_record_once_and_skips_unchanged_text(db, backends, clients):
    from shared.usecases.health.sync import backfill_health

    for i, days in enumerate((0.5, 1.5, 8)):
        put(db, "healthMetrics", f"w{i}", weight(value=70 - i, days=days))
    put(db, "healthGoals", "g1", {"trainerId": "trainer-a", "clientId": "sarah", "metric": "weight", "target": 65,
                                  "unit": "kg", "status": "active"})
    put(db, "labResults", "l1", {"trainerId": "trainer-a", "clientId": "sarah", "biomarker": "Ferritin", "value": 12,
                                 "unit": "ng/mL", "panelDate": at(1)})
    assert backfill_health(backends, "trainer-a") == {"indexed": 4, "unchanged": 0, "deleted": 0, "absent": 0}
    assert backends.store.count("trainer-a") == 4  # two weeks, one goal, one panel
    assert backfill_health(backends) == {"indexed": 0, "unchanged": 4, "deleted": 0, "absent": 0}
