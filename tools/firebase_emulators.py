"""Start the Firebase emulators (functions, firestore, auth) offline on free ports.

For tests that need the real function runtime (tests/test_client_suite.py):
firebase.json's fixed ports (5001, 8080, 9099, 4400, ...) may be taken by a
running demo, so this writes a copy of firebase.json with free ports for every
emulator and the hub/logging/websocket ports the suite starts, next to the
original (so the functions source and rules resolve the same way), and runs
the Firebase CLI installed by scripts/setup.sh (`.local/firebase-tools`,
13.35.1) with the Firestore launcher jar (docs: ../shared/notes/local-stack.md).
The emulators run in their own process group; `stop()` ends the group, Python
workers included, and a lifeline (tools/lifeline.py) ends it if the process that
started it ends without calling `stop()`. Each start runs the CLI in its own working directory
(`.local/emulators-<functions port>/`), where the CLI and the emulators write
their debug logs (`firebase-debug.log`, `firestore-debug.log`): two stacks
started at once (pytest-xdist workers) never share one.

The demo (`scripts/emulators.sh`, via tools/demo_emulators.py) starts through the same `start()`:
`fixed` keeps the ports firebase.json gives the functions, Firestore and Auth emulators (what the
demo and a developer's clients connect to), a port another program already holds there is
`PortBusy` (said at once, nothing started), and `keep=True` leaves the stack running after the
process that started it ends.

The copy lives only while the CLI starts: the CLI reads its config once, when the command starts
(firebase-tools 13.35.1, lib/command.js `Config.load`), so the copy is removed as soon as the
emulators are ready, and by `stop()` when a start fails or is interrupted (Ctrl-C; SIGTERM too in
tools/demo_emulators.py). A kept demo stack leaves no copy in the project (issue #16). The copy
cannot live in a temporary directory instead: the CLI takes the config's directory for the
project's and refuses rules outside it ("firestore.rules is outside of project directory").
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from tools.firestore_emulator import free_ports
from tools.lifeline import Lifeline

REPO = Path(__file__).resolve().parent.parent
LOCAL = REPO / ".local"
FIREBASE_CLI = LOCAL / "firebase-tools" / "node_modules" / ".bin" / "firebase"
LAUNCHER = LOCAL / "firestore-emulator-launcher.jar"
# Loaded into the Firebase CLI (NODE_OPTIONS=--require), each file says why.
NO_KEEPALIVE = REPO / "tools" / "emulator_no_keepalive.cjs"  # one connection per proxied request
WORKER_PORTS = REPO / "tools" / "emulator_worker_ports.cjs"  # a port no other worker can be given


def node_options(*preloads: Path) -> str:
    """NODE_OPTIONS for the CLI: the caller's own, then `--require` of each preload."""
    return " ".join([os.environ.get("NODE_OPTIONS", ""), *(f"--require {p}" for p in preloads)]).strip()


class EmulatorsUnavailable(RuntimeError):
    """The Firebase CLI or the launcher jar is missing (run scripts/setup.sh)."""


class PortTaken(RuntimeError):
    """Another process bound a port before the stack did: one of the picked ports (the CLI gives
    up), or the port the CLI itself picks for the Python functions' discovery server (it starts
    looking at 8081 in every stack, so two stacks starting together can both choose it; the loser
    then waits for a discovery that never comes)."""

    def __init__(self, message: str, line: str | None = None) -> None:
        super().__init__(message)
        self.line = line  # the log's line that says which port


class PortBusy(RuntimeError):
    """A port the config fixes (`start(fixed=...)`) is held by another program before the start:
    starting again would meet it again, so nothing is started."""


PORT_LOST = ("port taken", "is in use by another program")


# Fresh ports for every start: a port can be taken between its pick and the CLI's bind.
START_ATTEMPTS = 3


