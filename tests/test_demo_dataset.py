"""Validator for the authored demo data set (demo/data/demo_dataset.json).

Loader-independent: only reads the JSON (and, for the sync check, imports the
build script by path). Run with:
    functions/venv/bin/pytest tests/test_demo_dataset.py -q -p no:cacheprovider
"""
from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, field_validator

ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = ROOT / "demo" / "data"
DATASET = DATA_DIR / "demo_dataset.json"
BUILDER = DATA_DIR / "build_dataset.py"

WINDOW_START = datetime(2026, 10, 10, tzinfo=timezone.utc)
WINDOW_END = datetime(2026, 11, 21, 23, 59, 59, tzinfo=timezone.utc)
LAST_DAY = date(2026, 11, 21)
MIN_MESSAGES, MAX_MESSAGES = 330, 420
ISO_Z = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
INJECTION = re.compile(r"ignore (all |any )?(previous|prior) instructions", re.I)

# Key terms that must NOT occur in a trainer's messages for a "negative" query.
NEGATIVE_TERMS = {
    "marathon training plan": ["marathon"],
    "plantar fasciitis": ["plantar", "fasciitis"],
    "rotator cuff shoulder injury": ["rotator", "shoulder"],
    "lactose intolerance": ["lactose"],
    "deadlift personal record": ["deadlift"],
}


# ---------------------------------------------------------------------------
# Schema
# ---------------------------------------------------------------------------
class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


def _utc(value: str) -> str:
    if not ISO_Z.match(value):
        raise ValueError(f"not an ISO-8601 UTC timestamp like 2026-11-21T12:00:00Z: {value!r}")
    return value


def _day(value: str) -> str:
    if not ISO_DATE.match(value):
        raise ValueError(f"not a YYYY-MM-DD date: {value!r}")
    date.fromisoformat(value)
    return value


class Trainer(Strict):
    id: str = Field(pattern=r"^coach-[a-z]+$")
    displayName: str = Field(min_length=1)
    email: str = Field(pattern=r"^[^@\s]+@[^@\s]+\.[a-z]+$")


class Client(Strict):
    id: str = Field(pattern=r"^[a-z]+(-[a-z]+)+$")
    trainerId: str
    displayName: str = Field(min_length=1)
    active: bool


class Profile(Strict):
    clientId: str
    age: int = Field(ge=16, le=90)
    goal: str = Field(min_length=1)
    dietaryRestrictions: list[str]
    injuries: list[str]
    notes: str


class Chat(Strict):
    id: str = Field(pattern=r"^chat-[a-z]+-[a-z]+$")
    trainerId: str
    clientId: str


class Message(Strict):
    id: str = Field(pattern=r"^m-[a-z]+-[a-z]+-\d{3}$")
    chatId: str
    senderId: str
    senderName: str = Field(min_length=1)
    text: str = Field(min_length=1)
    createdAt: str
    _check_ts = field_validator("createdAt")(_utc)


class SessionNote(Strict):
    id: str
    trainerId: str
    clientId: str
    date: str
    author: str = Field(min_length=1)
    text: str = Field(min_length=1)
    _check_date = field_validator("date")(_day)


class Segment(Strict):
    speaker: str = Field(min_length=1)
    offsetSeconds: int = Field(ge=0)
    text: str = Field(min_length=1)


class Transcript(Strict):
    id: str
    trainerId: str
    clientId: str
    startedAt: str
    title: str = Field(min_length=1)
    segments: list[Segment] = Field(min_length=1)
    _check_ts = field_validator("startedAt")(_utc)


class Checkin(Strict):
    id: str
    trainerId: str
    clientId: str
    date: str
    sleepHours: float = Field(ge=0, le=14)
    stress: int = Field(ge=1, le=10)
    adherencePct: int = Field(ge=0, le=100)
    comment: str
    _check_date = field_validator("date")(_day)

    @field_validator("sleepHours", mode="before")
    @classmethod
    def _num(cls, v):  # JSON has no float/int distinction; accept both
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ValueError("sleepHours must be a number")
        return float(v)


class Query(Strict):
    trainerId: str
    query: str = Field(min_length=1)
    expectedMessageIds: list[str]
    kind: Literal["keyword", "paraphrase", "isolation", "injection", "negative"]


class Dataset(Strict):
    trainers: list[Trainer]
    clients: list[Client]
    profiles: list[Profile]
    chats: list[Chat]
    messages: list[Message]
    sessionNotes: list[SessionNote]
    transcripts: list[Transcript]
    checkins: list[Checkin]
    queries: list[Query]


