"""A coach's session note (`sessionNotes/{noteId}`): one record, or one per part of a long note."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from shared.kernel.collection_names import SESSION_NOTES
from shared.domain.sources import labels
from shared.domain.sources.models import SessionNote
from shared.domain.sources.registry import RecordMaker, SourceKind, register
from shared.domain.message_fields import epoch_seconds
from shared.domain.sources.render import render_session_note, session_note_parts


def records(doc_id: str, data: dict[str, Any], client_id: str, client_name: str | None, make: RecordMaker) -> list[Any]:
    note = SessionNote.model_validate(data)
    parts = session_note_parts(note)
    ts = epoch_seconds(note.date)
    if len(parts) == 1:
        return [make(None, render_session_note(note, client_name), ts=ts, senderName=note.author, text=note.text)]
    # A long note: one vector per part, the first keeping the note's own id.
    return [
        make(i or None, render_session_note(note, client_name, part), ts=ts, senderName=note.author, text=part, partIndex=i)
        for i, part in enumerate(parts)
    ]


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    on = f" {labels.day(d)}" if d else ""
    return f"[Session note{on}, {labels.name(metadata, 'Coach')}]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    on = f" on {labels.day(d)}" if d else ""
    return f"In a session note{on}, {labels.name(metadata, 'someone')} wrote"


KIND = register(
    SourceKind(
        "session_note", label, attribution, collection=SESSION_NOTES, records=records, dataset_section="sessionNotes",
        written_by="trainer",
    )
)
