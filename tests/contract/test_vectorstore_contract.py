"""The VectorStore contract, run against every backend: the local store and Pinecone.

"pinecone" is the real `PineconeStore` and the real `pinecone` SDK talking HTTP
to the local stand-in (tests/standins/pinecone_server.py). Pinecone-only cases
(time budget, retries, batching, control plane) follow the shared ones.
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shared.kernel.errors import IndexMisconfigured, VectorStoreError, VectorWidthMismatch
from shared.adapters.keyword_stats import build_stats
from shared.ports.vectorstore import MAX_METADATA_TEXT_CHARS, QueryFilter, VectorRecord, VectorStore, record_keyword_text
from shared.adapters.vectorstore.sparse import token_index, tokens
from shared.adapters.vectorstore.pinecone_store import KEYWORD_VALUES_HEAD, PineconeStore, VectorStoreTimeout, pinecone_filter
from tests.contract.conformance import declared, undeclared_methods
from tests.standins.pinecone_server import PineconeStandin

DIM = 8


def unit(seed: int, dim: int = DIM) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal(dim)
    return (v / np.linalg.norm(v)).astype(np.float32)


def record(trainer_id: str, id_: str, vector: np.ndarray, **metadata: Any) -> VectorRecord:
    return VectorRecord(id_, vector, {"trainerId": trainer_id, **metadata})


def make_pinecone(standin: PineconeStandin, **kwargs: Any) -> PineconeStore:
    options: dict[str, Any] = {"dimension": DIM, "timeout_s": 5.0, "backoff_s": 0.01, **kwargs}
    return PineconeStore(api_key="test-key", host=standin.url, **options)


@pytest.fixture(params=["local", "pinecone"])
def vector_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Any]:
    if request.param == "local":
        from shared.adapters.vectorstore.local import LocalVectorStore

        store: Any = LocalVectorStore(tmp_path / "vectors.sqlite3")
    else:
        store = make_pinecone(request.getfixturevalue("pinecone_standin"))
    yield store
    store.close()


# -- the shared contract ------------------------------------------------------


def test_implements_the_protocol(vector_store: Any) -> None:
    assert isinstance(vector_store, VectorStore)


# Called only where a backend's own class is known, while it is built (shared/usecases/backends.py):
# how one backend is made, not a capability a caller of a VectorStore may use.
BUILDING = {"from_settings", "ensure_index"}


def test_every_public_method_of_the_store_is_declared_on_the_protocol(vector_store: Any) -> None:
    assert undeclared_methods(vector_store, VectorStore, BUILDING) == set()  # tests/contract/conformance.py
    assert "close" in declared(VectorStore)  # what a process that made its own store calls when done with it


def test_query_returns_nearest_first_with_cosine_scores(vector_store: Any) -> None:
    vectors = {f"m{i}": unit(i) for i in range(20)}
    vector_store.upsert("A", [record("A", id_, v, text=id_) for id_, v in vectors.items()])
    query = unit(1000)

    matches = vector_store.query("A", query, top_k=5)

    expected = sorted(vectors, key=lambda id_: -float(vectors[id_] @ query))[:5]
    assert [m.id for m in matches] == expected
    for m in matches:
        assert m.score == pytest.approx(float(vectors[m.id] @ query), abs=1e-5)
    assert [m.score for m in matches] == sorted((m.score for m in matches), reverse=True)


def test_upsert_is_idempotent_by_id(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "m1", unit(1), text="first")])
    vector_store.upsert("A", [record("A", "m1", unit(2), text="second")])

    assert vector_store.count("A") == 1
    assert vector_store.fetch("A", ["m1"])["m1"].metadata["text"] == "second"
    (match,) = vector_store.query("A", unit(2), top_k=5)
    assert match.id == "m1" and match.score == pytest.approx(1.0, abs=1e-5)


def test_delete_removes_records(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", id_, unit(i)) for i, id_ in enumerate(["a", "b", "c"])])

    vector_store.delete("A", ["b"])

    assert vector_store.count("A") == 2
    assert set(vector_store.fetch("A", ["a", "b", "c"])) == {"a", "c"}
    assert "b" not in {m.id for m in vector_store.query("A", unit(1), top_k=10)}


def test_delete_of_unknown_ids_is_fine(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "a", unit(1))])

    vector_store.delete("A", ["nope"])
    vector_store.delete("nobody", ["nope"])  # a trainer with no records at all
    vector_store.delete("A", [])

    assert vector_store.count("A") == 1


def test_delete_all_removes_only_that_trainer(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", f"a{i}", unit(i)) for i in range(3)])
    vector_store.upsert("B", [record("B", f"b{i}", unit(i)) for i in range(2)])

    vector_store.delete_all("A")
    vector_store.delete_all("nobody")  # nothing stored: not an error

    assert vector_store.count("A") == 0
    assert vector_store.query("A", unit(1), top_k=10) == []
    assert vector_store.count("B") == 2
    assert {m.id for m in vector_store.query("B", unit(1), top_k=10)} == {"b0", "b1"}


def test_fetch_returns_the_records_that_exist(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "a", unit(1), text="hello", clientId="c1")])

    found = vector_store.fetch("A", ["a", "missing"])

    assert set(found) == {"a"}
    assert found["a"].id == "a"
    np.testing.assert_allclose(found["a"].values, unit(1), atol=1e-6)
    assert found["a"].metadata == {"trainerId": "A", "text": "hello", "clientId": "c1"}
    assert vector_store.fetch("A", []) == {}


def test_fetch_after_a_search_returns_the_current_records(vector_store: Any) -> None:
    # A search has read the trainer's records (the local store then holds them in memory)
    # before the ranking step fetches; a write after that must show in the next fetch.
    vector_store.upsert("A", [record("A", "a", unit(1), text="hello"), record("A", "b", unit(2), text="bye")])
    vector_store.query("A", unit(1), top_k=10)

    first = vector_store.fetch("A", ["b", "a", "a", "missing"])
    assert set(first) == {"a", "b"}
    np.testing.assert_allclose(first["b"].values, unit(2), atol=1e-6)
    assert first["b"].metadata == {"trainerId": "A", "text": "bye"}

    vector_store.upsert("A", [record("A", "b", unit(3), text="changed")])
    vector_store.delete("A", ["a"])
    second = vector_store.fetch("A", ["a", "b"])
    assert set(second) == {"b"}
    np.testing.assert_allclose(second["b"].values, unit(3), atol=1e-6)
    assert second["b"].metadata == {"trainerId": "A", "text": "changed"}


def test_query_keeping_values_returns_the_same_matches_and_fetch_the_current_records(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", f"r{i}", unit(i), text=f"t{i}") for i in range(5)])
    plain = vector_store.query("A", unit(1), top_k=3)
    kept = vector_store.query("A", unit(1), top_k=3, keep_values=True)
    assert [(m.id, round(m.score, 5), m.metadata) for m in kept] == [(m.id, round(m.score, 5), m.metadata) for m in plain]
    found = vector_store.fetch("A", [m.id for m in kept])
    assert set(found) == {m.id for m in kept}
    for m in kept:
        np.testing.assert_allclose(found[m.id].values, unit(int(m.id[1:])), atol=1e-6)
    # A write after the query shows in the next fetch: nothing kept outlives it.
    vector_store.upsert("A", [record("A", kept[0].id, unit(9), text="changed")])
    again = vector_store.fetch("A", [kept[0].id])
    np.testing.assert_allclose(again[kept[0].id].values, unit(9), atol=1e-6)
    assert again[kept[0].id].metadata["text"] == "changed"


def test_count(vector_store: Any) -> None:
    assert vector_store.count("A") == 0
    vector_store.upsert("A", [record("A", f"a{i}", unit(i)) for i in range(7)])
    vector_store.upsert("B", [record("B", "b", unit(1))])
    assert vector_store.count("A") == 7
    assert vector_store.count("B") == 1


def test_trainers_are_isolated_even_with_identical_ids_and_vectors(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "m1", unit(1), text="A's secret")])
    vector_store.upsert("B", [record("B", "m1", unit(1), text="B's secret")])

    (match,) = vector_store.query("A", unit(1), top_k=10)
    assert match.metadata["trainerId"] == "A" and match.metadata["text"] == "A's secret"
    assert vector_store.fetch("A", ["m1"])["m1"].metadata["text"] == "A's secret"

    vector_store.delete("A", ["m1"])
    assert vector_store.query("A", unit(1), top_k=10) == []
    assert vector_store.fetch("B", ["m1"])["m1"].metadata["text"] == "B's secret"


FILTER_DATA = [
    # id, clientId, chatId, ts, sourceType, embeddingModel (None = key absent)
    ("r0", "c1", "h1", 100, "message", "m-a"),
    ("r1", "c1", "h2", 200, "note", "m-a"),
    ("r2", "c2", "h3", 300, "message", "m-b"),
    ("r3", "c2", "h3", 400, "checkin", "m-a"),
    ("r4", "c1", "h1", None, "message", "m-b"),
    ("r5", None, None, 250, None, None),
    ("r6", "c3", "h4", 200, "note", "m-b"),
    # A group chat: the trainer's own message (no client) and a member's turn.
    ("r7", None, "g1", 300, "message", "m-a"),
    ("r8", "c2", "g1", 310, "message", "m-a"),
]


def filter_records(trainer_id: str) -> list[VectorRecord]:
    """FILTER_DATA's records of one trainer, an absent field left out of the metadata."""
    records = []
    for i, (id_, client, chat, ts, source, model) in enumerate(FILTER_DATA):
        meta = {"clientId": client, "chatId": chat, "ts": ts, "sourceType": source, "embeddingModel": model}
        records.append(record(trainer_id, id_, unit(i), **{k: v for k, v in meta.items() if v is not None}))
    return records


