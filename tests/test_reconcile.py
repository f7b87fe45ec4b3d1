"""The self-healing index: triggers retried only for transient failures, and the
reconciliation repairing every kind in both directions (missing, stale, orphans),
incrementally, resumably, and across an embedding-model switch.

Bookkeeping tests: HashEmbedder (tests/hash_embedder.py) stands in for the model.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np
import pytest

import main
from shared.usecases import reconcile
from shared.usecases.backends import Backends
from shared.domain.documents import message_vector_id
from shared.kernel.errors import EmbeddingError
from shared.usecases.health.sync import backfill_health
from shared.usecases.indexing import LEDGER, sync_message
from shared.domain.retrieval import retrieve
from shared.usecases.sources.sync import sync_source
from shared.kernel.transient import TriggerRetry, is_transient
from shared.ports.vectorstore import VectorRecord
from tests.events import written_event
from tests.factories import add_client, add_message, chat_id_for
from tests.hash_embedder import HashEmbedder
from tests.index_truth import expected_index, index_diff

pytestmark = [pytest.mark.emulator, pytest.mark.heavy(15)]

NOW = datetime(2026, 11, 20, 12, tzinfo=timezone.utc)
WEEK = datetime(2026, 11, 9, tzinfo=timezone.utc)


class OtherModel(HashEmbedder):
    """The same vectors under another model id: a model switch, cheaply."""

    model_id = "test-hash-64-v2"


class Failing(HashEmbedder):
    def __init__(self, exc: Exception) -> None:
        self.exc = exc

    def embed(self, texts: Any) -> np.ndarray:
        raise self.exc


@pytest.fixture
def hb(settings: Any, db: Any, store: Any, monkeypatch: pytest.MonkeyPatch) -> Backends:
    """Backends with the hash embedder, also installed behind the entry points."""
    import callables

    b = Backends(settings=settings, db_override=db, embedder_override=HashEmbedder(), store_override=store)
    monkeypatch.setattr(callables, "get_backends", lambda: b)
    monkeypatch.setattr(main, "get_backends", lambda: b)
    return b


def with_embedder(b: Backends, embedder: Any) -> Backends:
    return Backends(settings=b.settings, db_override=b.db, embedder_override=embedder, store_override=b.store)


def write_sources(db: Any, trainer: str, client: str, tag: str) -> None:
    db.collection("clientProfiles").document(client).set(
        {"trainerId": trainer, "goal": f"{tag} goal marathon", "injuries": ["knee"], "updatedAt": NOW})
    db.collection("sessionNotes").document(f"note-{client}").set(
        {"trainerId": trainer, "clientId": client, "date": NOW, "author": "Coach", "text": f"{tag} squats went well"})
    db.collection("transcripts").document(f"tr-{client}").set(
        {"trainerId": trainer, "clientId": client, "startedAt": NOW, "title": "Session",
         "segments": [{"speaker": "Coach", "offsetSeconds": i * 40, "text": f"{tag} segment {i} about deadlifts"}
                      for i in range(6)]})
    db.collection("checkins").document(f"ci-{client}").set(
        {"trainerId": trainer, "clientId": client, "date": NOW, "sleepHours": 6, "stress": 7, "comment": f"{tag} tired"})
    db.collection("weeklyNotes").document(f"{client}_2026-W46").set(
        {"trainerId": trainer, "clientId": client, "isoWeek": "2026-W46", "weekStart": WEEK,
         "weekEnd": WEEK + timedelta(days=7), "text": f"Weekly summary for {client}: {tag} knee pain twice.",
         "createdAt": NOW})


def world(db: Any, b: Backends) -> None:
    """Two trainers, every kind, everything indexed by the triggers' own syncs."""
    for trainer, clients in (("coach-r", ("r1", "r2")), ("coach-s", ("s1",))):
        for c in clients:
            add_client(db, trainer, c, f"Client {c}")
            for i in range(5):
                add_message(db, c, f"m{i}", f"{c} says message {i} about sleep", f"Client {c}")
                sync_message(b, chat_id_for(c), f"m{i}")
            write_sources(db, trainer, c, "v1")
            for kind, doc in (("client_profile", c), ("session_note", f"note-{c}"), ("transcript", f"tr-{c}"),
                              ("checkin", f"ci-{c}")):
                sync_source(b, kind, doc)
            snap = db.collection("weeklyNotes").document(f"{c}_2026-W46").get()
            reconcile.reindex_weekly_note(b, snap.id, snap.to_dict())
        write_health(db, trainer, clients[0])
        backfill_health(b, trainer)


