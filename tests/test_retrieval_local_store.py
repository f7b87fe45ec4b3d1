"""The local store's in-memory cache: own writes applied in place, others' writes reloaded."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.adapters.vectorstore.local import LocalVectorStore


def unit(i: int, dim: int = 8) -> np.ndarray:
    v = np.zeros(dim, dtype=np.float32)
    v[i % dim] = 1.0
    return v


def rec(id_: str, i: int, **meta) -> VectorRecord:
    return VectorRecord(id_, unit(i), {"text": id_, "embeddingModel": "m", **meta})


def test_own_upserts_are_visible_without_reloading(tmp_path):
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    store.upsert("t", [rec("a", 0), rec("b", 1)])
    tenant = store._tenant("t")
    store.upsert("t", [rec("c", 2), rec("a", 3)])  # one new, one replaced
    assert store._tenant("t") is tenant  # same cache object, updated in place
    assert store.query("t", unit(3), 1)[0].id == "a"
    assert store.query("t", unit(2), 1)[0].id == "c"
    assert store.count("t") == 3 == len(store._tenant("t").ids)


def test_another_processs_write_is_picked_up(tmp_path):
    mine = LocalVectorStore(tmp_path / "v.sqlite3")
    theirs = LocalVectorStore(tmp_path / "v.sqlite3")
    mine.upsert("t", [rec("a", 0)])
    assert [m.id for m in mine.query("t", unit(0), 5)] == ["a"]
    theirs.upsert("t", [rec("b", 1)])
    mine.upsert("t", [rec("c", 2)])  # cache is stale: must not be patched, but reloaded
    assert {m.id for m in mine.query("t", unit(1), 5)} == {"a", "b", "c"}
    theirs.delete("t", ["a"])
    assert {m.id for m in mine.query("t", unit(0), 5)} == {"b", "c"}


def test_fetch_reads_the_rows_in_memory_only_while_they_are_current(tmp_path, monkeypatch):
    mine = LocalVectorStore(tmp_path / "v.sqlite3")
    theirs = LocalVectorStore(tmp_path / "v.sqlite3")
    mine.upsert("t", [rec("a", 0), rec("b", 1)])
    assert mine.fetch("t", ["a"])["a"].metadata["text"] == "a"  # nothing loaded yet: read from SQLite
    mine.query("t", unit(0), 5)  # a search loads the trainer's rows
    executed: list[str] = []
    real_conn = mine._conn
    monkeypatch.setattr(mine, "_conn", _Recording(real_conn, executed))
    found = mine.fetch("t", ["b", "a", "missing"])
    assert set(found) == {"a", "b"} and found["b"].values.tolist() == unit(1).tolist()
    assert not any("FROM vectors" in sql for sql in executed)  # served from memory
    found["b"].values[0] = 9.0  # the caller's copy: the store's row is untouched
    assert mine.fetch("t", ["b"])["b"].values.tolist() == unit(1).tolist()
    monkeypatch.setattr(mine, "_conn", real_conn)

    theirs.upsert("t", [rec("b", 2, note="theirs")])  # another process wrote since
    fresh = mine.fetch("t", ["b"])
    assert fresh["b"].values.tolist() == unit(2).tolist() and fresh["b"].metadata["note"] == "theirs"


class _Recording:
    """A connection that records the SQL it runs (to tell memory from SQLite reads)."""

    def __init__(self, conn, executed: list[str]) -> None:
        self._conn, self._executed = conn, executed

    def execute(self, sql, *args):
        self._executed.append(sql)
        return self._conn.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self._conn, name)


def test_growth_beyond_initial_capacity_keeps_every_row(tmp_path):
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    store._tenant("t")
    for start in range(0, 300, 50):
        store.upsert("t", [rec(f"r{i}", i, ts=float(i)) for i in range(start, start + 50)])
    hits = store.query("t", unit(5), 300, QueryFilter(since_ts=100.0, until_ts=199.0))
    assert len(hits) == 100
    assert all(100 <= m.metadata["ts"] <= 199 for m in hits)


FIELDS = st.fixed_dictionaries(
    {
        "clientId": st.sampled_from(["c1", "c2", None]),
        "chatId": st.sampled_from(["h1", "h2", None]),
        "sourceType": st.sampled_from(["message", "session_note", None]),
        "embeddingModel": st.sampled_from(["m", "other", None]),
        "ts": st.one_of(st.none(), st.floats(0, 100)),
    }
)
FILTERS = st.builds(
    QueryFilter,
    client_id=st.sampled_from(["c1", "c2", "zz", None]),
    chat_id=st.sampled_from(["h1", "zz", None]),
    since_ts=st.one_of(st.none(), st.floats(0, 100)),
    until_ts=st.one_of(st.none(), st.floats(0, 100)),
    source_types=st.sampled_from([(), ("message",), ("session_note", "checkin")]),
    embedding_model=st.sampled_from(["m", None]),
)


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(rows=st.lists(FIELDS, min_size=1, max_size=12), query_filter=FILTERS)
def test_vectorised_mask_agrees_with_the_reference_filter(tmp_path_factory, rows, query_filter):
    store = LocalVectorStore(tmp_path_factory.mktemp("mask") / "v.sqlite3")
    records = [VectorRecord(f"r{i}", unit(i), {k: v for k, v in r.items() if v is not None}) for i, r in enumerate(rows)]
    store.upsert("t", records)
    got = {m.id for m in store.query("t", unit(0), len(rows), query_filter)}
    stored = store.fetch("t", [r.id for r in records])
    expected = {id_ for id_, r in stored.items() if query_filter.matches(r.metadata)}
    assert got == expected
    store.close()


def test_a_filters_rows_are_kept_until_the_next_write(tmp_path):
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    store.upsert("t", [rec("a", 0, clientId="c1"), rec("b", 1, clientId="c2")])
    only_c1 = QueryFilter(client_id="c1", embedding_model="m")
    tenant = store._tenant("t")
    assert tenant.mask(only_c1) is tenant.mask(QueryFilter(client_id="c1", embedding_model="m"))  # one computation
    assert not tenant.mask(only_c1).flags.writeable  # shared: nobody may change it in place
    assert [m.id for m in store.query("t", unit(0), 5, only_c1)] == ["a"]
    # A new record of the client, and one moved to it: both in the next answer; one moved away, out.
    store.upsert("t", [rec("c", 2, clientId="c1"), rec("b", 1, clientId="c1"), rec("a", 0, clientId="c3")])
    assert {m.id for m in store.query("t", unit(0), 5, only_c1)} == {"b", "c"}
    assert {m.id for m in store.keyword_query("t", "b c a", 5, only_c1)} == {"b", "c"}
    store.close()


def test_replacing_or_deleting_a_record_replaces_its_keyword_row(tmp_path):
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    store.upsert("t", [VectorRecord("a", unit(0), {"text": "squats hurt"}), VectorRecord("b", unit(1), {"text": "squats fine"})])
    store.upsert("t", [VectorRecord("a", unit(0), {"text": "deadlift day"})])
    assert [m.id for m in store.keyword_query("t", "squats", 5)] == ["b"]
    assert [m.id for m in store.keyword_query("t", "deadlift", 5)] == ["a"]
    store.delete("t", ["b"])
    assert store.keyword_query("t", "squats", 5) == []
    store.delete_all("t")
    assert store.keyword_query("t", "deadlift", 5) == []
    (n,) = store._conn.execute("SELECT COUNT(*) FROM keywords").fetchone()
    assert n == 0


def test_an_older_file_gets_its_keyword_index_rebuilt_once(tmp_path):
    path = tmp_path / "v.sqlite3"
    old = LocalVectorStore(path)
    old.upsert("t", [VectorRecord("a", unit(0), {"text": "knee pain", "senderName": "Sarah"})])
    with old._conn:  # what a schema-1 file looks like: keyword rows unrelated to vector rowids
        old._conn.execute("DROP TABLE keywords")
        old._conn.execute("CREATE VIRTUAL TABLE keywords USING fts5(text, trainer_id UNINDEXED, id UNINDEXED)")
        old._conn.execute("INSERT INTO keywords (rowid, text, trainer_id, id) VALUES (999, 'knee pain', 't', 'a')")
        old._conn.execute("PRAGMA user_version = 1")
    old.close()
    store = LocalVectorStore(path)
    assert [m.id for m in store.keyword_query("t", "sarah", 5)] == ["a"]
    store.delete("t", ["a"])
    assert store.keyword_query("t", "knee", 5) == []


def test_a_keyword_query_over_its_work_budget_returns_nothing_instead_of_stalling(tmp_path, monkeypatch):
    from shared.adapters.vectorstore import local

    store = LocalVectorStore(tmp_path / "v.sqlite3")
    store.upsert("t", [VectorRecord(f"r{i}", unit(i), {"text": f"squats session {i}"}) for i in range(200)])
    assert len(store.keyword_query("t", "squats", 5)) == 5
    monkeypatch.setattr(local, "KEYWORD_STEP_BUDGET", 1_000)
    assert store.keyword_query("t", "squats", 5) == []
    # The budget is per query: the connection works normally afterwards.
    monkeypatch.setattr(local, "KEYWORD_STEP_BUDGET", 200_000)
    assert len(store.keyword_query("t", "squats", 5)) == 5
    assert store.count("t") == 200
