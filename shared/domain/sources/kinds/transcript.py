"""A recorded session (`transcripts/{transcriptId}`): one record per segment of its lines."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from shared.kernel.collection_names import TRANSCRIPTS
from shared.domain.sources import labels
from shared.domain.sources.models import Transcript
from shared.domain.sources.registry import RecordMaker, SourceKind, register
from shared.domain.message_fields import epoch_seconds
from shared.domain.sources.render import segment_transcript


def records(doc_id: str, data: dict[str, Any], client_id: str, client_name: str | None, make: RecordMaker) -> list[Any]:
    transcript = Transcript.model_validate(data)
    started = epoch_seconds(transcript.startedAt)
    return [
        make(
            seg.index,
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
        for seg in segment_transcript(transcript.segments)
    ]


def _span(metadata: dict[str, Any]) -> tuple[datetime | None, str | None]:
    """(session start, 'HH:MM–HH:MM' of the segment) when the offsets are known."""
    start = labels.when(metadata.get("sessionStartTs"))
    if start is None:
        return labels.when(metadata.get("ts")), None
    offsets = [metadata.get("startOffsetS"), metadata.get("endOffsetS")]
    if not all(isinstance(o, (int, float)) for o in offsets):
        return start, None
    a, b = (start + timedelta(seconds=float(o)) for o in offsets)  # type: ignore[arg-type]
    return start, f"{a:%H:%M}\u2013{b:%H:%M}"


def label(metadata: dict[str, Any], d: datetime | None) -> str:
    start, span = _span(metadata)
    bits = [f"Session {labels.day(start, year=False)}" if start else "Session"]
    if span:
        bits.append(span)
    bits.append(labels.name(metadata, "Speaker"))
    return f"[{', '.join(bits)}]"


def attribution(metadata: dict[str, Any], d: datetime | None) -> str:
    return f"In a recorded session ({label(metadata, d).strip('[]')}), {labels.name(metadata, 'someone')} said"


KIND = register(
    SourceKind(
        "transcript",
        label,
        attribution,
        source_type="transcript_segment",
        collection=TRANSCRIPTS,
        records=records,
        first_part=0,
        dataset_section="transcripts",
        written_by="speakers",
    )
)
