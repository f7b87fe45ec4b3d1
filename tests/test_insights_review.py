"""reviewInsight and generateClientInsights through the callable protocol, on the emulator."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import main
from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from tests.insights_fixtures import attempts, insights, seed

pytestmark = pytest.mark.emulator


@pytest.fixture
def drafted(db, backends):
    """Insights drafted 'this morning' (real clock: the callables use it)."""
    now = datetime.now(timezone.utc)
    seed(db, now=now)
    run_insights(backends, now=now - timedelta(minutes=1), cfg=InsightSettings(weekly_notes=False))
    ids = {d["clientId"]: i for i, d in insights(db).items()}
    return ids


def test_approve_with_edit(db, drafted, call_function):
    status, body = call_function(
        main.reviewInsight,
        {"insightId": drafted["sarah"], "decision": "approve", "clientMessage": "Hey Sarah — lighter week?"},
        uid="trainer-a",
    )
    assert status == 200, body
    result = body["result"]
    assert result["status"] == "approved" and result["edited"] is True
    assert result["clientMessage"] == "Hey Sarah — lighter week?"
    assert result["reviewedAt"].endswith("Z")
    stored = db.collection("insights").document(drafted["sarah"]).get().to_dict()
    assert stored["status"] == "approved" and stored["original"]["clientMessage"] != "Hey Sarah — lighter week?"
    assert stored["reviewedAt"] is not None


def test_reject_then_any_second_review_is_failed_precondition(drafted, call_function):
    status, body = call_function(main.reviewInsight, {"insightId": drafted["john"], "decision": "reject"}, uid="trainer-a")
    assert (status, body["result"]["status"]) == (200, "rejected")
    for decision in ("approve", "reject"):
        status, body = call_function(main.reviewInsight, {"insightId": drafted["john"], "decision": decision}, uid="trainer-a")
        assert status == 400 and body["error"]["status"] == "FAILED_PRECONDITION"


def test_approved_cannot_be_rejected(drafted, call_function):
    call_function(main.reviewInsight, {"insightId": drafted["sarah"], "decision": "approve"}, uid="trainer-a")
    status, body = call_function(main.reviewInsight, {"insightId": drafted["sarah"], "decision": "reject"}, uid="trainer-a")
    assert body["error"]["status"] == "FAILED_PRECONDITION"


def test_someone_elses_insight_is_not_found_like_an_unknown_one(db, drafted, call_function):
    _, foreign = call_function(main.reviewInsight, {"insightId": drafted["sam"], "decision": "approve"}, uid="trainer-a")
    _, unknown = call_function(main.reviewInsight, {"insightId": "nope", "decision": "approve"}, uid="trainer-a")
    assert foreign == unknown
    assert foreign["error"]["status"] == "NOT_FOUND"
    assert db.collection("insights").document(drafted["sam"]).get().to_dict()["status"] == "pending"


def test_expired_draft_cannot_be_approved(db, drafted, call_function):
    ref = db.collection("insights").document(drafted["sarah"])
    ref.update({"expiresAt": datetime.now(timezone.utc) - timedelta(seconds=1)})
    status, body = call_function(main.reviewInsight, {"insightId": drafted["sarah"], "decision": "approve"}, uid="trainer-a")
    assert status == 400 and body["error"]["status"] == "FAILED_PRECONDITION"
    assert ref.get().to_dict()["status"] == "expired"


@pytest.mark.parametrize(
    "data, uid, code",
    [
        ({"insightId": "x", "decision": "approve"}, None, "UNAUTHENTICATED"),
        ({"insightId": "x", "decision": "maybe"}, "trainer-a", "INVALID_ARGUMENT"),
        ({"insightId": "x", "decision": "approve", "title": "t" * 51}, "trainer-a", "INVALID_ARGUMENT"),
        ({"insightId": "x", "decision": "approve", "title": "   "}, "trainer-a", "INVALID_ARGUMENT"),
        ({"insightId": "x", "decision": "reject", "title": "edited"}, "trainer-a", "INVALID_ARGUMENT"),
        ({"insightId": "x", "decision": "approve", "trainerId": "trainer-b"}, "trainer-a", "INVALID_ARGUMENT"),
        ({"insightId": "a/b", "decision": "approve"}, "trainer-a", "INVALID_ARGUMENT"),
    ],
)
def test_review_request_errors(db, backends, call_function, data, uid, code):
    _, body = call_function(main.reviewInsight, data, uid=uid)
    assert body["error"]["status"] == code


def test_generate_on_demand_for_own_client(db, backends, call_function):
    seed(db, now=datetime.now(timezone.utc))
    status, body = call_function(main.generateClientInsights, {"clientId": "john"}, uid="trainer-a")
    assert status == 200, body
    result = body["result"]
    assert result["clientId"] == "john"
    assert [(a["pattern"], a["outcome"]) for a in result["attempts"]] == [("pain", "generated")]
    assert result["insights"][0]["title"] == "John reported knee pain twice this week"
    # Again: the same day's draft already exists.
    _, body = call_function(main.generateClientInsights, {"clientId": "john"}, uid="trainer-a")
    assert [a["outcome"] for a in body["result"]["attempts"]] == ["duplicate"]
    assert len(insights(db, clientId="john")) == 1
    assert len(attempts(db)) == 2


def test_generate_on_demand_for_someone_elses_client_is_not_found(db, backends, call_function):
    seed(db, now=datetime.now(timezone.utc))
    _, foreign = call_function(main.generateClientInsights, {"clientId": "sam"}, uid="trainer-a")
    _, unknown = call_function(main.generateClientInsights, {"clientId": "nobody"}, uid="trainer-a")
    assert foreign == unknown and foreign["error"]["status"] == "NOT_FOUND"
    assert insights(db) == {} and attempts(db) == []