# -- triggers: retried for transient failures only ------------------------------------


def test_indexing_triggers_are_deployed_with_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    from firebase_functions.private import serving

    monkeypatch.chdir(main.__file__.rsplit("/", 1)[0])
    spec = serving.functions_as_yaml(serving.get_functions())
    for name in ("embedMessage", "embedClientProfile", "embedSessionNote", "embedTranscript", "embedCheckin"):
        assert getattr(main, name).__firebase_endpoint__.eventTrigger["retry"] is True, name
    assert spec.count("retry: true") == 5
    assert "reconcileIndex" in spec and "reconcileMyIndex" in spec


@pytest.mark.parametrize(
    ("exc", "transient"),
    [
        (TimeoutError("t"), True),
        (ConnectionError("c"), True),
        (EmbeddingError("OpenAI embeddings failed with HTTP 503"), True),
        (EmbeddingError("OpenAI embeddings failed with HTTP 429"), True),
        (EmbeddingError("OpenAI embeddings timed out"), True),
        (EmbeddingError("OpenAI embeddings failed with HTTP 400"), False),
        (EmbeddingError("OpenAI returned dimension 3, expected 64"), False),
        (ValueError("bad"), False),
    ],
)
def test_transient_classification(exc: Exception, transient: bool) -> None:
    assert is_transient(exc) is transient


def test_run_trigger_hands_back_firestore_outages_and_swallows_bugs() -> None:
    from google.api_core.exceptions import ServiceUnavailable

    from shared.usecases.triggers import run_trigger

    def outage() -> Any:
        raise ServiceUnavailable("firestore down")

    def bug() -> Any:
        raise KeyError("a bug")

    young = datetime.now(timezone.utc)
    with pytest.raises(TriggerRetry):
        run_trigger("embedMessage", young, outage)
    assert run_trigger("embedMessage", young - timedelta(hours=3), outage) is None  # too old: reconciliation's
    assert run_trigger("embedMessage", young, bug) is None  # permanent: no redelivery loop


