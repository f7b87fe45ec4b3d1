"""Helpers to write question lists by hand (demo_questions.py, roster_questions.py)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Q:
    trainer: str
    question: str
    kind: str
    evidence: list[str] | None
    client: str | None = None
    why: str | None = None  # unanswerable: never_for_client / other_client / other_trainer
    follow: str | None = None  # key of the question this one follows
    at: str | None = None  # asked_at, ISO
    key: str | None = None
    extra: dict[str, str] = field(default_factory=dict)


def m(prefix: str, *numbers: int) -> list[str]:
    """Message ids: m("maya-sarah-", 8, 10) → ["m-maya-sarah-008", "m-maya-sarah-010"]."""
    return [f"m-{prefix}{n:03d}" for n in numbers]
