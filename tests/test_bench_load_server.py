"""The load benchmark's server is the one a deployed function runs (bench/gthread_server.py).

functions-framework serves a deployed Cloud Function with gunicorn's gthread worker: one
worker, a bounded pool of threads (`THREADS`, by default 4 per CPU) fed first come, first
served, kept-alive connections parked on a poller. The flood benchmark measured werkzeug's
development server before (a thread per connection, no bound), which shares the GIL out
differently; these tests pin what makes the benchmark's server the production one.
"""

from __future__ import annotations

import argparse
import http.client
import os
import threading
from typing import Any, Iterator

import flask
import pytest

from bench.gthread_server import GthreadServer


@pytest.fixture
def serve() -> Iterator[Any]:
    servers: list[GthreadServer] = []

    def start(app: flask.Flask, **options: Any) -> GthreadServer:
        servers.append(GthreadServer(app, **options))
        return servers[-1]

    yield start
    for server in servers:
        server.shutdown()


def post(port: int, conn: http.client.HTTPConnection | None = None) -> tuple[http.client.HTTPConnection, Any]:
    conn = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    conn.request("POST", "/f", b'{"data": {}}', {"Content-Type": "application/json"})
    response = conn.getresponse()
    response.read()
    return conn, response


def test_served_by_gunicorn_with_functions_frameworks_thread_count(serve, monkeypatch):
    app = flask.Flask("t")
    app.add_url_rule("/f", "f", lambda: {"result": 1}, methods=["POST"])
    monkeypatch.delenv("THREADS", raising=False)
    server = serve(app)
    assert server.threads == (os.cpu_count() or 1) * 4  # functions_framework/_http/gunicorn.py's default
    conn, response = post(server.port)
    assert response.status == 200 and response.getheader("Server") == "gunicorn"
    assert response.getheader("Connection") == "keep-alive"
    _, again = post(server.port, conn)  # the same kept-alive connection serves the next call
    assert again.status == 200
    conn.close()
    monkeypatch.setenv("THREADS", "3")  # what a deploy sets in the environment
    assert serve(app).threads == 3
    assert serve(app, threads=5).threads == 5


def test_requests_share_a_bounded_pool_unlike_a_thread_per_connection(serve):
    """At most `threads` requests run in the app at once, whatever the number of connections:
    one trainer's twenty connections cannot take twenty threads' share of the GIL."""
    inside, most, lock = 0, 0, threading.Lock()
    release, two_in = threading.Event(), threading.Event()

    def view() -> Any:
        nonlocal inside, most
        with lock:
            inside += 1
            most = max(most, inside)
            if inside >= 2:
                two_in.set()
        release.wait(60)
        with lock:
            inside -= 1
        return {"result": 1}

    app = flask.Flask("t")
    app.add_url_rule("/f", "f", view, methods=["POST"])
    server = serve(app, threads=2)
    answers: list[int] = []
    clients = [threading.Thread(target=lambda: answers.append(post(server.port)[1].status)) for _ in range(6)]
    for client in clients:
        client.start()
    assert two_in.wait(60)
    with lock:
        assert inside == 2  # the other four wait in the pool's queue, not in threads of their own
    release.set()
    for client in clients:
        client.join(60)
    assert answers == [200] * 6 and most == 2


def test_an_apps_connection_close_is_not_passed_on(serve):
    """gunicorn drops hop-by-hop headers an app sets: answering a flooder with `Connection: close`
    cannot make it reconnect (and on Cloud Run the front end owns the client's connection anyway)."""
    app = flask.Flask("t")

    def view() -> Any:
        response = flask.make_response({"result": 1}, 429)
        response.headers["Connection"] = "close"
        return response

    app.add_url_rule("/f", "f", view, methods=["POST"])
    server = serve(app)
    conn, response = post(server.port)
    assert response.status == 429 and response.getheader("Connection") == "keep-alive"
    conn.close()


def test_the_load_benchmark_defaults_to_the_production_server():
    from bench import load

    assert "gunicorn" in load.server_label(argparse.Namespace(server="gthread", threads=0))
    assert "werkzeug" in load.server_label(argparse.Namespace(server="werkzeug", threads=0))


def test_the_app_is_built_as_functions_framework_builds_it(serve):
    """Every path reaches the function, and the body is read after the response (its
    `read_request` hook), so an answer given before our body check still reads the body."""
    import functions_framework

    from bench.gthread_server import functions_framework_app

    app = functions_framework_app(lambda request: {"path": request.path})
    assert functions_framework.read_request in app.after_request_funcs[None]
    server = serve(app)
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    conn.request("POST", "/semanticSearch", b'{"data": {}}', {"Content-Type": "application/json"})
    response = conn.getresponse()
    assert response.status == 200 and b"/semanticSearch" in response.read()
    conn.close()


def test_a_server_shut_down_before_its_worker_is_up_stops_cleanly(monkeypatch):
    """On a loaded machine the worker thread may not have made its method queue when the server is shut
    down: shutdown must not fail on it, and the worker, once up, must stop."""
    from gunicorn.workers import gthread

    release = threading.Event()
    made = gthread.PollableMethodQueue.init

    def late_init(queue: Any) -> None:
        release.wait(10)
        made(queue)

    monkeypatch.setattr(gthread.PollableMethodQueue, "init", late_init)
    app = flask.Flask("late")
    server = GthreadServer(app, threads=2)
    threading.Timer(0.2, release.set).start()
    server.shutdown()  # before the fix: AttributeError, the queue not made yet
    assert release.is_set()
    assert not server._thread.is_alive()