@dataclass
class FirebaseEmulators:
    project: str
    ports: dict[str, int]
    config: Path
    log: Path
    workdir: Path
    process: subprocess.Popen[bytes] | None = None
    env: dict[str, str] = field(default_factory=dict)
    lifeline: Lifeline | None = None

    def url(self, name: str, region: str = "us-central1") -> str:
        return f"http://127.0.0.1:{self.ports['functions']}/{self.project}/{region}/{name}"

    def wait_idle(self, timeout_s: float = 120.0, settle_s: float = 0.3) -> bool:
        """Wait until the functions emulator has no trigger or request queued or running
        (its work queue, as its debug log reports it, unchanged for `settle_s`). False on timeout."""
        deadline = time.monotonic() + timeout_s
        last = None
        while time.monotonic() < deadline:
            state = _work_queue_line(self.workdir / "firebase-debug.log")
            if state is None or ('"queueLength":0' in state and '"workRunningCount":0' in state):
                if state == last:
                    return True
                last = state
            else:
                last = None
            time.sleep(settle_s)
        return False

    def reset(self) -> None:
        """Back to empty between two tests sharing the stack: once the functions are idle (no
        trigger of the last test still writing), every document of the project and every
        account are deleted. The Python workers stay up, warm (tests use trainer ids of their
        own: the workers' per-trainer memories and the local vector store are not emptied)."""
        self.wait_idle()
        for url in (f"http://127.0.0.1:{self.ports['firestore']}/emulator/v1/projects/{self.project}"
                    "/databases/(default)/documents",
                    f"http://127.0.0.1:{self.ports['auth']}/emulator/v1/projects/{self.project}/accounts"):
            urllib.request.urlopen(urllib.request.Request(url, method="DELETE"), timeout=30).read()

    def stop(self) -> None:
        if self.process is not None:
            try:
                for sig in (signal.SIGINT, signal.SIGKILL):
                    try:
                        os.killpg(self.process.pid, sig)
                        self.process.wait(timeout=20)
                        break
                    except ProcessLookupError:
                        break
                    except subprocess.TimeoutExpired:
                        continue
            finally:
                # Also when the wait above is cut short (execnet interrupts a pytest-xdist worker
                # still tearing down after 5 s): Python workers may outlive the CLI in the same
                # group, so end whatever is left.
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.process = None
                # The CLI starts the Firestore emulator (Java) detached, in a process group of its own:
                # it stops it on SIGINT, but a CLI killed before it could would leave it running.
                for pid in _firestore_emulator_pids(self.ports["firestore"]):
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                if self.lifeline is not None:
                    self.lifeline.release()
                    self.lifeline = None
        self.forget_config()

    def forget_config(self) -> None:
        """Remove the config copy: once the CLI has read it (ready), or when the stack stops."""
        self.config.unlink(missing_ok=True)


def write_config(project_dir: Path = REPO, fixed: tuple[str, ...] = ()) -> tuple[Path, dict[str, int]]:
    """firebase.json with a free port for every emulator the suite starts, but those named in
    `fixed`, which keep firebase.json's own."""
    config = json.loads((project_dir / "firebase.json").read_text())
    # eventarc and tasks start with functions; left to their defaults, two stacks race for them.
    names = ("functions", "firestore", "auth", "hub", "logging", "eventarc", "tasks", "websocket")
    ports = dict(zip(names, free_ports(len(names))))
    emulators = config.setdefault("emulators", {})
    ports.update({name: int(emulators[name]["port"]) for name in fixed})
    for name in names[:-1]:
        emulators[name] = {**emulators.get(name, {}), "host": "127.0.0.1", "port": ports[name]}
    emulators["firestore"]["websocketPort"] = ports["websocket"]
    emulators["ui"] = {"enabled": False}
    forget_stale_configs(project_dir)
    path = project_dir / f"firebase.emulators-{ports['functions']}.{os.getpid()}.local.json"
    path.write_text(json.dumps(config, indent=2))
    return path, ports


# firebase.emulators-<functions port>.<owner pid>.local.json: the owner is the process that wrote
# the copy and removes it (at ready, or in stop()). scripts/stop_emulators.sh removes stale ones
# through `main` (forget-stale-configs).
CONFIG_COPY = re.compile(r"firebase\.emulators-\d+(?:\.(\d+))?\.local\.json")


def forget_stale_configs(project_dir: Path = REPO) -> list[Path]:
    """Remove the config copies whose owner is gone (#16), and return them.

    A start killed by SIGKILL (or a machine that stopped) never ran `forget_config`, and the CLI
    read its copy long ago. A copy whose owner runs is another start's, still to be read: kept.
    A copy with no owner in its name was written before owners were named, by a start that is
    over: removed too."""
    removed = []
    for path in project_dir.glob("firebase.emulators-*.local.json"):
        match = CONFIG_COPY.fullmatch(path.name)
        if match is None or (match.group(1) is not None and _running(int(match.group(1)))):
            continue
        path.unlink(missing_ok=True)
        removed.append(path)
    return removed


