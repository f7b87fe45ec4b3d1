"""Insights on events: a check-in submitted, a message or session note reporting pain, injury or stress.

Firestore triggers (functions/main.py) call one function per kind of event;
each resolves the trainer and client from stored ownership (never from a
field the app could forge alone), decides whether the event is worth a run,
and then runs exactly the per-client pipeline of the scheduled run
(`run.process_client`): the same detectors, the same no-spam policy
(duplicates, ≤ 3 per client per week, cooldowns) checked in the same
transaction, the same `insightAttempts` audit log. Weekly notes stay with the
schedule.

Which events start a run:
- a check-in: always (submitting one is the event);
- a health metric reading: always (regressions, plateaus and goals reached or
  missed are computed against the client's goals);
- a message: from the client (not the trainer, not a delivered insight:
  `origin: "insight"`) and classified stress, pain or missed session;
- a session note: its text classified stress, pain or missed session.

Debounce: at most one event-driven run per client per
`INSIGHTS_EVENT_DEBOUNCE_SECONDS` (default 120), claimed in a transaction on
`insightTriggers/{trainerId}_{clientId}`. A burst of messages runs once; a
signal that arrives inside the window is picked up by the next event after
it or by the daily run (the detectors look back a week, so nothing is lost,
only later).

Every decision about a document with a known trainer is audited (`auditLog`,
action `insightTrigger`, outcome `ran` / `debounced` / `no_signal` /
`ignored:<why>`): ids only, no text. One with no trainer to attribute it to
(no chat, no owner) is only logged.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from shared.usecases import audit
from shared.usecases.backends import Backends
from shared.domain.insights.detectors import classify
from shared.domain.insights.settings import InsightSettings, get_insight_settings
from shared.domain.insights.models import ClientMessage
from shared.usecases.insights import drafting
from shared.usecases.insights.sources import DELIVERED_ORIGIN
from shared.ports.documents import DocumentStore
from shared.kernel.collection_names import CHATS, CHECKINS, CLIENTS, MESSAGES, SESSION_NOTES
from shared.usecases.tenancy import chat_info

log = logging.getLogger(__name__)

from shared.kernel.collection_names import INSIGHT_TRIGGERS as TRIGGERS
AUDIT_ACTION = "insightTrigger"
TRIGGER_LABELS = {"stress", "pain", "missed"}
# A document dated slightly ahead of the server (a device clock) is still read by the run.
MAX_CLOCK_SKEW = timedelta(minutes=5)


@dataclass
class EventOutcome:
    outcome: str  # "ran" | "debounced" | "no_signal" | "ignored:<why>"
    trainer_id: str | None = None
    client_id: str | None = None
    insight_ids: list[str] = field(default_factory=list)


def on_message(backends: Backends, chat_id: str, message_id: str, now: datetime | None = None) -> EventOutcome:
    db = backends.db
    info = chat_info(backends.documents, chat_id)
    if info is None or info.client_id is None:
        return _done(db, EventOutcome("ignored:no_chat"))
    snap = db.collection(CHATS).document(chat_id).collection(MESSAGES).document(message_id).get()
    data = snap.to_dict() if snap.exists else None
    outcome = EventOutcome("no_signal", info.trainer_id, info.client_id)
    if not data or data.get("origin") == DELIVERED_ORIGIN or data.get("senderId") == info.trainer_id:
        outcome.outcome = "ignored:not_client_text"
        return _done(db, outcome)
    text, at = data.get("text"), data.get("createdAt")
    if not isinstance(text, str) or not text.strip():
        outcome.outcome = "ignored:no_text"
        return _done(db, outcome)
    if not _signals(backends, text, "message"):
        return _done(db, outcome)
    return _run(backends, outcome, "message", _event_time(now, at))


def on_checkin(backends: Backends, checkin_id: str, now: datetime | None = None) -> EventOutcome:
    data = _owned_doc(backends.db, CHECKINS, checkin_id)
    if isinstance(data, EventOutcome):
        return _done(backends.db, data)
    return _run(backends, EventOutcome("no_signal", data["trainerId"], data["clientId"]), "checkin", _event_time(now, data.get("date")))


def on_health_metric(backends: Backends, metric_id: str, now: datetime | None = None) -> EventOutcome:
    """A new reading: the run compares the client's metrics with their goals (shared/domain/insights/metrics.py)."""
    data = _owned_doc(backends.db, "healthMetrics", metric_id)
    if isinstance(data, EventOutcome):
        return _done(backends.db, data)
    outcome = EventOutcome("no_signal", data["trainerId"], data["clientId"])
    return _run(backends, outcome, "health_metric", _event_time(now, data.get("recordedAt")))


