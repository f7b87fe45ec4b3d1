"""The demo data set's profiles, notes, transcript and check-ins load, index and answer.

One test (loading the demo sources costs most of its time): every document is
indexed, a second load embeds nothing, and the demo question is answered from
a mix of source types, each with its citation.
"""

from __future__ import annotations

import pytest

import main
from demo.dataset import load_dataset, write_chats
from shared.usecases.sources.loader import load_sources

pytestmark = pytest.mark.emulator


def test_demo_sources_load_idempotently_and_answer_from_a_mix(db, backends, call_function):
    dataset = load_dataset()
    write_chats(db, {**dataset, "messages": []})
    calls: list[tuple[str, int, int]] = []
    summary = load_sources(backends, dataset, progress=lambda *a: calls.append(a))

    for kind, section in (("client_profile", "profiles"), ("session_note", "sessionNotes"), ("checkin", "checkins")):
        n = len(dataset[section])
        assert summary[kind] == {"documents": n, "indexed": n, "unchanged": 0, "failed": 0}
    assert summary["transcript"]["documents"] == len(dataset["transcripts"])
    assert summary["transcript"]["indexed"] >= 3 and summary["transcript"]["failed"] == 0
    assert calls[-1] == ("checkin", len(dataset["checkins"]), len(dataset["checkins"]))

    again = load_sources(backends, dataset)
    assert all(s["indexed"] == 0 and s["failed"] == 0 for s in again.values())

    transcript = dataset["transcripts"][0]
    trainer, client = transcript["trainerId"], transcript["clientId"]
    def search(query="Can John do deadlifts next week?", **extra):
        status, body = call_function(
            main.semanticSearch, {"query": query, "clientId": client, **extra}, uid=trainer
        )
        assert status == 200, body
        return body["result"]["results"]

    # Above the product's threshold: the session where the deadlift plan was made.
    found = search()
    assert found and found[0]["sourceType"] == "transcript_segment"
    assert found[0]["messageId"] == transcript["id"] and found[0]["startOffsetS"] is not None
    assert found[0]["citation"].startswith("[Session Nov 17, 17:")
    assert all(r["clientId"] == client for r in found)
    # Each kind is reachable by its filter, with its own citation.
    # (A question the profile answers: it names his bench press and an old back strain, not
    # deadlifts, so a profile-only search for deadlifts is refused as the notes-only one below.)
    profile = search("What is John's goal?", sourceTypes=["client_profile"])
    assert [(r["messageId"], r["citation"]) for r in profile] == [(client, "[Profile]")]
    # (His notes are about the shoulder, not deadlifts: a notes-only search for
    # deadlifts rightly finds nothing relevant.)
    assert search(sourceTypes=["session_note"]) == []
    notes = search("What happened to John's shoulder on overhead press?", sourceTypes=["session_note"])
    assert notes and all(r["citation"].startswith("[Session note ") for r in notes)
    # Unthresholded, the top 10 mixes three kinds of source (no messages loaded here).
    backends.settings.relevance_threshold = 0.0
    kinds = {r["sourceType"] for r in search(limit=10)}
    assert {"transcript_segment", "client_profile", "session_note"} <= kinds
