"""What an indexing trigger does with its outcome: done, retry later, or give up cleanly.

Deployed with `retry=True` (functions/main.py), so raising means "deliver
this event again". `run_trigger` raises `TriggerRetry` only when the sync
failed transiently (shared/kernel/transient.py) and the event is young; a permanent
failure (a 4xx, a document that cannot be indexed, a bug) is already in the
ledger as `failed` with its error class, is logged, and the function returns:
no week of retries. The hourly reconciliation (shared/usecases/reconcile.py) retries
every failed entry and finds anything a killed invocation never recorded.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Callable, Sequence

from shared.usecases.indexing import SyncResult
from shared.usecases.sources.sync import SourceSync
from shared.kernel.transient import TriggerRetry, is_transient, should_retry

log = logging.getLogger(__name__)


def run_trigger(
    name: str, event_time: datetime | str | None, sync: Callable[[], SyncResult | SourceSync]
) -> SyncResult | SourceSync | None:
    """Run one trigger's sync; raise TriggerRetry for a transient failure of a young event."""
    try:
        outcome = sync()
    except Exception as exc:  # reads failed before anything was recorded
        if is_transient(exc) and should_retry(event_time):
            raise TriggerRetry(f"{name}: {type(exc).__name__}") from exc
        log.error("trigger_gave_up", extra={"json_fields": {"function": name, "errorClass": type(exc).__name__}})
        return None
    results: Sequence[SyncResult] = outcome.results if isinstance(outcome, SourceSync) else (outcome,)
    transient = [r for r in results if r.outcome == "failed" and r.transient]
    if transient and should_retry(event_time):
        raise TriggerRetry(f"{name}: {transient[0].error_class}")
    permanent = [r for r in results if r.outcome == "failed" and not r.transient]
    if permanent or transient:
        # Recorded in the ledger as failed; the reconciliation retries it.
        log.warning(
            "trigger_gave_up",
            extra={"json_fields": {"function": name, "errorClass": (permanent or transient)[0].error_class}},
        )
    return outcome
