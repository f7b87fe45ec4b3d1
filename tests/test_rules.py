"""firestore.rules on the real emulator: what the app may read and write directly.

Every role (trainer, another trainer, the trainer's client, another trainer's
client, a signed-in stranger with no record, signed out) against every
collection, and every way found to pose as someone else: a chat bound to
another trainer's client or between two clients, a free-text `senderName`, a
self-made trainer or client record, an untyped message date.

The rules are loaded into the session's emulator for a project of their own
(`RULES_PROJECT`, through the emulator's rules API, as the Firebase CLI loads
firestore.rules into its emulator); the other tests' project keeps none.
Requests go over Firestore's REST API as the app's SDK would send them, with
the Auth emulator's unsigned ID tokens; seeding uses `Bearer owner`, the
emulator's admin bypass (the backend's Admin SDK bypasses rules the same way).
"""

from __future__ import annotations

import math
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import id_token
from tools import firestore_emulator

pytestmark = [pytest.mark.emulator, pytest.mark.heavy(30)]

RULES = Path(__file__).resolve().parent.parent / "firestore.rules"
RULES_PROJECT = "demo-rules"


@pytest.fixture(scope="module")
def rules_emulator(emulator: firestore_emulator.Emulator) -> firestore_emulator.Emulator:
    emulator.load_rules(RULES_PROJECT, RULES)
    return emulator


def _value(v: Any) -> dict[str, Any]:
    if v is None:
        return {"nullValue": None}
    if isinstance(v, bool):
        return {"booleanValue": v}
    if isinstance(v, int):
        return {"integerValue": str(v)}
    if isinstance(v, float):
        # JSON has no NaN or infinities: the REST API takes them spelled out.
        return {"doubleValue": v if math.isfinite(v) else {"inf": "Infinity", "-inf": "-Infinity"}.get(str(v), "NaN")}
    if isinstance(v, str):
        return {"stringValue": v}
    if isinstance(v, datetime):
        return {"timestampValue": v.isoformat().replace("+00:00", "Z")}
    if isinstance(v, list):
        return {"arrayValue": {"values": [_value(x) for x in v]}}
    raise TypeError(type(v))


class Api:
    def __init__(self, emu: firestore_emulator.Emulator) -> None:
        self.base = f"{emu.url}/v1/projects/{RULES_PROJECT}/databases/(default)/documents"
        self.http = httpx.Client(timeout=30)

    def _auth(self, uid: str | None) -> dict[str, str]:
        if uid is None:
            return {}
        return {"Authorization": "Bearer owner" if uid == "ADMIN" else f"Bearer {id_token(uid, RULES_PROJECT)}"}

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
NOW_MS = int(NOW.timestamp() * 1000)
A = "ADMIN"
ROLES = ("coach-a", "coach-b", "sarah", "sam", "stranger", None)


def reading(client: str = "sarah", trainer: str = "coach-a", **fields: Any) -> dict[str, Any]:
    return {"trainerId": trainer, "clientId": client, "type": "weight", "value": 71.5, "unit": "kg",
            "recordedAt": NOW, **fields}


def lab(client: str = "sarah", trainer: str = "coach-a", **fields: Any) -> dict[str, Any]:
    return {"trainerId": trainer, "clientId": client, "biomarker": "Ferritin", "value": 12.0, "unit": "ng/mL",
            "referenceLow": 15.0, "referenceHigh": 150.0, "panelDate": NOW, **fields}


