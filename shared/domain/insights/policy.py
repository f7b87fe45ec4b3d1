"""No spam: whether a new insight may be created, given the client's recent ones. Pure.

Rules (issue #5), checked in this order so the audit reason is the most specific:

    duplicate     an insight of the same type created within `duplicate_days`
                  that is still live (pending or approved); or a live insight
                  whose title is more than `title_similarity` similar
    rate_limited  an insight of this type already created today (any status);
                  `max_per_client_week` insights created in the last 7 days;
                  an insight of this type reviewed within `cooldown_hours`;
                  a stress follow-up (pattern "stress", any status) created
                  within `followup_repeat_days` (STRUKT: no repeat within 3 days)

Rejected and expired insights are not duplicates (the coach said no, or never
looked): they only count towards the rate limits and the cooldown.

Title similarity is difflib's SequenceMatcher ratio (2·matches / total
characters) on lower-cased, whitespace-collapsed titles: it is symmetric, in
[0, 1], and scores "Sarah seems overwhelmed" vs "Sarah seems overwhelmed
lately" at 0.92 while two different patterns for the same client stay well
below 0.85 (tests pin both).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, tzinfo
from typing import Any, Literal, Sequence

from shared.domain.insights.settings import InsightSettings

LIVE = ("pending", "approved")


@dataclass(frozen=True)
class ExistingInsight:
    """What the policy needs to know about an insight already stored."""

    id: str
    insight_type: str
    title: str
    status: str
    created_at: datetime
    reviewed_at: datetime | None = None
    pattern: str = ""

    @classmethod
    def from_doc(cls, insight_id: str, data: dict[str, Any]) -> "ExistingInsight":
        return cls(
            insight_id,
            str(data.get("insightType", "")),
            str(data.get("title", "")),
            str(data.get("status", "")),
            data["createdAt"],
            data.get("reviewedAt"),
            str((data.get("triggeringData") or {}).get("pattern", "")),
        )


@dataclass(frozen=True)
class Verdict:
    outcome: Literal["allowed", "duplicate", "rate_limited"]
    reason: str
    conflicting_id: str | None = None

    @property
    def allowed(self) -> bool:
        return self.outcome == "allowed"


ALLOWED = Verdict("allowed", "ok")


def title_similarity(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, _norm(a), _norm(b)).ratio()


def _norm(title: str) -> str:
    return re.sub(r"\s+", " ", title.strip().lower())


def decide(
    insight_type: str,
    title: str | None,
    existing: Sequence[ExistingInsight],
    now: datetime,
    tz: tzinfo,
    cfg: InsightSettings,
    pattern: str | None = None,
) -> Verdict:
    """May an insight of `insight_type` (titled `title`, if drafted yet) be created now?

    `title=None` checks every rule except title similarity: the run calls it
    once before drafting (no wasted generation) and again with the title.
    """
    live = [e for e in existing if e.status in LIVE]
    for e in live:
        if e.insight_type == insight_type and e.created_at >= now - timedelta(days=cfg.duplicate_days):
            return Verdict("duplicate", "same_type_live", e.id)
    if title is not None:
        for e in live:
            if title_similarity(title, e.title) > cfg.title_similarity:
                return Verdict("duplicate", "similar_title", e.id)

    today = now.astimezone(tz).date()
    for e in existing:
        if e.insight_type == insight_type and e.created_at.astimezone(tz).date() == today:
            return Verdict("rate_limited", "type_per_day", e.id)
    week = [e for e in existing if e.created_at >= now - timedelta(days=7)]
    if len(week) >= cfg.max_per_client_week:
        return Verdict("rate_limited", "client_per_week")
    for e in existing:
        if (
            e.insight_type == insight_type
            and e.reviewed_at is not None
            and e.reviewed_at >= now - timedelta(hours=cfg.cooldown_hours)
        ):
            return Verdict("rate_limited", "type_cooldown", e.id)
    if pattern == "stress":
        for e in existing:
            if e.pattern == "stress" and e.created_at >= now - timedelta(days=cfg.followup_repeat_days):
                return Verdict("rate_limited", "followup_repeat", e.id)
    return ALLOWED
