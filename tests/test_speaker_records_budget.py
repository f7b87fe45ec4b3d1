"""The speaker check keeps to the request's budget (shared/usecases/speaker_records.py): each of its reads
(the records naming the person; the answers to their messages and, since h-tell26, the turns that a
turn addressing them answers: two neighbours reads) starts only while the current deadline
leaves time, else DeadlineExceeded, which the chat and semanticSearch answer as any step past the budget.

The deadline runs on a clock of the test's own (`Deadline(clock=...)`), moved forward by the store's
reads: no test waits for the wall clock. The history is a small hand-written one, not a benchmark's.
On main 5c9b415 these fail: the reads ran whatever the budget (and `Deadline` took no clock)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from types import SimpleNamespace
from typing import Any

import pytest

from shared.domain.retrieval import Candidate
from shared.kernel.deadline import Deadline, DeadlineExceeded, run_under
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.usecases import speaker_records
from shared.usecases.tenancy import ClientRef

START = datetime(2026, 4, 6, 8, tzinfo=timezone.utc)
ROSTER = [ClientRef("tom", "Tom Reilly")]
CHAT = "chat-tom"
# (id, sender id, sender name, text, hours after START)
SAID = [
    ("t1", "tom", "Tom Reilly", "hamstring feels tight after the sprints", 0),
    ("t2", "tom", "Tom Reilly", "Hi, it's Bronagh, Tom's wife. He has the flu, no session this week please", 30),
    ("t3", "coach", "Coach", "Thanks Bronagh, tell him to rest and drink plenty.", 31),
    ("t4", "tom", "Tom Reilly", "bronagh booked us a week in portugal in may", 90),
]
QUESTION = "what did bronagh say about his hamstring"  # only Tom spoke of it: both reads are made


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class CountingStore:
    """The local store, each read counted; a read of the records naming the person takes `slow_s` of
    the test's clock."""

    def __init__(self, store: Any, clock: Clock, slow_s: float = 0.0) -> None:
        self._store, self._clock, self.slow_s = store, clock, slow_s
        self.reads: list[str] = []

    def keyword_query(self, *args: Any, **kwargs: Any) -> Any:
        self.reads.append("keyword_query")
        found = self._store.keyword_query(*args, **kwargs)
        self._clock.now += self.slow_s
        return found

    def neighbours(self, *args: Any, **kwargs: Any) -> Any:
        self.reads.append("neighbours")
        return self._store.neighbours(*args, **kwargs)


@pytest.fixture
def history(store, embedder):
    vectors = embedder.embed([text for _, _, _, text, _ in SAID])
    records = [VectorRecord(f"message:{CHAT}:{mid}", vec, {
        "trainerId": "coach", "sourceType": "message", "sourceId": mid, "chatId": CHAT, "clientId": "tom",
        "senderId": sender, "senderName": name, "text": text,
        "ts": (START + timedelta(hours=hours)).timestamp(), "embeddingModel": embedder.model_id})
        for (mid, sender, name, text, hours), vec in zip(SAID, vectors)]
    store.upsert("coach", records)
    pool = [Candidate(r.id, 0.5, 0.9, r.metadata) for r in records]
    return store, embedder, pool


def unsaid(history, clock: Clock, deadline: Deadline | None, slow_s: float = 0.0) -> tuple[Any, list[str]]:
    store, embedder, pool = history
    counting = CountingStore(store, clock, slow_s)
    backends = SimpleNamespace(store=counting, embedder=embedder)

    def check() -> str:
        return speaker_records.unsaid(backends, "coach", QUESTION, pool, QueryFilter(client_id="tom"), ROSTER)

    try:
        return (check() if deadline is None else run_under(deadline, check)), counting.reads
    except DeadlineExceeded as exc:
        return exc, counting.reads


def test_within_the_budget_both_reads_are_made_and_the_thing_is_refused(history):
    clock = Clock()
    said, reads = unsaid(history, clock, Deadline.start(5.0, clock))
    assert said == "his hamstring from Bronagh"
    assert reads == ["keyword_query", "neighbours", "neighbours"]
    # No deadline at all (a benchmark or a test calling it directly): the same.
    assert unsaid(history, Clock(), None) == (said, reads)


def test_a_budget_spent_before_the_check_reads_nothing(history):
    clock = Clock()
    deadline = Deadline.start(5.0, clock)
    clock.now = 5.0  # the retrieval and the decision's other lookups took the whole budget
    said, reads = unsaid(history, clock, deadline)
    assert isinstance(said, DeadlineExceeded) and isinstance(said, TimeoutError)  # what the callers catch
    assert reads == []


def test_a_budget_spent_by_the_persons_records_stops_before_the_answers_to_them(history):
    clock = Clock()
    clock.now = 2.0
    deadline = Deadline.start(5.0, clock)
    said, reads = unsaid(history, clock, deadline, slow_s=5.0)  # the read of her records outlives the budget
    assert isinstance(said, DeadlineExceeded)
    assert reads == ["keyword_query"]


def test_time_left_at_the_second_read_makes_it(history):
    clock = Clock()
    said, reads = unsaid(history, clock, Deadline.start(5.0, clock), slow_s=4.9)
    assert said == "his hamstring from Bronagh" and reads == ["keyword_query", "neighbours", "neighbours"]