_QUERY_FILTERS = [
        QueryFilter(client_id="c1"),
        QueryFilter(chat_id="h3"),
        QueryFilter(since_ts=200),
        QueryFilter(until_ts=200),
        QueryFilter(since_ts=150, until_ts=300),
        QueryFilter(source_types=("note", "checkin")),
        QueryFilter(source_types=("message",)),
        QueryFilter(embedding_model="m-a"),
        QueryFilter(client_id="c1", source_types=("message",), embedding_model="m-b"),
        QueryFilter(client_id="nobody"),
        # The client's group chats: the trainer's messages there, never another member's turns.
        QueryFilter(client_id="c1", group_chats=("g1",)),
        QueryFilter(client_id="c1", group_chats=("g1", "h1"), source_types=("message",)),
        QueryFilter(client_id="nobody", group_chats=("g1", "g-unknown")),
        QueryFilter(group_chats=("g1",)),  # without a client it narrows nothing
        # Clients set aside ("who else … apart from c1"): their records out, a record of no client kept.
        QueryFilter(other_than=("c1",)),
        QueryFilter(other_than=("c1", "nobody"), since_ts=200, source_types=("message",)),
        QueryFilter(),
        QueryFilter(client_id="c2", since_ts=301, until_ts=309),  # between her two records: none
]


@pytest.mark.parametrize("query_filter", _QUERY_FILTERS, ids=lambda f: repr(f).replace("QueryFilter", "").replace(" ", ""))
def test_each_query_filter_field(vector_store: Any, query_filter: QueryFilter) -> None:
    records = filter_records("A")
    vector_store.upsert("A", records)

    matches = vector_store.query("A", unit(99), top_k=100, query_filter=query_filter)

    expected = {r.id for r in records if query_filter.matches(r.metadata)}
    assert {m.id for m in matches} == expected
    assert all(query_filter.matches(m.metadata) for m in matches)


@pytest.mark.parametrize("query_filter", _QUERY_FILTERS, ids=lambda f: repr(f).replace("QueryFilter", "").replace(" ", ""))
def test_holds_any_says_whether_a_record_of_that_trainer_satisfies_the_filter(vector_store: Any, query_filter: QueryFilter) -> None:
    records = filter_records("A")
    vector_store.upsert("A", records)

    expected = any(query_filter.matches(r.metadata) for r in records)
    assert vector_store.holds_any("A", query_filter) is expected
    # What a query of one result under the filter finds, or not (the look-up it replaced: dated_empty).
    assert expected is bool(vector_store.query("A", unit(99), top_k=1, query_filter=query_filter))


def test_holds_any_of_one_record_none_and_another_trainers(vector_store: Any) -> None:
    assert vector_store.holds_any("A") is False  # no records at all
    vector_store.upsert("B", [record("B", "b", unit(2), clientId="c1", ts=150)])
    assert vector_store.holds_any("A", QueryFilter(client_id="c1")) is False  # B's record is never A's
    vector_store.upsert("A", [record("A", "a", unit(1), clientId="c1", ts=100)])

    assert vector_store.holds_any("A") is True
    assert vector_store.holds_any("A", QueryFilter(client_id="c1", since_ts=50, until_ts=100)) is True
    assert vector_store.holds_any("A", QueryFilter(client_id="c1", since_ts=101)) is False  # only B's is later
    assert vector_store.holds_any("A", QueryFilter(client_id="c2")) is False
    vector_store.delete("A", ["a"])
    assert vector_store.holds_any("A", QueryFilter(client_id="c1")) is False


_DELETE_FILTERS = [
    QueryFilter(client_id="c1"),
    QueryFilter(chat_id="h3"),
    QueryFilter(since_ts=150, until_ts=300),
    QueryFilter(source_types=("note", "checkin")),
    QueryFilter(embedding_model="m-a"),
    QueryFilter(client_id="c1", source_types=("message",), embedding_model="m-b"),
    QueryFilter(client_id="nobody"),
    QueryFilter(client_id="c1", group_chats=("g1",)),
]


@pytest.mark.parametrize("query_filter", _DELETE_FILTERS, ids=lambda f: repr(f).replace("QueryFilter", "").replace(" ", ""))
def test_delete_where_removes_exactly_what_the_filter_matches_of_that_trainer(vector_store: Any, query_filter: QueryFilter) -> None:
    # The same records under two trainers: only A's matching ones go, whatever the filter.
    for trainer in ("A", "B"):
        records = filter_records(trainer)
        vector_store.upsert(trainer, records)
    doomed = {r.id for r in records if query_filter.matches(r.metadata)}

    removed = vector_store.delete_where("A", query_filter)

    assert removed is None or removed == len(doomed)  # a store that cannot count says None
    assert set(vector_store.list_entries("A")) == {r.id for r in records} - doomed
    assert set(vector_store.list_entries("B")) == {r.id for r in records}
    assert not doomed & {m.id for m in vector_store.query("A", unit(99), top_k=100)}


def test_delete_where_of_nothing_and_of_an_unknown_trainer_is_fine(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "a", unit(1), clientId="c1")])

    assert vector_store.delete_where("A", QueryFilter(client_id="c2")) in (None, 0)
    assert vector_store.delete_where("nobody", QueryFilter(client_id="c1")) in (None, 0)  # no records at all

    assert vector_store.count("A") == 1


def test_delete_where_refuses_a_filter_that_selects_everything(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "a", unit(1), clientId="c1")])

    with pytest.raises(ValueError):
        vector_store.delete_where("A", QueryFilter())  # that is delete_all, said so

    assert vector_store.count("A") == 1


def test_a_vector_of_another_width_is_refused_typed_and_changes_nothing(vector_store: Any) -> None:
    """After an embedder switch without re-indexing: FAILED_PRECONDITION, never a bare ValueError
    (INTERNAL) and never a silent write; what takes no vector still works."""
    vector_store.upsert("A", chat_turns("A"))
    before = vector_store.fetch("A", ["t1"])["t1"]
    wide = unit(1, DIM + 4)

    for call in (
        lambda: vector_store.query("A", wide, top_k=3),
        lambda: vector_store.query("A", wide, top_k=3, query_filter=QueryFilter(chat_id="chat-1")),
        lambda: vector_store.neighbours("A", seeds_of(vector_store, "A", ["t3"]), wide, span=1, max_gap_s=1800),
        lambda: vector_store.upsert("A", [record("A", "t1", wide, chatId="chat-1", ts=60.0, text="new")]),
        lambda: vector_store.upsert("A", [record("A", "fresh", wide, text="fresh")]),
    ):
        with pytest.raises(VectorWidthMismatch) as raised:
            call()
        assert raised.value.code == "FAILED_PRECONDITION" and isinstance(raised.value, IndexMisconfigured)

    assert vector_store.count("A") == len(chat_turns("A"))
    after = vector_store.fetch("A", ["t1", "fresh"])
    assert set(after) == {"t1"} and after["t1"].metadata == before.metadata
    np.testing.assert_allclose(after["t1"].values, before.values, atol=1e-6)
    assert vector_store.query("A", unit(1), top_k=3)  # the index's own width still answers
    assert vector_store.delete_where("A", QueryFilter(chat_id="chat-2")) in (None, 2)
    assert not {"o1", "o2"} & set(vector_store.list_entries("A"))


