"""A Flask test client serving one callable at "/", built safely from any thread.

Why the lock: werkzeug compiles every URL rule by building a Python AST and passing it to
`compile()`. On CPython 3.11 the AST converter keeps its recursion-depth counter per
interpreter, not per thread, so two threads compiling at once can fail with
"SystemError: AST constructor recursion depth mismatch" (python/cpython gh-106905 and its
cousins). CI saw exactly that in tests/test_accounts_contention.py, whose racing calls each
built an app. Building apps one at a time keeps the race in the code under test, where it
belongs, and out of the harness.
"""

from __future__ import annotations

import threading
from typing import Any

import flask

_BUILDING = threading.Lock()


def callable_client(fn: Any, name: str = "test") -> Any:
    """`flask.testing.FlaskClient` whose POST "/" runs `fn(flask.request)`, as functions-framework does."""
    with _BUILDING:
        app = flask.Flask(name)
        app.add_url_rule("/", "fn", lambda: fn(flask.request), methods=["POST"])
    return app.test_client()
