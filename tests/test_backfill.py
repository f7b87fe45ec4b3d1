"""Backfill: batched, resumable, idempotent, retries failures, re-embeds on a model switch."""

from __future__ import annotations

import numpy as np
import pytest

import main
from shared.usecases import backfill as bf
from shared.domain.documents import message_vector_id
from shared.usecases.indexing import LEDGER, sync_message
from tests.doubles import CountingEmbedder
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator


def seed(db, trainer="trainer-a", clients=("c1", "c2", "c3"), per_client=7):
    ids = []
    for c in clients:
        add_client(db, trainer, f"{trainer}-{c}", f"Client {c}")
        for i in range(per_client):
            mid = f"m{i:02d}"
            add_message(db, f"{trainer}-{c}", mid, f"message {i} from {c} about squats and sleep", f"Client {c}")
            ids.append(message_vector_id(chat_id_for(f"{trainer}-{c}"), mid))
    return ids


def ledger_statuses(db, trainer):
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(LEDGER).where(filter=FieldFilter("trainerId", "==", trainer))
    return {s.id: s.get("status") for s in query.stream()}


def test_backfill_indexes_everything_in_batches_and_is_idempotent(db, backends, embedder):
    ids = seed(db)
    seed(db, trainer="trainer-b", clients=("x",), per_client=4)
    counting = CountingEmbedder(embedder)
    backends.__dict__["embedder"] = counting
    seen = []
    summary = bf.backfill(backends, "trainer-a", batch_size=5, progress=lambda s: seen.append(s.scanned))

    assert summary.done and summary.scanned == 21 and summary.embedded == 21 and summary.failed == 0
    assert counting.calls == 6  # 3 chats x ceil(7/5) pages: one embed call per page
    assert backends.store.count("trainer-a") == 21
    assert set(backends.store.fetch("trainer-a", ids)) == set(ids)
    assert backends.store.count("trainer-b") == 0  # only the named trainer
    assert set(ledger_statuses(db, "trainer-a").values()) == {"indexed"}
    assert seen == sorted(seen) and seen[-1] == 21
    record = backends.store.fetch("trainer-a", ids[:1])[ids[0]]
    assert record.metadata["embeddingModel"] == embedder.model_id and record.metadata["clientId"] == "trainer-a-c1"

    again = bf.backfill(backends, "trainer-a", batch_size=5)
    assert again.embedded == 0 and again.unchanged == 21 and counting.calls == 6
    assert backends.store.count("trainer-a") == 21


def test_backfill_and_trigger_write_the_same_ledger_and_metadata(db, backends):
    seed(db, clients=("c1",), per_client=2)
    vid = message_vector_id(chat_id_for("trainer-a-c1"), "m00")
    bf.backfill(backends, "trainer-a")
    by_backfill = db.collection(LEDGER).document(vid).get().to_dict()
    meta_backfill = backends.store.fetch("trainer-a", [vid])[vid].metadata
    db.collection(LEDGER).document(vid).delete()
    assert sync_message(backends, chat_id_for("trainer-a-c1"), "m00").outcome == "indexed"
    by_trigger = db.collection(LEDGER).document(vid).get().to_dict()
    meta_trigger = backends.store.fetch("trainer-a", [vid])[vid].metadata
    for entry in (by_backfill, by_trigger):
        entry.pop("updatedAt")
    assert by_backfill == by_trigger
    assert meta_backfill == meta_trigger


def test_backfill_resumes_from_its_checkpoint(db, backends, embedder):
    seed(db)
    counting = CountingEmbedder(embedder)
    backends.__dict__["embedder"] = counting
    first = bf.backfill(backends, "trainer-a", batch_size=3, max_batches=4)
    assert not first.done and first.scanned == 10  # chat 1: 3+3+1, chat 2: 3
    run = db.collection(bf.RUNS).document(first.run_id).get().to_dict()
    assert run["status"] == "running" and run["messageCursor"] == "m02"
    assert "text" not in str(run) or "squats" not in str(run)

    second = bf.backfill(backends, "trainer-a", batch_size=3)
    assert second.resumed and second.done
    assert second.scanned == 21 and second.embedded == 21 and second.unchanged == 0  # nothing done twice
    assert counting.texts == 21
    assert backends.store.count("trainer-a") == 21
    assert db.collection(bf.RUNS).document(first.run_id).get().get("status") == "done"