def test_top_k_is_respected(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", f"a{i}", unit(i)) for i in range(10)])

    assert len(vector_store.query("A", unit(50), top_k=3)) == 3
    assert len(vector_store.query("A", unit(50), top_k=1)) == 1
    assert len(vector_store.query("A", unit(50), top_k=50)) == 10
    assert vector_store.query("A", unit(50), top_k=0) == []


def test_metadata_round_trips_without_none(vector_store: Any) -> None:
    metadata = {
        "trainerId": "A",
        "text": "Had oats for breakfast",
        "clientId": "c1",
        "ts": 1_700_000_000,
        "tags": ["food", "morning"],
        "edited": True,
        "senderName": None,
    }
    vector_store.upsert("A", [VectorRecord("a", unit(1), metadata)])

    expected = {k: v for k, v in metadata.items() if v is not None}
    assert vector_store.fetch("A", ["a"])["a"].metadata == expected
    (match,) = vector_store.query("A", unit(1), top_k=1)
    assert match.metadata == expected


def test_metadata_text_is_bounded(vector_store: Any) -> None:
    long_text = "".join(f"word{i} " for i in range(2000))
    assert len(long_text) > MAX_METADATA_TEXT_CHARS
    vector_store.upsert("A", [record("A", "a", unit(1), text=long_text)])

    text = vector_store.fetch("A", ["a"])["a"].metadata["text"]
    assert text == long_text[:MAX_METADATA_TEXT_CHARS]


def test_upsert_stamps_the_trainer(vector_store: Any) -> None:
    vector_store.upsert("A", [VectorRecord("a", unit(1), {"text": "no trainerId given"})])
    assert vector_store.fetch("A", ["a"])["a"].metadata["trainerId"] == "A"


# Hypothesis: random records of three trainers (vectors drawn from a small pool,
# so identical vectors across trainers are common) and random filters.
metadata_values = {
    "clientId": st.sampled_from(["c1", "c2", None]),
    "chatId": st.sampled_from(["h1", "h2", "g1", None]),
    "ts": st.one_of(st.none(), st.integers(0, 100)),
    "sourceType": st.sampled_from(["message", "note", "checkin", None]),
    "embeddingModel": st.sampled_from(["m-a", "m-b", None]),
}
random_record = st.tuples(st.integers(0, 2), st.integers(0, 9), st.fixed_dictionaries(metadata_values))
random_filter = st.builds(
    QueryFilter,
    client_id=st.sampled_from(["c1", "c2", None]),
    chat_id=st.sampled_from(["h1", "h2", None]),
    since_ts=st.one_of(st.none(), st.integers(0, 100)),
    until_ts=st.one_of(st.none(), st.integers(0, 100)),
    source_types=st.lists(st.sampled_from(["message", "note", "checkin"]), max_size=2, unique=True).map(tuple),
    embedding_model=st.sampled_from(["m-a", "m-b", None]),
    group_chats=st.lists(st.sampled_from(["g1", "h2"]), max_size=2, unique=True).map(tuple),
)


@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,  # deterministic: the same examples on every run
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    records=st.lists(random_record, min_size=1, max_size=20),
    queried=st.integers(0, 2),
    query_seed=st.integers(0, 9),
    query_filter=random_filter,
)
def test_property_matches_belong_to_the_trainer_and_satisfy_the_filter(
    vector_store: Any,
    records: list[tuple[int, int, dict[str, Any]]],
    queried: int,
    query_seed: int,
    query_filter: QueryFilter,
) -> None:
    run = uuid.uuid4().hex[:8]  # fresh trainers per example: the store is shared across examples
    trainers = [f"{run}-t{i}" for i in range(3)]
    stored: dict[str, list[VectorRecord]] = {t: [] for t in trainers}
    for n, (owner, seed, meta) in enumerate(records):
        trainer = trainers[owner]
        clean = {k: v for k, v in meta.items() if v is not None}
        stored[trainer].append(record(trainer, f"r{n}", unit(seed), **clean))
    for trainer, recs in stored.items():
        if recs:
            vector_store.upsert(trainer, recs)
    trainer = trainers[queried]

    everything = vector_store.query(trainer, unit(query_seed), top_k=50, query_filter=query_filter)
    top3 = vector_store.query(trainer, unit(query_seed), top_k=3, query_filter=query_filter)

    expected = {r.id for r in stored[trainer] if query_filter.matches(r.metadata)}
    assert {m.id for m in everything} == expected
    for m in everything + top3:
        assert m.metadata["trainerId"] == trainer
        assert query_filter.matches(m.metadata)
    assert len(top3) == min(3, len(expected))
    assert [m.score for m in top3] == sorted((m.score for m in top3), reverse=True)


# -- listing and purging (reconciliation, deletion) ---------------------------


def test_list_entries_returns_every_id_with_hash_model_and_type_of_that_trainer_only(vector_store: Any) -> None:
    # 250 records: more than two Pinecone list pages of 100.
    vector_store.upsert("A", [
        record("A", f"message:c:m{i:03d}", unit(i), contentHash=f"h{i}", embeddingModel="mod-1",
               sourceType="message", clientId=f"c{i % 3}", sourceId=f"m{i:03d}", chatId="c", text=f"text {i}")
        for i in range(250)
    ])
    vector_store.upsert("B", [record("B", "message:c:m000", unit(1), contentHash="other", sourceType="message")])

    entries = vector_store.list_entries("A")

    assert set(entries) == {f"message:c:m{i:03d}" for i in range(250)}
    e = entries["message:c:m007"]
    assert (e.id, e.content_hash, e.embedding_model, e.source_type, e.client_id, e.source_id, e.chat_id) == (
        "message:c:m007", "h7", "mod-1", "message", "c1", "m007", "c")
    assert vector_store.list_entries("B")["message:c:m000"].content_hash == "other"
    assert vector_store.list_entries("nobody") == {}


