"""What follows the chosen records, in one step for search and chat (shared/usecases/follow_ons.py):
the same sources as the look-ups in a row gave (the chat's, before), in fewer rounds of store
requests.

Rounds are counted on a logical clock, not timed: a store request ends one round after the latest
request whose result the thread issuing it had waited for (directly, or through `wait` on a step
it submitted); a fetch the store answers from remembered vectors costs no round, as on Pinecone
(`keep_values`, the keyword head's values). So the count says what waited for what, on any
machine and under any load.
"""

from __future__ import annotations

import concurrent.futures
import contextvars
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Sequence

import numpy as np
import pytest

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain import threads
from shared.domain.retrieval import Candidate
from shared.kernel.errors import VectorStoreError
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import follow_ons

DIM = 12
DAY = 86400.0
HOUR = 3600.0
T0 = 1_700_000_000.0
ROOM = 11  # the chat's MAX_SOURCES + REPLIES

_clock: contextvars.ContextVar[int] = contextvars.ContextVar("rounds", default=0)
_pool = concurrent.futures.ThreadPoolExecutor(max_workers=8, thread_name_prefix="test-follow-ons")


def _submit(fn: Any, *args: Any) -> "concurrent.futures.Future[Any]":
    """shared.kernel.deadline.submit, carrying the logical clock into the step and back out of it."""
    context = contextvars.copy_context()

    def step() -> tuple[Any, int]:
        return fn(*args), _clock.get()

    return _pool.submit(context.run, step)


def _wait(future: "concurrent.futures.Future[Any]") -> Any:
    value, ended = future.result()
    _clock.set(max(_clock.get(), ended))
    return value


@pytest.fixture(autouse=True)
def logical_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    for module in (follow_ons, threads):
        monkeypatch.setattr(module, "submit", _submit)
        monkeypatch.setattr(module, "wait", _wait)


class CountingStore:
    """A local store that notes each request's round (see the module's docstring) and, like Pinecone,
    answers a fetch from memory when it brought every vector asked for already (`keep_values`, or
    `remember`: what the search's own queries brought)."""

    def __init__(self, store: LocalVectorStore) -> None:
        self._store = store
        self.requests: list[tuple[str, int]] = []
        self._remembered: set[str] = set()
        self.failing: set[str] = set()

    def remember(self, ids: Sequence[str]) -> None:
        self._remembered.update(ids)

    def _request(self, op: str) -> None:
        if op in self.failing:
            raise VectorStoreError(f"{op} down")
        ended = _clock.get() + 1
        _clock.set(ended)
        self.requests.append((op, ended))

    def fetch(self, trainer_id: str, ids: Sequence[str]) -> dict[str, VectorRecord]:
        if not set(ids) <= self._remembered:
            self._request("fetch")
        return self._store.fetch(trainer_id, ids)

    def query(self, trainer_id: str, vector: np.ndarray, top_k: int, query_filter: QueryFilter | None = None,
              keep_values: bool = False) -> list:
        self._request("query")
        matches = self._store.query(trainer_id, vector, top_k, query_filter)
        if keep_values:
            self.remember([m.id for m in matches])
        return matches

    def neighbours(self, trainer_id: str, seeds: Sequence, vector: np.ndarray, span: int, max_gap_s: float,
                   query_filter: QueryFilter | None = None, prefetched: Any = None) -> dict:
        self._request("neighbours")
        return self._store.neighbours(trainer_id, seeds, vector, span, max_gap_s, query_filter)

    @property
    def rounds(self) -> int:
        return max((r for _, r in self.requests), default=0)

    def in_round(self, n: int) -> list[str]:
        return sorted(op for op, r in self.requests if r == n)


class FixedEmbedder:
    """Every query is the same direction, far from every record: replies are found by time, not meaning."""

    model_id = "test-follow-ons-12"
    dimension = DIM

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.tile(basis(11), (len(texts), 1))


def basis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


def unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v)).astype(np.float32)


def chatter(k: int) -> np.ndarray:
    """Short everyday turns: near each other, far from any topic."""
    return unit(basis(7) + 0.15 * basis(3 + k % 4))


