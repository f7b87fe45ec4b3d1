"""The coach's decision on a draft: approve (optionally edited) or reject.

Only `pending` may change, and only once: approve/reject of anything else is
FAILED_PRECONDITION. A pending draft past `expiresAt` is expired on the spot
(and the review refused), so an expired draft can never be approved just
because the daily run has not swept it yet. Someone else's insight and an
unknown id get the same NOT_FOUND. `reviewedAt` starts the 48 h cooldown
on the type (shared/domain/insights/policy.py).

Approving delivers (shared/usecases/insights/delivery.py): the chat message from the
trainer and the client's notification are created in the same atomic write as
the status change, conditional on the insight being unchanged since it was read
(shared/usecases/insights/settle.py), so an approval is never left undelivered
and a second or concurrent approval (refused: no longer pending) never sends twice.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import Any

from shared.kernel.errors import FailedPrecondition, InvalidArgument, NotFound
from shared.usecases.insights import delivery as deliver
from shared.domain.insights.models import InsightView, ReviewRequest
from shared.usecases.insights.settle import Decision, settle

log = logging.getLogger(__name__)


def review_insight(backends: Any, trainer_id: str, request: ReviewRequest, now: datetime | None = None) -> InsightView:
    if request.decision == "reject" and (request.title is not None or request.clientMessage is not None):
        raise InvalidArgument("Edits are only accepted when approving")
    now = now or datetime.now(timezone.utc)
    db = backends.db

    def decide(data: dict[str, Any] | None) -> Decision:
        if not data or data.get("trainerId") != trainer_id:
            return Decision(refusal="not_found")
        status = data.get("status")
        expires = data.get("expiresAt")
        if status == "pending" and isinstance(expires, datetime) and expires <= now:
            return Decision({"status": "expired", "expiredAt": now}, refusal="expired")
        if status != "pending":
            return Decision(refusal=f"already_{status}")
        update: dict[str, Any] = {
            "status": "approved" if request.decision == "approve" else "rejected",
            "reviewedAt": now,
        }
        edits = {k: v for k, v in (("title", request.title), ("clientMessage", request.clientMessage)) if v is not None}
        if edits:
            update.update(edits, edited=True, original={k: data[k] for k in edits})
        approve = request.decision == "approve"
        return Decision(update, also=deliver.delivering(db, request.insightId, now, "approved") if approve else None)

    data, decision = settle(backends.documents, request.insightId, decide)
    refusal = decision.refusal
    # The id is logged only once it named one of the caller's insights: an
    # unknown one is whatever string the caller sent.
    resolved = {"insightId": request.insightId} if refusal != "not_found" else {}
    log.info(
        "insight_review",
        extra={"json_fields": {**resolved, "action": request.decision, "outcome": refusal or "ok"}},
    )
    if refusal == "not_found":
        raise NotFound("Insight not found")
    if refusal is not None:
        raise FailedPrecondition(f"Insight can no longer be reviewed ({refusal.removeprefix('already_')})")
    assert data is not None
    if data.get("delivery"):
        deliver.audit_delivery(db, data, data["delivery"])
    return InsightView.from_doc(request.insightId, data)
