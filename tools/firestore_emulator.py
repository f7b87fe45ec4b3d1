"""Start and stop the real Google Firestore emulator (tests, benchmarks, the CLI).

The emulator ships with the Google Cloud CLI (`google-cloud-cli-firestore-emulator`).
It is a Java process started by a wrapper script, so it runs in its own
process group and is stopped by killing that group; a lifeline (tools/lifeline.py)
kills the group if the process that started it ends without stopping it.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from tools.lifeline import Lifeline


@dataclass
class Emulator:
    host: str
    process: subprocess.Popen[bytes] | None
    lifeline: Lifeline | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}"

    def reset(self, project: str) -> None:
        """Delete every document of `project` (fast: one request)."""
        req = urllib.request.Request(
            f"{self.url}/emulator/v1/projects/{project}/databases/(default)/documents", method="DELETE"
        )
        urllib.request.urlopen(req, timeout=30).read()

    def load_rules(self, project: str, rules: Path) -> None:
        """Apply security rules to `project` only (the emulator's rules API, which the Firebase CLI
        uses to load firestore.rules): its other projects keep no rules."""
        body = json.dumps({"rules": {"files": [{"name": rules.name, "content": rules.read_text()}]}}).encode()
        req = urllib.request.Request(f"{self.url}/emulator/v1/projects/{project}:securityRules", data=body,
                                     method="PUT", headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=120).read()  # compiling the rules: seconds on a busy machine

    def stop(self) -> None:
        if self.process is None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
        finally:
            # Also when the wait was cut short (an interrupt): whatever is left of the group.
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process = None
            if self.lifeline is not None:
                self.lifeline.release()
                self.lifeline = None


def emulator_binary() -> Path:
    override = os.environ.get("FIRESTORE_EMULATOR_BINARY")
    if override:
        return Path(override)
    gcloud = shutil.which("gcloud")
    if gcloud is None:
        raise RuntimeError(
            "gcloud not found: install google-cloud-cli and google-cloud-cli-firestore-emulator "
            "(see README, 'Requirements')"
        )
    root = subprocess.run(
        [gcloud, "info", "--format=value(installation.sdk_root)"], capture_output=True, text=True, check=True
    ).stdout.strip()
    binary = Path(root) / "platform" / "cloud-firestore-emulator" / "cloud_firestore_emulator"
    if not binary.exists():
        raise RuntimeError(f"Firestore emulator not installed at {binary}")
    return binary


def free_port() -> int:
    return free_ports(1)[0]


# The kernel hands out local ports for outgoing connections from this range; a port picked
# inside it can be taken by any test's HTTP client between our pick and the emulator's bind
# (CI saw "Port … is not open … port taken" that way). Below it, only a listener can take one.
EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
LOWEST_PORT = 10000  # below: well-known and registered services a machine may run
# The OS's randomness, not the `random` module's state, which a test may seed alike in every worker.
_PICK = random.SystemRandom()


def _listen_range() -> range | None:
    """Ports no outgoing connection is given, or None when the kernel does not say."""
    try:
        start = int(EPHEMERAL_RANGE.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return range(LOWEST_PORT, start) if start - LOWEST_PORT >= 1000 else None


def free_ports(count: int) -> list[int]:
    """`count` distinct free ports, below the ephemeral range where the kernel allows it. All
    are held open until all are chosen: a port closed after its pick can be handed out again
    by the next bind, and two emulators of one config on one port make the Firebase CLI move
    one of them where nobody looks. Random picks, so parallel test workers rarely collide
    (and the emulators' start retries when they do)."""
    ports = _listen_range()
    with contextlib.ExitStack() as held:
        chosen: list[int] = []
        for _ in range(count * 50 if ports else 0):
            if len(chosen) == count:
                break
            s = held.enter_context(socket.socket())
            try:
                s.bind(("127.0.0.1", _PICK.choice(ports)))
            except OSError:
                continue  # taken (or lingering): try another
            chosen.append(int(s.getsockname()[1]))
        while len(chosen) < count:  # no range to pick from, or unlucky: any free port
            s = held.enter_context(socket.socket())
            s.bind(("127.0.0.1", 0))
            chosen.append(int(s.getsockname()[1]))
        return chosen


def _ready(host: str) -> bool:
    try:
        return urllib.request.urlopen(f"http://{host}/", timeout=1).status == 200
    except (urllib.error.URLError, OSError):
        return False


class EmulatorStartError(RuntimeError):
    """The emulator exited or did not answer in time; the message carries the end of its output."""


def start(port: int | None = None, rules: Path | None = None, timeout_s: float = 60.0,
          extra_args: tuple[str, ...] = ()) -> Emulator:
    """Start a fresh emulator on 127.0.0.1 and wait until it answers. `extra_args` go to the
    emulator (e.g. `--seed_from_export=DIR`)."""
    host = f"127.0.0.1:{port or free_port()}"
    cmd = [str(emulator_binary()), "--host=127.0.0.1", f"--port={host.split(':')[1]}"]
    if rules is not None:
        cmd.append(f"--rules={rules}")
    cmd.extend(extra_args)
    # Its own output is kept (a file, never a pipe nobody reads) so a failed start can say why.
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    lifeline = Lifeline()
    lifeline.watch(process.pid)
    emulator = Emulator(host, process, lifeline)
    deadline = time.monotonic() + timeout_s
    try:
        while not _ready(host):
            code = process.poll()
            if code is not None or time.monotonic() > deadline:
                emulator.stop()
                log.seek(0)
                said = log.read()[-600:].decode("utf-8", "replace").strip()
                why = f"exited with {code}" if code is not None else f"not answering after {timeout_s:g} s"
                raise EmulatorStartError(f"Firestore emulator did not start on {host} ({why}): {said}")
            time.sleep(0.2)
    finally:
        log.close()
    return emulator


def start_retrying(host: str, timeout_s: float = 60.0) -> Emulator:
    """`start` on `host`'s port; if that fails (the port taken since it was picked, the JVM slow on a loaded
    machine), once more on a fresh port with twice the time, FIRESTORE_EMULATOR_HOST pointed at it. The
    first failure is reported beside the second if that fails too."""
    try:
        return start(port=int(host.rsplit(":", 1)[1]), timeout_s=timeout_s)
    except EmulatorStartError as first:
        try:
            emulator = start(timeout_s=2 * timeout_s)
        except EmulatorStartError as second:
            raise EmulatorStartError(f"{second}; the first try: {first}") from first
        os.environ["FIRESTORE_EMULATOR_HOST"] = emulator.host
        return emulator


def start_for_this_process(timeout_s: float = 60.0) -> Emulator:
    """Start an emulator on a free port and point this process's Firestore clients at it."""
    emulator = start(timeout_s=timeout_s)
    os.environ["FIRESTORE_EMULATOR_HOST"] = emulator.host
    return emulator


@contextlib.contextmanager
def unless_configured(timeout_s: float = 60.0) -> Iterator[Emulator | None]:
    """An emulator for this process for the duration, unless FIRESTORE_EMULATOR_HOST already names one."""
    if os.environ.get("FIRESTORE_EMULATOR_HOST"):
        yield None
        return
    emulator = start_for_this_process(timeout_s)
    try:
        yield emulator
    finally:
        emulator.stop()
