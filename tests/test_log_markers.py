"""Issue 16, "logs hold no caller-supplied free text", over a whole run on the real function runtime.

bench/log_markers.py runs the full demo (`demo.run`, marker words in every
free-text field of its data set) on the Firebase emulators (the session's stack,
emptied before, tests/firebase_stack.py), then fuzzed calls to every callable
over HTTP, and counts the marker words in this run's part of every log: the
functions emulator's (our structured logs and the SDKs', as the Python
workers print them), the emulators' debug logs and the demo's stderr. The
demo's printed answers are the positive control. In-process, the same check
runs in tests/test_logs_privacy.py.
"""

from __future__ import annotations

import argparse

import pytest

from bench import log_markers
from tests.firebase_stack import GROUP
from tools.firebase_emulators import FirebaseEmulators

pytestmark = [pytest.mark.emulator, pytest.mark.timeout(900), pytest.mark.xdist_group(GROUP), pytest.mark.heavy(170)]


def test_a_full_demo_run_and_fuzzed_calls_leave_no_marker_word_in_any_log(fresh_firebase_stack: FirebaseEmulators) -> None:
    figures = log_markers.run(argparse.Namespace(per_callable=6), emulators=fresh_firebase_stack)
    assert figures["demo_exit"] == 0, (figures.get("demo_stdout_tail"), figures.get("demo_stderr_tail"))
    assert figures["marked_fields"] > 500  # every free-text value of the demo data set carries one
    assert figures["control_markers_in_demo_stdout"] > 0  # the markers travelled: answers quote them
    assert figures["structured_lines"] > 100  # the log read is the one our functions write to
    assert figures["fuzz_calls"] > 300 and "500" not in figures["fuzz_statuses"], figures["fuzz_statuses"]
    found = {name: (f["markers"], f["examples"]) for name, f in figures["logs"].items() if f["markers"]}
    assert found == {}
