"""The app's own schema (docs/DATA_MODEL.md, "The app's schema"): messages dated by
`timestamp` in epoch milliseconds or a Firestore Timestamp, or `createdAt`;
`senderName` optional; chats with `participants` and `isGroupChat` and no
`clientId`. Written into the emulator as the app writes them, indexed by the
trigger's sync, searched by date and cited with their date.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import main
from shared.usecases import indexing
from shared.domain.documents import message_vector_id
from shared.kernel.config import Settings
from shared.usecases.insights.sources import recent_messages
from shared.domain.message_fields import MessageFields, epoch_seconds, message_epoch_seconds

pytestmark = pytest.mark.emulator

NOV_2 = datetime(2026, 11, 2, 15, 30, tzinfo=timezone.utc)
NOV_20 = datetime(2026, 11, 20, 8, 0, tzinfo=timezone.utc)


def ms(at: datetime) -> int:
    return int(at.timestamp() * 1000)


def seed_app_chat(db) -> None:
    """A chat exactly as the app stores it: no clientId on the chat, timestamp in ms, no senderName."""
    db.collection("trainers").document("coach-a").set({"displayName": "Coach A"})
    db.collection("clients").document("sarah").set({"trainerId": "coach-a", "displayName": "Sarah Kim"})
    chat = db.collection("chats").document("app-chat")
    chat.set({"trainerId": "coach-a", "participants": ["coach-a", "sarah"], "isGroupChat": False})
    msgs = chat.collection("messages")
    msgs.document("a1").set({"senderId": "sarah", "text": "my knee hurts after squats", "timestamp": ms(NOV_2)})
    msgs.document("a2").set({"senderId": "sarah", "senderName": "Sarah Kim", "text": "knee pain again on the stairs",
                             "timestamp": NOV_20})
    msgs.document("a3").set({"senderId": "coach-a", "text": "ice the knee after the session", "createdAt": NOV_20})


def index_all(backends) -> None:
    for mid in ("a1", "a2", "a3"):
        assert indexing.sync_message(backends, "app-chat", mid).outcome == "indexed"


def test_every_date_form_is_read_as_the_same_instant() -> None:
    fields = MessageFields()
    assert message_epoch_seconds({"timestamp": ms(NOV_2)}, fields) == NOV_2.timestamp()
    assert message_epoch_seconds({"timestamp": NOV_2}, fields) == NOV_2.timestamp()
    assert message_epoch_seconds({"createdAt": NOV_2}, fields) == NOV_2.timestamp()
    assert message_epoch_seconds({"createdAt": NOV_2.timestamp()}, fields) == NOV_2.timestamp()  # epoch seconds
    # `timestamp` wins over `createdAt`; a value that is not a date falls through to the next field.
    assert message_epoch_seconds({"timestamp": ms(NOV_2), "createdAt": NOV_20}, fields) == NOV_2.timestamp()
    assert message_epoch_seconds({"timestamp": "soon", "createdAt": NOV_20}, fields) == NOV_20.timestamp()
    assert message_epoch_seconds({"text": "no date"}, fields) is None
    assert epoch_seconds(True) is None and epoch_seconds(float("nan")) is None and epoch_seconds(1e20) is None
    assert epoch_seconds(1_700_000_000, unit="ms") == 1_700_000.0


def test_field_names_are_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MESSAGE_TIMESTAMP_FIELDS", '["sentAt"]')
    monkeypatch.setenv("MESSAGE_SENDER_NAME_FIELD", "authorName")
    fields = MessageFields.from_settings(Settings())
    assert fields.timestamp == ("sentAt",) and fields.sender_name == "authorName"
    _, meta = indexing.build_message_record(
        "c", "m", "t", None, {"text": "hi", "sentAt": ms(NOV_2), "authorName": "Al", "timestamp": 1}, "model", fields
    )
    assert meta["ts"] == NOV_2.timestamp() and meta["senderName"] == "Al"


def test_app_schema_chat_is_indexed_with_dates_and_client(db, backends) -> None:
    seed_app_chat(db)
    index_all(backends)
    hits = backends.store.query("coach-a", backends.embedder.embed(["knee"])[0], 10)
    meta = {h.metadata["sourceId"]: h.metadata for h in hits}
    assert meta["a1"]["ts"] == NOV_2.timestamp()
    assert meta["a2"]["ts"] == NOV_20.timestamp()
    assert meta["a3"]["ts"] == NOV_20.timestamp()
    # The chat names its client only as the other participant.
    assert {m["clientId"] for m in meta.values()} == {"sarah"}
    # Without a senderName on the message, the name comes from the sender's own profile.
    assert [meta[m]["senderName"] for m in ("a1", "a2", "a3")] == ["Sarah Kim", "Sarah Kim", "Coach A"]


def test_app_schema_chat_is_searchable_by_date(db, backends, call_function) -> None:
    seed_app_chat(db)
    index_all(backends)
    backends.settings.relevance_threshold = 0.0
    early = {"query": "knee pain", "since": "2026-11-01T00:00:00Z", "until": "2026-11-03T00:00:00Z", "limit": 50}
    status, body = call_function(main.semanticSearch, early, uid="coach-a")
    assert status == 200, body
    results = body["result"]["results"]
    assert [r["messageId"] for r in results] == ["a1"]
    assert results[0]["timestamp"] == ms(NOV_2)  # epoch milliseconds, as the app writes them
    assert results[0]["timestampIso"] == "2026-11-02T15:30:00Z"
    assert results[0]["clientId"] == "sarah"
    late = {**early, "since": "2026-11-19T00:00:00Z", "until": "2026-11-21T00:00:00Z"}
    _, body = call_function(main.semanticSearch, late, uid="coach-a")
    assert {r["messageId"] for r in body["result"]["results"]} == {"a2", "a3"}


def test_app_schema_chat_is_cited_with_its_date(db, backends, call_function) -> None:
    seed_app_chat(db)
    index_all(backends)
    status, body = call_function(main.chatWithAI, {"message": "What did Sarah say about her knee hurting after squats?"},
                                 uid="coach-a")
    assert status == 200, body
    result = body["result"]
    dated = {s["messageId"]: s for s in result["sources"]}
    assert "a1" in dated, result
    assert dated["a1"]["label"].startswith("[Nov 2, 2026]")
    assert dated["a1"]["timestamp"] == "2026-11-02T15:30:00Z"


def test_insights_read_app_schema_messages_of_every_date_type(db) -> None:
    seed_app_chat(db)
    got = recent_messages(db, "coach-a", "sarah", NOV_2 - timedelta(days=1), NOV_20 + timedelta(days=1))
    assert [(m.id, m.at) for m in got] == [("a1", NOV_2), ("a2", NOV_20), ("a3", NOV_20)]
    assert [m.from_client for m in got] == [True, True, False]
    only_late = recent_messages(db, "coach-a", "sarah", NOV_20 - timedelta(hours=1), NOV_20 + timedelta(hours=1))
    assert [m.id for m in only_late] == ["a2", "a3"]


def test_doctor_reports_what_will_not_index_and_why(db, monkeypatch, capsys) -> None:
    from rich.console import Console

    from shared.usecases.backends import Backends
    from tools import brain
    from tools.doctor import diagnose

    seed_app_chat(db)
    healthy = diagnose(db)
    assert (healthy.messages, healthy.indexable, healthy.dated) == (3, 3, 3)
    assert healthy.ok and healthy.date_fields == {"timestamp (epoch number)": 1, "timestamp (DatetimeWithNanoseconds)": 1,
                                                  "createdAt (DatetimeWithNanoseconds)": 1}
    # A project whose chats carry no owner and whose messages keep their date elsewhere.
    bad = db.collection("chats").document("legacy")
    bad.set({"members": ["x", "y"]})
    bad.collection("messages").document("l1").set({"from": "x", "body": "hello", "sentAt": 1_700_000_000_000})
    bad.collection("messages").document("l2").set({"senderId": "x", "text": "hi", "timestamp": "tomorrow"})
    report = diagnose(db)
    assert not report.ok
    assert report.indexable == 3 and report.messages == 5
    assert report.findings["chat_without_trainer"] == 2
    assert report.findings["no_text"] == 1 and report.findings["no_date"] == 1 and report.findings["date_not_a_date"] == 1
    assert report.examples["no_text"] == ["chats/legacy/messages/l1"]

    monkeypatch.setattr(brain, "console", Console(width=200))
    monkeypatch.setattr(brain, "_backends", lambda: Backends(db_override=db))
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", db._emulator_host)
    with pytest.raises(SystemExit) as exit_:
        brain.main(["doctor"])
    assert exit_.value.code == 1
    out = capsys.readouterr().out
    assert "2 chats, 5 messages read: 3 will index" in out
    assert "chat_without_trainer" in out and "not indexed" in out and "hello" not in out


def test_reconciliation_finds_app_schema_messages_current(db, backends) -> None:
    """The full pass computes the same records as the trigger (profile names, client from participants)."""
    from shared.usecases.reconcile import reconcile_trainer

    seed_app_chat(db)
    index_all(backends)
    report = reconcile_trainer(backends, "coach-a")
    messages = report.kind("message")
    assert report.done and messages.checked == 3
    assert (messages.added, messages.reembedded, messages.orphans_removed, messages.failed) == (0, 0, 0, 0)


def test_delete_client_removes_app_schema_chats_and_her_group_chat_messages(db, backends, call_function) -> None:
    seed_app_chat(db)
    db.collection("clients").document("tom").set({"trainerId": "coach-a", "displayName": "Tom Lee"})
    group = db.collection("chats").document("group")
    group.set({"trainerId": "coach-a", "participants": ["coach-a", "sarah", "tom"], "isGroupChat": True})
    group.collection("messages").document("g1").set({"senderId": "sarah", "text": "my knee is sore again", "timestamp": ms(NOV_20)})
    group.collection("messages").document("g2").set({"senderId": "tom", "text": "see you all at 8", "timestamp": ms(NOV_20)})
    index_all(backends)
    for mid in ("g1", "g2"):
        indexing.sync_message(backends, "group", mid)

    status, body = call_function(main.deleteClient, {"clientId": "sarah"}, uid="coach-a")

    assert status == 200, body
    assert not db.collection("chats").document("app-chat").get().exists
    assert list(db.collection("chats").document("app-chat").collection("messages").stream()) == []
    assert [s.id for s in group.collection("messages").stream()] == ["g2"]  # Tom's stays, hers goes
    left = {e.id for e in backends.store.list_entries("coach-a").values()}
    assert left == {message_vector_id("group", "g2")}


def test_a_group_chat_message_belongs_to_the_member_who_sent_it(db, backends) -> None:
    seed_app_chat(db)
    group = db.collection("chats").document("group")
    group.set({"trainerId": "coach-a", "participants": ["coach-a", "sarah", "tom"], "isGroupChat": True})
    group.collection("messages").document("g1").set({"senderId": "sarah", "text": "I'll bring flapjacks on Sunday", "timestamp": ms(NOV_20)})
    group.collection("messages").document("g2").set({"senderId": "coach-a", "text": "meet at 8 at the boathouse", "timestamp": ms(NOV_20)})
    for mid in ("g1", "g2"):
        assert indexing.sync_message(backends, "group", mid).outcome == "indexed"

    entries = {e.id: e for e in backends.store.list_entries("coach-a").values()}
    assert entries[message_vector_id("group", "g1")].client_id == "sarah"
    assert entries[message_vector_id("group", "g2")].client_id is None  # the coach's own message is about no one client
