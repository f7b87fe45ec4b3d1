"""A callable's body, read defensively: bounded size, bounded nesting, strict JSON, storable text.

Everything here runs before any Firestore access or model call, on the raw
bytes, so hostile bodies are refused in time proportional to their size:

- size: the declared `Content-Length`, then the bytes actually read, against
  the callable's limit (a transcript upload needs megabytes, a search a few KB).
  A body sent without `Content-Length` (chunked) is read through a stream
  capped one byte past the limit, so at most that much is ever read into
  memory, however much the client keeps sending;
- nesting: a scan of the raw bytes counts bracket depth outside strings and
  stops at the first level past `MAX_DEPTH`, without recursion. Python's json
  module recurses once per level and raises RecursionError (not ValueError)
  for a 100,000-deep list, which the SDK would answer INTERNAL;
- JSON proper: `NaN`/`Infinity` (which Python's parser accepts) are refused;
- text: every string and key must be encodable as UTF-8. A lone surrogate
  (`"\\ud800"`) parses fine but Firestore, the tokenizer and the JSON encoder
  of the answer all reject it later, as INTERNAL.

Each refusal is a `BodyError` naming the field (dotted path inside `data`,
"data" for the whole payload) and the problem, never the value.
"""

from __future__ import annotations

import json
import re
from typing import Any

import flask

# Our deepest valid payload is {"data": {"segments": [{"text": …}]}}: depth 3.
MAX_DEPTH = 32
DEFAULT_MAX_BODY_BYTES = 64 * 1024  # a 2,000-character chat message escaped as \uXXXX is 12 KB
TRANSCRIPT_MAX_BODY_BYTES = 4 * 1024 * 1024  # 600,000 characters of UTF-8 text plus 5,000 lines of JSON

_STRUCTURE = re.compile(rb'[\[\]{}"\\]')


class BodyError(ValueError):
    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field, self.problem = field, problem


def read_data(request: flask.Request, max_bytes: int, *, exact: bool = False) -> Any:
    """The `data` member of a `{"data": …}` body; BodyError for anything else.

    `exact`: no other top-level member is allowed (the streaming endpoint's
    rule); `on_call` functions tolerate extra members as the SDK does.
    """
    declared = request.content_length
    if declared is not None and declared > max_bytes:
        raise BodyError("data", f"request body larger than {max_bytes} bytes")
    if "stream" not in request.__dict__:  # nothing has read the body yet: cap the stream itself
        # Werkzeug reads a chunked body (the server marks it `wsgi.input_terminated`)
        # through a stream that stops at `max_content_length`; one byte past our
        # limit tells "exactly at the limit" from "over it".
        request.max_content_length = max_bytes + 1
    raw = request.get_data(cache=True)
    if len(raw) > max_bytes:
        raise BodyError("data", f"request body larger than {max_bytes} bytes")
    if nesting_exceeds(raw, MAX_DEPTH):
        raise BodyError("data", f"nested deeper than {MAX_DEPTH - 1} levels")
    try:
        body = json.loads(raw or b"null", parse_constant=_no_constants)
    except ValueError:
        raise BodyError("data", 'body must be JSON {"data": ...}') from None
    if not isinstance(body, dict) or "data" not in body or (exact and set(body) != {"data"}):
        raise BodyError("data", 'body must be JSON {"data": ...}')
    data = body["data"]
    bad = unstorable_text(data)
    if bad is not None:
        raise BodyError(bad, "text must be valid Unicode (no lone surrogates)")
    return data


def nesting_exceeds(raw: bytes, limit: int) -> bool:
    """True if brackets outside JSON strings nest deeper than `limit`: one pass, no recursion."""
    depth, in_string, skip = 0, False, -1
    for match in _STRUCTURE.finditer(raw):
        i = match.start()
        if i == skip:  # the character after a backslash inside a string
            continue
        c = raw[i]
        if in_string:
            if c == 0x5C:  # backslash
                skip = i + 1
            elif c == 0x22:  # closing quote
                in_string = False
        elif c == 0x22:
            in_string = True
        elif c in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        elif c in (0x5D, 0x7D):  # ] }
            depth -= 1
    return False


def unstorable_text(data: Any) -> str | None:
    """The path of the first string (or key) that is not valid Unicode, walking iteratively."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if not _encodable(value):
                return path or "data"
        elif isinstance(value, dict):
            for key, item in value.items():
                child = f"{path}.{key}" if path else str(key)
                if not _encodable(key):
                    return path or "data"
                stack.append((item, child))
        elif isinstance(value, list):
            stack.extend((item, f"{path}.{i}" if path else str(i)) for i, item in enumerate(value))
    return None


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")
