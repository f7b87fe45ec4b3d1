"""Small pieces the source kinds build their citation labels from (dates in UTC, names)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any


def when(ts: Any) -> datetime | None:
    """Epoch seconds → an aware UTC datetime; None for anything else."""
    if isinstance(ts, bool) or not isinstance(ts, (int, float)):
        return None
    return datetime.fromtimestamp(float(ts), tz=timezone.utc)


def day(d: datetime, year: bool = True) -> str:
    """'Oct 10, 2025' ('Oct 10' without the year)."""
    return f"{d:%b} {d.day}, {d.year}" if year else f"{d:%b} {d.day}"


def name(metadata: dict[str, Any], default: str) -> str:
    """The record's senderName, or `default` when it has none."""
    value = metadata.get("senderName")
    return value.strip() if isinstance(value, str) and value.strip() else default


def week_of(d: datetime) -> datetime:
    """The Monday of d's week."""
    return d - timedelta(days=d.weekday())
