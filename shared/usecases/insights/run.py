"""The insight run: every trainer's active clients (scheduled), or one client (on demand).

Per client: expire overdue drafts → read recent messages → detect → for each
detection check the policy (before spending a generation), draft, and create
in a transaction that re-checks the policy → log the attempt → weekly note.

Robustness: each client runs in its own try/except (one failure is counted
and logged, the run goes on); trainers and clients are paged with cursors in
batches of `batch_size`, with progress logged per batch; and ids are
deterministic, so a second or overlapping run the same day creates nothing
new (see store.py).
"""

from __future__ import annotations

import logging
import time
import uuid
from datetime import datetime, timedelta, timezone, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from shared.usecases.backends import Backends
from shared.usecases.insights import delivery, drafting, store
from shared.domain.insights import policy
from shared.domain.insights.detectors import Detection, DetectionContext, detect_all
from shared.usecases.insights.drafting import DraftFailed, DraftInput, Drafter
from shared.domain.insights.models import Attempt, ClientResult, GenerateRequest, InsightView, RunSummary
from shared.domain.insights.settings import InsightSettings, get_insight_settings
from shared.usecases.insights.sources import recent_checkins, recent_health, recent_messages, recent_notes
from shared.kernel.collection_names import CLIENTS, TRAINERS
from shared.usecases.tenancy import require_client

log = logging.getLogger(__name__)

# When the weekly cap leaves room for fewer insights than were detected, the
# more urgent ones go first.
PRIORITY = {"pain": 0, "stress": 1, "adherence": 2, "progress": 3, "milestone": 4}


def run_insights(
    backends: Backends,
    now: datetime | None = None,
    cfg: InsightSettings | None = None,
    drafter: Drafter | None = None,
) -> RunSummary:
    """The scheduled run over every trainer's active clients."""
    cfg = cfg or get_insight_settings()
    now = now or datetime.now(timezone.utc)
    drafter = drafter or drafting.drafter(backends)
    summary = RunSummary(runId=f"{now:%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:6]}")
    started = time.perf_counter()
    try:
        summary.expired += store.expire_all_overdue(backends.documents, now)
    except Exception as exc:  # expiry is also enforced per client and at review: never worth stopping the run
        log.warning("insights_expiry_failed", extra={"json_fields": {"runId": summary.runId, "errorClass": type(exc).__name__}})
    for trainers in backends.documents.pages(backends.db.collection(TRAINERS).order_by("__name__"), cfg.batch_size):
        for trainer in trainers:
            summary.trainers += 1
            clients_query = (
                backends.db.collection(CLIENTS)
                .where(filter=_eq("trainerId", trainer.id))
                .where(filter=_eq("active", True))
            )
            for clients in backends.documents.pages(clients_query.order_by("__name__"), cfg.batch_size):
                for client in clients:
                    try:
                        result = process_client(
                            backends, trainer.id, client.id, client.to_dict() or {}, now, cfg, drafter, summary.runId
                        )
                    except Exception as exc:  # one client's failure never stops the run
                        summary.clientErrors += 1
                        log.exception(
                            "insights_client_failed",
                            extra={"json_fields": {"runId": summary.runId, "clientId": client.id, "errorClass": type(exc).__name__}},
                        )
                        continue
                    summary.add(result)
        log.info("insights_progress", extra={"json_fields": _counts(summary, started)})
    log.info("insights_run_done", extra={"json_fields": _counts(summary, started)})
    return summary


def generate_client_insights(backends: Backends, trainer_id: str, request: GenerateRequest) -> ClientResult:
    """On demand for one client of the caller (NotFound for anyone else's)."""
    client = require_client(backends.documents, trainer_id, request.clientId)
    cfg = get_insight_settings()
    now = datetime.now(timezone.utc)
    run_id = f"manual-{now:%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:6]}"
    return process_client(backends, trainer_id, request.clientId, client, now, cfg, drafting.drafter(backends), run_id)


def process_client(
    backends: Backends,
    trainer_id: str,
    client_id: str,
    client: dict[str, Any],
    now: datetime,
    cfg: InsightSettings,
    drafter: Drafter,
    run_id: str,
) -> ClientResult:
    db, tz = backends.db, ZoneInfo(cfg.timezone)
    result = ClientResult(clientId=client_id)
    rows = store.client_insights(db, trainer_id, client_id)
    result.expired = store.expire_overdue(db, rows, now)
    known = store.existing(rows)

    name = str(client.get("displayName") or "").strip()
    first = name.split()[0] if name else "Your client"
    lookback = now - timedelta(days=2 * cfg.window_days)  # the "gone quiet" baseline needs more than the window
    messages = recent_messages(db, trainer_id, client_id, lookback, now)
    # Missed check-ins need the cadence: a few intervals of history.
    checkin_since = now - timedelta(days=max(2 * cfg.window_days, 4 * cfg.checkin_interval_days + cfg.checkin_grace_days))
    points, comments = recent_checkins(db, trainer_id, client_id, checkin_since, now)
    evidence = sorted([*messages, *comments, *recent_notes(db, trainer_id, client_id, lookback, now)], key=lambda m: m.at)
    ctx = DetectionContext(
        now=now, window_days=cfg.window_days, quiet_days=cfg.quiet_days, checkin_rules=cfg.checkin_rules()
    )
    # Plateaus need a few weeks of readings.
    metrics, goals = recent_health(db, trainer_id, client_id, now - timedelta(days=max(4 * 7, 2 * cfg.window_days)), now)
    detections = sorted(
        detect_all(evidence, backends.embedder, ctx, points, metrics, goals), key=lambda d: PRIORITY[d.pattern]
    )
    by_id = {m.id: m for m in evidence}

    for detection in detections:
        attempt = _attempt(backends, trainer_id, client_id, detection, known, first, by_id, now, tz, cfg, drafter)
        store.log_attempt(db, trainer_id, client_id, attempt, run_id, now)
        result.attempts.append(attempt)
        if attempt.outcome == "generated" and attempt.insightId:
            snap = db.collection(store.INSIGHTS).document(attempt.insightId).get()
            data = snap.to_dict() or {}
            known.append(policy.ExistingInsight.from_doc(snap.id, data))
            result.insights.append(InsightView.from_doc(snap.id, data))
        log.info(
            "insight_attempt",
            extra={"json_fields": {"runId": run_id, "clientId": client_id, "insightId": attempt.insightId,
                                   "outcome": attempt.outcome, "code": f"{detection.pattern}:{attempt.reason}"}},
        )

    if cfg.weekly_notes:
        from shared.usecases.insights.weekly import write_weekly_note

        try:
            result.weeklyNote = write_weekly_note(backends, trainer_id, client_id, name, now, tz)
        except Exception as exc:  # the drafts above stand; the next run writes the missing note
            log.warning(
                "weekly_note_failed",
                extra={"json_fields": {"runId": run_id, "clientId": client_id, "errorClass": type(exc).__name__}},
            )
    return result