def test_trigger_raises_for_a_transient_failure_so_the_platform_redelivers(db: Any, hb: Backends,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    add_client(db, "coach-r", "r1", "Client r1")
    add_message(db, "r1", "m0", "my knee hurts", "Client r1")
    failing = with_embedder(hb, Failing(TimeoutError("embedder timed out")))
    monkeypatch.setattr(main, "get_backends", lambda: failing)
    path = f"chats/{chat_id_for('r1')}/messages/m0"
    event = written_event(path, None, {"text": "my knee hurts"})

    with pytest.raises(TriggerRetry):
        main.embedMessage(event)
    assert db.collection(LEDGER).document(message_vector_id(chat_id_for("r1"), "m0")).get().get("status") == "failed"

    # The redelivery, once the embedder is back, indexes it.
    monkeypatch.setattr(main, "get_backends", lambda: hb)
    main.embedMessage(event)
    assert hb.store.fetch("coach-r", [message_vector_id(chat_id_for("r1"), "m0")])


def test_trigger_gives_up_cleanly_on_a_permanent_failure_or_an_old_event(db: Any, hb: Backends,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    add_client(db, "coach-r", "r1", "Client r1")
    add_message(db, "r1", "m0", "my knee hurts", "Client r1")
    path = f"chats/{chat_id_for('r1')}/messages/m0"
    vid = message_vector_id(chat_id_for("r1"), "m0")

    monkeypatch.setattr(main, "get_backends", lambda: with_embedder(hb, Failing(EmbeddingError("failed with HTTP 400"))))
    main.embedMessage(written_event(path, None, {"text": "my knee hurts"}))  # returns: no redelivery loop
    entry = db.collection(LEDGER).document(vid).get().to_dict()
    assert entry["status"] == "failed" and entry["errorClass"] == "EmbeddingError"

    # A transient failure of an event older than MAX_EVENT_AGE is left to the reconciliation.
    monkeypatch.setattr(main, "get_backends", lambda: with_embedder(hb, Failing(TimeoutError("t"))))
    old = written_event(path, None, {"text": "my knee hurts"})
    old["time"] = (datetime.now(timezone.utc) - timedelta(hours=2)).isoformat().replace("+00:00", "Z")
    main.embedMessage(old)
    assert db.collection(LEDGER).document(vid).get().get("attempts") == 2

    # Then the reconciliation retries the failed entry and recovers it.
    report = reconcile.reconcile_recent(hb, now=datetime.now(timezone.utc))
    assert report.kind("message").added == 1
    assert db.collection(LEDGER).document(vid).get().get("status") == "indexed"


def test_source_trigger_failure_is_retried_by_the_reconciliation(db: Any, hb: Backends) -> None:
    """Before: a failed profile / note / transcript / check-in embedding was never retried."""
    add_client(db, "coach-r", "r1", "Client r1")
    write_sources(db, "coach-r", "r1", "v1")
    broken = with_embedder(hb, Failing(ConnectionError("reset")))
    for kind, doc in (("client_profile", "r1"), ("session_note", "note-r1"), ("transcript", "tr-r1"), ("checkin", "ci-r1")):
        assert sync_source(broken, kind, doc).outcome == "failed"
    assert hb.store.count("coach-r") == 0
    note = db.collection("weeklyNotes").document("r1_2026-W46").get()
    assert not reconcile.reindex_weekly_note(broken, note.id, note.to_dict())  # failed, in the ledger

    report = reconcile.reconcile_recent(hb, now=datetime.now(timezone.utc))

    for kind in ("client_profile", "session_note", "transcript", "checkin", "weekly_note"):
        assert report.kind(kind).added >= 1, kind
    assert report.total("failed") == 0
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}


# -- the full pass: both directions, every kind -----------------------------------------


def damage(db: Any, b: Backends) -> dict[str, dict[str, int]]:
    """Break the index in every way a lost event can, for every kind. Returns what was broken."""
    store = b.store
    # Lost creates: documents with no vector at all.
    add_message(db, "r1", "m9", "r1 new message nobody indexed", "Client r1")
    db.collection("checkins").document("ci-new").set(
        {"trainerId": "coach-r", "clientId": "r2", "date": NOW, "stress": 3, "comment": "new check-in"})
    db.collection("weeklyNotes").document("r2_2026-W47").set(
        {"trainerId": "coach-r", "clientId": "r2", "weekStart": WEEK + timedelta(days=7), "text": "Another week."})
    # Lost edits: the document changed, the vector kept the old hash.
    db.collection("chats").document(chat_id_for("r1")).collection("messages").document("m1").update(
        {"text": "r1 edited message"})
    db.collection("sessionNotes").document("note-r1").update({"text": "edited note about the hip"})
    db.collection("weeklyNotes").document("r1_2026-W46").update({"text": "Edited weekly summary."})
    # A vector lost from the store while the ledger still says indexed.
    store.delete("coach-r", ["client_profile:r2", "transcript_segment:tr-r2:0"])
    # Lost deletes: the document is gone, its vector is not (an orphan).
    db.collection("chats").document(chat_id_for("r2")).collection("messages").document("m2").delete()
    db.collection("checkins").document("ci-r1").delete()
    db.collection("weeklyNotes").document("r2_2026-W46").delete()
    # A transcript that lost segments: the extra segment vectors are orphans.
    tr = db.collection("transcripts").document("tr-r1")
    segments = tr.get().get("segments")
    tr.update({"segments": segments[:1]})
    # A stray vector nothing in Firestore names, and one in a trainer Firestore forgot.
    vec = b.embedder.embed(["stray"])[0]
    store.upsert("coach-r", [VectorRecord("session_note:ghost", vec, {"sourceType": "session_note", "sourceId": "ghost",
                                                                     "clientId": "r1", "text": "ghost"})])
    # A copy of a live message's vector under an id that is not its own.
    store.upsert("coach-r", [VectorRecord("message:chat-r1:m0-copy", vec, {"sourceType": "message", "chatId": "chat-r1",
                                                                          "sourceId": "m0", "clientId": "r1"})])
    store.upsert("coach-gone", [VectorRecord(message_vector_id("chat-x", "m0"), vec,
                                             {"sourceType": "message", "chatId": "chat-x", "sourceId": "m0"})])
    return {}


def test_full_pass_repairs_every_kind_in_both_directions(db: Any, hb: Backends) -> None:
    world(db, hb)
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    damage(db, hb)
    before = index_diff(db, hb.store, hb.embedder.model_id)
    assert before["missing"] >= 4 and before["stale"] >= 3 and before["extra"] >= 4

    reports = {t: reconcile.reconcile_trainer(hb, t) for t in reconcile.trainers(hb)}

    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    r = reports["coach-r"]
    assert r.done
    k = r.kinds
    assert (k["message"].added, k["message"].reembedded, k["message"].orphans_removed) == (1, 1, 2)
    assert (k["checkin"].added, k["checkin"].orphans_removed) == (1, 1)
    assert k["session_note"].reembedded == 1 and k["session_note"].orphans_removed == 1  # the ghost
    assert k["client_profile"].added == 1
    # 6 lines make 2 segments; cut to 1 line, segment 0 changes and segment 1 is an orphan.
    assert (k["transcript"].added, k["transcript"].reembedded, k["transcript"].orphans_removed) == (1, 1, 1)
    assert (k["weekly_note"].added, k["weekly_note"].reembedded, k["weekly_note"].orphans_removed) == (1, 1, 1)
    assert r.total("failed") == 0
    assert reports["coach-gone"].kinds["message"].orphans_removed == 1
    assert "coach-gone" not in hb.store.trainer_ids()
    # The ledger follows: orphans marked deleted, repairs indexed.
    assert db.collection(LEDGER).document("checkin:ci-r1").get().get("status") == "deleted"
    assert db.collection(LEDGER).document("client_profile:r2").get().get("status") == "indexed"

    # Nothing left to do: a second pass checks everything and changes nothing.
    again = reconcile.reconcile_trainer(hb, "coach-r", restart=True)
    assert again.total("added") + again.total("reembedded") + again.total("orphans_removed") == 0
    assert again.kinds["message"].checked == 10 - 1 + 1  # r1: 5 + m9, r2: 5 - m2


def test_full_pass_is_resumable_from_its_checkpoint(db: Any, hb: Backends) -> None:
    world(db, hb)
    damage(db, hb)
    first = reconcile.reconcile_trainer(hb, "coach-r", time_budget_s=0.0)  # stops after its first unit
    assert not first.done
    runs = 1
    while True:
        report = reconcile.reconcile_trainer(hb, "coach-r", time_budget_s=0.0)
        runs += 1
        assert report.resumed
        if report.done:
            break
        assert runs < 100
    assert runs > len(reconcile.phases())  # really stopped and resumed many times
    reconcile.reconcile_trainer(hb, "coach-s")
    reconcile.reconcile_trainer(hb, "coach-gone")
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    # Counts accumulate across the resumed invocations.
    assert report.kinds["message"].added == 1 and report.kinds["transcript"].orphans_removed == 1


def test_a_checkpoint_resumes_at_its_phase_by_name_when_the_numbers_moved(db: Any, hb: Backends) -> None:
    world(db, hb)
    damage(db, hb)
    # A checkpoint whose number points elsewhere (a kind installed since it was saved): the name wins.
    db.collection("reconcileRuns").document("full__coach-r").set(
        {"trainerId": "coach-r", "status": "running", "embeddingModel": hb.embedder.model_id, "phase": 0,
         "phaseName": "orphans", "cursor": None, "kinds": {}, "elapsedS": 0.0})

    report = reconcile.reconcile_trainer(hb, "coach-r")

    assert report.resumed and report.done
    assert report.total("checked") == 0 and report.total("orphans_removed") > 0  # only the orphans phase ran


def test_model_switch_reembeds_every_kind_before_serving(db: Any, hb: Backends) -> None:
    world(db, hb)
    new = with_embedder(hb, OtherModel())
    # The new model serves nothing until the reconciliation has run: search is scoped to the model.
    assert retrieve(new.embedder, new.store, "coach-r", "knee pain twice", 5) == []

    reports = [reconcile.reconcile_trainer(new, t) for t in ("coach-r", "coach-s")]

    entries = {**new.store.list_entries("coach-r"), **new.store.list_entries("coach-s")}
    assert {e.embedding_model for e in entries.values()} == {"test-hash-64-v2"}
    kinds = {e.source_type for e in entries.values()}
    assert kinds == {"message", "client_profile", "session_note", "transcript_segment", "checkin", "weekly_note",
                     "metric_summary", "health_goal", "lab_panel"}
    for kind in reconcile.kinds():
        assert sum(r.kinds[kind].reembedded for r in reports) > 0, kind
    assert index_diff(db, new.store, "test-hash-64-v2") == {"missing": 0, "stale": 0, "extra": 0}
    hits = retrieve(new.embedder, new.store, "coach-r", "Weekly summary for r1: v1 knee pain twice.", 3)
    assert hits and hits[0].metadata["sourceType"] == "weekly_note"


def test_model_switch_into_a_new_index_while_the_old_version_keeps_serving(db: Any, hb: Backends, tmp_path: Any) -> None:
    """docs/DEPLOY.md's procedure: the new model fills a new, empty index (a new PINECONE_INDEX, here a
    new SQLite file) by one reconciliation before the new version is deployed; the old version
    keeps answering from the old index meanwhile, untouched."""
    from shared.adapters.vectorstore.local import LocalVectorStore

    world(db, hb)
    old_entries = hb.store.list_entries("coach-r")
    new_store = LocalVectorStore(tmp_path / "new-index.sqlite3")
    new = Backends(settings=hb.settings, db_override=db, embedder_override=OtherModel(), store_override=new_store)

    reports = [reconcile.reconcile_trainer(new, t) for t in reconcile.trainers(new)]

    assert index_diff(db, new_store, "test-hash-64-v2") == {"missing": 0, "stale": 0, "extra": 0}
    for kind in reconcile.kinds():
        assert sum(r.kinds[kind].added for r in reports) > 0, kind  # every kind, weekly notes included
    assert hb.store.list_entries("coach-r") == old_entries  # the serving index was not touched
    assert retrieve(hb.embedder, hb.store, "coach-r", "r1 says message 1 about sleep", 3)
    new_store.close()


# -- the incremental pass ------------------------------------------------------------------


def test_incremental_pass_uses_a_watermark(db: Any, hb: Backends) -> None:
    world(db, hb)
    t0 = datetime.now(timezone.utc)
    first = reconcile.reconcile_recent(hb, now=t0)
    assert first.total("failed") == 0
    assert db.collection(reconcile.RUNS).document(reconcile.RECENT_RUN).get().get("watermark") == t0

    # A message written after the watermark whose trigger never ran.
    add_message(db, "r1", "m7", "r1 fresh message", "Client r1", at=t0 + timedelta(minutes=5))
    # An old message (before the watermark) whose vector vanished: not the incremental pass's job.
    hb.store.delete("coach-r", [message_vector_id(chat_id_for("r2"), "m0")])

    second = reconcile.reconcile_recent(hb, now=t0 + timedelta(hours=1))
    assert second.kind("message").added == 1
    assert hb.store.fetch("coach-r", [message_vector_id(chat_id_for("r1"), "m7")])
    assert second.kind("message").checked < 5  # not a scan of every message
    assert index_diff(db, hb.store, hb.embedder.model_id)["missing"] == 1  # the full pass's job
    reconcile.reconcile_trainer(hb, "coach-r")
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}


