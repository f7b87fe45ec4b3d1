"""The stand-ins themselves, driven by the real SDKs: what other tests rely on them for."""

from __future__ import annotations

import json
from typing import Any, Iterator

import pytest

from tests.standins.openai_server import OpenAIStandin
from tests.standins.pinecone_server import PineconeStandin


@pytest.fixture(scope="module")
def oa_server() -> Iterator[OpenAIStandin]:
    with OpenAIStandin() as server:
        yield server


@pytest.fixture
def oa(oa_server: OpenAIStandin) -> Iterator[OpenAIStandin]:
    oa_server.reset()
    yield oa_server
    oa_server.reset()


@pytest.fixture
def client(oa: OpenAIStandin) -> Any:
    import openai

    return openai.OpenAI(api_key="test-key", base_url=oa.base_url, max_retries=0, timeout=5)


@pytest.fixture(scope="module")
def pc_server() -> Iterator[PineconeStandin]:
    with PineconeStandin() as server:
        yield server


@pytest.fixture
def index(pc_server: PineconeStandin) -> Any:
    from pinecone import Index

    pc_server.reset()
    return Index(host=pc_server.url, api_key="test-key")


def test_chat_completion_uses_the_configured_handler(oa: OpenAIStandin, client: Any) -> None:
    seen: list[Any] = []

    def handler(messages: list[dict[str, Any]]) -> str:
        seen.append(messages)
        return "Client logged 3 workouts."

    oa.set_chat_handler(handler)
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "How many workouts?"}]

    reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages)

    assert reply.choices[0].message.content == "Client logged 3 workouts."
    assert reply.choices[0].finish_reason == "stop"
    assert seen == [messages]
    assert oa.chat_requests()[0]["messages"] == messages


def test_chat_default_reply_echoes_the_last_user_message(client: Any) -> None:
    reply = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "hi"}])
    assert reply.choices[0].message.content == "Stand-in reply: hi"


def test_chat_stream_yields_the_content_in_chunks(oa: OpenAIStandin, client: Any) -> None:
    oa.set_chat_reply("Squats felt heavy today.")

    stream = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": "How was training?"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    chunks = list(stream)

    pieces = [c.choices[0].delta.content for c in chunks if c.choices and c.choices[0].delta.content]
    assert "".join(pieces) == "Squats felt heavy today." and len(pieces) == 4
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == 4


def test_chat_json_mode(oa: OpenAIStandin, client: Any) -> None:
    oa.set_chat_reply('{"answer": "Oats", "citations": ["m1"]}')

    reply = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": "What did they eat?"}],
        response_format={"type": "json_object"},
    )

    assert json.loads(reply.choices[0].message.content) == {"answer": "Oats", "citations": ["m1"]}
    assert oa.chat_requests()[0]["response_format"] == {"type": "json_object"}


def test_openai_faults_and_counts(oa: OpenAIStandin, client: Any) -> None:
    import openai

    oa.inject_status(429)
    with pytest.raises(openai.RateLimitError):
        client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "x"}])
    oa.inject_status(500)
    with pytest.raises(openai.InternalServerError):
        client.embeddings.create(model="text-embedding-3-small", input=["x"])
    oa.inject_delay(2.0)
    with pytest.raises(openai.APITimeoutError):
        client.with_options(timeout=0.2).embeddings.create(model="text-embedding-3-small", input=["x"])

    assert oa.request_count() == 3
    assert oa.request_count("/v1/embeddings") == 2


def test_gather_holds_requests_until_that_many_are_in_flight_then_lets_later_ones_pass(oa: OpenAIStandin, client: Any) -> None:
    import concurrent.futures

    def embed(_: int) -> Any:
        return client.embeddings.create(model="text-embedding-3-small", input=["x"])

    oa.gather(3, "/v1/embeddings", 30.0)
    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        list(pool.map(embed, range(3)))  # returns only because the third request released the first two
    assert oa.max_in_flight("/v1/embeddings") == 3
    embed(3)  # one gathering only: a later request is not held
    oa.gather(2, "/v1/embeddings", 0.2)
    embed(4)  # alone: released when the wait runs out
    assert oa.max_in_flight("/v1/embeddings") == 3 and oa.request_count("/v1/embeddings") == 5


