"""The emulators' ports: picked where no outgoing connection is given one, and a start that
loses a port to another process between the pick and the bind starts again on fresh ports.

CI once failed with "Port … is not open on 127.0.0.1, could not start Functions Emulator":
the port had been picked from the kernel's ephemeral range, where every HTTP client's local
port comes from, and was taken in the seconds before the Firebase CLI bound it.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from tools import firebase_emulators, firestore_emulator


def test_ports_are_picked_below_the_range_outgoing_connections_use(tmp_path: Path, monkeypatch) -> None:
    kernel = tmp_path / "ip_local_port_range"
    kernel.write_text("20000\t60999\n")
    monkeypatch.setattr(firestore_emulator, "EPHEMERAL_RANGE", kernel)
    ports = firestore_emulator.free_ports(6)
    assert len(set(ports)) == 6
    assert all(firestore_emulator.LOWEST_PORT <= p < 20000 for p in ports), ports


def test_a_port_someone_listens_on_is_never_picked(monkeypatch) -> None:
    with socket.socket() as taken, socket.socket() as probe:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
        probe.close()
        monkeypatch.setattr(firestore_emulator, "_listen_range", lambda: [taken.getsockname()[1], free])
        assert firestore_emulator.free_ports(1) == [free]


@pytest.mark.parametrize("kernel_says", [None, "10500 60999", "not a range"])
def test_without_a_usable_range_any_free_ports_are_given(tmp_path: Path, monkeypatch, kernel_says) -> None:
    kernel = tmp_path / "ip_local_port_range"
    if kernel_says is not None:
        kernel.write_text(kernel_says)
    monkeypatch.setattr(firestore_emulator, "EPHEMERAL_RANGE", kernel)
    assert firestore_emulator._listen_range() is None
    ports = firestore_emulator.free_ports(3)
    assert len(set(ports)) == 3
    for port in ports:  # each could be bound right now
        with socket.socket() as s:
            s.bind(("127.0.0.1", port))


@pytest.mark.emulator
@pytest.mark.heavy(60)  # the Firebase CLI starts twice: handed out early (tests/scheduling.py)
def test_a_start_that_loses_a_port_starts_again_on_fresh_ports(monkeypatch) -> None:
    if not firebase_emulators.FIREBASE_CLI.exists():
        pytest.fail("Firebase CLI not installed: run scripts/setup.sh")
    written = firebase_emulators.write_config
    configs: list[dict[str, int]] = []
    with socket.socket() as thief:
        thief.bind(("127.0.0.1", 0))
        thief.listen()
        stolen = thief.getsockname()[1]

        def first_one_taken(*args, **kwargs):
            path, ports = written(*args, **kwargs)
            if not configs:  # the first attempt's Auth port is already someone else's
                config = json.loads(path.read_text())
                config["emulators"]["auth"]["port"] = ports["auth"] = stolen
                path.write_text(json.dumps(config))
            configs.append(dict(ports))
            return path, ports

        monkeypatch.setattr(firebase_emulators, "write_config", first_one_taken)
        stack = firebase_emulators.start("demo-ports", only="auth", probe=None)
        try:
            assert len(configs) == 2
            assert configs[0]["auth"] == stolen
            assert stack.ports["auth"] == configs[1]["auth"] != stolen
            assert "All emulators ready" in stack.log.read_text(errors="replace")
        finally:
            stack.stop()


def test_a_stack_whose_discovery_server_lost_its_port_is_started_again_at_once(tmp_path: Path, monkeypatch) -> None:
    """The CLI picks the Python functions' discovery port itself (from 8081 up, in every stack);
    the loser of two stacks starting together prints Flask's "in use" and then waits forever.
    A stand-in CLI does that on its first run and starts on its second."""
    runs = tmp_path / "runs"
    cli = tmp_path / "firebase"
    cli.write_text(f"""#!/bin/sh
echo run >> {runs}
if [ "$(wc -l < {runs})" -eq 1 ]; then
  echo "Address already in use"
  echo "Port 8081 is in use by another program. Either identify and stop that program, or start the server with a different port."
else
  echo "All emulators ready! It is now safe to connect your app."
fi
exec sleep 600
""")
    cli.chmod(0o755)
    monkeypatch.setattr(firebase_emulators, "FIREBASE_CLI", cli)
    monkeypatch.setattr(firebase_emulators, "LAUNCHER", cli)  # only its existence is checked
    # Without the retry this start fails when its timeout ends (a shell script starts in far less).
    stack = firebase_emulators.start("demo-ports", only="auth", probe=None, timeout_s=120)
    try:
        assert runs.read_text().count("run") == 2
        assert "All emulators ready" in stack.log.read_text()
    finally:
        stack.stop()
