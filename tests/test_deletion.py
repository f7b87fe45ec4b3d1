"""Deleting a message, a client or a trainer account leaves nothing behind (emulator + store scan)."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

import main
from shared.usecases import backfill as bf
from shared.domain.documents import message_vector_id
from shared.usecases.indexing import LEDGER, sync_message
from shared.ports.vectorstore import VectorRecord
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator

# What an audit record may hold: ids, action, outcome, times (shared/usecases/audit.py) — never content.
AUDIT_FIELDS = {"trainerId", "action", "clientId", "clientIdHash", "chatId", "outcome", "at", "latencyMs", "expireAt"}

NOW = datetime(2026, 11, 20, tzinfo=timezone.utc)


def all_documents(db):
    """Every document in the emulator, subcollections included: (path, data)."""
    out = []

    def walk(collection):
        for snap in collection.stream():
            out.append((snap.reference.path, snap.to_dict() or {}))
            for sub in snap.reference.collections():
                walk(sub)

    for collection in db.collections():
        walk(collection)
    # Documents that only exist as parents of subcollections ("missing" documents).
    return out


def every_record(store, trainer_id):
    """Every stored record of the trainer (listed, then fetched): no query vector, so no cap and any width."""
    return list(store.fetch(trainer_id, list(store.list_entries(trainer_id))).values())


def mentions(db, needle):
    return [(p, d) for p, d in all_documents(db) if needle in p or needle in json.dumps(d, default=str)]


def seed(db, backends, embedder):
    for trainer, clients in (("trainer-a", ("a-c1", "a-c2")), ("trainer-b", ("b-x",))):
        for c in clients:
            add_client(db, trainer, c, f"Name {c}")
            for i in range(4):
                add_message(db, c, f"m{i}", f"{c} message {i}: knee and sleep", f"Name {c}")
            # Documents other features write (shapes from shared/usecases/chat, shared/usecases/insights, shared/usecases/sources).
            for collection in ("insights", "insightAttempts", "clientProfiles", "sessionNotes", "transcripts",
                               "checkins", "weeklyNotes"):
                db.collection(collection).add({"trainerId": trainer, "clientId": c, "text": f"about {c}", "at": NOW})
            db.collection("insightLocks").document(f"{trainer}_{c}").set({"trainerId": trainer, "clientId": c})
            db.collection("notifications").add({"recipientId": trainer, "trainerId": trainer, "clientId": c})
            conv = db.collection("aiConversations").document(f"conv-{c}")
            conv.set({"trainerId": trainer, "focusClientId": c, "updatedAt": NOW})
            conv.collection("turns").add({"role": "user", "text": f"how is {c}?", "createdAt": NOW})
            # Another feature's vector for this client (a session note).
            vec = embedder.embed([f"session note for {c}"])[0]
            backends.store.upsert(
                trainer,
                [VectorRecord(f"session_note:{c}", vec, {"sourceType": "session_note", "clientId": c, "text": "note",
                                                         "embeddingModel": embedder.model_id})],
            )
        # An unfocused conversation whose answer cites the first client's message.
        conv = db.collection("aiConversations").document(f"conv-general-{trainer}")
        conv.set({"trainerId": trainer, "updatedAt": NOW})
        conv.collection("turns").add(
            {"role": "assistant", "text": "quoted", "sourceIds": [message_vector_id(chat_id_for(clients[0]), "m0")]}
        )
    db.collection("trainers").document("trainer-a").collection("settings").document("prefs").set({"tz": "UTC"})
    bf.backfill(backends)


def test_deleting_a_message_removes_its_vector(db, backends, embedder):
    seed(db, backends, embedder)
    chat, vid = chat_id_for("a-c1"), message_vector_id(chat_id_for("a-c1"), "m1")
    assert backends.store.fetch("trainer-a", [vid])
    db.collection("chats").document(chat).collection("messages").document("m1").delete()
    assert sync_message(backends, chat, "m1").outcome == "deleted"  # what embedMessage runs on delete
    assert backends.store.fetch("trainer-a", [vid]) == {}
    ledger = db.collection(LEDGER).document(vid).get().to_dict()
    assert ledger["status"] == "deleted" and "knee" not in json.dumps(ledger, default=str)


def test_delete_client_leaves_nothing_of_the_client(db, backends, embedder, call_function):
    seed(db, backends, embedder)
    call_function(main.semanticSearch, {"query": "knee", "clientId": "a-c1"}, uid="trainer-a")  # an audit record
    a_before, b_before = backends.store.count("trainer-a"), backends.store.count("trainer-b")
    docs_b_before = len(mentions(db, "b-x"))

    status, body = call_function(main.deleteClient, {"clientId": "a-c1"}, uid="trainer-a")
    assert status == 200, body
    assert body["result"]["chatsDeleted"] == 1 and body["result"]["vectorsDeleted"] == 5

    left = mentions(db, "a-c1")
    # Only audit records: the search before (kept: the audit trail outlives the client) and
    # the deletion itself; ids, action, outcome, no content.
    assert all(p.startswith("auditLog/") for p, _ in left), left
    assert sorted(d["action"] for _, d in left) == ["deleteClient", "semanticSearch"], left
    for _, d in left:
        assert set(d) <= AUDIT_FIELDS
    assert not db.collection("aiConversations").document("conv-general-trainer-a").get().exists  # cited a-c1
    remaining = every_record(backends.store, "trainer-a")
    assert remaining and not [m for m in remaining if "a-c1" in json.dumps(m.metadata) or "a-c1" in m.id]
    assert backends.store.count("trainer-a") == a_before - 5
    # The other client and the other trainer are untouched.
    assert db.collection("clients").document("a-c2").get().exists
    assert backends.store.count("trainer-b") == b_before
    assert len(mentions(db, "b-x")) == docs_b_before


def test_delete_client_answers_not_found_for_foreign_and_unknown_and_deletes_nothing(db, backends, embedder, call_function):
    seed(db, backends, embedder)
    def content(db):
        return sorted(p for p, _ in all_documents(db) if not p.startswith(("auditLog/", "rateLimits/")))

    before = content(db), backends.store.count("trainer-b")
    foreign = call_function(main.deleteClient, {"clientId": "b-x"}, uid="trainer-a")
    unknown = call_function(main.deleteClient, {"clientId": "nobody"}, uid="trainer-a")
    assert foreign == unknown and foreign[0] == 404 and foreign[1]["error"]["status"] == "NOT_FOUND"
    # Only bookkeeping was added (two audit records, the rate-limit counter).
    assert (content(db), backends.store.count("trainer-b")) == before
    assert call_function(main.deleteClient, {}, uid="trainer-a")[0] == 400
    assert call_function(main.deleteClient, {"clientId": "a-c1"}, uid=None)[0] == 401


def test_delete_trainer_account_leaves_nothing_of_the_trainer(db, backends, embedder, call_function):
    seed(db, backends, embedder)
    call_function(main.semanticSearch, {"query": "sleep"}, uid="trainer-a")
    b_vectors, b_docs = backends.store.count("trainer-b"), mentions(db, "trainer-b")
    assert call_function(main.deleteTrainerAccount, {}, uid="trainer-a")[0] == 400  # confirm required
    status, body = call_function(main.deleteTrainerAccount, {"confirm": True}, uid="trainer-a")
    assert status == 200, body
    assert body["result"]["vectorsDeleted"] == 10

    left = mentions(db, "trainer-a")
    # The audit trail survives the account (retention only): the search, the refused
    # deletion without `confirm` and the deletion.
    assert all(p.startswith("auditLog/") for p, _ in left), left
    assert sorted((d["action"], d["outcome"]) for _, d in left) == [
        ("deleteTrainerAccount", "INVALID_ARGUMENT"), ("deleteTrainerAccount", "ok"), ("semanticSearch", "ok")], left
    assert backends.store.count("trainer-a") == 0
    assert every_record(backends.store, "trainer-a") == []
    assert backends.store.count("trainer-b") == b_vectors
    assert len(mentions(db, "trainer-b")) == len(b_docs)


def test_late_delete_event_after_a_purge_writes_no_tombstone(db, backends, embedder):
    seed(db, backends, embedder)
    chat = chat_id_for("a-c2")
    from shared.usecases import deletion

    # The trigger read the ledger before the purge and writes after it.
    ledger_data = db.collection(LEDGER).document(message_vector_id(chat, "m0")).get().to_dict()
    deletion.delete_client(backends, "trainer-a", "a-c2")
    from shared.usecases.indexing import _remove

    ref = db.collection(LEDGER).document(message_vector_id(chat, "m0"))
    _remove(backends, ref, ledger_data, ref.id, None)
    assert not ref.get().exists
    assert mentions(db, "a-c2") == []


def test_after_an_embedder_of_another_width_delete_client_deletes_everything_and_nothing_is_internal(
    db, backends, embedder, call_function
):
    """docs/SECURITY.md's former known limit: the local store holds the old embedder's width and the
    deployment now embeds wider vectors, with no re-indexing in between. deleteClient answered
    INTERNAL (its sweep queried with a probe of the new width); now it needs no vector at all.
    Search and chat answer FAILED_PRECONDITION (re-index; not an outage to retry), and a trigger's write
    of the new width is refused and recorded failed, never mixed into the trainer's vectors."""
    from tests.hash_embedder import HashEmbedder

    seed(db, backends, embedder)
    a_before = backends.store.count("trainer-a")

    class Wider(HashEmbedder):
        model_id = "test-hash-wider"
        dimension = embedder.dimension + 16

    backends.__dict__["embedder"] = Wider()

    status, body = call_function(main.semanticSearch, {"query": "knee"}, uid="trainer-a")
    assert status == 400 and body["error"]["status"] == "FAILED_PRECONDITION", body
    assert "re-index" in body["error"]["message"] and "retryAfter" not in (body["error"].get("details") or {})
    status, body = call_function(main.chatWithAI, {"message": "How is the knee?"}, uid="trainer-a")
    assert status == 400 and body["error"]["status"] == "FAILED_PRECONDITION", body
    add_message(db, "a-c2", "m9", "a new message after the switch", "Name a-c2")
    assert sync_message(backends, chat_id_for("a-c2"), "m9").outcome == "failed"
    assert db.collection(LEDGER).document(message_vector_id(chat_id_for("a-c2"), "m9")).get().get(
        "errorClass") == "VectorWidthMismatch"

    status, body = call_function(main.deleteClient, {"clientId": "a-c1"}, uid="trainer-a")

    assert status == 200, body
    assert body["result"]["vectorsDeleted"] == 5
    assert backends.store.count("trainer-a") == a_before - 5
    assert not [e for e in backends.store.list_entries("trainer-a").values() if e.client_id == "a-c1" or "a-c1" in e.id]
    assert all(p.startswith("auditLog/") for p, _ in mentions(db, "a-c1"))


