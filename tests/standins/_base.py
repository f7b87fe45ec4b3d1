"""What both stand-ins share: a real HTTP server on 127.0.0.1 and fault injection.

Each stand-in subclasses `StandinServer` and implements `handle()`. The server
runs the standard library's `ThreadingHTTPServer` in a background thread on a
random free port, so the real SDKs (httpx underneath) talk to it exactly as
they talk to the hosted services.

Faults are driven from Python, not over HTTP:

    server.inject_delay(2.0, times=1)    # the next request waits 2 s first
    server.inject_status(500, times=2)   # the next two requests answer 500
    server.inject_delay(2.0, times=3, when=lambda r: r.path == "/query")  # only requests that match
    server.request_count("/query")       # requests received (per path or all)
    server.max_in_flight("/query")       # most requests of a path handled at once (concurrency)
    server.set_latency(0.04)             # every request (or one path's) waits this long, until reset()
    server.gather(6, "/query", 4.0)      # hold /query requests until 6 are in flight at once (once)
    server.reset_faults()                # pending faults dropped, sleepers woken
    server.reset()                       # data, faults and counters back to empty

A delayed request is still counted on arrival. `reset()` and `stop()` wake
any request that is sleeping on an injected delay, so a test that gave up
waiting never leaves a thread sleeping into the next test.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable, Iterator, Self
from urllib.parse import parse_qs, urlsplit


@dataclass
class Request:
    """One request as the stand-in received it."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes
    server_s: float = 0.0  # time spent in handle() (not in an injected delay), for benchmarks

    def json(self) -> Any:
        return _loads(self.body) if self.body else None


@dataclass
class Response:
    status: int = 200
    body: Any = None  # JSON-serialisable; ignored when `stream` is set
    headers: dict[str, str] = field(default_factory=dict)
    stream: Iterable[bytes] | None = None  # written chunk by chunk, then the connection closes


class StandinServer:
    """Base class: start/stop, request log, injected delays and status codes."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        # Pending faults in order, each for any request (None) or those its predicate matches.
        self._delays: deque[tuple[float, Match | None]] = deque()
        self._statuses: deque[tuple[int, Match | None]] = deque()
        self._requests: list[Request] = []
        self._in_flight: dict[str, int] = {}
        self._latency: dict[str, float] = {}  # path (or "*") → seconds: a network round trip, for benchmarks
        self._max_in_flight: dict[str, int] = {}
        self._gather: dict[str, tuple[int, float]] = {}  # path → (requests to hold until in flight together, timeout)
        self._gathered = threading.Condition(self._lock)
        self._wake = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ------------------------------------------------------------

    def start(self) -> Self:
        handler = _make_handler(self)
        httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        httpd.daemon_threads = True
        # Do not join handler threads on close: an idle keep-alive connection
        # would otherwise block stop() until the client hangs up.
        httpd.block_on_close = False
        self._httpd = httpd
        # stop() waits for the serving loop to notice, which it checks every poll interval
        # (0.5 s by default): a server per test must stop in milliseconds.
        self._thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.01},
                                        name=type(self).__name__, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._wake_sleepers()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """Base URL, e.g. http://127.0.0.1:54321 (no trailing slash)."""
        assert self._httpd is not None, "stand-in not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    # -- control API ----------------------------------------------------------

    def inject_delay(self, seconds: float, times: int = 1, when: "Match | None" = None) -> None:
        """Make each of the next `times` requests (those `when` accepts) wait `seconds` before it is handled."""
        with self._lock:
            self._delays.extend([(seconds, when)] * times)

    def inject_status(self, status: int, times: int = 1, when: "Match | None" = None) -> None:
        """Answer each of the next `times` requests (those `when` accepts) with `status` (e.g. 429, 500, 400)."""
        with self._lock:
            self._statuses.extend([(status, when)] * times)

    def set_latency(self, seconds: float, path: str | None = None) -> None:
        """Every request (or every request for `path`) waits `seconds` before it is handled,
        until reset(): a service's round trip, where the stand-in itself answers in ~1 ms."""
        with self._lock:
            self._latency[path or "*"] = seconds

    def gather(self, count: int, path: str, timeout_s: float) -> None:
        """Hold each request for `path` until `count` of them are being handled at once, or
        `timeout_s` has passed, then release them all and stop holding (one gathering).

        A concurrency check that sleeps a fixed time per request depends on how fast a busy
        machine sends the others; this one waits for them, and only a client that sends its
        requests one after another leaves `max_in_flight` below `count`.
        """
        with self._lock:
            self._gather[path] = (count, timeout_s)

    def max_in_flight(self, path: str | None = None) -> int:
        """The most requests (of `path`, or all) that were being handled at the same moment."""
        with self._lock:
            return self._max_in_flight.get(path or "*", 0)

    def request_count(self, path: str | None = None) -> int:
        """Requests received so far, all of them or only those for `path`."""
        with self._lock:
            return sum(1 for r in self._requests if path is None or r.path == path)

    def requests(self, path: str | None = None) -> list[Request]:
        """The requests received so far (copies of the list, not of the requests)."""
        with self._lock:
            return [r for r in self._requests if path is None or r.path == path]

    def reset_faults(self) -> None:
        """Drop pending delays and statuses and wake requests sleeping on a delay."""
        self._wake_sleepers()
        with self._lock:
            self._delays.clear()
            self._statuses.clear()

    def reset(self) -> None:
        """Forget faults and the request log (subclasses also clear their data)."""
        self.reset_faults()
        with self._lock:
            self._requests.clear()
            self._max_in_flight.clear()
            self._latency.clear()
            self._gather.clear()
            self._gathered.notify_all()

    # -- for subclasses -------------------------------------------------------

    def handle(self, request: Request) -> Response:
        raise NotImplementedError

    def error_body(self, status: int, message: str) -> Any:
        return {"error": {"message": message, "code": status}}

    # -- internals ------------------------------------------------------------

    def _wake_sleepers(self) -> None:
        with self._lock:
            wake, self._wake = self._wake, threading.Event()
        wake.set()

    def _dispatch(self, request: Request) -> Response:
        with self._lock:
            self._requests.append(request)
            delay = (_take(self._delays, request) or 0.0) + self._latency.get(
                request.path, self._latency.get("*", 0.0)
            )
            status = _take(self._statuses, request)
            wake = self._wake
            for key in (request.path, "*"):
                self._in_flight[key] = self._in_flight.get(key, 0) + 1
                self._max_in_flight[key] = max(self._max_in_flight.get(key, 0), self._in_flight[key])
            gather = self._gather.get(request.path)
            if gather is not None:
                count, timeout_s = gather
                self._gathered.notify_all()
                self._gathered.wait_for(
                    lambda: request.path not in self._gather or self._in_flight[request.path] >= count, timeout_s)
                self._gather.pop(request.path, None)  # gathered (or given up): later requests pass
                self._gathered.notify_all()
        try:
            if delay:
                wake.wait(delay)
            if status is not None:
                return Response(status, self.error_body(status, f"injected status {status}"))
            started = time.perf_counter()
            try:
                return self.handle(request)
            except _HttpError as exc:
                return Response(exc.status, self.error_body(exc.status, exc.message))
            finally:
                request.server_s = time.perf_counter() - started
        finally:
            with self._lock:
                for key in (request.path, "*"):
                    self._in_flight[key] -= 1


