"""Which week of a health metric answers (shared/domain/readings.py, shared/usecases/metric_weeks.py).

Hand-written records: a client's weekly summaries of two metrics and a message, as the ranking
might order them, and the questions a trainer types for the latest or the first reading."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain import readings
from shared.domain.retrieval import Candidate
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter
from shared.usecases import metric_weeks


def _ts(month: int, day: int) -> float:
    return datetime(2031, month, day, tzinfo=timezone.utc).timestamp()


def week(metric: str, month: int, day: int, relevance: float = 0.8, client: str = "c-ana") -> Candidate:
    return Candidate(f"{client}:{metric}:{month}-{day}", 0.4, relevance, {
        "sourceType": "metric_summary", "metric": metric, "clientId": client, "ts": _ts(month, day),
        "text": f"{metric} week of {month}/{day}: one reading"})


def message(text: str, month: int, day: int, relevance: float = 0.9) -> Candidate:
    return Candidate(f"m-{month}-{day}", 0.5, relevance, {
        "sourceType": "message", "clientId": "c-ana", "ts": _ts(month, day), "text": text})


def ids(cs: list[Candidate]) -> list[str]:
    return [c.id for c in cs]


@pytest.mark.parametrize("question,earliest", [
    ("ana's first body weight reading", True),
    ("what was the earliest resting pulse we logged for ana", True),
    ("ana starting weight", True),
    ("ana's pulse these days", False),
    ("body weight now", False),
    ("what does the watch say for ana's sleep", False),
    ("has ana lasted the distance", False),
])
def test_asks_earliest(question: str, earliest: bool) -> None:
    assert readings.asks_earliest(question) is earliest


def test_the_newest_weeks_take_the_places_of_the_chosen_weeks() -> None:
    chosen = [message("scales are broken again", 3, 2), week("weight", 2, 3, 0.75), week("weight", 2, 10, 0.7)]
    store = [week("weight", 5, 5, 0.5), week("weight", 4, 28, 0.55), week("resting_heart_rate", 5, 12, 0.6),
             week("weight", 3, 1, 0.6)]
    out = readings.with_weeks(chosen, store, earliest=False)
    # The message keeps its place; the two weight places get May 5 then Apr 28, scored as the places.
    assert ids(out) == ["m-3-2", "c-ana:weight:5-5", "c-ana:weight:4-28"]
    assert [c.relevance for c in out] == [0.9, 0.75, 0.7]


def test_the_first_reading_asked_takes_the_oldest_weeks() -> None:
    chosen = [week("weight", 4, 28, 0.8), week("weight", 3, 1, 0.7)]
    store = [week("weight", 1, 6, 0.4), week("weight", 1, 13, 0.5)]
    assert ids(readings.with_weeks(chosen, store, earliest=True)) == ["c-ana:weight:1-6", "c-ana:weight:1-13"]


def test_only_the_quoted_metric_and_client_are_replaced() -> None:
    chosen = [week("steps", 2, 3), week("weight", 2, 10)]
    store = [week("weight", 6, 1), week("steps", 6, 1, client="c-bo"), week("steps", 5, 25)]
    assert ids(readings.with_weeks(chosen, store, earliest=False)) == ["c-ana:steps:5-25", "c-ana:weight:2-10"]


def test_no_summary_chosen_leaves_the_records_alone() -> None:
    chosen = [message("weighed 61 this morning", 3, 2)]
    assert readings.with_weeks(chosen, [week("weight", 6, 1)], earliest=False) == chosen
    assert readings.quoted_metric(chosen) is None


def test_a_summary_offered_as_a_follow_on_does_not_decide_the_metric() -> None:
    riding = week("weight", 2, 3)
    riding = Candidate(riding.id, riding.cosine, riding.relevance, {**riding.metadata, "followOn": True})
    assert readings.quoted_metric([message("new scales", 1, 1), riding]) is None


def test_the_use_case_looks_from_the_newest_chosen_week_on() -> None:
    seen: list[QueryFilter] = []

    def lookup(scope: QueryFilter) -> list[Candidate]:
        seen.append(scope)
        return [week("weight", 5, 5, 0.3)]

    chosen = [week("weight", 2, 3), week("weight", 2, 10)]
    out = metric_weeks.with_weeks("ana weight lately", chosen, QueryFilter(client_id="c-ana"), lookup)
    assert ids(out)[0] == "c-ana:weight:5-5"
    assert seen[0].source_types == ("metric_summary",) and seen[0].since_ts == _ts(2, 10)
    assert seen[0].until_ts is None and seen[0].client_id == "c-ana"


def test_the_use_case_keeps_a_period_and_an_earliest_bound() -> None:
    seen: list[QueryFilter] = []
    chosen = [week("weight", 4, 7), week("weight", 4, 21)]
    period = QueryFilter(client_id="c-ana", since_ts=_ts(4, 1), until_ts=_ts(4, 30))
    metric_weeks.with_weeks("ana's first weight in april", chosen, period, lambda s: seen.append(s) or [])
    assert seen[0].since_ts == _ts(4, 1) and seen[0].until_ts == _ts(4, 7)


def test_the_use_case_skips_a_search_limited_to_another_kind_and_a_failed_lookup() -> None:
    chosen = [week("weight", 2, 3)]

    def fails(scope: QueryFilter) -> list[Candidate]:
        raise SearchUnavailable()

    assert metric_weeks.with_weeks("ana weight", chosen, QueryFilter(source_types=("checkin",)), fails) == chosen
    assert metric_weeks.with_weeks("ana weight", chosen, QueryFilter(client_id="c-ana"), fails) == chosen