@pytest.fixture
def api(rules_emulator: firestore_emulator.Emulator) -> Api:
    rules_emulator.reset(RULES_PROJECT)
    a = Api(rules_emulator)
    seed = {
        "trainers/coach-a": {"displayName": "Coach A"},
        "trainers/coach-b": {"displayName": "Coach B"},
        "clients/sarah": {"trainerId": "coach-a", "displayName": "Sarah", "active": True},
        "clients/john": {"trainerId": "coach-a", "displayName": "John", "active": True},
        "clients/sam": {"trainerId": "coach-b", "displayName": "Sam", "active": True},
        # The app's schema: participants, no clientId; and the older shape with participantIds.
        "chats/chat-sarah": {"trainerId": "coach-a", "participants": ["coach-a", "sarah"], "isGroupChat": False},
        "chats/chat-john": {"trainerId": "coach-a", "clientId": "john", "participantIds": ["coach-a", "john"]},
        "chats/chat-sam": {"trainerId": "coach-b", "participants": ["coach-b", "sam"]},
        "chats/chat-sarah/messages/m1": {"senderId": "sarah", "senderName": "Sarah", "text": "knee hurts",
                                         "timestamp": NOW_MS},
        "clientProfiles/sarah": {"trainerId": "coach-a", "clientId": "sarah", "goal": "run a 10k"},
        "sessionNotes/n1": {"trainerId": "coach-a", "clientId": "sarah", "text": "squats"},
        "transcripts/t1": {"trainerId": "coach-a", "clientId": "sarah", "title": "session"},
        "checkins/c1": {"trainerId": "coach-a", "clientId": "sarah", "comment": "tired"},
        "insights/i1": {"trainerId": "coach-a", "clientId": "sarah", "status": "pending"},
        "notifications/n1": {"recipientId": "coach-a", "read": False, "title": "x"},
        "healthMetrics/h1": reading(),
        "healthGoals/g1": {"trainerId": "coach-a", "clientId": "sarah", "metric": "weight", "target": 65.0,
                           "unit": "kg", "status": "active"},
        "labResults/l1": lab(),
        "circles/k1": {"trainerId": "coach-a", "name": "Knee rehab", "clientId": "sarah"},
        "circleAssignments/a1": {"trainerId": "coach-a", "circleId": "k1", "clientId": "sarah", "source": "manual"},
    }
    for path in ("vectorIndex/v1", "auditLog/a1", "rateLimits/r1", "backfillRuns/b1", "insightAttempts/x1",
                 "insightLocks/l1", "keywordStats/coach-a", "aiConversations/c1", "aiConversations/c1/turns/t1",
                 *BACKEND_ONLY):
        # The owner fields a rule would check, as the backend writes them: closed must mean closed to the owner too.
        seed[path] = {"trainerId": "coach-a", "clientId": "sarah", "recipientId": "coach-a"}
    for path, data in seed.items():
        assert a.write(A, path, data) == 200, path
    return a


OK, DENIED = 200, 403

# Collections the backend writes that firestore.rules does not name (closed by default): each still gets a
# seeded document every role tries to read (test_every_collection_is_tried_by_every_role).
BACKEND_ONLY = ("clientPlans/p1", "weeklyNotes/w1", "calibrations/c1", "insightTriggers/t1",
                "insightPreferences/coach-a", "reconcileRuns/r1")

# Who may read each seeded document directly (everyone else is denied).
READERS = {
    "trainers/coach-a": {"coach-a"},
    "clients/sarah": {"coach-a", "sarah"},
    "clients/sam": {"coach-b", "sam"},
    "chats/chat-sarah": {"coach-a", "sarah"},
    "chats/chat-john": {"coach-a"},
    "chats/chat-sarah/messages/m1": {"coach-a", "sarah"},
    "clientProfiles/sarah": {"coach-a"},
    "sessionNotes/n1": {"coach-a"},
    "transcripts/t1": {"coach-a"},
    "checkins/c1": {"coach-a", "sarah"},
    "insights/i1": {"coach-a"},
    "notifications/n1": {"coach-a"},
    "healthMetrics/h1": {"coach-a", "sarah"},
    "healthGoals/g1": {"coach-a", "sarah"},
    "labResults/l1": {"coach-a", "sarah"},
    # The client a circle is about does not read their trainer's organisation of memory.
    "circles/k1": {"coach-a"},
    "circleAssignments/a1": {"coach-a"},
    "vectorIndex/v1": set(),
    "auditLog/a1": set(),
    "rateLimits/r1": set(),
    "backfillRuns/b1": set(),
    "insightAttempts/x1": set(),
    "insightLocks/l1": set(),
    "keywordStats/coach-a": set(),
    "aiConversations/c1": set(),
    "aiConversations/c1/turns/t1": set(),
    **{path: set() for path in BACKEND_ONLY},
}


