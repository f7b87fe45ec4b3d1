"""The demo's emulator stack (functions, Firestore, Auth), for `scripts/emulators.sh`.

It starts through tools/firebase_emulators.py, the tests' start-up, so both meet a taken port
alike. The functions, Firestore and Auth emulators keep firebase.json's ports (5001, 8080, 9099:
`make demo`, `./brain` and a developer's app connect there); if another program holds one, that
is said in one line and nothing starts. The other ports the CLI opens (hub, logging, eventarc,
tasks, Firestore's websocket) are picked free below the kernel's ephemeral range. A start that
loses a port while it runs (one of those, or the Python functions' discovery server, which the
CLI looks for from 8081 up, as every other stack on the machine does) is stopped and started
again, saying so on stderr, up to `START_ATTEMPTS` times. The stack stays up after this process
ends; stdout gets its process group id, for scripts/stop_emulators.sh PGID.

    python -m tools.demo_emulators --project demo-trainer-brain
"""

from __future__ import annotations

import argparse
import signal
import sys

from tools import firebase_emulators

DEMO_PORTS = ("functions", "firestore", "auth")
LOG = firebase_emulators.LOCAL / "emulators.log"
PGID_FILE = firebase_emulators.LOCAL / "emulators.pgid"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", default="demo-trainer-brain")
    parser.add_argument("--timeout", type=float, default=240.0, help="seconds to wait for the functions")
    args = parser.parse_args(argv)
    # SIGTERM (a supervisor, `kill`) as Ctrl-C: the start in progress stops its stack and removes its
    # config copy; by default Python would die at once and leave both behind (a kept stack has no lifeline).
    signal.signal(signal.SIGTERM, _exit_on_signal)
    try:
        stack = firebase_emulators.start(
            args.project, timeout_s=args.timeout, fixed=DEMO_PORTS, log=LOG, keep=True,
            notify=lambda line: print(line, file=sys.stderr))
    except firebase_emulators.PortBusy as busy:
        print(f"Emulators not started: {busy}. Stop the other emulators first "
              "(scripts/stop_emulators.sh PGID for a `make demo` left running).", file=sys.stderr)
        return 1
    except firebase_emulators.EmulatorsUnavailable as missing:
        print(f"Emulators not started: {missing}.", file=sys.stderr)
        return 1
    except firebase_emulators.PortTaken as lost:
        print(f"Emulators did not start: a port was taken on each of {firebase_emulators.START_ATTEMPTS} "
              f"tries ({lost.line}); see {LOG}", file=sys.stderr)
        _tail(20)
        return 1
    except RuntimeError:
        print(f"Emulators did not start; see {LOG}", file=sys.stderr)
        _tail(20)
        return 1
    assert stack.process is not None
    PGID_FILE.write_text(f"{stack.process.pid}\n")  # start_new_session: its pid is its group's id
    print(stack.process.pid)
    return 0


def _exit_on_signal(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def _tail(lines: int) -> None:
    try:
        text = LOG.read_text(errors="replace")
    except FileNotFoundError:
        return
    print("\n".join(text.splitlines()[-lines:]), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
