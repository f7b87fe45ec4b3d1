"""chatWithAI's streaming protocol over a real HTTP server, read by a real HTTP client.

The endpoint speaks what the Firebase client SDKs' `HTTPSCallable.stream()`
expects: with `Accept: text/event-stream`, SSE events
`data: {"message": {"token": …}}`, then `data: {"result": …}` — or a final
`data: {"error": …}`.
"""

from __future__ import annotations

import json
import threading
from typing import Any, Iterator

import flask
import httpx
import pytest
from pydantic import SecretStr
from werkzeug.serving import make_server

import main
from shared.kernel.errors import GenerationError
from shared.adapters.generation import make_generator
from shared.ports.generator import Generation
from tests.chat_fixtures import ScriptedGenerator, seed
from tests.conftest import id_token

pytestmark = pytest.mark.emulator
QUESTION = "What did John say about his shoulder?"


@pytest.fixture
def url() -> Iterator[str]:
    """main.chatWithAI served by a real (threaded) WSGI server on a free port."""
    app = flask.Flask("chat-under-test")
    app.add_url_rule("/chatWithAI", "chat", lambda: main.chatWithAI(flask.request), methods=["POST", "OPTIONS", "GET"])
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/chatWithAI"
    server.shutdown()


@pytest.fixture
def seeded(db, backends):
    seed(db, backends)
    return backends


def headers(uid: str | None = "trainer-a", stream: bool = True) -> dict[str, str]:
    h = {"Content-Type": "application/json"}
    if stream:
        h["Accept"] = "text/event-stream"
    if uid:
        h["Authorization"] = f"Bearer {id_token(uid)}"
    return h


def events(response: httpx.Response) -> Iterator[dict[str, Any]]:
    for line in response.iter_lines():
        if line.startswith("data:"):
            yield json.loads(line[len("data:") :])


def stream_call(url: str, data: Any, uid: str | None = "trainer-a") -> tuple[httpx.Response, list[dict[str, Any]]]:
    with httpx.Client(timeout=30) as client:
        with client.stream("POST", url, json={"data": data}, headers=headers(uid)) as response:
            return response, list(events(response))


def split(evts: list[dict[str, Any]]) -> tuple[list[str], dict[str, Any] | None]:
    assert all(len(e) == 1 for e in evts)
    tokens = [e["message"]["token"] for e in evts if "message" in e]
    assert [next(iter(e)) for e in evts[: len(tokens)]] == ["message"] * len(tokens)  # tokens come first
    return tokens, evts[-1]


def test_offline_answer_streams_tokens_then_the_same_result_object(seeded, url):
    response, evts = stream_call(url, {"message": QUESTION})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    tokens, last = split(evts)
    assert len(tokens) > 10
    result = last["result"]
    assert "".join(tokens) == result["response"]
    assert set(result) == {"response", "sources", "hasContext", "confidence", "conversationId", "tokensUsed", "circles",
                           "layers"}
    assert result["circles"] == []  # the trainer has no circles
    assert {s["messageId"] for s in result["sources"]} == {"j1", "j2"}
    with httpx.Client() as client:
        plain = client.post(url, json={"data": {"message": QUESTION}}, headers=headers(stream=False)).json()["result"]
    assert plain["response"] == result["response"] and plain["sources"] == result["sources"]


class GatedGenerator:
    """Yields one token, then waits until the test has *received* it: proof of streaming, no clocks."""

    model_id = "gated"

    def __init__(self) -> None:
        self.first_token_seen = threading.Event()

    def stream(self, prompt):
        yield "First "
        if not self.first_token_seen.wait(timeout=10):
            raise GenerationError("the first token was never delivered")
        yield "[1]."
        yield Generation("First [1].", tokens_used=1, model=self.model_id)


def test_tokens_reach_the_client_before_generation_ends(seeded, url):
    gate = GatedGenerator()
    seeded.__dict__["generator"] = gate
    received = []
    with httpx.Client(timeout=30) as client:
        with client.stream("POST", url, json={"data": {"message": QUESTION}}, headers=headers()) as response:
            for event in events(response):
                received.append(event)
                if "message" in event:
                    gate.first_token_seen.set()
    tokens, last = split(received)
    assert tokens == ["First ", "[1]."]
    assert last["result"]["response"] == "First [1]."
    assert len(last["result"]["sources"]) == 1


def test_openai_answer_streams_through_the_endpoint(seeded, url, openai_standin):
    settings = seeded.settings.model_copy(
        update={"generator": "openai", "openai_api_key": SecretStr("k"), "openai_base_url": openai_standin.base_url}
    )
    seeded.__dict__["generator"] = make_generator(settings)
    openai_standin.set_chat_reply("John said overhead movements hurt [1] and bench press too [2].")
    openai_standin.chunk_delay_s = 0.01
    response, evts = stream_call(url, {"message": QUESTION})
    tokens, last = split(evts)
    assert "".join(tokens) == "John said overhead movements hurt [1] and bench press too [2]."
    result = last["result"]
    assert len(result["sources"]) == 2 and result["tokensUsed"] > 0
    assert openai_standin.chat_requests()[0]["stream"] is True


def test_failure_mid_stream_ends_with_an_error_event(seeded, url, db):
    seeded.__dict__["generator"] = ScriptedGenerator("one two three four five", fail_after=3)
    response, evts = stream_call(url, {"message": QUESTION})
    assert response.status_code == 200
    tokens, last = split(evts)
    assert tokens == ["one ", "two ", "three "]
    assert last["error"]["status"] == "UNAVAILABLE"
    assert "try again" in last["error"]["message"].lower()
    assert not any("result" in e for e in evts)
    assert list(db.collection("aiConversations").stream()) == []