def test_every_role_reads_exactly_what_it_should(api: Api) -> None:
    wrong = [
        (role, path)
        for path, readers in READERS.items()
        for role in ROLES
        if (api.get(role, path) == OK) != (role in readers)
    ]
    assert wrong == []


def test_every_collection_is_tried_by_every_role() -> None:
    """Every collection firestore.rules matches and every collection the backend names
    (shared/kernel/collection_names.py) has a seeded document in READERS, so a new one cannot go untried."""
    import re

    from shared.kernel import collection_names

    in_rules = set(re.findall(r"match /(\w+)/\{", RULES.read_text())) - {"databases"}
    named = {v for k, v in vars(collection_names).items() if k.isupper() and isinstance(v, str)}
    tried = {segment for path in READERS for segment in path.split("/")[0::2]}
    assert (in_rules | named) - tried == set()


# Direct writes nobody makes from the app: every role is denied.
CLOSED_WRITES = [*BACKEND_ONLY,
    "clientProfiles/sarah", "sessionNotes/n1", "transcripts/t1", "checkins/c1", "insights/i1", "healthGoals/g1",
    "circles/k1", "circleAssignments/a1", "vectorIndex/v1", "auditLog/a1", "rateLimits/r1", "backfillRuns/b1",
    "insightAttempts/x1",
    "insightLocks/l1", "keywordStats/coach-a", "aiConversations/c1", "aiConversations/c1/turns/t1", "somethingNew/x",
]


@pytest.mark.parametrize("path", CLOSED_WRITES)
def test_backend_written_collections_are_closed_to_every_role(api: Api, path: str) -> None:
    for role in ROLES:
        assert api.write(role, path, {"trainerId": "coach-a", "clientId": "sarah"}) == DENIED, role
        assert api.delete(role, path) == DENIED, role
    for role in ROLES:  # a new document as well as the existing one
        assert api.write(role, path + "-new", {"trainerId": role or "x", "clientId": "sarah"}) == DENIED, role


def test_no_one_creates_a_trainer_or_client_record(api: Api) -> None:
    """Roles are records only the backend creates (registerTrainer, saveClient)."""
    for role in ROLES:
        own = role or "anon"
        if not own.startswith("coach-"):  # (a trainer's own record exists: writing it is an update)
            assert api.write(role, f"trainers/{own}", {"displayName": "Me"}) == DENIED, role
        assert api.write(role, f"clients/{own}", {"trainerId": "coach-a", "displayName": "Me"}) == DENIED, role
        assert api.write(role, "clients/new", {"trainerId": own, "displayName": "X"}) == DENIED, role
        # A trainer's uid claimed as one's client would make that trainer a member of one's chats.
        assert api.write(role, "clients/coach-b", {"trainerId": own, "displayName": "B"}) == DENIED, role


def test_profiles_are_edited_by_their_owner_and_never_moved(api: Api) -> None:
    assert api.write("coach-a", "trainers/coach-a", {"displayName": "A"}, mask=["displayName"]) == OK
    assert api.write("coach-a", "trainers/coach-a", {"role": "admin"}, mask=["role"]) == DENIED
    assert api.write("coach-a", "trainers/coach-a", {"displayName": 7}, mask=["displayName"]) == DENIED
    assert api.write("coach-b", "trainers/coach-a", {"displayName": "A"}, mask=["displayName"]) == DENIED
    assert api.write("coach-a", "clients/sarah", {"displayName": "Sarah K"}, mask=["displayName"]) == OK
    assert api.write("coach-a", "clients/sarah", {"trainerId": "coach-b"}, mask=["trainerId"]) == DENIED
    assert api.write("sarah", "clients/sarah", {"displayName": "Coach Maya"}, mask=["displayName"]) == DENIED
    assert api.write("coach-b", "clients/sarah", {"displayName": "X"}, mask=["displayName"]) == DENIED
    for role in ROLES:
        assert api.delete(role, "clients/sarah") == DENIED  # deleteClient callable only
        assert api.delete(role, "trainers/coach-a") == DENIED


