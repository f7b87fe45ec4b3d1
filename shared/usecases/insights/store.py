"""Firestore reads and writes for insights (docs/DATA_MODEL.md, section insights).

- `insights/{id}`: the drafts. The id is deterministic per (trainer, client,
  type, day), and creation happens in a transaction that re-reads the
  client's insights and re-checks the policy, serialised on a per-client
  lock document. Two overlapping runs therefore cannot both create: the
  second sees the first's insight (duplicate) or fails `create()` on the
  same id.
- `insightAttempts/{autoId}`: append-only audit log of every generation
  attempt — ids, type, outcome, reason; never text. `expireAt` (written +
  RETENTION_INSIGHT_DAYS) is the field of its Firestore TTL policy.
- `insightLocks/{trainerId}_{clientId}`: a document whose only job is to make
  concurrent creation transactions for one client conflict and retry.
"""

from __future__ import annotations

import hashlib
import time
from datetime import date, datetime, timedelta
from typing import Any, Callable

from shared.adapters.firestore_pages import pages
from shared.domain.insights.models import Attempt
from shared.domain.insights.policy import ExistingInsight, Verdict

from shared.kernel.collection_names import INSIGHT_ATTEMPTS as ATTEMPTS, INSIGHT_LOCKS as LOCKS, INSIGHTS


def insight_id(trainer_id: str, client_id: str, insight_type: str, day: date) -> str:
    """Same trainer, client, type and day → same id, whichever run gets there first."""
    digest = hashlib.sha256(f"{trainer_id}\x00{client_id}".encode()).hexdigest()[:12]
    return f"{day:%Y%m%d}-{insight_type}-{digest}"


# Overlapping runs contend on one client's lock document; Firestore aborts all
# but one commit and the client library retries with backoff. Its default of 5
# attempts was exhausted under load in CI (one attempt logged "failed"); the
# policy re-read inside the transaction makes more attempts safe.
CREATE_ATTEMPTS = 12

def client_insights(db: Any, trainer_id: str, client_id: str, transaction: Any = None) -> list[tuple[str, dict[str, Any], Any]]:
    """(id, data, snapshot) of this trainer's insights about this client.

    One equality filter (no composite index); a client accrues at most a few
    insights a week, so reading them all stays small.
    """
    from google.cloud.firestore_v1.base_query import FieldFilter

    query = db.collection(INSIGHTS).where(filter=FieldFilter("clientId", "==", client_id))
    snaps = query.stream(transaction=transaction) if transaction is not None else query.stream()
    out = []
    for snap in snaps:
        data = snap.to_dict() or {}
        if data.get("trainerId") == trainer_id and isinstance(data.get("createdAt"), datetime):
            out.append((snap.id, data, snap))
    return out


def existing(rows: list[tuple[str, dict[str, Any], Any]]) -> list[ExistingInsight]:
    return [ExistingInsight.from_doc(i, d) for i, d, _ in rows]


# Pauses before a fresh transaction when one was aborted by contention.
ABORTED_PAUSES_S = (0.2, 0.5, 1.0)


def create_if_allowed(
    db: Any,
    trainer_id: str,
    client_id: str,
    new_id: str,
    doc: dict[str, Any],
    check: Callable[[list[ExistingInsight]], Verdict],
    now: datetime,
) -> Verdict:
    """Create `insights/{new_id}` if `check` still allows it, atomically with the re-read."""
    from google.api_core import exceptions
    from google.cloud import firestore

    lock_ref = db.collection(LOCKS).document(f"{trainer_id}_{client_id}")
    ref = db.collection(INSIGHTS).document(new_id)

    @firestore.transactional
    def attempt(transaction: Any) -> Verdict:
        lock_ref.get(transaction=transaction)
        current = existing(client_insights(db, trainer_id, client_id, transaction))
        if any(e.id == new_id for e in current):
            return Verdict("duplicate", "same_id", new_id)
        verdict = check(current)
        if verdict.allowed:
            transaction.create(ref, doc)
            transaction.set(lock_ref, {"trainerId": trainer_id, "clientId": client_id, "updatedAt": now})
        return verdict

    # Contention can outlast one transaction's retries: the usual winner is an
    # overlapping run creating this very insight (its id is deterministic), and
    # it may commit only after ours gave up. A fresh transaction a moment later
    # re-reads and finds it (duplicate); still aborted after that: re-raised
    # (logged failed, retried by the next run).
    for pause in ABORTED_PAUSES_S:
        try:
            return attempt(db.transaction(max_attempts=CREATE_ATTEMPTS))
        except exceptions.Aborted:
            if ref.get().exists:
                return Verdict("duplicate", "same_id", new_id)
            time.sleep(pause)
    return attempt(db.transaction(max_attempts=CREATE_ATTEMPTS))


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


def expire_all_overdue(db: Any, now: datetime, page_size: int = 200) -> int:
    """Sweep every trainer's pending drafts (also inactive clients', which the run skips).

    Filters on `status == "pending"` only (no composite index): pending drafts
    are few by construction (≤ 3 per client per week, live ≤ 7 days).
    """
    from google.cloud.firestore_v1.base_query import FieldFilter

    pending = db.collection(INSIGHTS).where(filter=FieldFilter("status", "==", "pending")).order_by("__name__")
    count = 0
    for page in pages(pending, page_size):
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
