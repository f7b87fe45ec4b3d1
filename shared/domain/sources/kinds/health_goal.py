"""A client's health goal (`healthGoals/{goalId}`), indexed by shared/usecases/health/sync.py."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import HEALTH_GOALS
from shared.domain.sources.registry import SourceKind, register


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Goal: weight]'."""
    metric = str(metadata.get("metric") or "").replace("_", " ")
    return f"[Goal: {metric}]" if metric else "[Goal]"


KIND = register(
    SourceKind(
        "health_goal",
        label,
        attribution=lambda metadata, d: "The client's goal record says",
        sync="health",
        collection=HEALTH_GOALS,
        reconciled=False,
    )
)