def test_client_queries_are_scoped(api: Api) -> None:
    assert api.query("coach-a", "clients", "trainerId", "coach-a") == OK
    assert api.query("coach-a", "clients") == DENIED  # a list of everyone's clients
    assert api.query("coach-a", "insights", "trainerId", "coach-a") == OK
    assert api.query("coach-b", "insights") == DENIED
    assert api.query("sarah", "checkins", "clientId", "sarah") == OK
    assert api.query("sarah", "checkins") == DENIED
    assert api.query("coach-a", "circles", "trainerId", "coach-a") == OK
    assert api.query("coach-b", "circles") == DENIED
    assert api.query("coach-a", "circleAssignments", "trainerId", "coach-a") == OK
    assert api.query("sarah", "circleAssignments", "clientId", "sarah") == DENIED


def chat(members: list[str], trainer: str = "coach-a", field: str = "participants", **extra: Any) -> dict[str, Any]:
    return {"trainerId": trainer, field: members, **extra}


# (who, the chat's fields, allowed?) — the chat is tied to the trainer who owns every client in it.
CHAT_CREATES = [
    ("coach-a", chat(["coach-a", "sarah"]), True),
    ("coach-a", chat(["coach-a", "sarah"], field="participantIds"), True),
    ("coach-a", chat(["coach-a", "sarah"], clientId="sarah", isGroupChat=False), True),
    ("coach-a", chat(["coach-a", "sarah", "john"], isGroupChat=True), True),
    ("coach-a", chat(["coach-a", "sam"]), False),  # another trainer's client
    ("coach-a", chat(["coach-a", "sam"], clientId="sam"), False),
    ("coach-a", chat(["coach-a", "sarah"], clientId="sam"), False),
    ("coach-a", chat(["coach-a", "sarah"], clientId="john"), False),  # clientId not a member
    ("coach-a", chat(["coach-a", "coach-b"]), False),  # another trainer as a member
    ("coach-a", chat(["coach-a", "stranger"]), False),
    ("coach-a", chat(["sarah", "john"]), False),  # the trainer not in it
    ("coach-a", chat(["coach-a", "sarah", "john"]), False),  # three members, not a group chat
    ("coach-a", chat(["coach-a", "sarah", "sam"], isGroupChat=True), False),
    ("coach-a", chat(["coach-a", "sarah"], isGroupChat="yes"), False),
    ("coach-a", {**chat(["coach-a", "sarah"]), "participantIds": ["coach-a", "sam"]}, False),
    ("coach-a", chat(["coach-a"]), False),
    ("coach-a", chat(["coach-a", "sarah"], trainer="coach-b"), False),  # filed under another trainer
    ("coach-b", chat(["coach-b", "sarah"], trainer="coach-b"), False),
    ("coach-b", chat(["coach-a", "sarah"]), False),
    ("sarah", chat(["sarah", "john"], trainer="sarah"), False),  # between two clients
    ("sarah", chat(["coach-a", "sarah"]), False),  # a client posing as the trainer
    ("sam", chat(["sam", "sarah"], trainer="sam"), False),
    ("stranger", chat(["stranger", "sarah"], trainer="stranger"), False),
    ("stranger", chat(["coach-a", "sarah"]), False),
    (None, chat(["coach-a", "sarah"]), False),
]


