"""scripts/stop_emulators.sh (what `make demo` stops its emulators with) leaves nothing of the group.

The failure it fixes: a process the group's leader starts while it shuts down never gets the one
signal sent to the group. A stand-in leader (bash, no emulator needed) does what the Firebase CLI did
at the end of `make demo`: on the signal it starts one more child, then exits.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# One child from the start; on SIGINT or SIGTERM a late child (it never got the signal), then exit.
LEADER = """
import os, signal, subprocess, time
subprocess.Popen(["sleep", "600"])
def late(*_):
    subprocess.Popen(["sleep", "600"])
    os._exit(0)
signal.signal(signal.SIGINT, late)
signal.signal(signal.SIGTERM, late)
print("ready", flush=True)
while True:
    time.sleep(1)
"""


def _members(pgid: int) -> list[int]:
    """Running (not zombie) processes of the group."""
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            out.append(int(stat.parent.name))
    return out


def _start_group() -> subprocess.Popen[bytes]:
    leader = subprocess.Popen([sys.executable, "-c", LEADER], start_new_session=True, stdout=subprocess.PIPE)
    assert leader.stdout is not None and leader.stdout.readline().strip() == b"ready"  # its handlers are set
    return leader


def _wait_gone(leader: subprocess.Popen[bytes]) -> None:
    leader.wait(timeout=60)


def test_one_signal_to_the_group_leaves_the_late_child() -> None:
    # What demo.sh did before: `kill -- -PGID`.
    leader = _start_group()
    try:
        os.killpg(leader.pid, signal.SIGTERM)
        _wait_gone(leader)
        time.sleep(0.3)
        assert _members(leader.pid), "the stand-in no longer reproduces the late child"
    finally:
        try:
            os.killpg(leader.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_the_stop_script_leaves_nothing_of_the_group() -> None:
    leader = _start_group()
    try:
        subprocess.run([str(REPO / "scripts" / "stop_emulators.sh"), str(leader.pid)], check=True, timeout=120)
        _wait_gone(leader)
        deadline = time.monotonic() + 30
        while _members(leader.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _members(leader.pid) == []
    finally:
        try:
            os.killpg(leader.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_a_group_already_gone_is_not_an_error() -> None:
    done = subprocess.Popen(["true"], start_new_session=True)
    done.wait()
    assert subprocess.run([str(REPO / "scripts" / "stop_emulators.sh"), str(done.pid)], timeout=60).returncode == 0