class FailingEmbedder(CountingEmbedder):
    def __init__(self, inner, fail_when):
        super().__init__(inner)
        self.fail_when = fail_when

    def embed(self, texts):
        if any(self.fail_when(t) for t in texts):
            raise ConnectionError("embedding service down")
        return super().embed(texts)


def test_failed_batches_are_recorded_then_retried(db, backends, embedder, monkeypatch):
    from shared.usecases import indexing

    monkeypatch.setattr(bf, "_retry", lambda f: f)  # no backoff sleeps in a unit test
    monkeypatch.setattr(indexing, "_retry", lambda f: f)
    seed(db)
    backends.__dict__["embedder"] = FailingEmbedder(embedder, lambda t: "from c2" in t)
    summary = bf.backfill(backends, "trainer-a", batch_size=10)
    assert summary.failed == 7 and summary.embedded == 14
    failed = {k: v for k, v in ledger_statuses(db, "trainer-a").items() if v == "failed"}
    assert len(failed) == 7
    entry = db.collection(LEDGER).document(next(iter(failed))).get().to_dict()
    assert entry["errorClass"] == "ConnectionError" and "squats" not in str(entry)

    skip = bf.backfill(backends, "trainer-a", batch_size=10, retry_failed=False, run_id="no-retry")
    assert skip.skipped == 7 and skip.embedded == 0

    backends.__dict__["embedder"] = CountingEmbedder(embedder)
    healed = bf.backfill(backends, "trainer-a", batch_size=10)
    assert healed.embedded == 7 and healed.unchanged == 14
    assert set(ledger_statuses(db, "trainer-a").values()) == {"indexed"}
    assert backends.store.count("trainer-a") == 21


def test_failed_delete_is_retried_by_the_final_pass(db, backends):
    seed(db, clients=("c1",), per_client=2)
    bf.backfill(backends, "trainer-a")
    chat = chat_id_for("trainer-a-c1")
    vid = message_vector_id(chat, "m00")
    db.collection("chats").document(chat).collection("messages").document("m00").delete()
    db.collection(LEDGER).document(vid).update({"status": "failed", "errorClass": "TimeoutError"})
    summary = bf.backfill(backends, "trainer-a")
    assert summary.retried == 1 and summary.recovered == 1
    assert backends.store.fetch("trainer-a", [vid]) == {}
    assert db.collection(LEDGER).document(vid).get().get("status") == "deleted"


def test_switching_models_re_embeds_and_never_mixes_spaces(db, backends, embedder):
    ids = seed(db, clients=("c1",), per_client=3)
    bf.backfill(backends, "trainer-a")
    other = CountingEmbedder(embedder, model_id="other-model-v2")
    backends.__dict__["embedder"] = other
    summary = bf.backfill(backends, "trainer-a")
    assert summary.embedded == 3 and summary.unchanged == 0 and other.texts == 3
    models = {r.metadata["embeddingModel"] for r in backends.store.fetch("trainer-a", ids).values()}
    assert models == {"other-model-v2"} and backends.store.count("trainer-a") == 3


def test_message_edited_during_the_page_is_reconciled(db, backends, embedder):
    seed(db, clients=("c1",), per_client=2)
    chat = chat_id_for("trainer-a-c1")
    ref = db.collection("chats").document(chat).collection("messages").document("m01")

    class EditingEmbedder(CountingEmbedder):
        def embed(self, texts):
            if self.calls == 0:  # the trainer's app edits m01 while the page is embedded
                ref.update({"text": "edited: rest day tomorrow"})
            return super().embed(texts)

    backends.__dict__["embedder"] = EditingEmbedder(embedder)
    bf.backfill(backends, "trainer-a")
    vid = message_vector_id(chat, "m01")
    assert backends.store.fetch("trainer-a", [vid])[vid].metadata["text"] == "edited: rest day tomorrow"


