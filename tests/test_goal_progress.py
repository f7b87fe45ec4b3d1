""""did she reach her target": the client's goal records, which say whether the goal was met, lead the answer
(shared/domain/goal_progress.py, service._decided_answer). Hand-written words and records, not taken from any
benchmark set."""

from __future__ import annotations

from shared.domain import goal_progress
from shared.domain.retrieval import Candidate


def _record(rid: str, source: str, relevance: float, client: str = "bo", **meta: str) -> Candidate:
    return Candidate(rid, 0.0, relevance, {"clientId": client, "sourceType": source, "text": rid, **meta})


WEIGHT_GOAL = _record("g-weight", "health_goal", 0.6, metric="weight")
STEPS_GOAL = _record("g-steps", "health_goal", 0.65, metric="steps")
BP_GOAL = _record("g-bp", "health_goal", 0.5, metric="systolic_bp")
OTHERS_GOAL = _record("g-other", "health_goal", 0.9, client="cy", metric="weight")
CHAT = _record("chat", "message", 0.8)


def test_questions_asking_whether_a_goal_was_met():
    for asked in ("did she reach her target", "has he made his goal weight", "did they hit the target",
                  "has bo got to her goal yet", "did he smash his steps target", "has she met her goals",
                  "did he achieve his target"):
        assert goal_progress.asks_met(asked), asked
    for asked in ("what's her target", "bo's goal", "did he set a target", "what goal did she score",
                  "has she got a target weight", "hit the gym"):
        assert not goal_progress.asks_met(asked), asked


def test_the_goal_of_the_quantity_asked_leads():
    pool = [CHAT, STEPS_GOAL, WEIGHT_GOAL, BP_GOAL, OTHERS_GOAL]
    led = goal_progress.leading("did she reach her target", ("weight",), [CHAT], pool, "bo")
    assert [c.id for c in led] == ["g-weight", "chat"]
    # A blood pressure asked finds the goal kept as a systolic reading.
    assert [c.id for c in goal_progress.leading("hit her target?", ("blood_pressure",), [], pool, "bo")] == ["g-bp"]


def test_with_no_quantity_every_goal_of_the_client_leads_best_first():
    pool = [CHAT, WEIGHT_GOAL, STEPS_GOAL, OTHERS_GOAL]
    led = goal_progress.leading("did she reach her target", (), [CHAT, WEIGHT_GOAL], pool, "bo")
    assert [c.id for c in led] == ["g-steps", "g-weight", "chat"]
    # A quantity no goal is kept for: no goal leads, the records stay as they were (the other goals cannot say
    # whether that target was met).
    assert goal_progress.leading("hit her hr target", ("heart_rate",), [CHAT], pool, "bo") == [CHAT]


def test_other_questions_and_no_client_keep_the_records():
    pool = [CHAT, WEIGHT_GOAL]
    assert goal_progress.leading("what's her target", ("weight",), [CHAT], pool, "bo") == [CHAT]
    assert goal_progress.leading("did she reach her target", ("weight",), [CHAT], pool, None) == [CHAT]
    assert goal_progress.leading("did she reach her target", ("weight",), [CHAT], [CHAT], "bo") == [CHAT]


def test_the_quantities_asked_are_the_questions_own_or_else_its_threads():
    # One reading for the chat's answer and the search box (service._decided_answer, search._read).
    assert goal_progress.asked_quantities("has she hit her weight target", "ora's steps") == ("weight",)
    assert goal_progress.asked_quantities("has he reached it", "ora's steps") == ("steps",)
    assert goal_progress.asked_quantities("has he reached it", "") == ()
