"""A body sent without Content-Length (chunked) is size-limited while it streams in.

functions/request_body.py caps the stream one byte past the callable's limit:
however much a client keeps sending, at most that much is read into memory,
and the answer is INVALID_ARGUMENT naming `data`, as for a declared oversize.
"""

from __future__ import annotations

import io
import json
import threading
from typing import Any, Iterator

import flask
import httpx
import pytest
from werkzeug.serving import make_server

import main
from request_body import DEFAULT_MAX_BODY_BYTES, BodyError, read_data


class Endless(io.RawIOBase):
    """A client that keeps sending (up to 32 MB, so a reader without a cap ends): counts what the server reads."""

    SENDS = 32 * 1024 * 1024

    def __init__(self) -> None:
        self.read_total = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        n = min(len(buffer), self.SENDS - self.read_total)
        buffer[:n] = b" " * n
        self.read_total += n
        return n


def chunked_request(stream: io.RawIOBase) -> flask.Request:
    # What a WSGI server hands over for `Transfer-Encoding: chunked`: no CONTENT_LENGTH,
    # and `wsgi.input_terminated` (the server ends the stream at the last chunk).
    return flask.Request({
        "REQUEST_METHOD": "POST", "PATH_INFO": "/", "SERVER_NAME": "test", "SERVER_PORT": "80",
        "wsgi.url_scheme": "http", "CONTENT_TYPE": "application/json",
        "wsgi.input": stream, "wsgi.input_terminated": True,
    })


def test_an_endless_chunked_body_is_refused_after_reading_just_past_the_limit() -> None:
    source = Endless()
    with pytest.raises(BodyError) as refused:
        read_data(chunked_request(source), DEFAULT_MAX_BODY_BYTES)
    assert refused.value.field == "data" and "larger than" in refused.value.problem
    # Read in buffered chunks, so a little past the cap, never the whole (endless) body.
    assert DEFAULT_MAX_BODY_BYTES < source.read_total <= DEFAULT_MAX_BODY_BYTES + 64 * 1024


def test_a_chunked_body_at_the_limit_is_read_whole() -> None:
    body = json.dumps({"data": {"query": "knee"}}).encode()
    body += b" " * (DEFAULT_MAX_BODY_BYTES - len(body))  # exactly the limit: whitespace is valid JSON
    assert read_data(chunked_request(io.BytesIO(body)), DEFAULT_MAX_BODY_BYTES) == {"query": "knee"}


@pytest.fixture(params=["gthread", "werkzeug"])
def server(request: pytest.FixtureRequest) -> Iterator[str]:
    """semanticSearch behind gunicorn's gthread worker with functions-framework's settings (what a
    deployed function runs: bench/gthread_server.py) and behind werkzeug's server; both decode a
    chunked body and mark the stream terminated."""
    app = flask.Flask("chunked")
    app.add_url_rule("/", "fn", lambda: main.semanticSearch(flask.request), methods=["POST"])
    if request.param == "gthread":
        from bench.gthread_server import GthreadServer

        srv: Any = GthreadServer(app)
        port = srv.port
    else:
        srv = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        port = srv.server_port
    yield f"http://127.0.0.1:{port}/"
    srv.shutdown()


def chunks(body: bytes, size: int = 8192) -> Iterator[bytes]:
    for i in range(0, len(body), size):
        yield body[i : i + size]


def test_over_http_a_chunked_oversized_body_is_invalid_argument_and_a_small_one_is_read(server: str) -> None:
    small = json.dumps({"data": {"query": "knee"}}).encode()
    big = json.dumps({"data": {"query": "x" * (2 * DEFAULT_MAX_BODY_BYTES)}}).encode()
    with httpx.Client(timeout=30) as http:
        # A generator body has no length: httpx sends it chunked.
        ok = http.post(server, content=chunks(small), headers={"Content-Type": "application/json"})
        refused = http.post(server, content=chunks(big), headers={"Content-Type": "application/json"})
    assert "content-length" not in {k.lower() for k in ok.request.headers}
    assert ok.status_code == 401, ok.text  # parsed, then refused for the missing token: the body was read
    assert refused.status_code == 400, refused.text
    error = refused.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT"
    assert error["details"]["errors"] == [{"field": "data", "problem": f"request body larger than {DEFAULT_MAX_BODY_BYTES} bytes"}]