def test_oversized_message_is_bounded_and_does_not_break_its_batch(db, backends):
    seed(db, clients=("c1",), per_client=3)
    huge = "my knee hurts " * 60_000  # ~840 KB, close to Firestore's 1 MiB document limit
    add_message(db, "trainer-a-c1", "m-huge", huge, "Client c1")
    summary = bf.backfill(backends, "trainer-a", batch_size=10)
    assert summary.embedded == 4 and summary.failed == 0
    vid = message_vector_id(chat_id_for("trainer-a-c1"), "m-huge")
    record = backends.store.fetch("trainer-a", [vid])[vid]
    assert len(record.metadata["text"]) <= 2000  # metadata text bound (shared/ports/vectorstore.py)
    assert np.isclose(np.linalg.norm(record.values), 1.0, atol=1e-3)
    # A single huge edit through the trigger path is bounded the same way.
    add_message(db, "trainer-a-c1", "m-huge2", "x" * 900_000, "Client c1")
    assert sync_message(backends, chat_id_for("trainer-a-c1"), "m-huge2").outcome == "indexed"


def test_backfill_callable_covers_only_the_callers_history(db, backends, call_function):
    seed(db)
    seed(db, trainer="trainer-b", clients=("x",), per_client=4)
    status, body = call_function(main.backfillEmbeddings, {"batchSize": 8}, uid="trainer-b")
    assert status == 200, body
    assert body["result"]["done"] is True and body["result"]["embedded"] == 4
    assert backends.store.count("trainer-b") == 4 and backends.store.count("trainer-a") == 0
    status, body = call_function(main.backfillEmbeddings, {"batchSize": 0}, uid="trainer-b")
    assert status == 400 and body["error"]["status"] == "INVALID_ARGUMENT"
    status, body = call_function(main.backfillEmbeddings, {"trainerId": "trainer-a"}, uid="trainer-b")
    assert status == 400
    status, body = call_function(main.backfillEmbeddings, {}, uid=None)
    assert status == 401


def test_count_messages_for_a_progress_bar(db, backends):
    seed(db)
    assert bf.count_messages(backends, "trainer-a") == 21
    assert bf.count_messages(backends) == 21


def test_scheduled_retry_of_failed_entries(db, backends, embedder, monkeypatch):
    from shared.usecases import indexing

    monkeypatch.setattr(indexing, "_retry", lambda f: f)
    seed(db, clients=("c1",), per_client=3)
    backends.__dict__["embedder"] = FailingEmbedder(embedder, lambda t: "message 1 " in t)
    outcomes = [sync_message(backends, chat_id_for("trainer-a-c1"), f"m{i:02d}").outcome for i in range(3)]
    assert outcomes == ["indexed", "failed", "indexed"]
    backends.__dict__["embedder"] = embedder
    summary = bf.retry_failed(backends)
    assert (summary.retried, summary.recovered) == (1, 1)
    assert set(ledger_statuses(db, "trainer-a").values()) == {"indexed"}
    assert backends.store.count("trainer-a") == 3
    assert bf.retry_failed(backends).retried == 0
    # The hourly entry point (functions/main.py) is reconcileIndex, whose incremental
    # pass retries failed entries of every kind (tests/test_reconcile.py).
    assert main.reconcileIndex.__firebase_endpoint__.scheduleTrigger["schedule"] == "every 60 minutes"
    backends.__dict__["embedder"] = FailingEmbedder(embedder, lambda t: "message 2 " in t)
    db.collection("chats").document(chat_id_for("trainer-a-c1")).collection("messages").document("m02").update(
        {"text": "message 2 edited"})
    assert sync_message(backends, chat_id_for("trainer-a-c1"), "m02").outcome == "failed"
    backends.__dict__["embedder"] = embedder
    main.reconcileIndex.__wrapped__(None)
    assert set(ledger_statuses(db, "trainer-a").values()) == {"indexed"}
