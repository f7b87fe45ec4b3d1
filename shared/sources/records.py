"""Source document → the vector records to index (pure: no I/O).

One record per profile, session note and check-in; one per segment for a
transcript. The metadata carries everything a citation needs
(shared/chat/citations.py reads it): sourceType, sourceId (the Firestore
document id), clientId, ts, senderName (note author, check-in client,
transcript speakers) and, for transcripts, the session start and the
segment's own start/end offsets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from shared.documents import content_hash
from shared.indexing import epoch_seconds
from shared.sources.models import Checkin, ClientProfile, SessionNote, Transcript
from shared.sources.render import (
    render_checkin,
    render_profile,
    render_session_note,
    segment_transcript,
    session_note_parts,
)


@dataclass(frozen=True)
class SourceRecord:
    vector_id: str
    rendered: str  # the text that is embedded
    metadata: dict[str, Any]


def vector_id(kind: str, doc_id: str, part: int | None = None) -> str:
    """`client_profile:{id}`, `session_note:{id}` (`session_note:{id}:{n}` for part n ≥ 1 of a
    long note), `transcript_segment:{id}:{n}`, `checkin:{id}`."""
    if kind == "transcript":
        return f"transcript_segment:{doc_id}:{part}"
    return f"{kind}:{doc_id}" if part is None else f"{kind}:{doc_id}:{part}"


def build_records(
    kind: str,
    doc_id: str,
    data: dict[str, Any],
    trainer_id: str,
    client_id: str,
    client_name: str | None,
    model_id: str,
) -> list[SourceRecord]:
    """The records for one source document as it is now; [] when it has nothing to index."""

    def record(vid: str, source_type: str, rendered: str, **extra: Any) -> SourceRecord:
        # The hash covers what is cited as well as what is embedded: a note
        # whose date moved must be re-written even though its text did not.
        # A profile's ts (updatedAt) is left out: it is never cited and the app
        # may bump it on every save.
        cited = {k: v for k, v in extra.items() if k != "text" and not (source_type == "client_profile" and k == "ts")}
        digest = content_hash(rendered + "\x00" + json.dumps(cited, sort_keys=True, default=str), model_id)
        metadata = {
            "trainerId": trainer_id,
            "sourceType": source_type,
            "sourceId": doc_id,
            "clientId": client_id,
            "contentHash": digest,
            "embeddingModel": model_id,
            **extra,
        }
        return SourceRecord(vid, rendered, metadata)

    if kind == "client_profile":
        profile = ClientProfile.model_validate(data)
        rendered = render_profile(profile, client_name)
        if not rendered:
            return []
        return [record(vector_id(kind, doc_id), kind, rendered, ts=epoch_seconds(profile.updatedAt), text=rendered)]

    if kind == "session_note":
        note = SessionNote.model_validate(data)
        parts = session_note_parts(note)
        if len(parts) == 1:
            return [
                record(
                    vector_id(kind, doc_id),
                    kind,
                    render_session_note(note, client_name),
                    ts=epoch_seconds(note.date),
                    senderName=note.author,
                    text=note.text,
                )
            ]
        # A long note: one vector per part, the first keeping the note's own id.
        return [
            record(
                vector_id(kind, doc_id, i or None),
                kind,
                render_session_note(note, client_name, part),
                ts=epoch_seconds(note.date),
                senderName=note.author,
                text=part,
                partIndex=i,
            )
            for i, part in enumerate(parts)
        ]

    if kind == "checkin":
        checkin = Checkin.model_validate(data)
        rendered = render_checkin(checkin, client_name)
        if not rendered:
            return []
        return [
            record(
                vector_id(kind, doc_id),
                kind,
                rendered,
                ts=epoch_seconds(checkin.date),
                senderId=client_id,
                senderName=client_name,
                text=rendered,
            )
        ]

    if kind == "transcript":
        transcript = Transcript.model_validate(data)
        started = epoch_seconds(transcript.startedAt)
        records = []
        for seg in segment_transcript(transcript.segments):
            records.append(
                record(
                    vector_id(kind, doc_id, seg.index),
                    "transcript_segment",
                    seg.embed_text(client_name),
                    transcriptId=doc_id,
                    segmentIndex=seg.index,
                    sessionStartTs=started,
                    startOffsetS=seg.start_s,
                    endOffsetS=seg.end_s,
                    ts=started + seg.start_s if started is not None else None,
                    senderName=", ".join(seg.speakers),
                    text=seg.text,
                )
            )
        return records

    raise ValueError(f"unknown source kind {kind!r}")
