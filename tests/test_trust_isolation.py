"""Property: no retrieval path ever returns another trainer's data.

Many trainers share one vocabulary, the same client first names and even
identical messages; every message also carries its trainer's private token
(`tok<n>`). Hypothesis draws the caller, the query and the filters (none,
own or foreign client, own or foreign chat, time windows, limits) and runs
them through semanticSearch's library path (messages and session notes), chatWithAI (its sources and its
answer text) and generateClientInsights, over the local store AND the
PineconeStore adapter on the Pinecone stand-in — where a foreign record is
also planted inside the caller's namespace. Every result must be the
caller's; a foreign client or chat must answer NotFound.
"""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Iterator

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from shared.usecases import backfill as bf
from shared.usecases.backends import Backends
from shared.kernel.errors import NotFound
from shared.domain.models import SearchRequest
from shared.usecases.search import semantic_search
from tests.factories import chat_id_for
from tests.trust_figures import record_figure

pytestmark = pytest.mark.emulator

TRAINERS = 5
CLIENTS = ("sarah", "john", "maria")  # the same first names at every trainer
PER_CLIENT = 6
VOCAB = (
    "knee hurts after squats", "slept badly again", "stressed about work", "shoulder pain on overhead press",
    "ate oatmeal and eggs", "skipped the workout", "feeling great today", "lower back is sore",
    "can we move thursday's session", "drank more water", "ran five kilometres", "hip feels tight",
)
SHARED = "my knee hurts after squats"  # word for word at every trainer
BASE = datetime(2026, 10, 1, tzinfo=timezone.utc)


def trainer(i: int) -> str:
    return f"coach-{i}"


def client_id(t: int, name: str) -> str:
    return f"{name}-of-{t}"


class World:
    def __init__(self, db: Any, local: Backends, pinecone: Backends) -> None:
        self.db, self.local, self.pinecone = db, local, pinecone
        self.owner_of_chat: dict[str, str] = {}
        self.owner_of_client: dict[str, str] = {}
        self.ts: dict[str, float] = {}  # "chat/message" → epoch
        self.checked = 0  # retrieval calls made
        self.checked_results = 0  # results and texts inspected
        self.chat_sources = 0  # sources cited by chat answers (the chat property is not vacuous)
        self.leaks = 0

    def backends(self, which: str) -> Backends:
        return self.local if which == "local" else self.pinecone


