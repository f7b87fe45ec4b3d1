"""Structured logs in Cloud Logging's JSON format, with an allow-list of fields.

Cloud Functions turns each JSON object printed on stdout into a log entry:
`severity` and `message` become the entry's severity and summary, every
other key lands in `jsonPayload`. Our logs may carry ids, counts, latencies
and outcomes, never content (message text, queries, names). Two locks keep it
that way whatever a caller passes:

- fields come only from `extra={"json_fields": {...}}` and only keys in the
  allow-list survive (anything else is dropped and counted in `droppedFields`);
- the message is the logging call's *template*, never formatted with its
  arguments (`log.info("query %s", q)` prints "query %s"), and exceptions
  become their class name only (a traceback can quote a payload).

Usage: `setup_logging()` once at import of functions/main.py (cheap, idempotent).
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import datetime, timezone
from typing import Any

# Exact keys that may appear in a log entry besides severity/message.
ALLOWED_FIELDS = frozenset(
    {
        "function",
        "action",
        "outcome",
        "status",
        "code",
        "errorClass",
        "embeddingModel",
        "sourceType",
        "attempt",
        "attempts",
        "batchSize",
        "limit",
        "topK",
        "retryAfterSeconds",
        "latencyMs",
        "phase",
        "done",
    }
)
# Key suffixes that name ids, counts and durations (trainerId, messageCount, embedMs…).
ALLOWED_SUFFIXES = ("Id", "Ids", "Count", "Ms", "Seconds")
MAX_VALUE_CHARS = 200  # an id or a class name is short; anything longer is suspicious

_SEVERITY = {
    logging.DEBUG: "DEBUG",
    logging.INFO: "INFO",
    logging.WARNING: "WARNING",
    logging.ERROR: "ERROR",
    logging.CRITICAL: "CRITICAL",
}


def allowed(key: str) -> bool:
    return key in ALLOWED_FIELDS or key.endswith(ALLOWED_SUFFIXES)


def _scalar(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return str(value)[:MAX_VALUE_CHARS]


def _clean(value: Any) -> Any:
    if isinstance(value, (list, tuple, set)):
        return [_scalar(v) for v in list(value)[:50]]
    return _scalar(value)


class CloudLoggingFormatter(logging.Formatter):
    """One JSON object per record: severity, message (the template), time, logger, allowed fields."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "severity": _SEVERITY.get(record.levelno, "DEFAULT"),
            "message": str(record.msg)[:MAX_VALUE_CHARS],
            "time": datetime.fromtimestamp(record.created, tz=timezone.utc).isoformat(),
            "logger": record.name,
        }
        fields = getattr(record, "json_fields", None)
        dropped = 0
        if isinstance(fields, dict):
            for key, value in fields.items():
                if isinstance(key, str) and allowed(key) and key not in entry:
                    entry[key] = _clean(value)
                else:
                    dropped += 1
        if dropped:
            entry["droppedFields"] = dropped
        if record.exc_info and record.exc_info[0] is not None:
            entry.setdefault("errorClass", record.exc_info[0].__name__)
        return json.dumps(entry, ensure_ascii=False, default=str)


class _StdoutHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to the *current* sys.stdout, so test capture and reloads see the output."""

    def __init__(self) -> None:
        super().__init__(sys.stdout)

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stdout
        super().emit(record)


_MARK = "_brain_json_handler"


def setup_logging(level: int = logging.INFO) -> logging.Handler:
    """Route the root logger to stdout as Cloud Logging JSON (idempotent)."""
    root = logging.getLogger()
    for handler in root.handlers:
        if getattr(handler, _MARK, False):
            return handler
    handler = _StdoutHandler()
    handler.setFormatter(CloudLoggingFormatter())
    setattr(handler, _MARK, True)
    root.addHandler(handler)
    root.setLevel(level)
    return handler