def _attempt(
    backends: Backends,
    trainer_id: str,
    client_id: str,
    detection: Detection,
    known: list[policy.ExistingInsight],
    first_name: str,
    by_id: dict[str, Any],
    now: datetime,
    tz: tzinfo,
    cfg: InsightSettings,
    drafter: Drafter,
) -> Attempt:
    kind = detection.insight_type

    def outcome(o: str, reason: str, insight_id: str | None = None) -> Attempt:
        return Attempt(pattern=detection.pattern, insightType=kind, outcome=o, reason=reason, insightId=insight_id)  # type: ignore[arg-type]

    verdict = policy.decide(kind, None, known, now, tz, cfg, detection.pattern)
    if not verdict.allowed:  # checked before drafting: no generation spent on a blocked insight
        return outcome(verdict.outcome, verdict.reason, verdict.conflicting_id)
    evidence = [by_id[i] for i in detection.message_ids if i in by_id]
    try:
        draft = drafter.draft(DraftInput(detection, first_name, evidence, cfg.window_days))
    except DraftFailed as exc:
        return outcome("failed", exc.reason)
    except Exception as exc:  # a drafter bug or outage fails this attempt only
        return outcome("failed", f"error:{type(exc).__name__}")

    new_id = store.insight_id(trainer_id, client_id, kind, now.astimezone(tz).date())
    doc = {
        "trainerId": trainer_id,
        "clientId": client_id,
        **draft.model_dump(),
        "insightType": kind,
        "confidence": detection.confidence,
        "triggeringData": {
            "pattern": detection.pattern,
            # Chat messages; check-ins and session notes ("checkin:{id}", "session_note:{id}") apart.
            "messageIds": [i for i in detection.message_ids if i in by_id and by_id[i].kind == "message"],
            "sourceIds": [i for i in detection.message_ids if i not in by_id or by_id[i].kind != "message"],
            "chatIds": sorted({by_id[i].chat_id for i in detection.message_ids if i in by_id and by_id[i].kind == "message"}),
            "detail": detection.detail,
        },
        "status": "pending",
        "drafter": drafter.name,
        "createdAt": now,
        "expiresAt": now + timedelta(days=cfg.expiry_days),
    }
    try:
        verdict = store.create_if_allowed(
            backends.documents, trainer_id, client_id, new_id, doc,
            lambda current: policy.decide(kind, draft.title, current, now, tz, cfg, detection.pattern), now,
        )
    except Exception as exc:  # e.g. contention beyond the transaction's retries: audited, next run retries
        return outcome("failed", f"error:{type(exc).__name__}")
    if not verdict.allowed:
        return outcome(verdict.outcome, verdict.reason, verdict.conflicting_id)
    if detection.pattern == "stress" and delivery.auto_send_enabled(backends.db, trainer_id):
        try:  # the trainer's standing opt-in: the follow-up goes out without review
            delivery.auto_deliver(backends.documents, new_id, now)
        except Exception as exc:  # the draft stands, pending: the coach can still approve it
            log.warning("insight_auto_delivery_failed", extra={"json_fields": {"insightId": new_id, "errorClass": type(exc).__name__}})
    return outcome("generated", "ok", new_id)



def _eq(field: str, value: Any) -> Any:
    from google.cloud.firestore_v1.base_query import FieldFilter

    return FieldFilter(field, "==", value)


def _counts(summary: RunSummary, started: float) -> dict[str, Any]:
    """Counts only, named with the log allow-list's `Count` suffix (shared/kernel/logs.py)."""
    return {
        "runId": summary.runId,
        "trainerCount": summary.trainers,
        "clientCount": summary.clients,
        "clientErrorCount": summary.clientErrors,
        "generatedCount": summary.generated,
        "duplicateCount": summary.duplicate,
        "rateLimitedCount": summary.rate_limited,
        "failedCount": summary.failed,
        "expiredCount": summary.expired,
        "weeklyNoteCount": summary.weeklyNotes,
        "elapsedMs": round((time.perf_counter() - started) * 1000),
    }
