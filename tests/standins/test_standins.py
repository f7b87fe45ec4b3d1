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
