"""The recall benchmark's ablation stores (bench/recall.py `DenseOnly`, `KeywordOnly`) switch off one ranked list
and nothing else: they are VectorStores, offer nothing the Protocol does not declare, and "does any record satisfy
this filter?" (`holds_any`, the period look-up's question: shared/usecases/period_lookup.py) is the wrapped store's
own answer, declared on the wrapper's class rather than reached through its fallback to the store."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bench.recall import DenseOnly, KeywordOnly
from shared.ports.vectorstore import QueryFilter, VectorRecord, VectorStore
from tests.contract.conformance import undeclared_methods

WRAPPERS = [DenseOnly, KeywordOnly]


@pytest.fixture
def local(tmp_path: Path):
    from shared.adapters.vectorstore.local import LocalVectorStore

    store = LocalVectorStore(tmp_path / "vectors.sqlite3")
    vector = np.ones(4, dtype=np.float32) / 2.0
    store.upsert("A", [VectorRecord("m1", vector, {"trainerId": "A", "clientId": "c1", "ts": 100.0, "text": "knee"})])
    yield store
    store.close()


@pytest.mark.parametrize("wrapper", WRAPPERS, ids=lambda w: w.__name__)
def test_an_ablation_store_is_a_vector_store_with_nothing_undeclared(local, wrapper):
    store = wrapper(local)
    assert isinstance(store, VectorStore)
    assert undeclared_methods(store, VectorStore, set()) == set()


@pytest.mark.parametrize("wrapper", WRAPPERS, ids=lambda w: w.__name__)
def test_holds_any_is_the_wrapped_stores_answer_declared_on_the_wrapper(local, wrapper):
    assert "holds_any" in vars(wrapper)  # its own, not the fallback's
    store = wrapper(local)
    for query_filter in (None, QueryFilter(client_id="c1"), QueryFilter(client_id="c1", since_ts=101.0),
                         QueryFilter(client_id="c2")):
        assert store.holds_any("A", query_filter) is local.holds_any("A", query_filter)
    assert store.holds_any("A", QueryFilter(client_id="c1", until_ts=100.0)) is True
    assert store.holds_any("B") is False


def test_each_ablation_switches_off_its_own_list_only(local):
    vector = np.ones(4, dtype=np.float32) / 2.0
    assert DenseOnly(local).keyword_query("A", "knee", top_k=5) == []
    assert [m.id for m in DenseOnly(local).query("A", vector, top_k=5)] == ["m1"]
    assert KeywordOnly(local).query("A", vector, top_k=5) == []
    assert [m.id for m in KeywordOnly(local).keyword_query("A", "knee", top_k=5)] == ["m1"]