def message(id_: str, ts: float, text: str, client: str | None = "ana", chat: str = "chat-ana",
            sender: str = "ana") -> dict:
    meta = {"sourceType": "message", "sourceId": id_, "chatId": chat, "senderId": sender, "ts": ts, "text": text,
            "senderName": "Ana Lind" if sender == "ana" else "Coach", "embeddingModel": FixedEmbedder.model_id}
    return meta if client is None else {**meta, "clientId": client}


# Ana's deadlift, the coach's answer three hours later, chatter, her new best three weeks later;
# her mobility group, where the coach welcomed everyone and she asked about tight hips.
RECORDS = [
    ("x", basis(0), message("x", T0, "200 on deadlift for a single!!")),
    ("r", basis(5), message("r", T0 + 3 * HOUR, "Huge. Deload next week.", sender="coach")),
    *[(f"c{k}", chatter(k), message(f"c{k}", T0 + (3 + k) * DAY, ["see you thurs", "running late sorry", "booked",
                                                                   "cool thanks for that", "have a good weekend"][k]))
      for k in range(5)],
    ("y", unit(0.8 * basis(0) + 0.6 * basis(2)), message("y", T0 + 20 * DAY, "210 today!!! new pb by 10")),
    ("g1", basis(8), message("g1", T0 + 30 * DAY, "Welcome to the Tuesday mobility group!", client=None,
                             chat="g-mob", sender="coach")),
    ("g2", unit(basis(8) + basis(9)), message("g2", T0 + 40 * DAY, "anyone else's hips super tight?", chat="g-mob")),
]
SCOPE = QueryFilter(client_id="ana", group_chats=("g-mob",))


@pytest.fixture
def local(tmp_path: Path):
    s = LocalVectorStore(tmp_path / "v.sqlite3")
    s.upsert("coach", [VectorRecord(id_, v, m) for id_, v, m in RECORDS])
    yield s
    s.close()


def candidate(store: LocalVectorStore, id_: str, relevance: float = 0.9) -> Candidate:
    return Candidate(id_, 0.5, relevance, store.fetch("coach", [id_])[id_].metadata, {"coverage": 0.5})


def backends_on(store: Any) -> SimpleNamespace:
    return SimpleNamespace(store=store, embedder=FixedEmbedder())


def in_a_row(backends: Any, chosen: list[Candidate], pool: list[Candidate], query_filter: QueryFilter) -> list[Candidate]:
    """The chat's look-ups before this module, one after the other: the reference for what is found."""
    store, model = backends.store, backends.embedder.model_id
    out = threads.with_replies(chosen, follow_ons.read_replies(backends, "coach", "q", chosen, pool, query_filter), ROOM)
    updates = threads.later_updates(store, "coach", out, {c.id for c in out}, model)
    out = threads.with_follow_ons(out, updates, pool, "update")
    turns = threads.own_turns(store, "coach", out, "ana", query_filter.group_chats, {c.id for c in out}, model)
    return threads.with_follow_ons(out, turns, pool, "ownTurn")


def at_once(backends: Any, chosen: list[Candidate], pool: list[Candidate], query_filter: QueryFilter) -> list[Candidate]:
    return follow_ons.what_follows(backends, "coach", "q", chosen, pool, query_filter, read=len(chosen), room=ROOM)


def shown(out: list[Candidate]) -> list[tuple[str, Any]]:
    return [(c.id, c.metadata.get("followOn") or ("reply" if c.metadata.get("reply") else None)) for c in out]


def run(fn: Any, *args: Any) -> Any:
    """`fn` with the logical clock at zero (a context of its own: tests do not share a clock)."""
    return contextvars.copy_context().run(lambda: (_clock.set(0), fn(*args))[1])