@pytest.fixture(scope="module")
def world(emulator: Any, embedder: Any, tmp_path_factory: pytest.TempPathFactory,
          _pinecone_standin_server: Any) -> Iterator[World]:  # noqa: F811
    from google.cloud import firestore

    from shared.kernel.config import Settings
    from shared.adapters.vectorstore.local import LocalVectorStore
    from shared.adapters.vectorstore.pinecone_store import PineconeStore

    emulator.reset(os.environ["GOOGLE_CLOUD_PROJECT"])
    db = firestore.Client(project=os.environ["GOOGLE_CLOUD_PROJECT"])
    _pinecone_standin_server.reset()
    path = tmp_path_factory.mktemp("iso") / "v.sqlite3"
    cfg = Settings(local_store_path=path, relevance_threshold=0.0, rate_limit_per_minute=0)
    local_store = LocalVectorStore(path)
    pc_store = PineconeStore(api_key="test", host=_pinecone_standin_server.url, dimension=embedder.dimension,
                             max_attempts=1)
    local = Backends(settings=cfg, db_override=db, embedder_override=embedder, store_override=local_store)
    pine = Backends(settings=cfg, db_override=db, embedder_override=embedder, store_override=pc_store)
    w = World(db, local, pine)

    rng = random.Random(7)
    now = datetime.now(timezone.utc)
    batch = db.batch()
    for t in range(TRAINERS):
        tid = trainer(t)
        batch.set(db.collection("trainers").document(tid), {"displayName": f"Coach {t}"})
        for name in CLIENTS:
            cid = client_id(t, name)
            chat = chat_id_for(cid)
            w.owner_of_chat[chat], w.owner_of_client[cid] = tid, tid
            batch.set(db.collection("clients").document(cid), {"trainerId": tid, "displayName": name.title(), "active": True})
            batch.set(db.collection("chats").document(chat), {"trainerId": tid, "clientId": cid, "participantIds": [tid, cid]})
            for i in range(PER_CLIENT):
                text = SHARED if i == 0 else f"{rng.choice(VOCAB)}, {rng.choice(VOCAB)} tok{t}"
                at = BASE + timedelta(days=rng.randrange(40), hours=t) if i < PER_CLIENT - 2 else now - timedelta(days=i - 2, hours=t)
                w.ts[f"{chat}/m{i}"] = at.timestamp()
                batch.set(db.collection("chats").document(chat).collection("messages").document(f"m{i}"),
                          {"senderId": cid, "senderName": name.title(), "text": f"{text} tok{t}", "createdAt": at})
            # Another source: a session note per client, same words, same token rule.
            batch.set(db.collection("sessionNotes").document(f"note-{cid}"),
                      {"trainerId": tid, "clientId": cid, "date": now - timedelta(days=1), "author": f"Coach {t}",
                       "text": f"session note: {rng.choice(VOCAB)} and {rng.choice(VOCAB)} tok{t}"})
    batch.commit()
    assert bf.backfill(local).embedded == TRAINERS * len(CLIENTS) * PER_CLIENT
    from shared.usecases.sources import sync as sources

    for t in range(TRAINERS):
        for name in CLIENTS:
            sources.sync_source(local, "session_note", f"note-{client_id(t, name)}")
    # The Pinecone copy is written through the adapter (the ledger already says "indexed").
    for t in range(TRAINERS):
        ids = [f"message:{chat_id_for(client_id(t, n))}:m{i}" for n in CLIENTS for i in range(PER_CLIENT)]
        ids += [f"session_note:note-{client_id(t, n)}" for n in CLIENTS]
        records = local_store.fetch(trainer(t), ids)
        assert len(records) == len(ids)
        pc_store.upsert(trainer(t), list(records.values()))
    # A hostile record inside coach-0's namespace that claims to be coach-1's.
    vec = embedder.embed([SHARED])[0]
    _pinecone_standin_server.put_raw(trainer(0), "message:planted:x", vec.tolist(),
                                     {"trainerId": trainer(1), "sourceType": "message", "chatId": "planted",
                                      "text": f"{SHARED} tok1", "embeddingModel": embedder.model_id, "ts": 1.8e9})
    yield w
    record_figure("isolation", {"retrievals_checked": w.checked, "results_checked": w.checked_results,
                                "chat_sources_checked": w.chat_sources, "leaks": w.leaks})
    local_store.close()
    pc_store.close()


def _assert_own(w: World, caller: str, owners: list[tuple[str | None, str | None]], texts: list[str]) -> None:
    """owners: (chatId, clientId) of each result; a message is owned through its chat, a note through its client."""
    t = int(caller.split("-")[1])
    for chat, client in owners:
        owner = w.owner_of_chat.get(chat) if chat else w.owner_of_client.get(client or "")
        if owner != caller:
            w.leaks += 1
    for text in texts:
        if {int(n) for n in TOKEN.findall(text)} - {t}:
            w.leaks += 1
    w.checked_results += len(owners) + len(texts)
    assert w.leaks == 0, (caller, owners)


TOKEN = re.compile(r"\btok(\d+)\b")
FILTERS = ("none", "own_client", "foreign_client", "own_chat", "foreign_chat", "since", "until", "window", "notes",
           "notes_of_client")
