"""Insight data at the edges: requests, drafts, stored insights, run summaries.

Field names are camelCase: they are the Firestore fields and the iOS wire format.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from shared.domain.models import DocId, _Request

InsightType = Literal["nutrition", "training", "recovery", "motivation", "general"]
Pattern = Literal["stress", "pain", "adherence", "milestone", "progress"]
Status = Literal["pending", "approved", "rejected", "expired"]
Outcome = Literal["generated", "duplicate", "rate_limited", "failed"]

@dataclass(frozen=True)
class ClientMessage:
    """One text about a client, as the detectors read it (shared/usecases/insights/sources.py reads them)."""

    id: str
    chat_id: str
    text: str
    at: datetime  # timezone-aware
    from_client: bool  # sent by anyone but the trainer
    # "message", or the text of another source about the client read like one:
    # "checkin" (its comment), "session_note" (the coach's note).
    kind: str = "message"


MAX_TITLE_CHARS = 50
MAX_CLIENT_MESSAGE_CHARS = 1000

# Each detected pattern files its insight under one type: the rate limits and
# duplicate rules are per type, so a pattern must map to a stable type.
PATTERN_TYPE: dict[str, InsightType] = {
    "stress": "recovery",
    "pain": "training",
    "adherence": "motivation",
    "milestone": "general",
    # Health metrics against a goal (regression, plateau, goal missed): the plan may need changing.
    "progress": "training",
}


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty")
    return value


class Draft(BaseModel):
    """The text of an insight. Also the JSON schema the OpenAI drafter must return."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    title: str = Field(min_length=1, max_length=MAX_TITLE_CHARS)
    clientMessage: str = Field(min_length=1, max_length=MAX_CLIENT_MESSAGE_CHARS)
    rationale: str = Field(min_length=1, max_length=1000)
    suggestedActions: list[str] = Field(min_length=1, max_length=5)

    _texts = field_validator("title", "clientMessage", "rationale")(_not_blank)

    @field_validator("suggestedActions")
    @classmethod
    def _actions(cls, v: list[str]) -> list[str]:
        actions = [a.strip() for a in v if isinstance(a, str) and a.strip()]
        if not actions or any(len(a) > 200 for a in actions):
            raise ValueError("actions must be 1-5 non-empty strings of at most 200 chars")
        return actions


class GenerateRequest(_Request):
    clientId: DocId


class ReviewRequest(_Request):
    insightId: DocId
    decision: Literal["approve", "reject"]
    title: str | None = Field(default=None, max_length=MAX_TITLE_CHARS)
    clientMessage: str | None = Field(default=None, max_length=MAX_CLIENT_MESSAGE_CHARS)

    _texts = field_validator("title", "clientMessage")(lambda v: v if v is None else _not_blank(v))


class TriggeringData(BaseModel):
    pattern: Pattern
    messageIds: list[str]
    sourceIds: list[str] = Field(default_factory=list)  # "checkin:{id}", "session_note:{id}"
    detail: dict[str, Any] = Field(default_factory=dict)


class DeliveryView(BaseModel):
    """Where an approved insight was delivered (shared/usecases/insights/delivery.py)."""

    chatId: str | None = None
    messageId: str | None = None
    notificationId: str
    mode: Literal["approved", "auto"]
    deliveredAt: str


class InsightView(BaseModel):
    """An insight as the app sees it (timestamps as ISO-8601 strings)."""

    id: str
    trainerId: str
    clientId: str
    title: str
    clientMessage: str
    rationale: str
    suggestedActions: list[str]
    insightType: InsightType
    confidence: float
    triggeringData: TriggeringData
    status: Status
    createdAt: str
    expiresAt: str
    reviewedAt: str | None = None
    edited: bool = False
    delivery: DeliveryView | None = None

    @classmethod
    def from_doc(cls, insight_id: str, data: dict[str, Any]) -> "InsightView":
        def iso(value: Any) -> str | None:
            return value.isoformat().replace("+00:00", "Z") if isinstance(value, datetime) else None

        return cls(
            id=insight_id,
            **{k: data[k] for k in ("trainerId", "clientId", "title", "clientMessage", "rationale",
                                    "suggestedActions", "insightType", "confidence", "triggeringData", "status")},
            createdAt=iso(data["createdAt"]) or "",
            expiresAt=iso(data["expiresAt"]) or "",
            reviewedAt=iso(data.get("reviewedAt")),
            edited=bool(data.get("edited", False)),
            delivery=_delivery(data.get("delivery"), iso),
        )


def _delivery(value: Any, iso: Any) -> DeliveryView | None:
    if not isinstance(value, dict) or not value.get("notificationId"):
        return None
    return DeliveryView(**{**value, "deliveredAt": iso(value.get("deliveredAt")) or ""})


class Attempt(BaseModel):
    """One generation attempt's outcome (what the audit log records, minus timestamps)."""

    pattern: Pattern
    insightType: InsightType
    outcome: Outcome
    reason: str
    insightId: str | None = None


class ClientResult(BaseModel):
    clientId: str
    attempts: list[Attempt] = Field(default_factory=list)
    expired: int = 0
    weeklyNote: str | None = None  # id of a note written by this run
    insights: list[InsightView] = Field(default_factory=list)


class RunSummary(BaseModel):
    runId: str
    trainers: int = 0
    clients: int = 0
    clientErrors: int = 0
    generated: int = 0
    duplicate: int = 0
    rate_limited: int = 0
    failed: int = 0
    expired: int = 0
    weeklyNotes: int = 0
    insightIds: list[str] = Field(default_factory=list)

    def add(self, result: ClientResult) -> None:
        self.clients += 1
        self.expired += result.expired
        self.weeklyNotes += 1 if result.weeklyNote else 0
        for attempt in result.attempts:
            setattr(self, attempt.outcome, getattr(self, attempt.outcome) + 1)
            if attempt.outcome == "generated" and attempt.insightId:
                self.insightIds.append(attempt.insightId)
