"""Firestore reads and writes for insights (docs/DATA_MODEL.md, section insights).

- `insights/{id}`: the drafts. The id is deterministic per (trainer, client,
  type, day), and creation is a batch conditional on the per-client lock
  document being unchanged since the client's insights were read and the
  policy checked. Two overlapping runs therefore cannot both create: the
  second's batch fails, it re-reads and sees the first's insight (duplicate).
- `insightAttempts/{autoId}`: append-only audit log of every generation
  attempt — ids, type, outcome, reason; never text. `expireAt` (written +
  RETENTION_INSIGHT_DAYS) is the field of its Firestore TTL policy.
- `insightLocks/{trainerId}_{clientId}`: a document whose only job is to be
  rewritten by every creation for the client, so that concurrent creations
  conflict and re-check.
"""

from __future__ import annotations

import hashlib
from datetime import date, datetime, timedelta
from typing import Any, Callable

from shared.domain.insights.models import Attempt
from shared.domain.insights.policy import ExistingInsight, Verdict

from shared.ports.documents import DocumentStore
from shared.kernel.collection_names import INSIGHT_ATTEMPTS as ATTEMPTS, INSIGHT_LOCKS as LOCKS, INSIGHTS


def insight_id(trainer_id: str, client_id: str, insight_type: str, day: date) -> str:
    """Same trainer, client, type and day → same id, whichever run gets there first."""
    digest = hashlib.sha256(f"{trainer_id}\x00{client_id}".encode()).hexdigest()[:12]
    return f"{day:%Y%m%d}-{insight_type}-{digest}"


# Overlapping runs contend on one client's lock document: each lost round
# means another creation for this client landed in between, and the re-read
# then sees it (a duplicate, or a policy refusal), so few rounds are ever
# needed; past this many the attempt is logged failed and the next run retries.
CREATE_ATTEMPTS = 8
# Between rounds, a short random pause so contending runs do not re-read in step.
PAUSE_S = (0.02, 0.2)


def client_insights(db: Any, trainer_id: str, client_id: str) -> list[tuple[str, dict[str, Any], Any]]:
    """(id, data, snapshot) of this trainer's insights about this client.

    One equality filter (no composite index); a client accrues at most a few
    insights a week, so reading them all stays small.
    """
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(INSIGHTS).where(filter=FieldFilter("clientId", "==", client_id))
    out = []
    for snap in query.stream():
        data = snap.to_dict() or {}
        if data.get("trainerId") == trainer_id and isinstance(data.get("createdAt"), datetime):
            out.append((snap.id, data, snap))
    return out


def existing(rows: list[tuple[str, dict[str, Any], Any]]) -> list[ExistingInsight]:
    return [ExistingInsight.from_doc(i, d) for i, d, _ in rows]


def create_if_allowed(
    docs: DocumentStore,
    trainer_id: str,
    client_id: str,
    new_id: str,
    doc: dict[str, Any],
    check: Callable[[list[ExistingInsight]], Verdict],
    now: datetime,
) -> Verdict:
    """Create `insights/{new_id}` if `check` allows it on the client's insights as they stand.

    Not a transaction: a transaction's read locks make overlapping runs wait on
    each other, and on the Firestore emulator both then fail with a lock
    timeout (neither creates). Instead the client's lock document is a version
    number for the pair: it is read first, then the client's insights; the
    insight is created in one batch with a write of the lock document that is
    conditional on the version read. A creation for this client in between
    changed the lock document, so this batch fails as a whole, and the next
    round re-reads and re-checks (and finds the other run's insight: duplicate).
    """
    db = docs.db
    lock_ref = db.collection(LOCKS).document(f"{trainer_id}_{client_id}")
    ref = db.collection(INSIGHTS).document(new_id)

    def attempt() -> Verdict:
        lock = lock_ref.get()
        current = existing(client_insights(db, trainer_id, client_id))
        if any(e.id == new_id for e in current):
            return Verdict("duplicate", "same_id", new_id)
        verdict = check(current)
        if not verdict.allowed:
            return verdict
        batch = db.batch()
        batch.create(ref, doc)
        stamp = {"trainerId": trainer_id, "clientId": client_id, "updatedAt": now}
        if lock.exists:
            batch.update(lock_ref, stamp, option=db.write_option(last_update_time=lock.update_time))
        else:
            batch.create(lock_ref, stamp)
        batch.commit()  # lost if another creation for this client landed since the read: checked again
        return verdict

    return docs.in_rounds(attempt, CREATE_ATTEMPTS, PAUSE_S, "The client's insights")


def expire_overdue(db: Any, rows: list[tuple[str, dict[str, Any], Any]], now: datetime) -> int:
    """Pending insights past `expiresAt` become expired; a concurrent review wins."""
    from google.api_core import exceptions

    count = 0
    for insight_id_, data, snap in rows:
        expires = data.get("expiresAt")
        if data.get("status") == "pending" and isinstance(expires, datetime) and expires <= now:
            try:
                # Only if unchanged since read: never overwrite an approval made meanwhile.
                snap.reference.update(
                    {"status": "expired", "expiredAt": now},
                    option=db.write_option(last_update_time=snap.update_time),
                )
            except (exceptions.FailedPrecondition, exceptions.Aborted, exceptions.NotFound):
                continue
            data["status"] = "expired"
            count += 1
    return count


def expire_all_overdue(docs: DocumentStore, now: datetime, page_size: int = 200) -> int:
    """Sweep every trainer's pending drafts (also inactive clients', which the run skips).

    Filters on `status == "pending"` only (no composite index): pending drafts
    are few by construction (≤ 3 per client per week, live ≤ 7 days).
    """
    from google.cloud.firestore_v1.base_query import FieldFilter

    db = docs.db
    pending = db.collection(INSIGHTS).where(filter=FieldFilter("status", "==", "pending")).order_by("__name__")
    count = 0
    for page in docs.pages(pending, page_size):
        count += expire_overdue(db, [(s.id, s.to_dict() or {}, s) for s in page], now)
    return count


def log_attempt(db: Any, trainer_id: str, client_id: str, attempt: Attempt, run_id: str, now: datetime) -> None:
    db.collection(ATTEMPTS).add(
        {
            "trainerId": trainer_id,
            "clientId": client_id,
            "insightType": attempt.insightType,
            "pattern": attempt.pattern,
            "outcome": attempt.outcome,
            "reason": attempt.reason,
            "insightId": attempt.insightId,
            "runId": run_id,
            "at": now,
            # For the Firestore TTL policy (firestore.indexes.json); shared/usecases/retention.py
            # enforces the same period on records written before it or under another setting.
            "expireAt": now + timedelta(days=_attempt_retention_days()),
        }
    )


def _attempt_retention_days() -> int:
    from shared.usecases.retention import get_retention_settings

    return get_retention_settings().insight_days
