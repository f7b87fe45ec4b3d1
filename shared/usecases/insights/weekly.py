"""Weekly summary notes: a client's last full week as one short, searchable note.

Long-term memory for chatWithAI: individual messages age out of a 7-day
window, a note per week stays retrievable. Written once per client per ISO
week (`weeklyNotes/{clientId}_{isoWeek}`, `create()` so reruns and overlapping
runs write it once) for the *previous, complete* week, and embedded into the
vector store with sourceType "weekly_note" (ts = week start), so
`shared.domain.retrieval.retrieve` finds it next to messages, scoped to the trainer.

The note is extractive and offline: counts, the detected signals, and up to
three of the client's own sentences that carried them. No model writes it,
so it cannot invent anything.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, time, timedelta, timezone, tzinfo

from shared.usecases.backends import Backends
from shared.domain.documents import content_hash
from shared.domain.insights.detectors import DetectionContext, Detection, detect_all
from shared.domain.insights.models import ClientMessage
from shared.usecases.insights.sources import recent_messages
from shared.ports.vectorstore import VectorRecord

log = logging.getLogger(__name__)

from shared.kernel.collection_names import LEDGER, WEEKLY_NOTES as NOTES
MAX_EXCERPTS, MAX_EXCERPT_CHARS = 3, 160


@dataclass(frozen=True)
class Week:
    label: str  # "2026-W45"
    start: datetime  # Monday 00:00 in the run's zone
    end: datetime  # next Monday 00:00 (exclusive)


def previous_week(now: datetime, tz: tzinfo) -> Week:
    local = now.astimezone(tz)
    monday = local.date() - timedelta(days=local.weekday() + 7)
    start = datetime.combine(monday, time(0), tzinfo=tz)
    year, week, _ = monday.isocalendar()
    return Week(f"{year}-W{week:02d}", start, start + timedelta(days=7))


def note_id(client_id: str, week: Week) -> str:
    return f"{client_id}_{week.label}"


def vector_id(note: str) -> str:
    return f"weekly_note:{note}"


def write_weekly_note(
    backends: Backends, trainer_id: str, client_id: str, client_name: str, now: datetime, tz: tzinfo
) -> str | None:
    """Write last week's note if missing and there is something to remember; its id, else None."""
    db = backends.db
    week = previous_week(now, tz)
    nid = note_id(client_id, week)
    ref = db.collection(NOTES).document(nid)
    if ref.get().exists:
        return None
    messages = recent_messages(db, trainer_id, client_id, week.start, week.end - timedelta(microseconds=1))
    if not messages:
        return None
    detections = detect_all(messages, backends.embedder, DetectionContext(now=week.end, window_days=7))
    text = compose(week, client_name, messages, detections)

    embedder = backends.embedder
    vid = vector_id(nid)
    metadata = note_metadata(nid, trainer_id, client_id, week.start, text, embedder.model_id)
    digest = metadata["contentHash"]
    # Vector first, document last: an existing document means "done", and a
    # rerun after a crash in between simply upserts the same vector again.
    backends.store.upsert(trainer_id, [VectorRecord(vid, embedder.embed([text])[0], metadata)])
    from google.api_core.exceptions import AlreadyExists

    try:
        ref.create(
            {
                "trainerId": trainer_id,
                "clientId": client_id,
                "isoWeek": week.label,
                "weekStart": week.start,
                "weekEnd": week.end,
                "text": text,
                "messageCount": len(messages),
                "signals": sorted({d.pattern for d in detections}),
                "vectorId": vid,
                "embeddingModel": embedder.model_id,
                "createdAt": now,
            }
        )
    except AlreadyExists:  # an overlapping run wrote it first
        return None
    db.collection(LEDGER).document(vid).set(
        {
            "trainerId": trainer_id,
            "sourceType": "weekly_note",
            "sourceId": nid,
            "clientId": client_id,
            "status": "indexed",
            "contentHash": digest,
            "embeddingModel": embedder.model_id,
            "updatedAt": now,
        }
    )
    log.info("weekly_note_written", extra={"json_fields": {"noteId": nid, "messageCount": len(messages)}})
    return nid


def note_metadata(
    nid: str, trainer_id: str, client_id: str, week_start: datetime, text: str, model_id: str
) -> dict[str, object]:
    """The vector metadata of a weekly note; the reconciliation rebuilds it from the stored note."""
    return {
        "trainerId": trainer_id,
        "sourceType": "weekly_note",
        "sourceId": nid,
        "clientId": client_id,
        "senderName": "Auto-summary",  # read as "…, Auto-summary wrote" in chat citations
        "ts": week_start.astimezone(timezone.utc).timestamp(),
        "text": text,
        "contentHash": content_hash(text, model_id),
        "embeddingModel": model_id,
    }


def compose(week: Week, client_name: str, messages: list[ClientMessage], detections: list[Detection]) -> str:
    first = client_name.split()[0] if client_name.strip() else "The client"
    from_client = [m for m in messages if m.from_client]
    parts = [
        f"Weekly summary {week.label} ({week.start:%d %b}–{(week.end - timedelta(days=1)):%d %b %Y}) for {client_name or first}: "
        f"{_n(len(from_client), 'message')} from {first}, {len(messages) - len(from_client)} from the coach."
    ]
    signals = [_signal(d) for d in detections]
    # No sentence for "no signals": a note saying "no stress, pain or
    # adherence signals" is indexed, and it matched exactly the questions it
    # denies ("is Sarah stressed?") with confident false answers.
    if signals:
        parts.append("Signals: " + "; ".join(signals) + ".")
    flagged = {i for d in detections for i in d.message_ids}
    # The sentences that carried a signal (latest first), else the longest ones.
    chosen = [m for m in from_client if m.id in flagged][-MAX_EXCERPTS:] or sorted(
        from_client, key=lambda m: -len(m.text)
    )[:MAX_EXCERPTS]
    excerpts = [f"“{_clip(m.text)}” ({m.at:%a})" for m in sorted(chosen, key=lambda m: m.at)]
    if excerpts:
        parts.append(f"{first} wrote: " + "; ".join(excerpts) + ".")
    return " ".join(parts)


def _signal(d: Detection) -> str:
    x = d.detail
    if d.pattern == "stress":
        return f"stress or fatigue on {x.get('daysInWindow', x.get('daysRecent'))} days"
    if d.pattern == "pain":
        what = " and ".join(x.get("bodyParts") or []) or "unspecified"
        return f"{what} pain mentioned {x.get('mentions')} times"
    if d.pattern == "adherence":
        return {"missed_sessions": "missed sessions", "adherence_drop": "adherence dropped",
                "missed_checkins": "missed check-ins"}.get(str(x.get("signal")), "went quiet")
    if d.pattern == "progress":
        return {"goal_missed": "missed a goal deadline", "regression": "a metric moved away from its goal",
                "plateau": "a metric plateaued"}.get(str(x.get("signal")), "progress against a goal")
    return "reached a milestone"


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_EXCERPT_CHARS else text[: MAX_EXCERPT_CHARS - 1].rstrip() + "…"
