"""How far a reading is from a goal, in the goal's direction. Pure.

One definition for the insight detector (shared/domain/insights/metrics.py: "goal
reached") and for the records a trainer reads (shared/domain/health/render.py):
64 kg against a 65 kg target is *past* it when the client started at 72 kg, and
still 1 kg away when she started at 60 kg. A record that said "1 kg to go" of a
goal the detector had just called reached would be cited as a wrong answer.
"""

from __future__ import annotations


def direction(target: float, start: float | None) -> int:
    """+1 when the target is above where the client started, -1 when below, 0 when unknown
    (no start, or a start already at the target)."""
    if start is None or start == target:
        return 0
    return 1 if target > start else -1


def shortfall(target: float, value: float, towards: int) -> float:
    """How far `value` still is from the target; 0 once it is at or past it in the direction
    `towards` (the plain distance when the direction is unknown)."""
    if towards == 0:
        return abs(target - value)
    return max(0.0, towards * (target - value))


def beyond(target: float, value: float, towards: int) -> float:
    """How far `value` is past the target in the goal's direction (0 when not past, or unknown)."""
    return max(0.0, towards * (value - target)) if towards else 0.0
