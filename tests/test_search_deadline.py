"""One deadline for the whole request (issue 15, part 2), on the production path.

semanticSearch runs with the production adapters (OpenAIEmbedder, PineconeStore
with keyword statistics from Firestore, their real SDKs at their production
timeouts: 20 s x 4 attempts for OpenAI, 5 s x 3 for Pinecone) against the HTTP
stand-ins, with the search budget made small (SEARCH_TIMEOUT_S = 0.5 s) so the
suite stays fast. One step at a time is made to stall for STALL_S, far longer
than the budget; the search must answer UNAVAILABLE with `retryAfterSeconds`
before that stall could have ended. Elapsed time is only bounded generously
(budget + 1 s, still well under the stall): the assertion is "did not wait for
the stalled step", not a latency target.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, Iterator

import numpy as np
import pytest

import main
from shared.usecases.backends import Backends
from shared.kernel.deadline import call_with_deadline
from shared.adapters.embedding.openai_embedder import OpenAIEmbedder
from shared.kernel.errors import EmbeddingError
from shared.adapters.keyword_stats import load_stats
from shared.ports.vectorstore import VectorRecord
from shared.adapters.vectorstore.pinecone_store import PineconeStore
from tests.standins._base import Request

pytestmark = [pytest.mark.emulator, pytest.mark.timeout(120)]

TRAINER = "trainer-a"
BUDGET_S = 0.5
STALL_S = 8.0
# Generous: the budget, plus a second for the callable around it (token check,
# rate limit and audit in the Firestore emulator) on a busy 2-core machine.
BOUND_S = BUDGET_S + 1.0
QUERY = "knee"
FILLERS = 110  # more than retrieval's DEPTH (100): a record can miss the dense list


def _is_dense_query(r: Request) -> bool:
    return r.path == "/query" and "sparseVector" not in (r.json() or {})


def _is_keyword_query(r: Request) -> bool:
    """The keyword list itself (not its head asked again with values)."""
    body = r.json() or {}
    return r.path == "/query" and "sparseVector" in body and not body.get("includeValues")


def _is_keyword_values(r: Request) -> bool:
    """The keyword list's head with vectors, which spares the fetch of keyword-only results."""
    body = r.json() or {}
    return r.path == "/query" and "sparseVector" in body and bool(body.get("includeValues"))


def _is_vectors(r: Request) -> bool:
    """Either way of getting a keyword-only result's vector: the values head, or the fetch after it."""
    return r.path == "/vectors/fetch" or _is_keyword_values(r)


class StatsGate:
    """The keyword-statistics read (a Firestore document), which a test can make stall."""

    def __init__(self, db: Any) -> None:
        self.db, self.calls = db, 0
        self.stall = False
        self.release = threading.Event()

    def __call__(self, trainer_id: str) -> Any:
        self.calls += 1
        if self.stall:
            self.release.wait(STALL_S)
        return load_stats(self.db, trainer_id)


@pytest.fixture
def prod(db, settings, monkeypatch, openai_standin, pinecone_standin) -> Iterator[tuple[Backends, StatsGate]]:
    import callables

    embedder = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url)  # production timeouts
    embedder.load()  # what make_embedder does on a cold instance, before any budget
    gate = StatsGate(db)
    store = PineconeStore(api_key="test", host=pinecone_standin.url, dimension=embedder.dimension, term_weights=gate)
    settings.search_timeout_s = BUDGET_S
    backends = Backends(settings=settings, db_override=db, embedder_override=embedder, store_override=store)
    monkeypatch.setattr(callables, "get_backends", lambda: backends)
    seed(store, embedder, openai_standin.fake_embedding)
    yield backends, gate
    gate.release.set()
    store.close()


def seed(store: PineconeStore, embedder: OpenAIEmbedder, fake: Callable[[str], np.ndarray]) -> None:
    """Fillers, and one record that has the query's word but points away from it.

    The target ranks first by keyword and last by cosine (outside the dense
    top-100), so retrieval must fetch its vector: every kind of Pinecone
    request happens in one search.
    """
    def record(rid: str, text: str, vector: np.ndarray, ts: int) -> VectorRecord:
        meta = {"sourceType": "message", "sourceId": rid, "chatId": "chat-1", "clientId": "c1", "senderName": "Sam",
                "text": text, "ts": ts, "embeddingModel": embedder.model_id}
        return VectorRecord(rid, vector, meta)

    records = [record(f"f{i}", f"filler note number {i}", fake(f"filler note number {i}"), 1_700_000_000 + i)
               for i in range(FILLERS)]
    records.append(record("target", "my knee is sore today", -fake(QUERY), 1_700_100_000))
    store.upsert(TRAINER, records)


def search(call_function) -> tuple[int, dict[str, Any], float]:
    started = time.monotonic()
    status, body = call_function(main.semanticSearch, {"query": QUERY, "limit": 10}, uid=TRAINER)
    return status, body, time.monotonic() - started


def test_unstalled_search_makes_every_kind_of_request_and_answers(prod, call_function, openai_standin, pinecone_standin):
    """The control for the stalls below: each stalled step is really on this path."""
    backends, gate = prod
    backends.settings.search_timeout_s = 5.0  # a control, not a race with a busy machine
    status, body, _ = search(call_function)
    assert status == 200, body
    assert openai_standin.request_count("/v1/embeddings") == 1
    assert len([r for r in pinecone_standin.requests("/query") if _is_dense_query(r)]) == 1
    assert len([r for r in pinecone_standin.requests("/query") if _is_keyword_query(r)]) == 1
    assert len([r for r in pinecone_standin.requests("/query") if _is_keyword_values(r)]) == 1
    assert pinecone_standin.request_count("/vectors/fetch") == 0  # the target's vector came with the head
    assert gate.calls == 1