def test_delete_client_and_account_through_the_pinecone_adapter(db, backends, embedder, pinecone_standin):  # noqa: F811
    """The production store: vectors found by id and by the clientId sweep, namespaces emptied."""
    from shared.usecases import deletion
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, max_attempts=1)
    backends.__dict__["store"] = store
    seed(db, backends, embedder)
    assert pinecone_standin.vector_count("trainer-a") == 10

    summary = deletion.delete_client(backends, "trainer-a", "a-c1")
    assert summary["vectorsDeleted"] == 5
    assert pinecone_standin.vector_count("trainer-a") == 5
    assert all(m.metadata.get("clientId") == "a-c2" for m in every_record(store, "trainer-a"))

    deletion.delete_trainer_account(backends, "trainer-a")
    assert pinecone_standin.vector_count("trainer-a") == 0
    assert pinecone_standin.vector_count("trainer-b") == 5
    assert all(p.startswith("auditLog/") for p, _ in mentions(db, "trainer-a"))
    store.close()


def test_delete_client_removes_conversations_citing_it_in_either_id_format(db, backends, embedder):
    """Turns store vector ids; turns saved before that stored bare document ids. Both are matched."""
    from shared.usecases import deletion

    seed(db, backends, embedder)
    convs = db.collection("aiConversations")
    for conv_id, cited in (("conv-vector-id", message_vector_id(chat_id_for("a-c1"), "m2")),
                           ("conv-bare-id", "m3"),  # a-c1's message m3, as older turns stored it
                           ("conv-other", message_vector_id(chat_id_for("a-c2"), "m2"))):
        convs.document(conv_id).set({"trainerId": "trainer-a", "updatedAt": NOW})
        convs.document(conv_id).collection("turns").add({"role": "assistant", "text": "quoted", "sourceIds": [cited]})

    deletion.delete_client(backends, "trainer-a", "a-c1")

    assert not convs.document("conv-vector-id").get().exists
    assert not convs.document("conv-bare-id").get().exists
    assert convs.document("conv-other").get().exists
