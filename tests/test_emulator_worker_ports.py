"""The functions emulator's Python workers and their ports (tools/emulator_worker_ports.cjs).

firebase-tools 13.35.1 hands each Python worker a port that is free when it looks (portfinder,
from 8081 + a random 0..1000); the worker binds it only after importing the functions, seconds
later. Two workers started together from the same base are given the same port: one binds it,
the other's gunicorn logs "Connection in use" and exits, and the emulator's readiness check,
answered by the first, sends both functions' requests to the first (`make demo` got a Firestore
trigger's HTML 400 for reviewInsight that way). With the preload each worker binds a port the
kernel picks and says which.

The two workers here are started by the emulator's own code (startPython, RuntimeWorker), in a
Node process with the port finder's random base pinned, on a two-function source of their own.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

from tools import firebase_emulators

pytestmark = pytest.mark.heavy(30)  # four Python workers start (two per test)
REPO = Path(__file__).resolve().parent.parent
DRIVER = REPO / "tests" / "node" / "start_two_python_workers.cjs"
LIB = firebase_emulators.FIREBASE_CLI.parent.parent / "firebase-tools" / "lib"
SOURCE = '''
def alpha(request):
    return "alpha"


def beta(request):
    return "beta"
'''


def start_two(tmp_path: Path, mode: str) -> dict:
    if not (LIB / "emulator" / "functionsEmulator.js").exists():
        pytest.fail("Firebase CLI not installed: run scripts/setup.sh")
    functions = tmp_path / "functions"
    functions.mkdir()
    (functions / "main.py").write_text(SOURCE)
    (functions / "venv").symlink_to(REPO / "functions" / "venv")
    env = {**os.environ, "FUNCTIONS_DISCOVERY_TIMEOUT": "120"}
    env.pop("NODE_OPTIONS", None)
    process = subprocess.Popen(["node", str(DRIVER), str(LIB), str(functions), mode], env=env, cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = process.communicate(timeout=240)
    finally:  # the workers (functions-framework, gunicorn) live in the driver's process group
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    assert process.returncode == 0, err.decode(errors="replace")[-2000:]
    return json.loads(out.decode().strip().splitlines()[-1])


def test_two_workers_started_together_get_two_ports_and_each_answers_for_itself(tmp_path: Path) -> None:
    seen = start_two(tmp_path, "patched")
    assert seen["ports"][0] != seen["ports"][1] and all(p > 0 for p in seen["ports"])
    assert seen["answers"] == ["alpha", "beta"]


def test_without_the_preload_they_share_a_port_and_one_function_answers_for_both(tmp_path: Path) -> None:
    """The cause, as firebase-tools 13.35.1 has it (this is what the preload changes)."""
    seen = start_two(tmp_path, "unpatched")
    assert seen["ports"][0] == seen["ports"][1]
    assert seen["answers"][0] == seen["answers"][1]