def _running(pid: int) -> bool:
    """Running, not a zombie its parent has yet to reap (scripts/stop_emulators.sh's `alive` reads its
    group's leader the same way)."""
    if Path("/proc/self/stat").exists():
        try:
            return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
        except (OSError, IndexError):
            return False
    try:  # no /proc: signal 0 says only whether the pid exists
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def ports_in_use(ports: dict[str, int]) -> dict[str, int]:
    """Those of `ports` another program holds now on 127.0.0.1 (listening, or bound: the CLI
    could not bind either). SO_REUSEADDR, as Node's own listen sets: a port whose old
    connections linger in TIME_WAIT is free to the CLI, so it is not reported."""
    taken = {}
    for name, port in ports.items():
        with socket.socket() as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                taken[name] = port
    return taken


def start(project: str, env: dict[str, str] | None = None, timeout_s: float = 240.0,
          probe: str | None = "semanticSearch", only: str = "functions,firestore,auth",
          fixed: tuple[str, ...] = (), log: Path | None = None, keep: bool = False,
          notify: Callable[[str], None] | None = None) -> FirebaseEmulators:
    """Start the emulators and wait until they are ready and `probe` (a callable, when the
    functions emulator runs) answers an anonymous call with 401. `only="auth"` starts the
    Auth emulator alone (seconds, no Java, no Python workers) for tests that need real users.

    `fixed`: emulators keeping firebase.json's ports (see `write_config`); if another program
    holds one, `PortBusy` before anything starts. `log`: where the CLI's output goes (default
    `.local/emulators-<functions port>.log`). `keep`: no lifeline, the stack outlives this process
    (stop it with scripts/stop_emulators.sh PGID). `notify` is told, in one line, why a start
    that lost a port is started again."""
    if not FIREBASE_CLI.exists() or not LAUNCHER.exists():
        raise EmulatorsUnavailable("Firebase CLI not installed: run scripts/setup.sh")
    secret = REPO / "functions" / ".secret.local"
    if not secret.exists():  # the functions declare their API keys as secrets; empty is fine locally
        tmp = secret.with_name(f".secret.local.{os.getpid()}.tmp")  # whole or absent: another start may read it
        tmp.write_text("OPENAI_API_KEY=\nPINECONE_API_KEY=\n")
        os.replace(tmp, secret)
    for attempt in range(1, START_ATTEMPTS):
        try:
            return _start_once(project, env, timeout_s, probe, only, fixed, log, keep)
        except PortTaken as lost:
            if notify is not None:
                notify(f"Emulators: {lost.line or 'a port was taken'} — another program took a port while "
                       f"they started; starting again (attempt {attempt + 1} of {START_ATTEMPTS}).")
            continue
    # the last attempt's PortTaken is the caller's
    return _start_once(project, env, timeout_s, probe, only, fixed, log, keep)


def _start_once(project: str, env: dict[str, str] | None, timeout_s: float, probe: str | None,
                only: str, fixed: tuple[str, ...], log: Path | None, keep: bool) -> FirebaseEmulators:
    if fixed:
        config = json.loads((REPO / "firebase.json").read_text())
        busy = ports_in_use({name: int(config["emulators"][name]["port"]) for name in fixed})
        if busy:
            raise PortBusy(", ".join(f"port {port} ({name})" for name, port in busy.items())
                           + " already in use by another program")
    config, ports = write_config(fixed=fixed)
    log = log or LOCAL / f"emulators-{ports['functions']}.log"
    workdir = LOCAL / f"emulators-{ports['functions']}"
    workdir.mkdir(parents=True, exist_ok=True)
    for stale in workdir.glob("*-debug.log"):  # an earlier stack's, on the same port
        stale.unlink()
    run_env = {
        **os.environ,
        "FIRESTORE_EMULATOR_BINARY_PATH": str(LAUNCHER),
        "PATH": f"{REPO / 'functions' / 'venv' / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        "FUNCTIONS_DISCOVERY_TIMEOUT": os.environ.get("FUNCTIONS_DISCOVERY_TIMEOUT", "120"),
        "OPENBLAS_NUM_THREADS": "1",
        # One connection per proxied request: the emulator's keep-alive race with its
        # Python workers answers a stray 500 "socket hang up" (tools/emulator_no_keepalive.cjs).
        # Each Python worker binds a port the kernel picks, which no other worker can share
        # (tools/emulator_worker_ports.cjs).
        "NODE_OPTIONS": node_options(NO_KEEPALIVE, WORKER_PORTS),
        **(env or {}),
    }
    for name in ("FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST", "GCLOUD_PROJECT", "GOOGLE_CLOUD_PROJECT"):
        run_env.pop(name, None)  # the CLI sets its own for the workers
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(FIREBASE_CLI), "emulators:start", "--only", only, "--project", project,
             "--config", str(config)],
            cwd=workdir, env=run_env, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    lifeline = None if keep else Lifeline()
    if lifeline is not None:
        lifeline.watch(process.pid)
    emulators = FirebaseEmulators(project, ports, config, log, workdir, process, run_env, lifeline)
    try:
        return _wait_ready(emulators, only, probe, timeout_s)
    except BaseException:
        if emulators.process is not None:  # interrupted (Ctrl-C): a kept stack has no lifeline
            emulators.stop()
        raise