# ---------------------------------------------------------------------------
# Fixtures / helpers
# ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def raw() -> dict:
    return json.loads(DATASET.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def ds(raw) -> Dataset:
    return Dataset.model_validate(raw)


def ts(value: str) -> datetime:
    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def idx(ds: Dataset):
    trainers = {t.id: t for t in ds.trainers}
    clients = {c.id: c for c in ds.clients}
    chats = {c.id: c for c in ds.chats}
    by_chat = defaultdict(list)
    for m in ds.messages:
        by_chat[m.chatId].append(m)
    return trainers, clients, chats, by_chat


def trainer_of(ds: Dataset, msg: Message) -> str:
    return {c.id: c.trainerId for c in ds.chats}[msg.chatId]


def client_msgs(ds: Dataset, client_id: str) -> list[Message]:
    chat_ids = {c.id for c in ds.chats if c.clientId == client_id}
    return [m for m in ds.messages if m.chatId in chat_ids and m.senderId == client_id]


# ---------------------------------------------------------------------------
# Schema + ids
# ---------------------------------------------------------------------------
def test_schema_validates(ds):
    assert len(ds.trainers) == 3


def test_top_level_keys_exact(raw):
    assert set(raw) == {
        "trainers", "clients", "profiles", "chats", "messages",
        "sessionNotes", "transcripts", "checkins", "queries",
    }


@pytest.mark.parametrize("section", ["trainers", "clients", "chats", "messages", "sessionNotes", "transcripts", "checkins"])
def test_ids_unique(raw, section):
    ids = [item["id"] for item in raw[section]]
    dupes = [i for i, n in Counter(ids).items() if n > 1]
    assert not dupes, f"duplicate ids in {section}: {dupes}"


def test_profiles_unique_per_client(ds):
    ids = [p.clientId for p in ds.profiles]
    assert len(ids) == len(set(ids))


# ---------------------------------------------------------------------------
# Referential integrity
# ---------------------------------------------------------------------------
def test_clients_reference_trainers_and_sizes(ds):
    trainers, clients, _, _ = idx(ds)
    per_trainer = Counter(c.trainerId for c in ds.clients)
    for c in ds.clients:
        assert c.trainerId in trainers, c.id
    for tid in trainers:
        assert 4 <= per_trainer[tid] <= 6, f"{tid} has {per_trainer[tid]} clients"
    assert 12 <= len(clients) <= 18


def test_every_client_has_exactly_one_chat_with_own_trainer(ds):
    trainers, clients, chats, _ = idx(ds)
    seen = Counter()
    for chat in ds.chats:
        assert chat.trainerId in trainers, chat.id
        assert chat.clientId in clients, chat.id
        assert clients[chat.clientId].trainerId == chat.trainerId, chat.id
        seen[chat.clientId] += 1
    assert set(seen) == set(clients)
    assert all(n == 1 for n in seen.values())


def test_messages_reference_chat_and_valid_sender(ds):
    trainers, clients, chats, _ = idx(ds)
    for m in ds.messages:
        assert m.chatId in chats, m.id
        chat = chats[m.chatId]
        assert m.senderId in (chat.trainerId, chat.clientId), m.id
        expected_name = (trainers[m.senderId].displayName if m.senderId == chat.trainerId
                         else clients[m.senderId].displayName)
        assert m.senderName == expected_name, m.id
        # message id embeds the chat slug
        assert m.id.startswith("m-" + m.chatId[len("chat-"):] + "-"), m.id


def test_both_sides_speak_in_every_chat(ds):
    _, _, chats, by_chat = idx(ds)
    for chat_id, chat in chats.items():
        senders = {m.senderId for m in by_chat[chat_id]}
        assert chat.trainerId in senders and chat.clientId in senders, chat_id


def test_profiles_notes_checkins_transcripts_reference_clients(ds):
    trainers, clients, _, _ = idx(ds)
    for p in ds.profiles:
        assert p.clientId in clients
    assert len(ds.profiles) >= len(clients) * 0.6, "profiles for most clients"
    for item in [*ds.sessionNotes, *ds.checkins, *ds.transcripts]:
        assert item.trainerId in trainers, item.id
        assert item.clientId in clients, item.id
        assert clients[item.clientId].trainerId == item.trainerId, item.id
    for n in ds.sessionNotes:
        assert n.author == trainers[n.trainerId].displayName, n.id


def test_queries_reference_own_trainer_messages(ds):
    trainers, _, chats, _ = idx(ds)
    msg_trainer = {m.id: chats[m.chatId].trainerId for m in ds.messages}
    for q in ds.queries:
        assert q.trainerId in trainers
        assert len(q.expectedMessageIds) == len(set(q.expectedMessageIds)), q.query
        for mid in q.expectedMessageIds:
            assert mid in msg_trainer, f"{q.query!r}: unknown message {mid}"
            assert msg_trainer[mid] == q.trainerId, f"{q.query!r}: {mid} belongs to another trainer"
        if q.kind == "negative":
            assert q.expectedMessageIds == [], q.query
        else:
            assert q.expectedMessageIds, q.query


# ---------------------------------------------------------------------------
# Time
# ---------------------------------------------------------------------------
def test_messages_chronological_within_chat(ds):
    _, _, _, by_chat = idx(ds)
    for chat_id, msgs in by_chat.items():
        stamps = [ts(m.createdAt) for m in msgs]
        assert stamps == sorted(stamps), chat_id
        assert len(set(stamps)) == len(stamps), f"{chat_id}: duplicate timestamps"


def test_timestamps_within_window(ds):
    for m in ds.messages:
        assert WINDOW_START <= ts(m.createdAt) <= WINDOW_END, m.id
    for t in ds.transcripts:
        start = ts(t.startedAt)
        assert WINDOW_START <= start and start + timedelta(seconds=t.segments[-1].offsetSeconds) <= WINDOW_END
    for item in [*ds.sessionNotes, *ds.checkins]:
        assert WINDOW_START.date() <= date.fromisoformat(item.date) <= LAST_DAY, item.id


def test_span_covers_about_six_weeks(ds):
    stamps = [ts(m.createdAt) for m in ds.messages]
    assert max(stamps).date() == LAST_DAY
    assert (max(stamps) - min(stamps)).days >= 35


# ---------------------------------------------------------------------------
# Volume
# ---------------------------------------------------------------------------
def test_total_message_count_in_range(ds):
    assert MIN_MESSAGES <= len(ds.messages) <= MAX_MESSAGES, len(ds.messages)


def test_every_trainer_has_substantial_volume(ds):
    per_trainer = Counter(trainer_of(ds, m) for m in ds.messages)
    assert all(n >= 60 for n in per_trainer.values()), per_trainer


def test_query_count(ds):
    assert len(ds.queries) >= 30
    per_trainer_negatives = Counter(q.trainerId for q in ds.queries if q.kind == "negative")
    assert all(per_trainer_negatives[t.id] >= 1 for t in ds.trainers)


# ---------------------------------------------------------------------------
# Scenarios
# ---------------------------------------------------------------------------
def test_cross_trainer_overlap_knee(ds):
    trainers_with_knee = {trainer_of(ds, m) for m in ds.messages if re.search(r"\bknee\b", m.text, re.I)}
    assert len(trainers_with_knee) >= 2, trainers_with_knee


def test_cross_trainer_same_first_name(ds):
    first_names = defaultdict(set)
    for c in ds.clients:
        first_names[c.displayName.split()[0]].add(c.trainerId)
    assert any(len(t) >= 2 for t in first_names.values())


def test_sarah_kim_knee_and_lactose(ds):
    msgs = client_msgs(ds, "sarah-kim")
    knee = [m for m in msgs if "knee" in m.text.lower()]
    assert len(knee) >= 3
    assert "my knee hurts after squats" in knee[0].text.lower()
    assert any("lactose" in m.text.lower() for m in msgs)


def test_sarah_bennett_runners_knee(ds):
    assert next(c for c in ds.clients if c.id == "sarah-bennett").trainerId == "coach-dan"
    chat = next(c for c in ds.chats if c.clientId == "sarah-bennett")
    texts = [m.text.lower() for m in ds.messages if m.chatId == chat.id]
    assert any("runner's knee" in t for t in texts)
    assert sum("knee" in t for t in texts) >= 3


def test_john_shoulder_story(ds):
    msgs = client_msgs(ds, "john-reyes")
    rc = [m for m in msgs if "hurt my rotator cuff on overhead press" in m.text.lower()]
    assert len(rc) == 1
    bench = [m for m in msgs if "bench press hurt" in m.text.lower()]
    sharp = [m for m in msgs if "sharp pain during overhead" in m.text.lower()]
    assert bench and sharp
    assert ts(bench[0].createdAt).date() < ts(rc[0].createdAt).date() < ts(sharp[0].createdAt).date()
    diet_words = ("diet", "meal", "breakfast", "eat")
    assert any(any(w in m.text.lower() for w in diet_words) and m.createdAt > rc[0].createdAt for m in msgs)


def test_john_transcript(ds):
    t = next(t for t in ds.transcripts if t.clientId == "john-reyes")
    assert t.trainerId == "coach-maya"
    assert 18 <= len(t.segments) <= 30
    offsets = [s.offsetSeconds for s in t.segments]
    assert offsets == sorted(offsets) and offsets[0] == 0
    assert 20 * 60 <= offsets[-1] <= 30 * 60
    assert {s.speaker for s in t.segments} == {"Coach", "John"}
    text = " ".join(s.text.lower() for s in t.segments)
    assert "shoulder" in text and "deadlift" in text


STRESS = re.compile(
    r"can't keep up|drained|exhausted|insane|so tired|overwhelm|burn(ed|t) out|failing at everything", re.I)


def test_stressed_client_in_last_three_days(ds):
    days = {LAST_DAY - timedelta(days=d) for d in range(3)}
    hits = defaultdict(set)
    for c in ds.clients:
        for m in client_msgs(ds, c.id):
            d = ts(m.createdAt).date()
            if d in days and STRESS.search(m.text):
                hits[c.id].add(d)
    stressed = [cid for cid, ds_ in hits.items() if len(ds_) >= 2]
    assert stressed == ["aisha-noor"], hits


def test_quiet_client_in_final_week(ds):
    final_week_start = LAST_DAY - timedelta(days=6)
    quiet = []
    for c in ds.clients:
        msgs = client_msgs(ds, c.id)
        before = [m for m in msgs if ts(m.createdAt).date() < final_week_start]
        during = [m for m in msgs if ts(m.createdAt).date() >= final_week_start]
        if len(before) >= 8 and not during:
            quiet.append(c.id)
    assert quiet == ["tom-becker"], quiet
    chat = next(c for c in ds.chats if c.clientId == "tom-becker")
    trainer_final = [m for m in ds.messages if m.chatId == chat.id and m.senderId == chat.trainerId
                     and ts(m.createdAt).date() >= final_week_start]
    assert len(trainer_final) >= 2, "trainer should be chasing the quiet client"
    adherence = [ci.adherencePct for ci in sorted(ds.checkins, key=lambda c: c.date) if ci.clientId == "tom-becker"]
    assert adherence and adherence[-1] < adherence[0]


def test_milestone_present(ds):
    assert any("hit 100kg deadlift" in m.text.lower() for m in client_msgs(ds, "leo-martins"))


def test_injection_message_present_in_client_message(ds):
    inj = [m for m in ds.messages if INJECTION.search(m.text)]
    assert len(inj) == 1
    chat = next(c for c in ds.chats if c.id == inj[0].chatId)
    assert inj[0].senderId == chat.clientId
    assert any(q.kind == "injection" and inj[0].id in q.expectedMessageIds for q in ds.queries)


def test_product_example_shoulder_pain_query(ds):
    rc = next(m for m in ds.messages if "rotator cuff on overhead press" in m.text)
    q = next(q for q in ds.queries if q.trainerId == "coach-maya" and q.query == "shoulder pain")
    assert rc.id in q.expectedMessageIds


def test_isolation_queries_exist_across_trainers(ds):
    knee_queries = {q.trainerId for q in ds.queries if q.query == "knee pain" and q.expectedMessageIds}
    assert len(knee_queries) >= 2


def test_negative_queries_have_no_matching_terms(ds):
    by_trainer = defaultdict(list)
    for m in ds.messages:
        by_trainer[trainer_of(ds, m)].append(m.text.lower())
    for q in ds.queries:
        if q.kind != "negative":
            continue
        terms = NEGATIVE_TERMS.get(q.query.lower(), [q.query.lower()])
        for text in by_trainer[q.trainerId]:
            for term in terms:
                assert term not in text, f"negative query {q.query!r} for {q.trainerId} matches: {text!r}"


def test_checkins_and_notes_per_trainer(ds):
    notes = Counter(n.trainerId for n in ds.sessionNotes)
    assert all(2 <= notes[t.id] <= 4 for t in ds.trainers), notes
    per_client = Counter(c.clientId for c in ds.checkins)
    assert len(per_client) >= 3 and all(2 <= n <= 3 for n in per_client.values()), per_client


# ---------------------------------------------------------------------------
# The committed JSON is exactly what the build script produces
# ---------------------------------------------------------------------------
def test_json_in_sync_with_build_script():
    spec = importlib.util.spec_from_file_location("demo_build_dataset", BUILDER)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.render(mod.build()) == DATASET.read_text(encoding="utf-8"), \
        "demo_dataset.json is stale: run python demo/data/build_dataset.py"
