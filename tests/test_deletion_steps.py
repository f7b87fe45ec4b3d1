"""deleteClient in its steps (shared/usecases/deletion.py): their order and what each step deletes, no emulator.

The emulator tests (tests/test_deletion.py, test_deletion_complete.py) prove nothing of the client is left;
these pin the order the steps run in and the pieces that can be read without Firestore.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.domain.documents import message_id_of, message_vector_id
from shared.usecases import deletion


def test_a_message_vector_ids_bare_document_id():
    assert message_id_of(message_vector_id("chat-1", "m7")) == "m7"
    assert message_id_of("message:") == ""
    assert message_id_of("session_note:c1") is None
    assert message_id_of("checkin:c1:2026-11-20") is None


def test_delete_client_reads_the_footprint_first_and_sweeps_the_store_twice(monkeypatch):
    calls: list[str] = []
    found = deletion._Footprint(["chat-1", "chat-2"], [], {}, {"message:chat-1:m1", "b", "a"}, {"m1"})

    def step(name, result=None):
        def run(*args, **kwargs):
            calls.append(name)
            return result
        return run

    def delete_vectors(backends, trainer_id, ids):
        calls.append(f"delete {','.join(ids)}")
        return len(ids)

    monkeypatch.setattr(deletion, "require_client", step("require"))
    monkeypatch.setattr(deletion, "_client_footprint", step("footprint", found))
    monkeypatch.setattr(deletion, "_delete_vectors", delete_vectors)
    monkeypatch.setattr(deletion, "_sweep_vectors", step("sweep", 2))
    monkeypatch.setattr(deletion, "_delete_client_documents", step("documents", 11))
    monkeypatch.setattr(deletion, "_after_client", step("after"))

    summary = deletion.delete_client(SimpleNamespace(documents=None, db=None), "t1", "c1")

    assert calls == ["require", "footprint", "delete a,b,message:chat-1:m1", "sweep", "documents", "sweep", "after"]
    assert summary == {"vectorsDeleted": 3 + 2 + 2, "documentsDeleted": 11, "chatsDeleted": 2}


def test_a_client_not_the_callers_reads_and_deletes_nothing(monkeypatch):
    class NotFound(Exception):
        pass

    def require(*args):
        raise NotFound

    monkeypatch.setattr(deletion, "require_client", require)
    monkeypatch.setattr(deletion, "_client_footprint", lambda *a: pytest.fail("read before the client was checked"))
    with pytest.raises(NotFound):
        deletion.delete_client(SimpleNamespace(documents=None, db=None), "t1", "c1")


def test_after_the_client_the_statistics_store_roster_and_circles_in_that_order(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(deletion, "_rebuild_keyword_stats", lambda b, t: calls.append(f"stats {t}"))
    monkeypatch.setattr(deletion, "_refresh_circles", lambda b, t, c: calls.append(f"circles {t} {c}"))
    backends = SimpleNamespace(
        store=SimpleNamespace(purge=lambda: calls.append("purge")), forget_clients=lambda t: calls.append(f"forget {t}")
    )
    deletion._after_client(backends, "t1", "c1")
    assert calls == ["stats t1", "purge", "forget t1", "circles t1 c1"]


class _Snap:
    def __init__(self, path, data, exists=True):
        self.reference, self._data, self.exists = path, data, exists

    def to_dict(self):
        return self._data


class _Collection:
    """A collection's `where(...).stream()` (the equality filters read back) and `document(id).get()`."""

    def __init__(self, docs):
        self.docs, self.filters = docs, []

    def where(self, filter):
        self.filters.append((filter.field_path, filter.op_string, filter.value))
        return self

    def stream(self):
        wanted = {f: v for f, _, v in self.filters}
        self.filters = []
        return [_Snap(p, d) for p, d in self.docs.items() if all(d.get(f) == v for f, v in wanted.items())]

    def document(self, doc_id):
        path = f"col/{doc_id}"
        return SimpleNamespace(get=lambda: _Snap(path, self.docs.get(path), path in self.docs))


@pytest.mark.parametrize("keyed_owner, deleted", [("t1", {"col/n1", "col/c1"}), ("t2", {"col/n1"}), (None, {"col/n1"})])
def test_a_collections_client_documents_and_the_one_keyed_by_the_client_when_the_callers(keyed_owner, deleted):
    docs = {
        "col/n1": {"trainerId": "t1", "clientId": "c1"},
        "col/n2": {"trainerId": "t1", "clientId": "c2"},
        "col/n3": {"trainerId": "t2", "clientId": "c1"},
    }
    if keyed_owner:
        docs["col/c1"] = {"trainerId": keyed_owner}
    gone: list[str] = []
    db = SimpleNamespace(recursive_delete=lambda ref: gone.append(ref) or 1)
    assert deletion._delete_in_collection(db, _Collection(docs), "t1", "c1") == len(deleted)
    assert set(gone) == deleted
