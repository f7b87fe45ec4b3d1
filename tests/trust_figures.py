"""Figures the trust suites measure (writes tried, faults injected, fuzz cases, leaks, lost).

Each suite calls `record_figure(name, {...})` at the end; the figures are
merged into build/trust-figures.json, which docs/SECURITY.md quotes. The suite
runs in two pytest-xdist workers (scripts/test.sh), so the merge holds a lock
on a file beside it and replaces the file whole: two suites finishing at once
neither lose a figure nor read a half-written file.
"""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path
from typing import Any

FIGURES = Path(__file__).resolve().parent.parent / "build" / "trust-figures.json"


def record_figure(name: str, figures: dict[str, Any]) -> None:
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    with open(FIGURES.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        current = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}
        current[name] = figures
        tmp = FIGURES.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(current, indent=2, sort_keys=True) + "\n")
        os.replace(tmp, FIGURES)
