"""demo/callable_client.py against a local HTTP server that answers like a failing emulator.

`make demo` once ended in a traceback (json.decoder.JSONDecodeError in CallableClient.call):
the functions emulator had sent its reviewInsight request to another function's Python worker,
which answered an HTML "400 Bad Request" (tools/emulator_worker_ports.cjs). The client now tries
such an answer again a few times and then says what came back; callable errors, the function's
own answers, are never retried.
"""

from __future__ import annotations

import json
import socket
from typing import Any

import httpx
import pytest
from werkzeug import Request, Response

from demo import run as demo_run
from demo.callable_client import CallableClient, CallableError, NotCallableAnswer

HTML_400 = ("<!doctype html>\n<html lang=en>\n<title>400 Bad Request</title>\n<h1>Bad Request</h1>\n"
            "<p>Function was defined with FUNCTION_SIGNATURE_TYPE=cloudevent but parsing CloudEvent failed</p>")


def callable_json(status: int, body: dict[str, Any]) -> Response:
    return Response(json.dumps(body), status=status, content_type="application/json")


class Script:
    """Answers the requests to /<name> one after the other from a list; counts them."""

    def __init__(self, answers: list[Response]) -> None:
        self.answers, self.bodies = answers, []

    def __call__(self, request: Request) -> Response:
        self.bodies.append(request.get_json(silent=True))
        return self.answers[min(len(self.bodies), len(self.answers)) - 1]


def client_for(httpserver: Any, script: Script, name: str = "reviewInsight") -> tuple[CallableClient, list[float]]:
    httpserver.expect_request(f"/demo-x/us-central1/{name}", method="POST").respond_with_handler(script)
    pauses: list[float] = []
    client = CallableClient(httpserver.url_for("/demo-x/us-central1"), timeout_s=10, sleep=pauses.append)
    return client, pauses


def test_a_non_json_answer_is_tried_again_then_reported_with_its_status_and_body(httpserver) -> None:
    script = Script([Response(HTML_400, status=400, content_type="text/html")])
    client, pauses = client_for(httpserver, script)
    with pytest.raises(NotCallableAnswer) as caught:
        client.call("reviewInsight", {"insightId": "i1", "decision": "approve"}, "token")
    err = caught.value
    assert (err.http_status, err.attempts) == (400, 4)
    assert err.body_head.startswith("<!doctype html>") and "400 Bad Request" in str(err)
    assert err.url.endswith("/reviewInsight")
    assert len(script.bodies) == 4 and all(b == {"data": {"insightId": "i1", "decision": "approve"}} for b in script.bodies)
    assert pauses == [1.0, 2.0, 4.0]  # growing pauses between the four tries


def test_a_worker_that_failed_to_start_then_answers_gives_the_result(httpserver) -> None:
    # The emulator's own 500s: empty, and the JSON of a Node socket error (no callable "error" object).
    script = Script([Response("", status=500), callable_json(500, {"code": "ECONNRESET"}),
                     callable_json(200, {"result": {"status": "approved"}})])
    client, pauses = client_for(httpserver, script)
    assert client.call("reviewInsight", {"insightId": "i1", "decision": "approve"}, "token") == {"status": "approved"}
    assert len(script.bodies) == 3 and pauses == [1.0, 2.0]


@pytest.mark.parametrize("http_status, status", [(400, "INVALID_ARGUMENT"), (412, "FAILED_PRECONDITION"),
                                                 (500, "INTERNAL"), (503, "UNAVAILABLE")])
def test_a_callable_error_is_the_functions_answer_and_is_not_retried(httpserver, http_status, status) -> None:
    script = Script([callable_json(http_status, {"error": {"status": status, "message": "no"}})])
    client, pauses = client_for(httpserver, script)
    with pytest.raises(CallableError) as caught:
        client.call("reviewInsight", {"insightId": "i1", "decision": "reject"}, "token")
    assert (caught.value.http_status, caught.value.status, caught.value.message) == (http_status, status, "no")
    assert len(script.bodies) == 1 and pauses == []


def test_a_result_without_the_callable_envelope_is_not_taken_for_one(httpserver) -> None:
    script = Script([callable_json(200, {"status": "approved"})])  # JSON, but neither "result" nor "error"
    client, _ = client_for(httpserver, script)
    with pytest.raises(NotCallableAnswer) as caught:
        client.call("reviewInsight", {}, "token")
    assert caught.value.http_status == 200 and len(script.bodies) == 4


def test_nothing_listening_is_reported_as_no_answer() -> None:
    with socket.socket() as s:  # a port that was free a moment ago and that nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    pauses: list[float] = []
    client = CallableClient(f"http://127.0.0.1:{port}/demo-x/us-central1", timeout_s=10, attempts=2, sleep=pauses.append)
    with pytest.raises(NotCallableAnswer) as caught:
        client.call("semanticSearch", {"query": "knee"})
    assert (caught.value.http_status, caught.value.attempts) == (0, 2) and "no answer" in str(caught.value)
    assert pauses == [1.0]


def test_a_stream_is_retried_before_its_first_event_and_read_after(httpserver) -> None:
    sse = "".join(f"data: {json.dumps(e)}\n\n" for e in ({"message": {"token": "Hi"}}, {"result": {"sources": []}}))
    script = Script([Response("upstream connect error", status=502),
                     Response(sse, status=200, content_type="text/event-stream")])
    client, pauses = client_for(httpserver, script, "chatWithAI")
    events = list(client.stream("chatWithAI", {"message": "How is Sarah?"}, "token"))
    assert events == [{"message": {"token": "Hi"}}, {"result": {"sources": []}}]
    assert len(script.bodies) == 2 and pauses == [1.0]


def test_a_stream_refused_with_a_callable_error_yields_that_error_once(httpserver) -> None:
    script = Script([callable_json(401, {"error": {"status": "UNAUTHENTICATED", "message": "Sign in"}})])
    client, pauses = client_for(httpserver, script, "chatWithAI")
    assert list(client.stream("chatWithAI", {"message": "hi"})) == [
        {"error": {"status": "UNAUTHENTICATED", "message": "Sign in"}}]
    assert len(script.bodies) == 1 and pauses == []


def test_the_demo_says_what_the_emulator_answered_and_exits_2_without_a_traceback(monkeypatch, capsys) -> None:
    def failing_main() -> None:
        raise NotCallableAnswer("http://127.0.0.1:5001/p/r/reviewInsight", 400, HTML_400[:40], 4)

    monkeypatch.setattr(demo_run, "main", failing_main)
    assert demo_run.run() == 2
    err = capsys.readouterr().err
    assert "did not answer as a callable function" in err and "HTTP 400" in err and "reviewInsight" in err
    assert "Traceback" not in err and ".local/emulators.log" in err


def test_the_demo_reports_a_timeout_in_one_line_too(monkeypatch, capsys) -> None:
    def slow_main() -> None:
        raise httpx.ReadTimeout("timed out")

    monkeypatch.setattr(demo_run, "main", slow_main)
    assert demo_run.run() == 2
    err = capsys.readouterr().err
    assert "did not answer: ReadTimeout: timed out" in err and "Traceback" not in err
