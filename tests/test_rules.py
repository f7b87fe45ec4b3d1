"""firestore.rules on the real emulator: what the app may read and write directly.

A second emulator is started with `--rules=firestore.rules`. Requests go over
Firestore's REST API as the app's SDK would send them, with the Auth
emulator's unsigned ID tokens; seeding uses `Bearer owner`, the emulator's
admin bypass (the backend's Admin SDK bypasses rules the same way).
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from tests.conftest import PROJECT, id_token
from tools import firestore_emulator

pytestmark = pytest.mark.emulator

RULES = Path(__file__).resolve().parent.parent / "firestore.rules"


@pytest.fixture(scope="module")
def rules_emulator() -> Iterator[firestore_emulator.Emulator]:
    emu = firestore_emulator.start(rules=RULES)
    try:
        yield emu
    finally:
        emu.stop()


def _value(v: Any) -> dict[str, Any]:
    if isinstance(v, bool):
        return {"booleanValue": v}
    if isinstance(v, int):
        return {"integerValue": str(v)}
    if isinstance(v, str):
        return {"stringValue": v}
    if isinstance(v, datetime):
        return {"timestampValue": v.isoformat().replace("+00:00", "Z")}
    if isinstance(v, list):
        return {"arrayValue": {"values": [_value(x) for x in v]}}
    raise TypeError(type(v))


class Api:
    def __init__(self, emu: firestore_emulator.Emulator) -> None:
        self.base = f"{emu.url}/v1/projects/{PROJECT}/databases/(default)/documents"
        self.http = httpx.Client(timeout=30)

    def _auth(self, uid: str | None) -> dict[str, str]:
        if uid is None:
            return {}
        return {"Authorization": "Bearer owner" if uid == "ADMIN" else f"Bearer {id_token(uid)}"}

    def get(self, uid: str | None, path: str) -> int:
        return self.http.get(f"{self.base}/{path}", headers=self._auth(uid)).status_code

    def write(self, uid: str | None, path: str, data: dict[str, Any], mask: list[str] | None = None) -> int:
        params = [("updateMask.fieldPaths", f) for f in mask] if mask else None
        body = {"fields": {k: _value(v) for k, v in data.items()}}
        return self.http.patch(f"{self.base}/{path}", json=body, params=params, headers=self._auth(uid)).status_code

    def delete(self, uid: str | None, path: str) -> int:
        return self.http.delete(f"{self.base}/{path}", headers=self._auth(uid)).status_code

    def query(self, uid: str | None, collection: str, field: str | None = None, value: str | None = None) -> int:
        q: dict[str, Any] = {"from": [{"collectionId": collection}]}
        if field is not None:
            q["where"] = {"fieldFilter": {"field": {"fieldPath": field}, "op": "EQUAL", "value": _value(value)}}
        r = self.http.post(f"{self.base}:runQuery", json={"structuredQuery": q}, headers=self._auth(uid))
        return r.status_code


NOW = datetime(2026, 11, 20, 9, 0, tzinfo=timezone.utc)


@pytest.fixture
def api(rules_emulator: firestore_emulator.Emulator) -> Api:
    rules_emulator.reset(PROJECT)
    a = Api(rules_emulator)
    A = "ADMIN"
    assert a.write(A, "trainers/coach-a", {"displayName": "Coach A"}) == 200
    assert a.write(A, "clients/sarah", {"trainerId": "coach-a", "displayName": "Sarah", "active": True}) == 200
    assert a.write(A, "clients/sam", {"trainerId": "coach-b", "displayName": "Sam", "active": True}) == 200
    assert a.write(A, "chats/chat-sarah", {"trainerId": "coach-a", "clientId": "sarah",
                                           "participantIds": ["coach-a", "sarah"]}) == 200
    assert a.write(A, "chats/chat-sarah/messages/m1", {"senderId": "sarah", "senderName": "Sarah",
                                                       "text": "knee hurts", "createdAt": NOW}) == 200
    assert a.write(A, "insights/i1", {"trainerId": "coach-a", "clientId": "sarah", "status": "pending"}) == 200
    assert a.write(A, "notifications/n1", {"recipientId": "coach-a", "read": False, "title": "x"}) == 200
    for path in ("vectorIndex/v1", "auditLog/a1", "rateLimits/r1", "backfillRuns/b1", "insightAttempts/x1",
                 "keywordStats/coach-a"):
        assert a.write(A, path, {"trainerId": "coach-a"}) == 200
    return a


OK, DENIED = 200, 403


def test_messages_are_read_and_written_by_participants_only(api: Api) -> None:
    path = "chats/chat-sarah/messages/m1"
    assert api.get("coach-a", path) == OK
    assert api.get("sarah", path) == OK
    assert api.get("coach-b", path) == DENIED
    assert api.get(None, path) == DENIED
    msg = {"senderId": "sarah", "senderName": "Sarah", "text": "see you friday", "createdAt": NOW}
    assert api.write("sarah", "chats/chat-sarah/messages/m2", msg) == OK
    assert api.write("coach-b", "chats/chat-sarah/messages/m3", {**msg, "senderId": "coach-b"}) == DENIED
    assert api.write("coach-a", "chats/chat-sarah/messages/m4", msg) == DENIED  # impersonating the client
    assert api.write("sarah", "chats/chat-sarah/messages/m5", {**msg, "text": "x" * 20001}) == DENIED
    assert api.write("sarah", "chats/chat-sarah/messages/m6", {**msg, "trainerId": "coach-b"}) == DENIED
    # Only the sender edits, and only the text.
    assert api.write("sarah", path, {"text": "knee is better"}, mask=["text"]) == OK
    assert api.write("coach-a", path, {"text": "rewritten"}, mask=["text"]) == DENIED
    assert api.write("sarah", path, {"senderId": "coach-a"}, mask=["senderId"]) == DENIED
    assert api.delete("coach-a", path) == DENIED
    assert api.delete("sarah", path) == OK


def test_chats_are_read_by_participants_and_never_reassigned(api: Api) -> None:
    assert api.get("coach-a", "chats/chat-sarah") == OK
    assert api.get("coach-b", "chats/chat-sarah") == DENIED
    assert api.write("coach-b", "chats/chat-sarah", {"trainerId": "coach-b", "participantIds": ["coach-b"]}) == DENIED
    assert api.write("coach-b", "chats/new", {"trainerId": "coach-b", "clientId": "sam",
                                               "participantIds": ["coach-b", "sam"]}) == OK
    assert api.write("coach-b", "chats/stolen", {"trainerId": "coach-a", "participantIds": ["coach-b"]}) == DENIED


def test_clients_are_read_by_their_trainer_and_never_moved(api: Api) -> None:
    assert api.get("coach-a", "clients/sarah") == OK
    assert api.get("sarah", "clients/sarah") == OK
    assert api.get("coach-a", "clients/sam") == DENIED
    assert api.query("coach-a", "clients", "trainerId", "coach-a") == OK
    assert api.query("coach-a", "clients") == DENIED  # a list of everyone's clients
    assert api.write("coach-a", "clients/sarah", {"trainerId": "coach-b"}, mask=["trainerId"]) == DENIED
    assert api.write("coach-a", "clients/sarah", {"displayName": "Sarah K"}, mask=["displayName"]) == OK
    assert api.write("coach-a", "clients/new", {"trainerId": "coach-b", "displayName": "X"}) == DENIED
    assert api.delete("coach-a", "clients/sarah") == DENIED  # deleteClient callable only


def test_insights_are_read_by_their_trainer_and_changed_only_by_callables(api: Api) -> None:
    assert api.get("coach-a", "insights/i1") == OK
    assert api.get("coach-b", "insights/i1") == DENIED
    assert api.get("sarah", "insights/i1") == DENIED
    assert api.query("coach-a", "insights", "trainerId", "coach-a") == OK
    assert api.query("coach-b", "insights") == DENIED
    assert api.write("coach-a", "insights/i1", {"status": "approved"}, mask=["status"]) == DENIED
    assert api.delete("coach-a", "insights/i1") == DENIED


def test_notifications_are_read_by_the_recipient_who_may_only_mark_them_read(api: Api) -> None:
    assert api.get("coach-a", "notifications/n1") == OK
    assert api.get("coach-b", "notifications/n1") == DENIED
    assert api.write("coach-a", "notifications/n1", {"read": True}, mask=["read"]) == OK
    assert api.write("coach-a", "notifications/n1", {"title": "y"}, mask=["title"]) == DENIED
    assert api.write("coach-a", "notifications/n2", {"recipientId": "coach-a"}) == DENIED


@pytest.mark.parametrize("path", ["vectorIndex/v1", "auditLog/a1", "rateLimits/r1", "backfillRuns/b1",
                                  "insightAttempts/x1", "aiConversations/c1", "keywordStats/coach-a", "somethingNew/x"])
def test_backend_collections_are_closed_to_the_app(api: Api, path: str) -> None:
    assert api.get("coach-a", path) == DENIED
    assert api.write("coach-a", path, {"trainerId": "coach-a"}) == DENIED
    assert api.delete("coach-a", path) == DENIED


def test_trainer_profile_is_private(api: Api) -> None:
    assert api.get("coach-a", "trainers/coach-a") == OK
    assert api.get("coach-b", "trainers/coach-a") == DENIED
    assert api.write("coach-a", "trainers/coach-a", {"displayName": "A"}, mask=["displayName"]) == OK
    assert api.write("coach-a", "trainers/coach-a", {"role": "admin"}, mask=["role"]) == DENIED