def on_session_note(backends: Backends, note_id: str, now: datetime | None = None) -> EventOutcome:
    db = backends.db
    data = _owned_doc(db, SESSION_NOTES, note_id)
    if isinstance(data, EventOutcome):
        return _done(db, data)
    outcome = EventOutcome("no_signal", data["trainerId"], data["clientId"])
    text = data.get("text")
    if not isinstance(text, str) or not _signals(backends, text, "session_note"):
        return _done(db, outcome)
    return _run(backends, outcome, "session_note", _event_time(now, data.get("date")))


# -- steps --------------------------------------------------------------------


def _owned_doc(db: Any, collection: str, doc_id: str) -> dict[str, Any] | EventOutcome:
    """The document if its trainer owns its client (the same check as indexing), else why not."""
    snap = db.collection(collection).document(doc_id).get()
    data = snap.to_dict() if snap.exists else None
    if not data:
        return EventOutcome("ignored:missing")
    trainer_id, client_id = data.get("trainerId"), data.get("clientId")
    if not isinstance(trainer_id, str) or not isinstance(client_id, str) or not trainer_id or not client_id:
        return EventOutcome("ignored:no_owner")
    client = db.collection(CLIENTS).document(client_id).get()
    if not client.exists or (client.to_dict() or {}).get("trainerId") != trainer_id:
        return EventOutcome("ignored:ownership_mismatch", trainer_id)
    return data


def _signals(backends: Backends, text: str, kind: str) -> set[str]:
    item = ClientMessage("event", "", text, datetime.now(timezone.utc), True, kind)
    return classify([item], backends.embedder)["event"] & TRIGGER_LABELS


def _event_time(now: datetime | None, doc_time: Any) -> datetime:
    server = now or datetime.now(timezone.utc)
    if isinstance(doc_time, datetime):
        doc_time = doc_time if doc_time.tzinfo else doc_time.replace(tzinfo=timezone.utc)
        if server < doc_time <= server + MAX_CLOCK_SKEW:
            return doc_time
    return server


def _run(backends: Backends, outcome: EventOutcome, kind: str, now: datetime, cfg: InsightSettings | None = None) -> EventOutcome:
    from shared.usecases.insights import run

    db = backends.db
    assert outcome.trainer_id and outcome.client_id
    client = db.collection(CLIENTS).document(outcome.client_id).get()
    client_data = client.to_dict() if client.exists else None
    if not client_data or client_data.get("trainerId") != outcome.trainer_id or client_data.get("active") is False:
        outcome.outcome = "ignored:inactive_client"
        return _done(db, outcome)
    cfg = (cfg or get_insight_settings()).model_copy(update={"weekly_notes": False})
    if not _claim(backends.documents, outcome.trainer_id, outcome.client_id, now, cfg.event_debounce_seconds):
        outcome.outcome = "debounced"
        return _done(db, outcome)
    run_id = f"event-{kind}-{now:%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:6]}"
    result = run.process_client(
        backends, outcome.trainer_id, outcome.client_id, client_data, now, cfg, drafting.drafter(backends), run_id
    )
    outcome.outcome = "ran"
    outcome.insight_ids = [a.insightId for a in result.attempts if a.outcome == "generated" and a.insightId]
    return _done(db, outcome, now)


def _claim(docs: DocumentStore, trainer_id: str, client_id: str, now: datetime, debounce_s: int) -> bool:
    """True if this event may run now (and records it); False inside another event's window.

    A burst of messages fires one trigger each, at once. The claim is a write
    conditional on what was read (absent, or unchanged since read) rather than
    a transaction: a transaction holds its read lock while the others wait, and
    on the emulator that ends in a lock timeout instead of one claim winning.
    A claim whose condition fails lost to a concurrent one: debounced.
    """
    db = docs.db
    ref = db.collection(TRIGGERS).document(f"{trainer_id}_{client_id}")
    snap = ref.get()
    last = (snap.to_dict() or {}).get("lastRunAt") if snap.exists else None
    if isinstance(last, datetime) and abs(now - last) < timedelta(seconds=debounce_s):
        return False
    fields = {"trainerId": trainer_id, "clientId": client_id, "lastRunAt": now}
    try:
        if snap.exists:
            ref.update(fields, option=db.write_option(last_update_time=snap.update_time))
        else:
            ref.create(fields)
    except docs.lost():
        return False
    return True


def _done(db: Any, outcome: EventOutcome, at: datetime | None = None) -> EventOutcome:
    if outcome.trainer_id:
        audit.record(db, outcome.trainer_id, AUDIT_ACTION, outcome.outcome, client_id=outcome.client_id, at=at)
    log.info(
        "insight_trigger",
        extra={"json_fields": {"clientId": outcome.client_id, "outcome": outcome.outcome,
                               "generatedCount": len(outcome.insight_ids)}},
    )
    return outcome
