"""The demo data set's profiles, notes, transcript and check-ins load and index cleanly."""

from __future__ import annotations

import pytest

import main
from demo.dataset import load_dataset, write_chats
from shared.chat.citations import citation_label
from shared.sources.loader import load_sources

pytestmark = pytest.mark.emulator


@pytest.fixture
def loaded(db, backends):
    dataset = load_dataset()
    write_chats(db, {**dataset, "messages": []})
    calls: list[tuple[str, int, int]] = []
    summary = load_sources(backends, dataset, progress=lambda *a: calls.append(a))
    return dataset, summary, calls


def test_every_demo_source_document_is_indexed(loaded, backends):
    dataset, summary, calls = loaded
    for kind, section in (("client_profile", "profiles"), ("session_note", "sessionNotes"), ("checkin", "checkins")):
        assert summary[kind] == {"documents": len(dataset[section]), "indexed": len(dataset[section]), "unchanged": 0, "failed": 0}
    assert summary["transcript"]["documents"] == len(dataset["transcripts"])
    assert summary["transcript"]["indexed"] >= 3 and summary["transcript"]["failed"] == 0
    assert calls[-1] == ("checkin", len(dataset["checkins"]), len(dataset["checkins"]))
    # A second load rewrites the same documents and embeds nothing.
    again = load_sources(backends, dataset)
    assert all(s["indexed"] == 0 and s["failed"] == 0 for s in again.values())


def test_demo_question_is_answered_from_profile_note_and_transcript(loaded, backends, call_function):
    dataset, _, _ = loaded
    transcript = dataset["transcripts"][0]
    trainer, client = transcript["trainerId"], transcript["clientId"]
    status, body = call_function(
        main.semanticSearch,
        {"query": "Can John do deadlifts next week given his shoulder?", "clientId": client, "limit": 20},
        uid=trainer,
    )
    assert status == 200, body
    found = body["result"]["results"]
    kinds = {r["sourceType"] for r in found}
    assert "transcript_segment" in kinds and len(kinds) >= 2, [(r["sourceType"], r["score"]) for r in found]
    segment = next(r for r in found if r["sourceType"] == "transcript_segment")
    vid = next(v for v in backends.store.fetch(trainer, [f"transcript_segment:{transcript['id']}:{i}" for i in range(40)]))
    assert citation_label(backends.store.fetch(trainer, [vid])[vid].metadata).startswith("[Session Nov 17, 17:")
    assert segment["messageId"] == transcript["id"]
