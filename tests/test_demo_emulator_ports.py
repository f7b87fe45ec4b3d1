"""scripts/emulators.sh (`make demo`'s start-up) meets a taken port as the tests' start-up does.

Reproduced with the real Firebase CLI (docs/ARCHITECTURE.md, "Start-up ports and shared test
helpers"): when another process takes the port the CLI picked for the Python functions'
discovery server, the functions' admin server logs "Port 8081 is in use by another program" and
the CLI waits for a discovery that never comes; the script used to wait out its three minutes and
fail. Here the script runs in a copy of the repository's scripts/ and tools/ whose Firebase CLI is a
stand-in: it loses the discovery port on the runs the test says, and otherwise comes up and
answers the functions port (from the config it is given) with 401, as a loaded callable does
to an anonymous call.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tools.firestore_emulator import free_ports

REPO = Path(__file__).resolve().parent.parent

STAND_IN = '''#!{python}
import http.server, json, os, sys, time
from pathlib import Path
runs = Path({runs!r})
with runs.open("a") as f:
    f.write("run\\n")
run = runs.read_text().count("run")
args = sys.argv[1:]
config = args[args.index("--config") + 1] if "--config" in args else "firebase.json"
# As the real CLI: the config's directory is the project's, the functions' source is joined onto it.
source = os.path.join(os.path.dirname(os.path.abspath(config)), json.loads(Path(config).read_text())["functions"][0]["source"])
if os.path.realpath(source) != os.path.realpath({functions!r}):
    print("could not find the functions source at " + source, flush=True)
    sys.exit(2)
Path({seen!r}).write_text(json.dumps({{"config": os.path.abspath(config), "pid": os.getpid()}}))
if {never}:  # a start that never comes up (stopped by SIGINT, as the real CLI is)
    try:
        time.sleep(600)
    except KeyboardInterrupt:
        pass
    sys.exit(0)
if run <= {lose}:
    print("Address already in use", flush=True)
    print("Port 8081 is in use by another program. Either identify and stop that program, "
          "or start the server with a different port.", flush=True)
    try:
        time.sleep(600)  # the real CLI waits for its discovery until FUNCTIONS_DISCOVERY_TIMEOUT
    except KeyboardInterrupt:  # stopped as the real one is (SIGINT), quietly like it
        pass
    sys.exit(0)


class Unauthenticated(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.send_response(401)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


port = json.loads(Path(config).read_text())["emulators"]["functions"]["port"]
server = http.server.HTTPServer(("127.0.0.1", port), Unauthenticated)
print("All emulators ready! It is now safe to connect your app.", flush=True)
try:
    server.serve_forever()
except KeyboardInterrupt:
    pass
'''


def _copy_of_the_repo(root: Path, lose: int, never: bool = False) -> Path:
    """scripts/, tools/ and a firebase.json whose fixed ports are free ones (a demo running on
    this machine keeps 5001/8080/9099), with the stand-in CLI where scripts/setup.sh puts the real
    one. Returns the file the stand-in counts its runs in."""
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(REPO / "scripts", root / "scripts", ignore=skip)
    shutil.copytree(REPO / "tools", root / "tools", ignore=skip)
    config = json.loads((REPO / "firebase.json").read_text())
    for name, port in zip(("functions", "firestore", "auth"), free_ports(3)):
        config["emulators"][name]["port"] = port
    (root / "firebase.json").write_text(json.dumps(config))
    (root / "functions").mkdir()
    (root / "functions" / "venv").symlink_to((REPO / "functions" / "venv").resolve())
    runs = _stand_in(root, lose, never)
    (root / ".local" / "firestore-emulator-launcher.jar").write_bytes(b"")  # only its existence is checked
    return runs


def _stand_in(root: Path, lose: int, never: bool) -> Path:
    """The stand-in CLI where scripts/setup.sh puts the real one (written again: it behaves anew)."""
    cli = root / ".local" / "firebase-tools" / "node_modules" / ".bin" / "firebase"
    cli.parent.mkdir(parents=True, exist_ok=True)
    runs = root / "runs"
    cli.write_text(STAND_IN.format(python=sys.executable, runs=str(runs), lose=lose, never=never,
                                   functions=str(root / "functions"), seen=str(root / "seen.json")))
    cli.chmod(0o755)
    return runs


def _start(root: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "PINECONE_API_KEY")}
    return subprocess.run([str(root / "scripts" / "emulators.sh"), "demo-ports"], cwd=root, env=env,
                          capture_output=True, text=True)


def _stop_what_started(root: Path) -> None:
    pgid = root / ".local" / "emulators.pgid"
    if pgid.exists():
        subprocess.run([str(root / "scripts" / "stop_emulators.sh"), pgid.read_text().strip()])


def test_a_demo_start_that_loses_the_discovery_port_starts_again_and_comes_up(tmp_path: Path) -> None:
    runs = _copy_of_the_repo(tmp_path, lose=1)
    try:
        done = _start(tmp_path)
        assert done.returncode == 0, done.stderr
        assert runs.read_text().count("run") == 2
        assert "Port 8081 is in use by another program" in done.stderr  # said, then started again
        assert "starting again (attempt 2 of 3)" in done.stderr
        pgid = int(done.stdout.strip())
        assert (tmp_path / ".local" / "emulators.pgid").read_text().strip() == str(pgid)
        assert os.getpgid(pgid) == pgid  # the kept stack runs, in a group of its own
        assert "All emulators ready" in (tmp_path / ".local" / "emulators.log").read_text()
    finally:
        _stop_what_started(tmp_path)


def test_a_demo_start_that_loses_a_port_every_time_says_so_without_a_traceback(tmp_path: Path) -> None:
    runs = _copy_of_the_repo(tmp_path, lose=99)
    try:
        done = _start(tmp_path)
        assert done.returncode == 1
        assert runs.read_text().count("run") == 3
        assert "Emulators did not start: a port was taken on each of 3 tries" in done.stderr
        assert "Traceback" not in done.stderr
        assert not done.stdout.strip()  # no PGID for demo.sh to use
    finally:
        _stop_what_started(tmp_path)


@pytest.mark.parametrize("held", ["functions", "auth"])
def test_a_demo_port_another_program_holds_is_named_and_nothing_starts(tmp_path: Path, held: str) -> None:
    runs = _copy_of_the_repo(tmp_path, lose=0)
    port = json.loads((tmp_path / "firebase.json").read_text())["emulators"][held]["port"]
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", port))
        holder.listen()
        done = _start(tmp_path)
    assert done.returncode == 1
    assert f"port {port} ({held}) already in use by another program" in done.stderr
    assert "Traceback" not in done.stderr
    assert not runs.exists()  # the CLI never ran


# -- the config copy does not outlive the run (#16) ---------------------------


def _left_in_the_project(root: Path) -> list[str]:
    return sorted(p.name for p in root.glob("firebase.emulators-*.local.json"))


def test_a_kept_demo_stack_leaves_no_config_copy_behind(tmp_path: Path) -> None:
    _copy_of_the_repo(tmp_path, lose=0)
    try:
        done = _start(tmp_path)
        assert done.returncode == 0, done.stderr  # the stand-in found the functions' source from the copy
        seen = json.loads((tmp_path / "seen.json").read_text())
        assert Path(seen["config"]).parent == tmp_path  # the CLI's project is the project (rules, source)
        assert _left_in_the_project(tmp_path) == []  # read at the CLI's start, removed once it is ready
        assert os.getpgid(int(done.stdout.strip())) == int(done.stdout.strip())  # the stack runs without it
    finally:
        _stop_what_started(tmp_path)
    assert _left_in_the_project(tmp_path) == []


def test_a_demo_start_ended_by_sigterm_stops_its_stack_and_leaves_no_config_copy(tmp_path: Path) -> None:
    _copy_of_the_repo(tmp_path, lose=0, never=True)
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "PINECONE_API_KEY")}
    starter = subprocess.Popen([str(tmp_path / "scripts" / "emulators.sh"), "demo-ports"], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen_file = tmp_path / "seen.json"
    cli_pid = None
    try:
        while not seen_file.exists() and starter.poll() is None:  # the stand-in CLI has read its config
            time.sleep(0.05)
        assert starter.poll() is None, starter.communicate()
        seen = json.loads(seen_file.read_text())
        cli_pid = seen["pid"]
        starter.send_signal(signal.SIGTERM)
        out, err = starter.communicate()
        assert starter.returncode != 0
        assert "Traceback" not in err
        assert not out.strip()  # no PGID: nothing was left running for demo.sh to stop
        assert not _alive(cli_pid)  # the stack was stopped, not orphaned
        assert not Path(seen["config"]).exists()
        assert _left_in_the_project(tmp_path) == []
    finally:
        if starter.poll() is None:
            starter.kill()
            starter.wait()
        if cli_pid is not None and _alive(cli_pid):  # the stand-in this test started (main: orphaned)
            os.killpg(cli_pid, signal.SIGKILL)


# -- a start killed by SIGKILL: its copy is removed by whoever comes next (#16) --


def _a_start_killed_by_sigkill(root: Path) -> tuple[Path, int]:
    """A demo start whose Python (the copy's owner) is killed by SIGKILL while the CLI starts: no
    handler runs, so the copy stays and the CLI runs on, orphaned. (The copy, the CLI's pid.)"""
    _copy_of_the_repo(root, lose=0, never=True)
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "PINECONE_API_KEY")}
    starter = subprocess.Popen([str(root / "scripts" / "emulators.sh"), "demo-ports"], cwd=root, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seen_file = root / "seen.json"
    while not seen_file.exists() and starter.poll() is None:
        time.sleep(0.05)
    assert starter.poll() is None, "the start ended before its CLI read the config"
    starter.kill()
    starter.wait()
    seen = json.loads(seen_file.read_text())
    seen_file.unlink()
    config = Path(seen["config"])
    assert _left_in_the_project(root) == [config.name]  # what #16 is about
    return config, seen["pid"]


def test_stop_emulators_removes_the_copy_a_killed_start_left(tmp_path: Path) -> None:
    config, cli_pid = _a_start_killed_by_sigkill(tmp_path)
    try:
        subprocess.run([str(tmp_path / "scripts" / "stop_emulators.sh"), str(cli_pid)], check=True)
        assert not _alive(cli_pid)
        assert _left_in_the_project(tmp_path) == []
    finally:
        if _alive(cli_pid):
            os.killpg(cli_pid, signal.SIGKILL)


def test_the_next_start_removes_the_copy_a_killed_start_left(tmp_path: Path) -> None:
    config, cli_pid = _a_start_killed_by_sigkill(tmp_path)
    os.killpg(cli_pid, signal.SIGKILL)  # the orphan this test started; the next start is on other ports
    _stand_in(tmp_path, lose=0, never=False)
    try:
        done = _start(tmp_path)
        assert done.returncode == 0, done.stderr
        assert _left_in_the_project(tmp_path) == []
    finally:
        _stop_what_started(tmp_path)


def test_only_copies_whose_owner_is_gone_are_removed(tmp_path: Path) -> None:
    from tools import firebase_emulators

    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # reaped: its pid names no process
    names = {
        "gone": f"firebase.emulators-5001.{gone.pid}.local.json",
        "running": f"firebase.emulators-5002.{os.getpid()}.local.json",  # another start's, still to be read
        "no owner": "firebase.emulators-5003.local.json",  # written before owners were named
    }
    for name in names.values():
        (tmp_path / name).write_text("{}")
    (tmp_path / "firebase.json").write_text("{}")
    removed = firebase_emulators.forget_stale_configs(tmp_path)
    assert sorted(p.name for p in removed) == sorted([names["gone"], names["no owner"]])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["firebase.json", names["running"]])