def _wait_ready(emulators: FirebaseEmulators, only: str, probe: str | None,
                timeout_s: float) -> FirebaseEmulators:
    process, lifeline = emulators.process, emulators.lifeline
    assert process is not None
    deadline = time.monotonic() + timeout_s
    while True:
        text = emulators.log.read_text(errors="replace")
        ready = "All emulators ready" in text
        if ready and (probe is None or "functions" not in only or _answers_401(emulators.url(probe))):
            emulators.forget_config()  # read once, at the CLI's start: nothing needs it now
            for pid in _firestore_emulator_pids(emulators.ports["firestore"]):  # its own group (see stop)
                try:
                    if lifeline is not None:
                        lifeline.watch(os.getpgid(pid))
                except ProcessLookupError:
                    pass
            return emulators
        lost = next((line.strip() for line in text.splitlines()
                     if any(words in line for words in PORT_LOST)), None)
        if lost or process.poll() is not None or time.monotonic() > deadline:
            tail = text[-3000:]
            emulators.stop()
            if lost:
                raise PortTaken(f"Firebase emulators did not start, a port was taken; log tail:\n{tail}", lost)
            raise RuntimeError(f"Firebase emulators did not start; log tail:\n{tail}")
        time.sleep(0.1)


def _firestore_emulator_pids(port: int) -> list[int]:
    """The Firestore emulator processes (the launcher jar's Java) listening on this stack's port."""
    pids = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            args = cmdline.read_bytes().split(b"\0")
        except OSError:
            continue
        if any(a.endswith(LAUNCHER.name.encode()) for a in args) and any(
                args[i] == b"--port" and args[i + 1] == str(port).encode() for i in range(len(args) - 1)):
            pids.append(int(cmdline.parent.name))
    return pids


def _work_queue_line(debug_log: Path) -> str | None:
    """The functions emulator's last `[work-queue] {...}` state line (firebase-tools 13 logs one
    each time work is queued, starts or ends), from the end of the CLI's debug log."""
    try:
        with debug_log.open("rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - 262_144))
            tail = f.read().decode(errors="replace")
    except FileNotFoundError:
        return None
    at = tail.rfind("[work-queue] {")
    if at < 0:
        return None
    start, end = tail.rfind("\n", 0, at) + 1, tail.find("\n", at)
    return tail[start:] if end < 0 else tail[start:end]  # with its timestamp: a new line is a change


def _answers_401(url: str) -> bool:
    # The first call starts the function's Python worker (seconds on a busy machine): a probe
    # that gave up sooner would be answered by a second worker started for the next one.
    request = urllib.request.Request(url, data=b'{"data":{}}', headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request, timeout=120)
        return False
    except urllib.error.HTTPError as err:
        return err.code == 401
    except (urllib.error.URLError, OSError):
        return False


def main(argv: list[str] | None = None) -> int:
    """`python -m tools.firebase_emulators forget-stale-configs [PROJECT_DIR]`: `forget_stale_configs`
    for scripts/stop_emulators.sh, which calls it on its way out, so that the rule of which copies are
    stale is written once (here), not again in shell."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tools.firebase_emulators")
    commands = parser.add_subparsers(dest="command", required=True)
    forget = commands.add_parser("forget-stale-configs", help="remove the config copies whose owner is gone")
    forget.add_argument("project_dir", nargs="?", type=Path, default=REPO)
    args = parser.parse_args(argv)
    forget_stale_configs(args.project_dir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