def test_without_the_values_head_the_keyword_only_result_is_fetched(prod, call_function, pinecone_standin):
    backends, _ = prod
    backends.settings.search_timeout_s = 5.0
    pinecone_standin.inject_status(503, times=10, when=_is_keyword_values)
    status, body, _ = search(call_function)
    assert status == 200, body
    assert pinecone_standin.request_count("/vectors/fetch") == 1


STALLS: dict[str, Callable[[Any, Any, StatsGate], None]] = {
    "embedding": lambda oa, pc, gate: oa.inject_delay(STALL_S, times=8, when=lambda r: r.path == "/v1/embeddings"),
    "embedding 5xx": lambda oa, pc, gate: oa.inject_status(503, times=8, when=lambda r: r.path == "/v1/embeddings"),
    "dense query": lambda oa, pc, gate: pc.inject_delay(STALL_S, times=8, when=_is_dense_query),
    "dense query 5xx": lambda oa, pc, gate: pc.inject_status(503, times=50, when=_is_dense_query),
    "keyword query": lambda oa, pc, gate: pc.inject_delay(STALL_S, times=8, when=_is_keyword_query),
    "fetch": lambda oa, pc, gate: pc.inject_delay(STALL_S, times=8, when=_is_vectors),
}
STALLED_PATH = {"embedding": "/v1/embeddings", "embedding 5xx": "/v1/embeddings", "dense query": "/query",
                "dense query 5xx": "/query", "keyword query": "/query", "fetch": "/vectors/fetch"}


@pytest.mark.parametrize("step", list(STALLS))
def test_a_stalled_step_answers_unavailable_with_retry_after_within_the_budget(
    step, prod, call_function, openai_standin, pinecone_standin
):
    _, gate = prod
    STALLS[step](openai_standin, pinecone_standin, gate)
    status, body, elapsed = search(call_function)
    assert status == 503, body
    assert body["error"]["status"] == "UNAVAILABLE"
    assert body["error"]["message"] == "Search temporarily unavailable"
    assert body["error"]["details"]["retryAfterSeconds"] >= 1
    server = openai_standin if STALLED_PATH[step].startswith("/v1") else pinecone_standin
    assert server.request_count(STALLED_PATH[step]) >= 1, "the stalled step was never reached"
    assert elapsed < BOUND_S < STALL_S, f"answered after {elapsed:.2f} s: it waited for the stalled {step}"


def test_a_query_embedding_is_retried_at_most_once_within_the_budget(prod, call_function, openai_standin):
    openai_standin.inject_status(503, times=8, when=lambda r: r.path == "/v1/embeddings")
    status, body, _ = search(call_function)
    assert status == 503, body
    assert 1 <= openai_standin.request_count("/v1/embeddings") <= 2  # not 4 attempts, as without a deadline


def test_a_stalled_keyword_statistics_read_degrades_to_uniform_weights_within_the_budget(
    prod, call_function, pinecone_standin
):
    """The statistics only sharpen keyword ranking: waiting for them may take a fifth of
    what is left of the budget, then the keyword query goes out with every word weighing 1.
    The search answers (no UNAVAILABLE for an optional read), and inside the budget."""
    backends, gate = prod
    backends.settings.search_timeout_s = 4 * BUDGET_S  # the rest of the search must fit in what is left
    gate.stall = True
    status, body, elapsed = search(call_function)
    assert status == 200, body
    assert gate.calls == 1
    keyword = [r for r in pinecone_standin.requests("/query") if _is_keyword_query(r)]
    assert keyword and all(set(r.json()["sparseVector"]["values"]) == {1.0} for r in keyword)  # uniform weights
    assert elapsed < 4 * BUDGET_S + 1.0 < STALL_S


def test_the_store_requests_of_one_search_run_concurrently(prod, call_function, pinecone_standin):
    """A query naming a date has four lists (dense and keyword, overall and on that day) and
    two keyword heads with values: each waits 0.5 s at the stand-in (long enough for all of
    them to be sent on a busy machine), and all six are handled at the same moment."""
    backends, _ = prod
    backends.settings.search_timeout_s = 5.0
    pinecone_standin.set_latency(0.5, "/query")
    status, body = call_function(main.semanticSearch, {"query": "knee on November 14, 2023"}, uid=TRAINER)
    assert status == 200, body
    assert pinecone_standin.request_count("/query") == 6
    assert pinecone_standin.max_in_flight("/query") == 6


def test_without_a_deadline_the_embedder_keeps_its_configured_retries(openai_standin):
    """Indexing and backfills embed outside any request: 4 attempts, as configured."""
    embedder = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url, backoff_s=0.01)
    openai_standin.inject_status(503, times=4)
    with pytest.raises(EmbeddingError):
        embedder.embed(["hello"])
    assert openai_standin.request_count("/v1/embeddings") == 4


def test_an_embedding_started_with_no_time_left_sends_nothing(openai_standin):
    embedder = OpenAIEmbedder(api_key="test", base_url=openai_standin.base_url)
    embedder.load()

    def late() -> Any:
        time.sleep(0.05)  # the whole budget gone before the embedding starts
        return embedder.embed(["hello"])

    with pytest.raises(TimeoutError):
        call_with_deadline(late, 0.01)
    time.sleep(0.1)  # the abandoned call has had time to run
    assert openai_standin.request_count("/v1/embeddings") == 0