def test_stop_emulators_removes_the_copies_forget_stale_configs_removes_and_no_other(tmp_path: Path) -> None:
    # One rule, tools/firebase_emulators.py's, which the script calls: its own in shell (main 44abc8d)
    # also removed a file of the copies' pattern that is no copy (a developer's own config).
    _copy_of_the_repo(tmp_path, lose=0)
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # reaped: its pid names no process
    names = {
        "gone": f"firebase.emulators-5001.{gone.pid}.local.json",
        "running": f"firebase.emulators-5002.{os.getpid()}.local.json",
        "no owner": "firebase.emulators-5003.local.json",
        "no copy": "firebase.emulators-staging.local.json",  # not a port: no name a start writes
    }
    for name in names.values():
        (tmp_path / name).write_text("{}")
    finished = subprocess.Popen([sys.executable, "-c", "pass"], start_new_session=True)
    finished.wait()  # a group already gone: the script only removes stale copies on its way out
    subprocess.run([str(tmp_path / "scripts" / "stop_emulators.sh"), str(finished.pid)], check=True, timeout=120)
    assert _left_in_the_project(tmp_path) == sorted([names["running"], names["no copy"]])


def _alive(pid: int) -> bool:
    """Running, not a zombie waiting to be reaped (its session leader is gone: init reaps it)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"
