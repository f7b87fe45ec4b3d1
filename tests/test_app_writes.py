"""Everything the app must write, it can write — through validated, audited callables
whose documents the same triggers index — and the trainer's AI conversations read
back, paged, deleted and expired after 90 days. On the Firestore emulator, through
the entry points' callable protocol."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import main
from shared.usecases.chat import conversations, history
from shared.usecases.sources.sync import sync_source
from tests.factories import add_client

pytestmark = pytest.mark.emulator

NOTE_DAY = datetime(2026, 11, 17, 18, 0, tzinfo=timezone.utc)


@pytest.fixture
def world(db, backends):
    backends.settings.rate_limit_per_minute = 0
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    return backends


def call(call_function, fn, data, uid):
    status, body = call_function(fn, data, uid=uid)
    return status, body.get("result", body.get("error"))


def audit_actions(db, trainer_id):
    return sorted((d.get("action"), d.get("outcome")) for d in (s.to_dict() for s in db.collection("auditLog").stream())
                  if d.get("trainerId") == trainer_id)


def test_roles_are_made_only_by_the_backend_and_never_both(world, db, call_function):
    assert call(call_function, main.registerTrainer, {"displayName": "Coach New"}, "coach-new") == (
        200, {"trainerId": "coach-new", "displayName": "Coach New", "created": True})
    # A client's account cannot become a trainer's.
    status, err = call(call_function, main.registerTrainer, {"displayName": "Sarah"}, "sarah")
    assert (status, err["status"]) == (400, "FAILED_PRECONDITION")
    assert not db.collection("trainers").document("sarah").get().exists
    # Only a trainer creates clients; an id that is another trainer's client, or a trainer, is taken.
    status, err = call(call_function, main.saveClient, {"displayName": "X"}, "stranger")
    assert (status, err["status"]) == (403, "PERMISSION_DENIED")
    status, made = call(call_function, main.saveClient, {"clientId": "lee", "displayName": "Lee"}, "coach-new")
    assert status == 200 and made == {"clientId": "lee", "displayName": "Lee", "active": True, "created": True}
    for taken in ("lee", "sam", "trainer-a", "coach-new"):
        status, err = call(call_function, main.saveClient, {"clientId": taken, "displayName": "Y"}, "trainer-a")
        assert (status, err["status"]) == (409, "ALREADY_EXISTS"), taken
    assert db.collection("clients").document("lee").get().to_dict()["trainerId"] == "coach-new"
    status, made = call(call_function, main.saveClient, {"clientId": "lee", "displayName": "Lee K", "active": False},
                        "coach-new")
    assert status == 200 and made["created"] is False
    assert db.collection("clients").document("lee").get().to_dict()["displayName"] == "Lee K"
    status, auto = call(call_function, main.saveClient, {"displayName": "No Account Yet"}, "coach-new")
    assert status == 200 and auto["created"] and len(auto["clientId"]) >= 20
    status, err = call(call_function, main.saveClient, {"displayName": "Z", "trainerId": "trainer-a"}, "coach-new")
    assert status == 400 and "trainerId" in err["message"]
    assert ("saveClient", "ALREADY_EXISTS") in audit_actions(db, "trainer-a")


def test_trainer_writes_profile_and_notes_for_own_clients_and_they_are_indexed(world, db, call_function):
    profile = {"clientId": "sarah", "age": 34, "goal": "run a half marathon in April",
               "injuries": ["left ankle sprain"], "dietaryRestrictions": ["vegetarian"]}
    status, out = call(call_function, main.saveClientProfile, profile, "trainer-a")
    assert status == 200 and out == {"id": "sarah", "created": True}
    stored = db.collection("clientProfiles").document("sarah").get().to_dict()
    assert stored["trainerId"] == "trainer-a" and stored["goal"] == "run a half marathon in April"
    note = {"clientId": "sarah", "date": NOTE_DAY.isoformat(), "text": "Sarah's left ankle was stiff during lunges."}
    status, made = call(call_function, main.saveSessionNote, note, "trainer-a")
    assert status == 200 and made["created"]
    # The same triggers index them (here run as embedClientProfile / embedSessionNote would).
    assert sync_source(world, "client_profile", "sarah").count("indexed") == 1
    assert sync_source(world, "session_note", made["id"]).count("indexed") == 1
    world.settings.relevance_threshold = 0.0
    status, found = call(call_function, main.semanticSearch,
                         {"query": "ankle", "sourceTypes": ["session_note", "client_profile"], "limit": 10}, "trainer-a")
    assert status == 200 and {r["sourceType"] for r in found["results"]} == {"session_note", "client_profile"}
    note_hit = next(r for r in found["results"] if r["sourceType"] == "session_note")
    assert note_hit["timestampIso"].startswith("2026-11-17") and note_hit["senderName"] == "trainer-a"
    status, answer = call(call_function, main.chatWithAI, {"message": "How was Sarah's ankle during lunges?"}, "trainer-a")
    assert status == 200 and "session_note" in {s["sourceType"] for s in answer["sources"]}
    # Edit, then delete: the document follows, and the index with the trigger.
    status, edited = call(call_function, main.saveSessionNote,
                          {**note, "noteId": made["id"], "text": "Ankle fine now."}, "trainer-a")
    assert status == 200 and edited == {"id": made["id"], "created": False}
    assert call(call_function, main.deleteSessionNote, {"noteId": made["id"]}, "trainer-a")[1] == {
        "id": made["id"], "deleted": True}
    assert sync_source(world, "session_note", made["id"]).count("deleted") == 1
    assert call(call_function, main.deleteClientProfile, {"clientId": "sarah"}, "trainer-a")[1]["deleted"] is True
    assert not db.collection("clientProfiles").document("sarah").get().exists
    actions = audit_actions(db, "trainer-a")
    for action in ("saveClientProfile", "saveSessionNote", "deleteSessionNote", "deleteClientProfile"):
        assert (action, "ok") in actions


def test_no_one_writes_for_another_trainers_client(world, db, call_function):
    for fn, data in ((main.saveClientProfile, {"clientId": "sam", "goal": "x"}),
                     (main.saveSessionNote, {"clientId": "sam", "date": NOTE_DAY.isoformat(), "text": "x"}),
                     (main.deleteClientProfile, {"clientId": "sam"}),
                     (main.deleteSessionNote, {"noteId": "nope"})):
        status, err = call(call_function, fn, data, "trainer-a")
        assert (status, err["status"]) == (404, "NOT_FOUND"), fn
    status, made = call(call_function, main.saveSessionNote,
                        {"clientId": "sam", "date": NOTE_DAY.isoformat(), "text": "Sam's note"}, "trainer-b")
    assert status == 200
    # Another trainer cannot overwrite or delete it, even naming their own client.
    status, _ = call(call_function, main.saveSessionNote,
                     {"noteId": made["id"], "clientId": "sarah", "date": NOTE_DAY.isoformat(), "text": "mine"}, "trainer-a")
    assert status == 404
    assert call(call_function, main.deleteSessionNote, {"noteId": made["id"]}, "trainer-a")[0] == 404
    assert db.collection("sessionNotes").document(made["id"]).get().to_dict()["text"] == "Sam's note"
    assert not db.collection("clientProfiles").document("sam").get().exists


@pytest.mark.parametrize("bad", [
    {"clientId": "sarah", "age": 0}, {"clientId": "sarah", "age": "old"}, {"clientId": "sarah", "injuries": [""]},
    {"clientId": "sarah", "goal": "g" * 1001}, {"clientId": "a/b"}, {"clientId": "sarah", "trainerId": "trainer-a"},
])
def test_profile_fields_are_validated(world, db, call_function, bad):
    status, err = call(call_function, main.saveClientProfile, bad, "trainer-a")
    assert (status, err["status"]) == (400, "INVALID_ARGUMENT")
    assert not db.collection("clientProfiles").document("sarah").get().exists


@pytest.mark.parametrize("date", [
    "1899-12-31T23:59:59Z", "1900-01-01T00:30:00+01:00",  # 1899 in UTC: the offset counts
    "2201-01-01T00:00:00Z", "0001-01-01T00:00:00+01:00", "9999-12-31T23:00:00-05:00",
])
def test_every_app_write_refuses_the_same_dates_naming_the_field(world, db, call_function, date):
    """One date rule (shared/domain/models.py, AppDatetime) for session notes and check-ins alike."""
    writes = [
        (main.saveSessionNote, {"clientId": "sarah", "date": date, "text": "note"}, "trainer-a", "sessionNotes"),
        (main.submitCheckin, {"date": date, "sleepHours": 7}, "sarah", "checkins"),
    ]
    for fn, data, uid, collection in writes:
        status, err = call(call_function, fn, data, uid)
        assert (status, err["status"]) == (400, "INVALID_ARGUMENT"), (fn, err)
        assert [e["field"] for e in err["details"]["errors"]] == ["date"]
        assert not list(db.collection(collection).limit(1).stream())


def test_app_write_dates_at_the_edges_of_the_range_are_stored_in_utc(world, db, call_function):
    status, made = call(call_function, main.saveSessionNote,
                        {"clientId": "sarah", "date": "1900-01-01T00:30:00-01:00", "text": "note"}, "trainer-a")
    assert status == 200, made
    stored = db.collection("sessionNotes").document(made["id"]).get().to_dict()["date"]
    assert stored == datetime(1900, 1, 1, 1, 30, tzinfo=timezone.utc)
    status, made = call(call_function, main.submitCheckin, {"date": "2200-12-31T23:00:00Z", "sleepHours": 7}, "sarah")
    assert status == 200, made


def test_a_client_submits_their_own_checkins_only(world, db, call_function):
    checkin = {"checkinId": "week-46", "sleepHours": 5.5, "stress": 8, "comment": "work deadlines, slept badly",
               "date": "2026-11-16T08:00:00Z"}
    status, out = call(call_function, main.submitCheckin, checkin, "sarah")
    assert status == 200 and out == {"id": "week-46", "created": True}
    stored = db.collection("checkins").document("week-46").get().to_dict()
    assert (stored["trainerId"], stored["clientId"], stored["stress"]) == ("trainer-a", "sarah", 8)
    assert sync_source(world, "checkin", "week-46").count("indexed") == 1
    # A retry replaces; another client cannot touch it; a trainer or a stranger is not a client.
    assert call(call_function, main.submitCheckin, checkin, "sarah")[1]["created"] is False
    assert call(call_function, main.submitCheckin, {**checkin, "comment": "mine"}, "sam")[0] == 404
    for who in ("trainer-a", "stranger"):
        status, err = call(call_function, main.submitCheckin, {"stress": 3}, who)
        assert (status, err["status"]) == (403, "PERMISSION_DENIED"), who
    for bad in ({}, {"stress": 11}, {"sleepHours": -1}, {"stress": 3, "date": "0001-01-01T00:00:00+05:00"},
                {"stress": 3, "clientId": "sam"}):
        assert call(call_function, main.submitCheckin, bad, "sarah")[0] == 400, bad
    assert ("submitCheckin", "ok") in audit_actions(db, "trainer-a")  # the trainer's trail shows it
    world.settings.relevance_threshold = 0.0
    _, found = call(call_function, main.semanticSearch, {"query": "slept badly", "sourceTypes": ["checkin"]}, "trainer-a")
    assert [r["messageId"] for r in found["results"]] == ["week-46"]


def _conversation(db, trainer, cid, question, at):
    conv = conversations.Conversation(cid, exists=False)
    conversations.append_exchange(db, trainer, conv, question, f"answer to {question}", ["message:c:m"], None, now=at)


def test_conversations_are_listed_newest_first_in_pages_read_and_deleted(world, db, call_function):
    start = datetime(2026, 11, 1, tzinfo=timezone.utc)
    for i in range(5):
        _conversation(db, "trainer-a", f"conv-{i}", f"question {i}", start + timedelta(days=i))
    _conversation(db, "trainer-b", "conv-b", "theirs", start + timedelta(days=9))
    status, page1 = call(call_function, main.listConversations, {"limit": 2}, "trainer-a")
    assert status == 200
    assert [c["conversationId"] for c in page1["conversations"]] == ["conv-4", "conv-3"]
    assert page1["conversations"][0]["lastQuestion"] == "question 4"
    _, page2 = call(call_function, main.listConversations, {"limit": 2, "pageToken": page1["nextPageToken"]}, "trainer-a")
    _, page3 = call(call_function, main.listConversations, {"limit": 2, "pageToken": page2["nextPageToken"]}, "trainer-a")
    assert [c["conversationId"] for c in page2["conversations"] + page3["conversations"]] == ["conv-2", "conv-1", "conv-0"]
    assert page3["nextPageToken"] is None
    # Another trainer's conversation id is neither a page token nor readable.
    assert call(call_function, main.listConversations, {"pageToken": "conv-b"}, "trainer-a")[0] == 400
    status, conv = call(call_function, main.getConversation, {"conversationId": "conv-3", "limit": 1}, "trainer-a")
    assert status == 200 and [t["role"] for t in conv["turns"]] == ["assistant"]
    _, rest = call(call_function, main.getConversation,
                   {"conversationId": "conv-3", "pageToken": conv["nextPageToken"]}, "trainer-a")
    assert [(t["role"], t["text"]) for t in rest["turns"]] == [("user", "question 3")] and rest["nextPageToken"] is None
    for fn in (main.getConversation, main.deleteConversation):
        for cid in ("conv-b", "unknown"):
            status, err = call(call_function, fn, {"conversationId": cid}, "trainer-a")
            assert (status, err["status"]) == (404, "NOT_FOUND")
    assert call(call_function, main.deleteConversation, {"conversationId": "conv-3"}, "trainer-a")[1] == {
        "conversationId": "conv-3", "turnsDeleted": 2}
    assert not db.collection("aiConversations").document("conv-3").get().exists
    assert list(db.collection("aiConversations").document("conv-3").collection("turns").stream()) == []
    assert db.collection("aiConversations").document("conv-b").get().exists


def test_chat_history_older_than_90_days_is_deleted_by_the_scheduled_job(world, db):
    now = datetime(2026, 11, 25, tzinfo=timezone.utc)
    _conversation(db, "trainer-a", "old", "a question in July", now - timedelta(days=120))
    _conversation(db, "trainer-a", "recent", "a question last week", now - timedelta(days=7))
    # A conversation still in use keeps its recent turns; its 100-day-old exchange goes.
    _conversation(db, "trainer-a", "long", "back in August", now - timedelta(days=100))
    conversations.append_exchange(db, "trainer-a", conversations.Conversation("long", exists=True),
                                  "and this week?", "answer", [], None, now=now - timedelta(days=2))
    counts = history.purge_expired(world, now=now)
    assert counts == {"conversationsDeleted": 1, "turnsDeleted": 4}
    assert not db.collection("aiConversations").document("old").get().exists
    left = [t.to_dict()["text"] for t in db.collection("aiConversations").document("long").collection("turns").stream()]
    assert sorted(left) == ["and this week?", "answer"]
    assert len(list(db.collection("aiConversations").document("recent").collection("turns").stream())) == 2
    assert history.purge_expired(world, now=now) == {"conversationsDeleted": 0, "turnsDeleted": 0}


def test_chat_history_period_is_configurable_and_each_purge_is_audited_with_counts_only(world, db, monkeypatch):
    from shared.usecases import retention

    now = datetime(2026, 11, 25, tzinfo=timezone.utc)
    _conversation(db, "trainer-a", "month-old", "a question in October", now - timedelta(days=31))
    _conversation(db, "trainer-a", "week-old", "a question last week", now - timedelta(days=7))
    assert history.purge_expired(world, now=now) == {"conversationsDeleted": 0, "turnsDeleted": 0}  # 90 days by default
    monkeypatch.setenv("RETENTION_AI_CHAT_DAYS", "30")
    retention.get_retention_settings.cache_clear()
    try:
        assert history.purge_expired(world, now=now) == {"conversationsDeleted": 1, "turnsDeleted": 2}
    finally:
        retention.get_retention_settings.cache_clear()
    assert [s.id for s in db.collection("aiConversations").stream()] == ["week-old"]
    runs = sorted((s.to_dict() for s in db.collection("auditLog").stream() if s.to_dict()["action"] == "aiChatRetention"),
                  key=lambda r: r["counts"]["turnsDeleted"])
    assert [r["counts"] for r in runs] == [{"conversationsDeleted": 0, "turnsDeleted": 0},
                                          {"conversationsDeleted": 1, "turnsDeleted": 2}]
    assert all(r["trainerId"] == "_system" and r["outcome"] == "ok" and r["at"] == now for r in runs)
    assert all(set(r) == {"trainerId", "action", "outcome", "at", "counts"} for r in runs)  # counts only, no ids or text
