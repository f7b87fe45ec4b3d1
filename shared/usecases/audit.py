"""Audit records: who did what, about which client, when, with what outcome — no content.

One document per action in `auditLog/{autoId}`:
{trainerId, action, clientId?, chatId?, clientIdHash?, outcome, at, latencyMs, counts?}.
Written by `run_callable` for every callable (action = callable name) and by
chatWithAI's own endpoint; other code that acts for a trainer calls
`record()` itself.

What the caller sent is not stored as such: `record_call` keeps a client or
chat id only when the call succeeded, because every handler that takes one
resolves it to one of the caller's own documents first (NOT_FOUND otherwise,
shared/usecases/tenancy.py). A call that failed keeps `clientIdHash` instead — enough
to tell that the same unknown id was tried again, without storing whatever
string the caller typed (it may be a name).

The trail outlives what it describes: a deleted client's or trainer's records
stay (ids, actions, times, outcomes — nothing to delete for privacy) until the
retention job retires them (shared/usecases/retention.py, by `at`). Deletion must leave
`COLLECTION` alone.

Auditing never breaks the action it records: a failed write is logged (ids
only) and swallowed.
"""

from __future__ import annotations

import hashlib
import logging
from datetime import datetime, timezone
from typing import Any

log = logging.getLogger(__name__)

from shared.kernel.collection_names import AUDIT_LOG as COLLECTION
# An audit write is the last step of a call: with Firestore down it must not
# hold the caller's UNAVAILABLE answer for the client's full retry budget.
WRITE_BUDGET_S = 2.0


def record_call(
    db: Any,
    trainer_id: str,
    action: str,
    outcome: str,
    *,
    client_id: str | None = None,
    chat_id: str | None = None,
    latency_ms: float | None = None,
) -> None:
    """The audit record of one callable call; ids the caller sent are kept only if the call succeeded."""
    resolved = outcome == "ok"
    record(
        db,
        trainer_id,
        action,
        outcome,
        client_id=client_id if resolved else None,
        chat_id=chat_id if resolved else None,
        client_id_hash=id_hash(trainer_id, client_id) if client_id is not None and not resolved else None,
        latency_ms=latency_ms,
    )


def id_hash(trainer_id: str, value: str) -> str:
    """A short, per-trainer digest of an id the caller sent that did not resolve."""
    return hashlib.sha256(f"{trainer_id}\x00{value}".encode("utf-8", "surrogatepass")).hexdigest()[:16]


def record(
    db: Any,
    trainer_id: str,
    action: str,
    outcome: str,
    *,
    client_id: str | None = None,
    chat_id: str | None = None,
    client_id_hash: str | None = None,
    latency_ms: float | None = None,
    at: datetime | None = None,
    counts: dict[str, int] | None = None,
) -> None:
    """Append one audit record. `outcome` is "ok" or an error code such as "NOT_FOUND".

    `counts`: numbers only (a batch job's summary, e.g. retention's deletions).
    """
    when = at or datetime.now(timezone.utc)
    entry: dict[str, Any] = {
        "trainerId": trainer_id,
        "action": action,
        "outcome": outcome,
        "at": when,
    }
    if client_id is not None:
        entry["clientId"] = client_id
    if chat_id is not None:
        entry["chatId"] = chat_id
    if client_id_hash is not None:
        entry["clientIdHash"] = client_id_hash
    if latency_ms is not None:
        entry["latencyMs"] = round(float(latency_ms), 1)
    if counts is not None:
        entry["counts"] = {str(k): int(v) for k, v in counts.items()}
    try:
        from google.api_core.retry import Retry

        db.collection(COLLECTION).add(entry, retry=Retry(timeout=WRITE_BUDGET_S), timeout=WRITE_BUDGET_S)
    except Exception as exc:  # an audit outage must not fail the trainer's request
        log.warning(
            "audit_write_failed",
            extra={"json_fields": {"trainerId": trainer_id, "action": action, "errorClass": type(exc).__name__}},
        )