def test_chats_are_tied_to_the_trainer_who_owns_the_clients(api: Api) -> None:
    wrong = [
        (who, data)
        for i, (who, data, allowed) in enumerate(CHAT_CREATES)
        if (api.write(who, f"chats/new-{i}", data) == OK) != allowed
    ]
    assert wrong == []


def test_chat_membership_and_ownership_never_change(api: Api) -> None:
    assert api.write("coach-a", "chats/chat-sarah", {"lastMessage": "see you"}, mask=["lastMessage"]) == OK
    assert api.write("sarah", "chats/chat-sarah", {"lastMessage": "ok"}, mask=["lastMessage"]) == OK
    assert api.write("coach-b", "chats/chat-sarah", {"lastMessage": "x"}, mask=["lastMessage"]) == DENIED
    for field, value in (("trainerId", "coach-b"), ("participants", ["coach-a", "sarah", "sam"]),
                         ("clientId", "john"), ("isGroupChat", True)):
        for who in ("coach-a", "sarah"):
            assert api.write(who, "chats/chat-sarah", {field: value}, mask=[field]) == DENIED, (who, field)
    assert api.write("coach-b", "chats/chat-sarah", chat(["coach-b", "sam"], trainer="coach-b")) == DENIED
    for role in ROLES:
        assert api.delete(role, "chats/chat-sarah") == DENIED


def msg(sender: str = "sarah", **fields: Any) -> dict[str, Any]:
    return {"senderId": sender, "text": "see you friday", "timestamp": NOW_MS, **fields}


# (who, chat, message, allowed?) — the app's message shapes are accepted; posing as someone else is not.
MESSAGE_CREATES = [
    ("sarah", "chat-sarah", msg(), True),  # epoch milliseconds, no senderName
    ("sarah", "chat-sarah", msg(timestamp=NOW), True),  # a Firestore Timestamp
    ("sarah", "chat-sarah", {"senderId": "sarah", "text": "hi", "createdAt": NOW}, True),
    ("sarah", "chat-sarah", msg(senderName="Sarah"), True),  # her own profile's name
    ("coach-a", "chat-sarah", msg("coach-a", senderName="Coach A"), True),
    ("coach-a", "chat-john", msg("coach-a"), True),  # participantIds chat
    ("sarah", "chat-sarah", msg(senderName="Coach Maya"), False),  # free-text name
    ("sarah", "chat-sarah", msg(senderName="Coach A"), False),  # her trainer's name
    ("coach-a", "chat-sarah", msg("coach-a", senderName="Sarah"), False),
    ("sarah", "chat-sarah", msg(senderName=None), False),
    ("coach-a", "chat-sarah", msg("sarah"), False),  # impersonating the client
    ("sarah", "chat-sarah", msg(timestamp="2026-11-20"), False),  # a date must be a date
    ("sarah", "chat-sarah", msg(timestamp=1.7e12), False),
    ("sarah", "chat-sarah", msg(timestamp=-5), False),
    ("sarah", "chat-sarah", msg(timestamp=NOW_MS, createdAt="now"), False),
    ("sarah", "chat-sarah", {"senderId": "sarah", "text": "no date"}, False),
    ("sarah", "chat-sarah", msg(text="x" * 20001), False),
    ("sarah", "chat-sarah", msg(text=""), False),
    ("sarah", "chat-sarah", msg(text=7), False),
    ("sarah", "chat-sarah", msg(trainerId="coach-b"), False),  # unknown field
    ("sarah", "chat-john", msg(), False),  # not a member
    ("coach-b", "chat-sarah", msg("coach-b"), False),
    ("sam", "chat-sarah", msg("sam"), False),
    ("stranger", "chat-sarah", msg("stranger"), False),
    (None, "chat-sarah", msg(), False),
]


def test_messages_are_written_by_members_as_themselves_with_typed_fields(api: Api) -> None:
    wrong = [
        (who, chat_id, data)
        for i, (who, chat_id, data, allowed) in enumerate(MESSAGE_CREATES)
        if (api.write(who, f"chats/{chat_id}/messages/new-{i}", data) == OK) != allowed
    ]
    assert wrong == []


