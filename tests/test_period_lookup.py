"""Does this period hold any record of this client? The one look-up the dates with their year
(shared/usecases/dated_empty.py) and a point of comparison (shared/usecases/compared_empty.py) both ask
(shared/usecases/period_lookup.py). Hand-written filters and stand-in stores."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.kernel.errors import SearchUnavailable, VectorStoreError
from shared.ports.vectorstore import QueryFilter
from shared.usecases import period_lookup


def _asked(answer, seen: list):
    def holds(query_filter):
        seen.append(query_filter)
        if isinstance(answer, Exception):
            raise answer
        return answer
    return holds


def test_the_period_narrows_the_searched_filter_and_nothing_else():
    seen = []
    searched = QueryFilter(client_id="dana", group_chats=("g1",), source_types=("message", "note"), since_ts=1.0)
    assert period_lookup.holds_nothing(searched, 100.0, 200.0, _asked(False, seen)) is True
    (within,) = seen
    assert (within.since_ts, within.until_ts) == (100.0, 200.0)
    assert (within.client_id, within.group_chats, within.source_types) == ("dana", ("g1",), ("message", "note"))
    assert searched.since_ts == 1.0 and searched.until_ts is None  # the caller's filter is not changed


def test_a_record_of_the_period_or_a_look_up_that_cannot_say_is_not_nothing():
    assert period_lookup.holds_nothing(QueryFilter(), 100.0, 200.0, _asked(True, [])) is False
    assert period_lookup.holds_nothing(QueryFilter(), 100.0, 200.0, _asked(SearchUnavailable(), [])) is False


class LookupStore:
    """Answers `holds_any` only: a ranked search (query, keyword_query, term_stats …) would fail loudly. Also the
    stand-in of tests/test_dated_empty.py."""

    supports_keyword_search = True

    def __init__(self, answer: bool | Exception) -> None:
        self.answer, self.asked = answer, []

    def holds_any(self, trainer_id, query_filter=None):
        self.asked.append((trainer_id, query_filter))
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def lookup_backends(store):
    """Backends around `store` whose embedder is never asked to embed (model "model-x")."""
    return SimpleNamespace(store=store, embedder=SimpleNamespace(model_id="model-x"),
                           settings=SimpleNamespace(search_timeout_s=5.0))


@pytest.mark.parametrize("held", [True, False])
def test_in_store_is_one_request_of_the_trainers_store_scoped_to_the_embedders_model(held):
    store = LookupStore(held)
    holds = period_lookup.in_store(lookup_backends(store), "t1")
    assert holds(QueryFilter(client_id="dana", since_ts=5.0)) is held
    ((trainer, within),) = store.asked
    assert trainer == "t1"
    assert (within.client_id, within.since_ts, within.embedding_model) == ("dana", 5.0, "model-x")


def test_a_failing_store_is_unavailable_and_the_period_left_to_retrieval():
    holds = period_lookup.in_store(lookup_backends(LookupStore(VectorStoreError("down"))), "t1")
    with pytest.raises(SearchUnavailable):
        holds(QueryFilter(client_id="dana"))
    assert period_lookup.holds_nothing(QueryFilter(client_id="dana"), 1.0, 2.0, holds) is False
