"""Circle assignments are written and deleted in Firestore batches of at most `BATCH` writes
(Firestore's limit), every one committed. Both go through one batching loop since h-tidy21;
tests/test_circles.py covers them on the emulator with a handful of records, this covers the
batch boundaries with a recording stand-in for the client."""

from __future__ import annotations

from typing import Any

import pytest

from shared.usecases.circles import store


class Batch:
    def __init__(self, log: list[list[tuple[str, Any]]]) -> None:
        self.writes: list[tuple[str, Any]] = []
        self.log = log

    def set(self, ref: str, data: dict[str, Any]) -> None:
        self.writes.append(("set", (ref, data)))

    def delete(self, ref: str) -> None:
        self.writes.append(("delete", ref))

    def commit(self) -> None:
        self.log.append(self.writes)


class Db:
    """Just what the store's writes use: collection(name).document(id) as a path, and batches."""

    def __init__(self) -> None:
        self.committed: list[list[tuple[str, Any]]] = []

    def batch(self) -> Batch:
        return Batch(self.committed)

    def collection(self, name: str) -> Any:
        return type("Collection", (), {"document": lambda _, doc_id: f"{name}/{doc_id}"})()


@pytest.mark.parametrize("count", [0, 1, store.BATCH, store.BATCH + 1, 2 * store.BATCH + 3])
def test_writes_go_out_in_batches_of_at_most_the_limit_all_committed(count: int) -> None:
    db = Db()
    docs = [(f"a{i}", {"n": i}) for i in range(count)]
    assert store.write_assignments(db, docs) == count
    assert all(len(batch) <= store.BATCH for batch in db.committed)
    assert [w for batch in db.committed for w in batch] == [
        ("set", (f"{store.ASSIGNMENTS}/a{i}", {"n": i})) for i in range(count)]


@pytest.mark.parametrize("count", [0, 2, store.BATCH + 1])
def test_deletes_go_out_in_batches_of_at_most_the_limit_all_committed(count: int) -> None:
    db = Db()
    assert store.delete_assignments(db, (f"a{i}" for i in range(count))) == count  # any iterable
    assert all(len(batch) <= store.BATCH for batch in db.committed)
    assert [w for batch in db.committed for w in batch] == [
        ("delete", f"{store.ASSIGNMENTS}/a{i}") for i in range(count)]