def test_incremental_pass_out_of_budget_resumes_from_where_it_stopped(db: Any, hb: Backends) -> None:
    add_client(db, "coach-r", "r1", "Client r1")
    t0 = datetime.now(timezone.utc)
    reconcile.reconcile_recent(hb, now=t0)  # sets the watermark
    for i in range(5):  # five lost creates, a minute apart, after the watermark
        add_message(db, "r1", f"n{i}", f"lost create {i}", "Client r1", at=t0 + timedelta(minutes=1 + i))

    stopped = reconcile.reconcile_recent(hb, now=t0 + timedelta(hours=1), time_budget_s=0.0)

    assert not stopped.done and stopped.kind("message").added == 0
    mark = db.collection(reconcile.RUNS).document(reconcile.RECENT_RUN).get().get("watermark")
    assert mark == t0 + timedelta(minutes=1)  # the oldest document it did not reach, not "now"
    resumed = reconcile.reconcile_recent(hb, now=t0 + timedelta(hours=2))
    assert resumed.done and resumed.kind("message").added == 5
    assert index_diff(db, hb.store, hb.embedder.model_id)["missing"] == 0


def test_scheduled_run_does_recent_then_due_full_passes(db: Any, hb: Backends) -> None:
    world(db, hb)
    damage(db, hb)
    main.reconcileIndex.__wrapped__(None)  # what Cloud Scheduler runs hourly
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    assert main.reconcileIndex.__firebase_endpoint__.scheduleTrigger["schedule"] == "every 60 minutes"
    # Within FULL_PASS_INTERVAL the full passes are not due again.
    out = reconcile.run_scheduled(hb, time_budget_s=60)
    assert out["full"] == {}


