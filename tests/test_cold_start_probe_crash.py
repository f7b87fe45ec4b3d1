"""The cold-start probe's fresh process dying by a signal (bench/bench_cold_start.run_probe).

Seen twice in one day's suites under heavy load: the measured process died by SIGSEGV with an empty
stderr. A crash must be said with its fault trace, and one crash must not lose the bench run."""
from __future__ import annotations

from pathlib import Path

import pytest

from bench import bench_cold_start as cold

# Crashes the first time (a marker file records it), answers as the real probe does the second time.
_CRASH_ONCE = r"""
import os, signal, sys
marker = os.environ["CRASH_MARKER"]
if not os.path.exists(marker) or os.environ.get("CRASH_ALWAYS") == "1":
    open(marker, "w").close()
    os.kill(os.getpid(), signal.SIGSEGV)
print('COLD_START {"import_s": 0.5}', flush=True)
"""


def test_a_probe_killed_by_a_signal_is_said_with_its_trace_and_run_once_more(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cold, "PROBE", _CRASH_ONCE)
    env = {**cold.base_env("127.0.0.1:1"), "CRASH_MARKER": str(tmp_path / "crashed")}
    out = cold.run_probe(env, call=False)
    assert out["import_s"] == 0.5 and out["process_s"] > 0
    said = capsys.readouterr().err
    assert "killed by signal 11" in said
    assert "Segmentation fault" in said  # PYTHONFAULTHANDLER from base_env: where it died, not an empty stderr


def test_a_probe_that_crashes_twice_fails_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cold, "PROBE", _CRASH_ONCE)
    env = {**cold.base_env("127.0.0.1:1"), "CRASH_MARKER": str(tmp_path / "crashed"), "CRASH_ALWAYS": "1"}
    with pytest.raises(RuntimeError, match=r"probe failed \(-11\)"):
        cold.run_probe(env, call=False)