def test_only_the_sender_edits_the_text_or_deletes(api: Api) -> None:
    path = "chats/chat-sarah/messages/m1"
    assert api.write("sarah", path, {"text": "knee is better"}, mask=["text"]) == OK
    assert api.write("sarah", path, {"text": "x", "editedAt": NOW_MS}, mask=["text", "editedAt"]) == OK
    assert api.write("sarah", path, {"text": "x", "editedAt": "now"}, mask=["text", "editedAt"]) == DENIED
    assert api.write("coach-a", path, {"text": "rewritten"}, mask=["text"]) == DENIED
    assert api.write("sarah", path, {"senderId": "coach-a"}, mask=["senderId"]) == DENIED
    assert api.write("sarah", path, {"senderName": "Coach A"}, mask=["senderName"]) == DENIED
    assert api.write("sarah", path, {"timestamp": 1}, mask=["timestamp"]) == DENIED
    for who in ("coach-a", "coach-b", "sam", "stranger", None):
        assert api.delete(who, path) == DENIED
    assert api.delete("sarah", path) == OK


def test_notifications_are_read_by_the_recipient_who_may_only_mark_them_read(api: Api) -> None:
    assert api.write("coach-a", "notifications/n1", {"read": True}, mask=["read"]) == OK
    assert api.write("coach-a", "notifications/n1", {"read": "yes"}, mask=["read"]) == DENIED
    assert api.write("coach-a", "notifications/n1", {"title": "y"}, mask=["title"]) == DENIED
    assert api.write("coach-b", "notifications/n1", {"read": True}, mask=["read"]) == DENIED
    assert api.write("coach-a", "notifications/n2", {"recipientId": "coach-a"}) == DENIED


# Direct health writes: (who, document, data, allowed). Only the client, for themself, filed under their own
# trainer, with the callables' field checks; the trainer writes through the callables.
FAR_FUTURE = datetime(2031, 1, 1, tzinfo=timezone.utc)
HEALTH_CREATES = [
    ("sarah", "healthMetrics", reading(), True),
    ("sarah", "healthMetrics", reading(type="sleep_hours", value=7, unit="h"), True),
    ("sarah", "labResults", lab(), True),
    ("sarah", "labResults", lab(status="low"), True),
    ("coach-a", "healthMetrics", reading(), False),  # the trainer: recordHealthMetric (validated, audited)
    ("coach-a", "labResults", lab(), False),
    ("coach-b", "healthMetrics", reading(client="sarah", trainer="coach-b"), False),
    ("coach-b", "healthMetrics", reading(client="sam", trainer="coach-b"), False),
    ("sam", "healthMetrics", reading(), False),  # another trainer's client, as sarah
    ("sam", "healthMetrics", reading(client="sam", trainer="coach-a"), False),  # filed under someone else's trainer
    ("sam", "healthMetrics", reading(client="sam", trainer="coach-b"), True),
    ("stranger", "healthMetrics", reading(client="stranger"), False),
    (None, "healthMetrics", reading(), False),
    ("sarah", "healthMetrics", reading(trainer="coach-b"), False),
    ("sarah", "healthMetrics", reading(type="Weight!"), False),
    ("sarah", "healthMetrics", reading(value="71.5"), False),
    ("sarah", "healthMetrics", reading(value=float("inf")), False),
    ("sarah", "healthMetrics", reading(value=float("nan")), False),
    ("sarah", "healthMetrics", reading(unit=""), False),
    ("sarah", "healthMetrics", reading(recordedAt=FAR_FUTURE), False),
    ("sarah", "healthMetrics", reading(recordedAt=NOW_MS), False),
    ("sarah", "healthMetrics", reading(note="free text"), False),
    ("sarah", "healthMetrics", reading(createdAt=datetime(2020, 1, 1, tzinfo=timezone.utc)), False),  # backdated
    ("sarah", "labResults", lab(referenceLow=200.0), False),
    ("sarah", "labResults", lab(status="fine"), False),
    ("sarah", "labResults", lab(panelDate=FAR_FUTURE), False),
    ("sarah", "labResults", lab(biomarker=""), False),
    ("sam", "labResults", lab(), False),
    ("sarah", "healthGoals", {"trainerId": "coach-a", "clientId": "sarah", "metric": "weight", "target": 50.0,
                              "unit": "kg", "status": "active"}, False),  # goals: the coach's (setHealthGoal)
]


