"""How sources are named in prompts and answers, and how `[n]` markers map back.

Dates are rendered in UTC: the backend does not know the trainer's time zone,
and UTC keeps a label identical in the prompt, the answer and the app.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any

# "[3]", "[1, 2]", "[1,2,4]" — a marker is one bracket of numbers. Dates such
# as "[Oct 10, 2025]" never match (they contain letters).
_MARKER = re.compile(r"\[(\s*\d{1,3}\s*(?:,\s*\d{1,3}\s*)*)\]")


def _dt(ts: Any) -> datetime | None:
    if isinstance(ts, bool) or not isinstance(ts, (int, float)):
        return None
    return datetime.fromtimestamp(float(ts), tz=timezone.utc)


def _day(d: datetime, year: bool = True) -> str:
    return f"{d:%b} {d.day}, {d.year}" if year else f"{d:%b} {d.day}"


def format_date(ts: Any) -> str | None:
    """'Oct 10, 2025' for epoch seconds; None when unknown."""
    d = _dt(ts)
    return _day(d) if d else None


def relative_date(ts: Any, now: datetime) -> str | None:
    """'today', 'yesterday', '3 days ago', '2 weeks ago' — only when it helps (< 8 weeks)."""
    d = _dt(ts)
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


def _name(metadata: dict[str, Any], default: str) -> str:
    name = metadata.get("senderName")
    return name.strip() if isinstance(name, str) and name.strip() else default


def _transcript_span(metadata: dict[str, Any]) -> tuple[datetime | None, str | None]:
    start = _dt(metadata.get("sessionStartTs"))
    if start is None:
        return _dt(metadata.get("ts")), None
    offsets = [metadata.get("startOffsetS"), metadata.get("endOffsetS")]
    if not all(isinstance(o, (int, float)) for o in offsets):
        return start, None
    a, b = (start + timedelta(seconds=float(o)) for o in offsets)  # type: ignore[arg-type]
    return start, f"{a:%H:%M}\u2013{b:%H:%M}"


def citation_label(metadata: dict[str, Any]) -> str:
    """The bracketed name of a source, per sourceType (shown in prompts, answers and the app),
    followed by the trainer's circle it belongs to when retrieval found one (shared/circles/ranking.py)."""
    circle = metadata.get("circleName")
    label = _kind_label(metadata)
    return f"{label} (circle: {quote_safe(circle, 80)})" if isinstance(circle, str) and circle.strip() else label


def _kind_label(metadata: dict[str, Any]) -> str:
    kind = metadata.get("sourceType") or "message"
    d = _dt(metadata.get("ts"))
    if kind == "client_profile":
        return "[Profile]"
    if kind == "session_note":
        when = f" {_day(d)}" if d else ""
        return f"[Session note{when}, {_name(metadata, 'Coach')}]"
    if kind == "transcript_segment":
        start, span = _transcript_span(metadata)
        bits = [f"Session {_day(start, year=False)}" if start else "Session"]
        if span:
            bits.append(span)
        bits.append(_name(metadata, "Speaker"))
        return f"[{', '.join(bits)}]"
    if kind == "checkin":
        return f"[Check-in {_day(d, year=False)}]" if d else "[Check-in]"
    if kind == "weekly_note":
        if d is None:
            return "[Weekly note]"
        monday = d - timedelta(days=d.weekday())
        return f"[Weekly note, week of {_day(monday, year=False)}]"
    if kind in ("metric_summary", "health_goal", "lab_panel"):
        return _health_label(kind, metadata, d)
    return f"[{_day(d)}] {_name(metadata, 'Unknown sender')}" if d else _name(metadata, "Unknown sender")


def _health_label(kind: str, metadata: dict[str, Any], d: datetime | None) -> str:
    """'[Weight, week of Nov 9]', '[Goal: weight]', '[Lab panel Nov 3, 2026]' (shared/health/sync.py)."""
    metric = str(metadata.get("metric") or "").replace("_", " ")
    if kind == "metric_summary":
        what = metric.capitalize() or "Health data"
        return f"[{what}, week of {_day(d, year=False)}]" if d else f"[{what}]"
    if kind == "health_goal":
        return f"[Goal: {metric}]" if metric else "[Goal]"
    return f"[Lab panel {_day(d)}]" if d else "[Lab panel]"


def attribution(metadata: dict[str, Any]) -> str:
    """A sentence opener for quoting the source: 'On Oct 10, 2025 John Reyes wrote'."""
    kind = metadata.get("sourceType") or "message"
    date = format_date(metadata.get("ts"))
    name = _name(metadata, "someone")
    if kind == "client_profile":
        return "The client's profile says"
    if kind == "session_note":
        return f"In a session note{f' on {date}' if date else ''}, {name} wrote"
    if kind == "transcript_segment":
        label = citation_label(metadata).strip("[]")
        return f"In a recorded session ({label}), {name} said"
    if kind == "checkin":
        return f"In a check-in{f' on {date}' if date else ''}, {name} wrote"
    if kind == "weekly_note":
        return f"In the {citation_label(metadata).strip('[]').replace('Weekly note, ', 'weekly note for the ')}, {name} wrote"
    if kind == "metric_summary":
        return f"The health data ({citation_label(metadata).strip('[]')}) shows"
    if kind == "health_goal":
        return "The client's goal record says"
    if kind == "lab_panel":
        return f"The lab panel{f' of {date}' if date else ''} shows"
    return f"On {date} {name} wrote" if date else f"{name} wrote"


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
