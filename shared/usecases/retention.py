"""Retention: data past its period is deleted by a scheduled, idempotent, batched job.

What goes, and after how long (settings with the prefix `RETENTION_`):

    insights, insightAttempts       `createdAt` / `at`      RETENTION_INSIGHT_DAYS (365)
    auditLog                        `at`                    RETENTION_AUDIT_DAYS (730)
    weeklyNotes (+ their vectors    `createdAt`             RETENTION_WEEKLY_NOTE_DAYS (730)
      and ledger entries)
    vectorIndex tombstones          `updatedAt`, status     RETENTION_TOMBSTONE_DAYS (90)
      (status "deleted")              == "deleted"

Ages are measured from times the backend wrote (Admin SDK; firestore.rules
close all of these collections to the app), never from a time a client could
set: a client backdating its own `createdAt` cannot get anything deleted early
or kept late.

Each rule pages `where(field < cutoff).order_by(field).limit(batch)` and
deletes each page in one batched write until a page comes back short, so a
run is bounded per page, can stop anywhere, and a second run finds nothing
left to do (idempotent). A weekly note's vector is deleted from the trainer's
partition before its document and ledger entry: if the run stops in between,
the next run finds the note again and repeats the (idempotent) vector delete.

Each run writes one audit record (`auditLog`, trainerId "_system", action
"retention") with counts only. AI conversation history is purged by the chat
module (shared/usecases/chat/history.py, `purgeAiConversations`) after
RETENTION_AI_CHAT_DAYS (90), read from these settings and audited the same way
(action "aiChatRetention", counts only).

Firestore TTL policies (firestore.indexes.json, `ttl: true`) cover documents
that carry their own `expireAt` — rate-limit counters and insight attempts —
as a backstop; deletes by TTL do not touch vectors, so anything with a vector
is retired only by this job.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from functools import lru_cache
from typing import Any, Callable

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from shared.usecases import audit

log = logging.getLogger(__name__)

SYSTEM_ACTOR = "_system"
from shared.kernel.collection_names import AUDIT_LOG, INSIGHT_ATTEMPTS, INSIGHTS, LEDGER, WEEKLY_NOTES
AUDIT_ACTION = "retention"


class RetentionSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RETENTION_", extra="ignore", case_sensitive=False)

    schedule: str = "every day 03:30"  # read at deploy by functions/main.py
    ai_chat_days: int = Field(default=90, ge=1)  # aiConversations and their turns (shared/usecases/chat/history.py)
    insight_days: int = Field(default=365, ge=1)
    audit_days: int = Field(default=730, ge=1)
    weekly_note_days: int = Field(default=730, ge=1)
    tombstone_days: int = Field(default=90, ge=1)
    batch_size: int = Field(default=200, ge=1, le=500)  # a batched write holds at most 500 operations


@lru_cache(maxsize=1)
def get_retention_settings() -> RetentionSettings:
    return RetentionSettings()


@dataclass(frozen=True)
class Rule:
    name: str  # the count's key in the summary and the audit record
    collection: str
    time_field: str
    days: int
    equals: tuple[str, Any] | None = None  # an extra equality filter (composite index)
    # Called with the page's snapshots before they are deleted: removes what hangs off them.
    before_delete: Callable[[Any, list[Any]], int] | None = None


def rules(cfg: RetentionSettings, backends: Any) -> list[Rule]:
    return [
        Rule("insights", INSIGHTS, "createdAt", cfg.insight_days),
        Rule("insightAttempts", INSIGHT_ATTEMPTS, "at", cfg.insight_days),
        Rule("auditLog", AUDIT_LOG, "at", cfg.audit_days),
        Rule("weeklyNotes", WEEKLY_NOTES, "createdAt", cfg.weekly_note_days,
             before_delete=lambda db, snaps: _retire_note_vectors(backends, db, snaps)),
        Rule("ledgerTombstones", LEDGER, "updatedAt", cfg.tombstone_days, equals=("status", "deleted")),
    ]


def run_retention(backends: Any, now: datetime | None = None, cfg: RetentionSettings | None = None) -> dict[str, int]:
    """Delete everything past its period; {rule name: documents deleted, "vectors": vectors deleted}."""
    cfg = cfg or get_retention_settings()
    now = now or datetime.now(timezone.utc)
    started = time.perf_counter()
    db = backends.db
    counts: dict[str, int] = {"vectors": 0}
    outcome = "ok"
    try:
        for rule in rules(cfg, backends):
            deleted, vectors = _apply(db, rule, now - timedelta(days=rule.days), cfg.batch_size)
            counts[rule.name] = deleted
            counts["vectors"] += vectors
    except Exception as exc:  # audited as failed with the counts so far; the next run resumes
        outcome = f"error:{type(exc).__name__}"
        raise
    finally:
        audit.record(db, SYSTEM_ACTOR, AUDIT_ACTION, outcome, latency_ms=(time.perf_counter() - started) * 1000,
                     at=now, counts=counts)
        log.info("retention_run", extra={"json_fields": {"outcome": outcome, **{f"{k}Count": v for k, v in counts.items()}}})
    return counts


def _apply(db: Any, rule: Rule, cutoff: datetime, batch_size: int) -> tuple[int, int]:
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(rule.collection)
    if rule.equals is not None:
        query = query.where(filter=FieldFilter(rule.equals[0], "==", rule.equals[1]))
    query = query.where(filter=FieldFilter(rule.time_field, "<", cutoff)).order_by(rule.time_field).limit(batch_size)
    deleted = vectors = 0
    while True:
        page = list(query.stream())
        if not page:
            break
        if rule.before_delete is not None:
            vectors += rule.before_delete(db, page)
        batch = db.batch()
        for snap in page:
            batch.delete(snap.reference)
        batch.commit()
        deleted += len(page)
        if len(page) < batch_size:
            break
    return deleted, vectors


def _retire_note_vectors(backends: Any, db: Any, snaps: list[Any]) -> int:
    """Delete the notes' vectors (per trainer partition) and their ledger entries."""
    by_trainer: dict[str, list[str]] = {}
    for snap in snaps:
        data = snap.to_dict() or {}
        trainer_id = data.get("trainerId")
        if isinstance(trainer_id, str) and trainer_id:
            by_trainer.setdefault(trainer_id, []).append(str(data.get("vectorId") or f"weekly_note:{snap.id}"))
    count = 0
    for trainer_id, ids in by_trainer.items():
        backends.store.delete(trainer_id, ids)
        batch = db.batch()
        for vid in ids:
            batch.delete(db.collection(LEDGER).document(vid))
        batch.commit()
        count += len(ids)
    return count