def test_list_entries_follows_deletes_and_replacements(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", f"x{i}", unit(i), contentHash="old") for i in range(5)])
    vector_store.delete("A", ["x1", "x3"])
    vector_store.upsert("A", [record("A", "x2", unit(2), contentHash="new")])

    entries = vector_store.list_entries("A")

    assert set(entries) == {"x0", "x2", "x4"}
    assert entries["x2"].content_hash == "new" and entries["x0"].content_hash == "old"
    assert entries["x4"].embedding_model is None  # a field the record lacks is None, not an error


def test_trainer_ids_names_every_trainer_with_records(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", "x", unit(1))])
    vector_store.upsert("B", [record("B", "y", unit(2))])
    vector_store.upsert("C", [record("C", "z", unit(3))])
    vector_store.delete_all("C")

    assert {"A", "B"} <= set(vector_store.trainer_ids())
    assert "C" not in vector_store.trainer_ids()


def test_purge_keeps_live_records_searchable(vector_store: Any) -> None:
    vector_store.upsert("A", [record("A", f"x{i}", unit(i), text=f"word{i} squats") for i in range(6)])
    vector_store.delete("A", ["x0", "x1"])

    vector_store.purge()

    assert set(vector_store.list_entries("A")) == {"x2", "x3", "x4", "x5"}
    assert [m.id for m in vector_store.keyword_query("A", "word3", top_k=3)] == ["x3"]
    assert vector_store.keyword_query("A", "word1", top_k=3) == []


def test_local_purge_leaves_no_deleted_text_in_the_files(tmp_path: Path) -> None:
    """secure_delete + FTS5 optimize + a TRUNCATE checkpoint: the raw bytes of the
    database and its WAL hold no word of a deleted record, while a kept one is there."""
    from shared.adapters.vectorstore.local import LocalVectorStore

    path = tmp_path / "v.sqlite3"
    store = LocalVectorStore(path)
    store.upsert("A", [record("A", f"x{i}", unit(i), text=f"filler {i} about squats") for i in range(200)])
    store.upsert("A", [record("A", "secret", unit(999), text="Quixotrzyna zebrafinch marmalade",
                              senderName="Wolfgangina")])
    store.delete("A", ["secret"])

    def raw() -> bytes:
        return b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("v.sqlite3"))

    assert b"ebrafinch" in raw().lower()  # deleted but still in the files: what purge is for
    store.purge()
    data = raw().lower()
    for word in (b"quixotrzyna", b"zebrafinch", b"marmalade", b"wolfgangina", b"ebrafinc", b"ixotrzy"):
        assert word not in data, word
    assert b"filler" in data  # the check reads the right files
    store.close()


# -- keyword search (hybrid retrieval's second list) --------------------------
# Both stores index "Sender: text"; scores differ (BM25 locally, BM25 without
# IDF as a sparse dot product on Pinecone), so these check membership and the
# top hit, not score values.

KEYWORD_TEXTS = {
    "k1": ("Sarah", "My rotator cuff hurt on the overhead press"),
    "k2": ("Coach Maya", "Let's swap overhead press for landmine press this week"),
    "k3": ("Sarah", "Had oats and berries for breakfast"),
    "k4": ("John", "Knee felt fine on squats, slept eight hours"),
}


def keyword_records(trainer_id: str, **metadata: Any) -> list[VectorRecord]:
    return [
        record(trainer_id, id_, unit(i), senderName=sender, text=text, **metadata)
        for i, (id_, (sender, text)) in enumerate(KEYWORD_TEXTS.items())
    ]


def test_keyword_query_finds_the_exact_term(vector_store: Any) -> None:
    vector_store.upsert("A", keyword_records("A"))

    assert [m.id for m in vector_store.keyword_query("A", "rotator", top_k=5)] == ["k1"]
    assert [m.id for m in vector_store.keyword_query("A", "breakfast oats", top_k=5)] == ["k3"]
    # The sender's name is indexed with the text; a stem matches its variants.
    assert {m.id for m in vector_store.keyword_query("A", "john", top_k=5)} == {"k4"}
    assert {m.id for m in vector_store.keyword_query("A", "squat", top_k=5)} == {"k4"}
    overhead = vector_store.keyword_query("A", "overhead press", top_k=5)
    assert {m.id for m in overhead} == {"k1", "k2"}
    assert [m.score for m in overhead] == sorted((m.score for m in overhead), reverse=True)
    assert len(vector_store.keyword_query("A", "overhead press", top_k=1)) == 1
    assert vector_store.keyword_query("A", "rotator", top_k=0) == []
    assert vector_store.keyword_query("A", "marathon", top_k=5) == []


def test_keyword_query_never_returns_another_trainers_records(vector_store: Any) -> None:
    vector_store.upsert("A", keyword_records("A")[:1])
    vector_store.upsert("B", [record("B", "k1", unit(1), senderName="Sarah", text="B's rotator cuff notes")])
    vector_store.upsert("B", [record("B", "b2", unit(2), senderName="Sarah", text="rotator rotator rotator")])

    (match,) = vector_store.keyword_query("A", "rotator", top_k=10)
    assert match.id == "k1" and match.metadata["trainerId"] == "A"
    assert "B's" not in match.metadata["text"]
    assert vector_store.keyword_query("nobody", "rotator", top_k=10) == []
    assert {m.metadata["trainerId"] for m in vector_store.keyword_query("B", "rotator", top_k=10)} == {"B"}


@pytest.mark.parametrize(
    "query_filter",
    [
        QueryFilter(client_id="c1"),
        QueryFilter(chat_id="h3"),
        QueryFilter(since_ts=150, until_ts=300),
        QueryFilter(source_types=("note", "checkin")),
        QueryFilter(embedding_model="m-a"),
        QueryFilter(client_id="nobody"),
        QueryFilter(client_id="c1", group_chats=("g1",)),
    ],
    ids=lambda f: repr(f).replace("QueryFilter", "").replace(" ", ""),
)
def test_keyword_query_honours_the_filter(vector_store: Any, query_filter: QueryFilter) -> None:
    records = []
    for i, (id_, client, chat, ts, source, model) in enumerate(FILTER_DATA):
        meta = {"clientId": client, "chatId": chat, "ts": ts, "sourceType": source, "embeddingModel": model}
        clean = {k: v for k, v in meta.items() if v is not None}
        records.append(record("A", id_, unit(i), senderName="Sarah", text=f"knee pain, day {i}", **clean))
    vector_store.upsert("A", records)

    matches = vector_store.keyword_query("A", "knee", top_k=100, query_filter=query_filter)

    assert {m.id for m in matches} == {r.id for r in records if query_filter.matches(r.metadata)}


def test_filtered_keyword_query_finds_a_match_behind_many_of_other_clients(vector_store: Any) -> None:
    # "Did Sarah ever mention her knee?" with top_k=1, when other clients mention it far more.
    others = [record("A", f"o{i}", unit(100 + i), clientId="c-other", text="knee knee knee sore") for i in range(30)]
    vector_store.upsert("A", [*others, record("A", "mine", unit(7), clientId="c1", text="a long message that mentions the knee once among many other words")])

    (match,) = vector_store.keyword_query("A", "knee", top_k=1, query_filter=QueryFilter(client_id="c1"))

    assert match.id == "mine"
    assert vector_store.keyword_query("A", "knee", top_k=1, query_filter=QueryFilter(client_id="c-nobody")) == []


def test_keyword_query_forgets_deleted_and_replaced_records(vector_store: Any) -> None:
    vector_store.upsert("A", keyword_records("A"))

    vector_store.delete("A", ["k1"])
    vector_store.upsert("A", [record("A", "k3", unit(3), senderName="Sarah", text="Skipped breakfast today")])

    assert [m.id for m in vector_store.keyword_query("A", "overhead press", top_k=5)] == ["k2"]
    assert vector_store.keyword_query("A", "rotator", top_k=5) == []
    assert vector_store.keyword_query("A", "oats", top_k=5) == []
    vector_store.delete_all("A")
    assert vector_store.keyword_query("A", "press", top_k=5) == []



# -- neighbouring turns (retrieval's conversational context) -------------------


def chat_turns(trainer_id: str) -> list[VectorRecord]:
    """Two chats of one client, turns a minute apart, and a note without a chat; chat-1's
    turns are stored out of order and two share a timestamp (order by id then)."""
    turns = [("t3", "chat-1", 180.0), ("t1", "chat-1", 60.0), ("t2", "chat-1", 120.0), ("t4b", "chat-1", 240.0),
             ("t4a", "chat-1", 240.0), ("t5", "chat-1", 300.0), ("late", "chat-1", 300.0 + 7200.0),
             ("o1", "chat-2", 150.0), ("o2", "chat-2", 170.0)]
    out = [record(trainer_id, id_, unit(i), chatId=chat, ts=ts, clientId="c1", sourceType="message", text=id_)
           for i, (id_, chat, ts) in enumerate(turns)]
    out.append(record(trainer_id, "note", unit(99), clientId="c1", sourceType="note", ts=180.0, text="note"))
    return out


def seeds_of(store: Any, trainer_id: str, ids: list[str]) -> list[Any]:
    """The seeds as the store returns records (id and metadata)."""
    from shared.ports.vectorstore import Match

    return [Match(id_, 0.0, r.metadata) for id_, r in store.fetch(trainer_id, ids).items()]


def test_neighbours_are_the_nearest_turns_of_the_same_chat_in_order(vector_store: Any) -> None:
    vector_store.upsert("A", chat_turns("A"))
    query = unit(1000)

    found = vector_store.neighbours("A", seeds_of(vector_store, "A", ["t3", "t1"]), query, span=2, max_gap_s=1800)

    # t3 at 180 s: two before, two after (t4a before t4b: equal time, ordered by id); chat-2 and the note never.
    assert [m.id for m in found["t3"]] == ["t1", "t2", "t4a", "t4b"]
    assert [m.id for m in found["t1"]] == ["t2", "t3"]  # nothing before the first turn
    by_id = {r.id: r for r in chat_turns("A")}
    for m in found["t3"]:
        assert m.score == pytest.approx(float(by_id[m.id].values @ query), abs=1e-5)
        assert m.metadata["chatId"] == "chat-1"


def test_neighbours_stop_at_the_gap_and_skip_what_the_filter_excludes(vector_store: Any) -> None:
    vector_store.upsert("A", chat_turns("A"))

    wide = vector_store.neighbours("A", seeds_of(vector_store, "A", ["t5", "late"]), unit(1), span=1, max_gap_s=1800)
    filtered = vector_store.neighbours("A", seeds_of(vector_store, "A", ["t3"]), unit(1), span=1, max_gap_s=1800,
                                       query_filter=QueryFilter(until_ts=170.0))

    assert [m.id for m in wide["t5"]] == ["t4b"]  # "late" is two hours on: another exchange
    assert wide["late"] == []
    assert [m.id for m in filtered["t3"]] == ["t2"]  # t4a is outside the request's dates


def test_neighbours_of_seeds_without_a_chat_or_time_and_of_another_trainer(vector_store: Any) -> None:
    vector_store.upsert("A", chat_turns("A"))
    vector_store.upsert("B", [record("B", "b1", unit(1), chatId="chat-1", ts=200.0, text="b1")])

    assert vector_store.neighbours("A", seeds_of(vector_store, "A", ["note"]), unit(1), span=1, max_gap_s=1800) == {}
    assert vector_store.neighbours("A", [], unit(1), span=1, max_gap_s=1800) == {}
    # B's record sits between A's turns in time and has the same chat id: never A's neighbour, and back.
    a = vector_store.neighbours("A", seeds_of(vector_store, "A", ["t3"]), unit(1), span=3, max_gap_s=1800)
    b = vector_store.neighbours("B", seeds_of(vector_store, "B", ["b1"]), unit(1), span=3, max_gap_s=1800)
    assert all(m.metadata["trainerId"] == "A" for m in a["t3"]) and b["b1"] == []


# -- declared capabilities and term statistics ---------------------------------


def test_capabilities_are_declared(vector_store: Any) -> None:
    # Callers read these flags; they never probe for methods (docs: shared/ports/vectorstore.py).
    assert vector_store.supports_keyword_search is True  # both shipped stores search by keyword
    assert vector_store.dimension is None or vector_store.dimension == DIM


def test_a_store_declares_on_its_class_whether_it_counts_its_term_statistics(vector_store: Any) -> None:
    # Read from the class before a store is built (keyword_stats.enabled): building Pinecone's opens its index.
    declared_here = type(vector_store).counts_term_stats
    assert isinstance(declared_here, bool)
    # What it declares is what it does: with no statistics built apart (this Pinecone store has no
    # `term_weights`), only a store that counts its own has any for the records it holds.
    vector_store.upsert("A", keyword_records("A"))
    assert (vector_store.term_stats("A") is not None) is declared_here


def _with_term_stats(vector_store: Any, standin: Any) -> Any:
    """The store with its source of statistics: the local store counts its own records;
    Pinecone reads keywordStats (here built from the same texts, as refreshKeywordStats does)."""
    if not isinstance(vector_store, PineconeStore):
        return vector_store
    texts = {t: [record_keyword_text(r.metadata) for r in keyword_records(t)] for t in ("A", "B")}
    texts["B"] = texts["B"][:1] + ["Marathon: marathon tempo run", "Marathon: easy run"]
    return make_pinecone(standin, term_weights=lambda trainer_id: build_stats(texts[trainer_id]) if trainer_id in texts else None)


def test_term_stats_are_this_trainers_document_frequencies(vector_store: Any, request: pytest.FixtureRequest) -> None:
    store = _with_term_stats(vector_store, request.getfixturevalue("pinecone_standin") if isinstance(vector_store, PineconeStore) else None)
    store.upsert("A", keyword_records("A"))
    store.upsert("B", [keyword_records("B")[0], record("B", "b2", unit(20), senderName="Marathon", text="marathon tempo run"),
                       record("B", "b3", unit(21), senderName="Marathon", text="easy run")])

    stats = store.term_stats("A")

    assert stats is not None and stats.n_docs == len(KEYWORD_TEXTS)
    # "press" is in two of A's records, "overhead" (stemmed as the index stems it) in two.
    assert stats.df.get(token_index(tokens("press")[0])) == 2
    assert stats.df.get(token_index(tokens("overhead")[0])) == 2
    # B's words never leak into A's statistics, and a common word weighs less than a rare one.
    assert token_index(tokens("marathon")[0]) not in stats.df
    assert stats.idf(token_index(tokens("press")[0])) < stats.idf(token_index(tokens("marathon")[0]))
    b = store.term_stats("B")
    assert b is not None and b.df.get(token_index(tokens("run")[0])) == 2
    assert store.term_stats("nobody") is None
    if store is not vector_store:
        store.close()


def test_local_term_stats_follow_writes_and_deletes(tmp_path: Path) -> None:
    from shared.adapters.vectorstore.local import LocalVectorStore

    store = LocalVectorStore(tmp_path / "vectors.sqlite3")
    store.upsert("A", keyword_records("A"))
    press = token_index(tokens("press")[0])
    assert store.term_stats("A").df[press] == 2
    store.upsert("A", [record("A", "k2", unit(1), senderName="Coach Maya", text="rest day")])  # replaced
    assert store.term_stats("A").df.get(press) == 1
    store.upsert("A", [record("A", "k5", unit(5), text="bench press PR")])
    assert store.term_stats("A").df[press] == 2 and store.term_stats("A").n_docs == 5
    store.delete("A", ["k1", "k5"])
    assert press not in store.term_stats("A").df and store.term_stats("A").n_docs == 3
    store.close()


def test_local_term_stats_count_messages_only_as_pinecones_do(tmp_path: Path) -> None:
    """Pinecone's statistics are read from the trainer's messages (keyword_stats.recent_message_texts):
    the local store counts the same records, so both weigh a question's words alike."""
    from shared.adapters.vectorstore.local import LocalVectorStore

    store = LocalVectorStore(tmp_path / "vectors.sqlite3")
    store.upsert("A", [
        record("A", "m1", unit(1), sourceType="message", text="weight is down again"),
        record("A", "m2", unit(2), text="knee feels fine"),  # no sourceType: a message
        record("A", "w1", unit(3), sourceType="weekly_note", text="Weekly summary: weight, knee, weight"),
        record("A", "h1", unit(4), sourceType="metric_summary", text="Weight, week of May 4: 80 kg"),
    ])
    stats = store.term_stats("A")
    assert stats is not None and stats.n_docs == 2
    assert stats.df[token_index(tokens("weight")[0])] == 1 and token_index(tokens("summary")[0]) not in stats.df
    store.delete("A", ["m1", "w1"])
    stats = store.term_stats("A")
    assert stats.n_docs == 1 and token_index(tokens("weight")[0]) not in stats.df
    store.delete("A", ["m2"])
    assert store.term_stats("A") is None  # no messages: no statistics, as on Pinecone
    store.close()


@pytest.mark.parametrize("text", ["", "   ", "?!", "...", "'"])
def test_keyword_query_without_words_returns_nothing(vector_store: Any, text: str) -> None:
    vector_store.upsert("A", keyword_records("A"))
    assert vector_store.keyword_query("A", text, top_k=5) == []


# -- Pinecone only ------------------------------------------------------------


@pytest.fixture
def standin(pinecone_standin: PineconeStandin) -> PineconeStandin:
    return pinecone_standin


def seed_records(store: PineconeStore, trainer: str = "A", n: int = 3) -> None:
    store.upsert(trainer, [record(trainer, f"{trainer}{i}", unit(i)) for i in range(n)])


def test_pinecone_nothing_is_requested_before_first_use(standin: PineconeStandin) -> None:
    make_pinecone(standin)
    assert standin.request_count() == 0


def test_pinecone_a_fetch_of_what_a_keep_values_query_found_sends_no_request(standin: PineconeStandin) -> None:
    # shared/domain/threads.py fetches the nearest later record's vector right after finding it:
    # with keep_values it came with the match, one round trip less on an answered search.
    store = make_pinecone(standin)
    seed_records(store, n=4)
    found = store.query("A", unit(1), top_k=2, keep_values=True)
    assert standin.requests("/query")[-1].json()["includeValues"] is True
    before = standin.request_count()
    fetched = store.fetch("A", [m.id for m in found])
    assert set(fetched) == {m.id for m in found} and standin.request_count() == before
    # Without it, the query carries no values and the fetch asks Pinecone.
    plain = store.query("A", unit(2), top_k=2)
    assert not standin.requests("/query")[-1].json().get("includeValues")
    store.upsert("A", [record("A", "A3", unit(3))])  # forgets what the first query brought
    before = standin.request_count()
    store.fetch("A", [m.id for m in plain])
    assert standin.request_count() == before + 1


def test_pinecone_query_is_locked_to_the_trainer_namespace_and_filter(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    seed_records(store)

    store.query("A", unit(1), top_k=3, query_filter=QueryFilter(client_id="c1"))

    body = standin.requests("/query")[-1].json()
    assert body["namespace"] == "A"
    assert {"trainerId": {"$eq": "A"}} in body["filter"]["$and"]
    assert [r.json()["namespace"] for r in standin.requests("/vectors/upsert")] == ["A"]


def test_pinecone_delete_where_is_one_delete_by_filter_locked_to_the_trainer_with_no_vector(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    queries = len(standin.requests("/query"))

    assert store.delete_where("A", QueryFilter(client_id="c1", source_types=("note",))) is None

    (request,) = standin.requests("/vectors/delete")
    body = request.json()
    assert body["namespace"] == "A" and "ids" not in body and not body.get("deleteAll")
    assert body["filter"] == pinecone_filter("A", QueryFilter(client_id="c1", source_types=("note",)))
    assert len(standin.requests("/query")) == queries  # no probe query
    assert "note" not in store.list_entries("A") and standin.vector_count("A") == len(chat_turns("A")) - 1


def test_pinecone_holds_any_is_one_fetch_by_metadata_of_one_record_locked_to_the_trainer(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    before = standin.request_count()
    asked = QueryFilter(client_id="c1", source_types=("note",), since_ts=0)

    assert store.holds_any("A", asked) is True

    (request,) = standin.requests("/vectors/fetch_by_metadata")
    assert request.json() == {"filter": pinecone_filter("A", asked), "namespace": "A", "limit": 1}
    assert standin.request_count() == before + 1  # no probe query, no embedding: one lookup
    # A namespace that does not exist holds nothing; the trainer's own clause keeps the filter non-empty.
    assert store.holds_any("nobody") is False
    assert standin.requests("/vectors/fetch_by_metadata")[-1].json()["filter"] == {"trainerId": {"$eq": "nobody"}}


def test_pinecone_holds_any_never_counts_a_record_naming_another_trainer(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    standin.put_raw("A", "stray", unit(1).tolist(), {"trainerId": "B", "clientId": "c1"})
    standin.honour_filters = False  # a filter the service failed to apply: the metadata still decides
    assert store.holds_any("A", QueryFilter(client_id="c1")) is False


def test_pinecone_an_index_of_another_dimension_is_a_misconfiguration_not_an_outage(standin: PineconeStandin) -> None:
    make_pinecone(standin, dimension=DIM).upsert("A", [record("A", "a", unit(1))])  # the index is DIM wide
    wider = make_pinecone(standin, dimension=DIM + 4)

    # Through a configured host (no describe call) the index itself refuses, as Pinecone does (400
    # "Vector dimension 12 does not match the dimension of the index 8"): typed, not an outage, not retried.
    for call in (lambda: wider.query("A", unit(1, DIM + 4), top_k=3),
                 lambda: wider.upsert("A", [record("A", "b", unit(2, DIM + 4))])):
        with pytest.raises(VectorWidthMismatch) as raised:
            call()
        assert raised.value.code == "FAILED_PRECONDITION" and "12" in raised.value.message
    assert standin.request_count("/query") == 1  # one attempt: a misconfiguration is not retried
    assert wider.delete_where("A", QueryFilter(client_id="nobody")) is None  # no vector: any dimension
    assert standin.vector_count("A") == 1


def test_local_store_refuses_a_file_holding_two_widths_for_one_trainer(tmp_path: Path) -> None:
    """A file written before upserts checked widths: its rows were read back as one matrix of the
    wrong shape (garbage vectors); now refused, typed. What needs no matrix still works."""
    import sqlite3

    from shared.adapters.vectorstore.local import LocalVectorStore

    path = tmp_path / "vectors.sqlite3"
    store = LocalVectorStore(path)
    store.upsert("A", [record("A", "a", unit(1), clientId="c1", text="a")])
    store.close()
    with sqlite3.connect(path) as conn:  # what the old upsert let through: a row of another width
        conn.execute("INSERT INTO vectors (trainer_id, id, vector, metadata) VALUES (?, ?, ?, ?)",
                     ("A", "b", unit(2, DIM + 4).tobytes(), '{"trainerId": "A", "clientId": "c2"}'))
        conn.execute("UPDATE tenants SET version = version + 1 WHERE trainer_id = 'A'")
    store = LocalVectorStore(path)

    with pytest.raises(VectorWidthMismatch):
        store.query("A", unit(1), top_k=3)
    assert set(store.list_entries("A")) == {"a", "b"}
    assert store.delete_where("A", QueryFilter(client_id="c2")) == 1
    assert [m.id for m in store.query("A", unit(1), top_k=3)] == ["a"]  # one width again
    store.close()


def test_pinecone_neighbours_is_one_query_over_the_seeds_windows_locked_to_the_trainer(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    before = len(standin.requests("/query"))

    found = store.neighbours("A", seeds_of(store, "A", ["t1", "t3", "o1"]), unit(1), span=1, max_gap_s=600,
                             query_filter=QueryFilter(client_id="c1"))

    (body,) = [r.json() for r in standin.requests("/query")[before:]]
    clauses = body["filter"]["$and"]
    assert body["namespace"] == "A" and {"trainerId": {"$eq": "A"}} in clauses and {"clientId": {"$eq": "c1"}} in clauses
    windows = next(c["$or"] for c in clauses if "$or" in c)
    assert len(windows) == 3 and {"ts": {"$gte": 60.0 - 600}} in windows[0]["$and"]
    assert [m.id for m in found["t3"]] == ["t2", "t4a"] and [m.id for m in found["o1"]] == ["o2"]
    # No request for seeds that cannot be located, nor for a span of 0.
    assert store.neighbours("A", seeds_of(store, "A", ["note"]), unit(1), span=1, max_gap_s=600) == {}
    assert store.neighbours("A", seeds_of(store, "A", ["t1"]), unit(1), span=0, max_gap_s=600) == {}
    assert len(standin.requests("/query")) == before + 1


def _neighbour_ids(found: dict[str, list[Any]]) -> dict[str, list[tuple[str, float]]]:
    return {seed: [(m.id, m.score) for m in turns] for seed, turns in found.items()}


def test_pinecone_neighbours_answer_from_a_prefetch_that_covers_the_seeds_without_a_request(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    flt = QueryFilter(client_id="c1")
    seeds = seeds_of(store, "A", ["t3", "o1"])
    plain = store.neighbours("A", seeds, unit(1), span=2, max_gap_s=600, query_filter=flt)
    before = len(standin.requests("/query"))

    prefetched = store.prefetch_neighbours("A", seeds_of(store, "A", ["t1", "t3", "o1"]), unit(1), max_gap_s=600,
                                           query_filter=flt)
    found = store.neighbours("A", seeds, unit(1), span=2, max_gap_s=600, query_filter=flt, prefetched=prefetched)

    # One request, the prefetch (the guessed seeds' windows), and the same answer, scores included.
    (body,) = [r.json() for r in standin.requests("/query")[before:]]
    assert len(next(c["$or"] for c in body["filter"]["$and"] if "$or" in c)) == 3
    assert _neighbour_ids(found) == _neighbour_ids(plain)
    assert [m.id for m in found["t3"]] == ["t1", "t2", "t4a", "t4b"]


@pytest.mark.parametrize("change", ["uncovered seed", "other vector", "other filter", "other gap", "cut short", "failed"])
def test_pinecone_neighbours_ask_for_themselves_when_the_prefetch_proves_nothing(
    standin: PineconeStandin, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    from shared.adapters.vectorstore import pinecone_store

    store = make_pinecone(standin, max_attempts=1)
    store.upsert("A", chat_turns("A"))
    seeds = seeds_of(store, "A", ["t3", "t5"])
    plain = store.neighbours("A", seeds, unit(1), span=2, max_gap_s=600)
    likely = seeds_of(store, "A", ["t3"] if change == "uncovered seed" else ["t3", "t5"])
    vector, flt, gap = unit(2) if change == "other vector" else unit(1), None, 600
    if change == "other filter":
        flt = QueryFilter(until_ts=200.0)
    if change == "other gap":
        gap = 900
    if change == "cut short":  # chat-1's turns within the windows number 7: a response of 3 holds only some
        monkeypatch.setattr(pinecone_store, "NEIGHBOUR_PREFETCH_RECORDS", 3)
    if change == "failed":
        standin.inject_status(400, times=1)
    before = len(standin.requests("/query"))

    prefetched = store.prefetch_neighbours("A", likely, vector, max_gap_s=gap, query_filter=flt)
    assert prefetched is not None
    found = store.neighbours("A", seeds, unit(1), span=2, max_gap_s=600, prefetched=prefetched)

    prefetched.future.exception(timeout=10)  # answered (or failed): counted below whatever the race
    assert len(standin.requests("/query")) == before + 2  # the prefetch, and the query of its own
    assert _neighbour_ids(found) == _neighbour_ids(plain)


def test_pinecone_a_window_fuller_than_the_own_query_reads_is_asked_for_again(
    standin: PineconeStandin, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The own query reads NEIGHBOUR_WINDOW_RECORDS per window, by similarity: with more records in
    the window it would not return them all, so a complete prefetch must not answer in its place."""
    from shared.adapters.vectorstore import pinecone_store

    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    monkeypatch.setattr(pinecone_store, "NEIGHBOUR_WINDOW_RECORDS", 3)
    seeds = seeds_of(store, "A", ["t3"])
    plain = store.neighbours("A", seeds, unit(7), span=2, max_gap_s=600)
    prefetched = store.prefetch_neighbours("A", seeds_of(store, "A", ["t3", "o1", "t5"]), unit(7), max_gap_s=600)
    prefetched.future.exception(timeout=10)  # answered before the count below
    before = len(standin.requests("/query"))

    found = store.neighbours("A", seeds, unit(7), span=2, max_gap_s=600, prefetched=prefetched)

    assert len(standin.requests("/query")) == before + 1
    assert _neighbour_ids(found) == _neighbour_ids(plain)


def test_pinecone_neighbours_are_the_same_with_any_prefetch(standin: PineconeStandin, monkeypatch: pytest.MonkeyPatch) -> None:
    """60 drawn cases: seeds, guessed seeds (a superset or not), gaps that put turns on a window's
    bound, a date filter, and windows fuller than the own query reads."""
    import random

    from shared.adapters.vectorstore import pinecone_store

    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    ids = ["t1", "t2", "t3", "t4a", "t4b", "t5", "late", "o1", "o2", "note"]
    draw = random.Random(7)
    answered_from_prefetch = 0
    for _ in range(60):
        seeds = draw.sample(ids, draw.randint(0, 4))
        likely = list(dict.fromkeys(seeds + draw.sample(ids, draw.randint(0, 3)) if draw.random() < 0.7 else draw.sample(ids, 2)))
        gap = draw.choice([60.0, 119.0, 120.0, 600.0])
        flt = QueryFilter(until_ts=draw.choice([None, 180.0]))
        monkeypatch.setattr(pinecone_store, "NEIGHBOUR_WINDOW_RECORDS", draw.choice([1, 2, 100]))
        plain = store.neighbours("A", seeds_of(store, "A", seeds), unit(3), span=2, max_gap_s=gap, query_filter=flt)
        prefetched = store.prefetch_neighbours("A", seeds_of(store, "A", likely), unit(3), max_gap_s=gap, query_filter=flt)
        if prefetched is not None:
            prefetched.future.exception(timeout=10)
        before = len(standin.requests("/query"))
        found = store.neighbours("A", seeds_of(store, "A", seeds), unit(3), span=2, max_gap_s=gap, query_filter=flt,
                                 prefetched=prefetched)
        answered_from_prefetch += len(standin.requests("/query")) == before and bool(found)
        assert _neighbour_ids(found) == _neighbour_ids(plain), (seeds, likely, gap, flt)
    assert answered_from_prefetch >= 10  # the draws do exercise the answer from a prefetch
    store.close()


def test_pinecone_prefetch_of_nothing_locatable_sends_nothing(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", chat_turns("A"))
    before = len(standin.requests("/query"))
    assert store.prefetch_neighbours("A", seeds_of(store, "A", ["note"]), unit(1), max_gap_s=600) is None
    assert store.prefetch_neighbours("A", [], unit(1), max_gap_s=600) is None
    assert store.prefetch_neighbours("A", seeds_of(store, "A", ["t1"]), np.ones(DIM + 1), max_gap_s=600) is None
    assert len(standin.requests("/query")) == before


def test_local_store_prefetches_nothing(tmp_path: Path) -> None:
    from shared.adapters.vectorstore.local import LocalVectorStore

    store = LocalVectorStore(tmp_path / "vectors.sqlite3")
    store.upsert("A", chat_turns("A"))
    assert store.prefetch_neighbours("A", seeds_of(store, "A", ["t1"]), unit(1), max_gap_s=600) is None
    store.close()


def test_pinecone_filter_mapping() -> None:
    assert pinecone_filter("A", None) == {"trainerId": {"$eq": "A"}}
    assert pinecone_filter("A", QueryFilter()) == {"trainerId": {"$eq": "A"}}
    full = QueryFilter(
        client_id="c", chat_id="h", since_ts=1.0, until_ts=2.0, source_types=("message", "note"), embedding_model="m"
    )
    assert pinecone_filter("A", full) == {
        "$and": [
            {"trainerId": {"$eq": "A"}},
            {"clientId": {"$eq": "c"}},
            {"chatId": {"$eq": "h"}},
            {"ts": {"$gte": 1.0}},
            {"ts": {"$lte": 2.0}},
            {"sourceType": {"$in": ["message", "note"]}},
            {"embeddingModel": {"$eq": "m"}},
        ]
    }


def test_pinecone_filter_mapping_of_a_clients_group_chats() -> None:
    assert pinecone_filter("A", QueryFilter(client_id="c", group_chats=("g1", "g2"))) == {
        "$and": [
            {"trainerId": {"$eq": "A"}},
            {"$or": [{"clientId": {"$eq": "c"}},
                     {"$and": [{"chatId": {"$in": ["g1", "g2"]}}, {"clientId": {"$exists": False}}]}]},
        ]
    }


def test_pinecone_drops_records_whose_metadata_names_another_trainer(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    seed_records(store)
    # Records in A's namespace that are not A's (a bug elsewhere, or tampering),
    # served by a server that ignores the trainerId filter: the third lock holds.
    standin.put_raw("A", "intruder", unit(1), {"trainerId": "B", "text": "B's data"})
    standin.put_raw("A", "unowned", unit(1), {"text": "no owner"})
    standin.honour_filters = False

    assert {m.id for m in store.query("A", unit(1), top_k=10)} == {"A0", "A1", "A2"}
    assert store.fetch("A", ["intruder", "unowned", "A0"]).keys() == {"A0"}


def test_pinecone_query_over_budget_raises_timeout(standin: PineconeStandin) -> None:
    store = make_pinecone(standin, timeout_s=0.5)
    seed_records(store)
    standin.inject_delay(2.0)

    with pytest.raises(VectorStoreTimeout) as info:
        store.query("A", unit(1), top_k=3)

    assert isinstance(info.value, TimeoutError) and isinstance(info.value, VectorStoreError)


def test_pinecone_5xx_is_retried_then_succeeds(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    seed_records(store)
    standin.inject_status(500)

    assert len(store.query("A", unit(1), top_k=3)) == 3
    # One failed attempt, one retry: also proves the SDK's own retries are off.
    assert standin.request_count("/query") == 2


def test_pinecone_429_is_retried(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    standin.inject_status(429)

    seed_records(store)

    assert standin.request_count("/vectors/upsert") == 2
    assert store.count("A") == 3


def test_pinecone_persistent_5xx_fails_after_max_attempts(standin: PineconeStandin) -> None:
    store = make_pinecone(standin, max_attempts=3)
    seed_records(store)
    standin.inject_status(503, times=10)

    with pytest.raises(VectorStoreError) as info:
        store.query("A", unit(1), top_k=3)

    assert not isinstance(info.value, TimeoutError)
    assert standin.request_count("/query") == 3


@pytest.mark.parametrize("status", [400, 401, 404])
def test_pinecone_4xx_is_not_retried(standin: PineconeStandin, status: int) -> None:
    store = make_pinecone(standin)
    standin.inject_status(status)

    with pytest.raises(VectorStoreError):
        store.query("A", unit(1), top_k=3)

    assert standin.request_count("/query") == 1


def test_pinecone_upsert_batches_by_record_count(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", [record("A", f"m{i}", unit(i)) for i in range(2500)])

    sizes = [len(r.json()["vectors"]) for r in standin.requests("/vectors/upsert")]
    assert len(sizes) >= 3 and max(sizes) <= 1000 and sum(sizes) == 2500
    assert store.count("A") == 2500


def test_pinecone_upsert_batches_by_request_size(standin: PineconeStandin) -> None:
    store = make_pinecone(standin, dimension=384)
    text = "x" * MAX_METADATA_TEXT_CHARS
    store.upsert("A", [record("A", f"m{i}", unit(i, 384), text=text) for i in range(400)])

    bodies = [len(r.body) for r in standin.requests("/vectors/upsert")]
    assert len(bodies) >= 2 and max(bodies) <= 2_000_000  # the stand-in answers 413 past 2 MiB
    assert store.count("A") == 400


def test_pinecone_fetch_and_delete_send_at_most_1000_ids(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    ids = [f"m{i}" for i in range(2500)]
    store.upsert("A", [record("A", id_, unit(i)) for i, id_ in enumerate(ids)])

    assert len(store.fetch("A", ids)) == 2500
    store.delete("A", ids)

    fetched = [len(r.query["ids"]) for r in standin.requests("/vectors/fetch")]
    deleted = [len(r.json()["ids"]) for r in standin.requests("/vectors/delete")]
    assert len(fetched) >= 3 and max(fetched) <= 1000 and sum(fetched) == 2500
    assert len(deleted) >= 3 and max(deleted) <= 1000 and sum(deleted) == 2500
    assert store.count("A") == 0


def test_pinecone_rejects_bad_input_before_sending(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    with pytest.raises(VectorStoreError):
        store.upsert("A", [record("A", "a", unit(1, DIM + 1))])
    with pytest.raises(VectorStoreError):
        store.query("A", unit(1, DIM + 1), top_k=3)
    with pytest.raises(VectorStoreError):
        store.upsert("A", [record("A", "a", unit(1), tags=["x" * 100] * 500)])  # > 40 KB
    with pytest.raises(ValueError):
        store.query("", unit(1), top_k=3)  # "" is Pinecone's shared default namespace
    assert standin.request_count() == 0


def test_pinecone_without_host_creates_the_index_then_uses_its_host(standin: PineconeStandin) -> None:
    store = PineconeStore(api_key="test-key", control_host=standin.url, index_name="trainer-brain", dimension=DIM)
    seed_records(store)

    paths = [(r.method, r.path) for r in standin.requests()]
    assert ("POST", "/indexes") in paths
    created = next(r.json() for r in standin.requests("/indexes"))
    assert created["schema"]["fields"]["_values"] == {"type": "dense_vector", "dimension": DIM, "metric": "dotproduct"}
    assert store.count("A") == 3

    # A second instance finds the index; one with another dimension refuses it.
    PineconeStore(api_key="test-key", control_host=standin.url, dimension=DIM).ensure_index()
    with pytest.raises(VectorStoreError, match="dimension"):
        PineconeStore(api_key="test-key", control_host=standin.url, dimension=DIM * 2).count("A")


def test_pinecone_from_settings(standin: PineconeStandin) -> None:
    from shared.kernel.config import Settings

    store = PineconeStore.from_settings(
        Settings(pinecone_api_key="test-key", pinecone_host=standin.url, search_timeout_s=3.0), dimension=DIM
    )
    assert store.timeout_s == 3.0 and store.dimension == DIM
    seed_records(store)
    assert store.count("A") == 3
    assert "test-key" not in repr(store)
    with pytest.raises(VectorStoreError):
        PineconeStore.from_settings(Settings(pinecone_api_key=None), dimension=DIM)


def test_pinecone_refuses_an_index_with_another_metric() -> None:
    # An index created before keyword search (cosine) would reject every sparse upsert.
    with PineconeStandin() as server:
        PineconeStore(api_key="k", control_host=server.url, dimension=DIM).ensure_index()
        server._indexes["trainer-brain"]["schema"]["fields"]["_values"]["metric"] = "cosine"

        with pytest.raises(VectorStoreError, match="dotproduct"):
            PineconeStore(api_key="k", control_host=server.url, dimension=DIM).count("A")


def test_pinecone_upserts_carry_bm25_sparse_values_of_sender_and_text(standin: PineconeStandin) -> None:
    from shared.adapters.vectorstore.sparse import encode_document

    store = make_pinecone(standin)
    store.upsert("A", [*keyword_records("A"), record("A", "empty", unit(9), text="?!")])

    sent = {v["id"]: v for v in standin.requests("/vectors/upsert")[-1].json()["vectors"]}
    expected = encode_document("Sarah: My rotator cuff hurt on the overhead press")
    assert sent["k1"]["sparseValues"] == {"indices": expected.indices, "values": pytest.approx(expected.values)}
    assert "sparseValues" not in sent["empty"]  # nothing to match, and Pinecone refuses empty sparse vectors


def test_pinecone_keyword_query_is_sparse_only_locked_and_filtered(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", keyword_records("A", clientId="c1"))

    matches = store.keyword_query("A", "overhead press", top_k=5, query_filter=QueryFilter(client_id="c1"))

    body = standin.requests("/query")[-1].json()
    assert body["namespace"] == "A" and body["topK"] == 5
    assert body["filter"] == pinecone_filter("A", QueryFilter(client_id="c1"))
    assert body["vector"] == [0.0] * DIM  # alpha = 0: ranked by the sparse half alone
    assert len(body["sparseVector"]["indices"]) == 2 and body["sparseVector"]["values"] == [1.0, 1.0]
    assert {m.id for m in matches} == {"k1", "k2"}


def test_pinecone_keyword_query_of_stop_words_sends_nothing(standin: PineconeStandin) -> None:
    # Stop words are not in the sparse vectors at all; the local store
    # (FTS5) indexes them and would match "what did they do".
    store = make_pinecone(standin)
    store.upsert("A", keyword_records("A"))

    assert store.keyword_query("A", "What did they do about it?", top_k=5) == []
    assert standin.request_count("/query") == 0


def test_pinecone_keyword_query_drops_foreign_records(standin: PineconeStandin) -> None:
    from shared.adapters.vectorstore.sparse import encode_document

    store = make_pinecone(standin)
    store.upsert("A", keyword_records("A"))
    standin.put_raw("A", "intruder", unit(1), {"trainerId": "B", "text": "rotator"})
    standin._sparse.setdefault("A", {})["intruder"] = (
        np.asarray(encode_document("rotator").indices, dtype=np.int64),
        np.asarray(encode_document("rotator").values, dtype=np.float32),
    )
    standin.honour_filters = False

    assert [m.id for m in store.keyword_query("A", "rotator", top_k=10)] == ["k1"]


def test_pinecone_keyword_query_shares_the_time_budget_and_retries(standin: PineconeStandin) -> None:
    store = make_pinecone(standin, timeout_s=0.5)
    store.upsert("A", keyword_records("A"))

    def the_list(r: Any) -> bool:  # not the head asked again with values (which only spares a fetch)
        return not (r.json() or {}).get("includeValues")

    long = KEYWORD_VALUES_HEAD + 1  # a list longer than its head: two requests, the list and the head
    standin.inject_status(503, when=the_list)
    assert [m.id for m in store.keyword_query("A", "rotator", top_k=long)] == ["k1"]
    assert len([r for r in standin.requests("/query") if the_list(r)]) == 2

    standin.inject_delay(2.0, when=the_list)
    with pytest.raises(VectorStoreTimeout):
        store.keyword_query("A", "rotator", top_k=long)

    standin.reset_faults()
    standin.inject_status(400, when=the_list)
    with pytest.raises(VectorStoreError, match="keyword_query failed with HTTP 400"):
        store.keyword_query("A", "rotator", top_k=long)

    standin.reset_faults()
    standin.inject_status(400, when=lambda r: (r.json() or {}).get("topK") == 3)  # a short list: one request
    with pytest.raises(VectorStoreError, match="keyword_query failed with HTTP 400"):
        store.keyword_query("A", "rotator", top_k=3)


@pytest.mark.parametrize("top_k", [3, KEYWORD_VALUES_HEAD + 1])
def test_pinecone_keyword_query_brings_its_head_vectors_so_fetch_sends_nothing(standin: PineconeStandin, top_k: int) -> None:
    store = make_pinecone(standin)
    store.upsert("A", keyword_records("A"))
    matches = store.keyword_query("A", "rotator", top_k=top_k)
    assert [m.id for m in matches] == ["k1"]
    fetched = store.fetch("A", ["k1"])  # waits for a head still on its way
    assert standin.request_count("/query") == (1 if top_k <= KEYWORD_VALUES_HEAD else 2)
    assert standin.request_count("/vectors/fetch") == 0
    expected = {r.id: r.values for r in keyword_records("A")}["k1"]
    assert np.allclose(fetched["k1"].values, expected)
    assert fetched["k1"].metadata["trainerId"] == "A"

    store.upsert("A", keyword_records("A"))  # a write may change the vectors: fetch asks again
    assert set(store.fetch("A", ["k1"])) == {"k1"}
    assert standin.request_count("/vectors/fetch") == 1


def test_pinecone_head_vectors_are_never_served_to_another_trainer(standin: PineconeStandin) -> None:
    store = make_pinecone(standin)
    store.upsert("A", keyword_records("A"))
    store.keyword_query("A", "rotator", top_k=3)
    assert store.fetch("B", ["k1"]) == {}
    assert standin.request_count("/vectors/fetch") == 1
