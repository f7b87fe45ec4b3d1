"""embedMessage: the index follows Firestore through create, edit and delete."""

from __future__ import annotations


import pytest

import main
from shared.usecases import indexing
from shared.domain.documents import message_vector_id
from tests.doubles import CountingEmbedder, FailingDeleteStore
from tests.events import written_event
from tests.factories import add_client, add_message

pytestmark = pytest.mark.emulator

PATH = "chats/chat-sarah/messages/m1"


@pytest.fixture
def counting(backends):
    counter = CountingEmbedder(backends.embedder)
    backends.__dict__["embedder"] = counter
    return counter


def fire(before, after, path=PATH):
    """Deliver a trigger event through the SDK's real CloudEvent decoding."""
    main.embedMessage(written_event(path, before, after))


def vector(backends, message_id="m1", trainer="trainer-a"):
    return backends.store.fetch(trainer, [message_vector_id("chat-sarah", message_id)]).get(
        message_vector_id("chat-sarah", message_id)
    )


def test_create_update_delete_through_the_trigger(db, backends, counting):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    fire(None, {"text": "my knee hurts after squats"})
    record = vector(backends)
    assert record is not None
    meta = record.metadata
    assert meta["trainerId"] == "trainer-a"
    assert (meta["chatId"], meta["clientId"], meta["senderId"], meta["senderName"]) == (
        "chat-sarah", "sarah", "sarah", "Sarah Kim"
    )
    assert meta["text"] == "my knee hurts after squats"
    assert meta["embeddingModel"] == "all-MiniLM-L6-v2-int8-pertoken"
    assert isinstance(meta["ts"], float)

    db.document(PATH).update({"text": "knee is fine now, shoulder hurts"})
    fire({"text": "my knee hurts after squats"}, {"text": "knee is fine now, shoulder hurts"})
    assert vector(backends).metadata["text"] == "knee is fine now, shoulder hurts"
    assert backends.store.count("trainer-a") == 1

    db.document(PATH).delete()
    fire({"text": "knee is fine now, shoulder hurts"}, None)
    assert vector(backends) is None
    assert backends.store.count("trainer-a") == 0
    assert db.collection("vectorIndex").document(message_vector_id("chat-sarah", "m1")).get().get("status") == "deleted"
    assert counting.texts == 2


def test_replayed_event_is_harmless_and_unchanged_text_is_not_reembedded(db, backends, counting):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    event = written_event(PATH, None, {"text": "my knee hurts after squats"})
    main.embedMessage(event)
    main.embedMessage(event)  # at-least-once delivery: the same event again
    fire({"text": "my knee hurts after squats"}, {"text": "my knee hurts after squats", "read": True})
    assert counting.texts == 1
    assert backends.store.count("trainer-a") == 1


def test_emptied_text_removes_the_vector(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    assert indexing.sync_message(backends, "chat-sarah", "m1").outcome == "indexed"
    db.document(PATH).update({"text": "   "})
    assert indexing.sync_message(backends, "chat-sarah", "m1").outcome == "deleted"
    assert backends.store.count("trainer-a") == 0


def test_delete_arriving_before_create_leaves_nothing(db, backends):
    """Events are unordered: the index follows Firestore's state, not the event order."""
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    db.document(PATH).delete()
    fire({"text": "my knee hurts after squats"}, None)  # the delete, delivered first
    fire(None, {"text": "my knee hurts after squats"})  # the stale create, delivered late
    assert backends.store.count("trainer-a") == 0


def test_trainer_comes_from_the_chat_not_the_message(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    db.document(PATH).set({"text": "hello", "senderId": "sarah", "senderName": "Sarah", "trainerId": "trainer-b"})
    indexing.sync_message(backends, "chat-sarah", "m1")
    assert backends.store.count("trainer-a") == 1
    assert backends.store.count("trainer-b") == 0


def test_message_in_a_chat_without_owner_is_not_indexed(db, backends):
    db.document("chats/orphan/messages/m1").set({"text": "hello", "senderId": "x", "senderName": "X"})
    assert indexing.sync_message(backends, "orphan", "m1").outcome == "absent"


class FailingEmbedder(CountingEmbedder):
    def embed(self, texts):
        self.texts += len(texts)
        raise ConnectionError("embedding service down")


def test_failed_embedding_is_retried_then_recorded_without_text(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    failing = FailingEmbedder(backends.embedder)
    backends.__dict__["embedder"] = failing
    result = indexing.sync_message(backends, "chat-sarah", "m1")
    assert result.outcome == "failed" and result.error_class == "ConnectionError"
    assert failing.texts == 3  # retried before giving up
    ledger = db.collection("vectorIndex").document(message_vector_id("chat-sarah", "m1")).get().to_dict()
    assert ledger["status"] == "failed" and ledger["errorClass"] == "ConnectionError"
    assert "knee" not in str(ledger)
    assert backends.store.count("trainer-a") == 0


def test_owner_change_whose_cleanup_fails_is_finished_by_the_retry(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_message(db, "sarah", "m1", "my knee hurts after squats", "Sarah Kim")
    assert indexing.sync_message(backends, "chat-sarah", "m1").outcome == "indexed"
    db.document("chats/chat-sarah").update({"trainerId": "trainer-b"})  # the client moved to another coach
    real_store = backends.store
    backends.__dict__["store"] = FailingDeleteStore(real_store, "trainer-a")
    assert indexing.sync_message(backends, "chat-sarah", "m1").outcome == "failed"
    ledger = db.collection("vectorIndex").document(message_vector_id("chat-sarah", "m1")).get().to_dict()
    assert ledger["trainerId"] == "trainer-a"  # the old owner's copy is still to be removed
    backends.__dict__["store"] = real_store
    assert indexing.sync_message(backends, "chat-sarah", "m1").outcome == "indexed"
    assert real_store.count("trainer-a") == 0
    assert real_store.count("trainer-b") == 1
