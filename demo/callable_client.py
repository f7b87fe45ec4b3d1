"""A minimal Firebase callable client: the wire protocol the iOS SDK speaks.

POST {"data": …} with `Authorization: Bearer <ID token>` → {"result": …} or
{"error": {"status", "message"}}; with `Accept: text/event-stream` the
function streams `data: {"message": …}` events and a final `data: {"result": …}`.

Every answer of a callable function is one of those JSON bodies. Anything else (an HTML
"400 Bad Request", an empty 500, a refused connection) comes from the emulator around the
function — a Python worker that failed to start, or a request that reached the wrong
process — so the call is tried again a few times, with growing pauses, and then reported as
`NotCallableAnswer` with the HTTP status and the first part of the body. A callable error
(INVALID_ARGUMENT, …) is the function's own answer: never retried.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import httpx

BODY_HEAD = 300  # characters of a non-callable body kept in the error


class CallableError(Exception):
    def __init__(self, http_status: int, status: str, message: str, details: Any = None) -> None:
        super().__init__(f"{status}: {message}")
        self.http_status, self.status, self.message, self.details = http_status, status, message, details


class NotCallableAnswer(Exception):
    """The server's last answer was not the callable protocol (http_status 0: no answer at all)."""

    def __init__(self, url: str, http_status: int, body_head: str, attempts: int) -> None:
        what = f"HTTP {http_status}" if http_status else "no answer"
        super().__init__(f"{url}: {what} that is not a callable answer, after {attempts} "
                         f"attempt{'s' if attempts != 1 else ''}: {body_head!r}")
        self.url, self.http_status, self.body_head, self.attempts = url, http_status, body_head, attempts


class _Transient(Exception):
    def __init__(self, http_status: int, body_head: str) -> None:
        self.http_status, self.body_head = http_status, body_head


@dataclass
class CallableClient:
    base_url: str  # http://127.0.0.1:5001/<project>/<region>
    timeout_s: float = 60.0
    attempts: int = 4  # tries of a call whose answer is not the callable protocol
    backoff_s: float = 1.0  # pause before the second try; doubled before each next one
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)

    def call(self, name: str, data: Any, token: str | None = None) -> Any:
        def once() -> Any:
            try:
                response = httpx.post(f"{self.base_url}/{name}", json={"data": data},
                                      headers=self._headers(token), timeout=self.timeout_s)
            except httpx.ConnectError as err:  # nothing was sent: safe to send again
                raise _Transient(0, str(err)) from err
            return _envelope(response.status_code, response.text)

        body, status = self._retrying(name, once)
        if "error" in body:
            e = body["error"]
            raise CallableError(status, e.get("status", ""), e.get("message", ""), e.get("details"))
        return body["result"]

    def stream(self, name: str, data: Any, token: str | None = None) -> Iterator[dict[str, Any]]:
        """Yield each SSE event's JSON object ({"message": …}, then {"result": …} or {"error": …}).
        An answer that is not a stream (a callable error before streaming began) is yielded as its
        one event; an answer that is neither is retried like `call`'s, before any event is yielded."""
        url = f"{self.base_url}/{name}"
        headers = {**self._headers(token), "Accept": "text/event-stream"}
        for attempt in self._tries():
            try:
                with httpx.stream("POST", url, json={"data": data}, headers=headers, timeout=self.timeout_s) as response:
                    if response.status_code == 200 and response.headers.get("content-type", "").startswith(
                            "text/event-stream"):
                        yield from _events(url, response.iter_lines(), attempt)
                        return
                    body, _ = _envelope(response.status_code, response.read().decode(errors="replace"))
                    yield body
                    return
            except httpx.ConnectError as err:
                last = _Transient(0, str(err))
            except _Transient as err:
                last = err
        raise NotCallableAnswer(url, last.http_status, last.body_head, attempt)

    def _retrying(self, name: str, once: Callable[[], Any]) -> Any:
        for attempt in self._tries():
            try:
                return once()
            except _Transient as err:
                last = err
        raise NotCallableAnswer(f"{self.base_url}/{name}", last.http_status, last.body_head, attempt)

    def _tries(self) -> Iterator[int]:
        """Attempt numbers 1 .. `attempts` (at least one), pausing before each after the first:
        `backoff_s`, then twice that, and so on. One schedule for `call` and `stream`."""
        for attempt in range(1, max(1, self.attempts) + 1):
            if attempt > 1:
                self.sleep(self.backoff_s * 2 ** (attempt - 2))
            yield attempt

    @staticmethod
    def _headers(token: str | None) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return headers


def _envelope(http_status: int, text: str) -> tuple[dict[str, Any], int]:
    """The callable body ({"result"} on 200, {"error": {...}} on any status) and its status, or _Transient."""
    try:
        body = json.loads(text)
    except ValueError:
        body = None
    if isinstance(body, dict):
        if "error" in body and isinstance(body["error"], dict):
            return body, http_status
        if "result" in body and http_status == 200:
            return body, http_status
    raise _Transient(http_status, text[:BODY_HEAD])


def _events(url: str, lines: Iterator[str], attempt: int) -> Iterator[dict[str, Any]]:
    for line in lines:
        if line.startswith("data:"):
            try:
                yield json.loads(line[5:].strip())
            except ValueError:  # events were already yielded: not retried
                raise NotCallableAnswer(url, 200, line[:BODY_HEAD], attempt) from None
