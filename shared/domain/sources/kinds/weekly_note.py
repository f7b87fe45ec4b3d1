"""A weekly auto-summary (`weeklyNotes/{id}`), written and embedded by the insights run.

Not searched by default: it quotes, and outranked, the very messages it summarises.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import WEEKLY_NOTES
from shared.domain.sources import labels
from shared.domain.sources.registry import SourceKind, register


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"[Weekly note, week of {labels.day(labels.week_of(d), year=False)}]" if d else "[Weekly note]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    week = label(metadata, d).strip("[]").replace("Weekly note, ", "weekly note for the ")
    return f"In the {week}, {labels.name(metadata, 'someone')} wrote"


KIND = register(
    SourceKind("weekly_note", label, attribution, sync="weekly_note", collection=WEEKLY_NOTES, searched_by_default=False,
               written_by="system")
)
