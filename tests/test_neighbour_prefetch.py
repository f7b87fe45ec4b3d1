"""The neighbouring-turn lift on Pinecone: a repeated search reads the lift's turns while its
lists are still on the way (shared/domain/retrieval.py, `prefetch_neighbours`), and finds the
same candidates as without it. Orderings are read from the stand-in's request log and its
`gather` (requests held until N are in flight at once), never from timings."""

from __future__ import annotations

import json
from typing import Any, Iterator

import pytest

from shared.adapters.vectorstore.pinecone_store import PineconeStore
from shared.domain.query_cache import query_cache
from shared.domain.retrieval import retrieve
from shared.ports.vectorstore import VectorRecord
from tests.hash_embedder import HashEmbedder
from tests.standins._base import Request
from tests.standins.pinecone_server import PineconeStandin

TRAINER = "trainer-a"
QUERY = "knee sore after squats"
# The lists, their head asked again with values, and the lift's turns: a search's requests.
LISTS_AND_TURNS = 4


def _is_turns(r: Request) -> bool:
    """A query over chats' time windows ($or): the lift's turns, prefetched or not."""
    return r.path == "/query" and "$or" in json.dumps((r.json() or {}).get("filter", {}))


def _windows(r: Request) -> list[tuple[str, float]]:
    clauses = next(c["$or"] for c in r.json()["filter"]["$and"] if "$or" in c)
    return sorted((w["$and"][0]["chatId"]["$eq"], w["$and"][1]["ts"]["$gte"]) for w in clauses)


def _record(embedder: HashEmbedder, id_: str, chat: str, ts: float, text: str) -> VectorRecord:
    meta = {"sourceType": "message", "sourceId": id_, "chatId": chat, "clientId": "c1", "senderName": "Sam",
            "text": text, "ts": ts, "embeddingModel": embedder.model_id}
    return VectorRecord(id_, embedder.embed([text])[0], meta)


TURNS = [
    "my knee is sore after squats", "did you ice it", "yes twice, still stiff", "ok take two days off squats",
    "will do", "how was the long run", "legs felt heavy on the hills", "knee fine on the run though",
    "great news", "back squats felt easier today", "sleep was rough this week", "stress at work again",
]


@pytest.fixture
def setup(pinecone_standin: PineconeStandin) -> Iterator[tuple[PineconeStore, HashEmbedder]]:
    embedder = HashEmbedder()
    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, backoff_s=0.01)
    # Three exchanges a day apart in one chat, and one in another: every seed has turns around it.
    records = [_record(embedder, f"m{day}-{i}", "chat-1" if day < 3 else "chat-2", 1_700_000_000 + day * 86_400 + i * 60,
                       text) for day in range(4) for i, text in enumerate(TURNS)]
    store.upsert(TRAINER, records)
    yield store, embedder
    store.close()


def _settled(store: PineconeStore) -> None:
    """Wait for a search's keyword head, which may still be in flight after it returned (a fetch
    waits for heads first; the id asked for does not exist)."""
    store.fetch(TRAINER, ["no-such-record"])


def _candidates(found: list[Any]) -> list[tuple[Any, ...]]:
    return [(c.id, c.relevance, c.cosine, sorted(c.features.items())) for c in found]


def test_a_repeated_search_asks_for_the_turns_with_its_lists_and_finds_the_same(setup, pinecone_standin) -> None:
    store, embedder = setup
    first = retrieve(embedder, store, TRAINER, QUERY, 10)
    _settled(store)
    searched = pinecone_standin.requests("/query")
    # The first time the turns are asked for after the lists, in a request of their own. The
    # keyword head asked again with values is not waited for, so it may reach the stand-in before
    # or after the turns: only the two lists are sure to come first.
    turns_at = [i for i, r in enumerate(searched) if _is_turns(r)]
    assert len(searched) == LISTS_AND_TURNS and len(turns_at) == 1 and turns_at[0] >= 2
    assert pinecone_standin.max_in_flight("/query") < LISTS_AND_TURNS

    # Held until all four are in flight at once: only a search that sends the turns' query
    # before any list has come back releases them (else the gathering gives up after 4 s,
    # within the store's 5 s budget, and three were in flight at most).
    pinecone_standin.gather(LISTS_AND_TURNS, "/query", 4.0)
    second = retrieve(embedder, store, TRAINER, QUERY, 10)

    again = pinecone_standin.requests("/query")[len(searched):]
    assert pinecone_standin.max_in_flight("/query") == LISTS_AND_TURNS
    (turns,) = [r for r in again if _is_turns(r)]  # no second request for the turns
    assert _windows(turns) == _windows(searched[turns_at[0]])  # last time's seeds' windows
    assert _candidates(second) == _candidates(first)


def test_a_hint_the_history_outdated_costs_a_request_not_a_different_answer(setup, pinecone_standin) -> None:
    store, embedder = setup
    retrieve(embedder, store, TRAINER, QUERY, 10)
    # A new exchange in a third chat that matches the query best: a seed no hint knows.
    store.upsert(TRAINER, [_record(embedder, f"new-{i}", "chat-3", 1_700_900_000 + i * 60, text)
                           for i, text in enumerate(["knee sore after squats again", "sorry to hear", "icing it"])])
    _settled(store)
    before = len(pinecone_standin.requests("/query"))

    hinted = retrieve(embedder, store, TRAINER, QUERY, 10)
    _settled(store)
    turns = [r for r in pinecone_standin.requests("/query")[before:] if _is_turns(r)]
    query_cache().clear()  # no hint, no prefetch: the search as it was before hints
    plain = retrieve(embedder, store, TRAINER, QUERY, 10)

    assert len(turns) == 2  # the prefetch, then the seeds' own request
    assert any(c.id.startswith("new-") for c in hinted[:3])
    assert _candidates(hinted) == _candidates(plain)


def test_the_hint_holds_where_the_seeds_are_and_nothing_of_their_text(setup) -> None:
    store, embedder = setup
    retrieve(embedder, store, TRAINER, QUERY, 10)
    (hint,) = [v for k, v in query_cache()._hints.items() if TRAINER in k]
    assert hint and all(set(m.metadata) == {"chatId", "ts"} for m in hint)
    query_cache().clear()
    assert not query_cache()._hints
