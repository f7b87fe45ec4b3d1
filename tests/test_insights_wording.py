"""The offline drafter's wording (shared/domain/insights/wording.py): which wording each pattern and signal gets."""

from __future__ import annotations

import pytest

from shared.domain.insights import wording
from shared.domain.insights.detectors import Detection
from shared.domain.insights.wording import fit_title, template_draft, times, wording_for
from shared.usecases.insights.drafting import DraftInput, TemplateDrafter

DETAIL = {
    "daysRecent": 3, "ofDays": 4, "mentions": 2, "bodyParts": ["knee"], "latestPct": 40, "baselinePct": 80,
    "daysSinceCheckin": 9, "silentDays": 6, "metric": "body_weight", "unit": "kg", "latest": 81.5, "target": 78,
    "previous": 80.0, "days": 21,
}


@pytest.mark.parametrize(
    "pattern, signal, title",
    [
        ("stress", "checkin", "Sarah's check-in: high stress, poor sleep"),
        ("stress", None, "Sarah seems stressed (3 of last 4 days)"),
        ("stress", "missed_sessions", "Sarah seems stressed (3 of last 4 days)"),
        ("pain", "checkin", "Sarah reported knee pain twice this week"),
        ("adherence", "missed_sessions", "Sarah missed sessions twice recently"),
        ("adherence", "adherence_drop", "Sarah's adherence dropped to 40%"),
        ("adherence", "missed_checkins", "Sarah has not checked in for 9 days"),
        ("adherence", "gone_quiet", "Sarah has gone quiet for 6 days"),
        ("adherence", "checkin", "Sarah has gone quiet for 6 days"),
        ("progress", "goal_missed", "Sarah missed the body weight goal deadline"),
        ("progress", "regression", "Sarah's body weight moved away from the goal"),
        ("progress", "plateau", "Sarah's body weight has plateaued"),
        ("progress", "goal_reached", "Sarah's body weight has plateaued"),
        ("milestone", "goal_reached", "Sarah reached the body weight goal"),
        ("milestone", None, "Sarah hit a milestone — celebrate it"),
        ("milestone", "regression", "Sarah hit a milestone — celebrate it"),
        ("unknown", "goal_missed", "Sarah hit a milestone — celebrate it"),
    ],
)
def test_each_pattern_and_signal_gets_its_wording(pattern, signal, title):
    detail = DETAIL if signal is None else {**DETAIL, "signal": signal}
    assert template_draft(pattern, detail, "Sarah", 7).title == title


def test_a_signal_that_is_not_a_word_gets_the_patterns_own_wording():
    assert wording_for("adherence", {"signal": ["missed_sessions"]}) is wording._gone_quiet
    assert wording_for("milestone", {"signal": 3}) is wording._milestone


def test_the_wordings_fill_counts_names_and_the_window():
    d = template_draft("adherence", {**DETAIL, "signal": "adherence_drop"}, "", 14)
    assert d.rationale == "Your client's latest check-in reported 40% adherence, down from about 80%."
    no_base = {k: v for k, v in DETAIL.items() if k != "baselinePct"}
    assert template_draft("adherence", {**no_base, "signal": "adherence_drop"}, "Ann", 7).rationale.endswith("40% adherence.")
    pain = template_draft("pain", {"mentions": 1, "bodyParts": []}, "Ann", 14)
    assert (pain.title, pain.rationale) == (
        "Ann reported pain once this week", "Ann mentioned pain once in the last 14 days, with no sign it has resolved."
    )
    reached = template_draft("milestone", {"signal": "goal_reached", "latest": 5, "target": 5}, "Ann", 7)
    assert reached.title == "Ann reached the goal goal" and "(5)" in reached.rationale
    assert times(1) == "once" and times(2) == "twice" and times(5) == "5 times"


def test_a_count_the_wording_needs_and_the_detection_lacks_is_a_key_error():
    with pytest.raises(KeyError, match="daysRecent"):
        template_draft("stress", {}, "Ann", 7)


def test_titles_are_fitted_and_the_template_drafter_is_the_domain_wording():
    assert fit_title("  a  b ") == "a b"
    long = template_draft("stress", {**DETAIL, "signal": "checkin"}, "Bartholomew-Alexander Featherstonehaugh", 7)
    assert len(long.title) == 50 and long.title.endswith("…")
    detection = Detection("pain", "training", ("m1",), 0.6, {"mentions": 3, "bodyParts": ["back", "hip"]})
    assert TemplateDrafter().draft(DraftInput(detection, "Sam", [], 10)) == template_draft("pain", detection.detail, "Sam", 10)
