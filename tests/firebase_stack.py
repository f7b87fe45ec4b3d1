"""One Firebase emulator stack per test process, for the tests that need the real runtime.

tests/test_client_suite.py (the Firebase JS SDK against the functions),
tests/test_log_markers.py (a full demo run plus fuzzed calls, then every log read)
and tests/test_revocation.py (real accounts on the Auth emulator) share one stack:
functions (this repo's Python functions), firestore (with firestore.rules) and auth,
started on free ports by tools/firebase_emulators.py. Starting a stack costs tens of
seconds of CPU (the Firebase CLI, Java, the functions' discovery), and the first call
of each callable or trigger starts its own Python worker (about two seconds of CPU
each, over forty of them): a test that comes second finds them started.

`fresh_firebase_stack` hands a test the stack emptied: the functions idle (no trigger
of the previous test still running), then every document and every account of its
project deleted (`FirebaseEmulators.reset`). The workers stay up; what they remember is
kept per trainer, and each test uses trainer ids of its own (the client suite makes
new users every run, the demo its own coaches), as does the local vector store they
share, which is not emptied under them.

The three modules are one xdist group (`GROUP`): under pytest-xdist they run on the
same worker, one after the other (tests/scheduling.py). The stack is stopped as soon
as the next test is not one of them, so forty idle workers do not hold memory for the
rest of the run, and started again if a later test needs it (a `-k` selection, a
shuffled order).

The functions run with:

- LOCAL_STORE_PATH: a store of the stack's own (the demo process of the log-marker
  run writes to it too, as `make demo` does);
- RATE_LIMIT_PER_MINUTE=100000: the limiter runs on every call, as deployed, but no
  test reaches it (the client suite polls a search four times a second);
- CIRCLES_CACHE_TTL_S=0: circles read fresh; chatWithAI runs in its own worker, which
  would otherwise reuse an earlier "no circles" for 30 s (docs/API.md, "Circles");
- AUTH_RECHECK_S=2: the account check on (it is off for the in-process tests, whose
  tokens name no real user), with a bound short enough for
  tests/client/revocation.test.mjs to wait it out.
"""

from __future__ import annotations

import os
from typing import Iterator

import pytest

from tools import firebase_emulators

GROUP = "firebase_stack"
AUTH_RECHECK_S = "2"
ENV = {"RATE_LIMIT_PER_MINUTE": "100000", "CIRCLES_CACHE_TTL_S": "0", "AUTH_RECHECK_S": AUTH_RECHECK_S}


class Stack:
    """The process's stack, started on first use."""

    def __init__(self, tmp_path_factory: pytest.TempPathFactory) -> None:
        self._tmp = tmp_path_factory
        self.emulators: firebase_emulators.FirebaseEmulators | None = None

    def get(self) -> firebase_emulators.FirebaseEmulators:
        if self.emulators is None:
            store = self._tmp.mktemp("firebase-stack") / "vectors.sqlite3"
            try:
                # The session's project (tests/conftest.py): the Auth emulator signs users in to its
                # default project only, and the in-process callables of tests/test_revocation.py accept
                # tokens of the session's project. Its Firestore is the stack's own, not the session's.
                self.emulators = firebase_emulators.start(
                    os.environ.get("GOOGLE_CLOUD_PROJECT", "demo-test"), env={**ENV, "LOCAL_STORE_PATH": str(store)})
            except firebase_emulators.EmulatorsUnavailable as exc:
                pytest.fail(str(exc))
        return self.emulators

    def stop(self) -> None:
        if self.emulators is not None:
            self.emulators.stop()
            self.emulators = None


_STACK: Stack | None = None


@pytest.fixture(scope="session")
def firebase_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """The stack holder; `.get()` starts the stack if it is not running."""
    global _STACK
    _STACK = Stack(tmp_path_factory)
    try:
        yield _STACK
    finally:
        _STACK.stop()
        _STACK = None


@pytest.fixture
def fresh_firebase_stack(firebase_stack: Stack) -> firebase_emulators.FirebaseEmulators:
    """The stack, emptied of every document and account an earlier test left."""
    emulators = firebase_stack.get()
    emulators.reset()
    return emulators


def _in_group(item: pytest.Item | None) -> bool:
    return item is not None and any(
        (m.args[0] if m.args else m.kwargs.get("name")) == GROUP for m in item.iter_markers("xdist_group"))


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    if _STACK is not None and _in_group(item) and not _in_group(nextitem):
        _STACK.stop()