try:  # orjson (a dependency of the pinecone SDK) parses megabyte upserts ~5x faster
    import orjson

    def _loads(data: bytes) -> Any:
        return orjson.loads(data)

    def _dumps(obj: Any) -> bytes:
        return orjson.dumps(obj)

except ImportError:  # pragma: no cover - the standard library is enough, only slower

    def _loads(data: bytes) -> Any:
        return json.loads(data)

    def _dumps(obj: Any) -> bytes:
        return json.dumps(obj).encode()


Match = Callable[[Request], bool]


def _take(pending: "deque[tuple[Any, Match | None]]", request: Request) -> Any:
    """Remove and return the first pending fault that applies to `request` (None if none does)."""
    for i, (value, when) in enumerate(pending):
        if when is None or when(request):
            del pending[i]
            return value
    return None


class _HttpError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def http_error(status: int, message: str) -> _HttpError:
    """Raise this from `handle()` to answer with an error status and body."""
    return _HttpError(status, message)


def _make_handler(server: StandinServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as the SDKs' connection pools expect
        disable_nagle_algorithm = True  # otherwise every small response waits ~40 ms

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib name
            pass  # quiet: pytest output is for test failures

        def _serve(self) -> None:
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            request = Request(
                method=self.command,
                path=parts.path,
                query=parse_qs(parts.query, keep_blank_values=True),
                headers={k.lower(): v for k, v in self.headers.items()},
                body=body,
            )
            response = server._dispatch(request)
            try:
                self._write(response)
            except (BrokenPipeError, ConnectionResetError):
                # The client gave up (its timeout fired during an injected delay).
                self.close_connection = True

        def _write(self, response: Response) -> None:
            self.send_response(response.status)
            for name, value in response.headers.items():
                self.send_header(name, value)
            if response.stream is not None:
                # Server-sent events: no length known up front, so the end of
                # the body is the end of the connection.
                self.send_header("Connection", "close")
                self.end_headers()
                for chunk in response.stream:
                    self.wfile.write(chunk)
                    self.wfile.flush()
                self.close_connection = True
                return
            payload = b"" if response.body is None else _dumps(response.body)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        do_GET = do_POST = do_DELETE = do_PATCH = do_PUT = _serve

    return Handler


def sse(events: Iterable[Any]) -> Iterator[bytes]:
    """Encode JSON events (or the literal string "[DONE]") as server-sent events."""
    for event in events:
        data = event if isinstance(event, str) else json.dumps(event)
        yield f"data: {data}\n\n".encode()
