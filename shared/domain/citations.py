"""How sources are named in prompts and answers, and how `[n]` markers map back.

Each source kind names its own sources (shared/domain/sources/kinds/); this module
asks the registry. Dates are rendered in UTC: the backend does not know the
trainer's time zone, and UTC keeps a label identical in the prompt, the answer and the app.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from shared.domain.sources import labels, registry
from shared.domain.sources.registry import SourceKind

# "[3]", "[1, 2]", "[1,2,4]" — a marker is one bracket of numbers. Dates such
# as "[Oct 10, 2025]" never match (they contain letters).
_MARKER = re.compile(r"\[(\s*\d{1,3}\s*(?:,\s*\d{1,3}\s*)*)\]")


def format_date(ts: Any) -> str | None:
    """'Oct 10, 2025' for epoch seconds; None when unknown."""
    d = labels.when(ts)
    return labels.day(d) if d else None


def relative_date(ts: Any, now: datetime) -> str | None:
    """'today', 'yesterday', '3 days ago', '2 weeks ago' — only when it helps (< 8 weeks)."""
    d = labels.when(ts)
    if d is None:
        return None
    days = (now.astimezone(timezone.utc).date() - d.date()).days
    if days < 0:
        return None
    if days == 0:
        return "today"
    if days == 1:
        return "yesterday"
    if days < 14:
        return f"{days} days ago"
    if days < 56:
        return f"{days // 7} weeks ago"
    return None


def _kind(metadata: dict[str, Any]) -> SourceKind:
    # Vectors written before sourceType existed are messages; so is anything unknown.
    return registry.of_source_type(metadata.get("sourceType") or "message") or registry.get("message")


def citation_label(metadata: dict[str, Any]) -> str:
    """The bracketed name of a source, as its kind labels it (shown in prompts, answers and the app),
    followed by the trainer's circle it belongs to when retrieval found one (shared/domain/circles/ranking.py)."""
    label = _kind(metadata).label(metadata, labels.when(metadata.get("ts")))
    circle = metadata.get("circleName")
    return f"{label} (circle: {quote_safe(circle, 80)})" if isinstance(circle, str) and circle.strip() else label


def attribution(metadata: dict[str, Any]) -> str:
    """A sentence opener for quoting the source: 'On Oct 10, 2025 John Reyes wrote'."""
    return _kind(metadata).attribution(metadata, labels.when(metadata.get("ts")))


@dataclass(frozen=True)
class Cited:
    text: str  # the answer with invalid markers removed
    numbers: list[int]  # cited source numbers, in order of first citation


def extract_citations(answer: str, source_count: int) -> Cited:
    """Keep markers that name a real source; drop the rest (a model may invent [7])."""
    order: list[int] = []

    def keep(match: re.Match[str]) -> str:
        valid = []
        for part in match.group(1).split(","):
            n = int(part)
            if 1 <= n <= source_count:
                valid.append(n)
                if n not in order:
                    order.append(n)
        return f"[{', '.join(str(n) for n in valid)}]" if valid else ""

    cleaned = _MARKER.sub(keep, answer)
    cleaned = re.sub(r"[ \t]+([.,;:!?])", r"\1", cleaned)  # "pain [9]." → "pain."
    cleaned = re.sub(r"[ \t]{2,}", " ", cleaned).strip()
    return Cited(cleaned, order)


# The memory layers' markers (shared/domain/prompt.py): "[Plan]" and "[Last 7 days]", any case or spacing.
# ("[Profile]" is also a numbered source's label, shared/domain/sources/kinds/client_profile.py, so an
# answer may carry it without the profile layer: it is left as it is.)
LAYER_NAMES = {"plan": "plan", "last 7 days": "last7Days"}
_LAYER_MARKER = re.compile(r"\[\s*(plan|last\s+7\s+days)\s*\]", re.IGNORECASE)


@dataclass(frozen=True)
class LayersCited:
    text: str  # the answer with markers of layers the prompt did not carry removed
    layers: list[str]  # "plan" / "last7Days", in order of first citation


def extract_layer_citations(answer: str, offered: set[str]) -> LayersCited:
    """Keep [Plan] / [Last 7 days] when that layer was in the prompt (`offered`); drop the marker otherwise:
    a model may cite a layer it was never given, like an invented [7]."""
    order: list[str] = []

    def keep(match: re.Match[str]) -> str:
        name = LAYER_NAMES[" ".join(match.group(1).lower().split())]
        if name not in offered:
            return ""
        if name not in order:
            order.append(name)
        return match.group(0)

    cleaned = _LAYER_MARKER.sub(keep, answer)
    if cleaned != answer:
        cleaned = re.sub(r"[ \t]+([.,;:!?])", r"\1", cleaned)
        cleaned = re.sub(r"[ \t]{2,}", " ", cleaned).strip()
    return LayersCited(cleaned, order)


def quote_safe(text: str, limit: int | None = None) -> str:
    """Client text made inert for quoting: one line, no quotes, brackets or tags.

    Retrieved text is untrusted data. Collapsing newlines stops it faking a new
    `[n]` line; replacing brackets stops it faking citation markers; replacing
    quotes and angle brackets stops it closing the quoted/delimited block.
    """
    one_line = " ".join(text.split())
    safe = one_line.translate(str.maketrans({'"': "'", "[": "(", "]": ")", "<": "\u2039", ">": "\u203a"}))
    return truncate(safe, limit) if limit else safe


def truncate(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut[limit // 2 :]:
        cut = cut[: cut.rfind(" ")]
    return cut.rstrip(" ,;:") + "\u2026"
