"""semanticSearch offers what follows its best results as the chat quotes it (accompanied.followed, with
the search's parameters: the first search.FOLLOWED results' replies read, scored as results): the turn
that answers a result and the client's later update of it, scored as that result, never where there
was no result, never outside the request's filters or content-free."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from shared.adapters.vectorstore.local import LocalVectorStore
from shared.domain.retrieval import Candidate
from shared.ports.vectorstore import QueryFilter, VectorRecord
from shared.kernel.deadline import Deadline
from shared.usecases import accompanied
from shared.usecases.search import FOLLOWED
from tests.hash_embedder import HashEmbedder

T0 = 1_780_000_000.0
HOUR = 3600.0


def meta(id_: str, ts: float, text: str, sender: str, chat: str = "chat-ingrid", client: str = "ingrid") -> dict:
    return {"sourceType": "message", "sourceId": id_, "clientId": client, "chatId": chat, "senderId": sender,
            "senderName": "Ingrid" if sender == client else "Nora", "ts": ts, "text": text,
            "embeddingModel": HashEmbedder.model_id, "trainerId": "nora"}


@pytest.fixture
def backends(tmp_path):
    embedder = HashEmbedder()
    store = LocalVectorStore(tmp_path / "v.sqlite3")
    rows = [
        meta("stuck", T0, "scales have not moved in three weeks, so annoying", "ingrid"),
        meta("answer", T0 + 2 * HOUR, "Plateaus are normal. Keep the deficit and add a 20 minute walk daily.", "nora"),
        meta("other", T0 + 30 * HOUR, "new running shoes arrived", "ingrid"),
        meta("ask2", T0 + 50 * HOUR, "can we move thursday to friday", "ingrid"),
        meta("ok", T0 + 51 * HOUR, "ok 👍", "nora"),
    ]
    vectors = embedder.embed([m["text"] for m in rows])
    store.upsert("nora", [VectorRecord(m["sourceId"], v, m) for m, v in zip(rows, vectors)])
    return SimpleNamespace(store=store, embedder=embedder)


def with_what_follows(backends, trainer_id: str, query: str, kept: list[Candidate], pool: list[Candidate],
                      searched: QueryFilter, *, question: str = "", threshold: float = 0.0) -> list[Candidate]:
    """The step as semanticSearch takes it (shared/usecases/search.py, `_search`)."""
    head = min(FOLLOWED, len(kept))
    return accompanied.followed(backends, trainer_id, query, question, kept, pool, searched, threshold,
                                Deadline.start(60), lambda scope, top_k: [], read=head, room=2 * head, as_results=True)


def kept_one(id_: str, ts: float, text: str, sender: str, relevance: float = 0.9) -> Candidate:
    return Candidate(id_, 0.6, relevance, meta(id_, ts, text, sender), {"coverage": 0.5})


def test_a_results_reply_follows_it_with_its_score(backends) -> None:
    # "what did I say to Ingrid when the scales got stuck": her message ranks, the coach's answer
    # shares none of the question's words and scores under the threshold.
    stuck = kept_one("stuck", T0, "scales have not moved in three weeks, so annoying", "ingrid")
    out = with_what_follows(backends, "nora", "what did I say when the scales got stuck", [stuck], [stuck],
                            QueryFilter(client_id="ingrid"))
    assert [c.id for c in out] == ["stuck", "answer"]
    assert out[1].relevance == stuck.relevance  # offered as part of the result: scores stay in order
    assert "reply" not in out[1].metadata


def test_nothing_is_added_to_an_empty_search_or_outside_the_filters(backends) -> None:
    assert with_what_follows(backends, "nora", "scales stuck", [], [], QueryFilter(client_id="ingrid")) == []
    stuck = kept_one("stuck", T0, "scales have not moved in three weeks, so annoying", "ingrid")
    # The request asks for records up to an hour after her message: the reply two hours later is not one.
    until = QueryFilter(client_id="ingrid", until_ts=T0 + HOUR)
    assert [c.id for c in with_what_follows(backends, "nora", "scales stuck", [stuck], [stuck], until)] == ["stuck"]


def test_a_content_free_reply_is_never_a_result(backends) -> None:
    move = kept_one("ask2", T0 + 50 * HOUR, "can we move thursday to friday", "ingrid")
    out = with_what_follows(backends, "nora", "move thursday", [move], [move], QueryFilter(client_id="ingrid"))
    assert [c.id for c in out] == ["ask2"]


def test_a_question_about_now_returns_the_newest_record_on_its_topic_first(backends) -> None:
    # "is she still doing the night shifts": the first report ranks first; the newer record on the
    # topic scores under the threshold. It leads (shared/domain/leading.py), scored as the best
    # result, and the scores stay in order, as the chat quotes it first.
    first = Candidate("shifts", 0.6, 0.92, meta("shifts", T0, "on night shifts at the depot all month", "ingrid"),
                      {"coverage": 0.5})
    newer = Candidate("days", 0.4, 0.45, meta("days", T0 + 80 * HOUR, "back on day shifts from monday, finally",
                                                "ingrid"), {"coverage": 0.5})
    asked = dict(question="is she still doing the night shifts", threshold=0.7)
    out = with_what_follows(backends, "nora", "still doing night shifts", [first], [first, newer],
                            QueryFilter(client_id="ingrid"), **asked)
    assert [c.id for c in out][:2] == ["days", "shifts"]
    scores = [c.relevance for c in out]
    assert scores[0] == 0.92 and scores == sorted(scores, reverse=True)
    # Asked without "still", the ranking's order.
    plain = with_what_follows(backends, "nora", "night shifts", [first], [first, newer], QueryFilter(client_id="ingrid"),
                              question="what did she say about the night shifts", threshold=0.7)
    assert [c.id for c in plain][0] == "shifts" and "days" not in [c.id for c in plain]


def test_a_how_often_question_returns_the_record_stating_a_rate_first(backends) -> None:
    latest = Candidate("latest", 0.6, 0.9, meta("latest", T0 + 90 * HOUR, "another nosebleed this morning", "ingrid"),
                       {"coverage": 0.5})
    rate = Candidate("rate", 0.5, 0.8, meta("rate", T0, "nosebleeds about twice a week since the heating went on",
                                              "ingrid"), {"coverage": 0.5})
    out = with_what_follows(backends, "nora", "nosebleeds", [latest, rate], [latest, rate],
                            QueryFilter(client_id="ingrid"), question="how often does she get nosebleeds",
                            threshold=0.7)
    assert [c.id for c in out][:2] == ["rate", "latest"]
    assert out[0].relevance == 0.9 and "reply" not in out[0].metadata
