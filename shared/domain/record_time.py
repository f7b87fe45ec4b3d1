"""When a record was written: its `ts` metadata, epoch seconds (UTC), read one way everywhere.

The index stores `ts` as a number on dated records (messages, notes, check-ins, readings) and leaves it out of
undated ones (the profile). A bool is a number to Python (`True == 1`) but never a time, so it is no time here.
"""

from __future__ import annotations

from typing import Any, Mapping


def written_at(metadata: Mapping[str, Any]) -> float | None:
    """The record's time in epoch seconds, None for a record without one."""
    ts = metadata.get("ts")
    return float(ts) if isinstance(ts, (int, float)) and not isinstance(ts, bool) else None


def written_or(metadata: Mapping[str, Any], undated: float) -> float:
    """The record's time (`written_at`), `undated` for a record without one: where an order or a span wants a
    number for every record (0.0 sorts it first oldest-first, -inf or +inf keeps it out of every span)."""
    at = written_at(metadata)
    return undated if at is None else at
