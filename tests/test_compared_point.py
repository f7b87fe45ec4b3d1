"""A point of comparison's days ("than last summer", "than in february"): read by shared/domain/compared_point.py;
the period asked when they hold no record (shared/usecases/compared_empty.py); the compared time's own record in
the chat's answer beside the first (`with_compared`). Hand-written questions."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from shared.domain.compared_point import compared_point, with_compared
from shared.domain.retrieval import Candidate
from shared.kernel.errors import SearchUnavailable
from shared.ports.vectorstore import QueryFilter
from shared.usecases import compared_empty

NOW = datetime(2024, 7, 5, 12, tzinfo=timezone.utc)


@pytest.mark.parametrize("question, phrase, since, until", [
    ("is bramble jumping better than last summer", "last summer", (2023, 6, 1), (2023, 9, 4)),
    ("is he sleeping better than before christmas", "before christmas", (2023, 10, 26), (2023, 12, 24)),
    ("is his score better than last year", "last year", (2023, 1, 1), (2023, 12, 31)),
    ("is her shoulder better than in february", "in february", (2024, 2, 1), (2024, 2, 29)),
    ("Is Arjun sleeping more than last month?", "last month", (2024, 6, 1), (2024, 7, 5)),
])
def test_the_days_after_than_are_read(question, phrase, since, until):
    when = compared_point(question, NOW)
    assert when.phrase == phrase
    assert when.since.date() == datetime(*since).date() and when.until.date() == datetime(*until).date()


@pytest.mark.parametrize("question", [
    "has vera lost more than a stone",  # no period after "than"
    "is conal doing better than at castlerock",  # an event of the client's, not a time of the calendar
    "was elfed off school more than a week with the pox",
    "did she go further in september than in august",  # a period asked of its own: the comparison is inside it
    "is he sleeping better since january",  # a span to now, not a point of comparison
    "how is her shoulder in february",
])
def test_no_point_of_comparison_is_read(question):
    assert compared_point(question, NOW) is None


def _holds(found: bool, seen: list):
    def holds(query_filter):
        seen.append(query_filter)
        return found
    return holds


def test_a_point_that_holds_no_record_of_the_client_is_the_period():
    seen = []
    point = compared_point("is bramble jumping better than last summer", NOW)
    assert compared_empty.empty_point(point, QueryFilter(client_id="esme"), _holds(False, seen)) == point
    # The client's records of those days alone were looked for.
    assert seen[0].client_id == "esme"
    assert (seen[0].since_ts, seen[0].until_ts) == (point.since.timestamp(), point.until.timestamp())


def test_a_point_that_holds_a_record_is_left_to_the_comparison():
    point = compared_point("is her shoulder better than in february", NOW)
    assert compared_empty.empty_point(point, QueryFilter(client_id="esme"), _holds(True, [])) is None
    assert compared_empty.empty_point(None, QueryFilter(client_id="esme"), _holds(False, [])) is None


def test_an_unavailable_search_reads_nothing():
    def holds(query_filter):
        raise SearchUnavailable("down")

    point = compared_point("is his score better than last year", NOW)
    assert compared_empty.empty_point(point, QueryFilter(client_id="hughie"), holds) is None


def test_the_point_is_looked_up_with_one_store_request_as_the_dates_are():
    """Both callers ask the store "any record under this filter?" (dated_empty.holds_any): one request, scoped to
    the embedder's model; a ranked search (query, keyword_query …) would fail on this store."""
    from types import SimpleNamespace

    class LookupStore:
        def __init__(self):
            self.asked = []

        def holds_any(self, trainer_id, query_filter=None):
            self.asked.append((trainer_id, query_filter))
            return False

    store = LookupStore()
    backends = SimpleNamespace(store=store, embedder=SimpleNamespace(model_id="model-x"),
                               settings=SimpleNamespace(search_timeout_s=5.0))
    point = compared_point("is bramble jumping better than last summer", NOW)
    assert compared_empty.empty_point_of(backends, "t1", point, QueryFilter(client_id="esme")) == point
    ((trainer, within),) = store.asked
    assert trainer == "t1" and within.client_id == "esme" and within.embedding_model == "model-x"
    assert (within.since_ts, within.until_ts) == (point.since.timestamp(), point.until.timestamp())
    assert compared_empty.empty_point_of(backends, "t1", None, QueryFilter(client_id="esme")) is None
    assert len(store.asked) == 1


def _c(cid: str, relevance: float, day: str, **marks) -> Candidate:
    ts = datetime.fromisoformat(f"{day}T10:00:00+00:00").timestamp()
    return Candidate(cid, relevance, relevance, {"ts": ts, **marks})


def test_the_compared_time_s_record_follows_the_first_and_displaces_none():
    point = compared_point("is her shoulder better than in february", NOW)
    june, reply, may = _c("jun", 0.9, "2024-06-28"), _c("jun-reply", 0.5, "2024-06-28", reply=True), _c("may", 0.8, "2024-05-02")
    february = _c("feb", 0.6, "2024-02-04")
    out = with_compared(point, [june, reply, may], [june, reply, may, february, _c("feb-low", 0.1, "2024-02-05")], 0.3)
    # After the first record and its reply; every record chosen is still there, in its order.
    assert [c.id for c in out] == ["jun", "jun-reply", "feb", "may"]
    assert out[2].metadata["followOn"] == "compared"
    # Already chosen further down: moved up beside the first, not repeated.
    out = with_compared(point, [june, may, february], [june, may, february], 0.3)
    assert [c.id for c in out] == ["jun", "feb", "may"]


def test_nothing_is_added_under_the_floor_without_a_point_or_a_first_record():
    point = compared_point("is her shoulder better than in february", NOW)
    june, february = _c("jun", 0.9, "2024-06-28"), _c("feb", 0.2, "2024-02-04")
    assert with_compared(point, [june], [june, february], 0.3) == [june]
    assert with_compared(None, [june], [june, _c("feb", 0.6, "2024-02-04")], 0.3) == [june]
    assert with_compared(point, [], [february], 0.1) == []
