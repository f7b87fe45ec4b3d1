"""The test fixture's emulator start survives a port taken between its pick and the start
(tools/firestore_emulator.start_retrying), and a failed start says why."""

import os
import socket

import pytest

from tools import firestore_emulator


@pytest.fixture
def taken_host():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen()
    try:
        yield f"127.0.0.1:{s.getsockname()[1]}"
    finally:
        s.close()


def test_a_taken_port_fails_with_the_reason(taken_host):
    with pytest.raises(firestore_emulator.EmulatorStartError) as failed:
        firestore_emulator.start(port=int(taken_host.rsplit(":", 1)[1]), timeout_s=60)
    assert taken_host in str(failed.value)


def test_a_taken_port_is_left_for_a_fresh_one_and_the_clients_pointed_there(taken_host, monkeypatch):
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", taken_host)
    emulator = firestore_emulator.start_retrying(taken_host, timeout_s=60)
    try:
        assert emulator.host != taken_host
        assert os.environ["FIRESTORE_EMULATOR_HOST"] == emulator.host
        assert firestore_emulator._ready(emulator.host)
    finally:
        emulator.stop()
