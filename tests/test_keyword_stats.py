"""Per-trainer IDF statistics for Pinecone keyword queries (shared/adapters/keyword_stats.py, kept built by
shared/usecases/keyword_stats.py) and their use."""

from __future__ import annotations

import logging
import math
import threading
from datetime import timedelta
from typing import Any

import numpy as np
import pytest

from shared.usecases import backfill as bf
from shared.adapters import keyword_stats as ks
from shared.adapters.firestore_documents import FirestoreDocuments
from shared.adapters.keyword_stats import TermStats, build_stats, load_stats, save_stats
from shared.usecases import keyword_stats as refresh
from shared.ports.vectorstore import VectorRecord
from shared.adapters.vectorstore.pinecone_store import PineconeStore
from shared.adapters.vectorstore.sparse import encode_query, token_index, tokens
from tests.factories import BASE_TIME, add_client, add_message

DIM = 8


def idx(word: str) -> int:
    (token,) = tokens(word)
    return token_index(token)


def unit(seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal(DIM)
    return (v / np.linalg.norm(v)).astype(np.float32)


# -- the statistics ------------------------------------------------------------


def test_idf_is_bm25s_and_unknown_tokens_count_as_seen_once() -> None:
    stats = TermStats(n_docs=100, df={7: 40, 8: 2})

    assert stats.idf(7) == pytest.approx(math.log(1 + (100 - 40 + 0.5) / (40 + 0.5)))
    assert stats.idf(8) == pytest.approx(math.log(1 + (100 - 2 + 0.5) / 2.5))
    assert stats.idf(12345) == pytest.approx(math.log(1 + (100 - 1 + 0.5) / 1.5))
    assert stats.idf(12345) > stats.idf(8) > stats.idf(7) > 0
    # Even a word in every document keeps a positive weight (encode_query drops weights <= 0).
    assert TermStats(n_docs=3, df={1: 3}).idf(1) > 0
    assert TermStats(n_docs=1).idf(1) > 0


def test_build_stats_uses_the_sparse_tokeniser_and_keeps_words_seen_twice() -> None:
    stats = build_stats(["Sarah: my knee hurts when running", "John: I ran, the knee is fine", "Sarah: runs daily"])

    assert stats.n_docs == 3
    assert stats.df[idx("knee")] == 2
    assert stats.df[idx("running")] == 2  # "running" and "runs" stem to one token; "ran" does not
    assert stats.df[idx("sarah")] == 2
    assert idx("hurts") not in stats.df  # seen once: same as unseen
    assert token_index("the") not in stats.df and token_index("my") not in stats.df  # stop words


def test_build_stats_keeps_the_most_frequent_terms_up_to_the_cap() -> None:
    texts = ["alpha beta gamma", "alpha beta gamma", "alpha beta", "alpha"]

    stats = build_stats(texts, max_terms=2)

    assert stats.df == {idx("alpha"): 4, idx("beta"): 3}
    assert stats.n_docs == 4


def test_a_full_document_stays_far_below_firestores_limit() -> None:
    # 20,500 distinct words each in two messages: more than the cap.
    words = [f"w{i}x" for i in range(ks.MAX_TERMS + 500)]
    texts = [" ".join(words[i : i + 50]) for i in range(0, len(words), 50)] * 2

    stats = build_stats(texts)
    doc = stats.to_firestore()

    assert len(stats.df) == ks.MAX_TERMS
    assert len(doc["df"]) == 8 * ks.MAX_TERMS <= ks.MAX_DOC_BYTES < 1_048_576 // 4
    assert TermStats.from_firestore(doc).df == stats.df  # type: ignore[union-attr]


def test_query_weights_are_the_idf_of_each_distinct_content_word() -> None:
    stats = TermStats(n_docs=50, df={idx("knee"): 20})

    weights = stats.query_weights("What about the knee, the KNEE and squats?")

    assert weights == {"knee": pytest.approx(stats.idf(idx("knee"))), "squat": pytest.approx(stats.idf(idx("squats")))}


# -- Firestore -----------------------------------------------------------------


def test_firestore_round_trip_per_trainer(db: Any) -> None:
    stats = build_stats(["knee pain", "knee better", "shoulder pain"])

    save_stats(db, "trainer-a", stats)
    loaded = load_stats(db, "trainer-a")

    assert loaded is not None and loaded.n_docs == 3 and loaded.df == stats.df
    assert loaded.built_at is not None
    assert load_stats(db, "trainer-b") is None
    # A document that names another trainer (copied by hand, say) is not used.
    db.collection(ks.COLLECTION).document("trainer-c").set({**stats.to_firestore(), "trainerId": "trainer-a"})
    assert load_stats(db, "trainer-c") is None


def test_recent_message_texts_take_the_newest_across_chats_as_upserted(db: Any) -> None:
    add_client(db, "trainer-a", "c1", "Sarah")
    add_client(db, "trainer-a", "c2", "John")
    add_client(db, "trainer-b", "c3", "Other")
    for i in range(4):
        add_message(db, "c1", f"s{i}", f"sarah says {i}", "Sarah", at=BASE_TIME + timedelta(hours=2 * i))
        add_message(db, "c2", f"j{i}", f"john says {i}", "John", at=BASE_TIME + timedelta(hours=2 * i + 1))
    add_message(db, "c3", "o1", "other trainer", "Other", at=BASE_TIME + timedelta(days=9))

    texts = refresh.recent_message_texts(FirestoreDocuments(db), "trainer-a", max_messages=3)

    assert texts == ["John: john says 3", "Sarah: sarah says 3", "John: john says 2"]
    assert len(refresh.recent_message_texts(FirestoreDocuments(db), "trainer-a")) == 8


# -- building: the scheduled job and the backfill hook ---------------------------


def seed_two_trainers(db: Any) -> None:
    add_client(db, "trainer-a", "c1", "Sarah")
    add_client(db, "trainer-b", "c2", "Mike")
    for i, text in enumerate(["my knee hurts", "knee is better", "squats felt good"]):
        add_message(db, "c1", f"m{i}", text, "Sarah", at=BASE_TIME + timedelta(hours=i))
    for i, text in enumerate(["deadlift day", "deadlift again", "deadlift and knee"]):
        add_message(db, "c2", f"m{i}", text, "Mike", at=BASE_TIME + timedelta(hours=i))


@pytest.fixture
def on_pinecone(backends: Any, pinecone_standin: Any) -> Any:
    """The backends with a Pinecone store (on the stand-in): a store that counts no term statistics
    of its own, so the keyword statistics are built for it."""
    store = PineconeStore(api_key="k", host=pinecone_standin.url, dimension=backends.embedder.dimension,
                          backoff_s=0.01)
    backends.settings = backends.settings.model_copy(update={"vector_store": "pinecone"})
    backends.store_override = store
    backends.__dict__.pop("store", None)
    yield backends
    store.close()


def test_statistics_are_built_for_the_store_that_declares_it_counts_none(settings: Any, pinecone_standin: Any) -> None:
    from shared.usecases.backends import Backends

    # Read from the store's class, not by building it: this Pinecone setting has no key or host.
    configured = Backends(settings=settings.model_copy(update={"vector_store": "pinecone"}))
    assert refresh.enabled(configured) and "store" not in configured.__dict__
    local = Backends(settings=settings)
    assert not refresh.enabled(local) and "store" not in local.__dict__
    # The store given, not the setting: a Pinecone store under a local setting (main read the setting).
    store = PineconeStore(api_key="k", host=pinecone_standin.url, dimension=DIM)
    try:
        assert refresh.enabled(Backends(settings=settings, store_override=store))
        assert pinecone_standin.request_count() == 0  # declared, not asked of the index
    finally:
        store.close()


def test_scheduled_refresh_builds_each_trainers_own_statistics(db: Any, on_pinecone: Any) -> None:
    import main

    seed_two_trainers(db)

    assert main.refreshKeywordStats.__firebase_endpoint__.scheduleTrigger["schedule"] == "every day 04:00"
    main.refreshKeywordStats.__wrapped__(None)

    a, b = load_stats(db, "trainer-a"), load_stats(db, "trainer-b")
    assert a is not None and b is not None
    assert (a.n_docs, b.n_docs) == (3, 3)
    assert a.df[idx("knee")] == 2 and idx("deadlift") not in a.df
    assert b.df[idx("deadlift")] == 3 and idx("knee") not in b.df


def test_one_trainers_failure_does_not_stop_the_run(db: Any, on_pinecone: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    backends = on_pinecone
    seed_two_trainers(db)
    real = refresh.recent_message_texts

    def flaky(docs: Any, trainer_id: str, max_messages: int = refresh.MAX_MESSAGES) -> list[str]:
        if trainer_id == "trainer-a":
            raise RuntimeError("boom")
        return real(docs, trainer_id, max_messages)

    monkeypatch.setattr(refresh, "recent_message_texts", flaky)
    summary = refresh.refresh_all(backends)

    assert (summary.trainers, summary.built, summary.failed) == (2, 1, 1)
    assert load_stats(db, "trainer-a") is None and load_stats(db, "trainer-b") is not None


def test_nothing_is_built_for_the_local_store(db: Any, backends: Any) -> None:
    import main

    seed_two_trainers(db)

    main.refreshKeywordStats.__wrapped__(None)
    assert refresh.refresh_all(backends).skipped
    assert refresh.refresh_trainer(backends, "trainer-a") is None
    bf.backfill(backends, "trainer-a")

    assert list(db.collection(ks.COLLECTION).stream()) == []


def test_a_finished_backfill_refreshes_the_trainers_statistics(db: Any, on_pinecone: Any) -> None:
    backends = on_pinecone
    seed_two_trainers(db)

    assert bf.backfill(backends, "trainer-a").done

    stats = load_stats(db, "trainer-a")
    assert stats is not None and stats.n_docs == 3
    assert load_stats(db, "trainer-b") is None


def test_a_failing_refresh_does_not_fail_the_backfill(db: Any, on_pinecone: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    backends = on_pinecone
    seed_two_trainers(db)
    monkeypatch.setattr(ks, "save_stats", lambda *a: (_ for _ in ()).throw(RuntimeError("firestore down")))

    summary = bf.backfill(backends, "trainer-a")

    assert summary.done and summary.embedded == 3


# -- the query side --------------------------------------------------------------


def pinecone(standin: Any, term_weights: Any, **kwargs: Any) -> PineconeStore:
    store = PineconeStore(api_key="k", host=standin.url, dimension=DIM, backoff_s=0.01, term_weights=term_weights, **kwargs)
    for trainer in ("A", "B"):
        store.upsert(trainer, [
            VectorRecord("k1", unit(1), {"text": "my knee hurts on squats", "senderName": "Sarah"}),
            VectorRecord("k2", unit(2), {"text": "squats again today", "senderName": "Sarah"}),
        ])
    return store


def sent_weights(standin: Any) -> dict[int, float]:
    body = standin.requests("/query")[-1].json()
    return dict(zip(body["sparseVector"]["indices"], body["sparseVector"]["values"]))


STATS_A = TermStats(n_docs=40, df={idx("squats"): 30, idx("knee"): 3})


def test_keyword_query_sends_idf_weights_when_the_trainer_has_statistics(pinecone_standin: Any) -> None:
    store = pinecone(pinecone_standin, {"A": STATS_A}.get)

    matches = store.keyword_query("A", "knee squats", top_k=5)

    assert sent_weights(pinecone_standin) == {
        idx("knee"): pytest.approx(STATS_A.idf(idx("knee"))),
        idx("squats"): pytest.approx(STATS_A.idf(idx("squats"))),
    }
    assert [m.id for m in matches][0] == "k1"
    assert encode_query("knee squats", idf=STATS_A.query_weights("knee squats")).indices == sorted(sent_weights(pinecone_standin))


def test_keyword_query_sends_uniform_weights_without_statistics(pinecone_standin: Any) -> None:
    for provider in (None, {"A": STATS_A}.get):
        store = pinecone(pinecone_standin, provider)
        store.keyword_query("B", "knee squats", top_k=5)
        assert sent_weights(pinecone_standin) == {idx("knee"): 1.0, idx("squats"): 1.0}
        store.close()


def test_statistics_never_cross_trainers_and_are_cached_per_trainer(pinecone_standin: Any) -> None:
    asked: list[str] = []
    stats_b = TermStats(n_docs=5, df={idx("knee"): 5})

    def provider(trainer_id: str) -> TermStats | None:
        asked.append(trainer_id)
        return {"A": STATS_A, "B": stats_b}.get(trainer_id)

    store = pinecone(pinecone_standin, provider)
    store.keyword_query("B", "knee", top_k=5)
    assert sent_weights(pinecone_standin) == {idx("knee"): pytest.approx(stats_b.idf(idx("knee")))}
    store.keyword_query("A", "knee", top_k=5)
    assert sent_weights(pinecone_standin) == {idx("knee"): pytest.approx(STATS_A.idf(idx("knee")))}
    for trainer in ("A", "B", "A"):
        store.keyword_query(trainer, "knee squats", top_k=5)

    assert asked == ["B", "A"]  # one load per trainer within the TTL
    assert store.term_stats("A") is STATS_A and store.term_stats("B") is stats_b


def test_expired_statistics_are_loaded_again(pinecone_standin: Any) -> None:
    asked: list[str] = []
    store = pinecone(pinecone_standin, lambda t: asked.append(t) or STATS_A, term_stats_ttl_s=0.0)

    store.keyword_query("A", "knee", top_k=5)
    store.keyword_query("A", "knee", top_k=5)

    assert asked == ["A", "A"]


def test_firestore_failure_falls_back_to_uniform_weights(pinecone_standin: Any, caplog: pytest.LogCaptureFixture) -> None:
    from google.api_core.exceptions import ServiceUnavailable

    calls: list[str] = []

    def down(trainer_id: str) -> TermStats | None:
        calls.append(trainer_id)
        raise ServiceUnavailable("firestore is down")

    store = pinecone(pinecone_standin, down)
    with caplog.at_level(logging.WARNING, logger="shared.adapters.vectorstore.pinecone_store"):
        matches = store.keyword_query("A", "knee squats", top_k=5)
        store.keyword_query("A", "knee squats", top_k=5)

    assert {m.id for m in matches} == {"k1", "k2"}
    assert sent_weights(pinecone_standin) == {idx("knee"): 1.0, idx("squats"): 1.0}
    assert calls == ["A"]  # not retried on every query
    warnings = [r for r in caplog.records if r.getMessage() == "keyword_stats_unavailable"]
    assert len(warnings) == 1
    assert warnings[0].json_fields == {"trainerId": "A", "errorClass": "ServiceUnavailable"}  # type: ignore[attr-defined]
    assert not any("knee" in r.getMessage() or "firestore is down" in r.getMessage() for r in caplog.records)


def test_a_slow_load_does_not_hold_the_query_and_serves_the_next_one(pinecone_standin: Any) -> None:
    release, loaded = threading.Event(), threading.Event()

    def slow(trainer_id: str) -> TermStats | None:
        release.wait()
        loaded.set()
        return STATS_A

    store = pinecone(pinecone_standin, slow, term_stats_wait_s=0.0)
    store.keyword_query("A", "knee", top_k=5)
    assert sent_weights(pinecone_standin) == {idx("knee"): 1.0}

    release.set()
    assert loaded.wait(10)
    while "A" in store._term_loads:  # the cache is filled right after the provider returns
        threading.Event().wait(0.01)
    store.keyword_query("A", "knee", top_k=5)
    assert sent_weights(pinecone_standin) == {idx("knee"): pytest.approx(STATS_A.idf(idx("knee")))}


def test_backends_give_the_pinecone_store_the_trainers_firestore_statistics(
    db: Any, settings: Any, embedder: Any, pinecone_standin: Any
) -> None:
    from pydantic import SecretStr

    from shared.usecases.backends import Backends

    save_stats(db, "trainer-a", STATS_A)
    pc_settings = settings.model_copy(
        update={"vector_store": "pinecone", "pinecone_api_key": SecretStr("k"), "pinecone_host": pinecone_standin.url}
    )
    b = Backends(settings=pc_settings, db_override=db, embedder_override=embedder)
    try:
        store = b.store
        assert isinstance(store, PineconeStore)
        loaded = store.term_stats("trainer-a")
        assert loaded is not None and loaded.df == STATS_A.df and loaded.n_docs == STATS_A.n_docs
        assert store.term_stats("trainer-b") is None
    finally:
        b.store.close()
