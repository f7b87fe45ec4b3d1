"""semanticSearch end to end: Firestore emulator → embedMessage's sync → the callable."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import main
from shared.usecases import indexing
from tests.doubles import StallingStore
from tests.factories import add_client, add_message, chat_id_for

pytestmark = pytest.mark.emulator


def seed(db, backends):
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    add_client(db, "trainer-a", "john", "John Reyes")
    add_client(db, "trainer-b", "sam", "Sam Ortiz")
    msgs = [
        ("sarah", "m1", "my knee hurts after squats", "Sarah Kim", datetime(2026, 11, 2, tzinfo=timezone.utc)),
        ("sarah", "m2", "Can we move Thursday's session to Friday?", "Sarah Kim", datetime(2026, 11, 3, tzinfo=timezone.utc)),
        ("john", "m3", "hurt my rotator cuff on overhead press", "John Reyes", datetime(2026, 11, 4, tzinfo=timezone.utc)),
        ("john", "m4", "I had oatmeal and eggs for breakfast", "John Reyes", datetime(2026, 11, 5, tzinfo=timezone.utc)),
        ("sam", "m5", "my knee hurts after squats too, pretty bad", "Sam Ortiz", datetime(2026, 11, 2, tzinfo=timezone.utc)),
    ]
    for client, mid, text, name, at in msgs:
        add_message(db, client, mid, text, name, at=at)
        assert indexing.sync_message(backends, chat_id_for(client), mid).outcome == "indexed"


def test_knee_pain_finds_the_message_with_sender_chat_timestamp_score(db, backends, call_function):
    seed(db, backends)
    status, body = call_function(main.semanticSearch, {"query": "knee pain"}, uid="trainer-a")
    assert status == 200, body
    results = body["result"]["results"]
    assert results, body
    top = results[0]
    assert top["messageId"] == "m1"
    assert top["chatId"] == "chat-sarah"
    assert top["senderName"] == "Sarah Kim"
    assert top["senderId"] == "sarah"
    assert top["timestamp"] == 1793577600000  # epoch milliseconds (contract v2)
    assert top["timestampIso"] == "2026-11-02T00:00:00Z"
    assert 0.7 <= top["score"] <= 1.0
    assert -1.0 <= top["cosine"] <= 1.0
    assert body["result"]["count"] == len(results)
    assert body["result"]["query"] == "knee pain"
    scores = [r["score"] for r in results]
    assert scores == sorted(scores, reverse=True)


def test_shoulder_pain_finds_rotator_cuff(db, backends, call_function):
    seed(db, backends)
    _, body = call_function(main.semanticSearch, {"query": "shoulder pain"}, uid="trainer-a")
    assert body["result"]["results"][0]["messageId"] == "m3"


def test_other_trainers_message_is_never_returned(db, backends, call_function):
    seed(db, backends)
    for uid, own, foreign in (("trainer-a", {"m1", "m2", "m3", "m4"}, {"m5"}), ("trainer-b", {"m5"}, {"m1", "m2", "m3", "m4"})):
        _, body = call_function(main.semanticSearch, {"query": "my knee hurts after squats", "limit": 50}, uid=uid)
        ids = {r["messageId"] for r in body["result"]["results"]}
        assert ids and ids <= own
        assert not ids & foreign


def test_unrelated_query_returns_nothing_above_threshold(db, backends, call_function):
    seed(db, backends)
    _, body = call_function(main.semanticSearch, {"query": "quantum chromodynamics lecture notes"}, uid="trainer-a")
    assert body["result"] == {"results": [], "count": 0, "query": "quantum chromodynamics lecture notes"}


def test_threshold_is_configurable(db, backends, call_function):
    seed(db, backends)
    backends.settings.relevance_threshold = 0.0
    _, body = call_function(main.semanticSearch, {"query": "knee pain", "limit": 50}, uid="trainer-a")
    assert body["result"]["count"] == 4  # every message of trainer-a, none of trainer-b
    backends.settings.relevance_threshold = 1.0
    _, body = call_function(main.semanticSearch, {"query": "knee pain"}, uid="trainer-a")
    assert body["result"]["count"] == 0


def test_client_and_chat_and_time_filters(db, backends, call_function):
    seed(db, backends)
    backends.settings.relevance_threshold = 0.0
    _, body = call_function(main.semanticSearch, {"query": "pain", "clientId": "john"}, uid="trainer-a")
    assert {r["messageId"] for r in body["result"]["results"]} == {"m3", "m4"}
    _, body = call_function(main.semanticSearch, {"query": "pain", "chatId": "chat-sarah"}, uid="trainer-a")
    assert {r["messageId"] for r in body["result"]["results"]} == {"m1", "m2"}
    _, body = call_function(
        main.semanticSearch,
        {"query": "pain", "since": "2026-11-03T00:00:00Z", "until": "2026-11-04T00:00:00Z"},
        uid="trainer-a",
    )
    assert {r["messageId"] for r in body["result"]["results"]} == {"m2", "m3"}


def test_duplicate_texts_in_one_chat_are_returned_once(db, backends, call_function):
    seed(db, backends)
    add_message(db, "sarah", "m1-dup", "my knee hurts after squats", "Sarah Kim")
    indexing.sync_message(backends, "chat-sarah", "m1-dup")
    _, body = call_function(main.semanticSearch, {"query": "knee hurts after squats"}, uid="trainer-a")
    texts = [r["text"] for r in body["result"]["results"]]
    assert texts.count("my knee hurts after squats") == 1


@pytest.mark.parametrize(
    "data, uid, status, code",
    [
        ({"query": "knee"}, None, 401, "UNAUTHENTICATED"),
        ({"query": ""}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"query": "   \n\t "}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"query": "knee", "limit": 0}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"query": "knee", "limit": 51}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"query": "knee", "limit": "ten"}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"query": "knee", "trainerId": "trainer-b"}, "trainer-a", 400, "INVALID_ARGUMENT"),
        ("knee", "trainer-a", 400, "INVALID_ARGUMENT"),
        ({"query": "knee", "clientId": "nobody"}, "trainer-a", 404, "NOT_FOUND"),
        ({"query": "knee", "clientId": "sam"}, "trainer-a", 404, "NOT_FOUND"),
        ({"query": "knee", "chatId": "chat-sam"}, "trainer-a", 404, "NOT_FOUND"),
        ({"query": "knee", "clientId": "a/b"}, "trainer-a", 400, "INVALID_ARGUMENT"),
    ],
)
def test_error_codes_in_callable_wire_format(db, backends, call_function, data, uid, status, code):
    seed(db, backends)
    got_status, body = call_function(main.semanticSearch, data, uid=uid)
    assert got_status == status
    assert set(body) == {"error"}
    assert body["error"]["status"] == code
    assert body["error"]["message"]


def test_foreign_and_unknown_client_answers_are_identical(db, backends, call_function):
    seed(db, backends)
    _, foreign = call_function(main.semanticSearch, {"query": "knee", "clientId": "sam"}, uid="trainer-a")
    _, unknown = call_function(main.semanticSearch, {"query": "knee", "clientId": "zzz"}, uid="trainer-a")
    assert foreign == unknown


def test_malformed_json_is_a_callable_error(db, backends, call_function):
    status, body = call_function(main.semanticSearch, None, uid="trainer-a", raw_body="{not json")
    assert status == 400
    assert body["error"]["status"] == "INVALID_ARGUMENT"


def test_stalled_vector_search_is_unavailable(db, backends, call_function):
    seed(db, backends)
    backends.settings.search_timeout_s = 0.3
    backends.__dict__["store"] = StallingStore(backends.store, seconds=1.5)
    status, body = call_function(main.semanticSearch, {"query": "knee pain"}, uid="trainer-a")
    assert status == 503
    # The library names the wait `retryAfterSeconds`; the callable wrapper adds
    # `retryAfter` (and the Retry-After header) for every retryable error.
    assert body["error"] == {"status": "UNAVAILABLE", "message": "Search temporarily unavailable",
                             "details": {"retryAfterSeconds": 5, "retryAfter": 5}}


class SlowEmbedder:
    """An embedder whose every call takes `seconds` longer (a stalled embedding service)."""

    def __init__(self, inner, seconds):
        self.inner, self.seconds = inner, seconds
        self.model_id, self.dimension, self.max_input_chars = inner.model_id, inner.dimension, inner.max_input_chars

    def embed(self, texts):
        import time

        time.sleep(self.seconds)
        return self.inner.embed(texts)


def test_query_embedding_counts_against_the_search_budget(db, backends, call_function):
    seed(db, backends)
    backends.settings.search_timeout_s = 0.3
    backends.__dict__["embedder"] = SlowEmbedder(backends.embedder, seconds=1.5)
    status, body = call_function(main.semanticSearch, {"query": "knee pain"}, uid="trainer-a")
    assert status == 503
    assert body["error"]["status"] == "UNAVAILABLE"
    assert body["error"]["details"]["retryAfterSeconds"] >= 1


def test_model_loading_on_a_cold_instance_comes_before_the_search_budget(db, monkeypatch, settings, store, call_function):
    """Creating the backends (model load, SDK import, index open) is cold start, not search time."""
    import callables

    from shared.usecases import backends as backends_module
    from shared.adapters.embedding.minilm import MiniLMEmbedder

    from shared.kernel import deadline

    loaded = MiniLMEmbedder()
    budgets_during_load = []

    def slow_make_embedder(_settings):
        import time

        budgets_during_load.append(deadline.current())  # no request budget may be running yet
        time.sleep(3.0)  # what loading a model costs a cold instance, longer than the budget below
        loaded.embed(["warm-up"])
        return loaded

    # The search itself must fit in what is left on a loaded CI runner (0.5 s did not always).
    settings.search_timeout_s = 2.0
    cold = backends_module.Backends(settings=settings, db_override=db, store_override=store)
    seed(db, cold)  # indexing creates the embedder: start cold again for the search
    cold.__dict__.pop("embedder")
    monkeypatch.setattr(backends_module, "make_embedder", slow_make_embedder)
    monkeypatch.setattr(callables, "get_backends", lambda: cold)
    status, body = call_function(main.semanticSearch, {"query": "knee pain"}, uid="trainer-a")
    assert status == 200, body
    assert body["result"]["results"][0]["messageId"] == "m1"
    assert budgets_during_load == [None]


def test_the_roster_is_read_once_per_ttl_and_forgotten_when_this_instance_saves_a_client(db, backends, monkeypatch):
    from shared.usecases import tenancy

    reads = []
    real = tenancy.client_roster
    monkeypatch.setattr(tenancy, "client_roster", lambda db_, trainer: reads.append(trainer) or real(db_, trainer))
    add_client(db, "trainer-a", "sarah", "Sarah Kim")
    assert [c.client_id for c in backends.clients("trainer-a")] == ["sarah"]
    backends.clients("trainer-a")
    assert reads == ["trainer-a"]  # the second search reused it
    add_client(db, "trainer-a", "tom", "Tom Lee")
    backends.forget_clients("trainer-a")  # what save_client and delete_client do
    assert {c.client_id for c in backends.clients("trainer-a")} == {"sarah", "tom"}
    assert reads == ["trainer-a", "trainer-a"]


def test_a_named_clients_content_free_replies_are_never_results(db, backends, call_function):
    # Every record of Sarah's embeds and keyword-indexes her name, so "yep" and "ok" from her
    # matched a question naming her (0.82 for "Understood."); they carry no topic and answer nothing.
    seed(db, backends)
    for mid, text, day in (("a1", "yep", 6), ("a2", "ok 👍", 7), ("a3", "Yep!", 8)):
        add_message(db, "sarah", mid, text, "Sarah Kim", at=datetime(2026, 11, day, tzinfo=timezone.utc))
        assert indexing.sync_message(backends, chat_id_for("sarah"), mid).outcome == "indexed"
    for query in ("What did Sarah say about her knee?", "Sarah Kim", "sarah yep"):
        _, body = call_function(main.semanticSearch, {"query": query, "limit": 50}, uid="trainer-a")
        ids = {r["messageId"] for r in body["result"]["results"]}
        assert not ids & {"a1", "a2", "a3"}, (query, ids)
    _, body = call_function(main.semanticSearch, {"query": "What did Sarah say about her knee?"}, uid="trainer-a")
    assert body["result"]["results"][0]["messageId"] == "m1"


def test_a_status_question_naming_a_client_returns_their_most_telling_records(db, backends, call_function):
    # "how's sarah getting on?" names no topic: nothing scores above the threshold for the question as
    # asked, and the chat answers from her records for the status query; search returns those too,
    # hers only, each at least at the threshold, best first.
    seed(db, backends)
    for query in ("how's sarah getting on?", "How is Sarah doing"):
        _, body = call_function(main.semanticSearch, {"query": query}, uid="trainer-a")
        results = body["result"]["results"]
        assert results and {r["clientId"] for r in results} == {"sarah"}, (query, results)
        scores = [r["score"] for r in results]
        assert min(scores) >= backends.settings.relevance_threshold and scores == sorted(scores, reverse=True)
    # A topic named is no status question: "how is sarah's swimming?" is searched as asked.
    _, body = call_function(main.semanticSearch, {"query": "how is sarah's swimming going?"}, uid="trainer-a")
    assert {r["messageId"] for r in body["result"]["results"]} <= {"m1", "m2"}