queries = st.lists(st.sampled_from(VOCAB + (SHARED, "knee", "sarah", "tok0 tok1 tok2", "john's sleep")),
                   min_size=1, max_size=3).map(" ".join)


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(t=st.integers(0, TRAINERS - 1), other=st.integers(1, TRAINERS - 1), name=st.sampled_from(CLIENTS),
       query=queries, filt=st.sampled_from(FILTERS), limit=st.integers(1, 50),
       day=st.integers(0, 45), which=st.sampled_from(["local", "pinecone"]))
def test_semantic_search_never_returns_another_trainers_messages(world: World, t: int, other: int, name: str,
                                                                query: str, filt: str, limit: int, day: int,
                                                                which: str) -> None:
    caller, foreign_t = trainer(t), (t + other) % TRAINERS
    cut = BASE + timedelta(days=day)
    fields: dict[str, Any] = {"query": query, "limit": limit}
    if filt == "own_client":
        fields["clientId"] = client_id(t, name)
    elif filt == "foreign_client":
        fields["clientId"] = client_id(foreign_t, name)
    elif filt == "own_chat":
        fields["chatId"] = chat_id_for(client_id(t, name))
    elif filt == "foreign_chat":
        fields["chatId"] = chat_id_for(client_id(foreign_t, name))
    elif filt == "since":
        fields["since"] = cut
    elif filt == "until":
        fields["until"] = cut
    elif filt == "window":
        fields["since"], fields["until"] = cut, cut + timedelta(days=10)
    elif filt == "notes":
        fields["sourceTypes"] = ["session_note"]
    elif filt == "notes_of_client":
        fields["sourceTypes"], fields["clientId"] = ["session_note", "message"], client_id(t, name)
    request = SearchRequest(**fields)
    world.checked += 1
    if filt.startswith("foreign"):
        with pytest.raises(NotFound):
            semantic_search(world.backends(which), caller, request)
        return
    response = semantic_search(world.backends(which), caller, request)
    _assert_own(world, caller, [(r.chatId, r.clientId) for r in response.results], [r.text for r in response.results])
    for r in response.results:
        key = f"{r.chatId}/{r.messageId}"
        if "sourceTypes" in fields:
            assert r.sourceType in fields["sourceTypes"]
        if "clientId" in fields:
            assert r.clientId == fields["clientId"]
        if "chatId" in fields:
            assert r.chatId == fields["chatId"]
        if r.sourceType != "message":
            continue  # a note's time is its date, not a message timestamp; checked for messages below
        if "since" in fields:
            assert world.ts[key] >= fields["since"].timestamp()
        if "until" in fields:
            assert world.ts[key] <= fields["until"].timestamp()
    if filt in ("none", "notes") and response.period is None:
        # Threshold 0: the property is never checked on an empty answer. A query naming a period
        # ("feeling great today") is searched within it (semanticSearch reads the period, as the
        # chat does), and this world's messages are weeks old: empty there is the right answer.
        assert response.results


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(t=st.integers(0, TRAINERS - 1), other=st.integers(1, TRAINERS - 1), name=st.sampled_from(CLIENTS),
       words=queries, scoped=st.sampled_from(["none", "own", "foreign", "by_name"]),
       which=st.sampled_from(["local", "pinecone"]))