def test_the_reply_the_update_and_the_own_turn_are_what_the_lookups_in_a_row_found(local):
    chosen = [candidate(local, "x"), candidate(local, "g1", 0.8)]
    before, after = CountingStore(local), CountingStore(local)
    expected = run(in_a_row, backends_on(before), chosen, chosen, SCOPE)
    out = run(at_once, backends_on(after), chosen, chosen, SCOPE)
    assert shown(out) == shown(expected) == [("x", None), ("r", "reply"), ("y", "update"), ("g1", None),
                                             ("g2", "ownTurn")]
    assert [c.relevance for c in out] == [c.relevance for c in expected]
    # In a row: the replies; the update's fetch, query, (fetch from the kept values), query; the own
    # turn's fetch and query. At once: the replies and both fetches, then both first queries, then one.
    assert before.rounds == 6
    assert after.rounds == 3
    assert after.in_round(1) == ["fetch", "fetch", "neighbours"]
    assert after.in_round(2) == ["query", "query"] and after.in_round(3) == ["query"]
    assert sorted(op for op, _ in after.requests) == sorted(op for op, _ in before.requests)


def test_sources_whose_vectors_the_search_brought_cost_two_rounds(local):
    store = CountingStore(local)
    store.remember(["x", "g1"])  # Pinecone: the keyword list's head came with its vectors
    chosen = [candidate(local, "x"), candidate(local, "g1", 0.8)]
    out = run(at_once, backends_on(store), chosen, chosen, SCOPE)
    assert [c.id for c in out] == ["x", "r", "y", "g1", "g2"]
    assert store.rounds == 2 and store.in_round(1) == ["neighbours", "query", "query"]


def test_a_reply_read_from_the_store_that_makes_a_chosen_record_a_source_is_looked_up_after(tmp_path: Path):
    # The coach's question, Ana's "200 on deadlift" four hours later: in the pool, her message is the
    # answer to the coach's. The store holds her "ok will do" an hour after the coach's message: that
    # is the reply, and her deadlift is a source of its own, whose update is looked for once known.
    s = LocalVectorStore(tmp_path / "guess.sqlite3")
    rows = [
        ("q", basis(1), message("q", T0, "what did you hit on deadlift today?", sender="coach")),
        ("w", basis(4), message("w", T0 + HOUR, "ok will do, just finishing up")),
        ("x", basis(0), message("x", T0 + 4 * HOUR, "200 on deadlift for a single!!")),
        *[(i, v, m) for i, v, m in RECORDS if i[0] in "cy"],
    ]
    s.upsert("coach", [VectorRecord(i, v, m) for i, v, m in rows])
    chosen = [candidate(s, "q"), candidate(s, "x", 0.85)]
    guessed = threads.with_replies(chosen, chosen, ROOM)
    assert shown(guessed) == [("q", None), ("x", "reply")]  # what the pool alone said
    before, after = CountingStore(s), CountingStore(s)
    expected = run(in_a_row, backends_on(before), chosen, chosen, QueryFilter(client_id="ana"))
    out = run(at_once, backends_on(after), chosen, chosen, QueryFilter(client_id="ana"))
    assert shown(out) == shown(expected) == [("q", None), ("w", "reply"), ("x", None), ("y", "update")]
    assert after.rounds <= before.rounds
    s.close()


def test_a_failing_lookup_costs_what_it_would_have_added_and_nothing_else(local):
    chosen = [candidate(local, "x"), candidate(local, "g1", 0.8)]
    store = CountingStore(local)
    store.failing = {"neighbours"}
    assert [c.id for c in run(at_once, backends_on(store), chosen, chosen, SCOPE)] == ["x", "y", "g1", "g2"]
    store = CountingStore(local)
    store.failing = {"query"}
    assert [c.id for c in run(at_once, backends_on(store), chosen, chosen, SCOPE)] == ["x", "r", "g1"]


def test_nothing_follows_nothing_and_a_request_without_a_client_has_no_own_turns(local):
    store = CountingStore(local)
    assert run(at_once, backends_on(store), [], [], SCOPE) == [] and store.requests == []
    chosen = [candidate(local, "x"), candidate(local, "g1", 0.8)]
    out = run(at_once, backends_on(store), chosen, chosen, QueryFilter(group_chats=("g-mob",)))
    assert "g2" not in [c.id for c in out]
