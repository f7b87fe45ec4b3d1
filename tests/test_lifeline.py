"""An emulator's process group ends with the process that started it (tools/lifeline.py).

The owners here are real processes killed with SIGKILL, as execnet's `os._exit` or a crash would
end a pytest-xdist worker: nothing of theirs runs afterwards, only the lifeline can act.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tools import lifeline

REPO = Path(__file__).resolve().parent.parent


def _alive(pid: int) -> bool:
    """Running (a zombie nobody reaped yet counts as ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _wait_until_ended(pid: int, bound_s: float = 60.0) -> bool:
    # A bound so that a broken lifeline fails the test instead of hanging it; not a speed limit.
    deadline = time.monotonic() + bound_s
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.05)
    return False


def _owner(script: str) -> tuple[subprocess.Popen[str], list[int]]:
    """Run `script` as the owner; it prints the pids to check on one line, then waits to be killed."""
    owner = subprocess.Popen([sys.executable, "-c", textwrap.dedent(script)], cwd=REPO, text=True,
                             stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert owner.stdout is not None
    line = owner.stdout.readline()
    assert line.strip(), "the owner printed no pid"
    return owner, [int(p) for p in line.split()]


GROUP_OWNER = """
    import subprocess, sys, time
    from tools.lifeline import Lifeline
    child = subprocess.Popen(["sleep", "600"], start_new_session=True)
    line = Lifeline()
    line.watch(child.pid)
    {after_watch}
    print(child.pid, flush=True)
    time.sleep(600)
"""


def test_a_watched_group_ends_when_its_owner_is_killed() -> None:
    owner, (child,) = _owner(GROUP_OWNER.format(after_watch=""))
    assert _alive(child)
    owner.kill()
    owner.wait()
    assert _wait_until_ended(child)


def test_a_released_group_is_left_alone() -> None:
    # release(): the owner stopped its groups itself; a group id the kernel reuses must not be killed.
    owner, (child,) = _owner(GROUP_OWNER.format(after_watch="line.release()"))
    try:
        owner.kill()
        owner.wait()
        time.sleep(1.0)  # the watcher has read end of file by now, were it still watching
        assert _alive(child)
    finally:
        os.killpg(child, signal.SIGKILL)


def test_every_group_named_is_killed_and_release_kills_none() -> None:
    assert lifeline.watch_until_owner_ends(["12\n", "\n", "34\n"]) == [12, 34]
    assert lifeline.watch_until_owner_ends(["12\n", f"{lifeline.RELEASE}\n", "34\n"]) == []


def test_killing_a_group_that_is_gone_is_not_an_error() -> None:
    done = subprocess.Popen(["true"], start_new_session=True)
    done.wait()
    lifeline.kill_groups([done.pid])  # no ProcessLookupError


@pytest.mark.emulator
@pytest.mark.heavy(40)  # the Firebase CLI and Java start: handed out early (tests/scheduling.py)
def test_a_firebase_stack_ends_with_the_process_that_started_it() -> None:
    """The Firebase CLI (Auth and Firestore: the CLI's group and the Java launcher's own group)
    started by an owner that is then killed without calling stop()."""
    from tools import firebase_emulators

    if not firebase_emulators.FIREBASE_CLI.exists():
        pytest.fail("Firebase CLI not installed: run scripts/setup.sh")
    configs = set(REPO.glob("firebase.emulators-*.local.json"))
    owner, pids = _owner("""
        import time
        from tools import firebase_emulators
        stack = firebase_emulators.start("demo-lifeline", only="auth,firestore", probe=None)
        java = firebase_emulators._firestore_emulator_pids(stack.ports["firestore"])
        print(stack.process.pid, *java, flush=True)
        time.sleep(600)
    """)
    cli, java = pids[0], pids[1:]
    assert java, "the Firestore emulator's Java process was not found"
    assert _alive(cli)
    owner.kill()
    owner.wait()
    for config in set(REPO.glob("firebase.emulators-*.local.json")) - configs:
        config.unlink()  # stop() removes it; the owner never called it
    assert all(_wait_until_ended(pid) for pid in (cli, *java))
