"""Audit records: who did what, about which client, when, with what outcome — no content.

One document per action in `auditLog/{autoId}`:
{trainerId, action, clientId?, chatId?, outcome, at, latencyMs, counts?}. Written by
`run_callable` for every callable (action = callable name); chat and insight
code that runs outside `run_callable` calls `record()` itself.

Auditing never breaks the action it records: a failed write is logged (ids
only) and swallowed.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import Any

log = logging.getLogger(__name__)

COLLECTION = "auditLog"


def record(
    db: Any,
    trainer_id: str,
    action: str,
    outcome: str,
    *,
    client_id: str | None = None,
    chat_id: str | None = None,
    latency_ms: float | None = None,
    at: datetime | None = None,
    counts: dict[str, int] | None = None,
) -> None:
    """Append one audit record. `outcome` is "ok" or an error code such as "NOT_FOUND".

    `counts`: numbers only (a batch job's summary, e.g. retention's deletions).
    """
    entry: dict[str, Any] = {
        "trainerId": trainer_id,
        "action": action,
        "outcome": outcome,
        "at": at or datetime.now(timezone.utc),
    }
    if client_id is not None:
        entry["clientId"] = client_id
    if chat_id is not None:
        entry["chatId"] = chat_id
    if latency_ms is not None:
        entry["latencyMs"] = round(float(latency_ms), 1)
    if counts is not None:
        entry["counts"] = {str(k): int(v) for k, v in counts.items()}
    try:
        db.collection(COLLECTION).add(entry)
    except Exception as exc:  # an audit outage must not fail the trainer's request
        log.warning(
            "audit_write_failed",
            extra={"json_fields": {"trainerId": trainer_id, "action": action, "errorClass": type(exc).__name__}},
        )
