"""Deletion is complete: after deleteClient no collection, no store and no byte of the
local store's files holds the client's words; the audit trail survives the client and
the trainer.

The data is made by the product's own code paths, not written by hand: messages and
sources through the trigger entry points (embedMessage, embedClientProfile, …), a
transcript through uploadTranscript, insights and weekly notes through the insights run,
conversations through chatWithAI, audit records through the callables. Only the
notification is written as the app writes it: no backend code creates notifications.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

import main
from shared.domain.documents import message_vector_id
from shared.usecases.insights.run import run_insights
from shared.domain.insights.settings import InsightSettings
from tests.events import written_event
from tests.factories import add_client, chat_id_for

pytestmark = pytest.mark.emulator

# What an audit record may hold: ids, action, outcome, times (shared/usecases/audit.py) — never content.
AUDIT_FIELDS = {"trainerId", "action", "clientId", "clientIdHash", "chatId", "outcome", "at", "latencyMs", "expireAt"}

NOW = datetime(2026, 11, 12, 7, 0, tzinfo=timezone.utc)  # Thursday; last full week is 2026-W45
CLIENT, NAME = "zoe-q", "Zoe Quixley"
# Words only the deleted client ever wrote (plus her surname): none may survive anywhere.
MARKERS = ("zebrafinch", "quillsmith", "quixley")

ZOE = [  # (message id, text, days before NOW)
    ("z1", "My knee hurts after squats, the zebrafinch drill again", 3.0),
    ("z2", "Knee pain again on the stairs after the quillsmith lunges", 1.0),
    ("z3", "I can't keep up with everything, zebrafinch week at work", 1.2),
    ("z4", "Honestly I feel completely overwhelmed and tired", 0.2),
    ("z5", "Slept five hours, zebrafinch alarm at dawn, stressed about the quillsmith deadline", 5.0),
    ("z6", "Skipped the run, too stressed and exhausted this week", 6.0),
]
MAX = [("x1", "Knee pain after long runs on the hills", 2.0), ("x2", "Great session, deadlift felt strong", 1.0)]


def all_documents(db: Any) -> list[tuple[str, dict[str, Any]]]:
    out = []

    def walk(collection: Any) -> None:
        for snap in collection.stream():
            out.append((snap.reference.path, snap.to_dict() or {}))
            for sub in snap.reference.collections():
                walk(sub)

    for collection in db.collections():
        walk(collection)
    return out


def hits(text: str) -> list[str]:
    low = text.lower()
    return [m for m in MARKERS if m in low]


def write_message(db: Any, client: str, mid: str, text: str, name: str, days: float) -> None:
    """The app writes the message; Cloud Functions runs embedMessage on the event."""
    path = f"chats/{chat_id_for(client)}/messages/{mid}"
    data = {"senderId": client, "senderName": name, "text": text, "createdAt": NOW - timedelta(days=days)}
    db.document(path).set(data)
    main.embedMessage(written_event(path, None, {"text": text}))


def write_source(db: Any, path: str, data: dict[str, Any], trigger: Any) -> None:
    db.document(path).set(data)
    trigger(written_event(path, None, {"trainerId": data["trainerId"]}))


def world(db: Any, backends: Any, call_function: Any) -> dict[str, Any]:
    add_client(db, "coach-d", CLIENT, NAME)
    add_client(db, "coach-d", "max-b", "Max Brent")
    add_client(db, "coach-e", "eve-o", "Eve Olsen")
    for mid, text, days in ZOE:
        write_message(db, CLIENT, mid, text, NAME, days)
    for mid, text, days in MAX:
        write_message(db, "max-b", mid, text, "Max Brent", days)
    write_message(db, "eve-o", "e1", "Knee pain after squats too", "Eve Olsen", 1.0)

    write_source(db, f"clientProfiles/{CLIENT}", {"trainerId": "coach-d", "goal": "Run the zebrafinch 10k",
                                                  "injuries": ["quillsmith knee"], "updatedAt": NOW},
                 main.embedClientProfile)
    write_source(db, "sessionNotes/sn-zoe", {"trainerId": "coach-d", "clientId": CLIENT, "date": NOW,
                                             "author": "Coach", "text": "Zoe did zebrafinch squats, knee fine"},
                 main.embedSessionNote)
    write_source(db, "checkins/ci-zoe", {"trainerId": "coach-d", "clientId": CLIENT, "date": NOW, "stress": 8,
                                         "sleepHours": 5, "comment": "quillsmith deadline stress"}, main.embedCheckin)
    status, body = call_function(main.uploadTranscript, {
        "clientId": CLIENT, "startedAt": (NOW - timedelta(days=2)).isoformat(), "transcriptId": "tr-zoe",
        "segments": [{"speaker": "Zoe", "offsetSeconds": 0, "text": "The zebrafinch drill hurts my knee"},
                     {"speaker": "Coach", "offsetSeconds": 30, "text": "Then we swap it for quillsmith holds"}],
    }, uid="coach-d")
    assert status == 200, body
    main.embedTranscript(written_event("transcripts/tr-zoe", None, {"trainerId": "coach-d"}))

    run_insights(backends, now=NOW, cfg=InsightSettings())  # drafts and last week's notes
    notes = [d for p, d in all_documents(db) if p.startswith("weeklyNotes/") and d.get("clientId") == CLIENT]
    assert notes and any(hits(n["text"]) for n in notes), "the weekly note quotes the client"
    assert [p for p, d in all_documents(db) if p.startswith("insights/") and d.get("clientId") == CLIENT]

    # Conversations: one about Zoe, one about knee pain in general that cites her among others.
    status, body = call_function(main.chatWithAI, {"message": "What did Zoe say about her knee?"}, uid="coach-d")
    assert status == 200 and body["result"]["hasContext"], body
    status, body = call_function(main.chatWithAI, {"message": "Who had knee pain after squats or runs?"}, uid="coach-d")
    assert status == 200 and body["result"]["hasContext"], body
    general = body["result"]["conversationId"]

    # Audit records that name the client (a search scoped to her).
    assert call_function(main.semanticSearch, {"query": "knee", "clientId": CLIENT}, uid="coach-d")[0] == 200
    # The app's notification about her (no backend code path writes these).
    db.collection("notifications").add({"recipientId": "coach-d", "trainerId": "coach-d", "clientId": CLIENT,
                                        "title": f"{NAME} checked in", "at": NOW})
    return {"general": general}


def audit_of_client(db: Any) -> list[dict[str, Any]]:
    return [d for p, d in all_documents(db) if p.startswith("auditLog/") and d.get("clientId") == CLIENT]


def store_bytes(tmp_path: Path) -> bytes:
    """Every file of the local store: the database, its WAL and shared-memory index."""
    files = [p for p in tmp_path.iterdir() if p.name.startswith("vectors.sqlite3")]
    assert files
    return b"".join(p.read_bytes() for p in files).lower()


def test_delete_client_leaves_no_word_of_the_client_anywhere_and_keeps_the_audit(
    db: Any, backends: Any, call_function: Any, tmp_path: Path
) -> None:
    info = world(db, backends, call_function)

    # The premises: her words are everywhere before.
    docs_before = all_documents(db)
    places = {p.split("/")[0] for p, d in docs_before if hits(p + json.dumps(d, default=str))}
    assert {"chats", "clientProfiles", "sessionNotes", "checkins", "transcripts", "weeklyNotes", "aiConversations",
            "notifications"} <= places, places
    by_id = {p.split("/")[0] for p, d in docs_before if CLIENT in p + json.dumps(d, default=str)}
    assert {"insights", "insightAttempts", "vectorIndex", "auditLog"} <= by_id, by_id
    turns = db.collection("aiConversations").document(info["general"]).collection("turns").stream()
    cited = {i for t in turns for i in (t.to_dict() or {}).get("sourceIds", [])}
    assert message_vector_id(chat_id_for(CLIENT), "z1") in cited or any(
        i.startswith(f"message:{chat_id_for(CLIENT)}:") for i in cited), cited  # vector ids, one format
    assert not db.collection("aiConversations").document(info["general"]).get().to_dict().get("focusClientId")
    assert all(m in store_bytes(tmp_path).decode("latin-1") for m in MARKERS)
    audit_before = audit_of_client(db)
    assert len(audit_before) >= 2  # the upload and the search at least

    status, body = call_function(main.deleteClient, {"clientId": CLIENT}, uid="coach-d")
    assert status == 200, body

    # Firestore: no document anywhere holds her words, her name or her id — except audit records.
    for path, data in all_documents(db):
        blob = path + json.dumps(data, default=str)
        assert not hits(blob), (path, hits(blob))
        if CLIENT in blob:
            assert path.startswith("auditLog/"), path
            assert set(data) <= AUDIT_FIELDS
    assert not db.collection("aiConversations").document(info["general"]).get().exists  # it quoted her
    # The vector store: nothing listed, found or matched by keyword.
    entries = backends.store.list_entries("coach-d")
    assert entries and not [e for e in entries.values() if e.client_id == CLIENT or CLIENT in e.id]
    for m in backends.store.fetch("coach-d", list(entries)).values():  # every record's metadata, no probe
        assert not hits(json.dumps(m.metadata)) and m.metadata.get("clientId") != CLIENT
    for word in MARKERS:
        assert backends.store.keyword_query("coach-d", word, 10) == []
    # The raw bytes of the SQLite files: secure_delete, FTS5 merged, WAL truncated.
    raw = store_bytes(tmp_path)
    for word in MARKERS:
        assert word.encode() not in raw, word
    assert b"deadlift" in raw  # Max's words are still there: the check reads the right files

    # The audit trail survives: every record before, plus the deletion's own.
    audit_after = audit_of_client(db)
    assert len(audit_after) == len(audit_before) + 1
    assert {d["action"] for d in audit_after} >= {"deleteClient", "semanticSearch"}

    # The other client and the other trainer are untouched.
    assert backends.store.fetch("coach-d", [message_vector_id(chat_id_for("max-b"), "x1")])
    assert backends.store.count("coach-e") >= 1

    # The account deletion keeps the audit trail too (retention only).
    status, body = call_function(main.deleteTrainerAccount, {"confirm": True}, uid="coach-d")
    assert status == 200, body
    assert len(audit_of_client(db)) == len(audit_after)
    left = [(p, d) for p, d in all_documents(db) if "coach-d" in p + json.dumps(d, default=str)]
    assert left and all(p.startswith("auditLog/") for p, _ in left), left
    assert backends.store.list_entries("coach-d") == {}
    raw = store_bytes(tmp_path)
    assert b"deadlift" not in raw and b"brent" not in raw


def test_delete_client_rebuilds_the_trainers_keyword_statistics_without_the_client(
    db: Any, settings: Any, embedder: Any, pinecone_standin: Any  # noqa: F811
) -> None:
    """On Pinecone, keywordStats/{trainer} counts words of recent messages (hashed terms):
    after deleteClient no term only the client used is counted any more."""
    from shared.usecases import deletion
    from shared.adapters import keyword_stats
    from shared.usecases.keyword_stats import refresh_trainer
    from shared.usecases.backends import Backends
    from shared.usecases.indexing import sync_message
    from shared.adapters.vectorstore.pinecone_store import PineconeStore
    from shared.adapters.vectorstore.sparse import token_index

    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, max_attempts=1)
    b = Backends(settings=settings.model_copy(update={"vector_store": "pinecone"}), db_override=db,
                 embedder_override=embedder, store_override=store)
    add_client(db, "coach-d", CLIENT, NAME)
    add_client(db, "coach-d", "max-b", "Max Brent")
    for client, rows, name in ((CLIENT, ZOE, NAME), ("max-b", MAX, "Max Brent")):
        for mid, text, days in rows:
            db.document(f"chats/{chat_id_for(client)}/messages/{mid}").set(
                {"senderId": client, "senderName": name, "text": text, "createdAt": NOW - timedelta(days=days)})
            sync_message(b, chat_id_for(client), mid)
    refresh_trainer(b, "coach-d")
    before = keyword_stats.load_stats(db, "coach-d")
    assert before is not None and token_index("zebrafinch") in before.df and before.n_docs == 8

    deletion.delete_client(b, "coach-d", CLIENT)

    after = keyword_stats.load_stats(db, "coach-d")
    assert after is not None and after.n_docs == 2
    assert token_index("zebrafinch") not in after.df and token_index("quillsmith") not in after.df
    assert pinecone_standin.vector_count("coach-d") == 2
    store.close()
