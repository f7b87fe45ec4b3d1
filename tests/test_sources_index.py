"""Sources beyond chat, end to end on the Firestore emulator.

Each source type: write → trigger → searchable (sourceTypes filter) → cited →
deleted → gone. Plus per-client scoping, isolation across trainers, profile
re-render, transcript shortening, ownership checks and uploadTranscript.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest

import main
from shared.domain.citations import citation_label
from shared.usecases.sources.sync import sync_source
from tests.doubles import CountingEmbedder, FailingDeleteStore
from tests.events import written_event
from tests.factories import add_client, add_message, chat_id_for
from shared.usecases import indexing

pytestmark = pytest.mark.emulator

TRIGGERS = {
    "client_profile": ("clientProfiles", main.embedClientProfile),
    "session_note": ("sessionNotes", main.embedSessionNote),
    "transcript": ("transcripts", main.embedTranscript),
    "checkin": ("checkins", main.embedCheckin),
}

PROFILE = {
    "trainerId": "trainer-a",
    "clientId": "john",
    "age": 35,
    "goal": "weight loss 95 to 85 kg by March",
    "dietaryRestrictions": ["lactose intolerant"],
    "injuries": ["prior lower-back strain"],
    "notes": "Desk job, trains early mornings.",
}
NOTE = {
    "trainerId": "trainer-a",
    "clientId": "john",
    "date": datetime(2026, 11, 17, tzinfo=timezone.utc),
    "author": "Maya Lopez",
    "text": "Trap-bar deadlifts from blocks at 80 kg, back felt fine. Progress to floor pulls next week if pain-free.",
}
CHECKIN = {
    "trainerId": "trainer-a",
    "clientId": "john",
    "date": datetime(2026, 11, 14, tzinfo=timezone.utc),
    "sleepHours": 5.5,
    "stress": 8,
    "adherencePct": 60,
    "comment": "Terrible sleep, work deadline, skipped two workouts.",
}
TRANSCRIPT = {
    "trainerId": "trainer-a",
    "clientId": "john",
    "startedAt": datetime(2026, 11, 20, 14, 32, tzinfo=timezone.utc),
    "title": "Deadlift check",
    "segments": [
        {"speaker": "Coach", "offsetSeconds": 0, "text": "How does the lower back feel when you hinge?"},
        {"speaker": "John", "offsetSeconds": 6, "text": "A bit stiff in the morning but no sharp pain when I deadlift. " * 5},
        {"speaker": "Coach", "offsetSeconds": 180, "text": "Great. Let's talk about your shopping list and protein intake instead. " * 5},
        {"speaker": "John", "offsetSeconds": 400, "text": "I buy chicken, rice, lactose-free yoghurt and oats."},
    ],
}
DOCS = {"client_profile": ("john", PROFILE), "session_note": ("note1", NOTE), "checkin": ("ci1", CHECKIN), "transcript": ("tr1", TRANSCRIPT)}


@pytest.fixture
def counting(backends):
    counter = CountingEmbedder(backends.embedder)
    backends.__dict__["embedder"] = counter
    return counter


def seed_clients(db):
    add_client(db, "trainer-a", "john", "John Reyes")
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")


def write(db, kind: str, doc_id: str, data: dict[str, Any] | None) -> None:
    """Write (or delete, for None) a source document and deliver its trigger event."""
    collection, trigger = TRIGGERS[kind]
    ref = db.collection(collection).document(doc_id)
    before = ref.get().to_dict()
    if data is None:
        ref.delete()
    else:
        ref.set(data)
    flat = lambda d: None if d is None else {k: v for k, v in d.items() if not isinstance(v, (list, dict))}
    trigger(written_event(f"{collection}/{doc_id}", flat(before), flat(data)))


def search(call_function, uid: str, query: str, **extra) -> tuple[int, dict]:
    return call_function(main.semanticSearch, {"query": query, "limit": 50, **extra}, uid=uid)


def results(call_function, uid, query, **extra) -> list[dict]:
    status, body = search(call_function, uid, query, **extra)
    assert status == 200, body
    return body["result"]["results"]


def ledger(db, vector_id: str) -> dict:
    return db.collection("vectorIndex").document(vector_id).get().to_dict() or {}


EXPECTED = {
    "client_profile": ("client_profile:john", "john", "[Profile]", "lactose intolerant"),
    "session_note": ("session_note:note1", "note1", "[Session note Nov 17, 2026, Maya Lopez]", "Trap-bar deadlifts"),
    "checkin": ("checkin:ci1", "ci1", "[Check-in Nov 14]", "stress 8/10"),
    "transcript": ("transcript_segment:tr1:0", "tr1", "[Session Nov 20, 14:32\u201314:32, Coach, John]", "no sharp pain"),
}


@pytest.mark.parametrize("kind", ["client_profile", "session_note", "checkin", "transcript"])
def test_each_source_type_round_trips(db, backends, call_function, kind):
    seed_clients(db)
    backends.settings.relevance_threshold = 0.0
    doc_id, data = DOCS[kind]
    vector_id, source_id, label, snippet = EXPECTED[kind]
    source_type = "transcript_segment" if kind == "transcript" else kind

    write(db, kind, doc_id, data)
    assert ledger(db, vector_id)["status"] == "indexed"

    found = results(call_function, "trainer-a", "John's lower back and deadlifts", sourceTypes=[source_type])
    assert found and {r["sourceType"] for r in found} == {source_type}
    hit = next(r for r in found if snippet in r["text"])
    assert hit["messageId"] == source_id and hit["clientId"] == "john" and hit["chatId"] is None
    assert hit["citation"] == label
    if kind == "transcript":
        assert (hit["startOffsetS"], hit["endOffsetS"]) == (0.0, 26.6)

    # Everything a citation needs is in the vector's metadata.
    metadata = backends.store.fetch("trainer-a", [vector_id])[vector_id].metadata
    assert citation_label(metadata) == label
    assert metadata["trainerId"] == "trainer-a" and metadata["embeddingModel"] == backends.embedder.model_id

    # Messages are not returned under a source filter, and sources not under "message".
    add_message(db, "john", "m1", "My lower back is sore after deadlifts", "John Reyes")
    indexing.sync_message(backends, chat_id_for("john"), "m1")
    only_messages = results(call_function, "trainer-a", "lower back deadlifts", sourceTypes=["message"])
    assert [r["messageId"] for r in only_messages] == ["m1"]

    write(db, kind, doc_id, None)
    assert ledger(db, vector_id)["status"] == "deleted"
    assert backends.store.fetch("trainer-a", [vector_id]) == {}
    assert results(call_function, "trainer-a", "John's lower back and deadlifts", sourceTypes=[source_type]) == []


def test_a_question_is_answered_from_a_mix_of_sources(db, backends, call_function):
    seed_clients(db)
    for kind, (doc_id, data) in DOCS.items():
        write(db, kind, doc_id, data)
    add_message(db, "john", "m1", "my lower back is sore after yesterday's deadlifts", "John Reyes")
    indexing.sync_message(backends, chat_id_for("john"), "m1")
    found = results(call_function, "trainer-a", "Can John do deadlifts with his lower back?", clientId="john")
    kinds = {r["sourceType"] for r in found}
    assert {"message", "session_note", "transcript_segment"} <= kinds, [(r["sourceType"], r["score"]) for r in found]


def test_client_filter_and_foreign_client_is_not_found(db, backends, call_function):
    seed_clients(db)
    backends.settings.relevance_threshold = 0.0
    write(db, "checkin", "ci1", CHECKIN)
    write(db, "checkin", "ci2", {**CHECKIN, "clientId": "sarah", "comment": "Slept badly, stressed at work."})
    write(db, "checkin", "ci3", {**CHECKIN, "trainerId": "trainer-b", "clientId": "sam"})
    by_client = {r["messageId"] for r in results(call_function, "trainer-a", "bad sleep and stress", clientId="sarah")}
    assert by_client == {"ci2"}
    all_mine = {r["messageId"] for r in results(call_function, "trainer-a", "bad sleep and stress")}
    assert all_mine == {"ci1", "ci2"}  # both clients of trainer-a, never trainer-b's
    assert {r["messageId"] for r in results(call_function, "trainer-b", "bad sleep and stress")} == {"ci3"}
    foreign = search(call_function, "trainer-a", "sleep", clientId="sam")
    unknown = search(call_function, "trainer-a", "sleep", clientId="nobody")
    assert foreign[0] == 404 and foreign[1]["error"]["status"] == "NOT_FOUND"
    assert foreign == unknown


@pytest.mark.parametrize("bad", [["profile"], ["message", "email"], "message", [1]])
def test_unknown_source_types_are_invalid_argument(db, backends, call_function, bad):
    status, body = search(call_function, "trainer-a", "sleep", sourceTypes=bad)
    assert status == 400 and body["error"]["status"] == "INVALID_ARGUMENT"


def test_profile_rerendered_on_change_and_unchanged_save_not_reembedded(db, backends, counting):
    seed_clients(db)
    write(db, "client_profile", "john", PROFILE)
    first = ledger(db, "client_profile:john")
    assert counting.texts == 1

    # Same content, new updatedAt (the app bumps it on every save): nothing embedded.
    write(db, "client_profile", "john", {**PROFILE, "updatedAt": datetime(2026, 11, 21, tzinfo=timezone.utc)})
    assert sync_source(backends, "client_profile", "john").outcome == "unchanged"
    assert counting.texts == 1

    write(db, "client_profile", "john", {**PROFILE, "injuries": ["prior lower-back strain", "left knee tendinopathy"]})
    assert counting.texts == 2
    assert ledger(db, "client_profile:john")["contentHash"] != first["contentHash"]
    text = backends.store.fetch("trainer-a", ["client_profile:john"])["client_profile:john"].metadata["text"]
    assert text.startswith("Client profile of John Reyes: age: 35 years old") and "left knee tendinopathy" in text


def test_transcript_segments_timestamps_and_shortening(db, backends, counting):
    seed_clients(db)
    write(db, "transcript", "tr1", TRANSCRIPT)
    ids = [f"transcript_segment:tr1:{i}" for i in range(4)]
    records = backends.store.fetch("trainer-a", ids)
    assert sorted(records) == ids[:3]
    spans = [(records[i].metadata["startOffsetS"], records[i].metadata["endOffsetS"]) for i in ids[:3]]
    assert spans == [(0.0, 26.6), (180.0, 203.6), (400.0, 403.4)]  # pauses are not part of a segment
    started = TRANSCRIPT["startedAt"].timestamp()
    assert [records[i].metadata["ts"] for i in ids[:3]] == [started, started + 180, started + 400]
    assert records[ids[1]].metadata["text"].startswith("Coach: Great.")  # its own lines only
    assert "no sharp pain" not in records[ids[1]].metadata["text"]
    embedded = counting.texts

    write(db, "transcript", "tr1", TRANSCRIPT)  # replayed / re-saved: nothing embedded
    assert counting.texts == embedded

    shorter = {**TRANSCRIPT, "segments": TRANSCRIPT["segments"][:2]}
    write(db, "transcript", "tr1", shorter)
    assert sorted(backends.store.fetch("trainer-a", ids)) == ids[:1]
    assert [ledger(db, i).get("status") for i in ids[:3]] == ["indexed", "deleted", "deleted"]


def test_ownership_mismatch_is_not_indexed_and_removes_earlier_vectors(db, backends):
    seed_clients(db)
    write(db, "session_note", "note1", NOTE)
    assert backends.store.count("trainer-a") == 1
    # The note now claims trainer-b, but john is trainer-a's client.
    write(db, "session_note", "note1", {**NOTE, "trainerId": "trainer-b"})
    entry = ledger(db, "session_note:note1")
    assert (entry["status"], entry["errorClass"]) == ("failed", "OwnershipMismatch")
    assert backends.store.count("trainer-a") == 0 and backends.store.count("trainer-b") == 0
    # A profile whose clientId field names another client is a mix-up too.
    write(db, "client_profile", "john", {**PROFILE, "clientId": "sarah"})
    assert ledger(db, "client_profile:john")["errorClass"] == "OwnershipMismatch"


def test_document_moving_to_another_trainer_leaves_nothing_behind(db, backends):
    seed_clients(db)
    write(db, "checkin", "ci1", CHECKIN)
    db.collection("clients").document("john").update({"trainerId": "trainer-b"})
    write(db, "checkin", "ci1", {**CHECKIN, "trainerId": "trainer-b"})
    assert backends.store.fetch("trainer-a", ["checkin:ci1"]) == {}
    assert backends.store.fetch("trainer-b", ["checkin:ci1"])["checkin:ci1"].metadata["trainerId"] == "trainer-b"
    assert ledger(db, "checkin:ci1")["trainerId"] == "trainer-b"


def test_failed_embedding_is_recorded_and_retried(db, backends):
    seed_clients(db)

    class Broken:
        model_id, dimension = backends.embedder.model_id, backends.embedder.dimension

        def embed(self, texts):
            raise ConnectionError("embedder down")

    real = backends.embedder
    backends.__dict__["embedder"] = Broken()
    db.collection("checkins").document("ci1").set(CHECKIN)
    result = sync_source(backends, "checkin", "ci1")
    assert (result.outcome, ledger(db, "checkin:ci1")["errorClass"]) == ("failed", "ConnectionError")
    backends.__dict__["embedder"] = real
    assert sync_source(backends, "checkin", "ci1").outcome == "indexed"
    assert ledger(db, "checkin:ci1")["status"] == "indexed"


def test_upload_transcript_callable_indexes_in_batches_with_progress(db, backends, call_function, counting, monkeypatch):
    seed_clients(db)
    from shared.usecases.sources import sync

    monkeypatch.setattr(sync, "EMBED_BATCH", 2)
    lines = [
        {"speaker": "Coach" if i % 2 else "John", "offsetSeconds": i * 100, "text": f"Topic {i}: " + "words " * 100}
        for i in range(5)
    ]
    payload = {"clientId": "john", "startedAt": "2026-11-20T14:32:00Z", "title": "Long session", "segments": lines}
    status, body = call_function(main.uploadTranscript, payload, uid="trainer-a")
    assert status == 200, body
    result = body["result"]
    assert (result["segmentCount"], result["indexed"], result["failed"]) == (5, 5, 0)
    assert counting.calls == 3  # 5 segments in batches of 2
    doc = db.collection("transcripts").document(result["transcriptId"]).get().to_dict()
    assert doc["trainerId"] == "trainer-a" and len(doc["segments"]) == 5
    # The trigger that follows the upload finds everything indexed already.
    assert sync_source(backends, "transcript", result["transcriptId"]).outcome == "unchanged"

    progress: list[tuple[int, int]] = []
    from shared.domain.sources.models import UploadTranscriptRequest
    from shared.usecases.sources.transcripts import upload_transcript

    upload_transcript(backends, "trainer-a", UploadTranscriptRequest.model_validate(payload), lambda d, t: progress.append((d, t)))
    assert progress == [(0, 5), (2, 5), (4, 5), (5, 5)]


@pytest.mark.parametrize(
    "payload, uid, status, code",
    [
        ({"clientId": "sam", "startedAt": "2026-11-20T14:32:00Z", "segments": [{"speaker": "C", "offsetSeconds": 0, "text": "hi"}]}, "trainer-a", 404, "NOT_FOUND"),
        ({"clientId": "john", "startedAt": "2026-11-20T14:32:00Z", "segments": []}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"clientId": "john", "startedAt": "yesterday", "segments": [{"offsetSeconds": 0, "text": "hi"}]}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"clientId": "john", "startedAt": "2026-11-20T14:32:00Z", "segments": [{"offsetSeconds": -1, "text": "hi"}]}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"clientId": "john", "trainerId": "trainer-b", "startedAt": "2026-11-20T14:32:00Z", "segments": [{"offsetSeconds": 0, "text": "hi"}]}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"clientId": "john", "startedAt": "2026-11-20T14:32:00Z", "segments": [{"offsetSeconds": 0, "text": "hi"}]}, None, 401, "UNAUTHENTICATED"),
    ],
)
def test_upload_transcript_errors(db, backends, call_function, payload, uid, status, code):
    seed_clients(db)
    got, body = call_function(main.uploadTranscript, payload, uid=uid)
    assert (got, body["error"]["status"]) == (status, code)
    assert list(db.collection("transcripts").stream()) == []


def test_backfill_syncs_every_source_and_retries_failed_entries(db, backends, counting, monkeypatch):
    from shared.usecases.sources import backfill

    seed_clients(db)
    monkeypatch.setattr(backfill, "PAGE_SIZE", 2)  # exercise the cursor
    for kind, (doc_id, data) in DOCS.items():
        db.collection(TRIGGERS[kind][0]).document(doc_id).set(data)  # written, trigger never ran
    db.collection("checkins").document("ci2").set({**CHECKIN, "comment": "Fine week."})
    db.collection("checkins").document("ci3").set({**CHECKIN, "comment": "Good sleep."})
    db.collection("checkins").document("ci-b").set({**CHECKIN, "trainerId": "trainer-b", "clientId": "sam"})
    counts = backfill.backfill_sources(backends, "trainer-a")
    assert (counts["documents"], counts["indexed"], counts["failed"]) == (6, 8, 0)  # 3 transcript segments
    assert backends.store.count("trainer-a") == 8 and backends.store.count("trainer-b") == 0

    # A delete whose trigger failed: the ledger says failed, the document is gone.
    db.collection("sessionNotes").document("note1").delete()
    db.collection("vectorIndex").document("session_note:note1").update({"status": "failed", "errorClass": "ConnectionError"})
    embedded = counting.texts
    counts = backfill.backfill_sources(backends, "trainer-a")
    assert (counts["unchanged"], counts["retried"], counts["recovered"]) == (7, 1, 1)
    assert counting.texts == embedded  # nothing re-embedded
    assert backends.store.fetch("trainer-a", ["session_note:note1"]) == {}


def test_an_edit_landing_during_a_sync_is_not_overwritten_by_the_older_copy(db, backends):
    seed_clients(db)
    db.collection("sessionNotes").document("note1").set(NOTE)

    class EditWhileEmbedding:
        """Embeds, and the first time also lets the coach save a new version meanwhile."""

        def __init__(self, inner):
            self.inner, self.edited = inner, False
            self.model_id, self.dimension = inner.model_id, inner.dimension

        def embed(self, texts):
            if not self.edited:
                self.edited = True
                db.collection("sessionNotes").document("note1").update({"text": "Deadlift postponed: back tweak."})
            return self.inner.embed(texts)

    backends.__dict__["embedder"] = EditWhileEmbedding(backends.embedder)
    sync_source(backends, "session_note", "note1")
    metadata = backends.store.fetch("trainer-a", ["session_note:note1"])["session_note:note1"].metadata
    assert metadata["text"] == "Deadlift postponed: back tweak."


def test_upload_with_an_id_is_retry_safe_and_cannot_overwrite_another_trainers(db, backends, call_function, counting):
    seed_clients(db)
    payload = {
        "transcriptId": "tr-app-1",
        "clientId": "john",
        "startedAt": "2026-11-20T14:32:00Z",
        "segments": TRANSCRIPT["segments"],
    }
    first = call_function(main.uploadTranscript, payload, uid="trainer-a")[1]["result"]
    embedded = counting.texts
    second = call_function(main.uploadTranscript, payload, uid="trainer-a")[1]["result"]
    assert first["transcriptId"] == second["transcriptId"] == "tr-app-1"
    assert (first["indexed"], second["indexed"], second["unchanged"]) == (3, 0, 3)
    assert counting.texts == embedded and len(list(db.collection("transcripts").stream())) == 1

    status, body = call_function(main.uploadTranscript, {**payload, "clientId": "sam"}, uid="trainer-b")
    assert (status, body["error"]["status"]) == (404, "NOT_FOUND")
    assert db.collection("transcripts").document("tr-app-1").get().get("trainerId") == "trainer-a"


def test_long_session_note_is_indexed_in_parts_and_shrinks_cleanly(db, backends, call_function):
    seed_clients(db)
    backends.settings.relevance_threshold = 0.0
    filler = " ".join(f"Set {i}: goblet squats to a box, controlled tempo, no knee pain reported." for i in range(30))
    long_note = {**NOTE, "text": filler + " Finally: John mentioned his sister's wedding in Lisbon next month, so he will miss two weeks."}
    write(db, "session_note", "note1", long_note)
    ids = sorted(backends.store.fetch("trainer-a", [f"session_note:note1"] + [f"session_note:note1:{i}" for i in range(1, 9)]))
    assert len(ids) >= 3 and "session_note:note1" in ids
    found = results(call_function, "trainer-a", "wedding in Lisbon", sourceTypes=["session_note"])
    assert "Lisbon" in found[0]["text"] and found[0]["messageId"] == "note1"
    assert found[0]["citation"] == "[Session note Nov 17, 2026, Maya Lopez]"

    write(db, "session_note", "note1", NOTE)  # edited back to a short note
    remaining = backends.store.fetch("trainer-a", ids)
    assert sorted(remaining) == ["session_note:note1"]
    assert all(ledger(db, i)["status"] == "deleted" for i in ids if i != "session_note:note1")


def test_loader_can_leave_indexing_to_the_triggers(db, backends):
    from shared.usecases.sources.loader import load_sources

    seed_clients(db)
    dataset = {
        "clients": [{"id": "john", "trainerId": "trainer-a"}],
        "profiles": [{"clientId": "john", "age": 35, "goal": "strength"}],
        "checkins": [{"id": "ci1", "trainerId": "trainer-a", "clientId": "john", "date": "2026-11-14", "stress": 8}],
    }
    summary = load_sources(backends, dataset, index=False)
    assert summary["client_profile"] == {"documents": 1, "indexed": 0, "unchanged": 0, "failed": 0}
    assert db.collection("clientProfiles").document("john").get().get("trainerId") == "trainer-a"
    assert db.collection("checkins").document("ci1").get().get("date") == datetime(2026, 11, 14, tzinfo=timezone.utc)
    assert backends.store.count("trainer-a") == 0
    assert load_sources(backends, dataset)["checkin"]["indexed"] == 1


def test_owner_change_with_a_failing_store_leaves_nothing_behind_after_retry(db, backends):
    seed_clients(db)
    write(db, "checkin", "ci1", CHECKIN)
    real = backends.store

    backends.__dict__["store"] = FailingDeleteStore(real)
    db.collection("clients").document("john").update({"trainerId": "trainer-b"})
    db.collection("checkins").document("ci1").set({**CHECKIN, "trainerId": "trainer-b"})
    assert sync_source(backends, "checkin", "ci1").outcome == "failed"
    assert ledger(db, "checkin:ci1")["trainerId"] == "trainer-a"  # still names where the vector is

    backends.__dict__["store"] = real
    assert sync_source(backends, "checkin", "ci1").outcome == "indexed"
    assert real.fetch("trainer-a", ["checkin:ci1"]) == {}
    assert "checkin:ci1" in real.fetch("trainer-b", ["checkin:ci1"])


def test_mismatch_with_a_failing_delete_keeps_the_owner_for_the_retry(db, backends):
    seed_clients(db)
    write(db, "checkin", "ci1", CHECKIN)
    real = backends.store

    backends.__dict__["store"] = FailingDeleteStore(real)
    db.collection("checkins").document("ci1").set({**CHECKIN, "trainerId": "trainer-b"})  # john is trainer-a's
    assert sync_source(backends, "checkin", "ci1").outcome == "failed"
    assert (ledger(db, "checkin:ci1")["trainerId"], ledger(db, "checkin:ci1")["errorClass"]) == ("trainer-a", "ConnectionError")
    backends.__dict__["store"] = real
    sync_source(backends, "checkin", "ci1")
    assert real.fetch("trainer-a", ["checkin:ci1"]) == {} and real.count("trainer-b") == 0
    assert ledger(db, "checkin:ci1")["errorClass"] == "OwnershipMismatch"
