"""Process groups that die with the process that started them.

The emulators run in process groups of their own (`start_new_session`), so that `stop()` can
end a whole tree at once, the functions' Python workers included. The price: a group outlives
its owner when the owner ends without calling `stop()`. That happens in the test suite: when
pytest-xdist tears a worker down, execnet sends a worker still busy after 5 s a SIGINT and
calls `os._exit` 10 s later (execnet/gateway_base.py, `_terminate_execution`), so a `stop()`
waiting for the Firebase CLI can be cut short; a worker can also crash or be killed (a benchmark
or a test run stopped by hand left Firestore emulators running, re-parented to init).

A lifeline is a small watcher process (`python -m tools.lifeline`) in a session of its own,
reading a pipe whose only write end the owner holds. The owner names the groups to watch, one
per line. When the owner ends, however it ends (SIGKILL included), the kernel closes the write
end; the watcher reads end of file and kills every group named. `release()` tells the watcher
the owner stopped the groups itself: it exits without killing, so a process group id the
kernel hands out again later (pid_max can be 32768) is never killed by mistake.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RELEASE = "release"


class Lifeline:
    """The owner's end: `watch(pgid)` for every group to end with this process, `release()`
    once they were stopped on purpose."""

    def __init__(self) -> None:
        self._watcher: subprocess.Popen[str] | None = subprocess.Popen(
            [sys.executable, "-m", "tools.lifeline"], cwd=REPO, stdin=subprocess.PIPE, text=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            # Its own session: neither a Ctrl-C to the owner's terminal nor the killpg of a
            # watched group reaches it, and it is nobody's child to wait for but the owner's.
            start_new_session=True,
        )

    def watch(self, pgid: int) -> None:
        self._send(f"{pgid}\n")

    def release(self) -> None:
        """The groups were stopped by the owner: the watcher exits and kills nothing."""
        if self._watcher is None:
            return
        watcher, self._watcher = self._watcher, None
        try:
            assert watcher.stdin is not None
            watcher.stdin.write(f"{RELEASE}\n")
            watcher.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        try:
            watcher.wait(timeout=30)
        except subprocess.TimeoutExpired:
            watcher.kill()

    def _send(self, line: str) -> None:
        if self._watcher is None or self._watcher.stdin is None:
            raise RuntimeError("lifeline already released")
        self._watcher.stdin.write(line)
        self._watcher.stdin.flush()


def watch_until_owner_ends(lines: list[str] | None = None) -> list[int]:
    """The watcher's loop: the groups named on stdin until end of file; [] once released.
    `lines` stands in for stdin in tests."""
    groups: list[int] = []
    for line in (sys.stdin if lines is None else lines):
        line = line.strip()
        if line == RELEASE:
            return []
        if line:
            groups.append(int(line))
    return groups


def kill_groups(groups: list[int]) -> None:
    for pgid in groups:
        try:
            os.killpg(pgid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass  # already gone


if __name__ == "__main__":
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # only end of file ends the watch
    kill_groups(watch_until_owner_ends())
