"""The `DocumentStore` contract (shared/ports/documents.py), run against the real Firestore emulator.

The backend is what the use cases get: `Backends.documents` on the emulator's client. What is
checked is what the use cases lean on: pages that cover a query once, in order, with no empty
page; a conditional write that loses to another writer raising one of `lost()`; and `in_rounds`
running a lost round again on a fresh read, and giving up after its rounds.
"""

from __future__ import annotations

from typing import Any

import pytest

from shared.ports.documents import DocumentStore
from shared.usecases.backends import Backends
from tests.contract.conformance import declared, undeclared_methods

pytestmark = pytest.mark.emulator

NO_PAUSE = (0.0, 0.0)


@pytest.fixture
def docs(db: Any, settings: Any) -> DocumentStore:
    return Backends(settings=settings, db_override=db).documents


def seed(db: Any, collection: str, n: int) -> list[str]:
    ids = [f"d{i:02d}" for i in range(n)]
    batch = db.batch()
    for i, doc_id in enumerate(ids):
        batch.set(db.collection(collection).document(doc_id), {"n": i, "even": i % 2 == 0})
    batch.commit()
    return ids


def test_every_public_method_of_the_store_is_declared_on_the_protocol(docs):
    assert undeclared_methods(docs, DocumentStore, set()) == set()


def test_the_store_carries_its_own_client(db, docs):
    # What a use case builds its queries and batches with, from the port alone (no `db` beside it).
    assert "db" in declared(DocumentStore)
    assert docs.db is db


@pytest.mark.parametrize(("count", "size", "sizes"), [(7, 3, [3, 3, 1]), (6, 3, [3, 3]), (2, 5, [2]), (0, 3, [])])
def test_pages_cover_an_ordered_query_once_with_no_empty_page(db, docs, count, size, sizes):
    ids = seed(db, "things", count)
    got = list(docs.pages(db.collection("things").order_by("__name__"), size))
    assert [len(page) for page in got] == sizes
    assert [snap.id for page in got for snap in page] == ids


def test_pages_keep_the_querys_filter_and_field_order(db, docs):
    seed(db, "things", 9)
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection("things").where(filter=FieldFilter("even", "==", True)).order_by("n", direction="DESCENDING")
    got = [snap.to_dict()["n"] for page in docs.pages(query, 2) for snap in page]
    assert got == [8, 6, 4, 2, 0]


def test_the_reader_gets_and_finds(db, docs):
    seed(db, "things", 5)
    assert docs.get("things", "d03") == {"n": 3, "even": False}
    assert docs.get("things", "absent") is None
    found = docs.find("things", [("n", ">=", 1)], order_by="n", descending=True, limit=2)
    assert [(doc_id, data["n"]) for doc_id, data in found] == [("d04", 4), ("d03", 3)]


def test_the_reader_finds_by_a_list_member_with_other_filters(db, docs):
    # What the roster's group chats ask (tenancy.client_group_chats): the trainer's chats listing a client.
    db.collection("rooms").document("r1").set({"owner": "t1", "members": ["a", "b"]})
    db.collection("rooms").document("r2").set({"owner": "t1", "members": ["b"]})
    db.collection("rooms").document("r3").set({"owner": "t2", "members": ["a"]})
    found = docs.find("rooms", [("owner", "==", "t1"), ("members", "array_contains", "a")])
    assert [doc_id for doc_id, _ in found] == ["r1"]
    assert {doc_id for doc_id, _ in docs.find("rooms", [("members", "array_contains", "b")])} == {"r1", "r2"}


def test_the_reader_reads_a_subcollection_by_its_path(db, docs):
    # What a conversation's turns are (chat/conversations.load): the newest first, so many.
    turns = db.collection("talks").document("c1").collection("turns")
    for n in range(5):
        turns.document(f"t{n}").set({"n": n})
    db.collection("talks").document("c2").collection("turns").document("other").set({"n": 99})
    found = docs.find("talks/c1/turns", [], order_by="n", descending=True, limit=3)
    assert [(doc_id, data["n"]) for doc_id, data in found] == [("t4", 4), ("t3", 3), ("t2", 2)]
    assert docs.get("talks/c1/turns", "t1") == {"n": 1}
    assert docs.get("talks/c2/turns", "t1") is None


def test_a_new_id_is_fresh_and_writes_nothing(db, docs):
    ids = {docs.new_id("talks") for _ in range(20)}
    assert len(ids) == 20 and all(isinstance(i, str) and i for i in ids)
    assert all(docs.get("talks", i) is None for i in ids)
    assert list(db.collection("talks").stream()) == []


def test_a_write_conditional_on_a_stale_read_is_lost(db, docs):
    ref = db.collection("things").document("x")
    ref.set({"v": 0})
    read = ref.get()
    ref.update({"v": 1})  # another writer, after our read
    with pytest.raises(docs.lost()):
        ref.update({"v": 2}, option=db.write_option(last_update_time=read.update_time))
    with pytest.raises(docs.lost()):
        ref.create({"v": 3})  # read as absent elsewhere; it exists now
    assert ref.get().to_dict() == {"v": 1}


def test_in_rounds_runs_a_lost_round_again_on_a_fresh_read(db, docs):
    ref = db.collection("things").document("x")
    ref.set({"v": 0})
    rounds: list[int] = []

    def attempt() -> int:
        snap = ref.get()
        value = snap.to_dict()["v"]
        rounds.append(value)
        if len(rounds) == 1:
            ref.update({"v": 10})  # another writer between this round's read and its write
        ref.update({"v": value + 1}, option=db.write_option(last_update_time=snap.update_time))
        return value + 1

    assert docs.in_rounds(attempt, 3, NO_PAUSE, "The thing") == 11
    assert rounds == [0, 10]
    assert ref.get().to_dict() == {"v": 11}


def test_in_rounds_gives_up_after_its_rounds_and_passes_other_errors_through(db, docs):
    ref = db.collection("things").document("x")
    ref.set({"v": 0})
    rounds: list[int] = []

    def always_lost() -> None:
        snap = ref.get()
        rounds.append(1)
        ref.update({"v": len(rounds)})
        ref.update({"v": -1}, option=db.write_option(last_update_time=snap.update_time))

    with pytest.raises(Exception, match="The thing changed 3 times"):
        docs.in_rounds(always_lost, 3, NO_PAUSE, "The thing")
    assert len(rounds) == 3

    def broken() -> None:
        rounds.append(1)
        raise ValueError("not a lost write")

    rounds.clear()
    with pytest.raises(ValueError):
        docs.in_rounds(broken, 3, NO_PAUSE, "The thing")
    assert rounds == [1]
