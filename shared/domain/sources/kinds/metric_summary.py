"""A week of one health metric for one client, computed by shared/usecases/health/sync.py from `healthMetrics`."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import HEALTH_METRICS
from shared.domain.sources import labels
from shared.domain.sources.registry import SourceKind, register


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Weight, week of Nov 9]'."""
    what = str(metadata.get("metric") or "").replace("_", " ").capitalize() or "Health data"
    return f"[{what}, week of {labels.day(d, year=False)}]" if d else f"[{what}]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"The health data ({label(metadata, d).strip('[]')}) shows"


KIND = register(
    SourceKind("metric_summary", label, attribution, sync="health", collection=HEALTH_METRICS, reconciled=False)
)
