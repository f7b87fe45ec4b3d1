"""No-spam rules, one at a time (pure: no Firestore)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shared.domain.insights.policy import ExistingInsight, decide, title_similarity
from shared.domain.insights.settings import InsightSettings

NOW = datetime(2026, 11, 12, 7, 0, tzinfo=timezone.utc)
CFG = InsightSettings()


def ins(kind: str, days_ago: float, status: str = "pending", title: str = "t", reviewed_hours_ago: float | None = None, id: str = "x"):
    reviewed = NOW - timedelta(hours=reviewed_hours_ago) if reviewed_hours_ago is not None else None
    return ExistingInsight(id, kind, title, status, NOW - timedelta(days=days_ago), reviewed)


def verdict(kind: str, existing, title: str | None = "Sarah seems stressed (2 of last 3 days)"):
    return decide(kind, title, existing, NOW, timezone.utc, CFG)


def test_nothing_before_means_allowed():
    assert verdict("recovery", []).allowed


@pytest.mark.parametrize("status", ["pending", "approved"])
def test_same_type_live_within_seven_days_is_a_duplicate(status):
    v = verdict("recovery", [ins("recovery", 6.9, status, id="old")])
    assert (v.outcome, v.reason, v.conflicting_id) == ("duplicate", "same_type_live", "old")


def test_same_type_older_than_seven_days_is_not_a_duplicate():
    assert verdict("recovery", [ins("recovery", 7.1, "approved", reviewed_hours_ago=24 * 7)]).allowed


@pytest.mark.parametrize("status", ["rejected", "expired"])
def test_rejected_or_expired_same_type_is_not_a_duplicate(status):
    # Three days ago, reviewed (if at all) more than 48 h ago: no rule applies.
    assert verdict("recovery", [ins("recovery", 3, status, reviewed_hours_ago=60 if status == "rejected" else None)]).allowed


def test_similar_title_of_another_type_is_a_duplicate():
    existing = [ins("motivation", 2, "pending", title="Sarah seems stressed (3 of last 3 days)", id="near")]
    v = verdict("recovery", existing)
    assert (v.outcome, v.reason, v.conflicting_id) == ("duplicate", "similar_title", "near")


def test_similar_title_of_a_rejected_insight_is_not_a_duplicate():
    existing = [ins("motivation", 3, "rejected", title="Sarah seems stressed (3 of last 3 days)", reviewed_hours_ago=60)]
    assert verdict("recovery", existing).allowed


def test_title_check_is_skipped_before_drafting():
    existing = [ins("motivation", 2, "pending", title="Sarah seems stressed (3 of last 3 days)")]
    assert verdict("recovery", existing, title=None).allowed


def test_title_similarity_threshold_examples():
    assert title_similarity("Sarah seems overwhelmed", "sarah  seems overwhelmed lately") > 0.85
    assert title_similarity("Sarah seems stressed (2 of last 3 days)", "Sarah reported knee pain twice this week") < 0.85
    assert title_similarity("John reported knee pain twice this week", "John reported back pain twice this week") > 0.85


def test_one_per_type_per_day_even_after_a_rejection():
    v = verdict("recovery", [ins("recovery", 0.1, "rejected", reviewed_hours_ago=50)])
    assert (v.outcome, v.reason) == ("rate_limited", "type_per_day")


def test_yesterday_same_type_rejected_long_ago_review_is_allowed():
    assert verdict("recovery", [ins("recovery", 1.0, "rejected", reviewed_hours_ago=49)]).allowed


def test_at_most_three_per_client_per_week():
    existing = [ins("training", 1, "rejected", reviewed_hours_ago=72), ins("motivation", 2, "expired"), ins("general", 6, "rejected", reviewed_hours_ago=100)]
    v = verdict("recovery", existing)
    assert (v.outcome, v.reason) == ("rate_limited", "client_per_week")
    # One falls out of the 7-day window: room again.
    existing[2] = ins("general", 7.5, "rejected", reviewed_hours_ago=100)
    assert verdict("recovery", existing).allowed


def test_cooldown_48h_after_a_review_of_the_same_type():
    v = verdict("recovery", [ins("recovery", 2.5, "rejected", reviewed_hours_ago=47)])
    assert (v.outcome, v.reason) == ("rate_limited", "type_cooldown")
    assert verdict("recovery", [ins("recovery", 2.5, "rejected", reviewed_hours_ago=49)]).allowed
    assert verdict("training", [ins("recovery", 2.5, "rejected", reviewed_hours_ago=47)]).allowed


def test_limits_are_configurable():
    cfg = InsightSettings(max_per_client_week=1, cooldown_hours=0)
    v = decide("recovery", None, [ins("training", 1, "rejected", reviewed_hours_ago=1)], NOW, timezone.utc, cfg)
    assert v.reason == "client_per_week"
