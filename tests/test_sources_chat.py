"""chatWithAI answers from a mix of sources, and `sourceTypes` narrows them."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import main
from shared.usecases import indexing
from shared.usecases.sources.sync import sync_source
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator


@pytest.fixture
def mixed(db, backends):
    add_client(db, "trainer-a", "john", "John Reyes")
    add_message(db, "john", "m1", "my lower back feels tight after deadlifts", "John Reyes")
    indexing.sync_message(backends, chat_id_for("john"), "m1")
    db.collection("sessionNotes").document("n1").set(
        {
            "trainerId": "trainer-a",
            "clientId": "john",
            "date": datetime(2026, 11, 17, tzinfo=timezone.utc),
            "author": "Maya Lopez",
            "text": "Deadlifts from blocks at 80 kg, lower back felt fine. Floor pulls next week if pain-free.",
        }
    )
    sync_source(backends, "session_note", "n1")
    return backends


def ask(call_function, data):
    status, body = call_function(main.chatWithAI, data, uid="trainer-a")
    assert status == 200, body
    return body["result"]


def test_answer_cites_messages_and_session_notes_each_with_its_label(mixed, call_function):
    result = ask(call_function, {"message": "How is John's lower back with deadlifts?"})
    kinds = {s["sourceType"] for s in result["sources"]}
    assert kinds == {"message", "session_note"}
    labels = {s["sourceType"]: s["label"] for s in result["sources"]}
    assert labels["session_note"].startswith("[Session note Nov 17, 2026")
    assert "John Reyes" in labels["message"]


@pytest.mark.parametrize("only", ["session_note", "message"])
def test_source_types_filter_limits_the_sources(mixed, call_function, only):
    result = ask(call_function, {"message": "How is John's lower back with deadlifts?", "sourceTypes": [only]})
    assert result["sources"]
    assert {s["sourceType"] for s in result["sources"]} == {only}


def test_unknown_source_type_is_invalid_argument(mixed, call_function):
    status, body = call_function(
        main.chatWithAI, {"message": "How is John's back?", "sourceTypes": ["diary"]}, uid="trainer-a"
    )
    assert status == 400 and body["error"]["status"] == "INVALID_ARGUMENT"


def test_search_reads_a_named_source_as_the_chat_does(mixed, call_function):
    # "what did my notes say about…" names the kind of record that answers it: semanticSearch
    # searches those records first, and the phrase is not a topic of the question.
    status, body = call_function(main.semanticSearch, {"query": "what did my notes say about john's lower back?"},
                                 uid="trainer-a")
    assert status == 200, body
    results = body["result"]["results"]
    assert results and results[0]["sourceType"] == "session_note", results