def test_search_unavailable_is_streamed_as_an_answer(seeded, url):
    class Down:
        """A store that is unreachable: every request fails (its capabilities are declared, not asked for)."""

        supports_keyword_search = True
        dimension = None

        def __getattr__(self, name):
            raise AttributeError(name)

        def query(self, *a, **k):
            raise OSError("connection refused")

        def keyword_query(self, *a, **k):
            raise OSError("connection refused")

        def term_stats(self, trainer_id):
            return None

    seeded.__dict__["store"] = Down()
    _, evts = stream_call(url, {"message": QUESTION})
    tokens, last = split(evts)
    assert "".join(tokens).startswith("Search temporarily unavailable")
    assert last["result"]["hasContext"] is False and last["result"]["confidence"] == 0.0


@pytest.mark.parametrize(
    "data, uid, code",
    [
        ({"message": QUESTION}, None, "UNAUTHENTICATED"),
        ({"message": "   "}, "trainer-a", "INVALID_ARGUMENT"),
        ({"message": QUESTION, "clientId": "sam"}, "trainer-a", "NOT_FOUND"),
    ],
)
def test_errors_before_the_stream_are_one_error_event(seeded, url, data, uid, code):
    response, evts = stream_call(url, data, uid=uid)
    assert response.status_code == 200  # as the Node SDK: the error travels in the stream
    assert len(evts) == 1 and evts[0]["error"]["status"] == code


def test_invalid_token_is_unauthenticated(seeded, url):
    with httpx.Client() as client:
        bad = {**headers(stream=False), "Authorization": "Bearer not-a-token"}
        r = client.post(url, json={"data": {"message": QUESTION}}, headers=bad)
    assert r.status_code == 401 and r.json()["error"]["status"] == "UNAUTHENTICATED"


def test_plain_json_protocol_preflight_and_malformed_requests(seeded, url):
    with httpx.Client() as client:
        pre = client.options(url, headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST",
                                           "Access-Control-Request-Headers": "authorization,content-type"})
        assert pre.status_code == 204
        assert pre.headers["access-control-allow-origin"] == "https://app.example"
        assert "POST" in pre.headers["access-control-allow-methods"]
        assert pre.headers["access-control-allow-headers"] == "authorization,content-type"

        ok = client.post(url, json={"data": {"message": QUESTION}}, headers={**headers(stream=False), "Origin": "https://app.example"})
        assert ok.status_code == 200 and set(ok.json()) == {"result"}
        assert ok.headers["access-control-allow-origin"] == "https://app.example"

        text = client.post(url, content="hi", headers={**headers(stream=False), "Content-Type": "text/plain"})
        assert text.status_code == 400 and text.json()["error"]["status"] == "INVALID_ARGUMENT"
        extra = client.post(url, json={"data": {"message": QUESTION}, "x": 1}, headers=headers(stream=False))
        assert extra.status_code == 400
        broken = client.post(url, content="{not json", headers=headers(stream=False))
        assert broken.status_code == 400 and broken.json()["error"]["details"]["errors"] == [
            {"field": "data", "problem": 'body must be JSON {"data": ...}'}]
        get = client.get(url)
        assert get.status_code == 400 and get.json()["error"]["status"] == "INVALID_ARGUMENT"


def test_rate_limit_and_audit_apply_to_both_modes(seeded, url, db):
    seeded.settings.rate_limit_per_minute = 2
    with httpx.Client(timeout=30) as client:
        first = client.post(url, json={"data": {"message": QUESTION}}, headers=headers(stream=False))
        assert first.status_code == 200
    _, evts = stream_call(url, {"message": QUESTION})
    assert "result" in evts[-1]
    _, evts = stream_call(url, {"message": QUESTION})
    assert evts == [{"error": evts[0]["error"]}] and evts[0]["error"]["status"] == "RESOURCE_EXHAUSTED"
    audit = [d.to_dict() for d in db.collection("auditLog").stream()]
    assert sorted((r["action"], r["outcome"], r["trainerId"]) for r in audit) == [
        ("chatWithAI", "RESOURCE_EXHAUSTED", "trainer-a"), ("chatWithAI", "ok", "trainer-a"), ("chatWithAI", "ok", "trainer-a")
    ]
    assert all(set(r) <= {"trainerId", "action", "clientId", "chatId", "outcome", "at", "latencyMs"}
               for r in audit)


def test_the_final_event_lists_the_circles_used_and_the_tokens_name_them(seeded, url):
    """Issue 18 part 6: with circles, the stream's final result lists the circles of the cited sources."""
    from shared.domain.circles.models import AssignRequest, CreateCircleRequest, RecordRef
    from shared.usecases.circles import service

    circle = service.create_circle(seeded, "trainer-a", CreateCircleRequest(
        name="Shoulder rehab", description="shoulder pain, overhead pressing, bench press"))
    service.assign_records(seeded, "trainer-a", AssignRequest(circleId=circle.circleId, records=[
        RecordRef(messageId="j1", chatId="chat-john"), RecordRef(messageId="j2", chatId="chat-john")]))
    response, evts = stream_call(url, {"message": QUESTION})
    assert response.status_code == 200
    tokens, last = split(evts)
    result = last["result"]
    assert result["circles"] == [{"circleId": circle.circleId, "name": "Shoulder rehab"}]
    assert {s["circleName"] for s in result["sources"]} == {"Shoulder rehab"}
    assert "".join(tokens) == result["response"] and "(circle: Shoulder rehab)" in result["response"]