def test_openai_rejects_what_openai_rejects(client: Any) -> None:
    import openai

    for bad_input in [[""], ["x"] * 2049, ["é" * 5000]]:
        with pytest.raises(openai.BadRequestError):
            client.embeddings.create(model="text-embedding-3-small", input=bad_input)


def test_pinecone_filter_operators(index: Any) -> None:
    index.upsert(
        vectors=[
            {"id": "a", "values": [1.0, 0.0], "metadata": {"k": "x", "n": 1, "tags": ["p", "q"]}},
            {"id": "b", "values": [0.0, 1.0], "metadata": {"k": "y", "n": 5}},
            {"id": "c", "values": [1.0, 1.0], "metadata": {"n": 9}},
        ],
        namespace="ns",
    )

    def ids(flt: dict[str, Any]) -> set[str]:
        return {m.id for m in index.query(top_k=10, vector=[1.0, 0.5], namespace="ns", filter=flt).matches}

    assert ids({"k": "x"}) == {"a"}
    assert ids({"k": {"$ne": "x"}}) == {"b", "c"}
    assert ids({"k": {"$in": ["x", "y"]}}) == {"a", "b"}
    assert ids({"k": {"$nin": ["x"]}}) == {"b", "c"}
    assert ids({"k": {"$exists": False}}) == {"c"}
    assert ids({"n": {"$gt": 1, "$lte": 9}}) == {"b", "c"}
    assert ids({"tags": {"$eq": "q"}}) == {"a"}
    assert ids({"$or": [{"k": "x"}, {"n": {"$gte": 9}}]}) == {"a", "c"}
    assert ids({"$and": [{"k": {"$in": ["x", "y"]}}, {"n": {"$lt": 5}}]}) == {"a"}


def test_pinecone_delete_by_filter_list_and_stats(index: Any) -> None:
    index.upsert(vectors=[(f"v{i}", [float(i), 1.0], {"even": i % 2 == 0}) for i in range(7)], namespace="ns")

    index.delete(filter={"even": {"$eq": True}}, namespace="ns")

    listed = [item.id for page in index.list(namespace="ns", limit=2) for item in page.vectors]
    assert listed == ["v1", "v3", "v5"]
    stats = index.describe_index_stats()
    assert stats.namespaces["ns"].vector_count == 3 and stats.dimension == 2


def test_pinecone_limits(index: Any, pc_server: PineconeStandin) -> None:
    from pinecone.errors.exceptions import ApiError, NotFoundError

    with pytest.raises(ApiError):
        index.upsert(vectors=[{"id": "a", "values": [1.0], "metadata": {"bad": None}}])
    with pytest.raises(ApiError):
        index.upsert(vectors=[(f"v{i}", [1.0]) for i in range(1001)])
    with pytest.raises(NotFoundError):
        index.delete(delete_all=True, namespace="never-written")
    assert pc_server.request_count("/vectors/upsert") == 2