# -- the trainer-scoped callable -------------------------------------------------------------


def test_callable_repairs_only_the_callers_index(db: Any, hb: Backends, call_function: Any) -> None:
    world(db, hb)
    damage(db, hb)
    s_before = dict(hb.store.list_entries("coach-s"))
    hb.store.delete("coach-s", [message_vector_id(chat_id_for("s1"), "m0")])

    status, body = call_function(main.reconcileMyIndex, {}, uid="coach-r")

    assert status == 200, body
    result = body["result"]
    assert result["done"] is True and result["kinds"]["transcript"]["orphansRemoved"] == 1
    assert set(result["kinds"]) == set(reconcile.kinds())
    # coach-s's missing vector is still missing: the callable touched only the caller.
    assert set(hb.store.list_entries("coach-s")) == set(s_before) - {message_vector_id(chat_id_for("s1"), "m0")}
    assert call_function(main.reconcileMyIndex, {"trainerId": "coach-s"}, uid="coach-r")[0] == 400
    assert call_function(main.reconcileMyIndex, {}, uid=None)[0] == 401
    want = expected_index(db, hb.embedder.model_id)["coach-r"]
    assert {i: e.content_hash for i, e in hb.store.list_entries("coach-r").items()} == want


def test_full_pass_through_the_pinecone_adapter(db: Any, settings: Any, pinecone_standin: Any) -> None:  # noqa: F811
    """The production store: listing by `list` pages + `fetch`, repairs and orphan deletes over HTTP."""
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=HashEmbedder.dimension, max_attempts=1)
    b = Backends(settings=settings, db_override=db, embedder_override=HashEmbedder(), store_override=store)
    world(db, b)
    damage(db, b)
    assert sum(index_diff(db, store, b.embedder.model_id).values()) > 0

    reports = {t: reconcile.reconcile_trainer(b, t) for t in reconcile.trainers(b)}

    assert index_diff(db, store, b.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    assert reports["coach-r"].kinds["weekly_note"].orphans_removed == 1
    assert pinecone_standin.vector_count("coach-gone") == 0
    store.close()


# -- health records: derived from documents, backfilled and reconciled like every kind ---------


def write_health(db: Any, trainer: str, client: str, stamp: datetime | None = None) -> None:
    """Two weeks of weight readings, a goal and a one-day lab panel, written straight to Firestore (no trigger)."""
    times = {} if stamp is None else {"createdAt": stamp, "updatedAt": stamp}
    for i, (value, at) in enumerate(((72.0, WEEK + timedelta(days=1)), (71.4, WEEK + timedelta(days=3)),
                                     (70.9, WEEK + timedelta(days=8)))):
        db.collection("healthMetrics").document(f"w-{client}-{i}").set(
            {"trainerId": trainer, "clientId": client, "type": "weight", "value": value, "unit": "kg",
             "recordedAt": at, **times})
    db.collection("healthGoals").document(f"g-{client}").set(
        {"trainerId": trainer, "clientId": client, "metric": "weight", "target": 68, "unit": "kg", "status": "active",
         **times})
    db.collection("labResults").document(f"l-{client}").set(
        {"trainerId": trainer, "clientId": client, "biomarker": "Ferritin", "value": 12, "unit": "ng/mL",
         "referenceLow": 15, "referenceHigh": 150, "panelDate": WEEK + timedelta(days=2), **times})


HEALTH_IDS = {"metric_summary:r1:weight:2026-W46", "metric_summary:r1:weight:2026-W47", "health_goal:g-r1",
              "lab_panel:r1:20261111"}
HEALTH_KINDS = ("metric_summary", "health_goal", "lab_panel")


def health(report: reconcile.ReconcileReport) -> reconcile.KindCounts:
    """The report's counts of the three health kinds, added up."""
    return reconcile.KindCounts(*(sum(getattr(report.kind(k), f) for k in HEALTH_KINDS)
                                  for f in reconcile.KindCounts.__dataclass_fields__))


def test_backfill_indexes_health_records_written_without_their_trigger(db: Any, hb: Backends) -> None:
    from shared.usecases.backfill import backfill

    add_client(db, "coach-r", "r1", "Client r1")
    add_client(db, "coach-s", "s1", "Client s1")
    write_health(db, "coach-r", "r1")
    write_health(db, "coach-s", "s1")
    assert hb.store.count("coach-r") == 0

    summary = backfill(hb, "coach-r")

    assert summary.done and (summary.health_records, summary.health_indexed) == (4, 4)
    assert set(hb.store.list_entries("coach-r")) == HEALTH_IDS
    assert hb.store.count("coach-s") == 0  # the caller's records only
    assert db.collection(LEDGER).document("lab_panel:r1:20261111").get().get("status") == "indexed"
    # Run again: the same text under the same model is not re-embedded.
    again = backfill(hb, "coach-r", run_id="second")
    assert (again.health_records, again.health_indexed) == (4, 0)
    # A model switch re-embeds the health records too.
    switched = backfill(with_embedder(hb, OtherModel()), "coach-r")
    assert switched.health_indexed == 4
    assert {e.embedding_model for e in hb.store.list_entries("coach-r").values()} == {OtherModel.model_id}


def test_full_pass_indexes_and_repairs_health_records_and_keeps_live_ones(db: Any, hb: Backends) -> None:
    add_client(db, "coach-r", "r1", "Client r1")
    write_health(db, "coach-r", "r1")  # no trigger ran

    first = reconcile.reconcile_trainer(hb, "coach-r")

    assert first.done and health(first).added == 4 and health(first).orphans_removed == 0
    assert set(hb.store.list_entries("coach-r")) == HEALTH_IDS
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    # A second pass finds the live health vectors backed: none is taken for an orphan.
    steady = reconcile.reconcile_trainer(hb, "coach-r", restart=True)
    assert (health(steady).checked, steady.total("added"), steady.total("orphans_removed")) == (4, 0, 0)

    # Lost events: an edited reading (week W46 stale, and its goal's latest reading unchanged), a deleted lab
    # result (its panel is an orphan), a vector lost while the ledger says indexed, a stray goal vector.
    db.collection("healthMetrics").document("w-r1-1").update({"value": 70.2})
    db.collection("labResults").document("l-r1").delete()
    hb.store.delete("coach-r", ["health_goal:g-r1"])
    vec = hb.embedder.embed(["stray"])[0]
    hb.store.upsert("coach-r", [VectorRecord("health_goal:gone", vec, {"sourceType": "health_goal", "sourceId": "gone",
                                                                      "clientId": "r1"})])
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 1, "stale": 2, "extra": 2}

    repaired = reconcile.reconcile_trainer(hb, "coach-r", restart=True)

    h = health(repaired)
    assert (h.added, h.reembedded, h.orphans_removed, h.failed) == (1, 2, 2, 0)
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
    assert db.collection(LEDGER).document("lab_panel:r1:20261111").get().get("status") == "deleted"
    assert "70.2" in hb.store.fetch("coach-r", ["metric_summary:r1:weight:2026-W46"])[
        "metric_summary:r1:weight:2026-W46"].metadata["text"]


def test_incremental_pass_indexes_health_documents_whose_trigger_was_lost(db: Any, hb: Backends) -> None:
    now = datetime.now(timezone.utc)
    add_client(db, "coach-r", "r1", "Client r1")
    write_health(db, "coach-r", "r1", stamp=now)

    report = reconcile.reconcile_recent(hb, now=now + timedelta(minutes=1))

    assert health(report).added == 4 and health(report).failed == 0
    assert set(hb.store.list_entries("coach-r")) == HEALTH_IDS
    assert index_diff(db, hb.store, hb.embedder.model_id) == {"missing": 0, "stale": 0, "extra": 0}
