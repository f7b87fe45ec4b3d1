"""One day's lab results for a client, computed by shared/usecases/health/sync.py from `labResults`."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import LAB_RESULTS
from shared.domain.sources import labels
from shared.domain.sources.registry import SourceKind, register


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Lab panel Nov 3, 2026]'."""
    return f"[Lab panel {labels.day(d)}]" if d else "[Lab panel]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"The lab panel{f' of {labels.day(d)}' if d else ''} shows"


KIND = register(SourceKind("lab_panel", label, attribution, sync="health", collection=LAB_RESULTS, reconciled=False))
