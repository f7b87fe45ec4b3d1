"""A minimal Firebase callable client: the wire protocol the iOS SDK speaks.

POST {"data": …} with `Authorization: Bearer <ID token>` → {"result": …} or
{"error": {"status", "message"}}; with `Accept: text/event-stream` the
function streams `data: {"message": …}` events and a final `data: {"result": …}`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterator

import httpx


class CallableError(Exception):
    def __init__(self, http_status: int, status: str, message: str, details: Any = None) -> None:
        super().__init__(f"{status}: {message}")
        self.http_status, self.status, self.message, self.details = http_status, status, message, details


@dataclass
class CallableClient:
    base_url: str  # http://127.0.0.1:5001/<project>/<region>
    timeout_s: float = 60.0

    def call(self, name: str, data: Any, token: str | None = None) -> Any:
        response = httpx.post(
            f"{self.base_url}/{name}", json={"data": data}, headers=self._headers(token), timeout=self.timeout_s
        )
        body = response.json()
        if "error" in body:
            e = body["error"]
            raise CallableError(response.status_code, e.get("status", ""), e.get("message", ""), e.get("details"))
        return body["result"]

    def stream(self, name: str, data: Any, token: str | None = None) -> Iterator[dict[str, Any]]:
        """Yield each SSE event's JSON object ({"message": …}, then {"result": …} or {"error": …})."""
        headers = {**self._headers(token), "Accept": "text/event-stream"}
        with httpx.stream(
            "POST", f"{self.base_url}/{name}", json={"data": data}, headers=headers, timeout=self.timeout_s
        ) as response:
            for line in response.iter_lines():
                if line.startswith("data:"):
                    yield json.loads(line[5:].strip())

    @staticmethod
    def _headers(token: str | None) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        return headers