def test_chat_sources_and_answers_never_cite_another_trainer(world: World, t: int, other: int, name: str,
                                                            words: str, scoped: str, which: str) -> None:
    from shared.usecases.chat import service as chat
    from shared.usecases.chat.models import ChatRequest

    caller = trainer(t)
    message = f"what did {name.title()} say about {words}?" if scoped == "by_name" else f"what about {words}?"
    fields: dict[str, Any] = {"message": message}
    if scoped == "own":
        fields["clientId"] = client_id(t, name)
    elif scoped == "foreign":
        fields["clientId"] = client_id((t + other) % TRAINERS, name)
    world.checked += 1
    if scoped == "foreign":
        with pytest.raises(NotFound):
            chat.answer(world.backends(which), caller, ChatRequest(**fields))
        return
    response = chat.answer(world.backends(which), caller, ChatRequest(**fields))
    # The question itself may name tokens, and the answer may echo them as the
    # words it did not find ("No message mentions 'tok1'", single-quoted); it
    # must not quote foreign ones (message quotes are double-quoted and the
    # sources' snippets are checked as they are).
    answer = response.response.replace(words, " ")
    for typed in set(TOKEN.findall(words)):
        answer = answer.replace(f"'tok{typed}'", " ")
    _assert_own(world, caller, [(s.chatId, s.clientId) for s in response.sources],
                [answer] + [s.snippet for s in response.sources])
    world.chat_sources += len(response.sources)
    if scoped == "own":
        assert {s.clientId for s in response.sources} <= {client_id(t, name)}


def test_insights_see_only_the_callers_client(world: World) -> None:
    from shared.usecases.insights import run as insights
    from shared.domain.insights.models import GenerateRequest

    for t in range(TRAINERS):
        caller = trainer(t)
        for name in CLIENTS:
            foreign = client_id((t + 1) % TRAINERS, name)
            with pytest.raises(NotFound):
                insights.generate_client_insights(world.local, caller, GenerateRequest(clientId=foreign))
            world.checked += 1
            result = insights.generate_client_insights(world.local, caller, GenerateRequest(clientId=client_id(t, name)))
            blob = result.model_dump_json()
            assert result.clientId == client_id(t, name)
            assert all(i.trainerId == caller and i.clientId == client_id(t, name) for i in result.insights)
            _assert_own(world, caller, [], [blob])
            world.checked += 1


def test_planted_foreign_record_in_the_namespace_is_dropped(world: World, embedder: Any) -> None:
    vec = embedder.embed([SHARED])[0]
    matches = world.pinecone.store.query(trainer(0), vec, 100)
    assert matches and all(m.metadata.get("trainerId") == trainer(0) for m in matches)
    assert "message:planted:x" not in {m.id for m in matches}
    assert world.pinecone.store.fetch(trainer(0), ["message:planted:x"]) == {}


def test_foreign_conversation_and_insight_answer_exactly_like_unknown_ones(world: World) -> None:
    """No enumeration: another trainer's conversation or insight id gets the nonexistent answer."""
    from shared.usecases.chat import service as chat
    from shared.usecases.chat.models import ChatRequest
    from shared.usecases.insights import review
    from shared.domain.insights.models import ReviewRequest

    owner, intruder = trainer(0), trainer(1)
    started = chat.answer(world.local, owner, ChatRequest(message="how is sarah's knee after squats?"))
    answers = []
    for conversation_id in (started.conversationId, "no-such-conversation"):
        with pytest.raises(NotFound) as err:
            chat.answer(world.local, intruder, ChatRequest(message="and her sleep?", conversationId=conversation_id))
        answers.append((err.value.code, err.value.message, err.value.details))
    assert answers[0] == answers[1]

    now = datetime.now(timezone.utc)
    world.db.collection("insights").document("iso-insight").set(
        {"trainerId": owner, "clientId": client_id(0, "sarah"), "status": "pending", "title": "Knee check",
         "clientMessage": "How is the knee?", "rationale": "r", "suggestedActions": [], "insightType": "recovery",
         "confidence": 0.8, "triggeringData": {"pattern": "pain", "messageIds": ["m1"]},
         "createdAt": now, "expiresAt": now + timedelta(days=2)}
    )
    answers = []
    for insight_id in ("iso-insight", "no-such-insight"):
        with pytest.raises(NotFound) as err:
            review.review_insight(world.local, intruder, ReviewRequest(insightId=insight_id, decision="approve"))
        answers.append((err.value.code, err.value.message, err.value.details))
    assert answers[0] == answers[1]
    assert world.db.collection("insights").document("iso-insight").get().get("status") == "pending"
    world.checked += 4
