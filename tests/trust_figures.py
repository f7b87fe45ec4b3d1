"""Figures the trust suites measure (writes tried, faults injected, fuzz cases, leaks, lost).

Each suite calls `record_figure(name, {...})` at the end; the figures are
merged into build/trust-figures.json, which docs/SECURITY.md quotes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FIGURES = Path(__file__).resolve().parent.parent / "build" / "trust-figures.json"


def record_figure(name: str, figures: dict[str, Any]) -> None:
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    current = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}
    current[name] = figures
    FIGURES.write_text(json.dumps(current, indent=2, sort_keys=True) + "\n")