def test_pinecone_sparse_scores_add_to_the_dense_dot_product(index: Any) -> None:
    index.upsert(
        vectors=[
            {"id": "a", "values": [0.6, 0.8], "sparse_values": {"indices": [1, 7], "values": [0.5, 2.0]}},
            {"id": "b", "values": [1.0, 0.0], "sparse_values": {"indices": [7], "values": [1.0]}},
            {"id": "c", "values": [0.0, 1.0]},  # no sparse values: the sparse half scores 0
        ],
        namespace="ns",
    )

    hybrid = index.query(top_k=3, vector=[1.0, 0.0], sparse_vector={"indices": [7, 9], "values": [2.0, 5.0]}, namespace="ns")
    scores = {m.id: m.score for m in hybrid.matches}
    assert scores == pytest.approx({"a": 0.6 + 4.0, "b": 1.0 + 2.0, "c": 0.0})
    assert [m.id for m in hybrid.matches] == ["a", "b", "c"]

    sparse_only = index.query(top_k=3, vector=[0.0, 0.0], sparse_vector={"indices": [1], "values": [1.0]}, namespace="ns")
    assert [(m.id, m.score) for m in sparse_only.matches][0] == ("a", pytest.approx(0.5))

    fetched = index.fetch(ids=["a", "c"], namespace="ns").vectors
    assert fetched["a"].sparse_values.indices == [1, 7] and fetched["c"].sparse_values is None


def test_pinecone_dense_scores_are_dot_products_on_dotproduct_and_cosines_on_cosine() -> None:
    from pinecone import Index

    for metric, expected in [("dotproduct", 2.0), ("cosine", 1.0)]:
        with PineconeStandin(metric=metric) as server:
            idx = Index(host=server.url, api_key="test-key")
            idx.upsert(vectors=[("a", [2.0, 0.0])], namespace="ns")
            (match,) = idx.query(top_k=1, vector=[1.0, 0.0], namespace="ns").matches
            assert match.score == pytest.approx(expected)
            assert idx.describe_index_stats().metric == metric


def _post(server: PineconeStandin, path: str, body: dict[str, Any]) -> Any:
    import httpx

    return httpx.post(server.url + path, json=body, headers={"Api-Key": "test-key"}, timeout=5)


@pytest.mark.parametrize(
    "sparse",
    [
        {"indices": [1, 2], "values": [1.0]},  # lengths differ
        {"indices": [3, 3], "values": [1.0, 2.0]},  # repeated index
        {"indices": list(range(1001)), "values": [1.0] * 1001},  # over 1,000 non-zeros
        {"indices": [-1], "values": [1.0]},  # not a uint32
        {"indices": [2**32], "values": [1.0]},
        {"indices": [], "values": []},
        {"indices": [1], "values": ["x"]},
    ],
)
def test_pinecone_rejects_malformed_sparse_vectors(pc_server: PineconeStandin, sparse: dict[str, Any]) -> None:
    pc_server.reset()
    upsert = _post(pc_server, "/vectors/upsert", {"vectors": [{"id": "a", "values": [1.0, 0.0], "sparseValues": sparse}], "namespace": "ns"})
    query = _post(pc_server, "/query", {"topK": 1, "vector": [1.0, 0.0], "sparseVector": sparse, "namespace": "ns"})

    for response in (upsert, query):
        assert response.status_code == 400
        assert response.json()["code"] == 3 and "sparse" in response.json()["message"]
    assert pc_server.vector_count() == 0


def test_pinecone_rejects_sparse_values_on_a_cosine_index() -> None:
    with PineconeStandin(metric="cosine") as server:
        upsert = _post(server, "/vectors/upsert", {"vectors": [{"id": "a", "values": [1.0, 0.0], "sparseValues": {"indices": [1], "values": [1.0]}}]})
        assert _post(server, "/vectors/upsert", {"vectors": [{"id": "b", "values": [1.0, 0.0]}]}).status_code == 200
        query = _post(server, "/query", {"topK": 1, "vector": [1.0, 0.0], "sparseVector": {"indices": [1], "values": [1.0]}})

        assert upsert.status_code == 400 and "dotproduct" in upsert.json()["message"]
        assert query.status_code == 400 and query.json()["code"] == 3
        assert server.vector_count() == 1


def test_pinecone_query_on_a_dense_index_needs_a_dense_vector(pc_server: PineconeStandin) -> None:
    pc_server.reset()
    response = _post(pc_server, "/query", {"topK": 1, "sparseVector": {"indices": [1], "values": [1.0]}, "namespace": "ns"})
    assert response.status_code == 400