@pytest.mark.parametrize(("who", "collection", "data", "allowed"), HEALTH_CREATES)
def test_health_data_is_written_directly_only_by_the_client_for_themself(
    api: Api, who: str | None, collection: str, data: dict[str, Any], allowed: bool
) -> None:
    assert api.write(who, f"{collection}/new-one", data) == (OK if allowed else DENIED)


def test_the_client_corrects_or_removes_their_own_readings_and_never_moves_them(api: Api) -> None:
    stamped = datetime(2026, 11, 19, tzinfo=timezone.utc)
    assert api.write(A, "healthMetrics/h1", {"createdAt": stamped}, mask=["createdAt"]) == OK  # as a create stamped it
    assert api.write("sarah", "healthMetrics/h1", {"value": 71.2}, mask=["value"]) == OK  # createdAt kept as it was
    assert api.write("sarah", "healthMetrics/h1", {"createdAt": NOW}, mask=["createdAt"]) == DENIED  # re-dated
    assert api.write("sarah", "labResults/l1", {"value": 14.0}, mask=["value"]) == OK
    assert api.write("sarah", "healthMetrics/h1", {"value": "heavy"}, mask=["value"]) == DENIED
    assert api.write("sarah", "healthMetrics/h1", {"clientId": "john"}, mask=["clientId"]) == DENIED
    assert api.write("sarah", "healthMetrics/h1", {"trainerId": "coach-b"}, mask=["trainerId"]) == DENIED
    for who in ("coach-a", "coach-b", "sam", "stranger", None):
        assert api.write(who, "healthMetrics/h1", {"value": 60.0}, mask=["value"]) == DENIED, who
        assert api.write(who, "labResults/l1", {"value": 60.0}, mask=["value"]) == DENIED, who
        assert api.delete(who, "healthMetrics/h1") == DENIED, who
        assert api.delete(who, "labResults/l1") == DENIED, who
    for who in ROLES:
        assert api.write(who, "healthGoals/g1", {"target": 50.0}, mask=["target"]) == DENIED, who
        assert api.delete(who, "healthGoals/g1") == DENIED, who
    assert api.delete("sarah", "healthMetrics/h1") == OK
    assert api.delete("sarah", "labResults/l1") == OK


def test_health_queries_are_scoped(api: Api) -> None:
    for collection in ("healthMetrics", "healthGoals", "labResults"):
        assert api.query("coach-a", collection, "trainerId", "coach-a") == OK
        assert api.query("sarah", collection, "clientId", "sarah") == OK
        assert api.query("coach-b", collection, "clientId", "sarah") == DENIED
        assert api.query("sam", collection, "clientId", "sarah") == DENIED
        assert api.query("stranger", collection) == DENIED


def test_insights_change_only_through_callables(api: Api) -> None:
    assert api.write("coach-a", "insights/i1", {"status": "approved"}, mask=["status"]) == DENIED
    assert api.delete("coach-a", "insights/i1") == DENIED


def test_the_matrix_is_the_size_claimed_in_the_docs() -> None:
    # docs/SECURITY.md quotes these counts: change the sentence when the matrix changes.
    assert (len(READERS) * len(ROLES), len(CHAT_CREATES), len(MESSAGE_CREATES), len(CLOSED_WRITES),
            len(HEALTH_CREATES)) == (192, 25, 25, 24, 29)
