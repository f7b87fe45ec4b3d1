"""The recall benchmark's ablation stores (bench/ablation_stores.py `DenseOnly`, `KeywordOnly`) switch off one ranked
list and nothing else: they are VectorStores, offer nothing the Protocol does not declare, declare every member the
Protocol does on their classes (h-review61: no fallback to the store through `__getattr__`; `counts_term_stats`, read
from the class, is the wrapped store's class's), and "does any record satisfy this filter?" (`holds_any`, the period
look-up's question: shared/usecases/period_lookup.py) is the wrapped store's own answer."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bench.ablation_stores import DenseOnly, KeywordOnly
from shared.ports.vectorstore import QueryFilter, VectorRecord, VectorStore
from tests.contract.conformance import declared, undeclared_methods

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
    assert any("holds_any" in vars(c) for c in type(wrapper(local)).__mro__[:-1])  # its own, not a fallback's
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


@pytest.mark.parametrize("wrapper", WRAPPERS, ids=lambda w: w.__name__)
def test_every_member_of_the_protocol_is_on_the_ablations_class(local, wrapper):
    # Declared, not reached through a fallback: a member the wrapper lacks is missing, whatever the store has.
    cls = type(wrapper(local))
    assert not hasattr(cls, "__getattr__")
    assert {name for name in declared(VectorStore) if not hasattr(cls, name)} == set()
    # Read from the class before a store is built (Backends.store_class): the wrapped store's class's answer.
    assert cls.counts_term_stats is type(local).counts_term_stats
    assert type(wrapper(local)) is cls and isinstance(wrapper(local), wrapper)


def test_an_ablation_answers_counts_term_stats_of_the_store_it_wraps(local):
    from shared.usecases import keyword_stats
    from shared.usecases.backends import Backends

    class Apart:  # a store whose statistics are built apart, as Pinecone's
        counts_term_stats = False

    assert type(KeywordOnly(Apart())).counts_term_stats is False
    assert type(DenseOnly(local)).counts_term_stats is True
    # The keyword statistics use case reads it of an ablation's backends (bench/calibrate.py's dense view).
    assert keyword_stats.enabled(Backends(settings=None, store_override=DenseOnly(local))) is False


@pytest.mark.parametrize("wrapper", WRAPPERS, ids=lambda w: w.__name__)
def test_the_ablation_hands_each_member_to_the_store(local, wrapper):
    vector = np.ones(4, dtype=np.float32) / 2.0
    store = wrapper(local)
    assert store.count("A") == 1 and store.trainer_ids() == ["A"] and set(store.list_entries("A")) == {"m1"}
    assert set(store.fetch("A", ["m1", "nope"])) == {"m1"} and store.dimension is local.dimension
    store.upsert("A", [VectorRecord("m2", vector, {"trainerId": "A", "clientId": "c2", "ts": 200.0, "text": "hip"})])
    assert store.count("A") == 2 and local.count("A") == 2
    assert store.delete_where("A", QueryFilter(client_id="c2")) == 1 and local.count("A") == 1
    store.delete("A", ["m1"])
    assert local.count("A") == 0
