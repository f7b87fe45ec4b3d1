"""A trainer's standing choices about insights: `insightPreferences/{trainerId}`.

Written only through the `setInsightPreferences` callable (the document is
backend-only in firestore.rules), read by the run before auto-delivering a
stress follow-up (shared/usecases/insights/delivery.py). It carries `trainerId`, so
deleting the trainer's account removes it with everything else they own.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, StrictBool

from shared.usecases.insights.delivery import PREFERENCES
from shared.domain.models import _Request


class InsightPreferences(_Request):
    # Send the stress follow-up (2 of the last 3 days) to the client without review.
    autoSendStressFollowUp: StrictBool


class InsightPreferencesView(BaseModel):
    autoSendStressFollowUp: StrictBool
    updatedAt: str


def set_preferences(backends: Any, trainer_id: str, request: InsightPreferences) -> InsightPreferencesView:
    now = datetime.now(timezone.utc)
    backends.db.collection(PREFERENCES).document(trainer_id).set(
        {"trainerId": trainer_id, "autoSendStressFollowUp": request.autoSendStressFollowUp, "updatedAt": now}
    )
    return InsightPreferencesView(
        autoSendStressFollowUp=request.autoSendStressFollowUp, updatedAt=now.isoformat().replace("+00:00", "Z")
    )
